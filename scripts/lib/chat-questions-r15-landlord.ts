// Written blind (round 15): an evaluation set for Basalt Creek Holdings LLC, the Oregon landlord
// fixture company (scripts/lib/landlord-company.ts), by an author who never read the assistant's code,
// its tests, its docs or any other question set. Every expected figure, date and name is read at run
// time from the REST API (ledger sums, property records, obligations, company profile, document search).
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
// Amounts quoted from a document or a property's metadata are matched as written there, without a
// trailing ".00"; ledger and basis amounts use figure().
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const thisYearNo = (t: Truth) => Number(t.today.slice(0, 4));

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A property's free-form metadata (tenant, rent, units). */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata: Record<string, unknown> };
  return p.extra_metadata;
}

interface Tx {
  description: string;
  amount: string;
  property_id: string | null;
  transaction_date: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** The largest repair bill of last year. */
async function biggestRepair(t: Truth): Promise<Tx> {
  const { start, end } = lastYear(t);
  const items = await txs(t, `category=expense:maintenance:repairs&start_date=${start}&end_date=${end}`);
  if (items.length === 0) throw new Error("no repairs last year");
  return items.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
}

/** A phrase of a document, found through the document search API and cut out by a pattern. */
async function passage(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string[]> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>("/api/v1/documents?page_size=200");
  const doc = items.find((d) => d.title.includes(titleFragment));
  if (!doc) throw new Error(`no document titled like ${titleFragment}`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=20&mode=lexical`);
  const text = hits.items.map((h) => h.text).join("\n");
  const m = pattern.exec(text);
  if (!m) throw new Error(`no ${pattern} in ${titleFragment}`);
  return m.slice(1).map((s) => s.replace(/\.00$/, ""));
}

const dates = (items: { due_date: string }[]) => [...new Set(items.map((o) => longDate(o.due_date)))];

async function nextDue(t: Truth, query: string): Promise<string[]> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return [longDate(o.due_date)];
}

export const R15_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "total rent collected from our long-term tenants in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what has the carriage house grossed on airbnb ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Calculate gross rents for Basalt Creek last yr, all 5 properties combined (long term + airbnb)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much has Tobias paid us in rent so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Tobias Wren", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about Ingrid?",
    after: "how much has Tobias paid us in rent so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Ingrid Soto", ...thisYear(t) }))],
  },

  {
    group: "income",
    query: "airbnb revenue for mill race in Q3",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...quarter(thisYearNo(t), 3) }))],
  },
  {
    group: "income",
    query: "pull up rent income from the larkspur duplex for 2025, both units together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Larkspur")).id, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "What was our total income last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "# of airbnb reservations in july last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYearNo(t) - 1, 7) }))],
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what have we paid rosario plumbing in total, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", start: lastYear(t).start, end: t.today }))],
  },
  {
    group: "expenses",
    query: "How much did Brightwell charge us last year? mgmt fees plus anything else they billed",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid in 2025 across the portfolio",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "utility bills at the carriage house this year to date - power, gas, water, internet, trash, everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Mill Race")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "repairs on the duplex last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Larkspur")).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend in total in september",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...month(thisYearNo(t), 9) }))],
  },
  {
    group: "expenses",
    query: "what was the biggest single repair bill we paid last year",
    tool: "query_database",
    expect: async (t) => [figure((await biggestRepair(t)).amount)],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: "what was the biggest single repair bill we paid last year",
    tool: "query_database",
    expect: async (t) => {
      const d = (await biggestRepair(t)).description;
      return [d.includes(" - ") ? d.split(" - ")[0]! : d.split(" ").slice(0, 2).join(" ")];
    },
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "net income for Basalt Creek Holdings year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "what was the cash flow on the carriage house in 2025, income minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Mill Race")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what was the cash flow on the carriage house in 2025, income minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Mill Race")).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "is sycamore hollow making money this year? whats the profit",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Sycamore")).id, ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked in total?",
    after: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "total nights booked at mill race in 2025",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at Thornapple",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Thornapple")).tenant)],
  },
  {
    group: "bookings-or-tenants",
    query: "Who lives in the two units on Larkspur Ave?",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "who was renting the salem house before marisol moved in",
    tool: "query_database",
    expect: async (t) => {
      const current = String((await meta(t, "Sycamore")).tenant).toUpperCase();
      const items = await txs(t, `category=revenue:long_term_rental&property_id=${(await t.property("Sycamore")).id}&start_date=${lastYear(t).start}&end_date=${t.today}`);
      const names = [...new Set(items.map((x) => /ZELLE FROM (.+?) RENT/i.exec(x.description)?.[1]?.toUpperCase()).filter((n): n is string => Boolean(n) && n !== current))];
      if (names.length === 0) throw new Error("no earlier tenant");
      return names;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how much is the monthly rent on the beaverton condo",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Quarry")).monthly_rent)).replace(/\.00$/, "")],
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "purchase price of the Quarry Bend condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: "purchase price of the Quarry Bend condo?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Quarry")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building allocation for 2210 sycamore hollow",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "my CPA needs the furniture / FF&E basis on the carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis and placed-in-service date for the larkspur duplex",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      if (!p.placed_in_service) throw new Error("no placed_in_service");
      return [figure(p.depreciable_basis), longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "whats our ein",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was Basalt Creek Holdings formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is the registered agent for the LLC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "what address is on file for her?",
    after: "who is the registered agent for the LLC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address.split(",")[0]!],
  },
  {
    group: "company",
    query: "need our oregon SOS registry number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "anything coming due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => dates((await obligations(t, "upcoming=30")).items.filter((o) => o.status !== "completed" && o.status !== "cancelled")),
  },
  {
    group: "deadlines",
    query: "are we late on anything right now",
    tool: "query_database",
    expect: async (t) => dates((await obligations(t, "status=overdue")).items),
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065 for this year",
    tool: "query_database",
    expect: async (t) => nextDue(t, "q=1065"),
  },
  {
    group: "follow-up",
    query: "and when's the Q4 estimate due?",
    after: "when do we have to file the 1065 for this year",
    tool: "query_database",
    expect: async (t) => nextDue(t, "obligation_type=tax:payment&q=Q4"),
  },
  {
    group: "deadlines",
    query: "hood river STR permit - when does it need renewing",
    tool: "query_database",
    expect: async (t) => nextDue(t, "obligation_type=compliance:license_renewal&q=permit"),
  },
  {
    group: "deadlines",
    query: "next deadline for the Oregon annual report?",
    tool: "query_database",
    expect: async (t) => nextDue(t, `q=${encodeURIComponent("annual report")}`),
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "who are the members under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Operating Agreement", "members Percentage Interest", /by ([A-Z][a-z]+ [A-Z][a-z]+) and ([A-Z][a-z]+ [A-Z][a-z]+), the members/),
  },
  {
    group: "documents",
    query: "brianna's lease - how much is the pet deposit",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Lease, 1147", "pet deposit dog", /pet deposit of \$([\d,]+(?:\.\d\d)?)/),
  },
  {
    group: "documents",
    query: "how big is the special assessment the quarry bend HOA levied",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Condominium Association Rules", "special assessment siding deck", /special assessment of \$([\d,]+(?:\.\d\d)?)/),
  },
  {
    group: "documents",
    query: "what's the deductible on the columbia gorge policy for mill race",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Columbia Gorge", "deductible per occurrence", /\$([\d,]+(?:\.\d\d)?) per occurrence/),
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "what's the deductible on the columbia gorge policy for mill race",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Columbia Gorge", "liability coverage limits", /Liability: \$([\d,]+(?:\.\d\d)?)/),
  },
  {
    group: "documents",
    query: "list the formation docs we have on file",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the carriage house gross next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Helena take out in distributions last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the duplex or refi it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining principal balance on the Guild mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is the EIN of Cascade Ridge Partners LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was Tobias's credit score when he applied", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "rental income from our Eugene property in 2025", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did we collect in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the wifi password at the cabin", tool: "query_database", unanswerable: true, expect: async () => [] },
];
