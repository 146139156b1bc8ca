// Blind set r53b-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile, the document list and document search); a figure quoted from a document is used only after the document is found on file.
// Voice: the company's outside bookkeeper, reconciling the books and getting the returns ready.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, quarter, RENTS, type Truth, thisYear, year } from "./chat-questions";

const yr = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string) => `$${figure(amount)}`;
/** The latest whole month numbered m (1..12) before today's month. */
const latest = (t: Truth, m: number) => {
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? yr(t) : yr(t) - 1, m);
};
/** The latest whole third quarter. */
const latestQ3 = (t: Truth) => (t.today > `${yr(t)}-09-30` ? quarter(yr(t), 3) : quarter(yr(t) - 1, 3));
const since = (t: Truth) => ({ start: `${yr(t) - 3}-01-01`, end: t.today });

interface Tx {
  id: string;
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transaction matching a description fragment (and category, property). */
async function newest(t: Truth, q: string, extra = ""): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&end_date=${t.today}&page_size=1&sort=-transaction_date${extra}`);
  if (!items[0]) throw new Error(`no transaction like "${q}"`);
  return items[0];
}

interface Doc {
  id: string;
  title: string;
}
/** The one document on file whose title or file name holds `q`. */
async function doc(t: Truth, q: string): Promise<Doc> {
  const { items } = await t.get<{ items: Doc[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(q)}`);
  if (items.length !== 1) throw new Error(`document "${q}": ${items.length} on file`);
  return items[0]!;
}

