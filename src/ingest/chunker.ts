import type { ExtractedText, PageSpan } from "./extract/types";
import { splitSentences } from "./sentences";

/**
 * Sizes in characters. bge-base reads 512 tokens (about 2,000 characters of English), so no chunk
 * is longer than 1,900. Within that, fuller chunks (about 1,400 characters on average) keep a
 * clause and its context together: on the ContractNLI contracts, recall@3 rose from 0.82 at about
 * 850 characters to 0.88 (npm run bench:retrieval, README).
 */
export interface ChunkOptions {
  /** A chunk closes before it would grow past this. */
  targetChars: number;
  /** No chunk is longer (except by its overlap); longer sentences are cut at word boundaries. */
  maxChars: number;
  /** A chunk shorter than this takes in the next unit even past the target, and runs on past a heading. */
  minChars: number;
  /** At most this much of a chunk's end starts the next one, from a sentence start where one fits. */
  overlapChars: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { targetChars: 1700, maxChars: 1900, minChars: 200, overlapChars: 300 };

export interface TextChunk {
  index: number;
  /** Exactly `text.slice(charStart, charEnd)` of the extracted text; the heading is not prefixed. */
  text: string;
  charStart: number;
  charEnd: number;
  /** The nearest heading above the chunk's own text, without its `#` marks. */
  heading: string | null;
  /** 1-based page where the chunk starts, for paged formats. */
  page: number | null;
}

/** What separates a unit from the one before it, strongest first. */
type Boundary = "heading" | "paragraph" | "line" | "sentence" | "word";

interface Unit {
  start: number;
  end: number;
  boundary: Boundary;
  /** Set on heading lines: the heading's text. */
  headingText?: string;
  /** The heading in effect at this unit. */
  heading: string | null;
  /** End of the paragraph (or hard line) this unit belongs to. */
  blockEnd: number;
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/;
/** A line that starts a list item or a table row begins a new line of its own, never a wrapped one. */
const ITEM_START = /^(?:[-*•·▪–]\s|\d{1,3}[.)]\s|\(?[a-z0-9]{1,4}\)\s|\|)/i;
/** A line ending like this ends its sentence or clause, so the line break is real, not a wrap. */
const LINE_END = /[.!?:;"'”’)\]]$/;
const SHORT_LINE = 60;

interface Line {
  start: number;
  end: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    lines.push({ start, end });
    if (newline < 0) return lines;
    start = newline + 1;
  }
}

/** Cuts a too-long span at word boundaries into pieces of at most `size` characters. */
function wordPieces(text: string, start: number, end: number, size: number): [number, number][] {
  const pieces: [number, number][] = [];
  let from = start;
  while (end - from > size) {
    let cut = text.lastIndexOf(" ", from + size);
    const newline = text.lastIndexOf("\n", from + size);
    cut = Math.max(cut, newline);
    if (cut <= from) cut = from + size;
    pieces.push([from, cut]);
    from = cut;
    while (from < end && /\s/.test(text[from]!)) from++;
  }
  if (from < end) pieces.push([from, end]);
  return pieces;
}

/**
 * The text as a sequence of units (heading lines, sentences, pieces of overlong sentences), each
 * with the kind of break before it. Paragraphs are separated by blank lines; inside one, a line
 * break is real (a new line of its own) when the line ends a sentence or clause, is short, or the
 * next line starts a list item; otherwise it is a wrapped line (as in PDFs) and sentences run on.
 */
function unitsOf(text: string, options: ChunkOptions): Unit[] {
  const units: Unit[] = [];
  let heading: string | null = null;
  let block: Line[] = [];

  const flushBlock = () => {
    if (block.length === 0) return;
    // Segments: runs of lines joined by wrapped line breaks.
    const segments: Line[] = [];
    for (const line of block) {
      const previous = segments.at(-1);
      const lineText = text.slice(line.start, line.end);
      const previousText = previous ? text.slice(previous.start, previous.end) : "";
      const lastLineLength = previous ? previous.end - (text.lastIndexOf("\n", previous.end - 1) + 1) : 0;
      const wrapped = previous && !LINE_END.test(previousText) && lastLineLength >= SHORT_LINE && !ITEM_START.test(lineText);
      if (previous && wrapped) previous.end = line.end;
      else segments.push({ ...line });
    }
    segments.forEach((segment, s) => {
      splitSentences(text, segment.start, segment.end).forEach(([start, end], i) => {
        const boundary: Boundary = i > 0 ? "sentence" : s > 0 ? "line" : "paragraph";
        wordPieces(text, start, end, end - start > options.maxChars ? options.targetChars : options.maxChars).forEach(([pieceStart, pieceEnd], p) => {
          units.push({ start: pieceStart, end: pieceEnd, boundary: p > 0 ? "word" : boundary, heading, blockEnd: segment.end });
        });
      });
    });
    block = [];
  };

  for (const line of linesOf(text)) {
    const lineText = text.slice(line.start, line.end);
    const trimmedStart = line.start + (lineText.length - lineText.trimStart().length);
    const trimmedEnd = line.end - (lineText.length - lineText.trimEnd().length);
    if (trimmedStart >= trimmedEnd) {
      flushBlock();
      continue;
    }
    const match = HEADING.exec(text.slice(trimmedStart, trimmedEnd));
    if (match) {
      flushBlock();
      heading = match[2]!.trim();
      units.push({ start: trimmedStart, end: trimmedEnd, boundary: "heading", headingText: heading, heading, blockEnd: trimmedEnd });
      continue;
    }
    block.push({ start: trimmedStart, end: trimmedEnd });
  }
  flushBlock();
  return units;
}

function pageAt(pages: PageSpan[] | null, offset: number): number | null {
  if (!pages?.length) return null;
  let found = pages[0]!.page;
  for (const span of pages) {
    if (span.start > offset) break;
    if (span.end > span.start || span.start === offset) found = span.page;
  }
  return found;
}

/** The units that start the next chunk: whole trailing sentences within the overlap, else the end of the last one from a word boundary. */
function overlapOf(text: string, chunk: Unit[], options: ChunkOptions): Unit[] {
  const end = chunk.at(-1)!.end;
  const taken: Unit[] = [];
  for (let i = chunk.length - 1; i > 0; i--) {
    const unit = chunk[i]!;
    if (unit.headingText !== undefined || end - unit.start > options.overlapChars) break;
    taken.unshift(unit);
  }
  if (taken.length > 0) return taken;
  const last = chunk.at(-1)!;
  if (last.headingText !== undefined || last.end - last.start <= options.overlapChars) return [];
  const space = text.indexOf(" ", end - options.overlapChars);
  if (space < 0 || space >= end - 1) return [];
  return [{ ...last, start: space + 1, boundary: "word" }];
}

/**
 * Cuts a document's text into chunks for search: paragraphs and sentences whole where they fit,
 * a new chunk at each heading (once the current one has some body), about `targetChars` each,
 * and the end of each chunk repeated at the start of the next (`overlapChars`) unless a heading
 * separates them. Offsets are exact: `chunk.text === text.slice(chunk.charStart, chunk.charEnd)`.
 */
export function chunkText(input: ExtractedText, options: ChunkOptions = DEFAULT_CHUNK_OPTIONS): TextChunk[] {
  const { text } = input;
  const chunks: TextChunk[] = [];
  let current: Unit[] = [];
  // Units carried over from the previous chunk as overlap; the chunk's heading comes from its own units.
  let carried = 0;

  const length = () => (current.length ? current.at(-1)!.end - current[0]!.start : 0);
  const ownLength = () => (current.length > carried ? current.at(-1)!.end - current[carried]!.start : 0);
  const hasOwnBody = () => current.slice(carried).some((unit) => unit.headingText === undefined);

  const emit = () => {
    const own = current.slice(carried);
    const firstBody = own.find((unit) => unit.headingText === undefined);
    const start = current[0]!.start;
    const end = current.at(-1)!.end;
    chunks.push({
      index: chunks.length,
      text: text.slice(start, end),
      charStart: start,
      charEnd: end,
      heading: firstBody ? firstBody.heading : (own.at(-1)?.heading ?? null),
      page: pageAt(input.pages, start),
    });
  };

  const flush = (withOverlap: boolean) => {
    if (!hasOwnBody()) return;
    emit();
    const overlap = withOverlap ? overlapOf(text, current, options) : [];
    current = overlap;
    carried = overlap.length;
  };

  /**
   * Ends a section (at a heading, or the end of the text). A short tail of a section that was
   * already cut goes onto the previous chunk when that stays within the maximum, rather than
   * making a tiny chunk of its own.
   */
  const closeSection = () => {
    if (!hasOwnBody()) return;
    const previous = chunks.at(-1);
    const end = current.at(-1)!.end;
    if (ownLength() < options.minChars && carried > 0 && previous && end - previous.charStart <= options.maxChars) {
      previous.charEnd = end;
      previous.text = text.slice(previous.charStart, end);
      current = [];
      carried = 0;
      return;
    }
    flush(false);
  };

  for (const unit of unitsOf(text, options)) {
    if (unit.boundary === "heading") {
      // A short first section (a title and a line) runs on into the next one instead.
      if (hasOwnBody() && (ownLength() >= options.minChars || carried > 0)) closeSection();
      else if (!hasOwnBody()) {
        // An overlap never runs into a new section.
        current = current.slice(carried);
        carried = 0;
      }
      current.push(unit);
      continue;
    }
    if (hasOwnBody()) {
      const grown = unit.end - current[0]!.start;
      const paragraphGrown = unit.blockEnd - current[0]!.start;
      const startsBlock = unit.boundary === "paragraph" || unit.boundary === "line";
      const tooSmallToClose = ownLength() < options.minChars && grown <= options.maxChars;
      // Keep a paragraph whole when the current chunk is well filled and the paragraph would overflow it.
      const closeAtParagraph = startsBlock && length() >= 0.6 * options.targetChars && paragraphGrown > options.targetChars;
      // Text after a blank line needs no overlap: the paragraph break is a natural boundary.
      if ((grown > options.targetChars && !tooSmallToClose) || closeAtParagraph) flush(unit.boundary !== "paragraph");
    }
    // An overlap is dropped when it would push this unit past the maximum.
    if (carried > 0 && current.length === carried && unit.end - current[0]!.start > options.maxChars) {
      current = [];
      carried = 0;
    }
    current.push(unit);
  }
  closeSection();
  return chunks;
}
