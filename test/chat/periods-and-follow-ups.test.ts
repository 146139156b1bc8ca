import { describe, expect, it } from "vitest";
import { findPeriods } from "../../src/chat/planner/periods";
import { entitiesOf, plan } from "../../src/chat/planner/plan";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { PropertyRow } from "../../src/db/schema";
import type { TransactionsData } from "../../src/chat/tools/database/transactions";
import { transactions } from "../../src/chat/planner/intents/transactions";
import { property as propertyIntent } from "../../src/chat/planner/intents/property";
import type { PropertyFacts } from "../../src/chat/tools/database/records";
import type { ToolData } from "../../src/chat/tools";

// A quarter of a year said elsewhere in the question, a period from a home's purchase, a net said as
// "after all its costs", and follow-ups that change the side or point at one payment or one deadline.
const property = (id: string, address: string, acquisitionDate: string, extraMetadata: Record<string, unknown> = {}) =>
  ({ id, address, acquisitionDate, placedInService: acquisitionDate, extraMetadata }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-cottage", "9 Osprey Point Road, Wilmington, NC 28403", "2021-05-14", { airbnb_listing: "Osprey Point Cottage" }),
  property("p-house", "1502 Hickory Drive, Raleigh, NC 27607", "2019-08-02", { nickname: "the Raleigh house", tenant: "Owen Fitzgerald" }),
];
const VOCAB = vocabularyFrom(
  [
    { text: "OAK CITY ROOFING - NEW ROOF", type: "EXPENSE", n: 1, property: "p-house" },
    { text: "TRIANGLE PROPERTY MGMT FEE", type: "EXPENSE", n: 12, property: "p-house" },
    { text: "HARPETH PLUMBING - WATER HEATER VALVE", type: "EXPENSE", n: 2, property: "p-house" },
    { text: "OKAFOR & LIND CPAS - 2025 FORM 1065 PREPARATION", type: "EXPENSE", n: 2 },
    { text: "Airbnb reservation HM4KX2 - Jane Doe (3 nights)", type: "REVENUE", n: 30, property: "p-cottage" },
    { text: "VRBO reservation 4471902 - Ana Ruiz (2 nights)", type: "REVENUE", n: 8, property: "p-cottage" },
    { text: "RENT - FITZGERALD", type: "REVENUE", n: 12, property: "p-house" },
  ],
  ["form 1065 partnership return for 2025", "flood insurance renewal (nationwide)", "dwelling policy renewal (erie)"],
);
const TODAY = "2026-11-27";
const planOf = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, PROPERTIES, VOCAB, previous);
const after = async (first: string) => entitiesOf(await planOf(first));

describe("parts of a company-wide figure, another business's own books, 'last summer' (round r40)", () => {
  it("'total rental income last yr, short-term and the raleigh house rent together' is every home's: the parts listed are all of them", async () => {
    const lets = vocabularyFrom(
      [
        { text: "Airbnb reservation HM4KX2 - Jane Doe (3 nights)", type: "REVENUE", n: 30, property: "p-cottage", category: "revenue:rental_income" },
        { text: "RENT - FITZGERALD", type: "REVENUE", n: 12, property: "p-house", category: "revenue:long_term_rental" },
      ],
      [],
    );
    const ask = (q: string) => plan(q, TODAY, PROPERTIES, lets);
    const p = await ask("what was our total rental income last yr, short-term and the raleigh house rent together?");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args.property).toBeUndefined();
    // A home named outside the list is still the one asked about.
    expect((await ask("total rental income for the raleigh house last yr")).calls[0]!.args.property).toBe("p-house");
  });

  it("'the profit and loss for Oak City Roofing's own business' is another company's books, not what we paid them", async () => {
    const p = await planOf("pull up the profit and loss for Oak City Roofing's own business");
    expect(p.intent).toBe("search");
    expect(p.unused).toEqual(["oak city roofing's own business"]);
    expect((await planOf("what did we pay oak city roofing in 2025")).intent).toBe("transactions");
  });

  it("'last summer' after this summer has ended is read both ways: the summer just past, and the one before", async () => {
    const [summer] = findPeriods("airbnb income last summer", TODAY).periods;
    expect(summer).toMatchObject({ label: "summer 2026 (June to August)", alsoMeant: { label: "summer 2025 (June to August)" } });
    expect(findPeriods("heating costs last winter", TODAY).periods[0]!.alsoMeant).toBeUndefined();
    const p = await planOf("how much airbnb income did the cottage make last summer, june thru august?");
    expect(p.parts?.map((part) => [part.plan.periods[0]!.label, part.lead])).toEqual([
      ["summer 2026 (June to August)", undefined],
      ["summer 2025 (June to August)", "If you meant summer 2025 (June to August): "],
    ]);
  });
});

describe("a filing paid for", () => {
  it("'what did the CPA charge for preparing the partnership return' is the ledger's fee for Form 1065, and 'which firm was that again?' names it (round r40)", async () => {
    const p = await planOf("what did the CPA charge us for preparing the partnership return in 2025?");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:legal_professional"] });
    expect((await planOf("which firm was that again?", entitiesOf(p))).calls[0]!.args).toMatchObject({ aggregate: "list" });
    // Asked when, it is the deadline.
    expect((await planOf("when is the partnership return due?")).intent).toBe("obligations");
  });
});

describe("homes counted together (round r41)", () => {
  it("'airbnb income for the two homes, last year' is one figure of both, each shown; 'the two homes compared' still compares", async () => {
    const together = await planOf("airbnb income for the two homes last year: the cottage and the raleigh house?");
    expect(together.focus).toBe("together");
    expect((await planOf("airbnb income last year, the cottage vs the raleigh house")).focus).toBe("compare");
  });
});

describe("weeks and weekends", () => {
  it("'this weekend', 'next weekend', 'last week': Monday-to-Sunday weeks and their Saturday and Sunday", () => {
    // TODAY is Friday, November 27, 2026.
    const span = (q: string) => findPeriods(q, TODAY).periods.map((x) => [x.start, x.end, x.label]);
    expect(span("who's staying this weekend")).toEqual([["2026-11-28", "2026-11-29", "the weekend of November 28, 2026"]]);
    expect(span("who's booked at the cabin next weekend")).toEqual([["2026-12-05", "2026-12-06", "the weekend of December 5, 2026"]]);
    expect(span("bookings last week")).toEqual([["2026-11-16", "2026-11-22", "the week of November 16, 2026"]]);
    expect(span("anything this week")).toEqual([["2026-11-23", "2026-11-29", "the week of November 23, 2026"]]);
  });
});

