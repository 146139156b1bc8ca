// Blind set r44b-coast: 60 questions about the Gulf-coast company (scripts/lib/coast-company.ts), written
// without reading the assistant's code, its tests, its docs or any other question set. Every expected
// figure, date and name is read at run time from the REST API; periods are relative to `t.today`.
import Decimal from "decimal.js";
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const ALL = { start: "2000-01-01" };

const prop = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** Transactions matching a filter, every page of up to 200. */
async function txs(t: Truth, filter: { category?: string; start: string; end: string; property?: string; q?: string }): Promise<Tx[]> {
  const qs = [`start_date=${filter.start}`, `end_date=${filter.end}`, "page_size=200"];
  if (filter.category) qs.push(`category=${filter.category}`);
  if (filter.property) qs.push(`property_id=${filter.property}`);
  if (filter.q) qs.push(`q=${encodeURIComponent(filter.q)}`);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${qs.join("&")}`);
  if (items.length === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return items;
}

/** Open obligations (not completed or cancelled) due on or after today, by due date. */
async function ahead(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}

const first = <T>(items: T[], what: string): T => {
  if (items.length === 0) throw new Error(`nothing for ${what}`);
  return items[0]!;
};

/** The company profile, whether wrapped in a data envelope or not. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return (body.data && typeof body.data === "object" ? body.data : body) as Record<string, unknown>;
}

/** A phrase from a document, after checking through the API that a document whose title holds `title` is on file. */
async function onFile(t: Truth, title: string, phrase: string): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((x) => x.toLowerCase().includes(title.toLowerCase()))) throw new Error(`no document titled like "${title}"`);
  return [phrase];
}

const nonzero = (value: string, what: string) => {
  if (new Decimal(value).isZero()) throw new Error(`zero for ${what}`);
  return figure(value);
};

export const R44B_COAST_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "what was our total rental income last month across all 4 properties?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...lastMonth(t.today) }), "rents last month")],
  },
  {
    group: "income",
    query: "ytd gross revenue for Mangrove Key, everything included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Can you pull up the rental income from the Indian Rocks condo for Q3 of last year",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 3), property: await prop(t, "Gulf Boulevard") }), "condo q3")],
  },
  {
    group: "income",
    query: "How much did the Vrbo bookings at Heron Roost bring in last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await prop(t, "Heron Roost") }))],
  },
  {
    group: "income",
    query: "give me the café's base rent total for this year so far (just rent, not CAM or reimbursements)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await prop(t, "Manatee Avenue") }))],
  },
  {
    group: "income",
    query: "how much has Lucinda paid us in rent this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Lucinda Farraday" }))],
  },
  {
    group: "income",
    query: "duplex rents collected in Sept of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(Y(t) - 1, 9), property: await prop(t, "Palmetto Hammock") }))],
  },
  {
    group: "income",
    query: "Total rent from Furnished Finder stays last year, please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), q: "Furnished Finder" }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Aquamarine Pool Care in total last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "calculate property taxes paid last year for all the properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we spent on insurance premiums ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses on the Manatee Ave building in Q2 last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(Y(t) - 1, 2), property: await prop(t, "Manatee Avenue") }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Salt & Linen so far this year for cleanings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: "Electric bill for Heron Roost in July last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...month(Y(t) - 1, 7), property: await prop(t, "Heron Roost") }))],
  },
  {
    group: "expenses",
    query: "what did repairs on the Bradenton duplex cost us last year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t), property: await prop(t, "Palmetto Hammock") }), "duplex repairs")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was the company's net income for last year, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "How much is the pool house netting so far this year after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await prop(t, "Heron Roost") }))],
  },
  {
    group: "net",
    query: "profit on the cafe building last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await prop(t, "Manatee Avenue") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Vrbo reservations did we have at the Englewood house in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await prop(t, "Heron Roost") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the beach condo last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Gulf Boulevard", lastYear(t)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Heron Roost booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Heron Roost", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting unit 2 at the duplex right now and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, { category: "revenue:long_term_rental", ...ALL, end: t.today, property: await prop(t, "Palmetto Hammock"), q: "Unit 2" });
      const latest = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0]!;
      const name = / from (.+?) - Unit 2/.exec(latest.description)?.[1];
      if (!name) throw new Error(`no tenant in ${latest.description}`);
      return [name, figure(latest.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list our current tenants at Palmetto Hammock",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, { category: "revenue:long_term_rental", ...lastMonth(t.today), property: await prop(t, "Palmetto Hammock") });
      const names = items.map((x) => / from (.+?) - Unit/.exec(x.description)?.[1]).filter((n): n is string => Boolean(n));
      if (names.length === 0) throw new Error("no duplex tenants last month");
      return [...new Set(names)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "guest list for the pool house, March of last yr",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Heron Roost", month(Y(t) - 1, 3)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the Heron Roost house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Heron Roost")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "When did we buy the Palmetto Hammock duplex and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "basis",
    query: "break out land vs building basis for the café property for me",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture basis and total basis on the Indian Rocks condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Can you give me Mangrove Key's Florida document number from Sunbiz?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string;
      const name = typeof agent === "string" ? agent : String(agent.name);
      return [name.replace(/,?\s*Inc\.?$/i, "")];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate(first(await ahead(t), "next deadline").due_date)],
  },
  {
    group: "deadlines",
    query: "When is the Sunbiz annual report due and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = first((await ahead(t)).filter((x) => x.obligation_type === "compliance:periodic_report"), "annual report");
      const fee = /\$([\d,.]+) fee/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when does the windstorm policy on the pool house renew?",
    tool: "query_database",
    expect: async (t) => [longDate(first((await ahead(t)).filter((x) => /windstorm/i.test(x.description)), "windstorm renewal").due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const items = (await ahead(t)).filter((x) => x.due_date <= end);
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((x) => longDate(x.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next property tax installment due for the Englewood place?",
    tool: "query_database",
    expect: async (t) => {
      const id = await prop(t, "Heron Roost");
      return [longDate(first((await ahead(t)).filter((x) => x.obligation_type === "property:tax" && x.property_id === id), "heron tax").due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Heron Roost windstorm policy?",
    tool: "search_document_content",
    expect: async (t) => {
      const policies = await titles(t, "doc_type=insurance:policy");
      if (!policies.some((x) => /windstorm/i.test(x))) throw new Error("no windstorm policy on file");
      return ["7,900"];
    },
  },
  {
    group: "documents",
    query: "does Lucinda's lease let her keep a dog? whats the pet fee",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Lucinda Farraday", "300.00"),
  },
  {
    group: "documents",
    query: "how big is the security deposit under the Saltmarsh Coffee lease?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Saltmarsh Coffee", "7,000.00"),
  },
  {
    group: "documents",
    query: "According to the Coquina Tides rules, how much is the special assessment per unit?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Coquina Tides Condominium Association Rules", "8,400.00"),
  },
  {
    group: "documents",
    query: "show me every document we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "what was total rental income for the duplex last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await prop(t, "Palmetto Hammock") }))],
  },
  {
    group: "follow-up",
    after: "How much did we pay in HOA dues for the condo last year?",
    query: "what about this yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await prop(t, "Gulf Boulevard") }))],
  },
  {
    group: "follow-up",
    after: "what was the biggest repair bill at Heron Roost last year?",
    query: "who did the work?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, { category: "expense:maintenance:repairs", ...lastYear(t), property: await prop(t, "Heron Roost") });
      const top = [...items].sort((a, b) => new Decimal(b.amount).cmp(a.amount))[0]!;
      return [top.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: "how many nights was the pool house booked in August of last year?",
    query: "and the beach condo?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Gulf Boulevard", month(Y(t) - 1, 8)))],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis of the Gulf Boulevard condo?",
    query: "and the duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Palmetto Hammock")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "when is the flood insurance renewal for Heron Roost?",
    query: "how much did we pay for it last time?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, { category: "expense:insurance", ...ALL, end: t.today, q: "Tarpon Flood" });
      const latest = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0]!;
      return [figure(latest.amount)];
    },
  },
  {
    group: "follow-up",
    after: "who's the tenant in the café building?",
    query: "how much base rent did they pay last month",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await prop(t, "Manatee Avenue") }), "cafe rent")],
  },
  {
    group: "follow-up",
    after: "how much did we spend on electricity at the pool house last yr?",
    query: "and at the condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...lastYear(t), property: await prop(t, "Gulf Boulevard") }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what could we sell the beach condo for in today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you forecast our rental income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the café building or sell it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did the Naples cottage bring in last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was our total rental income in 2021?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Heron Roost mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate is Barrier Island Bank charging us on the café loan?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats Lucinda Farraday's social security number and date of birth?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much revenue did Saltmarsh Coffee Roasters do last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are similar 2BR condos in Indian Rocks Beach renting for per month these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
