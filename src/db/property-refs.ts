import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "./client";
import { properties } from "./schema";

/** The ids among `ids` that name live (not deleted) properties. */
export async function liveProperties(db: Database, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const rows = await db.select({ id: properties.id }).from(properties).where(and(inArray(properties.id, chunk), isNull(properties.deletedAt)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}


/** Live properties by the Airbnb listing name in their `extra_metadata.airbnb_listing` (lower-cased). */
export async function propertiesByListing(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: properties.id, extra: properties.extraMetadata }).from(properties).where(isNull(properties.deletedAt));
  const byListing = new Map<string, string>();
  for (const row of rows) {
    const listing = row.extra.airbnb_listing;
    if (typeof listing === "string" && listing.trim()) byListing.set(listing.trim().toLowerCase(), row.id);
  }
  return byListing;
}
