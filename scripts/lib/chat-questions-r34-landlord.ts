// Round 34, landlord company (Basalt Creek Holdings LLC, Oregon): a blind set of 60 questions written
// without reading the assistant's code, its tests, its docs or any other question set; only the fixture
// company (scripts/lib/landlord-company.ts), the runner (scripts/eval-chat.ts), the types and helpers of
// scripts/lib/chat-questions.ts and the service spec were read. Every expected figure, date and name is
// read at run time from the REST API; periods are relative to t.today. Checked with --expect-only only.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

/** The calendar year the runner's today falls in (the runner reads today from the same clock, in UTC). */
const Y = Number(new Date().toISOString().slice(0, 4));

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const ytd = thisYear;
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet", "expense:utilities:sewer", "expense:utilities:trash"];
/** From the first day the ledger could hold through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Unit {
  unit: string;
  tenant: string;
  monthly_rent: string;
}
interface Meta {
  id: string;
  address: string;
  extra_metadata: { tenant?: string; monthly_rent?: string; units?: Unit[] };
}
const meta = async (t: Truth, fragment: string) => (await t.property(fragment)) as unknown as Meta;
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string } }>("/api/v1/company");

/** The next deadline not yet done, due today or later, whose description holds `words` (and on a property). */
async function nextDue(t: Truth, words: string, fragment?: string) {
  const propertyId = fragment ? (await t.property(fragment)).id : undefined;
  const { items } = await obligations(t, "");
  const hit = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today)
    .filter((o) => o.description.toLowerCase().includes(words.toLowerCase()) && (!propertyId || o.property_id === propertyId))
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!hit) throw new Error(`no open deadline "${words}"`);
  return hit;
}

/** Checks a document is on file before expecting what its text says. */
async function onFile(t: Truth, docType: string, titlePart: string) {
  const all = await titles(t, `doc_type=${docType}`);
  if (!all.some((title) => title.toLowerCase().includes(titlePart.toLowerCase()))) throw new Error(`no ${docType} document "${titlePart}" on file`);
}

