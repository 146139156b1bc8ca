import type { PropertyRow } from "../../db/schema";
import { MONTHS } from "../format";
import {
  ANAPHORA,
  CATEGORY_PHRASES,
  AVERAGE_WORDS,
  COMPANY_FACTS,
  COMPANY_WORDS,
  COMPARE_WORDS,
  COUNT_WORDS,
  DEADLINE_KINDS,
  DEADLINE_WORDS,
  EXPENSE_WORDS,
  FOLLOW_UP_OPENERS,
  GROUPINGS,
  LATEST_WORDS,
  LIST_WORDS,
  MAX_WORDS,
  MIN_WORDS,
  MONEY_WORDS,
  MINUS_COSTS,
  NET_WORDS,
  PROPERTY_FACTS,
  PROPERTY_WORDS,
  REVENUE_WORDS,
  SHAPE_NOUNS,
  SUMMARY_WORDS,
  EXCLUDING_WORDS,
  ADVICE_WORDS,
  BUSINESS_NOUNS,
  HOME_PARTS,
  RENT_MODIFIERS,
  NUMBER_WORDS,
  HYPOTHETICAL_WORDS,
  INFORMATION_VERBS,
  ORDER_WORDS,
  UNRECORDED_MEASURES,
  STAY_MEASURE_WORDS,
  STAY_MONEY_WORDS,
  STAY_WORDS,
  DOCUMENT_WORDS,
  LEGAL_FORMS,
  QUESTION_SHAPE_WORDS,
  wordsMatcher,
  wordsOf,
  TELLING_WORDS,
  REQUESTERS,
  MEMBER_PAYOUTS,
} from "../language/lexicon";
import { asidesOf, onlyInAsides, statementsOf, toldOf, withoutAsides } from "../language/asides";
import { partsOfSpeech, type PartOfSpeech } from "../language/tagger";
import { askingWord, expandAbbreviations, numbersInWords, plain, stem, STOP, withinOneEdit } from "../language/words";
import { anyRows, countsOf, holdsWords, type RecordsVocabulary, type TypeCounts } from "../tools/vocabulary";
import { CATEGORY_WORDS, findCategories } from "./categories";
import { findPeriods, MONTH, type FoundPeriod } from "./periods";
import { findProperties, homesOfLetting, homesOfName, lettingSaid, nounOfProperty, propertyNames, propertyOfName, wordsOfProperty } from "./properties";
import { CATEGORIES, withinCategories } from "../../domain/categories";
import { escapeRegExp } from "../../domain/regexp";

/**
 * What a question names, read before any intent is chosen: the measure and its entities (properties,
 * categories, a counterparty of the records), the periods, and the words nothing accounts for. Words
 * that only shape a request (verbs of asking, modifiers, politeness, the company's own name) are
 * never among those: only nouns are, by their part of speech in the sentence.
 */
export interface Frame {
  /** The question as asked. */
  question: string;
  /** Lower case, abbreviations written out, typos corrected, the company's own name read as "the company". */
  text: string;
  /** The text without its asides ("..., cleaning fees included", "- power, water"), blanked: what the question itself asks. */
  main: string;
  today: string;
  periods: FoundPeriod[];
  /** "the same quarter last year" with no period of its own: the previous turn's, a year back. */
  yearBack: boolean;
  /** Amount bounds, in dollars ("over $1,000"). */
  min?: number;
  max?: number;
  /** Every property named, for comparisons; `property` when exactly one is. */
  named: PropertyRow[];
  /** The homes were named as one group ("the short-term rentals"): their figure is one total, each shown. */
  grouped?: boolean;
  property?: PropertyRow;
  categories: string[];
  /** Categories the question leaves out ("not counting the cleaning fees"), and its words for them. */
  excluded: string[];
  excludedPhrases: string[];
  /** The phrases the categories came from, for the answer's wording. */
  phrases: string[];
  /** Each category phrase with its categories, in the question's order, for comparisons. */
  groups: { phrase: string; categories: string[] }[];
  counterparty?: Counterparty;
  /** A name of the records the question leaves out ("roof excluded", "not counting Airbnb"): its rows are taken off the figure. */
  excludedName?: string;
  /** Further names said only in a clause that leaves things out ("exclude ..., CAM and other reimbursements"): no filter, and not yet taken off. */
  leftOutNames?: Counterparty[];
  /** Every counterparty named, in order ("airbnb + vrbo", "vrbo vs airbnb"); `counterparty` is the first. */
  counterparties: Counterparty[];
  /** Nouns that name something no part of the records holds ("appraisal", "weather"). */
  unknown: string[];
  /** Topic words that name something in the deadlines' descriptions ("flood", a county). */
  obligationWords: string[];
  /** Words of the deadline and company vocabularies ("permit", "agent") the question holds. */
  domainWords: string[];
  /** The text left once periods, properties and categories are read. */
  rest: string;
  /** The question named the company by its own name. */
  companyNamed: boolean;
  /** A word that points back to the previous question ("it", "those", "there"). */
  anaphora?: string;
  /** Opens like a follow-up ("and ...", "what about ..."), or is too short to stand alone. */
  elliptical: boolean;
}

/** A name of the records the question uses: the phrase to look for in descriptions, and its rows by type. */
export interface Counterparty {
  phrase: string;
  revenue: number;
  expense: number;
  /** The question's own words for it. */
  words: string[];
  /** Where its words are in the frame's `rest`. */
  at?: { start: number; end: number };
}

/** Matchers over a frame's text, built from the lexicon's lists. */
export const MATCH = {
  revenue: wordsMatcher(REVENUE_WORDS),
  expense: wordsMatcher(EXPENSE_WORDS),
  net: new RegExp(`${wordsMatcher(NET_WORDS).source}|${MINUS_COSTS.source}`),
  money: wordsMatcher([...REVENUE_WORDS, ...EXPENSE_WORDS, ...NET_WORDS, ...MONEY_WORDS]),
  count: wordsMatcher(COUNT_WORDS),
  average: wordsMatcher(AVERAGE_WORDS),
  max: wordsMatcher(MAX_WORDS),
  min: wordsMatcher(MIN_WORDS),
  list: wordsMatcher(LIST_WORDS),
  latest: wordsMatcher(LATEST_WORDS),
  compare: wordsMatcher(COMPARE_WORDS),
  stays: wordsMatcher(STAY_WORDS),
  stayMoney: wordsMatcher(STAY_MONEY_WORDS),
  stayMeasure: wordsMatcher(STAY_MEASURE_WORDS),
  deadline: wordsMatcher(DEADLINE_WORDS),
  company: wordsMatcher(COMPANY_WORDS),
  property: wordsMatcher(PROPERTY_WORDS),
  document: wordsMatcher(DOCUMENT_WORDS),
  anaphora: wordsMatcher(ANAPHORA),
  opener: new RegExp(`^(?:${wordsMatcher(FOLLOW_UP_OPENERS).source})`),
};

/** Whether a frame's text holds a word of the matcher. */
export const holds = (f: Pick<Frame, "text">, matcher: RegExp): boolean => matcher.test(f.text);

/** Single words that measure ("lost", "profit", "top", "best"), which a home's own name may hold ("Lost Pine"). */
const NAME_MEASURES = new Set([...NET_WORDS, ...MAX_WORDS, ...MIN_WORDS].filter((word) => !word.includes(" ")));

/**
 * Words that give a question its shape (what to measure, how to group, which records) rather than a
 * topic: the lexicon's words of every role but the papers'.
 */
const SHAPE = new Set([
  ...STOP,
  ...wordsOf([...REVENUE_WORDS, ...EXPENSE_WORDS, ...NET_WORDS, ...MONEY_WORDS, ...COUNT_WORDS, ...AVERAGE_WORDS, ...MAX_WORDS, ...MIN_WORDS, ...LIST_WORDS, ...LATEST_WORDS, ...COMPARE_WORDS]),
  ...wordsOf([...STAY_WORDS, ...STAY_MONEY_WORDS, ...STAY_MEASURE_WORDS, ...DEADLINE_WORDS, ...COMPANY_WORDS, ...PROPERTY_WORDS, ...SHAPE_NOUNS, ...SUMMARY_WORDS, ...ORDER_WORDS, ...EXCLUDING_WORDS, ...ANAPHORA, ...FOLLOW_UP_OPENERS]),
  ...wordsOf(GROUPINGS.flatMap(([, words]) => words)),
  ...wordsOf(COMPANY_FACTS.flatMap(([, words, hints]) => [...words, ...hints])),
  ...wordsOf(PROPERTY_FACTS.flatMap(([, words]) => words)),
  ...wordsOf(DEADLINE_KINDS.flatMap(([, words]) => words)),
  ...MONTHS.map((m) => m.toLowerCase()),
  ...wordsOf(TELLING_WORDS),
  // "distribute": paying out to the members, no name of the ledger ("district" shares its stem); the
  // nouns ("distributions") stay words no record covers.
  ...MEMBER_PAYOUTS.filter((word) => /^distribut(?:e|ed|ing)$/.test(word)),
]);

/** Words of how a document question asks ("says", "hold", "cost"), which no answering passage needs to hold. */
const ASKING_WORDS = new Set(QUESTION_SHAPE_WORDS);

/** A word that gives the question its shape: no topic of its own. */
export const shapeWord = (word: string): boolean => SHAPE.has(word);

/**
 * Words of the deadline and company vocabularies that say nothing about money: a money question
 * holding one that no category took is about something its figures would not be ("how much did we
 * pay the state" is not every expense).
 */
const DOMAIN = new Set(
  wordsOf([...DEADLINE_KINDS.flatMap(([, words]) => words), ...COMPANY_FACTS.flatMap(([, words]) => words)]).filter(
    (word) => word.length >= 3 && !STOP.has(word) && !wordsOf([...REVENUE_WORDS, ...EXPENSE_WORDS, ...NET_WORDS, ...MONEY_WORDS, ...STAY_WORDS, ...PROPERTY_WORDS, ...SHAPE_NOUNS, ...DEADLINE_WORDS]).includes(word),
  ),
);

/** Every word the planner reads with, for correcting typos ("expences", "morgage", "utilties"). */
const KNOWN_WORDS = [...new Set([...[...SHAPE].filter((word) => word.length >= 5), ...wordsOf(DOCUMENT_WORDS).filter((word) => word.length >= 5), ...CATEGORY_WORDS])];

/**
 * The question with each long word one typo from a word the planner knows (and neither a word it
 * reads nor a name in the records) corrected. A typo keeps its first letter: "newest" is no typo of
 * "fewest".
 */
function correctTypos(text: string, names: (word: string) => boolean, properties: string[], held: (phrase: string) => boolean = () => false): string {
  return correctWords(joinSplit(text, names, properties, held), names, properties);
}

/**
 * "pro pane", "bridge water court", "pay pal": a name of the records, or of a home, said as two words
 * (a phone's dictation splits them), read as the one word, where the two are not both names already.
 */
function joinSplit(text: string, names: (word: string) => boolean, properties: string[], held: (phrase: string) => boolean): string {
  const joins = (a: string, b: string) => {
    const one = `${a}${b}`;
    // The word lookups first: reading the descriptions for the pair is dearer, and needed only for a word that would join.
    if (one.length < 6 || a.length < 2 || b.length < 2 || STOP.has(a) || STOP.has(b) || properties.includes(a) || properties.includes(b)) return false;
    return (names(one) || properties.includes(one)) && !held(`${a} ${b}`);
  };
  const tokens = text.split(/(\s+)/);
  // Words at even places, spaces between: a pair of plain words both sides of one space.
  for (let i = 0; i + 2 < tokens.length; i += 2) {
    const [a, b] = [tokens[i]!, tokens[i + 2]!];
    if (/^[a-z]+$/.test(a) && /^[a-z]+$/.test(b) && joins(a, b)) tokens.splice(i, 3, `${a}${b}`);
  }
  return tokens.join("");
}

function correctWords(text: string, names: (word: string) => boolean, properties: string[]): string {
  // Six letters or more: a shorter word one letter from a known one is as likely a word of its own
  // ("leave", "lease"); a shorter one is corrected only for a letter dropped inside a longer known
  // word ("rentl", "incme"), which no word of its own is (a dropped last letter may be a singular).
  return text.replace(/[a-z]{5,}/g, (word, at: number) => {
    if (SHAPE.has(word) || KNOWN_WORDS.includes(word) || names(word) || properties.includes(word)) return word;
    // "I guess they call it": a word right after its subject is a verb, no noun's typo ("guests").
    if (/\b(?:i|we|you|they|he|she)\s+$/.test(text.slice(0, at))) return word;
    if (word.length < 6) return KNOWN_WORDS.find((known) => known.length === word.length + 1 && known[0] === word[0] && droppedInside(word, known)) ?? word;
    // A known word's past tense ("reserved") is no correction of the word itself ("reserve").
    const oneOff = (candidate: string) => candidate[0] === word[0] && withinOneEdit(word, candidate) && candidate !== `${word}d`;
    // A known word first, then a property's own name of six letters or more ("Thornaple").
    return KNOWN_WORDS.find(oneOff) ?? properties.find((name) => name.length >= 6 && oneOff(name)) ?? word;
  });
}

