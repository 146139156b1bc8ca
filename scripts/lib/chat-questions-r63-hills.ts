// Blind set r63-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, the company profile, the documents on file), never written here; a phrase quoted from a document is used only after checking that document is on file.
// Persona: a skeptical member who double-checks the numbers (asks for a figure, then "does that include ...?",
// "and without ...?", "what about the year before?"), compares properties and periods, checks a figure
// against what a document says, and asks a few things the records cannot answer.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, lastQuarter, longDate, MONTHS, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

/** This year and last year, from the run's today. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const $ = (amount: string | Decimal) => `$${figure(amount)}`;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Row {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The ledger rows matching a filter, newest first. */
async function rows(t: Truth, filter: { category?: string; q?: string; start: string; end: string; property?: string }): Promise<Row[]> {
  const { items } = await t.get<{ items: Row[] }>(
    `/api/v1/transactions?page_size=200&start_date=${filter.start}&end_date=${filter.end}${filter.category ? `&category=${filter.category}` : ""}${filter.q ? `&q=${encodeURIComponent(filter.q)}` : ""}${filter.property ? `&property_id=${filter.property}` : ""}`,
  );
  return items;
}
/** The newest ledger row matching a filter (a tenant's current rent, say). */
async function newest(t: Truth, filter: Parameters<typeof rows>[1]): Promise<Row> {
  const found = await rows(t, filter);
  const row = [...found].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
  if (!row) throw new Error(`no transaction for ${JSON.stringify(filter)}`);
  return row;
}
/** The last twelve months ending today, for "latest" look-ups. */
const recent = (t: Truth) => ({ start: `${Y(t) - 1}-${t.today.slice(5, 10)}`, end: t.today });

