import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty } from "../helpers";

// A split bank line: one line of a statement booked as parts, which every report counts while the
// line still reconciles with the statement.
describe("split transactions", () => {
  let house: any;
  let condo: any;

  beforeAll(async () => {
    house = await createProperty({ address: "8 Split Road", acquisition_date: "2022-01-10", placed_in_service: "2022-02-01" });
    condo = await createProperty({ address: "9 Split Road Unit 2", acquisition_date: "2022-01-10", placed_in_service: "2022-02-01" });
  });

  const add = async (json: Record<string, unknown>) => {
    const res = await call("POST", "/api/v1/transactions", { json: { property_id: house.id, source_account: "Checking ...0042", ...json } });
    expect(res.status).toBe(201);
    return res.body;
  };
  const pnl = async (query: string) => (await call("GET", `/api/v1/reports/profit-and-loss?${query}`)).body;

  it("books an Airbnb payout as rent and the host fee: the P&L shows the gross and the fee, the line still the payout", async () => {
    const payout = await add({ transaction_date: "2024-03-04", amount: "970.00", category: "revenue:rental_income", description: "AIRBNB PAYOUT HM4KX2" });
    const res = await call("PUT", `/api/v1/transactions/${payout.id}/split`, {
      json: { parts: [{ amount: "1000.00", category: "revenue:rental_income", description: "Booking HM4KX2 - Jane Doe (3 nights)" }, { amount: "30.00", category: "expense:platform_fees" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: payout.id, amount: "970.00", direction: "in", description: "AIRBNB PAYOUT HM4KX2", split: true });
    expect(res.body.parts.map((p: any) => [p.amount, p.category, p.split_of, p.description, p.property_id])).toEqual([
      ["1000.00", "revenue:rental_income", payout.id, "Booking HM4KX2 - Jane Doe (3 nights)", house.id],
      ["30.00", "expense:platform_fees", payout.id, "AIRBNB PAYOUT HM4KX2", house.id],
    ]);
    expect(await pnl("start_date=2024-03-01&end_date=2024-03-31")).toMatchObject({ revenue: "1000.00", expenses: "30.00", net: "970.00", transaction_count: 2 });
    // Any part's id reads the line.
    expect((await call("GET", `/api/v1/transactions/${res.body.parts[1].id}/split`)).body).toMatchObject({ id: payout.id, amount: "970.00" });
    // The export's bank_line groups the parts, whose signed amounts sum to the payout.
    const csv = (await call("GET", "/api/v1/transactions/export.csv?start_date=2024-03-01&end_date=2024-03-31")).body as string;
    const rows = csv.trim().split("\r\n").slice(1).map((line: string) => line.split(","));
    expect(rows.every((r: string[]) => r[10] === payout.id)).toBe(true);
    expect(rows.reduce((sum: number, r: string[]) => sum + Math.round(Number(r[6]) * 100), 0)).toBe(97000);
  });

  it("refuses parts that do not sum to the line with a 422 naming the difference, and writes nothing", async () => {
    const mortgage = await add({ transaction_date: "2024-04-01", amount: "1500.00", category: "expense:mortgage_interest", description: "ROCKET MORTGAGE PMT" });
    const res = await call("PUT", `/api/v1/transactions/${mortgage.id}/split`, {
      json: { parts: [{ amount: "450.00", category: "expense:mortgage_interest" }, { amount: "300.00", category: "expense:property_tax" }, { amount: "749.99", category: "expense:mortgage_principal" }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "parts"], type: "split_sum", msg: expect.stringContaining("$0.01 short") });
    expect((await call("GET", `/api/v1/transactions/${mortgage.id}/split`)).body).toMatchObject({ split: false, parts: [expect.objectContaining({ amount: "1500.00", split_of: null })] });
    const one = await call("PUT", `/api/v1/transactions/${mortgage.id}/split`, { json: { parts: [{ amount: "1500.00", category: "expense:mortgage_interest" }] } });
    expect(one.status).toBe(422);
    const unknown = await call("PUT", `/api/v1/transactions/${mortgage.id}/split`, { json: { parts: [{ amount: "1.00", category: "expense:nope" }, { amount: "1499.00", category: "expense:other" }] } });
    expect(unknown.status).toBe(422);
    expect((await call("PUT", "/api/v1/transactions/019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f/split", { json: { parts: [{ amount: "1.00", category: "expense:other" }, { amount: "1.00", category: "expense:other" }] } })).status).toBe(404);
  });

  it("keeps a part's amount, date and account with its line, deletes and restores the line whole, and books it whole again", async () => {
    const mortgage = await add({ transaction_date: "2024-05-01", amount: "1500.00", category: "expense:mortgage_interest", description: "ROCKET MORTGAGE PMT MAY" });
    const split = await call("PUT", `/api/v1/transactions/${mortgage.id}/split`, {
      json: { parts: [{ amount: "450.00", category: "expense:mortgage_interest" }, { amount: "300.00", category: "expense:property_tax", property_id: condo.id }, { amount: "750.00", category: "expense:mortgage_principal" }] },
    });
    expect(split.status).toBe(200);
    const [, tax, principal] = split.body.parts;
    expect((await call("PATCH", `/api/v1/transactions/${tax.id}`, { json: { amount: "301.00" } })).status).toBe(422);
    expect((await call("PATCH", `/api/v1/transactions/${tax.id}`, { json: { transaction_date: "2024-05-02" } })).status).toBe(422);
    const recategorised = await call("PATCH", `/api/v1/transactions/${tax.id}`, { json: { category: "expense:insurance", description: "Escrow - insurance" } });
    expect(recategorised.status).toBe(200);
    // Deleting one part deletes the line; restoring any part brings back the parts deleted with it.
    expect((await call("DELETE", `/api/v1/transactions/${principal.id}`)).status).toBe(200);
    expect((await pnl("start_date=2024-05-01&end_date=2024-05-31")).transaction_count).toBe(0);
    expect((await call("POST", `/api/v1/transactions/${tax.id}/restore`)).status).toBe(200);
    expect(await pnl("start_date=2024-05-01&end_date=2024-05-31")).toMatchObject({ expenses: "1500.00", transaction_count: 3 });
    // Two parts instead of three: the third is deleted and cannot come back alone.
    const two = await call("PUT", `/api/v1/transactions/${tax.id}/split`, { json: { parts: [{ amount: "700.00", category: "expense:mortgage_interest" }, { amount: "800.00", category: "expense:mortgage_principal" }] } });
    expect(two.body.parts.map((p: any) => p.id)).toEqual([mortgage.id, tax.id]);
    expect((await call("POST", `/api/v1/transactions/${principal.id}/restore`)).status).toBe(409);
    const whole = await call("DELETE", `/api/v1/transactions/${tax.id}/split`);
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ split: false, parts: [expect.objectContaining({ id: mortgage.id, amount: "1500.00", category: "expense:mortgage_principal", description: "ROCKET MORTGAGE PMT MAY", split_of: null })] });
    expect((await call("GET", `/api/v1/transactions/${tax.id}`)).status).toBe(404);
  });

  it("books an imported mortgage payment by a rule's split template, shows it in the preview, and a second import adds nothing", async () => {
    const bad = await call("POST", "/api/v1/rules", { json: { match_text: "lakeview loan", set_split: [{ category: "expense:mortgage_interest", amount: "610.00" }, { category: "expense:insurance", percent: "8" }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ["body", "set_split"], msg: expect.stringContaining("remainder") });
    const rule = await call("POST", "/api/v1/rules", {
      json: { name: "Mortgage", match_text: "lakeview loan", direction: "out", set_split: [{ category: "expense:mortgage_interest", amount: "610.00" }, { category: "expense:insurance", amount: "120.00", description: "Escrow - insurance" }, { category: "expense:mortgage_principal" }] },
    });
    expect(rule.status).toBe(201);
    expect(rule.body.set_split[1]).toEqual({ category: "expense:insurance", property_id: null, description: "Escrow - insurance", amount: "120.00", percent: null });
    const csv = "Date,Description,Amount\n2022-06-01,LAKEVIEW LOAN SERVICING PMT,-1450.00\n2022-07-01,LAKEVIEW LOAN SERVICING PMT,-500.00\n2022-07-02,HARDWARE STORE,-25.00\n";
    const upload = (dryRun: boolean) => {
      const form = new FormData();
      form.set("file", new File([csv], "bank-2022.csv", { type: "text/csv" }));
      form.set("format", "bank");
      form.set("property_id", house.id);
      form.set("source_account", "Checking ...0042");
      if (dryRun) form.set("dry_run", "true");
      return call("POST", "/api/v1/transactions/import", { body: form });
    };
    const preview = await upload(true);
    expect(preview.body.splits).toEqual([
      { line: 2, parts: [{ amount: "610.00", category: "expense:mortgage_interest", property_id: house.id }, { amount: "120.00", category: "expense:insurance", property_id: house.id }, { amount: "720.00", category: "expense:mortgage_principal", property_id: house.id }] },
    ]);
    expect(preview.body.totals.expense).toBe("1975.00");
    const written = await upload(false);
    expect(written.body).toMatchObject({ created: 3, new: 3 });
    const line = (await call("GET", `/api/v1/transactions/${written.body.created_ids[0]}/split`)).body;
    expect(line).toMatchObject({ amount: "1450.00", direction: "out", split: true, description: "LAKEVIEW LOAN SERVICING PMT" });
    expect(line.parts.map((p: any) => `${p.amount} ${p.category} ${p.description}`)).toEqual([
      "610.00 expense:mortgage_interest LAKEVIEW LOAN SERVICING PMT",
      "120.00 expense:insurance Escrow - insurance",
      "720.00 expense:mortgage_principal LAKEVIEW LOAN SERVICING PMT",
    ]);
    // The July payment is too small for its fixed parts: booked whole, saying why.
    const july = (await call("GET", `/api/v1/transactions/${written.body.created_ids[1]}`)).body;
    expect(july).toMatchObject({ amount: "500.00", split_of: null, extra_metadata: expect.objectContaining({ split_problem: expect.stringContaining("leaves") }) });
    expect((await upload(false)).body).toMatchObject({ created: 0, duplicates: 3 });
    expect(await pnl(`start_date=2022-06-01&end_date=2022-07-31&property_id=${house.id}`)).toMatchObject({ expenses: "1975.00", transaction_count: 5 });
  });

  it("keeps every report equal to a recount, and every line equal to the bank, through random splits and edits", async () => {
    const categories = ["revenue:rental_income", "revenue:cleaning_fees", "expense:platform_fees", "expense:maintenance:cleaning", "expense:mortgage_interest", "expense:property_tax"];
    const lines: { id: string; signed: number }[] = [];
    for (const [i, cents] of [97000, -150000, 42037, -9999].entries()) {
      const line = await add({
        transaction_date: `2023-0${i + 1}-15`,
        amount: (Math.abs(cents) / 100).toFixed(2),
        category: cents > 0 ? "revenue:rental_income" : "expense:mortgage_interest",
        description: `LINE ${i}`,
        property_id: i % 2 ? condo.id : house.id,
      });
      lines.push({ id: line.id, signed: cents });
    }
    // A split of a line's signed amount: n-1 random parts, the last one balancing (flipped to a category of its sign).
    const partsArb = fc.record({
      line: fc.integer({ min: 0, max: lines.length - 1 }),
      cuts: fc.array(fc.record({ cents: fc.integer({ min: 1, max: 80000 }), category: fc.constantFrom(...categories), onCondo: fc.boolean() }), { minLength: 1, maxLength: 4 }),
      whole: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(partsArb, { minLength: 1, maxLength: 4 }), async (steps) => {
        for (const step of steps) {
          const line = lines[step.line]!;
          if (step.whole) {
            expect((await call("DELETE", `/api/v1/transactions/${line.id}/split`)).status).toBe(200);
            continue;
          }
          const signedOf = (cut: { cents: number; category: string }) => (cut.category.startsWith("revenue:") ? cut.cents : -cut.cents);
          const rest = line.signed - step.cuts.reduce((sum, cut) => sum + signedOf(cut), 0);
          if (rest === 0) continue;
          const parts = [
            ...step.cuts.map((cut) => ({ amount: (cut.cents / 100).toFixed(2), category: cut.category, property_id: cut.onCondo ? condo.id : house.id })),
            { amount: (Math.abs(rest) / 100).toFixed(2), category: rest > 0 ? "revenue:cleaning_fees" : "expense:maintenance:cleaning" },
          ];
          const res = await call("PUT", `/api/v1/transactions/${line.id}/split`, { json: { parts } });
          expect(res.status).toBe(200);
          // A wrong sum is refused whatever the parts.
          const off = await call("PUT", `/api/v1/transactions/${line.id}/split`, { json: { parts: [...parts.slice(0, -1), { ...parts.at(-1)!, amount: ((Math.abs(rest) + 1) / 100).toFixed(2) }] } });
          expect(off.status).toBe(422);
        }
        // Recount from the rows themselves.
        const items = (await call("GET", "/api/v1/transactions?start_date=2023-01-01&end_date=2023-12-31&page_size=200")).body.items as any[];
        const cents = (amount: string) => Math.round(Number(amount) * 100);
        const revenue = items.filter((t) => t.transaction_type === "REVENUE").reduce((s, t) => s + cents(t.amount), 0);
        const expense = items.filter((t) => t.transaction_type === "EXPENSE").reduce((s, t) => s + cents(t.amount), 0);
        const report = await pnl("start_date=2023-01-01&end_date=2023-12-31");
        expect([cents(report.revenue), cents(report.expenses), report.transaction_count]).toEqual([revenue, expense, items.length]);
        for (const property of [house, condo]) {
          const mine = items.filter((t) => t.property_id === property.id);
          const byProperty = await pnl(`start_date=2023-01-01&end_date=2023-12-31&property_id=${property.id}`);
          expect(cents(byProperty.net)).toBe(mine.reduce((s, t) => s + (t.transaction_type === "REVENUE" ? cents(t.amount) : -cents(t.amount)), 0));
        }
        for (const line of lines) {
          const mine = items.filter((t) => (t.split_of ?? t.id) === line.id);
          expect(mine.reduce((s, t) => s + (t.transaction_type === "REVENUE" ? cents(t.amount) : -cents(t.amount)), 0)).toBe(line.signed);
        }
      }),
      { numRuns: 12, seed: 27 },
    );
  });
});
