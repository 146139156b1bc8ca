import { CATEGORIES, sideOfCategories, withinCategories } from "../../../domain/categories";
import { BUSINESS_NOUNS, CATEGORY_PHRASES, GROUPINGS, LEGAL_FORMS, MEMBER_PAYOUTS, MINUS_COSTS, WHEN_OF_A_THING, RENT_MODIFIERS, UNIT_WORDS, wordsMatcher } from "../../language/lexicon";
import { longDate, MONTHS } from "../../format";
import type { Entities, Period } from "../../types";
import { EVERY_SOURCE, holds, INCLUDED, LEFT_OUT_CLAUSE, MATCH, withoutLeftOut, type Counterparty, type Frame } from "../frame";
import { MONTH } from "../periods";
import { call, followUpPeriod, periodArgs, planOf, resultsOf, type Intent, type Plan, type PlanContext } from "../intent";
import { capitalNote, furnitureOnRecord, incomeBeside, typedAmount, writeRentChanges, RENT_CATEGORIES, transactionBlocks, writeComparison, writeGrossBy, writeRatio, writeTransactions, writeWithout } from "./transactions-answers";
import { isCapitalSpending } from "../../../domain/profit-and-loss";
import { escapeRegExp } from "../../../domain/regexp";
import { monthEndOf, shiftMonth } from "../../../domain/dates";
import { STOP } from "../../language/words";
import { tenantsOf } from "../../tools/database/records";
import { perUnitLine, perUnitWords } from "../per-unit";
import { findProperties, HOME_PLURALS, householdOf, incomeOfName, UNIT_NAMED, UNITS_NAMED, unitTenantSaid } from "../properties";
import type { PropertyRow } from "../../../db/schema";
import { anyRows, countsOf, holdsWords, incomeByProperty } from "../../tools/vocabulary";

/**
 * A question about money: it names a measure of money or a category, or a name of the records with
 * "how much" or a period ("home depot 2025", "music city maids ytd").
 */
export function asksMoney(f: Frame): boolean {
  // "who does the turnover cleaning": whom payments of a name the ledger holds went to.
  // "when was the roof replaced": when the payments the ledger holds for that work were made.
  return f.categories.length > 0 || holds(f, MATCH.money) || (f.counterparty !== undefined && CUT_ASKED.test(f.text)) || (f.counterparty !== undefined && (/\bhow much\b/.test(f.text) || f.periods.length > 0 || (f.counterparty.expense > 0 && (WHO_DOES.test(f.text) || WHEN_DONE.test(f.text)))));
}

const LOSS = /\b(?:lose|loses|lost|losing|loss|losses|in the red|negative|unprofitable|underwater)\b/;
const PROFIT = /\b(?:profitable|profit|profits|made money|make money|making money|in the black|positive)\b/;
/** Whether a net by group asks its losses or its profits (neither when both are said: "profit and loss"). */
const signAsked = (text: string): "loss" | "profit" | undefined => (LOSS.test(text) === PROFIT.test(text) ? undefined : LOSS.test(text) ? "loss" : "profit");

