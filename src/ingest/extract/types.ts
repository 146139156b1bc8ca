/** Where a page lies in the extracted text (offsets as String.slice takes them). */
export interface PageSpan {
  page: number;
  start: number;
  end: number;
}

/** A document's text as ingestion reads it. Headings of structured formats are `#` lines. */
export interface ExtractedText {
  text: string;
  /** For paged formats (PDF), else null. */
  pages: PageSpan[] | null;
}

/** The file cannot be read as its format says (corrupt, encrypted, a zip bomb): retrying cannot help. */
export class UnreadableFile extends Error {
  override readonly name = "UnreadableFile";
}
