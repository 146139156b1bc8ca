import { describe, expect, it } from "vitest";
import { makeZipBomb, prose } from "../fixtures/documents";
import { createProperty } from "../helpers";
import { ingestHarness } from "../ingest-harness";

const BASE = "/api/v1/documents";

describe("a document's state", () => {
  it("is ingesting until its text is indexed, then searchable; the list filters by it", async () => {
    const h = ingestHarness();
    const created = await h.documentUpload("Lease - 12 Elm.txt", prose("elm lease", 5));
    expect(created.body.state).toBe("ingesting");
    expect((await h.call("GET", `${BASE}?state=ingesting`)).body.items.map((d: any) => d.id)).toContain(created.body.id);
    await h.drain();
    expect((await h.call("GET", `${BASE}/${created.body.id}`)).body.state).toBe("searchable");
    const searchable = (await h.call("GET", `${BASE}?state=searchable`)).body.items.map((d: any) => d.id);
    const ingesting = (await h.call("GET", `${BASE}?state=ingesting`)).body.items.map((d: any) => d.id);
    expect(searchable).toContain(created.body.id);
    expect(ingesting).not.toContain(created.body.id);
    expect((await h.call("GET", `${BASE}?state=broken`)).status).toBe(422);
  });

  it("is failed, with the reason, when the queue gives up, and ingesting again (with the error cleared) after a retry that then succeeds", async () => {
    const h = ingestHarness();
    const created = await h.documentUpload("Flaky Policy.txt", prose("flaky policy", 5));
    const [message] = h.queue.take();
    h.index.failures.push(new Error("vector index unavailable"));
    await h.deliver([message]);
    await h.deliver([message], { queueName: h.deadLetterQueue });
    const failed = (await h.call("GET", `${BASE}/${created.body.id}`)).body;
    expect(failed).toMatchObject({ state: "failed", is_searchable: false, ingest_error: "Gave up after 1 attempts: Error: vector index unavailable", retryable: true });
    expect((await h.call("GET", `${BASE}?state=failed`)).body.items.map((d: any) => d.id)).toEqual([created.body.id]);

    const retried = await h.call("POST", `${BASE}/${created.body.id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ state: "ingesting", ingest_error: null });
    expect(h.queue.sent).toEqual([{ kind: "ingest", incoming_file_id: expect.any(String) }]);
    await h.drain();
    expect((await h.call("GET", `${BASE}/${created.body.id}`)).body).toMatchObject({ state: "searchable", ingest_error: null });
  });

  it("retries a failed re-index (after a restore) as a re-index; a searchable document has nothing to retry", async () => {
    const h = ingestHarness();
    const doc = await h.ingestDocument("Minutes 2024.txt", prose("minutes", 4));
    const searchable = await h.call("POST", `${BASE}/${doc.id}/retry`);
    expect(searchable.status).toBe(400);
    expect(searchable.body.detail).toBe(`Document ${doc.id} is searchable: only a failed document can be retried`);

    await h.call("DELETE", `${BASE}/${doc.id}`);
    await h.call("POST", `${BASE}/${doc.id}/restore`);
    const [reindex] = h.queue.take();
    expect(reindex).toEqual({ kind: "reindex", document_id: doc.id });
    h.index.failures.push(new Error("vector index unavailable"));
    await h.deliver([reindex]);
    expect((await h.call("GET", `${BASE}/${doc.id}`)).body.state).toBe("ingesting");
    await h.deliver([reindex], { queueName: h.deadLetterQueue });
    expect((await h.call("GET", `${BASE}/${doc.id}`)).body).toMatchObject({ state: "failed", ingest_error: expect.stringContaining("Re-index gave up") });

    const retried = await h.call("POST", `${BASE}/${doc.id}/retry`);
    expect(retried.status).toBe(202);
    expect(h.queue.sent).toEqual([{ kind: "reindex", document_id: doc.id }]);
    await h.drain();
    expect((await h.call("GET", `${BASE}/${doc.id}`)).body.state).toBe("searchable");
  });

  it("offers no retry for a file that fails by its own fault (a zip bomb), neither to the queue nor to a person", async () => {
    const h = ingestHarness();
    const bomb = await h.documentUpload("Bomb.docx", makeZipBomb());
    await h.drain();
    const failed = (await h.call("GET", `${BASE}/${bomb.body.id}`)).body;
    expect(failed).toMatchObject({ state: "failed", retryable: false, ingest_error: expect.stringMatching(/^The file cannot be read: .*zip bomb/) });
    const retried = await h.call("POST", `${BASE}/${bomb.body.id}/retry`);
    expect(retried.status).toBe(400);
    expect(retried.body.detail).toContain("upload a fixed file");
    const again = await h.call("POST", "/api/v1/chat/process-incoming?retry_failed=true");
    expect(again.body.data.queued).toBe(0);
    expect(h.queue.sent).toHaveLength(0);
  });

  it("refuses to retry a document that is not failed (400), an unknown one (404) and a malformed id (422)", async () => {
    const h = ingestHarness();
    const created = await h.documentUpload("Pending.txt", prose("pending", 3));
    const ingesting = await h.call("POST", `${BASE}/${created.body.id}/retry`);
    expect(ingesting.status).toBe(400);
    expect(ingesting.body.detail).toContain("is ingesting");
    expect((await h.call("POST", `${BASE}/019a8f42-0000-7000-8000-000000000000/retry`)).status).toBe(404);
    expect((await h.call("POST", `${BASE}/nope/retry`)).status).toBe(422);
  });

  it("answers 503 and stays failed when the retry cannot be queued", async () => {
    const h = ingestHarness();
    const created = await h.documentUpload("Scan.txt", prose("scan", 3));
    const [message] = h.queue.take();
    h.index.failures.push(new Error("vector index unavailable"));
    await h.deliver([message]);
    await h.deliver([message], { queueName: h.deadLetterQueue });
    h.queue.sendBatch = async () => {
      throw new Error("queue unavailable");
    };
    const res = await h.call("POST", `${BASE}/${created.body.id}/retry`);
    expect(res.status).toBe(503);
    const after = (await h.call("GET", `${BASE}/${created.body.id}`)).body;
    expect(after).toMatchObject({ state: "failed", ingest_error: "Gave up after 1 attempts: Error: vector index unavailable" });
    const file = (await h.call("GET", "/api/v1/chat/incoming-files?status=failed")).body.items.find((f: any) => f.document_id === created.body.id);
    expect(file).toMatchObject({ status: "failed" });
  });
});

describe("a document's property", () => {
  it("is set on upload, changed or cleared by PATCH, and filters the list", async () => {
    const h = ingestHarness();
    const alder = await createProperty();
    const birch = await createProperty({ address: "2218 Birch Avenue, Aurora, CO 80010" });
    const lease = await h.documentUpload("Birch Lease.txt", prose("birch lease", 3), { property_id: birch.id });
    expect(lease.status).toBe(201);
    expect(lease.body.property_id).toBe(birch.id);
    const company = await h.documentUpload("Minutes.txt", prose("company minutes", 3));
    expect(company.body.property_id).toBeNull();

    const birchDocs = (await h.call("GET", `${BASE}?property_id=${birch.id}`)).body.items.map((d: any) => d.id);
    expect(birchDocs).toEqual([lease.body.id]);

    const moved = await h.call("PATCH", `${BASE}/${lease.body.id}`, { json: { property_id: alder.id } });
    expect(moved.body.property_id).toBe(alder.id);
    const cleared = await h.call("PATCH", `${BASE}/${lease.body.id}`, { json: { property_id: null } });
    expect(cleared.body.property_id).toBeNull();
  });

  it("must name a live property: 400 on upload and PATCH, 422 when malformed", async () => {
    const h = ingestHarness();
    const gone = "019a8f42-0000-7000-8000-00000000dead";
    const upload = await h.documentUpload("Deed.txt", prose("deed", 3), { property_id: gone });
    expect(upload.status).toBe(400);
    expect(upload.body.detail).toBe(`property_id ${gone} names no existing property`);
    expect(h.queue.sent).toEqual([]);
    const doc = await h.documentUpload("Deed 2.txt", prose("deed two", 3));
    expect((await h.call("PATCH", `${BASE}/${doc.body.id}`, { json: { property_id: gone } })).status).toBe(400);
    const malformed = await h.call("PATCH", `${BASE}/${doc.body.id}`, { json: { property_id: "not-a-uuid" } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].loc).toEqual(["body", "property_id"]);
  });
});