describe("'last July' said in November (round r39)", () => {
  it("is July of last year, as 'last year' is, and also the July just past; a month still to come this year is last year's alone", () => {
    const [july] = findPeriods("airbnb reservations last july", TODAY).periods;
    expect(july).toMatchObject({ label: "July 2025", alsoMeant: { label: "July 2026" } });
    const [december] = findPeriods("rent last december", TODAY).periods;
    expect(december!.label).toBe("December 2025");
    expect(december!.alsoMeant).toBeUndefined();
    expect(findPeriods("rent this past july", TODAY).periods[0]!.alsoMeant).toBeUndefined();
  });

  it("is answered both ways, last year's first and followed, the other said to be the other reading", async () => {
    const p = await planOf("how many airbnb reservations did the cottage get last july?");
    expect(p.parts?.map((part) => [part.plan.periods[0]!.label, part.lead])).toEqual([
      ["July 2025", undefined],
      ["July 2026", "If you meant July 2026: "],
    ]);
    expect(p.followed).toBe(0);
    expect(entitiesOf(p).period?.label).toBe("July 2025");
    // A follow-up asks one period, as before.
    const next = await planOf("and last july?", await after("how many airbnb reservations did the cottage get in 2024?"));
    expect(next.parts).toBeUndefined();
  });
});

describe("when work the ledger names was done (round r36)", () => {
  it("'when did we get the roof replaced on the raleigh house?' lists the payments naming the roof, with their dates; 'how much was that?' totals them", async () => {
    const p = await planOf("when did we get the roof replaced on the raleigh house?");
    expect(p).toMatchObject({ intent: "transactions", calls: [{ args: { entity: "transactions", text: "roof", property: "p-house", aggregate: "list" } }] });
    expect((await planOf("how much was that?", entitiesOf(p))).calls[0]!.args).toMatchObject({ text: "roof", property: "p-house", aggregate: "sum" });
    expect((await planOf("when was the roof on the raleigh house replaced?")).intent).toBe("transactions");
    // When the home itself was got is its record, not a payment.
    expect((await planOf("when did we get the raleigh house?")).intent).toBe("property");
  });
});

describe("a small home called by another small home's name, and a rate the rows write (round r40)", () => {
  it("'the cabin in wilmington' is the cottage there; 'the wilmington condo' is no home of ours", async () => {
    const cabin = await planOf("pull up the electric bill for the cabin in wilmington last month");
    expect(cabin.intent).toBe("transactions");
    expect(cabin.calls[0]!.args).toMatchObject({ property: "p-cottage" });
    // "the cabin" alone, where our one small home standing alone is a cottage: that home.
    expect((await planOf("what are we spending on utilities at the cabin ytd")).calls[0]!.args).toMatchObject({ property: "p-cottage" });
    const condo = await planOf("pull up the electric bill for the wilmington condo last month");
    expect(condo.intent).toBe("search");
    expect(condo.unused).toEqual(["condominium"]);
  });

  it("'only the 9% monthly fees' narrows a manager's fees to the rows that write 9%; a rate no row writes narrows nothing", async () => {
    const vocab = vocabularyFrom(
      [
        { text: "Management fee 9% - Brightwell Property Management", type: "EXPENSE", n: 36 },
        { text: "Lease renewal fee - Brightwell Property Management", type: "EXPENSE", n: 1 },
      ],
      [],
    );
    const ask = (q: string) => plan(q, TODAY, PROPERTIES, vocab);
    expect((await ask("how much did brightwell take in mgmt fees last year? only the 9% monthly fees")).calls[0]!.args).toMatchObject({ text: "9%", categories: ["expense:property_management"] });
    expect((await ask("how much did brightwell take in mgmt fees last year? only the 10% fees")).calls[0]!.args).toMatchObject({ text: "brightwell" });
  });
});

describe("a part of a year whose year is said apart from it", () => {
  it("'Q3 ... from last yr' is the third quarter of last year, not of this one", async () => {
    const p = await planOf("Can you pull up Q3 gross rental income for the cottage from last yr");
    expect(p.periods.map((x) => [x.start, x.end])).toEqual([["2025-07-01", "2025-09-30"]]);
    expect(p.calls[0]!.args).toMatchObject({ start_date: "2025-07-01", end_date: "2025-09-30" });
  });

  it("'q3 rents from the cabin last year' is last year's third quarter, with no word joining the year; 'q3 compared to last year' still compares (round r37)", () => {
    expect(findPeriods("q3 rents from the gatlinburg cabin last year pls", TODAY).periods.map((x) => x.label)).toEqual(["Q3 2025"]);
    expect(findPeriods("utilities for june at the duplex, last year", TODAY).periods.map((x) => x.label)).toEqual(["June 2025"]);
    expect(findPeriods("q3 rent compared to last year", TODAY).periods).toHaveLength(2);
    expect(findPeriods("q3 rent against last year", TODAY).periods).toHaveLength(2);
  });

  it("a year said before its part, the last part of a year, a half, a month's name alone, 'last Christmas' and 'fy2025' (round r37)", () => {
    const labels = (q: string) => findPeriods(q, TODAY).periods.map((x) => x.label);
    expect(labels("last year's september rent")).toEqual(["September 2025"]);
    expect(labels("this year's q1 numbers")).toEqual(["Q1 2026"]);
    expect(labels("what did we make in the last quarter of last year")).toEqual(["Q4 2025"]);
    expect(labels("the final month of 2025")).toEqual(["December 2025"]);
    // "last quarter" alone is still the one before this.
    expect(labels("rent last quarter")).toEqual(["Q3 2026"]);
    expect(labels("h1 rents last year")).toEqual(["the first half of 2025 (January to June)"]);
    expect(labels("september rent at the cabin last year")).toEqual(["September 2025"]);
    // "may" the verb and "june" the name need a word that makes them a date.
    expect(labels("may we see the june invoice")).toEqual([]);
    expect(labels("income last christmas")).toEqual(["Christmas (December 25, 2025)"]);
    expect(labels("fy2025 income")).toEqual(["2025"]);
    expect(labels("fy 25 income")).toEqual(["2025"]);
  });

  it("'the most recent full quarter' is the last quarter that has ended, and 'the most recent payment' the latest, not the largest (round r38)", async () => {
    expect(findPeriods("gross rents for the most recent full quarter", TODAY).periods.map((x) => x.label)).toEqual(["Q3 2026"]);
    expect(findPeriods("utilities for the latest complete month", TODAY).periods.map((x) => x.label)).toEqual(["October 2026"]);
    expect(findPeriods("rent for last full year", TODAY).periods.map((x) => x.label)).toEqual(["2025"]);
    expect((await planOf("gross rents for the most recent full quarter")).calls[0]!.args).toMatchObject({ start_date: "2026-07-01", end_date: "2026-09-30", aggregate: "sum" });
    expect((await planOf("what was the most recent water bill")).calls[0]!.args).toMatchObject({ aggregate: "list", limit: 1 });
  });

  it("'income for the fiscal year 2025' is 2025's income, not a question for the papers", async () => {
    const p = await planOf("income for the fiscal year 2025");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-12-31" });
  });

  it("'october's income' is October's; 'this january' is January of this year", () => {
    expect(findPeriods("pull up october's income for the osprey point place", TODAY).periods.map((x) => x.label)).toEqual(["October 2026"]);
    expect(findPeriods("how much property tax did we pay this january, all counties combined?", TODAY).periods.map((x) => x.label)).toEqual(["January 2026"]);
  });

  it("'august ... in 2025' is August 2025; 'q3 vs last year' still compares two periods", () => {
    expect(findPeriods("income in august at the cottage in 2025", TODAY).periods.map((x) => x.label)).toEqual(["August 2025"]);
    expect(findPeriods("q3 vs last year", TODAY).periods).toHaveLength(2);
  });
});

