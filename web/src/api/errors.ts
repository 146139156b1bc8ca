// How the app reads an API error: one readable message, and for a 422 the message of each field
// (from the FastAPI-shaped `detail[].loc`). No browser APIs here, so the rules are tested directly.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type ValidationDetail = { loc: (string | number)[]; msg: string }[];

/** The field a 422 `loc` names, without its `body`/`query` prefix: `["body","address"]` -> `address`. */
export function fieldOf(loc: (string | number)[]): string {
  return (["body", "query", "path"].includes(String(loc[0])) ? loc.slice(1) : loc).join(".");
}

/** "registered_agent.name" -> "Registered agent name", for a message outside its field. */
export function labelOf(field: string): string {
  const text = field.replaceAll(/[._]/g, " ").trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "Request";
}

export function errorOf(status: number, body: unknown): ApiError {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (Array.isArray(detail)) {
    const fields: Record<string, string> = {};
    for (const item of detail as ValidationDetail) {
      const field = fieldOf(item.loc);
      fields[field] ??= item.msg;
    }
    const first = (detail as ValidationDetail)[0];
    const message = detail.length === 1 && first ? `${labelOf(fieldOf(first.loc))}: ${first.msg}` : `Please correct the ${Object.keys(fields).length} fields marked below.`;
    return new ApiError(message, status, fields);
  }
  if (typeof detail === "string") return new ApiError(detail, status);
  if (status === 401) return new ApiError("This service needs an access token.", status);
  return new ApiError(`The server answered ${status}.`, status);
}

/** A message for anything thrown while talking to the API. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return "The server could not be reached. Check the connection and try again.";
  return error instanceof Error ? error.message : String(error);
}

