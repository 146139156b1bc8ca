import { describe, expect, it } from "vitest";
import { plan } from "../../src/chat/planner/plan";
import { findPeriods } from "../../src/chat/planner/periods";
import { findCategories } from "../../src/chat/planner/vocabulary";
import type { PropertyRow } from "../../src/db/schema";

const TODAY = "2026-11-21";
const period = (q: string) => findPeriods(q.toLowerCase(), TODAY).periods.map(({ start, end }) => [start, end]);

const property = (id: string, address: string, acquisitionDate: string, listing?: string) =>
  ({ id, address, acquisitionDate, extraMetadata: listing ? { airbnb_listing: listing } : {} }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-birch", "2218 Birch Avenue, Aurora, CO 80010", "2019-03-22"),
  property("p-alder", "1420 Alder Street, Denver, CO 80205", "2021-06-15", "Alder Street Loft"),
  property("p-cedar", "77 Cedar Court, Unit B, Lakewood, CO 80226", "2023-09-08"),
];

describe("periods", () => {
  it.each([
    ["rental income in July 2025", [["2025-07-01", "2025-07-31"]]],
    ["what did we spend in 2024", [["2024-01-01", "2024-12-31"]]],
    ["repairs in Q3 2025", [["2025-07-01", "2025-09-30"]]],
    ["third quarter of 2025", [["2025-07-01", "2025-09-30"]]],
    ["from May 1 to July 31, 2025", [["2025-05-01", "2025-07-31"]]],
    ["between 2025-02-10 and 2025-03-05", [["2025-02-10", "2025-03-05"]]],
    ["from May to July 2025", [["2025-05-01", "2025-07-31"]]],
    ["last month", [["2026-10-01", "2026-10-31"]]],
    ["this year", [["2026-01-01", "2026-12-31"]]],
    ["year to date", [["2026-01-01", "2026-11-21"]]],
    ["last quarter", [["2026-07-01", "2026-09-30"]]],
    ["last year", [["2025-01-01", "2025-12-31"]]],
    ["July 2025 vs July 2024", [["2025-07-01", "2025-07-31"], ["2024-07-01", "2024-07-31"]]],
    ["feb 29, 2024", [["2024-02-29", "2024-02-29"]]],
  ])("reads %s", (q, expected) => {
    expect(period(q)).toEqual(expected);
  });

  it("takes a month without a year as the latest one not in the future", () => {
    expect(period("and in December?")).toEqual([["2025-12-01", "2025-12-31"]]);
    expect(period("what about in March")).toEqual([["2026-03-01", "2026-03-31"]]);
  });

  it("does not read street numbers, the verb may, or an impossible day as dates", () => {
    expect(period("2218 Birch Avenue")).toEqual([]);
    expect(period("may I see the lease")).toEqual([]);
    expect(period("feb 30, 2025")).toEqual([["2025-01-01", "2025-12-31"]]);
  });
});

describe("category words", () => {
  it.each([
    ["utilities", ["expense:utilities"]],
    ["repairs and maintenance", ["expense:maintenance"]],
    ["property management fees", ["expense:property_management"]],
    ["airbnb income", ["revenue:rental_income"]],
    ["rent", ["revenue:rental_income", "revenue:long_term_rental"]],
    ["snow removal", ["expense:maintenance:snow_removal"]],
  ])("%s", (words, categories) => {
    expect(findCategories(`how much ${words} in 2025`).categories).toEqual(categories);
  });
});

