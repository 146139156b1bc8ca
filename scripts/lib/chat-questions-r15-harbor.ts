// Round 15 held-out set, written BLIND: its author read only the fixture company
// (scripts/lib/holdout-company.ts and the demo-data helpers it imports), the REST API (spec, routes,
// domain code outside the assistant), the runner and lines 1-97 of chat-questions.ts, never the
// assistant's code, tests, docs or any other question set. Asked of Harbor Lane Properties LLC, the
// North Carolina held-out company (Magnolia Street long-term unit, Juniper Cabin, Hickory Drive
// "Raleigh house", Osprey Point Cottage). Every expected figure, date and name is read at run time
// from the REST API; periods are relative to today.
//
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year, as the runner's today (UTC) sees it: questions name it as a user would. */
const LY = Number(new Date().toISOString().slice(0, 4)) - 1;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The most recent calendar month `m` that has fully ended before today. */
const lastWhole = (t: Truth, m: number) => {
  const [y, tm] = t.today.split("-").map(Number) as [number, number];
  return month(tm > m ? y : y - 1, m);
};
/** The most recent calendar quarter `q` that has fully ended before today. */
const lastWholeQuarter = (t: Truth, q: number) => {
  const [y, tm] = t.today.split("-").map(Number) as [number, number];
  return quarter(tm > q * 3 ? y : y - 1, q);
};
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> }).extra_metadata;

/** Open obligations due from today on, soonest first. */
const upcoming = async (t: Truth, query: string) => (await obligations(t, `start_date=${t.today}&${query}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");

/** The text of one document (found by a title fragment), as its searchable passages. */
async function docText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  const text = hits.items.map((h) => h.text).join("\n");
  if (!text) throw new Error(`no passages of "${titleFragment}" for "${q}"`);
  return text;
}
const pick = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`${pattern} not found`);
  return match[1];
};

const none = async () => [] as string[];

export const R15_HARBOR_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much rent has keisha paid us so far this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "what about last year",
    after: "how much rent has keisha paid us so far this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "Total revenue for Harbor Lane Properties across all 4 properties last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "rent collected on hickory drive in Q2",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastWholeQuarter(t, 2), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "what did the cottage bring in last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "airbnb revenue last quarter for both STRs combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: `cleaning fees guests paid at osprey point in ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(LY), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "Calculate all income from the Raleigh house for September.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastWhole(t, 9), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "short-term rental income juniper cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Juniper") }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "what did we pay the plumber last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "PLUMBING", ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to",
    after: "what did we pay the plumber last year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=PLUMBING&start_date=${year(Y(t) - 1).start}&end_date=${year(Y(t) - 1).end}&page_size=10`);
      return [pick(items.map((i) => i.description).join("\n"), /(blue ridge plumbing)/i)];
    },
  },
  {
    group: "expenses",
    query: "total spent w/ DUKE ENERGY PROGRESS this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up cleaning costs for the cabin for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...year(Y(t) - 1), property: await pid(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "and for osprey?",
    after: "pull up cleaning costs for the cabin for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...year(Y(t) - 1), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "how much have HOA dues at osprey point cost us year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: `utilities total for the magnolia st unit in ${LY} - water, gas, all of it`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(LY), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "Mortgage interest paid in Q1, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastWholeQuarter(t, 1) }))],
  },
  {
    group: "expenses",
    query: "what were our total expenses last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what did 310 magnolia net us last year after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "net",
    query: "cash flow for the cottage ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Osprey") }))],
  },
  {
    group: "follow-up",
    query: "same thing for the cabin",
    after: "cash flow for the cottage ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "net",
    query: "Can you figure out Harbor Lane's net income for this year so far, company-wide?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked in total?",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was osprey point occupied in Q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastWholeQuarter(t, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the magnolia street unit right now",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "Which tenant is in the Raleigh house and what is the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Hickory");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: `number of airbnb stays at the cottage in ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(LY), property: await pid(t, "Osprey") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests we had at osprey in august",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastWhole(t, 8)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what did we pay for the juniper lane cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it?",
    after: "what did we pay for the juniper lane cabin",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Juniper")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis on hickory dr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was Osprey Point placed in service for depreciation?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      if (!p.placed_in_service) throw new Error("Osprey has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for 310 magnolia",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "when did we form the llc",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "Who is Harbor Lane's registered agent?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "what's the company's state filing # with the NC secretary of state",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "whats due in the next 60 days",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "upcoming=60")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when is the next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await upcoming(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no upcoming estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that",
    after: "when is the next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => {
      const [, second] = await upcoming(t, "obligation_type=tax:payment");
      if (!second) throw new Error("no second upcoming estimated payment");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the next NC annual report",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await upcoming(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no upcoming annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Wilmington STR permit - when is the renewal due?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await upcoming(t, "obligation_type=compliance:license_renewal");
      if (!next) throw new Error("no upcoming permit renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 partnership return due",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await upcoming(t, "obligation_type=tax:filing");
      if (!next) throw new Error("no upcoming 1065");
      return [longDate(next.due_date)];
    },
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [figure(pick(await docText(t, "Magnolia", "late fee rent"), /late fee of \$([\d,]+\.\d{2})/i).replace(/,/g, ""))],
  },
  {
    group: "follow-up",
    query: "and how much was the security deposit",
    after: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [figure(pick(await docText(t, "Magnolia", "security deposit"), /security deposit of \$([\d,]+\.\d{2})/i).replace(/,/g, ""))],
  },
  {
    group: "documents",
    query: "hurricane deductible on the osprey point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [pick(await docText(t, "Osprey Point Cottage insurance", "named storm hurricane deductible"), /named storm[^$]*\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each hold",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members percentage interests");
      const list = pick(text, /Percentage Interests are: ([^\n]+)/i);
      const members = [...list.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), (\d+) percent/g)];
      if (members.length === 0) throw new Error("no members found");
      return members.flatMap((m) => [m[1]!, m[2]!]);
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the roof oak city did",
    tool: "search_document_content",
    expect: async (t) => [pick(await docText(t, "Oak City Roofing", "workmanship warranty"), /workmanship warranty: (\d+ years)/i)],
  },
  {
    group: "documents",
    query: "what insurance papers do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much did we pay the pool service guy last summer", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What is the EIN of Blue Heron Rentals LLC?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we refinance the osprey mortgage now or wait", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "is keisha going to renew her lease next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: `how much did we make on VRBO in ${LY}`, tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's keisha's credit score", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "interest rate on the truist loan for juniper?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "square footage of the raleigh house", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did we collect in 2018", tool: "query_database", unanswerable: true, expect: none },
];
