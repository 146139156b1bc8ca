import { addDays, isoDate, lastDayOfMonth, weekday } from "../../domain/dates";
import { longDate, MONTHS } from "../format";
import type { Period } from "../types";

/** A period found in a question; `monthOnly` marks "in August" with no year, which a follow-up may take from context. */
export interface FoundPeriod extends Period {
  at: number;
  monthOnly?: number;
  /** "q3" with no year, which a follow-up takes in the previous period's year. */
  quarterOnly?: number;
  /** "h1", "the first half" with no year, which a year said elsewhere in the question places. */
  halfOnly?: number;
  /** "from January 1 through June 30", "Nov through March" with no year: the span, which a year or season said beside it places. */
  spanOnly?: { from: [month: number, day: number]; to: [month: number, day: number | "last"] };
  /** "before Christmas", "until June": what the period runs up to (its label), from whenever it starts. */
  until?: string;
  /** "last July" in November: that month of last year, as "last year" is, or the July just past, as many mean it; "last summer": the other way round. */
  alsoMeant?: Period;
}

const MONTH_WORDS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
};
/** A month's name or its abbreviation, as one group. */
export const MONTH = "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";
const ORDINAL_QUARTER: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, q1: 1, q2: 2, q3: 3, q4: 4 };

const monthPeriod = (y: number, m: number): Period => ({ start: isoDate(y, m, 1), end: isoDate(y, m, lastDayOfMonth(y, m)), label: `${MONTHS[m - 1]} ${y}` });
const quarterPeriod = (y: number, q: number): Period => ({ start: isoDate(y, q * 3 - 2, 1), end: isoDate(y, q * 3, lastDayOfMonth(y, q * 3)), label: `Q${q} ${y}` });
const yearPeriod = (y: number): Period => ({ start: isoDate(y, 1, 1), end: isoDate(y, 12, 31), label: String(y) });
/** This year from January 1 through today. */
const yearToDate = (today: string): Period => ({ start: isoDate(Number(today.slice(0, 4)), 1, 1), end: today, label: `${today.slice(0, 4)} year to date (through ${longDate(today)})` });
/** The whole quarter `back` quarters before today's ("the quarter 2 back" of Q4 is Q2). */
const quarterBack = (today: string, back: number): Period => {
  const index = Number(today.slice(0, 4)) * 4 + Math.ceil(Number(today.slice(5, 7)) / 3) - 1 - back;
  return quarterPeriod(Math.floor(index / 4), (index % 4) + 1);
};
const rangeLabel = (start: string, end: string) => `${longDate(start)} to ${longDate(end)}`;

function validDay(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= lastDayOfMonth(y, m);
}

/** The latest year in which a month's day has come ("march 15" in November is this year's; "december 20" is last year's). */
function latestYearOfDay(m: number, d: number, today: string): number {
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return m * 100 + d <= tm * 100 + td ? ty : ty - 1;
}

/** The latest year whose month `m` has begun: the year of its first day. */
const latestYearOf = (m: number, today: string): number => latestYearOfDay(m, 1, today);

/** The nth weekday (0 Sunday) of a month, or the last one when n is -1. */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return isoDate(y, m, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = lastDayOfMonth(y, m);
  const last = new Date(Date.UTC(y, m - 1, lastDay)).getUTCDay();
  return isoDate(y, m, lastDay - ((last - weekday + 7) % 7));
}

/** A holiday a question named: its day in any year, and whether the question gave the year. */
interface Holiday {
  dayOf(year: number): string;
  name: string;
  yearGiven: boolean;
}

/** Days people date things by, by year (US federal holidays and the year's eves). */
const HOLIDAYS: Record<string, (y: number) => string> = {
  "christmas eve": (y) => isoDate(y, 12, 24),
  christmas: (y) => isoDate(y, 12, 25),
  xmas: (y) => isoDate(y, 12, 25),
  "new year's eve": (y) => isoDate(y, 12, 31),
  "new years eve": (y) => isoDate(y, 12, 31),
  "new year's day": (y) => isoDate(y, 1, 1),
  "new years day": (y) => isoDate(y, 1, 1),
  thanksgiving: (y) => nthWeekday(y, 11, 4, 4),
  "independence day": (y) => isoDate(y, 7, 4),
  "the fourth of july": (y) => isoDate(y, 7, 4),
  "fourth of july": (y) => isoDate(y, 7, 4),
  "july 4th": (y) => isoDate(y, 7, 4),
  "labor day": (y) => nthWeekday(y, 9, 1, 1),
  "memorial day": (y) => nthWeekday(y, 5, 1, -1),
  halloween: (y) => isoDate(y, 10, 31),
};

type Recognizer = { season?: boolean; pattern: RegExp; read(match: RegExpExecArray, today: string): Period | (Period & { monthOnly: number }) | (Period & { quarterOnly: number }) | (Period & { halfOnly: number }) | (Period & { holiday: Holiday }) | (Period & { alsoMeant: Period }) | null };

const DAY_PART = `${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`;
const ISO = "(\\d{4})-(\\d{2})-(\\d{2})";
const US = "(\\d{1,2})/(\\d{1,2})/(\\d{4})";

/** The first (1) or second (2) half of a year. */
function halfPeriod(y: number, half: number): Period {
  const [m1, m2] = half === 1 ? [1, 6] : [7, 12];
  return { start: isoDate(y, m1, 1), end: isoDate(y, m2, lastDayOfMonth(y, m2)), label: `${half === 1 ? "the first" : "the second"} half of ${y} (${MONTHS[m1 - 1]} to ${MONTHS[m2 - 1]})` };
}

/** The months of each season, the way a rental business counts them (winter runs December to February). */
const SEASONS: Record<string, [first: number, last: number]> = { spring: [3, 5], summer: [6, 8], fall: [9, 11], autumn: [9, 11], winter: [12, 2] };

