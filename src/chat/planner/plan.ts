import type { PropertyRow } from "../../db/schema";
import type { ObligationType } from "../../db/schema";
import type { Entities, Period, ToolCall } from "../types";
import type { QueryDatabaseArgs } from "../tools/schemas";
import { stateNamedIn } from "../../domain/us-states";
import { MONTHS } from "../format";
import { findPeriods, monthPeriod, type FoundPeriod } from "./periods";
import { findProperties } from "./properties";
import { CATEGORY_WORDS, findCategories } from "./vocabulary";
import { contentTerms } from "./writer";
import { countsOf, type RecordsVocabulary } from "../tools/vocabulary";
import { expandAbbreviations, FILLER, letterWords, searchQuery, withinOneEdit } from "./words";

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
  /** Words of the question no part of the plan used ("appraisal", "weather"): why it is not confident. */
  unused?: string[];
  /** What was understood, in words, when the plan could not use every word of the question. */
  understood?: string;
  /** Labels of the compared sides (properties or categories), one per call, when a comparison is not between periods. */
  sides?: string[];
  sideKind?: "property" | "category";
  /** The intent the question was read as before a word went unused: a passage does not answer "how much did we pay". */
  asked?: Intent;
}

export type Intent = "transactions" | "compare" | "property" | "obligations" | "company" | "documents" | "stays" | "search" | "help";

const has = (text: string, pattern: RegExp) => pattern.test(text);

const LIST_DOCS = /\b(what|which|list|show|any|all|do we have|have we got|on file)\b[^?]*\b(documents?|docs|files|paperwork)\b|\b(documents?|docs|files|paperwork)\b[^?]*\b(do we have|on file|are there|exist|available)\b|^\s*(list|show)\b[^?]*\b(policies|statements|leases|agreements|letters)\b|\b(what|which|any)\b[^?]*\b(polic(y|ies)|leases?|agreements?|statements?|letters?|invoices?|deeds?|returns?)\b[^?]*\b(do we have|have we got|are on file|on file|are there)\b/;
const DOC_CONTENT = /\b(say|says|said|according|leases?|polic(y|ies)|agreement|articles|letter|statements?|documents?|expire|expires|clause|section|article|cover|covers|coverage|covered|deductible|liability|members?|managers?|managed|ownership|owns|owned by|percent|percentage|%|purpose|signed|sign|tenant|landlord|deposit|notice|pets?|voting|vote|contribution|distributions?|dissolution|term of|terms|balance|ending balance|opening balance|premium|policy number|limit|limits)\b/;
const OBLIGATION = /\b(due|deadlines?|overdue|late(?! fees?)|upcoming|obligations?|renewals?|renew|coming up|file by|filing deadline|to do|todo|compliance|reminders?)\b|\bnext\s+\d+\s+(days?|weeks?|months?)\b/;
const COMPANY = /\b(identifiers?|ids|identification numbers?|ein|employer identification|tax id|federal id|fein|tin|state of formation|formation date|formed|organized|incorporated|registered agent|legal name|company name|name of (the|our) company|mailing address|fiscal year|filing number|entity type|what state|which state|llc)\b/;
const PROPERTY = /\b(propert(y|ies)|rentals|address(es)?|acquired|acquisition|bought|purchased?|purchase price|basis|depreciation|depreciable|depreciate|placed in service|homes?|houses?|units?|own|portfolio)\b/;
const MONEY = /\b(income|revenue|revenues|earn|earned|earnings|made|make|receive|received|collect|collects|collecting|collected|lose|lost|losing|loss|losses|expenses?|spent|spend|spending|paid|pay|payments?|costs?|cost|profit|net|transactions?|charges?|bills?|fees?|money|cash flow|outflows?|inflows?|payouts?)\b/;
const REVENUE_WORDS = /\b(income|revenue|revenues|earn|earned|earnings|made|make|receive|received|collect|collects|collecting|collected|inflows?)\b/;
const EXPENSE_WORDS = /\b(expenses?|spent|spend|spending|paid|pay|costs?|charges?|bills?|outflows?)\b/;
const NET_WORDS = /\b(profit|net|net income|cash flow|bottom line|loss|losses)\b/;
/** The platform stays are imported from (the Airbnb import): "our airbnbs" are the short-term rentals. */
const PLATFORM = /^airbnbs?$/;
/** The first day a guest's stays are looked for when no period is named. */
const EVERY_STAY_SINCE = "1900-01-01";
const STAYS = /\b(bookings?|booked|reservations?|stays?|stayed|staying|guests?|occupancy|occupied|nights?|vacan(cy|cies|t))\b/;
/** Words that make a stays question about money instead ("how much did bookings bring in"). */
const MONEY_MEASURE = /\b(how much|income|revenue|revenues|earn|earned|earnings|made|make|paid|pay|payouts?|fees?|cost|costs|spent|spend|bring|brought|total \$)\b/;
/** "top 3 expenses", "5 largest repairs" */
const TOP_N = /\btop\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:largest|biggest|highest|most expensive)\b/;
/** "when did we last pay", "the latest water bill", "how much rent does X pay" (one payment, not a sum). */
const LATEST = /\b(last|latest|most recent|recent|lately)\b/;
const PRESENT_PAYMENT = /\b(does|do)\s+(?:\w+\s+){1,3}(pay|charge|cost)\b|\bbill\b|\bhow much is\b/;


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

