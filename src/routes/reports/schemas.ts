import { z } from "@hono/zod-openapi";
import { PNL_GROUPINGS } from "../../domain/profit-and-loss";
import { DateFilter, queryInt, UuidFilter } from "../../http/schemas";

export const PnlQuery = z.object({
  start_date: DateFilter.optional().openapi({ description: "First day (YYYY-MM-DD); default January 1 of this year" }),
  end_date: DateFilter.optional().openapi({ description: "Last day, inclusive (YYYY-MM-DD); default today" }),
  property_id: UuidFilter.optional().openapi({ description: "One property; omit for the whole company (company-level transactions included)" }),
  group_by: z.enum(PNL_GROUPINGS).default("category").openapi({ description: "month, category or property" }),
});

const Group = z.object({
  key: z.string(),
  label: z.string(),
  revenue: z.string(),
  expenses: z.string().openapi({ description: "Operating expenses" }),
  net: z.string().openapi({ description: "Net operating income: revenue minus operating expenses" }),
  capital_spending: z.string().openapi({ description: "Capital improvements, furniture and equipment: assets depreciated over years, not expenses" }),
  transaction_count: z.number().int(),
});

export const PnlSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    property_id: z.string().nullable(),
    group_by: z.enum(PNL_GROUPINGS),
    revenue: z.string(),
    expenses: z.string().openapi({ description: "Operating expenses: every expense but capital spending" }),
    net: z.string().openapi({ description: "Net operating income: revenue minus operating expenses" }),
    capital_spending: z.string().openapi({ description: "Capital improvements, furniture and equipment bought in the period: depreciated (see /properties/{id}/depreciation), so not in net" }),
    net_after_capital_spending: z.string().openapi({ description: "net minus capital_spending: the cash the period left" }),
    transaction_count: z.number().int(),
    groups: z.array(Group),
  })
  .openapi("ProfitAndLoss", {
    example: {
      start_date: "2025-07-01",
      end_date: "2025-07-31",
      property_id: null,
      group_by: "category",
      revenue: "3050.00",
      expenses: "203.57",
      net: "2846.43",
      capital_spending: "0.00",
      net_after_capital_spending: "2846.43",
      transaction_count: 4,
      groups: [
        { key: "revenue:long_term_rental", label: "Long-term rental income", revenue: "3050.00", expenses: "0.00", net: "3050.00", capital_spending: "0.00", transaction_count: 2 },
        { key: "expense:utilities:electricity", label: "Electricity", revenue: "0.00", expenses: "142.37", net: "-142.37", capital_spending: "0.00", transaction_count: 1 },
        { key: "expense:utilities:water", label: "Water", revenue: "0.00", expenses: "61.20", net: "-61.20", capital_spending: "0.00", transaction_count: 1 },
      ],
    },
  });

export const TAX_FORMS = ["schedule_e", "form_8825"] as const;

export const TaxReportQuery = z.object({
  year: queryInt({ min: 1900, max: 2200 }).openapi({ description: "Tax year (YYYY)" }),
  form: z.enum(TAX_FORMS).optional().openapi({ description: "schedule_e (Form 1040) or form_8825 (partnerships and S corporations); by default form_8825 when the company profile's entity type says it is taxed as a partnership or an S corporation (or is a multi-member LLC), else schedule_e" }),
  property_id: UuidFilter.optional().openapi({ description: "One property; omit for every property" }),
});

const Line = z.object({ line: z.string(), label: z.string(), kind: z.enum(["income", "expense", "depreciation"]), amount: z.string() });
const Excluded = z.object({ category: z.string(), label: z.string(), treatment: z.string(), amount: z.string(), note: z.string().nullable() });
const Lines = {
  lines: z.array(Line),
  income: z.string(),
  expenses: z.string(),
  depreciation: z.string(),
  net: z.string(),
  not_on_form: z.array(Excluded),
};

const LINE_EXAMPLE = [
  { line: "3", label: "Rents received", kind: "income", amount: "22200.00" },
  { line: "9", label: "Insurance", kind: "expense", amount: "1450.00" },
  { line: "18", label: "Depreciation expense or depletion", kind: "depreciation", amount: "14049.45" },
] as const;

export const TaxReportSchema = z
  .object({
    year: z.number().int(),
    form: z.enum(TAX_FORMS),
    form_name: z.string(),
    company: z.object({ legal_name: z.string(), ein: z.string().nullable() }).nullable().openapi({ description: "Who files it, for the printout; null before the company profile is set" }),
    properties: z.array(
      z.object({
        property_id: z.string(),
        address: z.string(),
        deleted: z.boolean(),
        ...Lines,
        depreciation_detail: z.object({ building: z.string(), ffe: z.string(), improvements: z.string() }).nullable(),
        warnings: z.array(z.string()),
      }),
    ),
    company_level: z.object({ ...Lines, note: z.string() }).openapi({ description: "Transactions with no property: allocate them before filing" }),
    totals: z.object({ income: z.string(), expenses: z.string(), depreciation: z.string(), net: z.string() }),
  })
  .openapi("TaxReport", {
    example: {
      year: 2025,
      form: "schedule_e",
      form_name: "Schedule E (Form 1040), Part I",
      company: { legal_name: "Front Range Rentals LLC", ein: "84-1234567" },
      properties: [
        {
          property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f",
          address: "1420 Alder Street, Denver, CO 80205",
          deleted: false,
          lines: [...LINE_EXAMPLE],
          income: "22200.00",
          expenses: "1450.00",
          depreciation: "14049.45",
          net: "6700.55",
          not_on_form: [],
          depreciation_detail: { building: "12321.45", ffe: "1728.00", improvements: "0.00" },
          warnings: [],
        },
      ],
      company_level: { lines: [], income: "0.00", expenses: "0.00", depreciation: "0.00", net: "0.00", not_on_form: [], note: "Company-level transactions belong to no property" },
      totals: { income: "22200.00", expenses: "1450.00", depreciation: "14049.45", net: "6700.55" },
    },
  });

export const OccupancyQuery = z.object({
  start_date: DateFilter.optional().openapi({ description: "First night (YYYY-MM-DD); default January 1 of this year" }),
  end_date: DateFilter.optional().openapi({ description: "Last night, inclusive (YYYY-MM-DD); default today" }),
  property_id: UuidFilter.optional().openapi({ description: "One property; omit for every live property" }),
});

export const OccupancySchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    properties: z.array(
      z.object({
        property_id: z.string().openapi({ format: "uuid" }),
        address: z.string(),
        nights_booked: z.number().int().openapi({ description: "Nights of the period booked by stays" }),
        nights_available: z.number().int().openapi({ description: "Nights of the period since the property was placed in service (else acquired)" }),
        stays: z.number().int().openapi({ description: "Stays with at least one night in the period" }),
        occupancy: z
          .number()
          .min(0)
          .max(1)
          .nullable()
          .openapi({ description: "nights_booked / nights_available, 4 decimals; null when the records hold no stays with nights for this property (a long-term let, or no booking import)" }),
      }),
    ),
  })
  .openapi("Occupancy", {
    example: {
      start_date: "2025-07-01",
      end_date: "2025-07-31",
      properties: [{ property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f", address: "1420 Alder Street, Denver, CO 80205", nights_booked: 26, nights_available: 31, stays: 7, occupancy: 0.8387 }],
    },
  });
