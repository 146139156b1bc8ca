import { describe, expect, it } from "vitest";
import type { Entities } from "../../src/chat/types";
import { plan } from "../../src/chat/planner/plan";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { PropertyRow } from "../../src/db/schema";

// What a figure measures when the question says it in other words: an operating net, a net taken
// after a cost it names, a limit an agreement sets, a count of nights, a deadline's payments.
const TODAY = "2026-11-21";
const property = (id: string, address: string, extraMetadata: Record<string, unknown> = {}) => ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-birch", "2218 Birch Avenue, Aurora, CO 80010", { tenant: "Wendell Akers", monthly_rent: "1725.00" }),
  property("p-cedar", "77 Cedar Court, Lakewood, CO 80226", { kind: "condominium", units: [{ unit: "A", tenant: "Devon Achterberg", monthly_rent: "1425.00" }, { unit: "B", tenant: "Ingrid Soto", monthly_rent: "1395.00" }] }),
];
const VOCAB = vocabularyFrom(
  [
    { text: "Airbnb payout - Jordan Lee (3 nights)", type: "REVENUE", n: 40 },
    { text: "Airbnb cleaning fee - Jordan Lee", type: "REVENUE", n: 40 },
    { text: "ZELLE FROM WENDELL AKERS RENT", type: "REVENUE", n: 22 },
    { text: "SUMMIT ROOFING - new roof", type: "EXPENSE", n: 1 },
    { text: "ACE PLUMBING REPAIR", type: "EXPENSE", n: 3 },
    { text: "Arapahoe County Treasurer - property tax", type: "EXPENSE", n: 2 },
    { text: "AIRBNB HOST SERVICE FEE", type: "EXPENSE", n: 30 },
    { text: "ZELLE FROM GARRETT HOLLIS RENT", type: "REVENUE", n: 5 },
  ],
  ["Lease renewal: Wendell Akers (lease ends May 31, 2027)"],
);
const planOf = (q: string, previous?: Entities) => plan(q, TODAY, PROPERTIES, VOCAB, previous);
const argsOf = async (q: string, previous?: Entities) => (await planOf(q, previous)).calls[0]?.args ?? {};

describe("nets", () => {
  it("net operating income leaves capital spending out, and says what it is", async () => {
    const noi = await planOf("what was our net operating income last year for the whole company");
    const categories = noi.calls[0]!.args.categories as string[];
    expect(categories).toContain("revenue:rental_income");
    expect(categories).toContain("expense:maintenance:repairs");
    expect(categories).not.toContain("expense:capital_improvement");
    expect(noi.phrases).toEqual(["net operating income"]);
    expect(await argsOf("company-wide cash flow for last quarter, revenue minus all expenses")).not.toHaveProperty("categories");
  });

  it("a cost named after 'after' is inside the net, not a filter on it", async () => {
    const args = await argsOf("cash flow on birch last yr after paying for the new roof");
    expect(args).toMatchObject({ property: "p-birch", start_date: "2025-01-01" });
    expect(args).not.toHaveProperty("text");
  });
});

describe("what the records do not measure", () => {
  it("a limit an agreement sets is a question of the papers, and a passive past event of a period no paper answers", async () => {
    expect((await planOf("how much can ace plumbing spend on a repair before they need our ok")).intent).toBe("search");
    expect(await planOf("how much was distributed to the members last year")).toMatchObject({ intent: "search", focus: "past" });
  });
});

