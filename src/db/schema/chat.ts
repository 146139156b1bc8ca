import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A conversation: its turns give the context a follow-up is resolved against. */
export const chatSessions = sqliteTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  // The list of conversations is newest first.
  (t) => [index("chat_sessions_updated_idx").on(t.updatedAt)],
);

/** One question and its answer, with the tool calls that served it and the entities it resolved. */
export const chatTurns = sqliteTable(
  "chat_turns",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id),
    /** 1, 2, 3... within the session; unique, so two racing turns cannot share a place. */
    turn: integer("turn").notNull(),
    query: text("query").notNull(),
    answer: text("answer").notNull(),
    sources: text("sources", { mode: "json" }).$type<unknown[]>().notNull(),
    toolCalls: text("tool_calls", { mode: "json" }).$type<unknown[]>().notNull(),
    entities: text("entities", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The answer's parts for the app (chat/types.ts AnswerBlock), or null for plain text only. */
    blocks: text("blocks", { mode: "json" }).$type<unknown[]>(),
    brain: text("brain").notNull(),
    durationMs: integer("duration_ms").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("chat_turns_session_turn_unique").on(t.sessionId, t.turn), index("chat_turns_created_idx").on(t.createdAt)],
);

export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatTurnRow = typeof chatTurns.$inferSelect;
export type NewChatTurnRow = typeof chatTurns.$inferInsert;
