import type { Database } from "../db/client";
import { liveProperties, propertiesByListing } from "../db/property-refs";
import { listRules } from "../db/rules";
import { existingImportKeys, insertTransactionsBulk } from "../db/transactions";
import { newId } from "../domain/ids";
import { compileRule, type CompiledRule } from "../domain/rules";
import { centsToMoney } from "../domain/money";
import { nowIso } from "../domain/time";
import { toNewTransactionRow } from "../routes/transactions/mapping";
import { convertAirbnb } from "./airbnb";
import { convertBank, convertStatement, type BankMapping } from "./bank";
import { parseCsv } from "./csv";
import { detectFormat, readOfx, readQif, type DetectedFormat } from "./statements";
import { FileProblem, type Conversion, type DraftTransaction, type RowNote } from "./types";

/** Rows one request may carry; scripts/import-transactions.ts sends bigger files in parts. */
export const MAX_IMPORT_ROWS = 5000;

/** What a file is read as: `auto` detects it from the content; `ofx` takes OFX 1.x and 2.x, QFX and QBO. */
export const IMPORT_FORMATS = ["auto", "airbnb", "bank", "ofx", "qif"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The formats a file was read as, which the summary names. */
export const READ_FORMATS = ["airbnb", "bank", "ofx", "qif"] as const satisfies readonly DetectedFormat[];

export interface ImportRequest {
  format: ImportFormat;
  text: string;
  fileName: string;
  propertyId: string | null;
  sourceAccount: string | null;
  mapping: BankMapping;
  dryRun: boolean;
  skipInvalid: boolean;
}

export interface ImportSummary {
  dry_run: boolean;
  format: DetectedFormat;
  file_name: string;
  rows_read: number;
  /** Transactions found that are not already in the books. */
  new: number;
  /** Transactions written (0 in a dry run, or when invalid rows stopped the import). */
  created: number;
  duplicates: number;
  skipped: number;
  invalid: number;
  uncategorized: number;
  totals: { revenue: string; expense: string };
  errors: RowNote[];
  skipped_rows: RowNote[];
  created_ids: string[];
  /** The lines each saved rule categorised, in the rules' order. */
  rules_matched: { rule_id: string; rule_name: string | null; lines: number[] }[];
}

/** The saved rules, ready to try; a rule's property that is no longer live is left out. */
async function savedRules(db: Database): Promise<CompiledRule[]> {
  const rules = await listRules(db);
  const live = await liveProperties(db, rules.map((rule) => rule.set_property_id).filter((id): id is string => id !== null));
  return rules.map((rule) => compileRule(rule.set_property_id === null || live.has(rule.set_property_id) ? rule : { ...rule, set_property_id: null }));
}

/** A file's format as asked, or as its content says when asked to detect it. */
export const formatOf = (request: Pick<ImportRequest, "format" | "text">): DetectedFormat => (request.format === "auto" ? detectFormat(request.text) : request.format);

async function convert(request: ImportRequest, format: DetectedFormat, db: Database, rules: readonly CompiledRule[]): Promise<{ rowsRead: number; conversion: Conversion }> {
  if (format === "ofx" || format === "qif") {
    const statement = format === "ofx" ? readOfx(request.text) : readQif(request.text, request.mapping.date_format);
    if (statement.rows.length > MAX_IMPORT_ROWS) throw new FileProblem(`the file has ${statement.rows.length} transactions; at most ${MAX_IMPORT_ROWS} per request`);
    const context = { propertyId: request.propertyId, propertyForListing: () => undefined, sourceAccount: request.sourceAccount, rules };
    return { rowsRead: statement.rows.length, conversion: await convertStatement(statement, request.mapping, context) };
  }
  const table = parseCsv(request.text);
  if (table.rows.length > MAX_IMPORT_ROWS) {
    throw new FileProblem(`the file has ${table.rows.length} rows; at most ${MAX_IMPORT_ROWS} per request (scripts/import-transactions.ts sends larger files in parts)`);
  }
  const byListing = format === "airbnb" && !request.propertyId ? await propertiesByListing(db) : new Map<string, string>();
  const context = {
    propertyId: request.propertyId,
    propertyForListing: (listing: string) => byListing.get(listing.trim().toLowerCase()),
    sourceAccount: request.sourceAccount,
  };
  const conversion = format === "airbnb" ? await convertAirbnb(table, context) : await convertBank(table, request.mapping, { ...context, rules });
  // Rows the CSV parser itself could not read are invalid whatever the format made of them.
  const broken = new Set(table.errors.map((e) => e.line));
  conversion.drafts = conversion.drafts.filter((d) => !broken.has(d.line));
  conversion.invalid.push(...table.errors);
  conversion.invalid.sort((a, b) => a.line - b.line);
  return { rowsRead: table.rows.length, conversion };
}

/** Splits drafts into the new ones and those already in the books (or repeated in this file). */
async function dedupe(db: Database, drafts: DraftTransaction[]): Promise<{ fresh: DraftTransaction[]; duplicates: number }> {
  const taken = await existingImportKeys(db, drafts.map((d) => d.importKey));
  const fresh: DraftTransaction[] = [];
  for (const draft of drafts) {
    if (taken.has(draft.importKey)) continue;
    taken.add(draft.importKey);
    fresh.push(draft);
  }
  return { fresh, duplicates: drafts.length - fresh.length };
}

/**
 * Imports a CSV: parse, convert, de-duplicate, then write every new transaction in one atomic
 * batch. With invalid rows nothing is written unless `skipInvalid`.
 */
export async function runImport(db: Database, request: ImportRequest): Promise<ImportSummary> {
  const format = formatOf(request);
  // Saved rules categorise bank files; an Airbnb export says what each line is.
  const rules = format === "airbnb" ? [] : await savedRules(db);
  const { rowsRead, conversion } = await convert(request, format, db, rules);
  const { fresh, duplicates } = await dedupe(db, conversion.drafts);
  const blocked = conversion.invalid.length > 0 && !request.skipInvalid;

  let createdIds: string[] = [];
  if (!request.dryRun && !blocked) {
    const now = nowIso();
    const rows = fresh.map((draft) =>
      toNewTransactionRow(
        {
          property_id: draft.property_id,
          transaction_date: draft.transaction_date,
          amount: centsToMoney(draft.amount_cents),
          category: draft.category,
          transaction_type: draft.transaction_type,
          description: draft.description,
          source_account: draft.source_account,
          provenance: { source_type: "csv_import", source_id: request.fileName },
          extra_metadata: { ...draft.extra_metadata, import_line: draft.line },
        },
        newId(),
        now,
        { source: "csv_import", importKey: draft.importKey },
      ),
    );
    createdIds = await insertTransactionsBulk(db, rows);
  }

  const total = (type: DraftTransaction["transaction_type"]) => centsToMoney(fresh.filter((d) => d.transaction_type === type).reduce((sum, d) => sum + d.amount_cents, 0));
  return {
    dry_run: request.dryRun,
    format,
    file_name: request.fileName,
    rows_read: rowsRead,
    new: fresh.length,
    created: createdIds.length,
    // A row another request wrote between the check and the insert is a duplicate too.
    duplicates: duplicates + (request.dryRun || blocked ? 0 : fresh.length - createdIds.length),
    skipped: conversion.skipped.length,
    invalid: conversion.invalid.length,
    uncategorized: conversion.uncategorized,
    totals: { revenue: total("REVENUE"), expense: total("EXPENSE") },
    errors: conversion.invalid,
    skipped_rows: conversion.skipped,
    created_ids: createdIds,
    rules_matched: rules.flatMap(({ rule }) => {
      const lines = conversion.ruleMatches?.get(rule.id);
      return lines ? [{ rule_id: rule.id, rule_name: rule.name, lines }] : [];
    }),
  };
}
