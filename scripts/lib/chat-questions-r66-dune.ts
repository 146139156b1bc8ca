// Blind set r66-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile, the documents on file); a figure quoted from a document is expected only once the document is found on file. Persona: the company's part-time bookkeeper doing the month-end close and year-end prep. Periods are relative to the day the set runs ("ytd", "last yr", "last mo"), so the set keeps working as the fixture's dates move.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, type Obligation, thisYear, titles, type Truth, year } from "./chat-questions";

const BUILDING = "River Street";
const COTTAGE = "Lost Pine";
const FARM = "72nd Avenue";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const $ = (amount: string) => `$${figure(amount)}`;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  notes: string | null;
  settlements: { kind: string; amount: string }[];
}
interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}

/** A sum over categories of one property (by address fragment) in a period, as "$1,234.56". */
async function sum(t: Truth, filter: { categories?: string[]; type?: "revenue" | "expense" | "net"; period: { start: string; end: string }; at?: string; q?: string }): Promise<string> {
  const property = filter.at ? (await t.property(filter.at)).id : undefined;
  return $(await t.sum({ categories: filter.categories, type: filter.type, start: filter.period.start, end: filter.period.end, property, q: filter.q }));
}

/** The ledger's rows of a category (and a description fragment) at a property in a period, oldest first. */
async function rows(t: Truth, filter: { category: string; period: { start: string; end: string }; at?: string; q?: string }): Promise<Tx[]> {
  const property = filter.at ? `&property_id=${(await t.property(filter.at)).id}` : "";
  const q = filter.q ? `&q=${encodeURIComponent(filter.q)}` : "";
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=${filter.category}&start_date=${filter.period.start}&end_date=${filter.period.end}${property}${q}&page_size=200`);
  if (items.length === 0) throw new Error(`no ${filter.category} rows ${filter.q ?? ""} in ${filter.period.start}..${filter.period.end}`);
  return [...items].sort((a, b) => (a.transaction_date < b.transaction_date ? -1 : a.transaction_date > b.transaction_date ? 1 : 0));
}

/** The latest row's amount, as "$1,234.56". */
const latest = async (t: Truth, filter: Parameters<typeof rows>[1]) => $((await rows(t, filter)).at(-1)!.amount);

/** The last twelve months through today: long enough to hold any monthly charge's latest row. */
const lastTwelve = (t: Truth) => ({ start: `${Y(t) - 1}${t.today.slice(4)}`, end: t.today });

const company = (t: Truth) => t.get<Company>("/api/v1/company");
const deposits = async (t: Truth, query: string) => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits?${query}`);

/** The open obligations from today on, soonest first. */
async function open(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const found = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0));
  if (found.length === 0) throw new Error(`no open obligations for ${query}`);
  return found;
}

/** Checks the document is on file (by title or file name), then returns the literal text it states. */
async function onFile(t: Truth, q: string, ...text: string[]): Promise<string[]> {
  await titles(t, `q=${encodeURIComponent(q)}`);
  return text;
}

/** The parties named in the cottage's booking descriptions ("... - Okafor family, Vrbo #..."), in a period. */
async function cottageGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const items = await rows(t, { category: "revenue:rental_income", period, at: COTTAGE });
  const names = items.map((tx) => /\s-\s([A-Z][\w'-]*(?:\s[A-Z][\w'-]*)*\s(?:family|party)),/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error("no guests named at the cottage");
  return [...new Set(names)];
}

// Questions asked first that a follow-up comes after.
const Q_BUILDING_RENT = "River St rent ytd - base rent + the apts only, not the NNN estimates";
const Q_SNOW = "snow removal last yr, North Channel total?";
const Q_COTTAGE_BUY = "what did we pay for the Lost Pine cottage and when did it close";
const Q_NEXT_DUE = "what's due next?";
const Q_EIN = "need Tamarack Dune's EIN for a W-9";

