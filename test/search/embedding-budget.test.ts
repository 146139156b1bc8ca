import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/db/client";
import { chunkText } from "../../src/ingest/chunker";
import { csvToText } from "../../src/ingest/extract";
import { normalizeText } from "../../src/ingest/extract/text";
import { D1VectorIndex } from "../../src/search/d1-vectors";
import { HybridSearch } from "../../src/search";
import { cutToTokenBudget, EMBEDDING_TOKEN_BUDGET, estimateTokens } from "../../src/search/token-budget";
import { chunkId, PartialEmbeddingError } from "../../src/domain/search-index";
import { WorkersAiEmbedder } from "../../src/search/workers-ai";

/** A bank export: dates, amounts, reference numbers and commas, the densest text a company files. */
const LEDGER_CSV = [
  "Date,Description,Amount,Balance,Reference",
  ...Array.from({ length: 120 }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, "0");
    return `2025-${String((i % 12) + 1).padStart(2, "0")}-${day},"ACH DEBIT #${100000 + i * 37} UTILITY-${i % 7}",-${(i * 13.37 + 41).toFixed(2)},${(25000 - i * 97.5).toFixed(2)},TXN${987654 + i}`;
  }),
].join("\n");

/** A rent roll as a Markdown table, and a signature block: pipes, dashes, underscores, numbers. */
const TABLE_DOCUMENT = [
  "# Rent roll, 2025",
  "",
  "| Unit | Tenant | Lease start | Lease end | Rent | Deposit | Balance |",
  "|---|---|---|---|---|---|---|",
  ...Array.from({ length: 60 }, (_, i) => `| ${101 + i} | T-${i} | 2025-0${(i % 9) + 1}-01 | 2026-0${(i % 9) + 1}-31 | $${1850 + i * 5}.00 | $${1850 + i * 5}.00 | $0.00 |`),
  "",
  "Signed: ____________________  Date: ___/___/______",
  "Witness: ___________________  Date: ___/___/______",
].join("\n");

const PROSE =
  "The members of the company shall meet once a year to review the accounts of each property, approve the budget for repairs and improvements, and decide whether any property should be sold. ".repeat(10);

const vectorOf = (seed: number) => Array.from({ length: 768 }, (_, i) => ((seed * 31 + i) % 97) / 97);

/** A Workers AI binding that embeds every text it is sent, and remembers what it was sent. */
function spiedAi(refuse: (text: string) => boolean = () => false) {
  const sent: string[][] = [];
  const ai = {
    run: vi.fn(async (_model: string, input: { text: string[] }) => {
      sent.push(input.text);
      if (input.text.some(refuse)) throw new Error("5006: the model refused the input");
      return { shape: [input.text.length, 768], data: input.text.map((_, i) => vectorOf(i)) };
    }),
  };
  return { ai: ai as unknown as Ai, run: ai.run, sent };
}

describe("the embedding token budget", () => {
  it("counts punctuation-dense text as denser than prose", () => {
    const prose = PROSE.slice(0, 1900);
    const csv = csvToText(LEDGER_CSV).slice(0, 1900);
    expect(prose.length / estimateTokens(prose)).toBeGreaterThan(4);
    expect(csv.length / estimateTokens(csv)).toBeLessThan(3);
  });

  it("finds CSV and table chunks over the model's 512 tokens, and cuts only what is sent", () => {
    for (const text of [normalizeText(csvToText(LEDGER_CSV)), TABLE_DOCUMENT]) {
      const chunks = chunkText({ text, pages: null });
      const over = chunks.filter((chunk) => estimateTokens(chunk.text) > 512);
      expect(over.length).toBeGreaterThan(0);
      for (const chunk of chunks) {
        expect(text.slice(chunk.charStart, chunk.charEnd)).toBe(chunk.text);
        const cut = cutToTokenBudget(chunk.text);
        expect(estimateTokens(cut)).toBeLessThanOrEqual(EMBEDDING_TOKEN_BUDGET);
        expect(chunk.text.startsWith(cut)).toBe(true);
        // Cut between pieces, never inside a word or a number.
        const rest = chunk.text.slice(cut.length);
        expect(/\p{L}$/u.test(cut) && /^\p{L}/u.test(rest)).toBe(false);
        expect(/\p{N}$/u.test(cut) && /^\p{N}/u.test(rest)).toBe(false);
      }
    }
  });

  it("leaves a text within the budget whole", () => {
    const prose = PROSE.slice(0, 1900);
    expect(estimateTokens(prose)).toBeLessThan(EMBEDDING_TOKEN_BUDGET);
    expect(cutToTokenBudget(prose)).toBe(prose);
    expect(cutToTokenBudget("")).toBe("");
  });
});

