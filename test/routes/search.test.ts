import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { searchIndexFor } from "../../src/search";
import { AGREEMENT_TEXTS, chunksOf, OPERATING_AGREEMENT, POLICY, POLICY_TEXTS } from "../search/fixtures";
import { call } from "../helpers";

describe("GET /api/v1/documents/search", () => {
  beforeAll(async () => {
    await searchIndexFor(env).indexDocument(OPERATING_AGREEMENT, chunksOf(OPERATING_AGREEMENT.id, AGREEMENT_TEXTS));
    await searchIndexFor(env).indexDocument(POLICY, chunksOf(POLICY.id, POLICY_TEXTS, 1));
  });

  it("returns passages with their document, index, text, page and a 0..1 score", async () => {
    const res = await call("GET", "/api/v1/documents/search?q=who%20are%20the%20members&top_k=2");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ query: "who are the members", mode: "hybrid", total: 2 });
    expect(res.body.items[0]).toMatchObject({ document_id: OPERATING_AGREEMENT.id, document_title: OPERATING_AGREEMENT.title, chunk_index: 1, page: null });
    expect(res.body.items[0].text).toContain("Dana Whitfield");
    expect(res.body.items[0].score).toBeGreaterThan(0);
    expect(res.body.items[0].score).toBeLessThanOrEqual(1);
  });

  it("takes the mode, a document, a type group and dates", async () => {
    for (const mode of ["lexical", "vector"]) expect((await call("GET", `/api/v1/documents/search?q=deductible&mode=${mode}`)).body.mode).toBe(mode);
    const inPolicy = await call("GET", `/api/v1/documents/search?q=members%20coverage&document_id=${POLICY.id}`);
    expect(inPolicy.body.items.every((i: any) => i.document_id === POLICY.id)).toBe(true);
    const formation = await call("GET", "/api/v1/documents/search?q=members%20coverage&doc_type=formation");
    expect(formation.body.items.every((i: any) => i.doc_type.startsWith("formation:"))).toBe(true);
    const recent = await call("GET", "/api/v1/documents/search?q=members%20coverage&start_date=2025-01-01");
    expect(recent.body.items.every((i: any) => i.document_id === POLICY.id)).toBe(true);
  });

  it.each([
    ["", ["query", "q"], "missing"],
    ["q=", ["query", "q"], "string_too_short"],
    ["q=x&top_k=0", ["query", "top_k"], "greater_than_equal"],
    ["q=x&top_k=51", ["query", "top_k"], "less_than_equal"],
    ["q=x&mode=semantic", ["query", "mode"], "enum"],
    ["q=x&doc_type=Formation%20Docs", ["query", "doc_type"], "string_pattern_mismatch"],
    ["q=x&document_id=42", ["query", "document_id"], "uuid_parsing"],
    ["q=x&start_date=2025-02-01&end_date=2025-01-01", ["query", "end_date"], "value_error"],
  ])("rejects ?%s", async (query, loc, type) => {
    const res = await call("GET", `/api/v1/documents/search?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc, msg: expect.any(String), type }]);
  });
});
