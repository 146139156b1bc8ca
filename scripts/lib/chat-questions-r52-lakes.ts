// Blind set r52-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list), and
// periods ("last yr", "ytd", "q2", "last month") are computed from the run's today. A figure quoted from a document is used only after the document is found on file.
import { type Case, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, type Truth, thisYear, titles, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => thisYr(t) - 1;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const money = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => figure(await t.sum(filter));

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A document must be on file before a figure it states is expected. */
async function onFile(t: Truth, titleFragment: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(titleFragment)}`);
}

/** The guests of the cabin's stays that checked in during a period: each booking reads "<channel and code> / <guest> / <nights>, <dates>". */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${await id(t, "Loon Song")}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

async function due(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation for ${q}`);
  return longDate(o.due_date);
}

// Questions a follow-up is asked after.
const Q_HOLLISTER_RENT = "how much rent did the Hollister apartments bring in last yr? just rent please, not the water or laundry";
const Q_FARM_TAX = "What did we pay in property taxes on the Colfax farm in 2025?";
const Q_ST12 = "when's our next ST-12 sales tax return due?";
const Q_CABIN_GUESTS = "who stayed up at the cabin last month?";
const Q_CABIN_PRICE = "What did we pay for the cabin in Conover, and how much of that was allocated to land?";

