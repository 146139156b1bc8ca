import { newId } from "../domain/ids";
import { partType, signedCents, type SplitPart } from "../domain/splits";
import type { Database } from "./client";
import type { NewTransactionRow, TransactionRow } from "./schema";
import { findTransaction, insertTransactionStatement, TRANSACTION_ROWS } from "./transactions";

/**
 * Split bank lines (domain/splits.ts) in the `transactions` table: each part is a row, and
 * `split_of` names the line by its first part's id. Every write here is one batch, guarded by what
 * was read, so two edits of one line never leave parts that do not sum to it.
 */

export interface BankLine {
  /** The id of the line's first part (the transaction the bank line was booked as). */
  id: string;
  /** The live parts, the first part first; one part for a line booked whole. */
  parts: TransactionRow[];
  /** The line as the bank shows it: money in positive. */
  signed_cents: number;
}

const LINE_PARTS = `("id" = ?1 OR "split_of" = ?1) AND "deleted_at" IS NULL`;

/** The live line a transaction belongs to, or undefined when the transaction is not live. */
export async function bankLineOf(db: Database, transactionId: string): Promise<BankLine | undefined> {
  const row = await db.$client.prepare(`SELECT "split_of" FROM "transactions" WHERE "id" = ? AND "deleted_at" IS NULL`).bind(transactionId).first<{ split_of: string | null }>();
  if (!row) return undefined;
  const id = row.split_of ?? transactionId;
  const { results } = await db.$client
    .prepare(`SELECT ${TRANSACTION_ROWS.columns} FROM "transactions" WHERE ${LINE_PARTS} ORDER BY ("id" = ?1) DESC, "created_at", "id"`)
    .bind(id)
    .all();
  const parts = TRANSACTION_ROWS.decode(results as Record<string, unknown>[]);
  return { id, parts, signed_cents: parts.reduce((sum, part) => sum + signedCents(part.transactionType, part.amountCents), 0) };
}

/** The parts of these lines (ids of first parts), live ones, for lists that show a line's other parts. */
export async function partsOfLines(db: Database, lineIds: string[]): Promise<TransactionRow[]> {
  if (lineIds.length === 0) return [];
  const { results } = await db.$client
    .prepare(`SELECT ${TRANSACTION_ROWS.columns} FROM "transactions" WHERE "split_of" IN (SELECT value FROM json_each(?)) AND "deleted_at" IS NULL ORDER BY "split_of", ("id" = "split_of") DESC, "created_at", "id"`)
    .bind(JSON.stringify(lineIds))
    .all();
  return TRANSACTION_ROWS.decode(results as Record<string, unknown>[]);
}

/** What a line's parts were when read: any write in between changes it. */
const fingerprintSql = `(SELECT count(*) || ':' || max("updated_at") FROM "transactions" WHERE ${LINE_PARTS.replaceAll("?1", "?")})`;
const fingerprintOf = (line: BankLine) => `${line.parts.length}:${line.parts.reduce((max, part) => (part.updatedAt > max ? part.updatedAt : max), "")}`;

/** A new part of a split line (the `index`th, from 0): the date, account and provenance are its first part's. */
export function newPartRow(first: TransactionRow, part: SplitPart, index: number, splitOf: string | null, now: string): NewTransactionRow {
  return {
    id: newId(),
    propertyId: part.property_id,
    transactionDate: first.transactionDate,
    amountCents: part.amount_cents,
    category: part.category,
    transactionType: partType(part.category),
    description: part.description,
    sourceAccount: first.sourceAccount,
    importKey: null,
    splitOf,
    provenance: first.provenance,
    extraMetadata: { split_part: index + 1 },
    createdAt: now,
    updatedAt: now,
  };
}

/** Thrown when the line changed between the read and the write. */
export class LineChanged extends Error {}

/**
 * Books a line as these parts (two or more), or whole again (one part), in one batch: the first part
 * keeps the line's id and import key, parts that exist are rewritten in order, new ones inserted and
 * those left over deleted (soft, with the time of this write). The batch begins with a check that
 * aborts it, writing nothing, when the line changed since it was read.
 */