describe("WorkersAiEmbedder within the model's limits (Workers AI spied)", () => {
  it("sends each text cut at the budget", async () => {
    const { ai, sent } = spiedAi();
    const chunks = chunkText({ text: TABLE_DOCUMENT, pages: null });
    const vectors = await new WorkersAiEmbedder(ai).embed(chunks.map((chunk) => chunk.text));
    expect(vectors).toHaveLength(chunks.length);
    for (const text of sent.flat()) expect(estimateTokens(text)).toBeLessThanOrEqual(EMBEDDING_TOKEN_BUDGET);
  });

  it("retries a failed batch one text at a time, so one refused text fails alone", async () => {
    const texts = Array.from({ length: 150 }, (_, i) => (i === 120 ? "POISON" : `passage ${i}`));
    const { ai, run } = spiedAi((text) => text === "POISON");
    const error = await new WorkersAiEmbedder(ai).embed(texts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartialEmbeddingError);
    const partial = error as PartialEmbeddingError;
    expect(partial.failed.map((f) => f.index)).toEqual([120]);
    expect(partial.vectors.filter((v) => v === null)).toHaveLength(1);
    expect(partial.vectors[119]).toHaveLength(768);
    expect(partial.vectors[121]).toHaveLength(768);
    // The first batch of 100 in one call; the second (50 texts) failed, then 50 calls of one.
    expect(run).toHaveBeenCalledTimes(1 + 1 + 50);
  });

  it("throws the model's error when every text fails (an outage), after a few tries", async () => {
    const { ai, run } = spiedAi(() => true);
    await expect(new WorkersAiEmbedder(ai).embed(Array.from({ length: 40 }, (_, i) => `t${i}`))).rejects.toThrow(/5006/);
    expect(run).toHaveBeenCalledTimes(1 + 5);
  });
});

describe("HybridSearch with one chunk the model refuses", () => {
  it("indexes the document: every chunk lexically, all but the refused one as vectors", async () => {
    const db = getDb(env.DB);
    const { ai } = spiedAi((text) => text.includes("Witness"));
    const warnings: unknown[] = [];
    const search = new HybridSearch(db, new WorkersAiEmbedder(ai), new D1VectorIndex(db), (message, fields) => warnings.push({ message, fields }));
    const doc = { id: "doc-rent-roll", title: "Rent roll 2025", docType: "lease:other", docDate: "2025-01-01" };
    const texts = ["Unit 101 is let to T-0 from January.", "Unit 102 is let to T-1 from February.", "Witness: ____ Date: ___"];
    const chunks = texts.map((text, i) => ({ id: chunkId(doc.id, i), documentId: doc.id, chunkIndex: i, text, page: null, charStart: 0, charEnd: text.length, heading: null }));
    await search.indexDocument(doc, chunks);
    const count = (sql: string) => db.$client.prepare(sql).bind(doc.id).first<{ n: number }>("n");
    expect(await count("SELECT count(*) AS n FROM document_chunks WHERE document_id = ?")).toBe(3);
    expect(await count("SELECT count(*) AS n FROM chunk_vectors WHERE document_id = ?")).toBe(2);
    expect(warnings).toEqual([expect.objectContaining({ fields: expect.objectContaining({ document_id: doc.id, chunk_ids: [chunkId(doc.id, 2)] }) })]);
    const hits = await search.search("witness", { topK: 3, mode: "lexical" });
    expect(hits[0]?.chunk_id).toBe(chunkId(doc.id, 2));
  });
});
