// Round 43, held-out North Carolina company (Harbor Lane Properties LLC): 60 questions written blind,
// from scripts/lib/holdout-company.ts, the REST API and the service spec only, without reading the
// assistant's code, its tests, its docs or any other question set. Expected figures, names and dates
// are read at run time from the REST API (periods relative to the run's today); figures quoted from a
// document are expected as the document writes them.
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => thisY(t) - 1;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const rent = async (t: Truth, fragment: string, period: { start: string; end: string }) => figure(await t.sum({ categories: RENTS, start: period.start, end: period.end, property: await pid(t, fragment) }));
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> }).extra_metadata;

/** The company record, whether or not the API wraps it in a data envelope. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return (body.data as Record<string, unknown> | undefined) ?? body;
}
function field(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== "string" || value === "") throw new Error(`company record has no ${key}`);
  return value;
}

/** Open obligations, soonest first. */
async function open(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function firstOpen(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const found = (await open(t)).find(test);
  if (!found) throw new Error("no open obligation matches");
  return found;
}

/** Checks that a document is on file (by doc_type) before its text is expected. */
async function onFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document like ${fragment}`);
}

const CABIN_YTD = "How much has the cabin made so far this year?";
const RENT_LAST_YR = "whats our gross rental income for last yr";
const MOUNTAIN_FRESH = "how much did we spend w/ Mountain Fresh Cleaning last year?";
const JUNIPER_BASIS = "What's the depreciable basis on the Juniper Lane place?";
const PERMIT = "When do I need to renew the Wilmington short-term rental permit?";
const ROOF = "did we have any roofing work done in 2025?";
const CABIN_AUGUST = "who stayed at the cabin in August?";
const OSPREY_POWER = "how much did we spend on electricity at Osprey Point in 2025?";

export const R43_HARBOR_CASES: Case[] = [
  // income (8)
  { group: "income", query: RENT_LAST_YR, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastY(t)) }))] },
  { group: "income", query: CABIN_YTD, tool: "query_database", expect: async (t) => [await rent(t, "Juniper", thisYear(t))] },
  { group: "income", query: "pull up q3 revenue for Osprey Point", tool: "query_database", expect: async (t) => [await rent(t, "Osprey", quarter(thisY(t), 3))] },
  { group: "income", query: "Total rent Owen paid us in 2025?", tool: "query_database", expect: async (t) => [await rent(t, "Hickory", year(2025))] },
  { group: "income", query: "airbnb payouts last month, both listings combined", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }))] },
  { group: "income", query: "can you break down 2025 rental income by property please", tool: "query_database", expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map((p) => rent(t, p, year(2025)))) },
  { group: "income", query: "What did Harbor Lane bring in in rent during March of this year?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(thisY(t), 3) }))] },
  { group: "income", query: "how much has Keisha paid ytd", tool: "query_database", expect: async (t) => [await rent(t, "Magnolia", thisYear(t))] },

  // expenses (7)
  { group: "expenses", query: MOUNTAIN_FRESH, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...year(lastY(t)) }))] },
  { group: "expenses", query: "Calculate total property taxes we've paid this year across all 4 homes", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))] },
  { group: "expenses", query: "total expenses at osprey point in 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(2025), property: await pid(t, "Osprey") }))] },
  { group: "expenses", query: "How much went to Duke Energy in q3?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...quarter(thisY(t), 3) }))] },
  { group: "expenses", query: "give me the insurance premiums we paid last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(lastY(t)) }))] },
  { group: "expenses", query: "what have the HOA dues at the Wilmington cottage cost us this year?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "HOA", ...thisYear(t), property: await pid(t, "Osprey") }))] },
  { group: "expenses", query: "How much did we pay Triangle for property managment in 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(2025) }))] },

  // net (3)
  { group: "net", query: "What was Harbor Lane's net income for 2025, whole company?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(2025) }))] },
  { group: "net", query: "what did the Asheville cabin net last quarter", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Juniper") }))] },
  { group: "net", query: "profit on the Durham unit ytd?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Magnolia") }))] },

  // bookings-or-tenants (6)
  { group: "bookings-or-tenants", query: "how many airbnb reservations did we have in July 2026?", tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(2026, 7) }))] },
  { group: "bookings-or-tenants", query: CABIN_AUGUST, tool: "query_database", expect: async (t) => guestsOf(t, "Juniper", month(thisY(t), 8)) },
  { group: "bookings-or-tenants", query: "guest list for Osprey Point, sept 2026", tool: "query_database", expect: async (t) => guestsOf(t, "Osprey", month(2026, 9)) },
  { group: "bookings-or-tenants", query: "How many nights was the cottage booked in Q3?", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Osprey", quarter(thisY(t), 3)))] },
  { group: "bookings-or-tenants", query: "who's renting the Raleigh house and what's the monthly rent?", tool: "query_database", expect: async (t) => { const m = await meta(t, "Hickory"); return [m.tenant!, figure(m.monthly_rent!)]; } },
  { group: "bookings-or-tenants", query: "list our long term tenants pls", tool: "query_database", expect: async (t) => [(await meta(t, "Magnolia")).tenant!, (await meta(t, "Hickory")).tenant!] },

  // basis (4)
  { group: "basis", query: JUNIPER_BASIS, tool: "query_database", expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)] },
  { group: "basis", query: "what did we pay for the Raleigh house?", tool: "query_database", expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)] },
  { group: "basis", query: "Land vs building split on Magnolia?", tool: "query_database", expect: async (t) => { const p = await t.property("Magnolia"); return [figure(p.land_basis), figure(p.building_basis)]; } },
  { group: "basis", query: "how much of the osprey point basis is furniture and furnishings", tool: "query_database", expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)] },

  // company (4)
  { group: "company", query: "What's our EIN again?", tool: "query_database", expect: async (t) => [field(await company(t), "ein")] },
  { group: "company", query: "need Harbor Lane's NC secretary of state ID number", tool: "query_database", expect: async (t) => [field(await company(t), "state_filing_number")] },
  { group: "company", query: "when was the LLC formed?", tool: "query_database", expect: async (t) => [longDate(field(await company(t), "formation_date"))] },
  { group: "company", query: "who is our registered agent", tool: "query_database", expect: async (t) => [((await company(t)).registered_agent as { name: string }).name] },

  // deadlines (5)
  { group: "deadlines", query: "what's the next thing due for Harbor Lane?", tool: "query_database", expect: async (t) => [longDate((await firstOpen(t, () => true)).due_date)] },
  { group: "deadlines", query: "anything due in the next 45 days?", tool: "query_database", expect: async (t) => { const list = await open(t, "upcoming=45"); if (list.length === 0) throw new Error("nothing due in 45 days"); return [...new Set(list.map((o) => longDate(o.due_date)))]; } },
  { group: "deadlines", query: "When's next year's NC annual report due and what's the fee?", tool: "query_database", expect: async (t) => { const o = await firstOpen(t, (x) => x.obligation_type === "compliance:periodic_report" && x.due_date.startsWith(String(thisY(t) + 1))); return [longDate(o.due_date), /\$(\d[\d,]*)/.exec(o.description)![1]!]; } },
  { group: "deadlines", query: PERMIT, tool: "query_database", expect: async (t) => [longDate((await firstOpen(t, (o) => o.description.includes("Wilmington short-term rental permit"))).due_date)] },
  { group: "deadlines", query: "when does the partnership return (1065) have to be filed next", tool: "query_database", expect: async (t) => [longDate((await firstOpen(t, (o) => o.obligation_type === "tax:filing")).due_date)] },

  // documents (5)
  { group: "documents", query: "what's the hurricane deductible on the Osprey Point policy?", tool: "search_document_content", expect: async (t) => { await onFile(t, "insurance:policy", "Osprey Point"); return ["8,400"]; } },
  { group: "documents", query: "What's the late fee in Keisha's lease?", tool: "search_document_content", expect: async (t) => { await onFile(t, "other", "Magnolia"); return ["85.00"]; } },
  { group: "documents", query: "how much reserve does the operating agreement say we keep before distributions", tool: "search_document_content", expect: async (t) => { await onFile(t, "formation:operating_agreement", "Operating Agreement"); return ["15,000"]; } },
  { group: "documents", query: "how long is the workmanship warranty on the Hickory roof per Oak City's invoice?", tool: "search_document_content", expect: async (t) => { await onFile(t, "accounting:invoice", "Oak City Roofing"); return ["10 years"]; } },
  { group: "documents", query: "Which documents do we have on file?", tool: "list_business_documents", expect: async (t) => titles(t, "") },

  // follow-up (8)
  { group: "follow-up", query: "and the cottage?", after: CABIN_YTD, tool: "query_database", expect: async (t) => [await rent(t, "Osprey", thisYear(t))] },
  { group: "follow-up", query: "what about this year so far?", after: RENT_LAST_YR, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))] },
  { group: "follow-up", query: "and this year?", after: MOUNTAIN_FRESH, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...thisYear(t) }))] },
  { group: "follow-up", query: "what about the Hickory one?", after: JUNIPER_BASIS, tool: "query_database", expect: async (t) => [figure((await t.property("Hickory")).depreciable_basis)] },
  { group: "follow-up", query: "which property is that for?", after: PERMIT, tool: "query_database", expect: async () => ["Osprey"] },
  { group: "follow-up", query: "how much was that?", after: ROOF, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "OAK CITY ROOFING", ...year(2025) }))] },
  { group: "follow-up", query: "how many nights was it booked that month?", after: CABIN_AUGUST, tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisY(t), 8)))] },
  { group: "follow-up", query: "what about the cabin?", after: OSPREY_POWER, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...year(2025), property: await pid(t, "Juniper") }))] },

  // unanswerable (10)
  { group: "unanswerable", query: "What's the cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you forecast our airbnb income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we sell the Raleigh house or refinance it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did we collect from 77 Cypress Court in Wilmington last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pull up our rental income for 2022", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Truist mortgage for Osprey?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the PNC loan for Magnolia?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats Keisha Brown's social security number? need it for a form", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was Pinecrest Holdings LLC's revenue last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what nightly rate are other Asheville cabins charging these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
