// A held-out evaluation set for the assistant, written BLIND: without reading the assistant's code
// (src/chat/), its tests, the README's assistant section or any other question set. It asks the
// held-out company of scripts/lib/holdout-company.ts (Harbor Lane Properties LLC: a Durham unit and
// a Raleigh house let to long-term tenants, an Asheville cabin and a Wilmington cottage on Airbnb)
// 45 questions typed the way owners, bookkeepers and CPAs type: fragments, typos, abbreviations,
// numbers in words, properties by street, town, nickname or kind of home, vendors and tenants as the
// bank writes them, several asks in one. Groups: income 5, expenses 6, net 3, basis 3, company 3,
// members 2, deadlines 4, documents 5, document list 1, bookings 2, follow-up 7 and 8 questions the
// records cannot answer (market value, forecasts, vendors never paid, facts no document states).
// Every expected figure, date, name or count is read from the running service's REST API; every
// phrase expected from a document is first checked against the document search (inDoc).
import {
  type Case,
  type Truth,
  figure,
  lastMonth,
  longDate,
  month,
  nextOpen,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
} from "./chat-questions";

/** The calendar year the questions are asked in (eval-chat.ts takes `today` from the same clock). */
const Y = Number(new Date().toISOString().slice(0, 4));
const LY = Y - 1;
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));

/**
 * The phrases, once the indexed text the document search returns for `query` is shown to hold each
 * of them (ignoring case); throws otherwise, so a phrase is never expected that the documents lack.
 */
async function inDoc(t: Truth, query: string, phrases: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { text: string; document_title: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&top_k=20`);
  const text = items.map((hit) => hit.text).join("\n").toLowerCase();
  const absent = phrases.filter((phrase) => !text.includes(phrase.toLowerCase()));
  if (absent.length) throw new Error(`document search "${query}" does not hold ${JSON.stringify(absent)}`);
  return phrases;
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const depreciation = async (t: Truth, fragment: string, y: number) => {
  const { schedule } = await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${await pid(t, fragment)}/depreciation`);
  const row = schedule.find((r) => r.year === y);
  if (!row) throw new Error(`no depreciation for ${fragment} in ${y}`);
  return figure(row.total);
};
/** The guests named in a property's Airbnb reservations ("Airbnb reservation HJ... - Jane Doe - from 08/02/2025 (3 nights)") in a period. */
async function guests(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${await pid(t, fragment)}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /\s-\s(.+?)\s-\sfrom\s/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0 || names.length !== items.length) throw new Error(`guests at ${fragment} in ${period.start}..${period.end}: ${names.length} of ${items.length} named`);
  return [...new Set(names)];
}
const company = (t: Truth) => t.get<{ ein: string; legal_name: string; formation_date: string; state_filing_number: string; mailing_address: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
};

