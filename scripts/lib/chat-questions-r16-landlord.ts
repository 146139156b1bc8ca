// Written blind: the author never read the assistant's code, its tests, its docs or any other question
// set. Asked of Basalt Creek Holdings LLC, the Oregon landlord LLC of scripts/lib/landlord-company.ts
// (four long-term rentals, three of them run by Brightwell Property Management, and the Mill Race
// carriage house let on Airbnb). Every expected figure, date and name is read at run time from the REST API.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import { type Case, type Obligation, type Truth, figure, guestsOf, lastMonth, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, unknown> }).extra_metadata;
const company = async (t: Truth) => {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return ((body.profile as Record<string, unknown> | undefined) ?? body) as { ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string } };
};
const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The earliest open obligation due today or later that matches the query. */
async function upcoming(t: Truth, query: string): Promise<Obligation> {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation for ${query}`);
  return open[0];
}
/** A phrase read from a document's own text through the search API: the first capture of `re`. */
async function fromDocument(t: Truth, title: string, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  const found = re.exec(hits.items.map((h) => h.text).join("\n"))?.[1];
  if (!found) throw new Error(`"${re}" not in ${title}`);
  return found;
}
const none = async () => [] as string[];

export const R16_LANDLORD_CASES: Case[] = [
  // ---- income 8
  {
    group: "income",
    query: "how much rent did we collect last yr from the long-term tenants",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "carriage house airbnb bookings ytd, gross",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Gross rents for Basalt Creek Holdings in 2025, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(2025) }))],
  },
  {
    group: "income",
    query: "what did the duplex bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Larkspur"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Q3 rent on sycamore hollow",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Sycamore"), ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "How much has Tobias paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Quarry Bend"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total income for the month of june",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(Y(t), 6) }))],
  },
  {
    group: "income",
    query: "pull up what came in through airbnb in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(2025) }))],
  },
  // ---- follow-up
  {
    group: "follow-up",
    query: "and this year so far?",
    after: "pull up what came in through airbnb in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  // ---- expenses 7
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about this yr",
    after: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much has Brightwell taken in management fees year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid in 2025, all counties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was multnomah county",
    after: "property taxes paid in 2025, all counties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], q: "Multnomah", ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "calculate our insurance premiums for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who was the condo one paid to?",
    after: "calculate our insurance premiums for last year",
    tool: "query_database",
    async expect(t) {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:insurance&property_id=${await pid(t, "Quarry Bend")}&start_date=${start}&end_date=${end}`);
      const insurer = /^(\S+\s+\S+)/.exec(items[0]?.description ?? "")?.[1];
      if (!insurer) throw new Error("no condo insurance last year");
      return [insurer];
    },
  },
  {
    group: "expenses",
    query: "utilities at the carriage house in Q2 - electric, water, internet, trash etc",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet", "expense:utilities:trash", "expense:utilities:sewer"], property: await pid(t, "Mill Race"), ...quarter(Y(t), 2) })),
    ],
  },
  {
    group: "expenses",
    query: "what did the quarry bend condo cost us in 2025? all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Quarry Bend"), ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "GORGE SPARKLE CLEANING charges last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Gorge Sparkle", ...lastMonth(t.today) }))],
  },
  // ---- net 3
  {
    group: "net",
    query: "whats our net income ytd for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did the Hood River carriage house make money in 2025? Profit after all its expenses.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...year(2025) }))],
  },
  {
    group: "follow-up",
    query: "what about the duplex",
    after: "Did the Hood River carriage house make money in 2025? Profit after all its expenses.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Larkspur"), ...year(2025) }))],
  },
  {
    group: "net",
    query: "cash flow on the Salem house for the second quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Sycamore"), ...quarter(Y(t), 2) }))],
  },
  // ---- bookings-or-tenants 6
  {
    group: "bookings-or-tenants",
    query: "who rents the Thornapple house",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Thornapple")).tenant)],
  },
  {
    group: "follow-up",
    query: "what does she pay a month?",
    after: "who rents the Thornapple house",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Thornapple")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "Which guests stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was mill race booked in Q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", quarter(Y(t), 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations we had in 2025",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(2025) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the larkspur duplex, unit A and B",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "Marisol's monthly rent?",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Sycamore")).monthly_rent))],
  },
  // ---- basis 4
  {
    group: "basis",
    query: "what did we pay for the Quarry Bend condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and the carriage house?",
    after: "what did we pay for the Quarry Bend condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on sycamore hollow rd",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture / FF&E basis for the Hood River unit",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "When was 3306 N Larkspur placed in service?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Larkspur");
      if (!p.placed_in_service) throw new Error("no placed in service");
      return [longDate(p.placed_in_service)];
    },
  },
  // ---- company 4
  {
    group: "company",
    query: "basalt creek EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who is our registered agent with the state?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "I need our Oregon SOS registry number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  // ---- deadlines 5
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, `start_date=${t.today}&end_date=${plusDays(t.today, 30)}`);
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "are we late on anything",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next partnership return (1065) due",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:filing")).due_date)],
  },
  {
    group: "follow-up",
    query: "and the state annual report?",
    after: "when's the next partnership return (1065) due",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "When does the hood river STR permit need renewing",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, `q=${encodeURIComponent("short-term rental permit")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date for the members",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:payment")).due_date)],
  },
  // ---- documents 5
  {
    group: "documents",
    query: "what's the late fee in brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Kowalczyk", "late fee", /late fee of \$([\d,.]+)/)],
  },
  {
    group: "documents",
    query: "does the quarry bend HOA have a minimum lease term? can we airbnb the condo",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Rules and Regulations", "leased term less than months", /less than (\d+ months)/)],
  },
  {
    group: "documents",
    query: "members and their percentages under the operating agreement",
    tool: "search_document_content",
    async expect(t) {
      const text = (q: RegExp) => fromDocument(t, "Operating Agreement", "Percentage Interest members", q);
      return [await text(/(Helena Marsh) holds/), await text(/Helena Marsh holds a (\d+%)/), await text(/(Corwin Adeyemi) holds/), await text(/Corwin Adeyemi holds a (\d+%)/)];
    },
  },
  {
    group: "documents",
    query: "Deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Columbia Gorge Mutual", "deductible per occurrence", /\$([\d,]+) per occurrence/)],
  },
  {
    group: "documents",
    query: "list the docs we have on file for thornapple",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Thornapple")}`),
  },
  // ---- unanswerable 10
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we sell the carriage house or keep it as an airbnb", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what will Ingrid's rent be after her next renewal", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much did Cascade Ridge Partners LLC make last year", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's Tobias Wren's credit score", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "remaining principal balance on the Guild mortgage for sycamore", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "average nightly rate other airbnbs in hood river charge this summer", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how many hours did Helena spend managing the rentals last yr", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what will our multnomah county tax bill be in 2029", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "interest rate on the OnPoint loan for thornapple?", tool: "query_database", unanswerable: true, expect: none },
];
