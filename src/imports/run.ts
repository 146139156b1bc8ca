import type { Database } from "../db/client";
import { liveProperties, propertiesByListing } from "../db/property-refs";
import { findBankProfile, markBankProfileUsed, saveBankProfile, type BankProfile } from "../db/bank-profiles";
import { listBuiltinSettings, listRules } from "../db/rules";
import type { NewTransactionRow } from "../db/schema";
import { deleteTransactions, existingImportKeys, insertTransactionsBulk, newTransactionRow } from "../db/transactions";
import { partType } from "../domain/splits";
import { effectiveDefaults, type CategoryRule } from "../domain/categorize";
import { newId } from "../domain/ids";
import { compileRule, type CompiledRule } from "../domain/rules";
import { centsToMoney } from "../domain/money";
import { nowIso } from "../domain/time";
import { convertAirbnb } from "./airbnb";
import { convertBank, convertStatement, headerKey, namesColumns, profileOf, type BankMapping } from "./bank";
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
  /** The lines a rule's split template books as parts, with the parts. */
  splits: { line: number; parts: { amount: string; category: string; property_id: string | null }[] }[];
  /** The saved column mapping the file was read with, or the one this import saved for its headers. */
  bank_profile: { id: string; used: boolean; saved: boolean } | null;
  /** The lines each saved rule categorised, in the rules' order. */
  rules_matched: { rule_id: string; rule_name: string | null; lines: number[] }[];
}

/** What categorises a bank file's lines. */
interface RuleSet {
  /** The saved rules, ready to try. */
  saved: readonly CompiledRule[];
  /** The built-in guesses as the company left them. */
  guesses: readonly CategoryRule[];
}

/** The saved rules (a rule's property that is no longer live left out) and the built-in guesses as the company set them. */
async function rulesOfCompany(db: Database): Promise<RuleSet> {
  const [rules, settings] = await Promise.all([listRules(db), listBuiltinSettings(db)]);
  const live = await liveProperties(db, rules.map((rule) => rule.set_property_id).filter((id): id is string => id !== null));
  return {
    saved: rules.map((rule) => compileRule(rule.set_property_id === null || live.has(rule.set_property_id) ? rule : { ...rule, set_property_id: null })),
    guesses: effectiveDefaults(settings),
  };
}

/** A file's format as asked, or as its content says when asked to detect it. */
export const formatOf = (request: Pick<ImportRequest, "format" | "text">): DetectedFormat => (request.format === "auto" ? detectFormat(request.text) : request.format);

/** A bank CSV's saved profile as an import met it: the one it read the file with, or the file's headers to save one under. */
interface ProfileUse {
  headers: string[];
  key: string;
  /** The profile the file was read with, when the request named no columns. */
  used?: BankProfile;
}

