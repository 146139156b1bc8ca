// Blind set r82-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, obligations, the company profile and the document list); a figure quoted from a document is expected only after the document is found on file.
// The asker is a member who mostly asks about the company's papers (leases, policies, the operating
// agreement, service contracts), with a few money and deadline questions mixed in.
import { type Case, figure, lastMonth, lastQuarter, longDate, nightsBooked, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** The newest ledger row matching a query string (q, category, property_id ...). */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?sort=-transaction_date&page_size=1&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** The first open obligation whose description holds `q`, due today or later. */
async function nextDue(t: Truth, q: string): Promise<{ due_date: string; description: string }> {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}&start_date=${t.today}`);
  const open = items.find((o) => o.status !== "completed" && o.status !== "cancelled");
  if (!open) throw new Error(`no open obligation for ${q}`);
  return open;
}

/** A document (by title text) on file: its title and date; throws when it is not. */
async function onFile(t: Truth, q: string): Promise<{ title: string; doc_date: string | null }> {
  const { items } = await t.get<{ items: { title: string; doc_date: string | null }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(q)}`);
  if (!items[0]) throw new Error(`no document on file for ${q}`);
  return items[0];
}

const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

/** "ACH from Jane Doe - Unit 2 rent, ..." -> "Jane Doe" */
const payer = (description: string) => {
  const name = /from (.+?) - /.exec(description)?.[1];
  if (!name) throw new Error(`no payer in ${description}`);
  return name;
};

/** "Furnished Finder stay FF-1 - Jane Doe (62 nights)" or "Direct booking - Jane Doe (31 nights)" -> "Jane Doe" */
const guest = (description: string) => {
  const name = /\s-\s([^()]+?)\s*\(\d+ nights?\)/.exec(description)?.[1];
  if (!name) throw new Error(`no guest in ${description}`);
  return name;
};

const UNIT_2_NOW = "who's in unit 2 at the duplex right now and what are they paying?";
const WIND_DEDUCTIBLE = "what's the hurricane deductible on the Heron Roost wind policy";
const CAFE_LEASE_END = "When does the café lease end? the Saltmarsh one";
const AQUAMARINE_YTD = "how much have we paid Aquamarine so far this year";
const SUNBIZ_NEXT = "when's our next sunbiz annual report due";

