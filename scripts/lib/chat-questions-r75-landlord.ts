// Blind set r75-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: a member who is a real estate agent and talks like one (NOI, T12, rent roll, turn costs, capex, cap rate, opex).
import { type Case, type Obligation, type Truth, figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

/** This year, from the run's today. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** Since the first day of the books (a wide window: everything recorded through today). */
const allTime = (t: Truth) => ({ start: `${Y(t) - 20}-01-01`, end: t.today });
/** The trailing twelve whole months, ending with last month. */
const t12 = (t: Truth) => {
  const end = lastMonth(t.today).end;
  const [y, m] = end.split("-").map(Number) as [number, number];
  const startMonth = m === 12 ? 1 : m + 1;
  const startYear = m === 12 ? y : y - 1;
  return { start: month(startYear, startMonth).start, end };
};
/** The latest whole calendar month `m` (1..12) before today's month. */
const latest = (t: Truth, m: number) => {
  const [y, tm] = t.today.split("-").map(Number) as [number, number];
  return month(tm > m ? y : y - 1, m);
};
/** The latest whole quarter `q` (1..4) before today. */
const latestQuarter = (t: Truth, q: number) => {
  const [y, tm] = t.today.split("-").map(Number) as [number, number];
  return quarter(tm > q * 3 ? y : y - 1, q);
};
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
/** A property's record with its free-form details (tenant, rent, units). */
const details = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  return { p, meta: (p as unknown as { extra_metadata: Record<string, unknown> }).extra_metadata };
};
/** Throws unless a document whose title holds `q` is on file; a figure the document states may then be expected. */
async function onFile(t: Truth, q: string): Promise<{ title: string; doc_date: string }> {
  const { items } = await t.get<{ items: { title: string; doc_date: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file titled like "${q}"`);
  return items[0]!;
}
/** The open obligation next due that matches a query, as a long date. */
const nextDue = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
};
const distinctDates = (items: Obligation[]) => [...new Set(items.map((o) => longDate(o.due_date)))];

// Queries other cases follow up on.
const NOI_CARRIAGE = "What was NOI on the carriage house last year?";
const DUPLEX_RENT = "How much rent did the Larkspur duplex bring in last yr? rent only, not the late fee";
const BRIGHTWELL = "What did we pay Brightwell in total last year - mgmt fees and everything else they charged us";
const NEXT_30 = "what's coming due in the next 30 days?";
const Q3_AIRBNB = "How much did the carriage house gross in Airbnb bookings in q3?";

export const R75_LANDLORD_CASES: Case[] = [
  // Income by period, property and source (9)
  {
    group: "income",
    query: "total rental income last yr across all 5 doors?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Gross revenue ytd for Basalt Creek, everything in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: Q3_AIRBNB,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...latestQuarter(t, 3), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "income",
    query: "Sycamore income last year, just rent please, not counting the deposit we kept from Garrett",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "income",
    query: "how much in late fees did we collect last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Can you calculate the T12 rent on Thornapple? trailing 12 full months",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...t12(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "income",
    query: "how much has Tobias paid us in rent ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Tobias" }))],
  },
  {
    group: "income",
    query: NOI_CARRIAGE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(Y(t) - 1), property: (await t.property("Mill Race")).id }))],
  },

  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: BRIGHTWELL,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), q: "Brightwell" }))],
  },
  {
    group: "expenses",
    query: "total we've paid Rosario Plumbing, all time",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...allTime(t), q: "Rosario" }))],
  },
  {
    group: "expenses",
    query: "opex on Quarry Bend ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...thisYear(t), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "expenses",
    query: "What were the turn costs at Sycamore in June last year when Garrett moved out? carpet cleaning plus the handyman",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning", "expense:maintenance:repairs"], ...month(Y(t) - 1, 6), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "expenses",
    query: "what was our capex last year? capital improvements only",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Property taxes across all five properties for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "pull up utilities on the Hood River place for last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "What did we spend with Green Fern on landscaping last year, both houses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), q: "Green Fern" }))],
  },

  // Properties: purchase, basis, dates, addresses (6)
  {
    group: "properties",
    query: "What did we pay for Thornapple and when did we close on it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the carriage house? building plus furniture",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building split on the Salem house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "When did we pick up the Beaverton condo and what'd we pay?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the street address of the duplex",
    tool: "query_database",
    expect: async (t) => [(await t.property("Larkspur")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "Total purchase price of everything Basalt Creek owns?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=100");
      return [figure((items.reduce((cents, p) => cents + Math.round(Number(p.purchase_price_total) * 100), 0) / 100).toFixed(2))];
    },
  },

  // Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "Pull up the rent roll for the duplex - who's in each unit and what are they paying?",
    tool: "query_database",
    expect: async (t) => {
      const { meta } = await details(t, "Larkspur");
      const units = meta.units as { tenant: string; monthly_rent: string }[];
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "tenants",
    query: "What's Brianna paying a month at Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure(String((await details(t, "Thornapple")).meta.monthly_rent))],
  },
  {
    group: "tenants",
    query: "when is Marisol's lease up?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Marisol");
      const ends = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!ends) throw new Error("no lease end for Marisol");
      return [ends];
    },
  },
  {
    group: "tenants",
    query: "How much of a security deposit did Brianna put down on Thornapple?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kowalczyk");
      // The lease states: "Tenant has paid a security deposit of $2,400.00."
      return ["$2,400"];
    },
  },
  {
    group: "tenants",
    query: "How much of Garrett's deposit did we end up keeping at Sycamore?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...allTime(t), property: (await t.property("Sycamore")).id }))],
  },

  // Company facts (4)
  {
    group: "company",
    query: "whats the EIN for Basalt Creek",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who are the members of the LLC and how's the ownership split?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      // The operating agreement: Helena Marsh 55%, Corwin Adeyemi 45%.
      return ["Helena Marsh", "Corwin Adeyemi", "55%", "45%"];
    },
  },
  {
    group: "company",
    query: "can you tell me our Oregon SOS registry number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was Basalt Creek Holdings formed, and who's our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: NEXT_30,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in the next 30 days");
      return distinctDates(items);
    },
  },
  {
    group: "deadlines",
    query: "When's the Oregon annual report due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20report")],
  },
  {
    group: "deadlines",
    query: "1065 due date for this coming filing season?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return distinctDates(items);
    },
  },
  {
    group: "deadlines",
    query: "When do we need to renew the STR permit for the carriage house?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${encodeURIComponent("short-term rental permit")}&property_id=${(await t.property("Mill Race")).id}`)],
  },

  // Documents: what they say, which are on file (5)
  {
    group: "documents",
    query: "What docs do we have on file for Thornapple?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Thornapple")).id}`),
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "documents",
    query: "Per the Brightwell agreement, what's their mgmt fee % and what do they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Property Management Agreement");
      // "Management fee: 9% of all rent collected ... Lease renewal fee: $150.00 per renewal."
      return ["9%", "$150"];
    },
  },
  {
    group: "documents",
    query: "what's the minimum lease term the Quarry Bend HOA rules allow? thinking about going mid-term on that unit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      // "No unit may be leased for a term of less than 12 months."
      return ["12 months"];
    },
  },
  {
    group: "documents",
    query: "deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Columbia Gorge Mutual declarations");
      // "$1,500 per occurrence, all perils."
      return ["$1,500"];
    },
  },

  // Stays at the carriage house (4)
  {
    group: "stays",
    query: "How many Airbnb bookings did the carriage house have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "stays",
    query: "who stayed at the carriage house in August?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", latest(t, 8)),
  },
  {
    group: "stays",
    query: "Nights booked at Mill Race in July last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "how many nights have we booked in Hood River so far this year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", thisYear(t)))],
  },

  // Follow-ups that narrow the last answer (5)
  {
    group: "follow-up",
    query: "and ytd?",
    after: NOI_CARRIAGE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "follow-up",
    query: "ok now just unit B",
    after: DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Larkspur")).id, q: "Unit B" }))],
  },
  {
    group: "follow-up",
    query: "what about just on the Quarry Bend condo?",
    after: BRIGHTWELL,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...year(Y(t) - 1), q: "Brightwell", property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "follow-up",
    query: "and the next 60?",
    after: NEXT_30,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return distinctDates(items);
    },
  },
  {
    group: "follow-up",
    query: "how many nights was that?",
    after: Q3_AIRBNB,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", latestQuarter(t, 3)))],
  },

  // What the records cannot answer (9)
  { group: "unanswerable", query: "What's the carriage house worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what cap rate are we running on Thornapple at current market value?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the payoff balance on the Umpqua loan for the duplex right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise Marisol's rent to at renewal - what's market rent in Salem for a 3br?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it supposed to rain in Hood River this weekend? guest is asking", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay Terminix for pest control last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we 1031 the Larkspur duplex into something bigger? is that smart tax-wise", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are 2br condos going for in Beaverton right now, any comps?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much is Tobias's security deposit at Quarry Bend?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