describe("trailing periods counted in whole months, quarters and years", () => {
  it("'ttm', 'the past twelve months', 'the last 2 quarters' and 'the last 3 years' are whole periods before this one", async () => {
    const span = async (q: string) => (await planOf(q)).periods.map((x) => [x.start, x.end]);
    expect(await span("ttm revenue")).toEqual([["2025-11-01", "2026-10-31"]]);
    expect(await span("income over the past twelve months")).toEqual([["2025-11-01", "2026-10-31"]]);
    expect(await span("rental income for the last 2 quarters")).toEqual([["2026-04-01", "2026-09-30"]]);
    expect(await span("expenses for the last 3 years")).toEqual([["2023-01-01", "2025-12-31"]]);
  });
});

describe("a period and the one a move from it names", () => {
  it("'last month vs the month before' compares October with September; 'next year after the increase' moves nothing", async () => {
    const p = await planOf("expenses at the raleigh house last month vs the month before");
    expect(p.periods.map((x) => x.label)).toEqual(["October 2026", "September 2026"]);
    expect(p.calls.map((c) => c.args.start_date)).toEqual(["2026-10-01", "2026-09-01"]);
    expect((await planOf("what will rent be at the raleigh house next year after the increase")).periods.length).toBeLessThan(2);
  });
});

describe("a period from a home's purchase, and every date", () => {
  it("'since we bought it' dates the figure from the acquisition, and asks no purchase price", async () => {
    const p = await planOf("how much have we spent on repairs at the raleigh house since we bought it");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ property: "p-house", start_date: "2019-08-02", end_date: TODAY });
  });

  it("'all-time revenue' is every date, no word left unused", async () => {
    const p = await planOf("all-time revenue");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", aggregate: "sum" });
  });
});

describe("a net said as income after its costs", () => {
  it("'how did the cottage do last year after all its costs' is its net, not its expenses", async () => {
    const p = await planOf("How did the cottage do last year after all its costs");
    expect(p.calls[0]!.args).toMatchObject({ property: "p-cottage", aggregate: "sum" });
    expect(p.calls[0]!.args.transaction_type).toBeUndefined();
  });
});

describe("follow-ups that point at one payment, one deadline or another side", () => {
  it("'who was that paid to?' after the single biggest expense is that payment again", async () => {
    const p = await planOf("who was that paid to?", await after("what was our single biggest expense last year?"));
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "EXPENSE", aggregate: "max", limit: 1 });
  });

  it("'who was the vendor on that one?' after the single biggest expense is that payment again", async () => {
    const p = await planOf("who was the vendor on that one?", await after("What was the single biggest expense at the raleigh house last year?"));
    expect(p.calls[0]!.args).toMatchObject({ property: "p-house", aggregate: "max", limit: 1 });
  });

  it("'who was the vendor?' after a category's total lists its payments", async () => {
    const p = await planOf("who was the vendor?", await after("What did we spend on repairs last year?"));
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:maintenance:repairs"], aggregate: "list", start_date: "2025-01-01" });
  });

  it("'which vendor was that?' after a category's total lists its payments, with whom they name", async () => {
    const p = await planOf("which vendor was that?", await after("how much did we spend on repairs at the raleigh house last year"));
    expect(p.calls[0]!.args).toMatchObject({ property: "p-house", aggregate: "list", start_date: "2025-01-01" });
  });

  it("'what was that job for' after a vendor's payments lists them", async () => {
    const p = await planOf("what was that job for", await after("What did we pay Harpeth Plumbing?"));
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ text: "harpeth plumbing", aggregate: "list" });
  });

  it("'and total expenses for the same quarter?' after gross rents is the expenses, with no gross income", async () => {
    const p = await planOf("and total expenses for the same quarter?", await after("what were our gross rents for last quarter?"));
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "EXPENSE", start_date: "2026-07-01", end_date: "2026-09-30" });
    expect(p.focus).toBeUndefined();
  });

  it("'who did we pay to prepare the last one' after the 1065 is the latest payment naming it", async () => {
    const p = await planOf("who did we pay to prepare the last one, and how much?", await after("when is the next 1065 due"));
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "EXPENSE", text: "1065", aggregate: "list", limit: 1 });
  });

  it("'the flood insurance on the beach house' is the flood policy's deadline, not the Raleigh house's", async () => {
    const p = await planOf("when do we need to renew the flood insurance on the beach house");
    expect(p.intent).toBe("obligations");
    expect(p.calls[0]!.args).toMatchObject({ obligation_type: "property:insurance", text: expect.stringContaining("flood") });
    expect(p.calls[0]!.args.property).toBeUndefined();
  });
});

describe("two platforms' bookings counted", () => {
  it("'how many airbnb and vrbo bookings' counts each platform's stays", async () => {
    const p = await planOf("how many airbnb and vrbo bookings did we have last year");
    expect(p.intent).toBe("stays");
    expect(p.calls.map((c) => c.args.source)).toEqual(["airbnb", "vrbo"]);
  });
});

