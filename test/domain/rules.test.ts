import { describe, expect, it } from "vitest";
import { compileRule, firstMatchingRule, type SavedRule } from "../../src/domain/rules";

const rule = (overrides: Partial<SavedRule>): SavedRule => ({
  id: overrides.id ?? "r",
  name: null,
  match_text: null,
  match_mode: "contains",
  amount_min_cents: null,
  amount_max_cents: null,
  direction: null,
  source_account: null,
  set_category: null,
  set_property_id: null,
  set_counterparty: null,
  set_split: null,
  ...overrides,
});
const out = (description: string, amount_cents = 1000, source_account: string | null = null) => ({ description, amount_cents, transaction_type: "EXPENSE" as const, source_account });

describe("saved rules", () => {
  it("matches text anywhere, or as whole words, ignoring case and spacing", () => {
    const contains = compileRule(rule({ match_text: "gas" }));
    const word = compileRule(rule({ match_text: "gas", match_mode: "word" }));
    expect(contains.matches(out("VEGAS HOTEL"))).toBe(true);
    expect(word.matches(out("VEGAS HOTEL"))).toBe(false);
    expect(word.matches(out("NW NATURAL GAS-4411"))).toBe(true);
    expect(compileRule(rule({ match_text: "home  depot", match_mode: "word" })).matches(out("THE HOME DEPOT #1517"))).toBe(true);
    // Text with regex characters is plain text.
    expect(compileRule(rule({ match_text: "sq *green", match_mode: "word" })).matches(out("SQ *GREENLEAF"))).toBe(false);
    expect(compileRule(rule({ match_text: "sq *green" })).matches(out("SQ *GREENLEAF"))).toBe(true);
  });

  it("holds every condition given: amount range (inclusive), direction, account, and the category's direction", () => {
    const ranged = compileRule(rule({ amount_min_cents: 1000, amount_max_cents: 2000 }));
    expect([999, 1000, 2000, 2001].map((cents) => ranged.matches(out("x", cents)))).toEqual([false, true, true, false]);
    expect(compileRule(rule({ direction: "in" })).matches(out("x"))).toBe(false);
    expect(compileRule(rule({ source_account: "Card ...1234" })).matches(out("x", 1, " card ...1234"))).toBe(true);
    expect(compileRule(rule({ source_account: "Card ...1234" })).matches(out("x", 1, null))).toBe(false);
    expect(compileRule(rule({ match_text: "x", set_category: "revenue:other" })).matches(out("x"))).toBe(false);
  });

  it("answers the first rule in order that matches", () => {
    const rules = [rule({ id: "a", match_text: "zelle", amount_min_cents: 5000 }), rule({ id: "b", match_text: "zelle" })].map(compileRule);
    expect(firstMatchingRule(rules, out("ZELLE TO BOB", 6000))?.id).toBe("a");
    expect(firstMatchingRule(rules, out("ZELLE TO BOB", 100))?.id).toBe("b");
    expect(firstMatchingRule(rules, out("CHECK 101"))).toBeUndefined();
  });
});
