import { UNCONFIGURED_DETAIL } from "./auth";
import { CALENDAR_PATH } from "../db/feed-keys";
import { MAX_JSON_BYTES } from "./body-limit";
import { RATE_LIMITED_ROUTES } from "./rate-limit";
import { requiredScope } from "./tokens";

type Json = Record<string, any>;

const METHODS = ["get", "put", "post", "patch", "delete", "head", "options"];

const errorResponse = (description: string, detail: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, example: { detail } } },
});

const UNAUTHORIZED = errorResponse(
  "No bearer token or Cloudflare Access sign-in, or an invalid one (only when API_TOKENS or Access is configured)",
  "Invalid API token",
);
const FORBIDDEN = errorResponse(
  "A read token, or a person on ACCESS_READERS, on a write route; or a signed-in person on neither Access list",
  "This token may only read; the request needs a write token",
);
const UNCONFIGURED = errorResponse(
  "The production profile with no access control configured (no API_TOKENS secret, no Cloudflare Access, no ALLOW_ANONYMOUS=true), Access half configured, or Access's keys unreachable",
  UNCONFIGURED_DETAIL,
);
const TOO_LARGE = errorResponse(`The JSON body is larger than ${MAX_JSON_BYTES / 1024 / 1024} MB`, "The request body is larger than 1 MB");
const TOO_MANY = {
  ...errorResponse("Too many requests from this token or address (production rate limits)", "Too many requests; retry after 60 seconds"),
  headers: { "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer" } } },
};

/**
 * Adds what middleware, not routes, decides to the generated document: the bearer scheme, the
 * `security` of each operation, and the 401/403, 413, 429 and 503 (production without access
 * control) it may answer. Derived from the same
 * rules the middleware applies (`requiredScope`, RATE_LIMITED_ROUTES), so the two cannot disagree.
 */
export function declareAccess(doc: Json): Json {
  doc.components ??= {};
  doc.components.securitySchemes = {
    bearerAuth: {
      type: "http",
      scheme: "bearer",
      description: "An API token (`npm run token:mint`), for scripts. Accepted on every /api route when the API_TOKENS secret is set; read tokens may only read.",
    },
    cloudflareAccess: {
      type: "apiKey",
      in: "header",
      name: "Cf-Access-Jwt-Assertion",
      description:
        "The token Cloudflare Access adds once a person has signed in (ACCESS_TEAM_DOMAIN and ACCESS_AUD set). The person's email grants write (ACCESS_WRITERS) or read (ACCESS_READERS).",
    },
    calendarKey: {
      type: "apiKey",
      in: "query",
      name: "key",
      description: "The calendar feed's key (POST /api/v1/obligations/calendar-key), for calendar apps, which cannot send a bearer token. Opens the feed only.",
    },
  };
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const op = item[method] as Json;
      const api = path.startsWith("/api/");
      const docs = path === "/docs" || path === "/openapi.json";
      op.security = api || docs ? [{ bearerAuth: [] }, { cloudflareAccess: [] }, ...(path === CALENDAR_PATH && method === "get" ? [{ calendarKey: [] }] : []), ...(docs ? [{}] : [])] : [];
      if (api || docs) op.responses["401"] ??= UNAUTHORIZED;
      if (api && requiredScope(method, path) === "write") op.responses["403"] ??= FORBIDDEN;
      if (api) op.responses["503"] ??= UNCONFIGURED;
      if (op.requestBody?.content?.["application/json"]) op.responses["413"] ??= TOO_LARGE;
      if (RATE_LIMITED_ROUTES.some((r) => r.path === path && r.method.toLowerCase() === method)) op.responses["429"] = TOO_MANY;
    }
  }
  return doc;
}
