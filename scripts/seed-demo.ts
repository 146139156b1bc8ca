// Loads the demo company (three properties, their Airbnb and bank files since January of last year)
// into a running service through its API: the same validation, import and de-duplication as a user.
//
//   npm run seed:demo [-- --url http://localhost:8787]
import { parseArgs } from "./lib/args";
import { seedDemo } from "./lib/demo-data";
import { waitForHealthy } from "./lib/service";

export async function seedIfEmpty(baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/properties?include_deleted=true&page_size=1`);
  const { total } = (await res.json()) as { total: number };
  if (total > 0) {
    console.log(`demo data: skipped, the database already has ${total} propert${total === 1 ? "y" : "ies"}`);
    return;
  }
  const started = Date.now();
  const result = await seedDemo((path, init) => fetch(`${baseUrl}${path}`, init), new Date().toISOString().slice(0, 10));
  console.log(`demo data: ${result.properties} properties and ${result.transactions} transactions in ${((Date.now() - started) / 1000).toFixed(1)} s (${result.files.join(", ")})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { options } = parseArgs(process.argv.slice(2));
  const baseUrl = String(options.url ?? "http://localhost:8787").replace(/\/$/, "");
  await waitForHealthy(baseUrl, 10_000);
  await seedIfEmpty(baseUrl);
}
