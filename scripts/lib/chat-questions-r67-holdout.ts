// Blind set r67-holdout: 60 questions about the held-out fixture company (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a phrase quoted from a document is used only after the document is found on file.
// Note: lines 100-140 of chat-questions.ts (demo questions) were once shown to the author by mistake; no wording or case was taken from them.
// Voice: a newly hired bookkeeper in her first week, careful and polite, who names the places by street,
// asks what a figure includes, totals by month and quarter, and follows up with short questions.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const dollars = (amount: string) => `$${figure(amount)}`;
const sumOf = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => dollars(await t.sum(filter));

interface Doc {
  title: string;
  doc_date: string;
}
/** The document a query finds on file (it must be there before its words are expected). */
async function onFile(t: Truth, query: string): Promise<Doc> {
  const { items } = await t.get<{ items: Doc[] }>(`/api/v1/documents?page_size=50&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
  return items[0]!;
}
const extra = async (t: Truth, fragment: string) => (await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${await pid(t, fragment)}`)).extra_metadata;
const street = (address: string) => address.split(",")[0]!;

// Questions that others follow.
const KEISHA_RENT = "Hi! I'm new on the books here. Could you tell me how much rent Keisha Brown paid on 310 Magnolia Street last year?";
const MAGNOLIA_INTEREST = "How much mortgage interest did we pay on 310 Magnolia Street last year?";
const MOUNTAIN_FRESH = "What did we pay Mountain Fresh Cleaning in total last year?";
const HICKORY_PURCHASE = "When did the company buy 1502 Hickory Drive, and what was the purchase price?";
const JUNIPER_JULY_NIGHTS = "How many nights was 48 Juniper Lane booked in July of last year?";

