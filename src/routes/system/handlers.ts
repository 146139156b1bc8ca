import { loadConfig } from "../../config";
import type { AppRouteHandler } from "../../http/handler";
import { log } from "../../http/log";
import { SERVICE_NAME, VERSION } from "../../version";
import { checkDatabase } from "./health";
import type * as routes from "./routes";

/** The collections the root links to; each resource adds itself here as it is exposed. */
export const COLLECTIONS: Record<string, string> = {
  properties: "/api/v1/properties",
  transactions: "/api/v1/transactions",
  obligations: "/api/v1/obligations",
  obligations_calendar: "/api/v1/obligations/calendar.ics",
  company: "/api/v1/company",
  documents: "/api/v1/documents",
  incoming_files: "/api/v1/chat/incoming-files",
};

export const root: AppRouteHandler<typeof routes.root> = (c) => {
  const link = (path: string) => new URL(path, c.req.url).href;
  const links: Record<string, string> = { docs: link("/docs"), openapi: link("/openapi.json"), health: link("/health") };
  for (const [name, path] of Object.entries(COLLECTIONS)) links[name] = link(path);
  return c.json(
    {
      name: SERVICE_NAME,
      version: VERSION,
      description: "Records service and assistant for small property-owning companies",
      profile: loadConfig(c.env).profile,
      links,
    },
    200,
  );
};

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  const database = await checkDatabase(c.env.DB);
  if (database.status === "error") {
    log(c.env, "warn", "health: database check failed", { request_id: c.get("requestId"), error: database.error });
  }
  // The reason stays in the logs; clients learn only that the database did not answer.
  const { error: _internal, ...shown } = database;
  return c.json(
    {
      status: database.status === "ok" ? ("healthy" as const) : ("degraded" as const),
      version: VERSION,
      profile: loadConfig(c.env).profile,
      checks: { database: database.status === "ok" ? shown : { ...shown, error: "database unavailable" } },
    },
    200,
  );
};
