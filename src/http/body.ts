import type { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { loadConfig } from "../config";
import type { AppEnv } from "./app-env";
import { ApiError } from "./errors";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const MULTIPART_MEDIA_TYPE = /^multipart\/form-data$/i;

const mediaType = (header: string | undefined) => header?.split(";")[0]?.trim() ?? "";

/**
 * A route's body is required: no body, or a body of another media type, is a 422 at `["body"]`
 * (never an empty object, and never the library's 415). The body stays cached for the validator.
 */
function requireBody(accepted: RegExp, expectation: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = await c.req.arrayBuffer();
    if (body.byteLength === 0) throw ApiError.invalidField(["body"], "Field required", "missing");
    if (!accepted.test(mediaType(c.req.header("content-type")))) {
      throw ApiError.invalidField(["body"], `Input should be ${expectation}`, "model_attributes_type");
    }
    await next();
  };
}

export const requireJsonBody = requireBody(JSON_MEDIA_TYPE, "a JSON object sent with Content-Type: application/json");

const requireFormBody = requireBody(MULTIPART_MEDIA_TYPE, "a multipart/form-data form");

/** Refuses an upload whose declared length is over the limit before reading it. */
const limitUpload: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limit = loadConfig(c.env).maxUploadBytes;
  const declared = Number(c.req.header("content-length"));
  // The form's own boundaries and fields take a little room beside the file.
  if (Number.isFinite(declared) && declared > limit + 64 * 1024) {
    throw new ApiError(413, `The upload is larger than the ${Math.round(limit / 1024 / 1024)} MB limit`);
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
    request: { ...request, body: { required: true, description, content: { "application/json": { schema } } } },
  };
}

/** The `middleware` and `request` parts of a route that takes a required multipart form (an upload). */
export function formRequest<B extends z.ZodType, R extends Record<string, unknown> = Record<never, never>>(
  schema: B,
  description: string,
  request: R = {} as R,
) {
  return {
    middleware: [limitUpload, requireFormBody],
    request: { ...request, body: { required: true, description, content: { "multipart/form-data": { schema } } } },
  };
}
