import { z } from "@hono/zod-openapi";
import { INCOMING_FILE_STATUSES } from "../../db/schema";
import { IsoDate, pageOf, PageQuery, queryFlag, Timestamp } from "../../http/schemas";
import { DocumentTypeSchema, Title } from "../documents/schemas";

const Status = z.enum(INCOMING_FILE_STATUSES).openapi({
  description: "pending -> queued -> processing -> processed | duplicate | failed",
  example: "processed",
});

export const INCOMING_EXAMPLE = {
  id: "019a8f42-3c4d-7e5f-8a61-7b8c9d0e1f20",
  filename: "2025 Insurance Policy - Alder Street.pdf",
  content_type: "application/pdf",
  size_bytes: 248731,
  content_hash: "9f2c4e1b7a3d5f6e8c0b2a4d6f8e0c2b4a6d8f0e2c4b6a8d0f2e4c6b8a0d2f4e",
  doc_type: "insurance:policy",
  title: "2025 Insurance Policy - Alder Street",
  doc_date: "2025-06-15",
  status: "processed",
  error: null,
  attempts: 1,
  document_id: "019a8f41-2b3c-7d4e-8f50-6a7b8c9d0e1f",
  created_at: "2026-11-21T14:26:34.123Z",
  updated_at: "2026-11-21T14:26:38.901Z",
} as const;

export const IncomingFileSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    filename: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    content_hash: z.string().openapi({ description: "SHA-256 of the bytes (hex)" }),
    doc_type: z.string().openapi({ description: "The type the document will have: as sent, else guessed from the file name, else other" }),
    title: z.string(),
    doc_date: IsoDate.nullable(),
    status: Status,
    error: z.string().nullable().openapi({ description: "Why it failed; while queued after a failed try, why it is being retried" }),
    attempts: z.number().int().openapi({ description: "How many times processing started" }),
    document_id: z.string().nullable().openapi({ format: "uuid", description: "The document it became (processed) or already was (duplicate)" }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi("IncomingFile", { example: INCOMING_EXAMPLE });

export const ChatUploadForm = z
  .strictObject({
    file: z.instanceof(File).openapi({ type: "string", format: "binary", description: "PDF, DOCX, TXT, Markdown, HTML or CSV, at most MAX_UPLOAD_MB" }),
    doc_type: DocumentTypeSchema.optional().openapi({ description: "Guessed from the file name when omitted (else other)" }),
    title: Title.optional().openapi({ description: "The file name without its extension when omitted" }),
    doc_date: IsoDate.optional().openapi({ description: "Date of the document (YYYY-MM-DD)" }),
  })
  .openapi("ChatUpload");

export const IncomingListQuery = PageQuery.extend({
  status: z
    .string()
    .transform((text) => text.split(",").map((s) => s.trim()))
    .pipe(z.array(z.enum(INCOMING_FILE_STATUSES, { error: `Unknown status: one of ${INCOMING_FILE_STATUSES.join(", ")}` })))
    .optional()
    .openapi({ type: "string", description: "A status, or several separated by commas (pending,queued,processing)" }),
});

export const ProcessQuery = z.object({
  retry_failed: queryFlag("Also queue the failed files again"),
});

export const IncomingPageSchema = pageOf(IncomingFileSchema, "IncomingFilePage", INCOMING_EXAMPLE);

export const ProcessResultSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      queued: z.number().int().openapi({ description: "How many files were queued" }),
      file_ids: z.array(z.string()).openapi({ description: "The incoming files queued, oldest upload first" }),
    }),
  })
  .openapi("ProcessIncomingResult", { example: { success: true, data: { queued: 1, file_ids: [INCOMING_EXAMPLE.id] } } });

export type IncomingFile = z.infer<typeof IncomingFileSchema>;
