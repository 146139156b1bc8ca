import { getCompanyProfile } from "../../../db/company";
import type { Database } from "../../../db/client";
import { listDocuments } from "../../../db/documents";
import { listObligations } from "../../../db/obligations";
import type { PropertyRow } from "../../../db/schema";
import { depreciationForYear } from "../../../domain/depreciation";
import { documentTypesMatching } from "../../../domain/document-types";
import { centsToMoney } from "../../../domain/money";
import { basisTotals } from "../../../domain/property";
import { toCompany } from "../../../routes/company/mapping";
import { toObligation } from "../../../routes/obligations/mapping";
import { depreciationInput } from "../../../routes/properties/depreciation";
import type { QueryDatabaseArgs } from "../schemas";
import { listingOf } from "../context";

/** The reads of query_database other than transactions: each returns plain data, never SQL. */

export function propertyFacts(row: PropertyRow, year: number) {
  const input = depreciationInput(row);
  const depreciation = input ? depreciationForYear(input, year) : null;
  return {
    id: row.id,
    address: row.address,
    listing_name: listingOf(row) ?? null,
    status: row.status,
    acquisition_date: row.acquisitionDate,
    placed_in_service: row.placedInService,
    purchase_price_total: centsToMoney(row.purchasePriceTotalCents),
    land_basis: centsToMoney(row.landBasisCents),
    building_basis: centsToMoney(row.buildingBasisCents),
    ffe_basis: centsToMoney(row.ffeBasisCents),
    ...basisTotals(row),
    depreciation: depreciation
      ? {
          year,
          building: centsToMoney(depreciation.building_cents),
          ffe: centsToMoney(depreciation.ffe_cents),
          total: centsToMoney(depreciation.total_cents),
          accumulated_through_year: centsToMoney(depreciation.building_accumulated_cents + depreciation.ffe_accumulated_cents),
        }
      : null,
  };
}
export type PropertyFacts = ReturnType<typeof propertyFacts>;

export async function queryObligations(db: Database, args: QueryDatabaseArgs, today: string, property: PropertyRow | null, addresses: Map<string, string>) {
  const { rows, total } = await listObligations(
    db,
    {
      today,
      status: args.status,
      upcomingDays: args.within_days,
      propertyId: property?.id,
      obligationType: args.obligation_type,
      startDate: args.start_date,
      endDate: args.end_date,
      q: args.text,
    },
    1,
    args.limit ?? 10,
  );
  return {
    entity: "obligations" as const,
    today,
    total,
    items: rows.map((row) => {
      const o = toObligation(row, today);
      return { id: o.id, description: o.description, obligation_type: o.obligation_type, due_date: o.due_date, status: o.status, days_until_due: o.days_until_due, property: o.property_id ? (addresses.get(o.property_id) ?? o.property_id) : null };
    }),
  };
}
export type ObligationsData = Awaited<ReturnType<typeof queryObligations>>;

export async function queryCompany(db: Database) {
  const row = await getCompanyProfile(db);
  if (!row) return { entity: "company" as const, profile: null };
  const { provenance: _p, extra_metadata: _m, created_at: _c, updated_at: _u, deleted_at: _d, ...profile } = toCompany(row);
  return { entity: "company" as const, profile };
}
export type CompanyData = Awaited<ReturnType<typeof queryCompany>>;

export async function queryDocumentRecords(db: Database, args: { doc_type?: string; text?: string; include_superseded?: boolean; limit?: number; propertyId?: string }) {
  const filter = { docTypes: args.doc_type ? documentTypesMatching(args.doc_type) : undefined, q: args.text, currentOnly: !args.include_superseded, propertyId: args.propertyId };
  const { rows, total } = await listDocuments(db, filter, 1, args.limit ?? 50);
  return {
    entity: "documents" as const,
    total,
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      doc_type: row.docType,
      doc_date: row.docDate,
      version: row.version,
      filename: row.filename,
      searchable: row.isSearchable,
      page_count: row.pageCount,
    })),
  };
}
export type DocumentRecordsData = Awaited<ReturnType<typeof queryDocumentRecords>>;
