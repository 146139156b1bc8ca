import { describe, expect, it } from "vitest";
import type { Entities } from "../../src/chat/types";
import { entitiesOf, plan } from "../../src/chat/planner/plan";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { PropertyRow } from "../../src/db/schema";

// What a question keeps or leaves out of a figure when it says it in other words: an income after
// "before", a name that says whose a category is, a word restating the last answer's category, a
// price paid for "it", a deadline's fee, the other business's own revenue, and "total bookings".
const TODAY = "2026-11-21";
const property = (id: string, address: string, extraMetadata: Record<string, unknown> = {}) => ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-alder", "1420 Alder Street, Denver, CO 80203", { nickname: "the loft" }),
  property("p-birch", "2218 Birch Avenue, Aurora, CO 80010", { tenant: "Wendell Akers", monthly_rent: "1725.00" }),
];
const VOCAB = vocabularyFrom(
  [
    { text: "Airbnb payout - Jordan Lee (3 nights)", type: "REVENUE", n: 40 },
    { text: "Airbnb cleaning fee - Jordan Lee", type: "REVENUE", n: 40 },
    { text: "ZELLE FROM WENDELL AKERS RENT", type: "REVENUE", n: 22 },
    { text: "PEAK CO-HOSTING LLC commission", type: "EXPENSE", n: 12 },
    { text: "Summit Mutual insurance premium", type: "EXPENSE", n: 3 },
    { text: "COSTCO WHOLESALE #1097", type: "EXPENSE", n: 6 },
    { text: "Colorado Secretary of State periodic report", type: "EXPENSE", n: 2 },
  ],
  ["Colorado periodic report 2027 (Secretary of State, $25 fee)", "Insurance premium due: Summit Mutual", "Form 1065 partnership return for 2026", "2026 property taxes, Denver County"],
);
const planOf = (q: string, previous?: Entities) => plan(q, TODAY, PROPERTIES, VOCAB, previous);
const after = async (first: string, next: string) => planOf(next, entitiesOf(await planOf(first)));

describe("what a figure leaves out or keeps", () => {
  it("an income after 'before' is left out of the income asked, as a cost after it is", async () => {
    const args = (await planOf("rental income last month before cleaning fees")).calls[0]!.args;
    expect(args.categories).toEqual(expect.arrayContaining(["revenue:rental_income"]));
    expect(args.categories).not.toContain("revenue:cleaning_fees");
  });

  it("a name right before a category says whose of it is asked: one figure, not a side of its own", async () => {
    const p = await planOf("airbnb rental income from both places combined last month");
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0]!.args).toMatchObject({ text: "airbnb" });
    // Joined, the name is a side of its own, which holds none of what the category does.
    expect((await planOf("rental income + airbnb combined last month")).calls.length).toBe(2);
  });
});

