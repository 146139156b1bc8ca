import { z } from "@hono/zod-openapi";
import { DOCUMENT_STATES } from "../../domain/document-state";
import { DOCUMENT_TYPES, DOCUMENT_VERSIONS, isDocumentTypeOrGroup } from "../../domain/document-types";
import { IsoDate, MetadataPatch, pageOf, PageQuery, ProvenanceInputSchema, ProvenanceSchema, queryFlag, Timestamp, Uuid, UuidFilter } from "../../http/schemas";

export const DocumentTypeSchema = z
  .enum(DOCUMENT_TYPES, { error: `Unknown document type: one of ${DOCUMENT_TYPES.join(", ")}` })
  .openapi({ example: "formation:operating_agreement" });
const Version = z.enum(DOCUMENT_VERSIONS).openapi({ example: "final" });
export const Title = z.string().trim().min(1).max(300).openapi({ example: "Operating Agreement of Alder Street Holdings LLC" });

export const DOCUMENT_EXAMPLE = {
  id: "019a8f41-2b3c-7d4e-8f50-6a7b8c9d0e1f",
  filename: "Operating Agreement 2021.pdf",
  doc_type: "formation:operating_agreement",
  title: "Operating Agreement of Alder Street Holdings LLC",
  doc_date: "2021-03-09",
  property_id: null,
  version: "final",
  content_hash: "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
  content_type: "application/pdf",
  size_bytes: 184320,
  is_searchable: true,
  state: "searchable",
  page_count: 14,
  chunk_count: 38,
  char_count: 35120,
  ingest_error: null,
  retryable: false,
  provenance: { source_type: "api", source_id: "Operating Agreement 2021.pdf", confidence: 1, recorded_at: "2026-11-21T14:26:34.123Z", recorded_by: null, notes: null },
  extra_metadata: {},
  created_at: "2026-11-21T14:26:34.123Z",
  updated_at: "2026-11-21T14:26:36.512Z",
  deleted_at: null,
} as const;

export const DocumentSchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    filename: z.string().openapi({ description: "The original file name" }),
    doc_type: z.string().openapi({ description: "One of the document types (formation:articles, ..., index, other)" }),
    title: z.string(),
    doc_date: IsoDate.nullable().openapi({ description: "Date of the document, not of the upload" }),
    property_id: z.string().nullable().openapi({ format: "uuid", description: "The property the document is about (a deed, a policy, a lease); null for company documents" }),
    version: Version.openapi({ description: "draft, final or superseded (an older version of a document of the same title and type)" }),
    content_hash: z.string().openapi({ description: "SHA-256 of the bytes (hex); the same bytes are one document" }),
    content_type: z.string(),
    size_bytes: z.number().int(),
    is_searchable: z.boolean().openapi({ description: "True once its text is in the search index" }),
    state: z.enum(DOCUMENT_STATES).openapi({ description: "Read-only: searchable; ingesting (queued or being read); or failed, with the reason in ingest_error (POST /{id}/retry tries again)" }),
    page_count: z.number().int().nullable().openapi({ description: "Pages of a PDF; null for other formats and until ingested" }),
    chunk_count: z.number().int().nullable().openapi({ description: "Passages in the search index; null until ingested" }),
    char_count: z.number().int().nullable().openapi({ description: "Characters of extracted text; null until ingested" }),
    ingest_error: z.string().nullable().openapi({ description: "Why the last ingestion or re-index failed; null when it did not" }),
    retryable: z.boolean().openapi({ description: "Read-only: true when the document failed for a reason of the service's (storage, the index), which a retry may pass; false when the file itself cannot be read (upload a fixed file instead) or nothing failed" }),
    provenance: ProvenanceSchema,
    extra_metadata: z.record(z.string(), z.unknown()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Timestamp.nullable(),
  })
  .openapi("Document", { example: DOCUMENT_EXAMPLE });

export const DocumentUploadForm = z
  .strictObject({
    file: z.instanceof(File).openapi({ type: "string", format: "binary", description: "PDF, DOCX, TXT, Markdown, HTML or CSV, at most MAX_UPLOAD_MB" }),
    doc_type: DocumentTypeSchema.optional().openapi({ description: "Guessed from the file name when omitted (else other)" }),
    title: Title.optional().openapi({ description: "The file name without its extension when omitted" }),
    doc_date: IsoDate.optional().openapi({ description: "Date of the document (YYYY-MM-DD)" }),
    property_id: Uuid.optional().openapi({ description: "The property the document is about; omit for a company document" }),
    version: z.enum(["draft", "final"]).optional().openapi({ description: "final (default) supersedes the final version of the same title and type; draft does not" }),
  })
  .openapi("DocumentUpload");

export const DocumentUpdateSchema = z
  .strictObject({
    title: Title.optional(),
    doc_type: DocumentTypeSchema.optional(),
    doc_date: IsoDate.nullable().optional(),
    property_id: Uuid.nullable().optional().openapi({ description: "A live property, or null for a company document" }),
    version: Version.optional().openapi({ description: "draft -> final, final -> superseded, superseded -> final; becoming final supersedes the other final version" }),
    provenance: ProvenanceInputSchema.optional().openapi({ description: "Replaces the stored provenance" }),
    extra_metadata: MetadataPatch
      .optional()
      .openapi({ description: "Merged into the stored object by top-level key; a key sent as null is removed" }),
  })
  .openapi("DocumentUpdate", { example: { title: "Amended Operating Agreement", doc_date: "2023-01-15", extra_metadata: { signed_by: "all members" } } });

// Optional filters carry no example: Swagger UI would pre-fill it and filter a newcomer's first list.
export const DocumentListQuery = PageQuery.extend({
  doc_type: z
    .string()
    .refine(isDocumentTypeOrGroup, { error: "Unknown document type or group", params: { type: "enum" } })
    .optional()
    .openapi({ description: "A type (formation:articles) or a group (formation, authority, accounting, property, insurance, index, other)" }),
  q: z.string().trim().min(1).max(200).optional().openapi({ description: "Title or file name contains this text, ignoring case" }),
  version: z.enum(DOCUMENT_VERSIONS).optional().openapi({ description: "draft, final or superseded" }),
  is_searchable: queryFlag("Only documents that are (or are not) in the search index"),
  state: z.enum(DOCUMENT_STATES).optional().openapi({ description: "Only searchable, ingesting or failed documents" }),
  property_id: UuidFilter.optional().openapi({ description: "Only this property's documents" }),
  include_deleted: queryFlag("Include soft-deleted documents"),
});

export const IncludeDeletedQuery = z.object({ include_deleted: queryFlag("Return the document even if it is soft-deleted") });

export const DocumentPageSchema = pageOf(DocumentSchema, "DocumentPage", DOCUMENT_EXAMPLE);

export type Document = z.infer<typeof DocumentSchema>;
export type DocumentUpdate = z.infer<typeof DocumentUpdateSchema>;
