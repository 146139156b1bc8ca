// Blind set r38 for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions an owner or
// bookkeeper would type, written without reading the assistant's code, its tests, its docs or any other
// question set. Every expected figure, date and name is read at run time from the REST API.
import { type Case, type Obligation, type Truth, RENTS, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, guestsOf, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** All time the records can hold: January of last year through today. */
const allTime = (t: Truth) => ({ start: `${Y(t) - 1}-01-01`, end: t.today });

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
const company = async (t: Truth): Promise<Company> => {
  const body = await t.get<Company & { data?: Company; profile?: Company }>("/api/v1/company");
  const c = body.data ?? body.profile ?? body;
  if (!c.legal_name) throw new Error(`no company profile: ${JSON.stringify(body)}`);
  return c;
};

interface PropertyMeta {
  tenant?: string;
  monthly_rent?: string;
  units?: { unit: string; tenant: string; monthly_rent: string }[];
}
const meta = async (t: Truth, fragment: string): Promise<PropertyMeta> => {
  const id = await pid(t, fragment);
  const body = await t.get<{ extra_metadata?: PropertyMeta; data?: { extra_metadata?: PropertyMeta } }>(`/api/v1/properties/${id}`);
  const m = body.extra_metadata ?? body.data?.extra_metadata;
  if (!m) throw new Error(`no metadata for ${fragment}`);
  return m;
};

/** Open obligations due today or later, soonest first. */
const upcoming = async (t: Truth, match: (o: Obligation) => boolean = () => true) => {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no upcoming obligation");
  return open;
};

/** Throws unless a document whose title holds the fragment is on file. */
const onFile = async (t: Truth, docType: string, fragment: string) => {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document "${fragment}" on file: ${list.join(" | ")}`);
};

const rents = async (t: Truth, period: { start: string; end: string }, fragment?: string) =>
  figure(await t.sum({ categories: RENTS, ...period, ...(fragment ? { property: await pid(t, fragment) } : {}) }));

const airbnb = async (t: Truth, period: { start: string; end: string }) => figure(await t.sum({ categories: ["revenue:rental_income"], ...period, property: await pid(t, "Mill Race") }));

const none = async () => [] as string[];

export const R38_LANDLORD_CASES: Case[] = [
  // income (8)
  {
    group: "income",
    query: "what was our total gross rental income last year, all five properties combined?",
    tool: "query_database",
    expect: async (t) => [await rents(t, year(Y(t) - 1))],
  },
  {
    group: "income",
    query: "ytd rental income for the thornapple house?",
    tool: "query_database",
    expect: async (t) => [await rents(t, thisYear(t), "Thornapple")],
  },
  {
    group: "income",
    query: "How much did the carriage house gross on Airbnb in Q3 of last year?",
    tool: "query_database",
    expect: async (t) => [await airbnb(t, quarter(Y(t) - 1, 3))],
  },
  {
    group: "income",
    query: "pull up total rental income for last month please",
    tool: "query_database",
    expect: async (t) => [await rents(t, lastMonth(t.today))],
  },
  {
    group: "income",
    query: "How much has Tobias paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [await rents(t, thisYear(t), "Quarry Bend")],
  },
  {
    group: "income",
    query: "Give me the Larkspur duplex's rental income for the second quarter of last year",
    tool: "query_database",
    expect: async (t) => [await rents(t, quarter(Y(t) - 1, 2), "Larkspur")],
  },
  {
    group: "income",
    query: "can you break down last yr's rental income by property?",
    tool: "query_database",
    expect: async (t) => Promise.all(["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"].map((p) => rents(t, year(Y(t) - 1), p))),
  },
  {
    group: "income",
    query: "calculate Basalt Creek's gross rents for the most recent full quarter",
    tool: "query_database",
    expect: async (t) => [await rents(t, lastQuarter(t.today))],
  },

  // expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Rosario Plumbing altogether?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend on property taxes last year across the portfolio",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Insurance premiums paid for the Larkspur duplex this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "total expenses at the Hood River place last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "how much has Brightwell taken in management fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did Green Fern charge us for yard work last year, both houses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "electric bills for the carriage house in q1 this year - how much?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...quarter(Y(t), 1), property: await pid(t, "Mill Race") }))],
  },

  // net (3)
  {
    group: "net",
    query: "what was Basalt Creek's net income last yr, after all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1) }))],
  },
  {
    group: "net",
    query: "Net profit on Thornapple so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "net",
    query: "did the carriage house make money last month once you take out the expenses? what's the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },

  // bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many Airbnb reservations did the carriage house get in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Mill Race booked in August of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at Thornapple and what does she pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant || !m.monthly_rent) throw new Error("no Thornapple tenant");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who are the tenants in the two units of the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Larkspur");
      if (!m.units?.length) throw new Error("no Larkspur units");
      return m.units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings have we had at the carriage house so far this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },

  // basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis of the Salem house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Quarry Bend condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "give me the land and building basis split on Thornapple",
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

  // company (4)
  {
    group: "company",
    query: "can you give me Basalt Creek's federal tax ID number? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who is the registered agent for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "When was Basalt Creek Holdings formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "what's our Oregon SOS registry number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up on our calendar?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 60);
      const due = (await upcoming(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next Oregon annual report due and how much is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await upcoming(t, (x) => x.obligation_type === "compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do we have to renew the Hood River short term rental permit?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (x) => /short-term rental permit/i.test(x.description)))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when is our partnership tax return (1065) due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (x) => x.obligation_type === "tax:filing"))[0]!.due_date)],
  },

  // documents (5)
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Columbia Gorge Mutual");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "how big a security deposit did Brianna put down per her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Kowalczyk");
      return ["2,400.00"];
    },
  },
  {
    group: "documents",
    query: "What does our agreement with Brightwell say they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Property Management Agreement");
      return ["150.00"];
    },
  },
  {
    group: "documents",
    query: "how much is the special assessment per unit under the Quarry Bend HOA rules?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Quarry Bend Condominium Association");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // follow-up (8)
  {
    group: "follow-up",
    after: "what was our gross rental income at Larkspur last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [await rents(t, thisYear(t), "Larkspur")],
  },
  {
    group: "follow-up",
    after: "How much rent did Thornapple bring in during Q2 this year?",
    query: "what about the Salem house?",
    tool: "query_database",
    expect: async (t) => [await rents(t, quarter(Y(t), 2), "Sycamore")],
  },
  {
    group: "follow-up",
    after: "what did we pay for the new roof on the Thornapple house?",
    query: "who did the work?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?q=roof&start_date=${allTime(t).start}&end_date=${t.today}&page_size=50`);
      const top = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      const vendor = top?.description.trim().split(/\s+/)[0];
      if (!vendor) throw new Error("no roof transaction");
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: "how many Airbnb stays did the carriage house have in September last year?",
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 9)))],
  },
  {
    group: "follow-up",
    after: "who's renting the Quarry Bend condo right now?",
    query: "what's his monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Quarry Bend");
      if (!m.monthly_rent) throw new Error("no Quarry Bend rent");
      return [figure(m.monthly_rent)];
    },
  },
  {
    group: "follow-up",
    after: "what did we spend on insurance last year?",
    query: "just for the Sycamore house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis on the Thornapple house?",
    query: "and the other one in Portland, the duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "Who stayed at the carriage house in June last year?",
    query: "how much did we make from those bookings?",
    tool: "query_database",
    expect: async (t) => [await airbnb(t, month(Y(t) - 1, 6))],
  },

  // unanswerable (10)
  { group: "unanswerable", query: "What would the Thornapple house sell for on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you forecast our rental income for next year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we refinance the Larkspur duplex now or wait?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did we collect at 412 Alder Street in Eugene last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What was our rental income back in 2016?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's the remaining balance on the Guild mortgage for the Salem house?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What interest rate are we paying on the Umpqua home loan for Larkspur?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you pull up Brianna Kowalczyk's social security number?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much did Cascade Ridge Properties LLC make last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what will the Multnomah County property tax bill be on the duplex next year?", tool: "query_database", unanswerable: true, expect: none },
];
