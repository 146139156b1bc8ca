import { and, count, eq, gte, isNull, lte, sql, sum } from "drizzle-orm";
import type { LedgerAggregate } from "../domain/ledger";
import type { Database } from "./client";
import { properties, transactions, type PropertyRow } from "./schema";

export async function aggregateLedger(db: Database, range: { startDate: string; endDate: string; propertyId?: string }): Promise<LedgerAggregate[]> {
  const month = sql<string>`substr(${transactions.transactionDate}, 1, 7)`;
  return db
    .select({
      type: transactions.transactionType,
      category: transactions.category,
      propertyId: transactions.propertyId,
      month,
      cents: sum(transactions.amountCents).mapWith(Number),
      count: count(),
    })
    .from(transactions)
    .where(
      and(
        isNull(transactions.deletedAt),
        gte(transactions.transactionDate, range.startDate),
        lte(transactions.transactionDate, range.endDate),
        range.propertyId ? eq(transactions.propertyId, range.propertyId) : undefined,
      ),
    )
    .groupBy(transactions.transactionType, transactions.category, transactions.propertyId, month) as Promise<LedgerAggregate[]>;
}

/** Every property, deleted ones included: a report must not drop the transactions of a deleted property. */
export async function allProperties(db: Database): Promise<PropertyRow[]> {
  return db.select().from(properties).orderBy(properties.createdAt, properties.id);
}

export interface StayRow {
  propertyId: string;
  code: string;
  /** As the import kept it: the export's own date text. */
  startDate: string;
  nights: number;
}

/**
 * Rows that carry a booked stay (`extra_metadata` nights, start date and confirmation code, as the
 * Airbnb import keeps them) and were booked within `[from, to]`, by transaction date.
 */
export async function stayRows(db: Database, range: { from: string; to: string; propertyId?: string }): Promise<StayRow[]> {
  const meta = (key: string) => sql`json_extract(${transactions.extraMetadata}, ${`$.${key}`})`;
  const rows = await db
    .select({
      propertyId: transactions.propertyId,
      code: sql<string>`${meta("confirmation_code")}`,
      startDate: sql<string>`${meta("start_date")}`,
      nights: sql<number>`cast(${meta("nights")} as integer)`,
    })
    .from(transactions)
    .where(
      and(
        isNull(transactions.deletedAt),
        gte(transactions.transactionDate, range.from),
        lte(transactions.transactionDate, range.to),
        range.propertyId ? eq(transactions.propertyId, range.propertyId) : sql`${transactions.propertyId} IS NOT NULL`,
        sql`${meta("nights")} IS NOT NULL AND ${meta("start_date")} IS NOT NULL AND ${meta("confirmation_code")} IS NOT NULL`,
      ),
    );
  return rows.filter((row): row is StayRow => row.propertyId !== null && row.nights > 0);
}
