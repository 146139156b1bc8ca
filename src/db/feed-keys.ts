import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { feedKeys } from "./schema";

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
