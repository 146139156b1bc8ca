import { beforeAll, describe, expect, it } from "vitest";
import { entitiesOf, plan } from "../../src/chat/planner/plan";
import { rankPassages } from "../../src/chat/planner/passages";
import { partiesOf } from "../../src/domain/parties";
import type { Passage } from "../../src/chat/tools/documents";
import { vocabularyFrom } from "../../src/chat/tools/vocabulary";
import type { PropertyRow } from "../../src/db/schema";
import { call, createObligation, createProperty, createTransaction } from "../helpers";

// What a figure is made of and what lies beside it (a name's income by category, the rent beside all
// income, each platform's income and fees), a detail asked of what was just answered ("when was
// that?", "which quarter is that one for?"), and the section of a paper that answers.
const LAST = new Date().getUTCFullYear() - 1;

async function ask(query: string, session?: string): Promise<{ answer: string; session: string }> {
  const res = await call("POST", "/api/v1/chat/query", { json: session ? { query, session_id: session } : { query } });
  expect(res.status).toBe(200);
  return { answer: res.body.answer, session: res.body.session_id };
}

beforeAll(async () => {
  const cabin = await createProperty({ address: "5 Ridge Trail, Boone, NC 28607", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
  const rows: [string, string, string, string, "REVENUE" | "EXPENSE"][] = [
    [`${LAST}-08-03`, "Airbnb reservation HM4KX2 - Jane Doe (3 nights)", "600.00", "revenue:rental_income", "REVENUE"],
    [`${LAST}-08-03`, "Airbnb host fee HM4KX2", "18.00", "expense:platform_fees", "EXPENSE"],
    [`${LAST}-08-03`, "Airbnb cleaning fee HM4KX2", "95.00", "revenue:cleaning_fees", "REVENUE"],
    [`${LAST}-08-10`, "VRBO reservation 4471902 - Ana Ruiz (2 nights)", "410.00", "revenue:rental_income", "REVENUE"],
    [`${LAST}-08-10`, "VRBO host fee 4471902", "20.50", "expense:platform_fees", "EXPENSE"],
    [`${LAST}-08-20`, "Airbnb resolution payout - broken lamp", "150.00", "revenue:other", "REVENUE"],
    [`${LAST}-09-14`, "Ridgeline Plumbing - water heater flush", "327.00", "expense:maintenance:repairs", "EXPENSE"],
  ];
  for (const [date, description, amount, category, type] of rows) {
    await createTransaction({ property_id: cabin.id, transaction_date: date, amount, category, transaction_type: type, description });
  }
  const year = new Date().getUTCFullYear() + 1;
  await createObligation({ obligation_type: "tax:payment", due_date: `${year}-01-15`, description: `Federal estimated tax payment Q4 ${year - 1} (members, Form 1040-ES)` });
  await createObligation({ obligation_type: "property:insurance", due_date: `${year}-10-01`, description: "Cabin dwelling policy renewal (Blue Ridge Shield)", property_id: cabin.id });
  await createObligation({ obligation_type: "compliance:license_renewal", due_date: `${year}-01-31`, description: "Town short-term rental license renewal", property_id: cabin.id });
  // Two counties' taxes fall due the same day; the next year's after them.
  await createObligation({ obligation_type: "property:tax", due_date: `${year}-01-05`, description: `${year - 1} property taxes, Watauga County`, property_id: cabin.id });
  await createObligation({ obligation_type: "property:tax", due_date: `${year}-01-05`, description: `${year - 1} property taxes, Avery County` });
  await createObligation({ obligation_type: "property:tax", due_date: `${year + 1}-01-05`, description: `${year} property taxes, Watauga County`, property_id: cabin.id });
});

describe("what a figure is made of, and what lies beside it", () => {
  it("a name's income is broken out by category when it is of more than one", async () => {
    const { answer } = await ask(`how much came in through airbnb in ${LAST}`);
    expect(answer).toContain("$845.00");
    expect(answer).toMatch(/By category: Short-term rental income \$600\.00 \(1 transaction\); Other rental income \$150\.00 \(1 transaction\); Cleaning fees charged to guests \$95\.00/);
  });

  it("a figure of several categories is broken out by them", async () => {
    const { answer } = await ask(`any income in ${LAST} besides rent? late fees, payouts, that kind of thing`);
    expect(answer).toContain("$245.00");
    expect(answer).toMatch(/By category: Other rental income \$150\.00 \(1 transaction\); Cleaning fees charged to guests \$95\.00 \(1 transaction\)\./);
  });

  it("a rent figure is given with all the income of the same period and place beside it", async () => {
    const { answer } = await ask(`booking revenue for the ridge trail house in Q3 ${LAST}`);
    expect(answer).toContain("$1,010.00");
    expect(answer).toMatch(/all income: \$1,255\.00/);
    // Only the rent asked: nothing beside it.
    expect((await ask(`rent only for the ridge trail house in Q3 ${LAST}`)).answer).not.toContain("all income");
  });

  it("two platforms compared with no side said show each one's income, fees and net", async () => {
    const { answer } = await ask(`airbnb vs vrbo split in ${LAST}`);
    expect(answer).toContain("Airbnb: income $845.00, expenses $18.00, net $827.00");
    expect(answer).toContain("Vrbo: income $410.00, expenses $20.50, net $389.50");
    expect(answer).toContain("Highest net: Airbnb");
  });
});

describe("a detail of what was just answered", () => {
  it("'when was that?' and 'what was that for?' after a payment list the payments", async () => {
    const first = await ask(`what did we pay ridgeline plumbing in ${LAST}`);
    expect(first.answer).toContain("$327.00");
    const when = await ask("when was that?", first.session);
    expect(when.answer).toMatch(/September 14, \d{4}: \$327\.00 expense, Ridgeline Plumbing - water heater flush/);
    const what = await ask("what was that for?", first.session);
    expect(what.answer).toContain("water heater flush");
  });

  it("'which quarter is that one for?' after a deadline is what its description says", async () => {
    const first = await ask("when is our next estimated tax payment due");
    const next = await ask("which quarter is that one for?", first.session);
    expect(next.answer).toMatch(/Federal estimated tax payment Q4/);
  });

  it("two deadlines of the kind asked on the same day are both the next one; 'which counties is that for?' names both (round r39)", async () => {
    const first = await ask("when is the next property tax payment due?");
    expect(first.answer).toMatch(/Watauga County/);
    expect(first.answer).toMatch(/Avery County/);
    expect(first.answer).toMatch(/Then 1 more of this kind after them\./);
    const which = await ask("which counties is that for?", first.session);
    expect(which.answer).toMatch(/Watauga County[^]*Avery County|Avery County[^]*Watauga County/);
  });

  it("'ok and airbnb?' after a platform's bookings is the other platform's, the 'ok' asking no approval (round r38)", async () => {
    const first = await ask(`how much did VRBO bookings bring in for the ridge trail house in ${LAST}?`);
    expect(first.answer).toContain("$410.00");
    const next = await ask("ok and airbnb?", first.session);
    expect(next.answer).toContain("$600.00");
    expect(next.answer).not.toContain("$410.00");
  });

  it("a deadline named by a name of several words the descriptions hold is that one, not the next renewal", async () => {
    const { answer } = await ask("when does the Blue Ridge Shield policy on the ridge trail house renew");
    expect(answer).toMatch(/^October 1, \d{4}: Cabin dwelling policy renewal \(Blue Ridge Shield\)/);
  });
});

describe("planning parts and follow-ups", () => {
  const property = (id: string, address: string) => ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata: {} }) as unknown as PropertyRow;
  const PROPERTIES = [property("p-mill", "17 Mill Race Lane, Carriage House, Hood River, OR 97031")];
  const VOCAB = vocabularyFrom(
    [
      { text: "Airbnb payout - Jordan Lee (3 nights)", type: "REVENUE", n: 40 },
      { text: "ZELLE FROM MARISOL PENNINGTON RENT", type: "REVENUE", n: 12 },
      { text: "TRUIST MORTGAGE PMT 4411 - interest", type: "EXPENSE", n: 24 },
      { text: "Smoky Ridge Hosting - co-host fee", type: "EXPENSE", n: 12 },
    ],
    [],
  );
  const planOf = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, "2026-11-27", PROPERTIES, VOCAB, previous);

  it("'split X between a name and a kind' is the name's part of X beside the kind's part", async () => {
    const p = await planOf("split last year's rental income between airbnb and the long-term tenants");
    expect(p.focus).toBe("together");
    expect(p.calls.map((c) => c.args)).toMatchObject([
      { text: "airbnb", categories: ["revenue:rental_income"] },
      { categories: ["revenue:long_term_rental"] },
    ]);
  });

  it("a name after a category with no joining word between is a filter on it, whatever 'both ... together' says of the rest", async () => {
    const p = await planOf("how much mortgage interest went to Truist last year, both loans together");
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0]!.args).toMatchObject({ categories: ["expense:mortgage_interest"], text: "truist" });
  });

  it("'and the same month a year earlier?' moves the last period a year back, not 'the same month' as it was", async () => {
    const first = entitiesOf(await planOf("pull up last month's rent"));
    for (const q of ["and the same month a year earlier?", "and the same month last year?"]) {
      expect((await planOf(q, first)).calls[0]!.args, q).toMatchObject({ start_date: "2025-10-01", end_date: "2025-10-31" });
    }
    expect((await planOf("what was rent in that same month", first)).calls[0]!.args).toMatchObject({ start_date: "2026-10-01" });
  });

  it("'furniture & equipment basis' is the property's basis", async () => {
    const p = await planOf("furniture & equipment basis on the carriage house?");
    expect(p.intent).toBe("property");
    expect(p.unused ?? []).toEqual([]);
  });

  it("'same question for Marisol's lease' asks the last question of her papers", async () => {
    const first = await planOf("what's the late fee in Brianna's lease");
    const p = await planOf("same question for Marisol's lease", entitiesOf(first));
    expect(p.intent).toBe("search");
    expect(p.calls[0]!.args.query).toContain("late fee in marisol's lease");
  });

  it("'and in marisol's lease?' after the late fee in Brianna Kowalczyk's lease swaps her whole name, not its last word", async () => {
    const first = await planOf("What's the late fee in Brianna Kowalczyk's lease?");
    const p = await planOf("and in marisol's lease?", entitiesOf(first));
    expect(p.calls[0]!.args.query).toBe("what's the late fee in marisol's lease?");
  });

  it("a question of a paper of 'Smoky Ridge' looks at no deadline of another name that shares a word ('Blue Ridge Shield')", async () => {
    const vocab = vocabularyFrom([{ text: "Smoky Ridge Hosting - co-host fee", type: "EXPENSE", n: 12 }], ["cabin dwelling policy renewal (blue ridge shield)", "annual report"]);
    const p = await plan("Under our agreement with Smoky Ridge, how much can they spend on a repair without getting Maren's OK?", "2026-11-27", PROPERTIES, vocab);
    expect(p.intent).toBe("search");
    expect(p.calls.filter((c) => c.args.entity === "obligations")).toEqual([]);
    // A word of a deadline's own name still finds it.
    expect((await plan("what does the blue ridge shield policy say about wind damage", "2026-11-27", PROPERTIES, vocab)).calls.some((c) => c.args.entity === "obligations")).toBe(true);
  });

  it("an opening 'ok' carries the talk on and adds no words of approval to a search; 'our ok' still asks approval (round r38)", async () => {
    const first = entitiesOf(await planOf("what's the deductible on the cabin policy?"));
    const next = await planOf("ok and the liability limit?", first);
    expect(next.intent).toBe("search");
    expect(String(next.calls[0]!.args.query)).not.toMatch(/approval|consent/);
    expect(String((await planOf("how much can smoky ridge spend on a repair without our ok?")).calls[0]!.args.query)).toMatch(/approval/);
  });

  it("'what do they charge per turnover' after an agreement is a term of the same papers; 'what did they charge' is the books", async () => {
    const first = entitiesOf(await planOf("what's the co-host fee under our agreement with smoky ridge"));
    const term = await planOf("and what do they charge per turnover clean?", first);
    expect(term.intent).toBe("search");
    expect(String(term.calls[0]!.args.query)).toContain("smoky ridge");
    expect((await planOf("and what did they charge us last year?", first)).intent).toBe("transactions");
  });
});

