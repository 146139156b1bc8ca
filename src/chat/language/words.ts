import { stemmer as porter } from "stemmer";
import { ABBREVIATIONS, ALIKE_WORDS, MEANT_AS, NUMBER_WORDS, QUESTION_SHAPE_WORDS, STOP_WORDS, UNIT_WORDS } from "./lexicon";

/** Lower case without accents: "Café" is "cafe", "Valdés" is "valdes", as an owner types them. */
export const plain = (text: string): string => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/**
 * How the planner compares words: a stem (so "ends" meets "end" and "members" meets "member"),
 * small typos ("expences", "morgage") and trade names ("roofer" meets "roofing", "plumber" meets
 * "plumbing").
 */

/** The one stop-word list, as a set. */
export const STOP = new Set(STOP_WORDS);

/**
 * A word's stem: lower case, without a possessive, by the Porter algorithm ("covered" and "cover",
 * "members" and "member"), cut to six letters so near forms meet ("percent", "percentage").
 */
export function stem(word: string): string {
  return porterStem(word).slice(0, 6);
}

/** A word's whole Porter stem, for matching a word itself ("electrician" is not "electricity"). */
export const porterStem = (word: string): string => porter(word.toLowerCase().replace(/['’]s$/, ""));

const ASKING = new Set(QUESTION_SHAPE_WORDS);
const ASKING_STEMS = new Set(QUESTION_SHAPE_WORDS.map(stem));
/** A word of how a document question asks ("says", "hold"), in any form ("holding" asks as "hold" does): no answering passage needs to hold it. */
export const askingWord = (word: string): boolean => ASKING.has(word) || ASKING_STEMS.has(stem(word));

// Longest first: "str's" before "str".
const ABBREVIATION = new RegExp(`(?<![a-z0-9'])(?:${ABBREVIATIONS.map(([a]) => a).sort((a, b) => b.length - a.length).map((a) => a.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")).join("|")})(?![a-z0-9])`, "g");
const EXPANDED = new Map(ABBREVIATIONS);

/** A question with its abbreviations written out ("last yr" is last year, "str permit" the short-term rental permit). */
export const expandAbbreviations = (text: string): string => text.replace(ABBREVIATION, (abbreviation) => EXPANDED.get(abbreviation) ?? abbreviation);

const NUMBER = new Map(NUMBER_WORDS);
const NUMBER_WORD = `(?:${NUMBER_WORDS.map(([word]) => word).join("|")})`;
/** A run of number words ("forty-five", "twenty twenty-five", "two thousand and twenty five"), or one before a unit ("three months"). */
const NUMBER_RUN = new RegExp(
  `\\b${NUMBER_WORD}(?:[\\s-]+(?:thousand\\s+(?:and\\s+)?)?${NUMBER_WORD})+\\b|(?<=\\b(?:${UNIT_WORDS.join("|")})\\s+)${NUMBER_WORD}\\b|\\b${NUMBER_WORD}\\s+thousand(?:\\s+(?:and\\s+)?${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})?)?\\b|\\b${NUMBER_WORD}(?=\\s+(?:days?|weeks?|months?|years?|quarters?|properties|units|homes|houses|bookings|reservations|nights|transactions)\\b)`,
  "g",
);

/** Two words of at most two digits each, as a number: "forty" "five" is 45. */
function pairValue(words: string[]): number | null {
  const values = words.map((word) => NUMBER.get(word));
  if (values.some((v) => v === undefined)) return null;
  const [a, b] = values as number[];
  if (values.length === 1) return a!;
  if (values.length === 2 && a! >= 20 && a! % 10 === 0 && b! < 10) return a! + b!;
  return null;
}

/**
 * Numbers written as words, as digits: "the next forty-five days" (45), "twenty twenty-five" (2025),
 * "ten sixty-five" (1065), "three twelve" (312),
 * "two thousand twenty five" (2025), "three months" (3). A run that reads as no number stays.
 */
export function numbersInWords(text: string): string {
  return text.replace(NUMBER_RUN, (run, at: number) => {
    // "the two twelve-month periods", "three thirty-day windows": a count before a length, not one number.
    const length = /^\s*-?\s*(?:days?|weeks?|months?|years?|hours?|nights?|quarters?)\b/.test(text.slice(at + run.length));
    const words = run.split(/[\s-]+/).filter((word) => word !== "and");
    const thousand = words.indexOf("thousand");
    if (thousand >= 0) {
      const head = pairValue(words.slice(0, thousand));
      const tail = words.length > thousand + 1 ? pairValue(words.slice(thousand + 1)) : 0;
      return head !== null && tail !== null ? String(head * 1000 + tail) : run;
    }
    const whole = pairValue(words);
    if (whole !== null) return String(whole);
    // "twenty twenty-five": a year said as two numbers of two digits; "ten sixty-five", "three twelve":
    // a form's or a unit's number said the same way.
    for (let cut = 1; cut < words.length; cut++) {
      const century = pairValue(words.slice(0, cut));
      const rest = pairValue(words.slice(cut));
      if (century !== null && rest !== null && century >= 19 && century <= 22 && rest < 100) return String(century * 100 + rest);
      if (century !== null && rest !== null && century >= 1 && rest >= 10 && rest < 100 && !length) return String(century * 100 + rest);
    }
    return run;
  });
}

/** True when `a` and `b` differ by at most one edit (insert, delete, substitute or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** What may follow a shared root for two words to name the same trade ("roof-er", "roof-ing", "electric-ian"): not "chris" and "christ-mas". */
const TRADE_ENDINGS = new Set(["", "e", "s", "es", "er", "ers", "ing", "ings", "or", "ors", "ion", "ions", "ian", "ians", "ist", "ists", "y", "ies", "ed", "al", "ry", "ery"]);
/** A trade's root with a word for its place, as businesses name themselves: "Driftwood Bakehouse" for "the bakery". */
const TRADE_PLACES = new Set(["house", "shop", "works", "haus", "hall", "smith", "shoppe"]);

/** Letters two words share from the start. */
function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Known words, with their stems, for looking up what a question's word means. */
export class WordIndex {
  readonly words: Set<string>;
  private readonly stems = new Map<string, string>();
  constructor(words: Iterable<string>) {
    this.words = new Set(words);
    for (const word of this.words) if (!this.stems.has(stem(word))) this.stems.set(stem(word), word);
  }

  /**
   * The known word `word` means, or undefined: the same word, the same stem, one typo away (words
   * of five letters or more), or a trade name of the same root ("roofer", "roofing": at least four
   * shared letters, each word ending there or with a common suffix). A typo keeps its first letter.
   */
  closest(word: string): string | undefined {
    if (this.words.has(word)) return word;
    const s = stem(word);
    if (s.length >= 3 && this.stems.has(s)) return this.stems.get(s);
    let typo: string | undefined;
    let root: { word: string; shared: number } | undefined;
    for (const candidate of this.words) {
      // A typo keeps its first letter: "dental" is no typo of "rental".
      if (!typo && word.length >= 5 && candidate.length >= 5 && candidate[0] === word[0] && withinOneEdit(word, candidate)) typo = candidate;
      const shared = commonPrefix(word, candidate);
      const ending = candidate.slice(shared);
      if (shared >= 4 && TRADE_ENDINGS.has(word.slice(shared)) && (TRADE_ENDINGS.has(ending) || TRADE_PLACES.has(ending.replace(/^e/, ""))) && (!root || shared > root.shared)) root = { word: candidate, shared };
    }
    return typo ?? root?.word;
  }
}

/** Lower-case words of a text, letters and apostrophes only (digits and codes are not names). */
export const letterWords = (text: string): string[] => text.toLowerCase().match(/[a-z][a-z']*[a-z]|[a-z]/g) ?? [];

const ALIKE_STEMS = new Map<string, Set<string>>();
const ALIKE_BY_WORD = new Map<string, Set<string>>();
const alike = (word: string, group: string[]) => {
  ALIKE_STEMS.set(stem(word), new Set([...(ALIKE_STEMS.get(stem(word)) ?? []), ...group.map(stem)]));
  ALIKE_BY_WORD.set(word, new Set([...(ALIKE_BY_WORD.get(word) ?? []), ...group]));
};
for (const group of ALIKE_WORDS) for (const word of group) alike(word, group);
for (const [word, papers] of MEANT_AS) alike(word, [word, ...papers]);

/** The stems of the words that say what the word of stem `s` says. */
export const alikeStems = (s: string): string[] => [...(ALIKE_STEMS.get(s) ?? [])];

/** "ok and airbnb?", "okay, so what does the lease say": an opening "ok" carries the talk on; it asks no one's ok. */
const OPENING_OK = /^\s*(?:ok(?:ay)?|alright|all right)\b[\s,.!-]*/i;

/** A document search's query: the question, with the words papers use for its everyday words ("owns": member, interest). */
export function searchQuery(question: string, max = 500): string {
  const asked = new Set(letterWords(question.replace(OPENING_OK, "")));
  const more = new Set<string>();
  for (const word of asked) for (const alike of ALIKE_BY_WORD.get(word) ?? []) if (!asked.has(alike)) more.add(alike);
  const query = [question.trim(), ...more].join(" ");
  return query.length <= max ? query : question.trim().slice(0, max);
}
