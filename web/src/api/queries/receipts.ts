// Receipts and supporting documents: the documents a transaction is linked to, the transactions a
// document explains, and the bank lines its text suggests (confirmed by a person, never linked by itself).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorOf, formBody, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export function useTransactionDocuments(id: string | null) {
  return useQuery({
    queryKey: keys.transactions.documents(id ?? ""),
    queryFn: () => unwrap(api.GET("/api/v1/transactions/{id}/documents", { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}

/** The latest documents, to choose one to attach. */
export function useRecentDocuments(enabled: boolean) {
  return useQuery({
    queryKey: keys.documents.recent,
    queryFn: () => unwrap(api.GET("/api/v1/documents", { params: { query: { page_size: 100 } } })),
    enabled,
  });
}

export function useDocumentTransactions(id: string) {
  return useQuery({ queryKey: keys.documents.transactions(id), queryFn: () => unwrap(api.GET("/api/v1/documents/{id}/transactions", { params: { path: { id } } })) });
}

export function useSuggestions(id: string, enabled: boolean) {
  return useQuery({ queryKey: keys.documents.suggestions(id), queryFn: () => unwrap(api.GET("/api/v1/documents/{id}/transaction-suggestions", { params: { path: { id } } })), enabled });
}

/** A link changes both sides' lists. */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([keys.transactions.all, keys.documents.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useLink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (link: { transactionId: string; documentId: string }) => unwrap(api.PUT("/api/v1/transactions/{id}/documents/{document_id}", { params: { path: { id: link.transactionId, document_id: link.documentId } } })),
    onSuccess: invalidate,
  });
}

export function useUnlink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (link: { transactionId: string; documentId: string }) => unwrap(api.DELETE("/api/v1/transactions/{id}/documents/{document_id}", { params: { path: { id: link.transactionId, document_id: link.documentId } } })),
    onSuccess: invalidate,
  });
}

/** Uploads a receipt and attaches it to the transaction: the upload keeps its own ingestion, the link is made at once. */
export function useUploadReceipt(transactionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { file: File; propertyId: string | null }) => {
      const { data, error, response } = await api.POST("/api/v1/documents", { body: formBody<Schemas["DocumentUpload"]>({ file: input.file, doc_type: "accounting:invoice", property_id: input.propertyId ?? undefined }) });
      if (!response.ok || !data) throw errorOf(response.status, error);
      return unwrap(api.PUT("/api/v1/transactions/{id}/documents/{document_id}", { params: { path: { id: transactionId, document_id: data.id } } }));
    },
    onSuccess: invalidate,
  });
}
