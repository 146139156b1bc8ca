import { z } from "@hono/zod-openapi";
import { OBLIGATION_TYPES } from "../../db/schema";
import { OBLIGATION_STATUSES } from "../../domain/obligation-status";
import { DateFilter as SharedDateFilter, PageQuery, queryFlag, queryInt } from "../../http/schemas";

// Optional filters carry no `example`: Swagger UI would pre-fill it and filter a newcomer's first list.
const DateFilter = (description: string) => SharedDateFilter.optional().openapi({ description });

export const ObligationListQuery = PageQuery.extend({
  status: z.enum(OBLIGATION_STATUSES).optional().openapi({ description: "Only obligations whose derived status is this (due_soon and overdue are computed from the due date)" }),
  upcoming: queryInt({ min: 0, max: 3660 })
    .optional()
    .openapi({ description: "Only open obligations due from today through today + this many days" }),
  property_id: z
    .uuid()
    .transform((id) => id.toLowerCase())
    .optional()
    .openapi({ type: "string", format: "uuid", description: "Only obligations of this property" }),
  obligation_type: z.enum(OBLIGATION_TYPES).optional().openapi({ description: "Only obligations of this type" }),
  start_date: DateFilter("Only obligations due on or after this date"),
  end_date: DateFilter("Only obligations due on or before this date"),
  q: z.string().trim().min(1).max(200).optional().openapi({ description: "Description contains this text, ignoring case" }),
  include_deleted: queryFlag("Include soft-deleted obligations"),
});

export const IncludeDeletedQuery = z.object({
  include_deleted: queryFlag("Return the obligation even if it is soft-deleted"),
});

export const OccurrencesQuery = z.object({
  count: queryInt({ min: 1, max: 100 }).default(5).openapi({ default: 5, example: 5, description: "How many due dates, 1 to 100" }),
});
