import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { feedKeys } from "./schema";

/**
 * The calendar feed's key: calendar apps cannot send a bearer token, so with API_TOKENS set the feed
 * also accepts `?key=<secret>`; only its SHA-256 is stored. The feed and its path, which the routes
 * that make the key and the access check that reads it (http/auth.ts) share.
 */
export const CALENDAR_FEED = "obligations";
export const CALENDAR_PATH = "/api/v1/obligations/calendar.ics";

/** The stored hash of a feed's key, or null when none was created (or it was revoked). */
export async function feedKeyHash(db: Database, feed: string): Promise<string | null> {
  const row = await db.select({ keyHash: feedKeys.keyHash }).from(feedKeys).where(eq(feedKeys.feed, feed)).get();
  return row?.keyHash ?? null;
}

/** Creates or replaces (rotates) a feed's key hash; the previous key stops working at once. */
export async function saveFeedKey(db: Database, feed: string, keyHash: string, createdAt: string): Promise<void> {
  await db
    .insert(feedKeys)
    .values({ feed, keyHash, createdAt })
    .onConflictDoUpdate({ target: feedKeys.feed, set: { keyHash, createdAt } });
}

/** Revokes a feed's key; returns whether there was one. */
export async function deleteFeedKey(db: Database, feed: string): Promise<boolean> {
  const deleted = await db.delete(feedKeys).where(eq(feedKeys.feed, feed)).returning({ feed: feedKeys.feed });
  return deleted.length > 0;
}
