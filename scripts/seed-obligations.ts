// Seeds the standard set of compliance obligations for one tax year (see README, Scripts):
//   npm run seed:obligations -- --year 2026 [--state CO] [--remote] [--dry-run] [--persist-to DIR] [--config FILE] [--env NAME]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { v7 } from "uuid";
import { configErrors, type SeedConfig } from "../src/domain/standard-deadlines/config";
import { missingItems, planSeed, type ExistingObligation, type SeedCompany, type SeedProperty } from "../src/domain/standard-deadlines/plan";
import { listing, summary } from "./seed/report";
import { seedSql } from "../src/db/seed-sql";
import { applyFile, query, type Target } from "./seed/wrangler";
import { US_STATE_CODES } from "../src/domain/us-states";

const USAGE = "usage: npm run seed:obligations -- --year YYYY [--state XX] [--remote] [--dry-run] [--persist-to DIR] [--config FILE] [--env NAME]";

function options() {
  const { values } = parseArgs({
    options: {
      year: { type: "string" },
      state: { type: "string" },
      remote: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      "persist-to": { type: "string" },
      config: { type: "string", default: join(dirname(fileURLToPath(import.meta.url)), "..", "src", "domain", "standard-deadlines", "standard.json") },
      env: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const year = Number(values.year);
  if (!/^\d{4}$/.test(values.year ?? "") || year < 2000 || year > 2100) throw new Error(`--year must be a year such as 2026\n${USAGE}`);
  if (values.remote && values["persist-to"]) throw new Error("--persist-to is for the local database only");
  return { ...values, year };
}

function readConfig(path: string): SeedConfig {
  const config = JSON.parse(readFileSync(path, "utf8")) as SeedConfig;
  const errors = configErrors(config);
  if (errors.length > 0) throw new Error(`${path}:\n  ${errors.join("\n  ")}`);
  return config;
}

function main(): void {
  const args = options();
  const config = readConfig(args.config);
  const target: Target = { remote: args.remote, persistTo: args["persist-to"], env: args.env };
  console.log(`Seeding obligations for tax year ${args.year} into the ${args.remote ? "remote" : "local"} database${args["dry-run"] ? " (dry run)" : ""}.`);

  console.log("Reading the company profile, active properties and existing obligations...");
  const company = query<SeedCompany>(target, "SELECT state_of_formation, formation_date FROM company LIMIT 1")[0] ?? null;
  const state = (args.state ?? company?.state_of_formation ?? config.default_state).toUpperCase();
  if (!(US_STATE_CODES as readonly string[]).includes(state)) throw new Error(`${state} is not the postal code of a US state`);
  const properties = query<Omit<SeedProperty, "extra_metadata"> & { extra_metadata: string }>(
    target,
    "SELECT id, address, acquisition_date, extra_metadata FROM properties WHERE status = 'ACTIVE' AND deleted_at IS NULL ORDER BY created_at, id",
  ).map((p) => ({ ...p, extra_metadata: JSON.parse(p.extra_metadata) as Record<string, unknown> }));
  const existing = query<ExistingObligation>(target, "SELECT json_extract(extra_metadata, '$.seed_key') AS seed_key, obligation_type, property_id, due_date FROM obligations");

  const plan = planSeed({ year: args.year, state, config, company, properties });
  const missing = missingItems(plan.items, existing);
  console.log(`State ${state}; ${properties.length} active ${properties.length === 1 ? "property" : "properties"}; the standard set has ${plan.items.length} obligations, ${missing.length} missing.`);
  for (const note of plan.notes) console.log(`Note: ${note}`);
  if (missing.length > 0) console.log(`\nTo create:\n${listing(missing)}\n`);
  else console.log(`Nothing to create: the standard set for ${args.year} is already there.`);

  const sql = seedSql(missing, { now: new Date().toISOString(), source: `seed-obligations --year ${args.year}`, by: "scripts/seed-obligations.ts", newId: v7 });
  if (args["dry-run"]) {
    if (missing.length > 0) console.log(`SQL that would be applied:\n\n${sql}`);
    console.log(summary("Dry run, nothing written. Would create", missing));
    return;
  }
  if (missing.length > 0) {
    const dir = mkdtempSync(join(tmpdir(), "seed-obligations-"));
    try {
      writeFileSync(join(dir, "seed.sql"), sql);
      console.log(`Applying ${missing.length} inserts with wrangler d1 execute --file...`);
      applyFile(target, join(dir, "seed.sql"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // Count what is there now: a concurrent run or a deleted property may have made an insert a no-op.
  const keys = new Set(query<{ seed_key: string }>(target, "SELECT json_extract(extra_metadata, '$.seed_key') AS seed_key FROM obligations").map((r) => r.seed_key));
  console.log(summary("Created", missing.filter((item) => keys.has(item.seedKey))));
}

try {
  main();
} catch (err) {
  console.error(`seed-obligations: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
