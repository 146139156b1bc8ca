// The text of a CSV file built from figures the API returned (strings, unchanged). DOM-free, so the
// Worker's tests check it.
import Papa from "papaparse";
import { FORMULA_START } from "../../../src/domain/csv-cell";

/** CSV text with a header row; formula-like cells are escaped (a leading '), negative numbers are not. */
export function csvText(header: string[], rows: (string | number | null)[][]): string {
  return Papa.unparse({ fields: header, data: rows.map((row) => row.map((cell) => cell ?? "")) }, { escapeFormulae: FORMULA_START });
}
