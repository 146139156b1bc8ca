import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makePdf, prose } from "../fixtures/documents";
import { ingestHarness } from "../ingest-harness";

const BASE = "/api/v1/documents";

describe("POST /api/v1/documents", () => {
  it("creates the document at once, queues its ingestion, and it becomes searchable", async () => {
    const h = ingestHarness();
    const pdf = makePdf([["Certificate of Liability Insurance", prose("policy", 6)]]);
    const res = await h.documentUpload("2025 Landlord Policy.pdf", pdf, { doc_type: "insurance:policy", doc_date: "2025-06-15" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      filename: "2025 Landlord Policy.pdf",
      title: "2025 Landlord Policy",
      doc_type: "insurance:policy",
      doc_date: "2025-06-15",
      version: "final",
      content_type: "application/pdf",
      size_bytes: pdf.byteLength,
      is_searchable: false,
      page_count: null,
      chunk_count: null,
      ingest_error: null,
      provenance: { source_type: "api", source_id: "2025 Landlord Policy.pdf" },
      extra_metadata: {},
      deleted_at: null,
    });
    expect(h.queue.sent).toEqual([{ kind: "ingest", incoming_file_id: expect.any(String) }]);
    await h.drain();
    const doc = (await h.call("GET", `${BASE}/${res.body.id}`)).body;
    expect(doc).toMatchObject({ is_searchable: true, page_count: 1, ingest_error: null });
    expect(doc.chunk_count).toBe(h.index.documents.get(res.body.id)!.chunks.length);
    expect(h.index.documents.get(res.body.id)!.doc).toEqual({ id: res.body.id, title: "2025 Landlord Policy", docType: "insurance:policy", docDate: "2025-06-15" });
  });

  it("returns the existing document with 200 for the same bytes, storing and indexing nothing new", async () => {
    const h = ingestHarness();
    const text = prose("same-bytes", 4);
    const first = await h.ingestDocument("memo.txt", text);
    const again = await h.documentUpload("memo (copy).txt", text, { title: "Other title" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(h.queue.sent).toEqual([]);
    expect(h.index.calls).toHaveLength(1);
    expect((await env.FILES.list({ prefix: `originals/${first.content_hash}/` })).objects).toHaveLength(1);
    const duplicate = (await h.call("GET", "/api/v1/chat/incoming-files?status=duplicate&page_size=200")).body.items.find((f: any) => f.filename === "memo (copy).txt");
    expect(duplicate).toMatchObject({ document_id: first.id });
  });

  it("marks the older final version of the same title and type superseded", async () => {
    const h = ingestHarness();
    const v1 = await h.ingestDocument("oa-2021.txt", prose("oa-2021", 3), { title: "Operating Agreement", doc_type: "formation:operating_agreement", doc_date: "2021-03-09" });
    const v2 = await h.ingestDocument("oa-2023.txt", prose("oa-2023", 3), { title: "operating agreement", doc_type: "formation:operating_agreement", doc_date: "2023-01-15" });
    expect(v2.version).toBe("final");
    expect((await h.call("GET", `${BASE}/${v1.id}`)).body.version).toBe("superseded");
    // An upload dated before the current final is an older version.
    const old = await h.documentUpload("oa-2019.txt", prose("oa-2019", 3), { title: "Operating Agreement", doc_type: "formation:operating_agreement", doc_date: "2019-05-01" });
    expect(old.body.version).toBe("superseded");
    expect((await h.call("GET", `${BASE}/${v2.id}`)).body.version).toBe("final");
    // A draft supersedes nothing; the same title with another type is another document.
    const draft = await h.documentUpload("oa-draft.txt", prose("oa-draft", 3), { title: "Operating Agreement", doc_type: "formation:operating_agreement", version: "draft" });
    expect(draft.body.version).toBe("draft");
    await h.documentUpload("oa-minutes.txt", prose("oa-minutes", 3), { title: "Operating Agreement", doc_type: "authority:meeting_minutes" });
    expect((await h.call("GET", `${BASE}/${v2.id}`)).body.version).toBe("final");
  });

  it("refuses what the upload routes refuse: 415, 400 and 422", async () => {
    const h = ingestHarness();
    expect((await h.documentUpload("scan.tiff", new Uint8Array([0x49, 0x49, 0x2a, 0x00]))).status).toBe(415);
    expect((await h.documentUpload("empty.md", "")).status).toBe(400);
    const bad = await h.documentUpload("a.txt", "x", { version: "superseded" });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["body", "version"]);
  });
});

describe("GET /api/v1/documents", () => {
  it("filters by type or group, text, version and searchability, newest document date first", async () => {
    const h = ingestHarness();
    const articles = await h.ingestDocument("articles.txt", prose("articles", 2), { doc_type: "formation:articles", title: "Articles of Organization LISTTEST", doc_date: "2021-03-01" });
    const ein = await h.ingestDocument("ein.txt", prose("ein", 2), { doc_type: "formation:ein_letter", title: "EIN letter LISTTEST", doc_date: "2021-04-01" });
    const undated = await h.ingestDocument("guide.md", `# Guide\n\n${prose("guide", 2)}`, { doc_type: "index", title: "Records guide LISTTEST" });
    const pending = await h.documentUpload("claim.txt", prose("claim", 2), { doc_type: "insurance:claim", title: "Hail claim LISTTEST", doc_date: "2025-05-01" });

    const ids = async (query: string) => (await h.call("GET", `${BASE}?q=listtest&page_size=200&${query}`)).body.items.map((d: any) => d.id);
    expect(await ids("")).toEqual([pending.body.id, ein.id, articles.id, undated.id]);
    expect(await ids("doc_type=formation")).toEqual([ein.id, articles.id]);
    expect(await ids("doc_type=formation:articles")).toEqual([articles.id]);
    expect(await ids("doc_type=index")).toEqual([undated.id]);
    expect(await ids("is_searchable=false")).toEqual([pending.body.id]);
    expect(await ids("version=superseded")).toEqual([]);
    expect((await h.call("GET", `${BASE}?q=GUIDE.md&page_size=200`)).body.items.map((d: any) => d.id)).toContain(undated.id);

    const page = await h.call("GET", `${BASE}?q=listtest&page=2&page_size=3`);
    expect(page.body).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(page.body.items.map((d: any) => d.id)).toEqual([undated.id]);
    const wrong = await h.call("GET", `${BASE}?doc_type=formation:art`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].loc).toEqual(["query", "doc_type"]);
  });
});

