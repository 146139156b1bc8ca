import { getDb } from "../../db/client";
import { clearDemoLoading, demoCounts, demoDocumentIds, demoLoading, markDemo, removeDemo, setDemoLoading } from "../../db/demo";
import { nowIso } from "../../domain/time";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import type * as routes from "./routes";

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const db = getDb(c.env.DB);
  const [records, loading] = await Promise.all([demoCounts(db), demoLoading(db, nowIso())]);
  return c.json({ demo: Object.values(records).some((n) => n > 0) || loading !== null, records, loading }, 200);
};

export const setLoading: AppRouteHandler<typeof routes.setLoading> = async (c) => c.json(await setDemoLoading(getDb(c.env.DB), c.req.valid("json"), nowIso()), 200);

export const clearLoading: AppRouteHandler<typeof routes.clearLoading> = async (c) => {
  await clearDemoLoading(getDb(c.env.DB));
  return c.json({ loading: null }, 200);
};

export const mark: AppRouteHandler<typeof routes.mark> = async (c) => {
  const { kind, ids } = c.req.valid("json");
  const { marked, missing } = await markDemo(getDb(c.env.DB), kind, ids);
  if (missing.length > 0) {
    throw ApiError.validation(missing.slice(0, 20).map((id) => ({ loc: ["body", "ids", ids.indexOf(id)], msg: `${id} is not a live ${kind} record`, type: "value_error" })));
  }
  return c.json({ marked }, 200);
};

/** Takes the demo's documents out of every search index, then removes every demo record in one transaction. */
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const db = getDb(c.env.DB);
  const index = c.var.deps.searchIndexFor(c.env);
  for (const id of await demoDocumentIds(db)) await index.removeDocument(id);
  const removed = await removeDemo(db, nowIso());
  return c.json({ removed }, 200);
};
