// Round 39 blind set for the held-out North Carolina company (Harbor Lane Properties LLC, scripts/lib/holdout-company.ts).
// Written blind: its author read only the company fixture, scripts/eval-chat.ts, scripts/lib/service.ts, the
// service spec and the types and helpers of scripts/lib/chat-questions.ts (lines 1-98); never the assistant's
// code, its tests, its docs or another question set, and never asked the assistant (checked with --expect-only).
// Every figure, date and name expected is read at run time from the REST API, relative to t.today.
import {
  type Case,
  type Obligation,
  type Truth,
  RENTS,
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
} from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
const q3 = (t: Truth) => quarter(thisY(t), 3);
const q2 = (t: Truth) => quarter(thisY(t), 2);
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A property's custom fields (tenant, monthly rent). */
async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata ?? {};
}

/** Open obligations, soonest first. */
async function open(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const rows = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (rows.length === 0) throw new Error(`no open obligations for ${query}`);
  return rows;
}

const addDaysIso = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Checks that a document whose title holds `fragment` is on file (in the list of `query`). */
async function onFile(t: Truth, query: string, fragment: string): Promise<void> {
  const list = await titles(t, query);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file (${query})`);
}

/** The roof job transaction at Hickory Drive. */
async function roof(t: Truth): Promise<{ transaction_date: string; amount: string }> {
  const { items } = await t.get<{ items: { transaction_date: string; amount: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent("OAK CITY ROOFING")}&start_date=2000-01-01&end_date=${t.today}&page_size=10`);
  if (items.length !== 1) throw new Error(`roof transactions: ${items.length}`);
  return items[0]!;
}

const DATED_EIN_Q = "hey what's the EIN for Harbor Lane?";
const OSPREY_NIGHTS_Q = "How many nights was Osprey Point booked last month?";

export const R39_HARBOR_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "what was our total rental income last month across all 4 houses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "q3 rental income for the cabin pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...q3(t), property: (await t.property("Juniper")).id }))],
  },
  {
    group: "income",
    query: "Gross rental income for Harbor Lane last yr, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastY(t) }))],
  },
  {
    group: "income",
    query: "How much has Keisha paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Magnolia")).id }))],
  },
  {
    group: "income",
    query: "ytd total revenue from the Osprey Point place, everything incl. cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Osprey")).id }))],
  },
  {
    group: "income",
    query: "Can you calculate our Airbnb booking income for 2025 for both short-term rentals? Nightly stays only, not the cleaning fees.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(2025) }))],
  },
  {
    group: "income",
    query: "what did the Raleigh house bring in last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastY(t), property: (await t.property("Hickory")).id }))],
  },
  {
    group: "income",
    query: "how much in cleaning fees did we charge guests last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastQuarter(t.today) }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Mountain Fresh for cleaning this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total utilities at Osprey Point last year (power, water, internet, gas)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...lastY(t), property: (await t.property("Osprey")).id }))],
  },
  {
    group: "expenses",
    query: "What did we pay Greenscape for lawn care in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "GREENSCAPE", ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "give me the total property tax we paid this year, all counties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance expense for the Durham unit last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastY(t), property: (await t.property("Magnolia")).id }))],
  },
  {
    group: "expenses",
    query: "Pull up total expenses for the Asheville cabin last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: (await t.property("Juniper")).id }))],
  },
  {
    group: "expenses",
    query: "how much did airbnb take in host service fees in Q2?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...q2(t) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "What was Harbor Lane's net income for last year, whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastY(t) }))],
  },
  {
    group: "net",
    query: "what's Hickory Drive netting ytd after expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: (await t.property("Hickory")).id }))],
  },
  {
    group: "net",
    query: "profit or loss on the Wilmington cottage for q3?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...q3(t), property: (await t.property("Osprey")).id }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did the cabin get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Juniper")).id }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Osprey Point last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights booked at Juniper in Q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", q3(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Raleigh house and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Hickory");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Which long-term tenants do we have right now?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!, (await meta(t, "Hickory")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "total number of Airbnb bookings across both STRs in 2025?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(2025) }))],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "How much did we pay for Osprey Point when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis split for Hickory Dr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture & fixtures basis at the Osprey Point STR",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "whats our ein again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's the NC Secretary of State ID number for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was Harbor Lane Properties formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's listed as our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!];
    },
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDaysIso(t.today, 45);
      const rows = (await open(t)).filter((o) => o.due_date >= t.today && o.due_date <= end);
      if (rows.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(rows.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the NC annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t, "")).find((o) => o.obligation_type === "compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      const fee = /\$(\d[\d,.]*)/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do I need to make the Q4 estimated tax payment?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t)).find((o) => o.obligation_type === "tax:payment" && o.description.startsWith("Q4"));
      if (!next) throw new Error("no open Q4 payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "due date for the 1065 partnership return?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t)).find((o) => o.obligation_type === "tax:filing");
      if (!next) throw new Error("no open partnership return");
      return [longDate(next.due_date)];
    },
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "what's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy", "Osprey Point");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "per Keisha's lease, how much is the late fee?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=other", "Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "how is ownership split between the members according to the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement", "Operating Agreement");
      return ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor", "50", "30", "20"];
    },
  },
  {
    group: "documents",
    query: "How long is the workmanship warranty on the Oak City Roofing job?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=accounting:invoice", "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "can you list what documents we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rental income did we take in last month, all properties?",
    query: "and the month before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(lastMonth(t.today).start) }))],
  },
  {
    group: "follow-up",
    after: "short-term rental income for the Juniper cabin in 2025?",
    query: "what about the Osprey one?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(2025), property: (await t.property("Osprey")).id }))],
  },
  {
    group: "follow-up",
    after: "what did we pay Seaside Turnover Cleaning last year?",
    query: "and so far this yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "SEASIDE TURNOVER", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "when is the next property tax payment due?",
    query: "which counties is that for?",
    tool: "query_database",
    expect: async (t) => {
      const rows = (await open(t)).filter((o) => o.obligation_type === "property:tax");
      const first = rows[0]!.due_date;
      const counties = rows.filter((o) => o.due_date === first).map((o) => /(\w[\w ]*?) County/.exec(o.description)?.[1]);
      if (counties.some((c) => !c)) throw new Error("no county in a property tax description");
      return [...new Set(counties as string[])];
    },
  },
  {
    group: "follow-up",
    after: "who rents the Durham unit?",
    query: "how much is her rent each month?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Magnolia")).monthly_rent!)],
  },
  {
    group: "follow-up",
    after: "how much was the new roof on the Hickory house?",
    query: "when did we pay it?",
    tool: "query_database",
    expect: async (t) => [longDate((await roof(t)).transaction_date)],
  },
  {
    group: "follow-up",
    after: DATED_EIN_Q,
    query: "ok and our formation date?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "follow-up",
    after: OSPREY_NIGHTS_Q,
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },

  // ---------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What could we realistically sell the Juniper cabin for in today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Forecast our Airbnb revenue for next summer at Osprey Point",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we refinance the Osprey Point mortgage now or wait?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the remaining principal balance on the Truist loan for the cabin?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the PNC mortgage for Magnolia?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did the Carolina Beach condo make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "gross rents for 2022 pls",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's Keisha Brown's credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the EIN for Cape Fear Coastal Holdings LLC?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the going nightly rate for Airbnbs in Asheville right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
