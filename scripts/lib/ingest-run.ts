// The bulk ingestion run, written against a fetch-like client so that it runs the same in Node (the
// script) and inside workerd (its test, against the Worker itself). No Node APIs here.
import { guessDocumentType } from "../../src/domain/document-types";
import { SUPPORTED_EXTENSIONS } from "../../src/ingest/file-types";

export type Client = (path: string, init?: RequestInit) => Promise<Response>;

export interface LocalFile {
  /** Path relative to the folder being ingested, with `/` separators. */
  path: string;
  size: number;
  read(): Promise<Uint8Array>;
}

export interface IngestOptions {
  wait: boolean;
  /** How long --wait waits before giving up (the files go on being processed). */
  timeoutMs: number;
  pollMs: number;
  concurrency: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  progress: (line: string) => void;
}

export interface IngestReport {
  seen: number;
  unsupported: string[];
  uploaded: number;
  queued: number;
  /** Outcomes, known with --wait. */
  waited: boolean;
  timedOut: boolean;
  processed: number;
  duplicates: number;
  failed: { path: string; reason: string }[];
  stillOpen: number;
  pages: number;
  chunks: number;
  bytes: number;
  elapsedMs: number;
}

interface IncomingFile {
  id: string;
  status: string;
  error: string | null;
  document_id: string | null;
  size_bytes: number;
}

const OPEN = "pending,queued,processing";

export function isHiddenPath(path: string): boolean {
  return path.split("/").some((segment) => segment.startsWith("."));
}

export function isSupported(path: string): boolean {
  const dot = path.lastIndexOf(".");
  return dot > path.lastIndexOf("/") + 1 && SUPPORTED_EXTENSIONS.includes(path.slice(dot + 1).toLowerCase() as (typeof SUPPORTED_EXTENSIONS)[number]);
}

const DATE_IN_NAME = /(?<!\d)((?:19|20)\d\d)[-_.](\d\d)[-_.](\d\d)(?!\d)/g;

