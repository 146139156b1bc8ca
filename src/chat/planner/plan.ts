import type { PropertyRow } from "../../db/schema";
import type { ObligationType } from "../../db/schema";
import type { Entities, Period, ToolCall } from "../types";
import type { QueryDatabaseArgs } from "../tools/schemas";
import { stateNamedIn } from "../../domain/us-states";
import { findPeriods, monthPeriod, type FoundPeriod } from "./periods";
import { findProperty } from "./properties";
import { findCategories } from "./vocabulary";
import { contentTerms } from "./writer";

/** What the planner understood: the tool calls to make and how to word the answer. */
export interface Plan {
  intent: Intent;
  calls: ToolCall[];
  /** Labels of the periods, one per call for comparisons. */
  periods: Period[];
  /** Which fact of a property or of the company the question is after. */
  focus?: string;
  /** "which month had the most": pick the top group. */
  pick?: "max" | "min";
  /** Phrases the categories came from, for the answer's wording. */
  phrases: string[];
  property?: PropertyRow;
  /** False when the planner fell back to a plain document search: a model may do better. */
  confident: boolean;
  followUp: boolean;
}

export type Intent = "transactions" | "compare" | "property" | "obligations" | "company" | "documents" | "search" | "help";

const has = (text: string, pattern: RegExp) => pattern.test(text);

const LIST_DOCS = /\b(what|which|list|show|any|all|do we have|have we got|on file)\b[^?]*\b(documents?|docs|files|paperwork)\b|\b(documents?|docs|files|paperwork)\b[^?]*\b(do we have|on file|are there|exist|available)\b|^\s*(list|show)\b[^?]*\b(policies|statements|leases|agreements|letters)\b/;
const DOC_CONTENT = /\b(say|says|said|according|leases?|polic(y|ies)|agreement|articles|letter|statements?|documents?|expire|expires|clause|section|article|cover|covers|coverage|covered|deductible|liability|members?|managers?|managed|ownership|owns|owned by|percent|percentage|%|purpose|signed|sign|tenant|landlord|deposit|notice|pets?|voting|vote|contribution|distributions?|dissolution|term of|terms|balance|ending balance|opening balance|premium|policy number|limit|limits)\b/;
const OBLIGATION = /\b(due|deadlines?|overdue|late(?! fees?)|upcoming|obligations?|renewals?|renew|coming up|file by|filing deadline|to do|todo|compliance|reminders?)\b|\bnext\s+\d+\s+(days?|weeks?|months?)\b/;
const COMPANY = /\b(identifiers?|ids|identification numbers?|ein|employer identification|tax id|federal id|fein|tin|state of formation|formation date|formed|organized|incorporated|registered agent|legal name|company name|name of (the|our) company|mailing address|fiscal year|filing number|entity type|what state|which state|llc)\b/;
const PROPERTY = /\b(propert(y|ies)|address(es)?|acquired|acquisition|bought|purchased?|purchase price|basis|depreciation|depreciable|depreciate|placed in service|homes?|houses?|units?|own|portfolio)\b/;
const MONEY = /\b(income|revenue|revenues|earn|earned|earnings|made|make|receive|received|collected|expenses?|spent|spend|spending|paid|pay|payments?|costs?|cost|profit|net|transactions?|charges?|bills?|fees?|money|cash flow|outflows?|inflows?|payouts?)\b/;
const REVENUE_WORDS = /\b(income|revenue|revenues|earn|earned|earnings|made|make|receive|received|collected|inflows?)\b/;
const EXPENSE_WORDS = /\b(expenses?|spent|spend|spending|paid|pay|costs?|charges?|bills?|outflows?)\b/;
const NET_WORDS = /\b(profit|net|net income|cash flow|bottom line)\b/;

function aggregateOf(text: string): { aggregate: QueryDatabaseArgs["aggregate"]; pick?: "max" | "min" } {
  if (has(text, /\bhow many\b|\bnumber of\b|\bcount\b/)) return { aggregate: "count" };
  if (has(text, /\baverage\b|\bavg\b|\bmean\b|\btypical\b/)) return { aggregate: "average" };
  const max = has(text, /\b(largest|biggest|highest|most expensive|maximum|max|most|top|greatest)\b/);
  const min = has(text, /\b(smallest|lowest|least|cheapest|minimum|min)\b/);
  if (max || min) return { aggregate: max ? "max" : "min", pick: max ? "max" : "min" };
  if (has(text, /\b(list|show|itemi[sz]e|details|which transactions|what transactions|all transactions|every)\b/)) return { aggregate: "list" };
  return { aggregate: "sum" };
}

