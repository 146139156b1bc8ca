import { describe, expect, it } from "vitest";
import { call } from "../helpers";

// The real thing: the app's own search index, the real queue producer and consumer (wrangler.toml
// delivers a batch within 2 s), R2 and D1.
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const searchable = (id: string) =>
  until(`document ${id} to be searchable`, async () => {
    const doc = (await call("GET", `/api/v1/documents/${id}`)).body;
    return doc.is_searchable ? doc : undefined;
  });

const AGREEMENT = [
  "# Operating Agreement of Front Range Rentals LLC",
  "",
  "## Article IV. Members",
  "",
  "The members of the Company are Dana Whitfield, holding sixty percent of the membership interests, and Luis Ortega, holding forty percent.",
  "",
  "## Article IX. Dissolution",
  "",
  "The Company shall be dissolved upon the unanimous written consent of the Members.",
].join("\n");

describe("documents, end to end with the real search index", () => {
  // The local queue delivers a batch after up to max_batch_timeout (2 s); this test waits on it twice.
  it("uploads, ingests through the queue, finds, forgets when deleted and finds again when restored", { timeout: 30_000 }, async () => {
    const form = new FormData();
    form.set("file", new File([AGREEMENT], "Operating Agreement.md", { type: "text/markdown" }));
    form.set("doc_date", "2019-02-11");
    const created = await call("POST", "/api/v1/documents", { body: form });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ doc_type: "formation:operating_agreement", is_searchable: false });

    const doc = await searchable(id);
    expect(doc.chunk_count).toBeGreaterThan(0);

    const found = await call("GET", "/api/v1/documents/search?q=who%20are%20the%20members%20of%20the%20company&top_k=3");
    expect(found.body.items[0]).toMatchObject({ document_id: id, document_title: "Operating Agreement", doc_type: "formation:operating_agreement" });
    expect(found.body.items[0].text).toContain("Dana Whitfield");
    expect(found.body.items[0].heading).toBe("Article IV. Members");

    const again = new FormData();
    again.set("file", new File([AGREEMENT], "copy of the agreement.md", { type: "text/markdown" }));
    const duplicate = await call("POST", "/api/v1/documents", { body: again });
    expect(duplicate.status).toBe(200);
    expect(duplicate.body.id).toBe(id);

    expect((await call("DELETE", `/api/v1/documents/${id}`)).status).toBe(200);
    for (const mode of ["hybrid", "lexical", "vector"]) {
      const gone = await call("GET", `/api/v1/documents/search?q=members%20Whitfield&mode=${mode}`);
      expect(gone.body.items.some((item: { document_id: string }) => item.document_id === id), mode).toBe(false);
    }

    expect((await call("POST", `/api/v1/documents/${id}/restore`)).status).toBe(200);
    await until("the restored document to be found", async () => {
      const back = await call("GET", "/api/v1/documents/search?q=members%20Whitfield&mode=lexical");
      return back.body.items.some((item: { document_id: string }) => item.document_id === id) ? true : undefined;
    });
  });
});
