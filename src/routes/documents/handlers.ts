import { getDb } from "../../db/client";
import {
  findDocument,
  findDocumentByHash,
  hasLaterFinal,
  insertUploadedDocument,
  listDocuments,
  patchDocument,
  failRetry,
  removeUpload,
  restoreDocument,
  retryDocumentIngestion,
  softDeleteDocumentUnsearchable,
  supersedeOtherFinals,
} from "../../db/documents";
import { insertIncomingFile, unclaim } from "../../db/incoming-files";
import type { NewDocumentRow } from "../../db/schema";
import { documentState, retryable } from "../../domain/document-state";
import { documentTypesMatching, guessDocumentType } from "../../domain/document-types";
import { newId } from "../../domain/ids";
import { MAX_METADATA_BYTES, metadataTooLarge } from "../../domain/metadata";
import { stampProvenance } from "../../domain/provenance";
import { nowIso } from "../../domain/time";
import { ApiError, patchedRow } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { log } from "../../http/log";
import { requireLiveProperty } from "../../http/references";
import { titleFromFilename } from "../../ingest/file-types";
import { sendIngest, sendReindex } from "../../ingest/messages";
import { recordUpload, storeUpload } from "../../ingest/upload";
import { changesSearchMeta, toDocument, toDocumentChanges } from "./mapping";
import type * as routes from "./routes";

const notFound = (id: string) => ApiError.notFound(`Document ${id} not found`);

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const query = c.req.valid("query");
  const { rows, total } = await listDocuments(
    getDb(c.env.DB),
    {
      docTypes: query.doc_type ? documentTypesMatching(query.doc_type) : undefined,
      q: query.q,
      version: query.version,
      isSearchable: query.is_searchable,
      state: query.state,
      propertyId: query.property_id,
      includeDeleted: query.include_deleted ?? false,
    },
    query.page,
    query.page_size,
  );
  return c.json({ items: rows.map(toDocument), total, page: query.page, page_size: query.page_size }, 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await findDocument(getDb(c.env.DB), id, c.req.valid("query").include_deleted ?? false);
  if (!row) throw notFound(id);
  return c.json(toDocument(row), 200);
};

/**
 * Upload: the document is created at once (not yet searchable) and its ingestion queued. The same
 * bytes again return the existing document (200), deleted or not, and store nothing new.
 */
export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const form = c.req.valid("form");
  const db = getDb(c.env.DB);
  await requireLiveProperty(db, form.property_id);
  const stored = await storeUpload(c.env, db, form.file);
  return recordUpload(c.env, db, stored, async () => {
    const now = nowIso();
    const title = form.title ?? titleFromFilename(stored.filename);
    const docType = form.doc_type ?? guessDocumentType(stored.filename) ?? "other";
    const docDate = form.doc_date ?? null;
    const upload = { ...stored, id: newId(), title, docType, docDate, createdAt: now, updatedAt: now };

    const existing = await findDocumentByHash(db, stored.contentHash);
    if (existing) {
      await insertIncomingFile(db, { ...upload, status: "duplicate", documentId: existing.id });
      return c.json(toDocument(existing), 200);
    }
    const wanted = form.version ?? "final";
    const version = wanted === "final" && (await hasLaterFinal(db, title, docType, docDate)) ? "superseded" : wanted;
    const row: NewDocumentRow & { id: string } = {
      id: newId(),
      title,
      docType,
      docDate,
      propertyId: form.property_id ?? null,
      version,
      filename: stored.filename,
      contentHash: stored.contentHash,
      contentType: stored.contentType,
      sizeBytes: stored.sizeBytes,
      r2Key: stored.r2Key,
      isSearchable: false,
      provenance: stampProvenance({ source_id: stored.filename }, "api", now),
      extraMetadata: {},
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    const created = await insertUploadedDocument(db, row, { ...upload, status: "queued" }, now);
    if (!created) {
      // The same bytes were uploaded at the same moment; that upload made the document.
      const winner = await findDocumentByHash(db, stored.contentHash);
      if (!winner) throw new Error(`document for ${stored.contentHash} neither inserted nor found`);
      await insertIncomingFile(db, { ...upload, status: "duplicate", documentId: winner.id });
      return c.json(toDocument(winner), 200);
    }
    try {
      await sendIngest(c.env.INGEST_QUEUE, [upload.id]);
    } catch (err) {
      log(c.env, "error", "could not queue a document upload", { request_id: c.get("requestId"), document_id: created.id, error: String(err) });
      // A document that would never become searchable is taken back, so a retry starts clean.
      if (await removeUpload(db, created.id, upload.id)) throw new ApiError(503, "The document could not be queued for ingestion, so nothing was stored; retry the upload");
      await unclaim(db, [upload.id], "pending", nowIso());
      throw new ApiError(503, `Document ${created.id} was stored but could not be queued for ingestion; POST /api/v1/chat/process-incoming queues it`);
    }
    return c.json(toDocument(created), 201);
  });
};

