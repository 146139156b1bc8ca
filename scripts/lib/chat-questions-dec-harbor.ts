// Written BLIND (without reading the assistant's code, its tests or the other question sets): 60 questions
// of the held-out company (Harbor Lane Properties LLC, North Carolina: two Airbnb homes, the Juniper
// Cabin in Asheville and the Osprey Point Cottage in Wilmington, and two long-term rentals, the Magnolia
// Street unit in Durham let to Keisha Brown and the Hickory Drive house in Raleigh let to Owen
// Fitzgerald), worded the way owners, co-hosts, bookkeepers and CPAs type: fragments, typos,
// abbreviations, properties by street, town, nickname or kind of home, tenants by first name, vendors
// as the bank writes them, two asks in one.
//
// Groups: income 7, expenses 7, net 3, bookings 6, basis 3, company 3, members 2, deadlines 4,
// documents 7, follow-up 8 (asked right after another question in the same session), unanswerable 10
// (the records do not hold the answer; each expectation first checks through the API that they really
// do not). Every figure, date, name and count is read from the running service's REST API; periods are
// relative to t.today (explicit years in the wording are last year or this year, computed when loaded).
import type { Case, Truth } from "./chat-questions";
import { figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

/** This year and last year, as the questions word them. */
const THIS = new Date().getUTCFullYear();
const LAST = THIS - 1;
const ly = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const ty = (t: Truth) => Number(t.today.slice(0, 4));

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A ledger sum as the answer should print it; a zero means the case is wrong, not the assistant. */
async function money(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return figure(total);
}

async function howMany(t: Truth, filter: Parameters<Truth["count"]>[0]): Promise<string> {
  const n = await t.count(filter);
  if (n === 0) throw new Error(`no rows for ${JSON.stringify(filter)}`);
  return String(n);
}

/** Phrases the document search returns for this query (top 5 passages); throws if one is not there. */
async function quoted(t: Truth, query: string, phrases: string[], answer: string[] = phrases): Promise<string[]> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&top_k=5`);
  const text = items.map((h) => h.text).join("\n").toLowerCase();
  const missing = phrases.filter((p) => !text.includes(p.toLowerCase()));
  if (missing.length) throw new Error(`search "${query}" does not state ${JSON.stringify(missing)}`);
  return answer;
}

/** Checks that neither the ledger nor the documents hold these words (the question is unanswerable). */
async function absent(t: Truth, words: string[]): Promise<string[]> {
  for (const w of words) {
    const { total } = await t.get<{ total: number }>(`/api/v1/transactions?q=${encodeURIComponent(w)}&page_size=1`);
    if (total > 0) throw new Error(`the ledger holds "${w}" (${total} rows)`);
    const { items } = await t.get<{ items: { text: string; document_title: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(w)}&mode=lexical&top_k=50`);
    const hit = items.find((h) => `${h.document_title}\n${h.text}`.toLowerCase().includes(w.toLowerCase()));
    if (hit) throw new Error(`the documents state "${w}" (${hit.document_title})`);
    const { items: props } = await t.get<{ items: { extra_metadata: Record<string, unknown> }[] }>(`/api/v1/properties?page_size=200`);
    if (props.some((p) => JSON.stringify(p.extra_metadata).toLowerCase().includes(w.toLowerCase()))) throw new Error(`a property record holds "${w}"`);
  }
  return [];
}

/** The guests of a property's reservations in a period, from each booking's recorded guest. */
async function guestsOf(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await t.get<{ items: { extra_metadata: { guest?: unknown } }[] }>(
    `/api/v1/transactions?category=revenue:rental_income&property_id=${await pid(t, fragment)}&start_date=${period.start}&end_date=${period.end}&page_size=200`,
  );
  const names = items.map((tx) => tx.extra_metadata.guest).filter((name): name is string => typeof name === "string" && name.length > 0);
  if (names.length === 0) throw new Error(`no guests at ${fragment} in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

const company = (t: Truth) =>
  t.get<{ legal_name: string; formation_date: string; state_of_formation: string; ein: string; state_filing_number: string; registered_agent: { name: string; address: string } }>("/api/v1/company");

/** The due date of the one obligation whose description holds `q`. */
async function dueOf(t: Truth, q: string): Promise<{ due: string; status: string }> {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}`);
  if (items.length !== 1) throw new Error(`obligation "${q}": ${items.length} matches`);
  return { due: items[0]!.due_date, status: items[0]!.status };
}

