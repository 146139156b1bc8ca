// Blind set r70-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, documents, the company profile and the occupancy report), with periods computed from today; a figure quoted from a document is used only after the document is found on file.
// Voice: the third-party property manager's office staff answering the owners' requests by chat (per unit and per tenant, rent received, vendor bills by trade and month, NNN and CAM, the summer and winter tax bills, what the leases and policies say, what is due).
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, type Truth, thisYear, titles, year } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The most recent whole calendar month `m` (1..12) that has ended before today. */
const recentMonth = (t: Truth, m: number) => {
  const y = Number(t.today.slice(5, 7)) > m ? Y(t) : Y(t) - 1;
  return month(y, m);
};
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const BUILDING = "River Street";
const COTTAGE = "Lost Pine";
const FARM = "Amber Creek";

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transaction whose description contains `q` (optionally of a category). */
async function latest(t: Truth, q: string, category?: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}${category ? `&category=${category}` : ""}&end_date=${t.today}&page_size=1&sort=-transaction_date`);
  if (!items[0]) throw new Error(`no transaction matching "${q}"`);
  return items[0];
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}
async function depositOf(t: Truth, tenant: string, settled = false): Promise<Deposit> {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?tenant=${encodeURIComponent(tenant)}${settled ? "&include_settled=true" : ""}`);
  if (items.length !== 1) throw new Error(`deposit of "${tenant}": ${items.length} matches`);
  return items[0]!;
}

