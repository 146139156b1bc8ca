import { isIsoDate } from "./dates";

/**
 * A strict reader of RFC 5545 RRULE values (section 3.3.10). The rrule package computes the dates,
 * but it accepts nonsense such as `FREQ=SOMETIMES` or `BYMONTH=13` without a word, so every rule is
 * checked here first, with a message a person can act on.
 *
 * Obligations are all-day dates, which narrows the grammar: no FREQ below DAILY, no BYHOUR, BYMINUTE
 * or BYSECOND, and UNTIL is a date. COUNT is refused because each completion starts the rule again
 * from the successor's due date, so a count would never run out; UNTIL ends a series instead.
 */
export const FREQUENCIES = ["YEARLY", "MONTHLY", "WEEKLY", "DAILY"] as const;
const SUB_DAILY = ["HOURLY", "MINUTELY", "SECONDLY"];
const DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

type Check = (value: string, parts: Map<string, string>) => string | null;

function intList(name: string, min: number, max: number, allowNegative: boolean): Check {
  return (value) => {
    for (const item of value.split(",")) {
      if (!/^[+-]?\d{1,3}$/.test(item)) return `${name} must be a comma-separated list of integers, got "${item}"`;
      const n = Number(item);
      const ok = allowNegative ? Math.abs(n) >= min && Math.abs(n) <= max : n >= min && n <= max;
      if (!ok) return `${name} value ${item} is out of range (${allowNegative ? `${min}..${max} or -${max}..-${min}` : `${min}..${max}`})`;
    }
    return null;
  };
}

const CHECKS: Record<string, Check> = {
  FREQ: (value) => {
    if ((FREQUENCIES as readonly string[]).includes(value)) return null;
    if (SUB_DAILY.includes(value)) return `FREQ=${value} is finer than a day; obligations are all-day dates, so use DAILY, WEEKLY, MONTHLY or YEARLY`;
    return `FREQ must be one of ${FREQUENCIES.join(", ")}, got "${value}"`;
  },
  INTERVAL: (value) => (/^[1-9]\d{0,3}$/.test(value) ? null : `INTERVAL must be a positive integer, got "${value}"`),
  UNTIL: (value) => {
    const date = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
    if (date && isIsoDate(`${date[1]}-${date[2]}-${date[3]}`)) return null;
    return `UNTIL must be a calendar date written YYYYMMDD (due dates are all-day), got "${value}"`;
  },
  COUNT: () => "COUNT is not supported: each completion restarts the rule from the next due date, so a count never runs out; use UNTIL=YYYYMMDD to end a series",
  BYMONTH: intList("BYMONTH", 1, 12, false),
  BYMONTHDAY: intList("BYMONTHDAY", 1, 31, true),
  BYYEARDAY: intList("BYYEARDAY", 1, 366, true),
  BYWEEKNO: intList("BYWEEKNO", 1, 53, true),
  BYSETPOS: intList("BYSETPOS", 1, 366, true),
  BYDAY: (value, parts) => {
    for (const item of value.split(",")) {
      const match = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(item);
      if (!match || !DAYS.includes(match[2] ?? "")) return `BYDAY must list days such as MO, TU or 1MO, -1FR; got "${item}"`;
      if (match[1] === undefined) continue;
      const n = Math.abs(Number(match[1]));
      if (n < 1 || n > 53) return `BYDAY ordinal in "${item}" is out of range (1..53 or -53..-1)`;
      const freq = parts.get("FREQ");
      if (freq !== "MONTHLY" && freq !== "YEARLY") return `BYDAY with an ordinal ("${item}") needs FREQ=MONTHLY or FREQ=YEARLY`;
    }
    return null;
  },
  WKST: (value) => (DAYS.includes(value) ? null : `WKST must be one of ${DAYS.join(", ")}, got "${value}"`),
};

const TIME_PARTS = ["BYHOUR", "BYMINUTE", "BYSECOND"];

/** Uppercases the rule and drops an optional `RRULE:` prefix; the result is what is stored. */
export function normalizeRrule(text: string): string {
  return text.trim().toUpperCase().replace(/^RRULE:/, "");
}

/** Why a (normalized) rule is not acceptable, or null when it is. */
export function rruleSyntaxError(rule: string): string | null {
  if (rule === "") return "recurrence must not be empty; send null for an obligation that does not recur";
  const parts = new Map<string, string>();
  for (const part of rule.split(";")) {
    const match = /^([A-Z]+)=([^=;]+)$/.exec(part);
    if (!match) return `"${part}" is not a NAME=VALUE part of an RRULE (parts are separated by ";")`;
    const [, name = "", value = ""] = match;
    if (TIME_PARTS.includes(name)) return `${name} is not allowed: obligations are all-day dates`;
    if (!CHECKS[name]) return `Unknown RRULE part "${name}"`;
    if (parts.has(name)) return `${name} appears more than once`;
    parts.set(name, value);
  }
  if (!parts.has("FREQ")) return "FREQ is required, e.g. FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15";
  for (const [name, value] of parts) {
    const error = CHECKS[name]?.(value, parts) ?? null;
    if (error) return error;
  }
  return combinationError(parts);
}

/** The combinations RFC 5545 forbids for a given FREQ. */
function combinationError(parts: Map<string, string>): string | null {
  const freq = parts.get("FREQ");
  if (parts.has("BYWEEKNO") && freq !== "YEARLY") return "BYWEEKNO is only allowed with FREQ=YEARLY";
  if (parts.has("BYYEARDAY") && freq !== "YEARLY") return "BYYEARDAY is only allowed with FREQ=YEARLY";
  if (parts.has("BYMONTHDAY") && freq === "WEEKLY") return "BYMONTHDAY is not allowed with FREQ=WEEKLY";
  if (parts.has("BYSETPOS") && ![...parts.keys()].some((k) => k.startsWith("BY") && k !== "BYSETPOS")) {
    return "BYSETPOS needs another BY part (e.g. BYDAY) to select from";
  }
  return null;
}