describe("GET /api/v1/documents/{id} and /file", () => {
  it("answers 404 for an unknown id and 422 for a malformed one", async () => {
    const h = ingestHarness();
    expect((await h.call("GET", `${BASE}/019a8f41-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await h.call("GET", `${BASE}/not-a-uuid`)).status).toBe(422);
    expect((await h.call("GET", `${BASE}/019a8f41-0000-7000-8000-000000000000/file`)).status).toBe(404);
  });

  it("returns the original bytes with their content type; HTML as an attachment", async () => {
    const h = ingestHarness();
    const pdf = makePdf([["Appraisal", prose("appraisal", 2)]]);
    const doc = (await h.documentUpload("Appraisal – 1420 Alder.pdf", pdf)).body;
    const res = (await h.call("GET", `${BASE}/${doc.id}/file`)) as any;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(pdf.byteLength));
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="Appraisal _ 1420 Alder.pdf"; filename*=UTF-8''Appraisal%20%E2%80%93%201420%20Alder.pdf`);
    expect(res.headers.get("etag")).toBe(`"${doc.content_hash}"`);
    expect(res.bytes).toEqual(pdf);

    const page = (await h.documentUpload("notice.html", "<h1>Notice</h1><script>alert(1)</script>")).body;
    const html = await h.call("GET", `${BASE}/${page.id}/file`);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(html.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});

describe("PATCH /api/v1/documents/{id}", () => {
  it("changes metadata, merges extra_metadata, and re-indexes with the new title", async () => {
    const h = ingestHarness();
    const doc = await h.ingestDocument("inspection.txt", prose("inspection", 5));
    const res = await h.call("PATCH", `${BASE}/${doc.id}`, {
      json: { title: "2025 Home Inspection", doc_type: "property:inspection", doc_date: "2025-10-31", extra_metadata: { inspector: "A. Reyes", tmp: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "2025 Home Inspection", doc_type: "property:inspection", doc_date: "2025-10-31", extra_metadata: { inspector: "A. Reyes", tmp: 1 } });
    expect(res.body.updated_at > doc.updated_at).toBe(true);
    expect(h.queue.sent).toEqual([{ kind: "reindex", document_id: doc.id }]);
    await h.drain();
    expect(h.index.documents.get(doc.id)!.doc).toEqual({ id: doc.id, title: "2025 Home Inspection", docType: "property:inspection", docDate: "2025-10-31" });
    const before = h.index.calls[0]!;
    const after = h.index.calls.at(-1)!;
    if (before.op !== "index" || after.op !== "index") throw new Error("expected index calls");
    expect(after.chunks).toEqual(before.chunks);

    const merged = await h.call("PATCH", `${BASE}/${doc.id}`, { json: { extra_metadata: { tmp: null, page_count_checked: true } } });
    expect(merged.body.extra_metadata).toEqual({ inspector: "A. Reyes", page_count_checked: true });
    // Only a change to the title, type or date reaches the index.
    expect(h.queue.sent).toEqual([]);
    const empty = await h.call("PATCH", `${BASE}/${doc.id}`, { json: {} });
    expect(empty.body.updated_at).toBe(merged.body.updated_at);
  });

  it("allows draft -> final -> superseded -> final, refuses the rest, and a new final supersedes the current one", async () => {
    const h = ingestHarness();
    const fields = { title: "Lease Template", doc_type: "index" };
    const current = (await h.documentUpload("lease-v1.txt", prose("lease-v1", 2), fields)).body;
    const draft = (await h.documentUpload("lease-v2.txt", prose("lease-v2", 2), { ...fields, version: "draft" })).body;
    const back = await h.call("PATCH", `${BASE}/${current.id}`, { json: { version: "draft" } });
    expect(back.status).toBe(400);
    expect(back.body.detail).toMatch(/final document cannot become draft/);

    expect((await h.call("PATCH", `${BASE}/${draft.id}`, { json: { version: "final" } })).body.version).toBe("final");
    expect((await h.call("GET", `${BASE}/${current.id}`)).body.version).toBe("superseded");
    expect((await h.call("PATCH", `${BASE}/${current.id}`, { json: { version: "final" } })).body.version).toBe("final");
    expect((await h.call("GET", `${BASE}/${draft.id}`)).body.version).toBe("superseded");
  });

  it("validates the body and answers 404 for a deleted document", async () => {
    const h = ingestHarness();
    const doc = (await h.documentUpload("validate.txt", prose("validate", 2))).body;
    const bad = await h.call("PATCH", `${BASE}/${doc.id}`, { json: { doc_type: "deed", filename: "x" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: any) => d.loc.join("."))).toEqual(expect.arrayContaining(["body.doc_type", "body.filename"]));
    await h.call("DELETE", `${BASE}/${doc.id}`);
    expect((await h.call("PATCH", `${BASE}/${doc.id}`, { json: { title: "x" } })).status).toBe(404);
  });
});

describe("DELETE and restore", () => {
  it("takes a deleted document out of the index and lists, and puts it back on restore", async () => {
    const h = ingestHarness();
    const doc = await h.ingestDocument("claim-2025.txt", prose("claim-2025", 8), { doc_type: "insurance:claim" });
    const indexed = h.index.documents.get(doc.id)!;

    const deleted = await h.call("DELETE", `${BASE}/${doc.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: { id: doc.id, deleted_at: expect.any(String) } });
    expect(h.index.calls.at(-1)).toEqual({ op: "remove", documentId: doc.id });
    expect(h.index.documents.has(doc.id)).toBe(false);
    expect((await h.call("GET", `${BASE}/${doc.id}`)).status).toBe(404);
    expect((await h.call("GET", `${BASE}/${doc.id}/file`)).status).toBe(404);
    expect((await h.call("GET", `${BASE}/${doc.id}/file?include_deleted=true`)).status).toBe(200);
    expect((await h.call("GET", `${BASE}/${doc.id}?include_deleted=true`)).body).toMatchObject({ is_searchable: false, deleted_at: deleted.body.data.deleted_at });
    expect((await h.call("GET", `${BASE}?doc_type=insurance:claim&page_size=200`)).body.items.map((d: any) => d.id)).not.toContain(doc.id);
    expect((await h.call("DELETE", `${BASE}/${doc.id}`)).status).toBe(404);
    // The original stays.
    expect(await env.FILES.head(`originals/${doc.content_hash}/claim-2025.txt`)).not.toBeNull();
    // Uploading the same bytes again does not bring it back.
    const again = await h.documentUpload("claim-2025.txt", prose("claim-2025", 8));
    expect(again.status).toBe(200);
    expect(again.body.deleted_at).not.toBeNull();

    const restored = await h.call("POST", `${BASE}/${doc.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: doc.id, deleted_at: null, is_searchable: false });
    expect(h.queue.sent).toEqual([{ kind: "reindex", document_id: doc.id }]);
    await h.drain();
    expect(h.index.documents.get(doc.id)).toEqual(indexed);
    expect((await h.call("GET", `${BASE}/${doc.id}`)).body).toMatchObject({ is_searchable: true, chunk_count: indexed.chunks.length });
    // Restoring a live document changes nothing.
    expect((await h.call("POST", `${BASE}/${doc.id}/restore`)).status).toBe(200);
    expect(h.queue.sent).toEqual([]);
  });

  it("never indexes a document deleted while its ingestion was queued, until it is restored", async () => {
    const h = ingestHarness();
    const doc = (await h.documentUpload("queued-then-deleted.txt", prose("queued-deleted", 4))).body;
    await h.call("DELETE", `${BASE}/${doc.id}`);
    await h.drain();
    expect(h.index.callsFor(doc.id)).toEqual([{ op: "remove", documentId: doc.id }]);
    expect((await h.call("GET", `${BASE}/${doc.id}?include_deleted=true`)).body).toMatchObject({ is_searchable: false, chunk_count: expect.any(Number) });
    await h.call("POST", `${BASE}/${doc.id}/restore`);
    await h.drain();
    expect(h.index.documents.has(doc.id)).toBe(true);
  });

  it("takes a document out again when a re-index finds it deleted", async () => {
    const h = ingestHarness();
    const doc = await h.ingestDocument("reindex-deleted.txt", prose("reindex-deleted", 3));
    await h.call("PATCH", `${BASE}/${doc.id}`, { json: { title: "Renamed" } });
    await h.call("DELETE", `${BASE}/${doc.id}`);
    await h.drain();
    expect(h.index.callsFor(doc.id).slice(-2)).toEqual([
      { op: "remove", documentId: doc.id },
      { op: "remove", documentId: doc.id },
    ]);
    expect(h.index.documents.has(doc.id)).toBe(false);
  });

  it("shows a failed ingestion on the document, and keeps the original", async () => {
    const h = ingestHarness();
    const doc = await h.ingestDocument("scanned.pdf", makePdf([[], []]));
    expect(doc).toMatchObject({ is_searchable: false, ingest_error: expect.stringContaining("no text layer") });
    expect((await h.call("GET", `${BASE}/${doc.id}/file`)).status).toBe(200);
    const file = (await h.call("GET", "/api/v1/chat/incoming-files?status=failed&page_size=200")).body.items.find((f: any) => f.document_id === doc.id);
    expect(file).toMatchObject({ status: "failed", error: expect.stringContaining("no text layer") });
  });
});
