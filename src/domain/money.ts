import Decimal from "decimal.js";

/** What a request may send as money: up to 13 integer digits and at most two decimals. */
export const MONEY_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * Money is stored as integer cents: SQLite sums integers exactly, and the largest amount the API
 * accepts (9999999999999.99) is 999999999999999 cents, below 2^53, so it is exact in JS as well.
 */
export function moneyToCents(amount: string): number {
  return new Decimal(amount).times(100).toNumber();
}

/**
 * Integer cents as a two-decimal string, by integer arithmetic (exact for every safe integer, and
 * called for every figure the API writes); anything else goes through Decimal.
 */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) return new Decimal(cents).dividedBy(100).toFixed(2);
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  return `${cents < 0 ? "-" : ""}${(abs - fraction) / 100}.${fraction < 10 ? "0" : ""}${fraction}`;
}

/** An amount as the API writes it ("-1234.56"): read as integer cents without Decimal. */
const TWO_DECIMALS = /^(-?)(\d{1,13})\.(\d{2})$/;

/** Adds decimal strings exactly and returns a two-decimal string. */
export function sumMoney(...amounts: string[]): string {
  // Integer cents when every amount has exactly two decimals and the sum stays a safe integer.
  let cents = 0;
  for (const amount of amounts) {
    const match = TWO_DECIMALS.exec(amount);
    if (!match) return sumDecimal(amounts);
    const value = Number(match[2]) * 100 + Number(match[3]);
    cents += match[1] ? -value : value;
  }
  return Number.isSafeInteger(cents) ? centsToMoney(cents) : sumDecimal(amounts);
}

function sumDecimal(amounts: string[]): string {
  return amounts.reduce((total, amount) => total.plus(amount), new Decimal(0)).toFixed(2);
}