describe("counts and records", () => {
  it("counts nights when the total asked is of nights, and counts them after a question of the bookings' income", async () => {
    expect(await planOf("total nights we've had guests at birch so far in the year")).toMatchObject({ intent: "stays", focus: "nights" });
    const income: Entities = { intent: "transactions", tool: "query_database", args: { entity: "transactions", categories: ["revenue:rental_income"], property: "p-birch", start_date: "2025-07-01", end_date: "2025-09-30", aggregate: "sum" }, property_id: "p-birch", period: { start: "2025-07-01", end: "2025-09-30", label: "Q3 2025" } };
    const nights = await planOf("how many nights did that cover", income);
    expect(nights).toMatchObject({ intent: "stays", focus: "nights" });
    expect(nights.calls[0]!.args).toEqual({ entity: "stays", start_date: "2025-07-01", end_date: "2025-09-30", property: "p-birch" });
  });

  it("reads a fact written as one hyphened word, and a tenant's rent 'under his lease' from the record", async () => {
    expect(await planOf("placed-in-service date for birch")).toMatchObject({ intent: "property", focus: "placed_in_service" });
    const rent = await planOf("What's Wendell's monthly rent under his lease?");
    expect(rent.intent).toBe("property");
    expect(rent.focus).toMatch(/^tenant/);
  });

  it("leaves what is excluded out of the side it is said of, in the income's own category", async () => {
    const split = await planOf("split our income ytd: airbnb nightly revenue (excl cleaning) vs long-term tenant rent");
    const airbnb = split.calls.find((call) => call.args.text === "airbnb")!.args;
    expect(airbnb.categories as string[]).not.toContain("revenue:cleaning_fees");
    expect(airbnb.categories as string[]).toContain("revenue:rental_income");
  });

  it("what was paid 'last time' after a deadline is that deadline's latest payment, with no 'it' said", async () => {
    const deadline: Entities = { intent: "obligations", tool: "query_database", args: { entity: "obligations", obligation_type: "property:tax", property: "p-birch" }, focus: "named", property_id: "p-birch" };
    const paid = await planOf("how much did we pay last time?", deadline);
    expect(paid).toMatchObject({ intent: "transactions", focus: "latest" });
    expect(paid.calls[0]!.args).toMatchObject({ categories: ["expense:property_tax"], property: "p-birch", aggregate: "list", limit: 1 });
  });
});

describe("names, kinds and scopes", () => {
  it("reads who rents, who rented before someone, and a name's possessive typed without its apostrophe", async () => {
    expect(await planOf("who rents the two units at cedar and what does each pay")).toMatchObject({ intent: "property", focus: "tenant" });
    expect(await planOf("who rented birch before wendell")).toMatchObject({ intent: "property", focus: "tenant+former" });
    const rent = await planOf("whats wendells monthly rent currently");
    expect(rent.intent).toBe("property");
    expect(rent.unused ?? []).toEqual([]);
  });

  it("the tenant of one unit is whom 'her rent' means next; two units named name no one", async () => {
    const unitB = await planOf("who's the tenant in unit B at cedar?");
    expect(unitB).toMatchObject({ intent: "property", focus: "tenant", person: "Ingrid Soto" });
    const previous: Entities = { intent: "property", tool: "query_database", args: unitB.calls[0]!.args, focus: "tenant", person: "Ingrid Soto", property_id: "p-cedar" };
    const hers = await plan("what's her rent?", TODAY, PROPERTIES, VOCAB, previous, PROPERTIES[1]);
    expect(hers).toMatchObject({ intent: "property", focus: "tenant", person: "Ingrid Soto" });
    expect(hers.calls[0]!.args).toEqual({ entity: "properties", property: "p-cedar" });
    expect((await planOf("names of the tenants in unit A and unit B at cedar")).person).toBeUndefined();
    expect((await planOf("who are the tenants at cedar, unit A and B")).person).toBeUndefined();
  });

  it("'the cedar house' where cedar names a condominium is no home of ours; 'the cedar condo' and 'the cedar place' are", async () => {
    expect((await planOf("how much rent did the Cedar house bring in last year?")).unused).toContain("house");
    expect((await argsOf("how much rent did the Cedar condo bring in last year?")).property).toBe("p-cedar");
    expect((await argsOf("how much rent did the Cedar place bring in last year?")).property).toBe("p-cedar");
  });

  it("'whose lease is that?' after the next lease renewal is that deadline again, naming whose it is", async () => {
    const renewal: Entities = { intent: "obligations", tool: "query_database", args: { entity: "obligations", within_days: 3660, text: "lease renewal" }, focus: "next" };
    expect(await planOf("whose lease is that?", renewal)).toMatchObject({ intent: "obligations", focus: "next", calls: [{ args: { entity: "obligations", text: "lease renewal" } }] });
  });

  it("'rental income by house' breaks the figure down by property; 'house' there names no home", async () => {
    const homes = [...PROPERTIES, property("p-carriage", "17 Mill Race Lane, Carriage House, Hood River, OR 97031")];
    const p = await plan("break down last quarter's rental income by house", TODAY, homes, VOCAB);
    expect(p.calls[0]!.args).toMatchObject({ group_by: "property" });
    expect(p.calls[0]!.args.property).toBeUndefined();
    expect((await plan("utilities at the carriage house last year", TODAY, homes, VOCAB)).calls[0]!.args.property).toBe("p-carriage");
  });

  it("a kind of a category said of the other, not joined to it, narrows it; joined, both count", async () => {
    expect(await argsOf("pull up rent received from our long-term tenants last month")).toMatchObject({ categories: ["revenue:long_term_rental"] });
    expect((await argsOf("rent and late fees last year")).categories).toEqual(expect.arrayContaining(["revenue:rental_income", "revenue:long_term_rental", "revenue:late_fees"]));
  });

  it("income 'before the fees came out' is the income, and no direction of those fees", async () => {
    const args = await argsOf("what did we gross on airbnb last yr before the host fees came out");
    expect(args).toMatchObject({ text: "airbnb" });
    expect(args).not.toHaveProperty("transaction_type");
    expect(args.categories as string[]).toContain("revenue:rental_income");
    expect(args.categories as string[]).not.toContain("expense:platform_fees");
  });

  it("a paper needs to state only another company's identifier, and never the words that name the property searched", async () => {
    const capital = await planOf("how much capital did wendell put in when we formed");
    expect(capital.intent).toBe("search");
    expect(capital.nouns ?? []).not.toContain("formed");
    const rules = await planOf("what do the HOA rules at cedar court say about rentals");
    expect(rules.intent).toBe("search");
    expect(rules.nouns ?? []).not.toContain("cedar");
    expect(rules.nouns ?? []).toContain("rules");
  });
});

