import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Which D1 database the script talks to, in wrangler's terms. */
export interface Target {
  remote: boolean;
  /** Local state directory (wrangler's --persist-to), for --local. */
  persistTo?: string;
  /** wrangler environment; --remote defaults to "production", like npm run db:migrate:remote. */
  env?: string;
}

// Wrangler runs under the same Node as this script (the project's Node 24), not whatever `node` is on PATH.
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");

function targetArgs(target: Target): string[] {
  const env = target.env ?? (target.remote ? "production" : undefined);
  return [target.remote ? "--remote" : "--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : []), ...(env ? ["--env", env] : [])];
}

function wrangler(args: string[]): string {
  try {
    return execFileSync(process.execPath, [WRANGLER, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    let reason = stderr?.trim() || String(err);
    try {
      reason = (JSON.parse(stdout ?? "") as { error?: { text?: string } }).error?.text ?? reason;
    } catch {
      // Not JSON: keep stderr.
    }
    if (/no such table/i.test(reason)) reason += "\nApply the migrations first: npm run db:migrate:local (or db:migrate:remote).";
    throw new Error(`wrangler d1 ${args.slice(0, 3).join(" ")} failed: ${reason}`);
  }
}

/** Runs one SELECT through `wrangler d1 execute DB --json --command` and returns its rows. */
export function query<T>(target: Target, sql: string): T[] {
  const output = JSON.parse(wrangler(["d1", "execute", "DB", ...targetArgs(target), "--json", "--command", sql])) as { results: T[] }[];
  return output[0]?.results ?? [];
}

/** Applies a SQL file with `wrangler d1 execute DB --file`. */
export function applyFile(target: Target, file: string): void {
  wrangler(["d1", "execute", "DB", ...targetArgs(target), "--yes", "--file", file]);
}
