// One property: its record and its depreciation schedule, a save from the form, a delete with its
// restore. The list of every property is a shared read (useProperties in lib/queries).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export type Property = Schemas["Property"];

/** A property by its id; none asked for (a new property's form) reads nothing. */
export function useProperty(id: string | undefined) {
  return useQuery({
    queryKey: keys.properties.one(id ?? ""),
    queryFn: () => unwrap(api.GET("/api/v1/properties/{id}", { params: { path: { id: id! } } })),
    enabled: Boolean(id),
  });
}

/** The depreciation schedule, once the property is placed in service (`inService`). */
export function useDepreciation(id: string, inService: boolean) {
  return useQuery({
    queryKey: keys.properties.depreciation(id),
    queryFn: () => unwrap(api.GET("/api/v1/properties/{id}/depreciation", { params: { path: { id } } })),
    enabled: inService,
  });
}

/** A write to a property changes the list and the property's own reads. */
export function useInvalidateProperties() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.properties.all });
}

/** Adds a property, or changes the one with `id`. */
export function useSaveProperty(id: string | undefined, onSaved: (property: Property) => void) {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (body: Schemas["PropertyCreate"]) =>
      id ? unwrap(api.PATCH("/api/v1/properties/{id}", { params: { path: { id } }, body })) : unwrap(api.POST("/api/v1/properties", { body })),
    onSuccess: async (property) => (await invalidate(), onSaved(property)),
  });
}

/** Deletes a property (its transactions are kept); `restoreProperty` brings it back. */
export function useDeleteProperty(id: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/properties/{id}", { params: { path: { id } } })),
    onSuccess: async () => (await invalidate(), handlers.onSuccess()),
    onError: handlers.onError,
  });
}

export const restoreProperty = (id: string) => unwrap(api.POST("/api/v1/properties/{id}/restore", { params: { path: { id } } }));