const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what} is zero`);
  return figure(amount);
};

export const R34_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent came in last month, all properties together?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastMonth(t.today) }), "rent last month")],
  },
  {
    group: "income",
    query: "gross rental income q3 last yr?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...quarter(yearOf(t) - 1, 3) }), "rent q3")],
  },
  {
    group: "income",
    query: "What has the carriage house brought in ytd from Airbnb?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...ytd(t) }), "airbnb ytd")],
  },
  {
    group: "income",
    query: "total rent we got from Tobias last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, property: (await t.property("Quarry Bend")).id, ...year(yearOf(t) - 1) }), "Tobias rent")],
  },
  {
    group: "income",
    query: `Can you calculate Basalt Creek's gross rents for ${Y - 1}? Thanks!`,
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...year(yearOf(t) - 1) }), "rents last year")],
  },
  {
    group: "income",
    query: "rent collected on the Larkspur duplex jan thru june this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, property: (await t.property("Larkspur")).id, start: `${yearOf(t)}-01-01`, end: `${yearOf(t)}-06-30` }), "larkspur h1")],
  },
  {
    group: "income",
    query: "give me last month's rental income broken out by property",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"]) out.push(nonZero(await t.sum({ categories: RENTS, property: (await t.property(fragment)).id, ...lastMonth(t.today) }), `rent ${fragment}`));
      return out;
    },
  },
  {
    group: "income",
    query: "how much has Ingrid paid in rent so far this year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], q: "Ingrid Soto", ...ytd(t) }), "Ingrid rent")],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "all told, what have we paid Rosario Plumbing?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }), "Rosario")],
  },
  {
    group: "expenses",
    query: "property taxes paid last year across every property",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...year(yearOf(t) - 1) }), "property tax")],
  },
  {
    group: "expenses",
    query: "what did repairs at the duplex cost us this yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Larkspur")).id, ...ytd(t) }), "duplex repairs")],
  },
  {
    group: "expenses",
    query: "How much has Brightwell taken in fees year to date?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_management"], ...ytd(t) }), "Brightwell fees")],
  },
  {
    group: "expenses",
    query: "utilities for the Hood River place last month?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: UTILITIES, property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }), "Hood River utilities")],
  },
  {
    group: "expenses",
    query: "pull up what Green Fern charged us in total last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Green Fern", ...year(yearOf(t) - 1) }), "Green Fern")],
  },
  {
    group: "expenses",
    query: "total expenses on the Salem house in the 2nd quarter of last year",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", property: (await t.property("Sycamore")).id, ...quarter(yearOf(t) - 1, 2) }), "Salem Q2")],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was the LLC's net income for last yr",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...year(yearOf(t) - 1) }), "net last year")],
  },
  {
    group: "net",
    query: "is Thornapple making money this year? whats it netting so far",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", property: (await t.property("Thornapple")).id, ...ytd(t) }), "Thornapple net")],
  },
  {
    group: "net",
    query: "Net profit on the carriage house for June through August of last year, please.",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", property: (await t.property("Mill Race")).id, start: `${yearOf(t) - 1}-06-01`, end: `${yearOf(t) - 1}-08-31` }), "carriage house summer net")],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did mill race get in july last year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...month(yearOf(t) - 1, 7) });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who were the guests at the carriage house in aug of last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(yearOf(t) - 1, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the Hood River unit during Q3 last year",
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Mill Race", quarter(yearOf(t) - 1, 3));
      if (n === 0) throw new Error("no nights");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Thornapple house right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await meta(t, "Thornapple");
      if (!p.extra_metadata.tenant || !p.extra_metadata.monthly_rent) throw new Error("no Thornapple tenant");
      return [p.extra_metadata.tenant, figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list all our current tenants pls",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Meta[] }>("/api/v1/properties?page_size=50");
      const names = items.flatMap((p) => [p.extra_metadata?.tenant, ...(p.extra_metadata?.units ?? []).map((u) => u.tenant)]).filter((n): n is string => Boolean(n));
      if (names.length === 0) throw new Error("no tenants");
      return names;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "whats the rent on unit B at larkspur and who lives there",
    tool: "query_database",
    expect: async (t) => {
      const unit = (await meta(t, "Larkspur")).extra_metadata.units?.find((u) => u.unit === "B");
      if (!unit) throw new Error("no unit B");
      return [unit.tenant, figure(unit.monthly_rent)];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Beaverton condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how is the Salem property's basis split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture & fixtures basis for the hood river carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "can you pull up Basalt Creek's federal tax ID number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "When was the LLC first formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "what's our oregon secretary of state registry number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "upcoming=365");
      if (!next) throw new Error("nothing upcoming");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything we need to take care of in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing in 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the Oregon annual report due, and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "annual report");
      const fee = /\$([\d,]+(?:\.\d\d)?) fee/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do we renew the Safeco policy on the duplex?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Safeco", "Larkspur")).due_date)],
  },
  {
    group: "deadlines",
    query: "hood river STR permit renewal — when's that due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "short-term rental permit renewal", "Mill Race")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the deductible on the carriage house insurance?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Columbia Gorge Mutual");
      return ["1,500"];
    },
  },
  {
    group: "documents",
    query: "What late fee does Brianna's lease set if rent is late?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Brianna Kowalczyk");
      return ["75.00"];
    },
  },
  {
    group: "documents",
    query: "what does brightwell charge us to place a new tenant, per the mgmt agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Property Management Agreement");
      return ["50%"];
    },
  },
  {
    group: "documents",
    query: "How big is the special assessment the Quarry Bend HOA levied on each unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Quarry Bend Condominium Association");
      return ["3,150.00"];
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rent did the Salem house collect last year?",
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, property: (await t.property("Sycamore")).id, ...ytd(t) }), "Salem rent ytd")],
  },
  {
    group: "follow-up",
    after: "property tax on Thornapple last year?",
    query: "what about the Beaverton condo?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Quarry Bend")).id, ...year(yearOf(t) - 1) }), "condo property tax")],
  },
  {
    group: "follow-up",
    after: "did we do any capital improvements last year?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:capital_improvement"], ...year(yearOf(t) - 1) }), "capital improvements")],
  },
  {
    group: "follow-up",
    after: "what was the biggest repair bill at the Hood River carriage house this year?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      const { start, end } = ytd(t);
      const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${p.id}&start_date=${start}&end_date=${end}&page_size=200`);
      const top = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
      if (!top) throw new Error("no repairs at the carriage house this year");
      return [top.description.split(/\s+/)[0]!];
    },
  },
  {
    group: "follow-up",
    after: `how many nights was the carriage house booked in September ${Y - 1}?`,
    query: "and in october?",
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Mill Race", month(yearOf(t) - 1, 10));
      if (n === 0) throw new Error("no nights");
      return [String(n)];
    },
  },
  {
    group: "follow-up",
    after: "what's Tobias paying in rent?",
    query: "when does his lease end?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const lease = items.find((o) => o.description.includes("Tobias") && /lease ends/i.test(o.description));
      const end = lease && /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(lease.description)?.[1];
      if (!end) throw new Error("no lease end for Tobias");
      return [end];
    },
  },
  {
    group: "follow-up",
    after: "how much did we pay in HOA dues last year",
    query: "and ytd?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:hoa_fees"], ...ytd(t) }), "HOA ytd")],
  },
  {
    group: "follow-up",
    after: "how much did Airbnb take in host fees last month?",
    query: "how many bookings was that across?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today) });
      if (n === 0) throw new Error("no bookings last month");
      return [String(n)];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what would the Thornapple house sell for on today's market?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much principal is left on the Umpqua loan for Larkspur?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what interest rate are we paying on the Guild mortgage for Sycamore?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "can you forecast our rental income for next year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Should we sell the Beaverton condo and put the money into something in Bend?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much rent did the Eugene triplex bring in last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's Brightwell Property Management's own EIN?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: `what were our rental receipts back in ${Y - 6}?`, expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "do we have Brianna Kowalczyk's social security number handy?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's Devon Achterberg's credit score and date of birth", expect: async () => [] },
];