describe("rates of the stays, and whether money was made", () => {
  it("'average nightly rate' and 'ADR' divide the stays' rent by their nights; others' '3br cabins' are refused", async () => {
    for (const q of ["what's our average nightly rate at the cottage this year", "ADR for the cottage in q3"]) {
      const p = await planOf(q);
      expect(p.intent, q).toBe("stays");
      expect(p.focus, q).toBe("rate");
      expect(p.calls.map((c) => c.args.entity), q).toEqual(["stays", "transactions"]);
      expect(p.calls[1]!.args, q).toMatchObject({ categories: ["revenue:rental_income"], group_by: "property", property: "p-cottage" });
    }
    const others = await planOf("avg nightly rate for 3br cabins in wilmington these days?");
    expect(others.intent).toBe("search");
    expect(others.unused?.length).toBeGreaterThan(0);
  });

  it("'what did the roof job run us' is what was paid", async () => {
    expect(await planOf("what did the roof job on the raleigh house run us")).toMatchObject({ intent: "transactions", calls: [{ args: { transaction_type: "EXPENSE", text: "roof", property: "p-house" } }] });
  });

  it("'how much did triangle collect for us' is no income of a name only ever paid, not what was paid to it", async () => {
    expect((await planOf("how much did triangle collect for us in october")).calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", text: "triangle" });
    expect((await planOf("what did we pay triangle in october")).calls[0]!.args).toMatchObject({ transaction_type: "EXPENSE", text: "triangle" });
  });

  it("'is fitzgerald current on rent' reads the latest payment, not every payment summed", async () => {
    expect(await planOf("is fitzgerald current on rent")).toMatchObject({ focus: "latest", calls: [{ args: { aggregate: "list", limit: 1 } }] });
  });

  it("'what's she paying?' after who lives in a home is the tenant's rent; 'when's her lease up' asks when it ends", async () => {
    const p = await planOf("what's she paying?", await after("who's living in the raleigh house these days?"));
    expect(p.intent).toBe("property");
    expect(p.calls[0]!.args).toMatchObject({ entity: "properties", property: "p-house" });
    expect(String((await planOf("when's owen's lease up?")).calls[0]!.args.query)).toContain("lease end");
  });

  it("'did we make money in september?' is the net, not the income", async () => {
    const p = await planOf("did we make money in september?");
    expect(p.calls[0]!.args.transaction_type).toBeUndefined();
    expect((await planOf("how much money did we make in september")).calls[0]!.args.transaction_type).toBe("REVENUE");
  });
});

describe("a period ranked", () => {
  it("'biggest month for the cottage' ranks its income by month; 'slowest quarter' the lowest; 'most expensive month' its expenses", async () => {
    expect((await planOf("biggest month for the cottage this year?")).calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", property: "p-cottage", group_by: "month" });
    expect(await planOf("biggest month for the cottage this year?")).toMatchObject({ intent: "transactions", pick: "max" });
    expect(await planOf("what was our slowest quarter last year")).toMatchObject({ pick: "min", calls: [{ args: { transaction_type: "REVENUE", group_by: "quarter" } }] });
    expect(await planOf("most expensive month at the raleigh house in 2025")).toMatchObject({ pick: "max", calls: [{ args: { transaction_type: "EXPENSE", group_by: "month" } }] });
  });
});

describe("a bare year after a part of one, and the homes besides the one asked about", () => {
  it("'and last yr?' after Q1's rent is Q1 of last year; 'the whole of last year' is the year", async () => {
    const q1 = await after("how much rent came in during Q1 this year?");
    expect((await planOf("and last yr?", q1)).periods.map((x) => x.label)).toEqual(["Q1 2025"]);
    expect((await planOf("and for the whole of last year?", q1)).periods.map((x) => x.label)).toEqual(["2025"]);
    // After a year to date, last year is the whole year.
    expect((await planOf("and last year?", await after("how much rent came in so far this year?"))).periods.map((x) => x.label)).toEqual(["2025"]);
  });

  const THREE = [...PROPERTIES, property("p-condo", "407 Tremont Street, Unit 3, Chattanooga, TN 37405", "2021-09-10")];
  const planOn = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, THREE, VOCAB, previous, THREE.find((row) => row.id === previous?.property_id));

  it("'and on the other two houses?' after one home's taxes is each of the other two, and together; a count that does not match says nothing", async () => {
    const condo = entitiesOf(await planOn("what did we pay in property tax on tremont street last year?"));
    const others = await planOn("and on the other two houses?", condo);
    expect(others).toMatchObject({ intent: "transactions", focus: "together", sides: [THREE[0]!.address, THREE[1]!.address] });
    expect(others.calls.map((c) => c.args)).toEqual([
      expect.objectContaining({ property: "p-cottage", start_date: "2025-01-01", end_date: "2025-12-31" }),
      expect.objectContaining({ property: "p-house", start_date: "2025-01-01", end_date: "2025-12-31" }),
    ]);
    // Three homes leave two others: "the other house" does not say which.
    expect((await planOn("and the other house?", condo)).calls.some((c) => c.args.property === "p-house")).toBe(false);
    // Of two homes, "the other one" is the other.
    const cottage = await after("what did we pay in property tax on the cottage last year?");
    expect((await plan("and the other one?", TODAY, PROPERTIES, VOCAB, cottage, PROPERTIES[0])).calls[0]!.args).toMatchObject({ property: "p-house", categories: ["expense:property_tax"] });
  });
});

describe("a list that spells out a name's payments, and kinds of income counted side by side", () => {
  it("'what we paid triangle in q3 (fees + repairs)' is all of triangle's payments, by category", async () => {
    const p = await planOf("how much did we pay Triangle in q3 this year (fees + repairs)?");
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0]!.args).toMatchObject({ text: "triangle", transaction_type: "EXPENSE", start_date: "2026-07-01" });
    expect(p.calls[0]!.args.categories).toBeUndefined();
  });

  it("'gross rental income ... both airbnbs plus the two long term leases' is the whole company's, not the airbnb homes'", async () => {
    const homes = [...PROPERTIES, property("p-cabin", "48 Juniper Lane, Asheville, NC 28801", "2022-03-01")];
    const vocab = vocabularyFrom([
      { text: "Airbnb reservation AB1 - Jo Li (2 nights)", type: "REVENUE", n: 20, property: "p-cottage" },
      { text: "Airbnb reservation AB2 - Al Ng (3 nights)", type: "REVENUE", n: 20, property: "p-cabin" },
      { text: "RENT - FITZGERALD", type: "REVENUE", n: 12, property: "p-house" },
    ], []);
    const p = await plan("gross rental income for last yr? both airbnbs plus the two long term leases", TODAY, homes, vocab);
    expect(p.focus).toBe("gross");
    expect(p.calls[0]!.args.property).toBeUndefined();
    // "Both airbnbs plus the raleigh house" still names those homes.
    expect((await plan("gross rental income for last yr, both airbnbs plus the raleigh house", TODAY, homes, vocab)).calls.map((c) => c.args.property)).toEqual(["p-cottage", "p-cabin", "p-house"]);
  });

  it("all of a home's income is read by category, and the answer names the rent in it", async () => {
    const p = await planOf("how much has the cottage brought in ytd?");
    expect(p).toMatchObject({ focus: "income", calls: [{ args: { transaction_type: "REVENUE", property: "p-cottage", group_by: "category" } }] });
    const line = (key: string, label: string, revenue: string, count: number) => ({ key, label, revenue, expense: "0.00", net: revenue, count, average: null });
    const data = {
      entity: "transactions", aggregate: "sum", group_by: "category", type: "REVENUE", average: null, by_category: null, rows: null,
      filters: { start_date: "2026-01-01", end_date: "2026-11-27", categories: null, transaction_type: "REVENUE", property: PROPERTIES[0]!.address, text: null, min_amount: null, max_amount: null },
      totals: { count: 12, revenue: "5200.00", expense: "0.00", net: "5200.00" },
      groups: [line("revenue:rental_income", "Short-term rental income", "4000.00", 8), line("revenue:cleaning_fees", "Cleaning fees charged to guests", "1200.00", 4)],
    } as unknown as TransactionsData;
    const answer = transactions.write(p, [data], "how much has the cottage brought in ytd?");
    expect(answer).toContain("$5,200.00");
    expect(answer).toContain("of which rent $4,000.00");
    // A follow-up keeps the shape; "which month was the highest?" ranks the income, not its categories.
    const later = await planOf("and last year?", entitiesOf(p));
    expect(later).toMatchObject({ focus: "income", calls: [{ args: { group_by: "category", start_date: "2025-01-01" } }] });
    expect((await planOf("which month was the highest?", entitiesOf(p))).calls[0]!.args).toMatchObject({ group_by: "month" });
  });
});

