import Decimal from "decimal.js";
import { categoryInfo } from "../../domain/categories";
import { addDays } from "../../domain/dates";
import { dollars, longDate, monthLabel, plural } from "../format";
import type { CompanyData, DocumentRecordsData, ObligationsData, PropertyFacts } from "../tools/database/records";
import type { GroupLine, TransactionsData } from "../tools/database/transactions";
import type { SearchData } from "../tools/documents";
import type { Plan } from "./plan";

/** The embedded brain's answers: every figure is read from a tool result, never computed from words. */

function categoryWords(plan: Plan, data: TransactionsData): string {
  const cats = data.filters.categories;
  if (plan.phrases.length) return plan.phrases.map((p) => p.replace(/^./, (c) => c.toUpperCase())).join(" and ");
  if (cats?.length) return cats.map((c) => categoryInfo(c)?.label ?? c).join(", ");
  if (data.filters.transaction_type === "REVENUE") return "Income";
  if (data.filters.transaction_type === "EXPENSE") return "Expenses";
  return "Transactions";
}

function scope(plan: Plan, data: TransactionsData, periodLabel?: string): string {
  const parts = [periodLabel ? `in ${periodLabel}` : data.filters.start_date || data.filters.end_date ? `from ${data.filters.start_date ? longDate(data.filters.start_date) : "the start"} to ${data.filters.end_date ? longDate(data.filters.end_date) : "today"}` : "over all recorded dates"];
  if (data.filters.property) parts.push(`for ${data.filters.property}`);
  if (data.filters.text) parts.push(`with "${data.filters.text}" in the description`);
  return parts.join(" ");
}

function categoryNote(data: TransactionsData): string {
  const cats = data.filters.categories;
  return cats?.length ? ` Categories: ${cats.join(", ")}.` : "";
}

type Amounts = { revenue: string; expense: string; net: string };

/** The figure of the one type the filters imply (income or expenses), else the net. */
function typedAmount(type: TransactionsData["type"], t: Amounts): string {
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
  return groupBy === "month" && key ? monthLabel(key) : label;
}

export function writeTransactions(plan: Plan, data: TransactionsData): string {
  const what = categoryWords(plan, data);
  const where = scope(plan, data, plan.periods[0]?.label);
  if (data.totals.count === 0) return `No transactions match: ${what.toLowerCase()} ${where}.${categoryNote(data)}`;
  const note = categoryNote(data);
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
    if (plan.pick && data.type) {
      const best = [...data.groups].sort((a, b) => (plan.pick === "max" ? amount(b).comparedTo(amount(a)) : amount(a).comparedTo(amount(b))))[0]!;
      head = `The ${plan.pick === "max" ? "highest" : "lowest"} was ${groupLabel(data.group_by, best.key, best.label)} with ${amountOf(data, best)}. ${what} ${where}, by ${data.group_by}:`;
    }
    return `${head}\n${lines.join("\n")}\nTotal: ${amountOf(data)} (${plural(data.totals.count, "transaction")}).${note}`;
  }
  switch (data.aggregate) {
    case "count":
      return `${plural(data.totals.count, "transaction")} ${where}${what === "Transactions" ? "" : ` (${what.toLowerCase()})`}, totalling ${amountOf(data)}.${note}`;
    case "average":
      return `The average ${data.type === "EXPENSE" ? "expense" : data.type === "REVENUE" ? "income" : "net amount"} per transaction (${what.toLowerCase()}) ${where} was ${data.average === null ? "n/a" : dollars(data.average)}, over ${plural(data.totals.count, "transaction")} totalling ${amountOf(data)}.${note}`;
    case "max":
    case "min": {
      const row = data.rows?.[0];
      if (!row) return `No transactions match ${where}.`;
      const others = (data.rows ?? []).slice(1).map((r) => `\n- ${longDate(r.date)}: ${dollars(r.amount)} ${r.description}`).join("");
      return `The ${data.aggregate === "max" ? "largest" : "smallest"} ${data.type === "EXPENSE" ? "expense" : data.type === "REVENUE" ? "income item" : "transaction"} ${where} (${what.toLowerCase()}) was ${dollars(row.amount)} on ${longDate(row.date)}: ${row.description} (${row.category}${row.property ? `, ${row.property}` : ""}).${others}`;
    }
    case "list": {
      const rows = (data.rows ?? []).map((r) => `- ${r.date}: ${dollars(r.amount)} ${r.type === "REVENUE" ? "income" : "expense"}, ${r.description} (${r.category}${r.property ? `, ${r.property}` : ""})`);
      const shown = rows.length < data.totals.count ? ` The latest ${rows.length}:` : "";
      return `${plural(data.totals.count, "transaction")} ${where} (${what.toLowerCase()}): ${amountOf(data)}.${shown}\n${rows.join("\n")}${note}`;
    }
    default:
      return `${what} ${where}: ${amountOf(data)} (${plural(data.totals.count, "transaction")}).${note}`;
  }
}

