// Document types as people read them, grouped as the API groups them (the part before the colon).
import type { components } from "../api/schema";

export type DocumentType = NonNullable<components["schemas"]["DocumentUpload"]["doc_type"]>;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  "formation:articles": "Articles of organization",
  "formation:operating_agreement": "Operating agreement",
  "formation:ein_letter": "EIN letter",
  "authority:resolution": "Resolution",
  "authority:meeting_minutes": "Meeting minutes",
  "authority:signature_card": "Signature card",
  "accounting:bank_statement": "Bank statement",
  "accounting:tax_return": "Tax return",
  "accounting:invoice": "Invoice",
  "property:deed": "Deed",
  "property:title": "Title",
  "property:appraisal": "Appraisal",
  "property:inspection": "Inspection",
  "insurance:policy": "Insurance policy",
  "insurance:claim": "Insurance claim",
  index: "Index",
  other: "Other",
};

export const GROUP_LABELS: Record<string, string> = {
  formation: "Formation",
  authority: "Authority",
  accounting: "Accounting",
  property: "Property",
  insurance: "Insurance",
  index: "Index",
  other: "Other",
};

export function typeLabel(type: string): string {
  return DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type;
}

export const ACCEPTED_FILES = ".pdf,.docx,.txt,.text,.md,.markdown,.html,.htm,.csv";

// English words that say nothing about what was searched for; marking them would mark every line.
const FUNCTION_WORDS = new Set(
  "the and are who what when where which how for with from that this these those our ours did does was were has have had any all not but you your its into about can will would should there their them they his her been being per than then also".split(" "),
);

/** The words of a search worth marking in a passage (three letters or more, not function words). */
export function termsOf(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]{2,}/gu) ?? [];
  return [...new Set(words.filter((word) => !FUNCTION_WORDS.has(word)))];
}

/** Splits text into plain and matching parts, for <mark>. */
export function highlight(text: string, terms: string[]): { text: string; match: boolean }[] {
  if (terms.length === 0) return [{ text, match: false }];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(${escaped.join("|")})`, "giu");
  return text
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, match: terms.includes(part.toLowerCase()) }));
}
