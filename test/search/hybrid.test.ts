import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { searchIndexFor } from "../../src/search";
import { AGREEMENT_TEXTS, chunksOf, OPERATING_AGREEMENT, POLICY, POLICY_TEXTS } from "./fixtures";

const index = () => searchIndexFor(env);
const count = async (sql: string, ...params: unknown[]) => (await getDb(env.DB).$client.prepare(sql).bind(...params).first<{ n: number }>("n")) ?? 0;

describe("HybridSearch on the embedded profile", () => {
  it("indexes chunks into FTS5 and the vector table, and finds them in every mode", async () => {
    await index().indexDocument(OPERATING_AGREEMENT, chunksOf(OPERATING_AGREEMENT.id, AGREEMENT_TEXTS));
    await index().indexDocument(POLICY, chunksOf(POLICY.id, POLICY_TEXTS, 1));
    for (const mode of ["hybrid", "lexical", "vector"] as const) {
      const hits = await index().search("Who are the members of the company?", { topK: 3, mode });
      expect(hits[0], mode).toMatchObject({ document_id: OPERATING_AGREEMENT.id, document_title: OPERATING_AGREEMENT.title, chunk_index: 1 });
      for (const hit of hits) expect(hit.score, mode).toBeGreaterThanOrEqual(0);
      for (const hit of hits) expect(hit.score, mode).toBeLessThanOrEqual(1);
    }
    const policy = await index().search("liability coverage for guests", { topK: 1, mode: "hybrid" });
    expect(policy[0]).toMatchObject({ document_id: POLICY.id, doc_type: "insurance:policy", page: 1, chunk_index: 1 });
  });

  it("filters by document, type or group, and document date", async () => {
    const q = "coverage members company";
    expect((await index().search(q, { topK: 10, mode: "hybrid", documentId: POLICY.id })).every((h) => h.document_id === POLICY.id)).toBe(true);
    expect((await index().search(q, { topK: 10, mode: "hybrid", docType: "formation" })).every((h) => h.doc_type.startsWith("formation:"))).toBe(true);
    expect((await index().search(q, { topK: 10, mode: "vector", docType: "insurance" })).every((h) => h.doc_type === "insurance:policy")).toBe(true);
    expect((await index().search(q, { topK: 10, mode: "lexical", startDate: "2025-01-01" })).every((h) => h.document_id === POLICY.id)).toBe(true);
    expect(await index().search(q, { topK: 10, mode: "hybrid", endDate: "2020-12-31" })).toEqual([]);
  });

  it("re-indexing a document replaces it instead of adding copies", async () => {
    const shorter = AGREEMENT_TEXTS.slice(0, 2);
    await index().indexDocument({ ...OPERATING_AGREEMENT, title: "Amended Operating Agreement" }, chunksOf(OPERATING_AGREEMENT.id, shorter));
    await index().indexDocument({ ...OPERATING_AGREEMENT, title: "Amended Operating Agreement" }, chunksOf(OPERATING_AGREEMENT.id, shorter));
    expect(await count("SELECT count(*) AS n FROM document_chunks WHERE document_id = ?", OPERATING_AGREEMENT.id)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM chunk_vectors WHERE document_id = ?", OPERATING_AGREEMENT.id)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM document_chunks_fts WHERE document_chunks_fts MATCH 'members'")).toBe(1);
    const hits = await index().search("dissolution unanimous consent", { topK: 5, mode: "lexical" });
    expect(hits.some((h) => h.chunk_index === 2)).toBe(false);
    expect((await index().search("members", { topK: 1, mode: "lexical" }))[0]?.document_title).toBe("Amended Operating Agreement");
  });

  it("removing a document takes it out of every index, twice without harm", async () => {
    await index().removeDocument(POLICY.id);
    await index().removeDocument(POLICY.id);
    expect(await count("SELECT count(*) AS n FROM chunk_vectors WHERE document_id = ?", POLICY.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM document_chunks_fts WHERE document_chunks_fts MATCH 'deductible'")).toBe(0);
    for (const mode of ["hybrid", "lexical", "vector"] as const) {
      expect((await index().search("liability coverage deductible", { topK: 5, mode })).some((h) => h.document_id === POLICY.id), mode).toBe(false);
    }
  });

  it("answers nothing, not an error, for a query with no searchable word", async () => {
    expect(await index().search("the of and", { topK: 3, mode: "lexical" })).toEqual([]);
  });
});
