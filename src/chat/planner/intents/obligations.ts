import { OBLIGATION_TYPES, type ObligationType } from "../../../db/schema";
import { addDays, monthEndOf, monthStartOf, shiftMonth } from "../../../domain/dates";
import { stateNamedIn } from "../../../domain/us-states";
import { escapeRegExp } from "../../../domain/regexp";
import { DEADLINE_KINDS, wordsMatcher } from "../../language/lexicon";
import { letterWords, STOP } from "../../language/words";
import { longDate, plural } from "../../format";
import type { ObligationsData } from "../../tools/database/records";
import { holds, MATCH, PHRASAL, shapeWord, withoutLeftOut, type Frame } from "../frame";
import type { AnswerBlock, Entities, Period } from "../../types";
import { anyRows, countsOf } from "../../tools/vocabulary";
import { call, column, periodArgs, planOf, resultsOf, type Intent, type Plan, type PlanContext } from "../intent";
import { monthPeriod, yearPeriod, type FoundPeriod } from "../periods";
import { LAST_TIME, leafCategories, propertyMeant, restatesCategories, WHO_OF_IT, WHO_WITH } from "./transactions";
import { inPeriod } from "./transactions-answers";

/** Deadlines of one kind read for "when is the next ...": past (completed) ones come first by due date. */
export const NEXT_OCCURRENCES = 50;

const KINDS = DEADLINE_KINDS.map(([type, words]) => ({ type, pattern: wordsMatcher(words) }));
/** "the return on the cabin", "return the deposit": no filing. */
const NOT_A_FILING = /\breturns?\s+(?:on|of|to|from|the|it|them|a|an)\b/g;
const kindOf = (text: string): ObligationType | undefined => {
  const read = text.replace(NOT_A_FILING, " ");
  return KINDS.find(({ pattern }) => pattern.test(read))?.type;
};

/** "F&E", "f.e.": initials joined by "&" or ".", which a deadline's description may spell out. */
const INITIALS = /(?<![a-z0-9])([a-z])(?:\s*[&.]\s*([a-z])){1,3}\.?(?![a-z0-9])/g;
/** Words initials skip: "franchise and excise" is "F&E". */
const LINKING = new Set(["and", "of", "the", "&"]);

/** The words of a deadline's description that initials of the question stand for: "F&E" is "franchise and excise". */
function spelledOut(text: string, lines: string[]): string | undefined {
  for (const match of text.matchAll(INITIALS)) {
    const found = spelledIn(match[0].replace(/[^a-z]/g, ""), lines);
    if (found) return found;
  }
  return undefined;
}

/** The words of a deadline's description whose initials are these letters ("pir": "public information report"). */
function spelledIn(letters: string, lines: string[]): string | undefined {
  for (const line of lines) {
    const words = line.match(/[a-z0-9&]+/g) ?? [];
    for (let start = 0; start < words.length; start++) {
      let at = start;
      let spelled = 0;
      while (at < words.length && spelled < letters.length) {
        const word = words[at]!;
        if (at > start && LINKING.has(word)) at++;
        else if (word[0] === letters[spelled]) {
          spelled++;
          at++;
        } else break;
      }
      if (spelled === letters.length) return words.slice(start, at).join(" ");
    }
  }
  return undefined;
}

/** "and the PIR?": a word no record holds, of two to four letters, that a deadline's description spells out. */
function initialsNamed(f: Frame, lines: string[]): string | undefined {
  const [word] = f.unknown;
  return f.unknown.length === 1 && word !== undefined && /^[a-z]{2,4}$/.test(word) ? spelledIn(word, lines) : undefined;
}

/** "the state return": the one state the descriptions of deadlines of that kind name. */
function stateOfKind(text: string, type: ObligationType | undefined, lines: string[]): string | undefined {
  if (!type?.startsWith("tax:") || !/\bstate\b/.test(text)) return undefined;
  const pattern = KINDS.find((kind) => kind.type === type)!.pattern;
  const states = new Set(lines.filter((line) => pattern.test(line)).map(stateNamedIn).filter((state) => state !== undefined));
  return states.size === 1 ? [...states][0]!.toLowerCase() : undefined;
}

/** How far ahead "the next deadline" looks: the tool's limit, ten years. */
const MAX_AHEAD_DAYS = 3660;
const WITHIN = /\bnext\s+(\d+)\s+(days?|weeks?|months?)\b/;
/** "late" of a deadline, not of a fee or of a tenant's payment. */
const LATE = /\blate\b(?!\s+fees?)|\bbehind\s+(?:on|with)\s+(?:anything|any|something|our|the)\b/;
const AHEAD = /\b(next|upcoming|coming)\b/;
/** "anything coming up for the cabin", "upcoming deadlines": the next ones ahead, however far (not "due soon"). */
const COMING = /\bcoming up\b|\bupcoming\b/;
const RENEW = /\brenew/;
/** "when was the last periodic report due", "our previous renewal": one already past. */
const LAST_DUE = /\b(?:last|previous|prior|most recent)\b(?!\s+(?:year|month|quarter|week|yr)\b)[^?]*\b(?:due|filed|paid|renewed)\b|\bwhen\s+(?:was|were)\b[^?]*\bdue\b/;
/** "how many days from now is that", "how long until then", "how soon is it". */
const HOW_LONG_UNTIL = /\bhow\s+(?:many\s+(?:days|weeks)|long|soon|far)\b/;
/** "the one after that", "and after that?", "the following one": the next of the same deadlines. */
const AFTER_THAT = /\b(?:one|ones|payment|filing|deadline)\s+after\s+(?:that|it|this)\b|^\s*(?:and\s+)?(?:then\s+)?after\s+(?:that|it)\b|\bthe\s+(?:following|next)\s+one\b/;

