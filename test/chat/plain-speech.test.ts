import { describe, expect, it } from "vitest";
import { keyTerms, rankPassages } from "../../src/chat/planner/passages";
import type { Passage } from "../../src/chat/tools/documents";
import { entitiesOf, plan, withoutSalutations } from "../../src/chat/planner/plan";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { PropertyRow } from "../../src/db/schema";
import type { ToolData } from "../../src/chat/tools";
import { loanBalance } from "../../src/chat/planner/intents/loan-balance";
import { tenantsOf } from "../../src/chat/tools/database/records";
import { search } from "../../src/chat/planner/intents/search";
import { company } from "../../src/chat/planner/intents/company";
import { transactions } from "../../src/chat/planner/intents/transactions";
import { writeRentChanges } from "../../src/chat/planner/intents/transactions-answers";
import { numbersInWords } from "../../src/chat/language/words";
import { findPeriods } from "../../src/chat/planner/periods";

// How owners speak of what their records hold in other words: a tenant's business by what it does
// ("the dental office"), a unit by its letter, a household by two first names, a farmer by his first
// name, a form in the plural ("the 1099s"), a clause of the books as a verb ("reimbursed us for"), and
// a sentence that tells rather than asks. Every name and number here is invented.
const property = (id: string, address: string, extraMetadata: Record<string, unknown> = {}) =>
  ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-four", "700 Mesquite Row, San Marcos, TX 78666", { kind: "fourplex" }),
  property("p-office", "12 Creekside Plaza, Kerrville, TX 78028", { kind: "office building (two suites)" }),
  property("p-house", "9 Pecan Court, Seguin, TX 78155", { kind: "single-family home", tenant: "Dale and Rhonda Voss" }),
  property("p-farm", "4410 County Road 210, Lockhart, TX 78644", { kind: "pasture let for grazing", tenant: "Blackland Cattle Co (Wes Tomlin)" }),
  property("p-condo", "600 Dune Walk, Unit 5, Tybee Island, GA 31328", { kind: "one-bedroom oceanview condo", use: "short-term rental on Airbnb, with a shared pool" }),
  property("p-rooms", "12 Hickory Row, Athens, GA 30601", { kind: "student house let by the room" }),
  property("p-calle", "4417 East Calle Cascabel, Tucson, AZ 85711", { kind: "single-family home" }),
];
const VOCAB = vocabularyFrom(
  [
    { text: "Unit C rent - Ana Ortiz (collected by Live Oak PM)", type: "REVENUE", n: 10, property: "p-four", category: "revenue:long_term_rental" },
    { text: "Unit A rent - Lee Park (collected by Live Oak PM)", type: "REVENUE", n: 12, property: "p-four", category: "revenue:long_term_rental" },
    { text: "Late fee - Ortiz", type: "REVENUE", n: 2, property: "p-four", category: "revenue:late_fees" },
    { text: "Live Oak PM - management fee, 8% of rent collected", type: "EXPENSE", n: 12, property: "p-four", category: "expense:property_management" },
    { text: "Coin laundry collections", type: "REVENUE", n: 6, property: "p-four", category: "revenue:other" },
    { text: "Laundry equipment lease and repairs", type: "EXPENSE", n: 6, property: "p-four", category: "expense:maintenance:repairs" },
    { text: "Hill Country Pest - all four units", type: "EXPENSE", n: 4, property: "p-four", category: "expense:maintenance:pest_control" },
    { text: "Frio Bank - mortgage interest", type: "EXPENSE", n: 12, property: "p-four", category: "expense:mortgage_interest" },
    { text: "Frio Bank - mortgage principal", type: "EXPENSE", n: 12, property: "p-four", category: "expense:mortgage_principal" },
    { text: "ACH from Bayou Dental Group - Suite 100 base rent", type: "REVENUE", n: 12, property: "p-office", category: "revenue:long_term_rental" },
    { text: "ACH from Bayou Dental Group - Suite 100 CAM reimbursement", type: "REVENUE", n: 12, property: "p-office", category: "revenue:other" },
    { text: "Bayou Dental Group - 2025 property tax reimbursement (NNN)", type: "REVENUE", n: 1, property: "p-office", category: "revenue:other" },
    { text: "Check from Redd Insurance - Suite 200 rent", type: "REVENUE", n: 12, property: "p-office", category: "revenue:long_term_rental" },
    { text: "Kerr County Tax Office - property tax", type: "EXPENSE", n: 1, property: "p-office", category: "expense:property_tax" },
    { text: "Furnished rental - travel nurse stay", type: "REVENUE", n: 3, property: "p-house", category: "revenue:rental_income" },
    { text: "ACH from Dale Voss - rent, 9 Pecan Court", type: "REVENUE", n: 12, property: "p-house", category: "revenue:long_term_rental" },
    { text: "Pet rent - Voss", type: "REVENUE", n: 12, property: "p-house", category: "revenue:pet_fees" },
    { text: "ACH from Blackland Cattle Co - grazing rent, spring half", type: "REVENUE", n: 2, property: "p-farm", category: "revenue:other" },
    { text: "Lone Star Mutual - umbrella policy premium", type: "EXPENSE", n: 1, category: "expense:insurance" },
    { text: "HVAC repair - Alamo Air via Live Oak PM", type: "EXPENSE", n: 3, property: "p-four", category: "expense:maintenance:repairs" },
    { text: "Hill Country Water - water and sewer", type: "EXPENSE", n: 12, property: "p-four", category: "expense:utilities:water" },
    { text: "Water/sewer bill-back from tenants", type: "REVENUE", n: 12, property: "p-four", category: "revenue:utility_reimbursements" },
    { text: "Seguin Valley Housing Authority - housing assistance payment (HAP), Unit A", type: "REVENUE", n: 10, property: "p-four", category: "revenue:long_term_rental" },
    { text: "Hotel occupancy tax collected from guests", type: "REVENUE", n: 3, property: "p-house", category: "revenue:other" },
    { text: "Fall Line Bank - loan interest", type: "EXPENSE", n: 12, property: "p-four", category: "expense:mortgage_interest" },
    { text: "Dune Walk Association - HOA dues", type: "EXPENSE", n: 12, property: "p-condo", category: "expense:hoa_fees" },
    { text: "Chatham County Tax Commissioner - property tax, 600 Dune Walk", type: "EXPENSE", n: 2, property: "p-condo", category: "expense:property_tax" },
    { text: "Room 2 rent - Mia Chen", type: "REVENUE", n: 10, property: "p-rooms", category: "revenue:long_term_rental" },
    { text: "Room 1 rent - Keondre Maddox", type: "REVENUE", n: 10, property: "p-rooms", category: "revenue:long_term_rental" },
    { text: "Utility flat fee - Room 1 (Keondre Maddox)", type: "REVENUE", n: 10, property: "p-rooms", category: "revenue:utility_reimbursements" },
    { text: "ACH from Terrell Haywood - Unit B rent", type: "REVENUE", n: 10, property: "p-four", category: "revenue:long_term_rental" },
    { text: "Late fee - Haywood", type: "REVENUE", n: 2, property: "p-four", category: "revenue:late_fees" },
    { text: "Hauling - cleanout after the lien sale", type: "EXPENSE", n: 1, property: "p-four", category: "expense:maintenance:cleaning" },
    { text: "Lien sale - abandoned contents sold at auction", type: "REVENUE", n: 1, property: "p-four", category: "revenue:other" },
    { text: "Frio Bank - loan principal, payment of Nov 1, 2026 (balance after $385,519.97)", type: "EXPENSE", n: 1, property: "p-four", category: "expense:mortgage_principal" },
    { text: "Gulf Rooter - sewer line replacement, 78 feet of clay lateral", type: "EXPENSE", n: 1, property: "p-rooms", category: "expense:capital_improvement" },
    { text: "Athens-Clarke Utilities - water and sewer", type: "EXPENSE", n: 12, property: "p-rooms", category: "expense:utilities:sewer" },
    { text: "Airbnb payout - reservation HMX1", type: "REVENUE", n: 20, property: "p-condo", category: "revenue:rental_income" },
    { text: "Airbnb host service fee", type: "EXPENSE", n: 20, property: "p-condo", category: "expense:platform_fees" },
    { text: "Tybee Mutual - condo insurance premium", type: "EXPENSE", n: 1, property: "p-condo", category: "expense:insurance" },
    { text: "Note payment 14 of 120 - Tomas Reyes (interest portion of the payment on the Casa Grande note)", type: "REVENUE", n: 11, category: "revenue:other" },
    { text: "Space 7 lot rent - Eduardo Vela", type: "REVENUE", n: 11, property: "p-rooms", category: "revenue:long_term_rental" },
    { text: "Space 12 lot rent - Cody Rowe", type: "REVENUE", n: 6, property: "p-rooms", category: "revenue:long_term_rental" },
    { text: "Yesenia Maldonado (Casa Limpia Cleaning) - turnover clean after Mireille Koenig, checkout Oct 21", type: "EXPENSE", n: 40, property: "p-condo", category: "expense:maintenance:cleaning" },
    { text: "Carpets cleaned - Dune Walk", type: "EXPENSE", n: 2, property: "p-condo", category: "expense:maintenance:cleaning" },
    { text: "Sonoran Paving & Sealcoat - roads sealcoated", type: "EXPENSE", n: 1, property: "p-four", category: "expense:maintenance:repairs" },
    { text: "Live Oak PM - leasing fee for Unit C", type: "EXPENSE", n: 1, property: "p-four", category: "expense:commissions" },
    { text: "ZELLE FROM GARRETT HOLLIS RENT", type: "REVENUE", n: 5, property: "p-four", category: "revenue:long_term_rental" },
    { text: "DEPOSIT RETAINED - G HOLLIS CARPET DAMAGE", type: "REVENUE", n: 1, property: "p-four", category: "revenue:security_deposit_forfeited" },
    { text: "Rent - Harlan Pruett, May 2024", type: "REVENUE", n: 12, property: "p-house", category: "revenue:long_term_rental" },
    { text: "Wolf River Propane - delivery, 9 Pecan Court", type: "EXPENSE", n: 6, property: "p-house", category: "expense:utilities:gas" },
    { text: "Valley Pro Plumbing - drain", type: "EXPENSE", n: 2, property: "p-four", category: "expense:maintenance:repairs" },
    { text: "Pane & Glass Co - window", type: "EXPENSE", n: 1, property: "p-four", category: "expense:maintenance:repairs" },
    { text: "Live Oak PM - leasing fee for the Ortiz lease", type: "EXPENSE", n: 1, property: "p-four", category: "expense:commissions" },
    { text: "Tidewater Pool Care - pool service", type: "EXPENSE", n: 10, property: "p-condo", category: "expense:maintenance:repairs" },
    { text: "Check from Redd Insurance - Suite 200 base rent", type: "REVENUE", n: 12, property: "p-office", category: "revenue:long_term_rental" },
    { text: "Kerr County Tax Office - 2025 summer tax bill", type: "EXPENSE", n: 1, property: "p-office", category: "expense:property_tax" },
    { text: "Kerr County Tax Office - 2025 winter tax bill", type: "EXPENSE", n: 1, property: "p-office", category: "expense:property_tax" },
    { text: "Texas SOS - annual statement filing fee", type: "EXPENSE", n: 2, category: "expense:licenses_permits" },
  ],
  [
    "form 1099-nec to contractors",
    "bayou dental group option to renew: written notice due 180 days before the lease ends",
    "suite 100 lease with bayou dental group ends (unless the renewal option is exercised)",
    "bayou dental group cam reconciliation",
    "umbrella policy renewal (lone star mutual)",
    "texas franchise tax report",
    "rent roll review with live oak pm: late payers and renewals",
    "kerrville short-term rental permit for 2027 ($150)",
    "annual backflow sample of the fourplex water line",
    "2026 winter tax bill, kerr county (the kerrville building)",
    "form 1065 partnership return for 2026 and the members' k-1s",
    "public information report, filed with the texas franchise tax report",
    "chatham county property tax, the tybee condo",
    "property tax, second half, on all six homes",
    "frio bank loan balloon payment due (the remaining principal)",
  ],
);
const TODAY = "2026-11-27";
/** A few of the ledger's rows, for a vocabulary with other deadlines. */
const BOOKS_ROWS = [{ text: "Kerr County Tax Office - property tax", type: "EXPENSE" as const, n: 1, property: "p-office", category: "expense:property_tax" }];
const planOf = (q: string) => plan(q, TODAY, PROPERTIES, VOCAB);

