import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { OBLIGATION_TYPES } from "../../domain/obligation-types";
import { STORED_OBLIGATION_STATUSES } from "../../domain/obligation-status";
import { recordColumns } from "./columns";
import { properties } from "./properties";

export { OBLIGATION_TYPES, type ObligationType } from "../../domain/obligation-types";

export { STORED_OBLIGATION_STATUSES, type StoredObligationStatus } from "../../domain/obligation-status";

export const obligations = sqliteTable(
  "obligations",
  {
    id: text("id").primaryKey(),
    propertyId: text("property_id").references(() => properties.id),
    obligationType: text("obligation_type", { enum: OBLIGATION_TYPES }).notNull(),
    dueDate: text("due_date").notNull(),
    status: text("status", { enum: STORED_OBLIGATION_STATUSES }).notNull().default("pending"),
    recurrence: text("recurrence"),
    description: text("description").notNull(),
    ...recordColumns(),
    // The successor's link to the obligation it follows, read from extra_metadata (only the server writes it).
    previousId: text("previous_id").generatedAlwaysAs(sql`json_extract(extra_metadata, '$.previous_id')`, { mode: "virtual" }),
  },
  (t) => [
    index("obligations_deleted_due_idx").on(t.deletedAt, t.dueDate),
    index("obligations_property_idx").on(t.propertyId),
    // At most one successor per obligation, even when two completions race.
    uniqueIndex("obligations_previous_id_unique").on(t.previousId),
  ],
);

export type ObligationRow = typeof obligations.$inferSelect;
export type NewObligationRow = typeof obligations.$inferInsert;
