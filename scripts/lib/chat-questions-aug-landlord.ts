// The aug-landlord set, written blind: its author never read the assistant's code, its tests, its docs
// or any other question set; only the fixture company (scripts/lib/landlord-company.ts), the REST API
// (service spec and src outside the assistant) and the runner. Asked of Basalt Creek Holdings LLC, the
// Oregon LLC of long-term tenants, a property manager and one Airbnb carriage house.
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read from the
// REST API when the set runs; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const LTR = ["revenue:long_term_rental"];
const STR = ["revenue:rental_income"];
const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));

/** A property's id and its free-form metadata (tenant, rent, units), from GET /properties/{id}. */
async function meta(t: Truth, fragment: string): Promise<{ id: string; extra: Record<string, unknown> }> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return { id: p.id, extra: full.extra_metadata };
}

/** The text of one document (found by a title fragment), as its searchable passages hold it. */
async function docText(t: Truth, titleFragment: string, query: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&document_id=${items[0]!.id}&top_k=50`);
  if (hits.items.length === 0) throw new Error(`no passages of "${titleFragment}" for "${query}"`);
  return [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((h) => h.text).join("\n");
}

/** The first capture of `pattern` in a document's text. */
async function fromDoc(t: Truth, titleFragment: string, query: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, titleFragment, query));
  if (!match?.[1]) throw new Error(`${pattern} not found in "${titleFragment}"`);
  return match[1];
}

const amountOf = (text: string) => figure(text.replace(/,/g, ""));

export const AUG_LANDLORD_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "what was our gross rental income last yr, long term leases + airbnb combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastYear(t)) }))],
  },
  {
    group: "income",
    query: "how much rent has brianna paid us ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...thisYear(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "income",
    query: "carriage house airbnb bookings last quarter, total $",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...lastQuarter(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "Rent collected from the Larkspur duplex last year, both units",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...year(lastYear(t)), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "follow-up",
    query: "how much of that did brightwell keep in fees",
    after: "Rent collected from the Larkspur duplex last year, both units",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(lastYear(t)), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "income",
    query: "did we get sycamore hollow rent last month? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...lastMonth(t.today), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "income",
    query: "pull up total revenue for march this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(thisYr(t), 3) }))],
  },
  {
    group: "income",
    query: "How much did Airbnb bring in for Basalt Creek last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...year(lastYear(t)) }))],
  },
  {
    group: "income",
    query: "late fees collected from tenants last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(lastYear(t)) }))],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "what did we pay Rosario Plumbing last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario Plumbing", ...year(lastYear(t)) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what did we pay Rosario Plumbing last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario Plumbing", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total property taxes paid last yr across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "what did insurance cost us on the carriage house last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(lastYear(t)), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "brightwell mgmt fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Can you total up utilities for 17 Mill Race Lane for last year (power, gas, water, internet, garbage)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(lastYear(t)), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "how much did we spend on repairs last year, all rentals",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "how much went out the door in september, total expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...month(thisYr(t), 9) }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "what was net income on sycamore hollow last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYear(t)), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "follow-up",
    query: "same thing for the condo",
    after: "what was net income on sycamore hollow last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYear(t)), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "net",
    query: "calculate the company's profit year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on the duplex for last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: (await t.property("Larkspur")).id }))],
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was mill race booked in july of last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(lastYear(t), 7)))],
  },
  {
    group: "follow-up",
    query: "and in august?",
    after: "how many nights was mill race booked in july of last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(lastYear(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "# of airbnb reservations this year so far",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the condo in Beaverton right now?",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Quarry Bend")).extra.tenant)],
  },
  {
    group: "follow-up",
    query: "when does their lease end",
    after: "Who's renting the condo in Beaverton right now?",
    tool: "query_database",
    expect: async (t) => {
      const { id, extra } = await meta(t, "Quarry Bend");
      const { items } = await obligations(t, `property_id=${id}&q=${encodeURIComponent(String(extra.tenant))}`);
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for the condo's tenant");
      return [end];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "tenants at the larkspur duplex - who's in which unit",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).extra.units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "whats marisol's monthly rent",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Sycamore")).extra.monthly_rent))],
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what did we pay for the thornapple house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the Salem house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the carriage house placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "whats the FF&E basis on it",
    after: "when was the carriage house placed in service",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis for quarry bend unit 12",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "need basalt creek's federal tax id # for a W-9",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent with the state",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "What's our Oregon SOS registry number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "any deadlines hitting in the next 30 days?",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "upcoming=30")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "is anything overdue right now",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:filing");
      if (!o) throw new Error("no open filing");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When does the insurance on the carriage house renew?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=property:insurance&property_id=${(await t.property("Mill Race")).id}`);
      if (!o) throw new Error("no open renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when is it due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no open payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "what about the annual report to the state?",
    after: "next estimated tax payment - when is it due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "per the operating agreement who are the members and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members percentage interest capital");
      const found = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds an? (\d+%) Percentage Interest/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (found.length === 0) throw new Error("no members found in the operating agreement");
      return found;
    },
  },
  {
    group: "documents",
    query: "how big was the security deposit on brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [amountOf(await fromDoc(t, "Kowalczyk", "security deposit", /security deposit of \$([\d,]+\.\d{2})/))],
  },
  {
    group: "follow-up",
    query: "does it allow pets? any pet deposit",
    after: "how big was the security deposit on brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [amountOf(await fromDoc(t, "Kowalczyk", "pets pet deposit dog", /pet deposit of \$([\d,]+\.\d{2})/))],
  },
  {
    group: "documents",
    query: "What late fee does the Sycamore Hollow lease charge?",
    tool: "search_document_content",
    expect: async (t) => [amountOf(await fromDoc(t, "Pennington", "late fee rent", /late fee of \$([\d,]+\.\d{2})/))],
  },
  {
    group: "documents",
    query: "quarry bend HOA special assessment - how much per unit?",
    tool: "search_document_content",
    expect: async (t) => [amountOf(await fromDoc(t, "Quarry Bend Condominium", "special assessment siding deck", /special assessment of \$([\d,]+\.\d{2})/))],
  },
  {
    group: "documents",
    query: "which formation documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is still owed on the guild mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Tobias Wren's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we turn the carriage house into a long-term rental instead?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will airbnb revenue look like next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What is Brightwell Property Management's EIN?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "avg nightly rate for other airbnbs in hood river", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what tax bracket is corwin in personally", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did the bend cabin make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many square feet is the sycamore hollow house", tool: "query_database", unanswerable: true, expect: async () => [] },
];