describe("the section of a paper that answers", () => {
  const passage = (heading: string, text: string, title = "Operating Agreement of Ridge Trail LLC"): Passage => ({ document_title: title, doc_type: "formation:operating_agreement", doc_date: null, heading, page: null, score: 1, text });

  it("a passage of several sections is read as each section under its own heading", () => {
    const passages = [
      passage("1. Purpose", "## 1. Purpose\nThe Company lets homes.\n\n## 2. Members, Ownership and Capital\n| Member | Ownership |\n| --- | --- |\n| Ada Park | 60% |\n| Ben Cho | 40% |"),
      passage("6. Transfers", "## 6. Transfers\nA member may not transfer an interest without first offering it to the other members.\n\n## 7. Dissolution\nThe Company dissolves when it no longer owns any real property."),
    ];
    const { answering } = rankPassages("ownership split between the members per the operating agreement", passages);
    expect(answering[0]!.passage.heading).toBe("2. Members, Ownership and Capital");
    expect(answering[0]!.quote).toContain("Ada Park | 60%");
  });

  it("a clause's number and label are read with the sentence they head, and a table ends a sentence", () => {
    const contract = passage("Snow Removal Agreement", "# Snow Removal Agreement\n2. TRIGGER. The drive is plowed after each snowfall of 2 inches. 3. PRICE PER PUSH. $60.00 for each plowing of the drive. 4. SEASON CAP. The Customer pays no more than $980.00 for pushes in any one season. 5. EXTRAS (not counted toward the cap). Sanding: $30.00.", "Nordby Plowing seasonal contract");
    expect(rankPassages("whats the season cap on the nordby plow contract", [contract]).answering[0]!.quote).toContain("4. SEASON CAP. The Customer pays no more than $980.00");
    const policy = { ...passage("Section I. Property", "## Section I. Property\n| Coverage | Limit |\n|---|---|\n| Building, replacement cost | $900,000 |\n| Loss of rents | 12 months |\nDeductibles: $2,500 per occurrence for all covered perils; wind and hail $7,500 per occurrence.", "Lakeshore Mutual policy declarations"), doc_type: "insurance:policy" };
    expect(rankPassages("per-occurrence deductible on the lakeshore mutual policy", [policy]).answering[0]!.quote).toMatch(/^Deductibles: \$2,500 per occurrence/);
  });

  it("a passage is read with the title its paper gives itself when the paper's start is in view", () => {
    const title = "City STRP permit, 5 Ridge Trail";
    const passages = [
      { ...passage("Short Term Rental Property (STRP) Permit", "# Short Term Rental Property (STRP) Permit\nPermit number: 2020-1.", title), doc_type: "other" },
      { ...passage("Conditions", "## Conditions\n- Maximum occupancy: 8 guests.\n- Quiet hours start at 10 pm.", title), doc_type: "other" },
    ];
    const { answering } = rankPassages("maximum occupancy allowed on the short-term rental permit", passages);
    expect(answering[0]!.quote).toContain("8 guests");
    // Without the start of the paper in view, the same section does not hold enough of the question.
    expect(rankPassages("maximum occupancy allowed on the short-term rental permit", passages.slice(1)).answering).toEqual([]);
  });
});

