import { z } from "@hono/zod-openapi";
import { OBLIGATION_TYPES } from "../../db/schema";
import { OBLIGATION_STATUSES } from "../../domain/obligation-status";
import { normalizeRrule, rruleSyntaxError } from "../../domain/recurrence";
import { ExtraMetadata, IsoDate, MetadataPatch, pageOf, ProvenanceInputSchema, ProvenanceSchema, Timestamp, Uuid } from "../../http/schemas";
import { EXAMPLE } from "./examples";

const ObligationType = z.enum(OBLIGATION_TYPES).openapi({ description: "What kind of deadline this is", example: "tax:payment" });
export const ObligationStatusSchema = z.enum(OBLIGATION_STATUSES).openapi({
  description: "pending, completed and cancelled are stored; due_soon (due within 7 days, today included) and overdue (past due) are derived in the configured TIMEZONE",
  example: "pending",
});

/** An RFC 5545 RRULE, checked strictly (domain/rrule-syntax.ts) and stored upper-case without an `RRULE:` prefix. */
const Recurrence = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    const rule = normalizeRrule(text);
    const error = rruleSyntaxError(rule);
    if (error === null) return rule;
    ctx.addIssue({ code: "custom", message: `Invalid RRULE: ${error}`, input: text });
    return z.NEVER;
  })
  .openapi({ type: "string", description: "RFC 5545 RRULE; DTSTART is the due date. FREQ DAILY..YEARLY, UNTIL as YYYYMMDD, no COUNT", example: "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15" });

const Description = z.string().trim().min(1).max(2000).openapi({ description: "What has to be done", example: EXAMPLE.description });

export const ObligationSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    property_id: z.string().nullable().openapi({ format: "uuid", description: "Null for a company-level obligation" }),
    obligation_type: ObligationType,
    due_date: IsoDate,
    status: ObligationStatusSchema,
    recurrence: z.string().nullable(),
    description: z.string(),
    days_until_due: z.number().int().nullable().openapi({ description: "Read-only: days from today to the due date (negative when overdue); null once completed or cancelled" }),
    next_due_date: IsoDate.nullable().openapi({ description: "Read-only: the rule's next date after due_date, which completing this obligation creates; null when it does not recur" }),
    provenance: ProvenanceSchema,
    extra_metadata: z.record(z.string(), z.unknown()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Timestamp.nullable(),
  })
  .openapi("Obligation", { example: EXAMPLE });

export const ObligationCreateSchema = z
  .strictObject({
    property_id: Uuid.nullable().optional().openapi({ description: "A live property, or null (the default) for a company-level obligation" }),
    obligation_type: ObligationType,
    due_date: IsoDate,
    status: ObligationStatusSchema.optional().openapi({ description: "pending (default), completed or cancelled" }),
    description: Description,
    recurrence: Recurrence.nullable().optional().openapi({ type: ["string", "null"], description: "RFC 5545 RRULE (see Obligation); null or omitted for a one-off" }),
    provenance: ProvenanceInputSchema.optional(),
    extra_metadata: ExtraMetadata.optional().openapi({ description: "Fees, reminder_days (calendar alarm, default 7), next_business_day, ..." }),
  })
  .openapi("ObligationCreate", {
    example: {
      property_id: null,
      obligation_type: "tax:payment",
      due_date: EXAMPLE.due_date,
      description: EXAMPLE.description,
      recurrence: EXAMPLE.recurrence,
      extra_metadata: { reminder_days: 14, next_business_day: true },
    },
  });

export const ObligationUpdateSchema = z
  .strictObject({
    property_id: Uuid.nullable().optional(),
    obligation_type: ObligationType.optional(),
    due_date: IsoDate.optional(),
    status: ObligationStatusSchema.optional().openapi({ description: "completed or cancelled closes an open obligation; pending reopens a closed one" }),
    description: Description.optional(),
    recurrence: Recurrence.nullable().optional().openapi({ type: ["string", "null"], description: "RFC 5545 RRULE; null makes it a one-off" }),
    provenance: ProvenanceInputSchema.optional().openapi({ description: "Replaces the stored provenance" }),
    extra_metadata: MetadataPatch
      .optional()
      .openapi({ description: "Merged into the stored object by top-level key; a key sent as null is removed" }),
  })
  .openapi("ObligationUpdate", {
    example: { status: "completed", extra_metadata: { completed_date: "2026-04-14", confirmation_number: "EFTPS-2026-0414-7731", fee_paid: "0.00" } },
  });

