import { categoryInfo, type TransactionType } from "./categories";
import { escapeRegExp } from "./regexp";
import { templateProblem, type SplitTemplate } from "./splits";

/**
 * A saved categorisation rule: what it matches (every condition given must hold) and what it sets.
 * Rules are ordered and the first match wins, before the built-in guesses of `categorize`.
 */
export interface SavedRule {
  id: string;
  name: string | null;
  /** Text of the description; `contains` anywhere, or `word` as whole words. Case is ignored. */
  match_text: string | null;
  match_mode: "contains" | "word";
  /** Bounds on the amount in cents, the sign left out; inclusive. */
  amount_min_cents: number | null;
  amount_max_cents: number | null;
  /** Money in or out. */
  direction: "in" | "out" | null;
  /** The row's source account, compared whole, case ignored. */
  source_account: string | null;
  set_category: string | null;
  set_property_id: string | null;
  set_counterparty: string | null;
  /** Books a matching line as parts (domain/splits.ts) at import. */
  set_split: SplitTemplate | null;
}

/** What a rule is tried against. */
export interface RuleSubject {
  description: string;
  /** Positive cents. */
  amount_cents: number;
  transaction_type: TransactionType;
  source_account: string | null;
}


/** A rule's description test, built once per rule. */
function textTest(rule: SavedRule): (description: string) => boolean {
  const text = rule.match_text?.trim();
  if (!text) return () => true;
  if (rule.match_mode === "word") {
    // Whole words: the text is neither preceded nor followed by a letter or digit.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, "iu");
    return (description) => pattern.test(description);
  }
  // Spacing is not meaning: "HOME  DEPOT" holds "home depot".
  const squeeze = (value: string) => value.toLowerCase().replace(/\s+/g, " ");
  const needle = squeeze(text);
  return (description) => squeeze(description).includes(needle);
}

/** A rule made ready to test many rows. */
export interface CompiledRule {
  rule: SavedRule;
  matches(subject: RuleSubject): boolean;
}

export function compileRule(rule: SavedRule): CompiledRule {
  const text = textTest(rule);
  const categoryType = rule.set_category ? categoryInfo(rule.set_category)?.type : undefined;
  const account = rule.source_account?.trim().toLowerCase() || null;
  return {
    rule,
    matches(subject) {
      const direction = subject.transaction_type === "REVENUE" ? "in" : "out";
      if (rule.direction !== null && rule.direction !== direction) return false;
      // A category of the other direction never fits the row, as with the built-in guesses.
      if (categoryType !== undefined && categoryType !== subject.transaction_type) return false;
      if (rule.amount_min_cents !== null && subject.amount_cents < rule.amount_min_cents) return false;
      if (rule.amount_max_cents !== null && subject.amount_cents > rule.amount_max_cents) return false;
      if (account !== null && (subject.source_account ?? "").trim().toLowerCase() !== account) return false;
      return text(subject.description);
    },
  };
}

/** The first rule (in order) that matches, or undefined. */
export function firstMatchingRule(rules: readonly CompiledRule[], subject: RuleSubject): SavedRule | undefined {
  return rules.find((compiled) => compiled.matches(subject))?.rule;
}

/** Why a rule cannot be saved, or null: it must match on something and set something, with a known category and a sane range. */
export function ruleProblem(rule: Omit<SavedRule, "id">): { field: string; message: string } | null {
  const matchesOn = Boolean(rule.match_text?.trim()) || rule.amount_min_cents !== null || rule.amount_max_cents !== null || rule.direction !== null || Boolean(rule.source_account?.trim());
  if (!matchesOn) return { field: "match_text", message: "a rule must match on something: description text, an amount, the direction or the source account" };
  if (rule.set_category === null && rule.set_property_id === null && rule.set_counterparty === null && rule.set_split === null) {
    return { field: "set_category", message: "a rule must set something: a category, a property, a counterparty or a split" };
  }
  if (rule.set_split !== null) {
    const problem = templateProblem(rule.set_split);
    if (problem) return { field: "set_split", message: problem };
  }
  if (rule.set_category !== null) {
    const info = categoryInfo(rule.set_category);
    if (!info) return { field: "set_category", message: `unknown category '${rule.set_category}' (GET /api/v1/transactions/categories lists them)` };
    const expected = rule.direction === null ? null : rule.direction === "in" ? "REVENUE" : "EXPENSE";
    if (expected !== null && info.type !== expected) return { field: "set_category", message: `category ${rule.set_category} is ${info.type}, but the rule matches money ${rule.direction}` };
  }
  if (rule.amount_min_cents !== null && rule.amount_max_cents !== null && rule.amount_min_cents > rule.amount_max_cents) {
    return { field: "amount_max", message: "amount_max must not be below amount_min" };
  }
  return null;
}
