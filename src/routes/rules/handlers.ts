import { getDb } from "../../db/client";
import { liveProperties } from "../../db/property-refs";
import {
  applyRuleRun,
  countRules,
  countUncategorized,
  deleteRule,
  findRule,
  findRuleRun,
  insertRule,
  listBuiltinSettings,
  listRules,
  resetBuiltinSettings,
  saveBuiltinSetting,
  MAX_APPLY_ROWS,
  MAX_RULES,
  moveRule,
  rowsToApply,
  undoRuleRun,
  updateRule,
  type RuleFields,
  type StoredRule,
} from "../../db/rules";
import { builtinCategoryProblem, DEFAULT_RULES, patternWords, type BuiltinRule, type BuiltinSetting } from "../../domain/categorize";
import { categoryInfo } from "../../domain/categories";
import { newId } from "../../domain/ids";
import { centsToMoney, moneyToCents } from "../../domain/money";
import { compileRule, firstMatchingRule, ruleProblem } from "../../domain/rules";
import { partsFromTemplate, type SplitTemplate } from "../../domain/splits";
import { nowIso } from "../../domain/time";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { requireLiveProperty } from "../../http/references";
import type * as routes from "./routes";
import type { BuiltinRuleOut, Rule, RuleCreate } from "./schemas";

const notFound = (id: string) => ApiError.notFound(`Rule ${id} not found`);

function toRule(rule: StoredRule): Rule {
  const { amount_min_cents, amount_max_cents, set_split, ...rest } = rule;
  return {
    ...rest,
    amount_min: amount_min_cents === null ? null : centsToMoney(amount_min_cents),
    amount_max: amount_max_cents === null ? null : centsToMoney(amount_max_cents),
    set_split:
      set_split?.map((part) => ({
        category: part.category,
        property_id: part.property_id ?? null,
        description: part.description ?? null,
        amount: part.amount_cents == null ? null : centsToMoney(part.amount_cents),
        percent: part.percent ?? null,
      })) ?? null,
  };
}

/** A template as sent, in cents. */
const templateOf = (parts: NonNullable<RuleCreate["set_split"]>): SplitTemplate =>
  parts.map((part) => ({ category: part.category, property_id: part.property_id ?? null, description: part.description ?? null, amount_cents: part.amount == null ? null : moneyToCents(part.amount), percent: part.percent ?? null }));