export function writeComparison(plan: Plan, results: TransactionsData[]): string {
  const [a, b] = results as [TransactionsData, TransactionsData];
  const [pa, pb] = plan.periods as unknown as [{ label: string }, { label: string }];
  const what = categoryWords(plan, a);
  const value = (d: TransactionsData) => typedAmount(d.type, d.totals);
  const diff = new Decimal(value(b)).minus(value(a));
  const label = a.type ? "" : "net ";
  return `${what}${a.filters.property ? ` for ${a.filters.property}` : ""}: ${pa.label} ${label}${dollars(value(a))} (${plural(a.totals.count, "transaction")}); ${pb.label} ${label}${dollars(value(b))} (${plural(b.totals.count, "transaction")}). ${pb.label} was ${dollars(diff.abs().toFixed(2))} ${diff.isNegative() ? "lower" : "higher"} than ${pa.label}.${categoryNote(a)}`;
}

function describeProperty(p: PropertyFacts, focus: string | undefined): string {
  const basis = `basis: land ${dollars(p.land_basis)}, building ${dollars(p.building_basis)}, furniture and equipment ${dollars(p.ffe_basis)}; total ${dollars(p.total_basis)}, depreciable ${dollars(p.depreciable_basis)}`;
  const acquired = `acquired on ${longDate(p.acquisition_date)} for ${dollars(p.purchase_price_total)}`;
  const service = p.placed_in_service ? `placed in service on ${longDate(p.placed_in_service)}` : "not yet placed in service";
  const dep = p.depreciation
    ? `depreciation for ${p.depreciation.year}: ${dollars(p.depreciation.total)} (building ${dollars(p.depreciation.building)} over 27.5 years, mid-month; furniture and equipment ${dollars(p.depreciation.ffe)} over 5 years, half-year), ${dollars(p.depreciation.accumulated_through_year)} accumulated through ${p.depreciation.year}`
    : "no depreciation until it is placed in service";
  const name = `${p.address}${p.listing_name ? ` ("${p.listing_name}")` : ""}`;
  switch (focus) {
    case "acquisition":
      return `${name} was ${acquired}.`;
    case "basis":
      return `${name}: ${basis}.`;
    case "depreciation":
      return `${name}: ${dep}; ${service}, depreciable basis ${dollars(p.depreciable_basis)}.`;
    case "placed_in_service":
      return `${name} was ${service}.`;
    case "address":
      return `${name}.`;
    default:
      return `${name}: ${acquired}; ${service}; ${basis}; ${dep}. Status ${p.status}.`;
  }
}

export function writeProperties(plan: Plan, items: PropertyFacts[]): string {
  if (items.length === 0) return "There are no properties on record.";
  if (items.length === 1) return describeProperty(items[0]!, plan.focus);
  const lines = items.map((p, i) => `${i + 1}. ${describeProperty(p, plan.focus === "count" ? "address" : plan.focus)}`);
  return `The company has ${plural(items.length, "property", "properties")} (first acquired first):\n${lines.join("\n")}`;
}

