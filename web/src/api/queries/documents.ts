// Documents: the lists Documents, Home, a property's page and the assistant show, one document, the
// passages a search finds; an upload, a retry, a save, a delete with its restore.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorOf, fetchWithProgress, formBody, unwrap, type Schemas } from "../client";
import { searchPassages } from "../../lib/queries";
import { keys } from "./keys";

export type Document = Schemas["Document"];

/**
 * The Documents screen's list, up to 200: while any is being read, or a file is still `uploading`,
 * it is read again every 1.5 s so the states change on screen.
 */
export function useDocuments(filters: { propertyId: string; docType: string; title: string }, uploading: boolean) {
  const { propertyId, docType, title } = filters;
  return useQuery({
    queryKey: keys.documents.list(filters),
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/documents", {
          params: { query: { page_size: 200, ...(propertyId ? { property_id: propertyId } : {}), ...(docType ? { doc_type: docType } : {}), ...(title ? { q: title } : {}) } },
        }),
      ),
    refetchInterval: (current) => (current.state.data?.items.some((item) => item.state === "ingesting") || uploading ? 1500 : false),
  });
}

export function useFailedDocuments() {
  return useQuery({
    queryKey: keys.documents.failed,
    queryFn: () => unwrap(api.GET("/api/v1/documents", { params: { query: { state: "failed", page_size: 20 } } })),
  });
}

/** One searchable document, for a suggested question. */
export function useSearchableDocument() {
  return useQuery({
    queryKey: keys.documents.searchable,
    queryFn: () => unwrap(api.GET("/api/v1/documents", { params: { query: { state: "searchable", page_size: 1 } } })),
  });
}

export function usePropertyDocuments(propertyId: string) {
  return useQuery({
    queryKey: keys.documents.ofProperty(propertyId),
    queryFn: () => unwrap(api.GET("/api/v1/documents", { params: { query: { property_id: propertyId, page_size: 50 } } })),
  });
}

/** One document; read again every 1.5 s while it is being read. */
export function useDocument(id: string) {
  return useQuery({
    queryKey: keys.documents.one(id),
    queryFn: () => unwrap(api.GET("/api/v1/documents/{id}", { params: { path: { id } } })),
    refetchInterval: (current) => (current.state.data?.state === "ingesting" ? 1500 : false),
  });
}

/** The passages for words a person typed, in every document or in one (`document_id`). */
export function usePassages(query: Parameters<typeof searchPassages>[0], enabled = true) {
  return useQuery({ queryKey: keys.documents.search(query), queryFn: () => searchPassages(query), enabled });
}

/** A write to a document changes every list of documents. */
export function useInvalidateDocuments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.documents.all });
}

/**
 * Uploads one file (under a property, or the company's with none), reporting its progress; `duplicate`
 * when the same file was uploaded before. The caller reads the lists again once it is done.
 */
export async function uploadDocument(file: File, propertyId: string, onProgress: (fraction: number) => void): Promise<{ document: Document; duplicate: boolean }> {
  const { data, error, response } = await api.POST("/api/v1/documents", {
    body: formBody<Schemas["DocumentUpload"]>({ file, property_id: propertyId || undefined }),
    fetch: fetchWithProgress(onProgress),
  });
  if (!response.ok || !data) throw errorOf(response.status, error);
  return { document: data, duplicate: response.status === 200 };
}

/** Reads a failed document again. */
export function useRetryDocument(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST("/api/v1/documents/{id}/retry", { params: { path: { id } } })),
    ...handlers,
    onSettled: invalidate,
  });
}

export function useSaveDocument(id: string, onSaved: () => void) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (body: Schemas["DocumentUpdate"]) => unwrap(api.PATCH("/api/v1/documents/{id}", { params: { path: { id } }, body })),
    onSuccess: async () => (await invalidate(), onSaved()),
  });
}

/** Deletes a document; `restoreDocument` brings it back. */
export function useDeleteDocument(id: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/documents/{id}", { params: { path: { id } } })),
    onSuccess: async () => (await invalidate(), handlers.onSuccess()),
    onError: handlers.onError,
  });
}

export const restoreDocument = (id: string) => unwrap(api.POST("/api/v1/documents/{id}/restore", { params: { path: { id } } }));
