import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { aggregateLedger, recountLedger, splitRange, type LedgerDimension } from "../../src/db/ledger";
import type { LedgerAggregate } from "../../src/domain/ledger";
import { call, createProperty } from "../helpers";

const CATEGORIES = ["revenue:long_term_rental", "revenue:late_fees", "expense:maintenance:repairs", "expense:utilities:water", "expense:insurance"];
// Dates around month and year ends, where the fast path switches between totals and days.
const DATES = ["2023-06-10", "2024-01-01", "2024-12-31", "2025-01-01", "2025-01-15", "2025-01-31", "2025-02-01", "2025-02-28", "2025-03-01", "2025-06-30", "2025-07-01", "2025-12-31", "2026-01-01", "2026-02-14"];

type Op =
  | { kind: "create"; date: string; cents: number; category: string; property: number }
  | { kind: "patch"; pick: number; date?: string; cents?: number; category?: string; property?: number; description?: string }
  | { kind: "delete"; pick: number }
  | { kind: "restore"; pick: number }
  | { kind: "import"; rows: { date: string; cents: number }[]; property: number };

const money = (cents: number) => (cents / 100).toFixed(2);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("create" as const), date: fc.constantFrom(...DATES), cents: fc.integer({ min: 1, max: 500_000 }), category: fc.constantFrom(...CATEGORIES), property: fc.integer({ min: 0, max: 2 }) }) },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        kind: fc.constant("patch" as const),
        pick: fc.nat(),
        date: fc.constantFrom(...DATES),
        cents: fc.integer({ min: 1, max: 500_000 }),
        category: fc.constantFrom(...CATEGORIES),
        property: fc.integer({ min: 0, max: 2 }),
        description: fc.constantFrom("edited", "changed again"),
      },
      { requiredKeys: ["kind", "pick"] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("restore" as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("import" as const),
      rows: fc.array(fc.record({ date: fc.constantFrom(...DATES), cents: fc.integer({ min: -300_000, max: 300_000 }).filter((c) => c !== 0) }), { minLength: 1, maxLength: 6 }),
      property: fc.integer({ min: 0, max: 2 }),
    }),
  },
);

const sorted = (rows: LedgerAggregate[]) =>
  rows
    .filter((row) => row.count > 0)
    .map((row) => ({ ...row }))
    .sort((a, b) => `${a.type}${a.category}${a.propertyId}${a.month}`.localeCompare(`${b.type}${b.category}${b.propertyId}${b.month}`));

describe("splitRange", () => {
  it("reads whole years and months from the totals and the days around them from the ledger", () => {
    expect(splitRange("2025-01-01", "2025-12-31")).toEqual({ years: ["2025", "2025"], months: [], days: [] });
    expect(splitRange("2025-01-01", "2025-12-31", false)).toEqual({ years: null, months: [["2025-01", "2025-12"]], days: [] });
    expect(splitRange("2025-01-15", "2025-03-31")).toEqual({ years: null, months: [["2025-02", "2025-03"]], days: [["2025-01-15", "2025-01-31"]] });
    expect(splitRange("2024-02-10", "2024-04-28")).toEqual({ years: null, months: [["2024-03", "2024-03"]], days: [["2024-02-10", "2024-02-29"], ["2024-04-01", "2024-04-28"]] });
    expect(splitRange("2025-01-15", "2025-02-10")).toEqual({ years: null, months: [], days: [["2025-01-15", "2025-02-10"]] });
    expect(splitRange("2023-11-20", "2026-02-10")).toEqual({
      years: ["2024", "2025"],
      months: [["2023-12", "2023-12"], ["2026-01", "2026-01"]],
      days: [["2023-11-20", "2023-11-30"], ["2026-02-01", "2026-02-10"]],
    });
    expect(splitRange("2025-12-01", "2026-01-31")).toEqual({ years: null, months: [["2025-12", "2026-01"]], days: [] });
  });
});