describe("one figure as a part of another", () => {
  it("'mgmt fees as a % of rent', 'what percent of our income went to repairs' and 'expense ratio' divide two figures of the same period", async () => {
    const fees = await planOf("what were mgmt fees as a % of rent last year?");
    expect(fees).toMatchObject({ intent: "transactions", focus: "ratio", sides: ["management fees", "rent"] });
    expect(fees.calls.map((c) => c.args.categories)).toEqual([["expense:property_management"], ["revenue:rental_income", "revenue:long_term_rental"]]);
    expect((await planOf("what percent of our income went to repairs in 2025")).calls.map((c) => [c.args.categories, c.args.transaction_type])).toEqual([[["expense:maintenance:repairs"], undefined], [undefined, "REVENUE"]]);
    const ratio = await planOf("expense ratio for the raleigh house last year");
    expect(ratio.calls.map((c) => [c.args.transaction_type, c.args.property])).toEqual([["EXPENSE", "p-house"], ["REVENUE", "p-house"]]);
    const sum = (revenue: string, expense: string, count: number) => ({ entity: "transactions", aggregate: "sum", group_by: null, average: null, groups: null, by_category: null, rows: null, filters: { start_date: "2025-01-01", end_date: "2025-12-31", categories: null, transaction_type: null, property: null, text: null, min_amount: null, max_amount: null }, totals: { count, revenue, expense, net: "0.00" } });
    const answer = transactions.write(fees, [{ ...sum("0.00", "1440.00", 12), type: "EXPENSE" }, { ...sum("18000.00", "0.00", 12), type: "REVENUE" }] as unknown as TransactionsData[], "");
    expect(answer).toContain("$1,440.00");
    expect(answer).toContain("$18,000.00");
    expect(answer).toContain("8.0% of rent");
    // Nothing to divide by: both figures, and no percentage.
    expect(transactions.write(fees, [{ ...sum("0.00", "1440.00", 12), type: "EXPENSE" }, { ...sum("0.00", "0.00", 0), type: "REVENUE" }] as unknown as TransactionsData[], "")).not.toContain("%");
  });
});

describe("one payment asked of again, a dropped letter, and a second ask about what the first named", () => {
  it("'how much was that?' after the last payment of a kind is that payment, not all of them", async () => {
    const last = await after("when did we last pay triangle?");
    expect(await planOf("how much was that?", last)).toMatchObject({ focus: "latest", calls: [{ args: { aggregate: "list", limit: 1, text: "triangle" } }] });
    // "in total" asks them all.
    expect((await planOf("how much was that in total?", last)).calls[0]!.args.aggregate).toBe("sum");
  });

  it("'rentl' is 'rental': a letter dropped inside a known word of five letters or more", async () => {
    expect((await planOf("short term rentl income at the cottage this march")).calls[0]!.args).toMatchObject({ categories: ["revenue:rental_income"], property: "p-cottage" });
  });

  it("'how much is the 1065 prep fee and when is it due' asks the deadline in its second ask; 'and when was that?' after a payment its date", async () => {
    const p = await planOf("how much did okafor charge for the 1065 preparation and when is it due");
    expect(p.parts?.map((part) => part.plan.intent)).toEqual(["transactions", "obligations"]);
    expect((await planOf("and when was that?", await after("what did we pay okafor last year?"))).calls[0]!.args).toMatchObject({ aggregate: "list", text: "okafor" });
  });
});

describe("a tenant's payments asked of again", () => {
  it("'was he ever late paying?' after a tenant's rent lists his payments over every date, not rows saying 'late'", async () => {
    const rent = await after("total rent we collected from fitzgerald last yr?");
    const p = await planOf("was he ever late paying?", rent);
    expect(p.calls[0]!.args).toEqual({ entity: "transactions", text: "fitzgerald", aggregate: "list", limit: 20 });
  });

  it("'how much of that did the property manager keep?' after a tenant's rent is the management cost of the home the rent is from", async () => {
    const p = await planOf("and how much of that did the property manager keep?", await after("ytd rent collected from fitzgerald?"));
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:property_management"], property: "p-house", start_date: "2026-01-01" });
    expect(p.calls[0]!.args.text).toBeUndefined();
  });
});

