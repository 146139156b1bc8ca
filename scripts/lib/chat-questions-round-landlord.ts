// Round-landlord: a set written BLIND (without reading the assistant's planner, its tests or any other
// question set) about Basalt Creek Holdings LLC, the Oregon landlord fixture of
// scripts/lib/landlord-company.ts: long-term tenants under Brightwell Property Management, a
// self-managed Salem house, the Beaverton condo's HOA, mortgage interest, Thornapple's new roof and the
// Hood River carriage house let on Airbnb. 50 questions typed the way owners, bookkeepers and CPAs
// type: fragments, typos, numbers in words, properties by street, town, nickname or kind of home,
// tenants and vendors by name, two asks in one, follow-ups in a session, and seven traps the records
// cannot answer. Every expected figure, date, name or count is read from the running service's REST
// API; every phrase expected from a document is first checked against /api/v1/documents/search; every
// unanswerable case first checks that the records really hold no answer.
import { figure, longDate, month, obligations, quarter, RENTS, thisYear, titles, year, guestsOf, type Case, type Truth } from "./chat-questions";

type Hit = { document_title: string; text: string };
const search = async (t: Truth, q: string) => (await t.get<{ items: Hit[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=20`)).items;

/** The phrases, after checking that the indexed text the document search returns for q holds each one. */
async function quoted(t: Truth, q: string, phrases: string[]): Promise<string[]> {
  const text = (await search(t, q)).map((h) => h.text).join("\n").toLowerCase();
  for (const p of phrases) if (!text.includes(p.toLowerCase())) throw new Error(`document search "${q}" does not hold "${p}"`);
  return phrases;
}

/** Throws if the document search for q returns a passage matching the pattern: the documents must not answer. */
async function absent(t: Truth, q: string, pattern: RegExp): Promise<void> {
  const hit = (await search(t, q)).find((h) => pattern.test(h.text));
  if (hit) throw new Error(`document search "${q}" answers it: ${hit.document_title}: ${hit.text.slice(0, 200)}`);
}

/** Throws unless the ledger holds no transaction for the filter. */
async function none(t: Truth, filter: Parameters<Truth["count"]>[0]): Promise<void> {
  const n = await t.count(filter);
  if (n !== 0) throw new Error(`the ledger holds ${n} transactions for ${JSON.stringify(filter)}`);
}

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
type Meta = { extra_metadata: Record<string, unknown> } & Record<string, unknown>;
const meta = async (t: Truth, fragment: string) => t.get<Meta>(`/api/v1/properties/${await id(t, fragment)}`);
const depreciation = async (t: Truth, fragment: string, y: number) => {
  const row = (await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${await id(t, fragment)}/depreciation`)).schedule.find((s) => s.year === y);
  if (!row) throw new Error(`no ${y} depreciation for ${fragment}`);
  return row.total;
};
/** The first obligation of a query still open and due today or later. */
async function upcoming(t: Truth, query: string, match = "") {
  const open = (await obligations(t, query)).items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.description.includes(match))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation for ${query} ${match}`);
  return open[0];
}
const company = (t: Truth) => t.get<{ ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");

export const ROUND_LANDLORD_CASES: Case[] = [
  // Income
  { group: "income", query: "how much rent did Brianna pay us in twenty twenty-five", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(2025), q: "Kowalczyk" }))] },
  { group: "income", query: "rents off the larkspur duplex ytd - both units together", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await id(t, "Larkspur") }))] },
  { group: "income", query: "Total income from the Salem house last yr, counting the kept deposit and everything", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(2025), property: await id(t, "Sycamore") }))] },
  { group: "income", query: "late fees we collected in 2025 and in 2026?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(2025) })), figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))] },
  { group: "income", query: "gross airbnb bookings at the carriage house for Q3 this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(yearOf(t), 3), property: await id(t, "Mill Race") }))] },
  { group: "income", query: "what did Tobias Wren pay in rent march thru june 2026", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, start: "2026-03-01", end: "2026-06-30", q: "Wren" }))] },

  // Expenses
  { group: "expenses", query: "What did Brightwell take in fees for 2025, the 9% plus the renewal fee?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(2025) }))] },
  { group: "expenses", query: "utilites on the duplex in 2025 (its just the city water/sewer i think)", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(2025), property: await id(t, "Larkspur") }))] },
  { group: "expenses", query: "green fern landscaping - total paid since january 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], start: "2025-01-01", end: t.today }))] },
  { group: "expenses", query: "For Schedule E line 14, what were repairs across all the rentals in 2025? roof excluded obviously", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(2025) }))] },
  { group: "expenses", query: "HOA dues paid for the Beaverton condo so far this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, "Quarry") }))] },
  { group: "expenses", query: "property taxes 2025: the total, and how much of it was Hood River County?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025) })), figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025), property: await id(t, "Mill Race") }))] },
  { group: "expenses", query: "cleaners for the hood river place in aug 2026 - how much", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...month(2026, 8), property: await id(t, "Mill Race") }))] },

  // Net
  { group: "net", query: "hi! hoping you can help - net income for the whole LLC for calendar 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025) }))] },
  { group: "net", query: "so what has the carriage house actually netted this year after all its costs", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await id(t, "Mill Race") }))] },
  { group: "net", query: "Quarry Bend unit 12 - income minus expenses for 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025), property: await id(t, "Quarry") }))] },

  // Basis
  { group: "basis", query: "depreciable basis of the Hood River carriage house incl. the furnishings", tool: "query_database", expect: async (t) => { const p = await t.property("Mill Race"); return [figure(p.depreciable_basis), figure(p.ffe_basis)]; } },
  { group: "basis", query: "land vs building allocation on sycamore hollow?", tool: "query_database", expect: async (t) => { const p = await t.property("Sycamore"); return [figure(p.land_basis), figure(p.building_basis)]; } },
  { group: "basis", query: "CPA needs the 2025 depreciaton figure for the N Larkspur duplex", tool: "query_database", expect: async (t) => [figure(await depreciation(t, "Larkspur", 2025))] },

  // Company
  { group: "company", query: "whats our EIN again? filling out a W-9", tool: "query_database", expect: async (t) => [(await company(t)).ein] },
  { group: "company", query: "Who's the registered agent for Basalt Creek, and at what address?", tool: "query_database", expect: async (t) => { const { registered_agent: a } = await company(t); return [a.name, a.address.split(",")[0]!]; } },
  { group: "company", query: "oregon registry number + date the LLC was formed", tool: "query_database", expect: async (t) => { const c = await company(t); return [c.state_filing_number, longDate(c.formation_date)]; } },

  // Members
  { group: "members", query: "who are the members and what percent does each own", tool: "search_document_content", expect: async (t) => quoted(t, "members percentage interest", ["Helena Marsh", "55%", "Corwin Adeyemi", "45%"]) },
  { group: "members", query: "capital contributions per the operating agreement - how much did Helena and Corwin each put in?", tool: "search_document_content", expect: async (t) => quoted(t, "members contributed capital in cash", ["$110,000", "$90,000"]) },

  // Deadlines
  { group: "deadlines", query: "next estimated tax payment - when?", tool: "query_database", expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:payment")).due_date)] },
  { group: "deadlines", query: "When is the 1065 for this year due", tool: "query_database", expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:filing")).due_date)] },
  { group: "deadlines", query: "by when do we have to decide on renewing Tobias Wren's lease?", tool: "query_database", expect: async (t) => [longDate((await upcoming(t, `obligation_type=other&property_id=${await id(t, "Quarry")}`, "Wren")).due_date)] },
  { group: "deadlines", query: "hood river STR permit renewal due date", tool: "query_database", expect: async (t) => [longDate((await upcoming(t, `obligation_type=compliance:license_renewal&property_id=${await id(t, "Mill Race")}`)).due_date)] },

  // What the documents say
  { group: "documents", query: "pet deposit in the thornapple lease?", tool: "search_document_content", expect: async (t) => quoted(t, "Thornapple lease pet deposit dog", ["$400.00"]) },
  { group: "documents", query: "whats the deductible on the carriage house insurance policy", tool: "search_document_content", expect: async (t) => quoted(t, "Columbia Gorge Mutual deductible per occurrence", ["$1,500"]) },
  { group: "documents", query: "Quarry Bend special assessment - how much per unit and when are the two installments due?", tool: "search_document_content", expect: async (t) => quoted(t, "special assessment siding deck installments", ["$3,150.00", `March 1, ${yearOf(t) + 1}`, `September 1, ${yearOf(t) + 1}`]) },
  { group: "documents", query: "how long is Ridgeline's workmanship warranty on the new roof", tool: "search_document_content", expect: async (t) => quoted(t, "Ridgeline Roofing workmanship warranty", ["10-year"]) },
  { group: "documents", query: "how much notice do we need to give to end the brightwell mgmt agreement", tool: "search_document_content", expect: async (t) => quoted(t, "terminate management agreement written notice", ["30 days"]) },

  // Listing
  { group: "document list", query: "what formation paperwork do we have on file?", tool: "list_business_documents", expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))] },

  // Bookings
  { group: "bookings", query: "how many bookings did the carriage house get in july '26", tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["revenue:rental_income"], ...month(2026, 7), property: await id(t, "Mill Race") })} booking`] },
  { group: "bookings", query: "which guests stayed at mill race in september 2026?", tool: "query_database", expect: async (t) => guestsOf(t, "Mill Race", month(2026, 9)) },

  // Follow-ups within a session
  { group: "follow-up", after: "rent from the Thornapple house in 2025?", query: "and this year so far?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await id(t, "Thornapple") }))] },
  { group: "follow-up", after: "mortgage interest on all three loans in 2025", query: "just the Guild one?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(2025), property: await id(t, "Sycamore") }))] },
  { group: "follow-up", after: "who rents the sycamore hollow house now?", query: "whats her monthly rent", tool: "query_database", expect: async (t) => [figure(String((await meta(t, "Sycamore")).extra_metadata.monthly_rent))] },
  { group: "follow-up", after: "electric bills at the carriage house for 2025", query: "what about gas", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:gas"], ...year(2025), property: await id(t, "Mill Race") }))] },
  { group: "follow-up", after: "when are the Multnomah County property taxes due?", query: "how much did we pay them last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025), q: "MULTNOMAH" }))] },
  { group: "follow-up", after: "depreciation on 1147 SE Thornapple for 2025", query: "And the new roof there, what did that cost us?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(2025), property: await id(t, "Thornapple") }))] },
  { group: "follow-up", after: "What's the late fee in Brianna Kowalczyk's lease?", query: "and in marisol's lease?", tool: "search_document_content", expect: async (t) => quoted(t, "Pennington lease late fee fifth day", ["$60.00"]) },

  // The records cannot answer these
  {
    group: "unanswerable",
    query: "what's Tobias Wren's phone number",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await absent(t, "Tobias Wren phone number contact", /\(?\b\d{3}\)?[-. ]\d{3}-\d{4}\b/);
      if (/\d{3}-\d{4}/.test(JSON.stringify(await meta(t, "Quarry")))) throw new Error("the condo's record holds a phone number");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how big a security deposit did Devon Achterberg put down on unit A",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      await absent(t, "Devon Achterberg security deposit Unit A", /Achterberg/i);
      await none(t, { categories: ["revenue:security_deposit_forfeited"], start: "2000-01-01", end: t.today, q: "Achterberg" });
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's the salem house worth today, roughly? market value",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const keys = JSON.stringify(await meta(t, "Sycamore"));
      if (/market|apprais|estimated_value|current_value/i.test(keys)) throw new Error("the Salem record holds a value");
      await absent(t, "Sycamore Hollow market value appraisal", /apprais|market value/i);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much principal did we pay down on the guild mortgage in 2025",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, { categories: ["expense:mortgage_principal"], start: "2000-01-01", end: t.today });
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "Quarry Bend HOA reserve fund balance?",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      await absent(t, "Quarry Bend association reserve fund balance", /reserve fund|reserve study|reserves of/i);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "sq footage of the thornapple house?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await absent(t, "Thornapple house square feet size", /square f(ee|oo)t|sq\.? ?ft/i);
      if (/sq|square|footage/i.test(JSON.stringify(await meta(t, "Thornapple")))) throw new Error("the Thornapple record holds its size");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what did we pay in property tax on Thornapple for 2024?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, { categories: ["expense:property_tax"], ...year(2024) });
      return [];
    },
  },
];
