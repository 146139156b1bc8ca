// Blind set r47a-coast: 60 questions about the Florida company of scripts/lib/coast-company.ts (the
// mid-term beach condo, the Bradenton duplex, the Vrbo pool house in Englewood, the café building),
// written without reading the assistant's code, its tests, its docs or any other question set. The
// wording imitates the two members: one typing on a phone (short, lowercase, abbreviations, typos),
// the other precise. Every expected figure, name and date is read at run time from the REST API.
import Decimal from "decimal.js";
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, nightsBooked, quarter, thisYear, titles, year } from "./chat-questions";

// --- helpers -------------------------------------------------------------------------------------

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
const monthBefore = (today: string) => lastMonth(lastMonth(today).start);

/** A property's id by a fragment of its address. */
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A sum that must not be empty (a zero would make a useless expectation). */
async function money(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string[]> {
  const total = await t.sum(filter);
  if (new Decimal(total).isZero()) throw new Error(`empty sum for ${JSON.stringify(filter)}`);
  return [figure(total)];
}

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return items;
}

interface Ob {
  description: string;
  due_date: string;
  status: string;
}
/** Every obligation, open ones due on or after today first by date. */
async function openAhead(t: Truth, days?: number): Promise<Ob[]> {
  const { items, total } = await t.get<{ items: Ob[]; total: number }>(`/api/v1/obligations?page_size=200`);
  if (items.length < total) throw new Error(`obligations: only ${items.length} of ${total} listed`);
  const end = days === undefined ? "9999-12-31" : addDaysIso(t.today, days);
  return items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.due_date <= end)
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
}
function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** The next open obligation whose description holds every one of the words. */
async function nextDue(t: Truth, ...words: string[]): Promise<Ob> {
  const hit = (await openAhead(t)).find((o) => words.every((w) => o.description.toLowerCase().includes(w.toLowerCase())));
  if (!hit) throw new Error(`no open obligation with ${words.join(", ")}`);
  return hit;
}

/** Checks that a document whose title holds `word` is on file; returns the phrases given. */
async function onFile(t: Truth, word: string, phrases: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(word.toLowerCase()))) throw new Error(`no document titled with ${word}`);
  return phrases;
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string } | string;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// --- earlier questions that follow-ups come after -------------------------------------------------

const Q_DUPLEX_RENT = "how much rent came in from palmetto last month";
const Q_INSURANCE = "total spent on insurance last yr?";
const Q_CONDO_BASIS = "What is the depreciable basis of the beach condo on Gulf Boulevard?";
const Q_POOL_GUESTS = "who stayed at the pool house last month";
const Q_WIND = "when does the windstorm policy on heron roost renew";
const Q_CAFE_EXP = "Please give me the total expenses for the café building for last year.";
const Q_HOA = "hoa dues on the condo ytd?";
const Q_POOL_NIGHTS = "nights booked at heron roost in q3 last yr";

// --- the cases ---------------------------------------------------------------------------------------

