import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { REINDEX_RETRY_PREFIX, type DocumentState } from "../domain/document-state";
import type { DocumentVersion } from "../domain/document-types";
import type { Database } from "./client";
import { recordQueries } from "./records";
import { documents, incomingFiles, type DocumentRow, type NewDocumentRow, type NewIncomingFileRow } from "./schema";

export interface DocumentFilter {
  docTypes?: string[];
  q?: string;
  version?: DocumentVersion;
  /** Leave out versions replaced by a newer one. */
  currentOnly?: boolean;
  isSearchable?: boolean;
  state?: DocumentState;
  propertyId?: string;
  includeDeleted?: boolean;
}

/** A re-index the queue will try again is still on its way (domain/document-state). */
const retrying = sql`substr(${documents.ingestError}, 1, ${REINDEX_RETRY_PREFIX.length}) = ${REINDEX_RETRY_PREFIX}`;
const STATE_WHERE: Record<DocumentState, SQL> = {
  searchable: sql`${documents.isSearchable} = 1`,
  failed: sql`${documents.isSearchable} = 0 AND ${documents.ingestError} IS NOT NULL AND NOT (${retrying})`,
  ingesting: sql`${documents.isSearchable} = 0 AND (${documents.ingestError} IS NULL OR ${retrying})`,
};

function whereOf(filter: DocumentFilter): SQL | undefined {
  return and(
    filter.includeDeleted ? undefined : isNull(documents.deletedAt),
    filter.docTypes ? inArray(documents.docType, filter.docTypes) : undefined,
    filter.version ? eq(documents.version, filter.version) : undefined,
    filter.currentOnly ? ne(documents.version, "superseded") : undefined,
    filter.isSearchable === undefined ? undefined : eq(documents.isSearchable, filter.isSearchable),
    filter.state ? STATE_WHERE[filter.state] : undefined,
    filter.propertyId ? eq(documents.propertyId, filter.propertyId) : undefined,
    filter.q ? sql`(instr(lower(${documents.title}), lower(${filter.q})) > 0 OR instr(lower(${documents.filename}), lower(${filter.q})) > 0)` : undefined,
  );
}

/** Newest document first: by its own date (undated last), then by upload; the id breaks ties. */
export async function listDocuments(db: Database, filter: DocumentFilter, page: number, pageSize: number): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(sql`${documents.docDate} IS NULL`, desc(documents.docDate), desc(documents.createdAt), desc(documents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

const records = recordQueries(documents);

/** The ids of the live documents filed under a property other than `propertyId`: what a question about that property must not quote. */
export async function documentsOfOtherProperties(db: Database, propertyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(isNull(documents.deletedAt), sql`${documents.propertyId} IS NOT NULL`, ne(documents.propertyId, propertyId)));
  return new Set(rows.map((row) => row.id));
}

/**
 * `updated_at` for writes outside `records.patch`: now, or just after the stored value, so it still
 * strictly increases and a PATCH that read the row before this write sees its compare-and-swap fail.
 */
const touched = (now: string) =>
  sql`CASE WHEN ${documents.updatedAt} >= ${now} THEN strftime('%Y-%m-%dT%H:%M:%fZ', ${documents.updatedAt}, '+0.001 seconds') ELSE ${now} END`;

export const findDocument = records.find;
export const patchDocument = records.patch;
export const restoreDocument = records.restore;

/** The document with these bytes, deleted or not. */
export async function findDocumentByHash(db: Database, contentHash: string): Promise<DocumentRow | undefined> {
  return db.select().from(documents).where(eq(documents.contentHash, contentHash)).get();
}

const sameTitleAndType = (title: string, docType: string) => and(sql`lower(${documents.title}) = lower(${title})`, eq(documents.docType, docType));

/** Whether a live final version of this title and type is dated after `docDate`: a new upload dated earlier is an older version. */
export async function hasLaterFinal(db: Database, title: string, docType: string, docDate: string | null): Promise<boolean> {
  if (!docDate) return false;
  const later = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(sameTitleAndType(title, docType), eq(documents.version, "final"), isNull(documents.deletedAt), sql`${documents.docDate} > ${docDate}`))
    .limit(1)
    .get();
  return later !== undefined;
}

/**
 * Marks the other live final versions of a document's title and type `superseded`: a final one
 * made by upload or PATCH is the current version. `onlyIfExists` guards the batch in which the
 * document itself is inserted (nothing is superseded if the insert did not happen).
 */
function supersedeOthers(db: Database, doc: Pick<DocumentRow, "id" | "title" | "docType">, now: string) {
  return db
    .update(documents)
    .set({ version: "superseded", updatedAt: touched(now) })
    .where(
      and(
        sameTitleAndType(doc.title, doc.docType),
        eq(documents.version, "final"),
        isNull(documents.deletedAt),
        ne(documents.id, doc.id),
        sql`EXISTS (SELECT 1 FROM documents AS d WHERE d.id = ${doc.id} AND d.version = 'final' AND d.deleted_at IS NULL)`,
      ),
    );
}

export async function supersedeOtherFinals(db: Database, doc: Pick<DocumentRow, "id" | "title" | "docType">, now: string): Promise<void> {
  await supersedeOthers(db, doc, now);
}

/**
 * Inserts a document unless one with the same bytes exists (the unique content hash decides, even
 * when two uploads race), in one batch with what follows from it: older final versions superseded
 * and, for an incoming file, the link to the document it became. Returns the new row, or
 * undefined when the bytes were already a document.
 */
