import type { Database } from "./client";

/**
 * Saved bank profiles (table `bank_profiles`): a bank CSV's column mapping under the file's headers,
 * so the next file with the same headers is read the same way with no mapping sent.
 */

/** The columns and reading of a bank CSV a profile keeps (a mapping's rules are not kept: saved rules do that). */
export interface ProfileMapping {
  date_column?: string;
  description_column?: string;
  amount_column?: string;
  debit_column?: string;
  credit_column?: string;
  category_column?: string;
  reference_column?: string;
  date_format?: string;
  expenses_positive?: boolean;
}

export interface BankProfile {
  id: string;
  header_key: string;
  headers: string[];
  mapping: ProfileMapping;
  created_at: string;
  updated_at: string;
  last_used_at: string | null;
}

type Row = Omit<BankProfile, "headers" | "mapping"> & { headers: string; mapping: string };
const decode = (row: Row): BankProfile => ({ ...row, headers: JSON.parse(row.headers) as string[], mapping: JSON.parse(row.mapping) as ProfileMapping });
const COLUMNS = `"id", "header_key", "headers", "mapping", "created_at", "updated_at", "last_used_at"`;

export async function findBankProfile(db: Database, headerKey: string): Promise<BankProfile | undefined> {
  const row = await db.$client.prepare(`SELECT ${COLUMNS} FROM "bank_profiles" WHERE "header_key" = ?`).bind(headerKey).first<Row>();
  return row ? decode(row) : undefined;
}

export async function listBankProfiles(db: Database): Promise<BankProfile[]> {
  const { results } = await db.$client.prepare(`SELECT ${COLUMNS} FROM "bank_profiles" ORDER BY coalesce("last_used_at", "updated_at") DESC`).all<Row>();
  return results.map(decode);
}

/** Keeps a mapping under the headers, replacing one saved for the same headers; returns the profile's id (the one saved before, if any). */
export async function saveBankProfile(db: Database, profile: { id: string; header_key: string; headers: string[]; mapping: ProfileMapping }, now: string): Promise<string> {
  const saved = await db.$client
    .prepare(
      `INSERT INTO "bank_profiles" (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT ("header_key") DO UPDATE SET "headers" = excluded."headers", "mapping" = excluded."mapping", "updated_at" = excluded."updated_at", "last_used_at" = excluded."last_used_at"
       RETURNING "id"`,
    )
    .bind(profile.id, profile.header_key, JSON.stringify(profile.headers), JSON.stringify(profile.mapping), now, now, now)
    .first<{ id: string }>();
  return saved!.id;
}

export async function markBankProfileUsed(db: Database, id: string, now: string): Promise<void> {
  await db.$client.prepare(`UPDATE "bank_profiles" SET "last_used_at" = ? WHERE "id" = ?`).bind(now, id).run();
}

export async function deleteBankProfile(db: Database, id: string): Promise<boolean> {
  return (await db.$client.prepare(`DELETE FROM "bank_profiles" WHERE "id" = ?`).bind(id).run()).meta.changes > 0;
}
