import type { Database } from "../db/client";
import type { DocumentChunkRow } from "../db/schema";
import { RRF_K } from "./fusion";
import { queryTerms } from "./text";
import type { SearchFilters } from "../domain/search-index";

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

/** The filters of a search as SQL conditions on the chunk `c`, with their parameters. */
function chunkFilters(options: SearchFilters): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (options.documentId) {
    conditions.push("c.document_id = ?");
    params.push(options.documentId);
  }
  if (options.docType) {
    // A type ("formation:articles") or a group ("formation") of types.
    conditions.push("(c.doc_type = ? OR c.doc_type LIKE ?)");
    params.push(options.docType, `${options.docType}:%`);
  }
  if (options.startDate) {
    conditions.push("c.doc_date >= ?");
    params.push(options.startDate);
  }
  if (options.endDate) {
    conditions.push("c.doc_date <= ?");
    params.push(options.endDate);
  }
  return { conditions, params };
}

/**
 * The query ranking the best `topK` chunks by BM25 (porter-stemmed) within the filters, as rows of
 * (rowid, rank), best first. Title and heading count, but less than the passage itself. Without
 * filters, the matches are ranked in the FTS index alone; a filter needs the chunk's columns, so then
 * every match is joined first.
 */
function bm25Ranking(match: string, options: SearchFilters & { topK: number }): { sql: string; params: unknown[] } {
  const filters = chunkFilters(options);
  const bm25 = "bm25(document_chunks_fts, 1.0, 0.5, 0.3)";
  const sql = filters.conditions.length
    ? `SELECT c.rowid AS rowid, ${bm25} AS rank
       FROM document_chunks_fts JOIN document_chunks c ON c.rowid = document_chunks_fts.rowid
       WHERE document_chunks_fts MATCH ?${filters.conditions.map((f) => ` AND ${f}`).join("")}
       ORDER BY rank LIMIT ?`
    : `SELECT rowid, ${bm25} AS rank FROM document_chunks_fts WHERE document_chunks_fts MATCH ? ORDER BY rank LIMIT ?`;
  return { sql, params: [match, ...filters.params, options.topK] };
}

/**
 * The statement that ranks chunks by BM25, optionally within one document, type or date range, or
 * null when the text has no searchable word. The best `withRows` matches come with their whole row
 * (read them with `readLexical`), so a search whose answer is among them needs no second read; the
 * others bring only their id.
 */
export function lexicalStatement(db: Database, text: string, options: SearchFilters & { topK: number; withRows?: number }): D1PreparedStatement | null {
  const match = ftsQuery(text);
  if (!match) return null;
  const ranked = bm25Ranking(match, options);
  // A number of ours, never user text: written into the statement.
  const withRows = Math.max(0, Math.floor(options.withRows ?? 0));
  const cells = CHUNK_COLUMNS.split(", ")
    .slice(2)
    .map((column) => `CASE WHEN m.n <= ${withRows} THEN ${column} END`)
    .join(", ");
  return db.$client
    .prepare(
      `WITH m AS (SELECT rowid, rank, row_number() OVER (ORDER BY rank) AS n FROM (${ranked.sql}))
       SELECT m.rank, c.rowid, c.id, ${cells}
       FROM m JOIN document_chunks c ON c.rowid = m.rowid ORDER BY m.rank`,
    )
    .bind(...ranked.params);
}

/**
 * Hybrid search in one statement: the BM25 ranking (as lexicalStatement) and a vector ranking
 * already computed (`vectorIds`, best first, sent as one JSON parameter) fused by reciprocal rank
 * (fusion.ts: weight / (RRF_K + rank) summed over the lists), and the best `topK` chunks within the
 * filters returned whole, best first, with their raw fused score. Null when the text has no
 * searchable word. So the embedded profile reads a search's passages in the same statement that
 * ranks them, whichever list they come from; only the best `topK` rows are read whole (the ranking
 * itself touches the id index, and the rows only when a filter needs their columns).
 */
export function hybridStatement(
  db: Database,
  text: string,
  vectorIds: string[],
  options: SearchFilters & { topK: number; pool: number; weights: { lexical: number; vector: number } },
): D1PreparedStatement | null {
  const match = ftsQuery(text);
  if (!match) return null;
  const ranked = bm25Ranking(match, { ...options, topK: options.pool });
  const filters = chunkFilters(options);
  // Numbers of ours, never user text: written into the statement.
  const [lexicalWeight, vectorWeight] = [Number(options.weights.lexical), Number(options.weights.vector)];
  return db.$client
    .prepare(
      `WITH m AS (SELECT rowid, row_number() OVER (ORDER BY rank) AS n FROM (${ranked.sql})),
       candidates AS (
         SELECT c.id AS id, ${lexicalWeight} * 1.0 / (${RRF_K} + m.n) AS s FROM m JOIN document_chunks c ON c.rowid = m.rowid
         UNION ALL
         SELECT value AS id, ${vectorWeight} * 1.0 / (${RRF_K} + 1 + key) AS s FROM json_each(?)
       ),
       fused AS (SELECT id, sum(s) AS score FROM candidates GROUP BY id),
       best AS (
         SELECT f.id, f.score FROM fused f JOIN document_chunks c ON c.id = f.id
         ${filters.conditions.length ? `WHERE ${filters.conditions.join(" AND ")}` : ""}
         ORDER BY f.score DESC, f.id LIMIT ?
       )
       SELECT b.score, ${CHUNK_COLUMNS} FROM best b JOIN document_chunks c ON c.id = b.id ORDER BY b.score DESC, c.id`,
    )
    .bind(...ranked.params, JSON.stringify(vectorIds), ...filters.params, options.topK);
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
