import type { Database } from "./client";
import { chunks, PER_STATEMENT } from "./plain";

/**
 * The demo company's records: which rows the demo was loaded with (table `demo_records`), how many
 * of them are still live, and their removal. Only rows listed there are ever removed, so a record a
 * user added, on a demo property or not, stays.
 */

export const DEMO_KINDS = ["company", "property", "transaction", "document", "obligation"] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** Each kind's table. */
const TABLES: Record<DemoKind, string> = { company: "company", property: "properties", transaction: "transactions", document: "documents", obligation: "obligations" };



/** Marks live rows of one kind as the demo's; returns how many of the ids are live rows of it (the others are not marked). */
export async function markDemo(db: Database, kind: DemoKind, ids: string[]): Promise<{ marked: number; missing: string[] }> {
  const d1 = db.$client;
  const unique = [...new Set(ids)];
  const live = new Set<string>();
  for (const part of chunks(unique, PER_STATEMENT)) {
    const found = await d1.prepare(`SELECT "id" FROM "${TABLES[kind]}" WHERE "deleted_at" IS NULL AND "id" IN (${part.map(() => "?").join(",")})`).bind(...part).all<{ id: string }>();
    for (const row of found.results) live.add(row.id);
  }
  const missing = unique.filter((id) => !live.has(id));
  if (missing.length > 0) return { marked: 0, missing };
  const inserts = chunks(unique, PER_STATEMENT / 2).map((part) => d1.prepare(`INSERT OR IGNORE INTO "demo_records" ("kind", "id") VALUES ${part.map(() => "(?, ?)").join(", ")}`).bind(...part.flatMap((id) => [kind, id])));
  if (inserts.length > 0) await d1.batch(inserts);
  return { marked: unique.length, missing: [] };
}

/** How many of the demo's records of each kind are live. */
export async function demoCounts(db: Database): Promise<Record<DemoKind, number>> {
  const d1 = db.$client;
  const results = await d1.batch(
    DEMO_KINDS.map((kind) => d1.prepare(`SELECT count(*) AS n FROM "${TABLES[kind]}" WHERE "deleted_at" IS NULL AND "id" IN (SELECT "id" FROM "demo_records" WHERE "kind" = ?)`).bind(kind)),
  );
  return Object.fromEntries(DEMO_KINDS.map((kind, i) => [kind, (results[i]!.results[0] as { n: number }).n])) as Record<DemoKind, number>;
}

/** The demo's live documents, which leave the search index before they are removed. */
export async function demoDocumentIds(db: Database): Promise<string[]> {
  const rows = await db.$client.prepare(`SELECT "id" FROM "documents" WHERE "deleted_at" IS NULL AND "id" IN (SELECT "id" FROM "demo_records" WHERE "kind" = 'document')`).all<{ id: string }>();
  return rows.results.map((row) => row.id);
}

/**
 * Soft-deletes every live record of the demo and removes its company profile, in one batch (one
 * transaction): the ledger's totals, the search's flags and the records' versions follow through
 * their triggers as for any delete. The list of demo records is emptied, so what is left is the
 * user's own.
 */
export async function removeDemo(db: Database, now: string): Promise<Record<DemoKind, number>> {
  const d1 = db.$client;
  const removed = await demoCounts(db);
  const soft = (kind: DemoKind, extra = "") =>
    d1.prepare(`UPDATE "${TABLES[kind]}" SET "deleted_at" = ?, "updated_at" = ?${extra} WHERE "deleted_at" IS NULL AND "id" IN (SELECT "id" FROM "demo_records" WHERE "kind" = ?)`).bind(now, now, kind);
  await d1.batch([
    soft("transaction"),
    soft("obligation"),
    soft("document", `, "is_searchable" = 0`),
    soft("property"),
    // The profile is one row, read whether deleted or not: the demo's is removed whole, and the next PUT makes the user's.
    d1.prepare(`DELETE FROM "company" WHERE "id" IN (SELECT "id" FROM "demo_records" WHERE "kind" = 'company')`),
    d1.prepare(`DELETE FROM "demo_records"`),
  ]);
  return removed;
}

/** The demo loader's progress while it runs. */
export interface DemoLoading {
  step: string;
  done: number;
  total: number;
  started_at: string;
  updated_at: string;
}

/** A loader that has said nothing for this long has stopped (its process ended): the app no longer waits. */
export const DEMO_LOADING_STALE_MS = 5 * 60_000;

/** The loader's progress, or null when nothing is loading (or the loader went quiet). */
export async function demoLoading(db: Database, now: string): Promise<DemoLoading | null> {
  const row = await db.$client.prepare(`SELECT "step", "done", "total", "started_at", "updated_at" FROM "demo_loading" WHERE "id" = 1`).first<DemoLoading>();
  if (!row || Date.parse(now) - Date.parse(row.updated_at) > DEMO_LOADING_STALE_MS) return null;
  return row;
}

/** Records the loader's progress; the first call starts the load. */
export async function setDemoLoading(db: Database, progress: { step: string; done: number; total: number }, now: string): Promise<DemoLoading> {
  await db.$client
    .prepare(`INSERT INTO "demo_loading" ("id", "step", "done", "total", "started_at", "updated_at") VALUES (1, ?, ?, ?, ?, ?) ON CONFLICT ("id") DO UPDATE SET "step" = excluded."step", "done" = excluded."done", "total" = excluded."total", "updated_at" = excluded."updated_at"`)
    .bind(progress.step, progress.done, progress.total, now, now)
    .run();
  return (await demoLoading(db, now))!;
}

/** The load is over (finished or given up). */
export async function clearDemoLoading(db: Database): Promise<void> {
  await db.$client.prepare(`DELETE FROM "demo_loading"`).run();
}
