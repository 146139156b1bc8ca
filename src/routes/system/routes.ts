import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonContent } from "../../http/responses";
import { HealthSchema, RootSchema, SessionSchema } from "./schemas";

const tags = ["System"];

export const root = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "API root with links (or, for a browser, the web app)",
  description: "Answers JSON unless the Accept header prefers text/html over JSON, as a browser's navigation does: then the web app's page.",
  responses: {
    200: {
      description: "Name, version and links to the docs and every resource collection; or the web app's page",
      content: {
        "application/json": { schema: RootSchema },
        "text/html": { schema: z.string().openapi({ example: "<!doctype html>..." }) },
      },
    },
    ...errorResponses(),
  },
});

export const health = createRoute({
  method: "get",
  path: "/health",
  tags,
  summary: "Health check",
  description: "Always 200 while the Worker runs; `degraded` when the database does not answer.",
  responses: { 200: jsonContent(HealthSchema, "Service health"), ...errorResponses() },
});

export const session = createRoute({
  method: "get",
  path: "/api/v1/session",
  tags,
  summary: "Who the caller is and what it may do",
  description: "The identity the request was authenticated as and its scope, so a client can hide what a read-only caller may not do. Needs read access like every API route.",
  responses: { 200: jsonContent(SessionSchema, "The caller's identity and scope"), ...errorResponses() },
});
