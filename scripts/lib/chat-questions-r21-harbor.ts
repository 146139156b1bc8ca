// Blind set r21-harbor: 60 questions about the North Carolina held-out company (Harbor Lane Properties
// LLC), written without reading the assistant's code, its tests, its docs or any other question set.
// Every expected figure, date and name is read at run time from the REST API (or, for a document's
// text, as the document on file writes it, after checking through the API that it is on file).
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const since = (t: Truth, start: string) => ({ start, end: t.today });

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!.extra_metadata;
}

/** Throws unless a document of that type whose title holds the fragment is on file. */
async function onFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document "${fragment}" on file`);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

async function due(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

const sum = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => [figure(await t.sum(filter))];
const prop = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

const none = async () => [] as string[];

export const R21_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "How much total revenue did Harbor Lane bring in last yr, all four properties combined? Everything, cleaning fees and all.",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "revenue", ...lastYear(t) }),
  },
  {
    group: "income",
    query: "what did the osprey cottage gross from airbnb bookings in q3 of last year? just the reservation amounts, not the cleaning fees",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["revenue:rental_income"], property: await prop(t, "Osprey"), ...quarter(Y(t) - 1, 3) }),
  },
  {
    group: "income",
    query: "Can you pull up how much rent Keisha paid us last year?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["revenue:long_term_rental"], property: await prop(t, "Magnolia"), ...lastYear(t) }),
  },
  {
    group: "income",
    query: "ytd, how much has the cabin taken in altogether? booking income plus cleaning fees",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "revenue", property: await prop(t, "Juniper"), ...thisYear(t) }),
  },
  {
    group: "income",
    query: "Rent and booking income for last month across all our places (leave out cleaning fees pls)",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: RENTS, ...lastMonth(t.today) }),
  },
  {
    group: "income",
    query: "everything Owen has paid us so far this year, rent plus any late fees",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "revenue", property: await prop(t, "Hickory"), ...thisYear(t) }),
  },
  {
    group: "income",
    query: "Give me the gross revenue for the Wilmington house for March of last year",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "revenue", property: await prop(t, "Osprey"), ...month(Y(t) - 1, 3) }),
  },
  {
    group: "income",
    query: "How much did Airbnb reservations bring in last year across both short term rentals? Only the reservation income, no cleaning fees.",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["revenue:rental_income"], ...lastYear(t) }),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay Mountain Fresh last year for cleaning the cabin?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["expense:maintenance:cleaning"], property: await prop(t, "Juniper"), ...lastYear(t) }),
  },
  {
    group: "expenses",
    query: "Total mortgage interest paid on all the properties year to date?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["expense:mortgage_interest"], ...thisYear(t) }),
  },
  {
    group: "expenses",
    query: "what did utilities run us at Osprey Point last year? power, water, internet, all of it",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["expense:utilities"], property: await prop(t, "Osprey"), ...lastYear(t) }),
  },
  {
    group: "expenses",
    query: "Calculate the total property taxes we've paid this year across every property.",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["expense:property_tax"], ...thisYear(t) }),
  },
  {
    group: "expenses",
    query: "how much has Triangle charged us in management fees since the start of last year?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["expense:property_management"], ...since(t, `${Y(t) - 1}-01-01`) }),
  },
  {
    group: "expenses",
    query: "total expenses for the Durham unit in Q2 last yr?",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "expense", property: await prop(t, "Magnolia"), ...quarter(Y(t) - 1, 2) }),
  },
  {
    group: "expenses",
    query: "What did we spend on pest control at the beach cottage last year?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["expense:maintenance:pest_control"], property: await prop(t, "Osprey"), ...lastYear(t) }),
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats our net so far this year for the whole LLC, income minus expenses?",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "net", ...thisYear(t) }),
  },
  {
    group: "net",
    query: "Net profit or loss on Osprey Point for last year, please.",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "net", property: await prop(t, "Osprey"), ...lastYear(t) }),
  },
  {
    group: "net",
    query: "did the Raleigh house make money in the third quarter last year? what was the net",
    tool: "query_database",
    expect: async (t) => sum(t, { type: "net", property: await prop(t, "Hickory"), ...quarter(Y(t) - 1, 3) }),
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did the cabin get in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await prop(t, "Juniper"), ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Osprey Point last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cottage in Wilmington booked in August of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", month(Y(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Magnolia St unit right now and what do they pay per month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant at Magnolia");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's Owen's monthly rent on the Hickory house?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Hickory");
      if (!m.monthly_rent) throw new Error("no rent at Hickory");
      return [figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who booked the Asheville cabin April through June of last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", quarter(Y(t) - 1, 2)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on the Raleigh house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What's our total basis in 48 Juniper?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).total_basis)],
  },
  {
    group: "basis",
    query: "For Osprey Point, how is the basis split between land, building and furniture? give me all three numbers",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "what did we pay for the Durham unit when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).purchase_price_total)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What's Harbor Lane's EIN? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who is our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "what's the LLC's ID number with the NC Secretary of State?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the company formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline we have coming up?",
    tool: "query_database",
    expect: async (t) => [await due(t, "")],
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next NC annual report due and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      const fee = o && /\$(\d[\d,.]*)/.exec(o.description)?.[1];
      if (!o || !fee) throw new Error("no open annual report with a fee");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do we need to renew the Wilmington short-term rental permit?",
    tool: "query_database",
    expect: async (t) => [await due(t, "obligation_type=compliance:license_renewal")],
  },
  {
    group: "deadlines",
    query: "when is our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [await due(t, "obligation_type=tax:payment")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey Point");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "Per Keisha's lease, how much is the late fee if rent comes in late?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "how big a cash reserve does our operating agreement say we keep before paying distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof Oak City put on the Hickory house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Show me a list of the documents we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much did we spend on cleaning at the cabin last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["expense:maintenance:cleaning"], property: await prop(t, "Juniper"), ...thisYear(t) }),
  },
  {
    group: "follow-up",
    after: "what did Osprey Point bring in from airbnb bookings last month? booking income only, no cleaning fees",
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["revenue:rental_income"], property: await prop(t, "Juniper"), ...lastMonth(t.today) }),
  },
  {
    group: "follow-up",
    after: "What was the single biggest expense at Hickory Drive last year?",
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense&property_id=${await prop(t, "Hickory")}&start_date=${lastYear(t).start}&end_date=${lastYear(t).end}`);
      const top = items.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
      return [top.description.split(/\s+/).slice(0, 3).join(" ")];
    },
  },
  {
    group: "follow-up",
    after: "When are the Wake County property taxes due?",
    query: "how much did we pay them last time?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense:property_tax&property_id=${await prop(t, "Hickory")}&start_date=2000-01-01&end_date=${t.today}`);
      const last = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0]!;
      return [figure(last.amount)];
    },
  },
  {
    group: "follow-up",
    after: "How many nights was the cabin booked in September last year?",
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", month(Y(t) - 1, 9)))],
  },
  {
    group: "follow-up",
    after: "what's the depreciable basis for the Magnolia unit?",
    query: "when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      if (!p.placed_in_service) throw new Error("Magnolia has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    after: "What did Keisha pay in rent last year?",
    query: "and Owen?",
    tool: "query_database",
    expect: async (t) => sum(t, { categories: ["revenue:long_term_rental"], property: await prop(t, "Hickory"), ...lastYear(t) }),
  },
  {
    group: "follow-up",
    after: "What's the named storm deductible on the Osprey Point policy?",
    query: "and the regular deductible for everything else?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey Point");
      return ["2,500"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the Juniper cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much will the Osprey cottage make next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we sell the Raleigh house or refinance it?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What did we collect in rent at 22 Bayberry Court in Charlotte last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much rent did the Durham unit bring in back in 2021?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's the remaining balance on the Truist mortgage for Osprey Point?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What interest rate are we paying on the First Citizens loan for Hickory?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you pull up Owen Fitzgerald's social security number and date of birth?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much did Seabreeze Holdings LLC, Tomas's other company, earn last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much will the property tax on the cabin go up next year?", tool: "query_database", unanswerable: true, expect: none },
];
