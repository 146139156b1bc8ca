import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { documents } from "./documents";

export const INCOMING_FILE_STATUSES = ["pending", "queued", "processing", "processed", "duplicate", "failed"] as const;
export type IncomingFileStatus = (typeof INCOMING_FILE_STATUSES)[number];

/**
 * An uploaded file on its way to becoming a document: pending -> queued -> processing ->
 * processed | duplicate | failed. The original stays in R2 whatever happens.
 */
export const incomingFiles = sqliteTable(
  "incoming_files",
  {
    id: text("id").primaryKey(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    contentHash: text("content_hash").notNull(),
    r2Key: text("r2_key").notNull(),
    // What the document will be: as sent with the upload, else guessed from the file name.
    docType: text("doc_type").notNull(),
    title: text("title").notNull(),
    docDate: text("doc_date"),
    status: text("status", { enum: INCOMING_FILE_STATUSES }).notNull().default("pending"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    // The document this file became (processed), or already was (duplicate; uploads through /documents).
    documentId: text("document_id").references(() => documents.id),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("incoming_files_status_created_idx").on(t.status, t.createdAt), index("incoming_files_hash_idx").on(t.contentHash)],
);

export type IncomingFileRow = typeof incomingFiles.$inferSelect;
export type NewIncomingFileRow = typeof incomingFiles.$inferInsert;
