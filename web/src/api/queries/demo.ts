// The demo company: its records and its loader's progress, and its removal. Either way every other
// query is read again, since any of them may have held demo records.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api, unwrap } from "../client";
import { keys } from "./keys";

/** The demo's records, and its loader's progress while it loads (asked again every 1.5 s until the load is over). */
export function useDemo() {
  const client = useQueryClient();
  const loadingSeen = useRef(false);
  const demo = useQuery({
    queryKey: keys.demo,
    queryFn: () => unwrap(api.GET("/api/v1/demo")),
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.loading ? 1500 : false),
  });
  const loading = demo.data?.loading ?? null;
  useEffect(() => {
    if (loading) loadingSeen.current = true;
    else if (loadingSeen.current && demo.data) {
      // The demo is whole now: every screen reads it again.
      loadingSeen.current = false;
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== keys.demo[0] });
    }
  }, [loading, demo.data, client]);
  return demo;
}

/**
 * Removes every demo record (DELETE /api/v1/demo). `onRemoved` runs as soon as they are gone; the
 * mutation resolves once every query has been read again.
 */
export function useRemoveDemo(handlers: { onRemoved: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/demo")),
    onSuccess: async () => {
      handlers.onRemoved();
      await client.invalidateQueries();
    },
  });
}