async function convert(request: ImportRequest, format: DetectedFormat, db: Database, { saved: rules, guesses }: RuleSet): Promise<{ rowsRead: number; conversion: Conversion; profile?: ProfileUse }> {
  if (format === "ofx" || format === "qif") {
    const statement = format === "ofx" ? readOfx(request.text) : readQif(request.text, request.mapping.date_format);
    if (statement.rows.length > MAX_IMPORT_ROWS) throw new FileProblem(`the file has ${statement.rows.length} transactions; at most ${MAX_IMPORT_ROWS} per request`);
    const context = { propertyId: request.propertyId, propertyForListing: () => undefined, sourceAccount: request.sourceAccount, rules, guesses };
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
  // A bank CSV whose request names no columns is read as the profile saved for its headers says.
  const key = headerKey(table.headers);
  const used = format === "bank" && !namesColumns(request.mapping) ? await findBankProfile(db, key) : undefined;
  const mapping = used ? ({ ...used.mapping, ...request.mapping } as BankMapping) : request.mapping;
  const conversion = format === "airbnb" ? await convertAirbnb(table, context) : await convertBank(table, mapping, { ...context, rules, guesses });
  // Rows the CSV parser itself could not read are invalid whatever the format made of them.
  const broken = new Set(table.errors.map((e) => e.line));
  conversion.drafts = conversion.drafts.filter((d) => !broken.has(d.line));
  conversion.invalid.push(...table.errors);
  conversion.invalid.sort((a, b) => a.line - b.line);
  return { rowsRead: table.rows.length, conversion, ...(format === "bank" ? { profile: { headers: table.headers, key, ...(used ? { used } : {}) } } : {}) };
}

/** A draft as the rows it is written as: one, or its parts (the first keeps the import key and names the line). */
function rowsOf(draft: DraftTransaction, fileName: string, now: string): NewTransactionRow[] {
  const id = newId();
  const pieces = draft.split ?? [{ amount_cents: draft.amount_cents, category: draft.category, property_id: draft.property_id, description: draft.description }];
  return pieces.map((piece, i) => ({
    ...newTransactionRow(
      {
        property_id: piece.property_id,
        transaction_date: draft.transaction_date,
        amount: centsToMoney(piece.amount_cents),
        category: piece.category,
        transaction_type: draft.split ? partType(piece.category) : draft.transaction_type,
        description: piece.description,
        source_account: draft.source_account,
        provenance: { source_type: "csv_import", source_id: fileName },
        extra_metadata: { ...draft.extra_metadata, import_line: draft.line, ...(draft.split ? { split_part: i + 1, ...(i === 0 ? { bank_description: draft.description } : {}) } : {}) },
      },
      i === 0 ? id : newId(),
      now,
      { source: "csv_import", importKey: i === 0 ? draft.importKey : null },
    ),
    splitOf: draft.split ? id : null,
  }));
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
  const rules = format === "airbnb" ? { saved: [], guesses: [] } : await rulesOfCompany(db);
  const { rowsRead, conversion, profile } = await convert(request, format, db, rules);
  const { fresh, duplicates } = await dedupe(db, conversion.drafts);
  const blocked = conversion.invalid.length > 0 && !request.skipInvalid;

  let createdIds: string[] = [];
  if (!request.dryRun && !blocked) {
    const now = nowIso();
    const rows = fresh.flatMap((draft) => rowsOf(draft, request.fileName, now));
    const written = new Set(await insertTransactionsBulk(db, rows));
    // A line is created when its first part is; parts of a line another request wrote first are taken out again.
    const orphans = rows.filter((row) => row.splitOf && row.splitOf !== row.id && written.has(row.id) && !written.has(row.splitOf)).map((row) => row.id);
    if (orphans.length) await deleteTransactions(db, orphans);
    createdIds = rows.filter((row) => (row.splitOf ?? row.id) === row.id && written.has(row.id)).map((row) => row.id);
  }

  // An import that named its columns saves them for the file's headers; one read by a saved profile marks it used.
  const saveProfile = profile !== undefined && namesColumns(request.mapping) && !request.dryRun && !blocked;
  const savedProfileId = saveProfile ? await saveBankProfile(db, { id: newId(), header_key: profile.key, headers: profile.headers, mapping: profileOf(request.mapping) }, nowIso()) : undefined;
  if (!saveProfile && profile?.used && !request.dryRun && !blocked) await markBankProfileUsed(db, profile.used.id, nowIso());

  // Totals count what the books get: a split line's parts.
  const pieces = fresh.flatMap((draft) => draft.split?.map((part) => ({ type: partType(part.category), cents: part.amount_cents })) ?? [{ type: draft.transaction_type, cents: draft.amount_cents }]);
  const total = (type: DraftTransaction["transaction_type"]) => centsToMoney(pieces.filter((piece) => piece.type === type).reduce((sum, piece) => sum + piece.cents, 0));
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
    splits: fresh.flatMap((draft) => (draft.split ? [{ line: draft.line, parts: draft.split.map((part) => ({ amount: centsToMoney(part.amount_cents), category: part.category, property_id: part.property_id })) }] : [])),
    bank_profile: profile?.used ? { id: profile.used.id, used: true, saved: false } : savedProfileId ? { id: savedProfileId, used: false, saved: true } : null,
    rules_matched: rules.saved.flatMap(({ rule }) => {
      const lines = conversion.ruleMatches?.get(rule.id);
      return lines ? [{ rule_id: rule.id, rule_name: rule.name, lines }] : [];
    }),
  };
}
