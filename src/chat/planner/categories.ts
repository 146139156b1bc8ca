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

/** The categories the words of a question name (longest phrases first), and the text with them removed. */
/** Nouns of what a payer brings in: "airbnb income" is that payer's income when the records name it. */
const INCOME_NOUNS = /^[a-z.]+ (?:income|revenue|payouts?|earnings|bookings)$/;

/**
 * `paidBy` tells a name the records hold income from: "airbnb income" is then every income row that
 * names Airbnb (its cleaning fees too), read as a name, not the one category the phrase stands for.
 */
export function findCategories(text: string, paidBy: (word: string) => boolean = () => false): { categories: string[]; phrases: string[]; groups: { phrase: string; categories: string[] }[]; rest: string } {
  let rest = text;
  const categories: string[] = [];
  const phrases: string[] = [];
  const groups: { phrase: string; categories: string[]; at: number }[] = [];
  // Only the phrases whose first word is in the text are tried (hundreds of patterns otherwise, on every question).
  const present = new Set(text.match(/[a-z]+/g) ?? []);
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
