import { describe, expect, it } from "vitest";
import { ingestHarness } from "../ingest-harness";
import { call, PROPERTY_INPUT } from "../helpers";

const count = async () => (await call("GET", "/api/v1/properties?page_size=1")).body.total as number;

describe("writes from another web origin, with no token configured", () => {
  it("refuses a write a foreign page sends through the owner's browser, and changes nothing", async () => {
    const before = await count();
    const refused = await call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: { origin: "https://evil.example" } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: expect.stringContaining("https://evil.example") });
    // A form post skips the preflight: refused all the same.
    const form = await call("POST", "/api/v1/chat/process-incoming", { headers: { origin: "null", "content-type": "text/plain" }, body: "x" });
    expect(form.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("serves a plain API client (no Origin), the service's own pages, and reads from anywhere", async () => {
    expect((await call("POST", "/api/v1/properties", { json: PROPERTY_INPUT })).status).toBe(201);
    expect((await call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: { origin: "http://test.local" } })).status).toBe(201);
    const read = await call("GET", "/api/v1/properties", { headers: { origin: "https://evil.example" } });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("serves an origin listed in CORS_ORIGINS", async () => {
    const h = ingestHarness({ CORS_ORIGINS: "https://books.example.com, https://other.example" });
    expect((await h.call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: { origin: "https://books.example.com" } })).status).toBe(201);
    expect((await h.call("POST", "/api/v1/properties", { json: PROPERTY_INPUT, headers: { origin: "https://evil.example" } })).status).toBe(403);
  });

  it("never allows a public page to reach a private network: no Access-Control-Allow-Private-Network", async () => {
    const preflight = await call("OPTIONS", "/api/v1/properties", {
      headers: { origin: "https://evil.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type", "access-control-request-private-network": "true" },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-private-network")).toBeNull();
  });
});
