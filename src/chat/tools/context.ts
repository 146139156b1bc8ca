import type { Database } from "../../db/client";
import { propertiesByAcquisition } from "../../db/properties";
import { yearTotalsStatement, type YearTotal } from "../../db/ledger";
import { versionOf, versionStatement } from "../../db/versions";
import type { PropertyRow } from "../../db/schema";
import type { SearchIndex } from "../../domain/search-index";
import type { ToolContext } from "../types";
import { readVocabulary, type RecordsVocabulary } from "./vocabulary";
import { plain } from "../language/words";

export function listingOf(row: PropertyRow): string | undefined {
  const listing = row.extraMetadata?.airbnb_listing;
  return typeof listing === "string" ? listing : undefined;
}

/** Lower-case words of letters and digits: how addresses, listings and questions are compared. */
export const words = (text: string) => plain(text).replace(/[^a-z0-9]+/g, " ").trim().split(" ").filter(Boolean);

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

/**
 * The live properties, the records' vocabulary and the company's year totals as last read in this
 * isolate, under the records version they were read at.
 */
let known: { version: string; rows: Promise<PropertyRow[]>; vocabulary?: Promise<RecordsVocabulary>; yearTotals?: Promise<YearTotal[]> } | undefined;

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

/**
 * The records changed while a question was answered from this isolate's copy of them: the caller
 * answers again (chat/service.ts), and this time the version is read first.
 */
export class StaleRecordsError extends Error {
  constructor() {
    super("the records changed while the question was answered");
  }
}

/** Drops this isolate's copy of the records when it is the one read at `version` (found stale). */
export function forgetRecords(version: string): void {
  if (known?.version === version) known = undefined;
}

/**
 * The context of one question. The properties, vocabulary and year totals are this isolate's copy:
 * when one is kept, it is used at once and its version is confirmed in the same D1 batch as the
 * question's first read (`batch`), or else in the batch that stores the turn (`pending`, read by
 * chat/service.ts), or by `confirm` before a model is asked, so a question costs no extra round trip
 * to check it. A copy whose version changed throws StaleRecordsError; with none kept, the version is
 * read first.
 */
export function toolContext(db: Database, search: SearchIndex, today: string): ToolContext {
  let records: Promise<NonNullable<typeof known>> | undefined;
  /** The version of the copy in use, until a read confirms it. */
  let unconfirmed: string | undefined;
  const live = () =>
    (records ??= (async () => {
      if (known) {
        unconfirmed = known.version;
        return known;
      }
      return liveRecords(db);
    })());
  const check = (version: string, expected: string) => {
    if (version === expected) return;
    forgetRecords(expected);
    throw new StaleRecordsError();
  };
  const batch = async (statements: D1PreparedStatement[]) => {
    const expected = unconfirmed;
    if (expected === undefined) return db.$client.batch(statements);
    unconfirmed = undefined;
    const [version, ...results] = await db.$client.batch([versionStatement(db, "reports"), ...statements]);
    check((version!.results[0] as { version?: string } | undefined)?.version ?? "", expected);
    return results;
  };
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
    yearTotals: async () => {
      const entry = await live();
      if (!entry.yearTotals) {
        // Read like the question's figures: in a batch that confirms the copy they are kept with.
        entry.yearTotals = batch([yearTotalsStatement(db)]).then(([result]) => result!.results as YearTotal[]);
        entry.yearTotals.catch(() => (entry.yearTotals = undefined));
      }
      return entry.yearTotals;
    },
    batch,
    confirm: async () => {
      const expected = unconfirmed;
      if (expected === undefined) return;
      unconfirmed = undefined;
      check(await versionOf(db, "reports"), expected);
    },
    pending: () => unconfirmed,
  };
}
