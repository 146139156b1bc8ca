import type { Database } from "./client";

/** The kinds of data kept in an isolate's memory under a version (schema/versions.ts). */
export type VersionName = "vectors" | "reports";

/** The statement that reads a version, to send alone or in a batch with other reads. */
export function versionStatement(db: Database, name: VersionName): D1PreparedStatement {
  return db.$client.prepare("SELECT version FROM versions WHERE name = ?").bind(name);
}

/**
 * A version, changed to random hex by triggers on every write to its data. Read it before reading
 * the data, and keep what is computed from the data under it: the copy is stale when it changes.
 * `reports` covers the ledger columns of transactions and every column of properties.
 */
export async function versionOf(db: Database, name: VersionName): Promise<string> {
  return (await versionStatement(db, name).first<string>("version")) ?? "";
}
