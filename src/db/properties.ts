import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { compile, rowReader } from "./plain";
import { recordQueries } from "./records";
import { properties, type PropertyRow, type PropertyStatus } from "./schema";

export const PROPERTY_SORTS = ["address", "-address", "acquisition_date", "-acquisition_date", "created_at", "-created_at"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export interface PropertyFilter {
  status?: PropertyStatus;
  q?: string;
  includeDeleted?: boolean;
}

function whereOf(filter: PropertyFilter): SQL | undefined {
  return and(
    filter.includeDeleted ? undefined : isNull(properties.deletedAt),
    filter.status ? eq(properties.status, filter.status) : undefined,
    // instr() rather than LIKE: no wildcard escaping, and lower() makes it case-insensitive.
    filter.q ? sql`instr(lower(${properties.address}), lower(${filter.q})) > 0` : undefined,
  );
}

const PROPERTY_ROWS = rowReader(properties);

/** Each sort as SQL text; the id breaks ties, so pages never overlap or skip rows. */
const ORDER_SQL: Record<PropertySort, string> = {
  address: `"address" COLLATE NOCASE ASC, "id" ASC`,
  "-address": `"address" COLLATE NOCASE DESC, "id" DESC`,
  acquisition_date: `"acquisition_date" ASC, "id" ASC`,
  "-acquisition_date": `"acquisition_date" DESC, "id" DESC`,
  created_at: `"created_at" ASC, "id" ASC`,
  "-created_at": `"created_at" DESC, "id" DESC`,
};

/** One page and the count of every match, in one D1 batch of two plain statements (db/plain.ts). */
export async function listProperties(
  db: Database,
  filter: PropertyFilter,
  sort: PropertySort,
  page: number,
  pageSize: number,
): Promise<{ rows: PropertyRow[]; total: number }> {
  const where = compile(whereOf(filter));
  const d1 = db.$client;
  const [rows, totals] = await d1.batch<Record<string, unknown>>([
    d1.prepare(`SELECT ${PROPERTY_ROWS.columns} FROM "properties" WHERE ${where.sql} ORDER BY ${ORDER_SQL[sort]} LIMIT ? OFFSET ?`).bind(...where.params, pageSize, (page - 1) * pageSize),
    d1.prepare(`SELECT count(*) AS total FROM "properties" WHERE ${where.sql}`).bind(...where.params),
  ]);
  return { rows: PROPERTY_ROWS.decode(rows!.results), total: (totals!.results[0]?.total as number | undefined) ?? 0 };
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
