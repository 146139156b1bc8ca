// Written blind: this set was written without reading the assistant's code, its tests, its docs or any
// other question set; only the fixture company (scripts/lib/holdout-company.ts), the REST API spec and
// the runner were read. It is asked of the held-out company, Harbor Lane Properties LLC (a North
// Carolina multi-member LLC: 310 Magnolia Street Unit 2, 48 Juniper Lane "the cabin", 1502 Hickory Drive
// "the Raleigh house", 9 Osprey Point Road "the cottage").
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
// Every expected figure, date and name is read at run time from the REST API; periods are relative to today.
import { type Case, type Truth, MONTHS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const TODAY = new Date().toISOString().slice(0, 10);
const Y = Number(TODAY.slice(0, 4));
const LY = Y - 1;

const LTR = ["revenue:long_term_rental"];
const STR = ["revenue:rental_income"];

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> }).extra_metadata;
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

/** The text of the document passages a lexical search finds, for reading a clause's figure. */
async function docText(t: Truth, q: string): Promise<string> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&mode=lexical&top_k=20`);
  return items.map((i) => i.text).join("\n");
}
async function clause(t: Truth, q: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await docText(t, q))?.[1];
  if (!found) throw new Error(`no match for ${pattern} in passages of "${q}"`);
  return found;
}
const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
};

// Questions that other questions follow.
const Q_KEISHA_LY = "how much rent did keisha pay us last yr";
const Q_MOUNTAIN_FRESH = `what did we pay mountain fresh cleaning in ${LY}`;
const Q_CABIN_NET = "what did the cabin net last year";
const Q_CABIN_GUESTS = "who stayed at the cabin last month";
const Q_JUNIPER_PRICE = "what did we pay for the juniper lane cabin";
const Q_AGENT = "who's our registered agent";
const Q_ANNUAL_REPORT = "when is the NC annual report due next";
const Q_LATE_FEE = "what's the late fee in keisha's lease";

export const R18_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: Q_KEISHA_LY,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, property: await pid(t, "Magnolia"), ...year(LY) }))],
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: Q_KEISHA_LY,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "str income from the juniper cabin last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, property: await pid(t, "Juniper"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: `What was Harbor Lane's total revenue in ${LY}, all properties combined?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(LY) }))],
  },
  {
    group: "income",
    query: `how much did osprey point bring in july ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Osprey"), ...month(LY, 7) }))],
  },
  {
    group: "income",
    query: `long-term rent collected Q3 ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...quarter(LY, 3) }))],
  },
  {
    group: "income",
    query: `airbnb rental income for ${LY}, both listings together`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...year(LY) }))],
  },
  {
    group: "income",
    query: "did owen's rent come in last month? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, property: await pid(t, "Hickory"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "break down last year's revenue by property please",
    tool: "query_database",
    expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (p) => figure(await t.sum({ type: "revenue", property: await pid(t, p), ...year(LY) })))),
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: Q_MOUNTAIN_FRESH,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...year(LY) }))],
  },
  {
    group: "follow-up",
    query: "what about seaside turnover?",
    after: Q_MOUNTAIN_FRESH,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "SEASIDE TURNOVER", ...year(LY) }))],
  },
  {
    group: "expenses",
    query: "how much has gone to duke energy ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `total property taxes we paid in ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(LY) }))],
  },
  {
    group: "expenses",
    query: "What were our total expenses on Magnolia St last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Magnolia"), ...year(LY) }))],
  },
  {
    group: "expenses",
    query: "utilities for the cottage last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Osprey"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: `pull up cleaning costs for both airbnbs in Q2 ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...quarter(LY, 2) }))],
  },
  {
    group: "expenses",
    query: "what did we pay the plumber at the cabin last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "PLUMBING", property: await pid(t, "Juniper"), ...year(LY) }))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: Q_CABIN_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Juniper"), ...year(LY) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: Q_CABIN_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Osprey"), ...year(LY) }))],
  },
  {
    group: "net",
    query: "profit on the magnolia unit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "calculate cash flow on the raleigh house for last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Hickory"), ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: Q_CABIN_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights total?",
    after: Q_CABIN_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: `how many nights was osprey booked in ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", year(LY)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at hickory dr",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Hickory")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "what's keisha paying per month",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Magnolia")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: `number of bookings at osprey point cottage in ${MONTHS[7]!.toLowerCase()} ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, property: await pid(t, "Osprey"), ...month(LY, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "which of our places are long term rentals and who lives in each",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!, (await meta(t, "Hickory")).tenant!],
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: Q_JUNIPER_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "how much of that was land?",
    after: Q_JUNIPER_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).land_basis)],
  },
  {
    group: "basis",
    query: "land vs building split on 1502 hickory",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was Osprey Point placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis on the magnolia unit?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "need harbor lane's federal tax id # for a w-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when did we form the LLC",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: Q_AGENT,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "what address do they have on file",
    after: Q_AGENT,
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "what's our secretary of state id number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "whats coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q_ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=annual%20report")).due_date)],
  },
  {
    group: "follow-up",
    query: "how much is the fee?",
    after: Q_ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => {
      const fee = /\$(\d[\d,]*)/.exec((await due(t, "q=annual%20report")).description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [fee];
    },
  },
  {
    group: "deadlines",
    query: "when's the flood insurance renewal for the osprey place",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=flood")).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "When do we have to file the 1065",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "q=1065")).due_date)],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "members Percentage Interests");
      const names = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no members found in the operating agreement");
      return [...new Set(names)];
    },
  },
  {
    group: "documents",
    query: Q_LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [figure(await clause(t, "late fee rent", /late fee of \$([\d,]+\.\d{2})/).then((s) => s.replace(/,/g, "")))],
  },
  {
    group: "follow-up",
    query: "and the security deposit?",
    after: Q_LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [figure(await clause(t, "security deposit", /security deposit of \$([\d,]+\.\d{2})/).then((s) => s.replace(/,/g, "")))],
  },
  {
    group: "documents",
    query: "hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    expect: async (t) => [figure(await clause(t, "named storm hurricane deductible", /hurricane\) deductible:[^$]*\$([\d,]+)/).then((s) => s.replace(/,/g, "")))],
  },
  {
    group: "documents",
    query: "what docs do we have on file for the hickory property",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Hickory")}`),
  },
  {
    group: "documents",
    query: "how long is oak city roofing's workmanship warranty on the new roof",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "workmanship warranty roof", /Workmanship warranty: (\d+ years)/)],
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the juniper cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is still owed on the truist mortgage for the cottage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did Blue Heron Rentals LLC make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on osprey point?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will airbnb revenue be next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats keisha brown's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5-star reviews does the cabin have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the first citizens loan for hickory", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many square feet is the osprey cottage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "would magnolia make more money as an airbnb than with a long-term tenant", tool: "query_database", unanswerable: true, expect: async () => [] },
];
