// Evaluation set r6-harbor, written blind: its author never read the assistant's code, its tests, its
// docs or any other question set, and never saw the assistant's answers (checked with --expect-only).
// Asked of the held-out company, Harbor Lane Properties LLC (North Carolina; scripts/lib/holdout-company.ts).
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every figure, date and name is read at run time from the
// REST API (ledger sums, properties, obligations, company profile, document search); periods are
// relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year, as the runner's today sees it (both read the UTC date). */
const LY = new Date().getUTCFullYear() - 1;
const lastYearOf = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const thisYearNumber = (t: Truth) => Number(t.today.slice(0, 4));
/** Everything the records hold, up to today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

async function metadataOf(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}

/** A sum that must not be zero (the question is about something the records hold). */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return figure(total);
}

/** The text of one document (found by its title), as the document search returns its passages. */
async function documentText(t: Truth, title: string, about: string): Promise<string> {
  const { items: docs } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(title)}`);
  if (docs.length !== 1) throw new Error(`document "${title}": ${docs.length} matches`);
  const { items } = await t.get<{ items: { text: string; chunk_index: number }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(about)}&document_id=${docs[0]!.id}&top_k=50`);
  return [...items].sort((a, b) => a.chunk_index - b.chunk_index).map((i) => i.text).join("\n").replace(/\s+/g, " ");
}

/** The first group of a pattern in a document's text. */
async function clause(t: Truth, title: string, about: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, title, about);
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`"${pattern}" not found in "${title}"`);
  return found;
}

const company = (t: Truth) => t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

const PLUMBER = "how much did the plumber charge us last yr";
const KEISHA_RENT = `how much rent did Keisha pay us in ${LY}?`;
const MAGNOLIA_PROFIT = "calculate the profit on magnolia for last year";
const CABIN_AUGUST = "who stayed at the cabin in august last yr";
const JUNIPER_PRICE = "what did we pay for juniper lane";
const OSPREY_PIS = "when was the osprey cottage placed in service";
const PERMIT = "when do we need to renew the wilmington STR permit";
const HURRICANE = "hurricane deductible on the osprey point policy?";

