import { categoryInfo, type TransactionType } from "./categories";

/** Live transactions summed by type, category, property and month: every report is built from these. */
export interface LedgerAggregate {
  type: TransactionType;
  category: string;
  propertyId: string | null;
  month: string; // YYYY-MM
  cents: number;
  count: number;
}

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
