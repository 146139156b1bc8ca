// The q4-spec set, written blind: its author read only the fixture company (spec-company.ts), the REST
// spec, the runner and lines 1-97 of chat-questions.ts, never the assistant's code, tests, docs or any
// other question set. Company: Holloway Creek Stays LLC, a Tennessee multi-member LLC (the cottage on
// Lockeland Drive in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont Street condo in
// Chattanooga). Every expected figure, date and name is read at run time from the REST API.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A fact read from the documents' own text through the search route. */
async function docFact(t: Truth, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=20&mode=lexical`);
  const text = items.map((i) => i.text).join("\n");
  const match = re.exec(text);
  if (!match?.[1]) throw new Error(`no ${re} in the passages for "${q}"`);
  return match[1];
}

async function nextDue(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation for ${q}`);
  return longDate(o.due_date);
}

async function tenantName(t: Truth): Promise<string> {
  const period = lastMonth(t.today);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}&start_date=${period.start}&end_date=${period.end}&page_size=10`);
  const name = /^Rent - (.+?) - /.exec(items[0]?.description ?? "")?.[1];
  if (!name) throw new Error("no rent line last month");
  return name;
}

export const Q4_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much rent did Wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what was Holloway Creek's gross rental income for last year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "booking revenue for the cottage ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: "booking revenue for the cottage ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did laurel bluff bring in thru VRBO last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), q: "VRBO", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Gatlinburg cabin rental income for July of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "income",
    query: "pull up total revenue for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "what did 1814 Lockeland gross last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "total airbnb income across both STRs last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "Airbnb", ...lastYear(t) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Music City Maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what did we pay Music City Maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on utilities at the cabin this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate mortgage interest paid last year on all three places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did Smoky Ridge Co-Hosting bill us last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "property tax paid on the Tremont condo this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what were our airbnb + vrbo host fees last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "total expenses for the whole company last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what did the Tremont condo net last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "same for the cottage",
    after: "what did the Tremont condo net last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "are we profitable ytd? whats the company's net income so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow for the Nashville cottage last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Lockeland"), ...lastMonth(t.today) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who rents the chattanooga condo",
    tool: "query_database",
    expect: async (t) => [await tenantName(t)],
  },
  {
    group: "follow-up",
    query: "how much has he paid us this year",
    after: "who rents the chattanooga condo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: "how many nights was the cabin booked last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at Lockeland last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of stays at laurel bluff last quarter",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...lastQuarter(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "what's Wendell's monthly rent right now",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many bookings did we get across the cottage and the cabin last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
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
    query: "and how much of that was land?",
    after: "what did we pay for the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).land_basis)],
  },
  {
    group: "basis",
    query: "land basis on lockeland drive",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).land_basis)],
  },
  {
    group: "basis",
    query: "when was the Tremont unit placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "furniture / FF&E basis for the Gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).ffe_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "when was Holloway Creek Stays LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who is the registered agent for the LLC",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent?.name) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "need our TN secretary of state control number",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's coming due in the next 90 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "1065")],
  },
  {
    group: "follow-up",
    query: "what about the state franchise & excise return?",
    after: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "franchise and excise")],
  },
  {
    group: "deadlines",
    query: "When does the cabin's insurance policy renew next?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Blue Ridge Shield")],
  },
  {
    group: "deadlines",
    query: "tennessee annual report - when do we have to file the next one",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "annual report")],
  },
  {
    group: "deadlines",
    query: "next renewal date for the Nashville short term rental permit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "STRP permit")],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("members ownership initial capital contribution")}&top_k=20&mode=lexical`);
      const names = [...items.map((i) => i.text).join("\n").matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*\d+%/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no members in the operating agreement passages");
      return [...new Set(names)];
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the lockeland STRP permit?",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "maximum occupancy guests permit", /Maximum occupancy: (\d+) guests/)],
  },
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "deductibles all perils per occurrence", /All perils: \$([\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "coverage E liability each occurrence", /Coverage E, Liability: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "how much can Smoky Ridge spend on a repair without getting our ok first",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "co-host repairs without the owner's approval", /repairs of up to \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "which formation documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the cottage gross next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the Tremont condo or refinance it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what tax bracket is Maren in personally", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay the pool guy last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the Truist mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much revenue did Smoky Ridge Co-Hosting LLC make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was our rental income in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining loan balance on the cottage mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will Sevier County raise property taxes next year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
