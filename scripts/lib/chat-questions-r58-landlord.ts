// Blind set r58-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: a bookkeeper hired last week, learning the company's books: how things are recorded, what the
// totals are, lists and counts, vendors and tenants by their full names as statements show them, and a
// few questions the owners emailed her (quoted as they wrote them).
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, guestsOf, obligations, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYr(t) - 1);
/** Everything on the books through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface PropertyRecord {
  id: string;
  address: string;
  purchase_price_total: string;
  extra_metadata: Record<string, unknown>;
}

/** The one property whose address holds `fragment`, with its extra metadata (tenant, rent, units). */
async function propertyRecord(t: Truth, fragment: string): Promise<PropertyRecord> {
  const { items } = await t.get<{ items: PropertyRecord[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!;
}

/** A literal a document states, once the document is found on file (title or file name holds `q`). */
async function fromDocument(t: Truth, q: string, literal: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
  return literal;
}

/** The next open obligation matching a query, or an error. */
async function nextDue(t: Truth, query: string) {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
}

/** The distinct due dates of a list of obligations, as an answer writes them. */
async function dueDates(t: Truth, query: string): Promise<string[]> {
  const { items } = await obligations(t, query);
  if (items.length === 0) throw new Error(`no obligations for ${query}`);
  return [...new Set(items.map((o) => longDate(o.due_date)))];
}

const TOBIAS_RENT = "How much rent have we received from Tobias Wren so far this year?";
const LARKSPUR_PRICE = "What did we pay for the Larkspur duplex, and what was the closing date?";
const THORNAPPLE_TAX = "property tax paid on the Thornapple house last year?";
const ANNUAL_REPORT = "When's the Oregon annual report due?";
const AIRBNB_COUNT = "How many Airbnb reservations did we record for the carriage house last month?";

export const R58_LANDLORD_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: "Hi, I'm new on the books here. What did we book to long-term rental income last year, all four LTR properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: TOBIAS_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Tobias Wren", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total income last quarter, every source incl the airbnb",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Airbnb income at Mill Race ytd - gross, before the host fees come out",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did we book as late fees last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Can you calculate total revenue for 2210 Sycamore Hollow Road last year, everything included (rent, fees, the deposit we kept)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: (await t.property("Sycamore")).id, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: 'Corwin emailed: "what did we end up keeping from the Hollis deposit, and where did it get booked?"',
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...allTime(t) }))],
  },
  {
    group: "income",
    query: "Break down last year's income for me: long-term rent vs. Airbnb bookings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) })), figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: 'Helena wrote: "can you pull up what Brightwell took last yr, all in? feels high to me"',
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell Property Management", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What have we paid Rosario Plumbing in total? all the jobs, every property",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario Plumbing", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest ytd, all three loans",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have the carriage house utilities run us this year? electric, gas, water, internet, garbage",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Mill Race")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did we pay Quarry Bend Condominium Assn in HOA dues last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Which account do the Airbnb host service fees go to, and what's the total for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did Gorge Sparkle Cleaning bill us last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Gorge Sparkle", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: THORNAPPLE_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Thornapple")).id, ...lastYear(t) }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: LARKSPUR_PRICE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "Depreciable basis on the carriage house? building + furnishings, land excluded",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "how much of the Thornapple purchase price was allocated to land",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).land_basis)],
  },
  {
    group: "properties",
    query: "What's the full street address of the Beaverton condo? need it for a vendor form",
    tool: "query_database",
    expect: async (t) => {
      const [street, unit] = (await t.property("Beaverton")).address.split(", ");
      return [street!, unit!];
    },
  },
  {
    group: "properties",
    query: "Can you list all our properties with what we paid for each, and the total purchase price?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=200");
      return [figure(items.reduce((sum, p) => sum.plus(p.purchase_price_total), new Decimal(0)))];
    },
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "Who's the tenant at 1147 SE Thornapple Street and what's her monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = (await propertyRecord(t, "Thornapple")).extra_metadata as { tenant: string; monthly_rent: string };
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "tenants",
    query: "who are the two tenants in the duplex, unit A and unit B?",
    tool: "query_database",
    expect: async (t) => ((await propertyRecord(t, "Larkspur")).extra_metadata as { units: { tenant: string }[] }).units.map((u) => u.tenant),
  },
  {
    group: "tenants",
    query: "How many rent payments from Marisol Pennington have we recorded this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:long_term_rental"], q: "Pennington", ...thisYear(t) }))],
  },
  {
    group: "tenants",
    query: "How much of a security deposit did Marisol Pennington pay under her lease?",
    tool: "search_document_content",
    expect: (t) => fromDocument(t, "Pennington", ["$2,500.00"]),
  },
  {
    group: "tenants",
    query: "When does Tobias Wren's lease end?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Tobias Wren");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for Tobias Wren");
      return [end];
    },
  },

  // Company facts
  {
    group: "company",
    query: "what's our EIN? Green Fern Landscaping wants a W-9",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: 'Corwin asked: "who is our registered agent with the state, and at what address?"',
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "Oregon registry number for Basalt Creek Holdings LLC?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "upcoming=3660")).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 45 days I should put on my calendar?",
    tool: "query_database",
    expect: (t) => dueDates(t, "upcoming=45"),
  },
  {
    group: "deadlines",
    query: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "q=Oregon annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "When do we have to file the 1065 for this year?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent(`Form 1065 partnership return for ${thisYr(t)}`)}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "When does the Safeco policy on Thornapple renew next?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=Safeco&property_id=${(await t.property("Thornapple")).id}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "is anything overdue right now?",
    tool: "query_database",
    expect: (t) => dueDates(t, "status=overdue"),
  },

  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "What late fee does Brianna Kowalczyk's lease charge, and when does it kick in?",
    tool: "search_document_content",
    expect: (t) => fromDocument(t, "Kowalczyk", ["$75.00"]),
  },
  {
    group: "documents",
    query: "Per the Brightwell management agreement, how much can they spend on one repair without our OK?",
    tool: "search_document_content",
    expect: (t) => fromDocument(t, "Property Management Agreement", ["$500"]),
  },
  {
    group: "documents",
    query: "what do the Quarry Bend HOA rules say about how short a lease can be? can we airbnb it?",
    tool: "search_document_content",
    expect: (t) => fromDocument(t, "Quarry Bend Condominium Association Rules", ["12 months"]),
  },
  {
    group: "documents",
    query: "What are Helena's and Corwin's ownership percentages under the operating agreement?",
    tool: "search_document_content",
    expect: (t) => fromDocument(t, "Operating Agreement", ["55%", "45%"]),
  },
  {
    group: "documents",
    query: "which documents do we have on file for the Thornapple house?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "Do we have the formation papers on file? articles, operating agreement, etc.",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=formation"),
  },

  // Stays at the carriage house
  {
    group: "stays",
    query: AIRBNB_COUNT,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "Who stayed at the carriage house last month? guest names pls",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "How many nights was Mill Race booked in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(thisYr(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "total number of Airbnb bookings at the Hood River carriage house last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastYear(t) }))],
  },

  // Follow-ups, asked right after another question
  {
    group: "follow-up",
    query: "and what did those gross?",
    after: AIRBNB_COUNT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "same for Sycamore Hollow",
    after: THORNAPPLE_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Sycamore")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and how much of that was land?",
    after: LARKSPUR_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).land_basis)],
  },
  {
    group: "follow-up",
    query: "what's the filing fee for it?",
    after: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => {
      const fee = /\$\d[\d,]*(?:\.\d{2})?/.exec((await nextDue(t, "q=Oregon annual report")).description)?.[0];
      if (!fee) throw new Error("no fee in the annual report obligation");
      return [fee];
    },
  },
  {
    group: "follow-up",
    query: "what about Devon Achterberg?",
    after: TOBIAS_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Devon Achterberg", ...thisYear(t) }))],
  },

  // What the records cannot answer
  {
    group: "unanswerable",
    query: 'Helena: "roughly what would Thornapple sell for today?"',
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the remaining principal balance on the Guild Mortgage loan for Sycamore Hollow?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we charge for Unit A when Devon Achterberg's lease is up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather looking like in Hood River this weekend? trying to schedule the cleaners",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Cascade Pest Control last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a cost segregation study on the Larkspur duplex? is it worth it tax-wise?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate is the Umpqua home loan on Larkspur at?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What was Ingrid Soto's credit score when she applied?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many nights do you think the carriage house will be booked next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
