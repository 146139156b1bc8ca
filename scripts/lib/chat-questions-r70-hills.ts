// Blind set r70-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the occupancy report and the list of documents); a phrase quoted from a paper is used only after the paper is found on file.
// Persona: a member's spouse, a retired engineer who checks the numbers exactly (precise date ranges,
// sums, counts, averages, comparisons, what a figure includes and excludes).
import Decimal from "decimal.js";
import { type Case, type Truth, figure, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string | Decimal) => `$${figure(amount)}`;
const range = (start: string, end: string) => ({ start, end });

/** The paper whose title or file name holds `fragment` must be on file; then its words may be expected. */
async function onFile(t: Truth, fragment: string, words: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(fragment)}`);
  if (items.length === 0) throw new Error(`no document on file for "${fragment}"`);
  return words;
}

/** The newest transaction whose description holds `q` (optionally of one category). */
async function newest(t: Truth, q: string, category?: string): Promise<{ amount: string; description: string; transaction_date: string }> {
  const { items } = await t.get<{ items: { amount: string; description: string; transaction_date: string }[] }>(
    `/api/v1/transactions?q=${encodeURIComponent(q)}&sort=-transaction_date&page_size=1${category ? `&category=${category}` : ""}`,
  );
  if (!items[0]) throw new Error(`no transaction for "${q}"`);
  return items[0];
}

/** The guests of the townhouse's stay months in a period, from the stay descriptions. */
async function townhouseGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Cedar Elm");
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /^(?:Furnished Finder stay|Direct booking) - (.+?) \(/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Open obligations (neither completed nor cancelled) of a query. */
async function open(t: Truth, query: string) {
  return (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
}

const Q_FOURPLEX_COMPARE = "Compare the rent the fourplex brought in for calendar 2024 vs calendar 2025 - I want both totals side by side.";
const Q_BOERNE_PRICE = "What did we pay for the Boerne office building, and on what date did we close on it?";
const Q_INTEREST = "Calculate the mortgage interest paid on the Huisache Bend loan from January 1 through September 30 of this year.";
const Q_SEPT_NIGHTS = "How many nights was the Austin townhouse booked in September 2025?";
const Q_FRANCHISE = "When is the Texas franchise tax report due next year? Exact date please.";

export const R70_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "What was total rent for Agarita Hollow from January 1 through June 30 of last year? Rent only, all four properties, no fees or reimbursements.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...range(`${Y(t) - 1}-01-01`, `${Y(t) - 1}-06-30`) }))],
  },
  {
    group: "income",
    query: "How much did the Boerne building bring in from March 1 through May 31 this year? Count everything: base rent, the dentist's CAM payments, the insurance agency's rent, all of it.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [usd(await t.sum({ type: "revenue", property: p.id, ...range(`${Y(t)}-03-01`, `${Y(t)}-05-31`) }))];
    },
  },
  {
    group: "income",
    query: "late fees collected ytd, all properties combined?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: Q_FOURPLEX_COMPARE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...year(2024) })), usd(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...year(2025) }))];
    },
  },
  {
    group: "income",
    query: "What did the Austin townhouse gross in q3 of last yr? Stays plus the guests' cleaning fees.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [usd(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], property: p.id, ...quarter(Y(t) - 1, 3) }))];
    },
  },
  {
    group: "income",
    query: "Can you pull up the total rent we received from the Whitacres for the lease year August 1, 2025 through July 31, 2026? Not counting any late fees.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sendero Loma");
      return [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...range("2025-08-01", "2026-07-31") }))];
    },
  },
  {
    group: "income",
    query: "What was the average monthly rent from the New Braunfels house over calendar 2025? Total divided by 12 is fine.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sendero Loma");
      return [usd(new Decimal(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...year(2025) })).div(12))];
    },
  },
  {
    group: "income",
    query: "How much did Sabinal Creek Dentistry pay us in CAM/NNN reimbursements during 2025, including the April true-up?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [usd(await t.sum({ categories: ["revenue:other"], property: p.id, q: "Sabinal Creek", ...year(2025) }))];
    },
  },
  {
    group: "income",
    query: "Total income for the whole company last month, every source?",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = t.today.split("-").map(Number) as [number, number];
      const last = m === 1 ? month(y - 1, 12) : month(y, m - 1);
      return [usd(await t.sum({ type: "revenue", ...last }))];
    },
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "What did we pay Presidio Oak in fees last yr altogether? Management fee, renewal fees and the leasing fee for Unit C, but not the vacancy ad.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [usd(await t.sum({ categories: ["expense:property_management", "expense:commissions"], property: p.id, q: "Presidio Oak", ...year(Y(t) - 1) }))];
    },
  },
  {
    group: "expenses",
    query: Q_INTEREST,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...range(`${Y(t)}-01-01`, `${Y(t)}-09-30`) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Bluebonnet Edge for lawn care so far this year, both sites together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:landscaping"], q: "Bluebonnet Edge", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Repairs at the fourplex in 2025, not counting the Unit C make-ready turnover - what's the total?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      const all = await t.sum({ categories: ["expense:maintenance:repairs"], property: p.id, ...year(2025) });
      const makeReady = await t.sum({ categories: ["expense:maintenance:repairs"], property: p.id, q: "make-ready", ...year(2025) });
      if (new Decimal(makeReady).isZero()) throw new Error("no make-ready in 2025");
      return [usd(new Decimal(all).minus(makeReady))];
    },
  },
  {
    group: "expenses",
    query: "Property taxes paid in January this year on all four places - the total, please.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...month(Y(t), 1) }))],
  },
  {
    group: "expenses",
    query: "What did utilities at the townhouse come to for the first half of this year? Electric, internet and water together.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [usd(await t.sum({ categories: ["expense:utilities"], property: p.id, ...range(`${Y(t)}-01-01`, `${Y(t)}-06-30`) }))];
    },
  },
  {
    group: "expenses",
    query: "Insurance premiums for the company in 2025, every policy on every property plus the umbrella - one total.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "how much did we spend at Target on guest supplies for Cedar Elm in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [usd(await t.sum({ categories: ["expense:supplies"], property: p.id, q: "Target", ...year(2025) }))];
    },
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q_BOERNE_PRICE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Boerne");
      return [usd(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis of the Austin townhouse - building plus the furniture, land excluded?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How is the San Antonio fourplex's basis split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "Which of our properties did we buy first, and when exactly?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "Add up the total basis of all four properties, land included. What's the grand total?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=50");
      if (items.length !== 4) throw new Error(`${items.length} properties`);
      return [usd(items.reduce((sum, p) => sum.plus(p.total_basis), new Decimal(0)))];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "What does Ruben in Unit D pay a month at this point?",
    tool: "query_database",
    expect: async (t) => [usd((await newest(t, "Unit D rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "What security deposit and pet deposit are we holding for the Whitacres? Give me each amount.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { held: string }[] }>("/api/v1/deposits?tenant=Whitacre");
      if (items.length === 0) throw new Error("no Whitacre deposits");
      return items.map((d) => usd(d.held));
    },
  },
  {
    group: "tenants",
    query: "Who's renting Unit C at Huisache Bend now?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await newest(t, "Unit C rent", "revenue:long_term_rental");
      const name = /Unit C rent - (.+?),/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "What is the dental practice paying in monthly base rent right now, not counting the NNN estimate?",
    tool: "query_database",
    expect: async (t) => [usd((await newest(t, "Suite 100 base rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "How much in tenant security deposits do we hold at the Boerne building in total?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Boerne");
      const { held, total } = await t.get<{ held: string; total: number }>(`/api/v1/deposits?property_id=${p.id}`);
      if (total === 0) throw new Error("no Boerne deposits");
      return [usd(held)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What's the EIN for Agarita Hollow Holdings?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "I need our Texas SOS file number and the date the LLC was formed.",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string; formation_date: string }>("/api/v1/company");
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who is our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ registered_agent: { name: string; address: string | null } }>("/api/v1/company");
      return [c.registered_agent.name.split(",")[0]!, c.registered_agent.address!.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "Remind me who the members of the LLC are, per the company agreement.",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Company Agreement", ["Marisol Quintanilla", "Wade Brandenberger"]),
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the very next deadline on the calendar, and what date is it due?",
    tool: "query_database",
    expect: async (t) => {
      const items = await open(t, `start_date=${t.today}`);
      const next = [...items].sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "List everything due in the next 30 days, with dates.",
    tool: "query_database",
    expect: async (t) => {
      const items = await open(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q_FRANCHISE,
    tool: "query_database",
    expect: async (t) => {
      const items = await open(t, `obligation_type=tax:filing&q=franchise&start_date=${Y(t) + 1}-01-01&end_date=${Y(t) + 1}-12-31`);
      if (items.length !== 1) throw new Error(`${items.length} franchise tax deadlines next year`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By what date do this year's property taxes on the four places have to be paid?",
    tool: "query_database",
    expect: async (t) => {
      const items = await open(t, `obligation_type=property:tax&q=${Y(t)}%20property%20tax`);
      const dates = [...new Set(items.map((o) => o.due_date))];
      if (items.length !== 4 || dates.length !== 1) throw new Error(`property tax deadlines: ${items.length}, dates ${dates.join(", ")}`);
      return [longDate(dates[0]!)];
    },
  },
  {
    group: "deadlines",
    query: "When does the dentist's Suite 100 lease end, and by when must they notify us if they want to renew?",
    tool: "query_database",
    expect: async (t) => {
      const [end] = await open(t, "q=Suite%20100%20NNN%20lease");
      const [notice] = await open(t, "q=option%20to%20renew");
      if (!end || !notice) throw new Error("no Suite 100 lease deadlines");
      return [longDate(end.due_date), longDate(notice.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "Under our agreement with Presidio Oak, how much can they spend on a single repair without asking us first?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Presidio Oak", ["$500"]),
  },
  {
    group: "documents",
    query: "What's the workmanship warranty on the new roof at Sendero Loma - how many years, per the contract?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Comal Crown", ["10 years"]),
  },
  {
    group: "documents",
    query: "What does the Frio River note say the late charge is if a payment comes in late?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "promissory note", ["5%"]),
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the Austin townhouse?",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      const list = await titles(t, `property_id=${p.id}`);
      const want = ["Townhome Association", "rental agreement"];
      for (const w of want) if (!list.some((title) => title.toLowerCase().includes(w.toLowerCase()))) throw new Error(`no townhouse document with "${w}"`);
      return want;
    },
  },
  {
    group: "documents",
    query: "What insurance papers are on file? Just the list.",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, "doc_type=insurance");
      if (!list.every((title) => title.includes("Lone Prairie Mutual"))) throw new Error(`insurance documents: ${list.join("; ")}`);
      return ["Lone Prairie Mutual"];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: Q_SEPT_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", month(2025, 9)))],
  },
  {
    group: "stays",
    query: "Who stayed at the townhouse this summer, June through August?",
    tool: "query_database",
    expect: (t) => townhouseGuests(t, range(`${Y(t)}-06-01`, `${Y(t)}-08-31`)),
  },
  {
    group: "stays",
    query: "How many separate stays began at Cedar Elm during 2025? A count, please.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      return [String(await t.count({ categories: ["revenue:cleaning_fees"], property: p.id, ...year(2025) }))];
    },
  },
  {
    group: "stays",
    query: "Nights booked at the townhouse in the first quarter of this year, Jan 1 through Mar 31?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", quarter(Y(t), 1)))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the same for the New Braunfels house?",
    after: Q_FOURPLEX_COMPARE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sendero Loma");
      return [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...year(2024) })), usd(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...year(2025) }))];
    },
  },
  {
    group: "follow-up",
    query: "How much of that was allocated to land?",
    after: Q_BOERNE_PRICE,
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Boerne")).land_basis)],
  },
  {
    group: "follow-up",
    query: "And the principal over the same dates?",
    after: Q_INTEREST,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_principal"], ...range(`${Y(t)}-01-01`, `${Y(t)}-09-30`) }))],
  },
  {
    group: "follow-up",
    query: "who were the guests that month?",
    after: Q_SEPT_NIGHTS,
    tool: "query_database",
    expect: (t) => townhouseGuests(t, month(2025, 9)),
  },
  {
    group: "follow-up",
    query: "Is anything else due that same day?",
    after: Q_FRANCHISE,
    tool: "query_database",
    expect: async (t) => {
      const [franchise] = await open(t, `obligation_type=tax:filing&q=franchise&start_date=${Y(t) + 1}-01-01&end_date=${Y(t) + 1}-12-31`);
      if (!franchise) throw new Error("no franchise tax deadline next year");
      const same = await open(t, `start_date=${franchise.due_date}&end_date=${franchise.due_date}`);
      if (!same.some((o) => o.description.includes("Public Information Report"))) throw new Error("no Public Information Report that day");
      return ["Public Information Report"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What would the fourplex sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the weather supposed to be in Boerne this weekend? Thinking of driving up to look at the parking lot.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Guadalupe Valley Pool Service this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Pool Service", start: "2000-01-01", end: t.today })) !== 0) throw new Error("a pool service is on the books");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What should we raise the Whitacres' rent to when their lease renews next August?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "If we sold the Boerne building, should we do a 1031 exchange or just pay the capital gains tax?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Brandon Whitacre's cell phone number?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the cap rate on the Boerne building at current market value?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we legally evict Ruben in Unit D if he pays late one more time?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much is in the Cedar Elm Run HOA's reserve fund right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What rate could we get if we refinanced the Frio River loan today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
