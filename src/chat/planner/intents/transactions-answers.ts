import Decimal from "decimal.js";
import { categoryInfo, isCategoryOrGroup, withinCategories } from "../../../domain/categories";
import { isCapitalSpending } from "../../../domain/profit-and-loss";
import { dollars, longDate, monthLabel, percentOf, plural } from "../../format";
import type { ToolData } from "../../tools";
import type { PropertyFacts } from "../../tools/database/records";
import type { GroupLine, TransactionLine, TransactionsData } from "../../tools/database/transactions";
import type { AnswerBlock } from "../../types";
import { column, resultsOf, type Plan } from "../intent";
import { MONTH } from "../periods";

/** The answers of the transactions intent (transactions.ts): sentences and, for breakdowns, lists and comparisons, tables. */

function categoryWords(p: Plan, data: TransactionsData): string {
  const cats = data.filters.categories;
  if (p.phrases.length) return p.phrases.map((phrase) => phrase.replace(/^./, (ch) => ch.toUpperCase())).join(" and ");
  if (cats?.length) return cats.map((cat) => categoryInfo(cat)?.label ?? cat).join(", ");
  if (data.filters.transaction_type === "REVENUE") return "Income";
  if (data.filters.transaction_type === "EXPENSE") return "Expenses";
  return "Transactions";
}

/** "in July 2025", but "since March 1, 2025" and "before July 2026" as they are. */
export const inPeriod = (label: string) => (/^(since|after|before|until|from|between)\b/.test(label) ? label : `in ${label}`);

function scope(data: TransactionsData, periodLabel?: string): string {
  const parts = [periodLabel ? inPeriod(periodLabel) : data.filters.start_date || data.filters.end_date ? `from ${data.filters.start_date ? longDate(data.filters.start_date) : "the start"} to ${data.filters.end_date ? longDate(data.filters.end_date) : "today"}` : "over all recorded dates"];
  if (data.filters.property) parts.push(`for ${data.filters.property}`);
  if (data.filters.text) parts.push(`with "${data.filters.text}"${data.filters.also_text ? ` and "${data.filters.also_text}"` : ""} in the description`);
  if (data.filters.excluded_text) parts.push(`leaving out the rows that say "${data.filters.excluded_text}"`);
  if (data.filters.min_amount && data.filters.max_amount) parts.push(`of ${dollars(data.filters.min_amount)} to ${dollars(data.filters.max_amount)}`);
  else if (data.filters.min_amount) parts.push(`of ${dollars(data.filters.min_amount)} or more`);
  else if (data.filters.max_amount) parts.push(`of ${dollars(data.filters.max_amount)} or less`);
  return parts.join(" ");
}

/** A category's name as the app shows it ("Repairs", not expense:maintenance:repairs). */
const labelOf = (category: string) => categoryInfo(category)?.label ?? (isCategoryOrGroup(category) ? category.split(":").at(-1)!.replace(/_/g, " ").replace(/^\w/, (ch) => ch.toUpperCase()) : category);

function categoryNote(data: TransactionsData): string {
  const cats = data.filters.categories;
  if (!cats?.length) return "";
  // Every operating category is a long list: its first few say what it is.
  return cats.length > 8 ? ` Categories: ${cats.slice(0, 4).map(labelOf).join(", ")} and ${cats.length - 4} more.` : ` Categories: ${cats.map(labelOf).join(", ")}.`;
}

type Amounts = { revenue: string; expense: string; net: string };

/** " Their descriptions state 86 turns in all.", "69 turns in all, on 12 of the 14 lines": what a count's lines say they billed for, by unit ("7 turns at $110"). */
function statedIn(data: TransactionsData): string {
  if (!data.stated) return "";
  const parts = data.stated.map((s) => `${s.quantity} ${s.unit} in all${s.price ? ` at ${dollars(s.price)} each` : ""}${s.lines < data.totals.count ? `, on ${s.lines} of the ${data.totals.count} lines` : ""}`);
  return ` Their descriptions state ${parts.join("; and ")}.`;
}

