// Blind set r31-harbor: 60 questions an owner or bookkeeper of Harbor Lane Properties LLC (the North
// Carolina held-out company, scripts/lib/holdout-company.ts) might type. Written without reading the
// assistant's code, its tests, its docs or any other question set; only the company file, the eval
// runner and the REST spec were read. Every expected figure, date and name is read at run time from the
// REST API (or, for a document's wording, from the document text the company file loads, after checking
// through the API that the document is on file).
import {
  type Case,
  type Truth,
  RENTS,
  figure,
  guestsOf,
  lastMonth,
  longDate,
  month,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
} from "./chat-questions";
import { HOLDOUT_COMPANY, holdoutDocuments } from "./holdout-company";

type Period = { start: string; end: string };
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A sum as written in an answer; a zero means the question has no data and is a bad question. */
async function fig(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const value = await t.sum(filter);
  if (Number(value) === 0) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return figure(value);
}
async function rents(t: Truth, period: Period, fragment?: string) {
  return fig(t, { categories: RENTS, ...period, property: fragment ? await pid(t, fragment) : undefined });
}
async function net(t: Truth, period: Period, fragment?: string) {
  return fig(t, { type: "net", ...period, property: fragment ? await pid(t, fragment) : undefined });
}

interface Tx {
  description: string;
  transaction_date: string;
  amount: string;
}
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** Open obligations, soonest first. */
async function open(t: Truth, query = "") {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextOf(t: Truth, type: string, word?: RegExp) {
  const found = (await open(t)).find((o) => o.obligation_type === type && (!word || word.test(o.description)));
  if (!found) throw new Error(`no open ${type}`);
  return found;
}

/** The company record, from the API when it has a route for it, else the record the company was loaded with. */
async function company(t: Truth): Promise<typeof HOLDOUT_COMPANY> {
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/business"]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const record = (body && typeof body === "object" && "data" in body ? body.data : body) as typeof HOLDOUT_COMPANY | undefined;
      if (record && typeof record === "object" && typeof record.ein === "string") return record;
    } catch {
      // no such route
    }
  }
  return HOLDOUT_COMPANY;
}

/** A document's text, once the API shows it is on file. */
async function doc(t: Truth, filename: string): Promise<string> {
  const d = holdoutDocuments(t.today).find((x) => x.filename === filename);
  if (!d) throw new Error(`no document ${filename} in the company file`);
  const onFile = await titles(t, `doc_type=${d.doc_type}`);
  if (!onFile.includes(d.title)) throw new Error(`${d.title} is not on file`);
  return d.body;
}
function pick(text: string, re: RegExp): string[] {
  const m = re.exec(text);
  if (!m) throw new Error(`${re} not found`);
  return m.slice(1);
}

async function tenantOf(t: Truth, fragment: string) {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: { tenant?: string; monthly_rent?: string } };
  const tenant = p.extra_metadata?.tenant;
  const rent = p.extra_metadata?.monthly_rent;
  if (!tenant || !rent) throw new Error(`no tenant on ${fragment}`);
  return { tenant, rent };
}

const none = async () => [] as string[];

