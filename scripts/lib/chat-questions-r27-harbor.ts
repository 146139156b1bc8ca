// Round 27, held-out North Carolina company (Harbor Lane Properties LLC): 60 questions written blind on
// 2026-11-28, by an author who read only the fixture company (holdout-company.ts), the service spec, the
// eval runner and the types and helpers of chat-questions.ts (lines 1-98), never the assistant's code, its
// tests, its docs or any other question set. Checked with --expect-only only; figures are read from the API.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> }).extra_metadata;

/** Open (not completed or cancelled) obligations, soonest first, optionally filtered by description. */
async function open(t: Truth, query = "", match?: RegExp) {
  const { items } = await obligations(t, query);
  const rows = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && (!match || match.test(o.description)));
  rows.sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (rows.length === 0) throw new Error(`no open obligation for ${query} ${match ?? ""}`);
  return rows;
}

/** Throws unless a document of that type whose title holds the fragment is on file. */
async function onFile(t: Truth, docType: string, fragment: string) {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document "${fragment}" on file: ${list.join("; ")}`);
}

/** The vendor of the first transaction whose description holds q: its first two words. */
async function vendor(t: Truth, q: string) {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&start_date=2000-01-01&end_date=${t.today}&page_size=5`);
  if (items.length === 0) throw new Error(`no transaction for ${q}`);
  return items[0]!.description.split(/\s+/).slice(0, 2).join(" ");
}

const nonzero = async (label: string, amount: Promise<string>) => {
  const value = await amount;
  if (Number(value) === 0) throw new Error(`${label}: zero`);
  return figure(value);
};

const NONE = async () => [] as string[];