/** "which quarter is that one for", "what is it for", "what year does it cover": what the deadline's description says of it. */
const ABOUT_IT = /^\s*(?:and\s+|so\s+|ok\s+)?(?:which|what)\b[^?]*\b(?:for|about|cover|covers|covering)\s*\??$|\b(?:which|what)\s+(?:quarter|year|tax year|period|form|state|agency|property)\b/;
/** "how much is the fee?", "what's the cost": the fee of what was just answered, asked with nothing else named. */
const THE_FEE = /^\s*(?:and\s+|so\s+|ok\s+)?(?:how much|what)\s*(?:is|was|are|were|'s|s)\s+the\s+(?:filing\s+|renewal\s+)?(?:fees?|cost|charge|price)(?:\s+(?:for|on|of)\s+(?:it|that|this|them|those))?\s*\??\s*$/;
/** "how much is the fee for it", "what does it cost", "any fee?": the charge a deadline states, not a payment of the books. */
const FEE_OF_IT = /\b(?:fees?|cost|costs|charge|charges|price)\b|\bhow much\s+(?:is|are|will|would|does|do)\b/;

/** "did we file", "has it been renewed": whether a deadline was met (a filing, not a payment: "did we pay" is money). */
const DONE = /\b(?:did|have|has)\s+(?:we|i|they|it|the company)\s+(?:file|filed|submit|submitted|renew|renewed|send|sent|complete|completed)\b|\b(?:is|was|has)\s+(?:it|that|the\s+[a-z0-9 ]+?)\s+(?:been\s+)?(?:filed|submitted|renewed|completed|done)\b/;

/** Whether a question asks about deadlines: their words, or a kind of deadline asked ahead ("when is the property tax"). */
/** "the renewal fee", "filing fees": a deadline's word naming a charge, which is money, not a date. */
const CHARGE = /\b(?:renewal|renewals|renewing|filing|registration|late)\s+(?:fees?|costs?|charges?)\b/g;

/** "when", "what date", "the date for": a question of when something is (of a kind of deadline, its due date). */
const WHEN = /\bwhen\b|\b(?:what|which)\s+(?:date|day)\b|^\s*(?:the\s+)?(?:due\s+)?date\s+(?:for|of)\b|\bdue\s+date\b/;

/** A form's code the deadlines' descriptions write ("1099", "st-12"), said as it is or in the plural ("the 1099s"). */
const FORM_CODE = /\b((?:[a-z]{1,3}-)?\d{3,4}(?:-[a-z0-9]{1,3})?|[a-z]{1,3}-\d{1,4})s?\b/g;
/** Returns by what they are, as their forms are numbered ("the partnership return" is the 1065). */
const FORMS_BY_NAME: [RegExp, string][] = [
  [/\bpartnership\s+(?:tax\s+)?return\b/, "1065"],
  [/\bs[\s-]?corp(?:oration)?\s+(?:tax\s+)?return\b/, "1120-s"],
  [/\b(?:c[\s-]?)?corp(?:oration)?\s+(?:tax\s+)?return\b/, "1120"],
];
function formOnRecord(text: string, c: PlanContext): string | undefined {
  const named = FORMS_BY_NAME.find(([said, form]) => said.test(text) && c.vocabulary.obligationTexts.some((line) => line.includes(form)))?.[1];
  if (named) return named;
  return [...text.matchAll(FORM_CODE)].map((m) => m[1]!).find((code) => !/^(?:19|20)\d\d$/.test(code) && c.vocabulary.obligationTexts.some((line) => new RegExp(`\\b${escapeRegExp(code)}`).test(line)));
}

/** A word in a verb's form ("exercising", "renewed"). */
const VERB_FORM = /[a-z]{3,}(?:ing|ed)$/;

/** "need to be paid by", "has to be filed": a thing still to be done by a date. */
const MUST_STILL = /\b(?:need|needs|have|has|got)\s+to\s+be\s+(?:paid|filed|sent|done|renewed|submitted|in)\b|\bto\s+be\s+paid\s+by\b|\bmust\s+be\s+(?:paid|filed|sent|renewed|submitted)\b/;

/** "when did we pay", "when was it paid": done already; "when does it have to be paid" is still ahead. */
const DONE_ALREADY = /\b(?:did|last|was|were)\b|(?<!\b(?:be|get|gets|been)\s)\bpaid\b/;

function asksDeadlines(f: Frame, c: PlanContext): boolean {
  // "are we late on anything": "late" of the ledger's late fees is no name here.
  const named = f.counterparty !== undefined && !f.counterparty.words.every((word) => word === "late");
  // "... last yr? Not counting renewal or leasing fees.": a deadline's word said only to be left out asks no deadline.
  const words = holds({ text: withoutLeftOut(f.text).replace(CHARGE, " ") }, MATCH.deadline) || WITHIN.test(f.text) || (LATE.test(f.text) && !named && f.categories.length === 0);
  // "when do the 1099s have to go out": a form the deadlines name, asked when.
  const namedAhead = (kindOf(f.text) !== undefined || formOnRecord(f.text, c) !== undefined) && (AHEAD.test(f.text) || (WHEN.test(f.text) && !DONE_ALREADY.test(f.text)));
  // "when do the summer taxes on the cottage need to be paid by": when something must still be done, that a deadline names.
  // "by what date do this year's property taxes have to be paid": a kind of deadline, named by its category, too.
  const mustStill = WHEN.test(f.text) && MUST_STILL.test(f.text) && (f.obligationWords.length > 0 || kindOf(f.text) !== undefined);
  if (mustStill) return true;
  // "did we file the NC annual report this yr?": whether a named deadline is done.
  const namedDone = kindOf(f.text) !== undefined && DONE.test(f.text);
  // "when is the balloon payment on the loan": a word only the deadlines write, asked when (not when it was).
  // A paper's term ("the warranty", "under the lease") is the paper's to state.
  const deadlineOnly = /^\s*(?:and\s+|so\s+)?when\b/.test(f.text) && !DONE_ALREADY.test(f.text) && !holds(f, MATCH.document) && f.obligationWords.some((word) => !shapeWord(word) && !anyRows(countsOf(c.vocabulary, word)));
  return (words || namedAhead || namedDone || deadlineOnly) && !(/\b(paid|spent|spend|how much did)\b/.test(f.text) && f.periods.length > 0) && !NOTICE_TERM.test(f.text);
}

/** "how much notice does the tenant have to give", "how many days' notice": a term a paper sets, not a deadline on record. */
const NOTICE_TERM = /\bhow\s+(?:much|many\s+(?:days|weeks|months)(?:'s?|s')?)\s+(?:of\s+)?(?:advance\s+|written\s+|prior\s+)?notice\b/;

/** A form by its number: "Form 165", "the 1099-NECs", "W-2s". */
const FORM_NAMED = /\bform\s+[a-z]{0,2}-?\d{2,4}\b|\b\d{3,4}-[a-z]{2,4}s?\b|\b[a-z]-\d{1,2}s?\b/;

/** The calendar quarter a period is, by its number, if it is one. */
function quarterOf(p: Period): number | undefined {
  const first = /^\d{4}-(01|04|07|10)-01$/.exec(p.start);
  return first && p.end === monthEndOf(shiftMonth(p.start.slice(0, 7), 2)) ? (Number(first[1]) + 2) / 3 : undefined;
}

/** "the 1065 for tax year 2026", "this year's 1065", "the 2026 1099-NECs": a year's return or forms are filed the year after, so they are due then. */
function taxYearFiled(f: Frame): FoundPeriod | undefined {
  const found = f.periods[0];
  if (!found || (kindOf(f.text) !== "tax:filing" && !FORM_NAMED.test(f.text))) return undefined;
  // "the ST-12 return for the fourth quarter": a quarter's return is filed in the months after it.
  const month = found.start.slice(0, 7);
  const quarter = quarterOf(found) !== undefined;
  if (quarter && /\b(?:for|covering|of)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}$/.test(f.text.slice(0, found.at))) {
    return { start: monthStartOf(shiftMonth(month, 3)), end: monthEndOf(shiftMonth(month, 5)), label: `the three months after ${found.label} (the return for ${found.label})`, at: found.at };
  }
  if (!/-01-01$/.test(found.start) || !/-12-31$/.test(found.end) || found.start.slice(0, 4) !== found.end.slice(0, 4)) return undefined;
  // "this year's 1065", "the 2025 return": the year's own return, said before it.
  // "the 2026 1099-NECs", "2025 W-2s": a form by its number, of that year.
  const own = /^(?:(?:this|last|next|the)\s+)?(?:year|yr|(?:19|20)\d\d)'s\b|^(?:19|20)\d\d\s+(?:tax\s+)?(?:return|returns|(?:form\s+)?[a-z]{0,2}-?\d{3,4}(?:-[a-z]{1,4})?s?)(?![a-z0-9])/.test(f.text.slice(found.at));
  if (!own && !/\b(?:for|covering|covers|that covers|which covers|of)\s+(?:the\s+)?(?:tax\s+)?(?:tax\s+year|fiscal\s+year|year|ty|fy)?\s*$/.test(f.text.slice(0, found.at))) return undefined;
  const year = Number(found.start.slice(0, 4));
  return { ...yearPeriod(year + 1), label: `${year + 1} (the filings for tax year ${year})`, at: found.at };
}

