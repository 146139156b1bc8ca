// Where an assistant source leads in the app: a passage opens its document, a database source opens
// the list filtered as the question was answered.
// The generated schema types, not the client: this module stays free of the browser's APIs.
import type { components } from "../api/schema";

type Schemas = components["schemas"];

const SCREENS: Record<NonNullable<Schemas["ChatSource"]["link"]>["resource"], string> = {
  properties: "/properties",
  transactions: "/transactions",
  obligations: "/deadlines",
  documents: "/documents",
  company: "/company",
};

export function hrefOfSource(source: Schemas["ChatSource"], question?: string): string | null {
  if (source.document_id) {
    return `/documents/${source.document_id}${question ? `?q=${encodeURIComponent(question)}` : ""}`;
  }
  const link = source.link;
  if (!link) return null;
  const base = SCREENS[link.resource];
  if (link.id) return `${base}/${link.id}`;
  const query = new URLSearchParams(link.query ?? {});
  // A transactions link without dates means every date, not the screen's default period.
  if (link.resource === "transactions" && !query.has("start_date") && !query.has("end_date")) query.set("period", "all");
  // The API's documents `q` is "title contains"; the Documents screen calls that `title` (its `q` searches passages).
  if (link.resource === "documents" && query.has("q")) {
    query.set("title", query.get("q")!);
    query.delete("q");
  }
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
