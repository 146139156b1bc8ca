// Blind evaluation set r46 for the Gulf-coast company (Mangrove Key Property Group LLC): 60 questions
// written without reading the assistant's code, its tests, its docs or any other question set; only the
// fixture company (scripts/lib/coast-company.ts), the runner and the service spec were read. Every
// expected figure, date and name is read at run time from the REST API (or, for what a document says,
// from the document's own text after checking through the API that it is on file).
import { coastDocuments } from "./coast-company";
import { type Case, type Truth, type Obligation, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

/** The month before last month. */
const monthBeforeLast = (t: Truth) => {
  const prev = lastMonth(t.today);
  return lastMonth(prev.start);
};

/** The company profile, whether or not the service wraps it. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  const inner = (body.data ?? body.company ?? body) as Record<string, unknown>;
  return inner;
}

/** Every obligation, all pages. */
async function allObligations(t: Truth): Promise<Obligation[]> {
  const out: Obligation[] = [];
  for (let page = 1; page < 50; page++) {
    const body = await t.get<{ items: Obligation[]; total: number }>(`/api/v1/obligations?page_size=100&page=${page}`);
    out.push(...body.items);
    if (body.items.length === 0 || out.length >= body.total) break;
  }
  return out;
}

/** Open obligations due today or later, soonest first, optionally those whose description matches. */
async function upcoming(t: Truth, match?: RegExp): Promise<Obligation[]> {
  const items = (await allObligations(t)).filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && (!match || match.test(o.description)));
  if (items.length === 0) throw new Error(`no upcoming obligation ${match ?? ""}`);
  return items.sort((a, b) => a.due_date.localeCompare(b.due_date));
}

