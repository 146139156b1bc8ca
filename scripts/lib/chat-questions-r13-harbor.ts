// Round 13 held-out set, written BLIND: its author never read the assistant's code, its tests, its docs
// or any other question set; only the fixture company (scripts/lib/holdout-company.ts and the
// scripts/lib files it imports), the REST API spec and the runner. Asked of Harbor Lane Properties
// LLC, the North Carolina held-out company (eval-chat --set r13-harbor).
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
// Every expected figure, date and name is read at run time from the REST API; periods are relative
// to the day the set is run.
import Decimal from "decimal.js";
import {
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
  MONTHS,
  nextOpen,
  nightsBooked,
  obligations,
  quarter,
  RENTS,
  thisYear,
  titles,
  year,
  type Case,
  type Truth,
} from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** From January of last year (the first month of the books) through today. */
const allBooks = (t: Truth) => ({ start: `${thisY(t) - 1}-01-01`, end: t.today });

/** A property's custom fields (tenant, monthly rent, listing name), as GET /properties/{id} returns them. */
async function metadataOf(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${await pid(t, fragment)}`);
  return p.extra_metadata;
}

/** The full text of one document (its passages from the document search), found by a title fragment. */
async function documentText(t: Truth, titleFragment: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  if (hits.items.length === 0) throw new Error(`no passages of "${titleFragment}" for "${words}"`);
  return [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((h) => h.text).join("\n");
}

/** The first capture of a pattern in a document, or an error. */
async function fromDocument(t: Truth, titleFragment: string, words: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await documentText(t, titleFragment, words));
  if (!match?.[1]) throw new Error(`"${titleFragment}" holds no ${pattern}`);
  return match[1];
}

/** Open obligations due from today on, soonest first. */
async function openFromToday(t: Truth, query: string) {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (open.length === 0) throw new Error(`no open obligations for ${query}`);
  return open;
}

const nonZero = (amount: string | Decimal, what: string) => {
  if (new Decimal(amount).isZero()) throw new Error(`${what}: nothing in the records`);
  return figure(amount);
};

export const R13_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did Keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Magnolia") }), "Keisha's rent")],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did Keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Magnolia") }), "Keisha's rent this year")],
  },
  {
    group: "income",
    query: "pull up total revenue for the juniper cabin ytd",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Juniper") }), "cabin revenue")],
  },
  {
    group: "income",
    query: "What did Osprey Point bring in last quarter?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: await pid(t, "Osprey") }), "Osprey revenue")],
  },
  {
    group: "follow-up",
    query: "what about the cabin",
    after: "What did Osprey Point bring in last quarter?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: await pid(t, "Juniper") }), "cabin revenue")],
  },
  {
    group: "income",
    query: "gross receipts for Q3 of last year, whole company",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...quarter(thisY(t) - 1, 3) }), "Q3 revenue")],
  },
  {
    group: "income",
    query: "what did Owen pay in rent in March of last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...month(thisY(t) - 1, 3), property: await pid(t, "Hickory") }), "Owen's March rent")],
  },
  {
    group: "income",
    query: "break out last yr's income by type - short-term bookings, long-term rent, cleaning fees",
    tool: "query_database",
    expect: async (t) => [
      nonZero(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }), "short-term"),
      nonZero(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }), "long-term"),
      nonZero(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t) }), "cleaning fees"),
    ],
  },
  {
    group: "income",
    query: "which month last year was the cottage's best for income?",
    tool: "query_database",
    expect: async (t) => {
      const osprey = await pid(t, "Osprey");
      const y = thisY(t) - 1;
      const months = await Promise.all(MONTHS.map(async (_, i) => ({ m: i, amount: new Decimal(await t.sum({ type: "revenue", ...month(y, i + 1), property: osprey })) })));
      const best = months.reduce((a, b) => (b.amount.gt(a.amount) ? b : a));
      if (months.some((x) => x.m !== best.m && x.amount.eq(best.amount))) throw new Error("two best months");
      return [MONTHS[best.m]!, nonZero(best.amount, "best month")];
    },
  },
  {
    group: "income",
    query: "what did the two airbnbs gross last month combined",
    tool: "query_database",
    expect: async (t) => {
      const period = lastMonth(t.today);
      const cabin = await t.sum({ type: "revenue", ...period, property: await pid(t, "Juniper") });
      const cottage = await t.sum({ type: "revenue", ...period, property: await pid(t, "Osprey") });
      return [nonZero(new Decimal(cabin).plus(cottage), "airbnb gross")];
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "What did we pay MOUNTAIN FRESH CLEANING last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastYear(t), q: "MOUNTAIN FRESH" }), "Mountain Fresh")],
  },
  {
    group: "expenses",
    query: "how much have we spent on utilities at the cabin this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Juniper") }), "cabin utilities")],
  },
  {
    group: "expenses",
    query: "property tax total for last year across all our properties?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }), "property tax")],
  },
  {
    group: "expenses",
    query: "what did we pay the plumber last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastYear(t), q: "PLUMBING" }), "plumber")],
  },
  {
    group: "follow-up",
    query: "which property was that for?",
    after: "what did we pay the plumber last yr",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=PLUMBING&transaction_type=EXPENSE&start_date=${start}&end_date=${end}&page_size=50`);
      const id = items[0]?.property_id;
      if (!id) throw new Error("the plumber's bill has no property");
      const { address } = await t.get<{ address: string }>(`/api/v1/properties/${id}`);
      const street = /^\d+\s+(\w+)/.exec(address)?.[1];
      if (!street) throw new Error(`no street in ${address}`);
      return [street];
    },
  },
  {
    group: "expenses",
    query: "Greenscape lawn service - how much did they cost us last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastYear(t), q: "GREENSCAPE" }), "Greenscape")],
  },
  {
    group: "expenses",
    query: "total expenses on Magnolia St for last quarter",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastQuarter(t.today), property: await pid(t, "Magnolia") }), "Magnolia expenses")],
  },
  {
    group: "expenses",
    query: "how much mortgage interest went to Truist last year, both loans together",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastYear(t), q: "TRUIST MORTGAGE" }), "Truist interest")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "did the cabin make money last year? whats the profit after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: "did the cabin make money last year? whats the profit after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Osprey") }))],
  },
  {
    group: "net",
    query: "company-wide net cash flow ytd for Harbor Lane",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Calculate net income for Osprey Point for last quarter.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Osprey") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's renting the durham unit right now",
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await metadataOf(t, "Magnolia")).tenant;
      if (!tenant) throw new Error("no tenant at Magnolia");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights did they book in total",
    after: "who stayed at the cottage last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings at osprey point in july of last year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(thisY(t) - 1, 7), property: await pid(t, "Osprey") });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "What is Owen paying per month for the Raleigh house?",
    tool: "query_database",
    expect: async (t) => {
      const rent = (await metadataOf(t, "Hickory")).monthly_rent;
      if (!rent) throw new Error("no monthly rent at Hickory");
      return [figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which of our places are long-term rentals and who are the tenants",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>("/api/v1/properties?page_size=100");
      const tenants = items.map((p) => p.extra_metadata.tenant).filter((name): name is string => Boolean(name));
      if (tenants.length === 0) throw new Error("no tenants");
      return tenants;
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for the Osprey Point house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: "what did we pay for the Osprey Point house",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Osprey")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land / building basis split for 310 magnolia",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for hickory drive?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("Hickory has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "what's the total depreciable basis on the Juniper cabin, building plus furnishings",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "harbor lane EIN?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "When was Harbor Lane Properties formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "need the LLC's secretary of state filing number for a form",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "When is our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => {
      const second = (await openFromToday(t, "obligation_type=tax:payment"))[1];
      if (!second) throw new Error("only one estimated payment ahead");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "nc annual report - when do we file it next and what's the fee",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!next) throw new Error("no annual report ahead");
      const fee = /\$(\d[\d,]*)/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when does the Wilmington short-term rental permit need to be renewed",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, "obligation_type=compliance:license_renewal&q=Wilmington"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "deadline for the 1065 this coming season",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, "obligation_type=tax:filing"))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "list the members in our operating agreement and what % each one holds",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members Percentage Interests");
      const article = /members of the Company and their Percentage Interests are:([^\n]+)/.exec(text)?.[1];
      if (!article) throw new Error("no members clause");
      const names = [...article.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no member names");
      return names;
    },
  },
  {
    group: "documents",
    query: "whats the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point Cottage insurance", "named storm hurricane deductible", /hurricane\) deductible:[^$]*\$([\d,]+)/i)],
  },
  {
    group: "follow-up",
    query: "what's the liability limit on it?",
    after: "whats the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point Cottage insurance", "premises liability coverage limit", /liability:\s*\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "How much of a security deposit did Keisha put down per her lease?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "security deposit", /security deposit of \$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "per the OA how much cash has to stay in reserve before we distribute to members",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "distributions reserve", /reserve of \$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the Osprey Point cottage",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Osprey")}`),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what could we sell the cabin for in today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the current balance in the truist operating account",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay for the new water heater at Magnolia?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what was Blue Heron Rentals LLC's rental income last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we do a cost segregation study on osprey point? worth it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will the property tax bill on the cabin be five years from now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many 5 star reviews has the cabin gotten on airbnb",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "square footage of the raleigh house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Daniel Okafor's home address and SSN",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats Keisha's credit score and employer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
