import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { runTool } from "../../src/chat/tools";
import { toolContext } from "../../src/chat/tools/context";
import type { SearchHit, SearchIndex } from "../../src/domain/search-index";
import { searchIndexFor } from "../../src/search";
import { chunkId } from "../../src/domain/search-index";
import { call, createProperty } from "../helpers";

async function upload(title: string, propertyId?: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([`${title}: short-term rentals under 30 days are not allowed.`], `${title}.txt`, { type: "text/plain" }));
  form.set("doc_type", "other");
  form.set("title", title);
  if (propertyId) form.set("property_id", propertyId);
  const res = await call("POST", "/api/v1/documents", { body: form });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("search_document_content within a property", () => {
  it("reads the property's own papers and the company's, never another property's", async () => {
    const birch = await createProperty({ address: "2218 Birch Avenue, Aurora, CO 80010" });
    const alder = await createProperty({ address: "1420 Alder Street, Denver, CO 80205" });
    const rules = await upload("HOA rules", birch.id);
    const policy = await upload("Insurance policy", alder.id);
    const agreement = await upload("Operating agreement");
    // The index ranks the other property's policy first, as a vector search may.
    const hit = (document_id: string, document_title: string, score: number): SearchHit => ({ chunk_id: `${document_id}:0`, document_id, document_title, doc_type: "other", doc_date: null, chunk_index: 0, heading: null, text: "short-term rentals", page: null, char_start: 0, char_end: 18, score });
    const search: SearchIndex = { indexDocument: async () => {}, removeDocument: async () => {}, search: async () => [hit(policy, "Insurance policy", 0.9), hit(rules, "HOA rules", 0.8), hit(agreement, "Operating agreement", 0.7)], openings: async () => new Map() };
    const ctx = toolContext(getDb(env.DB), search, "2026-11-25");
    const scoped = await runTool(ctx, { tool: "search_document_content", args: { query: "can birch be a short-term rental", property: birch.id } });
    expect(scoped.data.entity === "passages" && scoped.data.passages.map((p) => p.document_title)).toEqual(["HOA rules", "Operating agreement"]);
    const everywhere = await runTool(ctx, { tool: "search_document_content", args: { query: "short-term rentals" } });
    expect(everywhere.data.entity === "passages" && everywhere.data.passages.map((p) => p.document_title)).toEqual(["Insurance policy", "HOA rules", "Operating agreement"]);
  });
});

describe("search_document_content reads a paper's parties from its start", () => {
  it("a passage of a clause carries the parties its paper's opening named, though the clause names none", async () => {
    const index = searchIndexFor(env);
    const doc = { id: "doc-cleaning-agreement", title: "Cleaning agreement", docType: "other", docDate: null };
    const texts = [
      "# Cleaning Services Agreement\nOwner: Ridge Trail Homes LLC, by its Manager Ada Park. Contractor: Sparkle & Shine Co, Ames, IA.",
      "## Term\nThe agreement runs month to month; either side may end it with 30 days' notice.",
      "## Supplies\nThe Contractor may buy cleaning supplies of up to $200 a month without the Owner's approval.",
    ];
    await index.indexDocument(doc, texts.map((text, i) => ({ id: chunkId(doc.id, i), documentId: doc.id, chunkIndex: i, text, page: null, charStart: 0, charEnd: text.length, heading: null })));
    const found = await runTool(toolContext(getDb(env.DB), index, "2026-11-25"), { tool: "search_document_content", args: { query: "cleaning supplies approval", top_k: 1 } });
    expect(found.data.entity).toBe("passages");
    const [passage] = found.data.entity === "passages" ? found.data.passages : [];
    expect(passage?.text).toContain("supplies");
    expect(passage?.parties).toEqual([
      { role: "Owner", names: ["Ridge Trail Homes LLC", "Manager Ada Park"] },
      { role: "Contractor", names: ["Sparkle & Shine Co"] },
    ]);
  });
});
