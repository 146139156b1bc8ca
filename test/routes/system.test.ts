import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { prefersHtml } from "../../src/routes/system/handlers";
import { call } from "../helpers";

describe("GET /health", () => {
  it("reports healthy with the version and a database check", async () => {
    const res = await call("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "healthy", version: "0.1.0", profile: "embedded", checks: { database: { status: "ok" } } });
    expect(typeof res.body.checks.database.latency_ms).toBe("number");
  });

  it("reports degraded, still with 200, when the database does not answer", async () => {
    const broken = {
      prepare() {
        throw new Error("D1_ERROR: connection reset by peer at 10.0.0.7");
      },
    } as unknown as D1Database;
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("http://test.local/health"), { ...env, DB: broken }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body.status).toBe("degraded");
    expect(body.checks.database).toMatchObject({ status: "error", error: "database unavailable" });
    expect(JSON.stringify(body)).not.toContain("10.0.0.7");
  });
});

describe("GET /", () => {
  it("names the service and links to docs, openapi, health and the collections", async () => {
    const res = await call("GET", "/");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Property Records API", version: "0.1.0", profile: "embedded" });
    expect(res.body.links).toEqual({
      docs: "http://test.local/docs",
      openapi: "http://test.local/openapi.json",
      health: "http://test.local/health",
      properties: "http://test.local/api/v1/properties",
      transactions: "http://test.local/api/v1/transactions",
      obligations: "http://test.local/api/v1/obligations",
      obligations_calendar: "http://test.local/api/v1/obligations/calendar.ics",
      company: "http://test.local/api/v1/company",
      documents: "http://test.local/api/v1/documents",
      incoming_files: "http://test.local/api/v1/chat/incoming-files",
    });
  });
});

describe("cross-cutting headers", () => {
  it("puts an x-request-id on every response, errors included", async () => {
    for (const path of ["/", "/health", "/nowhere", "/api/v1/properties/not-a-uuid"]) {
      const res = await call("GET", path);
      expect(res.headers.get("x-request-id"), path).toMatch(/^[\w-]{8,}$/);
    }
  });

  it("puts an x-request-id on CORS preflight answers too", async () => {
    const res = await call("OPTIONS", "/api/v1/properties", { headers: { origin: "https://books.example", "access-control-request-method": "POST" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("keeps a sane request id sent by the client", async () => {
    const res = await call("GET", "/health", { headers: { "x-request-id": "client-trace-42" } });
    expect(res.headers.get("x-request-id")).toBe("client-trace-42");
  });

  it("allows every origin and exposes the request id", async () => {
    const res = await call("GET", "/api/v1/properties", { headers: { origin: "https://books.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("x-request-id");
  });

  it("answers a CORS preflight for a JSON write", async () => {
    const res = await call("OPTIONS", "/api/v1/properties", {
      headers: { origin: "https://books.example", "access-control-request-method": "PATCH", "access-control-request-headers": "content-type" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
  });

  it("sends secure headers, with a locked-down CSP on API responses", async () => {
    const res = await call("GET", "/api/v1/properties");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
  });
});

describe("GET /docs", () => {
  it("serves Swagger UI from this origin with a CSP that lets it run", async () => {
    const res = await call("GET", "/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.body).toContain('src="/docs-assets/swagger-ui-dist/swagger-ui-bundle.js"');
    // Started by a file of this origin, so the page runs no inline script and its policy allows none.
    expect(res.body).toContain('src="/docs-init.js"');
    expect(res.body).not.toMatch(/<script>[^<]/);
    // A static file of the app's build, served by the asset router before the Worker.
    const init = await env.ASSETS.fetch(new Request("http://test.local/docs-init.js"));
    expect(init.status).toBe(200);
    expect(await init.text()).toContain('url: "/openapi.json"');
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain("http");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });
});

describe("unknown routes", () => {
  it("answers 404 with a detail", async () => {
    const res = await call("GET", "/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Not Found" });
  });
});

describe("GET /assets/*", () => {
  it("serves the app's build files, and 404 for a name that is no file, never the app's page", async () => {
    const page = await call("GET", "/", { headers: { accept: "text/html" } });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body as string)?.[1];
    expect(script).toBeDefined();
    const found = await call("GET", script!);
    expect(found.status).toBe(200);
    expect(found.headers.get("content-type")).toContain("javascript");
    const missing = await call("GET", "/assets/nope.js", { headers: { accept: "*/*" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "Not Found" });
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});

describe("GET / for a browser", () => {
  it("serves the web app's page when the client prefers HTML, with the app's content security policy", async () => {
    const res = await call("GET", "/", { headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.body).toMatch(/<!doctype html>/i);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("ws:");
  });

  it("allows the dev server's inline preamble, styles and websocket only when `npm run dev` says it serves", async () => {
    const page = async (vars: Record<string, string>) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request("http://test.local/", { headers: { accept: "text/html" } }), { ...env, ...vars }, ctx);
      await waitOnExecutionContext(ctx);
      return response.headers.get("content-security-policy") ?? "";
    };
    const dev = await page({ DEV_SERVER: "vite" });
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' ws:");
    // Any other value is no dev server.
    expect(await page({ DEV_SERVER: "yes" })).toContain("script-src 'self';");
  });

  it("keeps the JSON root for API clients: no Accept, a wildcard, JSON, or JSON preferred over HTML", async () => {
    for (const accept of [undefined, "*/*", "application/json", "application/json, text/html;q=0.5"]) {
      const res = await call("GET", "/", { headers: accept ? { accept } : {} });
      expect(res.headers.get("content-type"), accept).toContain("application/json");
      expect(res.body.name, accept).toBe("Property Records API");
    }
  });
});

describe("prefersHtml", () => {
  it("weighs text/html against JSON by their q values", () => {
    expect(prefersHtml("text/html")).toBe(true);
    expect(prefersHtml("text/html;q=0.9, application/json;q=0.8")).toBe(true);
    expect(prefersHtml("application/json;q=0.9, text/html;q=0.9")).toBe(false);
    expect(prefersHtml("text/html;q=0")).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml("*/*")).toBe(false);
  });
});
