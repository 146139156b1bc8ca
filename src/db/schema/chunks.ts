import { blob, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The search index's own copy of each chunk. Title, type and date are copied from the document so
 * that search filters and answers without a join; `indexDocument` rewrites them when they change.
 * The rowid feeds the FTS5 table `document_chunks_fts` (hand-written migration, kept in sync by
 * triggers).
 */
export const documentChunks = sqliteTable(
  "document_chunks",
  {
    rowid: integer("rowid").primaryKey({ autoIncrement: true }),
    id: text("id").notNull().unique(),
    documentId: text("document_id").notNull(),
    chunkIndex: integer("chunk_index").notNull(),
    text: text("text").notNull(),
    heading: text("heading"),
    page: integer("page"),
    charStart: integer("char_start").notNull(),
    charEnd: integer("char_end").notNull(),
    title: text("title").notNull(),
    docType: text("doc_type").notNull(),
    docDate: text("doc_date"),
  },
  (t) => [index("document_chunks_document_idx").on(t.documentId, t.chunkIndex), index("document_chunks_type_idx").on(t.docType)],
);

/** The embedded profile's vector index: one float32 vector per chunk, compared in the Worker. */
export const chunkVectors = sqliteTable(
  "chunk_vectors",
  {
    chunkId: text("chunk_id").primaryKey(),
    documentId: text("document_id").notNull(),
    docType: text("doc_type").notNull(),
    vector: blob("vector", { mode: "buffer" }).notNull(),
  },
  (t) => [index("chunk_vectors_document_idx").on(t.documentId), index("chunk_vectors_type_idx").on(t.docType)],
);

export type DocumentChunkRow = typeof documentChunks.$inferSelect;
