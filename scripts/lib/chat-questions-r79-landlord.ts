// Blind set r79-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, company profile and documents on file); only a document's own wording is quoted, after checking the document is on file. Persona: a member who teaches high-school math (exact periods, per-unit figures, shares and differences).
import Decimal from "decimal.js";
import { type Case, type Truth, figure, lastMonth, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, guestsOf } from "./chat-questions";

const ty = (t: Truth) => Number(t.today.slice(0, 4));
const ly = (t: Truth) => ty(t) - 1;
const $ = (amount: string | Decimal) => `$${figure(amount)}`;

interface PropertyRow { id: string; address: string; extra_metadata: Record<string, unknown>; total_basis: string }
const meta = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  const row = await t.get<PropertyRow>(`/api/v1/properties/${p.id}`);
  return row.extra_metadata as { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
};
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");

/** The first obligation whose description holds every word, optionally due on or after a date. */
async function obligation(t: Truth, words: string[], from?: string) {
  const { items } = await obligations(t, "");
  const hit = items.find((o) => words.every((w) => o.description.includes(w)) && (!from || o.due_date >= from));
  if (!hit) throw new Error(`no obligation with ${words.join(", ")}`);
  return hit;
}
/** A lease end date stated in a lease-renewal obligation ("lease ends August 31, 2027"). */
async function leaseEnd(t: Truth, tenant: string) {
  const o = await obligation(t, ["Lease renewal", tenant]);
  const m = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description);
  if (!m) throw new Error(`no lease end for ${tenant}`);
  return m[1]!;
}
/** A document on file whose title holds a fragment; throws otherwise. */
async function onFile(t: Truth, fragment: string) {
  const found = (await titles(t, "")).find((title) => title.includes(fragment));
  if (!found) throw new Error(`no document "${fragment}" on file`);
  return found;
}
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const Q = {
  rentLastYear: "How much rent did Basalt Creek take in last year, all five properties combined? Just rent please, not late fees or the deposit money.",
  larkspurSpring: "Can you tell me the rent collected at the Larkspur duplex from March 1 through June 30 this year, both units together?",
  thornInterest: "mortgage interest on the Thornapple house ytd",
  brianna: "Who's renting the Thornapple house right now and what does she pay a month?",
  julyStays: "How many separate Airbnb bookings did the carriage house have in July of last year?",
  thornBuy: "What did we pay for the Thornapple St house, and what was the exact date we bought it?",
};

