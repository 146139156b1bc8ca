import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { obligations, properties, type ObligationRow } from "./schema";

export interface ObligationWithAddress {
  obligation: ObligationRow;
  /** The property's address, or null for a company-level obligation. */
  address: string | null;
}

/**
 * Open (stored `pending`) live obligations with their property's address, soonest first; with
 * `dueBy`, only those due on or before it. Feeds the calendar and the daily summary.
 */
export async function openObligationsWithAddress(db: Database, dueBy?: string): Promise<ObligationWithAddress[]> {
  return db
    .select({ obligation: obligations, address: properties.address })
    .from(obligations)
    .leftJoin(properties, eq(properties.id, obligations.propertyId))
    .where(and(eq(obligations.status, "pending"), isNull(obligations.deletedAt), dueBy ? lte(obligations.dueDate, dueBy) : undefined))
    .orderBy(asc(obligations.dueDate), asc(obligations.id));
}

/** Completed, live, recurring obligations that have no successor (deleted successors count as existing). */
export async function completedWithoutSuccessor(db: Database): Promise<ObligationRow[]> {
  return db
    .select()
    .from(obligations)
    .where(and(eq(obligations.status, "completed"), isNull(obligations.deletedAt), isNotNull(obligations.recurrence), sql`NOT EXISTS (SELECT 1 FROM obligations AS successor WHERE successor.previous_id = ${obligations.id})`))
    .orderBy(asc(obligations.dueDate));
}
