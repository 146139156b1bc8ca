import { z } from "@hono/zod-openapi";

export const ErrorSchema = z
  .object({ detail: z.string() })
  .openapi("Error", { example: { detail: "Property 019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f not found" } });

export const ValidationErrorSchema = z
  .object({
    detail: z.array(
      z.object({
        loc: z.array(z.union([z.string(), z.number().int()])),
        msg: z.string(),
        type: z.string(),
      }),
    ),
  })
  .openapi("ValidationError", {
    example: { detail: [{ loc: ["body", "address"], msg: "Field required", type: "missing" }] },
  });

const ERROR_EXAMPLES = {
  400: { description: "The request is well-formed but cannot be applied (malformed JSON, a missing referenced record, a forbidden transition)", detail: "Malformed JSON in request body" },
  404: { description: "No such resource (or it is soft-deleted)", detail: "Property 019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f not found" },
  413: { description: "The upload is larger than MAX_UPLOAD_MB", detail: "The upload is larger than the 25 MB limit" },
  415: { description: "The file type is not accepted here", detail: "Unsupported file type: expected a .csv file" },
  409: { description: "The record kept changing while this request tried to update it; retry", detail: "Property 019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f kept changing during the update; retry the request" },
  503: { description: "A service the request needs (the ingestion queue) is unavailable; nothing was stored; retry", detail: "The document could not be queued for ingestion, so nothing was stored; retry the upload" },
  500: { description: "Unexpected failure; the x-request-id header identifies it in the logs", detail: "Internal server error" },
} as const;

type ErrorStatus = keyof typeof ERROR_EXAMPLES | 422;

function errorResponse(status: keyof typeof ERROR_EXAMPLES) {
  const { description, detail } = ERROR_EXAMPLES[status];
  return { description, content: { "application/json": { schema: ErrorSchema, example: { detail } } } };
}

const validationResponse = {
  description: "Validation error of the body, query or path, FastAPI-shaped",
  content: { "application/json": { schema: ValidationErrorSchema } },
};

/** The error responses a route can give, to spread into its `responses` (500 is always included). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const out: Record<number, ReturnType<typeof errorResponse> | typeof validationResponse> = {};
  for (const status of [...statuses, 500 as const]) {
    out[status] = status === 422 ? validationResponse : errorResponse(status);
  }
  return out as { [K in S | 500]: K extends 422 ? typeof validationResponse : ReturnType<typeof errorResponse> };
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
