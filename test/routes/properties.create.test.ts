import { describe, expect, it } from "vitest";
import { call, createProperty, PROPERTY_INPUT } from "../helpers";

const URL = "/api/v1/properties";

async function expect422(json: unknown) {
  const res = await call("POST", URL, { json });
  expect(res.status).toBe(422);
  return res.body.detail as { loc: (string | number)[]; msg: string; type: string }[];
}

describe("POST /api/v1/properties", () => {
  it("creates a property with defaults, derived basis totals and server-set fields", async () => {
    const res = await call("POST", URL, { json: PROPERTY_INPUT });
    expect(res.status).toBe(201);
    const p = res.body;
    expect(p).toMatchObject({
      ...PROPERTY_INPUT,
      ffe_basis: "0.00",
      placed_in_service: null,
      status: "ACTIVE",
      total_basis: "427300.00",
      depreciable_basis: "338840.00",
      extra_metadata: {},
      deleted_at: null,
    });
    expect(p.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(p.provenance).toEqual({ source_type: "api", source_id: null, confidence: 1, recorded_at: p.created_at, recorded_by: null, notes: null });
    expect(p.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(p.updated_at).toBe(p.created_at);

    const fetched = await call("GET", `${URL}/${p.id}`);
    expect(fetched.body).toEqual(p);
  });

  it("accepts the optional fields and keeps the client's provenance", async () => {
    const p = await createProperty({
      ffe_basis: "15000.10",
      placed_in_service: "2021-07-01",
      status: "INACTIVE",
      provenance: { source_type: "manual", source_id: "closing-statement.pdf", confidence: 0.9, recorded_by: "dana" },
      extra_metadata: { parcel: "R0123456", units: 2 },
    });
    expect(p).toMatchObject({ ffe_basis: "15000.10", placed_in_service: "2021-07-01", status: "INACTIVE", total_basis: "442300.10", depreciable_basis: "353840.10" });
    expect(p.provenance).toMatchObject({ source_type: "manual", source_id: "closing-statement.pdf", confidence: 0.9, recorded_by: "dana", notes: null });
    expect(p.extra_metadata).toEqual({ parcel: "R0123456", units: 2 });
  });

  it("returns money with exactly two decimals and keeps every cent, up to the largest amount", async () => {
    const p = await createProperty({ purchase_price_total: "9999999999999.99", land_basis: "0.10", building_basis: "9999999999999.99", ffe_basis: "0.1" });
    expect(p.purchase_price_total).toBe("9999999999999.99");
    expect(p.land_basis).toBe("0.10");
    expect(p.ffe_basis).toBe("0.10");
    expect(p.total_basis).toBe("10000000000000.19");
    expect(p.depreciable_basis).toBe("10000000000000.09");
    const whole = await createProperty({ land_basis: "88460", building_basis: "0" });
    expect(whole.land_basis).toBe("88460.00");
    expect(whole.building_basis).toBe("0.00");
  });

  it.each([
    ["1e3", "string_pattern_mismatch"],
    ["0.101", "string_pattern_mismatch"],
    ["-5.00", "string_pattern_mismatch"],
    ["1,000.00", "string_pattern_mismatch"],
    ["$100.00", "string_pattern_mismatch"],
    ["10000000000000.00", "string_pattern_mismatch"],
    ["", "string_pattern_mismatch"],
    [12.5, "string_type"],
    [1000, "string_type"],
    [null, "string_type"],
  ])("rejects land_basis %j as %s", async (value, type) => {
    const detail = await expect422({ ...PROPERTY_INPUT, land_basis: value });
    expect(detail).toEqual([{ loc: ["body", "land_basis"], msg: expect.any(String), type }]);
  });

  it("explains that money is a string when a JSON number is sent", async () => {
    const [issue] = await expect422({ ...PROPERTY_INPUT, purchase_price_total: 12.5 });
    expect(issue?.msg).toContain("decimal string");
  });

  it("reports every missing required field, each at its own loc", async () => {
    const detail = await expect422({});
    expect(detail).toEqual(
      ["address", "acquisition_date", "purchase_price_total", "land_basis", "building_basis"].map((field) => ({
        loc: ["body", field],
        msg: "Field required",
        type: "missing",
      })),
    );
  });

  it.each(["2025-02-30", "2023-02-29", "2025-13-01", "21-06-15", "2025-6-1", "2025-06-15T00:00:00Z"])("rejects the date %s", async (date) => {
    const detail = await expect422({ ...PROPERTY_INPUT, acquisition_date: date });
    expect(detail).toEqual([{ loc: ["body", "acquisition_date"], msg: "Input should be a valid date in the format YYYY-MM-DD", type: "date_from_datetime_parsing" }]);
  });

  it("accepts a leap day", async () => {
    const p = await createProperty({ acquisition_date: "2024-02-29" });
    expect(p.acquisition_date).toBe("2024-02-29");
  });

  it("rejects unknown fields instead of ignoring them", async () => {
    const detail = await expect422({ ...PROPERTY_INPUT, adress: "typo", id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f" });
    expect(detail).toEqual([
      { loc: ["body", "adress"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
      { loc: ["body", "id"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
    ]);
  });

  it("rejects a bad status, a blank address and a bad metadata type", async () => {
    const detail = await expect422({ ...PROPERTY_INPUT, status: "SOLD", address: "   ", extra_metadata: ["x"] });
    expect(detail).toEqual([
      { loc: ["body", "address"], msg: "String should have at least 1 character", type: "string_too_short" },
      { loc: ["body", "status"], msg: "Input should be 'ACTIVE' or 'INACTIVE'", type: "enum" },
      { loc: ["body", "extra_metadata"], msg: "Input should be a valid dictionary", type: "dict_type" },
    ]);
  });

  it("rejects provenance fields it does not know and a confidence above 1", async () => {
    const detail = await expect422({ ...PROPERTY_INPUT, provenance: { source_type: "fax", confidence: 2, origin: "x" } });
    expect(detail).toEqual([
      { loc: ["body", "provenance", "source_type"], msg: expect.stringContaining("'manual'"), type: "enum" },
      { loc: ["body", "provenance", "confidence"], msg: "Input should be less than or equal to 1", type: "less_than_equal" },
      { loc: ["body", "provenance", "origin"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
    ]);
  });

  it("rejects oversized extra_metadata", async () => {
    const detail = await expect422({ ...PROPERTY_INPUT, extra_metadata: { blob: "x".repeat(20_000) } });
    expect(detail[0]).toMatchObject({ loc: ["body", "extra_metadata"], type: "value_error" });
  });

  it("rejects a placed_in_service date before the acquisition date", async () => {
    const detail = await expect422({ ...PROPERTY_INPUT, placed_in_service: "2021-06-14" });
    expect(detail).toEqual([{ loc: ["body", "placed_in_service"], msg: expect.stringContaining("cannot be before acquisition_date"), type: "value_error" }]);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await call("POST", URL, { body: '{"address": "1 Main St",', headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Malformed JSON in request body" });
  });

  it("answers 422 at body for a missing body", async () => {
    const variants: Record<string, string>[] = [{}, { "content-type": "application/json" }];
    for (const headers of variants) {
      const res = await call("POST", URL, { headers });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: [{ loc: ["body"], msg: "Field required", type: "missing" }] });
    }
  });

  it("answers 422 at body when the body is not sent as JSON", async () => {
    const variants: Record<string, string>[] = [{ "content-type": "text/plain" }, {}];
    for (const headers of variants) {
      const res = await call("POST", URL, { body: JSON.stringify(PROPERTY_INPUT), headers });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([{ loc: ["body"], msg: expect.stringContaining("application/json"), type: "model_attributes_type" }]);
    }
  });

  it("answers 422 at body when the JSON is not an object", async () => {
    for (const json of [[], "text", 42, null]) {
      const res = await call("POST", URL, { json });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([{ loc: ["body"], msg: expect.any(String), type: "model_attributes_type" }]);
    }
  });

  it("accepts a JSON content type with parameters", async () => {
    const res = await call("POST", URL, { body: JSON.stringify(PROPERTY_INPUT), headers: { "content-type": "application/json; charset=utf-8" } });
    expect(res.status).toBe(201);
  });

  it("writes nothing when it rejects a request", async () => {
    const before = (await call("GET", `${URL}?page_size=1&include_deleted=true`)).body.total;
    await call("POST", URL, { json: { ...PROPERTY_INPUT, land_basis: 1 } });
    await call("POST", URL, { json: { ...PROPERTY_INPUT, placed_in_service: "2000-01-01" } });
    await call("POST", URL, { body: "{", headers: { "content-type": "application/json" } });
    const after = (await call("GET", `${URL}?page_size=1&include_deleted=true`)).body.total;
    expect(after).toBe(before);
  });
});
