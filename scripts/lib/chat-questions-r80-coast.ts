// Blind set r80-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the documents on file); a figure quoted from a document is used only after the document is found on file.
// Persona: a member who rarely looks at the books and names things by what they are ("the pool
// house", "the coffee shop building", "the lawn guy", "the unit 1 lady"), typing on a phone.
import { type Case, figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** Every record up to today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

const POOL_HOUSE = "Heron Roost";
const BEACH_CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const CAFE_BUILDING = "Manatee Avenue";

const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transaction (up to today) matching a query string of GET /transactions. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&end_date=${t.today}&${query}`);
  if (items.length === 0) throw new Error(`no transaction for ${query}`);
  return items[0]!;
}

/** Fails unless a document whose title holds `fragment` is on file; returns its titles. */
async function onFile(t: Truth, fragment: string): Promise<string[]> {
  const found = await titles(t, `q=${encodeURIComponent(fragment)}`);
  return found;
}

/** Fails when the ledger holds anything whose description contains one of `words` (a vendor never paid). */
async function neverPaid(t: Truth, ...words: string[]): Promise<string[]> {
  for (const q of words) {
    const n = await t.count({ ...allTime(t), q });
    if (n !== 0) throw new Error(`"${q}" is in the ledger ${n} times`);
  }
  return [];
}

/** The first open obligation due today or later. */
async function nextDue(t: Truth, query: string) {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`nothing open from ${t.today} for ${query}`);
  return open;
}

async function nextDate(t: Truth, query: string): Promise<string[]> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return [longDate(o.due_date)];
}

export const R80_COAST_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did the duplex bring in last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, DUPLEX) }))],
  },
  {
    group: "income",
    query: "total income ytd, everything, all 4 places",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the house w the pool gross in vrbo bookings in q2 last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 2), property: await id(t, POOL_HOUSE) }))],
  },
  {
    group: "income",
    query: "can you tell me how much the coffee shop paid us for CAM this yr? just the monthly ones not the year end true up",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue"], ...thisYear(t), property: await id(t, CAFE_BUILDING), q: "CAM reimbursement" }))],
  },
  {
    group: "income",
    query: "beach condo rent last year? just the rent pls, not the cleaning fees or the tax we collect",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: await id(t, BEACH_CONDO) }))],
  },
  {
    group: "income",
    query: "how much did we collect in cleaning fees from the condo guests last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(Y(t) - 1), property: await id(t, BEACH_CONDO) }))],
  },
  {
    group: "income",
    query: "pull up what the café tenant paid us back for property taxes last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue"], ...year(Y(t) - 1), property: await id(t, CAFE_BUILDING), q: "property tax reimbursement" }))],
  },
  {
    group: "income",
    query: "what was our total income last month across the whole company",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay the lawn guy last yr, all the properties together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Sabal Palm" }))],
  },
  {
    group: "expenses",
    query: "pool guy total so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "how much have the monthly condo assoc dues been ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, BEACH_CONDO) }))],
  },
  {
    group: "expenses",
    query: "calculate the electric bills for all the properties last month",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities:electricity"], ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "what did insurnace run us last year, all the policies combined",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "repairs on the duplex last yr?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: await id(t, DUPLEX) }))],
  },
  {
    group: "expenses",
    query: "what did we pay the accountants last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Halvorsen" }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "when did we buy the beach condo",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(BEACH_CONDO)).acquisition_date)],
  },
  {
    group: "properties",
    query: "what did we pay for the building the coffee shop is in",
    tool: "query_database",
    expect: async (t) => [$((await t.property(CAFE_BUILDING)).purchase_price_total)],
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the pool house, so not counting the land",
    tool: "query_database",
    expect: async (t) => [$((await t.property(POOL_HOUSE)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "the one we bought first, how much of that price was the land",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { acquisition_date: string; land_basis: string }[] }>("/api/v1/properties?page_size=100");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [$(first.land_basis)];
    },
  },
  {
    group: "properties",
    query: "how much furniture came with the condo when we bought it",
    tool: "query_database",
    expect: async (t) => [$((await t.property(BEACH_CONDO)).ffe_basis)],
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who's in unit 2 at the duplex now and what are they paying",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `property_id=${await id(t, DUPLEX)}&category=revenue:long_term_rental&q=${encodeURIComponent("Unit 2 rent")}`);
      const name = /from (.+?) - Unit 2 rent/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name, $(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "what's the coffee shop paying in base rent these days",
    tool: "query_database",
    expect: async (t) => [$((await latest(t, `property_id=${await id(t, CAFE_BUILDING)}&q=${encodeURIComponent("base rent")}`)).amount)],
  },
  {
    group: "tenants",
    query: "how much is the unit 1 lady paying a month now",
    tool: "query_database",
    expect: async (t) => [$((await latest(t, `property_id=${await id(t, DUPLEX)}&category=revenue:long_term_rental&q=${encodeURIComponent("Unit 1 rent")}`)).amount)],
  },
  {
    group: "tenants",
    query: "the guy who moved out of unit 2, how much of his deposit did we end up keeping",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...allTime(t), property: await id(t, DUPLEX) }))],
  },
  {
    group: "tenants",
    query: "what security deposit does the café lease say they put down",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh Coffee");
      return ["$7,000"];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats the llc's tax id # and the sunbiz doc number",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ ein: string; state_filing_number: string }>("/api/v1/company");
      return [c.ein, c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "when was Mangrove Key actually formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name.replace(/,?\s*Inc\.?$/, "")],
  },
  {
    group: "company",
    query: "remind me who the members are and how the ownership is split",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Pettigrew", "60%"];
    },
  },

  // ---------------------------------------------------------------- deadlines (6)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything we need to pay or file in the next 30 days??",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => o.due_date))].slice(0, 2).map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when do we have to do the state annual report thing",
    tool: "query_database",
    expect: (t) => nextDate(t, "obligation_type=compliance:periodic_report"),
  },
  {
    group: "deadlines",
    query: "when's the flood insurance on the pool house up for renewal",
    tool: "query_database",
    expect: (t) => nextDate(t, `q=${encodeURIComponent("flood policy renewal")}`),
  },
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: (t) => nextDate(t, `q=${encodeURIComponent("estimated tax")}`),
  },
  {
    group: "deadlines",
    query: "by when do the coffee shop people have to tell us if theyre renewing",
    tool: "query_database",
    expect: (t) => nextDate(t, `q=${encodeURIComponent("renewal option")}`),
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "whats the hurricane deductible on the pool house wind policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "how much does the pool guy charge per visit, per our agreement w him",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Pool Care");
      return ["$38"];
    },
  },
  {
    group: "documents",
    query: "whats the late fee in the unit 1 lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farraday");
      return ["$75"];
    },
  },
  {
    group: "documents",
    query: "how far ahead do condo guests have to be registered with the association",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rules and Regulations");
      return ["5 business days"];
    },
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the pool house",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${await id(t, POOL_HOUSE)}`);
      if (!found.some((x) => x.includes("Sunbelt Coastal")) || !found.some((x) => x.includes("Aquamarine"))) throw new Error(`pool house documents: ${found.join("; ")}`);
      return ["Sunbelt Coastal", "Aquamarine"];
    },
  },
  {
    group: "documents",
    query: "which leases have we got uploaded",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, "q=Lease");
      if (!found.some((x) => x.includes("Farraday")) || !found.some((x) => x.includes("Saltmarsh"))) throw new Error(`leases: ${found.join("; ")}`);
      return ["Farraday", "Saltmarsh"];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "how many vrbo bookings did the pool house get in july last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await id(t, POOL_HOUSE) }))],
  },
  {
    group: "stays",
    query: "who stayed at the pool house last month",
    tool: "query_database",
    expect: (t) => guestsOf(t, POOL_HOUSE, lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "how many nights was the pool house booked in march last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL_HOUSE, month(Y(t) - 1, 3)))],
  },
  {
    group: "stays",
    query: "whos the latest guest to check in at the condo on the beach",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `property_id=${await id(t, BEACH_CONDO)}&category=revenue:rental_income`);
      const name = /\s-\s(.+?)\s\(\d+ nights?\)/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no guest in ${tx.description}`);
      return [name];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the café building?",
    after: "how much rent did the duplex bring in last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await id(t, CAFE_BUILDING) }))],
  },
  {
    group: "follow-ups",
    query: "ok and just at the pool house?",
    after: "what did we pay the lawn guy last yr, all the properties together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(Y(t) - 1), property: await id(t, POOL_HOUSE), q: "Sabal Palm" }))],
  },
  {
    group: "follow-ups",
    query: "and what did we pay for it",
    after: "when did we buy the beach condo",
    tool: "query_database",
    expect: async (t) => [$((await t.property(BEACH_CONDO)).purchase_price_total)],
  },
  {
    group: "follow-ups",
    query: "how much did those bring in",
    after: "how many vrbo bookings did the pool house get in july last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await id(t, POOL_HOUSE) }))],
  },
  {
    group: "follow-ups",
    query: "and how much is the house itself covered for on that one",
    after: "whats the hurricane deductible on the pool house wind policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      return ["$395,000"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "whats the beach condo worth on the market right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the pool house loan as of today",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to storm in englewood this weekend? wondering if we close the shutters",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay the pressure washing guy last yr",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => neverPaid(t, "pressure wash", "power wash"),
  },
  {
    group: "unanswerable",
    query: "what should we raise unit 2's rent to next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "if we sell the coffee shop building should we do a 1031 exchange",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the coffee shop itself do in sales this year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the unit 1 tenant's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we spend on snow plowing last winter",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => neverPaid(t, "snow", "plow"),
  },
  {
    group: "unanswerable",
    query: "can we legally evict the unit 2 guy if he pays late again",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
