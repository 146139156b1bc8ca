import type { Database } from "../db/client";
import { findDocument, findDocumentByHash, hasLaterFinal, insertDocumentOnce, markIndexed, recordExtraction, setIngestError } from "../db/documents";
import { finishFile, startProcessing } from "../db/incoming-files";
import type { DocumentRow, IncomingFileRow } from "../db/schema";
import { newId } from "../domain/ids";
import { stampProvenance } from "../domain/provenance";
import { nowIso } from "../domain/time";
import { chunkId, type ChunkRecord, type DocumentMeta, type SearchIndex } from "../domain/search-index";
import { chunkText } from "./chunker";
import { FILE_FAULT_PREFIX } from "../domain/document-state";
import { extractText, UnreadableFile, type ExtractedText } from "./extract";
import { kindOfContentType } from "./file-types";

export interface IngestDeps {
  db: Database;
  files: R2Bucket;
  index: SearchIndex;
}

/** A failure that no retry can change (unreadable file, missing original): the file fails at once. */
export class PermanentFailure extends Error {
  override readonly name = "PermanentFailure";
}

export const isPermanent = (err: unknown): err is Error => err instanceof PermanentFailure || err instanceof UnreadableFile;

export type IngestResult =
  | { outcome: "processed"; documentId: string; chunks: number }
  | { outcome: "duplicate"; documentId: string }
  | { outcome: "failed"; error: string }
  | { outcome: "removed"; documentId: string }
  | { outcome: "skipped"; reason: string };

export function documentMeta(doc: Pick<DocumentRow, "id" | "title" | "docType" | "docDate">): DocumentMeta {
  return { id: doc.id, title: doc.title, docType: doc.docType, docDate: doc.docDate };
}

/** Reads an original from R2 and extracts its text; the reasons it cannot are permanent. */
async function readText(files: R2Bucket, key: string, contentType: string): Promise<ExtractedText> {
  const kind = kindOfContentType(contentType);
  if (!kind) throw new PermanentFailure(`Unsupported content type ${contentType}`);
  const object = await files.get(key);
  if (!object) throw new PermanentFailure(`The original is missing from storage (${key})`);
  return extractText(kind, new Uint8Array(await object.arrayBuffer()));
}

/** The chunks of a document's text, as the index takes them. */
export function chunkRecords(documentId: string, extracted: ExtractedText): ChunkRecord[] {
  return chunkText(extracted).map((chunk) => ({
    id: chunkId(documentId, chunk.index),
    documentId,
    chunkIndex: chunk.index,
    text: chunk.text,
    page: chunk.page,
    charStart: chunk.charStart,
    charEnd: chunk.charEnd,
    heading: chunk.heading,
  }));
}

/**
 * Puts a document's chunks in the index with its current metadata and marks it searchable. A
 * document deleted before or during this stays out of the index.
 */
async function indexText(deps: IngestDeps, doc: DocumentRow, extracted: ExtractedText): Promise<IngestResult> {
  const chunks = chunkRecords(doc.id, extracted);
  const stats = { pageCount: extracted.pages?.length ?? null, chunkCount: chunks.length, charCount: extracted.text.length };
  if (doc.deletedAt) {
    await recordExtraction(deps.db, doc.id, stats, nowIso());
    return { outcome: "removed", documentId: doc.id };
  }
  await deps.index.indexDocument(documentMeta(doc), chunks);
  if (!(await markIndexed(deps.db, doc.id, stats, nowIso()))) {
    // Deleted while it was being indexed: the delete's own removal may have run before ours was added.
    await deps.index.removeDocument(doc.id);
    await recordExtraction(deps.db, doc.id, stats, nowIso());
    return { outcome: "removed", documentId: doc.id };
  }
  return { outcome: "processed", documentId: doc.id, chunks: chunks.length };
}

