import type { PropertyRow } from "../../db/schema";
import { anyRows, countsOf, type RecordsVocabulary } from "../tools/vocabulary";
import type { Entities } from "../types";
import { holds, MATCH, nounsOf, understand, type Frame } from "./frame";
import { call, periodsMovedWithin, type Plan, type PlanContext } from "./intent";
import { longDate } from "../format";
import { findPeriods } from "./periods";
import { INTENTS, intentNamed } from "./intents";
import { findProperties, homesOfLetting, homesWithIncomeOf, otherKindOf, wordsOfProperty } from "./properties";
import { askingWord, STOP } from "../language/words";
import { escapeRegExp } from "../../domain/regexp";
import { statementsOf, tells } from "../language/asides";
import { perUnitAsked } from "./per-unit";
import { ADVICE_WORDS, BUSINESS_NOUNS, HYPOTHETICAL_WORDS, NUMBER_WORDS, UNIT_WORDS, WHEN_OF_A_THING, wordsOf } from "../language/lexicon";

/** Plain nouns for a kind of business ("shop", "practice"). */
const BUSINESS_WORDS = new Set(wordsOf(BUSINESS_NOUNS));

/** Phrases that ask advice, the law or what would happen. */
const ADVICE = new Set([...ADVICE_WORDS, ...HYPOTHETICAL_WORDS, "advice", "advise", "recommendation", "recommendations"]);
/** "need tax advice", "what do you recommend": a part that asks for advice, which no record gives, is never dropped as context. */
const ADVICE_ASKED = /\b(?:advice|advise|recommend|recommendations?)\b/;
import { fallBackToDocuments, search } from "./intents/search";
import { company, companyDetailsAsked } from "./intents/company";

/**
 * The deterministic planner: reads what a question names (frame.ts), lets the previous turn's intent
 * take it as a follow-up, else gives it to the first intent that recognises it. A plan that cannot
 * use a word naming something the records do not hold goes to the documents, and failing them says
 * what it did understand. It never answers by itself: the intents' tools do.
 */
export function planFrame(question: Frame, c: PlanContext): Plan {
  const f = withRefused(withKind(withPeriod(withPerson(withOthers(withoutHomes(question, c), c), c), c), c), c);
  const person = personOf(f, c);
  const planned = alsoAsMeant(explainHigh(decide(f, c), f), f, c);
  // A tenant the plan found on a property's record ("Mai Nou Vang") is whom it means, before a word of the name.
  return person && !(planned.intent === "property" && planned.person) ? { ...planned, person } : planned;
}

/**
 * "how many reservations did the carriage house get last July?" in November: July of last year, as
 * "last year" is, and the July just past, as many mean it ("last summer": the summer just past, and
 * the one before). Both are answered, the first reading first (the one a follow-up follows), the
 * other said to be the other reading.
 */
function alsoAsMeant(p: Plan, f: Frame, c: PlanContext): Plan {
  // One period, said once or spelled out again ("last summer, june thru august").
  const only = f.periods.find((x) => x.alsoMeant);
  const other = only && f.periods.every((x) => x.start === only.start && x.end === only.end) ? only.alsoMeant : undefined;
  if (!only || !other || p.parts || p.followUp || p.intent === "search" || !p.periods.some((x) => x.start === only.start && x.end === only.end)) return p;
  const meant = decide({ ...f, periods: [{ ...other, at: only.at }] }, c);
  if (meant.intent !== p.intent || meant.parts || !meant.periods.some((x) => x.start === other.start)) return p;
  const lead = `If you meant ${other.label}: `;
  return { ...p, calls: [...p.calls, ...meant.calls], parts: [{ plan: p, question: f.question }, { plan: meant, question: f.question, lead }], followed: 0 };
}

/** "how come Thornapple's expenses were so high last September": the total, and the largest items in it. */
const WHY_HIGH = /\b(?:why|how come)\b[^?]*\b(?:high|higher|much|big|bigger|large|larger|expensive|up)\b/;

function explainHigh(p: Plan, f: Frame): Plan {
  const args = p.calls[0]?.args;
  if (p.intent !== "transactions" || p.parts || p.calls.length !== 1 || !args || args.aggregate !== "sum" || args.group_by || !WHY_HIGH.test(f.text)) return p;
  const largest: Plan = { ...p, calls: [call(p.calls[0]!.tool, { ...args, aggregate: "max", limit: 3 })] };
  return { ...p, calls: [...p.calls, ...largest.calls], parts: [{ plan: p, question: f.question }, { plan: largest, question: f.question }], followed: 0 };
}

/** Words that went unused, without those said inside a longer one ("georgia" of "georgia power"). */
const wholeWords = (said: string[]): string[] => {
  const unused = [...new Set(said)];
  return unused.filter((word) => !unused.some((other) => other !== word && new RegExp(`(?<![a-z])${escapeRegExp(word)}(?![a-z])`).test(other)));
};

/**
 * "total rents for the year before last" where the records begin last year: a figure of the ledger for
 * periods that all end before its first transaction is no zero; the plan carries that date to say so.
 */
function beforeTheRecords(p: Plan, c: PlanContext): Plan {
  const first = c.vocabulary.firstDate;
  if (!first || p.intent !== "transactions" || p.periods.length === 0 || !p.periods.every((period) => period.end < first)) return p;
  return { ...p, recordsFrom: first };
}

function decide(f: Frame, c: PlanContext): Plan {
  return perUnit(beforeTheRecords(decided(f, c), c), f);
}

/**
 * "what did the farm rent work out to per acre", "total expenses, and per unit please (it's 2 units)",
 * "what we paid for the 80 acres, per acre": one sum of the books, or a home's price, and it divided by
 * the count the question or the home's record says. The unit's own word names no rows.
 */
function perUnit(p: Plan, f: Frame): Plan {
  if (p.per || p.calls.length !== 1 || p.unused?.length) return p;
  const args = p.calls[0]!.args;
  // "per unit" of one home read as a breakdown by property: one home's figure has no parts to list.
  const oneHome = args.group_by === "property" && typeof args.property === "string";
  // Of a sum over a period said (all of time per unit says nothing), never of an average asked ("the average rent per unit").
  const sum = p.intent === "transactions" && args.entity === "transactions" && (!args.group_by || oneHome) && (args.aggregate === "sum" || args.aggregate === "average") && !p.sides && typeof args.start_date === "string" && !holds(f, MATCH.average);
  const price = p.intent === "property" && args.entity === "properties" && (p.focus ?? "").split("+").includes("acquisition");
  const per = sum || price ? perUnitAsked(f.text, p.property) : undefined;
  if (!per) return p;
  if (!sum) return { ...p, per };
  const { text, group_by: _, ...rest } = args;
  const unitWord = typeof text === "string" && new RegExp(`^${per.unit}s?$`).test(text);
  return { ...p, per, calls: [call(p.calls[0]!.tool, { ...rest, ...(unitWord || text === undefined ? {} : { text }), ...(oneHome || !args.group_by ? {} : { group_by: args.group_by }), aggregate: "sum" })], ...(unitWord ? { counterparty: undefined } : {}) };
}

