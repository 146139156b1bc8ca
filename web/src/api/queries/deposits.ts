// Security deposits held for tenants: the reads and writes the property page uses.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export type Deposit = Schemas["Deposit"];

export function useDeposits(propertyId: string) {
  return useQuery({ queryKey: keys.deposits.ofProperty(propertyId), queryFn: () => unwrap(api.GET("/api/v1/deposits", { params: { query: { property_id: propertyId } } })) });
}

/** A part kept becomes income, so the books and the reports change with the deposits. */
function useInvalidate() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([keys.deposits.all, keys.transactions.all, keys.reports.all].map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

export function useRecordDeposit(onDone: () => void) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Schemas["DepositCreate"]) => unwrap(api.POST("/api/v1/deposits", { body })),
    onSuccess: async () => (await invalidate(), onDone()),
  });
}

export function useSettleDeposit(id: string, onDone: () => void) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Schemas["DepositSettlementCreate"]) => unwrap(api.POST("/api/v1/deposits/{id}/settlements", { params: { path: { id } }, body })),
    onSuccess: async () => (await invalidate(), onDone()),
  });
}
