import { categoryInfo, type TransactionType } from "./categories";

/** The type a category implies ("revenue:*" is REVENUE), or undefined for an unknown category. */
export function typeOfCategory(category: string): TransactionType | undefined {
  return categoryInfo(category)?.type;
}

/** Why a category and a transaction type disagree, or null when they agree. */
export function categoryTypeError(category: string, type: TransactionType): string | null {
  const expected = typeOfCategory(category);
  if (!expected || expected === type) return null;
  return `category ${category} is a ${expected} category, but transaction_type is ${type}`;
}
