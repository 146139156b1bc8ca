import { withinServiceDates } from "./dates";
import Decimal from "decimal.js";

export const DATE_FORMATS = ["auto", "YYYY-MM-DD", "MM/DD/YYYY", "DD/MM/YYYY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The date, when it is a real one within the dates the service takes. */
function isoIfReal(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const iso = date.toISOString().slice(0, 10);
  return withinServiceDates(iso) ? iso : null;
}

/**
 * A calendar date from a CSV cell, as YYYY-MM-DD, or null. "auto" takes ISO dates as they are and
 * slashed dates as US month/day/year (what US banks and Airbnb export).
 */
export function parseCsvDate(text: string, format: DateFormat = "auto"): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso && (format === "auto" || format === "YYYY-MM-DD")) return isoIfReal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (!slashed || format === "YYYY-MM-DD") return null;
  const year = slashed[3]!.length === 2 ? 2000 + Number(slashed[3]) : Number(slashed[3]);
  const [month, day] = format === "DD/MM/YYYY" ? [Number(slashed[2]), Number(slashed[1])] : [Number(slashed[1]), Number(slashed[2])];
  return isoIfReal(year, month, day);
}

/**
 * A signed amount in cents from a CSV cell: "1,234.56", "$1,234.56", "-45.00", "(45.00)" and
 * "45.00-" are understood; more than two decimals, or anything else, is null.
 */
export function parseCsvAmount(text: string): number | null {
  let value = text.trim().replace(/[$\s,]/g, "");
  if (value === "") return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.endsWith("-")) {
    negative = !negative;
    value = value.slice(0, -1);
  }
  if (value.startsWith("-")) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith("+")) {
    value = value.slice(1);
  }
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(value)) return null;
  const cents = new Decimal(value).times(100).toNumber();
  return negative ? -cents : cents;
}
