// Round 22, landlord company (Basalt Creek Holdings LLC, Oregon): a blind set of 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set; only the fixture
// company (scripts/lib/landlord-company.ts), the service spec and the REST API were consulted. Every
// expected figure, date and name is read at run time from the REST API, relative to t.today.
import { type Case, type Truth, RENTS, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations, nextOpen } from "./chat-questions";

const y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** Everything on record, from well before the first transaction through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Meta {
  tenant?: string;
  monthly_rent?: string;
  units?: { unit: string; tenant: string; monthly_rent: string }[];
}
async function metaOf(t: Truth, fragment: string): Promise<Meta> {
  const { items } = await t.get<{ items: { extra_metadata: Meta }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!.extra_metadata;
}

async function company(t: Truth) {
  return t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
}

async function open(t: Truth, query: string) {
  const o = await nextOpen(t, `${query}&start_date=${t.today}`);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
}

/** A document must be on file (searchable through its title) before its text is expected. */
async function onFile(t: Truth, q: string) {
  await titles(t, `q=${encodeURIComponent(q)}`);
}

/** "Q3" as an owner means it: this year's third quarter once it has ended, else last year's. */
const q3 = (t: Truth) => quarter(Number(t.today.slice(5, 7)) >= 10 ? y(t) : y(t) - 1, 3);

/** The month before the month before today. */
const monthBeforeLast = (t: Truth) => lastMonth(lastMonth(t.today).start);

export const R22_LANDLORD_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "how much rent did basalt creek collect last month across all the rentals?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Can you calculate gross rental income for q3?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...q3(t) }))],
  },
  {
    group: "income",
    query: "total revenue for last yr, every kind of income included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(y(t) - 1) }))],
  },
  {
    group: "income",
    query: "pull up the gross airbnb bookings for the carriage house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much rent has Brianna paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, q: "Kowalczyk", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "larkspur rent year to date, both units combined pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Larkspur"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What rent came in from the Salem house in the second quarter of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Sycamore"), ...quarter(y(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "give me last month's rental income broken out by property",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const p of ["Thornapple", "Larkspur", "Quarry", "Sycamore", "Mill Race"]) out.push(figure(await t.sum({ categories: RENTS, property: await pid(t, p), ...lastMonth(t.today) })));
      return out;
    },
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "how much have we paid Rosario Plumbing altogether, all the years on record?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "What has Brightwell charged us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total insurance premiums last year for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "property tax we paid on the Hood River place last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, "Mill Race"), ...year(y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did utilities run at mill race in Q3",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Mill Race"), ...q3(t) }))],
  },
  {
    group: "expenses",
    query: "Cleaning costs last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much did we spend on repairs at the duplex last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, "Larkspur"), ...year(y(t) - 1) }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "what was the LLC's net profit last quarter, all properties plus company overhead?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))],
  },
  {
    group: "net",
    query: "did the carriage house make money last month? net figure please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...lastMonth(t.today) }))],
  },
  {
    group: "net",
    query: "Net income on the Beaverton condo so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Quarry"), ...thisYear(t) }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get in August last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...month(y(t) - 1, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Hood River unit booked in q3",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", q3(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Thornapple house right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metaOf(t, "Thornapple");
      if (!m.tenant || !m.monthly_rent) throw new Error("Thornapple has no tenant on record");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are our tenants in the larkspur duplex?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metaOf(t, "Larkspur");
      if (!m.units?.length) throw new Error("Larkspur has no units on record");
      return m.units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when does Tobias's lease end?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent("Tobias Wren")}`);
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for Tobias Wren");
      return [end];
    },
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "depreciable basis on 1147 Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Beaverton condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how is the Sycamore Hollow basis split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the furniture/FF&E basis on the carriage house, and its total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "can u pull up Basalt Creek's federal tax ID number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's our Oregon SOS registry number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the llc formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is the registered agent for Basalt Creek Holdings, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 50 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=50");
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).map((o) => longDate(o.due_date)))];
      if (dates.length === 0) throw new Error("nothing due in the next 50 days");
      return dates;
    },
  },
  {
    group: "deadlines",
    query: "When do we need to file the next Oregon annual report, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await open(t, "obligation_type=compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "deadline for the partnership return (1065) this coming tax season?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=tax:filing")).due_date)],
  },
  {
    group: "deadlines",
    query: "when does the hood river short term rental permit need renewing",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `q=${encodeURIComponent("short-term rental permit")}`)).due_date)],
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "how much is the pet deposit in Brianna's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kowalczyk");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "per our agreement with Brightwell, what do they charge to place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "how big is the special assessment the Quarry Bend HOA levied on each unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association");
      return ["3,150"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    after: "How much rent did Tobias pay this year?",
    query: "and last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, q: "Tobias Wren", ...year(y(t) - 1) }))],
  },
  {
    group: "follow-up",
    after: "what did insurance cost us for Thornapple last year?",
    query: "what about the duplex?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], property: await pid(t, "Larkspur"), ...year(y(t) - 1) }))],
  },
  {
    group: "follow-up",
    after: "who did repair work at the condo this year?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, "Quarry"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "When does the HO-6 policy on the condo renew?",
    query: "and the carriage house policy?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `obligation_type=property:insurance&property_id=${await pid(t, "Mill Race")}`)).due_date)],
  },
  {
    group: "follow-up",
    after: "what's the depreciable basis for Sycamore Hollow?",
    query: "when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      if (!p.placed_in_service) throw new Error("Sycamore has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    after: "how many airbnb bookings did the carriage house have in July of last year?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(y(t) - 1, 7)),
  },
  {
    group: "follow-up",
    after: "What did we spend on landscaping last year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(y(t) - 1);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:landscaping&start_date=${start}&end_date=${end}&page_size=200`);
      const vendors = [...new Set(items.map((tx) => tx.description.split(" - ")[0]!.trim().toLowerCase()))];
      if (vendors.length !== 1) throw new Error(`landscaping vendors: ${vendors.join(", ")}`);
      return vendors;
    },
  },
  {
    group: "follow-up",
    after: "net income for the Salem house last month?",
    query: "what about the month before that",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Sycamore"), ...monthBeforeLast(t) }))],
  },

  // ---------------- unanswerable (10) ----------------
  { group: "unanswerable", unanswerable: true, query: "what's the Thornapple house worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much will the carriage house bring in next summer, roughly?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we sell the Beaverton condo or refinance it?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what did we spend on the Bend cabin last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "rental income for 2019 please", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's left on the Guild mortgage for Sycamore Hollow?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the Umpqua home loan?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats Ingrid Soto's date of birth and ssn", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much did our sister company Timberline Row LLC make last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's market rent for a 2 bedroom in Beaverton these days?", tool: "query_database", expect: async () => [] },
];
