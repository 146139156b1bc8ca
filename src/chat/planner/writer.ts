import Decimal from "decimal.js";
import { categoryInfo } from "../../domain/categories";
import { addDays } from "../../domain/dates";
import { dollars, longDate, monthLabel, plural } from "../format";
import type { CompanyData, DocumentRecordsData, ObligationsData, PropertyFacts } from "../tools/database/records";
import type { GroupLine, TransactionsData } from "../tools/database/transactions";
import type { SearchData } from "../tools/documents";
import type { StaysData } from "../tools/database/stays";
import { alikeStems, FILLER, porterStem, stem } from "./words";
import { NEXT_OCCURRENCES, type Plan } from "./plan";

/** The embedded brain's answers: every figure is read from a tool result, never computed from words. */

function categoryWords(plan: Plan, data: TransactionsData): string {
  const cats = data.filters.categories;
  if (plan.phrases.length) return plan.phrases.map((p) => p.replace(/^./, (c) => c.toUpperCase())).join(" and ");
  if (cats?.length) return cats.map((c) => categoryInfo(c)?.label ?? c).join(", ");
  if (data.filters.transaction_type === "REVENUE") return "Income";
  if (data.filters.transaction_type === "EXPENSE") return "Expenses";
  return "Transactions";
}

/** "in July 2025", but "since March 1, 2025" and "before July 2026" as they are. */
const inPeriod = (label: string) => (/^(since|after|before|until|from|between)\b/.test(label) ? label : `in ${label}`);

function scope(plan: Plan, data: TransactionsData, periodLabel?: string): string {
  const parts = [periodLabel ? inPeriod(periodLabel) : data.filters.start_date || data.filters.end_date ? `from ${data.filters.start_date ? longDate(data.filters.start_date) : "the start"} to ${data.filters.end_date ? longDate(data.filters.end_date) : "today"}` : "over all recorded dates"];
  if (data.filters.property) parts.push(`for ${data.filters.property}`);
  if (data.filters.text) parts.push(`with "${data.filters.text}" in the description`);
  if (data.filters.min_amount && data.filters.max_amount) parts.push(`of ${dollars(data.filters.min_amount)} to ${dollars(data.filters.max_amount)}`);
  else if (data.filters.min_amount) parts.push(`of ${dollars(data.filters.min_amount)} or more`);
  else if (data.filters.max_amount) parts.push(`of ${dollars(data.filters.max_amount)} or less`);
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
  const latest = data.rows?.[0];
  if (plan.focus === "latest" && latest) {
    return `The latest (${what.toLowerCase()} ${where}): ${dollars(latest.amount)} on ${longDate(latest.date)}, ${latest.description}${latest.property ? ` (${latest.property})` : ""}. ${plural(data.totals.count, "matching transaction")} on record in all, totalling ${amountOf(data)}.${note}`;
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
      const kind = data.type === "EXPENSE" ? "expense" : data.type === "REVENUE" ? "income item" : "transaction";
      const rows = data.rows ?? [];
      if (rows.length > 1) {
        // "top 3 expenses": each of them, largest first.
        const lines = rows.map((r) => `- ${longDate(r.date)}: ${dollars(r.amount)} ${r.description} (${r.category}${r.property ? `, ${r.property}` : ""})`);
        return `The ${rows.length} ${data.aggregate === "max" ? "largest" : "smallest"} ${kind === "income item" ? "income items" : `${kind}s`} ${where} (${what.toLowerCase()}):\n${lines.join("\n")}`;
      }
      return `The ${data.aggregate === "max" ? "largest" : "smallest"} ${kind} ${where} (${what.toLowerCase()}) was ${dollars(row.amount)} on ${longDate(row.date)}: ${row.description} (${row.category}${row.property ? `, ${row.property}` : ""}).`;
    }
    case "list": {
      const rows = (data.rows ?? []).map((r) => `- ${r.date}: ${dollars(r.amount)} ${r.type === "REVENUE" ? "income" : "expense"}, ${r.description} (${r.category}${r.property ? `, ${r.property}` : ""})`);
      const shown = rows.length < data.totals.count ? ` The latest ${rows.length}:` : "";
      return `${plural(data.totals.count, "transaction")} ${where} (${what.toLowerCase()}): ${amountOf(data)}.${shown}\n${rows.join("\n")}${note ? `\n${note.trim()}` : ""}`;
    }
    default:
      return `${what} ${where}: ${amountOf(data)} (${plural(data.totals.count, "transaction")}).${note}`;
  }
}