describe("lists after the question, the market's homes, and whoever does a kind of work", () => {
  it("'what did utilities run us last yr? electric, water and internet all in' is all the utilities, not the electric", async () => {
    const p = await planOf("what did utilites run us at the cottage last yr? electric, propane, water and internet all in");
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:utilities"], property: "p-cottage" });
  });

  it("'anything due in the next 60 days? filings, taxes, renewals' narrows the deadlines to none of those", async () => {
    const p = await planOf("anything due in the next 60 days? filings, taxes, renewals");
    expect(p.calls[0]!.args).toEqual({ entity: "obligations", within_days: 60 });
  });

  it("'the average nightly rate for airbnbs in wilmington' is the market's, refused; 'both airbnbs in june' are ours", async () => {
    const market = await planOf("whats the average nightly rate for airbnbs in wilmington right now?");
    expect(market.intent).toBe("search");
    expect(market.unused).toContain("other homes");
    expect((await planOf("airbnb booking income for both rentals in June")).intent).toBe("transactions");
    expect((await planOf("what did our rentals in raleigh bring in last year")).unused ?? []).not.toContain("other homes");
  });

  it("'the pool guy', 'the lawn guy at the raleigh house': whoever does the work, named by the work", async () => {
    const p = await planOf("how much has the lawn guy at the Raleigh house cost us this year");
    expect(p).toMatchObject({ intent: "transactions", calls: [{ args: { categories: ["expense:maintenance:landscaping"], property: "p-house" } }] });
  });

  it("'who's the insurer on that one?' after a premium lists its payments, the role naming no one to look for", async () => {
    const vocab = vocabularyFrom([{ text: "COLUMBIA GORGE MUTUAL INSURANCE - DWELLING PREMIUM", type: "EXPENSE", n: 2, property: "p-house" }], []);
    const ask = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, PROPERTIES, vocab, previous, previous ? PROPERTIES[1] : undefined);
    const premium = entitiesOf(await ask("the insurance premium we paid on the raleigh house last year"));
    const p = await ask("who's the insurer on that one?", premium);
    expect(p.calls[0]!.args).toMatchObject({ aggregate: "list", categories: ["expense:insurance"], property: "p-house" });
    expect(p.calls[0]!.args.text).not.toBe("insurance");
  });
});

describe("follow-ups that name a role or a term in the ledger's words", () => {
  it("'which providers was that with?' after a category's total lists its payments, with whom they name", async () => {
    const p = await planOf("which providers was that with?", await after("what did we spend on property tax last year"));
    expect(p.calls[0]!.args).toMatchObject({ aggregate: "list", categories: ["expense:property_tax"] });
  });
});

describe("the other home of a kind, the largest of a total, whoever does the work, and leases as income", () => {
  // Two homes where the Airbnb income is, and one long-term rental.
  const HOMES = [
    ...PROPERTIES,
    property("p-loft", "44 Juniper Lane, Carolina Beach, NC 28428", "2022-03-01", { airbnb_listing: "Juniper Loft" }),
  ];
  const vocab = vocabularyFrom(
    [
      { text: "Airbnb payout - Osprey Point Cottage", type: "REVENUE", n: 30, property: "p-cottage" },
      { text: "Airbnb payout - Juniper Loft", type: "REVENUE", n: 25, property: "p-loft" },
      { text: "RENT - FITZGERALD", type: "REVENUE", n: 12, property: "p-house" },
      { text: "Sparkle Co - turnover cleaning, 6 turns", type: "EXPENSE", n: 10, property: "p-cottage" },
      { text: "HARPETH PLUMBING - WATER HEATER VALVE", type: "EXPENSE", n: 2, property: "p-house" },
    ],
    ["lease renewal: owen fitzgerald, 1502 hickory drive (lease ends january 31, 2027)"],
  );
  const ask = (q: string, previous?: Parameters<typeof plan>[4], home?: PropertyRow) => plan(q, TODAY, HOMES, vocab, previous, home);

  it("'and the other airbnb?' after one airbnb's basis is the same of the other home with Airbnb income, not a search for 'airbnb'", async () => {
    const basis = entitiesOf(await ask("what's the depreciable basis on juniper?"));
    const p = await ask("and the other airbnb?", basis, HOMES[2]);
    expect(p).toMatchObject({ intent: "property", focus: "basis", calls: [{ args: { entity: "properties", property: "p-cottage" } }] });
    // After the long-term rental, "the other airbnb" names no one home: it is not read as one.
    const house = entitiesOf(await ask("what's the depreciable basis on the raleigh house?"));
    expect((await ask("and the other airbnb?", house, HOMES[1])).property?.id).not.toBe("p-cottage");
    // "the other two airbnbs" where one other home holds Airbnb income: a count that is not the homes left reads no home.
    const two = await ask("and the other 2 airbnbs?", basis, HOMES[2]);
    expect(two.property?.id).not.toBe("p-cottage");
    expect(JSON.stringify(two.calls)).not.toContain("p-cottage");
  });

  it("'who was the vendor on the biggest one?' after a total is the largest of the same payments, which names whom", async () => {
    const p = await ask("who was the vendor on the biggest one?", entitiesOf(await ask("what did we spend on repairs last year?")));
    expect(p.calls[0]!.args).toMatchObject({ entity: "transactions", categories: ["expense:maintenance:repairs"], aggregate: "max", limit: 1, start_date: "2025-01-01" });
  });

  it("'who does the turnover cleaning at the cottage?' lists the payments of that work there, with whom they name", async () => {
    const p = await ask("Who does the turnover cleaning at the Osprey cottage?");
    expect(p).toMatchObject({ intent: "transactions", calls: [{ args: { text: "turnover cleaning", property: "p-cottage", aggregate: "list" } }] });
    expect(p.unused ?? []).toEqual([]);
  });

  it("'how much did we pay them last month?' with nothing before it that names them states no figure", async () => {
    const p = await ask("how much did we pay them last month?");
    expect(p.unused).toContain("them");
  });

  it("'and when does his lease actually end?' after his renewal deadline answers from the deadline before any other lease's passage", async () => {
    const renewal = entitiesOf(await ask("When do we have to decide on renewing Owen Fitzgerald's lease?"));
    const p = await ask("and when does his lease actually end?", renewal);
    expect(p.focus).toBe("deadline-first");
    expect(p.calls.some((c) => c.args.entity === "obligations" && c.args.text === "fitzgerald")).toBe(true);
  });

  it("'gross rents? airbnb stays plus the leases' is all the rent; 'rent from the leases' is the long-term rent; a lease's own terms stay the paper's", async () => {
    const gross = await ask("What were our gross rents for last year? Airbnb stays plus the leases, leave the cleaning fees out");
    expect(gross.intent).toBe("transactions");
    expect(gross.calls[0]!.args).toMatchObject({ categories: ["revenue:rental_income", "revenue:long_term_rental"], start_date: "2025-01-01" });
    expect((await ask("rent from the leases last year")).calls[0]!.args).toMatchObject({ categories: ["revenue:long_term_rental"] });
    expect((await ask("what's the late fee in owen's lease")).intent).toBe("search");
  });
});

