/**
 * The ledger's sums for reports, the list's totals and the assistant: whole years and months from
 * the ledger totals the triggers keep (migration 0010), the days of a partial month from the
 * transactions themselves, in one D1 batch.
 */
import { monthEndOf, monthStartOf, shiftMonth } from "../domain/dates";
import type { LedgerAggregate } from "../domain/ledger";
import type { Database } from "./client";
import type { TransactionTypeValue } from "./schema";

export type LedgerDimension = "category" | "property" | "month";

type Range = { startDate: string; endDate: string; propertyId?: string };

/**
 * How a date range splits: whole calendar years (read from `ledger_year_totals`, unless the report
 * groups by month), whole months (from `ledger_totals`) and the days of a partial first or last
 * month (from `transactions`). A range inside one month is all days.
 */
export function splitRange(startDate: string, endDate: string, useYears = true): { years: [string, string] | null; months: [string, string][]; days: [string, string][] } {
  const first = startDate.endsWith("-01") ? startDate.slice(0, 7) : shiftMonth(startDate.slice(0, 7), 1);
  const last = endDate === monthEndOf(endDate.slice(0, 7)) ? endDate.slice(0, 7) : shiftMonth(endDate.slice(0, 7), -1);
  if (first > last) return { years: null, months: [], days: startDate <= endDate ? [[startDate, endDate]] : [] };
  const days: [string, string][] = [];
  if (startDate < monthStartOf(first)) days.push([startDate, monthEndOf(shiftMonth(first, -1))]);
  if (endDate > monthEndOf(last)) days.push([monthStartOf(shiftMonth(last, 1)), endDate]);
  const firstYear = first.endsWith("-01") ? Number(first.slice(0, 4)) : Number(first.slice(0, 4)) + 1;
  const lastYear = last.endsWith("-12") ? Number(last.slice(0, 4)) : Number(last.slice(0, 4)) - 1;
  if (!useYears || firstYear > lastYear) return { years: null, months: [[first, last]], days };
  const months: [string, string][] = [];
  if (first < `${firstYear}-01`) months.push([first, `${firstYear - 1}-12`]);
  if (last > `${lastYear}-12`) months.push([`${lastYear + 1}-01`, last]);
  return { years: [String(firstYear), String(lastYear)], months, days };
}

/**
 * The columns a grouping selects, as SQL text (column names only, never user input): every row has
 * all four keys, a dimension not grouped by reading "" (category, month) or NULL (property). These
 * reads run as plain D1 statements: an ORM's per-field result mapping costs more than the query.
 */
function selectKeys(by: readonly LedgerDimension[], columns: { category: string; property: string; month: string }): { select: string; groupBy: string[] } {
  return {
    select: [
      "transaction_type AS type",
      by.includes("category") ? `${columns.category} AS category` : "'' AS category",
      by.includes("property") ? `${columns.property} AS propertyId` : "NULL AS propertyId",
      by.includes("month") ? `${columns.month} AS month` : "'' AS month",
    ].join(", "),
    groupBy: [...(by.includes("category") ? [columns.category] : []), ...(by.includes("property") ? [columns.property] : []), ...(by.includes("month") ? [columns.month] : [])],
  };
}

/** An aggregate statement; its rows have the columns of LedgerAggregate. */
function rows(db: Database, query: string, params: unknown[]): D1PreparedStatement {
  return db.$client.prepare(query).bind(...params);
}

/** Runs statements as one D1 batch: a caller may add its own to the same round trip (chat/tools/context.ts). */
export type BatchRunner = (statements: D1PreparedStatement[]) => Promise<D1Result[]>;

/** The days' transactions, straight from the ledger (its covering index). */
function fromTransactions(db: Database, range: Range, by: readonly LedgerDimension[]): D1PreparedStatement {
  const { select, groupBy } = selectKeys(by, { category: "category", property: "property_id", month: "substr(transaction_date, 1, 7)" });
  return rows(
    db,
    `SELECT ${select}, sum(amount_cents) AS cents, count(*) AS count FROM transactions
     WHERE deleted_at IS NULL AND transaction_date >= ? AND transaction_date <= ?${range.propertyId ? " AND property_id = ?" : ""}
     GROUP BY ${["transaction_type", ...groupBy].join(", ")}`,
    [range.startDate, range.endDate, ...(range.propertyId ? [range.propertyId] : [])],
  );
}

/** The `property_key` of the company-wide rows (every property and company-level transactions together). */
const COMPANY_WIDE = "*";

/**
 * Whole months, or whole years, from the totals the triggers keep, grouped in key order (no sort):
 * one property's rows, every property's rows when grouping by property, else the company-wide rows.
 */
function fromTotals(db: Database, table: "month" | "year", span: [string, string], propertyId: string | undefined, by: readonly LedgerDimension[]): D1PreparedStatement {
  const [name, period] = table === "month" ? ["ledger_totals", "month"] : ["ledger_year_totals", "year"];
  const byMonth = by.includes("month") && table === "month";
  const { select } = selectKeys(byMonth ? by : by.filter((d) => d !== "month"), { category: "category", property: "nullif(property_key, '')", month: "month" });
  const scope = propertyId ? "property_key = ?" : by.includes("property") ? "property_key != ?" : "property_key = ?";
  // The primary key's order: (period, type, category, property).
  const keyOrder = [...(byMonth ? [period] : []), "transaction_type", ...(by.includes("category") ? ["category"] : []), ...(by.includes("property") ? ["property_key"] : [])];
  return rows(
    db,
    `SELECT ${select}, sum(amount_cents) AS cents, sum(transaction_count) AS count FROM ${name}
     WHERE ${period} >= ? AND ${period} <= ? AND ${scope}
     GROUP BY ${keyOrder.join(", ")}`,
    [span[0], span[1], propertyId ?? COMPANY_WIDE],
  );
}

