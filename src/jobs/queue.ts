import { getDb } from "../db/client";
import { findDocument, setIngestError } from "../db/documents";
import { finishFile, findIncomingFile } from "../db/incoming-files";
import { REINDEX_RETRY_PREFIX } from "../domain/document-state";
import { nowIso } from "../domain/time";
import { log } from "../http/log";
import { IngestMessageSchema, type IngestMessage } from "../ingest/messages";
import { failFile, ingestIncomingFile, reindexDocument, type IngestDeps, type IngestResult } from "../ingest/pipeline";
import { searchIndexFor } from "../search";
import type { SearchIndex } from "../domain/search-index";

/** The dead-letter queue of the ingestion queue (wrangler.toml): what arrives there has used up its retries. */
export const DEAD_LETTER_QUEUE = "property-records-ingest-dlq";

/** Seconds before the next try: 2, 4, 8, ... (the first delivery is attempt 1), at most five minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** Math.max(1, attempts), 300);
}

const describe = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

function handle(deps: IngestDeps, message: IngestMessage): Promise<IngestResult> {
  return message.kind === "ingest" ? ingestIncomingFile(deps, message.incoming_file_id) : reindexDocument(deps, message.document_id);
}

/** Keeps the error of a try that will be retried, so that the file (or document) shows why it waits. */
async function recordRetry(deps: IngestDeps, message: IngestMessage, error: string): Promise<void> {
  if (message.kind === "ingest") await finishFile(deps.db, message.incoming_file_id, { status: "queued", error: `Retrying after: ${error}` }, nowIso());
  else await setIngestError(deps.db, message.document_id, `${REINDEX_RETRY_PREFIX}${error}`, nowIso());
}

/** A message that used up its retries: its file (or document) fails with the last error. */
async function giveUp(deps: IngestDeps, message: IngestMessage): Promise<void> {
  if (message.kind === "ingest") {
    const file = await findIncomingFile(deps.db, message.incoming_file_id);
    if (!file || file.status === "processed" || file.status === "duplicate" || file.status === "failed") return;
    const last = file.error?.replace(/^Retrying after: /, "") ?? "no error was recorded";
    await failFile(deps.db, file, `Gave up after ${file.attempts} attempts: ${last}`);
  } else {
    const doc = await findDocument(deps.db, message.document_id, true);
    const last = (doc?.ingestError?.startsWith(REINDEX_RETRY_PREFIX) ? doc.ingestError.slice(REINDEX_RETRY_PREFIX.length) : doc?.ingestError) ?? "no error was recorded";
    if (doc) await setIngestError(deps.db, doc.id, `Re-index gave up after its retries: ${last}`, nowIso());
  }
}

/**
 * The queue consumer, for the ingestion queue and its dead-letter queue, with the search index
 * given (tests give a recording one). Messages are handled one at a time (extraction is CPU-bound).
 * A message that cannot be read is logged and acknowledged, since retrying it could never succeed.
 */
export function createQueueHandler(indexFor: (env: Env) => SearchIndex) {
  return async function handleQueue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext): Promise<void> {
    const deps: IngestDeps = { db: getDb(env.DB), files: env.FILES, index: indexFor(env) };
    const deadLetter = batch.queue === DEAD_LETTER_QUEUE;
    for (const message of batch.messages) {
      const parsed = IngestMessageSchema.safeParse(message.body);
      if (!parsed.success) {
        log(env, "error", "queue message without a handler", { queue: batch.queue, message_id: message.id });
        message.ack();
        continue;
      }
      const fields = { queue: batch.queue, message_id: message.id, attempts: message.attempts, ...parsed.data };
      try {
        if (deadLetter) {
          await giveUp(deps, parsed.data);
          log(env, "warn", "ingest gave up", fields);
        } else {
          const result = await handle(deps, parsed.data);
          log(env, result.outcome === "failed" ? "warn" : "info", `ingest ${result.outcome}`, { ...fields, ...result });
        }
        message.ack();
      } catch (err) {
        const error = describe(err);
        log(env, "warn", "ingest will retry", { ...fields, error });
        await recordRetry(deps, parsed.data, error).catch((recordErr) => log(env, "error", "ingest could not record a retry", { ...fields, error: describe(recordErr) }));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  };
}

export const handleQueue = createQueueHandler(searchIndexFor);