describe("several homes named in a question of their records", () => {
  const HOMES = [
    ...PROPERTIES,
    property("p-loft", "44 Juniper Lane, Carolina Beach, NC 28428", "2022-03-01", { airbnb_listing: "Juniper Loft" }),
  ];
  const vocab = vocabularyFrom(
    [
      { text: "Airbnb payout - Osprey Point Cottage", type: "REVENUE", n: 30, property: "p-cottage" },
      { text: "Airbnb payout - Juniper Loft", type: "REVENUE", n: 25, property: "p-loft" },
      { text: "RENT - FITZGERALD", type: "REVENUE", n: 12, property: "p-house" },
    ],
    [],
  );
  const facts = (id: string, address: string, acquired: string, land: string, building: string) =>
    ({ id, address, acquisition_date: acquired, purchase_price_total: "0.00", land_basis: land, building_basis: building, ffe_basis: "0.00", total_basis: (Number(land) + Number(building)).toFixed(2), depreciable_basis: building, placed_in_service: acquired, status: "active", extra_metadata: {} }) as unknown as PropertyFacts;

  it("'depreciable basis of both airbnbs' reads each of those homes, and totals only them", async () => {
    const p = await plan("depreciable basis of both airbnbs", TODAY, HOMES, vocab);
    expect(p.intent).toBe("property");
    expect(p.calls.map((c) => c.args.property).sort()).toEqual(["p-cottage", "p-loft"]);
    const results: ToolData[] = [
      { entity: "properties", items: [facts("p-cottage", "9 Osprey Point Road", "2021-05-14", "100000.00", "300000.00")] },
      { entity: "properties", items: [facts("p-loft", "44 Juniper Lane", "2022-03-01", "50000.00", "200000.00")] },
    ] as ToolData[];
    const answer = propertyIntent.write(p, results, "depreciable basis of both airbnbs");
    expect(answer).toContain("Both together");
    expect(answer).toContain("depreciable $500,000.00");
    expect(answer).not.toContain("The company has");
  });

  // The same homes, with each income row's category: bookings at the cottage and the loft, a tenant's rent at the house.
  const let_ = vocabularyFrom(
    [
      { text: "Airbnb payout - Osprey Point Cottage", type: "REVENUE", n: 30, property: "p-cottage", category: "revenue:rental_income" },
      { text: "Airbnb payout - Juniper Loft", type: "REVENUE", n: 25, property: "p-loft", category: "revenue:rental_income" },
      { text: "RENT - FITZGERALD", type: "REVENUE", n: 12, property: "p-house", category: "revenue:long_term_rental" },
    ],
    [],
  );

  it("'expenses for the short term rentals' are the homes let by the night, one total; their income stays a category", async () => {
    const p = await plan("expenses for the short term rentals last year", TODAY, HOMES, let_);
    expect(p.calls.map((c) => c.args.property).sort()).toEqual(["p-cottage", "p-loft"]);
    expect(p).toMatchObject({ focus: "together", calls: [{ args: { transaction_type: "EXPENSE", start_date: "2025-01-01" } }, {}] });
    const rent = await plan("rental income from the long term rentals last year", TODAY, HOMES, let_);
    expect(rent.calls[0]!.args).toMatchObject({ categories: ["revenue:long_term_rental"] });
    expect(rent.calls[0]!.args.property).toBeUndefined();
    // "short term rental income" is income of a kind, no homes.
    expect((await plan("short term rental income last year", TODAY, HOMES, let_)).calls[0]!.args.property).toBeUndefined();
  });

  it("'total basis for the long-term rentals' reads the homes let to tenants; 'the other short-term rental' is the other one let by the night", async () => {
    expect((await plan("total basis for the long-term rentals", TODAY, HOMES, let_)).calls.map((c) => c.args.property)).toEqual(["p-house"]);
    const nights = entitiesOf(await plan("how many nights was the loft booked last month?", TODAY, HOMES, let_));
    const p = await plan("and the other STR?", TODAY, HOMES, let_, nights, HOMES[2]);
    expect(p.calls[0]!.args).toMatchObject({ entity: "stays", property: "p-cottage" });
  });

  it("one home, or the company's, is read in one call as before", async () => {
    expect((await plan("depreciable basis of the raleigh house", TODAY, HOMES, vocab)).calls).toHaveLength(1);
    expect((await plan("total basis across all our properties", TODAY, HOMES, vocab)).calls).toEqual([{ tool: "query_database", args: { entity: "properties" } }]);
  });
});

describe("r29's follow-ups and glosses, read generally", () => {
  it("'who's the policy with?' after an insurance deadline restates the deadline, which names the carrier", async () => {
    const renewal = await after("when does the flood insurance renew?");
    const p = await planOf("who's the policy with?", renewal);
    expect(p).toMatchObject({ intent: "obligations", followUp: true });
  });

  it("'who put the new roof on the raleigh house?' lists the payments that name the roof there; 'how much was that?' totals them", async () => {
    const who = await planOf("who put the new roof on the Raleigh house?");
    expect(who).toMatchObject({ intent: "transactions", calls: [{ args: { text: "new roof", property: "p-house", aggregate: "list" } }] });
    const p = await planOf("how much was that?", entitiesOf(who));
    expect(p.calls[0]!.args).toMatchObject({ text: "new roof", property: "p-house", aggregate: "sum" });
  });

  it("'total revenue, everything included (rent, airbnb, late fees, all of it)' is all income, the list only saying what it holds", async () => {
    const p = await planOf("Can you calculate our total revenue for last year, everything included (rent, Airbnb, late fees, all of it)?");
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", start_date: "2025-01-01" });
    expect(p.calls[0]!.args.categories).toBeUndefined();
  });

  it("'and what did the property manager keep out of that?' after a tenant's rent is the management cost of that home", async () => {
    const p = await planOf("and what did the property manager keep out of that?", await after("How much rent did Fitzgerald pay in 2025?"));
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:property_management"], property: "p-house", start_date: "2025-01-01" });
  });
});

describe("a kind of a category said before it", () => {
  it("'plumbing repairs at the raleigh house' are the repairs there whose lines say plumbing; 'cpa tax prep' stays the category", async () => {
    const p = await planOf("were there any plumbing repairs at the raleigh house last year?");
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:maintenance:repairs"], text: "plumbing", property: "p-house" });
    const prep = await planOf("cpa tax prep fees this year");
    expect(prep.calls[0]!.args.text).toBeUndefined();
  });
});