/**
 * Live transactions in the range summed by type and by the dimensions a report needs, and no others
 * (a year's P&L by month is 24 groups). Whole years come from `ledger_year_totals` (unless grouped by
 * month), whole months from `ledger_totals`, and only the days of a partial first or last month from
 * `transactions`: a year's Schedule E reads one row per property, type and category. A dimension not
 * asked for reads as "" (category, month) or null (property) in every row.
 */
export async function aggregateLedger(
  db: Database,
  range: Range,
  by: readonly LedgerDimension[] = ["category", "property", "month"],
  run: BatchRunner = (statements) => db.$client.batch(statements),
): Promise<LedgerAggregate[]> {
  const { years, months, days } = splitRange(range.startDate, range.endDate, !by.includes("month"));
  const statements = [
    ...(years ? [fromTotals(db, "year", years, range.propertyId, by)] : []),
    ...months.map((span) => fromTotals(db, "month", span, range.propertyId, by)),
    ...days.map(([startDate, endDate]) => fromTransactions(db, { startDate, endDate, propertyId: range.propertyId }, by)),
  ];
  if (statements.length === 0) return [];
  // Every part in one round trip.
  const results = await run(statements);
  const parts = results.map((result) => result.results as LedgerAggregate[]);
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

/** The widest dates a filter can mean: "over all recorded dates". */
export const ALL_DATES = { start: "1000-01-01", end: "9999-12-31" };

/** The filters the ledger totals can answer: a period, one property, categories and a type. */
export interface LedgerFilter {
  startDate?: string;
  endDate?: string;
  propertyId?: string;
  categories?: readonly string[];
  transactionType?: TransactionTypeValue;
}

/** The groups a filter's categories and type keep (rows read by category when it names categories). */
export function keepFiltered(rows: LedgerAggregate[], filter: LedgerFilter): LedgerAggregate[] {
  const wanted = filter.categories ? new Set(filter.categories) : null;
  return rows.filter((row) => row.count > 0 && (!wanted || wanted.has(row.category)) && (!filter.transactionType || row.type === filter.transactionType));
}

/**
 * The ledger's groups (by `by`) of the live transactions a filter selects, from the totals: a
 * category filter reads by category too, then only the groups the filter keeps are returned.
 */
export async function filteredLedger(db: Database, filter: LedgerFilter, by: readonly LedgerDimension[] = [], run?: BatchRunner): Promise<LedgerAggregate[]> {
  const dimensions: LedgerDimension[] = filter.categories && !by.includes("category") ? [...by, "category"] : [...by];
  const range = { startDate: filter.startDate ?? ALL_DATES.start, endDate: filter.endDate ?? ALL_DATES.end, propertyId: filter.propertyId };
  return keepFiltered(await aggregateLedger(db, range, dimensions, run), filter);
}

/** A year's company-wide total of one type and category: every property and the company-level rows. */
export interface YearTotal {
  year: string;
  type: TransactionTypeValue;
  category: string;
  cents: number;
  count: number;
}

/** Every year's company-wide totals by type and category: a few hundred rows at most (years × categories). */
export function yearTotalsStatement(db: Database): D1PreparedStatement {
  return db.$client.prepare(
    `SELECT year, transaction_type AS type, category, amount_cents AS cents, transaction_count AS count FROM ledger_year_totals WHERE property_key = '${COMPANY_WIDE}' AND transaction_count > 0`,
  );
}

/**
 * The whole calendar years a filter covers when it is about the whole company and needs no grouping
 * by month or property (its sums are then in the company-wide year totals), else null.
 */
export function wholeYearsOf(filter: LedgerFilter, by: readonly LedgerDimension[]): [string, string] | null {
  if (filter.propertyId || by.includes("property") || by.includes("month")) return null;
  const split = splitRange(filter.startDate ?? ALL_DATES.start, filter.endDate ?? ALL_DATES.end);
  return split.years && !split.months.length && !split.days.length ? split.years : null;
}

/**
 * The groups a filter keeps of the years `[first, last]`, from company-wide year totals already read:
 * rows by type and category, whatever the grouping (callers sum them to the grouping they need).
 */
export function fromYearTotals(years: YearTotal[], [first, last]: [string, string], filter: LedgerFilter): LedgerAggregate[] {
  const rows = years
    .filter((row) => row.year >= first && row.year <= last)
    .map((row) => ({ type: row.type, category: row.category, propertyId: null, month: "", cents: row.cents, count: row.count }));
  return keepFiltered(rows, filter);
}

/** The same sums from `transactions` alone: what the totals must always equal (tests compare them). */
export async function recountLedger(db: Database, range: Range, by: readonly LedgerDimension[] = ["category", "property", "month"]): Promise<LedgerAggregate[]> {
  return (await fromTransactions(db, range, by).all<LedgerAggregate>()).results;
}
