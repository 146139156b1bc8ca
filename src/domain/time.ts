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

