// The assistant's conversations: the list, one conversation with its turns, and a question asked.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type Schemas } from "../client";
import { keys } from "./keys";

const readSession = (id: string) => unwrap(api.GET("/api/v1/chat/sessions/{id}", { params: { path: { id } } }));

/** A conversation with its turns; none (a new conversation) reads nothing. */
export function useChatSession(id: string | undefined) {
  return useQuery({ queryKey: keys.chat.session(id ?? ""), queryFn: () => readSession(id!), enabled: Boolean(id) });
}

/** The latest 50 conversations. */
export function useChatSessions() {
  return useQuery({ queryKey: keys.chat.sessions, queryFn: () => unwrap(api.GET("/api/v1/chat/sessions", { params: { query: { page_size: 50 } } })) });
}

/**
 * Asks a question, in the conversation `sessionId` or a new one. Before `onSuccess`, the
 * conversation is read as stored now, with this turn (staleTime 0: even if it was read a moment
 * ago), so the answer stays on screen and a follow-up asked at once sees it; the list of
 * conversations is read again too.
 */
export function useAsk(
  sessionId: string | undefined,
  handlers: { onMutate: (query: string) => void; onSuccess: (result: Schemas["ChatQueryResponse"]) => void; onError: (error: Error, query: string) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: string) => unwrap(api.POST("/api/v1/chat/query", { body: { query, session_id: sessionId ?? null } })),
    onMutate: handlers.onMutate,
    onSuccess: async (result) => {
      await client.fetchQuery({ queryKey: keys.chat.session(result.session_id), queryFn: () => readSession(result.session_id), staleTime: 0 }).catch(() => undefined);
      void client.invalidateQueries({ queryKey: keys.chat.sessions, refetchType: "all" });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
