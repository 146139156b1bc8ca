// Round 10, spec company: written BLIND, by an author who never read the assistant's code, its tests,
// its documentation or any other question set. Asked of Holloway Creek Stays LLC, the Tennessee LLC of
// scripts/lib/spec-company.ts (the Lockeland Drive cottage in Nashville, the Laurel Bluff cabin in
// Gatlinburg, the Tremont Street condo in Chattanooga let to a long-term tenant).
//
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
//
// Every expected figure, count, date and name is read at run time from the REST API (ledger sums,
// property records, the occupancy report, obligations, the company profile, document metadata). What a
// document says is read from the document's own passages through GET /api/v1/documents/search, so no
// answer is written here. Periods are relative to today.
import Decimal from "decimal.js";
import {
  type Case,
  type Truth,
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  MONTHS,
  month,
  nextOpen,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
} from "./chat-questions";

/** Last calendar year, as the runner's today gives it. */
const lastYearOf = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
/** Since the beginning of the records. */
const allTime = (t: Truth) => ({ start: "1900-01-01", end: t.today });

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The one document whose title or file name holds `fragment`. */
async function documentId(t: Truth, fragment: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`document "${fragment}": ${items.length} matches`);
  return items[0]!.id;
}

/** The text of a document's passages that hold `words`, searched within that document only. */
async function passages(t: Truth, fragment: string, words: string): Promise<string> {
  const id = await documentId(t, fragment);
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${id}&mode=lexical&top_k=50`);
  if (items.length === 0) throw new Error(`no passage of "${fragment}" for "${words}"`);
  return items.map((hit) => hit.text).join("\n");
}

/** The first match of `re` in a document's passages. */
async function fromDocument(t: Truth, fragment: string, words: string, re: RegExp): Promise<RegExpExecArray> {
  const text = await passages(t, fragment, words);
  const match = re.exec(text);
  if (!match) throw new Error(`"${fragment}": ${re} not found in ${JSON.stringify(text.slice(0, 300))}`);
  return match;
}

async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

/** The latest transaction of a filter. */
async function latest(t: Truth, query: string): Promise<{ amount: string; description: string; transaction_date: string; property_id: string | null }> {
  const { items } = await t.get<{ items: { amount: string; description: string; transaction_date: string; property_id: string | null }[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&${query}`);
  if (items.length === 0) throw new Error(`no transaction for ${query}`);
  return items[0]!;
}

