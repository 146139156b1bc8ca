// Round 49, the Gulf-coast company (Mangrove Key Property Group LLC): 60 questions written blind, by an
// author who read only the company file (scripts/lib/coast-company.ts), the REST spec, eval-chat.ts and
// the types of chat-questions.ts, never the assistant's code, its tests, its docs or another set.
// Every expected figure, date and name is read at run time from the REST API; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

const yr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yr(t) - 1);
const thisMonth = (t: Truth) => ({ start: `${t.today.slice(0, 7)}-01`, end: t.today });
/** The most recent third quarter that has ended. */
const lastQ3 = (t: Truth) => quarter(Number(t.today.slice(5, 7)) > 9 ? yr(t) : yr(t) - 1, 3);
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Transactions matching a filter, newest first. */
async function txs(t: Truth, params: string): Promise<Tx[]> {
  const { items, total } = await t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&start_date=2000-01-01&end_date=${t.today}&${params}`);
  if (items.length === 0) throw new Error(`no transactions for ${params}`);
  if (total > items.length) throw new Error(`more than one page for ${params}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** Open obligations, earliest first. */
async function open(t: Truth): Promise<Obligation[]> {
  const { items, total } = await obligations(t, "");
  if (total > items.length) throw new Error(`obligations: ${total} > ${items.length}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}
/** The next open obligation on or after today whose description matches. */
async function nextDue(t: Truth, re: RegExp): Promise<Obligation> {
  const hit = (await open(t)).find((o) => o.due_date >= t.today && re.test(o.description));
  if (!hit) throw new Error(`no open obligation matching ${re}`);
  return hit;
}
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A value quoted from a document, once the document is confirmed on file. */
async function fromDoc(t: Truth, title: string, quoted: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((x) => x.toLowerCase().includes(title.toLowerCase()))) throw new Error(`document "${title}" not on file`);
  return quoted;
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string } | string;
}
async function company(t: Truth): Promise<Company> {
  const body = await t.get<Company & { data?: Company }>("/api/v1/company");
  const c = body.data ?? body;
  if (!c.ein) throw new Error("company profile has no EIN");
  return c;
}
const agentName = (c: Company) => (typeof c.registered_agent === "string" ? c.registered_agent : c.registered_agent.name);

export const R49_COAST_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much rental income came in last month across all 4 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What was Mangrove Key's gross rental income for last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "q3 vrbo income at the englewood pool house pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQ3(t), property: await pid(t, POOL) }))],
  },
  {
    group: "income",
    query: "Can you pull up how much base rent Saltmarsh has paid us ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, CAFE) }))],
  },
  {
    group: "income",
    query: "How much have the Furnished Finder stays at Coquina Tides brought in so far this year (not counting direct bookings)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, CONDO), q: "Furnished Finder" }))],
  },
  {
    group: "income",
    query: "Total revenue last quarter, everything included - rent, CAM, reimbursements, taxes collected, all of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "give me last year's rental income broken out by property",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const p of [CONDO, DUPLEX, POOL, CAFE]) out.push(figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, p) })));
      return out;
    },
  },
  {
    group: "income",
    query: "how much rent have we collected from the Bradenton duplex this month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisMonth(t), property: await pid(t, DUPLEX) }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "What did we pay Salt & Linen for cleanings last year, both houses together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: "how much has the pool company (Aquamarine) cost us ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "Calculate our total insurance premiums for last year across every property please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid on the cafe building this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: await pid(t, CAFE) }))],
  },
  {
    group: "expenses",
    query: "what did electricity run us at Heron Roost last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...lastQuarter(t.today), property: await pid(t, POOL) }))],
  },
  {
    group: "expenses",
    query: "How much in condo association dues have we paid for unit 704 so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, CONDO) }))],
  },
  {
    group: "expenses",
    query: "total expenses on the duplex last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, DUPLEX) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "What was the company's net income for last year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "net on the café building year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, CAFE) }))],
  },
  {
    group: "net",
    query: "did the pool house make or lose money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, POOL) }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Vrbo reservations did Heron Roost get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, POOL) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's stayed at the beach condo this year? just the names",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CONDO, thisYear(t)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights the englewood house was booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who is renting unit 2 at the duplex right now and what are they paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, `property_id=${await pid(t, DUPLEX)}&category=revenue:long_term_rental&q=${encodeURIComponent("Unit 2 rent")}`);
      const name = /from (.+?) - Unit 2/.exec(latest!.description)?.[1];
      if (!name) throw new Error(`no tenant in ${latest!.description}`);
      return [name, figure(latest!.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "whats the coffee shop paying us in monthly base rent these days",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, `property_id=${await pid(t, CAFE)}&category=revenue:long_term_rental`);
      return [figure(latest!.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "How many separate stays did we have at the Indian Rocks Beach condo last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, CONDO) }))],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on the Indian Rocks condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the palmetto hammock duplex when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(DUPLEX)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "Give me the land vs building basis split for the Englewood house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(POOL);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis for 2204 Manatee Ave W?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CAFE)).total_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's our EIN again? the bank is asking",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What is Mangrove Key's Sunbiz document number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who do we have as our registered agent in Florida?",
    tool: "query_database",
    expect: async (t) => [agentName(await company(t))],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t)).find((o) => o.due_date >= t.today);
      if (!next) throw new Error("nothing due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const end = plusDays(t.today, 30);
      const dates = [...new Set((await open(t)).filter((o) => o.due_date >= t.today && o.due_date <= end).map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due in 30 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When's the Sunbiz annual report due and how much is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, /annual report/i);
      const fee = /\$([\d,]+\.\d\d) fee/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when does the windstorm policy on heron roost come up for renewal",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /windstorm/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "Deadline for the partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /Form 1065/i)).due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Heron Roost windstorm policy?",
    tool: "search_document_content",
    expect: (t) => fromDoc(t, "windstorm policy declarations", ["7,900"]),
  },
  {
    group: "documents",
    query: "per Lucinda's lease, what's the late fee if rent comes in after the 5th?",
    tool: "search_document_content",
    expect: (t) => fromDoc(t, "Lucinda Farraday", ["75.00"]),
  },
  {
    group: "documents",
    query: "How big a security deposit did Saltmarsh Coffee put down under their lease?",
    tool: "search_document_content",
    expect: (t) => fromDoc(t, "Saltmarsh Coffee Roasters", ["7,000.00"]),
  },
  {
    group: "documents",
    query: "what percentage of the company does Graham own according to the operating agreement",
    tool: "search_document_content",
    expect: (t) => fromDoc(t, "Operating Agreement", ["40%"]),
  },
  {
    group: "documents",
    query: "Which insurance documents have we uploaded?",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "and last year?",
    after: "How much did the Vrbo bookings at Heron Roost gross this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, POOL) }))],
  },
  {
    group: "follow-up",
    query: "what about the pool house?",
    after: "What did we spend on water and sewer at the duplex last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:water"], ...lastYear(t), property: await pid(t, POOL) }))],
  },
  {
    group: "follow-up",
    query: "how much was that?",
    after: "who fixed the refrigerant leak in the AC at unit 1 of the duplex?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...allTime(t), property: await pid(t, DUPLEX), q: "refrigerant" }))],
  },
  {
    group: "follow-up",
    query: "who was the vendor?",
    after: "how much did it cost to replace the pool pump motor at Heron Roost?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, `property_id=${await pid(t, POOL)}&q=${encodeURIComponent("pump motor")}`);
      return [tx!.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    query: "and the pool house?",
    after: "What's the depreciable basis of the beach condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(POOL)).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: "How many nights was the beach condo booked last quarter?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CONDO, lastQuarter(t.today)),
  },
  {
    group: "follow-up",
    query: "who's that policy with?",
    after: "When is the flood insurance renewal for Heron Roost due?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, /flood/i);
      const insurer = /\(([^)]+)\)/.exec(o.description)?.[1];
      if (!insurer) throw new Error(`no insurer in ${o.description}`);
      return [insurer];
    },
  },
  {
    group: "follow-up",
    query: "and Desmond?",
    after: "How much rent did Lucinda pay us last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, DUPLEX), q: "Okoro-Baines" }))],
  },

  // ---------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What's the beach condo worth on the market right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you forecast our rental income for next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we sell the duplex or refinance it? What would you recommend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the Sanibel cottage bring in last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What was our total rental income in 2021?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the remaining balance on the Tidewater mortgage for Heron Roost?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the commercial loan for the café building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "I need Lucinda Farraday's date of birth and social for a screening form, can you pull it up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the EIN for Saltmarsh Coffee Roasters LLC?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much will the property tax bill on unit 704 be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
