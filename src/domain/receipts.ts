import { addDays, daysBetween, isIsoDate, isoDate, lastDayOfMonth } from "./dates";
import { moneyToCents } from "./money";

/**
 * Receipts and supporting documents: which bank line an invoice, receipt or closing statement
 * explains. A document whose text states an amount and a date suggests the transactions of that
 * amount within a week of that date, best first when they share words with it (the vendor's name).
 * A suggestion is never a link: a person confirms it.
 */

/** How far a bank line may be from a date the document states: a card clears, a check is cashed. */
export const SUGGESTION_DAYS = 7;
/** Text read of a document for its amounts and dates: a receipt states them on its first page. */
export const TEXT_READ = 20_000;

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join("|")})\\.?`;

/** The money a text states, in cents: "$1,234.56", "USD 80.00", or a two-decimal figure after total, subtotal, amount, due, paid or balance. */
export function amountsIn(text: string): number[] {
  const found = new Set<number>();
  const money = /(?:\$|usd\s?)\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(?!\d)|\b(?:total|subtotal|amount|due|paid|balance|price)\b[^0-9\n]{0,24}?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})(?!\d)/gi;
  for (const m of text.matchAll(money)) {
    const whole = (m[1] ?? m[3])!.replaceAll(",", "");
    const cents = moneyToCents(`${whole}${m[2] ?? m[4] ?? ""}`);
    if (cents > 0 && whole.length <= 10) found.add(cents);
  }
  return [...found];
}

/** The dates a text states: 2025-03-04, March 4, 2025 (or 4 March 2025), 03/04/2025 (month first). */
export function datesIn(text: string): string[] {
  const found = new Set<string>();
  const add = (y: number, m: number, d: number) => {
    if (m < 1 || m > 12 || d < 1 || d > lastDayOfMonth(y, m)) return;
    const iso = isoDate(y, m, d);
    if (isIsoDate(iso)) found.add(iso);
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"))) add(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})\\s+${MONTH},?\\s+(\\d{4})\\b`, "gi"))) add(Number(m[3]), monthOf(m[2]!), Number(m[1]));
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) add(Number(m[3]), Number(m[1]), Number(m[2]));
  return [...found].sort();
}

const monthOf = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().replace(/\.$/, "").slice(0, 3))) + 1;

/** Words that say nothing of who was paid. */
const PLAIN = new Set(["invoice", "receipt", "total", "amount", "paid", "payment", "balance", "date", "due", "from", "with", "your", "this", "that", "thank", "thanks", "customer", "account", "number", "service", "services", "item", "items", "description", "price", "quantity", "subtotal", "check", "card", "bill", "statement", "llc", "inc", "company", "street", "road", "avenue", "drive", "suite"]);

/** The words of a text that may name a vendor: four letters or more, not the plain words of every receipt. */
export function nameWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z][a-z'&-]{3,}/g) ?? []).map((w) => w.replace(/'s$/, "")).filter((w) => !PLAIN.has(w)));
}

export interface Candidate {
  id: string;
  transaction_date: string;
  amount_cents: number;
  description: string;
}

export interface Suggestion<T extends Candidate> {
  transaction: T;
  /** Days from the nearest date the document states (or its own date). */
  days: number;
  /** Words the bank line shares with the document. */
  shared: string[];
  /** Why it is suggested, in words. */
  reason: string;
}

/**
 * The bank lines a document may explain: each of the amounts it states, within a week of a date it
 * states (or of its own date), those sharing words with it first, then the nearest in time.
 */
export function suggestLines<T extends Candidate>(doc: { title: string; text: string }, facts: ReceiptFacts, candidates: T[], limit = 5): Suggestion<T>[] {
  const amounts = new Set(facts.amounts);
  const dates = facts.dates;
  if (amounts.size === 0 || dates.length === 0) return [];
  const words = nameWords(`${doc.title} ${doc.text.slice(0, 2000)}`);
  const scored = candidates.flatMap((t) => {
    if (!amounts.has(t.amount_cents)) return [];
    const days = Math.min(...dates.map((d) => Math.abs(daysBetween(d, t.transaction_date))));
    if (days > SUGGESTION_DAYS) return [];
    const shared = [...nameWords(t.description)].filter((w) => words.has(w));
    const when = days === 0 ? "the same day" : `${days} day${days === 1 ? "" : "s"} from a date it states`;
    const reason = `Same amount, ${when}${shared.length ? `; both name ${shared.map((w) => `"${w}"`).join(", ")}` : ""}.`;
    return [{ transaction: t, days, shared, reason }];
  });
  return scored.sort((a, b) => b.shared.length - a.shared.length || a.days - b.days).slice(0, limit);
}

/** The amounts a document's text states, and its dates (its own date too), each once, dates in order. */
export interface ReceiptFacts {
  amounts: number[];
  dates: string[];
}

/** What a document states, read once for the window, the suggestions and the answer. */
export function readReceipt(text: string, docDate: string | null): ReceiptFacts {
  return { amounts: amountsIn(text), dates: [...new Set([...datesIn(text), ...(docDate ? [docDate] : [])])].sort() };
}

/** Bounds of the dates a search for suggestions covers, or null when the document states no amount or date. */
export function suggestionWindow(facts: ReceiptFacts): { start: string; end: string } | null {
  if (facts.amounts.length === 0 || facts.dates.length === 0) return null;
  return { start: addDays(facts.dates[0]!, -SUGGESTION_DAYS), end: addDays(facts.dates.at(-1)!, SUGGESTION_DAYS) };
}
