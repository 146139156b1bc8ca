import { describe, expect, it } from "vitest";
import { call, createObligation, createProperty, createTransaction } from "../helpers";

/** Leaving the demo: only the records the demo was loaded with go, and every record a user added stays. */
describe("the demo company", () => {
  it("says there is no demo on a database without one", async () => {
    const res = await call("GET", "/api/v1/demo");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ demo: false, records: { company: 0, property: 0, transaction: 0, document: 0, obligation: 0 }, loading: null });
  });

  it("marks only live records of the kind named, and names the others", async () => {
    const property = await createProperty({ address: "1 Marking Way" });
    const wrong = await call("POST", "/api/v1/demo/records", { json: { kind: "transaction", ids: [property.id] } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0]).toMatchObject({ loc: ["body", "ids", 0], msg: expect.stringContaining("is not a live transaction record") });
    expect((await call("GET", "/api/v1/demo")).body.demo).toBe(false);
    await call("DELETE", `/api/v1/properties/${property.id}`);
  });

  it("removes every demo record and nothing a user added, the ledger's totals following", async () => {
    // The demo, as its loader leaves it: a profile, a property, its transactions and a deadline, each marked.
    const company = await call("PUT", "/api/v1/company", { json: { legal_name: "Demo Rentals LLC", state_of_formation: "CO" } });
    const demoHome = await createProperty({ address: "2218 Demo Avenue" });
    const demoRent = await createTransaction({ property_id: demoHome.id, transaction_type: "REVENUE", category: "revenue:long_term_rental", amount: "1850.00", description: "Demo rent", transaction_date: "2025-07-01" });
    const demoBill = await createTransaction({ property_id: demoHome.id, amount: "90.00", description: "Demo power", transaction_date: "2025-07-03" });
    const demoDeadline = await createObligation();
    for (const [kind, ids] of [["company", [company.body.id]], ["property", [demoHome.id]], ["transaction", [demoRent.id, demoBill.id]], ["obligation", [demoDeadline.id]]] as const) {
      expect((await call("POST", "/api/v1/demo/records", { json: { kind, ids } })).status).toBe(200);
    }
    // What the user added meanwhile: their own property, and a repair on a demo property.
    const ownHome = await createProperty({ address: "9 Own Street" });
    const ownRepair = await createTransaction({ property_id: demoHome.id, amount: "240.00", category: "expense:maintenance:repairs", description: "Our own plumber", transaction_date: "2025-07-05" });
    const ownDeadline = await createObligation({ description: "Our own permit renewal" });

    expect((await call("GET", "/api/v1/demo")).body).toEqual({ demo: true, records: { company: 1, property: 1, transaction: 2, document: 0, obligation: 1 }, loading: null });
    const left = await call("DELETE", "/api/v1/demo");
    expect(left.status).toBe(200);
    expect(left.body.removed).toEqual({ company: 1, property: 1, transaction: 2, document: 0, obligation: 1 });

    expect((await call("GET", "/api/v1/company")).status).toBe(404);
    expect((await call("GET", `/api/v1/properties/${demoHome.id}`)).status).toBe(404);
    expect((await call("GET", `/api/v1/transactions/${demoRent.id}`)).status).toBe(404);
    expect((await call("GET", `/api/v1/obligations/${demoDeadline.id}`)).status).toBe(404);
    expect((await call("GET", `/api/v1/properties/${ownHome.id}`)).status).toBe(200);
    expect((await call("GET", `/api/v1/transactions/${ownRepair.id}`)).status).toBe(200);
    expect((await call("GET", `/api/v1/obligations/${ownDeadline.id}`)).status).toBe(200);
    // The year's figures hold only the user's repair now.
    const pnl = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-12-31");
    expect(pnl.body).toMatchObject({ revenue: "0.00", expenses: "240.00" });
    // Nothing of the demo is left, so leaving again removes nothing, and the user's profile is theirs to set.
    expect((await call("DELETE", "/api/v1/demo")).body.removed).toEqual({ company: 0, property: 0, transaction: 0, document: 0, obligation: 0 });
    expect((await call("PUT", "/api/v1/company", { json: { legal_name: "Our Own Homes LLC" } })).status).toBe(200);
    expect((await call("GET", "/api/v1/demo")).body.demo).toBe(false);
  });

  it("reports the loader's progress while the demo loads, until the load is over", async () => {
    const started = await call("PUT", "/api/v1/demo/loading", { json: { step: "Saving the company profile", done: 0, total: 8 } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ step: "Saving the company profile", done: 0, total: 8 });
    const later = await call("PUT", "/api/v1/demo/loading", { json: { step: "Importing the bank statements", done: 3, total: 8 } });
    // The start stays the first report's.
    expect(later.body.started_at).toBe(started.body.started_at);
    const during = (await call("GET", "/api/v1/demo")).body;
    expect(during).toMatchObject({ demo: true, loading: { step: "Importing the bank statements", done: 3, total: 8 } });
    expect((await call("PUT", "/api/v1/demo/loading", { json: { step: "x", done: 9, total: 8 } })).status).toBe(422);
    expect((await call("DELETE", "/api/v1/demo/loading")).body).toEqual({ loading: null });
    expect((await call("GET", "/api/v1/demo")).body.loading).toBeNull();
  });
});
