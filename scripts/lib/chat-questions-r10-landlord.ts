// Written blind (r10): questions of Basalt Creek Holdings LLC, the Oregon landlord company of
// scripts/lib/landlord-company.ts (four long-term rentals let to named tenants, three of them through
// Brightwell Property Management, and the Mill Race carriage house let on Airbnb). The author never read
// the assistant's code, its tests, its docs or any other question set; only the fixture, the service
// spec, the runner and lines 1-97 of chat-questions.ts. Every expected figure, date and name is read at
// run time from the REST API (ledger sums, property records, obligations, company profile, documents).
//
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import { figure, lastMonth, longDate, month, MONTHS, nextOpen, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** The calendar years the questions name, as the runner's today (UTC) sees them. */
const THIS = Number(new Date().toISOString().slice(0, 4));
const LAST = THIS - 1;

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A property's own record, with its custom fields (tenants, units). */
const metadataOf = async (t: Truth, fragment: string) => (await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await pid(t, fragment)}`)).extra_metadata;

/** The text of one document (found by a fragment of its title), as the document search returns its passages. */
async function docText(t: Truth, title: string, query: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&document_id=${items[0]!.id}&top_k=50`);
  return hits.items.map((hit) => hit.text).join("\n");
}

/** The first group of a pattern in a document's text. */
async function clause(t: Truth, title: string, query: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, title, query));
  if (!match?.[1]) throw new Error(`"${title}" holds no ${pattern}`);
  return match[1];
}

/** The same calendar month a year earlier than a { start, end } month. */
const yearBefore = (period: { start: string }) => month(Number(period.start.slice(0, 4)) - 1, Number(period.start.slice(5, 7)));

const dates = (items: { due_date: string }[]) => [...new Set(items.map((o) => longDate(o.due_date)))];

const nothing = async () => [] as string[];

