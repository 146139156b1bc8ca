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
