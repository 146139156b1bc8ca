// Blind set r69-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, the occupancy report, the document list), with periods computed from today; a figure quoted from a document is used only after checking that the document is on file.
// Written in the voice of the owners' part-time virtual assistant, who handles guest messages and bills.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, guestsOf, type Truth, year } from "./chat-questions";

/** "$1,234.56" */
const usd = (amount: string) => `$${figure(amount)}`;
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);
/** The calendar month `back` months before today's (1 = last month, 2 = the month before last). */
const monthsBack = (t: Truth, back: number) => {
  const [y, m] = t.today.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return month(Math.floor(index / 12), (index % 12) + 1);
};
/** The most recent whole quarter `q` ("q2" said in November is this year's; said in February, last year's). */
const recentQuarter = (t: Truth, q: number) => {
  const y = yearOf(t);
  return quarter(quarter(y, q).end < t.today ? y : y - 1, q);
};
const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const metadata = async (t: Truth, fragment: string) => (await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await propertyId(t, fragment)}`)).extra_metadata;
const metaText = async (t: Truth, fragment: string, key: string) => {
  const value = (await metadata(t, fragment))[key];
  if (typeof value !== "string" || !value) throw new Error(`property ${fragment} has no ${key}`);
  return value;
};
/** A sum that must not be zero (the question presumes there was some). */
const some = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`nothing for ${JSON.stringify(filter)}`);
  return usd(total);
};
/** Throws unless a document whose title or file name holds `q` is on file and searchable. */
const onFile = async (t: Truth, q: string) => {
  const { items } = await t.get<{ items: { title: string; is_searchable: boolean }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (!items.some((d) => d.is_searchable)) throw new Error(`no searchable document "${q}" on file`);
};
const company = (t: Truth) => t.get<{ legal_name: string; ein: string | null; state_filing_number: string | null; formation_date: string | null; registered_agent: { name: string } | null }>("/api/v1/company");
/** The soonest open obligation whose description holds `q`, from today on. */
const nextDue = async (t: Truth, q: string) => {
  const o = await nextOpen(t, `upcoming=3660&q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation "${q}"`);
  return longDate(o.due_date);
};
/** The rent the condo's tenant paid in one month. */
const condoRent = async (t: Truth, period: { start: string; end: string }) => {
  const total = await t.sum({ categories: ["revenue:long_term_rental"], ...period, property: await propertyId(t, "Tremont") });
  if (Number(total) === 0) throw new Error(`no condo rent in ${period.start}`);
  return usd(total);
};

export const R69_SPEC_CASES: Case[] = [
  // Income by period, property and source
  { group: "income", query: "what was our gross rental income last yr? all three places, the short term stays plus Wendell's rent", tool: "query_database", expect: async (t) => [await some(t, { categories: RENTS, ...lastYear(t) })] },
  { group: "income", query: "how much did the cottage bring in last month?", tool: "query_database", expect: async (t) => [await some(t, { type: "revenue", ...lastMonth(t.today), property: await propertyId(t, "Lockeland") })] },
  { group: "income", query: "Airbnb $ for the cabin last month pls (gross, before their fee)", tool: "query_database", expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], q: "Airbnb", ...lastMonth(t.today), property: await propertyId(t, "Laurel Bluff") })] },
  { group: "income", query: "how much has come in thru VRBO ytd?", tool: "query_database", expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) })] },
  { group: "income", query: "Can you tell me total revenue for Holloway Creek Stays in q2? everything, all properties", tool: "query_database", expect: async (t) => [await some(t, { type: "revenue", ...recentQuarter(t, 2) })] },
  { group: "income", query: "calculate the rent collected on Tremont so far this year", tool: "query_database", expect: async (t) => [await some(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await propertyId(t, "Tremont") })] },
  { group: "income", query: "gatlinburg booking income for last quarter - just the stays", tool: "query_database", expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await propertyId(t, "Laurel Bluff") })] },
  { group: "income", query: "whats the total from Airbnb across both STRs for last year, gross?", tool: "query_database", expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], q: "Airbnb", ...lastYear(t) })] },
  { group: "income", query: "did we collect any late fees last yr? how much", tool: "query_database", expect: async (t) => [await some(t, { categories: ["revenue:late_fees"], ...lastYear(t) })] },

  // Expenses by vendor, category, property and period
  { group: "expenses", query: "what did we spend on cleaning last month, both rentals?", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:maintenance:cleaning"], ...lastMonth(t.today) })] },
  { group: "expenses", query: "how much have we paid Music City Maids this yr?", tool: "query_database", expect: async (t) => [await some(t, { type: "expense", q: "Music City Maids", ...thisYear(t) })] },
  { group: "expenses", query: "Costco runs last quarter - what's the total for supplies?", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:supplies"], ...lastQuarter(t.today) })] },
  { group: "expenses", query: "co-host fees for the cabin ytd? just Smoky Ridge's 18%, not the cleanings", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:property_management"], ...thisYear(t), property: await propertyId(t, "Laurel Bluff") })] },
  { group: "expenses", query: "utilities on the Lockeland house last year - electric, gas, water and internet all in", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:utilities"], ...lastYear(t), property: await propertyId(t, "Lockeland") })] },
  { group: "expenses", query: "How much mortgage interest did we pay last year on all three loans?", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:mortgage_interest"], ...lastYear(t) })] },
  { group: "expenses", query: "what have insurance premiums come to this year across the properties", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:insurance"], ...thisYear(t) })] },
  { group: "expenses", query: "airbnb + vrbo fees last month?", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:platform_fees"], ...lastMonth(t.today) })] },

  // Properties: purchase, basis, dates, addresses
  { group: "properties", query: "when did we buy the cabin?", tool: "query_database", expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)] },
  { group: "properties", query: "depreciable basis on the cottage? building + furniture, not the land", tool: "query_database", expect: async (t) => [usd((await t.property("Lockeland")).depreciable_basis)] },
  { group: "properties", query: "total basis for the Tremont condo incl. land", tool: "query_database", expect: async (t) => [usd((await t.property("Tremont")).total_basis)] },
  { group: "properties", query: "what's the land portion of the basis on the Gatlinburg place", tool: "query_database", expect: async (t) => [usd((await t.property("Laurel Bluff")).land_basis)] },
  { group: "properties", query: "pull up the address for the chattanooga condo, I need it for a package", tool: "query_database", expect: async (t) => [(await t.property("Tremont")).address.split(",")[0]!] },

  // The condo's tenant, rent and manager
  { group: "tenants", query: "who's renting the Tremont unit right now?", tool: "query_database", expect: async (t) => [await metaText(t, "Tremont", "tenant")] },
  { group: "tenants", query: "what's Wendell paying a month now?", tool: "query_database", expect: async (t) => [await condoRent(t, lastMonth(t.today))] },
  { group: "tenants", query: "has the condo rent gone up since January last year? from what to what", tool: "query_database", expect: async (t) => [await condoRent(t, month(yearOf(t) - 1, 1)), await condoRent(t, lastMonth(t.today))] },
  { group: "tenants", query: "who manages the condo for us down in Chattanooga?", tool: "query_database", expect: async (t) => [await metaText(t, "Tremont", "managed_by")] },

  // Company facts
  {
    group: "company",
    query: "Who are the members of Holloway Creek, and what % does each one own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "Tobin Achebe", "Celeste Varga"];
    },
  },
  { group: "company", query: "whats our EIN again? the bank is asking", tool: "query_database", expect: async (t) => [(await company(t)).ein!] },
  { group: "company", query: "I need our TN secretary of state control number for a form", tool: "query_database", expect: async (t) => [(await company(t)).state_filing_number!] },
  {
    group: "company",
    query: "when was the LLC formed, and who's our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date!), c.registered_agent!.name];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const first = (await obligations(t, "upcoming=3660")).items[0];
      if (!first) throw new Error("nothing open");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days I should put on the calendar?",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "upcoming=60")).items.map((o) => longDate(o.due_date)))],
  },
  { group: "deadlines", query: "when's the next TN annual report due", tool: "query_database", expect: async (t) => [await nextDue(t, "Tennessee annual report")] },
  { group: "deadlines", query: "When do we have to renew the STRP permit for the cottage?", tool: "query_database", expect: async (t) => [await nextDue(t, "STRP permit")] },
  { group: "deadlines", query: "when's the 1065 due?", tool: "query_database", expect: async (t) => [await nextDue(t, "Form 1065")] },
  {
    group: "deadlines",
    query: "when is the property tax on the cabin due next? want to make sure Sevier County gets paid",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `upcoming=3660&obligation_type=property:tax&property_id=${await propertyId(t, "Laurel Bluff")}`);
      if (!o) throw new Error("no open property tax for the cabin");
      return [longDate(o.due_date)];
    },
  },

  // What the papers say, and which are on file
  {
    group: "documents",
    query: "per the Smoky Ridge agreement, what's the co-host's cut?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Smoky Ridge");
      return ["18%"];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "what's the fine if our guests break the owners association rules up at the cabin",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Owners Association");
      return ["$250"];
    },
  },
  {
    group: "documents",
    query: "what does the Nashville STR permit say the renewal fee is?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "STRP permit");
      return ["$313"];
    },
  },
  { group: "documents", query: "which documents do we have on file for the cabin?", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${await propertyId(t, "Laurel Bluff")}`) },

  // Stays and bookings
  {
    group: "stays",
    query: "how many reservations did the cottage have last month?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await propertyId(t, "Lockeland") });
      if (n === 0) throw new Error("no cottage bookings last month");
      return [String(n)];
    },
  },
  { group: "stays", query: "who stayed at the cabin last month?", tool: "query_database", expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)) },
  { group: "stays", query: "nights booked at the cottage last month?", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))] },
  {
    group: "stays",
    query: "how many bookings came thru VRBO last quarter",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], q: "VRBO", ...lastQuarter(t.today) });
      if (n === 0) throw new Error("no VRBO bookings last quarter");
      return [String(n)];
    },
  },

  // Follow-ups that change one thing
  { group: "follow-ups", query: "and the month before?", after: "what did we spend on cleaning last month, both rentals?", tool: "query_database", expect: async (t) => [await some(t, { categories: ["expense:maintenance:cleaning"], ...monthsBack(t, 2) })] },
  { group: "follow-ups", query: "same for the cabin", after: "how much did the cottage bring in last month?", tool: "query_database", expect: async (t) => [await some(t, { type: "revenue", ...lastMonth(t.today), property: await propertyId(t, "Laurel Bluff") })] },
  { group: "follow-ups", query: "and what'd we pay for it?", after: "when did we buy the cabin?", tool: "query_database", expect: async (t) => [usd((await t.property("Laurel Bluff")).purchase_price_total)] },
  { group: "follow-ups", query: "ok and how many nights was that in total?", after: "who stayed at the cabin last month?", tool: "query_database", expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))] },
  {
    group: "follow-ups",
    query: "what about the deep clean, how much do they charge for that?",
    after: "per the Smoky Ridge agreement, what's the co-host's cut?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Smoky Ridge");
      return ["$425"];
    },
  },

  // What the records cannot answer
  { group: "unanswerable", query: "what's the cabin worth on today's market, roughly?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much do we still owe on the Truist loan for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it supposed to snow in Gatlinburg this weekend? need to give the guests a heads up", tool: "query_database", unanswerable: true, expect: async () => [] },
  {
    group: "unanswerable",
    query: "how much did we pay Rocky Top Landscaping last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ start: "2000-01-01", end: t.today, q: "Rocky Top" })) !== 0) throw new Error("Rocky Top is in the ledger");
      return [];
    },
  },
  { group: "unanswerable", query: "what should we charge per night at the cottage over New Year's?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on the cabin? is it worth it tax-wise?", tool: "query_database", unanswerable: true, expect: async () => [] },
  {
    group: "unanswerable",
    query: "how much is Wendell's security deposit?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.get<{ total: number }>("/api/v1/deposits?include_settled=true")).total !== 0) throw new Error("a deposit is on record");
      return [];
    },
  },
  { group: "unanswerable", query: "what's our Airbnb star rating on the cottage listing these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the FirstBank condo mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we legally evict Wendell if he's late on rent again?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