describe("a cap or a limit, asked as the most or by the party's role (rounds r47a-coast, lakes)", () => {
  const contract = (heading: string, text: string): Passage => ({ document_title: "Pinecrest Plowing seasonal contract, Birch Cabin", doc_type: "other", doc_date: null, heading, page: null, score: 1, text });
  const passages = [
    contract("Price per push", "## Price per push\n$70.00 for each plowing of the driveway and the parking pad."),
    contract("Season cap", "## Season cap\nThe Customer pays no more than $1,200.00 for pushes in any one season."),
    contract("Repairs", "## Repairs\nEquipment repairs are quoted separately; repairs under $300 may be done without approval."),
  ];

  it("'the most we pay in one season' is the clause that caps it, not the price of one push", () => {
    const { answering } = rankPassages("under the plowing contract for the cabin, what is the most we pay in one season?", passages);
    expect(answering[0]?.quote).toContain("$1,200.00");
  });

  it("'the plow company' is the contractor the paper names by its role", () => {
    const { answering } = rankPassages("up to what amount can the plow company do repairs without asking us first?", passages);
    expect(answering[0]?.quote).toContain("$300");
  });
});

describe("a noun a paper writes as the first part of a compound (round r47b-coast)", () => {
  it("'the wind policy' is the windstorm policy, and its hurricane deductible the clause that states it", () => {
    const section = (heading: string, text: string): Passage => ({ document_title: "Gulf Shield windstorm policy declarations, Pelican Way", doc_type: "insurance:policy", doc_date: null, heading, page: null, score: 1, text });
    const passages = [
      section("Perils insured", "## Perils insured\nWindstorm and hail, including hurricane, only."),
      section("Deductibles", "## Deductibles\nHurricane deductible: 2% of Coverage A, which is $6,100 per hurricane season."),
      section("Discounts", "## Discounts\nWind mitigation credit for the hurricane shutters: 12% of the wind premium."),
    ];
    const { answering } = rankPassages("what's the hurricane deductible on the pelican way wind policy?", passages, [], ["hurricane", "wind"]);
    expect(answering[0]?.quote).toContain("$6,100");
  });
});

