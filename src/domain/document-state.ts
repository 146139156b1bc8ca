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