export const R82_COAST_CASES: Case[] = [
  // --- Income
  {
    group: "income",
    query: "how much base rent has Saltmarsh paid us ytd? not counting the CAM",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "Total revenue for the Bradenton duplex last yr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [figure(await t.sum({ type: "revenue", property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "income",
    query: "pull up what the pool house grossed on vrbo last quarter",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...lastQuarter(t.today) }))];
    },
  },
  {
    group: "income",
    query: "how much rent did we collect from Lucinda last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, q: "Lucinda Farraday", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Can you tell me our total income last month for Mangrove Key, all four properties together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "cleaning fees collected at the beach condo this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [figure(await t.sum({ categories: ["revenue:cleaning_fees"], property: p.id, ...thisYear(t) }))];
    },
  },

  // --- Expenses
  {
    group: "expenses",
    query: AQUAMARINE_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Aquamarine", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total insurance premiums we paid last year across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did repairs on the Palmetto duplex come to last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [figure(await t.sum({ categories: ["expense:maintenance:repairs"], property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "HOA dues on unit 704 ytd - just the monthly fees, not the special assessment",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [figure(await t.sum({ categories: ["expense:hoa_fees"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "what did Ironwood charge us to put the hurricane shutters on the pool house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], q: "Ironwood", ...ALL_TIME(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest on the café building last yr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: p.id, ...lastYear(t) }))];
    },
  },

  // --- Properties
  {
    group: "properties",
    query: "When did we buy the Englewood house and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the beach condo? building plus furniture, leave the land out",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Gulf Boulevard")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "how was the Manatee Ave building split between land and building when we bought it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the full street address of the duplex, need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Palmetto Hammock")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "How much furniture and furnishings basis do we carry on Heron Roost?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Heron Roost")).ffe_basis)],
  },

  // --- Tenants, rents, leases
  {
    group: "tenants",
    query: UNIT_2_NOW,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      const row = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("Unit 2 rent")}`);
      return [payer(row.description), figure(row.amount)];
    },
  },
  {
    group: "tenants",
    query: "what's Saltmarsh's base rent right now, per month",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      const row = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("base rent")}`);
      return [figure(row.amount)];
    },
  },
  {
    group: "tenants",
    query: "what security deposit are we holding for Lucinda according to her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farraday");
      return ["1,700"]; // the lease's section 3 states the deposit
    },
  },
  {
    group: "tenants",
    query: "Desmond paid late once didn't he? how much was the late fee",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], q: "Okoro-Baines", ...ALL_TIME(t) }))],
  },
  {
    group: "tenants",
    query: "how much of Wyatt Penhallow's deposit did we end up keeping when he moved out?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], q: "Penhallow", ...ALL_TIME(t) }))],
  },

  // --- Company facts
  {
    group: "company",
    query: "what's our EIN",
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
    query: "who is the registered agent for the LLC these days",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when was the company formed? date we filed with the state",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // --- Deadlines and compliance
  {
    group: "deadlines",
    query: SUNBIZ_NEXT,
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "annual report")).due_date)],
  },
  {
    group: "deadlines",
    query: "When does the windstorm policy on the pool house come up for renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Windstorm and hurricane policy renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "What's due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const { items } = await obligations(t, `start_date=${t.today}&end_date=${end}`);
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due in the next 30 days");
      return dates.slice(0, 2).map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "flood insurance renewal on Heron Roost - when is it",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "flood policy renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the next DR-15 sales tax return due for the condo?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "DR-15")).due_date)],
  },
  {
    group: "deadlines",
    query: "what's the deadline for Saltmarsh to tell us they're exercising their renewal option?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Saltmarsh Coffee renewal option")).due_date)],
  },

  // --- Documents
  {
    group: "documents",
    query: "what paperwork do we have on file for the pool house?",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return (await titles(t, `property_id=${p.id}`)).map((title) => title.split(" ").slice(0, 2).join(" ")).slice(0, 2);
    },
  },
  {
    group: "documents",
    query: "do we have any of our insurance policies uploaded?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=insurance")).map((title) => title.split(" ").slice(0, 2).join(" ")).slice(0, 2),
  },
  {
    group: "documents",
    query: WIND_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm policy declarations");
      return ["7,900"]; // 2% of Coverage A, as the declarations state
    },
  },
  {
    group: "documents",
    query: "What percentage does Graham own under the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["40%"];
    },
  },
  {
    group: "documents",
    query: "what's the pool guy's rate per visit in the Aquamarine contract",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Aquamarine");
      return ["$38"];
    },
  },
  {
    group: "documents",
    query: "who personally guaranteed the Saltmarsh Coffee lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh");
      return ["Teodora Marchetti"];
    },
  },
  {
    group: "documents",
    query: "what does the condo association charge for the background check on each guest? per the Coquina Tides rules",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rules and Regulations");
      return ["$100"];
    },
  },
  {
    group: "documents",
    query: CAFE_LEASE_END,
    tool: "search_document_content",
    expect: async (t) => {
      // The lease was signed in December before a February 1 commencement, for five years.
      const lease = await onFile(t, "Saltmarsh Coffee Roasters");
      if (!lease.doc_date) throw new Error("the café lease has no date");
      return [longDate(`${Number(lease.doc_date.slice(0, 4)) + 6}-01-31`)];
    },
  },
  {
    group: "documents",
    query: "when's Lucinda's lease up? the unit 1 lease",
    tool: "search_document_content",
    expect: async (t) => {
      // Its title names the lease years, "(Lucinda Farraday, 2026-2027)"; the term runs August 1 to July 31.
      const lease = await onFile(t, "Farraday");
      const end = /\d{4}-(\d{4})\)/.exec(lease.title)?.[1];
      if (!end) throw new Error(`no lease years in ${lease.title}`);
      return [longDate(`${end}-07-31`)];
    },
  },

  // --- Stays
  {
    group: "stays",
    query: "How many Vrbo bookings did the pool house get last month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [String(await t.count({ categories: ["revenue:rental_income"], property: p.id, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "stays",
    query: "nights booked at heron roost last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Heron Roost", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who was the last guest to check in at the beach condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [guest((await latest(t, `category=revenue:rental_income&property_id=${p.id}`)).description)];
    },
  },
  {
    group: "stays",
    query: "how many Furnished Finder stays did 704 have last year? not counting direct bookings",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [String(await t.count({ categories: ["revenue:rental_income"], property: p.id, q: "Furnished Finder stay", ...lastYear(t) }))];
    },
  },

  // --- Follow-ups
  {
    group: "follow-up",
    query: "and what's the yearly premium on that policy?",
    after: WIND_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      // The declarations' premium is the one paid for the current policy year.
      await onFile(t, "windstorm policy declarations");
      return [figure((await latest(t, `category=expense:insurance&q=${encodeURIComponent("Sunbelt Coastal")}`)).amount)];
    },
  },
  {
    group: "follow-up",
    query: "how much notice do they have to give us if they want to renew?",
    after: CAFE_LEASE_END,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh Coffee Roasters");
      return ["180"];
    },
  },
  {
    group: "follow-up",
    query: "and last year?",
    after: AQUAMARINE_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Aquamarine", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much is the filing fee for it",
    after: SUNBIZ_NEXT,
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=expense&q=${encodeURIComponent("LLC annual report")}`)).amount)],
  },
  {
    group: "follow-up",
    query: "ok and unit 1?",
    after: UNIT_2_NOW,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      const row = await latest(t, `category=revenue:long_term_rental&property_id=${p.id}&q=${encodeURIComponent("Unit 1 rent")}`);
      return [payer(row.description), figure(row.amount)];
    },
  },

  // --- What the records cannot answer
  { group: "unanswerable", query: "what's the beach condo worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  {
    group: "unanswerable",
    query: "whats the payoff balance on the Tidewater mortgage for the pool house right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  { group: "unanswerable", query: "What's the deductible on the flood policy for Heron Roost?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what does Desmond's lease say about pets?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "any hurricanes headed for Englewood this week?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much have we paid Pelican Point Roofing?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what should we raise Lucinda's rent to when her lease renews?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should Mangrove Key elect S corp status? would it save us tax", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the dwelling coverage limit on the HO-6 policy for unit 704", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is Saltmarsh Coffee doing in sales these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
