import type { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ApiError } from "./errors";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && JSON_MEDIA_TYPE.test(header.split(";")[0]?.trim() ?? "");
}

/**
 * A JSON route's body is required: no body, or a body not sent as JSON, is a 422 at `["body"]`
 * (never an empty object, and never the library's 415). The body stays cached for the validator.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  const body = await c.req.arrayBuffer();
  if (body.byteLength === 0) throw ApiError.invalidField(["body"], "Field required", "missing");
  if (!isJsonContentType(c.req.header("content-type"))) {
    throw ApiError.invalidField(["body"], "Input should be a JSON object sent with Content-Type: application/json", "model_attributes_type");
  }
  await next();
};

/** The `middleware` and `request` parts of a route that takes a required JSON body. */
export function jsonRequest<B extends z.ZodType, R extends Record<string, unknown> = Record<never, never>>(
  schema: B,
  description: string,
  request: R = {} as R,
) {
  return {
    middleware: [requireJsonBody],
    request: {
      ...request,
      body: { required: true, description, content: { "application/json": { schema } } },
    },
  };
}
