import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

// Capital improvements are assets of their property, depreciated from their own date over their own
// class, never an operating expense. Storage is shared in this file; each test reads its own property.
describe("capital improvements", () => {
  let home: any;
  let roof: any;
  let fence: any;

  beforeAll(async () => {
    home = await createProperty({ address: "12 Improvement Way", acquisition_date: "2020-03-02", placed_in_service: "2020-03-15", building_basis: "220000.00", ffe_basis: "0.00", land_basis: "40000.00" });
    roof = await createTransaction({ property_id: home.id, transaction_date: "2024-05-12", amount: "12400.00", category: "expense:capital_improvement", description: "Summit Roofing - tear-off and new roof" });
    fence = await createTransaction({ property_id: home.id, transaction_date: "2024-09-03", amount: "3000.00", category: "expense:capital_improvement", description: "Cedar fence, back yard" });
  });

  it("depreciates a $12,400 roof as 27.5-year property from its own month, beside the building", async () => {
    const res = await call("GET", `/api/v1/properties/${home.id}/depreciation?year=2025`);
    expect(res.status).toBe(200);
    const item = res.body.improvements.find((i: any) => i.transaction_id === roof.id);
    // May: 7.5 of 330 months in 2024, then 12 of 330 a year (Publication 946, Table A-6: 2.273%, 3.636%).
    expect(item).toMatchObject({ basis: "12400.00", recovery_period: "27.5", placed_in_service: "2024-05-12", year: "450.91", accumulated: "732.73" });
    expect((await call("GET", `/api/v1/properties/${home.id}/depreciation?year=2024`)).body.improvements[0]).toMatchObject({ year: "281.82" });
  });

  it("takes a class and a placed-in-service date of its own, and gives them back with the schedule", async () => {
    const put = await call("PUT", `/api/v1/transactions/${fence.id}/asset`, { json: { recovery_period: "15", placed_in_service: "2024-10-01" } });
    expect(put.status).toBe(200);
    // 15-year land improvement, half-year convention: 5.00% in its first year, 9.50% in its second (Table A-1).
    expect(put.body).toMatchObject({ recovery_period: "15", placed_in_service: "2024-10-01", terms_set: true });
    expect(put.body.schedule.slice(0, 2)).toEqual([
      { year: 2024, amount: "150.00", accumulated: "150.00", remaining: "2850.00" },
      { year: 2025, amount: "285.00", accumulated: "435.00", remaining: "2565.00" },
    ]);
    expect(put.body.schedule).toHaveLength(16);
    expect((await call("GET", `/api/v1/transactions/${fence.id}/asset`)).body.recovery_period).toBe("15");

    const reset = await call("PUT", `/api/v1/transactions/${fence.id}/asset`, { json: { recovery_period: null, placed_in_service: null } });
    expect(reset.body).toMatchObject({ recovery_period: "27.5", placed_in_service: "2024-09-03", terms_set: false });
  });

  it("puts the improvements' depreciation on the tax report and follows a change of class at once", async () => {
    const before = await call("GET", `/api/v1/reports/schedule-e?year=2025&property_id=${home.id}&form=schedule_e`);
    // Building: 220,000.00 x 12/330 = 8,000.00; roof 450.91; fence (September, 27.5 years) 3,000.00 x 12/330 = 109.09.
    expect(before.body.properties[0].depreciation_detail).toEqual({ building: "8000.00", ffe: "0.00", improvements: "560.00" });
    expect(before.body.properties[0].depreciation).toBe("8560.00");
    await call("PUT", `/api/v1/transactions/${fence.id}/asset`, { json: { recovery_period: "15", placed_in_service: null } });
    const after = await call("GET", `/api/v1/reports/schedule-e?year=2025&property_id=${home.id}&form=schedule_e`);
    // The fence as 15-year property from September 2024: 9.50% of 3,000.00 in its second year.
    expect(after.body.properties[0].depreciation_detail.improvements).toBe("735.91");
    await call("PUT", `/api/v1/transactions/${fence.id}/asset`, { json: { recovery_period: null, placed_in_service: null } });
  });

  it("keeps the improvements out of the year's operating expenses and net", async () => {
    const res = await call("GET", `/api/v1/reports/profit-and-loss?start_date=2024-01-01&end_date=2024-12-31&property_id=${home.id}`);
    expect(res.body).toMatchObject({ revenue: "0.00", expenses: "0.00", net: "0.00", capital_spending: "15400.00", net_after_capital_spending: "-15400.00", transaction_count: 2 });
  });

  it("refuses what is not a capital asset (404), a date before the purchase and an unknown class (422)", async () => {
    const repair = await createTransaction({ property_id: home.id, transaction_date: "2024-06-01", amount: "240.00", category: "expense:maintenance:repairs" });
    expect((await call("GET", `/api/v1/transactions/${repair.id}/asset`)).status).toBe(404);
    const put = await call("PUT", `/api/v1/transactions/${repair.id}/asset`, { json: { recovery_period: "5", placed_in_service: null } });
    expect(put.status).toBe(404);
    expect(put.body.detail).toContain("capitalized category");
    const early = await call("PUT", `/api/v1/transactions/${roof.id}/asset`, { json: { recovery_period: null, placed_in_service: "2024-01-01" } });
    expect(early.status).toBe(422);
    expect(early.body.detail[0].loc).toEqual(["body", "placed_in_service"]);
    const unknown = await call("PUT", `/api/v1/transactions/${roof.id}/asset`, { json: { recovery_period: "39", placed_in_service: null } });
    expect(unknown.status).toBe(422);
  });

  it("drops a deleted improvement from the schedule, and brings it back on restore", async () => {
    const stove = await createTransaction({ property_id: home.id, transaction_date: "2025-02-10", amount: "1800.00", category: "expense:furniture_equipment", description: "Range, stainless" });
    const listed = async () => (await call("GET", `/api/v1/properties/${home.id}/depreciation?year=2025`)).body.improvements.map((i: any) => i.transaction_id);
    // Furniture and equipment defaults to 5-year property: 20% in the first year.
    expect((await call("GET", `/api/v1/transactions/${stove.id}/asset`)).body).toMatchObject({ recovery_period: "5", schedule: expect.arrayContaining([{ year: 2025, amount: "360.00", accumulated: "360.00", remaining: "1440.00" }]) });
    expect(await listed()).toContain(stove.id);
    await call("DELETE", `/api/v1/transactions/${stove.id}`);
    expect(await listed()).not.toContain(stove.id);
    expect((await call("GET", `/api/v1/transactions/${stove.id}/asset`)).status).toBe(404);
    await call("POST", `/api/v1/transactions/${stove.id}/restore`);
    expect(await listed()).toContain(stove.id);
  });

  it("reports on Form 8825 by default for a company taxed as a partnership, with its name and EIN for the printout", async () => {
    expect((await call("GET", "/api/v1/reports/schedule-e?year=2025")).body).toMatchObject({ form: "schedule_e", company: null });
    await call("PUT", "/api/v1/company", { json: { legal_name: "Improvement Way Partners LLC", entity_type: "Multi-member LLC (taxed as a partnership)", ein: "84-7654321" } });
    const res = await call("GET", "/api/v1/reports/schedule-e?year=2025");
    expect(res.body).toMatchObject({ form: "form_8825", company: { legal_name: "Improvement Way Partners LLC", ein: "84-7654321" } });
    expect((await call("GET", "/api/v1/reports/schedule-e?year=2025&form=schedule_e")).body.form).toBe("schedule_e");
    await call("PUT", "/api/v1/company", { json: { legal_name: "Improvement Way LLC", entity_type: "Single-member LLC (disregarded entity)" } });
    expect((await call("GET", "/api/v1/reports/schedule-e?year=2025")).body.form).toBe("schedule_e");
  });
});
