import type { Database } from "../../db/client";
import { propertiesByAcquisition } from "../../db/properties";
import { versionOf } from "../../db/versions";
import type { PropertyRow } from "../../db/schema";
import type { SearchIndex } from "../../search/types";
import type { ToolContext } from "../types";
import { readVocabulary, type RecordsVocabulary } from "./vocabulary";

export function listingOf(row: PropertyRow): string | undefined {
  const listing = row.extraMetadata?.airbnb_listing;
  return typeof listing === "string" ? listing : undefined;
}

/** Lower-case words of letters and digits: how addresses, listings and questions are compared. */
export const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().split(" ").filter(Boolean);

/**
 * The property a reference names: its id, or words of its address or listing name ("Alder",
 * "2218 Birch"). Every word must match, so "Birch" never picks "Alder"; two matches are ambiguous.
 */
export function matchProperty(rows: PropertyRow[], ref: string): { row: PropertyRow } | { error: string } {
  const byId = rows.find((row) => row.id === ref.trim());
  if (byId) return { row: byId };
  const wanted = words(ref);
  const hits = rows.filter((row) => {
    const haystack = ` ${words(`${row.address} ${listingOf(row) ?? ""}`).join(" ")} `;
    return wanted.length > 0 && wanted.every((word) => haystack.includes(` ${word}`));
  });
  if (hits.length === 1) return { row: hits[0]! };
  if (hits.length === 0) return { error: `No property matches "${ref}". The properties are: ${rows.map((row) => row.address).join("; ") || "none yet"}.` };
  return { error: `"${ref}" matches ${hits.length} properties (${hits.map((row) => row.address).join("; ")}); name one more precisely.` };
}

/** The live properties and the records' vocabulary as last read in this isolate, under the records version they were read at. */
let known: { version: string; rows: Promise<PropertyRow[]>; vocabulary?: Promise<RecordsVocabulary> } | undefined;

/** This isolate's copy while the records version is unchanged, else a fresh one (read on first use). */
async function liveRecords(db: Database): Promise<NonNullable<typeof known>> {
  const version = await versionOf(db, "reports");
  if (version && known?.version === version) return known;
  const fresh: NonNullable<typeof known> = { version, rows: propertiesByAcquisition(db) };
  // A failed read is not kept: the next question reads again.
  fresh.rows.catch(() => known === fresh && (known = undefined));
  known = fresh;
  return fresh;
}

/** The context of one question: the version is read at most once, and the properties and vocabulary on first use. */
export function toolContext(db: Database, search: SearchIndex, today: string): ToolContext {
  let records: Promise<NonNullable<typeof known>> | undefined;
  const live = () => (records ??= liveRecords(db));
  return {
    db,
    search,
    today,
    properties: async () => (await live()).rows,
    vocabulary: async () => {
      const entry = await live();
      if (!entry.vocabulary) {
        entry.vocabulary = readVocabulary(db);
        entry.vocabulary.catch(() => (entry.vocabulary = undefined));
      }
      return entry.vocabulary;
    },
  };
}
