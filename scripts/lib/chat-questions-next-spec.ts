// Written BLIND: its author did not open src/chat, test/chat, the README's assistant section or any
// other question set (only the shared types and helpers of ./chat-questions.ts were read). It asks the
// spec-shaped fixture company of scripts/lib/spec-company.ts, Holloway Creek Stays LLC (Tennessee): the
// Lockeland Drive cottage in Nashville and the Laurel Bluff log cabin in Gatlinburg (short-term
// rentals, every booking one revenue transaction "Airbnb reservation HM... - Guest (N nights)"), and the
// Tremont Street condo in Chattanooga (a long-term tenant).
//
// 55 questions, typed as an owner, a co-host, a bookkeeper or a CPA would type them (fragments, typos,
// "yr", "ytd", "w/", numbers in words, properties by street, town or kind of home, vendors and guests by
// name): 6 income, 6 expenses, 3 net, 5 bookings (counts, guest lists, nights and occupancy, cleaning
// fees vs nightly rent, one guest's nights), 2 basis, 3 company, 2 members, 4 deadlines, 4 documents
// (what a document says), 2 document lists, 8 follow-ups asked in the same session as an earlier
// question, and 10 questions the records cannot answer though they share their words.
//
// No figure is typed here: every expected figure, date, name and count is read from the REST API of the
// running service (ledger sums, properties, occupancy report, obligations, company profile, document
// list), and every phrase expected from a document is first checked against its indexed text.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const STR = ["revenue:rental_income"];
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** A ledger sum, formatted "1,234.50". */
const total = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => figure(await t.sum(filter));

/** The phrases, after checking that the indexed text of the documents a search finds holds each of them. */
async function docSays(t: Truth, query: string, ...phrases: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&top_k=8`);
  const text = items.map((hit) => hit.text).join("\n");
  const absent = phrases.filter((phrase) => !text.includes(phrase));
  if (absent.length > 0) throw new Error(`the documents found for "${query}" do not say ${JSON.stringify(absent)}`);
  return phrases;
}

/** Throws when a search of the documents finds a passage holding the phrase (an unanswerable question must stay so). */
async function docsLack(t: Truth, query: string, phrase: RegExp): Promise<void> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&top_k=8`);
  const hit = items.find((item) => phrase.test(item.text));
  if (hit) throw new Error(`a document answers "${query}": ${hit.text.slice(0, 120)}`);
}

/** Throws when the ledger holds any transaction matching the filter. */
async function ledgerLacks(t: Truth, filter: Parameters<Truth["count"]>[0]): Promise<void> {
  const n = await t.count(filter);
  if (n > 0) throw new Error(`${n} transactions match ${JSON.stringify(filter)}`);
}

/** Open obligations, earliest first. */
const openObligations = async (t: Truth, query: string): Promise<Obligation[]> =>
  (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));

const uniqueDates = (items: Obligation[]) => [...new Set(items.map((o) => longDate(o.due_date)))];

/** The bookings of a property (or of all) in a period, with their nights. */
async function bookings(t: Truth, period: { start: string; end: string }, extra = ""): Promise<{ amount: string; description: string; nights: number }[]> {
  const { items } = await t.get<{ items: { amount: string; description: string }[] }>(
    `/api/v1/transactions?category=revenue:rental_income&start_date=${period.start}&end_date=${period.end}&page_size=200${extra}`,
  );
  return items.map((tx) => ({ ...tx, nights: Number(/\((\d+) nights?\)/.exec(tx.description)?.[1] ?? NaN) }));
}

/** Nights booked and, when every way of rounding it writes the same whole number, the occupancy's whole percent. */
async function nightsAndOccupancy(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const id = await idOf(t, fragment);
  const report = await t.get<{ properties: { property_id: string; nights_booked: number; occupancy: number | null }[] }>(
    `/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${id}`,
  );
  const row = report.properties.find((r) => r.property_id === id);
  if (!row || row.occupancy === null) throw new Error(`no occupancy for ${fragment}`);
  const pct = row.occupancy * 100;
  // 80.3% is "80%", "80.3%" and "80.32%" alike; 80.6% is "81%" rounded, so only the nights are expected then.
  return pct - Math.floor(pct) < 0.45 ? [String(row.nights_booked), String(Math.floor(pct))] : [String(row.nights_booked)];
}