export function writeComparison(plan: Plan, results: TransactionsData[]): string {
  if (plan.sides) {
    const what = categoryWords(plan, results[0]!);
    const value = (d: TransactionsData) => typedAmount(d.type, d.totals);
    const label = results[0]!.type ? "" : "net ";
    const lines = results.map((d, i) => `- ${plan.sides![i]}: ${label}${dollars(value(d))} (${plural(d.totals.count, "transaction")})`);
    const best = results.reduce((at, d, i) => (new Decimal(value(d)).greaterThan(value(results[at]!)) ? i : at), 0);
    const when = plan.periods[0] ? inPeriod(plan.periods[0].label) : "over all recorded dates";
    if (plan.sideKind === "category") {
      const where = results[0]!.filters.property ? ` for ${results[0]!.filters.property}` : "";
      const notes = results.map((d, i) => `${plan.sides![i]}: ${d.filters.categories?.join(", ")}`).join("; ");
      return `Compared ${when}${where}:\n${lines.join("\n")}\nHighest: ${plan.sides[best]}. Categories: ${notes}.`;
    }
    return `${what} ${when}${results[0]!.filters.text ? ` with "${results[0]!.filters.text}" in the description` : ""}, by property:\n${lines.join("\n")}\nHighest: ${plan.sides[best]}.${categoryNote(results[0]!)}`;
  }
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

export function writeStays(plan: Plan, data: StaysData): string {
  const period = plan.periods[0]?.label ?? `${longDate(data.start_date)} to ${longDate(data.end_date)}`;
  const more = (p: StaysData["properties"][number]) => (p.stay_count > p.stays.length ? ` (the first ${p.stays.length} listed)` : "");
  if (data.guest) {
    // One guest's stays: how many, where and when, over the period asked (every date when none was).
    const every = data.start_date <= "1900-01-01" ? "on record" : inPeriod(period);
    if (data.total === 0) return `No stays by a guest named "${data.guest}" are ${every === "on record" ? "on record" : `on record ${every}`}.`;
    const stays = data.properties.map((p) => {
      const listed = p.stays.map((s) => `${longDate(s.check_in)} (${plural(s.nights, "night")})`).join("; ");
      return `- ${p.address}: ${plural(p.stay_count, "reservation")}, ${plural(p.nights_booked, "night")}${more(p)}: ${listed || "none"}.`;
    });
    return `${plural(data.total, "reservation")} by ${data.properties.flatMap((p) => p.stays.map((s) => s.guest))[0] ?? data.guest} ${every}:\n${stays.join("\n")}`;
  }
  if (data.properties.length === 0) return `No stays are on record (stays come with their guests and nights from an Airbnb import) for ${period}.`;
  const lines = data.properties.map((p) => {
    if (!p.nights_known) return `- ${p.address}: no stays with nights on record, so nights booked and occupancy are unknown.`;
    const guests = p.stays.map((s) => `${s.guest ?? "guest not recorded"} (${longDate(s.check_in)}, ${plural(s.nights, "night")})`);
    const occupancy = p.occupancy === null ? "occupancy unknown" : `${(p.occupancy * 100).toFixed(1)}% occupancy`;
    const nights = `${p.nights_booked} of ${p.nights_available} nights booked, ${occupancy}`;
    const count = `${plural(p.stay_count, "reservation")}`;
    if (plan.focus === "guests") return `- ${p.address}: ${count}${more(p)}: ${guests.join("; ") || "none"}.`;
    if (plan.focus === "nights") return `- ${p.address}: ${nights} (${count}).`;
    return `- ${p.address}: ${count}, ${nights}.`;
  });
  const head = plan.focus === "count" ? `${plural(data.checked_in, "reservation")} checked in ${inPeriod(period).replace(/^in /, "during ")}` : `Stays ${inPeriod(period)}`;
  return `${head}:\n${lines.join("\n")}`;
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
            ? `due ${inPeriod(plan.periods[0].label)}`
            : args.status
              ? String(STATUS_WORDS[String(args.status)] ?? args.status)
              : "on record";
  const type = args.obligation_type ? ` (${String(args.obligation_type)})` : "";
  if (data.items.length === 0) return `Nothing is ${window}${type}. Today is ${longDate(data.today)}.`;
  const line = (o: ObligationsData["items"][number]) =>
    `${longDate(o.due_date)}: ${o.description} (${STATUS_WORDS[o.status] ?? o.status}${o.days_until_due !== null ? (o.days_until_due >= 0 ? `, in ${plural(o.days_until_due, "day")}` : `, ${plural(-o.days_until_due, "day")} late`) : ""})`;
  if (plan.focus === "named" && args.limit === NEXT_OCCURRENCES) {
    const open = data.items.find((o) => o.status !== "completed" && o.status !== "cancelled");
    if (!open) return `Every one on record is completed or cancelled; the latest: ${line(data.items.at(-1)!)}.`;
    const later = data.items.filter((o) => o !== open && o.due_date > open.due_date).length;
    return `${line(open)}.${later ? ` Then ${plural(later, "more", "more")} of this kind after it.` : ""}`;
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

/** Words every document question may hold without naming what it is after. */
const GENERIC = new Set(
  "documents document docs doc paper papers file files say says said according mention mentions mentioned state states stated write written often usually typically generally frequently made make happen happens occur occurs".split(" "),
);

/** The words of a question that a passage answering it must hold (as stems). */
function keyTerms(question: string): string[] {
  return [...new Set(contentTerms(question).filter((w) => !FILLER.has(w) && !GENERIC.has(w)).map(stem))];
}

/** Which of the key terms a text holds, itself or as a word of the same meaning. */
function termsIn(text: string, terms: string[]): Set<string> {
  const stems = new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem));
  return new Set(terms.filter((term) => stems.has(term) || alikeStems(term).some((alike) => stems.has(alike))));
}

/** A passage answers when it (with its title and heading) holds every key term, or all but one of four or more. */
function answers(held: number, terms: number): boolean {
  return held >= terms || (terms >= 4 && held >= terms - 1);
}

/** The sentences of a passage that hold the most key terms, in their original order: the answering sentence first. */
function bestSentences(text: string, terms: string[], max = 420): { quote: string; score: number } {
  // Sentences end at . ! ?: a semicolon separates the items of one answer ("A, 50 percent; B, 30 percent").
  const sentences = text.replace(/\s+/g, " ").split(/(?<=[.!?])\s+(?=[A-Z0-9#"(])/);
  const scored = sentences.map((s, i) => ({ s: s.trim(), i, score: termsIn(s, terms).size }));
  const chosen: typeof scored = [];
  let length = 0;
  for (const item of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    if (item.score === 0 && chosen.length > 0) break;
    if (length + item.s.length > max && chosen.length > 0) break;
    chosen.push(item);
    length += item.s.length;
  }
  const quote = chosen.sort((a, b) => a.i - b.i).map((c) => c.s).join(" ");
  return { quote: quote.length > max + 200 ? `${quote.slice(0, max + 200)}…` : quote, score: Math.max(0, ...scored.map((c) => c.score)) };
}

const quoted = (words: string[]) => words.map((w) => `"${w}"`).join(", ");

export function writeSearch(question: string, data: SearchData, plan?: Plan): string {
  if (data.error) return data.error;
  const terms = keyTerms(question);
  const passages = data.passages.map((p) => {
    const held = termsIn(`${p.document_title} ${p.heading ?? ""} ${p.text}`, terms);
    // Terms the title holds say which document, not which passage: the answer is chosen on the others.
    const inTitle = termsIn(p.document_title, terms);
    const own = terms.filter((term) => !inTitle.has(term));
    const chosen = own.length > 0 ? own : terms;
    return { p, held: held.size, heading: termsIn(p.heading === p.document_title ? "" : (p.heading ?? ""), chosen).size, best: bestSentences(p.text, chosen) };
  });
  // A word the records did not cover ("electrician") must be in the passage itself, not a word of the
  // same first letters ("electricity"): the passage is otherwise about something else.
  const strict = (plan?.unused ?? []).map((word) => porterStem(word));
  const holdsUnused = (text: string) => {
    const stems = new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map(porterStem));
    return strict.every((s) => stems.has(s));
  };
  // Vectors always return something: a passage without the question's key terms is not an answer.
  // "how much did the storm damage cost us": a passage is no record of a payment, so it is not quoted.
  const paymentAsked = plan?.asked === "transactions" || plan?.asked === "compare";
  const relevant = passages.filter((x) => !paymentAsked && terms.length > 0 && answers(x.held, terms.length) && holdsUnused(`${x.p.document_title} ${x.p.heading ?? ""} ${x.p.text}`)).sort((a, b) => b.heading - a.heading || b.best.score - a.best.score || b.held - a.held);
  if (relevant.length === 0) {
    const closest = passages.sort((a, b) => b.held - a.held)[0];
    const near = closest && closest.held > 0 ? ` The closest passage is in "${closest.p.document_title}"${closest.p.heading ? ` (${closest.p.heading})` : ""}, but it does not hold the answer.` : "";
    if (plan?.unused?.length) {
      return `I couldn't answer that from the records: nothing in the transactions, deadlines, property records or documents covers ${quoted(plan.unused)}.${near}${plan.understood ? ` I did understand ${plan.understood}; ask about that without ${quoted(plan.unused)} and I can answer it.` : ""}`;
    }
    return `The documents do not seem to answer that.${near}`;
  }
  const quotes = relevant.slice(0, 2).map(({ p, best }) => `From "${p.document_title}"${p.heading ? ` (${p.heading})` : ""}${p.page ? `, page ${p.page}` : ""}: "${best.quote}"`);
  return `Here is what the documents say:\n${quotes.join("\n")}`;
}

export const HELP =
  "I answer questions about the company's records and documents, for example: \"What was rental income in July 2025?\", \"What is due in the next 30 days?\", \"What is the basis of our first property?\", \"Who are the members under the operating agreement?\" or \"Which documents do we have?\".";
