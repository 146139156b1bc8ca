// The aug-harbor set: written blind, without reading the assistant's code, its tests, its docs or any
// other question set. Asked of the held-out company, Harbor Lane Properties LLC (North Carolina), built
// by scripts/lib/holdout-company.ts. Every expected figure, date and name is read at run time from the
// REST API (ledger sums, property records, obligations, company profile, document list and document
// search passages); periods are relative to today.
//
// Groups (60): income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);

/** The property record with its free-form fields (tenant, monthly rent). */
async function propertyMeta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata ?? {};
}

async function metaField(t: Truth, fragment: string, field: string): Promise<string> {
  const value = (await propertyMeta(t, fragment))[field];
  if (!value) throw new Error(`${fragment} has no ${field}`);
  return value;
}

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The first open obligation matching `query` due today or later. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const { items } = await obligations(t, query);
  const next = items.find((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
  if (!next) throw new Error(`no open obligation for ${query}`);
  return next;
}

/** The text of a document (found by its title), read from the document search endpoint's passages. */
async function documentText(t: Truth, titleFragment: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string; chunk_index: number }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  if (hits.items.length === 0) throw new Error(`no passages of "${titleFragment}" for "${words}"`);
  return hits.items.map((h) => h.text).join("\n");
}

/** A dollar amount a document states, as the answer would quote it ("$8,400", "$1,675", "$85"): cents only when not zero. */
async function documentAmount(t: Truth, titleFragment: string, words: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, titleFragment, words);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${pattern}" not found in "${titleFragment}"`);
  return `$${figure(match[1].replace(/,/g, "")).replace(/\.00$/, "")}`;
}

const money = async (value: Promise<string>) => [figure(await value)];

