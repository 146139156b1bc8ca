// Blind set r53a-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile); a figure quoted from a document is used only after the document is checked to be on file, as the literal text the document states.
// Written November 2026. The questions speak of periods relative to today ("last yr", "ytd", "q3"), so the
// expectations are computed from t.today.
import { type Case, figure, lastMonth, longDate, type Obligation, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string) => `$${figure(amount)}`;
const enc = encodeURIComponent;

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** The newest transaction whose description holds `q` (optionally of one property and category). */
async function latest(t: Truth, q: string, opts: { property?: string; category?: string } = {}): Promise<Tx> {
  const pid = opts.property ? `&property_id=${(await t.property(opts.property)).id}` : "";
  const cat = opts.category ? `&category=${opts.category}` : "";
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?q=${enc(q)}${pid}${cat}&end_date=${t.today}&page_size=1&sort=-transaction_date`);
  if (!items[0]) throw new Error(`no transaction matching "${q}"`);
  return items[0];
}

/** Open obligations (not completed or cancelled) from today on, by due date. */
async function openByDate(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${enc(q)}`);
}

interface Company {
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
}

interface Deposit {
  tenant: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}

// Asked first, then followed up on.
const Q_ATHENS_RENT = "how much rent did the student house bring in last yr? just rent please, not the utility fees";
const Q_STORAGE_Q3 = "What did the storage lot take in for q3?";
const Q_DUPLEX_BOUGHT = "When did we buy the Macon duplex and what did we pay for it?";
const Q_NEXT_DEADLINE = "what's the next deadline coming up for us?";
const Q_CONDO_HOA = "can you tell me how much we paid in HOA dues on the condo last year";

