// Blind set r73-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only once the document is found on file.
// Persona: the LLC's managing member on her phone at a closing table: hurried, short, abbreviations, quick follow-ups.
import { type Case, type Truth, figure, guestsOf, lastMonth, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const y = (t: Truth) => Number(t.today.slice(0, 4));
const m = (t: Truth) => Number(t.today.slice(5, 7));
/** This calendar month, first day through today. */
const thisMonth = (t: Truth) => ({ start: `${t.today.slice(0, 7)}-01`, end: t.today });
/** This calendar quarter, first day through today. */
const thisQuarter = (t: Truth) => ({ start: quarter(y(t), Math.ceil(m(t) / 3)).start, end: t.today });

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
/** Transactions matching a filter, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}
/** The newest transaction whose description holds `q` at a property. */
async function latest(t: Truth, fragment: string, q: string): Promise<Tx> {
  const p = await t.property(fragment);
  return (await txs(t, `property_id=${p.id}&q=${encodeURIComponent(q)}&end_date=${t.today}`))[0]!;
}
/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}
/** Open obligations due from today on, soonest first. */
async function upcoming(t: Truth, query: string) {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (open.length === 0) throw new Error(`no open obligations for ${query}`);
  return open;
}
/** The tenant named in a rent line: "Zelle from Jane Doe - Unit 1 rent, ...". */
const payer = (description: string) => {
  const name = /from (.+?) - Unit/.exec(description)?.[1];
  if (!name) throw new Error(`no payer in ${description}`);
  return name;
};

const Q_CAFE_MONTH = "what did the cafe bring in this month? rent + CAM";
const Q_UNIT1 = "who's in unit 1 at the duplex & what's she paying";
const Q_HOA = "monthly HOA dues on the beach condo, total for last yr?";
const Q_EIN = "need our EIN asap";
const Q_VRBO_COUNT = "how many vrbo bookings at the pool house in oct?";

