/**
 * The seam between document ingestion and search. Ingestion turns a document into chunks and hands
 * them to a SearchIndex; search (lexical FTS5 + vectors, fused by reciprocal rank) reads them back.
 * Which embedder and vector index stand behind it depends on the profile (see config.ts).
 */

/** A passage of a document, as ingestion cut it. */
export interface ChunkRecord {
  /** `${documentId}:${chunkIndex}`: at most 64 bytes, as Vectorize requires of ids. */
  id: string;
  documentId: string;
  chunkIndex: number;
  text: string;
  /** 1-based page for paged formats (PDF), else null. */
  page: number | null;
  /** Offsets of the chunk in the document's extracted text. */
  charStart: number;
  charEnd: number;
  /** The nearest heading above the chunk, when the format has headings. */
  heading: string | null;
}

/** What search needs to know of the document a chunk belongs to. */
export interface DocumentMeta {
  id: string;
  title: string;
  docType: string;
  docDate: string | null;
}

export const SEARCH_MODES = ["hybrid", "lexical", "vector"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export interface SearchHit {
  chunk_id: string;
  document_id: string;
  document_title: string;
  doc_type: string;
  doc_date: string | null;
  chunk_index: number;
  heading: string | null;
  text: string;
  page: number | null;
  char_start: number;
  char_end: number;
  /** 0..1, larger is better; comparable within one answer. */
  score: number;
}

export interface SearchIndex {
  /** Replaces every chunk of the document in the lexical and vector indexes. Running it twice changes nothing. */
  indexDocument(doc: DocumentMeta, chunks: ChunkRecord[]): Promise<void>;
  /** Removes the document's chunks from every index. Running it twice changes nothing. */
  removeDocument(documentId: string): Promise<void>;
  /** The best passages for a query, best first. */
  search(q: string, options: SearchFilters & { topK: number; mode: SearchMode }): Promise<SearchHit[]>;
  /** The text of each document's first passage, where a paper names its parties, by document id. */
  openings(documentIds: string[]): Promise<Map<string, string>>;
}

export function chunkId(documentId: string, chunkIndex: number): string {
  return `${documentId}:${chunkIndex}`;
}

/** Turns texts into vectors; one implementation per profile (see config.ts). */
export interface Embedder {
  readonly model: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

export interface VectorItem {
  id: string;
  values: Float32Array;
  documentId: string;
  docType: string;
}

export interface VectorMatch {
  id: string;
  /** Cosine similarity, -1..1. */
  score: number;
}

/** Stores chunk vectors and finds the nearest; one implementation per profile. */
export interface VectorIndex {
  upsert(items: VectorItem[]): Promise<void>;
  query(vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): Promise<VectorMatch[]>;
  deleteByIds(ids: string[]): Promise<void>;
}

/** Narrows a search: one document, a document type or group ("formation"), a range of document dates. */
export interface SearchFilters {
  documentId?: string;
  docType?: string;
  startDate?: string;
  endDate?: string;
}

/**
 * Some texts could not be embedded (the model refused them), the others were: `vectors` holds a
 * vector for each text, null for the refused ones, in order.
 */
export class PartialEmbeddingError extends Error {
  constructor(
    readonly vectors: (Float32Array | null)[],
    readonly failed: { index: number; error: unknown }[],
  ) {
    const first = failed[0]?.error;
    super(`${failed.length} of ${vectors.length} texts could not be embedded${first instanceof Error ? `: ${first.message}` : ""}`);
    this.name = "PartialEmbeddingError";
  }
}
