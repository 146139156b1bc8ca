import { createRoute } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams, RemovedEnvelope } from "../../http/schemas";
import { BuiltinKeyParams, BuiltinResetSchema, BuiltinRuleListSchema, BuiltinRuleSchema, BuiltinRuleUpdateSchema, RuleApplyResultSchema, RuleApplySchema, RuleCreateSchema, RuleListSchema, RuleRunUndoneSchema, RuleSchema, RuleUpdateSchema } from "./schemas";

const tags = ["Rules"];

export const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "List the saved categorisation rules in order",
  description: "Imports try them in this order before the built-in guesses; the first match wins.",
  responses: { 200: jsonContent(RuleListSchema, "The rules"), ...errorResponses() },
});

export const get = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "Get one rule",
  request: { params: IdParams },
  responses: { 200: jsonContent(RuleSchema, "The rule"), ...errorResponses(404, 422) },
});

export const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Save a categorisation rule",
  description:
    "A rule matches on any of description text (`contains` or whole `word`), an amount range, the direction and the source account (every one given must hold), and sets any of a category, a property and a counterparty. It must match on something and set something; a category must agree with the direction. A set_property_id that names no live property is 400.",
  ...jsonRequest(RuleCreateSchema, "The rule"),
  responses: { 201: jsonContent(RuleSchema, "The saved rule"), ...errorResponses(400, 422) },
});

export const patch = createRoute({
  method: "patch",
  path: "/{id}",
  tags,
  summary: "Change a rule or move it in the order",
  description: "Changes only the fields sent (null clears one); `position` moves the rule. The rule must still match on something and set something.",
  ...jsonRequest(RuleUpdateSchema, "The fields to change", { params: IdParams }),
  responses: { 200: jsonContent(RuleSchema, "The rule"), ...errorResponses(400, 404, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete a rule",
  description: "Rows it already categorised keep their category.",
  request: { params: IdParams },
  responses: { 200: jsonContent(RemovedEnvelope, "The rule was deleted"), ...errorResponses(404, 422) },
});

export const apply = createRoute({
  method: "post",
  path: "/apply",
  tags,
  summary: "Apply the rules to chosen rows or to those waiting for a category",
  description:
    "Tries the rules in order on each row. A dry run (the default) answers what would change; `dry_run: false` changes it in one transaction and answers a `run_id` that undoes it. A matched row takes the rule's category (and leaves the review queue), the rule's property when it has none, and its counterparty; a whole bank line the rule's split template fits is booked as its parts (the row becomes the first), and an undo joins them again.",
  ...jsonRequest(RuleApplySchema, "Which rows, and whether to apply"),
  responses: { 200: jsonContent(RuleApplyResultSchema, "What changes"), ...errorResponses(400, 422) },
});

export const undo = createRoute({
  method: "post",
  path: "/runs/{id}/undo",
  tags,
  summary: "Undo an apply",
  description: "Puts back every row of the apply that nobody changed since; a row changed since keeps its change. An apply is undone once (409 after).",
  request: { params: IdParams },
  responses: { 200: jsonContent(RuleRunUndoneSchema, "What was put back"), ...errorResponses(404, 409, 422) },
});

export const builtinList = createRoute({
  method: "get",
  path: "/builtin",
  tags,
  summary: "List the built-in categorisation guesses",
  description:
    "The guesses an import makes from a bank line's words when no saved rule matches (and the file names no category of ours), in the order they are tried. Each is an editable default: a company can turn one off or have it book another category of its direction. To match other words, save a rule: saved rules come first.",
  responses: { 200: jsonContent(BuiltinRuleListSchema, "The guesses"), ...errorResponses() },
});

export const builtinPatch = createRoute({
  method: "patch",
  path: "/builtin/{key}",
  tags,
  summary: "Turn a built-in guess off or on, or change the category it books",
  description: "The category must be of the guess's own direction (422 otherwise); null puts back its own. Rows already imported keep their category.",
  ...jsonRequest(BuiltinRuleUpdateSchema, "What to change", { params: BuiltinKeyParams }),
  responses: { 200: jsonContent(BuiltinRuleSchema, "The guess"), ...errorResponses(400, 404, 422) },
});

export const builtinReset = createRoute({
  method: "post",
  path: "/builtin/reset",
  tags,
  summary: "Put every built-in guess back as shipped",
  responses: { 200: jsonContent(BuiltinResetSchema, "How many were changed"), ...errorResponses() },
});
