// Blind set r30 for the landlord company (Basalt Creek Holdings LLC, Oregon; long-term tenants, a
// property manager and one Airbnb carriage house). Written blind: its author read only the company
// fixture (scripts/lib/landlord-company.ts), the evaluation runner, scripts/lib/service.ts, the service
// spec and the types and helpers of scripts/lib/chat-questions.ts, never the assistant's code, its
// tests or another question set. Every figure, date and name is read from the REST API at run time.
import { figure, lastMonth, longDate, month, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A property's record with its free-form metadata. */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata ?? {};
}

/** The next deadline, due today or later and still open, that matches. */
async function nextDue(t: Truth, match: (o: Obligation) => boolean): Promise<Obligation> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error("no open deadline matches");
  return open[0];
}

/** Checks that a document is on file (by a fragment of its title) before its text is quoted. */
async function onFile(t: Truth, fragment: string, ...quoted: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document titled like ${fragment}`);
  return quoted;
}

const rentAt = async (t: Truth, fragment: string, period: { start: string; end: string }) => figure(await t.sum({ categories: RENTS, ...period, property: (await t.property(fragment)).id }));

export const R30_LANDLORD_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much rental income came in last month? all five places incl. the airbnb",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "gross rental income for q3 of last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "Can you calculate Basalt Creek's total rental income for last year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "ytd rent from the Salem house?",
    tool: "query_database",
    expect: async (t) => [await rentAt(t, "Sycamore", thisYear(t))],
  },
  {
    group: "income",
    query: "what have the carriage house airbnb bookings grossed so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "How much rent did Tobias pay us last year?",
    tool: "query_database",
    expect: async (t) => [await rentAt(t, "Quarry Bend", lastYear(t))],
  },
  {
    group: "income",
    query: "what was rental income in june of last year, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(Y(t) - 1, 6) }))],
  },
  {
    group: "income",
    query: "give me a breakdown of rental income by property for last year",
    tool: "query_database",
    expect: async (t) => Promise.all(["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"].map((p) => rentAt(t, p, lastYear(t)))),
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "what have we paid Rosario Plumbing altogether?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...ALL_TIME(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums last year - what did they add up to?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up total expenses for the Hood River place last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "What were our total expenses in the second quarter of this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(Y(t), 2) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid brightwell in mgmt fees so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax on thornapple last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "expenses",
    query: "what has Green Fern charged us for yard work this year, both houses together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...thisYear(t) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what did the carriage house net last year after all its expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "net",
    query: "Is the Sycamore house making money ytd? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "net",
    query: "Net profit across the whole company last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did we get in july of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "Nights booked at Mill Race in August last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Thornapple place and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the larkspur duplex right now",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units as { tenant: string }[];
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's our tenant at the beaverton condo?",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Quarry Bend")).tenant)],
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "whats the depreciable basis on Thornapple",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis for the Hood River carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).total_basis)],
  },
  {
    group: "basis",
    query: "can you pull up the land and building basis for the Salem property",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the Beaverton condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "what's the EIN for Basalt Creek Holdings?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who do we have as our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "need our oregon secretary of state registry number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "anything coming due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
      if (open.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the oregon annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the hood river str permit by?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (x) => /short-term rental permit renewal/i.test(x.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when's it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (x) => x.obligation_type === "tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "When's our partnership return (the 1065) due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (x) => x.obligation_type === "tax:filing" && /1065/.test(x.description))).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Columbia Gorge Mutual declarations", "1,500"),
  },
  {
    group: "documents",
    query: "what late fee does Brianna's lease charge if rent is late",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Residential Lease, 1147 SE Thornapple", "75"),
  },
  {
    group: "documents",
    query: "per our Brightwell agreement, what do they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Property Management Agreement with Brightwell", "150"),
  },
  {
    group: "documents",
    query: "whats the minimum lease term the quarry bend HOA rules allow",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Quarry Bend Condominium Association Rules", "12 months"),
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: "how much rent did the Thornapple house bring in last year?",
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => [await rentAt(t, "Thornapple", thisYear(t))],
  },
  {
    group: "follow-up",
    after: "property tax we paid on the Salem house last year?",
    query: "what about the Larkspur duplex",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "follow-up",
    after: "were there any plumbing repairs at the duplex last year?",
    query: "how much was that in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "follow-up",
    after: "how many Airbnb stays did the carriage house have last month?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    after: "who is the registered agent for Basalt Creek?",
    query: "what's their address?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address.split(",")[0]!],
  },
  {
    group: "follow-up",
    after: "when's the insurance renewal on Thornapple coming up?",
    query: "and the one for larkspur?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await t.property("Larkspur")).id;
      return [longDate((await nextDue(t, (x) => x.obligation_type === "property:insurance" && x.property_id === id)).due_date)];
    },
  },
  {
    group: "follow-up",
    after: "what security deposit did Brianna put down, per her lease?",
    query: "and Marisol's?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Residential Lease, 2210 Sycamore Hollow", "2,500"),
  },
  {
    group: "follow-up",
    after: "net income for the Beaverton condo last year?",
    query: "what about ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: (await t.property("Quarry Bend")).id }))],
  },

  // ---- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the Thornapple house worth on today's market, roughly?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you project what our rental income will be next year?",
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
    query: "how much is still owed on the Umpqua home loan for Larkspur?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much rent did we collect at the NE Alberta Street house last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what was our rental income back in 2019?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you give me Tobias Wren's social security number and date of birth?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the carriage house or keep running it as an airbnb?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Cascadia Ridge Properties LLC, my brother's company, make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the going rent for a 3 bedroom house in Salem these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
