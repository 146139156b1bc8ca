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

/** A unit the lines bill for, the quantity they state in all, and how many lines state it. */
export interface StatedQuantity {
  unit: string;
  quantity: number;
  lines: number;
  /** The price each line states a unit at, when every line states the same one ("115.00"). */
  price?: string;
}

/** A quantity billed at a unit price, as a line's description may state it: "7 turns at $110", "3 visits @ 85.00", "17 departure cleans at $115.00". */
const BILLED_QUANTITY = /\b(\d{1,4})\s+((?:[a-z-]+\s+)?[a-z]+s)\s+(?:at|@)\s+\$?\s?(\d[\d,]*(?:\.\d{1,2})?)/gi;

/**
 * The quantities the lines' descriptions state, by unit, in the order first seen: "how many cleanings
 * was that" of a cleaner's monthly bills ("turnover cleaning, 7 turns at $110") is the turns they
 * state, not the number of bills. `lines` is how many lines state the unit.
 */
export function statedQuantities(descriptions: string[]): StatedQuantity[] {
  const byUnit = new Map<string, { quantity: number; lines: number; prices: Set<string> }>();
  for (const description of descriptions) {
    const seen = new Set<string>();
    for (const [, n, word, price] of description.matchAll(BILLED_QUANTITY)) {
      const unit = word!.toLowerCase();
      const known = byUnit.get(unit) ?? { quantity: 0, lines: 0, prices: new Set<string>() };
      known.quantity += Number(n);
      known.prices.add(Number(price!.replace(/,/g, "")).toFixed(2));
      if (!seen.has(unit)) known.lines += 1;
      seen.add(unit);
      byUnit.set(unit, known);
    }
  }
  return [...byUnit].map(([unit, { quantity, lines, prices }]) => ({ unit, quantity, lines, ...(prices.size === 1 ? { price: [...prices][0]! } : {}) }));
}
