// Blind set r59-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, the documents on file and the occupancy report) of the same running service; a figure quoted from a document is used only after the document is checked to be on file.
// Persona: the outside bookkeeper reconciling the year (amounts by vendor, category and month, the sales and
// tourist taxes, the condo's HOA, the café's NNN charges, deposits, which documents back which figure).
import { type Case, figure, lastMonth, longDate, month, MONTHS, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year, guestsOf } from "./chat-questions";

/** This calendar year and the one before, from the service's today. */
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => thisY(t) - 1;
/** From long before the company existed through today. */
const ever = (t: Truth) => ({ start: "2015-01-01", end: t.today });

const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A ledger sum as an answer states it ("$1,234.56"); a sum of nothing is a mistake in the case. */
async function dollars(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (Number(total) === 0) throw new Error(`nothing in the ledger for ${JSON.stringify(filter)}`);
  return `$${figure(total)}`;
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** Transactions matching a filter, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The duplex's Unit 2 tenant and rent, from the newest Unit 2 rent deposit. */
async function unit2(t: Truth): Promise<{ tenant: string; rent: string }> {
  const [latest] = await txs(t, `category=revenue:long_term_rental&property_id=${await id(t, "Palmetto")}&q=${encodeURIComponent("Unit 2 rent")}`);
  const tenant = /from (.+?) - Unit 2/.exec(latest!.description)?.[1];
  if (!tenant) throw new Error(`no tenant in "${latest!.description}"`);
  return { tenant, rent: `$${figure(latest!.amount)}` };
}

export const R59_COAST_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "Total rent across all four properties for last yr? Just rent please, not the cleaning fees or the taxes we collected from guests.",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: RENTS, ...year(lastY(t)) })],
  },
  {
    group: "income",
    query: "what did the Vrbo bookings at the pool house gross in q2 this year",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:rental_income"], property: await id(t, "Heron"), ...quarter(thisY(t), 2) })],
  },
  {
    group: "income",
    query: "YTD base rent from Saltmarsh Coffee, excluding the CAM and other reimbursements",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Manatee Avenue"), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "Can you pull up everything the café reimbursed us under the NNN lease last year - CAM, insurance and property tax together, not the base rent?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:other"], property: await id(t, "Manatee Avenue"), ...year(lastY(t)) })],
  },
  {
    group: "income",
    query: "Bradenton duplex rent collected last month, both units combined",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Palmetto"), ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "How much Sarasota tourist development tax did Vrbo pass through to us on the Heron Roost payouts in 2025? I need it to tie out against what we remitted.",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:other"], property: await id(t, "Heron"), q: "tourist development", ...year(lastY(t)) })],
  },
  {
    group: "income",
    query: "calculate total income for Mangrove Key in March of this year, all sources, all properties",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { type: "revenue", ...month(thisY(t), 3) })],
  },
  {
    group: "income",
    query: "How much have we collected in cleaning fees from the condo guests so far this year?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:cleaning_fees"], property: await id(t, "Gulf Boulevard"), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "total revenue at the Englewood house last year, everything included (bookings plus the TDT pass-through)",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { type: "revenue", property: await id(t, "Heron"), ...year(lastY(t)) })],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "How much did we pay Salt & Linen in 2025? Both the condo cleans and the pool house turnovers.",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense"], q: "Salt & Linen", ...year(lastY(t)) })],
  },
  {
    group: "expenses",
    query: "Coquina Tides HOA dues paid ytd - the regular monthly fee only, not the special assessment",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:hoa_fees"], property: await id(t, "Gulf Boulevard"), ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "total property tax we paid last year on all four properties?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:property_tax"], ...year(lastY(t)) })],
  },
  {
    group: "expenses",
    query: "Insurance premiums for Heron Roost this year - wind, dwelling and flood combined",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:insurance"], property: await id(t, "Heron"), ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "what did we pay Aquamarine Pool in Aug of last year, including the pump?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense"], q: "Aquamarine", property: await id(t, "Heron"), ...month(lastY(t), 8) })],
  },
  {
    group: "expenses",
    query: "Repairs at the Palmetto Hammock duplex last yr - just repairs, not the lawn service or pest control",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:maintenance:repairs"], property: await id(t, "Palmetto"), ...year(lastY(t)) })],
  },
  {
    group: "expenses",
    query: "How much interest did we pay on the Barrier Island loan for the café building in q3 last year?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:mortgage_interest"], property: await id(t, "Manatee Avenue"), ...quarter(lastY(t), 3) })],
  },
  {
    group: "expenses",
    query: "How much Florida sales tax (the DR-15 returns) did we remit for the beach condo in 2025? Not the Pinellas TDT.",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense"], q: "DR-15", property: await id(t, "Gulf Boulevard"), ...year(lastY(t)) })],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "What did we pay for the Indian Rocks Beach condo and when did we close on it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [`$${figure(p.purchase_price_total)}`, longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the pool house? building plus furniture, no land",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Heron")).depreciable_basis)}`],
  },
  {
    group: "properties",
    query: "How is the basis on 2204 Manatee Ave split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "properties",
    query: "whats the street address of the duplex",
    tool: "query_database",
    expect: async (t) => [(await t.property("Palmetto")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "When was Heron Roost placed in service for depreciation?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron");
      if (!p.placed_in_service) throw new Error("Heron Roost has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "Who's renting unit 2 at the duplex now and what are they paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const { tenant, rent } = await unit2(t);
      return [tenant, rent];
    },
  },
  {
    group: "tenants",
    query: "What's Saltmarsh paying in monthly base rent right now?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Manatee Avenue"), ...lastMonth(t.today) })],
  },
  {
    group: "tenants",
    query: "How much of Wyatt's security deposit did we end up keeping when he moved out of unit 2?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["revenue:security_deposit_forfeited"], property: await id(t, "Palmetto"), ...ever(t) })],
  },
  {
    group: "tenants",
    query: "what security deposit does Lucinda's lease say we hold for unit 1?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farraday");
      return ["$1,700.00"];
    },
  },
  {
    group: "tenants",
    query: "Did either duplex tenant pay a late fee last year? who and how much",
    tool: "query_database",
    expect: async (t) => {
      const [fee] = await txs(t, `category=revenue:late_fees&start_date=${year(lastY(t)).start}&end_date=${year(lastY(t)).end}`);
      const who = /Late fee - (.+?),/.exec(fee!.description)?.[1];
      if (!who) throw new Error(`no tenant in "${fee!.description}"`);
      return [who, `$${figure(fee!.amount)}`];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN again? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Sunbiz document number for Mangrove Key Property Group?",
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
    query: "who is our registered agent in Florida",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await obligations(t, "upcoming=365")).items[0];
      if (!next) throw new Error("nothing due in the next year");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "can you tell me everything we have due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in the next 30 days");
      const dates = [...new Set(items.map((o) => o.due_date))];
      return [...new Set([longDate(dates[0]!), longDate(dates[dates.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: "When's the Sunbiz annual report due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("annual report")}`);
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "what's the deadline for Saltmarsh to exercise their renewal option?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("renewal option")}`);
      if (!next) throw new Error("no open renewal option deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is the DR-15 for this month's condo stays due",
    tool: "query_database",
    expect: async (t) => {
      const label = `${MONTHS[Number(t.today.slice(5, 7)) - 1]} ${thisY(t)}`;
      const { items } = await obligations(t, `q=${encodeURIComponent(`DR-15 for ${label}`)}`);
      if (items.length !== 1) throw new Error(`${items.length} DR-15 returns for ${label}`);
      return [longDate(items[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "What's the hurricane deductible on the pool house wind policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm policy declarations");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "Per the operating agreement, what are the members' ownership percentages?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["60%", "40%"];
    },
  },
  {
    group: "documents",
    query: "Under the Saltmarsh NNN lease, how long do they have to reimburse the property tax once we invoice them?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "what share of the CAM does the café tenant pay according to the lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Triple Net");
      return ["38%"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the Englewood pool house?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, "Heron")}`),
  },
  {
    group: "documents",
    query: "list the insurance policies we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "How many Vrbo bookings did the pool house have in July 2025?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Heron"), ...month(lastY(t), 7) });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "stays",
    query: "Who were the Vrbo guests at Heron Roost last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Heron", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "nights booked at the pool house in june this year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Heron", month(thisY(t), 6)))],
  },
  {
    group: "stays",
    query: "Who checked in at the beach condo in the first half of this year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Gulf Boulevard", { start: `${thisY(t)}-01-01`, end: `${thisY(t)}-06-30` }),
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and how much did Vrbo take in commission and processing fees on those?",
    after: "what did the Vrbo bookings at the pool house gross in q2 this year",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:platform_fees"], property: await id(t, "Heron"), ...quarter(thisY(t), 2) })],
  },
  {
    group: "follow-up",
    query: "same thing for last year?",
    after: "Coquina Tides HOA dues paid ytd - the regular monthly fee only, not the special assessment",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:hoa_fees"], property: await id(t, "Gulf Boulevard"), ...year(lastY(t)) })],
  },
  {
    group: "follow-up",
    query: "when does his lease end?",
    after: "Who's renting unit 2 at the duplex now and what are they paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const { tenant } = await unit2(t);
      const { items } = await obligations(t, `q=${encodeURIComponent(`Lease renewal: ${tenant}`)}`);
      const end = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(items[0]?.description ?? "")?.[1];
      if (!end) throw new Error(`no lease end for ${tenant}`);
      return [end];
    },
  },
  {
    group: "follow-up",
    query: "ok and the property tax on it last year?",
    after: "What did we pay for the Indian Rocks Beach condo and when did we close on it?",
    tool: "query_database",
    expect: async (t) => [await dollars(t, { categories: ["expense:property_tax"], property: await id(t, "Gulf Boulevard"), ...year(lastY(t)) })],
  },
  {
    group: "follow-up",
    query: "what's the annual premium on that policy?",
    after: "What's the hurricane deductible on the pool house wind policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm policy declarations");
      // The declarations on file are this season's: their premium is the one paid at the last renewal.
      const [paid] = await txs(t, `category=expense:insurance&property_id=${await id(t, "Heron")}&q=${encodeURIComponent("Sunbelt Coastal")}`);
      return [`$${figure(paid!.amount)}`];
    },
  },

  // ---------------------------------------------------------------- unanswerable (9)
  {
    group: "unanswerable",
    query: "What's the pool house worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the payoff balance on the Tidewater mortgage right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is there a hurricane headed toward Englewood this week?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Bayfront Roofing last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we raise Lucinda's rent to at renewal?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a cost seg study on the café building? give me your tax advice",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What tax bracket is Graham in personally?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much does Saltmarsh Coffee do in monthly sales at the café?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What will the Pinellas property tax bill on unit 704 be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
