import { createRoute } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { DeletedEnvelope, IdParams } from "../../http/schemas";
import { CategoryListSchema } from "./categories";
import {
  IncludeDeletedQuery,
  TransactionCreateSchema,
  TransactionListQuery,
  TransactionPageSchema,
  TransactionSchema,
  TransactionUpdateSchema,
} from "./schemas";

const tags = ["Transactions"];

export const categories = createRoute({
  method: "get",
  path: "/categories",
  tags,
  summary: "List transaction categories with their tax lines",
  description: "Every category with its group, type, label, tax treatment and its Schedule E (Form 1040) and Form 8825 lines.",
  responses: { 200: jsonContent(CategoryListSchema, "The categories"), ...errorResponses() },
});

export const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "List transactions",
  description: "Paginated, newest first by default; `sum` totals every match by type, not just the page.",
  request: { query: TransactionListQuery },
  responses: { 200: jsonContent(TransactionPageSchema, "A page of transactions with the sums of all matches"), ...errorResponses(422) },
});

export const get = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "Get one transaction",
  request: { params: IdParams, query: IncludeDeletedQuery },
  responses: { 200: jsonContent(TransactionSchema, "The transaction"), ...errorResponses(404, 422) },
});

export const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Create a transaction",
  description: "The category must agree with transaction_type (a revenue:* category is REVENUE). A property_id that names no live property is 400.",
  ...jsonRequest(TransactionCreateSchema, "The transaction; amount is a positive decimal string"),
  responses: { 201: jsonContent(TransactionSchema, "The created transaction"), ...errorResponses(400, 422) },
});

export const patch = createRoute({
  method: "patch",
  path: "/{id}",
  tags,
  summary: "Update a transaction",
  description: "Changes only the fields sent; the category and type must still agree afterwards.",
  ...jsonRequest(TransactionUpdateSchema, "The fields to change", { params: IdParams }),
  responses: { 200: jsonContent(TransactionSchema, "The updated transaction"), ...errorResponses(400, 404, 409, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Soft-delete a transaction",
  request: { params: IdParams },
  responses: { 200: jsonContent(DeletedEnvelope, "The transaction was deleted"), ...errorResponses(404, 422) },
});

export const restore = createRoute({
  method: "post",
  path: "/{id}/restore",
  tags,
  summary: "Restore a soft-deleted transaction",
  request: { params: IdParams },
  responses: { 200: jsonContent(TransactionSchema, "The restored transaction"), ...errorResponses(404, 422) },
});
