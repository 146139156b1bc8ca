// Blind set r20b-landlord: 60 questions an owner or bookkeeper of Basalt Creek Holdings LLC (the Oregon
// landlord company of scripts/lib/landlord-company.ts) might type. Written without reading the
// assistant's code, its tests, its docs or any other question set; every expected figure, date and
// name is read at run time from the REST API (or, for a document's wording, from the document's text
// as the company file writes it, after checking the document is on file).
import { figure, longDate, guestsOf, lastMonth, lastQuarter, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const yr = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, unknown> }).extra_metadata;
interface Company { legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string } }
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Open obligations due today or later, soonest first. */
async function ahead(t: Truth, keep: (o: Obligation) => boolean): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && keep(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no open obligation matches");
  return open;
}

/** A document is on file (its title holds the fragment); then the phrase as the document writes it. */
async function onFile(t: Truth, titleFragment: string, phrases: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(titleFragment.toLowerCase()))) throw new Error(`no document titled like ${titleFragment}`);
  return phrases;
}

/** Every transaction of a type in a period. */
async function ledger(t: Truth, type: "EXPENSE" | "REVENUE", period: { start: string; end: string }) {
  type Tx = { amount: string; description: string; transaction_date: string };
  const out: Tx[] = [];
  for (let page = 1; ; page++) {
    const r = await t.get<{ total: number; items: Tx[] }>(`/api/v1/transactions?transaction_type=${type}&start_date=${period.start}&end_date=${period.end}&page_size=200&page=${page}`);
    out.push(...r.items);
    if (out.length >= r.total || r.items.length === 0) return out;
  }
}

const income: Case[] = [
  {
    group: "income",
    query: "total rental income last month, long term leases and airbnb together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what did the carriage house gross on airbnb last qtr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate our gross rental income for last yr, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(yr(t) - 1) }))],
  },
  {
    group: "income",
    query: "ytd rent from the Larkspur duplex (both units)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Larkspur"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did Brianna pay us in rent last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Thornapple"), ...year(yr(t) - 1) }))],
  },
  {
    group: "income",
    query: "pull up everything Basalt Creek has taken in so far this year - rent, late fees, all of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent came in from the Salem house in the previous calendar year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Sycamore"), ...year(yr(t) - 1) }))],
  },
  {
    group: "income",
    query: "what were our gross airbnb bookings last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(yr(t) - 1) }))],
  },
];

const expenses: Case[] = [
  {
    group: "expenses",
    query: "How much did we pay Rosario Plumbing last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...year(yr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "give me the total Brightwell management fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what have we spent on insurance premiums this year so far",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr across all the counties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(yr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "utilites for the Hood River place last month - power, gas, water, internet, trash, everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Mill Race"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "Green Fern total for last year? both houses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...year(yr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did cleaning cost us at the carriage house in the last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Mill Race"), ...lastQuarter(t.today) }))],
  },
];

const net: Case[] = [
  {
    group: "net",
    query: "whats our net income for the LLC this year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "What did Sycamore Hollow net last month after its expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Sycamore"), ...lastMonth(t.today) }))],
  },
  {
    group: "net",
    query: "profit on the carriage house last quarter, income minus costs",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...lastQuarter(t.today) }))],
  },
];

const bookings: Case[] = [
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did Mill Race have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked in Hood River last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the condo right now and what do they pay a month",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Quarry Bend");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Please list the tenants in the Larkspur duplex.",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "when's Marisol's lease up?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const o = items.find((x) => x.description.includes("Marisol") && /lease ends/i.test(x.description));
      const end = o && /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!end) throw new Error("no lease end for Marisol");
      return [end];
    },
  },
];

const basis: Case[] = [
  {
    group: "basis",
    query: "depreciable basis of the Thornapple house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the condo in Beaverton when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "How much of the Larkspur basis is allocated to land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).land_basis)],
  },
  {
    group: "basis",
    query: "furniture & fixtures basis on the carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
];

