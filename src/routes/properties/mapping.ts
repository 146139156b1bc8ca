import type { NewPropertyRow, PropertyRow } from "../../db/schema";
import { mergeMetadata } from "../../domain/metadata";
import { centsToMoney, moneyToCents } from "../../domain/money";
import { basisTotals } from "../../domain/property";
import { stampProvenance } from "../../domain/provenance";
import type { Property, PropertyCreate, PropertyUpdate } from "./schemas";

/** The API representation of a row: money as two-decimal strings, plus the derived basis totals. */
export function toProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    address: row.address,
    acquisition_date: row.acquisitionDate,
    purchase_price_total: centsToMoney(row.purchasePriceTotalCents),
    land_basis: centsToMoney(row.landBasisCents),
    building_basis: centsToMoney(row.buildingBasisCents),
    ffe_basis: centsToMoney(row.ffeBasisCents),
    placed_in_service: row.placedInService,
    status: row.status,
    ...basisTotals(row),
    provenance: row.provenance,
    extra_metadata: row.extraMetadata,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  };
}

export function toNewPropertyRow(input: PropertyCreate, id: string, now: string): NewPropertyRow {
  return {
    id,
    address: input.address,
    acquisitionDate: input.acquisition_date,
    purchasePriceTotalCents: moneyToCents(input.purchase_price_total),
    landBasisCents: moneyToCents(input.land_basis),
    buildingBasisCents: moneyToCents(input.building_basis),
    ffeBasisCents: moneyToCents(input.ffe_basis ?? "0"),
    placedInService: input.placed_in_service ?? null,
    status: input.status ?? "ACTIVE",
    provenance: stampProvenance(input.provenance, "api", now),
    extraMetadata: input.extra_metadata ?? {},
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

/** The column changes a PATCH asks for (only the fields it sent), applied to the stored row. */
export function toPropertyChanges(current: PropertyRow, patch: PropertyUpdate, now: string): Partial<NewPropertyRow> {
  const changes: Partial<NewPropertyRow> = {};
  if (patch.address !== undefined) changes.address = patch.address;
  if (patch.acquisition_date !== undefined) changes.acquisitionDate = patch.acquisition_date;
  if (patch.purchase_price_total !== undefined) changes.purchasePriceTotalCents = moneyToCents(patch.purchase_price_total);
  if (patch.land_basis !== undefined) changes.landBasisCents = moneyToCents(patch.land_basis);
  if (patch.building_basis !== undefined) changes.buildingBasisCents = moneyToCents(patch.building_basis);
  if (patch.ffe_basis !== undefined) changes.ffeBasisCents = moneyToCents(patch.ffe_basis);
  if (patch.placed_in_service !== undefined) changes.placedInService = patch.placed_in_service;
  if (patch.status !== undefined) changes.status = patch.status;
  if (patch.provenance !== undefined) changes.provenance = stampProvenance(patch.provenance, "api", now);
  if (patch.extra_metadata !== undefined) changes.extraMetadata = mergeMetadata(current.extraMetadata, patch.extra_metadata);
  return changes;
}
