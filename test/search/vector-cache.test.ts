import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { D1VectorIndex } from "../../src/search/d1-vectors";

const unit = (...xs: number[]) => {
  const v = new Float32Array(xs);
  const norm = Math.hypot(...xs);
  return v.map((x) => x / norm);
};
const item = (id: string, documentId: string, values: Float32Array) => ({ id, documentId, docType: "other", values });
const version = async () => (await env.DB.prepare("SELECT version FROM versions WHERE name = 'vectors'").first<string>("version")) ?? "";

describe("the embedded vector index in memory", () => {
  it("answers from the copy in memory until the index's version changes, then reloads", async () => {
    const index = new D1VectorIndex(getDb(env.DB));
    await index.upsert([item("a:0", "a", unit(1, 0, 0)), item("b:0", "b", unit(0, 1, 0)), item("c:0", "c", unit(0, 0, 1))]);
    expect((await index.query(unit(1, 0.1, 0), { topK: 1 }))[0]?.id).toBe("a:0");

    // Change a stored vector behind the index's back and put the version back as it was: the copy
    // in memory still answers (the D1 row is not read again).
    const before = await version();
    const bytes = new Uint8Array(unit(0, 0, 1).buffer);
    await env.DB.prepare("UPDATE chunk_vectors SET vector = ? WHERE chunk_id = 'a:0'").bind(bytes).run();
    expect(await version()).not.toBe(before); // the trigger saw the write
    await env.DB.prepare("UPDATE versions SET version = ? WHERE name = 'vectors'").bind(before).run();
    expect((await index.query(unit(1, 0.1, 0), { topK: 1 }))[0]?.id).toBe("a:0");

    // A real write changes the version: the next query reloads and sees every row as stored.
    await index.upsert([item("d:0", "d", unit(1, 0, 0))]);
    const after = await index.query(unit(1, 0.1, 0), { topK: 2 });
    expect(after.map((m) => m.id)).toEqual(["d:0", "b:0"]);
    await index.deleteByIds(["d:0"]);
    expect((await index.query(unit(1, 0.1, 0), { topK: 1 }))[0]?.id).toBe("b:0");
  });

  it("filters by document and type, and scores by cosine", async () => {
    const index = new D1VectorIndex(getDb(env.DB));
    const [match] = await index.query(unit(0, 1, 0), { topK: 5, documentId: "b" });
    expect(match).toMatchObject({ id: "b:0" });
    expect(match!.score).toBeCloseTo(1, 5);
    expect(await index.query(unit(0, 1, 0), { topK: 5, docType: "formation:articles" })).toEqual([]);
  });

  it("reads D1 on each query past its memory bound, with the same answers", async () => {
    const bounded = new D1VectorIndex(getDb(env.DB), 2);
    const unbounded = new D1VectorIndex(getDb(env.DB));
    for (const q of [unit(1, 0, 0), unit(0, 1, 1), unit(1, 1, 1)]) {
      expect(await bounded.query(q, { topK: 3 })).toEqual(await unbounded.query(q, { topK: 3 }));
    }
  });
});
