// Blind set r39 for the landlord company (Basalt Creek Holdings LLC, scripts/lib/landlord-company.ts):
// 60 questions an owner or bookkeeper would type, written without reading the assistant's code, its
// tests, its docs or any other question set. Every expected figure, date and name is read at run time
// from the REST API; figures quoted from a document are expected as the document writes them.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A non-zero money figure, or an error: a zero sum means the question reads the wrong records. */
const money = (amount: string) => {
  if (Number(amount) === 0) throw new Error("sum is zero");
  return figure(amount);
};

/** The custom fields of a property (tenant, rent, units). */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = (await t.property(fragment)) as unknown as { id: string; extra_metadata?: Record<string, unknown> };
  if (p.extra_metadata) return p.extra_metadata;
  const full = await t.get<{ extra_metadata?: Record<string, unknown>; data?: { extra_metadata?: Record<string, unknown> } }>(`/api/v1/properties/${p.id}`);
  const m = full.extra_metadata ?? full.data?.extra_metadata;
  if (!m) throw new Error(`no extra_metadata for ${fragment}`);
  return m;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
async function company(t: Truth): Promise<Company> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  const c = (body.data ?? body.profile ?? body) as Company;
  if (!c.ein) throw new Error(`no company profile: ${JSON.stringify(body)}`);
  return c;
}

/** Open obligations due today or later, earliest first, whose description matches. */
async function upcoming(t: Truth, match: (o: Obligation) => boolean): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items
    .filter((o) => o.due_date >= t.today && o.status !== "completed" && o.status !== "cancelled" && match(o))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function firstUpcoming(t: Truth, pattern: RegExp): Promise<Obligation> {
  const [o] = await upcoming(t, (x) => pattern.test(x.description));
  if (!o) throw new Error(`no upcoming obligation matching ${pattern}`);
  return o;
}

/** Throws unless a document whose title holds the fragment is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Earlier questions that follow-ups come after.
const Q_THORN_YTD = "how much rent has thornapple brought in ytd?";
const Q_PROP_TAX = "What did property taxes run us last year, all five places combined?";
const Q_ROSARIO = "Pull up everything we've paid Rosario Plumbing - what's the total?";
const Q_GUESTS = "who stayed at the carriage house last month";
const Q_DEDUCTIBLE = "what's the deductible on the Mill Race insurance policy?";
const Q_ANNUAL = "When is our next Oregon annual report due?";
const Q_SYC_BASIS = "What's the depreciable basis on the Sycamore Hollow house?";
const Q_NET_LY = "Can you calculate Basalt Creek's net income for last year?";

export const R39_LANDLORD_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "total rental income last month across all the properties?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "gross rents for q3 last yr please",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...quarter(yearOf(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "What was our gross rental income for all of last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: Q_THORN_YTD,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...thisYear(t), property: await id(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "How much did the carriage house gross on Airbnb last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await id(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "How much rent has Marisol paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...thisYear(t), property: await id(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "rent recieved from the Larkspur duplex in Q2 of last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...quarter(yearOf(t) - 1, 2), property: await id(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "Give me the rent collected at the Beaverton condo last quarter.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: await id(t, "Quarry Bend") }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Rosario", ...ALL_TIME(t) }))],
  },
  {
    group: "expenses",
    query: Q_PROP_TAX,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much in management fees has Brightwell taken ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Management fee", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did we spend with Green Fern on yard work last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Green Fern", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses for the Hood River carriage house last month?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...lastMonth(t.today), property: await id(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "How much did insurance premiums cost us in total last year, all properties?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we pay in HOA dues for Quarry Bend last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "HOA dues", ...lastYear(t), property: await id(t, "Quarry Bend") }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: Q_NET_LY,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "What has the Salem house netted so far this year after expenses?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "net", ...thisYear(t), property: await id(t, "Sycamore") }))],
  },
  {
    group: "net",
    query: "net profit on the Larkspur duplex for last quarter?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "net", ...lastQuarter(t.today), property: await id(t, "Larkspur") }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservatons did the carriage house get last July?",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = t.today.split("-").map(Number) as [number, number];
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(m > 7 ? y : y - 1, 7), property: await id(t, "Mill Race") });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: Q_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Mill Race booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Thornapple house right now and what's the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who are the tenants in the two units at Larkspur?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Larkspur");
      const units = m.units as { tenant: string }[];
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's Tobias paying per month for the condo",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Quarry Bend")).monthly_rent))],
  },

  // ---- basis (4)
  {
    group: "basis",
    query: Q_SYC_BASIS,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Hood River place when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on quarry bend pls",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "How much furniture and fixtures basis do we carry on the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "need the federal tax ID number for Basalt Creek Holdings, what is it?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's our registry number with the Oregon Secretary of State?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who do we have listed as registered agent for the company?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: Q_ANNUAL,
    tool: "query_database",
    expect: async (t) => [longDate((await firstUpcoming(t, /annual report/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the Hood River STR permit renewal due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstUpcoming(t, /short-term rental permit renewal/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "By when do we need to decide on renewing Tobias Wren's lease?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const o = items.find((x) => /lease renewal: tobias wren/i.test(x.description));
      if (!o) throw new Error("no lease renewal for Tobias Wren");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 45);
      const due = await upcoming(t, (o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in the next 45 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When do we have to file the 1065 and the OR-65?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstUpcoming(t, /Form 1065/)).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: Q_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "how big a security deposit did Marisol put down, per her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Sycamore Hollow Road (Marisol Pennington)");
      return ["2,500.00"];
    },
  },
  {
    group: "documents",
    query: "Under our agreement with Brightwell, what do they charge to place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement with Brightwell");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "How much is the HOA special assessment per unit for the siding and decks at Quarry Bend?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "What formation paperwork do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    query: "and the duplex?",
    after: Q_THORN_YTD,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...thisYear(t), property: await id(t, "Larkspur") }))],
  },
  {
    group: "follow-up",
    query: "what about just the Salem house?",
    after: Q_PROP_TAX,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await id(t, "Sycamore") }))],
  },
  {
    group: "follow-up",
    query: "ok and Voltline?",
    after: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Voltline", ...ALL_TIME(t) }))],
  },
  {
    group: "follow-up",
    query: "how many nights was that in total?",
    after: Q_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "and the liability limit on it?",
    after: Q_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["1,000,000"];
    },
  },
  {
    group: "follow-up",
    query: "what's the fee for that one?",
    after: Q_ANNUAL,
    tool: "query_database",
    expect: async (t) => {
      const o = await firstUpcoming(t, /annual report/i);
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report obligation");
      return [fee];
    },
  },
  {
    group: "follow-up",
    query: "and what was the purchase price?",
    after: Q_SYC_BASIS,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "what about ytd?",
    after: Q_NET_LY,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "net", ...thisYear(t) }))],
  },

  // ---- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What would the Thornapple house sell for in today's market?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much principal is left on the Umpqua loan for Larkspur?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What interest rate are we paying on the Guild mortgage for Sycamore?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Can you project what our rental income will be next year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "should we sell the carriage house or hang onto it?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much rent did the 4410 SE Division Street property bring in last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what was our total rental income back in 2021?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Pull up Ingrid Soto's social security number from her rental application", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much did our sister company Cascade Ridge Partners LLC net last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's the Multnomah County property tax bill for Thornapple going to be next year?", expect: async () => [] },
];
