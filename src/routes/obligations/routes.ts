import { createRoute, z } from "@hono/zod-openapi";
import { jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { DeletedEnvelope, IdParams } from "../../http/schemas";
import { CALENDAR_EXAMPLE } from "./examples";
import { IncludeDeletedQuery, ObligationListQuery, OccurrencesQuery } from "./queries";
import { ObligationCreateSchema, ObligationPageSchema, ObligationSchema, ObligationUpdateSchema, OccurrencesSchema, StandardDeadlinesRequestSchema, StandardDeadlinesSchema, FeedKeySchema, FeedKeyRevokedSchema } from "./schemas";

const tags = ["Obligations"];

export const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "List obligations",
  description: "Paginated, soonest due first. Filter by derived status, upcoming days, property, type or due-date range.",
  request: { query: ObligationListQuery },
  responses: { 200: jsonContent(ObligationPageSchema, "A page of obligations"), ...errorResponses(422) },
});

export const calendar = createRoute({
  method: "get",
  path: "/calendar.ics",
  tags,
  summary: "Calendar feed of open obligations (iCalendar)",
  description:
    "Every open obligation as an all-day event with its RRULE, a stable UID and a reminder (extra_metadata.reminder_days, default 7). Subscribe to this URL from a calendar app (webcal:// or https://). With API_TOKENS set, a calendar app (which cannot send a bearer token) subscribes with the feed's key: POST /api/v1/obligations/calendar-key.",
  request: {
    query: z.object({
      key: z.string().optional().openapi({ description: "The feed's key (POST /api/v1/obligations/calendar-key), instead of a bearer token" }),
    }),
  },
  responses: {
    200: { description: "An RFC 5545 calendar", content: { "text/calendar": { schema: z.string().openapi({ example: CALENDAR_EXAMPLE }) } } },
    // A `key` sent twice is a malformed query.
    ...errorResponses(422),
  },
});

export const get = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "Get one obligation",
  request: { params: IdParams, query: IncludeDeletedQuery },
  responses: { 200: jsonContent(ObligationSchema, "The obligation"), ...errorResponses(404, 422) },
});

export const occurrences = createRoute({
  method: "get",
  path: "/{id}/occurrences",
  tags,
  summary: "Preview the next due dates of an obligation",
  description: "The due date, then the next dates of its RRULE (just the due date when it does not recur).",
  request: { params: IdParams, query: OccurrencesQuery },
  responses: { 200: jsonContent(OccurrencesSchema, "The next due dates"), ...errorResponses(404, 422) },
});

export const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Create an obligation",
  description: "status defaults to pending. Creating it completed stamps completed_date and, when it recurs, creates its next occurrence.",
  ...jsonRequest(ObligationCreateSchema, "The obligation"),
  responses: { 201: jsonContent(ObligationSchema, "The created obligation"), ...errorResponses(400, 422) },
});

export const patch = createRoute({
  method: "patch",
  path: "/{id}",
  tags,
  summary: "Update, complete, cancel or reopen an obligation",
  description: [
    "Changes only the fields sent; extra_metadata merges by top-level key (null removes a key).",
    "status: an open obligation (pending, due_soon, overdue) may become completed or cancelled; a completed or cancelled one may be reopened with pending. Other changes are 400.",
    "Completing records extra_metadata.completed_date (today unless sent) and, for a recurring obligation, creates the next occurrence once (linked by previous_id / next_id).",
  ].join("\n\n"),
  ...jsonRequest(ObligationUpdateSchema, "The fields to change", { params: IdParams }),
  responses: { 200: jsonContent(ObligationSchema, "The updated obligation"), ...errorResponses(400, 404, 409, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Soft-delete an obligation",
  description: "Sets deleted_at; the obligation leaves lists, GET and the calendar unless include_deleted=true.",
  request: { params: IdParams },
  responses: { 200: jsonContent(DeletedEnvelope, "The obligation was deleted"), ...errorResponses(404, 422) },
});

export const restore = createRoute({
  method: "post",
  path: "/{id}/restore",
  tags,
  summary: "Restore a soft-deleted obligation",
  description: "Clears deleted_at. Restoring an obligation that is not deleted returns it unchanged.",
  request: { params: IdParams },
  responses: { 200: jsonContent(ObligationSchema, "The restored obligation"), ...errorResponses(404, 422) },
});

export const standard = createRoute({
  method: "post",
  path: "/standard",
  tags,
  summary: "Add the standard deadlines for a year",
  description:
    "The federal and state deadlines every small rental company has (estimated taxes, the partnership return, the state's periodic report, each active property's tax installments, insurance renewal and inspection), by the same rules as `npm run seed:obligations` (src/domain/standard-deadlines). Creates only those not there yet (a deleted one stays deleted), in one transaction; dry_run only lists them. 422 for a state without a rule.",
  ...jsonRequest(StandardDeadlinesRequestSchema, "The year, and the state when the profile has none"),
  responses: { 200: jsonContent(StandardDeadlinesSchema, "Dry run, or nothing was missing"), 201: jsonContent(StandardDeadlinesSchema, "Deadlines were created"), ...errorResponses(400, 422) },
});

export const createFeedKey = createRoute({
  method: "post",
  path: "/calendar-key",
  tags,
  summary: "Create or rotate the calendar feed's key",
  description:
    "For calendar apps, which cannot send a bearer token: the feed also answers `?key=<key>`. Creating a key replaces the previous one, which stops working at once. The key is shown only in this response.",
  responses: { 201: jsonContent(FeedKeySchema, "The new key and the feed's addresses with it"), ...errorResponses() },
});

export const revokeFeedKey = createRoute({
  method: "delete",
  path: "/calendar-key",
  tags,
  summary: "Revoke the calendar feed's key",
  description: "Calendar apps subscribed with the key stop receiving the feed. `revoked` is false when there was no key.",
  responses: { 200: jsonContent(FeedKeyRevokedSchema, "Whether a key was revoked"), ...errorResponses() },
});
