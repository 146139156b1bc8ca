// Blind set r47b-coast: 60 questions about the Florida Gulf-coast LLC (scripts/lib/coast-company.ts), in
// the words of its outside bookkeeper, the CPA preparing its 1065 and now and then a member. Written
// without reading the assistant's code, its tests, its docs or any other question set; expected figures
// are read at run time from the REST API, periods are relative to the day the set is run.
import Decimal from "decimal.js";
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, thisYear, titles, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

/** The calendar month before last month. */
const monthBeforeLast = (today: string) => {
  const [y, m] = lastMonth(today).start.split("-").map(Number) as [number, number];
  return m === 1 ? month(y - 1, 12) : month(y, m - 1);
};

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Transactions matching a query string, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** Open obligations due today or later, earliest first. */
async function upcoming(t: Truth, match?: (description: string) => boolean) {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && (!match || match(o.description)))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no open obligation");
  return open;
}

const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The company profile, whether or not it is wrapped in a data envelope. */
async function company(t: Truth): Promise<Record<string, any>> {
  const body = await t.get<Record<string, any>>("/api/v1/company");
  return body.data && typeof body.data === "object" && !body.ein ? body.data : body;
}

/** Checks that a document is on file before expecting what its text says. */
async function onFile(t: Truth, query: string, fragment: string) {
  const all = await titles(t, query);
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

const none = async () => [] as string[];

export const R47B_COAST_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much rent came in from the Palmetto Hammock duplex last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Palmetto Hammock") }))],
  },
  {
    group: "income",
    query: "Pull gross Vrbo booking revenue for Heron Roost for last quarter pls (before Vrbo's commission)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await pid(t, "Heron Roost") }))],
  },
  {
    group: "income",
    query: "YTD base rent received from Saltmarsh Coffee? just the base rent, not CAM or the NNN reimbursements",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Manatee Avenue") }))],
  },
  {
    group: "income",
    query: "Gross rents for last yr across all 4 properties, i.e. booking + lease rent only (exclude cleaning fees, taxes collected from guests, CAM and other reimbursements)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what have the Furnished Finder stays at the beach condo brought in so far this year? (rent only, direct bookings excluded)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Gulf Boulevard"), q: "Furnished Finder" }))],
  },
  {
    group: "income",
    query: "Total revenue booked last month for Mangrove Key, every revenue category, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much has Lucinda paid us in rent ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Palmetto Hammock"), q: "Lucinda Farraday" }))],
  },
  {
    group: "income",
    query: "can you break out total revenue by property for last quarter?",
    tool: "query_database",
    expect: async (t) => {
      const q = lastQuarter(t.today);
      const out: string[] = [];
      for (const fragment of ["Gulf Boulevard", "Palmetto Hammock", "Heron Roost", "Manatee Avenue"]) out.push(figure(await t.sum({ type: "revenue", ...q, property: await pid(t, fragment) })));
      return out;
    },
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "What have we paid Salt & Linen so far this year, both properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: "run total insurance expense for last year, all props",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax paid on the Englewood house this calendar year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: await pid(t, "Heron Roost") }))],
  },
  {
    group: "expenses",
    query: "give me the utilities for the pool house last month - electric, water, internet all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...lastMonth(t.today), property: await pid(t, "Heron Roost") }))],
  },
  {
    group: "expenses",
    query: "Total paid to Coastal Breeze AC & Heat since the books start?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...ALL_TIME(t), q: "Coastal Breeze" }))],
  },
  {
    group: "expenses",
    query: "For Sched E line 12: mortgage interest on the café building, last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: await pid(t, "Manatee Avenue") }))],
  },
  {
    group: "expenses",
    query: "Regular monthly condo association dues on Unit 704 for last year? leave out the special assessment",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t), property: await pid(t, "Gulf Boulevard") }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "what did the Bradenton duplex net last year (income minus expenses)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Palmetto Hammock") }))],
  },
  {
    group: "net",
    query: "net income ytd for 2204 Manatee Ave W, all revenue less all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Manatee Avenue") }))],
  },
  {
    group: "net",
    query: "calculate net income for the cafe property for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Manatee Avenue") }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Vrbo reservations did Heron Roost get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Heron Roost") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the pool house last month? guest names please",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Heron Roost", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights the Englewood place was booked last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Heron Roost", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants at the duplex right now?",
    tool: "query_database",
    expect: async () => ["Lucinda Farraday", "Desmond Okoro-Baines"],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who've stayed in the Indian Rocks Beach condo this year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Gulf Boulevard", thisYear(t)),
  },
  {
    group: "bookings-or-tenants",
    query: "what's Desmond paying a month for unit 2 these days?",
    tool: "query_database",
    expect: async (t) => {
      const start = addDaysIso(t.today, -70);
      const [latest] = await txs(t, `category=revenue:long_term_rental&q=Okoro-Baines&start_date=${start}&end_date=${t.today}`);
      return [figure(latest!.amount)];
    },
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on Heron Roost?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Heron Roost")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Manatee Ave building when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Manatee Avenue")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "need the land / building split on the Palmetto Hammock duplex for the depreciation schedule",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis and total basis for the beach condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "whats the EIN for Mangrove Key Property Group?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Can you pull up our Sunbiz document number?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "Who do we have as registered agent in Florida?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).registered_agent.name).split(",")[0]!],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up on our calendar?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDaysIso(t.today, 30);
      const due = (await upcoming(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due within 30 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the Sunbiz annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await upcoming(t, (d) => /annual report/i.test(d));
      const fee = /\$([\d,]+\.\d{2}) fee/.exec(next!.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next!.description}`);
      return [longDate(next!.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when does the windstorm policy on the pool house renew next?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (d) => /windstorm/i.test(d)))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "1065 due date for this coming filing season?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (d) => /Form 1065/i.test(d)))[0]!.due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Heron Roost wind policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy", "windstorm policy declarations, Heron Roost");
      return ["7,900"];
    },
  },
  {
    group: "documents",
    query: "under the Saltmarsh lease, what's the late charge if rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "", "Saltmarsh Coffee Roasters");
      return ["5%"];
    },
  },
  {
    group: "documents",
    query: "what percentage interest does Graham hold per the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement", "Operating Agreement");
      return ["40%"];
    },
  },
  {
    group: "documents",
    query: "How much operating reserve per property does the OA say we keep back before distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement", "Operating Agreement");
      return ["10,000"];
    },
  },
  {
    group: "documents",
    query: "which insurance policies do we have uploaded?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "and the café? base rent only",
    after: "how much rent came in from the Palmetto Hammock duplex last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Manatee Avenue") }))],
  },
  {
    group: "follow-up",
    query: "and the month before that?",
    after: "How many Vrbo reservations did Heron Roost get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...monthBeforeLast(t.today), property: await pid(t, "Heron Roost") }))],
  },
  {
    group: "follow-up",
    query: "ok and ytd?",
    after: "What did we pay Aquamarine Pool Care last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }))],
  },
  {
    group: "follow-up",
    query: "what about the pool house?",
    after: "whats the purchase price on the duplex",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Heron Roost")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "how much was the premium last time we paid it?",
    after: "when's the flood policy on Heron Roost up for renewal?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, `category=expense:insurance&q=Tarpon&start_date=2000-01-01&end_date=${t.today}`);
      return [figure(latest!.amount)];
    },
  },
  {
    group: "follow-up",
    query: "who did that work?",
    after: "what's the biggest repair bill we've had on the café building?",
    tool: "query_database",
    expect: async (t) => {
      const id = await pid(t, "Manatee Avenue");
      const items = await txs(t, `category=expense:maintenance:repairs&property_id=${id}&start_date=2000-01-01&end_date=${t.today}`);
      const top = items.reduce((a, b) => (new Decimal(b.amount).gt(a.amount) ? b : a));
      return [top.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    query: "how many stays is that?",
    after: "how much rental income has the beach condo made ytd",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Gulf Boulevard") }))],
  },
  {
    group: "follow-up",
    query: "and their address?",
    after: "Who do we have as registered agent in Florida?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).registered_agent.address).split(",")[0]!],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "What would Heron Roost sell for in today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "forecast next year's Vrbo revenue for the pool house", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we do a cost seg study on the café building this year, would it pay off?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did the Siesta Key townhouse bring in last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "pull rental income for 2019 for the condo", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's the remaining principal balance on the Tidewater mortgage for Heron Roost?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "interest rate on the Barrier Island commercial loan?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "I need Lucinda Farraday's social security number and date of birth for a form", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much did Saltmarsh Coffee do in sales last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what are comparable 3br pool homes in Englewood getting per night on Vrbo right now?", tool: "query_database", unanswerable: true, expect: none },
];
