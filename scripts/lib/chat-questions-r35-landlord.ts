// Round 35, landlord company (Basalt Creek Holdings LLC, Oregon): a blind set of 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set. Only the
// fixture company (scripts/lib/landlord-company.ts), the eval runner, the shared helpers (lines 1-98 of
// chat-questions.ts) and the REST API were read. Every expected figure, date and name is read at run
// time from the REST API; document figures are quoted as the documents write them (checked on file).
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const money = async (amount: Promise<string> | string) => figure(await amount);

/** The month before last month. */
const monthBeforeLast = (today: string) => {
  const prev = lastMonth(today).start;
  return lastMonth(prev);
};

/** The company record, however the route wraps it. */
async function company(t: Truth): Promise<Record<string, any>> {
  const body = await t.get<Record<string, any>>("/api/v1/company");
  return (body.profile ?? body.data ?? body.company ?? body) as Record<string, any>;
}

/** Open obligations due today or later, earliest first, that match. */
async function upcoming(t: Truth, match: (o: Obligation) => boolean = () => true): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  return items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function firstUpcoming(t: Truth, match: (o: Obligation) => boolean): Promise<Obligation> {
  const [o] = await upcoming(t, match);
  if (!o) throw new Error("no upcoming obligation matches");
  return o;
}
const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Checks a document is on file (by a fragment of its title), then returns what it says. */
async function onFile(t: Truth, titleFragment: string, says: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(titleFragment.toLowerCase()))) throw new Error(`no document titled like ${titleFragment}`);
  return says;
}

const Q = {
  rentLastMonth: "what was our total rental income last month?",
  airbnbLastYear: "How much did the carriage house bring in on Airbnb last yr?",
  thornBasis: "what's the depreciable basis on the Thornapple house?",
  rosario: "what did we end up spending with Rosario Plumbing last year",
  guestsLastMonth: "who stayed at the carriage house last month?",
  propTax: "total property taxes we paid last year, all counties",
  ein: "Whats the EIN for Basalt Creek?",
  annualReport: "when's the next Oregon annual report due, and what's the filing fee?",
};

