// The mar-spec set: written blind (the assistant's code, its tests and every other question set left
// unread; no answer of the assistant seen). The company is the spec fixture, Holloway Creek Stays LLC,
// a multi-member Tennessee LLC with two short-term rentals (the Lockeland Drive cottage in Nashville on
// Airbnb; the Laurel Bluff cabin in Gatlinburg on Airbnb and VRBO with a co-host) and one long-let condo
// on Tremont Street in Chattanooga. 60 questions typed the way owners, a bookkeeper or their CPA type
// them: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, for periods relative to
// today; document facts are read from the document's own text through the search route.
import { figure, lastMonth, lastQuarter, longDate, obligations, thisYear, year, type Case, type Obligation, type Truth } from "./chat-questions";

type Period = { start: string; end: string };
/** A dollar amount as a document writes it, without the sign and any trailing punctuation: "1,000,000". */
const DOLLARS = String.raw`\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)`;

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
/** From long before the records begin through today. */
const allTime = (t: Truth): Period => ({ start: "2000-01-01", end: t.today });

/** A sum that must not be empty: a zero means the question or the filter is wrong, or the data is stale. */
async function total(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (Number(amount) === 0) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return amount;
}

async function counted(t: Truth, filter: Parameters<Truth["count"]>[0]): Promise<number> {
  const n = await t.count(filter);
  if (n === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return n;
}

const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Stay {
  date: string;
  guest: string;
  nights: number;
}

/** The stays of a property in a period, from its booking descriptions ("... - Jane Doe (3 nights)"), newest first. */
async function stays(t: Truth, fragment: string, period: Period): Promise<Stay[]> {
  const p = await t.property(fragment);
  const out: Stay[] = [];
  for (let page = 1; ; page++) {
    const { items, total: all } = await t.get<{ items: { description: string; transaction_date: string }[]; total: number }>(
      `/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200&page=${page}`,
    );
    for (const tx of items) {
      const m = /\s-\s(.+?)\s\((\d+) nights?\)/.exec(tx.description);
      if (m) out.push({ date: tx.transaction_date, guest: m[1]!, nights: Number(m[2]) });
    }
    if (items.length === 0 || page * 200 >= all) break;
  }
  if (out.length === 0) throw new Error(`no stays at ${fragment} in ${period.start}..${period.end}`);
  return out.sort((a, b) => b.date.localeCompare(a.date));
}

/** The next open deadline on or after today that the query picks. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`no open deadline for ${query}`);
  return open;
}

/** A fact read from one document's text: the document found by title, its passages searched, a regex's first group. */
async function docFact(t: Truth, title: string, q: string, pattern: RegExp): Promise<string> {
  const { items: docs } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (docs.length !== 1) throw new Error(`document "${title}": ${docs.length} matches`);
  const { items } = await t.get<{ items: { text: string; chunk_index: number }[] }>(
    `/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${docs[0]!.id}&top_k=50`,
  );
  const text = items
    .sort((a, b) => a.chunk_index - b.chunk_index)
    .map((c) => c.text)
    .join("\n");
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`"${pattern}" not found in "${title}"`);
  return m[1];
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string | null };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// Follow-ups name the exact question they follow.
const CABIN_YTD = "how much did the cabin bring in ytd?";
const CABIN_UTILITIES = "what did we spend on utilities at the cabin last yr";
const NET_LAST_YEAR = "net income last yr for the whole LLC?";
const COTTAGE_STAYS = "how many stays did the cottage have last month";
const CABIN_PRICE = "what did we pay for the Gatlinburg cabin";
const AGENT = "who's our registered agent?";
const ANNUAL_REPORT = "when's the TN annual report due";
const CABIN_LIABILITY = "liability limit on the cabin's insurance policy?";

