import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent } from "../../http/responses";
import { OccupancyQuery, OccupancySchema, PnlQuery, PnlSchema, TaxReportQuery, TaxReportSchema } from "./schemas";

const tags = ["Reports"];

export const profitAndLoss = createRoute({
  method: "get",
  path: "/profit-and-loss",
  tags,
  summary: "Profit and loss for a period",
  description: "Revenue, expenses and net, exact to the cent, for the company or one property, grouped by month, category or property.",
  request: { query: PnlQuery },
  responses: { 200: jsonContent(PnlSchema, "The profit and loss"), ...errorResponses(422) },
});

export const scheduleE = createRoute({
  method: "get",
  path: "/schedule-e",
  tags,
  summary: "Rental income and expenses on the tax lines of Schedule E or Form 8825",
  description:
    "Per property: each line of the form with its amount, depreciation for the year, and the net. Amounts that reach no line (capital improvements) are listed, and company-level transactions are shown apart, so nothing is dropped.",
  request: { query: TaxReportQuery },
  responses: { 200: jsonContent(TaxReportSchema, "The report"), ...errorResponses(422) },
});

export const occupancy = createRoute({
  method: "get",
  path: "/occupancy",
  tags,
  summary: "Nights booked and occupancy for a period",
  description:
    "Per property: nights of the period booked by stays (the nights and start date an Airbnb import keeps with each reservation; the rows of one reservation count once), nights available since it was placed in service, and their ratio. occupancy is null where the records hold no stays with nights.",
  request: { query: OccupancyQuery },
  responses: { 200: jsonContent(OccupancySchema, "Occupancy per property"), ...errorResponses(422) },
});
