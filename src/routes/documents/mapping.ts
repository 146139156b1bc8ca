import type { DocumentRow, NewDocumentRow } from "../../db/schema";
import { documentState, retryable } from "../../domain/document-state";
import { versionChangeError, type DocumentVersion } from "../../domain/document-types";
import { mergeMetadata } from "../../domain/metadata";
import { stampProvenance } from "../../domain/provenance";
import { ApiError } from "../../http/errors";
import type { Document, DocumentUpdate } from "./schemas";

export function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    filename: row.filename,
    doc_type: row.docType,
    title: row.title,
    doc_date: row.docDate,
    property_id: row.propertyId,
    version: row.version,
    content_hash: row.contentHash,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    is_searchable: row.isSearchable,
    state: documentState(row),
    retryable: documentState(row) === "failed" && retryable(row),
    page_count: row.pageCount,
    chunk_count: row.chunkCount,
    char_count: row.charCount,
    ingest_error: row.ingestError,
    provenance: row.provenance,
    extra_metadata: row.extraMetadata,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  };
}

/** The column changes a PATCH asks for, only what differs from the stored row; a forbidden version change is 400. */
export function toDocumentChanges(current: DocumentRow, patch: DocumentUpdate, now: string): Partial<NewDocumentRow> {
  const changes: Partial<NewDocumentRow> = {};
  if (patch.title !== undefined && patch.title !== current.title) changes.title = patch.title;
  if (patch.doc_type !== undefined && patch.doc_type !== current.docType) changes.docType = patch.doc_type;
  if (patch.doc_date !== undefined && patch.doc_date !== current.docDate) changes.docDate = patch.doc_date;
  if (patch.property_id !== undefined && patch.property_id !== current.propertyId) changes.propertyId = patch.property_id;
  if (patch.version !== undefined && patch.version !== current.version) {
    const error = versionChangeError(current.version, patch.version as DocumentVersion);
    if (error) throw ApiError.badRequest(error);
    changes.version = patch.version;
  }
  if (patch.provenance !== undefined) changes.provenance = stampProvenance(patch.provenance, "api", now);
  if (patch.extra_metadata !== undefined) changes.extraMetadata = mergeMetadata(current.extraMetadata, patch.extra_metadata);
  return changes;
}

/** Whether the index's copy of the document's metadata (title, type, date) is out of date after these changes. */
export const changesSearchMeta = (changes: Partial<NewDocumentRow>) => changes.title !== undefined || changes.docType !== undefined || changes.docDate !== undefined;
