import { createRoute, z } from "@hono/zod-openapi";
import { getDb } from "../../db/client";
import type { TransactionRow } from "../../db/schema";
import { bankLineOf, LineChanged, writeSplit, type BankLine } from "../../db/splits";
import { centsToMoney, moneyToCents } from "../../domain/money";
import { MAX_SPLIT_PARTS, splitProblem, type SplitPart } from "../../domain/splits";
import { nowIso } from "../../domain/time";
import { jsonRequest } from "../../http/body";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { requireLiveProperty } from "../../http/references";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams, Uuid } from "../../http/schemas";
import { toTransaction } from "./mapping";
import { Category, Description, EXAMPLE, PositiveMoney, TransactionSchema } from "./schemas";

const SplitPartSchema = z
  .strictObject({
    amount: PositiveMoney,
    category: Category,
    property_id: Uuid.nullable().optional().openapi({ description: "Omit for the line's property; null for company-level" }),
    description: Description.optional().openapi({ description: "Omit for the bank line's own description" }),
  })
  .openapi("SplitPartInput");

const SplitRequestSchema = z
  .strictObject({
    parts: z.array(SplitPartSchema).min(2).max(MAX_SPLIT_PARTS).openapi({ description: `Two to ${MAX_SPLIT_PARTS} parts; revenue parts count as money in and expense parts as money out, and together they must equal the line to the cent` }),
  })
  .openapi("SplitRequest", {
    example: {
      parts: [
        { amount: "1000.00", category: "revenue:rental_income" },
        { amount: "30.00", category: "expense:platform_fees", description: "Airbnb host fee" },
      ],
    },
  });

const BankLineSchema = z
  .object({
    id: z.string().openapi({ description: "The line's first part, which keeps the imported line's id" }),
    transaction_date: z.string(),
    amount: z.string().openapi({ description: "The line as the bank shows it, positive" }),
    direction: z.enum(["in", "out"]),
    description: z.string().openapi({ description: "What the bank called the line" }),
    source_account: z.string().nullable(),
    split: z.boolean(),
    parts: z.array(TransactionSchema),
  })
  .openapi("BankLine", {
    example: {
      id: EXAMPLE.id,
      transaction_date: "2025-07-14",
      amount: "970.00",
      direction: "in",
      description: "AIRBNB PAYOUT HM4KX2",
      source_account: EXAMPLE.source_account,
      split: true,
      parts: [
        { ...EXAMPLE, amount: "1000.00", category: "revenue:rental_income", transaction_type: "REVENUE", description: "Booking HM4KX2 - Jane Doe (3 nights)", split_of: EXAMPLE.id },
        { ...EXAMPLE, id: "019a8f40-1a2b-7c3d-8e4f-5a6b7c8d9e10", amount: "30.00", category: "expense:platform_fees", transaction_type: "EXPENSE", description: "AIRBNB PAYOUT HM4KX2", split_of: EXAMPLE.id },
      ],
    },
  });

/** What the bank called a line: kept on its first part once split, else that part's own description. */
function bankDescriptionOf(first: TransactionRow): string {
  const kept = first.extraMetadata.bank_description;
  return typeof kept === "string" ? kept : first.description;
}

function toBankLine(line: BankLine) {
  const first = line.parts[0]!;
  return {
    id: line.id,
    transaction_date: first.transactionDate,
    amount: centsToMoney(Math.abs(line.signed_cents)),
    direction: line.signed_cents >= 0 ? ("in" as const) : ("out" as const),
    description: bankDescriptionOf(first),
    source_account: first.sourceAccount,
    split: line.parts.length > 1,
    parts: line.parts.map(toTransaction),
  };
}

async function lineOr404(c: { env: Env }, id: string): Promise<BankLine> {
  const line = await bankLineOf(getDb(c.env.DB), id);
  if (!line) throw ApiError.notFound(`Transaction ${id} not found`);
  return line;
}

