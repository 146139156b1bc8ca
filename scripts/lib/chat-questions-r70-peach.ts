// Blind set r70-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the documents on file), never written here; a phrase quoted from a document is used only after the document is found on file and the phrase is found in its searchable text.
// Voice: a member's college-age grandson typing quick questions for the family (lowercase, slang,
// abbreviations). Written November 2026; every period is computed from t.today.
import { type Case, figure, lastMonth, longDate, month, nextOpen, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}

/** Transactions matching a filter, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return items;
}

/** The newest transaction of a category whose description holds `q` (to today). */
async function latest(t: Truth, category: string, q: string): Promise<Tx> {
  const [tx] = await txs(t, `category=${category}&q=${encodeURIComponent(q)}&end_date=${t.today}`);
  if (!tx) throw new Error(`no ${category} transaction holding "${q}"`);
  return tx;
}

/**
 * A phrase a document states: the document (found by its title) must be on file, and the phrase must
 * be in its searchable text.
 */
async function quoted(t: Truth, title: string, phrase: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=20&q=${encodeURIComponent(title)}`);
  if (items.length === 0) throw new Error(`no document titled like "${title}"`);
  for (const doc of items) {
    const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(phrase)}&document_id=${doc.id}&top_k=50&mode=lexical`);
    if (hits.items.some((hit) => hit.text.includes(phrase))) return phrase;
  }
  throw new Error(`"${phrase}" is not in the document "${items[0]!.title}"`);
}

const STORAGE = "Persimmon Ridge";
const ATHENS = "Pulaski Heights";
const CONDO = "Sea Oats";
const DUPLEX = "Laurelbrook";

const revenue = async (t: Truth, period: { start: string; end: string }, fragment?: string, q?: string) =>
  `$${figure(await t.sum({ type: "revenue", ...period, property: fragment ? (await t.property(fragment)).id : undefined, q }))}`;
const spent = async (t: Truth, period: { start: string; end: string }, options: { fragment?: string; categories?: string[]; q?: string } = {}) =>
  `$${figure(await t.sum({ type: "expense", ...period, categories: options.categories, property: options.fragment ? (await t.property(options.fragment)).id : undefined, q: options.q }))}`;

/** The next open obligation matching a query, as the date an answer states. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return longDate(o.due_date);
}

/** The July of this year's pool statement (booked in August). */
const poolMonth = (t: Truth) => `July ${Y(t)}`;