describe("what a question tells, asks leave to do, or says in plain words", () => {
  it("asks what is overdue when it asks whether we are late, though the ledger writes 'late fee'", async () => {
    const p = await planOf("are we late on any filings or payments right now?");
    expect(p.intent).toBe("obligations");
    expect(p.calls[0]!.args).toMatchObject({ status: "overdue" });
    expect(p.calls[0]!.args.text).toBeUndefined();
  });

  it("never answers whether the company may do something ('can we evict') with a figure", async () => {
    const p = await planOf("Can we evict Dale for paying late that one time?");
    expect(p.intent).toBe("search");
    expect(p.unused).toContain("evict");
    // Verbs of asking for the records are not such acts.
    expect((await planOf("can we see what Dale paid last year")).intent).toBe("transactions");
  });

  it("reads a sentence that tells, after the question, as no part of what is asked", async () => {
    const p = await planOf("How much rent came in from Unit C at the fourplex last year? I know it sat empty a couple months");
    expect(p.intent).toBe("transactions");
    expect(p.unused ?? []).toEqual([]);
    expect(p.calls[0]!.args).toMatchObject({ text: "unit c", property: "p-four" });
  });

  it("reads a unit the rows write, where no record names its tenant, and never the whole home for it", async () => {
    expect((await planOf("how much did suite 200 pay last year")).calls[0]!.args.text).toBe("suite 200");
    const unwritten = await planOf("what did unit D pay last year at mesquite");
    expect(unwritten.unused).toContain("unit d");
  });

  it("reads a business by a noun for its kind after what it does ('the dental office', 'the laundry machine')", async () => {
    const cam = await planOf("what has the dental office paid us in CAM this year?");
    expect(cam.intent).toBe("transactions");
    expect(cam.calls[0]!.args.text).toBe("cam");
    const laundry = await planOf("laundry machine money from the basement at mesquite, last year total?");
    expect(laundry.unused ?? []).toEqual([]);
    expect(laundry.calls[0]!.args).toMatchObject({ text: "laundry", transaction_type: "REVENUE", property: "p-four" });
  });

  it("reads 'all four places' as every home, not the payee whose line says 'all four'", async () => {
    const p = await planOf("calculate property taxes we've paid this year on all four places");
    expect(p.calls[0]!.args.text).toBeUndefined();
    expect(p.calls[0]!.args.categories).toEqual(["expense:property_tax"]);
  });

  it("reads the others a tenant's record names beside the one asked as their household ('Dale and Rhonda')", async () => {
    const p = await planOf("How much security deposit are we holding for Dale and Rhonda?");
    expect(p.intent).toBe("deposits");
    expect(p.unused ?? []).toEqual([]);
  });

  it("reads a tenant by the first name the record gives them in parentheses ('Wes'), by the name the rows write", async () => {
    const p = await planOf("what did Wes pay us last year?");
    expect(p.intent).toBe("transactions");
    expect(p.unused ?? []).toEqual([]);
    expect(p.calls[0]!.args.text).toBe("blackland cattle co");
    // Beside a name whose rows are all the tenant's, the first name is theirs too.
    const grazing = await planOf("how much grazing rent did Wes pay us last year?");
    expect(grazing.unused ?? []).toEqual([]);
    expect(grazing.calls[0]!.args.text).toBe("grazing rent");
  });

  it("reads a form the deadlines name, in the plural, as that deadline ('the 1099s')", async () => {
    const p = await planOf("When do the 1099s have to go out?");
    expect(p.intent).toBe("obligations");
    expect(p.calls[0]!.args.text).toBe("1099");
  });

  it("names a deadline by a noun of the question before a verb's form ('exercising')", async () => {
    const p = await planOf("by when does the dentist have to tell us if they're exercising their renewal option?");
    expect(p.intent).toBe("obligations");
    expect(p.calls[0]!.args.text).toBe("option");
  });

  it("searches each ask of a question of two asks on its own words too", async () => {
    const p = await planOf("What percentage of collected rent does Live Oak charge as its management fee, and how much can it spend on a repair without our approval?");
    expect(p.intent).toBe("search");
    expect(p.calls.filter((c) => c.tool === "search_document_content")).toHaveLength(3);
    // "ok and ..." is no ask of its own.
    const earlier = await planOf("How much mortgage interest did we pay in 2025?");
    const next = await plan("ok and principal?", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(next.intent).toBe("transactions");
    expect(next.calls[0]!.args.categories).toEqual(["expense:mortgage_principal"]);
  });

  it("refuses a payer's own revenues, said to be their own", async () => {
    const p = await planOf("what were Bayou Dental Group's own revenues last year?");
    expect(p.intent).toBe("search");
    expect((p.unused ?? []).join(" ")).toMatch(/own revenues/);
  });

  it("reads a name whose words a paper uses too ('pet rent') as the name, and 'every policy' as no deadline", async () => {
    const pet = await planOf("pet rent from the Vosses ytd");
    expect(pet.intent).toBe("transactions");
    expect(pet.calls[0]!.args.text).toBe("pet rent");
    const premiums = await planOf("insurance premiums paid in total last year (every policy incl the umbrella)");
    expect(premiums.intent).toBe("transactions");
    expect(premiums.unused ?? []).toEqual([]);
  });

  it("reads 'the standard deductible' as the deductible: 'standard' names nothing a passage must hold", async () => {
    const p = await planOf("What's the standard per-occurrence deductible on the umbrella policy?");
    expect(p.intent).toBe("search");
    expect(p.nouns ?? []).not.toContain("standard");
  });

  it("answers the price paid and how much of it went to land, both", async () => {
    const p = await planOf("What did we pay for the Seguin house, and how much of that was allocated to land?");
    expect(p.intent).toBe("property");
    expect(p.focus).toBe("acquisition+basis");
  });

  it("reads 'how much is it?' after a deadline that states its fee as that fee, not the payments of years", async () => {
    const earlier = await planOf("when is the short-term rental permit due?");
    const p = await plan("how much is it?", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(p.intent).toBe("obligations");
    expect(p.focus).toMatch(/-fee$/);
  });

  it("reads initials after a deadline as the deadline they spell ('and the PIR?')", async () => {
    const earlier = await planOf("when's the texas franchise tax report due");
    const p = await plan("and the PIR?", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(p.intent).toBe("obligations");
    expect(["public", "information"]).toContain(p.calls[0]!.args.text);
  });

  it("reads what is told before a question ('a vendor sent over a W-9 request, ...', 'i know ... but') as context", async () => {
    expect((await planOf("A vendor sent over a W-9 request, what's our EIN?")).intent).toBe("company");
    const p = await planOf("i know unit c sat empty a couple months last yr but what did it actually bring in in rent for the year");
    expect(p.unused ?? []).toEqual([]);
    expect(p.calls[0]!.args.text).toBe("unit c");
  });

  it("reads a list that ends 'all of it' and a sentence as what everything holds, not a narrowing", async () => {
    const p = await planOf("Everything the Seguin house brought in last year - rent, pet rent, late fees, all of it. What's the total?");
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", property: "p-house" });
    expect(p.calls[0]!.args.categories).toBeUndefined();
  });

  it("reads what the tenants were billed back for a utility as the reimbursements, not the bills", async () => {
    const p = await planOf("how much did we bill the mesquite tenants back for water and sewer last year");
    expect(p.calls[0]!.args.categories).toEqual(["revenue:utility_reimbursements"]);
  });

  it("reads a town's word inside a longer name the ledger holds ('Seguin Valley Housing Authority') as the name, not the home", async () => {
    const p = await planOf("How much has the Seguin Valley Housing Authority paid us so far this year?");
    expect(p.calls[0]!.args.property).toBeUndefined();
    expect(p.calls[0]!.args.text).toBe("seguin valley housing authority");
  });

  it("reads rent of a home let only for other rental income as that income, and 'base rent' as the rent", async () => {
    expect((await planOf("how much rent did we get off the lockhart pasture last year")).calls[0]!.args.categories).toEqual(["revenue:other"]);
    const base = await planOf("What did the Vosses pay in base rent last year? Leave out the pet rent.");
    expect(base.unused ?? []).toEqual([]);
    expect(base.calls[0]!.args.categories).toEqual(["revenue:rental_income", "revenue:long_term_rental"]);
  });

  it("leaves the rent out for 'not counting base rent', where the rows of base rent are rent", async () => {
    const p = await planOf("how much cam/nnn money has the dental group paid us ytd, not counting base rent");
    expect(p.calls[0]!.args.text).toBe("cam");
    expect(p.calls[0]!.args.categories).not.toContain("revenue:long_term_rental");
  });

  it("reads the deposits we hold, security and pet, as the books' deposits", async () => {
    const p = await planOf("total deposits we're holding for dale & rhonda? security + pet");
    expect(p.intent).toBe("deposits");
    expect(p.unused ?? []).toEqual([]);
  });

  it("refuses what a business no record names makes, but not what the company takes in", async () => {
    expect((await planOf("how much does the dental practice make a year? thx")).intent).toBe("search");
    expect((await planOf("how much did the company take in last year")).intent).toBe("transactions");
  });

  it("reads 'have we collected from' as our verb, not a payee whose line says 'collected from guests'", async () => {
    const p = await planOf("how much rent have we collected from the seguin house this month");
    expect(p.calls[0]!.args.text).toBeUndefined();
  });

  it("leaves out what was paid to others through a manager when the fees paid to it are asked", async () => {
    const p = await planOf("all the fees we paid live oak pm last yr - mgmt, leasing, renewals, everything");
    expect(p.calls[0]!.args).toMatchObject({ text: "live oak", exclude_text: "via live oak" });
    // What the manager arranged, asked as repairs, is still those rows.
    expect((await planOf("what repairs did live oak arrange last yr")).calls[0]!.args.exclude_text).toBeUndefined();
  });

  it("reads a season's word that begins a name the ledger holds as the name ('the Fall Line Bank loan')", async () => {
    const p = await planOf("How much interest did we pay on the Fall Line loan last year?");
    expect(p.periods.map((one) => one.label)).toEqual(["2025"]);
    expect(p.calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-12-31" });
  });

  it("reads deposits said only in what a question leaves out ('no late fees or kept deposits') as no deposits question", async () => {
    const p = await planOf("Gross rents last yr, all properties - rent only, no late fees, utility fees or kept deposits");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args.categories).toEqual(["revenue:rental_income", "revenue:long_term_rental"]);
  });

  it("reads 'last yr's bill' after a property tax deadline as what was paid for it", async () => {
    const earlier = await planOf("chatham county property tax on the tybee condo - when is it due this year?");
    const p = await plan("how much was last yr's bill?", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args.categories).toEqual(["expense:property_tax"]);
  });

  it("reads 'the condo' as the home whose record says condo, though the question's word is written out", async () => {
    const p = await planOf("can you tell me how much we paid in HOA dues on the condo last year");
    expect(p.calls[0]!.args).toMatchObject({ property: "p-condo", categories: ["expense:hoa_fees"] });
    const part = await planOf("how much of the condo's basis is the furniture package");
    expect(part.intent).toBe("property");
    expect(part.unused ?? []).toEqual([]);
  });

  it("reads what students paid in utility fees as the utility income, and a room's tenant from the room's rent lines", async () => {
    expect((await planOf("What have the students paid in utility fees ytd?")).calls[0]!.args.categories).toEqual(["revenue:utility_reimbursements"]);
    const room = await planOf("who's in room 2 at the Athens house right now?");
    expect(room.intent).toBe("property");
    expect(room.calls.some((one) => one.args.entity === "transactions" && one.args.text === "room 2")).toBe(true);
  });

  it("reads what a payer only the ledger names pays a month as their latest rent, not a fee beside it", async () => {
    const p = await planOf("what's keondre paying a month");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ text: "keondre", aggregate: "list", limit: 1, categories: ["revenue:rental_income", "revenue:long_term_rental"] });
    const haywood = await planOf("remind me what the Haywoods pay for unit B");
    expect(haywood.calls[0]!.args).toMatchObject({ aggregate: "list", limit: 1, categories: ["revenue:rental_income", "revenue:long_term_rental"] });
  });

  it("reads ', for the county return' as where the answer is going, and a fund's balance right now as unrecorded", async () => {
    const address = await planOf("whats the full address of the condo, for the Chatham County return?");
    expect(address.intent).toBe("property");
    expect(address.focus).toBe("address");
    expect(keyTerms("same thing for this year so far")).toEqual([]);
  });

  it("reads what is said after the ask ('I need it for the PIR', '- it's a liability') and what the figure is for ('the 1099 figure for') as no topic", async () => {
    expect((await planOf("When was the company formed? I need the formation date for the PIR.")).intent).toBe("company");
    const held = await planOf("Total tenant security deposits we're holding on the Kerrville building, both suites - it's a liability on the balance sheet, not income.");
    expect(held.intent).toBe("deposits");
    expect(held.unused ?? []).toEqual([]);
    const figure = await planOf("Need the 1099 figure for Ana Ortiz: total rent she paid last year?");
    expect(figure.unused ?? []).toEqual([]);
    expect(figure.calls[0]!.args.text).toBe("ana ortiz");
  });

  it("reads 'all four counties' as every one, and 'the Kerrville site' as the home", async () => {
    expect((await planOf("Total property tax we've paid this yr, all four counties")).unused ?? []).toEqual([]);
    const earlier = await planOf("how much have we paid Hill Country Pest ytd");
    const p = await plan("just the Kerrville site", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(p.calls[0]!.args.property).toBe("p-office");
  });

  it("reads 'the lien sale' as the name the rows write without its article", async () => {
    const p = await planOf("What did the lien sale bring in?");
    expect(p.calls[0]!.args).toMatchObject({ text: "lien sale", transaction_type: "REVENUE" });
  });

  it("reads what a payer reimbursed us for a cost as the income whose rows name that cost, at the payer's home", async () => {
    const p = await planOf("what did the dental group reimburse us for property taxes last year?");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", text: "property tax", property: "p-office" });
    expect(p.calls[0]!.args.categories).toBeUndefined();
  });

  it("reads a home left out ('excluding the condo') as every other home, in one figure, never the home left out", async () => {
    const p = await planOf("insurance expense this year excluding the condo");
    expect(p.intent).toBe("transactions");
    expect(p.focus).toBe("together");
    const homes = p.calls.map((one) => one.args.property);
    expect(homes).not.toContain("p-condo");
    expect(homes).toHaveLength(PROPERTIES.length - 1);
  });

  it("reads an income 'net of' a cost no income is named by as the income less that cost", async () => {
    const p = await planOf("condo income last month net of platform fees?");
    expect(p.calls[0]!.args.categories).toEqual(expect.arrayContaining(["revenue:rental_income", "expense:platform_fees"]));
    expect(p.calls[0]!.args.property).toBe("p-condo");
  });

  it("reads a short lead-in before a colon or a dash ('Maren again - ', 'For the 1099-NEC: ') as who asks or what it is for", async () => {
    const closed = await planOf("Maren again - remind me when we closed on the Kerrville building?");
    expect(closed.intent).toBe("property");
    expect(closed.unused ?? []).toEqual([]);
    const paid = await planOf("For the 1099-NEC: total paid to Live Oak PM last yr, fees and all of it");
    expect(paid.intent).toBe("transactions");
    expect(paid.unused ?? []).toEqual([]);
    expect(paid.calls[0]!.args.text).toMatch(/^live oak/);
  });

  it("reads a loan's balance from the latest loan line that states it, and says the books do not give it where none does", async () => {
    const p = await planOf("what's left on the Frio Bank loan for the fourplex?");
    expect(p.intent).toBe("loan-balance");
    expect(p.calls[0]!.args).toMatchObject({ text: "balance", property: "p-four", aggregate: "list" });
    const rows = [{ id: "t1", date: "2026-11-01", amount: "512.30", type: "EXPENSE", category: "expense:mortgage_principal", description: "Frio Bank - loan principal, payment of Nov 1, 2026 (balance after $385,519.97)", property: "700 Mesquite Row, San Marcos, TX 78666" }];
    const data = { entity: "transactions", rows } as unknown as ToolData;
    expect(loanBalance.write(p, [{ entity: "properties", items: [] } as unknown as ToolData, data], "")).toContain("$385,519.97");
    // No line states a balance: the books do not give it, and the answer says so rather than quote a payment.
    const none = vocabularyFrom([{ text: "Frio Bank - mortgage principal", type: "EXPENSE", n: 12, property: "p-four", category: "expense:mortgage_principal" }], []);
    const unstated = await plan("what's left on the Frio Bank loan?", TODAY, PROPERTIES, none);
    const payment = { entity: "transactions", rows: [{ ...rows[0]!, description: "Frio Bank - mortgage principal, November 2026" }] } as unknown as ToolData;
    expect(loanBalance.write(unstated, [payment], "")).toContain("do not give the balance");
  });

  it("reads a room's last payer where no one paid lately, and 'her rent' after who is in a room as that room's rent", async () => {
    const room = await planOf("who rents room 1 at the Athens house?");
    expect(room.calls.filter((one) => one.args.entity === "transactions" && one.args.text === "room 1").map((one) => one.args.limit)).toEqual([50, 1]);
    const earlier = await planOf("who's in room 2 at the Athens house right now?");
    const rent = await plan("what's her rent?", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(rent.intent).toBe("property");
    expect(rent.calls.some((one) => one.args.text === "room 2")).toBe(true);
  });

  it("reads a category's word that begins a name the rows write ('the sewer line replacement') as the name, where none of its rows is of that category", async () => {
    const p = await planOf("what did the sewer line replacement end up costing?");
    expect(p.calls[0]!.args.text).toBe("sewer line replacement");
    expect(p.calls[0]!.args.categories).toBeUndefined();
    // A name whose rows are of the category asked keeps the category ("the insurance premium").
    expect((await planOf("condo insurance premium last year")).calls[0]!.args.categories).toEqual(["expense:insurance"]);
  });

  it("reads what a payer 'is paying per month' as the rate now, not a figure by month", async () => {
    const p = await planOf("What's Keondre paying per month for his room?");
    expect(p.calls[0]!.args).toMatchObject({ text: "keondre", aggregate: "list", limit: 1 });
    expect(p.calls[0]!.args.group_by).toBeUndefined();
  });

  it("reads a record's tenant written with when they came ('... since February 1 last year') as the name, the rest a note", () => {
    const [t] = tenantsOf({ tenants: "Ignacio & Wren Castellanos since February 1 last year (before them Harlan Pruett)" });
    expect(t).toMatchObject({ name: "Ignacio & Wren Castellanos", note: "since February 1 last year (before them Harlan Pruett)" });
    expect(tenantsOf({ tenant: "Blackland Cattle Co (Wes Tomlin)" })[0]!.name).toBe("Blackland Cattle Co (Wes Tomlin)");
    expect(tenantsOf({ tenant: "Hale family (moved in from Ohio)" })[0]!.name).toBe("Hale family (moved in from Ohio)");
  });

  it("reads who asks or what for, in a parenthesis, as no topic ('(liability side of the balance sheet)')", async () => {
    const p = await planOf("Total security deposits we're holding right now (liability side of the balance sheet), all properties");
    expect(p.intent).toBe("deposits");
    expect(p.unused ?? []).toEqual([]);
  });

  it("reads 'the interest we've gotten on the note' as the income rows of the note that write interest, not the interest we paid", async () => {
    const p = await planOf("how much interest have we gotten on the Casa Grande note so far this year");
    expect(p.calls[0]!.args).toMatchObject({ text: "casa grande note", transaction_type: "REVENUE" });
    expect(p.calls[0]!.args.categories).toBeUndefined();
  });

  it("reads a park's space as a unit: who is on it, what it brought in, and the rent per space", async () => {
    const who = await planOf("who's on space 7 these days");
    expect(who.intent).toBe("property");
    expect(who.calls.some((one) => one.args.text === "space 7")).toBe(true);
    expect((await planOf("what did space 12 bring in for lot rent last year?")).calls[0]!.args.text).toBe("space 12");
    expect((await planOf("What's lot rent per space this year?")).calls[0]!.args.aggregate).toBe("average");
  });

  it("reads the word of a run whose rows also write its other words as the name ('Yesenia' of 'Yesenia for turnover cleans')", async () => {
    expect((await planOf("how much did we pay Yesenia for turnover cleans in q3")).calls[0]!.args.text).toBe("yesenia");
  });

  it("reads operating expenses without 'capital items like the hot tub and furniture' as every expense but capital spending", async () => {
    const p = await planOf("total operating expenses last year, not counting capital items like the hot tub and furniture");
    const categories = p.calls[0]!.args.categories as string[];
    expect(categories).not.toContain("expense:capital_improvement");
    expect(categories).not.toContain("expense:furniture_equipment");
    expect(categories).toContain("expense:furnishings");
  });

  it("reads 'water/sewer billbacks collected' as the billed-back income, and 'need the number for the rec' as no topic", async () => {
    const p = await planOf("Water/sewer billbacks collected at the fourplex ytd? need the number for the utility rec");
    expect(p.calls[0]!.args.categories).toEqual(["revenue:utility_reimbursements"]);
    expect(p.unused ?? []).toEqual([]);
  });

  it("takes a job a clause leaves out off the figure ('excluding the road sealcoating job')", async () => {
    const p = await planOf("Repairs at the fourplex last year excluding the road sealcoating job");
    expect(p.focus).toBe("without");
    expect(p.unused ?? []).toEqual([]);
  });

  it("never adds a name whose rows another name's hold to it again ('X fees - the 8% fee and the leasing fee together')", async () => {
    const p = await planOf("total Live Oak PM fees at the fourplex in 2025 - the 8% mgmt fee and the leasing fee together");
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0]!.args.text).toMatch(/^live oak/);
  });

  it("reads an office's initials before an entity number as the office ('our ACC entity number'), and a home's mailing address as the home's", async () => {
    const acc = await planOf("what's our ACC entity number");
    expect(acc.intent).toBe("company");
    expect(acc.unused ?? []).toEqual([]);
    const home = await planOf("What's the full mailing address of the Kerrville building?");
    expect(home.intent).toBe("property");
    expect(home.focus).toBe("address");
  });

  it("reads a tenant by first name as the surname the rows write after it, and a family in the plural as its name", async () => {
    const kept = await planOf("how much did we end up keeping out of garretts deposit");
    expect(kept.intent).toBe("deposits");
    expect(kept.calls.find((one) => one.args.entity === "transactions")!.args.text).toBe("hollis");
    const family = await planOf("how much of the Pruetts' deposit did we keep for damages when they moved out?");
    expect(family.calls[0]!.args).toMatchObject({ entity: "deposits", text: "pruett" });
    const when = await plan("when did we receive it?", TODAY, PROPERTIES, VOCAB, entitiesOf(family));
    expect(when.intent).toBe("deposits");
    expect(when.calls[0]!.args).toMatchObject({ entity: "deposits", text: "pruett" });
  });

  it("refuses what the law requires or what would happen, naming the papers, never quoting a figure as the answer", async () => {
    const law = await planOf("Can we evict the tenant in Unit A for paying late twice - how much notice does Texas law require?");
    expect(law.focus === "advice" || (law.unused ?? []).length > 0).toBe(true);
    const elect = await planOf("Would we save on taxes if we elected to be taxed as an S corporation?");
    expect(elect.unused ?? []).not.toEqual([]);
  });

  it("reads 'non-rent income' as the income other than rent, with examples after it as examples", async () => {
    const p = await planOf("Anything booked to non-rent income last year? late fees, resolution payouts, that kind of thing");
    expect(p.intent).toBe("transactions");
    expect(p.calls).toHaveLength(1);
    const categories = p.calls[0]!.args.categories as string[];
    expect(categories).toContain("revenue:late_fees");
    expect(categories).not.toContain("revenue:long_term_rental");
  });

  it("reads a name said as two words ('pro pane') as the one word the rows write, and 'up north' as where, no topic", async () => {
    const p = await planOf("how much have we spent on pro pane at the seguin house this year");
    expect(p.calls[0]!.args.text).toBe("propane");
    const bought = await planOf("um when did we buy the seguin house up north i cant remember");
    expect(bought.intent).toBe("property");
    expect(bought.unused ?? []).toEqual([]);
  });

  it("reads words that describe whom a tenant question points at ('the family', 'the older guy') as no topic", async () => {
    const p = await planOf("um who is renting the seguin house right now the family");
    expect(p.intent).toBe("property");
    expect(p.unused ?? []).toEqual([]);
  });

  it("reads 'all six places' as every home though a deadline writes 'all six', and 'when is the balloon payment' as a deadline", async () => {
    const taxes = await planOf("property taxes on all six places last yr?");
    expect(taxes.intent).toBe("transactions");
    expect(taxes.unused ?? []).toEqual([]);
    const balloon = await planOf("when is the balloon payment on the Frio Bank loan");
    expect(balloon.intent).toBe("obligations");
  });

  it("reads the people a 1099 goes to as its recipients, and 'the Corporation Commission' as the office of the entity number", async () => {
    const forms = await planOf("what's the deadline for sending out the 1099s to Live Oak PM and the others?");
    expect(forms.intent).toBe("obligations");
    expect(forms.unused ?? []).toEqual([]);
    const office = await planOf("When was the LLC formed, and what's our entity number with the Corporation Commission?");
    expect(office.intent).toBe("company");
    expect(office.unused ?? []).toEqual([]);
  });

  it("reads opex, T12 and 'per door' as an owner's report does, and a list left out with slashes as left out", async () => {
    const opex = await planOf("Kerrville office bldg opex ytd - total please");
    const categories = opex.calls[0]!.args.categories as string[];
    expect(categories).toContain("expense:property_tax");
    expect(categories).not.toContain("expense:capital_improvement");
    expect((await planOf("repairs at the fourplex T12 thru last month?")).periods[0]!.label).toMatch(/last 12 months/);
    // Rent per door as an owner's report gives it: the month's rent over the doors the question counts.
    const door = await planOf("calculate rent per door at the fourplex for last month (4 doors)");
    expect(door.calls[0]!.args.aggregate).toBe("sum");
    expect(door.per).toEqual({ count: "4", unit: "unit", from: "question" });
    const rent = await planOf("Total rent collected ytd across the whole portfolio. just rent please, no late fees / pet fees");
    expect(rent.calls[0]!.args.categories).not.toContain("revenue:pet_fees");
  });

  it("reads homes and years said where a question tells ('I know there was the Kerrville roof', 'dad keeps saying 2017') as not asked", async () => {
    const capex = await planOf("capex last yr by property? I know there was the Seguin roof and the Kerrville parking lot");
    expect(capex.calls[0]!.args.property).toBeUndefined();
    expect(capex.calls[0]!.args.group_by).toBe("property");
    const formed = await planOf("when was the company actually formed? dad keeps saying 2017 but I'm not sure");
    expect(formed.intent).toBe("company");
    expect(formed.periods).toEqual([]);
  });

  it("reads 'building' beside 'land' as the basis's part, not a home called the building", async () => {
    const p = await planOf("whats the land vs building split on the seguin house? dad always said the land part doesn't depreciate");
    expect(p.intent).toBe("property");
    expect(p.focus).toBe("basis");
    expect(p.calls.map((one) => one.args.property)).toEqual(["p-house"]);
  });

  it("reads 'who had that unit before her?' after who is in a unit as the unit's earlier payers, not the home's record", async () => {
    const earlier = await planOf("who's in room 2 at the Athens house right now?");
    const before = await plan("who had that unit before her?", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(before.intent).toBe("property");
    expect(before.focus).toBe("tenant+former");
    expect(before.calls.some((one) => one.args.text === "room 2" && one.args.start_date === "1900-01-01")).toBe(true);
  });

  it("reads 'anybody' as no one named, 'run out' of a lease as its end, and 'the coffee shop's lease' as no passage that must say 'shop'", async () => {
    const late = await planOf("have we ever actually gotten a late fee out of anybody? how much total");
    expect(late.intent).toBe("transactions");
    expect(late.unused ?? []).toEqual([]);
    const lease = await planOf("when does the dental office's lease run out?");
    expect(lease.intent).toBe("search");
    expect(String(lease.calls[0]!.args.query)).toMatch(/lease end/);
    expect(lease.nouns ?? []).not.toContain("office");
  });

  it("reads a question without a sentence after it that only tells, where that sentence would send it elsewhere", async () => {
    const p = await planOf("how big is the repair reserve in the operating agreement? dad mentioned we have to keep one");
    expect(p.intent).toBe("search");
    expect(p.calls.every((one) => one.tool === "search_document_content")).toBe(true);
  });

  it("reads a talk word before a follow-up ('ok, now just Q4') as nothing, and 'make off the utility fees' as that income", async () => {
    const earlier = await planOf("what was total revenue last year?");
    const q4 = await plan("ok, now just Q4", TODAY, PROPERTIES, VOCAB, entitiesOf(earlier));
    expect(q4.intent).toBe("transactions");
    expect(q4.followUp).toBe(true);
    expect((await planOf("how much did the athens house make off the utility fees last year?")).calls[0]!.args.categories).toEqual(["revenue:utility_reimbursements"]);
  });

  it("refuses a forecast of the weather ('is it supposed to snow this weekend'), though the ledger has a snow category", async () => {
    const p = await planOf("is it supposed to snow in Seguin this weekend? worried about the tenants");
    expect(p.unused ?? []).toContain("a forecast");
  });

  it("reads who wrote a forwarded question and what they felt ('Helena wrote: \"...? feels high to me\"') as no part of it, and 'before the meeting' as when", async () => {
    const p = await planOf('Helena wrote: "can you pull up what Live Oak PM took last yr, all in? feels high to me"');
    expect(p.intent).toBe("transactions");
    expect(p.unused ?? []).toEqual([]);
    const due = await planOf("anything due in the next 60 days I should know about before the meeting?");
    expect(due.intent).toBe("obligations");
    expect(due.unused ?? []).toEqual([]);
  });

  it("reads a home by its street's name after a direction and a street word ('cascabel' of '4417 East Calle Cascabel')", async () => {
    const p = await planOf("cascabel rent ytd, just rent please");
    expect(p.calls[0]!.args.property).toBe("p-calle");
    const now = await planOf("what's cascabel rent right now");
    expect(now.calls[0]!.args).toMatchObject({ property: "p-calle", aggregate: "list", limit: 1 });
  });

  it("reads 'what did insurance run us' as what it cost, 'what did we pay for all the properties' as their prices, and 'have to be paid' as a deadline", async () => {
    const insurance = await planOf("what did insurance run us last year, all policies?");
    expect(insurance.calls[0]!.args.property).toBeUndefined();
    expect(insurance.calls[0]!.args.categories).toEqual(["expense:insurance"]);
    const prices = await planOf("what did we pay for all seven properties combined");
    expect(prices.intent).toBe("property");
    expect(prices.focus).toBe("acquisition");
    expect((await planOf("By when do the Kerrville property taxes have to be paid?")).intent).toBe("obligations");
  });

  it("refuses what a business that pays us makes ('how much money does Bayou Dental Group make a year', 'the dental practice in Suite 100')", async () => {
    expect((await planOf("how much money does Bayou Dental Group make a year")).unused ?? []).not.toEqual([]);
    expect((await planOf("How much revenue does the dental practice in Suite 100 make in a year?")).unused ?? []).not.toEqual([]);
    expect((await planOf("how much does Bayou Dental Group pay us a month")).unused ?? []).toEqual([]);
  });

  it("reads 'and what did we pay' after when a home was bought as its price, which the purchase record states", async () => {
    const p = await planOf("when did we buy the Kerrville building and what did we pay");
    expect(p.intent).toBe("property");
    expect(p.focus).toContain("acquisition");
    expect(p.calls).toHaveLength(1);
  });
  it("refuses a payee written with capitals whose words the records hold only apart ('Live Oak Glass'), or named after a home's town ('Seguin Roofing Co.')", async () => {
    const apart = await planOf("How much have we paid Live Oak Glass this year?");
    expect(apart.intent).toBe("search");
    expect(apart.unused).toContain("live oak glass");
    expect(apart.calls[0]!.args.text).toBeUndefined();
    const town = await planOf("How much have we paid Seguin Roofing Co. this year?");
    expect(town.intent).toBe("search");
    expect(town.unused).toContain("roofing");
    // A name the records hold whole, words of one line, or a trade in lower case stay what they were.
    expect((await planOf("How much have we paid Valley Pro Plumbing this year?")).calls[0]!.args.text).toBe("valley pro plumbing");
    expect((await planOf("what did Terrell Haywood pay last year")).unused ?? []).toEqual([]);
    expect((await planOf("how much did the Seguin house cost us in repairs this year")).unused ?? []).toEqual([]);
  });
  it("reads who the question is asked for ('Mom asked me to', 'on Dad's behalf') and a sentence of context before it as no part of what is asked", async () => {
    const mom = await planOf("Mom asked me to double check how much rent Dale paid us last year. Just rent please.");
    expect(mom.intent).toBe("transactions");
    expect(mom.unused ?? []).toEqual([]);
    expect(mom.calls[0]!.args.text).toBe("dale");
    expect((await planOf("I'm filling out a W-9 for the bank on Dad's behalf. What's our EIN?")).intent).toBe("company");
    const notes = await planOf("My husband wants to send thank-you notes. What did we pay Valley Pro Plumbing last year?");
    expect(notes.intent).toBe("transactions");
    expect(notes.calls[0]!.args.text).toBe("valley pro plumbing");
    // "I mean" says the period again ("mean" is no average); "a couple of months" is two.
    const couple = await planOf("what was total income over the last couple of months, I mean September and October?");
    expect(couple.calls[0]!.args).toMatchObject({ aggregate: "sum", start_date: "2026-09-01", end_date: "2026-10-31" });
    // A first sentence that asks, or ends in an abbreviation, is no context to drop.
    expect((await planOf("is there a storm headed for St. Simons this weekend? wondering if the resort will cancel guests")).intent).toBe("search");
  });
  it("reads a month cut short ('oct'), a trade's word before who does it ('the pool guy'), a payee's fees though a home's record names the payee ('airbnb fees'), a name after 'the', and a deadline's noun in the asker's words", async () => {
    expect((await planOf("condo oct income")).calls[0]!.args).toMatchObject({ start_date: "2026-10-01", end_date: "2026-10-31", property: "p-condo" });
    const pool = await planOf("pool guy at the condo ytd");
    expect(pool.intent).toBe("transactions");
    expect(pool.calls[0]!.args).toMatchObject({ text: "pool", property: "p-condo", transaction_type: "EXPENSE" });
    const fees = await planOf("airbnb fees last yr");
    expect(fees.calls[0]!.args.property).toBeUndefined();
    expect(fees.calls[0]!.args.categories).toEqual(["expense:platform_fees"]);
    const paying = await planOf("what r the ortiz paying now");
    expect(paying.calls[0]!.args.text).toBe("ortiz");
    expect(paying.calls[0]!.args.categories).toEqual(["revenue:rental_income", "revenue:long_term_rental"]);
    const test = await planOf("fourplex backflow test due when");
    expect(test.intent).toBe("obligations");
    expect(test.unused ?? []).toEqual([]);
  });
  it("reads two names of one line as rows holding both ('base rent' the dental office paid), a person at a payee, a name that asks, and a season that names a bill", async () => {
    const both = await planOf("How much base rent did Bayou Dental pay us last year?");
    expect(both.calls[0]!.args).toMatchObject({ text: "base rent", also_text: "bayou dental", transaction_type: "REVENUE" });
    const wes = await planOf("How much did we pay Wes at Valley Pro Plumbing last year?");
    expect(wes.unused ?? []).toEqual([]);
    expect(wes.calls[0]!.args.text).toBe("valley pro plumbing");
    expect((await planOf("Priya is asking for the company's EIN. What is it?")).intent).toBe("company");
    const bills = await planOf("Property taxes paid in 2025 on the Kerrville building, summer and winter bills both");
    expect(bills.unused ?? []).toEqual([]);
    expect(bills.calls[0]!.args).toMatchObject({ categories: ["expense:property_tax"], start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(bills.calls[0]!.args.text).toBeUndefined();
    const winter = await planOf("When is the winter tax bill on the Kerrville building due?");
    expect(winter.intent).toBe("obligations");
    expect(winter.calls[0]!.args.start_date).toBeUndefined();
  });

  it("reads the parts of a whole in an aside as no home, a holiday's weekend, a lender's offer as a forecast, a form in the plural, and a registry by its filing's name", async () => {
    const premiums = await planOf("Total insurance premiums last year, all three policies (umbrella, condo, fourplex)");
    expect(premiums.calls[0]!.args.property).toBeUndefined();
    expect(premiums.calls[0]!.args.categories).toEqual(["expense:insurance"]);
    const labor = await planOf("Who had the condo over Labor Day weekend?");
    expect(labor.intent).toBe("stays");
    expect(labor.calls[0]!.args).toMatchObject({ start_date: "2026-09-05", end_date: "2026-09-07", property: "p-condo" });
    expect((await planOf("What interest rate will Frio Bank give us when we refinance?")).unused).toContain("a forecast");
    const forms = await planOf("When do the 1099-NECs have to be out the door?");
    expect(forms.intent).toBe("obligations");
    expect(forms.unused ?? []).toEqual([]);
    expect((await planOf("What's our state id number with the Texas SOS?")).intent).toBe("company");
    const fees = await planOf("How much has Airbnb taken in fees this year?");
    expect(fees.calls[0]!.args.property).toBeUndefined();
    expect(fees.calls[0]!.args.transaction_type ?? "EXPENSE").toBe("EXPENSE");
  });
  it("reads 'since Jan 1 of last yr', 'prior year same period', a rate the figure is before, a partner who needs it, units named, and a building's units", async () => {
    expect((await planOf("how much have we paid Valley Pro Plumbing since Jan 1 of last yr?")).calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2026-11-27" });
    const back = await planOf("Mesquite rent ytd vs prior year same period?");
    expect(back.calls.map((one) => [one.args.start_date, one.args.end_date])).toEqual([["2026-01-01", "2026-11-27"], ["2025-01-01", "2025-11-27"]]);
    const before = await planOf("How much rent did Live Oak PM collect at Mesquite in Q3 last year, before their 8% fee?");
    expect(before.calls[0]!.args.text).not.toBe("8%");
    expect((await planOf("what's our EIN? CPA needs it for the 1065")).intent).toBe("company");
    expect((await planOf("Mesquite rent last year, units A and C combined")).calls[0]!.args.text).not.toBe("unit");
    const units = await planOf("what did the units at Mesquite bring in last year in rent?");
    expect(units.calls[0]!.args).toMatchObject({ text: "unit", property: "p-four" });
  });
  it("follows on with another unit ('space 12?'), what a manager took out of the rent, and another tenant's deposit", async () => {
    const after = async (earlier: string, q: string) => {
      const previous = entitiesOf(await planOf(earlier));
      return plan(q, TODAY, PROPERTIES, VOCAB, previous, PROPERTIES.find((row) => row.id === previous.property_id));
    };
    expect((await after("space 7 lot rent ytd", "space 12?")).calls[0]!.args.text).toBe("space 12");
    const cut = await after("Mesquite rent last yr, gross before Live Oak PM takes their cut", "what'd live oak take outta that");
    expect(cut.calls[0]!.args).toMatchObject({ text: "live oak", transaction_type: "EXPENSE" });
    const deposit = await after("how much deposit are we holding for Dale Voss?", "and Terrell Haywood's was how much");
    expect(deposit.intent).toBe("deposits");
    expect(deposit.calls[0]!.args.text).toMatch(/haywood/);
  });
  it("reads when a bill must still be paid as its deadline, 'off the top' as a charge, cash in the bank and a tenant's business itself as nothing the records hold, and follow-ups that add, leave out or narrow", async () => {
    expect((await planOf("when does the winter tax bill on the Kerrville building need to be paid by?")).intent).toBe("obligations");
    const top = await planOf("airbnb fees... how much did they take off the top last yr");
    expect(top.calls[0]!.args.aggregate).toBe("sum");
    expect((await planOf("how much cash is in the company checking acct right now")).unused ?? []).not.toEqual([]);
    expect((await planOf("how much revenue Bayou Dental's practice itself made last year")).unused ?? []).not.toEqual([]);
    const after = async (earlier: string, q: string) => {
      const previous = entitiesOf(await planOf(earlier));
      return plan(q, TODAY, PROPERTIES, VOCAB, previous, PROPERTIES.find((row) => row.id === previous.property_id));
    };
    const added = await after("how much rent did Mesquite bring in last yr? just rent please", "ok and with the late fees added in?");
    expect(added.calls[0]!.args.categories).toEqual(expect.arrayContaining(["revenue:late_fees", "revenue:long_term_rental"]));
    const without = await after("insurance premiums last year, including the umbrella policy", "and without the umbrella policy?");
    expect(without.calls[0]!.args).toMatchObject({ categories: ["expense:insurance"], exclude_text: "umbrella policy" });
    expect((await after("what did Mesquite bring in last month", "just the units?")).calls[0]!.args.text).toBe("unit");
  });
  it("finds a deadline by a name on several and the word that picks one of them, a return by its form, and reads what land is going for as a market figure", async () => {
    const notice = await planOf("By what date does Bayou Dental Group have to give us notice if they want to renew?");
    expect(notice.intent).toBe("obligations");
    expect(notice.calls[0]!.args).toMatchObject({ text: "notice", also_text: "bayou dental group" });
    expect((await planOf("when is the partnership tax return due?")).calls[0]!.args.text).toBe("1065");
    expect((await planOf("what's pasture going for per acre around Lockhart right now")).unused).toContain("going for");
  });
  it("reads who is in a home let by the night right now as its stays today", async () => {
    const now = await planOf("who's in the condo right now and when do they check out?");
    expect(now.intent).toBe("stays");
    expect(now.calls[0]!.args).toMatchObject({ start_date: TODAY, end_date: TODAY, property: "p-condo" });
  });
  it("reads 'and' of a household's name as no part of anyone's, a word of stays in an aside as no stays question, and a first name no record holds as whose deposit", async () => {
    const each = await planOf("Which security deposits are we holding at Mesquite right now, and how much for each unit?");
    expect(each.intent).toBe("deposits");
    expect(each.calls[0]!.args.text).toBeUndefined();
    const interest = await planOf("Mortgage interest on the Frio Bank loan for last year (interest only, principal isn't booked).");
    expect(interest.intent).toBe("transactions");
    expect(interest.calls[0]!.args.categories).toEqual(["expense:mortgage_interest"]);
    expect((await planOf("How much of Anjali's security deposit did we keep?")).calls[0]!.args.text).toBe("anjali");
  });
  it("leaves out every item of a list after 'excluding', however many words each has", async () => {
    const rent = await planOf("Total rents received last year across all the properties. Rent only, excluding the utility bill-back fees, late fees and other income.");
    expect(rent.calls[0]!.args.categories).toEqual(["revenue:rental_income", "revenue:long_term_rental"]);
  });
  it("reads a person the ledger pays, named as who asks or what they are doing with the answer, as no filter; and who is 'at' a home right now as its stays today", async () => {
    const asked = await planOf("Dale asked me to check on the grazing lease. How much has Blackland Cattle paid us this year?");
    expect(asked.calls[0]!.args.text).toBe("blackland cattle");
    const doing = await planOf("Morning! Wes's putting together his numbers. How much did Mesquite bring in last yr?");
    expect(doing.calls[0]!.args.text).toBeUndefined();
    expect((await planOf("who's at the condo right now and when do they check out?")).calls[0]!.args).toMatchObject({ entity: "stays", start_date: TODAY, end_date: TODAY });
  });
});

describe("which home of many, rent as it stands, when a tenancy began, dates of things and conditions set after a noun", () => {
  it("reads 'which of our houses' as one home of many, however the homes are called", async () => {
    for (const q of ["which of our houses brings in the most money? looking at last yr", "which one of the places cost us the most in 2025"]) {
      expect(await planOf(q)).toMatchObject({ pick: "max", calls: [{ args: { group_by: "property" } }] });
    }
  });
  it("reads 'what does the house rent for' and 'how much is rent at' as the rent as it stands, not a sum over every date", async () => {
    for (const q of ["what does the Seguin house rent for", "how much is rent at the Seguin house", "what are the rents at the Seguin house"]) {
      expect(await planOf(q)).toMatchObject({ intent: "property", focus: "tenant" });
    }
  });
  it("reads 'since when has Dale been paying us rent' as who paid the rent over every date, the newest and the oldest lines", async () => {
    const p = await planOf("since when has Dale been paying us rent on the Seguin house");
    expect(p).toMatchObject({ intent: "property", focus: "tenant+former" });
    const rent = p.calls.filter((one) => one.args.entity === "transactions");
    expect(rent.map((one) => one.args.order)).toEqual([undefined, "oldest"]);
    expect(rent.every((one) => one.args.start_date === "1900-01-01")).toBe(true);
  });
  it("reads 'when's his lease up' after his rent as a question of his lease, not a figure of the same payments", async () => {
    const first = await planOf("what did Dale pay us in rent last year?");
    const then = await plan("ok and when's his lease up?", TODAY, PROPERTIES, VOCAB, entitiesOf(first));
    expect(then.intent).not.toBe("transactions");
    expect(then.calls.some((one) => one.args.aggregate === "sum")).toBe(false);
  });
  it("reads 'the trailing twelve months ending last month' as one span that ends when last month does", async () => {
    const p = await planOf("total expenses on the fourplex for the trailing twelve months ending last month");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ start_date: "2025-11-01", end_date: "2026-10-31" });
    expect((await planOf("fourplex income for the past 3 months through september")).calls[0]!.args).toMatchObject({ start_date: "2026-07-01", end_date: "2026-09-30" });
  });
  it("reads ', land excluded' as a condition on the figure and ', I know the tenant changed' as what the asker knows, not a question of a paper", async () => {
    expect(await planOf("What's the depreciable basis of the Seguin house - building plus the furniture, land excluded?")).toMatchObject({ intent: "property", focus: "basis" });
    expect((await planOf("are floods excluded under the condo's policy?")).intent).toBe("search");
    const rent = await planOf("Seguin house rent for last year - just rent please, I know the tenant changed mid-year");
    expect(rent.intent).toBe("transactions");
    expect(rent.calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-12-31" });
  });
});

describe("spans placed in the year or season said beside them, bills named by season, compared years asked again, people of a home, and a year said as a deadline's own", () => {
  it("reads 'from January 1 through June 30 of last year' as those days of last year, and 'last winter, Nov through March' as the span the season says more exactly", async () => {
    expect((await planOf("total rent at the fourplex from January 1 through June 30 of last year")).calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-06-30" });
    expect((await planOf("what did we pay for repairs at the fourplex last winter, Nov through March?")).calls[0]!.args).toMatchObject({ start_date: "2025-11-01", end_date: "2026-03-31" });
    // The season's own months said again leave the season, and its other reading, as they were.
    expect((await planOf("Airbnb income at the condo last summer, June thru August")).periods[0]).toMatchObject({ start: "2026-06-01", end: "2026-08-31", alsoMeant: { start: "2025-06-01" } });
    // Set side by side, a year and a span are two periods.
    expect((await planOf("fourplex income in 2025 vs jan through june")).periods).toHaveLength(2);
  });
  it("reads two seasons joined in a question of taxes as the bills' names, in the year said", async () => {
    const p = await planOf("property taxes paid on the Kerrville building last yr, summer + winter together");
    expect(p.periods.map((one) => [one.start, one.end])).toEqual([["2025-01-01", "2025-12-31"]]);
    expect(p.calls.every((one) => one.args.start_date === "2025-01-01" && one.args.end_date === "2025-12-31")).toBe(true);
  });
  it("asks both years of a comparison again for the place a follow-up names", async () => {
    const first = await planOf("Compare the rent the fourplex brought in for calendar 2024 vs calendar 2025");
    const then = await plan("and the same for the Seguin house?", TODAY, PROPERTIES, VOCAB, entitiesOf(first), PROPERTIES[0]);
    expect(then.calls.map((one) => [one.args.property, one.args.start_date])).toEqual([["p-house", "2024-01-01"], ["p-house", "2025-01-01"]]);
    expect(then.focus).toBe("compare");
  });
  it("reads 'who are the students in the house' as its tenants, and 'who are the managers' as no tenant", async () => {
    expect(await planOf("who are the students in the Athens house rn")).toMatchObject({ intent: "property", focus: "tenant" });
    expect((await planOf("who are the managers at the Athens house")).focus).not.toBe("tenant");
  });
  it("reads 'by what date do this year's property taxes have to be paid' and 'the Q4 2026 estimated tax payment' as the deadlines their descriptions name", async () => {
    const books = vocabularyFrom(BOOKS_ROWS, ["2025 property tax, kerr county (due january 31, 2026)", "2026 property tax, kerr county (due january 31, 2027)", "q4 2026 estimated tax payment (members' 1040-es)"]);
    const taxes = await plan("By what date do this year's property taxes on the office have to be paid?", TODAY, PROPERTIES, books);
    expect(taxes.intent).toBe("obligations");
    expect(taxes.calls[0]!.args).toMatchObject({ obligation_type: "property:tax", text: "2026" });
    expect(taxes.calls[0]!.args.start_date).toBeUndefined();
    const estimate = await plan("Due date of the Q4 2026 estimated tax payment?", TODAY, PROPERTIES, books);
    expect(estimate.calls[0]!.args).toMatchObject({ obligation_type: "tax:payment", text: "q4 2026" });
    // A period said as when stays when: "what's due in 2026".
    expect((await plan("which property taxes are due in 2026", TODAY, PROPERTIES, books)).calls[0]!.args).toMatchObject({ start_date: "2026-01-01" });
  });
  it("reads 'how much did the company distribute to the members' as money paid out to members, not a word like it in the ledger", async () => {
    const books = vocabularyFrom([{ text: "Weaver Sanitary District - sewer account, 18 connections", type: "EXPENSE", n: 12, property: "p-calle", category: "expense:utilities:sewer" }], []);
    const p = await plan("How much did the company distribute to the members last year?", TODAY, PROPERTIES, books);
    expect(p).toMatchObject({ intent: "search", focus: "past" });
    expect(p.counterparty).toBeUndefined();
  });
});

describe("payouts to members, what he pays besides the rent, homes by their town, and fees collected from the units", () => {
  it("reads money paid out to members as nothing the ledger records, though a row names the members for another thing", async () => {
    const books = vocabularyFrom([{ text: "Mileage reimbursed to members - annual inspection trips", type: "EXPENSE", n: 1, category: "expense:travel" }], []);
    expect((await plan("How much did the company distribute to the members last year?", TODAY, PROPERTIES, books)).intent).toBe("search");
  });
  it("reads 'and his utility fee?' after what a tenant pays as his own rows of that word", async () => {
    const first = await planOf("what does Keondre pay a month for his room");
    const then = await plan("and his utility fee tho?", TODAY, PROPERTIES, VOCAB, entitiesOf(first));
    expect(then.calls[0]!.args).toMatchObject({ text: "keondre", also_text: "utility", transaction_type: "REVENUE" });
    expect(then.calls[0]!.args.categories).toBeUndefined();
  });
  it("reads 'the two Marcos properties' as every home whose town that is", async () => {
    const homes = [PROPERTIES[0]!, property("p-second", "18 Aquarena Springs Drive, San Marcos, TX 78666", { kind: "duplex" }), PROPERTIES[1]!];
    const p = await plan("property taxes for the two Marcos properties in 2025", TODAY, homes, VOCAB);
    expect(p.calls.map((one) => one.args.property).sort()).toEqual(["p-four", "p-second"]);
  });
  it("reads 'utility fees from the athens rooms' as the utilities billed back to the tenants, of every room", async () => {
    const p = await planOf("hw much did the utility fees from the athens rooms come to last yr");
    expect(p.calls[0]!.args).toMatchObject({ categories: ["revenue:utility_reimbursements"], property: "p-rooms" });
    expect(p.calls[0]!.args.text).toBeUndefined();
  });
});

describe("statements booked the month after the month they are for, and figures the rows write beside the words asked", () => {
  const POOL = vocabularyFrom(
    [
      { text: "Dunes rental pool - owner share, July 2026 (58% of $10,748.98 gross room revenue)", type: "REVENUE", n: 1, property: "p-condo", category: "revenue:rental_income" },
      { text: "Dunes rental pool - owner share, June 2026 (58% of $11,716.47 gross room revenue)", type: "REVENUE", n: 1, property: "p-condo", category: "revenue:rental_income" },
      { text: "Dunes owner statement, July 2026 - housekeeping: 17 departure cleans at $115.00", type: "EXPENSE", n: 1, property: "p-condo", category: "expense:maintenance:cleaning" },
      { text: "Smoky Ridge - management fee, July 2026", type: "EXPENSE", n: 1, property: "p-house", category: "expense:property_management" },
      { text: "Smoky Ridge - turnover cleaning", type: "EXPENSE", n: 3, property: "p-house", category: "expense:maintenance:cleaning" },
    ],
    [],
  );
  const ask = (q: string) => plan(q, TODAY, PROPERTIES, POOL);
  it("reads 'what did the condo pool pay us for july' as the rows written for July, booked then or up to two months later", async () => {
    const p = await ask("hw much did the Tybee condo pool pay us for july");
    expect(p.calls[0]!.args).toMatchObject({ text: "july 2026", start_date: "2026-07-01", end_date: "2026-09-30" });
  });
  it("keeps the dates where some rows of the kind asked write no month", async () => {
    const p = await ask("what did Smoky Ridge charge us for july");
    expect(p.calls[0]!.args).toMatchObject({ start_date: "2026-07-01", end_date: "2026-07-31" });
    expect(p.calls[0]!.args.also_text).toBeUndefined();
  });
  it("lists the rows, with what they write, for a figure written beside the words asked, instead of summing their amounts", async () => {
    const p = await ask("what was the gross room revenue on the Tybee condo in july");
    expect(p.calls[0]!.args).toMatchObject({ aggregate: "list", text: "gross room revenue" });
  });
});

describe("what a sentence before the question tells, words that only say which, what is left out, and the rent roll across the leases", () => {
  it("reads a sentence before the question that tells as lending no name to the figure, unless the question points back into it", async () => {
    const p = await plan("Dad's notes say the fourplex is the main earner. How much rent did the fourplex collect last year?", TODAY, [PROPERTIES[0]!], vocabularyFrom([{ text: "Unit A rent - Lee Park", type: "REVENUE", n: 12, property: "p-four", category: "revenue:long_term_rental" }, { text: "Note payment 3 of 120 - Ada Brandt (interest on the Fern note)", type: "REVENUE", n: 3, category: "revenue:long_term_rental" }], []));
    expect(p.calls[0]!.args.text).toBeUndefined();
    expect(p.calls[0]!.args).toMatchObject({ property: "p-four", start_date: "2025-01-01" });
  });
  it("reads a word the deadlines write right before a word of the name read as only saying which ('cell tower ground rent')", async () => {
    const books = vocabularyFrom([{ text: "Northpoint Tower Partners - tower site ground rent, July 2026", type: "REVENUE", n: 11, category: "revenue:other" }], ["cell tower ground lease: rent escalation (northpoint tower partners)"]);
    const p = await plan("cell tower ground rent ytd pls", TODAY, PROPERTIES, books);
    expect(p.intent).toBe("transactions");
    expect(p.unused ?? []).toEqual([]);
  });
  it("reads what is left out ('not counting the Unit C make-ready turnover') as used by leaving it out, its unit no unit asked", async () => {
    const books = vocabularyFrom(
      [
        { text: "Unit C make-ready turnover - paint and carpet", type: "EXPENSE", n: 1, property: "p-four", category: "expense:maintenance:repairs" },
        { text: "Unit C - faucet repair", type: "EXPENSE", n: 1, property: "p-four", category: "expense:maintenance:repairs" },
        { text: "Valley Pro Plumbing - drain", type: "EXPENSE", n: 2, property: "p-four", category: "expense:maintenance:repairs" },
      ],
      [],
    );
    const p = await plan("Repairs at the fourplex in 2025, not counting the Unit C make-ready turnover - what's the total?", TODAY, PROPERTIES, books);
    expect(p.intent).toBe("transactions");
    expect(p.calls.map((one) => one.args.text)).not.toContain("unit c");
    expect(p.calls.some((one) => one.args.property === "p-four")).toBe(true);
  });
  it("reads 'total scheduled monthly rent across the long-term leases' as the rent roll, not a paper", async () => {
    expect(await planOf("Total scheduled monthly rent across the long-term leases?")).toMatchObject({ intent: "property", focus: "tenant" });
  });
});

describe("a payer's own sales, and deadlines narrowed by a kind a follow-up keeps", () => {
  it("reads 'the dental group's gross sales' as the business's own figure, never what it paid us", async () => {
    const p = await planOf("What were Bayou Dental Group's gross sales last year?");
    expect(p.intent).toBe("search");
    expect(p.unused?.some((word) => /own sales/.test(word))).toBe(true);
  });
  it("reads 'only the tax ones' after a look ahead at deadlines as those whose descriptions say tax, over the same days", async () => {
    const first = await planOf("Anything coming due in the next 60 days?");
    const then = await plan("only the tax ones", TODAY, PROPERTIES, VOCAB, entitiesOf(first));
    expect(then.intent).toBe("obligations");
    expect(then.calls[0]!.args).toMatchObject({ within_days: 60, text: "tax" });
  });
});

describe("what a figure leaves out says nothing of papers or of the rate asked", () => {
  it("reads 'what is the dental group paying in base rent right now, not counting the NNN estimate?' as its latest base rent", async () => {
    const p = await planOf("What is Bayou Dental Group paying in monthly base rent right now, not counting the NNN estimate?");
    expect(p).toMatchObject({ intent: "transactions", focus: "latest" });
    expect(p.calls[0]!.args).toMatchObject({ aggregate: "list", limit: 1 });
  });
});

describe("a company fact asked in a second part by its hint", () => {
  it("reads 'when was the company formed, and what's our state ID number?' as both facts, and the agent's address as the agent's", async () => {
    expect((await planOf("When was the company formed, and what's our LARA ID number?")).focus).toBe("formation+filing_number");
    expect((await planOf("who's our registered agent and at what address")).focus).toBe("registered_agent");
  });
});

describe("both sides of a home, the whole asked before its parts, anything else a payee charged, and a temperature forecast", () => {
  it("reads 'what did it bring in, and what did it cost us?' as the home's income and then its costs", async () => {
    const p = await planOf("Seguin house last year: what did it bring in, and what did it cost us?");
    expect(p.calls.map((one) => one.args.transaction_type)).toEqual(expect.arrayContaining(["REVENUE", "EXPENSE"]));
    expect(p.calls.every((one) => one.args.property === "p-house")).toBe(true);
  });
  it("reads names listed after 'everything ... brought in:' as what the whole holds, not a filter", async () => {
    const p = await planOf("Pull up everything the Kerrville office brought in last yr please: base rent, CAM, reimbursements.");
    expect(p.calls[0]!.args.text).toBeUndefined();
    expect(p.calls[0]!.args).toMatchObject({ property: "p-office", transaction_type: "REVENUE" });
  });
  it("reads 'the 8% fee plus anything else they charged us' as every row of the payee", async () => {
    const p = await planOf("How much did we pay Live Oak PM last year? The 8% fee plus anything else they charged us");
    expect(p.calls[0]!.args.text).toBe("live oak");
  });
  it("reads 'is it gonna be over 100 in Kerrville tomorrow' as a forecast", async () => {
    expect((await planOf("is it gonna be over 100 in Kerrville tomorrow")).unused).toContain("a forecast");
  });
});

describe("a home said to be inside the whole, the basis split between land and buildings, a forecast by name, and months joined by hyphens", () => {
  it("reads 'total revenue last month, everything incl the condo' as every home's, the condo among them", async () => {
    const p = await planOf("Total revenue last month, everything incl the Tybee condo");
    expect(p.calls[0]!.args.property).toBeUndefined();
    expect((await planOf("Tybee condo revenue last month including the late fees")).calls[0]!.args.property).toBe("p-condo");
  });
  it("reads 'how was the purchase split between land and buildings' as the basis", async () => {
    expect((await planOf("How was the fourplex's purchase split between land and buildings?")).focus).toContain("basis");
  });
  it("reads 'the snow forecast for this weekend' as a forecast", async () => {
    expect((await planOf("what's the snow forecast for Kerrville this weekend?")).unused).toContain("a forecast");
  });
  it("reads 'the Nov-thru-April invoices' beside 'last winter' as November to April", async () => {
    expect((await planOf("what did we pay for repairs at the fourplex last winter (the Nov-thru-April invoices)")).calls[0]!.args).toMatchObject({ start_date: "2025-11-01", end_date: "2026-04-30" });
  });
});

// A second invented company: a mixed-use building whose rows name each tenant after the unit, a
// cottage let on a platform whose listing names it, and a condo whose record names its manager.
const HOMES = [
  property("h-block", "210 Water Street, Port Alder, MI 49600", { kind: "mixed-use building (two shops, three apartments)" }),
  property("h-cottage", "55 Fern Lake Road, Birchton, MI 49400", { kind: "lake cottage", vrbo_listing: "Fern Lake Cottage - dock and canoe (Vrbo property 5550123)" }),
  property("h-condo", "9 Harbor Lofts, Unit 2, Port Alder, MI 49600", { kind: "condominium", managed_by: "Northshore Property Management" }),
];
const BOOKS = vocabularyFrom(
  [
    { text: "Shop 1 base rent - Pinecone Bakery, March 2026", type: "REVENUE", n: 24, property: "h-block", category: "revenue:long_term_rental" },
    { text: "Shop 2 base rent - Lantern Point Insurance Agency, March 2026", type: "REVENUE", n: 24, property: "h-block", category: "revenue:long_term_rental" },
    { text: "Shop 2 NNN estimate - Lantern Point Insurance Agency, March 2026", type: "REVENUE", n: 24, property: "h-block", category: "revenue:other" },
    { text: "Apt 3 rent - Dana Kovac, March 2026", type: "REVENUE", n: 24, property: "h-block", category: "revenue:long_term_rental" },
    { text: "Apt 4 rent - Milo Ferris, March 2026", type: "REVENUE", n: 24, property: "h-block", category: "revenue:long_term_rental" },
    { text: "Week of Jul 5 - Marsh family, Vrbo #7001", type: "REVENUE", n: 8, property: "h-cottage", category: "revenue:rental_income" },
    { text: "Week of Jul 12 - Olsen family, direct", type: "REVENUE", n: 4, property: "h-cottage", category: "revenue:rental_income" },
    { text: "Vrbo host fee - reservation #7001", type: "EXPENSE", n: 8, property: "h-cottage", category: "expense:platform_fees" },
    { text: "Late fee - Kovac", type: "REVENUE", n: 2, property: "h-block", category: "revenue:late_fees" },
    { text: "Northshore Property Management - monthly fee", type: "EXPENSE", n: 12, property: "h-condo", category: "expense:property_management" },
    { text: "Utility flat fee - Apt 3 (Dana Kovac): water, sewer and trash", type: "REVENUE", n: 12, property: "h-block", category: "revenue:utility_reimbursements" },
    { text: "Port Alder Water - water and sewer, 210 Water Street", type: "EXPENSE", n: 12, property: "h-block", category: "expense:utilities:sewer" },
    { text: "Birch Rooter & Dig - sewer line replacement, 60 feet of clay lateral replaced", type: "EXPENSE", n: 1, property: "h-block", category: "expense:capital_improvement" },
    { text: "Note payment 3 of 120 - Ada Brandt (interest portion of the payment on the Fern Lake note)", type: "REVENUE", n: 3, category: "revenue:other" },
  ],
  ["arizona form 165 partnership return for 2026", "forms 1099-nec for 2026 to the cleaner and the landscaper"],
  "Alder Water Holdings LLC",
);
const askOf = (q: string) => plan(q, TODAY, HOMES, BOOKS);
/** A passage of a paper of no particular type, as a search returns it. */
const passage = (document_title: string, heading: string, text: string): Passage => ({ document_title, doc_type: "other", doc_date: null, heading, page: null, score: 1, text });
const afterOf = async (earlier: string, q: string) => {
  const previous = entitiesOf(await askOf(earlier));
  return plan(q, TODAY, HOMES, BOOKS, previous, HOMES.find((row) => row.id === previous.property_id));
};

describe("names inside longer runs, platforms of a listing, details of a home's record, and who paid", () => {
  it("reads the company itself as held by every paper on file, so a passage that names it answers nothing more", () => {
    const passages = [
      passage("Lake cottage - rental terms for guests", "Rental terms", "Owner: Alder Water Holdings LLC. Guests own no right to sublet. The Company keeps the deposit for damage."),
      passage("Operating Agreement of Alder Water Holdings LLC", "Article 3. Members and Percentage Interests", "## Article 3. Members and Percentage Interests\n| Member | Percentage Interest |\n|---|---|\n| Rhea Lindgren | 60% |\n| Oskar Lindgren | 40% |"),
    ];
    for (const q of ["who are the members of the company and what does each of us own?", "who r the members of the llc"]) {
      expect(rankPassages(q, passages).answering[0]!.passage.heading).toBe("Article 3. Members and Percentage Interests");
    }
  });
  it("reads a tenant's name right before the kind of rent it pays as that tenant's rent", async () => {
    const p = await askOf("Lantern Point base rent per mo this yr (Shop 2)");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args.text).toBe("lantern point");
  });
  it("reads the platform a listing is on as the platform, not as the home's name", async () => {
    const p = await askOf("Vrbo booking income at the lake cottage for July last yr");
    expect(p.calls[0]!.args).toMatchObject({ text: "vrbo", property: "h-cottage" });
  });
  it("reads two names joined by '+' before a list of what is included as both asked, not as examples", async () => {
    const p = await askOf("Gross cottage bookings for July 2026 - Vrbo + direct, including the cleaning fee and tax the guests paid");
    expect(p.calls.map((one) => one.args.text)).toEqual(["vrbo", "direct"]);
    expect(p.focus).toBe("together");
  });
  it("reads 'wknds' and 'dec page' written out, what a paper requires as no forecast, and what land is going for as a figure no paper states", async () => {
    expect((await askOf("how many fall wknds did we book at the cottage last yr")).intent).toBe("stays");
    const dec = await askOf("do we have the Water St insurance dec page on file?");
    expect(dec.intent).toBe("documents");
    expect(dec.calls[0]!.args).toMatchObject({ doc_type: "insurance", property: "h-block" });
    const vote = await askOf("op agreement: what member vote % is needed to sell a property");
    expect(vote.intent).toBe("search");
    expect(vote.unused ?? []).not.toContain("a forecast");
    expect((await askOf("what's lakefront going for per foot in Birchton right now")).unused).toContain("going for");
  });
  it("reads a breakdown by source whose sides end in 'anything else' as every income by category", async () => {
    const p = await askOf("break down last year's income by source for me - apartment rent vs vrbo vs anything else");
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0]!.args).toMatchObject({ group_by: "category", transaction_type: "REVENUE" });
    expect(p.calls[0]!.args.categories).toBeUndefined();
    expect(p.calls[0]!.args.text).toBeUndefined();
  });
  it("reads 'what about apt 4?' after who is in Apt 3, where no record names tenants, as that other unit's rent lines; a unit's word is no person", async () => {
    const first = await askOf("Who's living in Apt 3 at Water Street right now, and what's the rent on it?");
    expect(first).toMatchObject({ intent: "property", focus: "tenant", counterparty: "apt 3" });
    expect(first.unused ?? []).toEqual([]);
    expect(first.person).toBeUndefined();
    const then = await afterOf("Who's living in Apt 3 at Water Street right now, and what's the rent on it?", "what about apt 4?");
    expect(then).toMatchObject({ intent: "property", focus: "tenant", counterparty: "apt 4" });
    expect(then.calls.slice(1).every((one) => one.args.text === "apt 4")).toBe(true);
  });
  it("reads what tenants at a place paid in a cost's word as the income of it, and a cost's word of a payee's job as no category", async () => {
    const fees = await askOf("How much have the tenants at the Water Street building paid in those flat utilty fees this year?");
    expect(fees.calls[0]!.args.categories).toEqual(["revenue:utility_reimbursements"]);
    const job = await askOf("What did Birch Rooter charge us for replacing the sewer line at Water Street?");
    expect(job.calls[0]!.args.categories).toBeUndefined();
    expect(job.counterparty).toBe("birch rooter");
    expect(job.calls[0]!.args).toMatchObject({ transaction_type: "EXPENSE", text: "replacement" });
  });
  it("reads a form of a tax year ('Form 165 for tax yr 2026', 'the 2026 1099-NECs') as filed the year after", async () => {
    for (const q of ["AZ Form 165 for tax yr 2026 - due when?", "deadline to get the 2026 1099-NECs out?"]) {
      const p = await askOf(q);
      expect(p.intent).toBe("obligations");
      expect(p.calls[0]!.args).toMatchObject({ start_date: "2027-01-01", end_date: "2027-12-31" });
    }
  });
  it("reads a cost's word listed with incomes in a question of income as the income of that name", async () => {
    const p = await askOf("what did Water Street bring in last month all in? apartment rent + utilities + late fees");
    expect(p.calls.map((one) => one.args.categories)).toContainEqual(["revenue:utility_reimbursements"]);
    expect(p.calls.map((one) => one.args.categories)).not.toContainEqual(expect.arrayContaining(["expense:utilities"]));
  });
  it("reads 'what was it a year ago?' after what a tenant pays now as their rent lines of the same weeks a year earlier", async () => {
    const first = await planOf("what is Dale paying a month now on the Seguin house");
    expect(first).toMatchObject({ intent: "property", focus: "tenant" });
    const then = await plan("what was it a year ago?", TODAY, PROPERTIES, VOCAB, entitiesOf(first), PROPERTIES[2]);
    expect(then.intent).toBe("transactions");
    expect(then.calls[0]!.args).toMatchObject({ aggregate: "list", end_date: "2025-11-27", categories: ["revenue:long_term_rental"] });
    expect(typeof then.calls[0]!.args.text).toBe("string");
  });
  it("reads money paid out to a member in a period as nothing the books or papers record", async () => {
    const p = await askOf("distributions to Oskar ytd?");
    expect(p).toMatchObject({ intent: "search", focus: "past" });
  });
  it("reads 'base rent from both shops' as the rent of every unit, where one unit's lines write 'base rent' and another's 'rent'", async () => {
    const p = await askOf("Water Street rent so far this year - base rent from all the units, not counting the NNN money");
    expect(p.calls[0]!.args.text).toBeUndefined();
    expect(p.calls[0]!.args.categories).toEqual(expect.arrayContaining(["revenue:long_term_rental"]));
    expect((await askOf("Lantern Point base rent per mo this yr (Shop 2)")).calls[0]!.args.text).toBe("lantern point");
  });
  it("reads 'the late charge per the note' as what the paper sets, answered by the paper's own clause before another's mention of it", async () => {
    expect((await askOf("Fern Lake note - what's the late charge per the note?")).intent).toBe("search");
    const passages = [
      passage("Operating Agreement of Alder Water Holdings LLC", "Article 4. Management", "The Manager oversees the collection of the Fern Lake note and keeps the books."),
      passage("Promissory note - sale of 12 Fern Lake Road (Ada Brandt)", "Note terms", "5. LATE CHARGE. 5% of a payment not received within 15 days after its due date."),
    ];
    expect(rankPassages("fern lake note - what's the late charge per the note?", passages).answering[0]!.passage.heading).toBe("Note terms");
  });
  it("reads 'who checked into the condo most recently' as the latest stay, 'will it snow' as a forecast, 'that year' said again as no new period, and 'the two sides of the duplex' as its units", async () => {
    expect((await askOf("who checked into the lake cottage most recently")).intent).toBe("stays");
    expect((await askOf("Will it snow at the lake cottage next weekend? A guest asked.")).unused).toContain("a forecast");
    expect((await askOf("is it gonna rain at the lake cottage saturday")).unused).toContain("a forecast");
    const ranked = await afterOf("Total rent received in 2025 at Water Street", "Which unit paid the most rent that year?");
    expect(ranked.calls[0]!.args.start_date).toBe("2025-01-01");
    const largest = await plan("Which property had the largest property tax bill that year?", TODAY, PROPERTIES, VOCAB, entitiesOf(await planOf("Total property tax paid in 2025, all properties combined.")));
    expect(largest).toMatchObject({ pick: "max", calls: [{ args: { group_by: "property" } }] });
    expect((await planOf("remind me who's renting the two sides of the fourplex right now")).unused ?? []).toEqual([]);
  });
  it("answers who manages a home from the detail its record keeps", async () => {
    const p = await askOf("who manages the condo for us?");
    expect(p.intent).toBe("property");
    expect(p.focus).toBe("detail:managed_by");
  });
  it("lists the rows with whom they name when asked who paid them, on their own or after a total", async () => {
    const who = await askOf("who paid late fees last year");
    expect(who.calls[0]!.args).toMatchObject({ categories: ["revenue:late_fees"], aggregate: "list" });
    const then = await afterOf("How much did we take in from late fees last year", "who paid them?");
    expect(then.calls[0]!.args).toMatchObject({ categories: ["revenue:late_fees"], aggregate: "list" });
    expect((await askOf("who paid the most rent last year")).calls[0]!.args.aggregate).toBe("max");
  });
  it("asks each figure of a sum of parts again in the new period of a follow-up", async () => {
    const again = await afterOf("Water Street rent ytd - base rent + the apts only", "same for last yr");
    expect(again.calls.map((one) => one.args.text)).toEqual(["base rent", "apt"]);
    expect(again.calls.every((one) => one.args.start_date === "2025-01-01" && one.args.end_date === "2025-12-31")).toBe(true);
    expect(again.focus).toBe("together");
  });
});

// A third invented company: a condo known by its unit number, a duplex whose record names each side's
// tenant, and a house whose roof was replaced.
const SHORE = [
  property("s-condo", "40 Shore Drive, Unit 312, Gulf Breeze, FL 32561", { kind: "two-bedroom condominium", managed_by: "Bayline Property Co", county: "Escambia County" }),
  property("s-duplex", "18 Osprey Lane, Milton, FL 32570", { kind: "duplex", county: "Santa Rosa County", units: [{ unit: "1", tenant: "Nadia Brook", monthly_rent: "1500.00" }, { unit: "2", tenant: "Owen Tate", monthly_rent: "1450.00" }] }),
  property("s-shop", "900 Main Street, Suite A, Pace, FL 32571", { kind: "retail building", tenant: "Gulfside Bakery, a bakery and cafe since 2019" }),
  property("s-rooms", "7 College Row, Pensacola, FL 32514", { kind: "four-bedroom house let by the room", nickname: "the student house" }),
];
const SHORE_BOOKS = vocabularyFrom(
  [
    { text: "Unit 312 rent - travel nurse, 90 nights", type: "REVENUE", n: 6, property: "s-condo", category: "revenue:rental_income" },
    { text: "Rent - Nadia Brook, unit 1", type: "REVENUE", n: 11, property: "s-duplex", category: "revenue:long_term_rental" },
    { text: "Rent - Owen Tate, unit 2", type: "REVENUE", n: 11, property: "s-duplex", category: "revenue:long_term_rental" },
    { text: "Late fee - Tate", type: "REVENUE", n: 1, property: "s-duplex", category: "revenue:late_fees" },
    { text: "Gulf Coast Roofing - new roof, 18 Osprey Lane", type: "EXPENSE", n: 1, property: "s-duplex", category: "expense:capital_improvement" },
    { text: "Milton Water - water and sewer", type: "EXPENSE", n: 12, property: "s-duplex", category: "expense:utilities:water" },
    { text: "Utility fee billed to tenants - unit 1", type: "REVENUE", n: 12, property: "s-duplex", category: "revenue:utility_reimbursements" },
    { text: "Base rent - Gulfside Bakery, Suite A", type: "REVENUE", n: 12, property: "s-shop", category: "revenue:long_term_rental" },
    { text: "Suite A NNN estimate - Gulfside Bakery", type: "REVENUE", n: 12, property: "s-shop", category: "revenue:other" },
    { text: "Apt 2 rent - Lina Roe", type: "REVENUE", n: 12, property: "s-shop", category: "revenue:long_term_rental" },
    { text: "Stay - Okafor family (7 nights)", type: "REVENUE", n: 3, property: "s-condo", category: "revenue:rental_income" },
    { text: "Bayline Property Co - 9% management fee", type: "EXPENSE", n: 12, property: "s-condo", category: "expense:property_management" },
    { text: "Escambia County Tax Collector - winter tax bill", type: "EXPENSE", n: 2, property: "s-condo", category: "expense:property_tax" },
    { text: "Milton Water - reconnection fee for unit 2", type: "EXPENSE", n: 1, property: "s-duplex", category: "expense:utilities:water" },
    { text: "Florida Department of Revenue - transient lodging tax on condo stays", type: "EXPENSE", n: 4, property: "s-condo", category: "expense:other" },
    { text: "Escambia County Tax Collector - tourist development tax, condo", type: "EXPENSE", n: 4, property: "s-condo", category: "expense:other" },
    { text: "Sea Breeze Cleaning - turnover clean, condo", type: "EXPENSE", n: 20, property: "s-condo", category: "expense:maintenance:cleaning" },
    { text: "Sea Breeze Cleaning - deep clean before the season, condo", type: "EXPENSE", n: 2, property: "s-condo", category: "expense:maintenance:cleaning" },
    { text: "City of Gulf Breeze - 1.5% privilege tax and 3% resort tax on condo stays", type: "EXPENSE", n: 4, property: "s-condo", category: "expense:other" },
    { text: "Security deposit kept - Owen Tate, unit 2", type: "REVENUE", n: 1, property: "s-duplex", category: "revenue:security_deposit_forfeited" },
    { text: "Seller note payment - interest, Palm Lot note", type: "REVENUE", n: 11, category: "revenue:other" },
    { text: "Gulf Pipe Plumbing - leak repair", type: "EXPENSE", n: 2, property: "s-duplex", category: "expense:maintenance:repairs" },
    { text: "Brenna Shore Cleaning - turnover after the Okafor family", type: "EXPENSE", n: 5, property: "s-condo", category: "expense:maintenance:cleaning" },
    { text: "Coastal Bank - mortgage interest, loan ...1234", type: "EXPENSE", n: 12, property: "s-condo", category: "expense:mortgage_interest" },
    { text: "Room 2 rent - Ada Moss, September 2026", type: "REVENUE", n: 3, property: "s-shop", category: "revenue:long_term_rental" },
  ],
  ["form 1065 partnership return for 2026", "escambia county summer tax bill, the condo", "florida annual report (sunbiz), $138.75 filing fee", "santa rosa county property tax, the duplex"],
  "Shoreline Keys LLC",
);
const shoreOf = (q: string) => plan(q, TODAY, SHORE, SHORE_BOOKS);
const shoreAfter = async (earlier: string, q: string) => {
  const previous = entitiesOf(await shoreOf(earlier));
  return plan(q, TODAY, SHORE, SHORE_BOOKS, previous, SHORE.find((row) => row.id === previous.property_id));
};

describe("a unit by its number, the other side, what a told sentence names, and the year around a part of it", () => {
  it("reads a unit's number of three digits standing alone as its home, and a dwelling word after it as that home's", async () => {
    const rent = await shoreOf("how much rent has 312 made ytd");
    expect(rent.calls[0]!.args).toMatchObject({ property: "s-condo", start_date: "2026-01-01", end_date: TODAY });
    const basis = await shoreOf("depreciable basis on 312? bldg + furniture, no land");
    expect(basis).toMatchObject({ intent: "property", calls: [{ args: { property: "s-condo" } }] });
    // A year is no unit's number.
    expect((await shoreOf("rent in 2025")).calls[0]!.args.property).toBeUndefined();
  });
  it("answers 'the other unit?' after one side's tenant with the tenant of the other side", async () => {
    const other = await shoreAfter("who's in unit 1 at the duplex & what's she paying", "the other unit?");
    expect(other).toMatchObject({ intent: "property", focus: "tenant", person: "Owen Tate" });
  });
  it("reads what a told sentence names where the question points back into it ('how much did that cost?')", async () => {
    const roof = await shoreOf("my dad said the duplex got a new roof. how much did that cost??");
    expect(roof.calls[0]!.args).toMatchObject({ property: "s-duplex", text: "new roof" });
  });
  it("reads 'this year to date' as this year up to today, and a period said alone as the last question asked again", async () => {
    const both = await shoreOf("Income from the duplex: all of last year, and this year to date?");
    expect(both.calls.map((one) => [one.args.property, one.args.start_date, one.args.end_date])).toEqual([
      ["s-duplex", "2025-01-01", "2025-12-31"],
      ["s-duplex", "2026-01-01", TODAY],
    ]);
    expect((await shoreOf("water bills this year so far")).calls[0]!.args).toMatchObject({ start_date: "2026-01-01", end_date: TODAY });
    expect((await shoreOf("water bills last year to date")).calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-11-27" });
  });
  it("reads 'the whole year' after a quarter as that quarter's year, and 'the whole year before' as the one before", async () => {
    const whole = await shoreAfter("how much rent came in from the duplex in q2 last year", "what about the whole year? late fees too");
    expect(whole.calls[0]!.args).toMatchObject({ property: "s-duplex", start_date: "2025-01-01", end_date: "2025-12-31" });
    const before = await shoreAfter("water bills at the duplex ytd", "what about the whole year before?");
    expect(before.calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-12-31" });
  });
  it("keeps a name left out of a figure out of the same rows asked another way next", async () => {
    const net = await shoreAfter("What were the expenses at the duplex last year, not counting the new roof?", "And on that basis, what did the duplex net for the year?");
    expect(net.calls[0]!.args).toMatchObject({ property: "s-duplex", start_date: "2025-01-01", exclude_text: "new roof" });
    expect(net.calls[0]!.args.transaction_type).toBeUndefined();
    // Another kind of rows is asked whole.
    const water = await shoreAfter("What were the expenses at the duplex last year, not counting the new roof?", "and the water bills?");
    expect(water.calls[0]!.args.exclude_text).toBeUndefined();
  });
});

describe("numbers and letters said aloud, what only tells, every source, kinds asked, and who 'they' are", () => {
  it("reads a form's or a unit's number said in words, and a word spelled letter by letter", async () => {
    expect((await shoreOf("whens the ten sixty five due")).calls[0]!.args).toMatchObject({ entity: "obligations", text: "1065" });
    expect((await shoreOf("how much rent has three twelve made this year")).calls[0]!.args.property).toBe("s-condo");
    expect(await shoreOf("whats our e i n again the bank is asking")).toMatchObject({ intent: "company", focus: "ein" });
  });
  it("reads a last clause that tells who wants it, and 'I'm thinking ...' after the question, as no part of what is asked", async () => {
    expect(await shoreOf("need the EIN for Shoreline Keys, a vendor sent over a W-9 request")).toMatchObject({ intent: "company", focus: "ein" });
    const all = await shoreOf("What was total rental income last year? I'm thinking the condo and the duplex, anything else too.");
    expect(all.calls[0]!.args.property).toBeUndefined();
  });
  it("sums every source or every revenue line, a home or units listed in the aside being parts of it", async () => {
    const lines = await shoreOf("Gross income for the Main Street building in 2025, every revenue line (base rent, NNN, apartments, whatever else)?");
    expect(lines.calls[0]!.args).toMatchObject({ property: "s-shop", transaction_type: "REVENUE", aggregate: "sum" });
    expect(lines.calls[0]!.args.text).toBeUndefined();
    const every = await shoreOf("calculate total revenue for Shoreline Keys last yr, every source incl. the condo");
    expect(every.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", aggregate: "sum" });
    expect(every.calls[0]!.args.property).toBeUndefined();
  });
  it("reads 'which families stayed' as the guests asked, no name; a tenant's name up to the comma its record writes after it", async () => {
    const families = await shoreOf("which families stayed at the condo last year?");
    expect(families.intent).toBe("stays");
    expect(families.calls[0]!.args.text).toBeUndefined();
    expect(tenantsOf(SHORE[2]!.extraMetadata).map((t) => [t.name, t.note])).toEqual([["Gulfside Bakery", "a bakery and cafe since 2019"]]);
  });
  it("reads what 'he' is paying, for a tenant, as rent received, and the fees 'we bill the tenants' as income", async () => {
    const then = await shoreAfter("what's Owen Tate paying a month right now", "what was he paying in january last yr");
    expect(then.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", start_date: "2025-01-01", end_date: "2025-01-31" });
    expect((await shoreOf("the utility fees we bill the duplex tenants how much was that last yr")).calls[0]!.args.categories).toEqual(["revenue:utility_reimbursements"]);
  });
  it("refuses a tenant's own sales, and reads 'on top of that' after a payer as no ranking", async () => {
    expect((await shoreOf("What did Gulfside Bakery do in gross sales last year?")).unused?.[0]).toContain("own sales");
    const besides = await shoreOf("what does the housing authority pay on top of that for Owen");
    expect(besides.calls.some((one) => one.args.aggregate === "max")).toBe(false);
  });
  it("reads the kinds of deposit listed in an aside as no paper asked, and 'which of those is X's' after the deposits as X's", async () => {
    expect((await shoreOf("How much in tenant deposits (security + pet) is the company holding right now, total?")).intent).toBe("deposits");
    const whose = await shoreAfter("How much in tenant deposits (security + pet) is the company holding right now, total?", "Which of those is Owen Tate's, and how much?");
    expect(whose.intent).toBe("deposits");
    expect(whose.calls[0]!.args).toMatchObject({ entity: "deposits", text: "owen tate" });
  });
  it("asks the last figure again over 'the full-year total' of a year, and 'their cut' of the manager a home's record names", async () => {
    const year = await shoreAfter("how much have we paid Bayline in management fees ytd?", "ok, and what was the full-year total for 2025?");
    expect(year.calls[0]!.args).toMatchObject({ categories: ["expense:property_management"], start_date: "2025-01-01", end_date: "2025-12-31" });
    const cut = await shoreOf("Who manages the condo for us and what's their cut?");
    expect(cut.calls.at(-1)!.args).toMatchObject({ text: "Bayline Property Co", aggregate: "list", limit: 1 });
  });
});

describe("deadlines' words left out, a home by its county, seasons' bills, whose deposit, and the papers' words for death and coverage", () => {
  it("reads a deadline's word said only to be left out as no deadline asked", async () => {
    const fee = await shoreOf("What did the condo pay Bayline in its 9% management fee last yr? Not counting renewal or leasing fees.");
    expect(fee.intent).toBe("transactions");
    expect(fee.calls[0]!.args).toMatchObject({ property: "s-condo", start_date: "2025-01-01" });
  });
  it("reads the county a home's record names as that home, where it is the only one there", async () => {
    expect((await shoreOf("Address and acquisition date of the place in Escambia County?")).calls[0]!.args).toMatchObject({ entity: "properties", property: "s-condo" });
  });
  it("reads 'summer + winter bills' of the property taxes as both bills, no name of rows", async () => {
    const taxes = await shoreOf("total propery taxes paid last yr across all the homes, summer + winter bills");
    expect(taxes.calls[0]!.args).toMatchObject({ categories: ["expense:property_tax"], start_date: "2025-01-01" });
    expect(taxes.calls[0]!.args.text).toBeUndefined();
  });
  it("finds a tenant's deposit by the name the record gives, without what it adds after a comma or in brackets", async () => {
    const held = await shoreOf("How much of a security deposit are we holding for Gulfside Bakery?");
    expect(held.calls[0]!.args).toMatchObject({ entity: "deposits", text: "gulfside bakery" });
    expect(tenantsOf({ retail_tenants: "Unit A: Pine Street Bakery LLC (Ruth Olsen), NNN; Unit B: Harbor Insurance Agency (Gerald Fenn), NNN" })).toEqual([
      { name: "Pine Street Bakery LLC (Ruth Olsen)", unit: "Unit A", monthly_rent: null, note: "NNN" },
      { name: "Harbor Insurance Agency (Gerald Fenn)", unit: "Unit B", monthly_rent: null, note: "NNN" },
    ]);
  });
  it("ranks the passage that says what happens on a member's death for 'when a member dies', and the coverage ratio for 'DSCR'", async () => {
    const passages = [
      passage("Operating Agreement", "Article VII. Transfers and buy-out", "A member who wishes to sell must first offer the interest to the other members pro rata, at a price set by an appraisal of the Company's real estate. The other members have 90 days to accept. On a member's death, the Company may buy the interest over five years at the appraised value."),
      passage("Operating Agreement", "Article VIII. Dissolution", "The Company dissolves on the written consent of all members or on the sale of all of its real estate."),
      passage("Promissory note", "8. Covenants", "The Borrower keeps the property insured with the Lender as mortgagee, gives the Lender its Form 1065 each year, and keeps a debt service coverage ratio of at least 1.25 to 1 on the property."),
      passage("Promissory note", "2. Payments", "Monthly payments of principal and interest are due on the first."),
    ];
    // As the planner asks the documents: with the nouns the question's passage must hold.
    const ranked = async (q: string) => {
      const p = await shoreOf(q);
      return rankPassages(p.text ?? q, passages, p.unused ?? [], p.nouns ?? []).answering[0]?.passage.heading;
    };
    expect(rankPassages("what does the operating agreement provide when a member dies?", passages, [], ["member", "dies"]).answering[0]?.passage.heading).toBe("Article VII. Transfers and buy-out");
    expect(await ranked("Does the note have a DSCR covenant? what ratio do we have to keep")).toBe("8. Covenants");
  });
});

describe("a unit's number in words, the school year, the fee a deadline states, and a paper's rate as it stands", () => {
  it("reads 'room two' as room 2, and 'this school year' as August to July", async () => {
    const who = await shoreOf("whos in room two at the main street building this school year");
    expect(who.calls[0]!.args).toMatchObject({ text: "room 2", aggregate: "list", start_date: "2026-08-01", end_date: "2027-07-31" });
  });
  it("reads 'what's the filing fee for it?' after a deadline as the fee that deadline states", async () => {
    const fee = await shoreAfter("When is the next Florida annual report due?", "What's the filing fee for it?");
    expect(fee).toMatchObject({ intent: "obligations", followUp: true });
  });
  it("reads 'what do they charge per cleaning this year' after a paper as a term of the papers as it stands", async () => {
    const rate = await shoreAfter("what does the Bayline management agreement say about cleanings?", "and what do they charge us per cleaning this year");
    expect(rate.intent).toBe("search");
  });
});

describe("how soon, who needs it, a greeting and what the asker is doing, everything counted, their sales, and just some of the deadlines", () => {
  it("reads 'asap' and a last clause of who needs it as nothing asked", async () => {
    expect(await shoreOf("need our EIN asap")).toMatchObject({ intent: "company", focus: "ein" });
    expect(await shoreOf("full address of the condo pls, title co needs it")).toMatchObject({ intent: "property", focus: "address" });
  });
  it("reads a greeting and a sentence of what the asker is doing before the question as no part of it", async () => {
    const p = await shoreOf("hi!! doing a school project on our family LLC. how much money did the duplex bring in last yr?");
    expect(p.calls[0]!.args).toMatchObject({ property: "s-duplex", transaction_type: "REVENUE", start_date: "2025-01-01" });
    expect(p.calls[0]!.args.text).toBeUndefined();
  });
  it("reads 'everything counted' as all of the income, and a payer's 'sales' as its own", async () => {
    const all = await shoreOf("How much income did the duplex have last year, everything counted?");
    expect(all.calls[0]!.args).toMatchObject({ property: "s-duplex", transaction_type: "REVENUE" });
    expect(all.calls[0]!.args.text).toBeUndefined();
    expect((await shoreOf("hows gulfside bakery doing, are their sales up this yr?")).unused?.[0]).toContain("own sales");
  });
  it("reads 'just the property tax ones' after the deadlines as those of them", async () => {
    const ones = await shoreAfter("Anything due in the next 45 days?", "Just the property tax ones: which counties are they for?");
    expect(ones).toMatchObject({ intent: "obligations", followUp: true });
    expect(ones.calls[0]!.args.text).toBe("property tax");
  });
});

describe("a name with a category's word in the singular, and a home called for who lives there", () => {
  it("reads 'lodging taxes' as the rows that write 'lodging tax', not the property tax", async () => {
    const taxes = await shoreOf("calculate the lodging taxes we remitted for the condo last year");
    expect(taxes.calls[0]!.args).toMatchObject({ text: "lodging tax", property: "s-condo" });
    expect(taxes.calls[0]!.args.categories).toBeUndefined();
  });
  it("reads 'the students' as the student house, beside another home named", async () => {
    const held = await shoreOf("how much in security deposits are we holding right now all together students and the duplex");
    expect(held.intent).toBe("deposits");
    expect(held.calls[0]!.args.property).toBeUndefined();
    expect((await shoreOf("what have the students paid in rent this year")).calls[0]!.args.property).toBe("s-rooms");
  });
});

describe("a count of people by what they have, which no record keeps", () => {
  it("refuses 'how many of the residents have dogs', whatever passage shares its words", async () => {
    const q = "How many of the park residents have dogs?";
    const p = await shoreOf(q);
    const rules: ToolData = { entity: "passages", query: q, passages: [passage("Community rules", "Pets", "Residents may keep two dogs or cats per space; a pet fee of $25 a month applies to each dog.")] };
    const answer = search.write({ ...p, intent: "search" }, [rules], q);
    expect(answer).toContain("no record counts");
    expect(answer).not.toContain("$25");
  });
});

describe("two kinds of a category named in a last clause, and a name that ends before 'and'", () => {
  it("reads 'cleaning costs, turnovers and the deep cleans' as all the cleaning", async () => {
    const p = await shoreOf("calculate cleaning costs for the condo last year, turnovers and the deep cleans");
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:maintenance:cleaning"], property: "s-condo" });
    expect(p.calls[0]!.args.text).toBeUndefined();
  });
  it("ends a name the rows write before the word that joins it to the next", async () => {
    const p = await shoreOf("How much transaction privilege tax and Gulf Breeze resort tax did we remit for the condo last year?");
    expect(String(p.calls[0]!.args.text)).not.toMatch(/\band$/);
  });
});

describe("this year through today against the same stretch last year, and this month a year ago", () => {
  it("compares this year to today with last year to the same date, a date in brackets naming no one", async () => {
    const p = await shoreOf("Compare the duplex's rental income this year through today against the same stretch last year (Jan 1 to today's date)");
    expect(p.calls.map((one) => [one.args.start_date, one.args.end_date])).toEqual([
      ["2026-01-01", TODAY],
      ["2025-01-01", "2025-11-27"],
    ]);
  });
  it("reads 'this same month a year ago' after what a tenant pays now as this month of last year", async () => {
    const then = await shoreAfter("what's Lina Roe paying a month right now", "what was it this same month a year ago?");
    expect(then.calls[0]!.args).toMatchObject({ start_date: "2025-11-01", end_date: "2025-11-30" });
  });
});

describe("what the readings above leave as it was", () => {
  it("keeps a tenant's note after a semicolon, our own profit from a payer, every line item, 'i.e.', a length after two numbers, and guests in general", async () => {
    expect(tenantsOf({ tenant: "Hale family; since March 2023", monthly_rent: "1450" }).map((t) => [t.name, t.monthly_rent])).toEqual([["Hale family", "1450.00"]]);
    expect((await shoreOf("what profit did we make from gulfside bakery last year")).unused ?? []).toEqual([]);
    const items = await shoreOf("every line item of the condo's expenses last year");
    expect(items.calls[0]!.args.aggregate).toBe("list");
    expect(numbersInWords("compare the two twelve-month periods")).toBe("compare the two twelve-month periods");
    const guests = await plan("what did guests pay in cleaning fees last year", TODAY, [...SHORE, property("s-guest", "3 Pier Road, Navarre, FL 32566", { kind: "guest house" })], SHORE_BOOKS);
    expect(guests.calls[0]!.args.property).toBeUndefined();
  });
});

describe("whose a kind left out is, everything closing a list, a business never paid, a balance no line states, a unit's rows, and a paper's fee", () => {
  it("reads a name after a kind left out as whose it is, and 'everything' after a list as all of it", async () => {
    const rent = await shoreOf("duplex income last year, just rent please, not counting the deposit we kept from Owen");
    expect(rent.calls).toHaveLength(1);
    expect(rent.calls[0]!.args.text).toBeUndefined();
    const all = await shoreOf("total income ytd, all properties + the note, everything");
    expect(all.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE" });
    expect(all.calls[0]!.args.text).toBeUndefined();
    const counted = await shoreOf("How much did the Main Street building bring in this year? Count everything: base rent, the NNN, all of it.");
    expect(counted.calls[0]!.args).toMatchObject({ property: "s-shop", aggregate: "sum" });
    expect(counted.calls[0]!.args.text).toBeUndefined();
  });
  it("refuses a business written with capitals the books never paid, and answers a loan's balance from the lines that state one", async () => {
    expect((await shoreOf("How much have we paid Pinecrest Plumbing over the years?")).unused).toContain("pinecrest");
    expect((await shoreOf("How much is still owing on the Coastal Bank mortgage on the condo?")).intent).toBe("loan-balance");
  });
  it("reads 'how much of that came from Unit 2' as the rows that write the unit, every tenant's there", async () => {
    const unit = await shoreAfter("How much rent did the duplex collect last yr?", "And how much of that came from Unit 2?");
    expect(unit.calls[0]!.args.text).toBe("unit 2");
  });
  it("reads 'whats their leasing fee' after a question of an agreement as a term of the papers", async () => {
    expect((await shoreAfter("what does our agreement with Bayline say about repairs?", "whats their leasing fee")).intent).toBe("search");
  });
});

describe("a story told before the question", () => {
  it("reads a sentence that states before the one that asks as the asker's story, no part of what is asked", async () => {
    const cleaning = await shoreOf("Brenna does a fine job cleaning the condo between families. What did we pay her cleaning outfit last year?");
    expect(cleaning.intent).toBe("transactions");
    expect(cleaning.calls[0]!.args).toMatchObject({ categories: ["expense:maintenance:cleaning"], property: "s-condo", start_date: "2025-01-01" });
    expect(cleaning.calls[0]!.args.also_text).toBeUndefined();
    const bought = await shoreOf("I walked every room of the duplex before we bought it. What did we give for the duplex, and when did we close on it?");
    expect(bought).toMatchObject({ intent: "property", calls: [{ args: { entity: "properties", property: "s-duplex" } }] });
  });
  it("keeps to the papers where the question points at people only the story names", async () => {
    const plowing = await shoreOf("Wes and his boys from Gulf Pipe do the work behind the building. What did they charge us all of last year?");
    expect(plowing.calls.some((one) => one.args.entity === "transactions" && one.args.text === undefined && one.args.categories === undefined)).toBe(false);
  });
});

const SHORE_COMPANY = vocabularyFrom(
  [{ text: "Gulf Pipe Plumbing - leak repair", type: "EXPENSE", n: 2, property: "s-duplex", category: "expense:maintenance:repairs" }],
  [],
  "Shoreline Keys LLC",
  [
    { key: "members", value: "Ada Moss 60%, Lina Roe 40%" },
    { key: "management", value: "manager-managed; manager: Ada Moss" },
    { key: "dbpr_id", value: "5512098 (Florida Division of Hotels and Restaurants)" },
  ],
);
const companyOf = (q: string) => plan(q, TODAY, SHORE, SHORE_COMPANY);

describe("what the company's record states beside its profile, a question quoted whole, and a member's share", () => {
  it("reads a detail of the company's record asked for itself there, each of several in the question's order", async () => {
    for (const q of ["Who are the members of the LLC, and what share does each one have?", "who r the members", "remind me who the members are and what % everybody has"]) {
      expect(await companyOf(q), q).toMatchObject({ intent: "company", focus: "detail:members", calls: [{ args: { entity: "company" } }] });
    }
    expect((await companyOf("Who are the members of the LLC, and which of them is the manager?")).focus).toBe("detail:members+detail:management");
    // A word the record keeps names the company's own filing, not a payee.
    expect(await companyOf("what's our state filing number with the DBPR")).toMatchObject({ intent: "company", focus: "filing_number" });
  });
  it("leaves to the papers what they say of a member, and a loan's interest to its own reading", async () => {
    for (const q of ["Can a member sell his interest without the others' consent?", "what happens if a member dies", "What interest rate is the seller note at?"]) {
      expect((await companyOf(q)).focus ?? "", q).not.toMatch(/^detail:/);
    }
  });
  it("writes a detail as the record states it, and says when it states none", () => {
    const profile = { legal_name: "Shoreline Keys LLC", details: [{ key: "members", value: "Ada Moss 60%, Lina Roe 40%" }] } as never;
    const results = [{ entity: "company", profile }] as unknown as ToolData[];
    expect(company.write({ intent: "company", calls: [], periods: [], phrases: [], confident: true, followUp: false, focus: "detail:members+detail:management" }, results, "")).toBe(
      "The company record of Shoreline Keys LLC states its members: Ada Moss 60%, Lina Roe 40%. The company record states no management.",
    );
  });
  it("reads a question quoted whole as what is asked, with the home and the period said around it", async () => {
    const paid = await shoreOf('Accountant asks: "How much was paid to Gulf Pipe Plumbing in the prior year? We may need to issue them a 1099."');
    expect(paid).toMatchObject({ intent: "transactions", calls: [{ args: { text: "gulf pipe plumbing", start_date: "2025-01-01", end_date: "2025-12-31" } }] });
    const bought = await shoreOf('Dana is updating the depreciation schedule for the duplex: "What were the purchase price and the acquisition date?"');
    expect(bought).toMatchObject({ intent: "property", calls: [{ args: { entity: "properties", property: "s-duplex" } }] });
    // A quoted term is no question ("what does the lease mean by ..."), and words outside that ask keep the whole.
    expect((await shoreOf('what does the bakery lease mean by "normal wear and tear"?')).intent).toBe("search");
  });
  it("finds a member's share in the members' table, not in a tenant's share of the common costs", () => {
    const passages = [
      passage("Commercial Lease, 900 Main Street Suite A", "3. Triple-net charges", "Tenant pays its 38% share of common area maintenance, estimated at $395.00 per month. Tenant's owner personally guarantees the lease."),
      passage("Operating Agreement of Shoreline Keys LLC", "Article 3. Members, Percentage Interests and Capital", "| Member | Percentage Interest | Initial capital |\n|---|---|---|\n| Ada Moss | 60% | $180,000 |\n| Lina Roe | 40% | $120,000 |"),
    ];
    const ranked = rankPassages("who are the members of the llc, and what share does each one have?", passages);
    expect(ranked.answering[0]?.passage.document_title).toBe("Operating Agreement of Shoreline Keys LLC");
  });
});

describe("who asks and why, around the question: a name no record holds, what it is for, and a told part after a dash", () => {
  it("reads a clause whose subject is a name no record holds as who asks, not as a name the figure is of", async () => {
    const year = await shoreOf("what did the duplex bring in last year, Dana's looking at the summer season");
    expect(year).toMatchObject({ intent: "transactions" });
    expect(year.calls[0]!.args).toMatchObject({ property: "s-duplex", start_date: "2025-01-01", end_date: "2025-12-31" });
    const lease = await shoreOf("When does Owen Tate's lease end? Dana flagged the county's rule for the renewal");
    expect(lease.unused ?? []).toEqual([]);
    const summer = await shoreOf("calculate what the condo grossed in july + aug last year, Dana's looking at the summer season");
    expect(summer.calls[0]!.args).toMatchObject({ property: "s-condo", start_date: "2025-07-01", end_date: "2025-08-31" });
  });
  it("reads 'For the ..., what ...' as what it is for, and a last part after a dash that tells as no part of the question", async () => {
    const lot = await shoreOf("For the business income worksheet on the umbrella policy, what did the duplex collect in rent last year?");
    expect(lot.intent).toBe("transactions");
    expect(lot.calls[0]!.args).toMatchObject({ property: "s-duplex", start_date: "2025-01-01", end_date: "2025-12-31" });
    const peak = await shoreOf("Pull up the condo's rental income for Q1 2025 - that's the snowbird season, I'd like to see the peak.");
    expect(peak.intent).toBe("transactions");
    expect(peak.calls[0]!.args).toMatchObject({ property: "s-condo", start_date: "2025-01-01", end_date: "2025-03-31" });
  });
  it("adds months joined by a plus into one span, and keeps the year said after the last for each", async () => {
    const both = await shoreOf("rent from the duplex july + aug 2025");
    expect(both.calls[0]!.args).toMatchObject({ start_date: "2025-07-01", end_date: "2025-08-31" });
    const plus = await shoreOf("rent from the duplex june plus july last year");
    expect(plus.calls[0]!.args).toMatchObject({ start_date: "2025-06-01", end_date: "2025-07-31" });
  });
});

describe("things at a home paid for, examples listed with everything, what a payee was paid for, and a paper asked in a statement's order", () => {
  const COVERED = vocabularyFrom(
    [
      { text: "Gulf Wind Underwriters - windstorm policy premium, condo", type: "EXPENSE", n: 1, property: "s-condo", category: "expense:insurance" },
      { text: "Tarpon Flood - flood policy premium, condo", type: "EXPENSE", n: 1, property: "s-condo", category: "expense:insurance" },
      { text: "Harbor Mutual - liability policy, condo", type: "EXPENSE", n: 1, property: "s-condo", category: "expense:insurance" },
      { text: "Ironwood Storm Protection - hurricane shutters installed", type: "EXPENSE", n: 1, property: "s-condo", category: "expense:capital_improvement" },
      { text: "Blue Reef Pool Care - weekly pool service", type: "EXPENSE", n: 12, property: "s-condo", category: "expense:maintenance:cleaning" },
      { text: "Blue Reef Pool Care - pump motor replaced", type: "EXPENSE", n: 1, property: "s-condo", category: "expense:maintenance:repairs" },
    ],
    ["windstorm policy renewal, condo", "flood policy renewal, condo", "test-close the hurricane shutters"],
  );
  const coveredOf = (q: string) => plan(q, TODAY, SHORE, COVERED);
  it("reads a thing the ledger names at the home named, 'how much we paid for them', as what was paid for it", async () => {
    const shutters = await coveredOf("The hurricane shutters in Gulf Breeze, how much we paid for them?");
    expect(shutters).toMatchObject({ intent: "transactions", calls: [{ args: { text: "hurricane shutters", property: "s-condo", aggregate: "sum" } }] });
    // The home's own price is still its purchase.
    expect((await coveredOf("The condo in Gulf Breeze, how much we paid for it?")).intent).toBe("property");
  });
  it("reads words listed between commas up to 'everything', whose rows are all of the category asked, as its examples", async () => {
    const insurance = await coveredOf("insurance of the condo last yr, windstorm, flood, everything. total?");
    expect(insurance.intent).toBe("transactions");
    expect(insurance.calls[0]!.args).toMatchObject({ categories: ["expense:insurance"], property: "s-condo", start_date: "2025-01-01" });
    expect(insurance.calls[0]!.args.text).toBeUndefined();
  });
  it("reads a last clause listing what a payee was paid for as spelling it out, not narrowing it", async () => {
    const pool = await coveredOf("Total paid to Blue Reef Pool Care last year, service and any repairs?");
    expect(pool.calls[0]!.args).toMatchObject({ text: "blue reef pool care", transaction_type: "EXPENSE", start_date: "2025-01-01" });
    expect(pool.calls[0]!.args.categories).toBeUndefined();
  });
  it("reads 'we have the ... in the files?' as asking for the paper itself", async () => {
    expect((await shoreOf("We have the operating agreement in the files? I don't find it")).calls[0]!.tool).toBe("list_business_documents");
  });
});

describe("a platform no record names, and a period before the first record", () => {
  it("reads a name written with a capital before a kind of income as whose, which no record holds", async () => {
    const vrbo = await shoreOf("How much did we make on Vrbo bookings last year?");
    expect(vrbo.unused).toContain("vrbo");
  });
  it("says the records begin later, not a zero, for periods that all end before the first transaction", async () => {
    const BEGUN = { ...SHORE_BOOKS, firstDate: "2025-01-01" };
    const before = await plan("total rents for the year before last?", TODAY, SHORE, BEGUN);
    expect(before).toMatchObject({ intent: "transactions", recordsFrom: "2025-01-01" });
    const empty = { entity: "transactions", aggregate: "sum", group_by: null, totals: { count: 0, revenue: "0.00", expense: "0.00", net: "0.00" }, type: "REVENUE", average: null, groups: null, by_category: null, rows: null, stated: null, filters: {} };
    expect(transactions.write(before, [empty] as unknown as ToolData[], "")).toBe("No transactions are recorded for 2024: the records begin on January 1, 2025, so I can't give a figure for a period before that.");
    // A period the records reach is read as ever.
    expect((await plan("total rents for last year?", TODAY, SHORE, BEGUN)).recordsFrom).toBeUndefined();
  });
});

describe("when a rent changed, 'booked' of the books, parts said inside a whole, and what no figure answers", () => {
  it("reads when a tenant's rent went up as the rent payments in order, and writes where their amount changed", async () => {
    for (const q of ["When did Owen's rent go up, and from what to what?", "Owen Tate's rent went up at some point right? from what to what"]) {
      const p = await shoreOf(q);
      expect(p, q).toMatchObject({ intent: "transactions", focus: "rent-change", calls: [{ args: { aggregate: "list", limit: 50 } }] });
      expect(String(p.calls[0]!.args.text)).toMatch(/^owen/);
    }
    // Two years set side by side stay a comparison.
    expect((await shoreOf("Compare the duplex rent in 2024 vs 2025 - did the increases cover the vacancy?")).focus).not.toBe("rent-change");
    const row = (date: string, amount: string, description = "Rent - Owen Tate, unit 2") => ({ id: date + description, date, amount, type: "REVENUE", category: "revenue:long_term_rental", description, property: "s-duplex" });
    const rows = [row("2026-03-01", "1500.00"), row("2026-02-01", "1500.00"), row("2026-01-05", "1450.00"), row("2025-12-01", "1450.00"), row("2025-11-01", "1450.00"), row("2025-10-01", "95.00")];
    const data = { entity: "transactions", aggregate: "list", group_by: null, totals: { count: 6, revenue: "7395.00", expense: "0.00", net: "7395.00" }, type: "REVENUE", average: null, groups: null, by_category: null, rows, stated: null } as never;
    expect(writeRentChanges(data)).toBe(
      "The rent changed once in the payments from October 1, 2025 to March 1, 2026:\n- February 1, 2026: from $1,450.00 to $1,500.00 (up $50.00)\nThe latest month's rent, March 2026, was $1,500.00 (paid March 1, 2026).",
    );
    const of = (lines: ReturnType<typeof row>[]) => writeRentChanges({ ...(data as object), totals: { count: lines.length, revenue: "0.00", expense: "0.00", net: "0.00" }, rows: lines } as never);
    // A month of another amount between two of the same rent is no change; two payments of a month are one rent.
    expect(of([row("2026-01-01", "1650.00"), row("2026-02-01", "1650.00"), row("2026-03-01", "900.00"), row("2026-04-01", "1650.00"), row("2026-05-01", "1650.00")])).toMatch(/^The rent payments .* show no change: \$1,650\.00 a month/);
    expect(of([row("2026-01-01", "825.00"), row("2026-01-15", "825.00"), row("2026-02-01", "1650.00"), row("2026-03-01", "1650.00")])).toMatch(/show no change: \$1,650\.00 a month/);
    // A raise seen in the latest month only is said.
    expect(of([row("2026-01-01", "1650.00"), row("2026-02-01", "1650.00"), row("2026-03-01", "1725.00")])).toMatch(/was \$1,725\.00 .*not the \$1,650\.00 before it/);
    // A home's payers are read apart, never as one run.
    const units = of([row("2026-01-01", "1200.00", "Unit A rent - Lee Park, January 2026"), row("2026-02-01", "1200.00", "Unit A rent - Lee Park, February 2026"), row("2026-01-03", "900.00", "Unit C rent - Ana Ortiz, January 2026"), row("2026-02-03", "950.00", "Unit C rent - Ana Ortiz, February 2026"), row("2026-03-03", "950.00", "Unit C rent - Ana Ortiz, March 2026"), row("2025-12-03", "900.00", "Unit C rent - Ana Ortiz, December 2025")]);
    expect(units).toMatch(/Ana Ortiz[^\n]*\n- February 3, 2026: from \$900\.00 to \$950\.00/);
    expect(units).not.toMatch(/from \$1,200\.00 to \$950\.00|from \$950\.00 to \$1,200\.00/);
  });
  it("reads 'expenses booked' as recorded, and operating costs said only inside a whole as parts of it", async () => {
    const all = await shoreOf("Total expenses booked for 2025, everything in (opex, interest, capex, all of it).");
    expect(all.intent).toBe("transactions");
    expect(all.calls[0]!.args).toMatchObject({ transaction_type: "EXPENSE", start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(all.calls[0]!.args.categories).toBeUndefined();
  });
  it("reads 'I can evict her?' and a payer's sales as what no figure of ours answers", async () => {
    expect((await shoreOf("If Owen pay late one time, I can evict him? legally in Florida")).unused).toContain("evict");
    expect((await shoreOf("how much sales the Gulfside Bakery makes by month? they can pay more rent?")).unused?.join(" ")).toMatch(/own sales/);
    // Sales tax is ours to pay, no one's sales.
    expect((await shoreOf("how much sales tax did we pay on the condo stays last year?")).unused?.join(" ") ?? "").not.toMatch(/own sales/);
  });
});

describe("who manages a home and what they take, and what a paper's party charges for a service to tenants", () => {
  it("reads 'who manages the condo and what percentage do they take' as the record's manager and the rate its latest line writes", async () => {
    const p = await shoreOf("Who manages the Gulf Breeze condo and what percentage do they take?");
    expect(p.parts?.map((part) => part.plan.focus)).toEqual(["detail:managed_by", "latest"]);
    expect(p.parts?.[1]?.plan.calls[0]!.args).toMatchObject({ text: "Bayline Property Co", aggregate: "list", limit: 1 });
  });
  it("reads what the papers' party charges for placing a new tenant as a term of the same papers", async () => {
    const p = await shoreAfter("Under the Bayline management agreement, what is the management fee?", "and what do they charge for placing a new tenant?");
    expect(p).toMatchObject({ intent: "search", followUp: true });
  });
});

describe("taxes remitted, and the homes the company owns", () => {
  it("reads 'each property the company owns' as which homes, and what a question is for before it as no word a paper must hold", async () => {
    expect(await shoreOf("the street address of each property the company owns")).toMatchObject({ intent: "property", focus: "address" });
    expect(await shoreOf("For the schedule of locations, could you give me the street address of each property Shoreline Keys owns?")).toMatchObject({ intent: "property", focus: "address" });
  });
  it("reads 'remit' as paying: what was remitted is a figure of the books", async () => {
    const remitted = await shoreOf("How much lodging tax did the company remit on the condo in 2025?");
    expect(remitted.intent).toBe("transactions");
    expect(remitted.calls[0]!.args).toMatchObject({ property: "s-condo", start_date: "2025-01-01", end_date: "2025-12-31" });
  });
});

describe("a state's form by its number", () => {
  it("finds the next deadline of a state's form by the form's number on record, of that state", async () => {
    const STATE_FORMS = vocabularyFrom([], ["Florida annual report (Sunbiz)", "Florida Form F-1065 partnership information return for 2026", "Florida sales and use tax return, October"]);
    const p = await plan("When is the next Florida Form F-1065 due?", TODAY, SHORE, STATE_FORMS);
    expect(p.calls[0]!.args).toMatchObject({ entity: "obligations", also_text: "Florida" });
    expect(String(p.calls[0]!.args.text)).toMatch(/1065/);
  });
});

describe("a town by its initials, a season spelled out, what a payer is paying now, and a payer's own bill", () => {
  const TOWNS = [property("t-nb", "1846 Sendero Loma, New Braunfels, TX 78132"), property("t-sa", "22 Mission Way, San Antonio, TX 78210"), property("t-austin", "5318 Cedar Elm Run, Austin, TX 78704")];
  const townOf = (q: string) => plan(q, TODAY, TOWNS, SHORE_BOOKS);
  it("reads two letters before a word for a home as the initials of the one home's town", async () => {
    expect((await townOf("NB house rent q2?")).property?.id).toBe("t-nb");
    expect((await townOf("whats the land basis on the sa house")).property?.id).toBe("t-sa");
    // Letters no town of two words begins with name nothing.
    expect((await townOf("rent at the ab house last month")).property).toBeUndefined();
  });
  it("reads 'last summer, june thru august of last year' as the summer the question spells out", async () => {
    const p = await shoreOf("what did the condo make in rentals last summer, june thru august of last year");
    expect(p.calls[0]!.args).toMatchObject({ start_date: "2025-06-01", end_date: "2025-08-31" });
    expect(p.parts).toBeUndefined();
  });
  it("reads 'X paying what now for rent' as the payment as it stands, and a payer's bill as theirs", async () => {
    expect(await shoreOf("owen tate paying what now for rent")).toMatchObject({ intent: "transactions", focus: "latest" });
    expect((await shoreOf("What was the Tates' electric bill last month?")).unused?.join(" ")).toMatch(/own electric bill/);
  });
});

describe("their home's papers, the same deadline of each year, and a term no deadline answers", () => {
  it("searches the papers of the home whose tenant the last answer named, for what 'they' put down", async () => {
    const p = await shoreAfter("who's renting unit 2 at the duplex now?", "how much of a deposit did he put down?");
    expect(p.intent).toBe("search");
    expect(p.calls[0]!.args).toMatchObject({ property: "s-duplex" });
  });
  it("counts a deadline written again each year as one, so a name on it still finds it", async () => {
    const YEARLY = vocabularyFrom(SHORE_BOOKS.descriptions.map((d) => ({ text: d.text, type: d.counts.revenue > 0 ? "REVENUE" : "EXPENSE", n: 1 })), [
      "Tate lease renewal: written offer 60 days before the lease ends July 31, 2025",
      "Tate lease renewal: written offer 60 days before the lease ends July 31, 2026",
      "Tate lease renewal: written offer 60 days before the lease ends July 31, 2027",
      "Escambia County property tax, the condo",
    ]);
    const p = await plan("when is the tate lease up?", TODAY, SHORE, YEARLY);
    expect(p.calls.some((one) => one.args.entity === "obligations" && one.args.text === "tate")).toBe(true);
  });
  it("answers a term asked of the papers from them, not from a deadline that only names the same tenant", () => {
    const p = { intent: "search", calls: [], periods: [], phrases: [], confident: false, followUp: false, text: "what's the late charge in the tate lease?" } as never;
    const results = [
      { entity: "passages", passages: [], query: "late charge" },
      { entity: "obligations", today: TODAY, total: 1, items: [{ id: "o1", description: "Tate lease renewal: written offer 60 days before the lease ends July 31, 2027", obligation_type: "other", due_date: "2027-06-01", status: "upcoming", days_until_due: 180, property: null }] },
    ] as unknown as ToolData[];
    expect(search.write(p, results, "what's the late charge in the tate lease?")).not.toMatch(/deadlines on record/);
  });
});

describe("what a review of these readings found", () => {
  it("sums rent collected after an increase, and keeps two sums of added months compared apart", async () => {
    expect((await shoreOf("how much rent did we collect at the duplex after the increase?")).focus).not.toBe("rent-change");
    const compared = await shoreOf("water for the duplex july + aug 2025 vs july + aug 2024");
    expect(compared.calls.some((one) => one.args.start_date === "2024-07-01" && one.args.end_date === "2025-08-31" && one.args.group_by === undefined)).toBe(false);
  });
  it("leaves what a paper says of the members or the management to the papers", async () => {
    for (const q of ["what are the members' capital contributions under the operating agreement?", "what are the management company's duties under the agreement?", "who are the members under the operating agreement?"]) {
      expect((await companyOf(q)).focus ?? "", q).not.toMatch(/detail:/);
    }
  });
  it("keeps a paper asked about after a statement, a reason before a question, and a tenant's percentage rent as they were", async () => {
    expect((await shoreOf("We have the duplex lease, when does it end?")).intent).not.toBe("documents");
    expect((await shoreOf("so we can deduct it, how much did we spend on repairs at the duplex last year?")).intent).toBe("transactions");
    expect((await shoreOf("Gulfside Bakery percentage rent on sales, how much in 2025?")).unused ?? []).not.toContain("gulfside bakery's own sales");
  });
  it("reads no town's initials in a part of a home ('the ac unit') or in a county", async () => {
    const AC = [property("t-ac", "9 Boardwalk Place, Atlantic City, NJ 08401"), property("t-tuc", "4417 East Calle Cascabel, Tucson, AZ 85711")];
    expect((await plan("when did we replace the ac unit at the Tucson house?", TODAY, AC, SHORE_BOOKS)).property?.id).toBe("t-tuc");
  });
});

describe("the next thing to pay or file, the tax number, and the paper it is wanted for", () => {
  it("reads 'the next thing we have to pay or file' as the next deadline", async () => {
    expect(await shoreOf("what's the next thing we have to pay or file?")).toMatchObject({ intent: "obligations", focus: "next" });
  });
  it("reads the business's 'tax number' as its EIN, and a paper it is wanted for as no question of the papers", async () => {
    expect(await shoreOf("what's the tax number for the business? the federal one the bank keeps asking me for")).toMatchObject({ intent: "company", focus: "ein" });
    expect(await shoreOf("Confirm the EIN for Shoreline Keys for the engagement letter.")).toMatchObject({ intent: "company", focus: "ein" });
  });
});

describe("a question written as a letter", () => {
  it("reads a letter's opening and its closing with the name signed as asking nothing", async () => {
    expect(await shoreOf("Good morning. Could you please give me our company's EIN? The bank is asking for it again. Thank you kindly, Marisol")).toMatchObject({ intent: "company", focus: "ein" });
    const rent = await shoreOf("Hello dear. How much rent did the duplex bring in last year? Warmly, Ada");
    expect(rent.intent).toBe("transactions");
    expect(rent.calls[0]!.args).toMatchObject({ property: "s-duplex", start_date: "2025-01-01" });
    expect((await shoreOf("Dear assistant, when is the Florida annual report due? Regards, Ada")).intent).toBe("obligations");
    // Words after "thank you" that no one signed are the question's own.
    expect(withoutSalutations("what was the thank you gift cost")).toBe("what was the thank you gift cost");
    expect(withoutSalutations("How much rent came in last year? Thank you kindly, Marisol")).toBe("How much rent came in last year?");
  });
});

describe("a year to date through a month, and the bookkeeper's 'ex'", () => {
  it("reads 'YTD through October' as January to October, and 'ex the ...' as leaving it out", async () => {
    const p = await shoreOf("Duplex, YTD through October: rent only, ex the utility fees and late fees. Need it to the cent.");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ property: "s-duplex", start_date: "2026-01-01", end_date: "2026-10-31" });
    expect(JSON.stringify(p.calls[0]!.args.categories)).not.toMatch(/utilit|late_fees/);
    expect((await shoreOf("water at the duplex this year thru oct")).calls[0]!.args).toMatchObject({ start_date: "2026-01-01", end_date: "2026-10-31" });
  });
});

describe("what a new member, a texter and a bookkeeper at month-end ask", () => {
  const shorePeriods = (q: string) => findPeriods(q, TODAY).periods.map(({ start, end }) => [start, end]);
  it("reads a period run on to today, whole months before another, and the year before one said first", () => {
    expect(shorePeriods("late fees from January 1 of last year up to today")).toEqual([["2025-01-01", TODAY]]);
    expect(shorePeriods("rent for the 3 whole months before last month")).toEqual([["2026-07-01", "2026-09-30"]]);
    expect(shorePeriods("rent for the 3 months prior to october")).toEqual([["2026-07-01", "2026-09-30"]]);
    expect(shorePeriods("rent last year, and how much more that was than the year before")).toEqual([["2025-01-01", "2025-12-31"], ["2024-01-01", "2024-12-31"]]);
    expect(shorePeriods("rent in 2025 vs the prior year")).toEqual([["2025-01-01", "2025-12-31"], ["2024-01-01", "2024-12-31"]]);
    // With no period said before it, the words stay as they are.
    expect(shorePeriods("and the year before that?")).toEqual([]);
  });
  it("plans the part that asks when the rest only tells the asker's story, and never drops a request for advice", async () => {
    const rent = await shoreOf("So I just joined the company and I'm trying to get a feel for things before the members meeting - how much rent did the duplex collect last year?");
    expect(rent.intent).toBe("transactions");
    expect(rent.calls[0]!.args).toMatchObject({ property: "s-duplex", start_date: "2025-01-01" });
    const next = await shoreOf("I want to make sure nothing falls through the cracks now that I'm helping out - what's the very next deadline coming up?");
    expect(next).toMatchObject({ intent: "obligations", focus: "next" });
    const advice = await shoreOf("can we 1031 the condo into something else? need tax advice");
    expect(advice.intent).toBe("search");
    expect(advice.unused).toContain("advice");
    expect((await shoreOf("what are 30 yr commercial mortgage rates running right now")).unused).toContain("market rates");
  });
  it("reads contractions typed without their apostrophe and a street address cut short", async () => {
    expect(await shoreOf("whos in unit 2 at the duplex")).toMatchObject({ intent: "property", focus: "tenant" });
    expect(await shoreOf("addr of the student house pls")).toMatchObject({ intent: "property", focus: "address" });
  });
  it("adds the furniture a home's record holds to what the books show, and reads it of the purchase as the basis", async () => {
    const put = await shoreOf("how much furniture did we put into the condo?");
    expect(put.focus).toBe("furniture");
    expect(put.calls.map((one) => one.args.entity)).toEqual(["transactions", "properties"]);
    const none = { entity: "transactions", aggregate: "sum", group_by: null, totals: { count: 0, revenue: "0.00", expense: "0.00", net: "0.00" }, type: "EXPENSE", average: null, groups: null, by_category: null, rows: null, stated: null, filters: {} };
    const condo = { id: "s-condo", address: "40 Shore Drive, Unit 312, Gulf Breeze, FL 32561", acquisition_date: "2021-03-01", purchase_price_total: "300000.00", land_basis: "60000.00", building_basis: "222000.00", ffe_basis: "18000.00", total_basis: "300000.00", depreciable_basis: "240000.00", placed_in_service: "2021-03-01", status: "active", extra_metadata: {} };
    expect(transactions.write(put, [none, { entity: "properties", items: [condo] }] as unknown as ToolData[], "")).toContain("furniture and equipment of $18,000.00");
    expect((await shoreOf("what number did we put down for the furniture in the condo when we bought it")).focus).toBe("acquisition+basis");
  });
  it("gives the parts of a basis as shares of it when a percent or fraction is asked", async () => {
    const p = await shoreOf("how much of the condo's basis is furniture, and what fraction of its total basis is that?");
    expect(p).toMatchObject({ intent: "property", focus: "basis+share" });
    expect(p.unused ?? []).toEqual([]);
    const condo = { id: "s-condo", address: "40 Shore Drive, Unit 312, Gulf Breeze, FL 32561", acquisition_date: "2021-03-01", purchase_price_total: "300000.00", land_basis: "60000.00", building_basis: "222000.00", ffe_basis: "18000.00", total_basis: "300000.00", depreciable_basis: "240000.00", placed_in_service: "2021-03-01", status: "active", extra_metadata: {} };
    const { property: homes } = await import("../../src/chat/planner/intents/property");
    expect(homes.write(p, [{ entity: "properties", items: [condo] }] as unknown as ToolData[], "")).toContain("land 20.0%, building 74.0%, furniture and equipment 6.0%");
  });
  it("reads fees that are income as income, a list after the measure as what it holds, and 'on top' as no largest", async () => {
    expect((await shoreOf("the utility fee income from the duplex tenants this year")).calls[0]!.args.transaction_type).not.toBe("EXPENSE");
    const opex = await shoreOf("Total operating expenses at the condo last year - management, cleaning, tax, insurance.");
    expect((opex.calls[0]!.args.categories as string[]).length).toBeGreaterThan(3);
    expect((await shoreOf("how much did Gulfside Bakery pay us in plain rent last year? not the extra stuff they cover on top")).calls[0]!.args.aggregate).toBe("sum");
    expect(await shoreAfter("what's Owen Tate paying a month right now", "is there a late fee on top of that? how much?")).toMatchObject({ focus: "latest" });
  });
  it("sets periods against each other whatever else is 'together', and two names of the same rows are one payer", async () => {
    const water = await shoreOf("how much more did we spend on water at the duplex this year vs last year, all the bills together?");
    expect(water.focus).toBe("compare");
    expect(water.calls.map((one) => one.args.start_date)).toEqual(["2026-01-01", "2025-01-01"]);
    const bakery = await shoreOf("how much more did Gulfside Bakery pay us for Suite A this year than last year?");
    expect(bakery.focus).toBe("compare");
    expect(bakery.calls.map((one) => one.args.start_date)).toEqual(["2026-01-01", "2025-01-01"]);
  });
  it("reads a home's share of the whole, and the average month of a follow-up", async () => {
    const share = await shoreOf("what percent of our total income last year came from the duplex?");
    expect(share.focus).toBe("ratio");
    expect(share.calls.map((one) => one.args.property)).toEqual(["s-duplex", undefined]);
    expect(share.calls.every((one) => one.args.transaction_type === "REVENUE")).toBe(true);
    const average = await shoreAfter("what did water at the duplex cost us last yr", "whats that on average per month?");
    expect(average.calls[0]!.args).toMatchObject({ aggregate: "average", group_by: "month" });
  });
});

describe("a new member's long messages: what they tell of themselves, and what they ask", () => {
  it("plans the parts that ask where the rest tells why, whatever its words", async () => {
    const side = await shoreOf("I'd love a side-by-side before Friday's call: rent so far this year from the duplex vs. rent so far this year from the condo. ytd for both please, I'm trying to see which one actually carries us.");
    expect(side).toMatchObject({ intent: "transactions", focus: "compare" });
    const bought = await shoreOf("Before our meeting Thursday can you remind me what the company paid for the duplex, and when exactly we bought it?");
    expect(bought).toMatchObject({ intent: "property", focus: "acquisition" });
    const both = await shoreOf("The bank is asking me for two numbers and I have no idea where to find them: our EIN, and our state filing number. Can you pull up both?");
    expect(both.intent).toBe("company");
  });
  it("takes no name from what the asker tells of themselves, and no home from a list of everything", async () => {
    const whole = await shoreOf("Trying to understand the big picture as the newest member: what was our total income last year across everything - the duplex, the condo, the shop, the note payments, all of it together?");
    expect(whole.calls.every((one) => one.args.text === undefined && one.args.property === undefined)).toBe(true);
    expect(whole.calls[0]!.args.transaction_type).toBe("REVENUE");
  });
  it("keeps what the asker told where the question points back into it, and a hedge on what was asked", async () => {
    const told = await shoreOf("Dad thinks we've paid Sea Breeze Cleaning an awful lot for the condo. How much has it come to since January?");
    expect(told.calls[0]!.args.text).toMatch(/^sea\b/);
    expect((await shoreOf("when is the florida annual report due? the sunbiz one i think")).intent).toBe("obligations");
  });
});

describe("a home named with a measure's word, a hedge, a rent's amount, and a question that names its own measure", () => {
  it("reads 'Lost Pine' as a name, no loss, and 'I guess' as no typo of 'guests'", async () => {
    const PINE = [...SHORE, property("s-pine", "6120 North Lost Pine Lake Road, Ludington, MI 49431", { kind: "lake cottage" })];
    expect(await plan("what's the street address of the Lost Pine cottage again?", TODAY, PINE, SHORE_BOOKS)).toMatchObject({ intent: "property", focus: "address" });
    expect((await shoreOf("Who's our registered agent in Florida (the resident agent I guess they call it)?")).intent).toBe("company");
  });
  it("reads a rent's amount as what is paid now, and everything due as every kind", async () => {
    expect(await shoreOf("owen tate rent amt? just the rent")).toMatchObject({ intent: "transactions", focus: "latest" });
    const due = await shoreOf("What's coming due in the next 30 days? Give me everything, tax returns, renewals, whatever.");
    expect(due.intent).toBe("obligations");
    expect(due.calls.every((one) => one.args.obligation_type === undefined)).toBe(true);
  });
  it("answers the loan's balance after its interest, and what a guest paid as income", async () => {
    expect((await shoreAfter("mortgage interest on the condo ytd?", "ok and what's the loan balance after the most recent payment?")).intent).toBe("loan-balance");
    expect((await shoreOf("What did the Okafor family pay for their week at the condo this year?")).calls[0]!.args.transaction_type).not.toBe("EXPENSE");
  });
  it("reads a season the span says again as no period of its own, and a period said in the asker's story as none asked", async () => {
    expect(findPeriods("the summer stays this year, june through august", TODAY).periods.map(({ start, end }) => [start, end])).toEqual([["2026-06-01", "2026-08-31"]]);
    const water = await shoreOf("I'm trying to figure out why the duplex water bills look so high in the summer - what did the duplex spend on water last quarter?");
    expect(water.calls[0]!.args).toMatchObject({ start_date: "2026-07-01", end_date: "2026-09-30" });
  });
});

describe("a deposit's balance and the share kept, everything due, and who pays now", () => {
  it("reads the deposits' liability balance as what is held, and gives what was kept as a share of the deposit", async () => {
    const held = await shoreOf("total security deposits we're holding right now, all tenants - the liability balance");
    expect(held.intent).toBe("deposits");
    expect(held.unused ?? []).toEqual([]);
    const { deposits } = await import("../../src/chat/planner/intents/deposits");
    const kept = await shoreOf("How much of Owen Tate's deposit did we end up keeping, and what % of his deposit was that?");
    expect(kept.intent).toBe("deposits");
    const results = [{ entity: "deposits", held: "0.00", items: [{ tenant: "Owen Tate", property: "18 Osprey Lane", amount: "1100.00", received_date: "2025-01-01", returned: "715.00", kept: "385.00", held: "0.00" }] }] as unknown as ToolData[];
    expect(deposits.write(kept, results, "")).toContain("kept $385.00 (35.0% of the deposit)");
  });
  it("names no kind or word of a deadline said as an example of everything, and reads who is paying now as the latest payment", async () => {
    const due = await shoreOf("What's coming due in the next 30 days? Give me everything, tax returns, renewals, whatever.");
    expect(due.calls.every((one) => one.args.text === undefined)).toBe(true);
    expect(await shoreOf("so who's paying the apt 2 rent on main street these days?")).toMatchObject({ intent: "transactions", focus: "latest" });
  });
});

describe("a figure per acre, per unit or per square foot", () => {
  it("divides by the count the question says, else the one the home's record states", async () => {
    const { perUnitAsked, perUnitLine } = await import("../../src/chat/planner/per-unit");
    const farm = property("s-farm", "80 acres, North 72nd Avenue, Amber Creek Township, MI 49459", { kind: "cropland" });
    expect(perUnitAsked("what does this year's farm rent work out to per acre?", farm)).toEqual({ count: "80", unit: "acre", from: "record" });
    expect(perUnitAsked("total expenses last year, and per unit please (it's 2 units, so divide by 2)", undefined)).toEqual({ count: "2", unit: "unit", from: "question" });
    expect(perUnitAsked("rent per sq ft at the shop", property("s-x", "1 Main St", { kind: "1,650 square feet retail" }))).toEqual({ count: "1650", unit: "square foot", from: "record" });
    // No count said or stated: no figure per unit.
    expect(perUnitAsked("expenses per acre at the duplex", SHORE[1])).toBeUndefined();
    expect(perUnitLine("18800.00", { count: "80", unit: "acre", from: "record" })).toBe(" That is $235.00 per acre (80 acres, as the property's record states).");
  });
  it("plans the sum of one home with the count its record states, and the price of a home per acre", async () => {
    const water = await shoreOf("what did water cost at the duplex last year, per unit?");
    expect(water.per).toEqual({ count: "2", unit: "unit", from: "record" });
    expect(water.calls[0]!.args).toMatchObject({ aggregate: "sum", property: "s-duplex" });
    expect(water.calls[0]!.args.group_by).toBeUndefined();
    const FARM = [...SHORE, property("s-farm", "80 acres, North 72nd Avenue, Amber Creek Township, MI 49459", { kind: "cropland" })];
    const price = await plan("When did we buy the 80 acres, and what did that work out to per acre?", TODAY, FARM, SHORE_BOOKS);
    expect(price).toMatchObject({ intent: "property", per: { count: "80", unit: "acre" } });
  });
});

describe("a deadline asked by what is done by it", () => {
  it("reads 'have to be filed' as when, and a name's renewal among its deadlines", async () => {
    const form = await shoreOf("when does the 1065 have to be filed?");
    expect(form.intent).toBe("obligations");
    expect(form.unused ?? []).toEqual([]);
    const BOOKS = vocabularyFrom([], ["gulfside bakery lease renewal: notice to renew the suite a lease", "2026 property tax, the shop, gulfside bakery reimburses"], "Shoreline Keys LLC");
    const renew = await plan("by when does Gulfside Bakery have to tell us if they're renewing?", TODAY, SHORE, BOOKS);
    expect(renew.calls[0]!.args).toMatchObject({ entity: "obligations", also_text: "renew" });
  });
});

describe("what a review of this round's readings found", () => {
  it("keeps a request that says 'I need' as asked, and never plans a remainder that asks nothing alone", async () => {
    const compared = await shoreOf("I need our total income for Q1 2026; how does Q1 2025 compare?");
    expect(compared.calls.map((one) => one.args.start_date)).toEqual(["2026-01-01", "2025-01-01"]);
    expect((await shoreOf("I need the Sea Breeze Cleaning total for 2025; can you also give me 2024?")).intent).toBe("transactions");
    const repairs = await shoreOf("Before Mon - I'm buried in year-end stuff - can you give me duplex repairs for 2025?");
    expect(repairs.calls[0]!.args).toMatchObject({ property: "s-duplex", categories: ["expense:maintenance:repairs"] });
  });
  it("reads what the company paid as a cost, a list after a measure as narrowing it, and a member's share as no share of a basis", async () => {
    expect((await shoreOf("how much did the company pay Gulf Pipe Plumbing last year?")).calls[0]!.args.transaction_type).toBe("EXPENSE");
    expect((await shoreOf("expenses at the condo in 2025 - cleaning and property tax")).calls[0]!.args.categories).toEqual(["expense:maintenance:cleaning", "expense:property_tax"]);
    expect((await shoreOf("what's my share of the purchase price of the duplex?")).focus ?? "").not.toContain("share");
    expect((await shoreOf("is everything ready for the florida annual report? when is it due?")).calls[0]!.args.text).toBe("Florida");
  });
  it("divides by a unit only when asked per unit of a sum over a period, never an average or 'a unit'", async () => {
    expect((await shoreOf("what did we spend turning over a unit at the duplex last year?")).per).toBeUndefined();
    expect((await shoreOf("what was the average rent per unit at the duplex last year?")).per).toBeUndefined();
    expect((await shoreOf("what's the rent per unit at the duplex?")).per).toBeUndefined();
    expect(findPeriods("income in q3 2025 vs the one before", TODAY).periods.map((one) => one.start)).not.toContain("2024-07-01");
  });
});

describe("an idiom's noun, a ranking of months, a market's rate, and a lead that names whom", () => {
  it("names no deadline by 'take care of', and ranks a home's months by its figures", async () => {
    const BOOKS = vocabularyFrom([], ["lawn care contract renewal, the duplex", "florida annual report (sunbiz)"], "Shoreline Keys LLC");
    const due = await plan("anything we need to take care of in the next 30 days?", TODAY, SHORE, BOOKS);
    expect(due.calls[0]!.args).toMatchObject({ entity: "obligations", within_days: 30 });
    expect(due.calls[0]!.args.text).toBeUndefined();
    const best = await shoreOf("Which month was the condo's best last year, and how much did it make?");
    expect(best).toMatchObject({ intent: "transactions", pick: "max" });
    expect(best.calls[0]!.args.group_by).toBe("month");
  });
  it("refuses a going rate of the market, and keeps whom and when a lead before a dash names", async () => {
    expect((await shoreOf("what's the going vacancy rate for furnished 2BRs in Pensacola right now?")).unused).toContain("market rates");
    const lead = await shoreOf("Sea Breeze Cleaning at the condo last yr - total cleaning?");
    expect(lead.calls[0]!.args).toMatchObject({ start_date: "2025-01-01" });
    expect(String(lead.calls[0]!.args.text)).toMatch(/^sea/);
  });
});

describe("a bookkeeper's abbreviations of years and dates", () => {
  it("reads 'LY' as last year and 'PIS date' as the placed-in-service date", async () => {
    expect((await shoreOf("water bills at the duplex LY")).calls[0]!.args).toMatchObject({ start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(await shoreOf("PIS date for the duplex?")).toMatchObject({ intent: "property", focus: "placed_in_service" });
  });
});
