import { CATEGORIES } from "../../domain/categories";
import { CATEGORY_PHRASES } from "../language/lexicon";
import { escapeRegExp } from "../../domain/regexp";

/** Category labels ("Snow removal", "Pest control") and values are understood as well. */
const ALL: [string, string[]][] = [
  ...CATEGORY_PHRASES,
  ...CATEGORIES.map((c) => [c.label.toLowerCase(), [c.value]] as [string, string[]]),
  ...CATEGORIES.map((c) => [c.value, [c.value]] as [string, string[]]),
].sort((a, b) => b[0].length - a[0].length);

/** The words (five letters or more) of every category phrase and label, for correcting typos. */
export const CATEGORY_WORDS = [...new Set(ALL.flatMap(([phrase]) => phrase.match(/[a-z]{5,}/g) ?? []))];

/** Each phrase's first run of letters: a phrase can only match a text that has that run as a word. */
const firstRun = (text: string) => /[a-z]+/.exec(text)?.[0];
const MATCHERS = ALL.map(([phrase, categories]) => ({ phrase, categories, key: firstRun(phrase), pattern: new RegExp(`(?<![a-z:]|[a-z0-9]-)${escapeRegExp(phrase)}(?![a-z:])`) }));

const PHRASES = new Set(ALL.map(([phrase]) => phrase));
/** Multi-word phrases, longest first: the one a text starts with is the longest it holds there. */
const LONG_PHRASES = ALL.map(([phrase]) => phrase).filter((phrase) => phrase.includes(" "));
const JOINED = /([a-z-]+(?:\s+[a-z-]+)?)\s+(?:vs\.?|versus|and|or|&|\/)\s+/g;

/**
 * "short term vs long term rental income": two kinds that share one noun, written once. The noun is
 * given to the first as well ("short term rental income vs long term rental income") when both then
 * name categories, so each is read on its own.
 */
export function spreadSharedNoun(text: string): string {
  for (const m of text.matchAll(JOINED)) {
    const after = text.slice(m.index + m[0].length);
    const second = LONG_PHRASES.find((phrase) => after.startsWith(phrase) && !/[a-z]/.test(after.charAt(phrase.length)));
    if (!second) continue;
    const words = second.split(" ");
    const before = m[1]!.split(/\s+/);
    for (let cut = 1; cut < words.length; cut++) {
      const noun = words.slice(cut).join(" ");
      // The first kind is the word or two just before the joining word.
      for (const take of [2, 1]) {
        if (before.length < take) continue;
        const first = before.slice(-take).join(" ");
        if (PHRASES.has(`${first} ${noun}`) && !PHRASES.has(`${first} ${m[0].trim().split(/\s+/).at(-1)} ${second}`)) {
          const at = m.index + m[1]!.length;
          return `${text.slice(0, at)} ${noun}${text.slice(at)}`;
        }
      }
    }
  }
  return text;
}

/** The categories the words of a question name (longest phrases first), and the text with them removed. */
/** Nouns of what a payer brings in: "airbnb income" is that payer's income when the records name it. */
const INCOME_NOUNS = /^[a-z.]+ (?:income|revenue|payouts?|earnings|bookings)$/;

/**
 * `paidBy` tells a name the records hold income from: "airbnb income" is then every income row that
 * names Airbnb (its cleaning fees too), read as a name, not the one category the phrase stands for.
 */
export function findCategories(text: string, paidBy: (word: string) => boolean = () => false): { categories: string[]; phrases: string[]; groups: { phrase: string; categories: string[] }[]; rest: string } {
  let rest = spreadSharedNoun(text);
  const categories: string[] = [];
  const phrases: string[] = [];
  const groups: { phrase: string; categories: string[]; at: number }[] = [];
  // Only the phrases whose first word is in the text are tried (hundreds of patterns otherwise, on every question).
  const present = new Set(rest.match(/[a-z]+/g) ?? []);
  for (const { phrase, categories: values, pattern, key } of MATCHERS) {
    if (key !== undefined && !present.has(key)) continue;
    if (key !== undefined && INCOME_NOUNS.test(phrase) && paidBy(key)) continue;
    const match = pattern.exec(rest);
    if (!match) continue;
    phrases.push(phrase);
    groups.push({ phrase, categories: [...values], at: match.index });
    for (const value of values) if (!categories.includes(value)) categories.push(value);
    rest = rest.slice(0, match.index) + " ".repeat(phrase.length) + rest.slice(match.index + phrase.length);
  }
  // In the question's order: "cleaning vs utilities" compares in that order.
  return { categories, phrases, groups: groups.sort((a, b) => a.at - b.at).map(({ phrase, categories: values }) => ({ phrase, categories: values })), rest };
}
