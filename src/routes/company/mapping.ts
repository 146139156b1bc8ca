import type { CompanyRow, NewCompanyRow } from "../../db/schema";
import { stampProvenance } from "../../domain/provenance";
import type { Company, CompanyPut } from "./schemas";

export function toCompany(row: CompanyRow): Company {
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