/** "Income with 'airbnb' in the description", "income besides rent": what a figure is made of, when of more than one category. */
function madeOf(data: TransactionsData): string {
  const typed = (g: GroupLine) => new Decimal(typedAmount(data.type, g));
  const parts = (data.by_category ?? []).filter((g) => (data.type === "REVENUE" ? g.revenue !== "0.00" : data.type === "EXPENSE" ? g.expense !== "0.00" : true));
  if (parts.length < 2) return "";
  const lines = [...parts].sort((a, b) => typed(b).abs().comparedTo(typed(a).abs())).map((g) => `${g.label} ${data.type ? dollars(typedAmount(data.type, g)) : amountOf(data, g)} (${plural(g.count, "transaction")})`);
  return ` By category: ${lines.join("; ")}.`;
}

/** The figure of the one type the filters imply (income or expenses), else the net. */
export function typedAmount(type: TransactionsData["type"], t: Amounts): string {
  return type === "REVENUE" ? t.revenue : type === "EXPENSE" ? t.expense : t.net;
}

/** The amount that answers "how much": the one type the filters imply, or income, expenses and net. */
function amountOf(data: TransactionsData, group?: Amounts): string {
  const t = group ?? data.totals;
  if (data.type === "REVENUE") return dollars(t.revenue);
  if (data.type === "EXPENSE") return dollars(t.expense);
  return `income ${dollars(t.revenue)}, expenses ${dollars(t.expense)}, net ${dollars(t.net)}`;
}

function groupLabel(groupBy: TransactionsData["group_by"], key: string | null, label: string): string {
  if (groupBy === "month" && key) return monthLabel(key);
  // "2025-Q1" -> "Q1 2025", as a quarter is named elsewhere.
  const quarter = groupBy === "quarter" && key ? /^(\d{4})-Q([1-4])$/.exec(key) : null;
  return quarter ? `Q${quarter[2]} ${quarter[1]}` : label;
}

const line = (r: NonNullable<TransactionsData["rows"]>[number]) => `${longDate(r.date)}: ${dollars(r.amount)} ${r.type === "REVENUE" ? "income" : "expense"}, ${r.description} (${labelOf(r.category)}${r.property ? `, ${r.property}` : ""})`;

/** "Gross rental income": every income of the rentals, with the rent in it and each other kind named. */
/** The categories of rent: short-term and long-term. */
export const RENT_CATEGORIES = ["revenue:rental_income", "revenue:long_term_rental"];

/** Income by category: the rent in it, and each category's part, largest first. */
function incomeParts(data: TransactionsData): { rent: string; rentKinds: number; parts: string[] } {
  const groups = (data.groups ?? []).filter((g) => g.revenue !== "0.00");
  const rents = groups.filter((g) => g.key !== null && RENT_CATEGORIES.includes(g.key));
  const rent = rents.reduce((sum, g) => sum.plus(g.revenue), new Decimal(0));
  const parts = [...groups].sort((a, b) => new Decimal(b.revenue).comparedTo(a.revenue)).map((g) => `${g.label} ${dollars(g.revenue)}`);
  return { rent: rent.toFixed(2), rentKinds: rents.length, parts };
}

function writeGross(data: TransactionsData, where: string): string {
  const { rent, parts } = incomeParts(data);
  return `Gross rental income ${where}: ${dollars(data.totals.revenue)} (${plural(data.totals.count, "transaction")}), of which rent ${dollars(rent)}; by category: ${parts.join("; ")}.`;
}

/**
 * "how much has the cabin brought in": all its income, and the rent in it, which some mean by it, so
 * either reading is answered; each category's part when there is more than one.
 */
function writeIncome(what: string, data: TransactionsData, where: string): string {
  const { rent, rentKinds, parts } = incomeParts(data);
  const head = `${what} ${where}: ${dollars(data.totals.revenue)} (${plural(data.totals.count, "transaction")})`;
  if (parts.length < 2) return `${head}.`;
  const rentPart = rentKinds > 0 && rentKinds < parts.length ? `, of which rent ${dollars(rent)}` : "";
  return `${head}${rentPart}; by category: ${parts.join("; ")}.`;
}

