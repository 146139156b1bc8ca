// Round 10 evaluation set for the held-out company, Harbor Lane Properties LLC (North Carolina), written
// blind: its author read only the fixture company (scripts/lib/holdout-company.ts, demo-data.ts), the
// REST API (spec, src outside the assistant) and the types and helpers of chat-questions.ts, never the
// assistant's code, tests, docs or any other question set, and never asked the assistant.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all). Every expected figure, date and name is read
// at run time from the REST API; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYearNumber = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYearNumber(t) - 1);

/** A property with its free-form metadata (tenant, rent). */
async function propertyMeta(t: Truth, fragment: string): Promise<{ id: string; address: string; acquisition_date: string; extra_metadata: Record<string, string> }> {
  const p = await t.property(fragment);
  return t.get(`/api/v1/properties/${p.id}`);
}

interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  capital_spending: string;
  net_after_capital_spending: string;
}

/** The profit-and-loss report of a period, for one property or (null) the whole company. */
async function pnl(t: Truth, fragment: string | null, period: { start: string; end: string }): Promise<Pnl> {
  const property = fragment ? `&property_id=${(await t.property(fragment)).id}` : "";
  return t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}&group_by=category${property}`);
}

/** The passages of one document (found by a fragment of its title) that a search returns, joined. */
async function documentText(t: Truth, titleFragment: string, query: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(titleFragment)}&page_size=10`);
  const doc = items[0];
  if (!doc) throw new Error(`no document titled like ${titleFragment}`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&document_id=${doc.id}&top_k=50`);
  return hits.items.map((h) => h.text).join("\n");
}

/** The first group of a pattern in a document's text. */
async function fromDocument(t: Truth, titleFragment: string, query: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await documentText(t, titleFragment, query));
  if (!match?.[1]) throw new Error(`${pattern} not found in ${titleFragment}`);
  return match[1];
}

/** Open obligations of a type, soonest first. */
async function openOf(t: Truth, type: string) {
  return (await obligations(t, `obligation_type=${type}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
}

const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`nothing recorded for ${what}`);
  return figure(amount);
};

const PLUMBER = "what did we pay the plumber last year";
const KEISHA = "how much rent did keisha pay us last yr";
const OSPREY_NET = "net income for the osprey cottage last year?";
const CABIN_GUESTS = "who stayed at the cabin last month";
const OSPREY_PRICE = "pull up the purchase price on osprey point";
const LATE_FEE = "whats the late fee in keisha's lease";
const NEXT_ESTIMATE = "when's our next estimated tax payment due";
const OSPREY_UTILITIES = "utilities for the wilmington place last year";