export const R27_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did Keisha pay us last yr in total?",
    tool: "query_database",
    expect: async (t) => [await nonzero("keisha", t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Magnolia")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Pull up the rental income for the cabin in q3 please",
    tool: "query_database",
    expect: async (t) => [await nonzero("cabin q3", t.sum({ categories: RENTS, property: (await t.property("Juniper")).id, ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "What was our rental income last month across all 4 properties?",
    tool: "query_database",
    expect: async (t) => [await nonzero("last month", t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate Harbor Lane's total rental income for 2025",
    tool: "query_database",
    expect: async (t) => [await nonzero("2025 rents", t.sum({ categories: RENTS, ...year(2025) }))],
  },
  {
    group: "income",
    query: "total revenue ytd, everything included?",
    tool: "query_database",
    expect: async (t) => [await nonzero("ytd revenue", t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Gross rental income from the Raleigh house for last year?",
    tool: "query_database",
    expect: async (t) => [await nonzero("hickory gross", t.sum({ categories: RENTS, property: (await t.property("Hickory")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "How much have our long-term tenants paid in rent so far this year, both of them together?",
    tool: "query_database",
    expect: async (t) => [await nonzero("ltr ytd", t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did guests at Osprey Point pay in cleaning fees last year",
    tool: "query_database",
    expect: async (t) => [await nonzero("osprey cleaning fees", t.sum({ categories: ["revenue:cleaning_fees"], property: (await t.property("Osprey")).id, ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "What have we paid Mountain Fresh Cleaning so far this year?",
    tool: "query_database",
    expect: async (t) => [await nonzero("mountain fresh", t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me total utilities for last year - electric, water, gas, internet, all of it",
    tool: "query_database",
    expect: async (t) => [await nonzero("utilities", t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:water", "expense:utilities:gas", "expense:utilities:internet"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Total expenses on the Durham unit for 2025?",
    tool: "query_database",
    expect: async (t) => [await nonzero("magnolia 2025", t.sum({ type: "expense", property: (await t.property("Magnolia")).id, ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "how much did we spend in total in September 2026",
    tool: "query_database",
    expect: async (t) => [await nonzero("sep 2026", t.sum({ type: "expense", ...month(2026, 9) }))],
  },
  {
    group: "expenses",
    query: "What did the LLC pay in property taxes last year, all the counties combined?",
    tool: "query_database",
    expect: async (t) => [await nonzero("property tax", t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "insurance costs for the Wilmington cottage this year?",
    tool: "query_database",
    expect: async (t) => [await nonzero("osprey insurance", t.sum({ categories: ["expense:insurance"], property: (await t.property("Osprey")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much were the Duke Energy bills for the Asheville cabin in 2025?",
    tool: "query_database",
    expect: async (t) => [await nonzero("juniper electric", t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property("Juniper")).id, ...year(2025) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats the net income on Juniper Lane ytd",
    tool: "query_database",
    expect: async (t) => [await nonzero("juniper net", t.sum({ type: "net", property: (await t.property("Juniper")).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did Osprey Point make money last quarter? What was its net?",
    tool: "query_database",
    expect: async (t) => [await nonzero("osprey net", t.sum({ type: "net", property: (await t.property("Osprey")).id, ...lastQuarter(t.today) }))],
  },
  {
    group: "net",
    query: "Income minus expenses for the whole company in October 2026?",
    tool: "query_database",
    expect: async (t) => [await nonzero("oct net", t.sum({ type: "net", ...month(2026, 10) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did the cottage get in August 2026?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Osprey")).id, ...month(2026, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the Asheville cabin in Sept 2026?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(2026, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights Osprey Point was booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "What's Owen paying per month for Hickory Dr?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: "who's our tenant over at the Durham condo?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "Total number of reservations for both Airbnbs in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7) }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis for the Osprey Point house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "How much of the Raleigh purchase was allocated to land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).land_basis)],
  },
  {
    group: "basis",
    query: "furniture & fixtures basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Magnolia St unit when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).purchase_price_total)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "can u give me Harbor Lane's federal tax ID number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's our NC Secretary of State ID number?",
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
    query: "who is the registered agent for the company, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await open(t, "upcoming=45")).filter((o) => o.due_date <= addDays(t.today, 45)).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "When is the 1065 partnership return due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "", /1065/))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the flood insurance on the Wilmington place?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "", /flood insurance/i))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "remind me when the Q4 estimated tax payment is due",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "", /^Q4 /))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey Point");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "If Keisha pays rent late, what's the late fee under her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Magnolia Street");
      return ["$85"];
    },
  },
  {
    group: "documents",
    query: "How much cash does the operating agreement say we have to hold back in reserve before distributing to members?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Harbor Lane");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof at Hickory?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "What did the cabin bring in in rent last yr?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [await nonzero("juniper ytd", t.sum({ categories: RENTS, property: (await t.property("Juniper")).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "How much were the electric bills at Osprey Point in 2025?",
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => [await nonzero("juniper electric", t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property("Juniper")).id, ...year(2025) }))],
  },
  {
    group: "follow-up",
    after: "When did we have the plumbing repaired at the Asheville cabin?",
    query: "how much did it cost?",
    tool: "query_database",
    expect: async (t) => [await nonzero("plumbing", t.sum({ type: "expense", q: "BLUE RIDGE PLUMBING", start: "2025-01-01", end: t.today }))],
  },
  {
    group: "follow-up",
    after: "What did the HVAC repair on Magnolia cost us?",
    query: "who was the contractor?",
    tool: "query_database",
    expect: async (t) => [await vendor(t, "HVAC")],
  },
  {
    group: "follow-up",
    after: "When's the NC annual report due?",
    query: "and how much is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const report = (await open(t, "", /annual report/i))[0]!;
      const fee = /\$(\d[\d,]*)/.exec(report.description)?.[1];
      if (!fee) throw new Error(`no fee in ${report.description}`);
      return [fee];
    },
  },
  {
    group: "follow-up",
    after: "how many reservations did Osprey Point have in June 2026?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(2026, 6)),
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis on Hickory Drive?",
    query: "ok and the Asheville one?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "Total expenses for the Raleigh house in Q2 2026?",
    query: "What about Q1?",
    tool: "query_database",
    expect: async (t) => [await nonzero("hickory q1", t.sum({ type: "expense", property: (await t.property("Hickory")).id, ...quarter(2026, 1) }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the Osprey Point cottage worth on today's market?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "Can you project what our rental income will be in 2027?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "should we sell the Durham condo or keep renting it out?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "How much rent did we collect at 22 Cypress Court in Wilmington last year?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "what was our rental income back in 2023?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "What's the remaining balance on the Truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "What interest rate are we paying on the First Citizens loan for Hickory?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "Pull up Keisha Brown's social security number for me", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "How much did Cape Fear Coastal Rentals LLC make in bookings this year?", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "what's Owen Fitzgerald's credit score?", tool: "query_database", unanswerable: true, expect: NONE },
];

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