describe("what a paper cannot state: what is owed now, what could be (round r47b-lakes)", () => {
  const note = (heading: string, text: string): Passage => ({ document_title: "Pine Bank promissory note, loan 4410", doc_type: "legal:contract", doc_date: null, heading, page: null, score: 1, text });
  const passages = [note("Principal and interest", "## Principal and interest\nThe Borrower promises to pay the Lender $300,000.00, with interest on the unpaid principal balance at a fixed interest rate of 4.25% per year. The Borrower may prepay when refinancing with another lender.")];

  it("the remaining balance right now is not the principal the note was signed for", () => {
    expect(rankPassages("what's the remaining principal balance on the pine bank loan right now", passages).answering).toEqual([]);
    // What the note itself states is still answered from it.
    expect(rankPassages("what's the interest rate on the pine bank note?", passages).answering[0]?.quote).toContain("4.25%");
  });

  it("an interest rate is held as those words together, not as 'Percentage Interests' beside a rate", () => {
    const agreement: Passage = { document_title: "Operating Agreement of Pine Bank Holdings LLC", doc_type: "formation:operating_agreement", doc_date: null, heading: "Management", page: null, score: 1, text: "## Management\nMortgaging real estate needs members holding 80% of the Percentage Interests; distributions are made at a rate set each year." };
    expect(rankPassages("what interest rate are we paying on the mortgage for the cabin?", [agreement], ["interest rate"]).answering).toEqual([]);
  });

  it("a rate we could get if we refinanced is no term of the note", () => {
    expect(rankPassages("what interest rate could we get if we refinanced the pine bank loan?", passages).answering).toEqual([]);
    expect(rankPassages("what interest rate is on the pine bank loan?", passages).answering[0]?.quote).toContain("4.25%");
  });
});