export const R67_HOLDOUT_CASES: Case[] = [
  // Income by period, property and source
  { group: "income", query: KEISHA_RENT, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, "Magnolia") })] },
  { group: "income", query: "What was Harbor Lane's total revenue last quarter? And could you tell me whether that figure includes the Airbnb cleaning fees?", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "revenue", ...lastQuarter(t.today) })] },
  { group: "income", query: "How much rent have we collected from 1502 Hickory Drive so far this year? Just the rent please, not any late fees.", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Hickory") })] },
  { group: "income", query: "What was the Airbnb booking income for 9 Osprey Point Road in July of last year, not counting cleaning fees?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:rental_income"], ...month(thisYr(t) - 1, 7), property: await pid(t, "Osprey") })] },
  { group: "income", query: "Can you pull up total income for last month, all four properties together?", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "revenue", ...lastMonth(t.today) })] },
  { group: "income", query: "calculate the cleaning fees guests paid us at 48 Juniper Lane last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:cleaning_fees"], ...lastYr(t), property: await pid(t, "Juniper") })] },
  { group: "income", query: "Did we collect any late fees this year? If so, how much in total?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:late_fees"], ...thisYear(t) })] },
  { group: "income", query: "What was Harbor Lane Properties' total revenue for q2 of last year?", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "revenue", ...quarter(thisYr(t) - 1, 2) })] },
  { group: "income", query: "What's our gross Airbnb revenue ytd, counting the cleaning fees but before Airbnb takes its host fee?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...thisYear(t) })] },

  // Expenses by vendor, category, property and period
  { group: "expenses", query: MOUNTAIN_FRESH, tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "MOUNTAIN FRESH", ...lastYr(t) })] },
  { group: "expenses", query: "What was the total property tax we paid last year, all the counties together?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:property_tax"], ...lastYr(t) })] },
  { group: "expenses", query: "Could you total the utilities for 9 Osprey Point Road for Q2 of last year? Electric, water and internet, all of it.", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:utilities"], ...quarter(thisYr(t) - 1, 2), property: await pid(t, "Osprey") })] },
  { group: "expenses", query: MAGNOLIA_INTEREST, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:mortgage_interest"], ...lastYr(t), property: await pid(t, "Magnolia") })] },
  { group: "expenses", query: "What have the HOA dues at Osprey Point Road come to ytd?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Osprey") })] },
  { group: "expenses", query: "How much was the Brightwater CPA bill for tax prep this year?", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "BRIGHTWATER", ...thisYear(t) })] },
  {
    group: "expenses",
    query: "What did the new roof on the Hickory Drive house cost us, and when was it paid?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; transaction_date: string }[] }>(`/api/v1/transactions?category=expense:capital_improvement&property_id=${await pid(t, "Hickory")}&page_size=5`);
      if (items.length !== 1) throw new Error(`roof: ${items.length} capital improvements`);
      return [dollars(items[0]!.amount), longDate(items[0]!.transaction_date)];
    },
  },
  { group: "expenses", query: "What did we pay in insurance premiums across all the properties last year? Does that include the flood policy?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:insurance"], ...lastYr(t) })] },

  // Properties: purchase, basis, dates, addresses
  { group: "properties", query: HICKORY_PURCHASE, tool: "query_database", expect: async (t) => { const p = await t.property("Hickory"); return [longDate(p.acquisition_date), dollars(p.purchase_price_total)]; } },
  { group: "properties", query: "Could you break down the basis on 310 Magnolia Street between land and building?", tool: "query_database", expect: async (t) => { const p = await t.property("Magnolia"); return [dollars(p.land_basis), dollars(p.building_basis)]; } },
  { group: "properties", query: "For 9 Osprey Point Road, what's the depreciable basis? I assume that means building plus furnishings, without the land?", tool: "query_database", expect: async (t) => [dollars((await t.property("Osprey")).depreciable_basis)] },
  { group: "properties", query: "How much of the 48 Juniper Lane purchase was allocated to furniture and fixtures?", tool: "query_database", expect: async (t) => [dollars((await t.property("Juniper")).ffe_basis)] },
  { group: "properties", query: "Could you list the addresses of all the properties we own?", tool: "query_database", expect: async (t) => (await t.get<{ items: { address: string }[] }>("/api/v1/properties?page_size=50")).items.map((p) => street(p.address)) },

  // Tenants, rents, leases, deposits
  { group: "tenants", query: "Who is the tenant at 310 Magnolia Street, and what is the monthly rent there?", tool: "query_database", expect: async (t) => { const m = await extra(t, "Magnolia"); return [m.tenant!, dollars(m.monthly_rent!)]; } },
  { group: "tenants", query: "who rents 1502 Hickory Drive and what do they pay each month?", tool: "query_database", expect: async (t) => { const m = await extra(t, "Hickory"); return [m.tenant!, dollars(m.monthly_rent!)]; } },
  {
    group: "tenants",
    query: "How much is the security deposit under the Magnolia Street lease, and where is it being held?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `q=Magnolia&property_id=${await pid(t, "Magnolia")}`);
      return ["$1,675", "PNC"];
    },
  },
  {
    group: "tenants",
    query: "When does the term of Keisha's lease end, and what happens after that?",
    tool: "search_document_content",
    expect: async (t) => {
      const lease = await onFile(t, `q=Lease&property_id=${await pid(t, "Magnolia")}`);
      // The lease runs August 1 to July 31 of the year after it was signed.
      return [longDate(`${Number(lease.doc_date.slice(0, 4)) + 1}-07-31`)];
    },
  },
  { group: "tenants", query: "How many rent payments has Owen made so far this year?", tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Hickory") }))] },

  // Company facts
  { group: "company", query: "What's the EIN for Harbor Lane Properties LLC?", tool: "query_database", expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein] },
  {
    group: "company",
    query: "Who are the members of the LLC, and what percentage does each one own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"];
    },
  },
  { group: "company", query: "What is our state filing number with the NC Secretary of State, and when was the company formed?", tool: "query_database", expect: async (t) => { const c = await t.get<{ state_filing_number: string; formation_date: string }>("/api/v1/company"); return [c.state_filing_number, longDate(c.formation_date)]; } },
  { group: "company", query: "Who is our registered agent, and at what address?", tool: "query_database", expect: async (t) => { const c = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company"); return [c.registered_agent.name, street(c.registered_agent.address)]; } },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the very next deadline we have coming up?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("no open deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Could you list everything that's due in the next 60 days, please?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the partnership return (the 1065) due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:filing&q=1065&start_date=${t.today}`);
      if (!next) throw new Error("no open 1065");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When is the next North Carolina annual report due, and what is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!next) throw new Error("no open annual report");
      const fee = /\$\d[\d,.]*/.exec(next.description)?.[0];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!next) throw new Error("no open estimated tax payment");
      return [longDate(next.due_date)];
    },
  },

  // Documents: what they say, which are on file
  { group: "documents", query: "Which documents do we have on file for 1502 Hickory Drive?", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${await pid(t, "Hickory")}`) },
  {
    group: "documents",
    query: "What's the named storm (hurricane) deductible on the insurance policy for 9 Osprey Point Road?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `doc_type=insurance:policy&property_id=${await pid(t, "Osprey")}`);
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "What does our operating agreement say has to be kept in reserve before any distributions are made?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["$15,000"];
    },
  },
  {
    group: "documents",
    query: "How long is the workmanship warranty on the roof Oak City Roofing put on Hickory Drive?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `doc_type=accounting:invoice&property_id=${await pid(t, "Hickory")}`);
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "What pet fee does the Magnolia Street lease charge, and is it refundable?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `q=Lease&property_id=${await pid(t, "Magnolia")}`);
      return ["$300"];
    },
  },

  // Stays and bookings
  { group: "stays", query: JUNIPER_JULY_NIGHTS, tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisYr(t) - 1, 7)))] },
  { group: "stays", query: "Could you tell me who stayed at 9 Osprey Point Road last month?", tool: "query_database", expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)) },
  { group: "stays", query: "How many Airbnb reservations did 9 Osprey Point Road have in August of last year?", tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYr(t) - 1, 8), property: await pid(t, "Osprey") }))] },
  { group: "stays", query: "how many nights were booked at 48 Juniper Lane last month", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))] },

  // Follow-ups: one thing changed
  { group: "follow-ups", query: "And for the other long-term rental?", after: KEISHA_RENT, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, "Hickory") })] },
  { group: "follow-ups", query: "What about this year so far?", after: MAGNOLIA_INTEREST, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Magnolia") })] },
  { group: "follow-ups", query: "And Seaside Turnover Cleaning?", after: MOUNTAIN_FRESH, tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "SEASIDE TURNOVER", ...lastYr(t) })] },
  { group: "follow-ups", query: "Same question for 9 Osprey Point Road, please.", after: HICKORY_PURCHASE, tool: "query_database", expect: async (t) => { const p = await t.property("Osprey"); return [longDate(p.acquisition_date), dollars(p.purchase_price_total)]; } },
  { group: "follow-ups", query: "and in August?", after: JUNIPER_JULY_NIGHTS, tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisYr(t) - 1, 8)))] },

  // What the records cannot answer
  { group: "unanswerable", query: "What would 9 Osprey Point Road sell for on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the remaining balance on the Truist mortgage for 48 Juniper Lane?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is it supposed to rain in Wilmington this weekend? I'm wondering whether the cleaners can get out there.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we pay ServiceMaster for carpet cleaning last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise Owen's rent to when his lease comes up for renewal?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should the LLC take bonus depreciation on the furniture at Osprey Point Road? I'd like your tax advice on it.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Keisha Brown's phone number? I need to call her about the water bill.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did Daniel Okafor receive in distributions last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was the company's total rental income three years ago?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the policy number on the homeowner's insurance for 48 Juniper Lane?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
];