export const R31_HARBOR_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much rent came in last month across all 4 places?",
    tool: "query_database",
    expect: async (t) => [await rents(t, lastMonth(t.today))],
  },
  {
    group: "income",
    query: "Can you calculate gross rental income for Q2 this year?",
    tool: "query_database",
    expect: async (t) => [await rents(t, quarter(Y(t), 2))],
  },
  {
    group: "income",
    query: "total rental income last yr for harbor lane properties",
    tool: "query_database",
    expect: async (t) => [await rents(t, year(Y(t) - 1))],
  },
  {
    group: "income",
    query: "whats the cabin brought in on airbnb ytd",
    tool: "query_database",
    expect: async (t) => [await fig(t, { categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Juniper") })],
  },
  {
    group: "income",
    query: "How much has Keisha paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [await rents(t, thisYear(t), "Magnolia")],
  },
  {
    group: "income",
    query: "What did Osprey Point earn in July 2025?",
    tool: "query_database",
    expect: async (t) => [await rents(t, month(2025, 7), "Osprey")],
  },
  {
    group: "income",
    query: "Please break down last year's rental income by property.",
    tool: "query_database",
    expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map((f) => rents(t, year(Y(t) - 1), f))),
  },
  {
    group: "income",
    query: "how much did we make from airbnb guests in august, both listings together?",
    tool: "query_database",
    expect: async (t) => [await fig(t, { categories: ["revenue:rental_income"], ...month(Y(t), 8) })],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Mountain Fresh Cleaning in 2025?",
    tool: "query_database",
    expect: async (t) => [await fig(t, { type: "expense", q: "MOUNTAIN FRESH", ...year(2025) })],
  },
  {
    group: "expenses",
    query: "what have utilities cost us ytd, all properties combined",
    tool: "query_database",
    expect: async (t) => [await fig(t, { categories: ["expense:utilities"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "Give me total expenses for the Raleigh house in 2025",
    tool: "query_database",
    expect: async (t) => [await fig(t, { type: "expense", ...year(2025), property: await pid(t, "Hickory") })],
  },
  {
    group: "expenses",
    query: "what have the HOA dues at Osprey run us this year?",
    tool: "query_database",
    expect: async (t) => [await fig(t, { type: "expense", q: "HOA", ...thisYear(t), property: await pid(t, "Osprey") })],
  },
  {
    group: "expenses",
    query: "pull up what we've paid Duke Energy for the Asheville cabin in 2026",
    tool: "query_database",
    expect: async (t) => [await fig(t, { type: "expense", q: "DUKE ENERGY", ...year(2026), property: await pid(t, "Juniper") })],
  },
  {
    group: "expenses",
    query: "How much property tax did we pay last year in total?",
    tool: "query_database",
    expect: async (t) => [await fig(t, { categories: ["expense:property_tax"], ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "cleaning costs at the Wilmington cottage for q3?",
    tool: "query_database",
    expect: async (t) => [await fig(t, { categories: ["expense:maintenance:cleaning"], ...quarter(Y(t), 3), property: await pid(t, "Osprey") })],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "What was Harbor Lane's net income for 2025?",
    tool: "query_database",
    expect: async (t) => [await net(t, year(2025))],
  },
  {
    group: "net",
    query: "net profit on juniper lane year to date?",
    tool: "query_database",
    expect: async (t) => [await net(t, thisYear(t), "Juniper")],
  },
  {
    group: "net",
    query: "Did the Durham unit make or lose money in September, and by how much?",
    tool: "query_database",
    expect: async (t) => [await net(t, month(Y(t), 9), "Magnolia")],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin get in june?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 6), property: await pid(t, "Juniper") });
      if (n === 0) throw new Error("no bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Osprey Point last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cottage booked in August 2025?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", month(2025, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Durham unit rn and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const { tenant, rent } = await tenantOf(t, "Magnolia");
      return [tenant, figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who is the tenant at 1502 Hickory?",
    tool: "query_database",
    expect: async (t) => [(await tenantOf(t, "Hickory")).tenant],
  },
  {
    group: "bookings-or-tenants",
    query: "can I get the guest list for Juniper Cabin from march 2026",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(2026, 3)),
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
    query: "What did we pay for the Raleigh house when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how is the Magnolia St basis split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "How much of Osprey Point's basis is furniture and fixtures?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "whats our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's Harbor Lane's NC Secretary of State ID number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
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
    expect: async (t) => {
      const next = (await open(t))[0];
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const due = await open(t, "upcoming=45");
      if (due.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the NC annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOf(t, "compliance:periodic_report");
      return [longDate(o.due_date), ...pick(o.description, /\$(\d[\d,]*)/)];
    },
  },
  {
    group: "deadlines",
    query: "when do I need to renew the flood insurance on the Wilmington place?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOf(t, "property:insurance", /flood/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "When is the partnership return (1065) due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOf(t, "tax:filing", /1065/)).due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point policy?",
    tool: "search_document_content",
    expect: async (t) => pick(await doc(t, "osprey-point-insurance-policy.md"), /Named storm[^$]*\$([\d,]+)/),
  },
  {
    group: "documents",
    query: "how much is the late fee in Keisha's lease",
    tool: "search_document_content",
    expect: async (t) => pick(await doc(t, "magnolia-unit-2-lease.txt"), /late fee of \$([\d,.]+\d)/),
  },
  {
    group: "documents",
    query: "Per the operating agreement, how much cash do we have to hold back in reserve before distributions?",
    tool: "search_document_content",
    expect: async (t) => pick(await doc(t, "harbor-lane-operating-agreement.md"), /reserve of \$([\d,]+)/),
  },
  {
    group: "documents",
    query: "what warranty did Oak City Roofing give us on the Hickory roof?",
    tool: "search_document_content",
    expect: async (t) => pick(await doc(t, "oak-city-roofing-invoice.md"), /Workmanship warranty: (\d+) years.*?warranty: (\d+) years/),
  },
  {
    group: "documents",
    query: "pull up a list of all the docs we have on file pls",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "How much rental income did the cabin bring in last year?",
    tool: "query_database",
    expect: async (t) => [await rents(t, year(Y(t) - 1), "Osprey")],
  },
  {
    group: "follow-up",
    query: "who was the vendor?",
    after: "what did we spend on repairs at Magnolia in 2026?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense:maintenance:repairs&property_id=${await pid(t, "Magnolia")}&start_date=2026-01-01&end_date=2026-12-31`);
      const vendors = [...new Set(items.map((x) => x.description.split(/\s+/).slice(0, 2).join(" ")))];
      if (vendors.length !== 1) throw new Error(`several vendors: ${vendors.join(", ")}`);
      return vendors;
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "When's our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => {
      const payments = (await open(t)).filter((o) => o.obligation_type === "tax:payment");
      if (payments.length < 2) throw new Error("fewer than two open estimated payments");
      return [longDate(payments[1]!.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and how much of that was land?",
    after: "What was the purchase price of Osprey Point?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).land_basis)],
  },
  {
    group: "follow-up",
    query: "when was that paid?",
    after: "how much did the new roof on Hickory Drive cost us?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `q=ROOF&property_id=${await pid(t, "Hickory")}&start_date=${Y(t) - 1}-01-01&end_date=${t.today}`);
      return [...new Set(items.map((x) => longDate(x.transaction_date)))];
    },
  },
  {
    group: "follow-up",
    query: "and her security deposit?",
    after: "what's Keisha's monthly rent?",
    tool: "search_document_content",
    expect: async (t) => pick(await doc(t, "magnolia-unit-2-lease.txt"), /security deposit of \$([\d,.]+\d)/),
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "What's the net on the Raleigh house for 2025?",
    tool: "query_database",
    expect: async (t) => [await net(t, thisYear(t), "Hickory")],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: "How many bookings did Osprey Point have in July?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(Y(t), 7)),
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What's the Asheville cabin worth on today's market?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "can you project our rental income for next year?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What interest rate are we paying on the Truist mortgage for Osprey Point?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much is left on the loan for the Hickory Drive house?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much did the Charlotte condo on Tryon St bring in last year?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What rent did Keisha pay us back in 2022?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Should we turn the Durham unit into an Airbnb when Keisha's lease ends?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's Owen Fitzgerald's social security number? need it for a form", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much did Blue Heron Rentals LLC pay in property taxes this year?", expect: none },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what will the Wake County property tax bill on Hickory be next year?", expect: none },
];