/** A year or quarter said as a thing's own ("this year's", "the Q4 2026 ..."), as the deadlines' descriptions write it; none when it says when ("due in 2026"). */
function ownLabel(text: string, found: FoundPeriod, described: string[]): string | undefined {
  if (/\b(?:in|during|for|over|between|from|since|through|thru|until|till|by|within|before|after)\s+(?:the\s+)?$/.test(text.slice(0, found.at))) return undefined;
  if (!/^(?:(?:this|last|next|the)\s+)?(?:year|yr)'s\s+[a-z]|^q[1-4]\s+\d{4}\s+[a-z]|^\d{4}(?:'s)?\s+[a-z]/.test(text.slice(found.at))) return undefined;
  const year = found.start.slice(0, 4);
  const quarter = quarterOf(found);
  const labels = found.end === `${year}-12-31` && found.start === `${year}-01-01` ? [year] : quarter ? [`q${quarter} ${year}`] : [];
  return labels.find((label) => described.some((line) => line.includes(label)));
}

function planObligations(f: Frame, c: PlanContext, inherit: { named?: boolean; type?: ObligationType; property?: string } = {}): Plan {
  // "anything due in the next 60 days? filings, taxes, renewals": a list spelling out "anything" narrows nothing.
  const text = f.main.trim() ? f.main : f.text;
  const property = propertyMeant(f, c) ?? c.properties.find((row) => row.id === inherit.property);
  // Deadlines look ahead: "due in january" is the next January, not the last one.
  const found = taxYearFiled(f) ?? f.periods[0];
  // "anything due before christmas": from today up to it (and what is already late), not the year's past deadlines.
  const upTo = found?.until !== undefined && found.start < f.today && found.end >= f.today;
  const period = upTo ? { ...found!, start: f.today, label: `before ${found!.until}, from today (${longDate(f.today)}) to ${longDate(found!.end)}` } : found?.monthOnly && found.end < f.today ? monthPeriod(Number(found.start.slice(0, 4)) + 1, found.monthOnly) : found;
  const args: Record<string, unknown> = { entity: "obligations" };
  const days = WITHIN.exec(text);
  // "what's the next deadline": the first open one ahead, whatever its kind.
  const nextOne = (/\bnext\b/.test(text) || COMING.test(text)) && !days && !/\bnext\s+(week|month|quarter|year)\b/.test(text) && !kindOf(text) && !inherit.type;
  if (nextOne) args.within_days = MAX_AHEAD_DAYS;
  else if (days) args.within_days = Number(days[1]) * (days[2]!.startsWith("week") ? 7 : days[2]!.startsWith("month") ? 30 : 1);
  else if (/\bthis week\b|\bnext week\b/.test(text)) args.within_days = 7;
  else if (/\boverdue\b|\bmissed\b|\bpast due\b/.test(text) || LATE.test(text)) args.status = "overdue";
  else if (/\bdue soon\b|\bsoon\b/.test(text)) args.status = "due_soon";
  else if (/\bcompleted\b|\bdone\b|\bfiled\b/.test(text)) args.status = "completed";
  // "give me everything, tax returns, renewals, whatever": kinds said as examples of everything narrow nothing.
  const everything = /\b(?:everything|all of (?:it|them))\s*[,:-]|,\s*whatever\b|\b(?:every kind|all kinds)\b/.test(text);
  const type = (everything ? undefined : kindOf(text)) ?? inherit.type;
  if (type) args.obligation_type = type;
  // A state's filing (its annual or periodic report) is found by the state's name in its description,
  // a deadline of no kind by the words of its description the question names ("Tobias", "flood"),
  // and any renewal by that word.
  const state = stateNamedIn(text);
  // Of several, the most specific: "Devon" of "Devon's lease renewal" names one deadline, "lease" many.
  const nameWords = f.counterparty?.phrase.split(" ") ?? [];
  const among = (word: string) => c.vocabulary.obligationTexts.filter((text) => text.includes(c.vocabulary.obligations.closest(word) ?? word)).length;
  // "are we late on any filings": the word that asked what is overdue names no deadline.
  // "anything we need to take care of": the noun of a light verb's idiom names no deadline.
  const topics = f.obligationWords.filter((word) => !(args.status === "overdue" && LATE.test(word)) && !PHRASAL(word).test(f.text));
  const beside = topics.filter((word) => !nameWords.includes(word));
  // Of two as rare, the word that is not the ledger's name. A verb's form ("exercising") says what is
  // done, not which deadline: a noun beside it ("option") names it first.
  const named = topics
    .map((word) => ({ word, n: among(word), name: nameWords.includes(word) ? 1 : 0, verb: VERB_FORM.test(word) && topics.some((other) => !VERB_FORM.test(other) && among(other) > 0) ? 1 : 0 }))
    .sort((a, b) => a.verb - b.verb || a.n - b.n || a.name - b.name)[0]?.word;
  // "the Blue Ridge Shield policy": a name of several words the descriptions hold whole is that deadline's name.
  // "by what date does Saltmarsh Coffee have to give notice": so is one rarer in them than the other words.
  const nameLines = nameWords.length > 1 ? c.vocabulary.obligationTexts.filter((line) => line.includes(f.counterparty!.phrase)).length : 0;
  const wholeName = nameLines > 0 && (beside.length === 0 || beside.every((word) => nameLines < among(word))) ? f.counterparty!.phrase : undefined;
  // As the descriptions write it ("flood", "renewal" for "renewals").
  const described = wholeName ?? (named && (c.vocabulary.obligations.closest(named) ?? named));
  // "the 1065", "form 1120-s": a form's number the deadlines' descriptions hold names its deadline among others of the kind.
  const form = formOnRecord(text, c);
  // "the next Arizona Form 165": a form's number on record names its deadline before the state's name does.
  const words = (state && form ? form : undefined) ?? state ?? spelledOut(text, c.vocabulary.obligationTexts) ?? described ?? form ?? stateOfKind(text, type, c.vocabulary.obligationTexts) ?? (!type && RENEW.test(text) ? "renew" : undefined);
  // "give me everything, tax returns, renewals, whatever": kinds and names said as examples of everything narrow nothing.
  if (words && !everything) args.text = words;
  // "by what date does Saltmarsh Coffee have to give notice": a name on many deadlines, and the word that picks one of its.
  const nameToo = words && nameLines > 1 && !wholeName && f.counterparty && c.vocabulary.obligationTexts.some((line) => line.includes(f.counterparty!.phrase) && line.includes(words)) ? f.counterparty.phrase : undefined;
  if (nameToo) args.also_text = nameToo;
  // "by when does the coffee shop have to tell us if they're renewing": of a name's deadlines, its renewal.
  const named_ = typeof args.text === "string" ? args.text : undefined;
  if (named_ && !args.also_text && !/renew/.test(named_) && RENEW.test(text) && c.vocabulary.obligationTexts.some((line) => line.includes(named_) && /renew/.test(line))) args.also_text = "renew";
  // "when is the q4 estimated payment due": the quarter names the payment (its description), not when it falls due.
  const quarterNamed = type === "tax:payment" && (WHEN.test(text) || /\b(whens|next|upcoming)\b/.test(text)) ? /\bq([1-4])\b(?!\s+(?:of\s+)?\d{4})/.exec(text) : null;
  if (quarterNamed) args.text = `Q${quarterNamed[1]}`;
  // "the Q4 2026 estimated tax payment", "this year's property taxes": a period said as the deadline's own name, which its description writes ("2026 property tax"), not when it falls due.
  const own = !quarterNamed && type && found && found === f.periods[0] && args.within_days === undefined ? ownLabel(text, found, c.vocabulary.obligationTexts) : undefined;
  if (own) {
    if (typeof args.text === "string") args.also_text = own;
    else args.text = own;
  }
  // "the next Arizona Form 165": of that state's form, where nothing else narrowed it.
  if (state && form && args.text === form && args.also_text === undefined) args.also_text = state;
  if (period && args.within_days === undefined && !quarterNamed && !own) Object.assign(args, periodArgs(period));
  const next = /\bnext\b/.test(text) || WHEN.test(text) || COMING.test(text) || inherit.named === true;
  if (!args.within_days && !args.status && !period && (type || next)) args.status = "pending";
  if (property) args.property = property.id;
  // "When is ...": the next one of that kind or those words, whatever its status.
  const nextOfThem = next && (type || (args.text && !state)) && !args.within_days;
  if (nextOfThem) {
    delete args.status;
    args.limit = NEXT_OCCURRENCES;
  }
  // "when was our last periodic report due": the latest of them that fell due, not the next.
  const lastOne = nextOfThem && LAST_DUE.test(text);
  const calls = [call("query_database", args)];
  // A look ahead also names what is already late: "nothing is due" must not hide an overdue filing.
  if (args.within_days !== undefined || args.status === "due_soon" || upTo) calls.push(call("query_database", { entity: "obligations", status: "overdue", ...(args.obligation_type ? { obligation_type: args.obligation_type } : {}), ...(property ? { property: property.id } : {}) }));
  return planOf("obligations", f, property, { calls, periods: period && !quarterNamed && !own ? [period] : [], focus: lastOne ? "named-last" : type || nextOfThem ? "named" : nextOne ? "next" : undefined, followUp: !f.property && !!property });
}

