import type { Database } from "../db/client";
import { liveProperties } from "../db/property-refs";
import { ApiError } from "./errors";

/** A reference to a missing or deleted property is a 400, as the contract says (docs/api.md). */
export async function requireLiveProperty(db: Database, propertyId: string | null | undefined): Promise<void> {
  if (!propertyId) return;
  if (!(await liveProperties(db, [propertyId])).has(propertyId)) {
    throw ApiError.badRequest(`property_id ${propertyId} names no existing property`);
  }
}
