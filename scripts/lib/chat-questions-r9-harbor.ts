// Written blind: the author never read the assistant's code, its tests, its docs or any other
// question set; only the fixture company (holdout-company.ts, demo-data.ts), the REST API spec, the
// runner (eval-chat.ts) and the types and helpers of chat-questions.ts (lines 1-97).
// Company asked: Harbor Lane Properties LLC, a North Carolina multi-member LLC (the held-out company).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
// Every figure, date and name is read at run time from the REST API; periods are relative to today.
import { figure, guestsOf, longDate, month, MONTHS, lastMonth, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);

/** A property's custom fields (tenant, monthly rent, listing name). */
async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}

/** The company profile as the records hold it. */
const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string | null }; mailing_address: string }>("/api/v1/company");

/** The text of one document's passages (found by its title), matched against `re`; the first group. */
async function fromDocument(t: Truth, title: string, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  const text = hits.items.map((h) => h.text).join("\n").replace(/\s+/g, " ");
  const match = re.exec(text);
  if (!match?.[1]) throw new Error(`document "${title}": no match for ${re} in ${JSON.stringify(text.slice(0, 300))}`);
  return match[1];
}

const TENANTS_Q = "how much rent did keisha pay us last yr";
const CABIN_PRICE_Q = "what did we pay for the cabin when we bought it";
const PLUMBER_Q = "what did we pay the plumber at the cabin last year";
const CABIN_NET_Q = "net income for the juniper cabin last year?";
const PERMIT_Q = "when does the wilmington str permit need renewing";
const STORM_Q = "whats the hurricane deductible on the osprey point policy";
const CABIN_GUESTS_Q = "list the guests who stayed at the cabin last month";
const AGENT_Q = "who is harbor lane's registered agent";

export const R9_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: TENANTS_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Magnolia")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: TENANTS_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Magnolia")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Harbor Lane total revenue ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "calculate short-term rental income for juniper cabin in q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Juniper")).id, ...quarter(thisY(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "gross income by property for last year, everything that came in",
    tool: "query_database",
    expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (f) => figure(await t.sum({ type: "revenue", property: (await t.property(f)).id, ...lastYear(t) })))),
  },
  {
    group: "income",
    query: "how many airbnb bookings did we get last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "which month last year was the best one for bookings at the osprey cottage",
    tool: "query_database",
    expect: async (t) => {
      const id = (await t.property("Osprey")).id;
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: ["revenue:rental_income"], property: id, ...month(thisY(t) - 1, i + 1) })));
      const best = sums.reduce((b, s, i) => (Number(s) > Number(sums[b]!) ? i : b), 0);
      return [MONTHS[best]!];
    },
  },
  {
    group: "income",
    query: "pull up what the long term tenants have paid in rent this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "cleaning fees collected from airbnb guests last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: PLUMBER_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "PLUMBING", property: (await t.property("Juniper")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: PLUMBER_Q,
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=PLUMBING&transaction_type=EXPENSE&start_date=${start}&end_date=${end}&page_size=10`);
      const name = /^(.*?PLUMBING)/i.exec(items[0]?.description ?? "")?.[1];
      if (!name) throw new Error("no plumbing payment last year");
      return [name];
    },
  },
  {
    group: "expenses",
    query: "total spent w/ duke energy ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Property taxes paid last year across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did mountain fresh cleaning bill us in Q2 this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...quarter(thisY(t), 2) }))],
  },
  {
    group: "expenses",
    query: "utilities at 9 osprey point rd last yr - power, water, internet combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Osprey")).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did we end up paying Oak City Roofing?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "OAK CITY ROOFING", start: (await company(t)).formation_date, end: t.today }))],
  },
  {
    group: "expenses",
    query: "total expenses for the magnolia st unit last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property("Magnolia")).id, ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: CABIN_NET_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Juniper")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: CABIN_NET_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Osprey")).id, ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "are we making money this year? company-wide profit ytd after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on the raleigh house last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Hickory")).id, ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who lives in the raleigh house",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Hickory")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "what's keisha's monthly rent",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Magnolia")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: CABIN_GUESTS_Q,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked altogether",
    after: CABIN_GUESTS_Q,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at osprey point last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the cottage in August of last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(thisY(t) - 1, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many stays did the cabin have in Q1",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Juniper")).id, ...quarter(thisY(t), 1) }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: CABIN_PRICE_Q,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "how much of that was furniture",
    after: CABIN_PRICE_Q,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },
  {
    group: "basis",
    query: "land and building basis for 1502 hickory dr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the Durham unit placed in service",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Magnolia")).placed_in_service!)],
  },
  {
    group: "basis",
    query: "depreciable basis on osprey point? need it for the 4562",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need our federal tax id number for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when was Harbor Lane Properties LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: AGENT_Q,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "what address do we have on file for them",
    after: AGENT_Q,
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "who are the members under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      const list = await fromDocument(t, "Operating Agreement", "members Percentage Interests", /Percentage Interests are: (.*?)\. /);
      return list.split(/;\s*/).map((part) => part.replace(/,\s*\d+ percent/, "").trim());
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's coming due in the next 90 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the NC annual report due next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no open estimated payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: PERMIT_Q,
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=permit");
      if (!o) throw new Error("no open permit renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the smoke alarm inspection at the cabin?",
    after: PERMIT_Q,
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=smoke%20alarm");
      if (!o) throw new Error("no open smoke alarm inspection");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Flood insurance renewal date for Osprey",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=flood");
      if (!o) throw new Error("no open flood renewal");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what does keisha's lease say about late fees",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Residential Lease", "late fee rent paid after the fifth day", /late fee of (\$[\d,]+)/i)],
  },
  {
    group: "documents",
    query: STORM_Q,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point Cottage insurance", "named storm hurricane deductible", /hurricane\) deductible:[^$]*?(\$[\d,]+)/i)],
  },
  {
    group: "follow-up",
    query: "and the regular one for everything else?",
    after: STORM_Q,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point Cottage insurance", "all other perils deductible", /All other perils deductible: (\$[\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how long is the warranty on the new roof at hickory",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Oak City Roofing", "workmanship warranty years", /Workmanship warranty: (\d+ years)/i)],
  },
  {
    group: "documents",
    query: "per the OA how much cash reserve do we keep before paying out distributions",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "distributions reserve repairs vacancies", /reserve of (\$[\d,]+)/i)],
  },
  {
    group: "documents",
    query: "what documents do we have uploaded",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay for the condo in boone", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will our rental income be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the osprey point mortgage now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the EIN for Front Range Rentals LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is keisha brown's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining loan balance on the truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews did the cottage get last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was our rental income back in 2022", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying first citizens on the hickory loan", tool: "query_database", unanswerable: true, expect: async () => [] },
];
