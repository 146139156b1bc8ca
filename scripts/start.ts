// `npm start`: serves the embedded profile on http://localhost:8787 (after `npm run db:migrate:local`)
// and, when the database is empty, loads the demo company. SEED_DEMO=0 skips the demo data.
import { spawn } from "node:child_process";
import { seedIfEmpty } from "./seed-demo";
import { waitForHealthy } from "./lib/service";

const port = process.env.PORT ?? "8787";
const dev = spawn("wrangler", ["dev", "--port", port, ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));

if (process.env.SEED_DEMO !== "0") {
  const baseUrl = `http://localhost:${port}`;
  waitForHealthy(baseUrl, 90_000)
    .then(() => seedIfEmpty(baseUrl))
    .catch((err: Error) => console.error(`demo data: not loaded (${err.message})`));
}
