import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { APP_CSP, APP_PERMISSIONS } from "./app-csp";
import type { AppEnv } from "./app-env";
import { log } from "./log";

/** No page of the service uses a camera, a microphone, the location, payments or devices. */
const PERMISSIONS = Object.fromEntries(APP_PERMISSIONS.map((feature) => [feature, [] as string[]]));

/** API responses are data: nothing in them may load, frame or run anything. */
const apiHeaders = secureHeaders({
  crossOriginResourcePolicy: "cross-origin",
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  permissionsPolicy: PERMISSIONS,
});

/**
 * Swagger UI loads its own files from this origin and is started by one of them (docs-init.js), so
 * no inline script runs. Its styles stay 'unsafe-inline': Swagger UI sets style attributes from its
 * scripts (the code highlighter, the model view), which no hash or nonce can cover.
 */
const docsHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  },
  permissionsPolicy: PERMISSIONS,
});

/** `/` may answer a browser with the web app's page (routes/system). */
const appHeaders = secureHeaders({ crossOriginResourcePolicy: "cross-origin", contentSecurityPolicy: APP_CSP, permissionsPolicy: PERMISSIONS });
/**
 * The same page under `npm run dev`, whose Vite server (web/vite.config.ts sets DEV_SERVER) adds an
 * inline script and inline styles for hot reload and talks to the page over a websocket. Never set when deployed.
 */
const devAppHeaders = secureHeaders({ crossOriginResourcePolicy: "cross-origin", contentSecurityPolicy: { ...APP_CSP, scriptSrc: ["'self'", "'unsafe-inline'"], styleSrc: ["'self'", "'unsafe-inline'"], connectSrc: ["'self'", "ws:"] }, permissionsPolicy: PERMISSIONS });

export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.path === "/docs") return docsHeaders(c, next);
  if (c.req.path !== "/") return apiHeaders(c, next);
  return (c.env as { DEV_SERVER?: string } | undefined)?.DEV_SERVER === "vite" ? devAppHeaders(c, next) : appHeaders(c, next);
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
