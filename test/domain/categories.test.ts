import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  CATEGORY_GROUPS,
  CATEGORY_VALUES,
  categoriesMatching,
  categoryInfo,
  isCategoryOrGroup,
} from "../../src/domain/categories";

const SPEC_CATEGORIES = [
  "revenue:rental_income",
  "revenue:long_term_rental",
  "revenue:other",
  "expense:utilities:electricity",
  "expense:utilities:gas",
  "expense:utilities:water",
  "expense:utilities:internet",
  "expense:maintenance:repairs",
  "expense:maintenance:cleaning",
  "expense:property_management",
  "expense:insurance",
  "expense:property_tax",
];

// Names the transactions API, reports and CSV import refer to.
const REFERENCED_CATEGORIES = [
  "expense:platform_fees",
  "expense:mortgage_interest",
  "expense:hoa_fees",
  "expense:supplies",
  "expense:advertising",
  "expense:legal_professional",
  "expense:travel",
  "expense:bank_fees",
  "expense:capital_improvement",
  "revenue:cleaning_fees",
  "revenue:late_fees",
];

describe("the category list", () => {
  it("contains the 12 categories the spec names, spelled exactly", () => {
    for (const value of SPEC_CATEGORIES) expect(CATEGORY_VALUES, value).toContain(value);
  });

  it("contains the categories the rest of the service refers to", () => {
    for (const value of REFERENCED_CATEGORIES) expect(CATEGORY_VALUES, value).toContain(value);
  });

  it("has at least 30 categories, each value once", () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CATEGORY_VALUES).size).toBe(CATEGORIES.length);
    expect(CATEGORY_VALUES).toEqual(CATEGORIES.map((c) => c.value));
  });

  it("spells every value as lower-case type:segment[:segment]", () => {
    for (const { value } of CATEGORIES) expect(value).toMatch(/^(revenue|expense)(:[a-z][a-z0-9_]*){1,2}$/);
  });

  it("types every revenue:* as REVENUE and every expense:* as EXPENSE", () => {
    for (const c of CATEGORIES) expect(c.type, c.value).toBe(c.value.startsWith("revenue:") ? "REVENUE" : "EXPENSE");
  });

  it("derives the group by dropping the last segment", () => {
    expect(categoryInfo("expense:utilities:electricity")?.group).toBe("expense:utilities");
    expect(categoryInfo("expense:insurance")?.group).toBe("expense");
    expect(categoryInfo("revenue:rental_income")?.group).toBe("revenue");
    for (const c of CATEGORIES) expect(c.group, c.value).toBe(c.value.split(":").slice(0, -1).join(":"));
  });

  it("labels every category, and labels differ", () => {
    for (const c of CATEGORIES) expect(c.label.trim(), c.value).not.toBe("");
    expect(new Set(CATEGORIES.map((c) => c.label)).size).toBe(CATEGORIES.length);
    expect(categoryInfo("expense:utilities:electricity")?.label).toBe("Electricity");
  });

  it("gives income only to revenue and deductions only to expenses", () => {
    for (const c of CATEGORIES) {
      if (c.type === "REVENUE") expect(c.treatment, c.value).toBe("income");
      else expect(c.treatment, c.value).not.toBe("income");
    }
  });

  it("lists revenue before expenses, and keeps each group together", () => {
    const types = CATEGORIES.map((c) => c.type);
    expect(types.lastIndexOf("REVENUE")).toBeLessThan(types.indexOf("EXPENSE"));
    for (const group of ["expense:utilities", "expense:maintenance"]) {
      const at = CATEGORIES.flatMap((c, i) => (c.group === group ? [i] : []));
      expect(at.at(-1)! - at[0]! + 1, group).toBe(at.length);
    }
  });

  it("cannot be changed by a caller", () => {
    const info = categoryInfo("expense:insurance")!;
    expect(() => Object.assign(info, { label: "x" })).toThrow();
    expect(categoryInfo("expense:insurance")?.label).toBe("Insurance");
  });
});

describe("categoriesMatching", () => {
  const values = (q: string) => categoriesMatching(q).map((c) => c.value);

  it("matches an exact value", () => {
    expect(values("expense:insurance")).toEqual(["expense:insurance"]);
    expect(values("expense:utilities:gas")).toEqual(["expense:utilities:gas"]);
  });

  it("matches a group by whole segments, in display order", () => {
    expect(values("expense:utilities")).toEqual([
      "expense:utilities:electricity",
      "expense:utilities:gas",
      "expense:utilities:water",
      "expense:utilities:sewer",
      "expense:utilities:trash",
      "expense:utilities:internet",
    ]);
    expect(values("revenue")).toEqual(CATEGORIES.filter((c) => c.type === "REVENUE").map((c) => c.value));
    expect(values("expense")).toHaveLength(CATEGORIES.length - values("revenue").length);
  });

  it("never matches part of a segment", () => {
    expect(values("expense:utilitie")).toEqual([]);
    expect(values("expense:utilities:ga")).toEqual([]);
    expect(values("expense:insur")).toEqual([]);
    expect(values("rev")).toEqual([]);
  });

  it("returns nothing for unknown or malformed input", () => {
    for (const q of ["", ":", "expense:", "expense:utilities:", "EXPENSE:insurance", "expense::insurance", "unknown"]) expect(values(q), q).toEqual([]);
  });
});

describe("groups", () => {
  it("lists every prefix that has members, and only those", () => {
    expect(CATEGORY_GROUPS).toEqual(["revenue", "expense", "expense:maintenance", "expense:utilities"]);
    for (const g of CATEGORY_GROUPS) expect(categoriesMatching(g).length, g).toBeGreaterThan(0);
  });

  it("never makes a value also a group, so a filter means one thing", () => {
    for (const g of CATEGORY_GROUPS) expect(categoryInfo(g), g).toBeUndefined();
  });

  it("recognises values and groups, nothing else", () => {
    expect(isCategoryOrGroup("expense:utilities:gas")).toBe(true);
    expect(isCategoryOrGroup("expense:utilities")).toBe(true);
    expect(isCategoryOrGroup("revenue")).toBe(true);
    for (const q of ["expense:utilitie", "expense:", "", "expense:utilities:gas:x", "Revenue"]) expect(isCategoryOrGroup(q), q).toBe(false);
  });

  it("looks up a category by value, and nothing by a near miss", () => {
    expect(categoryInfo("expense:property_tax")).toMatchObject({ label: "Property tax", treatment: "deductible" });
    expect(categoryInfo("expense:property_tax ")).toBeUndefined();
    expect(categoryInfo("expense")).toBeUndefined();
  });
});
