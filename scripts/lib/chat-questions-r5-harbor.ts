// Round-5 held-out set for the assistant, WRITTEN BLIND: its author read only the fixture company
// (scripts/lib/holdout-company.ts and the data helpers it imports), the REST API spec, the runner and
// the types and helpers of chat-questions.ts (lines 1-97) -- never the assistant's code, its tests,
// its docs or any other question set. Asked of Harbor Lane Properties LLC, the North Carolina
// held-out company (--set r5-harbor). Every expected figure, date and name is read at run time from
// the REST API (ledger sums, property records, obligations, company profile, document passages).
//
// Groups (60 cases): income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4,
// deadlines 5, documents 5, follow-up 8, unanswerable 10.
import type { Case, Truth } from "./chat-questions";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

/** Last calendar year. */
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const thisYearNumber = (t: Truth) => Number(t.today.slice(0, 4));
const lastYearNumber = (t: Truth) => thisYearNumber(t) - 1;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's record with its custom fields (tenant, monthly rent, listing). */
async function propertyMeta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await pid(t, fragment)}`);
  return p.extra_metadata;
}

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The text of a document (found by a piece of its title), from its passages in the search index. */
async function documentText(t: Truth, titleFragment: string, about: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  const doc = items[0];
  if (!doc) throw new Error(`no document titled like "${titleFragment}"`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(about)}&document_id=${doc.id}&top_k=50&mode=vector`);
  if (hits.items.length === 0) throw new Error(`no passages of "${doc.title}"`);
  return [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((h) => h.text).join("\n");
}

/** The first capture of `pattern` in a document, or an error. */
async function fromDocument(t: Truth, titleFragment: string, about: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, titleFragment, about);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${titleFragment}": ${pattern} not found`);
  return match[1];
}

/** A dollar amount as a document writes it, without ".00" so "$85" and "$85.00" both hold it. */
const docDollars = (raw: string) => raw.replace(/\.00$/, "");

/** The first expense at a property in a period whose description holds `q`, as the bank wrote its name. */
async function vendorOf(t: Truth, fragment: string, period: { start: string; end: string }, q: string): Promise<string> {
  const { items } = await t.get<{ items: { description: string }[] }>(
    `/api/v1/transactions?property_id=${await pid(t, fragment)}&start_date=${period.start}&end_date=${period.end}&transaction_type=EXPENSE&q=${encodeURIComponent(q)}&page_size=10`,
  );
  const description = items[0]?.description;
  if (!description) throw new Error(`no expense like "${q}" at ${fragment}`);
  return description.split(/\s+/).slice(0, 3).join(" ");
}

