import { describe, expect, it } from "vitest";
import { CATEGORIES, categoryInfo, FORM_LINES, taxLine, type TaxForm } from "../../src/domain/categories";

const FORMS: TaxForm[] = ["schedule_e", "form_8825"];
const line = (value: string, form: TaxForm) => categoryInfo(value)?.[form]?.line;

describe("tax lines", () => {
  it("gives every income and deductible category a line on both forms", () => {
    for (const c of CATEGORIES.filter((c) => c.treatment === "income" || c.treatment === "deductible")) {
      expect(c.schedule_e, c.value).not.toBeNull();
      expect(c.form_8825, c.value).not.toBeNull();
    }
  });

  it("names only lines that FORM_LINES lists for that form, with the same label and a matching kind, so a report drops nothing", () => {
    for (const form of FORMS) {
      for (const c of CATEGORIES) {
        const taxed = taxLine(c, form);
        if (!taxed) continue;
        const formLine = FORM_LINES[form].find((l) => l.line === taxed.line);
        expect(formLine, `${c.value} on ${form} line ${taxed.line}`).toBeDefined();
        expect(taxed.label).toBe(formLine?.label);
        expect(formLine?.kind, c.value).toBe(c.type === "REVENUE" ? "income" : "expense");
      }
    }
  });

  it("gives capitalized and non-deductible categories no line, and says why", () => {
    const off = CATEGORIES.filter((c) => c.treatment === "capitalized" || c.treatment === "not_deductible");
    expect(off.map((c) => c.value)).toContain("expense:capital_improvement");
    for (const c of off) {
      expect(c.schedule_e, c.value).toBeNull();
      expect(c.form_8825, c.value).toBeNull();
      expect(c.note?.length, c.value).toBeGreaterThan(10);
    }
    expect(categoryInfo("expense:capital_improvement")).toMatchObject({ treatment: "capitalized", type: "EXPENSE" });
    expect(categoryInfo("expense:capital_improvement")?.note).toMatch(/depreciated/);
  });

  it("has no line null except for capitalized or non-deductible categories", () => {
    for (const c of CATEGORIES) {
      const off = c.treatment === "capitalized" || c.treatment === "not_deductible";
      expect(c.schedule_e === null, c.value).toBe(off);
      expect(c.form_8825 === null, c.value).toBe(off);
    }
  });

  it("says what name an amount on an Other line is listed under", () => {
    for (const form of FORMS) {
      const other = form === "schedule_e" ? "19" : "17";
      for (const c of CATEGORIES.filter((c) => c[form]?.line === other)) expect(c.note, c.value).toContain(`"${c.label}"`);
    }
    expect(categoryInfo("expense:platform_fees")?.note).toContain('Listed as "Platform fees" under Other on Schedule E line 19 and Form 8825 line 17');
  });

  it("uses a FORM_LINES line for each line of the rental section that categories can reach", () => {
    for (const form of FORMS) {
      for (const l of FORM_LINES[form].filter((l) => l.kind !== "depreciation")) {
        expect(CATEGORIES.some((c) => c[form]?.line === l.line), `${form} line ${l.line} ${l.label}`).toBe(true);
      }
    }
  });

  it("orders FORM_LINES income, then expenses, then one depreciation line, with no line twice", () => {
    const rank = { income: 0, expense: 1, depreciation: 2 };
    for (const form of FORMS) {
      const ranks = FORM_LINES[form].map((l) => rank[l.kind]);
      expect(ranks).toEqual([...ranks].sort());
      expect(FORM_LINES[form].filter((l) => l.kind === "depreciation")).toHaveLength(1);
      expect(new Set(FORM_LINES[form].map((l) => l.line)).size).toBe(FORM_LINES[form].length);
    }
  });

  it("matches Schedule E (Form 1040) Part I", () => {
    expect(FORM_LINES.schedule_e.map((l) => [l.line, l.label])).toEqual([
      ["3", "Rents received"],
      ["5", "Advertising"],
      ["6", "Auto and travel"],
      ["7", "Cleaning and maintenance"],
      ["8", "Commissions"],
      ["9", "Insurance"],
      ["10", "Legal and other professional fees"],
      ["11", "Management fees"],
      ["12", "Mortgage interest paid to banks, etc."],
      ["13", "Other interest"],
      ["14", "Repairs"],
      ["15", "Supplies"],
      ["16", "Taxes"],
      ["17", "Utilities"],
      ["19", "Other (list)"],
      ["18", "Depreciation expense or depletion"],
    ]);
  });

  it("matches Form 8825 (Rev. December 2025)", () => {
    expect(FORM_LINES.form_8825.map((l) => [l.line, l.label])).toEqual([
      ["2a", "Gross rents"],
      ["2b", "Other income related to rental real estate activity"],
      ["3", "Advertising"],
      ["4", "Auto and travel"],
      ["5", "Cleaning and maintenance"],
      ["6", "Commissions"],
      ["7", "Insurance"],
      ["8", "Interest"],
      ["9", "Legal and other professional fees"],
      ["10", "Real estate taxes"],
      ["11", "Repairs"],
      ["12", "Utilities"],
      ["13", "Wages and salaries"],
      ["17", "Other deductions"],
      ["14", "Depreciation"],
    ]);
  });

  it.each([
    ["revenue:rental_income", "3", "2a"],
    ["revenue:long_term_rental", "3", "2a"],
    ["revenue:cleaning_fees", "3", "2a"],
    ["revenue:late_fees", "3", "2b"],
    ["revenue:other", "3", "2b"],
    ["expense:advertising", "5", "3"],
    ["expense:travel", "6", "4"],
    ["expense:maintenance:cleaning", "7", "5"],
    ["expense:maintenance:landscaping", "7", "5"],
    ["expense:insurance", "9", "7"],
    ["expense:legal_professional", "10", "9"],
    ["expense:property_management", "11", "17"],
    ["expense:mortgage_interest", "12", "8"],
    ["expense:other_interest", "13", "8"],
    ["expense:maintenance:repairs", "14", "11"],
    ["expense:supplies", "15", "17"],
    ["expense:property_tax", "16", "10"],
    ["expense:utilities:electricity", "17", "12"],
    ["expense:utilities:internet", "17", "12"],
    ["expense:wages", "19", "13"],
    ["expense:platform_fees", "19", "17"],
    ["expense:hoa_fees", "19", "17"],
  ])("reports %s on Schedule E line %s and Form 8825 line %s", (value, scheduleE, form8825) => {
    expect(line(value, "schedule_e")).toBe(scheduleE);
    expect(line(value, "form_8825")).toBe(form8825);
  });

  it("notes that management fees have no own line on Form 8825", () => {
    expect(categoryInfo("expense:property_management")?.form_8825).toEqual({ line: "17", label: "Other deductions" });
    expect(categoryInfo("expense:property_management")?.note).toMatch(/Form 8825 has no management fees line/);
  });
});