describe("a deadline's payee, and the other home in a place", () => {
  const HOMES = [
    property("p-a", "1147 SE Thornapple Street, Portland, OR 97202", "2020-01-01"),
    property("p-b", "3306 N Larkspur Avenue, Portland, OR 97217", "2021-01-01"),
    property("p-c", "2210 Sycamore Hollow Road, Salem, OR 97302", "2022-01-01"),
  ];
  const vocab = vocabularyFrom(
    [
      { text: "SAFECO INSURANCE - DWELLING PREMIUM", type: "EXPENSE", n: 2, property: "p-a" },
      { text: "MULTNOMAH COUNTY TAX COLLECTOR", type: "EXPENSE", n: 4, property: "p-a" },
      { text: "City of Portland water", type: "EXPENSE", n: 12, property: "p-b" },
    ],
    ["dwelling policy renewal (safeco), 1147 se thornapple street"],
  );
  const ask = (q: string, previous?: Parameters<typeof plan>[4], home?: PropertyRow) => plan(q, TODAY, HOMES, vocab, previous, home);

  it("'how much was the premium the last time we paid it?' after the Safeco renewal is the latest payment under that name", async () => {
    const renewal = entitiesOf(await ask("when's the Safeco renewal for the Thornapple house?"));
    const p = await ask("how much was the premium the last time we paid it?", renewal, HOMES[0]);
    expect(p).toMatchObject({ intent: "transactions", focus: "latest", calls: [{ args: { text: "safeco", aggregate: "list", limit: 1 } }] });
  });

  it("'what about the other portland one?' after one Portland home's tax is the other home in Portland, not rows saying 'portland'", async () => {
    const tax = entitiesOf(await ask("how much property tax did we pay on the Thornapple house last year?"));
    const p = await ask("what about the other Portland one?", tax, HOMES[0]);
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:property_tax"], property: "p-b", start_date: "2025-01-01" });
    expect(p.calls[0]!.args.text).toBeUndefined();
  });
});

describe("who did a named job, and a total across the homes named", () => {
  it("'who did the deck work, and what did it cost?' after the repairs lists those of them that name the deck", async () => {
    const vocab = vocabularyFrom([{ text: "Sevier Deck & Porch - deck board repair and stain", type: "EXPENSE", n: 1, property: "p-cottage" }, { text: "HARPETH PLUMBING - WATER HEATER VALVE", type: "EXPENSE", n: 2, property: "p-house" }], []);
    const ask = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, PROPERTIES, vocab, previous);
    const p = await ask("who did the deck work, and what did it cost?", entitiesOf(await ask("what did we spend on repairs last year?")));
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:maintenance:repairs"], text: "deck", aggregate: "list", start_date: "2025-01-01" });
  });

  it("'total airbnb revenue last year across the cottage and the raleigh house' is one figure of both, each shown", async () => {
    const p = await planOf("total Airbnb revenue last year across the cottage and the raleigh house?");
    expect(p.focus).toBe("together");
    expect(p.calls.map((c) => c.args.property)).toEqual(["p-cottage", "p-house"]);
  });
});

describe("r32's premiums and installers", () => {
  const vocab = vocabularyFrom(
    [
      { text: "STATE FARM INSURANCE - LANDLORD POLICY PREMIUM", type: "EXPENSE", n: 2, property: "p-house" },
      { text: "Mountain Spa & Pool - new hot tub installed", type: "EXPENSE", n: 1, property: "p-cottage" },
    ],
    ["landlord policy renewal (state farm), 1502 hickory drive"],
  );
  const ask = (q: string, previous?: Parameters<typeof plan>[4], home?: PropertyRow) => plan(q, TODAY, PROPERTIES, vocab, previous, home);

  it("'what was the State Farm insurence premium on the raleigh house last year' is what was paid, not a passage", async () => {
    const p = await ask("what was the State Farm insurence premium on the raleigh house last year");
    // One payee: "premium", on the same lines right after the name, is no second one to add.
    expect(p).toMatchObject({ intent: "transactions", calls: [{ args: { text: "state farm insurance", property: "p-house", start_date: "2025-01-01" } }] });
    expect(p.calls).toHaveLength(1);
  });

  it("'how much was the premium the last time we paid it?' after a renewal found by other words is the latest insurance payment of that home", async () => {
    const renewal = entitiesOf(await ask("When is the raleigh house landlord policy up for renewal?"));
    const p = await ask("how much was the premium the last time we paid it?", renewal, PROPERTIES[1]);
    expect(p).toMatchObject({ intent: "transactions", focus: "latest", calls: [{ args: { categories: ["expense:insurance"], property: "p-house", aggregate: "list", limit: 1 } }] });
  });

  it("'who installed it?' after the hot tub's cost lists that payment, the verb naming no one", async () => {
    const tub = entitiesOf(await ask("how much did the new hot tub at the cottage cost us?"));
    const p = await ask("who installed it?", tub, PROPERTIES[0]);
    expect(p.calls[0]!.args).toMatchObject({ aggregate: "list", property: "p-cottage" });
    expect(String(p.calls[0]!.args.text)).toContain("hot tub");
  });
});

describe("how many of the last figure's rows, as the kind they are (round r37)", () => {
  it("'how many cleanings was that' after what a cleaner was paid counts the cleaner's cleaning lines; 'and how many cleanings in 2024?' counts too", async () => {
    const vocab = vocabularyFrom([{ text: "Tidy Nest Cleaning - turnover cleaning, 7 turns at $110", type: "EXPENSE", n: 12, property: "p-cottage" }, { text: "HARPETH PLUMBING - WATER HEATER VALVE", type: "EXPENSE", n: 2, property: "p-house" }], []);
    const ask = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, PROPERTIES, vocab, previous);
    const first = entitiesOf(await ask("what did we pay tidy nest in total last year?"));
    expect((await ask("how many cleanings was that", first)).calls[0]!.args).toMatchObject({ text: "tidy nest", categories: ["expense:maintenance:cleaning"], aggregate: "count", start_date: "2025-01-01", end_date: "2025-12-31" });
    expect((await ask("and how many cleanings in 2024?", first)).calls[0]!.args).toMatchObject({ categories: ["expense:maintenance:cleaning"], aggregate: "count", start_date: "2024-01-01" });
  });

  it("'how many turnovers did that cover?' counts the same lines: the thing counted, a word of their descriptions, is no new name (round r19)", async () => {
    const vocab = vocabularyFrom([{ text: "Tidy Nest Cleaning - turnover cleaning, 7 turns at $110", type: "EXPENSE", n: 12, property: "p-cottage" }, { text: "HARPETH PLUMBING - WATER HEATER VALVE", type: "EXPENSE", n: 2, property: "p-house" }], []);
    const ask = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, PROPERTIES, vocab, previous);
    const p = await ask("how many turnovers did that cover?", entitiesOf(await ask("what did we pay tidy nest last year?")));
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ text: "tidy nest", aggregate: "count", start_date: "2025-01-01", end_date: "2025-12-31" });
  });
});
