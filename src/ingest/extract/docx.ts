import { unzipSync } from "fflate";
import { decodeEntities } from "./entities";
import { normalizeText } from "./text";
import { UnreadableFile, type ExtractedText } from "./types";

/** What the parts we read may inflate to, all together: more than any real document, far less than a zip bomb. */
export const MAX_DOCX_XML_BYTES = 50 * 1024 * 1024;

const PARTS = new Set(["word/document.xml", "word/styles.xml"]);

/**
 * The parts of a DOCX we read. Sizes are checked from the central directory before anything is
 * inflated, and fflate inflates into a buffer of the declared size, so a lying header cannot make
 * it allocate more: either way a zip bomb fails here, cleanly.
 */
function readParts(bytes: Uint8Array): Record<string, string> {
  let declared = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!PARTS.has(file.name)) return false;
        declared += file.originalSize;
        if (declared > MAX_DOCX_XML_BYTES) throw new UnreadableFile(`The document inflates to more than ${MAX_DOCX_XML_BYTES / 1024 / 1024} MB; refusing it as a possible zip bomb`);
        return true;
      },
    });
  } catch (err) {
    if (err instanceof UnreadableFile) throw err;
    throw new UnreadableFile(`Not a readable DOCX (zip): ${err instanceof Error ? err.message : String(err)}`);
  }
  const decoder = new TextDecoder();
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** Heading levels by style id, from styles.xml: built-in names ("heading 2", "Title") are English whatever the UI language. */
function headingStyles(stylesXml: string | undefined): Map<string, number> {
  const levels = new Map<string, number>();
  for (const match of (stylesXml ?? "").matchAll(/<w:style\b[^>]*>[\s\S]*?<\/w:style>/g)) {
    const style = match[0];
    const id = attribute(style.slice(0, style.indexOf(">") + 1), "w:styleId");
    const name = /<w:name\b[^>]*w:val="([^"]*)"/.exec(style)?.[1]?.toLowerCase();
    const outline = /<w:outlineLvl\b[^>]*w:val="(\d)"/.exec(style)?.[1];
    if (!id) continue;
    const level = name === "title" ? 1 : /^heading (\d)$/.exec(name ?? "")?.[1] ?? (outline !== undefined ? String(Number(outline) + 1) : undefined);
    if (level) levels.set(id, Math.min(Number(level), 6));
  }
  return levels;
}

function headingLevel(styleId: string | undefined, styles: Map<string, number>): number | null {
  if (!styleId) return null;
  const known = styles.get(styleId);
  if (known) return known;
  if (/^title$/i.test(styleId)) return 1;
  const numbered = /^heading\s*(\d)$/i.exec(styleId);
  return numbered ? Math.min(Number(numbered[1]), 6) : null;
}

const TOKEN = /<(\/?)(w:p|w:tbl|w:tr|w:tc|w:t|w:tab|w:br|w:cr|w:pStyle|w:numPr)\b([^>]*?)(\/?)>|([^<]+)/g;

/**
 * document.xml as text: paragraphs on lines of their own (blank line between), Heading 1..6 and
 * Title styles as `#` lines, list paragraphs as `- ` lines, table rows as one line with cells
 * separated by ` | `. (Deleted tracked changes and field codes
 * are in w:delText and w:instrText, never read.)
 */
export function documentXmlToText(documentXml: string, stylesXml?: string): string {
  const styles = headingStyles(stylesXml);
  const blocks: string[] = [];
  let paragraph = "";
  let style: string | undefined;
  let listItem = false;
  let inText = false;
  let row: string[] | null = null;
  let cell: string[] | null = null;
  let tableDepth = 0;

  for (const [, closing, tag, attrs, selfClosing, text] of documentXml.matchAll(TOKEN)) {
    if (text !== undefined) {
      if (inText) paragraph += decodeEntities(text);
      continue;
    }
    const open = !closing;
    switch (tag) {
      case "w:t":
        inText = open && !selfClosing;
        break;
      case "w:tab":
        if (open) paragraph += " ";
        break;
      case "w:br":
      case "w:cr":
        if (open) paragraph += "\n";
        break;
      case "w:pStyle":
        style = attribute(attrs ?? "", "w:val");
        break;
      case "w:numPr":
        if (open) listItem = true;
        break;
      case "w:p":
        if (open && !selfClosing) {
          paragraph = "";
          style = undefined;
          listItem = false;
        } else if (closing) {
          const line = paragraph.replace(/[^\S\n]+/g, " ").trim();
          const level = headingLevel(style, styles);
          const shaped = !line ? "" : level ? `${"#".repeat(level)} ${line.replace(/\n/g, " ")}` : listItem ? `- ${line}` : line;
          if (cell) {
            if (shaped) cell.push(shaped.replace(/\n/g, " "));
          } else if (shaped) blocks.push(shaped);
        }
        break;
      case "w:tbl":
        tableDepth += open ? 1 : -1;
        break;
      case "w:tr":
        // Rows of nested tables join their outer cell's text.
        if (tableDepth > 1) break;
        if (open) row = [];
        else if (row) {
          const line = row.filter(Boolean).join(" | ");
          if (line) blocks.push(line);
          row = null;
        }
        break;
      case "w:tc":
        if (tableDepth > 1) break;
        if (open) cell = [];
        else if (cell) {
          row?.push(cell.join(" "));
          cell = null;
        }
        break;
    }
  }
  return normalizeText(blocks.join("\n\n"));
}

export function extractDocx(bytes: Uint8Array): ExtractedText {
  const parts = readParts(bytes);
  const documentXml = parts["word/document.xml"];
  if (documentXml === undefined) throw new UnreadableFile("Not a Word document: word/document.xml is missing");
  return { text: documentXmlToText(documentXml, parts["word/styles.xml"]), pages: null };
}
