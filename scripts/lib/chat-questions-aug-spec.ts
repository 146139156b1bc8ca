// The aug-spec set: written blind, without reading the assistant's code, its tests, its docs or any
// other question set, from the fixture company's data (scripts/lib/spec-company.ts), the service spec
// and the REST API alone. Asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC of the
// spec fixture (the Lockeland Drive cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the
// Tremont Street condo in Chattanooga let to Wendell Akers).
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read at run time
// from the REST API; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year (the first whole year of the fixture's records). */
const ly = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The next open obligation matching a list query, as a long date; throws when there is none. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

/** The text of one document (found by its title) that a lexical search for `q` returns. */
async function passage(t: Truth, title: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  return hits.items.map((h) => h.text).join("\n");
}

/** The first group of a pattern in a document's passages; throws when it is not there. */
async function fromDocument(t: Truth, title: string, q: string, pattern: RegExp): Promise<string> {
  const text = await passage(t, title, q);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${pattern}" not in "${title}"`);
  return match[1];
}

const Q = {
  wendellRent: "how much rent did wendell pay us last yr",
  cabinQuarter: "what did the cabin gross in bookings last quarter",
  maids: "what did we pay MUSIC CITY MAIDS last year",
  plumber: "what did we pay the plumber this year?",
  expensesLastMonth: "total expenses last month, everything incl. company-level stuff",
  cabinPrice: "what was the purchase price on the gatlinburg cabin",
  form1065: "when is the 1065 due",
  deductible: "what's the deductible on the Blue Ridge Shield policy for the cabin",
};

const unanswerable = (query: string): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] });

export const AUG_SPEC_CASES: Case[] = [
  // income 8
  {
    group: "income",
    query: Q.wendellRent,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await idOf(t, "Tremont"), ...year(ly(t)) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: Q.wendellRent,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await idOf(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: Q.cabinQuarter,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await idOf(t, "Laurel"), ...lastQuarter(t.today) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage",
    after: Q.cabinQuarter,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await idOf(t, "Lockeland"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "gross rental income ytd across all three properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did the cottage bring in last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await idOf(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "pull up revenue for 1814 Lockeland for July of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await idOf(t, "Lockeland"), ...month(ly(t), 7) }))],
  },
  {
    group: "income",
    query: "total vrbo booking income this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Calculate Airbnb reservation revenue for last year, cottage and cabin combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "Airbnb", ...year(ly(t)) }))],
  },
  {
    group: "income",
    query: "Holloway Creek Stays total revenue last year from all sources, late fees and misc income included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(ly(t)) }))],
  },

  // expenses 7
  {
    group: "expenses",
    query: Q.maids,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...year(ly(t)) }))],
  },
  {
    group: "follow-up",
    query: "what about cleaning at the cabin?",
    after: Q.maids,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await idOf(t, "Laurel"), ...year(ly(t)) }))],
  },
  {
    group: "expenses",
    query: "utilities at the gatlinburg cabin ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await idOf(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much property tax did we pay last yr across all 3 props",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(ly(t)) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums on the Tremont condo last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], property: await idOf(t, "Tremont"), ...year(ly(t)) }))],
  },
  {
    group: "expenses",
    query: "SMOKY RIDGE CO-HOSTING - total paid to them so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: Q.plumber,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Plumbing", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: Q.plumber,
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=Plumbing&transaction_type=EXPENSE&start_date=${start}&end_date=${end}&page_size=50`);
      const ids = [...new Set(items.map((tx) => tx.property_id))];
      if (ids.length !== 1 || !ids[0]) throw new Error(`plumber: ${ids.length} properties`);
      const p = await t.get<{ address: string }>(`/api/v1/properties/${ids[0]}`);
      return [p.address.split(",")[0]!];
    },
  },
  {
    group: "expenses",
    query: Q.expensesLastMonth,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "and the month before that?",
    after: Q.expensesLastMonth,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(lastMonth(t.today).start) }))],
  },

  // net 3
  {
    group: "net",
    query: "net income for the chattanooga condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, "Tremont"), ...year(ly(t)) }))],
  },
  {
    group: "net",
    query: "are we making money this year? whats Holloway Creek's bottom line ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on lockeland last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, "Lockeland"), ...lastQuarter(t.today) }))],
  },

  // bookings-or-tenants 6
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at Tremont St",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${await idOf(t, "Tremont")}&page_size=1`);
      const name = /^Rent - (.+?) - /.exec(items[0]?.description ?? "")?.[1];
      if (!name) throw new Error("no rent line at Tremont");
      return [name];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of stays at laurel bluff last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await idOf(t, "Laurel"), ...year(ly(t)) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "what's wendell paying per mo right now",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${await idOf(t, "Tremont")}&page_size=1`);
      if (!items[0]) throw new Error("no rent line at Tremont");
      return [figure(items[0].amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings came thru VRBO last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "VRBO", ...year(ly(t)) }))],
  },

  // basis 4
  {
    group: "basis",
    query: Q.cabinPrice,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we buy it",
    after: Q.cabinPrice,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land and building basis for the Lockeland Dr house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the Tremont unit?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("Tremont has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "ffe basis on the cottage (furniture, fixtures etc)",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)],
  },

  // company 4
  {
    group: "company",
    query: "need our EIN for a W-9, what is it",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company")).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },
  {
    group: "company",
    query: "when was Holloway Creek Stays LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "TN SOS control number for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // deadlines 5
  {
    group: "deadlines",
    query: "what's due in the next 90 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q.form1065,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },
  {
    group: "follow-up",
    query: "and the TN franchise & excise return?",
    after: Q.form1065,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=franchise")],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - what date",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "when does the cabin insurance renew",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:insurance&property_id=${await idOf(t, "Laurel")}`)],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the STRP permit for the cottage",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=STRP")],
  },

  // documents 5
  {
    group: "documents",
    query: "per the operating agreement, who are the members and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await passage(t, "Operating Agreement", "members ownership capital contribution");
      const rows = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+)%/g)];
      if (rows.length === 0) throw new Error("no ownership table in the operating agreement");
      return rows.flatMap((r) => [r[1]!, `${r[2]}%`]);
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed on the STRP permit for Lockeland",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+) guests/)} guests`],
  },
  {
    group: "documents",
    query: Q.deductible,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "deductibles all perils", /All perils:\s*\$([\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: Q.deductible,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "coverage liability each occurrence", /Liability:\s*\$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "how much notice do we have to give to end the smoky ridge co-host agreement",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "Co-Hosting and Cleaning Agreement", "term written notice end the agreement", /(\d+) days' written notice/)} days`],
  },
  {
    group: "documents",
    query: "what formation documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // unanswerable 10
  unanswerable("what's the cabin worth on today's market"),
  unanswerable("how much did we spend on snow removal at the condo last winter"),
  unanswerable("whats wendell's credit score"),
  unanswerable("should we sell the Tremont condo and buy another cabin?"),
  unanswerable("how much will the cabin make next summer"),
  unanswerable("what's the EIN for Smoky Ridge Co-Hosting LLC"),
  unanswerable("how much personal income tax did Maren pay last year"),
  unanswerable("remaining mortgage balance on Lockeland?"),
  unanswerable("what do other cabins on Laurel Bluff Way charge per night"),
  unanswerable("how much of a security deposit did wendell put down"),
];
