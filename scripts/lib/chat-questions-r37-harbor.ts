// Blind set r37-harbor: 60 questions about the North Carolina held-out company (Harbor Lane Properties LLC),
// written without reading the assistant's code, its tests, its docs or any other question set. Figures,
// dates and names are read at run time from the REST API (and, for quotes from papers, from the text of
// the documents on file in scripts/lib/holdout-company.ts). Periods are relative to today.
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";
import { holdoutDocuments } from "./holdout-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface PropertyRecord {
  id: string;
  extra_metadata: Record<string, string>;
}
const meta = async (t: Truth, fragment: string) => (await t.get<PropertyRecord>(`/api/v1/properties/${await pid(t, fragment)}`)).extra_metadata;

const open = (o: Obligation) => o.status !== "completed" && o.status !== "cancelled";
/** The earliest open obligation (today or later) that matches. */
async function nextDue(t: Truth, match: (o: Obligation) => boolean = () => true): Promise<Obligation> {
  const { items } = await obligations(t, "");
  const found = items.filter((o) => open(o) && o.due_date >= t.today && match(o)).sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!found) throw new Error("no open obligation matches");
  return found;
}
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A passage of a document on file: checks through the API that a document of that type is listed, then reads its text. */
async function docSays(t: Truth, docType: string, pattern: RegExp): Promise<string> {
  await titles(t, `doc_type=${docType}`);
  const doc = holdoutDocuments(t.today).find((d) => d.doc_type === docType);
  const hit = doc && pattern.exec(doc.body)?.[1];
  if (!hit) throw new Error(`${docType}: ${pattern} not found`);
  return hit;
}

export const R37_HARBOR_CASES: Case[] = [
  // income (8)
  {
    group: "income",
    query: "hey how much did the cabin make in reservation income last month? just the nightly bookings, not the cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What was our total rental income last year — airbnb bookings plus the lease rent, leaving cleaning fees out?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "q3 rent from Keisha this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "How much have guests paid us in cleaning fees ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Can you calculate what Owen has paid in rent so far this year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "give me Harbor Lane's total revenue for last year, every income category included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "osprey point booking revenue for july of last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "income",
    query: "Long-term lease income last quarter, Magnolia and Hickory combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastQuarter(t.today) }))],
  },

  // expenses (7)
  {
    group: "expenses",
    query: "What did we pay Duke Energy last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much property tax have we paid this year across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up total expenses for Osprey Point for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Osprey"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What have we spent with Mountain Fresh so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest for all the properties in q2 of this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...quarter(Y(t), 2) }))],
  },
  {
    group: "expenses",
    query: "how much were the water bills last month, all propertys together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:water"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "HOA dues we paid for the Wilmington cottage last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Osprey"), ...lastYear(t) }))],
  },

  // net (3)
  {
    group: "net",
    query: "What's Harbor Lane's net income so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "how's the cabin doing this year after expenses? net number please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "profit on the Raleigh house last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Hickory"), ...lastQuarter(t.today) }))],
  },

  // bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many bookings did Osprey Point get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cottage booked last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Durham unit and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which tenants do we have on long-term leases right now?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!, (await meta(t, "Hickory")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "total nights booked at the Asheville place last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastYear(t)))],
  },

  // basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What was the purchase price of the Raleigh house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for Osprey Point?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the total basis on the magnolia st condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).total_basis)],
  },

  // company (4)
  {
    group: "company",
    query: "can you give me Harbor Lane's EIN real quick",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's the NC Secretary of State ID number for our LLC?",
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
    query: "who is our registered agent on file?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // deadlines (5)
  {
    group: "deadlines",
    query: "what's coming up next that we have to file or pay?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t)).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const until = plusDays(t.today, 45);
      const dates = [...new Set(items.filter((o) => open(o) && o.due_date >= t.today && o.due_date <= until).map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in 45 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when's the NC annual report due, and what's the fee for it?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report's description");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do I have to renew the Wilmington STR permit?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "compliance:license_renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the partnership return (1065) due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "tax:filing")).due_date)],
  },

  // documents (5)
  {
    group: "documents",
    query: "what's the hurricane deductible on the Osprey insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "insurance:policy", /Named storm \(hurricane\) deductible:[^$]*\$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "In Keisha's lease, how much is the late fee?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "other", /late fee of \$([\d,.]+\d)/)],
  },
  {
    group: "documents",
    query: "per the operating agreement, how much cash reserve do we have to hold back before distributions go out?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "formation:operating_agreement", /reserve of \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "what workmanship warranty did Oak City Roofing give us on the roof job?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "accounting:invoice", /Workmanship warranty: (\d+ years)/)],
  },
  {
    group: "documents",
    query: "what docs do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // follow-up (8)
  {
    group: "follow-up",
    after: "How much rent did Keisha pay us last year?",
    query: "and so far this yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "What was the cabin's net income last year?",
    query: "what about the cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Osprey"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "When did we buy the Raleigh house?",
    query: "how much did we pay for it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "follow-up",
    after: "How much did we spend on electricity at Juniper last year?",
    query: "and at Osprey?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, "Osprey"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "How many bookings did the cottage get in July of last year?",
    query: "and august?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...month(Y(t) - 1, 8) }))],
  },
  {
    group: "follow-up",
    after: "Who's the tenant at Hickory Drive?",
    query: "how much is his rent?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "follow-up",
    after: "What's the all-perils deductible on the Osprey Point insurance policy?",
    query: "and the yearly premium?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "insurance:policy", /Annual premium: \$([\d,.]+\d)/)],
  },
  {
    group: "follow-up",
    after: "What did we pay Spectrum for internet this year?",
    query: "what about last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "SPECTRUM", ...lastYear(t) }))],
  },

  // unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "What's the cabin worth on today's market, roughly?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you project how much our airbnbs will bring in next year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we refinance the Osprey Point mortgage now or wait?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much rent did we collect at 22 Pine Ridge Road in Boone last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What was our rental income back in 2021?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the remaining balance on the Truist loan for the cabin?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the PNC mortgage for Magnolia?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "pull up Keisha Brown's social security number and date of birth", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did Bayview Coastal Rentals LLC earn last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the going nightly rate for airbnbs in Asheville right now?", tool: "query_database", expect: async () => [] },
];
