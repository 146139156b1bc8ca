// Imports a CSV of transactions into a running service through POST /api/v1/transactions/import,
// in parts of at most --part-rows rows, with a progress line and a summary.
//
//   npm run import:transactions -- <file.csv> --format airbnb|bank [--property-id ID]
//     [--source-account NAME] [--mapping mapping.json] [--dry-run] [--skip-invalid]
//     [--part-rows 2000] [--url http://localhost:8787]
//
// Every part is first checked with dry_run, so nothing is written unless every row is valid (or
// --skip-invalid). Parts are cut only where the date changes, so identical rows of one day stay in
// one part and keep their de-duplication keys. Running it again creates nothing new.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import Papa from "papaparse";
import { fail, parseArgs } from "./lib/args";
import { api, waitForHealthy } from "./lib/service";

interface Summary {
  rows_read: number;
  new: number;
  created: number;
  duplicates: number;
  skipped: number;
  invalid: number;
  uncategorized: number;
  errors: { line: number; reason: string }[];
}

const { options, positional } = parseArgs(process.argv.slice(2), ["dry-run", "skip-invalid"]);
const file = positional[0] ?? fail("give the CSV file: npm run import:transactions -- <file.csv> --format airbnb|bank");
const format = options.format;
if (format !== "airbnb" && format !== "bank") fail("--format must be airbnb or bank");
const baseUrl = String(options.url ?? "http://localhost:8787").replace(/\/$/, "");
const partRows = Number(options["part-rows"] ?? 2000);
if (!Number.isInteger(partRows) || partRows < 1 || partRows > 5000) fail("--part-rows must be 1..5000");

const parsed = Papa.parse<string[]>(readFileSync(file, "utf8").replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
const [header, ...rows] = parsed.data;
if (!header) fail(`${file} is empty`);
const dateIndex = header.findIndex((h) => /date/i.test(h));

/** Parts of whole days: a cut happens only where the date column changes. */
function parts(): { firstLine: number; rows: string[][] }[] {
  const out: { firstLine: number; rows: string[][] }[] = [];
  let current: string[][] = [];
  let firstLine = 2;
  rows.forEach((row, i) => {
    const sameDay = dateIndex >= 0 && current.length > 0 && current.at(-1)![dateIndex] === row[dateIndex];
    if (current.length >= partRows && !sameDay) {
      out.push({ firstLine, rows: current });
      current = [];
      firstLine = i + 2;
    }
    current.push(row);
  });
  if (current.length) out.push({ firstLine, rows: current });
  return out;
}

async function send(part: { rows: string[][] }, dryRun: boolean): Promise<{ status: number; summary?: Summary; detail?: unknown }> {
  const form = new FormData();
  form.set("file", new Blob([Papa.unparse([header!, ...part.rows])], { type: "text/csv" }), basename(file));
  form.set("format", String(format));
  if (typeof options["property-id"] === "string") form.set("property_id", options["property-id"]);
  if (typeof options["source-account"] === "string") form.set("source_account", options["source-account"]);
  if (typeof options.mapping === "string") form.set("mapping", readFileSync(options.mapping, "utf8"));
  if (dryRun) form.set("dry_run", "true");
  if (options["skip-invalid"]) form.set("skip_invalid", "true");
  const res = await api<Summary & { detail?: unknown }>(baseUrl, "POST", "/api/v1/transactions/import", form);
  return res.status < 300 ? { status: res.status, summary: res.body } : { status: res.status, detail: res.body?.detail ?? res.body };
}

function progress(label: string, done: number, total: number, rowsDone: number): void {
  process.stdout.write(`\r${label} part ${done}/${total} (${rowsDone}/${rows.length} rows)   `);
}

await waitForHealthy(baseUrl, 10_000).catch((err) => fail(`${err.message}: start it with npm start`));
const all = parts();
const totals: Summary = { rows_read: 0, new: 0, created: 0, duplicates: 0, skipped: 0, invalid: 0, uncategorized: 0, errors: [] };

// First pass: check every part, writing nothing.
let rowsDone = 0;
for (const [i, part] of all.entries()) {
  const result = await send(part, true);
  if (!result.summary) fail(`part ${i + 1} was refused (${result.status}): ${JSON.stringify(result.detail)}`);
  for (const e of result.summary.errors) totals.errors.push({ line: e.line - 2 + part.firstLine, reason: e.reason });
  rowsDone += part.rows.length;
  progress("checked", i + 1, all.length, rowsDone);
}
process.stdout.write("\n");
if (totals.errors.length && !options["skip-invalid"]) {
  for (const e of totals.errors.slice(0, 50)) console.error(`  line ${e.line}: ${e.reason}`);
  if (totals.errors.length > 50) console.error(`  ... and ${totals.errors.length - 50} more`);
  fail(`${totals.errors.length} invalid row(s); nothing was written (fix them, or pass --skip-invalid)`);
}

rowsDone = 0;
for (const [i, part] of all.entries()) {
  const result = await send(part, Boolean(options["dry-run"]));
  if (!result.summary) fail(`part ${i + 1} failed (${result.status}): ${JSON.stringify(result.detail)}; parts before it are written, and running again skips them`);
  for (const key of ["rows_read", "new", "created", "duplicates", "skipped", "invalid", "uncategorized"] as const) totals[key] += result.summary[key];
  rowsDone += part.rows.length;
  progress(options["dry-run"] ? "checked" : "imported", i + 1, all.length, rowsDone);
}
process.stdout.write("\n");
console.log(
  `${options["dry-run"] ? "dry run: " : ""}${basename(file)}: ${totals.rows_read} rows read, ${totals.created} created` +
    `${options["dry-run"] ? ` (${totals.new} would be)` : ""}, ${totals.duplicates} duplicates, ${totals.skipped} skipped, ` +
    `${totals.invalid} invalid, ${totals.uncategorized} uncategorized`,
);
