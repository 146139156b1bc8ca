// The jul-harbor set: written blind (the assistant's code, its tests, its docs and every other
// question set left unread; no answer of the assistant seen), of the held-out company Harbor Lane
// Properties LLC, a North Carolina multi-member LLC: the Magnolia Street unit in Durham (tenant), the
// Juniper Lane cabin in Asheville (Airbnb), the Hickory Drive house in Raleigh (tenant) and the Osprey
// Point cottage in Wilmington (Airbnb). 60 questions typed the way owners, a bookkeeper or their CPA
// type them: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8 (each asked right after the case before it), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, periods relative to today.
import { figure, lastMonth, lastQuarter, longDate, quarter, thisYear, year, guestsOf, nightsBooked, type Case, type Obligation, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
/** Since the records began. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** The latest whole calendar quarter `q` (1..4): this year's if it has ended, else last year's. */
const latestQuarter = (t: Truth, q: number) => {
  const p = quarter(thisY(t), q);
  return p.end < t.today ? p : quarter(thisY(t) - 1, q);
};
/** June through August of this year once it is over, else of last year. */
const pastSummer = (t: Truth) => {
  const y = `${thisY(t)}-08-31` < t.today ? thisY(t) : thisY(t) - 1;
  return { start: `${y}-06-01`, end: `${y}-08-31` };
};
const revenue = (t: Truth, period: { start: string; end: string }, property?: string) => t.sum({ type: "revenue", ...period, property });
const net = (t: Truth, period: { start: string; end: string }, property?: string) => t.sum({ type: "net", ...period, property });
const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, string | undefined>;
}
/** The long-term tenants and their monthly rent, from the properties' records. */
async function tenants(t: Truth): Promise<{ name: string; rent: string; address: string }[]> {
  const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=100");
  const out = items.filter((p) => p.extra_metadata.tenant && p.extra_metadata.monthly_rent).map((p) => ({ name: p.extra_metadata.tenant!, rent: p.extra_metadata.monthly_rent!, address: p.address }));
  if (out.length === 0) throw new Error("no tenants in the property records");
  return out;
}
async function tenantOf(t: Truth, fragment: string) {
  const p = await t.property(fragment);
  const found = (await tenants(t)).find((x) => x.address === p.address);
  if (!found) throw new Error(`no tenant at ${fragment}`);
  return found;
}

