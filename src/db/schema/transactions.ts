import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { recordColumns } from "./columns";
import { properties } from "./properties";

export const TRANSACTION_TYPES = ["REVENUE", "EXPENSE"] as const;
export type TransactionTypeValue = (typeof TRANSACTION_TYPES)[number];

export const transactions = sqliteTable(
  "transactions",
  {
    id: text("id").primaryKey(),
    // Null for company-level transactions. Soft-deleting a property keeps its transactions.
    propertyId: text("property_id").references(() => properties.id),
    transactionDate: text("transaction_date").notNull(),
    amountCents: integer("amount_cents").notNull(),
    category: text("category").notNull(),
    transactionType: text("transaction_type", { enum: TRANSACTION_TYPES }).notNull(),
    description: text("description").notNull(),
    sourceAccount: text("source_account"),
    // Set by CSV imports: an external reference, or a fingerprint of the row. Unique over every row,
    // deleted ones included, so re-importing a file never brings back what a user deleted.
    importKey: text("import_key"),
    // A part of a split bank line: the id of the line's first part (that part's own id included).
    // Null for a line booked whole. See migrations/0022_splits.sql.
    splitOf: text("split_of"),
    ...recordColumns(),
  },
  (t) => [
    // Covers the ledger aggregate of every report (live rows in a date range, summed by type,
    // category, property and month), so reports read the index alone, never the table.
    index("transactions_ledger_idx").on(t.deletedAt, t.transactionDate, t.transactionType, t.category, t.propertyId, t.amountCents),
    // The list's page in its default order (date, then id): a month's first page walks 50 index
    // entries in order instead of sorting every row of the month.
    index("transactions_list_idx").on(t.deletedAt, t.transactionDate, t.id),
    index("transactions_property_date_idx").on(t.propertyId, t.transactionDate),
    index("transactions_category_date_idx").on(t.category, t.transactionDate),
    uniqueIndex("transactions_import_key_idx").on(t.importKey),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;
