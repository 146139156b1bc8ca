import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DOCUMENT_VERSIONS } from "../../domain/document-types";
import { recordColumns } from "./columns";
import { properties } from "./properties";

/**
 * A business document: its metadata, where the original lies in R2 and what ingestion made of it.
 * The search side joins this table by `id` (title, doc_type, doc_date, deleted_at, is_searchable).
 */
export const documents = sqliteTable(
  "documents",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    docType: text("doc_type").notNull(),
    docDate: text("doc_date"),
    // The property the document is about (a deed, its policy, a lease); null for company documents.
    propertyId: text("property_id").references(() => properties.id),
    version: text("version", { enum: DOCUMENT_VERSIONS }).notNull().default("final"),
    filename: text("filename").notNull(),
    // SHA-256 of the bytes: the same bytes never make a second document, deleted ones included.
    contentHash: text("content_hash").notNull().unique(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    r2Key: text("r2_key").notNull(),
    isSearchable: integer("is_searchable", { mode: "boolean" }).notNull().default(false),
    // Null until ingestion has read the document.
    pageCount: integer("page_count"),
    chunkCount: integer("chunk_count"),
    charCount: integer("char_count"),
    // Why the last ingestion or re-index failed; null once one succeeds.
    ingestError: text("ingest_error"),
    ...recordColumns(),
  },
  (t) => [
    index("documents_deleted_date_idx").on(t.deletedAt, t.docDate, t.createdAt),
    index("documents_type_idx").on(t.docType),
    index("documents_property_idx").on(t.propertyId),
    // Versions are matched by title and type, ignoring case.
    index("documents_title_type_idx").on(sql`lower(${t.title})`, t.docType),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
