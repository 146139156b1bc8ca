// Blind set r25-landlord: 60 questions about Basalt Creek Holdings LLC (the Oregon company of
// scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or
// any other question set. Every figure, date and name is read at run time from the REST API.
import { type Case, type Truth, RENTS, figure, longDate, month, year, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
/** Every day the records could hold, through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Meta {
  tenant?: string;
  monthly_rent?: string;
  units?: { unit: string; tenant: string; monthly_rent: string }[];
}
async function meta(t: Truth, fragment: string): Promise<Meta> {
  const { items } = await t.get<{ items: { extra_metadata: Meta }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!.extra_metadata;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Open obligations matching a query, due today or later, soonest first. */
async function ahead(t: Truth, query: string) {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}

/** The end of a tenant's lease, from the lease renewal deadline's description. */
async function leaseEnd(t: Truth, tenant: string): Promise<string> {
  const { items } = await obligations(t, `q=${encodeURIComponent(`Lease renewal: ${tenant}`)}`);
  const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
  if (!end) throw new Error(`no lease end for ${tenant}`);
  return end;
}

/** Transactions of a filter, for reading a vendor's name. */
async function rows(t: Truth, query: string) {
  const { items } = await t.get<{ items: { description: string; amount: string; transaction_date: string }[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return items;
}

/** A document must be on file before its text is expected. */
async function onFile(t: Truth, docType: string, titleWord: string): Promise<void> {
  const list = await titles(t, `doc_type=${encodeURIComponent(docType)}`);
  if (!list.some((title) => title.toLowerCase().includes(titleWord.toLowerCase()))) throw new Error(`no ${docType} document titled with ${titleWord}`);
}

const nothing = async () => [];

export const R25_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "total rental income for last month across every property, airbnb included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "gross rents for q3 last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "How much did Basalt Creek take in from rent in all of last year? Long-term leases plus the Airbnb bookings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "ytd rent collected on the Thornapple house",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "What have the carriage house's Airbnb stays grossed so far this year, before Airbnb's cut?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "how much rent has Tobias paid us this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", q: "Tobias Wren", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Could you calculate the rental income from the Salem house for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "what did airbnb bookings bring in during august of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 8) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Rosario Plumbing last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me everything we paid Brightwell last yr, mgmt fees and any other charges",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what was the property tax bill for all the properties combined last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have utilities cost us at the Hood River place this year? Power, gas, water, internet, garbage, all of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "what did Green Fern charge us for yard work last year, both houses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up the total mortgage interest we paid last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the carriage house last yr, after all its expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "What has the Beaverton condo netted year to date?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "net",
    query: "profit on the Larkspur duplex last month once the bills are taken out?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Larkspur") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did the carriage house get in july last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Mill Race last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the Hood River carriage house in Sept of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 9)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting Sycamore Hollow right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Sycamore");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant at Sycamore");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Remind me who the tenants are in the two units at Larkspur",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Larkspur");
      if (!m.units?.length) throw new Error("no units at Larkspur");
      return m.units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when does Brianna's lease run out?",
    tool: "query_database",
    expect: async (t) => [await leaseEnd(t, "Brianna Kowalczyk")],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on Thornapple",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Total basis for the Quarry Bend condo, please",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).total_basis)],
  },
  {
    group: "basis",
    query: "how is the basis of the Salem rental split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the carriage house in Hood River, and how much of the basis is furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.purchase_price_total), figure(p.ffe_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What's Basalt Creek's EIN? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "oregon registry number for the llc?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was Basalt Creek Holdings formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent these days",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's our next Oregon annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await ahead(t, "q=annual%20report"))[0]!;
      const fee = /\$(\d[\d,]*)/.exec(next.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "what date is the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, "q=1065"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When do I need to renew the Safeco landlord policy on Thornapple?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, `q=Safeco&property_id=${await pid(t, "Thornapple")}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "hood river str permit renewal - when is it due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, `q=${encodeURIComponent("short-term rental permit")}`))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Mill Race");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "does Brianna's lease allow a dog? how big is the pet deposit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Kowalczyk");
      return ["400.00"];
    },
  },
  {
    group: "documents",
    query: "Under our management contract, what does Brightwell get for placing a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Property Management Agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "how much is the special assessment per unit in the Quarry Bend HOA rules",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Quarry Bend");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "Which formation docs do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    query: "and this year so far?",
    after: "how much rent did the Larkspur duplex bring in last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "follow-up",
    query: "who did the work?",
    after: "What did we spend on repairs at Sycamore Hollow last year?",
    tool: "query_database",
    expect: async (t) => {
      const found = await rows(t, `category=expense:maintenance:repairs&property_id=${await pid(t, "Sycamore")}&start_date=${lastYear(t).start}&end_date=${lastYear(t).end}`);
      if (found.length !== 1) throw new Error(`Sycamore repairs last year: ${found.length}`);
      return [found[0]!.description.split(/\s+/).slice(0, 2).join(" ")];
    },
  },
  {
    group: "follow-up",
    query: "what about the condo?",
    after: "What's the depreciable basis of the Thornapple Street house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "When is the next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => {
      const open = await ahead(t, `q=${encodeURIComponent("estimated tax payment")}`);
      if (open.length < 2) throw new Error("fewer than two estimated payments ahead");
      return [longDate(open[1]!.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "how much did those bookings gross?",
    after: "How many nights was the carriage house booked in August last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 8), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "what's their monthly rent?",
    after: "Who's the tenant in the Quarry Bend unit?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Quarry Bend");
      if (!m.monthly_rent) throw new Error("no rent at Quarry Bend");
      return [figure(m.monthly_rent)];
    },
  },
  {
    group: "follow-up",
    query: "and year to date?",
    after: "What did Brightwell take in management fees last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who's the insurer on that one?",
    after: "Pull up the insurance premium we paid on the Hood River place last year",
    tool: "query_database",
    expect: async (t) => {
      const found = await rows(t, `category=expense:insurance&property_id=${await pid(t, "Mill Race")}&start_date=${lastYear(t).start}&end_date=${lastYear(t).end}`);
      if (found.length !== 1) throw new Error(`Mill Race premiums last year: ${found.length}`);
      return [found[0]!.description.replace(/\s+INSURANCE PREMIUM$/i, "")];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What would the Thornapple house sell for on today's market?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "can you project what our net income will be next year?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "Should we sell the carriage house or keep running it as an Airbnb?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "what was our total rental income in 2019", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "How much is still owed on the Guild mortgage for the Salem house?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "what interest rate are we paying on the Umpqua home loan for Larkspur", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "What's Tobias Wren's credit score?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "how much rent did the NE Alberta Street fourplex bring in last year?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "What's Brightwell Property Management's EIN?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "how much will the property tax on the Beaverton condo be next year?", tool: "query_database", unanswerable: true, expect: nothing },
];
