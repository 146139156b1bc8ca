import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createObligation, createProperty, createTransaction, OBLIGATION_INPUT, PROPERTY_INPUT } from "../helpers";

/** An object nested `depth` levels deep. */
const nested = (depth: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
};

describe("free-form JSON is bounded at the door", () => {
  it("refuses extra_metadata nested past 20 levels on every write that takes it (422), and keeps 20", async () => {
    const property = await createProperty();
    const obligation = await createObligation();
    const transaction = await createTransaction({ property_id: property.id });
    const writes: [string, string, Record<string, unknown>][] = [
      ["POST", "/api/v1/properties", { ...PROPERTY_INPUT }],
      ["PATCH", `/api/v1/properties/${property.id}`, {}],
      ["POST", "/api/v1/transactions", { transaction_date: "2025-07-14", amount: "10.00", category: "expense:supplies", description: "deep" }],
      ["PATCH", `/api/v1/transactions/${transaction.id}`, {}],
      ["POST", "/api/v1/obligations", { ...OBLIGATION_INPUT }],
      ["PATCH", `/api/v1/obligations/${obligation.id}`, {}],
      ["PUT", "/api/v1/company", { legal_name: "Deep LLC" }],
    ];
    for (const [method, path, body] of writes) {
      for (const depth of [21, 1000]) {
        const res = await call(method, path, { json: { ...body, extra_metadata: nested(depth) } });
        expect(res.status, `${method} ${path} at ${depth}`).toBe(422);
        expect(res.body.detail[0].loc).toContain("extra_metadata");
      }
      expect((await call(method, path, { json: { ...body, extra_metadata: nested(20) } })).status, `${method} ${path} at 20`).toBeLessThan(300);
    }
  });

  it("a record already stored too deep for SQLite's JSON functions breaks no report and no question", async () => {
    const property = await createProperty();
    const row = await createTransaction({ property_id: property.id, transaction_date: "2031-03-03", category: "revenue:rental_income", description: "Booking 77 (2 nights)" });
    const deep = `${"[".repeat(1100)}${"]".repeat(1100)}`;
    await env.DB.prepare(`UPDATE transactions SET extra_metadata = ? WHERE id = ?`).bind(`{"nights": 2, "x": ${deep}}`, row.id).run();
    const report = await call("GET", `/api/v1/reports/occupancy?start_date=2031-03-01&end_date=2031-03-31&property_id=${property.id}`);
    expect(report.status).toBe(200);
    const chat = await call("POST", "/api/v1/chat/query", { json: { query: "how many bookings in march 2031" } });
    expect(chat.status).toBe(200);
  });
});

describe("dates are taken from 1900 to 2200", () => {
  it("refuses a date outside it wherever a date is taken (422), and a recurrence over such a date never reaches the rule", async () => {
    for (const due of ["0050-01-01", "1899-12-31", "2201-01-01"]) {
      const res = await call("POST", "/api/v1/obligations", { json: { ...OBLIGATION_INPUT, due_date: due, recurrence: "FREQ=YEARLY" } });
      expect(res.status, due).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ["body", "due_date"], msg: expect.stringContaining("1900-01-01") });
    }
    expect((await call("POST", "/api/v1/properties", { json: { ...PROPERTY_INPUT, acquisition_date: "1800-05-05" } })).status).toBe(422);
    expect((await call("GET", "/api/v1/reports/profit-and-loss?group_by=month&start_date=0001-01-01&end_date=9999-12-31")).status).toBe(422);
    expect((await call("GET", "/api/v1/transactions?start_date=0001-01-01")).status).toBe(422);
    expect((await call("POST", "/api/v1/obligations", { json: { ...OBLIGATION_INPUT, due_date: "2200-12-31" } })).status).toBe(201);
  });
});

describe("the document says what validation does", () => {
  it("lists null where a field takes it, and 422 on the calendar feed for a malformed query", async () => {
    const doc = (await call("GET", "/openapi.json")).body;
    const allowsNull = (node: any): boolean => {
      const s = node?.$ref ? doc.components.schemas[node.$ref.split("/").pop()] : node;
      return (Array.isArray(s?.type) && s.type.includes("null")) || [...(s?.anyOf ?? []), ...(s?.oneOf ?? [])].some(allowsNull);
    };
    expect(allowsNull(doc.components.schemas.ObligationCreate.properties.recurrence)).toBe(true);
    expect(allowsNull(doc.components.schemas.ObligationUpdate.properties.recurrence)).toBe(true);
    expect(allowsNull(doc.components.schemas.CompanyPut.properties.state_of_formation)).toBe(true);
    expect((await call("POST", "/api/v1/obligations", { json: { ...OBLIGATION_INPUT, recurrence: null } })).status).toBe(201);
    expect(doc.paths["/api/v1/obligations/calendar.ics"].get.responses["422"]).toBeDefined();
    expect((await call("GET", "/api/v1/obligations/calendar.ics?key=a&key=b")).status).toBe(422);
  });
});
