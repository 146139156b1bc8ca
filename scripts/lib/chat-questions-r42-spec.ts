// Blind set r42-spec: 60 questions about the Tennessee spec company (Holloway Creek Stays LLC),
// written without reading the assistant's code, its tests, its docs or any other question set. Only
// the company file, the runner, the service helpers and the REST spec were read. Every expected
// figure, date and name is read at run time from the REST API, relative to t.today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const LY = (t: Truth) => Y(t) - 1;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const money = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => figure(await t.sum(filter));

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** Open obligations due today or later, earliest first. */
async function openAhead(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextMatching(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const o = (await openAhead(t)).find(test);
  if (!o) throw new Error("no open obligation matches");
  return o;
}

/** Checks a document is on file (by type and a title fragment) before its text is expected. */
async function onFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document "${fragment}" on file`);
}

/** The company profile, found through the API root's links. */
async function profile(t: Truth): Promise<Record<string, unknown>> {
  const root = await t.get<unknown>("/");
  const linked = JSON.stringify(root).match(/\/api\/v1\/[\w/-]*(?:compan|profile|entity)[\w/-]*/gi) ?? [];
  for (const path of [...new Set([...linked, "/api/v1/company", "/api/v1/company/profile", "/api/v1/profile"])]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      if (JSON.stringify(body).includes('"ein"')) return body;
    } catch {
      // not this path
    }
  }
  throw new Error("no company profile found through the API");
}
/** A field anywhere in a JSON body. */
function field(body: unknown, key: string): unknown {
  if (body && typeof body === "object") {
    if (key in (body as Record<string, unknown>)) return (body as Record<string, unknown>)[key];
    for (const value of Object.values(body as Record<string, unknown>)) {
      const found = field(value, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
async function profileField(t: Truth, key: string): Promise<string> {
  const value = field(await profile(t), key);
  if (typeof value !== "string" || !value) throw new Error(`company profile has no ${key}`);
  return value;
}

/** The condo's tenant as the latest rent line names him, and that month's rent. */
async function tenant(t: Truth): Promise<{ name: string; rent: string }> {
  const items = await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}&start_date=${lastMonth(t.today).start}&end_date=${lastMonth(t.today).end}`);
  const name = /Rent - ([^-]+?) - /.exec(items[0]!.description)?.[1];
  if (!name) throw new Error("no tenant name in the rent line");
  return { name, rent: figure(items[0]!.amount) };
}

const MEMBERS_Q = "who are the members of Holloway Creek and how is ownership split?";

