// The spec company's evaluation set (scripts/eval-chat.ts --set spec): 60 questions to Holloway Creek
// Stays LLC (scripts/lib/spec-company.ts), a Tennessee LLC whose every booking and bill was entered
// one by one as the service spec's own data looks ("Airbnb reservation HM4KX2 - Jane Doe (3 nights)").
// Written blind: its author never opened src/chat (the assistant's planner) nor read the other sets'
// questions, only the service spec's typical questions, the REST API and the fixture. The questions
// are typed the way owners type (lower case, "last yr", "ytd", "q3", typos, nicknames, guests' first
// names, the company's name), cover the spec's typical questions (addresses, a month's transactions,
// identifiers, the operating agreement, insurance coverage, which documents exist, formation
// documents, monthly and quarterly income, gross rental income, reservations and guests of a month,
// nights booked, depreciable and total basis), expenses, comparisons, largest items, deadlines, six
// follow-ups that change one slot, and ten questions the records cannot answer though they share
// their words. No figure is written here: each is read from the REST API of the running service;
// document facts are short exact phrases of the fixture's documents.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, month, MONTHS, nextOpen, obligations, RENTS, thisYear, year, type Case, type Truth } from "./chat-questions";

/** Years named in the questions, relative to the day the set is run (eval-chat.ts uses the same date). */
const TODAY = new Date().toISOString().slice(0, 10);
const THIS = Number(TODAY.slice(0, 4));
const LAST = THIS - 1;

type Range = { start: string; end: string };
const quarter = (y: number, q: number): Range => ({ start: month(y, q * 3 - 2).start, end: month(y, q * 3).end });
const aYearEarlier = (r: Range): Range => ({ start: `${Number(r.start.slice(0, 4)) - 1}${r.start.slice(4)}`, end: `${Number(r.end.slice(0, 4)) - 1}${r.end.slice(4)}` });

const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const rents = async (t: Truth, r: Range, fragment?: string) => figure(await t.sum({ categories: RENTS, ...r, property: fragment ? await pid(t, fragment) : undefined }));
const income = async (t: Truth, r: Range) => figure(await t.sum({ type: "revenue", ...r }));
const spent = async (t: Truth, r: Range, filter: { categories?: string[]; fragment?: string; q?: string } = {}) =>
  figure(await t.sum({ type: "expense", categories: filter.categories, q: filter.q, ...r, property: filter.fragment ? await pid(t, filter.fragment) : undefined }));
const reservations = (t: Truth, r: Range, property?: string) => t.count({ categories: ["revenue:rental_income"], q: "reservation", ...r, property });

