/**
 * CI's production build check: builds what `npm run deploy` uploads (`CLOUDFLARE_ENV=production npm
 * run build`: the app into dist/web, the production Worker into dist/worker), then `wrangler deploy
 * --dry-run` of that Worker (no account needed) into a temporary folder, and the bundle's size, raw and
 * gzipped, against the Workers limits; and the web app's size: the JavaScript a first visit loads,
 * gzipped, against the app's 150 KB budget, and the whole app.
 *
 *   npm run build:check
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BUILD_PRODUCTION, WRANGLER } from "./lib/deploy-checks";

// Workers' compressed-size limit on the paid plan (the free plan allows 3 MB).
const LIMIT_GZIP_BYTES = 10 * 1024 * 1024;
// The app's budget for the JavaScript of a first visit, gzipped.
const APP_FIRST_LOAD_BUDGET = 150 * 1024;

/** The app's files a first visit loads (index.html's module script, its preloads and styles), and every asset. */
function appSizes(dir = "dist/web"): { firstJs: number; firstCss: number; totalJs: number; files: number } {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
  const gz = (path: string) => gzipSync(readFileSync(join(dir, path))).byteLength;
  const assets = readdirSync(join(dir, "assets")).map((name) => `assets/${name}`);
  return {
    firstJs: referenced.filter((path) => path.endsWith(".js")).reduce((sum, path) => sum + gz(path), 0),
    firstCss: referenced.filter((path) => path.endsWith(".css")).reduce((sum, path) => sum + gz(path), 0),
    totalJs: assets.filter((path) => path.endsWith(".js")).reduce((sum, path) => sum + gz(path), 0),
    files: assets.length,
  };
}

const [build, ...buildArgs] = BUILD_PRODUCTION.command;
const built = spawnSync(build!, buildArgs, { stdio: "inherit", env: { ...process.env, ...BUILD_PRODUCTION.env } });
if (built.status !== 0) process.exit(built.status ?? 1);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const app = appSizes();
console.log(
  `web app (dist/web): first load ${kb(app.firstJs)} KB JavaScript + ${kb(app.firstCss)} KB CSS gzipped (budget ${kb(APP_FIRST_LOAD_BUDGET)} KB JavaScript); all screens ${kb(app.totalJs)} KB JavaScript gzipped in ${app.files} assets`,
);
if (app.firstJs > APP_FIRST_LOAD_BUDGET) {
  console.error(`the app's first load is over its ${kb(APP_FIRST_LOAD_BUDGET)} KB budget`);
  process.exit(1);
}

const outdir = mkdtempSync(join(tmpdir(), "property-records-dry-run-"));
try {
  const run = spawnSync("npx", ["wrangler", ...WRANGLER.deploy, "--dry-run", "--outdir", outdir], { encoding: "utf8" });
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
  console.log(`production bundle (Vite's dist/worker, wrangler deploy --dry-run): ${modules.length} modules, ${mb(raw)} MiB, ${mb(gzip)} MiB gzipped`);
  if (wranglerTotal) console.log(`wrangler: ${wranglerTotal}`);
  if (gzip > LIMIT_GZIP_BYTES) {
    console.error(`over the ${mb(LIMIT_GZIP_BYTES)} MB compressed limit`);
    process.exit(1);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
