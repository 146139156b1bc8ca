import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { recordQueries } from "./records";
import { properties, type PropertyRow, type PropertyStatus } from "./schema";

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

const records = recordQueries(properties);

export const findProperty = records.find;
export const insertProperty = records.insert;
export const patchProperty = records.patch;
export const softDeleteProperty = records.softDelete;
export const restoreProperty = records.restore;

/** Every live property, first acquired first ("our first property" is the earliest acquisition). */
export async function propertiesByAcquisition(db: Database): Promise<PropertyRow[]> {
  return db.select().from(properties).where(isNull(properties.deletedAt)).orderBy(asc(properties.acquisitionDate), asc(properties.createdAt), asc(properties.id));
}
