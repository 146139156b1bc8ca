import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, sum, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { recordQueries } from "./records";
import { transactions, type TransactionRow, type TransactionTypeValue } from "./schema";

export const TRANSACTION_SORTS = ["transaction_date", "-transaction_date", "amount", "-amount", "created_at", "-created_at"] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

export interface TransactionFilter {
  /** Category values to match (an exact category, or every member of a group). */
  categories?: string[];
  startDate?: string;
  endDate?: string;
  propertyId?: string;
  transactionType?: TransactionTypeValue;
  q?: string;
  minAmountCents?: number;
  maxAmountCents?: number;
  includeDeleted?: boolean;
}

const SORT_COLUMNS = {
  transaction_date: transactions.transactionDate,
  amount: transactions.amountCents,
  created_at: transactions.createdAt,
};

export function transactionWhere(filter: TransactionFilter): SQL | undefined {
  return and(
    filter.includeDeleted ? undefined : isNull(transactions.deletedAt),
    filter.categories ? inArray(transactions.category, filter.categories) : undefined,
    filter.startDate ? gte(transactions.transactionDate, filter.startDate) : undefined,
    filter.endDate ? lte(transactions.transactionDate, filter.endDate) : undefined,
    filter.propertyId ? eq(transactions.propertyId, filter.propertyId) : undefined,
    filter.transactionType ? eq(transactions.transactionType, filter.transactionType) : undefined,
    filter.q ? sql`instr(lower(${transactions.description}), lower(${filter.q})) > 0` : undefined,
    filter.minAmountCents !== undefined ? gte(transactions.amountCents, filter.minAmountCents) : undefined,
    filter.maxAmountCents !== undefined ? lte(transactions.amountCents, filter.maxAmountCents) : undefined,
  );
}

export interface TransactionPage {
  rows: TransactionRow[];
  total: number;
  /** Sum of the amounts of every match (not just the page), in cents, by type. */
  sums: Record<TransactionTypeValue, number>;
}

export async function listTransactions(db: Database, filter: TransactionFilter, sort: TransactionSort, page: number, pageSize: number): Promise<TransactionPage> {
  const descending = sort.startsWith("-");
  const column = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS];
  const direction = descending ? desc : asc;
  const where = transactionWhere(filter);
  const [rows, totals, sums] = await db.batch([
    db.select().from(transactions).where(where).orderBy(direction(column), direction(transactions.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(transactions).where(where),
    db.select({ type: transactions.transactionType, cents: sum(transactions.amountCents).mapWith(Number) }).from(transactions).where(where).groupBy(transactions.transactionType),
  ]);
  const byType: Record<TransactionTypeValue, number> = { REVENUE: 0, EXPENSE: 0 };
  for (const row of sums) byType[row.type] = row.cents ?? 0;
  return { rows, total: totals[0]?.total ?? 0, sums: byType };
}

const records = recordQueries(transactions);

export const findTransaction = records.find;
export const insertTransaction = records.insert;
export const patchTransaction = records.patch;
export const softDeleteTransaction = records.softDelete;
export const restoreTransaction = records.restore;