function dateMatch(name: string): { iso: string; text: string } | undefined {
  for (const match of name.matchAll(DATE_IN_NAME)) {
    const iso = `${match[1]}-${match[2]}-${match[3]}`;
    const date = new Date(`${iso}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso)) return { iso, text: match[0] };
  }
  return undefined;
}

/** A date in the file name (`2025-06-15 Policy.pdf`), when it is a real calendar date. */
export function dateFromName(path: string): string | undefined {
  return dateMatch(path.split("/").pop() ?? "")?.iso;
}

/**
 * What the script tells the server about a file: a type the folders or name suggest, and a date in
 * the name, which then leaves the title ("2025-06-15 Landlord Policy.pdf" is "Landlord Policy" of
 * that date, so next year's policy of the same title supersedes it).
 */
export function metadataFor(path: string): Record<string, string> {
  const name = path.split("/").pop() ?? path;
  const fields: Record<string, string> = {};
  const type = guessDocumentType(name) ?? guessDocumentType(path);
  if (type) fields.doc_type = type;
  const date = dateMatch(name);
  if (date) {
    fields.doc_date = date.iso;
    const stem = name.replace(/\.[^.]*$/, "");
    const title = stem.replace(date.text, " ").replace(/_+/g, " ").replace(/\s+/g, " ").replace(/^[\s,;:()-]+|[\s,;:()-]+$/g, "");
    if (title) fields.title = title;
  }
  return fields;
}

export function progressBar(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}`;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(workers);
}

/** Ids of every incoming file still pending, queued or processing. */
async function openIds(client: Client): Promise<Set<string>> {
  const open = new Set<string>();
  for (let page = 1; ; page++) {
    const body = await json<{ items: IncomingFile[]; total: number }>(await client(`/api/v1/chat/incoming-files?status=${OPEN}&page_size=200&page=${page}`));
    for (const item of body.items) open.add(item.id);
    if (page * 200 >= body.total) return open;
  }
}

/** The incoming files with these ids, found among the newest uploads. */
async function filesById(client: Client, ids: Set<string>): Promise<Map<string, IncomingFile>> {
  const found = new Map<string, IncomingFile>();
  for (let page = 1; found.size < ids.size; page++) {
    const body = await json<{ items: IncomingFile[]; total: number }>(await client(`/api/v1/chat/incoming-files?page_size=200&page=${page}`));
    for (const item of body.items) if (ids.has(item.id)) found.set(item.id, item);
    if (page * 200 >= body.total) break;
  }
  return found;
}

/**
 * Uploads every supported file through POST /api/v1/chat/upload, queues them with
 * POST /api/v1/chat/process-incoming and, with `wait`, polls the incoming files until none of
 * them is open, then counts what became of them.
 */
export async function ingestFiles(client: Client, files: LocalFile[], options: IngestOptions): Promise<IngestReport> {
  const started = options.now();
  const report: IngestReport = {
    seen: files.length,
    unsupported: [],
    uploaded: 0,
    queued: 0,
    waited: options.wait,
    timedOut: false,
    processed: 0,
    duplicates: 0,
    failed: [],
    stillOpen: 0,
    pages: 0,
    chunks: 0,
    bytes: 0,
    elapsedMs: 0,
  };
  const candidates = files.filter((file) => {
    if (isSupported(file.path)) return true;
    report.unsupported.push(file.path);
    return false;
  });
  const pathById = new Map<string, string>();
  let sent = 0;
  await inParallel(candidates, options.concurrency, async (file) => {
    const form = new FormData();
    form.set("file", new Blob([await file.read()]), file.path.split("/").pop()!);
    for (const [key, value] of Object.entries(metadataFor(file.path))) form.set(key, value);
    const response = await client("/api/v1/chat/upload", { method: "POST", body: form });
    const body = await json<IncomingFile & { detail?: unknown }>(response);
    if (response.status === 201) pathById.set(body.id, file.path);
    else report.failed.push({ path: file.path, reason: `upload refused (${response.status}): ${typeof body?.detail === "string" ? body.detail : JSON.stringify(body?.detail)}` });
    options.progress(`uploading ${progressBar(++sent, candidates.length)}`);
  });
  report.uploaded = pathById.size;

  const queued = await json<{ data: { queued: number } }>(await client("/api/v1/chat/process-incoming", { method: "POST" }));
  report.queued = queued.data.queued;

  if (options.wait && pathById.size > 0) {
    const ours = new Set(pathById.keys());
    const deadline = started + options.timeoutMs;
    for (;;) {
      const open = await openIds(client);
      const remaining = [...ours].filter((id) => open.has(id)).length;
      options.progress(`processing ${progressBar(ours.size - remaining, ours.size)}`);
      if (remaining === 0) break;
      if (options.now() > deadline) {
        report.timedOut = true;
        break;
      }
      await options.sleep(options.pollMs);
    }
    const outcomes = await filesById(client, ours);
    for (const [id, file] of outcomes) {
      const path = pathById.get(id)!;
      if (file.status === "duplicate") report.duplicates++;
      else if (file.status === "failed") report.failed.push({ path, reason: file.error ?? "unknown" });
      else if (file.status === "processed" && file.document_id) {
        report.processed++;
        const doc = await json<{ page_count: number | null; chunk_count: number | null; size_bytes: number }>(await client(`/api/v1/documents/${file.document_id}?include_deleted=true`));
        report.pages += doc.page_count ?? 0;
        report.chunks += doc.chunk_count ?? 0;
        report.bytes += doc.size_bytes;
      } else report.stillOpen++;
    }
  }
  report.elapsedMs = options.now() - started;
  return report;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatReport(report: IngestReport): string {
  const lines = [
    `files seen       ${report.seen}${report.unsupported.length ? ` (${report.unsupported.length} not a supported type, skipped)` : ""}`,
    `uploaded         ${report.uploaded}, ${report.queued} queued for processing`,
  ];
  if (report.waited) {
    lines.push(
      `new documents    ${report.processed}`,
      `duplicates       ${report.duplicates}`,
      `failed           ${report.failed.length}`,
      ...(report.stillOpen ? [`still processing ${report.stillOpen}${report.timedOut ? " (stopped waiting; they go on in the background)" : ""}`] : []),
      `pages            ${report.pages}`,
      `chunks           ${report.chunks}`,
      `bytes            ${formatBytes(report.bytes)} in new documents`,
    );
  } else {
    lines.push(`failed           ${report.failed.length}`, "processing goes on in the background (--wait waits for it and counts the outcome)");
  }
  lines.push(`elapsed          ${(report.elapsedMs / 1000).toFixed(1)} s`);
  for (const failure of report.failed) lines.push(`  failed: ${failure.path}: ${failure.reason}`);
  return lines.join("\n");
}

interface DocumentRow {
  title: string;
  doc_type: string;
  chunk_count: number | null;
  doc_date: string | null;
  version: string;
  is_searchable: boolean;
}

/** Every live document, as the API lists them (newest document date first). */
export async function allDocuments(client: Client): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (let page = 1; ; page++) {
    const body = await json<{ items: DocumentRow[]; total: number }>(await client(`/api/v1/documents?page_size=200&page=${page}`));
    rows.push(...body.items);
    if (page * 200 >= body.total) return rows;
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** The documents a records keeper has: one line each, then how many of each type. */
export function formatDocumentStats(documents: DocumentRow[]): string {
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const rows = documents.map((d) => [
    cut(d.title, 48),
    d.doc_type,
    d.chunk_count === null ? (d.is_searchable ? "?" : "-") : String(d.chunk_count),
    d.doc_date ?? "",
    d.version,
  ]);
  const byType = new Map<string, number>();
  for (const d of documents) byType.set(d.doc_type, (byType.get(d.doc_type) ?? 0) + 1);
  const counts = [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, n]) => [type, String(n)]);
  const searchable = documents.filter((d) => d.is_searchable).length;
  return [
    table(["title", "type", "chunks", "date", "version"], rows),
    "",
    table(["type", "documents"], [...counts, ["total", String(documents.length)]]),
    "",
    `${plural(searchable, "document")} searchable, ${documents.length - searchable} not (yet)`,
  ].join("\n");
}
