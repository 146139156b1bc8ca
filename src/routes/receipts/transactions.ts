import { createRoute, z } from "@hono/zod-openapi";
import { getDb } from "../../db/client";
import { documentsOfTransaction, linkDocument, unlinkDocument } from "../../db/receipts";
import { findTransaction } from "../../db/transactions";
import { nowIso } from "../../domain/time";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams, Uuid } from "../../http/schemas";
import { toDocument } from "../documents/mapping";
import { DOCUMENT_EXAMPLE, DocumentSchema } from "../documents/schemas";
import { liveDocument } from "./documents";

/**
 * Receipts and supporting documents of a transaction (/transactions/{id}/documents): the documents
 * that explain it, attached and detached by a person. The other way, routes/receipts/documents.ts.
 */

const LinkParams = z.object({
  id: Uuid.openapi({ param: { name: "id", in: "path", description: "The transaction" } }),
  document_id: Uuid.openapi({ param: { name: "document_id", in: "path", description: "The document" } }),
});

const LinkedDocuments = z.object({ items: z.array(DocumentSchema) }).openapi("LinkedDocuments", { example: { items: [DOCUMENT_EXAMPLE] } });

async function liveTransaction(c: { env: Env }, id: string) {
  const row = await findTransaction(getDb(c.env.DB), id);
  if (!row) throw ApiError.notFound(`Transaction ${id} not found`);
  return row;
}

const listOf = async (c: { env: Env }, id: string) => ({ items: (await documentsOfTransaction(getDb(c.env.DB), id)).map(toDocument) });

export const listDocumentsRoute = createRoute({
  method: "get",
  path: "/{id}/documents",
  tags: ["Transactions"],
  summary: "The documents that explain a transaction (receipts, invoices, closing statements)",
  request: { params: IdParams },
  responses: { 200: jsonContent(LinkedDocuments, "Linked documents, first linked first"), ...errorResponses(404, 422) },
});

export const listDocumentsHandler: AppRouteHandler<typeof listDocumentsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  await liveTransaction(c, id);
  return c.json(await listOf(c, id), 200);
};

export const linkRoute = createRoute({
  method: "put",
  path: "/{id}/documents/{document_id}",
  tags: ["Transactions"],
  summary: "Attach a document to a transaction",
  description: "Links a receipt, invoice or closing statement to the transaction it explains. Linking twice changes nothing.",
  request: { params: LinkParams },
  responses: { 200: jsonContent(LinkedDocuments, "The transaction's documents"), ...errorResponses(404, 422) },
});

export const linkHandler: AppRouteHandler<typeof linkRoute> = async (c) => {
  const { id, document_id } = c.req.valid("param");
  await liveTransaction(c, id);
  await liveDocument(c, document_id);
  await linkDocument(getDb(c.env.DB), id, document_id, nowIso());
  return c.json(await listOf(c, id), 200);
};

export const unlinkRoute = createRoute({
  method: "delete",
  path: "/{id}/documents/{document_id}",
  tags: ["Transactions"],
  summary: "Detach a document from a transaction",
  description: "Removes the link only; the document and the transaction stay. 404 when they are not linked.",
  request: { params: LinkParams },
  responses: { 200: jsonContent(LinkedDocuments, "The transaction's documents"), ...errorResponses(404, 422) },
});

export const unlinkHandler: AppRouteHandler<typeof unlinkRoute> = async (c) => {
  const { id, document_id } = c.req.valid("param");
  await liveTransaction(c, id);
  if (!(await unlinkDocument(getDb(c.env.DB), id, document_id))) throw ApiError.notFound(`Document ${document_id} is not linked to transaction ${id}`);
  return c.json(await listOf(c, id), 200);
};
