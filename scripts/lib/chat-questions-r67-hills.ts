// Blind set r67-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the document list), never written here; a figure quoted from a document is used only after the document is found on file.
// Voice: the other member, who lives out of state and reads the books once a quarter: direct, a little
// impatient, asks by quarter and by place (town and kind), compares this year with last, and asks a few
// things no record can tell.
import { type Case, figure, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string) => `$${figure(amount)}`;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}

/** The newest transaction of a property matching a category and a description fragment. */
async function latest(t: Truth, fragment: string, category: string, q?: string): Promise<Tx> {
  const p = await t.property(fragment);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${p.id}&category=${category}&end_date=${t.today}&page_size=1&sort=-transaction_date${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  if (items.length === 0) throw new Error(`no ${category} at ${fragment}${q ? ` matching ${q}` : ""}`);
  return items[0]!;
}

/** The same transaction a year earlier (the same month of last year), matching a category and a description fragment. */
async function yearBefore(t: Truth, fragment: string, category: string, tx: Tx, q?: string): Promise<Tx> {
  const y = Number(tx.transaction_date.slice(0, 4)) - 1;
  const m = Number(tx.transaction_date.slice(5, 7));
  const p = await t.property(fragment);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, "0");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${p.id}&category=${category}&start_date=${y}-${mm}-01&end_date=${y}-${mm}-${last}&page_size=5${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  if (items.length !== 1) throw new Error(`${items.length} ${category} at ${fragment} in ${y}-${mm}`);
  return items[0]!;
}

/** A document must be on file before a figure it states is expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string; is_searchable: boolean }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file matching ${q}`);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  notes: string | null;
}

const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

/** The same quarter a year before. */
const yearEarlier = (period: { start: string; end: string }) => ({ start: `${Number(period.start.slice(0, 4)) - 1}${period.start.slice(4)}`, end: `${Number(period.end.slice(0, 4)) - 1}${period.end.slice(4)}` });

/** The whole quarter before a quarter. */
const quarterBefore = (period: { start: string }) => {
  const y = Number(period.start.slice(0, 4));
  const q = Math.ceil(Number(period.start.slice(5, 7)) / 3);
  return q === 1 ? quarter(y - 1, 4) : quarter(y, q - 1);
};

const Q_FOURPLEX_RENT = "what did the fourplex bring in last quarter? just rent pls";
const Q_BOERNE_BOUGHT = "When did we buy the Boerne office building and what did we pay";
const Q_WHITACRE_RENT = "what are the Whitacres paying a month now on the New Braunfels house";
const Q_BLUEBONNET = "how much have we paid Bluebonnet Edge for lawn care ytd";
const Q_ROOF = "remind me what the new roof on the NB house cost us";

export const R67_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: Q_FOURPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "income",
    query: "Total income last quarter vs the same quarter last yr? all properties, all sources",
    tool: "query_database",
    expect: async (t) => {
      const q = lastQuarter(t.today);
      return [usd(await t.sum({ type: "revenue", ...q })), usd(await t.sum({ type: "revenue", ...yearEarlier(q) }))];
    },
  },
  {
    group: "income",
    query: "Boerne building rent so far this year - base rent from both suites, not counting the CAM money",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "how much did the dentist pay in monthly CAM/NNN estimates last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: (await t.property("Cypress Mill")).id, q: "monthly estimate" }))],
  },
  {
    group: "income",
    query: "Can you pull up what the Austin townhouse has made this year, cleaning fees included?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...thisYear(t), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "income",
    query: "late fees collected across all the rentals last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "How much rent did Unit C at the San Antonio fourplex actually bring in last year, given it sat empty for a couple months?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id, q: "Unit C rent" }))],
  },
  {
    group: "income",
    query: "What did Agarita Hollow take in last month, everything combined?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (9)
  {
    group: "expenses",
    query: "how much did Presidio Oak take in management and lease renewal fees last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid this year, all four counties together",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "HOA on the Austin townhouse last year, including that special assessment",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "expenses",
    query: Q_BLUEBONNET,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "Repairs at the fourplex last quarter - what did that run?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastQuarter(t.today), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "calculate the interest we've paid on the fourplex loan ytd",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "What did insurance cost us last year across every policy?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "utilities on the Austin place last quarter? electric, water, internet, all of it",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...lastQuarter(t.today), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "expenses",
    query: Q_ROOF,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: (await t.property("Sendero")).id, q: "roof" }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q_BOERNE_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the depreciable basis on the Austin townhouse",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building split on the San Antonio fourplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the full street address of the New Braunfels rental, I need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("New Braunfels")).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "What did we pay for all four properties combined?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[]; total: number }>("/api/v1/properties?page_size=50");
      if (items.length !== 4) throw new Error(`${items.length} properties`);
      return [usd(items.reduce((sum, p) => sum + Number(p.purchase_price_total), 0).toFixed(2))];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's in unit C at the fourplex now and what's she paying?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Huisache", "revenue:long_term_rental", "Unit C rent");
      const name = /rent - ([^,]+),/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name, usd(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: Q_WHITACRE_RENT,
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "Sendero", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "How much in deposits are we holding on the New Braunfels house, total?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sendero");
      const { held, total } = await t.get<{ held: string; total: number }>(`/api/v1/deposits?property_id=${p.id}`);
      if (total === 0) throw new Error("no deposits at the house");
      return [usd(held)];
    },
  },
  {
    group: "tenants",
    query: "who rents suite 200 in Boerne and what's the monthly rent on it",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Cypress Mill", "revenue:long_term_rental", "Suite 200");
      const name = /from (.+?) - Suite 200/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name, usd(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "what security deposit did the dental practice in Boerne put down",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?property_id=${p.id}`);
      const d = items.find((x) => x.notes?.includes("Suite 100"));
      if (!d) throw new Error("no Suite 100 deposit");
      return [usd(d.amount)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Texas SOS file number for Agarita Hollow?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "who is our registered agent in Texas",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 3 weeks I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=21");
      if (items.length === 0) throw new Error("nothing due in the next 21 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the Texas franchise tax report due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=franchise tax");
      if (!o) throw new Error("no open franchise tax report");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When are property taxes due next on the four places?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=property:tax");
      if (!o) throw new Error("no open property tax");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "what's the deadline for the dentist to tell us if they're renewing",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=option to renew");
      if (items.length === 0) throw new Error("no renewal option notice");
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next insurance renewal coming up - which policy and when?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=property:insurance");
      if (!o) throw new Error("no open insurance renewal");
      const insurer = o.description.split(", ").at(-1)!.replace(/ Insurance.*$/, "");
      return [longDate(o.due_date), insurer];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "What's the ownership split between me and Marisol under the company agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["60%", "40%"];
    },
  },
  {
    group: "documents",
    query: "what does the Whitacre lease say the late fee is",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "Per the Presidio Oak management agreement, how much can they spend on a repair without asking us?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "If the dentist renews, what rent does the NNN lease set for the renewal term?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Triple Net");
      return ["95%"];
    },
  },
  {
    group: "documents",
    query: "what interest rate is on the Frio River note for the fourplex? fixed or adjustable?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "promissory note");
      return ["4.375%"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the Boerne building?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Cypress Mill")).id}`),
  },

  // ---------------------------------------------------------------- stays (3)
  {
    group: "stays",
    query: "who was staying in the Austin townhouse last month",
    tool: "query_database",
    expect: async (t) => {
      // The townhouse's stays read "Furnished Finder stay - Name (travel RN) - Oct 2026, ..." or "Direct booking - Name (...) - ...".
      const p = await t.property("Cedar Elm");
      const { start, end } = lastMonth(t.today);
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${p.id}&category=revenue:rental_income&start_date=${start}&end_date=${end}&page_size=50`);
      const names = [...new Set(items.map((tx) => /^[^-]+ - (.+?) \(/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n)))];
      if (names.length === 0) throw new Error(`no guests at the townhouse in ${start}..${end}`);
      return names;
    },
  },
  {
    group: "stays",
    query: "How many nights was the Austin townhome booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", lastQuarter(t.today)))],
  },
  {
    group: "stays",
    query: "how many new guests checked in at the Austin unit last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm")).id }))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the quarter before that?",
    after: Q_FOURPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...quarterBefore(lastQuarter(t.today)), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "follow-up",
    query: "how's that split between land and building?",
    after: Q_BOERNE_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "what was it a year ago?",
    after: Q_WHITACRE_RENT,
    tool: "query_database",
    expect: async (t) => {
      const now = await latest(t, "Sendero", "revenue:long_term_rental");
      return [usd((await yearBefore(t, "Sendero", "revenue:long_term_rental", now)).amount)];
    },
  },
  {
    group: "follow-up",
    query: "just the Boerne building?",
    after: Q_BLUEBONNET,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge", property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "follow-up",
    query: "how long is the workmanship warranty on it?",
    after: Q_ROOF,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Roofing");
      return ["10 years"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the Boerne office building worth today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "be honest, should we sell the New Braunfels house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we be charging for the Austin townhouse next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the weather looking like in Boerne this weekend", tool: "query_database", unanswerable: true, expect: async () => [] },
  {
    group: "unanswerable",
    query: "how much did we pay Lone Star Pool Service last year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // The vendor must really be absent from the books.
      if ((await t.count({ start: "2000-01-01", end: t.today, q: "Pool Service" })) > 0) throw new Error("Pool Service is in the books");
      return [];
    },
  },
  { group: "unanswerable", query: "Can I deduct my flights down to Texas for the property visits on my own return?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's market rent for a 2br in San Antonio these days", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is the dentist going to renew their lease or not?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many square feet is the New Braunfels house", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the credit score of the new Unit C tenant", tool: "query_database", unanswerable: true, expect: async () => [] },
];
