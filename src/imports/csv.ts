import Papa from "papaparse";

export interface CsvTable {
  /** Header names as written, trimmed. */
  headers: string[];
  /** One record per data row, keyed by normalised header (see `normaliseHeader`). */
  rows: { line: number; values: Record<string, string> }[];
  /** Problems the parser itself found (unbalanced quotes, ragged rows), with their line. */
  errors: { line: number; reason: string }[];
}

/** "Confirmation Code", " confirmation code " and "CONFIRMATION_CODE" all become "confirmation code". */
export function normaliseHeader(header: string): string {
  return header.replace(/^\uFEFF/, "").trim().toLowerCase().replace(/[_\s]+/g, " ");
}

/**
 * Parses CSV text with a header row. Line numbers count the header as line 1 and assume one line
 * per record, which is what a person sees in a spreadsheet.
 */
export function parseCsv(text: string): CsvTable {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header = [], ...data] = result.data;
  const headers = header.map((h) => h.trim());
  const keys = headers.map(normaliseHeader);
  const errors = result.errors.map((e) => ({ line: (e.row ?? 0) + 1, reason: e.message }));
  const rows = data.map((cells, index) => {
    const values: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (key) values[key] = (cells[i] ?? "").trim();
    });
    return { line: index + 2, values };
  });
  return { headers, rows, errors };
}
