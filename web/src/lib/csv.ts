// CSV downloads of figures the API returned (as strings, unchanged); the text is built by csv-text.ts.
import { download } from "../components/ui";
import { csvText } from "./csv-text";

export function downloadCsv(filename: string, header: string[], rows: (string | number | null)[][]): void {
  download(new Blob([`\uFEFF${csvText(header, rows)}\r\n`], { type: "text/csv;charset=utf-8" }), filename);
}
