import { createRoute } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams, PageQuery } from "../../http/schemas";
import { ChatQueryRequest, ChatQueryResponse, ChatSessionPageSchema, ChatSessionSchema } from "./schemas";

const tags = ["Chat"];

export const query = createRoute({
  method: "post",
  path: "/query",
  tags,
  summary: "Ask a question",
  description:
    "Answers from the records (query_database), the documents' text (search_document_content) and the document list (list_business_documents); `sources[].type` names the tool behind each source. Figures come from the tools, never from the model. With `session_id`, earlier turns resolve follow-ups (\"when was it acquired?\", \"and in August?\"). 500 when the AI service fails and no fallback can answer.",
  ...jsonRequest(ChatQueryRequest, "The question, and optionally the session to continue"),
  responses: { 200: jsonContent(ChatQueryResponse, "The answer and its sources"), ...errorResponses(400, 422) },
});

export const session = createRoute({
  method: "get",
  path: "/sessions/{id}",
  tags,
  summary: "Get a chat session's history",
  description: "Every turn, oldest first: the question, the answer, its sources, the tool calls and the entities resolved.",
  request: { params: IdParams },
  responses: { 200: jsonContent(ChatSessionSchema, "The session and its turns"), ...errorResponses(404, 422) },
});

export const sessions = createRoute({
  method: "get",
  path: "/sessions",
  tags,
  summary: "List chat sessions",
  description: "Conversations, the most recently continued first, each with its first question as a title and its number of turns.",
  request: { query: PageQuery },
  responses: { 200: jsonContent(ChatSessionPageSchema, "A page of sessions"), ...errorResponses(422) },
});
