import { describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";
import { keyTerms } from "../../src/chat/planner/passages";
import { entitiesOf, plan } from "../../src/chat/planner/plan";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { PropertyRow } from "../../src/db/schema";

// A deadline named by its initials, "the state return", a follow-up's papers and payees, what a list of
// examples says of a whole, and a follow-up to a question that was not answered.
const property = (id: string, address: string, extraMetadata: Record<string, unknown> = {}) =>
  ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata }) as unknown as PropertyRow;
const PROPERTIES = [
  property("p-condo", "58 Quarry Bend Court, Unit 12, Beaverton, OR 97006", { kind: "condominium" }),
  property("p-house", "1147 SE Thornapple Street, Portland, OR 97202", { kind: "single-family home" }),
];
const VOCAB = vocabularyFrom(
  [
    { text: "AMERICAN FAMILY INS PREM", type: "EXPENSE", n: 1, property: "p-condo" },
    { text: "SAFECO INS PREMIUM", type: "EXPENSE", n: 1, property: "p-house" },
    { text: "PORTLAND GENERAL ELECTRIC", type: "EXPENSE", n: 24 },
    { text: "LATE FEE - THORNAPPLE", type: "REVENUE", n: 1 },
    { text: "NC SECRETARY OF STATE ANNUAL REPORT", type: "EXPENSE", n: 2 },
    { text: "RIDGELINE ROOFING NEW ROOF INV RR-5082", type: "EXPENSE", n: 1, property: "p-house" },
    { text: "Airbnb reservation HM4KX2 - Jane Doe (3 nights)", type: "REVENUE", n: 30, property: "p-house" },
    { text: "VRBO reservation 4471902 - Ana Ruiz (2 nights)", type: "REVENUE", n: 8, property: "p-house" },
  ],
  [
    "tennessee franchise and excise tax return (fae 170) for 2025",
    "form 1065 partnership return for 2025 and members' k-1s",
    "q4 2026 estimated tax payment (members' 1040-es)",
    "dwelling policy renewal (safeco)",
    "oregon annual report 2026 (secretary of state, $100 fee)",
  ],
);
const planOf = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, "2026-11-27", PROPERTIES, VOCAB, previous);

describe("deadlines named by initials, by 'state' and in the singular", () => {
  it("'the state F&E return' is the deadline whose description spells the initials out", async () => {
    const first = entitiesOf(await planOf("when is the 1065 due"));
    for (const q of ["and the state F&E return?", "when is the state f&e return due"]) {
      const p = await planOf(q, q.startsWith("and") ? first : undefined);
      expect(p.intent, q).toBe("obligations");
      expect(p.calls[0]!.args, q).toMatchObject({ obligation_type: "tax:filing", text: "franchise and excise" });
    }
  });

  it("'and the state return?' is the one state the filings' descriptions name", async () => {
    const p = await planOf("and the state return?", entitiesOf(await planOf("when is the 1065 due")));
    expect(p.calls[0]!.args).toMatchObject({ obligation_type: "tax:filing", text: "tennessee" });
  });

  it("'and when's the Q4 estimate due?' after the 1065 is the estimated payment of that quarter", async () => {
    const p = await planOf("and when's the Q4 estimate due?", entitiesOf(await planOf("when do we have to file the 1065 for this year")));
    expect(p.calls[0]!.args).toMatchObject({ obligation_type: "tax:payment", text: "Q4" });
  });

  it("'the return on the house' is no filing", async () => {
    expect((await planOf("what's the next return on the thornapple house")).intent).not.toBe("obligations");
  });
});

describe("a follow-up's papers and payees", () => {
  it("'and the liability limit?' after a policy's deductible searches the same kind of papers", async () => {
    const first = entitiesOf(await planOf("what's the deductible on the condo's insurance policy"));
    const p = await planOf("and the liability limit?", first);
    expect(p.intent).toBe("search");
    expect(p.calls[0]!.args).toMatchObject({ doc_type: "insurance", property: "p-condo" });
  });

  it("'who was the condo one paid to?' lists the same payments of that home", async () => {
    const first = entitiesOf(await planOf("calculate our insurance premiums for last year"));
    const p = await planOf("who was the condo one paid to?", first);
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:insurance"], property: "p-condo", aggregate: "list", start_date: "2025-01-01" });
  });
});

