// Set r7-landlord: written blind (the author never read the assistant's code, its tests, its docs or any
// other question set), asked of Basalt Creek Holdings LLC, the Oregon landlord fixture company
// (scripts/lib/landlord-company.ts). 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6,
// basis 4, company 4, deadlines 5, documents 5, follow-up 8, unanswerable 10. Every expected figure, date
// and name is read at run time from the REST API (ledger sums, properties, obligations, company profile,
// document search); periods are relative to today.
import { figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;

/** The properties by the address words an owner calls them by. */
const PLACES = ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"] as const;

const STATES: Record<string, string> = { OR: "Oregon" };

async function company(t: Truth) {
  return t.get<{ ein: string | null; formation_date: string | null; state_of_formation: string | null; registered_agent: { name: string; address: string | null } | null }>("/api/v1/company");
}

async function metadata(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  return (await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`)).extra_metadata;
}

/** The passages of one document (found by a piece of its title) that a search returns, joined. */
async function docText(t: Truth, title: string, search: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(search)}&document_id=${items[0]!.id}&top_k=50`);
  if (hits.items.length === 0) throw new Error(`no passages of "${title}" for "${search}"`);
  return hits.items.map((h) => h.text).join("\n");
}

function match(text: string, pattern: RegExp, what: string): RegExpExecArray {
  const m = pattern.exec(text);
  if (!m) throw new Error(`not found in the document: ${what}`);
  return m;
}

/** The place with the largest sum of `categories` last year, and that sum. */
async function largest(t: Truth, categories: string[]): Promise<[string, string]> {
  const sums = await Promise.all(PLACES.map(async (place) => [place, await t.sum({ categories, ...year(lastYear(t)), property: (await t.property(place)).id })] as const));
  const [place, total] = sums.reduce((best, next) => (Number(next[1]) > Number(best[1]) ? next : best));
  return [place, figure(total)];
}

async function memberLines(t: Truth): Promise<RegExpExecArray[]> {
  const text = await docText(t, "Operating Agreement", "members percentage interest capital contribution");
  const found = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+)% Percentage Interest and contributed \$([\d,]+)/g)];
  if (found.length === 0) throw new Error("no members found in the operating agreement");
  return found;
}

const BRIANNA = "how much rent did brianna pay us last yr";
const ROSARIO = "what did we pay ROSARIO PLUMBING last year";
const INSURANCE = "insurance premiums total last yr, all properties";
const CARRIAGE_NET = "net income for the carriage house last yr";
const STAYED = "who stayed at the carriage house last month";
const IN_SERVICE = "when was the carriage house placed in service";
const OWNERS = "who owns basalt creek and what % does each member have";
const RETURN_DUE = "when's the 1065 due";

