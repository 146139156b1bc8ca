import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { loadConfig } from "../config";
import type { AppEnv } from "./app-env";
import { ApiError } from "./errors";

/** JSON (and any other non-form) body: no route takes more; extra_metadata alone is capped at 16 KB. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Room for a form's boundaries and text fields beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const isMultipart = (header: string | undefined) => /^multipart\/form-data\b/i.test(header?.trim() ?? "");

/**
 * Caps every request body before a handler reads it: 1 MB for JSON, MAX_UPLOAD_MB for uploads.
 * The declared Content-Length is refused at once; a body sent without one (chunked) is counted as
 * it streams and refused when it passes the limit, so no request makes the Worker buffer more.
 */
export const limitBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  const upload = isMultipart(c.req.header("content-type"));
  const maxSize = upload ? loadConfig(c.env ?? {}).maxUploadBytes + FORM_OVERHEAD_BYTES : MAX_JSON_BYTES;
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      const mb = upload ? Math.round(loadConfig(c.env ?? {}).maxUploadBytes / 1024 / 1024) : MAX_JSON_BYTES / 1024 / 1024;
      throw new ApiError(413, upload ? `The upload is larger than the ${mb} MB limit` : `The request body is larger than ${mb} MB`);
    },
  });
  return limit(c, next);
};