/** Throws unless a document whose title or file name holds `q` is on file; returns its titles. */
const onFile = (t: Truth, q: string) => titles(t, `q=${encodeURIComponent(q)}`);

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The cottage's bookings in a period: "Week of Aug 1 (Sat-Sat) - Brandvold family, Vrbo #..." -> "Brandvold". */
async function cottageGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await pid(t, COTTAGE);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /\s-\s([A-Z][\w'-]*)\s+(?:family|party),/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no guests at the cottage in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** June through August of the latest summer that has ended. */
const lastSummer = (t: Truth) => {
  const y = t.today > `${Y(t)}-08-31` ? Y(t) : Y(t) - 1;
  return { start: `${y}-06-01`, end: `${y}-08-31` };
};
/** The cottage season of this year once it has begun (June), else last year's. */
const seasonYear = (t: Truth) => (t.today >= `${Y(t)}-06-01` ? Y(t) : Y(t) - 1);

// Questions that others follow.
const Q_TOWER_YTD = "cell tower ground rent ytd pls";
const Q_BAKERY_DEPOSIT = "what deposit are we holding for the bakery?";
const Q_FARM_TAX = "Property taxes paid on the farm last yr, summer + winter together";
const Q_JULY_STAYS = "how many bookings did the Lost Pine cottage have in July?";
const Q_COTTAGE_WINTER_TAX = "When's the winter tax on the cottage due? need to tell Ilse";

export const R70_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "Owner asks: how much base rent has the bakery paid ytd? just base rent, not the NNN",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], q: "Unit A base rent", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total rent collected from the 3 upstairs apartments in October?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], q: "Apt 20", property: await pid(t, BUILDING), ...recentMonth(t, 10) }))],
  },
  {
    group: "income",
    query: "NNN estimates received last quarter from unit A and unit B combined",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "NNN estimate", property: await pid(t, BUILDING), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: Q_TOWER_YTD,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "Northpoint", property: await pid(t, FARM), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did Dale and Corinne pay us in farm rent last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, FARM), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "gross bookings at the lake cottage this past summer, june thru august",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), ...lastSummer(t) }))],
  },
  {
    group: "income",
    query: "Can you pull up total income for Tamarack Dune Holdings for last year? all properties, all sources",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Did Gideon & Shay pay last month's rent on 202? how much came in",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], q: "Apt 202 rent", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "the bakery's CAM reconciliation balance this spring - did it get paid and what was the amount?",
    tool: "query_database",
    expect: async (t) => {
      const y = t.today >= `${Y(t)}-05-08` ? Y(t) : Y(t) - 1;
      return [$(await t.sum({ categories: ["revenue:other"], q: "CAM reconciliation balance", ...year(y) }))];
    },
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "What did North Channel bill us for plowing River St last winter, Nov through March?",
    tool: "query_database",
    expect: async (t) => {
      const end = t.today > `${Y(t)}-03-31` ? Y(t) : Y(t) - 1;
      return [$(await t.sum({ categories: ["expense:maintenance:snow_removal"], property: await pid(t, BUILDING), start: `${end - 1}-11-01`, end: `${end}-03-31` }))];
    },
  },
  {
    group: "expenses",
    query: "Chinook's management fees so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Tidewater for cleaning the cottage this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:cleaning"], q: "Tidewater", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "vrbo fees on the cottage ytd?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], property: await pid(t, COTTAGE), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_FARM_TAX,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, FARM), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Calculate the most recent summer tax bill we paid on the River Street building",
    tool: "query_database",
    expect: async (t) => {
      const p = await pid(t, BUILDING);
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=expense:property_tax&property_id=${p}&q=summer%20tax&end_date=${t.today}&page_size=1&sort=-transaction_date`);
      if (!items[0]) throw new Error("no summer tax on the building");
      return [$(items[0].amount)];
    },
  },
  {
    group: "expenses",
    query: "mortgage interest paid on the Sandhill Lakes loan last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did we spend with Epworth Plumbing last year? winterize/de-winterize and anything else",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Epworth", ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "When did we buy the cottage and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Owner asks: break down the basis on 377 River - land vs building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(BUILDING);
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the Ludington cottage, and how much of that is furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [$(p.depreciable_basis), $(p.ffe_basis)];
    },
  },
  {
    group: "properties",
    query: "need the exact street address of the lake cottage for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(COTTAGE)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "when was the Amber Creek farm acquired, and what was the purchase price?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(FARM);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "Kayla in 201 - what is she paying a month right now?",
    tool: "query_database",
    expect: async (t) => [$((await latest(t, "Apt 201 rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "who's the tenant in unit B and what's their base rent currently",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Unit B base rent", "revenue:long_term_rental");
      const tenant = /Unit B base rent - (.+?), /.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${tx.description}"`);
      return [tenant, $(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: Q_BAKERY_DEPOSIT,
    tool: "query_database",
    expect: async (t) => [$((await depositOf(t, "Driftwood")).held)],
  },
  {
    group: "tenants",
    query: "total security deposits we're holding at River St right now, all tenants",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?property_id=${await pid(t, BUILDING)}`);
      if (items.length === 0) throw new Error("no deposits held");
      const cents = items.reduce((sum, d) => sum + Math.round(Number(d.held) * 100), 0);
      return [$((cents / 100).toFixed(2))];
    },
  },
  {
    group: "tenants",
    query: "How much of Elliot's deposit did we keep when he moved out of 203?",
    tool: "query_database",
    expect: async (t) => {
      const kept = (await depositOf(t, "Vanderkooi", true)).settlements.find((s) => s.kind === "kept_for_damages");
      if (!kept) throw new Error("nothing kept from Elliot's deposit");
      return [$(kept.amount)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "ein for tamarack dune?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Owner asks: what percentage of the LLC does Pieter own?",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const share = /Pieter\s+\w+\s+(\d+%)/.exec(members)?.[1];
      if (!share) throw new Error(`no share for Pieter in "${members}"`);
      return [share];
    },
  },
  {
    group: "company",
    query: "who is our resident agent in Michigan, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [agent.name, (agent.address ?? "").split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "When was the company formed, and what's our LARA ID number?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for the company?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 90 days? filings, taxes, renewals",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q_COTTAGE_WINTER_TAX,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=winter%20property%20tax&property_id=${await pid(t, COTTAGE)}&start_date=${t.today}`);
      if (!next) throw new Error("no winter tax open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "LARA annual statement - when's it due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=LLC%20annual%20statement&start_date=${t.today}`);
      if (!next) throw new Error("no annual statement open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Owner asks: when does Ruth-Ann's lease on the bakery space run out?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=Driftwood%20Bakehouse%20ends&start_date=${t.today}`);
      if (!next) throw new Error("no lease end open");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the late charge under the bakery's NNN lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Driftwood Bakehouse LLC");
      return ["5%"];
    },
  },
  {
    group: "documents",
    query: "per the tower ground lease, how much notice does Northpoint have to give to terminate?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "ground lease");
      return ["180 days"];
    },
  },
  {
    group: "documents",
    query: "how long is Brinebeck's workmanship warranty on the new roof?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract");
      return ["5 years"];
    },
  },
  {
    group: "documents",
    query: "guest wants to bring a dog to the cottage - what do our rental terms say, is there a pet fee?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental terms");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the farm?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, FARM)}`),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: Q_JULY_STAYS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), ...recentMonth(t, 7) }))],
  },
  {
    group: "stays",
    query: "who stayed at the cottage in August?",
    tool: "query_database",
    expect: async (t) => cottageGuests(t, recentMonth(t, 8)),
  },
  {
    group: "stays",
    query: "nights booked at the cottage in July",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, recentMonth(t, 7)))],
  },
  {
    group: "stays",
    query: "how many of this year's cottage bookings came thru Vrbo?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), q: "Vrbo #", ...year(seasonYear(t)) }))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "same for last year?",
    after: Q_TOWER_YTD,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "Northpoint", property: await pid(t, FARM), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and Gerald's insurance agency?",
    after: Q_BAKERY_DEPOSIT,
    tool: "query_database",
    expect: async (t) => [$((await depositOf(t, "Harbor Light")).held)],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: Q_FARM_TAX,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, COTTAGE), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "what did those bring in, gross?",
    after: Q_JULY_STAYS,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), ...recentMonth(t, 7) }))],
  },
  {
    group: "follow-up",
    query: "and the summer bill?",
    after: Q_COTTAGE_WINTER_TAX,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=summer%20property%20tax&property_id=${await pid(t, COTTAGE)}&start_date=${t.today}`);
      if (!next) throw new Error("no summer tax open");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What could we get for the Lost Pine cottage if we listed it today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the weather looking like in Ludington this weekend? deciding whether to send someone out to check the cottage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the going market rent for a 2-bedroom apartment in downtown Manistee these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Owner asks: should the LLC switch to being taxed as an S corp? what would you recommend", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much have we paid Petoskey Paving for sealcoating the rear lot?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What were the bakery's gross sales last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many bushels an acre did the Wierengas get off our 80 this fall?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much are the wireless carriers paying Northpoint to be on our tower?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is Noor planning to renew her lease next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the cottage's star rating on Vrbo right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
