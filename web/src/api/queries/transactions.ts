// The ledger's reads and writes the Transactions screen and its dialog use: a page of the list, a
// category picked in a row, a delete with its undo, and a save from the dialog; and the short reads
// of Home (what needs a category) and a property's page (its latest transactions).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export type Transaction = Schemas["Transaction"];
type CategoryValue = Schemas["TransactionCreate"]["category"];
type ListQuery = Record<string, string | number | boolean>;

/** A page of the filtered list, newest first; the previous page stays on screen while the next loads. */
export function useTransactionPage(query: ListQuery, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...keys.transactions.all, "list", query, page],
    queryFn: () => unwrap(api.GET("/api/v1/transactions", { params: { query: { ...query, page, page_size: pageSize, sort: "-transaction_date" } } })),
    placeholderData: keepPreviousData,
  });
}

/** A property's latest ten transactions, with their total. */
export function usePropertyTransactions(propertyId: string) {
  return useQuery({
    queryKey: keys.transactions.ofProperty(propertyId),
    queryFn: () => unwrap(api.GET("/api/v1/transactions", { params: { query: { property_id: propertyId, page_size: 10 } } })),
  });
}

/** How many transactions need a category (the total of a one-row page). */
export function useUncategorizedCount() {
  return useQuery({
    queryKey: keys.transactions.uncategorizedCount,
    queryFn: () => unwrap(api.GET("/api/v1/transactions", { params: { query: { uncategorized: true, page_size: 1 } } })),
  });
}

/** A write to the ledger changes the lists and every report. */
export function useInvalidateLedger() {
  const client = useQueryClient();
  return () => Promise.all([keys.transactions.all, keys.reports.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useRecategorize(handlers: { onSuccess: (row: Transaction) => void; onError: (error: unknown) => void }) {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (input: { id: string; category: string }) => unwrap(api.PATCH("/api/v1/transactions/{id}", { params: { path: { id: input.id } }, body: { category: input.category as CategoryValue } })),
    ...handlers,
    onSettled: invalidate,
  });
}

/** Deletes a transaction (a part of a split line takes its line); `restore` brings it back. */
export function useDeleteTransaction<V extends { row: Transaction }>(handlers: { onSuccess: (data: unknown, input: V) => void; onError: (error: unknown) => void }) {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (input: V) => unwrap(api.DELETE("/api/v1/transactions/{id}", { params: { path: { id: input.row.id } } })),
    ...handlers,
    onSettled: invalidate,
  });
}

export const restoreTransaction = (id: string) => unwrap(api.POST("/api/v1/transactions/{id}/restore", { params: { path: { id } } }));

type TransactionBody = Schemas["TransactionCreate"];

/**
 * Adds a transaction, or changes one: an edit sends only the fields that changed, since sending the
 * category unchanged would take a row out of the review queue without a choice made.
 */
export function useSaveTransaction(row: Transaction | null, onDone: () => void) {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (input: { body: TransactionBody; changed: (keyof TransactionBody)[] }) => {
      if (!row) return unwrap(api.POST("/api/v1/transactions", { body: input.body }));
      if (input.changed.length === 0) return Promise.resolve(row);
      const changes = Object.fromEntries(input.changed.map((key) => [key, input.body[key]])) as Schemas["TransactionUpdate"];
      return unwrap(api.PATCH("/api/v1/transactions/{id}", { params: { path: { id: row.id } }, body: changes }));
    },
    onSuccess: async () => (await invalidate(), onDone()),
  });
}
