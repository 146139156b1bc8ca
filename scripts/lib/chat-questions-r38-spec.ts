// Blind evaluation set r38 for the Tennessee spec company (Holloway Creek Stays LLC). Written without
// reading the assistant's code, its tests, its docs or any other question set: only the company file,
// the service spec and the eval runner. Every expected figure, date and name is read at run time from
// the REST API, relative to today.
import Decimal from "decimal.js";
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = Number(new Date().toISOString().slice(0, 4));
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

/** The company record, wherever the service keeps it. */
async function profile(t: Truth): Promise<Record<string, any>> {
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/business", "/api/v1/businesses"]) {
    try {
      const body = await t.get<any>(path);
      const record = body?.items?.[0] ?? body?.data ?? body;
      if (record && (record.ein || record.legal_name)) return record;
    } catch {
      // try the next
    }
  }
  throw new Error(`no company profile route; root: ${JSON.stringify(await t.get("/").catch((e) => String(e)))}`);
}

/** The first not-yet-done obligation whose description holds `text`, by due date. */
async function nextDue(t: Truth, text: RegExp): Promise<Obligation> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && text.test(o.description)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation matching ${text}`);
  return open[0];
}

/** A sum that must not be zero (the question would then be a different one). */
async function some(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (new Decimal(total).isZero()) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return figure(total);
}

async function prop(t: Truth, fragment: string) {
  return t.property(fragment);
}

/** A document must be on file before its text is expected. */
async function onFile(t: Truth, title: RegExp): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((x) => title.test(x))) throw new Error(`document ${title} not on file: ${all.join("; ")}`);
}

export const R38_SPEC_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "how much rental income came in last month across everything?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: RENTS, ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "gross rents for q2 last yr pls",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: RENTS, ...quarter(Number(t.today.slice(0, 4)) - 1, 2) })],
  },
  {
    group: "income",
    query: `Can you calculate total rental income for ${Y - 1}, all three properties combined?`,
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: RENTS, ...year(Y - 1) })],
  },
  {
    group: "income",
    query: "ytd gross rental income for Holloway Creek?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: RENTS, ...thisYear(t) })],
  },
  {
    group: "income",
    query: "How much did the cabin bring in last year?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "revenue", property: (await prop(t, "Laurel Bluff")).id, ...year(Number(t.today.slice(0, 4)) - 1) })],
  },
  {
    group: "income",
    query: "what's our airbnb booking revenue so far this year, both short term rentals together",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], q: "Airbnb", ...thisYear(t) })],
  },
  {
    group: "income",
    query: "How much rent did Wendell pay us last quarter?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["revenue:long_term_rental"], ...lastQuarter(t.today) })],
  },
  {
    group: "income",
    query: "give me the cottage's booking income for march of last year",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], property: (await prop(t, "Lockeland")).id, ...month(Number(t.today.slice(0, 4)) - 1, 3) })],
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "what did we pay Music City Maids in total last yr?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", q: "Music City Maids", ...year(Number(t.today.slice(0, 4)) - 1) })],
  },
  {
    group: "expenses",
    query: "how much have we spent at costco this year",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", q: "Costco", ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "Pull up our total cleaning costs for last quarter",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["expense:maintenance:cleaning"], ...lastQuarter(t.today) })],
  },
  {
    group: "expenses",
    query: "utilites at the Gatlinburg cabin ytd?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: UTILITIES, property: (await prop(t, "Laurel Bluff")).id, ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: `What were the total expenses on the Tremont condo in ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", property: (await prop(t, "Tremont")).id, ...year(Y - 1) })],
  },
  {
    group: "expenses",
    query: "total spending for the whole LLC in Q3 of last year?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", ...quarter(Number(t.today.slice(0, 4)) - 1, 3) })],
  },
  {
    group: "expenses",
    query: "hi, what did insurance premiums cost us last year, all policies?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["expense:insurance"], ...year(Number(t.today.slice(0, 4)) - 1) })],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "What was Holloway Creek Stays' net profit last yr?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "net", ...year(Number(t.today.slice(0, 4)) - 1) })],
  },
  {
    group: "net",
    query: "how much did the cabin net year to date, after all its expenses",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "net", property: (await prop(t, "Laurel Bluff")).id, ...thisYear(t) })],
  },
  {
    group: "net",
    query: "net income for the Nashville cottage last quarter?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "net", property: (await prop(t, "Lockeland")).id, ...lastQuarter(t.today) })],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin get in July last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: (await prop(t, "Laurel Bluff")).id, ...month(Number(t.today.slice(0, 4)) - 1, 7) });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the Lockeland cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Laurel Bluff booked in q3 last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", quarter(Number(t.today.slice(0, 4)) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Chattanooga condo right now and what's the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const p = (await prop(t, "Tremont")) as unknown as { extra_metadata?: { tenant?: string; monthly_rent?: string } };
      const tenant = p.extra_metadata?.tenant;
      const rent = p.extra_metadata?.monthly_rent;
      if (!tenant || !rent) throw new Error(`no tenant on Tremont: ${JSON.stringify(p.extra_metadata)}`);
      return [tenant, figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: `Total number of bookings across both STRs in ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y - 1) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "can you give me the guest list for the cabin for october of last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", month(Number(t.today.slice(0, 4)) - 1, 10)),
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "What's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await prop(t, "Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis for the Tremont unit?",
    tool: "query_database",
    expect: async (t) => [figure((await prop(t, "Tremont")).total_basis)],
  },
  {
    group: "basis",
    query: "break down the basis on the Lockeland house for me - land, building and furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await prop(t, "Lockeland");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "how much did we pay for the Gatlinburg property, and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await prop(t, "Laurel Bluff");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [String((await profile(t)).ein)],
  },
  {
    group: "company",
    query: "Can you look up the TN secretary of state control number for the LLC",
    tool: "query_database",
    expect: async (t) => [String((await profile(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "when was Holloway Creek Stays formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await profile(t)).formation_date))],
  },
  {
    group: "company",
    query: "who do we have listed as registerd agent",
    tool: "query_database",
    expect: async (t) => [String((await profile(t)).registered_agent?.name)],
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "What's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (!open[0]) throw new Error("nothing open");
      return [longDate(open[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.due_date <= end);
      if (open.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the Tennessee annual report due and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, /annual report/i);
      const fee = /\$(\d[\d,]*)\s+minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do we have to renew the STR permit for the cottage?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /STRP permit renewal/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the cabin's insurance up for renewal",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /Blue Ridge Shield/i)).due_date)],
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "What's the all-perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, /Blue Ridge Shield declarations/);
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "how much notice do we have to give Smoky Ridge if we want to end the co-hosting deal?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, /Co-Hosting and Cleaning Agreement/);
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "whats the max occupancy allowed under the Lockeland short term rental permit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, /STRP permit/);
      return ["8 guests"];
    },
  },
  {
    group: "documents",
    query: "Per our operating agreement, how much do we keep as an operating reserve for each property before distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, /Operating Agreement/);
      return ["10,000"];
    },
  },
  {
    group: "documents",
    query: "What paperwork do we have on file? list all the docs please",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    after: "how much did Lockeland make from bookings last yr?",
    query: "and ytd?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], property: (await prop(t, "Lockeland")).id, ...thisYear(t) })],
  },
  {
    group: "follow-up",
    after: `How much did we spend on utilities at the cottage in ${Y - 1}?`,
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: UTILITIES, property: (await prop(t, "Laurel Bluff")).id, ...year(Y - 1) })],
  },
  {
    group: "follow-up",
    after: "who's the registered agent for Holloway Creek?",
    query: "what address do they have on file for him?",
    tool: "query_database",
    expect: async (t) => {
      const address = String((await profile(t)).registered_agent?.address ?? "");
      const street = address.split(",")[0];
      if (!street) throw new Error("no agent address");
      return [street];
    },
  },
  {
    group: "follow-up",
    after: "When is the next Form 1065 due?",
    query: "and the state franchise & excise return?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /franchise and excise/i)).due_date)],
  },
  {
    group: "follow-up",
    after: "how many bookings did the cottage have in april last year",
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(Number(t.today.slice(0, 4)) - 1, 4)))],
  },
  {
    group: "follow-up",
    after: "What was our single biggest repair bill last year?",
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(Number(t.today.slice(0, 4)) - 1);
      const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&start_date=${start}&end_date=${end}&page_size=200`);
      const top = [...items].sort((a, b) => new Decimal(b.amount).comparedTo(a.amount))[0];
      if (!top) throw new Error("no repairs last year");
      return [top.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: "what did we pay in property tax on the Tremont condo last yr?",
    query: "and for the Gatlinburg one?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["expense:property_tax"], property: (await prop(t, "Laurel Bluff")).id, ...year(Number(t.today.slice(0, 4)) - 1) })],
  },
  {
    group: "follow-up",
    after: "How much did VRBO bookings bring in for the cabin last year?",
    query: "ok and Airbnb?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], q: "Airbnb", property: (await prop(t, "Laurel Bluff")).id, ...year(Number(t.today.slice(0, 4)) - 1) })],
  },

  // ---------------- unanswerable (10) ----------------
  {
    group: "unanswerable",
    query: "What would the cabin sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you project our rental income for next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we sell the Tremont condo or keep renting it out to Wendell?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did our Pigeon Forge chalet make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the remaining principal balance on the Truist mortgage for the cabin?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Pinnacle loan for the cottage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: `How much rental income did the Lockeland cottage earn in ${Y - 3}?`,
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you pull up Wendell Akers' social security number and credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did Ridgeline Rentals LLC gross last yr?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what nightly rate should we charge at the cabin over Christmas to max out revenue?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
