import { createRoute, z } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { DeletedEnvelope, IdParams, queryInt } from "../../http/schemas";
import {
  IncludeDeletedQuery,
  PropertyCreateSchema,
  PropertyListQuery,
  PropertyPageSchema,
  PropertySchema,
  PropertyUpdateSchema,
  DepreciationSchema,
} from "./schemas";

const tags = ["Properties"];

export const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "List properties",
  description: "Paginated; filter by status or address, sort by address, acquisition date or creation time.",
  request: { query: PropertyListQuery },
  responses: {
    200: jsonContent(PropertyPageSchema, "A page of properties"),
    ...errorResponses(422),
  },
});

export const get = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "Get one property",
  request: { params: IdParams, query: IncludeDeletedQuery },
  responses: {
    200: jsonContent(PropertySchema, "The property"),
    ...errorResponses(404, 422),
  },
});

export const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Create a property",
  ...jsonRequest(PropertyCreateSchema, "The property; ffe_basis defaults to 0.00 and status to ACTIVE"),
  responses: {
    201: jsonContent(PropertySchema, "The created property"),
    ...errorResponses(400, 422),
  },
});

export const patch = createRoute({
  method: "patch",
  path: "/{id}",
  tags,
  summary: "Update a property",
  description: "Changes only the fields sent; extra_metadata merges by top-level key (null removes a key).",
  ...jsonRequest(PropertyUpdateSchema, "The fields to change", { params: IdParams }),
  responses: {
    200: jsonContent(PropertySchema, "The updated property"),
    ...errorResponses(400, 404, 409, 422),
  },
});

export const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Soft-delete a property",
  description: "Sets deleted_at; the property then disappears from lists and GET unless include_deleted=true. Its transactions and obligations are kept.",
  request: { params: IdParams },
  responses: {
    200: jsonContent(DeletedEnvelope, "The property was deleted"),
    ...errorResponses(404, 422),
  },
});

export const restore = createRoute({
  method: "post",
  path: "/{id}/restore",
  tags,
  summary: "Restore a soft-deleted property",
  description: "Clears deleted_at. Restoring a property that is not deleted returns it unchanged.",
  request: { params: IdParams },
  responses: {
    200: jsonContent(PropertySchema, "The restored property"),
    ...errorResponses(404, 422),
  },
});

export const depreciation = createRoute({
  method: "get",
  path: "/{id}/depreciation",
  tags: ["Properties"],
  summary: "Depreciation of a property: one year and the full schedule",
  description:
    "Building over 27.5 years (mid-month), FF&E over 5 years (half-year), from placed_in_service; land never depreciates. Each capital improvement (expense:capital_improvement) and later furniture or equipment (expense:furniture_equipment) of the property is an asset of its own, depreciated from its own date over its class.",
  request: {
    params: IdParams,
    query: z.object({ year: queryInt({ min: 1900, max: 2200 }).optional().openapi({ description: "A tax year to report on its own (YYYY)" }) }),
  },
  responses: { 200: jsonContent(DepreciationSchema, "The depreciation"), ...errorResponses(400, 404, 422) },
});
