// Ledger benchmark: with 50,000 transactions across 10 properties in a local database of its own,
// the median and p95 latency, against a running `wrangler dev`, of
//   (a) one month's transaction list filtered by a category group,
//   (b) a full-year profit and loss grouped by month,
//   (c) a Schedule E report for the year,
// and of GET / in the same run, with each one's ratio to GET /. Targets: (a) and (b) within 10x.
//
//   npm run bench:ledger [-- --requests 200 --port 8788 --fresh]
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { v7 } from "uuid";
import { parseArgs } from "./lib/args";
import { waitForHealthy } from "./lib/service";

const { options } = parseArgs(process.argv.slice(2), ["fresh"]);
const REQUESTS = Number(options.requests ?? 200);
const PORT = String(options.port ?? 8788);
const PERSIST = ".wrangler/bench";
const TRANSACTIONS = 50_000;
const PROPERTIES = 10;
const YEAR = 2025;

function wrangler(args: string[]): string {
  const run = spawnSync("npx", ["wrangler", ...args, "--local", "--persist-to", PERSIST], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${run.stderr}\n${run.stdout}`);
  return run.stdout;
}

function countRows(): number {
  const out = JSON.parse(wrangler(["d1", "execute", "DB", "--command", "SELECT count(*) AS n FROM transactions", "--json"]));
  return out[0].results[0].n as number;
}

/** Deterministic data: spread over two years, with a realistic mix of categories. */
function seedSql(): string {
  let state = 42;
  const rand = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 4294967296);
  const now = new Date().toISOString();
  const provenance = JSON.stringify({ source_type: "seed", source_id: "bench", confidence: 1, recorded_at: now, recorded_by: null, notes: null });
  const lines: string[] = [];
  const propertyIds = Array.from({ length: PROPERTIES }, () => v7());
  lines.push(
    `INSERT INTO properties (id, address, acquisition_date, purchase_price_total_cents, land_basis_cents, building_basis_cents, ffe_basis_cents, placed_in_service, status, provenance, extra_metadata, created_at, updated_at) VALUES ${propertyIds
      .map((id, i) => `('${id}', '${100 + i} Bench Street, Denver, CO', '2020-0${(i % 9) + 1}-15', 40000000, 8000000, 30000000, 2000000, '2020-0${(i % 9) + 1}-20', 'ACTIVE', '${provenance}', '{}', '${now}', '${now}')`)
      .join(", ")};`,
  );
  const mix: [string, string, number][] = [
    ["revenue:rental_income", "REVENUE", 0.25],
    ["revenue:long_term_rental", "REVENUE", 0.1],
    ["revenue:cleaning_fees", "REVENUE", 0.1],
    ["expense:platform_fees", "EXPENSE", 0.1],
    ["expense:utilities:electricity", "EXPENSE", 0.07],
    ["expense:utilities:gas", "EXPENSE", 0.05],
    ["expense:utilities:water", "EXPENSE", 0.05],
    ["expense:utilities:internet", "EXPENSE", 0.05],
    ["expense:maintenance:cleaning", "EXPENSE", 0.08],
    ["expense:maintenance:repairs", "EXPENSE", 0.06],
    ["expense:mortgage_interest", "EXPENSE", 0.05],
    ["expense:insurance", "EXPENSE", 0.02],
    ["expense:property_tax", "EXPENSE", 0.02],
  ];
  let values: string[] = [];
  for (let i = 0; i < TRANSACTIONS; i++) {
    let pick = rand();
    const [category, type] = mix.find(([, , share]) => (pick -= share) < 0) ?? mix[0]!;
    const year = YEAR - (i % 2);
    const date = `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, "0")}-${String(1 + Math.floor(rand() * 28)).padStart(2, "0")}`;
    const cents = 500 + Math.floor(rand() * 250000);
    const property = propertyIds[Math.floor(rand() * PROPERTIES)];
    values.push(`('${v7()}', '${property}', '${date}', ${cents}, '${category}', '${type}', 'bench ${category} ${i}', 'Bench checking', NULL, '${provenance}', '{}', '${now}', '${now}', NULL)`);
    // D1 refuses statements over 100 KB: 150 rows stay well under.
    if (values.length === 150 || i === TRANSACTIONS - 1) {
      lines.push(`INSERT INTO transactions (id, property_id, transaction_date, amount_cents, category, transaction_type, description, source_account, import_key, provenance, extra_metadata, created_at, updated_at, deleted_at) VALUES ${values.join(", ")};`);
      values = [];
    }
  }
  return lines.join("\n");
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main(): Promise<void> {
  if (options.fresh) rmSync(PERSIST, { recursive: true, force: true });
  process.stdout.write("database: applying migrations... ");
  wrangler(["d1", "migrations", "apply", "DB"]);
  let rows = countRows();
  if (rows < TRANSACTIONS) {
    process.stdout.write(`loading ${TRANSACTIONS} transactions across ${PROPERTIES} properties... `);
    const dir = mkdtempSync(join(tmpdir(), "bench-ledger-"));
    const file = join(dir, "seed.sql");
    writeFileSync(file, seedSql());
    const started = Date.now();
    wrangler(["d1", "execute", "DB", "--file", file, "--yes"]);
    rmSync(dir, { recursive: true, force: true });
    rows = countRows();
    process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s. `);
  }
  console.log(`${rows} transactions.`);

  const dev = spawn("npx", ["wrangler", "dev", "--port", PORT, "--persist-to", PERSIST, "--var", "LOG_LEVEL:warn"], { stdio: ["ignore", "ignore", "inherit"] });
  try {
    const base = `http://localhost:${PORT}`;
    await waitForHealthy(base, 90_000);
    const targets: [string, string][] = [
      ["GET / (baseline)", "/"],
      ["(a) July list, category expense:utilities", `/api/v1/transactions?start_date=${YEAR}-07-01&end_date=${YEAR}-07-31&category=expense:utilities`],
      ["(b) P&L full year by month", `/api/v1/reports/profit-and-loss?start_date=${YEAR}-01-01&end_date=${YEAR}-12-31&group_by=month`],
      ["(c) Schedule E", `/api/v1/reports/schedule-e?year=${YEAR}`],
    ];
    const timings = targets.map(() => [] as number[]);
    for (let round = -20; round < REQUESTS; round++) {
      // Interleaved, so that whatever else the machine does weighs on every target alike.
      for (const [i, [, path]] of targets.entries()) {
        const started = performance.now();
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        if (round >= 0) timings[i]!.push(performance.now() - started);
      }
      if (round % 20 === 0) process.stdout.write(`\rmeasuring: ${Math.max(0, round)}/${REQUESTS} rounds`);
    }
    process.stdout.write(`\rmeasured ${REQUESTS} rounds of ${targets.length} requests\n\n`);
    const baseline = quantile([...timings[0]!].sort((a, b) => a - b), 0.5);
    console.log("target                                          median ms    p95 ms   median / GET /");
    for (const [i, [name]] of targets.entries()) {
      const sorted = [...timings[i]!].sort((a, b) => a - b);
      const median = quantile(sorted, 0.5);
      console.log(`${name.padEnd(46)} ${median.toFixed(2).padStart(9)} ${quantile(sorted, 0.95).toFixed(2).padStart(9)} ${(median / baseline).toFixed(1).padStart(10)}x`);
    }
    console.log("\ntargets: (a) and (b) within 10x of GET /");
  } finally {
    dev.kill("SIGINT");
  }
}

await main();
