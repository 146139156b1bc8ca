import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import type * as routes from "./routes";

export const search: AppRouteHandler<typeof routes.search> = async (c) => {
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
};
