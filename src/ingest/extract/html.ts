import { decodeEntities } from "./entities";
import { normalizeText } from "./text";
import type { ExtractedText } from "./types";

/** Elements whose content is never document text. */
const DROPPED = /<(script|style|noscript|template|svg|math|head|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that end a line of text; the rest (span, a, b, ...) flow inline. */
const BLOCK = /^(p|div|section|article|aside|header|footer|nav|main|blockquote|pre|address|figure|figcaption|form|fieldset|table|thead|tbody|tfoot|tr|ul|ol|dl|dt|dd|hr|br|caption|details|summary)$/;

/**
 * HTML as text: script, style and other non-text elements dropped, tags stripped, blocks on lines
 * of their own, h1-h6 as `#` headings, list items as `- ` lines, table cells separated by ` | `.
 */
export function htmlToText(html: string): string {
  const withoutComments = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, " ")
    .replace(/<[!?][^>]*>/g, " ");
  // Whitespace in the markup is layout, not text (<pre> aside, which is rare in documents).
  const body = withoutComments.replace(DROPPED, " ").replace(/\s+/g, " ");
  const out = body.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, closing: string, rawName: string) => {
    const name = rawName.toLowerCase();
    const heading = /^h([1-6])$/.exec(name);
    if (heading) return closing ? "\n\n" : `\n\n${"#".repeat(Number(heading[1]))} `;
    if (name === "li") return closing ? "" : "\n- ";
    if (name === "td" || name === "th") return closing ? " | " : "";
    if (name === "tr") return closing ? "" : "\n";
    if (name === "p" || name === "blockquote" || name === "pre" || name === "table") return "\n\n";
    if (BLOCK.test(name)) return "\n";
    return "";
  });
  const text = decodeEntities(out)
    .split("\n")
    .map((line) => line.replace(/(\s*\|\s*)+$/, "").trim())
    .join("\n");
  // A heading whose content was empty leaves a lone "#".
  return normalizeText(text.replace(/^#{1,6} *$/gm, ""));
}

export function extractHtml(text: string): ExtractedText {
  return { text: htmlToText(text), pages: null };
}
