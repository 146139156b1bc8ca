// Blind set r77-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list), with "last year", "this year", "last month" and "last quarter" computed from the run's today; a figure quoted from a document is its literal text, used only after the document is found on file.
// Persona: a member pasting questions from an email thread with the company's accountant (Dana, at the
// CPA firm): quoted, forwarded with a short remark, in the accountant's formal tax wording, or
// paraphrased quickly.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, type Obligation, obligations, quarter, RENTS, thisYear, titles, type Truth, guestsOf, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** A property's free-form fields (tenant, rent, units), as GET /properties returns them. */
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, unknown> }).extra_metadata;
/** The document whose title or file name holds `q` must be on file before its text is quoted. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file matching "${q}"`);
}
const open = (o: Obligation) => o.status !== "completed" && o.status !== "cancelled";
const byDue = (a: Obligation, b: Obligation) => a.due_date.localeCompare(b.due_date);
const dates = (items: Obligation[]) => [...new Set(items.map((o) => longDate(o.due_date)))];

// Questions that a follow-up is asked after.
const DUPLEX_RENT = "how much did the duplex bring in last yr? just rent please, not the late fee";
const MORTGAGE_INTEREST = "Dana's list, item 1: total mortgage interest paid last year across all the loans (she's still waiting on a couple of the 1098s)";
const THORNAPPLE_SPLIT = "land vs building basis on Thornapple? she needs the split for the 27.5 yr depreciation";
const BOOKINGS_LAST_MONTH = "how many airbnb bookings did the carriage house get last month?";
const MGMT_AGREEMENT = `Per Dana's email: "Under the Brightwell management agreement, what is the management fee, and how much notice does either side need to give to terminate?"`;

export const R77_LANDLORD_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: `Dana asks: "What were total rents received for the prior year, all five properties, long-term leases and Airbnb together? Rent only, please leave out late fees and the forfeited deposit."`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "ytd airbnb income on the carriage house? dana wants it before she runs the Q4 estimate",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: `Per Dana's email: "Can you confirm the rent collected at the Thornapple house for Q2 of this year?"`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Thornapple"), ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Larkspur"), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Accountant asks: were any late fees collected in the prior year, and if so how much in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Quick one fwd from Dana - gross Airbnb bookings for last month, before the host fee comes out?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "she wants to know how much rent Marisol has paid us so far this year on Sycamore Hollow",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Sycamore"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: `Dana: "Please give me last quarter's income split between long-term rent and short-term rental (Airbnb)."`,
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastQuarter(t.today) })),
      figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) })),
    ],
  },
  {
    group: "income",
    query: "calculate what the Hood River place grossed in july + aug last year, Dana's looking at the summer season",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), start: month(Y(t) - 1, 7).start, end: month(Y(t) - 1, 8).end }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: MORTGAGE_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did we pay Brightwell in total last yr? the 9% fees plus that lease renewal fee",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: `Accountant asks: "How much was paid to Rosario Plumbing in the prior year? We may need to issue them a 1099-NEC."`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "pull up property taxes paid last year, all the counties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Dana needs the carriage house utilities for last year - power, gas, water, internet, garbage. one total is fine",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Mill Race"), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: `Per Dana's email: "Total insurance premiums paid last year, all policies?"`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the Beaverton condo ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Quarry Bend"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "can you tell me what we spent on repairs at Larkspur last year? not counting the water/sewer bills obviously",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, "Larkspur"), ...year(Y(t) - 1) }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: `Dana is updating the depreciation schedule: "What were the purchase price and the acquisition date of the Quarry Bend condo?"`,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: THORNAPPLE_SPLIT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: `Accountant asks: "What is the total depreciable basis of the Mill Race carriage house, building plus furnishings (excluding land)?"`,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the full street address of the Salem house and when did we place it in service? Dana needs the exact date",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [p.address.split(",")[0]!, longDate(p.placed_in_service!)];
    },
  },
  {
    group: "properties",
    query: "Dana: the new roof on Thornapple last fall, what did it cost all in, and did we capitalize it or expense it as a repair?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], property: await pid(t, "Thornapple"), ...year(Y(t) - 1) }))],
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "who are the tenants in the two duplex units right now?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units as { tenant: string }[];
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "tenants",
    query: "monthly rent on the Beaverton condo? (Tobias's unit) Dana wants to check it against what Brightwell remits",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Quarry Bend")).monthly_rent))],
  },
  {
    group: "tenants",
    query: `Per Dana: "What security deposit is held for Brianna under her current lease, and is there a separate pet deposit?"`,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kowalczyk");
      return ["$2,400", "$400"];
    },
  },
  {
    group: "tenants",
    query: "how much of Garrett Hollis's deposit did we end up keeping last year? she says the kept part is income in the year we keep it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...year(Y(t) - 1) }))],
  },
  {
    group: "tenants",
    query: "When does Tobias Wren's lease end? Dana flagged the HOA's 12 month minimum for the renewal",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Tobias");
      const ends = items.map((o) => /lease ends (\w+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!ends) throw new Error("no lease end for Tobias");
      return [ends];
    },
  },

  // Company facts
  {
    group: "company",
    query: "Dana needs our EIN for the 1065 header, can you pull it up?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: `Accountant asks: "What is the company's Oregon Secretary of State registry number?"`,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: `per Dana's email: "Please confirm the members of Basalt Creek Holdings and their percentage interests for the K-1s."`,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "company",
    query: "when was Basalt Creek formed, and who's the registered agent on file w/ the state?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: `Dana: "What is the next federal or state tax deadline on your calendar, filing or estimated payment?"`,
    tool: "query_database",
    expect: async (t) => {
      const found = [...(await obligations(t, "obligation_type=tax:payment&upcoming=400")).items, ...(await obligations(t, "obligation_type=tax:filing&upcoming=400")).items].filter(open).sort(byDue);
      if (!found[0]) throw new Error("no tax deadline ahead");
      return [longDate(found[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days? dana's doing a year end checklist",
    tool: "query_database",
    expect: async (t) => dates((await obligations(t, "upcoming=30")).items.filter(open)),
  },
  {
    group: "deadlines",
    query: "When's the 1065 due for this tax year's return? Dana wants it on her calendar",
    tool: "query_database",
    expect: async (t) => {
      const o = (await obligations(t, "q=1065")).items.find((item) => item.description.includes(`for ${Y(t)}`));
      if (!o) throw new Error("no 1065 for this tax year");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "is anything past due right now? Dana asked me to check before she closes out the year",
    tool: "query_database",
    expect: async (t) => dates((await obligations(t, "status=overdue")).items),
  },
  {
    group: "deadlines",
    query: "when is the Hood River STR permit renewal due next?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await obligations(t, "q=short-term rental permit")).items.filter(open).sort(byDue)[0];
      if (!o) throw new Error("no open permit renewal");
      return [longDate(o.due_date)];
    },
  },

  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "Dana asked which formation docs we have on file - articles, operating agreement, the EIN letter?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },
  {
    group: "documents",
    query: MGMT_AGREEMENT,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Management Agreement");
      return ["9%", "30 days"];
    },
  },
  {
    group: "documents",
    query: "what's the liability limit and the deductible on the carriage house policy? Dana's reviewing coverage",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual");
      return ["$1,000,000", "$1,500"];
    },
  },
  {
    group: "documents",
    query: `Accountant asks about the Quarry Bend special assessment: "What is the total per unit, and when are the installments due? It may need to be capitalized."`,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association");
      return ["$3,150"];
    },
  },
  {
    group: "documents",
    query: "which leases do we actually have on file? Dana wants copies",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "q=Lease")).map((title) => /\(([^)]+)\)/.exec(title)?.[1]).filter((name): name is string => Boolean(name)),
  },

  // Stays at the carriage house
  {
    group: "stays",
    query: BOOKINGS_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "Dana is asking for nights booked at Hood River in August of last year, for the rental days count",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "stays",
    query: "who stayed at the carriage house last month? names please",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "total number of reservations at Mill Race last yr?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...year(Y(t) - 1) }))],
  },

  // Follow-ups
  {
    group: "follow-ups",
    query: "and ytd?",
    tool: "query_database",
    after: DUPLEX_RENT,
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Larkspur"), ...thisYear(t) }))],
  },
  {
    group: "follow-ups",
    query: "ok and just the Salem house?",
    tool: "query_database",
    after: MORTGAGE_INTEREST,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await pid(t, "Sycamore"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-ups",
    query: "same for the duplex",
    tool: "query_database",
    after: THORNAPPLE_SPLIT,
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "follow-ups",
    query: "how many nights was that altogether?",
    tool: "query_database",
    after: BOOKINGS_LAST_MONTH,
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "follow-ups",
    query: "and what do they charge for placing a new tenant?",
    tool: "search_document_content",
    after: MGMT_AGREEMENT,
    expect: async (t) => {
      await onFile(t, "Management Agreement");
      return ["50%"];
    },
  },

  // What the records cannot answer
  {
    group: "unanswerable",
    query: "Dana asks for a rough fair market value on Thornapple today - what's it worth?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the current payoff balance on the Umpqua loan for Larkspur?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: `Accountant asks: "Does Helena qualify as a real estate professional this year, and should she make the grouping election?" what do you think?`,
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we raise Tobias's rent to when his lease renews?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Cascade Pest Control last year? Dana thinks they might need a 1099",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather looking like in Hood River this weekend? have guests checking in",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Dana wants a 3 year comparison - total rents for the year before last?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much security deposit are we holding for Ingrid in unit B?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: `Per Dana's email: "How much has each member taken in distributions so far this year?"`,
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Guild mortgage for the Salem house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
