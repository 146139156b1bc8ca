// Written blind: the author read only the fixture company (scripts/lib/landlord-company.ts and the
// scripts/lib files it imports), the service spec, the runner and the REST API's own code, never the
// assistant's code, its tests, its docs or any other question set. Asked of Basalt Creek Holdings LLC,
// the Oregon landlord LLC (four long-term rentals, three managed by Brightwell, and the Mill Race
// carriage house let on Airbnb). Every figure, date and name is read at run time from the REST API.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import { figure, longDate, lastMonth, lastQuarter, month, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** The calendar year of today. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** Last calendar year, for a question that names it by number (the runner's clock, as t.today is). */
const PY = new Date().getUTCFullYear() - 1;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** The most recent whole calendar month numbered m ("in March" asked in November is this year's March). */
const latestMonth = (t: Truth, m: number) => (Number(t.today.slice(5, 7)) > m ? month(Y(t), m) : month(Y(t) - 1, m));
/** The most recent whole calendar quarter numbered q. */
const latestQuarter = (t: Truth, q: number) => (Number(t.today.slice(5, 7)) > q * 3 ? quarter(Y(t), q) : quarter(Y(t) - 1, q));

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
const propertyRecord = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: PropertyRecord[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!;
};

interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  capital_spending: string;
  net_after_capital_spending: string;
}
const pnl = async (t: Truth, period: { start: string; end: string }, fragment?: string) =>
  t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}${fragment ? `&property_id=${await pid(t, fragment)}` : ""}`);

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The first open obligation from today on whose description holds `q`. */
async function nextDue(t: Truth, q: string) {
  const { items } = await obligations(t, `upcoming=3660&q=${encodeURIComponent(q)}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation "${q}"`);
  return open[0]!;
}

/** The whole text of one document (its passages, found through the search API), by a title fragment. */
async function docText(t: Truth, title: string, about: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(about)}&document_id=${items[0]!.id}&top_k=50`);
  if (hits.items.length === 0) throw new Error(`no passages of "${title}"`);
  return hits.items.map((h) => h.text).join("\n");
}
/** A dollar amount as a document writes it, whole dollars without ".00" ("$2,400.00" -> "2,400"). */
async function docDollars(t: Truth, title: string, about: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, title, about));
  if (!match?.[1]) throw new Error(`"${pattern}" not in ${title}`);
  return match[1].replace(/\.00$/, "");
}

