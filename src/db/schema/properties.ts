import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { recordColumns } from "./columns";

export const PROPERTY_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

// Money columns hold integer cents (see domain/money.ts).
export const properties = sqliteTable(
  "properties",
  {
    id: text("id").primaryKey(),
    address: text("address").notNull(),
    acquisitionDate: text("acquisition_date").notNull(),
    purchasePriceTotalCents: integer("purchase_price_total_cents").notNull(),
    landBasisCents: integer("land_basis_cents").notNull(),
    buildingBasisCents: integer("building_basis_cents").notNull(),
    ffeBasisCents: integer("ffe_basis_cents").notNull().default(0),
    placedInService: text("placed_in_service"),
    status: text("status", { enum: PROPERTY_STATUSES }).notNull().default("ACTIVE"),
    ...recordColumns(),
  },
  (t) => [
    index("properties_deleted_created_idx").on(t.deletedAt, t.createdAt),
    index("properties_status_idx").on(t.status),
  ],
);

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
