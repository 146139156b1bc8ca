/** The named entities that occur in ordinary documents; the rest are left as written. */
const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…",
  lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", laquo: "«", raquo: "»", bull: "•", middot: "·",
  copy: "©", reg: "®", trade: "™", sect: "§", para: "¶", deg: "°", times: "×", divide: "÷",
  frac12: "½", frac14: "¼", frac34: "¾", cent: "¢", pound: "£", euro: "€", yen: "¥", shy: "",
  ensp: " ", emsp: " ", thinsp: " ", zwj: "", zwnj: "",
};

function fromCodePoint(code: number, original: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : original;
}

/** Decodes character references (`&amp;`, `&#8217;`, `&#x2019;`) in HTML or XML text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (match, name: string) => {
    if (name[0] === "#") return fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10), match);
    return NAMED[name] ?? NAMED[name.toLowerCase()] ?? match;
  });
}
