import type { Database } from "../db/client";
import { queryTerms } from "./text";
import type { SearchFilters } from "./types";

export interface LexicalMatch {
  id: string;
  /** FTS5's bm25, negated so that larger is better. */
  score: number;
}

/**
 * An FTS5 MATCH expression: any of the query's words (each quoted, so nothing in a user's text is
 * read as FTS5 syntax). All words at once would miss a passage that paraphrases one of them.
 */
export function ftsQuery(text: string): string | null {
  const terms = queryTerms(text);
  return terms.length ? terms.map((term) => `"${term}"`).join(" OR ") : null;
}

/** Chunks ranked by BM25 (porter-stemmed), optionally within one document or document type. */
export async function lexicalSearch(db: Database, text: string, options: SearchFilters & { topK: number }): Promise<LexicalMatch[]> {
  const match = ftsQuery(text);
  if (!match) return [];
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
  // Title and heading count, but less than the passage itself. Without filters, the best matches are
  // ranked in the FTS index alone and only they are joined to their chunks; a filter needs the
  // chunk's columns, so then every match is joined first.
  const bm25 = "bm25(document_chunks_fts, 1.0, 0.5, 0.3)";
  const query = filters.length
    ? `SELECT c.id AS id, ${bm25} AS rank
       FROM document_chunks_fts JOIN document_chunks c ON c.rowid = document_chunks_fts.rowid
       WHERE document_chunks_fts MATCH ?${filters.map((f) => ` AND ${f}`).join("")}
       ORDER BY rank LIMIT ?`
    : `SELECT c.id AS id, m.rank AS rank
       FROM (SELECT rowid, ${bm25} AS rank FROM document_chunks_fts WHERE document_chunks_fts MATCH ? ORDER BY rank LIMIT ?) m
       JOIN document_chunks c ON c.rowid = m.rowid
       ORDER BY m.rank`;
  const rows = await db.$client.prepare(query).bind(...params).raw<[string, number]>();
  return rows.map(([id, rank]) => ({ id, score: -rank }));
}