export const MAR_SPEC_CASES: Case[] = [
  // income
  {
    group: "income",
    query: CABIN_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "revenue", ...thisYear(t), property: await id(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: CABIN_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "revenue", ...thisYear(t), property: await id(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "total rent collected from Wendell Akers last qtr",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["revenue:long_term_rental"], ...lastQuarter(t.today), property: await id(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "Holloway Creek gross revenue last yr, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what did VRBO bookings gross for laurel bluff last year",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t), property: await id(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "calculate total revenue for the Tremont St condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "revenue", ...lastYear(t), property: await id(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "short term vs long term rental income this yr?",
    tool: "query_database",
    expect: async (t) => [
      figure(await total(t, { categories: ["revenue:rental_income"], ...thisYear(t) })),
      figure(await total(t, { categories: ["revenue:long_term_rental"], ...thisYear(t) })),
    ],
  },
  {
    group: "income",
    query: "any late fees collected last year? how much",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "gross bookings at the nashville place last month",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await id(t, "Lockeland") }))],
  },

  // expenses
  {
    group: "expenses",
    query: CABIN_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["expense:utilities"], ...lastYear(t), property: await id(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "just electric?",
    after: CABIN_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["expense:utilities:electricity"], ...lastYear(t), property: await id(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "NES electric bills for lockeland ytd",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "expense", q: "Nashville Electric", ...thisYear(t), property: await id(t, "Lockeland") }))],
  },
  {
    group: "expenses",
    query: "property taxes paid this year, all 3 properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did smoky ridge charge us last month",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "expense", q: "Smoky Ridge", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "airbnb + vrbo host fees last yr total",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["expense:platform_fees"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage int on the condo ytd",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { categories: ["expense:mortgage_interest"], ...thisYear(t), property: await id(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "COSTCO WHSE purchases last year, both rentals?",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "expense", q: "Costco", ...lastYear(t) }))],
  },

  // net
  {
    group: "net",
    query: NET_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "net", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how about this yr so far",
    after: NET_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the cabin make money ytd? net after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "net", ...thisYear(t), property: await id(t, "Laurel Bluff") }))],
  },
  {
    group: "net",
    query: "net on tremont last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await total(t, { type: "net", ...lastQuarter(t.today), property: await id(t, "Tremont") }))],
  },

  // bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: COTTAGE_STAYS,
    tool: "query_database",
    expect: async (t) => [String(await counted(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await id(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: COTTAGE_STAYS,
    tool: "query_database",
    expect: async (t) => [...new Set((await stays(t, "Lockeland", lastMonth(t.today))).map((s) => s.guest))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the cabin last yr",
    tool: "query_database",
    expect: async (t) => [String((await stays(t, "Laurel Bluff", lastYear(t))).reduce((n, s) => n + s.nights, 0))],
  },
  {
    group: "bookings-or-tenants",
    query: "who rents the condo and whats the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string; monthly_rent?: string } }>(`/api/v1/properties/${await id(t, "Tremont")}`);
      if (!p.extra_metadata.tenant || !p.extra_metadata.monthly_rent) throw new Error("the condo has no tenant or rent on record");
      return [p.extra_metadata.tenant, figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has Mateo Villanueva stayed w/ us",
    tool: "query_database",
    expect: async (t) => [String(await counted(t, { categories: ["revenue:rental_income"], q: "Mateo Villanueva", ...allTime(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "# of vrbo reservations at laurel bluff last year",
    tool: "query_database",
    expect: async (t) => [String(await counted(t, { categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t), property: await id(t, "Laurel Bluff") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "pull up the most recent guest at the gatlinburg cabin, who and what day did they check in",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await stays(t, "Laurel Bluff", allTime(t));
      return [latest!.guest, longDate(latest!.date)];
    },
  },

  // basis
  {
    group: "basis",
    query: CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it?",
    after: CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land / building split on lockeland?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "ffe basis cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciation on the Tremont condo for last yr's return",
    tool: "query_database",
    expect: async (t) => {
      const y = Number(t.today.slice(0, 4)) - 1;
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${await id(t, "Tremont")}/depreciation?year=${y}`);
      if (!d.year || Number(d.year.total) === 0) throw new Error(`no depreciation of the condo in ${y}`);
      return [figure(d.year.total)];
    },
  },

  // company
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when was Holloway Creek Stays formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: AGENT,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "whats his address on file",
    after: AGENT,
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent.address;
      if (!address) throw new Error("the registered agent has no address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "TN SOS control # for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // deadlines
  {
    group: "deadlines",
    query: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "follow-up",
    query: "how much is the fee for it",
    after: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => {
      const { description } = await nextDue(t, "obligation_type=compliance:periodic_report");
      const m = /\$(\d[\d,]*) minimum/.exec(description);
      if (!m) throw new Error(`no fee in "${description}"`);
      return [m[1]!];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the cabins insurance renew",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=property:insurance&property_id=${await id(t, "Laurel Bluff")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "lockeland STRP renewal deadline",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${await id(t, "Lockeland")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, 3);
    },
  },

  // documents
  {
    group: "documents",
    query: "max occupancy on the lockeland STRP permit?",
    tool: "search_document_content",
    expect: async (t) => [`${await docFact(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+)\s+guests/i)} guests`],
  },
  {
    group: "documents",
    query: CABIN_LIABILITY,
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Blue Ridge Shield declarations", "Coverage E liability limit", new RegExp(`Liability:\\s*${DOLLARS}`, "i"))],
  },
  {
    group: "follow-up",
    query: "and the deductible?",
    after: CABIN_LIABILITY,
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Blue Ridge Shield declarations", "deductibles all perils", new RegExp(`All perils:\\s*${DOLLARS}`, "i"))],
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair w/o our ok",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Co-Hosting and Cleaning Agreement", "repairs without the owner's approval", new RegExp(`repairs of up to ${DOLLARS}`, "i"))],
  },
  {
    group: "documents",
    query: "what % does Celeste Varga own",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Operating Agreement", "members ownership Celeste Varga", /Celeste Varga\s*\|\s*(\d+%)/)],
  },
  {
    group: "documents",
    query: "whats the fine if a guest breaks the laurel bluff HOA rules",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Owners Association rental rules", "violation fine charged to the owner", new RegExp(`violation carries a fine of ${DOLLARS}`, "i"))],
  },

  // unanswerable: never recorded, the future, another company, advice
  { group: "unanswerable", query: "what's the cabin worth now? market value roughly", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will we make next month", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much security deposit did we take from Wendell", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "mortgage balance left on lockeland?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the condo or keep renting it out", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did Front Range Rentals LLC make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much hotel occupancy tax did we remit to metro for the cottage last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews did the cottage get this year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "rev for lockeland back in 2021?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "wifi password for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
];

