import Decimal from "decimal.js";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { transactions, type PropertyRow, type TransactionTypeValue } from "../../../db/schema";
import { compile } from "../../../db/plain";
import { filteredLedger, fromYearTotals, wholeYearsOf, type BatchRunner, type LedgerDimension, type YearTotal } from "../../../db/ledger";
import { statedQuantities, type LedgerAggregate, type StatedQuantity } from "../../../domain/ledger";
import { TRANSACTION_ROWS, transactionWhere } from "../../../db/transactions";
import { categoriesMatching, categoryInfo, sideOfCategories } from "../../../domain/categories";
import { centsToMoney } from "../../../domain/money";
import type { QueryDatabaseArgs } from "../schemas";

export interface Totals {
  count: number;
  revenue: string;
  expense: string;
  /** revenue - expense */
  net: string;
}

export interface TransactionLine {
  id: string;
  date: string;
  amount: string;
  type: TransactionTypeValue;
  category: string;
  description: string;
  property: string | null;
}

export interface GroupLine extends Totals {
  key: string | null;
  label: string;
  average: string | null;
}

export interface TransactionsData {
  entity: "transactions";
  aggregate: NonNullable<QueryDatabaseArgs["aggregate"]>;
  group_by: QueryDatabaseArgs["group_by"] | null;
  filters: { start_date: string | null; end_date: string | null; categories: string[] | null; transaction_type: TransactionTypeValue | null; property: string | null; text: string | null; also_text: string | null; excluded_text: string | null; min_amount: string | null; max_amount: string | null };
  /** Every match, whatever the aggregate. */
  totals: Totals;
  /** The amount of the type asked about (sum or average), when the filters imply one type. */
  type: TransactionTypeValue | null;
  /** average of the asked type, to the cent (half up) */
  average: string | null;
  groups: GroupLine[] | null;
  /** The matches by category, for a sum or count of a description ("Airbnb": its rent and its other income) or of several categories ("income besides rent"), not grouped otherwise. */
  by_category: GroupLine[] | null;
  rows: TransactionLine[] | null;
  /** For a count of a name's lines: the quantities their descriptions state at a unit price ("7 turns at $110"), by unit. */
  stated: StatedQuantity[] | null;
}

/** The most lines whose descriptions a count reads for the quantities they state. */
const STATED_LINES = 2000;

const QUARTER = sql<string>`substr(${transactions.transactionDate}, 1, 4) || '-Q' || ((cast(substr(${transactions.transactionDate}, 6, 2) as integer) + 2) / 3)`;
const GROUP_KEYS: Record<NonNullable<QueryDatabaseArgs["group_by"]>, SQL<string | null>> = {
  month: sql<string>`substr(${transactions.transactionDate}, 1, 7)`,
  quarter: QUARTER,
  category: sql<string>`${transactions.category}`,
  property: sql<string | null>`${transactions.propertyId}`,
};

function totalsOf(rows: { type: TransactionTypeValue; n: number; cents: number }[]): Totals & { revenueCents: number; expenseCents: number } {
  let revenueCents = 0;
  let expenseCents = 0;
  let n = 0;
  for (const row of rows) {
    n += row.n;
    if (row.type === "REVENUE") revenueCents += row.cents;
    else expenseCents += row.cents;
  }
  return { count: n, revenue: centsToMoney(revenueCents), expense: centsToMoney(expenseCents), net: centsToMoney(revenueCents - expenseCents), revenueCents, expenseCents };
}

/** The one type the filters imply (an explicit type, or categories all of one type), else null. */
function impliedType(args: QueryDatabaseArgs): TransactionTypeValue | null {
  return args.transaction_type ?? sideOfCategories(args.categories ?? []);
}