/** "only the tax ones", "just the insurance ones?": the kind of deadline a follow-up keeps. */
const ONLY_THE_ONES = /^\s*(?:(?:and|ok|okay|so)\s+)?(?:just|only)\s+(?:the\s+)?((?:[a-z][a-z-]+\s+)?[a-z][a-z-]+)\s+ones?\b/;

/** Kinds of deadline the company meets itself, never one property. */
const COMPANY_KINDS = new Set<string>(["tax:filing", "tax:payment", "compliance:periodic_report"]);

const STATUS_WORDS: Record<string, string> = { pending: "pending", due_soon: "due soon", overdue: "overdue", completed: "completed", cancelled: "cancelled" };

function writeObligations(p: Plan, data: ObligationsData, args: Record<string, unknown>): string {
  const window =
    typeof args.within_days === "number"
      ? `due in the next ${args.within_days} days (through ${longDate(addDays(data.today, args.within_days))})`
      : args.status === "overdue"
        ? "overdue"
        : args.status === "due_soon"
          ? "due within 7 days"
          : p.periods[0]
            ? `due ${inPeriod(p.periods[0].label)}`
            : args.status
              ? String(STATUS_WORDS[String(args.status)] ?? args.status)
              : "on record";
  const type = args.obligation_type ? ` (${String(args.obligation_type)})` : "";
  const line = (o: ObligationsData["items"][number]) =>
    `${longDate(o.due_date)}: ${o.description} (${o.property ? `${o.property}, ` : ""}${STATUS_WORDS[o.status] ?? o.status}${o.days_until_due !== null ? (o.days_until_due >= 0 ? `, in ${plural(o.days_until_due, "day")}` : `, ${plural(-o.days_until_due, "day")} late`) : ""})`;
  // "and the one after that?": the second of what answered the previous question.
  if (p.focus === "next-after" || p.focus === "named-after") {
    const open = p.focus === "next-after" ? data.items : data.items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
    const [first, second] = open;
    if (!first) return `Nothing of this kind is open ahead. Today is ${longDate(data.today)}.`;
    return second ? `After ${longDate(first.due_date)} (${first.description}), the next one: ${line(second)}.` : `Nothing of this kind is on record after ${line(first)}.`;
  }
  // "how much is the fee for it": the amounts the deadline's record states, or that it states none.
  if (p.focus === "next-fee" || p.focus === "named-fee") {
    const open = p.focus === "next-fee" ? data.items[0] : (data.items.find((o) => o.status !== "completed" && o.status !== "cancelled") ?? data.items.at(-1));
    if (!open) return `Nothing of this kind is on record. Today is ${longDate(data.today)}.`;
    const amounts = open.description.match(/\$\s?\d[\d,]*(?:\.\d{2})?/g) ?? [];
    return amounts.length > 0
      ? `The record of ${open.description} states ${amounts.join(" and ")}; it is due ${longDate(open.due_date)}.`
      : `The record of this deadline states no fee or amount: ${line(open)}.`;
  }
  if (p.focus === "next") {
    const [first] = data.items;
    if (!first) return `Nothing is due ahead. Today is ${longDate(data.today)}.`;
    // Two deadlines on the same day are both the next one.
    const now = data.items.filter((o) => o.due_date === first.due_date);
    const after = data.items.filter((o) => o.due_date > first.due_date);
    return `${now.length > 1 ? `The next deadlines, ${now.length} on the same day: ${now.map(line).join("; ")}` : `The next deadline: ${line(first)}`}.${after.length ? ` After it: ${after.slice(0, 3).map(line).join("; ")}.` : ""}`;
  }
  if (data.items.length === 0) return `Nothing is ${window}${type}. Today is ${longDate(data.today)}.`;
  if (p.focus === "named-last") {
    const past = data.items.filter((o) => o.due_date <= data.today);
    const last = past.at(-1);
    if (!last) return `None of these has fallen due yet; the first: ${line(data.items[0]!)}.`;
    return `The last one fell due ${line(last)}.`;
  }
  if (p.focus === "named" && args.limit === NEXT_OCCURRENCES) {
    const open = data.items.find((o) => o.status !== "completed" && o.status !== "cancelled");
    if (!open) return `Every one on record is completed or cancelled; the latest: ${line(data.items.at(-1)!)}.`;
    // "when is the next property tax payment due?" where two counties' fall on the same day: both.
    const together = data.items.filter((o) => o.due_date === open.due_date && o.status !== "completed" && o.status !== "cancelled");
    const later = data.items.filter((o) => o.due_date > open.due_date).length;
    return `${together.map(line).join("; ")}.${later ? ` Then ${plural(later, "more", "more")} of this kind after ${together.length > 1 ? "them" : "it"}.` : ""}`;
  }
  const more = data.total > data.items.length ? `\n(${data.total - data.items.length} more not shown.)` : "";
  return `${plural(data.total, "obligation")} ${window}${type}, as of ${longDate(data.today)}:\n${data.items.map((o) => `- ${line(o)}`).join("\n")}${more}`;
}

