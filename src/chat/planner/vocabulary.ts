import { CATEGORIES } from "../../domain/categories";

/**
 * Everyday words for categories and groups. The longest phrase found wins and consumes its words,
 * so "property management fees" is management, not property tax, and "utilities" is the whole group.
 */
const PHRASES: [phrase: string, categories: string[]][] = [
  ["short term rental income", ["revenue:rental_income"]],
  ["short-term rental income", ["revenue:rental_income"]],
  ["airbnb income", ["revenue:rental_income"]],
  ["airbnb revenue", ["revenue:rental_income"]],
  ["airbnb bookings", ["revenue:rental_income"]],
  ["booking income", ["revenue:rental_income"]],
  ["bookings", ["revenue:rental_income"]],
  ["booking", ["revenue:rental_income"]],
  ["airbnb payouts", ["revenue:rental_income"]],
  ["airbnb payout", ["revenue:rental_income"]],
  ["payouts", ["revenue:rental_income"]],
  ["payout", ["revenue:rental_income"]],
  ["airbnb fees", ["expense:platform_fees"]],
  ["host fees", ["expense:platform_fees"]],
  ["service fees", ["expense:platform_fees"]],
  ["platform fees", ["expense:platform_fees"]],
  ["long term rent", ["revenue:long_term_rental"]],
  ["long-term rent", ["revenue:long_term_rental"]],
  ["long term rental income", ["revenue:long_term_rental"]],
  ["long-term rental income", ["revenue:long_term_rental"]],
  ["tenant rent", ["revenue:long_term_rental"]],
  ["lease income", ["revenue:long_term_rental"]],
  ["rental income", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rental revenue", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rents", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rent", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["cleaning fee income", ["revenue:cleaning_fees"]],
  ["cleaning fees collected", ["revenue:cleaning_fees"]],
  ["cleaning fees charged", ["revenue:cleaning_fees"]],
  ["cleaning fees", ["revenue:cleaning_fees"]],
  ["pet fees", ["revenue:pet_fees"]],
  ["late fees", ["revenue:late_fees"]],
  ["late fee", ["revenue:late_fees"]],
  ["utility reimbursements", ["revenue:utility_reimbursements"]],
  ["security deposit", ["revenue:security_deposit_forfeited"]],
  ["repairs and maintenance", ["expense:maintenance"]],
  ["repair and maintenance", ["expense:maintenance"]],
  ["maintenance and repairs", ["expense:maintenance"]],
  ["maintenance", ["expense:maintenance"]],
  ["repairs", ["expense:maintenance:repairs"]],
  ["repair", ["expense:maintenance:repairs"]],
  ["plumbing", ["expense:maintenance:repairs"]],
  ["cleaning", ["expense:maintenance:cleaning"]],
  ["cleaners", ["expense:maintenance:cleaning"]],
  ["landscaping", ["expense:maintenance:landscaping"]],
  ["lawn care", ["expense:maintenance:landscaping"]],
  ["lawn", ["expense:maintenance:landscaping"]],
  ["pest control", ["expense:maintenance:pest_control"]],
  ["snow removal", ["expense:maintenance:snow_removal"]],
  ["snow plowing", ["expense:maintenance:snow_removal"]],
  ["plowing", ["expense:maintenance:snow_removal"]],
  ["property management fees", ["expense:property_management"]],
  ["property management", ["expense:property_management"]],
  ["management fees", ["expense:property_management"]],
  ["property mgmt", ["expense:property_management"]],
  ["property manager", ["expense:property_management"]],
  ["management", ["expense:property_management"]],
  ["management fee", ["expense:property_management"]],
  ["mortgage interest", ["expense:mortgage_interest"]],
  ["mortgage principal", ["expense:mortgage_principal"]],
  ["mortgage payments", ["expense:mortgage_interest", "expense:mortgage_principal"]],
  ["mortgage", ["expense:mortgage_interest", "expense:mortgage_principal"]],
  ["interest", ["expense:mortgage_interest", "expense:other_interest"]],
  ["property taxes", ["expense:property_tax"]],
  ["property tax", ["expense:property_tax"]],
  ["real estate taxes", ["expense:property_tax"]],
  // The taxes a rental company pays itself: its income passes through to the members.
  ["taxes", ["expense:property_tax"]],
  ["insurance premiums", ["expense:insurance"]],
  ["insurance", ["expense:insurance"]],
  ["utilities", ["expense:utilities"]],
  ["utility bills", ["expense:utilities"]],
  ["utility", ["expense:utilities"]],
  ["electricity", ["expense:utilities:electricity"]],
  ["electric", ["expense:utilities:electricity"]],
  ["power bill", ["expense:utilities:electricity"]],
  ["gas bill", ["expense:utilities:gas"]],
  ["natural gas", ["expense:utilities:gas"]],
  ["water and sewer", ["expense:utilities:water", "expense:utilities:sewer"]],
  ["water", ["expense:utilities:water"]],
  ["sewer", ["expense:utilities:sewer"]],
  ["trash", ["expense:utilities:trash"]],
  ["garbage", ["expense:utilities:trash"]],
  ["internet", ["expense:utilities:internet"]],
  ["cable", ["expense:utilities:internet"]],
  ["wifi", ["expense:utilities:internet"]],
  ["hoa dues", ["expense:hoa_fees"]],
  ["hoa fees", ["expense:hoa_fees"]],
  ["hoa", ["expense:hoa_fees"]],
  ["legal and professional", ["expense:legal_professional"]],
  ["professional fees", ["expense:legal_professional"]],
  ["accounting fees", ["expense:legal_professional"]],
  ["tax preparation", ["expense:legal_professional"]],
  ["cpa", ["expense:legal_professional"]],
  ["legal fees", ["expense:legal_professional"]],
  ["bank fees", ["expense:bank_fees"]],
  ["bank charges", ["expense:bank_fees"]],
  ["software", ["expense:software_subscriptions"]],
  ["subscriptions", ["expense:software_subscriptions"]],
  ["supplies", ["expense:supplies"]],
  ["furnishings", ["expense:furnishings"]],
  ["furniture", ["expense:furnishings", "expense:furniture_equipment"]],
  ["capital improvements", ["expense:capital_improvement"]],
  ["capital improvement", ["expense:capital_improvement"]],
  ["improvements", ["expense:capital_improvement"]],
  ["advertising", ["expense:advertising"]],
  ["travel", ["expense:travel"]],
  ["mileage", ["expense:travel"]],
  ["licenses and permits", ["expense:licenses_permits"]],
  ["permits", ["expense:licenses_permits"]],
  ["state filing fees", ["expense:licenses_permits"]],
  ["wages", ["expense:wages"]],
  ["payroll", ["expense:wages"]],
  ["commissions", ["expense:commissions"]],
  ["fines", ["expense:fines_penalties"]],
  ["penalties", ["expense:fines_penalties"]],
];

/** Category labels ("Snow removal", "Pest control") and values are understood as well. */
const ALL: [string, string[]][] = [
  ...PHRASES,
  ...CATEGORIES.map((c) => [c.label.toLowerCase(), [c.value]] as [string, string[]]),
  ...CATEGORIES.map((c) => [c.value, [c.value]] as [string, string[]]),
].sort((a, b) => b[0].length - a[0].length);

/** The words (five letters or more) of every category phrase and label, for correcting typos. */
export const CATEGORY_WORDS = [...new Set(ALL.flatMap(([phrase]) => phrase.match(/[a-z]{5,}/g) ?? []))];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each phrase's first run of letters: a phrase can only match a text that has that run as a word. */
const firstRun = (text: string) => /[a-z]+/.exec(text)?.[0];
const MATCHERS = ALL.map(([phrase, categories]) => ({ phrase, categories, key: firstRun(phrase), pattern: new RegExp(`(?<![a-z:])${escape(phrase)}(?![a-z:])`) }));

/** The categories the words of a question name (longest phrases first), and the text with them removed. */
export function findCategories(text: string): { categories: string[]; phrases: string[]; groups: { phrase: string; categories: string[] }[]; rest: string } {
  let rest = text;
  const categories: string[] = [];
  const phrases: string[] = [];
  const groups: { phrase: string; categories: string[]; at: number }[] = [];
  // Only the phrases whose first word is in the text are tried (hundreds of patterns otherwise, on every question).
  const present = new Set(text.match(/[a-z]+/g) ?? []);
  for (const { phrase, categories: values, pattern, key } of MATCHERS) {
    if (key !== undefined && !present.has(key)) continue;
    const match = pattern.exec(rest);
    if (!match) continue;
    phrases.push(phrase);
    groups.push({ phrase, categories: [...values], at: match.index });
    for (const value of values) if (!categories.includes(value)) categories.push(value);
    rest = rest.slice(0, match.index) + " ".repeat(phrase.length) + rest.slice(match.index + phrase.length);
  }
  // In the question's order: "cleaning vs utilities" compares in that order.
  return { categories, phrases, groups: groups.sort((a, b) => a.at - b.at).map(({ phrase, categories: values }) => ({ phrase, categories: values })), rest };
}
