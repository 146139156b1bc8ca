// Blind evaluation set r25-harbor: 60 questions an owner or bookkeeper of Harbor Lane Properties LLC
// (the North Carolina held-out company, scripts/lib/holdout-company.ts) would type. Written on
// 2026-11-28 without reading the assistant's code, its tests, its docs or any other question set;
// checked only with `eval-chat.ts --set r25-harbor --expect-only`. Every figure, date and name is read
// at run time from the REST API (or, for a quote from a paper, from the paper's own text, after
// checking through the API that the paper is on file).
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, RENTS, type Case, type Truth } from "./chat-questions";
import { holdoutDocuments } from "./holdout-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** The custom fields of a property record (tenant, rent, listing name). */
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> }).extra_metadata;
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
/** The text of a paper of the company, once its record is confirmed on file through the API. */
async function paper(t: Truth, docType: string, filename: string): Promise<string> {
  const { items } = await t.get<{ items: { filename: string }[] }>(`/api/v1/documents?page_size=200&doc_type=${docType}`);
  if (!items.some((d) => d.filename === filename)) throw new Error(`${filename} is not on file`);
  const doc = holdoutDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no text for ${filename}`);
  return doc.body;
}
const quote = (body: string, pattern: RegExp) => {
  const m = pattern.exec(body);
  if (!m?.[1]) throw new Error(`${pattern} not in the paper`);
  return m[1];
};
const dateOf = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return o;
};

const money = async (p: Promise<string>) => [figure(await p)];

export const R25_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much total revenue did harbor lane take in last month, everything included?",
    tool: "query_database",
    expect: (t) => money(t.sum({ type: "revenue", ...lastMonth(t.today) })),
  },
  {
    group: "income",
    query: "pull up all revenue for the Asheville cabin in q3 last yr",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "revenue", ...quarter(Y(t) - 1, 3), property: await pid(t, "Juniper") })),
  },
  {
    group: "income",
    query: "What were our gross rents for last year? Airbnb stays plus the leases, leave the cleaning fees out",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: RENTS, ...year(Y(t) - 1) })),
  },
  {
    group: "income",
    query: "how much rent has keisha paid us ytd",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Magnolia") })),
  },
  {
    group: "income",
    query: "What did the Wilmington cottage gross in September of this year, cleaning fees included?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "revenue", ...month(Y(t), 9), property: await pid(t, "Osprey") })),
  },
  {
    group: "income",
    query: "Can you break down last year's total revenue by property please?",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const key of ["Magnolia", "Juniper", "Hickory", "Osprey"]) out.push(figure(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: await pid(t, key) })));
      return out;
    },
  },
  {
    group: "income",
    query: "Total long-term lease rent collected in 2025 from the Durham and Raleigh tenants combined?",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["revenue:long_term_rental"], ...year(2025) })),
  },
  {
    group: "income",
    query: "how much have airbnb guests paid us in cleaning fees so far this year",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) })),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Mountain Fresh Cleaning last year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:maintenance:cleaning"], ...year(Y(t) - 1), property: await pid(t, "Juniper") })),
  },
  {
    group: "expenses",
    query: "total utilities for the magnolia st unit ytd?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], ...thisYear(t), property: await pid(t, "Magnolia") })),
  },
  {
    group: "expenses",
    query: "what did we pay in property taxes this year across all four houses",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["expense:property_tax"], ...thisYear(t) })),
  },
  {
    group: "expenses",
    query: "HOA dues at Osprey Point for last year — what was the total?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: await pid(t, "Osprey") })),
  },
  {
    group: "expenses",
    query: "Give me the total we spent on insurance premiums in 2025, all policies.",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["expense:insurance"], ...year(2025) })),
  },
  {
    group: "expenses",
    query: "how much has the lawn guy at the Raleigh house cost us this year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:maintenance:landscaping"], ...thisYear(t), property: await pid(t, "Hickory") })),
  },
  {
    group: "expenses",
    query: "Calculate every expense for 9 Osprey Point last quarter",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", ...lastQuarter(t.today), property: await pid(t, "Osprey") })),
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats the net profit on the juniper cabin so far this year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Juniper") })),
  },
  {
    group: "net",
    query: "How did we do last month overall? Revenue minus expenses for the whole LLC",
    tool: "query_database",
    expect: (t) => money(t.sum({ type: "net", ...lastMonth(t.today) })),
  },
  {
    group: "net",
    query: "net income for the Durham condo in 2025?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", ...year(2025), property: await pid(t, "Magnolia") })),
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cabin get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Juniper") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at osprey point in september",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Osprey", month(Y(t), 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Wilmington cottage booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Durham unit right now and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what does Owen pay a month for Hickory Dr?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: "Can I get the guest list for Juniper Cabin from last month",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's our depreciable basis on the osprey point house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "calculate the total basis for the Raleigh house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).total_basis)],
  },
  {
    group: "basis",
    query: "How much furniture/FF&E basis do we carry on the cabin in Asheville?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for 310 Magnolia and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats harbor lane's EIN again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need our NC Secretary of State ID number for the LLC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was Harbor Lane Properties formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's listed as our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await dateOf(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days? filings, taxes, renewals",
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
    query: "When is the next NC annual report due, and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await dateOf(t, "obligation_type=compliance:periodic_report");
      return [longDate(o.due_date), quote(o.description, /\$(\d[\d,]*)/)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Wilmington short term rental permit?",
    tool: "query_database",
    expect: async (t) => [longDate((await dateOf(t, "obligation_type=compliance:license_renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "What's the due date for our next 1065?",
    tool: "query_database",
    expect: async (t) => [longDate((await dateOf(t, "obligation_type=tax:filing")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the regular (non-hurricane) deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [quote(await paper(t, "insurance:policy", "osprey-point-insurance-policy.md"), /All other perils deductible: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "per keisha's lease, how much notice is needed to end it once the term is over?",
    tool: "search_document_content",
    expect: async (t) => [quote(await paper(t, "other", "magnolia-unit-2-lease.txt"), /unless either party gives (\d+ days)/)],
  },
  {
    group: "documents",
    query: "According to the operating agreement, who are the members and what share does each hold?",
    tool: "search_document_content",
    expect: async (t) => {
      const body = await paper(t, "formation:operating_agreement", "harbor-lane-operating-agreement.md");
      const line = quote(body, /Percentage Interests are: ([^\n]+)/);
      return [...line.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/g)].map((m) => m[1]!);
    },
  },
  {
    group: "documents",
    query: "How long is the workmanship warranty on the Oak City Roofing job?",
    tool: "search_document_content",
    expect: async (t) => [quote(await paper(t, "accounting:invoice", "oak-city-roofing-invoice.md"), /Workmanship warranty: (\d+ years)/)],
  },
  {
    group: "documents",
    query: "list out the documents we have on file for the company",
    tool: "list_business_documents",
    expect: (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "What did the Asheville cabin bring in last month, total revenue?",
    query: "what about the Wilmington one?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Osprey") })),
  },
  {
    group: "follow-up",
    after: "How much did we pay Seaside Turnover Cleaning last year?",
    query: "ok and so far this year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await pid(t, "Osprey") })),
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis on 9 Osprey Point Rd?",
    query: "and how much is the land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).land_basis)],
  },
  {
    group: "follow-up",
    after: "When is the partnership tax return due?",
    query: "and the next estimated tax payment?",
    tool: "query_database",
    expect: async (t) => [longDate((await dateOf(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "follow-up",
    after: "What's the all other perils deductible on the Osprey Point policy?",
    query: "and for a named storm?",
    tool: "search_document_content",
    expect: async (t) => [quote(await paper(t, "insurance:policy", "osprey-point-insurance-policy.md"), /hurricane\) deductible: [^$]*\$([\d,]+)/)],
  },
  {
    group: "follow-up",
    after: "how much did we spend on repairs at the Durham unit this year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const p = await pid(t, "Magnolia");
      const { start, end } = thisYear(t);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${p}&start_date=${start}&end_date=${end}&page_size=200`);
      if (items.length !== 1) throw new Error(`${items.length} repairs at Magnolia this year`);
      // The bank writes the vendor in capitals with what was done: keep the vendor's own words.
      return [items[0]!.description.split(/\s+(?:SERVICE|REPAIR)/)[0]!];
    },
  },
  {
    group: "follow-up",
    after: "How many nights was the cabin booked in July last year?",
    query: "and who stayed there?",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Juniper", month(Y(t) - 1, 7)),
  },
  {
    group: "follow-up",
    after: "What rent does Owen pay at the Raleigh house?",
    query: "what about the tenant at the Magnolia place?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "What's the cabin in Asheville worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you forecast next year's Airbnb revenue for Osprey Point?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we sell the Raleigh house or refinance it?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much rent did we collect at 22 Cypress Court in Charlotte last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what were our total expenses back in 2023?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What's the remaining principal on the Truist mortgage for Juniper?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what interest rate are we paying on the PNC loan for Magnolia", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Pull up Keisha Brown's social security number and credit score for me", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did Tidewater Coastal Rentals LLC make last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the average nightly rate for airbnbs in asheville right now?", tool: "query_database", expect: async () => [] },
];