interface Tx {
  description: string;
  amount: string;
}
const transactions = async (t: Truth, query: string) => (await t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** The guests of the bookings that check in within the period, as the descriptions name them. */
async function guests(t: Truth, r: Range, fragment?: string): Promise<string[]> {
  const property = fragment ? `&property_id=${await pid(t, fragment)}` : "";
  const items = await transactions(t, `category=revenue:rental_income&start_date=${r.start}&end_date=${r.end}${property}`);
  const names = items.map((tx) => / - (.+?) \(\d+ nights?\)$/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no bookings ${r.start}..${r.end} ${fragment ?? ""}`);
  return [...new Set(names)];
}

interface Occupancy {
  properties: { address: string; nights_booked: number; stays: number }[];
}
/** Nights booked in the period, from the occupancy report: one property's, or every property's together. */
async function nightsBooked(t: Truth, r: Range, fragment?: string): Promise<string> {
  const property = fragment ? `&property_id=${await pid(t, fragment)}` : "";
  const report = await t.get<Occupancy>(`/api/v1/reports/occupancy?start_date=${r.start}&end_date=${r.end}${property}`);
  return String(report.properties.reduce((sum, p) => sum + p.nights_booked, 0));
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Doc {
  title: string;
  doc_type: string;
}
const documents = async (t: Truth, query = "") => (await t.get<{ items: Doc[] }>(`/api/v1/documents?page_size=100${query}`)).items.map((d) => d.title);

/** The due date of the next open obligation matching the query string. */
const nextDue = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return [longDate(o.due_date)];
};

const street = (address: string) => address.split(",")[0]!;

const Q_MARCH = `rental income for march ${LAST}`;
const Q_CABIN_UTILITIES = `utilites for the cabin in january ${THIS}`;
const Q_JULY_RESERVATIONS = `how many reservaitons did we get in july ${LAST}`;
const Q_CLEANING = `what did we spend on cleaning in ${LAST}`;
const Q_COTTAGE_BASIS = "depreciable basis of the cottage?";
const Q_ANNUAL_REPORT = "when is the tennessee annual report due";

export const SPEC_CASES: Case[] = [
  // The company's identifiers and formation, from its profile.
  { group: "company", tool: "query_database", query: "whats holloway creek's ein", expect: async (t) => [(await company(t)).ein] },
  { group: "company", tool: "query_database", query: "tn sos control number for the llc?", expect: async (t) => [(await company(t)).state_filing_number] },
  { group: "company", tool: "query_database", query: "when was holloway creek stays llc formed", expect: async (t) => [longDate((await company(t)).formation_date)] },

  // Properties.
  {
    group: "properties",
    tool: "query_database",
    query: "what are the addresses of our properties",
    expect: async (t) => Promise.all([COTTAGE, CABIN, CONDO].map(async (f) => street((await t.property(f)).address))),
  },
  { group: "properties", tool: "query_database", query: "where's the cabin", expect: async (t) => [street((await t.property(CABIN)).address)] },
  {
    group: "properties",
    tool: "query_database",
    query: "when did we buy the tremont condo & what did we pay",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },

  // Income: a month, a quarter, year to date, a property, months and quarters.
  { group: "income", tool: "query_database", query: Q_MARCH, expect: async (t) => [await rents(t, month(LAST, 3))] },
  { group: "income", tool: "query_database", query: `could you calculate total income for q3 ${LAST}`, expect: async (t) => [await income(t, quarter(LAST, 3))] },
  { group: "income", tool: "query_database", query: "gross rental income ytd", expect: async (t) => [await rents(t, thisYear(t))] },
  { group: "income", tool: "query_database", query: "gross rents last yr for the cottage pls", expect: async (t) => [await rents(t, year(LAST), COTTAGE)] },
  {
    group: "income",
    tool: "query_database",
    query: `monthly income for jan, feb and mar ${LAST}`,
    expect: async (t) => Promise.all([1, 2, 3].map((m) => income(t, month(LAST, m)))),
  },
  {
    group: "income",
    tool: "query_database",
    query: `income by quarter for ${LAST}, q1 thru q4`,
    expect: async (t) => Promise.all([1, 2, 3, 4].map((q) => income(t, quarter(LAST, q)))),
  },

  // Bookings: reservation counts, guests, nights.
  { group: "bookings", tool: "query_database", query: Q_JULY_RESERVATIONS, expect: async (t) => [String(await reservations(t, month(LAST, 7)))] },
  { group: "bookings", tool: "query_database", query: `list the guests who stayed at the cottage in october ${LAST}`, expect: (t) => guests(t, month(LAST, 10), COTTAGE) },
  { group: "bookings", tool: "query_database", query: `nights booked at the cabin in august ${LAST}?`, expect: async (t) => [await nightsBooked(t, month(LAST, 8), CABIN)] },
  { group: "bookings", tool: "query_database", query: "total nights booked last yr across both str's", expect: async (t) => [await nightsBooked(t, year(LAST))] },
  {
    group: "bookings",
    tool: "query_database",
    query: "how many times has thaddeus stayed with us",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "Thaddeus", start: `${LAST}-01-01`, end: t.today }))],
  },
  { group: "bookings", tool: "query_database", query: "who stayed at the cabin last month", expect: (t) => guests(t, lastMonth(t.today), CABIN) },

  // Expenses: totals, categories, a vendor, a property and month, a month's transactions.
  { group: "expenses", tool: "query_database", query: "total expenses last yr", expect: async (t) => [await spent(t, year(LAST))] },
  { group: "expenses", tool: "query_database", query: Q_CLEANING, expect: async (t) => [await spent(t, year(LAST), { categories: ["expense:maintenance:cleaning"] })] },
  { group: "expenses", tool: "query_database", query: "how much have we paid smoky ridge co-hosting ytd", expect: async (t) => [await spent(t, thisYear(t), { q: "Smoky Ridge" })] },
  { group: "expenses", tool: "query_database", query: Q_CABIN_UTILITIES, expect: async (t) => [await spent(t, month(THIS, 1), { categories: ["expense:utilities"], fragment: CABIN })] },
  { group: "expenses", tool: "query_database", query: "morgage interest paid last yr, all properties", expect: async (t) => [await spent(t, year(LAST), { categories: ["expense:mortgage_interest"] })] },
  {
    group: "expenses",
    tool: "query_database",
    query: `show me the transactions for the condo in may ${LAST}`,
    expect: async (t) => {
      const r = month(LAST, 5);
      const items = await transactions(t, `start_date=${r.start}&end_date=${r.end}&property_id=${await pid(t, CONDO)}`);
      return [...new Set(items.map((tx) => figure(tx.amount)))];
    },
  },

  // Largest and comparisons.
  {
    group: "compare",
    tool: "query_database",
    query: "what was our biggest single expense last yr",
    expect: async (t) => {
      const r = year(LAST);
      const [top] = await transactions(t, `transaction_type=EXPENSE&start_date=${r.start}&end_date=${r.end}&sort=-amount`);
      return [figure(top!.amount)];
    },
  },
  {
    group: "compare",
    tool: "query_database",
    query: `which month of ${LAST} had the most rental income`,
    expect: async (t) => {
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: RENTS, ...month(LAST, i + 1) })));
      const best = sums.reduce((at, s, i) => (new Decimal(s).gt(sums[at]!) ? i : at), 0);
      return [MONTHS[best]!];
    },
  },
  { group: "compare", tool: "query_database", query: "cottage vs cabin gross rental income last yr", expect: async (t) => [await rents(t, year(LAST), COTTAGE), await rents(t, year(LAST), CABIN)] },
  {
    group: "compare",
    tool: "query_database",
    query: "how does last quarter's rental income compare w/ the same quarter the yr before",
    expect: async (t) => {
      const r = lastQuarter(t.today);
      return [await rents(t, r), await rents(t, aYearEarlier(r))];
    },
  },

  // Basis and depreciation.
  { group: "basis", tool: "query_database", query: Q_COTTAGE_BASIS, expect: async (t) => [figure((await t.property(COTTAGE)).depreciable_basis)] },
  { group: "basis", tool: "query_database", query: "total basis of each property", expect: async (t) => Promise.all([COTTAGE, CABIN, CONDO].map(async (f) => figure((await t.property(f)).total_basis))) },
  {
    group: "basis",
    tool: "query_database",
    query: `how much depreciation can we take on the cabin for ${LAST}`,
    expect: async (t) => [figure((await t.get<{ year: { total: string } }>(`/api/v1/properties/${await pid(t, CABIN)}/depreciation?year=${LAST}`)).year.total)],
  },

  // Deadlines.
  { group: "deadlines", tool: "query_database", query: Q_ANNUAL_REPORT, expect: (t) => nextDue(t, `q=${encodeURIComponent("annual report")}`) },
  { group: "deadlines", tool: "query_database", query: "next quarterly estimated tax payment - when?", expect: (t) => nextDue(t, "obligation_type=tax:payment") },
  { group: "deadlines", tool: "query_database", query: "when does the strp permit for lockeland need renewing", expect: (t) => nextDue(t, "q=STRP") },
  {
    group: "deadlines",
    tool: "query_database",
    query: "what deadlines do we have in the next 90 days",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },

  // What the documents say.
  {
    group: "documents",
    tool: "search_document_content",
    query: "who are the members of holloway creek and whats each ones ownership %",
    expect: async () => ["Maren Holloway", "Tobin Achebe", "Celeste Varga", "50%", "30%", "20%"],
  },
  { group: "documents", tool: "search_document_content", query: "how much capital did tobin contribute", expect: async () => ["$90,000"] },
  { group: "documents", tool: "search_document_content", query: "what's the liability coverage on the cabin's insurance", expect: async () => ["$1,000,000"] },
  { group: "documents", tool: "search_document_content", query: "deductible on the laurel bluff policy?", expect: async () => ["$2,500"] },
  { group: "documents", tool: "search_document_content", query: "what does smoky ridge charge - co-host % and the cleaning rate", expect: async () => ["18%", "$165"] },
  { group: "documents", tool: "search_document_content", query: "max occupancy allowed under our nashville str permit", expect: async () => ["8 guests"] },

  // Which documents exist.
  { group: "listing", tool: "list_business_documents", query: "what documents do we have on file", expect: (t) => documents(t) },
  { group: "listing", tool: "list_business_documents", query: "show me our formation docs", expect: (t) => documents(t, "&doc_type=formation") },
  { group: "listing", tool: "list_business_documents", query: "is there an insurance policy uploaded for the cabin", expect: (t) => documents(t, "&doc_type=insurance") },

  // Follow-ups: the same question with one slot changed.
  { group: "follow-up", tool: "query_database", after: Q_MARCH, query: "and april?", expect: async (t) => [await rents(t, month(LAST, 4))] },
  { group: "follow-up", tool: "query_database", after: Q_CABIN_UTILITIES, query: "what about the cottage", expect: async (t) => [await spent(t, month(THIS, 1), { categories: ["expense:utilities"], fragment: COTTAGE })] },
  { group: "follow-up", tool: "query_database", after: Q_JULY_RESERVATIONS, query: "same for june", expect: async (t) => [String(await reservations(t, month(LAST, 6)))] },
  { group: "follow-up", tool: "query_database", after: Q_CLEANING, query: "and this yr so far?", expect: async (t) => [await spent(t, thisYear(t), { categories: ["expense:maintenance:cleaning"] })] },
  { group: "follow-up", tool: "query_database", after: Q_COTTAGE_BASIS, query: "and for the cabin?", expect: async (t) => [figure((await t.property(CABIN)).depreciable_basis)] },
  { group: "follow-up", tool: "query_database", after: Q_ANNUAL_REPORT, query: "what about the 1065", expect: (t) => nextDue(t, "q=1065") },

  // The records cannot answer these, though they share their words.
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "whats the wifi password at the cabin", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: `how much occupancy tax did airbnb remit for us in ${LAST}`, expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the cottage worth on the market today", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: `how much franchise & excise tax did we actually pay for ${LAST}`, expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "whats the remaining balance on the truist mortgage", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what star rating did imogen leave after her stay", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "how much did maren take out in distributions last yr", expect: async () => [] },
  { group: "unanswerable", tool: "search_document_content", unanswerable: true, query: "what's wendell's security deposit under the condo lease", expect: async () => [] },
  { group: "unanswerable", tool: "search_document_content", unanswerable: true, query: "phone number for smoky ridge co-hosting?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what will the cabin's property tax bill be next yr", expect: async () => [] },
];
