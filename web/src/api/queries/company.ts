// The company profile's write: the read is shared (useCompany in lib/queries).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

/** Replaces the profile (PUT); what the server stored becomes the cached profile, with no read again. */
export function useSaveCompany(onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas["CompanyPut"]) => unwrap(api.PUT("/api/v1/company", { body })),
    onSuccess: (saved) => {
      client.setQueryData(keys.company, saved);
      onSaved();
    },
  });
}
