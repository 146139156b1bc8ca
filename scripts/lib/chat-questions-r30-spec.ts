// Blind set r30-spec: 60 questions an owner or bookkeeper of Holloway Creek Stays LLC (the Tennessee
// fixture, scripts/lib/spec-company.ts) would type. Written without reading the assistant's code, its
// tests, its docs or any other question set; every expected figure, date and name is read at run time
// from the REST API, with periods relative to today.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = async (t: Truth): Promise<Company> => {
  const body = await t.get<Company & { data?: Company }>("/api/v1/company");
  return body.data ?? body;
};

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}
const txs = (t: Truth, query: string) => t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&${query}`);

/** Open obligations due today or later, soonest first. */
const openAhead = async (t: Truth, query = ""): Promise<Obligation[]> => {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
};

export const R30_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "what did we gross in rental income last month across everything?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "pull up q3 rental income for the cabin",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(thisYr(t), 3), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: "How much total revenue did Holloway Creek bring in last yr, all sources?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "ytd booking income on Lockeland pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "can you break down this year's rental income by house so far",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (f) => figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, f) })))),
  },
  {
    group: "income",
    query: "how much came in thru VRBO bookings last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "Calculate the gross Airbnb bookings for the Gatlinburg cabin in July, please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(thisYr(t), 7), property: await pid(t, "Laurel"), q: "Airbnb" }))],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Wendell" }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYr(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "total utilites for the cabin ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "expenses",
    query: "What did we spend on property taxes last year for all three places combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "give me our total expenses for October",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...month(thisYr(t), 10) }))],
  },
  {
    group: "expenses",
    query: "how much have Airbnb and VRBO fees cost us this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Smoky Ridge - what have we paid them this year, all in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "mortgage interest on the Chattanooga condo last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastQuarter(t.today), property: await pid(t, "Tremont") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was net income for the whole LLC last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYr(t) }))],
  },
  {
    group: "net",
    query: "Did the cabin make money in Q2? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...quarter(thisYr(t), 2), property: await pid(t, "Laurel") }))],
  },
  {
    group: "net",
    query: "profit on Tremont so far this yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cottage have in August?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYr(t), 8), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Lockeland booked in September",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(thisYr(t), 9)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Tremont unit and what are they paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}&sort=-transaction_date`);
      const latest = items[0];
      if (!latest) throw new Error("no rent at Tremont");
      const tenant = latest.description.split(" - ")[1];
      if (!tenant) throw new Error(`no tenant in ${latest.description}`);
      return [tenant, figure(latest.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total # of bookings across both short term rentals last yr?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYr(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many of the cabin's stays this year came through VRBO?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel"), q: "VRBO" }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "whats the depreciable basis on the Chattanooga condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Can you give me the land / building / furniture split for 1814 Lockeland?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "what did we pay for the Tremont St unit when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "total basis on the Gatlinburg place?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "Who is the registered agent for Holloway Creek Stays?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "what's our TN secretary of state control number",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Tennessee annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openAhead(t, "q=annual%20report"))[0]!;
      // "$50 per member, $300 minimum": with three members the minimum applies.
      if (!/\$300 minimum/.test(next.description)) throw new Error(`fee not in ${next.description}`);
      return [longDate(next.due_date), "300"];
    },
  },
  {
    group: "deadlines",
    query: "when do i have to renew the nashville str permit",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, "q=STRP"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Remind me when the partnership return (1065) is due",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, "q=1065"))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=insurance:policy");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "how much can Smoky Ridge spend on a repair without asking me first?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "q=Smoky%20Ridge");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "Per our Metro permit, what's the max number of guests allowed at Lockeland?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "q=STRP");
      return ["8"];
    },
  },
  {
    group: "documents",
    query: "what's the HOA fine if guests leave trash bags outside at the cabin",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "q=Owners%20Association");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much did we make in rental income last month?",
    query: "and the month before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(lastMonth(t.today).start) }))],
  },
  {
    group: "follow-up",
    after: "how much booking income did the cottage make last year?",
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "follow-up",
    after: "what's the deductible on the Laurel Bluff insurance?",
    query: "and the liability limit?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=insurance:policy");
      return ["1,000,000"];
    },
  },
  {
    group: "follow-up",
    after: "when does the cabin's insurance renew?",
    query: "how much was the premium the last time we paid it?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await txs(t, `category=expense:insurance&property_id=${await pid(t, "Laurel")}&sort=-transaction_date`);
      if (!items[0]) throw new Error("no cabin insurance paid");
      return [figure(items[0].amount)];
    },
  },
  {
    group: "follow-up",
    after: "who stayed at the cottage in September?",
    query: "how many nights total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(thisYr(t), 9)))],
  },
  {
    group: "follow-up",
    after: "what was our net income last year?",
    query: "ok and so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "what did we spend on repairs last year?",
    query: "who did the deck work, and what did it cost?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYr(t);
      const { items } = await txs(t, `category=expense:maintenance:repairs&q=deck&start_date=${start}&end_date=${end}`);
      const deck = items[0];
      if (!deck || items.length !== 1) throw new Error(`deck repairs: ${items.length}`);
      const vendor = deck.description.split(" - ")[0]!.split(" & ")[0]!;
      return [vendor, figure(deck.amount)];
    },
  },
  {
    group: "follow-up",
    after: "how many reservations did the cabin have in July?",
    query: "what did those bring in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(thisYr(t), 7), property: await pid(t, "Laurel") }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what could we realistically sell the cabin for in today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "forecast our rental income for next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we turn the Tremont condo into an Airbnb when Wendell's lease is up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the Knoxville duplex make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "pull up Lockeland's booking income for 2023",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's left on the Truist mortgage for the cabin?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Pinnacle loan?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you give me Wendell Akers' social security number and date of birth?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are other cabins in Gatlinburg charging per night right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the EIN for Smoky Ridge Co-Hosting?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
