import { getDb } from "../../db/client";
import {
  findProperty,
  insertProperty,
  listProperties,
  restoreProperty,
  softDeleteProperty,
  patchProperty,
} from "../../db/properties";
import { capitalAssets } from "../../db/assets";
import { loadConfig } from "../../config";
import { todayIn } from "../../domain/dates";
import { depreciationInput, propertySchedule, propertyYear, type PropertyYear } from "../../domain/depreciation";
import { centsToMoney } from "../../domain/money";
import { newId } from "../../domain/ids";
import { MAX_METADATA_BYTES, metadataTooLarge } from "../../domain/metadata";
import { placedInServiceError } from "../../domain/property";
import { nowIso } from "../../domain/time";
import { ApiError, patchedRow } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { toDepreciationYear, toImprovement, toNewPropertyRow, toProperty, toPropertyChanges } from "./mapping";
import { METHODS } from "./schemas";
import type * as routes from "./routes";

const notFound = (id: string) => ApiError.notFound(`Property ${id} not found`);

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const query = c.req.valid("query");
  const { rows, total } = await listProperties(
    getDb(c.env.DB),
    { status: query.status, q: query.q, includeDeleted: query.include_deleted ?? false },
    query.sort,
    query.page,
    query.page_size,
  );
  return c.json({ items: rows.map(toProperty), total, page: query.page, page_size: query.page_size }, 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await findProperty(getDb(c.env.DB), id, c.req.valid("query").include_deleted ?? false);
  if (!row) throw notFound(id);
  return c.json(toProperty(row), 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const dateError = placedInServiceError(body.acquisition_date, body.placed_in_service ?? null);
  if (dateError) throw ApiError.invalidField(["body", "placed_in_service"], dateError);
  const row = await insertProperty(getDb(c.env.DB), toNewPropertyRow(body, newId(), nowIso()));
  return c.json(toProperty(row), 201);
};

export const patch: AppRouteHandler<typeof routes.patch> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const outcome = await patchProperty(getDb(c.env.DB), id, (current, updatedAt) => {
    const changes = toPropertyChanges(current, body, updatedAt);
    if (Object.keys(changes).length === 0) return null;
    const dateError = placedInServiceError(
      changes.acquisitionDate ?? current.acquisitionDate,
      changes.placedInService === undefined ? current.placedInService : changes.placedInService,
    );
    if (dateError) throw ApiError.invalidField(["body", body.placed_in_service === undefined ? "acquisition_date" : "placed_in_service"], dateError);
    if (changes.extraMetadata && metadataTooLarge(changes.extraMetadata)) {
      throw ApiError.invalidField(["body", "extra_metadata"], `extra_metadata must serialize to at most ${MAX_METADATA_BYTES} bytes`);
    }
    return changes;
  });
  return c.json(toProperty(patchedRow(outcome, "Property", id)), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid("param");
  const deleted = await softDeleteProperty(getDb(c.env.DB), id, nowIso());
  if (!deleted?.deletedAt) throw notFound(id);
  return c.json({ success: true as const, data: { id: deleted.id, deleted_at: deleted.deletedAt } }, 200);
};

export const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await restoreProperty(getDb(c.env.DB), id, nowIso());
  if (!row) throw notFound(id);
  return c.json(toProperty(row), 200);
};

export const depreciation: AppRouteHandler<typeof routes.depreciation> = async (c) => {
  const { id } = c.req.valid("param");
  const { year } = c.req.valid("query");
  const property = await findProperty(getDb(c.env.DB), id);
  if (!property) throw ApiError.notFound(`Property ${id} not found`);
  const input = depreciationInput(property);
  if (!input) throw ApiError.badRequest(`Property ${id} has no placed_in_service date: set it to compute depreciation`);
  const assets = await capitalAssets(getDb(c.env.DB), property.id);
  const schedule = propertySchedule(input, assets);
  const sum = (pick: (row: PropertyYear) => number) => centsToMoney(schedule.reduce((total, row) => total + pick(row), 0));
  return c.json(
    {
      property_id: property.id,
      address: property.address,
      placed_in_service: input.placedInService,
      land_basis: centsToMoney(property.landBasisCents),
      building_basis: centsToMoney(property.buildingBasisCents),
      ffe_basis: centsToMoney(property.ffeBasisCents),
      methods: METHODS,
      year: year === undefined ? null : toDepreciationYear(propertyYear(input, assets, year)),
      improvements: assets.map((asset) => toImprovement(asset, year, Number(todayIn(loadConfig(c.env).timezone).slice(0, 4)))),
      schedule: schedule.map(toDepreciationYear),
      totals: { building: sum((r) => r.building_cents), ffe: sum((r) => r.ffe_cents), improvements: sum((r) => r.improvements_cents), total: sum((r) => r.total_cents) },
    },
    200,
  );
};