export const R7_LANDLORD_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: BRIANNA,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastYear(t)), q: "Brianna" }))],
  },
  {
    group: "follow-up",
    query: "what about ingrid?",
    after: BRIANNA,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastYear(t)), q: "Ingrid" }))],
  },
  {
    group: "income",
    query: "pull up gross airbnb bookings for the carriage house in Q3 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(lastYear(t), 3), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "total rent collected across all our properties in march last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(lastYear(t), 3) }))],
  },
  {
    group: "income",
    query: "what has the larkspur duplex brought in in rent ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "income",
    query: "airbnb booking revenue last mo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "rental income from the salem house last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastYear(t)), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "income",
    query: "Which of our rentals had the highest rental income last year, and how much was it?",
    tool: "query_database",
    expect: async (t) => largest(t, RENTS),
  },
  {
    group: "income",
    query: "Basalt Creek total revenue for last year - everything, not just rent",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(lastYear(t)) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: ROSARIO,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(lastYear(t)), q: "Rosario" }))],
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: ROSARIO,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Rosario" }))],
  },
  {
    group: "expenses",
    query: "how much have we paid brightwell in mgmt fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: INSURANCE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(lastYear(t)) }))],
  },
  {
    group: "follow-up",
    query: "which property's was the biggest?",
    after: INSURANCE,
    tool: "query_database",
    expect: async (t) => largest(t, ["expense:insurance"]),
  },
  {
    group: "expenses",
    query: "total expenses at the carriage house last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "what did property taxes run us on thornapple last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYear(t)), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "expenses",
    query: "utilities for the hood river place last year - electric, gas, water, internet, trash, all of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(lastYear(t)), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "calculate total repair costs for the whole portfolio last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(lastYear(t)) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: CARRIAGE_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYear(t)), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    after: CARRIAGE_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYear(t)), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "net",
    query: "what's basalt creek's overall profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the quarry bend condo cash flow last year? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYear(t)), property: (await t.property("Quarry Bend")).id }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: STAYED,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was that altogether",
    after: STAYED,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was mill race booked in july last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(lastYear(t), 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the thornapple house right now",
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await metadata(t, "Thornapple")).tenant;
      if (typeof tenant !== "string") throw new Error("no tenant recorded for Thornapple");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who is in unit B at the duplex and what's their rent",
    tool: "query_database",
    expect: async (t) => {
      const units = (await metadata(t, "Larkspur")).units as { unit: string; tenant: string; monthly_rent: string }[] | undefined;
      const b = units?.find((u) => u.unit === "B");
      if (!b) throw new Error("no unit B recorded at Larkspur");
      return [b.tenant, figure(b.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did we have in total last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(lastYear(t)) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "when does tobias's lease end",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Tobias");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end recorded for Tobias");
      return [end];
    },
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what did we pay for the quarry bend condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on larkspur?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: IN_SERVICE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("Mill Race has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "and its furniture basis?",
    after: IN_SERVICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis for 2210 sycamore hollow",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },

  // ---- company (4)
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
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      if (!registered_agent) throw new Error("no registered agent");
      return [registered_agent.name];
    },
  },
  {
    group: "company",
    query: "when and where was the llc formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date, state_of_formation } = await company(t);
      if (!formation_date || !state_of_formation) throw new Error("no formation date or state");
      return [longDate(formation_date), STATES[state_of_formation] ?? state_of_formation];
    },
  },
  {
    group: "company",
    query: OWNERS,
    tool: "search_document_content",
    expect: async (t) => (await memberLines(t)).flatMap((m) => [m[1]!, `${m[2]}%`]),
  },
  {
    group: "follow-up",
    query: "how much did each of them put in originally",
    after: OWNERS,
    tool: "search_document_content",
    expect: async (t) => (await memberLines(t)).map((m) => m[3]!),
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return items.length ? [...new Set(items.map((o) => longDate(o.due_date)))] : ["nothing"];
    },
  },
  {
    group: "deadlines",
    query: "when is the next oregon annual report due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "is anything overdue right now",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      return items.length ? [...new Set(items.map((o) => longDate(o.due_date)))] : ["nothing"];
    },
  },
  {
    group: "deadlines",
    query: RETURN_DUE,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:filing");
      if (!next) throw new Error("no open partnership return");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the next estimated tax payment?",
    after: RETURN_DUE,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the hood river str permit need to be renewed next",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:license_renewal&q=${encodeURIComponent("short-term rental permit")}`);
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "how much of a security deposit did brianna put down per her lease",
    tool: "search_document_content",
    expect: async (t) => [match(await docText(t, "Kowalczyk", "security deposit"), /security deposit of \$([\d,]+(?:\.\d{2})?)/i, "security deposit")[1]!],
  },
  {
    group: "documents",
    query: "what's the deductible on the mill race insurance policy",
    tool: "search_document_content",
    expect: async (t) => [match(await docText(t, "Columbia Gorge Mutual", "deductible per occurrence"), /\$([\d,]+(?:\.\d{2})?) per occurrence, all perils/i, "deductible")[1]!],
  },
  {
    group: "documents",
    query: "per the HOA rules at quarry bend whats the minimum lease term",
    tool: "search_document_content",
    expect: async (t) => [`${match(await docText(t, "Quarry Bend Condominium Association Rules", "leasing minimum term"), /term of less than (\d+) months/i, "minimum lease term")[1]} months`],
  },
  {
    group: "documents",
    query: "which documents do we have on file for the thornapple house",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "list our formation documents",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the property tax bill on larkspur be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the quarry bend condo or hang on to it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the remaining balance on the GUILD MORTGAGE loan", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's market rent for a 2 bedroom in hood river these days", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Cascade Ridge Properties LLC make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many bookings will the carriage house get next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what tax bracket is corwin in personally", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was tobias wren's credit score when he applied", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "interest rate on the onpoint loan for thornapple?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
