// Calendar-date arithmetic on YYYY-MM-DD strings for filters and presets (no money here).

export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the browser's time zone. */
export function today(): string {
  return isoDate(new Date());
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same calendar date `years` earlier or later; February 29 becomes the 28th in other years. */
export function shiftYears(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) + years;
  const month = Number(iso.slice(5, 7));
  const day = Math.min(Number(iso.slice(8, 10)), lastDayOf(year, month));
  return `${year}-${iso.slice(5, 7)}-${String(day).padStart(2, "0")}`;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function monthEnd(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return `${iso.slice(0, 7)}-${String(lastDayOf(year, month)).padStart(2, "0")}`;
}

export function addMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4));
  const index = Number(iso.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(index / 12);
  const m = ((index % 12) + 12) % 12;
  const day = Math.min(Number(iso.slice(8, 10)) || 1, lastDayOf(y, m + 1));
  return `${y}-${String(m + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export type Period = { start?: string; end?: string };

export const PERIOD_PRESETS = ["this-month", "last-month", "this-quarter", "ytd", "last-year", "last-12", "all"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A `?period=` value as a preset, or undefined for anything else (an old or mistyped link). */
export function presetOf(value: string | null): PeriodPreset | undefined {
  return (PERIOD_PRESETS as readonly string[]).includes(value ?? "") ? (value as PeriodPreset) : undefined;
}

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "this-quarter": "This quarter",
  ytd: "Year to date",
  "last-year": "Last year",
  "last-12": "Last 12 months",
  all: "All dates",
};

export function periodOf(preset: PeriodPreset, now = today()): Period {
  const year = Number(now.slice(0, 4));
  switch (preset) {
    case "this-month":
      return { start: monthStart(now), end: monthEnd(now) };
    case "last-month": {
      const previous = addMonths(monthStart(now), -1);
      return { start: previous, end: monthEnd(previous) };
    }
    case "this-quarter": {
      const quarterMonth = Math.floor((Number(now.slice(5, 7)) - 1) / 3) * 3 + 1;
      const start = `${year}-${String(quarterMonth).padStart(2, "0")}-01`;
      return { start, end: monthEnd(addMonths(start, 2)) };
    }
    case "ytd":
      return { start: `${year}-01-01`, end: now };
    case "last-year":
      return { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` };
    case "last-12":
      return { start: monthStart(addMonths(now, -11)), end: monthEnd(now) };
    case "all":
      return {};
  }
}

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_LABELS = MONTH_NAMES.map((name) => name[0]!.toUpperCase() + name.slice(1));

/** Whether a locale writes the day before the month in numeric dates ("15/03/2024" in en-GB, "03/15/2024" in en-US). */
export function dayFirst(locale?: string): boolean {
  const parts = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).formatToParts(new Date(Date.UTC(2024, 2, 15)));
  return parts.findIndex((part) => part.type === "day") < parts.findIndex((part) => part.type === "month");
}

/** A date in the locale's numeric form ("03/15/2024"), as a date input shows it. */
export function localNumericDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * What a person typed as a date, as YYYY-MM-DD: the ISO form, the locale's numeric order with /, .
 * or - ("03/15/2024", two-digit years are 20xx), or a month's name ("March 15, 2024", "15 Mar 2024").
 * A date that has the right shape but does not exist is named ("No such date: February 30, 2024").
 */
export function parseDateInput(text: string, locale?: string): { iso: string } | { error: string } {
  const typed = text.trim().toLowerCase().replace(/,/g, " ").replace(/\s+/g, " ");
  if (!typed) return { iso: "" };
  let y: number | undefined;
  let m: number | undefined;
  let d: number | undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(typed);
  const named = /^([a-z]{3,})\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/.exec(typed) ?? /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]{3,})\.? (\d{4})$/.exec(typed);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    [m, d] = dayFirst(locale) ? [b, a] : [a, b];
    y = Number(numeric[3]) + (numeric[3]!.length === 2 ? 2000 : 0);
  } else if (named) {
    const word = /^\d/.test(named[1]!) ? named[2]! : named[1]!;
    m = MONTH_NAMES.findIndex((name) => name.startsWith(word) && word.length >= 3) + 1 || undefined;
    d = Number(/^\d/.test(named[1]!) ? named[1] : named[2]);
    y = Number(named[3]);
  }
  const example = localNumericDate("2024-03-15", locale);
  if (y === undefined || m === undefined || d === undefined) return { error: `Enter a date such as ${example} or 2024-03-15.` };
  if (m < 1 || m > 12) return { error: `No such month: ${m}. Enter a date such as ${example}.` };
  if (d < 1 || d > lastDayOf(y, m)) return { error: `No such date: ${MONTH_LABELS[m - 1]} ${d}, ${y}.` };
  return { iso: `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` };
}

/** Whether a value is a real date written YYYY-MM-DD, as the API takes it ("2024-02-30" is not). */
export function isRealIsoDate(value: string): boolean {
  const read = parseDateInput(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && "iso" in read && read.iso === value;
}
