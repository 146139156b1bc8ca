// The built-in categorisation guesses: the list as the company left them, a change to one, and a reset.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export type BuiltinRule = Schemas["BuiltinRule"];

export function useBuiltinRules() {
  return useQuery({ queryKey: keys.rules.builtin, queryFn: () => unwrap(api.GET("/api/v1/rules/builtin")) });
}

export function useEditBuiltinRule(handlers: { onError: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: { key: string } & Schemas["BuiltinRuleUpdate"]) => unwrap(api.PATCH("/api/v1/rules/builtin/{key}", { params: { path: { key } }, body })),
    onError: handlers.onError,
    onSettled: () => client.invalidateQueries({ queryKey: keys.rules.builtin }),
  });
}

export function useResetBuiltinRules(handlers: { onSuccess: (reset: number) => void; onError: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/rules/builtin/reset")),
    onSuccess: (result) => handlers.onSuccess(result.reset),
    onError: handlers.onError,
    onSettled: () => client.invalidateQueries({ queryKey: keys.rules.builtin }),
  });
}
