// Round 11 evaluation set for the held-out company, Harbor Lane Properties LLC (North Carolina): written
// blind, from the fixture file (scripts/lib/holdout-company.ts), the REST API spec and the runner alone,
// without reading the assistant's code, its tests, its docs or any other question set.
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read at run time
// from the REST API; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYearNumber = (t: Truth) => Number(t.today.slice(0, 4));
/** Last calendar year, whole. */
const lastYear = (t: Truth) => year(thisYearNumber(t) - 1);
/** The most recent Q3 that has ended (this year's from October on, else last year's). */
const latestQ3 = (t: Truth) => (Number(t.today.slice(5, 7)) >= 10 ? quarter(thisYearNumber(t), 3) : quarter(thisYearNumber(t) - 1, 3));

const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property record with its custom fields (tenant, rent). */
async function propertyMeta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}

/** The first match of `pattern` in the passages the document search returns for `q`. */
async function passage(t: Truth, q: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&mode=lexical&top_k=10`);
  for (const item of items) {
    const match = item.text.match(pattern);
    if (match) return match;
  }
  throw new Error(`no passage for "${q}" matches ${pattern}`);
}

const company = (t: Truth) => t.get<{ ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
};

export const R11_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "total airbnb revenue for the cabin last yr incl cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await propertyId(t, "Juniper"), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent have we collected from Keisha so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the year before?",
    after: "how much rent have we collected from Keisha so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Magnolia"), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Calculate Harbor Lane Properties' rental income for last year - STR bookings plus long-term rent, cleaning fees excluded",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "osprey point booking income in Q3, not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await propertyId(t, "Osprey"), ...latestQ3(t) }))],
  },
  {
    group: "income",
    query: "break down last month's revenue by property please",
    tool: "query_database",
    expect: async (t) => {
      const period = lastMonth(t.today);
      const out: string[] = [];
      for (const fragment of ["Juniper", "Magnolia", "Hickory", "Osprey"]) out.push(figure(await t.sum({ type: "revenue", property: await propertyId(t, fragment), ...period })));
      return out;
    },
  },
  {
    group: "income",
    query: "ytd airbnb income (both listings, with cleaning fees) vs rent from our long-term tenants - how does it split",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...thisYear(t) })),
      figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) })),
    ],
  },
  {
    group: "income",
    query: "what did we bring in altogether in March of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(thisYearNumber(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "pull up the rent that came in from the Raleigh house in Q2 last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Hickory"), ...quarter(thisYearNumber(t) - 1, 2) }))],
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay blue ridge plumbing last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "BLUE RIDGE PLUMBING", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: "what did we pay blue ridge plumbing last yr",
    tool: "query_database",
    expect: async (t) => {
      const period = lastYear(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=${encodeURIComponent("BLUE RIDGE PLUMBING")}&start_date=${period.start}&end_date=${period.end}&page_size=50`);
      const id = items[0]?.property_id;
      if (!id) throw new Error("the plumbing bill has no property");
      const p = await t.get<{ address: string }>(`/api/v1/properties/${id}`);
      return [p.address.split(",")[0]!];
    },
  },
  {
    group: "expenses",
    query: "cleaning costs for the cottage this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await propertyId(t, "Osprey"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much did we pay Duke Energy last year across both short-term rentals?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was wake county",
    after: "property taxes paid last yr, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], q: "WAKE COUNTY", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses on 1502 Hickory last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await propertyId(t, "Hickory"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "utilities at the cabin last mo - electric, water, internet all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await propertyId(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid TRIANGLE PROPERTY MGMT since the start of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "TRIANGLE PROPERTY MGMT", start: lastYear(t).start, end: t.today }))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "net income for the cabin last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Juniper"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "net income for the cabin last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Osprey"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "what's Harbor Lane's profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Cash flow from 310 Magnolia for last yr after all its expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Magnolia"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings and tenants
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked that month in total",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Osprey Point booked in Q3?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", latestQ3(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Raleigh house and what do they pay a month",
    tool: "query_database",
    expect: async (t) => {
      const meta = await propertyMeta(t, "Hickory");
      if (!meta.tenant || !meta.monthly_rent) throw new Error("no tenant on Hickory");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb bookings at the cottage last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await propertyId(t, "Osprey"), ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "which tenant is in the durham unit",
    tool: "query_database",
    expect: async (t) => {
      const meta = await propertyMeta(t, "Magnolia");
      if (!meta.tenant) throw new Error("no tenant on Magnolia");
      return [meta.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total nights booked across both airbnbs last year",
    tool: "query_database",
    expect: async (t) => [String((await nightsBooked(t, "Juniper", lastYear(t))) + (await nightsBooked(t, "Osprey", lastYear(t))))],
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "what did we pay for the Juniper Lane place",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the osprey point cottage?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the Raleigh house placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("Hickory has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "and what was its building basis",
    after: "When was the Raleigh house placed in service",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).building_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis of 310 magnolia st unit 2",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was Harbor Lane Properties LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is the registered agent for the llc, and at what address",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [agent.name, ...(agent.address ? [agent.address.split(",")[0]!] : [])];
    },
  },
  {
    group: "company",
    query: "need our NC secretary of state filing number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "what's coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next NC annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "follow-up",
    query: "and how much is the fee for it",
    after: "when is the next NC annual report due",
    tool: "query_database",
    expect: async (t) => {
      const o = await due(t, "obligation_type=compliance:periodic_report");
      const fee = /\$(\d[\d,]*(?:\.\d\d)?)/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in "${o.description}"`);
      return [fee];
    },
  },
  {
    group: "deadlines",
    query: "when does the Wilmington short-term rental permit need renewing",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "obligation_type=compliance:license_renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "deadline for the partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "obligation_type=tax:filing")).due_date)],
  },
  {
    group: "deadlines",
    query: "flood insurance renewal date for the cottage",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "obligation_type=property:insurance")).due_date)],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = (await passage(t, "members Percentage Interests", /Percentage Interests are: ([^\n]+)/))[1]!;
      const members = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/g)].map((m) => m[1]!);
      if (members.length === 0) throw new Error("no members in the operating agreement");
      return members;
    },
  },
  {
    group: "documents",
    query: "how much is the security deposit on Keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "security deposit", /security deposit of \$(\d[\d,]*)/i))[1]!],
  },
  {
    group: "documents",
    query: "what's the named storm deductible on the osprey point insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "named storm hurricane deductible", /Named storm[^$]*\$(\d[\d,]*)/i))[1]!],
  },
  {
    group: "follow-up",
    query: "and the regular deductible?",
    after: "what's the named storm deductible on the osprey point insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "all other perils deductible", /All other perils deductible: \$(\d[\d,]*)/i))[1]!],
  },
  {
    group: "documents",
    query: "what documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof at hickory drive",
    tool: "search_document_content",
    expect: async (t) => [(await passage(t, "workmanship warranty roof", /Workmanship warranty: (\d+ years)/i))[1]!],
  },

  // ---------------------------------------------------------------- unanswerable
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much will osprey point earn next summer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we turn the Raleigh house into an airbnb instead of renting it to Owen?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what is Keisha's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Seaside Ventures LLC make last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Truist mortgage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many square feet is the magnolia unit",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the wifi password at the cabin",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will wake county's property tax rate be next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much is still owed on the PNC mortgage for magnolia",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
