import { createRoute, z } from "@hono/zod-openapi";
import { getDb } from "../../db/client";
import { findDocument } from "../../db/documents";
import { candidateLines, documentText, transactionsOfDocument } from "../../db/receipts";
import { centsToMoney } from "../../domain/money";
import { readReceipt, suggestionWindow, suggestLines, SUGGESTION_DAYS } from "../../domain/receipts";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { errorResponses, jsonContent } from "../../http/responses";
import { IdParams } from "../../http/schemas";
import { toTransaction } from "../transactions/mapping";
import { EXAMPLE, TransactionSchema } from "../transactions/schemas";

/**
 * The transactions a document explains (/documents/{id}/transactions) and the bank lines its text
 * suggests (/documents/{id}/transaction-suggestions). Links are made from the transaction's side
 * (routes/receipts/transactions.ts), so a suggestion is confirmed by a person.
 */

const LinkedTransactions = z.object({ items: z.array(TransactionSchema) }).openapi("LinkedTransactions", { example: { items: [EXAMPLE] } });
const Suggestions = z
  .object({
    amounts: z.array(z.string()).openapi({ description: "The amounts the document's text states" }),
    dates: z.array(z.string()).openapi({ description: "The dates it states (its own date too, when set)" }),
    items: z.array(
      z.object({
        transaction: TransactionSchema,
        days: z.number().int().openapi({ description: "Days from the nearest date the document states" }),
        shared_words: z.array(z.string()).openapi({ description: "Words the bank line and the document share (the vendor's name)" }),
        reason: z.string(),
      }),
    ),
  })
  .openapi("TransactionSuggestions", {
    example: {
      amounts: ["142.37"],
      dates: ["2025-07-12"],
      items: [{ transaction: EXAMPLE, days: 2, shared_words: ["xcel", "energy"], reason: 'Same amount, 2 days from a date it states; both name "xcel", "energy".' }],
    },
  });

/** The live document a route names, or 404 (both sides of the links read it). */
export async function liveDocument(c: { env: Env }, id: string) {
  const row = await findDocument(getDb(c.env.DB), id);
  if (!row) throw ApiError.notFound(`Document ${id} not found`);
  return row;
}

export const documentTransactionsRoute = createRoute({
  method: "get",
  path: "/{id}/transactions",
  tags: ["Documents"],
  summary: "The transactions a document explains",
  request: { params: IdParams },
  responses: { 200: jsonContent(LinkedTransactions, "Linked transactions, by date"), ...errorResponses(404, 422) },
});

export const documentTransactionsHandler: AppRouteHandler<typeof documentTransactionsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  await liveDocument(c, id);
  return c.json({ items: (await transactionsOfDocument(getDb(c.env.DB), id)).map(toTransaction) }, 200);
};

export const suggestionsRoute = createRoute({
  method: "get",
  path: "/{id}/transaction-suggestions",
  tags: ["Documents"],
  summary: "Bank lines a receipt or invoice may explain",
  description: `Read from the document's extracted text: transactions of an amount it states, dated within ${SUGGESTION_DAYS} days of a date it states (or of its own date), those sharing words with it (the vendor) first. Lines already linked are left out. Nothing is linked: PUT /transactions/{id}/documents/{document_id} confirms one. Empty while the document is not yet searchable.`,
  request: { params: IdParams },
  responses: { 200: jsonContent(Suggestions, "Suggestions, best first (at most 5)"), ...errorResponses(404, 422) },
});

export const suggestionsHandler: AppRouteHandler<typeof suggestionsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const doc = await liveDocument(c, id);
  const db = getDb(c.env.DB);
  const text = await documentText(db, id);
  const facts = readReceipt(text, doc.docDate);
  const window = suggestionWindow(facts);
  const candidates = window ? await candidateLines(db, id, facts.amounts, window.start, window.end) : [];
  const byId = new Map(candidates.map((row) => [row.id, row]));
  const found = suggestLines(
    { title: doc.title, text },
    facts,
    candidates.map((row) => ({ id: row.id, transaction_date: row.transactionDate, amount_cents: row.amountCents, description: row.description })),
  );
  return c.json(
    {
      amounts: facts.amounts.map(centsToMoney),
      dates: facts.dates,
      items: found.map((s) => ({ transaction: toTransaction(byId.get(s.transaction.id)!), days: s.days, shared_words: s.shared, reason: s.reason })),
    },
    200,
  );
};