describe("the parties of a paper, by the words its clauses call them (round r35)", () => {
  it("'without asking Ada' is answered by the clause that says 'without the Owner's approval', where the paper named Ada for the Owner", () => {
    const title = "Cleaning agreement with Sparkle & Shine";
    const parties = partiesOf("Owner: Ridge Trail Homes LLC, by its Manager Ada Park. Contractor: Sparkle & Shine Co, Ames, IA.");
    const clause = { document_title: title, doc_type: "other", doc_date: null, heading: "Supplies", page: null, score: 1, text: "## Supplies\nThe Contractor may buy cleaning supplies of up to $200 a month without the Owner's approval." };
    const asked = "how much can sparkle spend on supplies without asking ada?";
    const nouns = ["sparkle", "supplies", "ada"];
    expect(rankPassages(asked, [{ ...clause, parties }], [], nouns).answering[0]?.quote).toContain("$200");
    // Without the paper's start read, nothing says who Ada is: the clause does not answer.
    expect(rankPassages(asked, [clause], [], nouns).answering).toEqual([]);
  });

  it("'end the co-hosting deal' is answered by the clause on ending the agreement: a deal is what the paper calls an agreement (round r38)", () => {
    const title = "Co-Hosting Agreement with Sparkle & Shine";
    const term = { document_title: title, doc_type: "other", doc_date: null, heading: "Term", page: null, score: 1, text: "## Term\nFrom March 1, 2024, renewing month to month. Either party may end the agreement with 45 days' written notice." };
    const asked = "how much notice do we have to give sparkle if we want to end the co-hosting deal?";
    expect(rankPassages(asked, [term], [], ["notice", "sparkle", "co-hosting", "deal"]).answering[0]?.quote).toContain("45 days' written notice");
  });
});