export const AFTER_HARBOR_CASES: Case[] = [
  // Income
  { group: "income", query: "how much rent did keisha pay us last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(yearOf(t) - 1), property: await pid(t, "Magnolia") }))] },
  { group: "income", query: "asheville cabin airbnb booking $ ytd (not counting the cleaning fees)", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Juniper") }))] },
  { group: "income", query: "what did the raleigh house bring in 2nd qtr of last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(yearOf(t) - 1, 2), property: await pid(t, "Hickory") }))] },
  { group: "income", query: "did owen ever pay a late fee? how much did we collect in late fees this yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))] },
  { group: "income", query: `gross income all four properties combined ${LY}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(yearOf(t) - 1) }))] },

  // Expenses
  { group: "expenses", query: "duke energy bills for the osprey place so far this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: await pid(t, "Osprey") }))] },
  { group: "expenses", query: "what did greenscape charge us for lawn care at hickory over the three summer months (jun-aug) last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], start: month(yearOf(t) - 1, 6).start, end: month(yearOf(t) - 1, 8).end, property: await pid(t, "Hickory") }))] },
  { group: "expenses", query: "pest control @ the beach cottage last yr?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:pest_control"], ...year(yearOf(t) - 1), property: await pid(t, "Osprey") }))] },
  { group: "expenses", query: `total spent at lowes in ${LY}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "LOWES", ...year(yearOf(t) - 1) }))] },
  {
    group: "expenses",
    query: "property taxes last year for all 4 houses, pls break it out by county",
    tool: "query_database",
    expect: async (t) => {
      const period = year(yearOf(t) - 1);
      const each = await Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (p) => figure(await t.sum({ categories: ["expense:property_tax"], ...period, property: await pid(t, p) }))));
      return [figure(await t.sum({ categories: ["expense:property_tax"], ...period })), ...each];
    },
  },
  { group: "expenses", query: "cpa tax prep fee this yr + what we paid the sec of state for the annual report", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:legal_professional"], ...thisYear(t) })), figure(await t.sum({ categories: ["expense:licenses_permits"], ...thisYear(t) }))] },

  // Net
  { group: "net", query: "net profit on osprey point last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(yearOf(t) - 1), property: await pid(t, "Osprey") }))] },
  { group: "net", query: `bottom line for the whole llc q3 ${Y}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...quarter(yearOf(t), 3) }))] },
  { group: "net", query: "durham unit: rent minus all its costs, ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Magnolia") }))] },

  // Basis and depreciation
  { group: "basis", query: "whats our basis in the wilmington cottage - land / bldg / furniture split + total", tool: "query_database", expect: async (t) => { const p = await t.property("Osprey"); return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis), figure(p.total_basis)]; } },
  { group: "basis", query: "depreciable basis for hickory dr?", tool: "query_database", expect: async (t) => [figure((await t.property("Hickory")).depreciable_basis)] },
  { group: "basis", query: "depr on the juniper ln cabin for last year's return", tool: "query_database", expect: async (t) => [await depreciation(t, "Juniper", yearOf(t) - 1)] },

  // Company facts
  { group: "company", query: "ein # for harbor lane?", tool: "query_database", expect: async (t) => [(await company(t)).ein] },
  { group: "company", query: "who's our registered agent and at what address", tool: "query_database", expect: async (t) => { const c = await company(t); return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!]; } },
  { group: "company", query: "date the llc was formed & our state filing number", tool: "query_database", expect: async (t) => { const c = await company(t); return [longDate(c.formation_date), c.state_filing_number]; } },

  // Members (from the operating agreement)
  { group: "members", query: "who are the members of harbor lane and what % does each own", tool: "search_document_content", expect: (t) => inDoc(t, "members and percentage interests", ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"]) },
  { group: "members", query: "how much capital did daniel okafor put in originally", tool: "search_document_content", expect: (t) => inDoc(t, "Schedule A capital contributions Daniel Okafor", ["24,000"]) },

  // Deadlines
  { group: "deadlines", query: "when's the next nc annual report due", tool: "query_database", expect: async (t) => [await due(t, "obligation_type=compliance:periodic_report")] },
  { group: "deadlines", query: "next est tax pmt - due when?", tool: "query_database", expect: async (t) => [await due(t, "obligation_type=tax:payment")] },
  { group: "deadlines", query: "when do i have to renew the wilmington str permit", tool: "query_database", expect: async (t) => [await due(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Osprey")}`)] },
  {
    group: "deadlines",
    query: "anything due in the next six weeks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=42");
      if (items.length === 0) throw new Error("nothing due in 42 days: reword this question");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },

  // What the documents say
  { group: "documents", query: "keisha's lease - when does the term end and whats the late fee", tool: "search_document_content", expect: (t) => inDoc(t, "lease term ends late fee", [`July 31, ${yearOf(t)}`, "85.00"]) },
  { group: "documents", query: "hurricane deductible on the osprey dwelling policy?", tool: "search_document_content", expect: (t) => inDoc(t, "named storm hurricane deductible", ["8,400"]) },
  { group: "documents", query: "how many yrs is the workmanship warranty on the new hickory roof", tool: "search_document_content", expect: (t) => inDoc(t, "roof workmanship warranty", ["10 years"]) },
  { group: "documents", query: "does the op agreement say how much cash we keep in reserve before distributions", tool: "search_document_content", expect: (t) => inDoc(t, "distributions reserve for repairs and vacancies", ["15,000"]) },
  { group: "documents", query: "cottage insurance - policy number and liability limit", tool: "search_document_content", expect: (t) => inDoc(t, "policy number premises liability limit", ["DP3-5520-8841", "1,000,000"]) },

  // Document list
  { group: "document list", query: "pls list every document we have uploaded", tool: "list_business_documents", expect: (t) => titles(t, "") },

  // Bookings (stays)
  { group: "bookings", query: `how many nights was the cottage booked in sept ${Y}`, tool: "query_database", expect: async (t) => [`${await nightsBooked(t, "Osprey", month(yearOf(t), 9))} nights`] },
  { group: "bookings", query: "who stayed at the cabin in august last yr", tool: "query_database", expect: (t) => guests(t, "Juniper", month(yearOf(t) - 1, 8)) },

  // Follow-ups within a session
  { group: "follow-up", after: "what did the osprey cottage make on airbnb bookings last month", query: "and the cabin?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Juniper") }))] },
  { group: "follow-up", after: "water bill total at the durham unit last year", query: "what about gas", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:gas"], ...year(yearOf(t) - 1), property: await pid(t, "Magnolia") }))] },
  { group: "follow-up", after: `how much did we pay triangle property mgmt in ${LY}`, query: "and so far this yr?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))] },
  { group: "follow-up", after: "tell me about 1502 hickory dr", query: "when was it placed in service", tool: "query_database", expect: async (t) => [longDate((await t.property("Hickory")).placed_in_service!)] },
  { group: "follow-up", after: "what's the deductible on the osprey point insurance policy", query: "and the annual premium?", tool: "search_document_content", expect: (t) => inDoc(t, "annual premium paid in full", ["1,880.00"]) },
  { group: "follow-up", after: `spectrum internet total for both airbnbs in ${LY}`, query: "just the cabin pls", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:internet"], ...year(yearOf(t) - 1), property: await pid(t, "Juniper") }))] },
  { group: "follow-up", after: "when is the flood insurance renewal for osprey due", query: "and the smoke alarm inspection at the cabin?", tool: "query_database", expect: async (t) => [await due(t, `obligation_type=property:inspection&property_id=${await pid(t, "Juniper")}`)] },

  // What the records cannot answer
  { group: "unanswerable", query: "what's the osprey cottage worth on the market right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "forecast the cabin's airbnb income for next yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay home depot last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining loan balance on the truist mortgage for juniper?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does owen's lease on the raleigh house expire", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "hurricane deductible on the juniper cabin's insurance policy", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the q4 estimated tax payment be", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did daniel okafor get in distributions last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
];
