// Blind set r40-spec: 60 questions an owner or bookkeeper of Holloway Creek Stays LLC (the Tennessee
// spec company) would type. Written without reading the assistant's code, its tests, its docs or any
// other question set; only the company fixture, the eval runner and the service spec were read.
// Every expected figure, date and name is read at run time from the REST API.
import Decimal from "decimal.js";
import { type Case, type Truth, RENTS, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations, type Obligation } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A ledger sum that must not be empty. */
async function money(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (new Decimal(total).isZero()) throw new Error(`empty sum for ${JSON.stringify(filter)}`);
  return figure(total);
}

/** Open obligations matching a query, soonest first. */
async function open(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const rows = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (rows.length === 0) throw new Error(`no open obligations for ${query}`);
  return rows;
}

/** Asserts a document whose title holds the fragment is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document titled like ${fragment}`);
}

interface Tx { description: string; amount: string; transaction_date: string }
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

const COTTAGE_GROSS_2025 = "what did the cottage gross in 2025?";
const CABIN_UTIL_SEPT = "cabin utilities in september?";
const COTTAGE_BOOKINGS_MAY = "How many bookings did the cottage get in May?";
const BIGGEST_REPAIR = "what was our biggest maintenance repair bill last yr?";
const CUMBERLAND_THIS_YEAR = "how much was the Cumberland Mutual premium this year?";
const TREMONT_DEPRECIABLE = "what's the depreciable basis on the Tremont condo?";
const CABIN_GUESTS_AUG = "who stayed at the cabin in August?";
const CPA_THIS_YEAR = "what did the CPA charge us for preparing the partnership return this year?";

export const R40_SPEC_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much did the cottage bring in last month?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "revenue", ...lastMonth(t.today), property: await pid(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "gross rental income for q3 this year across all three properties",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...quarter(Y(t), 3) })],
  },
  {
    group: "income",
    query: "What was Holloway Creek's total rental income last yr, short-term and the condo rent together?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "pull up ytd revenue for the Gatlinburg cabin please",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "revenue", ...thisYear(t), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "income",
    query: "How much booking income came through VRBO in 2025?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...year(2025), q: "VRBO" })],
  },
  {
    group: "income",
    query: "total rent Wendell has paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") })],
  },
  {
    group: "income",
    query: "can you calculate the Nashville house's booking income for march of this year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...month(Y(t), 3), property: await pid(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "How much Airbnb income did Laurel Bluff make last summer, June thru August?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], start: `${Y(t) - 1}-06-01`, end: `${Y(t) - 1}-08-31`, property: await pid(t, "Laurel Bluff"), q: "Airbnb" })],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Music City Maids in 2025?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...year(2025), q: "Music City Maids" })],
  },
  {
    group: "expenses",
    query: "give me total utilities for the cabin last year (electric, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], ...year(Y(t) - 1), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "expenses",
    query: "What have property taxes cost us this year for all 3 properties combined?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "total expenses on the Chattanooga condo in Q2?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...quarter(Y(t), 2), property: await pid(t, "Tremont") })],
  },
  {
    group: "expenses",
    query: "what has Smoky Ridge billed us altogether ytd, cleanings and fees and everything?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...thisYear(t), q: "Smoky Ridge" })],
  },
  {
    group: "expenses",
    query: "insurance premiums we paid in 2025, all policies",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:insurance"], ...year(2025) })],
  },
  {
    group: "expenses",
    query: "how much was the electric bill at Lockeland last month?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities:electricity"], ...lastMonth(t.today), property: await pid(t, "Lockeland") })],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "whats the company's net income ytd, revenue minus expenses?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...thisYear(t) })],
  },
  {
    group: "net",
    query: "Did the cabin make or lose money last quarter? what's the net?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastQuarter(t.today), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "net",
    query: "net for Tremont St last month after all its expenses",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastMonth(t.today), property: await pid(t, "Tremont") })],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin have in july?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 7), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked at Laurel Bluff in September",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", month(Y(t), 9)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Chattanooga unit and what does he pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const [rent] = await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}&start_date=${lastMonth(t.today).start}&end_date=${lastMonth(t.today).end}`);
      const tenant = / - ([A-Z][a-z]+ [A-Z][a-z]+) - /.exec(rent!.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${rent!.description}`);
      return [tenant, figure(rent!.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total number of bookings across both short term rentals last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "guest list for the Gatlinburg place for October pls",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", month(Y(t), 10)),
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on the cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Gatlinburg cabin when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the Tremont condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis at Laurel Bluff, and when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      if (!p.placed_in_service) throw new Error("no placed_in_service");
      return [figure(p.ffe_basis), longDate(p.placed_in_service)];
    },
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "need the federal tax id number for Holloway Creek Stays, can you pull it up?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who is the llc's registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "When was the company formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "what's our TN secretary of state control number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await open(t, "upcoming=90")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "When is the Tennessee annual report due and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, "obligation_type=compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*) minimum/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=tax:filing&q=1065"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when does the Lockeland short term rental permit need renewing?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Lockeland")}`))[0]!.due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "what's the all perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=insurance:policy");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "per our agreement with Smoky Ridge, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting and Cleaning Agreement");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "What percentage of the company does Tobin own under the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=formation:operating_agreement");
      return ["30%"];
    },
  },
  {
    group: "documents",
    query: "what's the HOA fine if guests leave trash bags outside at the cabin?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Owners Association rental rules");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "what formation paperwork do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: COTTAGE_GROSS_2025,
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "revenue", ...thisYear(t), property: await pid(t, "Lockeland") })],
  },
  {
    group: "follow-up",
    after: CABIN_UTIL_SEPT,
    query: "what about the cottage?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], ...month(Y(t), 9), property: await pid(t, "Lockeland") })],
  },
  {
    group: "follow-up",
    after: COTTAGE_BOOKINGS_MAY,
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 5), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    after: BIGGEST_REPAIR,
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense:maintenance:repairs&start_date=${year(Y(t) - 1).start}&end_date=${year(Y(t) - 1).end}`);
      const top = [...items].sort((a, b) => new Decimal(b.amount).cmp(a.amount))[0]!;
      return [top.description.split(" - ")[0]!.trim()];
    },
  },
  {
    group: "follow-up",
    after: CUMBERLAND_THIS_YEAR,
    query: "and last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...year(Y(t) - 1), q: "Cumberland Mutual" })],
  },
  {
    group: "follow-up",
    after: TREMONT_DEPRECIABLE,
    query: "when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("no placed_in_service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    after: CABIN_GUESTS_AUG,
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", month(Y(t), 8)))],
  },
  {
    group: "follow-up",
    after: CPA_THIS_YEAR,
    query: "which firm was that again?",
    tool: "query_database",
    expect: async (t) => {
      const [fee] = await txs(t, `category=expense:legal_professional&start_date=${thisYear(t).start}&end_date=${thisYear(t).end}`);
      return [fee!.description.split(" - ")[0]!.replace(/\s+(CPAs?|LLC|PLLC)$/, "").trim()];
    },
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "what would the cabin sell for on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you forecast how much rental income we'll make next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the Tremont condo or keep renting it out?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did our Pigeon Forge chalet make last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did the cottage bring in back in 2021?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the Pinnacle loan for Lockeland?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Wendell Akers' credit score and SSN? need it for a form", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pull up the profit and loss for Smoky Ridge Co-Hosting LLC's own business", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Celeste Varga's home address and phone number?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