function newDocumentFor(file: IncomingFileRow, version: "final" | "superseded", now: string) {
  return {
    id: newId(),
    title: file.title,
    docType: file.docType,
    docDate: file.docDate,
    version,
    filename: file.filename,
    contentHash: file.contentHash,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    r2Key: file.r2Key,
    isSearchable: false,
    provenance: stampProvenance({ source_type: "document_ingestion", source_id: file.filename, notes: `incoming file ${file.id}` }, "document_ingestion", now),
    extraMetadata: {},
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

async function duplicateOf(deps: IngestDeps, file: IncomingFileRow, documentId: string): Promise<IngestResult> {
  await finishFile(deps.db, file.id, { status: "duplicate", documentId }, nowIso());
  return { outcome: "duplicate", documentId };
}

async function ingestClaimed(deps: IngestDeps, file: IncomingFileRow): Promise<IngestResult> {
  // A file that already has its document (uploaded through /documents, or an earlier attempt made
  // it) carries on with that one; any other file whose bytes are a document is a duplicate.
  if (!file.documentId) {
    const existing = await findDocumentByHash(deps.db, file.contentHash);
    if (existing) return duplicateOf(deps, file, existing.id);
  }
  const extracted = await readText(deps.files, file.r2Key, file.contentType);
  let doc: DocumentRow | undefined;
  if (file.documentId) {
    doc = await findDocument(deps.db, file.documentId, true);
    if (!doc) throw new PermanentFailure(`Document ${file.documentId} no longer exists`);
  } else {
    const later = await hasLaterFinal(deps.db, file.title, file.docType, file.docDate);
    doc = await insertDocumentOnce(deps.db, newDocumentFor(file, later ? "superseded" : "final", nowIso()), nowIso(), file.id);
    if (!doc) {
      // Another upload of the same bytes made the document first.
      const existing = await findDocumentByHash(deps.db, file.contentHash);
      if (!existing) throw new Error(`document for ${file.contentHash} neither inserted nor found`);
      return duplicateOf(deps, file, existing.id);
    }
  }
  const result = await indexText(deps, doc, extracted);
  await finishFile(deps.db, file.id, { status: "processed", documentId: doc.id }, nowIso());
  return result;
}

/** Marks a file failed with the reason (and its document, when it has one). The original stays in R2. */
export async function failFile(db: Database, file: Pick<IncomingFileRow, "id" | "documentId">, error: string): Promise<void> {
  await finishFile(db, file.id, { status: "failed", error }, nowIso());
  if (file.documentId) await setIngestError(db, file.documentId, error, nowIso());
}

/**
 * Handles an `ingest` message: incoming file -> R2 -> text -> chunks -> index, then the document
 * is searchable. A file already processed (or duplicate, or failed) is left as it is, so a message
 * delivered twice changes nothing. Permanent failures mark the file failed here; anything else
 * is thrown for the queue to retry.
 */
export async function ingestIncomingFile(deps: IngestDeps, incomingFileId: string): Promise<IngestResult> {
  const file = await startProcessing(deps.db, incomingFileId, nowIso());
  if (!file) return { outcome: "skipped", reason: `incoming file ${incomingFileId} has nothing to do (missing or finished)` };
  try {
    return await ingestClaimed(deps, file);
  } catch (err) {
    if (!isPermanent(err)) throw err;
    await failFile(deps.db, file, fileFault(err));
    return { outcome: "failed", error: fileFault(err) };
  }
}

/** A permanent failure's reason, marked as the file's fault (domain/document-state). */
const fileFault = (err: Error) => `${FILE_FAULT_PREFIX}${err.message}`;

/**
 * Handles a `reindex` message: the document's chunks go back into the index with its current
 * title, type and date (after a restore or a metadata change); a deleted document leaves it.
 */
export async function reindexDocument(deps: IngestDeps, documentId: string): Promise<IngestResult> {
  const doc = await findDocument(deps.db, documentId, true);
  if (!doc) return { outcome: "skipped", reason: `document ${documentId} does not exist` };
  if (doc.deletedAt) {
    await deps.index.removeDocument(doc.id);
    return { outcome: "removed", documentId: doc.id };
  }
  try {
    return await indexText(deps, doc, await readText(deps.files, doc.r2Key, doc.contentType));
  } catch (err) {
    if (!isPermanent(err)) throw err;
    await setIngestError(deps.db, doc.id, fileFault(err), nowIso());
    return { outcome: "failed", error: fileFault(err) };
  }
}
