// Round 35, held-out company (Harbor Lane Properties LLC, North Carolina). Written blind: its author
// read only the fixture company (holdout-company.ts), the eval runner, the service client, the REST
// spec and the types and helpers of chat-questions.ts (lines 1-98); never the assistant's code, its
// tests, its docs or another question set. Every expected figure, name and date is read at run time
// from the REST API.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => thisYr(t) - 1;
const since = (t: Truth) => ({ start: `${lastYr(t)}-01-01`, end: t.today });

/** A sum that must not be zero (a zero means the question reads nothing). */
async function nz(amount: Promise<string>): Promise<string> {
  const value = await amount;
  if (Number(value) === 0) throw new Error("sum is zero");
  return figure(value);
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Record<string, string> | null };
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
}

/** The company profile, found from the API root's links (or the usual paths). */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const root = await t.get<unknown>("/").catch(() => null);
  const linked = (JSON.stringify(root ?? {}).match(/\/api\/v1\/[A-Za-z0-9_\-/]+/g) ?? []).filter((p) => /compan|profile|business|entity/i.test(p));
  for (const path of [...linked, "/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/business", "/api/v1/business/profile"]) {
    const body = await t.get<Record<string, unknown>>(path).catch(() => null);
    if (!body) continue;
    for (const candidate of [body, body.data, body.profile, body.company] as unknown[]) {
      if (candidate && typeof candidate === "object" && "ein" in candidate) return candidate as Record<string, unknown>;
    }
  }
  throw new Error("company profile not found");
}

const open = async (t: Truth, pick: (o: { obligation_type: string; description: string }) => boolean = () => true) =>
  (await obligations(t, ""))
    .items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && pick(o))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));