async function stays(t: Truth, fragment: string, period: { start: string; end: string }): Promise<number> {
  const id = await pid(t, fragment);
  const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${id}`);
  const row = report.properties.find((r) => r.property_id === id);
  if (!row) throw new Error(`no occupancy for ${fragment}`);
  return row.stays;
}

// Questions other questions follow (their exact text is the follow-up's `after`).
const RENT_LAST_YEAR = "how much rent did wendell pay us last yr";
const MAIDS_LAST_YEAR = "What did we pay Music City Maids last year?";
const COTTAGE_LAST_MONTH = "what did the Lockeland cottage gross last month";
const LOCKELAND_PRICE = "what did we pay for the Lockeland Dr house";
const CABIN_INSURANCE = "when does the cabin insurance renew";
const PLUMBING = "how much was the harpeth plumbing bill";
const CABIN_NIGHTS = "how many nights was the cabin booked last month";
const CABIN_NET = "did the cabin make or lose money last month";

export const R10_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastYearOf(t)), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "total rental income ytd for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income", "revenue:long_term_rental"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up the cabin's booking revenue for Q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(lastYearOf(t), 3), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "laurel bluff last year - how much came from airbnb vs vrbo?",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      const period = year(lastYearOf(t));
      const airbnb = await t.sum({ categories: ["revenue:rental_income"], ...period, property, q: "Airbnb" });
      const vrbo = await t.sum({ categories: ["revenue:rental_income"], ...period, property, q: "VRBO" });
      return [figure(airbnb), figure(vrbo)];
    },
  },
  {
    group: "income",
    query: COTTAGE_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "same for laurel bluff",
    after: COTTAGE_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "which month was the cabin's best for bookings last yr",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      const y = lastYearOf(t);
      let best = { m: 0, amount: new Decimal(-1) };
      for (let m = 1; m <= 12; m++) {
        const amount = new Decimal(await t.sum({ categories: ["revenue:rental_income"], ...month(y, m), property }));
        if (amount.gt(best.amount)) best = { m, amount };
      }
      return [MONTHS[best.m - 1]!, figure(best.amount)];
    },
  },
  {
    group: "income",
    query: "revenue by property so far this year",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Lockeland", "Laurel Bluff", "Tremont"]) out.push(figure(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, fragment) })));
      return out;
    },
  },
  {
    group: "income",
    query: "total revenue last quarter, all 3 properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: MAIDS_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(lastYearOf(t)), q: "Music City Maids" }))],
  },
  {
    group: "follow-up",
    query: "what about ytd",
    after: MAIDS_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "cabin utilities ytd - electric, propane, water, internet all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "how much property tax did we pay across all three properties last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYearOf(t)) }))],
  },
  {
    group: "expenses",
    query: "total billed by SMOKY RIDGE CO-HOSTING this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge Co-Hosting" }))],
  },
  {
    group: "expenses",
    query: "what were our total expenses last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: PLUMBING,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...allTime(t), q: "Harpeth Plumbing" }))],
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: PLUMBING,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "q=Harpeth%20Plumbing");
      if (!tx.property_id) throw new Error("the plumbing bill has no property");
      const { address } = await t.get<{ address: string }>(`/api/v1/properties/${tx.property_id}`);
      const street = /^\d+\s+([A-Za-z]+)/.exec(address)?.[1];
      if (!street) throw new Error(`no street in ${address}`);
      return [street];
    },
  },
  {
    group: "expenses",
    query: "calculate the HOA dues we paid on the Tremont St condo last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(lastYearOf(t)), property: await pid(t, "Tremont") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what's our net income ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: CABIN_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "and the nashville one?",
    after: CABIN_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "net",
    query: "cash flow on the chattanooga condo for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYearOf(t)), property: await pid(t, "Tremont") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont unit",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}`);
      const tenant = /^Rent - (.+?) - /.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in ${tx.description}`);
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "how many separate stays was that",
    after: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await stays(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of stays at laurel bluff last yr?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(lastYearOf(t)), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "what's wendell paying per month now",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}`)).amount)],
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has anya petrova booked with us",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...allTime(t), q: "Anya Petrova" }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: LOCKELAND_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: LOCKELAND_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Lockeland")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis on the cabin?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for 407 Tremont",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("Tremont has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis on the nashville cottage incl. furniture",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats the EIN for holloway creek",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "who is our registered agent in TN",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "company",
    query: "what's our control number with the TN secretary of state",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:filing&q=1065")],
  },
  {
    group: "deadlines",
    query: CABIN_INSURANCE,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`)],
  },
  {
    group: "follow-up",
    query: "who's that policy with",
    after: CABIN_INSURANCE,
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`);
      const insurer = o && /\(([^)]+)\)\s*$/.exec(o.description)?.[1];
      if (!insurer) throw new Error("no insurer in the cabin's renewal");
      return [insurer];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "when do we have to file the tennessee annual report",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "per the operating agreement, who owns what %",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await passages(t, "Operating Agreement", "Member Ownership capital contribution");
      const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (rows.length === 0) throw new Error("no ownership table in the operating agreement");
      return rows;
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under our nashville STRP permit",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "STRP permit", "Maximum occupancy guests", /Maximum occupancy:\s*(\d+ guests)/))[1]!],
  },
  {
    group: "documents",
    query: "what's the deductible on the laurel bluff insurance",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Blue Ridge Shield declarations", "Deductibles perils occurrence", /All perils:\s*\$([\d,]+)/))[1]!],
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair without our ok",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Cleaning Agreement", "repairs approval", /repairs of up to \$([\d,]+)/))[1]!],
  },
  {
    group: "documents",
    query: "which documents do we have for the cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Laurel Bluff")}`),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what could we get for the cottage if we sold it today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend on landscaping at the condo last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "rental income for 2019?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on the cabin", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many bookings will the cabin get next july", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's smoky ridge co-hosting's EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is wendell's security deposit", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current balance in the pinnacle checking acct", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the payoff on the lockeland mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did Front Range Rentals LLC gross last year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
