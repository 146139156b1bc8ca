import { describe, expect, it } from "vitest";
import { CATEGORY_VALUES, categoryInfo } from "../../src/domain/categories";
import { builtinCategoryProblem, categorize, DEFAULT_RULES, effectiveDefaults, patternWords, type CategoryRule } from "../../src/domain/categorize";

describe("DEFAULT_RULES", () => {
  it("names only categories that exist", () => {
    for (const rule of DEFAULT_RULES) expect(CATEGORY_VALUES, String(rule.pattern)).toContain(rule.category);
  });

  it("cover both directions", () => {
    const types = new Set(DEFAULT_RULES.map((r) => categoryInfo(r.category)?.type));
    expect(types).toEqual(new Set(["REVENUE", "EXPENSE"]));
  });
});

describe("categorize", () => {
  it.each([
    ["XCEL ENERGY PAYMENT 0412", "expense:utilities:electricity"],
    ["MONTHLY SERVICE FEE", "expense:bank_fees"],
    ["COLORADO SECRETARY OF STATE PERIODIC REPORT", "expense:licenses_permits"],
    ["Duke Energy Progress autopay", "expense:utilities:electricity"],
    ["COMCAST CABLE COMM", "expense:utilities:internet"],
    ["Xfinity Internet 5521", "expense:utilities:internet"],
    ["Atmos Energy natural gas", "expense:utilities:gas"],
    ["DENVER WATER BILL PAY", "expense:utilities:water"],
    ["BRIGHTWATER CPA TAX PREP", "expense:legal_professional"],
    ["City Waterworks", "expense:utilities:water"],
    ["Metro Wastewater Reclamation", "expense:utilities:sewer"],
    ["City Sewer Service", "expense:utilities:sewer"],
    ["WASTE MANAGEMENT #123", "expense:utilities:trash"],
    ["THE HOME DEPOT #1534", "expense:maintenance:repairs"],
    ["LOWES #00231", "expense:maintenance:repairs"],
    ["Lowe's Home Centers", "expense:maintenance:repairs"],
    ["Joe's Electrician Services", "expense:maintenance:repairs"],
    ["Sparkle Cleaning Co - turnover", "expense:maintenance:cleaning"],
    ["Merry Maids", "expense:maintenance:cleaning"],
    ["GreenCut Lawn Care", "expense:maintenance:landscaping"],
    ["Orkin pest control", "expense:maintenance:pest_control"],
    ["Snow removal - Jan", "expense:maintenance:snow_removal"],
    ["STATE FARM INSURANCE", "expense:insurance"],
    ["Allstate premium", "expense:insurance"],
    ["ARAPAHOE COUNTY TREASURER", "expense:property_tax"],
    ["Property tax 2nd half", "expense:property_tax"],
    ["ROCKET MORTGAGE PMT", "expense:mortgage_interest"],
    ["Mortgage interest charge", "expense:mortgage_interest"],
    ["Card interest charge", "expense:other_interest"],
    ["Highlands HOA dues", "expense:hoa_fees"],
    ["Homeowners Association Q2", "expense:hoa_fees"],
    ["ABC Property Management fee", "expense:property_management"],
    ["AIRBNB PAYMENTS host fee", "expense:platform_fees"],
    ["Kitchen remodel deposit", "expense:capital_improvement"],
    ["Smith & Co CPA", "expense:legal_professional"],
    ["Zillow rental listing", "expense:advertising"],
    ["PriceLabs subscription", "expense:software_subscriptions"],
    ["Microsoft Excel subscription", "expense:software_subscriptions"],
    ["City STR permit renewal", "expense:licenses_permits"],
    ["Gusto payroll", "expense:wages"],
    ["SHELL OIL 5743", "expense:travel"],
    ["Monthly maintenance fee", "expense:bank_fees"],
    ["AMAZON MKTPLACE PMTS", "expense:supplies"],
  ])("files the debit %j under %s", (description, category) => {
    expect(categorize(description, "EXPENSE")).toBe(category);
  });

  it.each([
    ["AIRBNB PAYMENTS 8842", "revenue:rental_income"],
    ["VRBO payout", "revenue:rental_income"],
    ["Zelle from J Smith - rent May", "revenue:long_term_rental"],
    ["Tenant payment unit B", "revenue:long_term_rental"],
    ["Late fee - unit B", "revenue:late_fees"],
    ["Late charge plus rent", "revenue:late_fees"],
    ["Pet fee Max", "revenue:pet_fees"],
    ["Deposit retained for damage", "revenue:security_deposit_forfeited"],
    ["Cleaning fee collected", "revenue:cleaning_fees"],
    ["Utility reimbursement - water", "revenue:utility_reimbursements"],
  ])("files the credit %j under %s", (description, category) => {
    expect(categorize(description, "REVENUE")).toBe(category);
  });

  it("reads Airbnb by direction: a credit is a payout, a debit is the host fee", () => {
    expect(categorize("AIRBNB 4432", "REVENUE")).toBe("revenue:rental_income");
    expect(categorize("AIRBNB 4432", "EXPENSE")).toBe("expense:platform_fees");
  });

  it("never gives a debit a revenue category or a credit an expense one", () => {
    expect(categorize("Late fee", "EXPENSE")).toBeUndefined();
    expect(categorize("STATE FARM INSURANCE refund", "REVENUE")).toBeUndefined();
    expect(categorize("Cleaning fee", "EXPENSE")).toBe("expense:maintenance:cleaning");
  });

  it("does not match inside unrelated words", () => {
    expect(categorize("Please release hold", "REVENUE")).toBeUndefined();
    expect(categorize("Current account transfer", "REVENUE")).toBeUndefined();
    expect(categorize("Electrical contractor", "EXPENSE")).toBe("expense:maintenance:repairs");
  });

  it("leaves what it does not recognise uncategorised", () => {
    expect(categorize("", "EXPENSE")).toBeUndefined();
    expect(categorize("Transfer to savings", "EXPENSE")).toBeUndefined();
    expect(categorize("Mobile deposit", "REVENUE")).toBeUndefined();
  });

  it("takes the first matching rule, and accepts custom rules", () => {
    const rules: CategoryRule[] = [
      { pattern: /acme/i, category: "expense:other" },
      { pattern: /acme/i, category: "expense:supplies" },
    ];
    expect(categorize("ACME corp", "EXPENSE", rules)).toBe("expense:other");
    expect(categorize("ACME corp", "REVENUE", rules)).toBeUndefined();
    expect(categorize("ACME corp", "EXPENSE", [])).toBeUndefined();
  });

  it("ignores a custom rule whose category does not exist", () => {
    const rules: CategoryRule[] = [
      { pattern: /acme/i, category: "expense:nope" },
      { pattern: /acme/i, category: "expense:supplies" },
    ];
    expect(categorize("ACME", "EXPENSE", rules)).toBe("expense:supplies");
  });

  it("answers the same every time, even for a rule with the global flag", () => {
    const rules: CategoryRule[] = [{ pattern: /acme/gi, category: "expense:supplies" }];
    for (let i = 0; i < 3; i++) expect(categorize("ACME ACME", "EXPENSE", rules)).toBe("expense:supplies");
  });
});

