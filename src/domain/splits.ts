import Decimal from "decimal.js";
import { categoryInfo, type TransactionType } from "./categories";
import { typeOfCategory } from "./ledger";
import { centsToMoney } from "./money";

/**
 * Split bank lines. One line of a statement (an Airbnb payout, a mortgage payment) is booked as
 * several parts, each a transaction with its own category, property and description. Amounts are
 * positive and the category says the direction, so a part counts as money in (revenue) or out
 * (expense); the parts' signed amounts must sum, to the cent, to the line as the bank shows it.
 */

/** At most this many parts to one line. */
export const MAX_SPLIT_PARTS = 20;

export interface SplitPart {
  /** Positive cents. */
  amount_cents: number;
  category: string;
  property_id: string | null;
  description: string;
}

/** Cents as a statement shows them: money in positive, money out negative. */
export const signedCents = (type: TransactionType, cents: number): number => (type === "REVENUE" ? cents : -cents);

/** A part's direction, from its category (every part's category is checked to be known before this is asked). */
export const partType = (category: string): TransactionType => typeOfCategory(category) ?? "EXPENSE";

export const partSigned = (part: Pick<SplitPart, "amount_cents" | "category">): number => signedCents(partType(part.category), part.amount_cents);

/** How far the parts are from the line, in signed cents (0: they sum to it exactly). */
export const splitDifference = (lineSignedCents: number, parts: readonly Pick<SplitPart, "amount_cents" | "category">[]): number =>
  parts.reduce((sum, part) => sum + partSigned(part), 0) - lineSignedCents;

/** Signed cents as "$1,234.56 in" / "$12.00 out", for messages about a line. */
export function describeSigned(cents: number): string {
  const amount = Number(centsToMoney(Math.abs(cents))).toLocaleString("en-US", { style: "currency", currency: "USD" });
  return `${amount} ${cents >= 0 ? "in" : "out"}`;
}

/** Why these parts cannot book this line, or null: the sum of each, and how far apart they are. */
export function splitProblem(lineSignedCents: number, parts: readonly Pick<SplitPart, "amount_cents" | "category">[]): string | null {
  const difference = splitDifference(lineSignedCents, parts);
  if (difference === 0) return null;
  const total = lineSignedCents + difference;
  const gap = describeSigned(Math.abs(difference)).replace(/ in$/, "");
  const how = total !== 0 && total > 0 === lineSignedCents > 0 ? `${gap} ${Math.abs(total) < Math.abs(lineSignedCents) ? "short" : "over"}` : `a difference of ${gap}`;
  return `the parts come to ${describeSigned(total)} but the bank line is ${describeSigned(lineSignedCents)}: ${how} (revenue parts count as money in, expense parts as money out)`;
}

/** One part of a rule's split template: a fixed amount, a percentage of the line, or (neither) the remainder. */
export interface SplitTemplatePart {
  category: string;
  property_id?: string | null;
  description?: string | null;
  /** Positive cents. */
  amount_cents?: number | null;
  /** Of the line's amount, e.g. "3" or "12.5". */
  percent?: string | null;
}

export type SplitTemplate = SplitTemplatePart[];

/** Why a template cannot be saved, or null: known categories, one remainder part, sane shares. */
export function templateProblem(template: SplitTemplate): string | null {
  if (template.length < 2) return "a split template needs at least two parts";
  if (template.length > MAX_SPLIT_PARTS) return `a split template has at most ${MAX_SPLIT_PARTS} parts`;
  for (const [i, part] of template.entries()) {
    if (!categoryInfo(part.category)) return `part ${i + 1}: unknown category '${part.category}' (GET /api/v1/transactions/categories lists them)`;
    if (part.amount_cents != null && part.percent != null) return `part ${i + 1}: give an amount or a percent, not both`;
    if (part.amount_cents != null && !(part.amount_cents > 0)) return `part ${i + 1}: the amount must be greater than 0`;
    if (part.percent != null) {
      const percent = new Decimal(part.percent);
      if (percent.lte(0) || percent.gte(100)) return `part ${i + 1}: the percent must be above 0 and below 100`;
    }
  }
  const remainders = template.filter((part) => part.amount_cents == null && part.percent == null).length;
  if (remainders !== 1) return `exactly one part takes the remainder (no amount and no percent); this template has ${remainders}`;
  const percents = template.reduce((sum, part) => (part.percent == null ? sum : sum.plus(part.percent)), new Decimal(0));
  if (percents.gte(100)) return "the percentages must leave something for the remainder (they sum to 100 or more)";
  return null;
}

export interface SplitLine {
  amount_cents: number;
  transaction_type: TransactionType;
  description: string;
  property_id: string | null;
}

/**
 * A line booked by a template: fixed and percentage parts (a percentage of the line's amount,
 * rounded half up to the cent), and the remainder to its part so the sum is exact. A part that comes
 * to 0 cents is left out. Null when the template does not fit the line: the remainder would be
 * nothing, or of the other direction than its category.
 */
export function partsFromTemplate(template: SplitTemplate, line: SplitLine): { parts: SplitPart[] } | { problem: string } {
  const lineSigned = signedCents(line.transaction_type, line.amount_cents);
  const parts: (SplitPart & { remainder: boolean })[] = [];
  for (const part of template) {
    const cents =
      part.amount_cents != null
        ? part.amount_cents
        : part.percent != null
          ? new Decimal(line.amount_cents).times(part.percent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()
          : 0;
    parts.push({
      amount_cents: cents,
      category: part.category,
      property_id: part.property_id ?? line.property_id,
      description: part.description?.trim() || line.description,
      remainder: part.amount_cents == null && part.percent == null,
    });
  }
  const remainder = parts.find((part) => part.remainder)!;
  const rest = parts.filter((part) => !part.remainder).reduce((sum, part) => sum + partSigned(part), 0);
  const remainderSigned = lineSigned - rest;
  const remainderType = partType(remainder.category);
  if (remainderSigned === 0 || (remainderSigned > 0) !== (remainderType === "REVENUE")) {
    return { problem: `the template's fixed and percentage parts come to ${describeSigned(rest)}, which leaves ${describeSigned(remainderSigned)} for ${remainder.category} on a line of ${describeSigned(lineSigned)}` };
  }
  remainder.amount_cents = Math.abs(remainderSigned);
  return { parts: parts.filter((part) => part.amount_cents > 0).map(({ remainder: _r, ...part }) => part) };
}
