import { describe, expect, it } from "vitest";
import { plan } from "../../src/chat/planner/plan";
import { findPeriods } from "../../src/chat/planner/periods";
import { findProperties } from "../../src/chat/planner/properties";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { PropertyRow } from "../../src/db/schema";

// A kind of a group named away from its phrase, a home described after "a", "next July", a figure
// that takes something into it ("once you count the roof"), and questions of the future or of what
// someone did that no paper records.
const TODAY = "2026-11-27";
const property = (id: string, address: string, extraMetadata: Record<string, unknown> = {}) => ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-mill", "17 Mill Race Lane, Carriage House, Hood River, OR 97031"),
  property("p-sycamore", "2210 Sycamore Hollow Road, Salem, OR 97302", { tenant: "Marisol Pennington" }),
];
const VOCAB = vocabularyFrom(
  [
    { text: "Airbnb payout - Jordan Lee (3 nights)", type: "REVENUE", n: 40 },
    { text: "ZELLE FROM MARISOL PENNINGTON RENT", type: "REVENUE", n: 12 },
    { text: "SUMMIT ROOFING NEW ROOF", type: "EXPENSE", n: 1 },
    { text: "PACIFIC POWER", type: "EXPENSE", n: 24 },
  ],
  ["2027-28 property taxes, Marion County", "Form 1065 partnership return for 2026"],
);
const planOf = (q: string) => plan(q, TODAY, PROPERTIES, VOCAB);

describe("a kind named away from its category's phrase", () => {
  it("'rent ... on the long term rentals' is the long-term rent, read from the categories' own labels", async () => {
    const args = (await planOf("how much rent did we collect last yr on the long term rentals")).calls[0]!.args;
    expect(args).toMatchObject({ categories: ["revenue:long_term_rental"], start_date: "2025-01-01", end_date: "2025-12-31" });
    expect((await planOf("short-term rent this year")).calls[0]!.args.categories).toEqual(["revenue:rental_income"]);
  });

  it("rent with no kind said stays both kinds", async () => {
    expect((await planOf("how much rent did we collect last year")).calls[0]!.args.categories).toEqual(["revenue:rental_income", "revenue:long_term_rental"]);
  });
});

describe("a home described after 'a' names none of ours", () => {
  it("'a 3 bedroom house' is not the carriage house, while 'the house' and 'the salem house' still name one", () => {
    expect(findProperties("average rent for a 3 bedroom house in salem", PROPERTIES).rows.map((r) => r.id)).toEqual(["p-sycamore"]);
    expect(findProperties("repairs at the salem house", PROPERTIES).rows.map((r) => r.id)).toEqual(["p-sycamore"]);
    expect(findProperties("which house made the most", PROPERTIES).rows).toEqual([]);
  });
});

describe("next July", () => {
  it("is the first July after this month; this month's name next is a year on", () => {
    expect(findPeriods("bookings next july", TODAY).periods[0]).toMatchObject({ start: "2027-07-01", end: "2027-07-31" });
    expect(findPeriods("this coming december", TODAY).periods[0]).toMatchObject({ start: "2026-12-01", end: "2026-12-31" });
    expect(findPeriods("next november", TODAY).periods[0]).toMatchObject({ start: "2027-11-01" });
    expect(findPeriods("last july", TODAY).periods[0]).toMatchObject({ start: "2025-07-01" });
  });
});

describe("what a figure takes into it", () => {
  it("'once you count what we paid for the new roof' is the property's cash flow, roof in it, not its price or the roof alone", async () => {
    const p = await planOf("cash flow on 2210 sycamore last yr once you count what we paid for the new roof");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ property: "p-sycamore", start_date: "2025-01-01" });
    expect(p.calls[0]!.args.text).toBeUndefined();
  });

  it("'not counting' still leaves out", async () => {
    const args = (await planOf("rental income last year not counting the long term rent")).calls[0]!.args;
    expect(args.categories).not.toContain("revenue:long_term_rental");
  });
});

describe("the future and what someone did, which no paper states", () => {
  it("'how many bookings will ...' and 'will ... go up' are forecasts", async () => {
    for (const q of ["how many bookings will the carriage house get next july", "will marion county property taxes go up next year"]) {
      expect((await planOf(q)).unused, q).toContain("a forecast");
    }
  });

  it("'how much did helena take out in distributions last year' is a record of what was done, not a passage", async () => {
    const p = await planOf("how much did helena take out in distributions last year");
    expect(p).toMatchObject({ intent: "search", focus: "past" });
    // What a paper said stays a question of the papers.
    expect((await planOf("how much did the lease say the deposit is")).focus).toBeUndefined();
  });
});

describe("gross rental income broken out", () => {
  it("by property is each one's every income of the rentals, with the rent in it: two reads, one figure each", async () => {
    const p = await planOf("Break out gross rental income by property for last year");
    expect(p.focus).toBe("gross");
    expect(p.calls.map((c) => c.args)).toEqual([
      expect.objectContaining({ transaction_type: "REVENUE", group_by: "property", start_date: "2025-01-01" }),
      expect.objectContaining({ categories: ["revenue:rental_income", "revenue:long_term_rental"], group_by: "property", start_date: "2025-01-01" }),
    ]);
    expect(p.calls[0]!.args.categories).toBeUndefined();
    // Without "gross", the rent alone.
    expect((await planOf("rental income by property last year")).calls).toHaveLength(1);
  });
});
