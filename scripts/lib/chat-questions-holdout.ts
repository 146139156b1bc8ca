// The held-out evaluation set: questions about the second fixture company (scripts/lib/holdout-company.ts),
// typed the way owners and bookkeepers type (lower case, short, a typo now and then), written before
// the planner was tuned and never used to tune it. Ten of them the records cannot answer. As in
// chat-questions.ts, every figure is read from the service's REST API, never written here.
import { figure, lastMonth, longDate, nextOpen, obligations, RENTS, thisYear, year, type Case, type Truth } from "./chat-questions";

const Y = new Date().getUTCFullYear();
const L = Y - 1;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const schedule = async (t: Truth, fragment: string, y: number) =>
  (await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${(await t.property(fragment)).id}/depreciation`)).schedule.find((row) => row.year === y)!.total;
interface Row {
  transaction_date: string;
  amount: string;
  description: string;
}
const rows = (t: Truth, query: string) => t.get<{ items: Row[]; total: number }>(`/api/v1/transactions?page_size=100&${query}`);
const occupancy = async (t: Truth, fragment: string, start: string, end: string) =>
  (await t.get<{ properties: { nights_booked: number; nights_available: number; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${start}&end_date=${end}&property_id=${(await t.property(fragment)).id}`)).properties[0]!;
const company = (t: Truth) => t.get<{ ein: string; state_of_formation: string; formation_date: string; registered_agent: { name: string } }>("/api/v1/company");

