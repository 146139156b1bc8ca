// Ingestion CPU benchmark: the CPU time the queue consumer spends on a PDF's text (extraction with
// PDF.js through unpdf, then chunking and the embedder's token budget), for PDFs of 1, 10 and 50
// dense pages of real contract text (ContractNLI's dev split, `--data`), so the consumer's `max_batch_size`
// and `[limits] cpu_ms` in wrangler.toml can be chosen from a measurement. Embedding and storage are
// network calls in production (Workers AI, D1, Vectorize, R2): wall time, not CPU.
//
//   npm run bench:ingest-cpu [-- --runs 5 --data data/contractnli-dev.json]
import { existsSync, readFileSync } from "node:fs";
import { chunkText } from "../src/ingest/chunker";
import { extractText } from "../src/ingest/extract";
import { cutToTokenBudget } from "../src/search/token-budget";
import { parseArgs } from "./lib/args";
import { makePdf } from "./lib/document-files";

const { options } = parseArgs(process.argv.slice(2));
const RUNS = Number(options.runs ?? 5);
const DATA = String(options.data ?? "data/contractnli-dev.json");

/** Real contract prose when the data set is here, else a fixed paragraph (the figures say which). */
function sourceText(): { text: string; source: string } {
  if (existsSync(DATA)) {
    const { documents } = JSON.parse(readFileSync(DATA, "utf8")) as { documents: { text: string }[] };
    return { text: documents.map((doc) => doc.text).join("\n"), source: `ContractNLI (${documents.length} agreements)` };
  }
  const paragraph = "The Receiving Party shall hold the Confidential Information in strict confidence and shall not disclose it to any third party without the prior written consent of the Disclosing Party. ";
  return { text: paragraph.repeat(4000), source: "a repeated confidentiality clause (the data set was not found)" };
}

/** `count` pages of 48 lines of about 90 characters: a page as full as a contract's. */
function pages(words: string[], count: number): string[][] {
  const out: string[][] = [];
  let at = 0;
  for (let p = 0; p < count; p++) {
    const lines: string[] = [];
    for (let l = 0; l < 48; l++) {
      let line = words[at++ % words.length]!.slice(0, 80);
      while (line.length + 1 + words[at % words.length]!.length <= 90) line += ` ${words[at++ % words.length]}`;
      lines.push(line);
    }
    out.push(lines);
  }
  return out;
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function ingestCpu(pdf: Uint8Array): Promise<{ ms: number; chars: number; chunks: number }> {
  const start = process.cpuUsage();
  const extracted = await extractText("pdf", pdf);
  const chunks = chunkText(extracted);
  for (const chunk of chunks) cutToTokenBudget(chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text);
  return { ms: cpuMs(start), chars: extracted.text.length, chunks: chunks.length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const { text, source } = sourceText();
const words = text.split(/\s+/).filter(Boolean);
console.log(`ingestion CPU per PDF (extract + chunk + token budget), ${RUNS} runs each after a cold first run; text: ${source}`);

const firstStart = process.cpuUsage();
await ingestCpu(makePdf(pages(words, 1)));
console.log(`cold start (PDF.js loaded and compiled, 1 page): ${cpuMs(firstStart).toFixed(0)} ms CPU`);

const rows: { pages: number; median: number; max: number; perPage: number; bytes: number; chars: number; chunks: number }[] = [];
for (const count of [1, 10, 50]) {
  const pdf = makePdf(pages(words, count));
  const runs = [];
  // A fresh copy each run: PDF.js takes the bytes it is given.
  for (let i = 0; i < RUNS; i++) runs.push(await ingestCpu(pdf.slice()));
  const ms = runs.map((run) => run.ms);
  rows.push({ pages: count, median: median(ms), max: Math.max(...ms), perPage: median(ms) / count, bytes: pdf.byteLength, chars: runs[0]!.chars, chunks: runs[0]!.chunks });
}
console.log("| pages | PDF size | text chars | chunks | CPU median | CPU max | per page |");
console.log("|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(`| ${row.pages} | ${(row.bytes / 1024).toFixed(0)} KB | ${row.chars.toLocaleString("en-US")} | ${row.chunks} | ${row.median.toFixed(0)} ms | ${row.max.toFixed(0)} ms | ${row.perPage.toFixed(1)} ms |`);
}
const fifty = rows.at(-1)!;
console.log(`a 50-page PDF: ${fifty.median.toFixed(0)} ms CPU (max ${fifty.max.toFixed(0)} ms), ${(fifty.median / 50).toFixed(1)} ms a page`);
