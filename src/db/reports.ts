import { and, count, eq, gte, isNull, lte, sql, sum } from "drizzle-orm";
import type { LedgerAggregate } from "../domain/ledger";
import type { Database } from "./client";
import { ledgerTotals, ledgerYearTotals, properties, transactions, type PropertyRow } from "./schema";

export type LedgerDimension = "category" | "property" | "month";

type Range = { startDate: string; endDate: string; propertyId?: string };

const monthStart = (month: string) => `${month}-01`;
const monthEnd = (month: string) => `${month}-${String(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()).padStart(2, "0")}`;
const shiftMonth = (month: string, by: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

/**
 * How a date range splits: whole calendar years (read from `ledger_year_totals`, unless the report
 * groups by month), whole months (from `ledger_totals`) and the days of a partial first or last
 * month (from `transactions`). A range inside one month is all days.
 */
export function splitRange(startDate: string, endDate: string, useYears = true): { years: [string, string] | null; months: [string, string][]; days: [string, string][] } {
  const first = startDate.endsWith("-01") ? startDate.slice(0, 7) : shiftMonth(startDate.slice(0, 7), 1);
  const last = endDate === monthEnd(endDate.slice(0, 7)) ? endDate.slice(0, 7) : shiftMonth(endDate.slice(0, 7), -1);
  if (first > last) return { years: null, months: [], days: startDate <= endDate ? [[startDate, endDate]] : [] };
  const days: [string, string][] = [];
  if (startDate < monthStart(first)) days.push([startDate, monthEnd(shiftMonth(first, -1))]);
  if (endDate > monthEnd(last)) days.push([monthStart(shiftMonth(last, 1)), endDate]);
  const firstYear = first.endsWith("-01") ? Number(first.slice(0, 4)) : Number(first.slice(0, 4)) + 1;
  const lastYear = last.endsWith("-12") ? Number(last.slice(0, 4)) : Number(last.slice(0, 4)) - 1;
  if (!useYears || firstYear > lastYear) return { years: null, months: [[first, last]], days };
  const months: [string, string][] = [];
  if (first < `${firstYear}-01`) months.push([first, `${firstYear - 1}-12`]);
  if (last > `${lastYear}-12`) months.push([`${lastYear + 1}-01`, last]);
  return { years: [String(firstYear), String(lastYear)], months, days };
}

/** The days' transactions, straight from the ledger (the covering index). */
function fromTransactions(db: Database, range: Range, by: readonly LedgerDimension[]): Promise<LedgerAggregate[]> {
  const month = sql<string>`substr(${transactions.transactionDate}, 1, 7)`;
  const grouping = [transactions.transactionType, ...(by.includes("category") ? [transactions.category] : []), ...(by.includes("property") ? [transactions.propertyId] : []), ...(by.includes("month") ? [month] : [])];
  return db
    .select({
      type: transactions.transactionType,
      category: by.includes("category") ? transactions.category : sql<string>`''`,
      propertyId: by.includes("property") ? transactions.propertyId : sql<string | null>`NULL`,
      month: by.includes("month") ? month : sql<string>`''`,
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
    .groupBy(...grouping) as Promise<LedgerAggregate[]>;
}

/** Whole months, or whole years, from the totals the triggers keep; grouped in key order, so no sort. */
function fromTotals(db: Database, table: "month" | "year", span: [string, string], propertyId: string | undefined, by: readonly LedgerDimension[]): Promise<LedgerAggregate[]> {
  const t =
    table === "month"
      ? { self: ledgerTotals, period: ledgerTotals.month, transactionType: ledgerTotals.transactionType, category: ledgerTotals.category, propertyKey: ledgerTotals.propertyKey, amountCents: ledgerTotals.amountCents, transactionCount: ledgerTotals.transactionCount }
      : { self: ledgerYearTotals, period: ledgerYearTotals.year, transactionType: ledgerYearTotals.transactionType, category: ledgerYearTotals.category, propertyKey: ledgerYearTotals.propertyKey, amountCents: ledgerYearTotals.amountCents, transactionCount: ledgerYearTotals.transactionCount };
  const byMonth = by.includes("month") && table === "month";
  const grouping = [...(byMonth ? [t.period] : []), t.transactionType, ...(by.includes("category") ? [t.category] : []), ...(by.includes("property") ? [t.propertyKey] : [])];
  return db
    .select({
      type: t.transactionType,
      category: by.includes("category") ? t.category : sql<string>`''`,
      propertyId: by.includes("property") ? sql<string | null>`nullif(${t.propertyKey}, '')` : sql<string | null>`NULL`,
      month: byMonth ? t.period : sql<string>`''`,
      cents: sum(t.amountCents).mapWith(Number),
      count: sum(t.transactionCount).mapWith(Number),
    })
    .from(t.self)
    .where(and(gte(t.period, span[0]), lte(t.period, span[1]), propertyId ? eq(t.propertyKey, propertyId) : undefined))
    .groupBy(...grouping) as Promise<LedgerAggregate[]>;
}

/**
 * Live transactions in the range summed by type and by the dimensions a report needs, and no others
 * (a year's P&L by month is 24 groups). Whole years come from `ledger_year_totals` (unless grouped by
 * month), whole months from `ledger_totals`, and only the days of a partial first or last month from
 * `transactions`: a year's Schedule E reads one row per property, type and category. A dimension not
 * asked for reads as "" (category, month) or null (property) in every row.
 */
export async function aggregateLedger(db: Database, range: Range, by: readonly LedgerDimension[] = ["category", "property", "month"]): Promise<LedgerAggregate[]> {
  const { years, months, days } = splitRange(range.startDate, range.endDate, !by.includes("month"));
  const parts = await Promise.all([
    ...(years ? [fromTotals(db, "year", years, range.propertyId, by)] : []),
    ...months.map((span) => fromTotals(db, "month", span, range.propertyId, by)),
    ...days.map(([startDate, endDate]) => fromTransactions(db, { startDate, endDate, propertyId: range.propertyId }, by)),
  ]);
  if (parts.length === 1) return parts[0]!;
  const merged = new Map<string, LedgerAggregate>();
  for (const row of parts.flat()) {
    const key = `${row.type}\u0000${row.category}\u0000${row.propertyId ?? ""}\u0000${row.month}`;
    const seen = merged.get(key);
    if (seen) {
      seen.cents += row.cents;
      seen.count += row.count;
    } else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

/** The same sums from `transactions` alone: what the totals must always equal (tests compare them). */
export function recountLedger(db: Database, range: Range, by: readonly LedgerDimension[] = ["category", "property", "month"]): Promise<LedgerAggregate[]> {
  return fromTransactions(db, range, by);
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
