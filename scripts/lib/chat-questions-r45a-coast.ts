// Round 45a blind set for the coast company (Mangrove Key Property Group LLC, Florida): written on
// 2026-11-29 without reading the assistant's code, its tests, its docs or any other question set; only
// the fixture company (scripts/lib/coast-company.ts), the runner and the service spec were read.
// Every figure, date and name is read at run time from the REST API of the running service.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, nightsBooked, obligations, quarter, thisYear, titles, year, type Obligation } from "./chat-questions";

/** Last calendar year, as the runner's today (UTC) sees it. */
const LAST = new Date().getUTCFullYear() - 1;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const LY = (t: Truth) => year(Y(t) - 1);
const prop = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue West";

/** A sum that must not be zero (a zero would make the question meaningless). */
async function nonzero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string[]> {
  const s = await t.sum(filter);
  if (Number(s) === 0) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return [figure(s)];
}

async function company(t: Truth): Promise<Record<string, unknown> & { ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string } }> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return ((body.data ?? body.profile ?? body) as never);
}

/** Open obligations due on or after today (optionally within `days`), by due date, whose description matches. */
async function upcoming(t: Truth, match: RegExp = /./, days?: number): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const limit = days === undefined ? "9999-12-31" : new Date(Date.parse(`${t.today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.due_date <= limit && match.test(o.description))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no upcoming obligation matching ${match}`);
  return open;
}

async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

const nothing = async () => [];

const Q_FF_CONDO = "how much did the beach condo pull in from Furnished Finder stays last yr?";
const Q_VRBO_LQ = "What did the Vrbo bookings at Heron Roost gross last quarter?";
const Q_DEP_POOL = "whats the depreciable basis on the Englewood pool house";
const Q_WIND_RENEW = "When does the windstorm policy on the pool home renew next?";
const Q_COASTAL = `what did Coastal Breeze AC charge us in ${LAST}?`;
const Q_INS_LY = "Total insurance premiums we paid last year, all properties please";
const Q_CAFE_TENANT = "Who's leasing Suite B on Manatee Ave?";
const Q_POOL_COUNT = "how many reservations did the pool house get last month?";

