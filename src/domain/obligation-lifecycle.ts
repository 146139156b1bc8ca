import type { JsonObject } from "./metadata";

/** Keys of `extra_metadata` that link a series together; only the server writes them. */
export const LINK_KEYS = ["previous_id", "next_id"] as const;

/** Keys that describe one completion, not the series; a successor does not inherit them. */
export const COMPLETION_KEYS = ["completed_date", "confirmation_number", "fee_paid"] as const;

/** The seeding script's idempotency key: it names one dated instance, so it is not inherited either. */
const INSTANCE_KEYS = ["seed_key"] as const;

/** Metadata flag for deadlines that move off weekends and holidays (set by the seeding script). */
export const NEXT_BUSINESS_DAY_KEY = "next_business_day";

export const DEFAULT_REMINDER_DAYS = 7;

/**
 * The first server-owned key that a request tries to set or change, or null. Sending a key back
 * with the value it already has is allowed, so a client can return `extra_metadata` as it read it.
 */
export function changedLinkKey(requested: JsonObject, stored: JsonObject): string | null {
  for (const key of LINK_KEYS) {
    if (Object.hasOwn(requested, key) && requested[key] !== stored[key]) return key;
  }
  return null;
}

/** Metadata of a completed obligation: what the request sent, merged, with today's date unless it gave one. */
export function withCompletionDate(merged: JsonObject, today: string): JsonObject {
  return { ...merged, completed_date: merged.completed_date ?? today };
}

/** A reopened obligation is no longer complete, so its completion date goes. */
export function withoutCompletionDate(merged: JsonObject): JsonObject {
  const { completed_date: _dropped, ...rest } = merged;
  return rest;
}

/**
 * The successor's metadata: what the obligation carried while it was open (fee, reminder lead time,
 * business-day flag, custom keys) without the keys of that one instance, plus the link back.
 */
export function successorMetadata(openMetadata: JsonObject, previousId: string): JsonObject {
  const inherited: JsonObject = {};
  const dropped = new Set<string>([...LINK_KEYS, ...COMPLETION_KEYS, ...INSTANCE_KEYS]);
  for (const [key, value] of Object.entries(openMetadata)) if (!dropped.has(key)) inherited[key] = value;
  return { ...inherited, previous_id: previousId };
}

/** The reminder lead time in days: `extra_metadata.reminder_days` when it is a sensible integer. */
export function reminderDays(metadata: JsonObject): number {
  const value = metadata.reminder_days;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 365 ? (value as number) : DEFAULT_REMINDER_DAYS;
}

export function movesToBusinessDay(metadata: JsonObject): boolean {
  return metadata[NEXT_BUSINESS_DAY_KEY] === true;
}