export const patch: AppRouteHandler<typeof routes.patch> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  await requireLiveProperty(db, body.property_id);
  let metaChanged = false;
  let versionOrKeyChanged = false;
  const outcome = await patchDocument(db, id, (current, updatedAt) => {
    const changes = toDocumentChanges(current, body, updatedAt);
    if (Object.keys(changes).length === 0) return null;
    if (changes.extraMetadata && metadataTooLarge(changes.extraMetadata)) {
      throw ApiError.invalidField(["body", "extra_metadata"], `extra_metadata must serialize to at most ${MAX_METADATA_BYTES} bytes`);
    }
    metaChanged = changesSearchMeta(changes);
    versionOrKeyChanged = changes.version !== undefined || changes.title !== undefined || changes.docType !== undefined;
    return changes;
  });
  const row = patchedRow(outcome, "Document", id);
  if (outcome.status === "updated") {
    if (versionOrKeyChanged && row.version === "final") await supersedeOtherFinals(db, row, nowIso());
    if (metaChanged && row.isSearchable) await sendReindex(c.env.INGEST_QUEUE, row.id);
  }
  return c.json(toDocument(row), 200);
};

/** Takes the document out of every search index, then soft-deletes it. Retrying a failed DELETE is safe. */
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  if (!(await findDocument(db, id))) throw notFound(id);
  await c.var.deps.searchIndexFor(c.env).removeDocument(id);
  const deleted = await softDeleteDocumentUnsearchable(db, id, nowIso());
  if (!deleted?.deletedAt) throw notFound(id);
  return c.json({ success: true as const, data: { id: deleted.id, deleted_at: deleted.deletedAt } }, 200);
};

/** Brings a deleted document back; its text goes back into the index through the queue. */
export const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const before = await findDocument(db, id, true);
  if (!before) throw notFound(id);
  const row = await restoreDocument(db, id, nowIso());
  if (!row) throw notFound(id);
  // A document never extracted is still on its way through ingestion, which indexes it then.
  if (before.deletedAt && row.charCount !== null) await sendReindex(c.env.INGEST_QUEUE, row.id);
  return c.json(toDocument(row), 200);
};

/**
 * Tries a failed document again: its failed upload is queued for ingestion once more (or, when only a
 * re-index had failed, the re-index). Anything but a failed document is 400: nothing to retry.
 */
export const retry: AppRouteHandler<typeof routes.retry> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const before = await findDocument(db, id);
  if (!before) throw notFound(id);
  const state = documentState(before);
  if (state !== "failed") throw ApiError.badRequest(`Document ${id} is ${state}: only a failed document can be retried`);
  if (!retryable(before)) throw ApiError.badRequest(`Document ${id} failed because the file itself cannot be read; a retry cannot change that: upload a fixed file`);
  const fileIds = await retryDocumentIngestion(db, id, nowIso());
  try {
    if (fileIds.length) await sendIngest(c.env.INGEST_QUEUE, fileIds);
    else await sendReindex(c.env.INGEST_QUEUE, id);
  } catch (err) {
    log(c.env, "error", "could not queue a document retry", { request_id: c.get("requestId"), document_id: id, error: String(err) });
    await failRetry(db, id, fileIds, before.ingestError ?? "The retry could not be queued", nowIso());
    throw new ApiError(503, `Document ${id} could not be queued for another try; it is still failed, retry later`);
  }
  const row = await findDocument(db, id);
  if (!row) throw notFound(id);
  return c.json(toDocument(row), 202);
};

const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** The original bytes with their content type; HTML is a download, never rendered on this origin. */
export const file: AppRouteHandler<typeof routes.file> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await findDocument(getDb(c.env.DB), id, c.req.valid("query").include_deleted ?? false);
  if (!row) throw notFound(id);
  const object = await c.env.FILES.get(row.r2Key);
  if (!object) throw ApiError.notFound(`The original file of document ${id} is missing from storage`);
  const disposition = row.contentType.startsWith("text/html") ? "attachment" : "inline";
  const ascii = row.filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return c.body(object.body, 200, {
    "content-type": row.contentType,
    "content-length": String(object.size),
    "content-disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(row.filename)}`,
    etag: `"${row.contentHash}"`,
    "cache-control": "private, max-age=0, must-revalidate",
  });
};
