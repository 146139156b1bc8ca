import { normalizeText } from "./text";
import { UnreadableFile, type ExtractedText, type PageSpan } from "./types";

const PAGE_BREAK = "\n\n";

/** Joins page texts with a paragraph break between pages, remembering where each page lies. */
export function joinPages(pageTexts: string[]): ExtractedText {
  const pages: PageSpan[] = [];
  let text = "";
  pageTexts.forEach((raw, i) => {
    const page = normalizeText(raw);
    if (text && page) text += PAGE_BREAK;
    pages.push({ page: i + 1, start: text.length, end: text.length + page.length });
    text += page;
  });
  return { text, pages };
}

/**
 * A PDF's text layer, page by page, through unpdf (PDF.js built for workers). It is imported on
 * first use, so requests that never read a PDF never load PDF.js. A scan without a text layer has
 * no text; OCR is out of scope.
 */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedText> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  let pageTexts: string[];
  try {
    // Verbosity 0: PDF.js keeps its warnings about damaged files to itself; the reason we give is enough.
    const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
    try {
      ({ text: pageTexts } = await extractText(pdf, { mergePages: false }));
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "PasswordException") throw new UnreadableFile("The PDF is encrypted with a password");
    throw new UnreadableFile(`Not a readable PDF: ${err instanceof Error ? err.message : String(err)}`);
  }
  return joinPages(pageTexts);
}
