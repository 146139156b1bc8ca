import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { applyRuleRun } from "../../src/db/rules";
import { findTransaction } from "../../src/db/transactions";
import bankCsv from "../fixtures/bank-2025-07.csv?raw";
import { call, createProperty, createTransaction } from "../helpers";

const importBank = async (text: string, name: string, dryRun = false) => {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/csv" }));
  form.set("format", "bank");
  form.set("source_account", "Checking ...5530");
  if (dryRun) form.set("dry_run", "true");
  return call("POST", "/api/v1/transactions/import", { body: form });
};

let propertyId: string;
beforeAll(async () => {
  propertyId = (await createProperty({ address: "12 Rule Street" })).id;
});

describe("saved categorisation rules", () => {
  it("refuses a rule that matches nothing, sets nothing, or names a category of the other direction", async () => {
    const none = await call("POST", "/api/v1/rules", { json: { set_category: "expense:travel" } });
    expect(none.status).toBe(422);
    expect(none.body.detail[0]).toMatchObject({ loc: ["body", "match_text"], msg: expect.stringContaining("must match on something") });
    const nothing = await call("POST", "/api/v1/rules", { json: { match_text: "starbucks" } });
    expect(nothing.status).toBe(422);
    expect(nothing.body.detail[0].msg).toContain("must set something");
    const crossed = await call("POST", "/api/v1/rules", { json: { match_text: "starbucks", direction: "in", set_category: "expense:travel" } });
    expect(crossed.status).toBe(422);
    expect(crossed.body.detail[0].msg).toContain("is EXPENSE, but the rule matches money in");
    const range = await call("POST", "/api/v1/rules", { json: { amount_min: "20.00", amount_max: "10.00", set_category: "expense:travel" } });
    expect(range.status).toBe(422);
    const ghost = await call("POST", "/api/v1/rules", { json: { match_text: "x", set_property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f" } });
    expect(ghost.status).toBe(400);
    expect((await call("GET", "/api/v1/rules")).body.total).toBe(0);
  });

  it("keeps rules in order, moves and deletes them", async () => {
    const a = (await call("POST", "/api/v1/rules", { json: { name: "A", match_text: "zzz-a", set_category: "expense:supplies" } })).body;
    const b = (await call("POST", "/api/v1/rules", { json: { name: "B", match_text: "zzz-b", set_category: "expense:supplies" } })).body;
    const c = (await call("POST", "/api/v1/rules", { json: { name: "C", match_text: "zzz-c", set_category: "expense:supplies", position: 1 } })).body;
    expect((await call("GET", "/api/v1/rules")).body.items.map((r: any) => r.name)).toEqual(["C", "A", "B"]);
    const moved = await call("PATCH", `/api/v1/rules/${b.id}`, { json: { position: 1, match_mode: "word" } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ position: 1, match_mode: "word", match_text: "zzz-b" });
    expect((await call("GET", "/api/v1/rules")).body.items.map((r: any) => [r.name, r.position])).toEqual([["B", 1], ["C", 2], ["A", 3]]);
    // Clearing what the rule sets leaves it setting nothing: refused, and the rule stays as it was.
    expect((await call("PATCH", `/api/v1/rules/${a.id}`, { json: { set_category: null } })).status).toBe(422);
    expect((await call("GET", `/api/v1/rules/${a.id}`)).body.set_category).toBe("expense:supplies");
    for (const rule of [a, b, c]) expect((await call("DELETE", `/api/v1/rules/${rule.id}`)).status).toBe(200);
    expect((await call("DELETE", `/api/v1/rules/${a.id}`)).status).toBe(404);
    expect((await call("GET", "/api/v1/rules")).body.total).toBe(0);
  });

  it("categorises an import's lines before the built-in guesses, and the summary names the lines each rule matched", async () => {
    // Two rules for the same words: the first in order wins.
    const coffee = (await call("POST", "/api/v1/rules", { json: { name: "Coffee with contractors", match_text: "starbucks", match_mode: "word", direction: "out", set_category: "expense:travel", set_property_id: propertyId, set_counterparty: "Starbucks" } })).body;
    const later = (await call("POST", "/api/v1/rules", { json: { name: "Never reached", match_text: "STARBUCKS", set_category: "expense:supplies" } })).body;
    // A rule on an amount range only, before the built-in guess of Home Depot as repairs.
    const big = (await call("POST", "/api/v1/rules", { json: { name: "Big hardware runs", match_text: "home depot", amount_min: "200.00", set_category: "expense:supplies" } })).body;
    const preview = await importBank(bankCsv, "july.csv", true);
    expect(preview.status).toBe(200);
    expect(preview.body.uncategorized).toBe(0);
    expect(preview.body.rules_matched).toEqual([
      { rule_id: coffee.id, rule_name: "Coffee with contractors", lines: [5, 6] },
      { rule_id: big.id, rule_name: "Big hardware runs", lines: [7] },
    ]);
    const imported = await importBank(bankCsv, "july.csv");
    expect(imported.status).toBe(201);
    const rows = (await call("GET", "/api/v1/transactions?q=starbucks")).body.items;
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ category: "expense:travel", property_id: propertyId, extra_metadata: { counterparty: "Starbucks", rule_id: coffee.id } });
    const depot = (await call("GET", "/api/v1/transactions?q=home%20depot")).body.items[0];
    expect(depot.category).toBe("expense:supplies");
    // Lines no rule matched keep the built-in guesses.
    expect((await call("GET", "/api/v1/transactions?q=xcel")).body.items[0].category).toBe("expense:utilities:electricity");
    for (const rule of [coffee, later, big]) await call("DELETE", `/api/v1/rules/${rule.id}`);
  });

  it("applies to the review queue as a preview, then for real, and undoes it except where a row changed since", async () => {
    const lines = ["Posting Date,Description,Amount", "08/02/2025,SQ *GREENLEAF CO,-45.00", "08/16/2025,SQ *GREENLEAF CO,-45.00", "08/20/2025,SQ *GREENLEAF CO,-45.00", "08/21/2025,VENMO CASH OUT,-300.00"];
    expect((await importBank(lines.join("\n"), "august.csv")).body.uncategorized).toBe(4);
    const waiting = (await call("GET", "/api/v1/transactions?uncategorized=true&q=greenleaf")).body.items;
    expect(waiting).toHaveLength(3);
    const rule = (await call("POST", "/api/v1/rules", { json: { match_text: "greenleaf", set_category: "expense:maintenance:landscaping", set_property_id: propertyId } })).body;

    const preview = await call("POST", "/api/v1/rules/apply", { json: {} });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, applied: 0, run_id: null, remaining: 0 });
    expect(preview.body.changes).toHaveLength(3);
    expect(preview.body.changes[0]).toMatchObject({ rule_id: rule.id, category: { from: "expense:other", to: "expense:maintenance:landscaping" }, property_id: { from: null, to: propertyId } });
    // The preview changed nothing.
    expect((await call("GET", "/api/v1/transactions?uncategorized=true&q=greenleaf")).body.total).toBe(3);

    const pnl = async () => {
      const report = (await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-08-01&end_date=2025-08-31")).body;
      return { expenses: report.expenses, groups: Object.fromEntries(report.groups.map((g: any) => [g.key, g.expenses])) };
    };
    expect(await pnl()).toEqual({ expenses: "435.00", groups: { "expense:other": "435.00" } });
    const run = await call("POST", "/api/v1/rules/apply", { json: { dry_run: false } });
    expect(run.body).toMatchObject({ dry_run: false, applied: 3 });
    expect(run.body.run_id).toEqual(expect.any(String));
    const queue = (await call("GET", "/api/v1/transactions?uncategorized=true")).body.items;
    expect(queue.map((t: any) => t.description)).toEqual(["VENMO CASH OUT"]);
    const done = (await call("GET", "/api/v1/transactions?category=expense:maintenance:landscaping")).body;
    expect(done.total).toBe(3);
    expect(done.sum.expense).toBe("135.00");
    expect(await pnl()).toEqual({ expenses: "435.00", groups: { "expense:other": "300.00", "expense:maintenance:landscaping": "135.00" } });

    // A person recategorises one row after the apply: undo leaves that row as the person set it.
    const touched = waiting[0];
    await call("PATCH", `/api/v1/transactions/${touched.id}`, { json: { category: "expense:maintenance:repairs" } });
    const undone = await call("POST", `/api/v1/rules/runs/${run.body.run_id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ run_id: run.body.run_id, restored: 2, kept: 1 });
    expect((await call("GET", "/api/v1/transactions?uncategorized=true&q=greenleaf")).body.total).toBe(2);
    expect((await call("GET", `/api/v1/transactions/${touched.id}`)).body.category).toBe("expense:maintenance:repairs");
    // The totals follow the rows: only the row the person kept moved out of "other".
    expect(await pnl()).toEqual({ expenses: "435.00", groups: { "expense:other": "390.00", "expense:maintenance:repairs": "45.00" } });
    expect((await call("POST", `/api/v1/rules/runs/${run.body.run_id}/undo`)).status).toBe(409);
    expect((await call("POST", "/api/v1/rules/runs/019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f/undo")).status).toBe(404);
    await call("DELETE", `/api/v1/rules/${rule.id}`);
  });

  it("applies to chosen rows only, whatever their category", async () => {
    const chosen = await createTransaction({ description: "ACME SUPPLY CO INV 4411", amount: "75.00", category: "expense:other", transaction_date: "2025-09-02" });
    const other = await createTransaction({ description: "ACME SUPPLY CO INV 4412", amount: "80.00", category: "expense:other", transaction_date: "2025-09-03" });
    const rule = (await call("POST", "/api/v1/rules", { json: { match_text: "acme supply", set_category: "expense:supplies", set_counterparty: "Acme Supply" } })).body;
    const run = await call("POST", "/api/v1/rules/apply", { json: { transaction_ids: [chosen.id], dry_run: false } });
    expect(run.body).toMatchObject({ considered: 1, applied: 1 });
    expect((await call("GET", `/api/v1/transactions/${chosen.id}`)).body).toMatchObject({ category: "expense:supplies", extra_metadata: { counterparty: "Acme Supply" } });
    expect((await call("GET", `/api/v1/transactions/${other.id}`)).body.category).toBe("expense:other");
    await call("DELETE", `/api/v1/rules/${rule.id}`);
  });

  it("lists the built-in guesses as editable defaults: one turned off or booking another category changes the next import, and a reset puts them back", async () => {
    const list = await call("GET", "/api/v1/rules/builtin");
    expect(list.status).toBe(200);
    const repairs = list.body.items.find((item: any) => item.key === "repairs");
    expect(repairs).toMatchObject({ label: "Repairs", direction: "out", category: "expense:maintenance:repairs", default_category: "expense:maintenance:repairs", enabled: true, edited: false });
    expect(repairs.matches).toContain("home depot");
    expect(list.body.items.map((item: any) => item.position)).toEqual(list.body.items.map((_: unknown, i: number) => i + 1));

    // Refused: a category of the other direction, an unknown guess, an unknown category.
    const crossed = await call("PATCH", "/api/v1/rules/builtin/repairs", { json: { category: "revenue:rental_income" } });
    expect(crossed.status).toBe(422);
    expect(crossed.body.detail[0]).toMatchObject({ loc: ["body", "category"], msg: expect.stringContaining("must be EXPENSE") });
    expect((await call("PATCH", "/api/v1/rules/builtin/no-such-guess", { json: { enabled: false } })).status).toBe(404);
    expect((await call("PATCH", "/api/v1/rules/builtin/repairs", { json: { category: "expense:nope" } })).status).toBe(422);

    // Each import its own lines (the same line twice is a duplicate); the category each was booked with.
    const booked = async (tag: string) => {
      const csv = `Posting Date,Description,Amount\n07/20/2025,HOME DEPOT #9001 ${tag},-55.10\n07/21/2025,CITY WATER ${tag},-40.00\n`;
      expect((await importBank(csv, `${tag}.csv`)).body.created).toBe(2);
      const rows = (await call("GET", `/api/v1/transactions?q=${tag}`)).body.items;
      return Object.fromEntries(rows.map((row: any) => [row.description.split(" ")[0], row.category]));
    };
    expect(await booked("BUILTINA")).toEqual({ HOME: "expense:maintenance:repairs", CITY: "expense:utilities:water" });

    const changed = await call("PATCH", "/api/v1/rules/builtin/repairs", { json: { category: "expense:supplies" } });
    expect(changed.body).toMatchObject({ category: "expense:supplies", enabled: true, edited: true });
    expect((await call("PATCH", "/api/v1/rules/builtin/water", { json: { enabled: false } })).body).toMatchObject({ enabled: false, edited: true });
    expect(await booked("BUILTINB")).toEqual({ HOME: "expense:supplies", CITY: "expense:other" });

    // Its own category again, switched on: as shipped, so no longer edited.
    const back = await call("PATCH", "/api/v1/rules/builtin/repairs", { json: { category: null } });
    expect(back.body).toMatchObject({ category: "expense:maintenance:repairs", edited: false });
    const reset = await call("POST", "/api/v1/rules/builtin/reset");
    expect(reset.body).toEqual({ reset: 1 });
    expect((await call("GET", "/api/v1/rules/builtin")).body.items.filter((item: any) => item.edited)).toEqual([]);
    expect(await booked("BUILTINC")).toEqual({ HOME: "expense:maintenance:repairs", CITY: "expense:utilities:water" });
  });

  it("applies a rule's split template on demand: the line becomes its parts, the reports count them, and an undo joins the line again", async () => {
    const lines = ["Posting Date,Description,Amount", "09/01/2025,LAKEVIEW LOAN SERVICING PMT,-1450.00", "09/02/2025,LAKEVIEW LOAN SERVICING PMT,-90.00"];
    expect((await importBank(lines.join("\n"), "loan-sept.csv")).body.created).toBe(2);
    const [payment, small] = (await call("GET", "/api/v1/transactions?q=lakeview&sort=-amount")).body.items;
    expect(payment.amount).toBe("1450.00");
    // Fixed escrow and interest, the principal the remainder: the small line leaves no principal, so it is booked whole.
    const rule = (
      await call("POST", "/api/v1/rules", {
        json: { name: "Mortgage", match_text: "lakeview loan", direction: "out", set_category: "expense:mortgage_interest", set_split: [{ category: "expense:insurance", amount: "220.00" }, { category: "expense:mortgage_interest", amount: "610.00" }, { category: "expense:mortgage_principal" }] },
      })
    ).body;
    const ids = [payment.id, small.id];
    const preview = (await call("POST", "/api/v1/rules/apply", { json: { transaction_ids: ids } })).body;
    const byId = Object.fromEntries(preview.changes.map((change: any) => [change.transaction_id, change]));
    expect(byId[payment.id].split).toEqual([
      { amount: "220.00", category: "expense:insurance", property_id: null, description: "LAKEVIEW LOAN SERVICING PMT" },
      { amount: "610.00", category: "expense:mortgage_interest", property_id: null, description: "LAKEVIEW LOAN SERVICING PMT" },
      { amount: "620.00", category: "expense:mortgage_principal", property_id: null, description: "LAKEVIEW LOAN SERVICING PMT" },
    ]);
    expect(byId[small.id]).toMatchObject({ split: null, split_problem: expect.stringContaining("leaves"), category: { to: "expense:mortgage_interest" } });

    const pnl = async () => (await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-09-01&end_date=2025-09-30")).body;
    const before = await pnl();
    const run = (await call("POST", "/api/v1/rules/apply", { json: { transaction_ids: ids, dry_run: false } })).body;
    expect(run).toMatchObject({ applied: 2 });
    const line = (await call("GET", `/api/v1/transactions/${payment.id}/split`)).body;
    expect(line.parts.map((part: any) => [part.amount, part.category])).toEqual([["220.00", "expense:insurance"], ["610.00", "expense:mortgage_interest"], ["620.00", "expense:mortgage_principal"]]);
    expect(line.parts[0].id).toBe(payment.id);
    // The bank line still reconciles: its parts sum to it, and the totals move only between categories.
    const after = await pnl();
    expect(after.expenses).toBe(before.expenses);
    expect((await call("GET", "/api/v1/transactions?q=lakeview&start_date=2025-09-01&end_date=2025-09-30")).body.total).toBe(4);

    const undone = (await call("POST", `/api/v1/rules/runs/${run.run_id}/undo`)).body;
    expect(undone).toEqual({ run_id: run.run_id, restored: 2, kept: 0 });
    const whole = (await call("GET", "/api/v1/transactions?q=lakeview&sort=-amount")).body.items;
    expect(whole.map((row: any) => [row.id, row.amount, row.category])).toEqual([
      [payment.id, "1450.00", "expense:other"],
      [small.id, "90.00", "expense:other"],
    ]);
    expect((await pnl()).groups).toEqual(before.groups);
    await call("DELETE", `/api/v1/rules/${rule.id}`);
  });

  it("keeps a split line the rule split when a part was changed since, on undo", async () => {
    expect((await importBank("Posting Date,Description,Amount\n10/01/2025,RIVERBEND LOAN PMT,-1000.00", "loan-oct.csv")).body.created).toBe(1);
    const [payment] = (await call("GET", "/api/v1/transactions?q=riverbend")).body.items;
    const rule = (await call("POST", "/api/v1/rules", { json: { match_text: "riverbend loan", set_split: [{ category: "expense:mortgage_interest", amount: "400.00" }, { category: "expense:mortgage_principal" }] } })).body;
    const run = (await call("POST", "/api/v1/rules/apply", { json: { transaction_ids: [payment.id], dry_run: false } })).body;
    expect(run.applied).toBe(1);
    const parts = (await call("GET", `/api/v1/transactions/${payment.id}/split`)).body.parts;
    expect(parts).toHaveLength(2);
    expect((await call("PATCH", `/api/v1/transactions/${parts[1].id}`, { json: { description: "Principal, October" } })).status).toBe(200);
    expect((await call("POST", `/api/v1/rules/runs/${run.run_id}/undo`)).body).toMatchObject({ restored: 0, kept: 1 });
    expect((await call("GET", `/api/v1/transactions/${payment.id}/split`)).body.parts).toHaveLength(2);
    await call("DELETE", `/api/v1/rules/${rule.id}`);
  });

  it("splits no line that changed between the read and the write: the parts were reckoned from what was read", async () => {
    expect((await importBank("Posting Date,Description,Amount\n11/01/2025,CASCADE LOAN PMT,-1000.00", "loan-nov.csv")).body.created).toBe(1);
    const [line] = (await call("GET", "/api/v1/transactions?q=cascade")).body.items;
    const rule = (await call("POST", "/api/v1/rules", { json: { match_text: "cascade loan", set_split: [{ category: "expense:mortgage_interest", amount: "400.00" }, { category: "expense:mortgage_principal" }] } })).body;
    const db = getDb(env.DB);
    const asRead = (await findTransaction(db, line.id))!;
    // Someone corrects the amount after the apply read the line, before it writes.
    expect((await call("PATCH", `/api/v1/transactions/${line.id}`, { json: { amount: "1100.00" } })).status).toBe(200);
    const parts = [
      { amount_cents: 40000, category: "expense:mortgage_interest", property_id: null, description: "CASCADE LOAN PMT" },
      { amount_cents: 60000, category: "expense:mortgage_principal", property_id: null, description: "CASCADE LOAN PMT" },
    ];
    await applyRuleRun(db, "019a8f70-0000-7000-8000-000000000001", [{ transactionId: line.id, ruleId: rule.id, split: { row: asRead, parts } }], new Date().toISOString());
    const after = (await call("GET", `/api/v1/transactions/${line.id}/split`)).body;
    expect(after.parts.map((part: any) => part.amount)).toEqual(["1100.00"]);
    expect((await call("GET", "/api/v1/transactions?q=cascade")).body.total).toBe(1);
    await call("DELETE", `/api/v1/rules/${rule.id}`);
  });
});
