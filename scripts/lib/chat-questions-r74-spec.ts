// Blind set r74-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: a member who is a building contractor: blunt, short, trade words; asks what repairs, vendors
// and utilities cost per property and per year, who the tenant is and what he pays, what is due, what the
// contracts and policies say, follow-ups that switch the property or period, and a few things the
// records cannot answer.
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const ly = (t: Truth) => year(lastYear(t));

/** A document is on file (by title or file name), else the case cannot expect what it says. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file matching "${q}"`);
}

/** The next open deadline matching a query, as the date an answer states. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
async function transactions(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** The condo's tenant, as the rent lines name him ("Rent - <name> - <month>"). */
async function condoTenant(t: Truth): Promise<string> {
  const p = await t.property("Tremont");
  const items = await transactions(t, `category=revenue:long_term_rental&property_id=${p.id}`);
  const name = /^Rent - (.+?) - /.exec(items[0]!.description)?.[1];
  if (!name) throw new Error(`no tenant in "${items[0]!.description}"`);
  return name;
}

// Questions a follow-up is asked after.
const CABIN_YTD = "cabin income ytd?";
const CABIN_REPAIRS = "What'd we spend on repairs at the cabin last yr?";
const WENDELL_NOW = "what's Wendell paying a month right now";
const COTTAGE_ELECTRIC = "NES electric on the cottage so far this year, total";
const ANNUAL_REPORT = "when's the TN annual report due";

export const R74_SPEC_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: "How much did Holloway Creek take in last year, all income, all 3 places?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...ly(t) }))],
  },
  {
    group: "income",
    query: CABIN_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "income",
    query: "what did the cottage gross on airbnb in q2 last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(lastYear(t), 2), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "income",
    query: "Pull up the VRBO bookings on the Gatlinburg cabin for last year. Total $?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...ly(t), property: (await t.property("Laurel Bluff")).id, q: "VRBO" }))],
  },
  {
    group: "income",
    query: "rent collected on the chattanooga condo this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "income",
    query: "What came in last month across all three? just rent please, no fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "both short term rentals combined, how much booking income last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...ly(t) }))],
  },
  {
    group: "income",
    query: "Calculate total income for last quarter, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Airbnb paid us something for a broken lamp last year - how much was that payout?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...ly(t) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: CABIN_REPAIRS,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...ly(t), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "expenses",
    query: COTTAGE_ELECTRIC,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "expenses",
    query: "all the utilities on the cabin last year - power, propane, water, internet. one number",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...ly(t), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "expenses",
    query: "how much have we paid smoky ridge ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "Music City Maids - what did they bill us last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...ly(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid last yr on all 3 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...ly(t) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the Tremont unit this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "expenses",
    query: "can you tell me what the new hot tub at the cabin cost us last year, install and all",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...ly(t), property: (await t.property("Laurel Bluff")).id, q: "hot tub" }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: "When did we close on the cabin and what'd we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "land vs building basis on the Lockeland house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "what's the street address of the Gatlinburg place, need it for a permit",
    tool: "query_database",
    expect: async (t) => [(await t.property("Laurel Bluff")).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "How much of the Nashville cottage basis is furniture and fixtures?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)],
  },

  // Tenants, rents, managers
  {
    group: "tenants",
    query: "who's the tenant in the chattanooga condo",
    tool: "query_database",
    expect: async (t) => [await condoTenant(t)],
  },
  {
    group: "tenants",
    query: WENDELL_NOW,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "tenants",
    query: "did we charge the condo tenant any late fees last year? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...ly(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "tenants",
    query: "Who manages the Tremont unit for us and what's their cut?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      const [tx] = await transactions(t, `category=expense:property_management&property_id=${p.id}`);
      const manager = /^(.+?) - /.exec(tx!.description)?.[1];
      const cut = /(\d+(?:\.\d+)?%)/.exec(tx!.description)?.[1];
      if (!manager || !cut) throw new Error(`no manager or rate in "${tx!.description}"`);
      return [manager, cut];
    },
  },

  // Company facts
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Need the Tennessee SOS control number for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's due next?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "")],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days i should know about",
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligations(t, "upcoming=60")).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20report")],
  },
  {
    group: "deadlines",
    query: "When do we gotta renew the STR permit for the Nashville house?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=STRP")],
  },
  {
    group: "deadlines",
    query: "1065 due date?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },

  // What the documents say, and which are on file
  {
    group: "documents",
    query: "what % does Smoky Ridge take as co-host per the agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Smoky Ridge");
      return ["18%"];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the cabin insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the Metro Nashville STR permit on Lockeland?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "STRP permit");
      return ["8"];
    },
  },
  {
    group: "documents",
    query: "who are the members and what % does each own, per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "Tobin Achebe", "Celeste Varga"];
    },
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Laurel Bluff")).id}`),
  },
  {
    group: "documents",
    query: "do we have the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation:operating_agreement"),
  },

  // Stays and bookings at the two short-term rentals
  {
    group: "stays",
    query: "how many bookings did the cabin get in July last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(lastYear(t), 7), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "stays",
    query: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "Nights booked at the Gatlinburg cabin last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "# of airbnb stays at Lockeland in december last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(lastYear(t), 12), property: (await t.property("Lockeland")).id }))],
  },

  // Follow-ups that switch the property, the period or the filing
  {
    group: "follow-ups",
    query: "and the cottage?",
    tool: "query_database",
    after: CABIN_YTD,
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "follow-ups",
    query: "same thing for the Nashville place",
    tool: "query_database",
    after: CABIN_REPAIRS,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...ly(t), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "follow-ups",
    query: "what was he paying in january last yr",
    tool: "query_database",
    after: WENDELL_NOW,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...month(lastYear(t), 1), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "follow-ups",
    query: "ok what about all of last year",
    tool: "query_database",
    after: COTTAGE_ELECTRIC,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...ly(t), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "follow-ups",
    query: "and the franchise & excise return?",
    tool: "query_database",
    after: ANNUAL_REPORT,
    expect: async (t) => [await nextDue(t, "q=franchise")],
  },

  // Things the records cannot answer
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much do we still owe on the Truist loan for the cabin?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we bump Wendell's rent to next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "gonna rain in Gatlinburg this weekend? got a deck crew lined up",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Roto-Rooter last year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ ...ly(t), q: "Roto" })) !== 0) throw new Error("Roto-Rooter is in the ledger");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much security deposit are we holding on the condo",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/deposits?include_settled=true");
      if (items.length !== 0) throw new Error("deposits are on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "should we do a cost seg study on the cabin, would it save us on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we evict Wendell if he's late again",
    tool: "search_document_content",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "When does Wendell's lease end?",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/documents?page_size=50&q=lease");
      if (items.length !== 0) throw new Error("a lease is on file");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Pinnacle mortgage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
