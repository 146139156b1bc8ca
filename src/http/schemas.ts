import { z } from "@hono/zod-openapi";
import { MAX_METADATA_BYTES, MAX_METADATA_DEPTH, metadataTooDeep, metadataTooLarge } from "../domain/metadata";
import { EARLIEST_DATE, LATEST_DATE, withinServiceDates } from "../domain/dates";
import { MONEY_PATTERN } from "../domain/money";
import { SOURCE_TYPES } from "../domain/provenance";

export const Money = z
  .string({
    error: (issue) => (typeof issue.input === "number" ? 'Money must be sent as a decimal string such as "1250.00", not a JSON number' : undefined),
  })
  .regex(MONEY_PATTERN, { error: 'Input should be a decimal string with at most 13 digits before the point and 2 after, such as "1250.00"' })
  .openapi({ example: "1250.00", pattern: MONEY_PATTERN.source, description: "Decimal string, two decimals at most" });

export const MoneyOut = z.string().openapi({ example: "1250.00", description: "Decimal string with exactly two decimals" });

/** A calendar date the service takes: a real one, from 1900 to 2200 (a date outside is a typo, and recurrences and reports need bounds). */
const ServiceDate = z.iso.date().refine(withinServiceDates, { error: `Dates are accepted from ${EARLIEST_DATE} to ${LATEST_DATE}` });

export const IsoDate = ServiceDate.openapi({ example: "2021-06-15", description: `Calendar date, YYYY-MM-DD, from ${EARLIEST_DATE} to ${LATEST_DATE}` });

/**
 * Filter variants of the shared schemas, without examples: Swagger UI pre-fills a parameter's
 * example, which would silently filter a newcomer's first list.
 */
export const DateFilter = ServiceDate;
export const MoneyFilter = z.string().regex(MONEY_PATTERN, { error: 'Input should be a decimal string such as "1250.00"' });
export const UuidFilter = z
  .uuid()
  .transform((id) => id.toLowerCase())
  .openapi({ format: "uuid" });

export const Timestamp = z.string().openapi({ example: "2026-11-21T14:26:34.123Z", description: "ISO 8601 UTC timestamp" });

/** Accepts any letter case and returns the canonical lower-case form. */
export const Uuid = z
  .uuid()
  .transform((id) => id.toLowerCase())
  .openapi({ example: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f", format: "uuid" });

export const IdParams = z.object({
  id: Uuid.openapi({ param: { name: "id", in: "path", description: "Resource id (UUID)" } }),
});

/** A free-form JSON object, bounded in depth (and, as a whole record, in size: ExtraMetadata). */
export const MetadataPatch = z
  .record(z.string(), z.unknown())
  .refine((value) => !metadataTooDeep(value), { error: `extra_metadata may nest at most ${MAX_METADATA_DEPTH} levels deep` });

export const ExtraMetadata = MetadataPatch.refine((value) => !metadataTooLarge(value), {
  error: `extra_metadata must serialize to at most ${MAX_METADATA_BYTES} bytes`,
}).openapi("ExtraMetadata", { description: `Free-form JSON object for custom fields (at most ${MAX_METADATA_BYTES} bytes, ${MAX_METADATA_DEPTH} levels deep)`, example: { parcel_number: "R0123456" } });

export const ProvenanceSchema = z
  .object({
    source_type: z.enum(SOURCE_TYPES),
    source_id: z.string().nullable(),
    confidence: z.number().min(0).max(1),
    recorded_at: Timestamp,
    recorded_by: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .openapi("Provenance", {
    description: "Data lineage; `recorded_at` is set by the server",
    example: { source_type: "api", source_id: null, confidence: 1, recorded_at: "2026-11-21T14:26:34.123Z", recorded_by: null, notes: null },
  });

export const ProvenanceInputSchema = z
  .strictObject({
    source_type: z.enum(SOURCE_TYPES).optional(),
    source_id: z.string().max(500).nullable().optional(),
    confidence: z.number().min(0).max(1).optional(),
    // Read-only: accepted so that a record's provenance can be sent back as read, then replaced by the server.
    recorded_at: z.string().optional(),
    recorded_by: z.string().max(200).nullable().optional(),
    notes: z.string().max(2000).nullable().optional(),
  })
  .openapi("ProvenanceInput", {
    description: "Where the data came from; missing fields are filled by the server (`source_type` defaults to `api`)",
    example: { source_type: "manual", source_id: "closing-statement.pdf", confidence: 1 },
  });

const INTEGER_TEXT = /^-?\d+$/;

/**
 * An integer query parameter. Text that is not an integer is FastAPI's `int_parsing` error, never
 * coerced ("abc" is not NaN, "1.5" is not 1.5); the bounds are checked on the parsed number.
 */
export function queryInt(bounds: { min?: number; max?: number } = {}) {
  let int = z.int();
  if (bounds.min !== undefined) int = int.min(bounds.min);
  if (bounds.max !== undefined) int = int.max(bounds.max);
  return z
    .string()
    .transform((text, ctx) => {
      if (INTEGER_TEXT.test(text)) return Number(text);
      ctx.addIssue({ code: "custom", message: "Input should be a valid integer, unable to parse string as an integer", params: { type: "int_parsing" }, input: text });
      return z.NEVER;
    })
    .pipe(int)
    .openapi({ type: "integer", minimum: bounds.min, maximum: bounds.max });
}

/** A boolean query flag: true/false, 1/0, yes/no, on/off (no example, so Swagger UI leaves it unset). */
export function queryFlag(description: string) {
  return z.stringbool().optional().openapi({ type: "boolean", description });
}

export const PageQuery = z.object({
  page: queryInt({ min: 1 }).default(1).openapi({ default: 1, description: "Page number, from 1", example: 1 }),
  page_size: queryInt({ min: 1, max: 200 }).default(50).openapi({ default: 50, description: "Items per page, 1 to 200", example: 50 }),
});

export function pageOf<T extends z.ZodType>(item: T, name: string, example: z.infer<T>) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().openapi({ description: "Every match, not just this page", example: 1 }),
      page: z.number().int().openapi({ example: 1 }),
      page_size: z.number().int().openapi({ example: 50 }),
    })
    .openapi(name, { example: { items: [example], total: 1, page: 1, page_size: 50 } });
}

/** A setting removed for good (a rule, a saved mapping): no deleted_at, nothing to restore. */
export const RemovedEnvelope = z
  .object({ success: z.literal(true), data: z.object({ id: z.string() }) })
  .openapi("Removed", { example: { success: true, data: { id: "019a8f50-2b3c-7d4e-8f50-6a7b8c9d0e1f" } } });

export const DeletedEnvelope = z
  .object({
    success: z.literal(true),
    data: z.object({ id: z.string(), deleted_at: Timestamp }),
  })
  .openapi("Deleted", { example: { success: true, data: { id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f", deleted_at: "2026-11-21T14:26:34.123Z" } } });
