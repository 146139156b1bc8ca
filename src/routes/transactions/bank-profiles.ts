import { createRoute } from "@hono/zod-openapi";
import { deleteBankProfile, listBankProfiles } from "../../db/bank-profiles";
import { getDb } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams, RemovedEnvelope } from "../../http/schemas";
import { BankProfileListSchema } from "./import-schemas";

const tags = ["Transactions"];

export const listProfilesRoute = createRoute({
  method: "get",
  path: "/import/profiles",
  tags,
  summary: "The bank CSV column mappings saved for their files' headers",
  description: "An import of a bank CSV that names its columns saves them for the file's headers; the next file with the same headers (case and spacing ignored) is read with them when its request names no columns. Most recently used first.",
  responses: { 200: jsonContent(BankProfileListSchema, "The saved mappings"), ...errorResponses() },
});

export const listProfilesHandler: AppRouteHandler<typeof listProfilesRoute> = async (c) => {
  const profiles = await listBankProfiles(getDb(c.env.DB));
  return c.json({ items: profiles.map(({ header_key: _, ...profile }) => profile), total: profiles.length }, 200);
};

export const deleteProfileRoute = createRoute({
  method: "delete",
  path: "/import/profiles/{id}",
  tags,
  summary: "Forget a saved column mapping",
  description: "The next file with those headers needs its columns named again (or found by their usual names). Transactions already imported are not touched.",
  request: { params: IdParams },
  responses: { 200: jsonContent(RemovedEnvelope, "The mapping was forgotten"), ...errorResponses(404, 422) },
});

export const deleteProfileHandler: AppRouteHandler<typeof deleteProfileRoute> = async (c) => {
  const { id } = c.req.valid("param");
  if (!(await deleteBankProfile(getDb(c.env.DB), id))) throw ApiError.notFound(`Bank profile ${id} not found`);
  return c.json({ success: true as const, data: { id } }, 200);
};
