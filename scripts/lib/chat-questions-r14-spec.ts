// Round 14, spec company: written blind, without reading the assistant's code, its tests, its docs or any
// other question set. Asked of Holloway Creek Stays LLC, the Tennessee LLC of scripts/lib/spec-company.ts
// (the Lockeland Drive cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont Street
// condo in Chattanooga let to a long-term tenant). Every expected figure, date and name is read at run
// time from the REST API (ledger sums, properties, obligations, company profile, occupancy report,
// document list and document search); periods are relative to today.
//
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year as written in a question; the same year the expectations take from t.today. */
const LAST_YR = String(Number(new Date().toISOString().slice(0, 4)) - 1);

const y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(y(t) - 1);

const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";

const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The street of a property without its number: "622 Laurel Bluff Way, ..." -> "Laurel Bluff". */
const streetName = (address: string) => {
  const words = address.split(",")[0]!.replace(/^\d+\s+/, "").split(/\s+/);
  return words.length > 1 ? words.slice(0, -1).join(" ") : words[0]!;
};

/** The first capture of a pattern in the passages a document search finds within one document. */
async function fromDocument(t: Truth, titleFragment: string, words: string, pattern: RegExp): Promise<RegExpExecArray> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length === 0) throw new Error(`no document titled like "${titleFragment}"`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50`);
  const text = hits.items.map((h) => h.text).join("\n");
  const match = pattern.exec(text);
  if (!match) throw new Error(`"${pattern}" not found in ${items[0]!.title}`);
  return match;
}

/** The most recent transaction matching a list query (newest first is the list's default order). */
async function latest(t: Truth, query: string) {
  const { items } = await t.get<{ items: { transaction_date: string; amount: string; description: string }[] }>(`/api/v1/transactions?page_size=1&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

export const R14_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await idOf(t, CONDO), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await idOf(t, CONDO), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total booking revenue for the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await idOf(t, CABIN), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Gross rental income year to date, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "lockeland dr short term rental income last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await idOf(t, COTTAGE), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what did we take in last quarter across all three places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: `how much came in thru VRBO in ${LAST_YR}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Pull up Laurel Bluff revenue for Q2 of last year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await idOf(t, CABIN), ...quarter(y(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "Which of our properties brought in the most revenue last year?",
    tool: "query_database",
    expect: async (t) => {
      const ranked = await Promise.all(
        [COTTAGE, CABIN, CONDO].map(async (fragment) => {
          const p = await t.property(fragment);
          return { street: streetName(p.address), total: await t.sum({ type: "revenue", property: p.id, ...lastYear(t) }) };
        }),
      );
      ranked.sort((a, b) => Number(b.total) - Number(a.total));
      return [ranked[0]!.street, figure(ranked[0]!.total)];
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay the plumber this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Plumbing", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `NASHVILLE ELECTRIC SERVICE - total paid in ${LAST_YR}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Nashville Electric Service", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the water bills at that place for the same year?",
    after: `NASHVILLE ELECTRIC SERVICE - total paid in ${LAST_YR}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:water"], property: await idOf(t, COTTAGE), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "cleaning costs for the cabin so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await idOf(t, CABIN), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate total mortgage interest we paid last year on all 3 loans",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was the cabin's loan",
    after: "calculate total mortgage interest we paid last year on all 3 loans",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await idOf(t, CABIN), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses on the Tremont condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await idOf(t, CONDO), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what were our total expenses last month, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Smoky Ridge Co-Hosting so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge Co-Hosting", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what's our net income ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on the cottage last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, COTTAGE), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: "cash flow on the cottage last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, CABIN), ...lastMonth(t.today) }))],
  },
  {
    group: "net",
    query: "Did the Tremont St unit turn a profit last year? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, CONDO), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CABIN, lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked in total",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked at the nashville cottage last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many separate stays did laurel bluff have last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await idOf(t, CABIN), ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the chattanooga condo right now",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${await idOf(t, CONDO)}`);
      if (!p.extra_metadata.tenant) throw new Error("no tenant on the condo");
      return [p.extra_metadata.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what is Wendell paying per month now",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=revenue:long_term_rental&property_id=${await idOf(t, CONDO)}`)).amount)],
  },
  {
    group: "bookings-or-tenants",
    query: "when did Jane Doe last stay with us",
    tool: "query_database",
    expect: async (t) => [longDate((await latest(t, `category=revenue:rental_income&q=${encodeURIComponent("Jane Doe")}`)).transaction_date)],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "purchase price of the gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "how much of that was furniture and equipment",
    after: "purchase price of the gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).ffe_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis split on 1814 Lockeland",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the Tremont condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      if (!p.placed_in_service) throw new Error("condo not placed in service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for the cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(COTTAGE)).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need the company's federal tax ID for a W-9",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "when was Holloway Creek Stays LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who is our registered agent in TN",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "what's the LLC's control number with the tennessee secretary of state",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
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
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!o) throw new Error("no open estimated payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline for our next 1065?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=tax:filing&q=1065&start_date=${t.today}`);
      if (!o) throw new Error("no open 1065");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the STRP permit on Lockeland need renewing",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `property_id=${await idOf(t, COTTAGE)}&obligation_type=compliance:license_renewal&start_date=${t.today}`);
      if (!o) throw new Error("no open permit renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the cabin's insurance renewal?",
    after: "when does the STRP permit on Lockeland need renewing",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `property_id=${await idOf(t, CABIN)}&obligation_type=property:insurance&start_date=${t.today}`);
      if (!o) throw new Error("no open cabin insurance renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "TN annual report - when do we have to file it next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "list the members and their ownership percentages per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string }[] }>(`/api/v1/documents?page_size=50&doc_type=formation:operating_agreement`);
      if (!items[0]) throw new Error("no operating agreement");
      const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("members ownership initial capital contribution")}&document_id=${items[0].id}&top_k=50`);
      const names = [...hits.items.map((h) => h.text).join("\n").matchAll(/^\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*\d+%/gm)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no member table found");
      return [...new Set(names)];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Blue Ridge Shield", "deductibles all perils per occurrence", /All perils:\s*\$(\d{1,3}(?:,\d{3})*)/))[1]!],
  },
  {
    group: "follow-up",
    query: "and what's the annual premium on it",
    after: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Blue Ridge Shield", "annual premium paid in full", /Annual premium:\s*\$(\d{1,3}(?:,\d{3})*)/))[1]!],
  },
  {
    group: "documents",
    query: "per the laurel bluff HOA rules what's the fine for a violation",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Owners Association rental rules", "violation fine charged to the owner", /violation carries a fine of \$(\d{1,3}(?:,\d{3})*)/))[1]!],
  },
  {
    group: "documents",
    query: "how much cash does the operating agreement say we keep in reserve before distributions",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Operating Agreement", "distributions operating reserve per property", /operating reserve of \$(\d{1,3}(?:,\d{3})*)/))[1]!],
  },
  {
    group: "documents",
    query: "which formation docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will our occupancy look like next summer at the cottage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the Tremont condo or refi it",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the remaining balance on the Pinnacle Bank mortgage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Maple Hollow Rentals LLC make last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how big a security deposit did Wendell put down when he moved in",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Truist loan",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much will Sevier County raise our property taxes next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many 5-star reviews has the cottage gotten on airbnb",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what nightly rate should we charge at the cabin for new year's eve",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
