import type { LedgerAggregate } from "./ledger";
import { categoryInfo, FORM_LINES, taxLine, type TaxForm } from "./categories";
import { centsToMoney } from "./money";

/** Lines in printed order: "2a" < "2b" < "3" < ... < "19". */
const byLineNumber = (a: string, b: string) => parseInt(a, 10) - parseInt(b, 10) || (a < b ? -1 : a > b ? 1 : 0);

export interface TaxLineAmount {
  line: string;
  label: string;
  kind: "income" | "expense" | "depreciation";
  amount: string;
}

export interface ExcludedAmount {
  category: string;
  label: string;
  treatment: string;
  amount: string;
  note: string | null;
}

export interface TaxLinesResult {
  lines: TaxLineAmount[];
  income: string;
  expenses: string;
  depreciation: string;
  net: string;
  /** Amounts that reach no line (capital improvements, principal): shown, never silently dropped. */
  not_on_form: ExcludedAmount[];
}

/** Each form's lines in printed order, sorted once. */
const SORTED_LINES = new Map<TaxForm, (typeof FORM_LINES)[TaxForm]>();
const linesOf = (form: TaxForm) => {
  let lines = SORTED_LINES.get(form);
  if (!lines) SORTED_LINES.set(form, (lines = [...FORM_LINES[form]].sort((a, b) => byLineNumber(a.line, b.line))));
  return lines;
};

/** Puts one property's (or the company's) yearly amounts on the lines of a form, with depreciation. */
export function taxLines(rows: LedgerAggregate[], form: TaxForm, depreciationCents: number): TaxLinesResult {
  const byLine = new Map<string, number>();
  const excluded = new Map<string, number>();
  let income = 0;
  let expenses = 0;
  for (const row of rows) {
    const info = categoryInfo(row.category);
    const line = info ? taxLine(info, form) : null;
    if (!info || !line) {
      excluded.set(row.category, (excluded.get(row.category) ?? 0) + row.cents);
      continue;
    }
    byLine.set(line.line, (byLine.get(line.line) ?? 0) + row.cents);
    if (info.type === "REVENUE") income += row.cents;
    else expenses += row.cents;
  }
  const lines = linesOf(form).map((line) => ({ ...line, amount: centsToMoney(line.kind === "depreciation" ? depreciationCents : (byLine.get(line.line) ?? 0)) }));
  return {
    lines,
    income: centsToMoney(income),
    expenses: centsToMoney(expenses),
    depreciation: centsToMoney(depreciationCents),
    net: centsToMoney(income - expenses - depreciationCents),
    not_on_form: [...excluded.entries()].map(([category, cents]) => {
      const info = categoryInfo(category);
      return { category, label: info?.label ?? category, treatment: info?.treatment ?? "unknown", amount: centsToMoney(cents), note: info?.note ?? null };
    }),
  };
}

/**
 * The form a company reports its rentals on when none is asked for: Form 8825 for a partnership or an
 * S corporation (a multi-member LLC is a partnership unless it elected otherwise), else Schedule E.
 */
export function defaultTaxForm(entityType: string | null | undefined): TaxForm {
  return entityType && /partnership|multi[- ]?member|\bs[- ]?corp/i.test(entityType) ? "form_8825" : "schedule_e";
}