/** "top 3 expenses", "5 largest repairs" */
const TOP_N = /\btop\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:largest|biggest|highest|most expensive)\b/;
/** "how much rent does X pay", "what's Ingrid paying in rent", "our trash bill", "how much is the subscription": one payment as it stands, not a sum. */
const PRESENT_PAYMENT = /\bwho(?:'s|s|\s+is)\s+paying\b|\b(does|do)\s+(?:\w+\s+){1,5}(pay|charge|cost)\b|\b(?:paying|pays)\s+what\b(?!\s+(?:in|for)\s+(?:last|this|[a-z]+\s+\d{4}))|\bwhat\s+(?:the\s+)?[a-z'-]+\s+(?:pay|pays)\s+(?:for|on|at|in\s+rent)\b|\b(?:portion|share)\s+of\s+(?:the\s+)?rent\s+(?:now|currently|these days|right now|today)\b|\b(?:is|are|what'?s|whats)\s+(?:\w+\s+){1,3}?(?:paying|charging)\b|\bbill\b|\bhow much is\b|\b(?:monthly|weekly)\s+(?:rent|payment|dues|fee)\b|\b(?:rent|dues)\s+(?:per|a|each)\s+month\b|\b(?:rent|dues|monthly\s+payment)\s+amount\b/;
/** "is there pet rent on top of that?", "anything on top of the rent": a charge beside a rent as it stands, said of no period. */
const ON_TOP_OF_RENT = /\bon\s+top\s+of\s+(?:that|it|this|(?:the|their|his|her)\s+rent)\b/;
/** "is marisol current on rent", "is Devon behind on the rent": how a payer stands, read from the latest payment. */
const STANDING = /\b(?:current|caught up|up to date|up-to-date|behind|paid up)\s+(?:on|with)\s+(?:the\s+|her\s+|his\s+|their\s+)?(?:rent|payments?|dues)\b/;
/** "what's the monthly rent", "whats her weekly fee", "what's keondre paying per month": a rate as it stands today. */
const PRESENT_RATE = /\b(?:rent|dues|fee|payment)\s+(?:right now|now|currently|these days|at the moment)\s*\??\s*$|\b(?:is|are|what'?s|whats)\s+(?:[a-z'-]+\s+){0,3}?(?:paying|charging|charged)\s+(?:per|a|each)\s+month\b|\b(?:what(?:'s| is|s)?|whats)\s+(?:the|her|his|their|our|its|my)\s+(?:current\s+)?(?:monthly|weekly)\s+(?:rent|payment|dues|fee)\b|\b(?:per|a|each)\s+month\s+(?:now|currently|these days|right now|at the moment|today)\b|\b(?:now|currently)\s+(?:per|a|each)\s+month\b/;
/** "what's their cut", "what is his commission", "what percentage do they take": a payee's rate, which its latest line writes ("8% management fee"). */
const CUT_ASKED = /\bwhat(?:'s|s|\s+is|\s+are)\s+(?:their|his|her|its|the)\s+(?:cut|commission|percentage|percent|rate|take)\s*\??\s*$|\bwhat\s+(?:percentage|percent|%|cut|commission|share|rate)\s+(?:do|does)\s+(?:they|he|she|it)\s+(?:take|charge|get|keep|make)\s*\??\s*$/;
const MADE_PAYMENT = wordsMatcher(["payment we made", "payments we made", "made a payment", "made payments"], "g");
/** "when did we pay the roofer", "what date was it paid": the payments, with their dates. */
const WHEN_PAID = /\b(?:how much|what)\b[^?]*\band\s+when\b|\bwhen\s+and\s+how much\b|\bwhen\s+(?:did|do|have)\s+(?:we|i|they)\s+(?:pay|paid|buy|bought|spend|spent|get|receive|collect)\b|\bwhen\s+(?:was|were)\s+(?:it|they|that|this|those|the\s+[a-z]+)\s+(?:paid|bought|received|collected|done|billed)\b|\b(?:what|which)\s+(?:date|day)\b[^?]*\b(?:paid|pay|bought|spent|received|collected)\b/;
/** "who does the turnover cleaning", "who handles our lawn", "who put the new roof on": who is paid for work the ledger names. */
/** Verbs of work someone is paid for: "who fixed", "who does", "who takes care of". */
const WORK = "(?:does|do|did|handles?|handled|takes\\s+care\\s+of|took\\s+care\\s+of|put|installed|fixed|repaired|replaced|built|painted|serviced|cleaned|mowed|supplied|sold|delivered|inspected)";
/** Work done, said after what it was done to: "the roof replaced", "the water heater put in". */
const DONE = "(?:replaced|installed|fixed|repaired|rebuilt|built|painted|serviced|redone|put\\s+in|put\\s+on|done)";
/** "when did we get the roof replaced", "when was the water heater installed": when work the ledger's payments name was done, read from those payments' dates. */
export const WHEN_DONE = new RegExp(`\\bwhen\\s+(?:did|do|have)\\s+(?:we|i|they)\\s+(?:get|have)\\s+(?:the|our|a|that|this)\\b[^?]*\\b${DONE}\\b|\\bwhen\\s+(?:was|were)\\s+(?:the|our|that|this)\\s+[^?]*\\b${DONE}\\b`);
export const WHO_DOES = new RegExp(`^\\s*(?:and\\s+|so\\s+)?who\\s+${WORK}\\s+(?:in\\s+)?(?:the|our)\\b`);
/** "who did we pay for the roof", "who was the roof paid to", "who is the property manager for osprey", "who paid pet fees this year": whom the payments name, not their total ("who paid the most" ranks them; "who paid late" asks of lateness). */
const WHO_PAID_TO = /^\s*(?:and\s+|so\s+)?who(?:'s|s)?\s+(?:(?:did|do)\s+(?:we|i|you)\s+(?:pay|hire|use)\b|(?:was|were)\b[^?]*\bpaid\b|did\s+(?:the|our)\s+[a-z]+|paid\s+(?:for|us)\b|(?:has\s+|have\s+)?paid\b(?![^?]*\b(?:most|least|more|less|biggest|largest|highest|lowest|late(?!\s+(?:fees?|charges?)))\b)|(?:is|are)\s+(?:the|our)\b)|^\s*(?:and\s+|so\s+)?who(?:'s|s)\s+(?:the|our)\b/;
/** "who's in room 2", "who was renting the cottage": who lived there, whom the rent lines name. */
const WHO_IN = /^\s*(?:and\s+|so\s+)?who(?:'s|s|\s+is|\s+was|\s+were)?\s+(?:in|renting|rented|rents|living\s+in|lived\s+in|staying\s+in|stayed\s+in)\b/;
const whoPaid = (text: string): boolean => WHO_DOES.test(text) || WHO_PAID_TO.test(text);
/** Every category of one side that has no narrower one: what a figure with some left out adds up. */
export const leafCategories = (type: "REVENUE" | "EXPENSE") =>
  CATEGORIES.filter((c) => c.type === type && !CATEGORIES.some((other) => other.value.startsWith(`${c.value}:`))).map((c) => c.value);

/** "was Dev late with the rent": the payments themselves, with their dates. */
const LATE = /\blate\b(?!\s+fees?)/;
/** "he", "she", "they": a person the previous turn named. */
export const PRONOUN = /\b(?:he|she|him|her|his|hers|they|them|their)\b/;
const GROUP_MATCHERS = GROUPINGS.map(([group, words]) => ({ group, pattern: wordsMatcher(words) }));
const MONTHLY = wordsMatcher(["monthly", "per month", "a month", "each month"]);
/** Words that join periods into one figure. */
const PERIODS_TOGETHER = wordsMatcher(["together", "combined", "altogether", "in total", "all together", "both years", "both together"]);
/** "total rent after the increase", "how much did we collect": a sum asked, not when a rent changed. */
const TOTAL_ASKED = /\b(?:total|sum|collect|collected|brought in|bring in|gross|grossed|income|revenue|made|earned)\b/;
/** "july + aug last year", "june plus july": months added, one figure for both. */
const MONTHS_ADDED = new RegExp(`\\b${MONTH}\\.?\\s*(?:\\+|\\bplus\\b)\\s*${MONTH}\\b`);
/** "when did her rent go up", "has the rent changed", "rent increase ... from what to what": a change in what a rent payment is. */
const RENT_CHANGED = /\b(?:rent|rents)\b[^?]*\b(?:go up|went up|gone up|goes up|increase|increased|increases|raise|raised|rise|rose|risen|change|changed|changes|go down|went down|decrease|decreased|bump|bumped)\b|\b(?:increase|increased|raise|raised|change|changed|bump|bumped)\b[^?]*\b(?:rent|rents)\b[^?]*\bfrom what\b/;
/** Words that make a question about transactions one that compares two periods. */
const PERIOD_COMPARISON = wordsMatcher(["compare", "compared", "comparison", "vs", "versus", "than", "and", "to", "difference", "change", "changed", "grow", "grew", "growth", "increase", "decrease"]);
/** A follow-up that sets a new period beside the previous one ("compare that with", "vs last year"). */
const COMPARED_WITH = wordsMatcher(["compare", "compared", "comparison", "vs", "versus", "against", "than", "difference", "change", "changed"]);
const CATEGORY_COMPARISON = wordsMatcher(["compare", "compared", "comparison", "vs", "versus", "against", "than"]);

/** "rooms", "units", "apts": every unit, said as a plural. */
const UNITS_ALL = new RegExp(`^(?:${[...UNIT_WORDS, "apt"].map((word) => `${word}s`).join("|")})$`);
/** "what did it cost us", "what did we spend on it": a question of the costs; "what did it bring in": of the income. */
const COSTS_ASKED = /\b(?:cost|costs|spend|spent|expenses?)\b/;
const EARNED_ASKED = /\b(?:bring in|brought in|brings in|earn|earned|earns|make|made|makes|income|revenue|take in|took in|gross|grossed)\b/;
/** "plus anything else they charged", "and everything else": the rest of a name's rows besides the part said. */
const ANYTHING_ELSE = /\b(?:plus|and|or|\+|with)\s+(?:anything|everything|whatever)\s+else\b/;
/** "everything X brought in ...:", "all the income from X -": the whole asked, then a list after a colon or dash. */
const EVERYTHING_ASKED = /\b(?:everything|all\s+(?:of\s+)?(?:the\s+)?(?:money|income|revenue))\b[^:?]*\b(?:brought in|bring in|brings in|took in|take in|made|make|earned|earn|collected|grossed|came in|come in)\b[^:?]*(?::|\s[-–—]\s)/;
/** "his", "her": the person the last figure was of. */
const PERSON_PRONOUN = /\b(?:his|her|hers|he|she)\b/;
/** "distributions", "owner draws", "distribute": money paid out to the members. */
const PAYOUTS = wordsMatcher(MEMBER_PAYOUTS);
const PER_UNIT = new RegExp(`\\b(?:per|a|each)\\s+(?:${[...UNIT_WORDS, "door"].join("|")})\\b`);
function aggregateOf(f: Frame): { aggregate: "sum" | "count" | "average" | "max" | "min" | "list"; pick?: "max" | "min" } {
  if (holds(f, MATCH.count)) return { aggregate: "count" };
  // "what's lot rent per space", "the rent per room": each unit's payment, the average of the rows (each one a unit's month).
  if (holds(f, MATCH.average) || PER_UNIT.test(f.text)) return { aggregate: "average" };
  // "the most recent payment" is the latest, not the largest; "what they cover on top of rent" is besides it.
  const max = holds({ text: f.text.replace(/\bmost\s+recent(?:ly)?\b/g, "latest").replace(/\bon\s+top\b/g, " ") }, MATCH.max);
  const min = holds(f, MATCH.min);
  if (max || min) return { aggregate: max ? "max" : "min", pick: max ? "max" : "min" };
  // "every revenue line", "every source": all of it, summed, not each row.
  if (holds({ text: f.text.replace(new RegExp(EVERY_SOURCE.source, "g"), " ") }, MATCH.list)) return { aggregate: "list" };
  return { aggregate: "sum" };
}

/** "which of our houses", "which one of the condos", "what of all our places": one home of many, whatever the homes are called. */
const WHICH_OF_THE_HOMES = new RegExp(`\\b(?:which|what)\\s+(?:ones?\\s+)?of\\s+(?:(?:our|the|these|those|my|all(?:\\s+(?:of\\s+)?(?:our|the|my))?)\\s+)?(?:${HOME_PLURALS.join("|")})\\b`, "g");

/** The grouping a question asks, read without its counts ("which of our 3 properties", "which of our three rentals"). */
const groupByOf = (f: Frame) => {
  const text = f.text.replace(/\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?=[a-z])/g, "").replace(WHICH_OF_THE_HOMES, "which property");
  return GROUP_MATCHERS.find(({ pattern }) => pattern.test(text))?.group;
};

/** "per the note", "under the lease", "according to the deed of trust": what a paper says. */
const PER_PAPER = /\b(?:per|under|according\s+to|as\s+stated\s+in|as\s+set\s+out\s+in)\s+(?:the|our|its|their)\s+(?:[a-z'-]+\s+){0,2}?(?:note|notes|deed|lease|agreement|contract|policy|rules|bylaws|declarations|letter|terms)\b/;

/** "base rent", "contract rent": a kind of rent as a name of rows. */
const RENT_KIND = new RegExp(`^(?:${RENT_MODIFIERS.join("|")})\\s+rent$`);
/** "both suites", "all the units", "every apartment": every unit of a home. */
const EVERY_UNIT = new RegExp(`\\b(?:both|all|every|each)\\s+(?:of\\s+)?(?:the\\s+|our\\s+)?(?:${UNIT_WORDS.map((word) => `${word}s?`).join("|")}|suites|units|apartments|shops|tenants)\\b`);

/** "tenant rent vs airbnb vs anything else", "rent, fees and the rest": sides set against each other, the rest of the books the last of them. */
const SIDES_AND_THE_REST = /\b(?:vs\.?|versus)\s[^?]*(?:\b(?:vs\.?|versus|and|or|plus)|,)\s+(?:(?:anything|everything|whatever)\s+else|(?:the\s+)?(?:rest|others|other\s+(?:income|stuff|sources?)))\b/;

/** The direction the question's own words give a payment: "X paid us", "received from X" is income; "we paid X", "X charged us" an expense. */
function directionOf(text: string, groups: readonly unknown[] = []): "REVENUE" | "EXPENSE" | undefined {
  // "airbnb and vrbo fees", "brightwell's fees": what a name charged us, when no category of fees (cleaning, late) is named.
  // "the utility flat fee income", "late fees collected": fees that are income say so.
  if (groups.length === 0 && /\bfees?\b/.test(text) && !/\b(?:pay|pays|paid|charge|charged)\s+us\b|\bfees?\s+(?:income|revenue|earned|collected|received)\b/.test(text)) return "EXPENSE";
  // "what did airbnb pay out to us", "sent over to us", "the payouts", "machine money from the basement": money that came to the company.
  const incoming = /\b(pay|pays|paid|send|sends|sent|give|gives|gave|owe|owes|remit|remits|remitted|transfer|transfers|transferred)\s+(?:(?:out|over|back)\s+)?(?:to\s+)?us\b|\bpay\s*outs?\b|\b(received|receive|collected|collect|got)\b[^?]*\bfrom\b|\b(?:came|come|comes|coming)\s+(?:in\s+)?from\b|\b(?:money|cash|proceeds|takings)\s+from\b|\b(?:what|how\s+much)\s+(?:did|does|do|has|have|had|will|would)\s+(?!we\b|i\b|you\b|our\b|the\s+(?:company|llc|business)\b)(?:[a-z'-]+\s+){1,4}?(?<!\b(?:get|got|gets|getting|been|be|was|were|is|are)\s)(?:pay|paid)\b(?=\s*(?:$|[?.!,]|(?:for|us|last|this|during|over|so|total|altogether|between|back|up|in\s+(?:rent|total|\d{4}|last|this|the))\b))/.test(text);
  // "what did rincon charge on that", "what'd they take out of that": what a payee kept or charged.
  const outgoing = /\bwe\s+(pay|paid|spend|spent|owe|send|sent|give|gave)\b|\b(charge|charged|charges|bill|billed|bills|cost)\s+us\b|\b(paid|payments?)\s+to\b|\b(?:what'd|(?:what|how much)\s+(?:did|does|do|has|have|will|would))\s+(?!we\b|i\b|you\b|the guests?\b|the tenants?\b)[a-z'-]+(?:\s+[a-z'-]+)?\s+(?:charge|take\s+out|keep|deduct|skim)\b/.test(text);
  return incoming && !outgoing ? "REVENUE" : outgoing && !incoming ? "EXPENSE" : undefined;
}

/** The type a counterparty's rows mostly have: whom the company pays, or who pays it. */
export function typeOf(c: Pick<Counterparty, "revenue" | "expense">): "REVENUE" | "EXPENSE" | undefined {
  if (c.revenue >= 4 * c.expense && c.revenue > 0) return "REVENUE";
  if (c.expense >= 4 * c.revenue && c.expense > 0) return "EXPENSE";
  return undefined;
}

/** The property a question means: the one it names, or the previous turn's for "it", "there", "that property". */
export function propertyMeant(f: Frame, c: PlanContext) {
  // "how much was that premium": a thing of the previous answer, so of its property.
  return f.property ?? (/\b(it|its|that property|this property|the property|same property|there)\b|\b(?:that|the same)\s+(?!year|month|quarter|week|day|period|time|much|many|is|was|the|a|an|one|ones)[a-z]{3,}\b/.test(f.text) ? c.previousProperty : undefined);
}

/** "operating expenses", "opex": the costs of running the homes, without capital spending. */
const OPERATING_COSTS = /\boperating\s+(?:expenses|expense|costs|cost)\b/;

/** "net operating income", "operating profit": before capital spending. */
const OPERATING = /\bnet operating income\b|\boperating (?:income|profit|cash flow)\b/;

/** "cash flow on the house after paying for the new roof": a name after "after" in a net is one of the costs it is taken after, not a filter. */
const costAfter = (text: string, c: Counterparty) => new RegExp(`\\b(?:after|less|minus|net of|including)\\b[^?]*\\b${escapeRegExp(c.words.at(-1) ?? c.phrase)}\\b`).test(text);

/** "how much can the co-host spend before they need our ok": a limit an agreement sets, not money spent. */
const LIMIT_ASKED = /\bhow (?:much|big|large)(?: an?| of an?)?(?: \w+)? (?:can|may|could|is (?:\w+ ){0,3}allowed to)\b|\b(?:allowed|permitted) to (?:spend|charge|approve)\b|\bwithout (?:our|my|the owner's) (?:ok|okay|approval|consent|sign-off)\b|\bwithout (?:checking with|asking|consulting|running it by) (?:us|me|the owners?)\b|\bbefore (?:they|he|she|it|we) (?:need|needs|get|gets|have to|has to)\b/;

/** "net after ...": costs named after "after" (or "less", "deducting") are what a net takes off. */
const NET_AFTER = /\bnet\b[^?]*\b(?:after|less|deducting|taking out)\b/;
/** "the profit after taxes and insurance": a profit is after every cost; the ones named are among them. */
const PROFIT_AFTER = /\bprofits?\b[^?]*\bafter\b/;
const EVERY_COST = /\b(?:etc|and so on|and the rest|and everything|everything else|and all that|all (?:its|the|our|their) (?:costs|expenses|bills))\b|,\s*everything\b/;

/** The costs a net is taken after: those named, or "all" of them ("etc", "all its costs"), or none for any other question. */
function netAfter(f: Frame): string[] | "all" | undefined {
  // "rent minus all its costs": that income less every cost.
  // Its costs are operating costs: a new roof bought is capital spending, depreciated, as in the P&L.
  if (MINUS_COSTS.test(f.text) && f.categories.length > 0 && f.categories.every((cat) => cat.startsWith("revenue:"))) return [...f.categories, ...leafCategories("EXPENSE").filter((cat) => !isCapitalSpending(cat))];
  // "net of the airbnb fees and all the expenses": the net of everything, those fees included.
  if (/\bnet of\b/.test(f.text) && EVERY_COST.test(f.text)) return "all";
  if (PROFIT_AFTER.test(f.text) && f.categories.length > 0 && f.categories.every((cat) => cat.startsWith("expense:"))) return "all";
  // "cottage income net of platform fees": the income less those costs (a cost left out of a cost is no net).
  const ofIncome = /\bnet of\b/.test(f.text) && holds(f, MATCH.revenue) && f.categories.length > 0;
  if (!(NET_AFTER.test(f.text) || ofIncome) || !f.categories.every((cat) => cat.startsWith("expense:"))) return undefined;
  if (EVERY_COST.test(f.text) || f.categories.length === 0) return "all";
  return [...leafCategories("REVENUE"), ...f.categories];
}

/** "by unit", "per unit", "unit a vs b": a question of one property's units. */
const BY_UNIT = /\b(?:by|per|each|every)\s+unit\b|\bunits?\s+[a-z0-9]\s+(?:vs\.?|versus|and|or)\s+(?:unit\s+)?[a-z0-9]\b/;

/**
 * The units of the one property asked about, each with the name of its tenant on the property's
 * record, where the rent lines name that tenant: what a question by unit compares.
 */
function unitSides(f: Frame, c: PlanContext): { label: string; text: string }[] | undefined {
  if (!f.property || !BY_UNIT.test(f.text)) return undefined;
  const tenants = tenantsOf(f.property.extraMetadata).filter((t) => t.unit);
  if (tenants.length < 2) return undefined;
  const sides = tenants.map((t) => ({ label: `Unit ${t.unit} (${t.name})`, text: tenantRows(t.name, c) }));
  return sides.every((side) => side.text) ? sides.map(({ label, text }) => ({ label, text: text! })) : undefined;
}

/** The words a tenant's rows hold: the full name the record gives, else the surname; none when no row holds either. */
function tenantRows(name: string, c: PlanContext): string | undefined {
  const full = name.toLowerCase();
  return [full, full.split(/\s+/).at(-1)!].find((text) => anyRows(countsOf(c.vocabulary, text)));
}

/**
 * "what has the dental group paid us in CAM": a second name, not joined to the first ("and", "vs"),
 * whose every row is one of the first's, says which of them.
 */
function narrowerName(f: Frame, c: PlanContext): string | undefined {
  const first = f.counterparty;
  if (!first || f.counterparties.length !== 2) return undefined;
  const second = f.counterparties[1]!;
  if (!first.at || !second.at || second.at.start < first.at.end) return undefined;
  // What the question says between the two, in its own words: a join ("and", "vs"), an aside's mark
  // ("(the returning guests ...)") or a word that takes the second into the figure ("include the tank lease").
  const [firstWord, secondWord] = [first.words.at(-1) ?? first.phrase, second.words[0] ?? second.phrase];
  const between = new RegExp(`\\b${escapeRegExp(firstWord)}\\b(.*?)\\b${escapeRegExp(secondWord)}`).exec(f.text)?.[1];
  if (between === undefined || /\b(?:and|or|vs|versus|plus|compared|than|includ\w*)\b|[&+,/()?;:-]/.test(between) || INCLUDED(f.text, second.phrase)) return undefined;
  const rows = c.vocabulary.descriptions.filter((d) => holdsWords(d.text, second.phrase));
  return rows.length > 0 && rows.every((d) => holdsWords(d.text, first.phrase)) ? second.phrase : undefined;
}

/**
 * "how much base rent did the bakery pay": a second name, not joined to the first, whose rows and the
 * first's cross (some rows hold both, each holds rows the other does not) narrows the first to the rows of both.
 */
function crossingName(f: Frame, c: PlanContext): string | undefined {
  // "base rent ... base only": a name said again, whole or in part, is the same name.
  const names = f.counterparties.filter((one, i, all) => !all.some((other, j) => (j < i && other.phrase === one.phrase) || (other.phrase !== one.phrase && other.phrase.includes(one.phrase))));
  const [first, second] = names;
  if (!first || !second || names.length !== 2 || !first.at || !second.at) return undefined;
  const [a, b] = first.at.start < second.at.start ? [first, second] : [second, first];
  // One of them a party's name, as the question writes one (with capitals) or by its trade ("the bakery" of "Bakehouse").
  const capitalised = (word: string) => /^[A-Z]/.test(new RegExp(`\\b${escapeRegExp(word)}\\b`, "i").exec(f.question)?.[0] ?? "");
  const named = (one: Counterparty) => one.words.length > 0 && (one.phrase !== one.words.join(" ") || one.words.every(capitalised));
  if (!named(first) && !named(second)) return undefined;
  const at = (one: Counterparty) => f.text.search(new RegExp(`\\b${escapeRegExp(one.words[0] ?? one.phrase)}`));
  const between = at(a) >= 0 && at(b) > at(a) ? f.text.slice(at(a), at(b)) : "";
  if (/\b(?:and|or|vs|versus|plus|compared|than|includ\w*|not|excluding|without)\b|[&+,/()?;:-]/.test(between) || INCLUDED(f.text, second.phrase) || UNION.test(f.text)) return undefined;
  const both = c.vocabulary.descriptions.filter((d) => holdsWords(d.text, first.phrase) && holdsWords(d.text, second.phrase));
  return both.length > 0 ? second.phrase : undefined;
}

/**
 * "via Presidio Oak" when a question asks what was paid to Presidio Oak ("the fees we paid presidio oak",
 * "what did we pay presidio"): the rows that write the name after "via" or "through" paid others through it.
 */
function paidThrough(f: Frame, name: string, c: PlanContext): string | undefined {
  const paidTo = /\bfees?\b/.test(f.text) || new RegExp(`\\b(?:pay|paid|pays|paying)\\s+(?:to\\s+)?${escapeRegExp(f.counterparty!.words[0] ?? name)}\\b`).test(f.text);
  if (!paidTo) return undefined;
  const phrase = ["via", "through", "thru"].map((word) => `${word} ${name}`).find((written) => c.vocabulary.descriptions.some((d) => d.counts.expense > 0 && d.text.includes(written)));
  // Only where the name is paid in its own rows too: otherwise every row of the name is through it.
  return phrase && c.vocabulary.descriptions.some((d) => d.counts.expense > 0 && holdsWords(d.text, name) && !d.text.includes(phrase)) ? phrase : undefined;
}

/** "paying a month", "pay monthly": what someone pays each month as it stands. */
const PAYING_A_MONTH = /\b(?:paying|pays|pay)\s+(?:a|per|each|every)\s+month\b|\b(?:paying|pays|pay)\s+monthly\b|\bmonthly\s+(?:rent|payment)\b/;

/** "reimburse us for", "paid us back for", "billed the tenants back for": money that came back to the company for a cost. */
const REIMBURSED = /\breimburs(?:e|es|ed|ing)\s+us\b|\bfees?\s+(?:from|paid\s+by|collected\s+from|charged\s+to)\s+(?:the\s+|our\s+)?(?!us\b|me\b)[a-z]|\b(?:pay|pays|paid)\s+us\s+back\b|\bbill(?:ed|s|ing)?\s+(?:[a-z'-]+\s+){0,4}?back\b|\bbill-?backs?\b/;
/** The income of utilities billed back to tenants. */
const UTILITY_REIMBURSEMENTS = "revenue:utility_reimbursements";

/** The words of a cost asked ("property taxes") as income rows write them ("2025 property tax reimbursement"), if any do. */
function costNamedInIncome(f: Frame, c: PlanContext): string | undefined {
  const forms = f.phrases.flatMap((phrase) => [phrase, phrase.replace(/(?<=[a-z]{3})(?:es|s)\b/g, ""), phrase.replace(/(?<=[a-z]{3})s\b/g, "")]);
  return forms.find((form) => picksRows(form, "revenue", c));
}

/** The words of a tenant's name the rows write, for a word of the question no row holds that the name on a home's record does. */
function tenantOfWord(f: Frame, c: PlanContext): { word: string; rows: string } | undefined {
  for (const word of f.unknown) {
    if (!/^[a-z'-]{3,}$/.test(word)) continue;
    for (const t of c.properties.flatMap((row) => tenantsOf(row.extraMetadata))) {
      const parts: string[] = t.name.toLowerCase().match(/[a-z'-]{3,}/g) ?? [];
      if (!parts.includes(word)) continue;
      // The whole name without its asides, else the longest of its words the rows hold ("amundsen").
      const whole = t.name.toLowerCase().replace(/\s*\(.*?\)/g, "").trim();
      const rows = [whole, ...[...parts].sort((a, b) => b.length - a.length)].find((text) => !STOP.has(text) && anyRows(countsOf(c.vocabulary, text)));
      if (rows) return { word, rows };
    }
  }
  return undefined;
}

/** Words that pick rows of one side of the ledger, and only rows that hold them as whole words ("unit 1" is not "unit 12"). */
function picksRows(text: string, side: "revenue" | "expense", c: PlanContext): boolean {
  const holding = c.vocabulary.descriptions.filter((d) => d.text.includes(text));
  return holding.some((d) => d.counts[side] > 0) && holding.every((d) => holdsWords(d.text, text));
}

/** The one unit a question names of the home given (else of any home), unless it asks by unit. */
const unitAsked = (f: Frame, home: PropertyRow | undefined, c: PlanContext) => (BY_UNIT.test(f.text) ? undefined : unitTenantSaid(f.text, home ? [home] : c.properties));

/**
 * "total rent from unit A at larkspur", "repairs for unit B": the rows of one unit of a home, whose
 * record names the unit's tenant. Of income, the tenant's (by name, else surname, else the unit as the
 * rows write it); of costs, those that write the unit ("Unit B kitchen drain repair"). Null when no
 * rows say which are its, so the home's figure is not the unit's (see unusedOf).
 */
function unitRows(unit: { unit: string; name: string }, costs: boolean, c: PlanContext): string | null {
  const written = `unit ${unit.unit}`;
  const side = costs ? "expense" : "revenue";
  // The unit as its rows write it holds every tenant's rent there ("Unit 2 rent" of the one who left and the one now), else the tenant's own rows.
  return picksRows(written, side, c) ? written : costs ? null : (tenantRows(unit.name, c) ?? null);
}

/**
 * "rent from unit C of the fourplex" where no record names the unit's tenant: the rows that write that
 * unit ("Unit C rent - ..."), as the question or the rows call it (unit, apt, suite). None when the
 * unit is part of a home's own address ("5318 Cedar Elm Run Unit 14"), or no row of the side writes it.
 */
export function unitWritten(f: Frame, side: "revenue" | "expense", c: PlanContext): string | undefined {
  const id = oneUnitSaid(f, c);
  if (id === undefined) return undefined;
  // "room 2": the unit's word as said first, where rows write it so; else as the rows write it ("apt 2").
  const said = /^[a-z]+/.exec(f.text.match(UNITS_NAMED)?.[0] ?? "")?.[0];
  const words = said && UNIT_WRITTEN.includes(said) ? [said, ...UNIT_WRITTEN.filter((word) => word !== said)] : UNIT_WRITTEN;
  return words.map((word) => `${word} ${id}`).find((written) => picksRows(written, side, c));
}
/** How rows write a unit before its name: the words for one, or "#". */
const UNIT_WRITTEN = [...UNIT_WORDS, "#"];
/** The one unit a question names that no home's address holds ("unit c"), by its id. */
function oneUnitSaid(f: Frame, c: PlanContext): string | undefined {
  const units = [...f.text.matchAll(UNITS_NAMED)];
  if (units.length !== 1 || BY_UNIT.test(f.text)) return undefined;
  const id = units[0]![1]!;
  return c.properties.some((row) => new RegExp(`\\b(?:${UNIT_WORDS.join("|")})\\s+#?\\s*${escapeRegExp(id)}\\b`).test(row.address.toLowerCase())) ? undefined : id;
}

/** The side of the ledger a call's filters ask: its type, or the one its categories all fall on. */
const sideOfArgs = (args: Record<string, unknown>): "REVENUE" | "EXPENSE" | null =>
  args.transaction_type === "REVENUE" || args.transaction_type === "EXPENSE" ? args.transaction_type : Array.isArray(args.categories) ? sideOfCategories(args.categories.filter((cat): cat is string => typeof cat === "string")) : null;

/** "how much does unit A pay", "what did apt 2 pay in May": the unit is who pays. */
const UNIT_PAYS = new RegExp(`${UNIT_NAMED.source}(?:\\s+[a-z'-]+){0,3}?\\s+(?:pay|pays|paid|paying)\\b`);

/** The home whose record names as a tenant the one a name's words are of ("ingrid"). */
const homeOfTenant = (name: string, c: PlanContext): PropertyRow | undefined =>
  c.properties.find((row) => tenantsOf(row.extraMetadata).some((t) => new RegExp(`\\b${escapeRegExp(name)}\\b`).test(t.name.toLowerCase())));

/**
 * "what Brightwell collected in rent": a name that no row of the side asked holds (the property
 * manager, who is only ever paid) handled that money, it did not pay it: the figure is the money
 * itself, and the answer says the records do not name them on it.
 */
function agentOnly(f: Frame): boolean {
  const c = f.counterparty;
  if (!c || f.categories.length === 0) return false;
  const income = f.categories.every((cat) => cat.startsWith("revenue:"));
  const costs = f.categories.every((cat) => cat.startsWith("expense:"));
  return (income && c.revenue === 0 && c.expense > 0) || (costs && c.expense === 0 && c.revenue > 0);
}

/** "with the late fees added in", "plus the late fees", "late fees included": a category added to the last figure. */
const ADDED_IN = /\b(?:added\s+in|added|included|thrown\s+in|in\s+too|as\s+well)\b|^\s*(?:(?:and|ok|okay|so)\s+)*(?:plus|with|including|add|adding)\b/;
/** "just the apartments?", "only the units": a part of the last figure. */
const JUST = /^\s*(?:(?:and|ok|okay|so)\s+)?(?:just|only)\b/;
/** "and without the special assessment?": the last figure less what the rows write so. */
const WITHOUT_IT = /^\s*(?:(?:and|ok|okay|so|now)\s+)*(?:without|minus|excluding|less|not counting|leaving out)\s+(?:the\s+|that\s+|those\s+)?([a-z][a-z' -]*?)\s*\??\s*$/;
/** Where in a building units are ("the upstairs apartments"): no name of a row. */
const LOCATION = /^(?:upstairs|downstairs|ground floor|first floor|second floor|third floor|top floor|upper|lower|front|back|rear)$/;
/** A plural word for a home's units, and the words its rows may write for one. */
const UNIT_PLURALS: [RegExp, string[]][] = [
  [/\b(?:apartments|apts)\b/, ["apt", "apartment"]],
  [/\bunits\b/, ["unit"]],
  [/\bsuites\b/, ["suite", "ste"]],
  [/\brooms\b/, ["room"]],
  [/\bspaces\b/, ["space"]],
];

/**
 * "the upstairs apartments", "what did the apartments bring in": of a home some of whose income rows
 * name a unit ("Apt 201 rent - ..."), the rows that do, as they write the unit's word; none where every
 * income row of the home writes it, or none does, or the units are counted ("by unit", "each unit").
 */
function unitsOfHome(f: Frame, property: PropertyRow, c: PlanContext): string | undefined {
  // "every revenue line (base rent, apartments, whatever else)": units listed in an aside are parts of the whole asked.
  const said = UNIT_PLURALS.find(([plural]) => plural.test(f.main));
  if (!said) return undefined;
  // "the Hollister apartments": the home itself, by its name and what it is.
  const before = new RegExp(`\\b([a-z'-]+)\\s+${said[0].source.replace(/^\\b|\\b$/g, "")}`).exec(f.text)?.[1];
  if (before && findProperties(`the ${before}`, [property]).rows.length > 0) return undefined;
  // "units A and C": those units, not every one.
  if (new RegExp(`${said[0].source}\\s+(?:#\\s*)?(?:[a-z]|\\d+)\\b(?!')`).test(f.text)) return undefined;
  if (/\b(?:by|per|each|every|all\s+(?:the\s+)?(?:\d+\s+|two\s+|three\s+|four\s+)?)(?:\s+(?:the\s+)?)?(?:apartments|apts|units|suites|rooms|spaces)\b/.test(f.text)) return undefined;
  const income = c.vocabulary.descriptions.filter((d) => d.counts.revenue > 0 && d.properties.has(property.id));
  for (const word of said[1]) {
    const written = new RegExp(`\\b${word}\\.?\\s*#?(?:\\d|[a-z]\\b)`);
    const rows = income.filter((d) => written.test(d.text));
    if (rows.length > 0 && rows.length < income.length) return word;
  }
  return undefined;
}

/** The ledger's catch-all of income, where rent of a kind no other category names is booked. */
const OTHER_RENTAL_INCOME = "revenue:other";

/** The filters a money question names: categories or the side of the ledger, a counterparty, a property, amount bounds. */
function filtersOf(f: Frame, c: PlanContext): Record<string, unknown> {
  const args: Record<string, unknown> = { entity: "transactions" };
  const net = holds(f, MATCH.net);
  const costs = netAfter(f);
  // "what did the condo net after the hoa and the mortgage interest": its income less those costs;
  // "after the hoa, mgmt fee etc" or "after all its costs": less every cost.
  if (costs === "all") {
    // The net of everything: no category.
  } else if (costs) args.categories = costs;
  // "net operating income": income less the operating costs; capital spending is depreciated, not one of them.
  else if (net && OPERATING.test(f.text) && !f.categories.length) args.categories = [...leafCategories("REVENUE"), ...leafCategories("EXPENSE").filter((cat) => !isCapitalSpending(cat))];
  // "opex", "operating expenses": every cost but capital spending (depreciated, as in the P&L); not
  // where it is only one of the parts said to be inside the whole ("everything in (opex, interest, capex)").
  else if (!net && OPERATING_COSTS.test(f.main) && !f.categories.length) args.categories = leafCategories("EXPENSE").filter((cat) => !isCapitalSpending(cat) && !withinCategories([cat], f.excluded));
  else if (f.categories.length) args.categories = f.categories;
  else if (!net) {
    const expense = holds(f, MATCH.expense);
    // "the largest payment we made": made is the payment's, not income's.
    const revenue = holds({ text: f.text.replace(MADE_PAYMENT, " ") }, MATCH.revenue);
    if (revenue && !expense) args.transaction_type = "REVENUE";
    else if (expense && !revenue) args.transaction_type = "EXPENSE";
    // "who paid us in october": the side the question's own words give, where its words name both or neither.
    else if (!args.categories && !f.counterparty) {
      const said = directionOf(f.main, f.groups);
      if (said) args.transaction_type = said;
    }
  }
  // "revenue, not counting the cleaning fees": every category of that side but those.
  if (f.excluded.length > 0 && !args.categories && costs !== "all") {
    const side = args.transaction_type ?? (f.excluded.every((cat) => cat.startsWith("revenue:")) ? "REVENUE" : "EXPENSE");
    args.categories = leafCategories(side === "REVENUE" ? "REVENUE" : "EXPENSE").filter((cat) => !withinCategories([cat], f.excluded));
    delete args.transaction_type;
  }
  if (f.counterparty && !INCLUDED(f.text, f.counterparty.phrase) && !agentOnly(f) && !(net && costAfter(f.text, f.counterparty))) {
    const narrower = narrowerName(f, c);
    args.text = narrower ?? f.counterparty.phrase;
    // "base rent the bakery paid": two names of one line each narrows the other; rows must hold both.
    const both = narrower ? undefined : crossingName(f, c);
    if (both) args.also_text = both;
    // Whom the company pays, or who pays it: as the question says it ("did Airbnb pay us"), else as
    // the records say ("what did Maria pay" is income, because her rows are).
    // "how much did brightwell collect for us": income asked of a name only ever paid is no income of
    // theirs, not what was paid to them.
    const incomeOnly = f.counterparty.revenue === 0 && !f.categories.length && holds({ text: f.main.replace(MADE_PAYMENT, " ") }, MATCH.revenue) && !holds(f, MATCH.expense) ? "REVENUE" : undefined;
    const type = directionOf(f.main, f.groups) ?? incomeOnly ?? typeOf(f.counterparty);
    // Categories already chosen ("income not counting the host fees") say the side themselves.
    if (type && !f.categories.length && !args.categories && !net) args.transaction_type = type;
  }
  // "all the fees we paid presidio oak": rows that write the name after "via" were paid to others through it.
  const through = typeof args.text === "string" && f.counterparty && f.categories.length === 0 && sideOfArgs(args) !== "REVENUE" ? paidThrough(f, args.text, c) : undefined;
  if (through) args.exclude_text = through;
  // "what did leif pay us": a word no row holds, of a tenant's name on a home's record ("Amundsen Grain Farms
  // (Leif Amundsen)"), is that tenant, whose rows write another word of the name.
  const tenant = !args.text && !f.counterparty ? tenantOfWord(f, c) : undefined;
  if (tenant) args.text = tenant.rows;
  // "what did Amundsen pay us in cash rent": a payer whose every row is booked as other rental income
  // (a farm's cash rent, a billboard's) pays its rent there.
  if (typeof args.text === "string" && Array.isArray(args.categories) && (args.categories as string[]).every((cat) => RENT_CATEGORIES.includes(cat))) {
    const name = args.text;
    const booked = new Set(c.vocabulary.descriptions.filter((d) => d.counts.revenue > 0 && holdsWords(d.text, name)).flatMap((d) => [...d.categories].filter((cat) => cat.startsWith("revenue:"))));
    if (booked.size === 1 && booked.has(OTHER_RENTAL_INCOME)) args.categories = [OTHER_RENTAL_INCOME];
  }
  // "what did the coffee shop reimburse us for property taxes": the income whose rows name that cost
  // ("property tax reimbursement"), at the one home where the name's income is, not the cost itself.
  // "how much we billed the tenants back for water and sewer": utilities the books take back in their own category.
  const reimbursed = REIMBURSED.test(f.text) && f.categories.length > 0 && f.categories.every((cat) => cat.startsWith("expense:"));
  const billedBack = reimbursed && f.categories.every((cat) => cat.startsWith("expense:utilities")) && c.vocabulary.descriptions.some((d) => d.categories.has(UTILITY_REIMBURSEMENTS));
  const repaid = reimbursed && !billedBack ? costNamedInIncome(f, c) : undefined;
  const payerHome = repaid && f.counterparty ? incomeOfName(c.vocabulary, f.counterparty.phrase).by : [];
  if (billedBack) args.categories = [UTILITY_REIMBURSEMENTS];
  else if (repaid && (!f.counterparty || payerHome.length === 1)) {
    delete args.categories;
    args.transaction_type = "REVENUE";
    args.text = repaid;
    if (payerHome[0]) args.property = payerHome[0][0];
  }
  // "utility fees from the athens rooms": a plural of units no row of the side asked holds is every unit, no name.
  const sideAsked = sideOfArgs(args);
  if (typeof args.text === "string" && f.counterparty && args.text === f.counterparty.phrase && UNITS_ALL.test(args.text) && sideAsked && (sideAsked === "REVENUE" ? f.counterparty.revenue : f.counterparty.expense) === 0) delete args.text;
  // "brightwell's mgmt fees, only the 9% monthly fees": a rate the rows' descriptions write narrows to those rows.
  // "the 10% mgmt fee and the leasing fee together": a rate beside another part asked narrows nothing.
  // "the 9% fee plus anything else they charged us": all the name's rows, the rate only one of them.
  const rate = f.counterparties.length <= 1 && !ANYTHING_ELSE.test(f.text) ? rateWritten(f.rest, typeof args.text === "string" ? args.text : undefined, c, sideOfArgs(args) ?? directionOf(f.main, f.groups)) : undefined;
  if (rate) args.text = rate;
  const property = propertyMeant(f, c);
  if (property) args.property = property.id;
  // "cash rent off the colfax farmland": a home whose every income row is booked as other rental income (a farm's cash rent) is let there.
  if (property && !args.text && Array.isArray(args.categories) && (args.categories as string[]).every((cat) => RENT_CATEGORIES.includes(cat))) {
    const kinds = [...(c.vocabulary.incomeKinds.get(property.id)?.keys() ?? [])];
    if (kinds.length === 1 && kinds[0] === OTHER_RENTAL_INCOME) args.categories = [OTHER_RENTAL_INCOME];
  }
  // "total rent from unit A at larkspur", "repairs for unit B": that unit's rows. "how much does unit A
  // pay": a unit that pays is its tenant. A net of one unit is not asked of one side's rows.
  const pays = UNIT_PAYS.test(f.text) && f.categories.every((cat) => cat.startsWith("revenue:"));
  const side = sideOfArgs(args);
  const ofCosts = !pays && side === "EXPENSE";
  // "not counting the Unit C make-ready turnover": a unit said only in what is left out is no unit asked.
  const asked = { ...f, text: withoutLeftOut(f.text) };
  const said = !args.text && (pays || side !== null) ? unitAsked(asked, property, c) : undefined;
  const unit = said ? unitRows(said, ofCosts, c) : !args.text && (pays || side !== null) ? unitWritten(asked, ofCosts ? "expense" : "revenue", c) : undefined;
  if (unit) args.text = unit;
  // "what did suite 200 pay": a unit's word read as a name is the unit the rows write.
  const unitWord = typeof args.text === "string" && UNIT_WRITTEN.includes(args.text) && side !== null ? unitWritten(f, side === "EXPENSE" && !pays ? "expense" : "revenue", c) : undefined;
  if (unitWord) args.text = unitWord;
  // "the upstairs apartments", "rent from the units at River Street": the units a plural word names, as the home's rows write them ("Apt 201 rent").
  const units = property && (!args.text || LOCATION.test(String(args.text))) && side !== "EXPENSE" ? unitsOfHome(f, property, c) : undefined;
  if (units) args.text = units;
  if (unit && pays && !args.categories) args.transaction_type = "REVENUE";
  if (f.min !== undefined) args.min_amount = f.min;
  if (f.max !== undefined) args.max_amount = f.max;
  return args;
}

/** A rate said ("9%", "3.5 %"), as descriptions write it. */
const RATE = /(?<![\w.$])\d{1,2}(?:\.\d+)?\s?%/g;

/**
 * "how much did brightwell take in mgmt fees? only the 9% monthly fees": a rate said that some of the
 * ledger's descriptions write picks the rows that write it, where those rows all hold the name asked
 * (the rate then names them alone). A rate no description writes narrows nothing.
 */
function rateWritten(rest: string, name: string | undefined, c: PlanContext, side?: string): string | undefined {
  const rates = [...new Set((rest.match(RATE) ?? []).map((rate) => rate.replace(/\s/g, "")))];
  if (rates.length !== 1) return undefined;
  const [rate] = rates as [string];
  // "6%" is no part of "29.46%".
  const written = new RegExp(`(?<![\\d.])${escapeRegExp(rate)}`);
  const writing = c.vocabulary.descriptions.filter((d) => written.test(d.text));
  if (writing.length === 0 || (name && !writing.every((d) => d.text.includes(name)))) return undefined;
  // "before their 9% fee", "incl. the 6% use tax": a rate said of what the figure is before, after or with.
  if (new RegExp(`\\b(?:incl|including|with|plus|before|after|net of|minus|less|excluding|without|not counting)\\.?\\s+(?:[a-z'-]+\\s+){0,2}${escapeRegExp(rate)}`).test(rest.replace(/\s+(?=%)/g, ""))) return undefined;
  // A rate only the other side's rows write says what the figure is net of, not which rows.
  if (side === "REVENUE" && !writing.some((d) => d.counts.revenue > 0)) return undefined;
  if (side === "EXPENSE" && !writing.some((d) => d.counts.expense > 0)) return undefined;
  return rate;
}

/** Words of a ratio: "as a % of", "what share of", "expense ratio". */
const RATIO_WORDS = ["percent", "percentage", "ratio", "share", "proportion", "fraction", "portion"];
const RATIO = /\b(?:percent|percentage|ratio|share|proportion|fraction|portion)\b/;
/** "X as a percent of Y", "X in proportion to Y". */
const AS_PART_OF = /^(.*?)\b(?:as|in)\s+(?:an?\s+)?(?:percent|percentage|share|proportion|fraction|ratio|portion)\s+(?:of|to)\s+(.*)$/;
/** "what percent of Y went to X", "what share of Y was X". */
const PART_OF_WHOLE = /\b(?:percent|percentage|share|proportion|fraction|portion)\s+of\s+(.*?)\s+(?:went|goes|go|was|were|is|are|did|does|got|gets|ate|eats|took|takes|came|comes|come)\b(.*)$/;
/** "the ratio of X to Y", "X to Y ratio". */
const RATIO_OF = /\bratio\s+(?:of|between)\s+(.*?)\s+(?:to|and|vs|versus)\s+(.*)$|^(.*?)\s+(?:to|vs|versus)\s+(.*?)\s+ratio\b/;

type RatioSide = { label: string; filter: Record<string, unknown> };

/**
 * "management fees as a % of rent", "what percent of our income went to cleaning", "expense ratio":
 * two figures of the same period and place, the first as a part of the second. Each side is a
 * category the question names, a name of the records, or income or expenses as a whole.
 */
function ratioSides(f: Frame): [RatioSide, RatioSide] | undefined {
  if (!RATIO.test(f.text)) return undefined;
  const side = (words: string): RatioSide | undefined => {
    const groups = f.groups.filter((g) => words.includes(g.phrase));
    if (groups.length > 0) return { label: groups.map((g) => g.phrase).join(" and "), filter: { categories: [...new Set(groups.flatMap((g) => g.categories))] } };
    const name = f.counterparties.find((c) => words.includes(c.phrase));
    if (name) {
      const type = directionOf(words) ?? typeOf(name);
      return { label: name.phrase.replace(/\b\w/g, (ch) => ch.toUpperCase()), filter: { text: name.phrase, ...(type ? { transaction_type: type } : {}) } };
    }
    const income = holds({ text: words }, MATCH.revenue);
    const spending = holds({ text: words }, MATCH.expense);
    if (income !== spending) return income ? { label: "income", filter: { transaction_type: "REVENUE" } } : { label: "expenses", filter: { transaction_type: "EXPENSE" } };
    // "what percent of our income came from the River Street building": a home, of the whole's kind.
    const home = f.named.find((row) => findProperties(words, [row]).rows.length > 0);
    if (home) return { label: home.address, filter: { property: home.id } };
    return undefined;
  };
  const expenseRatio = /\b(?:expense|expenses|cost|operating)\s+ratio\b/.test(f.text) ? ([side("expenses"), side("income")] as const) : undefined;
  const asPart = AS_PART_OF.exec(f.text);
  const ofWhole = asPart ? null : PART_OF_WHOLE.exec(f.text);
  const ratio = asPart || ofWhole ? null : RATIO_OF.exec(f.text);
  const [part, whole] = asPart ? [side(asPart[1]!), side(asPart[2]!)] : ofWhole ? [side(ofWhole[2]!), side(ofWhole[1]!)] : ratio ? [side(ratio[1] ?? ratio[3]!), side(ratio[2] ?? ratio[4]!)] : (expenseRatio ?? [undefined, undefined]);
  if (!part || !whole || JSON.stringify(part.filter) === JSON.stringify(whole.filter)) return undefined;
  // A home's part of a whole of every home: the whole's own kind of rows, at that home.
  if (Object.keys(part.filter).length === 1 && typeof part.filter.property === "string" && whole.filter.property === undefined) {
    return [{ label: part.label, filter: { ...whole.filter, property: part.filter.property } }, { label: whole.label, filter: { ...whole.filter, property: undefined } }];
  }
  return [part, whole];
}

const MONTH_NAMES = MONTHS.map((name) => name.toLowerCase());
/** A month written in a row's description with its year ("owner share, July 2026", "Rent - Harlan Pruett, May 2024"). */
const WRITTEN_MONTH = new RegExp(`\\b(?:${MONTH_NAMES.join("|")})\\s+\\d{4}\\b`);
/** Whether the rows that hold a phrase write a dollar figure right beside it ("$10,748.98 gross room revenue", "gross room revenue: $10,748.98"). */
function figureWrittenBeside(phrase: string, c: PlanContext): boolean {
  const said = escapeRegExp(phrase).replace(/\s+/g, "\\s+");
  const beside = new RegExp(`\\$\\s?[\\d,]+(?:\\.\\d{2})?\\s+(?:in\\s+|of\\s+)?${said}\\b|\\b${said}\\s*(?::|of|was|=)?\\s*\\$\\s?\\d`);
  const holding = c.vocabulary.descriptions.filter((d) => d.text.includes(phrase));
  return holding.length > 0 && holding.every((d) => beside.test(d.text));
}
/** Words of when money moved, not what it was for. */
const RECEIVED_WHEN = /\b(?:received|receive|deposited|deposit|came\s+in|hit|cleared|booked|dated|posted|paid\s+on)\b/;
/** How long after a month its statement may be booked. */
const MONTHS_BOOKED_AFTER = 2;

/**
 * "what did the condo pool pay us for july", "cleanings charged for july": where every row of the side
 * and home asked writes the month it is for (a statement booked the month after), a month asked
 * "for" (or "in") is the rows that write it, booked in it or up to two months later.
 */
function monthWrittenFor(f: Frame, period: Period, args: Record<string, unknown>, property: string | undefined, c: PlanContext): { label: string; period: Period } | undefined {
  const month = period.start.slice(0, 7);
  if (!period.start.endsWith("-01") || period.end !== monthEndOf(month)) return undefined;
  const name = MONTH_NAMES[Number(month.slice(5)) - 1]!;
  // "for july", "in july": the month the rows are about; "received in july", "deposited in july": when the money came.
  if (!new RegExp(`\\b(?:for|in|during|of)\\s+(?:the\\s+month\\s+of\\s+)?(?:${name}|${name.slice(0, 3)})\\b`).test(f.text) || RECEIVED_WHEN.test(f.text)) return undefined;
  const side = sideOfArgs(args);
  const categories = Array.isArray(args.categories) ? (args.categories as string[]) : [];
  const rows = c.vocabulary.descriptions.filter(
    (d) =>
      (!property || d.properties.has(property)) &&
      (side === "REVENUE" ? d.counts.revenue > 0 : side === "EXPENSE" ? d.counts.expense > 0 : true) &&
      (categories.length === 0 || [...d.categories].some((cat) => withinCategories([cat], categories))) &&
      (typeof args.text !== "string" || holdsWords(d.text, args.text)),
  );
  const label = `${name} ${month.slice(0, 4)}`;
  const writing = rows.filter((d) => WRITTEN_MONTH.test(d.text));
  // Only where every such row writes its month: otherwise the rows that write none would be lost.
  if (writing.length === 0 || writing.length < rows.length || !writing.some((d) => d.text.includes(label))) return undefined;
  const end = monthEndOf(shiftMonth(month, MONTHS_BOOKED_AFTER));
  return { label, period: { start: period.start, end, label: `${period.label} (the rows written for ${period.label}, booked through ${longDate(end)})` } };
}

function planTransactions(f: Frame, c: PlanContext): Plan {
  const property = propertyMeant(f, c);
  // "revenue, not counting the cleaning fees": said so in the answer.
  const costs = netAfter(f);
  // "net operating income": said so, not as the list of every operating category.
  const operating = holds(f, MATCH.net) && OPERATING.test(f.text) && !f.categories.length && costs === undefined;
  // "income by source - tenant rent vs airbnb vs anything else": the whole side, by category (below).
  const grouped = groupByOf(f);
  const wholeSide = grouped === "category" && SIDES_AND_THE_REST.test(f.text);
  const phrases = wholeSide
    ? []
    : operating
    ? ["net operating income"]
    : costs === "all"
      ? []
      : f.excluded.length && !f.categories.length
        ? [`${(sideOfCategories(f.excluded) ?? (holds(f, MATCH.expense) ? "EXPENSE" : "REVENUE")) === "EXPENSE" ? "expenses" : "income"} not counting ${f.excludedPhrases.join(" or ")}`]
        : costs
          ? [MINUS_COSTS.test(f.text) && !NET_AFTER.test(f.text) ? `${f.phrases.join(", ")} less every cost` : `income less ${f.phrases.join(", ")}`]
          : f.phrases;
  const agent = agentOnly(f) ? [`${phrases.join(", ") || "it"}, all of it (no such row names "${f.counterparty!.phrase}")`] : undefined;
  const base = (rest: Partial<Plan> & Pick<Plan, "calls">) => planOf("transactions", f, property, { followUp: !f.property && !!property, phrases: agent ?? phrases, ...rest });
  const { aggregate, pick } = aggregateOf(f);
  // "monthly income for jan, feb and mar": one span, by month; so are three or more periods named.
  // "whats her monthly rent": the rent as it stands (the latest payment), not a figure per month.
  // "... base rent right now, not counting the NNN estimate?": the rate asked, before what it leaves out.
  const rate = PRESENT_RATE.test(withoutLeftOut(f.text).replace(/[\s,;:-]*\??\s*$/, "?")) && f.periods.length === 0;
  const asked = rate ? undefined : grouped;
  // "2025 and 2026 together", "july + aug": one span, one figure.
  // Two months added ("july + aug"), not two such sums compared ("july + aug 2025 vs july + aug 2024").
  // "how much more on insurance this year vs last year, all three policies together": periods set against each other are not joined, whatever else is "together".
  const setAgainst = /\b(?:vs\.?|versus|compared?|against|than)\b/.test(f.text);
  const joinedPeriods = f.periods.length >= 2 && !setAgainst && (PERIODS_TOGETHER.test(f.text) || (f.periods.length === 2 && MONTHS_ADDED.test(f.text)));
  const spanned = f.periods.length >= 3 || joinedPeriods || (f.periods.length >= 2 && (asked === "month" || asked === "quarter"));
  const groupBy = asked ?? (spanned && !joinedPeriods ? "month" : undefined);
  const asPeriod = spanned ? spanOf(f.periods) : f.periods[0];
  const args: Record<string, unknown> = { ...filtersOf(f, c), aggregate };
  // "what did the pool pay us for july": the rows that write the month they are for, whenever booked.
  const forMonth = asPeriod ? monthWrittenFor(f, asPeriod, args, property?.id, c) : undefined;
  const period = forMonth?.period ?? asPeriod;
  if (forMonth) {
    if (typeof args.text === "string") args.also_text = forMonth.label;
    else args.text = forMonth.label;
  }
  if (groupBy) args.group_by = groupBy;
  // "income by source - tenant rent vs airbnb vs anything else": a breakdown by category whose sides,
  // the rest among them, are its parts; the whole side of the books, each category on its own line.
  if (groupBy === "category" && wholeSide) {
    const cats = Array.isArray(args.categories) ? (args.categories as string[]) : [];
    const income = cats.length > 0 ? cats.every((cat) => cat.startsWith("revenue:")) : holds(f, MATCH.revenue) && !holds(f, MATCH.expense);
    for (const key of ["categories", "text", "also_text", "exclude_text"]) delete args[key];
    args.transaction_type = income ? "REVENUE" : "EXPENSE";
  }
  if (groupBy && (aggregate === "max" || aggregate === "min")) args.aggregate = "sum";
  if (aggregate === "average" && MONTHLY.test(f.text)) args.group_by = "month";
  const top = TOP_N.exec(f.text);
  if (top && !groupBy) {
    args.aggregate = "max";
    args.limit = Math.min(50, Number(top[1] ?? top[2]));
    if (!args.transaction_type && !args.categories) args.transaction_type = "EXPENSE";
  }
  // "management fees as a % of rent": both figures, and the one as a part of the other.
  const ratio = aggregate === "sum" && !groupBy && !top ? ratioSides(f) : undefined;
  if (ratio) {
    const calls = ratio.map((side) => call("query_database", { entity: "transactions", aggregate: "sum", ...(property ? { property: property.id } : {}), ...periodArgs(period), ...side.filter }));
    return base({ calls, periods: period ? [period] : [], sides: ratio.map((side) => side.label), focus: "ratio", phrases: [] });
  }
  // "when did Wendell's rent go up, and from what to what": the rent payments in order, where their amount changed.
  // Not two periods set side by side ("the rent in 2024 vs 2025 - did the increases cover it?").
  // Of a payer or a home (each payer's rent read apart). Not a total asked ("rent collected after the increase").
  if (RENT_CHANGED.test(f.text) && !TOTAL_ASKED.test(f.text) && !(f.periods.length >= 2 && PERIOD_COMPARISON.test(f.text)) && (typeof args.text === "string" || property) && aggregate === "sum" && !groupBy && !top) {
    const rent: Record<string, unknown> = { ...args, aggregate: "list", limit: 50, categories: RENT_CATEGORIES, ...periodArgs(period) };
    delete rent.transaction_type;
    return base({ calls: [call("query_database", rent)], periods: period ? [period] : [], focus: "rent-change" });
  }
  // One payment, not a sum: "when did we last pay the HOA", "how much rent does Owen pay", "our trash bill".
  const latest = (holds({ text: f.rest }, MATCH.latest) || ((PRESENT_PAYMENT.test(f.text) || STANDING.test(f.text) || CUT_ASKED.test(f.text) || ON_TOP_OF_RENT.test(f.text) || rate) && !period)) && !groupBy && aggregate === "sum" && !top;
  if (latest) {
    Object.assign(args, { aggregate: "list", limit: 1 }, periodArgs(period));
    // "what's keondre paying a month": a tenant's monthly payment is the rent, not the fee billed beside it.
    if ((PAYING_A_MONTH.test(f.text) || PRESENT_PAYMENT.test(f.text)) && args.transaction_type === "REVENUE" && !args.categories && typeof args.text === "string" && c.vocabulary.descriptions.some((d) => holdsWords(d.text, args.text as string) && [...d.categories].some((cat) => RENT_CATEGORIES.includes(cat)))) {
      args.categories = RENT_CATEGORIES;
      delete args.transaction_type;
    }
    return base({ calls: [call("query_database", args)], periods: period ? [period] : [], focus: "latest" });
  }
  // "what did the roof cost and when did we pay it": the payments with their dates, and their total.
  // "who did we pay for the roof": the payments with whom they name.
  // "who's in room 2 this school year": the rent lines of the period, which name who paid them.
  if ((WHEN_PAID.test(f.text) || WHEN_DONE.test(f.text) || whoPaid(f.text) || (WHO_IN.test(f.text) && period)) && aggregate === "sum" && !groupBy) {
    Object.assign(args, { aggregate: "list", limit: 10 }, periodArgs(period));
    return base({ calls: [call("query_database", args)], periods: period ? [period] : [] });
  }
  // "was Dev late with the rent in August": the payments, with their dates, and any late fee among them.
  if (LATE.test(f.text) && f.counterparty && aggregate === "sum" && !groupBy) {
    delete args.categories;
    delete args.transaction_type;
    // "was marisol late with the rent": the payer, not the "late" of the ledger's late fees.
    const payer = f.counterparties.find((c) => !c.words.every((word) => word === "late"));
    if (payer) args.text = payer.phrase;
    Object.assign(args, { aggregate: "list", limit: 20 }, periodArgs(period));
    return base({ calls: [call("query_database", args)], periods: period ? [period] : [], phrases: [] });
  }
  // "larkspur rent by unit, A vs B": each unit's rent, by the name of its tenant the rent lines hold.
  const units = unitSides(f, c);
  if (units && aggregate === "sum") {
    const calls = units.map((side) => call("query_database", { ...args, ...periodArgs(period), text: side.text, aggregate: "sum", group_by: undefined }));
    // "units A and B combined": each, and their total.
    const together = UNION.test(f.text) && !CATEGORY_COMPARISON.test(f.text);
    return base({ calls, periods: period ? [period] : [], sides: units.map((side) => side.label), sideKind: "name", focus: together ? "together" : "compare" });
  }
  if (f.named.length >= 2) {
    // "durham + raleigh combined": one figure of both, each shown; "durham vs raleigh": compared.
    // "cleaning costs for the short term rentals": homes named as a group are one figure too.
    // "total ... across the cottage and the cabin": a total asked of the homes named is their one figure too;
    // so is "spectrum bills for the two airbnbs", homes counted together and set against nothing.
    const together = (UNION.test(f.text) || f.grouped === true || /\b(?:total|across|in all|altogether|overall|both|the (?:two|three|four|2|3|4))\b/.test(f.text)) && !CATEGORY_COMPARISON.test(f.text) && !/\b(?:which|more|less|most|least|higher|lower|better|worse|vs|versus|compare|compared|against)\b/.test(f.text);
    // A figure of them together holds every home named; a comparison sets four side by side at most.
    const sides = together ? f.named : f.named.slice(0, 4);
    // "Mountain Fresh at the cabin vs Seaside Turnover at the cottage": each name with its own property, in order.
    const paired = f.counterparties.length === sides.length;
    const calls = sides.map((row, i) => call("query_database", { ...args, ...periodArgs(period), property: row.id, aggregate: "sum", group_by: undefined, ...(paired ? { text: f.counterparties[i]!.phrase } : {}) }));
    const labels = sides.map((row, i) => (paired ? `${f.counterparties[i]!.phrase.replace(/\b\w/g, (ch) => ch.toUpperCase())} at ${row.address}` : row.address));
    return { ...base({ calls, periods: period ? [period] : [], sides: labels, focus: together ? "together" : "compare" }), property: undefined };
  }
  if (f.groups.length >= 2 && f.periods.length < 2 && CATEGORY_COMPARISON.test(f.text)) {
    const sides = f.groups.slice(0, 4);
    const calls = sides.map((g) => call("query_database", { ...args, ...periodArgs(period), categories: g.categories, transaction_type: undefined, aggregate: "sum", group_by: undefined }));
    return base({ calls, periods: period ? [period] : [], sides: sides.map((g) => g.phrase.replace(/^\w/, (ch) => ch.toUpperCase())), sideKind: "category", focus: "compare" });
  }
  // "repairs in 2025, roof excluded": the figure, the rows that name it, and the figure without them.
  // "repairs at the park excluding the road sealcoating job": so is the one name a clause leaves out.
  const named = f.excludedName ?? (f.leftOutNames?.length === 1 ? f.leftOutNames[0]!.phrase : undefined);
  const outName = named && !whoseLeftOut(f, named) ? named : undefined;
  if (outName && !f.counterparty && !groupBy && aggregate === "sum" && !top && f.periods.length < 2) {
    const whole = { ...args, ...periodArgs(period), aggregate: "sum" };
    return base({ calls: [call("query_database", whole), call("query_database", { ...whole, text: outName })], periods: period ? [period] : [], focus: "without", sides: [outName] });
  }
  // "what the coffee shop paid us for CAM, not the year-end true-up": a name's rows without those the clause leaves out.
  if (outName && typeof args.text === "string" && args.text !== outName && !args.exclude_text) args.exclude_text = outName;
  // "prop taxes on the condo last year + insurance on it": each category asked, and their total.
  const joined = separateGroups(f);
  if (joined && !groupBy && aggregate === "sum" && !top && f.periods.length < 2 && f.counterparties.length === 0) {
    const calls = joined.map((g) => call("query_database", { ...args, ...periodArgs(period), categories: g.categories, transaction_type: undefined, aggregate: "sum", group_by: undefined }));
    return base({ calls, periods: period ? [period] : [], sides: joined.map((g) => g.phrase.replace(/^\w/, (ch) => ch.toUpperCase())), sideKind: "name", focus: "together" });
  }
  const parts = partsOf(f, c);
  if (parts && !groupBy && aggregate === "sum" && !top) {
    const calls = parts.sides.map((side) => call("query_database", { ...args, ...periodArgs(period), ...side.filter, aggregate: "sum", group_by: undefined }));
    return base({ calls, periods: period ? [period] : [], sides: parts.sides.map((side) => side.label), sideKind: "name", focus: parts.compare ? "compare" : "together" });
  }
  if (!spanned && f.periods.length >= 2 && PERIOD_COMPARISON.test(f.text)) {
    const calls = f.periods.slice(0, 2).map((p) => call("query_database", { ...args, ...periodArgs(p), aggregate: "sum", group_by: undefined }));
    return base({ calls, periods: f.periods.slice(0, 2), focus: "compare" });
  }
  // "gross rental income": every income of the rentals (rent, cleaning fees, pet and late fees), with
  // what it is made of; broken out ("by property"), each one's, with the rent in it read beside.
  // "gross rents, leave out cleaning fees": income left out makes it the rent asked, not every income.
  if (/\bgross\b/.test(f.text) && f.excluded.length === 0 && f.categories.length > 0 && f.categories.every((cat) => RENT_CATEGORIES.includes(cat)) && aggregate === "sum" && !top) {
    const gross: Record<string, unknown> = { ...args, transaction_type: "REVENUE", ...(groupBy ? {} : { group_by: "category" }), ...periodArgs(period) };
    delete gross.categories;
    const rent = groupBy ? [call("query_database", { ...args, ...periodArgs(period) })] : [];
    return base({ calls: [call("query_database", gross), ...rent], periods: period ? [period] : [], focus: "gross", phrases: [] });
  }
  Object.assign(args, periodArgs(period));
  // "everything the café building brought in last yr: base rent, CAM, reimbursements, the lot": the names
  // listed after the whole was asked are what it holds, not a filter of it.
  const listedAfter = EVERYTHING_ASKED.exec(f.text);
  if (listedAfter && typeof args.text === "string" && f.text.indexOf(args.text) > listedAfter.index + listedAfter[0].length) {
    delete args.text;
    delete args.also_text;
  }
  // "the gross room revenue on unit 312 in july": a figure the rows write beside the words asked ("58% of
  // $10,748.98 gross room revenue") is no sum of their amounts; the rows are listed, with what they write.
  if (aggregate === "sum" && !groupBy && !top && typeof args.text === "string" && args.text.includes(" ") && figureWrittenBeside(args.text, c)) Object.assign(args, { aggregate: "list", limit: 10 });
  // "base rent from both suites": the rent of every unit, where one unit's lines write "base rent" and another's "rent"; the kind of rent names no rows.
  if (typeof args.text === "string" && !args.also_text && RENT_KIND.test(args.text) && EVERY_UNIT.test(f.text) && Array.isArray(args.categories) && (args.categories as string[]).every((cat) => RENT_CATEGORIES.includes(cat))) delete args.text;
  // "airbnb income": all that payer brought in, by category (its rent and the cleaning fees it collected).
  const payerIncome = typeof args.text === "string" && !args.categories && aggregate === "sum" && !groupBy && !top && new RegExp(`\\b${escapeRegExp(args.text)}\\s+(?:income|revenue|payouts?|earnings)\\b`).test(f.text);
  if (payerIncome) args.group_by = "category";
  // "how much has the cabin brought in": all its income, by category, to name the rent in it.
  const allIncome = allIncomeOf(args);
  if (allIncome) args.group_by = "category";
  // "booking revenue for the cabin in Q3": the rent, and beside it all the income of the same period
  // and place, which some mean by it (cleaning and pet fees), unless only the rent is asked.
  const beside = top ? [] : incomeBesideRent(f, args);
  // "net income last year": the ledger's net, and beside it the net before capital spending, which the
  // profit and loss report leaves out (it is depreciated), when there was any.
  const capital = top || beside.length ? [] : capitalBeside(f, args);
  const record = top || beside.length || capital.length ? [] : furnitureRecordBeside(f, args);
  // "which months did we lose money", "which quarters were we profitable": the groups whose net is a loss (or a profit).
  const sign = groupBy && !args.transaction_type && !args.categories && aggregate === "sum" && /\b(?:which|what|any|did)\b/.test(f.text) ? signAsked(f.text) : undefined;
  return base({ calls: [call("query_database", args), ...beside, ...capital, ...record], periods: period ? [period] : [], pick: groupBy ? (sign ?? pick) : undefined, ...(beside.length ? { focus: "rent" } : capital.length ? { focus: "net-capital" } : record.length ? { focus: "furniture" } : allIncome ? { focus: "income" } : {}) });
}

/** "how much has the cabin brought in": a sum of all income, with nothing narrowing it, read by category to name the rent in it. */
const allIncomeOf = (args: Record<string, unknown>) => args.transaction_type === "REVENUE" && !args.categories && !args.text && args.aggregate === "sum" && !args.group_by;

/** The categories of a home's furniture and equipment, a part of its basis its record also holds. */
const FURNITURE_CATEGORIES = new Set(["expense:furnishings", "expense:furniture_equipment"]);
/**
 * "how much furniture did we put into the cottage", said of no period: beside what the books show, the
 * home's record, whose basis holds the furniture bought with the home.
 */
function furnitureRecordBeside(f: Frame, args: Record<string, unknown>) {
  const categories = Array.isArray(args.categories) ? args.categories : [];
  const furniture = categories.length > 0 && categories.every((cat) => FURNITURE_CATEGORIES.has(cat)) && f.periods.length === 0 && typeof args.property === "string" && args.aggregate === "sum" && !args.group_by && !args.text;
  return furniture ? [call("query_database", { entity: "properties", property: args.property })] : [];
}

/** The same net, by category, to read what of it was capital spending: for a net of everything, with nothing narrowing it. */
function capitalBeside(f: Frame, args: Record<string, unknown>) {
  const net = holds(f, MATCH.net) && args.aggregate === "sum" && !args.group_by && !args.categories && !args.transaction_type && !args.text && !OPERATING.test(f.text);
  return net ? [call("query_database", { ...args, group_by: "category" })] : [];
}

/**
 * "booking revenue for the cabin in Q3": the rent, and beside it all the income of the same period and
 * place, which some mean by it (cleaning and pet fees), unless only the rent is asked.
 */
function incomeBesideRent(f: Frame, args: Record<string, unknown>) {
  const only = /\b(?:only|just|excluding|excl|without|not counting|net of)\b/.test(f.text) || f.excluded.length > 0;
  const categories = Array.isArray(args.categories) ? args.categories.filter((cat): cat is string => typeof cat === "string") : [];
  const rent = args.aggregate === "sum" && !args.group_by && !args.text && !only && categories.length > 0 && withinCategories(categories, RENT_CATEGORIES);
  return rent ? [call("query_database", { ...args, categories: undefined, transaction_type: "REVENUE", group_by: "category" })] : [];
}

/** Words that join two things into one figure: "airbnb + vrbo", "long-term rents plus the airbnb, both". */
const UNION = /\+|&|\bplus\b|\bboth\b|\bas well as\b|\balong with\b|\bcombined\b|\btogether\b/;
/** "the electric and the metro water bills, separately": each part shown, with their total. */
const SEPARATELY = /\bseparately\b|\bbroken out\b|\bitemi[sz]ed\b|\beach on its own\b/;
/** What lies between two names joined as one: "airbnb and vrbo", "airbnb or vrbo", "airbnb, vrbo". */
const BETWEEN_JOINED = /^[\s,]*(?:and|or|\+|&|plus)?[\s,]*(?:the\s+|our\s+)?$/;

/**
 * Two or more names of the records, or a category and a name, asked side by side ("vrbo vs airbnb")
 * or as one figure ("airbnb + vrbo", "long-term rents + the airbnb both"). A name beside a category
 * counts only its rows outside that category, so nothing is counted twice.
 */
function partsOf(f: Frame, c: PlanContext): { sides: { label: string; filter: Record<string, unknown> }[]; compare: boolean } | undefined {
  const compare = CATEGORY_COMPARISON.test(f.text) || /\b(?:which|who)\b[^?]*\b(?:more|less|most|least)\b/.test(f.text);
  const names = f.counterparties;
  // "airbnb vs vrbo: how much came from each": each name's income, as the question says it.
  const direction = holds(f, MATCH.net) ? undefined : directionOf(f.text, f.groups);
  const named = (c: Counterparty) => ({ label: c.phrase.replace(/\b\w/g, (ch) => ch.toUpperCase()), filter: { text: c.phrase, ...(direction ? { transaction_type: direction } : {}) } as Record<string, unknown> });
  if (names.length >= 2) {
    const [a, b] = names;
    const joined = UNION.test(f.text) || (a!.at && b!.at ? BETWEEN_JOINED.test(f.rest.slice(a!.at.end, b!.at.start)) : false);
    if (!compare && !joined) return undefined;
    // "Rincon Gate fees - the mgmt fee and the leasing fee together": a name every row of which another
    // name's rows hold is a part of that one, never added to it again.
    // Each name's rows are read once.
    const rowsOf = new Map(names.map((one) => [one, c.vocabulary.descriptions.filter((d) => holdsWords(d.text, one.phrase))]));
    const within = (one: Counterparty, other: Counterparty) => rowsOf.get(one)!.length > 0 && rowsOf.get(one)!.every((d) => holdsWords(d.text, other.phrase));
    // "Dale and Corinne", "what Northpoint paid for the cell tower ... than the year before": a name all of
    // whose rows another's hold is of the same payer, no side of its own, set against the other or not.
    const own = names.filter((one, i) => !names.some((other, j) => j !== i && within(one, other) && (!within(other, one) || j < i)));
    if (own.length < 2) return undefined;
    return { sides: own.slice(0, 4).map(named), compare };
  }
  // "long-term rent vs airbnb income": a category on one side, a name's income on the other.
  if (names.length === 1 && f.groups.length === 1 && compare && apart(f, names[0]!.phrase, f.groups[0]!.phrase)) {
    const g = f.groups[0]!;
    const type = g.categories.every((cat) => cat.startsWith("revenue")) ? "REVENUE" : "EXPENSE";
    // "airbnb (excl cleaning) vs tenant rent": what the question leaves out is out of each side.
    const without = (cats: string[]) => cats.filter((cat) => !withinCategories([cat], f.excluded));
    const nameFilter = f.excluded.length > 0 ? { categories: without(leafCategories(type)) } : { categories: undefined, transaction_type: type };
    return { sides: [{ label: g.phrase.replace(/^\w/, (ch) => ch.toUpperCase()), filter: { categories: without(g.categories), text: undefined } }, { ...named(names[0]!), filter: { ...named(names[0]!).filter, ...nameFilter } }], compare: true };
  }
  // "split last year's rental income between airbnb and the long-term tenants": the name's part of the
  // measure, and the part a narrower category names, each shown, with their total.
  const split = names.length === 1 ? splitBetween(f, names[0]!) : undefined;
  if (split) return split;
  if (names.length === 1 && f.groups.length >= 1 && (UNION.test(f.text) || SEPARATELY.test(f.text) || measureOfItsOwn(f, names[0]!)) && !compare && joinedWithGroup(f, names[0]!) && !nameOverGroups(f, names[0]!) && !nameBeforeGroup(f, names[0]!)) {
    // A group inside another ("gross rental income ... long-term rents") is counted by the wider one.
    const groups = widestGroups(f.groups);
    const inGroups = groups.flatMap((g) => g.categories);
    const side = (g: Frame["groups"][number]) => ({ label: g.phrase.replace(/^\w/, (ch) => ch.toUpperCase()), filter: { categories: g.categories, text: undefined } as Record<string, unknown> });
    const name = named(names[0]!);
    const type = typeOf(names[0]!) ?? (inGroups.every((cat) => cat.startsWith("revenue:")) ? "REVENUE" : "EXPENSE");
    const others = leafCategories(type).filter((cat) => !withinCategories([cat], inGroups) && !withinCategories([cat], f.excluded));
    // The name's side holds what the groups do not, and says so ("Airbnb, beyond those: $0.00").
    const label = `${name.label}, beyond ${groups.length === 1 ? "that" : "those"}`;
    return { sides: [...groups.slice(0, 3).map(side), { label, filter: { ...name.filter, categories: others } }], compare: false };
  }
  return undefined;
}

/** The groups none other holds (of two that hold each other, the first): a group inside another is counted by the wider one. */
function widestGroups(groups: Frame["groups"]): Frame["groups"] {
  const covers = (g: Frame["groups"][number], h: Frame["groups"][number]) => withinCategories(h.categories, g.categories);
  return groups.filter((g, i) => !groups.some((h, j) => j !== i && covers(h, g) && (!covers(g, h) || j < i)));
}

/** Whether a comparison word stands between two things the question names ("rent vs airbnb income"). */
function apart(f: Frame, one: string, other: string): boolean {
  const a = f.text.indexOf(one);
  const b = f.text.indexOf(other);
  if (a < 0 || b < 0) return false;
  const between = a < b ? f.text.slice(a + one.length, b) : f.text.slice(b + other.length, a);
  return /\b(?:vs|versus|compared (?:to|with)|against|or)\b|\bvs\./.test(between);
}

/**
 * "everything owen paid us this year, rent plus late fees": the groups are joined with each other and
 * the name stands apart from the join, so it filters every group instead of being one more side
 * ("airbnb + the long-term rents" joins the name itself).
 */
function nameOverGroups(f: Frame, name: Counterparty): boolean {
  const at = f.text.indexOf(name.phrase);
  const places = f.groups.map((g) => f.text.indexOf(g.phrase)).filter((i) => i >= 0);
  if (at < 0 || places.length < 2 || !places.every((i) => i > at) && !places.every((i) => i < at)) return false;
  const near = at < places[0]! ? Math.min(...places) : Math.max(...places);
  const between = f.text.slice(Math.min(at + name.phrase.length, near), Math.max(at, near));
  return !UNION.test(between) && UNION.test(f.text.slice(Math.min(...places), Math.max(...places)));
}

/** What joins two things named one after the other into one figure or a list of parts. */
const JOINING = /\+|&|,|\bplus\b|\band\b|\bas well as\b|\balong with\b/;

/**
 * Whether a name is joined to a category the question names ("long-term rents plus the airbnb"), not
 * a filter on it ("mortgage interest went to Truist, both loans together": Truist's interest).
 */
function joinedWithGroup(f: Frame, name: Counterparty): boolean {
  const at = f.text.indexOf(name.phrase);
  return f.groups.some((g) => {
    const where = f.text.indexOf(g.phrase);
    if (at < 0 || where < 0) return true;
    const between = at < where ? f.text.slice(at + name.phrase.length, where) : f.text.slice(where + g.phrase.length, at);
    return JOINING.test(between);
  });
}

/** "split X between A and B", "divided between A and B": the parts of one measure. */
const BETWEEN_PARTS = /\b(?:split|splits|divided|divide|breakdown|break\s*down|broken\s+(?:down|out)|share|shares)\b[^?]*\bbetween\b/;

function splitBetween(f: Frame, name: Counterparty): ReturnType<typeof partsOf> {
  if (!BETWEEN_PARTS.test(f.text) || f.groups.length !== 2) return undefined;
  const [wide, narrow] = withinCategories(f.groups[1]!.categories, f.groups[0]!.categories) ? [f.groups[0]!, f.groups[1]!] : [f.groups[1]!, f.groups[0]!];
  const rest = wide.categories.flatMap((cat) => CATEGORIES.filter((c) => c.value === cat || c.value.startsWith(`${cat}:`)).map((c) => c.value)).filter((cat) => !withinCategories([cat], narrow.categories));
  if (!withinCategories(narrow.categories, wide.categories) || rest.length === 0 || !f.text.includes(name.phrase)) return undefined;
  return {
    sides: [
      { label: name.phrase.replace(/\b\w/g, (ch) => ch.toUpperCase()), filter: { text: name.phrase, categories: rest, transaction_type: undefined } },
      { label: narrow.phrase.replace(/^\w/, (ch) => ch.toUpperCase()), filter: { categories: narrow.categories, text: undefined, transaction_type: undefined } },
    ],
    compare: false,
  };
}

/** Words a figure is called by, which a name may carry of its own ("airbnb income"). */
const MEASURE_NOUN = "(?:income|revenues?|earnings|payouts?|expenses?|costs?|spending)";

/**
 * "airbnb income and long term lease income": a name with a measure of its own, joined by "and" to a
 * category's, is one more part asked beside it, no filter on it (whose rows under that category
 * would be none).
 */
const measureOfItsOwn = (f: Frame, name: Counterparty): boolean => {
  const said = escapeRegExp(name.phrase);
  return new RegExp(`\\b${said}\\s+${MEASURE_NOUN}\\s+(?:and|&)\\s|\\b(?:and|&)\\s+(?:the\\s+|our\\s+)?${said}\\s+${MEASURE_NOUN}\\b`).test(f.text);
};

/** "airbnb rental income from both rentals combined": a name right before a category says whose of it, one figure, not a side of its own. */
const nameBeforeGroup = (f: Frame, name: Counterparty): boolean => f.groups.some((g) => new RegExp(`\\b${escapeRegExp(name.phrase)}(?:'s)?\\s+${escapeRegExp(g.phrase)}\\b`).test(f.text));

/**
 * Two or three categories joined as separate asks ("property taxes + insurance", "the hoa and the
 * mortgage interest, each"), none inside another and none an example of another: each is shown with
 * the total. A list of examples ("utilities - power, gas, water") or a net stays one figure.
 */
function separateGroups(f: Frame): Frame["groups"] | undefined {
  const groups = widestGroups(f.groups);
  if (groups.length < 2 || groups.length > 3 || groups.length !== f.groups.length) return undefined;
  if (holds(f, MATCH.net) || netAfter(f) || f.excluded.length > 0 || /\bgross\b/.test(f.text)) return undefined;
  return UNION.test(f.text) || SEPARATELY.test(f.text) || /\beach\b/.test(f.text) ? groups : undefined;
}

/** The span from the first period's start to the last one's end. */
function spanOf(periods: Period[]): Period {
  const start = periods.map((p) => p.start).sort()[0]!;
  const end = periods.map((p) => p.end).sort().at(-1)!;
  return { start, end, label: `${longDate(start)} to ${longDate(end)}` };
}

/** What a business measures of itself: "revenue", "sales", "profit". */
const BUSINESS_MEASURE = "(?:revenue|revenues|income|earnings|sales|profit|profits|turnover)";

/**
 * "how much revenue did Smoky Ridge Co-Hosting LLC make", "the cleaners' income": a figure of the
 * name's own business, when the company only ever pays that name. Its books hold what the company
 * paid it ("what did they make off us" is that), not what it earned.
 */
function theirOwnFigure(f: Frame, context: PlanContext): string | undefined {
  const c = f.counterparty;
  // The name as the patterns below read it: its last word ("saltmarsh coffee roasters" by "roasters").
  const name = c ? escapeRegExp(c.words.at(-1) ?? c.phrase) : "";
  // "how much does the dental practice make a year": a business no record names, said to make money, is not one of our homes.
  // "the company" alone is ours: the question's name for the company asking.
  // "the dental practice" of Bayou Dental Group: the name's words in the business's, said to make money.
  const business = !f.property ? BUSINESS_MAKES.exec(f.text) : null;
  // "the dental practice in Suite 100": a unit's word said of where it is names no one else.
  if (business && business[1] !== "company" && (!c || c.words.every((word) => business[1]!.split(/\s+/).includes(word) || UNIT_WORDS.includes(word)))) return `${business[1]}'s own revenue`;
  // A business that pays us, which the ledger names by its legal form ("Saltmarsh Coffee Roasters
  // LLC"), has revenue of its own too: "how much revenue did it do" asks that, unless we are in it.
  // "Sabinal Creek Family Dentistry's own revenues": said to be their own, whoever they are to us.
  const own = c !== undefined && new RegExp(`\\b${name}(?:'s|s'|s)?\\s+own\\s+(?:${BUSINESS_MEASURE})\\b`).test(f.text);
  // "how much money does Sabinal Creek Dentistry make a year": what a payer makes, as it stands, is its own business's.
  const makesNow = c !== undefined && new RegExp(`\\bhow much(?:\\s+money)?\\s+does\\s+(?:[a-z'-]+\\s+){0,4}?${name}(?:\\s+[a-z.'-]+){0,2}?\\s+(?:make|earn|gross|clear|do)\\b`).test(f.text);
  const payer = c !== undefined && c.revenue > 0 && (own || (!/\b(?:we|our|from|us)\b/.test(f.text) && (businessOf(c.phrase, context) || makesNow)));
  if (payer && makesNow && !/\bus\b/.test(f.text)) return `${c!.phrase}'s own revenue`;
  // A figure said as a payer's own is its business's, never what it paid us: each pattern's first group is the figure.
  const ours = /\b(?:we|us|our)\b/.test(f.text);
  const payerNotUs = c !== undefined && c.revenue > 0 && !ours;
  const ownFigures: [pattern: RegExp, applies: boolean][] = c
    ? [
        // "the bakery's gross sales".
        [new RegExp(`\\b${name}(?:'s|s')\\s+(?:own\\s+|total\\s+|annual\\s+|gross\\s+|net\\s+)?(sales|profits?|turnover|earnings)\\b`), true],
        // "what did Driftwood Bakehouse do in gross sales", "what sales did the bakery have".
        [new RegExp(`\\b${name}(?:\\s+[a-z.'-]+){0,2}?\\s+(?:make|made|do|did|does|have|had|ring up|rang up|book|booked)\\s+in\\s+(?:[a-z]+\\s+)?(sales|profits?|turnover)\\b|\\b(sales|profits?|turnover)\\b[^?]*\\b(?:did|does|do|has|have)\\s+(?:[a-z'-]+\\s+){0,4}?${name}\\b`), !ours],
        // "What was the Brekkes' electric bill last month?": a bill of a payer no line of ours pays.
        [new RegExp(`\\b${name}(?:'s|s'|s|')\\s+((?:[a-z]+\\s+){0,2}?bills?)\\b`), c.revenue > 0 && c.expense === 0],
        // "how much sales the Saltmarsh Coffee makes by month": sales asked of a payer (not its "percentage rent on sales").
        [SALES_ASKED, payerNotUs],
        // "how's saltmarsh doing, are their sales up".
        [/\b(?:their|its)\s+(?:own\s+|total\s+|gross\s+|annual\s+)?(sales|profits?|turnover)\b/, payerNotUs],
      ]
    : [];
  for (const [pattern, applies] of ownFigures) {
    const figure = applies ? pattern.exec(f.text)?.slice(1).find(Boolean) : undefined;
    if (figure) return `${c!.phrase}'s own ${figure}`;
  }
  if (!c || (c.revenue > 0 && !payer) || (c.expense === 0 && !payer) || /\bus\b/.test(f.text)) return undefined;
  const theirs = new RegExp(
    `\\b(${BUSINESS_MEASURE})\\b[^?]*\\b(?:did|does|do|has|have|will|would)\\s+(?:[a-z'-]+\\s+){0,4}?${name}(?:\\s+[a-z.'-]+){0,2}?\\s+(?:make|earn|generate|gross|bring in|take in|have|book|do|report)\\b|\\b${name}(?:\\s+[a-z.'-]+){0,2}?\\s+(?:make|made|earn|earned|do|did|gross|grossed|generate|generated)\\s+in\\s+(?:monthly\\s+|annual\\s+|yearly\\s+|total\\s+|gross\\s+)?(${BUSINESS_MEASURE})\\b|\\b${name}(?:'s|s')\\s+(?:own\\s+|total\\s+|annual\\s+|gross\\s+)?(${BUSINESS_MEASURE})\\b|\\b(${BUSINESS_MEASURE})\\s+of\\s+(?:[a-z'-]+\\s+){0,4}?${name}\\b`,
  ).exec(f.text);
  const measure = theirs?.slice(1).find(Boolean);
  return measure ? `${c.phrase}'s own ${measure}` : undefined;
}

/** "how much sales the coffee shop makes", "sales does it ring up": sales asked as a figure of someone's (not sales tax). */
const SALES_ASKED = /\bhow much\s+(?:in\s+)?(sales|turnover)\b(?!\s+tax)|\b(sales|turnover)\s+(?:[a-z'-]+\s+){0,4}?(?:makes?|made|rings? up|rang up)\b/;

/** "does the dental practice make", "did the coffee shop earn": a business, by a plain noun for one, as the subject of making money. */
const BUSINESS_MAKES = new RegExp(`\\b(?:does|did|do|will|would)\\s+(?:the|that|this|their|our)\\s+((?:[a-z'-]+\\s+){0,3}?(?:${BUSINESS_NOUNS.filter((noun) => !["place", "tenant", "tenants", "machine", "machines"].includes(noun)).join("|")}))(?:\\s+(?:in|at|on)\\s+(?:the\\s+)?[a-z0-9'-]+(?:\\s+[a-z0-9'-]+)?)?\\s+(?:make|earn|gross|bring in|take in|clear|net|do)\\b`);

/** Whether the ledger writes a name as a business's, with its legal form ("saltmarsh coffee roasters llc"). */
const businessOf = (phrase: string, c: PlanContext): boolean => {
  const legal = new RegExp(`\\b${escapeRegExp(phrase)}(?:\\s+[a-z&'-]+){0,3}?,?\\s+(?:${LEGAL_FORMS.map(escapeRegExp).join("|")})\\b`);
  return c.vocabulary.descriptions.some((d) => legal.test(d.text));
};

/**
 * "can you project what the two airbnbs will bring in next summer", "what do we expect to gross in
 * 2027": money asked in the future or of an expectation, for periods that have not begun, is a
 * forecast. No record holds it (a present-tense question of a period ahead is answered as the books
 * stand: nothing yet).
 */
const EXPECTING = /\b(?:will|shall|gonna|going\s+to|expect(?:s|ed|ing)?|project(?:s|ed|ing|ion|ions)?|estimat(?:e|es|ed|ing)|anticipat(?:e|es|ed|ing)|forecast(?:s|ed|ing)?|likely)\b|[a-z]'ll\b/;
const forecastOf = (f: Frame): boolean => f.periods.length > 0 && f.periods.every((period) => period.start > f.today) && EXPECTING.test(f.text);

/**
 * "just the stays themselves, not the sales/room tax we collected": a word said only to be left out,
 * whose rows the figure asked never holds, is used by the plan (its rows are left out already). A
 * word whose rows the figure would hold is not: leaving it out is a figure this plan does not give.
 */
function leftOutAlready(word: string, clauses: string[], p: Plan, c: PlanContext): boolean {
  if (!clauses.some((clause) => new RegExp(`\\b${escapeRegExp(word)}(?:s|es)?\\b`).test(clause))) return false;
  const args = p.calls[0]?.args;
  const categories = Array.isArray(args?.categories) ? (args.categories as string[]) : undefined;
  const text = typeof args?.text === "string" ? args.text.toLowerCase() : undefined;
  if (!categories && !text) return false;
  return c.vocabulary.descriptions
    .filter((d) => holdsWords(d.text, word))
    .every((d) => (text !== undefined && !holdsWords(d.text, text)) || (categories !== undefined && d.categories.size > 0 && ![...d.categories].some((cat) => withinCategories([cat], categories))));
}

/** Words a money plan cannot use: unknown nouns, names of deadlines, and deadline or company words no name took. */
function unusedOf(f: Frame, p: Plan, c: PlanContext): string[] {
  // "co-host fees we paid smoky ridge": every name's words are used, not only the first's.
  const names = f.counterparties.flatMap((c) => c.words);
  const theirs = theirOwnFigure(f, c);
  // "as a percent of rent": the ratio's own words are used by a ratio.
  // "what percentage do they take": the rate a payee's latest line writes uses the word of the rate.
  const ratioWord = (word: string) => (p.focus === "ratio" && RATIO_WORDS.includes(word)) || (p.focus === "latest" && CUT_ASKED.test(f.text) && /^(?:percentage|percent|cut|commission|share|rate|take)$/.test(word));
  const forecast = forecastOf(f) && !f.unknown.includes("a forecast") ? ["a forecast"] : [];
  // "what did travis and jolene pay": the others a tenant's record names beside the payee the ledger writes.
  const household = householdOf(f.counterparty?.words ?? [], c.properties);
  // "... CAM and other reimbursements" left out: names the plan does not take off unless their rows are outside it already.
  const leftOut = (f.leftOutNames ?? []).map((one) => one.phrase).filter((phrase) => !(p.focus === "without" && p.sides?.includes(phrase)) && !p.calls.some((one) => one.args.exclude_text === phrase) && !whoseLeftOut(f, phrase));
  const clauses = [...f.text.matchAll(LEFT_OUT_CLAUSE)].map((m) => m[0]);
  // "leif": a tenant's word the record names, whose rows the plan reads by another word of the name.
  // "how much grazing rent did wes pay": so is one whose rows are all the name's the plan reads.
  const tenant = tenantOfWord(f, c);
  const theirRows = (name: string) => c.vocabulary.descriptions.filter((d) => holdsWords(d.text, name)).every((d) => holdsWords(d.text, tenant!.rows));
  // "cell tower ground rent": a word the deadlines write right before a word of the name read ("tower") only says which.
  const beforeName = (word: string) => names.includes(new RegExp(`\\b${escapeRegExp(word)}\\s+([a-z0-9'-]+)`).exec(f.text)?.[1] ?? "");
  // "insurance of the pool house last yr, windstorm, flood, everything": a word listed between commas whose
  // rows are all of the category asked is an example of it, as the frame read it, not a deadline's word left over.
  const example = (word: string) => {
    if (f.categories.length === 0 || !new RegExp(`[,/&]\\s*${escapeRegExp(word)}\\s*(?:[,/&)]|etc\\b)`).test(f.text)) return false;
    const rows = c.vocabulary.descriptions.filter((d) => holdsWords(d.text, word));
    return rows.length > 0 && rows.every((d) => [...d.categories].every((cat) => withinCategories([cat], f.categories)));
  };
  const tenantWord = tenant && p.calls.some((one) => one.args.text === tenant.rows || (typeof one.args.text === "string" && theirRows(one.args.text))) ? tenant.word : undefined;
  // "what does it work out to per acre": the unit's words are used by dividing.
  const perWords = perUnitWords(f.text, p.property);
  const unused = [...(theirs ? [theirs] : []), ...forecast, ...f.unknown.filter((word) => !ratioWord(word) && !household.has(word) && word !== tenantWord && !perWords.has(word)), ...f.obligationWords.filter((word) => !names.includes(word) && !beforeName(word) && !example(word)), ...f.domainWords.filter((word) => !names.includes(word)), ...leftOut].filter(
    // "not counting the Unit C make-ready turnover": a word of the part the figure leaves out is used by leaving it out.
    (word) => !leftOutAlready(word, clauses, p, c) && !(p.focus === "without" && (p.sides ?? []).some((side) => side.toLowerCase().split(/\s+/).includes(word))),
  );
  // "what did those cost?" with nothing the previous turn could give it: the question names no records of its own.
  // "how much did we pay them last month?" after nothing that named them: a period does not say whom.
  const party = f.anaphora !== undefined && /^(them|they|him|her|he|she)$/.test(f.anaphora);
  // "repairs for unit A" where no row says which unit a cost was for: the home's figure is not the unit's.
  const unit = p.calls.every((one) => one.args.text === undefined) && !BY_UNIT.test(f.text) ? unitTenantSaid(f.text, p.property ? [p.property] : []) : undefined;
  if (unit) unused.push(`unit ${unit.unit}`);
  // "rent from unit C" where neither a record nor a row says which rows are that unit's: not the whole home's figure.
  const unsaid = !unit && p.calls.every((one) => one.args.text === undefined) ? oneUnitSaid(f, c) : undefined;
  if (unsaid !== undefined) unused.push(`unit ${unsaid}`);
  const dangling = !p.followUp && (f.periods.length === 0 || party) && !p.property && !f.categories.length && !f.counterparty && f.anaphora && /^(those|these|them|that|they|it|its|this|him|her|he|she)$/.test(f.anaphora);
  return dangling ? [...unused, f.anaphora!] : unused;
}

function understoodOf(f: Frame, p: Plan): string {
  const parts = [p.focus === "compare" ? "a comparison of income and expenses" : f.phrases.length ? f.phrases.join(" and ") : "income and expenses"];
  if (f.counterparty) parts.push(`mentioning "${f.counterparty.phrase}"`);
  if (p.property) parts.push(`for ${p.property.address}`);
  if (f.periods[0]) parts.push(`in ${f.periods[0].label}`);
  return parts.join(" ");
}

// ---- Follow-ups ----

/** "which bill was the biggest", "what was the smallest one": one row of those just totalled. */
const WHICH_ONE_WAS = /^(?:and\s+|so\s+)?(?:which|what)\s+(?:[a-z']+\s+){0,2}(?:was|were|is)\s+(?:the\s+)?(?:biggest|largest|highest|smallest|lowest|most expensive|priciest|cheapest)\b/;
const RANK_BY = /\b(?:which|what)\s+(month|quarter|category|property)\b/;
const RANK_MIN = wordsMatcher(["lowest", "least", "smallest", "fewest", "cheapest"]);
const RANK_MAX = wordsMatcher(["highest", "most", "biggest", "largest", "greatest", "top", "priciest"]);
const WHICH_PROPERTY = /\b(?:which|what)\s+(?:propert(?:y|ies)|homes?|houses?|rentals?|units?|places?)\b|\bwhere\b/;

/**
 * "how many cleanings was that", "how many turnovers did that cover": the rows of the last figure
 * counted, as the kind they are; the thing counted (1) and the verb after it (2) name nothing else.
 */
const COUNT_OF_THAT = /\bhow many\s+([a-z'-]+(?:\s+[a-z'-]+)?)\s+(?:was|were|is|are|did|does|do)\s+(?:that|this|those|these|it|they)(?:\s+([a-z]+))?\s*\??\s*$/;

/** A count of the last figure's rows, with the thing counted and its verb read as no new name or word: "turnovers" is what is counted, not a payee. */
function countOfThat(f: Frame): Frame | undefined {
  const m = f.anaphora ? COUNT_OF_THAT.exec(f.text) : null;
  if (!m) return undefined;
  const said = new Set([...m[1]!.split(/\s+/), ...(m[2] ? [m[2]] : [])]);
  const named = f.counterparty !== undefined && f.counterparty.words.every((word) => said.has(word));
  if (!named && f.categories.length === 0) return undefined;
  return { ...f, ...(named ? { counterparty: undefined, counterparties: [] } : {}), unknown: f.unknown.filter((word) => !said.has(word)), obligationWords: f.obligationWords.filter((word) => !said.has(word)) };
}

/** "how much of that", "what part of it": a part of the figure just given, whose filters stay. */
const PART_OF_THAT = /\b(?:how much|how many|what part|what portion|what share|which part)\s+of\s+(?:that|it|this|those|these|them)\b|\b(?:out\s+of|from)\s+(?:that|it|this|those|these|them)\s*\??\s*$/;

/** "not counting the deposit we kept from Garrett": a name said just after a kind left out says whose it is, nothing more to take off. */
const whoseLeftOut = (f: Frame, name: string): boolean => f.excludedPhrases.some((phrase) => new RegExp(`\\b${escapeRegExp(phrase)}\\s+(?:[a-z'-]+\\s+){0,3}?${escapeRegExp(name)}\\b`).test(f.text));

/** The words a follow-up may hold beside the slots it changes. */
function onlySlots(f: Frame, categories: readonly string[] = []): boolean {
  const restates = (word: string) => restatesCategories(word, categories);
  return f.unknown.filter((word) => !restates(word)).length === 0 && f.obligationWords.filter((word) => !(f.counterparty?.words ?? []).includes(word) && !restates(word)).length === 0;
}

/** "which property had the biggest premium" after the insurance premiums: a word of the previous answer's own categories says them again. */
export function restatesCategories(word: string, categories: readonly string[]): boolean {
  const stem = word.replace(/s$/, "");
  return categories.length > 0 && CATEGORY_PHRASES.some(([phrase, values]) => withinCategories(values, categories) && phrase.split(/\s+/).some((part) => part.replace(/s$/, "") === stem));
}

/** Words for whom a payment went to: "the vendor", "which contractor", "the plumber". */
const PAYEE = "(?:vendors?|compan(?:y|ies)|contractors?|payees?|business(?:es)?|cleaners?|crews?|outfits?|firms?|services?|providers?|suppliers?|carriers?|insurers?|landscapers?|plumbers?|roofers?|electricians?|handym[ae]n)";
/** "who did the work", "who was paid", "who were they", "which vendor was that", "who was the vendor?", "who do we pay those to"; "who was the condo one paid to": whom the same payments name (of a home, when one is named). */
const WHO_WAS_PAID = new RegExp(
  "^\\s*(?:and\\s+)?who\\s+(?:did\\s+(?:the|that|this|it)(?:\\s+work)?|was\\s+(?:paid|it|that)|(?:has\\s+|have\\s+)?paid\\s+(?:them|those|these|it|that)(?:\\s+to\\s+us)?\\s*\\??\\s*$|were\\s+(?:they|those|the\\s+vendors?)|got\\s+paid|did\\s+we\\s+pay|do\\s+we\\s+pay\\s+(?:those|these|them|that|it|this)(?:\\s+to)?\\s*\\??\\s*$|(?:was|were)\\s+(?:the|that|those)\\b[^?]*\\bpaid\\b)" +
    `|^\\s*(?:and\\s+|so\\s+)?(?:which|what)\\s+(?:[a-z]+\\s+)?${PAYEE}\\s+(?:was|were|is|are|did)\\b` +
    `|^\\s*(?:and\\s+|so\\s+)?who(?:'s|s|\\s+is|\\s+was|\\s+were)\\s+(?:the|our)\\s+${PAYEE}\\s*\\??\\s*$`,
);
/** "who was the vendor on that one", "who's the carrier on that one", "who is the agency for it": a party the last answer's rows name. */
export const WHO_OF_IT = /^\s*(?:and\s+|so\s+|ok\s+)?who(?:'s|s|\s+is|\s+was)?\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:on|for|of|with|behind)\s+(?:that|it|this|the\s+(?:biggest|largest|highest|smallest|lowest|most expensive|priciest|cheapest))(?:\s+(?:one|payment|job|bill|charge|expense))?\s*\??\s*$/;
/** "who's the policy with?", "who is it through", "which company is that with": the party of the thing just answered. */
export const WHO_WITH = /^\s*(?:and\s+|so\s+|ok\s+)?(?:who|which\s+(?:company|carrier|insurer|firm|agency|bank|lender|provider|vendor))(?:'s|s|\s+is|\s+was|\s+are)\s+(?:the\s+|that\s+|this\s+|our\s+)?(?:[a-z]+\s+)?(?:with|through|by|from)\s*\??\s*$/;
/** "who installed it?", "who fixed that", "who put it in": whoever did the work of the payments just totalled (the verb names no one). */
const WHO_DID_IT = new RegExp(`^\\s*(?:and\\s+|so\\s+|ok\\s+)?who\\s+(${WORK})\\s+(?:it|that|this|them|those)(?:\\s+(?:in|up|for\\s+us))?\\s*\\??\\s*$`);
/** "when was that", "on what date was it": when the payments just totalled were made. */
const WHEN_WAS = /^\s*(?:and\s+|so\s+|ok\s+)?(?:when|on\s+what\s+(?:date|day)s?|what\s+(?:date|day)s?|which\s+(?:date|day)s?)\b/;
/**
 * "what was that for", "what were those for", "what was that job for": what the payments just totalled
 * paid for. The one word after "that" names those payments again, whatever it is (payment, job, visit).
 */
const WHAT_FOR = /^\s*(?:and\s+|so\s+|ok\s+)?what\s+(?:was|were|is|are)\s+(?:that|it|this|those|these|they)(?:\s+([a-z]+))?\s+(?:for|about)\b/;
/** "the last time", "last time we paid": one payment, the latest. */
export const LAST_TIME = /\b(?:the\s+)?last\s+time\b|\bmost\s+recent(?:ly)?\b/;

/** A follow-up of a money question: another period, property, category or counterparty; those totalled or counted; ranked; where it was. */
function followTransactions(asked: Frame, previous: Entities, c: PlanContext): Plan | null {
  // "ok and when's his lease up?" after his rent: a date of another thing, which no figure of the same payments answers.
  if (WHEN_OF_A_THING.test(asked.text)) return null;
  const countOf = countOfThat(asked);
  const f = countOf ?? asked;
  // All income is read by category only to name the rent in it: a follow-up changes the figure asked.
  const prevArgs = previous.focus === "income" && previous.args ? { ...previous.args, group_by: undefined } : previous.args;
  if (!previous.tool || !prevArgs || prevArgs.entity !== "transactions") return null;
  const period = followUpPeriod(f, previous);
  // "what about net for the year?", "and the income?": another side of the ledger, same period and place.
  // "what did it cost us?" after what a home brought in: the other side of the same home and period.
  const sideBefore = sideOfArgs(prevArgs);
  const otherSideOfIt = f.anaphora !== undefined && /^(?:it|this|the place)$/.test(f.anaphora) && !f.counterparty && f.categories.length === 0 && ((sideBefore === "REVENUE" && COSTS_ASKED.test(f.text) && !EARNED_ASKED.test(f.text)) || (sideBefore === "EXPENSE" && EARNED_ASKED.test(f.text) && !COSTS_ASKED.test(f.text)));
  const side = f.elliptical && f.categories.length === 0 ? (holds(f, MATCH.net) ? "net" : holds(f, MATCH.revenue) && !holds(f, MATCH.expense) ? "REVENUE" : holds(f, MATCH.expense) && !holds(f, MATCH.revenue) ? "EXPENSE" : undefined) : undefined;
  // "which property had the biggest premium" after the insurance premiums: the same category said again changes nothing.
  const before = Array.isArray(prevArgs.categories) ? prevArgs.categories.filter((cat): cat is string => typeof cat === "string") : [];
  const restated = f.categories.length > 0 && before.length > 0 && withinCategories(f.categories, before) && withinCategories(before, f.categories);
  // So does a name of the ledger made of its words ("premium", on the insurers' lines), unless it takes
  // the place of the name the last figure was of ("ok and airbnb?" after the vrbo bookings: "airbnb
  // bookings" are the same category, but another payer's).
  const swapped = f.counterparty !== undefined && typeof prevArgs.text === "string" && prevArgs.text !== f.counterparty.phrase;
  const renamed = f.counterparty !== undefined && (swapped || !f.counterparty.words.every((word) => restatesCategories(word, before)));
  // "and on the other two houses?": the same of each home named, and together.
  const homes = f.property ? [] : f.named;
  // "which property had the largest bill that year?": the previous period said again changes nothing.
  const samePeriod = period !== undefined && previous.period !== undefined && period.start === previous.period.start && period.end === previous.period.end;
  const changes = (period !== undefined && !samePeriod) || f.property !== undefined || homes.length > 1 || (f.categories.length > 0 && !restated) || renamed || side !== undefined;
  const pointsBack = f.anaphora !== undefined;
  const ask = (args: Record<string, unknown>, rest: Partial<Plan>): Plan => ({
    intent: "transactions",
    calls: [call(previous.tool!, args)],
    periods: previous.period ? [previous.period] : [],
    phrases: [],
    confident: true,
    followUp: true,
    ...rest,
  });
  // "what did it cost us?" after what a home brought in: the other side of the same home and period.
  if (otherSideOfIt) {
    const { categories: _c, ...same } = prevArgs;
    return ask({ ...same, transaction_type: sideBefore === "REVENUE" ? "EXPENSE" : "REVENUE", aggregate: "sum", group_by: undefined }, {});
  }
  // "how many nights was it booked that year" after its bookings' income: the stays, not the payments.
  // "and how many bookings was that": a count of the stays too.
  if (holds(f, MATCH.stays) && (/\bnights?\b|\boccupan/.test(f.text) || holds(f, MATCH.count)) && !holds(f, MATCH.stayMoney)) return null;
  // "who did the work?", "who was paid?": the same payments, listed with whom they name.
  // "who did the plumbing job?" after the repairs: those of them the category names.
  const within = f.categories.length > 0 && before.length > 0 && withinCategories(f.categories, before);
  // "who was that paid to?" after the single biggest expense: that one payment again, which names whom.
  const one = prevArgs.aggregate === "max" || prevArgs.aggregate === "min";
  const listed = (narrowed: Record<string, unknown> = {}) => {
    const { group_by: _g, ...args } = prevArgs;
    return one && Object.keys(narrowed).length === 0 ? ask({ ...args, limit: 1 }, {}) : ask({ ...args, ...narrowed, aggregate: "list", limit: 10 }, {});
  };
  // "and her neighbor in unit A?" after what Ingrid pays: the same of that unit's tenant, in the home
  // named, else the one whose record names the tenant asked about before.
  const home = f.property ?? (typeof prevArgs.text === "string" ? homeOfTenant(prevArgs.text, c) : undefined) ?? c.previousProperty;
  const said = unitAsked(f, home, c);
  const neighbor = said && (!f.counterparty || f.counterparty.phrase === previous.counterparty) && f.categories.length === 0 && f.unknown.every((word) => word === said.occupant) ? unitRows(said, sideOfArgs(prevArgs) === "EXPENSE", c) : undefined;
  if (neighbor && neighbor !== prevArgs.text) {
    return ask({ ...prevArgs, text: neighbor, ...(f.property ? { property: f.property.id } : {}), ...(period ? periodArgs(period) : {}) }, { ...(period ? { periods: [period] } : {}), ...(previous.focus === "latest" ? { focus: "latest" } : {}) });
  }
  // "who's the insurer on that one?": the party's role ("insurer") is no name to look for, whatever the ledger holds like it.
  const did = WHO_DID_IT.exec(f.text)?.[1];
  const role = did ? [did] : WHO_OF_IT.test(f.text) || WHO_WITH.test(f.text) ? (/\bwho(?:'s|s|\s+is|\s+was)?\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:on|for|of|with|behind|through|by|from)\b/.exec(f.text)?.[1]?.split(/\s+/) ?? []) : [];
  const roleOnly = f.counterparty !== undefined && f.counterparty.words.every((word) => role.includes(word));
  if ((WHO_WAS_PAID.test(f.text) || WHO_OF_IT.test(f.text) || WHO_WITH.test(f.text) || did !== undefined) && !period && (f.categories.length === 0 || within) && (!renamed || roleOnly)) {
    // "who was the vendor on the biggest one?" after a total: the largest (or smallest) of the same rows, which names whom.
    const ranked = WHO_OF_IT.test(f.text) ? (RANK_MIN.test(f.text) ? "min" : RANK_MAX.test(f.text) ? "max" : undefined) : undefined;
    if (ranked && !one && !prevArgs.group_by) return ask({ ...prevArgs, ...(within ? { categories: f.categories } : {}), ...(f.property ? { property: f.property.id } : {}), aggregate: ranked, limit: 1 }, {});
    return listed({ ...(within ? { categories: f.categories } : {}), ...(f.property ? { property: f.property.id } : {}) });
  }
  // "who did the deck work, and what did it cost?" after the repairs: those of the same payments that name it, with whom they name.
  if (WHO_WAS_PAID.test(f.text) && !period && renamed && !roleOnly && f.counterparty && (f.categories.length === 0 || within)) {
    return listed({ text: f.counterparty.phrase, ...(within ? { categories: f.categories } : {}), ...(f.property ? { property: f.property.id } : {}) });
  }
  // "when was that?", "what was that for?": the same payments, listed with their dates and what each was.
  const renaming = WHAT_FOR.exec(f.text)?.[1];
  const rest = renaming ? { ...f, unknown: f.unknown.filter((word) => word !== renaming), obligationWords: f.obligationWords.filter((word) => word !== renaming) } : f;
  // "and when is it due?" asks the deadline, not when the payments were made.
  const due = /\b(?:due|deadline|expires?|expiring|renews?|renewal)\b/.test(f.text);
  if ((WHEN_WAS.test(f.text) || WHAT_FOR.test(f.text)) && (pointsBack || f.elliptical) && !changes && !due && onlySlots(rest, before)) return listed();
  // "was he ever late paying?" after what Wendell paid: his payments, with their dates and any late fee
  // among them (over every date when "ever" is said), not rows with "late" in them.
  const lateWords = !f.counterparty || f.counterparty.words.every((word) => word === "late" || word === "paying");
  if (LATE.test(f.text) && typeof prevArgs.text === "string" && (pointsBack || PRONOUN.test(f.text) || f.elliptical) && lateWords && !f.property && f.categories.length === 0) {
    const { categories: _c, transaction_type: _t, group_by: _g, start_date: _s, end_date: _e, ...args } = prevArgs;
    const ever = /\b(?:ever|always|any time|anytime)\b/.test(f.text);
    const over = period ?? (ever ? undefined : previous.period);
    return { ...ask({ ...args, ...periodArgs(over), aggregate: "list", limit: 20 }, {}), periods: over ? [over] : [] };
  }
  // "what did we pay for it last time?": the latest of the same payments.
  if (LAST_TIME.test(f.text) && !period && f.categories.length === 0 && !f.counterparty) {
    const { start_date: _s, end_date: _e, group_by: _g, ...args } = prevArgs;
    return { ...ask({ ...args, aggregate: "list", limit: 1 }, { focus: "latest" }), periods: [] };
  }
  // "whats her monthly rent" after her rent: the latest payment of the same, as it stands.
  if (PRESENT_RATE.test(f.text) && !period && !f.property && !f.counterparty) {
    const { start_date: _s, end_date: _e, group_by: _g, ...args } = prevArgs;
    return { ...ask({ ...args, aggregate: "list", limit: 1 }, { focus: "latest" }), periods: [] };
  }
  // "which month was the highest?": the same transactions, by month (quarter, category, property), and the top one.
  const rankBy = !changes ? RANK_BY.exec(f.text)?.[1] : undefined;
  const rankPick = RANK_MIN.test(f.text) ? "min" : RANK_MAX.test(f.text) ? "max" : undefined;
  if (rankBy && rankPick && onlySlots(f, before)) {
    const args: Record<string, unknown> = { ...prevArgs, aggregate: "sum", group_by: rankBy };
    delete args.limit;
    return ask(args, { pick: rankPick });
  }
  // "which county bill was the biggest?" after a total: the largest (or smallest) of the same rows.
  if (rankPick && !rankBy && !period && !f.property && f.categories.length === 0 && WHICH_ONE_WAS.test(f.text) && (prevArgs.aggregate === "sum" || prevArgs.aggregate === "count") && !prevArgs.group_by) {
    return ask({ ...prevArgs, aggregate: rankPick, limit: 1 }, {});
  }
  // "which property was that?": where the one payment was, or the same figures by property.
  if (!changes && pointsBack && WHICH_PROPERTY.test(f.text) && onlySlots(f, before)) {
    const one = prevArgs.aggregate === "max" || prevArgs.aggregate === "min" || (prevArgs.aggregate === "list" && prevArgs.limit === 1);
    // "which unit was that for?" where homes have units: the payments, whose lines name the unit ("Unit 2 AC repair").
    if (/\bunits?\b/.test(f.text) && !prevArgs.group_by && c.properties.some((row) => tenantsOf(row.extraMetadata).some((t) => t.unit))) return listed();
    return one ? ask({ ...prevArgs, limit: 1 }, { focus: "property_of" }) : ask({ ...prevArgs, aggregate: "sum", group_by: "property" }, {});
  }
  // "same for last yr" after "base rent + the apts, ytd": each of the figures asked side by side or together, in the new period.
  const sidesAgain = previous.sides && period && (previous.focus === "together" || previous.focus === "compare") && !f.property && homes.length <= 1 && f.categories.length === 0 && !f.counterparty && side === undefined && !COMPARED_WITH.test(f.text) && onlySlots(f, before);
  if (sidesAgain && previous.sides!.every((one) => one.args.entity === "transactions" && !one.args.group_by)) {
    const calls = previous.sides!.map((one) => call(previous.tool!, { ...one.args, ...periodArgs(period) }));
    return { ...ask(prevArgs, {}), calls, periods: [period], sides: previous.sides!.map((one) => one.label), ...(previous.side_kind ? { sideKind: previous.side_kind } : {}), focus: previous.focus };
  }
  // "how does that compare with the same qtr last yr?": the previous period beside the new one.
  const comparedWith = period && previous.period && !f.property && f.categories.length === 0 && !f.counterparty && COMPARED_WITH.test(f.text) && onlySlots(f, before);
  if (comparedWith && (prevArgs.aggregate === "sum" || prevArgs.aggregate === "count") && !prevArgs.group_by) {
    const sides = [previous.period!, period];
    return { ...ask(prevArgs, {}), calls: sides.map((p) => call(previous.tool!, { ...prevArgs, ...periodArgs(p), aggregate: "sum" })), periods: sides, focus: "compare" };
  }
  // "break that down by property", "by month?": the same transactions, grouped.
  const regroup = !changes && (pointsBack || f.elliptical) ? groupByOf(f) : undefined;
  if (regroup && onlySlots(f, before)) {
    // "what's that on average per month": the average month, not each month alone.
    const average = regroup === "month" && holds(f, MATCH.average) && prevArgs.aggregate !== "count";
    const args: Record<string, unknown> = { ...prevArgs, aggregate: prevArgs.aggregate === "count" ? "count" : average ? "average" : "sum", group_by: regroup };
    delete args.limit;
    return ask(args, {});
  }
  // "how much is that a month?": the same transactions, as the average month.
  if (!changes && pointsBack && MONTHLY.test(f.text) && onlySlots(f, before)) {
    const args: Record<string, unknown> = { ...prevArgs, aggregate: "average", group_by: "month" };
    delete args.limit;
    return ask(args, {});
  }
  // "how much was that?" after the last flood insurance payment: that one payment, not all of its kind.
  const onePayment = (prevArgs.aggregate === "list" && prevArgs.limit === 1) || one;
  if (onePayment && !changes && pointsBack && /\b(?:how much|what did (?:that|it) cost|what was the amount|the amount)\b/.test(f.text) && !holds(f, MATCH.count) && !/\b(?:total|altogether|in all|combined)\b/.test(f.text) && onlySlots(f, before)) {
    return { ...ask({ ...prevArgs }, previous.focus === "latest" ? { focus: "latest" } : {}), periods: previous.period ? [previous.period] : [] };
  }
  // "what did those cost?", "how many were there?": the same transactions, totalled or counted.
  // After one payment or a list, "how much did we pay them in total last year?" is a sum, over the new period too.
  // "how many cleanings was that" after what the cleaner was paid: those payments counted, of the kind said (the name stays).
  const counted = countOf !== undefined && !period && !f.property && !f.counterparty && homes.length < 2;
  // "and how many cleanings in 2024?": another kind, counted, as said.
  const measure = counted || (f.categories.length > 0 && /\bhow many\b/.test(f.text) && holds(f, MATCH.count)) ? "count" : pointsBack && (!changes || prevArgs.aggregate === "list") ? (holds(f, MATCH.count) ? "count" : /\b(cost|costs|how much|total|add up|come to)\b/.test(f.text) ? "sum" : undefined) : undefined;
  // "and without the special assessment?": the last figure less a name of its rows.
  const leftOutOfIt = f.excludedName !== undefined && WITHOUT_IT.test(f.text) && f.categories.length === 0 && !f.counterparty;
  // "just the apartments?": the last figure's building, its units only.
  const justUnits = JUST.test(f.text) && UNIT_PLURALS.some(([plural]) => plural.test(f.text)) && f.categories.length === 0 && !f.counterparty;
  if (!(f.elliptical || pointsBack) || !(changes || measure || leftOutOfIt || justUnits) || !(onlySlots(f, before) || leftOutOfIt || justUnits)) return null;
  // A question with a measure of its own ("what was our rental income in Q3?") is a new question, not a change.
  if (!f.elliptical && (f.categories.length > 0 || holds(f, MATCH.money)) && !measure && !pointsBack) return null;
  const args: Record<string, unknown> = { ...prevArgs };
  if (measure) {
    args.aggregate = measure;
    delete args.limit;
    delete args.group_by;
  }
  const periods: Period[] = [];
  if (period) {
    Object.assign(args, periodArgs(period));
    periods.push(period);
  } else if (previous.period) periods.push(previous.period);
  if (f.property) args.property = f.property.id;
  // "what about the duplex?" after what Brianna paid: the same of the duplex, when she is another
  // home's tenant. A platform's or a vendor's name stays ("what about the duplex?" after Airbnb's payouts).
  if (f.property && !f.counterparty && typeof args.text === "string") {
    const words = args.text.split(/\s+/);
    const home = c.properties.find((row) => tenantsOf(row.extraMetadata).some((t) => t.name.toLowerCase().split(/\s+/).some((word) => words.includes(word))));
    if (home && home.id !== f.property.id && !incomeByProperty(c.vocabulary, args.text).has(f.property.id)) delete args.text;
  }
  if (side) {
    delete args.categories;
    if (side === "net") delete args.transaction_type;
    else args.transaction_type = side;
  }
  // "ok and with the late fees added in?" after the rent: the rent and the late fees together.
  const added = f.categories.length > 0 && before.length > 0 && ADDED_IN.test(f.text) && !f.excluded.length;
  if (added) {
    args.categories = [...new Set([...before, ...f.categories])];
    delete args.transaction_type;
  } else if (f.categories.length > 0) {
    // "and his utility fee?" after what Jalen pays: his own rows of that word, what he pays besides the rent.
    const his = !f.counterparty && typeof prevArgs.text === "string" && PERSON_PRONOUN.test(f.text) && sideOfArgs(prevArgs) === "REVENUE" && f.categories.every((cat) => cat.startsWith("expense:")) && f.phrases.length === 1;
    args.categories = f.categories;
    delete args.transaction_type;
    if (his) {
      delete args.categories;
      args.transaction_type = "REVENUE";
      args.also_text = f.phrases[0];
    }
    // Another measure is another question about the same period and place: the previous name goes,
    // unless the question asks a part of the last figure ("how much of that was their co-host fee").
    if (!f.counterparty && !PART_OF_THAT.test(f.text) && !counted && !his) delete args.text;
    // "and how much of that did the property manager keep?" after a tenant's rent: a cost of that
    // income is no row of the tenant's name, but of the home that income is from.
    const otherSide = !his && before.length > 0 && before.every((cat) => cat.startsWith("revenue:")) && f.categories.every((cat) => cat.startsWith("expense:"));
    if (otherSide && !f.counterparty && typeof args.text === "string") {
      const rentedFrom = [...incomeByProperty(c.vocabulary, args.text).keys()];
      delete args.text;
      if (rentedFrom.length === 1 && !args.property) args.property = rentedFrom[0];
    }
  }
  // "and without the special assessment?" after HOA dues that held it: the same, less the rows that write it.
  if (leftOutOfIt) args.exclude_text = f.excludedName;
  // "and on that basis, what did it net?" after the expenses without the new roof: the roof stays out
  // of the same rows asked another way (another period, place or side), not of another kind or name.
  else if (previous.left_out && f.categories.length === 0 && !f.counterparty && args.text !== previous.left_out) args.exclude_text = previous.left_out;
  // "just the apartments?" after the building's income: its units, as its rows write them.
  const building = typeof args.property === "string" ? c.properties.find((row) => row.id === args.property) : undefined;
  const units = building && justUnits ? unitsOfHome(f, building, c) : undefined;
  if (units) args.text = units;
  if (f.counterparty) {
    // "space 12?" after space 7's rent: the other unit, as the rows write it.
    const unit = UNIT_WRITTEN.includes(f.counterparty.phrase) ? unitWritten(f, sideOfArgs(args) === "EXPENSE" ? "expense" : "revenue", c) : undefined;
    args.text = unit ?? f.counterparty.phrase;
    // "how much did airbnb take in fees on that": what the name charged, as the question says it.
    const said = f.categories.length === 0 ? directionOf(f.main, f.groups) : undefined;
    const type = said ?? typeOf(f.counterparty);
    // "what about Devon?" after Ingrid's rent: the rent still, when Devon's payments are of its kind.
    const kept = Array.isArray(args.categories) && args.categories.every((value) => typeof value === "string" && value.startsWith(type === "REVENUE" ? "revenue:" : "expense:"));
    if (type && !f.categories.length && !kept) {
      args.transaction_type = type;
      delete args.categories;
    }
  }
  if (homes.length > 1 && (args.aggregate === "sum" || args.aggregate === "count") && !args.group_by) {
    const calls = homes.slice(0, 4).map((row) => call(previous.tool!, { ...args, property: row.id }));
    return { ...ask(args, {}), calls, periods, sides: homes.slice(0, 4).map((row) => row.address), focus: "together", ...(typeof args.text === "string" ? { counterparty: args.text } : {}) };
  }
  // "and the same for the New Braunfels house?" after 2024 vs 2025 at the fourplex: both years again, of the place now asked.
  const compared = !period && previous.compared_periods?.length === 2 && (args.aggregate === "sum" || args.aggregate === "count") && !args.group_by ? previous.compared_periods : undefined;
  if (compared) {
    const calls = compared.map((one) => call(previous.tool!, { ...args, ...periodArgs(one) }));
    return { ...ask(args, {}), calls, periods: compared, property: f.property ?? c.properties.find((row) => row.id === args.property), focus: "compare", ...(typeof args.text === "string" ? { counterparty: args.text } : {}) };
  }
  const beside = incomeBesideRent(f, args);
  // "and last year?" after all the cabin's income: all its income again, with the rent in it.
  const allIncome = previous.focus === "income" && !measure && allIncomeOf(args);
  if (allIncome) args.group_by = "category";
  return {
    intent: "transactions",
    calls: [call(previous.tool, args), ...beside],
    periods,
    phrases: f.categories.length ? f.phrases : [],
    property: f.property ?? c.properties.find((row) => row.id === args.property),
    confident: true,
    followUp: true,
    // "and ytd?" after the gross rental income: the gross rental income again.
    // "and total expenses for the same quarter?" after it: another side, no gross income.
    ...(previous.focus === "gross" && !measure && f.categories.length === 0 && args.transaction_type === "REVENUE" ? { focus: "gross" } : beside.length ? { focus: "rent" } : allIncome ? { focus: "income" } : {}),
    ...(typeof args.text === "string" ? { counterparty: args.text } : {}),
  };
}

/** Income, expenses and net: sums, counts, averages, the largest, lists, breakdowns and comparisons. */
export const transactions: Intent = {
  name: "transactions",
  // A document word ("the kept deposit included") does not make a measure over a period a question of the papers,
  // nor one in what the figure leaves out ("not counting the NNN estimate").
  recognise: (f, c) =>
    asksMoney(f) &&
    !LIMIT_ASKED.test(f.text) &&
    // "how much did the company distribute to the members": money paid out to members, which no row records unless the ledger writes it so.
    !(PAYOUTS.test(f.text) && !c.vocabulary.descriptions.some((d) => PAYOUTS.test(d.text))) &&
    // "the late charge per the note": what a paper sets, though the ledger names the note's payments.
    !(PER_PAPER.test(f.text) && f.periods.length === 0) &&
    // "pet rent from the brekkes ytd": a word of a name the ledger holds ("pet rent") names its rows, not a paper.
    // "what percentage do they take" of a payee named: its rate, which its latest line writes, whatever papers call it.
    (CUT_ASKED.test(f.text) ||
    !holds({ text: (f.counterparty?.words ?? []).filter((word) => holds({ text: word }, MATCH.document) && f.counterparty!.phrase.includes(" ") && f.counterparty!.phrase.split(" ").includes(word)).reduce((rest, word) => rest.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, "g"), " "), withoutLeftOut(f.rest)) }, MATCH.document) || (f.periods.length > 0 && (f.categories.length > 0 || /\b(how much|total|spent|spend|paid|earn|earned|premiums?)\b/.test(f.text) || [MATCH.revenue, MATCH.expense, MATCH.net].some((m) => holds(f, m))))),
  plan: planTransactions,
  unused: unusedOf,
  understood: understoodOf,
  write(p, results) {
    const data = resultsOf(results, "transactions");
    if (p.recordsFrom && data.every((one) => one.totals.count === 0)) {
      return `No transactions are recorded for ${p.periods.map((period) => period.label).join(" or ")}: the records begin on ${longDate(p.recordsFrom)}, so I can't give a figure for a period before that.`;
    }
    if (p.focus === "rent-change" && data[0]) return writeRentChanges(data[0]);
    if (p.focus === "without") return writeWithout(p, data);
    if (p.focus === "ratio") return writeRatio(p, data);
    if (p.focus === "compare" || p.focus === "together") return writeComparison(p, data);
    if (p.focus === "gross" && data[0]?.group_by !== "category" && data[1]) return writeGrossBy(data[0]!, data[1], p.periods[0]?.label);
    if (p.focus === "rent" && data[0] && data[1]) return writeTransactions(p, data[0]) + incomeBeside(data[0], data[1]);
    if (p.focus === "net-capital" && data[0] && data[1]) return writeTransactions(p, data[0]) + capitalNote(data[0], data[1]);
    if (p.focus === "furniture" && data[0]) return writeTransactions(p, data[0]) + furnitureOnRecord(resultsOf(results, "properties")[0]?.items[0]);
    // "what does that work out to per acre": the total, divided by the count.
    const per = p.per && data[0] && data[0].totals.count > 0 && !data[0].group_by && data[0].aggregate === "sum" && (data[0].type === "REVENUE" || data[0].type === "EXPENSE") ? perUnitLine(typedAmount(data[0].type, data[0].totals), p.per) : "";
    return data[0] ? writeTransactions(p, data[0]) + per : "No transactions could be read.";
  },
  blocks: transactionBlocks,
  followUp: followTransactions,
};
