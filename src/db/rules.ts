import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import type { BuiltinSetting } from "../domain/categorize";
import type { SavedRule } from "../domain/rules";
import { partType, type SplitPart, type SplitTemplate } from "../domain/splits";
import type { Database } from "./client";
import { chunks, PER_STATEMENT } from "./plain";
import { transactions, type TransactionRow } from "./schema";
import { newPartRow } from "./splits";
import { insertTransactionStatement } from "./transactions";

/**
 * Saved categorisation rules (table `rules`, ordered by `position`) and the on-demand applies of
 * them (`rule_runs`, `rule_run_rows`), which keep each changed row as it was so an apply can be undone.
 */

/** A company keeps at most this many rules: every import tries each of them on every line. */
export const MAX_RULES = 200;
/** Rows one apply changes at most; the answer says how many more match. */
export const MAX_APPLY_ROWS = 1000;

export interface StoredRule extends SavedRule {
  position: number;
  created_at: string;
  updated_at: string;
}

export type RuleFields = Omit<SavedRule, "id">;

const COLUMNS = `"id", "position", "name", "match_text", "match_mode", "amount_min_cents", "amount_max_cents", "direction", "source_account", "set_category", "set_property_id", "set_counterparty", "set_split", "created_at", "updated_at"`;
const FIELDS = ["name", "match_text", "match_mode", "amount_min_cents", "amount_max_cents", "direction", "source_account", "set_category", "set_property_id", "set_counterparty", "set_split"] as const satisfies readonly (keyof RuleFields)[];


/** A stored row as a rule: its split template is JSON text in the table. */
type StoredRow = Omit<StoredRule, "set_split"> & { set_split: string | null };
const decode = (row: StoredRow): StoredRule => ({ ...row, set_split: row.set_split === null ? null : (JSON.parse(row.set_split) as SplitTemplate) });
/** A field's value as bound to a statement. */
const bound = (fields: RuleFields, field: (typeof FIELDS)[number]) => (field === "set_split" ? (fields.set_split === null ? null : JSON.stringify(fields.set_split)) : fields[field]);

export async function listRules(db: Database): Promise<StoredRule[]> {
  const { results } = await db.$client.prepare(`SELECT ${COLUMNS} FROM "rules" ORDER BY "position", "created_at"`).all<StoredRow>();
  return results.map(decode);
}

export async function findRule(db: Database, id: string): Promise<StoredRule | undefined> {
  const row = await db.$client.prepare(`SELECT ${COLUMNS} FROM "rules" WHERE "id" = ?`).bind(id).first<StoredRow>();
  return row ? decode(row) : undefined;
}

export async function countRules(db: Database): Promise<number> {
  return (await db.$client.prepare(`SELECT count(*) AS n FROM "rules"`).first<{ n: number }>())?.n ?? 0;
}

/** Adds a rule last, or at `position` (1-based), the others moving down. */
export async function insertRule(db: Database, id: string, fields: RuleFields, now: string, position?: number): Promise<StoredRule> {
  const d1 = db.$client;
  await d1
    .prepare(`INSERT INTO "rules" (${COLUMNS}) VALUES (?, (SELECT coalesce(max("position"), 0) + 1 FROM "rules"), ${FIELDS.map(() => "?").join(", ")}, ?, ?)`)
    .bind(id, ...FIELDS.map((field) => bound(fields, field)), now, now)
    .run();
  if (position !== undefined) await moveRule(db, id, position);
  return (await findRule(db, id))!;
}

/** Replaces a rule's fields; undefined when there is no such rule. */
export async function updateRule(db: Database, id: string, fields: RuleFields, now: string): Promise<StoredRule | undefined> {
  const result = await db.$client
    .prepare(`UPDATE "rules" SET ${FIELDS.map((field) => `"${field}" = ?`).join(", ")}, "updated_at" = ? WHERE "id" = ?`)
    .bind(...FIELDS.map((field) => bound(fields, field)), now, id)
    .run();
  return result.meta.changes > 0 ? findRule(db, id) : undefined;
}

export async function deleteRule(db: Database, id: string): Promise<boolean> {
  const result = await db.$client.prepare(`DELETE FROM "rules" WHERE "id" = ?`).bind(id).run();
  return result.meta.changes > 0;
}

