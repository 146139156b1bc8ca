import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { company, type CompanyRow, type NewCompanyRow } from "./schema";

/**
 * The company's profile (legal name, EIN, state filing number...), or undefined before anyone has
 * set it. The chat assistant answers "what is our EIN" from this.
 */
export async function getCompanyProfile(db: Database): Promise<CompanyRow | undefined> {
  return db.select().from(company).where(eq(company.slot, 1)).get();
}

/** Creates the one profile row or replaces its fields; `id` and `created_at` of an existing row stay. */
export async function putCompanyProfile(db: Database, row: NewCompanyRow): Promise<CompanyRow> {
  const { id: _id, createdAt: _createdAt, slot: _slot, ...fields } = row;
  const [saved] = await db
    .insert(company)
    .values({ ...row, slot: 1 })
    .onConflictDoUpdate({ target: company.slot, set: fields })
    .returning();
  if (!saved) throw new Error("upsert into company returned no row");
  return saved;
}

/** The company profile as the API and the assistant show it. */
export function companyView(row: CompanyRow) {
  return {
    id: row.id,
    legal_name: row.legalName,
    entity_type: row.entityType,
    state_of_formation: row.stateOfFormation,
    formation_date: row.formationDate,
    ein: row.ein,
    state_filing_number: row.stateFilingNumber,
    registered_agent: row.registeredAgent,
    fiscal_year_end: row.fiscalYearEnd,
    mailing_address: row.mailingAddress,
    provenance: row.provenance,
    extra_metadata: row.extraMetadata,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  };
}
