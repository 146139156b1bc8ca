import type { LedgerAggregate } from "./ledger";
import { categoryInfo } from "./categories";
import { centsToMoney } from "./money";

export const PNL_GROUPINGS = ["month", "category", "property"] as const;
export type PnlGrouping = (typeof PNL_GROUPINGS)[number];

interface Tally {
  revenue: number;
  expenses: number;
  capital: number;
  count: number;
}
const empty = (): Tally => ({ revenue: 0, expenses: 0, capital: 0, count: 0 });

export interface PnlGroup {
  key: string;
  label: string;
  revenue: string;
  expenses: string;
  net: string;
  capital_spending: string;
  transaction_count: number;
}

export interface ProfitAndLoss {
  revenue: string;
  expenses: string;
  net: string;
  capital_spending: string;
  net_after_capital_spending: string;
  transaction_count: number;
  groups: PnlGroup[];
}

/** Every month from the start date's month to the end date's, so empty months show as zeros. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let [year, month] = startDate.split("-").map(Number) as [number, number];
  const end = endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (key > end) return months;
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

/** Spending that buys an asset (a new roof, furniture): depreciated, never an operating expense. */
export const isCapitalSpending = (category: string) => categoryInfo(category)?.treatment === "capitalized";

function add(tally: Tally, row: LedgerAggregate): void {
  if (row.type === "REVENUE") tally.revenue += row.cents;
  else if (isCapitalSpending(row.category)) tally.capital += row.cents;
  else tally.expenses += row.cents;
  tally.count += row.count;
}

function present(key: string, label: string, t: Tally): PnlGroup {
  return { key, label, revenue: centsToMoney(t.revenue), expenses: centsToMoney(t.expenses), net: centsToMoney(t.revenue - t.expenses), capital_spending: centsToMoney(t.capital), transaction_count: t.count };
}

/**
 * Revenue, operating expenses and net operating income for the period, with one group per month,
 * category or property, and capital spending (capitalized categories: improvements, furniture and
 * equipment) apart: it buys an asset that is depreciated, so it never lowers the net. Sums are
 * integer cents until the end, so the groups add up to the totals exactly. `rows` must carry their
 * category (aggregate by it beside the grouping).
 */
export function profitAndLoss(
  rows: LedgerAggregate[],
  options: { groupBy: PnlGrouping; startDate: string; endDate: string; propertyLabel: (id: string | null) => string },
): ProfitAndLoss {
  const total: Tally = empty();
  const groups = new Map<string, Tally>();
  if (options.groupBy === "month") for (const month of monthsBetween(options.startDate, options.endDate)) groups.set(month, empty());
  const keyOf = (row: LedgerAggregate) => (options.groupBy === "month" ? row.month : options.groupBy === "category" ? row.category : (row.propertyId ?? "company"));
  for (const row of rows) {
    add(total, row);
    const key = keyOf(row);
    const tally = groups.get(key) ?? empty();
    add(tally, row);
    groups.set(key, tally);
  }
  const label = (key: string) =>
    options.groupBy === "month" ? key : options.groupBy === "category" ? (categoryInfo(key)?.label ?? key) : options.propertyLabel(key === "company" ? null : key);
  let entries = [...groups.entries()];
  // Months read in order; categories revenue first then by size; properties by size.
  if (options.groupBy === "category") {
    entries = entries.sort(([a, x], [b, y]) => (a.startsWith("revenue") === b.startsWith("revenue") ? y.revenue + y.expenses + y.capital - (x.revenue + x.expenses + x.capital) : a.startsWith("revenue") ? -1 : 1));
  } else if (options.groupBy === "property") {
    entries = entries.sort(([, x], [, y]) => y.revenue - x.revenue || y.expenses + y.capital - (x.expenses + x.capital));
  }
  return {
    revenue: centsToMoney(total.revenue),
    expenses: centsToMoney(total.expenses),
    net: centsToMoney(total.revenue - total.expenses),
    capital_spending: centsToMoney(total.capital),
    net_after_capital_spending: centsToMoney(total.revenue - total.expenses - total.capital),
    transaction_count: total.count,
    groups: entries.map(([key, tally]) => present(key, label(key), tally)),
  };
}
