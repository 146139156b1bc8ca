// Blind set r51-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the document list and the occupancy report); the only literals are words a document on file states, checked to be on file first.
// Groups: income 9, expenses 8, properties 5, tenants 5, company 4, deadlines 5, documents 5, stays 4, follow-ups 5, unanswerable 10.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const dollars = (amount: string) => `$${figure(amount)}`;

/** Fails unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** The newest transaction whose description holds `q`. */
async function latest(t: Truth, q: string, category?: string): Promise<{ description: string; amount: string; transaction_date: string }> {
  const { items } = await t.get<{ items: { description: string; amount: string; transaction_date: string }[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&q=${encodeURIComponent(q)}${category ? `&category=${category}` : ""}&end_date=${t.today}`);
  if (!items[0]) throw new Error(`no transaction for "${q}"`);
  return items[0];
}

/** The townhouse guests whose stay has a month booked in a period ("Furnished Finder stay - Name (who) - ..."). */
async function townhouseGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Cedar Elm");
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /^[^-]+-\s(.+?)\s\(/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no townhouse guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Fails when the ledger holds anything matching `q`: the question about it must stay unanswerable. */
async function never(t: Truth, q: string): Promise<string[]> {
  const n = await t.count({ start: "2000-01-01", end: t.today, q });
  if (n !== 0) throw new Error(`"${q}" is in the ledger ${n} times`);
  return [];
}

const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

const Q_RENT_LAST_YEAR = "how much rent did we collect last yr across all 4 properties?";
const Q_BOERNE_BOUGHT = "When did we buy the Boerne building and what did we pay for it?";
const Q_SPOTLESS = "what have we paid Spotless Pecan this year for the townhouse cleans?";
const Q_NIGHTS_LAST_MONTH = "How many nights was the Austin townhouse booked last month?";
const Q_INTEREST = "How much mortgage interest did we pay on the Huisache Bend loan in 2025?";

export const R51_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: Q_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "total income ytd for Agarita Hollow?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the fourplex bring in in rent during q2 this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...quarter(Y(t), 2), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "income",
    query: "How much did the townhouse make last month? just rent please, not the cleaning fees",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "income",
    query: "Can you tell me how much the dental office has paid us in CAM/NNN charges so far this year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "cleaning fees we charged townhouse guests in 2025",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Boerne office rent for last quarter, both suites (base rent only, not counting the NNN reimbursements)",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "pull up what the Whitacres paid in rent in 2024",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: (await t.property("Sendero Loma")).id }))],
  },
  {
    group: "income",
    query: "How much rent came in from Unit C at the fourplex last year? I know it sat empty a couple months",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), q: "Unit C rent" }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "total property management expense on the fourplex for last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...lastYear(t), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: Q_INTEREST,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate property taxes we've paid this year on all four places",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What have we spent with Bluebonnet Edge lawn care ytd?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "how much did the new roof on the New Braunfels house cost us all in?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:capital_improvement"], ...lastYear(t), property: (await t.property("Sendero Loma")).id, q: "roof" }))],
  },
  {
    group: "expenses",
    query: "Utilities for the townhouse last yr - electric, water and internet together",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "expenses",
    query: "What did we pay the Cedar Elm Run HOA in 2025, including that special assessment?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_SPOTLESS,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Spotless Pecan" }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q_BOERNE_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Boerne");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the depreciable basis on the Austin townhouse?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "Land value we allocated on the New Braunfels house?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Sendero Loma")).land_basis)],
  },
  {
    group: "properties",
    query: "how much of the townhouse purchase was furniture and furnishings (FF&E)?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Cedar Elm")).ffe_basis)],
  },
  {
    group: "properties",
    query: "Which property did we buy first, and when was that?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "How much security deposit are we holding for Brandon and Celeste?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { notes: string | null; held: string }[] }>("/api/v1/deposits?tenant=Whitacre");
      const security = items.find((d) => d.notes?.startsWith("Security deposit"));
      if (!security) throw new Error("no Whitacre security deposit");
      return [dollars(security.held)];
    },
  },
  {
    group: "tenants",
    query: "what's the total of all tenant deposits we're holding right now?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },
  {
    group: "tenants",
    query: "what is Yesenia paying for Unit B these days?",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, "Unit B rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "who's renting unit C at Huisache Bend now?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Unit C rent", "revenue:long_term_rental");
      const name = /Unit C rent - ([^,]+),/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in "${tx.description}"`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "Sabinal Creek dentistry - what's their monthly base rent currently?",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, "Suite 100 base rent", "revenue:long_term_rental")).amount)],
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
    query: "need the Texas SOS file number for Agarita Hollow Holdings",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "upcoming=400");
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the Texas franchise tax report due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "upcoming=400&q=franchise%20tax");
      if (!next) throw new Error("no open franchise tax report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When do the 1099s have to go out?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "upcoming=400&q=1099-NEC");
      if (!next) throw new Error("no open 1099 deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "by when does the dentist have to tell us if they're exercising their renewal option?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "upcoming=400&q=option%20to%20renew");
      if (!next) throw new Error("no open renewal option notice");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "Under the Presidio Oak management agreement, how big a repair can they approve without asking us?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "what does the Whitacre lease say about late fees?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "how long is Comal Crown's workmanship warranty on the roof?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "per the company agreement what percentage does Wade own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["40%"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file for the Boerne building?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${(await t.property("Cypress Mill")).id}`);
      if (!found.some((title) => title.includes("Sabinal Creek Family Dentistry"))) throw new Error(`no dental lease among ${found.join("; ")}`);
      return ["Sabinal Creek Family Dentistry"];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: Q_NIGHTS_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who stayed at Cedar Elm Run in q3?",
    tool: "query_database",
    expect: async (t) => townhouseGuests(t, quarter(Y(t), 3)),
  },
  {
    group: "stays",
    query: "How many guests checked in at the townhouse last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...lastYear(t), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "stays",
    query: "nights booked at the Austin place in sept 2025?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", month(Y(t) - 1, 9)))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the year before that?",
    tool: "query_database",
    after: Q_RENT_LAST_YEAR,
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(Y(t) - 2) }))],
  },
  {
    group: "follow-ups",
    query: "what about the townhouse?",
    tool: "query_database",
    after: Q_BOERNE_BOUGHT,
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "how many cleans is that?",
    tool: "query_database",
    after: Q_SPOTLESS,
    expect: async (t) => [String(await t.count({ ...thisYear(t), q: "Spotless Pecan", transaction_type: "EXPENSE" }))],
  },
  {
    group: "follow-ups",
    query: "and who was staying there?",
    tool: "query_database",
    after: Q_NIGHTS_LAST_MONTH,
    expect: async (t) => townhouseGuests(t, lastMonth(t.today)),
  },
  {
    group: "follow-ups",
    query: "ok and principal?",
    tool: "query_database",
    after: Q_INTEREST,
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_principal"], ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What's the fourplex worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it going to rain in Boerne this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Guadalupe Gutter Guys for the NB house gutters?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => never(t, "Gutter"),
  },
  {
    group: "unanswerable",
    query: "what should we charge Imani for Unit C when her lease renews?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a 1031 exchange if we sell the Boerne building? what would the tax hit be otherwise",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what were Sabinal Creek Family Dentistry's own revenues last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the Whitacres' credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will the Bexar County property tax on the fourplex be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we spend on snow removal at the Boerne building?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => never(t, "snow"),
  },
  {
    group: "unanswerable",
    query: "What's Wade's home address and phone number?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
