// Import wizard: choose the file (its format is detected from its content unless chosen), check it (a dry run: counts, each bad line with its
// reason, duplicates, uncategorized rows), fix bad lines in place, import, and read the summary.
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import Papa from "papaparse";
import { api, formBody, messageOf, unwrap, type Schemas } from "../api/client";
import { ErrorNote, Field, Money, PageHeader } from "../components/ui";
import { count } from "../lib/format";
import { numberedLines, replaceLines } from "../lib/import-lines";
import { useProperties } from "../lib/queries";

type Summary = Schemas["TransactionImportSummary"];
type Columns = Partial<Record<(typeof COLUMN_ROLES)[number][0], string>>;

/** The columns a bank CSV's mapping may name, with their labels. */
const COLUMN_ROLES = [
  ["date_column", "Date column"],
  ["description_column", "Description column"],
  ["amount_column", "Amount column (signed)"],
  ["debit_column", "Money out column"],
  ["credit_column", "Money in column"],
] as const;

/** The header row of a CSV, as its columns are named (none for a file that is not CSV). */
function headersOf(text: string): string[] {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  if (!first.includes(",") && !first.includes(";") && !first.includes("\t")) return [];
  const row = Papa.parse<string[]>(first, { header: false }).data[0] ?? [];
  return [...new Set(row.map((cell) => cell.trim()).filter(Boolean))];
}

/** The mapping the chosen columns make, or none when every column is found by its usual name. */
function mappingOf(columns: Columns, expensesPositive: boolean): Record<string, unknown> | undefined {
  const chosen = Object.fromEntries(Object.entries(columns).filter(([, value]) => value));
  if (Object.keys(chosen).length === 0 && !expensesPositive) return undefined;
  return { ...chosen, ...(expensesPositive ? { expenses_positive: true } : {}) };
}
type Step = "choose" | "check" | "done";
type Format = Schemas["TransactionImportForm"]["format"];
/** What a file was read as, in words. */
const READ_AS: Record<Summary["format"], string> = { bank: "a bank or card CSV export", airbnb: "an Airbnb transaction history", ofx: "a bank statement (OFX, QFX or QBO)", qif: "a Quicken register (QIF)" };

