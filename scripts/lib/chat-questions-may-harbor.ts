// The may-harbor set: written blind (the assistant's code, its tests and every other question set left
// unread), of the held-out company Harbor Lane Properties LLC (a North Carolina multi-member LLC: the
// Juniper Lane cabin in Asheville and the Osprey Point cottage in Wilmington on Airbnb, the Magnolia
// Street unit in Durham and the Hickory Drive house in Raleigh let to tenants). 60 questions typed the
// way owners, a bookkeeper or the CPA type them: income 8, expenses 7, net 3, bookings-or-tenants 6,
// basis 4, company 4, deadlines 5, documents 5, follow-up 8 (each right after the question it follows),
// unanswerable 10. Every figure, count, date and name is read from the REST API when the set runs, with
// periods relative to today.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, MONTHS, nightsBooked, obligations, quarter, thisYear, year, type Case, type Truth } from "./chat-questions";

// Only used to word the questions ("in 2025", "in October"); every expectation uses t.today.
const TODAY = new Date().toISOString().slice(0, 10);
const Y = Number(TODAY.slice(0, 4));
const LAST_MONTH_NAME = MONTHS[Number(lastMonth(TODAY).start.slice(5, 7)) - 1]!;

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);
/** Everything the books hold, up to today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

/** A sum that must not be zero (else the question has nothing to find). */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0], what: string): Promise<string> {
  const total = await t.sum(filter);
  if (new Decimal(total).isZero()) throw new Error(`nothing recorded for ${what}`);
  return figure(total);
}

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
async function metadataOf(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  return (await t.get<PropertyRecord>(`/api/v1/properties/${p.id}`)).extra_metadata;
}

/** The guests of a property's Airbnb reservations paid in a period, as the import recorded them. */
async function guests(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property(fragment);
  const { items } = await t.get<{ items: { extra_metadata: Record<string, unknown> }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => tx.extra_metadata.guest).filter((name): name is string => typeof name === "string" && name.length > 0);
  if (names.length === 0) throw new Error(`no guests at ${fragment} in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** The first obligation still open and due on or after today, of a type (and property). */
async function nextDue(t: Truth, query: string, what: string) {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const next = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!next) throw new Error(`no open ${what}`);
  return next;
}

/** The text of one document's passages that match a search, read through the documents search API. */
async function documentText(t: Truth, title: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const found = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=20`);
  const text = found.items.map((hit) => hit.text).join("\n");
  if (!text) throw new Error(`nothing found in "${title}" for "${q}"`);
  return text;
}
async function documentFact(t: Truth, title: string, q: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, title, q);
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${title}" does not say ${pattern} (searched "${q}")`);
  return match[1];
}
/** "$1,675.00" -> "1,675" and "$8,400" -> "8,400": the whole dollars an answer holds however it writes cents. */
const dollars = (written: string) => written.replace(/^\$/, "").replace(/\.00$/, "");

// Questions that others follow.
const CABIN_GROSS = "what did the cabin gross last yr";
const MORTGAGE_INTEREST = "total mortgage interest we paid last yr, all 4 loans";
const COTTAGE_NET = "net income for the cottage last year?";
const OSPREY_GUESTS = `who stayed at osprey pt in ${LAST_MONTH_NAME}`;
const CABIN_PRICE = "what'd we pay for the juniper ln cabin and when did we close on it";
const AGENT = "who's the registered agent for harbor lane";
const PERMIT = "when does the wilmington STR permit need renewing";
const HURRICANE = "whats the hurricane deductible on the osprey point policy";

