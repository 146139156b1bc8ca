import { createRoute } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { DeletedEnvelope, IdParams } from "../../http/schemas";
import { DepositCreateSchema, DepositListQuery, DepositListSchema, DepositSchema, SettlementCreateSchema } from "./schemas";

const tags = ["Deposits"];

export const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Security deposits held",
  description:
    "Deposits still held (part or whole), oldest first, with the total held. A deposit is a liability of its property, not income: it never reaches the ledger, P&L or Schedule E until a part is kept.",
  request: { query: DepositListQuery },
  responses: { 200: jsonContent(DepositListSchema, "The deposits"), ...errorResponses(422) },
});

export const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Record a security deposit received",
  description: "A property_id that names no live property is 400.",
  ...jsonRequest(DepositCreateSchema, "The deposit"),
  responses: { 201: jsonContent(DepositSchema, "The deposit"), ...errorResponses(400, 422) },
});

export const get = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "One deposit, with its settlements",
  request: { params: IdParams },
  responses: { 200: jsonContent(DepositSchema, "The deposit"), ...errorResponses(404, 422) },
});

export const settle = createRoute({
  method: "post",
  path: "/{id}/settlements",
  tags,
  summary: "Return part of a deposit, or keep it for rent or damages",
  description:
    "A part returned leaves the books as it came: outside them. A part kept becomes income on its date, in the same write: long-term rent (kept_for_rent) or a security deposit kept (kept_for_damages), as a transaction of the deposit's property. More than is held is 422, naming the difference.",
  ...jsonRequest(SettlementCreateSchema, "The settlement", { params: IdParams }),
  responses: { 201: jsonContent(DepositSchema, "The deposit after it"), ...errorResponses(400, 404, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete a deposit recorded by mistake (soft)",
  description: "Its settlements and any income they made stay; delete those transactions on their own if they were a mistake too.",
  request: { params: IdParams },
  responses: { 200: jsonContent(DeletedEnvelope, "The deposit was deleted"), ...errorResponses(404, 422) },
});
