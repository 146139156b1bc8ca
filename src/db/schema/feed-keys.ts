import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Secrets that let a calendar app read a feed without a bearer token (`?key=` in the feed's URL).
 * Only the key's SHA-256 is stored; one row per feed, replaced when the key is rotated.
 */
export const feedKeys = sqliteTable("feed_keys", {
  feed: text("feed").primaryKey(),
  keyHash: text("key_hash").notNull(),
  createdAt: text("created_at").notNull(),
});

export type FeedKeyRow = typeof feedKeys.$inferSelect;