const STATUS_WORDS: Record<string, string> = { pending: "pending", due_soon: "due soon", overdue: "overdue", completed: "completed", cancelled: "cancelled" };

export function writeObligations(plan: Plan, data: ObligationsData, args: Record<string, unknown>): string {
  const window =
    typeof args.within_days === "number"
      ? `due in the next ${args.within_days} days (through ${longDate(addDays(data.today, args.within_days))})`
      : args.status === "overdue"
        ? "overdue"
        : args.status === "due_soon"
          ? "due within 7 days"
          : plan.periods[0]
            ? `due in ${plan.periods[0].label}`
            : args.status
              ? String(STATUS_WORDS[String(args.status)] ?? args.status)
              : "on record";
  const type = args.obligation_type ? ` (${String(args.obligation_type)})` : "";
  if (data.items.length === 0) return `Nothing is ${window}${type}. Today is ${longDate(data.today)}.`;
  const line = (o: ObligationsData["items"][number]) =>
    `${longDate(o.due_date)}: ${o.description} (${STATUS_WORDS[o.status] ?? o.status}${o.days_until_due !== null ? (o.days_until_due >= 0 ? `, in ${plural(o.days_until_due, "day")}` : `, ${plural(-o.days_until_due, "day")} late`) : ""})`;
  if (plan.focus === "named" && args.limit === 5) {
    const open = data.items.find((o) => o.status !== "completed" && o.status !== "cancelled");
    if (!open) return `Every one on record is completed or cancelled; the latest: ${line(data.items.at(-1)!)}.`;
    const later = data.items.filter((o) => o !== open && o.due_date > open.due_date).length;
    return `${line(open)}.${later ? ` Then ${plural(later, "more")} of this kind after it.` : ""}`;
  }
  const more = data.total > data.items.length ? `\n(${data.total - data.items.length} more not shown.)` : "";
  return `${plural(data.total, "obligation")} ${window}${type}, as of ${longDate(data.today)}:\n${data.items.map((o) => `- ${line(o)}`).join("\n")}${more}`;
}

/** "Also overdue: ..." after a look ahead, or nothing when nothing is late. */
export function overdueNote(data: ObligationsData): string {
  if (data.total === 0) return "";
  const names = data.items.slice(0, 5).map((o) => `${o.description} (due ${longDate(o.due_date)})`);
  return `\nAlso overdue: ${plural(data.total, "obligation")}: ${names.join("; ")}${data.total > names.length ? "; ..." : ""}.`;
}

export function writeCompany(plan: Plan, data: CompanyData): string {
  const p = data.profile;
  if (!p) return "The company profile has not been set yet (PUT /api/v1/company).";
  const formed = p.formation_date ? longDate(p.formation_date) : "an unrecorded date";
  switch (plan.focus) {
    case "ein":
      return p.ein ? `The EIN of ${p.legal_name} is ${p.ein}.` : `No EIN is recorded for ${p.legal_name}.`;
    case "registered_agent":
      return p.registered_agent ? `The registered agent of ${p.legal_name} is ${p.registered_agent.name}${p.registered_agent.address ? `, ${p.registered_agent.address}` : ""}.` : "No registered agent is recorded.";
    case "formation":
      return `${p.legal_name} was formed on ${formed}${p.state_of_formation ? ` in ${p.state_of_formation}` : ""}.`;
    case "state":
      return `${p.legal_name} was formed in ${p.state_of_formation ?? "an unrecorded state"} on ${formed}.`;
    case "mailing_address":
      return `The mailing address of ${p.legal_name} is ${p.mailing_address ?? "not recorded"}.`;
    case "fiscal_year":
      return `The fiscal year of ${p.legal_name} ends on ${p.fiscal_year_end} (MM-DD).`;
    case "filing_number":
      return `The state filing number of ${p.legal_name} is ${p.state_filing_number ?? "not recorded"}.`;
    default:
      return `${p.legal_name}${p.entity_type ? ` (${p.entity_type})` : ""}: formed in ${p.state_of_formation ?? "an unrecorded state"} on ${formed}; EIN ${p.ein ?? "not recorded"}; state filing number ${p.state_filing_number ?? "not recorded"}; registered agent ${p.registered_agent?.name ?? "not recorded"}; mailing address ${p.mailing_address ?? "not recorded"}; fiscal year ends ${p.fiscal_year_end}.`;
  }
}

