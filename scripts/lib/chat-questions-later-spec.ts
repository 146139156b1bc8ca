// A blind evaluation set ("later-spec") for the spec company of scripts/lib/spec-company.ts (Holloway Creek
// Stays LLC: the Lockeland Drive cottage in Nashville, the Laurel Bluff log cabin in Gatlinburg, the
// Tremont Street condo in Chattanooga). Written BLIND: without reading the assistant's code, its tests or
// any other question set, and checked only with --expect-only. 50 questions typed the way owners,
// co-hosts, bookkeepers and CPAs type: income 5, expenses 6, net 3, bookings 5, basis 3, company 3,
// members 2, deadlines 4, documents 4, document list 1, follow-up 7, unanswerable 7. No expected figure,
// date, name or count is typed here: each is read from the service's REST API (ledger sums, properties,
// obligations, company profile, occupancy, document list), phrases from a document are first checked
// against /api/v1/documents/search, and each unanswerable question first checks the records lack it.
import Decimal from "decimal.js";
import { figure, guestsOf, longDate, month, nightsBooked, nextOpen, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** The phrases, after checking the indexed text that document search returns for `q` holds each of them. */
async function docSays(t: Truth, q: string, phrases: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=20`);
  const text = items.map((i) => i.text).join("\n").toLowerCase();
  const absent = phrases.filter((p) => !text.includes(p.toLowerCase()));
  if (absent.length) throw new Error(`document search "${q}" does not hold ${JSON.stringify(absent)}`);
  return phrases;
}

/** Throws if document search for `q` returns text holding any of `words`: the documents must not answer it. */
async function docsLack(t: Truth, q: string, words: string[]): Promise<void> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=50`);
  const text = items.map((i) => i.text).join("\n").toLowerCase();
  const found = words.filter((w) => text.includes(w.toLowerCase()));
  if (found.length) throw new Error(`document search "${q}" holds ${JSON.stringify(found)}: not unanswerable`);
}

/** Throws if any transaction of the whole ledger (last year through today) has a description holding `q`. */
async function noTransactions(t: Truth, q: string): Promise<void> {
  const n = await t.count({ start: `${Number(t.today.slice(0, 4)) - 1}-01-01`, end: t.today, q });
  if (n) throw new Error(`${n} transactions mention "${q}": not unanswerable`);
}

const positive = (n: number, what: string) => {
  if (n <= 0) throw new Error(`no ${what}`);
  return n;
};

const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const depreciation = async (t: Truth, fragment: string, y: number) =>
  (await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${await id(t, fragment)}/depreciation`)).schedule.find((s) => s.year === y)!.total;
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string }; mailing_address: string }>("/api/v1/company");
/** The next open obligation whose description holds `words`. */
const nextDescribed = async (t: Truth, query: string, words: string) => {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.description.toLowerCase().includes(words.toLowerCase())).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation "${words}"`);
  return open[0];
};

