import { z } from "@hono/zod-openapi";
import { DateFilter, queryInt, UuidFilter } from "../../http/schemas";
import { SEARCH_MODES } from "../../search";

/** A document type ("formation:articles") or a group of them ("formation"), as the spec lists them. */
const DOC_TYPE_OR_GROUP = /^[a-z_]+(:[a-z_]+)?$/;

export const SearchQuery = z.object({
  q: z.string().trim().min(1).max(1000).openapi({ description: "What to look for, in plain words", example: "Who are the members of the company?" }),
  document_id: UuidFilter.optional().openapi({ description: "Search within one document" }),
  doc_type: z.string().regex(DOC_TYPE_OR_GROUP, { error: "doc_type is a type such as formation:articles or a group such as formation" }).optional().openapi({ description: "A document type, or a group such as formation" }),
  start_date: DateFilter.optional().openapi({ description: "Documents dated on or after (YYYY-MM-DD)" }),
  end_date: DateFilter.optional().openapi({ description: "Documents dated on or before (YYYY-MM-DD)" }),
  top_k: queryInt({ min: 1, max: 50 }).default(5).openapi({ default: 5, description: "How many passages, 1 to 50" }),
  mode: z.enum(SEARCH_MODES).default("hybrid").openapi({ description: "hybrid (words and meaning, fused), lexical (words, BM25) or vector (meaning)" }),
});

const Hit = z.object({
  chunk_id: z.string(),
  document_id: z.string(),
  document_title: z.string(),
  doc_type: z.string(),
  doc_date: z.string().nullable(),
  chunk_index: z.number().int(),
  heading: z.string().nullable(),
  text: z.string(),
  page: z.number().int().nullable(),
  char_start: z.number().int(),
  char_end: z.number().int(),
  score: z.number().openapi({ description: "0..1, larger is better" }),
});

export const SearchResultSchema = z
  .object({ query: z.string(), mode: z.enum(SEARCH_MODES), items: z.array(Hit), total: z.number().int() })
  .openapi("DocumentSearchResult", {
    example: {
      query: "Who are the members of the company?",
      mode: "hybrid",
      items: [
        {
          chunk_id: "019a0000-0000-7000-8000-000000000001:1",
          document_id: "019a0000-0000-7000-8000-000000000001",
          document_title: "Operating Agreement of Front Range Rentals LLC",
          doc_type: "formation:operating_agreement",
          doc_date: "2021-03-09",
          chunk_index: 1,
          heading: "Article IV. Members",
          text: "The members of the Company are Dana Whitfield, holding 60 percent, and Luis Ortega, holding 40 percent of the membership interests.",
          page: 3,
          char_start: 2140,
          char_end: 2268,
          score: 0.9918,
        },
      ],
      total: 1,
    },
  });