function groupByOf(text: string): QueryDatabaseArgs["group_by"] {
  if (has(text, /\b(which|what) month\b|\bby month\b|\bper month\b|\bmonthly\b|\beach month\b|\bmonth by month\b|\bmonth-by-month\b/)) return "month";
  if (has(text, /\b(which|what) quarter\b|\bby quarter\b|\bper quarter\b|\bquarterly\b|\beach quarter\b/)) return "quarter";
  if (has(text, /\b(which|what) (property|home|house|rental)\b|\bby property\b|\bper property\b|\beach property\b|\bproperty by property\b/)) return "property";
  if (has(text, /\b(which|what) (category|categories|expense category|kind of expense)\b|\bby category\b|\bper category\b|\beach category\b|\bbreakdown\b|\bbroken down\b|\bcategories\b/)) return "category";
  return undefined;
}

function obligationTypeOf(text: string): ObligationType | undefined {
  if (has(text, /\b(periodic report|annual report|state report|secretary of state)\b/)) return "compliance:periodic_report";
  if (has(text, /\b(estimated tax|estimated taxes|quarterly tax|quarterly taxes|estimated payments?|1040-es)\b/)) return "tax:payment";
  if (has(text, /\b(tax return|1065|partnership return|k-1|file (our|the) taxes)\b/)) return "tax:filing";
  if (has(text, /\bproperty tax(es)?\b/)) return "property:tax";
  if (has(text, /\b(insurance|renewals?|renew)\b/)) return "property:insurance";
  if (has(text, /\binspections?\b/)) return "property:inspection";
  if (has(text, /\b(license|licence|permit)\b/)) return "compliance:license_renewal";
  return undefined;
}

const DOC_GROUPS: [RegExp, string][] = [
  [/\boperating agreements?\b/, "formation:operating_agreement"],
  [/\barticles( of organization)?\b/, "formation:articles"],
  [/\bein (letter|notice)\b|\bcp ?575\b/, "formation:ein_letter"],
  [/\bbank statements?\b|\bstatements\b/, "accounting:bank_statement"],
  [/\btax returns?\b/, "accounting:tax_return"],
  [/\binvoices?\b/, "accounting:invoice"],
  [/\b(insurance|polic(y|ies))\b/, "insurance"],
  [/\b(formation|founding|organizational|corporate)\b/, "formation"],
  [/\b(governance|minutes|resolutions?)\b/, "authority"],
  [/\b(accounting|financial)\b/, "accounting"],
  [/\b(deeds?|titles?|appraisals?)\b/, "property"],
  [/\bleases?\b/, "other"],
  [/\btax\b/, "tax"],
];

function docTypeOf(text: string): string | undefined {
  return DOC_GROUPS.find(([pattern]) => pattern.test(text))?.[1];
}

const PROPERTY_FOCUS: [RegExp, string][] = [
  [/\bdepreciat/, "depreciation"],
  [/\bbasis\b/, "basis"],
  [/\b(acquired|acquisition|bought|purchased?|purchase price|paid for|cost)\b/, "acquisition"],
  [/\bplaced in service\b/, "placed_in_service"],
  [/\baddress(es)?\b|\bwhere\b/, "address"],
  [/\bhow many\b/, "count"],
];

const COMPANY_FOCUS: [RegExp, string][] = [
  [/\b(ein|employer identification|tax id|federal id|fein|tin)\b/, "ein"],
  [/\bregistered agent\b/, "registered_agent"],
  [/\b(formation date|when (was|were) (we|it|the company|the llc) (formed|organized|incorporated|created)|formed|organized|incorporated)\b/, "formation"],
  [/\b(what state|which state|state of formation)\b/, "state"],
  [/\bmailing address\b|\baddress\b/, "mailing_address"],
  [/\bfiscal year\b/, "fiscal_year"],
  [/\bfiling number\b/, "filing_number"],
  [/\b(legal name|company name|name)\b/, "legal_name"],
];

const NOT_PAYEES = new Set(["the", "date", "us", "we", "our", "each", "every", "all", "them", "it", "this", "that", "which", "what", "tenants", "guests", "properties", "property"]);

/** "at Home Depot", "to Acme", "from Maria Garcia": a payee or payer to find in descriptions. */
function payeeOf(rest: string): string | undefined {
  const match = /\b(?:at|to|from|paid|with)\s+(?:the\s+)?([a-z0-9][a-z0-9&'.-]*(?:\s+[a-z0-9][a-z0-9&'.-]*){0,3}?)\s*(?:$|[?.!,]|\s(?:in|during|for|on|last|this|since|between|by|per|so|over|and)\b)/.exec(rest);
  const name = match?.[1]?.trim();
  return name && !NOT_PAYEES.has(name) && name.length > 2 ? name : undefined;
}