/** Gross rental income by property, month or quarter: each one's every income of the rentals, with the rent in it. */
function grossRows(gross: TransactionsData, rent: TransactionsData): { label: string; gross: string; rent: string; count: number }[] {
  const rentOf = new Map((rent.groups ?? []).map((g) => [g.key, g.revenue]));
  const groups = gross.group_by === "property" ? [...(gross.groups ?? [])].sort((a, b) => new Decimal(b.revenue).comparedTo(a.revenue)) : (gross.groups ?? []);
  return groups.map((g) => ({ label: groupLabel(gross.group_by, g.key, g.label), gross: g.revenue, rent: rentOf.get(g.key) ?? "0.00", count: g.count }));
}

export function writeGrossBy(gross: TransactionsData, rent: TransactionsData, periodLabel?: string): string {
  const where = scope(gross, periodLabel);
  if (gross.totals.count === 0) return `No income is on record ${where}.`;
  const lines = grossRows(gross, rent).map((r) => `- ${r.label}: ${dollars(r.gross)}, of which rent ${dollars(r.rent)} (${plural(r.count, "transaction")})`);
  return `Gross rental income ${where}, by ${gross.group_by} (every income of the rentals: rent, and what guests and tenants paid besides, such as cleaning fees):\n${lines.join("\n")}\nTotal: ${dollars(gross.totals.revenue)}, of which rent ${dollars(rent.totals.revenue)} (${plural(gross.totals.count, "transaction")}).`;
}

/**
 * Beside a rent figure, all the income of the same period and place when it is more ("booking revenue":
 * the rent, or with the cleaning fees the guests paid too): each other kind named, so either reading is answered.
 */
export function incomeBeside(rent: TransactionsData, all: TransactionsData): string {
  if (rent.totals.count === 0 || new Decimal(all.totals.revenue).lessThanOrEqualTo(rent.totals.revenue)) return "";
  const asked = rent.filters.categories ?? [];
  const others = (all.groups ?? []).filter((g) => g.key !== null && !withinCategories([g.key], asked) && g.revenue !== "0.00");
  if (others.length === 0) return "";
  const named = [...others].sort((a, b) => new Decimal(b.revenue).comparedTo(a.revenue)).map((g) => `${g.label} ${dollars(g.revenue)}`);
  return ` With the other income of the same period and place (${named.join("; ")}), all income: ${dollars(all.totals.revenue)} (${plural(all.totals.count, "transaction")}).`;
}

/**
 * "net income": what of the expenses was capital spending (a new roof), which is depreciated rather
 * than expensed, and the net before it, as the profit and loss report gives it; nothing when there was none.
 */
export function capitalNote(net: TransactionsData, byCategory: TransactionsData): string {
  const capital = (byCategory.groups ?? []).filter((g) => g.key !== null && isCapitalSpending(g.key) && g.expense !== "0.00");
  if (net.totals.count === 0 || capital.length === 0) return "";
  const spent = capital.reduce((total, g) => total.plus(g.expense), new Decimal(0));
  const before = new Decimal(net.totals.net).plus(spent);
  return ` Of the expenses, ${dollars(spent.toFixed(2))} ${capital.length === 1 ? "was" : "were"} capital spending (${capital.map((g) => `${g.label} ${dollars(g.expense)}`).join("; ")}), which is depreciated rather than expensed: the net before it, as the profit and loss report gives it, is ${dollars(before.toFixed(2))}.`;
}

/** Beside the furniture the books show for a home, the furniture and equipment its record holds in its basis, bought with it. */
export function furnitureOnRecord(home: PropertyFacts | undefined): string {
  if (!home || new Decimal(home.ffe_basis).isZero()) return "";
  return ` The property's record holds furniture and equipment of ${dollars(home.ffe_basis)} in its basis, bought with the property (acquired ${longDate(home.acquisition_date)}).`;
}

