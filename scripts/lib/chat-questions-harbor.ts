// A blind evaluation set on the held-out company, Harbor Lane Properties LLC (scripts/lib/holdout-company.ts),
// asked with `npm run eval:chat -- --set harbor` on the same service and data as `--set holdout`.
//
// Written blind: its author never opened src/chat/ (the assistant's planner and tools) nor read the
// phrasings of the other question sets, only the fixture company, the REST API (src/routes,
// src/domain), the README and the service spec. The questions are typed the way owners and
// bookkeepers type: lower case, shorthand ("last yr", "ytd", "q2", "mo"), a few typos, the
// company's own name, tenants' first names, vendors as the bank descriptions write them, and the
// properties' nicknames and streets. No figure is written here: each is read from the REST API of
// the running service (ledger sums, reports, property records, obligations, company profile,
// document list), and what a document says is checked against the fixture's own document text.
import Decimal from "decimal.js";
import { figure, longDate, MONTHS, month, nextOpen, obligations, RENTS, thisYear, lastMonth, year, type Case, type Truth } from "./chat-questions";
import { holdoutDocuments } from "./holdout-company";

/** The year the set is asked in (as eval-chat.ts takes today), and the one before: the fixture's books run from January of last year through last month. */
const TY = Number(new Date().toISOString().slice(0, 4));
const LY = TY - 1;

const quarter = (y: number, q: number) => ({ start: month(y, q * 3 - 2).start, end: month(y, q * 3).end });
/** The most recent named month (or quarter) that has begun: "in june" asked in November is this June. */
const recentMonth = (t: Truth, m: number) => month(Number(t.today.slice(5, 7)) >= m ? Number(t.today.slice(0, 4)) : Number(t.today.slice(0, 4)) - 1, m);
const recentQuarter = (t: Truth, q: number) => quarter(Number(t.today.slice(5, 7)) >= q * 3 - 2 ? Number(t.today.slice(0, 4)) : Number(t.today.slice(0, 4)) - 1, q);
const EVER = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Txn {
  property_id: string | null;
  transaction_date: string;
  amount: string;
  category: string;
  description: string;
  extra_metadata: Record<string, unknown>;
}
const txns = (t: Truth, query: string) => t.get<{ items: Txn[]; total: number }>(`/api/v1/transactions?${query}`);
interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  groups: { key: string; label: string; revenue: string; expenses: string; net: string; transaction_count: number }[];
}
const pnl = (t: Truth, period: { start: string; end: string }, groupBy: "month" | "category" | "property", property?: string) =>
  t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}&group_by=${groupBy}${property ? `&property_id=${property}` : ""}`);
interface Occupancy {
  properties: { property_id: string; nights_booked: number; nights_available: number; stays: number; occupancy: number | null }[];
}
const occupancy = async (t: Truth, period: { start: string; end: string }, property: string) =>
  (await t.get<Occupancy>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${property}`)).properties[0]!;

/** Everything a property brought in (every revenue category) in a period. */
const income = (t: Truth, period: { start: string; end: string }, property?: string) => t.sum({ type: "revenue", ...period, property });
/** Airbnb reservations (their rent lines) of a property in a period, optionally of one guest. */
const bookings = (t: Truth, period: { start: string; end: string }, property?: string, guest?: string) => t.count({ categories: ["revenue:rental_income"], ...period, property, q: guest });
/** The distinct guests of a property's reservations in a period. */
async function guests(t: Truth, period: { start: string; end: string }, property: string): Promise<string[]> {
  const { items } = await txns(t, `category=revenue:rental_income&property_id=${property}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = [...new Set(items.map((item) => String(item.extra_metadata.guest ?? "")).filter(Boolean))];
  if (names.length === 0) throw new Error(`no guests at ${property} in ${period.start}..${period.end}`);
  return names;
}
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const company = (t: Truth) => t.get<{ ein: string; state_filing_number: string; formation_date: string; legal_name: string }>("/api/v1/company");

/** A phrase of one of the company's documents, as the fixture wrote it (fails when the text does not hold it). */
function said(t: Truth, filename: string, phrase: string): string {
  const doc = holdoutDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no document ${filename}`);
  if (!doc.body.includes(phrase)) throw new Error(`${filename} does not say "${phrase}"`);
  return phrase;
}
const AGREEMENT = "harbor-lane-operating-agreement.md";
const LEASE = "magnolia-unit-2-lease.txt";
const POLICY = "osprey-point-insurance-policy.md";