const call = (tool: ToolCall["tool"], args: Record<string, unknown>): ToolCall => ({ tool, args });
const periodArgs = (p?: Period) => (p ? { start_date: p.start, end_date: p.end } : {});

interface Understood {
  text: string;
  periods: FoundPeriod[];
  categories: string[];
  phrases: string[];
  property?: PropertyRow;
  rest: string;
}

function understand(question: string, today: string, properties: PropertyRow[]): Understood {
  const text = question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
  const { periods, rest: afterPeriods } = findPeriods(text, today);
  const { row: property, rest: afterProperty } = findProperty(afterPeriods, properties);
  const { categories, phrases, rest } = findCategories(afterProperty);
  return { text, periods, categories, phrases, property, rest };
}

/** "and in August?", "what about 2024?", "and for Birch?": a question that only changes the previous one's period or property. */
function followUpOf(u: Understood, previous: Entities | undefined): Plan | null {
  if (!previous?.tool || !previous.args) return null;
  const bare = u.rest.replace(/\b(and|what|about|how|in|for|the|same|then|on|at|of|over|during|with|vs|versus|instead|it|that|this|please|show|me|was|were|is|did|do|we|our)\b/g, " ").replace(/[^a-z0-9]+/g, " ").trim();
  const onlyChanges = bare === "" && (u.periods.length > 0 || u.property !== undefined);
  if (!onlyChanges || (previous.intent !== "transactions" && previous.intent !== "obligations" && previous.intent !== "property")) return null;
  const args: Record<string, unknown> = { ...previous.args };
  const periods: Period[] = [];
  if (u.periods[0]) {
    const prevYear = previous.period ? Number(previous.period.start.slice(0, 4)) : undefined;
    const { monthOnly } = u.periods[0];
    const period: Period = monthOnly && prevYear ? monthPeriod(prevYear, monthOnly) : u.periods[0];
    Object.assign(args, periodArgs(period));
    if (previous.intent === "property") args.year = Number(period.start.slice(0, 4));
    periods.push(period);
  } else if (previous.period) periods.push(previous.period);
  if (u.property) args.property = u.property.id;
  return {
    intent: previous.intent as Intent,
    calls: [call(previous.tool, args)],
    periods,
    phrases: [],
    property: u.property,
    confident: true,
    followUp: true,
    focus: previous.focus,
  };
}

/**
 * The deterministic planner: reads a landlord's question (and the previous turn's entities, for
 * follow-ups) and decides which tool to call with which parameters. It never answers by itself.
 */
