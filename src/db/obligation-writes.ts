import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "./client";
import { obligations, type NewObligationRow } from "./schema";

/**
 * INSERT ... SELECT ... WHERE EXISTS: inserts `row` only while the obligation `guardId` still has
 * `guardUpdatedAt`, the same condition as the compare-and-swap update batched with it. Drizzle's
 * insert builder lists the insertable columns in table order, so the values follow that order,
 * each encoded by its column (JSON columns are serialized).
 */
export function insertIfUnchanged(db: Database, row: NewObligationRow, guardId: string, guardUpdatedAt: string) {
  const values = Object.entries(getTableColumns(obligations))
    .filter(([, column]) => column.generated === undefined)
    .map(([key, column]) => sql.param(row[key as keyof NewObligationRow] ?? column.default ?? null, column));
  return db
    .insert(obligations)
    .select(
      sql`SELECT ${sql.join(values, sql`, `)} WHERE EXISTS (SELECT 1 FROM ${obligations} WHERE ${obligations.id} = ${guardId} AND ${obligations.updatedAt} = ${guardUpdatedAt} AND ${obligations.deletedAt} IS NULL)`,
    );
}

/** D1 reports a violated unique index in the message of the error (or of its cause, when drizzle wraps it). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (e.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}