export const AUG_HARBOR_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "how much rent did keisha pay us last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Magnolia")).id, ...lastYear(t) })),
  },
  {
    group: "follow-up",
    query: "what about Owen?",
    after: "how much rent did keisha pay us last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Hickory")).id, ...lastYear(t) })),
  },
  {
    group: "income",
    query: "Pull up total revenue for Harbor Lane Properties for last yr",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "revenue", ...lastYear(t) })),
  },
  {
    group: "income",
    query: "long-term rent collected so far this year, both tenants combined",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) })),
  },
  {
    group: "income",
    query: "what did the osprey point cottage gross in july of last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "revenue", property: (await t.property("Osprey")).id, ...month(thisY(t) - 1, 7) })),
  },
  {
    group: "income",
    query: "Juniper Cabin short-term rental income for Q2 this year, not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Juniper")).id, ...quarter(thisY(t), 2) })),
  },
  {
    group: "income",
    query: "cleaning fees we've collected from guests at osprey ytd",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:cleaning_fees"], property: (await t.property("Osprey")).id, ...thisYear(t) })),
  },
  {
    group: "income",
    query: "how much money came in last month across all the properties",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "revenue", ...lastMonth(t.today) })),
  },
  {
    group: "income",
    query: "calculate our airbnb revenue this year for both listings, cleaning fees included",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...thisYear(t) })),
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: "what did we pay blue ridge plumbing last year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", q: "BLUE RIDGE PLUMBING", ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "total DUKE ENERGY PROGRESS bills for last yr",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "insurance premiums paid last year, all properties",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:insurance"], ...lastYear(t) })),
  },
  {
    group: "follow-up",
    query: "how much of that was the flood policy",
    after: "insurance premiums paid last year, all properties",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:insurance"], q: "FLOOD", ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "How much have we paid Triangle in property mgmt fees ytd",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:property_management"], ...thisYear(t) })),
  },
  {
    group: "expenses",
    query: "cleaning costs for the cottage last quarter",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:maintenance:cleaning"], property: (await t.property("Osprey")).id, ...lastQuarter(t.today) })),
  },
  {
    group: "follow-up",
    query: "same for the cabin",
    after: "cleaning costs for the cottage last quarter",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:maintenance:cleaning"], property: (await t.property("Juniper")).id, ...lastQuarter(t.today) })),
  },
  {
    group: "expenses",
    query: "what were total expenses on magnolia st last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", property: (await t.property("Magnolia")).id, ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "utilities for the asheville cabin last mo - power, water, internet",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:utilities"], property: (await t.property("Juniper")).id, ...lastMonth(t.today) })),
  },

  // ---- net (3) ----
  {
    group: "net",
    query: "what was the cabin's net profit last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: (await t.property("Juniper")).id, ...lastYear(t) })),
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: "what was the cabin's net profit last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: (await t.property("Osprey")).id, ...lastYear(t) })),
  },
  {
    group: "net",
    query: "net income for the whole company year to date",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", ...thisYear(t) })),
  },
  {
    group: "net",
    query: "cash flow on the durham unit this year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: (await t.property("Magnolia")).id, ...thisYear(t) })),
  },

  // ---- bookings-or-tenants (6) ----
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin in august last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(thisY(t) - 1, 8)),
  },
  {
    group: "follow-up",
    query: "how many nights did that add up to",
    after: "who stayed at the cabin in august last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisY(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Osprey Point booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the raleigh house",
    tool: "query_database",
    expect: async (t) => [await metaField(t, "Hickory", "tenant")],
  },
  {
    group: "follow-up",
    query: "what does he pay a month",
    after: "who's renting the raleigh house",
    tool: "query_database",
    expect: async (t) => [figure(await metaField(t, "Hickory", "monthly_rent"))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of separate airbnb stays at the wilmington cottage last year",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      const { start, end } = lastYear(t);
      const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${start}&end_date=${end}&property_id=${p.id}`);
      const row = report.properties.find((r) => r.property_id === p.id);
      if (!row || row.stays === 0) throw new Error("no stays at Osprey last year");
      return [String(row.stays)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list our long term tenants and which place each one rents",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string }[] }>("/api/v1/properties?page_size=100");
      const tenants: string[] = [];
      for (const item of items) {
        const full = await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${item.id}`);
        if (full.extra_metadata?.tenant) tenants.push(full.extra_metadata.tenant);
      }
      if (tenants.length === 0) throw new Error("no tenants on record");
      return tenants;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "whats keisha paying per month for unit 2",
    tool: "query_database",
    expect: async (t) => [figure(await metaField(t, "Magnolia", "monthly_rent"))],
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what did we pay for the osprey point house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: "what did we pay for the osprey point house",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Osprey")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis on the Juniper Lane cabin?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was 1502 Hickory placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("Hickory has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "my CPA is asking for the depreciable basis of the Durham condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "whats harbor lane's EIN",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "what date was the LLC organized?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "need our NC secretary of state filing number",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no filing number");
      return [c.state_filing_number];
    },
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "what's due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "deadline for the partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:filing")).due_date)],
  },
  {
    group: "deadlines",
    query: "When does the Wilmington short term rental permit need to be renewed",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=compliance:license_renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "next flood insurance renewal date for the cottage",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=property:insurance&property_id=${(await t.property("Osprey")).id}`)).due_date)],
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each hold",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members percentage interests");
      const article = /members of the Company and their Percentage Interests are:([^.]*)\./.exec(text)?.[1];
      if (!article) throw new Error("members clause not found");
      const names = [...article.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no member names in the clause");
      return names;
    },
  },
  {
    group: "documents",
    query: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [await documentAmount(t, "Magnolia", "late fee rent", /late fee of \$([\d,]+(?:\.\d{2})?)/i)],
  },
  {
    group: "documents",
    query: "named storm deductible on the osprey point policy?",
    tool: "search_document_content",
    expect: async (t) => [await documentAmount(t, "Osprey Point Cottage insurance", "named storm hurricane deductible", /Named storm[^$]*\$([\d,]+(?:\.\d{2})?)/i)],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "named storm deductible on the osprey point policy?",
    tool: "search_document_content",
    expect: async (t) => [await documentAmount(t, "Osprey Point Cottage insurance", "premises liability coverage", /liability: \$([\d,]+(?:\.\d{2})?)/i)],
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the hickory drive property",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Hickory")).id}`),
  },
  {
    group: "documents",
    query: "show me the company's formation documents",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rental income will we make next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did Blue Heron Rentals LLC earn last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the raleigh house or keep renting it out?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's keisha's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is still owed on the osprey point mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "sq footage of the magnolia unit?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does owen's lease end", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current balance in the truist operating account", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the going nightly rate for airbnbs in asheville right now", tool: "query_database", unanswerable: true, expect: async () => [] },
];
