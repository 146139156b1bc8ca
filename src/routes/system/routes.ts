import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent } from "../../http/responses";
import { HealthSchema, RootSchema } from "./schemas";

const tags = ["System"];

export const root = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "API root with links",
  responses: { 200: jsonContent(RootSchema, "Name, version and links to the docs and every resource collection"), ...errorResponses() },
});

export const health = createRoute({
  method: "get",
  path: "/health",
  tags,
  summary: "Health check",
  description: "Always 200 while the Worker runs; `degraded` when the database does not answer.",
  responses: { 200: jsonContent(HealthSchema, "Service health"), ...errorResponses() },
});
