import { z } from "@hono/zod-openapi";
import type { ProfileMapping } from "../db/bank-profiles";
import { categoryInfo, type TransactionType } from "../domain/categories";
import { categorize, DEFAULT_RULES, type CategoryRule } from "../domain/categorize";
import { firstMatchingRule, type SavedRule } from "../domain/rules";
import { partsFromTemplate } from "../domain/splits";
import { normaliseHeader, type CsvTable } from "./csv";
import { externalKey, Fingerprinter } from "./keys";
import type { Statement, StatementRow } from "./statements";
import { FileProblem, type Conversion, type ImportContext } from "./types";
import { DATE_FORMATS, parseCsvAmount, parseCsvDate } from "../domain/csv-values";
import { escapeRegExp } from "../domain/regexp";


/** How to read a bank or card export; every column is found by its usual names when not given. */
export const BankMappingSchema = z
  .strictObject({
    date_column: z.string().min(1).optional(),
    description_column: z.string().min(1).optional(),
    amount_column: z.string().min(1).optional(),
    debit_column: z.string().min(1).optional(),
    credit_column: z.string().min(1).optional(),
    category_column: z.string().min(1).optional(),
    reference_column: z.string().min(1).optional(),
    date_format: z.enum(DATE_FORMATS).optional(),
    expenses_positive: z.boolean().optional(),
    rules: z.array(z.strictObject({ contains: z.string().min(1).max(200), category: z.string() })).max(200).optional(),
  })
  .openapi("BankMapping", {
    example: { date_column: "Posting Date", amount_column: "Amount", rules: [{ contains: "xcel", category: "expense:utilities:electricity" }] },
  });
export type BankMapping = z.infer<typeof BankMappingSchema>;

/** The mapping's fields that name a file's columns. */
const COLUMN_FIELDS = ["date_column", "description_column", "amount_column", "debit_column", "credit_column", "category_column", "reference_column"] as const;
/** What a saved bank profile keeps of a mapping: its columns and how the file is read (rules are saved rules' work). */
const PROFILE_FIELDS = [...COLUMN_FIELDS, "date_format", "expenses_positive"] as const;

/** Whether a mapping names any of the file's columns (then it is the one to save for the file's headers). */
export const namesColumns = (mapping: BankMapping): boolean => COLUMN_FIELDS.some((field) => mapping[field] !== undefined);

/** What a bank profile keeps of a mapping. */
export const profileOf = (mapping: BankMapping): ProfileMapping => Object.fromEntries(PROFILE_FIELDS.filter((field) => mapping[field] !== undefined).map((field) => [field, mapping[field]]));

/** A file's headers as one key: the same headers, whatever their case and spacing, are the same bank's file. */
export const headerKey = (headers: string[]): string => headers.map(normaliseHeader).join("|");

const CANDIDATES = {
  date: ["date", "posting date", "posted date", "transaction date", "trans date"],
  description: ["description", "memo", "payee", "name", "details", "transaction description"],
  amount: ["amount", "transaction amount"],
  debit: ["debit", "withdrawal", "withdrawals", "debit amount"],
  credit: ["credit", "deposit", "deposits", "credit amount"],
  category: ["category"],
  reference: ["reference", "reference number", "transaction id", "fitid", "check number"],
};

function column(table: CsvTable, given: string | undefined, candidates: string[], role: string): string | undefined {
  const present = new Set(table.headers.map(normaliseHeader));
  if (given !== undefined) {
    const key = normaliseHeader(given);
    if (!present.has(key)) throw new FileProblem(`the ${role} column '${given}' is not in the file (columns: ${table.headers.join(", ")})`);
    return key;
  }
  return candidates.find((candidate) => present.has(candidate));
}

/** The mapping's own rules before the built-in guesses, each checked to name a category. */
function rulesOf(mapping: BankMapping, guesses: readonly CategoryRule[] = DEFAULT_RULES): CategoryRule[] {
  const custom: CategoryRule[] = (mapping.rules ?? []).map((rule) => {
    if (!categoryInfo(rule.category)) throw new FileProblem(`mapping rule for '${rule.contains}' names an unknown category '${rule.category}'`);
    return { pattern: new RegExp(escapeRegExp(rule.contains), "i"), category: rule.category };
  });
  return [...custom, ...guesses];
}

