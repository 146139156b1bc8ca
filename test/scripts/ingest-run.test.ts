import { describe, expect, it } from "vitest";
import { allDocuments, dateFromName, formatDocumentStats, formatReport, ingestFiles, isHiddenPath, isSupported, metadataFor, progressBar, type IngestOptions, type LocalFile } from "../../scripts/lib/ingest-run";
import { makeDocx, makePdf, makeZipBomb, prose } from "../fixtures/documents";
import { ingestHarness } from "../ingest-harness";

const file = (path: string, content: Uint8Array | string): LocalFile => {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  return { path, size: bytes.byteLength, read: async () => bytes };
};

describe("ingestion script helpers", () => {
  it("skips hidden paths and unsupported types", () => {
    expect(isHiddenPath(".git/config")).toBe(true);
    expect(isHiddenPath("insurance/.DS_Store")).toBe(true);
    expect(isHiddenPath("insurance/policy.pdf")).toBe(false);
    expect(isSupported("a/b/Policy.PDF")).toBe(true);
    expect(isSupported("a/b/photo.jpg")).toBe(false);
    expect(isSupported("a.d/README")).toBe(false);
  });

  it("reads a type from folders or name and a real date from the name", () => {
    expect(metadataFor("insurance/2025-06-15 declarations.pdf")).toEqual({ doc_type: "insurance:policy", doc_date: "2025-06-15", title: "declarations" });
    expect(metadataFor("bank/Statement_2025_07_31.pdf")).toEqual({ doc_type: "accounting:bank_statement", doc_date: "2025-07-31", title: "Statement" });
    expect(metadataFor("formation/Operating Agreement.docx")).toEqual({ doc_type: "formation:operating_agreement" });
    expect(metadataFor("claims/hail/photos-list.txt")).toEqual({ doc_type: "insurance:claim" });
    expect(metadataFor("misc/notes 2025-02-30.txt")).toEqual({});
    expect(dateFromName("scan_2024_11_02.pdf")).toBe("2024-11-02");
    expect(dateFromName("invoice-120250615.pdf")).toBeUndefined();
  });

  it("draws a progress bar", () => {
    expect(progressBar(3, 12, 12)).toBe("[###---------] 3/12");
    expect(progressBar(0, 0, 4)).toBe("[####] 0/0");
  });
});

describe("ingestFiles against the Worker", () => {
  it("uploads a folder, waits for processing and counts new, duplicate and failed files", async () => {
    const h = ingestHarness();
    const lines: string[] = [];
    let clock = 0;
    const options: IngestOptions = {
      wait: true,
      timeoutMs: 60_000,
      pollMs: 1000,
      concurrency: 2,
      // The consumer runs while the script sleeps, as the queue would run it in the background.
      sleep: async (ms) => {
        clock += ms;
        await h.drain();
      },
      now: () => clock,
      progress: (line) => lines.push(line),
    };
    const policy = makePdf([["Landlord Policy Declarations", prose("script-policy", 6)], [prose("script-policy-2", 6)]]);
    const files = [
      file("insurance/2025-06-15 Landlord Policy.pdf", policy),
      file("insurance/copy of policy.pdf", policy),
      file("formation/Operating Agreement.docx", makeDocx([{ heading: 1, text: "Operating Agreement" }, prose("script-oa", 8)])),
      file("guides/records.md", `# Records guide\n\n${prose("script-guide", 3)}`),
      file("broken/bomb.docx", makeZipBomb()),
      file("broken/fake.pdf", "not a pdf"),
      file("photos/roof.jpg", new Uint8Array([0xff, 0xd8, 0xff])),
    ];
    const report = await ingestFiles(h.fetch, files, options);
    expect(report).toMatchObject({ seen: 7, unsupported: ["photos/roof.jpg"], uploaded: 5, processed: 3, duplicates: 1, stillOpen: 0, pages: 2, timedOut: false });
    expect(report.failed).toEqual([
      { path: "broken/fake.pdf", reason: expect.stringMatching(/^upload refused \(415\): .*not a PDF/) },
      { path: "broken/bomb.docx", reason: expect.stringContaining("zip bomb") },
    ]);
    expect(report.chunks).toBeGreaterThanOrEqual(3);
    expect(report.bytes).toBeGreaterThan(policy.byteLength);
    expect(lines.at(-1)).toBe("processing [##############################] 5/5");

    const text = formatReport(report);
    expect(text).toMatch(/files seen\s+7 \(1 not a supported type, skipped\)/);
    expect(text).toMatch(/new documents\s+3/);
    expect(text).toMatch(/duplicates\s+1/);
    expect(text).toMatch(/failed\s+2/);
    expect(text).toContain("failed: broken/bomb.docx:");

    const stats = formatDocumentStats(await allDocuments(h.fetch));
    expect(stats).toMatch(/\nLandlord Policy\s+insurance:policy\s+\d+\s+2025-06-15\s+final\n/);
    expect(stats).toMatch(/formation:operating_agreement\s+1/);

    // A second run stores nothing new.
    const again = await ingestFiles(h.fetch, files.slice(0, 4), options);
    expect(again).toMatchObject({ uploaded: 4, processed: 0, duplicates: 4, failed: [] });
  });

  it("does not wait without --wait, and says so", async () => {
    const h = ingestHarness();
    const report = await ingestFiles(h.fetch, [file("a.txt", "A note about the roof.")], {
      wait: false,
      timeoutMs: 1,
      pollMs: 1,
      concurrency: 1,
      sleep: async () => {},
      now: () => 0,
      progress: () => {},
    });
    expect(report).toMatchObject({ uploaded: 1, queued: 1, waited: false, processed: 0 });
    expect(formatReport(report)).toContain("processing goes on in the background");
  });
});