describe("ledger totals", () => {
  it("equal a full recount after random writes, edits, deletes, restores and imports", { timeout: 120_000 }, async () => {
    const db = getDb(env.DB);
    const properties = [(await createProperty()).id as string, (await createProperty({ address: "2218 Birch Avenue" })).id as string, null];
    const ids: string[] = [];
    const deleted = new Set<string>();
    let imports = 0;

    const apply = async (op: Op) => {
      const pickFrom = (pool: string[], n: number) => (pool.length ? pool[n % pool.length] : undefined);
      if (op.kind === "create") {
        const res = await call("POST", "/api/v1/transactions", {
          json: { transaction_date: op.date, amount: money(op.cents), category: op.category, description: "random", property_id: properties[op.property] },
        });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      } else if (op.kind === "patch") {
        const id = pickFrom(ids.filter((x) => !deleted.has(x)), op.pick);
        if (!id) return;
        const patch: Record<string, unknown> = {};
        if (op.date) patch.transaction_date = op.date;
        if (op.cents) patch.amount = money(op.cents);
        if (op.category) {
          patch.category = op.category;
          patch.transaction_type = op.category.startsWith("revenue") ? "REVENUE" : "EXPENSE";
        }
        if (op.property !== undefined) patch.property_id = properties[op.property];
        if (op.description) patch.description = op.description;
        const res = await call("PATCH", `/api/v1/transactions/${id}`, { json: patch });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      } else if (op.kind === "delete") {
        const id = pickFrom(ids.filter((x) => !deleted.has(x)), op.pick);
        if (!id) return;
        expect((await call("DELETE", `/api/v1/transactions/${id}`)).status).toBe(200);
        deleted.add(id);
      } else if (op.kind === "restore") {
        const id = pickFrom([...deleted], op.pick);
        if (!id) return;
        expect((await call("POST", `/api/v1/transactions/${id}/restore`)).status).toBe(200);
        deleted.delete(id);
      } else {
        const csv = ["Posting Date,Description,Amount", ...op.rows.map((row, i) => `${usDate(row.date)},IMPORTED ROW ${imports} ${i},${money(row.cents)}`)].join("\n");
        imports++;
        const form = new FormData();
        form.set("file", new File([csv], "bank.csv", { type: "text/csv" }));
        form.set("format", "bank");
        if (properties[op.property]) form.set("property_id", properties[op.property]!);
        const res = await call("POST", "/api/v1/transactions/import", { body: form });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
    };

    const ranges: [string, string][] = [
      ["2024-01-01", "2026-12-31"],
      ["2023-06-01", "2025-12-31"],
      ["2025-01-01", "2025-12-31"],
      ["2025-01-15", "2025-03-01"],
      ["2024-12-31", "2025-01-31"],
      ["2025-02-01", "2025-02-28"],
      ["2025-06-30", "2025-07-01"],
      ["2024-12-01", "2026-01-31"],
      ["2024-12-31", "2026-02-14"],
    ];
    const groupings: LedgerDimension[][] = [["month"], ["category"], ["property"], ["property", "category"], ["category", "property", "month"]];

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), async (ops) => {
        for (const op of ops) await apply(op);
        // The whole table against a recount of the live ledger.
        const { results: table } = await env.DB.prepare("SELECT month, transaction_type, category, property_key, amount_cents, transaction_count FROM ledger_totals WHERE property_key != '*' ORDER BY 1, 2, 3, 4").all();
        const { results: recount } = await env.DB.prepare(
          `SELECT substr(transaction_date, 1, 7) AS month, transaction_type, category, coalesce(property_id, '') AS property_key, sum(amount_cents) AS amount_cents, count(*) AS transaction_count
           FROM transactions WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        ).all();
        expect(table).toEqual(recount);
        const { results: yearTable } = await env.DB.prepare("SELECT year, transaction_type, category, property_key, amount_cents, transaction_count FROM ledger_year_totals WHERE property_key != '*' ORDER BY 1, 2, 3, 4").all();
        const { results: yearRecount } = await env.DB.prepare(
          `SELECT substr(transaction_date, 1, 4) AS year, transaction_type, category, coalesce(property_id, '') AS property_key, sum(amount_cents) AS amount_cents, count(*) AS transaction_count
           FROM transactions WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        ).all();
        expect(yearTable).toEqual(yearRecount);
        // The company-wide rows ("*") sum every property and the company-level transactions.
        for (const [table, period, length] of [["ledger_totals", "month", 7], ["ledger_year_totals", "year", 4]] as const) {
          const { results: wide } = await env.DB.prepare(`SELECT ${period} AS period, transaction_type, category, amount_cents, transaction_count FROM ${table} WHERE property_key = '*' ORDER BY 1, 2, 3`).all();
          const { results: wideRecount } = await env.DB.prepare(
            `SELECT substr(transaction_date, 1, ${length}) AS period, transaction_type, category, sum(amount_cents) AS amount_cents, count(*) AS transaction_count
             FROM transactions WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          ).all();
          expect(wide, table).toEqual(wideRecount);
        }
        // The reports the API serves (kept per isolate until a write) follow every write.
        for (const [startDate, endDate] of [["2025-01-01", "2025-12-31"], ["2024-12-31", "2026-02-14"]]) {
          const pnl = await call("GET", `/api/v1/reports/profit-and-loss?start_date=${startDate}&end_date=${endDate}&group_by=month`);
          const { results: sums } = await env.DB.prepare(
            "SELECT transaction_type AS type, sum(amount_cents) AS cents FROM transactions WHERE deleted_at IS NULL AND transaction_date BETWEEN ? AND ? GROUP BY 1",
          )
            .bind(startDate, endDate)
            .all<{ type: string; cents: number }>();
          const cents = (type: string) => sums.find((row) => row.type === type)?.cents ?? 0;
          expect([pnl.body.revenue, pnl.body.expenses]).toEqual([money(cents("REVENUE")), money(cents("EXPENSE"))]);
        }
        // And every report's read, for whole months, partial months and property filters.
        for (const [startDate, endDate] of ranges) {
          for (const by of groupings) {
            for (const propertyId of [undefined, properties[0]!]) {
              const range = { startDate, endDate, propertyId };
              expect(sorted(await aggregateLedger(db, range, by)), `${startDate}..${endDate} by ${by} ${propertyId ?? ""}`).toEqual(sorted(await recountLedger(db, range, by)));
            }
          }
        }
        // The transaction list's count and sums: from the totals when its filter allows, else counted.
        const filters: [string, string, unknown[]][] = [
          ["", "1", []],
          [`&property_id=${properties[0]}`, "property_id = ?", [properties[0]]],
          ["&category=expense:maintenance:repairs,revenue", "(category = 'expense:maintenance:repairs' OR category LIKE 'revenue:%')", []],
          ["&transaction_type=EXPENSE", "transaction_type = 'EXPENSE'", []],
          ["&q=random", "instr(lower(description), 'random') > 0", []],
        ];
        for (const [startDate, endDate] of [...ranges.slice(0, 5), [undefined, undefined]]) {
          for (const [query, condition, params] of filters) {
            const period = startDate ? `&start_date=${startDate}&end_date=${endDate}` : "";
            const list = await call("GET", `/api/v1/transactions?page_size=1${period}${query}`);
            expect(list.status).toBe(200);
            const { results: counted } = await env.DB.prepare(
              `SELECT transaction_type AS type, count(*) AS n, sum(amount_cents) AS cents FROM transactions
               WHERE deleted_at IS NULL AND ${condition}${startDate ? " AND transaction_date BETWEEN ? AND ?" : ""} GROUP BY 1`,
            )
              .bind(...params, ...(startDate ? [startDate, endDate] : []))
              .all<{ type: string; n: number; cents: number }>();
            const cents = (type: string) => counted.find((row) => row.type === type)?.cents ?? 0;
            const expected = { total: counted.reduce((sum, row) => sum + row.n, 0), revenue: money(cents("REVENUE")), expense: money(cents("EXPENSE")), net: money(cents("REVENUE") - cents("EXPENSE")) };
            expect({ total: list.body.total, ...list.body.sum }, `list${period}${query}`).toEqual(expected);
          }
        }
      }),
      { numRuns: 8, seed: 20261123 },
    );
    expect(ids.length).toBeGreaterThan(20);
  });

  it("serves a report again only until the ledger or a property changes", async () => {
    const property = await createProperty({ address: "9 Cache Lane" });
    const path = "/api/v1/reports/profit-and-loss?start_date=2030-01-01&end_date=2030-12-31&group_by=property";
    expect((await call("GET", path)).body.groups).toEqual([]);
    const created = await call("POST", "/api/v1/transactions", { json: { transaction_date: "2030-05-01", amount: "10.00", category: "expense:insurance", description: "x", property_id: property.id } });
    const after = await call("GET", path);
    expect(after.body.expenses).toBe("10.00");
    expect(after.body.groups[0].label).toBe("9 Cache Lane");
    // A property's new address is a new report. A description edit changes no total, but it changes
    // the version too: the assistant's vocabulary (the names in descriptions) is kept under it.
    expect((await call("PATCH", `/api/v1/properties/${property.id}`, { json: { address: "10 Cache Lane" } })).status).toBe(200);
    expect((await call("GET", path)).body.groups[0].label).toBe("10 Cache Lane");
    const version = await env.DB.prepare("SELECT version FROM versions WHERE name = 'reports'").first("version");
    expect((await call("PATCH", `/api/v1/transactions/${created.body.id}`, { json: { description: "renamed" } })).status).toBe(200);
    expect(await env.DB.prepare("SELECT version FROM versions WHERE name = 'reports'").first("version")).not.toBe(version);
    expect((await call("GET", path)).body.expenses).toBe("10.00");
    expect((await call("DELETE", `/api/v1/transactions/${created.body.id}`)).status).toBe(200);
    expect((await call("GET", path)).body.expenses).toBe("0.00");
  });

  it("backs the reports: the P&L of a year equals the sum of its transactions", async () => {
    const pnl = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-01-01&end_date=2025-12-31&group_by=month");
    const { results } = await env.DB.prepare(
      "SELECT transaction_type AS type, sum(amount_cents) AS cents FROM transactions WHERE deleted_at IS NULL AND transaction_date BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY 1",
    ).all<{ type: string; cents: number }>();
    const cents = (type: string) => results.find((row) => row.type === type)?.cents ?? 0;
    expect(pnl.body.revenue).toBe(money(cents("REVENUE")));
    expect(pnl.body.expenses).toBe(money(cents("EXPENSE")));
  });
});
