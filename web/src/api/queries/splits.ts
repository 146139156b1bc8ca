// A bank line booked as parts (PUT /transactions/{id}/split): the read and the two writes.
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";
import { useInvalidateLedger } from "./transactions";

export type BankLine = Schemas["BankLine"];
export type SplitPartInput = Schemas["SplitPartInput"];

export function useBankLine(id: string | null) {
  return useQuery({
    queryKey: keys.transactions.line(id ?? ""),
    queryFn: () => unwrap(api.GET("/api/v1/transactions/{id}/split", { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}

export function useSplitLine(id: string, onDone: (line: BankLine) => void) {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (parts: SplitPartInput[]) => unwrap(api.PUT("/api/v1/transactions/{id}/split", { params: { path: { id } }, body: { parts } })),
    onSuccess: async (line) => (await invalidate(), onDone(line)),
  });
}

export function useJoinLine(id: string, onDone: (line: BankLine) => void) {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/transactions/{id}/split", { params: { path: { id } } })),
    onSuccess: async (line) => (await invalidate(), onDone(line)),
  });
}
