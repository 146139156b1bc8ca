// Round 23 blind set for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set; only the company
// file (scripts/lib/landlord-company.ts), the eval runner and the service spec were read. Every expected
// figure, date and name is read at run time from the REST API, relative to t.today.
import {
  type Case,
  type Truth,
  RENTS,
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
  type Obligation,
} from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const STR = ["revenue:rental_income"];

/** A sum that must not be zero (a zero means the filter missed the records, not that nothing was spent). */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const s = await t.sum(filter);
  if (Number(s) === 0) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return figure(s);
}

const rents = async (t: Truth, period: { start: string; end: string }, fragment?: string) =>
  nonZero(t, { categories: RENTS, ...period, property: fragment ? (await t.property(fragment)).id : undefined });

const net = async (t: Truth, period: { start: string; end: string }, fragment?: string) =>
  figure(await t.sum({ type: "net", ...period, property: fragment ? (await t.property(fragment)).id : undefined }));

/** The property's free-form fields (tenant, rent, units). */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Record<string, unknown> };
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
}

/** The company profile, whether or not the response wraps it. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  const inner = (body.data ?? body.profile ?? body) as Record<string, unknown>;
  if (!inner.legal_name) throw new Error(`no company profile: ${JSON.stringify(body).slice(0, 200)}`);
  return inner;
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Open obligations due from today on, soonest first, optionally those whose description holds a phrase. */
async function upcoming(t: Truth, phrase?: string): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today)
    .filter((o) => !phrase || o.description.toLowerCase().includes(phrase.toLowerCase()))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation${phrase ? ` for "${phrase}"` : ""}`);
  return open;
}

/** Throws unless a document whose title holds the fragment is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

export const R23_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did we bring in last yr across all the rentals?",
    tool: "query_database",
    expect: async (t) => [await rents(t, year(Y(t) - 1))],
  },
  {
    group: "income",
    query: "Gross rental income for Basalt Creek ytd?",
    tool: "query_database",
    expect: async (t) => [await rents(t, thisYear(t))],
  },
  {
    group: "income",
    query: "can you calculate total rents collected last quarter",
    tool: "query_database",
    expect: async (t) => [await rents(t, lastQuarter(t.today))],
  },
  {
    group: "income",
    query: "What has the Airbnb grossed so far this year?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: STR, ...thisYear(t), property: (await t.property("Mill Race")).id })],
  },
  {
    group: "income",
    query: "carriage house income for July of last year pls",
    tool: "query_database",
    expect: async (t) => [await rents(t, month(Y(t) - 1, 7), "Mill Race")],
  },
  {
    group: "income",
    query: "How much rent has Marisol paid us this year?",
    tool: "query_database",
    expect: async (t) => [await rents(t, thisYear(t), "Sycamore")],
  },
  {
    group: "income",
    query: "break down last month's rental income by property",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string }[] }>("/api/v1/properties?page_size=50");
      const period = lastMonth(t.today);
      return Promise.all(items.map(async (p) => figure(await t.sum({ categories: RENTS, ...period, property: p.id }))));
    },
  },
  {
    group: "income",
    query: "what did the Larkspur duplex bring in from Jan thru June this year",
    tool: "query_database",
    expect: async (t) => [await rents(t, { start: `${Y(t)}-01-01`, end: `${Y(t)}-06-30` }, "Larkspur")],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "What did we pay Rosario Plumbing last year?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "Rosario", ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "property tax paid last year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:property_tax"], ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "pull up electricity costs for the Hood River unit year to date",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:utilities:electricity"], ...thisYear(t), property: (await t.property("Mill Race")).id })],
  },
  {
    group: "expenses",
    query: "how much has Brightwell taken in management fees this year",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "Management fee", ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "what did Gorge Sparkle cleaning cost us last month?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "Gorge Sparkle", ...lastMonth(t.today) })],
  },
  {
    group: "expenses",
    query: "total HOA dues on the condo for last year?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "HOA", ...year(Y(t) - 1), property: (await t.property("Quarry")).id })],
  },
  {
    group: "expenses",
    query: "what'd we pay Lindgren Okafor for tax prep this yr",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "Lindgren", ...thisYear(t) })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was Basalt Creek's net income last year?",
    tool: "query_database",
    expect: async (t) => [await net(t, year(Y(t) - 1))],
  },
  {
    group: "net",
    query: "is the carriage house making money this year? give me the net after expenses",
    tool: "query_database",
    expect: async (t) => [await net(t, thisYear(t), "Mill Race")],
  },
  {
    group: "net",
    query: "net profit for sycamore hollow last quarter",
    tool: "query_database",
    expect: async (t) => [await net(t, lastQuarter(t.today), "Sycamore")],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did we have in August last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: STR, ...month(Y(t) - 1, 8), property: (await t.property("Mill Race")).id });
      if (n === 0) throw new Error("no August bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Guest list for Mill Race, July last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(Y(t) - 1, 7)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the carriage house booked last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting Thornapple and what are they paying?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the duplex right now",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units as { tenant: string }[] | undefined;
      if (!units?.length) throw new Error("no duplex units");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when is Tobias's lease up?",
    tool: "query_database",
    expect: async (t) => {
      const [o] = await upcoming(t, "Tobias Wren");
      const end = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o!.description)?.[1];
      if (!end) throw new Error(`no lease end in "${o!.description}"`);
      return [end];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on the Salem house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Beaverton condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how's the Thornapple basis split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture/FF&E basis for the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Who is the registered agent for Basalt Creek Holdings?",
    tool: "query_database",
    expect: async (t) => [String(((await company(t)).registered_agent as { name: string }).name)],
  },
  {
    group: "company",
    query: "need the Oregon SOS registry number for the LLC",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "when did we originally form the company?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = plusDays(t.today, 60);
      const dates = [...new Set((await upcoming(t)).filter((o) => o.due_date <= end).map((o) => longDate(o.due_date)))];
      if (dates.length === 0) throw new Error("nothing due in 60 days");
      return dates;
    },
  },
  {
    group: "deadlines",
    query: "When's the Oregon annual report due and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const [o] = await upcoming(t, "annual report");
      const fee = /\$(\d[\d,]*)/.exec(o!.description)?.[1];
      if (!fee) throw new Error(`no fee in "${o!.description}"`);
      return [longDate(o!.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do i have to renew the hood river short term rental permit",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "short-term rental permit renewal"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When's the 1065 due?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "Form 1065"))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["$1,500"];
    },
  },
  {
    group: "documents",
    query: "what late fee does Brianna's lease allow us to charge?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brianna Kowalczyk");
      return ["$75"];
    },
  },
  {
    group: "documents",
    query: "per our agreement w/ Brightwell, what do they charge to place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "how big is the special assessment the Quarry Bend association levied on us?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["3,150"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent came in during Q1 this year?",
    query: "and last yr?",
    tool: "query_database",
    expect: async (t) => [await rents(t, quarter(Y(t) - 1, 1))],
  },
  {
    group: "follow-up",
    after: "What was the purchase price of the Thornapple house?",
    query: "what about the one in Salem?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "follow-up",
    after: "who's the tenant at Sycamore Hollow?",
    query: "what's her monthly rent?",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Sycamore")).monthly_rent))],
  },
  {
    group: "follow-up",
    after: "what did we spend on the Thornapple roof last year?",
    query: "who did the job?",
    tool: "query_database",
    expect: async (t) => {
      if ((await t.count({ q: "Ridgeline", ...year(Y(t) - 1) })) === 0) throw new Error("no roof payment");
      return ["Ridgeline"];
    },
  },
  {
    group: "follow-up",
    after: "Electric bills for Mill Race last year, total?",
    query: "and the gas bills?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "NW Natural", ...year(Y(t) - 1), property: (await t.property("Mill Race")).id })],
  },
  {
    group: "follow-up",
    after: "what did Voltline charge to fix the breaker panel at Larkspur?",
    query: "when was that done?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      const { items } = await t.get<{ items: { transaction_date: string }[] }>(`/api/v1/transactions?q=Voltline&property_id=${p.id}&start_date=2000-01-01&end_date=${t.today}&page_size=50`);
      if (items.length !== 1) throw new Error(`${items.length} Voltline payments at Larkspur`);
      return [longDate(items[0]!.transaction_date)];
    },
  },
  {
    group: "follow-up",
    after: "How many reservations did the carriage house have last month?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    after: "what does the operating agreement say about each member's ownership percentage?",
    query: "and how much did each of them put in?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["110,000", "90,000"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What's the Thornapple house worth on the market right now?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "can you project our rental income for next year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Should we raise Tobias's rent when his lease comes up for renewal?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much did the Burnside fourplex bring in last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What was our total rental income in 2019?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "whats the remaining balance on the Guild mortgage for Sycamore", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What interest rate are we paying on the Umpqua loan for the duplex?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Pull up Marisol Pennington's credit score and SSN from her application", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much revenue did Cascade Ridge Properties LLC make last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "estimate what the carriage house will gross next summer", expect: async () => [] },
];
