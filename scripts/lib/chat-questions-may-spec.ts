// The may-spec set: written blind (the assistant's code, its tests and every other question set left
// unread; no answer of the assistant seen while writing it). The company: Holloway Creek Stays LLC, the
// spec-shaped Tennessee multi-member LLC of scripts/lib/spec-company.ts: the Lockeland Drive cottage in
// Nashville (Airbnb), the Laurel Bluff cabin in Gatlinburg (Airbnb and VRBO, a co-host) and the Tremont
// Street condo in Chattanooga (a long-term tenant, a property manager). 60 questions, typed the way
// owners, a bookkeeper and their CPA type them:
//   income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5,
//   follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, periods relative to today.
import Decimal from "decimal.js";
import { type Case, type Obligation, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
/** The calendar month before last month. */
const monthBeforeLast = (t: Truth) => {
  const { start } = lastMonth(t.today);
  const [y, m] = start.split("-").map(Number) as [number, number];
  return m === 1 ? month(y - 1, 12) : month(y, m - 1);
};

const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";

/** A non-zero sum, or an error: a question about an empty period would measure nothing. */
async function money(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (Number(amount) === 0) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return figure(amount);
}

async function propertyId(t: Truth, fragment: string): Promise<string> {
  return (await t.property(fragment)).id;
}

/** The next open deadline whose description holds `q`, due today or later. */
async function nextDue(t: Truth, q: string): Promise<Obligation> {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open deadline for "${q}"`);
  return open[0];
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  state_of_formation: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The text of one document (found by a fragment of its title), as its searchable passages. */
async function documentText(t: Truth, title: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string; chunk_index: number }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  if (hits.items.length === 0) throw new Error(`no passages of "${title}" for "${q}"`);
  return [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((hit) => hit.text).join("\n");
}

/** A dollar amount as a document writes it: "$1,000,000", "$2,500", "$313.00". */
const DOLLARS = String.raw`\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?`;

/** The first group of `re` in a document's text, or an error. */
async function fromDocument(t: Truth, title: string, q: string, re: RegExp): Promise<string> {
  const text = await documentText(t, title, q);
  const match = re.exec(text);
  if (!match?.[1]) throw new Error(`"${title}" holds no ${re}`);
  return match[1];
}

const Q_GROSS_LAST_MONTH = "gross rental income last month?";
const Q_COTTAGE_UTILITIES = "what have utilites run us at the cottage ytd";
const Q_CABIN_NET_Q3 = "cabin profit after all expenses for Q3 last yr";
const Q_WHO_STAYED_CABIN = "who stayed at the Gatlinburg cabin last month";
const Q_CABIN_PRICE = "what did we pay for the laurel bluff place";
const Q_AGENT = "who is our registered agent?";
const Q_1065 = "when is the 1065 due";
const Q_CABIN_LIABILITY = "liability limit on the cabin's blue ridge shield policy?";

export const MAY_SPEC_CASES: Case[] = [
  // income 8
  {
    group: "income",
    query: Q_GROSS_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastMonth(t.today) })],
  },
  // follow-up: the month before
  {
    group: "follow-up",
    query: "what about the month before",
    after: Q_GROSS_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...monthBeforeLast(t) })],
  },
  {
    group: "income",
    query: "Total income Q3 last year, all 3 properties",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue"], ...quarter(Y(t) - 1, 3) })],
  },
  {
    group: "income",
    query: "how much have we made off airbnb at the gatlinburg cabin this year (gross)",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], property: await propertyId(t, CABIN), q: "Airbnb", ...thisYear(t) })],
  },
  {
    group: "income",
    query: "vrbo bookings revenue last yr",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t) })],
  },
  {
    group: "income",
    query: "calculate rent recieved on tremont st so far this year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], property: await propertyId(t, CONDO), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "pull up gross bookings for the Lockeland cottage last quarter",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], property: await propertyId(t, COTTAGE), ...lastQuarter(t.today) })],
  },
  {
    group: "income",
    query: "Holloway Creek Stays total revenue for last year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue"], ...lastYear(t) })],
  },
  {
    group: "income",
    query: "STR income ytd, both houses combined",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...thisYear(t) })],
  },

  // expenses 7
  {
    group: "expenses",
    query: Q_COTTAGE_UTILITIES,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], property: await propertyId(t, COTTAGE), ...thisYear(t) })],
  },
  // follow-up: the other short-term rental
  {
    group: "follow-up",
    query: "and the cabin?",
    after: Q_COTTAGE_UTILITIES,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], property: await propertyId(t, CABIN), ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "how much have we paid Smoky Ridge this yr, all in",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", q: "Smoky Ridge", ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "total mortgage int paid last year across everything",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:mortgage_interest"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: "what was the Hamilton County property tax on the condo last yr",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], property: await propertyId(t, CONDO), ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: "COSTCO charges ytd?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", q: "Costco", ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "what did airbnb and vrbo take in host fees in Q2 of last year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:platform_fees"], ...quarter(Y(t) - 1, 2) })],
  },
  {
    group: "expenses",
    query: "give me total insurance premiums paid last year, all policies",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:insurance"], ...lastYear(t) })],
  },

  // net 3
  {
    group: "net",
    query: "net on the Chattanooga condo for last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", property: await propertyId(t, CONDO), ...lastYear(t) })],
  },
  {
    group: "net",
    query: "whats our net operating income ytd for the whole LLC",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...thisYear(t) })],
  },
  {
    group: "net",
    query: Q_CABIN_NET_Q3,
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", property: await propertyId(t, CABIN), ...quarter(Y(t) - 1, 3) })],
  },
  // follow-up: the same period, the other short-term rental
  {
    group: "follow-up",
    query: "same thing for the cottage",
    after: Q_CABIN_NET_Q3,
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", property: await propertyId(t, COTTAGE), ...quarter(Y(t) - 1, 3) })],
  },

  // bookings-or-tenants 6
  {
    group: "bookings-or-tenants",
    query: "how many reservatons did the cottage have last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await propertyId(t, COTTAGE), ...lastMonth(t.today) });
      if (n === 0) throw new Error("no cottage bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: Q_WHO_STAYED_CABIN,
    tool: "query_database",
    expect: (t) => guestsOf(t, CABIN, lastMonth(t.today)),
  },
  // follow-up: the nights of those stays
  {
    group: "follow-up",
    query: "how many nights was that in total?",
    after: Q_WHO_STAYED_CABIN,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "# of bookings across both STRs in Q2 last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at 1814 Lockeland last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the tremont unit now and what's he paying a month",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      const { extra_metadata } = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${p.id}`);
      if (!extra_metadata.tenant) throw new Error("no tenant recorded for the condo");
      return [extra_metadata.tenant, await money(t, { categories: ["revenue:long_term_rental"], property: p.id, ...lastMonth(t.today) })];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many times did Jane Doe book with us last year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], q: "Jane Doe", ...lastYear(t) });
      if (n === 0) throw new Error("no Jane Doe bookings last year");
      return [String(n)];
    },
  },

  // basis 4
  {
    group: "basis",
    query: Q_CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).purchase_price_total)],
  },
  // follow-up: the land part of that price
  {
    group: "follow-up",
    query: "how much of that was land",
    after: Q_CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).land_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis on lockeland dr?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(COTTAGE)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis for all three properties combined",
    tool: "query_database",
    expect: async (t) => {
      const all = await Promise.all([COTTAGE, CABIN, CONDO].map((fragment) => t.property(fragment)));
      return [figure(all.reduce((total, p) => total.plus(p.total_basis), new Decimal(0)))];
    },
  },
  {
    group: "basis",
    query: "break down the condo's basis - land vs building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },

  // company 4
  {
    group: "company",
    query: "need the fed tax ID for Holloway Creek",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "what's our TN secretary of state control number",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },
  {
    group: "company",
    query: "when did we form the llc",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: Q_AGENT,
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  // follow-up: the agent's address
  {
    group: "follow-up",
    query: "what's their address",
    after: Q_AGENT,
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      const street = registered_agent?.address?.split(",")[0];
      if (!street) throw new Error("no registered agent address");
      return [street];
    },
  },

  // deadlines 5
  {
    group: "deadlines",
    query: Q_1065,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "1065")).due_date)],
  },
  // follow-up: the state return
  {
    group: "follow-up",
    query: "and the TN franchise & excise return?",
    after: Q_1065,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "franchise and excise")).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "estimated tax")).due_date)],
  },
  {
    group: "deadlines",
    query: "deadline to renew the Metro STRP permit for the nashville house",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "STRP permit")).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the Tennessee annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the gatlinburg business license need renewing",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Gatlinburg short-term rental business license")).due_date)],
  },

  // documents 5
  {
    group: "documents",
    query: "who are the members and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members ownership capital contribution");
      const members = [...text.matchAll(/^\|\s*([A-Z][a-z]+(?: [A-Z][a-z]+)+)\s*\|\s*\d+%/gm)].map((m) => m[1]!);
      if (members.length === 0) throw new Error("no members in the operating agreement");
      return members;
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the lockeland STRP permit?",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+) guests/)} guests`],
  },
  {
    group: "documents",
    query: Q_CABIN_LIABILITY,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "Coverage E liability each occurrence", new RegExp(`Coverage E, Liability:\\s*(${DOLLARS})`))],
  },
  // follow-up: the deductible of that policy
  {
    group: "follow-up",
    query: "deductible?",
    after: Q_CABIN_LIABILITY,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "deductibles all perils per occurrence", new RegExp(`All perils:\\s*(${DOLLARS})`))],
  },
  {
    group: "documents",
    query: "how much can the co-host spend on repairs w/o our ok",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Co-Hosting and Cleaning Agreement", "repairs without the Owner's approval", new RegExp(`repairs of up to (${DOLLARS}) without`))],
  },
  {
    group: "documents",
    query: "laurel bluff HOA - what's the fine if a guest breaks the rules",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Owners Association rental rules", "violation fine charged to the owner", new RegExp(`violation carries a fine of (${DOLLARS})`))],
  },

  // unanswerable 10
  { group: "unanswerable", query: "what's the tremont condo worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the cabin gross next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current balance in the pinnacle checking acct", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the condo or keep renting it out", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did Celeste's other company, Varga Properties LLC, net last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the lockeland mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats jane doe's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "interest rate on the Truist loan for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did the cottage gross back in 2021", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does Wendell's lease end", tool: "query_database", unanswerable: true, expect: async () => [] },
];