export function writeDocuments(data: DocumentRecordsData, docType?: string): string {
  if (data.items.length === 0) return `No documents${docType ? ` of type ${docType}` : ""} are on file.`;
  const lines = data.items.map((d) => `- ${d.title} (${d.doc_type}${d.doc_date ? `, dated ${longDate(d.doc_date)}` : ""}, ${d.version}${d.searchable ? "" : ", not yet searchable"})`);
  return `${plural(data.total, "document")}${docType ? ` (${docType})` : ""} on file:\n${lines.join("\n")}`;
}

const STOP = new Set(
  "a an and are as at be by can could does do for from has have how in is it of on or our the this to was we what when where which who whom why with under about me you your us tell please show give any there much many did hello hi hey thanks thank ok okay would should".split(" "),
);

/** The words of a question that can match a document: neither stop words nor too short. */
export function contentTerms(question: string): string[] {
  return question.toLowerCase().match(/[a-z0-9]+/g)?.filter((w) => !STOP.has(w) && w.length > 2) ?? [];
}

/** A passage shares a word with the question (compared on the first five letters, a crude stem). */
function sharesTerm(text: string, terms: string[]): boolean {
  const stems = new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w.slice(0, 5)));
  return terms.some((term) => stems.has(term.slice(0, 5)));
}

/** The sentences of a passage that share the most words with the question, in their original order. */
function bestSentences(text: string, question: string, max = 420): string {
  const terms = new Set(question.toLowerCase().match(/[a-z0-9]+/g)?.filter((w) => !STOP.has(w) && w.length > 2) ?? []);
  const sentences = text.replace(/\s+/g, " ").split(/(?<=[.!?])\s+(?=[A-Z0-9#"(])/);
  const scored = sentences.map((s, i) => ({ s: s.trim(), i, score: (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => terms.has(w) || terms.has(w.replace(/s$/, ""))).length }));
  const chosen: typeof scored = [];
  let length = 0;
  for (const item of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    if (length + item.s.length > max && chosen.length > 0) break;
    chosen.push(item);
    length += item.s.length;
  }
  const quote = chosen.sort((a, b) => a.i - b.i).map((c) => c.s).join(" ");
  return quote.length > max + 200 ? `${quote.slice(0, max + 200)}…` : quote;
}

export function writeSearch(question: string, data: SearchData): string {
  if (data.error) return data.error;
  const terms = contentTerms(question);
  // Vectors always return something; a passage with none of the question's words is not an answer.
  const relevant = data.passages.filter((p) => sharesTerm(`${p.document_title} ${p.heading ?? ""} ${p.text}`, terms));
  if (relevant.length === 0) return "I found nothing in the documents about that.";
  const quotes = relevant.slice(0, 2).map((p) => `From "${p.document_title}"${p.heading ? ` (${p.heading})` : ""}${p.page ? `, page ${p.page}` : ""}: "${bestSentences(p.text, question)}"`);
  return `Here is what the documents say:\n${quotes.join("\n")}`;
}

export const HELP =
  "I answer questions about the company's records and documents, for example: \"What was rental income in July 2025?\", \"What is due in the next 30 days?\", \"What is the basis of our first property?\", \"Who are the members under the operating agreement?\" or \"Which documents do we have?\".";
