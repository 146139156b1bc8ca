import { describe, expect, it } from "vitest";
import { asidesOf } from "../../src/chat/language/asides";
import type { Entities } from "../../src/chat/types";
import { plan } from "../../src/chat/planner/plan";
import { rankPassages } from "../../src/chat/planner/passages";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { Passage } from "../../src/chat/tools/documents";
import type { PropertyRow } from "../../src/db/schema";

// Parts of a question that say what a figure holds ("late fees included", "- power, water, internet")
// never narrow it; a kind of home or a fact that is not the records' own is no figure of theirs.
const TODAY = "2026-11-21";
const property = (id: string, address: string, extraMetadata: Record<string, unknown> = {}) => ({ id, address, acquisitionDate: "2020-01-01", extraMetadata }) as unknown as PropertyRow;
const PROPERTIES = [property("p-birch", "2218 Birch Avenue, Aurora, CO 80010", { kind: "single-family home" }), property("p-cedar", "77 Cedar Court, Unit B, Lakewood, CO 80226", { kind: "condominium" })];
const VOCAB = vocabularyFrom(
  [
    { text: "Airbnb payout - Jordan Lee (3 nights)", type: "REVENUE", n: 40 },
    { text: "AIRBNB HOST SERVICE FEE", type: "EXPENSE", n: 30 },
    { text: "ZELLE FROM MARIA GARCIA RENT", type: "REVENUE", n: 22 },
    { text: "LEASE RENEWAL FEE - ACE REALTY", type: "EXPENSE", n: 1 },
    { text: "ACE PLUMBING REPAIR", type: "EXPENSE", n: 3 },
  ],
  ["Colorado periodic report"],
);
const planOf = (q: string, previous?: Entities) => plan(q, TODAY, PROPERTIES, VOCAB, previous);
const argsOf = async (q: string) => (await planOf(q)).calls[0]?.args ?? {};
const passage = (text: string, title = "Agreement"): Passage => ({ document_title: title, doc_type: "other", doc_date: null, heading: null, page: null, score: 1, text });

describe("asides", () => {
  it.each([
    ["total revenue last year, late fees and misc income included", [["included", "late fees and misc income included"]]],
    ["total expenses last month, everything including company-level stuff", [["included", "everything including company-level stuff"]]],
    ["utilities for birch last month - power, water, internet", [["gloss", "power, water, internet"]]],
    ["ffe basis on the cottage (furniture, fixtures etc)", [["gloss", "furniture, fixtures etc"]]],
    ["gross rental income, long term leases + airbnb combined", [["included", "long term leases + airbnb combined"]]],
    // A sum of two names is no aside, and one word in parentheses may narrow.
    ["airbnb + vrbo combined last year", []],
    ["repairs (plumbing)", []],
    ["what did we pay - who was it to", []],
  ])("%s", (text, expected) => {
    expect(asidesOf(text).map((aside) => [aside.kind, text.slice(aside.start, aside.end)])).toEqual(expected);
  });
});

describe("what a figure holds never narrows it", () => {
  it("reads categories and names said to be inside a total as parts of it", async () => {
    expect(await argsOf("total revenue last year from all sources, late fees and misc income included")).toMatchObject({ transaction_type: "REVENUE", aggregate: "sum" });
    expect(await argsOf("total revenue last year from all sources, late fees and misc income included")).not.toHaveProperty("categories");
    const leases = await argsOf("what was our gross rental income last yr, long term leases + airbnb combined");
    expect(leases).not.toHaveProperty("text");
    expect((await planOf("what was our gross rental income last yr, long term leases + airbnb combined")).sides).toBeUndefined();
  });

  it("keeps a name the question asks about, and its direction, when a category is said to be included", async () => {
    // "fees" of "cleaning fees included" is no fee the company paid Airbnb.
    expect(await argsOf("calculate our airbnb revenue this year, cleaning fees included")).toMatchObject({ text: "airbnb", transaction_type: "REVENUE" });
  });

  it("answers the measure a gloss spells out, with words of its list the records never use", async () => {
    const utilities = await planOf("utilities at birch last month - power, water, internet");
    expect(utilities.intent).toBe("transactions");
    expect(utilities.calls[0]!.args).toMatchObject({ categories: ["expense:utilities"], property: "p-birch" });
    const basis = await planOf("ffe basis on cedar (furniture, fixtures etc)");
    expect(basis.intent).toBe("property");
    expect(basis.unused ?? []).toEqual([]);
    // Outside an aside the same word is still one the records do not cover.
    expect((await planOf("how much did the power cost at birch last month")).intent).toBe("search");
  });
});

