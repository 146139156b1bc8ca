import type { CapitalAsset } from "../../db/assets";
import type { NewPropertyRow, PropertyRow } from "../../db/schema";
import { assetForYear, RECOVERY_METHODS, type PropertyYear } from "../../domain/depreciation";
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

export function toDepreciationYear(row: PropertyYear) {
  return {
    year: row.year,
    building: centsToMoney(row.building_cents),
    ffe: centsToMoney(row.ffe_cents),
    total: centsToMoney(row.total_cents),
    building_accumulated: centsToMoney(row.building_accumulated_cents),
    ffe_accumulated: centsToMoney(row.ffe_accumulated_cents),
    building_remaining: centsToMoney(row.building_remaining_cents),
    ffe_remaining: centsToMoney(row.ffe_remaining_cents),
    improvements: centsToMoney(row.improvements_cents),
  };
}

export function toImprovement(asset: CapitalAsset, year: number | undefined, thisYear: number) {
  const figures = assetForYear(asset, year ?? thisYear);
  return {
    transaction_id: asset.transaction_id,
    transaction_date: asset.transaction_date,
    description: asset.description,
    category: asset.category,
    basis: centsToMoney(asset.basisCents),
    recovery_period: asset.period,
    placed_in_service: asset.placedInService,
    method: RECOVERY_METHODS[asset.period],
    terms_set: asset.terms_set,
    year: year === undefined ? null : centsToMoney(figures.cents),
    accumulated: centsToMoney(figures.accumulated_cents),
  };
}
