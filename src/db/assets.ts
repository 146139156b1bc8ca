import { CATEGORIES } from "../domain/categories";
import { RECOVERY_PERIODS, type AssetInput, type RecoveryPeriod } from "../domain/depreciation";
import type { Database } from "./client";

/**
 * The capital assets of the properties: every live expense in a capitalized category (capital
 * improvement, furniture and equipment) that belongs to a property, with its own terms
 * (`asset_terms`) where a user set them, else its category's class and its date.
 */

/** Categories whose spending is an asset, not an expense, with the class each defaults to. */
export const CAPITALIZED: ReadonlyMap<string, RecoveryPeriod> = new Map(
  CATEGORIES.filter((c) => c.treatment === "capitalized").map((c) => [c.value, c.value === "expense:furniture_equipment" ? "5" : "27.5"] as const),
);

export interface CapitalAsset extends AssetInput {
  transaction_id: string;
  property_id: string;
  transaction_date: string;
  description: string;
  category: string;
  /** Whether the class or the date was set by a user, not taken from the category and the transaction. */
  terms_set: boolean;
}

interface Row {
  id: string;
  property_id: string;
  transaction_date: string;
  description: string;
  category: string;
  amount_cents: number;
  recovery_period: string | null;
  placed_in_service: string | null;
}

const SELECT = `SELECT t."id", t."property_id", t."transaction_date", t."description", t."category", t."amount_cents", a."recovery_period", a."placed_in_service"
  FROM "transactions" t LEFT JOIN "asset_terms" a ON a."transaction_id" = t."id"
  WHERE t."deleted_at" IS NULL AND t."transaction_type" = 'EXPENSE' AND t."property_id" IS NOT NULL
    AND t."category" IN (${[...CAPITALIZED.keys()].map((c) => `'${c}'`).join(", ")})`;

function toAsset(row: Row): CapitalAsset {
  const period = (RECOVERY_PERIODS as readonly string[]).includes(row.recovery_period ?? "") ? (row.recovery_period as RecoveryPeriod) : CAPITALIZED.get(row.category)!;
  return {
    transaction_id: row.id,
    property_id: row.property_id,
    transaction_date: row.transaction_date,
    description: row.description,
    category: row.category,
    basisCents: row.amount_cents,
    period,
    placedInService: row.placed_in_service ?? row.transaction_date,
    terms_set: row.recovery_period !== null || row.placed_in_service !== null,
  };
}

/** The assets of one property, or of every property, oldest first. */
export async function capitalAssets(db: Database, propertyId?: string): Promise<CapitalAsset[]> {
  const statement = propertyId
    ? db.$client.prepare(`${SELECT} AND t."property_id" = ? ORDER BY t."transaction_date", t."id"`).bind(propertyId)
    : db.$client.prepare(`${SELECT} ORDER BY t."transaction_date", t."id"`);
  return (await statement.all<Row>()).results.map(toAsset);
}

/** One transaction as an asset, or undefined when it is not a live capitalized expense of a property. */
export async function capitalAsset(db: Database, transactionId: string): Promise<CapitalAsset | undefined> {
  const row = await db.$client.prepare(`${SELECT} AND t."id" = ?`).bind(transactionId).first<Row>();
  return row ? toAsset(row) : undefined;
}

/** Sets (or, with both null, clears) an asset's own class and placed-in-service date. */
export async function setAssetTerms(db: Database, transactionId: string, terms: { recovery_period: RecoveryPeriod | null; placed_in_service: string | null }, now: string): Promise<void> {
  const d1 = db.$client;
  if (terms.recovery_period === null && terms.placed_in_service === null) {
    await d1.prepare(`DELETE FROM "asset_terms" WHERE "transaction_id" = ?`).bind(transactionId).run();
    return;
  }
  await d1
    .prepare(
      `INSERT INTO "asset_terms" ("transaction_id", "recovery_period", "placed_in_service", "updated_at") VALUES (?, ?, ?, ?)
       ON CONFLICT ("transaction_id") DO UPDATE SET "recovery_period" = excluded."recovery_period", "placed_in_service" = excluded."placed_in_service", "updated_at" = excluded."updated_at"`,
    )
    .bind(transactionId, terms.recovery_period, terms.placed_in_service, now)
    .run();
}
