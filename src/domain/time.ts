/** Server timestamps: ISO 8601 UTC with milliseconds and a `Z`. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * A timestamp strictly after `previous`: `updated_at` then changes on every write, which is what
 * the compare-and-swap updates in db/ rely on, even for two writes within one millisecond.
 */
export function timestampAfter(previous: string, now: string = nowIso()): string {
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
