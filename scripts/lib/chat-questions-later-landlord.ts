// A later evaluation set for the landlord company (scripts/lib/landlord-company.ts: Basalt Creek
// Holdings LLC, an Oregon LLC of long-term tenants, a property manager, mortgages, HOA dues, a new
// roof and one Airbnb carriage house), written BLIND: without reading the assistant's code, its tests
// or any other question set. 50 questions typed the way owners, bookkeepers and CPAs type (fragments,
// typos, abbreviations, numbers in words, properties by street, town, nickname or kind of home,
// tenants and vendors by name, two asks in one): income, expenses, net, basis, company facts,
// members, deadlines, what the documents say, the document list, bookings, follow-ups in a session,
// and questions the records cannot answer. Every expected figure, date, name or count is read from
// the running service's REST API; every phrase expected from a document is first checked against
// /api/v1/documents/search, and every unanswerable question first checks the records do not hold it.
import type { Case, Truth } from "./chat-questions";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

interface Hit {
  document_title: string;
  text: string;
}

/** Passages the document search returns for a query. */
async function passages(t: Truth, q: string): Promise<Hit[]> {
  const { items } = await t.get<{ items: Hit[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=20`);
  return items;
}

/** The phrases, after checking the indexed text the document search returns for `q` holds each of them. */
async function docSays(t: Truth, q: string, phrases: string[]): Promise<string[]> {
  const text = (await passages(t, q)).map((h) => h.text).join("\n").toLowerCase();
  for (const phrase of phrases) if (!text.includes(phrase.toLowerCase())) throw new Error(`document search "${q}" does not hold "${phrase}"`);
  return phrases;
}

/** Throws if any passage the search returns for `q` holds one of the words: the documents do not answer it. */
async function docsSilent(t: Truth, q: string, words: string[]): Promise<void> {
  for (const h of await passages(t, q)) for (const w of words) if (h.text.toLowerCase().includes(w.toLowerCase())) throw new Error(`document search "${q}" holds "${w}" (${h.document_title})`);
}

async function ledgerSilent(t: Truth, filter: Parameters<Truth["count"]>[0]): Promise<void> {
  const n = await t.count(filter);
  if (n !== 0) throw new Error(`ledger has ${n} rows for ${JSON.stringify(filter)}`);
}

const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const nowYear = (t: Truth) => Number(t.today.slice(0, 4));
const company = (t: Truth) => t.get<{ ein: string; legal_name: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
const depreciation = async (t: Truth, fragment: string, y: number) => {
  const { schedule } = await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${await id(t, fragment)}/depreciation`);
  const row = schedule.find((r) => r.year === y);
  if (!row) throw new Error(`no depreciation for ${fragment} in ${y}`);
  return row.total;
};
const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what}: nothing in the ledger`);
  return figure(amount);
};
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });

export const LATER_LANDLORD_CASES: Case[] = [
  // Income
  { group: "income", query: "how much rent did brianna kowalczyk pay us in 2025", tool: "query_database", expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], q: "Kowalczyk", ...year(2025) }), "Kowalczyk rent")] },
  { group: "income", query: "Airbnb gross at the carriage house for summer '25, june through august", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], start: "2025-06-01", end: "2025-08-31", property: await id(t, "Mill Race") }))] },
  { group: "income", query: "total rent off the Larkspur duplex (both units) jan thru oct this year?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, start: `${nowYear(t)}-01-01`, end: `${nowYear(t)}-10-31`, property: await id(t, "Larkspur") }))] },
  { group: "income", query: "All income from the Salem house last yr, the kept deposit included", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(nowYear(t) - 1), property: await id(t, "Sycamore") }))] },
  { group: "income", query: "late fees we collected in 2025, and in 2026?", tool: "query_database", expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:late_fees"], ...year(2025) }), "late fees 2025"), nonZero(await t.sum({ categories: ["revenue:late_fees"], ...year(2026) }), "late fees 2026")] },
  { group: "income", query: "long term rent, all properties, third quarter of twenty twenty-five", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(2025, 3) }))] },

  // Expenses
  { group: "expenses", query: "What has Brightwell taken in management fees so far this year?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))] },
  { group: "expenses", query: "hoa dues for the beaverton condo in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(2025), property: await id(t, "Quarry") }))] },
  { group: "expenses", query: "Hood River property tax bill 2025 - how much?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025), property: await id(t, "Mill Race") }))] },
  { group: "expenses", query: "total paid to rosario plumbing, 2025 and 2026 together", tool: "query_database", expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Rosario", start: "2025-01-01", end: t.today }), "Rosario")] },
  {
    group: "expenses",
    query: "Hi! Could you break out 2025 mortgage interest by property for our CPA?",
    tool: "query_database",
    expect: async (t) => Promise.all(["Thornapple", "Larkspur", "Sycamore"].map(async (p) => nonZero(await t.sum({ categories: ["expense:mortgage_interest"], ...year(2025), property: await id(t, p) }), `interest ${p}`))),
  },
  { group: "expenses", query: "utilites at the carriage house last month", tool: "query_database", expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: await id(t, "Mill Race") }), "utilities last month")] },
  { group: "expenses", query: "ridgeline roofing - what did we end up paying them", tool: "query_database", expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Ridgeline", ...ever(t) }), "Ridgeline")] },

  // Net
  { group: "net", query: "Net income for the whole LLC in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025) }))] },
  { group: "net", query: "is the carriage house making money ytd? net number pls", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await id(t, "Mill Race") }))] },
  { group: "net", query: "quarry bend unit 12 profit last quarter", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await id(t, "Quarry") }))] },

  // Basis and depreciation
  { group: "basis", query: "whats our depreciable basis in the Mill Race carriage house", tool: "query_database", expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)] },
  { group: "basis", query: "Land vs. building split on 3306 N Larkspur?", tool: "query_database", expect: async (t) => { const p = await t.property("Larkspur"); return [figure(p.land_basis), figure(p.building_basis)]; } },
  {
    group: "basis",
    query: "depreciation on the Sycamore Hollow house this year? and what was it the first year it was rented",
    tool: "query_database",
    expect: async (t) => [figure(await depreciation(t, "Sycamore", nowYear(t))), figure(await depreciation(t, "Sycamore", Number((await t.property("Sycamore")).placed_in_service!.slice(0, 4))))],
  },

  // Company facts
  { group: "company", query: "basalt creek EIN?", tool: "query_database", expect: async (t) => [(await company(t)).ein] },
  { group: "company", query: "Who's our registered agent, and at what address?", tool: "query_database", expect: async (t) => { const { registered_agent } = await company(t); return [registered_agent.name, registered_agent.address.split(",")[0]!]; } },
  { group: "company", query: "need the Oregon registry number and the date we formed", tool: "query_database", expect: async (t) => { const c = await company(t); if (!c.state_filing_number) throw new Error("no filing number"); return [c.state_filing_number, longDate(c.formation_date)]; } },

  // Members (from the operating agreement)
  { group: "members", query: "who owns the LLC and what's each member's percentage", tool: "search_document_content", expect: (t) => docSays(t, "members percentage interest", ["Helena Marsh", "Corwin Adeyemi", "55%", "45%"]) },
  { group: "members", query: "how much capital did Corwin put in when we started?", tool: "search_document_content", expect: (t) => docSays(t, "Corwin Adeyemi capital contribution", ["$90,000"]) },

  // Deadlines
  { group: "deadlines", query: "when's the next estimated tax payment due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=tax:payment"))!.due_date)] },
  { group: "deadlines", query: "Oregon annual report — next due date?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:periodic_report"))!.due_date)] },
  {
    group: "deadlines",
    query: "by when do we have to decide on renewing Tobias Wren's lease",
    tool: "query_database",
    expect: async (t) => {
      const o = (await obligations(t, `property_id=${await id(t, "Quarry")}`)).items.find((x) => x.description.includes("Tobias Wren") && x.status !== "completed");
      if (!o) throw new Error("no Wren renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next two weeks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=14");
      if (!items.length) throw new Error("nothing due in 14 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, 3);
    },
  },

  // What the documents say
  { group: "documents", query: "deductible on the carriage house insurance policy?", tool: "search_document_content", expect: (t) => docSays(t, "Mill Race dwelling policy deductible", ["$1,500"]) },
  { group: "documents", query: "pet deposit in Brianna's lease", tool: "search_document_content", expect: (t) => docSays(t, "Thornapple lease pet deposit", ["$400.00"]) },
  {
    group: "documents",
    query: "Quarry Bend special assessment: how much per unit and when are the installments due",
    tool: "search_document_content",
    expect: (t) => docSays(t, "Quarry Bend special assessment installments", ["$3,150.00", `March 1, ${nowYear(t) + 1}`, `September 1, ${nowYear(t) + 1}`]),
  },
  { group: "documents", query: "how long is the warranty on the new roof", tool: "search_document_content", expect: (t) => docSays(t, "Ridgeline roof warranty", ["25-year", "10-year"]) },
  { group: "documents", query: "What's the most Brightwell can spend on one repair without asking us first?", tool: "search_document_content", expect: (t) => docSays(t, "Brightwell repair without the Owner's approval", ["$500"]) },

  // The document list
  { group: "document list", query: "pull up the list of leases we've got on file", tool: "list_business_documents", expect: (t) => titles(t, "q=Lease") },

  // Bookings at the carriage house
  { group: "bookings", query: "who stayed at the carriage house in august 2026", tool: "query_database", expect: (t) => guestsOf(t, "Mill Race", month(2026, 8)) },
  { group: "bookings", query: "nights booked at Mill Race in Sept 2025", tool: "query_database", expect: async (t) => [`${await nightsBooked(t, "Mill Race", month(2025, 9))} nights`] },

  // Follow-ups in a session
  { group: "follow-up", after: "How much rent did Tobias Wren pay in 2025?", query: "and this year so far?", tool: "query_database", expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], q: "Wren", ...thisYear(t) }), "Wren rent")] },
  { group: "follow-up", after: "What did we pay in property taxes in 2025?", query: "just the salem one", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025), property: await id(t, "Sycamore") }))] },
  { group: "follow-up", after: "Tell me about the Larkspur duplex", query: "when'd we buy it, and for how much?", tool: "query_database", expect: async (t) => { const p = await t.property("Larkspur"); return [longDate(p.acquisition_date), figure(p.purchase_price_total)]; } },
  { group: "follow-up", after: "HOA dues for Quarry Bend in 2025?", query: "What about 2026 to date", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, "Quarry") }))] },
  { group: "follow-up", after: "When does Marisol Pennington's lease end?", query: "whats her late fee", tool: "search_document_content", expect: (t) => docSays(t, "Sycamore Hollow lease late fee", ["$60.00"]) },
  { group: "follow-up", after: "Airbnb income at the carriage house in 2025", query: "and the host fees on those?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...year(2025), property: await id(t, "Mill Race") }))] },
  { group: "follow-up", after: "Net income for Thornapple in 2025", query: "same thing for Sycamore", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025), property: await id(t, "Sycamore") }))] },

  // The records cannot answer these
  {
    group: "unanswerable",
    query: "how big a security deposit is Ingrid Soto holding with us",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      await docsSilent(t, "Ingrid Soto security deposit", ["Soto"]);
      await ledgerSilent(t, { categories: ["revenue:security_deposit_forfeited"], q: "Soto", ...ever(t) });
      return [];
    },
  },
  { group: "unanswerable", query: "What's the deductible on the Safeco policy for Thornapple?", tool: "search_document_content", unanswerable: true, expect: async (t) => { await docsSilent(t, "Safeco landlord policy deductible", ["Safeco"]); return []; } },
  {
    group: "unanswerable",
    query: "how much principal have we paid down on the Guild mortgage so far",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await ledgerSilent(t, { q: "principal", ...ever(t) });
      await docsSilent(t, "Guild mortgage principal loan balance", ["Guild", "principal balance", "loan balance"]);
      return [];
    },
  },
  { group: "unanswerable", query: "carriage house airbnb bookings in 2024?", tool: "query_database", unanswerable: true, expect: async (t) => { await ledgerSilent(t, { categories: ["revenue:rental_income"], ...year(2024) }); await ledgerSilent(t, { ...year(2024) }); return []; } },
  {
    group: "unanswerable",
    query: "what's the Thornapple house worth on the market today",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const p = (await t.property("Thornapple")) as Record<string, unknown>;
      for (const field of ["market_value", "current_value", "appraised_value"]) if (field in p) throw new Error(`property has ${field}`);
      await docsSilent(t, "Thornapple market value appraisal", ["apprais", "market value"]);
      return [];
    },
  },
  { group: "unanswerable", query: "Do we have a forwarding address for Garrett Hollis?", tool: "search_document_content", unanswerable: true, expect: async (t) => { await docsSilent(t, "Garrett Hollis forwarding address", ["Hollis", "forwarding"]); return []; } },
  { group: "unanswerable", query: "what star rating do guests give the carriage house on airbnb", tool: "search_document_content", unanswerable: true, expect: async (t) => { await docsSilent(t, "guest reviews star rating", ["review", "star rating", "stars"]); await ledgerSilent(t, { q: "review", ...ever(t) }); return []; } },
];