export const R66_DUNE_CASES: Case[] = [
  // --- Income by period, property and source.
  {
    group: "income",
    query: Q_BUILDING_RENT,
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["revenue:long_term_rental"], period: thisYear(t), at: BUILDING })],
  },
  {
    group: "income",
    query: "Unit A NNN estimates collected last yr? (Driftwood, just the monthly estimates not the CAM true-up)",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["revenue:other"], period: year(Y(t) - 1), at: BUILDING, q: "Unit A NNN estimate" })],
  },
  {
    group: "income",
    query: "cell tower ground rent ytd from Northpoint",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["revenue:other"], period: thisYear(t), at: FARM })],
  },
  {
    group: "income",
    query: "cottage gross booking revenue last yr vs the yr before",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["revenue:rental_income"], period: year(Y(t) - 1), at: COTTAGE }), await sum(t, { categories: ["revenue:rental_income"], period: year(Y(t) - 2), at: COTTAGE })],
  },
  {
    group: "income",
    query: "farm cash rent rec'd from the Wierengas this yr, total amt",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["revenue:long_term_rental"], period: thisYear(t), at: FARM })],
  },
  {
    group: "income",
    query: "total income last qtr, whole company, all 3 properties",
    tool: "query_database",
    expect: async (t) => {
      const q = lastQuarter(t.today);
      return [$(await t.sum({ type: "revenue", start: q.start, end: q.end }))];
    },
  },
  {
    group: "income",
    query: "Vrbo booking income at the lake cottage for July last yr",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["revenue:rental_income"], period: month(Y(t) - 1, 7), at: COTTAGE, q: "Vrbo" })],
  },
  {
    group: "income",
    query: "everything that came in at the Manistee bldg last mo",
    tool: "query_database",
    expect: async (t) => [await sum(t, { type: "revenue", period: lastMonth(t.today), at: BUILDING })],
  },
  {
    group: "income",
    query: "how much was the bakery's most recent CAM reconciliation balance that they paid us?",
    tool: "query_database",
    expect: async (t) => [await latest(t, { category: "revenue:other", period: { start: `${Y(t) - 2}-01-01`, end: t.today }, at: BUILDING, q: "CAM reconciliation balance" })],
  },

  // --- Expenses by vendor, category, property and period.
  {
    group: "expenses",
    query: Q_SNOW,
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["expense:maintenance:snow_removal"], period: year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "Chinook mgmt fees paid ytd",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["expense:property_management"], period: thisYear(t) })],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr, all three parcels combined (summer + winter)",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["expense:property_tax"], period: year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "pull up what we've paid Tidewater / Brenna for cleaning at the cottage this yr",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["expense:maintenance:cleaning"], period: thisYear(t), at: COTTAGE })],
  },
  {
    group: "expenses",
    query: "vrbo host fees last yr",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["expense:platform_fees"], period: year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "use tax remitted to MI Treasury ytd for the cottage",
    tool: "query_database",
    expect: async (t) => [await sum(t, { categories: ["expense:other"], period: thisYear(t), at: COTTAGE })],
  },
  {
    group: "expenses",
    query: "total paid to Epworth Plumbing last yr",
    tool: "query_database",
    expect: async (t) => [await sum(t, { type: "expense", period: year(Y(t) - 1), q: "Epworth Plumbing" })],
  },
  {
    group: "expenses",
    query: "calculate total expenses on the 80 acres for last yr",
    tool: "query_database",
    expect: async (t) => [await sum(t, { type: "expense", period: year(Y(t) - 1), at: FARM })],
  },

  // --- Properties: purchase, basis, dates, addresses.
  {
    group: "properties",
    query: Q_COTTAGE_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [$(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the River St bldg?",
    tool: "query_database",
    expect: async (t) => [$((await t.property(BUILDING)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "FF&E basis at the lake cottage",
    tool: "query_database",
    expect: async (t) => [$((await t.property(COTTAGE)).ffe_basis)],
  },
  {
    group: "properties",
    query: "what's the farm's address, need it for the return",
    tool: "query_database",
    expect: async (t) => {
      // The road the 80 acres sit on: the address's second part, without its section note.
      const road = (await t.property(FARM)).address.split(",")[1]?.replace(/\(.*\)/, "").trim();
      if (!road) throw new Error("the farm's address has no road");
      return [road];
    },
  },
  {
    group: "properties",
    query: "total basis all 3 properties combined",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=100");
      if (items.length !== 3) throw new Error(`${items.length} properties`);
      return [$(items.reduce((total, p) => total.plus(p.total_basis), new Decimal(0)).toFixed(2))];
    },
  },

  // --- Tenants, rents, deposits.
  {
    group: "tenants",
    query: "Kayla's rent in 201 - what's the current monthly amt",
    tool: "query_database",
    expect: async (t) => [await latest(t, { category: "revenue:long_term_rental", period: lastTwelve(t), at: BUILDING, q: "Apt 201 rent" })],
  },
  {
    group: "tenants",
    query: "Harbor Light base rent per mo this yr (Unit B)",
    tool: "query_database",
    expect: async (t) => [await latest(t, { category: "revenue:long_term_rental", period: thisYear(t), at: BUILDING, q: "Unit B base rent" })],
  },
  {
    group: "tenants",
    query: "security deposit we're holding for Driftwood Bakehouse?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Driftwood");
      if (items.length !== 1) throw new Error(`${items.length} Driftwood deposits`);
      return [$(items[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "how much of Elliot's deposit did we keep for damages when he moved out of 203",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Vanderkooi&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`${kept.length} parts kept of Vanderkooi's deposit`);
      return [$(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "total security deposits held at River St right now, all tenants",
    tool: "query_database",
    expect: async (t) => [$((await deposits(t, `property_id=${(await t.property(BUILDING)).id}`)).held)],
  },

  // --- Company facts.
  {
    group: "company",
    query: Q_EIN,
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "LARA ID # for the LLC?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },
  {
    group: "company",
    query: "members and their ownership %s",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const names = [...members.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) \d+%/g)].map((m) => m[1]!);
      if (names.length !== 3) throw new Error(`members: ${members}`);
      return names;
    },
  },
  {
    group: "company",
    query: "who's our resident agent in MI",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },

  // --- Deadlines and compliance.
  {
    group: "deadlines",
    query: Q_NEXT_DUE,
    tool: "query_database",
    expect: async (t) => [longDate((await open(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next LARA annual statement due",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=annual%20statement"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "1065 for this tax yr - due date?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`Form 1065 partnership return for ${Y(t)}`)}`);
      if (items.length !== 1) throw new Error(`${items.length} Forms 1065 for ${Y(t)}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is Driftwood's lease up?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "q=Driftwood%20Bakehouse%20ends"))[0]!.due_date)],
  },

  // --- Documents: what they say, which are on file.
  {
    group: "documents",
    query: "per the Driftwood NNN lease what share of the bldg's taxes + insurance does the bakery pay",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Driftwood Bakehouse", "29.46%"),
  },
  {
    group: "documents",
    query: "tower ground lease - how much liability coverage does Northpoint have to carry?",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Northpoint Tower", "$5,000,000"),
  },
  {
    group: "documents",
    query: "op agreement: what member vote % is needed to sell or refinance a property",
    tool: "search_document_content",
    expect: (t) => onFile(t, "Operating Agreement", "70%"),
  },
  {
    group: "documents",
    query: "which docs do we have on file for the farm?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(FARM)).id}`),
  },
  {
    group: "documents",
    query: "do we have the River St insurance dec page on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `doc_type=insurance&property_id=${(await t.property(BUILDING)).id}`),
  },

  // --- The cottage's stays.
  {
    group: "stays",
    query: "cottage bookings last yr by platform - how many Vrbo vs direct",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property(COTTAGE)).id;
      const { start, end } = year(Y(t) - 1);
      const vrbo = await t.count({ categories: ["revenue:rental_income"], start, end, property, q: "Vrbo #" });
      const direct = await t.count({ categories: ["revenue:rental_income"], start, end, property, q: ", direct" });
      return [String(vrbo), String(direct)];
    },
  },
  {
    group: "stays",
    query: "who stayed at Lost Pine in Aug last yr",
    tool: "query_database",
    expect: (t) => cottageGuests(t, month(Y(t) - 1, 8)),
  },
  {
    group: "stays",
    query: "nights booked at the cottage july last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, month(Y(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "how many fall wknds did we book at the cottage last yr",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(Y(t) - 1);
      return [String(await t.count({ categories: ["revenue:rental_income"], start, end, property: (await t.property(COTTAGE)).id, q: "Fall weekend" }))];
    },
  },

  // --- Follow-ups.
  {
    group: "follow-up",
    query: "same for last yr",
    tool: "query_database",
    after: Q_BUILDING_RENT,
    expect: async (t) => [await sum(t, { categories: ["revenue:long_term_rental"], period: year(Y(t) - 1), at: BUILDING })],
  },
  {
    group: "follow-up",
    query: "and the yr before that?",
    tool: "query_database",
    after: Q_SNOW,
    expect: async (t) => [await sum(t, { categories: ["expense:maintenance:snow_removal"], period: year(Y(t) - 2) })],
  },
  {
    group: "follow-up",
    query: "and the farm?",
    tool: "query_database",
    after: Q_COTTAGE_BUY,
    expect: async (t) => {
      const p = await t.property(FARM);
      return [$(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "follow-up",
    query: "ok and after that one?",
    tool: "query_database",
    after: Q_NEXT_DUE,
    expect: async (t) => {
      const all = await open(t);
      const next = all.find((o) => o.due_date > all[0]!.due_date);
      if (!next) throw new Error("nothing due after the next deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and our formation date?",
    tool: "query_database",
    after: Q_EIN,
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },

  // --- What the books cannot answer.
  {
    group: "unanswerable",
    query: "ballpark what's the cottage worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we raise Kayla's rent to at renewal - what's market for a 1br in Manistee",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it going to be a big snow yr in Manistee? trying to budget North Channel",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Lakeview Asphalt & Sealcoating for the rear lot ytd",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we do a cost seg study on River St, is it worth it for the members?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we legally evict the bakery if they're late again?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's tillable ground going for per acre in Oceana Co right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did the Wierengas' corn yield on our 80 last yr, bu/acre?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "estimate next yr's summer tax bills for all 3 parcels",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what tax bracket will Pieter be in on his K-1 income?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
