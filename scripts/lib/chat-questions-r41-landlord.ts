// Blind set r41 for the landlord company (Basalt Creek Holdings LLC, Oregon): written without reading the
// assistant's code, its tests, its docs or any other question set; only from the company fixture
// (scripts/lib/landlord-company.ts), the evaluation runner and the service spec. Every expected figure,
// date and name is read at run time from the REST API (or, for a document's own wording, checked to be
// on file first).
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;

/** The calendar month before last month. */
const monthBeforeLast = (today: string) => {
  const lm = lastMonth(today);
  return lastMonth(lm.start);
};

/** The same calendar month as last month, one year earlier. */
const lastMonthAYearAgo = (today: string) => {
  const lm = lastMonth(today);
  return month(Number(lm.start.slice(0, 4)) - 1, Number(lm.start.slice(5, 7)));
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = Record<string, any>;
const metaOf = async (t: Truth, fragment: string): Promise<Meta> => {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Meta };
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
};

/** The company profile, whether or not the service wraps it. */
const company = async (t: Truth): Promise<Meta> => {
  const body = await t.get<Meta>("/api/v1/company");
  const profile = (body.data ?? body.profile ?? body) as Meta;
  if (!profile.legal_name) throw new Error(`no company profile: ${JSON.stringify(body).slice(0, 200)}`);
  return profile;
};

/** Open obligations due today or later, soonest first. */
const upcoming = async (t: Truth): Promise<Obligation[]> => {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
};
const nextMatching = async (t: Truth, words: string): Promise<Obligation> => {
  const o = (await upcoming(t)).find((x) => x.description.toLowerCase().includes(words.toLowerCase()));
  if (!o) throw new Error(`no upcoming obligation with "${words}"`);
  return o;
};
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Throws unless a document whose title holds `fragment` is on file. */
const onFile = async (t: Truth, fragment: string) => {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
};

/** Property rows of a filter on the ledger (transactions with their property). */
const txns = (t: Truth, query: string) => t.get<{ items: { description: string; property_id: string | null; amount: string }[] }>(`/api/v1/transactions?page_size=200&${query}`);

const STREETS = ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore Hollow", "Mill Race"];
const streetOf = async (t: Truth, propertyId: string) => {
  const p = await t.get<{ address: string }>(`/api/v1/properties/${propertyId}`);
  const street = STREETS.find((s) => p.address.includes(s));
  if (!street) throw new Error(`unknown street in ${p.address}`);
  return street;
};

const nonZero = (amount: string) => {
  if (Number(amount) === 0) throw new Error("expected a non-zero figure");
  return figure(amount);
};

const Q_BEFORE_ANNUAL = "When is the Oregon annual report due this time?";