export const R53A_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: Q_ATHENS_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Pulaski")).id }))],
  },
  {
    group: "income",
    query: "Total income YTD for Red Clay Crossing?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: Q_STORAGE_Q3,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(Y(t), 3), property: (await t.property("Persimmon")).id }))],
  },
  {
    group: "income",
    query: "pull up our owner share from the Driftwood Dunes rental pool for last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: (await t.property("Sea Oats")).id }))],
  },
  {
    group: "income",
    query: "how much HAP has the housing authority paid us so far this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, q: "housing assistance payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees collected last yr, all properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "What have the students paid in utility fees ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], ...thisYear(t), property: (await t.property("Pulaski")).id }))],
  },
  {
    group: "income",
    query: "duplex rent last month, both units incl the voucher money",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...lastMonth(t.today), property: (await t.property("Laurelbrook")).id }))],
  },
  {
    group: "income",
    query: "How much rent did we get for Anjali's room last year? her parents paid it",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, q: "Anjali Ramaswamy", ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "what have we paid Loretta this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Loretta Pennycook", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes last yr for all 4 places",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "insurance $ ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_CONDO_HOA,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: (await t.property("Sea Oats")).id }))],
  },
  {
    group: "expenses",
    query: "How much interest did we pay on the Fall Line loan last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "calculate what Red Oak has charged us for mowing at the duplex this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Red Oak Lawn", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses for q3, whole company",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...quarter(Y(t), 3) }))],
  },
  {
    group: "expenses",
    query: "what did the sewer line replacement at Laurelbrook end up costing us, change order included?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], q: "sewer line replacement", start: `${Y(t) - 2}-01-01`, end: t.today }))],
  },

  // ---------------------------------------------------------------- properties (6)
  {
    group: "properties",
    query: Q_DUPLEX_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the St Simons condo?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Sea Oats")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "what's the land value on the storage lot in Watkinsville",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Persimmon")).land_basis)],
  },
  {
    group: "properties",
    query: "whats the street address of the student house? need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Pulaski")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "how much of the condo's basis is the furniture package",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Sea Oats")).ffe_basis)],
  },
  {
    group: "properties",
    query: "Total basis across all four properties, land included?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=50");
      if (items.length !== 4) throw new Error(`expected 4 properties, got ${items.length}`);
      const cents = items.reduce((sum, p) => sum + Math.round(Number(p.total_basis) * 100), 0);
      return [usd((cents / 100).toFixed(2))];
    },
  },

  // ---------------------------------------------------------------- tenants (6)
  {
    group: "tenants",
    query: "who's in room 2 at the Athens house right now?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Room 2 rent", { property: "Pulaski" });
      const name = /Room 2 rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "what's keondre paying a month",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "Keondre", { category: "revenue:long_term_rental" })).amount)],
  },
  {
    group: "tenants",
    query: "How much in security deposits are we holding for the duplex tenants?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      const { held, total } = await t.get<{ held: string; total: number }>(`/api/v1/deposits?property_id=${p.id}`);
      if (total === 0) throw new Error("no deposits at the duplex");
      return [usd(held)];
    },
  },
  {
    group: "tenants",
    query: "how much of Anjali's deposit did we end up keeping when she moved out?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>("/api/v1/deposits?tenant=Anjali&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).find((s) => s.kind === "kept_for_damages");
      if (!kept) throw new Error("nothing kept from Anjali's deposit");
      return [usd(kept.amount)];
    },
  },
  {
    group: "tenants",
    query: "What's Bernadette's portion of the rent now, and how much HAP comes in for her unit?",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "Unit B (1184) tenant portion")).amount), usd((await latest(t, "housing assistance payment")).amount)],
  },
  {
    group: "tenants",
    query: "remind me what the Haywoods pay for unit A",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, "Unit A (1182) rent")).amount)],
  },

  // ---------------------------------------------------------------- company (5)
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Georgia SOS control number for Red Clay Crossing?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<Company>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who do we have as registered agent these days",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "who are the members of the LLC and how is ownership split between them?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Delphine Okafor-Reese", "Garrett Lindqvist"];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: Q_NEXT_DEADLINE,
    tool: "query_database",
    expect: async (t) => [longDate((await openByDate(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const dates = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => o.due_date).sort();
      if (dates.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([dates[0]!, dates[dates.length - 1]!])].map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When's the Georgia annual registration due next year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${enc("annual registration")}&start_date=${Y(t) + 1}-01-01&end_date=${Y(t) + 1}-12-31`);
      if (items.length !== 1) throw new Error(`annual registration next year: ${items.length}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to pay the Oconee County property tax on the storage place?",
    tool: "query_database",
    expect: async (t) => [longDate((await openByDate(t, `q=${enc("Oconee County")}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When does the Fall Line Community Bank loan on the duplex mature?",
    tool: "query_database",
    expect: async (t) => [longDate((await openByDate(t, `q=${enc("matures")}`))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "what % of gross room revenue do we get under the rental pool agreement for unit 312?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "what's the late fee in the room 4 lease at Pulaski Heights?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bedroom Lease");
      return ["$50"];
    },
  },
  {
    group: "documents",
    query: "What interest rate does the Fall Line commercial loan carry? check the loan summary",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial loan summary");
      return ["7.25%"];
    },
  },
  {
    group: "documents",
    query: "whats the wind and hail deductible on the student house landlord policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the condo?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Sea Oats")).id}`),
  },
  {
    group: "documents",
    query: "Do we have any insurance paperwork uploaded? list it",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the year before that?",
    tool: "query_database",
    after: Q_ATHENS_RENT,
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: (await t.property("Pulaski")).id }))],
  },
  {
    group: "follow-ups",
    query: "what about q2",
    tool: "query_database",
    after: Q_STORAGE_Q3,
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(Y(t), 2), property: (await t.property("Persimmon")).id }))],
  },
  {
    group: "follow-ups",
    query: "and the condo?",
    tool: "query_database",
    after: Q_DUPLEX_BOUGHT,
    expect: async (t) => {
      const p = await t.property("Sea Oats");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "ok, and the one after that?",
    tool: "query_database",
    after: Q_NEXT_DEADLINE,
    expect: async (t) => {
      const open = await openByDate(t, "");
      const next = open.find((o) => o.due_date > open[0]!.due_date);
      if (!next) throw new Error("no second deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-ups",
    query: "how about so far this year",
    tool: "query_database",
    after: Q_CONDO_HOA,
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property("Sea Oats")).id }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the student house worth on today's market, roughly?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the weather supposed to be on St. Simons this weekend? thinking of driving down to check the unit", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend at Home Depot last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we charge for room 1 next school year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "if we sold the duplex should we do a 1031 exchange? what would the tax hit be", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Shay Dunwoody's cell number? need to call about unit 19", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what rate could we get if we refinanced the Macon loan today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is in the Driftwood Dunes association's reserve fund right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much federal income tax did the LLC pay last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats Keondre's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
];