export async function writeSplit(db: Database, line: BankLine, parts: SplitPart[], now: string): Promise<void> {
  const d1 = db.$client;
  const splitOf = parts.length > 1 ? line.id : null;
  // json() of text that is not JSON raises an error, and an error rolls the whole batch back.
  const guard = d1.prepare(`SELECT json(CASE WHEN ${fingerprintSql} = ? THEN '1' ELSE 'the line changed' END)`).bind(line.id, line.id, fingerprintOf(line));
  const statements: D1PreparedStatement[] = [guard];
  for (const [i, part] of parts.entries()) {
    const existing = line.parts[i];
    if (existing) {
      const metadata = { ...existing.extraMetadata };
      delete metadata.uncategorized;
      // The first part keeps what the bank called the line, whatever the parts are called.
      if (i === 0 && splitOf) metadata.bank_description ??= existing.description;
      if (!splitOf) delete metadata.bank_description;
      statements.push(
        d1
          .prepare(
            `UPDATE "transactions" SET "amount_cents" = ?, "category" = ?, "transaction_type" = ?, "property_id" = ?, "description" = ?, "split_of" = ?, "extra_metadata" = json(?), "updated_at" = ? WHERE "id" = ?`,
          )
          .bind(part.amount_cents, part.category, partType(part.category), part.property_id, part.description, splitOf, JSON.stringify(metadata), now, existing.id),
      );
      continue;
    }
    statements.push(insertTransactionStatement(d1, newPartRow(line.parts[0]!, part, i, splitOf, now)));
  }
  for (const surplus of line.parts.slice(parts.length)) {
    statements.push(d1.prepare(`UPDATE "transactions" SET "deleted_at" = ?, "updated_at" = ? WHERE "id" = ?`).bind(now, now, surplus.id));
  }
  try {
    await d1.batch(statements);
  } catch (error) {
    if (String(error).includes("malformed JSON")) throw new LineChanged("the line changed while it was being split");
    throw error;
  }
}

/** Soft-deletes a transaction and, when it is a part, every other live part of its line. */
export async function softDeleteLine(db: Database, transactionId: string, now: string): Promise<TransactionRow | undefined> {
  const { results } = await db.$client
    .prepare(
      `UPDATE "transactions" SET "deleted_at" = ?2, "updated_at" = ?2
       WHERE "deleted_at" IS NULL AND ("id" = ?1 OR "split_of" = (SELECT "split_of" FROM "transactions" WHERE "id" = ?1 AND "deleted_at" IS NULL))
       RETURNING ${TRANSACTION_ROWS.columns}`,
    )
    .bind(transactionId, now)
    .all();
  return TRANSACTION_ROWS.decode(results as Record<string, unknown>[]).find((row) => row.id === transactionId);
}

/**
 * Brings a deleted transaction back and, when it is a part, the parts deleted with it (at the same
 * time). A part that a later edit of its split left out cannot come back alone while its line is
 * live: that would break the line's sum ("part_removed"). A live one is returned as it is.
 */
export async function restoreLine(db: Database, transactionId: string, now: string): Promise<{ row: TransactionRow } | { status: "not_found" | "part_removed" }> {
  const { results } = await db.$client
    .prepare(
      `WITH target AS (SELECT "split_of", "deleted_at" FROM "transactions" WHERE "id" = ?1 AND "deleted_at" IS NOT NULL)
       UPDATE "transactions" SET "deleted_at" = NULL, "updated_at" = ?2
       WHERE "deleted_at" IS NOT NULL
         AND ("id" = ?1 OR ("split_of" = (SELECT "split_of" FROM target) AND "deleted_at" = (SELECT "deleted_at" FROM target)))
         AND NOT EXISTS (SELECT 1 FROM "transactions" AS live, target
                         WHERE target."split_of" IS NOT NULL AND live."deleted_at" IS NULL AND (live."id" = target."split_of" OR live."split_of" = target."split_of"))
       RETURNING ${TRANSACTION_ROWS.columns}`,
    )
    .bind(transactionId, now)
    .all();
  const restored = TRANSACTION_ROWS.decode(results as Record<string, unknown>[]).find((row) => row.id === transactionId);
  if (restored) return { row: restored };
  const row = await findTransaction(db, transactionId, true);
  if (!row) return { status: "not_found" };
  return row.deletedAt ? { status: "part_removed" } : { row };
}
