// Written blind: the author never read the assistant's code, its tests, its docs or any other question
// set; only the fixture company (scripts/lib/spec-company.ts), the REST API and the runner. Asked of the
// spec company, Holloway Creek Stays LLC (a Tennessee multi-member LLC: the Lockeland Drive cottage in
// Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont Street condo in Chattanooga).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read at run time
// from the REST API; periods are relative to today.
import type { Case, Truth } from "./chat-questions";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, MONTHS, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

/** The month before last month. */
const monthBeforeLast = (today: string) => lastMonth(lastMonth(today).start);

interface Tx {
  description: string;
  transaction_date: string;
}
const transactions = (t: Truth, query: string) => t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&${query}`);

interface Company {
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The text of one document (found by its title), read through the search API, and one match in it. */
async function docMatch(t: Truth, title: string, words: string, pattern: RegExp): Promise<RegExpMatchArray[]> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=20&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  const text = [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((h) => h.text).join("\n");
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  const found = [...text.matchAll(global)];
  if (found.length === 0) throw new Error(`no ${pattern} in "${title}"`);
  return found;
}

const dueOf = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return [longDate(o.due_date)];
};

const none = async () => [] as string[];

export const R12_SPEC_CASES: Case[] = [
  // income
  {
    group: "income",
    query: "how much rent did Wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "total bookings revenue at the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "calculate gross rental income for Holloway Creek Stays so far this year, all 3 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the cottage bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "and the month before that?",
    after: "what did the cottage bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...monthBeforeLast(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "how much came in through VRBO last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), q: "VRBO" }))],
  },
  {
    group: "follow-up",
    query: "what about airbnb",
    after: "how much came in through VRBO last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), q: "Airbnb" }))],
  },
  {
    group: "income",
    query: "airbnb vs vrbo split for laurel bluff this yr",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property, q: "Airbnb" })), figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property, q: "VRBO" }))];
    },
  },
  {
    group: "income",
    query: "which month last year was best for the Lockeland cottage, bookings-wise",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Lockeland");
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, i + 1), property })));
      const best = sums.reduce((b, s, i) => (Number(s) > Number(sums[b]) ? i : b), 0);
      return [MONTHS[best]!];
    },
  },
  {
    group: "income",
    query: "pull up total revenue by property for last year",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await t.sum({ type: "revenue", ...lastYear(t), property: await pid(t, p) })))),
  },

  // expenses
  {
    group: "expenses",
    query: "what did we pay Harpeth Plumbing",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...ever(t), q: "Harpeth" }))],
  },
  {
    group: "follow-up",
    query: "when was that?",
    after: "what did we pay Harpeth Plumbing",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await transactions(t, "q=Harpeth");
      if (items.length !== 1) throw new Error(`Harpeth: ${items.length} transactions`);
      return [longDate(items[0]!.transaction_date)];
    },
  },
  {
    group: "expenses",
    query: "NASHVILLE ELECTRIC SVC total for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Nashville Electric" }))],
  },
  {
    group: "expenses",
    query: "total utilities across all properties this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on cleaning at the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "total expenses on tremont st last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastQuarter(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last year, all three places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total paid to SMOKY RIDGE CO-HOSTING last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "follow-up",
    query: "how much of that was the co-host fee?",
    after: "total paid to SMOKY RIDGE CO-HOSTING last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t), property: await pid(t, "Laurel Bluff") }))],
  },

  // net
  {
    group: "net",
    query: "net income for the company last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "break that down for the cottage only",
    after: "net income for the company last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "net",
    query: "is the cabin making money this year? net after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "net",
    query: "cash flow on the condo last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },

  // bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Chattanooga unit",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await transactions(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}`);
      const name = items[0]?.description.split(" - ")[1];
      if (!name) throw new Error("no tenant in the rent descriptions");
      return [name];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "who stayed there?",
    after: "how many nights was the cabin booked last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests at 1814 Lockeland last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many stays did we have at laurel bluff last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "what's Wendell paying per mo now",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the cottage ytd",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", thisYear(t)))],
  },

  // basis
  {
    group: "basis",
    query: "what did we pay for the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and the condo?",
    after: "what did we pay for the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building allocation on Lockeland Dr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the Tremont condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis on the Gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },

  // company
  {
    group: "company",
    query: "need the federal tax id for holloway creek stays",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "when did we form the LLC",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent in TN",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "company",
    query: "what's our Secretary of State control number",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no filing number");
      return [state_filing_number];
    },
  },

  // deadlines
  {
    group: "deadlines",
    query: "anything coming due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => dueOf(t, "q=1065"),
  },
  {
    group: "follow-up",
    query: "and the TN franchise & excise return?",
    after: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => dueOf(t, "q=franchise"),
  },
  {
    group: "deadlines",
    query: "when does the Blue Ridge Shield policy on the cabin renew",
    tool: "query_database",
    expect: async (t) => dueOf(t, "q=Blue%20Ridge"),
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date?",
    tool: "query_database",
    expect: async (t) => dueOf(t, "obligation_type=tax:payment"),
  },
  {
    group: "deadlines",
    query: "STRP permit renewal deadline for the cottage",
    tool: "query_database",
    expect: async (t) => dueOf(t, "q=STRP"),
  },

  // documents
  {
    group: "documents",
    query: "ownership split between the members per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => (await docMatch(t, "Operating Agreement", "members ownership capital contribution", /\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/)).flatMap((m) => [m[1]!, m[2]!]),
  },
  {
    group: "documents",
    query: "whats the all perils deductible on the laurel bluff insurance",
    tool: "search_document_content",
    expect: async (t) => [(await docMatch(t, "Blue Ridge Shield", "deductibles all perils", /All perils: \$([\d,]+)/))[0]![1]!],
  },
  {
    group: "documents",
    query: "how much can the co-host spend on a repair without asking us",
    tool: "search_document_content",
    expect: async (t) => [(await docMatch(t, "Co-Hosting", "repairs approval", /repairs of up to \$([\d,]+)/))[0]![1]!],
  },
  {
    group: "documents",
    query: "max occupancy allowed under the Nashville STR permit",
    tool: "search_document_content",
    expect: async (t) => [(await docMatch(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy: (\d+) guests/))[0]![1]!],
  },
  {
    group: "documents",
    query: "what formation documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // unanswerable
  { group: "unanswerable", query: "what's the cabin worth on the market right now", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what will our airbnb income be next year", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we sell the Tremont condo or refinance it", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much did Ridgeline Holdings LLC make last year", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how big a security deposit is Wendell holding with us", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats the wifi password at the cottage", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what did we pay the roofer who redid the cabin roof", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the Truist loan", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's the cabin's star rating on airbnb", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much will the Davidson County property tax bill be next year", tool: "query_database", unanswerable: true, expect: none },
];