/** The stored fields after a request: the fields it sent (null clears one) over the current ones. */
function fieldsOf(body: RuleCreate, current?: StoredRule): RuleFields {
  const pick = <K extends keyof RuleCreate>(key: K, stored: unknown) => (body[key] === undefined ? (stored ?? null) : body[key]);
  const cents = (amount: string | null) => (amount === null ? null : moneyToCents(amount));
  const fields: RuleFields = {
    name: pick("name", current?.name) as string | null,
    match_text: pick("match_text", current?.match_text) as string | null,
    match_mode: body.match_mode ?? current?.match_mode ?? "contains",
    amount_min_cents: body.amount_min === undefined ? (current?.amount_min_cents ?? null) : cents(body.amount_min),
    amount_max_cents: body.amount_max === undefined ? (current?.amount_max_cents ?? null) : cents(body.amount_max),
    direction: pick("direction", current?.direction) as RuleFields["direction"],
    source_account: pick("source_account", current?.source_account) as string | null,
    set_category: pick("set_category", current?.set_category) as string | null,
    set_property_id: pick("set_property_id", current?.set_property_id) as string | null,
    set_counterparty: pick("set_counterparty", current?.set_counterparty) as string | null,
    set_split: body.set_split === undefined ? (current?.set_split ?? null) : body.set_split === null ? null : templateOf(body.set_split),
  };
  const problem = ruleProblem(fields);
  if (problem) throw ApiError.invalidField(["body", problem.field], problem.message);
  return fields;
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const rules = await listRules(getDb(c.env.DB));
  return c.json({ items: rules.map(toRule), total: rules.length, limit: MAX_RULES }, 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { id } = c.req.valid("param");
  const rule = await findRule(getDb(c.env.DB), id);
  if (!rule) throw notFound(id);
  return c.json(toRule(rule), 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  const fields = fieldsOf(body);
  if ((await countRules(db)) >= MAX_RULES) throw ApiError.invalidField(["body"], `a company keeps at most ${MAX_RULES} rules; delete or merge some first`);
  await requireLiveProperty(db, fields.set_property_id);
  for (const part of body.set_split ?? []) await requireLiveProperty(db, part.property_id);
  return c.json(toRule(await insertRule(db, newId(), fields, nowIso(), body.position)), 201);
};

export const patch: AppRouteHandler<typeof routes.patch> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  const current = await findRule(db, id);
  if (!current) throw notFound(id);
  const fields = fieldsOf(body, current);
  if (body.set_property_id) await requireLiveProperty(db, body.set_property_id);
  for (const part of body.set_split ?? []) await requireLiveProperty(db, part.property_id);
  const updated = await updateRule(db, id, fields, nowIso());
  if (!updated) throw notFound(id);
  if (body.position !== undefined) await moveRule(db, id, body.position);
  return c.json(toRule((await findRule(db, id)) ?? updated), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid("param");
  if (!(await deleteRule(getDb(c.env.DB), id))) throw notFound(id);
  return c.json({ success: true as const, data: { id } }, 200);
};

export const apply: AppRouteHandler<typeof routes.apply> = async (c) => {
  const { transaction_ids, dry_run } = c.req.valid("json");
  const db = getDb(c.env.DB);
  const rules = (await listRules(db)).map(compileRule);
  const rows = await rowsToApply(db, transaction_ids ? { ids: transaction_ids } : { uncategorized: true }, MAX_APPLY_ROWS);
  const waiting = transaction_ids ? rows.length : await countUncategorized(db);
  const live = await liveProperties(db, [...new Set(rules.map(({ rule }) => rule.set_property_id).filter((id): id is string => id !== null))]);
  const matched = rows.flatMap((row) => {
    const rule = firstMatchingRule(rules, { description: row.description, amount_cents: row.amountCents, transaction_type: row.transactionType, source_account: row.sourceAccount });
    if (!rule) return [];
    const propertyId = row.propertyId ?? (rule.set_property_id && live.has(rule.set_property_id) ? rule.set_property_id : null);
    // A whole line the rule's template fits is booked as its parts, as an import books it; one it does not fit is categorised whole.
    const template = rule.set_split && row.splitOf === null ? partsFromTemplate(rule.set_split, { amount_cents: row.amountCents, transaction_type: row.transactionType, description: row.description, property_id: propertyId }) : undefined;
    const parts = template && "parts" in template && template.parts.length > 1 ? template.parts : undefined;
    const category = parts ? parts[0]!.category : (rule.set_category ?? row.category);
    const counterparty = rule.set_counterparty ?? (typeof row.extraMetadata.counterparty === "string" ? row.extraMetadata.counterparty : null);
    const settles = (rule.set_category !== null || parts !== undefined) && row.extraMetadata.uncategorized !== undefined;
    if (!parts && category === row.category && propertyId === row.propertyId && counterparty === (row.extraMetadata.counterparty ?? null) && !settles) return [];
    const change = {
      transaction_id: row.id,
      transaction_date: row.transactionDate,
      amount: centsToMoney(row.amountCents),
      transaction_type: row.transactionType,
      description: row.description,
      rule_id: rule.id,
      rule_name: rule.name,
      category: { from: row.category, to: category },
      property_id: { from: row.propertyId, to: parts ? parts[0]!.property_id : propertyId },
      counterparty,
      split: parts?.map((part) => ({ amount: centsToMoney(part.amount_cents), category: part.category, property_id: part.property_id, description: part.description })) ?? null,
      split_problem: template && "problem" in template ? template.problem : null,
    };
    return [{ change, match: { transactionId: row.id, ruleId: rule.id, ...(parts ? { split: { row, parts } } : {}) } }];
  });
  const changes = matched.map(({ change }) => change);
  let applied = 0;
  let runId: string | null = null;
  if (!dry_run && changes.length > 0) {
    runId = newId();
    applied = await applyRuleRun(db, runId, matched.map(({ match }) => match), nowIso());
  }
  return c.json({ dry_run, considered: rows.length, changes, applied, remaining: Math.max(0, waiting - rows.length), run_id: runId }, 200);
};

export const undo: AppRouteHandler<typeof routes.undo> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const run = await findRuleRun(db, id);
  if (!run) throw ApiError.notFound(`Rule run ${id} not found`);
  if (run.undone_at !== null) throw new ApiError(409, `Rule run ${id} was already undone at ${run.undone_at}`);
  const restored = await undoRuleRun(db, run, nowIso());
  return c.json({ run_id: id, restored, kept: run.rows - restored }, 200);
};

/** A built-in guess as a company left it. */
function toBuiltin(rule: BuiltinRule, position: number, setting: BuiltinSetting | undefined): BuiltinRuleOut {
  return {
    key: rule.key,
    label: rule.label,
    matches: patternWords(rule.pattern),
    direction: categoryInfo(rule.category)!.type === "REVENUE" ? "in" : "out",
    category: setting?.set_category ?? rule.category,
    default_category: rule.category,
    enabled: setting?.enabled ?? true,
    edited: setting !== undefined,
    position,
  };
}

export const builtinList: AppRouteHandler<typeof routes.builtinList> = async (c) => {
  const settings = new Map((await listBuiltinSettings(getDb(c.env.DB))).map((setting) => [setting.key, setting]));
  const items = DEFAULT_RULES.map((rule, i) => toBuiltin(rule, i + 1, settings.get(rule.key)));
  return c.json({ items, total: items.length }, 200);
};

export const builtinPatch: AppRouteHandler<typeof routes.builtinPatch> = async (c) => {
  const { key } = c.req.valid("param");
  const body = c.req.valid("json");
  const at = DEFAULT_RULES.findIndex((candidate) => candidate.key === key);
  const rule = DEFAULT_RULES[at];
  if (!rule) throw ApiError.notFound(`No built-in guess '${key}' (GET /api/v1/rules/builtin lists them)`);
  const db = getDb(c.env.DB);
  const current = (await listBuiltinSettings(db)).find((setting) => setting.key === key);
  const category = body.category === undefined ? (current?.set_category ?? null) : body.category;
  if (category !== null) {
    const problem = builtinCategoryProblem(rule, category);
    if (problem) throw ApiError.invalidField(["body", "category"], problem);
  }
  // Its own category is no change.
  const setting: BuiltinSetting = { key, enabled: body.enabled ?? current?.enabled ?? true, set_category: category === rule.category ? null : category };
  const asShipped = setting.enabled && setting.set_category === null;
  await saveBuiltinSetting(db, setting, asShipped, nowIso());
  return c.json(toBuiltin(rule, at + 1, asShipped ? undefined : setting), 200);
};

export const builtinReset: AppRouteHandler<typeof routes.builtinReset> = async (c) => {
  return c.json({ reset: await resetBuiltinSettings(getDb(c.env.DB)) }, 200);
};
