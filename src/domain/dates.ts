/**
 * Calendar dates as `YYYY-MM-DD` text. Arithmetic goes through UTC midnight, where every day has
 * 24 hours, so adding days never trips over a daylight-saving change.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function toUtcDate(date: IsoDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function fromUtcDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** The dates the service takes, anywhere a date is given (ISO strings compare in date order). */
export const EARLIEST_DATE = "1900-01-01";
export const LATEST_DATE = "2200-12-31";
export const withinServiceDates = (date: string): boolean => date >= EARLIEST_DATE && date <= LATEST_DATE;

export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  return fromUtcDate(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) === text;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcDate(new Date(toUtcDate(date).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return toUtcDate(date).getUTCDay();
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The date of a year, month and day; a day or month out of range rolls over as Date.UTC does. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  // The common case without a Date object (the assistant builds several per question).
  if (year >= 1000 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= 28 && Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day)) return `${year}-${pad2(month)}-${pad2(day)}`;
  return fromUtcDate(new Date(Date.UTC(year, month - 1, day)));
}

export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Today's date in an IANA time zone. `now` is injectable so that rules depending on "today" can be
 * tested at any instant (a date boundary in one zone is the middle of the day in another).
 */
/** One formatter per zone, made once: making one costs about a millisecond. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The last answer per zone and minute: a zone's date changes only on a whole minute. */
const lastToday = new Map<string, { minute: number; date: IsoDate }>();

export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = lastToday.get(timeZone);
  if (known?.minute === minute) return known.date;
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${part("year")}-${part("month")}-${part("day")}`;
  lastToday.set(timeZone, { minute, date });
  return date;
}

/** A month ("2025-07") as its first and last days, and the month some months away. */
export const monthStartOf = (month: string): IsoDate => `${month}-01`;
export const monthEndOf = (month: string): IsoDate => `${month}-${String(lastDayOfMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, "0")}`;
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
