// Blind set r51-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, obligations, the company profile and the documents on file); a figure quoted from a document is expected only after the document is found on file. Years named in a question are computed from the run's date, as the expectations are.
import { type Case, type Truth, figure, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, guestsOf, quarter, RENTS, thisYear, titles, year, month } from "./chat-questions";

/** The calendar year of the run, for questions that name a year. */
const Y = Number(new Date().toISOString().slice(0, 4));
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const dollars = (amount: string) => `$${figure(amount)}`;
/** "Q2", "July" said without a year: the latest one that has begun by today. */
const recentQuarter = (t: Truth, q: number) => (quarter(yearOf(t), q).start <= t.today ? quarter(yearOf(t), q) : quarter(yearOf(t) - 1, q));
const recentMonth = (t: Truth, m: number) => (month(yearOf(t), m).start <= t.today ? month(yearOf(t), m) : month(yearOf(t) - 1, m));

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

interface Row {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Ledger rows, newest first. */
const rows = async (t: Truth, query: string) => (await t.get<{ items: Row[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;
/** The newest ledger row matching a query. */
async function latest(t: Truth, query: string): Promise<Row> {
  const [row] = await rows(t, query);
  if (!row) throw new Error(`no transaction for ${query}`);
  return row;
}
/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}
/** The next open obligation matching a query (the list is ordered by due date). */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}
const company = (t: Truth) => t.get<{ ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string } }>("/api/v1/company");

export const R51_COAST_CASES: Case[] = [
  // ---------------------------------------------------------------- income (10)
  {
    group: "income",
    query: "how much rent did the duplex bring in last yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(yearOf(t) - 1), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "income",
    query: "Total income for Mangrove Key ytd",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the Vrbo bookings at the pool house gross in q2?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...recentQuarter(t, 2), property: (await t.property(POOL)).id }))],
  },
  {
    group: "income",
    query: "can you tell me how much base rent Saltmarsh has paid us so far this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property(CAFE)).id }))],
  },
  {
    group: "income",
    query: "pull up rental income for the beach condo ytd",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "income",
    query: `How much came in from Furnished Finder stays in ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...year(yearOf(t) - 1), q: "Furnished Finder" }))],
  },
  {
    group: "income",
    query: "what did the coffee shop reimburse us for property taxes last year under the NNN lease",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:other"], ...year(yearOf(t) - 1), property: (await t.property(CAFE)).id, q: "property tax reimbursement" }))],
  },
  {
    group: "income",
    query: "rent across all the properties last quarter, just rent please",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: `What did Lucinda pay us in rent in total in ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...year(yearOf(t) - 1), q: "Lucinda Farraday" }))],
  },

  // ---------------------------------------------------------------- expenses (9)
  {
    group: "expenses",
    query: "How much did we pay Aquamarine last yr? pool service plus any repairs",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...year(yearOf(t) - 1), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "salt & linen total ytd",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: "What have we spent on insurance this year across all 4 properties?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `property taxes we paid on the Indian Rocks condo in ${Y - 1}`,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...year(yearOf(t) - 1), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "expenses",
    query: "utilities at the pool house last month?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: (await t.property(POOL)).id }))],
  },
  {
    group: "expenses",
    query: "What did repairs cost us last year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have the condo association dues run us this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "expenses",
    query: "Calculate total expenses for the Bradenton duplex in Q3",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...recentQuarter(t, 3), property: (await t.property(DUPLEX)).id }))],
  },

  // ---------------------------------------------------------------- properties (6)
  {
    group: "properties",
    query: "When did we buy the Englewood house?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(POOL)).acquisition_date)],
  },
  {
    group: "properties",
    query: "what's the depreciable basis on the condo",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land basis on the Palmetto Hammock duplex?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(DUPLEX)).land_basis)],
  },
  {
    group: "properties",
    query: "how much furniture basis do we carry on Heron Roost",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(POOL)).ffe_basis)],
  },
  {
    group: "properties",
    query: "what's the full address of the beach condo? need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(CONDO)).address.split(",")[0]!.trim()],
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's renting unit 2 at the duplex these days?",
    tool: "query_database",
    expect: async (t) => {
      const row = await latest(t, `category=revenue:long_term_rental&property_id=${(await t.property(DUPLEX)).id}&q=${encodeURIComponent("Unit 2 rent")}`);
      const name = /from (.+?) - Unit 2/.exec(row.description)?.[1];
      if (!name) throw new Error(`no tenant in "${row.description}"`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "How much is Lucinda paying a month now?",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Lucinda Farraday")}`)).amount)],
  },
  {
    group: "tenants",
    query: "what's the security deposit on Lucinda's lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farraday");
      return ["$1,700"];
    },
  },
  {
    group: "tenants",
    query: "How much of Wyatt's deposit did we end up keeping when he moved out?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:security_deposit_forfeited"], start: "2018-01-01", end: t.today, q: "Wyatt" }))],
  },
  {
    group: "tenants",
    query: "whats the cafe paying in base rent per month right now",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, `category=revenue:long_term_rental&property_id=${(await t.property(CAFE)).id}&q=${encodeURIComponent("base rent")}`)).amount)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What's our EIN?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "need the Sunbiz document number for Mangrove Key",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "who is our registered agent in Florida?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "who are the members of the LLC and what % does each one own per the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Pettigrew", "40%"];
    },
  },

  // ---------------------------------------------------------------- deadlines (6)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `start_date=${t.today}`)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligations(t, "upcoming=30")).items;
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([open[0]!.due_date, open.at(-1)!.due_date])].map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When's the Sunbiz annual report due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${encodeURIComponent("annual report")}`)],
  },
  {
    group: "deadlines",
    query: "When is the next Sarasota County tax installment due on the pool house?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=installment&property_id=${(await t.property(POOL)).id}`)],
  },
  {
    group: "deadlines",
    query: "are we late on any filings or payments right now?",
    tool: "query_database",
    expect: async (t) => {
      const late = (await obligations(t, "status=overdue")).items;
      return late.length ? [longDate(late[0]!.due_date)] : [];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Heron Roost windstorm policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "How much notice does Saltmarsh have to give us if they want to renew the lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh");
      return ["180 days"];
    },
  },
  {
    group: "documents",
    query: "what's the per-visit rate in the pool service contract",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Aquamarine");
      return ["$38"];
    },
  },
  {
    group: "documents",
    query: "According to the Coquina Tides rules, how big is the special assessment per unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rules and Regulations");
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "what insurance docs do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },
  {
    group: "documents",
    query: "Which leases do we have saved?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "q=lease"),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "who stayed at Heron Roost last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "Who's staying in the condo right now?",
    tool: "query_database",
    expect: async (t) => {
      const stays = await rows(t, `category=revenue:rental_income&property_id=${(await t.property(CONDO)).id}&start_date=${year(yearOf(t) - 1).start}&end_date=${t.today}`);
      const dayMs = 86_400_000;
      const now = Date.parse(t.today);
      for (const s of stays) {
        const m = /-\s+(.+?)\s+\((\d+) nights?\)/.exec(s.description);
        if (!m) continue;
        const checkIn = Date.parse(s.transaction_date);
        if (checkIn <= now && now < checkIn + Number(m[2]) * dayMs) return [m[1]!];
      }
      throw new Error("no condo guest in residence today");
    },
  },
  {
    group: "stays",
    query: "how many nights was the pool house booked in Q1?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, recentQuarter(t, 1)))],
  },
  {
    group: "stays",
    query: "How many Vrbo bookings did we get in July?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...recentMonth(t, 7), property: (await t.property(POOL)).id }))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and when was the LLC formed?",
    after: "What's our EIN?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "follow-ups",
    query: "and the year before that?",
    after: "how much rent did the duplex bring in last yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(yearOf(t) - 2), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "follow-ups",
    query: "what did we pay for it?",
    after: "When did we buy the Englewood house?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(POOL)).purchase_price_total)],
  },
  {
    group: "follow-ups",
    query: "ok and just the pool house?",
    after: "What have we spent on insurance this year across all 4 properties?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:insurance"], ...thisYear(t), property: (await t.property(POOL)).id }))],
  },
  {
    group: "follow-ups",
    query: "what did we pay for it last time?",
    after: "When's the Sunbiz annual report due?",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, `category=expense:licenses_permits&q=${encodeURIComponent("annual report")}`)).amount)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the beach condo worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the payoff balance on the Heron Roost mortgage right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is there a hurricane heading toward Englewood this week?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise Desmond's rent to when his lease comes up?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should Mangrove Key elect S corp status, would it save us on taxes?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much have we paid Bayfront Pressure Washing this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats Lucinda's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `What will the café building's ${Y + 1} property tax bill come to?`, tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can we evict Desmond for paying late that one time?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
