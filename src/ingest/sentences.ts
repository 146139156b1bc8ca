/**
 * Words that end in a period without ending a sentence (compared in lower case, without the final
 * period). Company suffixes (Inc., LLC., Co.) and "etc." are not here: they end sentences too often.
 */
const ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "rev", "hon", "gen", "col", "capt", "lt", "sgt",
  "bros", "assn", "dept", "univ",
  "no", "nos", "vs", "v", "e.g", "i.e", "cf", "al", "approx", "est", "fig", "figs", "viz", "ca",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  "sec", "secs", "art", "arts", "para", "paras", "p", "pp", "vol", "ch", "cl", "ex", "exh", "attn", "ref",
  "u.s", "u.s.a", "u.k", "n.a", "a.m", "p.m", "ave", "blvd", "rd", "hwy", "ste", "apt", "mt", "ft",
]);

/** A period, question mark or exclamation mark (or an ellipsis), with any closing quotes or brackets after it, then whitespace. */
const END = /[.!?…]+["'”’)\]]*(?=\s)/g;

/**
 * Sentence spans within `text[start, end)`, trimmed. A sentence ends at terminal punctuation
 * followed by whitespace, unless the word before it is an abbreviation or an initial, or the next
 * word starts in lower case ("approx. five"); a list number at the start ("2. Term") ends nothing.
 */
export function splitSentences(text: string, start: number, end: number): [number, number][] {
  const spans: [number, number][] = [];
  const segment = text.slice(start, end);
  let from = 0;
  END.lastIndex = 0;
  for (let match = END.exec(segment); match; match = END.exec(segment)) {
    const stop = match.index + match[0].length;
    const wordStart = Math.max(segment.lastIndexOf(" ", match.index), segment.lastIndexOf("\n", match.index)) + 1;
    const word = segment.slice(wordStart, match.index).replace(/^[("'“‘[]+/, "").toLowerCase();
    const next = /\S/.exec(segment.slice(stop));
    const nextChar = next?.[0] ?? "";
    if (match[0][0] === ".") {
      if (ABBREVIATIONS.has(word) || /^[a-z]$/i.test(word)) continue;
      // Numbering at the start of a sentence ("1.", "4.2.") introduces it; it does not end one.
      if (/^\d+(\.\d+)*$/.test(word) && segment.slice(from, wordStart).trim() === "") continue;
    }
    if (/\p{Ll}/u.test(nextChar)) continue;
    const text = segment.slice(from, stop).trim();
    if (text) {
      const lead = segment.slice(from, stop).length - segment.slice(from, stop).trimStart().length;
      spans.push([start + from + lead, start + stop]);
    }
    from = stop;
  }
  const rest = segment.slice(from);
  if (rest.trim()) {
    const lead = rest.length - rest.trimStart().length;
    spans.push([start + from + lead, start + from + rest.trimEnd().length]);
  }
  return spans;
}
