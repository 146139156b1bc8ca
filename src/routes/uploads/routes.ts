import { createRoute } from "@hono/zod-openapi";
import { formRequest } from "../../http/body";
import { errorResponses, jsonContent } from "../../http/responses";
import { ChatUploadForm, IncomingFileSchema, IncomingListQuery, IncomingPageSchema, ProcessQuery, ProcessResultSchema } from "./schemas";

const tags = ["Chat"];

export const upload = createRoute({
  method: "post",
  path: "/upload",
  tags,
  summary: "Upload a document for processing",
  description:
    "Stores the original and records an incoming file (pending). POST /process-incoming queues it; processing makes it a searchable document, or marks it duplicate (same bytes as a document) or failed (with the reason).",
  ...formRequest(ChatUploadForm, "The file and, optionally, its metadata"),
  responses: { 201: jsonContent(IncomingFileSchema, "The incoming file, pending"), ...errorResponses(400, 413, 415, 422) },
});

export const incomingFiles = createRoute({
  method: "get",
  path: "/incoming-files",
  tags,
  summary: "List uploaded files and their processing status",
  description: "Newest upload first.",
  request: { query: IncomingListQuery },
  responses: { 200: jsonContent(IncomingPageSchema, "A page of incoming files"), ...errorResponses(422) },
});

export const processIncoming = createRoute({
  method: "post",
  path: "/process-incoming",
  tags,
  summary: "Queue the pending files for processing",
  description: "Queues every pending file (with retry_failed=true, every failed one too) and answers at once; GET /incoming-files shows their progress.",
  request: { query: ProcessQuery },
  responses: { 202: jsonContent(ProcessResultSchema, "The files queued"), ...errorResponses(422) },
});
