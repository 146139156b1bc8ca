// Bulk ingestion: uploads every supported file of a folder (recursively, hidden files and folders
// skipped) to a running service, queues them, and with --wait waits for the outcome.
//
//   npm run ingest -- <dir> [--url http://localhost:8787] [--wait] [--timeout 600] [--stats]
//
// Each file goes through POST /api/v1/chat/upload (a type the folder or file name suggests and a
// YYYY-MM-DD date in the name are sent along) and POST /api/v1/chat/process-incoming. Running it
// again stores nothing new: the same bytes are a duplicate. --stats (with or without a folder)
// prints every document and the count per type.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fail, parseArgs } from "./lib/args";
import { allDocuments, formatDocumentStats, formatReport, ingestFiles, isHiddenPath, type Client, type LocalFile } from "./lib/ingest-run";
import { waitForHealthy } from "./lib/service";

const { options, positional } = parseArgs(process.argv.slice(2), ["wait", "stats"]);
const dir = positional[0];
if (!dir && !options.stats) fail("give the folder to ingest: npm run ingest -- <dir> [--url URL] [--wait] [--stats]");
const baseUrl = String(options.url ?? "http://localhost:8787").replace(/\/$/, "");
const timeoutSeconds = Number(options.timeout ?? 600);
if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) fail("--timeout must be a number of seconds");

function walk(root: string): LocalFile[] {
  const files: LocalFile[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(folder, entry.name);
      const path = relative(root, full).split(sep).join("/");
      if (isHiddenPath(path)) continue;
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) files.push({ path, size: statSync(full).size, read: async () => new Uint8Array(readFileSync(full)) });
    }
  };
  visit(root);
  return files;
}

const client: Client = (path, init) => fetch(`${baseUrl}${path}`, init);
await waitForHealthy(baseUrl, 10_000).catch((err: Error) => fail(`${err.message}: start it with npm start`));

if (dir) {
  let files: LocalFile[] = [];
  try {
    files = walk(dir);
  } catch (err) {
    fail(`cannot read ${dir}: ${(err as Error).message}`);
  }
  const interactive = process.stdout.isTTY;
  let lastLine = "";
  const report = await ingestFiles(client, files, {
    wait: Boolean(options.wait),
    timeoutMs: timeoutSeconds * 1000,
    pollMs: 1000,
    concurrency: 4,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    progress: (line) => {
      // A progress line redrawn in place; without a terminal, only the last one is printed.
      if (interactive) process.stdout.write(`\r${line}   `);
      lastLine = line;
    },
  });
  process.stdout.write(interactive ? "\n" : `${lastLine}\n`);
  console.log(formatReport(report));
  if (report.failed.length > 0) process.exitCode = 1;
}

if (options.stats) {
  console.log("");
  console.log(formatDocumentStats(await allDocuments(client)));
}