/** Moves a rule to a 1-based position (clamped to the list), renumbering all in one transaction. */
export async function moveRule(db: Database, id: string, position: number): Promise<boolean> {
  const ids = (await listRules(db)).map((rule) => rule.id);
  const from = ids.indexOf(id);
  if (from === -1) return false;
  ids.splice(from, 1);
  ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, id);
  // Each rule binds three parameters: its id twice and its position.
  const size = PER_STATEMENT / 3;
  const d1 = db.$client;
  await d1.batch(
    chunks(ids, size).map((part, n) =>
      d1.prepare(`UPDATE "rules" SET "position" = CASE "id" ${part.map(() => "WHEN ? THEN ?").join(" ")} ELSE "position" END WHERE "id" IN (${part.map(() => "?").join(", ")})`).bind(...part.flatMap((ruleId, i) => [ruleId, n * size + i + 1]), ...part),
    ),
  );
  return true;
}

/** The live transactions an apply looks at: the ones named, or those waiting for a category (oldest first), at most `limit`. */
export async function rowsToApply(db: Database, scope: { ids: string[] } | { uncategorized: true }, limit: number): Promise<TransactionRow[]> {
  if ("ids" in scope) {
    const rows: TransactionRow[] = [];
    for (const part of chunks([...new Set(scope.ids)], PER_STATEMENT)) rows.push(...(await db.select().from(transactions).where(and(isNull(transactions.deletedAt), inArray(transactions.id, part))).all()));
    return rows;
  }
  return db
    .select()
    .from(transactions)
    .where(and(isNull(transactions.deletedAt), sql`json_extract(${transactions.extraMetadata}, '$.uncategorized') = 1`))
    .orderBy(asc(transactions.transactionDate), asc(transactions.id))
    .limit(limit)
    .all();
}

