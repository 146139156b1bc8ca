// Written blind: questions for Basalt Creek Holdings LLC (the Oregon landlord fixture company,
// scripts/lib/landlord-company.ts), by an author who never read the assistant's code, its tests, its
// docs or any other question set. Every expected figure, date and name is read at run time from the
// REST API; periods are relative to today.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases).
import { type Case, type Truth, RENTS, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, guestsOf, obligations, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:sewer", "expense:utilities:trash", "expense:utilities:internet"];

/** A property's extra_metadata, as the properties API returns it. */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Record<string, unknown> };
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
}

/** Open obligations matching a query, earliest first. */
async function openDue(t: Truth, query: string) {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligations for ${query}`);
  return open;
}
const nextDue = async (t: Truth, query: string) => longDate((await openDue(t, query))[0]!.due_date);

/** The text of a document's passages that match a search, read through the search API. */
async function docText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(titleFragment)}&page_size=50`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  return hits.items.map((h) => h.text).join("\n");
}
async function docMatch(t: Truth, titleFragment: string, q: string, re: RegExp): Promise<string> {
  const m = re.exec(await docText(t, titleFragment, q));
  if (!m?.[1]) throw new Error(`no ${re} in "${titleFragment}"`);
  return m[1];
}
const dollars = (s: string) => figure(s.replace(/[$,]/g, ""));

const company = (t: Truth) => t.get<{ ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string } }>("/api/v1/company");

export const R12_LANDLORD_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "total gross rental income for Basalt Creek last year, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent has brianna paid us ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "what about tobias?",
    after: "how much rent has brianna paid us ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "airbnb booking revenue at the carriage house last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "pull up rent received on the larkspur duplex last month (both units)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "How much did the Beaverton condo bring in in rent last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "mill race bookings for july of last yr, gross",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "calculate how much came in through Airbnb so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "rent collected on the Salem house in the last calendar year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Rosario Plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what did we pay Rosario Plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total property taxes paid last yr across the portfolio",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was for the duplex",
    after: "total property taxes paid last yr across the portfolio",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on repairs at 3306 N Larkspur this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "Total property management expense for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the carriage house last mo - power, gas, water, trash, internet combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "what were our insurance premiums in total last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "cleaning costs for Mill Race Lane last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastQuarter(t.today), property: await pid(t, "Mill Race") }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what's our net income ytd for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "is the carriage house making money this year? net after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "what about the Thornapple house?",
    after: "is the carriage house making money this year? net after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "net",
    query: "net cash flow from quarry bend unit 12 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Quarry Bend") }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's renting the Thornapple St house right now",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Thornapple")).tenant)],
  },
  {
    group: "bookings-or-tenants",
    query: "names of the tenants in unit A and unit B at the duplex",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "which guests stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was mill race booked last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "follow-up",
    query: "and what did those bookings gross?",
    after: "how many nights was mill race booked last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations in august of last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 8), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "when is Tobias Wren's lease up",
    tool: "query_database",
    expect: async (t) => {
      const [o] = await openDue(t, "q=Tobias");
      const m = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o!.description);
      if (!m) throw new Error("no lease end for Tobias");
      return [m[1]!];
    },
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what was the purchase price on 2210 Sycamore Hollow Rd",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis split for thornapple",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture & equipment basis on the hood river carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "when did we place the Quarry Bend condo in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      if (!p.placed_in_service) throw new Error("no placed_in_service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "and whats its depreciable basis",
    after: "when did we place the Quarry Bend condo in service",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "need the EIN for Basalt Creek Holdings for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent in oregon",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "what's the state registry number for the company",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const items = (await openDue(t, "upcoming=30")).filter((o) => o.due_date >= t.today);
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => [...new Set((await openDue(t, "status=overdue")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },
  {
    group: "follow-up",
    query: "and the oregon annual report?",
    after: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20report")],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Hood River STR permit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=short-term%20rental%20permit")],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the late fee in Brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docMatch(t, "Kowalczyk", "late fee", /late fee of (\$[\d,.]+\d)/))],
  },
  {
    group: "follow-up",
    query: "same question for Marisol's lease",
    after: "what's the late fee in Brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docMatch(t, "Pennington", "late fee", /late fee of (\$[\d,.]+\d)/))],
  },
  {
    group: "documents",
    query: "how big a security deposit did the Sycamore Hollow tenant put down per the lease",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docMatch(t, "Pennington", "security deposit", /security deposit of (\$[\d,.]+\d)/))],
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what are their percentages",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "Percentage Interest members");
      const found = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+%) Percentage Interest/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (found.length === 0) throw new Error("no members found");
      return [...new Set(found)];
    },
  },
  {
    group: "documents",
    query: "how much is the special assessment the quarry bend HOA levied per unit",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docMatch(t, "Quarry Bend Condominium", "special assessment", /special assessment of (\$[\d,.]+\d)/))],
  },
  {
    group: "documents",
    query: "which leases do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "q=Lease"),
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much would we net if we sold the duplex next spring", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is Brightwell Property Management's EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we turn the Salem house into an airbnb too?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent will we collect in total next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Tobias Wren's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did we pay the plumber back in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "square footage of the Larkspur duplex?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining loan balance on the Guild mortgage for Sycamore", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what do comparable carriage houses in hood river charge per night these days", tool: "query_database", unanswerable: true, expect: async () => [] },
];