function averageOf(cents: number, n: number): string | null {
  return n === 0 ? null : new Decimal(cents).dividedBy(n).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** How the tool reads: statements as one batch, and the company's year totals when they are kept in memory. */
export interface TransactionReads {
  run: BatchRunner;
  yearTotals?: () => Promise<YearTotal[]>;
}

export async function queryTransactions(
  db: Database,
  args: QueryDatabaseArgs,
  property: PropertyRow | null,
  addresses: Map<string, string>,
  reads: TransactionReads = { run: (statements) => db.$client.batch(statements) },
): Promise<TransactionsData> {
  const run = reads.run;
  const categories = args.categories?.flatMap((c) => categoriesMatching(c).map((info) => info.value));
  const where = transactionWhere({
    categories,
    startDate: args.start_date,
    endDate: args.end_date,
    propertyId: property?.id,
    transactionType: args.transaction_type,
    q: args.text,
    alsoQ: args.also_text,
    notQ: args.exclude_text,
    minAmountCents: args.min_amount === undefined ? undefined : Math.round(args.min_amount * 100),
    maxAmountCents: args.max_amount === undefined ? undefined : Math.round(args.max_amount * 100),
  });
  const aggregate = args.aggregate ?? "list";
  const type = impliedType(args);
  const key = args.group_by ? compile(GROUP_KEYS[args.group_by]).sql : undefined;
  const listed = aggregate === "list" || aggregate === "min" || aggregate === "max";
  const order = aggregate === "min" ? `"amount_cents" ASC, "transaction_date" ASC` : aggregate === "max" ? `"amount_cents" DESC, "transaction_date" ASC` : args.order === "oldest" ? `"transaction_date" ASC, "amount_cents" DESC` : `"transaction_date" DESC, "amount_cents" DESC`;
  type TypeRow = { type: TransactionTypeValue; n: number; cents: number | null };
  let byType: TypeRow[];
  let grouped: (TypeRow & { key: string | null })[] | null;
  let found: ReturnType<typeof TRANSACTION_ROWS.decode> | null = null;
  let byCategory: (TypeRow & { key: string | null })[] | null = null;
  let stated: TransactionsData["stated"] = null;
  if (!args.text && !args.also_text && !args.exclude_text && args.min_amount === undefined && args.max_amount === undefined && !listed) {
    // Sums and counts without a description filter come from the totals the triggers keep
    // (db/ledger.ts): a year reads a few hundred rows, not every transaction of the year.
    ({ byType, grouped, byCategory } = await fromLedgerTotals(db, args, categories, property?.id, reads));
  } else {
    // Plain statements in one D1 batch (db/plain.ts): the assistant asks on every question.
    const { sql: condition, params } = compile(where);
    const d1 = db.$client;
    const statements = [
      // By type and category: the totals, and what a name's rows are made of.
      d1.prepare(`SELECT "category" AS key, "transaction_type" AS type, count(*) AS n, sum("amount_cents") AS cents FROM "transactions" WHERE ${condition} GROUP BY "category", "transaction_type" ORDER BY "category"`).bind(...params),
      ...(key
        ? [d1.prepare(`SELECT ${key} AS key, "transaction_type" AS type, count(*) AS n, sum("amount_cents") AS cents FROM "transactions" WHERE ${condition} GROUP BY ${key}, "transaction_type" ORDER BY ${key}`).bind(...params)]
        : []),
      // "how many cleanings was that": what the lines state they billed for, read from their descriptions.
      ...(aggregate === "count" ? [d1.prepare(`SELECT "description" AS description FROM "transactions" WHERE ${condition} LIMIT ${STATED_LINES}`).bind(...params)] : []),
      ...(listed
        ? [
            d1
              .prepare(`SELECT ${TRANSACTION_ROWS.columns} FROM "transactions" WHERE ${condition} ORDER BY ${order}, "id" ASC LIMIT ?`)
              .bind(...params, args.limit ?? (aggregate === "list" ? 10 : 1)),
          ]
        : []),
    ];
    const results = await run(statements);
    // Rows by type and category: the totals add them up by type (totalsOf), whatever their category.
    const split = results[0]!.results as (TypeRow & { key: string | null })[];
    byType = split;
    if (args.text && !key && !listed) byCategory = split;
    grouped = key ? (results[1]!.results as (TypeRow & { key: string | null })[]) : null;
    found = listed ? TRANSACTION_ROWS.decode(results.at(-1)!.results as Record<string, unknown>[]) : null;
    if (aggregate === "count") stated = statedQuantities((results.at(-1)!.results as { description: string }[]).map((row) => row.description));
  }
  const totals = totalsOf(byType.map((row) => ({ ...row, cents: row.cents ?? 0 })));
  const typeCents = type === "REVENUE" ? totals.revenueCents : type === "EXPENSE" ? totals.expenseCents : null;
  const typeCount = type ? byType.filter((row) => row.type === type).reduce((n, row) => n + row.n, 0) : totals.count;

  const linesOf = (keyed: (TypeRow & { key: string | null })[], groupBy: NonNullable<QueryDatabaseArgs["group_by"]>): GroupLine[] => {
    const byKey = new Map<string | null, { type: TransactionTypeValue; n: number; cents: number }[]>();
    for (const row of keyed) byKey.set(row.key, [...(byKey.get(row.key) ?? []), { type: row.type, n: row.n, cents: row.cents ?? 0 }]);
    return [...byKey.entries()].map(([groupKey, parts]) => {
      const t = totalsOf(parts);
      const typed = type ? parts.find((p) => p.type === type) : undefined;
      return {
        key: groupKey,
        label: labelOf(groupBy, groupKey, addresses),
        count: t.count,
        revenue: t.revenue,
        expense: t.expense,
        net: t.net,
        average: type ? averageOf(typed?.cents ?? 0, typed?.n ?? 0) : null,
      };
    });
  };
  const groups = grouped ? linesOf(grouped, args.group_by!) : null;

  const rows: TransactionLine[] | null = found
    ? found.map((row) => ({
        id: row.id,
        date: row.transactionDate,
        amount: centsToMoney(row.amountCents),
        type: row.transactionType,
        category: row.category,
        description: row.description,
        property: row.propertyId ? (addresses.get(row.propertyId) ?? row.propertyId) : null,
      }))
    : null;

  return {
    entity: "transactions",
    aggregate,
    group_by: args.group_by ?? null,
    filters: {
      start_date: args.start_date ?? null,
      end_date: args.end_date ?? null,
      categories: args.categories ?? null,
      transaction_type: args.transaction_type ?? null,
      property: property?.address ?? null,
      text: args.text ?? null,
      also_text: args.also_text ?? null,
      excluded_text: args.exclude_text ?? null,
      min_amount: args.min_amount === undefined ? null : centsToMoney(Math.round(args.min_amount * 100)),
      max_amount: args.max_amount === undefined ? null : centsToMoney(Math.round(args.max_amount * 100)),
    },
    totals: { count: totals.count, revenue: totals.revenue, expense: totals.expense, net: totals.net },
    type,
    average: typeCents === null ? averageOf(totals.revenueCents - totals.expenseCents, typeCount) : averageOf(typeCents, typeCount),
    groups,
    by_category: byCategory ? linesOf(byCategory, "category") : null,
    rows,
    stated: stated && stated.length > 0 ? stated : null,
  };
}

/** A group's key as the SQL grouping writes it: "2025-07", "2025-Q3", a category, a property id (null for company level). */
function groupKeyOf(groupBy: NonNullable<QueryDatabaseArgs["group_by"]>, row: LedgerAggregate): string | null {
  if (groupBy === "month") return row.month;
  if (groupBy === "quarter") return `${row.month.slice(0, 4)}-Q${Math.floor((Number(row.month.slice(5, 7)) + 2) / 3)}`;
  if (groupBy === "category") return row.category;
  return row.propertyId;
}

/**
 * The same sums (by type, and by type within each group) from the ledger totals: only the dimensions
 * the question needs are read (category when it filters by category), then filtered and summed here.
 */
async function fromLedgerTotals(
  db: Database,
  args: QueryDatabaseArgs,
  categories: string[] | undefined,
  propertyId: string | undefined,
  reads: TransactionReads,
): Promise<{
  byType: { type: TransactionTypeValue; n: number; cents: number }[];
  grouped: { key: string | null; type: TransactionTypeValue; n: number; cents: number }[] | null;
  byCategory: { key: string | null; type: TransactionTypeValue; n: number; cents: number }[] | null;
}> {
  const by: LedgerDimension[] = [];
  if (args.group_by === "category") by.push("category");
  if (args.group_by === "property") by.push("property");
  if (args.group_by === "month" || args.group_by === "quarter") by.push("month");
  const filter = { startDate: args.start_date, endDate: args.end_date, propertyId, categories, transactionType: args.transaction_type };
  // Whole years of the whole company come from the year totals kept with the records' copy: no read.
  const years = reads.yearTotals ? wholeYearsOf(filter, by) : null;
  const kept = years && reads.yearTotals ? fromYearTotals(await reads.yearTotals(), years, filter) : await filteredLedger(db, filter, by, reads.run);
  const sum = (key: (row: LedgerAggregate) => string | null) => {
    const totals = new Map<string, { key: string | null; type: TransactionTypeValue; n: number; cents: number }>();
    for (const row of kept) {
      const k = key(row);
      const id = `${k ?? "\u0000"}|${row.type}`;
      const seen = totals.get(id);
      if (seen) {
        seen.n += row.count;
        seen.cents += row.cents;
      } else totals.set(id, { key: k, type: row.type, n: row.count, cents: row.cents });
    }
    return [...totals.values()];
  };
  const byType = sum(() => null).map(({ type, n, cents }) => ({ type, n, cents }));
  // "income last year besides rent": a sum of several categories, each one's part (read with the category filter).
  const several = categories !== undefined && categories.length > 1 && !args.group_by;
  const byCategory = several ? sum((row) => row.category) : null;
  if (!args.group_by) return { byType, grouped: null, byCategory };
  const groupBy = args.group_by;
  // As SQL orders them: no key (company level) first, then by key.
  const grouped = sum((row) => groupKeyOf(groupBy, row)).sort((a, b) => (a.key === b.key ? 0 : a.key === null ? -1 : b.key === null ? 1 : a.key < b.key ? -1 : 1));
  return { byType, grouped, byCategory: null };
}

function labelOf(groupBy: NonNullable<QueryDatabaseArgs["group_by"]>, key: string | null, addresses: Map<string, string>): string {
  if (groupBy === "property") return key ? (addresses.get(key) ?? key) : "Company level (no property)";
  if (groupBy === "category") return key ? (categoryInfo(key)?.label ?? key) : "Uncategorized";
  return key ?? "";
}
