// Round 28, landlord company (Basalt Creek Holdings LLC, Oregon): a blind set written without reading the
// assistant's code, its tests, its docs or any other question set. Written from the company fixture
// (scripts/lib/landlord-company.ts), the eval runner and the service spec only; every figure, date and
// name is read at run time from the REST API, relative to t.today.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });

type PropertyRecord = { id: string; address: string; extra_metadata: Record<string, unknown> };
async function record(t: Truth, fragment: string): Promise<PropertyRecord> {
  const { items } = await t.get<{ items: PropertyRecord[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!;
}
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

type Tx = { transaction_date: string; amount: string; description: string; category: string };
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return [...items].sort((a, b) => a.transaction_date.localeCompare(b.transaction_date));
}

async function allObligations(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return [...items].sort((a, b) => a.due_date.localeCompare(b.due_date));
}
const isOpen = (o: Obligation) => o.status !== "completed" && o.status !== "cancelled";
async function nextUpcoming(t: Truth, match: (o: Obligation) => boolean): Promise<Obligation> {
  const found = (await allObligations(t)).find((o) => isOpen(o) && o.due_date >= t.today && match(o));
  if (!found) throw new Error("no upcoming obligation matches");
  return found;
}

/** Throws unless a document whose title holds the fragment is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

async function positive(n: Promise<number>, what: string): Promise<number> {
  const value = await n;
  if (value === 0) throw new Error(`nothing for ${what}`);
  return value;
}

export const R28_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "what was our gross rental income last yr, all properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Can you calculate Basalt Creek's rental income for last quarter please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "gross airbnb bookings at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "ytd rental income from the Salem house",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "How much rent has Tobias paid us so far this year?",
    tool: "query_database",
    expect: async (t) => {
      await positive(t.count({ categories: ["revenue:long_term_rental"], ...ALL_TIME(t), q: "Tobias Wren" }), "Tobias Wren's rent");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Tobias Wren" }))];
    },
  },
  {
    group: "income",
    query: "total we grossed from Airbnb in q3 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "rental income for the Larkspur duplex (both units) in March of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(Y(t) - 1, 3), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "give me total rental income for last month, every property combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Rosario Plumbing altogether, since the records start?",
    tool: "query_database",
    expect: async (t) => {
      await positive(t.count({ ...ALL_TIME(t), q: "Rosario" }), "Rosario");
      return [figure(await t.sum({ type: "expense", ...ALL_TIME(t), q: "Rosario" }))];
    },
  },
  {
    group: "expenses",
    query: "Property taxes we paid last year in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up total expenses for the Beaverton condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), property: await pid(t, "Quarry") }))],
  },
  {
    group: "expenses",
    query: "what has landscaping / yard service cost us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest ytd across all the rentals?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much did Brightwell take in management fees last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "what did the electric bills come to at the Hood River place last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What's our net profit so far this year, all income minus all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "net for the carriage house last quarter after every expense",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "did thornapple make money last month? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Thornapple") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the carriage house get in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await positive(t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Mill Race") }), "July bookings"))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at Mill Race last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Hood River unit booked in August of last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Thornapple house right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = (await record(t, "Thornapple")).extra_metadata;
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the two duplex units on Larkspur?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await record(t, "Larkspur")).extra_metadata.units as { tenant: string }[];
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did we have in total last yr",
    tool: "query_database",
    expect: async (t) => [String(await positive(t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }), "bookings last year"))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "how much of the carriage house's basis is furniture and fixtures?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis on Sycamore Hollow?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "whats the land vs building split on the Larkspur duplex",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the Quarry Bend condo, and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's basalt creek's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who is our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "oregon registry # for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was Basalt Creek Holdings formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextUpcoming(t, () => true)).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const due = (await allObligations(t)).filter((o) => isOpen(o) && o.due_date >= t.today && o.due_date <= end);
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Oregon annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextUpcoming(t, (o) => o.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report obligation");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do I need to renew the Hood River STR permit?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextUpcoming(t, (o) => /short-term rental permit/i.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when is it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextUpcoming(t, (o) => o.obligation_type === "tax:payment")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "Brianna has a dog - what pet deposit does her lease require?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brianna Kowalczyk");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "per our agreement with Brightwell, what do they charge when a lease gets renewed?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["150"];
    },
  },
  {
    group: "documents",
    query: "how big is the special assessment the Quarry Bend HOA levied per unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["3,150"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much did we pay in property taxes last year, all properties?",
    query: "and just the Salem house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "follow-up",
    after: "gross rental income last year for Thornapple?",
    query: "what about Larkspur?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "follow-up",
    after: "How many Airbnb bookings did the carriage house have in August last year?",
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "follow-up",
    after: "who's the tenant at the Beaverton condo?",
    query: "what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => [figure(String((await record(t, "Quarry")).extra_metadata.monthly_rent))],
  },
  {
    group: "follow-up",
    after: "When was the last time we paid the Oregon Secretary of State annual report fee?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => {
      const paid = await txs(t, `q=${encodeURIComponent("Secretary of State")}&start_date=2000-01-01&end_date=${t.today}`);
      const last = paid.at(-1);
      if (!last) throw new Error("no annual report payment");
      return [figure(last.amount)];
    },
  },
  {
    group: "follow-up",
    after: "How much did we spend on repairs at the Larkspur duplex last year?",
    query: "who did the work?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const repairs = await txs(t, `category=expense:maintenance:repairs&property_id=${await pid(t, "Larkspur")}&start_date=${start}&end_date=${end}`);
      if (repairs.length === 0) throw new Error("no Larkspur repairs last year");
      return [...new Set(repairs.map((r) => r.description.split(" - ")[0]!.trim()))];
    },
  },
  {
    group: "follow-up",
    after: "what's the deductible on the Mill Race insurance?",
    query: "and the liability limit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["1,000,000"];
    },
  },
  {
    group: "follow-up",
    after: "When do we have to decide on renewing Tobias Wren's lease?",
    query: "and when does his lease actually end?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await allObligations(t)).find((o) => /Tobias Wren/.test(o.description) && /lease ends/i.test(o.description));
      const ends = o && /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1];
      if (!ends) throw new Error("no lease end for Tobias Wren");
      return [ends];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "What could we sell the Thornapple house for in today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you project what our rental income will be next year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we refinance the Larkspur duplex now or wait?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the remaining balance on the Guild mortgage for Sycamore Hollow", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the Umpqua home loan?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much rent did we collect back in 2019?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Do we have Brianna Kowalczyk's social security number somewhere? need it for a form", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much rent does our fourplex on Alder St in Eugene bring in?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What's Brightwell Property Management's EIN?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's Ingrid Soto's credit score, roughly?", tool: "query_database", expect: async () => [] },
];
