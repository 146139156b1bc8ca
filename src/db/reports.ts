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
