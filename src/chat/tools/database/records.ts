import { getCompanyProfile } from "../../../db/company";
import { detailsOf } from "../details";
import type { Database } from "../../../db/client";
import { listDocuments } from "../../../db/documents";
import { listObligations } from "../../../db/obligations";
import type { PropertyRow } from "../../../db/schema";
import type { CapitalAsset } from "../../../db/assets";
import { listDeposits } from "../../../db/deposits";
import { depreciationInput, propertyYear } from "../../../domain/depreciation";
import { documentTypesMatching } from "../../../domain/document-types";
import { centsToMoney } from "../../../domain/money";
import { basisTotals } from "../../../domain/property";
import { companyView } from "../../../db/company";
import { obligationView } from "../../../db/obligations";
import type { QueryDatabaseArgs } from "../schemas";
import { listingOf } from "../context";

/** The reads of query_database other than transactions: each returns plain data, never SQL. */

export interface Tenant {
  name: string;
  unit: string | null;
  monthly_rent: string | null;
  /** What else the record says beside the tenant, in words ("Housing Choice Voucher (...)"). */
  note: string | null;
}

const TENANT_KEY = /tenant|lessee|occupant|renter|resident/i;
/** A note kept beside a tenant ("note": "Housing Choice Voucher"). */
const NOTE_KEY = /^(?:notes?|comments?|remarks?|memo)$/i;
const RENT_KEY = /rent/i;
const UNIT_KEY = /^(?:unit|apt|apartment|suite|door|name|label)$/i;
/** The words a list of tenants writes a unit with ("Unit A: ...; Suite 200 - ..."). */
const LISTED_UNIT = "(?:unit|apt|apartment|suite|ste|space|room|shop)";
/** "Unit A: ", "Suite 200 - ": the unit a list of tenants writes before a name. */
const UNIT_LABEL = new RegExp(`^(${LISTED_UNIT}\\s+#?\\s*[a-z0-9]+)\\s*[:\\-–]\\s+`, "i");
/** The semicolon before the next unit of such a list. */
const NEXT_LISTED = new RegExp(`\\s*;\\s*(?=${LISTED_UNIT}\\b)`, "i");
const moneyOf = (value: unknown) => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.replace(/[$,\s]/g, "") : "";
  return /^\d+(?:\.\d{1,2})?$/.test(text) ? Number(text).toFixed(2) : null;
};

/**
 * The tenants a property's record names in its free-form extra_metadata: a name under a key such as
 * "tenant" or "tenants" (a string, or a list of strings), with the rent kept beside it ("monthly_rent",
 * "rent"), also inside a list of units ({ unit: "A", tenant: "...", monthly_rent: "..." }).
 */
/** Where a record's tenant field goes on from the name to when they came ("... since February 1 last year"). */
const SINCE = /[\s,;]+(?:since|from|as of|starting|until|through|thru|moved in|in place since)\b/i;

export function tenantsOf(metadata: unknown): Tenant[] {
  const found: Tenant[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 3 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    const rentEntry = entries.find(([key, v]) => RENT_KEY.test(key) && !TENANT_KEY.test(key) && moneyOf(v) !== null);
    const unitEntry = entries.find(([key, v]) => UNIT_KEY.test(key) && (typeof v === "string" || typeof v === "number"));
    const names = entries
      .filter(([key]) => TENANT_KEY.test(key) && !RENT_KEY.test(key))
      .flatMap(([, v]) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []))
      // "Unit A: Driftwood Bakehouse LLC (Ruth-Ann Sobczak), NNN; Unit B: Harbor Light ...": one tenant after each semicolon.
      .flatMap((written) => written.split(NEXT_LISTED))
      .map((name) => name.trim())
      .filter((name) => name.length > 0 && name.length <= 120);
    // Words kept beside one tenant ("note": "Housing Choice Voucher"): which of them "the tenant on the voucher" is.
    const said = names.length === 1 ? entries.filter(([key, v]) => typeof v === "string" && NOTE_KEY.test(key)).map(([, v]) => String(v).trim()) : [];
    for (const listed of names) {
      // "Unit A: Driftwood Bakehouse LLC": the unit a list writes before the name.
      const labelled = UNIT_LABEL.exec(listed);
      const written = labelled ? listed.slice(labelled[0].length).trim() : listed;
      const unit = labelled ? labelled[1]! : unitEntry ? String(unitEntry[1]) : null;
      // "Ignacio & Wren Castellanos since February 1 last year (before them ...)": the name, and what is said of when as a note.
      const when = SINCE.exec(written);
      // Not inside parentheses ("Hale family (moved in from Ohio)"): there it says no more of when.
      const before = when ? written.slice(0, when.index) : "";
      const closed = (before.match(/\(/g)?.length ?? 0) === (before.match(/\)/g)?.length ?? 0);
      const named = when && when.index > 0 && closed ? before.trim() : written;
      // "Dale & Corinne Wierenga (Wierenga Acres), cash rent per acre in two installments": the name, and what follows its comma as a note.
      const terms = /(?<=\))\s*,\s+|,\s+(?=[a-z]|[A-Z]{2,}\b)/.exec(named);
      const name = terms && terms.index > 0 ? named.slice(0, terms.index).trim() : named;
      const notes = [...said, ...(name === written ? [] : [written.slice(name.length).replace(/^[\s,;]+/, "").trim()])];
      found.push({ name, unit, monthly_rent: names.length === 1 && rentEntry ? moneyOf(rentEntry[1]) : null, note: notes.length > 0 ? notes.join("; ") : null });
    }
    for (const [key, v] of entries) if (typeof v === "object" && !TENANT_KEY.test(key)) visit(v, depth + 1);
  };
  visit(metadata, 0);
  return found;
}

