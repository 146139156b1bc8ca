import type { MiddlewareHandler } from "hono";
import { corsOrigins, loadAccessConfig, type Secrets } from "../config";
import type { AppEnv } from "./app-env";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * With no token or Access configured (the embedded profile a person runs on their own machine),
 * every origin may read, as the spec has it, but a browser page of another origin must not change
 * the books: a write whose `Origin` is neither the service's own nor listed in CORS_ORIGINS is 403.
 * A plain API client sends no `Origin` and is served. Once tokens or Access are on, they decide.
 * The service never answers a private-network preflight, so browsers keep public pages away from a
 * local service altogether.
 */
export const foreignWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header("origin");
  if (!WRITES.has(c.req.method) || origin === undefined) return next();
  const env = (c.env ?? {}) as Env & Secrets;
  const { apiTokens, access } = loadAccessConfig(env);
  if (apiTokens || access) return next();
  if (origin === new URL(c.req.url).origin || corsOrigins(env).includes(origin.toLowerCase())) return next();
  return c.json({ detail: `Writes from the web page at ${origin} are refused: only this service's own pages may change the records (list other origins in CORS_ORIGINS, or configure API tokens)` }, 403);
};
