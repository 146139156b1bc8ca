import { getDb } from "../../db/client";
import { claimForQueue, insertIncomingFile, listIncomingFiles, unclaim } from "../../db/incoming-files";
import type { IncomingFileRow, IncomingFileStatus } from "../../db/schema";
import { guessDocumentType } from "../../domain/document-types";
import { newId } from "../../domain/ids";
import { nowIso } from "../../domain/time";
import type { AppRouteHandler } from "../../http/handler";
import { titleFromFilename } from "../../ingest/file-types";
import { sendIngest } from "../../ingest/messages";
import { recordUpload, storeUpload } from "../../ingest/upload";
import type * as routes from "./routes";
import type { IncomingFile } from "./schemas";

export function toIncomingFile(row: IncomingFileRow): IncomingFile {
  return {
    id: row.id,
    filename: row.filename,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    content_hash: row.contentHash,
    doc_type: row.docType,
    title: row.title,
    doc_date: row.docDate,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    document_id: row.documentId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const form = c.req.valid("form");
  const db = getDb(c.env.DB);
  const stored = await storeUpload(c.env, db, form.file);
  const now = nowIso();
  const row = await recordUpload(c.env, db, stored, () => insertIncomingFile(db, {
    id: newId(),
    filename: stored.filename,
    contentType: stored.contentType,
    sizeBytes: stored.sizeBytes,
    contentHash: stored.contentHash,
    r2Key: stored.r2Key,
    docType: form.doc_type ?? guessDocumentType(stored.filename) ?? "other",
    title: form.title ?? titleFromFilename(stored.filename),
    docDate: form.doc_date ?? null,
    status: "pending",
    createdAt: now,
    updatedAt: now,
  }));
  return c.json(toIncomingFile(row), 201);
};

export const incomingFiles: AppRouteHandler<typeof routes.incomingFiles> = async (c) => {
  const query = c.req.valid("query");
  const { rows, total } = await listIncomingFiles(getDb(c.env.DB), { statuses: query.status }, query.page, query.page_size);
  return c.json({ items: rows.map(toIncomingFile), total, page: query.page, page_size: query.page_size }, 200);
};

export const processIncoming: AppRouteHandler<typeof routes.processIncoming> = async (c) => {
  const db = getDb(c.env.DB);
  const from: IncomingFileStatus[] = c.req.valid("query").retry_failed ? ["pending", "failed"] : ["pending"];
  const ids = await claimForQueue(db, from, nowIso());
  try {
    await sendIngest(c.env.INGEST_QUEUE, ids);
  } catch (err) {
    // Nothing is lost: the files are pending again, and the next call queues them.
    await unclaim(db, ids, "pending", nowIso());
    throw err;
  }
  return c.json({ success: true as const, data: { queued: ids.length, file_ids: ids } }, 202);
};
