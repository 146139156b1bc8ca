import { z } from "@hono/zod-openapi";
import { TOOL_NAMES } from "../../chat/types";
import { pageOf, Timestamp, Uuid } from "../../http/schemas";

export const MAX_QUERY_CHARS = 2000;

const SESSION_ID = "019a8f50-1a2b-7c3d-8e4f-5a6b7c8d9e0f";

export const ChatQueryRequest = z
  .strictObject({
    query: z
      .string()
      .min(1)
      .max(MAX_QUERY_CHARS)
      .refine((text) => text.trim().length > 0, "query must contain a question, not only spaces")
      .openapi({ description: `The question in plain English (1 to ${MAX_QUERY_CHARS} characters)`, example: "What was rental income in July 2025?" }),
    session_id: Uuid.nullable().optional().openapi({ description: "Continue this session; null or omitted starts a new one. An unknown id starts a session with that id.", example: SESSION_ID }),
  })
  .openapi("ChatQueryRequest");

export const SourceSchema = z
  .object({
    type: z.enum(TOOL_NAMES).openapi({ description: "The tool that produced it" }),
    description: z.string().openapi({ description: "What was read: the filters of a database query, or the section of a passage" }),
    relevance: z.number().min(0).max(1).openapi({ description: "0..1; 1 for database reads, the search score for passages" }),
    document_title: z.string().optional().openapi({ description: "For document passages" }),
    document_id: z.string().optional().openapi({ format: "uuid", description: "For document passages: the document quoted (GET /api/v1/documents/{id})" }),
    link: z
      .object({
        resource: z.enum(["properties", "transactions", "obligations", "documents", "company"]),
        id: z.string().optional().openapi({ format: "uuid", description: "One record of the collection" }),
        query: z.record(z.string(), z.string()).optional().openapi({ description: "The collection's list filters that select the records read" }),
      })
      .optional()
      .openapi({
        description: "For database reads and document lists: GET /api/v1/{resource}[/{id}]?{query} shows the records the answer read",
        example: { resource: "transactions", query: { start_date: "2025-07-01", end_date: "2025-07-31", category: "revenue:rental_income,revenue:long_term_rental" } },
      }),
  })
  .openapi("ChatSource");

export const AnswerBlockSchema = z
  .union([
    z.object({ type: z.literal("text"), text: z.string() }),
    z.object({
      type: z.literal("table"),
      columns: z.array(z.object({ label: z.string(), align: z.enum(["left", "right"]) })),
      rows: z.array(z.array(z.string())).openapi({ description: "One array of cells per row, in the columns' order; figures as written in the answer" }),
    }),
    z.object({ type: z.literal("list"), items: z.array(z.string()) }),
  ])
  .openapi("ChatAnswerBlock", { description: "A part of the answer: a paragraph, a table or a list" });

const ANSWER_EXAMPLE = {
  answer: "Rental income in July 2025: $11,234.00 (22 transactions). Categories: revenue:rental_income, revenue:long_term_rental.",
  sources: [{ type: "query_database", description: "Transactions (2025-07-01 to 2025-07-31; revenue:rental_income, revenue:long_term_rental): 22 matching", relevance: 1 }],
  session_id: SESSION_ID,
} as const;

export const ChatQueryResponse = z
  .object({
    answer: z.string().openapi({ description: "The whole answer as plain text" }),
    blocks: z.array(AnswerBlockSchema).optional().openapi({ description: "The same answer as parts (paragraphs, tables, lists), when it holds a table or a list: what the app renders" }),
    sources: z.array(SourceSchema),
    session_id: z.string().openapi({ format: "uuid", description: "Send it back to continue the conversation" }),
  })
  .openapi("ChatQueryResponse", { example: ANSWER_EXAMPLE });

export const ChatTurnSchema = z
  .object({
    turn: z.number().int().openapi({ description: "1, 2, 3... within the session" }),
    query: z.string(),
    answer: z.string(),
    blocks: z.array(AnswerBlockSchema).nullable().openapi({ description: "The answer as parts, or null for plain text only" }),
    sources: z.array(SourceSchema),
    tool_calls: z.array(z.object({ tool: z.enum(TOOL_NAMES), args: z.record(z.string(), z.unknown()) })).openapi({ description: "The tools called, with their parameters" }),
    entities: z.record(z.string(), z.unknown()).openapi({ description: "What the turn resolved (property, period, tool and arguments): the context of a follow-up" }),
    brain: z.string().openapi({ description: "planner, or the Workers AI model that answered" }),
    duration_ms: z.number().int(),
    created_at: Timestamp,
  })
  .openapi("ChatTurn");

export const ChatSessionSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: Timestamp,
    updated_at: Timestamp,
    turns: z.array(ChatTurnSchema),
  })
  .openapi("ChatSession", {
    example: {
      id: SESSION_ID,
      created_at: "2026-11-21T14:26:34.123Z",
      updated_at: "2026-11-21T14:26:34.123Z",
      turns: [
        {
          turn: 1,
          query: "What was rental income in July 2025?",
          answer: ANSWER_EXAMPLE.answer,
          sources: [...ANSWER_EXAMPLE.sources],
          tool_calls: [{ tool: "query_database", args: { entity: "transactions", aggregate: "sum", categories: ["revenue:rental_income", "revenue:long_term_rental"], start_date: "2025-07-01", end_date: "2025-07-31" } }],
          entities: { intent: "transactions", tool: "query_database", period: { start: "2025-07-01", end: "2025-07-31", label: "July 2025" } },
          brain: "planner",
          duration_ms: 6,
          created_at: "2026-11-21T14:26:34.123Z",
        },
      ],
    },
  });

export type ChatTurn = z.infer<typeof ChatTurnSchema>;

const SUMMARY_EXAMPLE = {
  id: SESSION_ID,
  title: "What was rental income in July 2025?",
  turns: 3,
  created_at: "2026-11-21T14:26:34.123Z",
  updated_at: "2026-11-21T14:31:02.480Z",
} as const;

export const ChatSessionSummarySchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    title: z.string().openapi({ description: "The session's first question" }),
    turns: z.number().int().openapi({ description: "Questions asked in the session" }),
    created_at: Timestamp,
    updated_at: Timestamp.openapi({ description: "When the last question was asked" }),
  })
  .openapi("ChatSessionSummary", { example: SUMMARY_EXAMPLE });

export const ChatSessionPageSchema = pageOf(ChatSessionSummarySchema, "ChatSessionPage", SUMMARY_EXAMPLE);
