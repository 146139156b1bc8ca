// Evaluates the assistant: every question of a set is sent to POST /api/v1/chat/query and scored on
// the tool that served it (sources[].type), whether the answer holds the expected figures or phrases
// (read independently from the REST API), whether it states a dollar figure while wrong (a wrong
// figure; for a question the records cannot answer, any figure), and its latency over HTTP.
//
//   npm run eval:chat [-- --set SET] [--url http://localhost:8787] [--verbose] [--expect-only]
//
// A set is a file scripts/lib/chat-questions-<set>.ts exporting one array named *_CASES (the default set,
// demo, is scripts/lib/chat-questions.ts); a new file is a new set, found by its name. The set's name
// picks the company it asks:
// - demo, and names ending -demo, ask the running service's demo company (start it with `npm start`);
// - landlord, and names ending -landlord, start their own service on port 8796 with the Oregon LLC of
//   long-term tenants, a property manager and one Airbnb unit (scripts/lib/landlord-company.ts), in
//   .wrangler/eval-landlord;
// - spec, and names ending -spec, start one on port 8797 with the Tennessee LLC shaped like the service
//   spec's sample data, every booking and bill entered one by one (scripts/lib/spec-company.ts), in
//   .wrangler/eval-spec;
// - coast, and names ending -coast, start one on port 8798 with the Florida LLC of a mid-term beach
//   condo, a long-term duplex, a Vrbo pool house and a café leased triple-net
//   (scripts/lib/coast-company.ts), in .wrangler/eval-coast;
// - lakes, and names ending -lakes, start one on port 8799 with the Wisconsin LLC of a six-unit Eau Claire
//   apartment building (one unit on a housing voucher), a long-term house, an Airbnb lake cabin and
//   farmland let for cash rent (scripts/lib/lakes-company.ts), in .wrangler/eval-lakes;
// - hills, and names ending -hills, start one on port 8800 with the Texas LLC of a managed San Antonio
//   fourplex on a bank loan, a New Braunfels house with deposits held and a new roof, a furnished Austin
//   townhouse let mid-term and a Boerne office building with an NNN and a gross lease
//   (scripts/lib/hills-company.ts), in .wrangler/eval-hills;
// - peach, and names ending -peach, start one on port 8801 with the Georgia LLC of an Athens student house
//   leased by the bedroom, a Watkinsville self-storage lot, a St. Simons Island resort condo in a rental
//   pool and a Macon duplex with a Housing Choice Voucher tenant (scripts/lib/peach-company.ts), in
//   .wrangler/eval-peach;
// - mesa, and names ending -mesa, start one on port 8802 with the Arizona LLC of an Apache Junction
//   manufactured-home community (lot rent per space, water/sewer billed back), a Scottsdale VRBO casita
//   (TPT remitted monthly), a managed Tucson house and a seller-financed note on a Casa Grande sale
//   (scripts/lib/mesa-company.ts), in .wrangler/eval-mesa;
// - dune, and names ending -dune, start one on port 8803 with the Michigan LLC of a Manistee mixed-use
//   building (two retail units triple-net with an April CAM reconciliation, three apartments through a
//   property manager), a Ludington lake cottage let by the week in summer (6% use tax remitted quarterly),
//   80 acres of farmland cash-rented to a farmer and a cell tower ground lease on its corner
//   (scripts/lib/dune-company.ts), in .wrangler/eval-dune;
// - every other set (holdout, harbor, names ending -harbor, ...) starts one on port 8795 with the
//   North Carolina held-out company (scripts/lib/holdout-company.ts) in .wrangler/eval-holdout.
// Each company is built on first use (--fresh rebuilds it). Most sets were written blind, by authors who
// never read the assistant's code, its tests or another set; each file's header says how and when.
// --expect-only prints what each question must answer, read from the API, without asking: how a
// set's author checks it without seeing the assistant's answers. --port overrides any service's port.
import Decimal from "decimal.js";
import { parseArgs } from "./lib/args";
import { type Case, type Truth } from "./lib/chat-questions";
import { casesOf, fixtureOf, setFiles } from "./lib/chat-sets";
import { api, startLocalService, waitForHealthy } from "./lib/service";

const { options } = parseArgs(process.argv.slice(2), ["verbose", "fresh", "expect-only"]);
const set = String(options.set ?? "demo");
const SETS = setFiles();
const file = SETS.get(set);
if (!file) throw new Error(`--set must be one of ${[...SETS.keys()].join(", ")}, not ${set}`);
const CASES_OF_SET = await casesOf(set, file);
/** The fixture company the set asks, or none for the demo company, which a running `npm start` serves. */
const fixture = fixtureOf(set);
const verbose = Boolean(options.verbose);
const today = new Date().toISOString().slice(0, 10);
let baseUrl = String(options.url ?? "http://localhost:8787").replace(/\/$/, "");
let stopService: () => unknown = () => {};
if (fixture && options.url === undefined) {
  // Each fixture company has its own service and local database; the held-out one serves several sets.
  const { persistTo } = fixture;
  const service = await startLocalService({ port: String(options.port ?? fixture.port), persistTo, fresh: Boolean(options.fresh) });
  baseUrl = service.baseUrl;
  stopService = service.stop;
  const { body } = await api<{ total: number }>(baseUrl, "GET", "/api/v1/properties?page_size=1&include_deleted=true");
  if (body.total === 0) {
    console.log(`building the ${fixture.name} company (${persistTo})...`);
    try {
      await fixture.seed((path, init) => fetch(`${baseUrl}${path}`, init), today);
    } catch (error) {
      await service.stop();
      throw error;
    }
  }
}

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
  const ledger = async (filter: { categories?: string[]; start: string; end: string; property?: string; transaction_type?: string; q?: string }) => {
    const base = `start_date=${filter.start}&end_date=${filter.end}&page_size=1${filter.property ? `&property_id=${filter.property}` : ""}${filter.transaction_type ? `&transaction_type=${filter.transaction_type}` : ""}${filter.q ? `&q=${encodeURIComponent(filter.q)}` : ""}`;
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
  correct: boolean;
  wrongFigure: boolean;
  missing: string[];
  ms: number;
  reply: Reply;
}