/** Distinctive words of the stored titles, as an answer listing them would write them. */
const TITLE_WORDS = ["Articles of Organization", "Operating Agreement", "STRP permit", "Blue Ridge Shield", "Co-Hosting", "Owners Association"];
const titleWords = (list: string[]) => {
  const words = TITLE_WORDS.filter((word) => list.some((title) => title.includes(word)));
  if (words.length !== list.length) throw new Error(`titles without a known word: ${JSON.stringify(list)}`);
  return words;
};

export const NEXT_SPEC_CASES: Case[] = [
  // Income
  { group: "income", query: "what did holloway creek gross in rent for q3 2026? all three properties together", tool: "query_database", expect: async (t) => [await total(t, { categories: RENTS, ...quarter(2026, 3) })] },
  { group: "income", query: "how much did the cottage bring in last month", tool: "query_database", expect: async (t) => [await total(t, { type: "revenue", ...lastMonth(t.today), property: await idOf(t, "Lockeland") })] },
  { group: "income", query: "gatlinburg cabin rental income ytd pls", tool: "query_database", expect: async (t) => [await total(t, { categories: RENTS, ...thisYear(t), property: await idOf(t, "Laurel") })] },
  {
    group: "income",
    query: "can you break down rental income by month for the first half of this yr",
    tool: "query_database",
    expect: async (t) => Promise.all([1, 3, 6].map((m) => total(t, { categories: RENTS, ...month(yearOf(t), m) }))),
  },
  { group: "income", query: "How much did we take in from short term bookings (airbnb + vrbo) in twenty twenty-five?", tool: "query_database", expect: async (t) => [await total(t, { categories: STR, ...year(2025) })] },
  {
    group: "income",
    query: "at the cabin last yr how much came thru vrbo vs airbnb?",
    tool: "query_database",
    expect: async (t) => {
      const property = await idOf(t, "Laurel");
      return [await total(t, { categories: STR, ...year(yearOf(t) - 1), property, q: "VRBO" }), await total(t, { categories: STR, ...year(yearOf(t) - 1), property, q: "Airbnb" })];
    },
  },

  // Expenses
  {
    group: "expenses",
    query: "expenses by category for 2025 please, biggest ones first",
    tool: "query_database",
    expect: async (t) => [await total(t, { categories: ["expense:mortgage_interest"], ...year(2025) }), await total(t, { categories: ["expense:property_tax"], ...year(2025) })],
  },
  { group: "expenses", query: "total cost to run the log cabin in sept 2026", tool: "query_database", expect: async (t) => [await total(t, { type: "expense", ...month(2026, 9), property: await idOf(t, "Laurel") })] },
  { group: "expenses", query: "utilities for the nashville place this yr (elec, gas, water, internet)", tool: "query_database", expect: async (t) => [await total(t, { categories: ["expense:utilities"], ...thisYear(t), property: await idOf(t, "Lockeland") })] },
  { group: "expenses", query: "what did we pay music city maids in 2025", tool: "query_database", expect: async (t) => [await total(t, { type: "expense", ...year(2025), q: "Music City Maids" })] },
  {
    group: "expenses",
    query: "what were the 3 largest expenses last year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(yearOf(t) - 1);
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?transaction_type=EXPENSE&start_date=${start}&end_date=${end}&sort=-amount&page_size=3`);
      return items.map((tx) => figure(tx.amount));
    },
  },
  {
    group: "expenses",
    query: "total spending each month in Q1 2026 - jan, feb, mar",
    tool: "query_database",
    expect: async (t) => Promise.all([1, 2, 3].map((m) => total(t, { type: "expense", ...month(2026, m) }))),
  },

  // Net
  { group: "net", query: "Calculate Holloway Creek Stays' net profit for 2025 (all income minus all expenses)", tool: "query_database", expect: async (t) => [await total(t, { type: "net", ...year(2025) })] },
  {
    group: "net",
    query: "what did the tremont condo net last quarter after the hoa, mgmt fee, mortgage interest etc",
    tool: "query_database",
    expect: async (t) => [await total(t, { type: "net", ...lastQuarter(t.today), property: await idOf(t, "Tremont") })],
  },
  {
    group: "net",
    query: "cottage vs cabin, which one actually made more money after expenses in 2025?",
    tool: "query_database",
    expect: async (t) => [await total(t, { type: "net", ...year(2025), property: await idOf(t, "Lockeland") }), await total(t, { type: "net", ...year(2025), property: await idOf(t, "Laurel") })],
  },

  // Bookings
  { group: "bookings", query: "how many reservations did we have in october 2026, both rentals combined?", tool: "query_database", expect: async (t) => [String(await t.count({ categories: STR, ...month(2026, 10) }))] },
  { group: "bookings", query: "pull up the guest list for the lockeland cottage, february 2026", tool: "query_database", expect: async (t) => guestsOf(t, "Lockeland", month(2026, 2)) },
  { group: "bookings", query: "nights booked at the cabin in aug 2026 and what's that as an occupancy rate", tool: "query_database", expect: async (t) => nightsAndOccupancy(t, "Laurel", month(2026, 8)) },
  {
    group: "bookings",
    query: "for the cabin in july 2026 how much of the booking $ was cleaning fees vs the actual nightly rent?",
    tool: "query_database",
    expect: async (t) => {
      // The co-host agreement sets the guests' cleaning fee at the turnover rate; each booking's gross holds one.
      const [rates] = await docSays(t, "cleaning fee charged to guests turnover cleaning rate", "Turnover cleaning: $165 per checkout (the cleaning fee charged to guests is set at the same amount)");
      const fee = Number(/\$(\d+)/.exec(rates!)![1]);
      const stays = await bookings(t, month(2026, 7), `&property_id=${await idOf(t, "Laurel")}`);
      const gross = stays.reduce((sum, b) => sum + Math.round(Number(b.amount) * 100), 0);
      const cleaning = stays.length * fee * 100;
      return [figure(String(cleaning / 100)), figure(String((gross - cleaning) / 100))];
    },
  },
  {
    group: "bookings",
    query: "has jane doe stayed with us this year? how many nights total",
    tool: "query_database",
    expect: async (t) => {
      const stays = await bookings(t, thisYear(t), `&q=${encodeURIComponent("Jane Doe")}`);
      if (stays.length === 0) throw new Error("Jane Doe has no stay this year");
      return [`${stays.reduce((sum, b) => sum + b.nights, 0)} nights`];
    },
  },

  // Basis
  { group: "basis", query: "depreciable basis on the gatlinburg cabin?", tool: "query_database", expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)] },
  {
    group: "basis",
    query: "whats our total basis in the chattanooga condo and how's it split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.total_basis), figure(p.land_basis), figure(p.building_basis)];
    },
  },

  // Company
  { group: "company", query: "what's the TN secretary of state control number (entity id) for holloway creek", tool: "query_database", expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number] },
  { group: "company", query: "ein for the llc?", tool: "query_database", expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein] },
  {
    group: "company",
    query: "when was the company formed and who's the registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // Members (the operating agreement's text)
  {
    group: "members",
    query: "who are the members of holloway creek stays and what % does each one own",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "members ownership percentage capital contribution", "Maren Holloway", "50%", "Tobin Achebe", "30%", "Celeste Varga", "20%"),
  },
  { group: "members", query: "how much capital did celeste put in originally", tool: "search_document_content", expect: async (t) => docSays(t, "Celeste Varga initial capital contribution", "60,000") },

  // Deadlines
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const items = await openObligations(t, "upcoming=60");
      return items.length > 0 ? uniqueDates(items) : ["nothing"];
    },
  },
  {
    group: "deadlines",
    query: "when's the tn franchise & excise tax return due",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openObligations(t, "obligation_type=tax:filing&q=franchise"))[0];
      if (!next) throw new Error("no open franchise and excise return");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "are we overdue on anything? and whats the next deadline coming up",
    tool: "query_database",
    expect: async (t) => {
      const overdue = await openObligations(t, "status=overdue");
      const next = (await openObligations(t, `start_date=${t.today}`))[0];
      if (!next) throw new Error("no open obligation ahead");
      return [...uniqueDates(overdue), longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "list every deadline in the first quarter of next year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = quarter(yearOf(t) + 1, 1);
      const items = (await obligations(t, `start_date=${start}&end_date=${end}`)).items.sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (items.length === 0) throw new Error("no deadlines next Q1");
      return uniqueDates(items);
    },
  },

  // What the documents say
  { group: "documents", query: "whats the deductible on the cabin's insurance policy", tool: "search_document_content", expect: async (t) => docSays(t, "Laurel Bluff cabin policy deductible", "2,500") },
  { group: "documents", query: "per the metro permit, max # of guests allowed at the cottage?", tool: "search_document_content", expect: async (t) => docSays(t, "STRP permit maximum occupancy guests", "8 guests") },
  { group: "documents", query: "how much can smoky ridge spend on a repair w/o asking us first", tool: "search_document_content", expect: async (t) => docSays(t, "co-host repairs without the owner's approval", "400") },
  { group: "documents", query: "who's the partnership representative for tax purposes", tool: "search_document_content", expect: async (t) => docSays(t, "partnership representative tax matters", "Tobin Achebe") },

  // Lists of documents
  { group: "document list", query: "what docs do we have on file for the cabin on laurel bluff?", tool: "list_business_documents", expect: async (t) => titleWords(await titles(t, `property_id=${await idOf(t, "Laurel")}`)) },
  { group: "document list", query: "pull up our formation paperwork", tool: "list_business_documents", expect: async (t) => titleWords(await titles(t, "doc_type=formation")) },

  // Follow-ups in the same session
  {
    group: "follow-up",
    after: "how many bookings did the cabin get in june 2026?",
    query: "how much did they bring in?",
    tool: "query_database",
    expect: async (t) => [await total(t, { categories: STR, ...month(2026, 6), property: await idOf(t, "Laurel") })],
  },
  { group: "follow-up", after: "what was gross rental income in august 2026", query: "and the month before?", tool: "query_database", expect: async (t) => [await total(t, { categories: RENTS, ...month(2026, 7) })] },
  { group: "follow-up", after: "how many stays did the cottage have in september 2026", query: "who were they", tool: "query_database", expect: async (t) => guestsOf(t, "Lockeland", month(2026, 9)) },
  {
    group: "follow-up",
    after: "what was the electric bill at the cottage in january 2026?",
    query: "same for the cabin",
    tool: "query_database",
    expect: async (t) => [await total(t, { categories: ["expense:utilities:electricity"], ...month(2026, 1), property: await idOf(t, "Laurel") })],
  },
  { group: "follow-up", after: "net income for q2 2026?", query: "and same qtr last year?", tool: "query_database", expect: async (t) => [await total(t, { type: "net", ...quarter(2025, 2) })] },
  {
    group: "follow-up",
    after: "what's our total basis in the cottage on Lockeland?",
    query: "and all three properties combined?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=50");
      return [figure(String(items.reduce((sum, p) => sum + Math.round(Number(p.total_basis) * 100), 0) / 100))];
    },
  },
  {
    group: "follow-up",
    after: "when's the next estimated tax payment due",
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const second = (await openObligations(t, "obligation_type=tax:payment"))[1];
      if (!second) throw new Error("fewer than two open estimated payments");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "follow-up",
    after: "who co-hosts the cabin for us and what do they charge?",
    query: "how much did we pay them in total last year?",
    tool: "query_database",
    expect: async (t) => [await total(t, { type: "expense", ...year(yearOf(t) - 1), q: "Smoky Ridge Co-Hosting" })],
  },

  // What the records cannot answer
  {
    group: "unanswerable",
    query: "what's the gatlinburg cabin worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await docsLack(t, "Laurel Bluff cabin market value appraisal", /apprais|market value/i);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the pinnacle mortgage for the cottage",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await docsLack(t, "Pinnacle Bank mortgage loan balance principal", /loan balance|outstanding balance|promissory|unpaid principal/i);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what star rating did jane doe give us in her review",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await docsLack(t, "guest review star rating Jane Doe", /review|star rating/i);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did we pay lowe's in 2025",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await ledgerLacks(t, { ...year(2025), q: "Lowe's" });
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how many bookings do we already have for next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await ledgerLacks(t, { categories: STR, start: `${yearOf(t) + 1}-06-01`, end: `${yearOf(t) + 1}-08-31` });
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's the security deposit wendell akers paid on the condo",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await ledgerLacks(t, { start: "1900-01-01", end: "2200-12-31", q: "deposit" });
      await docsLack(t, "Wendell Akers lease security deposit", /security deposit/i);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did the guest on reservation HM4KX2 pay?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await ledgerLacks(t, { start: "1900-01-01", end: "2200-12-31", q: "HM4KX2" });
      return [];
    },
  },
  { group: "unanswerable", query: "what's the current balance in the pinnacle checking account", tool: "query_database", unanswerable: true, expect: async () => [] },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the truist mortgage for the cabin",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await docsLack(t, "Truist mortgage interest rate APR", /interest rate|\bAPR\b/);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how many square feet is the tremont condo",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await docsLack(t, "Tremont condo square feet size", /square f(ee|oo)t|sq\.? ?ft/i);
      const p = (await t.property("Tremont")) as { extra_metadata?: Record<string, unknown> };
      if (Object.keys(p.extra_metadata ?? {}).some((key) => /sq|square|size|area/i.test(key))) throw new Error("the condo's record holds its size");
      return [];
    },
  },
];
