import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent } from "../../http/responses";
import { SearchQuery, SearchResultSchema } from "./schemas";

export const search = createRoute({
  method: "get",
  path: "/",
  tags: ["Documents"],
  summary: "Search the content of the documents",
  description: "Hybrid by default: BM25 over the words (FTS5) and vector similarity over the meaning, fused by reciprocal rank. Deleted documents are never found.",
  request: { query: SearchQuery },
  responses: { 200: jsonContent(SearchResultSchema, "The best passages, best first"), ...errorResponses(422) },
});
