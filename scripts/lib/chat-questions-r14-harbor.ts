// Round 14 held-out set for Harbor Lane Properties LLC (the North Carolina fixture company of
// scripts/lib/holdout-company.ts), WRITTEN BLIND: its author read only the fixture company, the REST
// spec, the runner and lines 1-97 of chat-questions.ts, never the assistant's code, its tests, its
// docs or any other question set, and never asked the assistant; it was checked with --expect-only.
// Every figure, date and name expected is read at run time from the REST API; periods are relative
// to today.
//
// Groups (60): income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, guestsOf, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

type Period = { start: string; end: string };

const currentYear = (t: Truth) => Number(t.today.slice(0, 4));
const currentMonth = (t: Truth) => Number(t.today.slice(5, 7));
const lastYear = (t: Truth) => year(currentYear(t) - 1);
/** The latest whole calendar month `m`: this year's when it is over, else last year's. */
const latestMonth = (t: Truth, m: number) => (m < currentMonth(t) ? month(currentYear(t), m) : month(currentYear(t) - 1, m));
/** The latest whole calendar quarter `q`: this year's when it is over, else last year's. */
const latestQuarter = (t: Truth, q: number) => (q * 3 < currentMonth(t) ? quarter(currentYear(t), q) : quarter(currentYear(t) - 1, q));
/** Everything recorded up to today. */
const allTime = (t: Truth): Period => ({ start: "2000-01-01", end: t.today });

const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's custom fields (tenant, monthly rent, listing), from GET /properties. */
async function metadata(t: Truth, fragment: string): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!.extra_metadata;
}

/** Stays with a night in the period, from the occupancy report. */
async function staysAt(t: Truth, fragment: string, period: Period): Promise<number> {
  const id = await propertyId(t, fragment);
  const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${id}`);
  const row = report.properties.find((r) => r.property_id === id);
  if (!row) throw new Error(`no occupancy for ${fragment}`);
  return row.stays;
}

/** The first passage of the documents (GET /documents/search) that matches `re`. */
async function passage(t: Truth, q: string, re: RegExp): Promise<RegExpExecArray> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=20`);
  for (const hit of items) {
    const match = re.exec(hit.text);
    if (match) return match;
  }
  throw new Error(`no passage for "${q}" matches ${re}`);
}
/** "$1,675.00" or "$8,400" as a figure an answer must hold, whole dollars written without cents. */
const dollars = (text: string) => text.replace(/\.00$/, "");

/** The street's name of an address, which any way of naming the property holds: "48 Juniper Lane, Asheville, NC 28801" -> "Juniper". */
const streetName = (address: string) => address.split(",")[0]!.replace(/^\d+\s+/, "").split(/\s+/)[0]!;