describe("the built-in guesses as editable defaults", () => {
  it("each has its own key and a category of ours", () => {
    expect(new Set(DEFAULT_RULES.map((rule) => rule.key)).size).toBe(DEFAULT_RULES.length);
    for (const rule of DEFAULT_RULES) expect(categoryInfo(rule.category), rule.key).toBeDefined();
  });

  it("spells out the words a pattern matches: alternatives, optional parts, no word edges or lookaheads", () => {
    expect(patternWords(/late (fee|charge)/i)).toEqual(["late fee", "late charge"]);
    expect(patternWords(/\brent(al)?\b|tenant/i)).toEqual(["rental", "rent", "tenant"]);
    expect(patternWords(/electric(?!ian|al)|pg&e/i)).toEqual(["electric", "pg&e"]);
    expect(patternWords(/mr\.? cooper|(?:snow)plow/i)).toEqual(["mr. cooper", "mr cooper", "snowplow"]);
    // Every guess reads as words a person recognises: none is empty or holds regex syntax.
    for (const rule of DEFAULT_RULES) {
      const words = patternWords(rule.pattern);
      expect(words.length, rule.key).toBeGreaterThan(0);
      for (const word of words) expect(word, rule.key).not.toMatch(/[\\()|?*+[\]]/);
    }
  });

  it("leaves out a guess turned off and books a changed category in its place", () => {
    const asShipped = effectiveDefaults([]);
    expect(asShipped).toHaveLength(DEFAULT_RULES.length);
    expect(categorize("HOME DEPOT #1517", "EXPENSE", asShipped)).toBe("expense:maintenance:repairs");
    const changed = effectiveDefaults([{ key: "repairs", enabled: true, set_category: "expense:supplies" }]);
    expect(categorize("HOME DEPOT #1517", "EXPENSE", changed)).toBe("expense:supplies");
    const off = effectiveDefaults([{ key: "repairs", enabled: false, set_category: null }]);
    expect(off).toHaveLength(DEFAULT_RULES.length - 1);
    expect(categorize("HOME DEPOT #1517", "EXPENSE", off)).toBeUndefined();
    // Another guess further down still answers for its own words.
    expect(categorize("DENVER WATER", "EXPENSE", off)).toBe("expense:utilities:water");
  });

  it("refuses a category of the other direction or one that does not exist", () => {
    const repairs = DEFAULT_RULES.find((rule) => rule.key === "repairs")!;
    expect(builtinCategoryProblem(repairs, "expense:supplies")).toBeNull();
    expect(builtinCategoryProblem(repairs, "revenue:rental_income")).toContain("must be EXPENSE");
    expect(builtinCategoryProblem(repairs, "expense:nope")).toContain("unknown category");
  });
});
