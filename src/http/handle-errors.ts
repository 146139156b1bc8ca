import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { ApiError } from "./errors";
import { log } from "./log";

/** The one error handler: known errors keep their status and message; anything else is a bare 500. */
export const onError: ErrorHandler<AppEnv> = (err, c: Context<AppEnv>) => {
  if (err instanceof ApiError) return c.json({ detail: err.detail }, err.status);
  if (err instanceof HTTPException) return c.json({ detail: err.message || "Request failed" }, err.status);
  log(c.env ?? {}, "error", "unhandled error", {
    request_id: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  });
  return c.json({ detail: "Internal server error" }, 500);
};

export const notFound: NotFoundHandler<AppEnv> = (c) => c.json({ detail: "Not Found" }, 404);
