import type { NewTransactionRow, TransactionRow } from "../../db/schema";
import { newTransactionRow, type NewRowOptions } from "../../db/transactions";
import { mergeMetadata } from "../../domain/metadata";
import { centsToMoney, moneyToCents } from "../../domain/money";
import { stampProvenance, type SourceType } from "../../domain/provenance";
import type { TransactionType } from "../../domain/categories";
import type { Transaction, TransactionCreate, TransactionUpdate } from "./schemas";

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    property_id: row.propertyId,
    transaction_date: row.transactionDate,
    amount: centsToMoney(row.amountCents),
    category: row.category,
    transaction_type: row.transactionType,
    description: row.description,
    source_account: row.sourceAccount,
    split_of: row.splitOf,
    provenance: row.provenance,
    extra_metadata: row.extraMetadata,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  };
}

/** A validated create request (its type already settled) as a row: the same row an import writes (db/transactions.ts). */
export const toNewTransactionRow = (input: TransactionCreate & { transaction_type: TransactionType }, id: string, now: string, options: NewRowOptions = {}): NewTransactionRow =>
  newTransactionRow(input, id, now, options);

/** The column changes a PATCH asks for (only the fields it sent). */
export function toTransactionChanges(current: TransactionRow, patch: TransactionUpdate, now: string): Partial<NewTransactionRow> {
  const changes: Partial<NewTransactionRow> = {};
  if (patch.property_id !== undefined) changes.propertyId = patch.property_id;
  if (patch.transaction_date !== undefined) changes.transactionDate = patch.transaction_date;
  if (patch.amount !== undefined) changes.amountCents = moneyToCents(patch.amount);
  if (patch.category !== undefined) changes.category = patch.category;
  if (patch.transaction_type !== undefined) changes.transactionType = patch.transaction_type;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.source_account !== undefined) changes.sourceAccount = patch.source_account;
  if (patch.provenance !== undefined) changes.provenance = stampProvenance(patch.provenance, "api", now);
  if (patch.extra_metadata !== undefined) changes.extraMetadata = mergeMetadata(current.extraMetadata, patch.extra_metadata);
  // A category chosen by a person settles a row the import could not categorise: it leaves the review
  // queue (`uncategorized=true`), unless the same request keeps the flag on purpose.
  if (patch.category !== undefined && (changes.extraMetadata ?? current.extraMetadata).uncategorized !== undefined && patch.extra_metadata?.uncategorized === undefined) {
    const { uncategorized: _settled, ...rest } = changes.extraMetadata ?? current.extraMetadata;
    changes.extraMetadata = rest;
  }
  return changes;
}
