// Written blind: an evaluation set for Holloway Creek Stays LLC (the spec company, a Tennessee LLC with
// the Lockeland Drive cottage, the Laurel Bluff cabin and the Tremont Street condo), composed from the
// fixture file, the service spec and the REST API only, without any knowledge of how the assistant
// works. 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4,
// deadlines 5, documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read
// at run time from the REST API; periods are relative to t.today.
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYr(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A property's extra_metadata field, as the properties list holds it. */
async function meta(t: Truth, fragment: string, key: string): Promise<string> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, unknown> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  const value = items[0]?.extra_metadata?.[key];
  if (typeof value !== "string") throw new Error(`no ${key} on ${fragment}`);
  return value;
}

/** The first match of a pattern in the passages the document search returns for a query. */
async function passage(t: Truth, q: string, pattern: RegExp): Promise<RegExpExecArray> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&mode=lexical&top_k=20`);
  for (const item of items) {
    const match = pattern.exec(item.text);
    if (match) return match;
  }
  throw new Error(`no passage for "${q}" matching ${pattern}`);
}

/** The payee named in a transaction's description (the part before " - "). */
async function payee(t: Truth, q: string, period: { start: string; end: string }): Promise<string> {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&start_date=${period.start}&end_date=${period.end}&page_size=5`);
  const name = items[0]?.description.split(" - ")[0];
  if (!name) throw new Error(`no transaction for ${q}`);
  return name;
}

const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return [longDate(o.due_date)];
};

export const R16_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "gross rental income ytd, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the cottage bring in from Airbnb bookings last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "how much came in thru VRBO for the cabin last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel Bluff"), q: "VRBO" }))],
  },
  {
    group: "follow-up",
    query: "and airbnb?",
    after: "how much came in thru VRBO for the cabin last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel Bluff"), q: "Airbnb" }))],
  },
  {
    group: "income",
    query: "Laurel Bluff booking revenue for July of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(thisYr(t) - 1, 7), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "break down this year's rental income by property please",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, p) })))),
  },
  {
    group: "income",
    query: "total gross airbnb booking income across both short term rentals in Q2 this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisYr(t), 2), q: "Airbnb" }))],
  },
  {
    group: "income",
    query: "What was Holloway Creek Stays' total revenue last year, everything included (late fees, reimbursements etc)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "what did we pay the plumber this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Plumbing" }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: "what did we pay the plumber this year?",
    tool: "query_database",
    expect: async (t) => [await payee(t, "Plumbing", thisYear(t))],
  },
  {
    group: "expenses",
    query: "How much have we paid Smoky Ridge Co-Hosting so far this year, all charges",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "utilities for the cottage last yr (electric, gas, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "same for the cabin",
    after: "utilities for the cottage last yr (electric, gas, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "calculate total property tax we paid last year on all 3 places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up total expenses for the Tremont condo last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastQuarter(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "what was the nashville electric bill last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), q: "Nashville Electric" }))],
  },
  {
    group: "expenses",
    query: "mortgage interest paid ytd on all three loans",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what was the company's net income for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about this year so far?",
    after: "what was the company's net income for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "is the gatlinburg cabin actually making money this year? net after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "net",
    query: "cash flow on 407 Tremont for last yr, income minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Tremont") }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cabin booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at lockeland last mo",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of reservations the cottage had last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many of the cabin's stays this year came through vrbo",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel Bluff"), q: "VRBO" }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the chattanooga unit and what's the monthly rent",
    tool: "query_database",
    expect: async (t) => [await meta(t, "Tremont", "tenant"), figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what did we pay for the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we buy it?",
    after: "what did we pay for the cabin",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis on Lockeland Dr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the Tremont condo placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("no placed in service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "my CPA needs the depreciable basis for the nashville cottage, furniture included",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "need the llc's federal tax id number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein ?? ""],
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays formed and in which state?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent?.name ?? ""],
  },
  {
    group: "follow-up",
    query: "and what's their address on file",
    after: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => [((await company(t)).registered_agent?.address ?? "").split(",")[0]!],
  },
  {
    group: "company",
    query: "whats our TN secretary of state filing number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number ?? ""],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what deadlines are coming up in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => due(t, "q=1065"),
  },
  {
    group: "follow-up",
    query: "and the TN franchise & excise return?",
    after: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => due(t, "q=franchise"),
  },
  {
    group: "deadlines",
    query: "When does the insurance on the Gatlinburg cabin renew next?",
    tool: "query_database",
    expect: async (t) => due(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`),
  },
  {
    group: "deadlines",
    query: "deadline to renew the STRP permit for lockeland",
    tool: "query_database",
    expect: async (t) => due(t, "q=STRP"),
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when is it due?",
    tool: "query_database",
    expect: async (t) => due(t, "obligation_type=tax:payment"),
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "who owns Holloway Creek and what percentage does each member hold",
    tool: "search_document_content",
    expect: async (t) => {
      const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("Member Ownership capital contribution")}&mode=lexical&top_k=20`);
      const rows = [...items.map((i) => i.text).join("\n").matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/g)];
      if (rows.length === 0) throw new Error("no ownership table");
      return [...new Set(rows.flatMap((r) => [r[1]!, r[2]!]))];
    },
  },
  {
    group: "documents",
    query: "under the co-host agreement how much can smoky ridge spend on a repair without asking us first",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "repairs without the Owner's approval", /repairs of up to \$([\d,]+)/))[1]!],
  },
  {
    group: "documents",
    query: "max occupancy allowed by the cottage's STR permit?",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "Maximum occupancy guests", /Maximum occupancy: (\d+) guests/))[1]!],
  },
  {
    group: "documents",
    query: "what's the all perils deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "All perils deductible", /All perils: \$([\d,]+)/))[1]!],
  },
  {
    group: "documents",
    query: "which formation documents do we have on file for the LLC",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=formation")).map((title) => title.split(" of Holloway")[0]!),
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is still owed on the Truist mortgage (principal balance)?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay the roofer last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was Maple Hollow Rentals LLC's income last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the cottage now or wait for rates to drop", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the cabin's bookings bring in next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how big a security deposit did Wendell put down", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews has the cottage gotten on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what tax bracket are the members personally in", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Wendell's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
];
