import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { log } from "./log";

export type LimiterBinding = "UPLOAD_RATE_LIMITER" | "CHAT_RATE_LIMITER";

/**
 * The routes that cost the most (file storage and ingestion, the assistant), each with the Workers
 * Rate Limiting binding that counts them. Also read by the OpenAPI document to declare their 429.
 */
export const RATE_LIMITED_ROUTES: { method: "POST"; path: string; binding: LimiterBinding }[] = [
  { method: "POST", path: "/api/v1/documents", binding: "UPLOAD_RATE_LIMITER" },
  { method: "POST", path: "/api/v1/chat/upload", binding: "UPLOAD_RATE_LIMITER" },
  { method: "POST", path: "/api/v1/transactions/import", binding: "UPLOAD_RATE_LIMITER" },
  { method: "POST", path: "/api/v1/chat/query", binding: "CHAT_RATE_LIMITER" },
];

/** The longest window the binding allows (wrangler.toml: 10 or 60 s); waiting it out always helps. */
const RETRY_AFTER_SECONDS = 60;

/**
 * Counts a request against `binding`, keyed by the API token (or, without authentication, the
 * client's address), and answers 429 with Retry-After once the key is over its limit. Without the
 * binding (the embedded profile) nothing is limited; if the binding itself fails, the request goes on.
 */
export function rateLimit(method: string, binding: LimiterBinding): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = c.env?.[binding];
    if (!limiter || c.req.method !== method) return next();
    const tokenId = c.get("tokenId");
    const key = tokenId ? `token:${tokenId}` : `ip:${c.req.header("cf-connecting-ip") ?? "unknown"}`;
    let allowed = true;
    try {
      allowed = (await limiter.limit({ key })).success;
    } catch (err) {
      log(c.env, "warn", "rate limiter unavailable; request allowed", { request_id: c.get("requestId"), binding, error: String(err) });
    }
    if (allowed) return next();
    log(c.env, "warn", "rate limited", { request_id: c.get("requestId"), binding, key, path: c.req.path });
    return c.json({ detail: `Too many requests; retry after ${RETRY_AFTER_SECONDS} seconds` }, 429, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  };
}
