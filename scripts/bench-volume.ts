// Volume benchmark: a company of a given size built through the API (properties, bank exports
// imported through POST /transactions/import, documents uploaded and ingested through the queue),
// then each read route run for a few seconds with several connections against `wrangler dev`, one
// after another in one run. Each route's throughput is printed as a share of GET / (no database),
// measured in turns with it (five one-second rounds each), so the machine's noise cancels out, with
// p50 and p99, the service's CPU time a request, and the import and ingestion rates.
//
//   npm run bench:volume [-- --properties 50 --years 10 --documents 1500 --duration 5 --rounds 5 --connections 8]
//                        [--port 8794] [--reuse] [--only "p&l,search"]
//   --reuse keeps the company of the last run; --only measures only the routes named (and GET /, and
//   the health check: one small D1 read, the reference for what any read route can reach here)
import autocannon from "autocannon";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "./lib/args";
import { startLocalService } from "./lib/service";
import { bankExport, volumeDocuments, volumeProperties, type VolumeSize } from "./lib/volume-company";

const { options } = parseArgs(process.argv.slice(2), ["reuse"]);
const SIZE: VolumeSize = {
  properties: Number(options.properties ?? 50),
  years: Number(options.years ?? 10),
  documents: Number(options.documents ?? 1500),
  lastYear: Number(options["last-year"] ?? 2025),
};
const PER_YEAR = Math.round(Number(options.transactions ?? 100_000) / SIZE.properties / SIZE.years);
const DURATION = Number(options.duration ?? 5);
const CONNECTIONS = Number(options.connections ?? 8);
const ROUNDS = Number(options.rounds ?? 5);
const PORT = String(options.port ?? 8794);
const PERSIST = ".wrangler/bench-volume";
const BASE = `http://127.0.0.1:${PORT}`;

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { "content-type": "application/json" };
  }
  const res = await fetch(`${BASE}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Runs `work` over `items` with `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function build(): Promise<{ propertyId: string; importRate: string; ingestRate: string }> {
  const properties = volumeProperties(SIZE);
  const ids: string[] = [];
  for (const property of properties) {
    const res = await call<{ id: string }>("POST", "/api/v1/properties", property.input);
    if (res.status !== 201) throw new Error(`creating a property failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.id);
  }

  let transactions = 0;
  const importStart = Date.now();
  await inParallel(properties, 2, async (property, i) => {
    const years = Array.from({ length: SIZE.years }, (_, k) => SIZE.lastYear - SIZE.years + 1 + k);
    const csv = years.map((year, k) => (k === 0 ? bankExport(property, i, year, PER_YEAR) : bankExport(property, i, year, PER_YEAR).split("\n").slice(1).join("\n"))).join("");
    const form = new FormData();
    form.set("file", new File([csv], `bank-${i}.csv`, { type: "text/csv" }));
    form.set("format", "bank");
    form.set("property_id", ids[i]!);
    form.set("source_account", `Checking ...${1000 + i}`);
    const res = await call<{ created: number }>("POST", "/api/v1/transactions/import", form);
    if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(res.body)}`);
    transactions += res.body.created;
  });
  const importMs = Date.now() - importStart;
  const importRate = `${transactions.toLocaleString("en-US")} transactions in ${seconds(importMs)} s (${Math.round(transactions / (importMs / 1000)).toLocaleString("en-US")} a second)`;
  console.log(`imported ${importRate}`);

  const documents = volumeDocuments(SIZE, properties);
  const ingestStart = Date.now();
  await inParallel(documents, 4, async (doc) => {
    const form = new FormData();
    form.set("file", new File([typeof doc.body === "string" ? doc.body : new Uint8Array(doc.body)], doc.filename, { type: doc.contentType }));
    form.set("doc_type", doc.doc_type);
    form.set("title", doc.title);
    form.set("doc_date", doc.doc_date);
    form.set("property_id", ids[doc.property]!);
    const res = await call("POST", "/api/v1/documents", form);
    if (res.status !== 201) throw new Error(`upload of ${doc.filename} failed: ${res.status} ${JSON.stringify(res.body)}`);
  });
  const uploadMs = Date.now() - ingestStart;
  console.log(`uploaded ${documents.length} documents in ${seconds(uploadMs)} s; waiting for ingestion ...`);
  const count = async (state: string) => (await call<{ total: number }>("GET", `/api/v1/documents?state=${state}&page_size=1`)).body.total;
  for (;;) {
    const ingesting = await count("ingesting");
    if (ingesting === 0) break;
    if (Date.now() - ingestStart > 15 * 60_000) throw new Error(`${ingesting} documents still ingesting after 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const ingestMs = Date.now() - ingestStart;
  const [searchable, failed] = [await count("searchable"), await count("failed")];
  const ingestRate = `${searchable.toLocaleString("en-US")} documents searchable (${failed} failed) ${seconds(ingestMs)} s after the first upload (${(searchable / (ingestMs / 1000)).toFixed(1)} a second)`;
  console.log(`ingested ${ingestRate}`);
  return { propertyId: ids[0]!, importRate, ingestRate };
}

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

/** The request a target sends, the same for its warm-up and its measure. */
function requestOf(target: Target): { url: string; method: Target["method"]; headers: Record<string, string>; body?: string } {
  return {
    url: `${BASE}${target.path}`,
    method: target.method,
    headers: target.body ? { "content-type": "application/json" } : { accept: "application/json" },
    body: target.body ? JSON.stringify(target.body) : undefined,
  };
}

/** Requests, seconds, failures, each answer's time in ms and the service's CPU seconds, summed over the slices run so far. */
interface Tally {
  requests: number;
  seconds: number;
  failures: number;
  latencies: number[];
  cpu: number;
}

const tally = (): Tally => ({ requests: 0, seconds: 0, failures: 0, latencies: [], cpu: 0 });

/** The process group of the service measured (wrangler and its workerd). */
let serviceGroup: number | undefined;
/** /proc counts CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by the service's workerd processes (the Worker with its local D1, and
 * wrangler's proxy), read from /proc; 0 where there is no /proc. CPU time per request moves less
 * than throughput when the machine is busy with something else (about a tenth across a run here).
 */
function serviceCpuSeconds(): number {
  if (!serviceGroup || !existsSync("/proc/self/stat")) return 0;
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "workerd") continue;
      // The fields after the command's closing parenthesis: state, ppid, pgrp, ..., utime (12th), stime.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(")").pop()!.trim().split(/\s+/);
      if (Number(fields[2]) === serviceGroup) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Runs a target with every connection for `seconds`, adding what it saw to `into`. */
async function slice(target: Target, seconds: number, into: Tally): Promise<void> {
  const cpuBefore = serviceCpuSeconds();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...requestOf(target), connections: CONNECTIONS, duration: seconds }, (error, done) => (error ? reject(error) : resolve(done)));
    run.on("response", (_client, _status, _bytes, ms) => into.latencies.push(ms));
  });
  into.requests += result["2xx"] + result.non2xx;
  into.seconds += result.duration;
  into.failures += result.non2xx + result.errors;
  into.cpu += serviceCpuSeconds() - cpuBefore;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * A route and GET / in turns, ROUNDS slices each of DURATION / ROUNDS seconds: the route's share is
 * its throughput over GET /'s taken in the same minute, so a machine that slows down or speeds up
 * during the run (a shared machine moves by a third within a minute) moves both alike.
 */
async function measure(root: Target, target: Target) {
  const [base, route] = [tally(), tally()];
  for (let round = 0; round < ROUNDS; round++) {
    await slice(root, DURATION / ROUNDS, base);
    await slice(target, DURATION / ROUNDS, route);
  }
  const sorted = route.latencies.sort((a, b) => a - b);
  const rps = route.requests / route.seconds;
  const baseline = base.requests / base.seconds;
  const cpuMs = (t: Tally) => (t.requests ? (1000 * t.cpu) / t.requests : 0);
  return { rps, baseline, share: rps / baseline, cpu: cpuMs(route), baseCpu: cpuMs(base), p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures: route.failures + base.failures };
}

async function main(): Promise<void> {
  let { stop } = await startLocalService({ port: PORT, persistTo: PERSIST, fresh: !options.reuse });
  try {
    const existing = await call<{ items: { id: string }[]; total: number }>("GET", "/api/v1/properties?page_size=1");
    let propertyId: string;
    let rates: string[] = [];
    if (options.reuse && existing.body.total > 0) {
      propertyId = existing.body.items[0]!.id;
      console.log(`reusing the company in ${PERSIST} (${existing.body.total} properties)`);
    } else {
      console.log(`building: ${SIZE.properties} properties, ${SIZE.years} years of about ${PER_YEAR} transactions each a year, ${SIZE.documents} documents`);
      const built = await build();
      propertyId = built.propertyId;
      rates = [`import: ${built.importRate}`, `ingestion: ${built.ingestRate}`];
    }
    // wrangler dev writes a trace of every request into the persist directory (its local
    // observability store). The store only grows (the build and every run add to it) and a large one
    // slows every request, D1 calls most: the routes are measured from an empty one, as in every run.
    await stop();
    rmSync(`${PERSIST}/v3/observability`, { recursive: true, force: true });
    const service = await startLocalService({ port: PORT, persistTo: PERSIST, fresh: false });
    stop = service.stop;
    serviceGroup = service.processGroup;

    const y = SIZE.lastYear;
    const root: Target = { name: "GET / (no database)", method: "GET", path: "/" };
    // The floor of any read route here: one small D1 read and a small answer (see README, Volume).
    const reference: Target = { name: "health check: one small D1 read (reference)", method: "GET", path: "/health" };
    let routes: Target[] = [
      { name: "get one property", method: "GET", path: `/api/v1/properties/${propertyId}` },
      { name: `list ${SIZE.properties} properties`, method: "GET", path: `/api/v1/properties?page_size=${Math.min(SIZE.properties, 100)}` },
      { name: "one month of transactions", method: "GET", path: `/api/v1/transactions?start_date=${y}-06-01&end_date=${y}-06-30&page_size=50` },
      { name: "year P&L by month", method: "GET", path: `/api/v1/reports/profit-and-loss?start_date=${y}-01-01&end_date=${y}-12-31&group_by=month` },
      { name: `Schedule E, ${SIZE.properties} properties`, method: "GET", path: `/api/v1/reports/schedule-e?year=${y}` },
      { name: `search over ${SIZE.documents} documents`, method: "GET", path: "/api/v1/documents/search?q=security%20deposit%20returned&top_k=5" },
      { name: "chat question", method: "POST", path: "/api/v1/chat/query", body: { query: `How much did we spend on repairs in ${y}?` } },
    ];
    // --only <words>: just the routes whose name contains one of them (GET / and the reference are always measured).
    if (typeof options.only === "string") {
      const words = options.only.split(",").map((word) => word.trim().toLowerCase());
      routes = routes.filter((t) => words.some((word) => t.name.toLowerCase().includes(word)));
    }
    routes = [reference, ...routes];
    // One request each first: a route's first answer warms its code and caches.
    for (const target of [root, ...routes]) {
      const { url, ...init } = requestOf(target);
      await fetch(url, init);
    }

    const results = [];
    for (const target of routes) {
      process.stdout.write(`${target.name} ... `);
      const result = await measure(root, target);
      console.log(`${result.rps.toFixed(0)} req/s (GET / ${result.baseline.toFixed(0)} req/s in the same rounds)`);
      results.push({ target, ...result });
    }
    const mean = results.reduce((sum, r) => sum + r.baseline, 0) / results.length;
    console.log(`\n${SIZE.properties} properties, ${SIZE.years} years, ${SIZE.documents} documents; ${CONNECTIONS} connections, ${DURATION} s a route in ${ROUNDS} rounds with GET /; GET / ${mean.toFixed(0)} req/s on average`);
    console.log("| route | req/s | share of GET / | CPU ms a request (GET /) | p50 ms | p99 ms | errors |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const r of results) {
      const cpu = r.cpu ? `${r.cpu.toFixed(2)} (${r.baseCpu.toFixed(2)})` : "-";
      console.log(`| ${r.target.name} | ${r.rps.toFixed(0)} | ${r.share.toFixed(2)} | ${cpu} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.failures} |`);
    }
    for (const line of rates) console.log(line);
    if (results.some((r) => r.failures > 0)) process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
process.exit(process.exitCode ?? 0);
