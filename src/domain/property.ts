import { centsToMoney, sumMoney } from "./money";

export interface BasisCents {
  landBasisCents: number;
  buildingBasisCents: number;
  ffeBasisCents: number;
}

/** What a bookkeeper reads off a property: total basis, and the part that depreciates (land never does). */
export function basisTotals(basis: BasisCents): { total_basis: string; depreciable_basis: string } {
  const land = centsToMoney(basis.landBasisCents);
  const building = centsToMoney(basis.buildingBasisCents);
  const ffe = centsToMoney(basis.ffeBasisCents);
  return { total_basis: sumMoney(land, building, ffe), depreciable_basis: sumMoney(building, ffe) };
}

/** A property cannot be placed in service before it was acquired. */
export function placedInServiceError(acquisitionDate: string, placedInService: string | null): string | null {
  if (placedInService === null || placedInService >= acquisitionDate) return null;
  return `placed_in_service (${placedInService}) cannot be before acquisition_date (${acquisitionDate})`;
}
