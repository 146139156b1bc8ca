import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PatchOutcome } from "../db/records";

/** One entry of a FastAPI-shaped 422 body. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/**
 * The one error type of the service. Handlers throw it; `onError` renders it as
 * `{detail}` with its status (a list of issues for 422, a sentence otherwise).
 */
export class ApiError extends HTTPException {
  readonly detail: string | ValidationIssue[];

  constructor(status: ContentfulStatusCode, detail: string | ValidationIssue[]) {
    super(status, { message: typeof detail === "string" ? detail : "Request validation failed" });
    this.detail = detail;
  }

  static badRequest(detail: string): ApiError {
    return new ApiError(400, detail);
  }

  static notFound(detail: string): ApiError {
    return new ApiError(404, detail);
  }

  static validation(issues: ValidationIssue[]): ApiError {
    return new ApiError(422, issues);
  }

  /** A 422 for a single field, e.g. a rule that spans several fields. */
  static invalidField(loc: (string | number)[], msg: string, type = "value_error"): ApiError {
    return new ApiError(422, [{ loc, msg, type }]);
  }
}

/** The row a PATCH produced, or the error its outcome stands for (404, or 409 after repeated conflicts). */
export function patchedRow<Row>(outcome: PatchOutcome<Row>, resource: string, id: string): Row {
  if (outcome.status === "not_found") throw ApiError.notFound(`${resource} ${id} not found`);
  if (outcome.status === "conflict") throw new ApiError(409, `${resource} ${id} kept changing during the update; retry the request`);
  return outcome.row;
}
