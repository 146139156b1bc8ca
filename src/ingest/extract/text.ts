import type { ExtractedText } from "./types";

/** UTF-8 (a byte-order mark is dropped); bytes that are not UTF-8 are read as Latin-1, never lost. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    let text = "";
    for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return text;
  }
}

/**
 * One shape for every format's text: `\n` line ends, no control characters, single spaces inside
 * lines, at most one blank line between paragraphs. Chunk offsets refer to this text.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // Form feeds and vertical tabs separate pages or lines; other control characters are noise.
      .replace(/[\f\v]/g, "\n")
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f\u200b\ufeff]/g, "")
      .replace(/[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, " ")
      .replace(/ {2,}/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

export function extractPlainText(bytes: Uint8Array): ExtractedText {
  return { text: normalizeText(decodeText(bytes)), pages: null };
}
