import { createRoute } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { DemoLoadingClearedSchema, DemoLoadingSchema, DemoLoadingSetSchema, DemoMarkedSchema, DemoMarkSchema, DemoRemovedSchema, DemoSchema } from "./schemas";

const tags = ["Demo"];

export const get = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Whether the demo company is loaded, and what it holds",
  description: "Counts the live records the demo company was loaded with, by kind: what leaving the demo removes.",
  responses: { 200: jsonContent(DemoSchema, "The demo's records"), ...errorResponses() },
});

export const mark = createRoute({
  method: "post",
  path: "/records",
  tags,
  summary: "Mark records as the demo's",
  description: "Used by the demo's loader: lists live records as the demo's, so that leaving the demo removes them. Every id must be a live record of the kind (422 names the others; nothing is marked).",
  ...jsonRequest(DemoMarkSchema, "The kind and the ids"),
  responses: { 200: jsonContent(DemoMarkedSchema, "How many were marked"), ...errorResponses(400, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/",
  tags,
  summary: "Leave the demo: remove every demo record",
  description:
    "Soft-deletes every live property, transaction, document and deadline the demo was loaded with, and removes its company profile, in one transaction. Records a user added, on a demo property or not, stay. Answers what was removed; with nothing of the demo left it removes nothing.",
  responses: { 200: jsonContent(DemoRemovedSchema, "What was removed"), ...errorResponses() },
});

export const setLoading = createRoute({
  method: "put",
  path: "/loading",
  tags,
  summary: "Report the demo loader's progress",
  description: "Used by the demo's loader before it writes anything and after each step: while a load is reported (and for at most five minutes after the last report), GET /api/v1/demo answers its progress and the app shows it instead of a half-built company.",
  ...jsonRequest(DemoLoadingSetSchema, "The step, and how many of the steps are done"),
  responses: { 200: jsonContent(DemoLoadingSchema, "The progress as stored"), ...errorResponses(400, 422) },
});

export const clearLoading = createRoute({
  method: "delete",
  path: "/loading",
  tags,
  summary: "The demo's load is over",
  description: "Used by the demo's loader when it has finished, or given up.",
  responses: { 200: jsonContent(DemoLoadingClearedSchema, "Nothing is loading"), ...errorResponses() },
});
