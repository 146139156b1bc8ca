import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { runTool } from "../../src/chat/tools";
import { toolContext } from "../../src/chat/tools/context";
import type { SearchHit, SearchIndex } from "../../src/domain/search-index";
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
    const search: SearchIndex = { indexDocument: async () => {}, removeDocument: async () => {}, search: async () => [hit(policy, "Insurance policy", 0.9), hit(rules, "HOA rules", 0.8), hit(agreement, "Operating agreement", 0.7)] };
    const ctx = toolContext(getDb(env.DB), search, "2026-11-25");
    const scoped = await runTool(ctx, { tool: "search_document_content", args: { query: "can birch be a short-term rental", property: birch.id } });
    expect(scoped.data.entity === "passages" && scoped.data.passages.map((p) => p.document_title)).toEqual(["HOA rules", "Operating agreement"]);
    const everywhere = await runTool(ctx, { tool: "search_document_content", args: { query: "short-term rentals" } });
    expect(everywhere.data.entity === "passages" && everywhere.data.passages.map((p) => p.document_title)).toEqual(["Insurance policy", "HOA rules", "Operating agreement"]);
  });
});