describe("whose figure, and which homes (round r14)", () => {
  const property = (id: string, address: string, extraMetadata: Record<string, unknown> = {}) => ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata }) as unknown as PropertyRow;
  const PROPERTIES = [property("p-thorn", "1147 SE Thornapple Street, Portland, OR 97202", { tenant: "Brianna Kowalczyk" }), property("p-lark", "3306 N Larkspur Avenue, Portland, OR 97217", { nickname: "the duplex" })];
  const VOCAB = vocabularyFrom(
    [
      { text: "ZELLE FROM BRIANNA KOWALCZYK", type: "REVENUE", n: 12, property: "p-thorn" },
      { text: "ACHTERBERG RENT PMT", type: "REVENUE", n: 12, property: "p-lark" },
      { text: "Airbnb payout - Jordan Lee (3 nights)", type: "REVENUE", n: 40, property: "p-thorn" },
      { text: "Rosario Plumbing", type: "EXPENSE", n: 3, property: "p-thorn" },
      { text: "CAPE FEAR PUBLIC UTILITY WATER", type: "EXPENSE", n: 12 },
      { text: "COASTAL PEST SOLUTIONS", type: "EXPENSE", n: 4 },
      { text: "Smoky Ridge Hosting - co-host fee", type: "EXPENSE", n: 12 },
    ],
    [],
  );
  const planOf = (q: string, previous?: Parameters<typeof plan>[4]) => plan(q, "2026-11-27", PROPERTIES, VOCAB, previous);

  it("a business whose name runs on past a word of ours into another of the ledger's names is another company", async () => {
    expect((await planOf("what did Cape Fear Coastal Rentals LLC gross last year")).unused).toEqual(["cape fear coastal rentals llc"]);
    expect((await planOf("what did we pay Cape Fear Public Utility LLC last year")).calls[0]!.args.text).toBe("cape fear public utility");
    expect((await planOf("how much revenue did smoky ridge co-hosting llc make")).unused).toEqual(["smoky ridge's own revenue"]);
  });

  it("'the two listings' are our homes", async () => {
    const p = await planOf("how many airbnb reservations did we get last year between the two listings");
    expect(p.intent).toBe("stays");
    expect(p.unused ?? []).toEqual([]);
  });

  it("'what about the duplex?' after a tenant's rent at another home is the duplex's rent; a vendor's name stays", async () => {
    const rent = await planOf("what about the duplex?", entitiesOf(await planOf("how much rent did brianna pay us last yr")));
    expect(rent.calls[0]!.args).toMatchObject({ property: "p-lark", start_date: "2025-01-01" });
    expect(rent.calls[0]!.args.text).toBeUndefined();
    const vendor = await planOf("what about the duplex?", entitiesOf(await planOf("what did we pay rosario plumbing last year")));
    expect(vendor.calls[0]!.args).toMatchObject({ property: "p-lark", text: "rosario plumbing" });
    // A platform's name is no tenant's: what it paid at the duplex.
    const platform = await planOf("what about the duplex?", entitiesOf(await planOf("how much did airbnb pay us last year")));
    expect(platform.calls[0]!.args).toMatchObject({ property: "p-lark", text: "airbnb" });
  });
});

