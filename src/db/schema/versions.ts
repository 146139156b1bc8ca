import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A version (random hex) per kind of data that an isolate keeps a copy of in memory, changed by
 * triggers on every write to that data, so the copy is reloaded exactly when it is stale:
 * - `vectors`: `chunk_vectors`, the embedded vector index (migrations/0011_versions.sql);
 * - `reports`: the ledger columns of `transactions` and every column of `properties`, what reports
 *   and the assistant read (migrations/0012_reports_version.sql).
 * Read with db/versions.ts.
 */
export const versions = sqliteTable("versions", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
});
