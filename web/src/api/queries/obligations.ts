// Deadlines (obligations): the lists Deadlines, Home, a property's page and the assistant show; a
// status change, a save, a delete with its restore; the year's standard deadlines; the calendar feed's key.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

export type Obligation = Schemas["Obligation"];
type Filters = Record<string, string | number>;

/** The deadlines matching the Deadlines screen's filters, up to 200. */
export function useObligations(filters: Filters) {
  return useQuery({
    queryKey: keys.obligations.list(filters),
    queryFn: () => unwrap(api.GET("/api/v1/obligations", { params: { query: { ...filters, page_size: 200 } } })),
  });
}

export function useOverdueObligations() {
  return useQuery({
    queryKey: keys.obligations.overdue,
    queryFn: () => unwrap(api.GET("/api/v1/obligations", { params: { query: { status: "overdue", page_size: 50 } } })),
  });
}

/** The open deadlines of the next 30 days. */
export function useUpcomingObligations() {
  return useQuery({
    queryKey: keys.obligations.upcoming,
    queryFn: () => unwrap(api.GET("/api/v1/obligations", { params: { query: { upcoming: 30, page_size: 50 } } })),
  });
}

/** The next open deadline within a year, for a suggested question. */
export function useNextObligation() {
  return useQuery({
    queryKey: keys.obligations.next,
    queryFn: () => unwrap(api.GET("/api/v1/obligations", { params: { query: { upcoming: 365, page_size: 1 } } })),
  });
}

export function usePropertyObligations(propertyId: string) {
  return useQuery({
    queryKey: keys.obligations.ofProperty(propertyId),
    queryFn: () => unwrap(api.GET("/api/v1/obligations", { params: { query: { property_id: propertyId, page_size: 10 } } })),
  });
}

/** A write to a deadline changes every list that shows deadlines. */
export function useInvalidateObligations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.obligations.all });
}

type StatusChange = { id: string; status: "completed" | "cancelled" | "pending"; extra_metadata?: Record<string, unknown> };

/** Sends a status change; a plain call, for an undo that outlives the dialog that offered it. */
export const setObligationStatus = (input: StatusChange) =>
  unwrap(
    api.PATCH("/api/v1/obligations/{id}", {
      params: { path: { id: input.id } },
      body: { status: input.status, ...(input.extra_metadata ? { extra_metadata: input.extra_metadata } : {}) },
    }),
  );

/** Sends a status change and refreshes every list that shows deadlines. */
export function useObligationStatus() {
  const invalidate = useInvalidateObligations();
  return useMutation({ mutationFn: setObligationStatus, onSettled: invalidate });
}

type SaveInput = Pick<Schemas["ObligationCreate"], "description" | "obligation_type" | "due_date"> & { property_id: string | null; recurrence: string | null; fee: string };

/**
 * Adds a deadline, or changes `editing`: an edit sends the rule and the fee even when they were
 * cleared (null), an addition only those given.
 */
export function useSaveObligation(editing: Obligation | null, onSaved: (saved: Obligation) => void) {
  const invalidate = useInvalidateObligations();
  return useMutation({
    mutationFn: ({ recurrence, fee, ...fields }: SaveInput) => {
      if (editing) {
        const body: Schemas["ObligationUpdate"] = { ...fields, recurrence, extra_metadata: { fee: fee || null } };
        return unwrap(api.PATCH("/api/v1/obligations/{id}", { params: { path: { id: editing.id } }, body }));
      }
      const body: Schemas["ObligationCreate"] = { ...fields, ...(recurrence ? { recurrence } : {}), ...(fee ? { extra_metadata: { fee } } : {}) };
      return unwrap(api.POST("/api/v1/obligations", { body }));
    },
    onSuccess: async (saved) => (await invalidate(), onSaved(saved)),
  });
}

/** Deletes a deadline; `restoreObligation` brings it back. */
export function useDeleteObligation<V extends { item: Obligation }>(handlers: { onSuccess: (data: unknown, input: V) => void; onError: (error: unknown) => void }) {
  const invalidate = useInvalidateObligations();
  return useMutation({
    mutationFn: (input: V) => unwrap(api.DELETE("/api/v1/obligations/{id}", { params: { path: { id: input.item.id } } })),
    onSuccess: (data, input) => {
      void invalidate();
      handlers.onSuccess(data, input);
    },
    onError: handlers.onError,
  });
}

export const restoreObligation = (id: string) => unwrap(api.POST("/api/v1/obligations/{id}/restore", { params: { path: { id } } }));

/**
 * The year's standard deadlines (POST /obligations/standard): a dry run says what is missing, a real
 * run adds it, and the deadlines and the setup's checklist are read again before it resolves.
 */
export function useStandardDeadlines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas["StandardDeadlinesRequest"]) => unwrap(api.POST("/api/v1/obligations/standard", { body })),
    onSuccess: async (_, body) => {
      if (!body.dry_run) await Promise.all([keys.obligations.all, keys.setup.all].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** A new private calendar link (the previous one stops working). */
export function useCreateCalendarKey(handlers: { onSuccess: (key: Schemas["CalendarFeedKey"]) => void }) {
  return useMutation({ mutationFn: () => unwrap(api.POST("/api/v1/obligations/calendar-key")), ...handlers });
}

export function useRevokeCalendarKey(handlers: { onSuccess: (result: Schemas["CalendarFeedKeyRevoked"]) => void }) {
  return useMutation({ mutationFn: () => unwrap(api.DELETE("/api/v1/obligations/calendar-key")), ...handlers });
}
