import { createRoute, z } from "@hono/zod-openapi";
import { safeCell } from "../../domain/csv-cell";
import Papa from "papaparse";
import { getDb } from "../../db/client";
import { properties } from "../../db/schema";
import { eachTransaction } from "../../db/transactions";
import { categoryInfo } from "../../domain/categories";
import { centsToMoney } from "../../domain/money";
import type { AppRouteHandler } from "../../http/handler";
import { errorResponses } from "../../http/responses";
import { transactionFilterOf } from "./filters";
import { TransactionListQuery } from "./schemas";

const COLUMNS = ["date", "type", "category", "category_label", "description", "amount", "signed_amount", "property", "source_account", "id", "bank_line"];

const ExportQuery = TransactionListQuery.omit({ page: true, page_size: true });

export const exportRoute = createRoute({
  method: "get",
  path: "/export.csv",
  tags: ["Transactions"],
  summary: "Export transactions as CSV",
  description:
    "Every transaction matching the list's filters (no pages), in the list's order, as CSV with a header row: date, type, category, its label, description, amount (positive), signed_amount (expenses negative), property address, source account, id, and bank_line: the id of the bank line the row books (a split line's parts share it; their signed amounts sum to the line).",
  request: { query: ExportQuery },
  responses: {
    200: {
      description: "A CSV file (UTF-8, comma-separated, one header row)",
      content: { "text/csv": { schema: z.string().openapi({ example: "date,type,category,...\n2025-07-14,EXPENSE,expense:utilities:electricity,..." }) } },
    },
    ...errorResponses(422),
  },
});

export const exportHandler: AppRouteHandler<typeof exportRoute> = async (c) => {
  const query = c.req.valid("query");
  const filter = transactionFilterOf(query);
  const db = getDb(c.env.DB);
  const addresses = new Map((await db.select({ id: properties.id, address: properties.address }).from(properties)).map((row) => [row.id, row.address]));
  const encoder = new TextEncoder();
  const slices = eachTransaction(db, filter, query.sort);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(Papa.unparse([COLUMNS]) + "\r\n"));
    },
    async pull(controller) {
      const next = await slices.next();
      if (next.done) return controller.close();
      const lines = next.value.map((row) => {
        const amount = centsToMoney(row.amountCents);
        return [
          row.transactionDate,
          row.transactionType,
          row.category,
          categoryInfo(row.category)?.label ?? row.category,
          safeCell(row.description),
          amount,
          row.transactionType === "EXPENSE" ? `-${amount}` : amount,
          row.propertyId ? (addresses.get(row.propertyId) ?? row.propertyId) : "",
          safeCell(row.sourceAccount ?? ""),
          row.id,
          row.splitOf ?? row.id,
        ];
      });
      controller.enqueue(encoder.encode(Papa.unparse(lines) + "\r\n"));
    },
  });
  const name = ["transactions", query.start_date, query.end_date].filter(Boolean).join("_");
  return c.body(stream, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${name}.csv"`,
  });
};
