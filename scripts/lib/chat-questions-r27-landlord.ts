// Round 27 blind set for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions an owner or
// bookkeeper would type, written without reading the assistant's code, its tests, its docs or any other
// question set. The author read only the company file (scripts/lib/landlord-company.ts), the service spec,
// eval-chat.ts, service.ts and the types and helpers of chat-questions.ts (lines 1-98). Every expected
// figure, name and date is read at run time from the REST API (or, for what a document says, from the
// document's text in the company file after checking through the API that it is on file).
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";
import { landlordDocuments } from "./landlord-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The most recent whole month m (1..12) before today's month: this year's if already past, else last year's. */
const recent = (t: Truth, m: number) => {
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? Y(t) : Y(t) - 1, m);
};
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
type Meta = Record<string, unknown> & { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Meta }).extra_metadata;

/** A document's text, from the company file, once the API shows it is on file. */
async function docText(t: Truth, filename: string): Promise<string> {
  const { items } = await t.get<{ items: { filename: string }[] }>("/api/v1/documents?page_size=200");
  if (!items.some((d) => d.filename === filename)) throw new Error(`${filename} is not on file`);
  const doc = landlordDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`${filename} is not in the company file`);
  return doc.body;
}
const grab = (text: string, re: RegExp) => {
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`no match for ${re}`);
  return m[1];
};

/** The next open obligation of a type (optionally of one property) due today or later. */
async function nextDue(t: Truth, type: string, fragment?: string) {
  const property = fragment ? await pid(t, fragment) : undefined;
  const { items } = await obligations(t, `obligation_type=${type}`);
  const found = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && (!property || o.property_id === property))
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!found) throw new Error(`no open ${type}`);
  return found;
}

export const R27_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent came in last month, all the properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "gross rental income for q3 last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "Can you calculate the total rent Basalt Creek collected last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "ytd airbnb income from the hood river place",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much has Marisol paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, q: "Pennington", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the two larkspur units bring in for rent last year, both together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Larkspur"), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "pull up the carriage house booking revenue for july pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...recent(t, 7) }))],
  },
  {
    group: "income",
    query: "Break down last quarter's revenue by property for me",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string }[] }>("/api/v1/properties?page_size=50");
      const sums = await Promise.all(items.map((p) => t.sum({ type: "revenue", property: p.id, ...lastQuarter(t.today) })));
      return sums.filter((s) => Number(s) !== 0).map(figure);
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what have we paid Rosario Plumbing altogether?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "give me the management fees Brightwell has taken this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax total for last yr, all five places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did utilities run us at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Mill Race"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much did we spend on repairs last year? not counting the new roof",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What have we spent on insurance ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did green fern charge for yard work at the salem house last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], property: await pid(t, "Sycamore"), ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net profit ytd for the whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "What did Sycamore Hollow net last year after all of its expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Sycamore"), ...year(Y(t) - 1) }))],
  },
  {
    group: "net",
    query: "how'd the carriage house do last quarter once you take out the costs",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb stays did we have in august?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...recent(t, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the carriage house in September?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", recent(t, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the hood river unit booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting Thornapple right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant at Thornapple");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who are the tenants in the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units ?? [];
      if (units.length === 0) throw new Error("no units at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when is Tobias's lease up?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "obligation_type=other");
      const o = items.find((x) => x.description.includes("Tobias Wren"));
      if (!o) throw new Error("no lease obligation for Tobias Wren");
      return [grab(o.description, /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/)];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Beaverton condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for the Salem house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the furniture basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's Basalt Creek's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who is our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "whats our oregon registry number for the llc",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const until = new Date(Date.parse(`${t.today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const { items } = await obligations(t, "upcoming=30");
      const due = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.due_date <= until);
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next annual report due to the Secretary of State, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "compliance:periodic_report");
      return [longDate(o.due_date), grab(o.description, /\$(\d[\d,]*) fee/)];
    },
  },
  {
    group: "deadlines",
    query: "when do i need to renew the STR permit for hood river",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "compliance:license_renewal", "Mill Race")).due_date)],
  },
  {
    group: "deadlines",
    query: "When is our 1065 due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "tax:filing")).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when's it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "tax:payment")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the hood river insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "mill-race-insurance-declarations.md"), /## Deductible\s+\$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "Does Brianna's lease allow a dog? how much is the pet deposit",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "thornapple-lease-kowalczyk.md"), /pet deposit of \$([\d,.]+\d)/)],
  },
  {
    group: "documents",
    query: "what does Brightwell charge us to place a new tenant, according to our agreement with them?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "brightwell-property-management-agreement.md"), /Leasing fee for a new tenant: (\d+%)/)],
  },
  {
    group: "documents",
    query: "how big is the special assessment per unit at quarry bend? the HOA rules should say",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "quarry-bend-hoa-rules.md"), /special assessment of \$([\d,.]+\d) per unit/)],
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
    after: "How much did we pay in property taxes on the Larkspur duplex last year?",
    query: "and Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, "Thornapple"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    after: "total rent from Sycamore Hollow so far this year?",
    query: "what about last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Sycamore"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    after: "what was the most expensive repair at the duplex?",
    query: "who did that work?",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Larkspur");
      const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${property}&start_date=2000-01-01&end_date=${t.today}&page_size=200`);
      const top = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!top) throw new Error("no repairs at Larkspur");
      return [top.description.split(/\s+/)[0]!];
    },
  },
  {
    group: "follow-up",
    after: "How many bookings did the carriage house have in August?",
    query: "how much did they bring in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...recent(t, 8) }))],
  },
  {
    group: "follow-up",
    after: "what did we pay in HOA dues for the condo this year?",
    query: "and last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Quarry"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    after: "what's the depreciable basis for Larkspur?",
    query: "how much of the purchase was land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).land_basis)],
  },
  {
    group: "follow-up",
    after: "who stayed at the carriage house last month?",
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    after: "What's the security deposit on Marisol's lease?",
    query: "and what's the late fee if she pays late?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "sycamore-hollow-lease-pennington.md"), /late fee of \$([\d,.]+\d)/)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the thornapple house worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the Guild mortgage for Sycamore?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much principal is still left on the Umpqua loan for Larkspur",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you forecast our rental income for next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we refinance the salem house or sell it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent did we collect back in 2019?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you pull up Ingrid Soto's social security number for her file?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much does our fourplex on Alberta St bring in each month?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Brightwell Property Management's own EIN?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are 2-bedroom rentals going for in Hood River these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
