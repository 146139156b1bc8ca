import { loadConfig } from "../config";
import { appendTurn, recentTurns } from "../db/chat";
import { getDb } from "../db/client";
import type { AppDeps } from "../http/app-env";
import { todayIn } from "../domain/dates";
import { newId } from "../domain/ids";
import { nowIso } from "../domain/time";
import { forgetRecords, StaleRecordsError, toolContext } from "./tools/context";
import type { AnswerBlock, Entities, PreviousTurn, Source } from "./types";

/** Turns of context given to a brain: enough for follow-ups, small enough to stay fast. */
const CONTEXT_TURNS = 3;

export interface ChatReply {
  answer: string;
  blocks?: AnswerBlock[];
  sources: Source[];
  session_id: string;
}

/** Answers of one question at most: an answer read from a copy found stale is made again from a fresh read. */
const MAX_ATTEMPTS = 3;

/**
 * One chat turn: reads the session's recent turns, lets the profile's brain answer with the tools,
 * stores the turn (query, answer, tool calls, resolved entities) and returns the reply. An answer read
 * wholly from this isolate's copy of the records is confirmed by the write that stores it: when the
 * records changed meanwhile, nothing is stored and the question is answered again from a fresh read.
 */
export async function answerQuery(env: Env, deps: AppDeps, query: string, sessionId: string | null | undefined): Promise<ChatReply> {
  const db = getDb(env.DB);
  const id = sessionId ?? newId();
  const history: PreviousTurn[] = sessionId
    ? (await recentTurns(db, id, CONTEXT_TURNS)).map((turn) => ({ query: turn.query, answer: turn.answer, entities: turn.entities as Entities }))
    : [];
  const started = Date.now();
  const brain = deps.chatBrainFor(env);
  for (let attempt = 1; ; attempt++) {
    const ctx = toolContext(db, deps.searchIndexFor(env), todayIn(loadConfig(env).timezone));
    let result;
    try {
      result = await brain.answer(ctx, query, history);
    } catch (error) {
      if (error instanceof StaleRecordsError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
    const expected = ctx.pending();
    const stored = await appendTurn(
      db,
      {
        id: newId(),
        sessionId: id,
        query,
        answer: result.answer,
        sources: result.sources,
        toolCalls: result.calls,
        entities: result.entities as Record<string, unknown>,
        blocks: result.blocks ?? null,
        brain: result.brain,
        durationMs: Date.now() - started,
        createdAt: nowIso(),
      },
      expected,
    );
    if (stored !== null) return { answer: result.answer, ...(result.blocks ? { blocks: result.blocks } : {}), sources: result.sources, session_id: id };
    forgetRecords(expected!);
    if (attempt >= MAX_ATTEMPTS) throw new StaleRecordsError();
  }
}
