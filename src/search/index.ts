import type { SearchIndex } from "./types";

// Replaced by the search implementation at merge: until then documents are ingested, chunked and
// marked searchable, but no index keeps their chunks.
const WRITES_NOTHING: SearchIndex = {
  async indexDocument() {},
  async removeDocument() {},
};

/** The search index of this Worker's profile. */
export function searchIndexFor(_env: Env): SearchIndex {
  return WRITES_NOTHING;
}
