// What a saved categorisation rule starts from when made from a transaction.

/**
 * The words of a bank description worth matching on: the longest run of words without digits, at
 * most four, since store numbers, dates and reference codes vary from one line to the next
 * ("THE HOME DEPOT #1517 07/12" -> "THE HOME DEPOT").
 */
export function matchTextOf(description: string): string {
  // The longest run of words without digits (the first of equals), at most four words.
  const runs: string[][] = [[]];
  for (const word of description.trim().split(/\s+/)) {
    if (/\d/.test(word) || word.startsWith("#")) runs.push([]);
    else runs.at(-1)!.push(word);
  }
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), [] as string[]);
  return longest.length > 0 ? longest.slice(0, 4).join(" ") : description.trim();
}