export const R35_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  { group: "income", tool: "query_database", query: Q.rentLastMonth, expect: async (t) => [await money(t.sum({ categories: RENTS, ...lastMonth(t.today) }))] },
  { group: "income", tool: "query_database", query: "ytd gross rents for Basalt Creek Holdings? all properties incl the airbnb", expect: async (t) => [await money(t.sum({ categories: RENTS, ...thisYear(t) }))] },
  { group: "income", tool: "query_database", query: "can you pull up rental income for q2 of last year", expect: async (t) => [await money(t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 2) }))] },
  { group: "income", tool: "query_database", query: Q.airbnbLastYear, expect: async (t) => [await money(t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await id(t, "Mill Race") }))] },
  { group: "income", tool: "query_database", query: "how much rent came in from the Salem house last year?", expect: async (t) => [await money(t.sum({ categories: RENTS, ...lastYear(t), property: await id(t, "Sycamore") }))] },
  { group: "income", tool: "query_database", query: "How much rent has Tobias paid us so far this year?", expect: async (t) => [await money(t.sum({ categories: RENTS, ...thisYear(t), property: await id(t, "Quarry Bend") }))] },
  { group: "income", tool: "query_database", query: "give me the rent the two Larkspur units paid last year, combined", expect: async (t) => [await money(t.sum({ categories: RENTS, ...lastYear(t), property: await id(t, "Larkspur") }))] },
  { group: "income", tool: "query_database", query: "Thornapple rent for Sept last yr?", expect: async (t) => [await money(t.sum({ categories: RENTS, ...month(Y(t) - 1, 9), property: await id(t, "Thornapple") }))] },

  // ---------------------------------------------------------------- expenses (7)
  { group: "expenses", tool: "query_database", query: Q.rosario, expect: async (t) => [await money(t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))] },
  { group: "expenses", tool: "query_database", query: Q.propTax, expect: async (t) => [await money(t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))] },
  { group: "expenses", tool: "query_database", query: "insurance premiums paid ytd across every property please", expect: async (t) => [await money(t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))] },
  { group: "expenses", tool: "query_database", query: "what were the electric bills at the Hood River place last year in total?", expect: async (t) => [await money(t.sum({ categories: ["expense:utilities:electricity"], ...lastYear(t), property: await id(t, "Mill Race") }))] },
  { group: "expenses", tool: "query_database", query: "How much did Green Fern charge us for yard work last yr (both houses)?", expect: async (t) => [await money(t.sum({ type: "expense", q: "Green Fern", ...lastYear(t) }))] },
  { group: "expenses", tool: "query_database", query: "calculate the management fees brightwell kept last quarter", expect: async (t) => [await money(t.sum({ type: "expense", q: "Management fee", ...lastQuarter(t.today) }))] },
  { group: "expenses", tool: "query_database", query: "total expenses on the Beaverton condo for last year?", expect: async (t) => [await money(t.sum({ type: "expense", ...lastYear(t), property: await id(t, "Quarry Bend") }))] },

  // ---------------------------------------------------------------- net (3)
  { group: "net", tool: "query_database", query: "what's our net so far this year for the whole LLC, income minus expenses?", expect: async (t) => [await money(t.sum({ type: "net", ...thisYear(t) }))] },
  { group: "net", tool: "query_database", query: "what is Sycamore netting us year to date", expect: async (t) => [await money(t.sum({ type: "net", ...thisYear(t), property: await id(t, "Sycamore") }))] },
  { group: "net", tool: "query_database", query: "Did the carriage house make a profit last month? net number pls", expect: async (t) => [await money(t.sum({ type: "net", ...lastMonth(t.today), property: await id(t, "Mill Race") }))] },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  { group: "bookings-or-tenants", tool: "query_database", query: "how many airbnb bookings did we get in July of last year?", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await id(t, "Mill Race") }))] },
  { group: "bookings-or-tenants", tool: "query_database", query: Q.guestsLastMonth, expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)) },
  { group: "bookings-or-tenants", tool: "query_database", query: "how many nights was Mill Race booked in August last year", expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))] },
  {
    group: "bookings-or-tenants",
    tool: "query_database",
    query: "who's renting the Thornapple house right now and what do they pay a month?",
    expect: async (t) => {
      const meta = ((await t.property("Thornapple")) as unknown as { extra_metadata: { tenant: string; monthly_rent: string } }).extra_metadata;
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    tool: "query_database",
    query: "who are the tenants in the duplex?",
    expect: async (t) => ((await t.property("Larkspur")) as unknown as { extra_metadata: { units: { tenant: string }[] } }).extra_metadata.units.map((u) => u.tenant),
  },
  { group: "bookings-or-tenants", tool: "query_database", query: "number of reservations at the carriage house this year so far?", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, "Mill Race") }))] },

  // ---------------------------------------------------------------- basis (4)
  { group: "basis", tool: "query_database", query: Q.thornBasis, expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)] },
  { group: "basis", tool: "query_database", query: "what did we pay for the Beaverton condo when we bought it?", expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)] },
  {
    group: "basis",
    tool: "query_database",
    query: "land vs building basis on the Salem property?",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    tool: "query_database",
    query: "For Mill Race, what's the furniture/FF&E basis and the total basis?",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  { group: "company", tool: "query_database", query: Q.ein, expect: async (t) => [String((await company(t)).ein)] },
  { group: "company", tool: "query_database", query: "what's our Oregon SOS registry number?", expect: async (t) => [String((await company(t)).state_filing_number)] },
  { group: "company", tool: "query_database", query: "when was Basalt Creek Holdings formed?", expect: async (t) => [longDate(String((await company(t)).formation_date))] },
  { group: "company", tool: "query_database", query: "who is our registered agent", expect: async (t) => [String((await company(t)).registered_agent?.name)] },

  // ---------------------------------------------------------------- deadlines (5)
  { group: "deadlines", tool: "query_database", query: "what deadline is coming up next for us?", expect: async (t) => [longDate((await firstUpcoming(t, () => true)).due_date)] },
  {
    group: "deadlines",
    tool: "query_database",
    query: "anything due in the next 30 days?",
    expect: async (t) => {
      const end = addDaysIso(t.today, 30);
      const due = (await upcoming(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    tool: "query_database",
    query: Q.annualReport,
    expect: async (t) => {
      const o = await firstUpcoming(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d+)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report obligation");
      return [longDate(o.due_date), fee];
    },
  },
  { group: "deadlines", tool: "query_database", query: "When does the Columbia Gorge Mutual policy on the carriage house renew?", expect: async (t) => [longDate((await firstUpcoming(t, (o) => o.description.includes("Columbia Gorge Mutual"))).due_date)] },
  { group: "deadlines", tool: "query_database", query: "when's the 1065 due this time around?", expect: async (t) => [longDate((await firstUpcoming(t, (o) => o.description.includes("1065"))).due_date)] },

  // ---------------------------------------------------------------- documents (5)
  { group: "documents", tool: "search_document_content", query: "what's the deductible on the carriage house insurance policy?", expect: (t) => onFile(t, "Columbia Gorge Mutual declarations", ["1,500"]) },
  { group: "documents", tool: "search_document_content", query: "How much is the late fee in Marisol's lease?", expect: (t) => onFile(t, "Marisol Pennington", ["60.00"]) },
  { group: "documents", tool: "search_document_content", query: "per our agreement with Brightwell, what do they charge when a lease renews?", expect: (t) => onFile(t, "Property Management Agreement", ["150.00"]) },
  { group: "documents", tool: "search_document_content", query: "how big is the special assessment the Quarry Bend HOA levied on our unit?", expect: (t) => onFile(t, "Quarry Bend Condominium Association Rules", ["3,150.00"]) },
  {
    group: "documents",
    tool: "list_business_documents",
    query: "which formation docs do we have on file for the LLC?",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  { group: "follow-up", tool: "query_database", after: Q.rentLastMonth, query: "and the month before that?", expect: async (t) => [await money(t.sum({ categories: RENTS, ...monthBeforeLast(t.today) }))] },
  { group: "follow-up", tool: "query_database", after: Q.airbnbLastYear, query: "what about this year so far?", expect: async (t) => [await money(t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, "Mill Race") }))] },
  { group: "follow-up", tool: "query_database", after: Q.thornBasis, query: "same thing for the duplex?", expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)] },
  {
    group: "follow-up",
    tool: "query_database",
    after: Q.rosario,
    query: "which properties was that work at?",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"]) {
        if ((await t.count({ q: "Rosario", ...lastYear(t), property: await id(t, fragment) })) > 0) out.push(fragment);
      }
      if (out.length === 0) throw new Error("no Rosario work last year");
      return out;
    },
  },
  { group: "follow-up", tool: "query_database", after: Q.guestsLastMonth, query: "how many nights altogether?", expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))] },
  { group: "follow-up", tool: "query_database", after: Q.propTax, query: "how much of that was the Salem house?", expect: async (t) => [await money(t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await id(t, "Sycamore") }))] },
  { group: "follow-up", tool: "query_database", after: Q.ein, query: "and the date it was formed?", expect: async (t) => [longDate(String((await company(t)).formation_date))] },
  { group: "follow-up", tool: "query_database", after: Q.annualReport, query: "what did we actually pay for it last year?", expect: async (t) => [await money(t.sum({ type: "expense", q: "ANNUAL REPORT", ...lastYear(t) }))] },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the Thornapple house worth on today's market?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "can you forecast our rental income for next year?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "should we sell the Salem place or refinance it?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "how much rent did the Eugene fourplex bring in last year?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what was our rental income back in 2014?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "whats the remaining principal on the Umpqua home loan for Larkspur?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what interest rate is the Guild mortgage on Sycamore at?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "can you give me Marisol Pennington's social security number?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the EIN of Cascade Summit Properties LLC?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "how much will the Multnomah County tax bill go up next year?", expect: async () => [] },
];