export const R10_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did we collect last yr on the long term rentals",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "total airbnb revenue ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "gross rental income for basalt creek holdings in Q3",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "pull up last month's rent from the larkspur duplex",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Larkspur"), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "and the same month a year earlier?",
    after: "pull up last month's rent from the larkspur duplex",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Larkspur"), ...yearBefore(lastMonth(t.today)) }))],
  },
  {
    group: "income",
    query: `what did sycamore hollow bring in in rent in ${LAST}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Sycamore"), ...year(LAST) }))],
  },
  {
    group: "income",
    query: "which month this year was the best one for the carriage house bookings?",
    tool: "query_database",
    expect: async (t) => {
      const id = await pid(t, "Mill Race");
      const todayMonth = Number(t.today.slice(5, 7));
      let best = { m: 0, total: "0.00" };
      for (let m = 1; m <= todayMonth; m++) {
        const period = month(Y(t), m);
        const total = await t.sum({ categories: ["revenue:rental_income"], property: id, start: period.start, end: period.end < t.today ? period.end : t.today });
        if (Number(total) > Number(best.total)) best = { m, total };
      }
      if (best.m === 0) throw new Error("no bookings this year");
      return [MONTHS[best.m - 1]!, figure(best.total)];
    },
  },
  {
    group: "income",
    query: "Which of our properties brought in the most revenue last year",
    tool: "query_database",
    expect: async (t) => {
      let best = { fragment: "", total: "0.00" };
      for (const fragment of ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"]) {
        const total = await t.sum({ type: "revenue", property: await pid(t, fragment), ...year(Y(t) - 1) });
        if (Number(total) > Number(best.total)) best = { fragment, total };
      }
      return [best.fragment, figure(best.total)];
    },
  },
  {
    group: "income",
    query: "rent received from brianna so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Kowalczyk", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and this year so far?",
    after: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much property tax did we pay in total last year, all counties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "mgmt fees paid to brightwell ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `calculate utilities for the mill race carriage house in ${LAST}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Mill Race"), ...year(LAST) }))],
  },
  {
    group: "expenses",
    query: "total expenses on the quarry bend condo for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Quarry Bend"), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much went to repairs in q1 this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...quarter(Y(t), 1) }))],
  },
  {
    group: "expenses",
    query: "what have the HOA dues on the condo cost us this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Quarry Bend"), ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "what's our net income ytd for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the carriage house actually make money last year after expenses? whats the profit",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "what about the duplex",
    after: "did the carriage house actually make money last year after expenses? whats the profit",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Larkspur"), ...year(Y(t) - 1) }))],
  },
  {
    group: "net",
    query: "cash flow on 2210 sycamore hollow last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Sycamore"), ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who's renting the thornapple house right now",
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await metadataOf(t, "Thornapple")).tenant;
      if (typeof tenant !== "string") throw new Error("no tenant at Thornapple");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who are the tenants in the two duplex units?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await metadataOf(t, "Larkspur")).units as { tenant: string }[] | undefined;
      if (!units?.length) throw new Error("no units at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the carriage house booked in august last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "follow-up",
    query: "and in july?",
    after: "how many nights was the carriage house booked in august last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at mill race last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations we've had this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "when does Marisol's lease end",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Marisol");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for Marisol");
      return [end];
    },
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "what did we pay for the quarry bend condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we buy it",
    after: "what did we pay for the quarry bend condo",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Quarry Bend")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building split on 1147 thornapple?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "Mill Race: placed-in-service date and the FF&E basis",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("Mill Race has no placed-in-service date");
      return [longDate(p.placed_in_service), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis of the salem house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "what's basalt creek's EIN",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
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
    query: "what address do we have for them",
    after: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent?.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "need the oregon SOS registry number for basalt creek holdings llc",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no state filing number");
      return [state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "what's coming due in the next 30 days",
    tool: "query_database",
    expect: async (t) => dates((await obligations(t, "upcoming=30")).items),
  },
  {
    group: "deadlines",
    query: "are we late on anything? anything overdue",
    tool: "query_database",
    expect: async (t) => dates((await obligations(t, "status=overdue")).items),
  },
  {
    group: "deadlines",
    query: "when is the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!next) throw new Error("no estimated payment ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when is the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligations(t, `obligation_type=tax:payment&start_date=${t.today}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (!open[1]) throw new Error("no second estimated payment ahead");
      return [longDate(open[1].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline for the 1065 partnership return",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:filing&start_date=${t.today}`);
      if (!next) throw new Error("no partnership return ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When do we need to renew the Hood River short term rental permit?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Mill Race")}&start_date=${t.today}`);
      if (!next) throw new Error("no permit renewal ahead");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "how is ownership split between the members per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members percentage interests capital");
      const members = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds an? (\d+%) Percentage Interest/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (members.length === 0) throw new Error("no members in the operating agreement");
      return members;
    },
  },
  {
    group: "documents",
    query: "whats the late fee in brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [figure((await clause(t, "Kowalczyk", "rent late fee", /late fee of \$([\d,]+\.\d{2})/)).replace(/,/g, ""))],
  },
  {
    group: "follow-up",
    query: "and how big a security deposit did she put down?",
    after: "whats the late fee in brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [figure((await clause(t, "Kowalczyk", "security deposit", /security deposit of \$([\d,]+\.\d{2})/)).replace(/,/g, ""))],
  },
  {
    group: "documents",
    query: "what's the deductible on the columbia gorge mutual policy for the carriage house",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Columbia Gorge Mutual", "deductible per occurrence", /\$([\d,]+) per occurrence/)],
  },
  {
    group: "documents",
    query: "Do the Quarry Bend HOA rules let us do short term rentals? What's the minimum lease term",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Quarry Bend Condominium Association", "leasing minimum term short-term rentals", /less than (\d+ months)/)],
  },
  {
    group: "documents",
    query: "which formation documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "will multnomah county property taxes go up next year", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "should we refinance the larkspur loan now or wait", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "what's the remaining principal balance on the onpoint mortgage", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "what is Brightwell Property Management's EIN", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "whats tobias wren's cell phone number", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "how much did helena take out in distributions last year", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "what are cap rates running in hood river right now", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "average rent for a 3 bedroom house in salem these days?", tool: "query_database", unanswerable: true, expect: nothing },
  { group: "unanswerable", query: "who's going to rent the thornapple house after brianna moves out", tool: "query_database", unanswerable: true, expect: nothing },
];
