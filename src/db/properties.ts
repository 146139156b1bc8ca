import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { properties, type NewPropertyRow, type PropertyRow, type PropertyStatus } from "./schema";

export const PROPERTY_SORTS = ["address", "-address", "acquisition_date", "-acquisition_date", "created_at", "-created_at"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export interface PropertyFilter {
  status?: PropertyStatus;
  q?: string;
  includeDeleted?: boolean;
}

const SORT_COLUMNS = {
  address: sql`${properties.address} COLLATE NOCASE`,
  acquisition_date: properties.acquisitionDate,
  created_at: properties.createdAt,
};

function whereOf(filter: PropertyFilter): SQL | undefined {
  return and(
    filter.includeDeleted ? undefined : isNull(properties.deletedAt),
    filter.status ? eq(properties.status, filter.status) : undefined,
    // instr() rather than LIKE: no wildcard escaping, and lower() makes it case-insensitive.
    filter.q ? sql`instr(lower(${properties.address}), lower(${filter.q})) > 0` : undefined,
  );
}

export async function listProperties(
  db: Database,
  filter: PropertyFilter,
  sort: PropertySort,
  page: number,
  pageSize: number,
): Promise<{ rows: PropertyRow[]; total: number }> {
  const descending = sort.startsWith("-");
  const column = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS];
  const direction = descending ? desc : asc;
  const where = whereOf(filter);
  // The id breaks ties, so pages never overlap or skip rows.
  const [rows, totals] = await db.batch([
    db.select().from(properties).where(where).orderBy(direction(column), direction(properties.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findProperty(db: Database, id: string, includeDeleted = false): Promise<PropertyRow | undefined> {
  return db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), includeDeleted ? undefined : isNull(properties.deletedAt)))
    .get();
}

export async function insertProperty(db: Database, row: NewPropertyRow): Promise<PropertyRow> {
  const [created] = await db.insert(properties).values(row).returning();
  if (!created) throw new Error("insert into properties returned no row");
  return created;
}

/**
 * Writes `values` to a live property only if nobody changed it since `expectedUpdatedAt` was read
 * (compare-and-swap), so that read-merge-write updates never lose a concurrent change.
 */
export async function updatePropertyIfUnchanged(
  db: Database,
  id: string,
  expectedUpdatedAt: string,
  values: Partial<NewPropertyRow>,
): Promise<PropertyRow | undefined> {
  const [updated] = await db
    .update(properties)
    .set(values)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt), eq(properties.updatedAt, expectedUpdatedAt)))
    .returning();
  return updated;
}

export async function softDeleteProperty(db: Database, id: string, now: string): Promise<PropertyRow | undefined> {
  const [deleted] = await db
    .update(properties)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .returning();
  return deleted;
}

/** Brings a deleted property back; a live one is returned as it is. */
export async function restoreProperty(db: Database, id: string, now: string): Promise<PropertyRow | undefined> {
  const [restored] = await db
    .update(properties)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(properties.id, id), isNotNull(properties.deletedAt)))
    .returning();
  return restored ?? findProperty(db, id);
}
