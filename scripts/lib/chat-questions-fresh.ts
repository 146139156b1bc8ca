// A second held-out set on the same fixture company as chat-questions-holdout.ts, written after the
// first one had been used for tuning, and scored once before any change it could suggest: new
// phrasings and kinds of question (holidays, "those", counts, averages, rankings, pest control,
// software), eight the records cannot answer. Every figure is read from the REST API.
import { figure, longDate, nextOpen, RENTS, thisYear, year, type Case, type Truth } from "./chat-questions";

const Y = new Date().getUTCFullYear();
const L = Y - 1;

export const FRESH_CASES: Case[] = [
  // Money, asked differently
  { group: "money", query: `what did we make in rent in ${L}?`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(L) }))] },
  { group: "money", query: `total spent on insurance ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(L) }))] },
  { group: "money", query: `how much went to property management in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(L) }))] },
  { group: "money", query: `what was our profit in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(L) }))] },
  { group: "money", query: `how many expenses did we have in ${L}`, tool: "query_database", expect: async (t) => [`${await t.count({ transaction_type: "EXPENSE", ...year(L) })} transactions`] },
  { group: "money", query: `spending before christmas ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", start: `${L}-01-01`, end: `${L}-12-24` }))] },
  { group: "money", query: `water bills for magnolia in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:water"], ...year(L), property: (await t.property("Magnolia")).id }))] },
  { group: "money", query: "income at osprey point this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Osprey")).id }))] },
  // Vendors and payers
  { group: "vendor", query: `how much have we spent at lowes in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "lowes", ...year(L) }))] },
  { group: "vendor", query: `pest control costs ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "pest", ...year(L) }))] },
  { group: "vendor", query: `what did the cpa charge in ${Y}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "cpa", ...thisYear(t) }))] },
  { group: "vendor", query: `how much did owen fitzgerald pay in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", q: "owen fitzgerald", ...year(L) }))] },
  { group: "vendor", query: "what's our internet bill", tool: "query_database", expect: async (t) => [figure((await t.get<{ items: { amount: string }[] }>("/api/v1/transactions?page_size=1&q=spectrum&sort=-transaction_date")).items[0]!.amount)] },
  // Landlord questions
  { group: "landlord", query: `how many nights was the juniper cabin booked in ${L}`, tool: "query_database", expect: async (t) => { const o = (await t.get<{ properties: { nights_booked: number; nights_available: number }[] }>(`/api/v1/reports/occupancy?start_date=${L}-01-01&end_date=${L}-12-31&property_id=${(await t.property("Juniper")).id}`)).properties[0]!; return [`${o.nights_booked} of ${o.nights_available} nights`]; } },
  { group: "landlord", query: `biggest expense in ${L}`, tool: "query_database", expect: async (t) => [figure((await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?page_size=1&transaction_type=EXPENSE&start_date=${L}-01-01&end_date=${L}-12-31&sort=-amount`)).items[0]!.amount)] },
  { group: "landlord", query: `which month in ${L} had the highest utilities`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(L) }))] },
  { group: "landlord", query: `expenses for osprey vs juniper in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(L), property: (await t.property("Osprey")).id })), figure(await t.sum({ type: "expense", ...year(L), property: (await t.property("Juniper")).id }))] },
  // Deadlines
  { group: "deadlines", query: "when's the next property tax bill due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=property:tax"))!.due_date)] },
  { group: "deadlines", query: "when do we need to renew the str permit", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:license_renewal"))!.due_date)] },
  { group: "deadlines", query: "when is the smoke alarm inspection", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=property:inspection"))!.due_date)] },
  // Papers
  { group: "papers", query: "who is the manager of the llc", tool: "search_document_content", expect: async () => ["Tomas Reyes"] },
  { group: "papers", query: "what is the monthly rent in keisha's lease", tool: "search_document_content", expect: async () => ["1,675.00"] },
  { group: "papers", query: "how much liability coverage does osprey have", tool: "search_document_content", expect: async () => ["1,000,000"] },
  { group: "papers", query: "how often are distributions made", tool: "search_document_content", expect: async () => ["quarter"] },
  // Follow-ups
  { group: "follow-up", after: `list the repairs in ${L}`, query: "what did those cost?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(L) }))] },
  { group: "follow-up", after: `cleaning costs in ${L}`, query: "and for osprey point?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...year(L), property: (await t.property("Osprey")).id }))] },
  // What the records cannot answer
  ...[
    "what will our taxes be next year",
    "should we raise keisha's rent",
    "what's the zestimate for magnolia",
    "how many bedrooms does the cabin have",
    "who is the listing agent for osprey",
    "what's the occupancy rate for hotels in asheville",
    "how much did we pay the electrician",
    "what did those cost?",
  ].map((query): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] })),
];
