import type { Database } from "../db/client";
import type { DocumentChunkRow } from "../db/schema";
import { queryTerms } from "./text";
import type { SearchFilters } from "./types";

export interface LexicalMatch {
  id: string;
  /** FTS5's bm25, negated so that larger is better. */
  score: number;
  /** The chunk's row, for the best matches (see lexicalStatement). */
  row?: DocumentChunkRow;
}

/**
 * An FTS5 MATCH expression: any of the query's words (each quoted, so nothing in a user's text is
 * read as FTS5 syntax). All words at once would miss a passage that paraphrases one of them.
 */
export function ftsQuery(text: string): string | null {
  const terms = queryTerms(text);
  return terms.length ? terms.map((term) => `"${term}"`).join(" OR ") : null;
}

/** A chunk's row as the columns of CHUNK_COLUMNS, in order. */
export type ChunkCells = [number, string, string, number, string, string | null, number | null, number, number, string, string, string | null];

/** A chunk's row from its columns as `lexicalStatement` and `CHUNK_COLUMNS` list them. */
export function chunkRow([rowid, id, documentId, chunkIndex, text, heading, page, charStart, charEnd, title, docType, docDate]: ChunkCells): DocumentChunkRow {
  return { rowid, id, documentId, chunkIndex, text, heading, page, charStart, charEnd, title, docType, docDate };
}

export const CHUNK_COLUMNS = "c.rowid, c.id, c.document_id, c.chunk_index, c.text, c.heading, c.page, c.char_start, c.char_end, c.title, c.doc_type, c.doc_date";

/**
 * The statement that ranks chunks by BM25 (porter-stemmed), optionally within one document, type or
 * date range, or null when the text has no searchable word. The best `withRows` matches come with
 * their whole row (read them with `readLexical`), so a search whose answer is among them needs no
 * second read; the others bring only their id.
 */
export function lexicalStatement(db: Database, text: string, options: SearchFilters & { topK: number; withRows?: number }): D1PreparedStatement | null {
  const match = ftsQuery(text);
  if (!match) return null;
  const filters: string[] = [];
  const params: unknown[] = [match];
  if (options.documentId) {
    filters.push("c.document_id = ?");
    params.push(options.documentId);
  }
  if (options.docType) {
    // A type ("formation:articles") or a group ("formation") of types.
    filters.push("(c.doc_type = ? OR c.doc_type LIKE ?)");
    params.push(options.docType, `${options.docType}:%`);
  }
  if (options.startDate) {
    filters.push("c.doc_date >= ?");
    params.push(options.startDate);
  }
  if (options.endDate) {
    filters.push("c.doc_date <= ?");
    params.push(options.endDate);
  }
  params.push(options.topK);
  // A number of ours, never user text: written into the statement.
  const withRows = Math.max(0, Math.floor(options.withRows ?? 0));
  // Title and heading count, but less than the passage itself. Without filters, the best matches are
  // ranked in the FTS index alone and only they are joined to their chunks; a filter needs the
  // chunk's columns, so then every match is joined first.
  const bm25 = "bm25(document_chunks_fts, 1.0, 0.5, 0.3)";
  const ranked = filters.length
    ? `SELECT c.rowid AS rowid, ${bm25} AS rank
       FROM document_chunks_fts JOIN document_chunks c ON c.rowid = document_chunks_fts.rowid
       WHERE document_chunks_fts MATCH ?${filters.map((f) => ` AND ${f}`).join("")}
       ORDER BY rank LIMIT ?`
    : `SELECT rowid, ${bm25} AS rank FROM document_chunks_fts WHERE document_chunks_fts MATCH ? ORDER BY rank LIMIT ?`;
  const cells = CHUNK_COLUMNS.split(", ")
    .slice(2)
    .map((column) => `CASE WHEN m.n <= ${withRows} THEN ${column} END`)
    .join(", ");
  return db.$client
    .prepare(
      `WITH m AS (SELECT rowid, rank, row_number() OVER (ORDER BY rank) AS n FROM (${ranked}))
       SELECT m.rank, c.rowid, c.id, ${cells}
       FROM m JOIN document_chunks c ON c.rowid = m.rowid ORDER BY m.rank`,
    )
    .bind(...params);
}

/** The matches of a lexical statement's result (its rows as arrays), best first. */
export function readLexical(rows: unknown[][]): LexicalMatch[] {
  return rows.map(([rank, ...cells]) => {
    const row = cells as ChunkCells;
    return { id: row[1], score: -(rank as number), row: row[4] === null ? undefined : chunkRow(row) };
  });
}

/** Chunks ranked by BM25, read on their own (see lexicalStatement). */
export async function lexicalSearch(db: Database, text: string, options: SearchFilters & { topK: number; withRows?: number }): Promise<LexicalMatch[]> {
  const statement = lexicalStatement(db, text, options);
  return statement ? readLexical(await statement.raw()) : [];
}
