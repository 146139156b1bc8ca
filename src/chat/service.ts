import { chatBrain, loadConfig } from "../config";
import { appendTurn, recentTurns } from "../db/chat";
import { getDb } from "../db/client";
import type { AppDeps } from "../http/app-env";
import { todayIn } from "../domain/dates";
import { newId } from "../domain/ids";
import { nowIso } from "../domain/time";
import { StaleRecordsError, toolContext } from "./tools/property-ref";
import type { Entities, PreviousTurn, Source } from "./types";

/** Turns of context given to a brain: enough for follow-ups, small enough to stay fast. */
const CONTEXT_TURNS = 3;

export interface ChatReply {
  answer: string;
  sources: Source[];
  session_id: string;
}

/**
 * One chat turn: reads the session's recent turns, lets the profile's brain answer with the tools,
 * stores the turn (query, answer, tool calls, resolved entities) and returns the reply.
 */
export async function answerQuery(env: Env, deps: AppDeps, query: string, sessionId: string | null | undefined): Promise<ChatReply> {
  const db = getDb(env.DB);
  const id = sessionId ?? newId();
  const history: PreviousTurn[] = sessionId
    ? (await recentTurns(db, id, CONTEXT_TURNS)).map((turn) => ({ query: turn.query, answer: turn.answer, entities: turn.entities as Entities }))
    : [];
  const started = Date.now();
  const brain = chatBrain(env);
  const answer = () => brain.answer(toolContext(db, deps.searchIndexFor(env), todayIn(loadConfig(env).timezone)), query, history);
  // Answered from this isolate's copy of the records while they changed: again, from a fresh read.
  const result = await answer()
    .catch((error: unknown) => (error instanceof StaleRecordsError ? answer() : Promise.reject(error)))
    .catch((error: unknown) => (error instanceof StaleRecordsError ? answer() : Promise.reject(error)));
  await appendTurn(db, {
    id: newId(),
    sessionId: id,
    query,
    answer: result.answer,
    sources: result.sources,
    toolCalls: result.calls,
    entities: result.entities as Record<string, unknown>,
    brain: result.brain,
    durationMs: Date.now() - started,
    createdAt: nowIso(),
  });
  return { answer: result.answer, sources: result.sources, session_id: id };
}
