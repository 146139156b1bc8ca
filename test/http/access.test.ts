import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/domain/hash";
import { parseApiTokens, requiredScope } from "../../src/http/tokens";
import { ingestHarness } from "../ingest-harness";
import { PROPERTY_INPUT } from "../helpers";

const READ = "prk_read_0123456789abcdefghijklmnopqrstuvwxyz";
const WRITE = "prk_write_0123456789abcdefghijklmnopqrstuvwxyz";

async function withTokens(extra: Record<string, unknown> = {}) {
  const API_TOKENS = `read:${await sha256Hex(READ)}, write:${await sha256Hex(WRITE)}`;
  return ingestHarness({ API_TOKENS, ...extra });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("access control with API_TOKENS", () => {
  it("answers 401 with {detail} and WWW-Authenticate for no token and for an unknown one", async () => {
    const h = await withTokens();
    const none = await h.call("GET", "/api/v1/properties");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: expect.stringContaining("Bearer") });
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(none.headers.get("x-request-id")).toBeTruthy();
    const unknown = await h.call("GET", "/api/v1/properties", { headers: bearer("prk_not_a_token") });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: "Invalid API token" });
    const wrongScheme = await h.call("GET", "/api/v1/properties", { headers: { authorization: `Basic ${READ}` } });
    expect(wrongScheme.status).toBe(401);
  });

  it("lets a read token read and answers 403 when it writes; a write token does both", async () => {
    const h = await withTokens();
    expect((await h.call("GET", "/api/v1/properties", { headers: bearer(READ) })).status).toBe(200);
    const denied = await h.call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: bearer(READ) });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: expect.stringContaining("read") });
    const created = await h.call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: bearer(WRITE) });
    expect(created.status).toBe(201);
    expect((await h.call("DELETE", `/api/v1/properties/${created.body.id}`, { headers: bearer(READ) })).status).toBe(403);
    expect((await h.call("GET", `/api/v1/properties/${created.body.id}`, { headers: bearer(WRITE) })).status).toBe(200);
  });

  it("says who the caller is and what it may do at /api/v1/session, so the app hides what a reader may not do", async () => {
    const h = await withTokens();
    expect((await h.call("GET", "/api/v1/session")).status).toBe(401);
    expect((await h.call("GET", "/api/v1/session", { headers: bearer(READ) })).body).toEqual({ identity: expect.any(String), scope: "read" });
    expect((await h.call("GET", "/api/v1/session", { headers: bearer(WRITE) })).body).toEqual({ identity: expect.any(String), scope: "write" });
    const open = await ingestHarness({});
    expect((await open.call("GET", "/api/v1/session")).body).toEqual({ identity: null, scope: "write" });
  });

  it("refuses before validating, so an anonymous client learns nothing about a route's schema", async () => {
    const h = await withTokens();
    expect((await h.call("POST", "/api/v1/properties", { json: { nonsense: true } })).status).toBe(401);
    expect((await h.call("GET", "/api/v1/no-such-route")).status).toBe(401);
  });

  it("keeps /, /health, /docs and /openapi.json public by default", async () => {
    const h = await withTokens();
    for (const path of ["/", "/health", "/docs", "/openapi.json"]) expect((await h.call("GET", path)).status, path).toBe(200);
  });

  it("puts /docs and /openapi.json behind a read token when PUBLIC_DOCS is false", async () => {
    const h = await withTokens({ PUBLIC_DOCS: "false" });
    expect((await h.call("GET", "/openapi.json")).status).toBe(401);
    expect((await h.call("GET", "/docs")).status).toBe(401);
    expect((await h.call("GET", "/openapi.json", { headers: bearer(READ) })).status).toBe(200);
    expect((await h.call("GET", "/health")).status).toBe(200);
  });

  it("fails closed when API_TOKENS holds only malformed entries", async () => {
    const h = ingestHarness({ API_TOKENS: "write:not-a-hash" });
    expect((await h.call("GET", "/api/v1/properties", { headers: bearer("not-a-hash") })).status).toBe(401);
  });

  it("needs no token when API_TOKENS is unset (the embedded profile, npm start)", async () => {
    const h = ingestHarness();
    expect((await h.call("GET", "/api/v1/properties")).status).toBe(200);
  });
});

