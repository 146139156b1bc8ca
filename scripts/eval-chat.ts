// Evaluates the assistant: every question of a set is sent to POST /api/v1/chat/query and scored on
// the tool that served it (sources[].type), whether the answer holds the expected figures or phrases
// (read independently from the REST API), whether it states a dollar figure while wrong (a wrong
// figure; for a question the records cannot answer, any figure), and its latency over HTTP.
//
//   npm run eval:chat [-- --set demo|demo-blind|last-demo|holdout|fresh|blind|harbor|last-harbor|landlord|spec|final-landlord|final-spec|next-landlord|next-spec|after-spec|after-harbor|later-spec|later-landlord|round-landlord|round-harbor|nov-demo|nov-landlord|dec-spec|dec-harbor|jan-spec|jan-landlord|feb-spec|feb-landlord|feb-harbor|mar-spec|mar-landlord|mar-harbor|apr-spec|apr-landlord|apr-harbor|may-spec|may-landlord|may-harbor|jun-spec|jun-landlord|jun-harbor|jul-spec|jul-landlord|jul-harbor] [--url http://localhost:8787] [--verbose] [--expect-only]
//
// --set demo (default) asks the running service's demo company (start it with `npm start`);
// --set demo-blind asks the same company a set written blind (scripts/lib/chat-questions-demo-blind.ts);
// --set holdout starts its own service on port 8795 with the second fixture company
// (scripts/lib/holdout-company.ts) in .wrangler/eval-holdout, built on first use (--fresh rebuilds);
// --set fresh asks a second held-out set (scripts/lib/chat-questions-fresh.ts) of the same company;
// --set blind asks a third (scripts/lib/chat-questions-blind.ts) of the same company, written without
// reading the planner, as a check on generalisation;
// --set harbor asks a fourth (scripts/lib/chat-questions-harbor.ts, 60 questions) of the same company
// on the same service and data as holdout, also written blind, in the way owners type ("last yr",
// "ytd", nicknames, vendors as the bank writes them, follow-ups, 10 the records cannot answer);
// --set landlord starts its own service on port 8796 with the third fixture company, an Oregon LLC of
// long-term tenants, a property manager and one Airbnb unit (scripts/lib/landlord-company.ts), in
// .wrangler/eval-landlord (built on first use, --fresh rebuilds), and asks its blind set
// (scripts/lib/chat-questions-landlord.ts);
// --set spec starts its own service on port 8797 with the fourth fixture company, a Tennessee LLC shaped
// like the service spec's sample data: two short-term rentals and a condo, every booking and bill
// entered one by one through POST /api/v1/transactions (scripts/lib/spec-company.ts), in
// .wrangler/eval-spec (built on first use, --fresh rebuilds), and asks its blind set
// (scripts/lib/chat-questions-spec.ts, 60 questions);
// --set final-spec and --set final-landlord ask two last sets written blind, meant to be asked once, of
// the same companies on the same services and data as spec and landlord
// (scripts/lib/chat-questions-final-spec.ts and chat-questions-final-landlord.ts, 40 questions each,
// 8 of them the records cannot answer, at least 5 follow-ups);
// --set last-demo and --set last-harbor ask two more sets written blind, meant to be asked once: of the
// demo company on the running service like demo and demo-blind (scripts/lib/chat-questions-last-demo.ts),
// and of the held-out company on the same service and data as holdout and harbor
// (scripts/lib/chat-questions-last-harbor.ts); 45 questions each, 8 of them the records cannot answer,
// 7 follow-ups; --set next-spec and --set next-landlord ask two more, written blind the same way, of the
// spec and landlord companies (55 questions each, 10 the records cannot answer, 8 follow-ups);
// --set after-spec and --set after-harbor, two more written blind after the changes those led to, of
// the spec company and the held-out company (49 questions each, 8 the records cannot answer);
// --set later-spec and --set later-landlord, two more written blind the same way, of the spec and
// landlord companies; --set round-landlord and --set round-harbor, two more after the changes those
// led to, of the landlord and the held-out companies; --set nov-demo and --set nov-landlord, two more
// written blind of the demo company (on the running service) and of the landlord company, 60 questions each;
// --set dec-spec and --set dec-harbor, two more written blind after the changes those led to, of the spec
// company and the held-out company, 60 questions each; --set jan-spec and --set jan-landlord, two more
// written blind before the next change, of the spec and landlord companies; --set feb-spec, --set
// feb-landlord and --set feb-harbor, three more written blind before the round after that, of the spec,
// landlord and held-out companies; --set mar-spec, --set mar-landlord and --set mar-harbor, three more
// written blind by other authors while that round's changes were made, to measure them on unseen wording;
// --set apr-spec, --set apr-landlord and --set apr-harbor, three more written blind before the round after
// that; --set may-spec, --set may-landlord and --set may-harbor, three more written blind while its changes
// were made and asked once before their misses were read; --set jun-spec, --set jun-landlord and
// --set jun-harbor, a third round written blind while the changes those led to were made; --set jul-spec,
// --set jul-landlord and --set jul-harbor, a fourth, asked once of the round's last code.
// --expect-only prints what each question must answer, read from the API, without asking: how a
// set's author checks it without seeing the assistant's answers. --port overrides any service's port.
import Decimal from "decimal.js";
import { parseArgs } from "./lib/args";
import { CASES, type Case, type Truth } from "./lib/chat-questions";
import { BLIND_CASES } from "./lib/chat-questions-blind";
import { DEMO_BLIND_CASES } from "./lib/chat-questions-demo-blind";
import { FINAL_LANDLORD_CASES } from "./lib/chat-questions-final-landlord";
import { FINAL_SPEC_CASES } from "./lib/chat-questions-final-spec";
import { FRESH_CASES } from "./lib/chat-questions-fresh";
import { HARBOR_CASES } from "./lib/chat-questions-harbor";
import { HOLDOUT_CASES } from "./lib/chat-questions-holdout";
import { LANDLORD_CASES } from "./lib/chat-questions-landlord";
import { LAST_DEMO_CASES } from "./lib/chat-questions-last-demo";
import { LAST_HARBOR_CASES } from "./lib/chat-questions-last-harbor";
import { NEXT_LANDLORD_CASES } from "./lib/chat-questions-next-landlord";
import { NEXT_SPEC_CASES } from "./lib/chat-questions-next-spec";
import { AFTER_HARBOR_CASES } from "./lib/chat-questions-after-harbor";
import { AFTER_SPEC_CASES } from "./lib/chat-questions-after-spec";
import { LATER_LANDLORD_CASES } from "./lib/chat-questions-later-landlord";
import { LATER_SPEC_CASES } from "./lib/chat-questions-later-spec";
import { ROUND_HARBOR_CASES } from "./lib/chat-questions-round-harbor";
import { ROUND_LANDLORD_CASES } from "./lib/chat-questions-round-landlord";
import { NOV_DEMO_CASES } from "./lib/chat-questions-nov-demo";
import { NOV_LANDLORD_CASES } from "./lib/chat-questions-nov-landlord";
import { DEC_SPEC_CASES } from "./lib/chat-questions-dec-spec";
import { DEC_HARBOR_CASES } from "./lib/chat-questions-dec-harbor";
import { JAN_SPEC_CASES } from "./lib/chat-questions-jan-spec";
import { JAN_LANDLORD_CASES } from "./lib/chat-questions-jan-landlord";
import { FEB_SPEC_CASES } from "./lib/chat-questions-feb-spec";
import { FEB_LANDLORD_CASES } from "./lib/chat-questions-feb-landlord";
import { FEB_HARBOR_CASES } from "./lib/chat-questions-feb-harbor";
import { MAR_SPEC_CASES } from "./lib/chat-questions-mar-spec";
import { MAR_LANDLORD_CASES } from "./lib/chat-questions-mar-landlord";
import { MAR_HARBOR_CASES } from "./lib/chat-questions-mar-harbor";
import { APR_SPEC_CASES } from "./lib/chat-questions-apr-spec";
import { APR_LANDLORD_CASES } from "./lib/chat-questions-apr-landlord";
import { APR_HARBOR_CASES } from "./lib/chat-questions-apr-harbor";
import { MAY_SPEC_CASES } from "./lib/chat-questions-may-spec";
import { MAY_LANDLORD_CASES } from "./lib/chat-questions-may-landlord";
import { MAY_HARBOR_CASES } from "./lib/chat-questions-may-harbor";
import { JUN_SPEC_CASES } from "./lib/chat-questions-jun-spec";
import { JUN_LANDLORD_CASES } from "./lib/chat-questions-jun-landlord";
import { JUN_HARBOR_CASES } from "./lib/chat-questions-jun-harbor";
import { JUL_SPEC_CASES } from "./lib/chat-questions-jul-spec";
import { JUL_LANDLORD_CASES } from "./lib/chat-questions-jul-landlord";
import { JUL_HARBOR_CASES } from "./lib/chat-questions-jul-harbor";
import { SPEC_CASES } from "./lib/chat-questions-spec";
import { seedHoldout } from "./lib/holdout-company";
import { seedLandlord } from "./lib/landlord-company";
import { seedSpec } from "./lib/spec-company";
import { api, startLocalService, waitForHealthy } from "./lib/service";