export const R42_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much rental income did the cottage on Lockeland make last yr?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...year(LY(t)), property: await pid(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "whats our total rent income ytd, all properties together",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...thisYear(t) })],
  },
  {
    group: "income",
    query: "Can you pull up the Airbnb booking revenue for the cabin in Q3 this year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], q: "Airbnb", ...quarter(Y(t), 3), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "income",
    query: "How much did we gross from VRBO guests last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], q: "VRBO", ...year(LY(t)) })],
  },
  {
    group: "income",
    query: "Please give me Holloway Creek Stays' gross rental income for last quarter.",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastQuarter(t.today) })],
  },
  {
    group: "income",
    query: "what did the Gatlinburg place bring in from bookings this past March?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...month(Y(t), 3), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid us so far this year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") })],
  },
  {
    group: "income",
    query: "break down last year's rental income by property for me",
    tool: "query_database",
    expect: async (t) => Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => money(t, { categories: RENTS, ...year(LY(t)), property: await pid(t, p) }))),
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Music City Maids in total last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { q: "Music City Maids", type: "expense", ...year(LY(t)) })],
  },
  {
    group: "expenses",
    query: "calculate all utilities ytd (electric, gas, water, internet) across every property",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "total expenses on the Tremont condo last yr?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...year(LY(t)), property: await pid(t, "Tremont") })],
  },
  {
    group: "expenses",
    query: "How much did the LLC spend altogether this September?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...month(Y(t), 9) })],
  },
  {
    group: "expenses",
    query: "what have we paid in property taxes this year for all three places",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "Everything we paid Smoky Ridge in Q2 of this year, cleanings and fees included?",
    tool: "query_database",
    expect: async (t) => [await money(t, { q: "Smoky Ridge", type: "expense", ...quarter(Y(t), 2) })],
  },
  {
    group: "expenses",
    query: "whats the electric bill for the cabin last month",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities:electricity"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") })],
  },

  // ---- net (3)
  {
    group: "net",
    query: "What was our net income for last year, all in?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...year(LY(t)) })],
  },
  {
    group: "net",
    query: "hows the cabin doing profit-wise so far this year? net please",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "net",
    query: "net for the Chattanooga condo last quarter?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastQuarter(t.today), property: await pid(t, "Tremont") })],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cottage have this July?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 7), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Lockeland booked in October?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(Y(t), 10)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Tremont unit and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const { name, rent } = await tenant(t);
      return [name, rent];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total number of bookings across both short term rentals last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(LY(t)) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "give me the guest list for the Nashville cottage for this August",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(Y(t), 8)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we buy the Nashville house for?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for the Tremont condo pls",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the Laurel Bluff basis is furniture and furnishings?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).ffe_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "I need our EIN for a W-9, what is it?",
    tool: "query_database",
    expect: async (t) => [await profileField(t, "ein")],
  },
  {
    group: "company",
    query: "when was Holloway Creek Stays formed?",
    tool: "query_database",
    expect: async (t) => [longDate(await profileField(t, "formation_date"))],
  },
  {
    group: "company",
    query: "What's our Tennessee SOS control number?",
    tool: "query_database",
    expect: async (t) => [await profileField(t, "state_filing_number")],
  },
  {
    group: "company",
    query: "who's the registered agent for the llc",
    tool: "query_database",
    expect: async (t) => {
      const agent = field(await profile(t), "registered_agent");
      const name = typeof agent === "string" ? agent : field(agent, "name");
      if (typeof name !== "string" || !name) throw new Error("no registered agent");
      return [name];
    },
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await openAhead(t);
      if (!first) throw new Error("nothing open ahead");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 75 days?",
    tool: "query_database",
    expect: async (t) => {
      const limit = new Date(Date.parse(`${t.today}T00:00:00Z`) + 75 * 86_400_000).toISOString().slice(0, 10);
      const due = (await openAhead(t, "upcoming=75")).filter((o) => o.due_date <= limit);
      if (due.length === 0) throw new Error("nothing due in 75 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Tennessee annual report due, and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*) minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do I have to renew the STRP permit for Lockeland?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => x.obligation_type === "compliance:license_renewal" && x.description.includes("STRP"))).due_date)],
  },
  {
    group: "deadlines",
    query: "cabin insurance renewal date?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => x.obligation_type === "property:insurance" && x.description.includes("Blue Ridge"))).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the all-perils deductible on the Blue Ridge Shield policy for the cabin?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Blue Ridge Shield");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "how much notice do we have to give Smoky Ridge if we want to end the co-hosting agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Co-Hosting and Cleaning Agreement");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "Per the HOA rules up at Laurel Bluff, what's the fine if guests leave trash bags outside?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Owners Association rental rules");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "what's the max occupancy on our Nashville short term rental permit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "STRP permit");
      return ["8 guests"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: "what was rental income for the cottage in q2 this year?",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...quarter(Y(t), 2), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "follow-up",
    after: "how much did we spend on repairs last year?",
    query: "who did the work?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense:maintenance:repairs&start_date=${year(LY(t)).start}&end_date=${year(LY(t)).end}`);
      return [...new Set(items.map((tx) => tx.description.split(" - ")[0]!.trim()))];
    },
  },
  {
    group: "follow-up",
    after: "what's our net income ytd?",
    query: "ok and for all of last yr?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...year(LY(t)) })],
  },
  {
    group: "follow-up",
    after: "how many bookings did the cabin get this August?",
    query: "how much did they bring in?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...month(Y(t), 8), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "follow-up",
    after: "When is the Sevier County property tax due?",
    query: "how much did we pay for it the last time?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense:property_tax&property_id=${await pid(t, "Laurel Bluff")}&start_date=${year(LY(t)).start}&end_date=${t.today}`);
      const latest = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0]!;
      return [figure(latest.amount)];
    },
  },
  {
    group: "follow-up",
    after: MEMBERS_Q,
    query: "what % does Celeste have?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["20%"];
    },
  },
  {
    group: "follow-up",
    after: "what did we pay for the Laurel Bluff cabin?",
    query: "what about the condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "follow-up",
    after: "how much did the Tremont place cost us in HOA dues last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Tremont") })],
  },

  // ---- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "what's the cottage on Lockeland worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you forecast what the cabin will make next summer?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we refinance the Tremont condo or sell it?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much rent did we collect on the Knoxville duplex last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what was our rental income back in 2018?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the remaining balance on the Pinnacle mortgage for the cottage", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate is the Truist loan on the cabin at?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can u look up Wendell Akers' social security number? need it for a background check", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much revenue did Smoky Ridge Co-Hosting LLC make last year as a business?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the home address and phone number of our guest Jane Doe?", tool: "query_database", expect: async () => [] },
];
