import { and, asc, count, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import { addDays } from "../domain/dates";
import { daysUntilDue, deriveStatus, dueDateWindow, type ObligationStatus } from "../domain/obligation-status";
import { nextDueDate } from "./successor";
import type { Database } from "./client";
import { recordQueries } from "./records";
import { insertIfUnchanged, isUniqueViolation } from "./obligation-writes";
import { obligations, type NewObligationRow, type ObligationRow, type ObligationType } from "./schema";

const records = recordQueries(obligations);

export const findObligation = records.find;
export const softDeleteObligation = records.softDelete;
export const restoreObligation = records.restore;

export interface ObligationFilter {
  /** Today in the configured time zone: derived statuses and `upcoming` are relative to it. */
  today: string;
  status?: ObligationStatus;
  /** Open obligations due from today through today + this many days. */
  upcomingDays?: number;
  propertyId?: string;
  obligationType?: ObligationType;
  startDate?: string;
  endDate?: string;
  /** Words the description contains (case-insensitive). */
  q?: string;
  /** Words the description must hold besides `q`. */
  alsoQ?: string;
  includeDeleted?: boolean;
}

function whereOf(filter: ObligationFilter): SQL | undefined {
  const window = filter.status ? dueDateWindow(filter.status, filter.today) : undefined;
  const upcomingEnd = filter.upcomingDays === undefined ? undefined : addDays(filter.today, filter.upcomingDays);
  return and(
    filter.includeDeleted ? undefined : isNull(obligations.deletedAt),
    window ? eq(obligations.status, window.stored) : undefined,
    window?.from ? gte(obligations.dueDate, window.from) : undefined,
    window?.to ? lte(obligations.dueDate, window.to) : undefined,
    upcomingEnd ? and(eq(obligations.status, "pending"), gte(obligations.dueDate, filter.today), lte(obligations.dueDate, upcomingEnd)) : undefined,
    filter.propertyId ? eq(obligations.propertyId, filter.propertyId) : undefined,
    filter.obligationType ? eq(obligations.obligationType, filter.obligationType) : undefined,
    filter.startDate ? gte(obligations.dueDate, filter.startDate) : undefined,
    filter.endDate ? lte(obligations.dueDate, filter.endDate) : undefined,
    filter.q ? sql`instr(lower(${obligations.description}), lower(${filter.q})) > 0` : undefined,
    filter.alsoQ ? sql`instr(lower(${obligations.description}), lower(${filter.alsoQ})) > 0` : undefined,
  );
}

/** A page of obligations, soonest due first (the id breaks ties, so pages never overlap). */
export async function listObligations(db: Database, filter: ObligationFilter, page: number, pageSize: number): Promise<{ rows: ObligationRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await db.batch([
    db.select().from(obligations).where(where).orderBy(asc(obligations.dueDate), asc(obligations.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(obligations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The obligation created when `id` was completed, deleted or not. */
export async function findSuccessor(db: Database, id: string): Promise<ObligationRow | undefined> {
  return db.select().from(obligations).where(eq(obligations.previousId, id)).get();
}

/** Inserts an obligation, and in the same transaction its successor when it is created completed. */
export async function insertObligation(db: Database, row: NewObligationRow, successor?: NewObligationRow): Promise<ObligationRow> {
  const insert = db.insert(obligations).values(row).returning();
  const [created] = successor ? (await db.batch([insert, db.insert(obligations).values(successor)]))[0] : await insert;
  if (!created) throw new Error("insert into obligations returned no row");
  return created;
}

/**
 * Writes `values` to a live obligation only if nobody changed it since `expectedUpdatedAt` was read
 * (compare-and-swap). A `successor` is inserted in the same transaction, under the same condition,
 * so a completion and its next occurrence happen together or not at all; the unique index on
 * `previous_id` refuses a second successor. Undefined means "changed meanwhile: read again".
 */
export async function updateObligationIfUnchanged(
  db: Database,
  id: string,
  expectedUpdatedAt: string,
  values: Partial<NewObligationRow>,
  successor?: NewObligationRow,
): Promise<ObligationRow | undefined> {
  if (!successor) return records.updateIfUnchanged(db, id, expectedUpdatedAt, values);
  const update = db
    .update(obligations)
    .set(values)
    .where(and(eq(obligations.id, id), isNull(obligations.deletedAt), eq(obligations.updatedAt, expectedUpdatedAt)))
    .returning();
  try {
    // The insert runs first: its guard must see the row as it was read, before the update moves updated_at.
    const [, updated] = await db.batch([insertIfUnchanged(db, successor, id, expectedUpdatedAt), update]);
    return updated[0];
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** An obligation as the API and the assistant show it: the stored status becomes the derived one, relative to `today`. */
export function obligationView(row: ObligationRow, today: string) {
  return {
    id: row.id,
    property_id: row.propertyId,
    obligation_type: row.obligationType,
    due_date: row.dueDate,
    status: deriveStatus(row.status, row.dueDate, today),
    recurrence: row.recurrence,
    description: row.description,
    days_until_due: daysUntilDue(row.status, row.dueDate, today),
    next_due_date: nextDueDate(row),
    provenance: row.provenance,
    extra_metadata: row.extraMetadata,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  };
}
