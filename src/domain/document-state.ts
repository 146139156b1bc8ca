/**
 * Where a document stands in ingestion, as a person asks it: can it be searched yet, is it on its
 * way, or did it fail (and why, in `ingest_error`)? Derived from the stored row, never stored.
 */
export const DOCUMENT_STATES = ["searchable", "ingesting", "failed"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** How a re-index that the queue will try again records its error: the document is still on its way. */
export const REINDEX_RETRY_PREFIX = "Re-index retrying after: ";

export function documentState(row: { isSearchable: boolean; ingestError: string | null }): DocumentState {
  if (row.isSearchable) return "searchable";
  return row.ingestError && !row.ingestError.startsWith(REINDEX_RETRY_PREFIX) ? "failed" : "ingesting";
}

/**
 * How a failure the file itself caused (unreadable, a zip bomb, an unsupported type) is recorded:
 * no retry can change it, so neither the queue nor a person is offered one. Any other failure is the
 * service's (storage, the index, a time-out) and may pass on a retry.
 */
export const FILE_FAULT_PREFIX = "The file cannot be read: ";

/** Whether a failed document's failure may pass on a retry (the service's, not the file's). */
export const retryable = (row: { ingestError: string | null }): boolean => row.ingestError !== null && !row.ingestError.startsWith(FILE_FAULT_PREFIX);