/** Open obligations of a query, earliest first. */
const open = async (t: Truth, query: string) => (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");

const nonZero = (amount: string, what: string) => {
  if (new Decimal(amount).isZero()) throw new Error(`${what}: nothing recorded`);
  return figure(amount);
};

const NO_FIGURES = async () => [];

export const R14_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent has keisha paid us ytd",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Magnolia"), ...thisYear(t) }), "Magnolia rent ytd")],
  },
  {
    group: "income",
    query: "Total revenue for Harbor Lane across all 4 properties last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...lastYear(t) }), "revenue last year")],
  },
  {
    group: "income",
    query: "short-term rental income from the asheville cabin in Q3",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: await propertyId(t, "Juniper"), ...latestQuarter(t, 3) }), "cabin Q3")],
  },
  {
    group: "income",
    query: "long term rent collected last mo from both tenants combined",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today) }), "long-term rent last month")],
  },
  {
    group: "income",
    query: "how many airbnb reservations did we get last year between the two listings",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what did the raleigh house bring in last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: await propertyId(t, "Hickory"), ...lastYear(t) }), "Hickory revenue last year")],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what did the raleigh house bring in last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: await propertyId(t, "Hickory"), ...thisYear(t) }), "Hickory revenue ytd")],
  },
  {
    group: "income",
    query: "Osprey Point Cottage income for July",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", property: await propertyId(t, "Osprey"), ...latestMonth(t, 7) }), "Osprey July")],
  },
  {
    group: "income",
    query: "pull up the cleaning fees we've charged guests this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) }), "cleaning fees ytd")],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay blue ridge plumbing last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "BLUE RIDGE PLUMBING", ...lastYear(t) }), "Blue Ridge Plumbing")],
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: "what did we pay blue ridge plumbing last year",
    tool: "query_database",
    async expect(t) {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=${encodeURIComponent("BLUE RIDGE PLUMBING")}&start_date=${start}&end_date=${end}&page_size=50`);
      const ids = [...new Set(items.map((tx) => tx.property_id))];
      if (ids.length !== 1 || !ids[0]) throw new Error(`plumbing bills on ${ids.length} properties`);
      const p = await t.get<{ address: string }>(`/api/v1/properties/${ids[0]}`);
      return [streetName(p.address)];
    },
  },
  {
    group: "expenses",
    query: "Calculate total utilities for the Juniper Ln cabin for last year (power, water, internet)",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities"], property: await propertyId(t, "Juniper"), ...lastYear(t) }), "cabin utilities")],
  },
  {
    group: "expenses",
    query: "how much have we spent on cleaners so far this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t) }), "cleaning ytd")],
  },
  {
    group: "expenses",
    query: "DUKE ENERGY PROGRESS charges at the wilmington property last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "DUKE ENERGY", property: await propertyId(t, "Osprey"), ...lastYear(t) }), "Duke at Osprey")],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr, all properties together",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }), "property tax last year")],
  },
  {
    group: "expenses",
    query: "total paid to triangle property mgmt this yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "TRIANGLE PROPERTY MGMT", ...thisYear(t) }), "Triangle ytd")],
  },
  {
    group: "expenses",
    query: "how much did the new roof on hickory drive end up costing",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:capital_improvement"], property: await propertyId(t, "Hickory"), ...allTime(t) }), "Hickory roof")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what's the company's net income year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the cabin actually make money last year? net after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Juniper"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how about the cottage",
    after: "did the cabin actually make money last year? net after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Osprey"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on the durham unit last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Magnolia"), ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "what about osprey point",
    after: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the osprey cottage booked in Q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", latestQuarter(t, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting 1502 hickory right now",
    tool: "query_database",
    async expect(t) {
      const tenant = (await metadata(t, "Hickory")).tenant;
      if (!tenant) throw new Error("no tenant recorded at Hickory");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Monthly rent on the Magnolia St unit?",
    tool: "query_database",
    async expect(t) {
      const rent = (await metadata(t, "Magnolia")).monthly_rent;
      if (!rent) throw new Error("no monthly rent recorded at Magnolia");
      return [figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of guest stays at the wilmington cottage so far this year",
    tool: "query_database",
    expect: async (t) => [String(await staysAt(t, "Osprey", thisYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "which of our places are long-term rentals and who lives in each",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>("/api/v1/properties?page_size=50");
      const tenants = items.map((p) => p.extra_metadata.tenant).filter((name): name is string => Boolean(name));
      if (tenants.length === 0) throw new Error("no tenants recorded");
      return tenants;
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for osprey point",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when was it placed in service?",
    after: "what did we pay for osprey point",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Osprey");
      if (!p.placed_in_service) throw new Error("Osprey has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "land vs building allocation on the Raleigh house",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis for the juniper cabin furniture",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis of 310 Magnolia",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "pull up our EIN pls, need it for a W-9",
    tool: "query_database",
    async expect(t) {
      const { ein } = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!ein) throw new Error("no EIN recorded");
      return [ein];
    },
  },
  {
    group: "follow-up",
    query: "and the NC secretary of state ID number?",
    after: "pull up our EIN pls, need it for a W-9",
    tool: "query_database",
    async expect(t) {
      const { state_filing_number } = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!state_filing_number) throw new Error("no state filing number recorded");
      return [state_filing_number];
    },
  },
  {
    group: "company",
    query: "when was Harbor Lane Properties LLC formed",
    tool: "query_database",
    async expect(t) {
      const { formation_date } = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!formation_date) throw new Error("no formation date recorded");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    async expect(t) {
      const { registered_agent } = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!registered_agent) throw new Error("no registered agent recorded");
      return [registered_agent.name];
    },
  },
  {
    group: "company",
    query: "how is the llc taxed for federal purposes",
    tool: "query_database",
    async expect(t) {
      const { entity_type } = await t.get<{ entity_type: string | null }>("/api/v1/company");
      const taxed = /taxed as an? ([\w -]+?)\)?$/i.exec(entity_type ?? "")?.[1];
      if (!taxed) throw new Error(`no tax classification in "${entity_type}"`);
      return [taxed];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    async expect(t) {
      const due = await open(t, "upcoming=60");
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when's the next estimated tax payment due",
    tool: "query_database",
    async expect(t) {
      const [, second] = await open(t, "obligation_type=tax:payment");
      if (!second) throw new Error("no second open estimated payment");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "NC annual report - when do we have to file it by",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "wilmington str permit renewal deadline?",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${await propertyId(t, "Osprey")}`);
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next 1065 filing deadline?",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, "obligation_type=tax:filing");
      if (!next) throw new Error("no open partnership return");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "per the operating agreement, who owns what % of the company",
    tool: "search_document_content",
    async expect(t) {
      const [, list] = await passage(t, "members Percentage Interests", /Percentage Interests are: ([^.]+)\./);
      return list!.split(";").map((part) => part.split(",")[0]!.trim());
    },
  },
  {
    group: "documents",
    query: "how much security deposit did keisha put down according to her lease",
    tool: "search_document_content",
    async expect(t) {
      const [, amount] = await passage(t, "security deposit lease", /security deposit of \$([\d,]+(?:\.\d\d)?)/i);
      return [dollars(amount!)];
    },
  },
  {
    group: "documents",
    query: "whats the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    async expect(t) {
      const [, amount] = await passage(t, "named storm hurricane deductible", /\(hurricane\) deductible:[^$]*\$([\d,]+(?:\.\d\d)?)/i);
      return [dollars(amount!)];
    },
  },
  {
    group: "follow-up",
    query: "and what's the annual premium on it",
    after: "whats the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    async expect(t) {
      const [, amount] = await passage(t, "annual premium", /Annual premium: \$([\d,]+(?:\.\d\d)?)/i);
      return [dollars(amount!)];
    },
  },
  {
    group: "documents",
    query: "how long is oak city roofing's workmanship warranty on the hickory roof",
    tool: "search_document_content",
    async expect(t) {
      const [, term] = await passage(t, "workmanship warranty roof", /Workmanship warranty: (\d+ years)/i);
      return [term!];
    },
  },
  {
    group: "documents",
    query: "show me what paperwork we have on file for the raleigh house",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await propertyId(t, "Hickory")}`),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the asheville cabin worth on today's market", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "how much will osprey point book next summer", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "should we sell the raleigh house or refinance it?", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "what's keisha brown's credit score", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "what did Cape Fear Coastal Rentals LLC gross last year", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "what did we spend on repairs at the durham unit back in 2021", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "remaining principal balance on the truist loan for the cottage?", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "what interest rate are we paying on the first citizens mortgage", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "how many bedrooms and sq ft does the juniper cabin have", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
  { group: "unanswerable", query: "how much will wake county raise our property taxes next year", tool: "query_database", unanswerable: true, expect: NO_FIGURES },
];