const RECOGNIZERS: Recognizer[] = [
  {
    // "this school year", "last academic year": August to July, the one under way (or the one before).
    pattern: /\b(this|current|last|previous|prior|next)\s+(?:school|academic)\s+year\b/g,
    read: (m, today) => {
      const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      const first = (mo >= 8 ? y : y - 1) + (/^(?:last|previous|prior)$/.test(m[1]!) ? -1 : m[1] === "next" ? 1 : 0);
      return { start: isoDate(first, 8, 1), end: isoDate(first + 1, 7, 31), label: `the ${first}-${String(first + 1).slice(2)} school year (August 1, ${first} to July 31, ${first + 1})` };
    },
  },
  {
    // "before the end of the year", "by month-end", "until the end of this quarter": the one now
    // under way, up to its last day.
    pattern: /\b(?:before|by|until|till)\s+(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(year|month|quarter)\b|\b(?:before|by|until|till)\s+(?:the\s+)?(year|month|quarter)[\s-]end\b/g,
    read: (m, today) => {
      const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      const unit = m[1] ?? m[2];
      const period = unit === "year" ? yearPeriod(y) : unit === "month" ? monthPeriod(y, mo) : quarterPeriod(y, Math.ceil(mo / 3));
      return { ...period, label: `through the end of ${period.label} (${longDate(period.end)})`, until: `the end of ${period.label}` };
    },
  },
  {
    // "summer 2025", "last summer", "this winter", "summer": a season's months; without a year, the
    // latest that has begun. Winter 2025 is December 2025 to February 2026. A season that names a bill
    // ("the winter property tax", "summer and winter bills") is that bill's name, no period; so are two
    // seasons joined in a question of taxes or bills ("property taxes last yr, summer + winter together").
    season: true,
    pattern: /\b(?:(this|last|past|previous|next)\s+)?(spring|summer|fall|autumn|winter)(?!\s+(?:(?:and|&|or|\/)\s+(?:the\s+)?(?:spring|summer|fall|autumn|winter)\s+)?(?:(?:property|real estate)\s+)?(?:tax|taxes|bills?|installments?|levy|levies|tax bills?)\b)(?:\s+months)?(?:,?\s+(?:of\s+)?(\d{4}|last year|this year|next year))?\b/g,
    read: (m, today) => {
      const [first, last] = SEASONS[m[2]!]!;
      const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      // The year a season starts in when it began at or before today's month.
      const begun = (y: number) => isoDate(y, first, 1) <= today;
      const latest = begun(ty) ? ty : ty - 1;
      const which = m[1];
      const named = m[3] === "last year" ? ty - 1 : m[3] === "this year" ? ty : m[3] === "next year" ? ty + 1 : m[3] ? Number(m[3]) : undefined;
      const y = named !== undefined ? named : which === "next" ? (begun(ty) ? ty + 1 : ty) : which === "this" ? (first === 12 && tm <= 2 ? ty - 1 : ty) : which ? latest - (latest === ty && isoDate(ty, last < first ? 12 : last, 28) >= today ? 1 : 0) : latest;
      const endYear = last < first ? y + 1 : y;
      const start = isoDate(y, first, 1);
      const end = isoDate(endYear, last, lastDayOfMonth(endYear, last));
      const labelOf = (from: number, to: number) => `${m[2]} ${from} (${MONTHS[first - 1]} to ${MONTHS[last - 1]}${to !== from ? ` ${to}` : ""})`;
      // "last summer" said in November: the summer just past, or (as "last year" is) the one before it; both are read.
      const before = which === "last" && named === undefined && y === ty ? { start: isoDate(y - 1, first, 1), end: isoDate(endYear - 1, last, lastDayOfMonth(endYear - 1, last)), label: labelOf(y - 1, endYear - 1) } : undefined;
      // A season with no year of its own gives way to the same months named with one ("summer (jun-aug) last yr").
      return { start, end, label: labelOf(y, endYear), ...(m[1] || m[3] ? {} : { vague: true as const }), ...(before ? { alsoMeant: before } : {}) };
    },
  },
  {
    // "from May 1 to July 31, 2025", "between May 1, 2025 and July 31, 2025"
    pattern: new RegExp(`(?:from|between)?\\s*${DAY_PART}\\s*(?:to|through|thru|until|till|and|-)\\s*${DAY_PART}`, "g"),
    read: (m, today) => {
      const [m1, d1, m2, d2] = [MONTH_WORDS[m[1]!]!, Number(m[2]), MONTH_WORDS[m[4]!]!, Number(m[5])];
      // "from march 15 to june 1": no year said, the latest such span that has begun, which a year said beside it may place.
      if (!m[3] && !m[6]) {
        const span: NonNullable<FoundPeriod["spanOnly"]> = { from: [m1, d1], to: [m2, d2] };
        const placed = spanIn(span, latestYearOfDay(m1, d1, today));
        return placed && { ...placed, spanOnly: span };
      }
      const [y1, y2] = [Number(m[3] ?? m[6]), Number(m[6] ?? m[3])];
      if (!validDay(y1, m1, d1) || !validDay(y2, m2, d2)) return null;
      const start = isoDate(y1, m1, d1);
      const end = isoDate(y2, m2, d2);
      return start <= end ? { start, end, label: rangeLabel(start, end) } : null;
    },
  },
  {
    pattern: new RegExp(`(?:from|between)?\\s*(?:${ISO}|${US})\\s*(?:to|through|thru|until|and|-)\\s*(?:${ISO}|${US})`, "g"),
    read: (m) => {
      const a = m[1] ? [Number(m[1]), Number(m[2]), Number(m[3])] : [Number(m[6]), Number(m[4]), Number(m[5])];
      const b = m[7] ? [Number(m[7]), Number(m[8]), Number(m[9])] : [Number(m[12]), Number(m[10]), Number(m[11])];
      if (!validDay(a[0]!, a[1]!, a[2]!) || !validDay(b[0]!, b[1]!, b[2]!)) return null;
      const start = isoDate(a[0]!, a[1]!, a[2]!);
      const end = isoDate(b[0]!, b[1]!, b[2]!);
      return start <= end ? { start, end, label: rangeLabel(start, end) } : null;
    },
  },
  {
    // "from May to July 2025", "june thru august 2025", "between may and july", "march-may": whole
    // months. "and" joins a range only after "between" ("june and august" is two months). Without a
    // year, the latest such months that have begun.
    pattern: new RegExp(`(?:\\b(between)\\s+|\\bfrom\\s+|\\b)${MONTH}\\s*-?\\s*(to|through|thru|until|till|and|-)\\s*-?\\s*${MONTH}\\b(?:,?\\s+(?:of\\s+)?(\\d{4}|last year|this year)\\b)?`, "g"),
    read: (m, today) => {
      if (m[3] === "and" && !m[1]) return null;
      const [m1, m2] = [MONTH_WORDS[m[2]!]!, MONTH_WORDS[m[4]!]!];
      const ty = Number(today.slice(0, 4));
      // "nov through march": across the new year, only where no year is said, and then only beside a year or season that places it.
      if (m1 > m2) {
        if (m[5]) return null;
        // Without one, the latest that is half over ("nov through march" in late November: the winter before).
        const begun = latestYearOf(m1, today);
        const half = addDays(isoDate(begun, m1, 1), Math.round((Date.parse(isoDate(begun + 1, m2, lastDayOfMonth(begun + 1, m2))) - Date.parse(isoDate(begun, m1, 1))) / 172_800_000));
        const y = half <= today ? begun : begun - 1;
        return { start: isoDate(y, m1, 1), end: isoDate(y + 1, m2, lastDayOfMonth(y + 1, m2)), label: `${MONTHS[m1 - 1]} ${y} to ${MONTHS[m2 - 1]} ${y + 1}`, spanOnly: { from: [m1, 1], to: [m2, "last"] } };
      }
      const y = m[5] === "last year" ? ty - 1 : m[5] === "this year" ? ty : m[5] ? Number(m[5]) : latestYearOf(m1, today);
      return { start: isoDate(y, m1, 1), end: isoDate(y, m2, lastDayOfMonth(y, m2)), label: `${MONTHS[m1 - 1]} to ${MONTHS[m2 - 1]} ${y}`, ...(m[5] ? {} : { spanOnly: { from: [m1, 1], to: [m2, "last"] } }) };
    },
  },
  {
    // "the first half of 2025", "second half", "h1 2025": January to June, or July to December; without
    // a year, the latest half that has begun.
    pattern: /\b(?:(first|1st|second|2nd|last)\s+half|(h[12]))(?:\s+(?:of\s+)?(?:the\s+year\s+)?(\d{4}))?\b/g,
    read: (m, today) => {
      const half = m[2] ? Number(m[2][1]) : m[1] === "first" || m[1] === "1st" ? 1 : 2;
      const [ty, tm] = today.split("-").map(Number) as [number, number];
      const y = m[3] ? Number(m[3]) : half === 1 || tm >= 7 ? ty : ty - 1;
      const period = halfPeriod(y, half);
      return m[3] ? period : { ...period, halfOnly: half };
    },
  },
  {
    // "since march 15", "after july 4th", "before june 1": a day with no year, after a word that makes
    // it a date ("may 5" alone may be a verb and a number), in the latest year it has come.
    // "since jan 1 of last year": of the year said after it.
    pattern: new RegExp(`\\b(?:since|after|before|until|till|on|from|through|thru)\\s+${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!,?\\s*\\d)(?:,?\\s+(?:of\\s+)?(last year|this year))?`, "g"),
    read: (m, today) => {
      const [mo, d] = [MONTH_WORDS[m[1]!]!, Number(m[2])];
      const y = m[3] ? Number(today.slice(0, 4)) - (m[3] === "last year" ? 1 : 0) : latestYearOfDay(mo, d, today);
      if (!validDay(y, mo, d)) return null;
      const day = isoDate(y, mo, d);
      return { start: day, end: day, label: longDate(day) };
    },
  },
  {
    // "on July 4, 2025", "2025-07-04"
    pattern: new RegExp(`${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})|${ISO}`, "g"),
    read: (m) => {
      const [y, mo, d] = m[1] ? [Number(m[3]), MONTH_WORDS[m[1]]!, Number(m[2])] : [Number(m[4]), Number(m[5]), Number(m[6])];
      if (!validDay(y, mo, d)) return null;
      const day = isoDate(y, mo, d);
      return { start: day, end: day, label: longDate(day) };
    },
  },
  {
    pattern: /\b(?:(q[1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)(?:\s+(?:of\s+)?(\d{4}))?\b/g,
    read: (m, today) => {
      const q = ORDINAL_QUARTER[(m[1] ?? m[2])!]!;
      const [ty, tm] = today.split("-").map(Number) as [number, number];
      const y = m[3] ? Number(m[3]) : q <= Math.ceil(tm / 3) ? ty : ty - 1;
      return m[3] ? quarterPeriod(y, q) : { ...quarterPeriod(y, q), quarterOnly: q };
    },
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\.?,?\\s+(?:of\\s+)?(\\d{4})\\b`, "g"),
    read: (m) => monthPeriod(Number(m[2]), MONTH_WORDS[m[1]!]!),
  },
  {
    // "since the start of last year", "since the beginning of 2025": that year's first day to today.
    pattern: /\bsince\s+(?:the\s+)?(?:start|beginning)\s+of\s+(last year|this year|the year|(?:19|20)\d\d)\b/g,
    read: (m, today) => {
      const ty = Number(today.slice(0, 4));
      const y = m[1] === "last year" ? ty - 1 : /^\d{4}$/.test(m[1]!) ? Number(m[1]) : ty;
      return { start: isoDate(y, 1, 1), end: today, label: `${longDate(isoDate(y, 1, 1))} to ${longDate(today)}` };
    },
  },
  {
    // "the year before last", "two quarters ago": a whole month, quarter or year that many back.
    pattern: /\b(?:the\s+)?(month|quarter|year)\s+before\s+(?:last|the last(?:\s+one)?)(?:\s+(?:month|quarter|year))?\b|\b(two|three|four|five|six|seven|eight|nine|ten|[1-9]|1\d|20)\s+(months|quarters|years|yrs)\s+(?:ago|back)\b/g,
    read: (m, today) => {
      const [ty, tm] = today.split("-").map(Number) as [number, number];
      const unit = (m[1] ?? m[3]!.replace(/^yrs$/, "years").replace(/s$/, "")) as "month" | "quarter" | "year";
      const back = m[1] ? 2 : ({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 } as Record<string, number>)[m[2]!] ?? Number(m[2]);
      if (unit === "year") return yearPeriod(ty - back);
      if (unit === "quarter") return quarterBack(today, back);
      const index = ty * 12 + tm - 1 - back;
      return monthPeriod(Math.floor(index / 12), (index % 12) + 1);
    },
  },
  {
    // "this week", "next week", "last week": Monday to Sunday; "this weekend", "next weekend", "last
    // weekend": that week's Saturday and Sunday.
    pattern: /\b(this|current|last|previous|prior|next|coming|this coming|this past)\s+(week|weekend)\b/g,
    read: (m, today) => {
      const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      const shift = /last|previous|prior|past/.test(m[1]!) ? -7 : /next|coming/.test(m[1]!) ? 7 : 0;
      const [start, end] = m[2] === "week" ? [addDays(monday, shift), addDays(monday, shift + 6)] : [addDays(monday, shift + 5), addDays(monday, shift + 6)];
      return { start, end, label: `the ${m[2]} of ${longDate(start)}` };
    },
  },
  {
    // "this year to date", "the current quarter so far": this one up to today.
    pattern: /\b(this|current|last|previous|prior|past|next|coming)\s+(?:calendar\s+|fiscal\s+|tax\s+|full\s+|complete\s+|completed\s+|whole\s+|finished\s+)?(month|quarter|year)\b(?:[\s-]+(to[\s-]date|so far|(?:through|thru|up to|until|till|to)\s+today(?:'s date)?)\b)?|\b(month|quarter|year)[\s-]to[\s-]date\b|\bytd\b|\bso far this year\b/g,
    read: (m, today) => {
      const [ty, tm] = today.split("-").map(Number) as [number, number];
      const which = m[1] && !(m[3] && /^(?:this|current)$/.test(m[1])) ? m[1] : "todate";
      const unit = m[2] ?? m[4] ?? "year";
      const back = which === "last" || which === "previous" || which === "prior" || which === "past";
      const ahead = which === "next" || which === "coming";
      if (unit === "month") {
        const [y, mo] = back ? (tm === 1 ? [ty - 1, 12] : [ty, tm - 1]) : ahead ? (tm === 12 ? [ty + 1, 1] : [ty, tm + 1]) : [ty, tm];
        const p = monthPeriod(y, mo);
        return which === "todate" ? { start: p.start, end: today, label: `${MONTHS[tm - 1]} ${ty} to date` } : p;
      }
      if (unit === "quarter") {
        const q = Math.ceil(tm / 3);
        const [y, qq] = back ? (q === 1 ? [ty - 1, 4] : [ty, q - 1]) : ahead ? (q === 4 ? [ty + 1, 1] : [ty, q + 1]) : [ty, q];
        const p = quarterPeriod(y, qq);
        return which === "todate" ? { start: p.start, end: today, label: `Q${q} ${ty} to date` } : p;
      }
      // "last year to date": this year to date, a year back (as "the same stretch last year" reads it).
      if (back && m[3]) {
        const { at: _, ...lastYear } = aYearBack(yearToDate(today), 0);
        return lastYear;
      }
      if (back) return yearPeriod(ty - 1);
      if (ahead) return yearPeriod(ty + 1);
      return which === "todate" || m[0].includes("so far") ? yearToDate(today) : yearPeriod(ty);
    },
  },
  {
    // "the last 90 days", "past 3 months", "trailing 12 months", "the last 2 quarters".
    pattern: /\b(?:last|past|previous|prior|trailing)\s+(\d{1,3})\s+(days?|weeks?|months?|quarters?|years?)\b/g,
    read: (m, today) => {
      const n = Number(m[1]);
      const unit = m[2]!;
      const days = unit.startsWith("day") ? n : unit.startsWith("week") ? n * 7 : 0;
      if (days > 0) return { start: addDays(today, -days + 1), end: today, label: `the last ${n} ${unit} (through ${longDate(today)})` };
      const [ty, tm] = today.split("-").map(Number) as [number, number];
      // "the last 2 quarters", "the past 3 years": that many whole ones before this one.
      if (unit.startsWith("year")) return { start: isoDate(ty - n, 1, 1), end: isoDate(ty - 1, 12, 31), label: `the last ${n} ${unit} (${ty - n} to ${ty - 1})` };
      if (unit.startsWith("quarter")) {
        const [first, last] = [quarterBack(today, n), quarterBack(today, 1)];
        return { start: first.start, end: last.end, label: `the last ${n} ${unit} (${longDate(first.start)} to ${longDate(last.end)})` };
      }
      // "the past 3 months": the three whole months before this one, as "last month" is the one before it.
      const first = ty * 12 + tm - 1 - n;
      const last = ty * 12 + tm - 2;
      const start = isoDate(Math.floor(first / 12), (first % 12) + 1, 1);
      const end = isoDate(Math.floor(last / 12), (last % 12) + 1, lastDayOfMonth(Math.floor(last / 12), (last % 12) + 1));
      return { start, end, label: `the last ${n} ${unit} (${longDate(start)} to ${longDate(end)})` };
    },
  },
  {
    // "before Christmas", "since Thanksgiving 2025": one day; without a year, this year's.
    // "last Christmas": the latest that has come.
    // "Labor Day weekend": the weekend the holiday ends (a Monday's Saturday to the Monday), or the days around it.
    pattern: new RegExp(`\\b(?:(last|this past)\\s+)?(${Object.keys(HOLIDAYS).join("|")})(?:\\s+(\\d{4}))?(\\s+weekend)?\\b`, "g"),
    read: (m, today) => {
      const [, last, holiday, given, weekend] = m;
      const thisYear = Number(today.slice(0, 4));
      const year = given ? Number(given) : last && HOLIDAYS[holiday!]!(thisYear) >= today ? thisYear - 1 : thisYear;
      const name = holiday!.replace(/^the /, "").replace(/^\w/, (c) => c.toUpperCase());
      const dayOf = (y: number) => HOLIDAYS[holiday!]!(y);
      const day = dayOf(year);
      if (weekend) {
        const start = addDays(day, weekday(day) === 1 ? -2 : -1);
        const end = addDays(day, weekday(day) === 1 ? 0 : 1);
        return { start, end, label: `${name} weekend (${longDate(start)} to ${longDate(end)})` };
      }
      return { start: day, end: day, label: `${name} (${longDate(day)})`, holiday: { dayOf, name, yearGiven: Boolean(given || last) } };
    },
  },
  { pattern: /\b(?:19|20)\d{2}\b/g, read: (m) => yearPeriod(Number(m[0])) },
  {
    // "last September": that month of last year, as "last year" is; "this past September": the latest one;
    // "next July", "this coming July": the first one after this month.
    // "this January": that month of this year.
    // "last July" said in November may mean the July just past too: both are read, last year's first.
    pattern: new RegExp(`\\b(last|this past|past|next|this coming|coming|this)\\s+${MONTH}\\b(?!\\s+\\d)`, "g"),
    read: (m, today) => {
      const mo = MONTH_WORDS[m[2]!]!;
      const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      if (m[1] === "this") return monthPeriod(ty, mo);
      if (/next|coming/.test(m[1]!)) return monthPeriod(mo > tm ? ty : ty + 1, mo);
      if (m[1] === "last") return mo < tm ? { ...monthPeriod(ty - 1, mo), alsoMeant: monthPeriod(ty, mo) } : monthPeriod(ty - 1, mo);
      return monthPeriod(latestYearOf(mo, today), mo);
    },
  },
  {
    // A month with no year ("in August"): only after a word that makes it a date, so "may" the verb stays a verb.
    // "october's income": a month's own figure.
    pattern: new RegExp(`\\b(?:in|for|during|of|and|to|from|vs|versus|about|than|with|since)\\s+${MONTH}\\b(?!\\s+\\d)|\\b${MONTH}(?=\\s+(?:vs\\.?|versus|compared)\\b|'s\\b)`, "g"),
    read: (m, today) => {
      const mo = MONTH_WORDS[(m[1] ?? m[2])!]!;
      return { ...monthPeriod(latestYearOf(mo, today), mo), monthOnly: mo };
    },
  },
  {
    // "september rent at the cabin": a month's name that is no verb ("may", "march") and no first name
    // ("june", "april", "august") is the month wherever it stands; so is such a month cut short ("casita oct
    // nights"), though not "jan", "mar", "apr" or "jun" (a name, a verb, a loan's rate).
    pattern: /\b(january|february|july|september|october|november|december|sept|feb|jul|aug|sep|oct|nov|dec)\b(?!\s+\d)/g,
    read: (m, today) => {
      const mo = MONTH_WORDS[m[1]!]!;
      return { ...monthPeriod(latestYearOf(mo, today), mo), monthOnly: mo };
    },
  },
];

/**
 * "since March", "after June 2025": from the period's start (or the day after it) through today;
 * "before Christmas"-style "before July": everything until the day before it. A recognised period
 * is open-ended when the word right before it (or the first word of its own match) says so.
 */
function openEnded(found: Period & { monthOnly?: number; quarterOnly?: number; halfOnly?: number; holiday?: Holiday; until?: string }, before: string, matched: string, today: string): Period & { monthOnly?: number; quarterOnly?: number; halfOnly?: number; until?: string } {
  const { holiday, ...period } = found;
  // "before the end of the year": read as up to a day already.
  if (period.until !== undefined) return period;
  const which = (/\b(since|after|before|until|till)\s+$/.exec(before) ?? /^(since|after|before|until|till)\s/.exec(matched))?.[1];
  if (!which) return period;
  if (holiday && which !== "since" && which !== "after") {
    // "before Christmas": that season, from the start of its year to the day before.
    const start = `${period.start.slice(0, 4)}-01-01`;
    const end = addDays(period.start, -1);
    return { start, end, label: `before ${period.label}, from ${longDate(start)} to ${longDate(end)}`, until: period.label };
  }
  if (holiday && !holiday.yearGiven && period.start > today) {
    // "since Thanksgiving" before this year's: last year's.
    const day = holiday.dayOf(Number(period.start.slice(0, 4)) - 1);
    return openEnded({ start: day, end: day, label: `${holiday.name} (${longDate(day)})` }, before, matched, today);
  }
  if (which === "since") return { start: period.start, end: today, label: `since ${longDate(period.start)} (through ${longDate(today)})` };
  if (which === "after") return { start: addDays(period.end, 1), end: today, label: `after ${period.label} (through ${longDate(today)})` };
  const end = addDays(period.start, -1);
  return { start: "1900-01-01", end, label: `before ${period.label} (through ${longDate(end)})`, until: period.label };
}

/** A part of a year ("q2", "march", "the first half") followed by the year it is of, in words. */
const PART_OF_RELATIVE_YEAR = new RegExp(`\\b(?<part>${MONTH}|q[1-4]|(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter|(?:first|second|1st|2nd)\\s+half|h[12])(?<joint>,?\\s+(?:of\\s+)?)(?<which>last|this|previous|prior|next|current)\\s+year\\b`, "g");
/** The year in words before the part ("last year's september", "this year's q1"). */
const RELATIVE_YEARS_PART = new RegExp(`\\b(?<which>last|this|previous|prior|next|current)\\s+year'?s\\s+(?<part>${MONTH}|q[1-4]|(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter|(?:first|second|1st|2nd)\\s+half|h[12])\\b`, "g");
/** "the last quarter of 2025", "the final month of last year": the year's last part, not the one before today. */
const FINAL_PART = /\b(?:last|final|closing)\s+(quarter|half|month)\s+of\s+(?=(?:the\s+)?(?:last|this|previous|prior|current)\s+year\b|\d{4}\b)/g;
const FINAL_OF: Record<string, string> = { quarter: "q4", half: "h2", month: "december" };
const LATEST_WHOLE = /\b(?:most recent|latest|most recently (?:completed|finished|closed))\s+(?:full\s+|complete\s+|completed\s+|whole\s+|finished\s+|closed\s+)?(month|quarter|year)\b/g;

/** "ytd through october", "year to date thru oct", "this year through october": from January to the end of that month. */
const YEAR_THROUGH_MONTH = new RegExp(`\\b(?:ytd|year[\\s-]to[\\s-]date|this\\s+year|so\\s+far\\s+this\\s+year)\\s+(?:through|thru|to|until|till)\\s+(?:the\\s+end\\s+of\\s+)?${MONTH}\\b(?!\\s+\\d)`, "g");

/** "q2 last year", "march of this year": the year in words written as its number, so the part is read of that year. */
function yearInWords(question: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const yearOf = (which: string) => (which === "next" ? year + 1 : which === "this" || which === "current" ? year : year - 1);
  // "last year's september" is "september last year"; "the last quarter of 2025" its fourth; both keep their length.
  const text = question
    .replace(RELATIVE_YEARS_PART, (...args) => {
      const found: string = args[0];
      const { which, part }: Record<"which" | "part", string> = args.at(-1);
      return `${part} ${yearOf(which)}`.padEnd(found.length, " ");
    })
    .replace(FINAL_PART, (found: string, unit: string) => `${FINAL_OF[unit]} of `.padEnd(found.length, " "))
    // "the most recent full quarter", "the latest complete month": the last one that has ended.
    .replace(LATEST_WHOLE, (found: string, unit: string) => `last ${unit}`.padEnd(found.length, " "));
  // "ytd through october", "this year thru oct": January to that month of this year, written so.
  const throughMonth = text.replace(YEAR_THROUGH_MONTH, (found: string, month: string) => {
    const written = `jan-${month.slice(0, 3)} ${year}`;
    return written.length <= found.length ? written.padEnd(found.length, " ") : found;
  });
  return throughMonth.replace(PART_OF_RELATIVE_YEAR, (...args) => {
    const { part, joint, which }: Record<"part" | "joint" | "which", string> = args.at(-1);
    // The same length, so that positions in the text still line up with the question's words.
    return `${part}${joint}${String(yearOf(which)).padEnd(`${which} year`.length, " ")}`;
  });
}

/** "june vs july 2025", "jan, feb and mar 2025", "july + aug 2025": months of one year, the year written once ("between may and july 2025" is a range). */
const JOINT = "(?:\\s*,\\s*(?:and\\s+|&\\s+)?|\\s*\\+\\s*|\\s+(?:and|&|plus|or|vs\\.?|versus|compared to|compared with)\\s+)";
const MONTH_LIST = new RegExp(`(?<!\\b(?:between|from)\\s+)\\b${MONTH}(?:${JOINT}${MONTH})+(?<year>,?\\s+(?:of\\s+)?\\d{4})\\b`, "g");
const yearOnBoth = (text: string) =>
  text.replace(MONTH_LIST, (...args) => {
    const list: string = args[0];
    const { year }: Record<"year", string> = args.at(-1);
    const months = list.slice(0, list.length - year.length);
    return months.replace(new RegExp(`\\b${MONTH}\\b`, "g"), (month) => `${month}${year}`);
  });

/** "the same quarter last year", "the same month a year earlier": the period named before it, a year back. */
const SAME_A_YEAR_BACK = /\b(?:the\s+)?same\s+(?:month|quarter|period|time|months|quarters|half|stretch|span|window|point)\s+(?:of\s+)?(?:last year|the year before|a year before|a year earlier|the prior year|the previous year|a year ago|the year prior|one year earlier)\b|\b(?:the\s+)?(?:prior|previous|last)\s+year(?:'s)?\s+(?:same\s+(?:period|time|stretch|span|months?|quarter)|at\s+the\s+same\s+(?:point|time))\b/;

/** "than the year before", "vs the prior year", "and the one before that": the year before a period said first. */
const YEAR_BEFORE_IT = /\b(?:than|vs\.?|versus|compared\s+(?:to|with)|against|and|or|over|to|with)\s+(?:in\s+|for\s+)?(?:the\s+)?(?:year\s+before(?!\s+last\b)(?:\s+that|\s+it)?|(?:prior|previous|preceding)\s+year|year\s+prior)\b/;

/** Words before a year that set it beside another period ("q3 vs last year", "from march to 2025"), not as the year the figures are of. */
const BESIDE = /\b(?:vs\.?|versus|to|against|than|and|or|through|thru|until|till|compared(?:\s+(?:to|with))?|since|after|before)\s+(?:the\s+)?(?:year\s+)?$/;
/** A whole calendar year, January 1 to December 31. */
export const wholeYear = (p: Period) => p.start.endsWith("-01-01") && p.end.endsWith("-12-31") && p.start.slice(0, 4) === p.end.slice(0, 4);

/**
 * "Q3 gross rental income for the cottage from last year", "the third quarter rent at the duplex in
 * 2025", "q3 rents from the cabin last year": a quarter or month with no year of its own is of the one
 * year the question names elsewhere. The year is then no period of its own. ("Q3 vs last year" and
 * "from march to 2025" set the two side by side, and keep both.)
 */
function partsOfTheYear(found: FoundPeriod[], yearOf: Set<FoundPeriod>): void {
  const parts = found.filter((p) => p.quarterOnly !== undefined || p.monthOnly !== undefined || p.halfOnly !== undefined);
  if (parts.length === 0 || yearOf.size !== 1 || found.length !== parts.length + 1) return;
  const year = Number([...yearOf][0]!.start.slice(0, 4));
  for (const [i, p] of found.entries()) {
    if (p.quarterOnly !== undefined) found[i] = { ...quarterPeriod(year, p.quarterOnly), at: p.at };
    else if (p.monthOnly !== undefined) found[i] = { ...monthPeriod(year, p.monthOnly), at: p.at };
    else if (p.halfOnly !== undefined) found[i] = { ...halfPeriod(year, p.halfOnly), at: p.at };
  }
  found.splice(found.indexOf([...yearOf][0]!), 1);
}

const TAX_BILLS = /\b(?:tax|taxes|bills?|installments?|levy|levies)\b/;
const JOINED_SEASONS = /\b(?:spring|summer|fall|autumn|winter)\s*(?:\+|&|\/|\band\b|\bplus\b)\s*(?:the\s+)?(?:spring|summer|fall|autumn|winter)\b/;

/** A span with no year of its own in year `y` (its end in the next year when it runs across the new year). */
function spanIn(span: NonNullable<FoundPeriod["spanOnly"]>, y: number): Period | null {
  const [[m1, d1], [m2, d2]] = [span.from, span.to];
  const endYear = m2 * 100 + (d2 === "last" ? 31 : d2) < m1 * 100 + d1 ? y + 1 : y;
  const lastDay = d2 === "last" ? lastDayOfMonth(endYear, m2) : d2;
  if (!validDay(y, m1, d1) || !validDay(endYear, m2, lastDay)) return null;
  const start = isoDate(y, m1, d1);
  const end = isoDate(endYear, m2, lastDay);
  return { start, end, label: rangeLabel(start, end) };
}

/**
 * "from January 1 through June 30 of last year": a span with no year of its own is of the one year
 * the question names beside it; "last winter, Nov through March": of the season it says more exactly,
 * in the year that lies over it. The year or season is then no period of its own.
 */
function spanOfTheYear(found: FoundPeriod[], yearOf: Set<FoundPeriod>, spoken: string): void {
  const spans = found.filter((p) => p.spanOnly !== undefined);
  // "the summer stays this year, june through august": a season said again by the span is no third period.
  const restated = (p: FoundPeriod) => spans.length === 1 && "vague" in p && /^(?:spring|summer|fall|autumn|winter)\b/.test(p.label) && p.start.slice(5, 7) === String(spans[0]!.spanOnly!.from[0]).padStart(2, "0") && p.end.slice(5, 7) === String(spans[0]!.spanOnly!.to[0]).padStart(2, "0");
  const others = found.filter((p) => !restated(p));
  if (spans.length !== 1 || others.length !== 2) return;
  const span = spans[0]!;
  const other = others.find((p) => p !== span)!;
  // "2025 vs jan through june": set side by side, not one inside the other.
  if (/\b(?:vs\.?|versus|compared|against|than)\b/.test(spoken.slice(Math.min(span.at, other.at), Math.max(span.at, other.at)))) return;
  const days = (p: Period) => (Date.parse(p.end) - Date.parse(p.start)) / 86_400_000;
  const overlap = (a: Period, b: Period) => Math.max(0, (Math.min(Date.parse(a.end), Date.parse(b.end)) - Math.max(Date.parse(a.start), Date.parse(b.start))) / 86_400_000);
  let placed: Period | null = null;
  if (yearOf.has(other)) placed = spanIn(span.spanOnly!, Number(other.start.slice(0, 4)));
  else if ("vague" in other || other.alsoMeant !== undefined || /^(?:spring|summer|fall|autumn|winter)\b/.test(other.label)) {
    // The season's own year, or the one before or after, whichever lies most over it.
    const y = Number(other.start.slice(0, 4));
    const best = [y - 1, y, y + 1].map((year) => spanIn(span.spanOnly!, year)).filter((p): p is Period => p !== null).sort((a, b) => overlap(b, other) - overlap(a, other))[0];
    placed = best && overlap(best, other) >= Math.min(days(other), days(best)) / 2 ? best : null;
    // "last summer, june thru august": the season's own months, said again; the season stays, with its other reading.
    if (placed && placed.start === other.start && placed.end === other.end) {
      found.splice(found.indexOf(span), 1);
      return;
    }
    // "last winter, nov through march", where "last winter" has two readings: the span in each.
    const also = placed && other.alsoMeant ? spanIn(span.spanOnly!, Number(placed.start.slice(0, 4)) - (Number(other.start.slice(0, 4)) - Number(other.alsoMeant.start.slice(0, 4)))) : null;
    if (placed && also) placed = { ...placed, alsoMeant: also } as Period;
  }
  if (!placed) return;
  found.splice(found.indexOf(span), 1, { ...placed, at: span.at });
  found.splice(found.indexOf(other), 1);
}

/** Every period a question names, in the order they appear; recognised words are consumed, so none is read twice. */
export function findPeriods(question: string, today: string, isName: (phrase: string) => boolean = () => false, yearBeforeIt = true): { periods: FoundPeriod[]; rest: string; yearBack: boolean } {
  // "summer '25": a year written with its last two digits.
  // "fy2025", "fy 25": the company's year, a calendar year.
  let text = yearOnBoth(yearInWords(question.toLowerCase().replace(/[()]/g, " "), today))
    .replace(/(?<![\w$])['’](\d{2})\b/g, "20$1")
    .replace(/\bfy\s?'?(\d{4}|\d{2})\b/g, (_, y: string) => (y.length === 2 ? `20${y}` : y));
  const back = SAME_A_YEAR_BACK.exec(text);
  if (back) text = text.slice(0, back.index) + " ".repeat(back[0].length) + text.slice(back.index + back[0].length);
  // "last year, and how much more that was than the year before", "2025 vs the prior year": the year
  // before the period named first, not the year before this one.
  const before = back || !yearBeforeIt ? null : YEAR_BEFORE_IT.exec(text);
  if (before) text = text.slice(0, before.index) + " ".repeat(before[0].length) + text.slice(before.index + before[0].length);
  const spoken = text;
  const found: FoundPeriod[] = [];
  /** The whole years said as the year something is of ("from last year", "in 2025"). */
  const yearOf = new Set<FoundPeriod>();
  const billsBySeason = TAX_BILLS.test(text) && JOINED_SEASONS.test(text);
  for (const recognizer of RECOGNIZERS) {
    recognizer.pattern.lastIndex = 0;
    if (recognizer.season && billsBySeason) continue;
    for (const match of text.matchAll(recognizer.pattern)) {
      // "the Fall Line Community Bank loan": a single word of a period that begins a name the ledger holds is the name's.
      const next = /^\s+([a-z][a-z'-]*)/.exec(text.slice(match.index + match[0].length))?.[1];
      if (!/\s/.test(match[0].trim()) && next !== undefined && isName(`${match[0].trim()} ${next}`)) continue;
      const read = recognizer.read(match as RegExpExecArray, today);
      if (!read) continue;
      const before = text.slice(0, match.index);
      const period = { ...openEnded(read, before, match[0], today), at: match.index };
      found.push(period);
      if (wholeYear(period) && !BESIDE.test(before)) yearOf.add(period);
      text = text.slice(0, match.index) + " ".repeat(match[0].length) + text.slice(match.index + match[0].length);
    }
  }
  partsOfTheYear(found, yearOf);
  spanOfTheYear(found, yearOf, spoken);
  text = endingAt(spoken, text, found, today);
  text = runningToToday(text, found, today);
  text = spanBefore(spoken, text, found);
  const sameMonths = (a: Period, b: Period) => a.start.slice(5) === b.start.slice(5) && a.end.slice(5) === b.end.slice(5);
  // "last summer, june thru august of last year": a reading of two that the question spells out is the one meant.
  const spelled = (p: FoundPeriod) => p.alsoMeant !== undefined && found.some((other) => other !== p && other.start === p.alsoMeant!.start && other.end === p.alsoMeant!.end);
  const periods = found.filter((p) => !spelled(p) && !("vague" in p && found.some((other) => other !== p && !("vague" in other) && sameMonths(p, other)))).sort((a, b) => a.at - b.at);
  if (back && periods.length === 1) periods.push(aYearBack(periods[0]!, back.index));
  const named = before ? periods.filter((p) => p.at < before.index) : [];
  // With no one period said before it, the words are read as they are ("and the year before that?" of a follow-up).
  if (before && named.length !== 1) return findPeriods(question, today, isName, false);
  if (before) periods.push(aYearBack(named[0]!, before.index));
  // "and the same quarter last year?" names no period of its own: a follow-up moves the previous one.
  return { periods, rest: text, yearBack: back !== null && periods.length === 0 };
}

/** "the trailing 12 months ending last month", "the past 6 months through june 2026": a span counted back from the end of the period it ends with. */
const SPAN = /\b(?:last|past|previous|prior|trailing)\s+(\d{1,3})\s+(days?|weeks?|months?|quarters?|years?)\s+$/;
const ENDING = /^\s*(?:ending|ended|ends|through|thru|up\s+to)(?:\s+(?:in|with|on|at))?(?:\s+the\s+end\s+of)?\s*$/;
function endingAt(spoken: string, blanked: string, found: FoundPeriod[], today: string): string {
  const ordered = [...found].sort((a, b) => a.at - b.at);
  for (let i = 1; i < ordered.length; i++) {
    const [span, end] = [ordered[i - 1]!, ordered[i]!];
    const after = span.at + blanked.slice(span.at).search(/\S/);
    const head = SPAN.exec(spoken.slice(0, after));
    const between = blanked.slice(after, end.at);
    if (!head || !ENDING.test(between) || end.end > today) continue;
    const n = Number(head[1]);
    const unit = head[2]!;
    const months = unit.startsWith("month") ? n : unit.startsWith("quarter") ? n * 3 : unit.startsWith("year") ? n * 12 : 0;
    const [y, m] = end.end.split("-").map(Number) as [number, number];
    const back = y * 12 + (m - 1) - (months - 1);
    const start = months > 0 ? isoDate(Math.floor(back / 12), (back % 12) + 1, 1) : addDays(end.end, -(unit.startsWith("week") ? n * 7 : n) + 1);
    // "the last 12 months through last month": the span as it was read already ends there.
    const label = start === span.start && end.end === span.end ? span.label : `the ${n} ${unit} ending ${longDate(end.end)} (${longDate(start)} to ${longDate(end.end)})`;
    Object.assign(span, { start, end: end.end, label });
    found.splice(found.indexOf(end), 1);
    return blanked.slice(0, after) + " ".repeat(end.at - after) + blanked.slice(end.at);
  }
  return blanked;
}

/** "... up to today", "through now", "to date", "till the present": what follows a period that runs on to today. */
const TO_TODAY = /^\s*(?:(?:up|right)\s+)?(?:to|through|thru|till|until)\s+(?:today(?:'s\s+date)?|now|date|the\s+present|present|this\s+point|right\s+now)\b/;
/** "from January 1 of last year up to today", "march 2025 through now": from the period's first day to today. */
function runningToToday(blanked: string, found: FoundPeriod[], today: string): string {
  for (const p of found) {
    const end = blanked.slice(p.at).search(/\S/);
    // The words right after the period's own, which are blanked.
    const afterAt = p.at + (end < 0 ? blanked.length - p.at : end);
    const tail = TO_TODAY.exec(blanked.slice(afterAt));
    if (!tail || p.start > today || p.until !== undefined || blanked.slice(p.at, afterAt).trim() !== "") continue;
    Object.assign(p, { end: today, label: `${longDate(p.start)} to ${longDate(today)}` });
    return blanked.slice(0, afterAt) + " ".repeat(tail[0].length) + blanked.slice(afterAt + tail[0].length);
  }
  return blanked;
}

/** "the three whole months before last month", "the 2 quarters prior to Q3": so many whole ones ending right before the period named. */
const SPAN_BEFORE = /\b(\d{1,3})\s+(?:(?:whole|full|complete|entire|calendar)\s+)?(days?|weeks?|months?|quarters?|years?)\s+(?:(?:right|just|immediately)\s+)?(?:before|prior\s+to|preceding|ahead\s+of)\s+(?:the\s+)?$/;
function spanBefore(spoken: string, blanked: string, found: FoundPeriod[]): string {
  let text = blanked;
  for (const p of found) {
    // "prior to october" may be read as "to october", or "before october" whole.
    const joined = /^(?:to|before|prior\s+to|preceding)\s+/.exec(spoken.slice(p.at))?.[0] ?? "";
    const head = SPAN_BEFORE.exec(spoken.slice(0, p.at) + joined);
    if (!head) continue;
    const n = Number(head[1]);
    const unit = head[2]!;
    // "before October" was read as everything up to September 30: the span ends there all the same.
    const end = p.until !== undefined ? p.end : addDays(p.start, -1);
    const named = p.until ?? p.label;
    const months = unit.startsWith("month") ? n : unit.startsWith("quarter") ? n * 3 : unit.startsWith("year") ? n * 12 : 0;
    const [y, m] = end.split("-").map(Number) as [number, number];
    const back = y * 12 + (m - 1) - (months - 1);
    const start = months > 0 ? isoDate(Math.floor(back / 12), (back % 12) + 1, 1) : addDays(end, -(unit.startsWith("week") ? n * 7 : n) + 1);
    // No longer a month, a quarter or a span of a year said elsewhere: so many of them before one.
    for (const key of ["until", "monthOnly", "quarterOnly", "halfOnly", "spanOnly"] as const) delete p[key];
    Object.assign(p, { start, end, label: `the ${n} ${unit} before ${named} (${longDate(start)} to ${longDate(end)})` });
    text = text.slice(0, head.index) + " ".repeat(Math.min(head[0].length, p.at - head.index)) + text.slice(Math.min(head.index + head[0].length, p.at));
  }
  return text;
}

/** A period a year before `p`, labelled as it is ("Q3 2026" -> "Q3 2025"). */
export function aYearBack(p: Period, at: number): FoundPeriod {
  const shift = (iso: string) => `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
  // February 29 has no day a year back: the last day of that February.
  const day = (iso: string) => (iso.slice(5) === "02-29" ? `${Number(iso.slice(0, 4)) - 1}-02-28` : shift(iso));
  const year = p.start.slice(0, 4);
  return { start: day(p.start), end: day(p.end), label: p.label.includes(year) ? p.label.split(year).join(String(Number(year) - 1)) : `${p.label}, a year earlier`, at };
}

export { monthPeriod, quarterPeriod, yearPeriod, yearToDate };