export const DEC_HARBOR_CASES: Case[] = [
  // ---- income (7)
  {
    group: "income",
    query: `whats our total rental income for march ${LAST}?`,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...month(ly(t), 3) })],
  },
  {
    group: "income",
    query: "q3 last yr rent income, all 4 properties combined",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...quarter(ly(t), 3) })],
  },
  {
    group: "income",
    query: "Gross rental income for Harbor Lane Properties last yr",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...year(ly(t)) })],
  },
  {
    group: "income",
    query: "how much airbnb booking income has the asheville cabin made ytd",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Juniper") })],
  },
  {
    group: "income",
    query: `cleaning fees collected from guests in ${LAST} across both airbnbs?`,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:cleaning_fees"], ...year(ly(t)) })],
  },
  {
    group: "income",
    query: "Can you calculate the rent we collected from the Raleigh house in Q1 of last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], ...quarter(ly(t), 1), property: await pid(t, "Hickory") })],
  },
  {
    group: "income",
    query: "run me total revenue for last month pls",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "revenue", ...lastMonth(t.today) })],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay SEASIDE TURNOVER CLEANING last year",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", q: "SEASIDE TURNOVER CLEANING", ...year(ly(t)) })],
  },
  {
    group: "expenses",
    query: "duke energy progress total ytd (both str's)",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", q: "DUKE ENERGY", ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: `property taxes paid in ${LAST}, all properties?`,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], ...year(ly(t)) })],
  },
  {
    group: "expenses",
    query: "insurance premiums last yr total",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:insurance"], ...year(ly(t)) })],
  },
  {
    group: "expenses",
    query: "what did mortgage interest cost the company last quarter",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:mortgage_interest"], ...lastQuarter(t.today) })],
  },
  {
    group: "expenses",
    query: `utilites at the durham unit in ${LAST}? water + gas`,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], ...year(ly(t)), property: await pid(t, "Magnolia") })],
  },
  {
    group: "expenses",
    query: "how much have we spent on HOA dues at osprey point so far this year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Osprey") })],
  },

  // ---- net (3)
  {
    group: "net",
    query: `net income for harbor lane in ${LAST}?`,
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...year(ly(t)) })],
  },
  {
    group: "net",
    query: "what's the net on the Osprey Point Cottage ytd",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...thisYear(t), property: await pid(t, "Osprey") })],
  },
  {
    group: "net",
    query: "profit for the durham condo last quarter?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastQuarter(t.today), property: await pid(t, "Magnolia") })],
  },

  // ---- bookings (6)
  {
    group: "bookings",
    query: `how many airbnb reservations did we have in june ${LAST}, both listings`,
    tool: "query_database",
    expect: async (t) => [await howMany(t, { categories: ["revenue:rental_income"], ...month(ly(t), 6) })],
  },
  {
    group: "bookings",
    query: "who booked the cottage in wilmington last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings",
    query: "list of guests at juniper, august last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(ly(t), 8)),
  },
  {
    group: "bookings",
    query: "nights booked at 9 Osprey Point Rd in Q3 of last year",
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Osprey", quarter(ly(t), 3));
      if (n === 0) throw new Error("no nights");
      return [String(n)];
    },
  },
  {
    group: "bookings",
    query: `occupancy at the mountain cabin for july ${LAST} - how many nights were filled`,
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Juniper", month(ly(t), 7));
      if (n === 0) throw new Error("no nights");
      return [String(n)];
    },
  },
  {
    group: "bookings",
    query: "# of stays at juniper cabin last yr",
    tool: "query_database",
    expect: async (t) => [await howMany(t, { categories: ["revenue:rental_income"], ...year(ly(t)), property: await pid(t, "Juniper") })],
  },

  // ---- basis (3)
  {
    group: "basis",
    query: "depreciable basis of 48 juniper lane",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what's our total basis in the hickory dr property",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).total_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis on the Magnolia St unit?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },

  // ---- company (3)
  {
    group: "company",
    query: "harbor lane's state entity id?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent & what address do they have on file",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },

  // ---- members (2)
  {
    group: "members",
    query: "who are the members of Harbor Lane Properties LLC and what % does each own",
    tool: "search_document_content",
    expect: (t) => quoted(t, "who are the members of Harbor Lane Properties LLC and what % does each own", ["Tomas Reyes, 50 percent", "Aisha Reyes, 30 percent", "Daniel Okafor, 20 percent"], ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"]),
  },
  {
    group: "members",
    query: "how much capital did daniel put in initially",
    tool: "search_document_content",
    expect: (t) => quoted(t, "how much capital did daniel put in initially", ["Daniel Okafor $24,000"], ["24,000"]),
  },

  // ---- deadlines (4)
  {
    group: "deadlines",
    query: "whens the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!o) throw new Error("no open estimated payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when was the 1065 for last tax year due, and did it get done?",
    tool: "query_database",
    expect: async (t) => {
      const { due, status } = await dueOf(t, `1065 partnership return for ${ly(t)}`);
      if (status !== "completed") throw new Error(`1065 for ${ly(t)} is ${status}`);
      return [longDate(due)];
    },
  },
  {
    group: "deadlines",
    query: "when does the wilmington STR permit need renewing",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Osprey")}&start_date=${t.today}`);
      if (!o) throw new Error("no open permit renewal");
      return [longDate(o.due_date)];
    },
  },

  // ---- documents (7)
  {
    group: "documents",
    query: "magnolia lease - what's the late fee and when does it kick in",
    tool: "search_document_content",
    expect: (t) => quoted(t, "magnolia lease - what's the late fee and when does it kick in", ["late fee of $85.00", "after the fifth day"], ["$85", "fifth"]),
  },
  {
    group: "documents",
    query: "pet fee on keisha's lease?",
    tool: "search_document_content",
    expect: (t) => quoted(t, "pet fee on keisha's lease?", ["non-refundable pet fee of $300.00"], ["$300"]),
  },
  {
    group: "documents",
    query: "osprey point policy: coverage A dwelling limit and the liability limit?",
    tool: "search_document_content",
    expect: (t) => quoted(t, "osprey point policy: coverage A dwelling limit and the liability limit?", ["Coverage A, Dwelling: $420,000", "Coverage L, Premises liability: $1,000,000"], ["$420,000", "$1,000,000"]),
  },
  {
    group: "documents",
    query: "does the cottage insurance cover flood damage",
    tool: "search_document_content",
    expect: (t) => quoted(t, "does the cottage insurance cover flood damage", ["Flood is not covered by this policy"], ["not covered"]),
  },
  {
    group: "documents",
    query: "per the operating agreement how much reserve do we keep before distributions",
    tool: "search_document_content",
    expect: (t) => quoted(t, "per the operating agreement how much reserve do we keep before distributions", ["a reserve of $15,000"], ["$15,000"]),
  },
  {
    group: "documents",
    query: "whats the warranty on the new roof oak city roofing put on hickory",
    tool: "search_document_content",
    expect: (t) => quoted(t, "whats the warranty on the new roof oak city roofing put on hickory", ["Workmanship warranty: 10 years", "shingle manufacturer warranty: 30 years"], ["10 years", "30 years"]),
  },
  {
    group: "documents",
    query: "pull up a list of all the documents we have on file",
    tool: "list_business_documents",
    expect: (t) => titles(t, ""),
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: `how much rent did keisha pay us in ${LAST}`,
    query: "and owen?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], ...year(ly(t)), property: await pid(t, "Hickory") })],
  },
  {
    group: "follow-up",
    after: "electric bill total at the cabin last yr?",
    query: "same for the wilmington place",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities:electricity"], ...year(ly(t)), property: await pid(t, "Osprey") })],
  },
  {
    group: "follow-up",
    after: `who stayed at juniper cabin in july ${LAST}`,
    query: "how many nights was it booked that month",
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Juniper", month(ly(t), 7));
      if (n === 0) throw new Error("no nights");
      return [String(n)];
    },
  },
  {
    group: "follow-up",
    after: "what's the EIN for harbor lane",
    query: "and the NC SOS id #?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "follow-up",
    after: "total expenses for q2 last year",
    query: "what about q3",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...quarter(ly(t), 3) })],
  },
  {
    group: "follow-up",
    after: "whats the deductible on the osprey point policy",
    query: "and the hurricane one?",
    tool: "search_document_content",
    expect: (t) => quoted(t, "named storm hurricane deductible osprey point policy", ["Named storm (hurricane) deductible: 2 percent of Coverage A, which is $8,400 per occurrence"], ["$8,400"]),
  },
  {
    group: "follow-up",
    after: `mortgage interest paid on hickory in ${LAST}?`,
    query: "ok now magnolia",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:mortgage_interest"], ...year(ly(t)), property: await pid(t, "Magnolia") })],
  },
  {
    group: "follow-up",
    after: `how many reservations did osprey point have in august ${LAST}`,
    query: "list the guests pls",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(ly(t), 8)),
  },

  // ---- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the osprey point house worth on the market right now",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["market value", "apprais", "zestimate"]),
  },
  {
    group: "unanswerable",
    query: "remaining principal balance on the truist mortgage for juniper?",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["balance", "payoff", "amortization"]),
  },
  {
    group: "unanswerable",
    query: "will it rain in asheville this weekend? guests checking in fri",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["weather", "forecast", "rain"]),
  },
  {
    group: "unanswerable",
    query: "how much did we pay HOME DEPOT last yr",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["home depot"]),
  },
  {
    group: "unanswerable",
    query: "what's keisha's cell number",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["phone", "cell", "mobile"]),
  },
  {
    group: "unanswerable",
    query: "how much did the pool guy at osprey point cost us last year",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["pool"]),
  },
  {
    group: "unanswerable",
    query: "what's owen fitzgerald's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["credit score", "fico"]),
  },
  {
    group: "unanswerable",
    query: "how much have we spent on snow removal at the cabin",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["snow", "plow"]),
  },
  {
    group: "unanswerable",
    query: "interest rate on the first citizens loan for the raleigh house?",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["interest rate", "fixed rate"]),
  },
  {
    group: "unanswerable",
    query: "what nightly rate are other cabins in asheville charging for next summer",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => absent(t, ["comparable", "market rate", "competitor"]),
  },
];
