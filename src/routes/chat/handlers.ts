import { answerQuery } from "../../chat/service";
import type { AnswerBlock, Source, ToolCall } from "../../chat/types";
import { findChatSession, listChatSessions, sessionTurns } from "../../db/chat";
import { getDb } from "../../db/client";
import type { ChatTurnRow } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import type * as routes from "./routes";
import type { ChatTurn } from "./schemas";

export const query: AppRouteHandler<typeof routes.query> = async (c) => {
  const body = c.req.valid("json");
  return c.json(await answerQuery(c.env, c.get("deps"), body.query, body.session_id), 200);
};

function toTurn(row: ChatTurnRow): ChatTurn {
  return {
    turn: row.turn,
    query: row.query,
    answer: row.answer,
    blocks: row.blocks as AnswerBlock[] | null,
    sources: row.sources as Source[],
    tool_calls: row.toolCalls as ToolCall[],
    entities: row.entities,
    brain: row.brain,
    duration_ms: row.durationMs,
    created_at: row.createdAt,
  };
}

export const session: AppRouteHandler<typeof routes.session> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const found = await findChatSession(db, id);
  if (!found) throw ApiError.notFound(`Chat session ${id} not found`);
  const turns = await sessionTurns(db, id);
  return c.json({ id: found.id, created_at: found.createdAt, updated_at: found.updatedAt, turns: turns.map(toTurn) }, 200);
};

export const sessions: AppRouteHandler<typeof routes.sessions> = async (c) => {
  const { page, page_size } = c.req.valid("query");
  const { rows, total } = await listChatSessions(getDb(c.env.DB), page, page_size);
  const items = rows.map((row) => ({ id: row.id, title: row.firstQuery ?? "", turns: row.turns, created_at: row.createdAt, updated_at: row.updatedAt }));
  return c.json({ items, total, page, page_size }, 200);
};
