import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import config from "../../src/domain/standard-deadlines/standard.json";
import { configErrors, type SeedConfig } from "../../src/domain/standard-deadlines/config";
import { missingItems, planSeed, type SeedProperty } from "../../src/domain/standard-deadlines/plan";
import { literal, seedSql } from "../../src/db/seed-sql";
import { createProperty } from "../helpers";

const CONFIG = config as unknown as SeedConfig;
const ALDER: SeedProperty = { id: "p-alder", address: "1420 Alder Street, Denver, CO 80205", acquisition_date: "2021-06-15", extra_metadata: {} };
const BIRCH: SeedProperty = { id: "p-birch", address: "88 Birch Lane, Boulder, CO 80302", acquisition_date: "2023-09-01", extra_metadata: {} };
const COMPANY = { state_of_formation: "CO", formation_date: "2021-03-09" };

const plan2026 = (overrides: Partial<Parameters<typeof planSeed>[0]> = {}) =>
  planSeed({ year: 2026, state: "CO", config: CONFIG, company: COMPANY, properties: [ALDER, BIRCH], ...overrides });
const rows = (items: ReturnType<typeof plan2026>["items"]) => items.map((i) => `${i.obligationType} ${i.propertyId ?? "-"} ${i.dueDate} ${i.recurrence}`);

describe("planSeed: the standard set for a company with two properties, tax year 2026 (Colorado)", () => {
  it("has the periodic report, four estimated payments, Form 1065, and property tax, insurance and inspection per property", () => {
    expect(rows(plan2026().items)).toEqual([
      "compliance:periodic_report - 2026-03-31 FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=-1",
      "tax:payment - 2026-04-15 FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15",
      "tax:payment - 2026-06-15 FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=15",
      "tax:payment - 2026-09-15 FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=15",
      "tax:payment - 2027-01-15 FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=15",
      "tax:filing - 2027-03-15 FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15",
      // February 28, 2026 is a Saturday: the first half moves to Monday, March 2.
      "property:tax p-alder 2026-03-02 FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1",
      "property:tax p-alder 2026-06-15 FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=15",
      "property:insurance p-alder 2026-06-15 FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=15",
      "property:inspection p-alder 2026-10-31 FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=-1",
      "property:tax p-birch 2026-03-02 FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1",
      "property:tax p-birch 2026-06-15 FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=15",
      "property:insurance p-birch 2026-09-01 FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1",
      "property:inspection p-birch 2026-10-31 FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=-1",
    ]);
  });

  it("describes each item, names the property address, and carries fees, reminders and the business-day flag", () => {
    const items = plan2026().items;
    expect(items[0]).toMatchObject({
      description: "Colorado periodic report: file with the Colorado Secretary of State",
      extraMetadata: { seed_key: "compliance:periodic_report|company|2026-03-31", fee: "10.00", reminder_days: 30, next_business_day: true },
    });
    const insurance = items.find((i) => i.obligationType === "property:insurance")!;
    expect(insurance.description).toContain("1420 Alder Street, Denver, CO 80205");
    expect(insurance.extraMetadata).not.toHaveProperty("next_business_day");
    for (const item of items) expect(item.description.length, item.seedKey).toBeGreaterThan(20);
  });

  it("moves tax deadlines off weekends and holidays (tax year 2027: Jan 15, 2028 is a Saturday before MLK Day)", () => {
    const dates = planSeed({ year: 2027, state: "CO", config: CONFIG, company: COMPANY, properties: [] }).items.map((i) => i.dueDate);
    expect(dates).toEqual(["2027-03-31", "2027-04-15", "2027-06-15", "2027-09-15", "2028-01-18", "2028-03-15"]);
  });

  it("uses the config's month without a formation date, and says so", () => {
    const plan = plan2026({ company: null, properties: [] });
    expect(plan.items[0]!.dueDate).toBe("2026-02-02"); // January 31, 2026 is a Saturday
    expect(plan.notes[0]).toContain("no formation_date");
  });

  it("takes the insurance renewal from the property, else its acquisition day (February 29 renews at February's end)", () => {
    const renewals = planSeed({
      year: 2026,
      state: "CO",
      config: CONFIG,
      company: COMPANY,
      properties: [{ ...ALDER, extra_metadata: { insurance_renewal: "2025-11-20" } }, { ...BIRCH, acquisition_date: "2020-02-29" }],
    }).items.filter((i) => i.obligationType === "property:insurance");
    expect(renewals.map((i) => `${i.dueDate} ${i.recurrence}`)).toEqual(["2026-11-20 FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=20", "2026-02-28 FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1"]);
  });

  it("skips a property's deadlines on or before its acquisition", () => {
    const plan = plan2026({ properties: [{ ...BIRCH, acquisition_date: "2026-07-01" }] });
    expect(plan.items.filter((i) => i.propertyId).map((i) => i.dueDate)).toEqual(["2026-10-31"]);
    expect(plan.notes.join()).toContain("were skipped");
  });

  it("picks the state's own rule", () => {
    const [report] = plan2026({ state: "DE", properties: [] }).items;
    expect(report).toMatchObject({ dueDate: "2026-06-01", recurrence: "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=1", extraMetadata: { fee: "300.00" } });
  });
});

