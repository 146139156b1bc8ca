import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { moneyToCents } from "../domain/money";
import { stampProvenance, type ProvenanceInput, type SourceType } from "../domain/provenance";
import type { Database } from "./client";
import { chunks, compile, rowReader } from "./plain";
import { filteredLedger } from "./ledger";
import { recordQueries } from "./records";
import { transactions, type NewTransactionRow, type TransactionRow, type TransactionTypeValue } from "./schema";

export const TRANSACTION_SORTS = ["transaction_date", "-transaction_date", "amount", "-amount", "created_at", "-created_at"] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

export interface TransactionFilter {
  /** Category values to match (an exact category, or every member of a group). */
  categories?: string[];
  startDate?: string;
  endDate?: string;
  propertyId?: string;
  transactionType?: TransactionTypeValue;
  q?: string;
  /** Words the description must hold besides `q`. */
  alsoQ?: string;
  /** Rows whose description does not contain this ("via Presidio Oak": what was paid to others through the manager). */
  notQ?: string;
  minAmountCents?: number;
  maxAmountCents?: number;
  /** Rows an import filed under a catch-all category (`extra_metadata.uncategorized`), or the others. */
  uncategorized?: boolean;
  includeDeleted?: boolean;
}

const SORT_COLUMNS = {
  transaction_date: transactions.transactionDate,
  amount: transactions.amountCents,
  created_at: transactions.createdAt,
};

export function transactionWhere(filter: TransactionFilter): SQL | undefined {
  return and(
    filter.includeDeleted ? undefined : isNull(transactions.deletedAt),
    filter.categories ? inArray(transactions.category, filter.categories) : undefined,
    filter.startDate ? gte(transactions.transactionDate, filter.startDate) : undefined,
    filter.endDate ? lte(transactions.transactionDate, filter.endDate) : undefined,
    filter.propertyId ? eq(transactions.propertyId, filter.propertyId) : undefined,
    filter.transactionType ? eq(transactions.transactionType, filter.transactionType) : undefined,
    filter.q ? sql`instr(lower(${transactions.description}), lower(${filter.q})) > 0` : undefined,
    filter.alsoQ ? sql`instr(lower(${transactions.description}), lower(${filter.alsoQ})) > 0` : undefined,
    filter.notQ ? sql`instr(lower(${transactions.description}), lower(${filter.notQ})) = 0` : undefined,
    filter.minAmountCents !== undefined ? gte(transactions.amountCents, filter.minAmountCents) : undefined,
    filter.maxAmountCents !== undefined ? lte(transactions.amountCents, filter.maxAmountCents) : undefined,
    filter.uncategorized === undefined
      ? undefined
      : filter.uncategorized
        ? sql`json_extract(${transactions.extraMetadata}, '$.uncategorized') = 1`
        : sql`coalesce(json_extract(${transactions.extraMetadata}, '$.uncategorized'), 0) != 1`,
  );
}

export interface TransactionPage {
  rows: TransactionRow[];
  total: number;
  /** Sum of the amounts of every match (not just the page), in cents, by type. */
  sums: Record<TransactionTypeValue, number>;
}

/** The order of a sort; the id breaks ties, so pages never repeat or skip a row. */
function orderOf(sort: TransactionSort): SQL[] {
  const descending = sort.startsWith("-");
  const column = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS];
  const direction = descending ? desc : asc;
  return [direction(column), direction(transactions.id)];
}

/** Whole transaction rows read by plain statements (db/plain.ts). */
export const TRANSACTION_ROWS = rowReader(transactions);

const ORDER_SQL: Record<TransactionSort, string> = {
  transaction_date: `"transaction_date" ASC, "id" ASC`,
  "-transaction_date": `"transaction_date" DESC, "id" DESC`,
  amount: `"amount_cents" ASC, "id" ASC`,
  "-amount": `"amount_cents" DESC, "id" DESC`,
  created_at: `"created_at" ASC, "id" ASC`,
  "-created_at": `"created_at" DESC, "id" DESC`,
};

