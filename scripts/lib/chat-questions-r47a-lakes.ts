// Blind set r47a-lakes: 60 questions about the Wisconsin company (Tamarack Ridge Holdings LLC), written
// without reading the assistant's code, its tests, its docs or any other question set; only the company
// file, the eval runner and the service spec were read. Expected figures are read from the REST API at
// run time; figures quoted from a document are written as the document writes them.
import Decimal from "decimal.js";
import { type Case, type Truth, figure, lastMonth, lastQuarter, longDate, month, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
/** The most recent whole calendar month `m` before today (this year's if it has ended, else last year's). */
const recentMonth = (t: Truth, m: number) => month(M(t) > m ? Y(t) : Y(t) - 1, m);
/** The most recent whole quarter `q` (this year's if it has ended, else last year's). */
const recentQuarter = (t: Truth, q: number) => quarter(M(t) > q * 3 ? Y(t) : Y(t) - 1, q);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Tx {
  amount: string;
  description: string;
  category: string;
  transaction_date: string;
}
async function txs(t: Truth, filter: { category?: string; start: string; end: string; property?: string; q?: string }): Promise<Tx[]> {
  const pid = filter.property ? (await t.property(filter.property)).id : undefined;
  const { items } = await t.get<{ items: Tx[] }>(
    `/api/v1/transactions?start_date=${filter.start}&end_date=${filter.end}&page_size=200${filter.category ? `&category=${filter.category}` : ""}${pid ? `&property_id=${pid}` : ""}${filter.q ? `&q=${encodeURIComponent(filter.q)}` : ""}`,
  );
  if (items.length === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return items;
}
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const nonZero = (amount: string, what: string) => {
  if (new Decimal(amount).isZero()) throw new Error(`nothing for ${what}`);
  return figure(amount);
};

/** Cabin guests from the stay descriptions ("Airbnb CODE / Guest Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const items = await txs(t, { category: "revenue:rental_income", property: "Loon Song", ...period });
  const names = items.map((tx) => /\/\s*([^/]+?)\s*\/\s*\d+ nights?/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error("no cabin guests");
  return [...new Set(names)];
}

/** The company profile. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return (body.data as Record<string, unknown> | undefined) ?? body;
}

/** The next open obligation (due today or later) whose description holds `words`. */
async function nextDue(t: Truth, words: string) {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.description.toLowerCase().includes(words.toLowerCase()))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation "${words}"`);
  return open[0];
}

/** Checks that a document whose title holds `fragment` is on file; returns the phrases. */
async function onFile(t: Truth, fragment: string, phrases: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
  return phrases;
}

const NONE = async () => [];

// Follow-up openers (asked first in the same session).
const F_TAX = "property tax total last yr for all four places?";
const F_HOUSE_Q3 = "rent from the Bridgewater house in q3";
const F_BASIS = "whats the depreciable basis on Loon Song Lane";
const F_RES = "how many reservations did the cabin get last month";
const F_INS = "Total insurance premiums paid last year, all policies?";
const F_REPAIR = "biggest repair bill at the cabin this year?";
const F_PERMIT = "when is the Conover short-term rental permit due";
const F_FALLS = "what did the Chippewa Falls house bring in last year";

export const R47A_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "whats the cabin rental income last month",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Loon Song"), ...lastMonth(t.today) }), "cabin last month")],
  },
  {
    group: "income",
    query: "How much rent did the Hollister apartments collect in Q3?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hollister"), ...recentQuarter(t, 3) }), "hollister q3")],
  },
  {
    group: "income",
    query: "total revenue for Tamarack Ridge last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...year(Y(t) - 1) }), "revenue last year")],
  },
  {
    group: "income",
    query: "all income from the Bridgewater Ct house ytd (rent, late fees, pet rent, everything)",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: await pid(t, "Bridgewater"), ...thisYear(t) }), "bridgewater ytd")],
  },
  {
    group: "income",
    query: "how much did the housing authority pay us for Tamika's unit last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hollister"), q: "housing assistance payment", ...year(Y(t) - 1) }), "HAP last year")],
  },
  {
    group: "income",
    query: "How much did the cabin book through Airbnb in July? Gross, before Airbnb's fee.",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Loon Song"), q: "Airbnb", ...recentMonth(t, 7) }), "airbnb july")],
  },
  {
    group: "income",
    query: "Could you calculate the cash rent we received from Amundsen for the farmland last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: await pid(t, "County Road Q"), ...year(Y(t) - 1) }), "farm rent last year")],
  },
  {
    group: "income",
    query: "laundry coin money from hollister this yr?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:other"], property: await pid(t, "Hollister"), q: "Laundry", ...thisYear(t) }), "laundry ytd")],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Valley Pro Plumbing so far this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Valley Pro", ...thisYear(t) }), "valley pro ytd")],
  },
  {
    group: "expenses",
    query: "what did we spend on snow removal at the Eau Claire apartments last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:snow_removal"], property: await pid(t, "Hollister"), ...year(Y(t) - 1) }), "hollister snow last year")],
  },
  {
    group: "expenses",
    query: "Pull up total utilities for the cabin last yr - electric, propane, internet, all of it",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Loon Song"), ...year(Y(t) - 1) }), "cabin utilities last year")],
  },
  {
    group: "expenses",
    query: "What did we pay Rindahl in total last calendar year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Rindahl", ...year(Y(t) - 1) }), "rindahl last year")],
  },
  {
    group: "expenses",
    query: "cleaning costs at the cabin in q3",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Loon Song"), ...recentQuarter(t, 3) }), "cabin cleaning q3")],
  },
  {
    group: "expenses",
    query: "Please give me the repair expenses for 1418 Hollister in the second quarter.",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, "Hollister"), ...recentQuarter(t, 2) }), "hollister repairs q2")],
  },
  {
    group: "expenses",
    query: "management fees paid to red cedar last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }), "management fees last year")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the Chippewa Falls rental house last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", property: await pid(t, "Bridgewater"), ...year(Y(t) - 1) }), "bridgewater net")],
  },
  {
    group: "net",
    query: "what was the farm ground's profit last yr after taxes and insurance",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", property: await pid(t, "County Road Q"), ...year(Y(t) - 1) }), "farm net")],
  },
  {
    group: "net",
    query: "What was the whole company's net income for last quarter, revenue minus expenses?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...lastQuarter(t.today) }), "company net last quarter")],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations at the cabin in august",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Loon Song"), ...recentMonth(t, 8) });
      if (n === 0) throw new Error("no august stays");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed up at loon song in september?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, recentMonth(t, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cabin booked in Q3?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      const period = recentQuarter(t, 3);
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${p.id}`);
      const row = report.properties.find((r) => r.property_id === p.id);
      if (!row || row.nights_booked === 0) throw new Error("no cabin nights in q3");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in apt 4 at hollister",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata?: { units?: { unit: string; tenant: string }[] } }>(`/api/v1/properties/${await pid(t, "Hollister")}`);
      const unit = p.extra_metadata?.units?.find((u) => u.unit === "Apt 4");
      if (!unit) throw new Error("no Apt 4 in the property record");
      return [unit.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "What does Mai Nou pay a month in rent?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, { category: "revenue:long_term_rental", property: "Hollister", q: "Mai Nou Vang", ...lastMonth(t.today) });
      return [figure(items[0]!.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who leases the Colfax farmland from us",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata?: { tenant?: string } }>(`/api/v1/properties/${await pid(t, "County Road Q")}`);
      const tenant = p.extra_metadata?.tenant;
      if (!tenant) throw new Error("no farm tenant in the property record");
      return [tenant.split(" (")[0]!];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis of the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What was the purchase price of the Hollister Avenue building?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hollister")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how is the basis of the chippewa falls house split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Bridgewater");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis in the Colfax farmland",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("County Road Q")).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Who is the registered agent for Tamarack Ridge Holdings?",
    tool: "query_database",
    expect: async (t) => [String(((await company(t)).registered_agent as { name: string }).name)],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "What's our Wisconsin DFI entity ID number?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats the next thing due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 60);
      const { items } = await obligations(t, "");
      const due = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the DFI annual report due and what does it cost to file",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "DFI annual report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the DFI obligation");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do I need to renew the tourist rooming house license for the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Tourist rooming house license")).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the extended 1065 partnership return due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Form 1065 partnership return")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "whats the wind/hail deductible on the hollister insurance policy",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "commercial package policy", ["$10,000"]),
  },
  {
    group: "documents",
    query: "How much is the late fee under the Brekke lease?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Brekke", ["$60"]),
  },
  {
    group: "documents",
    query: "what's Red Cedar's leasing fee for placing a new tenant, per the management agreement",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Red Cedar Property Management agreement", ["50%"]),
  },
  {
    group: "documents",
    query: "per the Rindahl plow contract, what's the price per push and the season cap?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Rindahl", ["$65", "$1,150"]),
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file? just list the docs",
    tool: "list_business_documents",
    expect: async (t) => [...new Set((await titles(t, "doc_type=insurance:policy")).map((title) => title.split(" ")[0]!))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: F_TAX,
    query: "and the year before that?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 2) }), "property tax two years ago")],
  },
  {
    group: "follow-up",
    after: F_HOUSE_Q3,
    query: "what about q2",
    tool: "query_database",
    expect: async (t) => {
      // Q2 of the same year as the Q3 just asked about.
      const q3 = recentQuarter(t, 3);
      return [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Bridgewater"), ...quarter(Number(q3.start.slice(0, 4)), 2) }), "bridgewater q2")];
    },
  },
  {
    group: "follow-up",
    after: F_BASIS,
    query: "and what did we originally pay for it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).purchase_price_total)],
  },
  {
    group: "follow-up",
    after: F_RES,
    query: "who were the guests",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, lastMonth(t.today)),
  },
  {
    group: "follow-up",
    after: F_INS,
    query: "Which single premium was the largest, and how much was it?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, { category: "expense:insurance", ...year(Y(t) - 1) });
      const top = items.reduce((a, b) => (new Decimal(b.amount).gt(a.amount) ? b : a));
      return [figure(top.amount)];
    },
  },
  {
    group: "follow-up",
    after: F_REPAIR,
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, { category: "expense:maintenance:repairs", property: "Loon Song", ...thisYear(t) });
      const top = items.reduce((a, b) => (new Decimal(b.amount).gt(a.amount) ? b : a));
      return [top.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: F_PERMIT,
    query: "how much is the fee",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "Conover short-term rental permit");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the permit obligation");
      return [fee];
    },
  },
  {
    group: "follow-up",
    after: F_FALLS,
    query: "ok and the farmland?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: await pid(t, "County Road Q"), ...year(Y(t) - 1) }), "farm revenue last year")],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what could we get for the cabin if we listed it this spring?", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Project next year's net income for the Hollister apartments.", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "should we sell the chippewa falls house or keep renting it out", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much did the Menomonie duplex make last year", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What was our rental income back in 2020?", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "whats the payoff balance on the hemlock valley loan right now", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Can you pull up Tamika Rowe's social security number?", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's Travis Brekke's credit score", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What is the EIN of Red Cedar Property Management?", expect: NONE },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "wat will the cabin's property tax bill be next yr", expect: NONE },
];
