// Blind set r66-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, documents and the occupancy report), never written here; the few figures quoted from a document are used only after checking that document is on file.
// Voice: a co-owner who lives out of state and asks bluntly, by the towns, streets and nicknames he
// uses ("the cabin", "the cottage", "the condo", "Lockeland", "Tremont", "Gatlinburg"), sometimes
// with typos, abbreviations and follow-ups that change one thing.
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** Since January of last year (the start of the books) through today. */
const allBooks = (t: Truth) => ({ start: `${Y(t) - 1}-01-01`, end: t.today });

interface PropertyRecord {
  extra_metadata: Record<string, unknown>;
}
const metadata = async (t: Truth, fragment: string) => (await t.get<PropertyRecord>(`/api/v1/properties/${await id(t, fragment)}`)).extra_metadata;

/** Throws unless a live document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** The due date of the next open obligation whose description holds `q`, from today on. */
async function nextDue(t: Truth, q: string): Promise<string> {
  const next = await nextOpen(t, `q=${encodeURIComponent(q)}&start_date=${t.today}`);
  if (!next) throw new Error(`nothing open for "${q}"`);
  return longDate(next.due_date);
}

// Questions that a follow-up comes right after.
const GROSS_LAST_YEAR = "What was gross rental income last yr?";
const COTTAGE_RESERVATIONS = "how many reservations did the cottage have last month";
const FORM_1065 = "When's the 1065 due?";
const CABIN_BASIS = "depreciable basis vs total basis on the cabin - give me both";
const CABIN_UTILITIES = "what have utilities cost us at the cabin so far this year";

export const R66_SPEC_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: GROSS_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "give me total income ytd for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did the gatlinburg cabin bring in last month",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: await id(t, "Laurel Bluff"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate q2 income for the Lockeland cottage, last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: await id(t, "Lockeland"), ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "monthly income for July of last year, all three places together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "income",
    query: "how much came in thru VRBO this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Last qtr gross rents - the Nashville place vs the cabin",
    tool: "query_database",
    expect: async (t) => [
      $(await t.sum({ categories: RENTS, property: await id(t, "Lockeland"), ...lastQuarter(t.today) })),
      $(await t.sum({ categories: RENTS, property: await id(t, "Laurel Bluff"), ...lastQuarter(t.today) })),
    ],
  },
  {
    group: "income",
    query: "did we have any income last year that wasn't rent? just the extras",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1) })), $(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Chattanooga condo income for last year, rent only please",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, "Tremont"), ...year(Y(t) - 1) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "how much did we pay Music City Maids last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Music City Maids", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: CABIN_UTILITIES,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], property: await id(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest last yr, all properties combined",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did Smoky Ridge charge us in co-host fees last quarter? not counting the cleanings",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], property: await id(t, "Laurel Bluff"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "can you tell me what we paid in property tax on the Tremont condo this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], property: await id(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "repairs ytd - how much have we spent?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Pull up total expenses for last month, whole company",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "what did that new hot tub at the cabin end up costing us",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:capital_improvement"], property: await id(t, "Laurel Bluff"), ...allBooks(t) }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: CABIN_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [$(p.depreciable_basis), $(p.total_basis)];
    },
  },
  {
    group: "properties",
    query: "When did we buy the Tremont condo and what did we pay for it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "land value on the cottage?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Lockeland")).land_basis)],
  },
  {
    group: "properties",
    query: "whats the street address of the gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [(await t.property("Laurel Bluff")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "furniture basis (FF&E) for Lockeland",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Lockeland")).ffe_basis)],
  },
  {
    group: "properties",
    query: "when was the Laurel Bluff place placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const date = (await t.property("Laurel Bluff")).placed_in_service;
      if (!date) throw new Error("no placed-in-service date for the cabin");
      return [longDate(date)];
    },
  },

  // Tenants, rents, management
  {
    group: "tenants",
    query: "who's renting the chattanooga condo right now",
    tool: "query_database",
    expect: async (t) => [String((await metadata(t, "Tremont")).tenant)],
  },
  {
    group: "tenants",
    query: "What's Wendell paying per month these days?",
    tool: "query_database",
    expect: async (t) => [$(String((await metadata(t, "Tremont")).monthly_rent))],
  },
  {
    group: "tenants",
    query: "what was the monthly rent on Tremont back in January of last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, "Tremont"), ...month(Y(t) - 1, 1) }))],
  },
  {
    group: "tenants",
    query: "who manages the condo for us?",
    tool: "query_database",
    expect: async (t) => [String((await metadata(t, "Tremont")).managed_by)],
  },

  // Company facts
  {
    group: "company",
    query: "what's our EIN",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Holloway Creek's TN control number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed exactly",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent in Tennessee",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open from today");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything we need to file or pay in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: FORM_1065,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "1065")],
  },
  {
    group: "deadlines",
    query: "due date for the TN franchise & excise return",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "franchise and excise")],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the STRP permit on Lockeland?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "STRP permit")],
  },

  // What the documents say, and which are on file
  {
    group: "documents",
    query: "who are the members of Holloway Creek and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "50%"];
    },
  },
  {
    group: "documents",
    query: "what's the fine if a guest breaks the HOA rules up at the cabin",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Laurel Bluff Owners Association");
      return ["$250"];
    },
  },
  {
    group: "documents",
    query: "liability limit on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield");
      return ["$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "whats the all perils deductible on the Blue Ridge Shield policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "How big a repair can Smoky Ridge order without asking us first, per the co-host agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // Stays and bookings
  {
    group: "stays",
    query: COTTAGE_RESERVATIONS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "who stayed at the cabin in July last yr?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", month(Y(t) - 1, 7)),
  },
  {
    group: "stays",
    query: "nights booked at the Gatlinburg cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "how many VRBO bookings did we get last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "VRBO reservation", ...year(Y(t) - 1) }))],
  },

  // Follow-ups that change one thing
  {
    group: "follow-ups",
    query: "what about just the cabin",
    after: GROSS_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, property: await id(t, "Laurel Bluff"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-ups",
    query: "and the cabin?",
    after: COTTAGE_RESERVATIONS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Laurel Bluff"), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-ups",
    query: "and the state annual report?",
    after: FORM_1065,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "annual report")],
  },
  {
    group: "follow-ups",
    query: "same for the cottage",
    after: CABIN_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [$(p.depreciable_basis), $(p.total_basis)];
    },
  },
  {
    group: "follow-ups",
    query: "ok now Lockeland",
    after: CABIN_UTILITIES,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], property: await id(t, "Lockeland"), ...thisYear(t) }))],
  },

  // What the records cannot answer
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Pinnacle mortgage for Lockeland",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather looking like in gatlinburg this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Home Depot last year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Home Depot", ...allBooks(t) })) !== 0) throw new Error("Home Depot is in the books");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we raise Wendell's rent to next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much of a security deposit are we holding for Wendell",
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
    query: "is a cost segregation study on the cabin worth doing for our taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "when does Wendell's lease expire",
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
    query: "what are other cabins in Gatlinburg charging per night right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
