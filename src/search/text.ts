import { stemmer } from "stemmer";

/** Words that carry no meaning for retrieval in English prose. */
export const STOPWORDS = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its " +
    "me my no nor not of on or our out she so such than that the their them then there these they this those to too under " +
    "up upon us was we were what when where which while who whom why will with would you your shall may any all each other"
  ).split(" "),
);

/** Lower-case words and numbers, accents folded: "Café's 2025 Lease" -> ["cafe", "s", "2025", "lease"]. */
export function words(text: string): string[] {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/**
 * The words worth searching for, each stem once, in order: the index stems by Porter, so "owns",
 * "owned" and "own" are one term there, and a question that says all three must not count it three
 * times against a passage that names the others ("members", "interest") once each.
 */
export function queryTerms(text: string): string[] {
  const seen = new Set<string>();
  return words(text).filter((w) => {
    if (STOPWORDS.has(w)) return false;
    const stem = stemmer(w);
    if (seen.has(stem)) return false;
    seen.add(stem);
    return true;
  });
}