export async function insertDocumentOnce(db: Database, row: NewDocumentRow & { id: string }, now: string, incomingFileId: string): Promise<DocumentRow | undefined> {
  const insert = db.insert(documents).values(row).onConflictDoNothing({ target: documents.contentHash }).returning();
  const supersede = supersedeOthers(db, { id: row.id, title: row.title, docType: row.docType }, now);
  const link = db
    .update(incomingFiles)
    .set({ documentId: row.id, updatedAt: now })
    .where(and(eq(incomingFiles.id, incomingFileId), sql`EXISTS (SELECT 1 FROM documents AS d WHERE d.id = ${row.id})`));
  const [inserted] = await db.batch([insert, supersede, link]);
  return inserted[0];
}

/**
 * An upload's document and its incoming file (queued, linked to it), in one batch: both rows or
 * neither. Undefined when the bytes became a document meanwhile (a simultaneous upload): the
 * document insert then does nothing, the incoming file's reference to it fails, and the batch
 * rolls back whole.
 */
export async function insertUploadedDocument(
  db: Database,
  row: NewDocumentRow & { id: string },
  incoming: NewIncomingFileRow & { id: string },
  now: string,
): Promise<DocumentRow | undefined> {
  const insert = db.insert(documents).values(row).onConflictDoNothing({ target: documents.contentHash }).returning();
  const supersede = supersedeOthers(db, { id: row.id, title: row.title, docType: row.docType }, now);
  try {
    const [inserted] = await db.batch([insert, supersede, db.insert(incomingFiles).values({ ...incoming, documentId: row.id })]);
    return inserted[0];
  } catch (err) {
    if (await findDocumentByHash(db, row.contentHash)) return undefined;
    throw err;
  }
}

/**
 * Takes back an upload whose ingestion could not be queued: its incoming file and its document, in
 * one batch. False when that is no longer possible (another upload of the same bytes links to the
 * document by now), and then both stay.
 */
export async function removeUpload(db: Database, documentId: string, incomingFileId: string): Promise<boolean> {
  try {
    await db.batch([db.delete(incomingFiles).where(eq(incomingFiles.id, incomingFileId)), db.delete(documents).where(eq(documents.id, documentId))]);
    return true;
  } catch {
    return false;
  }
}

/** Whether any record still refers to these bytes (so their R2 object must stay). */
export async function hashInUse(db: Database, contentHash: string): Promise<boolean> {
  const [docs, files] = await db.batch([
    db.select({ id: documents.id }).from(documents).where(eq(documents.contentHash, contentHash)).limit(1),
    db.select({ id: incomingFiles.id }).from(incomingFiles).where(eq(incomingFiles.contentHash, contentHash)).limit(1),
  ]);
  return docs.length > 0 || files.length > 0;
}

/** Records what ingestion made of a live document; undefined when it was deleted meanwhile. */
export async function markIndexed(
  db: Database,
  id: string,
  stats: { pageCount: number | null; chunkCount: number; charCount: number },
  now: string,
): Promise<DocumentRow | undefined> {
  return db
    .update(documents)
    .set({ ...stats, isSearchable: true, ingestError: null, updatedAt: touched(now) })
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .returning()
    .get();
}

/** Extraction stats of a document that is not (or no longer) in the index, e.g. deleted while it was queued. */
export async function recordExtraction(db: Database, id: string, stats: { pageCount: number | null; chunkCount: number; charCount: number }, now: string): Promise<void> {
  await db.update(documents).set({ ...stats, isSearchable: false, updatedAt: touched(now) }).where(eq(documents.id, id));
}

export async function setIngestError(db: Database, id: string, error: string, now: string): Promise<void> {
  await db.update(documents).set({ ingestError: error, updatedAt: touched(now) }).where(eq(documents.id, id));
}

/** Soft-deletes a live document and takes it out of search in one write. */
export async function softDeleteDocumentUnsearchable(db: Database, id: string, now: string): Promise<DocumentRow | undefined> {
  return db
    .update(documents)
    .set({ deletedAt: now, updatedAt: touched(now), isSearchable: false })
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .returning()
    .get();
}

/**
 * Starts a failed document over, in one batch: its failed incoming files are queued again and its
 * error is cleared. Returns the files to send to the queue (none when only a re-index had failed).
 */
export async function retryDocumentIngestion(db: Database, id: string, now: string): Promise<string[]> {
  const [files] = await db.batch([
    db
      .update(incomingFiles)
      .set({ status: "queued", error: null, updatedAt: now })
      .where(and(eq(incomingFiles.documentId, id), eq(incomingFiles.status, "failed")))
      .returning({ id: incomingFiles.id }),
    db.update(documents).set({ ingestError: null, updatedAt: touched(now) }).where(eq(documents.id, id)),
  ]);
  return files.map((file) => file.id);
}

/** Undoes `retryDocumentIngestion` when the queue could not be told: the files and the document fail again with `error`. */
export async function failRetry(db: Database, id: string, fileIds: string[], error: string, now: string): Promise<void> {
  await db.batch([
    db.update(incomingFiles).set({ status: "failed", error, updatedAt: now }).where(and(inArray(incomingFiles.id, fileIds.length ? fileIds : [""]), eq(incomingFiles.status, "queued"))),
    db.update(documents).set({ ingestError: error, updatedAt: touched(now) }).where(eq(documents.id, id)),
  ]);
}