export const R6_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:long_term_rental"], property: await idOf(t, "Magnolia"), ...lastYearOf(t) })],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:long_term_rental"], property: await idOf(t, "Magnolia"), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "what was harbor lane's gross revenue last year, all properties combined",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", ...lastYearOf(t) })],
  },
  {
    group: "income",
    query: "short term rental income at the cabin in Q3 of last year",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:rental_income"], property: await idOf(t, "Juniper"), ...quarter(thisYearNumber(t) - 1, 3) })],
  },
  {
    group: "income",
    query: "How much did the Osprey Point cottage gross in July last yr",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", property: await idOf(t, "Osprey"), ...month(thisYearNumber(t) - 1, 7) })],
  },
  {
    group: "income",
    query: "rent collected on hickory dr in Q1 this year",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:long_term_rental"], property: await idOf(t, "Hickory"), ...quarter(thisYearNumber(t), 1) })],
  },
  {
    group: "income",
    query: "Which of our properties brought in the most revenue last year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=50");
      const totals = await Promise.all(items.map(async (p) => ({ street: p.address.split(" ")[1]!, total: await t.sum({ type: "revenue", property: p.id, ...lastYearOf(t) }) })));
      const best = totals.reduce((a, b) => (Number(b.total) > Number(a.total) ? b : a));
      return [best.street, figure(best.total)];
    },
  },
  {
    group: "income",
    query: "total rent from our long-term tenants last month",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:long_term_rental"], ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "what did airbnb guests pay us last quarter in total, cleaning fees included",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", q: "Airbnb", ...lastQuarter(t.today) })],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: PLUMBER,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "plumbing", ...lastYearOf(t) })],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: PLUMBER,
    tool: "query_database",
    expect: async (t) => {
      const period = lastYearOf(t);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=plumbing&transaction_type=EXPENSE&start_date=${period.start}&end_date=${period.end}`);
      const vendor = /^(.*?plumbing)/i.exec(items[0]?.description ?? "")?.[1];
      if (!vendor) throw new Error("no plumber paid last year");
      return [vendor];
    },
  },
  {
    group: "expenses",
    query: "pull up everything we've paid Oak City Roofing",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "oak city roofing", ...allTime(t) })],
  },
  {
    group: "expenses",
    query: "cleaning costs at osprey point ytd",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:maintenance:cleaning"], property: await idOf(t, "Osprey"), ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "what did we pay in property taxes last year, all 4 properties",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:property_tax"], ...lastYearOf(t) })],
  },
  {
    group: "expenses",
    query: `how much did we pay DUKE ENERGY PROGRESS for the cabin in ${LY}`,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "duke energy", property: await idOf(t, "Juniper"), ...lastYearOf(t) })],
  },
  {
    group: "expenses",
    query: "expenses for the durham unit jan thru june last year",
    tool: "query_database",
    expect: async (t) => {
      const y = thisYearNumber(t) - 1;
      return [await nonZero(t, { type: "expense", property: await idOf(t, "Magnolia"), start: `${y}-01-01`, end: `${y}-06-30` })];
    },
  },
  {
    group: "expenses",
    query: "Total spend last month for the whole company?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", ...lastMonth(t.today) })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income ytd for Harbor Lane Properties",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", ...thisYear(t) })],
  },
  {
    group: "net",
    query: MAGNOLIA_PROFIT,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", property: await idOf(t, "Magnolia"), ...lastYearOf(t) })],
  },
  {
    group: "follow-up",
    query: "same for juniper lane?",
    after: MAGNOLIA_PROFIT,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", property: await idOf(t, "Juniper"), ...lastYearOf(t) })],
  },
  {
    group: "net",
    query: "what was the cash flow on the cottage last month",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", property: await idOf(t, "Osprey"), ...lastMonth(t.today) })],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: CABIN_AUGUST,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(thisYearNumber(t) - 1, 8)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked that month",
    after: CABIN_AUGUST,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisYearNumber(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights did the osprey cottage get booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastYearOf(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who lives in the raleigh house",
    tool: "query_database",
    expect: async (t) => [String((await metadataOf(t, "Hickory")).tenant)],
  },
  {
    group: "bookings-or-tenants",
    query: "keisha's monthly rent?",
    tool: "query_database",
    expect: async (t) => [figure(String((await metadataOf(t, "Magnolia")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb bookings at the cabin so far this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await idOf(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "has owen ever been charged a late fee? how much",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:late_fees"], property: await idOf(t, "Hickory"), ...allTime(t) })],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: JUNIPER_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it?",
    after: JUNIPER_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Juniper")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land and building basis for 1502 hickory",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: OSPREY_PIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      if (!p.placed_in_service) throw new Error("Osprey has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "how much of its basis is furniture?",
    after: OSPREY_PIS,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },
  {
    group: "basis",
    query: "Depreciable basis on Magnolia St?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need harbor lane's tax id # for a w-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what date was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent in NC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "whats our filing number with the secretary of state",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "when is the next north carolina annual report due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "whats coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: PERMIT,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:license_renewal&q=permit");
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "which property is that for?",
    after: PERMIT,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:license_renewal&q=permit");
      if (!next?.property_id) throw new Error("the permit renewal has no property");
      const p = await t.get<{ address: string }>(`/api/v1/properties/${next.property_id}`);
      return [p.address.split(" ")[1]!];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when's it due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline for the 1065 for this tax year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `obligation_type=tax:filing&q=${encodeURIComponent(`for ${thisYearNumber(t)}`)}`);
      if (items.length !== 1) throw new Error(`1065 for this year: ${items.length} matches`);
      return [longDate(items[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the security deposit on keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Magnolia", "security deposit", /security deposit of \$([\d,]+\.\d\d)/i)],
  },
  {
    group: "documents",
    query: "list the owners of harbor lane & their % per the OA",
    tool: "search_document_content",
    expect: async (t) => {
      const members = await clause(t, "Operating Agreement", "members percentage interests", /members of the Company and their Percentage Interests are: ([^.]+)\./i);
      return members.split(";").map((part) => part.split(",")[0]!.trim());
    },
  },
  {
    group: "documents",
    query: HURRICANE,
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Osprey Point Cottage insurance", "named storm hurricane deductible", /hurricane\) deductible:[^$]*\$([\d,]+)/i)],
  },
  {
    group: "follow-up",
    query: "and the annual premium?",
    after: HURRICANE,
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Osprey Point Cottage insurance", "annual premium", /annual premium: \$([\d,]+\.\d\d)/i)],
  },
  {
    group: "documents",
    query: "how long is oak city roofing's workmanship warranty",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Oak City Roofing", "workmanship warranty", /workmanship warranty: (\d+ years)/i)],
  },
  {
    group: "documents",
    query: "which docs have we uploaded so far",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is still owed on the truist mortgage for juniper", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What is the EIN of Cardinal Ridge Partners LLC?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost segregation study on osprey point", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the wake county property tax bill be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's keisha's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "rental income for 2019?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the going nightly rate for airbnbs in asheville right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many hours did tomas spend managing the rentals last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we get when we sold the elm street condo", tool: "query_database", unanswerable: true, expect: async () => [] },
];
