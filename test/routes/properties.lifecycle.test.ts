import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { call, createProperty } from "../helpers";

const URL = "/api/v1/properties";
const MISSING = "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f";

describe("GET /api/v1/properties/{id}", () => {
  it("answers 404 with a detail for an id that matches nothing", async () => {
    const res = await call("GET", `${URL}/${MISSING}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: `Property ${MISSING} not found` });
  });

  it("answers 422 at path.id for a malformed id", async () => {
    const res = await call("GET", `${URL}/42`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: [{ loc: ["path", "id"], msg: "Input should be a valid UUID", type: "uuid_parsing" }] });
  });

  it("accepts an upper-case id", async () => {
    const p = await createProperty();
    const res = await call("GET", `${URL}/${p.id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(p.id);
  });
});

describe("PATCH /api/v1/properties/{id}", () => {
  it("changes only the fields sent and moves updated_at forward", async () => {
    const p = await createProperty({ ffe_basis: "100.00", extra_metadata: { keep: 1 } });
    const res = await call("PATCH", `${URL}/${p.id}`, { json: { building_basis: "300000.50", status: "INACTIVE" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...p,
      building_basis: "300000.50",
      status: "INACTIVE",
      total_basis: "388560.50",
      depreciable_basis: "300100.50",
      updated_at: res.body.updated_at,
    });
    expect(res.body.updated_at > p.updated_at).toBe(true);
    expect((await call("GET", `${URL}/${p.id}`)).body).toEqual(res.body);
  });

  it("merges extra_metadata by top-level key and removes keys sent as null", async () => {
    const p = await createProperty({ extra_metadata: { a: 1, b: { nested: true }, c: "x" } });
    const res = await call("PATCH", `${URL}/${p.id}`, { json: { extra_metadata: { b: { other: 2 }, c: null, d: [1, 2] } } });
    expect(res.body.extra_metadata).toEqual({ a: 1, b: { other: 2 }, d: [1, 2] });
  });

  it("clears placed_in_service with null and replaces provenance", async () => {
    const p = await createProperty({ placed_in_service: "2021-07-01" });
    const res = await call("PATCH", `${URL}/${p.id}`, { json: { placed_in_service: null, provenance: { source_type: "manual", notes: "fixed by hand" } } });
    expect(res.body.placed_in_service).toBeNull();
    expect(res.body.provenance).toMatchObject({ source_type: "manual", notes: "fixed by hand", source_id: null, confidence: 1 });
  });

  it("returns the property unchanged for an empty patch", async () => {
    const p = await createProperty();
    const res = await call("PATCH", `${URL}/${p.id}`, { json: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(p);
  });

  it("rejects nulls for required fields, unknown fields and bad values with 422, field by field", async () => {
    const p = await createProperty();
    const res = await call("PATCH", `${URL}/${p.id}`, { json: { address: null, land_basis: 5, acquisition_date: "2021-02-29", id: "x" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ["body", "address"], msg: "Input should be a valid string", type: "string_type" },
      { loc: ["body", "acquisition_date"], msg: "Input should be a valid date in the format YYYY-MM-DD", type: "date_from_datetime_parsing" },
      { loc: ["body", "land_basis"], msg: expect.stringContaining("decimal string"), type: "string_type" },
      { loc: ["body", "id"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
    ]);
    expect((await call("GET", `${URL}/${p.id}`)).body).toEqual(p);
  });

  it("checks dates against the stored record", async () => {
    const p = await createProperty({ placed_in_service: "2021-07-01" });
    const res = await call("PATCH", `${URL}/${p.id}`, { json: { acquisition_date: "2021-08-01" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ["body", "acquisition_date"], msg: expect.stringContaining("cannot be before"), type: "value_error" }]);
  });

  it("rejects merged extra_metadata that grows too large", async () => {
    const p = await createProperty({ extra_metadata: { a: "x".repeat(10_000) } });
    const res = await call("PATCH", `${URL}/${p.id}`, { json: { extra_metadata: { b: "y".repeat(10_000) } } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["body", "extra_metadata"]);
  });

  it("loses neither of two concurrent patches", async () => {
    const p = await createProperty({ extra_metadata: {} });
    const writes = Array.from({ length: 4 }, (_, i) => call("PATCH", `${URL}/${p.id}`, { json: { extra_metadata: { [`k${i}`]: i } } }));
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await call("GET", `${URL}/${p.id}`)).body.extra_metadata).toEqual({ k0: 0, k1: 1, k2: 2, k3: 3 });
  });

  it("answers 404 for an unknown id and 400 for malformed JSON", async () => {
    expect((await call("PATCH", `${URL}/${MISSING}`, { json: { status: "ACTIVE" } })).status).toBe(404);
    const p = await createProperty();
    const bad = await call("PATCH", `${URL}/${p.id}`, { body: "{status:", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: "Malformed JSON in request body" });
  });
});

describe("soft delete and restore", () => {
  it("runs the whole lifecycle as DECISIONS.md describes", async () => {
    const p = await createProperty({ address: "8 Lifecycle Loop" });

    const deleted = await call("DELETE", `${URL}/${p.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: { id: p.id, deleted_at: expect.stringMatching(/Z$/) } });

    expect((await call("GET", `${URL}/${p.id}`)).status).toBe(404);
    const shown = await call("GET", `${URL}/${p.id}?include_deleted=true`);
    expect(shown.status).toBe(200);
    expect(shown.body.deleted_at).toBe(deleted.body.data.deleted_at);
    expect((await call("GET", `${URL}?q=Lifecycle%20Loop`)).body.total).toBe(0);

    expect((await call("PATCH", `${URL}/${p.id}`, { json: { status: "INACTIVE" } })).status).toBe(404);
    const again = await call("DELETE", `${URL}/${p.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: `Property ${p.id} not found` });

    const restored = await call("POST", `${URL}/${p.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: p.id, deleted_at: null, status: "ACTIVE" });
    expect((await call("GET", `${URL}/${p.id}`)).status).toBe(200);
    expect((await call("GET", `${URL}?q=Lifecycle%20Loop`)).body.total).toBe(1);
  });

  it("restoring a live property returns it unchanged", async () => {
    const p = await createProperty();
    const res = await call("POST", `${URL}/${p.id}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(p);
  });

  it("answers 404 to restore or delete an unknown id, and 422 for a malformed one", async () => {
    expect((await call("POST", `${URL}/${MISSING}/restore`)).status).toBe(404);
    expect((await call("DELETE", `${URL}/${MISSING}`)).status).toBe(404);
    const bad = await call("DELETE", `${URL}/nope`);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["path", "id"]);
  });
});

describe("unexpected failures", () => {
  it("answer 500 with a bare detail, no internals, and the request id", async () => {
    const broken = {
      prepare() {
        throw new Error("SQLITE_CORRUPT: database disk image is malformed (src/db/properties.ts:42)");
      },
      batch() {
        throw new Error("SQLITE_CORRUPT at /var/lib/d1");
      },
    } as unknown as D1Database;
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`http://test.local${URL}`), { ...env, DB: broken }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: "Internal server error" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
