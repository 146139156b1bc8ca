// Server data that many screens share, cached by TanStack Query.
import { useQuery } from "@tanstack/react-query";
import { api, auth, unwrap, type Schemas } from "../api/client";
import { keys } from "../api/queries/keys";
import { useStore } from "./store";

/**
 * Every property, by address. A picker takes a list up to a minute old; a screen that lists the
 * properties (`listing`) reads it as fresh as any other read.
 */
export function useProperties(options: { listing?: boolean } = {}) {
  return useQuery({
    queryKey: keys.properties.list(),
    queryFn: () => unwrap(api.GET("/api/v1/properties", { params: { query: { page_size: 200, sort: "address" } } })),
    // Left out, not undefined, for a listing: the app's default staleTime then applies.
    ...(options.listing ? {} : { staleTime: 60_000 }),
  });
}

/** Property id -> address, for labels. */
export function usePropertyNames(): Map<string, string> {
  const { data } = useProperties();
  return new Map((data?.items ?? []).map((property) => [property.id, property.address]));
}

export type Category = Schemas["CategoryList"]["items"][number];

export function useCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => unwrap(api.GET("/api/v1/transactions/categories")),
    staleTime: Infinity,
  });
}

export function useCategoryLabels(): Map<string, string> {
  const { data } = useCategories();
  return new Map((data?.items ?? []).map((category) => [category.value, category.label]));
}

/** The category groups ("expense:maintenance", "expense:utilities") that have more than one category. */
export function groupsOf(categories: Category[]): { value: string; label: string }[] {
  const seen = new Map<string, number>();
  for (const category of categories) seen.set(category.group, (seen.get(category.group) ?? 0) + 1);
  return [...seen.entries()]
    .filter(([group, size]) => size > 1 && group.split(":").length > 1)
    .map(([group]) => ({ value: group, label: group.split(":").slice(1).join(" ").replaceAll("_", " ") }));
}

/**
 * Whether the caller may change records: a read-only API token or Access reader sees no button the
 * API would refuse. Until the answer is in, no button that writes shows.
 */
export function useCanWrite(): boolean {
  // Keyed by the token: a token entered or changed is asked about at once.
  const { token } = useStore(auth);
  const { data } = useQuery({ queryKey: keys.session(token), queryFn: () => unwrap(api.GET("/api/v1/session")), staleTime: 5 * 60_000 });
  // Until the session is known no control that writes is shown, so a reader never sees one flash by.
  return data !== undefined && data.scope !== "read";
}

export function useCompany() {
  return useQuery({
    queryKey: keys.company,
    queryFn: async () => {
      const { data, response } = await api.GET("/api/v1/company");
      if (response.status === 404) return null;
      if (!response.ok || !data) throw new Error(`The company profile could not be loaded (${response.status}).`);
      return data;
    },
    staleTime: 60_000,
  });
}

export type PassageResult = Schemas["DocumentSearchResult"] & { exact: boolean };

/**
 * Passages for words a person typed: those that contain the words (lexical) when there are any, so
 * what is highlighted is what was found; otherwise the passages closest in meaning (hybrid).
 */
export async function searchPassages(query: { q: string; document_id?: string; doc_type?: string; top_k?: number }): Promise<PassageResult> {
  const exact = await unwrap(api.GET("/api/v1/documents/search", { params: { query: { ...query, mode: "lexical" } } }));
  if (exact.items.length > 0) return { ...exact, exact: true };
  const near = await unwrap(api.GET("/api/v1/documents/search", { params: { query: { ...query, mode: "hybrid" } } }));
  return { ...near, exact: false };
}
