// The oct-harbor set: written blind, without reading the assistant's code, its tests, its docs or any
// other question set, from the fixture of the held-out company Harbor Lane Properties LLC (a North
// Carolina multi-member LLC: the Juniper Cabin in Asheville, the Osprey Point Cottage in Wilmington,
// a unit on Magnolia Street in Durham and the Raleigh house on Hickory Drive), the service spec and
// the REST API. Every expected figure, date and name is read from the REST API at run time.
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { addDays } from "../../src/domain/dates";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year. */
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);

/** A sum of the ledger as the answer writes it; a zero would mean the question asks about nothing. */
async function money(amount: Promise<string>): Promise<string> {
  const value = await amount;
  if (Number(value) === 0) throw new Error("the records hold nothing for this question");
  return figure(value);
}

const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRow {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
const properties = async (t: Truth) => (await t.get<{ items: PropertyRow[] }>("/api/v1/properties?page_size=200")).items;

/** The first words of a property's street ("48 Juniper Lane, ..." -> "Juniper"). */
const streetWord = (address: string) => {
  const word = address.split(/\s+/)[1];
  if (!word) throw new Error(`no street in ${address}`);
  return word;
};

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Tx {
  transaction_date: string;
  description: string;
  amount: string;
  property_id: string | null;
}
const transactions = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** A passage of a document (found by a fragment of its title) matching `pattern`, read through the search API. */
async function passage(t: Truth, title: string, words: string, pattern: RegExp): Promise<RegExpExecArray> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>("/api/v1/documents?page_size=200");
  const doc = items.find((d) => d.title.toLowerCase().includes(title.toLowerCase()));
  if (!doc) throw new Error(`no document titled like "${title}"`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${doc.id}&mode=lexical&top_k=20`);
  for (const hit of hits.items) {
    const match = pattern.exec(hit.text);
    if (match) return match;
  }
  throw new Error(`"${title}" has no passage matching ${pattern}`);
}

/** The word of an obligation's description an answer about it must hold. */
function keyword(description: string): string {
  const words = ["permit", "property taxes", "estimated tax", "annual report", "1065", "flood", "inspection"];
  const found = words.find((w) => description.toLowerCase().includes(w));
  if (!found) throw new Error(`no keyword in "${description}"`);
  return found;
}

async function open(t: Truth, query: string) {
  const next = await nextOpen(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  if (!next) throw new Error(`nothing open for ${query}`);
  return next;
}

const none = async () => [];

export const OCT_HARBOR_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await idOf(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await idOf(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "total revenue from the cabin ytd",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "revenue", ...thisYear(t), property: await idOf(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "Can you calculate gross rental income for Harbor Lane Properties for last year, all four properties combined?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what did osprey point gross last quarter incl cleaning fees",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "revenue", ...lastQuarter(t.today), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "airbnb booking income for both short term rentals last year - nightly rate only, leave out the cleaning fees",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Total rent received from Owen so far this year?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await idOf(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "how much did guests pay us in cleaning fees last month",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:cleaning_fees"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "pull up total income for the company for august of last year",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "revenue", ...month(Number(t.today.slice(0, 4)) - 1, 8) }))],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "how much went to BLUE RIDGE PLUMBING last year",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "expense", q: "BLUE RIDGE PLUMBING", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: "how much went to BLUE RIDGE PLUMBING last year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const ids = [...new Set((await transactions(t, `q=BLUE%20RIDGE%20PLUMBING&start_date=${start}&end_date=${end}`)).map((tx) => tx.property_id))];
      if (ids.length !== 1 || !ids[0]) throw new Error("the plumber was not paid for one property");
      const p = await t.get<PropertyRow>(`/api/v1/properties/${ids[0]}`);
      return [streetWord(p.address)];
    },
  },
  {
    group: "expenses",
    query: "utilities at the juniper cabin so far this year, electric + water + internet, what's the total",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await idOf(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "total mortgage interest we paid across all the properties last year",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "add up the DUKE ENERGY PROGRESS bills from last yr",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "expense", q: "DUKE ENERGY PROGRESS", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "expenses on the magnolia st unit last mo",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "expense", ...lastMonth(t.today), property: await idOf(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "property taxes paid on the raleigh house this year",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: await idOf(t, "Hickory") }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: "property taxes paid on the raleigh house this year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const items = await transactions(t, `category=expense:property_tax&property_id=${await idOf(t, "Hickory")}&start_date=${start}&end_date=${end}`);
      const payees = [...new Set(items.map((tx) => /^(.*?\bcounty)\b/i.exec(tx.description)?.[1]))];
      if (payees.length !== 1 || !payees[0]) throw new Error("no single county paid");
      return [payees[0]];
    },
  },
  {
    group: "expenses",
    query: "what did we spend on insurance premiums in total last year",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "net income ytd for harbor lane",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "is the cabin making money this year? revenue minus expenses",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "net", ...thisYear(t), property: await idOf(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "same for osprey point",
    after: "is the cabin making money this year? revenue minus expenses",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "net", ...thisYear(t), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "net",
    query: "what was the cash flow on the durham unit last year after all expenses",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "net", ...lastYear(t), property: await idOf(t, "Magnolia") }))],
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was osprey point booked last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastYear(t)))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: "how many nights was osprey point booked last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Raleigh house",
    tool: "query_database",
    expect: async (t) => {
      const p = (await properties(t)).find((row) => String(row.extra_metadata.nickname ?? "").toLowerCase().includes("raleigh"));
      if (!p || typeof p.extra_metadata.tenant !== "string") throw new Error("no tenant of the Raleigh house");
      return [p.extra_metadata.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's keisha's monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const p = (await properties(t)).find((row) => String(row.extra_metadata.tenant ?? "").includes("Keisha"));
      if (!p || typeof p.extra_metadata.monthly_rent !== "string") throw new Error("no rent of Keisha");
      return [figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of reservations at the cottage last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await idOf(t, "Osprey") });
      if (n === 0) throw new Error("no reservations");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list our current long term tenants and which property each one rents",
    tool: "query_database",
    expect: async (t) => {
      const rented = (await properties(t)).filter((row) => typeof row.extra_metadata.tenant === "string");
      if (rented.length === 0) throw new Error("no tenants");
      return rented.flatMap((row) => [String(row.extra_metadata.tenant), streetWord(row.address)]);
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what was the purchase price on osprey point",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we buy it",
    after: "what was the purchase price on osprey point",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Osprey")).acquisition_date)],
  },
  {
    group: "basis",
    query: "break down the basis on 48 juniper ln - land, building, furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "Date Hickory Drive was placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("not placed in service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for the magnolia unit",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "When was Harbor Lane Properties formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "who is listed as our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "company",
    query: "what's the NC secretary of state filing number for the LLC",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no filing number");
      return [state_filing_number];
    },
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "what's the next deadline on the calendar",
    tool: "query_database",
    expect: async (t) => {
      const next = await open(t, "");
      return [longDate(next.due_date), keyword(next.description)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const due = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next NC annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the flood insurance on osprey point renew",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=flood")).due_date)],
  },
  {
    group: "follow-up",
    query: "how much did we pay for it last time?",
    after: "when does the flood insurance on osprey point renew",
    tool: "query_database",
    expect: async (t) => {
      const items = await transactions(t, `q=FLOOD%20INSURANCE&transaction_type=EXPENSE&start_date=${addDays(t.today, -400)}&end_date=${t.today}`);
      const last = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      if (!last) throw new Error("no flood premium paid");
      return [figure(last.amount)];
    },
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "what does keisha's lease say about late fees",
    tool: "search_document_content",
    expect: async (t) => [figure((await passage(t, "Residential Lease", "late fee rent", /late fee of \$([\d,]+\.\d{2})/i))[1]!.replace(/,/g, ""))],
  },
  {
    group: "documents",
    query: "hurricane deductible on the cottage policy?",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "insurance policy", "named storm hurricane deductible", /hurricane\) deductible:[^$]*\$([\d,]+)/i))[1]!],
  },
  {
    group: "documents",
    query: "how long is the warranty on the hickory drive roof",
    tool: "search_document_content",
    expect: async (t) => [`${(await passage(t, "Oak City Roofing", "workmanship warranty years", /workmanship warranty: (\d+) years/i))[1]!} year`],
  },
  {
    group: "documents",
    query: "which documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },
  {
    group: "documents",
    query: "per the operating agreement, who are the members and what are their ownership percentages",
    tool: "search_document_content",
    expect: async (t) => {
      const [, list] = await passage(t, "Operating Agreement", "members percentage interests", /Percentage Interests are: ([^.]+)\./i);
      const names = [...list!.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no members");
      return names;
    },
  },
  {
    group: "follow-up",
    query: "how much capital did each of them put in",
    after: "per the operating agreement, who are the members and what are their ownership percentages",
    tool: "search_document_content",
    expect: async (t) => {
      const [, line] = await passage(t, "Operating Agreement", "schedule A capital contributions", /Capital contributions: ([^\n]+)/i);
      const amounts = [...line!.matchAll(/\$([\d,]+)/g)].map((m) => m[1]!);
      if (amounts.length === 0) throw new Error("no contributions");
      return amounts;
    },
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "what's the juniper cabin worth on today's market", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats owen's cell phone number", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you look up the EIN for Pamlico Sound Properties LLC", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we refinance the cottage or pay the loan down faster?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much will osprey point make next summer", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the truist loan for the cabin", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rental income did we have in 2019", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "remaining principal balance on the osprey point mortgage?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's the cabin's star rating on airbnb", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much will wake county raise our property taxes next year", tool: "query_database", unanswerable: true, expect: none },
];
