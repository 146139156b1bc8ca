import { describe, expect, it } from "vitest";
import { chunkText, DEFAULT_CHUNK_OPTIONS, type TextChunk } from "../../src/ingest/chunker";
import { joinPages } from "../../src/ingest/extract/pdf";
import { splitSentences } from "../../src/ingest/sentences";
import { prose } from "../fixtures/documents";

// These tests measure behaviour against text sized for these options; the defaults are tested apart.
const OPTIONS = { targetChars: 1000, maxChars: 1500, minChars: 200, overlapChars: 200 };
const chunk = (text: string) => chunkText({ text, pages: null }, OPTIONS);
const sentencesOf = (text: string) => splitSentences(text, 0, text.length).map(([s, e]) => text.slice(s, e));

function expectExactOffsets(text: string, chunks: TextChunk[]) {
  chunks.forEach((c, i) => {
    expect(c.index).toBe(i);
    expect(c.text).toBe(text.slice(c.charStart, c.charEnd));
    expect(c.text).toBe(c.text.trim());
  });
  // Chunks move forward and together cover the text.
  for (let i = 1; i < chunks.length; i++) {
    expect(chunks[i]!.charStart).toBeGreaterThan(chunks[i - 1]!.charStart);
    expect(chunks[i]!.charStart).toBeLessThanOrEqual(chunks[i - 1]!.charEnd + 2);
    expect(chunks[i]!.charEnd).toBeGreaterThan(chunks[i - 1]!.charEnd);
  }
  if (chunks.length) {
    expect(chunks[0]!.charStart).toBe(0);
    expect(chunks.at(-1)!.charEnd).toBe(text.trimEnd().length);
  }
}

describe("splitSentences", () => {
  it("splits at terminal punctuation followed by a capitalised word", () => {
    expect(sentencesOf("The rent is due monthly. Late fees apply! Is that clear? Yes.")).toEqual([
      "The rent is due monthly.",
      "Late fees apply!",
      "Is that clear?",
      "Yes.",
    ]);
  });

  it("does not split after abbreviations, initials or before a lower-case word", () => {
    expect(sentencesOf("Signed by Dr. Jane Q. Smith of Alder Inc. on behalf of the U.S. entity, e.g. the LLC. Approx. five units remain. See No. 4 Main St. today.")).toEqual([
      "Signed by Dr. Jane Q. Smith of Alder Inc. on behalf of the U.S. entity, e.g. the LLC.",
      "Approx. five units remain.",
      "See No. 4 Main St. today.",
    ]);
  });

  it("keeps a leading section number with its sentence", () => {
    expect(sentencesOf("4.2. The Manager shall keep records. 5. Term. The term is one year.")).toEqual([
      "4.2. The Manager shall keep records.",
      "5. Term.",
      "The term is one year.",
    ]);
  });

  it("keeps closing quotes and brackets with the sentence they end", () => {
    expect(sentencesOf('He said "the lease ends." Then he left. (See the lease.) Next.')).toEqual(['He said "the lease ends."', "Then he left.", "(See the lease.)", "Next."]);
  });
});