/** Open deadlines (not completed or cancelled) of a list query, soonest first. */
async function open(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&${query}`);
  const out = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (out.length === 0) throw new Error(`no open obligations for ${query}`);
  return out;
}

/** The text of a document (title or file name containing `title`), as its search passages, in order. */
async function docText(t: Truth, title: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  return hits.items
    .sort((a, b) => a.chunk_index - b.chunk_index)
    .map((h) => h.text)
    .join("\n");
}
/** The first group of `pattern` in a document's text; throws when the document does not say it. */
async function fromDoc(t: Truth, title: string, q: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, title, q));
  if (!match?.[1]) throw new Error(`"${title}" does not hold ${pattern}`);
  return match[1];
}

// Questions that others follow.
const CABIN_GROSS = "how much did the cabin gross ytd?";
const DUKE = "what did we pay duke energy last yr";
const CONDO_NET = "did the durham condo make or lose money last yr? net pls";
const CABIN_GUESTS = "who stayed at the cabin last month?";
const HICKORY_TENANT = "who's renting hickory dr and what do they pay a mo";
const MAGNOLIA_BASIS = "land vs bldg basis on magnolia?";
const NEXT_ESTIMATE = "when's the next estimated tax payment due";
const DEPOSIT = "what's the security deposit on Keisha's lease";

export const JUL_HARBOR_CASES: Case[] = [
  // income
  { group: "income", query: CABIN_GROSS, tool: "query_database", expect: async (t) => [figure(await revenue(t, thisYear(t), await idOf(t, "Juniper")))] },
  { group: "follow-up", query: "and the cottage?", after: CABIN_GROSS, tool: "query_database", expect: async (t) => [figure(await revenue(t, thisYear(t), await idOf(t, "Osprey")))] },
  { group: "income", query: "total rent we got from Keisha Brown last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await idOf(t, "Magnolia") }))] },
  { group: "income", query: "calculate total income for Harbor Lane Properties in Q2", tool: "query_database", expect: async (t) => [figure(await revenue(t, latestQuarter(t, 2)))] },
  { group: "income", query: "cleaning fees charged to guests across both airbnbs last year - whats the total", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t) }))] },
  { group: "income", query: "gross revenu for all 4 properties combined, last year?", tool: "query_database", expect: async (t) => [figure(await revenue(t, lastYear(t)))] },
  {
    group: "income",
    query: "compare juniper w/ osprey revenue this past summer (jun-aug)",
    tool: "query_database",
    expect: async (t) => [figure(await revenue(t, pastSummer(t), await idOf(t, "Juniper"))), figure(await revenue(t, pastSummer(t), await idOf(t, "Osprey")))],
  },
  { group: "income", query: "what did the raleigh house bring in last quarter, all in", tool: "query_database", expect: async (t) => [figure(await revenue(t, lastQuarter(t.today), await idOf(t, "Hickory")))] },
  { group: "income", query: "osprey pt nightly booking income last yr, not counting the cleaning fees", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await idOf(t, "Osprey") }))] },

  // expenses
  { group: "expenses", query: DUKE, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t) }))] },
  { group: "follow-up", query: "just the cabin?", after: DUKE, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t), property: await idOf(t, "Juniper") }))] },
  { group: "expenses", query: "how much have we sent Truist on the osprey mortgage ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "TRUIST MORTGAGE", ...thisYear(t), property: await idOf(t, "Osprey") }))] },
  {
    group: "expenses",
    query: "cleaning costs last year: Mountain Fresh at the cabin vs Seaside Turnover at the cottage",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...lastYear(t) })), figure(await t.sum({ type: "expense", q: "SEASIDE TURNOVER", ...lastYear(t) }))],
  },
  { group: "expenses", query: "tally up utilites for all the properties in Q1", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...latestQuarter(t, 1) }))] },
  {
    group: "expenses",
    query: "break down last yr's property taxes by county pls",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["BUNCOMBE", "DURHAM", "WAKE", "NEW HANOVER"].map(async (county) => figure(await t.sum({ categories: ["expense:property_tax"], q: `${county} COUNTY`, ...lastYear(t) })))),
  },
  { group: "expenses", query: "insurance premiums last yr, all in", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))] },
  { group: "expenses", query: "how much went out to OAK CITY ROOFING", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", q: "OAK CITY ROOFING", ...allTime(t) }))] },

  // net
  { group: "net", query: CONDO_NET, tool: "query_database", expect: async (t) => [figure(await net(t, lastYear(t), await idOf(t, "Magnolia")))] },
  { group: "follow-up", query: "same question for juniper", after: CONDO_NET, tool: "query_database", expect: async (t) => [figure(await net(t, lastYear(t), await idOf(t, "Juniper")))] },
  { group: "net", query: "NOI for the cottage so far this yr", tool: "query_database", expect: async (t) => [figure(await net(t, thisYear(t), await idOf(t, "Osprey")))] },
  { group: "net", query: "company wide net profit last quarter, after every expense incl the bank fees", tool: "query_database", expect: async (t) => [figure(await net(t, lastQuarter(t.today)))] },

  // bookings-or-tenants
  { group: "bookings-or-tenants", query: CABIN_GUESTS, tool: "query_database", expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)) },
  { group: "follow-up", query: "what about osprey", after: CABIN_GUESTS, tool: "query_database", expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)) },
  { group: "bookings-or-tenants", query: "how many nights was osprey point booked in Q3", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Osprey", latestQuarter(t, 3)))] },
  {
    group: "bookings-or-tenants",
    query: HICKORY_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const tenant = await tenantOf(t, "Hickory");
      return [tenant.name, figure(tenant.rent)];
    },
  },
  { group: "follow-up", query: "how much has he paid so far this year in rent", after: HICKORY_TENANT, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await idOf(t, "Hickory") }))] },
  { group: "bookings-or-tenants", query: "# of airbnb bookings at the cottage last yr", tool: "query_database", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await idOf(t, "Osprey") }))] },
  {
    group: "bookings-or-tenants",
    query: "did owen ever pay late? when, and how much was the late fee",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { transaction_date: string; amount: string }[] }>(`/api/v1/transactions?category=revenue:late_fees&property_id=${await idOf(t, "Hickory")}&page_size=50`);
      if (items.length !== 1) throw new Error(`${items.length} late fees at Hickory`);
      return [longDate(items[0]!.transaction_date), figure(items[0]!.amount)];
    },
  },
  { group: "bookings-or-tenants", query: "show me the rent roll - long-term tenants and their monthly rent", tool: "query_database", expect: async (t) => (await tenants(t)).flatMap((x) => [x.name, figure(x.rent)]) },

  // basis
  { group: "basis", query: "what did we pay for the Osprey Point place", tool: "query_database", expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)] },
  {
    group: "basis",
    query: MAGNOLIA_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "same for hickory dr",
    after: MAGNOLIA_BASIS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  { group: "basis", query: "ff&e basis for the cabin", tool: "query_database", expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)] },
  {
    group: "basis",
    query: "give me the depreciaton on the cottage for last year's return",
    tool: "query_database",
    expect: async (t) => {
      const dep = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${await idOf(t, "Osprey")}/depreciation?year=${thisY(t) - 1}`);
      if (!dep.year) throw new Error("no depreciation year");
      return [figure(dep.year.total)];
    },
  },

  // company
  { group: "company", query: "whats our EIN", tool: "query_database", expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein] },
  { group: "company", query: "when was harbor lane formed", tool: "query_database", expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)] },
  {
    group: "company",
    query: "who's our registered agent and at what address",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent: agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [agent.name, agent.address.split(",")[0]!];
    },
  },
  { group: "company", query: "NC SOS filing # for the LLC?", tool: "query_database", expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number] },

  // deadlines
  { group: "deadlines", query: NEXT_ESTIMATE, tool: "query_database", expect: async (t) => [longDate((await open(t, "obligation_type=tax:payment"))[0]!.due_date)] },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => {
      const next = await open(t, "obligation_type=tax:payment");
      if (!next[1]) throw new Error("no second estimated payment");
      return [longDate(next[1].due_date)];
    },
  },
  { group: "deadlines", query: "when do we need to renew the wilmington STR permit by", tool: "query_database", expect: async (t) => [longDate((await open(t, "q=permit"))[0]!.due_date)] },
  { group: "deadlines", query: "whens the 1065 due", tool: "query_database", expect: async (t) => [longDate((await open(t, "obligation_type=tax:filing"))[0]!.due_date)] },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=200&upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "NC annual report - when's it due and how much is the fee",
    tool: "query_database",
    expect: async (t) => {
      const report = (await open(t, "obligation_type=compliance:periodic_report"))[0]!;
      const fee = /\$([\d,.]+)/.exec(report.description)?.[1];
      if (!fee) throw new Error(`no fee in "${report.description}"`);
      return [longDate(report.due_date), fee];
    },
  },

  // documents
  { group: "documents", query: DEPOSIT, tool: "search_document_content", expect: async (t) => [await fromDoc(t, "Lease", "security deposit", /security deposit of \$([\d,.]*\d)/i)] },
  { group: "follow-up", query: "whats the late fee in it", after: DEPOSIT, tool: "search_document_content", expect: async (t) => [await fromDoc(t, "Lease", "late fee rent paid late", /late fee of \$([\d,.]*\d)/i)] },
  { group: "documents", query: "hurricane deductible on the osprey policy?", tool: "search_document_content", expect: async (t) => [await fromDoc(t, "insurance policy", "named storm hurricane deductible", /hurricane\)? deductible[^$]*\$([\d,.]*\d)/i)] },
  {
    group: "documents",
    query: "per the operating agreement who are the members and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const sentence = await fromDoc(t, "Operating Agreement", "members percentage interests", /Percentage Interests are: ([^.]+)\./);
      const members = [...sentence.matchAll(/([A-Z][a-z]+(?: [A-Z][a-z]+)+), (\d+) percent/g)];
      if (members.length === 0) throw new Error(`no members in "${sentence}"`);
      return members.map((m) => m[1]!);
    },
  },
  { group: "documents", query: "what warranty did oak city give us on the roof", tool: "search_document_content", expect: async (t) => [await fromDoc(t, "Roofing", "workmanship warranty", /Workmanship warranty: (\d+ years)/i)] },
  { group: "documents", query: "how big a reserve do we have to keep before distributions", tool: "search_document_content", expect: async (t) => [await fromDoc(t, "Operating Agreement", "reserve before distributions", /reserve of \$([\d,.]*\d)/i)] },

  // unanswerable: never recorded, the future, another company, advice
  { group: "unanswerable", query: "keisha brown's phone #?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "projected revenue for the cabin next yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "approx market value of osprey point today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the raleigh house or pay it down faster?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pull up Front Range Rentals LLC's income for last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal balance on the truist loan for the cottage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does Owen's lease end", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much does the wilmington STR permit renewal cost us", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the airbnb review score on the cabin", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate is the PNC mortgage on magnolia at", tool: "query_database", unanswerable: true, expect: async () => [] },
];

