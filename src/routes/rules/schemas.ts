import { z } from "@hono/zod-openapi";
import { MAX_APPLY_ROWS, MAX_RULES } from "../../db/rules";
import { CATEGORY_VALUES } from "../../domain/categories";
import { Money, MoneyOut, Timestamp, Uuid } from "../../http/schemas";

const Category = z.enum(CATEGORY_VALUES, { error: "Unknown category: GET /api/v1/transactions/categories lists the valid values" }).openapi({ example: "expense:utilities:electricity" });
const RULE_EXAMPLE = {
  id: "019a8f50-2b3c-7d4e-8f50-6a7b8c9d0e1f",
  position: 1,
  name: "Power bill",
  match_text: "xcel energy",
  match_mode: "contains" as const,
  amount_min: null,
  amount_max: null,
  direction: "out" as const,
  source_account: null,
  set_category: "expense:utilities:electricity",
  set_property_id: null,
  set_counterparty: "Xcel Energy",
  set_split: null,
  created_at: "2026-11-21T14:26:34.123Z",
  updated_at: "2026-11-21T14:26:34.123Z",
};

const Text = (max: number) => z.string().trim().min(1).max(max);

const Percent = z.string().regex(/^\d{1,2}(\.\d{1,4})?$/, { error: 'Input should be a percentage below 100 such as "3" or "12.5"' });

const SplitTemplatePartInput = z
  .strictObject({
    category: Category,
    property_id: Uuid.nullable().optional().openapi({ description: "Omit for the line's property" }),
    description: Text(1000).nullable().optional().openapi({ description: "Omit for the line's description" }),
    amount: Money.nullable().optional().openapi({ description: "A fixed amount of the line" }),
    percent: Percent.nullable().optional().openapi({ description: "A percentage of the line's amount, rounded half up to the cent" }),
  })
  .openapi("SplitTemplatePart", { description: "A part of a fixed amount, a percentage, or (neither) the remainder: exactly one part of a template takes the remainder" });

const SplitTemplatePartOut = z.object({
  category: z.string(),
  property_id: z.string().nullable(),
  description: z.string().nullable(),
  amount: MoneyOut.nullable(),
  percent: z.string().nullable(),
});

/** What a rule matches and sets; every field optional, and null clears it on a PATCH. */
const RuleFieldsSchema = z.strictObject({
  name: Text(120).nullable().optional().openapi({ description: "A label for the rule" }),
  match_text: Text(200).nullable().optional().openapi({ description: "Text the description must hold (case ignored)", example: "xcel" }),
  match_mode: z.enum(["contains", "word"]).optional().openapi({ description: "`contains`: anywhere in the description (default); `word`: as whole words" }),
  amount_min: Money.nullable().optional().openapi({ description: "Smallest amount matched, sign left out (inclusive)" }),
  amount_max: Money.nullable().optional().openapi({ description: "Largest amount matched, sign left out (inclusive)" }),
  direction: z.enum(["in", "out"]).nullable().optional().openapi({ description: "Money in (revenue) or out (expense)" }),
  source_account: Text(120).nullable().optional().openapi({ description: "The row's source account, compared whole (case ignored)" }),
  set_category: Category.nullable().optional(),
  set_property_id: Uuid.nullable().optional().openapi({ description: "A live property; set only on rows that have none" }),
  set_counterparty: Text(120).nullable().optional().openapi({ description: "Kept as extra_metadata.counterparty" }),
  set_split: z
    .array(SplitTemplatePartInput)
    .min(2)
    .max(20)
    .nullable()
    .optional()
    .openapi({
      description: "A split template: an imported line the rule matches is booked as these parts (PUT /transactions/{id}/split), e.g. a mortgage payment as fixed escrow and interest with the principal as the remainder; a line the template does not fit is booked whole",
      example: [{ category: "expense:insurance", amount: "120.00" }, { category: "expense:mortgage_interest", amount: "610.00" }, { category: "expense:mortgage_principal" }],
    }),
});

export const RuleCreateSchema = RuleFieldsSchema.extend({
  position: z.number().int().min(1).optional().openapi({ description: "1-based place in the order (first match wins); last when left out" }),
}).openapi("RuleCreate", { example: { name: "Power bill", match_text: "xcel energy", direction: "out", set_category: "expense:utilities:electricity" } });

export const RuleUpdateSchema = RuleCreateSchema.openapi("RuleUpdate", { example: { position: 1 } });

