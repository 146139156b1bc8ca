export type JsonObject = Record<string, unknown>;

/** PATCH semantics for `extra_metadata`: top-level keys merge, a key sent as null is removed. */
export function mergeMetadata(stored: JsonObject, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Bounds on `extra_metadata`, so one record cannot carry an unbounded blob. */
export const MAX_METADATA_BYTES = 16_384;

export function metadataTooLarge(value: JsonObject): boolean {
  return new TextEncoder().encode(JSON.stringify(value)).byteLength > MAX_METADATA_BYTES;
}
