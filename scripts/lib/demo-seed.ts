// The demo company's seeding: its profile, properties, Airbnb and bank files and documents, loaded
// into a running service through its API (the records are in demo-data.ts, the documents' texts in
// demo-documents.ts).
import { countSearchable, DEMO_COMPANY, DEMO_PROPERTIES, demoFiles, importFile, uploadDocument, waitUntilSearchable, type Send } from "./demo-data";
import { demoDocuments } from "./demo-documents";

export interface SeedDemoOptions {
  /** Wait until every uploaded document is searchable (ingested by the queue consumer). */
  waitForDocuments?: boolean;
  /** How long to wait for that, in ms (default 120 s). */
  timeoutMs?: number;
  /** Told before each step: what it is, how many steps are done and how many there are in all. */
  progress?: (step: string, done: number, total: number) => Promise<void>;
}

/** The steps seedDemo reports through `progress`, for a loader that adds its own after them. */
export const seedDemoSteps = (today: string, waitForDocuments: boolean) => 2 + demoFiles(today).length + (waitForDocuments ? 1 : 0);

export interface SeedDemoResult {
  properties: number;
  transactions: number;
  files: string[];
  /** Documents uploaded (new or already there). */
  documents: number;
  /** Of those, how many were searchable when seeding returned (all of them when waiting). */
  searchable: number;
}

/** Seeds a running service through its API; `send` is fetch to that service (or the Worker in tests). */
export async function seedDemo(send: Send, today: string, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const total = seedDemoSteps(today, Boolean(options.waitForDocuments));
  let done = 0;
  const step = async (what: string) => options.progress?.(what, done++, total);
  await step("Saving the company profile and its properties");
  const company = await send("/api/v1/company", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(DEMO_COMPANY) });
  if (company.status !== 200) throw new Error(`saving the company profile failed: ${company.status} ${await company.text()}`);
  const companyId = ((await company.json()) as { id: string }).id;
  const ids: Record<string, string> = {};
  for (const property of DEMO_PROPERTIES) {
    const res = await send("/api/v1/properties", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(property.input) });
    if (res.status !== 201) throw new Error(`creating ${property.key} failed: ${res.status} ${await res.text()}`);
    ids[property.key] = ((await res.json()) as { id: string }).id;
  }
  const transactionIds: string[] = [];
  const files: string[] = [];
  for (const file of demoFiles(today)) {
    await step(`Importing ${file.name}`);
    const created = await importFile(send, file, ids);
    transactionIds.push(...created);
    files.push(`${file.name}: ${created.length}`);
  }
  const transactions = transactionIds.length;
  await step("Uploading the documents");
  const docIds = await uploadDocuments(send, today, ids);
  // What leaving the demo removes, and only that.
  await markDemo(send, "company", [companyId]);
  await markDemo(send, "property", Object.values(ids));
  await markDemo(send, "transaction", transactionIds);
  await markDemo(send, "document", docIds);
  if (options.waitForDocuments) await step("Reading the documents for search");
  const searchable = options.waitForDocuments ? await waitUntilSearchable(send, docIds, options.timeoutMs ?? 120_000) : await countSearchable(send, docIds);
  return { properties: DEMO_PROPERTIES.length, transactions, files, documents: docIds.length, searchable };
}

/** Uploads the demo documents through POST /api/v1/documents, as a user would; returns their ids. */
async function uploadDocuments(send: Send, today: string, propertyIds: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (const doc of demoDocuments(today)) ids.push(await uploadDocument(send, doc, propertyIds));
  return ids;
}

/** Lists records as the demo's (POST /api/v1/demo/records), in parts of at most 5,000. */
export async function markDemo(send: Send, kind: "company" | "property" | "transaction" | "document" | "obligation", ids: string[]): Promise<void> {
  for (let at = 0; at < ids.length; at += 5000) {
    const res = await send("/api/v1/demo/records", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind, ids: ids.slice(at, at + 5000) }) });
    if (res.status !== 200) throw new Error(`marking the demo's ${kind} records failed: ${res.status} ${await res.text()}`);
  }
}

/** Lists every deadline on record as the demo's: run right after the demo's deadlines are seeded into an empty database. */
export async function markDemoObligations(send: Send): Promise<number> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await send(`/api/v1/obligations?page_size=200&page=${page}`, {});
    if (res.status !== 200) throw new Error(`listing the deadlines failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { items: { id: string }[]; total: number };
    ids.push(...body.items.map((o) => o.id));
    if (body.items.length === 0 || ids.length >= body.total) break;
  }
  await markDemo(send, "obligation", ids);
  return ids.length;
}