export const RuleSchema = z
  .object({
    id: z.string(),
    position: z.number().int(),
    name: z.string().nullable(),
    match_text: z.string().nullable(),
    match_mode: z.enum(["contains", "word"]),
    amount_min: MoneyOut.nullable(),
    amount_max: MoneyOut.nullable(),
    direction: z.enum(["in", "out"]).nullable(),
    source_account: z.string().nullable(),
    set_category: z.string().nullable(),
    set_property_id: z.string().nullable(),
    set_counterparty: z.string().nullable(),
    set_split: z.array(SplitTemplatePartOut).nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi("Rule", { example: RULE_EXAMPLE });

export const RuleListSchema = z.object({ items: z.array(RuleSchema), total: z.number().int(), limit: z.number().int().openapi({ description: `At most ${MAX_RULES} rules` }) }).openapi("RuleList", { example: { items: [RULE_EXAMPLE], total: 1, limit: MAX_RULES } });

export const RuleApplySchema = z
  .strictObject({
    transaction_ids: z.array(Uuid).min(1).max(MAX_APPLY_ROWS).optional().openapi({ description: "The rows to apply the rules to; when left out, the transactions waiting for a category" }),
    dry_run: z.boolean().default(true).openapi({ description: "Preview what would change (the default); false applies it" }),
  })
  .openapi("RuleApply", { example: { dry_run: true } });

const RuleChange = z.object({
  transaction_id: z.string(),
  transaction_date: z.string(),
  amount: MoneyOut,
  transaction_type: z.enum(["REVENUE", "EXPENSE"]),
  description: z.string(),
  rule_id: z.string(),
  rule_name: z.string().nullable(),
  category: z.object({ from: z.string(), to: z.string() }),
  property_id: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  counterparty: z.string().nullable(),
  split: z
    .array(z.object({ amount: MoneyOut, category: z.string(), property_id: z.string().nullable(), description: z.string() }))
    .nullable()
    .openapi({ description: "The parts the rule's split template books the line as (the row becomes the first); null when it is categorised whole" }),
  split_problem: z.string().nullable().openapi({ description: "Why the rule's split template does not fit the line, which is then categorised whole" }),
});

export const RuleApplyResultSchema = z
  .object({
    dry_run: z.boolean(),
    considered: z.number().int().openapi({ description: "Rows looked at" }),
    changes: z.array(RuleChange).openapi({ description: "Every row a rule changes (or would change), with what changes" }),
    applied: z.number().int().openapi({ description: "Rows changed (0 in a dry run)" }),
    remaining: z.number().int().openapi({ description: `Rows waiting for a category beyond the ${MAX_APPLY_ROWS} one request looks at; apply again for them` }),
    run_id: z.string().nullable().openapi({ description: "What POST /api/v1/rules/runs/{id}/undo takes to put the rows back" }),
  })
  .openapi("RuleApplyResult", {
    example: {
      dry_run: true,
      considered: 2,
      changes: [
        {
          transaction_id: "019a8f40-1a2b-7c3d-8e4f-5a6b7c8d9e0f",
          transaction_date: "2025-07-03",
          amount: "86.40",
          transaction_type: "EXPENSE",
          description: "XCEL ENERGY PAYMENT",
          rule_id: RULE_EXAMPLE.id,
          rule_name: RULE_EXAMPLE.name,
          category: { from: "expense:other", to: "expense:utilities:electricity" },
          property_id: { from: null, to: null },
          counterparty: "Xcel Energy",
          split: null,
          split_problem: null,
        },
      ],
      applied: 0,
      remaining: 0,
      run_id: null,
    },
  });

export const RuleRunUndoneSchema = z
  .object({
    run_id: z.string(),
    restored: z.number().int().openapi({ description: "Rows put back as they were" }),
    kept: z.number().int().openapi({ description: "Rows changed since the apply, which keep their change" }),
  })
  .openapi("RuleRunUndone", { example: { run_id: "019a8f51-3c4d-7e5f-9061-7b8c9d0e1f20", restored: 12, kept: 1 } });

export type RuleCreate = z.infer<typeof RuleCreateSchema>;
export type RuleUpdate = z.infer<typeof RuleUpdateSchema>;
export type Rule = z.infer<typeof RuleSchema>;

const BUILTIN_EXAMPLE = {
  key: "late-fees",
  label: "Late fees",
  matches: ["late fee", "late charge"],
  direction: "in" as const,
  category: "revenue:late_fees",
  default_category: "revenue:late_fees",
  enabled: true,
  edited: false,
  position: 1,
};

export const BuiltinRuleSchema = z
  .object({
    key: z.string().openapi({ description: "The guess's stable name" }),
    label: z.string(),
    matches: z.array(z.string()).openapi({ description: "The words in a bank line's description it recognises (case ignored)" }),
    direction: z.enum(["in", "out"]).openapi({ description: "It only ever guesses for money in, or only for money out" }),
    category: z.string().openapi({ description: "The category it books now" }),
    default_category: z.string().openapi({ description: "The category it books as shipped" }),
    enabled: z.boolean(),
    edited: z.boolean().openapi({ description: "True when the company turned it off or changed its category" }),
    position: z.number().int().openapi({ description: "Its place among the guesses, which are tried in this order after the saved rules" }),
  })
  .openapi("BuiltinRule", { example: BUILTIN_EXAMPLE });

export const BuiltinRuleListSchema = z.object({ items: z.array(BuiltinRuleSchema), total: z.number().int() }).openapi("BuiltinRuleList", { example: { items: [BUILTIN_EXAMPLE], total: 1 } });

export const BuiltinRuleUpdateSchema = z
  .strictObject({
    enabled: z.boolean().optional().openapi({ description: "False turns the guess off" }),
    category: Category.nullable().optional().openapi({ description: "A category of the guess's own direction; null puts back its own" }),
  })
  .openapi("BuiltinRuleUpdate", { example: { category: "expense:maintenance:repairs" } });

export const BuiltinKeyParams = z.object({ key: z.string().min(1).max(60).openapi({ param: { name: "key", in: "path" }, example: "late-fees" }) });

export const BuiltinResetSchema = z.object({ reset: z.number().int().openapi({ description: "How many guesses had been changed" }) }).openapi("BuiltinRulesReset", { example: { reset: 2 } });

export type BuiltinRuleOut = z.infer<typeof BuiltinRuleSchema>;