/** The open obligations (not completed or cancelled) of a query, in due-date order. */
const open = async (t: Truth, query: string) => (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
async function nextDue(t: Truth, query: string): Promise<string> {
  const next = await nextOpen(t, query);
  if (!next) throw new Error(`no open obligation for ${query}`);
  return longDate(next.due_date);
}

// Asked first; the follow-ups below are asked after them in the same session.
const CABIN_JULY = `how many bookings did the cabin get in july ${LY}`;
const COTTAGE_AUGUST = "who stayed at the cottage in aug last yr";
const MEI = "how many times has mei tanaka stayed w us";
const UTILITIES_YTD = "how much have we spent on utilties ytd";
const HICKORY_INTEREST = "mortage interest on the raleigh house ytd";
const BIGGEST = "whats the biggest single expense we had last year";
const NEXT_ESTIMATE = "when's the next estimated tax payment due";
const DUKE = `what did duke energy cost us in ${LY} in total`;
const SEASIDE = "how much went to seaside turnover cleaning in q2";

export const HARBOR_CASES: Case[] = [
  // Income by month and quarter.
  {
    group: "income",
    query: "how much did the cabin bring in last mo",
    tool: "query_database",
    expect: async (t) => [figure(await income(t, lastMonth(t.today), await id(t, "Juniper")))],
  },
  {
    group: "income",
    query: "gross rental income for harbor lane q2 this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Number(t.today.slice(0, 4)), 2) }))],
  },
  {
    group: "income",
    query: "can you calculate what the cottage grossed in q3 last yr",
    tool: "query_database",
    expect: async (t) => [figure(await income(t, quarter(Number(t.today.slice(0, 4)) - 1, 3), await id(t, "Osprey")))],
  },

  // Reservations, guests, nights and occupancy of the two Airbnb listings.
  {
    group: "stays",
    query: CABIN_JULY,
    tool: "query_database",
    expect: async (t) => [String(await bookings(t, month(LY, 7), await id(t, "Juniper")))],
  },
  {
    group: "stays",
    query: COTTAGE_AUGUST,
    tool: "query_database",
    expect: async (t) => guests(t, month(Number(t.today.slice(0, 4)) - 1, 8), await id(t, "Osprey")),
  },
  {
    group: "stays",
    query: "nights booked at juniper in june",
    tool: "query_database",
    expect: async (t) => [String((await occupancy(t, recentMonth(t, 6), await id(t, "Juniper"))).nights_booked)],
  },
  {
    group: "stays",
    query: `occupancy % for osprey point q3 ${LY}`,
    tool: "query_database",
    expect: async (t) => {
      const o = await occupancy(t, quarter(LY, 3), await id(t, "Osprey"));
      return [String(o.nights_booked), String(o.nights_available)];
    },
  },
  {
    group: "stays",
    query: MEI,
    tool: "query_database",
    expect: async (t) => [String(await bookings(t, EVER(t), undefined, "Mei Tanaka"))],
  },

  // Basis of a property.
  {
    group: "basis",
    query: "whats the depreciable basis on the cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis for hickory dr?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).total_basis)],
  },

  // The company's own facts.
  {
    group: "company",
    query: "who are the members of harbor lane and whats everyones %",
    tool: "search_document_content",
    expect: async (t) => ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor", "50", "30", "20"].map((p) => said(t, AGREEMENT, p)),
  },
  {
    group: "company",
    query: "nc sos filing number pls",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "harbor lane ein?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // Money by category, period, property and vendor.
  {
    group: "money",
    query: UTILITIES_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t) }))],
  },
  {
    group: "money",
    query: "propery taxes last yr for all 4 houses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Number(t.today.slice(0, 4)) - 1) }))],
  },
  {
    group: "money",
    query: DUKE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(LY), q: "DUKE ENERGY" }))],
  },
  {
    group: "money",
    query: SEASIDE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...recentQuarter(t, 2), q: "SEASIDE TURNOVER" }))],
  },
  {
    group: "money",
    query: HICKORY_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await id(t, "Hickory") }))],
  },

  // Comparisons.
  {
    group: "compare",
    query: `compare cabin vs cottage income q3 ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await income(t, quarter(LY, 3), await id(t, "Juniper"))), figure(await income(t, quarter(LY, 3), await id(t, "Osprey")))],
  },
  {
    group: "compare",
    query: `cleaning costs juniper ln vs osprey in ${LY}`,
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Juniper", "Osprey"].map(async (p) => figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...year(LY), property: await id(t, p) })))),
  },

  // Breakdowns by category, month and property.
  {
    group: "breakdown",
    query: `break down harbor lane expenses by category for q1 ${TY}`,
    tool: "query_database",
    expect: async (t) => {
      const { groups } = await pnl(t, quarter(TY, 1), "category");
      const top = groups.filter((g) => new Decimal(g.expenses).gt(0)).sort((a, b) => new Decimal(b.expenses).cmp(a.expenses)).slice(0, 3);
      return top.map((g) => figure(g.expenses));
    },
  },
  {
    group: "breakdown",
    query: `monthly income for the cottage in ${LY}, month by month`,
    tool: "query_database",
    expect: async (t) => {
      const { groups } = await pnl(t, year(LY), "month", await id(t, "Osprey"));
      return groups.filter((g) => new Decimal(g.revenue).gt(0)).map((g) => figure(g.revenue));
    },
  },
  {
    group: "breakdown",
    query: "give me income by property for last yr",
    tool: "query_database",
    expect: async (t) => {
      const { groups } = await pnl(t, year(Number(t.today.slice(0, 4)) - 1), "property");
      return groups.filter((g) => new Decimal(g.revenue).gt(0)).map((g) => figure(g.revenue));
    },
  },

  // Largest and smallest.
  {
    group: "ranking",
    query: BIGGEST,
    tool: "query_database",
    expect: async (t) => {
      const y = year(Number(t.today.slice(0, 4)) - 1);
      const { items } = await txns(t, `transaction_type=EXPENSE&start_date=${y.start}&end_date=${y.end}&sort=-amount&page_size=1`);
      return [figure(items[0]!.amount)];
    },
  },
  {
    group: "ranking",
    query: "smallest booking at the cabin this year",
    tool: "query_database",
    expect: async (t) => {
      const y = thisYear(t);
      const { items } = await txns(t, `category=revenue:rental_income&property_id=${await id(t, "Juniper")}&start_date=${y.start}&end_date=${y.end}&sort=amount&page_size=1`);
      return [figure(items[0]!.amount)];
    },
  },
  {
    group: "ranking",
    query: `which month had the highest income in ${LY}`,
    tool: "query_database",
    expect: async (t) => {
      const { groups } = await pnl(t, year(LY), "month");
      const best = [...groups].sort((a, b) => new Decimal(b.revenue).cmp(a.revenue))[0]!;
      return [MONTHS[Number(best.key.slice(5, 7)) - 1]!, figure(best.revenue)];
    },
  },

  // Averages.
  {
    group: "average",
    query: "avg electric bill at the cottage ytd",
    tool: "query_database",
    expect: async (t) => {
      const filter = { categories: ["expense:utilities:electricity"], ...thisYear(t), property: await id(t, "Osprey") };
      const [sum, count] = await Promise.all([t.sum(filter), t.count(filter)]);
      return [figure(new Decimal(sum).div(count).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))];
    },
  },

  // How did we do.
  {
    group: "summary",
    query: "how did harbor lane do last yr overall",
    tool: "query_database",
    expect: async (t) => {
      const r = await pnl(t, year(Number(t.today.slice(0, 4)) - 1), "category");
      return [figure(r.revenue), figure(r.expenses), figure(r.net)];
    },
  },

  // Deadlines.
  {
    group: "deadlines",
    query: "whats our next deadline",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "")],
  },
  {
    group: "deadlines",
    query: "anything overdue rn?",
    tool: "query_database",
    // Nothing is overdue in the fixture (it completes what fell due more than 20 days ago and has
    // nothing due in the 20 days before today); the answer then says nothing is overdue.
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      return items.length ? items.map((o) => o.description) : ["overdue"];
    },
  },
  {
    group: "deadlines",
    query: "whats due in the next 45 days",
    tool: "query_database",
    expect: async (t) => {
      const items = await open(t, "upcoming=45");
      if (items.length === 0) throw new Error("nothing due in the next 45 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "property tax deadline for the cabin",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:tax&property_id=${await id(t, "Juniper")}`)],
  },

  // What the documents say.
  {
    group: "documents",
    query: "whats the late fee in keishas lease",
    tool: "search_document_content",
    expect: async (t) => [said(t, LEASE, "85.00")],
  },
  {
    group: "documents",
    query: "hurricane deductible on the cottage policy?",
    tool: "search_document_content",
    expect: async (t) => [said(t, POLICY, "8,400")],
  },
  {
    group: "documents",
    query: "is flood covered under the osprey insurance",
    tool: "search_document_content",
    expect: async (t) => [said(t, POLICY, "not covered")],
  },
  {
    group: "documents",
    query: "capital contributions per the operating agmt",
    tool: "search_document_content",
    expect: async (t) => ["60,000", "36,000", "24,000"].map((p) => said(t, AGREEMENT, p)),
  },

  // Listings of documents.
  {
    group: "listing",
    query: "what documents do we have on file for harbor lane",
    tool: "list_business_documents",
    expect: async (t) => (await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=200")).items.map((d) => d.title),
  },
  {
    group: "listing",
    query: "any insurance docs?",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?doc_type=insurance&page_size=200");
      if (items.length === 0) throw new Error("no insurance documents");
      return items.map((d) => d.title);
    },
  },

  // Follow-ups in the same session, changing one slot.
  {
    group: "follow-up",
    query: "how much did they bring in",
    after: CABIN_JULY,
    tool: "query_database",
    // What those bookings brought in: the cabin's income of that month (rent and cleaning fees the guests paid).
    expect: async (t) => [figure(await income(t, month(LY, 7), await id(t, "Juniper")))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: CABIN_JULY,
    tool: "query_database",
    expect: async (t) => [String(await bookings(t, month(LY, 7), await id(t, "Osprey")))],
  },
  {
    group: "follow-up",
    query: "which property was that",
    after: BIGGEST,
    tool: "query_database",
    expect: async (t) => {
      const y = year(Number(t.today.slice(0, 4)) - 1);
      const { items } = await txns(t, `transaction_type=EXPENSE&start_date=${y.start}&end_date=${y.end}&sort=-amount&page_size=1`);
      const propertyId = items[0]!.property_id;
      if (!propertyId) throw new Error("the largest expense belongs to no property");
      const { address } = await t.get<{ address: string }>(`/api/v1/properties/${propertyId}`);
      return [address.split(",")[0]!];
    },
  },
  {
    group: "follow-up",
    query: "what about last yr",
    after: UTILITIES_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(Number(t.today.slice(0, 4)) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and the annual report?",
    after: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "follow-up",
    query: "same thing for the durham place",
    after: HICKORY_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await id(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "and sept?",
    after: COTTAGE_AUGUST,
    tool: "query_database",
    expect: async (t) => guests(t, month(Number(t.today.slice(0, 4)) - 1, 9), await id(t, "Osprey")),
  },
  {
    group: "follow-up",
    query: "what about luis romero",
    after: MEI,
    tool: "query_database",
    expect: async (t) => [String(await bookings(t, EVER(t), undefined, "Luis Romero"))],
  },

  // Asked after a vendor's question: the vendor must not carry over.
  {
    group: "context-reset",
    query: `total expenses q1 ${TY}`,
    after: DUKE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(TY, 1) }))],
  },
  {
    group: "context-reset",
    query: "how much rental income came in last month",
    after: SEASIDE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },

  // The records cannot answer these, though they share their words.
  ...[
    "what's the cabin worth these days",
    "how many sq ft is the cottage",
    "whats keisha's phone number",
    "what interest rate are we paying on the truist mortgage",
    "how much principal is left on the hickory dr loan",
    "how many 5 star reviews did the cabin get last yr",
    "what's the occupancy tax rate in buncombe county",
    "what's daniel okafor's home address",
    "how many bedrooms does the raleigh house have",
    "what's the wifi password at osprey point",
  ].map((query): Case => ({ group: "unanswerable", query, tool: "search_document_content", unanswerable: true, expect: async () => [] })),
];
