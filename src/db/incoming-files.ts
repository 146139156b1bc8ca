import { FILE_FAULT_PREFIX } from "../domain/document-state";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { incomingFiles, type IncomingFileRow, type IncomingFileStatus, type NewIncomingFileRow } from "./schema";

/** Statuses in which a file still has work ahead of it (a queued message, or one being handled). */
export const OPEN_STATUSES = ["pending", "queued", "processing"] as const satisfies IncomingFileStatus[];
/** Statuses a queue message may (re)start from: a redelivered message finds its file `processing`. */
const STARTABLE: IncomingFileStatus[] = ["pending", "queued", "processing"];

export async function insertIncomingFile(db: Database, row: NewIncomingFileRow): Promise<IncomingFileRow> {
  const [created] = await db.insert(incomingFiles).values(row).returning();
  if (!created) throw new Error("insert returned no row");
  return created;
}

export async function findIncomingFile(db: Database, id: string): Promise<IncomingFileRow | undefined> {
  return db.select().from(incomingFiles).where(eq(incomingFiles.id, id)).get();
}

/** Newest upload first; the id breaks ties. */
export async function listIncomingFiles(
  db: Database,
  filter: { statuses?: IncomingFileStatus[] },
  page: number,
  pageSize: number,
): Promise<{ rows: IncomingFileRow[]; total: number }> {
  const where = filter.statuses ? inArray(incomingFiles.status, filter.statuses) : undefined;
  const [rows, totals] = await db.batch([
    db.select().from(incomingFiles).where(where).orderBy(desc(incomingFiles.createdAt), desc(incomingFiles.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(incomingFiles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Some stored version of these bytes, whose R2 object a new upload of them can share. */
export async function storedKeyOf(db: Database, contentHash: string): Promise<string | undefined> {
  const row = await db.select({ r2Key: incomingFiles.r2Key }).from(incomingFiles).where(eq(incomingFiles.contentHash, contentHash)).limit(1).get();
  return row?.r2Key;
}

/**
 * Moves files from `from` to `queued` and returns their ids. Compare-and-swap on the status, so two
 * requests at once never queue one file twice.
 */
export async function claimForQueue(db: Database, from: IncomingFileStatus[], now: string): Promise<string[]> {
  // A file that failed through its own fault (unreadable, a zip bomb) is never queued again.
  const fileFault = sql`${incomingFiles.status} = 'failed' AND substr(${incomingFiles.error}, 1, ${FILE_FAULT_PREFIX.length}) = ${FILE_FAULT_PREFIX}`;
  const rows = await db
    .update(incomingFiles)
    .set({ status: "queued", error: null, updatedAt: now })
    .where(and(inArray(incomingFiles.status, from), sql`NOT (${fileFault})`))
    .returning({ id: incomingFiles.id, createdAt: incomingFiles.createdAt });
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)).map((row) => row.id);
}

/** Puts files back where they were when their messages could not be sent. */
export async function unclaim(db: Database, ids: string[], status: IncomingFileStatus, now: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 90) {
    await db.update(incomingFiles).set({ status, updatedAt: now }).where(inArray(incomingFiles.id, ids.slice(i, i + 90)));
  }
}

/** Starts handling a file: `processing`, one more attempt. Undefined when its status says there is nothing to do. */
export async function startProcessing(db: Database, id: string, now: string): Promise<IncomingFileRow | undefined> {
  return db
    .update(incomingFiles)
    .set({ status: "processing", attempts: sql`${incomingFiles.attempts} + 1`, updatedAt: now })
    .where(and(eq(incomingFiles.id, id), inArray(incomingFiles.status, STARTABLE)))
    .returning()
    .get();
}

type Outcome = { status: "processed" | "duplicate"; documentId: string } | { status: "failed"; error: string } | { status: "queued"; error: string };

/**
 * Records how handling ended: processed or duplicate (with the document), failed (with the reason),
 * or back to queued with the error while the queue retries. A file already finished stays finished.
 */
export async function finishFile(db: Database, id: string, outcome: Outcome, now: string): Promise<void> {
  const values =
    "documentId" in outcome
      ? { status: outcome.status, documentId: outcome.documentId, error: null, updatedAt: now }
      : { status: outcome.status, error: outcome.error.slice(0, 2000), updatedAt: now };
  await db
    .update(incomingFiles)
    .set(values)
    .where(and(eq(incomingFiles.id, id), inArray(incomingFiles.status, STARTABLE)));
}
