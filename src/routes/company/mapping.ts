import type { CompanyRow, NewCompanyRow } from "../../db/schema";
import { companyView } from "../../db/company";
import { stampProvenance } from "../../domain/provenance";
import type { Company, CompanyPut } from "./schemas";

/** The API representation (db/company.ts, which the assistant reads too). */
export const toCompany = (row: CompanyRow): Company => companyView(row);

/** PUT replaces the whole profile: a field left out is cleared (fiscal_year_end falls back to 12-31). */
export function toCompanyRow(input: CompanyPut, id: string, now: string): NewCompanyRow {
  return {
    id,
    legalName: input.legal_name,
    entityType: input.entity_type ?? null,
    stateOfFormation: input.state_of_formation ?? null,
    formationDate: input.formation_date ?? null,
    ein: input.ein ?? null,
    stateFilingNumber: input.state_filing_number ?? null,
    registeredAgent: input.registered_agent ? { name: input.registered_agent.name, address: input.registered_agent.address ?? null } : null,
    fiscalYearEnd: input.fiscal_year_end ?? "12-31",
    mailingAddress: input.mailing_address ?? null,
    provenance: stampProvenance(input.provenance, "api", now),
    extraMetadata: input.extra_metadata ?? {},
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}