/** A dollar amount stated in an answer. */
const DOLLARS = /\$\s?\d/;
/** An answer that says the records cannot answer, or what could not be used. */
const HONEST = /\b(couldn't|could not|can't|cannot|don't|do not|no record|not recorded|nothing|not able|unable|not sure|no transactions|no documents|not in the|isn't|is not)\b/i;

try {
  await waitForHealthy(baseUrl, 30_000);
  const { body: health } = await api<{ profile: string }>(baseUrl, "GET", "/health");
  const { body: props } = await api<{ total: number }>(baseUrl, "GET", "/api/v1/properties?page_size=1");
  if (props.total === 0) throw new Error("no properties: start the service with the demo company (npm start) first");
  const t = truth(today);

  // Warm up the isolate (first requests compile the code and load the word table).
  for (const q of ["What is our EIN?", "Who are the members?", "Rental income in 2025"]) await ask(q);

  if (options["expect-only"]) {
    // What each question must answer, read from the REST API, without asking the assistant: how a
    // set's author checks its figures.
    for (const c of CASES_OF_SET) console.log(`[${c.group}] ${c.query}${c.after ? ` (after: ${c.after})` : ""}\n  expects ${JSON.stringify(await c.expect(t))}`);
    await stopService();
    process.exit(0);
  }

  const results: Scored[] = [];
  for (const [i, c] of CASES_OF_SET.entries()) {
    const expected = await c.expect(t);
    const session = c.after ? (await ask(c.after)).reply.session_id : undefined;
    const { reply, ms } = await ask(c.query, session);
    const types = reply.sources.map((s) => s.type);
    const toolOk = c.unanswerable ? true : types.length > 0 && types.every((type) => type === c.tool);
    const answer = reply.answer.toLowerCase();
    const missing = expected.filter((phrase) => !answer.includes(phrase.toLowerCase()));
    const figures = DOLLARS.test(reply.answer);
    const correct = c.unanswerable ? !figures && HONEST.test(reply.answer) && missing.length === 0 : missing.length === 0;
    results.push({ c, toolOk, correct, wrongFigure: !correct && figures, missing, ms, reply });
    process.stdout.write(`\r${i + 1}/${CASES_OF_SET.length} questions`);
    if (verbose) console.log(`\n[${c.group}] ${c.query}\n  ${reply.answer.replace(/\n/g, "\n  ")}`);
  }
  process.stdout.write("\n\n");

  const groups = [...new Set(CASES_OF_SET.map((c) => c.group))];
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`.padStart(7);
  const row = (name: string, rs: Scored[]) => {
    const ms = rs.map((r) => r.ms);
    return `${name.padEnd(14)} ${String(rs.length).padStart(4)}  ${pct(rs.filter((r) => r.correct).length, rs.length)}  ${pct(rs.filter((r) => r.wrongFigure).length, rs.length)}   ${pct(rs.filter((r) => r.toolOk).length, rs.length)}  ${percentile(ms, 50).toFixed(1).padStart(7)}  ${percentile(ms, 95).toFixed(1).padStart(7)}`;
  };
  console.log(`set ${set}, profile ${health.profile}, ${baseUrl}, today ${today}\n`);
  console.log("group          questions  correct  wrong $  tool ok   p50 ms   p95 ms");
  for (const g of groups) console.log(row(g, results.filter((r) => r.c.group === g)));
  console.log(row("all", results));

  const failures = results.filter((r) => !r.toolOk || !r.correct);
  if (failures.length) {
    console.log("\nmisses:");
    for (const f of failures) {
      const why = [f.wrongFigure ? "WRONG FIGURE" : "", f.toolOk ? "" : `tool: ${f.reply.sources.map((s) => s.type).join(", ") || "none"}, expected ${f.c.tool}`, f.missing.length ? `missing ${JSON.stringify(f.missing)}` : "", f.c.unanswerable && f.missing.length === 0 ? "not said it cannot answer" : ""].filter(Boolean).join("; ");
      console.log(`- [${f.c.group}] ${f.c.query} (${why})`);
      if (verbose) console.log(`  ${f.reply.answer.replace(/\n/g, "\n  ")}`);
    }
  }
  const all = results.length;
  const correctRate = results.filter((r) => r.correct).length / all;
  const wrongRate = results.filter((r) => r.wrongFigure).length / all;
  const toolRate = results.filter((r) => r.toolOk).length / all;
  const p50 = percentile(results.map((r) => r.ms), 50);
  const p95 = percentile(results.map((r) => r.ms), 95);
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(`\ntargets: correct >= 90% ${met(correctRate >= 0.9)}, wrong figures <= 2% ${met(wrongRate <= 0.02)}, tool >= 90% ${met(toolRate >= 0.9)}, p50 <= 25 ms ${met(p50 <= 25)}, p95 <= 60 ms ${met(p95 <= 60)}`);
} finally {
  stopService();
}
