import type { ChunkRecord, DocumentMeta } from "../../src/domain/search-index";
import { chunkId } from "../../src/domain/search-index";

export function chunksOf(documentId: string, texts: string[], page: number | null = null): ChunkRecord[] {
  let at = 0;
  return texts.map((text, i) => {
    const chunk = { id: chunkId(documentId, i), documentId, chunkIndex: i, text, page, charStart: at, charEnd: at + text.length, heading: null };
    at += text.length + 1;
    return chunk;
  });
}

export const OPERATING_AGREEMENT: DocumentMeta = { id: "019a0000-0000-7000-8000-000000000001", title: "Operating Agreement of Front Range Rentals LLC", docType: "formation:operating_agreement", docDate: "2021-03-09" };
export const POLICY: DocumentMeta = { id: "019a0000-0000-7000-8000-000000000002", title: "State Farm Landlord Policy 2025", docType: "insurance:policy", docDate: "2025-07-01" };

export const AGREEMENT_TEXTS = [
  "Article I. Formation. The Company was formed as a Colorado limited liability company on March 9, 2021.",
  "Article IV. Members. The members of the Company are Dana Whitfield, holding 60 percent, and Luis Ortega, holding 40 percent of the membership interests.",
  "Article IX. Dissolution. The Company shall be dissolved upon the unanimous written consent of the Members.",
];
export const POLICY_TEXTS = [
  "Dwelling coverage A: 450,000 dollars for 1420 Alder Street. Deductible 2,500 dollars per occurrence.",
  "Liability coverage: 1,000,000 dollars each occurrence, including short-term rental guests.",
];
