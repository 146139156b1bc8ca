import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makeDocx, makePdf, prose } from "../fixtures/documents";
import { ingestHarness } from "../ingest-harness";

const sha256 = async (bytes: Uint8Array | string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

describe("POST /api/v1/chat/upload", () => {
  it("stores the original in R2 under its hash and records a pending incoming file", async () => {
    const h = ingestHarness();
    const pdf = makePdf([["Warranty Deed", prose("deed", 3)]]);
    const res = await h.chatUpload("C:\\scans\\Warranty Deed (1420 Alder).pdf", pdf, { doc_date: "2021-06-15", title: "Deed, 1420 Alder Street" });
    expect(res.status).toBe(201);
    const hash = await sha256(pdf);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      filename: "Warranty Deed (1420 Alder).pdf",
      content_type: "application/pdf",
      size_bytes: pdf.byteLength,
      content_hash: hash,
      doc_type: "property:deed",
      title: "Deed, 1420 Alder Street",
      doc_date: "2021-06-15",
      status: "pending",
      error: null,
      attempts: 0,
      document_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const object = await env.FILES.get(`originals/${hash}/Warranty-Deed-1420-Alder.pdf`);
    expect(object).not.toBeNull();
    expect(object!.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(pdf);
  });

  it("defaults the title to the file name and the type to other when the name suggests none", async () => {
    const h = ingestHarness();
    const res = await h.chatUpload("misc_notes.txt", "Some notes.");
    expect(res.body).toMatchObject({ title: "misc notes", doc_type: "other", doc_date: null, content_type: "text/plain; charset=utf-8" });
  });

  it("refuses unsupported types and bytes that contradict the name with 415", async () => {
    const h = ingestHarness();
    const jpeg = await h.chatUpload("photo.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(jpeg.status).toBe(415);
    expect(jpeg.body.detail).toMatch(/Unsupported file type: photo\.jpg/);
    const fake = await h.chatUpload("contract.pdf", "plain text pretending");
    expect(fake.status).toBe(415);
    expect(fake.body.detail).toMatch(/not a PDF/);
    const notWord = await h.chatUpload("contract.docx", makePdf([["x"]]));
    expect(notWord.status).toBe(415);
  });

  it("refuses an empty file with 400 and a file over MAX_UPLOAD_MB with 413", async () => {
    const h = ingestHarness({ MAX_UPLOAD_MB: "1" });
    const empty = await h.chatUpload("empty.txt", "");
    expect(empty).toMatchObject({ status: 400, body: { detail: "The file is empty" } });
    const large = await h.chatUpload("large.txt", "a".repeat(1024 * 1024 + 1));
    expect(large).toMatchObject({ status: 413, body: { detail: "The upload is larger than the 1 MB limit" } });
  });

  it("validates the form: a file is required, fields are checked, unknown fields refused", async () => {
    const h = ingestHarness();
    const noFile = new FormData();
    noFile.set("title", "x");
    const missing = await h.call("POST", "/api/v1/chat/upload", { body: noFile });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toContainEqual({ loc: ["body", "file"], msg: "Field required", type: "missing" });
    const bad = await h.chatUpload("a.txt", "x", { doc_type: "formation", doc_date: "2021-02-30", colour: "red" });
    expect(bad.status).toBe(422);
    const locs = bad.body.detail.map((d: any) => d.loc.join("."));
    expect(locs).toEqual(expect.arrayContaining(["body.doc_type", "body.doc_date", "body.colour"]));
    const json = await h.call("POST", "/api/v1/chat/upload", { json: { file: "x" } });
    expect(json.status).toBe(422);
    expect(json.body.detail[0].loc).toEqual(["body"]);
  });
});

describe("GET /api/v1/chat/incoming-files", () => {
  it("lists uploads newest first with pagination and a status filter", async () => {
    const h = ingestHarness();
    const first = await h.chatUpload("list-one.txt", "List one.");
    const second = await h.chatUpload("list-two.md", "# List two");
    const third = await h.chatUpload("list-three.html", "<p>List three</p>");
    await h.call("POST", "/api/v1/chat/process-incoming");
    h.queue.take();
    const fourth = await h.chatUpload("list-four.csv", "a,b\n1,2");

    const page = await h.call("GET", "/api/v1/chat/incoming-files?page_size=2");
    expect(page.status).toBe(200);
    expect(page.body.page_size).toBe(2);
    expect(page.body.items.map((f: any) => f.id)).toEqual([fourth.body.id, third.body.id]);
    expect(page.body.total).toBeGreaterThanOrEqual(4);

    const pending = await h.call("GET", "/api/v1/chat/incoming-files?status=pending&page_size=200");
    expect(pending.body.items.map((f: any) => f.id)).toContain(fourth.body.id);
    expect(pending.body.items.every((f: any) => f.status === "pending")).toBe(true);
    const open = await h.call("GET", "/api/v1/chat/incoming-files?status=pending,queued&page_size=200");
    expect(open.body.items.map((f: any) => f.id)).toEqual(expect.arrayContaining([first.body.id, second.body.id, third.body.id, fourth.body.id]));

    const invalid = await h.call("GET", "/api/v1/chat/incoming-files?status=done");
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail[0].loc[0]).toBe("query");
  });
});

describe("POST /api/v1/chat/process-incoming", () => {
  it("queues each pending file once, and nothing when nothing is pending", async () => {
    const h = ingestHarness();
    const a = await h.chatUpload("queue-a.txt", "Queue a.");
    const b = await h.chatUpload("queue-b.docx", makeDocx(["Queue b."]));
    const res = await h.call("POST", "/api/v1/chat/process-incoming");
    expect(res.status).toBe(202);
    expect(res.body.success).toBe(true);
    expect(res.body.data.file_ids).toEqual(expect.arrayContaining([a.body.id, b.body.id]));
    expect(res.body.data.queued).toBe(res.body.data.file_ids.length);
    expect(h.queue.take()).toEqual(res.body.data.file_ids.map((id: string) => ({ kind: "ingest", incoming_file_id: id })));
    const again = await h.call("POST", "/api/v1/chat/process-incoming");
    expect(again.body).toEqual({ success: true, data: { queued: 0, file_ids: [] } });
    expect(h.queue.sent).toEqual([]);
  });

  it("puts the files back to pending when the queue refuses the messages", async () => {
    const broken = { send: async () => Promise.reject(new Error("queue down")), sendBatch: async () => Promise.reject(new Error("queue down")) } as unknown as Queue;
    const h = ingestHarness({ INGEST_QUEUE: broken, LOG_LEVEL: "silent" });
    const upload = await h.chatUpload("queue-down.txt", "Queue down.");
    const res = await h.call("POST", "/api/v1/chat/process-incoming");
    expect(res.status).toBe(500);
    const list = await h.call("GET", "/api/v1/chat/incoming-files?status=pending&page_size=200");
    expect(list.body.items.map((f: any) => f.id)).toContain(upload.body.id);
  });
});
