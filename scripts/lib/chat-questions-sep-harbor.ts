// The sep-harbor set: written blind, without reading the assistant's code, its tests, its docs or any
// other question set, for Harbor Lane Properties LLC (the North Carolina held-out company of
// scripts/lib/holdout-company.ts). Every expected figure, date and name is read at run time from the
// REST API (ledger sums, reports, property and company records, obligations, document search).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, month, type Case, type Truth } from "./chat-questions";

type Period = { start: string; end: string };

const thisYearNumber = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYearNumber(t) - 1);

/** The most recent whole calendar month `m` (1..12) before the current month. */
function pastMonth(t: Truth, m: number): Period {
  const y = thisYearNumber(t);
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? y : y - 1, m);
}

/** The most recent whole calendar quarter `q` (1..4) before the current quarter. */
function pastQuarter(t: Truth, q: number): Period {
  const y = thisYearNumber(t);
  const current = Math.ceil(Number(t.today.slice(5, 7)) / 3);
  return quarter(q < current ? y : y - 1, q);
}

const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's full record, with its extra_metadata. */
async function propertyRecord(t: Truth, fragment: string): Promise<{ id: string; address: string; extra_metadata: Record<string, string> }> {
  return t.get(`/api/v1/properties/${await idOf(t, fragment)}`);
}

interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  capital_spending: string;
  net_after_capital_spending: string;
}
async function pnl(t: Truth, period: Period, fragment?: string): Promise<Pnl> {
  const property = fragment ? `&property_id=${await idOf(t, fragment)}` : "";
  return t.get(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}${property}`);
}

/** Text of a document found by a title fragment, as the document search returns its passages. */
async function documentText(t: Truth, titleFragment: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&mode=lexical&top_k=50`);
  if (hits.items.length === 0) throw new Error(`nothing found for "${words}" in "${titleFragment}"`);
  return hits.items.map((h) => h.text).join("\n");
}

/** The first group of `pattern` in the passages of a document. */
async function fromDocument(t: Truth, titleFragment: string, words: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, titleFragment, words);
  const match = pattern.exec(text.replace(/\s+/g, " "));
  if (!match?.[1]) throw new Error(`${pattern} not found in "${titleFragment}"`);
  return match[1];
}

/** A dollar amount of a document written with cents ("1,675.00"), as figure() writes it. */
async function amountInDocument(t: Truth, titleFragment: string, words: string, pattern: RegExp): Promise<string> {
  return figure((await fromDocument(t, titleFragment, words, pattern)).replace(/,/g, ""));
}

