// Blind set r70-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list and the occupancy report); a figure quoted from a document is used only after the document is found on file. Voice: a loan officer's processor reviewing the LLC for a refinance (rent per property and per tenant, leases, trailing and calendar-year income and expenses, taxes and insurance, basis, ids, deadlines, what the papers say), with follow-ups that narrow the last answer and questions no record can answer.
import Decimal from "decimal.js";
import { type Case, type Truth, figure, lastMonth, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, guestsOf } from "./chat-questions";

/** The calendar year the questions are asked in (eval-chat's `today` is taken the same way). */
const Y = Number(new Date().toISOString().slice(0, 4));

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string | Decimal) => `$${figure(amount)}`;

/** The twelve whole months ending last month: what a lender calls the trailing twelve. */
const trailing12 = (t: Truth) => {
  const end = lastMonth(t.today);
  const [y, m] = end.start.split("-").map(Number) as [number, number];
  const startMonth = m === 12 ? month(y, 1) : month(y - 1, m + 1);
  return { start: startMonth.start, end: end.end };
};

/** Since the start of last year, through today. */
const sinceLastYear = (t: Truth) => ({ start: `${yearOf(t) - 1}-01-01`, end: t.today });

/** All of the company's history through today. */
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });

/** A property's full record, with its metadata (tenants and rents). */
async function record(t: Truth, fragment: string): Promise<{ id: string; extra_metadata: Record<string, unknown> }> {
  const p = await t.property(fragment);
  return t.get(`/api/v1/properties/${p.id}`);
}

