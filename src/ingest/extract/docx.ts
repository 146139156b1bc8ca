import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { decodeEntities } from "./entities";
import { normalizeText } from "./text";
import { UnreadableFile, type ExtractedText } from "./types";

/** What the parts we read may inflate to, all together: more than any real document, far less than a zip bomb. */
export const MAX_DOCX_XML_BYTES = 50 * 1024 * 1024;

const PARTS = new Set(["word/document.xml", "word/styles.xml"]);

/** The sizes the zip's central directory declares for the parts we read (nothing is inflated). */
function declaredSizes(bytes: Uint8Array): Map<string, number> {
  const sizes = new Map<string, number>();
  unzipSync(bytes, {
    filter: (file) => {
      if (PARTS.has(file.name)) sizes.set(file.name, file.originalSize);
      return false;
    },
  });
  return sizes;
}

/**
 * The parts of a DOCX we read, whole or not at all. The declared sizes are checked before anything
 * is inflated; then each part is inflated as a stream, counting what it really holds, and stopped
 * past the cap: a zip bomb fails here, cleanly. A part that holds other than its declared size is
 * refused too: cut to the size its header claims, the document would be half indexed and called done.
 */
function readParts(bytes: Uint8Array): Record<string, string> {
  let declared: Map<string, number>;
  try {
    declared = declaredSizes(bytes);
  } catch (err) {
    throw new UnreadableFile(`Not a readable DOCX (zip): ${err instanceof Error ? err.message : String(err)}`);
  }
  const claimed = [...declared.values()].reduce((sum, size) => sum + size, 0);
  if (claimed > MAX_DOCX_XML_BYTES) throw new UnreadableFile(`The document inflates to more than ${MAX_DOCX_XML_BYTES / 1024 / 1024} MB; refusing it as a possible zip bomb`);
  const parts = new Map<string, Uint8Array[]>();
  let inflated = 0;
  let failure: UnreadableFile | undefined;
  const unzip = new Unzip((file) => {
    if (!PARTS.has(file.name) || parts.has(file.name)) return;
    const chunks: Uint8Array[] = [];
    parts.set(file.name, chunks);
    file.ondata = (err, chunk) => {
      if (failure) return;
      if (err) {
        failure = new UnreadableFile(`Not a readable DOCX (zip): ${err.message}`);
        return;
      }
      inflated += chunk.length;
      if (inflated > MAX_DOCX_XML_BYTES) {
        failure = new UnreadableFile(`The document inflates to more than ${MAX_DOCX_XML_BYTES / 1024 / 1024} MB; refusing it as a possible zip bomb`);
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (err) {
    failure ??= new UnreadableFile(`Not a readable DOCX (zip): ${err instanceof Error ? err.message : String(err)}`);
  }
  if (failure) throw failure;
  const decoder = new TextDecoder();
  const text: Record<string, string> = {};
  for (const [name, chunks] of parts) {
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (declared.has(name) && declared.get(name) !== size) {
      throw new UnreadableFile(`${name} declares ${declared.get(name)!.toLocaleString("en-US")} bytes but holds ${size.toLocaleString("en-US")}: refusing a file whose zip headers do not match its content`);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.length;
    }
    text[name] = decoder.decode(whole);
  }
  return text;
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
