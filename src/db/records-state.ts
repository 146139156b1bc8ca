import type { Database } from "./client";

/**
 * The version of what reports and the assistant read of the books (the ledger columns of
 * transactions, every column of properties), changed to random hex by triggers on every such write
 * (migrations/0012_records_state.sql). What is computed from those records can be kept in an
 * isolate's memory under it and reused until it changes. Read it before reading the records.
 */
export async function recordsVersion(db: Database): Promise<string> {
  return (await db.$client.prepare("SELECT version FROM records_state WHERE name = 'reports'").first<string>("version")) ?? "";
}
