// Blind set r71-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list and the occupancy report); the only literals are words a document on file states, used after checking that document is on file. The voice is a member who winters in Florida and checks on the places from her tablet.
import { type Case, figure, guestsOf, lastMonth, longDate, month, nightsBooked, nextOpen, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
/** The latest whole calendar month `m` before today's month ("in October" asked in November is this October). */
const latest = (t: Truth, m: number) => (Number(t.today.slice(5, 7)) > m ? month(Y(t), m) : month(Y(t) - 1, m));
/** The latest whole Q2 ("q2" asked after June is this year's). */
const latestQ2 = (t: Truth) => (Number(t.today.slice(5, 7)) > 6 ? quarter(Y(t), 2) : quarter(Y(t) - 1, 2));
/** The latest winter season, December through March, that has ended or is under way past its December. */
const lastWinter = (t: Truth, endMonth: number) => {
  const endYear = Number(t.today.slice(5, 7)) > endMonth ? Y(t) : Y(t) - 1;
  return { start: `${endYear - 1}-12-01`, end: month(endYear, endMonth).end };
};
/** The whole history of the books. */
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const usd = (amount: string) => `$${figure(amount)}`;
/** A non-zero sum, else an error: a question about money that came in or went out must have some. */
const some = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`no ${what}`);
  return usd(amount);
};

const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
}

const HERON = "Heron Roost";
const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const CAFE = "Manatee Avenue";

// Questions asked first in a session, then followed up.
const JULY_NIGHTS = "how many nights was the pool house booked in july?";
const CONDO_HOA = "What did the HOA dues on the beach condo come to last yr?";
const DUPLEX_RENT = "How much rent came in from the Bradenton duplex last year? just rent please";
const HERON_BOUGHT = "When did we buy the pool house down in Englewood, and what did we pay for it?";
const HERON_POWER = "electric bills at the pool house ytd?";

