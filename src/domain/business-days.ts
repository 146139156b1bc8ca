import { isoDate, type IsoDate, addDays, weekday } from "./dates";

/**
 * US federal holidays (5 U.S.C. 6103) plus DC Emancipation Day (April 16), the days on which the
 * IRS "next business day" rule (IRC 7503) moves a deadline. A holiday on a Saturday is observed on
 * the Friday before, on a Sunday on the Monday after. Inauguration Day (DC only, every four years)
 * is left out.
 */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  const first = isoDate(year, month, 1);
  const offset = (day - weekday(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, day: number): IsoDate {
  const last = addDays(isoDate(year, month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

function observed(date: IsoDate): IsoDate {
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return date;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The observed holidays that fall in `year`'s calendar (New Year's Day of the next year can be Dec 31). */
function holidaysOf(year: number): Set<IsoDate> {
  const fixed = (y: number, m: number, d: number) => observed(isoDate(y, m, d));
  const days = [
    fixed(year, 1, 1),
    fixed(year + 1, 1, 1),
    nthWeekday(year, 1, MONDAY, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    fixed(year, 4, 16), // DC Emancipation Day
    lastWeekday(year, 5, MONDAY), // Memorial Day
    ...(year >= 2021 ? [fixed(year, 6, 19)] : []), // Juneteenth, a federal holiday since 2021
    fixed(year, 7, 4),
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    fixed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving
    fixed(year, 12, 25),
  ];
  return new Set(days.filter((d) => d.startsWith(`${year}-`)));
}

const cache = new Map<number, Set<IsoDate>>();

export function isHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  let holidays = cache.get(year);
  if (!holidays) cache.set(year, (holidays = holidaysOf(year)));
  return holidays.has(date);
}

export function isBusinessDay(date: IsoDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isHoliday(date);
}

/** The date itself when it is a business day, else the next one. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let current = date;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}
