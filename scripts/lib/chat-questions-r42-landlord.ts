// Blind set r42 for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions an owner or
// bookkeeper would type, written without reading the assistant's code, its tests, its docs or any other
// question set; only the company fixture, the eval runner and the service spec were read. Every figure,
// date and name is read at run time from the REST API (or, for a document's text, checked on file first).
import { figure, guestsOf, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, lastMonth, lastQuarter, type Case, type Obligation, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => thisY(t) - 1;
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const money = async (t: Truth, f: Parameters<Truth["sum"]>[0]) => figure(await t.sum(f));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

type Meta = { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Meta }).extra_metadata;

const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const open = (o: Obligation) => o.status !== "completed" && o.status !== "cancelled";
/** Open obligations due today or later, soonest first, optionally narrowed by a test. */
async function upcoming(t: Truth, test: (o: Obligation) => boolean = () => true): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const found = items.filter((o) => open(o) && o.due_date >= t.today && test(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (found.length === 0) throw new Error("no upcoming obligation matches");
  return found;
}

/** Checks that a document is on file (by a word of its title) and returns it. */
async function doc(t: Truth, titleWord: string): Promise<{ title: string; doc_date: string }> {
  const { items } = await t.get<{ items: { title: string; doc_date: string }[] }>("/api/v1/documents?page_size=200");
  const found = items.filter((d) => d.title.toLowerCase().includes(titleWord.toLowerCase()));
  if (found.length !== 1) throw new Error(`document "${titleWord}": ${found.length} matches`);
  return found[0]!;
}

const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");

const none = async () => [];

export const R42_LANDLORD_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "total rental income last month across all our properties, Airbnb included?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "Q3 Airbnb bookings total for the carriage house this year - gross please",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...quarter(thisY(t), 3) })],
  },
  {
    group: "income",
    query: "ytd rental income from Quarry Bend?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, property: await pid(t, "Quarry Bend"), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "How much did Brianna pay us in rent last yr?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], q: "Kowalczyk", ...year(lastY(t)) })],
  },
  {
    group: "income",
    query: "What were our gross Airbnb bookings for all of last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...year(lastY(t)) })],
  },
  {
    group: "income",
    query: "pull up the rent we got from the Larkspur duplex this March",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, property: await pid(t, "Larkspur"), ...month(thisY(t), 3) })],
  },
  {
    group: "income",
    query: "Can you calculate total rent collected on the Salem house for last year? Just rent, not deposits or fees.",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, property: await pid(t, "Sycamore"), ...year(lastY(t)) })],
  },
  {
    group: "income",
    query: "rental income for all five properties in q2 of this year, long-term rents plus Airbnb",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...quarter(thisY(t), 2) })],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Rosario Plumbing altogether, since the records start?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", q: "Rosario", ...ALL_TIME(t) })],
  },
  {
    group: "expenses",
    query: "What did insurance premiums cost Basalt Creek last year, across every property?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:insurance"], ...year(lastY(t)) })],
  },
  {
    group: "expenses",
    query: "give me all the expenses for the Hood River carriage house last month",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", property: await pid(t, "Mill Race"), ...lastMonth(t.today) })],
  },
  {
    group: "expenses",
    query: "What have Brightwell's management fees come to so far this year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_management"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "how much did Green Fern charge us for yard work last year",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", q: "Green Fern", ...year(lastY(t)) })],
  },
  {
    group: "expenses",
    query: "Total expenses for the whole company in q3 this year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...quarter(thisY(t), 3) })],
  },
  {
    group: "expenses",
    query: "what did we spend on electricity (Pacific Power) at the Mill Race place last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities:electricity"], property: await pid(t, "Mill Race"), ...year(lastY(t)) })],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "net income on the Beaverton condo for last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", property: await pid(t, "Quarry Bend"), ...year(lastY(t)) })],
  },
  {
    group: "net",
    query: "What was our net profit company-wide for Q3 of this year, income minus all expenses?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...quarter(thisY(t), 3) })],
  },
  {
    group: "net",
    query: "is the carrage house making money ytd? whats the net",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", property: await pid(t, "Mill Race"), ...thisYear(t) })],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did the carriage house get in July this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...month(thisY(t), 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the Hood River place last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Mill Race booked in August of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(lastY(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Thornapple house right now and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant at Thornapple");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the duplex on Larkspur?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units ?? [];
      if (units.length === 0) throw new Error("no units at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings we had last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) }))],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis of the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Salem house when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "Break out the land and building basis for Quarry Bend for me please",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture / FF&E basis on the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "I need Basalt Creek's EIN for a W-9, what is it?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "whats our Oregon SOS registry number",
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
    query: "Who's listed as our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing due on our calendar?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDaysIso(t.today, 45);
      const due = await upcoming(t, (o) => o.due_date <= end);
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due, and how much is the fee?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "compliance:periodic_report"))[0]!.due_date), "$100"],
  },
  {
    group: "deadlines",
    query: "when do we need to renew the Hood River short term rental permit?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => /short-term rental permit/i.test(o.description)))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when's it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "tax:payment"))[0]!.due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "Columbia Gorge Mutual declarations");
      return ["$1,500"];
    },
  },
  {
    group: "documents",
    query: "per Brianna's lease, how big is the pet deposit?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "Brianna Kowalczyk");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "what does our agreement with Brightwell say they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "Property Management Agreement");
      return ["$150"];
    },
  },
  {
    group: "documents",
    query: "How much is the special assessment the Quarry Bend HOA levied per unit, according to their rules?",
    tool: "search_document_content",
    expect: async (t) => {
      await doc(t, "Quarry Bend Condominium Association Rules");
      return ["$3,150"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did we collect from Thornapple last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, property: await pid(t, "Thornapple"), ...thisYear(t) })],
  },
  {
    group: "follow-up",
    query: "who did the work?",
    after: "What did repairs on the Larkspur duplex cost us last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await pid(t, "Larkspur");
      const { start, end } = year(lastY(t));
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${p}&start_date=${start}&end_date=${end}&page_size=200`);
      const vendors = [...new Set(items.map((x) => x.description.split(" - ")[0]!.trim()))];
      if (vendors.length === 0) throw new Error("no Larkspur repairs last year");
      return vendors;
    },
  },
  {
    group: "follow-up",
    query: "what about the condo?",
    after: "whats the depreciable basis on Sycamore Hollow",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "how much was the premium last time we paid it?",
    after: "When is the Safeco policy on Thornapple up for renewal?",
    tool: "query_database",
    expect: async (t) => {
      const p = await pid(t, "Thornapple");
      const { items } = await t.get<{ items: { transaction_date: string; amount: string }[] }>(`/api/v1/transactions?category=expense:insurance&property_id=${p}&start_date=2000-01-01&end_date=${t.today}&page_size=200`);
      const latest = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      if (!latest) throw new Error("no Thornapple premium");
      return [figure(latest.amount)];
    },
  },
  {
    group: "follow-up",
    query: "how many nights was that in total?",
    after: "who stayed at the carriage house in September this year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(thisY(t), 9)))],
  },
  {
    group: "follow-up",
    query: "what about ytd?",
    after: "how much went to HOA dues last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:hoa_fees"], ...thisYear(t) })],
  },
  {
    group: "follow-up",
    query: "and her neighbor in unit A?",
    after: "what's Ingrid paying in rent for Unit B?",
    tool: "query_database",
    expect: async (t) => {
      const a = ((await meta(t, "Larkspur")).units ?? []).find((u) => u.unit === "A");
      if (!a) throw new Error("no unit A");
      return [a.tenant.split(" ")[0]!, figure(a.monthly_rent)];
    },
  },
  {
    group: "follow-up",
    query: "when was it paid?",
    after: "How much was the Ridgeline Roofing invoice for the Thornapple roof?",
    tool: "search_document_content",
    expect: async (t) => [longDate((await doc(t, "Ridgeline Roofing invoice")).doc_date)],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "What's the Thornapple house worth on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you project what our rental income will be next year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we refinance the Larkspur loan now or wait for rates to drop?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did the Alder Street fourplex bring in last month?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What was our total rental income back in 2019?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's the remaining balance on the Guild mortgage for the Salem house?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What interest rate are we paying on the Umpqua home loan?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Pull up Tobias Wren's credit score and SSN from his application pls", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much did Cascade Ridge Properties LLC make last year? It's my brother's company.", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much equity do we have in Sycamore Hollow at this point?", tool: "query_database", unanswerable: true, expect: none },
];
