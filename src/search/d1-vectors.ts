import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { chunkVectors } from "../db/schema";
import type { VectorIndex, VectorItem, VectorMatch } from "./types";

const WRITE_CHUNK = 20; // rows per statement: 4 parameters each, under D1's 100

/**
 * The embedded profile's vector index: vectors in a D1 table, compared in the Worker (exact cosine,
 * no approximation). A small company's documents make thousands of chunks, not millions, so a scan
 * of the filtered rows is fast enough and always exact.
 */
export class D1VectorIndex implements VectorIndex {
  constructor(private readonly db: Database) {}

  async upsert(items: VectorItem[]): Promise<void> {
    const statements = [];
    for (let i = 0; i < items.length; i += WRITE_CHUNK) {
      const rows = items.slice(i, i + WRITE_CHUNK).map((item) => ({
        chunkId: item.id,
        documentId: item.documentId,
        docType: item.docType,
        vector: new Uint8Array(item.values.buffer, item.values.byteOffset, item.values.byteLength) as unknown as Buffer,
      }));
      statements.push(this.db.insert(chunkVectors).values(rows).onConflictDoUpdate({ target: chunkVectors.chunkId, set: { documentId: sqlExcluded("document_id"), docType: sqlExcluded("doc_type"), vector: sqlExcluded("vector") } }));
    }
    if (statements.length) await this.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  }

  async query(vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): Promise<VectorMatch[]> {
    const where: (SQL | undefined)[] = [
      options.documentId ? eq(chunkVectors.documentId, options.documentId) : undefined,
      options.docType ? eq(chunkVectors.docType, options.docType) : undefined,
    ];
    const rows = await this.db.select({ id: chunkVectors.chunkId, vector: chunkVectors.vector }).from(chunkVectors).where(and(...where));
    const matches = rows.map((row) => {
      const bytes = row.vector as unknown as ArrayBuffer | Uint8Array;
      const stored = bytes instanceof Uint8Array ? new Float32Array(bytes.slice().buffer) : new Float32Array(bytes);
      let score = 0;
      for (let i = 0; i < stored.length && i < vector.length; i++) score += stored[i]! * vector[i]!;
      return { id: row.id, score };
    });
    return matches.sort((a, b) => b.score - a.score).slice(0, options.topK);
  }

  async deleteByIds(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 90) await this.db.delete(chunkVectors).where(inArray(chunkVectors.chunkId, ids.slice(i, i + 90)));
  }
}

function sqlExcluded(column: string): SQL {
  return sql.raw(`excluded.${column}`);
}