describe("others' homes, and the rest of a list", () => {
  const property = (id: string, address: string) => ({ id, address, acquisitionDate: "2020-01-01", placedInService: "2020-02-01", extraMetadata: {} }) as unknown as PropertyRow;
  const PROPERTIES = [property("p-syc", "2210 Sycamore Hollow Road, Salem, OR 97302")];
  const VOCAB = vocabularyFrom([{ text: "PENNINGTON RENT", type: "REVENUE", n: 12 }], []);

  it("a home described by its size after 'a' is others' homes, refused, though a town of ours is named", async () => {
    for (const q of ["average rent for a 3 bedroom house in salem these days?", "what's a 2br going for in salem"]) {
      expect((await plan(q, "2026-11-27", PROPERTIES, VOCAB)).unused, q).toContain("other homes");
    }
    expect((await plan("rent on the salem house last year", "2026-11-27", PROPERTIES, VOCAB)).unused ?? []).toEqual([]);
  });

  it("'the regular one, for everything else' is the line for all other perils", () => {
    const deductibles: Passage = { document_title: "Cottage insurance policy", doc_type: "insurance:policy", doc_date: null, heading: "Deductibles", page: null, score: 1, text: "## Deductibles\nAll other perils deductible: $2,500 per occurrence. Named storm (hurricane) deductible: 2 percent of Coverage A." };
    expect(rankPassages("what about for everything else, the regular deductible", [deductibles]).answering[0]?.quote).toContain("$2,500");
    expect(rankPassages("what is the hurricane deductible", [deductibles]).answering[0]?.quote).toContain("Named storm");
  });
});

