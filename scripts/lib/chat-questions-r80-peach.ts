// Blind set r80-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file. Written as the company's part-time bookkeeper would type them at month-end.
import Decimal from "decimal.js";
import { type Case, type Obligation, figure, lastMonth, longDate, MONTHS, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** This calendar month through today. */
const thisMonth = (t: Truth) => ({ start: `${t.today.slice(0, 7)}-01`, end: t.today });
const ATHENS = "Pulaski Heights";
const STORAGE = "Persimmon Ridge";
const CONDO = "Sea Oats";
const DUPLEX = "Laurelbrook";

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}

/** Ledger rows (newest first) matching a filter. */
async function rows(t: Truth, filter: { q?: string; category?: string; property?: string; start?: string; end?: string; size?: number }): Promise<Tx[]> {
  const p = filter.property ? await t.property(filter.property) : undefined;
  const parts = [
    `page_size=${filter.size ?? 200}`,
    filter.q ? `q=${encodeURIComponent(filter.q)}` : "",
    filter.category ? `category=${filter.category}` : "",
    p ? `property_id=${p.id}` : "",
    filter.start ? `start_date=${filter.start}` : "",
    filter.end ? `end_date=${filter.end}` : "",
  ].filter(Boolean);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${parts.join("&")}`);
  if (items.length === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return items;
}

/** The newest ledger row matching a filter. */
const newest = async (t: Truth, filter: { q?: string; category?: string; property?: string }) => (await rows(t, { ...filter, size: 1 }))[0]!;

/** The open obligations (neither completed nor cancelled) due today or later, by due date. */
async function openAhead(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligations for ${query}`);
  return open;
}

/** A document on file whose title holds `q` (throws when there is none). */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
}

/** The condo's gross room revenue of a rental month, from the owner share's description. */
async function poolGross(t: Truth, monthName: string, y: number): Promise<string> {
  const [tx] = await rows(t, { q: `owner share, ${monthName} ${y}`, category: "revenue:rental_income", property: CONDO });
  const gross = /% of \$([\d,]+\.\d{2}) gross room revenue/.exec(tx!.description)?.[1];
  if (!gross) throw new Error(`no gross room revenue in "${tx!.description}"`);
  return gross.replace(/,/g, "");
}

/** The tenant and monthly rent of the newest rent row of an Athens room. */
async function roomNow(t: Truth, room: number): Promise<string[]> {
  const tx = await newest(t, { q: `Room ${room} rent - `, category: "revenue:long_term_rental", property: ATHENS });
  const tenant = new RegExp(`Room ${room} rent - (.+?), [A-Z][a-z]+ \\d{4}`).exec(tx.description)?.[1];
  if (!tenant) throw new Error(`no tenant in "${tx.description}"`);
  return [tenant, figure(tx.amount)];
}

const Q2 = "Q2 rent posted for the Macon duplex - Unit A plus Bernadette's portion plus the HAP. just rent please, no late fees";
const STORAGE_BUY = "What did we pay for the Watkinsville storage lot and what was the closing date?";
const ROOM_1 = "Who's in Room 1 at Pulaski right now and what's their monthly rent?";
const BIBB_DUE = "When's the Bibb County property tax due on the duplex this year?";
const LOAN_INTEREST = "Interest on the Fall Line Community Bank loan ytd?";

