// Blind set r58-holdout: 60 questions about the held-out fixture company (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, the Form 8825 / Schedule E report, occupancy, obligations, documents and the company profile), or, for a figure a document states, from the document's own text once the API shows the document is on file.
// Persona: the company's tax preparer in March working on the partnership return: rents and expenses
// by property, 1099s, depreciation and placed-in-service dates, mortgage interest per property, income
// versus deposits, estimated payments and filing deadlines, with follow-ups that narrow the last answer.
import { figure, guestsOf, lastMonth, longDate, nightsBooked, type Case, month, quarter, thisYear, titles, type Obligation, type Truth, year } from "./chat-questions";

/** This calendar year, from the run's today. */
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => thisYr(t) - 1;
const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface TaxReport {
  properties: { property_id: string; address: string; lines: { line: string; amount: string }[]; depreciation: string; income: string }[];
}
/** The partnership's rental report (Form 8825) for a year. */
const taxReport = (t: Truth, y: number) => t.get<TaxReport>(`/api/v1/reports/schedule-e?year=${y}&form=form_8825`);
async function reportOf(t: Truth, y: number, fragment: string) {
  const id = await idOf(t, fragment);
  const row = (await taxReport(t, y)).properties.find((p) => p.property_id === id);
  if (!row) throw new Error(`no ${y} report row for ${fragment}`);
  return row;
}

/** A property's free-form fields (tenant, monthly rent, ...). */
async function metadataOf(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${await idOf(t, fragment)}`);
  return p.extra_metadata;
}

/** The documents a list query finds; fails when none is on file, so a quoted figure is never expected of a missing paper. */
async function onFile(t: Truth, query: string): Promise<{ title: string; doc_date: string }[]> {
  const { items } = await t.get<{ items: { title: string; doc_date: string }[] }>(`/api/v1/documents?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
  return items;
}

/** Open obligations matching a query, soonest first. */
async function openDue(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}
const soonest = async (t: Truth, query: string) => (await openDue(t, query))[0]!;

// Questions that others follow up on.
const TOTAL_REVENUE_LAST_YEAR = "what was Harbor Lane's total revenue last year, all 4 properties, cleaning fees and everything included?";
const JUNIPER_INTEREST = "How much mortgage interest did we pay on 48 Juniper Lane last year? I need it for line 8 of the 8825";
const PROPERTY_TAX_LAST_YEAR = "Calculate total real estate taxes paid across all the properties for last year";
const HICKORY_IN_SERVICE = "What placed-in-service date do we have for the Raleigh house?";
const NEXT_ESTIMATE = "when's the next estimated tax payment due (1040-ES / NC)?";