async function onFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document like ${fragment}`);
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const R35_HARBOR_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "what was our total rental income last month, all 4 properties together?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate gross rental income for last quarter?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Total rent Harbor Lane took in last yr, long term and airbnb combined",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: RENTS, ...year(lastYr(t)) }))],
  },
  {
    group: "income",
    query: "how much has the cabin brought in ytd?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "What did Airbnb pay out to us in total last year for the two short-term places?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: ["revenue:rental_income"], ...year(lastYr(t)) }))],
  },
  {
    group: "income",
    query: "how much rent has Keisha paid us so far this year",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "revenue", q: "Keisha", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up Osprey Point's rental income for July of last year please",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: RENTS, ...month(lastYr(t), 7), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "Give me the total rent from the Raleigh house for last year",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: RENTS, ...year(lastYr(t)), property: await pid(t, "Hickory") }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Duke Energy this year so far?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "expense", q: "Duke Energy", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total utilites for the Durham unit in 2025?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: ["expense:utilities"], ...year(2025), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "what did the cottage cost us in expenses in q3 this year",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "expense", ...quarter(thisYr(t), 3), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "Total expences across all the properties and the company account last month?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "How much did we pay in property taxes last year across all the houses?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: ["expense:property_tax"], ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: "what have we spent with Greenscape on the lawn this year",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "expense", q: "Greenscape", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "cleaning costs at Juniper Lane for all of last year, roughly what was that",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: ["expense:maintenance:cleaning"], ...year(lastYr(t)), property: await pid(t, "Juniper") }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "What was Harbor Lane's net income for last year, everything included?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "net", ...year(lastYr(t)) }))],
  },
  {
    group: "net",
    query: "what's Magnolia netted ytd after expenses",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "net",
    query: "Profit or loss on the Wilmington cottage for Q2 this year?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "net", ...quarter(thisYr(t), 2), property: await pid(t, "Osprey") }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin get in August this year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(thisYr(t), 8), property: await pid(t, "Juniper") });
      if (n === 0) throw new Error("no bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Osprey Point this past July?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(thisYr(t), 7)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Juniper booked last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Juniper", lastMonth(t.today));
      if (n === 0) throw new Error("no nights");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Raleigh place and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Hickory");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who's the tenant in the Magnolia St unit?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings at the Osprey cottage in 2025",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...year(2025), property: await pid(t, "Osprey") });
      if (n === 0) throw new Error("no bookings");
      return [String(n)];
    },
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on the Osprey Point house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis for 48 Juniper?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).total_basis)],
  },
  {
    group: "basis",
    query: "how is Hickory Dr split between land and building for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the Durham condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).purchase_price_total)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "can you give me Harbor Lane's federal tax ID number? the bank is asking",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string;
      return [typeof agent === "string" ? agent : String(agent?.name)];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "what's our NC secretary of state ID # for the llc",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await open(t);
      if (!first) throw new Error("nothing open");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = plusDays(t.today, 45);
      const due = (await open(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing in 45 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is next year's NC annual report due, and how much is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = String(thisYr(t) + 1);
      const report = (await obligations(t, "")).items.find((o) => o.obligation_type === "compliance:periodic_report" && o.due_date.startsWith(next));
      if (!report) throw new Error("no annual report next year");
      const fee = /\$([\d,]+(?:\.\d\d)?)/.exec(report.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report's description");
      return [longDate(report.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await open(t, (o) => o.obligation_type === "tax:payment");
      if (!first) throw new Error("no estimated payment open");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When do we need to renew the flood insurance on the Wilmington cottage?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await open(t, (o) => o.obligation_type === "property:insurance" && /flood/i.test(o.description));
      if (!first) throw new Error("no flood renewal open");
      return [longDate(first.due_date)];
    },
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "what's the hurricane deductible on the Osprey Point policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "If Keisha pays rent late what's the late fee per her lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Magnolia");
      return ["85"];
    },
  },
  {
    group: "documents",
    query: "According to our operating agreement, who are the members and what % does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Harbor Lane");
      return ["Tomas Reyes", "50", "Aisha Reyes", "30", "Daniel Okafor", "20"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof Oak City put on?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file for Harbor Lane?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rental income did the cabin make last year?",
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ categories: RENTS, ...year(lastYr(t)), property: await pid(t, "Osprey") }))],
  },
  {
    group: "follow-up",
    after: "what did we spend on property taxes in 2025",
    query: "which county's bill was the biggest?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?category=expense:property_tax&start_date=2025-01-01&end_date=2025-12-31&page_size=200`);
      const top = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!top) throw new Error("no property tax in 2025");
      const county = /^(.*?)\s+county/i.exec(top.description)?.[1];
      if (!county) throw new Error(`no county in ${top.description}`);
      return [county, figure(top.amount)];
    },
  },
  {
    group: "follow-up",
    after: "depreciable basis on Osprey Point?",
    query: "what about the furniture?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },
  {
    group: "follow-up",
    after: "Who is renting 1502 Hickory Drive?",
    query: "how much is his rent",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "follow-up",
    after: "how many bookings did Juniper Cabin have in September this year",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(thisYr(t), 9)),
  },
  {
    group: "follow-up",
    after: "what were our total expenses in October?",
    query: "and september?",
    tool: "query_database",
    expect: async (t) => [await nz(t.sum({ type: "expense", ...month(thisYr(t), 9) }))],
  },
  {
    group: "follow-up",
    after: "How much did we pay for the new roof on the Raleigh house?",
    query: "who did the work?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=roof&start_date=${since(t).start}&end_date=${t.today}&page_size=200`);
      if (!items.some((tx) => /oak city roofing/i.test(tx.description))) throw new Error("no Oak City Roofing payment");
      return ["Oak City Roofing"];
    },
  },
  {
    group: "follow-up",
    after: "When did we pay Carolina HVAC for the repair at Magnolia?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ ...since(t), q: "Carolina HVAC" });
      if (n !== 1) throw new Error(`${n} Carolina HVAC payments`);
      return [await nz(t.sum({ type: "expense", q: "Carolina HVAC", ...since(t) }))];
    },
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What would the cabin sell for on today's market?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Can you forecast how much Airbnb income we'll make next summer at Osprey?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "should we refinance the Raleigh house or just sell it?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much rent did we collect at 22 Pelican Court in Wrightsville Beach last year", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What was our rental income back in 2022?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's the remaining principal on the Truist mortgage for the cottage?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What interest rate are we paying on the PNC loan for Magnolia?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "can you look up Owen Fitzgerald's social security number and credit score", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How did Cape Fear Coastal Rentals LLC do last year, revenue-wise?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what are comparable Airbnbs in Asheville charging per night right now?", expect: async () => [] },
];
