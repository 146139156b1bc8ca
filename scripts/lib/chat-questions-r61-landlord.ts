// Blind set r61-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list and the occupancy report), so nothing here goes stale as the fixture's dates move; a figure quoted from a document is used only after the document is confirmed on file.
// Persona: the bookkeeper assembling the year-end package for the CPA (P&L, Schedule E / Form 8825 lines,
// repairs vs improvements, by property and quarter, YTD vs prior year, which documents back a figure).
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const cash = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => figure(await t.sum(filter));

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}

/** One property with its extra_metadata (tenants, rents), by a fragment of its address. */
async function record(t: Truth, fragment: string): Promise<PropertyRecord> {
  const { items } = await t.get<{ items: PropertyRecord[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!;
}

/** The street part of a property's address ("2210 Sycamore Hollow Road"). */
const street = (address: string) => address.split(",")[0]!.trim();

/** Throws unless a document whose title or file name holds `q` is on file: a document's literal text is quoted only then. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

/** Open obligations (not completed or cancelled) of a query, earliest first. */
async function open(t: Truth, query: string) {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
}

/** The first open obligation of a query due today or later. */
async function nextDue(t: Truth, query: string) {
  const next = (await open(t, query)).find((o) => o.due_date >= t.today);
  if (!next) throw new Error(`nothing open and due for ${query}`);
  return next;
}

/** January 1 of this year through today, and the same stretch of last year. */
const ytd = (t: Truth) => thisYear(t);
const priorYtd = (t: Truth) => {
  const md = t.today.slice(5) === "02-29" ? "02-28" : t.today.slice(5);
  return { start: `${Y(t) - 1}-01-01`, end: `${Y(t) - 1}-${md}` };
};

const Q = {
  thornappleBuy: "What did we pay for Thornapple and when did we close on it?",
  thornappleQ3: "How much rent did Brightwell collect on Thornapple in Q3 last year, before their 9% fee?",
  repairs: "Schedule E repairs line for last year — only the repairs, not the capital improvements. Total across all properties?",
  interestYtd: "Mortgage interest ytd, all loans combined? need it to reconcile to the 1098s",
  thornappleDocs: "Which documents do we have on file for Thornapple?",
};

export const R61_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "For the CPA package: total rents received last yr across all five properties. just rent please, no late fees or the kept deposit",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: RENTS, ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "YTD gross revenue for Basalt Creek vs prior year same period?",
    tool: "query_database",
    expect: async (t) => [await cash(t, { type: "revenue", ...ytd(t) }), await cash(t, { type: "revenue", ...priorYtd(t) })],
  },
  {
    group: "income",
    query: Q.thornappleQ3,
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: RENTS, ...quarter(Y(t) - 1, 3), property: (await t.property("Thornapple")).id })],
  },
  {
    group: "income",
    query: "duplex rent last year, units A and B combined, excluding the late fee",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Larkspur")).id })],
  },
  {
    group: "income",
    query: "gross airbnb bookings at the carriage house last quarter (before host fees)?",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: (await t.property("Mill Race")).id })],
  },
  {
    group: "income",
    query: "Can you calculate rent received on the Salem house for last year? we had the Garrett -> Marisol changeover mid-year so make sure both are in",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Sycamore")).id })],
  },
  {
    group: "income",
    query: "Other rental income for last year's 8825: late fees plus the deposit we kept from Hollis",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["revenue:late_fees", "revenue:security_deposit_forfeited"], ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "total revenue last month, all sources, all properties?",
    tool: "query_database",
    expect: async (t) => [await cash(t, { type: "revenue", ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "Net operating income on last year's P&L, not counting the roof since that's capitalized",
    tool: "query_database",
    expect: async (t) => {
      const period = year(Y(t) - 1);
      const revenue = new Decimal(await t.sum({ type: "revenue", ...period }));
      const expense = new Decimal(await t.sum({ type: "expense", ...period }));
      const capital = new Decimal(await t.sum({ categories: ["expense:capital_improvement", "expense:furniture_equipment"], ...period }));
      return [figure(revenue.minus(expense.minus(capital)))];
    },
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: Q.repairs,
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "how much have we paid Rosario Plumbing since Jan 1 of last yr?",
    tool: "query_database",
    expect: async (t) => [await cash(t, { type: "expense", q: "Rosario", start: `${Y(t) - 1}-01-01`, end: t.today })],
  },
  {
    group: "expenses",
    query: Q.interestYtd,
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:mortgage_interest"], ...ytd(t) })],
  },
  {
    group: "expenses",
    query: "What did we pay in property taxes on the Salem house last year?",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:property_tax"], ...year(Y(t) - 1), property: (await t.property("Sycamore")).id })],
  },
  {
    group: "expenses",
    query: "pull up everything we paid Brightwell last year, mgmt fees plus the lease renewal fee",
    tool: "query_database",
    expect: async (t) => [await cash(t, { type: "expense", q: "Brightwell", ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "Utilities for the Hood River carriage house in Q1 last year (power, gas, water, internet, garbage)",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:utilities"], ...quarter(Y(t) - 1, 1), property: (await t.property("Mill Race")).id })],
  },
  {
    group: "expenses",
    query: "HOA dues paid on the Quarry Bend condo ytd?",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:hoa_fees"], ...ytd(t), property: (await t.property("Quarry Bend")).id })],
  },
  {
    group: "expenses",
    query: "insurance expense for last year, total premiums across all the policies",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:insurance"], ...year(Y(t) - 1) })],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q.thornappleBuy,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "Land vs building basis on the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis for the carriage house incl. the furniture / FF&E, excluding land",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "placed-in-service date for the Beaverton condo? for the 4562",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      if (!p.placed_in_service) throw new Error("Quarry Bend has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "properties",
    query: "what's the full street address of our Salem rental, and when did we acquire it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Salem");
      return [street(p.address), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- tenants (4)
  {
    group: "tenants",
    query: "who's renting the Beaverton condo and what's the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const p = await record(t, "Quarry Bend");
      const { tenant, monthly_rent } = p.extra_metadata as { tenant?: string; monthly_rent?: string };
      if (!tenant || !monthly_rent) throw new Error("no tenant or rent recorded for Quarry Bend");
      return [tenant, figure(monthly_rent)];
    },
  },
  {
    group: "tenants",
    query: "Larkspur duplex tenants - who's in unit A and who's in unit B?",
    tool: "query_database",
    expect: async (t) => {
      const p = await record(t, "Larkspur");
      const units = (p.extra_metadata.units ?? []) as { unit: string; tenant: string }[];
      if (units.length === 0) throw new Error("no units recorded for Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "tenants",
    query: "what security deposit are we holding for Brianna at Thornapple? want to make sure it isn't sitting in income",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kowalczyk");
      return ["$2,400"];
    },
  },
  {
    group: "tenants",
    query: "Who was the Salem tenant before Marisol, and what was he paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string; amount: string; category: string }[] }>(
        `/api/v1/transactions?property_id=${(await t.property("Sycamore")).id}&category=revenue:long_term_rental&start_date=${Y(t) - 1}-01-01&end_date=${t.today}&sort=transaction_date&page_size=5`,
      );
      const first = items[0];
      const name = first && /FROM (.+?) RENT/i.exec(first.description)?.[1];
      if (!first || !name || /pennington/i.test(name)) throw new Error("no earlier Salem tenant in the ledger");
      const proper = name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
      return [proper, figure(first.amount)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN? CPA needs it for the 1065",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Basalt Creek's Oregon SOS registry #?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "Who's our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, street(registered_agent.address)];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const due = await open(t, "upcoming=30");
      return [...new Set(due.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: "When is the 1065 due for this year's return (the one we file next spring)?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=tax:filing&q=${encodeURIComponent(`Form 1065 partnership return for ${Y(t)}`)}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "Next estimated tax payment date for the members?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "are any deadlines overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const overdue = await open(t, "status=overdue");
      return [...new Set(overdue.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: "when does the Hood River STR permit need renewing?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `q=${encodeURIComponent("short-term rental permit renewal")}`)).due_date)],
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: Q.thornappleDocs,
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "what formation docs do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "documents",
    query: "Per the Brightwell management agreement, what's their fee and what do they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["9%", "$150"];
    },
  },
  {
    group: "documents",
    query: "What do the Quarry Bend HOA rules say about the special assessment for the siding and decks? how much per unit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["$3,150"];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the Mill Race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["$1,500"];
    },
  },
  {
    group: "documents",
    query: "ownership split per the operating agreement - who are the members and what % does each hold?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Corwin Adeyemi", "45%"];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "How many Airbnb bookings did the carriage house have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "stays",
    query: "nights booked at Mill Race in July last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "list the guests who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "total Airbnb host service fees at the carriage house last year? goes on the other-expenses line",
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:platform_fees"], ...year(Y(t) - 1), property: (await t.property("Mill Race")).id })],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and how much of that was land?",
    after: Q.thornappleBuy,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).land_basis)],
  },
  {
    group: "follow-up",
    query: "and how much did Brightwell take out of it in fees that quarter, renewal fee included?",
    after: Q.thornappleQ3,
    tool: "query_database",
    expect: async (t) => [await cash(t, { type: "expense", q: "Brightwell", ...quarter(Y(t) - 1, 3), property: (await t.property("Thornapple")).id })],
  },
  {
    group: "follow-up",
    query: "which property had the most of that?",
    after: Q.repairs,
    tool: "query_database",
    expect: async (t) => {
      const sums = await Promise.all(
        ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"].map(async (fragment) => ({
          fragment,
          amount: new Decimal(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: (await t.property(fragment)).id })),
        })),
      );
      sums.sort((a, b) => b.amount.comparedTo(a.amount));
      const [top, second] = sums;
      if (!top || top.amount.isZero() || (second && second.amount.equals(top.amount))) throw new Error("no single property with the most repairs");
      return [top.fragment, figure(top.amount)];
    },
  },
  {
    group: "follow-up",
    query: "and same stretch last year?",
    after: Q.interestYtd,
    tool: "query_database",
    expect: async (t) => [await cash(t, { categories: ["expense:mortgage_interest"], ...priorYtd(t) })],
  },
  {
    group: "follow-up",
    query: "what's the total on the roof invoice?",
    after: Q.thornappleDocs,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "RR-5082");
      return ["$16,480"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's Thornapple worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "payoff balance on the Guild mortgage for the Salem house right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "weather in hood river this weekend? a guest is asking", tool: "query_database", unanswerable: true, expect: async () => [] },
  {
    group: "unanswerable",
    query: "how much did we pay Cascade Pest Control last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Cascade", start: "1900-01-01", end: t.today })) !== 0) throw new Error("Cascade is in the ledger after all");
      return [];
    },
  },
  { group: "unanswerable", query: "What should we raise Brianna's rent to at renewal?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can we just deduct the whole roof this year instead of depreciating it? need a yes/no for the return", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the interest rate on the OnPoint loan for Thornapple?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much principal did we pay down on the Umpqua home loan last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will Multnomah County's tax bill be for Larkspur next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Tobias Wren's credit score from his rental application?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
