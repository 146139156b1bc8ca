import { describe, expect, it } from "vitest";
import { entitiesOf, plan } from "../../src/chat/planner/plan";
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
    { text: "Oregon Secretary of State - annual report fee", type: "EXPENSE", n: 2 },
    { text: "COSTCO WHOLESALE #1097", type: "EXPENSE", n: 6 },
  ],
  ["2027-28 property taxes, Marion County", "Form 1065 partnership return for 2026", "Oregon annual report 2027 (Secretary of State, $100 fee)"],
  "Basalt Creek Holdings LLC",
);
const planOf = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, PROPERTIES, VOCAB, previous);
const after = async (first: string, next: string) => planOf(next, entitiesOf(await planOf(first)));

describe("a kind named away from its category's phrase", () => {
  it("'rent ... on the long term rentals' is the long-term rent, read from the categories' own labels", async () => {
    const args = (await planOf("how much rent did we collect last yr on the long term rentals")).calls[0]!.args;
    expect(args).toMatchObject({ categories: ["revenue:long_term_rental"], start_date: "2025-01-01", end_date: "2025-12-31" });
    expect((await planOf("short-term rent this year")).calls[0]!.args.categories).toEqual(["revenue:rental_income"]);
  });

  it("rent with no kind said stays both kinds, and a kind said in an aside of what it holds narrows nothing", async () => {
    expect((await planOf("how much rent did we collect last year")).calls[0]!.args.categories).toEqual(["revenue:rental_income", "revenue:long_term_rental"]);
    expect((await planOf("total rental income ytd - long term leases + the airbnb, combined")).calls[0]!.args.categories).toEqual(["revenue:rental_income", "revenue:long_term_rental"]);
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

  it("'gross rents ..., leave out cleaning fees' is the rent asked: income left out is no part of the figure (round r28)", async () => {
    const p = await planOf("gross rents for last yr - the long-term leases plus airbnb bookings, leave out cleaning fees");
    expect(p.focus).toBeUndefined();
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0]!.args.categories).toEqual(expect.arrayContaining(["revenue:rental_income", "revenue:long_term_rental"]));
    expect(p.calls[0]!.args.categories).not.toContain("revenue:cleaning_fees");
  });
});

describe("periods said without a year, and moved by a follow-up", () => {
  it("'since march 15' and 'from december 20 to january 5' are the latest such days", () => {
    expect(findPeriods("rent since march 15", TODAY).periods[0]).toMatchObject({ start: "2026-03-15", end: TODAY });
    expect(findPeriods("rent from december 20 to january 5", TODAY).periods[0]).toMatchObject({ start: "2025-12-20", end: "2026-01-05" });
    // "may" with a number and no word making it a date stays a verb.
    expect(findPeriods("may 5 people stay", TODAY).periods).toEqual([]);
  });

  it("'and the year before?' after so far this year is that whole year; a span inside months keeps its days", async () => {
    expect((await after("how much rent so far this year", "and the year before?")).calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-12-31" });
    expect((await after("rent since march 15", "and a year earlier?")).calls[0]!.args).toMatchObject({ start_date: "2025-03-15", end_date: "2025-11-27" });
    // A quarter moved a year back is that quarter, not the whole year.
    expect((await after("rent in q1", "and the year before?")).calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-03-31" });
  });
});

describe("what was paid for a deadline, and who took in what", () => {
  it("'cleaning fees excluded' leaves them out, as 'excluding' does", async () => {
    const args = (await planOf("rental income last year, long term rent excluded")).calls[0]!.args;
    expect(args.categories).toEqual(["revenue:rental_income"]);
  });

  it("'the annual report' the ledger holds as one phrase is what was paid for, not every expense", async () => {
    expect((await planOf("what did we pay for the annual report last year")).calls[0]!.args).toMatchObject({ text: "annual report", transaction_type: "EXPENSE", start_date: "2025-01-01" });
  });

  it("after a deadline, 'what did we pay for that filing last year' is its payments; 'how much is the fee' is what its record says", async () => {
    const paid = await after("when's the oregon annual report due", "what did we pay for that filing last year");
    expect(paid.intent).toBe("transactions");
    expect(paid.calls[0]!.args).toMatchObject({ text: "annual report", start_date: "2025-01-01", end_date: "2025-12-31" });
    expect((await after("when's the oregon annual report due", "how much is the fee for it")).intent).toBe("obligations");
  });

  it("the company named as who took money in asks its income, not its profile", async () => {
    const p = await planOf("how much did Basalt Creek Holdings take in altogether last year");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", start_date: "2025-01-01" });
  });

  it("a bank's short form after a name ('costco whse') is that name, a word it never wrote is still refused", async () => {
    const p = await planOf("how much have we spent at costco whse this yr");
    expect(p.calls[0]!.args).toMatchObject({ text: "costco" });
    expect(p.unused ?? []).toEqual([]);
    expect((await planOf("how much did we spend at costco on groceries this yr")).unused).toContain("groceries");
  });
});

describe("a category said to be inside what comes before it", () => {
  it("'airbnb income (both listings, with cleaning fees) vs rent from our long-term tenants' is two sides: the name's income and the long-term rent", async () => {
    const p = await planOf("ytd airbnb income (both listings, with cleaning fees) vs rent from our long-term tenants - how does it split");
    expect(p.focus).toBe("compare");
    const args = p.calls.map((c) => c.args);
    expect(args).toHaveLength(2);
    expect(args).toEqual(expect.arrayContaining([expect.objectContaining({ categories: ["revenue:long_term_rental"] }), expect.objectContaining({ text: "airbnb", transaction_type: "REVENUE" })]));
  });
});

describe("a deadline's kind the ledger also holds", () => {
  it("'and the annual report?' after the 1065 is that deadline; 'and what did we pay for the annual report last year' is the payments", async () => {
    const next = await after("when is the 1065 due", "and the annual report?");
    expect(next.intent).toBe("obligations");
    expect(next.calls[0]!.args).toMatchObject({ obligation_type: "compliance:periodic_report" });
    const paid = await after("when is the 1065 due", "and what did we pay for the annual report last year");
    expect(paid.intent).toBe("transactions");
    expect(paid.calls[0]!.args).toMatchObject({ text: "annual report", start_date: "2025-01-01" });
  });
});