export const R52_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Hollister"), ...year(lastYr(t)) })],
  },
  {
    group: "income",
    query: "cabin booking income ytd (airbnb + direct)?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], property: await id(t, "Loon Song"), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "Can you tell me how much cash rent Leif paid us for the farmland in 2025?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:other"], property: await id(t, "County Road Q"), ...year(2025) })],
  },
  {
    group: "income",
    query: "what did the coin laundry at Hollister take in last year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:other"], property: await id(t, "Hollister"), q: "Laundry", ...year(lastYr(t)) })],
  },
  {
    group: "income",
    query: "Pull up the water/sewer bill-backs we've collected from the apartment tenants so far this year",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:utility_reimbursements"], property: await id(t, "Hollister"), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "total late fees collected ytd, all properties",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:late_fees"], ...thisYear(t) })],
  },
  {
    group: "income",
    query: "How much rent came in from the Chippewa Falls house in q2? Not counting the pet rent",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Bridgewater"), ...quarter(thisYr(t), 2) })],
  },
  {
    group: "income",
    query: "how much did the housing authority pay us in HAP for Tamika's unit last yr?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], q: "housing assistance payment", ...year(lastYr(t)) })],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "How much have we paid Red Cedar so far this year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense"], q: "Red Cedar", ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "what did propane for the cabin cost us in 2025",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense"], property: await id(t, "Loon Song"), q: "Propane", ...year(2025) })],
  },
  {
    group: "expenses",
    query: "Add up everything we paid Rindahl last year for the cabin driveway (plowing, roof raking, all of it)",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense"], q: "Rindahl", ...year(lastYr(t)) })],
  },
  {
    group: "expenses",
    query: Q_FARM_TAX,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], property: await id(t, "County Road Q"), ...year(2025) })],
  },
  {
    group: "expenses",
    query: "total paid to Valley Pro Plumbing & Heating in 2025?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense"], q: "Valley Pro", ...year(2025) })],
  },
  {
    group: "expenses",
    query: "Tamarack Ridge insurance premiums paid this year, every policy",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:insurance"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "calculate utilities at the apartments for last year - gas, electric, water, trash",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], property: await id(t, "Hollister"), ...year(lastYr(t)) })],
  },
  {
    group: "expenses",
    query: "How much mortgage interest did we pay Hemlock Valley in 2025?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:mortgage_interest"], ...year(2025) })],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "when did we buy the farm?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("County Road Q")).acquisition_date)],
  },
  {
    group: "properties",
    query: "What's the building basis on 1418 Hollister?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hollister")).building_basis)],
  },
  {
    group: "properties",
    query: Q_CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [figure(p.purchase_price_total), figure(p.land_basis)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis of the Bridgewater house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Bridgewater")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the address of the farmland, I need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("County Road Q")).address.split(",")[0]!],
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "What's Mai Nou paying per month right now?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], q: "Mai Nou Vang", ...lastMonth(t.today) })],
  },
  {
    group: "tenants",
    query: "how much is Harold's rent for apt 6",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], q: "Harold Kittleson", ...lastMonth(t.today) })],
  },
  {
    group: "tenants",
    query: "who's renting the Chippewa Falls house these days?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${await id(t, "Bridgewater")}`);
      const tenant = p.extra_metadata.tenant?.split(" (")[0];
      if (!tenant) throw new Error("no tenant recorded for Bridgewater");
      return [tenant.split(" ").pop()!];
    },
  },
  {
    group: "tenants",
    query: "Who lives in Apt 4 at Hollister, the voucher unit?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { units?: { unit: string; tenant: string }[] } }>(`/api/v1/properties/${await id(t, "Hollister")}`);
      const unit = p.extra_metadata.units?.find((u) => u.unit === "Apt 4");
      if (!unit) throw new Error("no Apt 4 recorded");
      return [unit.tenant];
    },
  },
  {
    group: "tenants",
    query: "how big a security deposit are we holding for Travis and Jolene?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["1,595"];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's the EIN for Tamarack Ridge?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "Need our WI DFI entity ID number for a bank form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline we've got coming up?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "");
      if (!o) throw new Error("no open obligation");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the DFI annual report due?",
    tool: "query_database",
    expect: async (t) => [await due(t, "DFI annual report")],
  },
  {
    group: "deadlines",
    query: Q_ST12,
    tool: "query_database",
    expect: async (t) => [await due(t, "ST-12")],
  },
  {
    group: "deadlines",
    query: "when does the balloon on the apartment loan come due",
    tool: "query_database",
    expect: async (t) => [await due(t, "balloon")],
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "What's the most we can get billed for plowing in a season under the Rindahl contract?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["1,150"];
    },
  },
  {
    group: "documents",
    query: "what late fee does Mai Nou's lease charge?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Mai Nou Vang");
      return ["$40"];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the Kinnickinnic policy for the apartment building?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy");
      return ["5,000"];
    },
  },
  {
    group: "documents",
    query: "what % of the company does Tomasz own per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["35%"];
    },
  },
  {
    group: "documents",
    query: "Which leases do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "q=Lease"),
  },
  {
    group: "documents",
    query: "what paperwork do we have for the cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, "Loon Song")}`),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "How many bookings checked in at the cabin in July 2026?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Loon Song"), ...month(2026, 7) }))],
  },
  {
    group: "stays",
    query: Q_CABIN_GUESTS,
    tool: "query_database",
    expect: async (t) => cabinGuests(t, lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "nights booked at Loon Song in Aug 2025?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", month(2025, 8)))],
  },
  {
    group: "stays",
    query: "how many direct bookings (not airbnb) did the cabin get last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Loon Song"), q: "Direct booking", ...year(lastYr(t)) }))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the year before that?",
    tool: "query_database",
    after: Q_HOLLISTER_RENT,
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Hollister"), ...year(lastYr(t) - 1) })],
  },
  {
    group: "follow-ups",
    query: "same thing for the cabin?",
    tool: "query_database",
    after: Q_FARM_TAX,
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], property: await id(t, "Loon Song"), ...year(2025) })],
  },
  {
    group: "follow-ups",
    query: "and the Conover room tax return?",
    tool: "query_database",
    after: Q_ST12,
    expect: async (t) => [await due(t, "room tax return")],
  },
  {
    group: "follow-ups",
    query: "how many nights was it booked that month?",
    tool: "query_database",
    after: Q_CABIN_GUESTS,
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", lastMonth(t.today)))],
  },
  {
    group: "follow-ups",
    query: "how much of it was furniture?",
    tool: "query_database",
    after: Q_CABIN_PRICE,
    expect: async (t) => [figure((await t.property("Loon Song")).ffe_basis)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the payoff balance on the Hemlock Valley loan as of today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it supposed to snow in Conover this weekend? wondering if Rindahl will need to plow", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much have we spent at Menards this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we set Mai Nou's rent at for next June's renewal?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should Tamarack Ridge elect S corp status to save on taxes?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we legally evict Harold if he keeps paying late?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Gerald Pfannenstiel's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are other cabins on Little Muskie Lake charging per night?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the assessed value of the Colfax farmland for 2026?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