export function writeTransactions(p: Plan, data: TransactionsData): string {
  const what = categoryWords(p, data);
  const where = scope(data, p.periods[0]?.label);
  if (data.totals.count === 0) return `No transactions match: ${what.toLowerCase()} ${where}.${categoryNote(data)}`;
  if (p.focus === "gross") return writeGross(data, where);
  if (p.focus === "income" && data.group_by === "category") return writeIncome(what, data, where);
  const note = categoryNote(data);
  const latest = data.rows?.[0];
  if (p.focus === "latest" && latest) {
    return `The latest (${what.toLowerCase()} ${where}): ${dollars(latest.amount)} on ${longDate(latest.date)}, ${latest.description}${latest.property ? ` (${latest.property})` : ""}. ${plural(data.totals.count, "matching transaction")} on record in all, totalling ${amountOf(data)}.${note}`;
  }
  if (p.focus === "property_of" && latest) {
    return latest.property ? `That was ${latest.property}: ${dollars(latest.amount)} on ${longDate(latest.date)}, ${latest.description}.` : `That one (${dollars(latest.amount)} on ${longDate(latest.date)}, ${latest.description}) is a company-level transaction, not tied to a property.`;
  }
  if (data.groups) {
    const amount = (g: GroupLine) => new Decimal(typedAmount(data.type, g));
    const ordered = data.group_by === "category" || data.group_by === "property" ? [...data.groups].sort((a, b) => amount(b).comparedTo(amount(a))) : data.groups;
    const lines = ordered.map((g) => `- ${groupLabel(data.group_by, g.key, g.label)}: ${data.aggregate === "average" && data.group_by !== "month" ? `average ${g.average === null ? "n/a" : dollars(g.average)}` : amountOf(data, g)} (${plural(g.count, "transaction")})`);
    let head = `${what} ${where}, by ${data.group_by}:`;
    if (data.aggregate === "average" && data.group_by === "month" && data.type) {
      const total = typedAmount(data.type, data.totals);
      const months = data.groups.length;
      const avg = new Decimal(total).dividedBy(months).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
      head = `${what} ${where} averaged ${dollars(avg)} per month (${dollars(total)} over ${plural(months, "month")} with transactions).`;
    }
    if ((p.pick === "loss" || p.pick === "profit") && !data.type) {
      // Which of them lost (or made) money: named first, then every one.
      const signed = data.groups.filter((g) => (p.pick === "loss" ? new Decimal(g.net).isNegative() && !new Decimal(g.net).isZero() : new Decimal(g.net).greaterThan(0)));
      const [unit, units] = data.group_by === "month" ? ["month", "months"] : data.group_by === "quarter" ? ["quarter", "quarters"] : data.group_by === "property" ? ["property", "properties"] : ["category", "categories"];
      const kind = p.pick === "loss" ? "a net loss" : "a net profit";
      const named = signed.map((g) => `${groupLabel(data.group_by, g.key, g.label)} (net ${dollars(g.net)})`).join(", ");
      head = signed.length === 0 ? `No ${unit} had ${kind} ${where}. ${what} ${where}, by ${data.group_by}:` : `${signed.length} of ${plural(data.groups.length, unit, units)} had ${kind} ${where}: ${named}. ${what} ${where}, by ${data.group_by}:`;
    } else if (p.pick && data.type) {
      const [best, next] = [...data.groups].sort((a, b) => (p.pick === "max" ? amount(b).comparedTo(amount(a)) : amount(a).comparedTo(amount(b))));
      // "and by how much did it beat the next one": the margin over the one after it.
      const margin = next ? `, ${dollars(amount(best!).minus(amount(next)).abs().toFixed(2))} ${p.pick === "max" ? "more" : "less"} than the next, ${groupLabel(data.group_by, next.key, next.label)} (${amountOf(data, next)})` : "";
      head = `The ${p.pick === "max" ? "highest" : "lowest"} was ${groupLabel(data.group_by, best!.key, best!.label)} with ${amountOf(data, best!)}${margin}. ${what} ${where}, by ${data.group_by}:`;
    }
    return `${head}\n${lines.join("\n")}\nTotal: ${amountOf(data)} (${plural(data.totals.count, "transaction")}).${note}`;
  }
  switch (data.aggregate) {
    case "count":
      return `${plural(data.totals.count, "transaction")} ${where}${what === "Transactions" ? "" : ` (${what.toLowerCase()})`}, totalling ${amountOf(data)}.${statedIn(data)}${madeOf(data) || note}`;
    case "average":
      return `The average ${data.type === "EXPENSE" ? "expense" : data.type === "REVENUE" ? "income" : "net amount"} per transaction (${what.toLowerCase()}) ${where} was ${data.average === null ? "n/a" : dollars(data.average)}, over ${plural(data.totals.count, "transaction")} totalling ${amountOf(data)}.${note}`;
    case "max":
    case "min": {
      const row = data.rows?.[0];
      if (!row) return `No transactions match ${where}.`;
      const kind = data.type === "EXPENSE" ? "expense" : data.type === "REVENUE" ? "income item" : "transaction";
      const rows = data.rows ?? [];
      if (rows.length > 1) {
        // "top 3 expenses": each of them, largest first.
        const lines = rows.map((r) => `- ${longDate(r.date)}: ${dollars(r.amount)} ${r.description} (${labelOf(r.category)}${r.property ? `, ${r.property}` : ""})`);
        return `The ${rows.length} ${data.aggregate === "max" ? "largest" : "smallest"} ${kind === "income item" ? "income items" : `${kind}s`} ${where} (${what.toLowerCase()}):\n${lines.join("\n")}`;
      }
      return `The ${data.aggregate === "max" ? "largest" : "smallest"} ${kind} ${where} (${what.toLowerCase()}) was ${dollars(row.amount)} on ${longDate(row.date)}: ${row.description} (${labelOf(row.category)}${row.property ? `, ${row.property}` : ""}).`;
    }
    case "list": {
      const rows = (data.rows ?? []).map((r) => `- ${line(r)}`);
      const shown = rows.length < data.totals.count ? ` The latest ${rows.length}:` : "";
      return `${plural(data.totals.count, "transaction")} ${where} (${what.toLowerCase()}): ${amountOf(data)}.${shown}\n${rows.join("\n")}${note ? `\n${note.trim()}` : ""}`;
    }
    default:
      return `${what} ${where}: ${amountOf(data)} (${plural(data.totals.count, "transaction")}).${madeOf(data) || note}`;
  }
}