describe("token list and scopes", () => {
  it("parses scope:sha256hex entries separated by commas, spaces or lines, and counts malformed ones", async () => {
    const hash = await sha256Hex("x");
    const { tokens, invalid } = parseApiTokens(`read:${hash},\nWRITE:${hash.toUpperCase()} admin:${hash} write:abc`);
    expect(tokens.map((t) => t.scope)).toEqual(["read", "write"]);
    expect(tokens[0]!.id).toBe(hash.slice(0, 12));
    expect(invalid).toBe(2);
  });

  it("needs write for every method that changes data, read for GET and for asking the assistant", () => {
    expect(requiredScope("GET", "/api/v1/documents/search")).toBe("read");
    expect(requiredScope("POST", "/api/v1/chat/query")).toBe("read");
    expect(requiredScope("POST", "/api/v1/chat/query/")).toBe("read");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(requiredScope(method, "/api/v1/properties")).toBe("write");
  });
});

describe("the OpenAPI document", () => {
  it("declares the bearer scheme, security on /api operations, and public system routes", async () => {
    const h = ingestHarness();
    const doc = (await h.call("GET", "/openapi.json")).body;
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const list = doc.paths["/api/v1/properties"];
    expect(list.get.security).toEqual([{ bearerAuth: [] }, { cloudflareAccess: [] }]);
    expect(doc.components.securitySchemes.cloudflareAccess).toMatchObject({ type: "apiKey", in: "header", name: "Cf-Access-Jwt-Assertion" });
    expect(list.get.responses["401"]).toBeTruthy();
    expect(list.get.responses["403"]).toBeUndefined();
    expect(list.post.responses["403"]).toBeTruthy();
    expect(list.post.responses["413"]).toBeTruthy();
    expect(doc.paths["/health"].get.security).toEqual([]);
    expect(doc.paths["/api/v1/documents"].post.responses["429"].headers["Retry-After"]).toBeTruthy();
  });
});

describe("the production profile fails closed", () => {
  it("answers 503 naming the missing configuration on every /api route, and keeps / and /health up", async () => {
    const open = ingestHarness({ PROFILE: "production", ALLOW_ANONYMOUS: "true" });
    const count = async () => ((await open.call("GET", "/api/v1/properties")).body as { total: number }).total;
    const before = await count();
    const h = ingestHarness({ PROFILE: "production" });
    for (const [method, path] of [
      ["GET", "/api/v1/properties"],
      ["POST", "/api/v1/properties"],
      ["GET", "/api/v1/obligations/calendar.ics"],
      ["POST", "/api/v1/chat/query"],
    ] as const) {
      const res = await h.call(method, path, method === "POST" ? { json: PROPERTY_INPUT } : {});
      expect(res.status, `${method} ${path}`).toBe(503);
      expect((res.body as { detail: string }).detail).toMatch(/API_TOKENS.*ALLOW_ANONYMOUS=true/);
    }
    expect((await h.call("GET", "/health")).status).toBe(200);
    expect((await h.call("GET", "/")).status).toBe(200);
    expect((await h.call("GET", "/openapi.json")).status).toBe(200);
    // The refused POST wrote nothing.
    expect(await count()).toBe(before);
  });

  it("opens with tokens, or with ALLOW_ANONYMOUS=true set on purpose", async () => {
    const tokens = await withTokens({ PROFILE: "production" });
    expect((await tokens.call("GET", "/api/v1/properties")).status).toBe(401);
    expect((await tokens.call("GET", "/api/v1/properties", { headers: bearer(READ) })).status).toBe(200);
    const anonymous = ingestHarness({ PROFILE: "production", ALLOW_ANONYMOUS: "true" });
    expect((await anonymous.call("GET", "/api/v1/properties")).status).toBe(200);
    const notQuite = ingestHarness({ PROFILE: "production", ALLOW_ANONYMOUS: "yes" });
    expect((await notQuite.call("GET", "/api/v1/properties")).status).toBe(503);
  });

  it("keeps private docs shut too when PUBLIC_DOCS is false", async () => {
    const h = ingestHarness({ PROFILE: "production", PUBLIC_DOCS: "false" });
    expect((await h.call("GET", "/openapi.json")).status).toBe(503);
  });
});
