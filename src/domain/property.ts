import { centsToMoney, sumMoney } from "./money";

export interface BasisCents {
  landBasisCents: number;
  buildingBasisCents: number;
  ffeBasisCents: number;
}

/** What a bookkeeper reads off a property: total basis, and the part that depreciates (land never does). */
export function basisTotals(basis: BasisCents): { total_basis: string; depreciable_basis: string } {
  // Integer cents: exact (three amounts of at most 10^15 cents stay far below 2^53).
  return {
    total_basis: centsToMoney(basis.landBasisCents + basis.buildingBasisCents + basis.ffeBasisCents),
    depreciable_basis: centsToMoney(basis.buildingBasisCents + basis.ffeBasisCents),
  };
}

/** A property cannot be placed in service before it was acquired. */
export function placedInServiceError(acquisitionDate: string, placedInService: string | null): string | null {
  if (placedInService === null || placedInService >= acquisitionDate) return null;
  return `placed_in_service (${placedInService}) cannot be before acquisition_date (${acquisitionDate})`;
}
