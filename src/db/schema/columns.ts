import { text } from "drizzle-orm/sqlite-core";
import type { JsonObject } from "../../domain/metadata";
import type { Provenance } from "../../domain/provenance";

/** Columns every resource shares: lineage, custom fields and the soft-delete lifecycle. */
export const recordColumns = () => ({
  provenance: text("provenance", { mode: "json" }).$type<Provenance>().notNull(),
  extraMetadata: text("extra_metadata", { mode: "json" }).$type<JsonObject>().notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
  deletedAt: text("deleted_at"),
});
