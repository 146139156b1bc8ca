// Blind evaluation set r31-spec: 60 questions an owner or bookkeeper of Holloway Creek Stays LLC (the
// Tennessee fixture company of scripts/lib/spec-company.ts) would type. Written blind: the author read
// only the fixture company, the eval runner, the service spec and the helpers of chat-questions.ts,
// never the assistant's code, its tests, its docs or another set. Every expected figure, date and name
// is read at run time from the REST API; periods are relative to today.
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(y(t) - 1);
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

/** The quarter before a quarter. */
const quarterBefore = (period: { start: string }) => {
  const [qy, qm] = period.start.split("-").map(Number) as [number, number];
  const q = Math.ceil(qm / 3);
  return q === 1 ? quarter(qy - 1, 4) : quarter(qy, q - 1);
};

/** Open obligations, soonest first. */
async function open(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}

async function nextWhere(t: Truth, match: (o: Obligation) => boolean): Promise<Obligation> {
  const found = (await open(t)).find(match);
  if (!found) throw new Error("no open obligation matches");
  return found;
}

/** Throws unless a document whose title holds `fragment` is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

const company = (t: Truth) => t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string } }>("/api/v1/company");

interface Tx {
  amount: string;
  transaction_type: string;
  description: string;
  transaction_date: string;
}

export const R31_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "what was Holloway Creek's total revenue last yr, all three places combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much came in from VRBO bookings at the cabin last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Laurel")).id, q: "VRBO", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "what did the Lockeland place bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: (await t.property("Lockeland")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you pull up how much rent Wendell has paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Tremont")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "rental income for march of last year, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "Give me ytd gross rental income broken out by property please",
    tool: "query_database",
    expect: async (t) => Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (p) => figure(await t.sum({ categories: RENTS, property: (await t.property(p)).id, ...thisYear(t) })))),
  },
  {
    group: "income",
    query: "total Airbnb reservation revenue last year across the cottage and the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "Airbnb", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "calculate the Gatlinburg cabin's income for Q2 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: (await t.property("Laurel")).id, ...quarter(y(t) - 1, 2) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total utilites at the cabin ytd (electric, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, property: (await t.property("Laurel")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend on property taxes last year for all 3 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Smoky Ridge so far this year, all their bills together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Mortgage interest on the Chattanooga condo last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property("Tremont")).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What were our total expenses last quarter, whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much did Airbnb take in host fees this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], q: "Airbnb", ...thisYear(t) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what was the LLC's net income for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "Whats the cabin's profit year to date, income minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Laurel")).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the Tremont condo make money last quarter? what was the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Tremont")).id, ...lastQuarter(t.today) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cottage have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Lockeland")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Laurel Bluff last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Chattanooga unit right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant: string; monthly_rent: string } }>(`/api/v1/properties/${(await t.property("Tremont")).id}`);
      return [p.extra_metadata.tenant, figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Number of bookings across both short-term rentals last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "give me the guest list for the Nashville house in June of last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(y(t) - 1, 6)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the Laurel Bluff cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for Lockeland Dr when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the Tremont St condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the cottage's basis is furniture and fixtures",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "what's our EIN again? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who is the registered agent for Holloway Creek Stays?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "whats our Tennessee SOS control number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline we've got coming up?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t))[0];
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const due = await open(t, "upcoming=90");
      if (due.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the TN annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextWhere(t, (o) => o.obligation_type === "compliance:periodic_report" && /annual report/i.test(o.description));
      const fee = /\$(\d+) minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to get the 1065 filed by?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, (o) => /1065/.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date for the members?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, (o) => o.obligation_type === "tax:payment")).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield declarations");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "How much notice do we have to give Smoky Ridge if we want to end the co-hosting agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting and Cleaning Agreement");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement what % does Tobin own and what did he put in?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["30%", "90,000"];
    },
  },
  {
    group: "documents",
    query: "what's the fine under the Laurel Bluff HOA rental rules if a guest breaks a rule?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Owners Association rental rules");
      return ["250"];
    },
  },
  {
    group: "documents",
    query: "pull up a list of our formation paperwork on file",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: "how much rental income did the cabin make last year?",
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Lockeland")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "what did we spend on cleaning at the Lockeland cottage this year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async () => ["Music City Maids"],
  },
  {
    group: "follow-up",
    after: "How many bookings did the cabin get last month?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    after: "When's the Gatlinburg short-term rental business license up for renewal?",
    query: "what did it cost us last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:licenses_permits"], property: (await t.property("Laurel")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "what was our net income last quarter?",
    query: "and the quarter before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...quarterBefore(lastQuarter(t.today)) }))],
  },
  {
    group: "follow-up",
    after: "What was the purchase price of the Tremont condo?",
    query: "what about the other two houses?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total), figure((await t.property("Laurel")).purchase_price_total)],
  },
  {
    group: "follow-up",
    after: "total expenses for the cottage last month?",
    query: "which one was the biggest?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      const { start, end } = lastMonth(t.today);
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${p.id}&start_date=${start}&end_date=${end}&page_size=200`);
      const expenses = items.filter((tx) => tx.transaction_type === "EXPENSE").sort((a, b) => Number(b.amount) - Number(a.amount));
      if (!expenses[0]) throw new Error("no expenses");
      return [figure(expenses[0].amount)];
    },
  },
  {
    group: "follow-up",
    after: "how much did Wendell pay in rent last year?",
    query: "and ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Tremont")).id, ...thisYear(t) }))],
  },

  // ---- unanswerable (10)
  {
    group: "unanswerable",
    query: "what would the Gatlinburg cabin sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you project our rental income for next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the Tremont condo or keep renting it out?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the Pigeon Forge chalet on Wears Valley Rd earn last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did the cottage gross in 2018?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the remaining balance on the Truist mortgage for the cabin?",
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
    query: "what's Wendell Akers' social security number? need it for a background check",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much net income did Blue Hollow Rentals LLC make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats Celeste Varga's personal cell number and home address",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
