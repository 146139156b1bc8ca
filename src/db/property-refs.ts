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

