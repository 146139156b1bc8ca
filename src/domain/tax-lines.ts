/**
 * The rental sections of the two federal forms a small landlord's books feed:
 * - Schedule E (Form 1040), Part I: a single-member LLC (a disregarded entity) or individual owners.
 * - Form 8825, December 2025 revision: a multi-member LLC taxed as a partnership, or an S corporation.
 *   That revision (for tax years beginning in 2025) split income into 2a/2b and renumbered the
 *   expenses: interest now precedes legal fees, taxes precede repairs, and "Other deductions" is
 *   line 17. Earlier years use the November 2018 revision, whose numbers differ.
 */
export type TaxForm = "schedule_e" | "form_8825";

export interface TaxLine {
  line: string;
  label: string;
}

/** The ordered lines of each form's Part I rental section, for reports: income lines first, then expenses, then the depreciation line. */
export interface FormLine {
  line: string;
  label: string;
  kind: "income" | "expense" | "depreciation";
}

/**
 * Grouped by kind rather than in printed order: both forms print "Other" after depreciation
 * (Schedule E 18 then 19; Form 8825 14 then 17), so sort by line number to lay out the form itself.
 * Totals, royalties (Schedule E line 4) and the reserved lines 15-16 of Form 8825 are left out:
 * no category lands on them.
 */
export const FORM_LINES: Record<TaxForm, readonly FormLine[]> = {
  schedule_e: [
    { line: "3", label: "Rents received", kind: "income" },
    { line: "5", label: "Advertising", kind: "expense" },
    { line: "6", label: "Auto and travel", kind: "expense" },
    { line: "7", label: "Cleaning and maintenance", kind: "expense" },
    { line: "8", label: "Commissions", kind: "expense" },
    { line: "9", label: "Insurance", kind: "expense" },
    { line: "10", label: "Legal and other professional fees", kind: "expense" },
    { line: "11", label: "Management fees", kind: "expense" },
    { line: "12", label: "Mortgage interest paid to banks, etc.", kind: "expense" },
    { line: "13", label: "Other interest", kind: "expense" },
    { line: "14", label: "Repairs", kind: "expense" },
    { line: "15", label: "Supplies", kind: "expense" },
    { line: "16", label: "Taxes", kind: "expense" },
    { line: "17", label: "Utilities", kind: "expense" },
    { line: "19", label: "Other (list)", kind: "expense" },
    { line: "18", label: "Depreciation expense or depletion", kind: "depreciation" },
  ],
  form_8825: [
    { line: "2a", label: "Gross rents", kind: "income" },
    { line: "2b", label: "Other income related to rental real estate activity", kind: "income" },
    { line: "3", label: "Advertising", kind: "expense" },
    { line: "4", label: "Auto and travel", kind: "expense" },
    { line: "5", label: "Cleaning and maintenance", kind: "expense" },
    { line: "6", label: "Commissions", kind: "expense" },
    { line: "7", label: "Insurance", kind: "expense" },
    { line: "8", label: "Interest", kind: "expense" },
    { line: "9", label: "Legal and other professional fees", kind: "expense" },
    { line: "10", label: "Real estate taxes", kind: "expense" },
    { line: "11", label: "Repairs", kind: "expense" },
    { line: "12", label: "Utilities", kind: "expense" },
    { line: "13", label: "Wages and salaries", kind: "expense" },
    { line: "17", label: "Other deductions", kind: "expense" },
    { line: "14", label: "Depreciation", kind: "depreciation" },
  ],
};

/** What a category is, for tax purposes; each form decides which of its lines that lands on. */
export type LineKind =
  | "rents"
  | "other_rental_income"
  | "advertising"
  | "travel"
  | "cleaning_maintenance"
  | "commissions"
  | "insurance"
  | "legal_professional"
  | "management"
  | "mortgage_interest"
  | "other_interest"
  | "repairs"
  | "supplies"
  | "real_estate_taxes"
  | "utilities"
  | "wages"
  | "other";

// Schedule E has no wages line and only one income line for rentals; Form 8825 has no management,
// supplies or second interest line. What a form lacks goes to its "Other" line.
const LINE_NUMBERS: Record<TaxForm, Record<LineKind, string>> = {
  schedule_e: {
    rents: "3", other_rental_income: "3", advertising: "5", travel: "6", cleaning_maintenance: "7",
    commissions: "8", insurance: "9", legal_professional: "10", management: "11",
    mortgage_interest: "12", other_interest: "13", repairs: "14", supplies: "15",
    real_estate_taxes: "16", utilities: "17", wages: "19", other: "19",
  },
  form_8825: {
    rents: "2a", other_rental_income: "2b", advertising: "3", travel: "4", cleaning_maintenance: "5",
    commissions: "6", insurance: "7", mortgage_interest: "8", other_interest: "8",
    legal_professional: "9", real_estate_taxes: "10", repairs: "11", utilities: "12", wages: "13",
    management: "17", supplies: "17", other: "17",
  },
};

export const OTHER_LINE: Record<TaxForm, string> = { schedule_e: "19", form_8825: "17" };

export function lineFor(form: TaxForm, kind: LineKind): TaxLine {
  const number = LINE_NUMBERS[form][kind];
  const found = FORM_LINES[form].find((l) => l.line === number);
  if (!found) throw new Error(`${form} has no line ${number}`);
  return { line: found.line, label: found.label };
}
