// The sep-landlord set, written blind: its author never read the assistant's code, its tests, its
// docs or any other question set, only the fixture company (scripts/lib/landlord-company.ts), the
// REST API and the runner. Asked of Basalt Creek Holdings LLC, the Oregon LLC of long-term tenants,
// a property manager and one Airbnb carriage house. 60 questions:
//   income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
//   documents 5, follow-up 8, unanswerable 10.
// Every expected figure, date and name is read at run time from the REST API (sums, properties,
// obligations, the company profile, document passages); periods are relative to today.
import {
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
  nextOpen,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
  type Case,
  type Truth,
} from "./chat-questions";

/** Calendar years as the runner counts them (today in UTC). */
const THIS_YEAR = new Date().getUTCFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const lastYearOf = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const thisYearOf = (t: Truth) => Number(t.today.slice(0, 4));

interface Company {
  legal_name: string;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
interface Tx {
  description: string;
  property_id: string | null;
  transaction_date: string;
}

const company = (t: Truth) => t.get<Company>("/api/v1/company");
const propertyRecord = async (t: Truth, fragment: string) => t.get<PropertyRecord>(`/api/v1/properties/${(await t.property(fragment)).id}`);
/** The street's own name in an address: "3306 N Larkspur Avenue, ..." -> "Larkspur". */
const streetName = (address: string) => {
  const m = /^\d+\s+(?:[NSEW]{1,2}\s+)?([A-Za-z]+)/.exec(address);
  if (!m) throw new Error(`no street name in ${address}`);
  return m[1]!;
};
const must = (m: RegExpExecArray | null, what: string) => {
  if (!m) throw new Error(`not found: ${what}`);
  return m;
};

/** The text of a document's passages that match `words`, the document picked by its title. */
async function docText(t: Truth, titleFragment: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&mode=lexical&top_k=20`);
  if (hits.items.length === 0) throw new Error(`no passage of "${titleFragment}" for "${words}"`);
  return hits.items.map((h) => h.text).join("\n");
}
/** A "$1,234.56" amount of a document, as figure() writes it. */
const docAmount = (text: string, pattern: RegExp, what: string) => figure(must(pattern.exec(text), what)[1]!.replace(/,/g, ""));

// Questions that a follow-up is asked after.
const Q_SALEM_RENT = `how much rent came in from the salem house in ${LAST_YEAR}?`;
const Q_ROSARIO = "what did we pay rosario plumbing last year";
const Q_CARRIAGE_Q3 = `pull up gross airbnb bookings for the carriage house, Q3 ${LAST_YEAR}`;
const Q_THORNAPPLE_PRICE = "purchase price on 1147 thornapple";
const Q_DEPOSIT = "what's the security deposit on brianna kowalczyk's lease";
const Q_1065 = "when do we have to file the 1065";
const Q_CARRIAGE_UTILITIES = "utility costs for the carriage house last year";
const Q_CONDO_TENANT = "who's renting the beaverton condo";

export const SEP_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did brianna pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Thornapple")).id, ...year(lastYearOf(t)) }))],
  },
  {
    group: "income",
    query: Q_CARRIAGE_Q3,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...quarter(lastYearOf(t), 3) }))],
  },
  {
    group: "follow-up",
    query: "how many nights did that cover",
    tool: "query_database",
    after: Q_CARRIAGE_Q3,
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", quarter(lastYearOf(t), 3)))],
  },
  {
    group: "income",
    query: `total revenue for Basalt Creek Holdings in ${LAST_YEAR}, all properties combined`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...year(lastYearOf(t)) }))],
  },
  {
    group: "income",
    query: "duplex rent collected ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Larkspur")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "hood river place, booking revenue last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "break out last quarter's income: airbnb vs the long-term leases",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) })),
      figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastQuarter(t.today) })),
    ],
  },
  {
    group: "income",
    query: Q_SALEM_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Sycamore")).id, ...year(lastYearOf(t)) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    tool: "query_database",
    after: Q_SALEM_RENT,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Sycamore")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "calculate rental income for march across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income", "revenue:long_term_rental"], ...month(thisYearOf(t), 3) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "rosario", ...year(lastYearOf(t)) }))],
  },
  {
    group: "follow-up",
    query: "which properties were those at",
    tool: "query_database",
    after: Q_ROSARIO,
    expect: async (t) => {
      const { start, end } = year(lastYearOf(t));
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?q=rosario&transaction_type=EXPENSE&start_date=${start}&end_date=${end}&page_size=200`);
      const ids = [...new Set(items.map((tx) => tx.property_id).filter((id): id is string => Boolean(id)))];
      if (ids.length === 0) throw new Error("no Rosario jobs last year");
      return Promise.all(ids.map(async (id) => streetName((await t.get<PropertyRecord>(`/api/v1/properties/${id}`)).address)));
    },
  },
  {
    group: "expenses",
    query: "how much have the quarry bend hoa dues run us this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Quarry Bend")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `total property taxes paid in ${LAST_YEAR}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYearOf(t)) }))],
  },
  {
    group: "expenses",
    query: `repairs on larkspur in ${LAST_YEAR} - how much?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Larkspur")).id, ...year(lastYearOf(t)) }))],
  },
  {
    group: "expenses",
    query: Q_CARRIAGE_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Mill Race")).id, ...year(lastYearOf(t)) }))],
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    tool: "query_database",
    after: Q_CARRIAGE_UTILITIES,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Larkspur")).id, ...year(lastYearOf(t)) }))],
  },
  {
    group: "expenses",
    query: "Brightwell's management fees so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend in total last month, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on mill race for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Mill Race")).id, ...year(lastYearOf(t)) }))],
  },
  {
    group: "net",
    query: "were we profitable last quarter? give me the net for the company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))],
  },
  {
    group: "net",
    query: "cash flow on thornapple ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Thornapple")).id, ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: `how many nights was mill race booked in july ${LAST_YEAR}`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(lastYearOf(t), 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_CONDO_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await propertyRecord(t, "Quarry Bend")).extra_metadata.tenant;
      if (typeof tenant !== "string") throw new Error("no tenant of the condo");
      return [tenant];
    },
  },
  {
    group: "follow-up",
    query: "when's his lease up",
    tool: "query_database",
    after: Q_CONDO_TENANT,
    expect: async (t) => {
      const { items } = await obligations(t, `property_id=${(await t.property("Quarry Bend")).id}&obligation_type=other`);
      const lease = items.find((o) => /lease ends/i.test(o.description));
      if (!lease) throw new Error("no lease renewal of the condo");
      return [must(/lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(lease.description), "lease end")[1]!];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the duplex tenants and what does each unit pay",
    tool: "query_database",
    expect: async (t) => {
      const units = (await propertyRecord(t, "Larkspur")).extra_metadata.units as { tenant: string; monthly_rent: string }[] | undefined;
      if (!units?.length) throw new Error("no units of the duplex");
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: `number of airbnb stays in ${LAST_YEAR}`,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(lastYearOf(t)) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who was the tenant at sycamore hollow before marisol",
    tool: "query_database",
    expect: async (t) => {
      const p = await propertyRecord(t, "Sycamore");
      const current = String(p.extra_metadata.tenant ?? "").toUpperCase();
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${p.id}&category=revenue:long_term_rental&sort=transaction_date&page_size=200`);
      const payers = items.map((tx) => /ZELLE FROM (.+?) RENT/i.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name) && name!.toUpperCase() !== current);
      if (payers.length === 0) throw new Error("no earlier tenant at Sycamore");
      return [payers[0]!.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: Q_THORNAPPLE_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we buy it",
    tool: "query_database",
    after: Q_THORNAPPLE_PRICE,
    expect: async (t) => [longDate((await t.property("Thornapple")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis for the larkspur duplex",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the carriage house placed in service, and what's the FF&E basis",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis of the quarry bend condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need basalt creek's EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [must(/\d{2}-\d{7}/.exec((await company(t)).ein ?? ""), "EIN")[0]],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => {
      const formed = (await company(t)).formation_date;
      if (!formed) throw new Error("no formation date");
      return [longDate(formed)];
    },
  },
  {
    group: "company",
    query: "what's our oregon registry number",
    tool: "query_database",
    expect: async (t) => {
      const number = (await company(t)).state_filing_number;
      if (!number) throw new Error("no state filing number");
      return [number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what is due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the oregon annual report due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!next) throw new Error("no annual report ahead");
      return [longDate(next.due_date)];
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
    query: Q_1065,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:filing&start_date=${t.today}`);
      if (!next) throw new Error("no partnership return ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "what about the next estimated tax payment",
    tool: "query_database",
    after: Q_1065,
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!next) throw new Error("no estimated payment ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the insurance on the carriage house renew",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `property_id=${(await t.property("Mill Race")).id}&obligation_type=property:insurance&start_date=${t.today}`);
      if (!next) throw new Error("no carriage house renewal ahead");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: Q_DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [docAmount(await docText(t, "Thornapple Street (Brianna", "security deposit"), /security deposit of \$([\d,]+\.\d{2})/, "Thornapple security deposit")],
  },
  {
    group: "follow-up",
    query: "is there a pet deposit too?",
    tool: "search_document_content",
    after: Q_DEPOSIT,
    expect: async (t) => [docAmount(await docText(t, "Thornapple Street (Brianna", "pet deposit"), /pet deposit of \$([\d,]+\.\d{2})/, "Thornapple pet deposit")],
  },
  {
    group: "documents",
    query: "deductible on the mill race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [must(/\$([\d,]+) per occurrence/.exec(await docText(t, "Columbia Gorge Mutual", "deductible per occurrence")), "deductible")[1]!],
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members percentage interest");
      const members = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds an? (\d+%) Percentage Interest/g)];
      if (members.length === 0) throw new Error("no members in the operating agreement");
      return members.flatMap((m) => [m[1]!, m[2]!]);
    },
  },
  {
    group: "documents",
    query: "how big is the quarry bend special assessment",
    tool: "search_document_content",
    expect: async (t) => [docAmount(await docText(t, "Quarry Bend Condominium", "special assessment"), /special assessment of \$([\d,]+\.\d{2})/, "special assessment")],
  },
  {
    group: "documents",
    query: "which leases do we have on file",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "q=Lease")).map((title) => must(/\(([^)]+)\)\s*$/.exec(title), `tenant of ${title}`)[1]!),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the carriage house or keep renting it out", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will next year's multnomah county property tax bill be", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal balance on the larkspur home loan?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Juniper Ridge Properties LLC make in rent last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's ingrid soto's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the guild mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "forecast our airbnb revenue for next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much was distributed to corwin last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "going rate for a 3 bedroom rental in salem right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
