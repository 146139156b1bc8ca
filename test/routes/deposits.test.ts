import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty } from "../helpers";

// Security deposits are held, not earned: they stay out of the ledger until a part is kept.
describe("security deposits", () => {
  let house: any;

  beforeAll(async () => {
    house = await createProperty({ address: "31 Deposit Lane", acquisition_date: "2022-01-10", placed_in_service: "2022-02-01" });
  });

  const pnl = async () => (await call("GET", `/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-12-31&property_id=${house.id}`)).body;

  it("records a deposit received without touching the P&L or the ledger", async () => {
    const res = await call("POST", "/api/v1/deposits", { json: { property_id: house.id, tenant: "Keisha Brown", amount: "1675.00", received_date: "2025-01-28" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tenant: "Keisha Brown", amount: "1675.00", held: "1675.00", settlements: [] });
    expect(await pnl()).toMatchObject({ revenue: "0.00", transaction_count: 0 });
    const listed = await call("GET", `/api/v1/deposits?property_id=${house.id}`);
    expect(listed.body).toMatchObject({ total: 1, held: "1675.00" });
    expect((await call("GET", "/api/v1/deposits?tenant=keisha")).body.items.map((d: any) => d.id)).toEqual([res.body.id]);
    // A long name asked, or one holding a wildcard's character, is read as written, never an error.
    const long = await call("GET", `/api/v1/deposits?tenant=${encodeURIComponent("keisha brown since february 1 last year (before her the hollis family, who left in may)")}`);
    expect(long.status).toBe(200);
    expect(long.body.total).toBe(0);
    expect((await call("GET", `/api/v1/deposits?tenant=${encodeURIComponent("%")}`)).body.total).toBe(0);
  });

  it("keeps part for damages as income on its date, returns the rest, and then holds nothing", async () => {
    const deposit = (await call("POST", "/api/v1/deposits", { json: { property_id: house.id, tenant: "Garrett Hollis", amount: "1950.00", received_date: "2024-06-01" } })).body;
    const kept = await call("POST", `/api/v1/deposits/${deposit.id}/settlements`, { json: { kind: "kept_for_damages", amount: "640.00", settled_date: "2025-06-15" } });
    expect(kept.status).toBe(201);
    expect(kept.body.held).toBe("1310.00");
    const income = kept.body.settlements[0].transaction_id;
    expect((await call("GET", `/api/v1/transactions/${income}`)).body).toMatchObject({ amount: "640.00", category: "revenue:security_deposit_forfeited", transaction_type: "REVENUE", property_id: house.id, transaction_date: "2025-06-15" });
    expect(await pnl()).toMatchObject({ revenue: "640.00", transaction_count: 1 });
    const returned = await call("POST", `/api/v1/deposits/${deposit.id}/settlements`, { json: { kind: "returned", amount: "1310.00", settled_date: "2025-06-20" } });
    expect(returned.body).toMatchObject({ held: "0.00" });
    expect(returned.body.settlements[1]).toMatchObject({ kind: "returned", transaction_id: null });
    expect(await pnl()).toMatchObject({ revenue: "640.00", transaction_count: 1 });
    // A deposit settled whole is listed only when asked for.
    expect((await call("GET", "/api/v1/deposits?tenant=garrett")).body.total).toBe(0);
    expect((await call("GET", "/api/v1/deposits?tenant=garrett&include_settled=true")).body.items[0].held).toBe("0.00");
  });

  it("refuses to settle more than is held, naming the difference, and writes nothing", async () => {
    const deposit = (await call("POST", "/api/v1/deposits", { json: { property_id: house.id, tenant: "Owen Fitzgerald", amount: "500.00", received_date: "2025-03-01" } })).body;
    const before = (await call("GET", "/api/v1/transactions?page_size=1")).body.total;
    const res = await call("POST", `/api/v1/deposits/${deposit.id}/settlements`, { json: { kind: "kept_for_rent", amount: "500.01", settled_date: "2025-04-01" } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "amount"], msg: expect.stringContaining("0.01 over") });
    expect((await call("GET", "/api/v1/transactions?page_size=1")).body.total).toBe(before);
    expect((await call("GET", `/api/v1/deposits/${deposit.id}`)).body).toMatchObject({ held: "500.00", settlements: [] });
    const early = await call("POST", `/api/v1/deposits/${deposit.id}/settlements`, { json: { kind: "returned", amount: "1.00", settled_date: "2025-02-01" } });
    expect(early.status).toBe(422);
    const rent = await call("POST", `/api/v1/deposits/${deposit.id}/settlements`, { json: { kind: "kept_for_rent", amount: "500.00", settled_date: "2025-04-01" } });
    expect((await call("GET", `/api/v1/transactions/${rent.body.settlements[0].transaction_id}`)).body.category).toBe("revenue:long_term_rental");
  });

  it("refuses an unknown property (400), bad input (422), an unknown deposit (404), and deletes softly", async () => {
    expect((await call("POST", "/api/v1/deposits", { json: { property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f", tenant: "X", amount: "1.00", received_date: "2025-01-01" } })).status).toBe(400);
    const bad = await call("POST", "/api/v1/deposits", { json: { property_id: house.id, tenant: "", amount: "-5", received_date: "2025-02-30" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: any) => d.loc.at(-1)).sort()).toEqual(["amount", "received_date", "tenant"]);
    expect((await call("GET", "/api/v1/deposits/019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f")).status).toBe(404);
    const deposit = (await call("POST", "/api/v1/deposits", { json: { property_id: house.id, tenant: "Mistake", amount: "10.00", received_date: "2025-01-01" } })).body;
    expect((await call("DELETE", `/api/v1/deposits/${deposit.id}`)).body).toMatchObject({ success: true, data: { id: deposit.id } });
    expect((await call("GET", `/api/v1/deposits/${deposit.id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/v1/deposits/${deposit.id}`)).status).toBe(404);
  });
});
