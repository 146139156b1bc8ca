// Blind set r75-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a phrase quoted from a document is used only after the document is found on file. The voice is a member of the company, a retired schoolteacher: full, polite sentences, two-part questions now and then, follow-ups that narrow the last answer, and a few things the records cannot answer.
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const dollars = (amount: string) => `$${figure(amount)}`;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

const POOL = "Heron Roost";
const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const CAFE = "Manatee Avenue";

/** Open obligations matching a query, due today or later, soonest first. */
async function ahead(t: Truth, query: string) {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}

/** A document must be on file before its text is expected in an answer. */
async function onFile(t: Truth, query: string): Promise<void> {
  await titles(t, query);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** The duplex's tenants as their rent lines of last month name them: "... from Name - Unit N rent, ...". */
async function duplexTenants(t: Truth): Promise<{ name: string; amount: string }[]> {
  const p = lastMonth(t.today);
  const rows = await txs(t, `category=revenue:long_term_rental&property_id=${await id(t, DUPLEX)}&start_date=${p.start}&end_date=${p.end}`);
  const out = rows.map((tx) => ({ name: /from (.+?) - Unit \d rent/.exec(tx.description)?.[1], amount: tx.amount })).filter((r): r is { name: string; amount: string } => Boolean(r.name));
  if (out.length === 0) throw new Error("no duplex rent last month");
  return out;
}

export const R75_COAST_CASES: Case[] = [
  // ---- Income (7)
  {
    group: "income",
    query: "Could you kindly tell me how much rent the Englewood pool house brought in during 2025?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(2025), property: await id(t, POOL) }))],
  },
  {
    group: "income",
    query: "What was the total income of Mangrove Key Property Group last month, all four properties taken together and every kind of income included?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How much has the Saltmarsh café paid us in base rent ytd? Just rent please, not the CAM or the reimbursements.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await id(t, CAFE) }))],
  },
  {
    group: "income",
    query: "I would like to know what the beach condo took in from its guests last quarter, counting the rent alone.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await id(t, CONDO) }))],
  },
  {
    group: "income",
    query: "How much rent did the Bradenton duplex collect last yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, DUPLEX) }))],
  },
  {
    group: "income",
    query: "Please calculate everything the café building brought in during q1 of this year, rent, CAM and the reimbursements all included.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...quarter(Y(t), 1), property: await id(t, CAFE) }))],
  },
  {
    group: "income",
    query: "Did we recieve any late fees from tenants last year, and if so, how much did they come to?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },

  // ---- Expenses (8)
  {
    group: "expenses",
    query: "How much did we pay Aquamarine Pool Care for the pool house in 2025, all of their bills together?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...year(2025), property: await id(t, POOL), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "What have the association dues on the beach condo come to so far this year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, CONDO) }))],
  },
  {
    group: "expenses",
    query: "Can you pull up what we paid Salt & Linen last year, for both houses combined?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: "What did the electric bill come to at Heron Roost in July of last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:utilities:electricity"], ...month(Y(t) - 1, 7), property: await id(t, POOL) }))],
  },
  {
    group: "expenses",
    query: "How much did the company pay in property taxes last year, on all of the properties?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did that storm in October of last year cost us at the pool house? I mean the shutters, the debris and the pool cleanup.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...month(Y(t) - 1, 10), property: await id(t, POOL), q: "storm" }))],
  },
  {
    group: "expenses",
    query: "Would you tell me the total expenses of the duplex for last quarter?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...lastQuarter(t.today), property: await id(t, DUPLEX) }))],
  },
  {
    group: "expenses",
    query: "how much mortgage interest have we paid on the Manatee Ave loan this year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await id(t, CAFE) }))],
  },

  // ---- Properties (5)
  {
    group: "properties",
    query: "When did we buy the Englewood house, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(POOL);
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What is the depreciable basis of the beach condo, that is the building together with the furniture?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How much of the duplex's purchase price was put down to the land?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(DUPLEX)).land_basis)],
  },
  {
    group: "properties",
    query: "Could you give me the full street address of the building Saltmarsh Coffee rents from us?",
    tool: "query_database",
    expect: async (t) => [(await t.property(CAFE)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "Which of our properties did the company acquire first, and on what date?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=100");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // ---- Tenants, rents, leases, deposits (6)
  {
    group: "tenants",
    query: "Who are the tenants in the Palmetto Hammock duplex at present?",
    tool: "query_database",
    expect: async (t) => (await duplexTenants(t)).map((r) => r.name),
  },
  {
    group: "tenants",
    query: "What does Saltmarsh Coffee pay us each month in base rent now?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, `category=revenue:long_term_rental&property_id=${await id(t, CAFE)}&start_date=${year(Y(t) - 1).start}&end_date=${t.today}&sort=-transaction_date`);
      if (!latest) throw new Error("no café rent");
      return [dollars(latest.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much has Lucinda paid in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await id(t, DUPLEX), q: "Farraday" }))],
  },
  {
    group: "tenants",
    query: "When Wyatt Penhallow moved out of unit 2, how large was his deposit and how much of it did we keep?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await txs(t, `category=revenue:security_deposit_forfeited&q=Penhallow&start_date=2000-01-01&end_date=${t.today}`);
      const row = rows[0];
      const held = row && /\$([\d,]+) deposit/.exec(row.description)?.[1];
      if (!row || !held) throw new Error("no deposit kept from Penhallow");
      return [`$${held}`, dollars(row.amount)];
    },
  },
  {
    group: "tenants",
    query: "What security deposit is Lucinda Farraday's lease holding for Unit 1?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Farraday");
      return ["$1,700"];
    },
  },
  {
    group: "tenants",
    query: "When does Desmond's lease on unit 2 come to an end?",
    tool: "query_database",
    expect: async (t) => {
      const [o] = await ahead(t, "q=Okoro-Baines");
      const end = o && /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!end) throw new Error("no lease renewal for Okoro-Baines");
      return [end];
    },
  },

  // ---- The company (4)
  {
    group: "company",
    query: "What is the company's EIN, please?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Could you remind me of our document number with the Florida Division of Corporations?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was Mangrove Key formed, and who serves as our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "Who are the members of the LLC, and what share does each of them hold?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Operating Agreement");
      return ["Graham Pettigrew", "60%"];
    },
  },

  // ---- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What is the very next deadline we have coming up?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await ahead(t, "");
      if (!next) throw new Error("nothing due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Is there anything due in the next 30 days that I ought to know about?",
    tool: "query_database",
    expect: async (t) => {
      const due = [...new Set((await ahead(t, "upcoming=30")).map((o) => o.due_date))];
      if (due.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([longDate(due[0]!), longDate(due[due.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: "When is the Sunbiz annual report due next year?",
    tool: "query_database",
    expect: async (t) => {
      const next = Y(t) + 1;
      const { items } = await obligations(t, `q=annual report&start_date=${next}-01-01&end_date=${next}-12-31`);
      if (!items[0]) throw new Error("no annual report next year");
      return [longDate(items[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By what date must the next Sarasota County property tax installment for the pool house be paid?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await ahead(t, `q=installment&property_id=${await id(t, POOL)}`);
      if (!next) throw new Error("no installment ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Have we let any filings slip? Is anything overdue at the moment?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [longDate(items.map((o) => o.due_date).sort()[0]!)];
    },
  },

  // ---- Documents (6)
  {
    group: "documents",
    query: "What does the windstorm policy on Heron Roost say the hurricane deductible is?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=windstorm");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "Under the café lease, how much notice must Saltmarsh give us if they wish to renew?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Saltmarsh");
      return ["180 days"];
    },
  },
  {
    group: "documents",
    query: "What does the pool service agreement charge for each weekly visit, and what for an extra one?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Aquamarine");
      return ["$38", "$75"];
    },
  },
  {
    group: "documents",
    query: "What did the Coquina Tides association's rules say about the special assessment per unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Rules and Regulations");
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "What papers do we have on file for the condo at Indian Rocks Beach?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, CONDO)}`),
  },
  {
    group: "documents",
    query: "Do we keep a copy of the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- Stays (4)
  {
    group: "stays",
    query: "How many Vrbo bookings did the pool house have in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await id(t, POOL) }))],
  },
  {
    group: "stays",
    query: "Who were the guests at Heron Roost in September of last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, month(Y(t) - 1, 9)),
  },
  {
    group: "stays",
    query: "How many nights was the pool house booked in August of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, month(Y(t) - 1, 8)))],
  },
  {
    group: "stays",
    query: "How many stays began at the beach condo last year, Furnished Finder and direct bookings togther?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: await id(t, CONDO) }))],
  },

  // ---- Follow-ups (5)
  {
    group: "follow-ups",
    query: "And how much of that came from Unit 2?",
    after: "How much rent did the Bradenton duplex collect last yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: await id(t, DUPLEX), q: "Unit 2 rent" }))],
  },
  {
    group: "follow-ups",
    query: "And what did they come to for the whole of last year?",
    after: "What have the association dues on the beach condo come to so far this year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: await id(t, CONDO) }))],
  },
  {
    group: "follow-ups",
    query: "What about August?",
    after: "What did the electric bill come to at Heron Roost in July of last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:utilities:electricity"], ...month(Y(t) - 1, 8), property: await id(t, POOL) }))],
  },
  {
    group: "follow-ups",
    query: "How much of that price was the building, and how much the furnishings?",
    after: "When did we buy the Englewood house, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(POOL);
      return [dollars(p.building_basis), dollars(p.ffe_basis)];
    },
  },
  {
    group: "follow-ups",
    query: "And what did those bookings bring in, before Vrbo took its commission?",
    after: "How many Vrbo bookings did the pool house have in July of last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await id(t, POOL) }))],
  },

  // ---- What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What would the beach condo fetch if we put it on the market today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much is still owing on the Tidewater Community Bank mortgage on the pool house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Do you expect a hurricane to strike Englewood this coming season?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Pinecrest Plumbing over the years?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What rent ought we to ask of Desmond when his lease comes up for renewal?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "May we deduct the condo's special assessment all at once on this year's return, or must it be depreciated?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What is Unit 704 assessed at on the Pinellas County property appraiser's rolls this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Could you give me Lucinda's telephone number? I must ring her about the storm panels.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the commercial loan for the café building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many stars did the guests give Heron Roost in their Vrbo reviews last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
