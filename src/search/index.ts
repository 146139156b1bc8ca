import { eq } from "drizzle-orm";
import { searchProviders } from "../providers";
import { getDb, type Database } from "../db/client";
import { documentChunks, type DocumentChunkRow } from "../db/schema";
import { log } from "../http/log";
import { fuse, RRF_K } from "./fusion";
import { D1VectorIndex } from "./d1-vectors";
import { CHUNK_COLUMNS, chunkRow, hybridStatement, lexicalSearch, lexicalStatement, readLexical, type ChunkCells, type LexicalMatch } from "./lexical";
import { chunkId, PartialEmbeddingError, type ChunkRecord, type DocumentMeta, type Embedder, type SearchFilters, type SearchHit, type SearchIndex, type SearchMode, type VectorIndex, type VectorMatch } from "../domain/search-index";

export { SEARCH_MODES, type SearchHit, type SearchMode } from "../domain/search-index";

/** Vectors count half as much as words in hybrid ranking: measured on real contracts (README, bench:retrieval). */
export const WEIGHTS = { lexical: 1, vector: 0.5 };
const ROWS_PER_INSERT = 8; // 12 columns each, under D1's 100 parameters

const textToEmbed = (chunk: { heading: string | null; text: string }) => (chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text);

const inside = (row: DocumentChunkRow, f: SearchFilters) =>
  (!f.documentId || row.documentId === f.documentId) &&
  (!f.docType || row.docType === f.docType || row.docType.startsWith(`${f.docType}:`)) &&
  (!f.startDate || (row.docDate !== null && row.docDate >= f.startDate)) &&
  (!f.endDate || (row.docDate !== null && row.docDate <= f.endDate));

/** Lexical (FTS5, BM25) and vector search over document chunks, fused by reciprocal rank. */
export class HybridSearch implements SearchIndex {
  constructor(
    private readonly db: Database,
    private readonly embedder: Embedder,
    private readonly vectors: VectorIndex,
    private readonly onWarning?: (message: string, fields: Record<string, unknown>) => void,
  ) {}

  private async chunkIdsOf(documentId: string): Promise<string[]> {
    const rows = await this.db.select({ id: documentChunks.id }).from(documentChunks).where(eq(documentChunks.documentId, documentId));
    return rows.map((row) => row.id);
  }