/** A generic bank CSV: one signed amount column, or debit and credit columns. */
export async function convertBank(table: CsvTable, mapping: BankMapping, ctx: ImportContext): Promise<Conversion> {
  const date = column(table, mapping.date_column, CANDIDATES.date, "date");
  const description = column(table, mapping.description_column, CANDIDATES.description, "description");
  const amount = column(table, mapping.amount_column, CANDIDATES.amount, "amount");
  const debit = column(table, mapping.debit_column, CANDIDATES.debit, "debit");
  const credit = column(table, mapping.credit_column, CANDIDATES.credit, "credit");
  const categoryColumn = column(table, mapping.category_column, CANDIDATES.category, "category");
  const reference = column(table, mapping.reference_column, CANDIDATES.reference, "reference");
  if (!date || !description || (!amount && !debit && !credit)) {
    throw new FileProblem(`cannot find the date, description and amount (or debit/credit) columns among: ${table.headers.join(", ")}; name them in mapping`);
  }
  const rows: StatementRow[] = table.rows.map(({ line, values }) => {
    let cents: number | null;
    if (amount) {
      cents = parseCsvAmount(values[amount] ?? "");
      if (cents !== null && mapping.expenses_positive) cents = -cents;
    } else {
      const out = debit && values[debit] ? parseCsvAmount(values[debit]) : 0;
      const into = credit && values[credit] ? parseCsvAmount(values[credit]) : 0;
      cents = out === null || into === null ? null : Math.abs(into) - Math.abs(out);
    }
    const ref = reference ? (values[reference] ?? "") : "";
    const named = categoryColumn ? (values[categoryColumn] ?? "") : "";
    return { line, date: parseCsvDate(values[date] ?? "", mapping.date_format), rawDate: values[date] ?? "", cents, description: values[description] ?? "", ...(ref ? { reference: ref } : {}), ...(named ? { category: named } : {}) };
  });
  return convertStatement({ account: null, rows, errors: [] }, mapping, ctx);
}

/**
 * Books a statement's rows (from a bank CSV, an OFX or a QIF file): signed by money in or out,
 * categorised by the file's own category when it is one of ours, else by the rules, and keyed for
 * duplicates by the bank's transaction id when the row has one, else by what it says.
 */
export async function convertStatement(statement: Statement, mapping: BankMapping, ctx: ImportContext): Promise<Conversion> {
  const rules = rulesOf(mapping, ctx.guesses);
  const out: Conversion = { drafts: [], skipped: [], invalid: [...statement.errors], uncategorized: 0, ruleMatches: new Map() };
  const fingerprints = new Fingerprinter();
  for (const row of statement.rows) {
    const { line } = row;
    // The account the user named, else the one the file says the row is of; a bank's transaction id
    // is unique within the file's account, so that one keys it whatever the user called it.
    const fileAccount = row.account ?? statement.account;
    const sourceAccount = ctx.sourceAccount ?? fileAccount;
    const account = fileAccount ?? ctx.sourceAccount ?? "";
    if (!row.date) {
      out.invalid.push({ line, reason: `date '${row.rawDate}' is not a date${mapping.date_format ? ` in ${mapping.date_format}` : ""}` });
      continue;
    }
    const text = row.description.trim();
    if (!text) {
      out.invalid.push({ line, reason: "description is empty" });
      continue;
    }
    const signed = row.cents;
    if (signed === null) {
      out.invalid.push({ line, reason: "amount is not a number with at most two decimals" });
      continue;
    }
    if (signed === 0) {
      out.skipped.push({ line, reason: "zero amount" });
      continue;
    }
    const type: TransactionType = signed > 0 ? "REVENUE" : "EXPENSE";
    const named = row.category ?? "";
    const extra: Record<string, unknown> = {};
    let propertyId = ctx.propertyId;
    let category: string | undefined;
    let saved: SavedRule | undefined;
    if (named && categoryInfo(named)) {
      if (categoryInfo(named)!.type !== type) {
        out.invalid.push({ line, reason: `category ${named} is ${categoryInfo(named)!.type}, but the row is money ${type === "REVENUE" ? "in" : "out"}` });
        continue;
      }
      category = named;
    } else {
      if (named) extra.bank_category = named;
      saved = ctx.rules ? firstMatchingRule(ctx.rules, { description: text, amount_cents: Math.abs(signed), transaction_type: type, source_account: sourceAccount }) : undefined;
      if (saved) {
        extra.rule_id = saved.id;
        if (saved.set_counterparty) extra.counterparty = saved.set_counterparty;
        if (!ctx.propertyId && saved.set_property_id) propertyId = saved.set_property_id;
        out.ruleMatches!.set(saved.id, [...(out.ruleMatches!.get(saved.id) ?? []), line]);
      }
      category = saved?.set_category ?? categorize(text, type, rules);
    }
    // A rule's split template books the line as parts, when the line fits it; the first part's
    // category is the line's (a template whose other parts came to nothing books it whole).
    const template = saved?.set_split ? partsFromTemplate(saved.set_split, { amount_cents: Math.abs(signed), transaction_type: type, description: text, property_id: propertyId }) : undefined;
    if (template && "problem" in template) extra.split_problem = template.problem;
    const parts = template && "parts" in template ? template.parts : undefined;
    const split = parts && parts.length > 1 ? parts : undefined;
    if (parts?.length) category = parts[0]!.category;
    if (!category) {
      category = type === "REVENUE" ? "revenue:other" : "expense:other";
      extra.uncategorized = true;
      out.uncategorized++;
    }
    if (row.reference) extra.bank_reference = row.reference;
    if (row.splits) extra.bank_splits = row.splits;
    out.drafts.push({
      ...(split ? { split } : {}),
      line,
      importKey: row.reference ? externalKey(`bank:${account.toLowerCase()}`, row.reference, "row") : await fingerprints.key("bank", { date: row.date, cents: signed, description: text, account }),
      property_id: propertyId,
      transaction_date: row.date,
      amount_cents: Math.abs(signed),
      category,
      transaction_type: type,
      description: text,
      source_account: sourceAccount,
      extra_metadata: extra,
    });
  }
  return out;
}
