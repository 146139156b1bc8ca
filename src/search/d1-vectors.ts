import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { chunkVectors } from "../db/schema";
import { versionStatement } from "../db/versions";
import type { VectorIndex, VectorItem, VectorMatch } from "../domain/search-index";

const WRITE_CHUNK = 20; // rows per statement: 4 parameters each, under D1's 100
const LOAD_PAGE = 5000; // rows per read when loading the index into memory

/**
 * The most vectors held in an isolate's memory: 50,000 of 100 dimensions is 20 MB of float32, a
 * sixth of a Worker's 128 MB. About 10,000 documents of a few pages; past it, each query reads the
 * vectors from D1 instead (correct, slower).
 */
export const MAX_CACHED_VECTORS = 50_000;

/** The index as loaded into memory: one typed array of every vector, and what each row is. */
interface Loaded {
  version: string;
  dimensions: number;
  ids: string[];
  documentIds: string[];
  docTypes: string[];
  values: Float32Array;
}

/**
 * Per isolate: the last copy loaded, and the load in progress (shared by concurrent queries). The
 * version is random per write, so two databases (or one after a write) never share a version.
 */
let loaded: Loaded | undefined;
let loading: { version: string; promise: Promise<Loaded | null> } | undefined;

const asFloats = (bytes: ArrayBuffer | Uint8Array) => (bytes instanceof Uint8Array ? new Float32Array(bytes.slice().buffer) : new Float32Array(bytes));

/**
 * The embedded profile's vector index: vectors in a D1 table, compared in the Worker (exact cosine,
 * no approximation). The vectors are read from D1 once and kept in the isolate's memory as one
 * Float32Array; each query reads only the index's version (`versions` row `vectors`, changed by triggers on
 * every write) and reloads when it changed, so a query costs a scan of memory, not a read of every
 * row. Past MAX_CACHED_VECTORS it reads D1 on each query.
 */
export class D1VectorIndex implements VectorIndex {
  constructor(
    private readonly db: Database,
    private readonly maxCached = MAX_CACHED_VECTORS,
  ) {}

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

  /** The statement that reads the index's version (a search can send it with its other reads). */
  versionStatement(): D1PreparedStatement {
    return versionStatement(this.db, "vectors");
  }

  /** The copy in memory when it is current at `version`, loading it when it is not; null past MAX_CACHED_VECTORS. */
  private async current(version: string): Promise<Loaded | null> {
    if (loaded?.version === version) return loaded;
    if (loading?.version !== version) {
      const promise = this.load(version);
      loading = { version, promise };
      promise
        .then((copy) => {
          if (copy) loaded = copy;
        })
        .catch(() => {})
        .finally(() => {
          if (loading?.promise === promise) loading = undefined;
        });
    }
    return loading.promise;
  }

  /**
   * Reads every vector in pages, under the version read before them: a write during the load
   * changes the version again, so the next query reloads (never keeps older rows under a newer version).
   */
  private async load(version: string): Promise<Loaded | null> {
    const [{ n }] = (await this.db.select({ n: sql<number>`count(*)` }).from(chunkVectors)) as [{ n: number }];
    if (n > this.maxCached) return null;
    const rows: VectorRow[] = [];
    let after = "";
    for (;;) {
      const page = await this.db
        .select({ id: chunkVectors.chunkId, documentId: chunkVectors.documentId, docType: chunkVectors.docType, vector: chunkVectors.vector })
        .from(chunkVectors)
        .where(sql`${chunkVectors.chunkId} > ${after}`)
        .orderBy(chunkVectors.chunkId)
        .limit(LOAD_PAGE);
      rows.push(...page);
      if (page.length < LOAD_PAGE) break;
      after = page.at(-1)!.id;
    }
    return { version, ...pack(rows) };
  }

  async query(vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): Promise<VectorMatch[]> {
    return this.queryAt((await this.versionStatement().first<string>("version")) ?? "", vector, options);
  }

  /**
   * The query over the copy already in memory, whatever its version, with that version: a search
   * sends its reads with the version statement and keeps these matches only when the version is the
   * same (else it queries again with queryAt). Null when no copy is loaded.
   */
  scanLoaded(vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): { version: string; matches: VectorMatch[] } | null {
    if (!loaded || options.topK <= 0) return null;
    return { version: loaded.version, matches: scan(loaded, vector, options) };
  }

  /** The query, with the index's version already read (versionStatement). */
  async queryAt(version: string, vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): Promise<VectorMatch[]> {
    if (options.topK <= 0) return [];
    const copy = await this.current(version);
    if (!copy) return this.queryD1(vector, options);
    return scan(copy, vector, options);
  }

  /** The same query over the filtered rows read from D1 (an index too large to hold in memory). */
  private async queryD1(vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): Promise<VectorMatch[]> {
    const where: (SQL | undefined)[] = [
      options.documentId ? eq(chunkVectors.documentId, options.documentId) : undefined,
      options.docType ? eq(chunkVectors.docType, options.docType) : undefined,
    ];
    const rows = await this.db
      .select({ id: chunkVectors.chunkId, documentId: chunkVectors.documentId, docType: chunkVectors.docType, vector: chunkVectors.vector })
      .from(chunkVectors)
      .where(and(...where));
    return scan(pack(rows), vector, options);
  }

  async deleteByIds(ids: string[]): Promise<void> {
    const statements = [];
    for (let i = 0; i < ids.length; i += 90) statements.push(this.db.delete(chunkVectors).where(inArray(chunkVectors.chunkId, ids.slice(i, i + 90))));
    if (statements.length) await this.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  }
}

type VectorRow = { id: string; documentId: string; docType: string; vector: unknown };

/** Rows as one typed array of vectors, with what each row is. */
function pack(rows: VectorRow[]): Omit<Loaded, "version"> {
  const vectors = rows.map((row) => asFloats(row.vector as ArrayBuffer | Uint8Array));
  const dimensions = vectors[0]?.length ?? 0;
  const values = new Float32Array(vectors.length * dimensions);
  vectors.forEach((vector, i) => values.set(vector.subarray(0, dimensions), i * dimensions));
  return { dimensions, ids: rows.map((row) => row.id), documentIds: rows.map((row) => row.documentId), docTypes: rows.map((row) => row.docType), values };
}

/** The topK rows nearest `vector` (dot product of unit vectors: cosine), best first, ties in row order. */
function scan(copy: Omit<Loaded, "version">, vector: Float32Array, options: { topK: number; documentId?: string; docType?: string }): VectorMatch[] {
  const { dimensions, values, ids, documentIds, docTypes } = copy;
  const width = Math.min(dimensions, vector.length);
  // The best topK so far, best first: most rows score below the last and cost one comparison.
  const best: VectorMatch[] = [];
  for (let row = 0; row < ids.length; row++) {
    if (options.documentId && documentIds[row] !== options.documentId) continue;
    if (options.docType && docTypes[row] !== options.docType) continue;
    const offset = row * dimensions;
    let score = 0;
    for (let i = 0; i < width; i++) score += values[offset + i]! * vector[i]!;
    if (best.length === options.topK && score <= best[best.length - 1]!.score) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, { id: ids[row]!, score });
    if (best.length > options.topK) best.pop();
  }
  return best;
}

function sqlExcluded(column: string): SQL {
  return sql.raw(`excluded.${column}`);
}
