import { createRoute, z } from "@hono/zod-openapi";
import { getDb } from "../../db/client";
import { findProperty } from "../../db/properties";
import type { PropertyRow } from "../../db/schema";
import { depreciationForYear, depreciationSchedule, type DepreciationYear } from "../../domain/depreciation";
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
    schedule: z.array(YearSchema),
    totals: z.object({ building: z.string(), ffe: z.string(), total: z.string() }).openapi({ description: "Sum of the schedule: exactly the depreciable basis" }),
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
      schedule: [YEAR_EXAMPLE],
      totals: { building: "338840.00", ffe: "15000.00", total: "353840.00" },
    },
  });

export const depreciationRoute = createRoute({
  method: "get",
  path: "/{id}/depreciation",
  tags: ["Properties"],
  summary: "Depreciation of a property: one year and the full schedule",
  description: "Building over 27.5 years (mid-month), FF&E over 5 years (half-year), from placed_in_service; land never depreciates.",
  request: {
    params: IdParams,
    query: z.object({ year: queryInt({ min: 1900, max: 2200 }).optional().openapi({ description: "A tax year to report on its own (YYYY)" }) }),
  },
  responses: { 200: jsonContent(DepreciationSchema, "The depreciation"), ...errorResponses(400, 404, 422) },
});

export function toDepreciationYear(row: DepreciationYear) {
  return {
    year: row.year,
    building: centsToMoney(row.building_cents),
    ffe: centsToMoney(row.ffe_cents),
    total: centsToMoney(row.total_cents),
    building_accumulated: centsToMoney(row.building_accumulated_cents),
    ffe_accumulated: centsToMoney(row.ffe_accumulated_cents),
    building_remaining: centsToMoney(row.building_remaining_cents),
    ffe_remaining: centsToMoney(row.ffe_remaining_cents),
  };
}

export function depreciationInput(property: Pick<PropertyRow, "placedInService" | "buildingBasisCents" | "ffeBasisCents">) {
  if (!property.placedInService) return null;
  return { buildingBasisCents: property.buildingBasisCents, ffeBasisCents: property.ffeBasisCents, placedInService: property.placedInService };
}

export const depreciationHandler: AppRouteHandler<typeof depreciationRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const { year } = c.req.valid("query");
  const property = await findProperty(getDb(c.env.DB), id);
  if (!property) throw ApiError.notFound(`Property ${id} not found`);
  const input = depreciationInput(property);
  if (!input) throw ApiError.badRequest(`Property ${id} has no placed_in_service date: set it to compute depreciation`);
  const schedule = depreciationSchedule(input);
  const sum = (pick: (row: DepreciationYear) => number) => centsToMoney(schedule.reduce((total, row) => total + pick(row), 0));
  return c.json(
    {
      property_id: property.id,
      address: property.address,
      placed_in_service: input.placedInService,
      land_basis: centsToMoney(property.landBasisCents),
      building_basis: centsToMoney(property.buildingBasisCents),
      ffe_basis: centsToMoney(property.ffeBasisCents),
      methods: METHODS,
      year: year === undefined ? null : toDepreciationYear(depreciationForYear(input, year)),
      schedule: schedule.map(toDepreciationYear),
      totals: { building: sum((r) => r.building_cents), ffe: sum((r) => r.ffe_cents), total: sum((r) => r.total_cents) },
    },
    200,
  );
};
