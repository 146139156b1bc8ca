import type { Context } from "hono";
import type { ZodError } from "zod";
import { ApiError, type ValidationIssue } from "./errors";

type Issue = ZodError["issues"][number];

/** Where a validated value came from, named as FastAPI names the first element of `loc`. */
const LOC_ROOT: Record<string, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

const TYPE_BY_EXPECTED: Record<string, [type: string, msg: string]> = {
  string: ["string_type", "Input should be a valid string"],
  number: ["float_type", "Input should be a valid number"],
  int: ["int_type", "Input should be a valid integer"],
  boolean: ["bool_type", "Input should be a valid boolean"],
  object: ["model_attributes_type", "Input should be a valid dictionary or object to extract fields from"],
  record: ["dict_type", "Input should be a valid dictionary"],
  array: ["list_type", "Input should be a valid list"],
};

/** Query and path values arrive as text, so a wrong type there is a parsing failure. */
const PARSING_BY_EXPECTED: Record<string, [type: string, msg: string]> = {
  number: ["float_parsing", "Input should be a valid number, unable to parse string as a number"],
  int: ["int_parsing", "Input should be a valid integer, unable to parse string as an integer"],
};

function lookup(data: unknown, path: PropertyKey[]): { present: boolean; value: unknown } {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, key)) {
      return { present: false, value: undefined };
    }
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return { present: current !== undefined, value: current };
}

function quoteList(values: readonly unknown[]): string {
  const quoted = values.map((v) => `'${String(v)}'`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}

function fromIssue(issue: Issue, data: unknown, root: string): ValidationIssue[] {
  const loc = [root, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))];
  // Whatever the schema expected, a field that is not there at all is simply missing.
  if (issue.code !== "unrecognized_keys" && !lookup(data, issue.path).present) return [{ loc, msg: "Field required", type: "missing" }];
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((key) => ({ loc: [...loc, key], msg: "Extra inputs are not permitted", type: "extra_forbidden" }));
    case "invalid_type": {
      const table = root === "body" ? TYPE_BY_EXPECTED : { ...TYPE_BY_EXPECTED, ...PARSING_BY_EXPECTED };
      const known = table[issue.expected];
      if (!known) return [{ loc, msg: issue.message, type: `${issue.expected}_type` }];
      // A schema-level message (e.g. "money is a decimal string") is more useful than the generic one.
      const msg = issue.message.startsWith("Invalid input") ? known[1] : issue.message;
      return [{ loc, msg, type: known[0] }];
    }
    case "invalid_value":
      // A schema-level message (e.g. "see /categories") beats listing forty values.
      if (!/^Invalid (option|input)/.test(issue.message)) return [{ loc, msg: issue.message, type: "enum" }];
      if (issue.values.length === 1) return [{ loc, msg: `Input should be ${quoteList(issue.values)}`, type: "literal_error" }];
      return [{ loc, msg: `Input should be ${quoteList(issue.values)}`, type: (issue as { expected?: string }).expected === "stringbool" ? "bool_parsing" : "enum" }];
    case "invalid_format":
      if (issue.format === "date") return [{ loc, msg: "Input should be a valid date in the format YYYY-MM-DD", type: "date_from_datetime_parsing" }];
      if (issue.format === "uuid") return [{ loc, msg: "Input should be a valid UUID", type: "uuid_parsing" }];
      if (issue.format === "regex") return [{ loc, msg: issue.message, type: "string_pattern_mismatch" }];
      return [{ loc, msg: issue.message, type: "value_error" }];
    case "too_small":
      if (issue.origin === "string") return [{ loc, msg: `String should have at least ${issue.minimum} character${issue.minimum === 1 ? "" : "s"}`, type: "string_too_short" }];
      if (issue.origin === "array") return [{ loc, msg: `List should have at least ${issue.minimum} items`, type: "too_short" }];
      return [{ loc, msg: `Input should be greater than${issue.inclusive ? " or equal to" : ""} ${issue.minimum}`, type: issue.inclusive ? "greater_than_equal" : "greater_than" }];
    case "too_big":
      if (issue.origin === "string") return [{ loc, msg: `String should have at most ${issue.maximum} characters`, type: "string_too_long" }];
      if (issue.origin === "array") return [{ loc, msg: `List should have at most ${issue.maximum} items`, type: "too_long" }];
      return [{ loc, msg: `Input should be less than${issue.inclusive ? " or equal to" : ""} ${issue.maximum}`, type: issue.inclusive ? "less_than_equal" : "less_than" }];
    case "custom": {
      const type = typeof issue.params?.type === "string" ? issue.params.type : "value_error";
      return [{ loc, msg: issue.message, type }];
    }
    default:
      return [{ loc, msg: issue.message, type: "value_error" }];
  }
}

/** Turns a zod error into FastAPI's `detail` list; `target` is the validator target (json, query, param...). */
export function toValidationIssues(error: ZodError, data: unknown, target: string): ValidationIssue[] {
  const root = LOC_ROOT[target] ?? target;
  return error.issues.flatMap((issue) => fromIssue(issue, data, root));
}

type HookResult = { target: string } & ({ success: true; data: unknown } | { success: false; error: ZodError });

/** The validation hook shared by every router: any failure becomes one 422 ApiError. */
export function validationHook(result: HookResult, _c: Context): void {
  if (result.success) return;
  // The validator passes the raw input as `data` on failure too; it tells a missing field from a wrong one.
  const input = (result as { data?: unknown }).data;
  throw ApiError.validation(toValidationIssues(result.error, input, result.target));
}
