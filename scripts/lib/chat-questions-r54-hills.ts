// Blind set r54-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the documents on file); a figure quoted from a document is used only after checking that document is on file. Periods ("last yr", "ytd", "last quarter", "in October") are computed from the run's today.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const dollars = (amount: string) => `$${figure(amount)}`;
const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The last whole month numbered `m` (1..12) before today: this year's if already over, else last year's. */
const mostRecent = (t: Truth, m: number) => {
  const y = thisYr(t);
  return Number(t.today.slice(5, 7)) > m ? month(y, m) : month(y - 1, m);
};

interface Row {
  description: string;
  amount: string;
  transaction_date: string;
}

/** The newest ledger row through today matching a description text and/or a category and property. */
async function newest(t: Truth, filter: { q?: string; category?: string; property?: string }): Promise<Row> {
  const params = [`end_date=${t.today}`, "sort=-transaction_date", "page_size=1"];
  if (filter.q) params.push(`q=${encodeURIComponent(filter.q)}`);
  if (filter.category) params.push(`category=${filter.category}`);
  if (filter.property) params.push(`property_id=${filter.property}`);
  const { items } = await t.get<{ items: Row[] }>(`/api/v1/transactions?${params.join("&")}`);
  if (items.length === 0) throw new Error(`no ledger row for ${JSON.stringify(filter)}`);
  return items[0]!;
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function mustBeOnFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: unknown[] }>(`/api/v1/documents?page_size=20&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** The guests of the townhouse's stay-months in a period ("Furnished Finder stay - Name (travel RN) - Oct 2026, ..."). */
async function guestsIn(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const id = await propertyId(t, "Cedar Elm");
  const { items } = await t.get<{ items: Row[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((row) => /^(?:Furnished Finder stay|Direct booking) - (.+?) \(/.exec(row.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no guests at the townhouse in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

interface Deposit {
  tenant: string;
  amount: string;
  notes: string | null;
}
const deposits = (t: Truth, query = "") => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits${query ? `?${query}` : ""}`);

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The due date of the one open obligation matching a query. */
async function dueOf(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o.due_date;
}