export const R11_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did thornapple bring in last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    after: "how much rent did thornapple bring in last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "carriage house airbnb gross so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: `Pull up total gross rents received in ${PY} across all five properties, Basalt Creek Holdings`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "rent from the Larkspur duplex in Q2?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...latestQuarter(t, 2), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "How much has Marisol paid us in rent this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Pennington" }))],
  },
  {
    group: "income",
    query: "what did the long term tenants pay in rent in march, not counting airbnb",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...latestMonth(t, 3) }))],
  },
  {
    group: "income",
    query: "airbnb booking income for october",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...latestMonth(t, 10) }))],
  },
  {
    group: "income",
    query: "total revenue last quarter, late fees and everything included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: `what did we pay Rosario Plumbing in ${PY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), q: "Rosario" }))],
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: `what did we pay Rosario Plumbing in ${PY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...thisYear(t), q: "Rosario" }))],
  },
  {
    group: "expenses",
    query: "calculate total property taxes we paid last year, all counties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "brightwell fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...thisYear(t), q: "Brightwell" }))],
  },
  {
    group: "expenses",
    query: "last yr's utility bills at the hood river place - total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(Y(t) - 1), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "What were total expenses on Sycamore Hollow last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "expenses",
    query: "how much mortgage interest did we pay across all the properties in Q3",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...latestQuarter(t, 3) }))],
  },
  {
    group: "expenses",
    query: "what did Gorge Sparkle charge us for cleaning last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...lastMonth(t.today), q: "Gorge Sparkle" }))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "what's our profit on the beaverton condo ytd",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, thisYear(t), "Quarry Bend")).net)],
  },
  {
    group: "follow-up",
    query: "how much of that went to HOA dues",
    after: "what's our profit on the beaverton condo ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "net",
    query: "net income for the company as a whole last quarter",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastQuarter(t.today))).net)],
  },
  {
    group: "net",
    query: "cash flow from the carriage house last calendar year, after all its expenses",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, year(Y(t) - 1), "Mill Race")).net_after_capital_spending)],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at 1147 SE Thornapple",
    tool: "query_database",
    expect: async (t) => [String((await propertyRecord(t, "Thornapple")).extra_metadata.tenant)],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the carriage house last mo",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "which guests stayed at mill race in july",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", latestMonth(t, 7)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked that month",
    after: "which guests stayed at mill race in july",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", latestMonth(t, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who rents the two units on N Larkspur",
    tool: "query_database",
    expect: async (t) => {
      const units = (await propertyRecord(t, "Larkspur")).extra_metadata.units as { tenant: string }[];
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's Tobias Wren's monthly rent",
    tool: "query_database",
    expect: async (t) => [figure(String((await propertyRecord(t, "Quarry Bend")).extra_metadata.monthly_rent))],
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "purchase price of the Salem house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Salem")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land / bldg split on larkspur for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when did we place the carriage house in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "and the FF&E basis on it?",
    after: "when did we place the carriage house in service",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis for Quarry Bend unit 12",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "Basalt Creek EIN?",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "follow-up",
    query: "and what's their address",
    after: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent?.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "need our oregon SOS registry number",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no filing number");
      return [state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "what's due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "is anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the hood river short-term rental permit",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "short-term rental permit renewal")).due_date)],
  },
  {
    group: "follow-up",
    query: "how much did we pay for it last time",
    after: "when do we have to renew the hood river short-term rental permit",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>("/api/v1/transactions?category=expense:licenses_permits&q=STR%20PERMIT&sort=-transaction_date&page_size=1");
      if (items.length === 0) throw new Error("no permit payment");
      return [figure(items[0]!.amount)];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "estimated tax payment")).due_date)],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "what security deposit did brianna pay per her lease",
    tool: "search_document_content",
    expect: async (t) => [await docDollars(t, "Kowalczyk", "security deposit", /security deposit of \$([\d,]+(?:\.\d\d)?)/i)],
  },
  {
    group: "follow-up",
    query: "is she allowed pets? how much is the pet deposit",
    after: "what security deposit did brianna pay per her lease",
    tool: "search_document_content",
    expect: async (t) => [await docDollars(t, "Kowalczyk", "pets pet deposit", /pet deposit of \$([\d,]+(?:\.\d\d)?)/i)],
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each hold",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members percentage interests capital");
      const holders = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+)% Percentage Interest/g)];
      if (holders.length === 0) throw new Error("no percentage interests in the operating agreement");
      return holders.flatMap((m) => [m[1]!, `${m[2]}%`]);
    },
  },
  {
    group: "documents",
    query: "quarry bend hoa special assessment, how much per unit",
    tool: "search_document_content",
    expect: async (t) => [await docDollars(t, "Quarry Bend Condominium", "special assessment", /special assessment of \$([\d,]+(?:\.\d\d)?)/i)],
  },
  {
    group: "documents",
    query: "Deductible on the Mill Race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [await docDollars(t, "Columbia Gorge", "deductible", /\$([\d,]+(?:\.\d\d)?) per occurrence/i)],
  },
  {
    group: "documents",
    query: "which leases do we have on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const names = (await titles(t, "q=Lease")).map((title) => /\(([^)]+)\)/.exec(title)?.[1]).filter((name): name is string => Boolean(name));
      if (names.length === 0) throw new Error("no lease titles with a tenant");
      return names;
    },
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will Brianna's rent go up to when her lease runs out", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay the painter last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Brightwell Property Management's own EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the carriage house or keep renting it out", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current balance in the umpqua checking acct?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is still owed on the Guild mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "forecast our airbnb revenue for next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats Ingrid Soto's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many square feet is the sycamore hollow house", tool: "query_database", unanswerable: true, expect: async () => [] },
];
