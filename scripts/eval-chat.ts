// Evaluates the assistant on the demo company: every question of scripts/lib/chat-questions.ts is
// sent to POST /api/v1/chat/query of a running service (start it with `npm start`), and scored on
// the tool that served it (sources[].type), whether the answer holds the expected figures or phrases
// (read independently from the REST API), and its end-to-end latency over HTTP.
//
//   npm run eval:chat [-- --url http://localhost:8787] [--verbose]
import Decimal from "decimal.js";
import { parseArgs } from "./lib/args";
import { CASES, type Case, type Truth } from "./lib/chat-questions";
import { api, waitForHealthy } from "./lib/service";

const { options } = parseArgs(process.argv.slice(2));
const baseUrl = String(options.url ?? "http://localhost:8787").replace(/\/$/, "");
const verbose = Boolean(options.verbose);

interface Reply {
  answer: string;
  sources: { type: string; description: string; relevance: number; document_title?: string }[];
  session_id: string;
}

async function ask(query: string, sessionId?: string): Promise<{ reply: Reply; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/chat/query`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(sessionId ? { query, session_id: sessionId } : { query }) });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${text}`);
  return { reply: JSON.parse(text) as Reply, ms };
}

function truth(today: string): Truth {
  const get = async <T>(path: string): Promise<T> => {
    const { status, body } = await api<T>(baseUrl, "GET", path);
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${JSON.stringify(body)}`);
    return body;
  };
  type Sums = { total: number; sum: { revenue: string; expense: string; net: string } };
  const ledger = async (filter: { categories?: string[]; start: string; end: string; property?: string; transaction_type?: string }) => {
    const base = `start_date=${filter.start}&end_date=${filter.end}&page_size=1${filter.property ? `&property_id=${filter.property}` : ""}${filter.transaction_type ? `&transaction_type=${filter.transaction_type}` : ""}`;
    const parts = await Promise.all((filter.categories ?? [undefined]).map((category) => get<Sums>(`/api/v1/transactions?${base}${category ? `&category=${category}` : ""}`)));
    return parts;
  };
  return {
    get,
    today,
    async property(fragment) {
      const { items } = await get<{ items: Awaited<ReturnType<Truth["property"]>>[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
      if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
      return items[0]!;
    },
    async sum(filter) {
      const parts = await ledger(filter);
      const type = filter.type ?? (filter.categories?.every((c) => c.startsWith("revenue")) ? "revenue" : filter.categories?.every((c) => c.startsWith("expense")) ? "expense" : "net");
      return parts.reduce((total, part) => total.plus(part.sum[type]), new Decimal(0)).toFixed(2);
    },
    async count(filter) {
      return (await ledger(filter)).reduce((total, part) => total + part.total, 0);
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

interface Scored {
  c: Case;
  toolOk: boolean;
  missing: string[];
  ms: number;
  reply: Reply;
}

await waitForHealthy(baseUrl, 30_000);
const { body: health } = await api<{ profile: string }>(baseUrl, "GET", "/health");
const { body: props } = await api<{ total: number }>(baseUrl, "GET", "/api/v1/properties?page_size=1");
if (props.total === 0) throw new Error("no properties: start the service with the demo company (npm start) first");
const today = new Date().toISOString().slice(0, 10);
const t = truth(today);

// Warm up the isolate (first requests compile the code and load the word table).
for (const q of ["What is our EIN?", "Who are the members?", "Rental income in 2025"]) await ask(q);

const results: Scored[] = [];
for (const [i, c] of CASES.entries()) {
  const expected = await c.expect(t);
  const session = c.after ? (await ask(c.after)).reply.session_id : undefined;
  const { reply, ms } = await ask(c.query, session);
  const types = reply.sources.map((s) => s.type);
  const toolOk = types.length > 0 && types.every((type) => type === c.tool);
  const answer = reply.answer.toLowerCase();
  const missing = expected.filter((phrase) => !answer.includes(phrase.toLowerCase()));
  results.push({ c, toolOk, missing, ms, reply });
  process.stdout.write(`\r${i + 1}/${CASES.length} questions`);
  if (verbose) console.log(`\n[${c.group}] ${c.query}\n  ${reply.answer.replace(/\n/g, "\n  ")}`);
}
process.stdout.write("\n\n");

const groups = [...new Set(CASES.map((c) => c.group))];
const row = (name: string, rs: Scored[]) => {
  const ms = rs.map((r) => r.ms);
  const pct = (n: number) => `${((100 * n) / rs.length).toFixed(1)}%`.padStart(7);
  return `${name.padEnd(14)} ${String(rs.length).padStart(4)}  ${pct(rs.filter((r) => r.toolOk).length)}  ${pct(rs.filter((r) => r.missing.length === 0).length)}  ${percentile(ms, 50).toFixed(1).padStart(7)}  ${percentile(ms, 95).toFixed(1).padStart(7)}`;
};
console.log(`profile ${health.profile}, ${baseUrl}, today ${today}\n`);
console.log("group          questions  tool ok  figures  p50 ms   p95 ms");
for (const g of groups) console.log(row(g, results.filter((r) => r.c.group === g)));
console.log(row("all", results));

const failures = results.filter((r) => !r.toolOk || r.missing.length);
if (failures.length) {
  console.log("\nmisses:");
  for (const f of failures) {
    console.log(`- [${f.c.group}] ${f.c.query}${f.toolOk ? "" : ` (tool: ${f.reply.sources.map((s) => s.type).join(", ") || "none"}, expected ${f.c.tool})`}${f.missing.length ? ` missing ${JSON.stringify(f.missing)}` : ""}`);
    if (verbose) console.log(`  ${f.reply.answer.replace(/\n/g, "\n  ")}`);
  }
}
const all = results.length;
const toolRate = results.filter((r) => r.toolOk).length / all;
const figureRate = results.filter((r) => r.missing.length === 0).length / all;
const p50 = percentile(results.map((r) => r.ms), 50);
const p95 = percentile(results.map((r) => r.ms), 95);
console.log(`\ntargets: tool >= 95% ${toolRate >= 0.95 ? "met" : "MISSED"}, figures >= 90% ${figureRate >= 0.9 ? "met" : "MISSED"}, p50 <= 25 ms ${p50 <= 25 ? "met" : "MISSED"}, p95 <= 100 ms ${p95 <= 100 ? "met" : "MISSED"}`);
