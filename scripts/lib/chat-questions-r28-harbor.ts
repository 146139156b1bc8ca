// Blind set r28-harbor: 60 questions an owner or bookkeeper of Harbor Lane Properties LLC (the North
// Carolina held-out company, scripts/lib/holdout-company.ts) might type. Written without reading the
// assistant's code, its tests, its docs or any other question set; checked only with --expect-only.
// Every figure, date and name is read at run time from the REST API; document figures are quoted as
// the documents write them, after checking through the API that the document is on file.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's custom fields (tenant, monthly rent) from GET /properties. */
async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { address: string; extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!.extra_metadata;
}

/** The company record. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  const record = (body.data ?? body.profile ?? body) as Record<string, unknown>;
  return record;
}
function field(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== "string" || value === "") throw new Error(`company has no ${key}: ${JSON.stringify(record)}`);
  return value;
}

/** Open obligations (not completed or cancelled), soonest first, optionally of one type, due on or after today. */
async function open(t: Truth, type?: string): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const list = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && (!type || o.obligation_type === type)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (list.length === 0) throw new Error(`no open obligation ${type ?? ""}`);
  return list;
}

/** Throws unless a document whose title holds `fragment` is on file. */
async function onFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document like ${fragment}: ${list.join("; ")}`);
}

export const R28_HARBOR_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "total revenue for q3 this year pls, all sources",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(thisY(t), 3) }))],
  },
  {
    group: "income",
    query: "How much income did Harbor Lane take in during September, everything combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(thisY(t), 9) }))],
  },
  {
    group: "income",
    query: "gross rents for last yr - the long-term leases plus airbnb bookings, leave out cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastY(t) }))],
  },
  {
    group: "income",
    query: "ytd short term rental income from both airbnbs? just the nightly booking money",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much rent has Owen paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did we collect in cleaning fees from guests at Osprey Point in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], property: await pid(t, "Osprey"), ...year(2025) }))],
  },
  {
    group: "income",
    query: "What was the cabin's booking revenue last month, not counting the cleaning fees?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate total income for the Durham unit last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Magnolia"), ...lastY(t) }))],
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "How much did we pay Mountain Fresh Cleaning last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Mountain Fresh", ...lastY(t) }))],
  },
  {
    group: "expenses",
    query: "total utilities at the Wilmington place in 2025 - power, water, internet, gas",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], property: await pid(t, "Osprey"), ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "what have we paid in property taxes this year across all four houses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Duke Energy bills ytd, total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Duke Energy", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much went to HOA dues at the Osprey cottage last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Osprey"), ...lastY(t) }))],
  },
  {
    group: "expenses",
    query: "Give me total expences for Magnolia St in Q2 of this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Magnolia"), ...quarter(thisY(t), 2) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest we paid on the Raleigh house in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await pid(t, "Hickory"), ...year(2025) }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "What's Harbor Lane's net income so far this year (revenue minus expenses)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the Asheville cabin make money last year? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Juniper"), ...lastY(t) }))],
  },
  {
    group: "net",
    query: "net for Hickory Dr in September?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Hickory"), ...month(thisY(t), 9) }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "how many resevations did the cabin have in October?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...month(thisY(t), 10) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Osprey Point in September?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(thisY(t), 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the beach cottage booked in august",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", month(thisY(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Raleigh house right now and what's the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Hickory");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "can you pull up the guest list for Juniper for July of last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(thisY(t) - 1, 7)),
  },
  {
    group: "bookings-or-tenants",
    query: "Who is our tenant at the Magnolia St condo?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!],
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "what's the depreciable basis on the Asheville cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Furniture/FF&E basis for Osprey Point, and when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.ffe_basis), longDate(p.placed_in_service!)];
    },
  },
  {
    group: "basis",
    query: "how is Hickory's basis split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the Durham condo and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "can you pull up the EIN for Harbor Lane?",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "ein")],
  },
  {
    group: "company",
    query: "what's our NC Secretary of State ID number",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "state_filing_number")],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(field(await company(t), "formation_date"))],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | undefined;
      if (!agent?.name) throw new Error("no registered agent");
      return [agent.name];
    },
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in 45 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when is next year's NC annual report due and whats the filing fee",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const report = items.find((o) => o.obligation_type === "compliance:periodic_report" && o.due_date.startsWith(String(thisY(t) + 1)));
      if (!report) throw new Error("no annual report next year");
      const fee = /\$(\d[\d,]*)/.exec(report.description)?.[1];
      if (!fee) throw new Error(`no fee in ${report.description}`);
      return [longDate(report.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do I need to renew the flood insurance on Osprey?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "property:insurance"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "tax:payment"))[0]!.due_date)],
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey Point");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "how much is the late fee in Keisha's lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "Per our operating agreement, how much reserve do we have to keep before distributing cash to the members?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Harbor Lane");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "what's the workmanship warranty on the roof Oak City put on Hickory?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    query: "and this year so far?",
    after: "How much rent did Keisha pay us last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "What did we spend on cleaning at the cabin in October?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Osprey"), ...month(thisY(t), 10) }))],
  },
  {
    group: "follow-up",
    query: "how much was it?",
    after: "When did we pay the CPA for tax prep this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwater", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who's the vendor for that?",
    after: "How much did we pay for pest control at Osprey last yr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await pid(t, "Osprey");
      const { start, end } = lastY(t);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:pest_control&property_id=${p}&start_date=${start}&end_date=${end}&page_size=200`);
      const vendors = [...new Set(items.map((tx) => tx.description.trim()))];
      if (vendors.length !== 1) throw new Error(`pest vendors: ${vendors.join("; ")}`);
      return [vendors[0]!];
    },
  },
  {
    group: "follow-up",
    query: "how much does he pay a month?",
    after: "Who's the tenant at the Raleigh house?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "follow-up",
    query: "and who were the guests?",
    after: "how many bookings did Osprey Point have in July?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(thisY(t), 7)),
  },
  {
    group: "follow-up",
    query: "and the other airbnb?",
    after: "What's the depreciable basis on Juniper?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "same thing for Q2",
    after: "Net income for the company in Q3 this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...quarter(thisY(t), 2) }))],
  },

  // ---------------- unanswerable (10) ----------------
  { group: "unanswerable", query: "What could we realistically sell the Asheville cabin for in today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you project our rental income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance Osprey Point now or wait for rates to drop?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much rent did we collect on the Charlotte duplex last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What did the Juniper cabin gross in 2023?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Truist mortgage for the cottage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the PNC loan?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Keisha Brown's social security number? need it for a form", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did Blue Heron Rentals LLC make last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much equity do we have in the Raleigh house at this point?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
