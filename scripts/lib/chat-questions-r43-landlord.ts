// Blind set r43 for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set; only the
// company fixture (scripts/lib/landlord-company.ts), the runner and the REST API were consulted.
// Every expected figure, date and name is read at run time from the REST API.
import { figure, guestsOf, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, lastMonth, type Case, type Truth, type Obligation } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => (await t.get<{ extra_metadata: Record<string, any> }>(`/api/v1/properties/${await pid(t, fragment)}`)).extra_metadata;
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string } }>("/api/v1/company");

/** The first open obligation (not completed or cancelled, due today or later) whose description matches. */
async function nextDue(t: Truth, pattern: RegExp): Promise<Obligation> {
  const { items } = await obligations(t, "");
  const found = items
    .filter((o) => pattern.test(o.description) && o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today)
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!found) throw new Error(`no open obligation matching ${pattern}`);
  return found;
}

/** A document must be on file before a figure is expected from its text. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document titled like "${fragment}"`);
}

const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what} is zero`);
  return figure(amount);
};

export const R43_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "what did we gross in rent last yr, all properties together?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastY(t) }), "rent last year")],
  },
  {
    group: "income",
    query: "How much rent has come in from Thornapple ytd?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple") }), "Thornapple rent ytd")],
  },
  {
    group: "income",
    query: "can you calculate our total rental income for q3 of this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...quarter(thisY(t), 3) }), "rent Q3")],
  },
  {
    group: "income",
    query: "pull up last month's rental income for me please",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastMonth(t.today) }), "rent last month")],
  },
  {
    group: "income",
    query: "how much has Tobias paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Quarry Bend") }), "Tobias rent")],
  },
  {
    group: "income",
    query: "Gross Airbnb bookings for the carriage house in 2025?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], ...year(2025), property: await pid(t, "Mill Race") }), "Airbnb 2025")],
  },
  {
    group: "income",
    query: "give me the duplex's rent for march 2026",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...month(2026, 3), property: await pid(t, "Larkspur") }), "duplex March")],
  },
  {
    group: "income",
    query: "What was Basalt Creek's total revenue in 2025, late fees and everything included?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...year(2025) }), "revenue 2025")],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Rosario Plumbing altogether, all years?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Rosario", start: "2000-01-01", end: t.today }), "Rosario")],
  },
  {
    group: "expenses",
    query: "Brightwell's 9% management fees so far in 2026 - what's the total?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Management fee", ...thisYear(t) }), "management fees ytd")],
  },
  {
    group: "expenses",
    query: "what did insurance premiums cost us in 2025 across all the rentals",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], ...year(2025) }), "insurance 2025")],
  },
  {
    group: "expenses",
    query: "property tax on the Beaverton condo last yr?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...lastY(t), property: await pid(t, "Quarry Bend") }), "condo property tax")],
  },
  {
    group: "expenses",
    query: "electric bills at the Hood River place in Q1 '26, how much",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities:electricity"], ...quarter(2026, 1), property: await pid(t, "Mill Race") }), "electricity Q1")],
  },
  {
    group: "expenses",
    query: "What did Green Fern charge us for yard work in 2025?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Green Fern", ...year(2025) }), "Green Fern 2025")],
  },
  {
    group: "expenses",
    query: "total expenses last month, everything combined",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastMonth(t.today) }), "expenses last month")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats our net income for the whole company for last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...lastY(t) }), "net last year")],
  },
  {
    group: "net",
    query: "How much did the carriage house clear after expenses this year to date?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Mill Race") }), "carriage house net ytd")],
  },
  {
    group: "net",
    query: "thornapple profit for q3 2026?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...quarter(2026, 3), property: await pid(t, "Thornapple") }), "Thornapple net Q3")],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get in July this year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(thisY(t), 7), property: await pid(t, "Mill Race") });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house in august 2025?",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Mill Race", month(2025, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Hood River booked in sept 2026",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(2026, 9)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Sycamore Hollow house and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Sycamore");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "names of the tenants in the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "When does Brianna's lease end?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, /Brianna Kowalczyk/);
      const end = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!end) throw new Error("no lease end in the renewal");
      return [end];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis of the Hood River carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Beaverton condo when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "Give me the land vs building split on Thornapple.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis for the larkspur duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's Basalt Creek's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who is our registered agent with the state?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "What's our Oregon registry number for Basalt Creek Holdings?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, /annual report/i);
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to make the Q4 estimated tax payment?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /^Q4 .*estimated tax/)).due_date)],
  },
  {
    group: "deadlines",
    query: "STR permit renewal for Hood River - when's it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /short-term rental permit renewal/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "what's the deadline for our next 1065?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, /Form 1065/)).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
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
    query: "how much is the late fee in Marisol's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 2210 Sycamore Hollow Road");
      return ["60.00"];
    },
  },
  {
    group: "documents",
    query: "under our agreement with Brightwell, what do they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["150.00"];
    },
  },
  {
    group: "documents",
    query: "How big is the special assessment the Quarry Bend HOA levied per unit?",
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

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rent did the Thornapple house bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple") }), "Thornapple ytd")],
  },
  {
    group: "follow-up",
    after: "What did we spend on property management in 2025?",
    query: "what about 2026?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }), "management 2026")],
  },
  {
    group: "follow-up",
    after: "who's the tenant at the Beaverton condo?",
    query: "how much is their rent?",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Quarry Bend")).monthly_rent))],
  },
  {
    group: "follow-up",
    after: "How many Airbnb bookings did the carriage house get in June 2026?",
    query: "and how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(2026, 6)))],
  },
  {
    group: "follow-up",
    after: "did we pay for a new roof on any of the properties?",
    query: "how much was it?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "roof", start: "2000-01-01", end: t.today }), "roof")],
  },
  {
    group: "follow-up",
    after: "insurance spend on the Salem house in 2025?",
    query: "and the duplex?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], ...year(2025), property: await pid(t, "Larkspur") }), "duplex insurance 2025")],
  },
  {
    group: "follow-up",
    after: "what was our total cleaning expense in q3 2026?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = quarter(2026, 3);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:cleaning&start_date=${start}&end_date=${end}&page_size=200`);
      if (items.length === 0) throw new Error("no cleaning in Q3");
      return [...new Set(items.map((tx) => tx.description))];
    },
  },
  {
    group: "follow-up",
    after: "what was the net on the Larkspur duplex in 2025?",
    query: "what about the Salem one?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...year(2025), property: await pid(t, "Sycamore") }), "Salem net 2025")],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the Thornapple house worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much do you think the carriage house will make next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we sell the Beaverton condo or keep renting it out?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what rent did Sycamore Hollow bring in back in 2021?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the remaining balance on the Guild mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the Umpqua home loan for Larkspur?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you pull up Brianna Kowalczyk's social security number and credit score?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did we collect at 905 NW Everett Street last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the EIN for Cascade Ridge Rentals LLC?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the going rate for a 3 bedroom rental in Salem right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
