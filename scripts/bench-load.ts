// Load benchmark: a mixed workload (reads, writes, searches and, when the route exists, chat) against
// a running `wrangler dev` for a fixed time with autocannon, one autocannon per route, all at once.
// Prints per route: requests, req/s, p50/p99 latency, non-2xx and errors; then checks that no write
// was lost (every 201 is a created transaction; requests cut off at the deadline may add a few).
// Targets: zero errors, no lost writes.
//
//   npm run bench:load [-- --duration 20 --connections 2 --port 8790 --url http://localhost:8787]
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { parseArgs } from "./lib/args";
import { api, waitForHealthy } from "./lib/service";

const { options } = parseArgs(process.argv.slice(2));
const DURATION = Number(options.duration ?? 20);
const CONNECTIONS = Number(options.connections ?? 2);
const PORT = String(options.port ?? 8790);
const PERSIST = ".wrangler/bench-load";
const MARKER = `bench-load ${new Date().toISOString()}`;

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

async function startService(): Promise<{ base: string; stop: () => void }> {
  if (typeof options.url === "string") return { base: options.url.replace(/\/$/, ""), stop: () => {} };
  const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST], { encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stderr}`);
  // Its own process group, so stopping it stops npx, wrangler and workerd together.
  const dev = spawn("npx", ["wrangler", "dev", "--port", PORT, "--persist-to", PERSIST, "--var", "LOG_LEVEL:warn"], { stdio: ["ignore", "ignore", "ignore"], detached: true });
  return { base: `http://localhost:${PORT}`, stop: () => dev.pid && process.kill(-dev.pid, "SIGINT") };
}

async function createdCount(base: string): Promise<number> {
  const res = await api<{ total: number }>(base, "GET", `/api/v1/transactions?q=${encodeURIComponent(MARKER)}&page_size=1`);
  return res.body.total;
}

async function main(): Promise<void> {
  const { base, stop } = await startService();
  try {
    process.stdout.write(`waiting for ${base} ... `);
    await waitForHealthy(base, 90_000);
    const property = await api<{ id: string }>(base, "POST", "/api/v1/properties", {
      address: `${MARKER} property`,
      acquisition_date: "2021-06-15",
      purchase_price_total: "442300.00",
      land_basis: "88460.00",
      building_basis: "338840.00",
    });
    const form = new FormData();
    form.set("file", new File([`# Lease\n\nThe tenant pays rent of $2,150.00 on the first day of each month. ${MARKER}`], "bench-lease.md", { type: "text/markdown" }));
    await api(base, "POST", "/api/v1/documents", form);
    const paths = Object.keys(((await api<{ paths: Record<string, unknown> }>(base, "GET", "/openapi.json")).body.paths));
    console.log("ready.");

    const targets: Target[] = [
      { name: "GET /api/v1/properties", method: "GET", path: "/api/v1/properties" },
      { name: "GET /api/v1/transactions", method: "GET", path: "/api/v1/transactions?page_size=20" },
      { name: "GET /api/v1/reports/profit-and-loss", method: "GET", path: "/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-12-31&group_by=month" },
      {
        name: "POST /api/v1/transactions",
        method: "POST",
        path: "/api/v1/transactions",
        body: { transaction_date: "2025-07-14", amount: "142.37", category: "expense:utilities:electricity", description: MARKER, property_id: property.body.id },
      },
      { name: "GET /api/v1/documents/search", method: "GET", path: "/api/v1/documents/search?q=rent%20first%20day&top_k=5" },
    ];
    // The assistant's route joins the workload once it exists.
    if (paths.includes("/api/v1/chat/query")) targets.push({ name: "POST /api/v1/chat/query", method: "POST", path: "/api/v1/chat/query", body: { query: "When is the rent due?" } });

    const before = await createdCount(base);
    console.log(`running ${targets.length} routes at once, ${CONNECTIONS} connection(s) each, for ${DURATION} s ...`);
    const results = await Promise.all(
      targets.map((target) =>
        autocannon({
          url: `${base}${target.path}`,
          method: target.method,
          connections: CONNECTIONS,
          duration: DURATION,
          headers: target.body ? { "content-type": "application/json" } : {},
          body: target.body ? JSON.stringify(target.body) : undefined,
        }),
      ),
    );
    const after = await createdCount(base);

    console.log(`\n| route | requests | req/s | p50 ms | p99 ms | non-2xx | errors |`);
    console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
    let totalRequests = 0;
    let totalFailures = 0;
    for (const [i, target] of targets.entries()) {
      const r = results[i]!;
      const requests = r["2xx"] + r.non2xx;
      totalRequests += requests;
      totalFailures += r.non2xx + r.errors;
      console.log(`| ${target.name} | ${requests} | ${(requests / r.duration).toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} |`);
    }
    const writes = results[targets.findIndex((t) => t.name === "POST /api/v1/transactions")]!;
    const answered201 = writes.statusCodeStats?.["201"]?.count ?? 0;
    // autocannon stops at the deadline without waiting for the requests still out: those may or may
    // not have been written, so they widen the expected count, never explain a missing write.
    const inFlight = Math.max(0, writes.requests.sent - (writes["2xx"] + writes.non2xx));
    const created = after - before;
    const noneLost = created >= answered201 && created <= answered201 + inFlight;
    console.log(`\ntotal: ${totalRequests} requests in ${DURATION} s (${(totalRequests / DURATION).toFixed(1)} req/s), ${totalFailures} non-2xx or errors`);
    console.log(
      `writes: ${answered201} answered 201, ${inFlight} still in flight at the deadline, ${created} transactions created: ${noneLost ? "no lost writes" : "LOST OR EXTRA WRITES"}`,
    );
    if (totalFailures > 0 || !noneLost) process.exitCode = 1;
  } finally {
    stop();
  }
}

await main();
// autocannon's agents may keep sockets open; the run is over.
process.exit(process.exitCode ?? 0);