export const LATER_SPEC_CASES: Case[] = [
  // Income
  { group: "income", query: "hey quick one - what did the cottage gross in airbnb bookings for april 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(2025, 4), property: await id(t, "Lockeland") }))] },
  { group: "income", query: "total rent collected from Wendell Akers in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), property: await id(t, "Tremont") }))] },
  { group: "income", query: "gatlinburg cabin revenue Q3 last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(Number(t.today.slice(0, 4)) - 1, 3), property: await id(t, "Laurel") }))] },
  { group: "income", query: "How much money came in across all three places in twenty twenty-five?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(2025) }))] },
  {
    group: "income",
    query: "vrbo bookings on the log cabin, jan thru sept 2026 - what did they add up to?",
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], start: "2026-01-01", end: "2026-09-30", property: await id(t, "Laurel"), q: "VRBO" };
      positive(await t.count(f), "VRBO bookings");
      return [figure(await t.sum(f))];
    },
  },
  // Expenses
  { group: "expenses", query: "what did we pay Music City Maids in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...year(2025), q: "Music City Maids" }))] },
  { group: "expenses", query: "propane for the cabin in January 2026?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:gas"], ...month(2026, 1), property: await id(t, "Laurel") }))] },
  { group: "expenses", query: "Smoky Ridge co-host fees for 2025 pls (just the 18% fee, not the cleanings)", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(2025), property: await id(t, "Laurel") }))] },
  { group: "expenses", query: "Property tax paid on all 3 properties in 2026", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2026) }))] },
  { group: "expenses", query: "Nashville Electric Service bills so far this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: await id(t, "Lockeland") }))] },
  {
    group: "expenses",
    query: "for the Chattanooga condo in 2025: HOA dues paid, and how much went to Scenic City for management?",
    tool: "query_database",
    expect: async (t) => {
      const tremont = await id(t, "Tremont");
      return [figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(2025), property: tremont })), figure(await t.sum({ categories: ["expense:property_management"], ...year(2025), property: tremont }))];
    },
  },
  // Net
  { group: "net", query: "net profit on the Tremont condo for 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025), property: await id(t, "Tremont") }))] },
  { group: "net", query: "What did the LLC clear overall, income minus expenses, in the first half of 2026", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", start: "2026-01-01", end: "2026-06-30" }))] },
  { group: "net", query: "Lockeland Dr net income Q2 '26", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...quarter(2026, 2), property: await id(t, "Lockeland") }))] },
  // Bookings
  { group: "bookings", query: "how many stays did the log cabin get in July 2025?", tool: "query_database", expect: async (t) => [String(positive(await t.count({ categories: ["revenue:rental_income"], ...month(2025, 7), property: await id(t, "Laurel") }), "cabin stays"))] },
  { group: "bookings", query: "who stayed at the Gatlinburg place in march 2026", tool: "query_database", expect: async (t) => guestsOf(t, "Laurel", month(2026, 3)) },
  {
    group: "bookings",
    query: "Thaddeus Morrow - how many times did he book with us in 2025 and what did his stays bring in?",
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], ...year(2025), q: "Thaddeus Morrow" };
      return [String(positive(await t.count(f), "Thaddeus Morrow bookings")), figure(await t.sum(f))];
    },
  },
  { group: "bookings", query: "nights booked at the Lockeland Porch Cottage in October 2025", tool: "query_database", expect: async (t) => [`${positive(await nightsBooked(t, "Lockeland", month(2025, 10)), "cottage nights")} nights`] },
  {
    group: "bookings",
    query: "Average Airbnb booking at the two-bedroom cottage in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], ...year(2025), property: await id(t, "Lockeland") };
      return [figure(new Decimal(await t.sum(f)).dividedBy(positive(await t.count(f), "cottage bookings")).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))];
    },
  },
  // Basis
  {
    group: "basis",
    query: "whats the depreciable basis on the cabin, and how much of it is furniture/FF&E?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel");
      return [figure(p.depreciable_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "land vs building split for 407 Tremont St",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  { group: "basis", query: "My CPA is asking for the 2025 depreciation figure on the Nashville cottage", tool: "query_database", expect: async (t) => [figure(await depreciation(t, "Lockeland", 2025))] },
  // Company
  {
    group: "company",
    query: "filling out a vendor form - need our EIN and the TN state control number",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.ein, c.state_filing_number];
    },
  },
  { group: "company", query: "who's our registered agent again?", tool: "query_database", expect: async (t) => [(await company(t)).registered_agent.name] },
  { group: "company", query: "What date was Holloway Creek formed", tool: "query_database", expect: async (t) => [longDate((await company(t)).formation_date)] },
  // Members
  {
    group: "members",
    query: "who are the members of the llc and what % does each one own",
    tool: "search_document_content",
    expect: (t) => docSays(t, "members ownership percentage", ["Maren Holloway", "50%", "Tobin Achebe", "30%", "Celeste Varga", "20%"]),
  },
  { group: "members", query: "How much capital did Tobin put in at the start? and Celeste?", tool: "search_document_content", expect: (t) => docSays(t, "initial capital contribution members", ["90,000", "60,000"]) },
  // Deadlines
  { group: "deadlines", query: "when's the tennessee annual report due next", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:periodic_report"))!.due_date)] },
  { group: "deadlines", query: "When do we need to renew the STR permit for the Nashville house?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${await id(t, "Lockeland")}`))!.due_date)] },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (!items.length) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  { group: "deadlines", query: "cabin insurance - when is it up for renewal?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `obligation_type=property:insurance&property_id=${await id(t, "Laurel")}`))!.due_date)] },
  // What the documents say
  { group: "documents", query: "max occupancy allowed under the Metro STRP permit?", tool: "search_document_content", expect: (t) => docSays(t, "STRP permit maximum occupancy guests", ["8 guests"]) },
  { group: "documents", query: "what's the all-perils deductible on the Laurel Bluff policy", tool: "search_document_content", expect: (t) => docSays(t, "insurance deductible all perils", ["2,500"]) },
  { group: "documents", query: "How much can Smoky Ridge spend on a repair without getting our OK first?", tool: "search_document_content", expect: (t) => docSays(t, "co-host repairs without owner approval", ["$400"]) },
  { group: "documents", query: "quiet hours per the owners association rental rules?", tool: "search_document_content", expect: (t) => docSays(t, "owners association quiet hours", ["10:00 p.m.", "8:00 a.m."]) },
  // Document list
  { group: "document list", query: "what paperwork do we have on file for the cabin", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${await id(t, "Laurel")}`) },
  // Follow-ups within a session
  { group: "follow-up", after: "What did the cabin bring in from bookings in June 2025?", query: "and july?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(2025, 7), property: await id(t, "Laurel") }))] },
  { group: "follow-up", after: "What was the purchase price of the Lockeland Drive cottage?", query: "when did we close on it", tool: "query_database", expect: async (t) => [longDate((await t.property("Lockeland")).acquisition_date)] },
  { group: "follow-up", after: "Electric bills for the Gatlinburg cabin in 2025?", query: "same thing for the cottage", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...year(2025), property: await id(t, "Lockeland") }))] },
  { group: "follow-up", after: "When is the next Form 1065 due?", query: "and the TN franchise & excise return?", tool: "query_database", expect: async (t) => [longDate((await nextDescribed(t, "obligation_type=tax:filing", "franchise and excise")).due_date)] },
  { group: "follow-up", after: "who stayed at the cottage in May 2026?", query: "how many nights was it booked that month in total", tool: "query_database", expect: async (t) => [`${positive(await nightsBooked(t, "Lockeland", month(2026, 5)), "cottage nights")} nights`] },
  { group: "follow-up", after: "What's the deductible on the Blue Ridge Shield policy?", query: "ok and the liability limit?", tool: "search_document_content", expect: (t) => docSays(t, "Blue Ridge Shield liability coverage limit each occurrence", ["1,000,000"]) },
  { group: "follow-up", after: "total expenses for 2025", query: "what about net for the year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025) }))] },
  // The records cannot answer these
  {
    group: "unanswerable",
    query: "what's the log cabin worth today, market value?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const p = JSON.stringify(await t.property("Laurel")).toLowerCase();
      if (/market|apprais|zestimate|current_value/.test(p)) throw new Error("the property record holds a value");
      await docsLack(t, "market value appraisal of the cabin", ["market value", "apprais"]);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "How much Sevier County occupancy tax did we remit for the cabin in 2025?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      for (const q of ["occupancy tax", "lodging", "hotel", "sales tax"]) await noTransactions(t, q);
      await docsLack(t, "occupancy tax remitted lodging tax", ["occupancy tax", "lodging tax"]);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how big a security deposit is Wendell holding with us",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await noTransactions(t, "deposit");
      await docsLack(t, "tenant security deposit", ["deposit"]);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the Truist mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await noTransactions(t, "rate");
      await docsLack(t, "Truist mortgage interest rate loan", ["interest rate", "truist"]);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did Maren actually get paid out in distributions in 2025",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await noTransactions(t, "distribution");
      await noTransactions(t, "Holloway");
      await noTransactions(t, "draw");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what reservations does the cottage have for December 2026?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(2026, 12), property: await id(t, "Lockeland") });
      if (n) throw new Error("December 2026 bookings are recorded");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "guest asked for the cabin wifi password, what is it?",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      await noTransactions(t, "password");
      await docsLack(t, "cabin wifi password network", ["password", "wifi", "wi-fi"]);
      return [];
    },
  },
];
