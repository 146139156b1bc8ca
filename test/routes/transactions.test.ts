import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

const URL = "/api/v1/transactions";
const MISSING = "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f";

describe("POST /api/v1/transactions", () => {
  it("creates a property-level transaction, taking the type from the category", async () => {
    const property = await createProperty();
    const res = await call("POST", URL, {
      json: { property_id: property.id, transaction_date: "2025-07-14", amount: "142.3", category: "expense:utilities:electricity", description: "Xcel July", source_account: "Checking 4821" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      property_id: property.id,
      transaction_date: "2025-07-14",
      amount: "142.30",
      category: "expense:utilities:electricity",
      transaction_type: "EXPENSE",
      description: "Xcel July",
      source_account: "Checking 4821",
      extra_metadata: {},
      deleted_at: null,
    });
    expect(res.body.provenance.source_type).toBe("api");
    expect((await call("GET", `${URL}/${res.body.id}`)).body).toEqual(res.body);
  });

  it("creates a company-level transaction when property_id is null or omitted", async () => {
    const a = await createTransaction({ property_id: null, category: "expense:legal_professional", transaction_type: "EXPENSE" });
    const b = await createTransaction({ category: "expense:bank_fees" });
    expect(a.property_id).toBeNull();
    expect(b.property_id).toBeNull();
    expect(b.source_account).toBeNull();
  });

  it("rejects a category that disagrees with transaction_type", async () => {
    const res = await call("POST", URL, { json: { transaction_date: "2025-07-01", amount: "10.00", category: "revenue:rental_income", transaction_type: "EXPENSE", description: "x" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ["body", "category"], msg: "category revenue:rental_income is a REVENUE category, but transaction_type is EXPENSE", type: "value_error" }]);
  });

  it.each([
    ["0.00", "greater_than"],
    ["0", "greater_than"],
    ["-5.00", "string_pattern_mismatch"],
    [5, "string_type"],
    ["1.234", "string_pattern_mismatch"],
    ["abc", "string_pattern_mismatch"],
  ])("rejects the amount %j", async (amount, type) => {
    const res = await call("POST", URL, { json: { transaction_date: "2025-07-01", amount, category: "expense:insurance", description: "x" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ["body", "amount"], msg: expect.any(String), type }]);
  });

  it("rejects an unknown category, a missing description and unknown fields", async () => {
    const res = await call("POST", URL, { json: { transaction_date: "2025-07-01", amount: "1.00", category: "expense:yacht", memo: "x" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ["body", "category"], msg: expect.stringContaining("/api/v1/transactions/categories"), type: "enum" },
      { loc: ["body", "description"], msg: "Field required", type: "missing" },
      { loc: ["body", "memo"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
    ]);
  });

  it("answers 400 for a property_id that names no live property", async () => {
    const res = await call("POST", URL, { json: { property_id: MISSING, transaction_date: "2025-07-01", amount: "1.00", category: "expense:insurance", description: "x" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: `property_id ${MISSING} names no existing property` });
    const gone = await createProperty();
    await call("DELETE", `/api/v1/properties/${gone.id}`);
    const deleted = await call("POST", URL, { json: { property_id: gone.id, transaction_date: "2025-07-01", amount: "1.00", category: "expense:insurance", description: "x" } });
    expect(deleted.status).toBe(400);
  });
});

describe("GET /api/v1/transactions", () => {
  let p1: string;
  let p2: string;
  const tag = "filter-run";

  beforeAll(async () => {
    p1 = (await createProperty({ address: "1 Filter St" })).id;
    p2 = (await createProperty({ address: "2 Filter St" })).id;
    const rows = [
      [p1, "2025-06-30", "1200.00", "revenue:long_term_rental", "June rent"],
      [p1, "2025-07-01", "1200.00", "revenue:long_term_rental", "July rent"],
      [p1, "2025-07-14", "142.37", "expense:utilities:electricity", "Xcel electricity"],
      [p2, "2025-07-20", "61.10", "expense:utilities:gas", "Atmos GAS bill"],
      [p2, "2025-07-31", "350.00", "expense:maintenance:repairs", "Plumber"],
      [null, "2025-08-01", "99.99", "expense:utilities:internet", "Comcast business"],
    ] as const;
    for (const [property_id, transaction_date, amount, category, description] of rows) {
      await createTransaction({ property_id, transaction_date, amount, category, description: `${description} ${tag}` });
    }
  });

  const list = async (query: string) => call("GET", `${URL}?q=${tag}&${query}`);
  const dates = (res: { body: { items: { transaction_date: string }[] } }) => res.body.items.map((t) => t.transaction_date);

  it("lists newest first with the sums of every match by type", async () => {
    const res = await list("page_size=2");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    expect(dates(res)).toEqual(["2025-08-01", "2025-07-31"]);
    expect(res.body.sum).toEqual({ revenue: "2400.00", expense: "653.46", net: "1746.54" });
  });

  it("filters by an exact category or a group prefix", async () => {
    expect(dates(await list("category=expense:utilities:gas"))).toEqual(["2025-07-20"]);
    const group = await list("category=expense:utilities");
    expect(dates(group)).toEqual(["2025-08-01", "2025-07-20", "2025-07-14"]);
    expect(group.body.sum).toEqual({ revenue: "0.00", expense: "303.46", net: "-303.46" });
    expect((await list("category=revenue")).body.total).toBe(2);
  });

  it("filters by an inclusive date range", async () => {
    const july = await list("start_date=2025-07-01&end_date=2025-07-31");
    expect(dates(july)).toEqual(["2025-07-31", "2025-07-20", "2025-07-14", "2025-07-01"]);
    expect((await list("start_date=2025-08-01")).body.total).toBe(1);
    expect((await list("end_date=2025-06-30")).body.total).toBe(1);
  });

  it("filters by property, type, description text and amount range", async () => {
    expect((await list(`property_id=${p2}`)).body.total).toBe(2);
    expect((await list("transaction_type=REVENUE")).body.sum.revenue).toBe("2400.00");
    expect(dates(await call("GET", `${URL}?q=atmos%20gas`))).toEqual(["2025-07-20"]);
    expect(dates(await list("min_amount=100&max_amount=350.00"))).toEqual(["2025-07-31", "2025-07-14"]);
  });

  it("sorts by amount and date both ways, ties in a stable order", async () => {
    const byAmount = await list("sort=amount");
    expect(byAmount.body.items.map((t: { amount: string }) => t.amount)).toEqual(["61.10", "99.99", "142.37", "350.00", "1200.00", "1200.00"]);
    expect(dates(await list("sort=-amount")).slice(0, 2)).toEqual(["2025-07-01", "2025-06-30"]);
    expect(dates(await list("sort=transaction_date"))[0]).toBe("2025-06-30");
  });

  it("hides deleted transactions unless include_deleted is true", async () => {
    const t = await createTransaction({ description: "deleted-one" });
    await call("DELETE", `${URL}/${t.id}`);
    expect((await call("GET", `${URL}?q=deleted-one`)).body.total).toBe(0);
    const shown = await call("GET", `${URL}?q=deleted-one&include_deleted=true`);
    expect(shown.body.total).toBe(1);
    expect(shown.body.sum.expense).toBe("100.00");
  });

  it.each([
    ["category=expense:util", ["query", "category"], "enum"],
    ["category=expense:utilities:", ["query", "category"], "enum"],
    ["start_date=2025-02-30", ["query", "start_date"], "date_from_datetime_parsing"],
    ["start_date=2025-08-01&end_date=2025-07-01", ["query", "end_date"], "value_error"],
    ["min_amount=1e3", ["query", "min_amount"], "string_pattern_mismatch"],
    ["min_amount=10&max_amount=5", ["query", "max_amount"], "value_error"],
    ["transaction_type=INCOME", ["query", "transaction_type"], "enum"],
    ["property_id=abc", ["query", "property_id"], "uuid_parsing"],
    ["sort=date", ["query", "sort"], "enum"],
  ])("rejects %s", async (query, loc, type) => {
    const res = await call("GET", `${URL}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc, msg: expect.any(String), type }]);
  });
});

describe("PATCH, DELETE and restore", () => {
  it("changes only the fields sent and keeps category and type in agreement", async () => {
    const t = await createTransaction({ extra_metadata: { receipt: "r-1" } });
    const res = await call("PATCH", `${URL}/${t.id}`, { json: { amount: "120.5", category: "expense:utilities:gas", extra_metadata: { note: "gas" } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: "120.50", category: "expense:utilities:gas", description: t.description, extra_metadata: { receipt: "r-1", note: "gas" } });
    expect(res.body.updated_at > t.updated_at).toBe(true);

    const wrongCategory = await call("PATCH", `${URL}/${t.id}`, { json: { category: "revenue:other" } });
    expect(wrongCategory.status).toBe(422);
    expect(wrongCategory.body.detail[0].loc).toEqual(["body", "category"]);
    const wrongType = await call("PATCH", `${URL}/${t.id}`, { json: { transaction_type: "REVENUE" } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.detail[0].loc).toEqual(["body", "transaction_type"]);
    const both = await call("PATCH", `${URL}/${t.id}`, { json: { transaction_type: "REVENUE", category: "revenue:other" } });
    expect(both.status).toBe(200);
  });

  it("moves a transaction to the company level and rejects a dead property", async () => {
    const property = await createProperty();
    const t = await createTransaction({ property_id: property.id });
    expect((await call("PATCH", `${URL}/${t.id}`, { json: { property_id: null } })).body.property_id).toBeNull();
    expect((await call("PATCH", `${URL}/${t.id}`, { json: { property_id: MISSING } })).status).toBe(400);
    expect((await call("PATCH", `${URL}/${t.id}`, { json: { description: null } })).status).toBe(422);
  });

  it("soft-deletes and restores, as DECISIONS.md says", async () => {
    const t = await createTransaction();
    const deleted = await call("DELETE", `${URL}/${t.id}`);
    expect(deleted.body).toEqual({ success: true, data: { id: t.id, deleted_at: expect.any(String) } });
    expect((await call("GET", `${URL}/${t.id}`)).status).toBe(404);
    expect((await call("GET", `${URL}/${t.id}?include_deleted=true`)).body.deleted_at).toBe(deleted.body.data.deleted_at);
    expect((await call("PATCH", `${URL}/${t.id}`, { json: { amount: "1.00" } })).status).toBe(404);
    expect((await call("DELETE", `${URL}/${t.id}`)).status).toBe(404);
    const restored = await call("POST", `${URL}/${t.id}/restore`);
    expect(restored.body.deleted_at).toBeNull();
    expect((await call("GET", `${URL}/${t.id}`)).status).toBe(200);
  });

  it("keeps a property's transactions when the property is deleted", async () => {
    const property = await createProperty();
    const t = await createTransaction({ property_id: property.id });
    await call("DELETE", `/api/v1/properties/${property.id}`);
    expect((await call("GET", `${URL}/${t.id}`)).body.property_id).toBe(property.id);
  });

  it("answers 404 and 422 for unknown and malformed ids", async () => {
    expect((await call("GET", `${URL}/${MISSING}`)).body).toEqual({ detail: `Transaction ${MISSING} not found` });
    expect((await call("POST", `${URL}/${MISSING}/restore`)).status).toBe(404);
    expect((await call("GET", `${URL}/x`)).status).toBe(422);
  });
});

describe("GET /api/v1/transactions/categories", () => {
  it("lists every category with group, type, label and both tax lines, or says it is not deductible", async () => {
    const res = await call("GET", `${URL}/categories`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(30);
    expect(res.body.items).toContainEqual(
      expect.objectContaining({ value: "expense:utilities:electricity", group: "expense:utilities", type: "EXPENSE", schedule_e: { line: "17", label: expect.any(String) } }),
    );
    for (const item of res.body.items) {
      const reported = item.schedule_e !== null && item.form_8825 !== null;
      const excluded = item.schedule_e === null && item.form_8825 === null && ["capitalized", "not_deductible"].includes(item.treatment) && item.note;
      expect(reported || excluded, item.value).toBeTruthy();
    }
  });
});
