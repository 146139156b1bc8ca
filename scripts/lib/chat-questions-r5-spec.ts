// Written blind: this set was written without reading the assistant's code, its tests, its docs or any
// other question set, from the fixture company (scripts/lib/spec-company.ts), the REST API spec and the
// runner only. It asks Holloway Creek Stays LLC, the Tennessee multi-member LLC of the spec company
// (the Lockeland Drive cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont Street
// condo in Chattanooga). Every expected figure, date and name is read at run time from the REST API.
//
// Groups (60 cases): income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4,
// deadlines 5, documents 5, follow-up 8, unanswerable 10.
import { figure, guestsOf, longDate, month, nextOpen, nightsBooked, obligations, quarter, lastMonth, lastQuarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYearNum = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYearNum(t) - 1);

/** A property's id by a fragment of its address. */
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_of_formation: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The text of the passages of one document (found by a fragment of its title) that match `q`. */
async function passages(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items: docs } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  const doc = docs[0];
  if (!doc) throw new Error(`no document titled like "${titleFragment}"`);
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=50&mode=lexical`);
  if (items.length === 0) throw new Error(`no passage of "${doc.title}" for "${q}"`);
  return items.map((item) => item.text).join("\n");
}

/** The first capture of `pattern` in a document's passages. */
async function fromDocument(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const text = await passages(t, titleFragment, q);
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`"${pattern}" not found in "${titleFragment}"`);
  return found;
}

/** The member table of the operating agreement: name, ownership, capital. */
async function members(t: Truth): Promise<{ name: string; share: string; capital: string }[]> {
  const text = await passages(t, "Operating Agreement", "Member Ownership Initial capital contribution");
  const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+(?: [A-Z][a-z]+)+)\s*\|\s*(\d+%)\s*\|\s*\$([\d,]+)\s*\|/g)].map((m) => ({ name: m[1]!, share: m[2]!, capital: m[3]! }));
  if (rows.length === 0) throw new Error("no member table in the operating agreement");
  return rows;
}

/** The due date, written out, of the next open obligation whose description holds `q`. */
async function nextDue(t: Truth, q: string): Promise<string[]> {
  const next = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!next) throw new Error(`no open obligation for "${q}"`);
  return [longDate(next.due_date)];
}

const rentalIncome = ["revenue:rental_income"];

export const R5_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total booking revenue for the cabin ytd, airbnb and vrbo combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: rentalIncome, property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "whats our gross rental income so far this year across all three properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up Q3 revenue for the cottage",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Lockeland"), ...quarter(thisYearNum(t), 3) }))],
  },
  {
    group: "income",
    query: "what did lockeland bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How much did we make on VRBO last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: rentalIncome, q: "VRBO", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "revenue for march, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(thisYearNum(t), 3) }))],
  },
  {
    group: "income",
    query: "airbnb bookings at laurel bluff last year - not counting the vrbo ones",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: rentalIncome, q: "Airbnb", property: await pid(t, "Laurel Bluff"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay music city maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about cleaning at the cabin?",
    after: "what did we pay music city maids last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Laurel Bluff"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the cabin ytd — electric, propane, water, internet, all of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total property taxes we paid last year on all 3 places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "NES electric bills at lockeland drive, total for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "co-host fees we paid smoky ridge in Q2",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], property: await pid(t, "Laurel Bluff"), ...quarter(thisYearNum(t), 2) }))],
  },
  {
    group: "expenses",
    query: "Calculate mortgage interest across the portfolio for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "COSTCO WHSE charges last year how much total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Costco", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was for the cabin",
    after: "COSTCO WHSE charges last year how much total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Costco", property: await pid(t, "Laurel Bluff"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was the condo's net income last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: "what was the condo's net income last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "calculate profit for Holloway Creek Stays so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on the cabin ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the tremont condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${await pid(t, "Tremont")}`);
      if (!p.extra_metadata.tenant) throw new Error("no tenant recorded for the condo");
      return [p.extra_metadata.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked in aug",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", month(thisYearNum(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights total was that",
    after: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of stays at the cabin last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: rentalIncome, property: await pid(t, "Laurel Bluff"), ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "what's wendell paying per mo right now",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many vrbo bookings has the cabin had this yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: rentalIncome, q: "VRBO", property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for the gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it?",
    after: "what did we pay for the gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building split on 407 tremont",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("the condo has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "My CPA needs the depreciable basis on the Lockeland cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN on file");
      return [ein];
    },
  },
  {
    group: "company",
    query: "who is the registered agent for holloway creek stays llc",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent) throw new Error("no registered agent on file");
      return [registered_agent.name];
    },
  },
  {
    group: "company",
    query: "when and where was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date on file");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "need our secretary of state control number for a form",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no state filing number on file");
      return [state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => nextDue(t, "1065"),
  },
  {
    group: "follow-up",
    query: "what about the franchise and excise return?",
    after: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => nextDue(t, "franchise and excise"),
  },
  {
    group: "deadlines",
    query: "when does the STRP permit for the cottage need renewing",
    tool: "query_database",
    expect: async (t) => nextDue(t, "STRP permit"),
  },
  {
    group: "deadlines",
    query: "when's the cabin insurance up for renewal",
    tool: "query_database",
    expect: async (t) => nextDue(t, "Blue Ridge Shield"),
  },
  {
    group: "deadlines",
    query: "TN annual report - when do we have to file the next one?",
    tool: "query_database",
    expect: async (t) => nextDue(t, "annual report"),
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "who are the members under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => (await members(t)).map((m) => m.name),
  },
  {
    group: "follow-up",
    query: "and how much capital did each of them put in",
    after: "who are the members under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => (await members(t)).map((m) => m.capital),
  },
  {
    group: "documents",
    query: "what's the liability limit on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield", "Coverage E Liability each occurrence", /Liability:\s*\$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "max occupancy allowed under the nashville str permit",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "STRP permit", "Maximum occupancy guests", /Maximum occupancy:\s*(\d+)\s*guests/)],
  },
  {
    group: "documents",
    query: "per the co-host agreement how much can smoky ridge spend on a repair without asking us first",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Co-Hosting", "repairs without the Owner's approval", /repairs of up to \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "list the documents we have on file for the gatlinburg cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Laurel Bluff")}`),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the tremont condo or refinance it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much airbnb revenue will the cottage make next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay the roofer in 2025", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the wifi password at the cottage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was our rental income back in 2022", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the EIN for Smoky Ridge Co-Hosting", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's wendell's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did maren get in distributions last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the cabin mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
];
