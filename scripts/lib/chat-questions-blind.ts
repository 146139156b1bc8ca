// A third held-out set on the same fixture company as chat-questions-holdout.ts and
// chat-questions-fresh.ts, written after those two and written blind: its author never read the
// assistant's planner (src/chat/), only the fixture company, the REST API and the two earlier sets
// (so as not to repeat them), so its phrasings cannot have been fitted to the planner. It is a check
// on generalisation: typed as owners and bookkeepers type (lower case, shorthand, a typo now and
// then), with vendors and guests named from the transaction descriptions, comparisons, breakdowns,
// follow-ups and eight questions the records cannot answer but that share their words. As in
// chat-questions.ts, every figure is read from the service's REST API, never written here; facts
// from the documents are short phrases of their text (scripts/lib/holdout-company.ts).
import { figure, lastQuarter, longDate, month, MONTHS, nextOpen, thisYear, year, type Case, type Truth } from "./chat-questions";

const Y = new Date().getUTCFullYear();
const L = Y - 1;
/** The whole records, for "ever" questions. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** "since june": June of this year once it has begun, else June of last year. */
const sinceJune = (t: Truth) => ({ start: `${Number(t.today.slice(5, 7)) >= 6 ? Y : L}-06-01`, end: t.today });
interface Row {
  transaction_date: string;
  amount: string;
  description: string;
}
const rows = (t: Truth, query: string) => t.get<{ items: Row[]; total: number }>(`/api/v1/transactions?page_size=100&${query}`);
const properties = async (t: Truth) => (await t.get<{ items: { id: string; address: string; purchase_price_total: string }[] }>("/api/v1/properties?page_size=100")).items;
const occupancy = async (t: Truth, fragment: string, start: string, end: string) =>
  (await t.get<{ properties: { nights_booked: number; nights_available: number; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${start}&end_date=${end}&property_id=${(await t.property(fragment)).id}`)).properties[0]!;
/** The month of `y` with the highest sum of `categories` at a property, and that sum. */
const highestMonth = async (t: Truth, categories: string[], y: number, fragment: string) => {
  const property = (await t.property(fragment)).id;
  const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories, ...month(y, i + 1), property })));
  const best = sums.reduce((at, value, i) => (Number(value) > Number(sums[at]) ? i : at), 0);
  return [MONTHS[best]!, figure(sums[best]!)];
};

export const BLIND_CASES: Case[] = [
  // Money by category and period
  { group: "money", query: "how much did we spend on water last quarter", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:water"], ...lastQuarter(t.today) }))] },
  { group: "money", query: `how much money came in during the first half of ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", start: `${L}-01-01`, end: `${L}-06-30` }))] },
  { group: "money", query: "mortage interest since june", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...sinceJune(t) }))] },
  { group: "money", query: "whats our total spend ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t) }))] },
  { group: "money", query: `how much did guests pay us in cleaning fees in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(L) }))] },
  { group: "money", query: "how much did airbnb take in fees last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...year(L) }))] },
  { group: "money", query: "how much have we lost to bank fees this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:bank_fees"], ...thisYear(t) }))] },
  // Vendors and payers, by the names on the statements
  { group: "vendor", query: `erie insurance payments in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "erie", ...year(L) }))] },
  { group: "vendor", query: "how much did mountain fresh cleaning cost us this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "mountain fresh", ...thisYear(t) }))] },
  { group: "vendor", query: "what do we pay triangle every month", tool: "query_database", expect: async (t) => [figure((await rows(t, "q=triangle&sort=-transaction_date")).items[0]!.amount)] },
  { group: "vendor", query: "how much is the adobe subscription", tool: "query_database", expect: async (t) => [figure((await rows(t, "q=adobe&sort=-transaction_date")).items[0]!.amount)] },
  { group: "vendor", query: "how many times has tariq hassan stayed with us", tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["revenue:rental_income"], q: "tariq hassan", ...allTime(t) })} reservations`] },
  {
    group: "vendor",
    query: "did owen pay rent in september",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "owen fitzgerald", ...month(Number(t.today.slice(5, 7)) > 9 ? Y : L, 9) }))],
  },
  // What landlords ask: stays, rankings, the last payment of a kind, comparisons and breakdowns
  {
    group: "landlord",
    query: `list bookings at the cabin for september ${L}`,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await rows(t, `property_id=${(await t.property("Juniper")).id}&category=revenue:rental_income&start_date=${L}-09-01&end_date=${L}-09-30&sort=transaction_date`);
      return [...new Set(items.map((r) => / - ([^-]+?) - from /.exec(r.description)?.[1]).filter((g): g is string => !!g))].slice(0, 3);
    },
  },
  { group: "landlord", query: `how many bookings did we get in ${L} across both airbnbs`, tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["revenue:rental_income"], ...year(L) })} reservations`] },
  { group: "landlord", query: `osprey occupancy june thru august ${L}`, tool: "query_database", expect: async (t) => { const o = await occupancy(t, "Osprey", `${L}-06-01`, `${L}-08-31`); return [`${o.nights_booked} of ${o.nights_available} nights`]; } },
  {
    group: "landlord",
    query: "5 biggest bills this year",
    tool: "query_database",
    expect: async (t) => { const { start, end } = thisYear(t); return (await rows(t, `transaction_type=EXPENSE&start_date=${start}&end_date=${end}&sort=-amount`)).items.slice(0, 5).map((r) => figure(r.amount)); },
  },
  { group: "landlord", query: "when did we last pay the flood insurance", tool: "query_database", expect: async (t) => { const last = (await rows(t, "q=flood&transaction_type=EXPENSE&sort=-transaction_date")).items[0]!; return [figure(last.amount), longDate(last.transaction_date)]; } },
  {
    group: "landlord",
    query: `which property had the highest expenses in ${L}`,
    tool: "query_database",
    expect: async (t) => {
      const totals = await Promise.all((await properties(t)).map(async (p) => ({ p, sum: await t.sum({ type: "expense", ...year(L), property: p.id }) })));
      const top = totals.reduce((best, x) => (Number(x.sum) > Number(best.sum) ? x : best));
      return [top.p.address.split(",")[0]!, figure(top.sum)];
    },
  },
  { group: "landlord", query: `revenue by property for ${L}`, tool: "query_database", expect: async (t) => Promise.all((await properties(t)).map(async (p) => figure(await t.sum({ type: "revenue", ...year(L), property: p.id })))) },
  {
    group: "landlord",
    query: `electric bill by month for the cabin in ${L}`,
    tool: "query_database",
    expect: async (t) => { const id = (await t.property("Juniper")).id; return [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...month(L, 1), property: id })), figure(await t.sum({ categories: ["expense:utilities:electricity"], ...month(L, 7), property: id }))]; },
  },
  { group: "landlord", query: `magnolia net income ${L} vs this year`, tool: "query_database", expect: async (t) => { const id = (await t.property("Magnolia")).id; return [figure(await t.sum({ type: "net", ...year(L), property: id })), figure(await t.sum({ type: "net", ...thisYear(t), property: id }))]; } },
  // Deadlines: the next occurrence of a named obligation
  { group: "deadlines", query: "when are the wake county property taxes due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `obligation_type=property:tax&q=${encodeURIComponent("Wake County")}`))!.due_date)] },
  { group: "deadlines", query: "when do the k-1s have to go out", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=tax:filing"))!.due_date)] },
  { group: "deadlines", query: "whens the q4 estimated payment due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=tax:payment&q=Q4"))!.due_date)] },
  { group: "deadlines", query: "whats our next deadline", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `start_date=${t.today}`))!.due_date)] },
  // What the papers say
  { group: "documents", query: "whats the late fee on keisha's lease", tool: "search_document_content", expect: async () => ["85.00"] },
  { group: "documents", query: "how much notice does keisha have to give before moving out", tool: "search_document_content", expect: async () => ["60 days"] },
  { group: "documents", query: "which utilities does the magnolia tenant pay herself", tool: "search_document_content", expect: async () => ["electricity", "internet"] },
  { group: "documents", query: "how much dwelling coverage is on the osprey cottage", tool: "search_document_content", expect: async () => ["420,000"] },
  { group: "documents", query: "what vote do the members need to sell a property", tool: "search_document_content", expect: async () => ["thirds"] },
  { group: "documents", query: "whats aisha's capital contribution", tool: "search_document_content", expect: async () => ["36,000"] },
  { group: "documents", query: "how long is the shingle warranty on the hickory roof", tool: "search_document_content", expect: async () => ["30 years"] },
  // Listings
  { group: "listing", query: "any invoices on file?", tool: "list_business_documents", expect: async () => ["Oak City Roofing"] },
  { group: "listing", query: "which docs do we have for osprey point", tool: "list_business_documents", expect: async () => ["Osprey Point Cottage insurance policy"] },
  { group: "listing", query: "list the properties and what we paid for each", tool: "query_database", expect: async (t) => (await properties(t)).map((p) => figure(p.purchase_price_total)) },
  // Follow-ups
  { group: "follow-up", after: `how many bookings did the cabin get in ${L}`, query: "and osprey?", tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["revenue:rental_income"], ...year(L), property: (await t.property("Osprey")).id })} reservations`] },
  { group: "follow-up", after: `erie insurance payments in ${L}`, query: "and state farm?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "state farm", ...year(L) }))] },
  { group: "follow-up", after: "whats the hurricane deductible on the cottage", query: "and the policy number?", tool: "search_document_content", expect: async () => ["DP3-5520-8841"] },
  { group: "follow-up", after: `electric bills for osprey in ${L}`, query: "which month was the highest?", tool: "query_database", expect: async (t) => highestMonth(t, ["expense:utilities:electricity"], L, "Osprey") },
  // What the records cannot answer, in words the records use: say so, with no figure
  ...[
    "how much is the osprey hoa special assessment this year",
    "whats keisha browns phone number",
    "what will the property tax rate be next year",
    "how much principal do we still owe on the truist loan",
    "how much was owen's security deposit",
    "when does owen's lease end",
    "what do other airbnbs in asheville charge a night",
    "how much did the hurricane damage at osprey cost us",
  ].map((query): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] })),
];
