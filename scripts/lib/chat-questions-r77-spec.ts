// Blind set r77-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the documents on file); a figure quoted from a document is used only after the document is found on file. Persona: a lender's loan officer reviewing the company for a refinance (rent roll, income history, operating expenses, cost basis, leases, documents, entity papers).
import { type Case, figure, lastMonth, longDate, month, nightsBooked, type Obligation, obligations, quarter, RENTS, thisYear, titles, type Truth, guestsOf, year } from "./chat-questions";

/** Last calendar year and this one, from today. */
const ly = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const ty = (t: Truth) => Number(t.today.slice(0, 4));

/** The trailing twelve whole months ending with last month. */
function t12(t: Truth) {
  const last = lastMonth(t.today);
  const [y, m] = last.start.split("-").map(Number) as [number, number];
  const first = m === 12 ? month(y, 1) : month(y - 1, m + 1);
  return { start: first.start, end: last.end };
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** The first open obligation due today or later whose description holds `q` (or any, without `q`). */
async function nextDue(t: Truth, q?: string): Promise<Obligation> {
  const { items } = await obligations(t, `start_date=${t.today}${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation${q ? ` for ${q}` : ""}`);
  return open[0];
}

/** Throws unless a document whose title or file name holds `q` is on file; returns its titles. */
async function onFile(t: Truth, q: string): Promise<string[]> {
  return titles(t, `q=${encodeURIComponent(q)}`);
}

/** The condo's rent transactions, oldest first. */
async function condoRents(t: Truth): Promise<Tx[]> {
  const rows = await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}&sort=transaction_date`);
  if (rows.length === 0) throw new Error("no rent at the condo");
  return rows;
}

const Q = {
  cabinIncomeLy: "rental income at the cabin for 2025?",
  mortgageLy: "What did the LLC pay in mortgage interest in calendar 2025 across the whole portfolio?",
  cottageBought: "What's the acquisition date on the Nashville cottage? Also need the full street address for the appraisal order.",
  agent: "who is the registered agent for Holloway Creek Stays?",
  cabinStays: "Number of stays at the Laurel Bluff cabin last month?",
};

export const R77_SPEC_CASES: Case[] = [
  // Income by period, property and source (9)
  {
    group: "income",
    query: "What was Holloway Creek Stays' total gross revenue for calendar year 2025, all properties, all sources?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...year(ly(t)) }))}`],
  },
  {
    group: "income",
    query: "pull up ytd rental income, all three properties combined",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: "I need T12 gross rents for the portfolio - trailing twelve months ending last month.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...t12(t) }))}`],
  },
  {
    group: "income",
    query: "Lockeland Dr cottage - gross booking revenue for last yr?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...year(ly(t)), property: await pid(t, "Lockeland") }))}`],
  },
  {
    group: "income",
    query: Q.cabinIncomeLy,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...year(ly(t)), property: await pid(t, "Laurel Bluff") }))}`],
  },
  {
    group: "income",
    query: "How much rent did the Chattanooga condo bring in during 2025? Just rent please, not counting late fees.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(ly(t)), property: await pid(t, "Tremont") }))}`],
  },
  {
    group: "income",
    query: "can you tell me q2 revenue for the Gatlinburg cabin this yr",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...quarter(ty(t), 2), property: await pid(t, "Laurel Bluff") }))}`],
  },
  {
    group: "income",
    query: "For the cabin's 2025 booking revenue, how much came through VRBO vs Airbnb?",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      const vrbo = await t.sum({ categories: ["revenue:rental_income"], ...year(ly(t)), property, q: "VRBO" });
      const airbnb = await t.sum({ categories: ["revenue:rental_income"], ...year(ly(t)), property, q: "Airbnb" });
      return [`$${figure(vrbo)}`, `$${figure(airbnb)}`];
    },
  },
  {
    group: "income",
    query: "Total revenue last month, company-wide?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))}`],
  },

  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "Total expenses booked for 2025, everything in (opex, interest, capex, all of it).",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", ...year(ly(t)) }))}`],
  },
  {
    group: "expenses",
    query: Q.mortgageLy,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(ly(t)) }))}`],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr on all three parcels",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], ...year(ly(t)) }))}`],
  },
  {
    group: "expenses",
    query: "Calculate insurance premiums paid year to date, all policies.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: "HOA dues on the Tremont condo for 2025?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(ly(t)), property: await pid(t, "Tremont") }))}`],
  },
  {
    group: "expenses",
    query: "How much did you pay Smoky Ridge in 2025, all in - co-host fees, cleanings, everything?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", ...year(ly(t)), q: "Smoky Ridge" }))}`],
  },
  {
    group: "expenses",
    query: "utilites at the Lockeland cottage ytd",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Lockeland") }))}`],
  },
  {
    group: "expenses",
    query: "What were the Airbnb/VRBO platform fees in 2025? Both rentals together.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:platform_fees"], ...year(ly(t)) }))}`],
  },

  // Properties: purchase, basis, acquisition, addresses (6)
  {
    group: "properties",
    query: "Acquisition date and purchase price for the Gatlinburg cabin, please.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on 1814 Lockeland (building plus FF&E, excluding land)?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Lockeland")).depreciable_basis)}`],
  },
  {
    group: "properties",
    query: "land allocation on the Tremont St condo?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Tremont")).land_basis)}`],
  },
  {
    group: "properties",
    query: "Total cost basis for all three properties combined - land, building and furnishings.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=100");
      if (items.length === 0) throw new Error("no properties");
      const total = items.reduce((sum, p) => sum + Math.round(Number(p.total_basis) * 100), 0);
      return [`$${figure((total / 100).toFixed(2))}`];
    },
  },
  {
    group: "properties",
    query: Q.cottageBought,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [longDate(p.acquisition_date), p.address.split(",")[0]!];
    },
  },
  {
    group: "properties",
    query: "how much of the cabin's basis is furniture / FF&E?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Laurel Bluff")).ffe_basis)}`],
  },

  // Tenants, rents, leases (4)
  {
    group: "tenants",
    query: "Rent roll for the long-term unit: who is the tenant at the condo and what's the current monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const latest = (await condoRents(t)).at(-1)!;
      const name = /Rent - (.+?) - /.exec(latest.description)?.[1];
      if (!name) throw new Error(`no tenant in "${latest.description}"`);
      return [name, `$${figure(latest.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "When did Wendell's rent go up, and from what to what?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await condoRents(t);
      const i = rows.findIndex((row, k) => k > 0 && row.amount !== rows[k - 1]!.amount);
      if (i < 0) throw new Error("the condo's rent never changed");
      return [`$${figure(rows[i - 1]!.amount)}`, `$${figure(rows[i]!.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "were any late fees charged to the condo tenant last year? how much total",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:late_fees"], ...year(ly(t)), property: await pid(t, "Tremont") }))}`],
  },
  {
    group: "tenants",
    query: "Who manages the Chattanooga condo and what percentage do they take?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await txs(t, `category=expense:property_management&property_id=${await pid(t, "Tremont")}&sort=-transaction_date`);
      const fee = rows[0] && /^(.+?) - (\d+%)/.exec(rows[0].description);
      if (!fee) throw new Error("no management fee at the condo");
      return [fee[1]!, fee[2]!];
    },
  },

  // Company facts (4)
  {
    group: "company",
    query: "What's the LLC's EIN?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "Need the Tennessee SOS control number (state filing #) for Holloway Creek.",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "date of formation for the entity?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: Q.agent,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },

  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's the next tax or compliance deadline coming up for the company?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t)).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days? filings, renewals, payments",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (!open[0]) throw new Error("nothing due in the next 60 days");
      return [longDate(open[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When is the Tennessee annual report due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "When does the cabin's insurance policy come up for renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Blue Ridge Shield")).due_date)],
  },

  // Documents: what is on file and what they say (6)
  {
    group: "documents",
    query: "What entity documents do you have on file for the LLC? Articles, operating agreement, etc.",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, "doc_type=formation");
      const articles = found.find((title) => /articles/i.test(title));
      const agreement = found.find((title) => /operating agreement/i.test(title));
      if (!articles || !agreement) throw new Error(`formation documents: ${found.join(", ")}`);
      return [articles, agreement];
    },
  },
  {
    group: "documents",
    query: "Which documents are on file for the Gatlinburg property?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${await pid(t, "Laurel Bluff")}`);
      const out = ["Blue Ridge Shield", "Smoky Ridge"];
      for (const text of out) if (!found.some((title) => title.includes(text))) throw new Error(`no "${text}" document for the cabin: ${found.join(", ")}`);
      return out;
    },
  },
  {
    group: "documents",
    query: "Per the operating agreement, who are the members and what are the ownership percentages?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "50%"];
    },
  },
  {
    group: "documents",
    query: "What member consent does the OA require to mortgage or refinance real property?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["two-thirds"];
    },
  },
  {
    group: "documents",
    query: "On the cabin's insurance declarations, what are the Coverage A dwelling limit and the liability limit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield declarations");
      return ["$540,000", "$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "whats the co-host fee in the Smoky Ridge agreement, and how much notice to terminate it?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting and Cleaning Agreement");
      return ["18%", "30 days"];
    },
  },

  // Stays and bookings at the two short-term rentals (3)
  {
    group: "stays",
    query: Q.cabinStays,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "stays",
    query: "how many nights were booked at the Nashville cottage in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(ly(t), 7)))],
  },
  {
    group: "stays",
    query: "Who were the guests at the cottage last month?",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, "Lockeland", lastMonth(t.today))).slice(0, 2),
  },

  // Follow-ups, each asked right after an earlier question (5)
  {
    group: "follow-up",
    query: "and ytd this year?",
    after: Q.cabinIncomeLy,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Laurel Bluff") }))}`],
  },
  {
    group: "follow-up",
    query: "How much of that was on the Chattanooga condo?",
    after: Q.mortgageLy,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(ly(t)), property: await pid(t, "Tremont") }))}`],
  },
  {
    group: "follow-up",
    query: "what'd you pay for it?",
    after: Q.cottageBought,
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Lockeland")).purchase_price_total)}`],
  },
  {
    group: "follow-up",
    query: "And the agent's address on file?",
    after: Q.agent,
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent?.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!];
    },
  },
  {
    group: "follow-up",
    query: "how many nights total was that?",
    after: Q.cabinStays,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },

  // Beyond the records (10)
  {
    group: "unanswerable",
    query: "What's the current market value of the Gatlinburg cabin? Need an as-is value for the LTV.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Outstanding principal balance on the Truist loan against the cabin, as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much security deposit is being held for the Tremont tenant?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { total } = await t.get<{ total: number }>("/api/v1/deposits?include_settled=true");
      if (total !== 0) throw new Error(`${total} deposits on record: answerable`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "When does Wendell Akers' lease expire? I need the lease term for the rent roll.",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/documents?page_size=200&q=lease");
      if (items.length !== 0) throw new Error("a lease is on file: answerable");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what interest rate is the FirstBank mortgage on the condo carrying?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's market rent for the Chattanooga condo these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did the company pay Home Depot last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ ...year(ly(t)), q: "Home Depot" });
      if (n !== 0) throw new Error(`${n} Home Depot transactions: answerable`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "For the DSCR calc I need annual principal payments on all three loans for 2025 - what were they?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "current balance in the Pinnacle operating account?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are the members' personal FICO scores? Underwriting needs them for the guaranty.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