/** "Also overdue: ..." after a look ahead, or nothing when nothing is late. */
function overdueNote(data: ObligationsData | undefined): string {
  if (!data || data.total === 0) return "";
  const names = data.items.slice(0, 5).map((o) => `${o.description} (due ${longDate(o.due_date)})`);
  return `\nAlso overdue: ${plural(data.total, "obligation")}: ${names.join("; ")}${data.total > names.length ? "; ..." : ""}.`;
}

/** The category a deadline of each kind is paid under. */
const PAID_AS: Partial<Record<ObligationType, string>> = {
  "property:tax": "expense:property_tax",
  "property:insurance": "expense:insurance",
  "compliance:license_renewal": "expense:licenses_permits",
};
/** "what did we pay", "how much have we spent": what was paid, not what a fee is ("how much is the fee"). */
const PAID_BEFORE = /\b(?:did|have|has|had)\b[^?]*\b(?:pay|spend|cost)\b|\b(?:paid|spent)\b/;
/** "how much is it", "what does it cost": a charge as it stands. */
const FEE_NOW = /\bhow much(?:'s|s)?\s+(?:is|are)\b|\bwhat(?:'s|s|\s+is|\s+does)\s+(?:it|that|the\s+fee)\s+(?:cost|run)?\b/;
const PAID_ASKED = /\b(?:how much|what)\b[^?]*\b(?:pay|paid|cost|spend|spent)\b|\bhow much (?:was|were|is|are)\b/;