interface Obl {
  description: string;
  due_date: string;
  status: string;
}
async function obligationsLike(t: Truth, query: string): Promise<Obl[]> {
  const { items } = await t.get<{ items: Obl[] }>(`/api/v1/obligations?page_size=200&${query}`);
  return items;
}
async function dueOf(t: Truth, query: string): Promise<string> {
  const items = await obligationsLike(t, query);
  if (items.length !== 1) throw new Error(`obligation ${query}: ${items.length} found`);
  return longDate(items[0]!.due_date);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
async function depositsOf(t: Truth, query: string): Promise<{ items: Deposit[]; held: string }> {
  return t.get<{ items: Deposit[]; held: string }>(`/api/v1/deposits?${query}`);
}

const company = (t: Truth) => t.get<{ ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

const Q_RENTS_LAST_YEAR = "Gross rents for Red Clay Crossing last yr, all four properties - rent only, no late fees, utility fees or kept deposits";
const Q_LORETTA = "Need the 1099-NEC figure for Loretta Pennycook: total site manager stipend paid to her last year?";
const Q_STORAGE_BUY = "What did we pay for the Watkinsville storage lot, and what was the closing date?";
const Q_HAYWOOD_RENT = "what are the Haywoods paying a month for Unit A right now";
const Q_OCONEE_DUE = "Oconee County property tax on the storage lot - when is it due this year?";

export const R53B_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------- income (10)
  {
    group: "income",
    query: Q_RENTS_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(yr(t) - 1) }))],
  },
  {
    group: "income",
    query: "total revenue ytd, every source, all properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much owner share did Driftwood Dunes remit for the condo on the statements booked in q3?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Sea Oats")).id, ...latestQ3(t) }))],
  },
  {
    group: "income",
    query: "HAP received from the Ocmulgee housing authority for Unit B (Oyelaran) last year - the HAP only, not her tenant portion",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Laurelbrook")).id, q: "housing assistance payment", ...year(yr(t) - 1) }))],
  },
  {
    group: "income",
    query: "What have the utility flat fees billed to the students at the Athens house come to so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property("Pulaski")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees collected at Persimmon Ridge Self Storage last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], property: (await t.property("Persimmon")).id, ...year(yr(t) - 1) }))],
  },
  {
    group: "income",
    query: "What did the lien sale of the Unit 21 contents bring in?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], property: (await t.property("Persimmon")).id, q: "Lien sale", ...since(t) }))],
  },
  {
    group: "income",
    query: "student house rent for last month - rent only, no utility fees",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Pulaski")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Storage unit rent for September, not counting late fees or admin fees?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Persimmon")).id, ...latest(t, 9) }))],
  },
  {
    group: "income",
    query: "What did Persimmon Ridge net last year - all its income less all its expenses?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "net", property: (await t.property("Persimmon")).id, ...year(yr(t) - 1) }))],
  },

  // ---------------------------------------------------------------- expenses (9)
  {
    group: "expenses",
    query: Q_LORETTA,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], q: "Loretta Pennycook", ...year(yr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Repairs at 418 Pulaski Heights ytd? Repairs only, not cleaning, lawn or pest control",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Pulaski")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Interest paid on the Fall Line Community Bank loan last year, net of principal (the 1098 number)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(yr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr across all 4 properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(yr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Broad River Lawn Co. this year? both the Athens house and the storage lot",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Broad River Lawn", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Driftwood Dunes association dues on Unit 312 so far this year (regular dues, not the seawall assessment)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Sea Oats")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Housekeeping charges deducted on the condo's owner statements last quarter?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:cleaning"], property: (await t.property("Sea Oats")).id, ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "What did we capitalize last year in total - capital improvements plus furniture & equipment, i.e. everything not expensed?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement", "expense:furniture_equipment"], ...year(yr(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "How much mileage did we reimburse the members for last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:travel"], ...year(yr(t) - 1) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q_STORAGE_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Persimmon");
      return [usd(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the St. Simons condo at purchase - building + FF&E, land excluded",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Sea Oats")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land basis for 418 Pulaski Heights Ln?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Pulaski")).land_basis)],
  },
  {
    group: "properties",
    query: "When was the Macon duplex placed in service for depreciation?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      if (!p.placed_in_service) throw new Error("the duplex has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "properties",
    query: "whats the full address of the condo, for the Glynn County return?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sea Oats");
      return [p.address.split(",")[0]!.trim(), "312"];
    },
  },

  // ---------------------------------------------------------------- tenants (6)
  {
    group: "tenants",
    query: "Who has Room 2 at the student house now, and what's the monthly rent on that room?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await newest(t, "Room 2 rent", `&category=revenue:long_term_rental&property_id=${(await t.property("Pulaski")).id}`);
      const name = /Room 2 rent - ([^,]+),/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in "${tx.description}"`);
      return [name, usd(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "who's the parent guarantor on the Room 4 lease?",
    tool: "search_document_content",
    expect: async (t) => {
      const lease = await doc(t, "Room 4");
      const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=Guarantor&document_id=${lease.id}&mode=lexical&top_k=20`);
      const name = items.map((hit) => /Guarantor: ([A-Z][\w.'-]*(?: [A-Z][\w.'-]*)+) \(parent\)/.exec(hit.text)?.[1]).find(Boolean);
      if (!name) throw new Error("no guarantor found in the Room 4 lease");
      return [name];
    },
  },
  {
    group: "tenants",
    query: Q_HAYWOOD_RENT,
    tool: "query_database",
    expect: async (t) => [usd((await newest(t, "Unit A (1182) rent", "&category=revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "Total security deposits we're holding right now, all tenants (a liability, not income)",
    tool: "query_database",
    expect: async (t) => [usd((await depositsOf(t, "")).held)],
  },
  {
    group: "tenants",
    query: "How much did we keep out of Anjali Ramaswamy's deposit at move-out?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await depositsOf(t, "tenant=Ramaswamy&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`Ramaswamy: ${kept.length} amounts kept`);
      return [usd(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "who rents storage Unit 19, and what's the last month they paid for?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await newest(t, "Unit 19 (10x20)", "&category=revenue:long_term_rental");
      const m = /Unit 19 \(10x20\) - (.+), (\w+ \d{4})$/.exec(tx.description);
      if (!m) throw new Error(`cannot read "${tx.description}"`);
      return [m[1]!, m[2]!];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "EIN for Red Clay Crossing Properties?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what's our control number with the GA Secretary of State",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is the registered agent on file for the company?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name.replace(/,?\s+Inc\.?$/, "")],
  },

  // ---------------------------------------------------------------- deadlines (6)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligationsLike(t, `start_date=${t.today}`)).filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (!open[0]) throw new Error("nothing open");
      return [longDate(open[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 10 days?",
    tool: "query_database",
    expect: async (t) => {
      const items = await obligationsLike(t, "upcoming=10");
      if (items.length === 0) throw new Error("nothing due in 10 days");
      return [...new Set(items.map((o) => o.due_date))].sort().map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When's next year's Georgia annual registration due?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `q=${encodeURIComponent(`annual registration for ${yr(t) + 1}`)}`)],
  },
  {
    group: "deadlines",
    query: Q_OCONEE_DUE,
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `q=${encodeURIComponent("Oconee County Tax Commissioner")}&start_date=${yr(t)}-01-01&end_date=${yr(t)}-12-31`)],
  },
  {
    group: "deadlines",
    query: "due date for the 1065 covering this tax year?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `q=${encodeURIComponent(`Form 1065 partnership return for ${yr(t)}`)}`)],
  },
  {
    group: "deadlines",
    query: "When does the Fall Line commercial loan balloon / mature?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `q=${encodeURIComponent("matures")}`)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "Per the operating agreement, who are the members and what percentage does each hold?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "Operating Agreement");
      return ["Delphine Okafor-Reese", "Garrett Lindqvist"];
    },
  },
  {
    group: "documents",
    query: "Under the Driftwood Dunes rental pool agreement, what percent of gross room revenue is ours?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "Through what date is Ocmulgee Rooter's workmanship warranty on the sewer line good?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "sewer line replacement contract");
      return [await dueOf(t, `q=${encodeURIComponent("workmanship warranty")}`)];
    },
  },
  {
    group: "documents",
    query: "premises liability limit on the Broad River Mutual landlord policy for the student house?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "landlord policy declarations");
      return ["$500,000"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the Macon duplex?",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: Doc[] }>(`/api/v1/documents?page_size=200&property_id=${(await t.property("Laurelbrook")).id}`);
      if (items.length === 0) throw new Error("no duplex documents");
      return items.map((d) => d.title.split(/,| - /)[0]!.trim());
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the yr before that?",
    after: Q_RENTS_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(yr(t) - 2) }))],
  },
  {
    group: "follow-up",
    query: "same thing for this year so far",
    after: Q_LORETTA,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], q: "Loretta Pennycook", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was allocated to land?",
    after: Q_STORAGE_BUY,
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Persimmon")).land_basis)],
  },
  {
    group: "follow-up",
    query: "and what deposit are we holding for them?",
    after: Q_HAYWOOD_RENT,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await depositsOf(t, "tenant=Haywood");
      if (items.length !== 1) throw new Error(`Haywood: ${items.length} deposits`);
      return [usd(items[0]!.held)];
    },
  },
  {
    group: "follow-up",
    query: "how much was last yr's bill?",
    after: Q_OCONEE_DUE,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Persimmon")).id, ...year(yr(t) - 1) }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the St. Simons condo worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we be charging for Room 1 next school year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is there a storm headed for St. Simons this weekend? wondering if the resort will cancel guests", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much have we paid Lowe's for supplies this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Would Red Clay Crossing save on taxes if it elected S corp status?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Shay Dunwoody's cell number? need to call about Unit 19", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the hurricane deductible on the condo's HO-6 policy?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What rate are we paying on the Piedmont Heritage Bank line of credit?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What did we pay in property tax on the duplex back in 2021?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Bernadette Oyelaran's annual household income per her recertification?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
