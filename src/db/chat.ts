import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { isUniqueViolation } from "./obligation-writes";
import { chatSessions, chatTurns, type ChatSessionRow, type ChatTurnRow, type NewChatTurnRow } from "./schema";

export async function findChatSession(db: Database, id: string): Promise<ChatSessionRow | undefined> {
  return db.select().from(chatSessions).where(eq(chatSessions.id, id)).get();
}

export interface ChatSessionSummary {
  id: string;
  createdAt: string;
  updatedAt: string;
  turns: number;
  /** The session's first question. */
  firstQuery: string | null;
}

/** Conversations, most recently continued first, each with its turn count and first question. */
export async function listChatSessions(db: Database, page: number, pageSize: number): Promise<{ rows: ChatSessionSummary[]; total: number }> {
  const [rows, totals] = await db.batch([
    db
      .select({
        id: chatSessions.id,
        createdAt: chatSessions.createdAt,
        updatedAt: chatSessions.updatedAt,
        // Qualified by hand: inside the subquery an unqualified "id" would be the turn's.
        turns: sql<number>`(SELECT count(*) FROM chat_turns AS t WHERE t.session_id = chat_sessions.id)`,
        firstQuery: sql<string | null>`(SELECT t.query FROM chat_turns AS t WHERE t.session_id = chat_sessions.id ORDER BY t.turn LIMIT 1)`,
      })
      .from(chatSessions)
      .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(chatSessions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every turn of a session, oldest first. */
export async function sessionTurns(db: Database, sessionId: string): Promise<ChatTurnRow[]> {
  return db.select().from(chatTurns).where(eq(chatTurns.sessionId, sessionId)).orderBy(asc(chatTurns.turn));
}

/** The latest `limit` turns of a session, oldest first: the context of the next question. */
export async function recentTurns(db: Database, sessionId: string, limit: number): Promise<ChatTurnRow[]> {
  const rows = await db.select().from(chatTurns).where(eq(chatTurns.sessionId, sessionId)).orderBy(desc(chatTurns.turn)).limit(limit);
  return rows.reverse();
}

const APPEND = `INSERT INTO chat_turns (id, session_id, turn, query, answer, sources, tool_calls, entities, blocks, brain, duration_ms, created_at)
SELECT ?, ?, COALESCE(MAX(turn), 0) + 1, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM chat_turns WHERE session_id = ? RETURNING turn`;

/** The same statements, each writing only while the records are still at an expected version. */
const SESSION_IF = `INSERT INTO chat_sessions (id, created_at, updated_at) SELECT ?, ?, ? WHERE coalesce((SELECT version FROM versions WHERE name = 'reports'), '') = ?
ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at`;
const APPEND_IF = `INSERT INTO chat_turns (id, session_id, turn, query, answer, sources, tool_calls, entities, blocks, brain, duration_ms, created_at)
SELECT ?, ?, next, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM (SELECT COALESCE(MAX(turn), 0) + 1 AS next FROM chat_turns WHERE session_id = ?)
WHERE coalesce((SELECT version FROM versions WHERE name = 'reports'), '') = ? RETURNING turn`;

/**
 * Stores a turn, creating the session on its first one, in one batch of two statements (the turn's
 * number comes back from its insert): the session and its turn are written together or not at all.
 * The turn number is taken inside the statement; when two turns of one session race for the same
 * number, the unique index refuses one and it takes the next. With `recordsVersion`, the answer was
 * read from a copy of the records at that version: the turn is stored only if the records are still
 * there, else nothing is written and the result is null.
 */
export async function appendTurn(db: Database, turn: Omit<NewChatTurnRow, "turn">, recordsVersion?: string): Promise<number | null> {
  const d1 = db.$client;
  const guard = recordsVersion === undefined ? [] : [recordsVersion];
  const statements = [
    d1
      .prepare(recordsVersion === undefined ? "INSERT INTO chat_sessions (id, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at" : SESSION_IF)
      .bind(turn.sessionId, turn.createdAt, turn.createdAt, ...guard),
    d1
      .prepare(recordsVersion === undefined ? APPEND : APPEND_IF)
      .bind(
        turn.id,
        turn.sessionId,
        turn.query,
        turn.answer,
        JSON.stringify(turn.sources),
        JSON.stringify(turn.toolCalls),
        JSON.stringify(turn.entities),
        turn.blocks ? JSON.stringify(turn.blocks) : null,
        turn.brain,
        turn.durationMs,
        turn.createdAt,
        turn.sessionId,
        ...guard,
      ),
  ];
  for (let attempt = 0; ; attempt++) {
    try {
      const results = await d1.batch<{ turn: number }>(statements);
      return results[1]?.results[0]?.turn ?? null;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
