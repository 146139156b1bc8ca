// The oct-spec set: written blind, without reading the assistant's code, its tests, its docs or any
// other question set. Asked of the spec company, Holloway Creek Stays LLC (a Tennessee multi-member
// LLC with the Lockeland Drive cottage in Nashville, the Laurel Bluff cabin in Gatlinburg and the
// Tremont Street condo in Chattanooga), built by scripts/lib/spec-company.ts relative to today.
// Every figure, date and name expected is read at run time from the REST API.
//
// Groups (60): income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { figure, guestsOf, longDate, month, nextOpen, nightsBooked, obligations, quarter, lastMonth, lastQuarter, thisYear, year, RENTS, type Case, type Truth } from "./chat-questions";

/** The calendar year before today's. */
const prevYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
/** The most recent whole calendar month m (1..12) that has ended before today. */
const recentMonth = (t: Truth, m: number) => {
  const y = Number(t.today.slice(0, 4));
  const thisOne = month(y, m);
  return thisOne.end < t.today ? thisOne : month(y - 1, m);
};
/** All time, through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

const propId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  property_id: string | null;
}
/** The newest transaction matching a query string of GET /transactions. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** The one document whose title holds `fragment`. */
async function documentId(t: Truth, fragment: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`document "${fragment}": ${items.length} matches`);
  return items[0]!.id;
}

/** A passage of a document read through the search API, and the first group of `pattern` in it. */
async function fromDocument(t: Truth, titleFragment: string, query: string, pattern: RegExp): Promise<RegExpExecArray> {
  const id = await documentId(t, titleFragment);
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&document_id=${id}&top_k=50`);
  const text = items.map((hit) => hit.text).join("\n");
  const match = pattern.exec(text);
  if (!match) throw new Error(`"${pattern}" not found in ${titleFragment}`);
  return match;
}

const rentalIncome = ["revenue:rental_income"];
const longTermRent = ["revenue:long_term_rental"];

export const OCT_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did Wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: longTermRent, ...prevYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about so far this year?",
    after: "how much rent did Wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: longTermRent, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total rental income ytd - both airbnbs plus the condo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "cabin booking revenue q3 last year, airbnb and vrbo together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: rentalIncome, property: await propId(t, "Laurel Bluff"), ...quarter(Number(t.today.slice(0, 4)) - 1, 3) }))],
  },
  {
    group: "income",
    query: "How much came in through VRBO last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: rentalIncome, q: "VRBO", ...prevYear(t) }))],
  },
  {
    group: "income",
    query: "pull up airbnb income for lockeland last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: rentalIncome, property: await propId(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what was gross revenue in june across the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...recentMonth(t, 6) }))],
  },
  {
    group: "income",
    query: "Holloway Creek total revenue for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...prevYear(t) }))],
  },
  {
    group: "income",
    query: "how much income has the Tremont condo produced so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], property: await propId(t, "Tremont"), ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay music city maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...prevYear(t) }))],
  },
  {
    group: "expenses",
    query: "NASHVILLE ELECTRIC SERVICE - total paid ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Nashville Electric Service", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr on all 3 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...prevYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate total expenses for the cabin last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], property: await propId(t, "Laurel Bluff"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "utilities at the cottage last month (elec, gas, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await propId(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much mortgage interest did we pay across the portfolio last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...prevYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Hillside Handyman, all time",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Hillside Handyman", ...allTime(t) }))],
  },
  {
    group: "follow-up",
    query: "which property was that work on?",
    after: "how much have we paid Hillside Handyman, all time",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "q=Hillside%20Handyman");
      if (!tx.property_id) throw new Error("the handyman's bill has no property");
      const { address } = await t.get<{ address: string }>(`/api/v1/properties/${tx.property_id}`);
      // The street's name: "1814 Lockeland Drive, ..." -> "Lockeland".
      return [address.split(",")[0]!.split(" ")[1]!];
    },
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the condo last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propId(t, "Tremont"), ...prevYear(t) }))],
  },
  {
    group: "follow-up",
    query: "same for the cottage",
    after: "net income on the condo last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propId(t, "Lockeland"), ...prevYear(t) }))],
  },
  {
    group: "net",
    query: "what's our profit ytd, company wide",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow for the Lockeland cottage last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propId(t, "Lockeland"), ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights did lockeland have booked last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of reservations at the Laurel Bluff cabin last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: rentalIncome, property: await propId(t, "Laurel Bluff"), ...prevYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how many nights did that add up to",
    after: "number of reservations at the Laurel Bluff cabin last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", prevYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Tremont unit right now",
    tool: "query_database",
    expect: async (t) => {
      const { id } = await t.property("Tremont");
      const p = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${id}`);
      if (!p.extra_metadata.tenant) throw new Error("no tenant recorded on the condo");
      return [p.extra_metadata.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "whats wendells monthly rent currently",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, "category=revenue:long_term_rental")).amount)],
  },
  {
    group: "bookings-or-tenants",
    query: "who was the most recent guest at the cottage",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:rental_income&property_id=${await propId(t, "Lockeland")}`);
      return guestsOf(t, "Lockeland", { start: tx.transaction_date, end: tx.transaction_date });
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "purchase price of the gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and lockeland?",
    after: "purchase price of the gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis on 1814 Lockeland",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the tremont condo placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("the condo has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for the cabin incl. furniture",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's the EIN for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "follow-up",
    query: "what's their address on file",
    after: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent?.address) throw new Error("no registered agent address");
      return [registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "our TN SOS filing number?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's coming due in the next 90 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the partnership return due next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "q=1065");
      if (!o) throw new Error("no open Form 1065 deadline");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the cabin insurance renew",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=property:insurance&property_id=${await propId(t, "Laurel Bluff")}`);
      if (!o) throw new Error("no open cabin insurance renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "how much did we pay for it last time",
    after: "when does the cabin insurance renew",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=expense:insurance&property_id=${await propId(t, "Laurel Bluff")}`)).amount)],
  },
  {
    group: "deadlines",
    query: "tn annual report - when's it due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no open estimated tax payment");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Blue Ridge Shield", "deductibles all perils", /All perils:\s*\$([\d,]+)/))[1]!],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "what's the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Blue Ridge Shield", "coverage liability each occurrence", /Liability:\s*\$([\d,]+)/))[1]!],
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const id = await documentId(t, "Operating Agreement");
      const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("members ownership capital contribution")}&document_id=${id}&top_k=50`);
      const text = items.map((hit) => hit.text).join("\n");
      const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/g)];
      if (rows.length === 0) throw new Error("no member rows in the operating agreement");
      return [...new Set(rows.flatMap((r) => [r[1]!, r[2]!]))];
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the lockeland STRP permit",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+)/))[1]!],
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair without asking us first",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Co-Hosting and Cleaning Agreement", "repairs without approval", /repairs of up to \$([\d,]+)/))[1]!],
  },
  {
    group: "documents",
    query: "which documents do we have on file for the cabin",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&property_id=${await propId(t, "Laurel Bluff")}`);
      if (items.length === 0) throw new Error("no documents for the cabin");
      // The distinctive head of each title ("Blue Ridge Shield declarations, Laurel Bluff Cabin 2026" -> "Blue Ridge Shield declarations").
      return items.map((d) => d.title.split(/,|\(| with /)[0]!.trim());
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend replacing the roof on the condo", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is Wendell's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the cottage or just sell it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many bookings will the cabin get next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the EIN of Smoky Ridge Co-Hosting LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the Truist loan for the cabin", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "does wendell's lease allow pets", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did the cottage earn in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "avg nightly rate for 3br cabins in gatlinburg, market wide?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