export const MAY_HARBOR_CASES: Case[] = [
  // income 8
  {
    group: "income",
    query: CABIN_GROSS,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", property: (await t.property("Juniper")).id, ...lastYear(t) }, "Juniper revenue last year")],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: CABIN_GROSS,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", property: (await t.property("Osprey")).id, ...lastYear(t) }, "Osprey revenue last year")],
  },
  {
    group: "income",
    query: "ytd rent from keisha brown",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Magnolia")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Total income last month across everything?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", ...lastMonth(t.today) }, "revenue last month")],
  },
  {
    group: "income",
    query: `How much did Osprey Point bring in during Q3 ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", property: (await t.property("Osprey")).id, ...quarter(yearOf(t) - 1, 3) }, "Osprey revenue in Q3 last year")],
  },
  {
    group: "income",
    query: "has owen ever paid us a late fee? how much and when",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: { transaction_date: string; amount: string }[] }>(`/api/v1/transactions?category=revenue:late_fees&property_id=${(await t.property("Hickory")).id}&page_size=50`);
      if (items.length !== 1) throw new Error(`expected one late fee at Hickory, found ${items.length}`);
      return [figure(items[0]!.amount), longDate(items[0]!.transaction_date)];
    },
  },
  {
    group: "income",
    query: "cleaning fees guests paid us at the cottage last yr",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:cleaning_fees"], property: (await t.property("Osprey")).id, ...lastYear(t) }, "Osprey cleaning fees last year")],
  },
  {
    group: "income",
    query: `calculate gross revenue for Harbor Lane Properties LLC for ${Y - 1}`,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", ...lastYear(t) }, "revenue last year")],
  },
  {
    group: "income",
    query: "LTR rent collected last quarter, durham + raleigh combined",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:long_term_rental"], ...lastQuarter(t.today) }, "long-term rent last quarter")],
  },

  // expenses 7
  {
    group: "expenses",
    query: "duke energy bills at the asheville cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", property: (await t.property("Juniper")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: MORTGAGE_INTEREST,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:mortgage_interest"], ...lastYear(t) }, "mortgage interest last year")],
  },
  {
    group: "follow-up",
    query: "just the truist ones?",
    after: MORTGAGE_INTEREST,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:mortgage_interest"], q: "TRUIST", ...lastYear(t) }, "Truist mortgage interest last year")],
  },
  {
    group: "expenses",
    query: `how much did airbnb take in host fees in ${Y - 1}`,
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:platform_fees"], ...lastYear(t) }, "host fees last year")],
  },
  {
    group: "expenses",
    query: "What has Triangle Property Mgmt charged us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "TRIANGLE PROPERTY", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up what we paid WAKE COUNTY TAX COLLECTOR last year",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "WAKE COUNTY TAX", ...lastYear(t) }, "Wake County tax last year")],
  },
  {
    group: "expenses",
    query: "all-in expenses on the durham unit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property("Magnolia")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did oak city roofing charge us for the new roof",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", q: "OAK CITY ROOFING", ...allTime(t) }, "Oak City Roofing")],
  },

  // net 3
  {
    group: "net",
    query: COTTAGE_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Osprey")).id, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about durham",
    after: COTTAGE_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Magnolia")).id, ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "give me ytd profit for the whole company, overhead included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "how'd the juniper cabin do last quarter after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Juniper")).id, ...lastQuarter(t.today) }))],
  },

  // bookings-or-tenants 6
  {
    group: "bookings-or-tenants",
    query: "# of nights booked at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: OSPREY_GUESTS,
    tool: "query_database",
    expect: (t) => guests(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was that altogether",
    after: OSPREY_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb stays have we had at the wilmington cottage this yr",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Osprey");
      const period = thisYear(t);
      const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${p.id}`);
      const row = report.properties.find((r) => r.property_id === p.id);
      if (!row) throw new Error("no occupancy for Osprey");
      return [String(row.stays)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the raleigh house and what do they pay a month",
    tool: "query_database",
    async expect(t) {
      const m = await metadataOf(t, "Hickory");
      if (typeof m.tenant !== "string" || typeof m.monthly_rent !== "string") throw new Error("Hickory has no tenant on record");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "rent roll pls - tenants + monthly rent",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=50");
      const let_ = items.filter((p) => typeof p.extra_metadata.tenant === "string" && typeof p.extra_metadata.monthly_rent === "string");
      if (let_.length === 0) throw new Error("no tenants on record");
      return let_.flatMap((p) => [p.extra_metadata.tenant as string, figure(p.extra_metadata.monthly_rent as string)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many times did grace okonkwo stay w/ us last yr",
    tool: "query_database",
    async expect(t) {
      const n = await t.count({ categories: ["revenue:rental_income"], q: "Grace Okonkwo", ...lastYear(t) });
      if (n === 0) throw new Error("no stays of Grace Okonkwo last year");
      return [String(n)];
    },
  },

  // basis 4
  {
    group: "basis",
    query: CABIN_PRICE,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Juniper");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "follow-up",
    query: "building basis on it?",
    after: CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).building_basis)],
  },
  {
    group: "basis",
    query: "land vs bldg split on 1502 hickory",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "ff&e basis for osprey point",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },
  {
    group: "basis",
    query: `${Y - 1} depreciation on the durham unit`,
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Magnolia");
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${p.id}/depreciation?year=${yearOf(t) - 1}`);
      if (!d.year) throw new Error("no depreciation year for Magnolia");
      return [figure(d.year.total)];
    },
  },

  // company 4
  {
    group: "company",
    query: "need harbor lane's tax id # for a W-9",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: AGENT,
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "follow-up",
    query: "what address do they have on file for him",
    after: AGENT,
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ registered_agent: { address: string | null } | null }>("/api/v1/company");
      const street = c.registered_agent?.address?.split(",")[0];
      if (!street) throw new Error("no registered agent address");
      return [street];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "our NC SOS filing number?",
    tool: "query_database",
    async expect(t) {
      const c = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // deadlines 5
  {
    group: "deadlines",
    query: "next est. tax payment due when?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:payment", "estimated tax payment")).due_date)],
  },
  {
    group: "deadlines",
    query: PERMIT,
    tool: "query_database",
    async expect(t) {
      const osprey = await t.property("Osprey");
      return [longDate((await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${osprey.id}`, "permit renewal")).due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the annual report w/ the state?",
    after: PERMIT,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=compliance:periodic_report", "annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 3 months?",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "upcoming=90");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:filing", "partnership return")).due_date)],
  },
  {
    group: "deadlines",
    query: "flood insurance renewal on osprey - when is it",
    tool: "query_database",
    async expect(t) {
      const osprey = await t.property("Osprey");
      return [longDate((await nextDue(t, `obligation_type=property:insurance&property_id=${osprey.id}`, "flood insurance renewal")).due_date)];
    },
  },

  // documents 5
  {
    group: "documents",
    query: "pet fee in keisha's lease?",
    tool: "search_document_content",
    expect: async (t) => [dollars(await documentFact(t, "Magnolia", "pets pet fee", /pet fee of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: HURRICANE,
    tool: "search_document_content",
    expect: async (t) => [dollars(await documentFact(t, "Osprey Point Cottage insurance", "named storm hurricane deductible", /hurricane\) deductible:[^$]*?(\$[\d,]+(?:\.\d{2})?)\s+per occurrence/i))],
  },
  {
    group: "follow-up",
    query: "what about for everything else, the regular deductible",
    after: HURRICANE,
    tool: "search_document_content",
    expect: async (t) => [dollars(await documentFact(t, "Osprey Point Cottage insurance", "all other perils deductible", /all other perils deductible:\s*(\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "how long's the workmanship warranty on the hickory dr roof",
    tool: "search_document_content",
    expect: async (t) => [await documentFact(t, "Oak City Roofing", "workmanship warranty", /workmanship warranty:\s*(\d+ years)/i)],
  },
  {
    group: "documents",
    query: "how big a cash reserve does the operating agmt say we keep before distributions",
    tool: "search_document_content",
    expect: async (t) => [dollars(await documentFact(t, "Operating Agreement", "distributions reserve for repairs and vacancies", /reserve of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "when does keisha brown's lease end",
    tool: "search_document_content",
    expect: async (t) => [await documentFact(t, "Magnolia", "lease term begins ends", /ends on ([A-Z][a-z]+ \d{1,2}, \d{4})/)],
  },

  // unanswerable 10
  { group: "unanswerable", query: "what will the cabin make next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "snow removal costs at the asheville place last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Front Range Rentals LLC's EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we do a cost seg study on osprey point?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "keisha's credit score?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the first citizens mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "zillow value of hickory dr right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did the myrtle beach condo bring in last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what tax bracket is Daniel Okafor in personally", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `projected ${Y + 1} property tax bill for the raleigh house`, tool: "query_database", unanswerable: true, expect: async () => [] },
];
