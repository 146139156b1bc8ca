import { createRoute } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { CompanyPutSchema, CompanySchema } from "./schemas";

const tags = ["Company"];

export const get = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Get the company profile",
  description: "404 until the profile has been set with PUT.",
  responses: { 200: jsonContent(CompanySchema, "The company profile"), ...errorResponses(404) },
});

export const put = createRoute({
  method: "put",
  path: "/",
  tags,
  summary: "Set the company profile",
  description: "Creates the profile or replaces it whole: fields left out are cleared. Its id and created_at stay.",
  ...jsonRequest(CompanyPutSchema, "The whole profile"),
  responses: { 200: jsonContent(CompanySchema, "The saved profile"), ...errorResponses(400, 422) },
});
