// What a saved categorisation rule starts from when made from a transaction.

/**
 * The words of a bank description worth matching on: the first run of words without digits, at most
 * four, since store numbers, dates and reference codes vary from one line to the next
 * ("THE HOME DEPOT #1517 07/12" -> "THE HOME DEPOT").
 */
export function matchTextOf(description: string): string {
  const run: string[] = [];
  for (const word of description.trim().split(/\s+/)) {
    if (/\d/.test(word) || word.startsWith("#")) {
      if (run.length > 0) break;
      continue;
    }
    run.push(word);
    if (run.length === 4) break;
  }
  return run.length > 0 ? run.join(" ") : description.trim();
}