export const R71_COAST_CASES: Case[] = [
  // --- Income by period, property and source (9)
  {
    group: "income",
    query: DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: (await t.property(DUPLEX)).id }), "duplex rent")],
  },
  {
    group: "income",
    query: "What has the pool house brought in from Vrbo guests so far this year?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property(HERON)).id }), "Vrbo income")],
  },
  {
    group: "income",
    query: "Hi! Can you tell me what the beach condo took in from guests this past winter, December thru March? Not counting the cleaning fees or the taxes, just the rent.",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["revenue:rental_income"], ...lastWinter(t, 3), property: (await t.property(CONDO)).id }), "condo winter rent")],
  },
  {
    group: "income",
    query: "condo rent for q2?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["revenue:rental_income"], ...latestQ2(t), property: (await t.property(CONDO)).id }), "condo Q2 rent")],
  },
  {
    group: "income",
    query: "How much did we collect in cleaning fees from the Indian Rocks condo guests last year?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t), property: (await t.property(CONDO)).id }), "condo cleaning fees")],
  },
  {
    group: "income",
    query: "What was Mangrove Key's total income in October, all the properties together?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ type: "revenue", ...latest(t, 10) }), "October income")],
  },
  {
    group: "income",
    query: "how much rent has Lucinda paid us this year",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: RENTS, ...thisYear(t), q: "Lucinda Farraday" }), "rent from Lucinda")],
  },
  {
    group: "income",
    query: "Did the coffee shop pay us back for the property tax last December? How much was it?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ type: "revenue", ...month(Y(t) - 1, 12), property: (await t.property(CAFE)).id, q: "property tax" }), "tax reimbursement")],
  },
  {
    group: "income",
    query: "Pull up everything the café building brought in last yr please: base rent, CAM, reimbursements, the lot.",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property(CAFE)).id }), "café income")],
  },

  // --- Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "How much have we paid Aquamarine for the pool so far this year?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }), "Aquamarine bills")],
  },
  {
    group: "expenses",
    query: CONDO_HOA,
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t), property: (await t.property(CONDO)).id }), "condo HOA dues")],
  },
  {
    group: "expenses",
    query: "what did insurance cost us across all four places last year? wind, flood, all of it",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }), "insurance")],
  },
  {
    group: "expenses",
    query: HERON_POWER,
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: (await t.property(HERON)).id }), "pool house electricity")],
  },
  {
    group: "expenses",
    query: "What did those accordion hurricane shutters on the Englewood house end up costing us?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ type: "expense", ...ever(t), property: (await t.property(HERON)).id, q: "shutters installed" }), "shutters")],
  },
  {
    group: "expenses",
    query: "Can you calculate what Salt & Linen charged us for cleaning last month?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ type: "expense", ...lastMonth(t.today), q: "Salt & Linen" }), "Salt & Linen bills")],
  },
  {
    group: "expenses",
    query: "mortgage interest on the pool house for last year?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: (await t.property(HERON)).id }), "mortgage interest")],
  },
  {
    group: "expenses",
    query: "That special assessment the condo association hit us with for the concrete and balconies, how much have we paid on it in total?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ type: "expense", ...ever(t), property: (await t.property(CONDO)).id, q: "special assessment" }), "special assessment")],
  },

  // --- Properties: purchase, basis, acquisition, addresses (5)
  {
    group: "properties",
    query: HERON_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(HERON);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on the beach condo? building plus furniture, not the land",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "how is the duplex on Palmetto Hammock split between land and building for the books?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(DUPLEX);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "what's the street address of the café building again? I need it for a delivery",
    tool: "query_database",
    expect: async (t) => [(await t.property(CAFE)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "Which of our places did we buy first, and when was that?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0];
      if (!first) throw new Error("no properties");
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // --- Tenants, rents, leases, deposits (4)
  {
    group: "tenants",
    query: "What is Desmond paying a month for unit 2 these days?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: RENTS, ...lastMonth(t.today), q: "Okoro-Baines" }), "Desmond's rent")],
  },
  {
    group: "tenants",
    query: "remind me who's leasing the café space on Manatee Ave and what the base rent is now",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${(await t.property(CAFE)).id}`);
      const tenant = /\(([^)]+)\)/.exec(p.extra_metadata.tenant ?? "")?.[1];
      if (!tenant) throw new Error("no tenant on the café building");
      return [tenant, some(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: (await t.property(CAFE)).id }), "café base rent")];
    },
  },
  {
    group: "tenants",
    query: "When Wyatt moved out of the duplex, how much of his security deposit did we end up keeping?",
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...ever(t), property: (await t.property(DUPLEX)).id }), "deposit kept")],
  },
  {
    group: "tenants",
    query: "How much security deposit does Lucinda's lease say we're holding for her?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farraday");
      return ["$1,700"];
    },
  },

  // --- Company facts (4)
  {
    group: "company",
    query: "whats our EIN again? the bank is asking",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's the Sunbiz document number for Mangrove Key Property Group?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed? I can never remember the date",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is our registered agent in Tallahassee?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // --- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "Anything coming due in the next two weeks I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=14");
      if (items.length === 0) throw new Error("nothing due in 14 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Sunbiz annual report due this time?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!next) throw new Error("no annual report ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is the next tourist tax return due for the pool house?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `property_id=${(await t.property(HERON)).id}&q=tourist%20development&start_date=${t.today}`);
      if (!next) throw new Error("no tourist tax return ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By what date does Saltmarsh have to tell us whether they're using their renewal option?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `property_id=${(await t.property(CAFE)).id}&q=renewal%20option`);
      if (!next) throw new Error("no renewal option deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When does the windstorm policy on the Englewood house come up for renewal next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `property_id=${(await t.property(HERON)).id}&q=windstorm&start_date=${t.today}`);
      if (!next) throw new Error("no windstorm renewal ahead");
      return [longDate(next.due_date)];
    },
  },

  // --- Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "Who are the members of the LLC again, and how is it split between us?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Graham Pettigrew", "40%"];
    },
  },
  {
    group: "documents",
    query: "what's the hurricane deductible on the pool house wind policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm policy");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "If a guest breaks the Coquina Tides rules, how big can the association's fines get?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rules and Regulations");
      return ["$1,000"];
    },
  },
  {
    group: "documents",
    query: "What does our agreement with the pool guy say he charges per weekly visit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Aquamarine");
      return ["$38"];
    },
  },
  {
    group: "documents",
    query: "What paperwork do we have on file for the café building?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(CAFE)).id}`),
  },
  {
    group: "documents",
    query: "which insurance policies have we got saved in the documents?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // --- Stays and bookings (4)
  {
    group: "stays",
    query: "How many Vrbo bookings did the pool house have in October?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...latest(t, 10), property: (await t.property(HERON)).id });
      if (n === 0) throw new Error("no October bookings");
      return [String(n)];
    },
  },
  {
    group: "stays",
    query: "who stayed at the pool house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, HERON, lastMonth(t.today)),
  },
  {
    group: "stays",
    query: JULY_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, HERON, latest(t, 7)))],
  },
  {
    group: "stays",
    query: "Who had the beach condo over the winter, December through February?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CONDO, lastWinter(t, 2)),
  },

  // --- Follow-ups: asked right after another question in the same chat (5)
  {
    group: "follow-up",
    query: "and in august?",
    after: JULY_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, HERON, latest(t, 8)))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: CONDO_HOA,
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property(CONDO)).id }), "condo HOA dues this year")],
  },
  {
    group: "follow-up",
    query: "ok and the café building?",
    after: DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: (await t.property(CAFE)).id }), "café rent")],
  },
  {
    group: "follow-up",
    query: "And the condo on Gulf Blvd?",
    after: HERON_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "what about for the beach condo?",
    after: HERON_POWER,
    tool: "query_database",
    expect: async (t) => [some(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: (await t.property(CONDO)).id }), "condo electricity")],
  },

  // --- What the records cannot answer (10)
  { group: "unanswerable", query: "What do you think the beach condo would sell for on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the payoff balance on the pool house mortgage right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is there a hurricane headed toward Englewood this weekend? should I close the shutters?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much have we paid Pelican Pressure Washing for the duplex driveway?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What rent should we ask Desmond for when his lease comes up?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should Mangrove Key elect to be taxed as an S corp instead of a partnership?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the pool house's star rating on Vrbo these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was Desmond's credit score when we approved him for unit 2?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much does the Coquina Tides association have in its reserve fund right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "If Saltmarsh pays late again can we legally lock them out of the suite?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
