// Blind set r57-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and lists, property records, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after checking that the document is on file. Written in the voice of the owners' asset manager (T12, NOI, opex, capex, CAM, per door), with a few plain questions an owner forwards.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, longDate, month, nextOpen, obligations, quarter, RENTS, thisYear, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The last whole month before today (October when today is in November). */
const prevMonth = (t: Truth) => lastMonth(t.today);
/** Trailing twelve months through the end of the last whole month. */
const t12 = (t: Truth) => {
  const end = prevMonth(t).end;
  const [y, m] = end.split("-").map(Number) as [number, number];
  const start = m === 12 ? `${y}-01-01` : `${y - 1}-${String(m + 1).padStart(2, "0")}-01`;
  return { start, end };
};
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
/** Transactions of a property whose description holds `q`, newest first (or oldest first). */
async function txs(t: Truth, fragment: string, q: string, opts: { oldest?: boolean; start?: string; end?: string } = {}): Promise<Tx[]> {
  const pid = await id(t, fragment);
  const { items } = await t.get<{ items: Tx[] }>(
    `/api/v1/transactions?property_id=${pid}&q=${encodeURIComponent(q)}&page_size=200&sort=${opts.oldest ? "transaction_date" : "-transaction_date"}${opts.start ? `&start_date=${opts.start}` : ""}${opts.end ? `&end_date=${opts.end}` : ""}`,
  );
  if (items.length === 0) throw new Error(`no transactions "${q}" at ${fragment}`);
  return items;
}

