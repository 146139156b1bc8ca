// Round 32, spec company (Holloway Creek Stays LLC, Tennessee): a blind set of 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set. Only the types and
// helpers of chat-questions.ts (lines 1-98), the company file, the eval runner and the service spec were
// read. Every figure, date and name is read at run time from the REST API (or, for what a document says,
// from the document's own text in the company file, after checking through the API that it is on file).
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";
import { specDocuments } from "./spec-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

/** The month before a period that starts on the first of a month. */
const monthBefore = (period: { start: string }) => lastMonth(period.start);

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Open deadlines, soonest first. */
async function openDeadlines(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextMatching(t: Truth, words: string): Promise<Obligation> {
  const found = (await openDeadlines(t)).find((o) => o.description.toLowerCase().includes(words.toLowerCase()));
  if (!found) throw new Error(`no open deadline "${words}"`);
  return found;
}

/** A document's own text, once the API shows it is on file. */
async function docText(t: Truth, filename: string, titleWords: string): Promise<string> {
  const onFile = await titles(t, "");
  if (!onFile.some((title) => title.toLowerCase().includes(titleWords.toLowerCase()))) throw new Error(`document "${titleWords}" not on file`);
  const doc = specDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no document ${filename}`);
  return doc.body;
}
const grab = (text: string, pattern: RegExp) => {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`not found in document: ${pattern}`);
  return m[1];
};

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
const txs = async (t: Truth, query: string) =>
  (await t.get<{ items: Tx[] }>(`/api/v1/transactions?start_date=2000-01-01&end_date=${t.today}&page_size=200&${query}`)).items;

export const R32_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rental income did we bring in last yr, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Pull up gross rents for last month across all three places please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what did the cabin make in bookings in q2 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 2), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "ytd rent collected from Wendell?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "How much did Holloway Creek Stays take in from VRBO reservations last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "Can you calculate total revenue for the Nashville house last year, everything included (bookings plus any other payouts)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "break down income by property for last quarter pls",
    tool: "query_database",
    expect: async (t) => {
      const period = lastQuarter(t.today);
      const out: string[] = [];
      for (const fragment of ["Lockeland", "Laurel Bluff", "Tremont"]) out.push(figure(await t.sum({ type: "revenue", ...period, property: await pid(t, fragment) })));
      return out;
    },
  },
  {
    group: "income",
    query: "what did the Lockeland cottage gross in march of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(Y(t) - 1, 3), property: await pid(t, "Lockeland") }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Music City Maids in total last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "total utilites for the Gatlinburg cabin so far this year? electric, propane, water, internet",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "How much mortgage interest did we pay across all the properties last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me what we spent on insurance for the Chattanooga condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "what did Smoky Ridge bill us altogether last quarter? cleanings, co-host fee, all of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastQuarter(t.today), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "How much went to Airbnb/VRBO platform fees last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "What were Holloway Creek's total expenses for last year, company overhead included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was our net income for last year overall?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "net profit on the cabin last quarter after all its expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "net",
    query: "Is the Tremont condo making money this year? what's its net ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many bookings did the cottage get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the cabin in August of last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", month(Y(t) - 1, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Laurel Bluff booked last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Chattanooga unit and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string; monthly_rent?: string } }>(`/api/v1/properties/${await pid(t, "Tremont")}`);
      if (!p.extra_metadata.tenant || !p.extra_metadata.monthly_rent) throw new Error("no tenant on the condo");
      return [p.extra_metadata.tenant, figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we have across both short-term rentals in Q3 last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 3), q: "Airbnb" }))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at Lockeland last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Lockeland Dr house when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for the Tremont condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis on the Nashville cottage, and how much of that is furniture & fixtures?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.total_basis), figure(p.ffe_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again?",
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
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "I need our Tennessee SOS control number for a form, can you look it up?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openDeadlines(t))[0];
      if (!next) throw new Error("no open deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const items = await openDeadlines(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the STRP permit for the cottage?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "STRP permit renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the Gatlinburg business license renewal due for the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "Gatlinburg short-term rental business license")).due_date)],
  },
  {
    group: "deadlines",
    query: "what's the deadline for filing our 1065 this coming season?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "Form 1065")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the cabin's insurance policy for a regular claim (all perils)?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "laurel-bluff-insurance-declarations.md", "Blue Ridge Shield declarations"), /All perils: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "per our co-hosting agreement, what percentage does Smoky Ridge take as their fee?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "smoky-ridge-co-hosting-agreement.md", "Co-Hosting and Cleaning Agreement"), /Co-host fee: (\d+%)/)],
  },
  {
    group: "documents",
    query: "how big a repair can the co-host order at the cabin without getting our ok first?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "smoky-ridge-co-hosting-agreement.md", "Co-Hosting and Cleaning Agreement"), /repairs of up to \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "What ownership % does Celeste have under the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "holloway-creek-operating-agreement.md", "Operating Agreement"), /\| Celeste Varga \| (\d+%) \|/)],
  },
  {
    group: "documents",
    query: "can you show me every document we've got on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rental income did the cottage make last year?",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    after: "What were the electric bills at the Gatlinburg cabin last year?",
    query: "what about the Nashville house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    after: "how much did the new hot tub at the cabin cost us?",
    query: "who installed it?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, "category=expense:capital_improvement&q=hot%20tub");
      if (!tx) throw new Error("no hot tub");
      return [tx.description.split(" - ")[0]!.split(" & ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: "Net income for Holloway Creek last yr?",
    query: "how about just the condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    after: "when is our Tennessee annual report due?",
    query: "how much is that going to cost us?",
    tool: "query_database",
    expect: async (t) => [grab((await nextMatching(t, "annual report")).description, /\$(\d[\d,]*) minimum/)],
  },
  {
    group: "follow-up",
    after: "what was the purchase price of the cabin",
    query: "and when did we buy it?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)],
  },
  {
    group: "follow-up",
    after: "how many bookings did the cabin have in july last year",
    query: "how many of those came through VRBO?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Laurel Bluff"), q: "VRBO" }))],
  },
  {
    group: "follow-up",
    after: "what did Music City Maids charge us last month?",
    query: "and the month before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...monthBefore(lastMonth(t.today)), q: "Music City Maids" }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the cabin worth on the market right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much booking income should we expect at the cottage next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the Tremont condo or keep renting it to Wendell?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent did we collect on the Knoxville duplex last yr?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did the cabin bring in back in 2023?",
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
    query: "What interest rate are we paying on the FirstBank loan for the condo?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you pull up Wendell Akers' social security number and date of birth?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did Ridgeline Retreats LLC, our neighbor's company, make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the going nightly rate for 3-bedroom cabins in Gatlinburg these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