export function plan(question: string, today: string, properties: PropertyRow[], previous?: Entities, previousProperty?: PropertyRow): Plan {
  const u = understand(question, today, properties);
  const follow = followUpOf(u, previous);
  if (follow) return follow;
  const { text } = u;
  const pronoun = has(text, /\b(it|its|that property|this property|the property|same property|there)\b/);
  const property = u.property ?? (pronoun ? previousProperty : undefined);
  const base = { phrases: u.phrases, property, followUp: !u.property && !!property, confident: true };
  const period = u.periods[0];

  // "hello", "thanks": nothing to look up.
  if (contentTerms(text).length === 0) return { ...base, intent: "help", calls: [], periods: [] };

  // Listing documents: "which documents do we have", "list our formation documents".
  if (has(text, LIST_DOCS) && !has(text, /\b(say|says|state|states|according)\b/)) {
    const docType = docTypeOf(text.replace(/\b(documents?|docs|files)\b/g, " "));
    return { ...base, intent: "documents", calls: [call("list_business_documents", docType ? { doc_type: docType } : {})], periods: [] };
  }

  const moneyQuestion = u.categories.length > 0 || has(text, MONEY);
  const obligationQuestion = has(text, OBLIGATION) && !(has(text, /\b(paid|spent|spend|how much did)\b/) && period);
  if (obligationQuestion) {
    const args: Record<string, unknown> = { entity: "obligations" };
    const days = /\bnext\s+(\d+)\s+(days?|weeks?|months?)\b/.exec(text);
    if (days) args.within_days = Number(days[1]) * (days[2]!.startsWith("week") ? 7 : days[2]!.startsWith("month") ? 30 : 1);
    else if (has(text, /\bthis week\b|\bnext week\b/)) args.within_days = 7;
    else if (has(text, /\boverdue\b|\blate\b|\bmissed\b|\bpast due\b/)) args.status = "overdue";
    else if (has(text, /\bdue soon\b|\bcoming up\b|\bsoon\b/)) args.status = "due_soon";
    else if (has(text, /\bcompleted\b|\bdone\b|\bfiled\b/)) args.status = "completed";
    const type = obligationTypeOf(text);
    if (type) args.obligation_type = type;
    // A state's filing (its annual or periodic report) is found by the state's name in its description.
    const state = stateNamedIn(text);
    if (state) args.text = state;
    if (period && args.within_days === undefined) Object.assign(args, periodArgs(period));
    if (!args.within_days && !args.status && !period && (type || has(text, /\b(next|when)\b/))) args.status = "pending";
    if (property) args.property = property.id;
    if (has(text, /\b(when|next)\b/) && type && !args.within_days) {
      delete args.status;
      args.limit = 5;
    }
    const calls = [call("query_database", args)];
    // A look ahead also names what is already late: "nothing is due" must not hide an overdue filing.
    if (args.within_days !== undefined || args.status === "due_soon") calls.push(call("query_database", { entity: "obligations", status: "overdue", ...(args.obligation_type ? { obligation_type: args.obligation_type } : {}), ...(property ? { property: property.id } : {}) }));
    return { ...base, intent: "obligations", calls, periods: period ? [period] : [], focus: type ? "named" : undefined };
  }

  const docContent = has(text, DOC_CONTENT);
  if (has(text, COMPANY) && !docContent && !moneyQuestion) {
    const focus = COMPANY_FOCUS.find(([pattern]) => pattern.test(text))?.[1];
    return { ...base, intent: "company", calls: [call("query_database", { entity: "company" })], periods: [], focus };
  }

  const propertyFocus = PROPERTY_FOCUS.find(([pattern]) => pattern.test(text))?.[1];
  const propertyQuestion = (has(text, PROPERTY) || (property && !moneyQuestion)) && (!moneyQuestion || propertyFocus === "acquisition" || propertyFocus === "depreciation" || propertyFocus === "basis") && !(u.categories.length > 0 && period);
  if (propertyQuestion && !docContent) {
    const args: Record<string, unknown> = { entity: "properties" };
    if (property) args.property = property.id;
    if (period) args.year = Number(period.start.slice(0, 4));
    return { ...base, intent: "property", calls: [call("query_database", args)], periods: period ? [period] : [], focus: propertyFocus };
  }

  const transactionQuestion = moneyQuestion && (!docContent || (period !== undefined && (u.categories.length > 0 || has(text, /\b(how much|total|spent|spend|paid|earn|earned)\b/))));
  if (transactionQuestion) {
    const { aggregate, pick } = aggregateOf(text);
    const groupBy = groupByOf(text);
    const args: Record<string, unknown> = { entity: "transactions", aggregate };
    if (u.categories.length) args.categories = u.categories;
    else if (!has(text, NET_WORDS)) {
      if (has(text, REVENUE_WORDS) && !has(text, EXPENSE_WORDS)) args.transaction_type = "REVENUE";
      else if (has(text, EXPENSE_WORDS) && !has(text, REVENUE_WORDS)) args.transaction_type = "EXPENSE";
    }
    const payee = payeeOf(u.rest);
    if (payee) args.text = payee;
    if (property) args.property = property.id;
    if (groupBy) args.group_by = groupBy;
    if (groupBy && (aggregate === "max" || aggregate === "min")) args.aggregate = "sum";
    if (aggregate === "average" && has(text, /\b(monthly|per month|a month|each month)\b/)) {
      args.group_by = "month";
    }
    const comparing = u.periods.length >= 2 && has(text, /\b(compare|compared|comparison|vs|versus|than|and|to|difference|change|changed|grow|grew)\b/);
    if (comparing) {
      const calls = u.periods.slice(0, 2).map((p) => call("query_database", { ...args, ...periodArgs(p), aggregate: "sum", group_by: undefined }));
      return { ...base, intent: "compare", calls, periods: u.periods.slice(0, 2) };
    }
    Object.assign(args, periodArgs(period));
    return { ...base, intent: "transactions", calls: [call("query_database", args)], periods: period ? [period] : [], pick: groupBy ? pick : undefined };
  }

  // Everything else is a question about what the documents say.
  const docType = docTypeOf(text);
  const args: Record<string, unknown> = { query: question.trim().slice(0, 500) };
  if (docType && docType !== "tax") args.doc_type = docType;
  return { ...base, intent: "search", calls: [call("search_document_content", args)], periods: [], confident: false };
}
