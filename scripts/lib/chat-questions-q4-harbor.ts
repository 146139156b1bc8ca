// The q4-harbor set: written blind, without reading the assistant's code, its tests, its docs or any
// other question set, for the held-out company Harbor Lane Properties LLC (North Carolina;
// scripts/lib/holdout-company.ts). 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6,
// basis 4, company 4, deadlines 5, documents 5, follow-up 8, unanswerable 10. Every expected figure,
// date and name is read at run time from the REST API; periods are relative to today.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> }).extra_metadata;
const company = async (t: Truth) => {
  const body = await t.get<Record<string, unknown> & { data?: Record<string, unknown> }>("/api/v1/company");
  return (body.data ?? body) as { formation_date: string; ein: string; registered_agent: { name: string } | null; state_filing_number: string };
};
/** A phrase read from the documents' searchable text (GET /api/v1/documents/search). */
async function docText(t: Truth, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}`);
  const m = re.exec(items.map((i) => i.text).join("\n"));
  if (!m?.[1]) throw new Error(`no ${re} in documents for "${q}"`);
  return m[1];
}
/** Open obligations matching a query, soonest first. */
const open = async (t: Truth, query: string) =>
  (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
const firstOpen = async (t: Truth, query: string, n = 0) => {
  const o = (await open(t, query))[n];
  if (!o) throw new Error(`no open obligation #${n} for ${query}`);
  return o;
};
const UTILITIES = ["expense:utilities"];

export const Q4_HARBOR_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "how about owen?",
    after: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "gross rents ytd for Harbor Lane, long-term leases plus airbnb nightly (no cleaning fees)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the cabin earn in airbnb reservation income in Q3, excluding cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisY(t), 3), property: await pid(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "same for osprey point",
    after: "what did the cabin earn in airbnb reservation income in Q3, excluding cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisY(t), 3), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "Total nightly booking revenue at Osprey Point Cottage in 2025? not counting cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(2025), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "pull up the rent we collected on the Hickory Dr house last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "airbnb rental income from both short term rentals combined last month, before cleaning fees",
    tool: "query_database",
    expect: async (t) => {
      const p = lastMonth(t.today);
      const [a, b] = await Promise.all([t.sum({ categories: ["revenue:rental_income"], ...p, property: await pid(t, "Juniper") }), t.sum({ categories: ["revenue:rental_income"], ...p, property: await pid(t, "Osprey") })]);
      return [figure(Number(a) + Number(b) + "")];
    },
  },
  {
    group: "income",
    query: "which of our properties made the most rental income last year",
    tool: "query_database",
    expect: async (t) => {
      const rows = await Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (f) => ({ f, v: Number(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, f) })) })));
      const best = rows.sort((a, b) => b.v - a.v)[0]!;
      return [best.f, figure(String(best.v))];
    },
  },
  {
    group: "income",
    query: "how much total revenue came in during march 2026",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(2026, 3) }))],
  },
  // ---- expenses (7)
  {
    group: "expenses",
    query: "what did we pay mountain fresh cleaning last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH CLEANING", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what did we pay mountain fresh cleaning last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH CLEANING", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total spent on utilities at the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "How much did the new roof on Hickory Drive cost us?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "OAK CITY ROOFING", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid in 2026 across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2026) }))],
  },
  {
    group: "expenses",
    query: "duke energy total for osprey point last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "calculate our total expenses for Q3 2026",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(2026, 3) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid triangle property mgmt this year for the durham unit",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "TRIANGLE PROPERTY", ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },
  // ---- net (3)
  {
    group: "net",
    query: "net income for harbor lane properties in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025) }))],
  },
  {
    group: "follow-up",
    query: "and ytd?",
    after: "net income for harbor lane properties in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "what's the cabin's profit this year so far",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "net",
    query: "cash flow on the Magnolia St unit last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Magnolia") }))],
  },
  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was juniper booked in 2025",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", year(2025)))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "how many nights was juniper booked in 2025",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", year(2025)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the raleigh house",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Hickory")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "whats keisha's monthly rent",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Magnolia")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests we had at the asheville cabin this summer (jun-aug)",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", { start: month(thisY(t), 6).start, end: month(thisY(t), 8).end }),
  },
  {
    group: "bookings-or-tenants",
    query: "Which tenant is in the Durham unit?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!],
  },
  // ---- basis (4)
  {
    group: "basis",
    query: "what was the purchase price of 9 osprey point rd",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis on 48 juniper ln?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the hickory property placed in service",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Hickory")).placed_in_service!)],
  },
  {
    group: "follow-up",
    query: "and what did we pay for it",
    after: "when was the hickory property placed in service",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "depreciable basis for the osprey cottage including the furnishings",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  // ---- company (4)
  {
    group: "company",
    query: "when was Harbor Lane Properties formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who's the registered agent for the llc",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },
  {
    group: "company",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "members and percentage interests", /(Tomas Reyes, 50 percent; Aisha Reyes, 30 percent; Daniel Okafor, 20 percent)/);
      return text.split("; ").map((s) => s.split(",")[0]!);
    },
  },
  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "obligation_type=tax:payment", 1)).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the wilmington str permit need renewing",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "q=permit")).due_date)],
  },
  {
    group: "deadlines",
    query: "what deadlines do we have coming up in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const items = await open(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "next 1065 filing deadline?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "q=1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the flood insurance up for renewal on osprey",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "q=flood")).due_date)],
  },
  // ---- documents (5)
  {
    group: "documents",
    query: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [await docText(t, "late fee rent paid after the fifth day", /late fee of \$([\d,]+\.\d{2})/)],
  },
  {
    group: "documents",
    query: "whats the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    expect: async (t) => [await docText(t, "named storm hurricane deductible", /\$([\d,]+) per occurrence\.?\s*$/m)],
  },
  {
    group: "follow-up",
    query: "and the annual premium on it?",
    after: "whats the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    expect: async (t) => [await docText(t, "annual premium paid in full", /Annual premium: \$([\d,]+\.\d{2})/)],
  },
  {
    group: "documents",
    query: "how big a cash reserve does the operating agreement require before distributions",
    tool: "search_document_content",
    expect: async (t) => [await docText(t, "distributions reserve for repairs and vacancies", /reserve of \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the oak city roofing job",
    tool: "search_document_content",
    expect: async (t) => [await docText(t, "roof workmanship warranty", /Workmanship warranty: (\d+ years)/)],
  },
  {
    group: "documents",
    query: "do we have any insurance policies uploaded?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },
  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the osprey point house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the magnolia unit or refinance it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will mortgage rates be next spring", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Pinecrest Holdings LLC make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Daniel Okafor's home address", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "square footage of the raleigh house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did we spend renovating the duplex in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's owen's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews does the cabin have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will our property tax bill be in 2028", tool: "query_database", unanswerable: true, expect: async () => [] },
];
