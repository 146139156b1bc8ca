// Import errors name file lines as the server counts them (src/imports/csv.ts): the header is line 1
// and blank lines are skipped, one record per line. The wizard finds and edits those lines here.

/** Each counted line's number and its index among the file's physical lines. */
export function numberedLines(text: string): { line: number; index: number }[] {
  const rows: { line: number; index: number }[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    if (content.trim() !== "") rows.push({ line: rows.length + 1, index });
  });
  return rows;
}

/** The file with the given counted lines replaced (line number -> new content). */
export function replaceLines(text: string, edits: Record<number, string>): string {
  const lines = text.split(/\r?\n/);
  const numbered = numberedLines(text);
  for (const [line, value] of Object.entries(edits)) {
    const index = numbered[Number(line) - 1]?.index;
    if (index !== undefined) lines[index] = value;
  }
  return lines.join("\n");
}
