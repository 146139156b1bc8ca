import type { VectorIndex, VectorItem, VectorMatch } from "../domain/search-index";

/** Vectorize takes at most 1,000 vectors per upsert and 100 ids per delete call. */
const UPSERT_BATCH = 1000;
const DELETE_BATCH = 100;

/**
 * The production vector index. Metadata `document_id` and `doc_type` carry metadata indexes (see
 * README, Deploy), so filters run inside Vectorize.
 */
export class VectorizeVectorIndex implements VectorIndex {
  constructor(private readonly index: VectorizeBinding) {}

  async upsert(items: VectorItem[]): Promise<void> {
    for (let i = 0; i < items.length; i += UPSERT_BATCH) {
      await this.index.upsert(
        items.slice(i, i + UPSERT_BATCH).map((item) => ({ id: item.id, values: [...item.values], metadata: { document_id: item.documentId, doc_type: item.docType } })),
      );
    }
  }

  async query(vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): Promise<VectorMatch[]> {
    const filter: Record<string, { $eq: string }> = {};
    if (options.documentId) filter.document_id = { $eq: options.documentId };
    if (options.docType) filter.doc_type = { $eq: options.docType };
    const result = await this.index.query([...vector], {
      topK: Math.min(options.topK, 50),
      returnValues: false,
      returnMetadata: "none",
      ...(Object.keys(filter).length ? { filter } : {}),
    });
    return result.matches.map((match) => ({ id: match.id, score: match.score }));
  }

  async deleteByIds(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += DELETE_BATCH) await this.index.deleteByIds(ids.slice(i, i + DELETE_BATCH));
  }
}

/** The part of the binding this index calls; the Vectorize V2 binding has this shape. */
export interface VectorizeBinding {
  upsert(vectors: { id: string; values: number[]; metadata?: Record<string, string> }[]): Promise<unknown>;
  query(
    vector: number[],
    options: { topK: number; returnValues?: boolean; returnMetadata?: "none" | "indexed" | "all"; filter?: Record<string, { $eq: string }> },
  ): Promise<{ matches: { id: string; score: number }[] }>;
  deleteByIds(ids: string[]): Promise<unknown>;
}