export const R70_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (9)
  {
    group: "income",
    query: "hw much did the duplex bring in last yr",
    tool: "query_database",
    expect: async (t) => [await revenue(t, year(Y(t) - 1), DUPLEX)],
  },
  {
    group: "income",
    query: "what has the storage place on persimmon made ytd",
    tool: "query_database",
    expect: async (t) => [await revenue(t, thisYear(t), STORAGE)],
  },
  {
    group: "income",
    query: "condo income last month?",
    tool: "query_database",
    expect: async (t) => [await revenue(t, lastMonth(t.today), CONDO)],
  },
  {
    group: "income",
    query: "rent collected at the student house in q3, just rent please not the utility fees",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...quarter(Y(t), 3), property: (await t.property(ATHENS)).id }))}`],
  },
  {
    group: "income",
    query: "can u calculate total income for red clay crossing in 2025",
    tool: "query_database",
    expect: async (t) => {
      if (Y(t) - 1 !== 2025) throw new Error("this question names 2025: last year must be 2025");
      return [await revenue(t, year(2025))];
    },
  },
  {
    group: "income",
    query: "how much has the housing authority paid us for bernadette's unit this year",
    tool: "query_database",
    expect: async (t) => [await revenue(t, thisYear(t), DUPLEX, "housing assistance payment")],
  },
  {
    group: "income",
    query: "late fees ytd across all the properties",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: "hw much did the utility fees from the athens rooms come to last yr",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(Y(t) - 1), property: (await t.property(ATHENS)).id }))}`],
  },
  {
    group: "income",
    query: "what'd we get from the lien sale of that abandoned unit 21 stuff",
    tool: "query_database",
    expect: async (t) => [await revenue(t, year(Y(t) - 1), STORAGE, "Lien sale")],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "hw much have we spent on hoa dues for the st simons condo this yr",
    tool: "query_database",
    expect: async (t) => [await spent(t, thisYear(t), { fragment: CONDO, categories: ["expense:hoa_fees"] })],
  },
  {
    group: "expenses",
    query: "what did loretta get paid last year total",
    tool: "query_database",
    expect: async (t) => [await spent(t, year(Y(t) - 1), { q: "Loretta Pennycook" })],
  },
  {
    group: "expenses",
    query: "macon duplex expenses q1 this year",
    tool: "query_database",
    expect: async (t) => [await spent(t, quarter(Y(t), 1), { fragment: DUPLEX })],
  },
  {
    group: "expenses",
    query: "how much interest did we pay on the fall line loan in 2025",
    tool: "query_database",
    expect: async (t) => {
      if (Y(t) - 1 !== 2025) throw new Error("this question names 2025: last year must be 2025");
      return [await spent(t, year(2025), { categories: ["expense:mortgage_interest"] })];
    },
  },
  {
    group: "expenses",
    query: "property taxes for everything last yr?",
    tool: "query_database",
    expect: async (t) => [await spent(t, year(Y(t) - 1), { categories: ["expense:property_tax"] })],
  },
  {
    group: "expenses",
    query: "pull up what we've paid sandy creek pest control so far this year",
    tool: "query_database",
    expect: async (t) => [await spent(t, thisYear(t), { q: "Sandy Creek Pest Control" })],
  },
  {
    group: "expenses",
    query: "electric at the storage lot ytd, hw much",
    tool: "query_database",
    expect: async (t) => [await spent(t, thisYear(t), { fragment: STORAGE, categories: ["expense:utilities:electricity"] })],
  },
  {
    group: "expenses",
    query: "what did insurance cost us in 2025, all the policies",
    tool: "query_database",
    expect: async (t) => {
      if (Y(t) - 1 !== 2025) throw new Error("this question names 2025: last year must be 2025");
      return [await spent(t, year(2025), { categories: ["expense:insurance"] })];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition dates, addresses (5)
  {
    group: "property",
    query: "when did we buy the storage lot in watkinsville and for how much",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(STORAGE);
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "property",
    query: "land vs building basis on the duplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(DUPLEX);
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "property",
    query: "whats the depreciable basis on the pulaski house",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property(ATHENS)).depreciable_basis)}`],
  },
  {
    group: "property",
    query: "can you tell me the address of our macon place, need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(DUPLEX)).address.split(",")[0]!],
  },
  {
    group: "property",
    query: "how much of the condo price was the furniture",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property(CONDO)).ffe_basis)}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits (5)
  {
    group: "tenants",
    query: "who are the students in the athens house rn",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = t.today.split("-").map(Number) as [number, number];
      const rows = await txs(t, `category=revenue:long_term_rental&property_id=${(await t.property(ATHENS)).id}&start_date=${month(y, m).start}&end_date=${t.today}`);
      const names = rows.map((tx) => /^Room \d rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
      if (names.length === 0) throw new Error("no student rent this month");
      return [...new Set(names)];
    },
  },
  {
    group: "tenants",
    query: "what does jalen pay a month for his room",
    tool: "query_database",
    expect: async (t) => [`$${figure((await latest(t, "revenue:long_term_rental", "Jalen Okonjo")).amount)}`],
  },
  {
    group: "tenants",
    query: "whats the haywoods rent now",
    tool: "query_database",
    expect: async (t) => [`$${figure((await latest(t, "revenue:long_term_rental", "Unit A (1182) rent")).amount)}`],
  },
  {
    group: "tenants",
    query: "hw much in security deposits r we holding rn",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.get<{ held: string }>("/api/v1/deposits")).held)}`],
  },
  {
    group: "tenants",
    query: "bernadette's part of the rent vs what the housing authority pays each month?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await latest(t, "revenue:long_term_rental", "Unit B (1184) tenant portion")).amount)}`, `$${figure((await latest(t, "revenue:long_term_rental", "housing assistance payment")).amount)}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "whats our ein again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who are the members of red clay crossing properties",
    tool: "search_document_content",
    expect: async (t) => [await quoted(t, "Operating Agreement", "Delphine Okafor-Reese"), await quoted(t, "Operating Agreement", "Garrett Lindqvist")],
  },
  {
    group: "company",
    query: "when was the llc formed + whats the state filing #",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; state_filing_number: string }>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "")],
  },
  {
    group: "deadlines",
    query: "anything due in the next 2 weeks? lmk",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=14");
      if (items.length === 0) throw new Error("nothing due in the next 14 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when r the property taxes due on the duplex",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:tax&property_id=${(await t.property(DUPLEX)).id}`)],
  },
  {
    group: "deadlines",
    query: "when's the georgia annual registration due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20registration")],
  },
  {
    group: "deadlines",
    query: "when does the macon loan balloon hit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=matures")],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: which are on file, what they say (5)
  {
    group: "documents",
    query: "what papers do we have on file for the condo",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(CONDO)).id}`),
  },
  {
    group: "documents",
    query: "whats the late fee in the student leases",
    tool: "search_document_content",
    expect: async (t) => [await quoted(t, "Bedroom Lease", "$50.00")],
  },
  {
    group: "documents",
    query: "what cut does the rental pool agreement give us vs the resort",
    tool: "search_document_content",
    expect: async (t) => [await quoted(t, "rental pool agreement", "58%")],
  },
  {
    group: "documents",
    query: "how long is the warranty on the sewer line job",
    tool: "search_document_content",
    expect: async (t) => [(await quoted(t, "sewer line replacement contract", "5 years from completion")).slice(0, 6)],
  },
  {
    group: "documents",
    query: "whats the interest rate on the fall line loan per the loan docs",
    tool: "search_document_content",
    expect: async (t) => [await quoted(t, "commercial loan summary", "7.25%")],
  },

  // ---------------------------------------------------------------------------------------------
  // The condo's rental pool stays (4)
  {
    group: "stays",
    query: "hw much did the condo pool pay us for july",
    tool: "query_database",
    expect: async (t) => [await revenue(t, year(Y(t)), CONDO, `owner share, ${poolMonth(t)}`)],
  },
  {
    group: "stays",
    query: "what was the gross room revenue on unit 312 in july",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "revenue:rental_income", `owner share, ${poolMonth(t)}`);
      const gross = /of \$([\d,]+\.\d{2}) gross room revenue/.exec(tx.description)?.[1];
      if (!gross) throw new Error(`no gross room revenue in "${tx.description}"`);
      return [`$${figure(gross.replace(/,/g, ""))}`];
    },
  },
  {
    group: "stays",
    query: "how many cleanings did driftwood charge for july and how much",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "expense:maintenance:cleaning", `${poolMonth(t)} - housekeeping`);
      const cleans = /(\d+) departure cleans/.exec(tx.description)?.[1];
      if (!cleans) throw new Error(`no departure cleans in "${tx.description}"`);
      return [cleans, `$${figure(tx.amount)}`];
    },
  },
  {
    group: "stays",
    query: "total the condo rental pool checks so far this yr",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property(CONDO)).id }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-up",
    query: "ok and the year before that?",
    after: "hw much did the duplex bring in last yr",
    tool: "query_database",
    expect: async (t) => [await revenue(t, year(Y(t) - 2), DUPLEX)],
  },
  {
    group: "follow-up",
    query: "what about last yr",
    after: "hw much have we spent on hoa dues for the st simons condo this yr",
    tool: "query_database",
    expect: async (t) => [await spent(t, year(Y(t) - 1), { fragment: CONDO, categories: ["expense:hoa_fees"] })],
  },
  {
    group: "follow-up",
    query: "and the condo?",
    after: "when did we buy the storage lot in watkinsville and for how much",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "follow-up",
    query: "and his utility fee tho?",
    after: "what does jalen pay a month for his room",
    tool: "query_database",
    expect: async (t) => [`$${figure((await latest(t, "revenue:utility_reimbursements", "Jalen Okonjo")).amount)}`],
  },
  {
    group: "follow-up",
    query: "what about the athens house",
    after: "when r the property taxes due on the duplex",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:tax&property_id=${(await t.property(ATHENS)).id}`)],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "whats the st simons condo worth rn",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many nights was the condo booked in august",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we raise the haywoods rent to next lease",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "weather on st simons this weekend? grandma wants to go check on the unit",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "hw much did we pay peachtree roofing last yr",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "would it be better tax wise to put the storage lot in its own llc?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will the storage place make next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats bernadette's phone number",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much could we sell the pulaski house for if we listed it",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what rate would we get if we refinanced the macon loan today",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