/** Whether the ledger totals can count and sum a filter's matches: none of its filters reads a row's other columns. */
function ledgerCovers(filter: TransactionFilter): boolean {
  return !filter.includeDeleted && !filter.q && !filter.alsoQ && !filter.notQ && filter.minAmountCents === undefined && filter.maxAmountCents === undefined && filter.uncategorized === undefined;
}

/**
 * One page of matches, with the count and sums of every match by type, in one D1 batch (db/plain.ts):
 * the list screen's read. When the filter is a period, property, categories or type, the count and
 * sums come from the ledger totals (db/ledger.ts), so a month's page does not also scan the month.
 */
export async function listTransactions(db: Database, filter: TransactionFilter, sort: TransactionSort, page: number, pageSize: number): Promise<TransactionPage> {
  const where = compile(transactionWhere(filter));
  const d1 = db.$client;
  const pageStatement = d1
    .prepare(`SELECT ${TRANSACTION_ROWS.columns} FROM "transactions" WHERE ${where.sql} ORDER BY ${ORDER_SQL[sort]} LIMIT ? OFFSET ?`)
    .bind(...where.params, pageSize, (page - 1) * pageSize);
  const byType: Record<TransactionTypeValue, number> = { REVENUE: 0, EXPENSE: 0 };
  let total = 0;
  let rows: D1Result | undefined;
  if (ledgerCovers(filter)) {
    const groups = await filteredLedger(db, filter, [], async (statements) => {
      const [first, ...rest] = await d1.batch([pageStatement, ...statements]);
      rows = first;
      return rest;
    });
    for (const group of groups) {
      byType[group.type] += group.cents;
      total += group.count;
    }
  } else {
    const [first, byTypeRows] = await d1.batch([
      pageStatement,
      d1.prepare(`SELECT "transaction_type" AS type, count(*) AS n, sum("amount_cents") AS cents FROM "transactions" WHERE ${where.sql} GROUP BY "transaction_type"`).bind(...where.params),
    ]);
    rows = first;
    for (const row of byTypeRows!.results as { type: TransactionTypeValue; n: number; cents: number | null }[]) {
      byType[row.type] = row.cents ?? 0;
      total += row.n;
    }
  }
  // A filter the ledger cannot match (an empty period) reads no totals: the page is read alone.
  rows ??= await pageStatement.all();
  return { rows: TRANSACTION_ROWS.decode(rows.results as Record<string, unknown>[]), total, sums: byType };
}

/** Every match, read a slice at a time (for exports), in the order of `sort`. */
export async function* eachTransaction(db: Database, filter: TransactionFilter, sort: TransactionSort, sliceSize = 1000): AsyncGenerator<TransactionRow[]> {
  const where = transactionWhere(filter);
  for (let offset = 0; ; offset += sliceSize) {
    const rows = await db.select().from(transactions).where(where).orderBy(...orderOf(sort)).limit(sliceSize).offset(offset);
    if (rows.length) yield rows;
    if (rows.length < sliceSize) return;
  }
}

/** A transaction's fields as a request or an import gives them (amount a decimal string, positive). */
export interface TransactionFields {
  property_id?: string | null | undefined;
  transaction_date: string;
  amount: string;
  category: string;
  transaction_type: TransactionTypeValue;
  description: string;
  source_account?: string | null | undefined;
  provenance?: ProvenanceInput | undefined;
  extra_metadata?: Record<string, unknown> | undefined;
}

/** Who wrote a row and the external key an import gives it. */
export interface NewRowOptions {
  source?: SourceType;
  importKey?: string | null;
}

