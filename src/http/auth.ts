import type { Context, MiddlewareHandler } from "hono";
import { loadAccessConfig, type Secrets } from "../config";
import type { AppEnv } from "./app-env";
import { log } from "./log";
import { getDb } from "../db/client";
import { feedKeyHash } from "../db/feed-keys";
import { sha256Hex } from "../domain/hash";
import { CALENDAR_FEED, CALENDAR_PATH } from "../db/feed-keys";
import { ACCESS_JWT_HEADER, accessScope, verifyAccessJwt } from "./access-jwt";
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
  "This deployment has no access control yet: set up Cloudflare Access (ACCESS_TEAM_DOMAIN and ACCESS_AUD, with ACCESS_WRITERS or ACCESS_READERS) or the API_TOKENS secret (npm run token:mint; wrangler secret put API_TOKENS --env production), or set ALLOW_ANONYMOUS=true to open it on purpose";

const NOT_AUTHENTICATED = "Not authenticated: sign in through Cloudflare Access, or send Authorization: Bearer <token>";

const refuse = (c: Context<AppEnv>, status: 401 | 403, detail: string) =>
  c.json({ detail }, status, status === 401 ? { "WWW-Authenticate": 'Bearer realm="property-records"' } : {});

/**
 * Access control, on when the `API_TOKENS` secret or Cloudflare Access (ACCESS_TEAM_DOMAIN and
 * ACCESS_AUD) is configured. A request proves who it is by a bearer token (scripts) or by the Access
 * token Cloudflare adds once a person has signed in (the app); the bearer token is checked first when
 * both are sent. None, or an invalid one, is 401; a read token or a reader on a write route is 403.
 * `scopeOf` fixes the scope a path needs (the API: by method; the docs: read). The production
 * profile fails closed: with neither configured (and without ALLOW_ANONYMOUS=true), or with Access
 * half configured in any profile, every path that needs a scope answers 503 naming what to set.
 */
function accessControl(scopeOf: (c: Context<AppEnv>) => "read" | "write" | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env = c.env as Env & Secrets;
    const { apiTokens, access, accessProblem, failClosed } = loadAccessConfig(env ?? {});
    if (failClosed && scopeOf(c)) {
      log(env, "error", "access control is not configured; the API refuses every request", { path: c.req.path, access_problem: accessProblem });
      return c.json({ detail: accessProblem ? `Cloudflare Access is half configured: ${accessProblem}` : UNCONFIGURED_DETAIL }, 503);
    }
    const needed = apiTokens || access ? scopeOf(c) : null;
    if (!needed) return next();
    // A calendar app cannot send a bearer token: the feed answers its own key instead.
    const feedKey = c.req.method === "GET" && c.req.path === CALENDAR_PATH ? c.req.query("key") : undefined;
    if (feedKey !== undefined) {
      const stored = await feedKeyHash(getDb(env.DB), CALENDAR_FEED);
      if (stored && hashesEqual(await sha256Hex(feedKey), stored)) return next();
      return refuse(c, 401, "Invalid calendar key: create a new link with POST /api/v1/obligations/calendar-key");
    }
    const presented = bearer(c.req.header("authorization"));
    if (presented) {
      const token = apiTokens ? await matchToken(tokensOf(env, apiTokens), presented) : undefined;
      if (!token) return refuse(c, 401, apiTokens ? "Invalid API token" : "This deployment takes no API tokens (API_TOKENS is not set): sign in through Cloudflare Access");
      if (needed === "write" && token.scope !== "write") return refuse(c, 403, "This token may only read; the request needs a write token");
      c.set("tokenId", token.id);
      c.set("scope", token.scope);
      return next();
    }
    const assertion = access ? c.req.header(ACCESS_JWT_HEADER) : undefined;
    if (!access || !assertion) return refuse(c, 401, access ? NOT_AUTHENTICATED : "Not authenticated: send Authorization: Bearer <token>");
    const verdict = await verifyAccessJwt(assertion, access);
    if (!verdict.ok) {
      log(env, verdict.unavailable ? "error" : "warn", "Cloudflare Access token refused", { path: c.req.path, reason: verdict.reason });
      if (verdict.unavailable) return c.json({ detail: "Cloudflare Access could not be checked: its signing keys did not load; try again shortly" }, 503);
      return refuse(c, 401, `Cloudflare Access sign-in refused: ${verdict.reason}; sign in again`);
    }
    const scope = accessScope(verdict.identity, access);
    if (!scope) return refuse(c, 403, `${verdict.identity} is signed in but has no access here: add the email or its domain to ACCESS_READERS or ACCESS_WRITERS`);
    if (needed === "write" && scope !== "write") return refuse(c, 403, `${verdict.identity} may only read (ACCESS_READERS); the request needs ACCESS_WRITERS`);
    c.set("tokenId", `access:${verdict.identity}`);
    c.set("scope", scope);
    return next();
  };
}

/** Every `/api/*` route. */
export const apiAccess = accessControl((c) => requiredScope(c.req.method, c.req.path));

/** `/docs` and `/openapi.json`: public unless PUBLIC_DOCS is "false". */
export const docsAccess = accessControl((c) => (loadAccessConfig(c.env ?? {}).publicDocs ? null : "read"));