export default function ImportWizard() {
  const client = useQueryClient();
  const properties = useProperties();
  const [step, setStep] = useState<Step>("choose");
  const [fileName, setFileName] = useState("");
  const [text, setText] = useState<string | null>(null);
  const [format, setFormat] = useState<Format>("auto");
  const [propertyId, setPropertyId] = useState("");
  const [account, setAccount] = useState("");
  const [preview, setPreview] = useState<Summary | null>(null);
  const [result, setResult] = useState<Summary | null>(null);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // A bank CSV whose columns have unusual names: which column is which, chosen from its header row.
  const [columns, setColumns] = useState<Columns>({});
  const [expensesPositive, setExpensesPositive] = useState(false);
  const headers = text != null && (format === "bank" || format === "auto") ? headersOf(text) : [];
  const mapping = mappingOf(columns, expensesPositive);

  const lines = text ? text.split(/\r?\n/) : [];
  const numbered = text ? numberedLines(text) : [];
  const indexOfLine = (line: number) => numbered[line - 1]?.index;
  // Corrections typed but not checked yet (a line edited back to what the file says is no correction).
  const pendingEdits = Object.entries(edits).filter(([line, value]) => {
    const index = indexOfLine(Number(line));
    return index !== undefined && value !== lines[index];
  }).length;

  async function send(body: string, dryRun: boolean, skipInvalid = false): Promise<Summary> {
    return unwrap(
      api.POST("/api/v1/transactions/import", {
        body: formBody<Schemas["TransactionImportForm"]>({
          file: new File([body], fileName || "import.csv", { type: "text/csv" }),
          format,
          property_id: propertyId || undefined,
          source_account: account.trim() || undefined,
          dry_run: dryRun,
          skip_invalid: skipInvalid || undefined,
          mapping: mapping ? JSON.stringify(mapping) : undefined,
        }),
      }),
    );
  }

  async function check(event?: FormEvent) {
    event?.preventDefault();
    if (text == null) {
      setError(new Error("Choose a file first."));
      return;
    }
    // Bad lines fixed on screen replace the file's lines before the next check.
    const next = replaceLines(text, edits);
    setBusy(true);
    setError(null);
    try {
      const summary = await send(next, true);
      setText(next);
      setEdits({});
      setPreview(summary);
      setStep("check");
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  async function commit(skipInvalid: boolean) {
    if (text == null) return;
    setBusy(true);
    setError(null);
    try {
      const summary = await send(text, false, skipInvalid);
      setResult(summary);
      setStep("done");
      await Promise.all([client.invalidateQueries({ queryKey: ["transactions"] }), client.invalidateQueries({ queryKey: ["reports"] })]);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  function restart() {
    setStep("choose");
    setText(null);
    setFileName("");
    setPreview(null);
    setResult(null);
    setEdits({});
    setError(null);
    setColumns({});
    setExpensesPositive(false);
  }

  return (
    <>
      <PageHeader title="Import transactions">
        <Link href="/transactions" className="button">
          Back to transactions
        </Link>
      </PageHeader>
      <ol className="steps" aria-label="Steps">
        <li aria-current={step === "choose" ? "step" : undefined}>1. Choose the file</li>
        <li aria-current={step === "check" ? "step" : undefined}>2. Check</li>
        <li aria-current={step === "done" ? "step" : undefined}>3. Summary</li>
      </ol>

      {step === "choose" ? (
        <form className="card" onSubmit={(event) => void check(event)} noValidate>
          <div className="form-grid">
            <Field label="File" hint="A bank or card export (CSV, OFX, QFX, QBO or QIF), or an Airbnb transaction history">
              {(props) => (
                <input
                  {...props}
                  type="file"
                  accept=".csv,.ofx,.qfx,.qbo,.qif,text/csv"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    setError(null);
                    if (!file) return;
                    setFileName(file.name);
                    setText(await file.text());
                  }}
                />
              )}
            </Field>
            <Field label="Format">
              {(props) => (
                <select {...props} value={format} onChange={(event) => setFormat(event.target.value as Format)}>
                  <option value="auto">Detect from the file</option>
                  <option value="bank">Bank or card CSV export</option>
                  <option value="ofx">Bank statement: OFX, QFX or QBO</option>
                  <option value="qif">Quicken register (QIF)</option>
                  <option value="airbnb">Airbnb transaction history</option>
                </select>
              )}
            </Field>
            <Field label="Property" hint={format === "airbnb" ? "Or let each listing find its property" : format === "auto" ? "Put every row on this property (an Airbnb history can match each listing instead)" : "Put every row on this property"}>
              {(props) => (
                <select {...props} value={propertyId} onChange={(event) => setPropertyId(event.target.value)}>
                  <option value="">{format === "airbnb" ? "Match by listing" : format === "auto" ? "Company level, or by listing for Airbnb" : "Company level (no property)"}</option>
                  {(properties.data?.items ?? []).map((property) => (
                    <option key={property.id} value={property.id}>
                      {property.address}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Account (optional)" hint="For example: Checking …4821">
              {(props) => <input {...props} value={account} onChange={(event) => setAccount(event.target.value)} />}
            </Field>
          </div>
          {headers.length > 1 ? (
            <details className="columns" open={Object.keys(columns).length > 0 || /column/i.test(messageOf(error ?? ""))}>
              <summary>Columns of the file</summary>
              <p className="subtle">Each is found by its usual name (Date, Description, Amount, or Debit and Credit); choose the file's own where it names them otherwise.</p>
              <div className="form-grid">
                {COLUMN_ROLES.map(([role, label]) => (
                  <Field key={role} label={label}>
                    {(props) => (
                      <select {...props} value={columns[role] ?? ""} onChange={(event) => setColumns({ ...columns, [role]: event.target.value || undefined })}>
                        <option value="">Found by its usual name</option>
                        {headers.map((header) => (
                          <option key={header} value={header}>
                            {header}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                ))}
              </div>
              <label>
                <input type="checkbox" checked={expensesPositive} onChange={(event) => setExpensesPositive(event.target.checked)} /> Money out is written positive (a card statement)
              </label>
            </details>
          ) : null}
          <ErrorNote error={error} />
          <div className="form-actions">
            <button type="submit" className="primary" disabled={busy || text == null}>
              {busy ? "Checking…" : "Check the file"}
            </button>
          </div>
        </form>
      ) : null}

      {step === "check" && preview ? (
        <section className="card" aria-labelledby="check-title">
          <h2 id="check-title">Check of {preview.file_name}</h2>
          <p className="subtle" data-testid="import-format">Read as {READ_AS[preview.format]}.</p>
          <SummaryFigures summary={preview} />
          {preview.errors.length > 0 ? (
            <>
              <h3>
                {count(preview.errors.length)} line{preview.errors.length === 1 ? "" : "s"} with a problem
              </h3>
              <p className="subtle">Correct a line here and check again, or import the other rows without it.</p>
              <div className="table-wrap" tabIndex={0}>
                <table className="table compact" data-testid="import-errors">
                  <thead>
                    <tr>
                      <th scope="col">Line</th>
                      <th scope="col">Problem</th>
                      <th scope="col">Content</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.errors.map((row) => {
                      const index = indexOfLine(row.line);
                      const original = index !== undefined ? (lines[index] ?? "") : "";
                      return (
                        <tr key={`${row.line}-${row.reason}`}>
                          <th scope="row">{row.line}</th>
                          <td className="field-error">{row.reason}</td>
                          <td>
                            {index !== undefined ? (
                              <>
                                <label className="visually-hidden" htmlFor={`line-${row.line}`}>
                                  Content of line {row.line}
                                </label>
                                <input
                                  id={`line-${row.line}`}
                                  className="line-edit"
                                  value={edits[row.line] ?? original}
                                  onChange={(event) => setEdits({ ...edits, [row.line]: event.target.value })}
                                  spellCheck={false}
                                />
                              </>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
          {preview.skipped_rows.length > 0 ? (
            <details>
              <summary>{count(preview.skipped_rows.length)} rows that are not transactions</summary>
              <ul>
                {preview.skipped_rows.map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <ErrorNote error={error} />
          <div className="form-actions">
            <button type="button" onClick={restart}>
              Choose another file
            </button>
            {preview.errors.length > 0 ? (
              <>
                <button type="button" onClick={() => void check()} disabled={busy || pendingEdits === 0}>
                  {busy ? "Checking…" : "Check again"}
                </button>
                <button
                  type="button"
                  onClick={() => void commit(true)}
                  disabled={busy || preview.new === 0 || pendingEdits > 0}
                  aria-describedby={pendingEdits > 0 ? "pending-edits" : undefined}
                >
                  Import {count(preview.new)} without the bad lines
                </button>
                {pendingEdits > 0 ? (
                  <p id="pending-edits" className="hint">
                    You corrected {pendingEdits === 1 ? "a line" : "some lines"}: check again to import {pendingEdits === 1 ? "it" : "them"} too.
                  </p>
                ) : null}
              </>
            ) : (
              <button type="button" className="primary" onClick={() => void commit(false)} disabled={busy || preview.new === 0}>
                {busy ? "Importing…" : preview.new === 0 ? "Nothing new to import" : `Import ${count(preview.new)} transaction${preview.new === 1 ? "" : "s"}`}
              </button>
            )}
          </div>
        </section>
      ) : null}

      {step === "done" && result ? (
        <section className="card" aria-labelledby="done-title">
          <h2 id="done-title">Imported {result.file_name}</h2>
          <p className="note ok" role="status" data-testid="import-result">
            {count(result.created)} transaction{result.created === 1 ? "" : "s"} created
            {result.duplicates > 0 ? `, ${count(result.duplicates)} already in the books` : ""}
            {result.invalid > 0 ? `, ${count(result.invalid)} invalid rows left out` : ""}.
          </p>
          <SummaryFigures summary={result} />
          <div className="form-actions">
            {result.uncategorized > 0 ? (
              <Link href="/transactions?uncategorized=true&period=all" className="button">
                Review {count(result.uncategorized)} uncategorized
              </Link>
            ) : null}
            <Link href="/transactions?period=all" className="button primary">
              See the transactions
            </Link>
            <button type="button" onClick={restart}>
              Import another file
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}

function SummaryFigures({ summary }: { summary: Summary }) {
  const rows: [string, string | number][] = [
    ["Rows read", summary.rows_read],
    [summary.dry_run ? "New transactions" : "Created", summary.dry_run ? summary.new : summary.created],
    ["Already in the books", summary.duplicates],
    ["Not transactions (skipped)", summary.skipped],
    ["Invalid", summary.invalid],
    ["Without a category rule", summary.uncategorized],
  ];
  return (
    <dl className="pairs import-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{typeof value === "number" ? count(value) : value}</dd>
        </div>
      ))}
      <div>
        <dt>Income in the new rows</dt>
        <dd>
          <Money value={summary.totals.revenue} />
        </dd>
      </div>
      <div>
        <dt>Expenses in the new rows</dt>
        <dd>
          <Money value={summary.totals.expense} />
        </dd>
      </div>
      {summary.bank_profile ? (
        <div>
          <dt>Columns</dt>
          <dd>{summary.bank_profile.used ? "Read as saved for files with these headers" : "Saved for the next file with these headers"}</dd>
        </div>
      ) : null}
      {summary.rules_matched.map((match) => (
        <div key={match.rule_id}>
          <dt>
            Categorised by <Link href="/rules">{match.rule_name ? `rule “${match.rule_name}”` : "a saved rule"}</Link>
          </dt>
          <dd>
            {count(match.lines.length)} {match.lines.length === 1 ? "line" : "lines"} ({match.lines.length > 12 ? `${match.lines.slice(0, 12).join(", ")} and ${count(match.lines.length - 12)} more` : match.lines.join(", ")})
          </dd>
        </div>
      ))}
    </dl>
  );
}