describe("follow-ups that say the slot again", () => {
  it("a word of the last answer's category restates it: the same payments, ranked by property", async () => {
    const p = await after("total insurance premiums paid last year", "which property had the biggest premium");
    expect(p).toMatchObject({ intent: "transactions", pick: "max" });
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:insurance"], group_by: "property", start_date: "2025-01-01" });
  });

  it("'which houses was that work on' (in the plural) is the same payments by property, not the list of homes", async () => {
    const p = await after("total insurance premiums paid last year", "which houses was that on");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:insurance"], group_by: "property", start_date: "2025-01-01" });
  });

  it("what was paid for 'it' after a property's record is its price, and after a period the payments", async () => {
    const price = await after("when was birch placed in service", "and what did we pay for it");
    expect(price).toMatchObject({ intent: "property", focus: "acquisition" });
    expect((await after("when was birch placed in service", "what did we pay for it last year")).intent).toBe("transactions");
  });

  it("a deadline named after another is the same look at deadlines, though the ledger holds the state's name", async () => {
    const report = await after("when is the next 1065 due", "and the Colorado periodic report?");
    expect(report).toMatchObject({ intent: "obligations", followUp: true });
    expect(report.calls[0]!.args).toMatchObject({ obligation_type: "compliance:periodic_report" });
  });

  it("who did a job of the category just totalled lists those payments, of the same period and property", async () => {
    const who = await after("what did we spend on repairs at birch last yr", "who did the plumbing job?");
    expect(who.calls[0]!.args).toMatchObject({ aggregate: "list", property: "p-birch", start_date: "2025-01-01", categories: ["expense:maintenance:repairs"] });
  });

  it("how many bookings that was, after a platform's income, counts that platform's stays of the same period and place", async () => {
    const count = await after("airbnb income at the loft last month", "and how many bookings was that");
    expect(count).toMatchObject({ intent: "stays", focus: "count" });
    expect(count.calls[0]!.args).toMatchObject({ entity: "stays", property: "p-alder", source: "airbnb", start_date: "2026-10-01", end_date: "2026-10-31" });
    expect((await after("rent last month", "how many payments was that")).calls[0]!.args).toMatchObject({ entity: "transactions", aggregate: "count" });
  });

  it("what a payer took in fees on its income is what it charged", async () => {
    const fees = await after("airbnb income at the loft ytd", "how much did airbnb take in fees on that");
    expect(fees.calls[0]!.args).toMatchObject({ text: "airbnb", transaction_type: "EXPENSE", property: "p-alder", start_date: "2026-01-01" });
  });

  it("how much of that was a category keeps the name the last figure was of", async () => {
    const part = await after("what did peak co-hosting bill us in total last year", "how much of that was their 18% co-host fee");
    expect(part.calls[0]!.args).toMatchObject({ text: "peak co-hosting", categories: ["expense:property_management"], start_date: "2025-01-01" });
    // Another measure of the same period is a question of its own: the name goes.
    expect((await after("what did peak co-hosting bill us in total last year", "and the insurance?")).calls[0]!.args.text).toBeUndefined();
  });

  it("the same question of another person's papers, and a count of the same stays", async () => {
    const lease = await after("what's the late fee in Wendell's lease", "what about in maria's lease");
    expect(lease).toMatchObject({ intent: "search", text: "what's the late fee in maria's lease" });
    const stays = await after("how many nights was the loft booked in 2025", "how many separate stays was that");
    expect(stays).toMatchObject({ intent: "stays", focus: "count" });
    expect(stays.calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-12-31", property: "p-alder" });
  });

  it("the fee of a deadline just answered is what its record states", async () => {
    const fee = await after("when is the colorado periodic report due", "how much is the fee for it");
    expect(fee).toMatchObject({ intent: "obligations", focus: "named-fee" });
    expect(fee.calls[0]!.args.entity).toBe("obligations");
  });
});

describe("figures that are not the company's", () => {
  it("the revenue of a business the company only pays is not in its books; what was paid to it is", async () => {
    const theirs = await planOf("how much revenue did Peak Co-Hosting LLC make last year");
    expect(theirs.intent).toBe("search");
    expect(theirs.unused?.[0]).toMatch(/peak co-hosting.*own revenue/);
    expect((await planOf("how much did we pay peak co-hosting last year")).calls[0]!.args).toMatchObject({ text: "peak co-hosting", transaction_type: "EXPENSE" });
    expect((await planOf("how much did peak co-hosting make off us last year")).intent).toBe("transactions");
  });
});

describe("words that shape the request", () => {
  it("the noun of a light verb's idiom names nothing, and 'coming up' looks past the next seven days", async () => {
    expect((await planOf("anything overdue we haven't taken care of?")).calls[0]!.args).toMatchObject({ entity: "obligations", status: "overdue" });
    const ahead = await planOf("is there anything due for birch coming up");
    expect(ahead).toMatchObject({ intent: "obligations", focus: "next" });
    expect(ahead.calls[0]!.args).toMatchObject({ property: "p-birch" });
    expect(ahead.calls[0]!.args.within_days).toBeGreaterThan(7);
  });

  it("a bank's way of writing a payee, in capitals or as a short form after the name, is the payee", async () => {
    expect((await planOf("COSTCO WHSE charges last year how much total")).calls[0]!.args).toMatchObject({ text: "costco", start_date: "2025-01-01" });
    expect((await planOf("costco whse charges last year")).calls[0]!.args).toMatchObject({ text: "costco", start_date: "2025-01-01" });
    // A whole word beside the name is another thing asked, which the records do not hold.
    expect((await planOf("costco warehouse charges last year")).intent).toBe("search");
  });

  it("a fee of the co-host is a category, and the name beside it filters it", async () => {
    expect((await planOf("co-host fees we paid peak co-hosting in Q2")).calls[0]!.args).toMatchObject({ categories: ["expense:property_management"], text: "peak co-hosting" });
  });

  it("what other homes charge is not in the records", async () => {
    const theirs = await planOf("what are other 3br cabins in aurora charging per night these days");
    expect(theirs.intent).toBe("search");
    expect(theirs.unused?.join(" ")).toMatch(/other 3br cabin/);
  });

  it("what a previous owner paid is not the company's price", async () => {
    const theirs = await planOf("what did the previous owner pay for birch when they bought it");
    expect(theirs.intent).toBe("search");
    expect(theirs.unused).toContain("previous owner");
  });
});

describe("homes named by a name in the plural", () => {
  it("'both airbnbs plus the condo' are the homes where that name's income is, with the one named beside them", async () => {
    const homes = [property("p-cabin", "622 Laurel Bluff Way, Gatlinburg, TN 37738"), property("p-cottage", "1814 Lockeland Drive, Nashville, TN 37206"), property("p-condo", "407 Tremont Street, Unit 3, Chattanooga, TN 37405", { kind: "condominium" })];
    const vocabulary = vocabularyFrom(
      [
        { text: "Airbnb reservation HM1 - Jane Doe (3 nights)", type: "REVENUE", n: 40, property: "p-cabin" },
        { text: "Airbnb reservation HM2 - John Roe (2 nights)", type: "REVENUE", n: 30, property: "p-cottage" },
        { text: "Rent - Tremont Unit 3", type: "REVENUE", n: 10, property: "p-condo" },
      ],
      [],
    );
    const p = await plan("total rental income ytd - both airbnbs plus the condo", TODAY, homes, vocabulary);
    expect(p.calls.map((c) => c.args.property)).toEqual(["p-cabin", "p-cottage", "p-condo"]);
    expect(p.calls.every((c) => c.args.text === undefined)).toBe(true);
    expect(p.focus).toBe("together");
    // One "airbnb" in the singular is the name still.
    expect((await plan("how much did airbnb pay us ytd", TODAY, homes, vocabulary)).calls[0]!.args).toMatchObject({ text: "airbnb" });
  });
});

describe("words around the ask", () => {
  it("'-wise' is in terms of the word; bookings are worth money, a home is worth a price no record holds", async () => {
    const best = await planOf("which month last year was the best one for birch revenue-wise?");
    expect(best.calls[0]!.args).toMatchObject({ group_by: "month", property: "p-birch", start_date: "2025-01-01" });
    expect((await planOf("what were our airbnb bookings worth last yr")).intent).not.toBe("search");
    expect((await planOf("what is birch worth")).unused).toContain("worth");
  });

  it("'not just rent' asks all of it; a business by its legal form that no record names is another company", async () => {
    const all = (await planOf("total revenue for last year - everything, not just rent")).calls[0]!.args;
    expect(all).toMatchObject({ transaction_type: "REVENUE", start_date: "2025-01-01" });
    expect(all.categories).toBeUndefined();
    expect((await planOf("how much did Ridgeline Cabins LLC make last year")).unused).toContain("ridgeline cabin llc");
    // One the ledger names (a legal form after it or not) is a payee.
    expect((await planOf("what did we pay peak co-hosting llc last year")).calls[0]!.args).toMatchObject({ text: expect.stringContaining("peak co-hosting") });
  });

  it("how big a repair the co-host may order without checking with us is a limit the papers set", async () => {
    expect((await planOf("how big a repair can peak co-hosting approve on their own without checking with us")).intent).toBe("search");
  });

  it("a list of papers asked after a question mark is a list", async () => {
    expect((await planOf("did the roofing invoice ever get uploaded? show me any invoices we have")).intent).toBe("documents");
  });
});

describe("profit, lateness and what the answer is for", () => {
  it("'was it profitable? what was its net' is one net of the period; 'need it for the schedule' names nothing asked", async () => {
    const net = await planOf("Was birch profitable last year? what was its net");
    // One net (the second call reads the same by category, for what of it was capital spending).
    expect(net.calls).toHaveLength(2);
    expect(net.calls[0]!.args).toMatchObject({ property: "p-birch", start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(net.calls[1]!.args).toMatchObject({ property: "p-birch", start_date: "2025-01-01", group_by: "category" });
    expect(net.calls[0]!.args.transaction_type).toBeUndefined();
    expect((await planOf("depreciable basis on birch incl. furnishings - need it for the depreciation schedule")).intent).toBe("property");
    // "turn a profit": the verb names no payee, though a description holds "turns".
    const turned = await plan("did birch turn a profit last year? how much", TODAY, PROPERTIES, vocabularyFrom([{ text: "Birch turns - cleaning crew", type: "EXPENSE", n: 12 }], []));
    expect(turned.calls[0]!.args).toMatchObject({ property: "p-birch", start_date: "2025-01-01" });
    expect(turned.calls[0]!.args.text).toBeUndefined();
  });

  it("'are we late on anything' asks the overdue deadlines; 'was wendell late with the rent' is his payments", async () => {
    const vocabulary = vocabularyFrom([{ text: "ZELLE FROM WENDELL AKERS RENT", type: "REVENUE", n: 22 }, { text: "Late fee - Wendell Akers", type: "REVENUE", n: 2 }], []);
    const late = await plan("are we late on anything?", TODAY, PROPERTIES, vocabulary);
    expect(late.calls[0]!.args).toMatchObject({ entity: "obligations", status: "overdue" });
    expect((await plan("was wendell late with the rent in august", TODAY, PROPERTIES, vocabulary)).calls[0]!.args).toMatchObject({ text: "wendell", aggregate: "list" });
  });

  it("what a tenant will agree to, or rent will be after a renewal, is a forecast; a noun before 'the' modifies nothing", async () => {
    expect((await planOf("what rent will Wendell agree to when his lease renews")).unused).toContain("a forecast");
    expect((await planOf("what will rent on birch be after the lease renews next year")).unused).toContain("a forecast");
    expect((await planOf("how big is the special assessment the birch hoa levied per unit")).unused).toContain("assessment");
  });
});

describe("total bookings", () => {
  it("bookings of a period with no 'how many' are counted and summed; 'how many' only counts", async () => {
    const both = await planOf("total airbnb bookings for the loft ytd");
    expect(both.parts?.map((part) => part.plan.intent)).toEqual(["stays", "transactions"]);
    expect(both.calls[1]!.args).toMatchObject({ entity: "transactions", transaction_type: "REVENUE", property: "p-alder", text: "airbnb" });
    expect((await planOf("airbnb bookings at 1420 alder last year")).parts).toHaveLength(2);
    const count = await planOf("how many airbnb bookings did the loft have ytd");
    expect(count.parts).toBeUndefined();
    expect(count.calls).toHaveLength(1);
  });
});
