// Blind set r24-harbor: 60 questions about the North Carolina held-out company (Harbor Lane Properties
// LLC), written without reading the assistant's code, its tests, its docs or any other question set.
// Only the company fixture, the eval runner, the service spec and the helper types were read. Every
// expected figure, date and name is read at run time from the REST API (or, for a document's wording,
// from the document's text as the company file writes it, after checking it is on file).
import { type Case, type Truth, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations, type Obligation } from "./chat-questions";
import { holdoutDocuments } from "./holdout-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const LTR = ["revenue:long_term_rental"];
const STR = ["revenue:rental_income"];

async function pid(t: Truth, fragment: string): Promise<string> {
  return (await t.property(fragment)).id;
}

async function sumAt(t: Truth, categories: string[] | undefined, fragment: string | undefined, period: { start: string; end: string }, type?: "revenue" | "expense" | "net"): Promise<string> {
  const property = fragment ? await pid(t, fragment) : undefined;
  return figure(await t.sum({ categories, type, ...period, property }));
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!.extra_metadata;
}

/** Open obligations, soonest first. */
async function open(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function openMatching(t: Truth, pattern: RegExp): Promise<Obligation> {
  const o = (await open(t)).find((x) => pattern.test(x.description));
  if (!o) throw new Error(`no open obligation matching ${pattern}`);
  return o;
}
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A phrase of a document's text as the company file writes it, after checking the document is on file. */
async function fromDocument(t: Truth, docType: string, titleWord: RegExp, pattern: RegExp): Promise<string> {
  const onFile = await titles(t, `doc_type=${docType}`);
  const doc = holdoutDocuments(t.today).find((d) => d.doc_type === docType && titleWord.test(d.title));
  if (!doc || !onFile.includes(doc.title)) throw new Error(`document ${titleWord} not on file`);
  const m = pattern.exec(doc.body);
  if (!m?.[1]) throw new Error(`${pattern} not in ${doc.title}`);
  return m[1];
}

interface Tx { transaction_date: string; amount: string; description: string }
async function txs(t: Truth, category: string, fragment: string): Promise<Tx[]> {
  const id = await pid(t, fragment);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=${category}&property_id=${id}&start_date=2000-01-01&end_date=${t.today}&page_size=200`);
  if (items.length === 0) throw new Error(`no ${category} at ${fragment}`);
  return [...items].sort((a, b) => a.transaction_date.localeCompare(b.transaction_date));
}

const none = async () => [] as string[];

export const R24_HARBOR_CASES: Case[] = [
  // ---- income (8)
  { group: "income", tool: "query_database", query: "how much rent did keisha pay us last yr?", expect: async (t) => [await sumAt(t, LTR, "Magnolia", year(Y(t) - 1))] },
  { group: "income", tool: "query_database", query: "Total revenue for Harbor Lane last year, every source including the cleaning fees guests paid", expect: async (t) => [await sumAt(t, undefined, undefined, year(Y(t) - 1), "revenue")] },
  { group: "income", tool: "query_database", query: "what did the juniper cabin gross from bookings in q3? leave the cleaning fees out pls", expect: async (t) => [await sumAt(t, STR, "Juniper", quarter(Y(t), 3))] },
  { group: "income", tool: "query_database", query: "Can you pull up Osprey Point's reservation income for last month, not counting cleaning fees?", expect: async (t) => [await sumAt(t, STR, "Osprey", lastMonth(t.today))] },
  { group: "income", tool: "query_database", query: "How much did guests pay us in cleaning fees at the cottage last year?", expect: async (t) => [await sumAt(t, ["revenue:cleaning_fees"], "Osprey", year(Y(t) - 1))] },
  { group: "income", tool: "query_database", query: "whats our long-term lease rent for all of last year, Durham and Raleigh together", expect: async (t) => [await sumAt(t, LTR, undefined, year(Y(t) - 1))] },
  { group: "income", tool: "query_database", query: "calculate airbnb booking income for both short term rentals in June, without the cleaning fees", expect: async (t) => [await sumAt(t, STR, undefined, month(Y(t), 6))] },
  { group: "income", tool: "query_database", query: "How much rent came in from the Raleigh house in Q1 this year?", expect: async (t) => [await sumAt(t, LTR, "Hickory", quarter(Y(t), 1))] },

  // ---- expenses (7)
  { group: "expenses", tool: "query_database", query: "how much have we paid Mountain Fresh for cleaning the cabin so far this year", expect: async (t) => [await sumAt(t, ["expense:maintenance:cleaning"], "Juniper", thisYear(t))] },
  { group: "expenses", tool: "query_database", query: "What did the water bills come to at the Asheville place last year?", expect: async (t) => [await sumAt(t, ["expense:utilities:water"], "Juniper", year(Y(t) - 1))] },
  { group: "expenses", tool: "query_database", query: "What did we spend on property taxes last yr across all four houses?", expect: async (t) => [await sumAt(t, ["expense:property_tax"], undefined, year(Y(t) - 1))] },
  { group: "expenses", tool: "query_database", query: "how much did we pay Seaside Turnover for cleanings in q2", expect: async (t) => [await sumAt(t, ["expense:maintenance:cleaning"], "Osprey", quarter(Y(t), 2))] },
  { group: "expenses", tool: "query_database", query: "give me the HOA dues total for Osprey ytd", expect: async (t) => [await sumAt(t, ["expense:hoa_fees"], "Osprey", thisYear(t))] },
  { group: "expenses", tool: "query_database", query: "What did Greenscape charge us for lawn care last year?", expect: async (t) => [await sumAt(t, ["expense:maintenance:landscaping"], "Hickory", year(Y(t) - 1))] },
  { group: "expenses", tool: "query_database", query: "total expenses on the Magnolia St unit last month?", expect: async (t) => [await sumAt(t, undefined, "Magnolia", lastMonth(t.today), "expense")] },

  // ---- net (3)
  { group: "net", tool: "query_database", query: "What was Harbor Lane's net income for last year, whole company?", expect: async (t) => [await sumAt(t, undefined, undefined, year(Y(t) - 1), "net")] },
  { group: "net", tool: "query_database", query: "net profit on the cottage so far this year", expect: async (t) => [await sumAt(t, undefined, "Osprey", thisYear(t), "net")] },
  { group: "net", tool: "query_database", query: "Did the Raleigh house make or lose money last quarter, and by how much?", expect: async (t) => [await sumAt(t, undefined, "Hickory", lastQuarter(t.today), "net")] },

  // ---- bookings-or-tenants (6)
  { group: "bookings-or-tenants", tool: "query_database", query: "how many reservations did the cabin get in October?", expect: async (t) => [String(await t.count({ categories: STR, property: await pid(t, "Juniper"), ...month(Y(t), 10) }))] },
  { group: "bookings-or-tenants", tool: "query_database", query: "Who stayed at Osprey Point in September?", expect: async (t) => guestsOf(t, "Osprey", month(Y(t), 9)) },
  { group: "bookings-or-tenants", tool: "query_database", query: "how many nights was the cottage booked in july of last year", expect: async (t) => [String(await nightsBooked(t, "Osprey", month(Y(t) - 1, 7)))] },
  {
    group: "bookings-or-tenants",
    tool: "query_database",
    query: "Who's renting the Durham place and what do they pay a month?",
    expect: async (t) => {
      const m = await meta(t, "Durham");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  { group: "bookings-or-tenants", tool: "query_database", query: "who is our tenant over on hickory dr", expect: async (t) => [(await meta(t, "Hickory")).tenant!] },
  { group: "bookings-or-tenants", tool: "query_database", query: "list the guests who booked the Asheville cabin last month", expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)) },

  // ---- basis (4)
  { group: "basis", tool: "query_database", query: "what's the depreciable basis on the Osprey Point house?", expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)] },
  {
    group: "basis",
    tool: "query_database",
    query: "break out land vs building basis for Magnolia please",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  { group: "basis", tool: "query_database", query: "how much furniture/FF&E basis do we have in the cabin", expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)] },
  {
    group: "basis",
    tool: "query_database",
    query: "what did we pay for the Raleigh house and when did we buy it",
    expect: async (t) => {
      const p = await t.property("Raleigh");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---- company (4)
  { group: "company", tool: "query_database", query: "whats harbor lane's ein", expect: async (t) => [(await company(t)).ein] },
  { group: "company", tool: "query_database", query: "I need the LLC's NC Secretary of State id number", expect: async (t) => [(await company(t)).state_filing_number] },
  { group: "company", tool: "query_database", query: "when was the company formed?", expect: async (t) => [longDate((await company(t)).formation_date)] },
  {
    group: "company",
    tool: "query_database",
    query: "who's our registered agent, and at what address?",
    expect: async (t) => {
      const c = await company(t);
      return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!];
    },
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    tool: "query_database",
    query: "what's the next deadline coming up for us?",
    expect: async (t) => {
      const next = (await open(t)).find((o) => o.due_date >= t.today);
      if (!next) throw new Error("no open deadline");
      return [longDate(next.due_date), next.description];
    },
  },
  {
    group: "deadlines",
    tool: "query_database",
    query: "anything due in the next 40 days?",
    expect: async (t) => {
      const end = plusDays(t.today, 40);
      const due = (await open(t)).filter((o) => o.due_date >= t.today && o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 40 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  { group: "deadlines", tool: "query_database", query: "When is the Wilmington STR permit renewal due?", expect: async (t) => [longDate((await openMatching(t, /short-term rental permit/i)).due_date)] },
  { group: "deadlines", tool: "query_database", query: "when does the flood insurance on Osprey need renewing", expect: async (t) => [longDate((await openMatching(t, /flood insurance/i)).due_date)] },
  { group: "deadlines", tool: "query_database", query: "when do we owe the q4 estimated taxes?", expect: async (t) => [longDate((await openMatching(t, new RegExp(`^Q4 ${Y(t)} estimated`))).due_date)] },

  // ---- documents (5)
  { group: "documents", tool: "search_document_content", query: "what's the hurricane deductible on the osprey point policy?", expect: async (t) => [await fromDocument(t, "insurance:policy", /Osprey/, /Named storm \(hurricane\) deductible:[^$]*\$([\d,]+)/)] },
  { group: "documents", tool: "search_document_content", query: "How much is the late fee in Keisha's lease?", expect: async (t) => [await fromDocument(t, "other", /Magnolia/, /late fee of \$([\d,.]+\d)/)] },
  { group: "documents", tool: "search_document_content", query: "how big a cash reserve does our operating agreement say we keep before paying out distributions", expect: async (t) => [await fromDocument(t, "formation:operating_agreement", /Operating Agreement/, /reserve of \$([\d,]+)/)] },
  { group: "documents", tool: "search_document_content", query: "How long is Oak City's workmanship warranty on the new Hickory roof?", expect: async (t) => [await fromDocument(t, "accounting:invoice", /Oak City/, /Workmanship warranty: (\d+ years)/)] },
  { group: "documents", tool: "list_business_documents", query: "What documents do we have on file for Harbor Lane?", expect: async (t) => titles(t, "") },

  // ---- follow-up (8)
  { group: "follow-up", tool: "query_database", after: "how much did the cabin make from reservations last year, excluding cleaning fees?", query: "and this year so far?", expect: async (t) => [await sumAt(t, STR, "Juniper", thisYear(t))] },
  { group: "follow-up", tool: "query_database", after: "Total electricity for the cottage last year?", query: "what about the cabin?", expect: async (t) => [await sumAt(t, ["expense:utilities:electricity"], "Juniper", year(Y(t) - 1))] },
  {
    group: "follow-up",
    tool: "query_database",
    after: "How much did we spend on the new roof at the Raleigh house?",
    query: "who was the vendor?",
    expect: async (t) => {
      const [roof] = await txs(t, "expense:capital_improvement", "Hickory");
      return [roof!.description.replace(/\s+new roof.*$/i, "")];
    },
  },
  { group: "follow-up", tool: "query_database", after: "who's the tenant at the Durham unit?", query: "how much rent has she paid this year?", expect: async (t) => [await sumAt(t, LTR, "Magnolia", thisYear(t))] },
  { group: "follow-up", tool: "query_database", after: "when's the next NC annual report due?", query: "how much is the fee on it?", expect: async (t) => [/\$(\d[\d,.]*)/.exec((await openMatching(t, /annual report/i)).description)![1]!] },
  { group: "follow-up", tool: "query_database", after: "How many bookings did Osprey Point have in August?", query: "who were the guests?", expect: async (t) => guestsOf(t, "Osprey", month(Y(t), 8)) },
  {
    group: "follow-up",
    tool: "query_database",
    after: "When did we last pay the flood insurance on Osprey Point?",
    query: "how much was that?",
    expect: async (t) => {
      const paid = (await txs(t, "expense:insurance", "Osprey")).filter((x) => /flood/i.test(x.description));
      return [figure(paid.at(-1)!.amount)];
    },
  },
  { group: "follow-up", tool: "query_database", after: "net income for the whole company in Q2?", query: "and q3?", expect: async (t) => [await sumAt(t, undefined, undefined, quarter(Y(t), 3), "net")] },

  // ---- unanswerable (10)
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What's the cabin in Asheville worth on today's market?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "can you forecast what the two airbnbs will bring in next summer?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "Should we refinance the Raleigh house or just sell it?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "how much rent did we collect from 22 Pelican Drive in Wrightsville Beach last year?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What was our total rental revenue back in 2023?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the remaining balance on the Truist mortgage for Osprey Point?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What interest rate are we paying on the PNC loan for Magnolia?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "Pull up Keisha Brown's social security number for me", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "How much did Coastal Dunes Rentals LLC make last year?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "whats Owen Fitzgeralds cell phone number?", expect: none },
];
