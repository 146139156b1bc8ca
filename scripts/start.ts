// `npm start`: serves the embedded profile on http://localhost:8787 (after `npm run db:migrate:local`)
// and, when the database is empty, loads the demo company and then the standard obligations for this
// year (scripts/seed-obligations.ts, idempotent). SEED_DEMO=0 skips both. `npm run dev` (--dev)
// serves the same with Vite instead of wrangler: the Worker runs in workerd through
// @cloudflare/vite-plugin beside the app, both reloading as their code changes, on the same port
// and local database.
import { spawn } from "node:child_process";
import { completeDemoObligations, reportLoading, seedIfEmpty } from "./seed-demo";
import { waitForHealthy } from "./lib/service";

const port = process.env.PORT ?? "8787";
const withVite = process.argv.includes("--dev");
const args = process.argv.slice(2).filter((arg) => arg !== "--dev");
const dev = withVite
  ? spawn("vite", ["--config", "web/vite.config.ts", "--port", port, "--strictPort"], { stdio: "inherit" })
  : spawn("wrangler", ["dev", "--port", port, ...args], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));

/** Runs `npm run seed:obligations -- --year YEAR` against the local database that wrangler dev uses. */
function seedObligations(year: string): Promise<void> {
  const at = args.indexOf("--persist-to");
  const persistTo = at >= 0 ? ["--persist-to", args[at + 1]!] : [];
  return new Promise((resolve, reject) => {
    const seed = spawn("tsx", ["scripts/seed-obligations.ts", "--year", year, ...persistTo], { stdio: "inherit" });
    seed.on("error", reject);
    seed.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`obligations: seed-obligations exited with ${code}`))));
  });
}

if (process.env.SEED_DEMO !== "0") {
  const baseUrl = `http://localhost:${port}`;
  waitForHealthy(baseUrl, 90_000)
    .then(() => seedIfEmpty(baseUrl, true))
    .then((seeded) => (seeded ? seedObligations(String(new Date().getUTCFullYear())).then(() => completeDemoObligations(baseUrl)) : undefined))
    .catch((err: Error) => {
      console.error(`demo data: not loaded (${err.message})`);
      // The app stops waiting for it.
      return reportLoading(baseUrl, null).catch(() => undefined);
    });
}
