import type { Database } from "./client";
import { TEXT_READ } from "../domain/receipts";
import type { DocumentRow, TransactionRow } from "./schema";
import { TRANSACTION_ROWS } from "./transactions";
import { rowReader } from "./plain";
import { documents } from "./schema";

/**
 * Links between transactions and the documents that explain them (`transaction_documents`), and
 * what a suggestion reads: a document's text and the live transactions of some amounts in a window.
 */

const DOCUMENT_ROWS = rowReader(documents);

/** Links a transaction and a document; true when the link is new. Both must be live (checked by the caller). */
export async function linkDocument(db: Database, transactionId: string, documentId: string, now: string): Promise<boolean> {
  const result = await db.$client
    .prepare(`INSERT INTO "transaction_documents" ("transaction_id", "document_id", "created_at") VALUES (?, ?, ?) ON CONFLICT DO NOTHING`)
    .bind(transactionId, documentId, now)
    .run();
  return result.meta.changes > 0;
}

export async function unlinkDocument(db: Database, transactionId: string, documentId: string): Promise<boolean> {
  const result = await db.$client.prepare(`DELETE FROM "transaction_documents" WHERE "transaction_id" = ? AND "document_id" = ?`).bind(transactionId, documentId).run();
  return result.meta.changes > 0;
}

/** The live documents linked to a transaction, first linked first. */
export async function documentsOfTransaction(db: Database, transactionId: string): Promise<DocumentRow[]> {
  const columns = DOCUMENT_ROWS.columns.split(", ").map((c) => `d.${c}`).join(", ");
  const { results } = await db.$client
    .prepare(`SELECT ${columns} FROM "transaction_documents" AS l JOIN "documents" AS d ON d."id" = l."document_id" WHERE l."transaction_id" = ? AND d."deleted_at" IS NULL ORDER BY l."created_at", d."id"`)
    .bind(transactionId)
    .all();
  return DOCUMENT_ROWS.decode(results as Record<string, unknown>[]);
}

/** The live transactions linked to a document, by date. */
export async function transactionsOfDocument(db: Database, documentId: string): Promise<TransactionRow[]> {
  const columns = TRANSACTION_ROWS.columns.split(", ").map((c) => `t.${c}`).join(", ");
  const { results } = await db.$client
    .prepare(`SELECT ${columns} FROM "transaction_documents" AS l JOIN "transactions" AS t ON t."id" = l."transaction_id" WHERE l."document_id" = ? AND t."deleted_at" IS NULL ORDER BY t."transaction_date", t."id"`)
    .bind(documentId)
    .all();
  return TRANSACTION_ROWS.decode(results as Record<string, unknown>[]);
}

/** The text extracted from a document, in order, up to what a suggestion reads. */
export async function documentText(db: Database, documentId: string): Promise<string> {
  const { results } = await db.$client.prepare(`SELECT "text" FROM "document_chunks" WHERE "document_id" = ? ORDER BY "chunk_index" LIMIT 40`).bind(documentId).all<{ text: string }>();
  return results.map((r) => r.text).join("\n").slice(0, TEXT_READ);
}

/** Live transactions of any of these amounts (cents) in a date window, not yet linked to the document. */
export async function candidateLines(db: Database, documentId: string, amounts: number[], start: string, end: string): Promise<TransactionRow[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT ${TRANSACTION_ROWS.columns} FROM "transactions"
       WHERE "deleted_at" IS NULL AND "transaction_date" BETWEEN ? AND ? AND "amount_cents" IN (SELECT value FROM json_each(?))
         AND "id" NOT IN (SELECT "transaction_id" FROM "transaction_documents" WHERE "document_id" = ?)
       ORDER BY "transaction_date" LIMIT 200`,
    )
    .bind(start, end, JSON.stringify(amounts.slice(0, 50)), documentId)
    .all();
  return TRANSACTION_ROWS.decode(results as Record<string, unknown>[]);
}
