// The oct-landlord set, written blind: its author never read the assistant's code, its tests, its
// docs or any other question set; only the fixture company (scripts/lib/landlord-company.ts), the
// service spec, the runner and the REST API's own source. Asked of Basalt Creek Holdings LLC, the
// Oregon LLC of long-term tenants (Thornapple house, Larkspur duplex, Quarry Bend condo, Sycamore
// Hollow house) managed mostly by Brightwell, and the Mill Race carriage house let on Airbnb.
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read at run
// time from the REST API; periods are relative to t.today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year, the first whole year of the books. */
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const lastYearNumber = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's free-form fields (tenant, rent, units), from GET /properties/{id}. */
async function metadataOf(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> | null }>(`/api/v1/properties/${p.id}`);
  if (!full.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return full.extra_metadata;
}

interface CompanyProfile {
  legal_name: string;
  entity_type: string | null;
  state_of_formation: string | null;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
  mailing_address: string | null;
}
const profile = (t: Truth) => t.get<CompanyProfile>("/api/v1/company");

/** A phrase of one document's text, found through the document search route within that document. */
async function fromDocument(t: Truth, titleFragment: string, words: string, pattern: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string; heading: string | null }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50`);
  const text = hits.items.map((h) => `${h.heading ?? ""}\n${h.text}`).join("\n");
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${pattern.source}" not found in "${titleFragment}"`);
  return match[1];
}

/** The due date of the next open obligation of a query, on or after today. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation for ${query}`);
  return longDate(open[0].due_date);
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
const none = async () => [];

export const OCT_LANDLORD_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "how much rent did we collect on the larkspur duplex last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await idOf(t, "Larkspur"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about so far this year",
    after: "how much rent did we collect on the larkspur duplex last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await idOf(t, "Larkspur"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "carriage house airbnb income ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await idOf(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Total revenue for Basalt Creek last year, all properties, everything incl late fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "pull up rent received from our long-term tenants last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "rental income Q3 last yr for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(lastYearNumber(t), 3) }))],
  },
  {
    group: "income",
    query: "$ of bookings at the hood river carriage house in july of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await idOf(t, "Mill Race"), ...month(lastYearNumber(t), 7) }))],
  },
  {
    group: "income",
    query: "what did we gross on airbnb last yr before the host fees came out",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "any late fees collected last year? how much total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and ytd?",
    after: "what did we pay rosario plumbing last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate total repair costs so far this year across all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much property tax did we pay last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities for the carriage house last year - electric, gas, water, internet, trash combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await idOf(t, "Mill Race"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did Brightwell charge us in fees last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest paid last month, all loans",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "quarry bend HOA dues for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await idOf(t, "Quarry Bend"), ...lastQuarter(t.today) }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "what's our net income ytd for the whole llc",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const pnl = await t.get<{ net: string; capital_spending: string }>(`/api/v1/reports/profit-and-loss?start_date=${start}&end_date=${end}`);
      return [figure(pnl.net)];
    },
  },
  {
    group: "net",
    query: "did the carriage house make money last year? net after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, "Mill Race"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the sycamore house?",
    after: "did the carriage house make money last year? net after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, "Sycamore"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on sycamore hollow last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await idOf(t, "Sycamore"), ...lastQuarter(t.today) }))],
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
    query: "how many nights was mill race booked last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb stays in Q3 of last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...quarter(lastYearNumber(t), 3) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at thornapple",
    tool: "query_database",
    expect: async (t) => [String((await metadataOf(t, "Thornapple")).tenant)],
  },
  {
    group: "follow-up",
    query: "what's her monthly rent",
    after: "who's the tenant at thornapple",
    tool: "query_database",
    expect: async (t) => [figure(String((await metadataOf(t, "Thornapple")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "who rents the two units at the duplex and what does each pay",
    tool: "query_database",
    expect: async (t) => {
      const units = (await metadataOf(t, "Larkspur")).units as { tenant: string; monthly_rent: string }[] | undefined;
      if (!units?.length) throw new Error("no units on the duplex");
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who rented sycamore hollow before marisol",
    tool: "query_database",
    expect: async (t) => {
      const sycamore = await idOf(t, "Sycamore");
      const { start } = lastYear(t);
      const { items } = await t.get<{ items: { description: string; transaction_date: string }[] }>(
        `/api/v1/transactions?category=revenue:long_term_rental&property_id=${sycamore}&start_date=${start}&end_date=${t.today}&page_size=200`,
      );
      const payers = [...items]
        .sort((a, b) => a.transaction_date.localeCompare(b.transaction_date))
        .map((tx) => /FROM (.+?) RENT/i.exec(tx.description)?.[1])
        .filter((name): name is string => Boolean(name) && !/pennington/i.test(name!));
      if (!payers[0]) throw new Error("no earlier tenant at Sycamore");
      return [titleCase(payers[0])];
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what did we pay for the Quarry Bend condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis on 2210 sycamore hollow",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the larkspur duplex",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      if (!p.placed_in_service) throw new Error("Larkspur has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis of the hood river carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "how much of that is furniture",
    after: "depreciable basis of the hood river carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "whats the EIN for basalt creek holdings",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await profile(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await profile(t);
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "follow-up",
    query: "what address do we have for them",
    after: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const address = (await profile(t)).registered_agent?.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await profile(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "what kind of entity are we for tax purposes",
    tool: "query_database",
    expect: async (t) => {
      const taxedAs = /taxed as an? ([\w-]+(?: [\w-]+)?)/i.exec((await profile(t)).entity_type ?? "")?.[1];
      if (!taxedAs) throw new Error("entity type does not say how it is taxed");
      return [taxedAs.replace(/^(an?|the) /i, "")];
    },
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "what's due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is our next oregon annual report due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:filing")],
  },
  {
    group: "follow-up",
    query: "ok and the next estimated tax payment?",
    after: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "when do we need to renew the hood river str permit",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${await idOf(t, "Mill Race")}`)],
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "what's the late fee in brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [figure(await fromDocument(t, "Kowalczyk", "late fee rent", /late fee of \$([\d,]+(?:\.\d{2})?)/i).then((s) => s.replace(/,/g, "")))],
  },
  {
    group: "documents",
    query: "per the operating agreement what % does corwin own",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "Corwin Adeyemi percentage interest", /Corwin Adeyemi holds an? (\d+(?:\.\d+)?%)/i)],
  },
  {
    group: "follow-up",
    query: "and who's the managing member",
    after: "per the operating agreement what % does corwin own",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "Managing Member management", /([A-Z][a-z]+ [A-Z][a-z]+) is the Managing Member/)],
  },
  {
    group: "documents",
    query: "does the quarry bend HOA have a minimum lease term",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Quarry Bend Condominium", "leasing minimum term months", /less than (\d+ months)/i)],
  },
  {
    group: "documents",
    query: "what's the deductible on the mill race insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Columbia Gorge Mutual", "deductible per occurrence", /\$([\d,]+) per occurrence/i)],
  },
  {
    group: "documents",
    query: "which formation docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we refinance the sycamore loan", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what will the property tax bill on the duplex be next year", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "remaining mortgage balance on larkspur?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much did Cascade Ridge Properties LLC earn last year", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's tobias wren's credit score", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how many bookings will the carriage house get next summer", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what tax bracket is helena in personally", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what are comparable 3br homes in salem renting for these days", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "wifi password at the carriage house?", tool: "query_database", unanswerable: true, expect: none },
];
