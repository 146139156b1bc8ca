import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "../../src/jobs/queue";
import { makeDocx, makePdf, makeZipBomb, prose } from "../fixtures/documents";
import { ingestHarness } from "../ingest-harness";

const processIncoming = (h: ReturnType<typeof ingestHarness>, query = "") => h.call("POST", `/api/v1/chat/process-incoming${query}`);
const incoming = async (h: ReturnType<typeof ingestHarness>, id: string) =>
  (await h.call("GET", "/api/v1/chat/incoming-files?page_size=200")).body.items.find((f: any) => f.id === id);

describe("ingestion queue consumer", () => {
  it("takes an upload through R2, text and chunks into the index, and marks the document searchable", async () => {
    const h = ingestHarness();
    // Long enough pages that chunks start on each of them.
    const pages = [[`Operating Agreement of Alder Street Holdings LLC`, prose("formation", 24)], [prose("capital", 24)]];
    const upload = await h.chatUpload("Operating_Agreement.pdf", makePdf(pages), { doc_date: "2021-03-09" });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ status: "pending", doc_type: "formation:operating_agreement", title: "Operating Agreement", attempts: 0, document_id: null });

    const queued = await processIncoming(h);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ success: true, data: { queued: 1, file_ids: [upload.body.id] } });
    expect(h.queue.sent).toEqual([{ kind: "ingest", incoming_file_id: upload.body.id }]);
    expect((await incoming(h, upload.body.id)).status).toBe("queued");

    const result = await h.drain();
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);

    const file = await incoming(h, upload.body.id);
    expect(file).toMatchObject({ status: "processed", attempts: 1, error: null });
    const doc = (await h.call("GET", `/api/v1/documents/${file.document_id}`)).body;
    expect(doc).toMatchObject({
      title: "Operating Agreement",
      doc_type: "formation:operating_agreement",
      doc_date: "2021-03-09",
      version: "final",
      is_searchable: true,
      page_count: 2,
      content_type: "application/pdf",
      provenance: { source_type: "document_ingestion", source_id: "Operating_Agreement.pdf" },
    });
    expect(doc.chunk_count).toBeGreaterThan(0);

    expect(h.index.calls).toHaveLength(1);
    const call = h.index.calls[0]!;
    if (call.op !== "index") throw new Error("expected an index call");
    expect(call.doc).toEqual({ id: doc.id, title: "Operating Agreement", docType: "formation:operating_agreement", docDate: "2021-03-09" });
    expect(call.chunks).toHaveLength(doc.chunk_count);
    call.chunks.forEach((chunk, i) => {
      expect(chunk.id).toBe(`${doc.id}:${i}`);
      expect(chunk.documentId).toBe(doc.id);
      expect(chunk.chunkIndex).toBe(i);
    });
    expect(call.chunks[0]!.text.startsWith("Operating Agreement of Alder Street Holdings LLC")).toBe(true);
    expect(call.chunks[0]!.page).toBe(1);
    expect(call.chunks.at(-1)!.page).toBe(2);
    expect(call.chunks.at(-1)!.charEnd).toBe(doc.char_count);
  });

  it("reads DOCX headings into the chunks' headings", async () => {
    const h = ingestHarness();
    const docx = makeDocx([{ heading: 1, text: "Meeting Minutes" }, prose("minutes", 4), { heading: 2, text: "Resolutions" }, prose("resolved", 12)]);
    const doc = await h.ingestDocument("minutes.docx", docx);
    expect(doc).toMatchObject({ is_searchable: true, page_count: null, doc_type: "authority:meeting_minutes" });
    const call = h.index.calls[0]!;
    if (call.op !== "index") throw new Error("expected an index call");
    expect(call.chunks[0]!.heading).toBe("Meeting Minutes");
    expect(call.chunks.at(-1)!.heading).toBe("Resolutions");
    expect(call.chunks.every((c) => c.page === null)).toBe(true);
  });

  it("makes the second upload of the same bytes a duplicate of the first document, indexed once", async () => {
    const h = ingestHarness();
    const bytes = `# Insurance Summary\n\n${prose("duplicate", 5)}`;
    const first = await h.chatUpload("summary.md", bytes);
    const second = await h.chatUpload("copy of summary.md", bytes, { title: "Another title" });
    expect(second.status).toBe(201);
    await processIncoming(h);
    await h.drain();
    const a = await incoming(h, first.body.id);
    const b = await incoming(h, second.body.id);
    expect(a.status).toBe("processed");
    expect(b).toMatchObject({ status: "duplicate", document_id: a.document_id });
    expect(h.index.calls).toHaveLength(1);
    // One original in R2, shared.
    const listed = await env.FILES.list({ prefix: `originals/${first.body.content_hash}/` });
    expect(listed.objects).toHaveLength(1);
  });

  it("changes nothing when a message is delivered twice", async () => {
    const h = ingestHarness();
    const upload = await h.chatUpload("twice.txt", prose("twice", 6));
    await processIncoming(h);
    const [message] = h.queue.take();
    await h.deliver([message]);
    const after = await incoming(h, upload.body.id);
    const again = await h.deliver([message, message]);
    expect(again.explicitAcks).toHaveLength(2);
    expect(await incoming(h, upload.body.id)).toEqual(after);
    expect(h.index.calls).toHaveLength(1);
  });

  it("fails an unreadable file at once with the reason, without retrying, and keeps the original", async () => {
    const h = ingestHarness();
    const bomb = await h.chatUpload("bomb.docx", makeZipBomb());
    const broken = await h.chatUpload("broken.pdf", new TextEncoder().encode("%PDF-1.7\nnot really a PDF at all"));
    await processIncoming(h);
    const result = await h.drain();
    expect(result.explicitAcks).toHaveLength(2);
    expect(result.retryMessages).toEqual([]);
    expect(await incoming(h, bomb.body.id)).toMatchObject({ status: "failed", error: expect.stringContaining("zip bomb"), document_id: null });
    expect(await incoming(h, broken.body.id)).toMatchObject({ status: "failed", error: expect.stringContaining("Not a readable PDF") });
    expect(await env.FILES.head(`originals/${broken.body.content_hash}/broken.pdf`)).not.toBeNull();
    expect(h.index.calls).toEqual([]);
  });

  it("retries a transient failure with backoff, then the dead-letter queue marks the file failed with the last error", async () => {
    const h = ingestHarness();
    const upload = await h.chatUpload("flaky.txt", prose("flaky", 5));
    await processIncoming(h);
    const [message] = h.queue.take();
    h.index.failures.push(new Error("vector index unavailable"), new Error("vector index unavailable"));

    const first = await h.deliver([message], { attempts: 1 });
    expect(first.retryMessages).toEqual([{ msgId: first.ids[0] }]);
    expect(first.retries).toEqual([{ msgId: first.ids[0], delaySeconds: 2 }]);
    expect(await incoming(h, upload.body.id)).toMatchObject({ status: "queued", error: "Retrying after: Error: vector index unavailable", attempts: 1 });

    const fifth = await h.deliver([message], { attempts: 5 });
    expect(fifth.retries).toEqual([{ msgId: fifth.ids[0], delaySeconds: 32 }]);

    const dead = await h.deliver([message], { queueName: h.deadLetterQueue });
    expect(dead.explicitAcks).toHaveLength(1);
    const failed = await incoming(h, upload.body.id);
    expect(failed).toMatchObject({ status: "failed", error: "Gave up after 2 attempts: Error: vector index unavailable" });
    expect(await env.FILES.head(`originals/${upload.body.content_hash}/flaky.txt`)).not.toBeNull();

    // retry_failed queues it again, and this time it goes through.
    const again = await processIncoming(h, "?retry_failed=true");
    expect(again.body.data.file_ids).toContain(upload.body.id);
    await h.drain();
    expect(await incoming(h, upload.body.id)).toMatchObject({ status: "processed", error: null, attempts: 3 });
  });

  it("leaves a file that finished alone when its message reaches the dead-letter queue", async () => {
    const h = ingestHarness();
    const upload = await h.chatUpload("done.txt", prose("done", 3));
    await processIncoming(h);
    const [message] = h.queue.take();
    await h.deliver([message]);
    await h.deliver([message], { queueName: h.deadLetterQueue });
    expect((await incoming(h, upload.body.id)).status).toBe("processed");
  });

  it("acknowledges messages it cannot read or whose file does not exist", async () => {
    const h = ingestHarness();
    const result = await h.deliver([{ kind: "unknown" }, "text", { kind: "ingest" }, { kind: "ingest", incoming_file_id: "019a8f42-0000-7000-8000-000000000000" }]);
    expect(result.explicitAcks).toHaveLength(4);
    expect(result.retryMessages).toEqual([]);
  });

  it("backs off exponentially, capped at five minutes", () => {
    expect([1, 2, 3, 4, 5, 9, 20].map(retryDelaySeconds)).toEqual([2, 4, 8, 16, 32, 300, 300]);
  });
});