describe("a part of a home's price, another home's address, and a net once the costs are taken out", () => {
  it("'how much of the birch purchase was allocated to land' is the basis; so is 'how much of the purchase was land?' after it", async () => {
    expect(await planOf("How much of the Birch purchase was allocated to land?")).toMatchObject({ intent: "property", focus: "basis" });
    const basis: Entities = { intent: "property", tool: "query_database", args: { entity: "properties", property: "p-cedar" }, focus: "basis", property_id: "p-cedar" };
    const part = await plan("how much of the purchase was land?", TODAY, PROPERTIES, VOCAB, basis, PROPERTIES[1]);
    expect(part).toMatchObject({ intent: "property", focus: "basis", followUp: true });
    expect(part.calls[0]!.args).toEqual({ entity: "properties", property: "p-cedar" });
  });

  it("a street address none of ours is another home, whatever town it names; our own address is ours", async () => {
    expect((await planOf("How much rent did we collect at 22 Cypress Court in Aurora last year?")).unused).toContain("22 cypress court");
    expect((await argsOf("How much rent did we collect at 2218 Birch Avenue last year?")).property).toBe("p-birch");
  });

  it("'and what's the late fee if she pays late?' after a question of her lease asks the same papers, 'late' naming no payer", async () => {
    const lease: Entities = { intent: "search", tool: "search_document_content", args: { query: "what's the security deposit on wendell's lease?", top_k: 6 } };
    const vocab = vocabularyFrom([{ text: "LATE FEE - WENDELL AKERS", type: "REVENUE", n: 2 }, { text: "ZELLE FROM WENDELL AKERS RENT", type: "REVENUE", n: 22 }], []);
    const p = await plan("and what's the late fee if she pays late?", TODAY, PROPERTIES, vocab, lease);
    expect(p).toMatchObject({ intent: "search", followUp: true });
    expect(String(p.calls[0]!.args.query)).toContain("wendell's lease");
  });

  it("'how'd birch do last quarter once you take out the costs' is its net", async () => {
    const p = await planOf("how'd birch do last quarter once you take out the costs");
    expect(p.calls[0]!.args).toMatchObject({ property: "p-birch", aggregate: "sum" });
    expect(p.calls[0]!.args.transaction_type).toBeUndefined();
  });
});
