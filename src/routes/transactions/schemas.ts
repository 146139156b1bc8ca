import { z } from "@hono/zod-openapi";
import { TRANSACTION_SORTS } from "../../db/transactions";
import { TRANSACTION_TYPES } from "../../db/schema";
import { CATEGORY_VALUES, isCategoryOrGroup } from "../../domain/categories";
import { MONEY_PATTERN, moneyToCents } from "../../domain/money";
import {
  DateFilter,
  ExtraMetadata,
  MetadataPatch,
  IsoDate,
  Money,
  MoneyFilter,
  MoneyOut,
  PageQuery,
  ProvenanceInputSchema,
  ProvenanceSchema,
  queryFlag,
  Timestamp,
  Uuid,
  UuidFilter,
} from "../../http/schemas";

export const Category = z
  .enum(CATEGORY_VALUES, { error: "Unknown category: GET /api/v1/transactions/categories lists the valid values" })
  .openapi({ example: "expense:utilities:electricity" });
const TransactionType = z.enum(TRANSACTION_TYPES).openapi({ example: "EXPENSE" });
// zod runs this even when the pattern failed: text that is not money is the pattern's error alone.
export const PositiveMoney = Money.refine((amount) => !MONEY_PATTERN.test(amount) || moneyToCents(amount) > 0, {
  error: "Input should be greater than 0",
  params: { type: "greater_than" },
});
export const Description = z.string().trim().min(1).max(1000).openapi({ example: "Xcel Energy - July electricity" });
const SourceAccount = z.string().trim().min(1).max(200).nullable().openapi({ example: "Chase Business Checking ...4821" });

export const EXAMPLE = {
  id: "019a8f40-1a2b-7c3d-8e4f-5a6b7c8d9e0f",
  property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f",
  transaction_date: "2025-07-14",
  amount: "142.37",
  category: "expense:utilities:electricity",
  transaction_type: "EXPENSE",
  description: "Xcel Energy - July electricity",
  source_account: "Chase Business Checking ...4821",
  split_of: null,
  provenance: { source_type: "csv_import", source_id: "chase-2025-07.csv", confidence: 1, recorded_at: "2026-11-21T14:26:34.123Z", recorded_by: null, notes: null },
  extra_metadata: {},
  created_at: "2026-11-21T14:26:34.123Z",
  updated_at: "2026-11-21T14:26:34.123Z",
  deleted_at: null,
} as const;

export const TransactionSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    property_id: z.string().nullable().openapi({ format: "uuid", description: "Null for company-level transactions" }),
    transaction_date: IsoDate,
    amount: MoneyOut.openapi({ description: "Positive for revenue and expenses alike" }),
    category: z.string(),
    transaction_type: TransactionType,
    description: z.string(),
    source_account: z.string().nullable(),
    split_of: z.string().nullable().openapi({ description: "For a part of a split bank line, the line's id (its first part); null for a line booked whole. GET /transactions/{id}/split reads the line" }),
    provenance: ProvenanceSchema,
    extra_metadata: z.record(z.string(), z.unknown()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Timestamp.nullable(),
  })
  .openapi("Transaction", { example: EXAMPLE });

export const TransactionCreateSchema = z
  .strictObject({
    property_id: Uuid.nullable().optional().openapi({ description: "Omit or null for a company-level transaction" }),
    transaction_date: IsoDate,
    amount: PositiveMoney,
    category: Category,
    transaction_type: TransactionType.optional().openapi({ description: "Implied by the category when omitted; must agree with it when sent" }),
    description: Description,
    source_account: SourceAccount.optional(),
    provenance: ProvenanceInputSchema.optional(),
    extra_metadata: ExtraMetadata.optional(),
  })
  .openapi("TransactionCreate", {
    example: (({ property_id, transaction_date, amount, category, transaction_type, description, source_account }) => ({
      property_id,
      transaction_date,
      amount,
      category,
      transaction_type,
      description,
      source_account,
    }))(EXAMPLE),
  });

export const TransactionUpdateSchema = z
  .strictObject({
    property_id: Uuid.nullable().optional(),
    transaction_date: IsoDate.optional(),
    amount: PositiveMoney.optional(),
    category: Category.optional(),
    transaction_type: TransactionType.optional(),
    description: Description.optional(),
    source_account: SourceAccount.optional(),
    provenance: ProvenanceInputSchema.optional().openapi({ description: "Replaces the stored provenance" }),
    extra_metadata: MetadataPatch
      .optional()
      .openapi({ description: "Merged into the stored object by top-level key; a key sent as null is removed" }),
  })
  .openapi("TransactionUpdate", { example: { category: "expense:maintenance:repairs", description: "Furnace repair" } });

// Optional filters carry no `example`: Swagger UI would pre-fill it and filter a newcomer's first list.
export const TransactionListQuery = PageQuery.extend({
  category: z
    .string()
    .refine((text) => text.split(",").every((part) => isCategoryOrGroup(part.trim())), {
      error: "Unknown category or group: GET /api/v1/transactions/categories lists them",
      params: { type: "enum" },
    })
    .optional()
    .openapi({ description: "A category (expense:utilities:gas) or a group prefix (expense:utilities, expense, revenue); several separated by commas match any of them" }),
  start_date: DateFilter.optional().openapi({ description: "On or after this date (YYYY-MM-DD)" }),
  end_date: DateFilter.optional().openapi({ description: "On or before this date (YYYY-MM-DD)" }),
  property_id: UuidFilter.optional().openapi({ description: "Only this property's transactions" }),
  transaction_type: z.enum(TRANSACTION_TYPES).optional().openapi({ description: "REVENUE or EXPENSE" }),
  q: z.string().trim().min(1).max(200).optional().openapi({ description: "Description contains this text, ignoring case" }),
  min_amount: MoneyFilter.optional().openapi({ description: "Amount at least this (decimal string)" }),
  max_amount: MoneyFilter.optional().openapi({ description: "Amount at most this (decimal string)" }),
  uncategorized: queryFlag("Only the rows an import could not categorise (true: the review queue), or only the others (false)"),
  include_deleted: queryFlag("Include soft-deleted transactions"),
  sort: z.enum(TRANSACTION_SORTS).default("-transaction_date").openapi({ description: "transaction_date, amount or created_at; prefix - for descending. Default: newest first" }),
});

export const IncludeDeletedQuery = z.object({ include_deleted: queryFlag("Return the transaction even if it is soft-deleted") });

const Sums = z
  .object({ revenue: MoneyOut, expense: MoneyOut, net: MoneyOut.openapi({ description: "revenue - expense (may be negative)" }) })
  .openapi("TransactionSums", { description: "Sums of every match, not just this page" });

export const TransactionPageSchema = z
  .object({
    items: z.array(TransactionSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    sum: Sums,
  })
  .openapi("TransactionPage", { example: { items: [EXAMPLE], total: 1, page: 1, page_size: 50, sum: { revenue: "0.00", expense: "142.37", net: "-142.37" } } });

export type Transaction = z.infer<typeof TransactionSchema>;
export type TransactionCreate = z.infer<typeof TransactionCreateSchema>;
export type TransactionUpdate = z.infer<typeof TransactionUpdateSchema>;