describe("chunkText", () => {
  it("returns nothing for empty text and one exact chunk for short text", () => {
    expect(chunk("")).toEqual([]);
    const text = "A short memo. It has two sentences.";
    expect(chunk(text)).toEqual([{ index: 0, text, charStart: 0, charEnd: text.length, heading: null, page: null }]);
  });

  it("keeps offsets exact and sizes near the target on long prose", () => {
    const text = Array.from({ length: 30 }, (_, i) => prose(`p${i}`, 3 + (i % 5))).join("\n\n");
    const chunks = chunk(text);
    expectExactOffsets(text, chunks);
    const lengths = chunks.map((c) => c.text.length);
    const average = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    expect(average).toBeGreaterThan(600);
    expect(average).toBeLessThan(1300);
    for (const length of lengths) expect(length).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxChars + DEFAULT_CHUNK_OPTIONS.overlapChars);
  });

  it("ends chunks at sentence ends and starts them at sentence starts where sentences are short", () => {
    const text = prose("lease", 40);
    const chunks = chunk(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c.text).toMatch(/^[A-Z]/);
      expect(c.text).toMatch(/\.$/);
    }
  });

  it("repeats the end of a chunk, whole sentences within the overlap, at the start of the next inside a paragraph", () => {
    const text = prose("overlap", 40);
    const chunks = chunk(text);
    for (let i = 1; i < chunks.length; i++) {
      const overlap = chunks[i - 1]!.charEnd - chunks[i]!.charStart;
      expect(overlap).toBeGreaterThan(0);
      expect(overlap).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.overlapChars);
      expect(chunks[i - 1]!.text.endsWith(text.slice(chunks[i]!.charStart, chunks[i - 1]!.charEnd))).toBe(true);
    }
  });

  it("keeps a paragraph whole in the next chunk rather than splitting it, when it fits there", () => {
    const first = prose("first", 7); // about 700 characters
    const second = prose("second", 6);
    const text = `${first}\n\n${second}`;
    const chunks = chunk(text);
    expect(chunks.map((c) => c.text)).toEqual([first, second]);
  });

  it("starts a new chunk at each heading and carries the heading into the section's chunks", () => {
    const intro = prose("intro", 3);
    const term = prose("term", 25);
    const text = `# Operating Agreement\n\n${intro}\n\n## Term and Termination\n\n${term}\n\n## Capital Contributions\n\nEach Member contributed cash.`;
    const chunks = chunk(text);
    expectExactOffsets(text, chunks);
    expect(chunks[0]!.heading).toBe("Operating Agreement");
    expect(chunks[0]!.text.startsWith("# Operating Agreement")).toBe(true);
    const termChunks = chunks.filter((c) => c.heading === "Term and Termination");
    expect(termChunks.length).toBeGreaterThan(1);
    expect(termChunks[0]!.text.startsWith("## Term and Termination")).toBe(true);
    const last = chunks.at(-1)!;
    expect(last.heading).toBe("Capital Contributions");
    // No overlap runs from one section into the next.
    expect(last.text.startsWith("## Capital Contributions")).toBe(true);
  });

  it("runs a short section on into the next heading rather than making a tiny chunk", () => {
    const text = "# Minutes\n\nPresent: all members.\n\n## Resolutions\n\nThe members approved the budget.";
    const chunks = chunk(text);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.heading).toBe("Minutes");
  });

  it("cuts a sentence longer than the maximum at word boundaries", () => {
    const words = Array.from({ length: 700 }, (_, i) => `clause${i}`).join(" ");
    const chunks = chunk(words);
    expectExactOffsets(words, chunks);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxChars + DEFAULT_CHUNK_OPTIONS.overlapChars);
      expect(c.text).toMatch(/^clause\d+/);
      expect(c.text).toMatch(/clause\d+$/);
    }
  });

  it("cuts even a single endless word", () => {
    const text = "x".repeat(5000);
    const chunks = chunk(text);
    expect(chunks.map((c) => c.text).join("").replace(/x/g, "").length).toBe(0);
    expect(Math.max(...chunks.map((c) => c.text.length))).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxChars + DEFAULT_CHUNK_OPTIONS.overlapChars);
    expect(chunks.at(-1)!.charEnd).toBe(5000);
  });

  it("reads wrapped lines (as PDFs give them) as running text, and real line breaks as breaks", () => {
    const wrapped = "The Company shall maintain insurance coverage against loss or damage to the\nProperty in amounts that a prudent owner would carry for similar properties in\nthe same market. The Manager reviews it yearly.";
    expect(sentencesOf(wrapped)).toHaveLength(2);
    const listed = "The Members are:\n- Jane Smith, 60 percent\n- John Doe, 40 percent";
    const chunks = chunk(`${listed}\n\n${prose("x", 12)}`);
    expect(chunks[0]!.text.startsWith(listed)).toBe(true);
  });

  it("keeps rows of a table or CSV whole", () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Date: 2025-07-${String((i % 28) + 1).padStart(2, "0")}; Description: Payment ${i} to Xcel Energy; Amount: ${100 + i}.00`);
    const text = rows.join("\n\n");
    const chunks = chunk(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) for (const line of c.text.split("\n\n")) expect(rows).toContain(line);
  });

  it("gives each chunk the page it starts on", () => {
    const pages = [prose("one", 9), prose("two", 9), prose("three", 9)];
    const extracted = joinPages(pages);
    const chunks = chunkText(extracted, OPTIONS);
    expectExactOffsets(extracted.text, chunks);
    expect(chunks[0]!.page).toBe(1);
    expect(chunks.at(-1)!.page).toBe(3);
    for (const c of chunks) {
      const span = extracted.pages!.find((p) => p.page === c.page)!;
      expect(c.charStart).toBeGreaterThanOrEqual(span.start);
      expect(c.charStart).toBeLessThan(span.end);
    }
  });

  it("is deterministic", () => {
    const text = `# A\n\n${prose("det", 30)}`;
    expect(chunk(text)).toEqual(chunk(text));
  });
});

describe("DEFAULT_CHUNK_OPTIONS", () => {
  it("fit bge-base's window (512 tokens, about 2,000 characters) and overlap less than they advance", () => {
    expect(DEFAULT_CHUNK_OPTIONS.maxChars + DEFAULT_CHUNK_OPTIONS.overlapChars).toBeLessThanOrEqual(2300);
    expect(DEFAULT_CHUNK_OPTIONS.maxChars).toBeLessThanOrEqual(2000);
    expect(DEFAULT_CHUNK_OPTIONS.overlapChars).toBeLessThan(DEFAULT_CHUNK_OPTIONS.targetChars / 2);
    const sentence = "The Receiving Party shall hold the Confidential Information in strict confidence. ";
    const chunks = chunkText({ text: sentence.repeat(200), pages: null });
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxChars + DEFAULT_CHUNK_OPTIONS.overlapChars);
  });
});
