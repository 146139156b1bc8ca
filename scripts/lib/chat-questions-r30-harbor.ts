// Blind evaluation set r30-harbor: 60 questions an owner or bookkeeper of Harbor Lane Properties LLC (the
// North Carolina held-out company, scripts/lib/holdout-company.ts) might type. Written without reading the
// assistant's code, its tests, its docs or any other question set; only the company file, the eval runner,
// the REST API spec and the types and helpers of chat-questions.ts (lines 1-98) were read. Every figure,
// name and date expected is read at run time from the REST API; periods are relative to t.today.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const id = await pid(t, fragment);
  const p = await t.get<{ extra_metadata: Record<string, string> | null }>(`/api/v1/properties/${id}`);
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Open obligations due on or after today, earliest first, optionally whose description holds a word. */
async function openAhead(t: Truth, word?: string) {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today)
    .filter((o) => !word || o.description.toLowerCase().includes(word.toLowerCase()))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation ${word ?? ""}`);
  return open;
}

/** Checks a document is on file (by its type and a word of its title) before expecting what it says. */
async function onFile(t: Truth, docType: string, word: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(word.toLowerCase()))) throw new Error(`no ${docType} document titled like ${word}`);
}

interface Tx {
  transaction_date: string;
  description: string;
  amount: string;
}
const txs = (t: Truth, query: string) => t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);

export const R30_HARBOR_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "how much rent came in from the Magnolia St unit last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "Give me total revenue for Harbor Lane last quarter, every income source combined please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "all income from the cabin so far this year (bookings + cleaning fees, everything)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "What did the Airbnb reservations bring in last month across both STRs? Just the booking amounts, not cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much did Owen pay us in rent last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "pull up our long-term lease income for last month (both tenants)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate gross rents for the whole LLC for last year? Lease rent plus Airbnb booking income, leave out cleaning fees and late fees.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "total revenue at Osprey Point in Q2 of last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(thisYr(t) - 1, 2), property: await pid(t, "Osprey") }))],
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "How much did we pay Mountain Fresh for cleanings last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "utilities total for the Raleigh house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...thisYear(t), property: await pid(t, "Hickory") }))],
  },
  {
    group: "expenses",
    query: "what did we pay in property taxes on all four properties last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "how much went to Duke Energy last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "Total expenses for the Osprey cottage last month, all categories",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "HOA dues we paid for Osprey Point last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "what was Brightwater's tax prep bill last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "BRIGHTWATER", ...lastYr(t) }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "What was Harbor Lane Properties' net income for last year, revenue minus all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYr(t) }))],
  },
  {
    group: "net",
    query: "did the Asheville cabin make money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Juniper") }))],
  },
  {
    group: "net",
    query: "net profit on the Durham condo so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the Wilmington cottage have last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Osprey") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at Juniper Cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Osprey Point booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Magnolia unit right now and what are they paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "remind me who the tenant at Hickory Dr is?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Hickory")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings at the cabin for all of last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYr(t), property: await pid(t, "Juniper") }))],
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "What's the depreciable basis on the Juniper Lane cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Hickory Drive house when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "break down the Osprey Point basis for me: land, building and furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis for 310 Magnolia?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).total_basis)],
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "whats our EIN again",
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
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is listed as our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!];
    },
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 6 weeks?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 42);
      const due = (await openAhead(t)).filter((o) => o.due_date <= end);
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is next year's NC annual report due and how much is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = String(thisYr(t) + 1);
      const report = (await openAhead(t, "annual report")).find((o) => o.due_date.startsWith(next));
      if (!report) throw new Error(`no annual report in ${next}`);
      const fee = /\$(\d[\d,]*(?:\.\d\d)?)/.exec(report.description)?.[1];
      if (!fee) throw new Error(`no fee in ${report.description}`);
      return [longDate(report.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do I need to renew the flood insurance on Osprey?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, "flood"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "What's the due date for our next 1065 partnership return?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, "1065"))[0]!.due_date)],
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "per Keisha's lease, how much is the late fee if rent is late?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the Oak City Roofing job",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "How much cash reserve does our operating agreement say we have to keep before making distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "can you list all the documents we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    after: "how much rent did we get from Keisha last yr?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    after: "total cleaning costs at the cabin last year?",
    query: "what about the cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastYr(t), property: await pid(t, "Osprey") }))],
  },
  {
    group: "follow-up",
    after: "What did we spend on pest control at Osprey Point last year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYr(t);
      const { items } = await txs(t, `category=expense:maintenance:pest_control&start_date=${start}&end_date=${end}&property_id=${await pid(t, "Osprey")}`);
      if (items.length === 0) throw new Error("no pest control last year");
      return [...new Set(items.map((tx) => tx.description))];
    },
  },
  {
    group: "follow-up",
    after: "what's our EIN?",
    query: "and the state ID #?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "follow-up",
    after: "what was the purchase price of the Juniper house?",
    query: "how much of that was land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).land_basis)],
  },
  {
    group: "follow-up",
    after: "How many bookings did Osprey Point have last quarter?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastQuarter(t.today)),
  },
  {
    group: "follow-up",
    after: "what did the new roof on the Hickory house cost us?",
    query: "when did we pay that?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await txs(t, `category=expense:capital_improvement&start_date=2000-01-01&end_date=${t.today}&property_id=${await pid(t, "Hickory")}&q=ROOF`);
      if (items.length !== 1) throw new Error(`${items.length} roof payments`);
      return [longDate(items[0]!.transaction_date)];
    },
  },
  {
    group: "follow-up",
    after: "Total expenses for Magnolia last year?",
    query: "how much of that was mortgage interest",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t), property: await pid(t, "Magnolia") }))],
  },

  // ---------------- unanswerable (10) ----------------
  { group: "unanswerable", unanswerable: true, query: "what's the Asheville cabin worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Can you forecast how much the Osprey cottage will gross next summer?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "should we sell the Magnolia unit or refinance it? what would you do", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much rent did our Charlotte townhouse bring in last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what was our rental income back in 2021?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the remaining balance on the Truist mortgage for Osprey Point", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the PNC loan for Magnolia?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Can you pull up Owen Fitzgerald's social security number and credit score?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did Daniel's other LLC, Cape Fear Coastal Rentals, make last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what will Wake County reassess the Raleigh house at next year?", tool: "query_database", expect: async () => [] },
];