describe("plan", () => {
  const planOf = (q: string) => plan(q, TODAY, PROPERTIES);

  it("sends the spec's typical questions to their tools", () => {
    expect(planOf("What was rental income in July 2025?").calls[0]).toMatchObject({ tool: "query_database", args: { entity: "transactions", start_date: "2025-07-01", end_date: "2025-07-31" } });
    expect(planOf("What is our EIN?").calls[0]).toMatchObject({ tool: "query_database", args: { entity: "company" } });
    expect(planOf("What are the company's identifiers?").calls[0]).toMatchObject({ tool: "query_database", args: { entity: "company" } });
    expect(planOf("What transactions were there in July 2025?").calls[0]).toMatchObject({ tool: "query_database", args: { entity: "transactions", aggregate: "list", start_date: "2025-07-01" } });
    expect(planOf("What are the addresses of our properties?").calls[0]).toMatchObject({ tool: "query_database", args: { entity: "properties" } });
    expect(planOf("Who are the members under the operating agreement?").calls[0]).toMatchObject({ tool: "search_document_content", args: { doc_type: "formation:operating_agreement" } });
    expect(planOf("What does the insurance policy cover?").calls[0]?.tool).toBe("search_document_content");
    expect(planOf("Which documents do we have?").calls[0]).toEqual({ tool: "list_business_documents", args: {} });
    expect(planOf("List our formation documents").calls[0]).toEqual({ tool: "list_business_documents", args: { doc_type: "formation" } });
  });

  it("reads aggregates, groupings and comparisons", () => {
    expect(planOf("How many transactions in March 2025?").calls[0]?.args).toMatchObject({ aggregate: "count" });
    expect(planOf("Average Airbnb booking in 2025").calls[0]?.args).toMatchObject({ aggregate: "average", categories: ["revenue:rental_income"] });
    expect(planOf("Largest expense in 2025").calls[0]?.args).toMatchObject({ aggregate: "max", transaction_type: "EXPENSE" });
    expect(planOf("Rental income by month in 2025").calls[0]?.args).toMatchObject({ aggregate: "sum", group_by: "month" });
    expect(planOf("Which property earned the most in 2025?")).toMatchObject({ pick: "max", calls: [{ args: { group_by: "property", transaction_type: "REVENUE" } }] });
    const compare = planOf("Compare utilities in June 2025 and July 2025");
    expect(compare.intent).toBe("compare");
    expect(compare.calls.map((c) => c.args.start_date)).toEqual(["2025-06-01", "2025-07-01"]);
  });

  it("finds properties by address words, listing name and ordinal", () => {
    expect(planOf("Mortgage interest in 2025 for 2218 Birch").calls[0]?.args.property).toBe("p-birch");
    expect(planOf("Cleaning for the Alder Street Loft in June 2025").calls[0]?.args.property).toBe("p-alder");
    expect(planOf("What is the basis of our first property?").calls[0]?.args).toEqual({ entity: "properties", property: "p-birch" });
    expect(planOf("Depreciation of our newest property in 2025").calls[0]?.args).toEqual({ entity: "properties", property: "p-cedar", year: 2025 });
  });

  it("reads obligation windows, statuses and named obligations", () => {
    expect(planOf("What is due in the next 30 days?").calls.map((c) => c.args)).toEqual([
      { entity: "obligations", within_days: 30 },
      { entity: "obligations", status: "overdue" },
    ]);
    expect(planOf("What's overdue?").calls[0]?.args).toEqual({ entity: "obligations", status: "overdue" });
    expect(planOf("When is the Colorado periodic report due?").calls[0]?.args).toMatchObject({ obligation_type: "compliance:periodic_report", text: "Colorado" });
    expect(planOf("when is the texas franchise tax report due").calls[0]?.args).toMatchObject({ text: "Texas" });
    expect(planOf("When is the West Virginia annual report due?").calls[0]?.args).toMatchObject({ text: "West Virginia" });
    expect(planOf("When is the periodic report due?").calls[0]?.args.text).toBeUndefined();
  });

  it("resolves follow-ups against the previous turn's entities", () => {
    const first = planOf("What was rental income in July 2025?");
    const previous = { intent: first.intent, tool: first.calls[0]!.tool, args: first.calls[0]!.args, period: first.periods[0] };
    const next = plan("And in August?", TODAY, PROPERTIES, previous);
    expect(next.followUp).toBe(true);
    expect(next.calls[0]?.args).toMatchObject({ entity: "transactions", start_date: "2025-08-01", end_date: "2025-08-31", categories: first.calls[0]!.args.categories });
    const other = plan("and for Cedar?", TODAY, PROPERTIES, previous);
    expect(other.calls[0]?.args).toMatchObject({ property: "p-cedar", start_date: "2025-07-01" });
    const it_ = plan("When was it acquired?", TODAY, PROPERTIES, { intent: "property", property_id: "p-alder" }, PROPERTIES[1]);
    expect(it_.calls[0]?.args).toEqual({ entity: "properties", property: "p-alder" });
  });

  it("finds a payee in the description, and leaves greetings to the help answer", () => {
    expect(planOf("How much did we spend at Home Depot in 2025?").calls[0]?.args).toMatchObject({ text: "home depot", transaction_type: "EXPENSE" });
    expect(planOf("Rental income from Maria Garcia in 2025").calls[0]?.args).toMatchObject({ text: "maria garcia" });
    expect(planOf("How much did we spend in 2025?").calls[0]?.args.text).toBeUndefined();
    expect(planOf("hello!")).toMatchObject({ intent: "help", calls: [] });
  });

  it("falls back to a document search, marked as not confident", () => {
    const p = planOf("Can guests bring pets?");
    expect(p.calls[0]?.tool).toBe("search_document_content");
    expect(p.confident).toBe(false);
  });
});