const { options } = parseArgs(process.argv.slice(2), ["verbose", "fresh", "expect-only"]);
const set = String(options.set ?? "demo");
const SETS: Record<string, Case[]> = { demo: CASES, "demo-blind": DEMO_BLIND_CASES, holdout: HOLDOUT_CASES, fresh: FRESH_CASES, blind: BLIND_CASES, harbor: HARBOR_CASES, landlord: LANDLORD_CASES, spec: SPEC_CASES, "final-landlord": FINAL_LANDLORD_CASES, "final-spec": FINAL_SPEC_CASES, "last-demo": LAST_DEMO_CASES, "last-harbor": LAST_HARBOR_CASES, "next-landlord": NEXT_LANDLORD_CASES, "next-spec": NEXT_SPEC_CASES, "after-spec": AFTER_SPEC_CASES, "after-harbor": AFTER_HARBOR_CASES, "later-spec": LATER_SPEC_CASES, "later-landlord": LATER_LANDLORD_CASES, "round-landlord": ROUND_LANDLORD_CASES, "round-harbor": ROUND_HARBOR_CASES, "nov-demo": NOV_DEMO_CASES, "nov-landlord": NOV_LANDLORD_CASES, "dec-spec": DEC_SPEC_CASES, "dec-harbor": DEC_HARBOR_CASES, "jan-spec": JAN_SPEC_CASES, "jan-landlord": JAN_LANDLORD_CASES, "feb-spec": FEB_SPEC_CASES, "feb-landlord": FEB_LANDLORD_CASES, "feb-harbor": FEB_HARBOR_CASES, "mar-spec": MAR_SPEC_CASES, "mar-landlord": MAR_LANDLORD_CASES, "mar-harbor": MAR_HARBOR_CASES, "apr-spec": APR_SPEC_CASES, "apr-landlord": APR_LANDLORD_CASES, "apr-harbor": APR_HARBOR_CASES, "may-spec": MAY_SPEC_CASES, "may-landlord": MAY_LANDLORD_CASES, "may-harbor": MAY_HARBOR_CASES, "jun-spec": JUN_SPEC_CASES, "jun-landlord": JUN_LANDLORD_CASES, "jun-harbor": JUN_HARBOR_CASES, "jul-spec": JUL_SPEC_CASES, "jul-landlord": JUL_LANDLORD_CASES, "jul-harbor": JUL_HARBOR_CASES };
const CASES_OF_SET = SETS[set];
if (!CASES_OF_SET) throw new Error(`--set must be one of ${Object.keys(SETS).join(", ")}, not ${set}`);
/** The sets asked of the demo company, which a running `npm start` serves. */
const ofDemo = set === "demo" || set === "demo-blind" || set === "last-demo" || set === "nov-demo";
const verbose = Boolean(options.verbose);
const today = new Date().toISOString().slice(0, 10);
let baseUrl = String(options.url ?? "http://localhost:8787").replace(/\/$/, "");
let stopService: () => unknown = () => {};
if (!ofDemo && options.url === undefined) {
  // Each fixture company has its own service and local database; the held-out one serves several sets.
  const fixture =
    set === "landlord" || set.endsWith("-landlord")
      ? { name: "landlord", persistTo: ".wrangler/eval-landlord", port: 8796, seed: seedLandlord }
      : set === "spec" || set.endsWith("-spec")
        ? { name: "spec", persistTo: ".wrangler/eval-spec", port: 8797, seed: seedSpec }
        : { name: "held-out", persistTo: ".wrangler/eval-holdout", port: 8795, seed: seedHoldout };
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
