// Blind set r20-spec: 60 questions about Holloway Creek Stays LLC (the Tennessee spec company), written
// without reading the assistant's code, its tests, its docs or any other question set. Every expected
// figure, date and name is read at run time from the REST API; periods are relative to t.today.
import {
  type Case,
  type Truth,
  RENTS,
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
  type Obligation,
} from "./chat-questions";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const ly = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
async function company(t: Truth): Promise<Company> {
  const body = await t.get<Company & { data?: Company }>("/api/v1/company");
  return body.data ?? body;
}

/** Open obligations from today on, soonest first. */
async function upcoming(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextMatching(t: Truth, pattern: RegExp): Promise<Obligation> {
  const found = (await upcoming(t)).find((o) => pattern.test(o.description));
  if (!found) throw new Error(`no open obligation matching ${pattern}`);
  return found;
}

/** A document must be on file before its text is expected. */
async function onFile(t: Truth, titlePart: string, quoted: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(titlePart.toLowerCase()))) throw new Error(`no document titled like ${titlePart}`);
  return quoted;
}

/** The one transaction matching a search in a period. */
async function onlyTransaction(t: Truth, q: string, period: { start: string; end: string }) {
  const { items } = await t.get<{ items: { transaction_date: string; amount: string; description: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&start_date=${period.start}&end_date=${period.end}&page_size=50`);
  if (items.length !== 1) throw new Error(`${q}: ${items.length} transactions`);
  return items[0]!;
}

const Q = {
  cabinIncomeLy: "how much rental income did the gatlinburg cabin bring in last year?",
  lockelandUtilLy: "What did we spend on utilities at Lockeland last yr?",
  agent: "who's the registered agent for holloway creek?",
  tremontPrice: "What was the purchase price on the Tremont St condo?",
  cottageMay: "how many bookings did the cottage have in May of last year",
  hillside: "what did we pay Hillside Handyman last year",
  cabinDeductible: "whats the deductible on the cabin's insurance policy?",
  cottageNights: "How many nights was the cottage booked last month?",
};

export const R20_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent came in last month across all 3 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you pull up Q3 gross rental income for the Lockeland cottage from last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, "Lockeland"), ...quarter(ly(t), 3) }))],
  },
  {
    group: "income",
    query: "What was Holloway Creek Stays' total revenue for last year, everything included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "ytd income from the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await id(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did we gross through VRBO last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much has Wendell paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "give me the Nashville house's short-term rental income for march of last year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, "Lockeland"), ...month(ly(t), 3) }))],
  },
  {
    group: "income",
    query: "break down last quarter's income by property for me",
    tool: "query_database",
    expect: async (t) => {
      const period = lastQuarter(t.today);
      return Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (p) => figure(await t.sum({ type: "revenue", property: await id(t, p), ...period }))));
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay Music City Maids last year in total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total utilities for the Laurel Bluff cabin year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, property: await id(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did insurance cost us last yr for all the properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate the mortgage interest we paid on the Nashville place last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await id(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did Smoky Ridge bill us in October of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...month(ly(t), 10) }))],
  },
  {
    group: "expenses",
    query: "airbnb host fees we paid last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], q: "Airbnb", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "what did the Chattanooga condo cost us in HOA dues last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await id(t, "Tremont"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "How's the cabin doing this year, net after all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await id(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "what did the tremont unit net last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await id(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "overall net income for the LLC last month, company-wide",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did Lockeland have in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Lockeland"), ...month(ly(t), 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights the cottage was booked in q2 last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", quarter(ly(t), 2)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the condo right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant: string } }>(`/api/v1/properties/${await id(t, "Tremont")}`);
      const rent = await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, "Tremont"), ...lastMonth(t.today) });
      return [p.extra_metadata.tenant, figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "How many VRBO bookings have we had so far this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "total # of stays at both short term rentals in aug last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(ly(t), 8) }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis of the Chattanooga condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "how is the basis on 1814 Lockeland split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "remind me what we paid for the cabin when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "furniture and fixtures basis on the gatlinburg property?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need our EIN for a W-9, what is it",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what's the TN secretary of state control number for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "what mailing address do we have on file for the company",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ mailing_address?: string; data?: { mailing_address: string } }>("/api/v1/company");
      const address = c.data?.mailing_address ?? c.mailing_address;
      if (!address) throw new Error("no mailing address");
      return [address.split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await upcoming(t);
      if (!first) throw new Error("nothing open");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
      const dates = [...new Set((await upcoming(t)).filter((o) => o.due_date <= end).map((o) => longDate(o.due_date)))];
      if (dates.length === 0) throw new Error("nothing due in 90 days");
      return dates;
    },
  },
  {
    group: "deadlines",
    query: "when's the Tennessee annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, /annual report/i);
      const fee = /\$(\d[\d,]*) minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do I have to renew the Nashville STR permit?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, /STRP permit renewal/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the partnership return (1065) due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, /Form 1065/i)).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the all perils deductible on the Blue Ridge Shield policy for the cabin?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Blue Ridge Shield declarations", ["2,500"]),
  },
  {
    group: "documents",
    query: "how much can the co-host spend on a repair without getting my ok first",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Co-Hosting and Cleaning Agreement", ["400"]),
  },
  {
    group: "documents",
    query: "what percentage does Smoky Ridge take as their co-host fee per our agreement?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Co-Hosting and Cleaning Agreement", ["18%"]),
  },
  {
    group: "documents",
    query: "According to the operating agreement, what % of the company does Maren own?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Operating Agreement", ["50%"]),
  },
  {
    group: "documents",
    query: "show me the formation documents we have on file",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: Q.cabinIncomeLy,
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, "Laurel"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: Q.lockelandUtilLy,
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, property: await id(t, "Laurel"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: Q.agent,
    query: "what's his address?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address.split(",")[0]!],
  },
  {
    group: "follow-up",
    after: Q.tremontPrice,
    query: "how much of that was the land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).land_basis)],
  },
  {
    group: "follow-up",
    after: Q.cottageMay,
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(ly(t), 5)),
  },
  {
    group: "follow-up",
    after: Q.hillside,
    query: "when was that?",
    tool: "query_database",
    expect: async (t) => [longDate((await onlyTransaction(t, "Hillside Handyman", lastYear(t))).transaction_date)],
  },
  {
    group: "follow-up",
    after: Q.cabinDeductible,
    query: "and the liability limit?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Blue Ridge Shield declarations", ["1,000,000"]),
  },
  {
    group: "follow-up",
    after: Q.cottageNights,
    query: "and the other STR?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", lastMonth(t.today)))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what would the gatlinburg cabin sell for in today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you project how much rental income we'll make next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the Tremont condo now or hold onto it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did our Pigeon Forge chalet make last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was our rental income back in 2019?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Truist loan for the cabin", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the FirstBank mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you look up Wendell Akers' social security number and credit score?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was the net income of Ridgeview Cabins LLC last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are other cabins near Gatlinburg charging per night these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