export const R10_HARBOR_CASES: Case[] = [
  // income
  {
    group: "income",
    query: KEISHA,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Magnolia")).id, ...lastYear(t) }), "Magnolia rent")],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: KEISHA,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Magnolia")).id, ...thisYear(t) }), "Magnolia rent ytd")],
  },
  {
    group: "income",
    query: "cabin airbnb booking revenue ytd, not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Juniper")).id, ...thisYear(t) }), "cabin bookings")],
  },
  {
    group: "income",
    query: "Break out gross rental income by property for last year",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Magnolia", "Juniper", "Hickory", "Osprey"]) {
        out.push(nonZero(await t.sum({ categories: [...RENTS, "revenue:cleaning_fees"], property: (await t.property(fragment)).id, ...lastYear(t) }), fragment));
      }
      return out;
    },
  },
  {
    group: "income",
    query: "what did osprey point bring in during Q3 last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: (await t.property("Osprey")).id, ...quarter(thisYearNumber(t) - 1, 3) }), "Osprey Q3")],
  },
  {
    group: "income",
    query: "How much total income did Harbor Lane take in last month",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...lastMonth(t.today) }), "last month income")],
  },
  {
    group: "income",
    query: "what did we gross on airbnb last yr, cleaning fees included, both STRs combined",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...lastYear(t) }), "airbnb gross")],
  },
  {
    group: "income",
    query: "rent received on hickory drive in march",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Hickory")).id, ...month(thisYearNumber(t), 3) }), "Hickory March rent")],
  },
  {
    group: "income",
    query: "did any late fees come in this year? how much",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }), "late fees")],
  },

  // expenses
  {
    group: "expenses",
    query: PLUMBER,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "PLUMBING", ...lastYear(t) }), "plumber")],
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: PLUMBER,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=PLUMBING&transaction_type=EXPENSE&start_date=${lastYear(t).start}&end_date=${lastYear(t).end}`);
      const id = items[0]?.property_id;
      if (!id) throw new Error("no plumber's property");
      const p = await t.get<{ address: string }>(`/api/v1/properties/${id}`);
      return [p.address.split(",")[0]!.split(" ")[1]!];
    },
  },
  {
    group: "expenses",
    query: "how much have we paid MOUNTAIN FRESH CLEANING ytd",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...thisYear(t) }), "Mountain Fresh")],
  },
  {
    group: "expenses",
    query: "total property taxes we paid last year across all four houses",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }), "property tax")],
  },
  {
    group: "expenses",
    query: OSPREY_UTILITIES,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Osprey")).id, ...lastYear(t) }), "Osprey utilities")],
  },
  {
    group: "follow-up",
    query: "how much of that was electric",
    after: OSPREY_UTILITIES,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property("Osprey")).id, ...lastYear(t) }), "Osprey electricity")],
  },
  {
    group: "expenses",
    query: "add up the DUKE ENERGY PROGRESS bills for last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t) }), "Duke Energy")],
  },
  {
    group: "expenses",
    query: "HOA dues paid for osprey point in last year's books?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Osprey")).id, ...lastYear(t) }), "HOA")],
  },
  {
    group: "expenses",
    query: "calculate total expenses on the magnolia st unit for last quarter",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", property: (await t.property("Magnolia")).id, ...lastQuarter(t.today) }), "Magnolia last quarter")],
  },

  // net
  {
    group: "net",
    query: OSPREY_NET,
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, "Osprey", lastYear(t))).net)],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: OSPREY_NET,
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, "Juniper", lastYear(t))).net)],
  },
  {
    group: "net",
    query: "whats our profit ytd for the whole llc",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, null, thisYear(t))).net)],
  },
  {
    group: "net",
    query: "cash flow on 1502 hickory last yr once you count what we paid for the new roof",
    tool: "query_database",
    expect: async (t) => {
      const report = await pnl(t, "Hickory", lastYear(t));
      if (Number(report.capital_spending) === 0) throw new Error("no roof last year");
      return [figure(report.net_after_capital_spending)];
    },
  },

  // bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: CABIN_GUESTS,
    tool: "query_database",
    expect: (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked that month",
    after: CABIN_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Osprey Point booked last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the durham unit and what do they pay a month",
    tool: "query_database",
    expect: async (t) => {
      const p = await propertyMeta(t, "Magnolia");
      return [p.extra_metadata.tenant!, figure(p.extra_metadata.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb stays at juniper lane so far this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Juniper")).id, ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at the raleigh house",
    tool: "query_database",
    expect: async (t) => [(await propertyMeta(t, "Hickory")).extra_metadata.tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has Luis Romero booked the cabin this year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Juniper")).id, q: "Luis Romero", ...thisYear(t) });
      if (n === 0) throw new Error("no stays of Luis Romero this year");
      return [String(n)];
    },
  },

  // basis
  {
    group: "basis",
    query: OSPREY_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: OSPREY_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Osprey")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building allocation for 310 magnolia",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis on the asheville cabin, furniture included",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what date was 1502 Hickory Dr placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // company
  {
    group: "company",
    query: "harbor lane's EIN?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "What date was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "need our NC secretary of state filing number for a form",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // deadlines
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
    query: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => {
      const second = (await openOf(t, "tax:payment"))[1];
      if (!second) throw new Error("no second open estimated payment");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "1065 deadline?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:filing");
      if (!next) throw new Error("no open tax filing");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the wilmington short term rental permit",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:license_renewal");
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next NC annual report - when is it due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },

  // documents
  {
    group: "documents",
    query: LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "late fee rent due", /late fee of \$([\d,.]+\d)/)],
  },
  {
    group: "follow-up",
    query: "and the security deposit?",
    after: LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "security deposit", /security deposit of \$([\d,.]+\d)/)],
  },
  {
    group: "documents",
    query: "what's the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point Cottage insurance", "named storm hurricane deductible", /which is \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "per the operating agreement, who are the members and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const list = await fromDocument(t, "Operating Agreement", "members Percentage Interests", /Percentage Interests are: ([^.]+)\./);
      return list.split(";").map((part) => part.split(",")[0]!.trim());
    },
  },
  {
    group: "documents",
    query: "which docs do we have on file for the hickory drive property",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Hickory")).id}`),
  },
  {
    group: "documents",
    query: "list the insurance policies we've uploaded",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=insurance"),
  },

  // unanswerable
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell osprey point or refinance it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will mortgage rates be next spring", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the juniper cabin gross next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining principal balance on the truist loan", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how old is the water heater at hickory drive", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's owen's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Keisha Brown's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "EIN for Cape Fear Coastal Holdings LLC?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did the neighbor's airbnb on juniper lane make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
