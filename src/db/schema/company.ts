import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { recordColumns } from "./columns";

export interface RegisteredAgent {
  name: string;
  address: string | null;
}

/** The company's own profile: one row, kept so by the `slot` column (always 1, unique). */
export const company = sqliteTable(
  "company",
  {
    id: text("id").primaryKey(),
    slot: integer("slot").notNull().default(1).unique(),
    legalName: text("legal_name").notNull(),
    entityType: text("entity_type"),
    stateOfFormation: text("state_of_formation"),
    formationDate: text("formation_date"),
    ein: text("ein"),
    stateFilingNumber: text("state_filing_number"),
    registeredAgent: text("registered_agent", { mode: "json" }).$type<RegisteredAgent>(),
    fiscalYearEnd: text("fiscal_year_end").notNull().default("12-31"),
    mailingAddress: text("mailing_address"),
    ...recordColumns(),
  },
  (t) => [check("company_single_row", sql`${t.slot} = 1`)],
);

export type CompanyRow = typeof company.$inferSelect;
export type NewCompanyRow = typeof company.$inferInsert;
