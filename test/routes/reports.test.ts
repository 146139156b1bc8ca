import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

// Storage is shared within this file: the reports below read only 2025 and 2024, which only these fixtures fill.
describe("reports", () => {
  let alder: any;
  let birch: any;

  beforeAll(async () => {
    // 275,000.00 over 27.5 years is 10,000.00 for a full year; 10,000.00 of FF&E is 3,200.00 in its second year.
    alder = await createProperty({ address: "Alder", acquisition_date: "2024-01-10", placed_in_service: "2024-01-15", building_basis: "275000.00", ffe_basis: "10000.00", land_basis: "50000.00" });
    birch = await createProperty({ address: "Birch", acquisition_date: "2024-06-01", placed_in_service: null, building_basis: "200000.00" });
    const rows = [
      [alder.id, "2025-01-05", "1850.00", "revenue:long_term_rental"],
      [alder.id, "2025-02-05", "1850.00", "revenue:long_term_rental"],
      [alder.id, "2025-02-11", "0.10", "expense:bank_fees"],
      [alder.id, "2025-02-12", "0.20", "expense:bank_fees"],
      [alder.id, "2025-03-01", "300.00", "expense:property_management"],
      [alder.id, "2025-03-15", "1200.00", "expense:insurance"],
      [alder.id, "2025-04-20", "5000.00", "expense:capital_improvement"],
      [birch.id, "2025-02-20", "999.99", "revenue:rental_income"],
      [birch.id, "2025-02-21", "29.99", "expense:platform_fees"],
      [null, "2025-03-31", "450.00", "expense:legal_professional"],
      [alder.id, "2024-12-31", "1850.00", "revenue:long_term_rental"],
    ] as const;
    for (const [property_id, transaction_date, amount, category] of rows) await createTransaction({ property_id, transaction_date, amount, category, description: "report fixture" });
    const deleted = await createTransaction({ property_id: alder.id, transaction_date: "2025-05-01", amount: "777.00", category: "expense:supplies" });
    await call("DELETE", `/api/v1/transactions/${deleted.id}`);
  });

  describe("GET /api/v1/reports/profit-and-loss", () => {
    it("totals revenue, operating expenses and net to the cent, by category by default, with the new roof as capital spending, not an expense", async () => {
      const res = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-12-31");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ group_by: "category", revenue: "4699.99", expenses: "1980.29", net: "2719.70", capital_spending: "5000.00", net_after_capital_spending: "-2280.30", transaction_count: 10 });
      expect(res.body.groups[0]).toEqual({ key: "revenue:long_term_rental", label: "Long-term rental income", revenue: "3700.00", expenses: "0.00", net: "3700.00", capital_spending: "0.00", transaction_count: 2 });
      expect(res.body.groups.find((g: any) => g.key === "expense:capital_improvement")).toMatchObject({ expenses: "0.00", net: "0.00", capital_spending: "5000.00", transaction_count: 1 });
      expect(res.body.groups.find((g: any) => g.key === "expense:bank_fees")).toMatchObject({ expenses: "0.30", transaction_count: 2 });
    });

    it("groups by month with every month of the range, empty ones included", async () => {
      const res = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-06-30&group_by=month");
      expect(res.body.groups.map((g: any) => `${g.key} ${g.revenue} ${g.expenses} ${g.capital_spending}`)).toEqual([
        "2025-01 1850.00 0.00 0.00",
        "2025-02 2849.99 30.29 0.00",
        "2025-03 0.00 1950.00 0.00",
        "2025-04 0.00 0.00 5000.00",
        "2025-05 0.00 0.00 0.00",
        "2025-06 0.00 0.00 0.00",
      ]);
    });

    it("groups by property, with company-level transactions as their own group", async () => {
      const res = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-12-31&group_by=property");
      const byKey = Object.fromEntries(res.body.groups.map((g: any) => [g.key, g]));
      expect(byKey[alder.id]).toMatchObject({ label: "Alder", revenue: "3700.00", expenses: "1500.30", capital_spending: "5000.00" });
      expect(byKey[birch.id]).toMatchObject({ label: "Birch", revenue: "999.99", expenses: "29.99" });
      expect(byKey.company).toMatchObject({ label: "Company-level", expenses: "450.00" });
    });

    it("reports one property alone", async () => {
      const res = await call("GET", `/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-12-31&property_id=${birch.id}`);
      expect(res.body).toMatchObject({ property_id: birch.id, revenue: "999.99", expenses: "29.99", net: "970.00" });
    });

    it("includes both ends of the range", async () => {
      const res = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2024-12-31&end_date=2025-01-05");
      expect(res.body).toMatchObject({ revenue: "3700.00", transaction_count: 2 });
    });

    it("rejects an inverted range and an unknown grouping", async () => {
      const inverted = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-02-01&end_date=2025-01-01");
      expect(inverted.status).toBe(422);
      expect(inverted.body.detail[0].loc).toEqual(["query", "end_date"]);
      expect((await call("GET", "/api/v1/reports/profit-and-loss?group_by=week")).body.detail[0]).toMatchObject({ loc: ["query", "group_by"], type: "enum" });
    });
  });

  describe("GET /api/v1/reports/schedule-e", () => {
    const lineOf = (report: any, line: string) => report.lines.find((l: any) => l.line === line)?.amount;

    it("puts each property's year on the Schedule E lines, with depreciation", async () => {
      const res = await call("GET", "/api/v1/reports/schedule-e?year=2025");
      expect(res.status).toBe(200);
      const a = res.body.properties.find((p: any) => p.property_id === alder.id);
      expect(a.lines.map((l: any) => l.line)).toEqual(["3", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19"]);
      expect(lineOf(a, "3")).toBe("3700.00");
      expect(lineOf(a, "9")).toBe("1200.00");
      expect(lineOf(a, "11")).toBe("300.00");
      expect(lineOf(a, "19")).toBe("0.30");
      // The building and FF&E, plus the $5,000 roof placed in service in April: 8.5 of 330 months.
      expect(lineOf(a, "18")).toBe("13328.79");
      expect(a).toMatchObject({ income: "3700.00", expenses: "1500.30", depreciation: "13328.79", net: "-11129.09", depreciation_detail: { building: "10000.00", ffe: "3200.00", improvements: "128.79" } });
      expect(a.not_on_form).toEqual([expect.objectContaining({ category: "expense:capital_improvement", treatment: "capitalized", amount: "5000.00" })]);
    });

    it("uses Form 8825's lines when asked, where management fees are Other deductions", async () => {
      const res = await call("GET", "/api/v1/reports/schedule-e?year=2025&form=form_8825");
      const a = res.body.properties.find((p: any) => p.property_id === alder.id);
      expect(res.body.form_name).toContain("8825");
      expect(lineOf(a, "2a")).toBe("3700.00");
      expect(lineOf(a, "7")).toBe("1200.00");
      expect(lineOf(a, "17")).toBe("300.30");
      expect(lineOf(a, "14")).toBe("13328.79");
    });

    it("warns instead of guessing when placed_in_service is missing, and keeps company-level amounts apart", async () => {
      const res = await call("GET", "/api/v1/reports/schedule-e?year=2025");
      const b = res.body.properties.find((p: any) => p.property_id === birch.id);
      expect(b).toMatchObject({ income: "999.99", expenses: "29.99", depreciation: "0.00", depreciation_detail: null, warnings: [expect.stringContaining("placed_in_service")] });
      expect(res.body.company_level).toMatchObject({ expenses: "450.00", note: expect.stringContaining("allocate") });
      expect(lineOf(res.body.company_level, "10")).toBe("450.00");
    });

    it("has totals equal to the sum of the parts", async () => {
      const res = await call("GET", `/api/v1/reports/schedule-e?year=2025&property_id=${alder.id}`);
      expect(res.body.properties).toHaveLength(1);
      expect(res.body.totals).toEqual({ income: "3700.00", expenses: "1500.30", depreciation: "13328.79", net: "-11129.09" });
    });

    it("counts the first, partial year of depreciation", async () => {
      const res = await call("GET", `/api/v1/reports/schedule-e?year=2024&property_id=${alder.id}`);
      // January: 11.5 of 330 months of 275,000.00; FF&E 20% of 10,000.00.
      expect(res.body.properties[0].depreciation_detail).toEqual({ building: "9583.33", ffe: "2000.00", improvements: "0.00" });
    });

    it("keeps a deleted property that still has transactions in the year", async () => {
      const gone = await createProperty({ address: "Gone", placed_in_service: "2021-07-01" });
      await createTransaction({ property_id: gone.id, transaction_date: "2023-05-05", amount: "10.00", category: "revenue:other" });
      await call("DELETE", `/api/v1/properties/${gone.id}`);
      const res = await call("GET", "/api/v1/reports/schedule-e?year=2023");
      expect(res.body.properties.find((p: any) => p.property_id === gone.id)).toMatchObject({ deleted: true, income: "10.00" });
      const later = await call("GET", "/api/v1/reports/schedule-e?year=2025");
      expect(later.body.properties.some((p: any) => p.property_id === gone.id)).toBe(false);
    });

    it("requires a year", async () => {
      const res = await call("GET", "/api/v1/reports/schedule-e");
      expect(res.body.detail).toEqual([{ loc: ["query", "year"], msg: "Field required", type: "missing" }]);
    });
  });

  describe("GET /api/v1/properties/{id}/depreciation", () => {
    it("gives the year asked for and a full schedule that sums exactly to the basis", async () => {
      const res = await call("GET", `/api/v1/properties/${alder.id}/depreciation?year=2025`);
      expect(res.status).toBe(200);
      expect(res.body.year).toMatchObject({ year: 2025, building: "10000.00", ffe: "3200.00", improvements: "128.79", total: "13328.79", building_accumulated: "19583.33", ffe_remaining: "4800.00" });
      // The building's 28 years from 2024, and the roof's 28 from 2025.
      expect(res.body.schedule).toHaveLength(29);
      expect(res.body.schedule[0]).toMatchObject({ year: 2024, building: "9583.33", ffe: "2000.00", improvements: "0.00" });
      expect(res.body.schedule.at(-1)).toMatchObject({ year: 2052, building: "0.00", building_remaining: "0.00" });
      expect(res.body.totals).toEqual({ building: "275000.00", ffe: "10000.00", improvements: "5000.00", total: "290000.00" });
      expect(res.body.improvements).toEqual([
        expect.objectContaining({ transaction_date: "2025-04-20", category: "expense:capital_improvement", basis: "5000.00", recovery_period: "27.5", placed_in_service: "2025-04-20", terms_set: false, year: "128.79", accumulated: "128.79" }),
      ]);
      expect(res.body.land_basis).toBe("50000.00");
    });

    it("answers 400 when placed_in_service is not set, 404 for an unknown property", async () => {
      expect((await call("GET", `/api/v1/properties/${birch.id}/depreciation`)).status).toBe(400);
      expect((await call("GET", "/api/v1/properties/019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f/depreciation")).status).toBe(404);
      expect((await call("GET", `/api/v1/properties/${alder.id}/depreciation?year=20x5`)).body.detail[0].type).toBe("int_parsing");
    });
  });
});
