// The apr-landlord set: written blind (the assistant's code, its tests and every other question set left
// unread; no answer of the assistant seen). Asked of the landlord company, Basalt Creek Holdings LLC: an
// Oregon LLC with four unfurnished long-term rentals (Thornapple, the Larkspur duplex and the Quarry Bend
// condo through Brightwell Property Management, the Sycamore Hollow house in Salem self-managed) and the
// Mill Race carriage house in Hood River let on Airbnb (scripts/lib/landlord-company.ts).
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8 (each placed right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API when the set runs, with periods relative
// to today: "last yr" is the calendar year before today's, "ytd" is January 1 through today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const LTR = ["revenue:long_term_rental"];
const STR = ["revenue:rental_income"];
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
/** January 1 through June 30 of last year. */
const firstHalfLastYear = (t: Truth) => {
  const y = Number(t.today.slice(0, 4)) - 1;
  return { start: month(y, 1).start, end: month(y, 6).end };
};

interface PropertyRecord {
  id: string;
  address: string;
  acquisition_date: string;
  purchase_price_total: string;
  extra_metadata: Record<string, unknown>;
}

/** The whole property record (with its extra_metadata: tenants, rents) of the one property whose address holds the fragment. */
async function propertyRecord(t: Truth, fragment: string): Promise<PropertyRecord> {
  const { id } = await t.property(fragment);
  return t.get<PropertyRecord>(`/api/v1/properties/${id}`);
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** "2150.00" or "$2,150.00" -> "$2,150": the whole dollars as an answer writes them, with or without cents. */
const dollars = (amount: string) => `$${figure(amount.replace(/[$,]/g, "")).split(".")[0]}`;

/** The first capture of `pattern` in the passages of the one document whose title holds `title`, found through the search API. */
async function docFact(t: Truth, title: string, query: string, pattern: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const doc = items[0]!;
  const hits = await t.get<{ items: { text: string; chunk_index: number }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(query)}&document_id=${doc.id}&top_k=50`);
  const passages = [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((hit) => hit.text.replace(/\s+/g, " "));
  for (const text of [...passages, passages.join(" ")]) {
    const found = pattern.exec(text)?.[1];
    if (found) return found;
  }
  throw new Error(`"${pattern}" not found in ${doc.title}`);
}

/** Open obligations due today or later matching a query string, soonest first. */
const upcoming = async (t: Truth, query: string) => {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
};

interface Tenancy {
  tenant: string;
  monthly_rent: string;
}

/** The tenants named in a property's record: one tenant, or one per unit. */
async function tenantsOf(t: Truth, fragment: string): Promise<[Tenancy, ...Tenancy[]]> {
  const meta = (await propertyRecord(t, fragment)).extra_metadata as { tenant?: string; monthly_rent?: string; units?: { tenant: string; monthly_rent: string }[] };
  const [first, ...rest] = meta.units ?? (meta.tenant && meta.monthly_rent ? [{ tenant: meta.tenant, monthly_rent: meta.monthly_rent }] : []);
  if (!first) throw new Error(`no tenant recorded at ${fragment}`);
  return [first, ...rest];
}

const titleCase = (name: string) => name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

// ---- questions that follow-ups refer to (kept here so the follow-ups name them exactly) ----
const Q_THORNAPPLE_RENT = "how much rent did we collect on thornapple last yr";
const Q_STR_YTD = "gross airbnb income for the carriage house ytd?";
const Q_BRIGHTWELL_YTD = "brightwell mgmt fees so far this year";
const Q_PROPERTY_TAX = "total property tax we paid last year, all properties";
const Q_SALEM_TENANT = "who's renting the Salem house right now and what do they pay a month";
const Q_NEXT_ESTIMATE = "when's our next estimated tax payment due?";
const Q_CONDO_PRICE = "what did we pay for the beaverton condo";
const Q_LEASE_LATE_FEE = "what's the late fee in Brianna's lease on Thornapple";

export const APR_LANDLORD_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: Q_THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...lastYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "what about sycamore?",
    after: Q_THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: Q_STR_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "how much of that did airbnb keep in host fees",
    after: Q_STR_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "Total revenue last quarter across all 5 rentals?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "how much has Tobias Wren paid us in rent this yr",
    tool: "query_database",
    expect: async (t) => {
      const [{ tenant }] = await tenantsOf(t, "Quarry Bend");
      return [figure(await t.sum({ categories: LTR, ...thisYear(t), q: tenant }))];
    },
  },
  {
    group: "income",
    query: "condo rent recieved jan thru june of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...firstHalfLastYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "what did the Hood River place gross on airbnb last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "give me long-term rent vs airbnb income for last year, both numbers",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...lastYear(t) })), figure(await t.sum({ categories: STR, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "total late fees rec'd last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: Q_BRIGHTWELL_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which house paid the most of that",
    after: Q_BRIGHTWELL_YTD,
    tool: "query_database",
    expect: async (t) => {
      const fees = await Promise.all(
        ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"].map(async (fragment) => {
          const p = await t.property(fragment);
          return { address: p.address, amount: Number(await t.sum({ categories: ["expense:property_management"], ...thisYear(t), property: p.id })) };
        }),
      );
      const top = fees.sort((a, b) => b.amount - a.amount)[0]!;
      // The street's own name ("Larkspur"), which any way of naming the house holds, and its fees.
      const street = /^\d+\s+(?:[NSEW]{1,2}\s+)?([A-Za-z]+)/.exec(top.address)?.[1];
      if (!street) throw new Error(`no street name in ${top.address}`);
      return [street, figure(String(top.amount))];
    },
  },
  {
    group: "expenses",
    query: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "just the hood river one?",
    after: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "mortgage interest on the larkspur duplex ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "calculate total utilities for Mill Race in last year - power, gas, water, internet, garbage",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "ROSARIO PLUMBING - how much did we pay them last year total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Rosario Plumbing" }))],
  },
  {
    group: "expenses",
    query: "pull up what we've spent w/ Gorge Sparkle this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Gorge Sparkle" }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the condo for last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t), property: await pid(t, "Quarry Bend") }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "net income ytd for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "carriage house net profit last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "what did Quarry Bend clear last quarter after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Quarry Bend") }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did the carriage house get last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at mill race so far this yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", thisYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: Q_SALEM_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const [{ tenant, monthly_rent }] = await tenantsOf(t, "Sycamore");
      return [tenant, figure(monthly_rent)];
    },
  },
  {
    group: "follow-up",
    query: "how much of a security deposit is she holding w/ us?",
    after: Q_SALEM_TENANT,
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, "Sycamore Hollow", "security deposit", /security deposit of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "bookings-or-tenants",
    query: "tenants in the larkspur duplex?",
    tool: "query_database",
    expect: async (t) => (await tenantsOf(t, "Larkspur")).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "who was the tenant at sycamore hollow before Marisol",
    tool: "query_database",
    expect: async (t) => {
      const [{ tenant: current }] = await tenantsOf(t, "Sycamore");
      const { items } = await t.get<{ items: { description: string }[] }>(
        `/api/v1/transactions?category=revenue:long_term_rental&property_id=${await pid(t, "Sycamore")}&start_date=${lastYear(t).start}&end_date=${t.today}&page_size=200`,
      );
      const payers = [...new Set(items.map((tx) => /ZELLE FROM (.+?) RENT/i.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name)).map(titleCase))];
      const earlier = payers.filter((name) => name.toLowerCase() !== current.toLowerCase());
      if (earlier.length !== 1) throw new Error(`earlier tenants at Sycamore: ${JSON.stringify(payers)}`);
      return earlier;
    },
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: Q_CONDO_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we buy it",
    after: Q_CONDO_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Quarry Bend")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs bldg basis on SE Thornapple",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture / FF&E basis for the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciation on the Larkspur duplex for last year",
    tool: "query_database",
    expect: async (t) => {
      const y = Number(t.today.slice(0, 4)) - 1;
      const dep = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${await pid(t, "Larkspur")}/depreciation?year=${y}`);
      if (!dep.year) throw new Error("no depreciation year");
      return [figure(dep.year.total)];
    },
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "Basalt Creek EIN #?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "when did we form the LLC",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who is the registered agent on file for basalt creek",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "whats our oregon sos registry number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "anything overdue rn?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q_NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: Q_NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => {
      const open = await upcoming(t, "obligation_type=tax:payment");
      if (!open[1]) throw new Error("only one open estimated payment");
      return [longDate(open[1].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "oregon annual report - when is it due next",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=compliance:periodic_report"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "by when do we have to decide on renewing Tobias's lease at the condo",
    tool: "query_database",
    expect: async (t) => {
      const [{ tenant }] = await tenantsOf(t, "Quarry Bend");
      const { items } = await obligations(t, `q=${encodeURIComponent(tenant)}`);
      const renewal = items.find((o) => /renew/i.test(o.description));
      if (!renewal) throw new Error(`no lease renewal for ${tenant}`);
      return [longDate(renewal.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "hood river STR permit renewal deadline?",
    tool: "query_database",
    expect: async (t) => {
      const open = (await upcoming(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Mill Race")}`)).filter((o) => /permit/i.test(o.description));
      if (!open[0]) throw new Error("no permit renewal");
      return [longDate(open[0].due_date)];
    },
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: Q_LEASE_LATE_FEE,
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, "Thornapple Street", "late fee", /late fee of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "follow-up",
    query: "what other documents do we have on file for that house?",
    after: Q_LEASE_LATE_FEE,
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, `property_id=${await pid(t, "Thornapple")}`)).filter((title) => !/lease/i.test(title)),
  },
  {
    group: "documents",
    query: "brightwell contract - how much notice do we need to give to cancel?",
    tool: "search_document_content",
    expect: async (t) => [`${await docFact(t, "Property Management Agreement", "terminate notice", /terminate the agreement with (\d+) days/i)} days`],
  },
  {
    group: "documents",
    query: "how big is the special assessment per unit the quarry bend HOA levied",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, "Quarry Bend Condominium", "special assessment", /special assessment of (\$[\d,]+(?:\.\d{2})?) per unit/i))],
  },
  {
    group: "documents",
    query: "deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, "Columbia Gorge Mutual", "deductible", /(\$[\d,]+(?:\.\d{2})?) per occurrence/i))],
  },
  {
    group: "documents",
    query: "what % does Helena own under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => [`${await docFact(t, "Operating Agreement", "Helena Marsh percentage interest", /Helena Marsh holds an? (\d+)% Percentage Interest/i)}%`],
  },

  // ---------------- unanswerable (10) ----------------
  { group: "unanswerable", query: "what will the carriage house make on airbnb next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Thornapple worth today, market value", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did thornapple bring in the year before last", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the interest rate on the Umpqua home loan for larkspur", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is the Q4 estimated tax payment going to be", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the wifi password at the carriage house", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how did Cascade Ridge Rentals LLC do last year, total revenue", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the beaverton condo or keep renting it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will next year's Marion County property tax bill be on the Salem house", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend on snow removal at the hood river place last winter", tool: "query_database", unanswerable: true, expect: async () => [] },
];