export const HOLDOUT_CASES: Case[] = [
  // Properties
  { group: "property", query: "what properties do we own", tool: "query_database", expect: async () => ["310 Magnolia Street", "48 Juniper Lane", "1502 Hickory Drive", "9 Osprey Point Road"] },
  { group: "property", query: "how many rentals do we have", tool: "query_database", expect: async (t) => [`${(await t.get<{ total: number }>("/api/v1/properties?page_size=1")).total} properties`] },
  { group: "property", query: "when did we buy the juniper cabin", tool: "query_database", expect: async (t) => [longDate((await t.property("Juniper")).acquisition_date)] },
  { group: "property", query: "purchase price of osprey point?", tool: "query_database", expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)] },
  { group: "property", query: "whats the address of the raleigh house", tool: "query_database", expect: async () => ["1502 Hickory Drive"] },
  { group: "property", query: "when was the magnolia unit placed in service", tool: "query_database", expect: async (t) => [longDate((await t.property("Magnolia")).placed_in_service!)] },
  // Basis and depreciation
  { group: "basis", query: "land basis for hickory drive", tool: "query_database", expect: async (t) => [figure((await t.property("Hickory")).land_basis)] },
  { group: "basis", query: "depreciation on the cabin this year", tool: "query_database", expect: async (t) => [figure(await schedule(t, "Juniper", Y))] },
  { group: "basis", query: "total basis of 9 osprey point", tool: "query_database", expect: async (t) => [figure((await t.property("Osprey")).total_basis)] },
  { group: "basis", query: `how much depreciation did we take on magnolia in ${L}`, tool: "query_database", expect: async (t) => [figure(await schedule(t, "Magnolia", L))] },
  // Money by period and category
  { group: "transactions", query: "total rental income last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(L) }))] },
  { group: "transactions", query: `how much did we spend on utilities in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(L) }))] },
  { group: "transactions", query: "mortgage interest so far this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))] },
  { group: "transactions", query: "property taxes last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(L) }))] },
  { group: "transactions", query: `what were our total expences in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(L) }))] },
  { group: "transactions", query: `net income for ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(L) }))] },
  { group: "transactions", query: `cleaning costs for the osprey cottage in ${Y}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: (await t.property("Osprey")).id }))] },
  { group: "transactions", query: "how much did the juniper cabin make last month", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: (await t.property("Juniper")).id }))] },
  { group: "transactions", query: `insurance costs in ${L} by property`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(L), property: (await t.property("Osprey")).id })), figure(await t.sum({ categories: ["expense:insurance"], ...year(L) }))] },
  { group: "transactions", query: `what did we spend on lawn care in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...year(L) }))] },
  // Vendors, tenants and guests
  { group: "counterparty", query: `what did we pay duke energy in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "duke energy", ...year(L) }))] },
  { group: "counterparty", query: "how much has keisha brown paid us this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", q: "keisha brown", ...thisYear(t) }))] },
  { group: "counterparty", query: "how much rent does owen pay", tool: "query_database", expect: async () => ["2,300.00"] },
  { group: "counterparty", query: `total paid to truist in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "truist", ...year(L) }))] },
  { group: "counterparty", query: "what did the roofer charge us", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "roofing", start: "2000-01-01", end: t.today }))] },
  { group: "counterparty", query: "how much did we pay the plumber last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "plumbing", ...year(L) }))] },
  { group: "counterparty", query: `payments to spectrum since march ${Y}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "spectrum", start: `${Y}-03-01`, end: t.today }))] },
  { group: "counterparty", query: "when did we last pay the hoa and how much", tool: "query_database", expect: async (t) => { const last = (await rows(t, "q=hoa&sort=-transaction_date")).items[0]!; return [figure(last.amount), longDate(last.transaction_date)]; } },
  // What landlords ask of stays, comparisons and rankings
  { group: "landlord", query: `how many bookings did the juniper cabin have in july ${L}`, tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["revenue:rental_income"], start: `${L}-07-01`, end: `${L}-07-31`, property: (await t.property("Juniper")).id })} reservations`] },
  {
    group: "landlord",
    query: `who stayed at osprey point in august ${L}`,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await rows(t, `property_id=${(await t.property("Osprey")).id}&category=revenue:rental_income&start_date=${L}-08-01&end_date=${L}-08-31&sort=transaction_date`);
      return [...new Set(items.map((r) => / - ([^-]+?) - from /.exec(r.description)?.[1]).filter((g): g is string => !!g))].slice(0, 3);
    },
  },
  { group: "landlord", query: `occupancy at the cabin in july ${L}`, tool: "query_database", expect: async (t) => { const o = await occupancy(t, "Juniper", `${L}-07-01`, `${L}-07-31`); return [`${o.nights_booked} of ${o.nights_available} nights`]; } },
  {
    group: "landlord",
    query: `top 3 expenses in ${L}`,
    tool: "query_database",
    expect: async (t) => (await rows(t, `transaction_type=EXPENSE&start_date=${L}-01-01&end_date=${L}-12-31&sort=-amount`)).items.slice(0, 3).map((r) => figure(r.amount)),
  },
  { group: "landlord", query: `compare income from juniper and osprey in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(L), property: (await t.property("Juniper")).id })), figure(await t.sum({ type: "revenue", ...year(L), property: (await t.property("Osprey")).id }))] },
  { group: "landlord", query: "utilities this year vs last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t) })), figure(await t.sum({ categories: ["expense:utilities"], ...year(L) }))] },
  { group: "landlord", query: `expenses by category for magnolia in ${L}`, tool: "query_database", expect: async (t) => { const id = (await t.property("Magnolia")).id; return [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(L), property: id })), figure(await t.sum({ categories: ["expense:property_tax"], ...year(L), property: id }))]; } },
  {
    group: "landlord",
    query: `which month had the highest airbnb income in ${L}`,
    tool: "query_database",
    expect: async (t) => {
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: ["revenue:rental_income"], start: `${L}-${String(i + 1).padStart(2, "0")}-01`, end: `${L}-${String(i + 1).padStart(2, "0")}-${new Date(Date.UTC(L, i + 1, 0)).getUTCDate()}` })));
      const best = sums.reduce((at, value, i) => (Number(value) > Number(sums[at]) ? i : at), 0);
      return [MONTHS[best]!, figure(sums[best]!)];
    },
  },
  { group: "landlord", query: `how many nights was osprey booked in ${L}`, tool: "query_database", expect: async (t) => { const o = await occupancy(t, "Osprey", `${L}-01-01`, `${L}-12-31`); return [`${o.nights_booked} of ${o.nights_available} nights`]; } },
  { group: "landlord", query: "is keisha paid up for october", tool: "query_database", expect: async (t) => { const month = Number(t.today.slice(5, 7)) > 10 ? Y : L; return [figure(await t.sum({ type: "revenue", q: "keisha brown", start: `${month}-10-01`, end: `${month}-10-31` }))]; } },
  // Deadlines
  { group: "obligations", query: "whats due in the next 60 days", tool: "query_database", expect: async (t) => { const { items } = await obligations(t, "upcoming=60"); return items.length ? items.map((o) => longDate(o.due_date)).slice(0, 4) : ["Nothing is due"]; } },
  { group: "obligations", query: "when is the next estimated tax payment due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=tax:payment"))!.due_date)] },
  { group: "obligations", query: "when is our annual report due", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:periodic_report"))!.due_date)] },
  { group: "obligations", query: "anything overdue?", tool: "query_database", expect: async (t) => { const { total, items } = await obligations(t, "status=overdue"); return total ? [items[0]!.description] : ["Nothing is overdue"]; } },
  { group: "obligations", query: "when does the flood insurance renew", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `obligation_type=property:insurance&property_id=${(await t.property("Osprey")).id}`))!.due_date)] },
  { group: "obligations", query: "what deadlines do we have for the raleigh house", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `property_id=${(await t.property("Hickory")).id}`))!.due_date)] },
  // The company
  { group: "company", query: "whats our ein", tool: "query_database", expect: async (t) => [(await company(t)).ein] },
  { group: "company", query: "who is our registered agent", tool: "query_database", expect: async (t) => [(await company(t)).registered_agent.name] },
  { group: "company", query: "when was the company formed", tool: "query_database", expect: async (t) => [longDate((await company(t)).formation_date)] },
  { group: "company", query: "what state is the llc registered in", tool: "query_database", expect: async (t) => [(await company(t)).state_of_formation] },
  // What the papers say
  { group: "documents", query: "who are the members of the llc", tool: "search_document_content", expect: async () => ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"] },
  { group: "documents", query: "what percent does daniel own", tool: "search_document_content", expect: async () => ["20 percent"] },
  { group: "documents", query: "when does keisha's lease end", tool: "search_document_content", expect: async () => [`July 31, ${Y}`] },
  { group: "documents", query: "what is the deductible on the osprey policy", tool: "search_document_content", expect: async () => ["$2,500"] },
  { group: "documents", query: "is there a hurricane deductible", tool: "search_document_content", expect: async () => ["8,400"] },
  { group: "documents", query: "are pets allowed at magnolia", tool: "search_document_content", expect: async () => ["cat"] },
  { group: "documents", query: "how much was the security deposit for unit 2", tool: "search_document_content", expect: async () => ["1,675.00"] },
  { group: "documents", query: "what's the warranty on the new roof", tool: "search_document_content", expect: async () => ["10 years"] },
  { group: "documents", query: "does the policy cover flood", tool: "search_document_content", expect: async () => ["Flood is not covered"] },
  { group: "listing", query: "what documents do we have on file", tool: "list_business_documents", expect: async () => ["Operating Agreement", "Residential Lease", "insurance policy", "Oak City Roofing"] },
  // Follow-ups
  { group: "follow-up", after: `how much did we spend on utilities in ${L}`, query: "and for the cabin?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(L), property: (await t.property("Juniper")).id }))] },
  { group: "follow-up", after: `rental income in july ${L}`, query: "what about august?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, start: `${L}-08-01`, end: `${L}-08-31` }))] },
  { group: "follow-up", after: `how much did we pay duke energy in ${L}`, query: "and spectrum?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "spectrum", ...year(L) }))] },
  { group: "follow-up", after: "when was hickory drive acquired", query: "what's its depreciable basis", tool: "query_database", expect: async (t) => [figure((await t.property("Hickory")).depreciable_basis)] },
  // What the records cannot answer: say so, with no figure
  ...[
    "what's the weather in wilmington",
    "what is the juniper cabin worth today",
    "what is keisha's credit score",
    "how much will rent go up next year",
    "what's our bank account balance",
    "what interest rate is the truist mortgage",
    "how many square feet is the hickory house",
    "when is the next hoa meeting",
    "what's the capital gains tax if we sell osprey",
    "how much did we pay for the appraisal on magnolia",
  ].map((query): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] })),
];