describe("the config file", () => {
  it("is valid, with two-decimal fees", () => {
    expect(configErrors(CONFIG)).toEqual([]);
    const broken = structuredClone(CONFIG);
    broken.periodic_report.states.CO!.fee = "10";
    broken.inspection.month = 13;
    expect(configErrors(broken)).toEqual([expect.stringContaining("CO.fee"), "inspection.month must be 1..12"]);
  });
});

describe("missingItems", () => {
  it("drops items whose seed key exists, or whose type, property and due date do (a successor, say)", () => {
    const items = plan2026().items;
    const missing = missingItems(items, [
      { seed_key: items[0]!.seedKey, obligation_type: "x", property_id: null, due_date: "2000-01-01" },
      { seed_key: null, obligation_type: "tax:payment", property_id: null, due_date: "2026-04-15" },
    ]);
    expect(missing).toHaveLength(items.length - 2);
  });
});

describe("seedSql", () => {
  it("escapes quotes", () => {
    expect(literal("O'Neil")).toBe("'O''Neil'");
    expect(literal(null)).toBe("NULL");
  });

  it("creates every obligation once, even when the same SQL runs twice", async () => {
    const property = await createProperty({ address: "12 O'Neil Court, Denver, CO 80205", acquisition_date: "2020-01-01" });
    const items = planSeed({ year: 2040, state: "CO", config: CONFIG, company: COMPANY, properties: [{ ...ALDER, id: property.id, address: property.address }] }).items;
    let n = 0;
    const sql = seedSql(items, { now: "2040-01-01T00:00:00.000Z", source: "test", by: "scripts/seed-obligations.ts", newId: () => `00000000-0000-7000-8000-${String(++n).padStart(12, "0")}` });
    const run = () => env.DB.batch(sql.trim().split(";\n\n").map((statement) => env.DB.prepare(statement)));
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM obligations").first<{ n: number }>())!.n;
    const before = await count();
    await run();
    expect(await count()).toBe(before + 10);
    // The second run writes nothing: no row changes, so no trigger runs either.
    expect((await run()).reduce((sum, result) => sum + result.meta.changes, 0)).toBe(0);
    expect(await count()).toBe(before + 10);
    const stored = await env.DB.prepare("SELECT description, extra_metadata, provenance FROM obligations WHERE property_id = ?").bind(property.id).all<Record<string, string>>();
    expect(stored.results).toHaveLength(4);
    expect(stored.results[0]!.description).toContain("O'Neil Court");
    expect(JSON.parse(stored.results[0]!.provenance!)).toMatchObject({ source_type: "seed", source_id: "test" });
  });
});
