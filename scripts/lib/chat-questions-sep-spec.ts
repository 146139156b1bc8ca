// The sep-spec set: written blind, without reading the assistant's code, its tests, its docs or any
// other question set. Asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC of
// scripts/lib/spec-company.ts (the Lockeland Drive cottage in Nashville, the Laurel Bluff cabin in
// Gatlinburg, the Tremont Street condo in Chattanooga let to a long-term tenant). Every expected figure,
// date and name is read at run time from the REST API (ledger sums, property records, company profile,
// obligations, document list and document search), with periods relative to today.
//
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}

/** The transactions of a filter (one page of up to 200; more is an error). */
async function transactions(t: Truth, query: string): Promise<Tx[]> {
  const { items, total } = await t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&${query}`);
  if (total > items.length) throw new Error(`${total} transactions for ${query}: more than one page`);
  return items;
}

/** A property's custom fields (tenant, rent, nickname...). */
async function metadata(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The passages of one document (found by a fragment of its title) that a search returns, joined. */
async function documentText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?document_id=${items[0]!.id}&q=${encodeURIComponent(q)}&top_k=50`);
  const text = hits.items.map((h) => h.text).join("\n");
  if (!text) throw new Error(`no passages of "${titleFragment}" for ${q}`);
  return text;
}

/** The first group of a pattern in a document's text; throws when it is absent. */
async function fromDocument(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await documentText(t, titleFragment, q))?.[1];
  if (!found) throw new Error(`${pattern} not in "${titleFragment}"`);
  return found;
}

/** The guest of a booking described "Airbnb reservation HM4KX2 - Jane Doe (3 nights)". */
const guestOf = (description: string) => {
  const name = /\s-\s([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s*\(\d+ nights?\)/.exec(description)?.[1];
  if (!name) throw new Error(`no guest in "${description}"`);
  return name;
};

const latest = (items: Tx[]) => {
  const sorted = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
  if (!sorted[0]) throw new Error("no transactions");
  return sorted[0];
};

const unanswerable = (group: string, query: string): Case => ({ group, query, tool: "query_database", unanswerable: true, expect: async () => [] });

export const SEP_SPEC_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(CONDO)).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(CONDO)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "gross rental income ytd for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up the airbnb revenue for the cottage in Q3",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(COTTAGE)).id, ...quarter(thisY(t), 3) }))],
  },
  {
    group: "income",
    query: "How much came in through VRBO for the cabin last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, q: "VRBO", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and airbnb?",
    after: "How much came in through VRBO for the cabin last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, q: "Airbnb", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "total income last month across all 3 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what has laurel bluff brought in from bookings this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "calculate what the lockeland dr house grossed in the second quarter of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(COTTAGE)).id, ...quarter(thisY(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "break out short-term vs long-term rental income for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) })), figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "what did we pay music city maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about cleaning at the cabin?",
    after: "what did we pay music city maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: (await t.property(CABIN)).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "NASHVILLE ELECTRIC SERVICE total ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Nashville Electric Service", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we spent on property taxes this year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the gatlinburg cabin last yr - electric, propane, water, internet all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property(CABIN)).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses on the chattanooga condo for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property(CONDO)).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend in total last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much did the plumber cost us this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Plumbing", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: "how much did the plumber cost us this year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const items = await transactions(t, `transaction_type=EXPENSE&q=Plumbing&start_date=${start}&end_date=${end}`);
      return [latest(items).description.split(" - ")[0]!];
    },
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "net income on the tremont condo last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property(CONDO)).id, ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "Is the cottage profitable this year? what's the profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property(COTTAGE)).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "company-wide cash flow for last quarter, revenue minus all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))],
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at the tremont st unit",
    tool: "query_database",
    expect: async (t) => [String((await metadata(t, CONDO)).tenant)],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CABIN, lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights total was that",
    after: "list the guests who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at lockeland last qtr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of reservations we had at laurel bluff in total last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "What's Wendell's monthly rent under his lease?",
    tool: "query_database",
    expect: async (t) => [figure(String((await metadata(t, CONDO)).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "who was our most recent guest at the nashville cottage",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      const items = await transactions(t, `category=revenue:rental_income&property_id=${p.id}&start_date=${thisY(t) - 1}-01-01&end_date=${t.today}`);
      return [guestOf(latest(items).description)];
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what did we pay for the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it?",
    after: "what did we pay for the cabin",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(CABIN)).acquisition_date)],
  },
  {
    group: "basis",
    query: "land / building / furniture basis split for 1814 lockeland",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the condo placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const date = (await t.property(CONDO)).placed_in_service;
      if (!date) throw new Error("condo has no placed-in-service date");
      return [longDate(date)];
    },
  },
  {
    group: "basis",
    query: "my CPA needs the depreciable basis on laurel bluff",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).depreciable_basis)],
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "whats the EIN for holloway creek",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Who is listed as our registered agent?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).registered_agent?.name)],
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const date = (await company(t)).formation_date;
      if (!date) throw new Error("no formation date");
      return [longDate(date)];
    },
  },
  {
    group: "company",
    query: "need our TN secretary of state control number",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next property tax bill due on the cabin",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=property:tax&property_id=${(await t.property(CABIN)).id}`);
      if (!o) throw new Error("no open property tax for the cabin");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "how much did we pay last time?",
    after: "when is the next property tax bill due on the cabin",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      return [figure(latest(await transactions(t, `category=expense:property_tax&property_id=${p.id}`)).amount)];
    },
  },
  {
    group: "deadlines",
    query: "Next tax return deadline for the partnership?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:filing");
      if (!o) throw new Error("no open tax filing");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the STRP permit for the cottage",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${(await t.property(COTTAGE)).id}`);
      if (!o) throw new Error("no open permit renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "tennessee annual report - when's it due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members ownership capital contribution");
      const rows = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)/g)];
      if (rows.length === 0) throw new Error("no member rows in the operating agreement");
      return rows.flatMap((r) => [r[1]!, r[2]!]);
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the lockeland str permit?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+)/i)],
  },
  {
    group: "documents",
    query: "what's the deductible on the cabin insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "deductibles all perils", /All perils:\s*\$([\d,]+)/i)],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "what's the deductible on the cabin insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "coverage liability each occurrence", /Liability:\s*\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair before they need our ok",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Smoky Ridge", "repairs without approval", /repairs of up to \$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the gatlinburg cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(CABIN)).id}`),
  },

  // ---- unanswerable (10) ----
  unanswerable("unanswerable", "what's the cabin worth on today's market"),
  unanswerable("unanswerable", "what is the EIN of Smoky Ridge Co-Hosting LLC"),
  unanswerable("unanswerable", "should we refinance the cottage mortgage now or wait"),
  unanswerable("unanswerable", "how much will the cabin book next summer?"),
  unanswerable("unanswerable", "whats the remaining mortgage balance on the tremont condo"),
  unanswerable("unanswerable", "what did the cottage bring in back in 2021"),
  unanswerable("unanswerable", "Celeste Varga's home address?"),
  unanswerable("unanswerable", "what will sevier county's property tax rate be next year"),
  unanswerable("unanswerable", "how many 5 star reviews has the lockeland cottage gotten"),
  unanswerable("unanswerable", "what interest rate are we paying on the Truist loan"),
];