function decided(f: Frame, c: PlanContext): Plan {
  const previous = c.previous?.intent;
  // "ok and what's the loan balance?" after the loan's interest: a question that names its own measure is no follow-up of the last.
  const claimed = previous ? INTENTS.find((i) => i.name !== previous && i.claims?.(f, c)) : undefined;
  if (claimed) return claimed.plan(f, c);
  const followers = previous ? [intentNamed(previous), ...INTENTS.filter((i) => i.followsFrom?.includes(previous))] : [];
  for (const intent of followers) {
    const follow = intent?.followUp?.(f, c.previous!, c);
    if (follow) return follow;
  }
  const intent = INTENTS.find((candidate) => candidate.recognise(f, c)) ?? search;
  const decided = intent.plan(f, c);
  const unused = wholeWords(intent.unused?.(f, decided, c) ?? []);
  if (unused.length === 0 && decided.intent !== "search") return decided;
  // "who are the members of the LLC": a detail the company's record states is read there before the papers.
  const details = companyDetailsAsked(f, c);
  if (details.length > 0) return { ...company.plan(f, c), focus: details.map((detail) => `detail:${detail.key}`).join("+") };
  if (unused.length === 0) return decided;
  const fallen = fallBackToDocuments(f, decided, unused, intent.understood(f, decided));
  const held = intent.mustHold?.(f, decided) ?? [];
  return held.length > 0 ? { ...fallen, nouns: held } : fallen;
}

