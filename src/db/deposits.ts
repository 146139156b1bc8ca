import { moneyToCents } from "../domain/money";
import { stampProvenance } from "../domain/provenance";
import type { Database } from "./client";
import { insertTransactionStatement } from "./transactions";

/**
 * Security deposits held for tenants (`deposits`) and how each was settled (`deposit_settlements`).
 * A deposit is never a transaction: what is kept of it is, made in the same batch as its settlement.
 */

export const SETTLEMENT_KINDS = ["returned", "kept_for_rent", "kept_for_damages"] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/** The income category of a part kept: rent it pays, or the damage it covers. */
export const KEPT_CATEGORY: Record<Exclude<SettlementKind, "returned">, string> = {
  kept_for_rent: "revenue:long_term_rental",
  kept_for_damages: "revenue:security_deposit_forfeited",
};

export interface Settlement {
  id: string;
  kind: SettlementKind;
  amount_cents: number;
  settled_date: string;
  transaction_id: string | null;
  created_at: string;
}

export interface Deposit {
  id: string;
  property_id: string;
  tenant: string;
  amount_cents: number;
  received_date: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  settlements: Settlement[];
  held_cents: number;
}

const COLUMNS = `"id", "property_id", "tenant", "amount_cents", "received_date", "notes", "created_at", "updated_at", "deleted_at"`;

async function withSettlements(db: Database, rows: Omit<Deposit, "settlements" | "held_cents">[]): Promise<Deposit[]> {
  if (rows.length === 0) return [];
  const { results } = await db.$client
    .prepare(`SELECT "id", "deposit_id", "kind", "amount_cents", "settled_date", "transaction_id", "created_at" FROM "deposit_settlements" WHERE "deposit_id" IN (SELECT value FROM json_each(?)) ORDER BY "settled_date", "created_at"`)
    .bind(JSON.stringify(rows.map((row) => row.id)))
    .all<Settlement & { deposit_id: string }>();
  return rows.map((row) => {
    const settlements = results.filter((s) => s.deposit_id === row.id).map(({ deposit_id: _d, ...s }) => s);
    return { ...row, settlements, held_cents: row.amount_cents - settlements.reduce((sum, s) => sum + s.amount_cents, 0) };
  });
}

export interface DepositFilter {
  propertyId?: string;
  tenant?: string;
  /** Also those fully returned or kept. */
  includeSettled?: boolean;
  includeDeleted?: boolean;
}

/** Deposits, oldest received first, with what is still held of each. */
export async function listDeposits(db: Database, filter: DepositFilter = {}): Promise<Deposit[]> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (!filter.includeDeleted) where.push(`"deleted_at" IS NULL`);
  if (filter.propertyId) {
    where.push(`"property_id" = ?`);
    binds.push(filter.propertyId);
  }
  if (filter.tenant) {
    // instr() rather than LIKE: no wildcard to escape, and no limit on how long the name asked is.
    where.push(`instr(lower("tenant"), ?) > 0`);
    binds.push(filter.tenant.toLowerCase());
  }
  const sql = `SELECT ${COLUMNS} FROM "deposits"${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY "received_date", "id" LIMIT 500`;
  const { results } = await db.$client.prepare(sql).bind(...binds).all<Omit<Deposit, "settlements" | "held_cents">>();
  const all = await withSettlements(db, results);
  return filter.includeSettled ? all : all.filter((d) => d.held_cents > 0);
}

export async function findDeposit(db: Database, id: string, includeDeleted = false): Promise<Deposit | undefined> {
  const row = await db.$client.prepare(`SELECT ${COLUMNS} FROM "deposits" WHERE "id" = ?${includeDeleted ? "" : ` AND "deleted_at" IS NULL`}`).bind(id).first<Omit<Deposit, "settlements" | "held_cents">>();
  return row ? (await withSettlements(db, [row]))[0] : undefined;
}

export async function insertDeposit(db: Database, row: { id: string; property_id: string; tenant: string; amount: string; received_date: string; notes: string | null }, now: string): Promise<Deposit> {
  await db.$client
    .prepare(`INSERT INTO "deposits" (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`)
    .bind(row.id, row.property_id, row.tenant, moneyToCents(row.amount), row.received_date, row.notes, now, now)
    .run();
  return (await findDeposit(db, row.id))!;
}

export async function softDeleteDeposit(db: Database, id: string, now: string): Promise<boolean> {
  const result = await db.$client.prepare(`UPDATE "deposits" SET "deleted_at" = ?, "updated_at" = ? WHERE "id" = ? AND "deleted_at" IS NULL`).bind(now, now, id).run();
  return result.meta.changes > 0;
}

/**
 * Records a settlement and, for a part kept, its income transaction, in one batch (one transaction).
 * The amount is checked again inside the batch: a settlement that would take more than is held
 * writes nothing: both inserts select no row, and the deposit's updated_at moves only with its settlement.
 */
export async function settleDeposit(
  db: Database,
  deposit: Deposit,
  settlement: { id: string; kind: SettlementKind; amount_cents: number; settled_date: string; transaction_id: string | null; description: string },
  now: string,
): Promise<boolean> {
  const d1 = db.$client;
  // What is still held covers the amount: both inserts check it, so neither lands without the other.
  const stillHolds = `(SELECT "amount_cents" FROM "deposits" WHERE "id" = ? AND "deleted_at" IS NULL) - (SELECT coalesce(sum("amount_cents"), 0) FROM "deposit_settlements" WHERE "deposit_id" = ?) >= ?`;
  const holds = [deposit.id, deposit.id, settlement.amount_cents];
  const statements: D1PreparedStatement[] = [];
  if (settlement.transaction_id && settlement.kind !== "returned") {
    statements.push(
      insertTransactionStatement(
        d1,
        {
          id: settlement.transaction_id,
          propertyId: deposit.property_id,
          transactionDate: settlement.settled_date,
          amountCents: settlement.amount_cents,
          category: KEPT_CATEGORY[settlement.kind],
          transactionType: "REVENUE",
          description: settlement.description,
          sourceAccount: null,
          importKey: null,
          splitOf: null,
          provenance: { ...stampProvenance(undefined, "api", now), notes: `Kept from security deposit ${deposit.id}` },
          extraMetadata: { deposit_id: deposit.id, tenant: deposit.tenant },
          createdAt: now,
          updatedAt: now,
        },
        { sql: stillHolds, params: holds },
      ),
    );
  }
  statements.push(
    d1
      .prepare(`INSERT INTO "deposit_settlements" ("id", "deposit_id", "kind", "amount_cents", "settled_date", "transaction_id", "created_at") SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${stillHolds}`)
      .bind(settlement.id, deposit.id, settlement.kind, settlement.amount_cents, settlement.settled_date, settlement.transaction_id, now, ...holds),
    // In the same transaction, only once the settlement is in.
    d1.prepare(`UPDATE "deposits" SET "updated_at" = ? WHERE "id" = ? AND EXISTS (SELECT 1 FROM "deposit_settlements" WHERE "id" = ?)`).bind(now, deposit.id, settlement.id),
  );
  const results = await d1.batch(statements);
  return (results.at(-2)!.meta.changes ?? 0) > 0;
}