/** "management fees as a % of rent": both figures, and the first as a percentage of the second, to a tenth of a percent. */
export function writeRatio(p: Plan, results: TransactionsData[]): string {
  const [part, whole] = results;
  const [partLabel = "", wholeLabel = ""] = p.sides ?? [];
  if (!part || !whole) return "No transactions could be read.";
  const where = scope(whole, p.periods[0]?.label);
  const [a, b] = [typedAmount(part.type, part.totals), typedAmount(whole.type, whole.totals)];
  const figures = `${partLabel.replace(/^\w/, (ch) => ch.toUpperCase())} ${where}: ${dollars(a)} (${plural(part.totals.count, "transaction")}); ${wholeLabel}: ${dollars(b)} (${plural(whole.totals.count, "transaction")}).`;
  if (new Decimal(b).isZero()) return `${figures} With no ${wholeLabel} to divide by, there is no percentage.`;
  return `${figures} ${partLabel.replace(/^\w/, (ch) => ch.toUpperCase())} came to ${percentOf(a, b)}% of ${wholeLabel}.`;
}

/** A figure with a name's rows taken off ("repairs in 2025, roof excluded"): what is left, and what was taken off. */
export function writeWithout(p: Plan, results: TransactionsData[]): string {
  const [whole, named] = results;
  if (!whole || !named) return "No transactions could be read.";
  const name = p.sides?.[0] ?? "";
  const left = new Decimal(typedAmount(whole.type, whole.totals)).minus(typedAmount(named.type, named.totals));
  const where = scope(whole, p.periods[0]?.label);
  const taken = named.totals.count === 0 ? `no transaction of them mentions "${name}", so nothing is taken off` : `taken off: ${dollars(typedAmount(named.type, named.totals))} (${plural(named.totals.count, "transaction")} mentioning "${name}")`;
  return `${categoryWords(p, whole)} ${where}, without "${name}": ${dollars(left.toFixed(2))} (${plural(whole.totals.count - named.totals.count, "transaction")}); ${taken}.${categoryNote(whole)}`;
}

/** "Highest: X." with by how much, or, when every side is the same figure, that they are equal (no highest among equals). */
function highest(sides: readonly string[], values: readonly string[], best: number, gap: string, label = ""): string {
  if (values.every((v) => new Decimal(v).equals(values[0]!))) return `${values.length === 2 ? "Both are" : "All are"} ${label}${dollars(new Decimal(values[0]!).toFixed(2))}.`;
  return `Highest${label ? " net" : ""}: ${sides[best]}.${gap}`;
}

