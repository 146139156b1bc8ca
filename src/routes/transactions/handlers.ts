import { getDb } from "../../db/client";
import {
  findTransaction,
  insertTransaction,
  listTransactions,
  patchTransaction,
} from "../../db/transactions";
import { restoreLine, softDeleteLine } from "../../db/splits";
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

/** What a part of a split line shares with the line: the bank's amount, direction, date and account. */
const LINE_FIELDS = [
  ["amountCents", "amount"],
  ["transactionType", "transaction_type"],
  ["transactionDate", "transaction_date"],
  ["sourceAccount", "source_account"],
] as const;

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
    if (current.splitOf) {
      const moved = LINE_FIELDS.find(([column]) => changes[column] !== undefined && changes[column] !== current[column]);
      if (moved) throw ApiError.invalidField(["body", moved[1]], `transaction ${id} is a part of a split bank line: its ${moved[1]} is the line's; change the parts with PUT /api/v1/transactions/${current.splitOf}/split`);
    }
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
  // A part of a split line goes with its whole line: the bank line is one thing at the bank.
  const deleted = await softDeleteLine(getDb(c.env.DB), id, nowIso());
  if (!deleted?.deletedAt) throw notFound(id);
  return c.json({ success: true as const, data: { id: deleted.id, deleted_at: deleted.deletedAt } }, 200);
};

export const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
  const { id } = c.req.valid("param");
  const outcome = await restoreLine(getDb(c.env.DB), id, nowIso());
  if ("status" in outcome) {
    if (outcome.status === "not_found") throw notFound(id);
    throw new ApiError(409, `Transaction ${id} was a part its split line no longer has; the line is live without it, so it cannot come back alone`);
  }
  return c.json(toTransaction(outcome.row), 200);
};
