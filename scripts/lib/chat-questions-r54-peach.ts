// Blind set r54-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, properties, deposits, obligations, the company profile and the document list); the few words quoted from a document are used only after the document is found on file. Periods ("last yr", "ytd", "q2", "last month") are computed from the run's today.
import { type Case, figure, lastMonth, lastQuarter, longDate, nextOpen, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string) => `$${figure(amount)}`;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}

/** The newest transaction (through today) whose description holds `q`, optionally of a category and a property. */
async function latest(t: Truth, q: string, opts: { category?: string; property?: string } = {}): Promise<Tx> {
  const query = `q=${encodeURIComponent(q)}&end_date=${t.today}&sort=-transaction_date&page_size=1${opts.category ? `&category=${opts.category}` : ""}${opts.property ? `&property_id=${opts.property}` : ""}`;
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${query}`);
  if (items.length === 0) throw new Error(`no transaction matching "${q}"`);
  return items[0]!;
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file matching "${q}"`);
}

/** The due date of the first obligation matching a query. */
async function due(t: Truth, query: string): Promise<string> {
  const { items } = await obligations(t, query);
  if (items.length === 0) throw new Error(`no obligation for ${query}`);
  return items[0]!.due_date;
}

/** The tenant named in a rent line: "Room 2 rent - Mei-Lin Harrowgate, October 2026" -> "Mei-Lin Harrowgate". */
const renter = (description: string, after: string) => {
  const name = new RegExp(`${after.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*-\\s*([^,(]+?),\\s+[A-Z][a-z]+ \\d{4}`).exec(description)?.[1];
  if (!name) throw new Error(`no name in "${description}"`);
  return name.trim();
};

const Q_ATHENS_RENT = "how much rent did the student house bring in last yr? just rent please, not the utility fees";
const Q_LORETTA = "what did we pay Loretta for managing the storage place in 2025";
const Q_DUPLEX_BOUGHT = "When did we buy the Macon duplex?";
const Q_ROOM2 = "who's in room 2 at the Pulaski house right now";
const Q_POOL_OWNER_USE = "Per the Driftwood Dunes rental pool agreement, how many nights a year can we use the condo ourselves?";

