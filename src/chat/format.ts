import Decimal from "decimal.js";

/** "$12,345.67" (and "-$12.00"), exact from a decimal string or integer cents. */
export function dollars(amount: string | number, options: { cents?: boolean } = {}): string {
  const value = typeof amount === "number" && options.cents !== false ? new Decimal(amount).dividedBy(100) : new Decimal(amount);
  const fixed = value.abs().toFixed(2);
  const [whole, fraction] = fixed.split(".") as [string, string];
  return `${value.isNegative() && !value.isZero() ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2025-07-04" -> "July 4, 2025". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** "2025-07" -> "July 2025". */
export function monthLabel(key: string): string {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

/** A part of a whole as a percentage to a tenth, rounded half up ("35.0"); the caller says what a zero whole means. */
export function percentOf(part: Decimal.Value, whole: Decimal.Value): string {
  return new Decimal(part).dividedBy(whole).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

/** Made once: toLocaleString builds a formatter on every call. */
const COUNT = new Intl.NumberFormat("en-US");

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${COUNT.format(n)} ${n === 1 ? one : many}`;
}

export { MONTHS };