export function writeComparison(p: Plan, results: TransactionsData[]): string {
  const first = results[0];
  if (!first) return "Nothing to compare.";
  const value = (d: TransactionsData) => typedAmount(d.type, d.totals);
  const label = first.type ? "" : "net ";
  if (p.sides) {
    const sides = p.sides;
    const what = categoryWords(p, first);
    // Of no one side ("airbnb vs vrbo"): each one's income, expenses and net, compared on the net.
    // A name's side that spans categories says what it is made of ("Airbnb": its rent and its cleaning fees).
    const lines = results.map((d, i) => `- ${sides[i]}: ${d.type ? dollars(value(d)) : amountOf(d)} (${plural(d.totals.count, "transaction")})${d.filters.text ? madeOf(d) : ""}`);
    const best = results.reduce((at, d, i) => (new Decimal(value(d)).greaterThan(value(results[at]!)) ? i : at), 0);
    const when = p.periods[0] ? inPeriod(p.periods[0].label) : "over all recorded dates";
    if (p.sideKind === "name") {
      const where = first.filters.property ? ` for ${first.filters.property}` : "";
      if (p.focus === "together") {
        const total = results.reduce((sum, d) => sum.plus(value(d)), new Decimal(0));
        const count = results.reduce((sum, d) => sum + d.totals.count, 0);
        return `${what} ${when}${where}:\n${lines.join("\n")}\nTogether: ${label}${dollars(total.toFixed(2))} (${plural(count, "transaction")}).`;
      }
      const gap = results.length === 2 ? ` ${sides[best]} was ${dollars(new Decimal(value(results[best]!)).minus(value(results[1 - best]!)).abs().toFixed(2))} more${label ? " net" : ""} than ${sides[1 - best]}.` : "";
      return `${what} ${when}${where}, compared:\n${lines.join("\n")}\n${highest(sides, results.map(value), best, gap, label)}`;
    }
    if (p.sideKind === "category") {
      const where = first.filters.property ? ` for ${first.filters.property}` : "";
      const notes = results.map((d, i) => `${sides[i]}: ${(d.filters.categories ?? []).map(labelOf).join(", ")}`).join("; ");
      return `Compared ${when}${where}:\n${lines.join("\n")}\n${highest(sides, results.map(value), best, "")} Categories: ${notes}.`;
    }
    const named = first.filters.text ? ` with "${first.filters.text}" in the description` : "";
    if (p.focus === "together") {
      // "durham + raleigh combined": the properties' one figure, each shown.
      const total = results.reduce((sum, d) => sum.plus(value(d)), new Decimal(0));
      const count = results.reduce((sum, d) => sum + d.totals.count, 0);
      return `${what} ${when}${named}, by property:\n${lines.join("\n")}\nTogether: ${label}${dollars(total.toFixed(2))} (${plural(count, "transaction")}).${categoryNote(first)}`;
    }
    // Two sides: by how much one is ahead.
    const gap = results.length === 2 ? ` ${sides[best]} was ${dollars(new Decimal(value(results[best]!)).minus(value(results[1 - best]!)).abs().toFixed(2))} ${label ? "higher" : "more"} than ${sides[1 - best]}.` : "";
    return `${what} ${when}${named}, by property:\n${lines.join("\n")}\n${highest(sides, results.map(value), best, gap)}${categoryNote(first)}`;
  }
  const [a, b] = results;
  const [pa, pb] = p.periods;
  if (!a || !b || !pa || !pb) return writeTransactions(p, first);
  const what = categoryWords(p, a);
  const diff = new Decimal(value(b)).minus(value(a));
  return `${what}${a.filters.property ? ` for ${a.filters.property}` : ""}: ${pa.label} ${label}${dollars(value(a))} (${plural(a.totals.count, "transaction")}); ${pb.label} ${label}${dollars(value(b))} (${plural(b.totals.count, "transaction")}). ${pb.label} was ${dollars(diff.abs().toFixed(2))} ${diff.isNegative() ? "lower" : "higher"} than ${pa.label}.${categoryNote(a)}`;
}