/** Fails unless a document whose title holds `title` is on file: a figure quoted from it may then be expected. */
async function onFile(t: Truth, title: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(title)}`);
  if (items.length === 0) throw new Error(`no document titled like "${title}"`);
}

/** Open obligations due from today through today + days, in due order. */
const upcoming = async (t: Truth, days: number) => (await obligations(t, `upcoming=${days}`)).items.sort((a, b) => a.due_date.localeCompare(b.due_date));

// Questions that others follow.
const Q_THORNAPPLE_RENT = `Calendar-year ${Y - 1} rent received on the Thornapple house?`;
const Q_PROPERTY_TAX = `Property taxes paid in ${Y - 1}, total for the LLC`;
const Q_INSURANCE = "insurance premiums paid last yr across the portfolio?";
const Q_NEXT_60 = "Anything coming due in the next 60 days?";
const Q_BOOKINGS = "How many Airbnb bookings did the carriage house have last month?";

export const R70_LANDLORD_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: `Gross rents collected, all properties, calendar year ${Y - 1}? Rent only, no late fees or the kept deposit`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "income",
    query: Q_THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Thornapple")).id, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "income",
    query: "pull up trailing 12 mo rental income for the Larkspur duplex (the 12 months ending last month)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, property: (await t.property("Larkspur")).id, ...trailing12(t) }))],
  },
  {
    group: "income",
    query: "YTD total income for Basalt Creek Holdings, all sources",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent did Tobias pay in q2 this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Quarry Bend")).id, ...quarter(yearOf(t), 2) }))],
  },
  {
    group: "income",
    query: "Gross Airbnb bookings on the carriage house last yr, before the host fees",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "income",
    query: "Excluding the short-term rental, what did the long-term leases bring in last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...year(yearOf(t) - 1) }))],
  },
  {
    group: "income",
    query: `Can you tell me what Ingrid paid in rent for unit B over calendar ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Larkspur")).id, q: "Ingrid Soto", ...year(yearOf(t) - 1) }))],
  },
  {
    group: "income",
    query: "Sycamore Hollow rent for last year - just rent please, I know the tenant changed mid-year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Sycamore")).id, ...year(yearOf(t) - 1) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: Q_INSURANCE,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: `Mortgage interest paid on Thornapple for calendar year ${Y - 1}`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property("Thornapple")).id, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "How much has Brightwell taken in management fees ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `HOA dues paid on the Beaverton condo in ${Y - 1}`,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Quarry Bend")).id, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What have we spent with Rosario Plumbing since the start of last year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", q: "Rosario", ...sinceLastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did the new roof at Thornapple run us?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], property: (await t.property("Thornapple")).id, ...ever(t) }))],
  },
  {
    group: "expenses",
    query: "Calculate total expenses on the carriage house for the trailing twelve months ending last month",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", property: (await t.property("Mill Race")).id, ...trailing12(t) }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: "What was the purchase price on the Larkspur duplex and when did we close on it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [usd(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "Land vs building allocation on the Salem house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis for Mill Race incl. the furnishings?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "When was the Quarry Bend unit acquired and when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [longDate(p.acquisition_date), longDate(p.placed_in_service!)];
    },
  },
  {
    group: "properties",
    query: "Combined total cost basis of all five properties, please",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=200");
      return [usd(items.reduce((total, p) => total.plus(p.total_basis), new Decimal(0)))];
    },
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "Total scheduled monthly rent across the long-term leases? leave out the Airbnb unit",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { extra_metadata: { monthly_rent?: string; units?: { monthly_rent: string }[] } }[] }>("/api/v1/properties?page_size=200");
      const rents = items.flatMap((p) => [p.extra_metadata.monthly_rent, ...(p.extra_metadata.units ?? []).map((u) => u.monthly_rent)]).filter((r): r is string => Boolean(r));
      return [usd(rents.reduce((total, r) => total.plus(r), new Decimal(0)))];
    },
  },
  {
    group: "tenants",
    query: "Who are the tenants in the Larkspur duplex, unit by unit?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await record(t, "Larkspur")).extra_metadata.units as { tenant: string }[];
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "tenants",
    query: "When does Tobias Wren's lease end?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent("Tobias Wren")}`);
      const ends = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!ends) throw new Error("no lease end for Tobias Wren");
      return [ends];
    },
  },
  {
    group: "tenants",
    query: "Start and end dates on Brianna Kowalczyk's current lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1147 SE Thornapple Street");
      return [`September 1, ${yearOf(t) - 1}`, `August 31, ${yearOf(t) + 1}`];
    },
  },
  {
    group: "tenants",
    query: "What security deposit are we holding on the Sycamore Hollow lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 2210 Sycamore Hollow Road");
      return ["$2,500.00"];
    },
  },

  // Company facts
  {
    group: "company",
    query: "EIN for Basalt Creek?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "need the LLC's Oregon registry number and its formation date for the file",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string; formation_date: string }>("/api/v1/company");
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "Registered agent - name and address?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "Who are the members of the LLC and what percentage does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Helena Marsh", "Corwin Adeyemi"];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline coming up? not counting anything already past due",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, 366))[0];
      if (!next) throw new Error("nothing upcoming");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: Q_NEXT_60,
    tool: "query_database",
    expect: async (t) => {
      const items = await upcoming(t, 60);
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: `When is the ${Y} partnership return (1065) due?`,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`partnership return for ${yearOf(t)}`)}`);
      if (items.length !== 1) throw new Error(`${items.length} returns for ${yearOf(t)}`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's the next Oregon annual report due to the Secretary of State?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await obligations(t, `q=${encodeURIComponent("Oregon annual report")}&start_date=${t.today}`)).items.sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
      if (!next) throw new Error("no annual report ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Are any of the property tax payments past due right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue&obligation_type=property:tax");
      if (items.length === 0) throw new Error("no property tax overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },

  // What the documents say, and which are on file
  {
    group: "documents",
    query: "Which documents do we have on file for the Thornapple property?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "Per the Brightwell management agreement, how much notice does either side need to give to terminate?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "Does the operating agreement require both members to consent to a refinance?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["unanimous"];
    },
  },
  {
    group: "documents",
    query: "What's the dwelling coverage limit and the deductible on the Hood River policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      return ["$385,000", "$1,500"];
    },
  },
  {
    group: "documents",
    query: "Is there a special assessment at Quarry Bend under the HOA rules? how much per unit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["$3,150"];
    },
  },

  // Short-term stays at the carriage house
  {
    group: "stays",
    query: Q_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "Nights booked at the Hood River place in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(yearOf(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: `who stayed at the carriage house in August ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", month(yearOf(t) - 1, 8)),
  },
  {
    group: "stays",
    query: `Total nights booked at Mill Race for calendar year ${Y - 1}`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", year(yearOf(t) - 1)))],
  },

  // Follow-ups that narrow the last answer
  {
    group: "follow-up",
    query: "and so far this year?",
    after: Q_THORNAPPLE_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Thornapple")).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "just the two Portland properties",
    after: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => {
      const [a, b] = await Promise.all(["Thornapple", "Larkspur"].map(async (f) => t.sum({ categories: ["expense:property_tax"], property: (await t.property(f)).id, ...year(yearOf(t) - 1) })));
      return [usd(new Decimal(a!).plus(b!))];
    },
  },
  {
    group: "follow-up",
    query: "what about the condo by itself",
    after: Q_INSURANCE,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], property: (await t.property("Quarry Bend")).id, ...year(yearOf(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "only the tax ones",
    after: Q_NEXT_60,
    tool: "query_database",
    expect: async (t) => {
      const taxes = (await upcoming(t, 60)).filter((o) => o.obligation_type.startsWith("tax:"));
      if (taxes.length === 0) throw new Error("no tax deadline in 60 days");
      return [...new Set(taxes.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "follow-up",
    query: "how many nights was that in total?",
    after: Q_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },

  // What no record holds
  {
    group: "unanswerable",
    query: "What's the current appraised value of 1147 SE Thornapple?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you give me the payoff amount on the OnPoint loan for Thornapple as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Pull the credit scores for Helena and Corwin please",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should market rent be on the Salem house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the weather looking like in Hood River this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Home Depot since last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the interest rate on the Umpqua loan on Larkspur?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much of a security deposit are we holding for Ingrid in unit B?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "current balance in the company's Umpqua operating account?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Would we come out ahead on taxes doing a cash-out refi vs selling the condo? whats your recommendation",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