export const R54_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------- income (10)
  {
    group: "income",
    query: Q_ATHENS_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, "Pulaski") }))],
  },
  {
    group: "income",
    query: "total income ytd for Red Clay Crossing?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did the storage units bring in in q2 this year, all in (late fees and admin fees too)?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...quarter(Y(t), 2), property: await id(t, "Persimmon") }))],
  },
  {
    group: "income",
    query: "what was our owner share from Driftwood Dunes last month",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await id(t, "Sea Oats") }))],
  },
  {
    group: "income",
    query: "HAP payments from the housing authority so far this year - total?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "housing assistance payment" }))],
  },
  {
    group: "income",
    query: "How much did Bernadette pay us herself in 2025? not counting the voucher part",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), q: "Unit B (1184) tenant portion" }))],
  },
  {
    group: "income",
    query: "can you pull up the utility fees we billed the students in 2025",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(2025), property: await id(t, "Pulaski") }))],
  },
  {
    group: "income",
    query: "late fees collected last year across all the properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Calculate total income from the Laurelbrook duplex for 2024.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...year(2024), property: await id(t, "Laurelbrook") }))],
  },
  {
    group: "income",
    query: "what did we get from the lien sale auction on unit 21 last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), q: "Lien sale", property: await id(t, "Persimmon") }))],
  },

  // ---------------------------------------------------------------- expenses (9)
  {
    group: "expenses",
    query: Q_LORETTA,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], ...year(2025), q: "Loretta Pennycook" }))],
  },
  {
    group: "expenses",
    query: "total property tax we paid last yr, all four places",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the beach condo ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, "Sea Oats") }))],
  },
  {
    group: "expenses",
    query: "How much interest did we pay on the Fall Line loan in 2025?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "what did insurance cost us company-wide in 2025, all policies incl. the umbrella",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "What did the sewer line replacement in Macon end up costing? (the contractor's bill)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), q: "sewer line replacement", property: await id(t, "Laurelbrook") }))],
  },
  {
    group: "expenses",
    query: "how much did we spend w/ Broad River Lawn last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), q: "Broad River Lawn" }))],
  },
  {
    group: "expenses",
    query: "repairs at the student house in 2025 - what's the total?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(2025), property: await id(t, "Pulaski") }))],
  },
  {
    group: "expenses",
    query: "Total expenses for Persimmon Ridge last quarter",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], ...lastQuarter(t.today), property: await id(t, "Persimmon") }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q_DUPLEX_BOUGHT,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurelbrook")).acquisition_date)],
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the storage lot",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Persimmon")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "Can you tell me how the basis on 418 Pulaski splits between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Pulaski");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "how much of the St Simons condo's basis is furniture (FF&E)?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Sea Oats")).ffe_basis)],
  },
  {
    group: "properties",
    query: "what's the street address of the storage place in Watkinsville",
    tool: "query_database",
    expect: async (t) => [(await t.property("Persimmon")).address.split(",")[0]!.trim()],
  },

  // ---------------------------------------------------------------- tenants (6)
  {
    group: "tenants",
    query: Q_ROOM2,
    tool: "query_database",
    expect: async (t) => [renter((await latest(t, "Room 2 rent - ", { category: "revenue:long_term_rental", property: await id(t, "Pulaski") })).description, "Room 2 rent")],
  },
  {
    group: "tenants",
    query: "What's Keondre paying per month for his room?",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "rent - Keondre", { category: "revenue:long_term_rental" })).amount)],
  },
  {
    group: "tenants",
    query: "how much is Bernadette's security deposit",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/deposits?tenant=Oyelaran`);
      if (items.length !== 1) throw new Error(`deposits of Oyelaran: ${items.length}`);
      return [usd(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much in security deposits are we holding right now, all tenants?",
    tool: "query_database",
    expect: async (t) => [usd((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },
  {
    group: "tenants",
    query: "who rents unit 19 out at the storage place?",
    tool: "query_database",
    expect: async (t) => [renter((await latest(t, "Unit 19 (", { category: "revenue:long_term_rental", property: await id(t, "Persimmon") })).description, "(10x20)")],
  },
  {
    group: "tenants",
    query: "what rent are the Haywoods paying on unit A now",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "Unit A (1182) rent", { category: "revenue:long_term_rental" })).amount)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "What's the LLC's control number with the Georgia Secretary of State?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was Red Clay Crossing formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent in GA",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (6)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([longDate(items[0]!.due_date), longDate(items[items.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "When is next year's Georgia annual registration due?",
    tool: "query_database",
    expect: async (t) => [longDate(await due(t, `q=${encodeURIComponent(`annual registration for ${Y(t) + 1}`)}`))],
  },
  {
    group: "deadlines",
    query: "Bibb county property tax on the duplex - when's it due this yr?",
    tool: "query_database",
    expect: async (t) => [longDate(await due(t, `q=${encodeURIComponent("Macon-Bibb County Tax Commissioner")}&start_date=${Y(t)}-01-01&end_date=${Y(t)}-12-31`))],
  },
  {
    group: "deadlines",
    query: "when does the Fall Line Community Bank loan balloon come due",
    tool: "query_database",
    expect: async (t) => [longDate(await due(t, `q=${encodeURIComponent("loan ...7730 matures")}`))],
  },
  {
    group: "deadlines",
    query: "when's the 1065 due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("Form 1065 partnership return")}&start_date=${t.today}`);
      if (!next) throw new Error("no open 1065");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: Q_POOL_OWNER_USE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["21 nights"];
    },
  },
  {
    group: "documents",
    query: "whats the late fee in the student bedroom lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bedroom Lease");
      return ["$50"];
    },
  },
  {
    group: "documents",
    query: "What's the all-perils deductible on the Broad River landlord policy for Pulaski?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "how does the operating agreement split ownership between Delphine and Garrett?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the beach condo?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, "Sea Oats")}`),
  },
  {
    group: "documents",
    query: "do we have any insurance policies on file? list them",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the year before that?",
    after: Q_ATHENS_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: await id(t, "Pulaski") }))],
  },
  {
    group: "follow-up",
    query: "ok and so far this yr?",
    after: Q_LORETTA,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], ...thisYear(t), q: "Loretta Pennycook" }))],
  },
  {
    group: "follow-up",
    query: "what did we pay for it?",
    after: Q_DUPLEX_BOUGHT,
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Laurelbrook")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "what's her rent?",
    after: Q_ROOM2,
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "Room 2 rent - ", { category: "revenue:long_term_rental", property: await id(t, "Pulaski") })).amount)],
  },
  {
    group: "follow-up",
    query: "and what percent of the room revenue do we get under that agreement?",
    after: Q_POOL_OWNER_USE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (9)
  {
    group: "unanswerable",
    query: "What's the beach condo worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather looking like on St Simons this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Sherwin-Williams for paint last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we charge for the 10x10 units next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "If we sell the Macon duplex should we do a 1031 exchange? is that the smart move tax-wise",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many square feet is the Macon duplex",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What will the Glynn County property tax bill be on the condo next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did the roofer charge us for the new roof on the student house",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Delphine's personal credit score? the bank asked for it",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