/** A property's record as the assistant reads it; its depreciation counts its capital improvements (`assets`) too. */
export function propertyFacts(row: PropertyRow, year: number, assets: readonly CapitalAsset[] = []) {
  const input = depreciationInput(row);
  const depreciation = input ? propertyYear(input, assets, year) : null;
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
    tenants: tenantsOf(row.extraMetadata),
    details: detailsOf(row.extraMetadata),
    depreciation: depreciation
      ? {
          year,
          building: centsToMoney(depreciation.building_cents),
          ffe: centsToMoney(depreciation.ffe_cents),
          improvements: centsToMoney(depreciation.improvements_cents),
          total: centsToMoney(depreciation.total_cents),
          accumulated_through_year: centsToMoney(depreciation.building_accumulated_cents + depreciation.ffe_accumulated_cents + depreciation.improvements_accumulated_cents),
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
      alsoQ: args.also_text,
    },
    1,
    args.limit ?? 10,
  );
  return {
    entity: "obligations" as const,
    today,
    total,
    items: rows.map((row) => {
      const o = obligationView(row, today);
      return { id: o.id, description: o.description, obligation_type: o.obligation_type, due_date: o.due_date, status: o.status, days_until_due: o.days_until_due, property: o.property_id ? (addresses.get(o.property_id) ?? o.property_id) : null };
    }),
  };
}
export type ObligationsData = Awaited<ReturnType<typeof queryObligations>>;

export async function queryCompany(db: Database) {
  const row = await getCompanyProfile(db);
  if (!row) return { entity: "company" as const, profile: null };
  const { provenance: _p, extra_metadata: extra, created_at: _c, updated_at: _u, deleted_at: _d, ...profile } = companyView(row);
  // What else the record states ("members", "lara_id"), as a property's details are read.
  return { entity: "company" as const, profile: { ...profile, details: detailsOf(extra) } };
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

/** Security deposits, settled ones too, of a property or a tenant: what was received, returned, kept and is still held. */
export async function queryDeposits(db: Database, args: QueryDatabaseArgs, property: PropertyRow | null, addresses: Map<string, string>) {
  const rows = await listDeposits(db, { propertyId: property?.id, tenant: args.text, includeSettled: true });
  const part = (d: (typeof rows)[number], kinds: string[]) => d.settlements.filter((s) => kinds.includes(s.kind)).reduce((sum, s) => sum + s.amount_cents, 0);
  return {
    entity: "deposits" as const,
    tenant: args.text ?? null,
    held: centsToMoney(rows.reduce((sum, d) => sum + d.held_cents, 0)),
    items: rows.map((d) => ({
      tenant: d.tenant,
      property: addresses.get(d.property_id) ?? d.property_id,
      received_date: d.received_date,
      amount: centsToMoney(d.amount_cents),
      returned: centsToMoney(part(d, ["returned"])),
      kept: centsToMoney(part(d, ["kept_for_rent", "kept_for_damages"])),
      held: centsToMoney(d.held_cents),
    })),
  };
}
export type DepositsData = Awaited<ReturnType<typeof queryDeposits>>;
