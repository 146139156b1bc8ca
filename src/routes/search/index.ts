import { createRoute } from "@hono/zod-openapi";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponses, jsonContent } from "../../http/responses";
import { SearchQuery, SearchResultSchema } from "./schemas";

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["Documents"],
  summary: "Search the content of the documents",
  description: "Hybrid by default: BM25 over the words (FTS5) and vector similarity over the meaning, fused by reciprocal rank. Deleted documents are never found.",
  request: { query: SearchQuery },
  responses: { 200: jsonContent(SearchResultSchema, "The best passages, best first"), ...errorResponses(422) },
});

// Mounted at /api/v1/documents/search, ahead of the documents router, so "search" is never read as an id.
export const searchRouter = createRouter().openapi(route, async (c) => {
  const query = c.req.valid("query");
  if (query.start_date && query.end_date && query.start_date > query.end_date) throw ApiError.invalidField(["query", "end_date"], "end_date must be on or after start_date");
  const items = await c.var.deps.searchIndexFor(c.env).search(query.q, {
    topK: query.top_k,
    mode: query.mode,
    documentId: query.document_id,
    docType: query.doc_type,
    startDate: query.start_date,
    endDate: query.end_date,
  });
  return c.json({ query: query.q, mode: query.mode, items, total: items.length }, 200);
});
