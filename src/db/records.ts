import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/** A table with the shared record lifecycle: an id, `updated_at` and a soft-delete `deleted_at`. */
type RecordTable = SQLiteTable & { id: SQLiteColumn; updatedAt: SQLiteColumn; deletedAt: SQLiteColumn };

/**
 * The lifecycle queries every resource shares. They own the soft-delete filter, so no caller can
 * forget it.
 */
export function recordQueries<T extends RecordTable>(table: T) {
  type Row = T["$inferSelect"];
  type Insert = T["$inferInsert"];
  const live = (id: string) => and(eq(table.id, id), isNull(table.deletedAt));

  async function find(db: Database, id: string, includeDeleted = false): Promise<Row | undefined> {
    const where = includeDeleted ? eq(table.id, id) : live(id);
    return (await db.select().from(table as SQLiteTable).where(where).get()) as Row | undefined;
  }

  // Plain functions (no `this`), so callers can export them one by one.
  return {
    find,

    async insert(db: Database, row: Insert): Promise<Row> {
      const [created] = (await db.insert(table).values(row).returning()) as Row[];
      if (!created) throw new Error("insert returned no row");
      return created;
    },

    /**
     * Writes `values` to a live record only if nobody changed it since `expectedUpdatedAt` was read
     * (compare-and-swap), so that read-merge-write updates never lose a concurrent change.
     */
    async updateIfUnchanged(db: Database, id: string, expectedUpdatedAt: string, values: Partial<Insert>): Promise<Row | undefined> {
      const [updated] = (await db
        .update(table)
        .set(values as never)
        .where(and(live(id), eq(table.updatedAt, expectedUpdatedAt)))
        .returning()) as Row[];
      return updated;
    },

    async softDelete(db: Database, id: string, now: string): Promise<Row | undefined> {
      const [deleted] = (await db.update(table).set({ deletedAt: now, updatedAt: now } as never).where(live(id)).returning()) as Row[];
      return deleted;
    },

    /** Brings a deleted record back; a live one is returned as it is. */
    async restore(db: Database, id: string, now: string): Promise<Row | undefined> {
      const [restored] = (await db
        .update(table)
        .set({ deletedAt: null, updatedAt: now } as never)
        .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
        .returning()) as Row[];
      return restored ?? find(db, id);
    },
  };
}
