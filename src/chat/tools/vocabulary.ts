import type { Database } from "../../db/client";
import { letterWords, WordIndex } from "../planner/words";

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
}

/** Most distinct descriptions read; past it the rarest are left out (a name there is still found by the text filter). */
const MAX_DESCRIPTIONS = 20_000;

export async function readVocabulary(db: Database): Promise<RecordsVocabulary> {
  const d1 = db.$client;
  const [described, obligations] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(`SELECT lower("description") AS text, "transaction_type" AS type, count(*) AS n FROM "transactions" WHERE "deleted_at" IS NULL GROUP BY text, type ORDER BY n DESC LIMIT ?`)
      .bind(MAX_DESCRIPTIONS),
    d1.prepare(`SELECT DISTINCT lower("description") AS text FROM "obligations" WHERE "deleted_at" IS NULL`),
  ]);
  return vocabularyFrom(described!.results as { text: string; type: string; n: number }[], (obligations!.results as { text: string }[]).map((row) => row.text));
}

/** The vocabulary of transaction descriptions (rows by type) and obligation descriptions. */
export function vocabularyFrom(described: { text: string; type: string; n: number }[], obligationTexts: string[]): RecordsVocabulary {
  const byText = new Map<string, TypeCounts>();
  for (const row of described) {
    const text = row.text.toLowerCase();
    const counts = byText.get(text) ?? { revenue: 0, expense: 0 };
    if (row.type === "REVENUE") counts.revenue += row.n;
    else counts.expense += row.n;
    byText.set(text, counts);
  }
  const descriptions = [...byText].map(([text, counts]) => ({ text, counts }));
  const words = new Set(descriptions.flatMap((d) => letterWords(d.text)).filter((w) => w.length >= 3));
  const obligationWords = new Set(obligationTexts.flatMap((text) => letterWords(text)).filter((w) => w.length >= 3));
  return { counterparties: new WordIndex(words), descriptions, obligations: new WordIndex(obligationWords) };
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