/** Whether `word` is `known` with one letter left out, neither its first nor its last. */
function droppedInside(word: string, known: string): boolean {
  for (let i = 1; i < known.length - 1; i++) if (known.slice(0, i) + known.slice(i + 1) === word) return true;
  return false;
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

/**
 * The company's own name in a question, as "the company": a run of two or more words of its legal
 * name (all of it when it has one word), with a following "LLC" and the like ("Front Range",
 * "front range rentals llc").
 */
function nameTheCompany(text: string, company: string[]): { text: string; named: boolean } {
  if (company.length === 0) return { text, named: false };
  const name = new Set(company);
  const suffixes = new Set(LEGAL_FORMS);
  const tokens = text.split(" ");
  const out: string[] = [];
  let named = false;
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && name.has(tokens[j]!.replace(/[?.!,;:]+$/, "").replace(/'s?$/, ""))) j++;
    if (j - i >= Math.min(2, company.length)) {
      named = true;
      out.push(`the company${/[?.!,;:]+$/.exec(tokens[j - 1]!)?.[0] ?? ""}`);
      i = j;
      while (i < tokens.length && suffixes.has(tokens[i]!.replace(/[?.!,;:]+$/, ""))) i++;
    } else out.push(tokens[i++]!);
  }
  return { text: out.join(" "), named };
}

/**
 * A counterparty the words left of a question name in the records' own descriptions ("duke energy",
 * "keisha", "roofer" for "roofing"): adjacent words form one name when a description holds them
 * together; otherwise the most specific word is the name. Words of no description are candidates
 * for the unknown ones.
 */
/**
 * Codes a question names ("reservation HM4KX2", "invoice RR-5082"): words of letters and digits.
 * A code the records hold names those rows; one they do not is a thing they cannot answer about.
 * Ordinals, quarters, amounts and forms ("3rd", "q3", "5k", "k-1s") are not codes.
 */
const CODE = /(?<![a-z0-9-])(?=[a-z-]*\d)(?=[0-9-]*[a-z])[a-z0-9][a-z0-9-]{3,}(?![a-z0-9-])/g;
const NOT_CODE = /^(\d+(st|nd|rd|th|s|k|m)|q[1-4]|fy\d+|h[12])$/;

function findCodes(rest: string, vocabulary: RecordsVocabulary): { held: { code: string; counts: TypeCounts }[]; unknown: string[] } {
  const held: { code: string; counts: TypeCounts }[] = [];
  const unknown: string[] = [];
  for (const [found] of rest.matchAll(CODE)) {
    // A plural of a form is the form ("k-1s", "1099s"); a code has two letters and two digits at least.
    const code = found.replace(/(?<=\d)s$|(?<=\d-?[a-z])s$/, "");
    if (NOT_CODE.test(code) || (code.match(/\d/g)?.length ?? 0) < 2 || (code.match(/[a-z]/g)?.length ?? 0) < 2) continue;
    const counts = countsOf(vocabulary, code);
    if (anyRows(counts)) held.push({ code, counts });
    else if (!vocabulary.obligationTexts.some((text) => text.includes(code))) unknown.push(code);
  }
  return { held, unknown };
}

type FoundCounterparty = { counterparty?: Counterparty; counterparties: Counterparty[]; candidates: string[]; obligationWords: string[]; domainWords: string[] };

function findCounterparty(rest: string, vocabulary: RecordsVocabulary, asName: (words: string[]) => boolean = () => false): FoundCounterparty {
  const codes = findCodes(rest, vocabulary);
  const found = findNamedCounterparty(rest, vocabulary, asName);
  const code = codes.held[0];
  const named: Counterparty | undefined = code ? { phrase: code.code, ...code.counts, words: [code.code] } : undefined;
  return {
    ...found,
    ...(named ? { counterparty: named, counterparties: [named] } : {}),
    candidates: [...codes.unknown, ...found.candidates],
  };
}

function findNamedCounterparty(rest: string, vocabulary: RecordsVocabulary, asName: (words: string[]) => boolean): FoundCounterparty {
  const candidates: string[] = [];
  const domainWords: string[] = [];
  const obligationWords: string[] = [];
  // A shape word ("home", "payment") joins a run only as itself, and counts only when the whole run
  // is a phrase of a description ("home depot").
  const runs: RunWord[][] = [];
  for (const match of rest.matchAll(/[a-z][a-z'-]*/g)) {
    const word = match[0].replace(/'s?$/, "").replace(/^-+|-+$/g, "");
    if (word.length < 3) continue;
    // "the cost to run the cabin": a verb with its object names no one, though a description holds "run".
    if (/\bto\s+$/.test(rest.slice(0, match.index)) && /^\s+(?:the|a|an|our|my|this|that|it|them|these|those|each|every)\b/.test(rest.slice(match.index + match[0].length))) continue;
    // "who is listed as the registered agent": a verb in the passive names no one, unless a description writes it so.
    // "who do we have listed as": so is one right after "have" ("we have the plumbing repaired" names the work).
    if (/ed$/.test(word) && (/\b(?:is|are|was|were|be|been|being)\s+$/.test(rest.slice(0, match.index)) || /\b(?:have|has|had|got) $/.test(rest.slice(0, match.index))) && !anyRows(countsOf(vocabulary, word))) continue;
    // "how much rent have we collected from the duplex": a verb of ours with its preposition names no one, whatever line says "collected from guests".
    if (/^[a-z]{4,}ed$/.test(word) && /\b(?:we|i|they|you) (?:have |had |'ve )?$/.test(rest.slice(0, match.index).replace(/\b(?:already|just|ever|really|actually) $/, "")) && /^\s+(?:from|to|for|by|on|in|at|off|out)\b/.test(rest.slice(match.index + match[0].length))) continue;
    // "all three policies", "the two leases": a count of the things asked names no one, whatever row writes "three".
    // "asking me for two numbers", "Two renewals I keep hearing about": so is a count after a preposition or opening the question.
    if (SMALL_NUMBERS.has(word) && /(?:\b(?:all|the|our|these|those|both|its|their|for|of|with|about|on|to|are|were|have|has|had)\s+|^\s*)$/.test(rest.slice(0, match.index)) && /^\s+[a-z'-]+s\b/.test(rest.slice(match.index + match[0].length))) continue;
    // "(Jan 1 to today's date)": a month with a day is a date, whatever rows write "Jan".
    if (MONTH_WORD.test(word) && /^\s+\d{1,2}(?:st|nd|rd|th)?\b/.test(rest.slice(match.index + match[0].length))) continue;
    // "did the cottage turn a profit": the verb of a profit or a loss names no one either.
    if (/^\s+(?:a|any)\s+(?:profit|loss)\b/.test(rest.slice(match.index + match[0].length))) continue;
    const shape = shapeWord(word);
    // "all policies", "every vendor's bills", "every policy": a plural under a quantifier (or a word under
    // "every", "each") widens the question, it names no one and no deadline.
    if ((/s$/.test(word) || /\b(?:every|each)\s+$/.test(rest.slice(0, match.index))) && SCOPED(word).test(rest)) continue;
    // "what did we pay the secretary of state": a word of ours inside a name the ledger holds whole is that name's.
    if (DOMAIN.has(word) && !inHeldName(rest, match.index, vocabulary)) domainWords.push(word);
    if (shape && !vocabulary.counterparties.words.has(word)) continue;
    if (!shape && vocabulary.obligations.closest(word)) obligationWords.push(word);
    // "co-host": a hyphened word no single word of the descriptions matches is looked up whole, as they write it.
    const joined = () => (word.includes("-") ? [word, word.replace(/s$/, "")].find((whole) => anyRows(countsOf(vocabulary, whole))) : undefined);
    const form = shape ? word : (vocabulary.counterparties.closest(word) ?? joined());
    if (!form) {
      if (!obligationWords.includes(word)) candidates.push(word);
      continue;
    }
    const run = runs.at(-1);
    const last = run?.at(-1);
    // "salt & linen": an ampersand joins the words of one name, as the descriptions write it.
    const gap = last ? rest.slice(last.end, match.index) : "";
    const joins = /^\s{1,2}$/.test(gap) || /^\s*&\s*$/.test(gap);
    const entry = { form, word, end: match.index + match[0].length, shape, amp: joins && gap.includes("&") };
    if (run && last && joins) run.push(entry);
    else runs.push([{ ...entry, amp: false }]);
  }
  // Each run names one counterparty at most: "airbnb" and "vrbo" of "airbnb + vrbo" are two. A
  // conjunction joins two names ("airbnb and vrbo") unless a description holds the whole ("smith and sons").
  const pieces = runs.flatMap((run) => (anyRows(countsOf(vocabulary, phraseOf(run))) ? [run] : splitAtConjunctions(run).flatMap((part) => (asName(part.map((w) => w.word)) ? [part] : splitAtHeldName(part, vocabulary)))));
  const counterparties = pieces.map((whole) => nameOfRun(whole, vocabulary)).filter((c): c is Counterparty => c !== undefined);
  return { ...(counterparties[0] ? { counterparty: counterparties[0] } : {}), counterparties, candidates, obligationWords, domainWords };
}

/**
 * Whether the word at `at` is inside a phrase of two to four words of the text, starting and ending
 * with no stop word, that the ledger's descriptions hold ("secretary of state" of "NC SECRETARY OF
 * STATE ANNUAL REPORT").
 */
function inHeldName(text: string, at: number, vocabulary: RecordsVocabulary): boolean {
  const words = wordsOfText(text);
  const i = words.findIndex((m) => m.index === at);
  return i >= 0 && heldRunAround(words.map((m) => m[0]), i, vocabulary, 2);
}

/** The words of a text as names are read, with where each is. */
const wordsOfText = (text: string) => [...text.matchAll(/[a-z0-9][a-z0-9'&-]*/g)];

/**
 * Whether the word at `i` is inside a run of `shortest` to four words, starting and ending with no
 * stop word, that the ledger's descriptions hold (and that `accept` takes, when given).
 */
function heldRunAround(words: string[], i: number, vocabulary: RecordsVocabulary, shortest: number, accept: (run: string[]) => boolean = () => true): boolean {
  for (let length = shortest; length <= 4; length++) {
    for (let start = Math.max(0, i - length + 1); start <= i && start + length <= words.length; start++) {
      const run = words.slice(start, start + length);
      if (STOP.has(run[0]!) || STOP.has(run.at(-1)!) || !accept(run)) continue;
      if (anyRows(countsOf(vocabulary, run.join(" ")))) return true;
    }
  }
  return false;
}

/** What a payee charges: "vrbo fees", "airbnb's commission". */
const FEE_WORDS = "fees?|commissions?|charges?|charged|cut";
const FEE_NOUN = new RegExp(`^(?:${FEE_WORDS})$`);

/**
 * The homes a text names, unless each word that named one is inside a longer name the ledger holds
 * whole ("Chippewa Valley Housing Authority" names the housing authority, not the Chippewa Falls house):
 * a run of three or four words with two words of four letters or more of its own ("ave w" of an address is none).
 */
function homesOutsideNames(text: string, properties: PropertyRow[], vocabulary: RecordsVocabulary): ReturnType<typeof findProperties> {
  // "vrbo fees last yr", where the casita's record says it is let on VRBO: a payee the ledger pays,
  // before what it charges, names that payee, not the home (whose name is read from the other words).
  const spoken = wordsOfText(text);
  const feeWords = spoken.filter((m, i) => FEE_NOUN.test(spoken[i + 1]?.[0] ?? "") && !STOP.has(m[0]) && countsOf(vocabulary, m[0]).expense > 0);
  const masked = feeWords.reduce((out, m) => out.slice(0, m.index) + "#".repeat(m[0].length) + out.slice(m.index + m[0].length), text);
  const read = findProperties(masked, properties);
  const found = feeWords.length === 0 ? read : { ...read, rest: feeWords.reduce((out, m) => out.replace("#".repeat(m[0].length), m[0]), read.rest) };
  if (found.rows.length === 0) return found;
  const words = spoken.map((m) => m[0]);
  const named = found.rows.filter((row) => {
    const own = wordsOfProperty(row);
    const said = words.map((word, i) => ({ word, i })).filter(({ word }) => own.has(word) && !STOP.has(word));
    const ofItsOwn = (run: string[]) => run.filter((word) => !own.has(word) && !STOP.has(word) && word.length >= 4).length >= 2;
    const inName = said.length > 0 && said.every(({ i }) => heldRunAround(words, i, vocabulary, 3, ofItsOwn));
    if (!inName) return true;
    // "NASHVILLE ELECTRIC SERVICE" paid only at the Nashville house names that house too: its rows are all there.
    const ownSaid = words.filter((word) => own.has(word));
    const rows = vocabulary.descriptions.filter((d) => ownSaid.some((word) => d.text.includes(word)) && d.properties.size > 0);
    return rows.length > 0 && rows.every((d) => d.properties.size === 1 && d.properties.has(row.id));
  });
  return named.length === found.rows.length ? found : named.length === 0 ? { rows: [], rest: text, strays: [] } : found;
}

const CONJUNCTIONS = new Set(["and", "or", "nor", "plus", "versus"]);

/** A run without the article it starts with ("the lien sale" is "lien sale"). */
function trimStops<T extends { word: string }>(run: T[]): T[] {
  return run.length > 1 && /^(?:the|a|an)$/.test(run[0]!.word) ? run.slice(1) : run;
}
/** The words of the lexicon's category phrases ("late" of "late fees"). */
const CATEGORY_TERMS = new Set(CATEGORY_PHRASES.flatMap(([phrase]) => phrase.split(/\s+/)));

/** A run cut at its conjunctions, which belong to neither side. */
function splitAtConjunctions<T extends { word: string }>(run: T[]): T[][] {
  const parts: T[][] = [[]];
  for (const entry of run) {
    if (CONJUNCTIONS.has(entry.word)) parts.push([]);
    else parts.at(-1)!.push(entry);
  }
  return parts.filter((part) => part.length > 0);
}

/**
 * "harbor light base rent": a run no description holds whole, which begins or ends with a name of two
 * words or more that descriptions do hold ("Unit B base rent - Harbor Light Insurance Agency"), is that
 * name and the rest, each read on its own. Not a run written as one name ("Live Oak Glass"), which
 * nameHeldApart reads.
 */
function splitAtHeldName(run: RunWord[], vocabulary: RecordsVocabulary): RunWord[][] {
  if (run.length < 3 || anyRows(countsOf(vocabulary, phraseOf(run)))) return [run];
  const held = (part: RunWord[]) => !part.every((w) => w.shape) && !STOP.has(part[0]!.word) && !STOP.has(part.at(-1)!.word) && anyRows(countsOf(vocabulary, phraseOf(part)));
  for (let length = run.length - 1; length >= 2; length--) {
    const head = run.slice(0, length);
    const tail = run.slice(run.length - length);
    if (held(head)) return [head, run.slice(length).map((w, i) => (i === 0 ? { ...w, amp: false } : w))];
    if (held(tail)) return [run.slice(0, run.length - length), tail.map((w, i) => (i === 0 ? { ...w, amp: false } : w))];
  }
  return [run];
}

/** A month's name or its short form ("jan", "sept"), as periods read them. */
const MONTH_WORD = new RegExp(`^${MONTH}$`);

/** A word of a run of words that may name one counterparty, and whether an ampersand joined it to the word before. */
type RunWord = { form: string; word: string; end: number; shape: boolean; amp: boolean };

/** The words of a run as a description would write them ("salt & linen"). */
const phraseOf = (run: RunWord[]): string => run.map((w, i) => `${i === 0 ? "" : w.amp ? " & " : " "}${w.form}`).join("");

/** The counterparty a run of words names: the whole run when a description holds it, else its core, else its most specific word. */
function nameOfRun(words: RunWord[], vocabulary: RecordsVocabulary): Counterparty | undefined {
  // "privilege tax and", where a line writes "privilege tax and 5% lodging tax": a name ends before a word that joins.
  let end = words.length;
  while (end > 1 && /^(?:and|or|&|plus|nor)$/.test(words[end - 1]!.word)) end--;
  const said = words.slice(0, end);
  // "the lien sale", where a line writes "after the lien sale": the article a run starts with is none of the name's.
  // "the castellanos", where one line writes "for the Castellanos lease": so is the article of a one-word name.
  const whole = (said.length > 2 && anyRows(countsOf(vocabulary, phraseOf(said)))) || said.length === 2 ? trimStops(said) : said;
  const at = { start: whole[0]!.end - whole[0]!.word.length, end: whole.at(-1)!.end };
  const phrase = phraseOf(whole);
  // Words that only shape a request name no one, unless the descriptions hold them together as they
  // are asked ("what did we pay for the annual report": "Secretary of State - annual report fee").
  const shapeOnly = whole.every((w) => w.shape);
  if (shapeOnly && whole.length < 2) return undefined;
  // "for the entire llc": words that only join others ("for", "the") name no one, whatever the
  // descriptions hold around them.
  if (whole.every((w) => STOP.has(w.word))) return undefined;
  const together = whole.length > 1 ? countsOf(vocabulary, phrase) : undefined;
  if (together && anyRows(together)) return { phrase, ...together, words: whole.map((w) => w.word), at };
  if (shapeOnly) return undefined;
  const run = whole.filter((w) => !w.shape);
  const core = phraseOf(run);
  const coreCounts = countsOf(vocabulary, core);
  if (anyRows(coreCounts)) return { phrase: core, ...coreCounts, words: run.map((w) => w.word), at };
  // Of single words, a name before a category's word ("marisol" of "marisol late"), then the one whose
  // rows also write the run's other words ("yesenia" of "yesenia turnover cleans": "... - turnover clean
  // after ..."), then the rarest.
  const ofCategory = (phrase: string) => (CATEGORY_TERMS.has(phrase) ? 1 : 0);
  const alongside = (form: string) => {
    const rows = vocabulary.descriptions.filter((d) => holdsWords(d.text, form));
    return run.filter((w) => w.form !== form && rows.some((d) => d.text.includes(stem(w.word)))).length;
  };
  return run
    .map((w) => ({ phrase: w.form, ...countsOf(vocabulary, w.form), words: run.map((r) => r.word), at }))
    .filter(anyRows)
    .map((one) => ({ one, along: run.length > 1 ? alongside(one.phrase) : 0 }))
    .sort((a, b) => ofCategory(a.one.phrase) - ofCategory(b.one.phrase) || b.along - a.along || a.one.revenue + a.one.expense - (b.one.revenue + b.one.expense))[0]?.one;
}

/**
 * Of the words nothing accounted for, the ones that name a thing: nouns and names, by their part of
 * speech in the question. A verb ("calculate"), an adjective ("gross", "late") or an adverb shapes
 * the request and is dropped, unless it asks a figure the records never hold ("sell", "worth").
 */
const UNRECORDED = wordsMatcher([...UNRECORDED_MEASURES, ...ADVICE_WORDS, ...HYPOTHETICAL_WORDS], "g");
/** One word or phrase that is wholly such a figure ("worth", "credit score"). */
const UNRECORDED_WHOLE = new RegExp(`^(?:${UNRECORDED.source})$`);
/** "what will the tax bill be next year", "how much will we make": a forecast, which no record holds (a deadline's date is no forecast). */
/** What will be, or what someone is going to decide ("is tobias going to renew or move out"): no record holds it ("what vote is needed to sell" asks what a paper requires). */
const FORECAST = /\b(?:weather|snow|rain|storm|temperature)\s+forecasts?\b|\b(?:(?:supposed|going|expected|likely|forecast(?:ed)?)\s+to|will\s+it|is\s+it\s+(?:going\s+to|gonna))\s+(?:snow|rain|storm|freeze|hail|flood|be\s+(?:cold|hot|warm|sunny|nice|stormy|rainy|snowy|(?:over|under|above|below|near|around)\s+\d{1,3}(?:\s*(?:degrees|°))?\b))\b|\bwhat will\s+(?:the\s+|our\s+)?(?:rent|rents|income|revenue|expenses|taxes|tax bill|bills?|payments?|premiums?|costs?)\b[^?]*\bbe\b|\bwhat\s+(?:[a-z]+\s+){0,2}will\s+(?!(?:it|that|this)\b)(?:[a-z]+\s+){1,3}?(?:agree|accept|offer|ask|want|decide|choose|sign|give|charge|quote|approve|lend)\b|\bwhat will\b(?![^?]*\b(?:due|expire|expires|end|ends|renew|renewed)\b)[^?]*\b(?:be|show|come to|total|look like)\b|\bhow (?:much|many)\s+(?:[a-z'-]+\s+){0,3}will\b|\bwill (?:we|it|the company|rents?) (?:make|earn|bring in|cost)\b|\bwill\s+(?:[a-z'-]+\s+){0,5}(?:go up|go down|increase|decrease|rise|fall|drop|grow|shrink)\b|^(?!\s*(?:when|what\s+date|by\s+when)\b)[^?]*\b(?:is|are|will)\s+(?!(?:we|i|it|that|this|there)\b)(?:(?!(?:permit|license|licence|policy|registration|lease|report|return|needed|required|necessary|allowed|permitted)\b)[a-z'-]+\s+){1,3}?(?:going\s+to\s+)?(?:renew|move\s+out|move|leave|stay|sign|re-sign|sell|buy|accept|agree|decide|pay\s+(?:late|on\s+time))\b/;

/** Records whose worth is money the books hold: "the bookings were worth", "how much were the payouts worth". */
const RECORDS_WORTH = /\b(?:bookings?|reservations?|stays?|payments?|payouts?|rents?|income|invoices?|bills?|fees?|deposits?|transactions?|charges?)\b(?:\s+[a-z'-]+){0,3}\s*$/;

/** "other 3br cabins", "other hosts nearby": homes or people that are not the company's ("our other cabin" is). */
const OTHER_HOMES = /(?<!\b(?:our|the|my|its|their|your|any|no|what|which)\s+)\bother\s+(?:[a-z0-9'-]+\s+){0,2}?(?:airbnbs?|listings?|cabins?|cottages?|homes?|houses?|condos?|units?|places|properties|rentals|landlords?|owners|hosts?|strs|parks?|communities|buildings|apartments|complexes|duplexes|townhomes|casitas|facilities)\b/;

/**
 * "works out to", "adds up to": a verb with its particle, whatever its ending, names nothing; nor does
 * the noun of a light verb's idiom ("haven't taken care of", "keep track of", "make sense of").
 */
export const PHRASAL = (word: string) => new RegExp(`\\b${word}\\s+(?:out|up)\\s+(?:to|at)\\b|\\b(?:take|takes|taken|taking|took|keep|keeps|kept|keeping|make|makes|made|making)\\s+(?:an?\\s+|good\\s+)?${word}\\s+of\\b`);

/** A word for one of the homes, after what describes it ("the bradenton duplex", "the salem house"). */
const HOME_NOUN = "(?:house|home|duplex|triplex|fourplex|condo|condominium|apartment|unit|cabin|cottage|bungalow|townhouse|townhome|place|property|rental|building|listing)s?\\b";

/** "all sources", "every job", "both units": a word under a quantifier widens the question, it names nothing new. */
const SCOPED = (word: string) => new RegExp(`\\b(?:all|every|each|both|any|whole|entire)\\s+(?:(?:of\\s+)?(?:the|our|its|their|these|those)\\s+)?(?:\\d+\\s+|two\\s+|three\\s+|four\\s+|five\\s+|six\\s+)?${word}\\b`);

/**
 * Whether a word only modifies a thing the question named otherwise: "log" of "the log cabin" (the
 * cabin is the property), "flood" of "flood insurance". The word right after it was read as a
 * property or a category, so it is no head of its own. `text` is the question without its periods.
 */
function modifiesNamed(word: string, text: string, rest: string): boolean {
  const next = new RegExp(`\\b${word}\\s+([a-z0-9]+)`).exec(text)?.[1];
  // "the special assessment the quarry bend hoa levied": a word before "the" modifies nothing.
  return next !== undefined && !STOP.has(next) && !new RegExp(`\\b${next}\\b`).test(rest);
}

async function namingWords(text: string, named: string, candidates: string[], names: string[], read: { text: string; rest: string; normal: string }): Promise<string[]> {
  // Read before the categories take their words: "interest rate" is no mortgage interest.
  // "the land value", "building value": the basis's parts as the records hold them, no market's value.
  const unrecorded = [...named.matchAll(UNRECORDED)]
    .filter((m) => !(/^values?$/.test(m[0]) && /\b(?:land|building|buildings|furniture|improvements?|structure)\s+$/.test(named.slice(0, m.index))))
    // "what were our vrbo bookings worth": the money of records, not what a home would sell for.
    .filter((m) => !(/^(?:worth|values?)$/.test(m[0]) && RECORDS_WORTH.test(named.slice(0, m.index))))
    .map((m) => m[0])
    .filter((word) => !names.includes(word));
  if (FORECAST.test(text) || FORECAST.test(read.normal)) unrecorded.push("a forecast");
  // "other 3br cabins in gatlinburg": homes that are not the company's, whose figures no record holds.
  const others = OTHER_HOMES.exec(read.normal)?.[0];
  if (others && !unrecorded.some((phrase) => others.includes(phrase))) unrecorded.push(others);
  // "company-wide", "portfolio-wide": a scope, the whole of what is asked.
  // "quiet hours up at laurel bluff": "up at" a home named is where, no verb's particle.
  const phrasal = (word: string) => PHRASAL(word).test(read.text) && !new RegExp(`\\b${word}\\s+up\\s+at\\s*[?.!]?\\s*$`).test(named);
  // "Pinecrest Plumbing": a name written with capitals before a trade's word is a business's, no modifier of the trade.
  const business = (word: string) => new RegExp(`(?<=\\S\\s+)${escapeRegExp(word[0]!.toUpperCase() + word.slice(1))}\\s+[A-Z][a-z]+\\b`).test(text);
  // "Vrbo bookings" where no record names Vrbo: a name written with a capital, past the first word, names
  // whose bookings, no kind of them.
  const capital = (word: string) => new RegExp(`(?<=[a-z0-9,]\\s+)${escapeRegExp(word[0]!.toUpperCase() + word.slice(1))}\\b`).test(text);
  candidates = candidates.filter((word) => !unrecorded.includes(word) && !SCOPED(word).test(read.text) && (!modifiesNamed(word, read.text, read.rest) || business(word) || capital(word)) && !phrasal(word) && !/^[a-z]+-wide$/.test(word));
  if (candidates.length === 0) return unrecorded;
  // As asked (capitals tell a name) and as read (abbreviations written out: "thru" is "through").
  const naming = await namingParts(text, read.normal);
  return [...unrecorded, ...candidates.filter(naming)];
}

/**
 * Whether a word names a thing, by its part of speech in the question as asked (where capitals tell
 * a name: "Nationwide") or in lower case (where a tagger that trusted a capital reads the word
 * itself). A present-tense verb ending in s may be a plural noun ("earthquakes"), so it names too.
 */
async function namingParts(asked: string, lower: string): Promise<(word: string) => boolean> {
  const [cased, plain] = await Promise.all([partsOfSpeech(asked), asked === lower ? undefined : partsOfSpeech(lower)]);
  const naming = (part: PartOfSpeech | undefined) => part === "noun" || part === "name" || part === "verb-s";
  return (word) => {
    const a = cased.get(word);
    const b = plain?.get(word);
    return (a === undefined && b === undefined) || naming(a) || naming(b);
  };
}

/**
 * The things a document question names: its nouns and names that are neither shape words nor stop
 * words ("credit", "score" of "what is Dana's credit score"), which an answering passage must hold.
 */
export async function nounsOf(f: Frame): Promise<string[]> {
  // "for tax purposes" names the tax, not a purpose.
  const text = f.text.replace(/\bfor\s+([a-z]+\s+)?purposes?\b/g, " $1");
  // "how long's", "the roof's": the word without its "'s".
  const words = [...new Set((text.match(/[a-z0-9][a-z0-9'-]*[a-z0-9]/g) ?? []).map((word) => word.replace(/'s$/, "")))].filter((word) => word.length > 2 && !shapeWord(word) && !STOP.has(word) && !askingWord(word) && !/\d/.test(word));
  if (words.length === 0) return [];
  const naming = await namingParts(f.question, f.text);
  // "pet fee at the cabin?": a word read as a verb right before a noun modifies it ("pet" of the fee).
  const [cased, plain] = await Promise.all([partsOfSpeech(f.question), partsOfSpeech(f.text)]);
  const order: string[] = text.match(/[a-z0-9][a-z0-9'-]*[a-z0-9]/g) ?? [];
  const modifies = (word: string) => {
    const next = order[order.indexOf(word) + 1];
    return (cased.get(word) === "verb" || plain.get(word) === "verb") && next !== undefined && !STOP.has(next) && naming(next);
  };
  return words.filter((word) => naming(word) || modifies(word));
}

const EXCLUDING = wordsMatcher(EXCLUDING_WORDS).source;
/** A clause that leaves things out, to the end of its sentence or aside: "not the sales/room tax we collected". */
export const LEFT_OUT_CLAUSE = new RegExp(`${EXCLUDING}[^.;:?!()]*`, "g");
/** A text without the clauses that leave things out ("... right now, not counting the NNN estimate?": "... right now,  ?"). */
export const withoutLeftOut = (text: string): string => text.replace(LEFT_OUT_CLAUSE, " ");
/** A category's word naming a person the question is for or from ("for our cpa", "my accountant says"). */
const AUDIENCE = (phrase: string) =>
  new RegExp(
    `\\b(?:for|from)\\s+(?:our|my|the)\\s+${escapeRegExp(phrase)}\\b|(?:^|\\b(?:our|my|the)\\s+)${escapeRegExp(phrase)}\\s+(?:here|is|was|needs|needed|wants|wanted|asked|asks|asking|said|says|told|would like|requests|requested)\\b|^${escapeRegExp(phrase)}\\s*[-:,]`,
  );
const INFORMATION = new Set(INFORMATION_VERBS);
/** "can we evict desmond", "could i deduct the roof": whether the company may do something, which no record states. */
const MAY_WE = /\b(?:can|could|may)\s+(?:we|i)\s+(?:legally\s+|still\s+|just\s+|actually\s+|even\s+)?([a-z][a-z-]*)\b|(?:^|[,.;?!]\s*|\b(?:then|so)\s+)(?:we|i)\s+(?:can|could|may)\s+(?:legally\s+|still\s+|just\s+|actually\s+|even\s+)?([a-z][a-z-]*)\b(?=[^?.!,]*\?)/;
function actAsked(text: string): string | undefined {
  // "can we evict her", and in a statement's order ending in a question mark: "I can evict her?"
  const m = MAY_WE.exec(text);
  const verb = m?.[1] ?? m?.[2];
  return verb && !INFORMATION.has(verb) && !STOP.has(verb) && !askingWord(verb) ? verb : undefined;
}
/** A word between commas, slashes or "etc" of a list: its left side and right side, split at "|". */
const ENUMERATED = /[,/&]\s*\||\|\s*(?:[,/&)]|etc\b)/;
/** Whether the question says a phrase is inside its figure: "counting the rent", "late fees included". */
export const INCLUDED = (text: string, phrase: string): boolean =>
  new RegExp(`\\b(?:including|incl|include|includes|plus|(?<!not\\s)counting|not just|not only|more than just)[.:]?\\s+(?:the\\s+|any\\s+|our\\s+|all\\s+)?${LISTED}(?:[a-z'-]+\\s+)?${escapeRegExp(phrase)}\\b|\\b${escapeRegExp(phrase)}\\s+(?:included|too|as well|and (?:everything|all|the rest)|and so on)\\b`).test(text);
/** A category's word that is a person, who may be the one asking or the one the answer is for. */
const PERSON = /\b(?:cpa|cpas|accountant|accountants|bookkeeper|bookkeepers|attorney|attorneys|lawyer|lawyers|preparer|preparers|advisor|advisors|adviser|planner|manager|managers)$/;
/** Words that give examples of what is asked rather than ask them. */
const EXAMPLES = /\b(?:that kind of thing|those kinds of things|and the like|and so on|etc|such as|for example|e\.g\.|all of it|everything included|the whole lot|the works)|,\s*(?:and\s+)?everything\s*[?.!]*\s*$/;
/** Items listed before a phrase left out: "not counting bookings or rent", "excluding cleaning, supplies and". */
const LISTED = "(?:[a-z'-]+(?:\\s+[a-z'-]+){0,2}\\s*(?:,|&|/|\\bor\\b|\\band\\b|\\bnor\\b)\\s*(?:the\\s+)?){0,3}";
/** Whether the question leaves a category phrase out: "excluding utilities", "leave the cleaning fees out (of it)", "cleaning fees excluded". */
const leftOut = (text: string, phrase: string): boolean =>
  new RegExp(`${EXCLUDING}\\s+(?:the\\s+|any\\s+|our\\s+|all\\s+)?${LISTED}${escapeRegExp(phrase)}\\b|\\b(?:leave|leaving)\\s+(?:the\\s+|our\\s+|any\\s+)?${escapeRegExp(phrase)}\\s+out\\b|\\b${escapeRegExp(phrase)}\\s+(?:excluded|not included|left out|aside)\\b`).test(text);

/**
 * Where a figure is going, which names nothing to measure: a line of a tax form ("for Schedule E line
 * 14", "form 1040 line 8"), the schedule it goes on ("... for the depreciation schedule") or the return
 * it is for ("for my 2025 return:", whose year still counts).
 */
const PURPOSE = /(?:\b(?:for|prepping|preparing|prep|doing|filing|to file|to send|sending)\s+)?\b(?:his|her|their)\s+(?:1099s?(?:-nec|-misc)?|w-?9s?|k-?1s?)\b|\b(?:the\s+)?(?:\d{4}-[a-z]{2,4}|1099s?|1098|w-?2|w-?9|k-?1s?)\s+(?:figure|figures|number|numbers|amount|amounts|total|totals)(?=\s+for\b)|,\s*for\s+(?:the|our|my)\s+(?:[a-z0-9'-]+\s+){0,3}(?:return|filing|report|form|application|renewal)\s*[?.!]*\s*$|\b(?:(?:for|on)\s+)?(?:schedule\s+[a-f]|form\s+\d{3,4}[a-z-]*)(?:[\s,]*(?:line|ln|box)\s*#?\d+[a-z]?)?\b|\bfor\s+(?:the|our|my)\s+(?:depreciation|tax|amortization|fixed asset)\s+(?:schedule|worksheet|workpapers?)\s*[.?!]*\s*$|(?<=\bfor\s+(?:my|our|the)\s+(?:\d{4}\s+)?(?:tax\s+)?)returns?\b(?=\s*[:,-]|\s*$)/g;
/** Whom the answer is for or who asks: "for our CPA", "CPA here -", "my accountant needs". */
const PEOPLE = "(?:cpa|cpas|accountant|accountants|bookkeeper|bookkeepers|attorney|lawyer|tax preparer|preparer|advisor|adviser)";
const AUDIENCE_WORDS = new RegExp(
  `\\bfor\\s+(?:our|my)\\s+${PEOPLE}\\b|^(?:(?:our|my|the)\\s+)?${PEOPLE}(?=\\s+(?:here|is|was|needs|needed|wants|wanted|asked|asks|asking|said|says|would like|requests|requested)\\b|\\s*[-:,])|\\b(?:our|my)\\s+${PEOPLE}(?=\\s+(?:is|was|needs|needed|wants|wanted|asked|asks|asking|said|says|would like|requests|requested)\\b)`,
  "g",
);
const blank = (found: string) => " ".repeat(found.length);
/** "- need it for the depreciation schedule", ", we need this for the return": the use of an answer, after the ask. */
const NEEDED_FOR = /(?:[-,;:]|\s)\s*(?:i\s+|we\s+)?(?:need|needs|needed)\s+(?:it|this|that|them|these|those)\s+for\b[^?]*$/;
const purposeLeftOut = (text: string): string => {
  const spoken = text.replace(AUDIENCE_WORDS, blank);
  // "- need it for the depreciation schedule": what the answer is for, after the ask.
  const need = spoken.replace(NEEDED_FOR, blank);
  return /\b(?:how much|what|whats|what's|where|total|spent|paid|expenses?|income|repairs?|fees?|depreciation|basis|interest|rents?|taxes|insurance|costs?|split)\b/.test(need) ? need.replace(PURPOSE, blank) : need;
};

/** Normalises a question: lower case, plain quotes and spaces, abbreviations written out, a "%" that is no figure's ("co-host %") as "percent", a "#" after a word ("registry #") as "number", a "$" before no figure ("total $") as "dollars". */
export const normalise = (question: string): string =>
  numbersInWords(
    expandAbbreviations(
      plain(question)
        .replace(/[’‘]/g, "'")
        .replace(/[“”]/g, '"')
        .replace(/(?<!\d)\s*%/g, " percent")
        .replace(/(?<=[a-z])\s*#(?!\s*\d)/g, " number")
        .replace(/\$(?!\s*\d)/g, " dollars ")
        // "ok, now just Q4", "hmm ok, how about ...", "um so": a word of the talk before the question asks nothing.
        .replace(/^\s*(?:(?:ok|okay|k|alright|all right|hmm+|um+|uh+|cool|great|perfect|got it|thanks|thank you|oh my|oh wow|oh|wow|gosh|geez|jeez|yikes|whoa|huh|hi|hello|hey)\b[\s,.!-]*)+(?=\S)/, "")
        // "..., I mean September and October": what follows says it again, in the asker's words ("mean" is no average).
        .replace(/(?:^|(?<=[\s,;(-]))i\s+mean(?:t)?\b[\s,:]*/g, " ")
        // "what'd they take out of that", "take outta the rent": what they kept of it.
        .replace(/\b(take|takes|took|taken)\s+out\s+of\s+(?=that|it|this|those|the)\b/g, "take out on ")
        // "how much did they take off the top": what they charged.
        .replace(/\b(?:take|takes|took|taken|skim|skimmed)\s+off\s+the\s+top\b/g, "charge")
        // "how much has vrbo taken in fees": what a payee charged (no income "taken in").
        .replace(/\b(?:taken|took|takes|take)\s+in\s+(fees?|commissions?)\b/g, "charged in $1")
        // "what's our e i n", "the h.o.a. dues": a word spelled out letter by letter, as one word.
        .replace(/\b[a-z](?:(?:\s+[a-z]\b){2,}|(?:\.[a-z]\b){2,}\.?)/g, (letters) => letters.replace(/[\s.]+/g, ""))
        // "how much does the housing authority pay on top of that": besides it, which asks nothing more (no ranking).
        .replace(/\b(pay|pays|paid|paying|give|gives|gave|contribute|contributes|cover|covers)\s+(?:on\s+top\s+of|in\s+addition\s+to)\s+(?:that|it|this|those)\b/g, "$1")
        // "count everything: base rent, CAM, ...": everything is inside the figure, nothing is counted.
        .replace(/\bcount(?:ing)?\s+(everything|it all|all of it)\b/g, "$1 included")
        // "the CAM reconciliation true-up": the balance a reconciliation settles, said twice.
        .replace(/\b(reconciliation)\s+true[- ]?ups?\b/g, "$1")
        // "the 1099-NECs", "the K-1s": the form, in the plural.
        .replace(/\b(1099-(?:nec|misc|int|div|k)|k-1|w-2|w-9)s\b/g, "$1")
        // "the last couple of months": two of them.
        .replace(/\b(?:a\s+)?couple(?:\s+of)?\s+(?=(?:days|weeks|months|quarters|years)\b)/g, "2 ")
        // "revenue-wise", "cost-wise": in terms of the word.
        .replace(/\b([a-z]+)-wise\b/g, "$1")
        // "what did insurance run us", "how much did the roof set us back": what it cost us.
        .replace(/\b(?:run|runs|ran|running|set)\s+(us|me)(?:\s+back)?\b/g, "cost $1")
        // "the cabin up north", "our place out west": where it is, as people say it, names nothing.
        .replace(/\b(?:up|down|out|back|over)\s+(?:north|south|east|west)\b/g, " ")
        // "non-rent income", "non-airbnb revenue": the income other than that.
        .replace(/\bnon-?([a-z]+)\s+(income|revenue|earnings)\b/g, (said, kind: string, measure: string) => (/^(?:refundable|taxable|deductible|recurring|operating|cash|passive|profit)$/.test(kind) ? said : `${measure} other than ${kind}`))
        // "placed-in-service", "year-to-date": a phrase written as one word reads as the phrase.
        .replace(/\b([a-z]+)-([a-z]+)-([a-z]+)\b/g, "$1 $2 $3")
        // "when's her lease up?", "when is the policy up": when it ends.
        .replace(/\b(lease|policy|contract|agreement|permit|term)\s+up\b(?!\s+(?:to|for)\b)/g, "$1 end")
        // "when does the lease run out", "when does the warranty run out": when it ends.
        .replace(/\b(lease|policy|contract|agreement|permit|term|warranty|coverage|note|loan)(\s+(?:[a-z]+\s+){0,2}?)(?:run|runs|ran)\s+out\b/g, "$1$2end")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );

/** What joins or sets apart two category phrases: "rent and late fees", "rent vs cleaning", "rent, fees". */
const JOINS = /\b(?:and|or|vs|versus|plus|than|against|compared|including|incl|excluding|not)\b|[+&,/]/;

/**
 * Two category phrases, one a kind of the other, with nothing joining them ("rent from our long-term
 * tenants", "utilities at the cabin, the electric"): the narrower one says which of the wider is asked.
 */
function narrowest(groups: Frame["groups"], text: string): Frame["groups"] {
  if (groups.length !== 2) return groups;
  const within = (a: Frame["groups"][number], b: Frame["groups"][number]) => withinCategories(a.categories, b.categories);
  const [a, b] = groups as [Frame["groups"][number], Frame["groups"][number]];
  const [narrow, wide] = within(a, b) && !within(b, a) ? [a, b] : within(b, a) && !within(a, b) ? [b, a] : [undefined, undefined];
  if (!narrow || !wide) return groups;
  const [i, j] = [text.indexOf(a.phrase), text.indexOf(b.phrase)];
  if (i < 0 || j < 0) return groups;
  const between = i < j ? text.slice(i + a.phrase.length, j) : text.slice(j + b.phrase.length, i);
  return JOINS.test(between) ? groups : [narrow];
}

/** The words of a category's label: "Long-term rental income" is long-term, rental and income. */
const labelWords = (value: string): string[] => CATEGORIES.find((c) => c.value === value)?.label.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];

/**
 * "rent we collected on the long term rentals", "the short-term side's income": one group of several
 * categories, and a word of the question outside its phrase that the label of exactly one of them has
 * and the others lack, says which of them is asked. The kinds are read from the categories' own labels.
 */
function kindNamed(groups: Frame["groups"], text: string): Frame["groups"] {
  const [group] = groups;
  if (groups.length !== 1 || !group || group.categories.length < 2) return groups;
  const at = text.indexOf(group.phrase);
  const outside = at < 0 ? text : `${text.slice(0, at)} ${text.slice(at + group.phrase.length)}`;
  const own = group.categories.map((value) => ({ value, words: labelWords(value) }));
  const said = (word: string) => word.length >= 4 && !STOP.has(word) && new RegExp(`\\b${word.split("-").map(escapeRegExp).join("[- ]?")}\\b`).test(outside);
  const kinds = own.filter(({ value, words }) => words.some((word) => said(word) && !own.some((o) => o.value !== value && o.words.includes(word))));
  return kinds.length === 1 ? [{ phrase: group.phrase, categories: [kinds[0]!.value] }] : groups;
}

/**
 * "airbnb income (both listings, with cleaning fees) vs rent from our long-term tenants": a category
 * said to be inside what is asked just before it is part of that, not a side of its own. A name's
 * income holds it already; a category's figure takes it in ("rent (both units, with cleaning fees) vs expenses").
 */
function attachIncluded(groups: Frame["groups"], names: Counterparty[], text: string, inAside: (word: string, kind?: "included" | "gloss") => boolean): Frame["groups"] {
  const outside = [...groups.filter((g) => !inAside(g.phrase)).map((g) => ({ group: g, at: text.indexOf(g.phrase) })), ...names.filter((c) => !inAside(c.phrase)).map((c) => ({ group: undefined, at: text.indexOf(c.phrase) }))];
  const merged = new Map<Frame["groups"][number], string[]>();
  const attached = new Set<Frame["groups"][number]>();
  for (const g of groups) {
    if (!inAside(g.phrase, "included")) continue;
    const at = text.indexOf(g.phrase);
    const owner = outside.filter((o) => o.at >= 0 && o.at < at).sort((a, b) => b.at - a.at)[0];
    if (!owner) continue;
    attached.add(g);
    if (owner.group) merged.set(owner.group, [...(merged.get(owner.group) ?? owner.group.categories), ...g.categories]);
  }
  return groups.filter((g) => !attached.has(g)).map((g) => (merged.has(g) ? { phrase: g.phrase, categories: [...new Set(merged.get(g))] } : g));
}

/** A run of two or more words in capitals, as a bank writes a payee ("COSTCO WHSE", "DUKE ENERGY PROGRESS"). */
const CAPITALS_RUN = /\b[A-Z][A-Z0-9&'.#*-]*(?:\s+[A-Z0-9#*][A-Z0-9&'.#*-]*)+\b/g;

/** The words of a run in capitals that holds a name of the records: the bank's way of writing that name ("WHSE" of "COSTCO WHSE"), not a thing asked. */
function bankLineWords(question: string, names: Counterparty[]): Set<string> {
  const held = new Set(names.flatMap((c) => c.words));
  const words = new Set<string>();
  for (const [run] of question.matchAll(CAPITALS_RUN)) {
    const parts = run.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
    if (parts.some((part) => held.has(part))) for (const part of parts) words.add(part);
  }
  return words;
}

/** A bank's short form of a word ("whse", "svc", "mkt", "hdwr"): a few consonants, perhaps a final "e". */
const BANK_SHORT = /^[b-df-hj-np-tv-z]{2,4}e?$/;

/**
 * "costco whse", "acme svc": a short form right after a name of the records is how a bank writes
 * that name, typed in lower case (bankLineWords reads the same in capitals), not a thing asked.
 */
const bankShortAfterName = (text: string, names: Counterparty[]) => (word: string) =>
  BANK_SHORT.test(word) && names.some((c) => new RegExp(`\\b${escapeRegExp(c.words.at(-1) ?? c.phrase)}\\s+${escapeRegExp(word)}\\b`).test(text));

/** "LLC", "Inc": the form of a business's name, which names no thing asked. */
const LEGAL_FORM_WORDS = new Set<string>(LEGAL_FORMS);
const BUSINESS = new Set<string>(BUSINESS_NOUNS);
const PARTS_OF_HOME = new Set<string>(HOME_PARTS);
/** "the students paid", "what have tenants paid in": money paid to the company by those it lets to. */
const TENANTS_PAID = /\b(?:tenants?|students?|residents?|renters?|roommates?|guests?|lessees?)\s+(?:(?:at|in|of|from|over\s+at)\s+(?:the\s+|our\s+)?[a-z0-9'-]+(?:\s+[a-z0-9'-]+){0,2}?\s+)?(?:have\s+|had\s+|already\s+)?(?:paid|pay|pays|paying)\b|\bbilled\s+to\s+(?:the\s+)?(?:tenants?|students?|residents?|renters?|guests?)\b|\b(?:we|i)\s+(?:bill|billed|charge|charged|pass\s+on\s+to|passed\s+on\s+to|collect\s+from|collected\s+from)\s+(?:the\s+|our\s+)?(?:[a-z'-]+\s+){0,2}?(?:tenants?|students?|residents?|renters?|guests?|roommates?)\b/;
const RENT_WORDS = new Set<string>(RENT_MODIFIERS);
/** "Mom asked me to check ...", "on Dad's behalf": who asks, never a thing to look up. */
const REQUESTER = new Set<string>(REQUESTERS);

/** A home described by its size after "a" ("a 3 bedroom house", "an average 2br"): a kind of home, not one of ours. */
const DESCRIBED_HOME = /\b(?:a|an|any)\s+(?:typical\s+|average\s+|comparable\s+|similar\s+)?(?:\d+|one|two|three|four|five|six)[\s-]*(?:bed(?:room)?s?|br|bd|bdrm)\b|(?<!\b(?:our|the|both|my|two|these|those)\s+)\b(?:\d+|one|two|three|four|five|six)[\s-]*(?:bed(?:room)?s?|br|bd|bdrm)\s+(?:[a-z-]+\s+)?[a-z]{3,}s\b/;

/**
 * Homes of a kind in the plural, in a place, with no word making them ours ("the average nightly rate
 * for airbnbs in asheville", "what cabins in gatlinburg charge"): the market's homes, not the company's.
 */
const MARKET_HOMES = /(?<!\b(?:our|the|both|my|two|three|four|five|these|those|all|of|its|their|your)\s+)\b(?:airbnbs|vrbos|strs|cabins|cottages|condos|listings|rentals|homes|houses)\s+(?:in|around|near)\s+(?!(?:the|our|my|this|last|next|q[1-4]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|spring|summer|fall|autumn|winter)\b|\d)[a-z]/;

/** "what are 30 yr commercial mortgage rates running", "interest rates these days": rates of the market, no loan of ours. */
const MARKET_RATES = /\b(?:going|market|prevailing|typical)\s+(?:vacancy|occupancy|cap|rental|rent|nightly|interest|mortgage)\s+rates?\b|(?<!\b(?:our|the|its|their|that|this|his|her|my)\s+(?:[a-z0-9-]+\s+){0,3})\b(?:mortgage|interest|loan|lending|refi|refinance|refinancing|market|going|prevailing|current)\s+rates\b(?!\s+(?:on|of|for|under|in|with)\s+(?:the|our|its|that|this|both|each)\b)(?![^?.]*\b(?:are\s+we|we\s+are|we're|we\s+pay|our)\b)/;

/** A street address: a house number, one to three words, and a kind of street ("22 cypress court"); not a unit's number before where it is ("apt 202 at river street"). */
const STREET_ADDRESS = /(?<!\b(?:unit|units|apt|apts|apartment|suite|ste|room|space|lot|no|number)\s+#?\s*|#\s*)\b(\d{1,6})\s+((?:(?!(?:at|on|in|of|off|near|by|from|to)\b)[a-z][a-z'-]*\s+){1,3})(?:street|st|road|rd|lane|ln|drive|dr|avenue|ave|court|ct|way|place|pl|boulevard|blvd|circle|cir|trail|terrace|parkway|pkwy|highway|hwy)\b/g;

/** A street address that is none of ours ("22 Cypress Court in Wilmington"): another home, whatever town it names. */
function addressNotOurs(question: string, properties: PropertyRow[]): string | undefined {
  for (const match of question.toLowerCase().matchAll(STREET_ADDRESS)) {
    const [number, street] = [match[1]!, match[2]!.trim().split(/\s+/)[0]!];
    const ours = properties.some((row) => new RegExp(`\\b${number}\\s+(?:[a-z]+\\s+)?${escapeRegExp(street)}\\b`, "i").test(row.address));
    if (!ours) return match[0];
  }
  return undefined;
}

/** A business by its legal form: "ridgeline cabins llc", "acme holdings inc". */
const LEGAL_NAME = new RegExp(`((?:[a-z0-9&'-]+\\s+){1,4})(${LEGAL_FORMS.map(escapeRegExp).join("|")})(?![a-z0-9])`, "g");

/**
 * "what did the cpa charge us for preparing the partnership return": the words of a filing said in a
 * question of money, where the ledger's expenses name that filing by another of its words ("Form 1065
 * preparation"), say what was paid for; they ask no deadline.
 */
function filingPaidFor(text: string, vocabulary: RecordsVocabulary): Set<string> {
  const words = new Set<string>();
  for (const [, phrases] of DEADLINE_KINDS) {
    const said = phrases.filter((phrase) => phrase.includes(" ") && new RegExp(`\\b${escapeRegExp(phrase)}\\b`).test(text));
    if (said.length === 0 || !phrases.some((phrase) => countsOf(vocabulary, phrase).expense > 0)) continue;
    for (const phrase of said) for (const word of phrase.split(/\s+/)) words.add(word);
  }
  return words;
}

/** The words of a name that end a run of words: those after its last small or asking word ("for smoky ridge co-hosting llc": "smoky ridge co-hosting llc"). */
const nameBefore = (words: string[]): string[] => words.slice(words.findLastIndex((word) => STOP.has(word) || ASKING_WORDS.has(word)) + 1);

/** "Saltmarsh Coffee's café itself", "the dentist's practice itself": a business of its own, by what it is. */
const ITSELF = /\b((?:[a-z0-9&-]+\s+){0,4}[a-z0-9&-]+)'s\s+(?:(cafe|café|shop|store|business|practice|office|restaurant|company|bakery|agency|firm)\s+)?itself\b/;
/** "brightwell's own business", "their vendor's own books": the figures of a business of its own. */
const ITS_OWN = /\b((?:[a-z0-9&-]+\s+){0,4}[a-z0-9&-]+)'s\s+own\s+(business|books|company|finances|financials|p&l|profits?|revenue|income|taxes|accounts)\b/;

/**
 * "how much did Ridgeline Cabins LLC make": a business named by its legal form that is not this
 * company (whose name is already "the company") and that no record names is another company, whose
 * figures and facts the records do not hold.
 */
function otherBusiness(text: string, vocabulary: RecordsVocabulary): string | undefined {
  // "the profit and loss for Smoky Ridge Co-Hosting LLC's own business": another's own books, whatever we paid them.
  const own = ITS_OWN.exec(text);
  const ownerName = own ? nameBefore(own[1]!.split(/\s+/)).join(" ") : "";
  if (own && ownerName && !/\b(?:company|our|my|we|us)$/.test(ownerName)) return `${ownerName}'s own ${own[2]}`;
  // "how much revenue Saltmarsh Coffee's café itself made": that business's own figures.
  const itself = ITSELF.exec(text);
  const itselfWords = itself ? nameBefore(itself[1]!.split(/\s+/)) : [];
  while (itselfWords.length > 1 && SHAPE.has(itselfWords[0]!)) itselfWords.shift();
  const itselfName = itselfWords.join(" ");
  if (itself && itselfName && !/\b(?:company|our|my|we|us|llc)$/.test(itselfName)) return `${itselfName}'s own ${itself[2] ?? "business"}`;
  const held = (phrase: string) => anyRows(countsOf(vocabulary, phrase)) || vocabulary.obligationTexts.some((line) => line.toLowerCase().includes(phrase));
  for (const m of text.matchAll(LEGAL_NAME)) {
    const name = nameBefore(m[1]!.trim().split(/\s+/));
    // Verbs of money before it ("paid", "pay") are no part of the name.
    while (name.length > 1 && MATCH.money.test(name[0]!)) name.shift();
    // A name the records hold, whole or by its first word ("acme" of "acme property llc"), is no other
    // company; a generic last word ("cabins") does not make one of ours.
    if (name.length === 0 || held(name.join(" "))) continue;
    // But a name of its own after the first word ("cape fear coastal rentals llc", where the ledger
    // holds "cape fear public utility" and "coastal pest solutions" apart) is another company's.
    const stray = name.slice(1).some((word) => !SHAPE.has(word) && !KNOWN_WORDS.includes(word) && anyRows(countsOf(vocabulary, word)) && !onSameLines(vocabulary, name[0]!, word));
    if (held(name[0]!) && !stray) continue;
    return `${name.join(" ")} ${m[2]}`;
  }
  return undefined;
}

/**
 * Whether the question's capitals tell names from words: some words of three letters or more are
 * written in lower case (not a question typed all in capitals or in title case).
 */
const capitalsTell = (question: string): boolean => (question.slice(1).match(/\b[a-z][a-z'-]{2,}\b/g) ?? []).length >= 2;

/** Whether the question writes these words one after another, each with a capital ("Georgia Power"). */
function writtenAsName(question: string, words: string[]): boolean {
  if (words.length < 2 || !capitalsTell(question)) return false;
  const said = new RegExp(`(?<![A-Za-z])${words.map(escapeRegExp).join("[\\s&.-]+")}(?![a-z])`, "gi");
  return [...question.matchAll(said)].some((m) => (m[0].match(/[A-Za-z][A-Za-z'-]*/g) ?? []).every((word) => /^[A-Z]/.test(word)));
}

/**
 * "Georgia Power", where the ledger writes "Georgia Secretary of State" and "gate power" on other
 * lines: a name written with capitals whose words the records hold only apart names a payee they do
 * not hold at all, never the rows of one of its words.
 */
function nameHeldApart(question: string, c: Counterparty, vocabulary: RecordsVocabulary): string | undefined {
  const own = c.words.filter((word) => !SHAPE.has(word) && !STOP.has(word));
  if (own.length < 2 || own.length !== c.words.length || !writtenAsName(question, c.words)) return undefined;
  if (anyRows(countsOf(vocabulary, c.words.join(" ")))) return undefined;
  const apart = own.some((a, i) => own.slice(i + 1).some((b) => !onSameLines(vocabulary, a, b)));
  return apart ? c.words.join(" ") : undefined;
}

/** Whether one description of the ledger holds both ("cape fear" and "utility", "state farm insurance" and "premium"). */
const onSameLines = (vocabulary: RecordsVocabulary, a: string, b: string): boolean => vocabulary.descriptions.some((d) => d.text.includes(a) && d.text.includes(b));

/** "the leases", but not "in the leases", "Keisha's leases" or "the leases say": the papers, not the rent under them. */
const LEASES = /(?<!\b(?:in|on|under|per|by|of)\s+(?:the\s+|our\s+|all\s+|both\s+|their\s+)?|'s\s+)\bleases\b(?!\s+(?:say|said|allow|require|end|expire|start|renew|term|terms|clause|agreement))/;

/**
 * "gross rents? airbnb stays plus the leases": in a question of income only, the leases are the rent
 * they bring in, a part of the income like any category of it.
 */
function leasesAsIncome(found: ReturnType<typeof findCategories>, text: string): ReturnType<typeof findCategories> {
  const ofIncome = found.groups.every((g) => g.categories.every((cat) => cat.startsWith("revenue:"))) && (found.groups.length > 0 || MATCH.revenue.test(text)) && !MATCH.expense.test(text);
  const m = ofIncome ? LEASES.exec(found.rest) : null;
  if (!m) return found;
  const group = { phrase: m[0], categories: ["revenue:long_term_rental"] };
  const before = found.groups.filter((g) => found.rest.indexOf(g.phrase) < m.index).length;
  return {
    categories: [...new Set([...found.categories, ...group.categories])],
    phrases: [...found.phrases, m[0]],
    groups: [...found.groups.slice(0, before), group, ...found.groups.slice(before)],
    rest: found.rest.slice(0, m.index) + " ".repeat(m[0].length) + found.rest.slice(m.index + m[0].length),
  };
}

/**
 * "plumbing repairs at the duplex": a one-word kind of a category right before a wider word of the
 * same category (no one paid, as "cpa tax prep" is), which the ledger's descriptions hold ("Rosario
 * Plumbing - drain repair"), says which of its payments; it is read as a name in them, not as the
 * whole category again.
 */
function byModifier(found: ReturnType<typeof findCategories>, text: string, vocabulary: RecordsVocabulary): ReturnType<typeof findCategories> {
  const same = (a: string[], b: string[]) => withinCategories(a, b) && withinCategories(b, a);
  const at = found.groups.findIndex((g, i) => {
    const next = found.groups[i + 1];
    return next !== undefined && !g.phrase.includes(" ") && !PERSON.test(g.phrase) && same(g.categories, next.categories) && new RegExp(`\\b${escapeRegExp(g.phrase)}\\s+${escapeRegExp(next.phrase)}\\b`).test(text) && countsOf(vocabulary, g.phrase).expense > 0;
  });
  if (at < 0) return found;
  const word = found.groups[at]!.phrase;
  const place = new RegExp(`(?<![a-z])${escapeRegExp(word)}(?![a-z])`).exec(text);
  // Put back where the categories' reading blanked it (a text they spread a shared noun in is left as read).
  if (!place || found.rest.slice(place.index, place.index + word.length).trim() !== "") return found;
  const groups = found.groups.filter((_, i) => i !== at);
  return {
    categories: [...new Set(groups.flatMap((g) => g.categories))],
    phrases: found.phrases.filter((phrase) => phrase !== word),
    groups,
    rest: found.rest.slice(0, place.index) + word + found.rest.slice(place.index + word.length),
  };
}

/** "all 3 rentals", "every property", "all our homes": each of the company's homes (a count said must be all of them). */
const SMALL_NUMBERS = new Map(NUMBER_WORDS.filter(([, value]) => value >= 2 && value <= 20).map(([word, value]) => [word, value]));
const EVERY_HOME = new RegExp(`\\b(?:all|every|each)\\s+(?:(?:of\\s+)?(?:the|our)\\s+)?(?:(\\d+|${[...SMALL_NUMBERS.keys()].join("|")})\\s+)?(?:rentals|properties|homes|houses|units|places|doors|buildings|parcels|sites|locations|property|home|house|unit|rental|parcel)\\b`);
/** "all three policies", "every bill": the whole of a kind of thing. */
const ALL_OF = new RegExp(`\\b(?:all|every|each of)\\s+(?:(?:of\\s+)?(?:the|our)\\s+)?(?:(?:\\d+|${[...SMALL_NUMBERS.keys()].join("|")})\\s+)?[a-z'-]+s\\b`);
/** "every source", "every revenue line", "all revenue streams": the whole of a measure, every home's, summed. */
export const EVERY_SOURCE = /\bevery\s+(?:[a-z]+\s+)?(?:source|stream|line(?!\s+items?\b))\b|\ball\s+(?:[a-z]+\s+)?(?:sources|streams)\b/;
/** "summer and winter bills both", "both the deposit and the rent": two things asked together, parts of one whole. */
/** "summer + winter bills": two seasons' bills joined are the two parts of the year's, as "both" says. */
const BOTH = /\bboth\s+(?:the\s+)?([a-z'-]+)\s+(?:and|&)\s+(?:the\s+)?([a-z'-]+)\b|\b([a-z'-]+)\s+(?:and|&)\s+([a-z'-]+)\s+(?:[a-z'-]+\s+)?both\b|\b(spring|summer|fall|autumn|winter)\s*(?:\+|&|\/|\band\b|\bplus\b)\s*(?:the\s+)?(spring|summer|fall|autumn|winter)\b(?=\s+(?:(?:property|real estate)\s+)?(?:tax\s+)?(?:bills?|installments?|taxes|levies)\b)/g;
/** The words BOTH finds in a text. */
const bothWords = (text: string): Set<string> => new Set([...text.matchAll(BOTH)].flatMap((m) => m.slice(1).filter((word): word is string => word !== undefined)));
/** "all four places", "every property": every home, when the count said (if any) is theirs. */
const everyHome = (text: string, homes: number): boolean => {
  const m = EVERY_HOME.exec(text);
  return m !== null && (m[1] === undefined || (SMALL_NUMBERS.get(m[1]) ?? Number(m[1])) === homes);
};

/** Reads what a question names (see Frame). */
export async function understand(question: string, today: string, properties: PropertyRow[], vocabulary: RecordsVocabulary): Promise<Frame> {
  const normal = normalise(question);
  const names = (word: string) => vocabulary.counterparties.words.has(word) || vocabulary.obligations.words.has(word) || vocabulary.company.includes(word);
  const company = nameTheCompany(correctTypos(normal, names, propertyNames(properties), (phrase) => anyRows(countsOf(vocabulary, phrase))), vocabulary.company);
  const text = company.text;
  const amounts = findAmounts(purposeLeftOut(text));
  // "dad keeps saying 2017 but I'm not sure": a period said where the question tells is no period asked.
  // "I'm trying to figure out why the park's bills look so high in the summer - what did it spend last
  // quarter?": a period said where the asker tells of themselves is none asked, where the rest names its own.
  const stated = statementsOf(amounts.rest).map((part) => ({ start: part.at, end: part.at + part.text.length, kind: "gloss" as const }));
  const statedOnly = stated.length > 0 && findPeriods(withoutAsides(amounts.rest, stated), today).periods.length > 0 ? stated : [];
  const toldPeriods = [...toldOf(amounts.rest), ...statedOnly];
  const dated = findPeriods(toldPeriods.length > 0 ? withoutAsides(amounts.rest, toldPeriods) : amounts.rest, today, (phrase) => anyRows(countsOf(vocabulary, phrase)));
  const { periods, yearBack } = dated;
  // The told part's words stay for what else reads them (a name, a home), as they were.
  const afterPeriods = toldPeriods.length > 0 ? [...dated.rest].map((ch, i) => (ch === " " && amounts.rest[i] !== " " && toldPeriods.some((t) => i >= t.start && i < t.end) ? amounts.rest[i]! : ch)).join("") : dated.rest;
  const spoken = homesOutsideNames(afterPeriods, properties, vocabulary);
  // "capex by property? I know there was the NB roof and the Boerne parking lot": homes named only where the question tells are not asked.
  const told = toldOf(afterPeriods);
  const onlyTold = told.length > 0 && spoken.rows.length > 0 && homesOutsideNames(withoutAsides(afterPeriods, told), properties, vocabulary).rows.length === 0;
  const { rest: afterProperty, strays } = spoken;
  // "the street address of the Lost Pine cottage": a word of a home's own name, said beside another of
  // its words, is no measure ("lost" no loss).
  const homeWords = spoken.rows.map(wordsOfProperty);
  const fText = text.replace(/\b([a-z]+)(?=\s+([a-z]+))/g, (word: string, _w: string, next: string) => (NAME_MEASURES.has(word) && homeWords.some((own) => own.has(word) && own.has(next)) ? " ".repeat(word.length) : word));
  const spokenRows = onlyTold ? [] : spoken.rows;
  // "what have the students paid in utility fees": what tenants pay is income, whatever word of costs names it.
  const tenantsPaid = TENANTS_PAID.test(text);
  const incomeAsked = (MATCH.revenue.test(text) && !MATCH.expense.test(text)) || tenantsPaid;
  const found = byModifier(leasesAsIncome(findCategories(afterProperty, (word) => countsOf(vocabulary, word).revenue > 0), text), afterProperty, vocabulary);
  // "not counting the cleaning fees", "leave the cleaning fees out": those categories are left out, not asked.
  // "what did we gross on airbnb before the host fees came out": income asked, a cost after "before" not in it;
  // "rental income before cleaning fees": an income after "before" is not in it either.
  const beforeCost = (g: (typeof found.groups)[number]) => incomeAsked && new RegExp(`\\bbefore\\s+(?:the\\s+|any\\s+|our\\s+|all\\s+)?${LISTED}${escapeRegExp(g.phrase)}\\b`).test(text);
  // "not counting base rent": a category left out under a name the ledger gives its rows ("Suite 100 base rent"),
  // not a name of rows of another category ("leave out the pet rent": pet fees, not rent).
  const ofCategories = (written: string, categories: string[]) => {
    const rows = vocabulary.descriptions.filter((d) => holdsWords(d.text, written));
    return rows.length > 0 && rows.every((d) => [...d.categories].every((cat) => withinCategories([cat], categories)));
  };
  const namedKindLeftOut = (g: (typeof found.groups)[number]) => [...text.matchAll(new RegExp(`${EXCLUDING}\\s+(?:the\\s+|any\\s+|our\\s+)?([a-z'-]+)\\s+${escapeRegExp(g.phrase)}\\b`, "g"))].some((m) => !STOP.has(m[1]!) && ofCategories(`${m[1]} ${g.phrase}`, g.categories));
  // "cottage income last month net of platform fees": a cost no income is named by, taken off the income, not left out of it.
  // With `singular`, "utilities" names "Utility reimbursements" too.
  const incomeNamed = (g: (typeof found.groups)[number], singular = false) => {
    const forms = (singular ? [g.phrase, g.phrase.replace(/ies$/, "y"), g.phrase.replace(/(?<=[a-z]{3})s$/, "")] : [g.phrase]).map((form) => new RegExp(`\\b${escapeRegExp(form)}\\b`));
    return CATEGORIES.filter((cat) => cat.type === "REVENUE" && forms.some((form) => form.test(cat.label.toLowerCase()))).map((cat) => cat.value);
  };
  const takenOff = (g: (typeof found.groups)[number]) =>
    incomeAsked && g.categories.every((cat) => cat.startsWith("expense:")) && incomeNamed(g).length !== 1 && new RegExp(`\\bnet\\s+of\\s+(?:the\\s+|any\\s+|our\\s+|all\\s+)?${LISTED}${escapeRegExp(g.phrase)}\\b`).test(text);
  const leftFirst = found.groups.filter((g) => !takenOff(g) && (leftOut(text, g.phrase) || beforeCost(g) || namedKindLeftOut(g)));
  // "not counting capital items like the hot tub and furniture": examples of what is left out name
  // nothing of their own, neither asked nor left out.
  const exampleOfLeft = (g: (typeof found.groups)[number]) =>
    leftFirst.some((l) => l !== g && new RegExp(`\\b${escapeRegExp(l.phrase)}\\s+(?:like|such as|e\\.?g\\.?,?|for example|for instance|including)\\s+[^.?;:()]*\\b${escapeRegExp(g.phrase)}\\b`).test(text));
  const left = leftFirst.filter((g) => !exampleOfLeft(g));
  // "for our CPA", "my CPA is asking": whom the answer is for, not what was paid.
  const audience = found.groups.filter((g) => PERSON.test(g.phrase) && AUDIENCE(g.phrase).test(text));
  // "all income, counting the rent and everything": a category said to be inside the figure, with no
  // other category asked, does not narrow it to that category.
  // "total revenue, late fees and misc income included", "utilities - power, water, internet": parts
  // of the whole, or words spelling out what another means, which never narrow the figure.
  const asides = asidesOf(text);
  const main = withoutAsides(text, asides);
  // "rent across all 3 rentals (short term + the condo)": every home, which an aside spells out; a home
  // named only there is a part of the whole, no narrowing of it.
  // "the company's total rental income, short-term and the condo rent together": an aside listing the
  // homes of a way of letting and a home named, which together are every home, names the whole too.
  const asideText = main.length === text.length ? [...text].map((ch, i) => (main[i] === ch ? " " : ch)).join("") : "";
  const lettingInAside = [...asideText.matchAll(/\b(short[- ]?term|long[- ]?term)\b/g)].flatMap((m) => homesOfLetting(`${m[1]} rentals`, vocabulary, properties) ?? []);
  const asideEvery = (rows: PropertyRow[]) => lettingInAside.length > 0 && new Set([...rows, ...lettingInAside]).size === properties.length;
  // "all three policies (building package, cottage, farm liability)": a home named only in the aside of a whole asked is one of its parts.
  // "total income across everything - the park, the casita, all of it together": homes listed inside a whole that everything names.
  const ofEverything = /\b(?:across|of|from|for)\s+everything\b|\beverything\s+(?:together|combined|included)\b/.test(main) && asides.some((aside) => aside.kind === "included");
  const namedRows = spokenRows.length > 0 && (everyHome(main, properties.length) || ALL_OF.test(main) || EVERY_SOURCE.test(main) || ofEverything || (properties.length > 1 && asideEvery(spokenRows))) && findProperties(main, properties).rows.length === 0 ? [] : spokenRows;
  const inAside = (word: string, kind?: "included" | "gloss") => onlyInAsides(text, asides, word, kind);
  const inside = found.groups.filter((g) => !left.includes(g) && (INCLUDED(text, g.phrase) || inAside(g.phrase, "included")));
  const onlyInside = inside.length > 0 && found.groups.every((g) => inside.includes(g) || left.includes(g) || audience.includes(g));
  // "utilities - power, water, internet": categories a gloss lists inside one the question asks are examples of it.
  // "total revenue (late fees, reimbursements etc)": examples after the measure itself say what the whole holds.
  // "total operating expenses at the condo last year - dues, housekeeping, tax, insurance": a list set off
  // right after the measure spells out what it holds.
  const listAfter = (g: (typeof found.groups)[number]) => {
    const aside = asides.find((one) => one.kind === "gloss" && new RegExp(`\\b${escapeRegExp(g.phrase)}\\b`).test(text.slice(one.start, one.end)));
    // Only where the measure before it is a whole ("total operating expenses"), not one a list narrows ("expenses - cleaning and tax").
    return aside !== undefined && /(?:\s[-–—]+|:)\s*$/.test(text.slice(0, aside.start)) && /\b(?:total|all|every|overall|operating|everything|whole)\b/.test(text.slice(0, aside.start));
  };
  const ofMeasure = (g: (typeof found.groups)[number]) =>
    (EXAMPLES.test(text) || listAfter(g)) && (g.categories.every((cat) => cat.startsWith("revenue:")) ? MATCH.revenue.test(main) : g.categories.every((cat) => cat.startsWith("expense:")) && MATCH.expense.test(main));
  const read = findCounterparty(found.rest, vocabulary, (words) => writtenAsName(question, words));
  // "what we paid smoky ridge in q3 (fees + cleanings)": a gloss after a name spells out what that name was paid for.
  const afterName = (g: (typeof found.groups)[number]) => read.counterparties.some((c) => !inAside(c.phrase) && text.indexOf(c.phrase) >= 0 && text.indexOf(c.phrase) < text.indexOf(g.phrase));
  // "total paid to Blue Saguaro Pool Care last year, service and any repairs?": a last clause listing what
  // the name was paid for, joined, spells it out as a gloss does.
  const listedLast = (g: (typeof found.groups)[number]) => {
    const said = escapeRegExp(g.phrase);
    return new RegExp(`,\\s+(?:(?:the|any|all|our)\\s+)?(?:[a-z'-]+\\s+){0,2}?(?:and|&|\\+|plus)\\s+(?:(?:the|any|all|our)\\s+)?${said}\\s*[?.!]*\\s*$|,\\s+(?:(?:the|any|all|our)\\s+)?${said}\\s+(?:and|&|\\+|plus)\\s+(?:(?:the|any|all|our)\\s+)?[a-z'-]+(?:\\s+[a-z'-]+)?\\s*[?.!]*\\s*$`).test(text);
  };
  const glossed = (g: (typeof found.groups)[number]) =>
    (inAside(g.phrase, "gloss") && (found.groups.some((o) => o !== g && !inAside(o.phrase) && withinCategories(g.categories, o.categories)) || ofMeasure(g) || afterName(g))) || (listedLast(g) && afterName(g));
  const listed = found.groups.filter((g) => !left.includes(g) && !audience.includes(g) && !(onlyInside && inside.includes(g)) && !glossed(g) && !exampleOfLeft(g));
  // "airbnb revenue (excl cleaning)": a word of costs left out of income is the income of that name
  // (the cleaning fees guests paid), when one category of income says it.
  const incomeOf = (g: (typeof found.groups)[number]) => {
    if (!incomeAsked || beforeCost(g) || !g.categories.every((cat) => cat.startsWith("expense:"))) return g.categories;
    const income = incomeNamed(g);
    return income.length === 1 ? income : g.categories;
  };
  const excludedValues = new Set(left.flatMap(incomeOf));
  // "income that wasn't rent? late fees, payouts, that kind of thing": what is left out stays out,
  // and examples after it only say what the rest is like.
  const examples = excludedValues.size > 0 && EXAMPLES.test(text);
  const excluded = [...excludedValues];
  const rest = found.rest;
  const { candidates, obligationWords, domainWords } = read;
  const paidFor = MATCH.money.test(text) ? filingPaidFor(text, vocabulary) : new Set<string>();
  const groups = attachIncluded(listed, read.counterparties, text, inAside);
  // Tagged as asked: capitals tell a name ("Nationwide") from a word.
  // A word of an aside names nothing asked, once the question outside it asks something.
  const asks = (main.match(/[a-z][a-z'-]*/g) ?? []).some((word) => shapeWord(word) && !STOP.has(word)) || groups.some((g) => !inAside(g.phrase));
  // "the coffee shop", "the dental practice", "the plow guys": a plain noun for a business after a word
  // that says which business is that word's; the word before it names it, or goes unused itself.
  const businessOfName = (word: string) => BUSINESS.has(word) && [...text.matchAll(new RegExp(`\\b([a-z][a-z'-]*)\\s+${escapeRegExp(word)}\\b`, "g"))].some((m) => !STOP.has(m[1]!));
  // "laundry machine money from the basement": where in a home a name's rows come from, once the name picks them.
  const whereInHome = (word: string) => read.counterparty !== undefined && PARTS_OF_HOME.has(word) && new RegExp(`\\b(?:from|in|at|of|by)\\s+(?:the\\s+|our\\s+)?${escapeRegExp(word)}\\b`).test(text);
  // "what did the brekkes pay in base rent": the rent itself, where no row writes "base rent".
  const rentItself = (word: string) => RENT_WORDS.has(word) && new RegExp(`\\b${escapeRegExp(word)}\\s+rents?\\b`).test(text);
  const onBankLine = bankLineWords(question, read.counterparties);
  const bankShort = bankShortAfterName(text, read.counterparties);
  // "Wes at North Channel Snow & Ice": a person named at a payee the records hold is that payee's.
  const atPayee = (word: string) => read.counterparties.some((c) => c.words.length > 0 && new RegExp(`\\b${escapeRegExp(word)}\\s+(?:at|from|with)\\s+(?:the\\s+)?${escapeRegExp(c.words[0]!)}\\b`).test(text));
  // "Pieter is asking for the company's EIN": a name that asks, at the start of a sentence, is who asks.
  // "Refugio's putting together his numbers for the members.": so is one who does something with the answer.
  const asker = (word: string) => new RegExp(`(?:^|[.!?;]\\s+)${escapeRegExp(word)}(?:'s)?\\s+(?:is\\s+asking|was\\s+asking|asked|asks|wants|wanted|needs|needed|would\\s+like|is\\s+wondering|wonders|wondered|says|said|thinks|mentioned|(?:is\\s+)?(?:putting together|working on|preparing|pulling together|getting ready))\\b`).test(text);
  const leftOver = (await namingWords(question, afterProperty, candidates, read.counterparty?.words ?? [], { text: afterPeriods, rest, normal: text })).filter((word) => !(asks && inAside(word)) && !onBankLine.has(word) && !bankShort(word) && !LEGAL_FORM_WORDS.has(word) && !REQUESTER.has(word) && !atPayee(word) && !asker(word) && !businessOfName(word) && !whereInHome(word) && !rentItself(word));
  const business = otherBusiness(text, vocabulary);
  // "average rent for a 3 bedroom house in salem", "rates for 3br cabins in town": a kind of home
  // described by its size (one of them, or many), none of ours, is others' homes.
  const others = DESCRIBED_HOME.test(text) || DESCRIBED_HOME.test(question.toLowerCase()) || MARKET_HOMES.test(question.toLowerCase()) ? "other homes" : MARKET_RATES.test(text) ? "market rates" : undefined;
  const elsewhere = addressNotOurs(question, properties);
  const act = actAsked(text);
  const apart = new Map(read.counterparties.map((c) => [c, nameHeldApart(question, c, vocabulary)] as const).filter((e): e is [Counterparty, string] => e[1] !== undefined));
  const unknown = [...leftOver, ...[business, others, elsewhere, act, ...strays, ...[...apart.values()].filter((name) => !business?.includes(name))].filter((word): word is string => word !== undefined && !leftOver.includes(word))];
  // "the airbnb unit": the property where that name's income is, and no longer a name to filter by.
  const first = read.counterparty;
  const home = namedRows.length === 0 && first?.at ? propertyOfName(rest, first.at, first.phrase, vocabulary, properties) : undefined;
  // "both airbnbs plus the condo": the homes where that name's income is, with any other home named.
  const plural = home ? undefined : read.counterparties.map((c) => ({ c, rows: homesOfName(question, c, vocabulary, properties) })).find((x) => x.rows !== undefined);
  // "both airbnbs plus the two long term leases": kinds of the company's income counted side by side
  // list what the whole holds; the name's homes narrow nothing.
  const countedGroup = found.groups.some((g) => new RegExp(`\\b(?:both|all|two|three|four|\\d+)\\s+(?:(?:of\\s+)?(?:the|our)\\s+)?${escapeRegExp(g.phrase)}\\b`).test(text));
  // "expenses for the short term rentals": the homes let that way, when no home is named. Income of
  // that way of letting is already its category or name ("rent from the long-term rentals", "airbnb income across both STRs").
  const ofIncome = (incomeAsked && !MATCH.net.test(text)) || (found.groups.length > 0 && found.groups.every((g) => g.categories.every((cat) => cat.startsWith("revenue:")))) || (read.counterparty !== undefined && read.counterparty.revenue > read.counterparty.expense);
  const letting = namedRows.length === 0 && !home && !ofIncome ? homesOfLetting(text, vocabulary, properties) : undefined;
  const named = home ? [home] : plural?.rows && !countedGroup ? [...new Set([...plural.rows, ...namedRows])] : letting?.length ? letting : namedRows;
  // "expenses for the short-term rentals" where neither the ledger nor a record says any home is let
  // that way: homes the records do not hold, never the company's whole figure.
  const noneLetThatWay = letting?.length === 0 ? lettingSaid(text) : undefined;
  // "utilities - power, gas, water", "repairs (plumbing, electrical, hvac etc)": a name listed among
  // categories is one more example of them, not a filter on them.
  // Not a name joined to a name before it ("vrbo + direct, including the cleaning fee"): the two are named together.
  const joinedToName = (c: Counterparty) => read.counterparties.some((o) => o !== c && o.at !== undefined && c.at !== undefined && o.at.end <= c.at.start && /^\s*(?:\+|&|and|or|plus|vs\.?|versus)\s*$/.test(rest.slice(o.at.end, c.at.start)));
  // "cleaning costs last year, turnovers and the deep cleans": so is one of two kinds joined in a last clause after the category asked.
  const ITEM = "(?:the\\s+|all\\s+the\\s+)?[a-z'-]+(?:\\s+[a-z'-]+)?";
  const said = (c: Counterparty) => escapeRegExp((c.words.length > 0 ? c.words : [c.phrase]).join(" "));
  const lastPair = (c: Counterparty) => new RegExp(`,\\s+(?:${ITEM}\\s+(?:and|&|\\+|plus)\\s+(?:the\\s+|all\\s+the\\s+)?${said(c)}|(?:the\\s+)?${said(c)}\\s+(?:and|&|\\+|plus)\\s+${ITEM})\\s*[?.!]*\\s*$`).test(text);
  // Only where every row of the name is of the category asked: "airbnb and vrbo" name payouts and fees, which narrow.
  const kindOfAsked = (c: Counterparty) => {
    const asked = found.groups.filter((g) => !left.includes(g)).flatMap((g) => g.categories);
    const rows = vocabulary.descriptions.filter((d) => holdsWords(d.text, c.phrase));
    return rows.length > 0 && rows.every((d) => [...d.categories].every((cat) => withinCategories([cat], asked)));
  };
  // Both of the pair names of rows, each of the category ("all properties plus the umbrella" adds a part, no example).
  const pairOfKinds = (c: Counterparty) => lastPair(c) && kindOfAsked(c) && read.counterparties.some((o) => o !== c && lastPair(o) && kindOfAsked(o));
  const listedAmong = (c: Counterparty) =>
    found.groups.some((g) => !left.includes(g)) && c.at !== undefined && ((!joinedToName(c) && ENUMERATED.test(` ${rest.slice(Math.max(0, c.at.start - 3), c.at.start)}|${rest.slice(c.at.end, c.at.end + 5)} `)) || pairOfKinds(c));
  // "roof excluded", "not counting airbnb": a name left out is no filter; its rows are taken off.
  const leftOutName = read.counterparties.find((c) => leftOut(text, c.words.at(-1) ?? c.phrase) || leftOut(text, c.phrase));
  // "which grossed more, the hood river airbnb or the salem house": the airbnb is the first of them.
  // "casita vrbo fees": a name before what it charges is that payee, though the casita's income is VRBO's.
  const feesAfter = (c: Counterparty) => new RegExp(`\\b${escapeRegExp(c.phrase)}(?:'s)?\\s+(?:${FEE_WORDS})\\b`).test(text);
  const propertyNoun = (c: Counterparty) => namedRows.length > 0 && !feesAfter(c) && nounOfProperty(text, c.phrase, namedRows, vocabulary, properties, c.words.join(" ") || c.phrase) !== undefined;
  // "gross rental income, long term leases + airbnb combined": names said to be inside a figure that no
  // name outside narrows are parts of it, no filter ("airbnb income, vrbo too" sums both names).
  const insideOnly = (c: Counterparty) => c.words.length > 0 && c.words.every((word) => inAside(word, "included"));
  // "total rental income last year — airbnb bookings plus the lease rent": a list spelling out the
  // measure the question asks names its parts, no filter either.
  const measureAsked = groups.some((g) => !inAside(g.phrase));
  const glossedOnly = (c: Counterparty) => measureAsked && c.words.length > 0 && c.words.every((word) => inAside(word, "gloss"));
  const partsOfWhole = asks && read.counterparties.length > 0 && read.counterparties.every((c) => insideOnly(c) || glossedOnly(c));
  // "the other one in portland, the duplex": the town of a home named, said as where it is, is no payee ("City of Portland").
  // "the bradenton duplex", "our salem house": so is the town said before the word for the home.
  const townOfHome = (c: Counterparty) =>
    namedRows.length > 0 &&
    c.words.length > 0 &&
    namedRows.every((row) => c.words.every((word) => row.address.toLowerCase().split(/[^a-z]+/).includes(word))) &&
    (new RegExp(`\\b(?:in|at|near|out in|over in|up in|down in)\\s+${escapeRegExp(c.phrase)}\\b`).test(text) || new RegExp(`\\b${escapeRegExp(c.phrase)}\\s+${HOME_NOUN}`).test(text));
  // "exclude cleaning fees, taxes collected from guests, CAM and other reimbursements": every name of a clause that leaves things out.
  const clauses = [...text.matchAll(LEFT_OUT_CLAUSE)].map((m) => m[0]);
  const outsideClauses = clauses.reduce((kept, clause) => kept.replace(clause, " "), text);
  // Said there only: "not through airbnb", whatever else the name's words are said beside.
  const inLeftOutClause = (c: Counterparty) => {
    const said = new RegExp(`\\b${(c.words.length > 0 ? c.words : [c.phrase]).map(escapeRegExp).join("(?:'s)?\\s+")}\\b`);
    return clauses.some((clause) => said.test(clause)) && !said.test(outsideClauses);
  };
  const leftOutNames = read.counterparties.filter((c) => c !== leftOutName && inLeftOutClause(c));
  // A name that is no filter: listed among categories, left out, a property's own noun, a part of the whole, homes in the plural, or a home's town.
  // "property taxes on all four places": words of every home name no payee, whatever row writes "all four".
  const everyWords = EVERY_HOME.exec(text)?.[0].split(/\s+/) ?? [];
  const ofEveryHome = (c: Counterparty) => c.words.length > 0 && c.words.every((word) => everyWords.includes(word));
  const both = bothWords(text);
  // "Teodora asked me to check on the note": who asks names no rows, though the ledger pays her mileage.
  const whoAsks = (c: Counterparty) => c.words.length === 1 && asker(c.words[0]!);
  // "which families stayed in June": a word of the rows said in the plural after "which" is the kind asked, no name ("what the Whitacres paid" names them).
  const kindAsked = (c: Counterparty) => {
    if (/\s/.test(c.phrase)) return false;
    const plurals = [...new Set([`${c.phrase}s`, `${c.phrase}es`, c.phrase.replace(/y$/, "ies")])].map(escapeRegExp);
    return new RegExp(`\\b(?:which|what)\\s+(?:(?!the\\b|our\\b|my\\b|their\\b|his\\b|her\\b|a\\b|an\\b)[a-z]+\\s+)?(?:${plurals.join("|")})\\b`).test(text) && !new RegExp(`\\b${escapeRegExp(c.phrase)}\\b`).test(text);
  };
  const noFilter = (c: Counterparty) => apart.has(c) || whoAsks(c) || kindAsked(c) || (c.words.length > 0 && c.words.every((word) => both.has(word))) || ofEveryHome(c) || listedAmong(c) || c === leftOutName || leftOutNames.includes(c) || propertyNoun(c) || partsOfWhole || c === plural?.c || townOfHome(c);
  const towns = new Set(read.counterparties.filter(townOfHome).flatMap((c) => c.words));
  // "the colfax farm ground": a noun right after a home's own noun goes on naming the home.
  const homeNouns = read.counterparties.filter(propertyNoun);
  const ownNouns = new Set(homeNouns.flatMap((c) => c.words));
  // A word of a figure no record holds ("worth", "market", "credit score") stays what it is, wherever it stands.
  const recordsNever = (word: string) => UNRECORDED_WHOLE.test(word) || /\s/.test(word);
  // "the farm ground's profit": so does a noun right after a word that named the home.
  const afterHomeWord = (word: string) => {
    const before = new RegExp(`\\b([a-z]+)\\s+${escapeRegExp(word)}\\b`).exec(text)?.[1];
    const rows = before && !STOP.has(before) ? findProperties(`the ${before}`, properties).rows : [];
    // "Chattanooga Roofing Co.": a name written with capitals after the town is a business of that town, not the home.
    if (before && !new RegExp(`^${HOME_NOUN}$`).test(word) && writtenAsName(question, [before, word])) return false;
    return rows.length === 1 && namedRows.includes(rows[0]!);
  };
  const namesHome = (word: string) => afterHomeWord(word) || homeNouns.some((c) => c.at !== undefined && new RegExp(`^\\s+${escapeRegExp(word)}\\b`).test(rest.slice(c.at.end)));
  // "State Farm insurance premium": a name right after another, on the same lines of the ledger, says
  // what was paid to the first, not a second payee to add (its rows are the first's).
  const restating = (c: Counterparty, i: number, all: Counterparty[]) => i > 0 && all[i - 1]!.at !== undefined && c.at !== undefined && /^\s*$/.test(rest.slice(all[i - 1]!.at!.end, c.at.start)) && onSameLines(vocabulary, all[i - 1]!.phrase, c.phrase);
  const counterparties = (home ? read.counterparties.filter((c) => c !== first) : read.counterparties).filter((c, i, all) => !noFilter(c) && !restating(c, i, all));
  // "the base rent saltmarsh has paid": a name that only restates the one before it is used by it.
  const restated = new Set(read.counterparties.filter((c, i, all) => restating(c, i, all)).flatMap((c) => c.words));
  const firstName = home || (first && noFilter(first)) ? counterparties[0] : first;
  // "rosario plumbing", "metro water": a category's words right after a name, held with it in the
  // descriptions, are part of the name, not a category asked.
  // "the sewer line replacement": so are they right before it, where no row of the name is of that
  // category ("Sewer line replacement - Ocmulgee Rooter" is a capital improvement, no sewer bill).
  // Of what tenants paid, a cost's word is the income of that name ("utility fees": the utility reimbursements).
  // "what did the student house make off the utility fees": what a home made from a cost's word is the income of that name.
  const earnedFrom = (g: (typeof groups)[number]) => new RegExp(`\\b(?:make|made|makes|making|earn|earned|bring in|brought in|collect|collected|take in|took in|get|got|gotten)\\s+(?:off|from|on|in)\\s+(?:the\\s+|our\\s+|its\\s+)?${escapeRegExp(g.phrase)}\\b`).test(text);
  // "what did the park bring in, lot rent + utilities + late fees": a cost's word listed with incomes, in a question of income, is the income of that name.
  const listedIncome = (g: (typeof groups)[number]) => {
    if (!incomeAsked || !g.categories.every((cat) => cat.startsWith("expense:")) || !groups.some((o) => o !== g && o.categories.every((cat) => cat.startsWith("revenue:")))) return undefined;
    const income = incomeNamed(g, true);
    return income.length === 1 ? income : undefined;
  };
  const meantOf = (g: (typeof groups)[number]) => listedIncome(g) ?? ((tenantsPaid || earnedFrom(g)) && g.categories.every((cat) => cat.startsWith("expense:")) ? incomeOf(g) : g.categories);
  const ofCategory = (g: (typeof groups)[number], phrase: string) => {
    const meant = meantOf(g);
    return vocabulary.descriptions.some((d) => holdsWords(d.text, phrase) && [...d.categories].some((cat) => withinCategories([cat], meant)));
  };
  const joined = (g: (typeof groups)[number]): string | undefined => {
    if (!firstName) return undefined;
    // "lodging taxes", where the rows write "transient lodging tax": the name with the category's word, in the singular too.
    // The singular only where those rows are of none of the category's ("vrbo reservation" rows are the reservations asked).
    const elsewhere = (phrase: string) => !vocabulary.descriptions.some((d) => holdsWords(d.text, phrase) && [...d.categories].some((cat) => withinCategories([cat], g.categories)));
    const singular = [g.phrase.replace(/(?<=[a-z]{2})s$/, ""), g.phrase.replace(/(?<=[a-z]{2})es$/, "")].filter((said) => said !== g.phrase).map((said) => `${firstName.phrase} ${said}`);
    const after = [`${firstName.phrase} ${g.phrase}`, ...singular.filter(elsewhere)].find((phrase) => anyRows(countsOf(vocabulary, phrase)));
    if (after && new RegExp(`\\b${escapeRegExp(firstName.words.at(-1) ?? firstName.phrase)}\\s+${escapeRegExp(g.phrase)}\\b`).test(text)) return after;
    const before = `${g.phrase} ${firstName.phrase}`;
    return new RegExp(`\\b${escapeRegExp(g.phrase)}\\s+${escapeRegExp(firstName.words[0] ?? firstName.phrase)}\\b`).test(text) && anyRows(countsOf(vocabulary, before)) && !ofCategory(g, firstName.phrase) ? before : undefined;
  };
  const partOfName = groups.find((g) => joined(g) !== undefined);
  const whole = partOfName && joined(partOfName);
  const counterparty = firstName && whole ? { ...firstName, phrase: whole, ...(whole.startsWith(firstName.phrase) ? {} : { words: whole.split(/\s+/) }), ...countsOf(vocabulary, whole) } : firstName;
  // "rent received from our long-term tenants": a kind of the other group, not joined to it, says which of it.
  // A kind said of what is left out ("rental income, long term rent excluded") or in an aside ("rental
  // income ytd - long term leases + the airbnb, combined") narrows nothing asked.
  // "total revenue, everything included - rent, CAM, taxes collected": a category of the other side of
  // the ledger, said only in an aside of what a revenue (or cost) total holds, is no filter on it.
  const sideAsked = holds({ text: main }, MATCH.revenue) && !holds({ text: main }, MATCH.expense) ? "revenue:" : holds({ text: main }, MATCH.expense) && !holds({ text: main }, MATCH.revenue) ? "expense:" : undefined;
  const otherSideAside = (g: (typeof groups)[number]) => sideAsked !== undefined && inAside(g.phrase) && meantOf(g).every((cat) => !cat.startsWith(sideAsked));
  // "the interest we've gotten on the Casa Grande note": a category's word of one side that the rows of a
  // name only of the other side write ("Note payment - ... (interest portion)") says which of the name's rows, no category.
  const side = (cat: string) => (cat.startsWith("revenue:") ? "revenue" : "expense");
  const saidOfName = (g: (typeof groups)[number]) => {
    if (!counterparty || (counterparty.revenue > 0) === (counterparty.expense > 0)) return false;
    const its = counterparty.revenue > 0 ? "revenue" : "expense";
    return meantOf(g).every((cat) => side(cat) !== its) && vocabulary.descriptions.some((d) => holdsWords(d.text, counterparty.phrase) && holdsWords(d.text, g.phrase));
  };
  // "what did Ocmulgee Rooter charge for replacing the sewer line": a category's word that a name's rows write,
  // where none of its rows is of that category, says which job of the name's, no sewer bill.
  const jobOfName = (g: (typeof groups)[number]) => {
    // A payee's job: a name only ever paid, and a category of costs.
    if (!counterparty || counterparty.revenue > 0 || counterparty.expense === 0 || !meantOf(g).every((cat) => cat.startsWith("expense:"))) return false;
    const its = vocabulary.descriptions.filter((d) => holdsWords(d.text, counterparty.phrase));
    return its.length > 0 && its.every((d) => d.categories.size > 0) && its.some((d) => holdsWords(d.text, g.phrase)) && !its.some((d) => [...d.categories].some((cat) => withinCategories([cat], meantOf(g))));
  };
  // "water/sewer billbacks collected": costs' words right before an income's say which of it, no cost asked.
  const ofIncomeAfter = (g: (typeof groups)[number]) =>
    incomeAsked &&
    g.categories.every((cat) => cat.startsWith("expense:")) &&
    groups.some((r) => r !== g && r.categories.every((cat) => cat.startsWith("revenue:")) && new RegExp(`\\b${escapeRegExp(g.phrase)}(?:\\s*(?:/|&|,|\\+|\\band\\b)\\s*[a-z-]+)*\\s+${escapeRegExp(r.phrase)}\\b`).test(text));
  const asked = kindNamed(narrowest(groups.filter((g) => g !== partOfName && !otherSideAside(g) && !saidOfName(g) && !jobOfName(g) && !ofIncomeAfter(g)), text), left.reduce((kept, g) => kept.replace(g.phrase, " "), main));
  const categories = examples ? [] : [...new Set(asked.flatMap(meantOf))].filter((cat) => !excludedValues.has(cat));
  // "include the cleaning fees": said to be inside the figure, so no name of it.
  const phrases = found.phrases.filter((phrase) => !found.groups.some((g) => g.phrase === phrase && (glossed(g) || exampleOfLeft(g))) && !left.some((g) => g.phrase === phrase) && !audience.some((g) => g.phrase === phrase) && phrase !== partOfName?.phrase && !(onlyInside && inside.some((g) => g.phrase === phrase)));
  const anaphora = MATCH.anaphora.exec(text)?.[0];
  const words = text.match(/[a-z0-9']+/g) ?? [];
  // "this year to date?": a period said alone, with nothing else, asks the last question again of it.
  const periodOnly = periods.length > 0 && named.length === 0 && categories.length === 0 && phrases.length === 0 && !counterparty && !/[a-z0-9]/.test(rest);
  const elliptical = MATCH.opener.test(text) || words.length <= 3 || periodOnly;
  return {
    question,
    text: fText,
    main,
    today,
    periods,
    yearBack,
    min: amounts.min,
    max: amounts.max,
    named,
    ...(letting && named === letting && named.length > 1 ? { grouped: true } : {}),
    property: named.length === 1 ? named[0] : undefined,
    categories,
    excluded,
    excludedPhrases: left.map((g) => g.phrase),
    phrases,
    groups: examples ? [] : asked.map((g) => ({ ...g, categories: meantOf(g) })),
    counterparty,
    ...(leftOutName ? { excludedName: leftOutName.phrase } : {}),
    ...(leftOutNames.length > 0 ? { leftOutNames } : {}),
    counterparties: counterparties.map((c) => (c === firstName ? counterparty! : c)),
    unknown: [...unknown.filter((word) => recordsNever(word) || !namesHome(word)), ...(noneLetThatWay ? [noneLetThatWay] : [])],
    // A deadline's or the profile's word in an aside names nothing asked either.
    obligationWords: obligationWords.filter((word) => !(asks && inAside(word)) && !both.has(word) && !everyWords.includes(word) && !towns.has(word) && !paidFor.has(word) && !restated.has(word) && !ownNouns.has(word)),
    domainWords: domainWords.filter((word) => !(asks && inAside(word)) && !businessOfName(word) && !towns.has(word) && !paidFor.has(word) && !restated.has(word) && !ownNouns.has(word)),
    rest,
    companyNamed: company.named,
    anaphora,
    elliptical,
  };
}
