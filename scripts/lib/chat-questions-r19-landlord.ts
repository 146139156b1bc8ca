// Written blind (without reading the assistant's code, tests, docs or any other question set), of
// Basalt Creek Holdings LLC, the Oregon landlord fixture company (scripts/lib/landlord-company.ts).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every figure and date is read from the REST API at run
// time (periods relative to t.today); figures quoted from a document are expected as it writes them.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

/** Last calendar year, as an owner names it in a question (the data covers it whole). */
const LY = String(new Date().getUTCFullYear() - 1);
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** A property's free-form metadata (tenant, rent, units), as the property record holds it. */
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, unknown> }).extra_metadata;

interface Company {
  legal_name: string;
  state_of_formation: string | null;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = async (t: Truth) => {
  const body = await t.get<Company | { data: Company }>("/api/v1/company");
  return "data" in body ? body.data : body;
};
const must = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined || value === "") throw new Error(`missing ${what}`);
  return value;
};
const nextDue = async (t: Truth, query: string) => longDate(must(await nextOpen(t, query), `open obligation ${query}`).due_date);

export const R19_LANDLORD_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "how much rent did we collect last yr across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "total airbnb bookings at the carriage house ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "Gross rental income for Basalt Creek last quarter, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: `calculate rent received from the larkspur duplex (both units) for ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYr(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "what came in from the salem house last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "rent from quarry bend in Q1 last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 1), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "follow-up",
    query: "same thing for thornapple",
    after: "rent from quarry bend in Q1 last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 1), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: `how much did we gross on Airbnb in ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "pull up total revenue so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have utilities cost us at the hood river carriage house this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: `Property taxes paid in ${LY} - total for all five properties`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "repairs spend on the duplex last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYr(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "how much has brightwell taken in management fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `GREEN FERN LANDSCAPING - total paid in ${LY}?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "how much mortgage interest did we pay on the thornapple house last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "and on larkspur?",
    after: "how much mortgage interest did we pay on the thornapple house last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t), property: await pid(t, "Larkspur") }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "net income for the carriage house last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYr(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "how many nights was it booked that year",
    after: "net income for the carriage house last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYr(t)))],
  },
  {
    group: "net",
    query: "What's Basalt Creek Holdings' profit year to date?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: `cash flow on 2210 sycamore hollow for ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYr(t), property: await pid(t, "Sycamore") }))],
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "who stayed at mill race last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights the carriage house was occupied last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: `how many airbnb reservations did we get in ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYr(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the thornapple st house",
    tool: "query_database",
    expect: async (t) => [String(must((await meta(t, "Thornapple")).tenant, "Thornapple tenant"))],
  },
  {
    group: "follow-up",
    query: "when does her lease end",
    after: "who's renting the thornapple st house",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Kowalczyk");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      return [must(end, "Kowalczyk lease end")];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list the tenants in each unit at larkspur",
    tool: "query_database",
    expect: async (t) => {
      const units = must((await meta(t, "Larkspur")).units as { tenant: string }[] | undefined, "Larkspur units");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's Tobias paying per mo for the condo",
    tool: "query_database",
    expect: async (t) => [figure(String(must((await meta(t, "Quarry Bend")).monthly_rent, "Quarry Bend rent")))],
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what did we pay for the quarry bend condo and when did we buy it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land vs building allocation on 1147 SE Thornapple",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the carriage house?",
    tool: "query_database",
    expect: async (t) => [longDate(must((await t.property("Mill Race")).placed_in_service, "placed in service"))],
  },
  {
    group: "follow-up",
    query: "and how much furniture basis is on it",
    after: "placed in service date for the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis of the Salem rental",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "whats our ein",
    tool: "query_database",
    expect: async (t) => [must((await company(t)).ein, "EIN")],
  },
  {
    group: "company",
    query: "when was Basalt Creek Holdings formed",
    tool: "query_database",
    expect: async (t) => [longDate(must((await company(t)).formation_date, "formation date"))],
  },
  {
    group: "company",
    query: "who is the llc's registered agent",
    tool: "query_database",
    expect: async (t) => [must((await company(t)).registered_agent?.name, "registered agent")],
  },
  {
    group: "company",
    query: "need our oregon SOS registry number for a form",
    tool: "query_database",
    expect: async (t) => [must((await company(t)).state_filing_number, "filing number")],
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "are we overdue on anything",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:filing")],
  },
  {
    group: "follow-up",
    query: "what about the oregon annual report",
    after: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20report")],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the Hood River short-term rental permit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=rental%20permit%20renewal")],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - what date",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async () => ["Helena Marsh", "Corwin Adeyemi", "55%", "45%"],
  },
  {
    group: "documents",
    query: "how much security deposit did Brianna put down per her lease",
    tool: "search_document_content",
    expect: async () => ["2,400"],
  },
  {
    group: "follow-up",
    query: "and marisol's?",
    after: "how much security deposit did Brianna put down per her lease",
    tool: "search_document_content",
    expect: async () => ["2,500"],
  },
  {
    group: "documents",
    query: "what percentage does brightwell charge under the mgmt agreement",
    tool: "search_document_content",
    expect: async () => ["9%"],
  },
  {
    group: "documents",
    query: "minimum lease term allowed by the quarry bend HOA rules",
    tool: "search_document_content",
    expect: async () => ["12 months"],
  },
  {
    group: "documents",
    query: "which formation documents do we have on file for the LLC",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- unanswerable (10) ----
  ...[
    "what's the thornapple house worth on today's market",
    "whats the remaining balance on the guild mortgage for sycamore",
    "how much did we spend remodeling the kitchen at quarry bend",
    "what will Tobias's rent be after he renews next year",
    "should we convert the duplex to an airbnb? would it make more money",
    "what did Cascade Ridge Properties LLC make in rent last year",
    "what's Helena's personal tax bracket",
    "average nightly rate other hood river airbnbs are getting this summer",
    "pull up our 2019 rental income",
    "wifi password for the carriage house guests",
  ].map((query): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] })),
];
