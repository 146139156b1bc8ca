// Blind set r44a-coast: 60 questions about the Gulf-coast company (scripts/lib/coast-company.ts), written
// without reading the assistant's code, its tests, its docs or any other question set. Every expected
// figure, date and name is read at run time from the REST API, relative to t.today.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Obligation } from "./chat-questions";

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

const yr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yr(t) - 1);

const plusDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}

/** Transactions matching a filter, newest first. */
async function txs(t: Truth, f: { category?: string; property?: string; q?: string; start: string; end: string }): Promise<Tx[]> {
  const pid = f.property ? (await t.property(f.property)).id : undefined;
  const qs = [`start_date=${f.start}`, `end_date=${f.end}`, "page_size=200", f.category ? `category=${f.category}` : "", pid ? `property_id=${pid}` : "", f.q ? `q=${encodeURIComponent(f.q)}` : ""].filter(Boolean).join("&");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${qs}`);
  if (items.length === 0) throw new Error(`no transactions for ${qs}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** Open obligations due today or later, earliest first. */
async function upcoming(t: Truth): Promise<Obligation[]> {
  const { items, total } = await obligations(t, "");
  if (total > items.length) throw new Error(`obligations: ${total} on file, ${items.length} read`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}

async function nextMatching(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const hit = (await upcoming(t)).find(test);
  if (!hit) throw new Error("no matching upcoming obligation");
  return hit;
}

/** The company profile. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return (body.company as Record<string, unknown> | undefined) ?? body;
}

/** Throws unless a document whose title holds `fragment` is on file. */
async function onFile(t: Truth, fragment: string, query = ""): Promise<string[]> {
  const all = await titles(t, query);
  const hit = all.filter((title) => title.toLowerCase().includes(fragment.toLowerCase()));
  if (hit.length === 0) throw new Error(`no document titled like "${fragment}"`);
  return hit;
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

export const R44A_COAST_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much rent did the duplex in Bradenton bring in last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(DUPLEX)).id, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Calculate the base rent Saltmarsh has paid us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(CAFE)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Vrbo booking income at Heron Roost for q3 of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(POOL)).id, ...quarter(yr(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "give me total rental income across all four properties for last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How much did the beach condo make from Furnished Finder stays last year? leave out the direct bookings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CONDO)).id, q: "Furnished Finder", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "What was Mangrove Key's total revenue last quarter, everything that came in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "how much has Lucinda paid in rent ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Lucinda Farraday", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Vrbo booking revenue for the Englewood house in Febuary of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(POOL)).id, ...month(yr(t) - 1, 2) }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "What did we pay Sabal Palm Lawn in total last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Sabal Palm", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid so far this year, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up total expenses for the café building for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property(CAFE)).id, ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "How much did utilities run us last month? all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much has Aquamarine billed us this yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Aquamarine", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did property taxes come to last year for the whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on unit 704 year to date pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property(CONDO)).id, ...thisYear(t) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "net income on the Palmetto Hammock duplex for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property(DUPLEX)).id, ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "Is the café building actually making money this year? give me the net ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property(CAFE)).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Net for the Indian Rocks condo last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property(CONDO)).id, ...lastQuarter(t.today) }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many vrbo reservations did the pool house have in july last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(POOL)).id, ...month(yr(t) - 1, 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the beach condo last year? just need names",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CONDO, lastYear(t)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Heron Roost booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting unit 2 at the duplex right now and what are they paying?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, { category: "revenue:long_term_rental", property: DUPLEX, q: "Unit 2 rent", start: plusDays(t.today, -120), end: t.today });
      const name = /from (.+?) - Unit 2/.exec(latest!.description)?.[1];
      if (!name) throw new Error(`no tenant in "${latest!.description}"`);
      return [name, figure(latest!.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Guest list for the pool house last month please",
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many stays checked in at the condo last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(CONDO)).id, ...lastYear(t) }))],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on Coquina Tides 704?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Palmetto Hammock place when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(DUPLEX)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "Break down the basis on the Englewood house for me: land, building and furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(POOL);
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis for the Manatee Ave building?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CAFE)).total_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Can you look up Mangrove Key's Sunbiz document number",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "who is our registered agent in Florida",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name: string } | string;
      const name = typeof agent === "string" ? agent : agent.name;
      return [name.replace(/,?\s*Inc\.?$/, "")];
    },
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => {
      const [next] = await upcoming(t);
      if (!next) throw new Error("nothing upcoming");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = plusDays(t.today, 30);
      const dates = uniq((await upcoming(t)).filter((o) => o.due_date <= end).map((o) => longDate(o.due_date)));
      if (dates.length === 0) throw new Error("nothing due in 30 days");
      return dates;
    },
  },
  {
    group: "deadlines",
    query: "when is the Sunbiz annual report due and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, (x) => /annual report/i.test(x.description));
      const fee = /\$([\d,.]+) fee/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in "${o.description}"`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When does the flood policy on the pool house renew next?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => /flood policy renewal/i.test(x.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to get this year's 1065 filed?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => x.description.includes(`Form 1065 partnership return for ${yr(t)}`))).due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Heron Roost windstorm policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm policy");
      return ["7,900"];
    },
  },
  {
    group: "documents",
    query: "How big is the security deposit under the Saltmarsh Coffee lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh Coffee Roasters");
      return ["7,000"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement, how much are we supposed to hold back as a hurricane reserve?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["20,000"];
    },
  },
  {
    group: "documents",
    query: "What does Salt & Linen charge per turnover at the pool house under our agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Salt & Linen");
      return ["185"];
    },
  },
  {
    group: "documents",
    query: "what insurance paperwork do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent came in from the duplex last year?",
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(DUPLEX)).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "total expenses at Heron Roost last month?",
    query: "what about the beach condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property(CONDO)).id, ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    after: "When's the flood insurance renewal on the Englewood house?",
    query: "how much did we pay for it last time?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, { category: "expense:insurance", property: POOL, q: "Tarpon Flood", start: plusDays(t.today, -400), end: t.today });
      return [figure(latest!.amount)];
    },
  },
  {
    group: "follow-up",
    after: "what's the most recent repair bill at the duplex?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, { category: "expense:maintenance:repairs", property: DUPLEX, start: "2000-01-01", end: t.today });
      return [latest!.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: "how many nights was the pool house booked last quarter",
    query: "and the condo?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CONDO, lastQuarter(t.today)))],
  },
  {
    group: "follow-up",
    after: "depreciable basis for unit 704?",
    query: "same for the pool house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(POOL)).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "how much base rent did Saltmarsh Coffee pay last year?",
    query: "and the monthly CAM payments?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], property: (await t.property(CAFE)).id, q: "CAM reimbursement", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "who stayed at Heron Roost in July last year?",
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, month(yr(t) - 1, 7)))],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "what could we sell the Indian Rocks condo for in today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you project how much the Vrbo house will gross next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the café building loan or just pay it down faster?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did the Siesta Key cottage make last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was our total rental income in 2023?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Tidewater mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate is the Barrier Island commercial loan at?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Desmond Okoro-Baines's social security number? need it for a form", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much revenue did Pelican Pass Holdings LLC report last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What will next year's property tax bill be for the pool house?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
