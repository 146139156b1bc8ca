import { describe, expect, it } from "vitest";
import { entitiesOf, plan } from "../../src/chat/planner/plan";
import { findPeriods } from "../../src/chat/planner/periods";
import { findCategories } from "../../src/chat/planner/categories";
import type { PropertyRow } from "../../src/db/schema";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import { documentKindOf, search } from "../../src/chat/planner/intents/search";
import { rankPassages } from "../../src/chat/planner/passages";
import { NEXT_OCCURRENCES } from "../../src/chat/planner/intents/obligations";
import { stays } from "../../src/chat/planner/intents/stays";
import type { Plan } from "../../src/chat/planner/intent";
import type { ToolData } from "../../src/chat/tools";

const TODAY = "2026-11-21";
const period = (q: string) => findPeriods(q.toLowerCase(), TODAY).periods.map(({ start, end }) => [start, end]);

const property = (id: string, address: string, acquisitionDate: string, listing?: string) =>
  ({ id, address, acquisitionDate, extraMetadata: listing ? { airbnb_listing: listing } : {} }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-birch", "2218 Birch Avenue, Aurora, CO 80010", "2019-03-22"),
  property("p-alder", "1420 Alder Street, Denver, CO 80205", "2021-06-15", "Alder Street Loft"),
  property("p-cedar", "77 Cedar Court, Unit B, Lakewood, CO 80226", "2023-09-08"),
];

/** What the records of the fixture say: vendors paid, tenants and guests who pay, deadlines. */
const VOCAB = vocabularyFrom(
  [
    { text: "HOME DEPOT #1517", type: "EXPENSE", n: 12 },
    { text: "ZELLE FROM MARIA GARCIA RENT", type: "REVENUE", n: 22 },
    { text: "XCEL ENERGY PAYMENT", type: "EXPENSE", n: 22 },
    { text: "ACE PLUMBING REPAIR", type: "EXPENSE", n: 3 },
    { text: "COMCAST CABLE COMM", type: "EXPENSE", n: 22 },
    { text: "Airbnb reservation HM2507 - Jordan Lee - from 07/03/2025 (3 nights)", type: "REVENUE", n: 1 },
  ],
  ["Colorado periodic report", "Flood insurance renewal"],
);