  async indexDocument(doc: DocumentMeta, chunks: ChunkRecord[]): Promise<void> {
    // Embed first: if the model fails, nothing has been written and the caller can retry. A chunk the
    // model refuses on its own (the others embedded) stays out of the vector index only: its words
    // are still found by lexical search, and the rest of the document is searchable.
    let embeddings: (Float32Array | null)[];
    try {
      embeddings = await this.embedder.embed(chunks.map(textToEmbed));
    } catch (error) {
      if (!(error instanceof PartialEmbeddingError)) throw error;
      embeddings = error.vectors;
      this.onWarning?.("chunks left out of the vector index: the embedding model refused them", {
        document_id: doc.id,
        chunk_ids: error.failed.map((failure) => chunks[failure.index]?.id),
        error: error.message,
      });
    }
    const previous = await this.chunkIdsOf(doc.id);
    const rows = chunks.map((chunk) => ({
      id: chunk.id,
      documentId: doc.id,
      chunkIndex: chunk.chunkIndex,
      text: chunk.text,
      heading: chunk.heading,
      page: chunk.page,
      charStart: chunk.charStart,
      charEnd: chunk.charEnd,
      title: doc.title,
      docType: doc.docType,
      docDate: doc.docDate,
    }));
    const statements = [this.db.delete(documentChunks).where(eq(documentChunks.documentId, doc.id))];
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) statements.push(this.db.insert(documentChunks).values(rows.slice(i, i + ROWS_PER_INSERT)) as never);
    await this.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
    const current = new Set(chunks.map((chunk) => chunk.id));
    const stale = previous.filter((id) => !current.has(id));
    if (stale.length) await this.vectors.deleteByIds(stale);
    const vectors = chunks.flatMap((chunk, i) => (embeddings[i] ? [{ id: chunk.id, values: embeddings[i], documentId: doc.id, docType: doc.docType }] : []));
    if (vectors.length) await this.vectors.upsert(vectors);
  }

  async removeDocument(documentId: string): Promise<void> {
    const ids = await this.chunkIdsOf(documentId);
    await this.db.delete(documentChunks).where(eq(documentChunks.documentId, documentId));
    if (ids.length) await this.vectors.deleteByIds(ids);
  }

  async search(q: string, options: SearchFilters & { topK: number; mode: SearchMode }): Promise<SearchHit[]> {
    // Rank a generous pool, then keep what passes the filters: the vector index filters by
    // document and exact type only.
    const pool = Math.max(50, options.topK * 5);
    const exactType = options.docType?.includes(":") ? options.docType : undefined;
    const lexicalOptions = { ...options, topK: pool, withRows: Math.max(options.topK * 2, 10) };
    const vectorOptions = { topK: pool, documentId: options.documentId, docType: exactType };
    let lexical: LexicalMatch[] = [];
    let vector: VectorMatch[] = [];
    const embedding = options.mode === "lexical" ? null : this.embedder.embed([q]).then(([v]) => v!);
    const prefetched: DocumentChunkRow[] = [];
    if (this.vectors instanceof D1VectorIndex && options.mode === "hybrid") {
      const hits = await this.embeddedHybrid(this.vectors, q, (await embedding)!, options, pool, vectorOptions);
      if (hits) return hits;
    }
    if (this.vectors instanceof D1VectorIndex) {
      // The embedded index, in one read: the ranking, the index's version and the rows of the best
      // vector matches of the copy in memory (kept when the version says the copy is current).
      const statement = options.mode === "vector" ? null : lexicalStatement(this.db, q, lexicalOptions);
      const wantVectors = options.mode !== "lexical";
      const query = embedding ? await embedding : null;
      const early = query ? this.vectors.scanLoaded(query, vectorOptions) : null;
      const prefetch = early ? early.matches.slice(0, Math.min(ROWS_PER_READ, Math.max(options.topK * 2, 10))).map((m) => m.id) : [];
      const reads = [...(statement ? [statement] : []), ...(wantVectors ? [this.vectors.versionStatement()] : []), ...(prefetch.length ? [this.rowsStatement(prefetch)] : [])];
      const results = reads.length ? await this.db.$client.batch<Record<string, unknown>>(reads) : [];
      if (statement) lexical = readLexical(results[0]!.results.map((row) => Object.values(row)));
      if (prefetch.length) prefetched.push(...results.at(-1)!.results.map((row) => chunkRow(Object.values(row) as ChunkCells)));
      if (wantVectors) {
        const version = (results[statement ? 1 : 0]!.results[0]?.version as string | undefined) ?? "";
        vector = early?.version === version ? early.matches : await this.vectors.queryAt(version, query!, vectorOptions);
      }
    } else {
      [lexical, vector] = await Promise.all([
        options.mode === "vector" ? [] : lexicalSearch(this.db, q, lexicalOptions),
        embedding ? embedding.then((v) => this.vectors.query(v, vectorOptions)) : [],
      ]);
    }
    let ranked: { id: string; score: number }[];
    if (options.mode === "lexical") {
      const best = Math.max(...lexical.map((m) => m.score), Number.EPSILON);
      ranked = lexical.map((m) => ({ id: m.id, score: Math.max(0, m.score) / best }));
    } else if (options.mode === "vector") {
      ranked = vector.map((m) => ({ id: m.id, score: Math.max(0, Math.min(1, m.score)) }));
    } else {
      ranked = fuse([
        { ids: lexical.map((m) => m.id), weight: WEIGHTS.lexical },
        { ids: vector.map((m) => m.id), weight: WEIGHTS.vector },
      ]);
    }
    if (ranked.length === 0) return [];
    // Read the passages best first, a few more than asked each time (the filters may drop some), so
    // a query reads about top_k rows, not the whole pool.
    const hits: SearchHit[] = [];
    const known = new Map([...prefetched.map((row) => [row.id, row] as const), ...lexical.flatMap((match) => (match.row ? [[match.id, match.row] as const] : []))]);
    const step = Math.max(options.topK * 2, 10);
    for (let at = 0; at < ranked.length && hits.length < options.topK; at += step) {
      const slice = ranked.slice(at, at + step);
      const missing = slice.filter((r) => !known.has(r.id)).map((r) => r.id);
      const rows = missing.length ? new Map([...known, ...(await this.rowsFor(missing))]) : known;
      for (const { id, score } of slice) {
        const row = rows.get(id);
        if (!row || !inside(row, options)) continue;
        hits.push(hitOf(row, score));
        if (hits.length === options.topK) break;
      }
    }
    return hits;
  }

  /**
   * The embedded profile's hybrid search in one D1 read: the vector ranking of the copy in memory goes
   * into the statement that ranks by BM25, fuses both lists and returns the best passages whole
   * (lexical.ts hybridStatement), sent with the index's version. When no copy was loaded or the
   * version says it is stale, the vector ranking is taken again from a current copy and the statement
   * sent once more. Null when the query has no searchable word (then the vectors alone rank).
   */
  private async embeddedHybrid(
    vectors: D1VectorIndex,
    q: string,
    query: Float32Array,
    options: SearchFilters & { topK: number },
    pool: number,
    vectorOptions: { topK: number; documentId?: string; docType?: string },
  ): Promise<SearchHit[] | null> {
    const statementFor = (ids: string[]) => hybridStatement(this.db, q, ids, { ...options, pool, weights: WEIGHTS });
    const early = vectors.scanLoaded(query, vectorOptions);
    const statement = statementFor(early?.matches.map((m) => m.id) ?? []);
    if (!statement) return null;
    const [fused, versionRows] = await this.db.$client.batch<Record<string, unknown>>([statement, vectors.versionStatement()]);
    const version = (versionRows!.results[0]?.version as string | undefined) ?? "";
    let rows = fused!.results.map((row) => Object.values(row));
    if (early?.version !== version) {
      const matches = await vectors.queryAt(version, query, vectorOptions);
      rows = await statementFor(matches.map((m) => m.id))!.raw();
    }
    const best = (WEIGHTS.lexical + WEIGHTS.vector) / (RRF_K + 1);
    return rows.map(([score, ...cells]) => hitOf(chunkRow(cells as ChunkCells), (score as number) / best));
  }

  async openings(documentIds: string[]): Promise<Map<string, string>> {
    if (documentIds.length === 0) return new Map();
    const rows = await this.rowsFor(documentIds.map((id) => chunkId(id, 0)));
    return new Map([...rows.values()].map((row) => [row.documentId, row.text]));
  }

  /** The statement reading some chunks' rows by id (at most ROWS_PER_READ: a plain D1 statement, run on every search). */
  private rowsStatement(ids: string[]): D1PreparedStatement {
    return this.db.$client.prepare(`SELECT ${CHUNK_COLUMNS} FROM document_chunks c WHERE c.id IN (${ids.map(() => "?").join(", ")})`).bind(...ids);
  }

  /** The chunks' rows, by id. */
  private async rowsFor(ids: string[]): Promise<Map<string, DocumentChunkRow>> {
    const rows = new Map<string, DocumentChunkRow>();
    for (let i = 0; i < ids.length; i += ROWS_PER_READ) {
      const found = await this.rowsStatement(ids.slice(i, i + ROWS_PER_READ)).raw<ChunkCells>();
      for (const cells of found) rows.set(cells[1], chunkRow(cells));
    }
    return rows;
  }
}

/** A passage as search returns it, its score rounded to 4 places. */
const hitOf = (row: DocumentChunkRow, score: number): SearchHit => ({
  chunk_id: row.id,
  document_id: row.documentId,
  document_title: row.title,
  doc_type: row.docType,
  doc_date: row.docDate,
  chunk_index: row.chunkIndex,
  heading: row.heading,
  text: row.text,
  page: row.page,
  char_start: row.charStart,
  char_end: row.charEnd,
  score: Math.round(score * 10_000) / 10_000,
});

/** Chunk ids read by one statement: under D1's 100 bound parameters. */
const ROWS_PER_READ = 90;

/** The search index of this Worker's profile (embedded: local embedder and D1 vectors; production: Workers AI and Vectorize). */
export function searchIndexFor(env: Env): HybridSearch {
  const db = getDb(env.DB);
  const { embedder, vectors } = searchProviders(env, db);
  return new HybridSearch(db, embedder, vectors, (message, fields) => log(env, "warn", message, fields));
}
