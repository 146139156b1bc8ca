// The jun-harbor set: written blind (the assistant's code, its tests and every other question set left
// unread; no answer of the assistant seen). Company: Harbor Lane Properties LLC, the North Carolina
// multi-member LLC of the held-out fixture (scripts/lib/holdout-company.ts): the Magnolia Street condo in
// Durham and the Hickory Drive house in Raleigh (long-term tenants), Juniper Cabin in Asheville and Osprey
// Point Cottage in Wilmington (Airbnb). 60 questions typed the way owners, a bookkeeper or the CPA type them:
//   income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5,
//   follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name expected is read from the REST API at run time, with periods relative
// to t.today ("last yr", "ytd", "last month", "last quarter", "Q3 last year").
import Decimal from "decimal.js";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nightsBooked, obligations, quarter, thisYear, year, type Case, type Obligation, type Truth } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
const propId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's free-form record (tenant, monthly rent, listing name). */
async function metadataOf(t: Truth, fragment: string): Promise<Record<string, string>> {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!.extra_metadata;
}

/** The next open obligation of a query, due today or later, earliest first. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const { items } = await obligations(t, `${query}&start_date=${t.today}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation for ${query}`);
  return open[0];
}

/** Stays with a night in a period at a property, from the occupancy report. */
async function staysAt(t: Truth, fragment: string, period: { start: string; end: string }): Promise<number> {
  const id = await propId(t, fragment);
  const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${id}`);
  const row = report.properties.find((r) => r.property_id === id);
  if (!row || row.stays === 0) throw new Error(`no stays at ${fragment} in ${period.start}..${period.end}`);
  return row.stays;
}

/** The text of one uploaded document (title contains `title`) as the search index holds it, its passages for `q` joined. */
async function documentText(t: Truth, title: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  return hits.items.map((hit) => hit.text).join("\n");
}

/** The first group of `pattern` in a document's passages; throws when the document does not say it. */
async function fromDocument(t: Truth, title: string, q: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await documentText(t, title, q));
  if (!match?.[1]) throw new Error(`"${title}" does not match ${pattern}`);
  return match[1];
}

const amount = (written: string) => written.replace(/,/g, "");

// Parents of follow-ups: each is asked first, and its follow-up is the case right after it.
const CABIN_LAST_YEAR = "how much did the cabin bring in last yr? include the cleaning fees";
const RALEIGH_INTEREST = "calculate mortgage interest on the Raleigh house for last yr";
const CABIN_NIGHTS = "approx how many nights was juniper cabin booked last yr";
const CABIN_PURCHASE = "what did we pay for the Asheville cabin and when did we close on it";
const PERMIT = "wilmington STR permit renewal - when's it due";
const DEPOSIT = "whats the security deposit on Keisha's lease";
const COTTAGE_NET = "net income on 9 Osprey Point Rd last year";
const HICKORY_TENANT = "who's the tenant at Hickory Dr and what's the monthly rent";

export const JUN_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "whats total income ytd across all 4 properites?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: CABIN_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYr(t), property: await propId(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: CABIN_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYr(t), property: await propId(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "pull up what Keisha Brown has paid in rent so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await propId(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "Osprey Pt airbnb booking revenue for Q3 last year, not counting cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisYr(t) - 1, 3), property: await propId(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "cleaning fees we charged guests ytd w/ both STRs combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "which one grossed more in Q2 of last yr, Juniper or Osprey? give me both numbers",
    tool: "query_database",
    expect: async (t) => {
      const q2 = quarter(thisYr(t) - 1, 2);
      return [figure(await t.sum({ type: "revenue", ...q2, property: await propId(t, "Juniper") })), figure(await t.sum({ type: "revenue", ...q2, property: await propId(t, "Osprey") }))];
    },
  },
  {
    group: "income",
    query: "tally up everything that came in as VENMO OWEN FITZGERALD RENT on last yr's bank stmts",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", q: "VENMO OWEN FITZGERALD", ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "Harbor Lane Properties gross revenue for last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "total utilities at the asheville cabin last year - electric, water, internet all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastYr(t), property: await propId(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "how much have we paid DUKE ENERGY PROGRESS this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY PROGRESS", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums this year vs last year, whole compnay",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) })), figure(await t.sum({ categories: ["expense:insurance"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: RALEIGH_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYr(t), property: await propId(t, "Hickory") }))],
  },
  {
    group: "follow-up",
    query: "what about property tax on it same yr",
    after: RALEIGH_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t), property: await propId(t, "Hickory") }))],
  },
  {
    group: "expenses",
    query: "what did SEASIDE TURNOVER CLEANING cost us last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "SEASIDE TURNOVER CLEANING", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "hoa dues paid for the cottage ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await propId(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "any repair bills on the Durham unit this yr? how much total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t), property: await propId(t, "Magnolia") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: COTTAGE_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYr(t), property: await propId(t, "Osprey") }))],
  },
  {
    group: "follow-up",
    query: "break that down - what was the biggest expense category there",
    after: COTTAGE_NET,
    tool: "query_database",
    expect: async (t) => {
      const period = lastYr(t);
      const pnl = await t.get<{ groups: { key: string; expenses: string }[] }>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}&group_by=category&property_id=${await propId(t, "Osprey")}`);
      const biggest = pnl.groups.filter((g) => g.key.startsWith("expense")).sort((a, b) => new Decimal(b.expenses).comparedTo(a.expenses))[0];
      if (!biggest) throw new Error("no expenses at Osprey last year");
      return [figure(biggest.expenses)];
    },
  },
  {
    group: "net",
    query: "whats our profit so far this year for the whole llc",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Magnolia st - rent minus expenses for last quarter, what's the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await propId(t, "Magnolia") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: HICKORY_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const meta = await metadataOf(t, "Hickory");
      if (!meta.tenant || !meta.monthly_rent) throw new Error("no tenant at Hickory");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "follow-up",
    query: "how much rent has he paid ytd",
    after: HICKORY_TENANT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await propId(t, "Hickory") }))],
  },
  {
    group: "bookings-or-tenants",
    query: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastYr(t)))],
  },
  {
    group: "follow-up",
    query: "how about this yr so far",
    after: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", thisYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the cottage last month",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "# of airbnb stays at osprey point ytd",
    tool: "query_database",
    expect: async (t) => [String(await staysAt(t, "Osprey", thisYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "give me the rent roll - long term tenants + what each pays per month",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Magnolia", "Hickory"]) {
        const meta = await metadataOf(t, fragment);
        if (!meta.tenant || !meta.monthly_rent) throw new Error(`no tenant at ${fragment}`);
        out.push(meta.tenant, figure(meta.monthly_rent));
      }
      return out;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings did the cabin get over the summer last year (jun thru aug)",
    tool: "query_database",
    expect: async (t) => {
      const y = thisYr(t) - 1;
      return [String(await staysAt(t, "Juniper", { start: `${y}-06-01`, end: `${y}-08-31` }))];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: CABIN_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "follow-up",
    query: "how much of that was allocated to land",
    after: CABIN_PURCHASE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).land_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis for 1502 Hickory",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "ff&e basis on the Wilmington cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciaton on the Durham condo for last tax yr",
    tool: "query_database",
    expect: async (t) => {
      const y = thisYr(t) - 1;
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${await propId(t, "Magnolia")}/depreciation?year=${y}`);
      if (!d.year) throw new Error("no depreciation year");
      return [figure(d.year.total)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats the EIN for harbor lane",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent and at what address",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string | null } | null }>("/api/v1/company");
      const street = registered_agent?.address ? /^\d+\s+\w+/.exec(registered_agent.address)?.[0] : undefined;
      if (!registered_agent || !street) throw new Error("no registered agent");
      return [registered_agent.name, street];
    },
  },
  {
    group: "company",
    query: "NC secretary of state filing # for the company?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await t.get<{ state_filing_number: string | null }>("/api/v1/company");
      if (!state_filing_number) throw new Error("no filing number");
      return [state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "when is the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: PERMIT,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${await propId(t, "Osprey")}`)).due_date)],
  },
  {
    group: "follow-up",
    query: "and the flood insurance renewal on that place?",
    after: PERMIT,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=property:insurance&property_id=${await propId(t, "Osprey")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in 60 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "deadline for the 1065 / K-1s this coming season?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:filing")).due_date)],
  },
  {
    group: "deadlines",
    query: "did we file the NC annual report this yr? when's the next one due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=compliance:periodic_report")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [figure(amount(await fromDocument(t, "Magnolia", "security deposit", /security deposit of \$([\d,]+\.\d{2})/i)))],
  },
  {
    group: "follow-up",
    query: "which bank is it held at",
    after: DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "security deposit held in a trust account", /trust account at ([A-Z]{2,})/)],
  },
  {
    group: "documents",
    query: "hurricane deductable on the osprey point policy?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point", "named storm hurricane deductible", /hurricane\)? deductible:[^$]*\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how much cash reserve does the operating agreement say we keep before distributions",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "distributions reserve for repairs and vacancies", /reserve of \$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how many yrs is the workmanship warranty on the Hickory roof",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Oak City Roofing", "workmanship warranty years", /workmanship warranty:\s*(\d+)\s*years/i)],
  },
  {
    group: "documents",
    query: "policy # for the cottage insurance",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point", "policy number", /policy number:\s*([A-Z0-9][A-Z0-9-]+)/i)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's Keisha Brown's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "projected revenue for the cabin next yr?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pull up the P&L for Blue Heron Coastal Rentals LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the raleigh house or 1031 it into something bigger", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's osprey point worth on the market right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the cottage mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does Owen Fitzgerald's lease end", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the interest rate on the truist loan for the cabin", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "gross rents for 2022?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is the Q4 estimated tax payment going to be", tool: "query_database", unanswerable: true, expect: async () => [] },
];