describe("what is not the records' own", () => {
  it("a kind of home that is not the named property's is no home of ours", async () => {
    const cabin = await planOf("how much did the cedar cabin make last year");
    expect(cabin.intent).toBe("search");
    expect(cabin.unused).toContain("cabin");
    expect((await planOf("how much did the cedar condo make last year")).calls[0]!.args).toMatchObject({ property: "p-cedar", transaction_type: "REVENUE" });
    // A record that says no kind of home fits any.
    expect((await planOf("how much did the birch cottage make last year")).intent).toBe("transactions");
  });

  it("no paper answers for others' figures, and a paper answers another company's fact only by stating it", async () => {
    const others = "what do other cabins on our road charge per night";
    const fine = passage("Owners who let a cabin on the road are charged a fine of $250 per night of a violation.", "Road rules");
    expect(rankPassages(others, [fine], ["other cabins"]).answering).toEqual([]);
    const ein = await planOf("what's the EIN for Ace Plumbing");
    expect(ein.intent).toBe("search");
    expect(ein.nouns).toContain("ein");
    const naming = passage("Ace Plumbing agrees to repair the water heater within 48 hours of a call.", "Service agreement with Ace Plumbing");
    const stating = passage("Ace Plumbing, EIN 84-1234567, agrees to repair the water heater.", "Service agreement with Ace Plumbing");
    expect(rankPassages("what's the ein for ace plumbing", [naming], ein.unused, ein.nouns).answering).toEqual([]);
    expect(rankPassages("what's the ein for ace plumbing", [stating], ein.unused, ein.nouns).answering).toHaveLength(1);
  });

  it("a note's interest rate is stated as 'interest ... at the rate of' or as a percent beside 'interest', not by 'percentage interests'", () => {
    const asked = "what's the interest rate on the note?";
    const atTheRate = passage("2. INTEREST. Interest on the unpaid principal at the rate of 7.50% per year, fixed.", "Promissory note");
    const percent = passage("2. INTEREST. Fixed at 3.95% per year for the full term, computed monthly on the unpaid balance (one-twelfth of the annual rate).", "Promissory note");
    const members = passage("The Members hold these Percentage Interests and share profits pro rata.", "Promissory note");
    expect(rankPassages(asked, [atTheRate], ["interest rate"]).answering).toHaveLength(1);
    expect(rankPassages(asked, [percent], ["interest rate"]).answering).toHaveLength(1);
    expect(rankPassages(asked, [members], ["interest rate"]).answering).toEqual([]);
  });

  it("a name made of words that alone mean other things is held only whole: a 'security deposit' holds no 'social security number'", () => {
    const lease = passage("Tenant: Keisha Brown. SECURITY DEPOSIT. Tenant has paid a security deposit of $1,675.00, held in a trust account.", "Residential Lease, Unit 2");
    expect(rankPassages("pull up keisha brown's social security number for me", [lease]).answering).toEqual([]);
    expect(rankPassages("keisha brown's ssn", [lease]).answering).toEqual([]);
    expect(rankPassages("keisha brown's security deposit", [lease]).answering).toHaveLength(1);
    const form = passage("Tenant: Keisha Brown, Social Security No. 000-00-0000.", "Rental application");
    expect(rankPassages("keisha brown's ssn", [form]).answering).toHaveLength(1);
  });
});

describe("counts of stays", () => {
  it("'how many nights did that add up to' counts the nights of the stays just listed, and 'total $' asks their money", async () => {
    const previous: Entities = { intent: "stays", tool: "query_database", args: { entity: "stays", start_date: "2025-08-01", end_date: "2025-08-31", property: "p-birch" }, focus: "guests", property_id: "p-birch", period: { start: "2025-08-01", end: "2025-08-31", label: "August 2025" } };
    const nights = await planOf("how many nights did that add up to", previous);
    expect(nights).toMatchObject({ intent: "stays", focus: "nights" });
    expect(nights.calls[0]!.args).toMatchObject({ entity: "stays", start_date: "2025-08-01", property: "p-birch" });
    expect((await planOf("what did that add up to", previous)).intent).toBe("transactions");
    expect((await planOf("birch airbnb bookings last quarter, total $")).calls[0]!.args).toMatchObject({ entity: "transactions", property: "p-birch" });
  });
});

describe("the company's legal form is no 'liability limit'", () => {
  it("'limited liability company' is one term: the articles do not answer for a policy's liability limit", () => {
    const articles = passage("The name of the Limited Liability Company is: Holloway Creek Stays LLC. The Limited Liability Company will be manager-managed.", "Articles of Organization");
    const policy = passage("Coverage L, Personal liability: $1,000,000 each occurrence. This limit applies per occurrence.", "Dwelling policy declarations");
    expect(rankPassages("what is the liability limit", [articles]).answering).toEqual([]);
    expect(rankPassages("what is the liability limit", [policy]).answering).toHaveLength(1);
  });

  it("'the regular (non-hurricane) deductible' asks no 'non'; a 'contract' is an agreement; 'placing a tenant' is the leasing fee", () => {
    const deductibles = passage("All other perils deductible: $2,500 per occurrence. Named storm (hurricane) deductible: $8,400 per occurrence.", "Osprey Point Cottage insurance policy");
    expect(rankPassages("what's the regular (non-hurricane) deductible on the osprey point policy?", [deductibles], [], ["non-hurricane"]).answering).toHaveLength(1);
    const fees = passage("Management fee: 9% of all rent collected. Leasing fee for a new tenant: 50% of the first month's rent.", "Property Management Agreement with Brightwell");
    const ranked = rankPassages("under our management contract, what does brightwell get for placing a new tenant?", [fees]);
    expect(ranked.answering).toHaveLength(1);
  });
});