/** The guests of the Austin townhouse's stay months in a period ("Furnished Finder stay - Name (travel RN) - ..."). */
async function townhouseGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const pid = await id(t, "Cedar Elm");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${pid}&category=revenue:rental_income&start_date=${period.start}&end_date=${period.end}&page_size=200&sort=transaction_date`);
  const names = items.map((tx) => /^(?:Furnished Finder stay|Direct booking) - (.+?) \(/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no townhouse guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Nights booked at the townhouse in a period, summed from each stay month's "N nights of a ..." description. */
async function townhouseNights(t: Truth, period: { start: string; end: string }): Promise<number> {
  const pid = await id(t, "Cedar Elm");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${pid}&category=revenue:rental_income&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  return items.reduce((n, tx) => n + Number(/, (\d+) nights? of a/.exec(tx.description)?.[1] ?? 0), 0);
}

/** A document must be on file before its text is quoted. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { total } = await t.get<{ total: number }>(`/api/v1/documents?page_size=1&q=${encodeURIComponent(q)}`);
  if (total === 0) throw new Error(`no document on file matching "${q}"`);
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string | null };
  mailing_address: string;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// Questions that a follow-up is asked after.
const Q_TOWNHOUSE_2025 = "what did cedar elm 14 gross on furnished stays last yr? not counting the cleaning fees";
const Q_BOERNE_BUY = "remind me what we paid for the Boerne building and when we closed on it";
const Q_INTEREST_YTD = "mortgage interest on the Huisache Bend loan ytd?";
const Q_UNIT_C = "who's in Unit C at the fourplex now and what's she paying";
const Q_BOERNE_OPEX = "Boerne office bldg opex ytd - total please";

export const R57_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "Total rent collected ytd across the whole portfolio. just rent please, no late fees / CAM / cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up q3 rent at the San Antonio fourplex (all 4 units)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t), 3), property: await id(t, "Huisache") }))],
  },
  {
    group: "income",
    query: Q_TOWNHOUSE_2025,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: await id(t, "Cedar Elm") }))],
  },
  {
    group: "income",
    query: "How much has Sabinal Creek paid us in CAM/NNN reimbursements this year, including the April true-up?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: await id(t, "Cypress Mill"), q: "CAM/NNN" }))],
  },
  {
    group: "income",
    query: "Can you tell me total revenue at 127 Cypress Mill for last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...prevMonth(t), property: await id(t, "Cypress Mill") }))],
  },
  {
    group: "income",
    query: "QoQ check on the New Braunfels house - rent in Q2 vs Q3 this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await id(t, "Sendero Loma");
      return [figure(await t.sum({ categories: RENTS, ...quarter(Y(t), 2), property: p })), figure(await t.sum({ categories: RENTS, ...quarter(Y(t), 3), property: p }))];
    },
  },
  {
    group: "income",
    query: "T12 total revenue for Agarita Hollow, trailing twelve months through the end of last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...t12(t) }))],
  },
  {
    group: "income",
    query: "what did Hollis pay in rent for Suite 200 last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, "Cypress Mill"), q: "Hollis Redd" }))],
  },
  {
    group: "income",
    query: "calculate rent per door at the fourplex for last month (4 doors)",
    tool: "query_database",
    expect: async (t) => [figure(new Decimal(await t.sum({ categories: RENTS, ...prevMonth(t), property: await id(t, "Huisache") })).div(4))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: Q_BOERNE_OPEX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), property: await id(t, "Cypress Mill") }))],
  },
  {
    group: "expenses",
    query: "Property management fees on the fourplex last yr - Presidio's 8% plus the renewal fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1), property: await id(t, "Huisache") }))],
  },
  {
    group: "expenses",
    query: Q_INTEREST_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await id(t, "Huisache") }))],
  },
  {
    group: "expenses",
    query: "what have we spent w/ Bluebonnet Edge this year? both sites",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...thisYear(t), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "Utilities at the Austin townhouse for Q3 - electric, water and internet combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...quarter(Y(t), 3), property: await id(t, "Cedar Elm") }))],
  },
  {
    group: "expenses",
    query: "How much did we pay in property taxes this January, all four counties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...month(Y(t), 1) }))],
  },
  {
    group: "expenses",
    query: "repairs at the fourplex T12 thru last month? just the repair line, not landscaping or pest",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...t12(t), property: await id(t, "Huisache") }))],
  },
  {
    group: "expenses",
    query: "capex last yr by property? I know there was the NB roof and the Boerne parking lot",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: await id(t, "Sendero Loma") })),
      figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: await id(t, "Cypress Mill") })),
    ],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q_BOERNE_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the Austin townhouse? building + FF&E",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building allocation on Huisache Bend",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the street address of the new braunfels rental",
    tool: "query_database",
    expect: async (t) => [(await t.property("New Braunfels")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "Total cost basis across all four properties, for the owner deck",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=100");
      if (items.length !== 4) throw new Error(`${items.length} properties`);
      return [figure(items.reduce((s, p) => s.plus(p.total_basis), new Decimal(0)))];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: Q_UNIT_C,
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, "Huisache", "Unit C rent");
      return [/Unit C rent - ([^,]+),/.exec(latest!.description)![1]!, figure(latest!.amount)];
    },
  },
  {
    group: "tenants",
    query: "what are Brandon & Celeste paying per month on the Sendero Loma house right now?",
    tool: "query_database",
    expect: async (t) => [figure((await txs(t, "Sendero Loma", "rent, 1846 Sendero Loma"))[0]!.amount)],
  },
  {
    group: "tenants",
    query: "How much in deposits are we holding for the Whitacres in total (security + pet)?",
    tool: "query_database",
    expect: async (t) => {
      const { held, total } = await t.get<{ held: string; total: number }>(`/api/v1/deposits?property_id=${await id(t, "Sendero Loma")}`);
      if (total === 0) throw new Error("no deposits at Sendero Loma");
      return [figure(held)];
    },
  },
  {
    group: "tenants",
    query: "who are the tenants in the Boerne building?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { tenant: string }[] }>(`/api/v1/deposits?property_id=${await id(t, "Cypress Mill")}`);
      if (items.length === 0) throw new Error("no Boerne tenants on record");
      // The firm's name without its entity suffix ("Sabinal Creek Family Dentistry, PLLC" -> "Sabinal Creek Family Dentistry").
      return items.map((d) => d.tenant.replace(/,?\s+(PLLC|LLC|Inc\.?)$/, ""));
    },
  },
  {
    group: "tenants",
    query: "Current monthly base rent on the dental suite (Suite 100)? base only, not the NNN estimate",
    tool: "query_database",
    expect: async (t) => [figure((await txs(t, "Cypress Mill", "Suite 100 base rent"))[0]!.amount)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's Agarita Hollow's EIN? bank is asking",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was the LLC formed and what's our Texas SOS file number?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name.split(",")[0]!],
  },
  {
    group: "company",
    query: "Company mailing address? need it for a W-9",
    tool: "query_database",
    expect: async (t) => {
      const box = /\d{4,}/.exec((await company(t)).mailing_address)?.[0];
      if (!box) throw new Error("no box number in the mailing address");
      return [box];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline on the calendar?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 2 weeks I should flag to the owners?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=14");
      if (items.length === 0) throw new Error("nothing due in 14 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the TX franchise tax report due?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=franchise%20tax%20report");
      if (!o) throw new Error("no franchise tax report open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "1065 deadline for this tax year?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=Form%201065");
      if (!o) throw new Error("no 1065 open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when are the next county property tax bills due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=property:tax");
      if (!o) throw new Error("no property tax open");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "Per the Presidio Oak mgmt agreement, what can they spend on a repair without our sign-off?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "what are the ownership splits between the members under the company agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["60%", "40%"];
    },
  },
  {
    group: "documents",
    query: "the Comal Crown roof contract - when does the workmanship warranty run out?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract");
      // The contract states the warranty runs 10 years from completion, through April 18 of the year the roof was finished plus 10.
      return [`April 18, ${Y(t) + 9}`];
    },
  },
  {
    group: "documents",
    query: "Sabinal Creek's renewal option on the NNN lease - what rent does it renew at?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Office Lease (Triple Net)");
      return ["95%"];
    },
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=200&doc_type=insurance");
      if (items.length === 0) throw new Error("no insurance documents");
      return [...new Set(items.map((d) => /^(\S+ \S+ \S+)/.exec(d.title)![1]!))];
    },
  },
  {
    group: "documents",
    query: "List the leases we have on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=200&q=lease");
      const streets = ["Sendero Loma", "Cypress Mill"].filter((s) => items.some((d) => d.title.includes(s)));
      if (streets.length === 0) throw new Error("no leases on file");
      return streets;
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "How many nights was the Austin townhouse booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await townhouseNights(t, prevMonth(t)))],
  },
  {
    group: "stays",
    query: "who stayed at Cedar Elm in Q2?",
    tool: "query_database",
    expect: async (t) => townhouseGuests(t, quarter(Y(t), 2)),
  },
  {
    group: "stays",
    query: "how many new stays checked in at the townhouse this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...thisYear(t), property: await id(t, "Cedar Elm") }))],
  },
  {
    group: "stays",
    query: "who's in the Austin unit right now and when do they check out",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=checks%20out");
      if (!o) throw new Error("no checkout open");
      const guest = /^(.+?) checks out/.exec(o.description)![1]!;
      const current = await townhouseGuests(t, { start: `${t.today.slice(0, 7)}-01`, end: t.today });
      if (!current.includes(guest)) throw new Error(`${guest} is not this month's guest`);
      return [guest, longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and ytd?",
    tool: "query_database",
    after: Q_TOWNHOUSE_2025,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, "Cedar Elm") }))],
  },
  {
    group: "follow-ups",
    query: "how much of that was allocated to land?",
    tool: "query_database",
    after: Q_BOERNE_BUY,
    expect: async (t) => [figure((await t.property("Cypress Mill")).land_basis)],
  },
  {
    group: "follow-ups",
    query: "what about principal?",
    tool: "query_database",
    after: Q_INTEREST_YTD,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_principal"], ...thisYear(t), property: await id(t, "Huisache") }))],
  },
  {
    group: "follow-ups",
    query: "who had that unit before her?",
    tool: "query_database",
    after: Q_UNIT_C,
    expect: async (t) => {
      const [first] = await txs(t, "Huisache", "Unit C rent", { oldest: true });
      return [/Unit C rent - ([^,]+),/.exec(first!.description)![1]!];
    },
  },
  {
    group: "follow-ups",
    query: "so what's NOI there ytd?",
    tool: "query_database",
    after: Q_BOERNE_OPEX,
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await id(t, "Cypress Mill") }))],
  },

  // ---------------------------------------------------------------- unanswerable (9)
  {
    group: "unanswerable",
    query: "What's the fourplex worth today? need a mark for the quarterly report",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we push Terrence's renewal rent to in March?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to hail in New Braunfels this week?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a cost seg study on Cypress Mill before year end? would it save the members tax?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Hill Country Elevator Co. for the Boerne building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the current vacancy rate for 2BR units in south Austin, market-wide?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much are the tenant security deposits Presidio is holding for the fourplex units?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's next year's Travis County tax bill on the townhouse going to be?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we legally evict Ruben for paying late again? what's our exposure",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
