import { z } from "@hono/zod-openapi";
import { categoryInfo, type TransactionType } from "../domain/categories";
import { categorize, DEFAULT_RULES, type CategoryRule } from "../domain/categorize";
import { normaliseHeader, type CsvTable } from "./csv";
import { externalKey, Fingerprinter } from "./keys";
import { FileProblem, type Conversion, type ImportContext } from "./types";
import { DATE_FORMATS, parseCsvAmount, parseCsvDate } from "./values";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
  const custom: CategoryRule[] = (mapping.rules ?? []).map((rule) => {
    if (!categoryInfo(rule.category)) throw new FileProblem(`mapping rule for '${rule.contains}' names an unknown category '${rule.category}'`);
    return { pattern: new RegExp(escapeRegExp(rule.contains), "i"), category: rule.category };
  });
  const rules = [...custom, ...DEFAULT_RULES];
  const account = ctx.sourceAccount ?? "";

  const out: Conversion = { drafts: [], skipped: [], invalid: [], uncategorized: 0 };
  const fingerprints = new Fingerprinter();
  for (const { line, values } of table.rows) {
    const day = parseCsvDate(values[date] ?? "", mapping.date_format);
    if (!day) {
      out.invalid.push({ line, reason: `date '${values[date] ?? ""}' is not a date${mapping.date_format ? ` in ${mapping.date_format}` : ""}` });
      continue;
    }
    const text = values[description] ?? "";
    if (!text) {
      out.invalid.push({ line, reason: "description is empty" });
      continue;
    }
    let signed: number | null;
    if (amount) {
      signed = parseCsvAmount(values[amount] ?? "");
      if (signed !== null && mapping.expenses_positive) signed = -signed;
    } else {
      const out_ = debit && values[debit] ? parseCsvAmount(values[debit]) : 0;
      const in_ = credit && values[credit] ? parseCsvAmount(values[credit]) : 0;
      signed = out_ === null || in_ === null ? null : Math.abs(in_) - Math.abs(out_);
    }
    if (signed === null) {
      out.invalid.push({ line, reason: "amount is not a number with at most two decimals" });
      continue;
    }
    if (signed === 0) {
      out.skipped.push({ line, reason: "zero amount" });
      continue;
    }
    const type: TransactionType = signed > 0 ? "REVENUE" : "EXPENSE";
    const named = categoryColumn ? (values[categoryColumn] ?? "") : "";
    const extra: Record<string, unknown> = {};
    let category: string | undefined;
    if (named && categoryInfo(named)) {
      if (categoryInfo(named)!.type !== type) {
        out.invalid.push({ line, reason: `category ${named} is ${categoryInfo(named)!.type}, but the row is money ${type === "REVENUE" ? "in" : "out"}` });
        continue;
      }
      category = named;
    } else {
      if (named) extra.bank_category = named;
      category = categorize(text, type, rules);
    }
    if (!category) {
      category = type === "REVENUE" ? "revenue:other" : "expense:other";
      extra.uncategorized = true;
      out.uncategorized++;
    }
    const cents = Math.abs(signed);
    const ref = reference ? (values[reference] ?? "") : "";
    out.drafts.push({
      line,
      importKey: ref ? externalKey(`bank:${account.toLowerCase()}`, ref, "row") : await fingerprints.key("bank", { date: day, cents: signed, description: text, account }),
      property_id: ctx.propertyId,
      transaction_date: day,
      amount_cents: cents,
      category,
      transaction_type: type,
      description: text,
      source_account: ctx.sourceAccount,
      extra_metadata: extra,
    });
  }
  return out;
}
