import type { z } from "@hono/zod-openapi";
import type { TransactionFilter } from "../../db/transactions";
import { categoriesMatching } from "../../domain/categories";
import { moneyToCents } from "../../domain/money";
import { ApiError } from "../../http/errors";
import type { TransactionListQuery } from "./schemas";

/**
 * The ledger filter of a list or export query, after the checks a schema cannot make on one field
 * alone (a period that ends before it starts, a minimum above the maximum: 422 at the second field).
 */
export function transactionFilterOf(query: Omit<z.infer<typeof TransactionListQuery>, "page" | "page_size">): TransactionFilter {
  if (query.start_date && query.end_date && query.start_date > query.end_date) {
    throw ApiError.invalidField(["query", "end_date"], "end_date must be on or after start_date");
  }
  const minAmountCents = query.min_amount === undefined ? undefined : moneyToCents(query.min_amount);
  const maxAmountCents = query.max_amount === undefined ? undefined : moneyToCents(query.max_amount);
  if (minAmountCents !== undefined && maxAmountCents !== undefined && minAmountCents > maxAmountCents) {
    throw ApiError.invalidField(["query", "max_amount"], "max_amount must be at least min_amount");
  }
  const categories = query.category?.split(",").flatMap((part) => categoriesMatching(part.trim()).map((info) => info.value));
  return {
    categories: categories ? [...new Set(categories)] : undefined,
    startDate: query.start_date,
    endDate: query.end_date,
    propertyId: query.property_id,
    transactionType: query.transaction_type,
    q: query.q,
    minAmountCents,
    maxAmountCents,
    uncategorized: query.uncategorized,
    includeDeleted: query.include_deleted ?? false,
  };
}
