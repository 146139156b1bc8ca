/**
 * Creates the production profile's Cloudflare resources:
 *
 *   npm run provision              prints the wrangler commands (the default: changes nothing)
 *   npm run provision -- --apply   runs them, one after another (needs `npx wrangler login`)
 *
 * Then: put the D1 id into wrangler.toml, `npm run db:migrate:remote`, set API_TOKENS, `npm run deploy`.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "./lib/args";
import { commandLine, provisionPlan } from "./lib/provision-plan";

const { options } = parseArgs(process.argv.slice(2), ["apply"]);
const plan = provisionPlan();

if (!options.apply) {
  console.log("# Production resources (npm run provision -- --apply runs these):");
  for (const step of plan) console.log(`# ${step.what}\n${commandLine(step)}`);
  console.log("\n# Then: database_id into wrangler.toml, npm run db:migrate:remote, npx wrangler secret put API_TOKENS --env production, npm run deploy");
  process.exit(0);
}

let failed = 0;
for (const [i, step] of plan.entries()) {
  console.log(`[${i + 1}/${plan.length}] ${step.what}: ${commandLine(step)}`);
  const run = spawnSync("npx", ["wrangler", ...step.args], { stdio: "inherit" });
  if (run.status !== 0) {
    failed++;
    // A resource that exists already fails its create; the rest still get their turn.
    console.error(`  failed (exit ${run.status}); it may exist already`);
  }
}
console.log(`\n${plan.length - failed} of ${plan.length} commands succeeded.`);
process.exit(failed ? 1 : 0);
