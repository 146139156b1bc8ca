import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { storedKeyOf } from "../db/incoming-files";
import { hashInUse } from "../db/documents";
import { documents } from "../db/schema";
import { ApiError } from "../http/errors";
import { sha256Hex } from "../domain/hash";
import { checkDeclaredType, detectKind, displayFilename, FILE_KINDS, originalKey, UnsupportedFile, type FileKind } from "./file-types";

/** An upload checked and stored in R2, ready to be recorded. */
export interface StoredUpload {
  filename: string;
  kind: FileKind;
  contentType: string;
  sizeBytes: number;
  contentHash: string;
  r2Key: string;
  /** Whether this upload put the object in R2 (rather than finding these bytes stored already). */
  wroteObject: boolean;
}

/** Where these bytes are already stored, if anywhere: the same bytes are kept once. */
async function existingKey(db: Database, contentHash: string): Promise<string | undefined> {
  const doc = await db.select({ r2Key: documents.r2Key }).from(documents).where(eq(documents.contentHash, contentHash)).get();
  return doc?.r2Key ?? (await storedKeyOf(db, contentHash));
}

/**
 * Checks an uploaded file (413 over MAX_UPLOAD_MB, 400 empty, 415 not a type we read, or bytes that
 * contradict the name or the declared Content-Type) and stores the original in R2 under its SHA-256, unless those bytes are
 * stored already. The client's name is kept for display; no part of it becomes a path segment.
 */
export async function storeUpload(env: Env, db: Database, file: File): Promise<StoredUpload> {
  const limit = loadConfig(env).maxUploadBytes;
  const tooLarge = () => new ApiError(413, `The upload is larger than the ${Math.round(limit / 1024 / 1024)} MB limit`);
  if (file.size > limit) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > limit) throw tooLarge();
  if (bytes.byteLength === 0) throw ApiError.badRequest("The file is empty");
  const filename = displayFilename(file.name);
  let kind: FileKind;
  try {
    kind = detectKind(filename, bytes);
    checkDeclaredType(file.type, kind, filename);
  } catch (err) {
    if (err instanceof UnsupportedFile) throw new ApiError(415, err.message);
    throw err;
  }
  const contentType = FILE_KINDS[kind].contentType;
  const contentHash = await sha256Hex(bytes);
  let r2Key = await existingKey(db, contentHash);
  let wroteObject = false;
  if (!r2Key || !(await env.FILES.head(r2Key))) {
    r2Key = originalKey(contentHash, filename);
    await env.FILES.put(r2Key, bytes, { httpMetadata: { contentType }, sha256: contentHash });
    wroteObject = true;
  }
  return { filename, kind, contentType, sizeBytes: bytes.byteLength, contentHash, r2Key, wroteObject };
}

/**
 * Removes the R2 object of an upload whose records could not be written, so a failed request leaves
 * nothing behind; an object that some record refers to (the same bytes from another upload) stays.
 * Best effort: the original error is what the client must hear about.
 */
export async function discardUpload(env: Env, db: Database, stored: StoredUpload): Promise<void> {
  if (!stored.wroteObject) return;
  try {
    if (!(await hashInUse(db, stored.contentHash))) await env.FILES.delete(stored.r2Key);
  } catch {
    // The object is unreferenced; at worst it waits for the next upload of the same bytes.
  }
}

/** Runs `write` (the upload's records); if it fails, the R2 object it would have referred to goes too. */
export async function recordUpload<T>(env: Env, db: Database, stored: StoredUpload, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await discardUpload(env, db, stored);
    throw err;
  }
}
