// Round 20, landlord company (Basalt Creek Holdings LLC, Oregon): written blind on 2026-11-28 by an
// author who read only the company fixture (scripts/lib/landlord-company.ts), the runner
// (scripts/eval-chat.ts), scripts/lib/service.ts, the service spec and the helpers at the top of
// scripts/lib/chat-questions.ts; never the assistant's code, its tests, its docs or another set.
// Every figure, date and name is read from the REST API at run time; periods are relative to t.today.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** The most recent whole calendar month m (1..12) before today's month. */
const lastWhole = (t: Truth, m: number) => {
  const y = thisY(t);
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? y : y - 1, m);
};
/** The most recent whole quarter q (1..4) before today's quarter. */
const lastWholeQuarter = (t: Truth, q: number) => {
  const y = thisY(t);
  const current = Math.ceil(Number(t.today.slice(5, 7)) / 3);
  return quarter(q < current ? y : y - 1, q);
};
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Meta {
  tenant?: string;
  monthly_rent?: string;
  units?: { unit: string; tenant: string; monthly_rent: string }[];
}
const meta = async (t: Truth, fragment: string): Promise<Meta> => {
  const { items } = await t.get<{ items: { extra_metadata: Meta }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!.extra_metadata;
};
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
/** A phrase quoted from a document: checks the document is on file, then returns the phrase as written. */
const quoted = async (t: Truth, titleFragment: string, phrase: string) => {
  await titles(t, `q=${encodeURIComponent(titleFragment)}`);
  return [phrase];
};
const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return o;
};

export const R20_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rental income came in last month, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate our gross rental income for q3?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastWholeQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "total rental income last yr for Basalt Creek Holdings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(thisY(t) - 1) }))],
  },
  {
    group: "income",
    query: "Pull up the rent we've collected on Thornapple ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "What did our Airbnb bookings gross in August?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastWhole(t, 8) }))],
  },
  {
    group: "income",
    query: "how much rent has Tobias paid us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Quarry") }))],
  },
  {
    group: "income",
    query: "rent from the duplex in June of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(thisY(t) - 1, 6), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "Give me the Hood River carriage house's rental income for 2025 please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(2025), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Rosario Plumbing altogether?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend on property taxes last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(thisY(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Total expenses for the carriage house in Q2?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastWholeQuarter(t, 2), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "what have Brightwell's management fees come to this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much did landscaping / yard service cost us in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid so far in 2026?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...(thisY(t) === 2026 ? thisYear(t) : year(2026)) }))],
  },
  {
    group: "expenses",
    query: "what did cleaning cost at the Airbnb unit last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats our net income so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Net profit on the Salem house for the second quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastWholeQuarter(t, 2), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "net",
    query: "did Mill Race make money last month? what was the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get in July?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastWhole(t, 7), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house in september",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastWhole(t, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights the Hood River place was booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Thornapple house and what's their rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list the tenants in the Larkspur duplex",
    tool: "query_database",
    expect: async (t) => (await meta(t, "Larkspur")).units!.map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "how many stays did the airbnb have in total last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(thisY(t) - 1), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Total basis for the carriage house, furniture included",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).total_basis)],
  },
  {
    group: "basis",
    query: "how is the Beaverton condo's basis split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the Sycamore Hollow house, and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need Basalt Creek's Oregon registry number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is the registered agent for the company",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      if (items.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await due(t, "q=annual%20report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Hood River STR permit",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=short-term%20rental%20permit")).due_date)],
  },
  {
    group: "deadlines",
    query: "what's the deadline for the partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=Form%201065")).due_date)],
  },
  {
    group: "deadlines",
    query: "When is our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "obligation_type=tax:payment")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the Mill Race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => quoted(t, "Columbia Gorge Mutual", "1,500"),
  },
  {
    group: "documents",
    query: "how much is the pet deposit in Brianna's lease",
    tool: "search_document_content",
    expect: async (t) => quoted(t, "Kowalczyk", "400.00"),
  },
  {
    group: "documents",
    query: "What does Brightwell charge to place a new tenant, per the management agreement?",
    tool: "search_document_content",
    expect: async (t) => quoted(t, "Property Management Agreement", "50%"),
  },
  {
    group: "documents",
    query: "how big is the Quarry Bend HOA special assessment per unit?",
    tool: "search_document_content",
    expect: async (t) => quoted(t, "Quarry Bend Condominium Association Rules", "3,150.00"),
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "What did the Salem house pay in property tax last year?",
    query: "what about Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(thisY(t) - 1), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    after: "How much rent did the condo bring in during Q1?",
    query: "and q2?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastWholeQuarter(t, 2), property: await pid(t, "Quarry") }))],
  },
  {
    group: "follow-up",
    after: "What was the biggest repair bill at the duplex last year?",
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(thisY(t) - 1);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${await pid(t, "Larkspur")}&start_date=${start}&end_date=${end}&sort=-amount&page_size=1`);
      const vendor = items[0]?.description.split(" - ")[0];
      if (!vendor) throw new Error("no repair at the duplex last year");
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: "How much did Airbnb take in host fees last month?",
    query: "how many bookings was that?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    after: "who's the tenant at the condo?",
    query: "and what's the monthly rent there?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Quarry")).monthly_rent!)],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis for the Beaverton condo?",
    query: "same for the Salem one?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "how many nights was the carriage house booked in august?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastWhole(t, 8)),
  },
  {
    group: "follow-up",
    after: "Total basis for Thornapple?",
    query: "how much of that is land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).land_basis)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What would the Thornapple house sell for on today's market?",
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
    query: "Should we raise Marisol's rent when her lease comes up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much rent did the Alberta Street fourplex bring in last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did Cedar Ridge Holdings LLC pay in property taxes in 2025?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Give me our total rental income for 2021",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the remaining balance on the Larkspur loan?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate is the Guild mortgage on Sycamore at?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you look up Brianna Kowalczyk's social security number and credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What nightly rate are other Airbnbs in Hood River charging these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
