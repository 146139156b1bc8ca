// Round 11 evaluation set for the spec company, Holloway Creek Stays LLC (a Tennessee multi-member
// LLC: the Lockeland Drive cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont
// Street condo in Chattanooga). Written BLIND: its author read only the fixture company
// (scripts/lib/spec-company.ts and the files it imports), the service spec, the runner, the types and
// helpers of chat-questions.ts (lines 1-97) and the REST routes; never the assistant's code, its tests,
// its docs or any other question set. Every figure, date and name expected is read at run time from
// the REST API; periods are relative to today.
//
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, guestsOf, type Case, type Truth } from "./chat-questions";

const ty = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(ty(t) - 1);
const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  capital_spending: string;
}
/** Profit and loss of a period (company, or one property); refuses a period with capital spending, where "net" would be ambiguous. */
async function pnl(t: Truth, period: { start: string; end: string }, fragment?: string): Promise<Pnl> {
  const property = fragment ? `&property_id=${await propertyId(t, fragment)}` : "";
  const report = await t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}${property}&group_by=category`);
  if (Number(report.capital_spending) !== 0) throw new Error(`capital spending in ${period.start}..${period.end}: net is ambiguous`);
  if (Number(report.revenue) === 0) throw new Error(`no revenue in ${period.start}..${period.end}`);
  return report;
}

/** A positive sum, or an error: a case whose answer would be zero is not a fair question. */
async function positive(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) <= 0) throw new Error(`nothing for ${JSON.stringify(filter)}`);
  return figure(total);
}

/** The text of one document (found by a fragment of its title), as the search route returns its passages. */
async function docText(t: Truth, titleFragment: string, query: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const found = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&document_id=${items[0]!.id}&top_k=50`);
  if (found.items.length === 0) throw new Error(`nothing found in "${titleFragment}" for ${query}`);
  return found.items.map((hit) => hit.text).join("\n");
}

/** The first group of a pattern in a document's text. */
async function fromDoc(t: Truth, titleFragment: string, query: string, pattern: RegExp): Promise<string> {
  const text = await docText(t, titleFragment, query);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`${pattern} not in "${titleFragment}"`);
  return match[1];
}

const NAME = "([A-Z][a-z]+ [A-Z][a-z]+)";