export const R80_PEACH_CASES: Case[] = [
  // ------------------------------------------------------------------ income (9)
  {
    group: "income",
    query: "whats gross revenue ytd on the P&L, whole company? all income accounts, gross not net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did Persimmon Ridge bring in prior year? total revenue, everything that hit income incl late fees and admin fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: (await t.property(STORAGE)).id }))],
  },
  {
    group: "income",
    query: Q2,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(Y(t), 2), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "income",
    query: "How much HAP cleared from Ocmulgee Regional Housing Authority last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", q: "housing assistance payment", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "driftwood owner share booked ytd for the st simons condo (the gross share, before the housekeeping deductions)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "income",
    query: "calculate the utility flat fee income posted for the Athens student house this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...thisYear(t), property: (await t.property(ATHENS)).id }))],
  },
  {
    group: "income",
    query: "What were the proceeds from the lien sale on unit 21 at the storage place?",
    tool: "query_database",
    expect: async (t) => [figure((await newest(t, { q: "Lien sale - contents of Unit 21", category: "revenue:other" })).amount)],
  },
  {
    group: "income",
    query: "Pulaski Heights income MTD - rent, utility fees, whatever's posted so far this month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisMonth(t), property: (await t.property(ATHENS)).id }))],
  },
  {
    group: "income",
    query: "how much in security deposits did we keep for damages this year? the forfeited deposit income account",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...thisYear(t) }))],
  },

  // ------------------------------------------------------------------ expenses (8)
  {
    group: "expenses",
    query: "How much have we paid Loretta Pennycook YTD for the site manager stipend?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Loretta Pennycook", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total paid to Broad River Lawn Co. last year, both the Athens house and the storage lot",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Broad River Lawn", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Repairs account for the Macon duplex prior year - just repairs, not the sewer line capital job",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "expenses",
    query: "Property tax paid across all 4 properties last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "insurance expense ytd, all policies - only what's actually been paid, nothing accrued",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total operating expenses booked to the St. Simons condo last year - dues, housekeeping, work orders, tax, insurance. leave out the seawall assessment and the furniture package, those are capitalized",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property(CONDO)).id;
      const period = year(Y(t) - 1);
      const all = await t.sum({ type: "expense", ...period, property });
      const capital = await t.sum({ categories: ["expense:capital_improvement", "expense:furniture_equipment"], ...period, property });
      return [figure(new Decimal(all).minus(capital))];
    },
  },
  {
    group: "expenses",
    query: LOAN_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Utilites at 418 Pulaski for last month - electric, water, internet and trash all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: (await t.property(ATHENS)).id }))],
  },

  // ------------------------------------------------------------------ properties (5)
  {
    group: "properties",
    query: STORAGE_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(STORAGE);
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "Depreciable basis on the condo? building + FF&E, excluding land",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "can you pull up the full address for the duplex in Macon",
    tool: "query_database",
    expect: async (t) => [(await t.property(DUPLEX)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "how much of the St Simons purchase was allocated to furniture (FF&E)?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).ffe_basis)],
  },
  {
    group: "properties",
    query: "What did we pay in total for all four properties combined? purchase prices added up",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=100");
      if (items.length !== 4) throw new Error(`expected 4 properties, found ${items.length}`);
      return [figure(items.reduce((sum, p) => sum.plus(p.purchase_price_total), new Decimal(0)))];
    },
  },

  // ------------------------------------------------------------------ tenants (5)
  {
    group: "tenants",
    query: ROOM_1,
    tool: "query_database",
    expect: (t) => roomNow(t, 1),
  },
  {
    group: "tenants",
    query: "total security deposits we're holding right now, all tenants - the liability balance",
    tool: "query_database",
    expect: async (t) => [figure((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },
  {
    group: "tenants",
    query: "Bernadette's tenant portion vs the HAP - what are the current monthly amounts?",
    tool: "query_database",
    expect: async (t) => {
      const portion = await newest(t, { q: "Unit B (1184) tenant portion", category: "revenue:long_term_rental", property: DUPLEX });
      const hap = await newest(t, { q: "housing assistance payment", category: "revenue:long_term_rental", property: DUPLEX });
      return [figure(portion.amount), figure(hap.amount)];
    },
  },
  {
    group: "tenants",
    query: "what are the Haywoods paying for Unit A these days?",
    tool: "query_database",
    expect: async (t) => [figure((await newest(t, { q: "Unit A (1182) rent", category: "revenue:long_term_rental", property: DUPLEX })).amount)],
  },
  {
    group: "tenants",
    query: "How much deposit are we holding for the Haywoods and when'd we recieve it?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { held: string; received_date: string }[] }>("/api/v1/deposits?tenant=Haywood");
      if (items.length !== 1) throw new Error(`Haywood deposits: ${items.length}`);
      return [figure(items[0]!.held), longDate(items[0]!.received_date)];
    },
  },

  // ------------------------------------------------------------------ company (4)
  {
    group: "company",
    query: "Red Clay Crossing's EIN?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "what's our GA SoS control number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "who are the members of the LLC and what are the ownership %s?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Delphine Okafor-Reese", "Garrett Lindqvist"];
    },
  },
  {
    group: "company",
    query: "When was the company formed, and who is our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // ------------------------------------------------------------------ deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline on the calendar?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([longDate(open[0]!.due_date), longDate(open[open.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "When is the Georgia annual registration due next year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`Georgia annual registration for ${Y(t) + 1}`)}`);
      if (items.length !== 1) throw new Error(`annual registration ${Y(t) + 1}: ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the 1065 have to be filed?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, `q=${encodeURIComponent("Form 1065 partnership return")}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: BIBB_DUE,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`${Y(t)} property tax, Macon-Bibb County`)}`);
      if (items.length !== 1) throw new Error(`Bibb tax ${Y(t)}: ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },

  // ------------------------------------------------------------------ documents (5)
  {
    group: "documents",
    query: "Per the Driftwood Dunes rental pool agreement, what % of gross room revenue is the owner's share?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "What's the workmanship warranty on the Ocmulgee Rooter sewer line job?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "sewer line replacement contract and warranty");
      return ["5 year"];
    },
  },
  {
    group: "documents",
    query: "what's the all-perils deductible on the Broad River landlord policy for Pulaski Heights?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Broad River Mutual landlord policy declarations");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "Which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=insurance"),
  },
  {
    group: "documents",
    query: "what documents do we have on file for the St. Simons condo?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(CONDO)).id}`),
  },

  // ------------------------------------------------------------------ stays (4): the condo's rental pool
  {
    group: "stays",
    query: "Gross room revenue on the Driftwood statement for July - what did the condo gross before the 58/42 split?",
    tool: "query_database",
    expect: async (t) => [figure(await poolGross(t, "July", Y(t)))],
  },
  {
    group: "stays",
    query: "how many departure cleans did the resort charge us for the July stays, and what did housekeeping come to?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await rows(t, { q: `owner statement, July ${Y(t)} - housekeeping`, category: "expense:maintenance:cleaning", property: CONDO });
      const cleans = /housekeeping: (\d+) departure cleans/.exec(tx!.description)?.[1];
      if (!cleans) throw new Error(`no cleans in "${tx!.description}"`);
      return [cleans, figure(tx!.amount)];
    },
  },
  {
    group: "stays",
    query: "Which month last year had the highest gross room revenue at the condo?",
    tool: "query_database",
    expect: async (t) => {
      const y = Y(t) - 1;
      const months = await Promise.all(MONTHS.map(async (name) => ({ name, gross: new Decimal(await poolGross(t, name, y)) })));
      const best = months.reduce((a, b) => (b.gross.greaterThan(a.gross) ? b : a));
      return [best.name, figure(best.gross)];
    },
  },
  {
    group: "stays",
    query: "What did Driftwood pay us in owner share for the summer stays this year, June through August?",
    tool: "query_database",
    expect: async (t) => {
      let total = new Decimal(0);
      for (const name of ["June", "July", "August"]) {
        const [tx] = await rows(t, { q: `owner share, ${name} ${Y(t)}`, category: "revenue:rental_income", property: CONDO });
        total = total.plus(tx!.amount);
      }
      return [figure(total)];
    },
  },

  // ------------------------------------------------------------------ follow-ups (5)
  {
    group: "follow-up",
    query: "and how much of that was allocated to the buildings?",
    after: STORAGE_BUY,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(STORAGE)).building_basis)],
  },
  {
    group: "follow-up",
    query: "same for Q3",
    after: Q2,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(Y(t), 3), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "follow-up",
    query: "what about room 2?",
    after: ROOM_1,
    tool: "query_database",
    expect: (t) => roomNow(t, 2),
  },
  {
    group: "follow-up",
    query: "and what did we pay Macon-Bibb for it last year?",
    after: BIBB_DUE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "follow-up",
    query: "ok and what's the loan balance after the most recent payment?",
    after: LOAN_INTEREST,
    tool: "query_database",
    expect: async (t) => {
      const tx = await newest(t, { category: "expense:mortgage_interest", property: DUPLEX });
      const balance = /balance after \$([\d,]+\.\d{2})/.exec(tx.description)?.[1];
      if (!balance) throw new Error(`no balance in "${tx.description}"`);
      return [balance];
    },
  },

  // ------------------------------------------------------------------ unanswerable (10)
  { group: "unanswerable", query: "What's the St. Simons condo worth on the market right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we set the 10x20 storage rate at for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the weather looking like on St. Simons this weekend", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we spend at Home Depot YTD?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should Red Clay Crossing elect S corp status?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what would our capital gains tax be if we sold the Macon duplex next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What are the Haywoods' credit scores?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did Delphine take in distributions this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are 30 yr commercial mortgage rates running right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Who were the guests at the condo over the 4th of July?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
