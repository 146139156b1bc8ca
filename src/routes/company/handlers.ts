import { getDb } from "../../db/client";
import { getCompanyProfile, putCompanyProfile } from "../../db/company";
import { newId } from "../../domain/ids";
import { nowIso } from "../../domain/time";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { toCompany, toCompanyRow } from "./mapping";
import type * as routes from "./routes";

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const row = await getCompanyProfile(getDb(c.env.DB));
  if (!row) throw ApiError.notFound("The company profile has not been set; PUT /api/v1/company creates it");
  return c.json(toCompany(row), 200);
};

export const put: AppRouteHandler<typeof routes.put> = async (c) => {
  const row = await putCompanyProfile(getDb(c.env.DB), toCompanyRow(c.req.valid("json"), newId(), nowIso()));
  return c.json(toCompany(row), 200);
};