describe("what examples say of a whole, and a follow-up to a question not answered", () => {
  it("'total revenue (late fees, reimbursements etc)' is all revenue, the list only examples of it", async () => {
    const p = await planOf("total revenue last year, everything included (late fees, reimbursements etc)");
    expect(p.calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", aggregate: "sum" });
    expect(p.calls[0]!.args.categories).toBeUndefined();
    // One category in brackets with no "etc" still narrows.
    expect((await planOf("income last year (late fees)")).calls[0]!.args).toMatchObject({ categories: ["revenue:late_fees"] });
  });

  it("'just the electric?' after a question refused for a home no property is still asks of that home", async () => {
    const first = await planOf("what are we spending on utilities at the cabin ytd");
    expect(first.unused).toContain("cabin");
    const p = await planOf("just the electric?", entitiesOf(first));
    expect(p.intent).toBe("search");
    expect(p.unused).toContain("cabin");
    // Naming one of ours instead asks of it.
    expect((await planOf("just the electric at the condo?", entitiesOf(first))).intent).toBe("transactions");
  });

  it("'quiet hours' named beside the HOA is something to look up, not the HOA's fees", async () => {
    const p = await planOf("HOA quiet hours up at the condo");
    expect(p.intent).toBe("search");
    // A short span cut short ("sec" of "sec of state") is no thing named.
    expect((await planOf("NC sec of state filing # for the company?")).intent).toBe("company");
  });

  it("'which utilities does the tenant pay herself' is a term of the lease, not who rents the home", async () => {
    const p = await planOf("which utilities does the thornapple tenant pay herself");
    expect(p.intent).toBe("search");
    expect((await planOf("what does the thornapple tenant pay a month")).intent).toBe("property");
  });
});

describe("whom a payment names, and a name the ledger holds whole", () => {
  it("'who did we pay for the roof' lists the payments with whom they name, not their total", async () => {
    for (const q of ["who did we pay for the roof", "who was the roof paid to"]) {
      expect((await planOf(q)).calls[0]!.args, q).toMatchObject({ text: "roof", aggregate: "list" });
    }
    // "who is the property manager": whom the payments of that kind name.
    expect((await planOf("who is the property manager for thornapple")).calls[0]!.args).toMatchObject({ categories: ["expense:property_management"], property: "p-house", aggregate: "list" });
    // "paid us": the income side, as the question says it.
    expect((await planOf("who paid us in october")).calls[0]!.args).toMatchObject({ transaction_type: "REVENUE", aggregate: "list", start_date: "2026-10-01" });
  });

  it("'what did we pay the secretary of state for the annual report' is the ledger's payment, 'secretary of state' a name it holds", async () => {
    const p = await planOf("what did we pay the secretary of state for the annual report this yr");
    expect(p.intent).toBe("transactions");
    expect(p.calls[0]!.args).toMatchObject({ text: "annual report", aggregate: "sum", start_date: "2026-01-01" });
  });

  it("'who is the listing agent for the house' is a person the property's record does not name", async () => {
    const p = await planOf("who is the listing agent for the thornapple house");
    expect(p.intent).toBe("search");
    expect(p.unused).toEqual(["listing agent"]);
  });

  it("what someone is going to decide is a forecast no record holds; when a deadline falls is not", async () => {
    for (const q of ["is brianna going to renew or move out", "will marisol renew her lease"]) {
      expect((await planOf(q)).unused, q).toContain("a forecast");
    }
    expect((await planOf("when will we renew the permit")).intent).toBe("obligations");
  });

  it("'what we paid for the annual report' is a payment, not a home's purchase price", async () => {
    expect((await planOf("what we paid for the annual report")).intent).toBe("transactions");
    expect((await planOf("what we paid for the thornapple house")).intent).toBe("property");
  });
});

describe("who a deadline names, and the words that only ask (round r17)", () => {
  it("'who's the carrier on that one?' after a renewal restates the deadline, whose description names it", async () => {
    const first = await planOf("when does the insurance on the thornapple house renew");
    expect(first.intent).toBe("obligations");
    const p = await planOf("who's the carrier on that one", entitiesOf(first));
    expect(p.intent).toBe("obligations");
    expect(p.calls[0]!.args).toEqual(first.calls[0]!.args);
  });

  it("a word of asking keeps its meaning in any form: 'holding' asks as 'hold' does", () => {
    expect(keyTerms("how big a security deposit is the lease holding")).not.toContain("hold");
    expect(keyTerms("what does the statement say")).toHaveLength(1);
  });
});

describe("two platforms together, the fee of a deadline, and fixtures (round r18)", () => {
  it("'total airbnb + vrbo bookings ytd' sums both platforms' income, not one platform's stays", async () => {
    const p = await planOf("total airbnb + vrbo bookings for the thornapple house ytd");
    expect(p.intent).toBe("transactions");
    expect(p.calls.map((c) => c.args.text)).toEqual(["airbnb", "vrbo"]);
  });

  it("'how much is the fee?' after a deadline is the fee its record states", async () => {
    const first = entitiesOf(await planOf("when is the oregon annual report due next"));
    const p = await planOf("how much is the fee?", first);
    expect(p.intent).toBe("obligations");
    expect(p.focus).toMatch(/-fee$/);
  });

  it("'furniture & fixtures basis' is the property's basis", async () => {
    const p = await planOf("furniture & fixtures basis on the thornapple house?");
    expect(p.intent).toBe("property");
    expect(p.unused ?? []).toEqual([]);
  });
});

describe("a net beside capital spending (round r19)", () => {
  it("a net of everything reads the same by category, to say what was capital spending; a narrowed net does not", async () => {
    const p = await planOf("net income for the company last year");
    expect(p.focus).toBe("net-capital");
    expect(p.calls.map((c) => c.args.group_by)).toEqual([undefined, "category"]);
    expect((await planOf("net operating income last year")).calls).toHaveLength(1);
    expect((await planOf("rent last year")).focus).not.toBe("net-capital");
  });
});

describe("the net's answer beside capital spending", () => {
  it("says the capital spending and the net before it, as the profit and loss report gives it", async () => {
    const last = new Date().getUTCFullYear() - 1;
    const home = await createProperty({ address: "9 Alder Court, Bend, OR 97701", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
    const rows: [string, string, string][] = [["1000.00", "revenue:long_term_rental", "REVENUE"], ["200.00", "expense:maintenance:repairs", "EXPENSE"], ["500.00", "expense:capital_improvement", "EXPENSE"]];
    for (const [amount, category, type] of rows) {
      await createTransaction({ property_id: home.id, transaction_date: `${last}-06-01`, amount, category, transaction_type: type as "REVENUE" | "EXPENSE", description: `Alder ${category}` });
    }
    const res = await call("POST", "/api/v1/chat/query", { json: { query: `net income for the company in ${last}` } });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("net $300.00");
    expect(res.body.answer).toMatch(/\$500\.00 was capital spending .* the net before it, as the profit and loss report gives it, is \$800\.00\./);
  });
});

describe("a forecast by tense, a street's later word, 'the date for', a name's own measure (round r34)", () => {
  it("money asked in the future or of an expectation, for periods not begun, is a forecast; asked as the books stand, it is not", async () => {
    for (const q of ["can you project what the two airbnbs will bring in next summer?", "what do we expect to gross in 2027?", "what'll we spend on repairs next year?"]) {
      expect((await planOf(q)).unused, q).toContain("a forecast");
    }
    for (const q of ["how much income next summer?", "what did we make last summer?", "how much did we expect to spend on repairs last year"]) {
      expect((await planOf(q)).unused ?? [], q).not.toContain("a forecast");
    }
    // A budget is a plan the records do not hold, for a year ahead or one past.
    for (const q of ["what's our repairs budget for next year", "did we go over budget on repairs last year"]) {
      expect((await planOf(q)).unused ?? [], q).toContain("budget");
    }
  });

  it("a street's later word said as a home's name, without its first, is no home of ours; with it, or said in passing, it is", async () => {
    const bend = await planOf("how much rent did our Bend rental collect last year?");
    expect(bend.unused).toContain("bend");
    expect(bend.property).toBeUndefined();
    const quarry = await planOf("rent from the quarry bend condo last year");
    expect(quarry.property?.id).toBe("p-condo");
    expect(quarry.unused ?? []).toEqual([]);
    const now = await planOf("what's our total basis at this point");
    expect(now.intent).toBe("property");
    expect(now.unused ?? []).toEqual([]);
  });

  it("'date for the Q4 estimated tax payment this year' is that quarter's payment, found by its description", async () => {
    const p = await planOf("date for the Q4 estimated tax payment this year?");
    expect(p.intent).toBe("obligations");
    expect(p.calls[0]!.args).toMatchObject({ obligation_type: "tax:payment", text: "Q4" });
    expect(p.calls[0]!.args.start_date).toBeUndefined();
  });

  it("'rent across all 2 rentals (the condo + the house)' is every home's, which the aside spells out; a home in the question itself narrows it", async () => {
    for (const q of ["total rent collected ytd across all 2 rentals (the condo + the house)", "rent ytd for all our rentals (incl. the condo)"]) {
      const p = await planOf(q);
      expect(p.intent, q).toBe("transactions");
      expect(p.property, q).toBeUndefined();
      expect(p.unused ?? [], q).toEqual([]);
    }
    expect((await planOf("rent ytd for the condo (all of it)")).property?.id).toBe("p-condo");
    // A count that is not every home leaves the home named.
    expect((await planOf("rent ytd across all 3 rentals (the condo)")).property?.id).toBe("p-condo");
  });

  it("deadlines 'due before christmas' or 'by the end of the year' are those from today up to it, with any already late", async () => {
    for (const q of ["anything due before christmas?", "what's due before the end of the year", "anything we need to file by year-end?"]) {
      const p = await planOf(q);
      expect(p.intent, q).toBe("obligations");
      expect(p.calls[0]!.args, q).toMatchObject({ entity: "obligations", start_date: "2026-11-27" });
      expect(p.calls.some((c) => c.args.status === "overdue"), q).toBe(true);
    }
    expect((await planOf("what's due before the end of the year")).calls[0]!.args.end_date).toBe("2026-12-31");
    // Money "before the end of the month" is this month's, up to its last day.
    expect((await planOf("what have we spent on repairs before the end of the month")).calls[0]!.args).toMatchObject({ start_date: "2026-11-01", end_date: "2026-11-30" });
  });

  it("'airbnb income and long term rental income' asks both, not the airbnb rows of long-term rent", async () => {
    const p = await planOf("airbnb income and long term rental income last year");
    expect(p.intent).toBe("transactions");
    expect(p.calls).toHaveLength(2);
    expect(p.calls.some((c) => c.args.text === "airbnb" && JSON.stringify(c.args.categories) === JSON.stringify(["revenue:long_term_rental"]))).toBe(false);
  });
});

describe("answers of sides that are equal, and a name's side made of several categories", () => {
  it("says two equal sides are equal, with no highest among them", async () => {
    const future = new Date().getUTCFullYear() + 3;
    await createProperty({ address: "12 Wren Lane, Sisters, OR 97759", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
    await createProperty({ address: "40 Heron Way, Sisters, OR 97759", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
    const res = await call("POST", "/api/v1/chat/query", { json: { query: `compare income at wren and heron in ${future}` } });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("Both are $0.00.");
    expect(res.body.answer).not.toContain("Highest");
  });

  it("gives a name's side by category when it spans more than one", async () => {
    const last = new Date().getUTCFullYear() - 1;
    const home = await createProperty({ address: "7 Larch Street, Sisters, OR 97759", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
    const rows: [string, string, string][] = [["900.00", "revenue:rental_income", "Airbnb payout HM1"], ["100.00", "revenue:cleaning_fees", "Airbnb cleaning fee HM1"], ["1500.00", "revenue:long_term_rental", "Lease rent, unit A"]];
    for (const [amount, category, description] of rows) await createTransaction({ property_id: home.id, transaction_date: `${last}-06-01`, amount, category, transaction_type: "REVENUE", description });
    const res = await call("POST", "/api/v1/chat/query", { json: { query: `airbnb income and long term rental income in ${last}` } });
    expect(res.status).toBe(200);
    expect(res.body.answer).toMatch(/Airbnb, beyond that: \$1,000\.00/);
    expect(res.body.answer).toMatch(/By category: .*\$900\.00/);
  });
});

describe("homes said by how they are let, when the ledger keeps all rent in one category", () => {
  const homes = [
    property("p-a", "3 Aspen Way, Sisters, OR 97759", { use: "short-term rental" }),
    property("p-b", "8 Birch Road, Sisters, OR 97759", { use: "short-term rental" }),
    property("p-c", "5 Cedar Lane, Redmond, OR 97756", { use: "long-term rental" }),
  ];
  const oneCategory = vocabularyFrom(
    [
      { text: "Booking payout", type: "REVENUE", n: 20, property: "p-a", category: "revenue:rental_income" },
      { text: "Booking payout", type: "REVENUE", n: 18, property: "p-b", category: "revenue:rental_income" },
      { text: "Rent - unit", type: "REVENUE", n: 12, property: "p-c", category: "revenue:rental_income" },
    ],
    [],
  );
  const ask = (q: string, rows: PropertyRow[]) => plan(q, "2026-11-27", rows, oneCategory);

  it("reads the homes whose records say they are let that way", async () => {
    const p = await ask("expenses for the short term rentals last year", homes);
    expect(p.intent).toBe("transactions");
    expect(p.calls.map((c) => c.args.property).sort()).toEqual(["p-a", "p-b"]);
    expect((await ask("total basis of the long-term rentals", homes)).calls[0]!.args).toMatchObject({ property: "p-c" });
  });

  it("gives no company-wide figure when no home is let that way", async () => {
    const p = await ask("expenses for the short term rentals last year", [homes[2]!, property("p-d", "9 Dogwood Court, Bend, OR 97701", { use: "long-term rental" })]);
    expect(p.intent).toBe("search");
    expect(p.unused).toContain("short term rentals");
  });
});

describe("what a tenant pays now, and which months or homes lost money", () => {
  it("'what's marisol paying now?' is her rent as the record states it, not all she ever paid", async () => {
    const homes = [property("p-t", "2210 Sycamore Hollow Road, Salem, OR 97302", { tenant: "Marisol Pennington", monthly_rent: "2095.00" }), ...PROPERTIES];
    const vocab = vocabularyFrom([{ text: "RENT - M PENNINGTON (MARISOL)", type: "REVENUE", n: 16, property: "p-t", category: "revenue:long_term_rental" }], []);
    for (const q of ["what's Marisol paying now?", "how much is marisol paying these days"]) {
      const p = await plan(q, "2026-11-27", homes, vocab);
      expect(p.intent, q).toBe("property");
      expect(p.focus, q).toBe("tenant");
    }
    // Of a period, it is what she paid then.
    expect((await plan("what was marisol paying in 2025", "2026-11-27", homes, vocab)).intent).toBe("transactions");
  });

  it("'what's the rent on devon's unit' is the rent the record states; 'and ingrid's?' after it is hers; the rent collected or of a period is the books (round r37)", async () => {
    const duplex = property("p-l", "3306 N Larkspur Avenue, Portland, OR 97217", { units: [{ unit: "A", tenant: "Devon Achterberg", monthly_rent: "1425.00" }, { unit: "B", tenant: "Ingrid Soto", monthly_rent: "1395.00" }] });
    const homes = [duplex, ...PROPERTIES];
    const vocab = vocabularyFrom([{ text: "RENT - DEVON ACHTERBERG UNIT A", type: "REVENUE", n: 22, property: "p-l", category: "revenue:long_term_rental" }, { text: "RENT - INGRID SOTO UNIT B", type: "REVENUE", n: 22, property: "p-l", category: "revenue:long_term_rental" }], []);
    const ask = (q: string, previous?: Parameters<typeof plan>[4], previousProperty?: Parameters<typeof plan>[5]) => plan(q, "2026-11-27", homes, vocab, previous, previousProperty);
    for (const q of ["what's the rent on Devon's unit at Larkspur?", "what's Devon's rent", "what is the rent at larkspur"]) {
      const p = await ask(q);
      expect(p.intent, q).toBe("property");
      expect(p.focus, q).toBe("tenant");
    }
    const next = await ask("and Ingrid's?", entitiesOf(await ask("what's the rent on Devon's unit at Larkspur?")), duplex);
    expect(next).toMatchObject({ intent: "property", focus: "tenant" });
    expect(next.person).toMatch(/ingrid/i);
    expect((await ask("what's the rent collected at larkspur")).intent).toBe("transactions");
    expect((await ask("what was the rent at larkspur last year")).intent).toBe("transactions");
  });

  it("'the other one in portland, on larkspur' names a home by its town, not a payee whose name holds the town (round r38)", async () => {
    const duplex = property("p-l", "3306 N Larkspur Avenue, Portland, OR 97217", {});
    const house = property("p-t", "1147 SE Thornapple Street, Portland, OR 97202", {});
    const homes = [duplex, house];
    const vocab = vocabularyFrom([{ text: "CITY OF PORTLAND WATER BUREAU", type: "EXPENSE", n: 24, property: "p-l", category: "expense:utilities:water" }], ["City of Portland business license renewal"]);
    const ask = (q: string, previous?: Parameters<typeof plan>[4], previousProperty?: Parameters<typeof plan>[5]) => plan(q, "2026-11-27", homes, vocab, previous, previousProperty);
    const utilities = await ask("utilities at the larkspur place in portland last year");
    expect(utilities.calls[0]!.args).toMatchObject({ categories: ["expense:utilities"], property: "p-l" });
    expect(utilities.calls[0]!.args.text).toBeUndefined();
    const next = await ask("and the other one in Portland, on larkspur?", entitiesOf(await ask("What's the depreciable basis on the Thornapple house?")), house);
    expect(next).toMatchObject({ intent: "property" });
    expect(next.calls[0]!.args).toMatchObject({ property: "p-l" });
    // The payee said by its own name still is one.
    expect((await ask("what did we pay the city of portland for larkspur last year")).calls[0]!.args.text).toMatch(/portland/);
  });

  it("names the months with a net loss before the net of every month", async () => {
    const home = await createProperty({ address: "14 Tamarack Lane, Sisters, OR 97759", acquisition_date: "2018-05-01", placed_in_service: "2018-06-01" });
    const rows: [string, string, string, "REVENUE" | "EXPENSE"][] = [["2019-03-05", "100.00", "revenue:long_term_rental", "REVENUE"], ["2019-03-20", "300.00", "expense:maintenance:repairs", "EXPENSE"], ["2019-04-05", "500.00", "revenue:long_term_rental", "REVENUE"]];
    for (const [date, amount, category, type] of rows) await createTransaction({ property_id: home.id, transaction_date: date, amount, category, transaction_type: type, description: `Tamarack ${category}` });
    const loss = await call("POST", "/api/v1/chat/query", { json: { query: "which months did we lose money in 2019?" } });
    expect(loss.status).toBe(200);
    expect(loss.body.answer).toMatch(/^1 of 2 months had a net loss in 2019: March 2019 \(net -\$200\.00\)\./);
    const profit = await call("POST", "/api/v1/chat/query", { json: { query: "which months were we profitable in 2019" } });
    expect(profit.body.answer).toMatch(/^1 of 2 months had a net profit in 2019: April 2019 \(net \$500\.00\)\./);
  });
});

describe("a detail a property's record keeps beside its columns", () => {
  it("answers 'what's the str permit number for <home>' from the record's own detail, and says which homes state none", async () => {
    await createProperty({ address: "31 Juniper Bluff Road, Sisters, OR 97759", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01", extra_metadata: { str_permit: "STR-2021-0417", use: "short-term rental" } });
    const one = await call("POST", "/api/v1/chat/query", { json: { query: "what's the str permit number for juniper bluff?" } });
    expect(one.status).toBe(200);
    expect(one.body.answer).toBe("31 Juniper Bluff Road, Sisters, OR 97759: short-term rental permit STR-2021-0417 (as the property's record states it).");
    const all = await call("POST", "/api/v1/chat/query", { json: { query: "what's our short-term rental permit number" } });
    expect(all.body.answer).toContain("STR-2021-0417");
    expect(all.body.answer).toMatch(/records? states? none\.$/);
  });

  it("answers who manages a home from the detail its record keeps, with an amount it writes bare as money", async () => {
    await createProperty({ address: "8 Gull Point Lofts, Unit 4, Port Alder, MI 49600", acquisition_date: "2020-05-01", placed_in_service: "2020-06-01", extra_metadata: { kind: "condominium", managed_by: "Northshore Property Management", pet_deposit: "350.00 refundable (one cat)" } });
    const who = await call("POST", "/api/v1/chat/query", { json: { query: "who manages the gull point condo for us?" } });
    expect(who.body.answer).toBe("8 Gull Point Lofts, Unit 4, Port Alder, MI 49600: managed by Northshore Property Management (as the property's record states it).");
    const pet = await call("POST", "/api/v1/chat/query", { json: { query: "is there a pet deposit at gull point?" } });
    expect(pet.body.answer).toContain("pet deposit $350.00 refundable (one cat)");
  });
});

describe("money paid to the company, however the verb is said", () => {
  it("'what did airbnb pay out to us' is income from that name, not what was paid to it", async () => {
    // Airbnb both pays the company (bookings) and is paid by it (host fees): the verb says which.
    const vocab = vocabularyFrom([{ text: "Airbnb reservation HM1 - Jane Doe (3 nights)", type: "REVENUE", n: 30, property: "p-house" }, { text: "Airbnb host fee HM1", type: "EXPENSE", n: 30, property: "p-house" }], []);
    for (const q of ["What did Airbnb pay out to us in total last year?", "how much did airbnb send over to us last year", "total airbnb payouts last year"]) {
      const p = await plan(q, "2026-11-27", PROPERTIES, vocab);
      expect(p.intent, q).toBe("transactions");
      expect(p.calls[0]!.args.transaction_type ?? "REVENUE", q).toBe("REVENUE");
      expect(JSON.stringify(p.calls[0]!.args.categories ?? []), q).not.toContain("expense:");
    }
  });
});
