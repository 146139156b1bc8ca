// Blind set r37 for the landlord company (Basalt Creek Holdings LLC, Oregon): 60 questions an owner or
// bookkeeper would type, written without reading the assistant's code, its tests, its docs or any other
// question set. Expected figures, dates and names are read at run time from the REST API; figures quoted
// from a document are expected as the document writes them.
import { type Case, type Truth, RENTS, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations, nextOpen } from "./chat-questions";

type Period = { start: string; end: string };
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet", "expense:utilities:trash", "expense:utilities:sewer"];

/** A non-zero sum, written as a figure. */
async function money(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return figure(total);
}

/** The property's custom fields (tenant, rent, units). */
async function meta(t: Truth, fragment: string): Promise<Record<string, any>> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata: Record<string, any> };
  return p.extra_metadata;
}

/** Throws unless a document whose title holds the fragment is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

async function dueOf(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

const none = async () => [] as string[];

export const R37_LANDLORD_CASES: Case[] = [
  // ---------- income (8)
  {
    group: "income",
    query: "what was our total rental income last month, all properties incl. the airbnb?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "whats Basalt Creek's gross rental income for last yr",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastYear(t) })],
  },
  {
    group: "income",
    query: "Pull up q3 of last year's rental income for the carriage house please",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...quarter(Y(t) - 1, 3), property: await pid(t, "Mill Race") })],
  },
  {
    group: "income",
    query: "how much has Airbnb brought in ytd?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...thisYear(t) })],
  },
  {
    group: "income",
    query: "Calculate the rent we got from the Larkspur duplex last year, both units together",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastYear(t), property: await pid(t, "Larkspur") })],
  },
  {
    group: "income",
    query: "how much rent has Tobias paid us so far this year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...thisYear(t), q: "Tobias Wren" })],
  },
  {
    group: "income",
    query: "rental income for march of last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...month(Y(t) - 1, 3) })],
  },
  {
    group: "income",
    query: "Rent received from the Salem house last quarter",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastQuarter(t.today), property: await pid(t, "Sycamore") })],
  },

  // ---------- expenses (7)
  {
    group: "expenses",
    query: "what did we spend on Rosario Plumbing last yr",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...lastYear(t), q: "Rosario" })],
  },
  {
    group: "expenses",
    query: "Total property tax we paid last year, all counties combined?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: "How much has Brightwell taken in management fees this year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_management"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "insurance premium paid for the Hood River place last year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:insurance"], ...lastYear(t), property: await pid(t, "Mill Race") })],
  },
  {
    group: "expenses",
    query: "Give me the utility costs at the carriage house for last month",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: UTILITIES, ...lastMonth(t.today), property: await pid(t, "Mill Race") })],
  },
  {
    group: "expenses",
    query: "how much mortgage interest have we paid on thornapple this year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Thornapple") })],
  },
  {
    group: "expenses",
    query: "what did the HOA dues on the Beaverton condo add up to last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:hoa_fees"], ...lastYear(t), property: await pid(t, "Quarry") })],
  },

  // ---------- net (3)
  {
    group: "net",
    query: "net income for the whole company last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastYear(t) })],
  },
  {
    group: "net",
    query: "did Sycamore Hollow make money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastQuarter(t.today), property: await pid(t, "Sycamore") })],
  },
  {
    group: "net",
    query: "Can you calculate the profit on the Mill Race carriage house year to date?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...thisYear(t), property: await pid(t, "Mill Race") })],
  },

  // ---------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many airbnb reservations did we get in July last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7) });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the hood river unit booked in august last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Thornapple house right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the duplex?",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "what's Tobias paying per month for the condo",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Quarry")).monthly_rent)],
  },

  // ---------- basis (4)
  {
    group: "basis",
    query: "depreciable basis of the Larkspur duplex?",
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
    query: "land vs building split on quarry bend unit 12",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry");
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

  // ---------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who is the registered agent for Basalt Creek Holdings?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "I need our Oregon SOS registry number for a form, can you pull it up?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------- deadlines (5)
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "deadlines",
    query: "when do the members' next estimated tax payments have to go in",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "When do we need to renew the Hood River short-term rental permit?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Mill Race")}`)],
  },
  {
    group: "deadlines",
    query: "what date is the 1065 partnership return due?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, "obligation_type=tax:filing")],
  },

  // ---------- documents (5)
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
    query: "Does Brianna's lease let her have a dog? how much is the pet deposit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1147 SE Thornapple");
      return ["400.00"];
    },
  },
  {
    group: "documents",
    query: "what late fee does the Sycamore Hollow lease charge?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 2210 Sycamore Hollow");
      return ["60.00"];
    },
  },
  {
    group: "documents",
    query: "per our management agreement, what does Brightwell charge to place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rental income did the Thornapple house bring in last year?",
    query: "and so far this yr?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...thisYear(t), property: await pid(t, "Thornapple") })],
  },
  {
    group: "follow-up",
    after: "what did we pay in property taxes on the Larkspur duplex last year?",
    query: "what about the Salem house?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Sycamore") })],
  },
  {
    group: "follow-up",
    after: "who stayed at the carriage house in August last year?",
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "follow-up",
    after: "when is the Safeco insurance renewal for Thornapple?",
    query: "and the one for the condo?",
    tool: "query_database",
    expect: async (t) => [await dueOf(t, `obligation_type=property:insurance&property_id=${await pid(t, "Quarry")}`)],
  },
  {
    group: "follow-up",
    after: "what was the biggest repair bill at the duplex last year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${await pid(t, "Larkspur")}&start_date=${start}&end_date=${end}&page_size=200`);
      const top = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!top) throw new Error("no repairs at the duplex last year");
      return [top.description.split(" - ")[0]!.trim()];
    },
  },
  {
    group: "follow-up",
    after: "how much did we pay the CPA for tax prep last year",
    query: "how about this year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...thisYear(t), q: "LINDGREN" })],
  },
  {
    group: "follow-up",
    after: "how many airbnb bookings did the carriage house have last month?",
    query: "how much did those bring in?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") })],
  },
  {
    group: "follow-up",
    after: "what's the rent on Devon's unit at Larkspur?",
    query: "and Ingrid's?",
    tool: "query_database",
    expect: async (t) => {
      const unit = ((await meta(t, "Larkspur")).units as { tenant: string; monthly_rent: string }[]).find((u) => u.tenant.startsWith("Ingrid"));
      if (!unit) throw new Error("no Ingrid");
      return [figure(unit.monthly_rent)];
    },
  },

  // ---------- unanswerable (10)
  { group: "unanswerable", query: "what's the Thornapple house worth on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you project how much rental income we'll make next year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we sell the Larkspur duplex or refinance it?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much did our Eugene rental bring in last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what was our rental income in 2019?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats the remaining balance on the Umpqua home loan for Larkspur", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What interest rate are we paying on the Guild mortgage?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's Ingrid Soto's date of birth? need it for the renewal paperwork", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much did Brightwell Property Management make in revenue last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what are 2 bedroom condos in Beaverton renting for these days?", tool: "query_database", unanswerable: true, expect: none },
];
