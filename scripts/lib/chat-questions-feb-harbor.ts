// The feb-harbor set: written blind (the assistant's code, its tests, its docs and every other question
// set left unread; its answers never seen), of the held-out company Harbor Lane Properties LLC, a North
// Carolina multi-member LLC with a Durham condo (310 Magnolia Street, Unit 2, tenant Keisha Brown), the
// Juniper Cabin Airbnb (48 Juniper Lane, Asheville), the Raleigh house (1502 Hickory Drive, tenant Owen
// Fitzgerald) and the Osprey Point Cottage Airbnb (9 Osprey Point Road, Wilmington).
// 60 questions, typed the way owners, a bookkeeper or the CPA type them:
//   income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5,
//   follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, over periods relative to
// t.today; document facts are read from the documents' own text through the search API.
import { figure, longDate, month, quarter, thisYear, lastMonth, lastQuarter, nightsBooked, titles, obligations, type Case, type Obligation, type Truth } from "./chat-questions";

// ---- periods ------------------------------------------------------------------------------------

const todayYear = (t: Truth) => Number(t.today.slice(0, 4));
const todayMonth = (t: Truth) => Number(t.today.slice(5, 7));
/** "last yr": the whole previous calendar year. */
const lastYear = (t: Truth) => ({ start: `${todayYear(t) - 1}-01-01`, end: `${todayYear(t) - 1}-12-31` });
/** "in March": the latest March that has ended (this year's once it is over, else last year's). */
const latestMonth = (t: Truth, m: number) => month(todayMonth(t) > m ? todayYear(t) : todayYear(t) - 1, m);
/** "Q3": the latest third quarter that has ended. */
const latestQuarter = (t: Truth, q: number) => quarter(todayMonth(t) > q * 3 ? todayYear(t) : todayYear(t) - 1, q);
/** Everything the records could hold, through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

// ---- reading the records ------------------------------------------------------------------------

/** A sum that the fixture always has (a period it covers); zero means the records are not what the question assumes. */
function nonzero(amount: string, what: string): string {
  if (Number(amount) === 0) throw new Error(`${what}: nothing recorded`);
  return amount;
}

const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}

async function metadataOf(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  return (await t.get<PropertyRecord>(`/api/v1/properties/${p.id}`)).extra_metadata;
}

