import { unzipSync } from "fflate";

/** The formats ingestion reads. Each has one canonical content type, stored and served back. */
export const FILE_KINDS = {
  pdf: { extensions: ["pdf"], contentType: "application/pdf" },
  docx: { extensions: ["docx"], contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  txt: { extensions: ["txt", "text"], contentType: "text/plain; charset=utf-8" },
  markdown: { extensions: ["md", "markdown"], contentType: "text/markdown; charset=utf-8" },
  html: { extensions: ["html", "htm"], contentType: "text/html; charset=utf-8" },
  csv: { extensions: ["csv"], contentType: "text/csv; charset=utf-8" },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export const SUPPORTED_EXTENSIONS = Object.values(FILE_KINDS).flatMap((kind) => [...kind.extensions]);

const ACCEPTED = "PDF, DOCX, TXT, Markdown, HTML or CSV";

/** The file's bytes do not match what its name says, or the format is not one we read. */
export class UnsupportedFile extends Error {
  override readonly name = "UnsupportedFile";
}

export function kindOfContentType(contentType: string): FileKind | null {
  for (const [kind, info] of Object.entries(FILE_KINDS)) if (info.contentType === contentType) return kind as FileKind;
  return null;
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

export function kindOfFilename(filename: string): FileKind | null {
  const extension = extensionOf(filename);
  for (const [kind, info] of Object.entries(FILE_KINDS)) if ((info.extensions as readonly string[]).includes(extension)) return kind as FileKind;
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

function looksLikePdf(bytes: Uint8Array): boolean {
  // The specification allows bytes before the header; readers look within the first kilobyte.
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let at = 0; at <= end; at++) if (startsWith(bytes, PDF_MAGIC, at)) return true;
  return false;
}

/** The names in a zip archive, read from its central directory without inflating anything. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/** Text formats must be text: a NUL byte in the first 8 KB means binary content under a text name. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return !head.includes(0) && !startsWith(head, PDF_MAGIC) && !startsWith(head, ZIP_MAGIC);
}

/**
 * The kind of an upload, from its name's extension, checked against its bytes where the format
 * has a signature (PDF `%PDF-`; DOCX a zip with `word/document.xml`; text formats no binary).
 */
export function detectKind(filename: string, bytes: Uint8Array): FileKind {
  const kind = kindOfFilename(filename);
  if (!kind) throw new UnsupportedFile(`Unsupported file type: ${filename} (accepted: ${ACCEPTED})`);
  if (kind === "pdf" && !looksLikePdf(bytes)) throw new UnsupportedFile(`${filename} is named .pdf but its content is not a PDF`);
  if (kind === "docx") {
    const names = startsWith(bytes, ZIP_MAGIC) ? zipEntryNames(bytes) : null;
    if (!names?.includes("word/document.xml")) throw new UnsupportedFile(`${filename} is named .docx but is not a Word document`);
  }
  if (kind !== "pdf" && kind !== "docx" && !looksLikeText(bytes)) {
    throw new UnsupportedFile(`${filename} is named .${extensionOf(filename)} but its content is binary, not text`);
  }
  return kind;
}

/** The last segment of a client's file name (browsers and curl may send a path), without control characters. */
export function displayFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, 255) || "upload";
}

/** A name safe for an object key or a header: letters, digits, dash and underscore, one dot before the extension, at most 100 characters. */
export function safeFilename(filename: string): string {
  const normalized = filename.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const dot = normalized.lastIndexOf(".");
  const stem = dot > 0 ? normalized.slice(0, dot) : normalized;
  const extension = dot > 0 ? normalized.slice(dot + 1) : "";
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/-{2,}/g, "-").replace(/^-+|-+$/g, "");
  const safeExtension = clean(extension).slice(0, 10);
  const safeStem = clean(stem).slice(0, 100 - safeExtension.length - 1) || "file";
  return safeExtension ? `${safeStem}.${safeExtension}` : safeStem;
}

/** Where an original lies in R2: by content, so the same bytes are stored once; no path segment comes from the client. */
export function originalKey(contentHash: string, filename: string): string {
  return `originals/${contentHash}/${safeFilename(filename)}`;
}

/** A title for a file uploaded without one: its name without the extension, underscores as spaces. */
export function titleFromFilename(filename: string): string {
  const dot = filename.lastIndexOf(".");
  const stem = dot > 0 ? filename.slice(0, dot) : filename;
  return stem.replace(/_+/g, " ").replace(/\s+/g, " ").trim() || filename;
}


type Family = "pdf" | "zip" | "text" | "media";

/** What a declared media type says the bytes are; null when it says nothing we can check (octet-stream, unknown application types). */
function familyOfMediaType(mediaType: string): Family | null {
  if (mediaType === "application/pdf" || mediaType === "application/x-pdf") return "pdf";
  if (mediaType === FILE_KINDS.docx.contentType || mediaType === "application/zip" || mediaType === "application/x-zip-compressed") return "zip";
  if (mediaType.startsWith("text/") || /^application\/(x-)?(markdown|csv)$/.test(mediaType) || mediaType === "application/xhtml+xml") return "text";
  if (/^(image|audio|video|font)\//.test(mediaType)) return "media";
  return null;
}

const FAMILY_OF_KIND: Record<FileKind, Family> = { pdf: "pdf", docx: "zip", txt: "text", markdown: "text", html: "text", csv: "text" };

/**
 * The client's declared Content-Type must not contradict the bytes: a PDF sent as `text/plain` or
 * `image/png`, or text sent as `application/pdf`, is refused. Generic types (`application/octet-stream`,
 * none) and vendor types that clients send loosely (Windows labels CSV `application/vnd.ms-excel`) pass.
 */
export function checkDeclaredType(declared: string, kind: FileKind, filename: string): void {
  const mediaType = declared.split(";")[0]?.trim().toLowerCase() ?? "";
  const family = mediaType ? familyOfMediaType(mediaType) : null;
  if (family && family !== FAMILY_OF_KIND[kind]) {
    throw new UnsupportedFile(`${filename} was sent as ${mediaType} but its content is ${kind.toUpperCase()}`);
  }
}
