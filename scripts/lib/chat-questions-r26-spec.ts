// Round 26, spec company (Holloway Creek Stays LLC, Tennessee): 60 questions written BLIND, from the
// company file (scripts/lib/spec-company.ts), the service spec and the REST API only; the author never
// read the assistant's code, its tests, its docs or any other question set, and never asked the
// assistant (only `--expect-only` was run). Written November 2026. Every expected figure, date and
// name is read at run time from the REST API; periods are relative to `t.today`.
import {
  type Case,
  type Obligation,
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
} from "./chat-questions";

const STR = ["revenue:rental_income"];
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];
const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Open obligations matching a query, soonest first. */
async function open(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const left = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (left.length === 0) throw new Error(`no open obligations for ${query}`);
  return left;
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Transactions of a query, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** The document a query finds must be on file; returns nothing else. */
async function onFile(t: Truth, query: string): Promise<void> {
  await titles(t, query);
}

const ASK_CABIN_Q2 = "what was gross rental income for the cabin in q2 last yr?";
const ASK_HOA = "how much did we pay in HOA dues on the condo last year";
const ASK_ESTIMATED = "when's the next quarterly estimated tax payment due?";
const ASK_REPAIR = "What was the biggest single repair bill we had last year?";
const ASK_CABIN_NIGHTS = "How many nights was the cabin booked last month?";
const ASK_MAIDS = "what did we pay Music City Maids last year";
const ASK_CABIN_PRICE = "What's the purchase price on the Laurel Bluff cabin?";
const ASK_LICENSE = "when did we last pay for the Gatlinburg business license?";

export const R26_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "pull up total rental income for last month pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "gross rental income q2 last yr, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(lastYear(t), 2) }))],
  },
  {
    group: "income",
    query: "Can you calculate Holloway Creek Stays' total revenue for last year, everything included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(lastYear(t)) }))],
  },
  {
    group: "income",
    query: "how much has the cabin grossed in bookings ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...thisYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: "How much booking income came in through VRBO so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, q: "VRBO", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid us this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the Lockeland cottage bring in from rentals in July of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...month(lastYear(t), 7), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "give me rental income broken out by property for last year",
    tool: "query_database",
    expect: async (t) => {
      const period = year(lastYear(t));
      return Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (p) => figure(await t.sum({ categories: RENTS, ...period, property: await pid(t, p) }))));
    },
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay Smoky Ridge in total last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "what have utilities cost us ytd across all the properties (power, gas, water, internet)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax we paid on the Nashville cottage last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYear(t)), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "expenses",
    query: "What were our total expenses last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent at costco this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Costco", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "cleaning costs for the Gatlinburg place last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastQuarter(t.today), property: await pid(t, "Laurel") }))],
  },
  {
    group: "expenses",
    query: "Hi, could you tell me how much mortgage interest we paid on the Chattanooga condo last year? Thanks",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(lastYear(t)), property: await pid(t, "Tremont") }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "whats our net income ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "What's the net profit on Lockeland so far this year, income minus expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "net",
    query: "net for the Tremont condo last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Tremont") }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cottage have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin in July last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", month(lastYear(t), 7)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the Nashville house booked in Aug last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(lastYear(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont unit and what's their monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Tremont")) as unknown as { id: string; extra_metadata: { tenant: string } };
      return [p.extra_metadata.tenant, figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: p.id }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings did we get thru VRBO last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, q: "VRBO", ...year(lastYear(t)) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "List the guests who stayed at Lockeland last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Chattanooga condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "break down the basis on 1814 Lockeland for me - land, building and furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis of all three properties combined?",
    tool: "query_database",
    expect: async (t) => {
      const all = await Promise.all(["Lockeland", "Laurel", "Tremont"].map((p) => t.property(p)));
      return [figure(all.reduce((s, p) => s + Math.round(Number(p.total_basis) * 100), 0) / 100 + "")];
    },
  },

  // ---- company (4)
  {
    group: "company",
    query: "need the federal tax ID for Holloway Creek Stays, can you pull it up?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who do we have as our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "what's our TN secretary of state control number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await open(t, "upcoming=60")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when is the TN franchise & excise return due",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=franchise"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When's the Tennessee annual report due, and what did we pay for it the last time?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=annual%20report"))[0]!.due_date), figure((await txs(t, "category=expense:licenses_permits&q=annual%20report"))[0]!.amount)],
  },
  {
    group: "deadlines",
    query: "when does the STRP permit on the cottage need renewing?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=STRP"))[0]!.due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the all perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "per the co-hosting agreement, what does Smoky Ridge charge for a deep clean?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `property_id=${await pid(t, "Laurel")}&q=Co-Hosting`);
      return ["425"];
    },
  },
  {
    group: "documents",
    query: "What percent of the company does Celeste own under the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["20%"];
    },
  },
  {
    group: "documents",
    query: "how much notice do we have to give the co-host if we want to end the agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `property_id=${await pid(t, "Laurel")}&q=Co-Hosting`);
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "can you list the formation paperwork we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: ASK_CABIN_Q2,
    query: "and the Nashville one?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...quarter(lastYear(t), 2), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    after: ASK_HOA,
    query: "what's that per month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    after: ASK_ESTIMATED,
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const left = await open(t, "obligation_type=tax:payment");
      if (!left[1]) throw new Error("no second estimated payment");
      return [longDate(left[1].due_date)];
    },
  },
  {
    group: "follow-up",
    after: ASK_REPAIR,
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const p = year(lastYear(t));
      const items = await txs(t, `category=expense:maintenance:repairs&start_date=${p.start}&end_date=${p.end}`);
      const top = items.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
      return [top.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: ASK_CABIN_NIGHTS,
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    after: ASK_MAIDS,
    query: "how about ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: ASK_CABIN_PRICE,
    query: "when did we buy it?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel")).acquisition_date)],
  },
  {
    group: "follow-up",
    after: ASK_LICENSE,
    query: "how much was it?",
    tool: "query_database",
    expect: async (t) => [figure((await txs(t, "category=expense:licenses_permits&q=Gatlinburg"))[0]!.amount)],
  },

  // ---- unanswerable (10)
  {
    group: "unanswerable",
    query: "what would the cabin sell for on today's market?",
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
    query: "should we refinance the cottage or pay it down faster? what do you recommend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did the Knoxville duplex bring in last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent did we collect the year before last?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the remaining balance on the Truist mortgage for the cabin?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the Pinnacle loan?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "I need Wendell Akers' social security number and date of birth for the lease file",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the EIN for Smoky Ridge Co-Hosting LLC?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are comparable 3 bedroom cabins in Gatlinburg charging per night these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