const companyCases: Case[] = [
  {
    group: "company",
    query: "what's Basalt Creek's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who is our registered agent in Oregon?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "I need our Oregon SOS registry number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
];

const deadlines: Case[] = [
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      return [...new Set((await ahead(t, (o) => o.due_date <= end)).map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the Oregon annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const [o] = await ahead(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o!.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report");
      return [longDate(o!.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, (o) => o.obligation_type === "tax:filing" && o.description.includes("1065")))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - what date?",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, (o) => o.obligation_type === "tax:payment"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When do I need to renew the Hood River short term rental permit",
    tool: "query_database",
    expect: async (t) => [longDate((await ahead(t, (o) => o.obligation_type === "compliance:license_renewal" && /permit/i.test(o.description)))[0]!.due_date)],
  },
];

const documents: Case[] = [
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Columbia Gorge Mutual declarations", ["1,500"]),
  },
  {
    group: "documents",
    query: "how much is the pet deposit in Brianna's lease",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Residential Lease, 1147 SE Thornapple", ["400.00"]),
  },
  {
    group: "documents",
    query: "Per our agreement with Brightwell, how much can they spend on a single repair without asking us first?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Property Management Agreement", ["500"]),
  },
  {
    group: "documents",
    query: "how big is the special assessment the Quarry Bend HOA levied per unit?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Quarry Bend Condominium Association Rules", ["3,150.00"]),
  },
  {
    group: "documents",
    query: "which formation documents do we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },
];

const followUps: Case[] = [
  {
    group: "follow-up",
    after: "How much did the Quarry Bend condo bring in last year?",
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Quarry Bend"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "how much did repairs on the Larkspur duplex cost us last year?",
    query: "what about the Salem house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, "Sycamore"), ...year(yr(t) - 1) }))],
  },
  {
    group: "follow-up",
    after: "What was our single biggest expense last year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const all = await ledger(t, "EXPENSE", year(yr(t) - 1));
      const top = all.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
      const vendor = /^[A-Za-z]+/.exec(top.description)?.[0];
      if (!vendor) throw new Error("no vendor");
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: "who's living in the Thornapple place these days?",
    query: "what's she paying?",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Thornapple")).monthly_rent))],
  },
  {
    group: "follow-up",
    after: "How many bookings did the carriage house get last month?",
    query: "how much did they bring in altogether?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    after: "When's the insurance renewal for Thornapple?",
    query: "who's the insurer on that one",
    tool: "query_database",
    expect: async (t) => {
      const id = await pid(t, "Thornapple");
      const [o] = await ahead(t, (x) => x.obligation_type === "property:insurance" && x.property_id === id);
      const insurer = /\(([^)]+)\)/.exec(o!.description)?.[1];
      if (!insurer) throw new Error("no insurer");
      return [insurer];
    },
  },
  {
    group: "follow-up",
    after: "What's the deductible on the Mill Race dwelling policy?",
    query: "and the annual premium?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Columbia Gorge Mutual declarations", ["2,260.00"]),
  },
  {
    group: "follow-up",
    after: "how much did we spend on HOA dues last year",
    query: "what about ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t) }))],
  },
];

const none = async () => [];
const unanswerable: Case[] = [
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "What's the Thornapple house worth on today's market?" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "can you project what the carriage house will make on airbnb next summer" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "should we sell the Beaverton condo or keep renting it out? what would you do" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "How much rent did we collect on the Eugene house on Willamette St last year?" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "what's the EIN for Cascade Ridge Partners LLC?" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "how much did the Larkspur duplex bring in back in 2020?" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "whats the remaining balance on the Guild mortgage for Sycamore" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "What interest rate are we paying on the Umpqua home loan for Larkspur?" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "pull up Ingrid Soto's social security number and date of birth pls" },
  { group: "unanswerable", unanswerable: true, tool: "query_database", expect: none, query: "what's market rent for a 3 bedroom in Salem right now?" },
];

export const R20B_LANDLORD_CASES: Case[] = [...income, ...expenses, ...net, ...bookings, ...basis, ...companyCases, ...deadlines, ...documents, ...followUps, ...unanswerable];