async function openObligations(t: Truth, query: string) {
  return (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
}

async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

const LONG_TERM = ["revenue:long_term_rental"];
const BOOKINGS = ["revenue:rental_income"];

const PLUMBER = "how much did we pay the plumber at the cabin last yr";
const KEISHA_RENT = "how much rent did keisha pay us last year";
const CABIN_GUESTS = "who stayed at the cabin last month?";
const EIN = "whats harbor lane's EIN";
const CABIN_SPLIT = "land vs building allocation on the juniper cabin?";
const LATE_FEE = "what's the late fee in keisha's lease";
const NOI = "what was our net operating income last year for the whole company";
const NEXT_ESTIMATE = "when's our next estimated tax payment due";

export const SEP_HARBOR_CASES: Case[] = [
  // ---- income ----
  {
    group: "income",
    query: KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LONG_TERM, ...lastYear(t), property: await idOf(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "ok and so far this year?",
    after: KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LONG_TERM, ...thisYear(t), property: await idOf(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "pull up total airbnb booking revenue for the cabin ytd, not counting cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: BOOKINGS, ...thisYear(t), property: await idOf(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "What were Harbor Lane's gross receipts last year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "which property brought in the most money in Q3",
    tool: "query_database",
    expect: async (t) => {
      const period = pastQuarter(t, 3);
      const rows = await Promise.all(
        ["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (name) => ({ name, revenue: await t.sum({ type: "revenue", ...period, property: await idOf(t, name) }) })),
      );
      const best = rows.reduce((a, b) => (Number(b.revenue) > Number(a.revenue) ? b : a));
      return [best.name, figure(best.revenue)];
    },
  },
  {
    group: "income",
    query: "osprey point revenue for july, cleaning fees included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...pastMonth(t, 7), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "cleaning fees collected from guests at osprey point last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastQuarter(t.today), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "split our income ytd: airbnb nightly revenue (excl cleaning) vs long-term tenant rent",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: BOOKINGS, ...thisYear(t) })), figure(await t.sum({ categories: LONG_TERM, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "have any tenants paid us late fees since the start of last year? how much total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], start: lastYear(t).start, end: t.today }))],
  },

  // ---- expenses ----
  {
    group: "expenses",
    query: PLUMBER,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), property: await idOf(t, "Juniper"), q: "plumb" }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: PLUMBER,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=plumb&transaction_type=EXPENSE&property_id=${await idOf(t, "Juniper")}&start_date=${lastYear(t).start}&end_date=${lastYear(t).end}&page_size=10`);
      if (items.length === 0) throw new Error("no plumber payment last year");
      return [items[0]!.description.split(/\s+/).slice(0, 2).join(" ")];
    },
  },
  {
    group: "expenses",
    query: "how much have we spent on turnover cleaning at the cottage so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "total of the DUKE ENERGY PROGRESS payments last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "DUKE ENERGY" }))],
  },
  {
    group: "expenses",
    query: "calculate total property taxes we paid last yr across all 4 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest paid on hickory dr this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await idOf(t, "Hickory") }))],
  },
  {
    group: "expenses",
    query: "How much in HOA dues did Osprey Point cost us last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "utility bills for 48 juniper last mo (power, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: await idOf(t, "Juniper") }))],
  },

  // ---- net ----
  {
    group: "net",
    query: NOI,
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastYear(t))).net)],
  },
  {
    group: "follow-up",
    query: "what about just osprey point?",
    after: NOI,
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastYear(t), "Osprey")).net)],
  },
  {
    group: "net",
    query: "is the cabin making money this year? revenue minus expenses ytd",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, thisYear(t), "Juniper")).net)],
  },
  {
    group: "net",
    query: "cash flow on the raleigh house last yr after paying for the new roof",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastYear(t), "Hickory")).net_after_capital_spending)],
  },

  // ---- bookings-or-tenants ----
  {
    group: "bookings-or-tenants",
    query: CABIN_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "what about the cottage",
    after: CABIN_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was osprey point booked in Q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", pastQuarter(t, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations at the cottage last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: BOOKINGS, ...lastYear(t), property: await idOf(t, "Osprey") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are our long-term tenants and which place does each one rent",
    tool: "query_database",
    expect: async (t) => {
      const [magnolia, hickory] = await Promise.all([propertyRecord(t, "Magnolia"), propertyRecord(t, "Hickory")]);
      const tenant = (p: { extra_metadata: Record<string, string> }) => {
        if (!p.extra_metadata.tenant) throw new Error("no tenant on record");
        return p.extra_metadata.tenant;
      };
      return [tenant(magnolia), "Magnolia", tenant(hickory), "Hickory"];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what does owen pay a month",
    tool: "query_database",
    expect: async (t) => {
      const rent = (await propertyRecord(t, "Hickory")).extra_metadata.monthly_rent;
      if (!rent) throw new Error("no monthly rent on record");
      return [figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total nights we've had guests at juniper lane so far in the year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", thisYear(t)))],
  },

  // ---- basis ----
  {
    group: "basis",
    query: "what did we pay for osprey point and when did we close on it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: CABIN_SPLIT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "and the furniture?",
    after: CABIN_SPLIT,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },
  {
    group: "basis",
    query: "placed-in-service date for the raleigh rental",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("no placed_in_service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "my CPA needs the depreciable basis on the magnolia st unit",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---- company ----
  {
    group: "company",
    query: EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "follow-up",
    query: "and our NC secretary of state id number?",
    after: EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "remind me what date Harbor Lane Properties was organized",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company")).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },
  {
    group: "company",
    query: "who are the members per the operating agreement and what % does each hold",
    tool: "search_document_content",
    expect: async (t) => {
      const list = await fromDocument(t, "Operating Agreement", "members Percentage Interests", /Percentage Interests are: ([^.]+)\./);
      return list.split(";").map((part) => part.split(",")[0]!.trim());
    },
  },

  // ---- deadlines ----
  {
    group: "deadlines",
    query: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => {
      const open = await openObligations(t, "obligation_type=tax:payment");
      if (open.length < 2) throw new Error("fewer than two open estimated payments");
      return [longDate(open[1]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days we need to deal with?",
    tool: "query_database",
    expect: async (t) => [...new Set((await openObligations(t, "upcoming=60")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when does the wilmington short term rental permit need renewing",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=permit")],
  },
  {
    group: "deadlines",
    query: "when is the next partnership return (1065) due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },
  {
    group: "deadlines",
    query: "Flood insurance renewal for the cottage - what date is that",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:insurance&property_id=${await idOf(t, "Osprey")}`)],
  },

  // ---- documents ----
  {
    group: "documents",
    query: LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [await amountInDocument(t, "Lease", "late fee rent", /late fee of \$([\d,]+\.\d\d)/i)],
  },
  {
    group: "follow-up",
    query: "how much was her security deposit",
    after: LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [await amountInDocument(t, "Lease", "security deposit", /security deposit of \$([\d,]+\.\d\d)/i)],
  },
  {
    group: "documents",
    query: "hurricane deductible on the osprey point policy?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "insurance policy", "named storm hurricane deductible", /Named storm \(hurricane\) deductible:[^$]*\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how much cash does the OA say we have to keep in reserve before distributions",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "distributions reserve repairs vacancies", /reserve of \$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for hickory drive",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await idOf(t, "Hickory")}`),
  },
  {
    group: "documents",
    query: "which formation docs are uploaded for harbor lane",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- unanswerable ----
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did we collect in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the EIN for Riverbend Holdings LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on osprey point?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the cottage gross on airbnb next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's keisha's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "interest rate on the truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many stars does osprey point cottage have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current balance in the truist company checking acct", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will wake county raise our property tax next year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