/** The first column of a breakdown's table: what it is broken down by. */
const byColumn = (groupBy: TransactionsData["group_by"]) => (groupBy === "month" ? "Month" : groupBy === "quarter" ? "Quarter" : groupBy === "property" ? "Property" : "Category");

/** The amount cells of a group or the totals: the one type asked, else income, expenses and net. */
function amountCells(data: TransactionsData, t: Amounts): string[] {
  return data.type ? [dollars(typedAmount(data.type, t))] : [dollars(t.revenue), dollars(t.expense), dollars(t.net)];
}
const amountColumns = (data: TransactionsData) => (data.type ? [column(data.type === "REVENUE" ? "Income" : "Expenses", "right")] : [column("Income", "right"), column("Expenses", "right"), column("Net", "right")]);

/** Breakdowns, lists and comparisons as tables, with the answer's own lead and total lines around them. */
export function transactionBlocks(p: Plan, results: ToolData[]): AnswerBlock[] | undefined {
  const data = resultsOf(results, "transactions");
  const first = data[0];
  if (!first || first.totals.count === 0 || p.focus === "without") return undefined;
  if (p.focus === "compare" || p.focus === "together") {
    const labels = p.sides ?? p.periods.map((period) => period.label);
    const lines = writeComparison(p, data).split("\n");
    const rows = data.map((d, i) => [labels[i] ?? "", ...amountCells(d, d.totals), String(d.totals.count)]);
    return [{ type: "text", text: p.sides ? lines[0]! : `${categoryWords(p, first)}${first.filters.property ? ` for ${first.filters.property}` : ""}, compared:` }, { type: "table", columns: [column(p.sideKind === "category" ? "Category" : p.sideKind === "name" ? "Part" : p.sides ? "Property" : "Period"), ...amountColumns(first), column("Transactions", "right")], rows }, { type: "text", text: p.sides ? lines.at(-1)! : lines[0]!.split("). ").at(-1)! }];
  }
  const second = data[1];
  if (p.focus === "gross" && first.group_by !== "category" && second) {
    const text = writeGrossBy(first, second, p.periods[0]?.label).split("\n");
    const rows = grossRows(first, second).map((r) => [r.label, dollars(r.gross), dollars(r.rent), String(r.count)]);
    return [{ type: "text", text: text[0]! }, { type: "table", columns: [column(byColumn(first.group_by)), column("Gross income", "right"), column("Rent", "right"), column("Transactions", "right")], rows }, { type: "text", text: text.at(-1)! }];
  }
  const text = writeTransactions(p, first).split("\n");
  if (first.groups && p.focus === "gross") {
    const rows = [...first.groups].sort((a, b) => new Decimal(b.revenue).comparedTo(a.revenue)).map((g) => [g.label, dollars(g.revenue), String(g.count)]);
    return [{ type: "text", text: text[0]! }, { type: "table", columns: [column("Category"), column("Income", "right"), column("Transactions", "right")], rows }];
  }
  if (first.groups) {
    const by = byColumn(first.group_by);
    const amount = (g: GroupLine) => new Decimal(typedAmount(first.type, g));
    const ordered = first.group_by === "category" || first.group_by === "property" ? [...first.groups].sort((a, b) => amount(b).comparedTo(amount(a))) : first.groups;
    const averaged = first.aggregate === "average" && first.group_by !== "month";
    const rows = ordered.map((g) => [groupLabel(first.group_by, g.key, g.label), ...(averaged ? [g.average === null ? "n/a" : dollars(g.average)] : amountCells(first, g)), String(g.count)]);
    const columns = [column(by), ...(averaged ? [column("Average", "right")] : amountColumns(first)), column("Transactions", "right")];
    return [{ type: "text", text: text[0]! }, { type: "table", columns, rows }, { type: "text", text: text.at(-1)! }];
  }
  const rows = first.rows ?? [];
  if (rows.length < 2) return undefined;
  const table = rows.map((r) => [longDate(r.date), r.description, labelOf(r.category), r.property ?? "", `${r.type === "EXPENSE" ? "-" : ""}${dollars(r.amount)}`]);
  return [{ type: "text", text: text[0]! }, { type: "table", columns: [column("Date"), column("Description"), column("Category"), column("Property"), column("Amount", "right")], rows: table }];
}

