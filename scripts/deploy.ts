/**
 * Deploys the production profile, after checking it can work and is safe:
 *
 *   npm run deploy               checks, builds the app, migrates the remote D1, deploys
 *   npm run deploy -- --dry-run  the local checks, and the steps it would run (runs nothing)
 *
 * It refuses, one line each: placeholder ids in [env.production], no access control (neither the
 * API_TOKENS secret nor Cloudflare Access, and no ALLOW_ANONYMOUS=true), and a remote migration still
 * unapplied after applying. See scripts/lib/deploy-checks.ts.
 */
import { spawnSync } from "node:child_process";
import { unstable_readConfig } from "wrangler";
import { parseArgs } from "./lib/args";
import { ENV, runDeploy, type Runner } from "./lib/deploy-checks";

const { options } = parseArgs(process.argv.slice(2), ["dry-run"]);
const config = unstable_readConfig({ config: "wrangler.toml", env: ENV }, { hideWarnings: true });

const run: Runner = ([command, ...args], { inherit, env } = {}) => {
  const result = spawnSync(command!, args, { encoding: "utf8", stdio: inherit ? "inherit" : "pipe", env: { ...process.env, ...env, FORCE_COLOR: "0", CI: "true" } });
  return { status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? (result.error ? String(result.error) : "") };
};

process.exit(
  runDeploy({ name: config.name ?? "", d1_databases: config.d1_databases, vars: config.vars as Record<string, unknown> }, run, {
    dryRun: Boolean(options["dry-run"]),
    print: (line) => console.log(line),
  }),
);