/** How many live transactions wait for a category. */
export async function countUncategorized(db: Database): Promise<number> {
  const row = await db.$client.prepare(`SELECT count(*) AS n FROM "transactions" WHERE "deleted_at" IS NULL AND json_extract("extra_metadata", '$.uncategorized') = 1`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** A row an apply changes: by which rule, and the parts it is booked as when the rule's template splits it. */
export interface RuleMatch {
  transactionId: string;
  ruleId: string;
  /** The row as read, and its parts (two or more, summing to it): a whole line the template fits. */
  split?: { row: TransactionRow; parts: SplitPart[] };
}

/**
 * Applies rules to rows in one transaction: each row keeps its state before in `rule_run_rows`,
 * then takes its rule's category (leaving the review queue), its property where it had none, and its
 * counterparty. A whole line the rule's split template fits is booked as its parts, as
 * PUT /transactions/{id}/split books them: the row becomes the first part, the others are new rows
 * of the line. Returns how many rows changed.
 */
export async function applyRuleRun(db: Database, runId: string, matches: RuleMatch[], now: string): Promise<number> {
  const d1 = db.$client;
  const byRule = new Map<string, string[]>();
  for (const { transactionId, ruleId } of matches) byRule.set(ruleId, [...(byRule.get(ruleId) ?? []), transactionId]);
  const keep = [...byRule].flatMap(([ruleId, ids]) =>
    chunks(ids, PER_STATEMENT).map((part) =>
      d1
        .prepare(
          `INSERT INTO "rule_run_rows" ("run_id", "transaction_id", "rule_id", "before_category", "before_property_id", "before_extra_metadata", "before_amount_cents", "before_transaction_type", "before_description", "before_split_of")
           SELECT ?, "id", ?, "category", "property_id", "extra_metadata", "amount_cents", "transaction_type", "description", "split_of" FROM "transactions" WHERE "deleted_at" IS NULL AND "id" IN (${part.map(() => "?").join(", ")})`,
        )
        .bind(runId, ruleId, ...part),
    ),
  );
  const withCounterparty = `CASE WHEN "rules"."set_counterparty" IS NOT NULL THEN json_set("transactions"."extra_metadata", '$.counterparty', "rules"."set_counterparty") ELSE "transactions"."extra_metadata" END`;
  const recategorise = d1
    .prepare(
      `UPDATE "transactions" SET
         "category" = coalesce("rules"."set_category", "transactions"."category"),
         "property_id" = coalesce("transactions"."property_id", (SELECT "id" FROM "properties" WHERE "id" = "rules"."set_property_id" AND "deleted_at" IS NULL)),
         "extra_metadata" = json_set(CASE WHEN "rules"."set_category" IS NOT NULL THEN json_remove(${withCounterparty}, '$.uncategorized') ELSE ${withCounterparty} END, '$.rule_id', "rules"."id"),
         "updated_at" = ?
       FROM "rule_run_rows" JOIN "rules" ON "rules"."id" = "rule_run_rows"."rule_id"
       WHERE "rule_run_rows"."run_id" = ? AND "transactions"."id" = "rule_run_rows"."transaction_id"`,
    )
    .bind(now, runId);
  const splits = matches.flatMap(({ split }) => (split ? splitStatements(d1, runId, split.row, split.parts, now) : []));
  const results = await d1.batch([d1.prepare(`INSERT INTO "rule_runs" ("id", "created_at") VALUES (?, ?)`).bind(runId, now), ...keep, recategorise, ...splits]);
  // A trigger's writes count in `changes` too: the rows kept are the rows changed.
  return results.slice(1, 1 + keep.length).reduce((sum, result) => sum + result.meta.changes, 0);
}

/**
 * A whole line booked as its parts, after the rule's category was set: the row is the first part
 * (what the bank called it kept as bank_description), each other part a new row of the line. The
 * parts were reckoned from the row as read: only a row still whole, of the same amount and side, when
 * the batch (one transaction) kept its state in `rule_run_rows` is split, and its new parts added.
 */
function splitStatements(d1: D1Database, runId: string, row: TransactionRow, parts: SplitPart[], now: string): D1PreparedStatement[] {
  const [first, ...rest] = parts;
  if (!first || rest.length === 0) return [];
  const asRead = { sql: `EXISTS (SELECT 1 FROM "rule_run_rows" WHERE "run_id" = ? AND "transaction_id" = ? AND "before_split_of" IS NULL AND "before_amount_cents" = ? AND "before_transaction_type" = ?)`, params: [runId, row.id, row.amountCents, row.transactionType] };
  const update = d1
    .prepare(
      `UPDATE "transactions" SET "amount_cents" = ?, "category" = ?, "transaction_type" = ?, "property_id" = ?, "description" = ?, "split_of" = "id",
         "extra_metadata" = json_set(json_remove("extra_metadata", '$.uncategorized'), '$.bank_description', coalesce(json_extract("extra_metadata", '$.bank_description'), "description")), "updated_at" = ?
       WHERE "id" = ? AND "deleted_at" IS NULL AND ${asRead.sql}`,
    )
    .bind(first.amount_cents, first.category, partType(first.category), first.property_id, first.description, now, row.id, ...asRead.params);
  // The parts after the first are new rows of the line (its second part is index 1).
  const inserts = rest.map((part, i) => insertTransactionStatement(d1, newPartRow(row, part, i + 1, row.id, now), asRead));
  return [update, ...inserts];
}

export interface RuleRun {
  id: string;
  created_at: string;
  undone_at: string | null;
  rows: number;
}

export async function findRuleRun(db: Database, id: string): Promise<RuleRun | undefined> {
  const row = await db.$client
    .prepare(`SELECT "id", "created_at", "undone_at", (SELECT count(*) FROM "rule_run_rows" WHERE "run_id" = "rule_runs"."id") AS "rows" FROM "rule_runs" WHERE "id" = ?`)
    .bind(id)
    .first<RuleRun>();
  return row ?? undefined;
}

/**
 * Puts back every row of an apply that nobody changed since (its `updated_at` is still the apply's,
 * and so is every part the apply split it into), in one transaction: parts the apply added are
 * deleted again and the row takes back its amount, category, property, description and metadata.
 * A row changed since keeps its change. Returns how many were restored.
 */
export async function undoRuleRun(db: Database, run: RuleRun, now: string): Promise<number> {
  const d1 = db.$client;
  const ofRun = `"rule_run_rows"."run_id" = ? AND "transactions"."id" = "rule_run_rows"."transaction_id"`;
  const addedParts = `"split_of" = "rule_run_rows"."transaction_id" AND "id" <> "split_of" AND "rule_run_rows"."before_split_of" IS NULL`;
  const [, counted] = await d1.batch([
    // Marked first, while every row and part still shows whether it changed since the apply.
    d1
      .prepare(
        `UPDATE "rule_run_rows" SET "restorable" = 1 WHERE "run_id" = ? AND EXISTS (
           SELECT 1 FROM "transactions" WHERE "transactions"."id" = "rule_run_rows"."transaction_id" AND "transactions"."updated_at" = ? AND "transactions"."deleted_at" IS NULL)
         AND NOT EXISTS (SELECT 1 FROM "transactions" WHERE ${addedParts} AND ("updated_at" <> ? OR "deleted_at" IS NOT NULL))`,
      )
      .bind(run.id, run.created_at, run.created_at),
    d1.prepare(`SELECT count(*) AS "n" FROM "rule_run_rows" WHERE "run_id" = ? AND "restorable" = 1`).bind(run.id),
    // The parts the apply added to a line it split go again.
    d1
      .prepare(
        `UPDATE "transactions" SET "deleted_at" = ?, "updated_at" = ? FROM "rule_run_rows"
         WHERE "rule_run_rows"."run_id" = ? AND "rule_run_rows"."restorable" = 1 AND "rule_run_rows"."before_split_of" IS NULL
           AND "transactions"."split_of" = "rule_run_rows"."transaction_id" AND "transactions"."id" <> "transactions"."split_of" AND "transactions"."deleted_at" IS NULL`,
      )
      .bind(now, now, run.id),
    d1
      .prepare(
        `UPDATE "transactions" SET "category" = "rule_run_rows"."before_category", "property_id" = "rule_run_rows"."before_property_id", "extra_metadata" = "rule_run_rows"."before_extra_metadata",
           "amount_cents" = coalesce("rule_run_rows"."before_amount_cents", "transactions"."amount_cents"), "transaction_type" = coalesce("rule_run_rows"."before_transaction_type", "transactions"."transaction_type"),
           "description" = coalesce("rule_run_rows"."before_description", "transactions"."description"),
           "split_of" = CASE WHEN "rule_run_rows"."before_amount_cents" IS NULL THEN "transactions"."split_of" ELSE "rule_run_rows"."before_split_of" END, "updated_at" = ?
         FROM "rule_run_rows" WHERE ${ofRun} AND "rule_run_rows"."restorable" = 1`,
      )
      .bind(now, run.id),
    d1.prepare(`UPDATE "rule_runs" SET "undone_at" = ? WHERE "id" = ?`).bind(now, run.id),
  ]);
  return (counted!.results[0] as { n: number }).n;
}

/** A company's changes to the built-in guesses (table `builtin_rule_settings`), by key. */
export async function listBuiltinSettings(db: Database): Promise<(BuiltinSetting & { updated_at: string })[]> {
  const { results } = await db.$client.prepare(`SELECT "key", "enabled", "set_category", "updated_at" FROM "builtin_rule_settings"`).all<{ key: string; enabled: number; set_category: string | null; updated_at: string }>();
  return results.map((row) => ({ ...row, enabled: row.enabled === 1 }));
}

/** Keeps a change to one guess; a guess back as shipped (on, its own category) keeps no row. */
export async function saveBuiltinSetting(db: Database, setting: BuiltinSetting, asShipped: boolean, now: string): Promise<void> {
  const d1 = db.$client;
  if (asShipped) {
    await d1.prepare(`DELETE FROM "builtin_rule_settings" WHERE "key" = ?`).bind(setting.key).run();
    return;
  }
  await d1
    .prepare(`INSERT INTO "builtin_rule_settings" ("key", "enabled", "set_category", "updated_at") VALUES (?, ?, ?, ?) ON CONFLICT ("key") DO UPDATE SET "enabled" = excluded."enabled", "set_category" = excluded."set_category", "updated_at" = excluded."updated_at"`)
    .bind(setting.key, setting.enabled ? 1 : 0, setting.set_category, now)
    .run();
}

/** Puts every guess back as shipped. Returns how many had been changed. */
export async function resetBuiltinSettings(db: Database): Promise<number> {
  return (await db.$client.prepare(`DELETE FROM "builtin_rule_settings"`).run()).meta.changes;
}