export const R11_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["revenue:long_term_rental"], ...lastYear(t), property: await propertyId(t, "Tremont") })],
  },
  {
    group: "income",
    query: "pull up gross rental income for the whole company ytd",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "revenue", ...thisYear(t) })],
  },
  {
    group: "income",
    query: "What did the cabin bring in last month",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "revenue", ...lastMonth(t.today), property: await propertyId(t, "Laurel Bluff") })],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: "What did the cabin bring in last month",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "revenue", ...lastMonth(t.today), property: await propertyId(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "how much of laurel bluff's booking revenue last year came thru vrbo?",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["revenue:rental_income"], ...lastYear(t), property: await propertyId(t, "Laurel Bluff"), q: "VRBO" })],
  },
  {
    group: "income",
    query: "Q2 last year total revenue?",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "revenue", ...quarter(ty(t) - 1, 2) })],
  },
  {
    group: "income",
    query: "what did the lockeland cottage gross in september of last year",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "revenue", ...month(ty(t) - 1, 9), property: await propertyId(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "break down rental income by property for last quarter",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => positive(t, { type: "revenue", ...lastQuarter(t.today), property: await propertyId(t, p) }))),
  },
  {
    group: "income",
    query: "How much did Holloway Creek Stays take in altogether last year",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "revenue", ...lastYear(t) })],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay MUSIC CITY MAIDS last year",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "expense", ...lastYear(t), q: "Music City Maids" })],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what did we pay MUSIC CITY MAIDS last year",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "expense", ...thisYear(t), q: "Music City Maids" })],
  },
  {
    group: "expenses",
    query: "total utilities for the cabin this year",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["expense:utilities"], ...thisYear(t), property: await propertyId(t, "Laurel Bluff") })],
  },
  {
    group: "follow-up",
    query: "what about just electric",
    after: "total utilities for the cabin this year",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["expense:utilities:electricity"], ...thisYear(t), property: await propertyId(t, "Laurel Bluff") })],
  },
  {
    group: "expenses",
    query: "calculate property taxes paid last yr across all 3 properties",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["expense:property_tax"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: "what were the condo's expenses last quarter",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "expense", ...lastQuarter(t.today), property: await propertyId(t, "Tremont") })],
  },
  {
    group: "expenses",
    query: "How much mortgage interest did we pay in total last year?",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["expense:mortgage_interest"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: "how much was the harpeth plumbing bill at the cottage",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "expense", start: `${ty(t) - 1}-01-01`, end: t.today, q: "Harpeth Plumbing" })],
  },
  {
    group: "expenses",
    query: "how much have we spent at costco whse this yr",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "expense", ...thisYear(t), q: "Costco" })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income for the cottage ytd",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, thisYear(t), "Lockeland")).net)],
  },
  {
    group: "net",
    query: "what was tremont's cash flow last yr",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastYear(t), "Tremont")).net)],
  },
  {
    group: "net",
    query: "company-wide profit last month?",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastMonth(t.today))).net)],
  },
  {
    group: "follow-up",
    query: "how much of that went to platform fees",
    after: "company-wide profit last month?",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["expense:platform_fees"], ...lastMonth(t.today) })],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at the tremont st condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${await propertyId(t, "Tremont")}`);
      if (!p.extra_metadata.tenant) throw new Error("no tenant recorded on the condo");
      return [p.extra_metadata.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Which guests stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cottage booked in Q3 last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", quarter(ty(t) - 1, 3)))],
  },
  {
    group: "follow-up",
    query: "what about the cabin",
    after: "how many nights was the cottage booked in Q3 last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", quarter(ty(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings at laurel bluff so far this year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await propertyId(t, "Laurel Bluff") });
      if (n === 0) throw new Error("no bookings this year");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's Wendell paying a month right now",
    tool: "query_database",
    expect: async (t) => [await positive(t, { categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await propertyId(t, "Tremont") })],
  },
  {
    group: "bookings-or-tenants",
    query: "how many stays did the cottage have last mo",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await propertyId(t, "Lockeland") });
      if (n === 0) throw new Error("no stays last month");
      return [String(n)];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for the lockeland house when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the Chattanooga condo placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("no placed-in-service date on the condo");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "and what was the purchase price on it",
    after: "When was the Chattanooga condo placed in service",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "depreciable basis on the cottage incl furniture?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need the EIN for holloway creek stays",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "when did we form the LLC",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "Who is our registered agent in TN?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "what's the secretary of state control number for the company",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the tennessee annual report due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "what did we pay for that filing last year",
    after: "when's the tennessee annual report due",
    tool: "query_database",
    expect: async (t) => [await positive(t, { type: "expense", ...lastYear(t), q: "annual report" })],
  },
  {
    group: "deadlines",
    query: "1065 deadline?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:filing&q=1065");
      if (!o) throw new Error("no open 1065");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the cabin's insurance renew",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=property:insurance&property_id=${await propertyId(t, "Laurel Bluff")}`);
      if (!o) throw new Error("no open cabin insurance renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when is it due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no open estimated payment");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members ownership capital contribution");
      const match = new RegExp(`by ${NAME}, ${NAME} and ${NAME}, the members`).exec(text);
      if (!match) throw new Error("members not found in the operating agreement");
      return [match[1]!, match[2]!, match[3]!];
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the lockeland STRP permit",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDoc(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy: (\d+) guests/)} guests`],
  },
  {
    group: "documents",
    query: "whats the deductible on the cabin policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Blue Ridge Shield declarations", "deductibles all perils", /All perils: \$([\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "whats the deductible on the cabin policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Blue Ridge Shield declarations", "coverage liability each occurrence", /Liability: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair without our ok",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Co-Hosting and Cleaning Agreement", "repairs approval owner", /repairs of up to \$(\d[\d,]*)/)],
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cottage worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the cabin loan now or wait", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the Truist mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is the EIN of Smoky Ridge Co-Hosting LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the cabin make next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did we make in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews has the cottage gotten on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's wendell's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "avg nightly rate for 3br cabins in gatlinburg right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much personal income tax did celeste pay last year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
