// Round 28 blind set for the spec company (Holloway Creek Stays LLC, Tennessee): 60 questions written on
// 2026-11-28 by an author who never read the assistant's code, its tests, its docs or another question
// set; only the company file, the eval runner and the service spec. Every expected figure, date and name
// is read at run time from the REST API; periods are relative to the day the set runs.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, type Obligation, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Open obligations due today or later, soonest first. */
async function upcoming(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
/** The next open obligation whose description holds a phrase. */
async function nextMatching(t: Truth, phrase: string): Promise<Obligation> {
  const hit = (await upcoming(t)).find((o) => o.description.toLowerCase().includes(phrase.toLowerCase()));
  if (!hit) throw new Error(`no open obligation matching ${phrase}`);
  return hit;
}
/** Checks that a document is on file (by a piece of its title) before expecting what its text says. */
async function onFile(t: Truth, titlePiece: string, query = ""): Promise<void> {
  const list = await titles(t, query);
  if (!list.some((title) => title.toLowerCase().includes(titlePiece.toLowerCase()))) throw new Error(`no document titled like ${titlePiece}`);
}
/** The Tremont condo's record with its custom fields. */
async function tremontMeta(t: Truth): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=Tremont`);
  if (items.length !== 1) throw new Error("Tremont: not exactly one property");
  return items[0]!.extra_metadata;
}

const none = async () => [];

export const R28_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much did we bring in from the rentals last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "q2 last yr gross rental income?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "What was Holloway Creek Stays' total revenue for last year, late fees and payouts and everything included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "calculate the booking income for the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much rent has Wendell paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did our VRBO bookings gross last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "pull up the rental income for the Lockeland place in June please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Lockeland"), ...month(Y(t), 6) }))],
  },
  {
    group: "income",
    query: "Airbnb booking revenue across both short term rentals last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "Airbnb", ...lastQuarter(t.today) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Music City Maids last year in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "total utilities for the cabin this year (power, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, property: await pid(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did Smoky Ridge charge us in total for september?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...month(Y(t), 9) }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid last yr, all three properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on insurance premiums ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What were the total expenses on the Chattanooga condo last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Tremont"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "give me our total Costco spend for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Costco", ...year(Y(t) - 1) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what's our net income ytd, all properties and company costs?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Net profit on the cottage for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Lockeland"), ...year(Y(t) - 1) }))],
  },
  {
    group: "net",
    query: "did the Tremont condo make money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Tremont"), ...lastQuarter(t.today) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cabin have in July?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel"), ...month(Y(t), 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Gatlinburg house booked in august",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", month(Y(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Tremont unit right now and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const meta = await tremontMeta(t);
      if (!meta.tenant || !meta.monthly_rent) throw new Error("Tremont: no tenant or rent on record");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total number of bookings across both STRs last yr?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "can you list the guests we had at Laurel Bluff in october",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", month(Y(t), 10)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the Nashville cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "How much did we buy the Gatlinburg cabin for?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis split for 407 Tremont?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the furniture / FF&E basis on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).ffe_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's Holloway Creek's control number with the TN Secretary of State?",
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
    query: "who do we have as registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t))[0];
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 90 days?",
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
    query: "When is the Tennessee annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, "annual report");
      const fee = /\$(\d[\d,]*) minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Gatlinburg business license?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "Gatlinburg short-term rental business license")).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the 1065 due this coming filing season?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "Form 1065")).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the all-perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield declarations");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "Under the co-host agreement, how much can Smoky Ridge spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting and Cleaning Agreement");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "what's the HOA fine if guests leave trash bags outside the cabin?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Owners Association rental rules");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "How much did Celeste put in as her initial capital contribution per the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["60,000"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: "What did the cottage make in rental income last year?",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Laurel"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    after: "total electric bills for the cabin last year",
    query: "what about this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "how many bookings did the cottage get in may?",
    query: "how much did those bring in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...month(Y(t), 5) }))],
  },
  {
    group: "follow-up",
    after: "Who does the turnover cleaning at the Lockeland cottage?",
    query: "how much did we pay them last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    after: "What did we spend on repairs last year?",
    query: "who was the vendor on the biggest one?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(Y(t) - 1);
      const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&start_date=${start}&end_date=${end}&page_size=200`);
      const biggest = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!biggest) throw new Error("no repairs last year");
      const vendor = biggest.description.split(" - ")[0]!.split(" & ")[0]!;
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: "When was the Tremont condo placed in service?",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel");
      if (!p.placed_in_service) throw new Error("cabin: no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    after: "Net income for q2 last year?",
    query: "and q3?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "follow-up",
    after: "What's the wind and hail deductible on the cabin policy?",
    query: "and the liability limit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield declarations", "doc_type=insurance:policy");
      return ["1,000,000"];
    },
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "What's the Gatlinburg cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you forecast how much the cottage will book next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we refinance the Lockeland mortgage now or wait?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did we collect on the Knoxville duplex last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what did the cottage gross in rentals three years ago?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's the remaining principal balance on the Truist loan for the cabin?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the FirstBank mortgage for the condo?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Can you give me Wendell's social security number? need it for a form", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much did Summit Peak Rentals LLC make last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what are other Gatlinburg cabins charging per night on Airbnb this winter?", tool: "query_database", unanswerable: true, expect: none },
];
