import { FORM_LINES, lineFor, OTHER_LINE, type FormLine, type LineKind, type TaxForm, type TaxLine } from "./tax-lines";

export { FORM_LINES, type FormLine, type TaxForm, type TaxLine };

export type TransactionType = "REVENUE" | "EXPENSE";
export type TaxTreatment = "income" | "deductible" | "capitalized" | "not_deductible";

export interface CategoryInfo {
  value: string;
  group: string;
  type: TransactionType;
  label: string;
  treatment: TaxTreatment;
  schedule_e: TaxLine | null;
  form_8825: TaxLine | null;
  note?: string;
}

const FORM_NAMES: Record<TaxForm, string> = { schedule_e: "Schedule E", form_8825: "Form 8825" };

function base(value: string, label: string) {
  return {
    value,
    group: value.slice(0, value.lastIndexOf(":")),
    type: (value.startsWith("revenue:") ? "REVENUE" : "EXPENSE") as TransactionType,
    label,
  };
}

/** A category that reaches the forms. Type, group and both lines are derived, so they cannot disagree. */
function reported(value: string, label: string, kind: LineKind, note?: string): CategoryInfo {
  const info = base(value, label);
  const schedule_e = lineFor("schedule_e", kind);
  const form_8825 = lineFor("form_8825", kind);
  // "Other" lines are lists: say what name the amount is listed under, so a preparer can copy it.
  const onOther = (["schedule_e", "form_8825"] as const)
    .filter((form) => (form === "schedule_e" ? schedule_e : form_8825).line === OTHER_LINE[form])
    .map((form) => `${FORM_NAMES[form]} line ${OTHER_LINE[form]}`);
  const listing = onOther.length ? `Listed as "${label}" under Other on ${onOther.join(" and ")}.` : undefined;
  const joined = [note, listing].filter(Boolean).join(" ");
  return {
    ...info,
    treatment: info.type === "REVENUE" ? "income" : "deductible",
    schedule_e,
    form_8825,
    ...(joined ? { note: joined } : {}),
  };
}

/** A category that is recorded but never reaches the rental lines of either form. */
function unreported(value: string, label: string, treatment: "capitalized" | "not_deductible", note: string): CategoryInfo {
  return { ...base(value, label), treatment, schedule_e: null, form_8825: null, note };
}

const DE_MINIMIS = "the de minimis safe harbor election ($2,500 per item or invoice without an applicable financial statement)";

