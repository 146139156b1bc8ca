// Blind set r73-landlord: 60 questions about the Oregon LLC (scripts/lib/landlord-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, the occupancy report and the documents list); a figure quoted from a document is used only after the document is found on file. Written as the owners' teenage daughter doing a school finance project on the family LLC: informal, curious, sometimes asking what a term means.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, guestsOf, year } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const thisYearNum = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYearNum(t) - 1);
/** Everything on the books: the history starts in January of last year. */
const allTime = (t: Truth) => ({ start: `${thisYearNum(t) - 1}-01-01`, end: t.today });
/** The most recent whole month `m` before today ("in august" said in November means this year's August). */
const latest = (t: Truth, m: number) => {
  const y = thisYearNum(t);
  return Number(t.today.slice(5, 7)) > m ? month(y, m) : month(y - 1, m);
};

interface PropertyRecord {
  id: string;
  extra_metadata: { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
}
/** A property's full record (its extra_metadata holds the tenant and the rent). */
const record = async (t: Truth, fragment: string) => t.get<PropertyRecord>(`/api/v1/properties/${(await t.property(fragment)).id}`);
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
/** Throws unless a document whose title or file name holds `q` is on file. */
const onFile = async (t: Truth, q: string) => {
  await titles(t, `q=${encodeURIComponent(q)}`);
};
/** The first open obligation matching `query` due today or later. */
const nextDue = async (t: Truth, query: string) => {
  const found = (await obligations(t, query)).items.find((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
  if (!found) throw new Error(`no open obligation for ${query}`);
  return found;
};
/** The lease end date a tenant's renewal reminder states ("lease ends August 31, 2027"). */
const leaseEnd = async (t: Truth, tenant: string) => {
  const { items } = await obligations(t, `q=${encodeURIComponent(tenant)}`);
  const ends = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).filter((d): d is string => Boolean(d));
  if (ends.length === 0) throw new Error(`no lease end for ${tenant}`);
  return ends[ends.length - 1]!;
};

const Q = {
  carriageLastYear: "hi!! doing a school project on our family LLC. how much money did the carriage house bring in last yr?",
  duplexQ2: "how much rent came in from the duplex in q2 last year",
  thornappleTenant: "who lives at the thornapple house and what do they pay a month?",
  condoBought: "when did we buy the condo in beaverton?",
  sycamoreBasis: "whats the depreciable basis on the sycamore house? also what does depreciable basis even mean lol",
};

export const R73_LANDLORD_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: Q.carriageLastYear,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "income",
    query: "ok what's our total rental income ytd, long term rent plus airbnb? not counting late fees or anything like that",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: Q.duplexQ2,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(thisYearNum(t) - 1, 2), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "income",
    query: "How much income did the Salem house have last year, everything counted?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property("Sycamore")).id }))],
  },
  {
    group: "income",
    query: "did we get any late fees from tenants last year? how much total",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "What was Basalt Creek Holdings' total income last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much has Tobias paid us in rent so far this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "income",
    query: "how much did we make from airbnb last month?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "can you calculate the total revenue from thornapple for last quarter",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: (await t.property("Thornapple")).id }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "how much have we paid brightwell in fees this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend on repairs last yr across all the properties",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax on the condo last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: (await t.property("Quarry Bend")).id }))],
  },
  {
    group: "expenses",
    query: "my dad said thornapple got a new roof. how much did that cost??",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:capital_improvement"], ...allTime(t), property: (await t.property("Thornapple")).id }))],
  },
  {
    group: "expenses",
    query: "pull up the utilities for the carriage house last month",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Rosario Plumbing in total?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest on the larkspur duplex ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "expenses",
    query: "what have we paid Green Fern for yard work this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Green Fern", ...thisYear(t) }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: Q.condoBought,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Quarry Bend")).acquisition_date)],
  },
  {
    group: "properties",
    query: "whats the address of the carriage house?",
    tool: "query_database",
    expect: async (t) => [(await t.property("Mill Race")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "how much did we pay for the larkspur duplex when we bought it",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Larkspur")).purchase_price_total)],
  },
  {
    group: "properties",
    query: Q.sycamoreBasis,
    tool: "query_database",
    expect: async (t) => [$((await t.property("Sycamore")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "how much of the carriage house's price was furniture and stuff?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Mill Race")).ffe_basis)],
  },

  // Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: Q.thornappleTenant,
    tool: "query_database",
    expect: async (t) => {
      const m = (await record(t, "Thornapple")).extra_metadata;
      return [m.tenant!, $(m.monthly_rent!)];
    },
  },
  {
    group: "tenants",
    query: "who are the tenants in the duplex?",
    tool: "query_database",
    expect: async (t) => (await record(t, "Larkspur")).extra_metadata.units!.map((u) => u.tenant),
  },
  {
    group: "tenants",
    query: "whats Tobias paying for rent each month",
    tool: "query_database",
    expect: async (t) => [$((await record(t, "Quarry Bend")).extra_metadata.monthly_rent!)],
  },
  {
    group: "tenants",
    query: "how big was the security deposit Marisol paid when she moved in?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Sycamore Hollow");
      return ["$2,500.00"];
    },
  },
  {
    group: "tenants",
    query: "who rented the salem house before Marisol?",
    tool: "query_database",
    expect: async (t) => {
      const p = await record(t, "Sycamore");
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${p.id}&start_date=${lastYear(t).start}&end_date=${t.today}&page_size=200`);
      const current = p.extra_metadata.tenant!.toLowerCase();
      const earlier = [...new Set(items.map((tx) => /from (.+?) rent/i.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n) && n!.toLowerCase() !== current))];
      if (earlier.length !== 1) throw new Error(`earlier Sycamore tenants: ${JSON.stringify(earlier)}`);
      return earlier;
    },
  },

  // Company facts
  {
    group: "company",
    query: "whats our EIN? my teacher said every business has one",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when was basalt creek holdings formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent, and what even is a registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "what's the LLC's state filing number in oregon?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "is anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next oregon annual report due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "q=annual%20report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to file the partnership tax return? the 1065 thing",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "q=1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "are we late on anything right now?",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "status=overdue")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "When is the next estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "q=estimated%20tax%20payment")).due_date)],
  },

  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "what documents do we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "q=Operating%20Agreement")), ...(await titles(t, "q=Management%20Agreement"))],
  },
  {
    group: "documents",
    query: "do we have copies of the leases saved anywhere?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "q=Lease"),
  },
  {
    group: "documents",
    query: "according to the management agreement, how much can brightwell spend on one repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Management Agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "is there a pet deposit if Brianna has a dog at thornapple? what does her lease say",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Thornapple");
      return ["$400.00"];
    },
  },
  {
    group: "documents",
    query: "does the HOA let us airbnb the condo? what's the shortest lease allowed",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Quarry Bend Condominium Association Rules");
      return ["12 months"];
    },
  },
  {
    group: "documents",
    query: "who owns the llc and what percent does each member have",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Helena Marsh", "55%", "Corwin Adeyemi", "45%"];
    },
  },

  // Stays at the carriage house
  {
    group: "stays",
    query: "how many airbnb bookings did the carriage house get in july last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYearNum(t) - 1, 7), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "stays",
    query: "who stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "how many nights was the carriage house booked in august?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", latest(t, 8)))],
  },
  {
    group: "stays",
    query: "how much did airbnb take in fees from us last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...lastYear(t) }))],
  },

  // Follow-ups in the same conversation
  {
    group: "follow-ups",
    query: "what about the whole year? late fees too",
    after: Q.duplexQ2,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property("Larkspur")).id }))],
  },
  {
    group: "follow-ups",
    query: "and when does her lease end?",
    after: Q.thornappleTenant,
    tool: "query_database",
    expect: async (t) => [await leaseEnd(t, (await record(t, "Thornapple")).extra_metadata.tenant!)],
  },
  {
    group: "follow-ups",
    query: "how much did we pay for it?",
    after: Q.condoBought,
    tool: "query_database",
    expect: async (t) => [$((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "follow-ups",
    query: "and how much did it cost to run it that year?",
    after: Q.carriageLastYear,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...lastYear(t), property: (await t.property("Mill Race")).id }))],
  },
  {
    group: "follow-ups",
    query: "ok and how much of it is land?",
    after: Q.sycamoreBasis,
    tool: "query_database",
    expect: async (t) => [$((await t.property("Sycamore")).land_basis)],
  },

  // Things the records cannot answer
  { group: "unanswerable", query: "what is the thornapple house worth now if we sold it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much do we still owe on the duplex mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the weather going to be in hood river this weekend", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend at Home Depot this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we charge for rent on the duplex when the leases are up?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "would it be smarter tax-wise to turn the Salem house into an airbnb?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Tobias's credit score?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate is the sycamore mortgage at", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we evict Devon if he pays late again?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