const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
async function transactions(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** A phrase a document on file writes, read from the document's text; the document must be listed by the API. */
async function fromDocument(t: Truth, filename: string, pattern: RegExp): Promise<string> {
  const doc = coastDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no document ${filename}`);
  const onFile = await titles(t, "");
  if (!onFile.includes(doc.title)) throw new Error(`${doc.title} is not on file`);
  const hit = pattern.exec(doc.body)?.[1];
  if (!hit) throw new Error(`${pattern} not found in ${filename}`);
  return hit;
}

const none = async () => [];

export const R46_COAST_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "What was Mangrove Key's total rental income for last yr, all four properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "pull up the vrbo booking revenue for the Englewood house in q3 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, POOL), ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "How much base rent has Saltmarsh Coffee paid us ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, CAFE), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "can you calculate gross rent collected at the Palmetto duplex so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, DUPLEX), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent has the beach condo brought in this year? just the stay rent pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CONDO), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the Furnished Finder stays at unit 704 pay in rent last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CONDO), q: "Furnished Finder", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much has Lucinda paid in rent this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Lucinda Farraday", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Give me total revenue for the whole company last month, every source included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Salt & Linen so far this year (both places)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Salt & Linen", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did insurance premiums cost us last year across all the properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total property taxes paid ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what were the electric bills at Heron Roost for all of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, POOL), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much has Aquamarine charged us this year, all in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Aquamarine", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend on landscaping for every property last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "Monthly association dues on the Indian Rocks condo, how much so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, CONDO), ...thisYear(t) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "what was our net income last year for the entire LLC?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "Net profit on the café building year to date, please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, CAFE), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the pool house make or lose money last quarter? give me the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, POOL), ...lastQuarter(t.today) }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Vrbo reservations did the pool house get in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, POOL), ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at Heron Roost last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the beach condo occupied last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CONDO, lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who is renting unit 2 of the duplex right now, and what are they paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await transactions(t, `category=revenue:long_term_rental&property_id=${await pid(t, DUPLEX)}&q=${encodeURIComponent("Unit 2")}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      const name = / from (.+?) - Unit 2/.exec(latest!.description)?.[1];
      if (!name) throw new Error(`no tenant in ${latest!.description}`);
      return [name, figure(latest!.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's the café paying us in base rent per month at the moment?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await transactions(t, `category=revenue:long_term_rental&property_id=${await pid(t, CAFE)}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      return [figure(latest!.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "How many guest stays has Coquina Tides 704 had this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CONDO), ...thisYear(t) }))],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis of the Englewood pool home?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(POOL)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "How much did we pay for the Bradenton duplex when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(DUPLEX)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "break out land vs building basis for the Manatee Ave property",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CAFE);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What's the furniture (FF&E) basis on unit 704, and the total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Can you give me Mangrove Key's Florida document number (the Sunbiz one)?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "who's the registered agent for the company",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string;
      return [typeof agent === "string" ? agent : String(agent.name)];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the very next deadline we have coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDaysIso(t.today, 30);
      const due = (await upcoming(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next Sunbiz annual report due and what's the filing fee",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, /annual report/i))[0]!;
      const fee = /\$([\d,.]+) fee/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do I have to renew the flood insurance on the pool house?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, /flood/i))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "by what date does Saltmarsh have to tell us if they're exercising their renewal option?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, /renewal option/i))[0]!.due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Heron Roost windstorm policy?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "heron-roost-windstorm-policy-declarations.md", /Hurricane deductible:[^$]*\$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "whats the late fee in Lucinda's lease if rent comes in after the 5th",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "palmetto-hammock-unit-1-lease-farraday.md", /late fee of \$([\d,.]+)/)],
  },
  {
    group: "documents",
    query: "How much does the pool guy charge per weekly visit under our agreement?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "aquamarine-pool-service-agreement.md", /\$([\d,.]+) per weekly visit/)],
  },
  {
    group: "documents",
    query: "what security deposit did the café put down under their NNN lease?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "saltmarsh-coffee-nnn-lease.md", /Security deposit\s*\n\$(\d[\d,]*\.\d{2})/)],
  },
  {
    group: "documents",
    query: "list the insurance policy documents we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: "rental income from the duplex last month?",
    query: "and the month before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, DUPLEX), ...monthBeforeLast(t) }))],
  },
  {
    group: "follow-up",
    after: "What did we spend on electricity at Heron Roost last year?",
    query: "what about the beach condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, CONDO), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "when is the HO-6 policy on the condo up for renewal?",
    query: "who's the insurer on that one?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await upcoming(t, /HO-6/))[0]!;
      const insurer = /\(([^)]+)\)/.exec(o.description)?.[1];
      if (!insurer) throw new Error(`no insurer in ${o.description}`);
      return [insurer];
    },
  },
  {
    group: "follow-up",
    after: "How much was the pool pump motor replacement?",
    query: "who did the work?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await transactions(t, `q=${encodeURIComponent("pump motor")}&start_date=2000-01-01&end_date=${t.today}`);
      return [tx!.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: "how many vrbo bookings did we have last month",
    query: "how much did those bring in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, POOL), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    after: "What was the purchase price of the café building?",
    query: "and the land basis?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CAFE)).land_basis)],
  },
  {
    group: "follow-up",
    after: "total property tax we paid last year",
    query: "just the duplex?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, DUPLEX), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "How much have we paid Gulfside Pest Defense this year?",
    query: "and last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Gulfside Pest Defense", ...lastYear(t) }))],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "What would the Heron Roost house sell for on today's market?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "can you forecast our rental income for next year?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "Should we refinance the café building or sell it?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "how much rent did the Siesta Key townhouse bring in last year?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "What was our rental income back in 2015?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "what's the remaining balance on the Tidewater mortgage for the pool house?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the Barrier Island commercial loan?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "what's Desmond's credit score and social security number?", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "Pull up the EIN for Pelican Shoals Holdings LLC, our neighbor's company", tool: "query_database", expect: none },
  { group: "unanswerable", unanswerable: true, query: "how much are Indian Rocks Beach condo values expected to go up next year?", tool: "query_database", expect: none },
];
