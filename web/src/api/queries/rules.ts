// Categorisation rules: the saved rules in order (save, move, delete), applying them to the review
// queue (a preview, then the write, and its undo), and the built-in guesses tried after them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export type Rule = Schemas["Rule"];
export type RulePreview = Schemas["RuleApplyResult"];
export type BuiltinRule = Schemas["BuiltinRule"];
type Handlers<T> = { onSuccess?: (result: T) => void | Promise<void>; onError: (error: unknown) => void };

export function useRules() {
  return useQuery({ queryKey: keys.rules.list, queryFn: () => unwrap(api.GET("/api/v1/rules")) });
}

/** Adds a rule, or changes one (`id`), then refreshes the list. */
export function useSaveRule(handlers: { onSuccess: (rule: Rule) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Schemas["RuleCreate"] }) => (id ? unwrap(api.PATCH("/api/v1/rules/{id}", { params: { path: { id } }, body })) : unwrap(api.POST("/api/v1/rules", { body }))),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: keys.rules.list });
      handlers.onSuccess(saved);
    },
  });
}

export function useMoveRule(handlers: Handlers<Rule>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rule, position }: { rule: Rule; position: number }) => unwrap(api.PATCH("/api/v1/rules/{id}", { params: { path: { id: rule.id } }, body: { position } })),
    ...handlers,
    onSettled: () => client.invalidateQueries({ queryKey: keys.rules.list }),
  });
}

export function useDeleteRule(handlers: Handlers<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: Rule) => unwrap(api.DELETE("/api/v1/rules/{id}", { params: { path: { id: rule.id } } })),
    ...handlers,
    onSettled: () => client.invalidateQueries({ queryKey: keys.rules.list }),
  });
}

/** An apply of the rules changes the ledger and every report. */
function useInvalidateApplied() {
  const client = useQueryClient();
  return () => Promise.all([keys.rules.all, keys.transactions.all, keys.reports.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** What the rules would change on the transactions waiting for a category. */
export function usePreviewRules(handlers: Handlers<RulePreview>) {
  return useMutation({ mutationFn: () => unwrap(api.POST("/api/v1/rules/apply", { body: { dry_run: true } })), ...handlers });
}

/** The rules applied to the review queue; the result's run_id undoes it (useUndoRuleRun). */
export function useApplyRules(handlers: Handlers<RulePreview>) {
  const invalidate = useInvalidateApplied();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/rules/apply", { body: { dry_run: false } })),
    onSuccess: async (result) => {
      await invalidate();
      await handlers.onSuccess?.(result);
    },
    onError: handlers.onError,
  });
}

/** Puts back the rows of an apply nobody changed since. */
export function useUndoRuleRun() {
  const invalidate = useInvalidateApplied();
  return async (runId: string) => {
    const undone = await unwrap(api.POST("/api/v1/rules/runs/{id}/undo", { params: { path: { id: runId } } }));
    await invalidate();
    return undone;
  };
}

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
