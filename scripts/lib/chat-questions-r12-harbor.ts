// Written blind (round 12) for Harbor Lane Properties LLC, the North Carolina held-out company
// (scripts/lib/holdout-company.ts), without reading the assistant's code, its tests, its docs or any
// other question set. Every expected figure, date and name is read at run time from the REST API.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, string> | null }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata ?? {};
};
const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

/** The open obligations of a type (or all), soonest first. */
async function openOf(t: Truth, query: string) {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}

/** A phrase of a document's text, found by searching within it and matched by a pattern (its first group). */
async function fromDoc(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>("/api/v1/documents?page_size=200");
  const doc = items.find((d) => d.title.toLowerCase().includes(titleFragment.toLowerCase()));
  if (!doc) throw new Error(`no document titled like ${titleFragment}`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=50&mode=lexical`);
  for (const hit of hits.items) {
    const m = pattern.exec(hit.text.replace(/\s+/g, " "));
    if (m) return m[1]!;
  }
  throw new Error(`${pattern} not found in ${doc.title}`);
}

const INCOME_KEISHA_YTD = "how much rent has keisha paid us ytd";
const MOUNTAIN_FRESH = "what did we pay mountain fresh cleaning last yr";
const CABIN_PRICE = "what did we buy the juniper lane cabin for";
const AGENT = "who's listed as our registered agent";
const NEXT_ESTIMATE = "when is our next estimated tax payment due";
const HURRICANE = "whats the hurricane deductible on the osprey point policy";
const OWEN = "who rents the raleigh house";
const HICKORY_TAX = "property taxes paid on hickory dr this year?";

export const R12_HARBOR_CASES: Case[] = [
  // income 8
  {
    group: "income",
    query: INCOME_KEISHA_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "and for all of last year?",
    after: INCOME_KEISHA_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "Harbor Lane gross rental income year to date, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "calculate booking revenue for the cabin in Q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(Y(t) - 1, 3), property: await pid(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "pull up last month's rent from the raleigh house",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "total airbnb income across both short term rentals this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did Osprey Point Cottage gross in July of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(Y(t) - 1, 7), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "long-term rent collected in q1 (magnolia + hickory)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(Y(t), 1) }))],
  },
  {
    group: "income",
    query: "how much revenue did the cottage bring in last year in total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: await pid(t, "Osprey") }))],
  },

  // expenses 7
  {
    group: "expenses",
    query: MOUNTAIN_FRESH,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "what about the turnover cleaners at the cottage",
    after: MOUNTAIN_FRESH,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "SEASIDE TURNOVER", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we sent Duke Energy so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "utility costs for 310 magnolia last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(Y(t) - 1), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "total repairs and maintenance spend company wide for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums we paid last year, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: HICKORY_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: await pid(t, "Hickory") }))],
  },
  {
    group: "follow-up",
    query: "same thing for the cabin",
    after: HICKORY_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "osprey point HOA dues last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastQuarter(t.today), property: await pid(t, "Osprey") }))],
  },

  // net 3
  {
    group: "net",
    query: "what's our net income ytd for the whole LLC",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the asheville cabin make money last year? income minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1), property: await pid(t, "Juniper") }))],
  },
  {
    group: "net",
    query: "cash flow on the durham unit last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Magnolia") }))],
  },

  // bookings-or-tenants 6
  {
    group: "bookings-or-tenants",
    query: "who stayed at juniper cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cottage booked last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: OWEN,
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Hickory")).tenant!],
  },
  {
    group: "follow-up",
    query: "how much does he pay a month",
    after: OWEN,
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: "whats the tenant's name at magnolia street and her monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations at osprey point last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: await pid(t, "Osprey") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who booked the wilmington cottage in july last yr",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(Y(t) - 1, 7)),
  },

  // basis 4
  {
    group: "basis",
    query: CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and what's its depreciable basis",
    after: CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "land vs building allocation on 1502 Hickory Drive",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when did we place osprey point in service",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Osprey")).placed_in_service!)],
  },
  {
    group: "basis",
    query: "furniture & furnishings basis at the cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },

  // company 4
  {
    group: "company",
    query: "need harbor lane's federal tax ID for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: AGENT,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "what address do they have on file for him",
    after: AGENT,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address!.split(",")[0]!],
  },
  {
    group: "company",
    query: "our NC secretary of state filing number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // deadlines 5
  {
    group: "deadlines",
    query: "anything coming due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await openOf(t, "obligation_type=tax:filing"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => [longDate((await openOf(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "which quarter is that one for?",
    after: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => [/Q\d/.exec((await openOf(t, "obligation_type=tax:payment"))[0]!.description)![0]],
  },
  {
    group: "deadlines",
    query: "deadline to renew the wilmington short term rental permit",
    tool: "query_database",
    expect: async (t) => [longDate((await openOf(t, "obligation_type=compliance:license_renewal"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "next NC annual report - when do we have to file it by",
    tool: "query_database",
    expect: async (t) => [longDate((await openOf(t, "obligation_type=compliance:periodic_report"))[0]!.due_date)],
  },

  // documents 5
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await fromDoc(t, "Operating Agreement", "members Percentage Interests", /Percentage Interests are: ([^.]+)\./);
      return [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), (\d+) percent/g)].flatMap((m) => [m[1]!, m[2]!]);
    },
  },
  {
    group: "documents",
    query: "how big is the security deposit on keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Residential Lease", "security deposit", /security deposit of \$([\d,]+\.\d{2})/)],
  },
  {
    group: "documents",
    query: HURRICANE,
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "insurance policy", "named storm hurricane deductible", /which is \$([\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "and what's the annual premium on it",
    after: HURRICANE,
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "insurance policy", "annual premium", /Annual premium: \$([\d,]+\.\d{2})/)],
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof at hickory",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Oak City Roofing", "workmanship warranty", /Workmanship warranty: (\d+ years)/)],
  },
  {
    group: "documents",
    query: "what insurance paperwork do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // unanswerable 10
  { group: "unanswerable", query: "what's the juniper cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the osprey point mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did Blue Ridge Getaways LLC make in rent last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the raleigh house or refinance it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "forecast next summer's airbnb revenue for the cottage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats owen fitzgerald's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what do comparable 2br units in durham rent for right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many hours did Tomas spend managing the rentals last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will wake county's property tax rate be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the credit score of our LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
];