export const R79_LANDLORD_CASES: Case[] = [
  // Income (9)
  { group: "income", query: Q.rentLastYear, tool: "query_database", expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(ly(t)) }))] },
  { group: "income", query: "ytd gross revenue from the carriage house in Hood River, every source", tool: "query_database", expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Mill Race")).id }))] },
  { group: "income", query: Q.larkspurSpring, tool: "query_database", expect: async (t) => [$(await t.sum({ categories: RENTS, start: `${ty(t)}-03-01`, end: `${ty(t)}-06-30`, property: (await t.property("Larkspur")).id }))] },
  { group: "income", query: "What did Tobias pay us in rent in q2 this year (April 1 - June 30)?", tool: "query_database", expect: async (t) => [$(await t.sum({ categories: RENTS, ...quarter(ty(t), 2), property: (await t.property("Quarry Bend")).id }))] },
  { group: "income", query: "Total late fees we've collected from January 1 of last year up to today?", tool: "query_database", expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], start: `${ly(t)}-01-01`, end: t.today }))] },
  {
    group: "income",
    query: "Total revenue, all properties and all sources, for the three whole months before last month (so not counting last month itself).",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = lastMonth(t.today).start.split("-").map(Number) as [number, number];
      const back = (k: number) => { const idx = y * 12 + (m - 1) - k; return month(Math.floor(idx / 12), (idx % 12) + 1); };
      return [$(await t.sum({ type: "revenue", start: back(3).start, end: back(1).end }))];
    },
  },
  {
    group: "income",
    query: "What percentage of last year's rental income came from the Hood River carriage house? One decimal place is fine.",
    tool: "query_database",
    expect: async (t) => {
      const all = new Decimal(await t.sum({ categories: RENTS, ...year(ly(t)) }));
      const cabin = new Decimal(await t.sum({ categories: RENTS, ...year(ly(t)), property: (await t.property("Mill Race")).id }));
      return [`${cabin.div(all).times(100).toFixed(1)}%`];
    },
  },
  { group: "income", query: "Did we keep any of Garrett's security deposit last yr? how much", tool: "query_database", expect: async (t) => [$(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...year(ly(t)) }))] },
  {
    group: "income",
    query: "Calculate the carriage house's average monthly Airbnb income for last year — the year's total divided by 12.",
    tool: "query_database",
    expect: async (t) => [$(new Decimal(await t.sum({ categories: ["revenue:rental_income"], ...year(ly(t)), property: (await t.property("Mill Race")).id })).div(12))],
  },

  // Expenses (8)
  { group: "expenses", query: "How much did Brightwell charge us in total last year? The 9% fees plus anything else they billed as manager.", tool: "query_database", expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...year(ly(t)) }))] },
  { group: "expenses", query: "What have we spent with Rosario Plumbing since Jan 1 of last year, all properties?", tool: "query_database", expect: async (t) => [$(await t.sum({ type: "expense", q: "Rosario", start: `${ly(t)}-01-01`, end: t.today }))] },
  { group: "expenses", query: "property taxes paid last year for all five places", tool: "query_database", expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(ly(t)) }))] },
  { group: "expenses", query: Q.thornInterest, tool: "query_database", expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: (await t.property("Thornapple")).id }))] },
  {
    group: "expenses",
    query: "Utilities at the carriage house from June 1 through September 30 of this year — power, gas, water, garbage, internet, all of it.",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:sewer", "expense:utilities:trash", "expense:utilities:internet"], start: `${ty(t)}-06-01`, end: `${ty(t)}-09-30`, property: (await t.property("Mill Race")).id }))],
  },
  { group: "expenses", query: "What did Green Fern cost us last year, Thornapple and Sycamore combined?", tool: "query_database", expect: async (t) => [$(await t.sum({ type: "expense", q: "Green Fern", ...year(ly(t)) }))] },
  { group: "expenses", query: "total insurance premiums paid last yr across the company", tool: "query_database", expect: async (t) => [$(await t.sum({ categories: ["expense:insurance"], ...year(ly(t)) }))] },
  {
    group: "expenses",
    query: "Total expenses for the Larkspur duplex last year, and per unit please (it's 2 units, so divide by 2).",
    tool: "query_database",
    expect: async (t) => [$(new Decimal(await t.sum({ type: "expense", ...year(ly(t)), property: (await t.property("Larkspur")).id })).div(2))],
  },

  // Properties (6)
  { group: "properties", query: Q.thornBuy, tool: "query_database", expect: async (t) => { const p = await t.property("Thornapple"); return [$(p.purchase_price_total), longDate(p.acquisition_date)]; } },
  { group: "properties", query: "Depreciable basis of the Hood River carriage house — building plus furnishings, no land?", tool: "query_database", expect: async (t) => [$((await t.property("Mill Race")).depreciable_basis)] },
  {
    group: "properties",
    query: "What's the land basis on the Salem house, and what is it as a percentage of the purchase price?",
    tool: "query_database",
    expect: async (t) => { const p = await t.property("Sycamore"); return [$(p.land_basis), `${new Decimal(p.land_basis).div(p.purchase_price_total).times(100).toDecimalPlaces(1).toString()}%`]; },
  },
  { group: "properties", query: "what's the full street address of our condo in Beaverton", tool: "query_database", expect: async (t) => [(await t.property("Quarry Bend")).address.split(",")[0]!] },
  { group: "properties", query: "When was the duplex placed in service?", tool: "query_database", expect: async (t) => [longDate((await t.property("Larkspur")).placed_in_service!)] },
  {
    group: "properties",
    query: "Add up the total basis of all five properties for me — land, building and furniture together.",
    tool: "query_database",
    expect: async (t) => { const { items } = await t.get<{ items: PropertyRow[] }>("/api/v1/properties?page_size=200"); return [$(items.reduce((s, p) => s.plus(p.total_basis), new Decimal(0)))]; },
  },

  // Tenants (5)
  { group: "tenants", query: Q.brianna, tool: "query_database", expect: async (t) => { const m = await meta(t, "Thornapple"); return [m.tenant!, $(m.monthly_rent!)]; } },
  { group: "tenants", query: "What's the rent per unit at the Larkspur duplex? Unit A and Unit B separately.", tool: "query_database", expect: async (t) => (await meta(t, "Larkspur")).units!.map((u) => $(u.monthly_rent)) },
  {
    group: "tenants",
    query: "How big a security deposit did Marisol put down on the Salem house?",
    tool: "search_document_content",
    expect: async (t) => { await onFile(t, "Pennington"); return ["$2,500"]; },
  },
  { group: "tenants", query: "When does Tobias's lease at the condo end?", tool: "query_database", expect: async (t) => [await leaseEnd(t, "Tobias Wren")] },
  {
    group: "tenants",
    query: "What's our combined monthly rent roll for all the long-term tenants (every unit except the Airbnb)?",
    tool: "query_database",
    expect: async (t) => {
      let total = new Decimal(0);
      for (const f of ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore"]) {
        const m = await meta(t, f);
        total = m.units ? m.units.reduce((s, u) => s.plus(u.monthly_rent), total) : total.plus(m.monthly_rent!);
      }
      return [$(total)];
    },
  },

  // Company (4)
  { group: "company", query: "what's our EIN", tool: "query_database", expect: async (t) => [(await company(t)).ein] },
  { group: "company", query: "Oregon registry number for Basalt Creek Holdings?", tool: "query_database", expect: async (t) => [(await company(t)).state_filing_number] },
  { group: "company", query: "Who's our registered agent, and on what date was the LLC formed?", tool: "query_database", expect: async (t) => { const c = await company(t); return [c.registered_agent.name, longDate(c.formation_date)]; } },
  {
    group: "company",
    query: "Who are the members of the company and what percentage does each one own?",
    tool: "query_database",
    expect: async (t) => { await onFile(t, "Operating Agreement"); return ["Corwin Adeyemi", "45%"]; },
  },

  // Deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up from today on?",
    tool: "query_database",
    expect: async (t) => { const { items } = await obligations(t, ""); const o = items.find((x) => x.status !== "completed" && x.status !== "cancelled" && x.due_date >= t.today); if (!o) throw new Error("nothing ahead"); return [longDate(o.due_date)]; },
  },
  {
    group: "deadlines",
    query: "Is anything due in the next 45 days? List them with dates.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const ahead = items.filter((x) => x.status !== "completed" && x.status !== "cancelled" && x.due_date >= t.today && x.due_date <= addDays(t.today, 45));
      if (ahead.length === 0) throw new Error("nothing in 45 days");
      return [...new Set(ahead.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  { group: "deadlines", query: "When is the Oregon annual report due next year?", tool: "query_database", expect: async (t) => [longDate((await obligation(t, [`Oregon annual report ${ty(t) + 1}`])).due_date)] },
  { group: "deadlines", query: "When's the 1065 for this tax year due?", tool: "query_database", expect: async (t) => [longDate((await obligation(t, [`Form 1065 partnership return for ${ty(t)}`])).due_date)] },
  { group: "deadlines", query: "When do we have to renew the Hood River STR permit next?", tool: "query_database", expect: async (t) => [longDate((await obligation(t, ["short-term rental permit renewal"], t.today)).due_date)] },

  // Documents (5)
  { group: "documents", query: "What's the late fee in Brianna's lease, and on what day does it kick in?", tool: "search_document_content", expect: async (t) => { await onFile(t, "Kowalczyk"); return ["$75"]; } },
  { group: "documents", query: "What does the Brightwell agreement say we pay them for placing a new tenant?", tool: "search_document_content", expect: async (t) => { await onFile(t, "Brightwell"); return ["50%"]; } },
  { group: "documents", query: "Quarry Bend HOA special assessment — how much per unit, and how much is each installment?", tool: "search_document_content", expect: async (t) => { await onFile(t, "Quarry Bend Condominium Association"); return ["$3,150", "$1,575"]; } },
  { group: "documents", query: "Which documents do we have on file for the Thornapple house?", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`) },
  { group: "documents", query: "pull up the list of our formation documents", tool: "list_business_documents", expect: async (t) => titles(t, "doc_type=formation") },

  // Stays (4)
  { group: "stays", query: Q.julyStays, tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(ly(t), 7), property: (await t.property("Mill Race")).id }))] },
  { group: "stays", query: "Who stayed at the carriage house last month?", tool: "query_database", expect: async (t) => (await guestsOf(t, "Mill Race", lastMonth(t.today))).slice(0, 2) },
  { group: "stays", query: "Nights booked at Mill Race from June 1 through August 31 last year?", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Mill Race", { start: `${ly(t)}-06-01`, end: `${ly(t)}-08-31` }))] },
  { group: "stays", query: "how many nights was the Hood River place booked in September this year", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(ty(t), 9)))] },

  // Follow-ups (5)
  { group: "follow-ups", query: "Same window last year?", after: Q.larkspurSpring, tool: "query_database", expect: async (t) => [$(await t.sum({ categories: RENTS, start: `${ly(t)}-03-01`, end: `${ly(t)}-06-30`, property: (await t.property("Larkspur")).id }))] },
  { group: "follow-ups", query: "what about the duplex?", after: Q.thornInterest, tool: "query_database", expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: (await t.property("Larkspur")).id }))] },
  { group: "follow-ups", query: "and when does her lease end?", after: Q.brianna, tool: "query_database", expect: async (t) => [await leaseEnd(t, "Brianna Kowalczyk")] },
  { group: "follow-ups", query: "And how many nights in total was that?", after: Q.julyStays, tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(ly(t), 7)))] },
  { group: "follow-ups", query: "How much of that price was land?", after: Q.thornBuy, tool: "query_database", expect: async (t) => [$((await t.property("Thornapple")).land_basis)] },

  // Unanswerable (9)
  { group: "unanswerable", query: "What's the Thornapple house worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much principal do we still owe on the Guild mortgage for Sycamore right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is it going to rain in Hood River this weekend? Guests are checking in Friday.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we pay Cascade Pest Control last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise Brianna's rent to when her lease renews?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should Basalt Creek elect to be taxed as an S corp instead of a partnership?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the Umpqua home loan for the duplex?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Marion County's assessed value on the Sycamore Hollow house this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Tobias Wren's credit score?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
