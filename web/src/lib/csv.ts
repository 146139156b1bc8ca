// CSV files built in the browser from figures the API returned (as strings, unchanged). Cells that a
// spreadsheet would run as a formula are escaped.
import Papa from "papaparse";
import { download } from "../components/ui";

export function downloadCsv(filename: string, header: string[], rows: (string | number | null)[][]): void {
  const text = Papa.unparse({ fields: header, data: rows.map((row) => row.map((cell) => cell ?? "")) }, { escapeFormulae: true });
  download(new Blob([`\uFEFF${text}\r\n`], { type: "text/csv;charset=utf-8" }), filename);
}
