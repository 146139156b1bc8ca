import { getDb } from "../../db/client";
import {
  findTransaction,
  insertTransaction,
  listTransactions,
  patchTransaction,
  restoreTransaction,
  softDeleteTransaction,
} from "../../db/transactions";
import type { TransactionType } from "../../domain/categories";
import { newId } from "../../domain/ids";
import { categoryTypeError, typeOfCategory } from "../../domain/ledger";
import { MAX_METADATA_BYTES, metadataTooLarge } from "../../domain/metadata";
import { centsToMoney } from "../../domain/money";
import { nowIso } from "../../domain/time";
import { ApiError, patchedRow } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { requireLiveProperty } from "../../http/references";
import { listCategories } from "./categories";
import { transactionFilterOf } from "./filters";
import { toNewTransactionRow, toTransaction, toTransactionChanges } from "./mapping";
import type * as routes from "./routes";

const notFound = (id: string) => ApiError.notFound(`Transaction ${id} not found`);

/** Settles the type of a new transaction: implied by its category, or checked against it. */
function settleType(category: string, sent: TransactionType | undefined): TransactionType {
  const implied = typeOfCategory(category) as TransactionType;
  if (sent === undefined) return implied;
  const error = categoryTypeError(category, sent);
  if (error) throw ApiError.invalidField(["body", "category"], error);
  return sent;
}

export const categories: AppRouteHandler<typeof routes.categories> = (c) => c.json(listCategories(), 200);

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const query = c.req.valid("query");
  const { rows, total, sums } = await listTransactions(getDb(c.env.DB), transactionFilterOf(query), query.sort, query.page, query.page_size);
  const sum = { revenue: centsToMoney(sums.REVENUE), expense: centsToMoney(sums.EXPENSE), net: centsToMoney(sums.REVENUE - sums.EXPENSE) };
  return c.json({ items: rows.map(toTransaction), total, page: query.page, page_size: query.page_size, sum }, 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await findTransaction(getDb(c.env.DB), id, c.req.valid("query").include_deleted ?? false);
  if (!row) throw notFound(id);
  return c.json(toTransaction(row), 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const transaction_type = settleType(body.category, body.transaction_type);
  const db = getDb(c.env.DB);
  await requireLiveProperty(db, body.property_id);
  const row = await insertTransaction(db, toNewTransactionRow({ ...body, transaction_type }, newId(), nowIso()));
  return c.json(toTransaction(row), 201);
};

export const patch: AppRouteHandler<typeof routes.patch> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  await requireLiveProperty(db, body.property_id);
  const outcome = await patchTransaction(db, id, (current, updatedAt) => {
    const changes = toTransactionChanges(current, body, updatedAt);
    if (Object.keys(changes).length === 0) return null;
    const error = categoryTypeError(changes.category ?? current.category, changes.transactionType ?? current.transactionType);
    if (error) throw ApiError.invalidField(["body", body.category === undefined ? "transaction_type" : "category"], error);
    if (changes.extraMetadata && metadataTooLarge(changes.extraMetadata)) {
      throw ApiError.invalidField(["body", "extra_metadata"], `extra_metadata must serialize to at most ${MAX_METADATA_BYTES} bytes`);
    }
    return changes;
  });
  return c.json(toTransaction(patchedRow(outcome, "Transaction", id)), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid("param");
  const deleted = await softDeleteTransaction(getDb(c.env.DB), id, nowIso());
  if (!deleted?.deletedAt) throw notFound(id);
  return c.json({ success: true as const, data: { id: deleted.id, deleted_at: deleted.deletedAt } }, 200);
};

export const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await restoreTransaction(getDb(c.env.DB), id, nowIso());
  if (!row) throw notFound(id);
  return c.json(toTransaction(row), 200);
};