const OBLIGATION_KINDS: [RegExp, ObligationType][] = [
  [/\b(periodic report|annual report|state report|secretary of state)\b/, "compliance:periodic_report"],
  [/\b(estimated tax|estimated taxes|quarterly tax|quarterly taxes|estimated payments?|1040-es)\b/, "tax:payment"],
  [/\b(tax return|1065|partnership return|k-?1s?|file (our|the) taxes)\b/, "tax:filing"],
  [/\bproperty tax(es)?\b/, "property:tax"],
  // What is renewed comes before "renew" itself: "renew the permit" is a license renewal.
  [/\b(license|licence|licenses|permits?)\b/, "compliance:license_renewal"],
  [/\binspections?\b/, "property:inspection"],
  [/\b(insurance|renewals?|renew)\b/, "property:insurance"],
];

function obligationTypeOf(text: string): ObligationType | undefined {
  return OBLIGATION_KINDS.find(([pattern]) => pattern.test(text))?.[1];
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

/**
 * Words that give a question its shape (what to measure, how to group, which records) rather than a
 * topic: every pattern the planner reads intents with. A word none of these, the filler, a period,
 * a property, a category or a name in the records accounts for is a word the plan did not use.
 */
const SHAPE_WORDS = /^(largest|biggest|highest|most|top|greatest|smallest|lowest|least|cheapest|minimum|maximum|min|max|average|avg|mean|typical|list|lists|show|itemi[sz]e|details?|count|number|months?|monthly|quarters?|quarterly|years?|yearly|annual|annually|weeks?|weekly|days?|daily|category|categories|breakdown|broken|compare|compared|comparing|comparison|versus|vs|difference|change|changed|grow|grew|last|latest|recent|recently|lately|ago|today|yesterday|tomorrow|date|dates|time|times|first|second|third|fourth|newest|oldest|earliest|when|next|previous|prior|past|current|company|business|llc|each|rentals?|homes?|houses?|units?|place|placed|service|anything|everything|something|stuff|info|information|record|records|happen|happened|spend|spending|bring|brought|charge|charged|charging|bills?|owe|owed|owes|earning|earnings|say|says|said|according|mention|mentioned|find|go|went|come|came|take|took|took|taken|keep|kept|tell|give|much|amount|total|paid|pay|pays|paying|payment|payments|ytd|far|weekends?|so|like|ones?|name|names|named|do|did|does|done|file|filed|filing|left|remaining|due|up|soon|missed|completed|complete|pending|outstanding|open)$/;
const SHAPE_PATTERNS = [MONEY, REVENUE_WORDS, EXPENSE_WORDS, NET_WORDS, OBLIGATION, COMPANY, PROPERTY, LIST_DOCS, STAYS, SHAPE_WORDS];

/** Every word the intent patterns of the company, properties and deadlines are written with ("registered", "agent", "price", "land"). */
const INTENT_WORDS = new Set(
  [COMPANY, PROPERTY, OBLIGATION, ...OBLIGATION_KINDS.map(([p]) => p), ...PROPERTY_FOCUS.map(([p]) => p), ...COMPANY_FOCUS.map(([p]) => p), /buy|buying|price|land|building|furniture|equipment|ffe|total|depreciable/].flatMap((p) => p.source.match(/[a-z]{3,}/g) ?? []),
);

/**
 * Words of the deadline and company patterns ("taxes", "permit", "agent") that say nothing about
 * money: a money question holding one (and no category took it) is about something its figures
 * would not be ("how much did we pay in taxes" is not every expense).
 */
const DOMAIN_WORDS = new Set(
  [...OBLIGATION_KINDS.map(([p]) => p), COMPANY, ...COMPANY_FOCUS.map(([p]) => p)]
    .flatMap((p) => p.source.match(/[a-z]{3,}/g) ?? [])
    .filter((word) => !FILLER.has(word) && ![MONEY, REVENUE_WORDS, EXPENSE_WORDS, NET_WORDS, STAYS, PROPERTY, SHAPE_WORDS].some((p) => p.test(word))),
);

/** A word that gives the question its shape: no topic of its own. */
const shapeWord = (word: string) => FILLER.has(word) || INTENT_WORDS.has(word) || SHAPE_PATTERNS.some((pattern) => pattern.test(word));

/** Every word the planner reads with, for correcting typos ("expences", "morgage", "utilties"). */
const KNOWN_WORDS = [
  ...new Set([...SHAPE_PATTERNS, DOC_CONTENT, /obligation|estimated|insurance|inspection|license|permit|depreciation|acquired|purchase/].flatMap((p) => p.source.match(/[a-z]{5,}/g) ?? []).concat(CATEGORY_WORDS)),
];

/** The question with each long word that is one typo from a word the planner knows (and neither a word it reads nor a name in the records) corrected. */
function correctTypos(text: string, names: (word: string) => boolean): string {
  return text.replace(/[a-z]{5,}/g, (word) => {
    if (KNOWN_WORDS.includes(word) || shapeWord(word) || MONTHS.some((m) => m.toLowerCase() === word) || names(word)) return word;
    return KNOWN_WORDS.find((known) => withinOneEdit(word, known)) ?? word;
  });
}

/** Passages read for a document question: the answering sentence is chosen among them. */
const SEARCH_PASSAGES = 6;
/** Deadlines of one kind read for "when is the next ...": past (completed) ones come first by due date. */
export const NEXT_OCCURRENCES = 50;

const call = (tool: ToolCall["tool"], args: Record<string, unknown>): ToolCall => ({ tool, args });
const periodArgs = (p?: Period) => (p ? { start_date: p.start, end_date: p.end } : {});

/** A name of the records the question uses: the phrase to look for in descriptions, and its rows by type. */
interface Counterparty {
  phrase: string;
  revenue: number;
  expense: number;
  /** The question's own words for it. */
  words: string[];
}

interface Understood {
  text: string;
  today: string;
  periods: FoundPeriod[];
  categories: string[];
  phrases: string[];
  property?: PropertyRow;
  /** Every property named, for comparisons. */
  named: PropertyRow[];
  counterparty?: Counterparty;
  /** Topic words left after periods, properties, categories and names: no records use them. */
  unknown: string[];
  /** Topic words that name something in the obligations' descriptions. */
  obligationWords: string[];
  /** Words of the deadline and company patterns (DOMAIN_WORDS) the question holds. */
  domainWords: string[];
  rest: string;
  /** Each category phrase with its categories, for comparisons between categories. */
  groups: { phrase: string; categories: string[] }[];
  /** Amount bounds, in dollars ("over $1,000"). */
  min?: number;
  max?: number;
}

/**
 * A counterparty the words left of a question name in the records' own descriptions ("duke energy",
 * "keisha", "roofer" for "roofing"): adjacent words form one name when a description holds them
 * together; otherwise the most specific word is the name. Words of no description are unknown.
 */
function findCounterparty(rest: string, vocabulary: RecordsVocabulary): { counterparty?: Counterparty; unknown: string[]; obligationWords: string[]; domainWords: string[] } {
  const unknown: string[] = [];
  const domainWords: string[] = [];
  const obligationWords: string[] = [];
  // A shape word ("home", "payment") joins a run only as itself, and counts only when the whole run
  // is a phrase of a description ("home depot").
  const runs: { form: string; word: string; end: number; shape: boolean }[][] = [];
  for (const match of rest.matchAll(/[a-z][a-z']*/g)) {
    const word = match[0].replace(/'s$/, "");
    if (word.length < 3) continue;
    const shape = shapeWord(word);
    if (shape && DOMAIN_WORDS.has(word)) domainWords.push(word);
    if (shape && !vocabulary.counterparties.words.has(word)) continue;
    if (!shape && vocabulary.obligations.closest(word)) obligationWords.push(word);
    const form = shape ? word : vocabulary.counterparties.closest(word);
    if (!form) {
      if (!obligationWords.includes(word)) unknown.push(word);
      continue;
    }
    const entry = { form, word, end: match.index + match[0].length, shape };
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && /^\s{1,2}$/.test(rest.slice(last.end, match.index))) run.push(entry);
    else runs.push([entry]);
  }
  for (const whole of runs) {
    if (whole.every((w) => w.shape)) continue;
    const phrase = whole.map((w) => w.form).join(" ");
    const together = countsOf(vocabulary, phrase);
    if (whole.length > 1 && together.revenue + together.expense > 0) return { counterparty: { phrase, ...together, words: whole.map((w) => w.word) }, unknown, obligationWords, domainWords };
    const run = whole.filter((w) => !w.shape);
    const core = run.map((w) => w.form).join(" ");
    const coreCounts = countsOf(vocabulary, core);
    if (coreCounts.revenue + coreCounts.expense > 0) return { counterparty: { phrase: core, ...coreCounts, words: run.map((w) => w.word) }, unknown, obligationWords, domainWords };
    const specific = run
      .map((w) => ({ phrase: w.form, ...countsOf(vocabulary, w.form), words: run.map((r) => r.word) }))
      .filter((c) => c.revenue + c.expense > 0)
      .sort((a, b) => a.revenue + a.expense - (b.revenue + b.expense))[0];
    if (specific) return { counterparty: specific, unknown, obligationWords, domainWords };
  }
  return { unknown, obligationWords, domainWords };
}

/** "over $1,000", "more than 500 dollars", "under $50": an amount bound, read before periods (so "over 2000 dollars" is no year). */
const AMOUNT_BOUND = /\b(over|above|more than|greater than|larger than|bigger than|at least|exceeding|under|below|less than|smaller than|at most|up to)\s+(\$\s*)?(\d[\d,]*(?:\.\d{1,2})?)(\s*(?:k|thousand)\b)?(\s*(?:dollars?|bucks|usd)\b)?/g;

function findAmounts(text: string): { min?: number; max?: number; rest: string } {
  const found: { min?: number; max?: number } = {};
  const rest = text.replace(AMOUNT_BOUND, (whole, word: string, dollar: string | undefined, digits: string, thousand: string | undefined, unit: string | undefined) => {
    const value = Number(digits.replace(/,/g, "")) * (thousand ? 1000 : 1);
    // Without "$" or "dollars", a bare number is an amount only when it cannot be a year or a count of days.
    if (!dollar && !unit && !thousand && (value < 100 || (/^(19|20)\d\d$/.test(digits) && !digits.includes(",")))) return whole;
    if (!Number.isFinite(value)) return whole;
    if (/^(under|below|less than|smaller than|at most|up to)$/.test(word)) found.max = value;
    else found.min = value;
    return " ".repeat(whole.length);
  });
  return { ...found, rest };
}

function understand(question: string, today: string, properties: PropertyRow[], vocabulary: RecordsVocabulary): Understood {
  const raw = expandAbbreviations(question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim());
  const text = correctTypos(raw, (word) => vocabulary.counterparties.words.has(word) || vocabulary.obligations.words.has(word));
  const amounts = findAmounts(text);
  const { periods, rest: afterPeriods } = findPeriods(amounts.rest, today);
  const { rows: named, rest: afterProperty } = findProperties(afterPeriods, properties);
  const { categories, phrases, groups, rest } = findCategories(afterProperty);
  const { counterparty, unknown, obligationWords, domainWords } = findCounterparty(rest, vocabulary);
  return { text, today, periods, categories, phrases, groups, property: named.length === 1 ? named[0] : undefined, named, counterparty, unknown, obligationWords, domainWords, rest, min: amounts.min, max: amounts.max };
}

/** "and in August?", "what about 2024?", "and for Birch?", "and water?", "and spectrum?": a question that only changes the previous one's period, property, category or counterparty. */
function followUpOf(u: Understood, previous: Entities | undefined): Plan | null {
  if (!previous?.tool || !previous.args) return null;
  const names = new Set(u.counterparty?.words ?? []);
  const bare = u.rest
    .replace(/\b(and|what|about|how|in|for|the|same|then|on|at|of|over|during|with|vs|versus|instead|it|that|this|please|show|me|was|were|is|are|did|do|we|our|those|these|them|they|cost|costs|much|many|total|all|together|altogether|come|to|add|up)\b/g, " ")
    .replace(/[^a-z0-9']+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word && !names.has(word.replace(/'s$/, "")));
  const money = previous.intent === "transactions" && previous.args.entity === "transactions";
  const changes = u.periods.length > 0 || u.property !== undefined || (money && (u.categories.length > 0 || u.counterparty !== undefined));
  // "what did those cost?", "how many were there?": the same transactions, totalled or counted.
  const measure = money && !changes && has(u.text, /\b(those|these|them|they|that|it)\b/) ? (has(u.text, /\bhow many\b/) ? "count" : has(u.text, /\b(cost|costs|how much|total|add up|come to)\b/) ? "sum" : undefined) : undefined;
  // "which month was the highest?": the same transactions, by month (quarter, category, property), and the top one.
  const rankBy = money && !changes ? /\b(?:which|what)\s+(month|quarter|category|property)\b/.exec(u.text)?.[1] : undefined;
  const rankPick = has(u.text, /\b(lowest|least|smallest|fewest|cheapest)\b/) ? "min" : has(u.text, /\b(highest|most|biggest|largest|greatest|top|priciest)\b/) ? "max" : undefined;
  if (rankBy && rankPick && bare.every((word) => word === "which" || word === rankBy || shapeWord(word))) {
    const args: Record<string, unknown> = { ...previous.args, aggregate: "sum", group_by: rankBy };
    delete args.limit;
    return {
      intent: "transactions",
      calls: [call(previous.tool, args)],
      periods: previous.period ? [previous.period] : [],
      phrases: [],
      confident: true,
      followUp: true,
      pick: rankPick,
    };
  }
  const followed = ["transactions", "obligations", "property", "stays"];
  if (bare.length > 0 || !(changes || measure) || !followed.includes(previous.intent ?? "")) return null;
  const args: Record<string, unknown> = { ...previous.args };
  if (measure) {
    args.aggregate = measure;
    delete args.limit;
    delete args.group_by;
  }
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
  if (money && u.categories.length > 0) {
    args.categories = u.categories;
    delete args.transaction_type;
  }
  if (money && u.counterparty) {
    args.text = u.counterparty.phrase;
    const type = typeOf(u.counterparty);
    if (type && !u.categories.length) {
      args.transaction_type = type;
      delete args.categories;
    }
  }
  return {
    intent: previous.intent as Intent,
    calls: [call(previous.tool, args)],
    periods,
    phrases: money && u.categories.length ? u.phrases : [],
    property: u.property,
    confident: true,
    followUp: true,
    focus: measure ? undefined : previous.focus,
  };
}

/** The direction the question's own words give a payment: "X paid us", "received from X" is income; "we paid X", "X charged us" an expense. */
function directionOf(text: string): "REVENUE" | "EXPENSE" | undefined {
  const incoming = has(text, /\b(pay|pays|paid|send|sent|give|gave|owe|owes)\s+us\b|\b(received|receive|collected|collect|got)\b[^?]*\bfrom\b/);
  const outgoing = has(text, /\bwe\s+(pay|paid|spend|spent|owe|send|sent|give|gave)\b|\b(charge|charged|charges|bill|billed|bills|cost)\s+us\b|\b(paid|payments?)\s+to\b/);
  return incoming && !outgoing ? "REVENUE" : outgoing && !incoming ? "EXPENSE" : undefined;
}

/** The type a counterparty's rows mostly have: whom the company pays, or who pays it. */
function typeOf(c: Counterparty): "REVENUE" | "EXPENSE" | undefined {
  if (c.revenue >= 4 * c.expense && c.revenue > 0) return "REVENUE";
  if (c.expense >= 4 * c.revenue && c.expense > 0) return "EXPENSE";
  return undefined;
}

/** What a plan understood, in words, for an answer that could not use every word of the question. */
function understoodOf(u: Understood, intent: Intent, property: PropertyRow | undefined): string {
  const what: Record<Intent, string> = {
    transactions: u.phrases.length ? u.phrases.join(" and ") : "income and expenses",
    compare: "a comparison of income and expenses",
    property: "the property records",
    obligations: "the deadlines",
    company: "the company profile",
    documents: "the list of documents",
    stays: "the booked stays",
    search: "the documents",
    help: "",
  };
  const parts = [what[intent]];
  if (u.counterparty) parts.push(`mentioning "${u.counterparty.phrase}"`);
  if (property) parts.push(`for ${property.address}`);
  if (u.periods[0]) parts.push(`in ${u.periods[0].label}`);
  return parts.join(" ");
}

/**
 * The deterministic planner: reads a landlord's question (and the previous turn's entities, for
 * follow-ups) and decides which tool to call with which parameters. It never answers by itself.
 */
export function plan(question: string, today: string, properties: PropertyRow[], vocabulary: RecordsVocabulary, previous?: Entities, previousProperty?: PropertyRow): Plan {
  const u = understand(question, today, properties, vocabulary);
  const follow = followUpOf(u, previous);
  if (follow) return follow;
  const decided = decide(question, u, previousProperty);
  // "what did those cost?" with nothing before it: the question names no records of its own.
  const dangling = !previous && u.periods.length === 0 && !u.property && !u.categories.length && !u.counterparty ? /\b(those|these|them)\b/.exec(u.text)?.[1] : undefined;
  const unused = [...unusedWords(u, decided.intent), ...(dangling ? [dangling] : [])];
  if (unused.length === 0 || decided.intent === "search" || decided.intent === "help" || decided.intent === "documents") return decided;
  // A word the plan did not use: not the question that was asked. The documents may still answer it.
  const docType = docTypeOf(u.text);
  return {
    ...decided,
    intent: "search",
    calls: [call("search_document_content", { query: searchQuery(question), top_k: SEARCH_PASSAGES, ...(docType && docType !== "tax" ? { doc_type: docType } : {}) })],
    periods: [],
    confident: false,
    unused,
    understood: understoodOf(u, decided.intent, decided.property),
    asked: decided.intent,
  };
}

/** The words of the question the plan of this intent cannot use. */
function unusedWords(u: Understood, intent: Intent): string[] {
  const names = u.counterparty?.words ?? [];
  const obligationOnly = u.obligationWords.filter((word) => !names.includes(word));
  switch (intent) {
    case "transactions":
    case "compare":
    case "stays":
      return [...u.unknown, ...obligationOnly, ...u.domainWords.filter((word) => !names.includes(word))];
    case "obligations": {
      // A state's filing is found by the state's name in its description (decide, below).
      const state = new Set(letterWords(stateNamedIn(u.text) ?? "").map((word) => word.toLowerCase()));
      return [...u.unknown, ...names.filter((word) => !u.obligationWords.includes(word))].filter((word) => !state.has(word));
    }
    case "property":
    case "company":
      return [...u.unknown, ...names, ...obligationOnly];
    default:
      return [];
  }
}

/** The plan for a question's intent, before checking that it used every word. */
function decide(question: string, u: Understood, previousProperty: PropertyRow | undefined): Plan {
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

  // "how much is the adobe subscription": a name of the records asked "how much" of is money too.
  const moneyQuestion = u.categories.length > 0 || has(text, MONEY) || (u.counterparty !== undefined && has(text, /\bhow much\b/));

  // Stays: "who stayed at the cabin in August", "how many bookings in July", "occupancy at Alder".
  // "average booking", "smallest booking" are money; "average nights per booking" and "average stay length" are stays.
  const averageMoney = has(text, /\b(average|avg|mean|typical|smallest|largest|biggest|highest|lowest|cheapest|priciest|most expensive)\b/) && !has(text, /\b(nights?|length|long|occupancy|longest|shortest)\b/);
  if (has(text, STAYS) && !has(text, MONEY_MEASURE) && !averageMoney) {
    const args: Record<string, unknown> = { entity: "stays", ...periodArgs(period) };
    if (property) args.property = property.id;
    // "how many times has Tariq stayed": a guest's stays, over every date unless a period is named.
    // The platform the stays are imported from ("our airbnbs") names every stay, not a guest.
    const guest = u.counterparty && !u.counterparty.words.every((word) => PLATFORM.test(word)) ? u.counterparty.phrase : undefined;
    if (guest) {
      args.text = guest;
      if (!period) Object.assign(args, { start_date: EVERY_STAY_SINCE, end_date: u.today });
    }
    const focus = has(text, /\b(who|guests?|names?|list|which)\b/) ? "guests" : has(text, /\b(nights?|occupancy|occupied|vacan\w*|full|empty)\b/) ? "nights" : "count";
    return { ...base, intent: "stays", calls: [call("query_database", args)], periods: period ? [period] : [], focus };
  }

  // "next estimated tax payment?", "when is the property tax": a named deadline ahead, not money paid.
  const namedAhead = obligationTypeOf(text) !== undefined && (has(text, /\b(next|upcoming|coming)\b/) || (has(text, /\bwhen\b/) && !has(text, /\b(did|last|paid|was|were)\b/)));
  const obligationQuestion = (has(text, OBLIGATION) || namedAhead) && !(has(text, /\b(paid|spent|spend|how much did)\b/) && period);
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
    // "when is the q4 estimated payment due": the quarter names the payment (its description), not when it falls due.
    const quarterNamed = type === "tax:payment" && has(text, /\b(when|whens|next|upcoming)\b/) ? /\bq([1-4])\b(?!\s+(?:of\s+)?\d{4})/.exec(text) : null;
    if (quarterNamed) args.text = `Q${quarterNamed[1]}`;
    if (period && args.within_days === undefined && !quarterNamed) Object.assign(args, periodArgs(period));
    if (!args.within_days && !args.status && !period && (type || has(text, /\b(next|when)\b/))) args.status = "pending";
    if (property) args.property = property.id;
    if (has(text, /\b(when|next)\b/) && type && !args.within_days) {
      delete args.status;
      args.limit = NEXT_OCCURRENCES;
    }
    const calls = [call("query_database", args)];
    // A look ahead also names what is already late: "nothing is due" must not hide an overdue filing.
    if (args.within_days !== undefined || args.status === "due_soon") calls.push(call("query_database", { entity: "obligations", status: "overdue", ...(args.obligation_type ? { obligation_type: args.obligation_type } : {}), ...(property ? { property: property.id } : {}) }));
    return { ...base, intent: "obligations", calls, periods: period && !quarterNamed ? [period] : [], focus: type ? "named" : undefined };
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
    if (u.counterparty) {
      args.text = u.counterparty.phrase;
      // Whom the company pays, or who pays it: as the question says it ("did Airbnb pay us"), else as
      // the records say ("what did Maria pay" is income, because her rows are).
      const type = directionOf(text) ?? typeOf(u.counterparty);
      if (type && !u.categories.length && !has(text, NET_WORDS)) args.transaction_type = type;
    }
    if (property) args.property = property.id;
    if (u.min !== undefined) args.min_amount = u.min;
    if (u.max !== undefined) args.max_amount = u.max;
    if (groupBy) args.group_by = groupBy;
    if (groupBy && (aggregate === "max" || aggregate === "min")) args.aggregate = "sum";
    if (aggregate === "average" && has(text, /\b(monthly|per month|a month|each month)\b/)) {
      args.group_by = "month";
    }
    const top = TOP_N.exec(text);
    if (top && !groupBy) {
      args.aggregate = "max";
      args.limit = Math.min(50, Number(top[1] ?? top[2]));
      if (!args.transaction_type && !args.categories) args.transaction_type = "EXPENSE";
    }
    // One payment, not a sum: "when did we last pay the HOA", "how much rent does Owen pay", "our trash bill".
    const latest = (has(u.rest, LATEST) || (has(text, PRESENT_PAYMENT) && !period)) && !groupBy && aggregate === "sum" && !top;
    if (latest) {
      Object.assign(args, { aggregate: "list", limit: 1 });
      Object.assign(args, periodArgs(period));
      return { ...base, intent: "transactions", calls: [call("query_database", args)], periods: period ? [period] : [], focus: "latest" };
    }
    const comparingProperties = u.named.length >= 2;
    if (comparingProperties) {
      const sides = u.named.slice(0, 4);
      const calls = sides.map((row) => call("query_database", { ...args, ...periodArgs(period), property: row.id, aggregate: "sum", group_by: undefined }));
      return { ...base, property: undefined, intent: "compare", calls, periods: period ? [period] : [], sides: sides.map((row) => row.address) };
    }
    const comparingCategories = u.groups.length >= 2 && u.periods.length < 2 && has(text, /\b(compare|compared|comparison|vs|versus|against|than)\b/);
    if (comparingCategories) {
      const sides = u.groups.slice(0, 4);
      const calls = sides.map((g) => call("query_database", { ...args, ...periodArgs(period), categories: g.categories, transaction_type: undefined, aggregate: "sum", group_by: undefined }));
      return { ...base, intent: "compare", calls, periods: period ? [period] : [], sides: sides.map((g) => g.phrase.replace(/^\w/, (c) => c.toUpperCase())), sideKind: "category" };
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
  const args: Record<string, unknown> = { query: searchQuery(question), top_k: SEARCH_PASSAGES };
  if (docType && docType !== "tax") args.doc_type = docType;
  return { ...base, intent: "search", calls: [call("search_document_content", args)], periods: [], confident: false };
}
