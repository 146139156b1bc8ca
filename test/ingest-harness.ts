import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext, type QueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createApp } from "../src/app";
import { createQueueHandler, DEAD_LETTER_QUEUE } from "../src/jobs/queue";
import type { ChunkRecord, DocumentMeta, SearchHit, SearchIndex } from "../src/domain/search-index";
import type { CallOptions, CallResult } from "./helpers";

export type IndexCall = { op: "index"; doc: DocumentMeta; chunks: ChunkRecord[] } | { op: "remove"; documentId: string };

/** An in-memory SearchIndex that records every call, and can be told to fail the next ones. */
export class RecordingIndex implements SearchIndex {
  calls: IndexCall[] = [];
  documents = new Map<string, { doc: DocumentMeta; chunks: ChunkRecord[] }>();
  failures: Error[] = [];

  async indexDocument(doc: DocumentMeta, chunks: ChunkRecord[]): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.calls.push({ op: "index", doc, chunks });
    this.documents.set(doc.id, { doc, chunks });
  }

  async removeDocument(documentId: string): Promise<void> {
    this.calls.push({ op: "remove", documentId });
    this.documents.delete(documentId);
  }

  async openings(documentIds: string[]): Promise<Map<string, string>> {
    return new Map(documentIds.flatMap((id) => {
      const first = this.documents.get(id)?.chunks.find((chunk) => chunk.chunkIndex === 0);
      return first ? [[id, first.text] as const] : [];
    }));
  }

  /** Plain word matching over what was indexed: enough for routes that read search results. */
  async search(q: string, options: { topK: number }): Promise<SearchHit[]> {
    const terms = q.toLowerCase().split(/\W+/).filter(Boolean);
    const hits: SearchHit[] = [];
    for (const { doc, chunks } of this.documents.values()) {
      for (const chunk of chunks) {
        const matched = terms.filter((term) => chunk.text.toLowerCase().includes(term)).length;
        if (!matched) continue;
        hits.push({
          chunk_id: chunk.id,
          document_id: doc.id,
          document_title: doc.title,
          doc_type: doc.docType,
          doc_date: doc.docDate,
          chunk_index: chunk.chunkIndex,
          heading: chunk.heading,
          text: chunk.text,
          page: chunk.page,
          char_start: chunk.charStart,
          char_end: chunk.charEnd,
          score: matched / terms.length,
        });
      }
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, options.topK);
  }

  callsFor(documentId: string): IndexCall[] {
    return this.calls.filter((call) => (call.op === "index" ? call.doc.id : call.documentId) === documentId);
  }
}

/** A queue producer that keeps what is sent, so the test decides when (and with which index) the consumer runs. */
export class CapturingQueue {
  sent: unknown[] = [];
  async send(body: unknown): Promise<void> {
    this.sent.push(body);
  }
  async sendBatch(messages: Iterable<{ body: unknown }>): Promise<void> {
    for (const message of messages) this.sent.push(message.body);
  }
  take(): unknown[] {
    return this.sent.splice(0);
  }
}

let messageCounter = 0;

/**
 * The Worker with a recording search index and a capturing queue: requests go through the real
 * app, queue messages through the real consumer, and nothing runs unless the test says so.
 */
export function ingestHarness(overrides: Record<string, unknown> = {}) {
  const index = new RecordingIndex();
  const queue = new CapturingQueue();
  const testEnv = { ...env, INGEST_QUEUE: queue as unknown as Queue, ...overrides } as Env;
  const app = createApp({ searchIndexFor: () => index });
  const consume = createQueueHandler(() => index);

  /** The Worker's answer as it is, for clients that read responses themselves. */
  async function fetch(path: string, init?: RequestInit): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`http://test.local${path}`, init), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers = new Headers(options.headers);
    let body = options.body;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    }
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`http://test.local${path}`, { method, headers, body }), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
    const raw = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(raw);
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text, bytes: raw } as CallResult<T> & { bytes: Uint8Array };
  }

  /** Runs the consumer on these message bodies as one batch of `queueName`, delivered for the `attempts`th time. */
  async function deliver(
    bodies: unknown[],
    options: { queueName?: string; attempts?: number } = {},
  ): Promise<QueueResult & { ids: string[]; retries: { msgId: string; delaySeconds?: number }[] }> {
    const messages = bodies.map((body) => ({ id: `m${++messageCounter}`, timestamp: new Date(), attempts: options.attempts ?? 1, body }));
    const batch = createMessageBatch(options.queueName ?? "property-records-ingest", messages);
    // The test batch does not keep retry options, so the delays are read here.
    const retries: { msgId: string; delaySeconds?: number }[] = [];
    for (const message of batch.messages) {
      const retry = message.retry.bind(message);
      message.retry = (retryOptions?: QueueRetryOptions) => {
        retries.push({ msgId: message.id, delaySeconds: retryOptions?.delaySeconds });
        retry(retryOptions);
      };
    }
    const ctx = createExecutionContext();
    await consume(batch, testEnv, ctx);
    return { ...(await getQueueResult(batch, ctx)), ids: messages.map((m) => m.id), retries };
  }

  /** Delivers everything sent so far (once). */
  const drain = () => deliver(queue.take());

  function form(file: { name: string; bytes: Uint8Array | string; type?: string }, fields: Record<string, string> = {}): FormData {
    const data = new FormData();
    data.set("file", new File([file.bytes], file.name, { type: file.type ?? "" }));
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  }

  const chatUpload = (name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}) =>
    call("POST", "/api/v1/chat/upload", { body: form({ name, bytes }, fields) });
  const documentUpload = (name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}) =>
    call("POST", "/api/v1/documents", { body: form({ name, bytes }, fields) });

  /** Uploads through /documents and runs the ingestion it queued; returns the document as it is then. */
  async function ingestDocument(name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}) {
    const created = await documentUpload(name, bytes, fields);
    if (created.status !== 201) throw new Error(`upload failed: ${created.status} ${JSON.stringify(created.body)}`);
    await drain();
    return (await call("GET", `/api/v1/documents/${created.body.id}`)).body;
  }

  return { index, queue, env: testEnv, fetch, call, deliver, drain, chatUpload, documentUpload, ingestDocument, deadLetterQueue: DEAD_LETTER_QUEUE };
}
