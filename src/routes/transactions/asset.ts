import { createRoute, z } from "@hono/zod-openapi";
import { capitalAsset, setAssetTerms, type CapitalAsset } from "../../db/assets";
import { getDb } from "../../db/client";
import { assetSchedule, RECOVERY_METHODS, RECOVERY_PERIODS } from "../../domain/depreciation";
import { centsToMoney } from "../../domain/money";
import { nowIso } from "../../domain/time";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams, IsoDate } from "../../http/schemas";

const AssetTermsSchema = z
  .object({
    recovery_period: z.enum(RECOVERY_PERIODS).nullable().openapi({ description: '"27.5" residential (a roof, HVAC, a remodel), "15" a land improvement (fence, driveway, landscaping), "7" or "5" equipment and furniture; null: the category\'s class' }),
    placed_in_service: IsoDate.nullable().openapi({ description: "When it was ready for use; null: the transaction's date" }),
  })
  .strict()
  .openapi("AssetTerms");

const AssetSchema = z
  .object({
    transaction_id: z.string(),
    property_id: z.string(),
    description: z.string(),
    category: z.string(),
    basis: z.string(),
    recovery_period: z.enum(RECOVERY_PERIODS),
    placed_in_service: z.string(),
    method: z.string(),
    terms_set: z.boolean(),
    schedule: z.array(z.object({ year: z.number().int(), amount: z.string(), accumulated: z.string(), remaining: z.string() })),
  })
  .openapi("CapitalAsset", {
    example: {
      transaction_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f",
      property_id: "019a8f3e-5b7c-7d21-9f00-000000000001",
      description: "Summit Roofing - tear-off and new roof",
      category: "expense:capital_improvement",
      basis: "12400.00",
      recovery_period: "27.5",
      placed_in_service: "2025-05-12",
      method: RECOVERY_METHODS["27.5"],
      terms_set: false,
      schedule: [{ year: 2025, amount: "281.82", accumulated: "281.82", remaining: "12118.18" }],
    },
  });

function toAsset(asset: CapitalAsset) {
  return {
    transaction_id: asset.transaction_id,
    property_id: asset.property_id,
    description: asset.description,
    category: asset.category,
    basis: centsToMoney(asset.basisCents),
    recovery_period: asset.period,
    placed_in_service: asset.placedInService,
    method: RECOVERY_METHODS[asset.period],
    terms_set: asset.terms_set,
    schedule: assetSchedule(asset).map((y) => ({ year: y.year, amount: centsToMoney(y.cents), accumulated: centsToMoney(y.accumulated_cents), remaining: centsToMoney(y.remaining_cents) })),
  };
}

const NOT_AN_ASSET = "is not a capital asset: only a live expense of a property in a capitalized category (expense:capital_improvement, expense:furniture_equipment) is depreciated";

async function assetOr404(c: { env: Env }, id: string): Promise<CapitalAsset> {
  const asset = await capitalAsset(getDb(c.env.DB), id);
  if (!asset) throw ApiError.notFound(`Transaction ${id} ${NOT_AN_ASSET}`);
  return asset;
}

export const getAssetRoute = createRoute({
  method: "get",
  path: "/{id}/asset",
  tags: ["Transactions"],
  summary: "A capital improvement as an asset: its class, placed-in-service date and depreciation",
  description: `A capitalized expense is not deducted when paid: it is depreciated from its placed-in-service date over its class. 404 when the transaction ${NOT_AN_ASSET}.`,
  request: { params: IdParams },
  responses: { 200: jsonContent(AssetSchema, "The asset"), ...errorResponses(404, 422) },
});

export const getAssetHandler: AppRouteHandler<typeof getAssetRoute> = async (c) => c.json(toAsset(await assetOr404(c, c.req.valid("param").id)), 200);

export const putAssetRoute = createRoute({
  method: "put",
  path: "/{id}/asset",
  tags: ["Transactions"],
  summary: "Set a capital improvement's class and placed-in-service date",
  description: `Both null returns it to its category's class and its transaction's date. A placed-in-service date before the transaction's date is 422. 404 when the transaction ${NOT_AN_ASSET}.`,
  ...jsonRequest(AssetTermsSchema, "The asset's terms", { params: IdParams }),
  responses: { 200: jsonContent(AssetSchema, "The asset, with its schedule under the new terms"), ...errorResponses(400, 404, 422) },
});

export const putAssetHandler: AppRouteHandler<typeof putAssetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const asset = await assetOr404(c, id);
  if (body.placed_in_service !== null && body.placed_in_service < asset.transaction_date) {
    throw ApiError.invalidField(["body", "placed_in_service"], `placed_in_service (${body.placed_in_service}) cannot be before the transaction's date (${asset.transaction_date})`);
  }
  const db = getDb(c.env.DB);
  await setAssetTerms(db, id, body, nowIso());
  return c.json(toAsset((await capitalAsset(db, id))!), 200);
};