/** Display order: income, then expenses in Schedule E line order (each group kept together), then what is not deductible. */
export const CATEGORIES: readonly CategoryInfo[] = Object.freeze([
  reported("revenue:rental_income", "Short-term rental income", "rents", "Record the gross booking and the host fee (expense:platform_fees), not the net payout."),
  reported("revenue:long_term_rental", "Long-term rental income", "rents", "Includes advance rent and a tenant's payment to cancel a lease (Publication 527)."),
  reported("revenue:cleaning_fees", "Cleaning fees charged to guests", "rents", "Part of what guests pay for the stay; the cleaner's bill is expense:maintenance:cleaning."),
  reported("revenue:pet_fees", "Pet fees", "rents"),
  reported("revenue:late_fees", "Late fees", "other_rental_income", "Not paid for occupancy: Form 8825 line 2b, with rents on Schedule E line 3."),
  reported("revenue:utility_reimbursements", "Utility reimbursements from tenants", "other_rental_income", "The utility bill itself stays a deductible expense."),
  reported("revenue:security_deposit_forfeited", "Security deposit kept", "other_rental_income", "A refundable deposit is not income when received; the part kept for damage or unpaid rent is income in the year it is kept."),
  reported("revenue:other", "Other rental income", "other_rental_income", "Only income of the rental activity: bank interest (portfolio income), gains on sale (Form 4797) and casualty insurance proceeds (Form 4684) are reported elsewhere."),
  reported("expense:advertising", "Advertising", "advertising", "Listing sites, photography, signs."),
  reported("expense:travel", "Auto and travel", "travel", "Trips for the rental (standard mileage or actual costs); not commuting or personal travel."),
  reported("expense:maintenance:cleaning", "Cleaning", "cleaning_maintenance"),
  reported("expense:maintenance:landscaping", "Landscaping", "cleaning_maintenance"),
  reported("expense:maintenance:pest_control", "Pest control", "cleaning_maintenance"),
  reported("expense:maintenance:snow_removal", "Snow removal", "cleaning_maintenance"),
  reported("expense:maintenance:repairs", "Repairs", "repairs", "Keeps the property in working order; work that betters, restores or adapts it is expense:capital_improvement."),
  reported("expense:commissions", "Commissions", "commissions", "Commissions paid to obtain a lease longer than a year are generally amortized over the lease term."),
  reported("expense:platform_fees", "Platform fees", "other", "Airbnb/VRBO host service fees."),
  reported("expense:insurance", "Insurance", "insurance"),
  reported("expense:legal_professional", "Legal and professional fees", "legal_professional", "Attorney, accountant and tax preparation for the rental; legal fees to acquire the property add to its basis."),
  reported("expense:property_management", "Property management", "management", "Form 8825 has no management fees line."),
  reported("expense:mortgage_interest", "Mortgage interest", "mortgage_interest", "Interest only (Form 1098); principal is expense:mortgage_principal, escrowed tax and insurance go to their own categories."),
  reported("expense:other_interest", "Other interest", "other_interest", "Credit cards and other loans used for the rental."),
  reported("expense:supplies", "Supplies", "supplies"),
  reported("expense:furnishings", "Furnishings (expensed)", "supplies", `Small furniture, linens and appliances deducted under ${DE_MINIMIS}; larger items are expense:furniture_equipment.`),
  reported("expense:property_tax", "Property tax", "real_estate_taxes", "Special assessments for improvements (sidewalks, sewers) are capitalized, not deducted."),
  reported("expense:utilities:electricity", "Electricity", "utilities"),
  reported("expense:utilities:gas", "Gas", "utilities"),
  reported("expense:utilities:water", "Water", "utilities"),
  reported("expense:utilities:sewer", "Sewer", "utilities"),
  reported("expense:utilities:trash", "Trash", "utilities"),
  reported("expense:utilities:internet", "Internet", "utilities"),
  reported("expense:wages", "Wages and salaries", "wages", "Employees only; contractors go to the category of their work. Schedule E has no wages line."),
  reported("expense:hoa_fees", "HOA fees", "other", "Regular dues; a special assessment for an improvement is capitalized."),
  reported("expense:licenses_permits", "Licenses and permits", "other", "Short-term rental permits, business licenses, rental inspections."),
  reported("expense:software_subscriptions", "Software and subscriptions", "other"),
  reported("expense:bank_fees", "Bank fees", "other"),
  reported("expense:other", "Other expenses", "other"),
  unreported("expense:capital_improvement", "Capital improvement", "capitalized", "Not deductible when paid: a betterment, restoration or adaptation (new roof, HVAC system, remodel) adds to basis and is depreciated as 27.5-year residential rental property from when it is placed in service."),
  unreported("expense:furniture_equipment", "Furniture and equipment (capitalized)", "capitalized", `Not deductible when paid: furniture, appliances and equipment above the limit of ${DE_MINIMIS} are 5-year property, added to the FF&E basis and depreciated.`),
  unreported("expense:mortgage_principal", "Mortgage principal", "not_deductible", "Repaying a loan is not an expense; only the interest is deductible."),
  unreported("expense:fines_penalties", "Government fines and penalties", "not_deductible", "IRC section 162(f): fines and penalties paid to a government for breaking a law are not deductible. A lender's or utility's late charge is deductible under its own category."),
].map((c) => Object.freeze(c)));

function nonEmpty(values: string[]): readonly [string, ...string[]] {
  const [first, ...rest] = values;
  if (first === undefined) throw new Error("no categories");
  return [first, ...rest];
}

/** For z.enum(...). */
export const CATEGORY_VALUES: readonly [string, ...string[]] = nonEmpty(CATEGORIES.map((c) => c.value));

const BY_VALUE = new Map(CATEGORIES.map((c) => [c.value, c]));

/** Every proper prefix of a category value, in display order: "revenue", "expense", "expense:maintenance", ... */
export const CATEGORY_GROUPS: readonly string[] = [
  ...new Set(CATEGORIES.flatMap((c) => c.value.split(":").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join(":")))),
];
const GROUPS = new Set(CATEGORY_GROUPS);

export function categoryInfo(value: string): CategoryInfo | undefined {
  return BY_VALUE.get(value);
}

/** Whether a category is the value given or in the group given, by whole segments: "expense:utilities:gas" is in "expense:utilities", "expense:utilitiesx" is not. */
export const inCategory = (category: string, valueOrGroup: string): boolean => category === valueOrGroup || category.startsWith(`${valueOrGroup}:`);

/** Whether every one of `narrow` is one of `wide` or in one of its groups. */
export const withinCategories = (narrow: readonly string[], wide: readonly string[]): boolean => narrow.every((category) => wide.some((valueOrGroup) => inCategory(category, valueOrGroup)));

/** Categories matching an exact value or a group prefix by whole segments: "expense:utilities" matches "expense:utilities:gas", never "expense:utilitiesx". */
export function categoriesMatching(valueOrGroup: string): CategoryInfo[] {
  return CATEGORIES.filter((c) => inCategory(c.value, valueOrGroup));
}

/** The one side of the ledger categories (or groups of them) all fall on, or null for none or both. */
export function sideOfCategories(values: readonly string[]): CategoryInfo["type"] | null {
  const types = new Set(values.flatMap((value) => categoriesMatching(value).map((info) => info.type)));
  return types.size === 1 ? [...types][0]! : null;
}

export function isCategoryOrGroup(valueOrGroup: string): boolean {
  return BY_VALUE.has(valueOrGroup) || GROUPS.has(valueOrGroup);
}

export function taxLine(category: CategoryInfo, form: TaxForm): TaxLine | null {
  return category[form];
}
