import { getTableColumns, type InferSelectModel, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect, type SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * Plain D1 statements for the hottest reads. Building a select through the ORM and mapping its
 * rows field by field costs more than running it (about 3 ms of a 50-row page in workerd); here a
 * condition built with the ORM is compiled to SQL text once per request, and rows are decoded by a
 * per-table list of columns made once per isolate.
 */
const dialect = new SQLiteSyncDialect();

/** A condition (or any SQL fragment) as text and parameters. */
export function compile(fragment: SQL | undefined): { sql: string; params: unknown[] } {
  if (!fragment) return { sql: "1", params: [] };
  const { sql, params } = dialect.sqlToQuery(fragment);
  return { sql, params };
}

export interface RowReader<T> {
  /** Every column, quoted, in the order `decode` expects. */
  columns: string;
  /** Rows as D1 returns them (objects keyed by column name) into the table's row type. */
  decode(rows: Record<string, unknown>[]): T[];
}

/** The reader of a table's whole rows; JSON columns are parsed as the ORM would. */
export function rowReader<T extends SQLiteTable>(table: T): RowReader<InferSelectModel<T>> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    // Plain text and numbers come back as they are; anything else (JSON) needs the column's decoder.
    decode: column.dataType === "string" || column.dataType === "number" ? null : (value: unknown) => (value === null ? null : column.mapFromDriverValue(value)),
  }));
  return {
    columns: columns.map((column) => `"${column.name}"`).join(", "),
    decode(rows) {
      return rows.map((raw) => {
        const row: Record<string, unknown> = {};
        for (const column of columns) {
          const value = raw[column.name] ?? null;
          row[column.key] = column.decode ? column.decode(value) : value;
        }
        return row as InferSelectModel<T>;
      });
    },
  };
}

/** D1 binds at most 100 parameters to one statement: statements built from lists bind at most this many. */
export const PER_STATEMENT = 90;

/** A list in parts of at most `size`, in order. */
export const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
