import { loadConfig } from "../../config";
import type { AppRouteHandler } from "../../http/handler";
import { log } from "../../http/log";
import { SERVICE_NAME, VERSION } from "../../version";
import { checkDatabase } from "../../db/health";
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

/**
 * Whether the client asks for a page rather than data: `text/html` weighs more than JSON in its Accept
 * header (a browser's navigation). No Accept, a wildcard or JSON is the JSON root, as the spec has it.
 */
export function prefersHtml(accept: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!type) continue;
    const q = params.find((param) => param.startsWith("q="));
    weights.set(type, q ? Number(q.slice(2)) || 0 : 1);
  }
  const html = weights.get("text/html") ?? 0;
  return html > 0 && html > (weights.get("application/json") ?? 0);
}

export const root: AppRouteHandler<typeof routes.root> = async (c) => {
  // The app's index.html (the asset router's answer for `/`).
  if (prefersHtml(c.req.header("accept"))) return c.env.ASSETS.fetch(c.req.raw);
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


/** The caller's identity and scope, as the access middleware found them (write for all when authentication is off). */
export const session: AppRouteHandler<typeof routes.session> = (c) => c.json({ identity: c.get("tokenId") ?? null, scope: c.get("scope") ?? "write" }, 200);