export const R41_LANDLORD_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much rent came in last month across all our rentals?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "whats our gross rental income ytd",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "rental income for q3 last yr, all properties?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...quarter(lastYear(t), 3) }))],
  },
  {
    group: "income",
    query: "Can you break down last month's rent by property for me?",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const s of STREETS) {
        const p = await t.property(s);
        const amount = await t.sum({ categories: RENTS, ...lastMonth(t.today), property: p.id });
        if (Number(amount) !== 0) out.push(figure(amount));
      }
      if (out.length === 0) throw new Error("no rent last month");
      return out;
    },
  },
  {
    group: "income",
    query: "How much rent did the Salem house bring in last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...year(lastYear(t)), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "income",
    query: "gross airbnb bookings on the carriage house so far this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "how much has Tobias paid us in rent this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "income",
    query: "What did Brianna's rent add up to for all of last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...year(lastYear(t)), property: (await t.property("Thornapple")).id }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Rosario Plumbing last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Rosario", ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "total management fees Brightwell has taken this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did insurance cost us last yr, all properties together",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "How much property tax did we pay on the Hood River place last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...year(lastYear(t)), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "give me total expenses for the carriage house last month",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "what have we spent on repairs so far this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did Green Fern charge us for landscaping last year, both houses?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Green Fern", ...year(lastYear(t)) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "What was Basalt Creek's net income last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYear(t)) }))],
  },
  {
    group: "net",
    query: "net profit on the beaverton condo ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "net",
    query: "did the carriage house make money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: (await t.property("Mill Race")).id }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did the carriage house get last month?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id });
      if (n === 0) throw new Error("no bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the Hood River carriage house in August last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(lastYear(t), 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Mill Race booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Thornapple house and what are they paying?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metaOf(t, "Thornapple");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "remind me who the tenants are in the larkspur duplex",
    tool: "query_database",
    expect: async (t) => {
      const m = await metaOf(t, "Larkspur");
      const units = m.units as { tenant: string }[];
      if (!units?.length) throw new Error("no units");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when does Marisol's lease end?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, "Marisol Pennington");
      const end = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!end) throw new Error(`no lease end in ${o.description}`);
      return [end];
    },
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "whats the depreciable basis on the beaverton condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Larkspur duplex when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis split for the Salem rental?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the carriage house basis is furniture and fixtures?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "can you pull up Basalt Creek's EIN",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "who's listed as our registered agent?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).registered_agent.name)],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "what's our oregon registry number with the secretary of state?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing due?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t))[0];
      if (!next) throw new Error("nothing upcoming");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const until = plusDays(t.today, 60);
      const dates = [...new Set((await upcoming(t)).filter((o) => o.due_date <= until).map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing in 60 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when's the annual report due to the state and what's the fee",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, "annual report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do we have to file the 1065?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "Form 1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the hood river str permit up for renewal",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "short-term rental permit")).due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "Brianna's lease - how much is the pet deposit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brianna Kowalczyk");
      return ["400.00"];
    },
  },
  {
    group: "documents",
    query: "per our agreement with Brightwell, what do they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["150.00"];
    },
  },
  {
    group: "documents",
    query: "how big is the special assessment the quarry bend HOA levied per unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "list the documents we've got on file pls",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: "What were the airbnb bookings at the carriage house last month, in dollars?",
    query: "and the month before that?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], ...monthBeforeLast(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "follow-up",
    after: "How much did we spend on insurance last year?",
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "What was the purchase price of the Thornapple house?",
    query: "what about the Salem one?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "follow-up",
    after: "Who's the tenant at the Beaverton condo?",
    query: "what do they pay a month?",
    tool: "query_database",
    expect: async (t) => [figure(String((await metaOf(t, "Quarry Bend")).monthly_rent))],
  },
  {
    group: "follow-up",
    after: Q_BEFORE_ANNUAL,
    query: "how much is the filing fee for it?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, "annual report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [fee];
    },
  },
  {
    group: "follow-up",
    after: "How much was the furnace repair at the Beaverton condo?",
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await txns(t, `q=furnace&start_date=${year(lastYear(t)).start}&end_date=${t.today}`);
      const vendor = /^(.+?)\s+-\s/.exec(items[0]?.description ?? "")?.[1];
      if (items.length !== 1 || !vendor) throw new Error(`furnace repairs: ${items.length}`);
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: "How much did we pay Voltline Electrical last year?",
    query: "which property was that for?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(lastYear(t));
      const { items } = await txns(t, `q=Voltline&start_date=${start}&end_date=${end}`);
      const ids = [...new Set(items.map((x) => x.property_id).filter((id): id is string => Boolean(id)))];
      if (ids.length !== 1) throw new Error(`Voltline last year at ${ids.length} properties`);
      return [await streetOf(t, ids[0]!)];
    },
  },
  {
    group: "follow-up",
    after: "How many nights was the carriage house booked last month?",
    query: "same month last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonthAYearAgo(t.today)))],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "What's the Thornapple house worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you forecast our rental income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we raise Brianna's rent when her lease comes up?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did the Bend cottage collect last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was our rental income in 2014?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the remaining balance on the Guild mortgage for the Salem house", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the Umpqua loan for Larkspur?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Do we have Tobias Wren's social security number handy?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Brightwell Property Management's own EIN?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "roughly what will the property tax bill on the carriage house be next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