describe("a field a paper names with a word of asking", () => {
  const passage = (heading: string, text: string, title: string): Passage => ({ document_title: title, doc_type: "accounting:invoice", doc_date: null, heading, page: null, score: 1, text });

  it("in a question of two asks, a field a paper names with a word of asking ('Total due:') is quoted beside the other", () => {
    const invoice = { ...passage("Invoice 2291", "# Invoice 2291\nWork performed: a new roof.\n\nTotal due: $13,850.00, paid June 24, 2025. Workmanship warranty: 10 years from completion.", "Roofing invoice 2291"), doc_type: "accounting:invoice" };
    expect(rankPassages("roof invoice - total and warranty length?", [invoice]).answering[0]!.quote).toContain("$13,850.00");
    // One ask: the sentence that answers it alone.
    expect(rankPassages("how long is the roof warranty on the invoice", [invoice]).answering[0]!.quote).not.toContain("$13,850.00");
  });

  it("a question of an amount or a date quotes the sentence that holds one beside the one its words find", () => {
    const invoice = { ...passage("Invoice 2291", "# Invoice 2291\nWork performed: replacement of the whole roof with architectural shingles.\n\nTotal due: $13,850.00, paid June 24, 2025. Workmanship warranty: 10 years from completion.", "Roofing invoice 2291"), doc_type: "accounting:invoice" };
    expect(rankPassages("how much was that? when did we get the roof replaced", [invoice]).answering[0]!.quote).toContain("$13,850.00");
    expect(rankPassages("when did we get the roof replaced", [invoice]).answering[0]!.quote).toContain("June 24, 2025");
    // "How much notice" asks no money.
    expect(rankPassages("how much notice before the roof work", [invoice]).answering[0]?.quote ?? "").not.toContain("$13,850.00");
  });

  it("a paper the question names by its title's words ('per the management agreement') answers before another holding the same terms", () => {
    const lease = { ...passage("Residential Rental Agreement", "# Residential Rental Agreement\nLandlord: Basalt Creek Holdings LLC, through its agent Brightwell Property Management, Inc. Tenant: Brianna Kowalczyk.", "Residential Lease (Brianna Kowalczyk)"), doc_type: "lease" };
    const agreement = { ...passage("Fees", "## Fees\nManagement fee: 9% of all rent collected, deducted from collections each month. Leasing fee for a new tenant: 50% of the first month's rent. Lease renewal fee: $150.00 per renewal.", "Property Management Agreement with Brightwell Property Management"), doc_type: "other" };
    const { answering } = rankPassages("What does Brightwell charge to place a new tenant, per the management agreement?", [lease, agreement]);
    expect(answering[0]!.passage.document_title).toBe("Property Management Agreement with Brightwell Property Management");
    expect(answering[0]!.quote).toContain("50% of the first month's rent");
  });
});

describe("a home's words when its papers are searched", () => {
  const passage = (heading: string, text: string): Passage => ({ document_title: "Columbia Gorge Mutual declarations, Mill Race Carriage House 2026", doc_type: "insurance:declarations", doc_date: null, heading, page: null, score: 1, text });
  const passages = [
    passage("Dwelling Policy Declarations Page", "# Dwelling Policy Declarations Page\nInsured location: 17 Mill Race Lane, Hood River, OR 97031."),
    passage("Deductible", "## Deductible\n$1,500 per occurrence, all perils."),
  ];

  it("'the deductible on the hood river policy' among that home's papers is the Deductible section, not the page that gives the town", () => {
    const asked = "what's the deductible on the hood river insurance policy?";
    expect(rankPassages(asked, passages, [], [], "17 mill race lane hood river or 97031").answering[0]?.passage.heading).toBe("Deductible");
  });

  it("'the deductible for a regular claim (all perils)' is the all-perils line: a regular claim is the default, written as all perils, per occurrence", () => {
    const declarations = [
      passage("Deductibles", "## Deductibles\n- All perils: $2,500 per occurrence\n- Wind and hail: 2% of Coverage A"),
      passage("Endorsements", "## Endorsements\nHot tub liability included; wildfire is covered under all perils."),
    ];
    expect(rankPassages("what's the deductible on the cabin's insurance policy for a regular claim (all perils)?", declarations, [], [], "622 laurel bluff way gatlinburg tn cabin").answering[0]?.passage.heading).toBe("Deductibles");
  });

  it("'other gatlinburg cabins' asks of others' homes: no passage of ours answers", () => {
    const rules = [passage("Rules for Rental Guests", "## Rules for Rental Guests\nFour-wheel drive or chains are recommended from December through February.")];
    expect(rankPassages("what are other gatlinburg cabins charging per night this december?", rules, ["other gatlinburg cabin"], [], "622 laurel bluff way gatlinburg tn").answering).toEqual([]);
  });
});