export const OccurrencesSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    recurrence: z.string().nullable(),
    due_dates: z.array(IsoDate).openapi({ description: "The due date, then the rule's next dates (moved to business days when next_business_day is set)" }),
  })
  .openapi("ObligationOccurrences", {
    example: { id: EXAMPLE.id, recurrence: EXAMPLE.recurrence, due_dates: ["2026-04-15", "2027-04-15", "2028-04-18"] },
  });

export const ObligationPageSchema = pageOf(ObligationSchema, "ObligationPage", EXAMPLE);

export type ObligationCreate = z.infer<typeof ObligationCreateSchema>;
export type ObligationUpdate = z.infer<typeof ObligationUpdateSchema>;
export type Obligation = z.infer<typeof ObligationSchema>;

export const StandardDeadlinesRequestSchema = z
  .strictObject({
    year: z.number().int().min(2000).max(2100).openapi({ description: "The tax year the standard deadlines are for" }),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "a two-letter state code")
      .optional()
      .openapi({ description: "The state whose periodic report applies; the company profile's state_of_formation when left out" }),
    dry_run: z.boolean().optional().openapi({ description: "Only say what would be created" }),
  })
  .openapi("StandardDeadlinesRequest", { example: { year: 2026, dry_run: true } });

const StandardItem = z.object({
  description: z.string(),
  obligation_type: z.enum(OBLIGATION_TYPES),
  due_date: z.string(),
  property_id: z.string().nullable(),
  recurrence: z.string(),
});

export const StandardDeadlinesSchema = z
  .object({
    year: z.number().int(),
    state: z.string(),
    dry_run: z.boolean(),
    items: z.array(StandardItem).openapi({ description: "The standard deadlines not there yet: what is (or would be) created" }),
    already: z.number().int().openapi({ description: "Standard deadlines already there (or deleted, which stays so)" }),
    created: z.number().int(),
    notes: z.array(z.string()).openapi({ description: "Choices made for the company (a default used, a deadline before a property's acquisition skipped)" }),
  })
  .openapi("StandardDeadlines", {
    example: {
      year: 2026,
      state: "CO",
      dry_run: true,
      items: [{ description: "Colorado periodic report: file with the Colorado Secretary of State", obligation_type: "compliance:periodic_report", due_date: "2026-03-31", property_id: null, recurrence: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=-1" }],
      already: 0,
      created: 0,
      notes: [],
    },
  });

// The calendar feed's key (POST/DELETE /calendar-key): calendar apps cannot send a bearer token.
export const FeedKeySchema = z
  .object({
    key: z.string().openapi({ description: "The secret; shown this once, never stored" }),
    url: z.string().openapi({ description: "The feed's https address with the key" }),
    webcal_url: z.string().openapi({ description: "The same address for calendar apps (webcal://)" }),
    created_at: z.string(),
  })
  .openapi("CalendarFeedKey", {
    example: {
      key: "prc_Qm9vay1rZWVwaW5nIGlzIGEgZ29vZCBoYWJpdC4gS2VlcCBpdC4",
      url: "https://records.example.com/api/v1/obligations/calendar.ics?key=prc_Qm9vay1rZWVwaW5nIGlzIGEgZ29vZCBoYWJpdC4gS2VlcCBpdC4",
      webcal_url: "webcal://records.example.com/api/v1/obligations/calendar.ics?key=prc_Qm9vay1rZWVwaW5nIGlzIGEgZ29vZCBoYWJpdC4gS2VlcCBpdC4",
      created_at: "2026-11-23T09:30:00.000Z",
    },
  });

export const FeedKeyRevokedSchema = z.object({ success: z.literal(true), data: z.object({ revoked: z.boolean() }) }).openapi("CalendarFeedKeyRevoked", {
  example: { success: true, data: { revoked: true } },
});
