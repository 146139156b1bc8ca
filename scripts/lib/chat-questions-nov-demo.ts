// Written BLIND (without reading the assistant's code, its tests or the other question sets): 60
// questions of the demo company (Front Range Rentals LLC: the Alder Street Airbnb loft in Denver,
// the Birch Avenue house in Aurora leased to Maria Garcia, the Cedar Court unit in Lakewood leased to
// Dev Patel), typed the way owners, bookkeepers and CPAs type: fragments, typos, abbreviations,
// properties by street, town, nickname or kind of home, vendors as the bank writes them, two asks in
// one. Every figure, date, name and count is read from the running service's REST API when the set
// runs (relative to t.today), never written here.
//
// Groups (60):
//   income 6       rents, gross rental income, a month, a quarter, ytd, cleaning and late fees
//   expenses 6     by category and by vendor (bank-statement spelling), a capital item
//   net 4          company and property, year, quarter, month
//   bookings 5     reservation counts, guest lists, nights and occupancy
//   basis 4        depreciable, total, purchase price, land/building split, placed in service
//   company 4      EIN, Colorado SOS id, formation, registered agent, tax treatment
//   members 3      from the operating agreement: members, percentages, capital, managing member
//   deadlines 4    next open and past obligations
//   documents 6    3 facts quoted from document text (checked against /documents/search for the
//                  same query), 3 document lists
//   follow-up 8    a question asked right after another in the same session
//   unanswerable 10 things the records do not hold (each checked against the API first)
import Decimal from "decimal.js";
import { figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const lastYr = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const ly = (t: Truth) => Number(t.today.slice(0, 4)) - 1;

const db = (group: string, query: string, expect: Case["expect"], more: Partial<Case> = {}): Case => ({ group, query, tool: "query_database", expect, ...more });

interface Hit {
  document_title: string;
  text: string;
}

/** Passages /api/v1/documents/search returns for the question itself. */
async function passages(t: Truth, query: string, topK = 10): Promise<Hit[]> {
  const { items } = await t.get<{ items: Hit[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&top_k=${topK}`);
  return items;
}

/** What each pattern captures (every group) in the passages the search returns for the question. */
async function stated(t: Truth, query: string, patterns: RegExp[]): Promise<string[]> {
  const texts = (await passages(t, query)).map((hit) => hit.text.replace(/\s+/g, " "));
  return patterns.flatMap((pattern) => {
    for (const text of texts) {
      const m = pattern.exec(text);
      if (m) return m.slice(1);
    }
    throw new Error(`the search for "${query}" finds nothing matching ${pattern}`);
  });
}

/** A document question: the phrases it must state, read from the search results of the same query. */
const doc = (group: string, query: string, ...patterns: RegExp[]): Case => ({ group, query, tool: "search_document_content", expect: (t) => stated(t, query, patterns) });

const list = (group: string, query: string, expect: Case["expect"]): Case => ({ group, query, tool: "list_business_documents", expect });

/** Fails when the records do hold something the unanswerable question asks. */
function absent(what: string, held: boolean): void {
  if (held) throw new Error(`the records do hold ${what}`);
}

const nonZero = (amount: string, what: string) => {
  if (new Decimal(amount).isZero()) throw new Error(`${what} is 0.00`);
  return figure(amount);
};

/** The guests of a property in a period: the shared reader's names, without a stay's " - from MM/DD/YYYY" tail. */
const guests = async (t: Truth, fragment: string, period: { start: string; end: string }) => [...new Set((await guestsOf(t, fragment, period)).map((name) => name.split(/\s-\s/)[0]!.trim()))];

const propertyText = async (t: Truth, fragment: string) => JSON.stringify(await t.property(fragment));
const allTime = (t: Truth) => ({ start: "1900-01-01", end: t.today });

export const NOV_DEMO_CASES: Case[] = [
  // ---------------------------------------------------------------- income (6)
  db("income", "gross rental income last yr, all 3 properties combined?", async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastYr(t) }), "rents")]),
  db("income", "how much rent did we recieve from maria garcia last year on the aurora house", async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Birch")).id, ...lastYr(t) }), "Birch rent")]),
  db("income", "airbnb booking income for the loft q3 last yr", async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Alder")).id, ...quarter(ly(t), 3) }), "Alder Q3")]),
  db("income", "Can you pull total revenue for Front Range Rentals for last month", async (t) => [nonZero(await t.sum({ type: "revenue", ...lastMonth(t.today) }), "last month revenue")]),
  db("income", "ytd income? everything that came in", async (t) => [nonZero(await t.sum({ type: "revenue", ...thisYear(t) }), "ytd revenue")]),
  db("income", "cleaning fees we charged guests in august of last year, and any late fees from dev patel last yr?", async (t) => [
    nonZero(await t.sum({ categories: ["revenue:cleaning_fees"], ...month(ly(t), 8) }), "August cleaning fees"),
    nonZero(await t.sum({ categories: ["revenue:late_fees"], property: (await t.property("Cedar")).id, ...lastYr(t) }), "Cedar late fees"),
  ]),

  // ---------------------------------------------------------------- expenses (6)
  db("expenses", "how much did we spend on utilities last year (all utilities, every property)", async (t) => [nonZero(await t.sum({ categories: ["expense:utilities"], ...lastYr(t) }), "utilities")]),
  db("expenses", "XCEL ENERGY PAYMENT total for last yr?", async (t) => [nonZero(await t.sum({ type: "expense", q: "XCEL ENERGY", ...lastYr(t) }), "Xcel")]),
  db("expenses", "pls calculate mortgage interest paid ytd across the portfolio", async (t) => [nonZero(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }), "mortgage interest ytd")]),
  db("expenses", "what did Maid Right bill us in Q2 of last year", async (t) => [nonZero(await t.sum({ type: "expense", q: "MAID RIGHT", ...quarter(ly(t), 2) }), "Maid Right Q2")]),
  db("expenses", "prop taxes paid on the lakewood condo last year + insurance on it", async (t) => {
    const cedar = (await t.property("Cedar")).id;
    return [nonZero(await t.sum({ categories: ["expense:property_tax"], property: cedar, ...lastYr(t) }), "Cedar property tax"), nonZero(await t.sum({ categories: ["expense:insurance"], property: cedar, ...lastYr(t) }), "Cedar insurance")];
  }),
  db("expenses", "the new roof at birch ave - what did it cost and when was it paid?", async (t) => {
    const birch = (await t.property("Birch")).id;
    const { items } = await t.get<{ items: { transaction_date: string; amount: string }[] }>(`/api/v1/transactions?category=expense:capital_improvement&property_id=${birch}&page_size=10`);
    const roof = items[0];
    if (!roof || items.length !== 1) throw new Error(`${items.length} capital improvements at Birch`);
    return [figure(roof.amount), longDate(roof.transaction_date)];
  }),

  // ---------------------------------------------------------------- net (4)
  db("net", "net income last year for the whole LLC", async (t) => [figure(await t.sum({ type: "net", ...lastYr(t) }))]),
  db("net", "Alder st net profit so far this yr?", async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Alder")).id, ...thisYear(t) }))]),
  db("net", "profit/loss for q4 last year pls", async (t) => [figure(await t.sum({ type: "net", ...quarter(ly(t), 4) }))]),
  db("net", "did the birch house make or lose money last yr? net number", async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Birch")).id, ...lastYr(t) }))]),

  // ---------------------------------------------------------------- bookings (5)
  db("bookings", "how many airbnb reservations did we get in july last year", async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(ly(t), 7) }))]),
  db("bookings", "who stayed at the loft in sept last yr", async (t) => guests(t, "Alder", month(ly(t), 9))),
  db("bookings", "nights booked at 1420 Alder in Q3 of last year?", async (t) => [String(await nightsBooked(t, "Alder", quarter(ly(t), 3)))]),
  db("bookings", "occupancy at the denver short term rental last month - how many nights were booked", async (t) => [String(await nightsBooked(t, "Alder", lastMonth(t.today)))]),
  db("bookings", "guest names for the airbnb last month pls", async (t) => guests(t, "Alder", lastMonth(t.today))),

  // ---------------------------------------------------------------- basis (4)
  db("basis", "depreciabel basis on 1420 alder?", async (t) => [figure((await t.property("Alder")).depreciable_basis)]),
  db("basis", "whats our total basis in all 3 properites added together", async (t) => {
    const all = await Promise.all(["Alder", "Birch", "Cedar"].map((p) => t.property(p)));
    return [figure(all.reduce((s, p) => s.plus(p.total_basis), new Decimal(0)))];
  }),
  db("basis", "what did we pay for the aurora rental and when did we close on it", async (t) => {
    const p = await t.property("Birch");
    return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
  }),
  db("basis", "land vs building split on cedar ct unit B, and placed in service date", async (t) => {
    const p = await t.property("Cedar");
    if (!p.placed_in_service) throw new Error("Cedar has no placed-in-service date");
    return [figure(p.land_basis), figure(p.building_basis), longDate(p.placed_in_service)];
  }),

  // ---------------------------------------------------------------- company (4)
  db("company", "Front Range Rentals EIN", async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein]),
  db("company", "whats our colorado secretary of state id #", async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number]),
  db("company", "when was the llc formed? and who's the registered agent", async (t) => {
    const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
    return [longDate(c.formation_date), c.registered_agent.name];
  }),
  db("company", "how is the company taxed for federal purposes", async (t) => {
    const { entity_type } = await t.get<{ entity_type: string }>("/api/v1/company");
    const as = /taxed as an? ([a-z-]+)/i.exec(entity_type)?.[1];
    if (!as) throw new Error(`entity type "${entity_type}" names no tax treatment`);
    return [as];
  }),

  // ---------------------------------------------------------------- members (3)
  doc("members", "who r the members of the LLC?", /members of the Company are ([A-Z][a-z]+ [A-Z][a-z]+), .*?and ([A-Z][a-z]+ [A-Z][a-z]+),/),
  doc("members", "ownership split between the members? percentages", /holding [a-z-]+ percent \((\d+%)\).*?holding [a-z-]+ percent \((\d+%)\)/),
  doc("members", "how much capital did luis ortega put in originally", /Luis Ortega contributed \$([\d,]+\.\d\d)/),

  // ---------------------------------------------------------------- deadlines (4)
  db("deadlines", "when's the next estimated tax paymnet due, thx", async (t) => {
    const o = await nextOpen(t, "obligation_type=tax:payment");
    if (!o) throw new Error("no open estimated tax payment");
    return [longDate(o.due_date)];
  }),
  db("deadlines", "next property tax due date for birch ave?", async (t) => {
    const o = await nextOpen(t, `obligation_type=property:tax&property_id=${(await t.property("Birch")).id}`);
    if (!o) throw new Error("no open property tax at Birch");
    return [longDate(o.due_date)];
  }),
  db("deadlines", "1065 deadline? when do the K-1s have to go out", async (t) => {
    const o = await nextOpen(t, "obligation_type=tax:filing");
    if (!o) throw new Error("no open tax filing");
    return [longDate(o.due_date)];
  }),
  db("deadlines", "when was our last colorado periodic report due", async (t) => {
    const { items } = await obligations(t, `obligation_type=compliance:periodic_report&end_date=${t.today}`);
    const last = items.filter((o) => o.due_date <= t.today).at(-1);
    if (!last) throw new Error("no past periodic report");
    return [longDate(last.due_date)];
  }),

  // ---------------------------------------------------------------- documents (6)
  doc("documents", "what's the deductible on the state farm policy for the alder st loft", /deductible on this policy is \$([\d,]+)/),
  doc("documents", "birch lease - security deposit amount and is a dog ok?", /security deposit of \$([\d,]+\.\d\d)/, /One dog under (\d+ pounds)/),
  doc("documents", "when does maria garcia's lease end", /ends on ([A-Z][a-z]+ \d{1,2}, \d{4})/),
  list("documents", "what docs do we have on file for the company? list them", (t) => titles(t, "")),
  list("documents", "list our formation paperwork", (t) => titles(t, "doc_type=formation")),
  list("documents", "any documents filed under the aurora property?", async (t) => titles(t, `property_id=${(await t.property("Birch")).id}`)),

  // ---------------------------------------------------------------- follow-up (8)
  db("follow-up", "and for birch?", async (t) => [nonZero(await t.sum({ categories: RENTS, property: (await t.property("Birch")).id, ...lastYr(t) }), "Birch rents")], {
    after: "rental income from alder street last year",
  }),
  db("follow-up", "ok and ytd?", async (t) => [nonZero(await t.sum({ type: "expense", q: "COMCAST", ...thisYear(t) }), "Comcast ytd")], { after: "how much have we paid COMCAST CABLE COMM last year" }),
  db("follow-up", "how many nights was that in total", async (t) => [String(await nightsBooked(t, "Alder", month(ly(t), 7)))], { after: "who stayed at the airbnb in july last year?" }),
  db("follow-up", "and the depreciable part?", async (t) => [figure((await t.property("Cedar")).depreciable_basis)], { after: "total basis on 77 cedar court" }),
  db("follow-up", "and the one after that?", async (t) => {
    const open = (await obligations(t, "obligation_type=tax:payment")).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
    if (open.length < 2) throw new Error("fewer than two open estimated tax payments");
    return [longDate(open[1]!.due_date)];
  }, { after: "next estimated tax payment due date?" }),
  db("follow-up", "break that down by property pls", async (t) =>
    Promise.all(["Alder", "Birch", "Cedar"].map(async (p) => nonZero(await t.sum({ categories: ["expense:property_tax"], property: (await t.property(p)).id, ...lastYr(t) }), `${p} property tax`))), {
    after: "how much property tax did we pay last year",
  }),
  db("follow-up", "and the state id number?", async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number], { after: "what's our EIN" }),
  db("follow-up", "same for q3", async (t) => [figure(await t.sum({ type: "net", ...quarter(ly(t), 3) }))], { after: "net income q2 last year" }),

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the alder street loft worth on the market today?",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("a market value of Alder", /market|apprais|zestimate|current_value|fair_value/i.test(await propertyText(t, "Alder")));
      absent("an appraisal document", (await t.get<{ total: number }>("/api/v1/documents?q=apprais")).total > 0);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "remaining principal balance on the rocket mortgage loan for birch?",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("mortgage principal payments", (await t.count({ categories: ["expense:mortgage_principal"], ...allTime(t) })) > 0);
      absent("a loan balance on Birch", /balance|principal|loan/i.test(await propertyText(t, "Birch")));
      absent("a Rocket loan balance in the documents", (await passages(t, "Rocket Mortgage loan principal balance", 20)).some((h) => /principal balance|loan balance|unpaid principal/i.test(h.text)));
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "is it gonna snow in lakewood this weekend",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("a weather forecast", (await passages(t, "weather forecast snow this weekend", 20)).some((h) => /forecast/i.test(h.text)));
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did we pay ORKIN PEST CONTROL last year",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("a payment to Orkin", (await t.count({ q: "ORKIN", ...allTime(t) })) > 0);
      absent("any pest control", (await t.count({ categories: ["expense:maintenance:pest_control"], ...allTime(t) })) > 0);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "maria garcia's credit score when she applied?",
    tool: "search_document_content",
    unanswerable: true,
    async expect(t) {
      absent("a credit score", (await passages(t, "Maria Garcia credit score rental application", 20)).some((h) => /credit score|FICO|application/i.test(h.text)));
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the wells fargo loan (cedar)",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("an interest rate on Cedar", /rate|apr|interest/i.test(await propertyText(t, "Cedar")));
      absent("a Wells Fargo rate in the documents", (await passages(t, "Wells Fargo mortgage interest rate", 20)).some((h) => /wells fargo|interest rate|\bAPR\b/i.test(h.text)));
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's our airbnb star rating + how many reviews does the loft have",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("Airbnb ratings", /rating|review|stars/i.test(await propertyText(t, "Alder")));
      absent("reviews in the ledger", (await t.count({ q: "review", ...allTime(t) })) > 0);
      absent("reviews in the documents", (await passages(t, "Airbnb guest reviews star rating", 20)).some((h) => /\breviews?\b|star rating/i.test(h.text)));
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "square footage of the birch ave house?",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("Birch's size", /sq|square|feet|area/i.test(await propertyText(t, "Birch")));
      absent("a size in the documents", (await passages(t, "2218 Birch Avenue square feet", 20)).some((h) => /square f(ee|oo)t|sq\.? ?ft/i.test(h.text)));
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much did we distribute to luis ortega last yr",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("a payment to Luis Ortega", (await t.count({ q: "ORTEGA", ...allTime(t) })) > 0);
      absent("distributions in the ledger", (await t.count({ q: "DISTRIBUTION", ...allTime(t) })) > 0);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "current balance in the company checking acct ending 1107?",
    tool: "query_database",
    unanswerable: true,
    async expect(t) {
      absent("a statement of account 1107", (await t.get<{ total: number }>("/api/v1/documents?q=1107")).total > 0);
      absent("a 1107 balance in the documents", (await passages(t, "checking 1107 ending balance", 20)).some((h) => /1107/.test(h.text)));
      return [];
    },
  },
];
