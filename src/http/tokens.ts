import { sha256Hex } from "../domain/hash";

export type Scope = "read" | "write";

/** One configured API token: only its SHA-256 is ever stored, so the secret leaks no usable token. */
export interface TokenEntry {
  scope: Scope;
  hash: Uint8Array;
  /** A short, non-secret name for logs and rate-limit keys: the first 12 hex digits of the hash. */
  id: string;
}

const ENTRY = /^(read|write):([0-9a-f]{64})$/;

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/**
 * Parses `API_TOKENS`: entries `read:<sha256hex>` or `write:<sha256hex>`, separated by commas,
 * spaces or new lines. Malformed entries are returned apart so the caller can log them; they never
 * grant access (the list fails closed).
 */
export function parseApiTokens(raw: string): { tokens: TokenEntry[]; invalid: number } {
  const tokens: TokenEntry[] = [];
  let invalid = 0;
  for (const part of raw.split(/[\s,]+/).filter(Boolean)) {
    const match = ENTRY.exec(part.toLowerCase());
    if (!match) {
      invalid++;
      continue;
    }
    const [, scope, hex] = match as unknown as [string, Scope, string];
    tokens.push({ scope, hash: hexBytes(hex), id: hex.slice(0, 12) });
  }
  return { tokens, invalid };
}

/**
 * The entry whose hash is the presented token's SHA-256. Every entry is compared, in constant time,
 * whatever matched before, so timing tells nothing about which hashes are configured.
 */
export async function matchToken(tokens: TokenEntry[], presented: string): Promise<TokenEntry | undefined> {
  const hash = hexBytes(await sha256Hex(presented));
  let found: TokenEntry | undefined;
  for (const entry of tokens) {
    if (crypto.subtle.timingSafeEqual(hash, entry.hash) && !found) found = entry;
  }
  return found;
}

/** Two SHA-256 hex digests compared in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(a) || !/^[0-9a-fA-F]{64}$/.test(b)) return false;
  return crypto.subtle.timingSafeEqual(hexBytes(a.toLowerCase()), hexBytes(b.toLowerCase()));
}

/** Write routes change data; everything else, and asking the assistant, only reads. */
const READ_ONLY_POSTS = new Set(["/api/v1/chat/query"]);

export function requiredScope(method: string, path: string): Scope {
  const m = method.toUpperCase();
  if (m === "GET" || m === "HEAD" || m === "OPTIONS") return "read";
  return READ_ONLY_POSTS.has(path.replace(/\/+$/, "")) ? "read" : "write";
}