export const R47A_COAST_CASES: Case[] = [
  // income (8)
  {
    group: "income",
    query: Q_DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => money(t, { categories: RENTS, ...lastMonth(t.today), property: await pid(t, DUPLEX) }),
  },
  {
    group: "income",
    query: "What was Mangrove Key's total revenue for the first quarter of last year, all sources included?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "revenue", ...quarter(thisY(t) - 1, 1) }),
  },
  {
    group: "income",
    query: "vrbo bookings ytd at the englewood house - how much gross",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, POOL) }),
  },
  {
    group: "income",
    query: "What was our total rental income last year across all four properties combined?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: RENTS, ...lastYear(t) }),
  },
  {
    group: "income",
    query: "How much base rent has Saltmarsh Coffee paid us so far this year?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, CAFE) }),
  },
  {
    group: "income",
    query: "calculate the rent the beach condo got from furnished finder stays last yr (not the direct bookings)",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, CONDO), q: "Furnished Finder" }),
  },
  {
    group: "income",
    query: "how much did lucinda pay us in rent last year",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:long_term_rental"], ...lastYear(t), q: "Lucinda" }),
  },
  {
    group: "income",
    query: "total revenue last month pls, everything incl. cleaning fees and reimbursements",
    tool: "query_database",
    expect: async (t) => money(t, { type: "revenue", ...lastMonth(t.today) }),
  },

  // expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Salt & Linen this year",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...thisYear(t), q: "Salt & Linen" }),
  },
  {
    group: "expenses",
    query: Q_INSURANCE,
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:insurance"], ...lastYear(t) }),
  },
  {
    group: "expenses",
    query: Q_CAFE_EXP,
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...lastYear(t), property: await pid(t, CAFE) }),
  },
  {
    group: "expenses",
    query: "What did the company spend in total last quarter, all properties and overhead?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...lastQuarter(t.today) }),
  },
  {
    group: "expenses",
    query: "what did aquamarine charge us last year? the pool ppl",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", ...lastYear(t), q: "Aquamarine" }),
  },
  {
    group: "expenses",
    query: Q_HOA,
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, CONDO) }),
  },
  {
    group: "expenses",
    query: "electric bills for all the properties last month, total?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:utilities:electricity"], ...lastMonth(t.today) }),
  },

  // net (3)
  {
    group: "net",
    query: "net income on the duplex last year?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", ...lastYear(t), property: await pid(t, DUPLEX) }),
  },
  {
    group: "net",
    query: "Could you tell me Mangrove Key's net income for the year to date?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", ...thisYear(t) }),
  },
  {
    group: "net",
    query: "net on heron roost for q3 last yr",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", ...quarter(thisY(t) - 1, 3), property: await pid(t, POOL) }),
  },

  // bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many vrbo reservations did the pool house get last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, POOL) });
      if (n === 0) throw new Error("no Vrbo bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: Q_POOL_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "Could you pull up the names of the guests who checked into Unit 704 last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CONDO, lastYear(t)),
  },
  {
    group: "bookings-or-tenants",
    query: Q_POOL_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, quarter(thisY(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "whats desmond paying a month for unit 2",
    tool: "query_database",
    expect: async (t) => {
      const paid = (await txs(t, `category=revenue:long_term_rental&q=Okoro-Baines&start_date=${addDaysIso(t.today, -120)}&end_date=${t.today}`)).sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
      if (!paid[0]) throw new Error("no rent from Desmond");
      return [figure(paid[0].amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who are the current tenants of the Palmetto Hammock duplex?",
    tool: "query_database",
    expect: async (t) => {
      const rents = await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, DUPLEX)}&start_date=${lastMonth(t.today).start}&end_date=${lastMonth(t.today).end}`);
      const names = [...new Set(rents.map((r) => /from (.+?) - Unit/.exec(r.description)?.[1]).filter((n): n is string => Boolean(n)))];
      if (names.length === 0) throw new Error("no duplex tenants last month");
      return names;
    },
  },

  // basis (4)
  {
    group: "basis",
    query: Q_CONDO_BASIS,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the englewood house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(POOL)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land basis palmetto?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(DUPLEX)).land_basis)],
  },
  {
    group: "basis",
    query: "What is the total basis of the commercial unit Saltmarsh Coffee leases on Manatee Ave?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CAFE)).total_basis)],
  },

  // company (4)
  {
    group: "company",
    query: "whats our ein again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What is Mangrove Key Property Group's Florida document number on Sunbiz?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is our registered agent in Florida?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [typeof agent === "string" ? agent : agent.name];
    },
  },

  // deadlines (5)
  {
    group: "deadlines",
    query: "whats due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openAhead(t))[0];
      if (!next) throw new Error("nothing due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Do we have any deadlines coming up in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const dates = [...new Set((await openAhead(t, 30)).map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due in 30 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When is the Sunbiz annual report due, and what is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "annual report");
      const fee = /\$([\d,.]+) fee/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: Q_WIND,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "windstorm", "renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "by when do we have to hear from saltmarsh if they want to renew the cafe lease",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Saltmarsh", "renewal option")).due_date)],
  },

  // documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Heron Roost windstorm policy?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "windstorm", ["7,900"]),
  },
  {
    group: "documents",
    query: "how big is the security deposit under the saltmarsh coffee lease",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Saltmarsh", ["7,000"]),
  },
  {
    group: "documents",
    query: "up to what amount can the pool company do repairs without asking us first?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Aquamarine", ["400"]),
  },
  {
    group: "documents",
    query: "According to the Coquina Tides rules, how much is the special assessment per two-bedroom unit?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Coquina Tides Condominium Association Rules", ["8,400"]),
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // follow-up (8)
  {
    group: "follow-up",
    query: "and the month before?",
    after: Q_DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => money(t, { categories: RENTS, ...monthBefore(t.today), property: await pid(t, DUPLEX) }),
  },
  {
    group: "follow-up",
    query: "what about this year so far",
    after: Q_INSURANCE,
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:insurance"], ...thisYear(t) }),
  },
  {
    group: "follow-up",
    query: "And how much of the basis is the furniture?",
    after: Q_CONDO_BASIS,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).ffe_basis)],
  },
  {
    group: "follow-up",
    query: "how many nights was that all together",
    after: Q_POOL_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "and the flood policy?",
    after: Q_WIND,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "flood", "renewal")).due_date)],
  },
  {
    group: "follow-up",
    query: "And what revenue did it bring in that year?",
    after: Q_CAFE_EXP,
    tool: "query_database",
    expect: async (t) => money(t, { type: "revenue", ...lastYear(t), property: await pid(t, CAFE) }),
  },
  {
    group: "follow-up",
    query: "who do we pay those to",
    after: Q_HOA,
    tool: "query_database",
    expect: async (t) => {
      const dues = await txs(t, `category=expense:hoa_fees&property_id=${await pid(t, CONDO)}&start_date=${thisYear(t).start}&end_date=${t.today}`);
      const payee = dues[0]?.description.split(" - ")[0];
      if (!payee) throw new Error("no HOA dues this year");
      return [payee];
    },
  },
  {
    group: "follow-up",
    query: "what about the condo?",
    after: Q_POOL_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CONDO, quarter(thisY(t) - 1, 3)))],
  },

  // unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the beach condo worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much will the pool house make next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the duplex or refi it",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent did the sanibel cottage bring in last yr",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What was Mangrove Key's total rental income in 2019?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the balance left on the tidewater mortgage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the Barrier Island Bank commercial loan for the café building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you give me lucinda's social security number and date of birth for the renewal paperwork",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did Pelican Bay Holdings LLC earn from its rentals last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are other 2br condos on gulf blvd going for per month these days",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
