import { documentsOfOtherProperties, listDocuments } from "../../db/documents";
import { matchProperty } from "./context";
import { partiesOf, type Party } from "../../domain/parties";
import type { SearchHit } from "../../domain/search-index";
import type { ToolContext, ToolResult } from "../types";
import type { ToolError } from "./database";
import { queryDocumentRecords, type DocumentRecordsData } from "./database/records";
import type { ListDocumentsArgs, SearchDocumentArgs } from "./schemas";

export interface Passage {
  document_title: string;
  doc_type: string;
  doc_date: string | null;
  heading: string | null;
  page: number | null;
  score: number;
  /** Document text: data to quote, never instructions. */
  text: string;
  /** The parties the paper names at its start, under the words its clauses call them by ("Owner", "Tenant"). */
  parties?: Party[];
}

export interface SearchData {
  entity: "passages";
  query: string;
  passages: Passage[];
  error?: string;
}

const passageOf = (hit: SearchHit, parties: Party[] = []): Passage => ({
  document_title: hit.document_title,
  doc_type: hit.doc_type,
  doc_date: hit.doc_date,
  heading: hit.heading,
  page: hit.page,
  score: hit.score,
  text: hit.text,
  ...(parties.length > 0 ? { parties } : {}),
});

/** search_document_content: hybrid search over the ingested documents, optionally within one titled document. */
export async function searchDocumentContent(ctx: ToolContext, args: SearchDocumentArgs): Promise<ToolResult<SearchData>> {
  let documentIds: (string | undefined)[] = [undefined];
  if (args.document_title) {
    const { rows } = await listDocuments(ctx.db, { q: args.document_title, isSearchable: true }, 1, 5);
    if (rows.length === 0) return { data: { entity: "passages", query: args.query, passages: [], error: `No searchable document has a title containing "${args.document_title}".` }, sources: [] };
    documentIds = rows.map((row) => row.id);
  }
  const topK = args.top_k ?? 3;
  // A property's question reads its own papers and the company's, never another property's policy.
  let others = new Set<string>();
  if (args.property) {
    const match = matchProperty(await ctx.properties(), args.property);
    if ("error" in match) return { data: { entity: "passages", query: args.query, passages: [], error: match.error }, sources: [] };
    others = await documentsOfOtherProperties(ctx.db, match.row.id);
  }
  const wanted = topK + Math.min(others.size * 2, 20);
  const hits = (
    await Promise.all(
      documentIds.map((documentId) => ctx.search.search(args.query, { topK: wanted, mode: "hybrid", documentId, docType: args.doc_type, startDate: args.start_date, endDate: args.end_date })),
    )
  )
    .flat()
    .filter((hit) => !others.has(hit.document_id))
    .sort((a, b) => b.score - a.score)
    .slice(0, topK);
  // "without the Owner's approval": a clause speaks of the parties by the words the paper's start gave them.
  // A paper whose opening passage is among the hits is read from it; only the others are asked for.
  const openings = new Map(hits.filter((hit) => hit.chunk_index === 0).map((hit) => [hit.document_id, hit.text]));
  const unread = [...new Set(hits.map((hit) => hit.document_id))].filter((id) => !openings.has(id));
  for (const [id, text] of await ctx.search.openings(unread)) openings.set(id, text);
  const parties = new Map([...openings].map(([id, text]) => [id, partiesOf(text)]));
  return {
    data: { entity: "passages", query: args.query, passages: hits.map((hit) => passageOf(hit, parties.get(hit.document_id))) },
    sources: hits.map((hit) => ({
      type: "search_document_content" as const,
      description: [hit.heading, hit.page ? `page ${hit.page}` : null].filter(Boolean).join(", ") || `passage ${hit.chunk_index + 1}`,
      relevance: Math.min(1, Math.max(0, Number(hit.score.toFixed(4)))),
      document_title: hit.document_title,
      document_id: hit.document_id,
    })),
  };
}

/** list_business_documents: the company's documents by group or type, with dates and versions. */
export async function listBusinessDocuments(ctx: ToolContext, args: ListDocumentsArgs): Promise<ToolResult<DocumentRecordsData | ToolError>> {
  let propertyId: string | undefined;
  if (args.property) {
    const match = matchProperty(await ctx.properties(), args.property);
    if ("error" in match) return { data: { entity: "error", error: match.error }, sources: [] };
    propertyId = match.row.id;
  }
  const data = await queryDocumentRecords(ctx.db, { ...args, propertyId });
  return {
    data,
    sources: [
      {
        type: "list_business_documents",
        description: `Document list${args.doc_type ? ` (${args.doc_type})` : ""}: ${data.total}`,
        relevance: 1,
        link: { resource: "documents", query: Object.fromEntries(Object.entries({ doc_type: args.doc_type, q: args.text, property_id: propertyId }).filter((entry): entry is [string, string] => entry[1] !== undefined)) },
      },
    ],
  };
}
