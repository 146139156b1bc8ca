import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { timestampAfter } from "../domain/time";
import type { Database } from "./client";

/** How often a patch re-reads and retries when a concurrent write got in first. */
const MAX_PATCH_ATTEMPTS = 5;

export type PatchOutcome<Row> = { status: "updated" | "unchanged"; row: Row } | { status: "not_found" } | { status: "conflict" };

/** A table with the shared record lifecycle: an id, `updated_at` and a soft-delete `deleted_at`. */
type RecordTable = SQLiteTable & { id: SQLiteColumn; updatedAt: SQLiteColumn; deletedAt: SQLiteColumn };

/**
 * The lifecycle queries every resource shares. They own the soft-delete filter, so no caller can
 * forget it. Plain functions (no `this`), so callers can export them one by one.
 */
export function recordQueries<T extends RecordTable>(table: T) {
  type Row = T["$inferSelect"] & { updatedAt: string };
  type Insert = T["$inferInsert"];
  const live = (id: string) => and(eq(table.id, id), isNull(table.deletedAt));

  async function find(db: Database, id: string, includeDeleted = false): Promise<Row | undefined> {
    const where = includeDeleted ? eq(table.id, id) : live(id);
    return (await db.select().from(table as SQLiteTable).where(where).get()) as Row | undefined;
  }

  async function insert(db: Database, row: Insert): Promise<Row> {
    const [created] = (await db.insert(table).values(row).returning()) as unknown as Row[];
    if (!created) throw new Error("insert returned no row");
    return created;
  }

  /**
   * Writes `values` to a live record only if nobody changed it since `expectedUpdatedAt` was read
   * (compare-and-swap), so that read-merge-write updates never lose a concurrent change.
   */
  async function updateIfUnchanged(db: Database, id: string, expectedUpdatedAt: string, values: Partial<Insert>): Promise<Row | undefined> {
    const [updated] = (await db
      .update(table)
      .set(values as never)
      .where(and(live(id), eq(table.updatedAt, expectedUpdatedAt)))
      .returning()) as unknown as Row[];
    return updated;
  }

  /**
   * Read-modify-write on a live record. `compute` gets the stored row and the new `updated_at`
   * (strictly after the stored one) and returns the column changes, or null for none; it may
   * throw to reject the change. A concurrent write makes it re-read and compute again.
   */
  async function patch(db: Database, id: string, compute: (current: Row, updatedAt: string) => Partial<Insert> | null): Promise<PatchOutcome<Row>> {
    for (let attempt = 0; attempt < MAX_PATCH_ATTEMPTS; attempt++) {
      const current = await find(db, id);
      if (!current) return { status: "not_found" };
      const updatedAt = timestampAfter(current.updatedAt);
      const changes = compute(current, updatedAt);
      if (!changes) return { status: "unchanged", row: current };
      const updated = await updateIfUnchanged(db, id, current.updatedAt, { ...changes, updatedAt } as Partial<Insert>);
      if (updated) return { status: "updated", row: updated };
    }
    return { status: "conflict" };
  }

  async function softDelete(db: Database, id: string, now: string): Promise<Row | undefined> {
    const [deleted] = (await db.update(table).set({ deletedAt: now, updatedAt: now } as never).where(live(id)).returning()) as unknown as Row[];
    return deleted;
  }

  /** Brings a deleted record back; a live one is returned as it is. */
  async function restore(db: Database, id: string, now: string): Promise<Row | undefined> {
    const [restored] = (await db
      .update(table)
      .set({ deletedAt: null, updatedAt: now } as never)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning()) as unknown as Row[];
    return restored ?? find(db, id);
  }

  return { find, insert, updateIfUnchanged, patch, softDelete, restore };
}
