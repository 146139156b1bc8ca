// Blind set r68-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and lists, property records, obligations, the company profile, the documents list), never written here; a figure quoted from a document is used only after the document is found on file.
// Persona: the managing member dictating quick questions into her phone between showings.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, quarter, RENTS, thisYear, titles, type Truth, year, guestsOf } from "./chat-questions";

/** "$1,234.56" from an amount string. */
const usd = (amount: string) => `$${figure(amount)}`;
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
/** Every record up to today. */
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** The most recent whole calendar month `m` before the month of today. */
const lastWhole = (t: Truth, m: number) => {
  const y = thisY(t);
  return Number(t.today.slice(5, 7)) > m ? month(y, m) : month(y - 1, m);
};

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&sort=-transaction_date&${query}`)).items;

/** A document must be on file before a figure it states is expected. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { total } = await t.get<{ total: number }>(`/api/v1/documents?q=${encodeURIComponent(q)}`);
  if (total === 0) throw new Error(`no document "${q}" on file`);
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

async function due(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`nothing open for "${q}"`);
  return longDate(o.due_date);
}

/** The duplex's current tenants, from the names on last month's rent. */
async function duplexTenants(t: Truth): Promise<string[]> {
  const p = await t.property("Palmetto Hammock");
  const m = lastMonth(t.today);
  const rows = await txs(t, `category=revenue:long_term_rental&property_id=${p.id}&start_date=${m.start}&end_date=${m.end}`);
  const names = rows.map((r) => /from (.+?) - Unit/.exec(r.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error("no duplex rent last month");
  return [...new Set(names)];
}

const POOL_HOUSE_RENT_LAST_YEAR = "how much did the pool house bring in last yr from bookings, just the vrbo rent not the tax stuff";
const YTD_RENT = "ytd rental income for mangrove key?";
const CONDO_HOA_LAST_YEAR = "what did we pay in hoa dues on the beach condo last year";
const POOL_GUY_THIS_YEAR = "ok the pool guy at englewood what have we spent on him this year";
const DUPLEX_TENANTS = "remind me who's renting the two sides of the bradenton duplex right now";
const ANNUAL_REPORT = "when is the sunbiz annual report due";

export const R68_COAST_CASES: Case[] = [
  // --- Income (8)
  {
    group: "income",
    query: POOL_HOUSE_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...year(thisY(t) - 1), property: (await t.property("Heron Roost")).id }))],
  },
  {
    group: "income",
    query: YTD_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what has saltmarsh paid us in base rent so far this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Manatee Avenue")).id }))],
  },
  {
    group: "income",
    query: "total revenue q2 all properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(thisY(t), 2) }))],
  },
  {
    group: "income",
    query: "how much did the duplex bring in last month, both units",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastMonth(t.today), property: (await t.property("Palmetto Hammock")).id }))],
  },
  {
    group: "income",
    query: "can you tell me how much we've collected in cleaning fees from the condo guests this yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t), property: (await t.property("Gulf Boulevard")).id }))],
  },
  {
    group: "income",
    query: "how much did the coffee place reimburse us for the property tax last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...year(thisY(t) - 1), property: (await t.property("Manatee Avenue")).id, q: "property tax reimbursement" }))],
  },
  {
    group: "income",
    query: "CAM from the café in 2025 not counting the year end true up",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...year(2025), property: (await t.property("Manatee Avenue")).id, q: "CAM reimbursement" }))],
  },

  // --- Expenses (8)
  {
    group: "expenses",
    query: POOL_GUY_THIS_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "how much have we paid salt & linen ytd, both houses",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: CONDO_HOA_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...year(thisY(t) - 1), property: (await t.property("Gulf Boulevard")).id }))],
  },
  {
    group: "expenses",
    query: "insurnace premiums for 2025 across all 4 properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "total property taxes we paid this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up utilities for the englewood house last quarter",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...lastQuarter(t.today), property: (await t.property("Heron Roost")).id }))],
  },
  {
    group: "expenses",
    query: "what did repairs on the duplex run us last yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(thisY(t) - 1), property: (await t.property("Palmetto Hammock")).id }))],
  },
  {
    group: "expenses",
    query: "what did we end up paying for the hurricane shutters on heron roost",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...ever(t), property: (await t.property("Heron Roost")).id, q: "shutters installed" }))],
  },

  // --- Properties (5)
  {
    group: "properties",
    query: "when did we buy the indian rocks condo and what did we pay for it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "land vs building basis on heron roost",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the cafe bldg",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Manatee Avenue")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the street address of the duplex again i need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Palmetto Hammock")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "calculate our total basis across all four places",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=100");
      return [usd(items.reduce((s, p) => s.plus(p.total_basis), new Decimal(0)).toFixed(2))];
    },
  },

  // --- Tenants (5)
  {
    group: "tenants",
    query: DUPLEX_TENANTS,
    tool: "query_database",
    expect: async (t) => duplexTenants(t),
  },
  {
    group: "tenants",
    query: "how much is desmond paying a month",
    tool: "query_database",
    expect: async (t) => {
      const [last] = await txs(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Okoro-Baines")}&end_date=${t.today}`);
      if (!last) throw new Error("no rent from Desmond");
      return [usd(last.amount)];
    },
  },
  {
    group: "tenants",
    query: "has desmond ever been late on rent did we charge him a late fee",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...ever(t), q: "Okoro-Baines" }))],
  },
  {
    group: "tenants",
    query: "what is saltmarsh paying in base rent now",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      const [last] = await txs(t, `category=revenue:long_term_rental&property_id=${p.id}&end_date=${t.today}`);
      if (!last) throw new Error("no café rent");
      return [usd(last.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much of wyatt's deposit did we end up keeping when he moved out of unit 2",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...ever(t), q: "Wyatt" }))],
  },

  // --- Company (4)
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need the florida document number for Mangrove Key, the sunbiz one",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent these days",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent) throw new Error("no registered agent");
      // "Gulfline Registered Agents" with or without its ", Inc." is the right name.
      return [agent.name.replace(/,?\s+(Inc\.?|LLC)$/, "")];
    },
  },

  // --- Deadlines (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days i should know about",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { due_date: string }[] }>("/api/v1/obligations?upcoming=30&page_size=200");
      if (items.length === 0) throw new Error("nothing in 30 days");
      const dates = [...new Set(items.map((o) => o.due_date))].sort();
      return [...new Set([longDate(dates[0]!), longDate(dates[dates.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [await due(t, "annual report")],
  },
  {
    group: "deadlines",
    query: "when does the windstorm policy on the pool house renew",
    tool: "query_database",
    expect: async (t) => [await due(t, "Windstorm")],
  },
  {
    group: "deadlines",
    query: "whats the deadline for saltmarsh to tell us if theyre exercising their renewal option",
    tool: "query_database",
    expect: async (t) => [await due(t, "renewal option")],
  },

  // --- Documents (6)
  {
    group: "documents",
    query: "per the operating agreement who are the members and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Graham Pettigrew", "60%"];
    },
  },
  {
    group: "documents",
    query: "how big a security deposit is saltmarsh supposed to have with us under their lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh Coffee");
      return ["$7,000"];
    },
  },
  {
    group: "documents",
    query: "whats the hurricane deductible on the heron roost wind policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm policy declarations");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "what does the aquamarine contract say they charge per visit and for an extra trip out",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Aquamarine Pool Care service agreement");
      return ["$38", "$75"];
    },
  },
  {
    group: "documents",
    query: "what insurance paperwork do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },
  {
    group: "documents",
    query: "pull up a list of the leases we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "q=lease"),
  },

  // --- Stays (4)
  {
    group: "stays",
    query: "how many vrbo bookings did the pool house get in october",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastWhole(t, 10), property: (await t.property("Heron Roost")).id }))],
  },
  {
    group: "stays",
    query: "who stayed at heron roost in september",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Heron Roost", lastWhole(t, 9)),
  },
  {
    group: "stays",
    query: "how many nights was the pool house booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Heron Roost", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who checked into the beach condo most recently",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      const [last] = await txs(t, `category=revenue:rental_income&property_id=${p.id}&end_date=${t.today}`);
      const name = last && /\s-\s([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s*\(\d+ nights?\)/.exec(last.description)?.[1];
      if (!name) throw new Error("no condo guest");
      return [name];
    },
  },

  // --- Follow-ups (5)
  {
    group: "follow-ups",
    query: "same thing for last year",
    tool: "query_database",
    after: YTD_RENT,
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(thisY(t) - 1) }))],
  },
  {
    group: "follow-ups",
    query: "and this yr so far?",
    tool: "query_database",
    after: CONDO_HOA_LAST_YEAR,
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property("Gulf Boulevard")).id }))],
  },
  {
    group: "follow-ups",
    query: "and the other one, who's in the manatee ave building",
    tool: "query_database",
    after: DUPLEX_TENANTS,
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      const [last] = await txs(t, `category=revenue:long_term_rental&property_id=${p.id}&end_date=${t.today}`);
      const name = last && /from (.+?) - /.exec(last.description)?.[1];
      if (!name) throw new Error("no café tenant");
      return [name.split(" ").slice(0, 2).join(" ")];
    },
  },
  {
    group: "follow-ups",
    query: "whats the late fee if we miss it",
    tool: "query_database",
    after: ANNUAL_REPORT,
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent("annual report")}`);
      const fee = o && /(\$[\d,]+(?:\.\d\d)?) late fee/.exec(o.description)?.[1];
      if (!fee) throw new Error("no late fee in the annual report's record");
      return [fee];
    },
  },
  {
    group: "follow-ups",
    query: "and last yr?",
    tool: "query_database",
    after: POOL_GUY_THIS_YEAR,
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(thisY(t) - 1), q: "Aquamarine" }))],
  },

  // --- What the records cannot answer (10)
  { group: "unanswerable", query: "what could we get for the pool house if we sold it today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much do we still owe on the heron roost mortgage right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is there a storm headed for englewood this week do i need to close the shutters", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we ask for unit 2 when desmond's lease is up", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on the pool house this year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much have we paid Seaside Pressure Washing this year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats lucinda's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we legally evict desmond if he's late again", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what occupancy are other vrbo homes in englewood getting", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the interest rate on the café building loan", tool: "query_database", unanswerable: true, expect: async () => [] },
];
