import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { APP_CSP } from "./app-csp";
import type { AppEnv } from "./app-env";
import { log } from "./log";

/** API responses are data: nothing in them may load, frame or run anything. */
const apiHeaders = secureHeaders({
  crossOriginResourcePolicy: "cross-origin",
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
});

/** Swagger UI loads its own files from this origin and starts itself with one inline script. */
const docsHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
  },
});

/** `/` may answer a browser with the web app's page (routes/system). */
const appHeaders = secureHeaders({ crossOriginResourcePolicy: "cross-origin", contentSecurityPolicy: APP_CSP });

export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.path === "/docs") return docsHeaders(c, next);
  return c.req.path === "/" ? appHeaders(c, next) : apiHeaders(c, next);
};

/** One structured access-log line per request, carrying the request id. */
export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  log(c.env ?? {}, "info", "request", {
    request_id: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    token_id: c.get("tokenId"),
    duration_ms: Date.now() - started,
  });
};
