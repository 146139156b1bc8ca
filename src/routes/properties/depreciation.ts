import { createRoute, z } from "@hono/zod-openapi";
import { getDb } from "../../db/client";
import { findProperty } from "../../db/properties";
import { capitalAssets, type CapitalAsset } from "../../db/assets";
import { assetForYear, depreciationInput, propertySchedule, propertyYear, RECOVERY_METHODS, RECOVERY_PERIODS, type PropertyYear } from "../../domain/depreciation";
import { loadConfig } from "../../config";
import { todayIn } from "../../domain/dates";
import { centsToMoney } from "../../domain/money";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams, queryInt } from "../../http/schemas";

export const METHODS = {
  building: "MACRS GDS residential rental property: 27.5 years, straight line, mid-month convention (IRS Publication 946, Table A-6)",
  ffe: "MACRS GDS 5-year property: 200% declining balance switching to straight line, half-year convention (Table A-1)",
  land: "Land is not depreciated",
};

const YearSchema = z.object({
  year: z.number().int(),
  building: z.string(),
  ffe: z.string(),
  total: z.string(),
  building_accumulated: z.string(),
  ffe_accumulated: z.string(),
  building_remaining: z.string(),
  ffe_remaining: z.string(),
  improvements: z.string().openapi({ description: "Depreciation of the property's capital improvements and later assets that year" }),
});

const ImprovementSchema = z.object({
  transaction_id: z.string(),
  transaction_date: z.string(),
  description: z.string(),
  category: z.string(),
  basis: z.string(),
  recovery_period: z.enum(RECOVERY_PERIODS),
  placed_in_service: z.string(),
  method: z.string(),
  terms_set: z.boolean().openapi({ description: "false: the class comes from the category and the date from the transaction (PUT /transactions/{id}/asset changes them)" }),
  year: z.string().nullable().openapi({ description: "Its depreciation in the requested year, or null when no year was asked for" }),
  accumulated: z.string().openapi({ description: "Taken through the requested year, or through this year when no year was asked for" }),
});

const YEAR_EXAMPLE = {
  year: 2025,
  building: "12321.45",
  ffe: "1728.00",
  total: "14049.45",
  building_accumulated: "53907.35",
  ffe_accumulated: "12240.00",
  building_remaining: "284932.65",
  ffe_remaining: "2760.00",
  improvements: "0.00",
};

export const DepreciationSchema = z
  .object({
    property_id: z.string(),
    address: z.string(),
    placed_in_service: z.string(),
    land_basis: z.string(),
    building_basis: z.string(),
    ffe_basis: z.string(),
    methods: z.object({ building: z.string(), ffe: z.string(), land: z.string() }),
    year: YearSchema.nullable().openapi({ description: "The requested year, or null when no year was asked for" }),
    improvements: z.array(ImprovementSchema).openapi({ description: "Capital improvements and furniture or equipment bought for the property: each an asset depreciated on its own" }),
    schedule: z.array(YearSchema),
    totals: z.object({ building: z.string(), ffe: z.string(), improvements: z.string(), total: z.string() }).openapi({ description: "Sum of the schedule: exactly the depreciable basis plus the improvements' bases" }),
  })
  .openapi("Depreciation", {
    example: {
      property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f",
      address: "1420 Alder Street, Denver, CO 80205",
      placed_in_service: "2021-07-01",
      land_basis: "88460.00",
      building_basis: "338840.00",
      ffe_basis: "15000.00",
      methods: METHODS,
      year: YEAR_EXAMPLE,
      improvements: [],
      schedule: [YEAR_EXAMPLE],
      totals: { building: "338840.00", ffe: "15000.00", improvements: "0.00", total: "353840.00" },
    },
  });

export const depreciationRoute = createRoute({
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

export function toDepreciationYear(row: PropertyYear) {
  return {
    year: row.year,
    building: centsToMoney(row.building_cents),
    ffe: centsToMoney(row.ffe_cents),
    total: centsToMoney(row.total_cents),
    building_accumulated: centsToMoney(row.building_accumulated_cents),
    ffe_accumulated: centsToMoney(row.ffe_accumulated_cents),
    building_remaining: centsToMoney(row.building_remaining_cents),
    ffe_remaining: centsToMoney(row.ffe_remaining_cents),
    improvements: centsToMoney(row.improvements_cents),
  };
}

function toImprovement(asset: CapitalAsset, year: number | undefined, thisYear: number) {
  const figures = assetForYear(asset, year ?? thisYear);
  return {
    transaction_id: asset.transaction_id,
    transaction_date: asset.transaction_date,
    description: asset.description,
    category: asset.category,
    basis: centsToMoney(asset.basisCents),
    recovery_period: asset.period,
    placed_in_service: asset.placedInService,
    method: RECOVERY_METHODS[asset.period],
    terms_set: asset.terms_set,
    year: year === undefined ? null : centsToMoney(figures.cents),
    accumulated: centsToMoney(figures.accumulated_cents),
  };
}


export const depreciationHandler: AppRouteHandler<typeof depreciationRoute> = async (c) => {
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
