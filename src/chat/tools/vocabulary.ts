import type { Database } from "../../db/client";
import { stayInDescription } from "../../domain/bookings";
import { ENTITY_SUFFIXES } from "../language/lexicon";
import { letterWords, WordIndex } from "../language/words";

/** A counterparty's rows by type: who is paid (expenses) and who pays (income). */
export interface TypeCounts {
  revenue: number;
  expense: number;
}

/**
 * The names the company's own records use: words of transaction descriptions (vendors, tenants,
 * guests, banks, as the bank and Airbnb exports wrote them) and of obligation descriptions. Built
 * once per records version (tools/property-ref.ts), so a question only looks words up.
 */
export interface RecordsVocabulary {
  /** Words of transaction descriptions. */
  counterparties: WordIndex;
  /** Distinct descriptions (lower case) with their rows by type, to check a phrase and its type. */
  descriptions: { text: string; counts: TypeCounts }[];
  /** Words of obligation descriptions ("flood", "annual report", a county's name). */
  obligations: WordIndex;
  /** The words of the company's own legal name, in order, without "LLC" and the like ("front range rentals"). */
  company: string[];
  /** Guests' names (lower case) as booking descriptions give them ("jordan lee"). */
  guests: string[];
}

/** Most distinct descriptions read; past it the rarest are left out (a name there is still found by the text filter). */
const MAX_DESCRIPTIONS = 20_000;

export async function readVocabulary(db: Database): Promise<RecordsVocabulary> {
  const d1 = db.$client;
  const [described, obligations, company] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(`SELECT "description" AS text, "transaction_type" AS type, count(*) AS n FROM "transactions" WHERE "deleted_at" IS NULL GROUP BY text, type ORDER BY n DESC LIMIT ?`)
      .bind(MAX_DESCRIPTIONS),
    d1.prepare(`SELECT DISTINCT lower("description") AS text FROM "obligations" WHERE "deleted_at" IS NULL`),
    d1.prepare(`SELECT "legal_name" AS name FROM "company" WHERE "deleted_at" IS NULL LIMIT 1`),
  ]);
  const name = (company!.results[0] as { name?: string } | undefined)?.name ?? "";
  return vocabularyFrom(described!.results as { text: string; type: string; n: number }[], (obligations!.results as { text: string }[]).map((row) => row.text), name);
}

/** The vocabulary of transaction descriptions (rows by type) and obligation descriptions. */
export function vocabularyFrom(described: { text: string; type: string; n: number }[], obligationTexts: string[], companyName = ""): RecordsVocabulary {
  const byText = new Map<string, TypeCounts>();
  const guests = new Set<string>();
  for (const row of described) {
    const guest = row.type === "REVENUE" ? stayInDescription(row.text)?.guest : undefined;
    if (guest) guests.add(guest.toLowerCase());
    const text = row.text.toLowerCase();
    const counts = byText.get(text) ?? { revenue: 0, expense: 0 };
    if (row.type === "REVENUE") counts.revenue += row.n;
    else counts.expense += row.n;
    byText.set(text, counts);
  }
  const descriptions = [...byText].map(([text, counts]) => ({ text, counts }));
  const words = new Set(descriptions.flatMap((d) => letterWords(d.text)).filter((w) => w.length >= 3));
  const obligationWords = new Set(obligationTexts.flatMap((text) => letterWords(text)).filter((w) => w.length >= 3));
  const suffixes = new Set(ENTITY_SUFFIXES);
  const company = letterWords(companyName).filter((word) => !suffixes.has(word));
  return { counterparties: new WordIndex(words), descriptions, obligations: new WordIndex(obligationWords), company, guests: [...guests] };
}

/** Rows by type of the descriptions that hold `phrase`. */
export function countsOf(vocabulary: RecordsVocabulary, phrase: string): TypeCounts {
  const total = { revenue: 0, expense: 0 };
  for (const d of vocabulary.descriptions) {
    if (!d.text.includes(phrase)) continue;
    total.revenue += d.counts.revenue;
    total.expense += d.counts.expense;
  }
  return total;
}
