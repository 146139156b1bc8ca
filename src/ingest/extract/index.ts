import Papa from "papaparse";
import type { FileKind } from "../file-types";
import { extractDocx } from "./docx";
import { extractHtml } from "./html";
import { extractPdf } from "./pdf";
import { decodeText, extractPlainText, normalizeText } from "./text";
import { UnreadableFile, type ExtractedText } from "./types";

export { UnreadableFile, type ExtractedText, type PageSpan } from "./types";

/** Text beyond this would make thousands of chunks of one file; such a file should be split first. */
export const MAX_TEXT_CHARS = 3_000_000;

/** Each row a paragraph of `column: value` pairs, so a row found by search reads on its own. */
export function csvToText(text: string): string {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...rows] = data;
  if (!header) return "";
  if (rows.length === 0) return header.join(", ");
  const names = header.map((name, i) => name.trim() || `column ${i + 1}`);
  return rows
    .map((row) =>
      row
        .map((value, i) => [names[i] ?? `column ${i + 1}`, value.trim()] as const)
        .filter(([, value]) => value !== "")
        .map(([name, value]) => `${name}: ${value}`)
        .join("; "),
    )
    .filter(Boolean)
    .join("\n\n");
}

async function extractByKind(kind: FileKind, bytes: Uint8Array): Promise<ExtractedText> {
  switch (kind) {
    case "pdf":
      return extractPdf(bytes);
    case "docx":
      return extractDocx(bytes);
    case "html":
      return extractHtml(decodeText(bytes));
    case "csv":
      return { text: normalizeText(csvToText(decodeText(bytes))), pages: null };
    case "txt":
    case "markdown":
      return extractPlainText(bytes);
  }
}

/** A document's text; an UnreadableFile when it has none or cannot be read, which no retry would change. */
export async function extractText(kind: FileKind, bytes: Uint8Array): Promise<ExtractedText> {
  const extracted = await extractByKind(kind, bytes);
  if (!extracted.text.trim()) {
    throw new UnreadableFile(kind === "pdf" ? "The PDF has no text layer (a scanned image?); OCR is not supported" : "The file contains no text");
  }
  if (extracted.text.length > MAX_TEXT_CHARS) {
    throw new UnreadableFile(`The file holds ${extracted.text.length.toLocaleString("en-US")} characters of text, over the ${MAX_TEXT_CHARS.toLocaleString("en-US")} limit; split it into smaller files`);
  }
  return extracted;
}
