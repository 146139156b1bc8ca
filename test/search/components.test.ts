import { describe, expect, it, vi } from "vitest";
import { fuse } from "../../src/search/fusion";
import { ftsQuery } from "../../src/search/lexical";
import { LocalEmbedder } from "../../src/search/local/embedder";
import { VectorizeVectorIndex, type VectorizeBinding } from "../../src/search/vectorize";
import { WORKERS_AI_EMBEDDING_MODEL, WorkersAiEmbedder } from "../../src/search/workers-ai";

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe("LocalEmbedder", () => {
  const embedder = new LocalEmbedder();

  it("gives unit vectors of 100 dimensions, the same every time", async () => {
    const [a, b] = await embedder.embed(["The tenant pays rent monthly.", "The tenant pays rent monthly."]);
    expect(a).toHaveLength(100);
    expect(cosine(a!, a!)).toBeCloseTo(1, 5);
    expect([...a!]).toEqual([...b!]);
  });

  it("puts paraphrases closer than unrelated text", async () => {
    const [end, close, bill] = await embedder.embed([
      "Either party may terminate this agreement with thirty days notice.",
      "The contract can be ended by either side after a month's warning.",
      "Pay the electricity bill for the rental house.",
    ]);
    expect(cosine(end!, close!)).toBeGreaterThan(cosine(end!, bill!));
  });

  it("gives a zero vector, not NaN, when no word is known", async () => {
    const [v] = await embedder.embed(["zzqx qqzv"]);
    expect([...v!].every((x) => x === 0)).toBe(true);
  });
});

describe("ftsQuery", () => {
  it("quotes every word and joins them with OR, so user text is never FTS5 syntax", () => {
    expect(ftsQuery('members NEAR("the" - company*) OR ^x')).toBe('"members" OR "near" OR "company" OR "x"');
  });

  it("is null for a query with no searchable word", () => {
    expect(ftsQuery("the of and ?!")).toBeNull();
  });

  it("asks each stem once, as the index stems: 'own owns owned' weigh as one word, not three", () => {
    expect(ftsQuery("who are the members and what does each own owns owned member interest")).toBe('"members" OR "own" OR "interest"');
  });
});

describe("fuse", () => {
  it("adds weighted reciprocal ranks and scales them to 0..1", () => {
    const fused = fuse([
      { ids: ["a", "b", "c"], weight: 1 },
      { ids: ["b", "a"], weight: 0.5 },
    ]);
    expect(fused.map((f) => f.id)).toEqual(["a", "b", "c"]);
    expect(fused[0]!.score).toBeLessThanOrEqual(1);
    expect(fused[0]!.score).toBeGreaterThan(fused[1]!.score);
    expect(fuse([{ ids: ["x"], weight: 1 }])[0]!.score).toBe(1);
  });
});

describe("WorkersAiEmbedder (Workers AI, spied)", () => {
  it("calls bge-base with batches of at most 100 texts and returns the documented data", async () => {
    const ai = { run: async () => ({}) } as unknown as Ai;
    const run = vi.spyOn(ai, "run").mockImplementation((async (_model: string, input: { text: string[] }) => ({
      shape: [input.text.length, 768],
      data: input.text.map((_, i) => Array.from({ length: 768 }, () => i / 1000)),
    })) as never);
    const vectors = await new WorkersAiEmbedder(ai).embed(Array.from({ length: 150 }, (_, i) => `text ${i}`));
    expect(vectors).toHaveLength(150);
    expect(vectors[0]).toHaveLength(768);
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[0]![0]).toBe(WORKERS_AI_EMBEDDING_MODEL);
    expect((run.mock.calls[0]![1] as { text: string[] }).text).toHaveLength(100);
    expect((run.mock.calls[1]![1] as { text: string[] }).text).toHaveLength(50);
  });

  it("fails clearly when the model answers with the wrong number of embeddings", async () => {
    const ai = { run: async () => ({ shape: [1, 768], data: [[0.1]] }) } as unknown as Ai;
    await expect(new WorkersAiEmbedder(ai).embed(["a", "b"])).rejects.toThrow(/returned (1 embeddings for 2 texts|an embedding of 1 dimensions)/);
  });
});

describe("VectorizeVectorIndex (Vectorize, spied)", () => {
  function binding() {
    const index: VectorizeBinding = {
      upsert: async (vectors) => ({ mutationId: "m1", count: vectors.length }),
      query: async () => ({ count: 2, matches: [{ id: "d:1", score: 0.91 }, { id: "d:0", score: 0.5 }] }),
      deleteByIds: async (ids) => ({ mutationId: "m2", count: ids.length }),
    };
    return { index, upsert: vi.spyOn(index, "upsert"), query: vi.spyOn(index, "query"), remove: vi.spyOn(index, "deleteByIds") };
  }

  it("upserts ids, values and the document_id / doc_type metadata", async () => {
    const { index, upsert } = binding();
    await new VectorizeVectorIndex(index).upsert([{ id: "d:0", values: new Float32Array([0.5, 0.25]), documentId: "d", docType: "insurance:policy" }]);
    expect(upsert).toHaveBeenCalledWith([{ id: "d:0", values: [0.5, 0.25], metadata: { document_id: "d", doc_type: "insurance:policy" } }]);
  });

  it("queries with metadata filters and returns the matches", async () => {
    const { index, query } = binding();
    const matches = await new VectorizeVectorIndex(index).query(new Float32Array([1, 0]), { topK: 5, documentId: "d", docType: "insurance:policy" });
    expect(matches).toEqual([{ id: "d:1", score: 0.91 }, { id: "d:0", score: 0.5 }]);
    expect(query).toHaveBeenCalledWith([1, 0], { topK: 5, returnValues: false, returnMetadata: "none", filter: { document_id: { $eq: "d" }, doc_type: { $eq: "insurance:policy" } } });
  });

  it("deletes in batches of 100 ids", async () => {
    const { index, remove } = binding();
    await new VectorizeVectorIndex(index).deleteByIds(Array.from({ length: 250 }, (_, i) => `d:${i}`));
    expect(remove.mock.calls.map(([ids]) => ids.length)).toEqual([100, 100, 50]);
  });
});