/** The guests of a property's Airbnb reservations in a period, from the reservations' guest field (else their description). */
async function guestNames(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const id = await propertyId(t, fragment);
  const { items } = await t.get<{ items: { description: string; extra_metadata: Record<string, unknown> }[] }>(
    `/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&page_size=200`,
  );
  const names = items
    .map((tx) => (typeof tx.extra_metadata.guest === "string" ? tx.extra_metadata.guest : /reservation \S+ - (.+?) - /.exec(tx.description)?.[1]))
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no guests at ${fragment} in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** The earliest obligation still open and due today or later, of a type and/or whose description holds `q`. */
async function nextDue(t: Truth, filter: { type?: string; q?: string } = {}): Promise<Obligation> {
  const query = [`start_date=${t.today}`, filter.type ? `obligation_type=${filter.type}` : "", filter.q ? `q=${encodeURIComponent(filter.q)}` : ""].filter(Boolean).join("&");
  const open = (await obligations(t, query)).items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today)
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  const first = open[0];
  if (!first) throw new Error(`no open obligation for ${JSON.stringify(filter)}`);
  return first;
}

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_of_formation: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The text of one document (found by a fragment of its title), as the search API returns its passages. */
async function documentText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const doc = items[0]!;
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=20`);
  if (hits.items.length === 0) throw new Error(`nothing found in "${doc.title}" for "${q}"`);
  return hits.items.map((hit) => hit.text).join("\n");
}

/** The first group of `pattern` in a document's text; throws when the document does not say it. */
async function fromDocument(t: Truth, titleFragment: string, q: string, pattern: RegExp): Promise<string> {
  const text = await documentText(t, titleFragment, q);
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`"${titleFragment}" does not say ${pattern}`);
  return found;
}

// ---- the questions ------------------------------------------------------------------------------

const KEISHA_RENT_LAST_YR = "how much rent did keisha pay us last yr";
const DUKE_LAST_YR = "DUKE ENERGY PROGRESS total for last yr?";
const CABIN_NET_LAST_YR = "net profit on the cabin last yr";
const CABIN_NIGHTS_LAST_YR = "how many nights was the cabin booked last year";
const CABIN_PRICE = "what did we pay for the juniper cabin";
const OSPREY_DEPRECIATION = "depreciation on osprey for last yr?";
const PERMIT_RENEWAL = "wilmington str permit renewal date?";
const MAGNOLIA_DEPOSIT = "whats the security deposit on the magnolia lease";

export const FEB_HARBOR_CASES: Case[] = [
  // ---- income ----
  {
    group: "income",
    query: "whats our total revenue ytd",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ type: "revenue", ...thisYear(t) }), "revenue ytd"))],
  },
  {
    group: "income",
    query: KEISHA_RENT_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Magnolia"), ...lastYear(t) }), "Magnolia rent"))],
  },
  {
    group: "follow-up",
    query: "what about owen?",
    after: KEISHA_RENT_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Hickory"), ...lastYear(t) }), "Hickory rent"))],
  },
  {
    group: "income",
    query: "how much did the osprey cottage bring in during Q3",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ type: "revenue", property: await propertyId(t, "Osprey"), ...latestQuarter(t, 3) }), "Osprey Q3 revenue"))],
  },
  {
    group: "income",
    query: "cleaning fees we charged guests at the cabin last yr",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["revenue:cleaning_fees"], property: await propertyId(t, "Juniper"), ...lastYear(t) }), "cabin cleaning fees"))],
  },
  {
    group: "income",
    query: "did owen ever pay us a late fee? how much",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["revenue:late_fees"], property: await propertyId(t, "Hickory"), ...allTime(t) }), "late fees"))],
  },
  {
    group: "income",
    query: "raleigh house rent collected last month",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["revenue:long_term_rental"], property: await propertyId(t, "Hickory"), ...lastMonth(t.today) }), "Hickory rent last month"))],
  },
  {
    group: "income",
    query: "airbnb nightly revenue last yr for both listings, not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }), "short-term rental income"))],
  },
  {
    group: "income",
    query: "How much did Harbor Lane take in in March, gross?",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ type: "revenue", ...latestMonth(t, 3) }), "March revenue"))],
  },

  // ---- expenses ----
  {
    group: "expenses",
    query: "what did we spend on utilities at the asheville cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["expense:utilities"], property: await propertyId(t, "Juniper"), ...thisYear(t) }), "cabin utilities"))],
  },
  {
    group: "expenses",
    query: DUKE_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ q: "DUKE ENERGY PROGRESS", type: "expense", ...lastYear(t) }), "Duke Energy"))],
  },
  {
    group: "follow-up",
    query: "just the cabin?",
    after: DUKE_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ q: "DUKE ENERGY PROGRESS", type: "expense", property: await propertyId(t, "Juniper"), ...lastYear(t) }), "Duke Energy at the cabin"))],
  },
  {
    group: "expenses",
    query: "calculate the mortgage interest we paid on osprey pt last year",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["expense:mortgage_interest"], property: await propertyId(t, "Osprey"), ...lastYear(t) }), "Osprey mortgage interest"))],
  },
  {
    group: "expenses",
    query: "how much have we paid triangle property mgmt so far this yr",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ q: "TRIANGLE PROPERTY", type: "expense", ...thisYear(t) }), "Triangle fees"))],
  },
  {
    group: "expenses",
    query: "seaside turnover cleaning bills last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ q: "SEASIDE TURNOVER", type: "expense", ...lastQuarter(t.today) }), "Seaside cleaning"))],
  },
  {
    group: "expenses",
    query: "total property taxes paid ytd across all 4 properties",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }), "property tax"))],
  },
  {
    group: "expenses",
    query: "give me total insurance premiums for last yr",
    tool: "query_database",
    expect: async (t) => [figure(nonzero(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }), "insurance"))],
  },

  // ---- net ----
  {
    group: "net",
    query: "net income ytd for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: CABIN_NET_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Juniper"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: CABIN_NET_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Osprey"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "how did the durham condo do last month after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await propertyId(t, "Magnolia"), ...lastMonth(t.today) }))],
  },

  // ---- bookings-or-tenants ----
  {
    group: "bookings-or-tenants",
    query: CABIN_NIGHTS_LAST_YR,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastYear(t)))],
  },
  {
    group: "follow-up",
    query: "how many of those were in july",
    after: CABIN_NIGHTS_LAST_YR,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(todayYear(t) - 1, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestNames(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the raleigh house and what do they pay",
    tool: "query_database",
    expect: async (t) => {
      const meta = await metadataOf(t, "Hickory");
      if (typeof meta.tenant !== "string" || typeof meta.monthly_rent !== "string") throw new Error("no tenant recorded at Hickory");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "pull up the rent roll for the long term units",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=200");
      const let_ = items.filter((p) => typeof p.extra_metadata.tenant === "string" && typeof p.extra_metadata.monthly_rent === "string");
      if (let_.length === 0) throw new Error("no tenants recorded");
      return let_.flatMap((p) => [p.extra_metadata.tenant as string, figure(p.extra_metadata.monthly_rent as string)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "# of airbnb bookings at osprey point last yr?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await propertyId(t, "Osprey"), ...lastYear(t) });
      if (n === 0) throw new Error("no Osprey bookings last year");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the wilmington cottage in july",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", latestMonth(t, 7)))],
  },

  // ---- basis ----
  {
    group: "basis",
    query: CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it?",
    after: CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Juniper")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis on magnolia st",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: OSPREY_DEPRECIATION,
    tool: "query_database",
    expect: async (t) => {
      const id = await propertyId(t, "Osprey");
      const y = todayYear(t) - 1;
      const dep = await t.get<{ year: { year: number; total: string } | null }>(`/api/v1/properties/${id}/depreciation?year=${y}`);
      if (!dep.year) throw new Error(`no depreciation for Osprey in ${y}`);
      return [figure(nonzero(dep.year.total, "Osprey depreciation"))];
    },
  },
  {
    group: "follow-up",
    query: "what docs do we have on file for that property",
    after: OSPREY_DEPRECIATION,
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await propertyId(t, "Osprey")}`),
  },
  {
    group: "basis",
    query: "when was the raleigh house placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("Hickory has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---- company ----
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
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "NC sec of state filing # for the company?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no state filing number");
      return [c.state_filing_number];
    },
  },

  // ---- deadlines ----
  {
    group: "deadlines",
    query: "whats the next deadline coming up",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t)).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, { type: "tax:filing", q: "1065" })).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the Q4 estimated tax pmt due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, { type: "tax:payment", q: "Q4" })).due_date)],
  },
  {
    group: "deadlines",
    query: PERMIT_RENEWAL,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, { type: "compliance:license_renewal" })).due_date)],
  },
  {
    group: "follow-up",
    query: "which property is that for",
    after: PERMIT_RENEWAL,
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, { type: "compliance:license_renewal" });
      if (!o.property_id) throw new Error("the permit renewal has no property");
      const p = await t.get<PropertyRecord>(`/api/v1/properties/${o.property_id}`);
      // "9 Osprey Point Road, Wilmington, NC 28403" -> "Osprey Point"
      const street = /^\d+\s+(.+?)\s+(Road|Street|Lane|Drive|Avenue|Court)\b/.exec(p.address)?.[1];
      if (!street) throw new Error(`no street name in ${p.address}`);
      return [street];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the NC annual report",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, { type: "compliance:periodic_report" })).due_date)],
  },

  // ---- documents ----
  {
    group: "documents",
    query: MAGNOLIA_DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "security deposit", /security deposit of \$([\d,]+\.\d{2})/i)],
  },
  {
    group: "follow-up",
    query: "and the pet fee?",
    after: MAGNOLIA_DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "pet fee cat", /pet fee of \$([\d,]+\.\d{2})/i)],
  },
  {
    group: "documents",
    query: "hurricane deductible on the osprey policy?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey", "named storm hurricane deductible", /hurricane\)? deductible[^$]*?\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how much cash reserve does the operating agmt make us keep before distributions",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "distributions reserve", /reserve of \$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the hickory roof",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Oak City Roofing", "workmanship warranty", /workmanship warranty:?\s*(\d+ years)/i)],
  },
  {
    group: "documents",
    query: "per the lease when does keisha's term end",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "lease term ends", /ends on ([A-Z][a-z]+ \d{1,2}, \d{4})/)],
  },

  // ---- unanswerable ----
  {
    group: "unanswerable",
    query: "what will our airbnb revenue be next summer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats keisha's cell number",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "roughly what's the raleigh house worth today",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "need triangle property mgmt's EIN for their 1099",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "current balance in the truist 1190 acct?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much principal is left on the osprey mortgage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did the juniper cabin gross in 2023",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much security deposit is owen fitzgerald holding w/ us",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many hours did tomas put in on the rentals this yr",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we do a cost seg study on osprey point? would it save us money",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
