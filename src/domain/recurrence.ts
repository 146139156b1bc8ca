import * as rruleModule from "rrule";
import { nextBusinessDay } from "./business-days";
import { fromUtcDate, toUtcDate, type IsoDate } from "./dates";
import { normalizeRrule, rruleSyntaxError } from "./rrule-syntax";

// rrule ships an ES module (which the Worker bundle uses) and a UMD `main` (which Node loads for the
// seeding script); Node cannot see the UMD file's named exports, only its default export.
const { RRule } = (Reflect.get(rruleModule, "default") ?? rruleModule) as typeof rruleModule;

export { normalizeRrule, rruleSyntaxError };

/** How a due date that falls on a weekend or holiday is handled. */
export interface RecurrenceOptions {
  /** Move dates on a weekend or federal holiday to the next business day (the IRS rule). */
  nextBusinessDay?: boolean;
}

/** A rule must produce a date within this many years, so rules such as Feb 30 are refused quickly. */
const HORIZON_YEARS = 10;

function ruleFrom(rule: string, dueDate: IsoDate) {
  // DTSTART is the due date; all dates are UTC midnights, so no time zone enters the computation.
  return new RRule({ ...RRule.parseString(rule), dtstart: toUtcDate(dueDate) });
}

function adjust(date: IsoDate, options: RecurrenceOptions): IsoDate {
  return options.nextBusinessDay ? nextBusinessDay(date) : date;
}

/**
 * A year whose calendar matches `year`'s for HORIZON_YEARS + 1 years and lies just before 9999.
 * rrule stops a rule that matches nothing only at year 9999 (a daily one takes seconds to get
 * there), so the check runs on a copy of the calendar placed there. Over a span without a
 * non-leap century year the calendar repeats every 28 years (same Jan 1 weekday and leap position);
 * 9901..9999 is such a span. Otherwise the 400-year cycle, which always holds, is used.
 */
function farYear(year: number): number {
  const weekday = (y: number) => new Date(Date.UTC(y, 0, 1)).getUTCDay();
  const last = 9999 - HORIZON_YEARS;
  let centuryFree = true;
  for (let y = year; y <= year + HORIZON_YEARS; y++) if (y % 100 === 0 && y % 400 !== 0) centuryFree = false;
  if (centuryFree) {
    for (let t = last - 27; t <= last; t++) if (t % 4 === year % 4 && weekday(t) === weekday(year)) return t;
  }
  return year + 400 * Math.floor((last - year) / 400);
}

/**
 * Why a syntactically valid rule cannot serve an obligation due on `dueDate`: it produces no date
 * on or after the due date within ten years (an UNTIL before the due date, February 30...).
 */
export function recurrenceDueDateError(rule: string, dueDate: IsoDate): string | null {
  const year = Number(dueDate.slice(0, 4));
  const shift = farYear(year) - year;
  const moved = (date: IsoDate) => `${Number(date.slice(0, 4)) + shift}${date.slice(4)}`;
  const horizon = `${year + HORIZON_YEARS}${dueDate.slice(4)}`;
  const options = RRule.parseString(rule);
  const until = options.until ? fromUtcDate(options.until) : null;
  const check = new RRule({
    ...options,
    // An UNTIL past the horizon does not matter here; one within it moves with the calendar.
    until: until && until <= horizon ? toUtcDate(moved(until)) : null,
    dtstart: toUtcDate(moved(dueDate)),
  });
  const first = check.between(toUtcDate(moved(dueDate)), toUtcDate(moved(horizon)), true, (_date, index) => index < 1);
  if (first.length > 0) return null;
  return `recurrence ${rule} produces no date on or after the due date ${dueDate} within ${HORIZON_YEARS} years`;
}

/** The rule's first date after `dueDate`: the due date of the obligation that follows this one. */
export function nextOccurrence(rule: string, dueDate: IsoDate, options: RecurrenceOptions = {}): IsoDate | null {
  const next = ruleFrom(rule, dueDate).after(toUtcDate(dueDate), false);
  return next ? adjust(fromUtcDate(next), options) : null;
}

/**
 * The next `count` due dates of a series: the due date itself, then the rule's following dates
 * (each moved to a business day when asked). A rule that ends early gives fewer.
 */
export function previewOccurrences(rule: string | null, dueDate: IsoDate, count: number, options: RecurrenceOptions = {}): IsoDate[] {
  if (rule === null || count <= 1) return [dueDate].slice(0, Math.max(count, 0));
  const dates = new Set<IsoDate>([dueDate]);
  // Two rule dates can move onto the same business day (a daily rule over a weekend): listed once.
  ruleFrom(rule, dueDate).all((date) => {
    const day = fromUtcDate(date);
    if (day > dueDate) dates.add(adjust(day, options));
    return dates.size < count;
  });
  return [...dates].slice(0, count);
}
