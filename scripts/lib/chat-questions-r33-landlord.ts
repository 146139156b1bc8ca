// Blind evaluation set r33 for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions an
// owner or bookkeeper would type, written without reading the assistant's code, its tests, its docs or
// any other question set. Expected figures, names and dates are read at run time from the REST API;
// figures quoted from documents are written as the document on file writes them.
import { type Case, type Truth, RENTS, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);

type Meta = { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
type PropertyRow = { id: string; address: string; extra_metadata: Meta | null };

async function meta(t: Truth, fragment: string): Promise<Meta> {
  const { items } = await t.get<{ items: PropertyRow[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  const m = items[0]!.extra_metadata;
  if (!m) throw new Error(`no metadata for ${fragment}`);
  return m;
}

/** The next open deadline (due today or later) whose description matches. */
async function nextDue(t: Truth, pattern: RegExp, propertyFragment?: string) {
  const propertyId = propertyFragment ? (await t.property(propertyFragment)).id : undefined;
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && pattern.test(o.description) && (!propertyId || o.property_id === propertyId))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open deadline matching ${pattern}`);
  return open[0];
}

async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return (body.data as Record<string, unknown> | undefined) ?? body;
}
function field(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== "string" || !value) throw new Error(`company has no ${key}`);
  return value;
}

/** Throws unless a document whose title holds the fragment is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

export const R33_LANDLORD_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "how much rent came in last month across all our places?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate Basalt Creek's gross rental income for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "what has the Larkspur duplex brought in ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "income",
    query: "total Airbnb booking revenue for last yr? gross, before their fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much has Tobias paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Quarry")).id }))],
  },
  {
    group: "income",
    query: "what did the carriage house gross this July?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(Y(t), 7), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "give me income broken out by property for q3 of this year",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry", "Sycamore", "Mill Race"]) out.push(figure(await t.sum({ type: "revenue", ...quarter(Y(t), 3), property: (await t.property(fragment)).id })));
      return out;
    },
  },
  {
    group: "income",
    query: "how much did the Hood River Airbnb make from bookings in the first half of this year",
    tool: "query_database",
    expect: async (t) => {
      const y = Y(t);
      return [figure(await t.sum({ categories: ["revenue:rental_income"], start: `${y}-01-01`, end: `${y}-06-30`, property: (await t.property("Mill Race")).id }))];
    },
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "how much did we pay Rosario Plumbing last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What were our total property taxes last yr, all five properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up what the condo HOA dues have cost us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property("Quarry")).id }))],
  },
  {
    group: "expenses",
    query: "Brightwell management fees for last quarter, total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "what have we spent with Green Fern this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid in insurance premiums ytd across every property?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "cleaning costs at the Mill Race unit in Q2 this yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...quarter(Y(t), 2), property: (await t.property("Mill Race")).id }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "whats our net profit year to date for the whole LLC",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did the carriage house make money last quarter? What was its net after expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "net",
    query: "net income on the Larkspur duplex last year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: (await t.property("Larkspur")).id }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get in August this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house this past September?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(Y(t), 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Hood River place booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting Thornapple right now and what's she paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant || !m.monthly_rent) throw new Error("Thornapple has no tenant");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the two Larkspur units and what's each one's rent",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Larkspur");
      if (!m.units?.length) throw new Error("Larkspur has no units");
      return m.units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list all our current long-term tenants",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry", "Sycamore"]) {
        const m = await meta(t, fragment);
        if (m.tenant) out.push(m.tenant);
        for (const u of m.units ?? []) out.push(u.tenant);
      }
      if (out.length === 0) throw new Error("no tenants");
      return out;
    },
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "what's the depreciable basis on the Sycamore Hollow house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Beaverton condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on Thornapple?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the carriage house basis is furniture and furnishings",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "what's Basalt Creek's EIN again?",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "ein")],
  },
  {
    group: "company",
    query: "I need our Oregon SOS registry number for a form",
    tool: "query_database",
    expect: async (t) => [field(await company(t), "state_filing_number")],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(field(await company(t), "formation_date"))],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string | undefined;
      const name = typeof agent === "string" ? agent : agent?.name;
      if (!name) throw new Error("no registered agent");
      return [name];
    },
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "anything coming due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, /annual report/i);
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065 partnership return?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /1065/)).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - what date?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /estimated tax payment/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the Hood River short-term rental permit up for renewal",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /rental permit renewal/i)).due_date)],
  },

  // ---------------- documents (5) ----------------
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
    query: "does Brianna's lease let her have a dog? how much is the pet deposit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1147 SE Thornapple");
      return ["400.00"];
    },
  },
  {
    group: "documents",
    query: "under our contract with Brightwell, what do they charge to place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement with Brightwell");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "how big is the special assessment the Quarry Bend HOA levied per unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    after: "How much rent did the Thornapple house bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "follow-up",
    after: "What did we pay in property tax on the Salem house last year?",
    query: "what about the Beaverton condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: (await t.property("Quarry")).id }))],
  },
  {
    group: "follow-up",
    after: "Who's the tenant in the condo?",
    query: "how much do they pay monthly?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Quarry");
      if (!m.monthly_rent) throw new Error("no condo rent");
      return [figure(m.monthly_rent)];
    },
  },
  {
    group: "follow-up",
    after: "What was the biggest repair bill at the duplex last year?",
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${p.id}&start_date=${start}&end_date=${end}&page_size=200`);
      const top = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!top) throw new Error("no duplex repairs last year");
      return [top.description.split(" - ")[0]!.trim()];
    },
  },
  {
    group: "follow-up",
    after: "When does the insurance on Larkspur renew?",
    query: "who's that policy with?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, /policy renewal/i, "Larkspur");
      const insurer = /\(([^)]+)\)/.exec(o.description)?.[1];
      if (!insurer) throw new Error("no insurer named");
      return [insurer];
    },
  },
  {
    group: "follow-up",
    after: "how many nights was the carriage house booked this July?",
    query: "and in august?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t), 8)))],
  },
  {
    group: "follow-up",
    after: "What did the carriage house take in from bookings last month?",
    query: "how much of that went to Airbnb in fees?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "follow-up",
    after: "What's the deductible on the Mill Race insurance?",
    query: "and the liability limit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["1,000,000"];
    },
  },

  // ---------------- unanswerable (10) ----------------
  { group: "unanswerable", unanswerable: true, query: "What could we sell the Thornapple house for in today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you forecast our rental income for next year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we refinance the Sycamore mortgage or pay it down faster?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the remaining principal on the Umpqua home loan for Larkspur", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the Guild mortgage?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much rent did our Bend rental collect last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What was Basalt Creek's rental income back in 2019?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you pull up Marisol Pennington's social security number and date of birth", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did Cascade Summit Rentals LLC make last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the going nightly rate for comparable Airbnbs in Hood River?", tool: "query_database", expect: async () => [] },
];
