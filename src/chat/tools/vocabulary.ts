import type { Database } from "../../db/client";
import { stayInDescription } from "../../domain/bookings";
import { ENTITY_SUFFIXES } from "../language/lexicon";
import { letterWords, plain, WordIndex } from "../language/words";
import { detailsOf } from "./details";

/** A counterparty's rows by type: who is paid (expenses) and who pays (income). */
export interface TypeCounts {
  revenue: number;
  expense: number;
}

/** Whether any row holds a phrase: it is a name of the records. */
export const anyRows = (counts: TypeCounts): boolean => counts.revenue + counts.expense > 0;

/**
 * The names the company's own records use: words of transaction descriptions (vendors, tenants,
 * guests, banks, as the bank and Airbnb exports wrote them) and of obligation descriptions. Built
 * once per records version (tools/context.ts), so a question only looks words up.
 */
export interface RecordsVocabulary {
  /** Words of transaction descriptions. */
  counterparties: WordIndex;
  /** Distinct descriptions (lower case) with their rows by type, to check a phrase and its type, their income rows by property, and the categories they are booked under. */
  descriptions: { text: string; counts: TypeCounts; incomeBy: Map<string, number>; properties: Set<string>; categories: Set<string> }[];
  /** Words of obligation descriptions ("flood", "annual report", a county's name). */
  obligations: WordIndex;
  /** Obligation descriptions (lower case), where a code such as "1040-es" is looked up whole. */
  obligationTexts: string[];
  /** The words of the company's own legal name, in order, without "LLC" and the like ("front range rentals"). */
  company: string[];
  /** Guests' names (lower case) as booking descriptions give them ("jordan lee"). */
  guests: string[];
  /** Income rows by property and category ("the short-term rentals": the homes whose income is mostly bookings). */
  incomeKinds: Map<string, Map<string, number>>;
  /** What else the company's record states in its extra_metadata ("members": "Tobias Renkema 35%, ..."). */
  companyDetails: { key: string; value: string }[];
  /** The date of the first transaction on record, if any: a period wholly before it has no records, not a zero. */
  firstDate?: string;
}

/** Most distinct descriptions read; past it the rarest are left out (a name there is still found by the text filter). */
const MAX_DESCRIPTIONS = 20_000;

export async function readVocabulary(db: Database): Promise<RecordsVocabulary> {
  const d1 = db.$client;
  const [described, obligations, company, first] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(`SELECT "description" AS text, "transaction_type" AS type, "property_id" AS property, "category" AS category, count(*) AS n FROM "transactions" WHERE "deleted_at" IS NULL GROUP BY text, type, property, category ORDER BY n DESC LIMIT ?`)
      .bind(MAX_DESCRIPTIONS),
    d1.prepare(`SELECT DISTINCT lower("description") AS text FROM "obligations" WHERE "deleted_at" IS NULL`),
    d1.prepare(`SELECT "legal_name" AS name, "extra_metadata" AS extra FROM "company" WHERE "deleted_at" IS NULL LIMIT 1`),
    d1.prepare(`SELECT min("transaction_date") AS first FROM "transactions" WHERE "deleted_at" IS NULL`),
  ]);
  const row = company!.results[0] as { name?: string; extra?: string } | undefined;
  const firstDate = (first!.results[0] as { first?: string | null } | undefined)?.first ?? undefined;
  return { ...vocabularyFrom(described!.results as Described[], (obligations!.results as { text: string }[]).map((row) => row.text), row?.name ?? "", detailsOf(parsed(row?.extra))), ...(firstDate ? { firstDate } : {}) };
}

/** A description's rows of one type (and property, when known). */
type Described = { text: string; type: string; n: number; property?: string | null; category?: string | null };

/** The vocabulary of transaction descriptions (rows by type) and obligation descriptions. */
export function vocabularyFrom(described: Described[], obligationTexts: string[], companyName = "", companyDetails: { key: string; value: string }[] = []): RecordsVocabulary {
  const byText = new Map<string, { counts: TypeCounts; incomeBy: Map<string, number>; properties: Set<string>; categories: Set<string> }>();
  const guests = new Set<string>();
  const incomeKinds = new Map<string, Map<string, number>>();
  for (const row of described) {
    if (row.type === "REVENUE" && row.property && row.category) {
      const kinds = incomeKinds.get(row.property) ?? incomeKinds.set(row.property, new Map()).get(row.property)!;
      kinds.set(row.category, (kinds.get(row.category) ?? 0) + row.n);
    }
    const guest = row.type === "REVENUE" ? stayInDescription(row.text)?.guest : undefined;
    if (guest) guests.add(guest.toLowerCase());
    const text = plain(row.text);
    const entry = byText.get(text) ?? { counts: { revenue: 0, expense: 0 }, incomeBy: new Map<string, number>(), properties: new Set<string>(), categories: new Set<string>() };
    if (row.category) entry.categories.add(row.category);
    // Rows of no property (company-wide) count as a place of their own.
    entry.properties.add(row.property ?? "");
    if (row.type === "REVENUE") {
      entry.counts.revenue += row.n;
      if (row.property) entry.incomeBy.set(row.property, (entry.incomeBy.get(row.property) ?? 0) + row.n);
    } else entry.counts.expense += row.n;
    byText.set(text, entry);
  }
  const descriptions = [...byText].map(([text, entry]) => ({ text, ...entry }));
  const words = new Set(descriptions.flatMap((d) => nameWords(d.text)).filter((w) => w.length >= 3));
  const obligationWords = new Set(obligationTexts.flatMap((text) => letterWords(text)).filter((w) => w.length >= 3));
  const suffixes = new Set(ENTITY_SUFFIXES);
  const company = letterWords(companyName).filter((word) => !suffixes.has(word));
  return { counterparties: new WordIndex(words), descriptions, obligations: new WordIndex(obligationWords), obligationTexts: obligationTexts.map(plain), company, guests: [...guests], incomeKinds, companyDetails };
}

/** A JSON column's text as a value, or undefined when it is none. */
function parsed(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Words of a description that may name someone: letters only, so a code ("HA-Q5RUN7") gives no "run". */
const nameWords = (text: string): string[] => letterWords((plain(text).match(/[a-z0-9][a-z0-9']*/g) ?? []).filter((token) => !/\d/.test(token)).join(" "));

/** Whether `text` holds `phrase` as whole words ("run" is not in "q5run7", nor "art" in "party"). */
/** Whether `text` holds `phrase` as whole words ("run" is not in "q5run7", nor "art" in "party"). */
export function holdsWords(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (!/[a-z0-9]/.test(text[at - 1] ?? " ") && !/[a-z0-9]/.test(text[at + phrase.length] ?? " ")) return true;
  }
  return false;
}

/** Rows by type of the descriptions that hold `phrase` as whole words. */
export function countsOf(vocabulary: RecordsVocabulary, phrase: string): TypeCounts {
  const total = { revenue: 0, expense: 0 };
  for (const d of vocabulary.descriptions) {
    if (!holdsWords(d.text, phrase)) continue;
    total.revenue += d.counts.revenue;
    total.expense += d.counts.expense;
  }
  return total;
}

/** Income rows by property of the descriptions that hold `phrase` ("airbnb": where the Airbnb bookings are). */
export function incomeByProperty(vocabulary: RecordsVocabulary, phrase: string): Map<string, number> {
  const by = new Map<string, number>();
  for (const d of vocabulary.descriptions) {
    if (d.incomeBy.size === 0 || !holdsWords(d.text, phrase)) continue;
    for (const [property, n] of d.incomeBy) by.set(property, (by.get(property) ?? 0) + n);
  }
  return by;
}