async function write(c: { env: Env }, line: BankLine, parts: SplitPart[]): Promise<BankLine> {
  const db = getDb(c.env.DB);
  try {
    await writeSplit(db, line, parts, nowIso());
  } catch (error) {
    if (error instanceof LineChanged) throw new ApiError(409, `Transaction ${line.id} changed while it was being split; read it again and retry`);
    throw error;
  }
  return (await bankLineOf(db, line.id))!;
}

export const getSplitRoute = createRoute({
  method: "get",
  path: "/{id}/split",
  tags: ["Transactions"],
  summary: "The bank line a transaction belongs to, with its parts",
  description: "Any part's id finds the line. A line booked whole has one part.",
  request: { params: IdParams },
  responses: { 200: jsonContent(BankLineSchema, "The line and its parts"), ...errorResponses(404, 422) },
});

export const getSplitHandler: AppRouteHandler<typeof getSplitRoute> = async (c) => c.json(toBankLine(await lineOr404(c, c.req.valid("param").id)), 200);

export const putSplitRoute = createRoute({
  method: "put",
  path: "/{id}/split",
  tags: ["Transactions"],
  summary: "Split a bank line into parts, or change its parts",
  description:
    "Books one bank line (an Airbnb payout, a mortgage payment) as several transactions, each with its own category, property and description; reports, the ledger, the assistant and the export count the parts. The parts' signed amounts (revenue in, expense out) must sum to the line exactly, or the answer is 422 naming the difference. The first part keeps the line's id and import key, so importing the statement again still finds it. Any part's id names the line.",
  ...jsonRequest(SplitRequestSchema, "The parts", { params: IdParams }),
  responses: { 200: jsonContent(BankLineSchema, "The line and its new parts"), ...errorResponses(400, 404, 409, 422) },
});

export const putSplitHandler: AppRouteHandler<typeof putSplitRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const line = await lineOr404(c, id);
  const first = line.parts[0]!;
  const db = getDb(c.env.DB);
  for (const part of body.parts) await requireLiveProperty(db, part.property_id);
  const bankDescription = bankDescriptionOf(first);
  const parts: SplitPart[] = body.parts.map((part) => ({
    amount_cents: moneyToCents(part.amount),
    category: part.category,
    property_id: part.property_id === undefined ? first.propertyId : part.property_id,
    description: part.description ?? bankDescription,
  }));
  const problem = splitProblem(line.signed_cents, parts);
  if (problem) throw ApiError.invalidField(["body", "parts"], problem, "split_sum");
  return c.json(toBankLine(await write(c, line, parts)), 200);
};

export const deleteSplitRoute = createRoute({
  method: "delete",
  path: "/{id}/split",
  tags: ["Transactions"],
  summary: "Book a split line whole again",
  description:
    "The first part takes the whole line, under the category of the largest part in the line's direction and the bank's own description; the other parts are deleted. A line booked whole is returned as it is.",
  request: { params: IdParams },
  responses: { 200: jsonContent(BankLineSchema, "The line, whole"), ...errorResponses(404, 409, 422) },
});

export const deleteSplitHandler: AppRouteHandler<typeof deleteSplitRoute> = async (c) => {
  const line = await lineOr404(c, c.req.valid("param").id);
  if (line.parts.length === 1) return c.json(toBankLine(line), 200);
  const inward = line.signed_cents > 0;
  const sameWay = line.parts.filter((part) => (part.transactionType === "REVENUE") === inward);
  const largest = sameWay.reduce((best, part) => (part.amountCents > best.amountCents ? part : best), sameWay[0] ?? line.parts[0]!);
  const first = line.parts[0]!;
  const bankDescription = bankDescriptionOf(first);
  const whole: SplitPart = { amount_cents: Math.abs(line.signed_cents), category: largest.category, property_id: first.propertyId, description: bankDescription };
  return c.json(toBankLine(await write(c, line, [whole])), 200);
};
