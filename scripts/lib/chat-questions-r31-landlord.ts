// Blind set r31 (landlord company: Basalt Creek Holdings LLC, Oregon, long-term tenants, a property
// manager and one Airbnb carriage house). Written without reading the assistant's code, its tests, its
// docs or any other question set: only the company fixture, the eval runner, the REST spec and the
// types and helpers at the top of chat-questions.ts. Every figure, date and name is read from the REST
// API at run time; periods are relative to today.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const ALL = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet", "expense:utilities:trash", "expense:utilities:sewer"];
const NICKNAMES = ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"];

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The property record with its extra metadata (tenants, rents). */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata ?? {};
}

/** The earliest open obligation due today or later that passes a test. */
async function nextDue(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && test(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error("no open obligation matches");
  return open[0];
}

/** Throws unless a document whose title holds the fragment is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document titled like ${fragment}`);
}

interface Tx {
  transaction_date: string;
  amount: string;
  property_id: string | null;
  description: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

export const R31_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "whats our gross rental income for last month, all properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "rental income q3 last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "Could you pull up Basalt Creek's total rent revenue for last year, long-term leases and Airbnb combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much rent has the Thornapple house brought in ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "What did the carriage house gross on Airbnb last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "how much rent has Tobias paid us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Tobias Wren" }))],
  },
  {
    group: "income",
    query: "give me the duplex's rental income for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "did Marisol's rent come in last month? how much was it?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), q: "Marisol Pennington" }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Rosario Plumbing altogether, across every property?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...ALL(t), q: "Rosario Plumbing" }))],
  },
  {
    group: "expenses",
    query: "what did we spend on property taxes last yr, all five places?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "brightwell management fees ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did utilites cost us at the Hood River place last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...year(Y(t) - 1), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "Please calculate our total insurance premiums for last year.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much went to repairs at the Salem house last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "expenses",
    query: "what have we paid Green Fern for yard work this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Green Fern" }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "where are we at on net income so far this year, whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did the carriage house make money last month? What was its net after expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "net profit on the Beaverton condo last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Quarry Bend") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many Airbnb bookings did Mill Race get in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the Hood River carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the carriage house booked in September of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 9)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting Thornapple right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = (await meta(t, "Thornapple")) as { tenant: string; monthly_rent: string };
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "remind me who the tenants are in the two Larkspur units",
    tool: "query_database",
    expect: async (t) => {
      const m = (await meta(t, "Larkspur")) as { units: { tenant: string }[] };
      return m.units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's the rent on the condo in beaverton, and who's the tenant there?",
    tool: "query_database",
    expect: async (t) => {
      const m = (await meta(t, "Quarry Bend")) as { tenant: string; monthly_rent: string };
      return [m.tenant, figure(m.monthly_rent)];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "how is Thornapple's basis split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "what did we pay for the Quarry Bend condo, and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "furniture & fixtures basis for the carriage house pls",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's Basalt Creek's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who is our registered agent with the state of Oregon?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "I need our registry number with the OR Secretary of State for a form, can you look it up?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's our next Oregon annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, (o) => o.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the short term rental permit in hood river?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "compliance:license_renewal" && /short-term rental permit/i.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "what's the deadline for the 1065 this time around?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "tax:filing" && /1065/.test(o.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when is it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (o) => o.obligation_type === "tax:payment")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "How big is the security deposit under Marisol's lease on the Salem house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Sycamore Hollow Road (Marisol Pennington)");
      return ["2,500.00"];
    },
  },
  {
    group: "documents",
    query: "what late fee does Brianna's lease say we can charge?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Thornapple Street (Brianna Kowalczyk)");
      return ["75.00"];
    },
  },
  {
    group: "documents",
    query: "according to the operating agreement, who are the members and what percentage does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Helena Marsh", "55%", "Corwin Adeyemi", "45%"];
    },
  },
  {
    group: "documents",
    query: "the Quarry Bend HOA levied a special assessment for siding and decks - how much is it per unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much did Pacific Power charge us last month?",
    query: "and the month before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(lastMonth(t.today).start), q: "Pacific Power" }))],
  },
  {
    group: "follow-up",
    after: "how much rent did thornapple bring in last yr",
    query: "and the duplex?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "follow-up",
    after: "How much did we pay Voltline Electrical last year?",
    query: "which property was that for?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `q=Voltline&start_date=${year(Y(t) - 1).start}&end_date=${year(Y(t) - 1).end}`);
      const ids = [...new Set(items.map((tx) => tx.property_id).filter((id): id is string => Boolean(id)))];
      if (ids.length === 0) throw new Error("no Voltline bill last year");
      const names: string[] = [];
      for (const id of ids) {
        const { address } = await t.get<{ address: string }>(`/api/v1/properties/${id}`);
        const name = NICKNAMES.find((n) => address.includes(n));
        if (!name) throw new Error(`no nickname for ${address}`);
        names.push(name);
      }
      return names;
    },
  },
  {
    group: "follow-up",
    after: "what's the deductible on the Hood River insurance policy?",
    query: "ok and what's the liability limit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["1,000,000"];
    },
  },
  {
    group: "follow-up",
    after: "when's the Safeco renewal for the Thornapple house?",
    query: "how much was the premium the last time we paid it?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `q=SAFECO&property_id=${await pid(t, "Thornapple")}&start_date=2000-01-01&end_date=${t.today}`);
      const last = items.sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      if (!last) throw new Error("no Safeco premium at Thornapple");
      return [figure(last.amount)];
    },
  },
  {
    group: "follow-up",
    after: "how many airbnb stays did the carriage house have in august last year?",
    query: "how much did those bring in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 8), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    after: "what's the depreciable basis for Sycamore Hollow?",
    query: "and when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      if (!p.placed_in_service) throw new Error("Sycamore has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    after: "how much property tax did we pay on the Thornapple house last year?",
    query: "what about the other Portland one?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1), property: await pid(t, "Larkspur") }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's the Thornapple house worth on today's market?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Can you forecast how much rent we'll take in next year across all the properties?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "should we sell the carriage house or hang on to it?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what was our rental income back in 2019?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much principal do we still owe on the Guild mortgage for the Salem house?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what interest rate are we paying on the Umpqua loan for Larkspur?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much rent did our Bend house bring in last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "I need Ingrid Soto's date of birth and social security number for the screening file", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's the EIN for Cascade Ridge Properties LLC?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's typical rent for a 3 bedroom house in Salem these days?", expect: async () => [] },
];
