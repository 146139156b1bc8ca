// Blind set r74-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file. Persona: a prospective buyer's due-diligence analyst with read access, asking trailing-twelve-month figures, per-property numbers, rent rolls, deposits, basis, leases and policies, upcoming obligations, follow-ups and a few things the records cannot answer.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, obligations, RENTS, thisYear, type Truth, year } from "./chat-questions";

// ---------------------------------------------------------------------------------------------
// Small readers of the REST API.

const Y = (t: Truth) => Number(t.today.slice(0, 4));

interface Tx {
  transaction_date: string;
  amount: string;
  category: string;
  description: string;
}

/** Ledger rows matching a filter, newest first. */
async function rows(t: Truth, filter: { category?: string; property?: string; q?: string; start?: string; end?: string }): Promise<Tx[]> {
  const params = [
    "page_size=200",
    filter.category ? `category=${filter.category}` : "",
    filter.property ? `property_id=${(await t.property(filter.property)).id}` : "",
    filter.q ? `q=${encodeURIComponent(filter.q)}` : "",
    filter.start ? `start_date=${filter.start}` : "",
    filter.end ? `end_date=${filter.end}` : "",
  ].filter(Boolean);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${params.join("&")}`);
  return items;
}

/** The newest ledger row matching a filter (through today). */
async function latest(t: Truth, filter: { category?: string; property?: string; q?: string }): Promise<Tx> {
  const found = await rows(t, { ...filter, end: t.today });
  if (found.length === 0) throw new Error(`no transaction for ${JSON.stringify(filter)}`);
  return found[0]!;
}

/** The twelve whole calendar months ending with last month. */
function trailingTwelve(t: Truth): { start: string; end: string } {
  const last = lastMonth(t.today);
  const [y, m] = last.start.split("-").map(Number) as [number, number];
  const startMonth = m === 12 ? { y, m: 1 } : { y: y - 1, m: m + 1 };
  return { start: month(startMonth.y, startMonth.m).start, end: last.end };
}

/** One property's record by a fragment of its address. */
const prop = (t: Truth, fragment: string) => t.property(fragment);

/** The townhouse's stay-month rows in a period (one row per calendar month of a stay). */
const stayRows = (t: Truth, period: { start: string; end: string }) => rows(t, { category: "revenue:rental_income", property: "Cedar Elm Run", ...period });

/** The guest named in a stay-month row: "Furnished Finder stay - Name (who) - Mon YYYY, ..." or "Direct booking - Name (who) - ...". */
function guestOf(description: string): string {
  const match = /^(?:Furnished Finder stay|Direct booking) - (.+?) \(/.exec(description);
  if (!match) throw new Error(`no guest in "${description}"`);
  return match[1]!;
}

/** The nights a stay-month row covers: "..., 29 nights of a 90-night stay ...". */
function nightsOf(description: string): number {
  const match = /, (\d+) nights? of a/.exec(description);
  if (!match) throw new Error(`no nights in "${description}"`);
  return Number(match[1]);
}

/** A document on file whose title contains `q` (throws when none). */
async function onFile(t: Truth, q: string): Promise<{ title: string }> {
  const { items } = await t.get<{ items: { title: string; version: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  const doc = items.find((d) => d.version !== "superseded") ?? items[0];
  if (!doc) throw new Error(`no document on file for "${q}"`);
  return doc;
}

/** Open obligations due from today on, soonest first, matching a description fragment. */
async function upcoming(t: Truth, q: string, days = 3660) {
  const { items } = await obligations(t, `upcoming=${days}${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
}
const deposits = (t: Truth, query = "") => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits${query ? `?${query}` : ""}`);

// ---------------------------------------------------------------------------------------------
// Questions asked first that follow-ups refer to.

const FOURPLEX_RENT_YTD = "how much rent has the Huisache Bend fourplex brought in ytd?";
const BOERNE_BOUGHT = "When did Agarita Hollow buy the Boerne office building, and what did it pay for it?";
const TAXES_THIS_YEAR = "What were total property taxes paid this year across the whole portfolio?";
const INSURANCE_LAST_YEAR = "Total insurance premiums paid last yr, all properties plus the umbrella?";
const DEPOSITS_HELD = "How much in tenant deposits (security + pet) is the company holding right now, total?";

export const R74_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (9)
  {
    group: "income",
    query: "Total rent collected across all four properties last yr — just rent please, no late fees or CAM reimbursements.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "What's TTM gross revenue for the company? Use the last 12 complete months.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], type: "revenue", ...trailingTwelve(t) }))],
  },
  {
    group: "income",
    query: FOURPLEX_RENT_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: (await prop(t, "Huisache")).id }))],
  },
  {
    group: "income",
    query: "Pull up total income from the Boerne building for last quarter, CAM reimbursements included.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], type: "revenue", ...lastQuarter(t.today), property: (await prop(t, "Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "How much did we take in from late fees last year? all tenants",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "cleaning fees charged to guests at the Austin townhouse so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t), property: (await prop(t, "Cedar Elm Run")).id }))],
  },
  {
    group: "income",
    query: "Can you tell me what the Whitacres paid in rent on the New Braunfels house last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await prop(t, "Sendero Loma")).id }))],
  },
  {
    group: "income",
    query: "How much rent did Cedar Elm Run bring in last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await prop(t, "Cedar Elm Run")).id }))],
  },
  {
    group: "income",
    query: "Break out last year's total income for the Boerne office building vs the San Antonio fourplex.",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["revenue"], type: "revenue", ...year(Y(t) - 1), property: (await prop(t, "Cypress Mill")).id })),
      figure(await t.sum({ categories: ["revenue"], type: "revenue", ...year(Y(t) - 1), property: (await prop(t, "Huisache")).id })),
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "What did the fourplex pay Presidio Oak in its 8% management fee last yr? Not counting renewal or leasing fees.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], q: "management fee,", ...year(Y(t) - 1), property: (await prop(t, "Huisache")).id }))],
  },
  {
    group: "expenses",
    query: TAXES_THIS_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "repairs spend at 2719 Huisache Bend last yr? just the repairs category, not lawn or pest",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: (await prop(t, "Huisache")).id }))],
  },
  {
    group: "expenses",
    query: INSURANCE_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "calculate the interest paid on the Frio River loan year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Bluebonnet Edge for lawn care this year, both sites?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], q: "Bluebonnet Edge", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What was total capex last year? I'm thinking the NB roof and the Boerne parking lot, anything else capitalized as an improvement too.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What's the balance on the fourplex mortgage after the most recent payment?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, { category: "expense:mortgage_principal", property: "Huisache" });
      const match = /balance after \$([\d,]+\.\d\d)/.exec(tx.description);
      if (!match) throw new Error(`no balance in "${tx.description}"`);
      return [`$${match[1]}`];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: BOERNE_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await prop(t, "Cypress Mill");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Basis breakdown on the Austin townhouse pls — land, building, and the furniture/FF&E.",
    tool: "query_database",
    expect: async (t) => {
      const p = await prop(t, "Cedar Elm Run");
      return [figure(p.land_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis of the fourplex (excluding land)?",
    tool: "query_database",
    expect: async (t) => [figure((await prop(t, "Huisache")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "what's the street address of the New Braunfels rental?",
    tool: "query_database",
    expect: async (t) => [(await prop(t, "New Braunfels")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "Add up the purchase prices of all four properties for me.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=50");
      if (items.length !== 4) throw new Error(`expected 4 properties, found ${items.length}`);
      const cents = items.reduce((sum, p) => sum + Math.round(Number(p.purchase_price_total) * 100), 0);
      return [figure((cents / 100).toFixed(2))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "Who's in Unit C at the fourplex now and what is she paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, { category: "revenue:long_term_rental", property: "Huisache", q: "Unit C rent" });
      const match = /Unit C rent - (.+?), /.exec(tx.description);
      if (!match) throw new Error(`no tenant in "${tx.description}"`);
      return [match[1]!, figure(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: DEPOSITS_HELD,
    tool: "query_database",
    expect: async (t) => [figure((await deposits(t)).held)],
  },
  {
    group: "tenants",
    query: "what's the dentist's current monthly base rent in Suite 100?",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, { category: "revenue:long_term_rental", property: "Cypress Mill", q: "Suite 100 base rent" })).amount)],
  },
  {
    group: "tenants",
    query: "Do we hold a security deposit from Hollis's insurance agency? how much",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Hollis");
      if (items.length !== 1) throw new Error(`Hollis Redd deposits: ${items.length}`);
      return [figure(items[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "What are Brandon and Celeste paying per month on Sendero Loma right now?",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, { category: "revenue:long_term_rental", property: "Sendero Loma" })).amount)],
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "What's Agarita Hollow's EIN?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who are the members of the LLC and what's each one's percentage interest?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["Marisol Quintanilla", "Wade Brandenberger"];
    },
  },
  {
    group: "company",
    query: "Texas SOS file number and formation date for the company?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string; formation_date: string }>("/api/v1/company");
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's the registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for the company?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, ""))[0];
      if (!next) throw new Error("nothing upcoming");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const due = await upcoming(t, "", 30);
      if (due.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next Texas franchise tax report due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, "franchise tax report"))[0];
      if (!next) throw new Error("no franchise tax report ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By what date does the dental practice have to tell us if they're exercising their renewal option?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, "option to renew"))[0];
      if (!next) throw new Error("no renewal option notice ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Kendall County property tax bill due on the Boerne building?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, "Kendall County"))[0];
      if (!next) throw new Error("no Kendall County tax ahead");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "Per the Presidio Oak management agreement, how big a repair can they approve without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "What are the late fee terms in the Whitacre lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "What's the fine under the Cedar Elm Run HOA rules if we register a guest late?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Cedar Elm Run Townhome Association");
      return ["$100"];
    },
  },
  {
    group: "documents",
    query: "How long does Comal Crown's workmanship warranty on the New Braunfels roof run — through when?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Comal Crown Roofing");
      // Ten years from completion, the day the roof was paid for in full.
      const roof = await latest(t, { category: "expense:capital_improvement", property: "Sendero Loma", q: "new roof" });
      const end = `${Number(roof.transaction_date.slice(0, 4)) + 10}${roof.transaction_date.slice(4)}`;
      return [longDate(end)];
    },
  },
  {
    group: "documents",
    query: "Does the Frio River note have a DSCR covenant? what ratio do we have to keep",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "promissory note");
      return ["1.25"];
    },
  },
  {
    group: "documents",
    query: "What documents do you have on file for the Boerne building?",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await prop(t, "Cypress Mill");
      const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&property_id=${p.id}`);
      if (items.length === 0) throw new Error("no Boerne documents");
      if (!items.some((d) => d.title.includes("Sabinal Creek Family Dentistry"))) throw new Error("the Suite 100 lease is not on file");
      return ["Sabinal Creek Family Dentistry"];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the furnished townhouse (3)
  {
    group: "stays",
    query: "who stayed at the Austin townhouse last month?",
    tool: "query_database",
    expect: async (t) => {
      const found = await stayRows(t, lastMonth(t.today));
      if (found.length === 0) throw new Error("no stays last month");
      return [...new Set(found.map((tx) => guestOf(tx.description)))];
    },
  },
  {
    group: "stays",
    query: "How many nights was Cedar Elm Run booked last quarter?",
    tool: "query_database",
    expect: async (t) => {
      const found = await stayRows(t, lastQuarter(t.today));
      if (found.length === 0) throw new Error("no stays last quarter");
      return [String(found.reduce((sum, tx) => sum + nightsOf(tx.description), 0))];
    },
  },
  {
    group: "stays",
    query: "how many separate bookings have checked in at the townhouse so far this yr?",
    tool: "query_database",
    // Each stay charges its guest one departure cleaning fee, booked on the check-in date.
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...thisYear(t), property: (await prop(t, "Cedar Elm Run")).id }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-up",
    query: "and how much of that went to Presidio in fees?",
    tool: "query_database",
    after: FOURPLEX_RENT_YTD,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management", "expense:commissions"], ...thisYear(t), property: (await prop(t, "Huisache")).id }))],
  },
  {
    group: "follow-up",
    query: "How was that split between land and building?",
    tool: "query_database",
    after: BOERNE_BOUGHT,
    expect: async (t) => {
      const p = await prop(t, "Cypress Mill");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "just the Travis County one?",
    tool: "query_database",
    after: TAXES_THIS_YEAR,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: (await prop(t, "Cedar Elm Run")).id }))],
  },
  {
    group: "follow-up",
    query: "and the year before that?",
    tool: "query_database",
    after: INSURANCE_LAST_YEAR,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 2) }))],
  },
  {
    group: "follow-up",
    query: "Which of those is the dentist's, and how much?",
    tool: "query_database",
    after: DEPOSITS_HELD,
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Sabinal");
      if (items.length !== 1) throw new Error(`Sabinal Creek deposits: ${items.length}`);
      return [figure(items[0]!.held)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What's the Boerne office building worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What cap rate should a buyer use to price the fourplex?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is it supposed to storm in Austin this weekend? worried about the townhouse",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Lone Star Elevator Services over the years?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should Unit C rent for at market when Imani's lease comes up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a cost segregation study on the Boerne building — would it save us taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Ruben Saldivar's credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did the previous owner pay for 127 Cypress Mill Lane back when it was built?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the Bexar appraisal district's current market value on the fourplex?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the office vacancy rate in Boerne these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