export const R73_COAST_CASES: Case[] = [
  // --- Income: by period, property and source (10)
  {
    group: "income",
    query: Q_CAFE_MONTH,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisMonth(t), property: (await t.property(CAFE)).id }))],
  },
  {
    group: "income",
    query: "duplex rent q3, both units together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(y(t), 3), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "income",
    query: "how much rent has 704 made ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "income",
    query: "vrbo income at heron roost for q3 - not counting the tourist tax pass-through",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...quarter(y(t), 3), property: (await t.property(POOL)).id }))],
  },
  {
    group: "income",
    query: "Mangrove Key total revenue last yr, everything in",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...year(y(t) - 1) }))],
  },
  {
    group: "income",
    query: "base rent from saltmarsh last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(y(t) - 1), property: (await t.property(CAFE)).id, q: "base rent" }))],
  },
  {
    group: "income",
    query: "cleaning fees collected from condo guests ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "income",
    query: "did we collect any late fees last yr? how much",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], ...year(y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much did Saltmarsh reimburse us for property tax last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], ...year(y(t) - 1), property: (await t.property(CAFE)).id, q: "property tax reimbursement" }))],
  },
  {
    group: "income",
    query: "what has Desmond paid in rent so far this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property(DUPLEX)).id, q: "Okoro-Baines" }))],
  },

  // --- Expenses: by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "what's the café building cost us this quarter",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisQuarter(t), property: (await t.property(CAFE)).id }))],
  },
  {
    group: "expenses",
    query: "how much have we paid salt & linen this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: Q_HOA,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], ...year(y(t) - 1), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "expenses",
    query: "calculate insurance premiums across all 4 properties last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:insurance"], ...year(y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "aquamarine pool ytd?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "property tax on the duplex this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "expenses",
    query: "pull up repairs at the Bradenton duplex last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(y(t) - 1), property: (await t.property(DUPLEX)).id }))],
  },
  {
    group: "expenses",
    query: "mortgage interest on the cafe bldg ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: (await t.property(CAFE)).id }))],
  },

  // --- Properties: purchase, basis, dates, addresses (5)
  {
    group: "property",
    query: "when did we close on the pool house and what'd we pay",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(POOL);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: "depreciable basis on 704? bldg + furniture, no land",
    tool: "query_database",
    expect: async (t) => [$((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "property",
    query: "land basis on the duplex",
    tool: "query_database",
    expect: async (t) => [$((await t.property(DUPLEX)).land_basis)],
  },
  {
    group: "property",
    query: "full address of the café bldg pls, title co needs it",
    tool: "query_database",
    expect: async (t) => [(await t.property(CAFE)).address.split(",")[0]!.trim()],
  },
  {
    group: "property",
    query: "furniture basis at the englewood house?",
    tool: "query_database",
    expect: async (t) => [$((await t.property(POOL)).ffe_basis)],
  },

  // --- Tenants, rents, leases, deposits (4)
  {
    group: "tenants",
    query: Q_UNIT1,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, DUPLEX, "Unit 1 rent");
      return [payer(tx.description), $(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "what's saltmarsh's base rent right now",
    tool: "query_database",
    expect: async (t) => [$((await latest(t, CAFE, "base rent")).amount)],
  },
  {
    group: "tenants",
    query: "security deposit on the saltmarsh lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh Coffee");
      return ["$7,000"];
    },
  },
  {
    group: "tenants",
    query: "when's desmond's lease up",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Okoro-Baines");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for Desmond");
      return [end];
    },
  },

  // --- Company facts (4)
  {
    group: "company",
    query: Q_EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "remind me who the members of the LLC are and the % split",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Graham Pettigrew", "40%"];
    },
  },
  {
    group: "company",
    query: "sunbiz document # for the llc?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name.replace(/,? Inc\.?$/, "")],
  },

  // --- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([longDate(items[0]!.due_date), longDate(items[items.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "when's the sunbiz annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "q=annual report"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "are we late on anything? overdue filings",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      const period = /for ([A-Z][a-z]+ \d{4})/.exec(items[0]!.description)?.[1];
      return [period ?? longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next sarasota county property tax installment on heron roost - when?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, `q=installment&property_id=${(await t.property(POOL)).id}`))[0]!.due_date)],
  },

  // --- Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "what's the min rental period under the coquina tides HOA rules?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rules and Regulations");
      return ["30"];
    },
  },
  {
    group: "documents",
    query: "hurricane deductible on the pool house windstorm policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "late fee in Lucinda's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farraday");
      return ["$75"];
    },
  },
  {
    group: "documents",
    query: "cafe NNN lease - what share of CAM does saltmarsh pay",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh Coffee");
      return ["38%"];
    },
  },
  {
    group: "documents",
    query: "which insurance docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, "doc_type=insurance");
      if (!found.some((title) => title.includes("Sunbelt Coastal"))) throw new Error("no Sunbelt Coastal policy on file");
      return ["Sunbelt Coastal"];
    },
  },
  {
    group: "documents",
    query: "list the docs we've got for the pool house",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${(await t.property(POOL)).id}`);
      const want = ["Aquamarine Pool Care", "Sunbelt Coastal"];
      for (const w of want) if (!found.some((title) => title.includes(w))) throw new Error(`no ${w} document for the pool house`);
      return want;
    },
  },

  // --- Stays and bookings (4)
  {
    group: "stays",
    query: Q_VRBO_COUNT,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(m(t) >= 10 ? y(t) : y(t) - 1, 10), property: (await t.property(POOL)).id }))],
  },
  {
    group: "stays",
    query: "who stayed at the pool house last month",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, POOL, lastMonth(t.today))).slice(0, 2),
  },
  {
    group: "stays",
    query: "nights booked at the beach condo in july?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CONDO, month(m(t) >= 7 ? y(t) : y(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "who's in the condo right now",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      const stay = (await txs(t, `property_id=${p.id}&category=revenue:rental_income&end_date=${t.today}`))[0]!;
      const nights = Number(/\((\d+) nights?\)/.exec(stay.description)?.[1]);
      const out = new Date(Date.parse(`${stay.transaction_date}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
      if (!(out > t.today)) throw new Error(`the condo's last stay (${stay.description}) ended ${out}`);
      const guest = /\s-\s([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s*\(\d+ nights?\)/.exec(stay.description)?.[1];
      if (!guest) throw new Error(`no guest in ${stay.description}`);
      return [guest];
    },
  },

  // --- Follow-ups (5)
  {
    group: "followup",
    query: "same month last yr?",
    after: Q_CAFE_MONTH,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...month(y(t) - 1, m(t)), property: (await t.property(CAFE)).id }))],
  },
  {
    group: "followup",
    query: "the other unit?",
    after: Q_UNIT1,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, DUPLEX, "Unit 2 rent");
      return [payer(tx.description), $(tx.amount)];
    },
  },
  {
    group: "followup",
    query: "and ytd?",
    after: Q_HOA,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "followup",
    query: "formation date too",
    after: Q_EIN,
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "followup",
    query: "how many nights total?",
    after: Q_VRBO_COUNT,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, month(m(t) >= 10 ? y(t) : y(t) - 1, 10)))],
  },

  // --- What the records cannot answer (9)
  { group: "unanswerable", query: "whats 704 worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "balance left on the heron roost mortgage right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is a storm heading for englewood this wk? do I need to close the shutters", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay Pelican Point Roofing last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we raise lucinda's rent to at renewal", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can I write off the shutters all at once or do I have to depreciate them? just tell me what to do", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate is the tidewater loan at", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "hows saltmarsh doing, are their sales up this yr?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "going rent for a 2br in indian rocks beach rn?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
