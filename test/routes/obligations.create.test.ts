import { describe, expect, it } from "vitest";
import { call, createObligation, createProperty, OBLIGATION_INPUT } from "../helpers";

const URL = "/api/v1/obligations";

describe("POST /api/v1/obligations", () => {
  it("creates an obligation with defaults and returns it with its derived fields", async () => {
    const res = await call("POST", URL, { json: { ...OBLIGATION_INPUT, recurrence: "rrule:freq=yearly;bymonth=4;bymonthday=15" } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      property_id: null,
      obligation_type: "tax:payment",
      due_date: "2030-04-15",
      status: "pending",
      recurrence: "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15",
      description: "Q1 federal estimated tax payment",
      days_until_due: expect.any(Number),
      next_due_date: "2031-04-15",
      provenance: expect.objectContaining({ source_type: "api", confidence: 1 }),
      extra_metadata: {},
      created_at: expect.stringMatching(/Z$/),
      updated_at: res.body.created_at,
      deleted_at: null,
    });
    expect((await call("GET", `${URL}/${res.body.id}`)).body).toEqual(res.body);
  });

  it("accepts every obligation type of the spec and refuses others", async () => {
    for (const type of ["tax:filing", "tax:payment", "compliance:periodic_report", "compliance:license_renewal", "property:tax", "property:insurance", "property:inspection", "other"]) {
      expect((await call("POST", URL, { json: { ...OBLIGATION_INPUT, obligation_type: type } })).status, type).toBe(201);
    }
    const bad = await call("POST", URL, { json: { ...OBLIGATION_INPUT, obligation_type: "tax" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ["body", "obligation_type"], type: "enum" });
  });

  it("links a live property, and refuses a missing or deleted one with 400", async () => {
    const property = await createProperty();
    expect((await createObligation({ property_id: property.id, obligation_type: "property:tax" })).property_id).toBe(property.id);

    const missing = "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f";
    const res = await call("POST", URL, { json: { ...OBLIGATION_INPUT, property_id: missing } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: `property_id ${missing} names no existing property` });

    await call("DELETE", `/api/v1/properties/${property.id}`);
    expect((await call("POST", URL, { json: { ...OBLIGATION_INPUT, property_id: property.id } })).status).toBe(400);
  });

  it("reports missing fields, unknown fields and bad dates field by field", async () => {
    const res = await call("POST", URL, { json: { obligation_type: "other", due_date: "2030-02-30", title: "x" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ["body", "due_date"], msg: "Input should be a valid date in the format YYYY-MM-DD", type: "date_from_datetime_parsing" },
      { loc: ["body", "description"], msg: "Field required", type: "missing" },
      { loc: ["body", "title"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
    ]);
  });

  it("requires a JSON body", async () => {
    const res = await call("POST", URL);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ["body"], msg: "Field required", type: "missing" }]);
  });
});

describe("recurrence validation", () => {
  it.each([
    ["FREQ=HOURLY", "finer than a day"],
    ["FREQ=YEARLY;COUNT=4", "COUNT is not supported"],
    ["FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=15", "BYMONTH value 13 is out of range"],
    ["every april", "is not a NAME=VALUE part"],
  ])("answers 422 at body.recurrence for %j with a clear message", async (recurrence, message) => {
    const res = await call("POST", URL, { json: { ...OBLIGATION_INPUT, recurrence } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ["body", "recurrence"], msg: expect.stringContaining(message), type: "value_error" }]);
    expect(res.body.detail[0].msg.startsWith("Invalid RRULE: ")).toBe(true);
  });

  it("refuses a rule with no date on or after the due date", async () => {
    const res = await call("POST", URL, { json: { ...OBLIGATION_INPUT, recurrence: "FREQ=MONTHLY;UNTIL=20291231" } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "recurrence"], msg: expect.stringContaining("produces no date") });
  });

  it("accepts month ends, quarters and BYMONTH lists, and null", async () => {
    for (const recurrence of ["FREQ=MONTHLY;BYMONTHDAY=-1", "FREQ=MONTHLY;INTERVAL=3", "FREQ=YEARLY;BYMONTH=1,4,6,9;BYMONTHDAY=15", null]) {
      expect((await call("POST", URL, { json: { ...OBLIGATION_INPUT, recurrence } })).status, String(recurrence)).toBe(201);
    }
  });

  it("checks the rule against a due date changed by PATCH", async () => {
    const o = await createObligation({ recurrence: "FREQ=YEARLY;UNTIL=20321231" });
    const res = await call("PATCH", `${URL}/${o.id}`, { json: { due_date: "2033-01-15" } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["body", "due_date"]);
  });
});

describe("server-owned fields", () => {
  it("refuses a status that is derived (400) and link keys in extra_metadata (422)", async () => {
    const derived = await call("POST", URL, { json: { ...OBLIGATION_INPUT, status: "overdue" } });
    expect(derived.status).toBe(400);
    expect(derived.body.detail).toContain("derived from the due date");

    const link = await call("POST", URL, { json: { ...OBLIGATION_INPUT, extra_metadata: { previous_id: "x" } } });
    expect(link.status).toBe(422);
    expect(link.body.detail[0].loc).toEqual(["body", "extra_metadata", "previous_id"]);
  });

  it("creating a recurring obligation as completed completes it: completed_date and one successor", async () => {
    const o = await createObligation({ status: "completed", recurrence: "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15", extra_metadata: { fee: "0.00" } });
    expect(o.status).toBe("completed");
    expect(o.extra_metadata).toEqual({ fee: "0.00", completed_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), next_id: expect.any(String) });
    const next = await call("GET", `${URL}/${o.extra_metadata.next_id}`);
    expect(next.body).toMatchObject({ due_date: "2031-04-15", status: "pending", extra_metadata: { fee: "0.00", previous_id: o.id } });
  });
});
