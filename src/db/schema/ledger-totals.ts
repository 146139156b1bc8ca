import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Live transactions summed by month (and by year, below), type, category and property, kept by
 * triggers on `transactions` (migrations/0010_ledger_totals.sql): every insert, update and delete,
 * soft or not, and every import, adjusts its month's and its year's row in the same statement, so the
 * totals can never disagree with the ledger. Reports read whole years and months here and only the
 * days of a partial first or last month from `transactions` (db/ledger.ts). `property_key` is the
 * property's id, or "" for company-level transactions. The primary keys lead with the period, then
 * the order reports group by, so SQLite sums them as it reads, without sorting.
 */
export const ledgerTotals = sqliteTable(
  "ledger_totals",
  {
    month: text("month").notNull(),
    transactionType: text("transaction_type").notNull(),
    category: text("category").notNull(),
    propertyKey: text("property_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    transactionCount: integer("transaction_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.transactionType, t.category, t.propertyKey] }), index("ledger_totals_property_idx").on(t.propertyKey, t.month)],
);

/** The same sums by calendar year: a year's Schedule E reads one row per property, type and category. */
export const ledgerYearTotals = sqliteTable(
  "ledger_year_totals",
  {
    year: text("year").notNull(),
    transactionType: text("transaction_type").notNull(),
    category: text("category").notNull(),
    propertyKey: text("property_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    transactionCount: integer("transaction_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.transactionType, t.category, t.propertyKey] }), index("ledger_year_totals_property_idx").on(t.propertyKey, t.year)],
);
