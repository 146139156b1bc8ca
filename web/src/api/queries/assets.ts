// A capital improvement's depreciation class, changed from the property page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export type RecoveryPeriod = Schemas["AssetTerms"]["recovery_period"];

export function useSetAssetClass(propertyId: string, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ transaction, period }: { transaction: string; period: NonNullable<RecoveryPeriod> }) =>
      unwrap(api.PUT("/api/v1/transactions/{id}/asset", { params: { path: { id: transaction } }, body: { recovery_period: period, placed_in_service: null } })),
    onSuccess: async () => {
      await Promise.all([keys.properties.depreciation(propertyId), keys.reports.all].map((queryKey) => client.invalidateQueries({ queryKey })));
      onDone();
    },
  });
}
