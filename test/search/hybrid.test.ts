import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { HybridSearch, searchIndexFor, WEIGHTS } from "../../src/search";
import { fuse } from "../../src/search/fusion";
import { lexicalSearch } from "../../src/search/lexical";
import { D1VectorIndex } from "../../src/search/d1-vectors";
import { LocalEmbedder } from "../../src/search/local/embedder";
import { countingD1 } from "../helpers";
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

describe("a search on the embedded profile", () => {
  it("costs one read with the vectors in memory, and a changed index is read again, not answered from the copy", async () => {
    const counted = countingD1(env.DB);
    const search = () => new HybridSearch(getDb(counted.db), new LocalEmbedder(), new D1VectorIndex(getDb(counted.db)));
    // Twenty passages, one with the query's word: the other hits come from the vectors alone, and
    // their rows are read in the same batch as the ranking.
    const manual = { id: "019a0000-0000-7000-8000-0000000000aa", title: "House manual", docType: "other", docDate: "2025-01-01" };
    const texts = Array.from({ length: 20 }, (_, i) => `Room ${i + 1}. The guest keeps the room tidy, turns off the lights and closes the windows before leaving${i === 7 ? "; the thermostat stays at 68 degrees" : ""}.`);
    await index().indexDocument(manual, chunksOf(manual.id, texts));
    const first = await search().search("thermostat", { topK: 3, mode: "hybrid" });
    expect(first.map((hit) => hit.chunk_index)).toContain(7);
    expect(first).toHaveLength(3);
    const before = counted.trips();
    expect(await search().search("thermostat", { topK: 3, mode: "hybrid" })).toEqual(first);
    expect(counted.trips() - before).toBe(1);
    // A new document changes the index's version: the copy in memory is not used for it.
    await index().indexDocument(POLICY, chunksOf(POLICY.id, POLICY_TEXTS, 1));
    const vector = await search().search("liability coverage for guests", { topK: 1, mode: "vector" });
    expect(vector[0]).toMatchObject({ document_id: POLICY.id });
  });
});

describe("hybrid search fused in one statement (embedded profile)", () => {
  it("gives the passages and scores of fusing the BM25 and vector rankings one by one, with every filter", async () => {
    const db = getDb(env.DB);
    const vectors = new D1VectorIndex(db);
    const [embedder, search] = [new LocalEmbedder(), new HybridSearch(db, new LocalEmbedder(), vectors)];
    await index().indexDocument(OPERATING_AGREEMENT, chunksOf(OPERATING_AGREEMENT.id, AGREEMENT_TEXTS));
    await index().indexDocument(POLICY, chunksOf(POLICY.id, POLICY_TEXTS, 1));
    const rows = new Map(
      ((await db.$client.prepare("SELECT id, document_id, doc_type, doc_date FROM document_chunks").all<{ id: string; document_id: string; doc_type: string; doc_date: string | null }>()).results).map((r) => [r.id, r]),
    );
    const cases: [string, { topK: number; documentId?: string; docType?: string; startDate?: string; endDate?: string }][] = [
      ["thermostat", { topK: 3 }],
      ["the guest closes the windows and turns off the lights", { topK: 5 }],
      ["who are the members and what are their percentages", { topK: 4 }],
      ["coverage members company", { topK: 10, docType: "formation" }],
      ["coverage members company", { topK: 10, documentId: POLICY.id }],
      ["liability coverage for guests", { topK: 2, docType: "insurance:policy" }],
      ["room tidy windows", { topK: 6, startDate: "2025-01-01", endDate: "2025-12-31" }],
    ];
    let differentLists = 0;
    for (const [q, options] of cases) {
      const pool = Math.max(50, options.topK * 5);
      const lexical = await lexicalSearch(db, q, { ...options, topK: pool });
      const [query] = await embedder.embed([q]);
      const vector = await vectors.query(query!, { topK: pool, documentId: options.documentId, docType: options.docType?.includes(":") ? options.docType : undefined });
      if (lexical.map((m) => m.id).join() !== vector.map((m) => m.id).join()) differentLists++;
      const inside = (id: string) => {
        const row = rows.get(id)!;
        return (
          (!options.documentId || row.document_id === options.documentId) &&
          (!options.docType || row.doc_type === options.docType || row.doc_type.startsWith(`${options.docType}:`)) &&
          (!options.startDate || (row.doc_date !== null && row.doc_date >= options.startDate)) &&
          (!options.endDate || (row.doc_date !== null && row.doc_date <= options.endDate))
        );
      };
      const expected = fuse([
        { ids: lexical.map((m) => m.id), weight: WEIGHTS.lexical },
        { ids: vector.map((m) => m.id), weight: WEIGHTS.vector },
      ])
        .filter((m) => inside(m.id))
        .slice(0, options.topK)
        .map((m) => ({ chunk_id: m.id, score: Math.round(m.score * 10_000) / 10_000 }));
      const hits = await search.search(q, { ...options, mode: "hybrid" });
      expect(hits.map((h) => ({ chunk_id: h.chunk_id, score: h.score })), q).toEqual(expected);
      expect(hits.length, q).toBeGreaterThan(0);
    }
    expect(differentLists).toBeGreaterThan(3);
  });
});
