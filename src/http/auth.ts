import type { Context, MiddlewareHandler } from "hono";
import { loadAccessConfig, type Secrets } from "../config";
import type { AppEnv } from "./app-env";
import { log } from "./log";
import { getDb } from "../db/client";
import { feedKeyHash } from "../db/feed-keys";
import { sha256Hex } from "../domain/hash";
import { CALENDAR_FEED, CALENDAR_PATH } from "../routes/obligations/feed-key";
import { hashesEqual, matchToken, parseApiTokens, requiredScope, type TokenEntry } from "./tokens";

// Parsed once per isolate: the secret only changes with a new deployment.
let parsed: { raw: string; tokens: TokenEntry[] } | undefined;

function tokensOf(env: Env & Secrets, raw: string): TokenEntry[] {
  if (parsed?.raw !== raw) {
    const { tokens, invalid } = parseApiTokens(raw);
    if (invalid) log(env, "error", "API_TOKENS has malformed entries; they grant nothing", { invalid, valid: tokens.length });
    parsed = { raw, tokens };
  }
  return parsed.tokens;
}

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];

/** The 503 of a production deployment whose access control is not configured yet. */
export const UNCONFIGURED_DETAIL =
  "This deployment has no access control yet: set the API_TOKENS secret (npm run token:mint; wrangler secret put API_TOKENS --env production), or set ALLOW_ANONYMOUS=true to open it on purpose";

const refuse = (c: Context<AppEnv>, status: 401 | 403, detail: string) =>
  c.json({ detail }, status, status === 401 ? { "WWW-Authenticate": 'Bearer realm="property-records"' } : {});

/**
 * Bearer-token access control, on only when the `API_TOKENS` secret is set: no token or an unknown
 * one is 401, a read token on a write route 403. `scope` fixes the scope a path needs (the API: by
 * method; the docs: read). The production profile fails closed: without tokens (and without
 * ALLOW_ANONYMOUS=true) every path that needs a scope answers 503 naming what to configure.
 */
function accessControl(scopeOf: (c: Context<AppEnv>) => "read" | "write" | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env = c.env as Env & Secrets;
    const { apiTokens, failClosed } = loadAccessConfig(env ?? {});
    if (failClosed && scopeOf(c)) {
      log(env, "error", "access control is not configured; the API refuses every request", { path: c.req.path });
      return c.json({ detail: UNCONFIGURED_DETAIL }, 503);
    }
    const needed = apiTokens ? scopeOf(c) : null;
    if (!apiTokens || !needed) return next();
    // A calendar app cannot send a bearer token: the feed answers its own key instead.
    const feedKey = c.req.method === "GET" && c.req.path === CALENDAR_PATH ? c.req.query("key") : undefined;
    if (feedKey !== undefined) {
      const stored = await feedKeyHash(getDb(env.DB), CALENDAR_FEED);
      if (stored && hashesEqual(await sha256Hex(feedKey), stored)) return next();
      return refuse(c, 401, "Invalid calendar key: create a new link with POST /api/v1/obligations/calendar-key");
    }
    const presented = bearer(c.req.header("authorization"));
    if (!presented) return refuse(c, 401, "Not authenticated: send Authorization: Bearer <token>");
    const token = await matchToken(tokensOf(env, apiTokens), presented);
    if (!token) return refuse(c, 401, "Invalid API token");
    if (needed === "write" && token.scope !== "write") return refuse(c, 403, "This token may only read; the request needs a write token");
    c.set("tokenId", token.id);
    return next();
  };
}

/** Every `/api/*` route. */
export const apiAccess = accessControl((c) => requiredScope(c.req.method, c.req.path));

/** `/docs` and `/openapi.json`: public unless PUBLIC_DOCS is "false". */
export const docsAccess = accessControl((c) => (loadAccessConfig(c.env ?? {}).publicDocs ? null : "read"));
