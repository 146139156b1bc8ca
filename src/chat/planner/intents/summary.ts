import Decimal from "decimal.js";
import { isCapitalSpending } from "../../../domain/profit-and-loss";
import { SUMMARY_WORDS, wordsMatcher } from "../../language/lexicon";
import { dollars, plural } from "../../format";
import type { GroupLine } from "../../tools/database/transactions";
import { call, column, periodArgs, planOf, resultOf, type Intent } from "../intent";
import { propertyMeant } from "./transactions";
import { inPeriod } from "./transactions-answers";
import { yearToDate } from "../periods";

const SUMMARY = wordsMatcher(SUMMARY_WORDS);
/** "how did the company do", "how are things going": how the books stand. */
const HOW_DID = /\bhow\s+(?:did|does|do|is|are|was|were|have|has)\s+(?:we|the company|it|things|business|the business|the properties|our properties|the portfolio)\s+(?:do|doing|done|go|going|gone|perform|performing|performed|fare|faring|fared)\b/;
/** Categories named on each side of the summary. */
const SHOWN = 5;


function side(groups: GroupLine[], pick: "revenue" | "expense"): string {
  const lines = groups.filter((g) => new Decimal(g[pick]).greaterThan(0)).sort((a, b) => new Decimal(b[pick]).comparedTo(a[pick]));
  const shown = lines.slice(0, SHOWN).map((g) => `${g.label} ${dollars(g[pick])}`);
  return `${shown.join("; ")}${lines.length > SHOWN ? `; and ${plural(lines.length - SHOWN, "more category", "more categories")}` : ""}`;
}

/** "How are we doing this year?", "a P&L for 2025": income, expenses and net over a period, with what made them. */
export const summary: Intent = {
  name: "summary",
  recognise: (f) => (SUMMARY.test(f.text) || HOW_DID.test(f.text)) && f.categories.length === 0 && !f.counterparty,
  plan(f, c) {
    const property = propertyMeant(f, c);
    const period = f.periods[0] ?? yearToDate(f.today);
    const args = { entity: "transactions", aggregate: "sum", group_by: "category", ...periodArgs(period), ...(property ? { property: property.id } : {}) };
    return planOf("summary", f, property, { calls: [call("query_database", args)], periods: [period] });
  },
  unused: (f) => f.unknown,
  understood: (f, p) => `a summary of income and expenses${p.property ? ` for ${p.property.address}` : ""} ${inPeriod(p.periods[0]?.label ?? "")}`,
  write(p, results) {
    const data = resultOf(results, "transactions");
    const when = inPeriod(p.periods[0]?.label ?? "the period");
    const where = data?.filters.property ? ` for ${data.filters.property}` : "";
    if (!data || data.totals.count === 0) return `No transactions are on record ${when}${where}.`;
    const { revenue, expense } = data.totals;
    // As the P&L reads them: capital spending buys an asset that is depreciated, so it is not an expense of the year.
    const all = data.groups ?? [];
    const capital = all.filter((g) => g.key !== null && isCapitalSpending(g.key)).reduce((sum, g) => sum.plus(g.expense), new Decimal(0));
    const groups = all.filter((g) => g.key === null || !isCapitalSpending(g.key));
    const operating = new Decimal(expense).minus(capital);
    const net = new Decimal(revenue).minus(operating);
    const head = capital.isZero()
      ? `income ${dollars(revenue)}, expenses ${dollars(expense)}, net ${dollars(net.toFixed(2))}`
      : `income ${dollars(revenue)}, operating expenses ${dollars(operating.toFixed(2))}, net operating income ${dollars(net.toFixed(2))}`;
    return [
      `${when.replace(/^./, (ch) => ch.toUpperCase())}${where}: ${head} (${plural(data.totals.count, "transaction")}).`,
      `- Income: ${side(groups, "revenue") || "none"}.`,
      `- Expenses: ${side(groups, "expense") || "none"}.`,
      ...(capital.isZero() ? [] : [`- Capital spending (improvements, furniture and equipment): ${dollars(capital.toFixed(2))}, depreciated over the years, so not in the net; after it, ${dollars(net.minus(capital).toFixed(2))}.`]),
    ].join("\n");
  },
  blocks(p, results) {
    const data = resultOf(results, "transactions");
    if (!data || data.totals.count === 0) return undefined;
    const rows = (pick: "revenue" | "expense") =>
      (data.groups ?? []).filter((g) => g.key === null || !isCapitalSpending(g.key)).filter((g) => new Decimal(g[pick]).greaterThan(0)).sort((a, b) => new Decimal(b[pick]).comparedTo(a[pick])).map((g) => [g.label, dollars(g[pick])]);
    return [
      { type: "text", text: this.write(p, results, "").split("\n")[0]! },
      { type: "table", columns: [column("Income"), column("Amount", "right")], rows: rows("revenue") },
      { type: "table", columns: [column("Expenses"), column("Amount", "right")], rows: rows("expense") },
      ...this.write(p, results, "").split("\n").filter((line) => line.startsWith("- Capital spending")).map((line) => ({ type: "text" as const, text: line.slice(2) })),
    ];
  },
};