/**
 * One payer's rent payments read in order, month by month, and where their amount changed: the rent
 * of a month is what it paid that month (two payments of a month are one rent), each amount paid at
 * least two months in a row is a rent as it stood, and the first month of the next is when it
 * changed ("from $1,650.00 to $1,725.00 on August 1, 2025"). A single month of another amount
 * between two of the same rent is no change; the latest month, if it differs, is said as it stands.
 */
export function writeRentChanges(data: TransactionsData): string {
  const all = [...(data.rows ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  if (all.length === 0) return "No rent payments match, so I can't say when the rent changed.";
  // A home's several payers (its units' tenants) are read apart, each by its lines' own words.
  const payers = new Map<string, TransactionLine[]>();
  for (const row of all) payers.set(payerOf(row.description), [...(payers.get(payerOf(row.description)) ?? []), row]);
  const apart = [...payers.values()].filter((rows) => rows.length >= 2);
  if (apart.length <= 1) return rentChangesOf(apart[0] ?? all, data.totals.count > all.length ? ` (the latest ${all.length} of ${data.totals.count})` : "");
  return `The rent of each payer, read apart:\n${apart.map((rows) => `${rows.at(-1)!.description}: ${rentChangesOf(rows, "")}`).join("\n")}`;
}

/** The words of a rent line that say who paid it, without its dates, months and amounts ("rent - wendell akers"). */
const payerOf = (description: string): string =>
  description
    .toLowerCase()
    .replace(MONTH_WORD, " ")
    .replace(/[0-9$.,/#:-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const MONTH_WORD = new RegExp(`\\b${MONTH}\\b`, "g");

function rentChangesOf(rows: TransactionLine[], capped: string): string {
  const months: { month: string; from: string; amount: Decimal }[] = [];
  for (const row of rows) {
    const month = row.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.amount = last.amount.plus(row.amount);
    else months.push({ month, from: row.date, amount: new Decimal(row.amount) });
  }
  const runs: { amount: Decimal; from: string; count: number }[] = [];
  for (const month of months) {
    const last = runs.at(-1);
    if (last?.amount.eq(month.amount)) last.count++;
    else runs.push({ amount: month.amount, from: month.from, count: 1 });
  }
  // Rents as they stood: amounts of two months or more in a row, next ones of the same amount as one.
  const steady: typeof runs = [];
  for (const run of runs.filter((one) => one.count >= 2)) {
    if (steady.at(-1)?.amount.eq(run.amount)) steady.at(-1)!.count += run.count;
    else steady.push({ ...run });
  }
  const span = `${longDate(rows[0]!.date)} to ${longDate(rows.at(-1)!.date)}`;
  const latest = months.at(-1)!;
  const latestLine = `The latest month's rent, ${monthLabel(latest.month)}, was ${dollars(latest.amount.toFixed(2))} (paid ${longDate(rows.at(-1)!.date)}).`;
  const changes = steady.slice(1).map((run, i) => {
    const before = steady[i]!.amount;
    return `- ${longDate(run.from)}: from ${dollars(before.toFixed(2))} to ${dollars(run.amount.toFixed(2))} (${run.amount.gt(before) ? "up" : "down"} ${dollars(run.amount.minus(before).abs().toFixed(2))})`;
  });
  // The latest month of another amount than the last rent as it stood: a change too new to be seen twice.
  const last = steady.at(-1);
  const newest = last !== undefined && !last.amount.eq(latest.amount) && runs.at(-1)!.count === 1 ? ` That is not the ${dollars(last.amount.toFixed(2))} before it: a new rent, or a payment of another amount.` : "";
  if (changes.length === 0) {
    if (!last) return `The rent payments from ${span}${capped} were never the same two months in a row, so no rent as it stood can be told. ${latestLine}`;
    return newest ? `The rent was ${dollars(last.amount.toFixed(2))} a month from ${longDate(last.from)}${capped}. ${latestLine}${newest}` : `The rent payments from ${span}${capped} show no change: ${dollars(last.amount.toFixed(2))} a month. ${latestLine}`;
  }
  return `The rent changed ${changes.length === 1 ? "once" : `${changes.length} times`} in the payments from ${span}${capped}:\n${changes.join("\n")}\n${latestLine}${newest}`;
}