/** "whose lease is that?", "whose is it": the party a deadline is of. */
const WHOSE_IS_IT = /^\s*(?:and\s+|so\s+|ok\s+)?whose(?:\s+[a-z]+)?\s+(?:is|was)\s+(?:that|it|this)(?:\s+one)?\s*\??\s*$/;

/** "the last one", "the previous one": the latest time of the deadline just answered. */
const LAST_ONE = /\b(?:the\s+)?(?:last|latest|previous|prior|most recent)\s+one\b/;
/**
 * "who did we pay to prepare it": whom a deadline's payments name. Only a question that says paying
 * ("who's the carrier on that one" restates the deadline; transactions' WHO_PAID_TO takes "who is the ...").
 */
const PAID_WHOM = /\bwho\b[^?]*\b(?:pay|paid)\b/;

/**
 * "how much did we pay them last year" after "when are the Multnomah County property taxes due?":
 * the payments of that deadline's kind, under the words that named it where the ledger holds them.
 * "who did we pay to prepare the last one" after the 1065: the payments whose descriptions hold the
 * words that named the deadline ("1065"), when its kind has no category of its own.
 */
function paymentsOfDeadline(f: Frame, previous: Entities, c: PlanContext): Plan | null {
  // "how much is it?" after the permit whose deadline states its fee ("($150)"): the fee as it stands, not what was paid over the years.
  const said = typeof previous.args?.text === "string" ? previous.args.text.toLowerCase() : undefined;
  const type = OBLIGATION_TYPES.find((t) => t === previous.args?.obligation_type);
  const kind = KINDS.find((k) => k.type === type)?.pattern;
  const ofIt = (line: string) => (said ? line.includes(said) : kind !== undefined && kind.test(line));
  if (FEE_NOW.test(f.text) && !PAID_BEFORE.test(f.text) && c.vocabulary.obligationTexts.some((line) => ofIt(line) && /\$\s?\d/.test(line))) return null;
  // "how much was the premium the last time we paid it?" after a deadline found by other words ("the
  // landlord policy ... renewal"): the one category the follow-up's own word restates ("premium").
  const restating = !type && f.counterparty ? leafCategories("EXPENSE").filter((cat) => f.counterparty!.words.every((word) => restatesCategories(word, [cat]))) : [];
  const category = type ? PAID_AS[type] : restating.length === 1 ? restating[0] : undefined;
  // "what did we pay for that filing last year" after the annual report: with no category of its own,
  // a deadline's payments are the expenses that name its kind as the ledger writes it ("annual report fee").
  const kindPaid = type && !category && PAID_BEFORE.test(f.text) ? DEADLINE_KINDS.find(([kind]) => kind === type)?.[1].find((words) => words.includes(" ") && countsOf(c.vocabulary, words).expense > 0) : undefined;
  // "how much was the premium the last time we paid it" after "when's the Safeco renewal": a deadline found by
  // a name the ledger's expenses hold is paid under that name.
  const named = !category && !kindPaid && said && (PAID_BEFORE.test(f.text) || PAID_WHOM.test(f.text)) && countsOf(c.vocabulary, said).expense > 0 ? said : undefined;
  const who = PAID_WHOM.test(f.text);
  const last = (LAST_TIME.test(f.text) || LAST_ONE.test(f.text)) && !f.periods[0];
  // "how much did we pay last time?": a bare ask after the deadline is of it too.
  // "how much was last yr's bill?": the bill of the deadline just answered.
  const itsBill = /\b(?:the|that|its|this|[a-z]+'s)\s+(?:tax\s+)?bill\b/.test(f.text) && !f.counterparty;
  if (previous.args?.entity !== "obligations" || !(category || kindPaid || named) || !(f.anaphora || f.elliptical || last || itsBill) || !(PAID_ASKED.test(f.text) || who) || f.categories.length > 0) return null;
  // "that premium", "the bill": a word of the papers, not a name to look for.
  // "how much was the premium the last time we paid it": a word of the deadline's own category ("premium") names no one else.
  const restated = f.counterparty !== undefined && f.counterparty.words.every((word) => restatesCategories(word, category ? [category] : leafCategories("EXPENSE")));
  if (f.counterparty && !MATCH.document.test(f.counterparty.phrase) && !MATCH.money.test(f.counterparty.phrase) && !restated) return null;
  const args: Record<string, unknown> = { entity: "transactions", ...(category ? { categories: [category] } : { transaction_type: "EXPENSE", text: kindPaid ?? named }), aggregate: "sum", ...periodArgs(f.periods[0]) };
  if (category && said && countsOf(c.vocabulary, said).expense > 0) args.text = said;
  if (typeof previous.args.property === "string") args.property = previous.args.property;
  // "what did we pay for it last time?": the latest payment, not every one; "who did we pay": each, with whom it names.
  if (last) Object.assign(args, { aggregate: "list", limit: 1 });
  else if (who) Object.assign(args, { aggregate: "list", limit: 10 });
  return { intent: "transactions", calls: [call("query_database", args)], periods: f.periods[0] ? [f.periods[0]] : [], phrases: [], confident: true, followUp: true, property: c.properties.find((row) => row.id === args.property), ...(last ? { focus: "latest" } : {}), ...(args.text ? { counterparty: String(args.text) } : {}) };
}

/**
 * "the flood insurance on the beach house": a word that only describes a home, beside a deadline its
 * own words name, leaves the deadline named (each deadline's line says its property).
 */
const describesHome = (f: Frame, word: string) => f.obligationWords.length > 0 && !f.property && new RegExp(`\\b${escapeRegExp(word)}\\s+(?:house|home|place)\\b`).test(f.text);

/** Deadlines: what is due, overdue or done, and when a named one falls due next. */
export const obligations: Intent = {
  name: "obligations",
  recognise: asksDeadlines,
  plan: (f, c) => planObligations(f, c),
  unused(f, _p, c) {
    // A state's filing is found by the state's name in its description.
    const names = f.counterparty?.words ?? [];
    const state = new Set(letterWords(stateNamedIn(f.text) ?? ""));
    // "when do Helena and Corwin owe their estimates": a tax deadline is the company's and its members', whoever is named.
    const people = kindOf(f.text)?.startsWith("tax:") ? new Set((f.question.match(/\b[A-Z][a-z]+\b/g) ?? []).map((word) => word.toLowerCase())) : new Set<string>();
    // "the ST-12 return": a form's code the deadlines' descriptions write names its deadline.
    const coded = (word: string) => /\d/.test(word) && c.vocabulary.obligationTexts.some((text) => text.includes(word));
    // "the 1099s to Refugio, Yesenia and the others": forms sent to people, whom the ledger pays.
    const sentTo = /\b(?:1099s?|w-?2s?|k-?1s?)\b[^?]*\b(?:to|for)\b/.test(f.text) ? f.counterparties.filter((one) => one.expense > 0).flatMap((one) => one.words) : [];
    // "anything due I should know about before the meeting": when the asker wants to know, no deadline's name.
    const whenAsked = [...f.text.matchAll(/\b(?:before|ahead of|in time for|prior to)\s+(?:the|our|my|this|next)\s+([a-z]+)\s*[?.!]*\s*$/g)].map((m) => m[1]!);
    // "park nitrate test due when", where the deadline reads "annual nitrate sample": the noun right after
    // the word that found the deadline is that deadline's, in the asker's words.
    const nounOfDeadline = (word: string) => f.obligationWords.some((found) => new RegExp(`\\b${escapeRegExp(found)}\\s+${escapeRegExp(word)}\\b`).test(f.text));
    // "when does the 1065 have to be filed": what is done by a deadline says when, no name of one.
    const doneBy = (word: string) => /^(?:file|filed|files|filing|pay|paid|pays|paying|submit|submitted|submitting|send|sent|mailed|renew|renewed|done|completed)$/.test(word);
    const besides = new Set([...sentTo, ...whenAsked, ...f.unknown.filter(nounOfDeadline), ...names.filter(doneBy)]);
    return [...f.unknown, ...names.filter((word) => !f.obligationWords.includes(word) && !shapeWord(word) && !(word === "late" && LATE.test(f.text)) && !coded(word))].filter((word) => !state.has(word) && !people.has(word) && !besides.has(word) && !describesHome(f, word));
  },
  understood: () => "the deadlines",
  write(p, results) {
    const [data, overdue] = resultsOf(results, "obligations");
    if (!data) return "The deadlines could not be read.";
    return writeObligations(p, data, p.calls[0]?.args ?? {}) + overdueNote(overdue);
  },
  blocks(p, results) {
    const [data, overdue] = resultsOf(results, "obligations");
    if (!data || data.items.length < 2 || p.focus?.startsWith("named") || p.focus?.endsWith("-after") || p.focus?.endsWith("-fee")) return undefined;
    const status = (o: ObligationsData["items"][number]) => `${STATUS_WORDS[o.status] ?? o.status}${o.days_until_due !== null ? (o.days_until_due >= 0 ? `, in ${plural(o.days_until_due, "day")}` : `, ${plural(-o.days_until_due, "day")} late`) : ""}`;
    const lines = this.write(p, results, "").split("\n");
    const blocks: AnswerBlock[] = [
      { type: "text", text: lines[0]! },
      { type: "table", columns: [column("Due"), column("Deadline"), column("Property"), column("Status")], rows: data.items.map((o) => [longDate(o.due_date), o.description, o.property ?? "", status(o)]) },
    ];
    const late = overdueNote(overdue).trim();
    return late ? [...blocks, { type: "text", text: late }] : blocks;
  },
  followUp(f, previous, c) {
    // "how much did we pay them last year" after the county's property taxes: the payments of that deadline's kind.
    const paid = paymentsOfDeadline(f, previous, c);
    if (paid) return paid;
    // "and what did we pay for the annual report last year?": what was paid to a name the ledger holds is a new question of the books.
    if (PAID_BEFORE.test(f.text) && f.counterparty && f.counterparty.expense > 0) return null;
    // "and the annual report?", "what about Cedar?", "and in 2027?": the same look at deadlines, with the slot the new words name.
    // "and the Oregon annual report?": a name the ledger holds ("Oregon") that words a deadline of the kind named is part of the deadline.
    // "and the annual report?" where the ledger holds "annual report fee": the kind's own words are the deadline's.
    // "and the flood policy?" after the windstorm policy's renewal: a short follow-up whose name words a deadline is of the deadlines too.
    const ofDeadline = f.counterparty !== undefined && (kindOf(f.text) !== undefined || (f.elliptical && !f.anaphora)) && f.counterparty.words.every((word) => f.obligationWords.includes(word) || stateNamedIn(word) !== undefined || shapeWord(word));
    const asked = previous.args;
    if (asked?.entity !== "obligations") return null;
    const answered = previous.focus === "named" || previous.focus === "next" ? previous.focus : undefined;
    // The deadline answered, asked of again: the same call, read for what is asked.
    const again = (focus: string): Plan => ({ intent: "obligations", calls: [call("query_database", asked)], periods: [], phrases: [], confident: true, followUp: true, focus });
    // "who's the carrier on that one?": whoever the deadline's description names, in words no record need hold.
    // "who's the policy with?": the same, said of the thing the deadline is for.
    if (answered && ((f.anaphora && WHO_OF_IT.test(f.text)) || WHO_WITH.test(f.text)) && !f.property && f.periods.length === 0 && f.categories.length === 0 && !kindOf(f.text)) return again(answered);
    // "whose lease is that?", "whose permit is it?": whom the deadline's description names.
    if (answered && WHOSE_IS_IT.test(f.text) && !f.property && f.periods.length === 0) return again(answered);
    // "which counties is that for?": a word the deadlines' descriptions write ("County") asks a detail of the one answered, whatever payments name it too.
    const detail = f.counterparty !== undefined && f.counterparty.words.every((word) => f.obligationWords.includes(word));
    if (answered && f.anaphora && ABOUT_IT.test(f.text) && !FEE_OF_IT.test(f.text) && detail && !f.property && f.periods.length === 0 && f.categories.length === 0 && !kindOf(f.text)) return again(answered);
    // "and the PIR?" after the franchise tax report: the deadline whose description those letters spell.
    const initials = f.elliptical && !f.counterparty && f.categories.length === 0 ? initialsNamed(f, c.vocabulary.obligationTexts) : undefined;
    if (initials) return { ...planObligations({ ...f, unknown: [], obligationWords: initials.split(" ").filter((word) => !LINKING.has(word)), text: `when is the ${initials} due`, main: `when is the ${initials} due` }, c, { named: true }), followUp: true };
    // "only the tax ones", "just the insurance ones": the same look at deadlines, those whose descriptions say so.
    const ones = ONLY_THE_ONES.exec(f.text)?.[1];
    if (ones && !STOP.has(ones) && !f.property && f.periods.length === 0 && c.vocabulary.obligationTexts.some((line) => new RegExp(`\\b${escapeRegExp(ones)}`).test(line))) {
      const narrowed = { ...asked, ...(typeof asked.text === "string" ? { also_text: ones } : { text: ones }) };
      return { intent: "obligations", calls: [call("query_database", narrowed)], periods: previous.period ? [previous.period] : [], phrases: [], confident: true, followUp: true, ...(previous.focus ? { focus: previous.focus } : {}) };
    }
    // "what's the filing fee for it?": the fee the deadline states, whatever rows write "fee for".
    const theFee = THE_FEE.test(f.text);
    if (!(f.elliptical || f.anaphora || AFTER_THAT.test(f.text) || theFee) || f.unknown.length > 0 || (f.counterparty && !ofDeadline && !theFee) || (f.categories.length > 0 && !theFee)) return null;
    // "did we file it this yr? when's the next one due": the next of that kind, past the period looked at.
    const previousType = OBLIGATION_TYPES.find((t) => t === asked.obligation_type);
    if (AFTER_THAT.test(f.text) && previousType && typeof asked.start_date === "string" && !f.property && f.periods.length === 0 && !kindOf(f.text)) {
      return { ...planObligations({ ...f, text: `when is the next ${f.text}` }, c, { named: true, type: previousType, property: typeof asked.property === "string" ? asked.property : undefined }), followUp: true };
    }
    // The deadline answered, asked of again with nothing else named.
    if (answered && !f.property && f.periods.length === 0 && !kindOf(f.text)) {
      // "how many days from now is that?": the answer counts the days.
      if (f.anaphora && HOW_LONG_UNTIL.test(f.text)) return again(answered);
      // "which quarter is that one for?", "what is it for?": a detail its description holds.
      if (f.anaphora && ABOUT_IT.test(f.text) && !FEE_OF_IT.test(f.text)) return again(answered);
      // "how much is the fee for it?": what it costs, as its record states it.
      if ((f.anaphora || f.elliptical || THE_FEE.test(f.text)) && FEE_OF_IT.test(f.text) && f.categories.length === 0) return again(`${answered}-fee`);
      // "and the one after that?": the one that follows it.
      if (AFTER_THAT.test(f.text)) return again(`${answered}-after`);
    }
    const type = kindOf(f.text);
    // "and the TN franchise & excise return?": words of a deadline's description name another one.
    if (!(type || f.property || f.periods.length > 0 || stateNamedIn(f.text) || asksDeadlines(f, c) || f.obligationWords.length > 0)) return null;
    const inherit = {
      named: previous.focus === "named" && !asksDeadlines(f, c),
      type: type ? undefined : previousType,
      // "and the annual report?" after a property's permit: the company's own filings are no property's.
      property: typeof asked.property === "string" && !(type && COMPANY_KINDS.has(type)) ? asked.property : undefined,
    };
    return { ...planObligations(f, c, inherit), followUp: true };
  },
};
