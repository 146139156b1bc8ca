import { createRoute, z } from "@hono/zod-openapi";
import { formRequest, jsonRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { DeletedEnvelope, IdParams } from "../../http/schemas";
import { DocumentListQuery, DocumentPageSchema, DocumentSchema, DocumentUpdateSchema, DocumentUploadForm, IncludeDeletedQuery } from "./schemas";

const tags = ["Documents"];

export const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "List documents",
  description: "Newest first by the document's own date (undated last), then by upload.",
  request: { query: DocumentListQuery },
  responses: { 200: jsonContent(DocumentPageSchema, "A page of documents"), ...errorResponses(422) },
});

export const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Upload a document",
  description:
    "Stores the original and creates the document at once (is_searchable false); ingestion runs in the background and sets is_searchable (or ingest_error). The same bytes again return the existing document with 200. A final upload supersedes the final version of the same title and type.",
  ...formRequest(DocumentUploadForm, "The file and its metadata"),
  responses: {
    200: jsonContent(DocumentSchema, "These bytes are already a document: that document, unchanged"),
    201: jsonContent(DocumentSchema, "The new document, queued for ingestion"),
    ...errorResponses(400, 413, 415, 422, 503),
  },
});

export const get = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "Get one document's metadata",
  request: { params: IdParams, query: IncludeDeletedQuery },
  responses: { 200: jsonContent(DocumentSchema, "The document"), ...errorResponses(404, 422) },
});

export const file = createRoute({
  method: "get",
  path: "/{id}/file",
  tags,
  summary: "Download a document's original file",
  description: "The bytes as uploaded, with their content type. HTML is sent as an attachment.",
  request: { params: IdParams, query: IncludeDeletedQuery },
  responses: {
    200: {
      description: "The original file",
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary", example: "%PDF-1.7 ..." }) } },
    },
    ...errorResponses(404, 422),
  },
});

export const patch = createRoute({
  method: "patch",
  path: "/{id}",
  tags,
  summary: "Update a document's metadata",
  description:
    "Changes only the fields sent. Versions: draft -> final, final -> superseded, superseded -> final (anything else is 400); a document that becomes final supersedes the other final version of its title and type. A new title, type or date reaches the search index shortly after.",
  ...jsonRequest(DocumentUpdateSchema, "The fields to change", { params: IdParams }),
  responses: { 200: jsonContent(DocumentSchema, "The updated document"), ...errorResponses(400, 404, 409, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Soft-delete a document",
  description: "Takes it out of every search index and sets deleted_at; the original stays in storage.",
  request: { params: IdParams },
  responses: { 200: jsonContent(DeletedEnvelope, "The document was deleted"), ...errorResponses(404, 422) },
});

export const restore = createRoute({
  method: "post",
  path: "/{id}/restore",
  tags,
  summary: "Restore a soft-deleted document",
  description: "The document comes back and is indexed again shortly after (is_searchable turns true).",
  request: { params: IdParams },
  responses: { 200: jsonContent(DocumentSchema, "The restored document"), ...errorResponses(404, 422) },
});

export const retry = createRoute({
  method: "post",
  path: "/{id}/retry",
  tags,
  summary: "Retry a failed ingestion",
  description:
    "Queues a failed document for ingestion again (its state becomes ingesting, its ingest_error is cleared) and answers at once; GET /{id} shows how it ends. A document that is not failed is 400.",
  request: { params: IdParams },
  responses: { 202: jsonContent(DocumentSchema, "The document, queued again"), ...errorResponses(400, 404, 422) },
});