/** A new transaction's row, as the API's create and every import write it. */
export function newTransactionRow(input: TransactionFields, id: string, now: string, options: NewRowOptions = {}): NewTransactionRow {
  return {
    id,
    propertyId: input.property_id ?? null,
    transactionDate: input.transaction_date,
    amountCents: moneyToCents(input.amount),
    category: input.category,
    transactionType: input.transaction_type,
    description: input.description,
    sourceAccount: input.source_account ?? null,
    importKey: options.importKey ?? null,
    splitOf: null,
    provenance: stampProvenance(input.provenance, options.source ?? "api", now),
    extraMetadata: input.extra_metadata ?? {},
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

const records = recordQueries(transactions);

export const findTransaction = records.find;
export const insertTransaction = records.insert;
export const patchTransaction = records.patch;

/** Rows per INSERT: they travel as one JSON parameter, well under D1's statement size limit. */
const BULK_CHUNK = 500;

const BULK_COLUMNS = [
  ["id", "id"],
  ["property_id", "propertyId"],
  ["transaction_date", "transactionDate"],
  ["amount_cents", "amountCents"],
  ["category", "category"],
  ["transaction_type", "transactionType"],
  ["description", "description"],
  ["source_account", "sourceAccount"],
  ["import_key", "importKey"],
  ["split_of", "splitOf"],
  ["provenance", "provenance"],
  ["extra_metadata", "extraMetadata"],
  ["created_at", "createdAt"],
  ["updated_at", "updatedAt"],
] as const;

const JSON_COLUMNS = new Set(["provenance", "extra_metadata"]);

/** SQL that reads one JSON-array parameter, so a chunk costs one bound parameter instead of 13 per row. */
const BULK_INSERT = `INSERT INTO transactions (${BULK_COLUMNS.map(([column]) => column).join(", ")}, deleted_at)
SELECT ${BULK_COLUMNS.map(([column]) => (JSON_COLUMNS.has(column) ? `json(json_extract(value, '$.${column}'))` : `json_extract(value, '$.${column}')`)).join(", ")}, NULL
FROM json_each(?) WHERE true
ON CONFLICT (import_key) DO NOTHING
RETURNING id`;

/**
 * Inserts many transactions in one D1 batch (all or nothing). Rows whose import key already exists
 * are left out by the database itself; the ids of the rows written come back.
 */
export async function insertTransactionsBulk(db: Database, rows: NewTransactionRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const d1 = db.$client;
  const statements = [];
  for (let i = 0; i < rows.length; i += BULK_CHUNK) {
    const chunk = rows.slice(i, i + BULK_CHUNK).map((row) => Object.fromEntries(BULK_COLUMNS.map(([column, field]) => [column, row[field] ?? null])));
    statements.push(d1.prepare(BULK_INSERT).bind(JSON.stringify(chunk)));
  }
  const results = await d1.batch<{ id: string }>(statements);
  return results.flatMap((result) => result.results.map((row) => row.id));
}

/**
 * One row's INSERT, its columns named once (above) for every writer of whole rows. `when` guards it:
 * the row is written only if that condition holds inside the same batch.
 */
export function insertTransactionStatement(d1: D1Database, row: NewTransactionRow, when?: { sql: string; params: unknown[] }): D1PreparedStatement {
  const values = BULK_COLUMNS.map(([column, field]) => (JSON_COLUMNS.has(column) ? JSON.stringify(row[field] ?? {}) : (row[field] ?? null)));
  return d1
    .prepare(
      `INSERT INTO transactions (${BULK_COLUMNS.map(([column]) => column).join(", ")}, deleted_at) SELECT ${BULK_COLUMNS.map(([column]) => (JSON_COLUMNS.has(column) ? "json(?)" : "?")).join(", ")}, NULL${when ? ` WHERE ${when.sql}` : ""}`,
    )
    .bind(...values, ...(when?.params ?? []));
}

/** Which of these import keys are already taken (by any transaction, deleted ones included). */
export async function existingImportKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += BULK_CHUNK) {
    const { results } = await db.$client
      .prepare("SELECT import_key FROM transactions WHERE import_key IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(keys.slice(i, i + BULK_CHUNK)))
      .all<{ import_key: string }>();
    for (const row of results) found.add(row.import_key);
  }
  return found;
}

/** Removes rows for good (parts of a line an import could not write whole), in one statement per chunk. */
export async function deleteTransactions(db: Database, ids: string[]): Promise<void> {
  const d1 = db.$client;
  await d1.batch(chunks(ids, BULK_CHUNK).map((part) => d1.prepare(`DELETE FROM transactions WHERE id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(part))));
}