export const R45A_COAST_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "How much has the Palmetto duplex brought in ytd?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "revenue", property: await prop(t, DUPLEX), ...thisYear(t) }),
  },
  {
    group: "income",
    query: "calculate total rent collected across all 4 properties last year",
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: RENTS, ...LY(t) }),
  },
  {
    group: "income",
    query: Q_VRBO_LQ,
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["revenue:rental_income"], property: await prop(t, POOL), ...lastQuarter(t.today) }),
  },
  {
    group: "income",
    query: "what was our total revenue last month, everything combined?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "revenue", ...lastMonth(t.today) }),
  },
  {
    group: "income",
    query: "How much base rent has Saltmarsh Coffee paid us so far this year?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["revenue:long_term_rental"], property: await prop(t, CAFE), ...thisYear(t) }),
  },
  {
    group: "income",
    query: Q_FF_CONDO,
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["revenue:rental_income"], property: await prop(t, CONDO), q: "Furnished Finder", ...LY(t) }),
  },
  {
    group: "income",
    query: `pull up the total rent Lucinda paid for her unit in ${LAST}`,
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["revenue:long_term_rental"], q: "Lucinda Farraday", ...year(LAST) }),
  },
  {
    group: "income",
    query: "Mangrove Key's gross revenue for Q2 of this year?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "revenue", ...quarter(Y(t), 2) }),
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Salt & Linen for cleaning this year",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "expense", q: "Salt & Linen", ...thisYear(t) }),
  },
  {
    group: "expenses",
    query: "What did the pool guys (Aquamarine) cost us last year in total?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "expense", q: "Aquamarine", ...LY(t) }),
  },
  {
    group: "expenses",
    query: Q_INS_LY,
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["expense:insurance"], ...LY(t) }),
  },
  {
    group: "expenses",
    query: "give me the café building's total expenses year to date",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "expense", property: await prop(t, CAFE), ...thisYear(t) }),
  },
  {
    group: "expenses",
    query: "what did we spend on utilities last month (electric, water, internet)?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["expense:utilities:electricity", "expense:utilities:water", "expense:utilities:internet", "expense:utilities:gas"], ...lastMonth(t.today) }),
  },
  {
    group: "expenses",
    query: `property taxes paid in ${LAST} for all our places?`,
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["expense:property_tax"], ...year(LAST) }),
  },
  {
    group: "expenses",
    query: "How much in monthly association maintenance fees have we paid on Unit 704 this yr?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["expense:hoa_fees"], property: await prop(t, CONDO), ...thisYear(t) }),
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "what was the net income on Heron Roost last year",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "net", property: await prop(t, POOL), ...LY(t) }),
  },
  {
    group: "net",
    query: "Can you tell me the company's overall net profit ytd?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "net", ...thisYear(t) }),
  },
  {
    group: "net",
    query: "net for the cafe property last quarter?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { type: "net", property: await prop(t, CAFE), ...lastQuarter(t.today) }),
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: Q_POOL_COUNT,
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await prop(t, POOL), ...lastMonth(t.today) });
      if (n === 0) throw new Error("no pool house bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who has stayed at the Indian Rocks condo this year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CONDO, thisYear(t)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Heron Roost booked last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, POOL, lastMonth(t.today));
      if (n === 0) throw new Error("no nights");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the Bradenton duplex and what rent does each pay?",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property(DUPLEX)) as unknown as { extra_metadata: { units: { tenant: string; monthly_rent: string }[] } };
      return p.extra_metadata.units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: Q_CAFE_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property(CAFE)) as unknown as { extra_metadata: { tenant: string } };
      return [p.extra_metadata.tenant.replace(/\s*\(.*\)$/, "").replace(/\s+Roasters LLC$/, "")];
    },
  },
  {
    group: "bookings-or-tenants",
    query: `How many separate stays did the beach condo have in ${LAST}?`,
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await prop(t, CONDO), ...year(LAST) });
      if (n === 0) throw new Error("no condo stays");
      return [String(n)];
    },
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: Q_DEP_POOL,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(POOL)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Land basis for the duplex on Palmetto Hammock?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(DUPLEX)).land_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the commercial unit where the coffee shop is",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CAFE)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how much furniture basis (FF&E) is on the books for Coquina 704?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "need our federal tax ID number for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's Mangrove Key's Sunbiz document number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC originally formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent in Florida?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name.replace(/,?\s*Inc\.?$/, "")],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing due on our compliance calendar?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 3 weeks?",
    tool: "query_database",
    expect: async (t) => [...new Set((await upcoming(t, /./, 21)).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when is the state annual report due, and how much is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await upcoming(t, /annual report/i))[0]!;
      const fee = /\$([\d,]+\.\d{2})/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report obligation");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: Q_WIND_RENEW,
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, /windstorm/i))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "By what date does the CPA have to get the 1065 filed?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, /Form 1065/))[0]!.due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "How big was the special assessment per unit that the Coquina Tides board levied?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Coquina Tides Condominium Association Rules");
      return ["8,400.00"];
    },
  },
  {
    group: "documents",
    query: "what does the Saltmarsh lease say about late rent - what's the late charge?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh Coffee Roasters");
      return ["5%"];
    },
  },
  {
    group: "documents",
    query: "What late fee can we charge Lucinda under her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Lucinda Farraday");
      return ["75.00"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement, what percentage of the company does Graham own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["40%"];
    },
  },
  {
    group: "documents",
    query: "Which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: Q_FF_CONDO,
    query: "ok and what about the pool house, same period?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["revenue:rental_income"], property: await prop(t, POOL), ...LY(t) }),
  },
  {
    group: "follow-up",
    after: Q_VRBO_LQ,
    query: "what about the quarter before that?",
    tool: "query_database",
    expect: async (t) => {
      const lq = lastQuarter(t.today);
      return nonzero(t, { categories: ["revenue:rental_income"], property: await prop(t, POOL), ...lastQuarter(lq.start) });
    },
  },
  {
    group: "follow-up",
    after: Q_DEP_POOL,
    query: "same for the beach condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: Q_WIND_RENEW,
    query: "what's the hurricane deductible on that policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm policy declarations");
      return ["7,900"];
    },
  },
  {
    group: "follow-up",
    after: Q_COASTAL,
    query: "which unit was that for?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent("Coastal Breeze")}&start_date=${LAST}-01-01&end_date=${LAST}-12-31&page_size=200`);
      const units = [...new Set(items.map((tx) => /Unit \d+/.exec(tx.description)?.[0]).filter((u): u is string => Boolean(u)))];
      if (units.length !== 1) throw new Error(`Coastal Breeze ${LAST}: ${units.length} units`);
      return units;
    },
  },
  {
    group: "follow-up",
    after: Q_INS_LY,
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => nonzero(t, { categories: ["expense:insurance"], ...thisYear(t) }),
  },
  {
    group: "follow-up",
    after: Q_CAFE_TENANT,
    query: "what are they paying in base rent each month now?",
    tool: "query_database",
    expect: async (t) => {
      const m = t.today.slice(0, 7);
      return nonzero(t, { categories: ["revenue:long_term_rental"], property: await prop(t, CAFE), start: `${m}-01`, end: t.today });
    },
  },
  {
    group: "follow-up",
    after: Q_POOL_COUNT,
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, lastMonth(t.today)),
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "What could we sell the Heron Roost house for in today's market?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "project our rental income for next year based on current trends", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "Should we refinance the café building loan or pay it down faster?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "how much did our Siesta Key cottage earn last summer?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "What was the duplex's rental income back in 2021?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "whats the remaining balance on the Tidewater mortgage for the pool house", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "What interest rate is Barrier Island Bank charging us on the commercial loan?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "Can you look up Desmond Okoro-Baines's social security number and credit score?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "How much revenue did Gulf Breeze Holdings LLC, Graham's other company, make last year?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "what will Manatee County assess the duplex at next year?", tool: "query_database", unanswerable: true, expect: nothing },
];
