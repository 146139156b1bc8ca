import { z } from "@hono/zod-openapi";

export const HealthSchema = z
  .object({
    status: z.enum(["healthy", "degraded"]),
    version: z.string(),
    profile: z.enum(["embedded", "production"]),
    checks: z.object({
      database: z.object({
        status: z.enum(["ok", "error"]),
        latency_ms: z.number(),
        error: z.string().optional(),
      }),
    }),
  })
  .openapi("Health", {
    example: { status: "healthy", version: "0.1.0", profile: "embedded", checks: { database: { status: "ok", latency_ms: 2 } } },
  });

export const RootSchema = z
  .object({
    name: z.string(),
    version: z.string(),
    description: z.string(),
    profile: z.enum(["embedded", "production"]),
    links: z.record(z.string(), z.string().openapi({ format: "uri" })),
  })
  .openapi("Root", {
    example: {
      name: "Property Records API",
      version: "0.1.0",
      description: "Records service and assistant for small property-owning companies",
      profile: "embedded",
      links: {
        docs: "http://localhost:8787/docs",
        openapi: "http://localhost:8787/openapi.json",
        health: "http://localhost:8787/health",
        properties: "http://localhost:8787/api/v1/properties",
        obligations: "http://localhost:8787/api/v1/obligations",
        obligations_calendar: "http://localhost:8787/api/v1/obligations/calendar.ics",
        company: "http://localhost:8787/api/v1/company",
      },
    },
  });

export const SessionSchema = z
  .object({
    identity: z.string().nullable().openapi({ description: "The API token's id, or `access:<email>` when signed in through Cloudflare Access; null when authentication is off" }),
    scope: z.enum(["read", "write"]).openapi({ description: "What the caller may do: `read` only, or `write` too (every request, when authentication is off)" }),
  })
  .openapi("Session", { example: { identity: "owner", scope: "write" } });
