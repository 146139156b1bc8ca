import { loadConfig } from "../../config";
import type { z } from "@hono/zod-openapi";
import { getDb, type Database } from "../../db/client";
import { aggregateLedger } from "../../db/ledger";
import { allProperties, staysInPeriod, type ReportProperty } from "../../db/stays";
import { capitalAssets, type CapitalAsset } from "../../db/assets";
import { getCompanyProfile } from "../../db/company";
import { depreciationInput, propertyYear } from "../../domain/depreciation";
import type { LedgerAggregate } from "../../domain/ledger";
import { centsToMoney, sumMoney } from "../../domain/money";
import { profitAndLoss as buildPnl } from "../../domain/profit-and-loss";
import { defaultTaxForm, taxLines } from "../../domain/tax-report";
import type { TaxForm } from "../../domain/categories";
import { addDays, todayIn } from "../../domain/dates";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { cachedReport } from "./cache";
import type * as routes from "./routes";
import type { PnlQuery, PnlSchema, TaxReportQuery, TaxReportSchema } from "./schemas";

const FORM_NAMES = { schedule_e: "Schedule E (Form 1040), Part I", form_8825: "Form 8825 (Rev. December 2025)" } as const;

/** A report's period: as asked, else this year to date (in TIMEZONE); a period that ends before it starts is 422. */
function periodOf(c: { env: Env }, query: { start_date?: string; end_date?: string }): { startDate: string; endDate: string } {
  const today = todayIn(loadConfig(c.env).timezone);
  const startDate = query.start_date ?? `${today.slice(0, 4)}-01-01`;
  const endDate = query.end_date ?? today;
  if (startDate > endDate) throw ApiError.invalidField(["query", query.end_date ? "end_date" : "start_date"], `end_date (${endDate}) must be on or after start_date (${startDate})`);
  return { startDate, endDate };
}

async function pnlReport(db: Database, query: z.infer<typeof PnlQuery>, startDate: string, endDate: string): Promise<z.infer<typeof PnlSchema>> {
  const [rows, properties] = await Promise.all([
    // By category too: capital spending is told apart by its category whatever the grouping.
    aggregateLedger(db, { startDate, endDate, propertyId: query.property_id }, query.group_by === "category" ? ["category"] : [query.group_by, "category"]),
    query.group_by === "property" ? allProperties(db) : Promise.resolve([] as ReportProperty[]),
  ]);
  const addresses = new Map(properties.map((p) => [p.id, p.address]));
  const pnl = buildPnl(rows, {
    groupBy: query.group_by,
    startDate,
    endDate,
    propertyLabel: (id) => (id === null ? "Company-level" : (addresses.get(id) ?? id)),
  });
  return { start_date: startDate, end_date: endDate, property_id: query.property_id ?? null, group_by: query.group_by, ...pnl };
}

/** Reports are served from the isolate's copy until the ledger or a property changes (cache.ts). */
export const profitAndLoss: AppRouteHandler<typeof routes.profitAndLoss> = async (c) => {
  const query = c.req.valid("query");
  const { startDate, endDate } = periodOf(c, query);
  const db = getDb(c.env.DB);
  const key = `pnl|${startDate}|${endDate}|${query.property_id ?? ""}|${query.group_by}`;
  return cachedReport(c, db, key, () => pnlReport(db, query, startDate, endDate)) as never;
};

async function taxReport(db: Database, { year, form, property_id }: z.infer<typeof TaxReportQuery> & { form: TaxForm }, who: { legal_name: string; ein: string | null } | null): Promise<z.infer<typeof TaxReportSchema>> {
  const [rows, everyProperty, assets] = await Promise.all([
    aggregateLedger(db, { startDate: `${year}-01-01`, endDate: `${year}-12-31`, propertyId: property_id }, ["property", "category"]),
    allProperties(db),
    capitalAssets(db, property_id),
  ]);
  const assetsOf = new Map<string, CapitalAsset[]>();
  for (const asset of assets) assetsOf.set(asset.property_id, [...(assetsOf.get(asset.property_id) ?? []), asset]);
  const rowsOf = new Map<string | null, LedgerAggregate[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.propertyId);
    if (list) list.push(row);
    else rowsOf.set(row.propertyId, [row]);
  }

  // Live properties, and deleted ones that still carry transactions this year.
  const shown = everyProperty.filter((p) => (property_id ? p.id === property_id : !p.deletedAt || rowsOf.has(p.id)));
  const reports = shown.map((property) => {
    const input = depreciationInput(property);
    const own = assetsOf.get(property.id) ?? [];
    const depreciation = input || own.length > 0 ? propertyYear(input, own, year) : null;
    const result = taxLines(rowsOf.get(property.id) ?? [], form, depreciation?.total_cents ?? 0);
    return {
      property_id: property.id,
      address: property.address,
      deleted: property.deletedAt !== null,
      ...result,
      depreciation_detail: depreciation
        ? { building: centsToMoney(depreciation.building_cents), ffe: centsToMoney(depreciation.ffe_cents), improvements: centsToMoney(depreciation.improvements_cents) }
        : null,
      warnings: input ? [] : ["placed_in_service is not set: depreciation is not computed"],
    };
  });
  const company = taxLines(property_id ? [] : (rowsOf.get(null) ?? []), form, 0);
  const total = (pick: (r: { income: string; expenses: string; depreciation: string; net: string }) => string) => sumMoney(...[...reports, company].map(pick));
  return {
      year,
      form,
      form_name: FORM_NAMES[form],
      company: who,
      properties: reports,
      company_level: { ...company, note: "Company-level transactions belong to no property: allocate them to properties before filing" },
      totals: { income: total((r) => r.income), expenses: total((r) => r.expenses), depreciation: total((r) => r.depreciation), net: total((r) => r.net) },
  };
}

export const scheduleE: AppRouteHandler<typeof routes.scheduleE> = async (c) => {
  const query = c.req.valid("query");
  const db = getDb(c.env.DB);
  const profile = await getCompanyProfile(db);
  const form = query.form ?? defaultTaxForm(profile?.entityType);
  const who = profile ? { legal_name: profile.legalName, ein: profile.ein } : null;
  const key = `tax|${query.year}|${form}|${query.property_id ?? ""}|${who?.legal_name ?? ""}|${who?.ein ?? ""}`;
  return cachedReport(c, db, key, () => taxReport(db, { ...query, form }, who)) as never;
};


export const occupancy: AppRouteHandler<typeof routes.occupancy> = async (c) => {
  const query = c.req.valid("query");
  const { startDate, endDate } = periodOf(c, query);
  const found = await staysInPeriod(getDb(c.env.DB), { startDate, endDate, propertyId: query.property_id });
  const properties = found.map(({ property, occupancy: result, known }) => ({
    property_id: property.id,
    address: property.address,
    nights_booked: result.nightsBooked,
    nights_available: result.nightsAvailable,
    stays: result.stays,
    occupancy: known && result.nightsAvailable > 0 ? Number((result.nightsBooked / result.nightsAvailable).toFixed(4)) : null,
  }));
  return c.json({ start_date: startDate, end_date: endDate, properties }, 200);
};