export const R58_HOLDOUT_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: TOTAL_REVENUE_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...year(lastYr(t)) }))],
  },
  {
    group: "income",
    query: "Form 8825 line 2a gross rents for the Juniper cabin, last yr?",
    tool: "query_database",
    expect: async (t) => [figure((await reportOf(t, lastYr(t), "Juniper")).lines.find((l) => l.line === "2a")!.amount)],
  },
  {
    group: "income",
    query: "Can you tell me how much rent Keisha paid us in total last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastYr(t)), property: await idOf(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "Owen's rent ytd on Hickory Dr — just rent please, not counting the late fee",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await idOf(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "Gross Airbnb receipts for the Wilmington cottage in Q3 of last year, cleaning fees included (before host fees)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...quarter(lastYr(t), 3), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "How much in cleaning fees did guests pay at the cabin last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(lastYr(t)), property: await idOf(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "Have we collected any late fees this year? If so how much — that goes on 2b, not rents",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total income last month for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Short-term rental income year to date for both Airbnbs, nightly rent only (leave out the cleaning fees)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: JUNIPER_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(lastYr(t)), property: await idOf(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "Total paid to Mountain Fresh Cleaning last yr? Checking whether they need a 1099-NEC",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Mountain Fresh", ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: PROPERTY_TAX_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: "What did Airbnb take in host service fees last year, both listings combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: "utilities on the Durham unit for last year (water + gas)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(lastYr(t)), property: await idOf(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "What were total insurance premiums paid last year across all the properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Brightwater CPA so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwater", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Pull up the HOA dues paid for Osprey Point year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await idOf(t, "Osprey") }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: HICKORY_IN_SERVICE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("Hickory has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "properties",
    query: "Depreciable basis on 48 Juniper Lane? Building plus furnishings, excluding land",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "When did the LLC close on the Osprey Point house, and what was the total purchase price?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "land vs building allocation for the Magnolia St unit?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What's our total cost basis across all four properties, land included?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=100");
      const cents = items.reduce((sum, p) => sum + Math.round(Number(p.total_basis) * 100), 0);
      return [figure((cents / 100).toFixed(2))];
    },
  },
  {
    group: "properties",
    query: "full street address for the Raleigh rental? need it for the 8825 property line",
    tool: "query_database",
    expect: async (t) => [(await t.property("Hickory")).address.split(",")[0]!],
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "Who's the tenant in Magnolia Unit 2 and what's the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadataOf(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "tenants",
    query: "what does Owen pay per month on the Hickory house",
    tool: "query_database",
    expect: async (t) => [figure((await metadataOf(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "tenants",
    query: "How much security deposit are we holding for Keisha? Want to make sure it didn't get booked as income",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `q=Magnolia&property_id=${await idOf(t, "Magnolia")}`);
      return ["$1,675"];
    },
  },
  {
    group: "tenants",
    query: "When does Keisha Brown's lease term end?",
    tool: "search_document_content",
    expect: async (t) => {
      const [lease] = await onFile(t, `q=Lease&property_id=${await idOf(t, "Magnolia")}`);
      // The lease is dated the July before its term, which runs August 1 to July 31 of the next year.
      return [`July 31, ${Number(lease!.doc_date.slice(0, 4)) + 1}`];
    },
  },
  {
    group: "tenants",
    query: "List our long-term tenants and which property each one rents",
    tool: "query_database",
    expect: async (t) => [(await metadataOf(t, "Magnolia")).tenant!, (await metadataOf(t, "Hickory")).tenant!],
  },

  // Company facts
  {
    group: "company",
    query: "What's the EIN for Harbor Lane Properties LLC?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "NC Secretary of State filing # for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was the company formed, and who's our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "Who are the members and what are their percentage interests? I'm prepping the K-1s",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Aisha Reyes", "Daniel Okafor"];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "When is the 1065 due, along with the K-1s?",
    tool: "query_database",
    expect: async (t) => [longDate((await soonest(t, "q=1065")).due_date)],
  },
  {
    group: "deadlines",
    query: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => [longDate((await soonest(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "what do we have coming due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=200&upcoming=45");
      return [...new Set(items.map((o) => o.due_date))].sort().map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "Due date for the next North Carolina annual report?",
    tool: "query_database",
    expect: async (t) => [longDate((await soonest(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the flood policy on Osprey Point renew",
    tool: "query_database",
    expect: async (t) => [longDate((await soonest(t, `obligation_type=property:insurance&property_id=${await idOf(t, "Osprey")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "Wake County property tax for the Raleigh house — when's that due?",
    tool: "query_database",
    expect: async (t) => [longDate((await soonest(t, `obligation_type=property:tax&property_id=${await idOf(t, "Hickory")}`)).due_date)],
  },

  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "What documents do we have on file? Trying to see what I can pull for the return",
    tool: "list_business_documents",
    expect: async (t) => {
      const all = await titles(t, "");
      return all.filter((title) => /operating agreement|invoice/i.test(title)).slice(0, 2);
    },
  },
  {
    group: "documents",
    query: "Any documents attached to 1502 Hickory Drive?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, `property_id=${await idOf(t, "Hickory")}`)).slice(0, 2),
  },
  {
    group: "documents",
    query: "What's the named-storm deductible on the Osprey Point policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `doc_type=insurance:policy&property_id=${await idOf(t, "Osprey")}`);
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "per the Oak City Roofing invoice, how long is the workmanship warranty on the new roof?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=accounting:invoice&q=Oak City");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "What late fee does Keisha's lease allow if rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `q=Lease&property_id=${await idOf(t, "Magnolia")}`);
      return ["$85"];
    },
  },

  // Stays and bookings
  {
    group: "stays",
    query: "how many nights was the cabin booked in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(lastYr(t), 7)))],
  },
  {
    group: "stays",
    query: "Who stayed at the Osprey Point cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "Number of Airbnb bookings at Juniper Lane in q1 this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...quarter(thisYr(t), 1), property: await idOf(t, "Juniper") }))],
  },
  {
    group: "stays",
    query: "Total nights booked last year at the two short-term rentals combined — need it for the 14-day / 7-day average stay test",
    tool: "query_database",
    expect: async (t) => [String((await nightsBooked(t, "Juniper", year(lastYr(t)))) + (await nightsBooked(t, "Osprey", year(lastYr(t)))))],
  },

  // Follow-ups
  {
    group: "follow-up",
    after: JUNIPER_INTEREST,
    query: "same thing for the Osprey Point cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(lastYr(t)), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "follow-up",
    after: TOTAL_REVENUE_LAST_YEAR,
    query: "ok, now just Q4",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...quarter(lastYr(t), 4) }))],
  },
  {
    group: "follow-up",
    after: PROPERTY_TAX_LAST_YEAR,
    query: "just the Raleigh house pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYr(t)), property: await idOf(t, "Hickory") }))],
  },
  {
    group: "follow-up",
    after: HICKORY_IN_SERVICE,
    query: "And what was its total depreciation for last year, the new roof included?",
    tool: "query_database",
    expect: async (t) => [figure((await reportOf(t, lastYr(t), "Hickory")).depreciation)],
  },
  {
    group: "follow-up",
    after: NEXT_ESTIMATE,
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const [, second] = await openDue(t, "obligation_type=tax:payment");
      if (!second) throw new Error("only one open estimated payment");
      return [longDate(second.due_date)];
    },
  },

  // What the records cannot answer
  { group: "unanswerable", unanswerable: true, query: "What's the Osprey Point cottage worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What's the remaining principal balance on the Truist loan for the cabin right now?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What amount did Airbnb report on our 1099-K for last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Is it going to rain in Wilmington this weekend? we have guests checking in", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did we pay Terminix for the cabin last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What should we raise Owen's rent to when his lease renews?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did each member send in for the Q3 estimated payment?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate is the PNC mortgage on Magnolia at?", tool: "query_database", expect: async () => [] },
];
