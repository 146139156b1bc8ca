// Round 29, landlord company (Basalt Creek Holdings LLC, Oregon): a blind set written only from the
// company fixture (scripts/lib/landlord-company.ts), the REST API and the shared service spec, without
// reading the assistant's code, its tests or any other question set. Every expected figure, date and
// name is read at run time from the REST API; figures quoted from a document are expected as the
// document writes them, after checking through the API that the document is on file.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
/** The most recent whole calendar month m (1..12) before today's month. */
const pastMonth = (t: Truth, m: number) => {
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? thisY(t) : thisY(t) - 1, m);
};
/** The most recent whole calendar quarter q (1..4) before today's quarter. */
const pastQuarter = (t: Truth, q: number) => {
  const current = Math.ceil(Number(t.today.slice(5, 7)) / 3);
  return quarter(q < current ? thisY(t) : thisY(t) - 1, q);
};
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface PropertyRecord {
  id: string;
  extra_metadata: Record<string, unknown> & { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
}
const meta = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  return (await t.get<PropertyRecord>(`/api/v1/properties/${p.id}`)).extra_metadata;
};

/** The company profile, whatever envelope the route wraps it in. */
const company = async (t: Truth) => {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  const profile = (body.profile ?? body.data ?? body) as Record<string, unknown>;
  return profile as { legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } };
};

/** The next open obligation due today or later that matches. */
const nextDue = async (t: Truth, match: (o: Obligation) => boolean): Promise<Obligation> => {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error("no open obligation matches");
  return open[0];
};

/** Throws unless a document whose title holds the fragment is on file. */
const onFile = async (t: Truth, fragment: string) => {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
};

const rentAt = async (t: Truth, fragment: string, period: { start: string; end: string }) => figure(await t.sum({ categories: RENTS, ...period, property: (await t.property(fragment)).id }));

const FRAGMENTS = ["Thornapple", "Larkspur", "Quarry", "Sycamore", "Mill Race"];

export const R29_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "what was our total rental income last month, all the properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "gross rents for q2 pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...pastQuarter(t, 2) }))],
  },
  {
    group: "income",
    query: "Can you calculate Basalt Creek's total revenue for last year, everything included (rent, Airbnb, late fees, all of it)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastY(t) }))],
  },
  {
    group: "income",
    query: "ytd rent from the Larkspur duplex, both units combined",
    tool: "query_database",
    expect: async (t) => [await rentAt(t, "Larkspur", thisYear(t))],
  },
  {
    group: "income",
    query: "How much rent has Tobias paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, q: "Tobias Wren", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the Airbnb bookings at the carriage house gross last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastY(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "How much rent did the Salem house bring in for September?",
    tool: "query_database",
    expect: async (t) => [await rentAt(t, "Sycamore", pastMonth(t, 9))],
  },
  {
    group: "income",
    query: "break down last quarter's rental income by property for me",
    tool: "query_database",
    expect: async (t) => Promise.all(FRAGMENTS.map((f) => rentAt(t, f, lastQuarter(t.today)))),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "What's the total we've ever paid Rosario Plumbing?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...ALL_TIME(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last year across all five properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastY(t) }))],
  },
  {
    group: "expenses",
    query: "give me everything we spent on the Hood River place in October",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...pastMonth(t, 10), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "total expences for last quarter, company-wide",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much has Green Fern charged us for yard work this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Insurance premiums ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have Brightwell's management fees come to this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was our net income for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastY(t) }))],
  },
  {
    group: "net",
    query: "how much has Thornaple netted so far this year after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "net",
    query: "Did the LLC make a profit last month? What was the bottom line?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did the carriage house get in July?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...pastMonth(t, 7), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at Mill Race in August?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", pastMonth(t, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the carriage house booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Salem house right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Sycamore");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list the tenants in the duplex on Larkspur",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units ?? [];
      if (units.length === 0) throw new Error("no units at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who is the tenant in our Beaverton condo?",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Quarry")).tenant)],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Pull up the land and building basis for 2210 Sycamore Hollow",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much basis do we have in the furniture and fixtures at the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Quarry Bend condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).purchase_price_total)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats Basalt Creek's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Our Oregon Secretary of State registry number, please",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who do we have listed as our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next Oregon annual report due, and how much is the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$([\d,]+(?:\.\d\d)?) fee/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to get the 1065 filed?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "tax:filing" && o.description.includes("1065"))).due_date)],
  },
  {
    group: "deadlines",
    query: "Hood River short-term rental permit: when's the next renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "compliance:license_renewal" && o.description.toLowerCase().includes("short-term rental permit"))).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "tax:payment")).due_date)],
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
    query: "what late fee does Brianna's lease allow us to charge?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1147 SE Thornapple Street");
      return ["75.00"];
    },
  },
  {
    group: "documents",
    query: "Under our management agreement, what does Brightwell charge when a lease is renewed?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement with Brightwell");
      return ["150.00"];
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
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent did the Sycamore Hollow house bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [await rentAt(t, "Sycamore", thisYear(t))],
  },
  {
    group: "follow-up",
    after: "What did we pay for insurance on the duplex last year?",
    query: "what about Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastY(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "follow-up",
    after: "Who is the tenant at the Thornapple house?",
    query: "how much is her rent?",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Thornapple")).monthly_rent))],
  },
  {
    group: "follow-up",
    after: "What was the biggest repair bill at the carriage house this year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      const period = thisYear(t);
      const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
      const biggest = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!biggest) throw new Error("no repairs at Mill Race this year");
      return [biggest.description.split(/\s+/)[0]!];
    },
  },
  {
    group: "follow-up",
    after: "How many bookings did the carriage house have in June?",
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", pastMonth(t, 6)))],
  },
  {
    group: "follow-up",
    after: "what was our net income in q2?",
    query: "and q3?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...pastQuarter(t, 3) }))],
  },
  {
    group: "follow-up",
    after: "When does the insurance on Thornapple renew?",
    query: "who's the policy with?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      const o = await nextDue(t, (x) => x.obligation_type === "property:insurance" && x.property_id === p.id);
      const insurer = /\(([^)]+)\)/.exec(o.description)?.[1];
      if (!insurer) throw new Error(`no insurer in ${o.description}`);
      return [insurer];
    },
  },
  {
    group: "follow-up",
    after: "What's our total basis in the Sycamore house?",
    query: "ok and the Beaverton one?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).total_basis)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the Thornapple house worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you forecast our rental income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we raise Marisol's rent when her lease comes up for renewal?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did our Gresham fourplex collect last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What is Brightwell Property Management's EIN?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was our rental income back in 2021?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much principal is left on the Guild mortgage for the Salem house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the Umpqua home loan for Larkspur?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you give me Ingrid Soto's date of birth and cell number?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the average vacancy rate for rentals in Hood River these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
