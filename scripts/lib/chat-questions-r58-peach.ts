// Blind set r58-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file.
// Written in the voice of a member's spouse who helps with the properties: chatty, vague about periods,
// calls the places "the student house", "the storage place", "the beach condo", "the duplex in Macon".
import { type Case, type Truth, figure, longDate, month, MONTHS, obligations, quarter, thisYear, titles, year } from "./chat-questions";

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

const Y = (t: Truth) => Number(t.today.slice(0, 4));

/** Transactions matching a query string, oldest first. */
async function txs(t: Truth, params: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${params}`);
  if (items.length === 0) throw new Error(`no transactions for ${params}`);
  return [...items].sort((a, b) => a.transaction_date.localeCompare(b.transaction_date));
}

/** The latest transaction matching a description text at a property in a category. */
async function latest(t: Truth, fragment: string, category: string, q: string): Promise<Tx> {
  const p = await t.property(fragment);
  const list = await txs(t, `property_id=${p.id}&category=${category}&q=${encodeURIComponent(q)}&end_date=${t.today}`);
  return list[list.length - 1]!;
}

/** A property's id, for sums. */
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** Open obligations matching a query, soonest first. */
async function open(t: Truth, query: string) {
  const { items } = await obligations(t, query);
  const list = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (list.length === 0) throw new Error(`no open obligations for ${query}`);
  return list;
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}

/** The condo's rental pool owner share for a rental month ("July 2026"): its amount and the gross room revenue it states. */
async function poolShare(t: Truth, label: string): Promise<{ share: string; gross: string }> {
  const tx = await latest(t, "Sea Oats", "revenue:rental_income", `owner share, ${label}`);
  const gross = /58% of \$([\d,]+\.\d{2}) gross/.exec(tx.description)?.[1];
  if (!gross) throw new Error(`no gross room revenue in ${tx.description}`);
  return { share: tx.amount, gross: gross.replace(/,/g, "") };
}

/** The company profile. */
const company = (t: Truth) => t.get<{ ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string } }>("/api/v1/company");

/** The tenant and rent of a student house room, from its latest rent payment. */
async function room(t: Truth, n: number): Promise<[string, string]> {
  const tx = await latest(t, "Pulaski", "revenue:long_term_rental", `Room ${n} rent - `);
  const tenant = new RegExp(`Room ${n} rent - ([^,]+),`).exec(tx.description)?.[1];
  if (!tenant) throw new Error(`no tenant in ${tx.description}`);
  return [tenant, figure(tx.amount)];
}

export const R58_PEACH_CASES: Case[] = [
  // --- Income by period, property and source (10)
  {
    group: "income",
    query: "how much rent have the students at the Athens house paid so far this year? just rent please, not the utility fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Pulaski") }))],
  },
  {
    group: "income",
    query: "What did the storage place bring in last year, all in? rent, late fees, the auction, everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: await pid(t, "Persimmon") }))],
  },
  {
    group: "income",
    query: "can you tell me what the beach condo's rental pool paid us from June thru August this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], start: `${Y(t)}-06-01`, end: `${Y(t)}-08-31`, property: await pid(t, "Sea Oats") }))],
  },
  {
    group: "income",
    query: "The duplex in Macon - how much did the housing authority send us last yr for Bernadette's side?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: await pid(t, "Laurelbrook"), q: "housing assistance payment" }))],
  },
  {
    group: "income",
    query: "how much rent did Terrell and Monique pay us in 2025, not counting any late fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025), property: await pid(t, "Laurelbrook"), q: "Haywood" }))],
  },
  {
    group: "income",
    query: "What was Red Clay Crossing's total income for q2 last year, the whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "pull up what the storage units paid in rent for October",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...month(Y(t), 10), property: await pid(t, "Persimmon") }))],
  },
  {
    group: "income",
    query: "how much did the student house make off the utilty fees last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(Y(t) - 1), property: await pid(t, "Pulaski") }))],
  },
  {
    group: "income",
    query: "remind me what we got when they auctioned off the stuff in that abandoned storage unit last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: await pid(t, "Persimmon"), q: "Lien sale" }))],
  },

  // --- Expenses by vendor, category, property and period (9)
  {
    group: "expenses",
    query: "how much have we paid Loretta this year for looking after the storage place?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t), q: "Loretta" }))],
  },
  {
    group: "expenses",
    query: "what did we spend on lawn care at the duplex in Macon last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...year(Y(t) - 1), property: await pid(t, "Laurelbrook") }))],
  },
  {
    group: "expenses",
    query: "Calculate the propery taxes for all four places for 2025 please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "how much interest did we pay on the Macon loan last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1), property: await pid(t, "Laurelbrook") }))],
  },
  {
    group: "expenses",
    query: "what have the HOA dues on the beach condo come to this yr so far",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Sea Oats") }))],
  },
  {
    group: "expenses",
    query: "What did Ocmulgee Rooter charge us for replacing the sewer line at the duplex? just the replacement job itself",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], start: `${Y(t) - 1}-01-01`, end: t.today, property: await pid(t, "Laurelbrook"), q: "sewer line replacement" }))],
  },
  {
    group: "expenses",
    query: "the electric bills at the student house this past summer (jun-aug) seemed high, what did they add up to?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], start: `${Y(t)}-06-01`, end: `${Y(t)}-08-31`, property: await pid(t, "Pulaski") }))],
  },
  {
    group: "expenses",
    query: "what did we pay Hargrove & Teasley this year for doing the taxes?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:legal_professional"], ...thisYear(t), q: "Hargrove" }))],
  },

  // --- Properties: purchase, basis, dates, addresses (6)
  {
    group: "properties",
    query: "When did we buy the storage place in Watkinsville, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Persimmon");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the land vs building split on the student house in Athens?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Pulaski");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "how much of the beach condo can we actually depreciate? and how much of that was the furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sea Oats");
      return [figure(p.depreciable_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "properties",
    query: "what's the street address of the duplex in Macon? I always forget the numbers",
    tool: "query_database",
    expect: async (t) => [(await t.property("Laurelbrook")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "When was the Athens house put into service as a rental?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Pulaski");
      if (!p.placed_in_service) throw new Error("no placed-in-service date for the Athens house");
      return [longDate(p.placed_in_service)];
    },
  },

  // --- Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "who's in room 2 at the student house these days and what's her rent?",
    tool: "query_database",
    expect: async (t) => room(t, 2),
  },
  {
    group: "tenants",
    query: "How much is Bernadette paying out of her own pocket now, vs what the housing authority covers?",
    tool: "query_database",
    expect: async (t) => {
      const mine = await latest(t, "Laurelbrook", "revenue:long_term_rental", "tenant portion - Bernadette");
      const hap = await latest(t, "Laurelbrook", "revenue:long_term_rental", "housing assistance payment");
      return [figure(mine.amount), figure(hap.amount)];
    },
  },
  {
    group: "tenants",
    query: "what are the Haywoods paying a month now, and how much deposit are we holding for them?",
    tool: "query_database",
    expect: async (t) => {
      const rent = await latest(t, "Laurelbrook", "revenue:long_term_rental", "Unit A (1182) rent");
      const { items } = await t.get<{ items: { amount: string }[] }>("/api/v1/deposits?tenant=Haywood");
      if (items.length !== 1) throw new Error(`Haywood deposits: ${items.length}`);
      return [figure(rent.amount), figure(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much in security deposits are we sitting on right now, all told?",
    tool: "query_database",
    expect: async (t) => [figure((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },
  {
    group: "tenants",
    query: "Which storage unit is Shay in? and when did she last pay us",
    tool: "query_database",
    expect: async (t) => {
      const last = await latest(t, "Persimmon", "revenue:long_term_rental", "Shay Dunwoody");
      const unit = /^(Unit \d+)/.exec(last.description)?.[1];
      if (!unit) throw new Error(`no unit in ${last.description}`);
      return [unit, MONTHS[Number(last.transaction_date.slice(5, 7)) - 1]!];
    },
  },

  // --- Company facts (4)
  {
    group: "company",
    query: "what's our EIN again? the bank is asking",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was Red Clay Crossing formed, and what's our state control # with the Secretary of State?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "who's our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "who exactly are the members of the LLC and how's the ownership split between them?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Delphine Okafor-Reese", "Garrett Lindqvist"];
    },
  },

  // --- Deadlines and compliance (6)
  {
    group: "deadlines",
    query: "what's the very next thing we have due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `start_date=${t.today}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 2 weeks I should know about?",
    tool: "query_database",
    expect: async (t) => [...new Set((await open(t, "upcoming=14")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when is the Georgia annual registration due next year?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `q=annual%20registration&start_date=${Y(t) + 1}-01-01&end_date=${Y(t) + 1}-12-31`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When do we have to pay the property tax on the storage place this year?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `q=Oconee&obligation_type=property:tax&start_date=${Y(t)}-01-01&end_date=${Y(t)}-12-31`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Garrett mentioned the Macon loan has a balloon - when does that come due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=matures"))[0]!.due_date)],
  },

  // --- Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "what does the rental pool agreement with the resort say our cut is?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "on the student lease, whats the late fee and when does it kick in?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bedroom Lease");
      return ["$50"];
    },
  },
  {
    group: "documents",
    query: "Can you tell me the deductible on the Athens house's landlord policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },
  {
    group: "documents",
    query: "do we have Shay's storage rental agreement in our files? and the lien notice we sent Rodney?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "q=Shay%20Dunwoody")), ...(await titles(t, "q=Notice%20of%20lien%20sale"))],
  },

  // --- The condo's rental pool statements (4)
  {
    group: "stays",
    query: "how many cleanings did the resort charge us for on the beach condo for June's guests?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Sea Oats", "expense:maintenance:cleaning", `owner statement, June ${Y(t)}`);
      const cleans = /(\d+) departure cleans/.exec(tx.description)?.[1];
      if (!cleans) throw new Error(`no cleans in ${tx.description}`);
      return [cleans, figure(tx.amount)];
    },
  },
  {
    group: "stays",
    query: "what was the gross room revenue on the condo in July, before the resort took its cut?",
    tool: "query_database",
    expect: async (t) => [figure((await poolShare(t, `July ${Y(t)}`)).gross)],
  },
  {
    group: "stays",
    query: "How much was our share from the condo rentals for August?",
    tool: "query_database",
    expect: async (t) => [figure((await poolShare(t, `August ${Y(t)}`)).share)],
  },
  {
    group: "stays",
    query: "around the holidays last year, December, what did the condo gross in room revenue and what did we end up with?",
    tool: "query_database",
    expect: async (t) => {
      const { gross, share } = await poolShare(t, `December ${Y(t) - 1}`);
      return [figure(gross), figure(share)];
    },
  },

  // --- Follow-ups (5)
  {
    group: "follow-ups",
    query: "and the year before that?",
    after: "What did the storage place bring in last year, all in? rent, late fees, the auction, everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 2), property: await pid(t, "Persimmon") }))],
  },
  {
    group: "follow-ups",
    query: "what about this year so far?",
    after: "how much did the student house make off the utilty fees last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...thisYear(t), property: await pid(t, "Pulaski") }))],
  },
  {
    group: "follow-ups",
    query: "ok and the duplex?",
    after: "When did we buy the storage place in Watkinsville, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "hmm ok, how about so far this yr",
    after: "how much interest did we pay on the Macon loan last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Laurelbrook") }))],
  },
  {
    group: "follow-ups",
    query: "and room 4?",
    after: "who's in room 2 at the student house these days and what's her rent?",
    tool: "query_database",
    expect: async (t) => room(t, 4),
  },

  // --- What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "what do you think the beach condo would sell for these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather supposed to be on St. Simons this weekend? we might drive down",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Peachtree Roofing this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we charge for room 1 at the student house next fall?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "if we sold the duplex in Macon should we do a 1031 exchange? is that a good idea for us",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "do you have Keondre's cell number? need to tell him about the plumber",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many nights was the beach condo actually booked in July?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the monthly mortgage payment on the beach condo?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the new roof on the Athens house cost us?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the Glynn county tax bill on the condo going to be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