export const R54_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did the fourplex bring in last yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(thisYr(t) - 1), property: await propertyId(t, "Huisache") }))],
  },
  {
    group: "income",
    query: "total income for Agarita Hollow ytd",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Boerne office bldg - what did the two suites pay in rent in q2? just rent please, not the NNN stuff",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(thisYr(t), 2), property: await propertyId(t, "Cypress Mill") }))],
  },
  {
    group: "income",
    query: "can you tell me what we collected in late fees last year, all properties",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:late_fees"], ...year(thisYr(t) - 1) }))],
  },
  {
    group: "income",
    query: "what'd the NB house bring in last month",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await propertyId(t, "Sendero Loma") }))],
  },
  {
    group: "income",
    query: "How much has Yesenia paid in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Yesenia Carvajal" }))],
  },
  {
    group: "income",
    query: "cleaning fees from the townhouse guests last yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(thisYr(t) - 1), property: await propertyId(t, "Cedar Elm") }))],
  },
  {
    group: "income",
    query: "pull up what the dentist has paid us in CAM/NNN reimbursements this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: await propertyId(t, "Cypress Mill") }))],
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "What did Presidio Oak's 8% management fee add up to last year? not counting the renewal or leasing fees",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...year(thisYr(t) - 1), q: "management fee, 8%" }))],
  },
  {
    group: "expenses",
    query: "calculate total repairs at the Huisache Bend fourplex ytd",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t), property: await propertyId(t, "Huisache") }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Bluebonnet Edge for lawn care this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid last year, all four properties together",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...year(thisYr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did the HOA dues on the townhouse come to last year, with the special assessment?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...year(thisYr(t) - 1), property: await propertyId(t, "Cedar Elm") }))],
  },
  {
    group: "expenses",
    query: "how much interest did we pay Frio River on the loan last year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_interest"], ...year(thisYr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "total expenses for the office building in Boerne last quarter",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...lastQuarter(t.today), property: await propertyId(t, "Cypress Mill") }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Esparza & Whitlock this year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Esparza & Whitlock" }))],
  },

  // ---------------------------------------------------------------- properties
  {
    group: "properties",
    query: "When did we buy the Boerne office building and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the depreciable basis on the Austin townhouse",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building basis on the fourplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [dollars(p.land_basis), dollars(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "how much of the townhouse's basis is the furniture",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Cedar Elm")).ffe_basis)],
  },
  {
    group: "properties",
    query: "what's left on the Frio River loan for the fourplex?",
    tool: "query_database",
    expect: async (t) => {
      // The newest principal payment's description states the balance after it.
      const row = await newest(t, { category: "expense:mortgage_principal", property: await propertyId(t, "Huisache") });
      const balance = /balance after (\$[\d,]+\.\d{2})/.exec(row.description)?.[1];
      if (!balance) throw new Error(`no balance in "${row.description}"`);
      return [balance];
    },
  },

  // ---------------------------------------------------------------- tenants, rents, deposits
  {
    group: "tenants",
    query: "who's renting unit C at the fourplex now",
    tool: "query_database",
    expect: async (t) => {
      const row = await newest(t, { q: "Unit C rent", category: "revenue:long_term_rental" });
      const name = /Unit C rent - ([^,]+),/.exec(row.description)?.[1];
      if (!name) throw new Error(`no tenant in "${row.description}"`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "what's Ruben paying a month these days?",
    tool: "query_database",
    expect: async (t) => [dollars((await newest(t, { q: "Unit D rent", category: "revenue:long_term_rental" })).amount)],
  },
  {
    group: "tenants",
    query: "How much rent are Brandon and Celeste paying now on the New Braunfels house",
    tool: "query_database",
    expect: async (t) => [dollars((await newest(t, { category: "revenue:long_term_rental", property: await propertyId(t, "Sendero Loma") })).amount)],
  },
  {
    group: "tenants",
    query: "how much security deposit are we holding for the Whitacres",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Whitacre");
      const security = items.find((d) => /security/i.test(d.notes ?? ""));
      if (!security) throw new Error("no security deposit of the Whitacres");
      return [dollars(security.amount)];
    },
  },
  {
    group: "tenants",
    query: "total of all the deposits we're holding right now?",
    tool: "query_database",
    expect: async (t) => [dollars((await deposits(t)).held)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "I need the Texas SOS file number for Agarita Hollow Holdings",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "Who is our registered agent again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name.replace(/,?\s*Inc\.?$/, "")],
  },
  {
    group: "company",
    query: "who are the members of the LLC?",
    // The members are named only in the Company Agreement.
    tool: "search_document_content",
    expect: async (t) => {
      await mustBeOnFile(t, "Company Agreement");
      return ["Marisol Quintanilla", "Wade Brandenberger"];
    },
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, `start_date=${t.today}`))],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Texas franchise tax report due next year?",
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, `q=${encodeURIComponent(`franchise tax report for report year ${thisYr(t) + 1}`)}`))],
  },
  {
    group: "deadlines",
    query: "when do the 1099s have to go out",
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, `q=1099-NEC&start_date=${t.today}`))],
  },
  {
    group: "deadlines",
    query: "What's the deadline for the dentist to tell us if they're using their renewal option?",
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, `q=${encodeURIComponent("option to renew")}`))],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "What does the Whitacre lease say about late fees?",
    tool: "search_document_content",
    expect: async (t) => {
      await mustBeOnFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "How much can Presidio Oak spend on a repair without my ok, per the mgmt agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await mustBeOnFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof at the NB house",
    tool: "search_document_content",
    expect: async (t) => {
      await mustBeOnFile(t, "roof replacement contract and warranty");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "what documents do we have on file for the New Braunfels house?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await propertyId(t, "Sendero Loma")}`),
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---------------------------------------------------------------- stays at the townhouse
  {
    group: "stays",
    query: "Who stayed at the townhouse in August?",
    tool: "query_database",
    expect: async (t) => guestsIn(t, mostRecent(t, 8)),
  },
  {
    group: "stays",
    query: "how many nights was the Austin place booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", year(thisYr(t) - 1)))],
  },
  {
    group: "stays",
    query: "What did the townhouse make in rent in September?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...mostRecent(t, 9), property: await propertyId(t, "Cedar Elm") }))],
  },
  {
    group: "stays",
    query: "who's staying at the townhouse right now?",
    tool: "query_database",
    expect: async (t) => {
      // The guest of the moment checks out after today (an open checkout deadline names them).
      const o = await nextOpen(t, `q=${encodeURIComponent("checks out of Cedar Elm Run 14")}&start_date=${t.today}`);
      const name = o ? /^(.+?) checks out/.exec(o.description)?.[1] : undefined;
      if (!name) throw new Error("no guest at the townhouse today");
      return [name];
    },
  },

  // ---------------------------------------------------------------- follow-ups
  {
    group: "followup",
    query: "and the year before?",
    after: "how much rent did the fourplex bring in last yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(thisYr(t) - 2), property: await propertyId(t, "Huisache") }))],
  },
  {
    group: "followup",
    query: "what about june",
    after: "What did the townhouse make in rent in September?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...mostRecent(t, 6), property: await propertyId(t, "Cedar Elm") }))],
  },
  {
    group: "followup",
    query: "whats the exact address there?",
    after: "When did we buy the Boerne office building and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => [(await t.property("Cypress Mill")).address.split(",")[0]!],
  },
  {
    group: "followup",
    query: "what interest rate is that loan at?",
    after: "what's left on the Frio River loan for the fourplex?",
    tool: "search_document_content",
    expect: async (t) => {
      await mustBeOnFile(t, "promissory note");
      return ["4.375%"];
    },
  },
  {
    group: "followup",
    query: "and the dentist's deposit?",
    after: "how much security deposit are we holding for the Whitacres",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Sabinal");
      if (items.length !== 1) throw new Error(`${items.length} deposits of the dental practice`);
      return [dollars(items[0]!.amount)];
    },
  },

  // ---------------------------------------------------------------- what the records cannot answer
  {
    group: "unanswerable",
    query: "What's the fourplex worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it going to rain in Boerne this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Ironclad Gutters last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ start: "2000-01-01", end: t.today, q: "Ironclad" });
      if (n !== 0) throw new Error(`Ironclad is in the ledger (${n} rows)`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we charge the Whitacres when their lease renews next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we do a cost seg study on the Boerne building, is it worth it tax wise?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can i evict Ruben if he's late again next month?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are 30-yr mortgage rates right now? thinking about a refi",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much is sitting in the Cedar Elm Run HOA's reserve fund",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much money does Sabinal Creek Dentistry make a year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What was Imani's credit score when Presidio screened her?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