const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what}: nothing in the records`);
  return figure(amount);
};

export const R5_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "magnolia"), ...lastYear(t) }), "Keisha's rent")],
  },
  {
    group: "income",
    query: "osprey point booking income ytd, not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "osprey"), ...thisYear(t) }), "Osprey bookings")],
  },
  {
    group: "income",
    query: "What did the cabin gross last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: await pid(t, "juniper"), ...lastYear(t) }), "cabin revenue")],
  },
  {
    group: "income",
    query: "how much money came in last month across all four properties",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...lastMonth(t.today) }), "revenue last month")],
  },
  {
    group: "income",
    query: "long term rent collected in Q2 of last year (both leases)",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(lastYearNumber(t), 2) }), "long-term rent Q2")],
  },
  {
    group: "income",
    query: "pull up Owen's rent received so far this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "hickory"), ...thisYear(t) }), "Owen's rent")],
  },
  {
    group: "follow-up",
    query: "what about last year?",
    after: "pull up Owen's rent received so far this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "hickory"), ...lastYear(t) }), "Owen's rent last year")],
  },
  {
    group: "income",
    query: "calculate the cleaning fees guests paid us last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t) }), "cleaning fees charged")],
  },
  {
    group: "income",
    query: "gross airbnb earnings for august of last year, both listings combined",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...month(lastYearNumber(t), 8) }), "Airbnb August")],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay mountain fresh cleaning last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...lastYear(t) }), "Mountain Fresh")],
  },
  {
    group: "follow-up",
    query: "ok and the duke energy bills at the cabin that year?",
    after: "what did we pay mountain fresh cleaning last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "DUKE ENERGY", property: await pid(t, "juniper"), ...lastYear(t) }), "Duke Energy at the cabin")],
  },
  {
    group: "expenses",
    query: "how much have we spent on utilities at the raleigh house so far this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "hickory"), ...thisYear(t) }), "Raleigh utilities")],
  },
  {
    group: "expenses",
    query: "total property tax we paid last year, all counties",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }), "property tax")],
  },
  {
    group: "expenses",
    query: "insurance cost for osprey point this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], property: await pid(t, "osprey"), ...thisYear(t) }), "Osprey insurance")],
  },
  {
    group: "expenses",
    query: "what did we spend on repairs at juniper lane last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, "juniper"), ...lastYear(t) }), "Juniper repairs")],
  },
  {
    group: "follow-up",
    query: "who did the plumbing job?",
    after: "what did we spend on repairs at juniper lane last yr",
    tool: "query_database",
    expect: async (t) => [await vendorOf(t, "juniper", lastYear(t), "plumb")],
  },
  {
    group: "expenses",
    query: "total spend last mo, everything incl. the company account",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastMonth(t.today) }), "expenses last month")],
  },
  {
    group: "expenses",
    query: "how much HOA did we pay at osprey jan thru june this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "osprey"), start: `${thisYearNumber(t)}-01-01`, end: `${thisYearNumber(t)}-06-30` }), "Osprey HOA")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income for osprey point last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "osprey"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "What was Harbor Lane's profit for the last quarter, whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))],
  },
  {
    group: "net",
    query: "cash flow on the magnolia st unit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "magnolia"), ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was osprey point booked in july last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "osprey", month(lastYearNumber(t), 7)))],
  },
  {
    group: "follow-up",
    query: "and in august?",
    after: "how many nights was osprey point booked in july last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "osprey", month(lastYearNumber(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Total nights booked at the Juniper cabin for all of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "juniper", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at the raleigh house and what's the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const meta = await propertyMeta(t, "hickory");
      if (typeof meta.tenant !== "string" || typeof meta.monthly_rent !== "string") throw new Error("no tenant recorded at Hickory");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations at osprey point this year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "osprey"), ...thisYear(t) });
      if (n === 0) throw new Error("no Osprey reservations this year");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which of our places are long-term rentals and who lives in them",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { extra_metadata: Record<string, unknown> }[] }>("/api/v1/properties?page_size=100");
      const tenants = items.map((p) => p.extra_metadata.tenant).filter((name): name is string => typeof name === "string");
      if (tenants.length === 0) throw new Error("no tenants recorded");
      return tenants;
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for osprey point",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and how much of that was furniture?",
    after: "what did we pay for osprey point",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("osprey")).ffe_basis)],
  },
  {
    group: "basis",
    query: "land basis for the durham unit",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("magnolia")).land_basis)],
  },
  {
    group: "basis",
    query: "when was hickory dr placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const date = (await t.property("hickory")).placed_in_service;
      if (!date) throw new Error("Hickory has no placed-in-service date");
      return [longDate(date)];
    },
  },
  {
    group: "basis",
    query: "Depreciable basis of 48 Juniper Lane, furnishings included",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("juniper")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need harbor lane's EIN for a W-9",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
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
    query: "what's the state filing number for Harbor Lane Properties with the NC secretary of state",
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
    query: "what's coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is our NC annual report due next",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "how much is the fee for it",
    after: "when is our NC annual report due next",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      const fee = next && /\$(\d[\d,]*)/.exec(next.description)?.[1];
      if (!fee) throw new Error("no fee on the annual report");
      return [fee];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when is it and for which quarter",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      const q = next && /\b(Q[1-4])\b/.exec(next.description)?.[1];
      if (!next || !q) throw new Error("no open estimated payment");
      return [longDate(next.due_date), q];
    },
  },
  {
    group: "deadlines",
    query: "When does the Wilmington short-term rental permit have to be renewed",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("rental permit")}&start_date=${t.today}`);
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "is there anything due for the asheville cabin coming up",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `property_id=${await pid(t, "juniper")}&start_date=${t.today}`);
      if (!next) throw new Error("nothing open for the cabin");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "per the operating agreement, who are the members and what % does each one hold",
    tool: "search_document_content",
    expect: async (t) => {
      const list = await fromDocument(t, "Operating Agreement", "members and percentage interests", /Percentage Interests are:\s*([^.]+)\./);
      const names = list.split(";").map((part) => part.split(",")[0]!.trim()).filter(Boolean);
      if (names.length === 0) throw new Error("no members in the operating agreement");
      return names;
    },
  },
  {
    group: "documents",
    query: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [docDollars(await fromDocument(t, "Lease", "late fee rent", /late fee of \$([\d,]+(?:\.\d\d)?)/i))],
  },
  {
    group: "follow-up",
    query: "and the security deposit?",
    after: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [docDollars(await fromDocument(t, "Lease", "security deposit", /security deposit of \$([\d,]+(?:\.\d\d)?)/i))],
  },
  {
    group: "documents",
    query: "hurricane deductible on the osprey point policy?",
    tool: "search_document_content",
    expect: async (t) => [docDollars(await fromDocument(t, "insurance policy", "named storm hurricane deductible", /hurricane\) deductible:[^$]*\$([\d,]+(?:\.\d\d)?)/i))],
  },
  {
    group: "documents",
    query: "how big a cash reserve does our OA say we keep before distributions go out",
    tool: "search_document_content",
    expect: async (t) => [docDollars(await fromDocument(t, "Operating Agreement", "distributions reserve", /reserve of \$([\d,]+(?:\.\d\d)?)/i))],
  },
  {
    group: "documents",
    query: "what papers do we have on file? list them",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "whats the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent came in from our charlotte rental last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "project osprey point's airbnb revenue for next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the raleigh house or just sell it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "do you have the EIN for Blue Ridge Plumbing? need it for their 1099", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Harbor Lane total revenue in 2019?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal balance on the truist mortgage for juniper lane", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "sq footage of the magnolia st unit", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did the previous owner pay for 1502 hickory when they bought it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "any guests booked at the cabin over christmas this year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