/** "excluding the condo", "except the cabin and the cottage", "not counting Birch": homes left out, named right after the words that leave them out. */
const HOMES_LEFT_OUT = /\b(?:excluding|exclude|except(?:\s+for)?|without|not counting|not including|other than|apart from|aside from|leaving out|leave out|but not)\s+((?:(?!(?:at|on|in|for|from|of|with|to|by|during|over)\b)[a-z0-9'&-]+[\s,]*){1,6})/g;

/** "incl the condo", "including the cabin", "counting the duplex too": a home said to be inside the figure. */
const HOMES_INCLUDED = /\b(?:incl\.?|including|inclusive of|counting|even)\s+((?:the\s+|our\s+)?(?:(?!(?:at|on|in|for|from|of|with|to|by|during|over|last|this|next)\b)[a-z0-9'&-]+\s*){1,4})/g;
/** "total", "everything", "all of it": a whole asked. */
const WHOLE_ASKED = /\b(?:total|everything|all\s+of\s+it|all\s+in|altogether|whole\s+portfolio|company-wide|across\s+the\s+board)\b/;

/**
 * "total revenue in 2025 excluding the condo", "insurance this year except the cabin": every home but
 * the ones left out (or the homes named elsewhere, but those), as one figure, never the home left out.
 */
function withoutHomes(f: Frame, c: PlanContext): Frame {
  if (f.named.length === 0 || c.properties.length < 2) return f;
  // "total revenue last month, everything incl the condo": a home said to be inside the whole is no home the whole is of.
  const inside = [...f.text.matchAll(HOMES_INCLUDED)];
  if (inside.length > 0 && WHOLE_ASKED.test(f.text)) {
    const within = new Set(inside.flatMap((m) => findProperties(m[1]!, c.properties).rows));
    const outside = inside.reduce((text, m) => text.replace(m[0], " "), f.text);
    if (within.size > 0 && [...within].every((row) => f.named.includes(row)) && findProperties(outside, c.properties).rows.length === 0) return { ...f, named: [], property: undefined };
  }
  const clauses = [...f.text.matchAll(HOMES_LEFT_OUT)];
  // "leave out the Airbnb unit": a home named by how it is let, or by the platform whose income is all its.
  const ofClause = (said: string): PropertyRow[] => {
    const rows = findProperties(said, c.properties).rows;
    if (rows.length > 0) return rows;
    const letting = homesOfLetting(said, c.vocabulary, c.properties);
    if (letting?.length) return letting;
    // Only a home said as one ("the Airbnb unit", "the vrbo place"), not "the vrbo ones" of a home's bookings.
    const platform = /^\s*(?:the|our)?\s*([a-z][a-z'-]{2,})\s+(?:unit|house|home|place|property|cabin|condo|cottage|rental|listing|apartment)\b/.exec(said)?.[1];
    const homes = platform && !STOP.has(platform) ? homesWithIncomeOf(platform, c.vocabulary, c.properties) : [];
    return homes.length > 0 && homes.every((row) => f.named.includes(row)) ? homes : [];
  };
  const out = new Set(clauses.flatMap((m) => ofClause(m[1]!)));
  if (out.size === 0 || ![...out].every((row) => f.named.includes(row))) return f;
  const outside = clauses.reduce((text, m) => text.replace(m[0], " "), f.text);
  const said = findProperties(outside, c.properties).rows.filter((row) => !out.has(row));
  const named = (said.length > 0 ? said : c.properties).filter((row) => !out.has(row));
  if (named.length === 0) return f;
  return { ...f, named, property: named.length === 1 ? named[0] : undefined, ...(named.length > 1 ? { grouped: true } : {}) };
}

/** "the other two houses", "the other one", "the others", "the rest of our properties": the homes besides the one just asked about. */
const OTHER_ONES = /\b(?:the|our)\s+other\s+(?:(\d+)\s+)?(?:houses?|homes?|propert(?:y|ies)|places?|ones?|rentals?|buildings?)\b|\bthe\s+(?:other\s+)?others?\s*\??\s*$|\bthe\s+rest\s+of\s+(?:the|our)\s+(?:houses|homes|properties|places|rentals)\b/;

/**
 * "and on the other two houses?" after the condo's taxes: the homes besides the one the previous
 * turn was about, named as if the question named them. A count that does not match them ("the other
 * house" of three) says nothing of which.
 */
function withOthers(f: Frame, c: PlanContext): Frame {
  const match = f.named.length === 0 && c.previousProperty ? OTHER_ONES.exec(f.text) : null;
  if (!match || !c.previousProperty) return otherOfKind(f, c);
  const others = c.properties.filter((row) => row.id !== c.previousProperty!.id);
  const said = match[1] ? Number(match[1]) : /\bother\s+(?:house|home|property|place|one|rental|building)\b/.test(match[0]) ? 1 : undefined;
  if (others.length === 0 || (said !== undefined && said !== others.length)) return f;
  return { ...f, named: others, property: others.length === 1 ? others[0] : undefined };
}

/** "the other airbnb", "our other vrbos", "the other short-term rental", "the other portland one": a name of the ledger, a way of letting or a place, in place of a dwelling word. */
const OTHER_NAMED = /\b(?:the|our)\s+other\s+(?:(\d+|two|three)\s+)?(([a-z][a-z-]*?)(s)?\b.*)$/;
const NUMBER_VALUE = new Map(NUMBER_WORDS);
/** A plural way of letting: "the other short-term rentals". */
const PLURAL_HOMES = /\b(?:rentals|homes|houses|properties|units|places|listings|strs|ltrs)\b/;

/**
 * "and the other airbnb?" after the basis of one short-term rental: the homes where that name's
 * income is recorded ("the other short-term rental": the homes let that way), besides the one the
 * previous turn was about, and no name to filter by.
 */
function otherOfKind(f: Frame, c: PlanContext): Frame {
  const previous = c.previousProperty;
  const match = previous && (f.named.length === 0 || f.grouped) ? OTHER_NAMED.exec(f.text) : null;
  if (!match || !previous) return f;
  const [, count, said = "", word = "", s] = match;
  // "the other portland one": the homes in a place several of ours are in.
  const place = c.properties.filter((row) => wordsOfProperty(row).has(word));
  const name = f.counterparty && (f.counterparty.words.at(-1) ?? f.counterparty.phrase) === word ? f.counterparty : undefined;
  const homes = place.length >= 2 ? place : name ? homesWithIncomeOf(name.phrase, c.vocabulary, c.properties) : (homesOfLetting(said, c.vocabulary, c.properties) ?? []);
  const others = homes.filter((row) => row.id !== previous.id);
  const plural = count !== undefined || (name ? s !== undefined : PLURAL_HOMES.test(said));
  // "the other two airbnbs" where one other holds that income: a count said must be the homes left.
  const counted = count === undefined ? undefined : /^\d+$/.test(count) ? Number(count) : NUMBER_VALUE.get(count);
  if (!homes.some((row) => row.id === previous.id) || others.length === 0 || (!plural && others.length !== 1) || (counted !== undefined && counted !== others.length)) return f;
  const counterparties = f.counterparties.filter((other) => other !== name);
  // Not others' homes ("other cabins in town"): ours, besides the one just asked about.
  const unknown = f.unknown.filter((unsaid) => !(unsaid.startsWith("other ") && unsaid.includes(word)) && unsaid !== word);
  // The place's word names homes, not a deadline or a payee.
  const obligationWords = f.obligationWords.filter((one) => one !== word);
  const domainWords = f.domainWords.filter((one) => one !== word);
  return { ...f, obligationWords, domainWords, named: others, ...(others.length > 1 ? { grouped: true } : {}), property: others.length === 1 ? others[0] : undefined, counterparty: counterparties[0], counterparties, unknown };
}

/** A kind of home named with "the": "the cabin", "our condo". */
const THE_KIND = /\b(?:the|our)\s+(cabin|cottage|condo|condominium|house|loft|chalet|villa|bungalow|townhouse|townhome|duplex|apartment)\b/;

/**
 * "utilities at the cabin" where no property is a cabin (and none was named): which home is meant is
 * not known, so the word is one the records do not cover, never dropped for a company-wide figure.
 * A follow-up about the property the last answer was about keeps it ("and the house's taxes?").
 */
function withKind(f: Frame, c: PlanContext): Frame {
  // "the bend cabin" where the one property "bend" names is a condominium: no home of ours.
  const other = f.property && f.named.length === 1 ? otherKindOf(f.text, f.property) : undefined;
  if (other && !f.unknown.includes(other)) return { ...f, unknown: [...f.unknown, other] };
  // A kind said only in an aside spelling out every home ("all 3 rentals (short term + the condo)") is one of them.
  const kind = f.named.length === 0 && c.properties.length > 1 ? THE_KIND.exec(f.main)?.[1] : undefined;
  if (!kind || c.previousProperty || f.unknown.includes(kind)) return f;
  return { ...f, unknown: [...f.unknown, kind] };
}

/**
 * "just the electric?" after "utilities at the cabin ytd" was not answered (no home is a cabin): a
 * follow-up that names no home of its own still asks about what the records did not cover.
 */
function withRefused(f: Frame, c: PlanContext): Frame {
  const held = c.previous?.unused?.filter((word) => !f.unknown.includes(word)) ?? [];
  if (held.length === 0 || !f.elliptical || f.named.length > 0 || c.previousProperty) return f;
  return { ...f, unknown: [...f.unknown, ...held] };
}

/** "that year", "the same month", "back then": the period the previous turn was about. */
const THAT_PERIOD = /\b(?:that|the same|that same)\s+(?:year|month|quarter|period|time|summer|season)\b|\bback then\b|\bat the time\b/;

/** A question that points at the previous turn's period, with that period as its own (any intent reads it). */
function withPeriod(f: Frame, c: PlanContext): Frame {
  const period = c.previous?.period;
  // "the same month a year earlier": that period moved a year back (the follow-up moves it), not that period.
  if (f.periods.length > 0 || f.yearBack || !period || !THAT_PERIOD.test(f.text)) return f;
  return { ...f, periods: [{ start: period.start, end: period.end, label: period.label, at: f.text.search(THAT_PERIOD) }] };
}

/** "he", "she", "her": the person the previous turn named, where the books know them. */
const PERSON = /\b(?:he|she|him|her|his|hers)\b/;

/**
 * "how much rent has he paid us this yr?" after a question of Devon's lease: the pronoun stands for
 * the name the previous turn looked for, when the ledger holds rows of that name.
 */
function withPerson(f: Frame, c: PlanContext): Frame {
  // A money or stays question that looked for a name already holds the person: its own follow-ups read "his".
  // "when's his lease up" after his rent asks no figure of it: the question is another's, and "his" the same person.
  const own = (c.previous?.intent === "transactions" || c.previous?.intent === "stays") && !WHEN_OF_A_THING.test(f.text);
  // "who manages it? and what's their cut?": the one a detail of the home's record named ("managed_by").
  const detail = c.previous?.focus?.startsWith("detail:") ? c.previousProperty?.extraMetadata?.[c.previous.focus.slice("detail:".length)] : undefined;
  const recorded = typeof detail === "string" && /\b(?:they|them|their)\b/.test(f.text) && anyRows(countsOf(c.vocabulary, detail.toLowerCase())) ? detail : undefined;
  const before = c.previous?.person ?? recorded ?? c.previous?.counterparty;
  // "and what did they charge us last year?" after a question of Smoky Ridge's agreement: a business is "they".
  // (A deadline's follow-ups read "them" themselves: the deadline's payee and category.)
  const them = (c.previous?.intent === "search" && c.previous.counterparty !== undefined && /\b(?:they|them|their)\b/.test(f.text)) || (recorded !== undefined && before === recorded);
  if (f.counterparty || !before || own || !(PERSON.test(f.text) || them)) return f;
  // The record writes a tenant's name as a name ("Wendell Akers"); the ledger's words are read in lower case.
  const person = { phrase: before, ...countsOf(c.vocabulary, before.toLowerCase()), words: [] };
  return { ...f, counterparty: person, counterparties: [person] };
}

const CALENDAR_NAMES = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** A name the question gives (capitalised, past its first word, in no property's address) that the ledger's descriptions hold. */
function personOf(f: Frame, c: PlanContext): string | undefined {
  const addresses = c.properties.map((row) => row.address.toLowerCase()).join(" ");
  for (const m of f.question.matchAll(/(?<=\S\s+)([A-Z][a-z]{2,})(?:['’]s)?\b/g)) {
    const name = m[1]!.toLowerCase();
    if (CALENDAR_NAMES.test(name) || new RegExp(`\\b${name}\\b`).test(addresses)) continue;
    // "Room 1", "Suite 200": a unit's word with its number names a unit, no one.
    if (UNIT_WORDS.includes(name) && /^\s+#?\s*(?:\d{1,3}|[A-Za-z])\b/.test(f.question.slice(m.index! + m[0].length))) continue;
    // A tenant is "Devon" to the owner, "Devon Achterberg" on a deadline and "ACHTERBERG" on the bank line.
    const surnames = c.vocabulary.obligationTexts.flatMap((text) => [...text.toLowerCase().matchAll(new RegExp(`\\b${name}\\s+([a-z]{3,})\\b`, "g"))].map((found) => found[1]!));
    // The descriptions' word index answers cheaply whether the ledger has the word at all.
    for (const candidate of [name, ...new Set(surnames)]) if (c.vocabulary.counterparties.words.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * "since we bought it", "since we closed on the cabin", "since its purchase": a period from the day the
 * home was acquired, not a question of its purchase.
 */
const SINCE_ACQUIRED = /\bsince\s+(?:we|i|the company|the llc)\s+(?:first\s+)?(?:bought|purchased|acquired|closed on|got|took over|took possession of)(?:\s+(?:it|this|that|(?:the|this|that|our)\s+[a-z'-]+(?:\s+[a-z'-]+)?))?|\bsince\s+(?:its|the|our)\s+(?:purchase|acquisition|closing)\b/;

/** A frame whose words date something from the home's acquisition, with that period and without those words. */
function sinceAcquired(f: Frame, previousProperty: PropertyRow | undefined): Frame {
  const said = SINCE_ACQUIRED.exec(f.text);
  // The home named, else the one the conversation is about ("since we bought it").
  const home = f.property ?? (f.named.length === 0 ? previousProperty : undefined);
  if (!said || !home || f.periods.length > 0) return f;
  const blank = (text: string) => text.replace(SINCE_ACQUIRED, (words) => " ".repeat(words.length));
  const period = { start: home.acquisitionDate, end: f.today, label: `since its acquisition (${longDate(home.acquisitionDate)} to ${longDate(f.today)})`, at: said.index };
  return { ...f, text: blank(f.text), main: blank(f.main), periods: [period], property: f.property ?? home, named: f.named.length ? f.named : [home] };
}

/** Plans a question with the records' properties and vocabulary, and the previous turn for follow-ups. */
export async function plan(said: string, today: string, properties: PropertyRow[], vocabulary: RecordsVocabulary, previous?: Entities, previousProperty?: PropertyRow): Promise<Plan> {
  const c: PlanContext = { today, properties, vocabulary, previous, previousProperty };
  const question = withoutSalutations(said);
  // A quoted question read whole leaves the whole question read, which is planned as it stands.
  const quoted = await planQuoted(question, c);
  return quoted.plan ?? planQuestion(question, c, quoted.whole && asRead(quoted.whole, c));
}

/** A question as read, with a period from the home's acquisition and a period named within another placed. */
const asRead = (f: Frame, c: PlanContext): Frame => periodsMovedWithin(sinceAcquired(f, c.previousProperty));

/** A letter's opening ("Dear assistant,", "Hello dear.", "Good morning!"), before the first word that asks. */
const OPENING = /^\s*(?:(?:dear|hello|hi|hey|good\s+(?:morning|afternoon|evening|day))(?:\s+(?:dear|there|assistant|friend|all|again))?|dear\s+[a-z]+)\s*[,.!:-]+\s*(?=\S)/i;
/** A letter's closing, with the name signed after it ("Thank you kindly, Marisol", "Warmly, Marisol", "Regards"). */
const CLOSING = /(?:^|[.!?]\s*|,\s*|\s+)(?:(?:thank\s+you|thanks)(?:\s+(?:so\s+much|very\s+much|kindly|dear|again|in\s+advance|a\s+lot))*|many\s+thanks|with\s+(?:thanks|gratitude)|(?:kind|best|warm|warmest)\s+regards|regards|warmly|sincerely|yours(?:\s+truly)?|cheers|take\s+care|bless\s+you|all\s+the\s+best)\s*[,.!]*(\s+[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)?\s*[.!]*\s*$/i;

/** The question without a letter's opening and closing, which ask nothing (what is left, if nothing else would be). */
export function withoutSalutations(said: string): string {
  // The name signed is written with capitals ("Marisol"); other words after "thank you" are no signature ("thank you gift cost").
  const signed = (name: string | undefined) => name === undefined || name.trim().split(/\s+/).every((word) => /^[A-Z]/.test(word));
  const asked = said.replace(CLOSING, (closing, name?: string) => (!signed(name) ? closing : /^[.!?]/.test(closing) ? closing[0]! : "")).replace(OPENING, "").trim();
  return asked.length >= 3 ? asked : said;
}

/** Words that open a request as much as a question word does ("Please confirm the members ..."). */
const REQUEST = /^\s*(?:please|pls|can you|could you|would you|confirm|give me|tell me|show me|send me|list|pull|provide|let me know)\b/i;

/**
 * 'Accountant asks: "How much was paid to Rosario Plumbing in the prior year? We may need a 1099."':
 * a question quoted whole, with who asks and why outside the quotes, is the quoted question, read with
 * the homes and the period the words outside named when it names none. Not where the words outside
 * ask too, nor a quoted name or term ('what does the lease mean by "normal wear and tear"?').
 */
async function planQuoted(question: string, c: PlanContext): Promise<{ plan?: Plan; whole?: Frame }> {
  const quotes = [...question.matchAll(/["“]([^"“”]{8,500})["”]/g)];
  if (quotes.length !== 1) return {};
  const [found] = quotes;
  const quote = found![1]!.trim();
  const outside = question.slice(0, found!.index) + " " + question.slice(found!.index! + found![0].length);
  if (outside.includes("?") || quote.split(/\s+/).length < 4 || !(quote.includes("?") || QUESTION_WORD.test(quote.toLowerCase()) || REQUEST.test(quote))) return {};
  const whole = await understand(question, c.today, c.properties, c.vocabulary);
  const read = await understand(quote, c.today, c.properties, c.vocabulary);
  const frame = asRead(
    {
      ...read,
      ...(read.named.length === 0 && whole.named.length > 0 ? { named: whole.named, property: whole.property } : {}),
      ...(read.periods.length === 0 && whole.periods.length > 0 ? { periods: whole.periods } : {}),
    },
    c,
  );
  const p = await planQuestion(quote, c, frame);
  return p.unused?.length || p.calls.length === 0 ? { whole } : { plan: p };
}

/** Plans a question (read as `read` when given: a quoted question with the homes the words around it named). */
async function planQuestion(question: string, c: PlanContext, read?: Frame): Promise<Plan> {
  const { today, properties, vocabulary, previous, previousProperty } = c;
  const frame = read ?? asRead(await understand(question, today, properties, vocabulary), c);
  const planned = planFrame(frame, { today, properties, vocabulary, previous, previousProperty });
  // The parts where the asker tells of themselves, read once for both readings below.
  const statements = statementsOf(question);
  // A figure narrowed by a name the asker only told of: the parts that ask, alone.
  const unnamed = planned.intent !== "search" && nameOnlyStated(question, planned, statements) ? await askedAlone(question, statements, frame, c) : undefined;
  if (unnamed) return unnamed;
  const split = await twoAsks(question, planned, { today, properties, vocabulary, previous, previousProperty });
  if (split) return split;
  const led = await withoutContext(question, frame, planned, { today, properties, vocabulary, previous, previousProperty });
  if (led) return led;
  // Refused over words of what the asker only told: the parts that ask, alone.
  const alone = planned.intent === "search" && planned.unused?.length ? await askedAlone(question, statements, frame, c) : undefined;
  if (alone) return alone;
  // A document question's nouns are read only when the documents are searched: an answering passage
  // holds each (a word the records did not cover sends a question there too).
  // A follow-up that asks the same of other papers ("and on the salem lease?") asks in the earlier words.
  const asked = planned.followUp && planned.text && planned.text !== frame.text ? { ...frame, question: planned.text, text: planned.text } : frame;
  if (planned.intent !== "search") return planned;
  // "how much notice does Arizona law require", "would we save if we elected S-corp status": what the law
  // requires or what would happen is no record's; the documents are named, not quoted as the answer.
  const advice = frame.unknown.filter((word) => ADVICE.has(word));
  // "what does the lease say we should do": a paper asked about answers in its own words.
  const paperAsked = /\b(?:say|says|said|according|lease|agreement|contract|policy|rules|bylaws|document|paper|letter)\b/.test(frame.text);
  if (advice.length > 0 && !paperAsked && !planned.unused?.length) return { ...planned, focus: "advice", unused: advice };
  // The papers searched are the property's own (and the company's): the words that name it say which,
  // and no passage needs to hold them ("the HOA rules of the Beaverton condo" need not say Beaverton).
  const own = planned.property ? wordsOfProperty(planned.property) : new Set<string>();
  // "the coffee shop's lease": a plain noun for a kind of business says whose paper, which no passage need write.
  const kindOfBusiness = (noun: string) => BUSINESS_WORDS.has(noun) && new RegExp(`\\b[a-z'-]+\\s+${noun}\\b`).test(asked.text);
  return { ...planned, nouns: [...new Set([...(planned.nouns ?? []), ...(await nounsOf(asked)).filter((noun) => !own.has(noun) && !kindOfBusiness(noun))])] };
}

/**
 * "I'd love a side-by-side before Thursday's call: booking income ytd from the casita vs. lot rent from
 * the park. I'm trying to see which one carries us.": what the asker states of themselves is why they
 * ask; where the whole is refused over such words, the parts that ask are planned alone, with the homes
 * the whole named when they name none. None unless the records answer them.
 */
async function askedAlone(question: string, statements: { at: number; text: string }[], whole: Frame, c: PlanContext): Promise<Plan | undefined> {
  if (statements.length === 0) return undefined;
  // Blanked in place, so that parts which overlap leave the rest whole.
  const rest = [...question].map((ch, i) => (statements.some((part) => i >= part.at && i < part.at + part.text.length) ? " " : ch)).join("").replace(/\s+/g, " ").trim();
  // "Dad thinks we paid Mountain Fresh a lot. How much has it come to?": a question that points back into
  // a name only what was told holds asks of it (a home it named is kept below).
  if (/\b(?:it|its|them|those)\b|\bthat\b(?!\s+(?:year|month|quarter|week|day|period|time)\b)/i.test(rest.replace(/\ball\s+of\s+(?:it|them)\b|\b(?:it|them)\s+all\b/gi, " ")) && whole.counterparty && saidOnlyIn(question, whole.counterparty.phrase, statements)) return undefined;
  const read = asRead(await understand(rest, c.today, c.properties, c.vocabulary), c);
  // "can you also give me 2024?": what is left asks nothing of its own without what was set aside.
  if (read.elliptical) return undefined;
  const frame = read.named.length === 0 && whole.named.length > 0 ? { ...read, named: whole.named, property: whole.property } : read;
  const p = await planQuestion(rest, c, frame);
  return p.intent !== "search" && !p.unused?.length && p.calls.length > 0 ? p : undefined;
}

/** "Trying to understand the big picture as the newest member: what was our total income ...": a name the figure was narrowed by, said only where the asker tells of themselves. */
function nameOnlyStated(question: string, planned: Plan, statements: { at: number; text: string }[]): boolean {
  if (planned.followUp) return false;
  const names = new Set([...(planned.counterparty ? [planned.counterparty] : []), ...planned.calls.map((one) => one.args.text).filter((text): text is string => typeof text === "string")]);
  return [...names].some((name) => saidOnlyIn(question, name, statements));
}

/** Whether every place a name (or its singular) is said lies inside the parts given. */
function saidOnlyIn(question: string, name: string, parts: { at: number; text: string }[]): boolean {
  const places = [...question.toLowerCase().matchAll(new RegExp(`\\b${escapeRegExp(name.replace(/s$/, ""))}`, "g"))].map((m) => m.index);
  return parts.length > 0 && places.length > 0 && places.every((at) => parts.some((part) => at >= part.at && at < part.at + part.text.length));
}

/** A greeting a question opens with ("hi!!", "Good morning."). */
const GREETING = /^\s*(?:hi|hello|hey|hiya|morning|good (?:morning|afternoon|evening))\b[\s,!.]*/i;
/** Whether a part tells rather than asks, past any greeting it opens with. */
const tellsPart = (text: string) => tells(text.replace(GREETING, ""));

/** Who told what a sentence tells, at its start ("my dad said", "I think", "Maria mentioned that"). */
const TELLER = /^\s*(?:(?:(?:my|our|the|his|her|their)\s+)?(?:[a-z]+'s\s+)?[a-z]+\s+(?:always\s+)?(?:said|says|told\s+(?:me|us)|mentioned|thinks|thought|swears)|(?:i|we)\s+(?:know|think|believe|remember|recall|heard|guess))\s+(?:that\s+)?/i;

/** Words that ask: a part of a question holding one asks something of its own. */
const QUESTION_WORD = /\b(?:what|whats|what's|how|when|which|who|whos|who's|where|why|should|would|could|can|will)\b/;

/**
 * The parts of a question that say who asks, why or what for, beside what it asks: a lead-in before a
 * colon or a dash ("hi, Celeste here - ", "1099-K tie-out: "), a parenthesis ("(liability side of the
 * balance sheet)"), a sentence after the question ("The plumber needs it for his invoice.").
 */
/**
 * "Dana flagged the HOA's minimum", "Dana's reviewing coverage": a clause whose subject is a name no
 * record holds, doing something, tells who asks and why. Not a name the ledger, the deadlines, the
 * guests, the homes or the company's record hold ("Tobias pays ...").
 */
function byOutsider(part: string, c: PlanContext): boolean {
  const m = /^\s*([A-Z][a-z]{2,})(?:['\u2019]s)?\s+([a-z]+)\b/.exec(part);
  if (!m || !/(?:s|ed|ing)$|^(?:is|was|has|had|will|can|could|would|should|may|might|must|just|also|still|already|wants?|needs?)$/.test(m[2]!)) return false;
  const name = m[1]!.toLowerCase();
  if (STOP.has(name) || askingWord(name) || c.vocabulary.counterparties.words.has(name) || c.vocabulary.obligations.words.has(name) || c.vocabulary.company.includes(name)) return false;
  if (c.vocabulary.guests.some((guest) => guest.split(/\s+/).includes(name)) || c.vocabulary.companyDetails.some((detail) => detail.value.toLowerCase().includes(name))) return false;
  return !c.properties.some((row) => wordsOfProperty(row).has(name) || JSON.stringify(row.extraMetadata ?? {}).toLowerCase().includes(name));
}

function contextParts(question: string, c: PlanContext): { at: number; text: string; story?: true }[] {
  const parts: { at: number; text: string; story?: true }[] = [];
  // "For the business income worksheet on the park policy, what did ...": what it is for, before the question.
  const label = /^([^:?"“]{1,40}?)(?::\s+|\s+[-–—]+\s+)(?=\S)/.exec(question);
  const purpose = label ? null : /^for\s+(?:the|a|an|our|my|your|this)\s+[^,?:]{3,80},\s+(?=(?:what|how|which|who|when|where|could|can|would|will|please|pull|give|list|show|tell|send)\b)/i.exec(question);
  const lead = label ?? purpose;
  if (lead) parts.push({ at: 0, text: lead[0], ...(purpose ? { story: true as const } : {}) });
  // "Dad wants to send thank-you notes. Who stayed at the cottage in August?": a sentence before the one that asks.
  // Not one that asks itself, nor the end of an abbreviation ("... for St. Simons this weekend?").
  // "hi!! doing a school project ...": a greeting first says nothing either, and the sentence after it is the one before the question.
  const greeting = GREETING.exec(question)?.[0] ?? "";
  const before = /^(?!\s*(?:is|are|was|were|do|does|did|can|could|will|would|should|what|whats|what's|how|who|when|where|which|why)\b)([^?.!]{3,160}?(?<!\b(?:st|ave|rd|dr|mr|mrs|ms|co|inc|jr|sr|no|apt|ste|ln|blvd|hwy|mt|ft|vs|approx|est))[.!]+)\s+(?=\S+\s+\S+)/i.exec(question.slice(greeting.length));
  // "Wes and his boys do the plowing behind the building. What did they charge us?": a sentence that
  // states, before the one that asks, tells the asker's story, whatever its verb.
  const story = before !== null && /\?\s*$/.test(question) && !/\b(?:please|pls|tell me|show me|give me|list|pull up|calculate|find|need|want)\b/i.test(before[1]!);
  if (before && !lead) parts.push({ at: 0, text: greeting + before[1]!, ...(story ? { story: true as const } : {}) });
  else if (greeting && !lead) parts.push({ at: 0, text: greeting.trimEnd() });
  for (const m of question.matchAll(/\([^()]{1,80}\)/g)) parts.push({ at: m.index, text: m[0] });
  // "rent for last year - just rent please, I know the tenant changed mid-year": a last clause that only tells what the asker knows.
  const known = /(?:,|\s[-–—]+)\s+((?:i|we)\s+(?:know|think|believe|remember|recall|guess|assume|suspect)\b[^?.!]{3,120})[.!]?\s*$/i.exec(question);
  if (known) parts.push({ at: known.index + known[0].indexOf(known[1]!), text: known[1]! });
  // "need the EIN, a vendor sent over a W-9 request": so does a last clause that tells who wants it.
  const wants = known ? null : /,\s+([^,?.!]{3,120})[.!]?\s*$/.exec(question);
  if (wants && (tells(wants[1]!) || byOutsider(wants[1]!, c))) parts.push({ at: wants.index + wants[0].indexOf(wants[1]!), text: wants[1]! });
  // "monthly rent on the condo? (Tobias's unit) Dana wants to check it": past a parenthesis, which is a part of its own.
  const after = /[?.!]\s+(?:\([^()]{1,80}\)\s+)?([^?()]{3,120}[.!]?)\s*$/.exec(question);
  // "Pull up the casita's income for Q1 2025 - that's the snowbird season, I'd like to see the peak.": a last part after a dash that tells.
  const dashed = after ? null : /\s[-–—]+\s+([^?()\-–—]{3,120}?)[.!]?\s*$/.exec(question);
  if (dashed && tells(dashed[1]!)) parts.push({ at: dashed.index + dashed[0].indexOf(dashed[1]!), text: dashed[1]! });
  if (after) parts.push({ at: after.index + after[0].length - after[1]!.length - (after[0].length - after[0].trimEnd().length), text: after[1]! });
  return parts;
}

/**
 * "Maren again - remind me when we closed on the cabin?", "Total deposits we're holding (liability
 * side of the balance sheet)": where the words no reading used are all in a part that asks nothing
 * and only says who asks or what for, the question without it is planned, with the homes the whole
 * named when the rest names none. A part that asks ("(and what should we charge?)") is never dropped.
 */
async function withoutContext(question: string, whole: Frame, planned: Plan, c: PlanContext): Promise<Plan | undefined> {
  const unused = planned.unused ?? [];
  // "how big is the hurricane reserve in the operating agreement? dad mentioned we have to keep one": a
  // sentence after the question that only tells reads as no part of it, where the question alone asks another thing.
  // The parts that say who asks, why or what for, read once for every reading below.
  const context = contextParts(question, c);
  const after = context.find((part) => part.at > 0 && !part.text.startsWith("(") && (tells(part.text) || byOutsider(part.text, c)));
  if (after && !planned.followUp) {
    const alone = await plan(question.slice(0, after.at).trim(), c.today, c.properties, c.vocabulary, c.previous, c.previousProperty);
    if ((alone.intent !== planned.intent || alone.intent === "search") && !alone.unused?.length && alone.calls.length > 0) return alone;
  }
  // "My father's notes say the park is the main earner. How much lot rent did ...": a sentence before the
  // question that only tells gives the question no words of its own ("notes" is no name of the rows).
  // Not where the question points back into it ("what did that job cost?", "that year") or it says when.
  const told = context.find((part) => part.at === 0 && /[.!]\s*$/.test(part.text) && (tellsPart(part.text) || part.story));
  const pointsBack = told !== undefined && /\b(?:that|those|it|its|this|these|them|they|then|there)\b/i.test(question.slice(told.text.length));
  // "my dad said thornapple got a new roof. how much did that cost?": where the question points back into
  // it, what was told is what is asked about; only who told it goes.
  const teller = told && pointsBack && !planned.followUp ? TELLER.exec(told.text) : null;
  if (teller) {
    const p = await plan(question.slice(teller[0].length).trim(), c.today, c.properties, c.vocabulary, c.previous, c.previousProperty);
    if (p.intent !== "search" && !p.unused?.length && p.calls.length > 0) return p;
  }
  // "When we bought the lake cottage the fellow at the title office split the price up. How much of it
  // was land?": where the story's words leave the question to the papers, the question alone, with the homes the story named.
  // Not where the question points at people of the story ("what did they charge us"): who they are is the story's.
  const people = told ? /\b(?:they|them|their|he|she|him|her|his)\b/i.test(question.slice(told.text.length)) : false;
  if (told?.story && pointsBack && !people && !teller && !planned.followUp && planned.intent === "search" && (planned.unused?.length ?? 0) > 0) {
    const p = await planWithout(question, [told], whole, c);
    if (p) return p;
  }
  if (told && !planned.followUp && !pointsBack && !whole.periods.some((one) => one.at < told.text.length)) {
    // Only a name it lent the figure goes ("notes" read as the note's rows); what the figure is of stays as asked.
    const p = await planWithout(question, [told], whole, c);
    const unnamed = (plan: Plan) => JSON.stringify({ ...plan.calls[0]?.args, text: undefined, also_text: undefined });
    if (p && JSON.stringify(p.calls) !== JSON.stringify(planned.calls) && unnamed(p) === unnamed(planned)) return p;
  }
  // A question sent to the papers by a sentence that only tells ("dad always said ...") is the question without it.
  const toldOnly = planned.intent === "search" && unused.length === 0;
  if ((unused.length === 0 && !toldOnly) || planned.followUp) return undefined;
  for (const part of context) {
    const said = part.text.toLowerCase();
    const words: string[] = said.match(/[a-z0-9][a-z0-9'-]*/g) ?? [];
    if (words.length > 12 || QUESTION_WORD.test(said.replace(/\bnot\s+what\b/g, " ")) || ADVICE_ASKED.test(said) || !unused.every((word) => said.includes(word)) || (toldOnly && !tellsPart(said) && !part.story)) continue;
    // "Duke Energy at the beach house last yr - total electric?": a lead that names whom or when is what is asked, no label.
    if (part.at === 0 && !part.story && (findPeriods(said, c.today).periods.length > 0 || (whole.counterparty !== undefined && said.includes(whole.counterparty.phrase)))) continue;
    const p = await planWithout(question, [part], whole, c);
    if (p) return p;
  }
  // 'Helena wrote: "can you pull up ..., all in? feels high to me"': words no reading used, in several such parts, are all of them.
  const parts = context.filter((part) => !QUESTION_WORD.test(part.text.toLowerCase()) && (part.at === 0 || tellsPart(part.text) || part.text.startsWith("(")));
  const spread = parts.length > 1 && unused.every((word) => parts.some((part) => part.text.toLowerCase().includes(word)));
  return spread ? planWithout(question, parts, whole, c) : undefined;
}

/** The question without some of its parts, planned with the homes the whole named when the rest names none; none unless the records answer it. */
async function planWithout(question: string, parts: { at: number; text: string }[], whole: Frame, c: PlanContext): Promise<Plan | undefined> {
  const rest = [...parts].sort((a, b) => b.at - a.at).reduce((text, part) => `${text.slice(0, part.at)} ${text.slice(part.at + part.text.length)}`, question).replace(/["“”]/g, " ").trim();
  const understood = await understand(rest, c.today, c.properties, c.vocabulary);
  // "last winter (the Nov-thru-April invoices)": a period an aside in brackets said, read with the rest, stays the question's.
  const dated = whole.periods.length > 0 && parts.some((part) => part.text.startsWith("(") && findPeriods(part.text, c.today).periods.length > 0);
  const read = dated ? { ...understood, periods: whole.periods } : understood;
  const p = planFrame(read.named.length === 0 && whole.named.length > 0 ? { ...read, named: whole.named, property: whole.property } : read, c);
  return p.intent !== "search" && !p.unused?.length && p.calls.length > 0 ? p : undefined;
}

/**
 * Where a question asks a second thing: after ", and", "; and", "? and", or "and" before a question
 * word ("... and when did we close on it"), or "?" before a question word ("did we file it? when's the
 * next one due"). A bare "?" is not one: what follows it mostly says more of the same ask ("was it
 * profitable last yr? income minus expenses").
 */
const SECOND_ASK = /[,;?]\s*(?:and|also|plus)\s+|\s+and\s+(?=(?:when|what|whats|what's|how|who|where|which|any|also)\b)|\?\s+(?=(?:when|when's|whens|what|whats|what's|who|who's|where|which|did|do|does|is|are|can)\b)/;

/**
 * What a turn of a plan leaves for the next one to follow. Before any tool has run the property is the
 * one its first call or the plan names; executePlan gives the property row the answer was about
 * (null for none), whose address is kept too.
 */
export function entitiesOf(p: Plan, row?: PropertyRow | null): Entities {
  const first = p.calls[0];
  if (!first && row !== undefined) return { intent: p.intent };
  const property = row === undefined ? (typeof first?.args.property === "string" ? first.args.property : p.property?.id) : row?.id;
  return {
    intent: p.intent,
    ...(first ? { tool: first.tool, args: first.args } : {}),
    ...(p.focus ? { focus: p.focus } : {}),
    ...(property ? { property_id: property } : {}),
    ...(row ? { property_address: row.address } : {}),
    ...(p.periods[0] ? { period: { start: p.periods[0].start, end: p.periods[0].end, label: p.periods[0].label } } : {}),
    ...(p.counterparty ? { counterparty: p.counterparty } : {}),
    ...(p.person ? { person: p.person } : {}),
    ...(p.unused?.length ? { unused: p.unused } : {}),
    ...(p.sides && p.sides.length > 1 && p.sides.length === p.calls.length && p.calls.every((one) => one.tool === first?.tool) ? { sides: p.sides.map((label, i) => ({ label, args: p.calls[i]!.args })) } : {}),
    ...(p.sideKind ? { side_kind: p.sideKind } : {}),
    ...(p.focus === "without" && p.sides?.length === 1 ? { left_out: p.sides[0] } : {}),
    ...(p.focus === "compare" && !p.sides && p.periods.length === 2 && p.calls.length === 2 ? { compared_periods: p.periods.map(({ start, end, label }) => ({ start, end, label })) } : {}),
  };
}

/** A call's filters, without how its rows are summed up. */
const filtersOf = (p: Plan): Record<string, unknown> => {
  const { aggregate: _a, limit: _l, group_by: _g, ...filters } = p.calls[0]?.args ?? {};
  return filters;
};

/** "the total, and how much of it was Hood River County": the second reads a part of the first's records. */
function narrows(a: Plan, b: Plan): boolean {
  if (a.intent !== b.intent || a.calls.length !== 1 || b.calls.length !== 1) return false;
  const [wide, narrow] = [filtersOf(a), filtersOf(b)];
  const same = Object.entries(wide).every(([key, value]) => JSON.stringify(narrow[key]) === JSON.stringify(value));
  return same && Object.keys(narrow).length > Object.keys(wide).length;
}

/** "what did it bring in, and what did it cost us?": the same home and period, one side of the books and then the other. */
function bothSides(a: Plan, b: Plan): boolean {
  if (a.intent !== "transactions" || b.intent !== "transactions" || a.calls.length === 0 || b.calls.length !== 1) return false;
  const [x, y] = [a.calls[0]!.args, b.calls[0]!.args];
  const rest = (args: Record<string, unknown>) => JSON.stringify({ ...args, transaction_type: undefined, aggregate: undefined, group_by: undefined, limit: undefined });
  return rest(x) === rest(y) && ((x.transaction_type === "REVENUE" && y.transaction_type === "EXPENSE") || (x.transaction_type === "EXPENSE" && y.transaction_type === "REVENUE"));
}

/** "property taxes - total, and which bill was the biggest": the same records, summed up another way. */
function measuresAgain(a: Plan, b: Plan): boolean {
  if (a.intent !== b.intent || a.calls.length !== 1 || b.calls.length !== 1) return false;
  const [x, y] = [a.calls[0]!.args, b.calls[0]!.args];
  return JSON.stringify(filtersOf(a)) === JSON.stringify(filtersOf(b)) && (x.aggregate !== y.aggregate || x.group_by !== y.group_by || x.limit !== y.limit);
}

/** "HOA dues, and how much went to Scenic City for management": sums of other categories or names, which one figure would mix. */
function othersOf(a: Plan, b: Plan): boolean {
  if (a.intent !== "transactions" || b.intent !== "transactions" || a.calls.length !== 1 || b.calls.length !== 1) return false;
  const [x, y] = [a.calls[0]!.args, b.calls[0]!.args];
  return x.aggregate === "sum" && y.aggregate === "sum" && (JSON.stringify(x.categories) !== JSON.stringify(y.categories) || x.text !== y.text);
}

/** Words that ask for a comparison, which a question of two periods may mean. */
const COMPARED = /\b(?:compare|compared|comparison|vs|versus|than|difference|change|changed|more|less|higher|lower|up|down)\b/;

/** A pronoun standing for a thing the first ask named. */
const POINTER = /\b(?:it|that|this|its)\b/;

/**
 * "how much is the TN annual report fee and when is it due": a second ask of another kind whose
 * pronoun names nothing of its own asks about the thing the first named ("when is the tn annual
 * report fee due"), read with that thing's words in the pronoun's place.
 */
async function ofTheSameThing(fa: Frame, a: Plan, read: Frame, second: string, c: PlanContext): Promise<Plan | undefined> {
  const named = fa.counterparty?.words ?? [];
  if (!read.anaphora || named.length === 0 || read.counterparty || read.property || read.categories.length > 0 || read.obligationWords.length > 0) return undefined;
  // The noun phrase around the name: the words next to it that are neither small words nor asking words.
  const tokens: string[] = fa.text.match(/[a-z0-9'-]+/g) ?? [];
  const first = tokens.indexOf(named[0]!);
  const last = tokens.indexOf(named.at(-1)!, first);
  if (first < 0 || last < 0) return undefined;
  const noun = (word: string) => !STOP.has(word) && !askingWord(word);
  let [from, to] = [first, last];
  while (from > 0 && noun(tokens[from - 1]!)) from--;
  while (to < tokens.length - 1 && noun(tokens[to + 1]!)) to++;
  const text = second.toLowerCase().replace(POINTER, `the ${tokens.slice(from, to + 1).join(" ")}`);
  if (text === second.toLowerCase()) return undefined;
  const b = planFrame(await understand(text, c.today, c.properties, c.vocabulary), c);
  return b.intent !== a.intent && b.intent !== "search" && !b.unused?.length && b.calls.length > 0 ? b : undefined;
}

/**
 * "cleaning fees in August last year, and any late fees from Dev last yr?": two asks in one, which
 * the question as a whole would read as one (a comparison of the two periods). Each part is planned
 * on its own, the second as a follow-up of the first ("insurance on it"), and both are answered
 * when each is a question the records answer and they read different records. Otherwise the whole
 * question's plan stands.
 */
async function twoAsks(question: string, whole: Plan, c: PlanContext): Promise<Plan | undefined> {
  const at = SECOND_ASK.exec(question.toLowerCase());
  // "who's in each unit and what do they pay": a rent roll answers both, whole.
  if (!at || whole.followUp || (whole.intent === "property" && whole.focus === "tenant")) return undefined;
  const first = question.slice(0, at.index).trim();
  const second = question.slice(at.index + at[0].length).trim();
  const words = (text: string) => text.match(/[a-z0-9']+/gi)?.length ?? 0;
  if (words(first) < 3 || words(second) < 3) return undefined;
  const fa = await understand(first, c.today, c.properties, c.vocabulary);
  const a = planFrame(fa, c);
  if (a.intent === "search" || a.unused?.length || a.calls.length === 0) return undefined;
  // "... in 2025: HOA dues paid, and how much went to Scenic City for management?": the second ask
  // is of the same period and property when it names none of its own.
  const read = await understand(second, c.today, c.properties, c.vocabulary);
  const afterA = { ...c, previous: entitiesOf(a), previousProperty: a.property ?? c.previousProperty };
  const asFollowUp = planFrame(read, afterA);
  const b = (await ofTheSameThing(fa, a, read, second, afterA)) ?? (asFollowUp.followUp ? asFollowUp : planFrame({ ...read, periods: read.periods.length > 0 ? read.periods : fa.periods, property: read.property ?? fa.property }, afterA));
  if (b.intent === "search" || b.unused?.length || b.calls.length === 0) return undefined;
  // "when did we buy the park and what did we pay": the price, which the purchase record already states.
  const price = a.intent === "property" && (a.focus ?? "").split("+").includes("acquisition") && b.intent === "transactions" && b.calls.length === 1 && !b.calls[0]!.args.categories && !b.calls[0]!.args.text && /\b(?:pay|paid|cost|price)\b/.test(second.toLowerCase());
  if (price) return a;
  // Split only where the whole question cannot hold both asks: it fell to the documents, it compares
  // two periods no one asked to compare, the asks are of two kinds, the second is a part of the first,
  // or it sums the same records up another way.
  const wholeFails = whole.intent === "search" || (whole.unused?.length ?? 0) > 0;
  const unaskedComparison = whole.focus === "compare" && !whole.sides && !COMPARED.test(question.toLowerCase());
  // "did we file the annual report this yr? when's the next one due": two looks at the same deadlines.
  const twoLooks = a.intent === "obligations" && b.intent === "obligations" && JSON.stringify(a.calls) !== JSON.stringify(b.calls);
  if (!(wholeFails || unaskedComparison || twoLooks || a.intent !== b.intent || narrows(a, b) || measuresAgain(a, b) || othersOf(a, b) || bothSides(a, b))) return undefined;
  return { ...b, calls: [...a.calls, ...b.calls], parts: [{ plan: a, question: first }, { plan: b, question: second }], ...(measuresAgain(a, b) ? { followed: 0 } : {}) };
}