describe("periods", () => {
  it.each([
    ["rental income in July 2025", [["2025-07-01", "2025-07-31"]]],
    ["airbnb gross for summer '25", [["2025-06-01", "2025-08-31"]]],
    ["heating last winter", [["2025-12-01", "2026-02-28"]]],
    ["lawn care over the summer months (jun-aug) last year", [["2025-06-01", "2025-08-31"]]],
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
    ["since march 2026", [["2026-03-01", "2026-11-21"]]],
    ["before july 2026", [["1900-01-01", "2026-06-30"]]],
    ["next year", [["2027-01-01", "2027-12-31"]]],
    ["last year", [["2025-01-01", "2025-12-31"]]],
    ["July 2025 vs July 2024", [["2025-07-01", "2025-07-31"], ["2024-07-01", "2024-07-31"]]],
    ["feb 29, 2024", [["2024-02-29", "2024-02-29"]]],
    ["spent before christmas 2025", [["2025-01-01", "2025-12-24"]]],
    ["since thanksgiving", [["2025-11-27", "2026-11-21"]]],
    ["on labor day 2025", [["2025-09-01", "2025-09-01"]]],
    ["osprey occupancy june thru august 2025", [["2025-06-01", "2025-08-31"]]],
    ["between may and july 2025", [["2025-05-01", "2025-07-31"]]],
    ["jan-mar", [["2026-01-01", "2026-03-31"]]],
    ["june and august 2025", [["2025-06-01", "2025-06-30"], ["2025-08-01", "2025-08-31"]]],
    ["jan, feb and mar 2025", [["2025-01-01", "2025-01-31"], ["2025-02-01", "2025-02-28"], ["2025-03-01", "2025-03-31"]]],
    ["q3 2025 vs the same quarter last year", [["2025-07-01", "2025-09-30"], ["2024-07-01", "2024-09-30"]]],
    ["income in the first half of 2025", [["2025-01-01", "2025-06-30"]]],
    ["the second half of the year 2025", [["2025-07-01", "2025-12-31"]]],
    ["h2", [["2026-07-01", "2026-12-31"]]],
  ])("reads %s", (q, expected) => {
    expect(period(q)).toEqual(expected);
  });

  it("takes a month without a year as the latest one not in the future", async () => {
    expect(period("and in December?")).toEqual([["2025-12-01", "2025-12-31"]]);
    expect(period("what about in March")).toEqual([["2026-03-01", "2026-03-31"]]);
  });

  it("does not read street numbers, the verb may, or an impossible day as dates", async () => {
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

const planOf = (q: string) => plan(q, TODAY, PROPERTIES, VOCAB);

/** A search's result holding these passages. */
const found = (...list: { document_title: string; heading: string | null; page: number | null; text: string; score: number; doc_type?: string }[]): ToolData => ({
  entity: "passages",
  query: "",
  passages: list.map((p) => ({ doc_type: "other", doc_date: null, ...p })),
});
/** The answer a search's passages give a question, as the plan of the question (or `p`) writes it. */
const writeSearch = async (question: string, data: ToolData, p?: Plan) => search.write(p ?? (await planOf(question)), [data], question);
const writeStays = (p: Plan, data: unknown) => stays.write(p, [data as ToolData], "");

describe("plan", () => {

  it("sends the spec's typical questions to their tools", async () => {
    expect((await planOf("What was rental income in July 2025?")).calls[0]).toMatchObject({ tool: "query_database", args: { entity: "transactions", start_date: "2025-07-01", end_date: "2025-07-31" } });
    expect((await planOf("What is our EIN?")).calls[0]).toMatchObject({ tool: "query_database", args: { entity: "company" } });
    expect((await planOf("What are the company's identifiers?")).calls[0]).toMatchObject({ tool: "query_database", args: { entity: "company" } });
    expect((await planOf("What transactions were there in July 2025?")).calls[0]).toMatchObject({ tool: "query_database", args: { entity: "transactions", aggregate: "list", start_date: "2025-07-01" } });
    expect((await planOf("What are the addresses of our properties?")).calls[0]).toMatchObject({ tool: "query_database", args: { entity: "properties" } });
    expect((await planOf("Who are the members under the operating agreement?")).calls[0]).toMatchObject({ tool: "search_document_content", args: { doc_type: "formation:operating_agreement" } });
    expect((await planOf("What does the insurance policy cover?")).calls[0]?.tool).toBe("search_document_content");
    expect((await planOf("Which documents do we have?")).calls[0]).toEqual({ tool: "list_business_documents", args: {} });
    expect((await planOf("List our formation documents")).calls[0]).toEqual({ tool: "list_business_documents", args: { doc_type: "formation" } });
  });

  it("reads aggregates, groupings and comparisons", async () => {
    expect((await planOf("How many transactions in March 2025?")).calls[0]?.args).toMatchObject({ aggregate: "count" });
    expect((await planOf("Average Airbnb booking in 2025")).calls[0]?.args).toMatchObject({ aggregate: "average", categories: ["revenue:rental_income"] });
    expect((await planOf("Largest expense in 2025")).calls[0]?.args).toMatchObject({ aggregate: "max", transaction_type: "EXPENSE" });
    expect((await planOf("Rental income by month in 2025")).calls[0]?.args).toMatchObject({ aggregate: "sum", group_by: "month" });
    expect((await planOf("Which property earned the most in 2025?"))).toMatchObject({ pick: "max", calls: [{ args: { group_by: "property", transaction_type: "REVENUE" } }] });
    const compare = (await planOf("Compare utilities in June 2025 and July 2025"));
    expect(compare).toMatchObject({ intent: "transactions", focus: "compare" });
    expect(compare.calls.map((c) => c.args.start_date)).toEqual(["2025-06-01", "2025-07-01"]);
  });

  it("finds properties by address words, listing name and ordinal", async () => {
    expect((await planOf("Mortgage interest in 2025 for 2218 Birch")).calls[0]?.args.property).toBe("p-birch");
    expect((await planOf("Cleaning for the Alder Street Loft in June 2025")).calls[0]?.args.property).toBe("p-alder");
    expect((await planOf("What is the basis of our first property?")).calls[0]?.args).toEqual({ entity: "properties", property: "p-birch" });
    expect((await planOf("Depreciation of our newest property in 2025")).calls[0]?.args).toEqual({ entity: "properties", property: "p-cedar", year: 2025 });
  });

  it("reads obligation windows, statuses and named obligations", async () => {
    expect((await planOf("What is due in the next 30 days?")).calls.map((c) => c.args)).toEqual([
      { entity: "obligations", within_days: 30 },
      { entity: "obligations", status: "overdue" },
    ]);
    expect((await planOf("What's overdue?")).calls[0]?.args).toEqual({ entity: "obligations", status: "overdue" });
    expect((await planOf("When is the Colorado periodic report due?")).calls[0]?.args).toMatchObject({ obligation_type: "compliance:periodic_report", text: "Colorado" });
    // "franchise" names nothing in these records: not the question that was asked; in records that hold it, a deadline.
    expect((await planOf("when is the texas franchise tax report due"))).toMatchObject({ intent: "search", confident: false, unused: ["franchise"] });
    const texas = vocabularyFrom([], ["Texas franchise tax report"]);
    expect((await plan("when is the texas franchise tax report due", TODAY, PROPERTIES, texas)).calls[0]?.args).toMatchObject({ entity: "obligations", text: "Texas" });
    expect((await planOf("When is the West Virginia annual report due?")).calls[0]?.args).toMatchObject({ text: "West Virginia" });
    expect((await planOf("When is the periodic report due?")).calls[0]?.args.text).toBeUndefined();
    // A named deadline ahead is a deadline even when it is a payment; a past payment is money.
    expect((await planOf("next estimated tax payment?"))).toMatchObject({ intent: "obligations", calls: [{ args: { entity: "obligations", obligation_type: "tax:payment" } }] });
    expect((await planOf("when did we last pay property tax"))).toMatchObject({ intent: "transactions", focus: "latest" });
  });

  it("reads a category's words after a name as the name, whom an answer is for, and lists left out", async () => {
    expect((await planOf("what did we pay ace plumbing in 2025")).calls[0]?.args).toMatchObject({ text: "ace plumbing", transaction_type: "EXPENSE" });
    expect((await planOf("what did we pay ace plumbing in 2025")).calls[0]?.args.categories).toBeUndefined();
    expect((await planOf("mortgage interest by property for 2025, for our CPA")).calls[0]?.args.categories).toEqual(["expense:mortgage_interest"]);
    const left = (await planOf("income in 2025 not counting rent or late fees")).calls[0]?.args.categories as string[];
    expect(left).toContain("revenue:cleaning_fees");
    expect(left).not.toContain("revenue:late_fees");
    expect(left).not.toContain("revenue:rental_income");
  });

  it("resolves follow-ups against the previous turn's entities", async () => {
    const first = (await planOf("What was rental income in July 2025?"));
    const previous = { intent: first.intent, tool: first.calls[0]!.tool, args: first.calls[0]!.args, period: first.periods[0] };
    const next = (await plan("And in August?", TODAY, PROPERTIES, VOCAB, previous));
    expect(next.followUp).toBe(true);
    expect(next.calls[0]?.args).toMatchObject({ entity: "transactions", start_date: "2025-08-01", end_date: "2025-08-31", categories: first.calls[0]!.args.categories });
    const other = (await plan("and for Cedar?", TODAY, PROPERTIES, VOCAB, previous));
    expect(other.calls[0]?.args).toMatchObject({ property: "p-cedar", start_date: "2025-07-01" });
    const it_ = (await plan("When was it acquired?", TODAY, PROPERTIES, VOCAB, { intent: "property", property_id: "p-alder" }, PROPERTIES[1]));
    expect(it_.calls[0]?.args).toEqual({ entity: "properties", property: "p-alder" });
  });

  it("finds a counterparty by the names the records use, and reads its side of the ledger from them", async () => {
    expect((await planOf("How much did we spend at Home Depot in 2025?")).calls[0]?.args).toMatchObject({ text: "home depot", transaction_type: "EXPENSE" });
    expect((await planOf("what did we pay Xcel in 2025")).calls[0]?.args).toMatchObject({ text: "xcel", transaction_type: "EXPENSE", start_date: "2025-01-01" });
    // A tenant's payments are income, whatever verb the question uses.
    expect((await planOf("how much did Maria Garcia pay us in 2025")).calls[0]?.args).toMatchObject({ text: "maria garcia", transaction_type: "REVENUE" });
    // A trade for its trade name; "since" is from then through today.
    expect((await planOf("what did the plumber charge us")).calls[0]?.args).toMatchObject({ text: "plumbing" });
    expect((await planOf("how much have we paid comcast since march 2025")).calls[0]?.args).toMatchObject({ text: "comcast", start_date: "2025-03-01", end_date: TODAY });
    expect((await planOf("How much did we spend in 2025?")).calls[0]?.args.text).toBeUndefined();
    expect((await planOf("hello!"))).toMatchObject({ intent: "help", calls: [] });
  });

  it("corrects small typos of the words it reads", async () => {
    expect((await planOf("total expences in 2025")).calls[0]?.args).toMatchObject({ entity: "transactions", transaction_type: "EXPENSE" });
    expect((await planOf("morgage interest in 2025")).calls[0]?.args).toMatchObject({ categories: ["expense:mortgage_interest"] });
  });

  it("plans top-N, the latest payment, comparisons of properties and stays", async () => {
    expect((await planOf("top 3 expenses in 2025")).calls[0]?.args).toMatchObject({ aggregate: "max", limit: 3, transaction_type: "EXPENSE" });
    expect((await planOf("whats our trash bill"))).toMatchObject({ focus: "latest", calls: [{ args: { aggregate: "list", limit: 1, categories: ["expense:utilities:trash"] } }] });
    const compare = (await planOf("Compare income from Alder and Birch in 2025"));
    expect(compare).toMatchObject({ intent: "transactions", focus: "compare" });
    expect(compare.calls.map((c) => c.args.property)).toEqual(["p-alder", "p-birch"]);
    expect(compare.calls[0]?.args.text).toBeUndefined();
    expect((await planOf("who stayed at the loft in august 2025"))).toMatchObject({ intent: "stays", focus: "guests", calls: [{ args: { entity: "stays", property: "p-alder", start_date: "2025-08-01" } }] });
    expect((await planOf("What was our occupancy at Alder in July 2025?"))).toMatchObject({ intent: "stays", focus: "nights" });
  });

  it("reads a question of stays that names no home, period or guest of its own after stays as about the same stays", async () => {
    const first = await planOf("who stayed at the loft in august 2025");
    const previous = entitiesOf(first);
    for (const q of ["how many nights altogether?", "who were the guests?", "total nights?"]) {
      const p = await plan(q, TODAY, PROPERTIES, VOCAB, previous);
      expect(p.intent, q).toBe("stays");
      expect(p.calls[0]?.args, q).toMatchObject({ entity: "stays", property: "p-alder", start_date: "2025-08-01", end_date: "2025-08-31" });
    }
    // One that names a period of its own asks that period.
    expect((await plan("how many nights in 2024?", TODAY, PROPERTIES, VOCAB, previous)).calls[0]?.args).toMatchObject({ start_date: "2024-01-01" });
  });

  it("totals or counts the previous turn's transactions for \"what did those cost?\", and asks nothing of the records without one", async () => {
    const first = (await planOf("list the repairs in 2025"));
    const previous = { intent: first.intent, tool: first.calls[0]!.tool, args: first.calls[0]!.args, period: first.periods[0] };
    expect((await plan("what did those cost?", TODAY, PROPERTIES, VOCAB, previous)).calls[0]?.args).toMatchObject({ entity: "transactions", aggregate: "sum", categories: first.calls[0]!.args.categories, start_date: "2025-01-01" });
    expect((await plan("how many were those?", TODAY, PROPERTIES, VOCAB, previous)).calls[0]?.args).toMatchObject({ aggregate: "count" });
    expect((await planOf("what did those cost?"))).toMatchObject({ confident: false, unused: ["those"] });
  });

  it("reads amount bounds, compares categories, and lists the papers asked for", async () => {
    expect((await planOf("list every transaction over 1000 dollars in 2025")).calls[0]?.args).toMatchObject({ aggregate: "list", min_amount: 1000, start_date: "2025-01-01" });
    expect((await planOf("repairs under $100 in 2025")).calls[0]?.args).toMatchObject({ categories: ["expense:maintenance:repairs"], max_amount: 100 });
    // A year is not an amount.
    expect((await planOf("expenses over 2024")).calls[0]?.args.min_amount).toBeUndefined();
    const compare = (await planOf("compare cleaning and utilities for the loft in 2025"));
    expect(compare).toMatchObject({ intent: "transactions", focus: "compare", sides: ["Cleaning", "Utilities"], sideKind: "category" });
    expect(compare.calls.map((c) => c.args.categories)).toEqual([["expense:maintenance:cleaning"], ["expense:utilities"]]);
    expect((await planOf("what insurance policies do we have")).calls[0]).toEqual({ tool: "list_business_documents", args: { doc_type: "insurance" } });
    expect((await planOf("who is our registered agent and what's their address"))).toMatchObject({ intent: "company", confident: true });
  });

  it("takes the direction of a payment from the question's words before the records' majority, and never drops a deadline word from a money question", async () => {
    const vocab = vocabularyFrom([{ text: "AIRBNB HOST FEE", type: "EXPENSE", n: 40 }, { text: "AIRBNB PAYOUT", type: "REVENUE", n: 5 }], []);
    expect((await plan("how much did airbnb pay us in july 2025", TODAY, PROPERTIES, vocab)).calls[0]?.args).toMatchObject({ text: "airbnb", transaction_type: "REVENUE" });
    expect((await plan("what did we pay airbnb in july 2025", TODAY, PROPERTIES, vocab)).calls[0]?.args).toMatchObject({ text: "airbnb", transaction_type: "EXPENSE" });
    expect((await planOf("how much did we pay in taxes in 2025")).calls[0]?.args).toMatchObject({ categories: ["expense:property_tax"] });
    expect((await planOf("how much rent did we collect in q2 2025")).calls[0]?.args).toMatchObject({ categories: ["revenue:rental_income", "revenue:long_term_rental"], start_date: "2025-04-01" });
    expect((await planOf("how much did we pay the state in 2025"))).toMatchObject({ confident: false, unused: ["state"] });
    expect((await planOf("what was the smallest booking at the loft")).calls[0]?.args).toMatchObject({ entity: "transactions", aggregate: "min", property: "p-alder" });
  });

  it("counts every stay when it lists only the first ones", async () => {
    const stays = Array.from({ length: 50 }, (_, i) => ({ code: `C${i}`, guest: "Guest", check_in: "2025-03-01", nights: 2 }));
    const data = { entity: "stays", start_date: "2025-01-01", end_date: "2025-12-31", guest: null, total: 52, checked_in: 52, properties: [{ address: "9 Point Road", nights_known: true, nights_booked: 104, nights_available: 365, occupancy: 0.2849, stay_count: 52, stays }] };
    expect(writeStays((await planOf("who stayed at the loft in 2025")), data)).toContain("52 reservations (the first 50 listed)");
  });

  it("does not read a holiday as a name that shares its first letters", async () => {
    const vocab = vocabularyFrom([{ text: "VENMO FROM CHRIS PARKER", type: "REVENUE", n: 4 }, { text: "HOME DEPOT", type: "EXPENSE", n: 9 }], []);
    expect((await plan("how much did we spend before christmas 2025", TODAY, PROPERTIES, vocab)).calls[0]?.args).toEqual({ entity: "transactions", aggregate: "sum", transaction_type: "EXPENSE", start_date: "2025-01-01", end_date: "2025-12-24" });
    expect((await plan("what did chris pay us", TODAY, PROPERTIES, vocab)).calls[0]?.args).toMatchObject({ text: "chris", transaction_type: "REVENUE" });
    // A shared start is a trade's root only when both words end there or with a common suffix.
    const lights = vocabularyFrom([{ text: "CHRISTMAS LIGHTS INSTALL", type: "EXPENSE", n: 2 }, { text: "ACE ROOFING", type: "EXPENSE", n: 2 }], []);
    expect((await plan("what did chris pay us", TODAY, PROPERTIES, lights))).toMatchObject({ confident: false, unused: ["chris"] });
    expect((await plan("what did the roofer charge", TODAY, PROPERTIES, lights)).calls[0]?.args).toMatchObject({ text: "roofing" });
  });

  it("follow-ups may change only the category or the counterparty", async () => {
    const first = (await planOf("how much did we pay xcel in 2025"));
    const previous = { intent: first.intent, tool: first.calls[0]!.tool, args: first.calls[0]!.args, period: first.periods[0] };
    expect((await plan("and comcast?", TODAY, PROPERTIES, VOCAB, previous)).calls[0]?.args).toMatchObject({ text: "comcast", start_date: "2025-01-01" });
    expect((await plan("and water?", TODAY, PROPERTIES, VOCAB, previous)).calls[0]?.args).toMatchObject({ categories: ["expense:utilities:water"], start_date: "2025-01-01" });
  });

  it("a word no part of the plan used makes it unsure, and the answer says so without a figure", async () => {
    const weather = (await planOf("what's the weather in denver"));
    expect(weather).toMatchObject({ intent: "search", confident: false, unused: ["weather"] });
    const appraisal = (await planOf("how much did we pay for the appraisal on birch"));
    expect(appraisal).toMatchObject({ intent: "search", confident: false, unused: ["appraisal"] });
    const answer = await writeSearch("how much did we pay for the appraisal on birch", found({ document_title: "Lease", heading: null, page: null, text: "Rent is $2,150.00 a month.", score: 0.4 }), appraisal);
    expect(answer).toMatch(/couldn't answer/);
    expect(answer).toContain('"appraisal"');
    expect(answer).not.toMatch(/\$\d/);
  });

  it("counts one guest's stays over every date, and the platform's name is no guest", async () => {
    const guest = (await planOf("how many times has jordan lee stayed with us"));
    expect(guest).toMatchObject({ intent: "stays", confident: true });
    expect(guest.calls[0]?.args).toEqual({ entity: "stays", text: "jordan lee", start_date: "1900-01-01", end_date: TODAY });
    expect((await planOf("how many bookings did we get in 2025 across both airbnbs")).calls[0]?.args).toEqual({ entity: "stays", start_date: "2025-01-01", end_date: "2025-12-31" });
    const stays = [{ code: "HM1", guest: "Jordan Lee", check_in: "2025-07-03", nights: 3 }, { code: "HM2", guest: "Jordan Lee", check_in: "2026-02-10", nights: 2 }];
    const data = { entity: "stays", start_date: "1900-01-01", end_date: TODAY, guest: "jordan lee", total: 2, checked_in: 2, properties: [{ address: "1420 Alder Street", nights_known: true, nights_booked: 5, nights_available: 9000, occupancy: null, stay_count: 2, stays }] };
    const answer = writeStays(guest, data);
    expect(answer).toContain("2 reservations by Jordan Lee on record");
    expect(answer).toContain("5 nights");
    expect(answer).not.toMatch(/occupancy/);
    expect(writeStays(guest, { ...data, total: 0, properties: [] })).toMatch(/^No stays by a guest named "jordan lee"/);
  });

  it("follows a stays question to another property, and ranks the previous figures by month", async () => {
    const first = (await planOf("how many bookings at the loft in 2025"));
    const previous = { intent: first.intent, tool: first.calls[0]!.tool, args: first.calls[0]!.args, period: first.periods[0] };
    expect((await plan("and birch?", TODAY, PROPERTIES, VOCAB, previous)).calls[0]?.args).toEqual({ entity: "stays", start_date: "2025-01-01", end_date: "2025-12-31", property: "p-birch" });
    const bills = (await planOf("electric bill by month for the loft in 2025"));
    const before = { intent: bills.intent, tool: bills.calls[0]!.tool, args: bills.calls[0]!.args, period: bills.periods[0] };
    const highest = (await plan("which month was the highest?", TODAY, PROPERTIES, VOCAB, before));
    expect(highest).toMatchObject({ intent: "transactions", pick: "max", confident: true });
    expect(highest.calls[0]?.args).toMatchObject({ categories: ["expense:utilities:electricity"], property: "p-alder", group_by: "month", aggregate: "sum" });
    expect((await plan("which category was the lowest", TODAY, PROPERTIES, VOCAB, before))).toMatchObject({ pick: "min" });
  });

  it("reads a vendor asked 'how much', losses, K-1s and a payment named by its quarter", async () => {
    expect((await planOf("how much is the comcast subscription")).calls[0]?.args).toMatchObject({ entity: "transactions", aggregate: "list", limit: 1, text: "comcast" });
    expect((await planOf("how much have we lost to bank fees this year")).calls[0]?.args).toMatchObject({ categories: ["expense:bank_fees"] });
    expect((await planOf("when do the k-1s have to go out")).calls[0]?.args).toMatchObject({ entity: "obligations", obligation_type: "tax:filing" });
    const q4 = (await planOf("whens the q4 estimated payment due"));
    expect(q4.calls[0]?.args).toEqual({ entity: "obligations", obligation_type: "tax:payment", text: "Q4", limit: 50 });
    expect((await planOf("estimated payments due in q3 2025")).calls[0]?.args).toMatchObject({ start_date: "2025-07-01", end_date: "2025-09-30" });
  });

  it("does not quote a passage for a payment the records do not name", async () => {
    const storm = (await planOf("how much did the hurricane damage at alder cost us"));
    expect(storm).toMatchObject({ intent: "search", confident: false, asked: "transactions" });
    const passage = { document_title: "Alder insurance policy", heading: "Deductibles", page: null, text: "Named storm (hurricane) damage deductible: $8,400 per occurrence.", score: 0.6 };
    const answer = await writeSearch("how much did the hurricane damage at alder cost us", found(passage), storm);
    expect(answer).toMatch(/couldn't answer/);
    expect(answer).not.toMatch(/\$\d/);
    // Asked of the documents, the same passage answers.
    expect(await writeSearch("what is the hurricane deductible", found(passage))).toContain("$8,400");
  });

  it("falls back to a document search, marked as not confident", async () => {
    const p = (await planOf("Can guests bring pets?"));
    expect(p.calls[0]?.tool).toBe("search_document_content");
    expect(p.confident).toBe(false);
  });
});

describe("document answers", () => {
  const passage = (document_title: string, heading: string | null, text: string) => ({ document_title, heading, page: null, text, score: 0.5 });
  const AGREEMENT = passage(
    "Operating Agreement of Example LLC",
    "Article 4. Members",
    "The members and their Percentage Interests are: Ann Lee, 60 percent; Bo Park, 40 percent. A member's interest changes only by a written amendment. Meetings are held yearly.",
  );
  const POLICY = passage("Dwelling policy", "Exclusions", "Wind is covered. Flood is not covered by this policy; a separate flood policy applies.");

  it("quotes the whole sentence of a list, and reads an owner's words in the paper's words", async () => {
    const answer = await writeSearch("what percent does bo park own", found(AGREEMENT));
    expect(answer).toContain("Ann Lee, 60 percent; Bo Park, 40 percent.");
    expect(answer).not.toContain("Meetings");
    expect(await writeSearch("does the policy cover flood", found(POLICY))).toContain("Flood is not covered by this policy");
  });

  it("'max occupancy on the permit' is a limit a paper sets, asked of the documents; 'occupancy last month' is the stays", async () => {
    const limit = await planOf("max occupancy on the birch str permit?");
    expect(limit.intent).toBe("search");
    expect(limit.unused).toContain("occupancy");
    expect((await planOf("what was our occupancy at birch last month")).intent).toBe("stays");
  });

  it("'home depot purchases last year' is what was paid there, not when a home was purchased", async () => {
    const p = await planOf("HOME DEPOT purchases last year, all the rentals?");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ text: "home depot", transaction_type: "EXPENSE" });
  });

  it("a question of two asks quotes each part's own passage, not only the one that holds most of both (round r37)", async () => {
    const opening = { ...passage("Cottage insurance policy", "Dwelling Policy Declarations", "# Dwelling Policy Declarations\nNamed insured: Example LLC. Policy number: DP3-1234-5678. Policy period: April 2, 2026 to April 2, 2027."), doc_type: "insurance:policy" };
    const premium = { ...passage("Cottage insurance policy", "Premium", "## Premium\nAnnual premium: $1,880.00, paid in full."), doc_type: "insurance:policy" };
    const answer = await writeSearch("policy number on the cottage dwelling policy + the annual premium", found(opening, premium));
    expect(answer).toContain("DP3-1234-5678");
    expect(answer).toContain("$1,880.00");
    // One passage that answers both parts is quoted once.
    const both = passage("Cottage insurance policy", "Premium", "Annual premium: $1,880.00, paid in full. Deductible: $2,500 per occurrence.");
    expect((await writeSearch("the annual premium and the deductible on the cottage policy", found(both))).match(/From "/g)).toHaveLength(1);
  });

  it("'start and end dates on her current lease' is the lease's term, which no deadline states, and 'current' is no word a passage must hold", async () => {
    const term = passage("Residential Lease, 9 Pecan Court (Dale Voss)", "Term", "The term begins September 1, 2025 and ends August 31, 2027.");
    const answer = await writeSearch("Start and end dates on Dale Voss's current lease?", found(term));
    expect(answer).toContain("September 1, 2025");
  });

  it("a question of two asks whose first part one passage answers quotes the other part's own passage too", async () => {
    const limits = { ...passage("Cottage insurance policy", "Coverages and limits", "## Coverages and limits\nCoverage A, Dwelling: $385,000."), doc_type: "insurance:policy" };
    const deductible = { ...passage("Cottage insurance policy", "Deductible", "## Deductible\n$1,500 per occurrence, all perils."), doc_type: "insurance:policy" };
    const answer = await writeSearch("what's the dwelling coverage limit and the deductible on the cottage policy?", found(limits, deductible));
    expect(answer).toContain("$385,000");
    expect(answer).toContain("$1,500");
  });

  it("reads a landlord's abbreviation as its words, and a question's shape words are not key terms", async () => {
    const permits = vocabularyFrom([], ["City short-term rental permit renewal"]);
    expect((await plan("when do we renew the str permit", TODAY, PROPERTIES, permits))).toMatchObject({ intent: "obligations", confident: true, calls: [{ args: { obligation_type: "compliance:license_renewal" } }] });
    const agreement = passage("Operating Agreement", "Article 5. Distributions", "Cash is distributed to the members at least once each calendar quarter.");
    expect(await writeSearch("how often are distributions made", found(agreement))).toContain("once each calendar quarter");
  });

  it("does not take a word of the same first letters for a word the records did not cover", async () => {
    const electrician = (await plan("how much did we pay the electrician", TODAY, PROPERTIES, VOCAB));
    expect(electrician).toMatchObject({ confident: false, unused: ["electrician"] });
    const lease = passage("Lease", null, "Tenant pays electricity and internet. Rent is $1,675.00.");
    const answer = await writeSearch("how much did we pay the electrician", found(lease), electrician);
    expect(answer).toMatch(/couldn't answer/);
    expect(answer).not.toContain("$");
  });

  it("says the documents do not answer when the key terms are not there", async () => {
    expect(await writeSearch("does the policy cover earthquakes", found(POLICY))).toMatch(/^The documents do not seem to answer that/);
  });

  it("searches with the words papers use for an owner's words", async () => {
    const query = (await plan("who owns the llc", TODAY, PROPERTIES, VOCAB)).calls[0]?.args.query as string;
    expect(query).toMatch(/^who owns the llc /);
    expect(query).toContain("member");
    expect(query).toContain("interest");
  });
});

describe("understanding that degrades gracefully", () => {
  const named = vocabularyFrom(
    [
      { text: "XCEL ENERGY PAYMENT", type: "EXPENSE", n: 22 },
      { text: "ZELLE FROM MARIA GARCIA RENT", type: "REVENUE", n: 22 },
      { text: "Airbnb reservation HM4KX2 - Jane Doe (3 nights)", type: "REVENUE", n: 1 },
    ],
    ["Colorado periodic report", "Q4 estimated tax payment", "Lease renewal: Maria Garcia"],
    "Front Range Rentals LLC",
  );
  const ask = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, TODAY, PROPERTIES, named, previous);
  const previousOf = (p: Plan) => ({ intent: p.intent, tool: p.calls[0]!.tool, args: p.calls[0]!.args, period: p.periods[0], focus: p.focus });

  it("never refuses over a modifier, a verb of asking, politeness or the company's own name", async () => {
    // Gross rental income: every income of the rentals, by category (the rent among them).
    expect(await ask("What was the total gross rental income for Q3 2025?")).toMatchObject({ intent: "transactions", focus: "gross", confident: true, calls: [{ args: { transaction_type: "REVENUE", group_by: "category", start_date: "2025-07-01" } }] });
    // The net, and the same by category to say what of it was capital spending.
    expect(await ask("could you please calculate our overall net income for last yr")).toMatchObject({ intent: "transactions", confident: true, calls: [{ args: { start_date: "2025-01-01", end_date: "2025-12-31" } }, { args: { start_date: "2025-01-01", group_by: "category" } }] });
    expect(await ask("when was Front Range Rentals LLC formed?")).toMatchObject({ intent: "company", focus: "formation", confident: true });
    expect(await ask("what's the state entity id for front range rentals")).toMatchObject({ intent: "company", focus: "filing_number" });
  });

  it("refuses a question that names a measure or a name the records do not hold", async () => {
    expect(await ask("what is the market value of alder")).toMatchObject({ intent: "search", confident: false, unused: expect.arrayContaining(["market", "value"]) });
    expect(await ask("how much did we sell birch for")).toMatchObject({ intent: "search", unused: ["sell"] });
    expect(await ask("should we raise maria's rent")).toMatchObject({ intent: "search", unused: ["should we"] });
    expect(await ask("how much did we pay the painter in 2025")).toMatchObject({ intent: "search", unused: ["painter"] });
  });

  it("reads a part of a year asked by the year's name in words", async () => {
    expect((await ask("rental income for q2 last yr")).calls[0]?.args).toMatchObject({ start_date: "2025-04-01", end_date: "2025-06-30" });
    expect((await ask("compare utilities june vs july 2025")).calls.map((c) => c.args.start_date)).toEqual(["2025-06-01", "2025-07-01"]);
  });

  it("takes a guest only from the names booking descriptions give", async () => {
    expect((await ask("how many times has jane doe stayed")).calls[0]?.args).toMatchObject({ entity: "stays", text: "jane doe" });
    expect((await ask("how many bookings in 2025 on airbnb")).calls[0]?.args.text).toBeUndefined();
  });

  it("a follow-up changes the slot it names: another deadline, and a new question keeps none of the last one's filters", async () => {
    const report = await ask("When is the Colorado periodic report due?");
    const next = await ask("and the estimated tax payment?", previousOf(report));
    expect(next).toMatchObject({ intent: "obligations", followUp: true, calls: [{ args: { obligation_type: "tax:payment", limit: NEXT_OCCURRENCES } }] });
    expect(next.calls[0]?.args.text).toBeUndefined();
    const xcel = await ask("What did we pay Xcel Energy in 2025?");
    const fresh = await ask("What was our total rental income in the third quarter of this year?", previousOf(xcel));
    expect(fresh.calls[0]?.args).toMatchObject({ start_date: "2026-07-01" });
    expect(fresh.calls[0]?.args.text).toBeUndefined();
  });

  it("a follow-up takes another view of the same records: grouped, a month's average, a year back, the next deadline", async () => {
    const q1 = await ask("total expenses Q1 2026");
    expect((await ask("break that down by property", previousOf(q1))).calls[0]?.args).toMatchObject({ transaction_type: "EXPENSE", start_date: "2026-01-01", end_date: "2026-03-31", group_by: "property", aggregate: "sum" });
    expect((await ask("how much is that a month?", previousOf(q1))).calls[0]?.args).toMatchObject({ aggregate: "average", group_by: "month", start_date: "2026-01-01" });
    expect((await ask("and same qtr last year?", previousOf(q1))).calls[0]?.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-03-31", transaction_type: "EXPENSE" });
    const estimate = await ask("when's the next estimated tax payment due");
    const after = await ask("and the one after that?", previousOf(estimate));
    expect(after).toMatchObject({ intent: "obligations", followUp: true, focus: "named-after", calls: [{ args: { obligation_type: "tax:payment" } }] });
  });

  it("asks the previous turn's one payment where it was, and totals what counted bookings brought in", async () => {
    const largest = await ask("largest expense in 2025");
    expect(await ask("which property was that?", previousOf(largest))).toMatchObject({ focus: "property_of", calls: [{ args: { aggregate: "max", limit: 1 } }] });
    const bookings = await ask("how many bookings at the loft in august 2025");
    expect((await ask("how much did they bring in", previousOf(bookings))).calls[0]?.args).toEqual({ entity: "transactions", aggregate: "sum", transaction_type: "REVENUE", group_by: "category", start_date: "2025-08-01", end_date: "2025-08-31", property: "p-alder" });
  });

  it("reads who asks, where a figure goes and a typo of a property's name as no part of what is asked", async () => {
    expect(await ask("CPA here - need 2025 depreciaton for 1420 alder")).toMatchObject({ intent: "property", focus: "depreciation", calls: [{ args: { property: "p-alder", year: 2025 } }] });
    expect((await ask("For Schedule E line 14, what were repairs in 2025?")).calls[0]?.args).toMatchObject({ categories: ["expense:maintenance:repairs"], start_date: "2025-01-01" });
    expect(await ask("total basis and land value for the lakewod condo")).toMatchObject({ intent: "property", focus: "basis", calls: [{ args: { property: "p-cedar" } }] });
    expect(await ask("land vs building split on cedar, and placed in service date")).toMatchObject({ intent: "property", focus: "basis+placed_in_service" });
  });

  it("reads examples and inclusions as the same figure, and a name left out as rows taken off", async () => {
    // "xcel" is a name of the records, but listed among the utilities it is one more example of them.
    const listed = await ask("utilities ytd - electric, gas, xcel, internet etc");
    expect(listed.calls[0]?.args.text).toBeUndefined();
    expect(listed.calls[0]?.args.categories).toContain("expense:utilities");
    expect((await ask("all income from birch last yr, counting maria's rent and everything")).calls[0]?.args).toMatchObject({ transaction_type: "REVENUE", property: "p-birch" });
    const without = await ask("expenses in 2025, xcel excluded");
    expect(without).toMatchObject({ focus: "without", calls: [{ args: { transaction_type: "EXPENSE" } }, { args: { transaction_type: "EXPENSE", text: "xcel" } }] });
    expect(without.calls[0]?.args.text).toBeUndefined();
  });

  it("answers two asks in one question each on its own, and keeps one plan where it holds both", async () => {
    const two = await ask("rent we got in august of last year, and any repairs in 2026?");
    expect(two.parts?.map((part) => part.plan.calls[0]?.args.start_date)).toEqual(["2025-08-01", "2026-01-01"]);
    const taxAndPart = await ask("property taxes 2025: the total, and how much of it was birch?");
    expect(taxAndPart.parts?.map((part) => part.plan.calls[0]?.args.property)).toEqual([undefined, "p-birch"]);
    // Both asks are of the one record: one plan.
    expect((await ask("what did we pay for birch and when did we close on it")).parts).toBeUndefined();
    expect(await ask("property taxes on birch last year + insurance on it")).toMatchObject({ focus: "together", calls: [{ args: { categories: ["expense:property_tax"] } }, { args: { categories: ["expense:insurance"] } }] });
  });

  it("follows a deadline to what was paid for it, a bare quarter into the last year asked, and a rate to the latest payment", async () => {
    const report = await ask("when is the q4 estimated tax payment due");
    expect(await ask("when was our last colorado periodic report due")).toMatchObject({ intent: "obligations", focus: "named-last" });
    expect(report.intent).toBe("obligations");
    const q2 = await ask("net income q2 last year");
    expect((await ask("same for q3", previousOf(q2))).calls[0]?.args).toMatchObject({ start_date: "2025-07-01", end_date: "2025-09-30" });
    const rent = await ask("rent from birch in 2025");
    expect(await ask("whats her monthly rent", previousOf(rent))).toMatchObject({ focus: "latest", calls: [{ args: { aggregate: "list", limit: 1, property: "p-birch" } }] });
  });

  it("reads a calendar year, what a figure includes, where money came from, a form's number and a follow-up opened with 'so'", async () => {
    expect((await ask("Can you calculate total revenue for last calendar year, everything incl. late fees & misc?")).calls[0]?.args).toEqual({ entity: "transactions", transaction_type: "REVENUE", aggregate: "sum", group_by: "category", start_date: "2025-01-01", end_date: "2025-12-31" });
    const each = await ask("airbnb vs zelle last yr - how much came from each?");
    expect(each.calls.map((c) => [c.args.text, c.args.transaction_type])).toEqual([["airbnb", "REVENUE"], ["zelle", "REVENUE"]]);
    const q3 = await ask("total expenses Q3 2026");
    expect((await ask("so what was net for that quarter?", previousOf(q3))).calls[0]?.args).toEqual({ entity: "transactions", aggregate: "sum", start_date: "2026-07-01", end_date: "2026-09-30" });
    expect(await ask("what rent are other houses in aurora getting")).toMatchObject({ intent: "search", unused: expect.arrayContaining(["other houses"]) });
  });

  it("a question of a new kind is one intent: how the books stand, with what made them", async () => {
    expect(await ask("how did we do last year?")).toMatchObject({ intent: "summary", calls: [{ args: { group_by: "category", start_date: "2025-01-01", end_date: "2025-12-31" } }] });
    expect((await ask("give me a quick overview")).calls[0]?.args).toMatchObject({ start_date: "2026-01-01", end_date: TODAY });
  });
});

describe("a paper's terms asked in plain words (round r37)", () => {
  it("'the deposit on the birch house' is answered by the deposit clause of Birch's lease: 'house' says which home, as its street does", async () => {
    const p = await planOf("whats the deposit on the birch house");
    expect(p.calls[0]!.args).toMatchObject({ property: "p-birch" });
    const lease = found({ document_title: "Residential Lease, 2218 Birch Avenue (Ada Park)", heading: "Security deposit", page: null, score: 0.8, text: "## Security deposit\nTenant has paid a security deposit of $2,500.00." });
    expect(await writeSearch("whats the deposit on the birch house", lease, p)).toContain("$2,500.00");
  });

  it("'what happens to late fees ace plumbing collects' asks the papers, and 'happens' is no word a passage must hold", async () => {
    const p = await planOf("what happens to late fees ace plumbing collects?");
    expect(p.intent).toBe("search");
    expect(p.unused ?? []).not.toContain("happens");
  });

  it("'the pet policy' is a house rule, searched in every paper; 'the cabin policy' is insurance", async () => {
    expect(documentKindOf("what's the pet policy at the birch place")).toBeUndefined();
    expect(documentKindOf("is there a smoking policy")).toBeUndefined();
    expect(documentKindOf("what's the deductible on the birch policy")).toBe("insurance");
  });
});

describe("r37-harbor's readings", () => {
  it("'total rental income last year — airbnb bookings plus the lease rent, leaving cleaning fees out' is all the rent: the list spells the measure out, and the fees are left out", async () => {
    const p = await planOf("What was our total rental income last year — airbnb bookings plus the lease rent, leaving cleaning fees out?");
    expect(p.calls[0]!.args).toMatchObject({ categories: ["revenue:rental_income", "revenue:long_term_rental"], start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(p.calls[0]!.args.text).toBeUndefined();
    // The name said as the question's own subject still narrows.
    expect((await planOf("airbnb bookings plus the lease rent last year")).calls[0]!.args.text).toBe("airbnb");
  });

  it("'which tenants do we have on long-term leases' lists the tenants, not the leases on file", async () => {
    expect((await planOf("which tenants do we have on long-term leases right now?")).intent).toBe("property");
    expect((await planOf("what leases do we have")).intent).toBe("documents");
  });

  it("'the yearly premium' is the policy's annual premium", async () => {
    const policy = found({ document_title: "Cottage insurance policy 2026", heading: "Premium", page: null, score: 0.7, text: "## Premium\nAnnual premium: $1,880.00, paid in full.", doc_type: "insurance:policy" });
    expect(rankPassages("and the yearly premium?", policy.entity === "passages" ? policy.passages : []).answering[0]?.quote).toContain("$1,880.00");
  });
});
