import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { runTool } from "../../src/chat/tools";
import type { TransactionsData } from "../../src/chat/tools/database/transactions";
import { StaleRecordsError, toolContext } from "../../src/chat/tools/context";
import { getDb } from "../../src/db/client";
import { searchIndexFor } from "../../src/search";
import { call, createProperty } from "../helpers";

/** What the records hold, kept here too: the figures the tool must give, recounted by hand. */
interface Row {
  date: string;
  cents: number;
  category: string;
  type: "REVENUE" | "EXPENSE";
  property: string | null;
}

const CATEGORIES = ["revenue:rental_income", "revenue:long_term_rental", "expense:utilities:water", "expense:utilities:electricity", "expense:maintenance:repairs", "expense:insurance"];
let live: Row[] = [];
let properties: string[] = [];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

beforeAll(async () => {
  properties = [(await createProperty({ address: "1 Tool Lane" })).id, (await createProperty({ address: "2 Tool Lane" })).id];
  const rand = random(7);
  const rows: (Row & { id?: string })[] = [];
  for (let i = 0; i < 240; i++) {
    const category = CATEGORIES[Math.floor(rand() * CATEGORIES.length)]!;
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    const year = rand() < 0.5 ? 2024 : 2025;
    const r = rand();
    rows.push({ date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`, cents: 1 + Math.floor(rand() * 250_000), category, type: category.startsWith("revenue") ? "REVENUE" : "EXPENSE", property: r < 0.45 ? properties[0]! : r < 0.9 ? properties[1]! : null });
  }
  for (const [i, row] of rows.entries()) {
    const res = await call("POST", "/api/v1/transactions", { json: { transaction_date: row.date, amount: (row.cents / 100).toFixed(2), category: row.category, transaction_type: row.type, property_id: row.property, description: `row ${i}` } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    row.id = res.body.id;
  }
  // Some are deleted, some moved to another date, amount or category: the totals follow every write.
  for (const [i, row] of rows.entries()) {
    if (i % 9 === 0) {
      await call("DELETE", `/api/v1/transactions/${row.id}`);
      row.cents = 0;
    } else if (i % 11 === 0) {
      row.date = row.date.replace(/^2024/, "2025");
      row.cents += 101;
      await call("PATCH", `/api/v1/transactions/${row.id}`, { json: { transaction_date: row.date, amount: (row.cents / 100).toFixed(2) } });
    }
  }
  live = rows.filter((row) => row.cents > 0);
});

const ask = async (args: Record<string, unknown>) => {
  const result = await runTool(toolContext(getDb(env.DB), searchIndexFor(env), "2026-11-23"), { tool: "query_database", args: { entity: "transactions", ...args } });
  return result.data as TransactionsData;
};

const money = (cents: number) => (cents / 100).toFixed(2);
function recount(rows: Row[]) {
  const revenue = rows.filter((r) => r.type === "REVENUE").reduce((s, r) => s + r.cents, 0);
  const expense = rows.filter((r) => r.type === "EXPENSE").reduce((s, r) => s + r.cents, 0);
  return { count: rows.length, revenue: money(revenue), expense: money(expense), net: money(revenue - expense) };
}

describe("query_database transactions: sums and counts", () => {
  const periods: [string | undefined, string | undefined][] = [[undefined, undefined], ["2025-01-01", "2025-12-31"], ["2024-03-01", "2024-03-31"], ["2024-02-10", "2025-04-17"], ["2025-06-15", undefined], [undefined, "2024-07-04"]];
  const filters: Record<string, unknown>[] = [{}, { categories: ["expense:utilities"] }, { categories: ["revenue:rental_income", "revenue:long_term_rental"] }, { transaction_type: "EXPENSE" }, { categories: ["expense:insurance"], transaction_type: "EXPENSE" }];

  it("equal a recount of the live rows, for every period, filter, property and grouping, to the cent", async () => {
    let checked = 0;
    for (const [start, end] of periods) {
      for (const filter of filters) {
        for (const property of [undefined, 0, 1]) {
          for (const group_by of [undefined, "month", "quarter", "category", "property"] as const) {
            const args = { aggregate: "sum", ...filter, ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}), ...(property === undefined ? {} : { property: properties[property] }), ...(group_by ? { group_by } : {}) };
            const data = await ask(args);
            const cats = filter.categories ? new Set((filter.categories as string[]).flatMap((c) => CATEGORIES.filter((v) => v === c || v.startsWith(`${c}:`)))) : null;
            const rows = live.filter(
              (r) =>
                (!start || r.date >= start) &&
                (!end || r.date <= end) &&
                (!cats || cats.has(r.category)) &&
                (!filter.transaction_type || r.type === filter.transaction_type) &&
                (property === undefined || r.property === properties[property]),
            );
            const label = JSON.stringify(args);
            expect(data.totals, label).toEqual(recount(rows));
            if (group_by) {
              const keyOf = (r: Row) => (group_by === "month" ? r.date.slice(0, 7) : group_by === "quarter" ? `${r.date.slice(0, 4)}-Q${Math.floor((Number(r.date.slice(5, 7)) + 2) / 3)}` : group_by === "category" ? r.category : r.property);
              const keys = [...new Set(rows.map(keyOf))].sort((a, b) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1));
              expect(data.groups!.map((g) => g.key), label).toEqual(keys);
              for (const group of data.groups!) expect({ count: group.count, revenue: group.revenue, expense: group.expense, net: group.net }, `${label} ${group.key}`).toEqual(recount(rows.filter((r) => keyOf(r) === group.key)));
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(periods.length * filters.length * 3 * 5);
  }, 120_000);

  it("bound by amount, in dollars, inclusive", async () => {
    const data = await ask({ aggregate: "sum", min_amount: 1000, max_amount: 2000.5, start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(data.totals).toEqual(recount(live.filter((r) => r.date >= "2025-01-01" && r.date <= "2025-12-31" && r.cents >= 100_000 && r.cents <= 200_050)));
    expect(data.filters).toMatchObject({ min_amount: "1000.00", max_amount: "2000.50" });
  });

  it("list the oldest rows first when asked, the newest first otherwise", async () => {
    const rows = live.filter((r) => r.type === "REVENUE").map((r) => r.date).sort();
    const oldest = await ask({ aggregate: "list", transaction_type: "REVENUE", order: "oldest", limit: 3 });
    expect(oldest.rows!.map((r) => r.date)).toEqual(rows.slice(0, 3));
    const newest = await ask({ aggregate: "list", transaction_type: "REVENUE", limit: 3 });
    expect(newest.rows!.map((r) => r.date)).toEqual(rows.slice(-3).reverse());
  });

  it("count and average read the same rows", async () => {
    const rows = live.filter((r) => r.date >= "2025-01-01" && r.date <= "2025-12-31" && r.type === "EXPENSE");
    const count = await ask({ aggregate: "count", transaction_type: "EXPENSE", start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(count.totals.count).toBe(rows.length);
    const average = await ask({ aggregate: "average", transaction_type: "EXPENSE", start_date: "2025-01-01", end_date: "2025-12-31" });
    const cents = rows.reduce((s, r) => s + r.cents, 0);
    expect(Number(average.average)).toBeCloseTo(cents / rows.length / 100, 2);
  });
});

describe("query_database transactions: what a count's lines state", () => {
  it("a count of a name's lines gives the quantities their descriptions bill at a price; a sum does not read them", async () => {
    const lines = [
      ["2023-01-28", "Tidy Nest Cleaning - turnover cleaning, 7 turns at $110", "770.00"],
      ["2023-02-28", "Tidy Nest Cleaning - turnover cleaning, 9 turns at $110", "990.00"],
      ["2023-03-15", "Tidy Nest Cleaning - deep clean", "300.00"],
    ];
    for (const [date, description, amount] of lines) {
      const res = await call("POST", "/api/v1/transactions", { json: { transaction_date: date, amount, category: "expense:maintenance:cleaning", transaction_type: "EXPENSE", description } });
      expect(res.status).toBe(201);
    }
    // The records changed since the last question: the first read says so, and is asked again, as the service does.
    const counted = await ask({ aggregate: "count", text: "tidy nest", start_date: "2023-01-01", end_date: "2023-12-31" }).catch((error: unknown) => {
      if (!(error instanceof StaleRecordsError)) throw error;
      return ask({ aggregate: "count", text: "tidy nest", start_date: "2023-01-01", end_date: "2023-12-31" });
    });
    expect(counted.totals.count).toBe(3);
    expect(counted.stated).toEqual([{ unit: "turns", quantity: 16, lines: 2, price: "110.00" }]);
    expect((await ask({ aggregate: "sum", text: "tidy nest", start_date: "2023-01-01", end_date: "2023-12-31" })).stated).toBeNull();
  });

  it("leaves out the rows whose description holds the words given ('via Tidy Nest': paid to others through it)", async () => {
    const res = await call("POST", "/api/v1/transactions", { json: { transaction_date: "2023-04-02", amount: "145.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "Drain repair - Acme Plumbing via Tidy Nest" } });
    expect(res.status).toBe(201);
    const sum = (args: Record<string, unknown>) => ask({ aggregate: "sum", text: "tidy nest", start_date: "2023-01-01", end_date: "2023-12-31", ...args }).catch((error: unknown) => {
      if (!(error instanceof StaleRecordsError)) throw error;
      return ask({ aggregate: "sum", text: "tidy nest", start_date: "2023-01-01", end_date: "2023-12-31", ...args });
    });
    expect((await sum({})).totals.expense).toBe("2205.00");
    const own = await sum({ exclude_text: "via tidy nest" });
    expect(own.totals).toMatchObject({ count: 3, expense: "2060.00" });
    expect(own.filters.excluded_text).toBe("via tidy nest");
  });
});