/** Checks a document is on file (by title text) before a phrase it states is expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file matching "${q}"`);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  notes: string | null;
}
const deposits = async (t: Truth, property: string) => (await t.get<{ items: Deposit[] }>(`/api/v1/deposits?property_id=${property}`)).items;

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// The year and month the questions name, from the same clock eval-chat.ts takes its today from.
const NOW = new Date().toISOString().slice(0, 10);
const LAST_YEAR = Number(NOW.slice(0, 4)) - 1;
const LAST_MONTH = MONTHS[Number(lastMonth(NOW).start.slice(5, 7)) - 1]!;

// The questions asked first, that follow-ups name in `after`.
const Q_FOURPLEX_RENT = "how much rent did the fourplex bring in last yr? just rent please";
const Q_ROOF = "What did the new roof on the New Braunfels house end up costing us, all in?";
const Q_HOA = "HOA dues on the Austin townhouse for last year, including that special assessment";
const Q_LAWN = "how much have we paid Bluebonnet Edge for lawn care ytd, both properties?";
const Q_DEPOSIT = "What security deposit are we holding on the Sendero Loma house?";
const Q_REPAIRS = "Repairs at Huisache Bend last year, not counting the Unit C make-ready turnover";

export const R63_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source
  {
    group: "income",
    query: Q_FOURPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, "Huisache") }))],
  },
  {
    group: "income",
    query: "Total income for Agarita Hollow so far this year, every property and every kind of income",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "can you pull up the townhouse rent for last quarter? not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await id(t, "Cedar Elm") }))],
  },
  {
    group: "income",
    query: "What did the Boerne office building take in last year? Both suites' rent plus whatever the dentist reimbursed us",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: await id(t, "Cypress Mill") }))],
  },
  {
    group: "income",
    query: "how much have we collected in late fees this year, all tenants?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: `What did the Whitacres pay us in rent in ${LAST_YEAR}?`,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, "Sendero") }))],
  },
  {
    group: "income",
    query: "Calculate the CAM/NNN monthly estimates Sabinal Creek paid us last year - just the monthly estimates, not the reconciliation",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "monthly estimate", ...year(Y(t) - 1), property: await id(t, "Cypress Mill") }))],
  },
  {
    group: "income",
    query: "rental income last month across all 4 properties?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: `Compare the fourplex's rent in ${LAST_YEAR - 1} vs ${LAST_YEAR} - did Unit C sitting empty actually cost us, or did the increases cover it?`,
    tool: "query_database",
    expect: async (t) => {
      const fourplex = await id(t, "Huisache");
      return [$(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: fourplex })), $(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: fourplex }))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "How much did Presidio Oak charge us in fees last year? mgmt fee, renewal fees, the leasing fee, the whole lot",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Presidio Oak Property Management", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: Q_LAWN,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:landscaping"], q: "Bluebonnet", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_ROOF,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:capital_improvement"], q: "roof", ...year(Y(t) - 1), property: await id(t, "Sendero") }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid this year for all four places (Bexar, Comal, Travis, Kendall) - total?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_REPAIRS,
    tool: "query_database",
    expect: async (t) => {
      const fourplex = await id(t, "Huisache");
      const all = await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: fourplex });
      const makeReady = await t.sum({ categories: ["expense:maintenance:repairs"], q: "make-ready", ...year(Y(t) - 1), property: fourplex });
      if (new Decimal(makeReady).isZero()) throw new Error("no make-ready turnover last year");
      return [$(new Decimal(all).minus(makeReady))];
    },
  },
  {
    group: "expenses",
    query: "mortgage interest on the Frio River loan last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: Q_HOA,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: await id(t, "Cedar Elm") }))],
  },
  {
    group: "expenses",
    query: "Can you tell me how much the CPAs (Esparza & Whitlock) have billed us this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Esparza", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: "When did we buy the Boerne building, and what did we pay?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "land vs building basis on the Huisache Bend fourplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis of the Austin townhouse, furniture included?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the exact address of the NB house? need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("New Braunfels")).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "Add up what Agarita Hollow paid for all four properties combined",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=50");
      if (items.length !== 4) throw new Error(`expected 4 properties, found ${items.length}`);
      return [$(items.reduce((sum, p) => sum.plus(p.purchase_price_total), new Decimal(0)))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "Who's in Unit B at the fourplex and what's she paying now?",
    tool: "query_database",
    expect: async (t) => {
      const row = await newest(t, { category: "revenue:long_term_rental", q: "Unit B rent", ...recent(t) });
      const tenant = /Unit B rent - ([^,]+),/.exec(row.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${row.description}"`);
      return [tenant, $(row.amount)];
    },
  },
  {
    group: "tenants",
    query: Q_DEPOSIT,
    tool: "query_database",
    expect: async (t) => {
      const found = (await deposits(t, await id(t, "Sendero"))).filter((d) => /security/i.test(d.notes ?? ""));
      if (found.length !== 1) throw new Error(`expected one security deposit at the house, found ${found.length}`);
      return [$(found[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "who rents Suite 200 in Boerne and what's their rent these days?",
    tool: "query_database",
    expect: async (t) => {
      const row = await newest(t, { category: "revenue:long_term_rental", q: "Suite 200 rent", ...recent(t) });
      const tenant = /from (.+?) - Suite 200/.exec(row.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${row.description}"`);
      return [tenant.replace(/ Insurance Agency.*$/, ""), $(row.amount)];
    },
  },
  {
    group: "tenants",
    query: "what's the dentist paying in base rent right now? not the CAM",
    tool: "query_database",
    expect: async (t) => [$((await newest(t, { category: "revenue:long_term_rental", q: "Suite 100 base rent", ...recent(t) })).amount)],
  },
  {
    group: "tenants",
    query: "remind me who moved into unit C after Brock left",
    tool: "query_database",
    expect: async (t) => {
      const row = await newest(t, { category: "revenue:long_term_rental", q: "Unit C rent", ...recent(t) });
      const tenant = /Unit C rent - ([^,]+),/.exec(row.description)?.[1];
      if (!tenant || /Vandergriff/.test(tenant)) throw new Error(`no new Unit C tenant in "${row.description}"`);
      return [tenant];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "Texas SOS file number for Agarita Hollow Holdings?",
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
    query: "who is our registered agent in Texas",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name.replace(/,?\s*Inc\.?$/, "")],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline we've got coming up?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("no open obligation ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Texas franchise tax report due next year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent("franchise tax report")}&obligation_type=tax:filing&start_date=${Y(t) + 1}-01-01&end_date=${Y(t) + 1}-12-31`);
      if (items.length !== 1) throw new Error(`expected one franchise tax report next year, found ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the dental office's NNN lease end?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("Suite 100 NNN lease")}&start_date=${t.today}`);
      if (!next) throw new Error("no lease end for Suite 100");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By when does Sabinal Creek have to tell us if they're exercising the renewal option?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("option to renew")}&start_date=${t.today}`);
      if (!next) throw new Error("no renewal-option notice ahead");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "What does the Presidio Oak management agreement say about repairs they can do without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof at Sendero Loma?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract and warranty");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Per the promissory note, what's the interest rate on loan 4471?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "promissory note");
      return ["4.375%"];
    },
  },
  {
    group: "documents",
    query: "our company agreement - how is ownership split between Marisol and Wade?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement of Agarita Hollow");
      return ["60%", "40%"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the Boerne office building?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, "Cypress Mill")}`),
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the Austin townhouse (mid-term)
  {
    group: "stays",
    query: `How many nights was the Cedar Elm townhouse booked in ${LAST_MONTH}?`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: `who was staying at the Austin place in ${LAST_MONTH}?`,
    tool: "query_database",
    expect: async (t) => {
      const found = await rows(t, { category: "revenue:rental_income", ...lastMonth(t.today), property: await id(t, "Cedar Elm") });
      const guests = [...new Set(found.map((r) => /^[^-]+ - (.+?) \(/.exec(r.description)?.[1]).filter((g): g is string => Boolean(g)))];
      if (guests.length === 0) throw new Error("no guest at the townhouse last month");
      return guests;
    },
  },
  {
    group: "stays",
    query: "how many separate stays have started at the townhouse this year? each one pays a cleaning fee so that should tell you",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...thisYear(t), property: await id(t, "Cedar Elm") }))],
  },
  {
    group: "stays",
    query: "who's in the townhouse right now and when do they check out?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("checks out of Cedar Elm")}&start_date=${t.today}`);
      if (!next) throw new Error("no guest in the townhouse now");
      const guest = /^(.+?) checks out/.exec(next.description)?.[1];
      if (!guest) throw new Error(`no guest in "${next.description}"`);
      return [guest, longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups, asked right after an earlier question
  {
    group: "follow-up",
    query: "ok and with the late fees added in?",
    tool: "query_database",
    after: Q_FOURPLEX_RENT,
    expect: async (t) => [$(await t.sum({ categories: [...RENTS, "revenue:late_fees"], ...year(Y(t) - 1), property: await id(t, "Huisache") }))],
  },
  {
    group: "follow-up",
    query: "does that include the hail inspection we paid for before it? what did that cost",
    tool: "query_database",
    after: Q_ROOF,
    expect: async (t) => [$(await t.sum({ type: "expense", q: "roof inspection", ...year(Y(t) - 1), property: await id(t, "Sendero") }))],
  },
  {
    group: "follow-up",
    query: "and without the special assessment?",
    tool: "query_database",
    after: Q_HOA,
    expect: async (t) => {
      const townhouse = await id(t, "Cedar Elm");
      const all = await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: townhouse });
      const special = await t.sum({ categories: ["expense:hoa_fees"], q: "special assessment", ...year(Y(t) - 1), property: townhouse });
      if (new Decimal(special).isZero()) throw new Error("no special assessment last year");
      return [$(new Decimal(all).minus(special))];
    },
  },
  {
    group: "follow-up",
    query: "what about the whole year before?",
    tool: "query_database",
    after: Q_LAWN,
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:landscaping"], q: "Bluebonnet", ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "is there a pet deposit on top of that?",
    tool: "query_database",
    after: Q_DEPOSIT,
    expect: async (t) => {
      const found = (await deposits(t, await id(t, "Sendero"))).filter((d) => /pet/i.test(d.notes ?? ""));
      if (found.length !== 1) throw new Error(`expected one pet deposit at the house, found ${found.length}`);
      return [$(found[0]!.held)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer
  {
    group: "unanswerable",
    query: "What's the Boerne office building worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what rent should we ask the Whitacres for at the next renewal? what's the market doing in New Braunfels",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to hail in Boerne this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a 1031 exchange if we sell the fourplex, or just take the gain?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Pedernales Pool Service last year?",
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
    query: "what rate could we get if we refinanced the Huisache loan today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we legally evict Ruben in Unit D for paying late all the time?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are Sabinal Creek Family Dentistry's annual revenues? wondering if they can afford the renewal",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many sq ft is the New Braunfels house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
