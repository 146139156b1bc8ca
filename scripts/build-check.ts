/**
 * CI's production build check: `wrangler deploy --dry-run --env production` (no account needed)
 * into a temporary folder, then the bundle's size, raw and gzipped, against the Workers limits.
 *
 *   npm run build:check
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// Workers' compressed-size limit on the paid plan (the free plan allows 3 MB).
const LIMIT_GZIP_BYTES = 10 * 1024 * 1024;

const outdir = mkdtempSync(join(tmpdir(), "property-records-dry-run-"));
try {
  const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--outdir", outdir], { encoding: "utf8" });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  // Modules only: source maps are uploaded beside the bundle but do not count towards the limit.
  const modules = readdirSync(outdir, { recursive: true, encoding: "utf8" })
    .map((name) => join(outdir, name))
    .filter((path) => statSync(path).isFile() && !path.endsWith(".map") && !path.endsWith("README.md"));
  const raw = modules.reduce((sum, path) => sum + statSync(path).size, 0);
  const gzip = modules.reduce((sum, path) => sum + gzipSync(readFileSync(path)).byteLength, 0);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  const wranglerTotal = /Total Upload:.*$/m.exec(run.stdout)?.[0];
  console.log(`production bundle (wrangler deploy --dry-run --env production): ${modules.length} modules, ${mb(raw)} MiB, ${mb(gzip)} MiB gzipped`);
  if (wranglerTotal) console.log(`wrangler: ${wranglerTotal}`);
  if (gzip > LIMIT_GZIP_BYTES) {
    console.error(`over the ${mb(LIMIT_GZIP_BYTES)} MB compressed limit`);
    process.exit(1);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
