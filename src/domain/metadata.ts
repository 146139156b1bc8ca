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
/**
 * How deep `extra_metadata` may nest. SQLite's JSON functions refuse what nests past 1,000 levels, so
 * one record stored deeper would make every report that reads the column fail; no real custom field
 * needs more than a few levels.
 */
export const MAX_METADATA_DEPTH = 20;

/** Whether a JSON value nests objects or arrays more than `limit` levels deep (walked without recursion). */
export function metadataTooDeep(value: unknown, limit = MAX_METADATA_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

export function metadataTooLarge(value: JsonObject): boolean {
  return new TextEncoder().encode(JSON.stringify(value)).byteLength > MAX_METADATA_BYTES;
}
