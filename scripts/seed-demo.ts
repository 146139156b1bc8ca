// Loads the demo company (its profile, three properties, their Airbnb and bank files since January of
// last year, and six company documents) into a running service through its API: the same validation,
// import, de-duplication and upload queue as a user. Waits until every document is searchable.
//
//   npm run seed:demo [-- --url http://localhost:8787]
import { parseArgs } from "./lib/args";
import { completePastObligations } from "./lib/demo-data";
import { markDemoObligations, seedDemo, seedDemoSteps } from "./lib/demo-seed";
import { waitForHealthy } from "./lib/service";

/** Reports the demo loader's progress (PUT /api/v1/demo/loading), or that the load is over (DELETE). */
export async function reportLoading(baseUrl: string, progress: { step: string; done: number; total: number } | null): Promise<void> {
  const res = progress
    ? await fetch(`${baseUrl}/api/v1/demo/loading`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(progress) })
    : await fetch(`${baseUrl}/api/v1/demo/loading`, { method: "DELETE" });
  if (res.status !== 200) throw new Error(`reporting the demo's progress failed: ${res.status} ${await res.text()}`);
}

/**
 * Loads the demo company when the database has no properties; returns whether it did. The app shows
 * "Loading the demo company" from before the first record until the load is over: with
 * `deadlinesNext`, the caller adds the year's deadlines and ends it (completeDemoObligations).
 */
export async function seedIfEmpty(baseUrl: string, deadlinesNext = false): Promise<boolean> {
  const res = await fetch(`${baseUrl}/api/v1/properties?include_deleted=true&page_size=1`);
  const { total } = (await res.json()) as { total: number };
  if (total > 0) {
    console.log(`demo data: skipped, the database already has ${total} propert${total === 1 ? "y" : "ies"}`);
    return false;
  }
  const started = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  const steps = seedDemoSteps(today, true) + (deadlinesNext ? 1 : 0);
  try {
    const result = await seedDemo((path, init) => fetch(`${baseUrl}${path}`, init), today, {
      waitForDocuments: true,
      timeoutMs: 120_000,
      progress: (step, done) => reportLoading(baseUrl, { step, done, total: steps }),
    });
    console.log(
      `demo data: ${result.properties} properties, ${result.transactions} transactions and ${result.documents} documents (${result.searchable} searchable) in ${((Date.now() - started) / 1000).toFixed(1)} s (${result.files.join(", ")})`,
    );
    await reportLoading(baseUrl, deadlinesNext ? { step: "Adding this year's deadlines", done: steps - 1, total: steps } : null);
  } catch (error) {
    await reportLoading(baseUrl, null).catch(() => undefined);
    throw error;
  }
  return true;
}

/** Completes the demo's obligations that fell due more than 30 days ago, as a company that keeps up would have. */
export async function completeDemoObligations(baseUrl: string): Promise<void> {
  const send = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  const completed = await completePastObligations(send, new Date().toISOString().slice(0, 10));
  const marked = await markDemoObligations(send);
  console.log(`demo data: ${completed} obligations due more than 30 days ago marked completed (next year's created); ${marked} deadlines are the demo's`);
  // The demo is whole: the app shows it.
  await reportLoading(baseUrl, null);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { options } = parseArgs(process.argv.slice(2));
  const baseUrl = String(options.url ?? "http://localhost:8787").replace(/\/$/, "");
  await waitForHealthy(baseUrl, 10_000);
  await seedIfEmpty(baseUrl);
}
