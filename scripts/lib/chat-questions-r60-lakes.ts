// Blind set r60-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records and their metadata, obligations, the company profile, the occupancy report), or, for what a paper says, quoted from a document first confirmed on file and its text found through the document search API.
// Written as the member who keeps the books on weekends: the family's names for the places (Hollister, the Chippewa Falls house, the cabin, the farm / Colfax),
// first names of tenants and vendors, periods relative to today (last yr, ytd, q3, last month), and ten questions the records cannot answer.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, longDate, month, nightsBooked, obligations, nextOpen, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const HOLLISTER = "Hollister";
const HOUSE = "Bridgewater";
const CABIN = "Loon Song";
const FARM = "County Road Q";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
/** The most recent whole month numbered `m` (this year's if it has ended, else last year's). */
const recentMonth = (t: Truth, m: number) => month(m < M(t) ? Y(t) : Y(t) - 1, m);
/** The most recent whole third quarter. */
const recentQ3 = (t: Truth) => quarter(M(t) > 9 ? Y(t) : Y(t) - 1, 3);
const $ = (amount: string | Decimal) => `$${figure(amount)}`;

interface Tx {
  amount: string;
  transaction_date: string;
  description: string;
}
/** The newest transaction (on or before today) matching the query string. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&end_date=${t.today}&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** A property's extra metadata, as the properties API returns it. */
async function metadata(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  return full.extra_metadata;
}

/** The guests of the cabin's bookings in a period, from descriptions "... / Guest Name / 4 nights, ...". */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property(CABIN);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /\/\s*([^/]+?)\s*\/\s*\d+ nights?/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/**
 * What a paper on file says: the document whose title holds `title` must be on file (GET /documents),
 * and each literal must be in its text (found through GET /documents/search within that document).
 */
async function quoted(t: Truth, title: string, search: string, literals: string[]): Promise<string[]> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length === 0) throw new Error(`no document titled like "${title}" on file`);
  const texts: string[] = [];
  for (const doc of items) {
    const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(search)}&document_id=${doc.id}&top_k=50&mode=lexical`);
    texts.push(...hits.items.map((hit) => hit.text));
  }
  const text = texts.join("\n");
  for (const literal of literals) if (!text.includes(literal)) throw new Error(`"${literal}" not found in "${title}" (searched "${search}")`);
  return literals;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
}

// Earlier questions that follow-ups come after.
const FARM_LAST_YEAR = "how much did the farm bring in last yr?";
const RED_CEDAR_YTD = "what have we paid Red Cedar in mgmt fees ytd";
const FARM_BOUGHT = "When did we buy the farm out in Colfax, and what'd we pay for it?";
const HOUSE_TENANT = "who's renting the Chippewa Falls house these days?";
const PLOW_CAP = "what does the Rindahl plow contract say about a season cap?";

export const R60_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: FARM_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: (await t.property(FARM)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Total rent collected at Hollister ytd - just rent please, not the laundry or the water bill-backs",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(HOLLISTER)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the cabin gross in bookings in q3? airbnb plus the direct ones",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, ...recentQ3(t) }))],
  },
  {
    group: "income",
    query: "how much laundry money did the coin machines in the Hollister basement make last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], q: "laundry", property: (await t.property(HOLLISTER)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Can you tell me Tamarack Ridge's total income for last year, all four properties together?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Chippewa Falls house - rent last year vs the year before?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await t.property(HOUSE)).id;
      return [$(await t.sum({ categories: ["revenue:long_term_rental"], property: id, ...year(Y(t) - 1) })), $(await t.sum({ categories: ["revenue:long_term_rental"], property: id, ...year(Y(t) - 2) }))];
    },
  },
  {
    group: "income",
    query: "how much has the housing authority paid us for Tamika's apartment so far this year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], q: "housing assistance payment", property: (await t.property(HOLLISTER)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "water/sewer bill-backs from the apartment tenants last month?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property(HOLLISTER)).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate the cabin's net for this year, income minus expenses",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "net", property: (await t.property(CABIN)).id, ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: RED_CEDAR_YTD,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much has Rindahl billed us for plowing at the cabin this yr?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Rindahl", property: (await t.property(CABIN)).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "propane for the cabin last year, tank lease included",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities:gas"], property: (await t.property(CABIN)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "property taxes on all 4 places last year - what was the total?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "pull up the mortgage interest on the apartment building loan ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property(HOLLISTER)).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did the cleaning lady (Pine Needle) cost us at the cabin in Q3",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:cleaning"], property: (await t.property(CABIN)).id, ...recentQ3(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses for the whole company last month?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums last year across all the properties, not counting the umbrella policy",
    tool: "query_database",
    expect: async (t) => {
      const all = await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) });
      const umbrella = await t.sum({ categories: ["expense:insurance"], q: "umbrella", ...year(Y(t) - 1) });
      if (new Decimal(umbrella).isZero()) throw new Error("no umbrella premium last year");
      return [$(new Decimal(all).minus(umbrella))];
    },
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: FARM_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(FARM);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [$((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "Hollister apts: how was the purchase price split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(HOLLISTER);
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "need the exact street address of the Chippewa Falls rental for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(HOUSE)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "furniture basis at the cabin, and when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      if (!p.placed_in_service) throw new Error("cabin has no placed-in-service date");
      return [$(p.ffe_basis), longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: HOUSE_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const tenant = String((await metadata(t, HOUSE)).tenant ?? "");
      const surname = /([A-Z][\w'-]+)\s*(?:\(|$)/.exec(tenant.trim())?.[1];
      if (!surname) throw new Error(`no tenant surname in "${tenant}"`);
      return [surname];
    },
  },
  {
    group: "tenants",
    query: "how much is Mai Nou paying for apt 2 right now?",
    tool: "query_database",
    expect: async (t) => [$((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 2 rent")}`)).amount)],
  },
  {
    group: "tenants",
    query: "who farms the Colfax ground, and what's the cash rent per year under the current lease?",
    tool: "query_database",
    expect: async (t) => {
      const tenant = String((await metadata(t, FARM)).tenant ?? "");
      const surname = /\(([^)]*)\)/.exec(tenant)?.[1]?.trim().split(/\s+/).pop();
      if (!surname) throw new Error(`no farm tenant in "${tenant}"`);
      // The current three-year lease began with last year's crop year: last year's two halves are one year's rent.
      return [surname, $(await t.sum({ type: "revenue", property: (await t.property(FARM)).id, ...year(Y(t) - 1) }))];
    },
  },
  {
    group: "tenants",
    query: "what security deposit are we holding for Travis and Jolene?",
    tool: "search_document_content",
    expect: async (t) => {
      const { items } = await t.get<{ items: { held: string }[] }>(`/api/v1/deposits?property_id=${(await t.property(HOUSE)).id}`);
      if (items.length > 0) throw new Error("a deposit record exists: the question would be answered from the records, not the lease");
      return quoted(t, "Bridgewater Court", "security deposit", ["$1,595.00"]);
    },
  },
  {
    group: "tenants",
    query: "remind me who's in apt 6 at Hollister?",
    tool: "query_database",
    expect: async (t) => {
      const units = ((await metadata(t, HOLLISTER)).units ?? []) as { unit: string; tenant: string }[];
      const six = units.find((u) => u.unit === "Apt 6");
      if (!six) throw new Error("no Apt 6 in the Hollister metadata");
      return [six.tenant];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Tamarack Ridge's WI DFI entity ID number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<Company>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's listed as our registered agent with the state",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await obligations(t, `start_date=${t.today}`)).items.find((o) => o.status !== "completed" && o.status !== "cancelled");
      if (!next) throw new Error("nothing due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the DFI annual report due for the LLC?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent("DFI annual report")}`);
      if (!next) throw new Error("no DFI annual report due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Q4 room tax return for the cabin - when do I have to file it by?",
    tool: "query_database",
    expect: async (t) => {
      const qy = M(t) === 1 ? Y(t) - 1 : Y(t);
      const next = await nextOpen(t, `q=${encodeURIComponent(`room tax return for Q4 ${qy}`)}`);
      if (!next) throw new Error(`no Q4 ${qy} room tax return`);
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the cabin's tourist rooming house license need renewing?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent("Tourist rooming house license renewal")}`);
      if (!next) throw new Error("no rooming house license renewal due");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: PLOW_CAP,
    tool: "search_document_content",
    expect: (t) => quoted(t, "Rindahl", "season cap pushes", ["$1,150.00"]),
  },
  {
    group: "documents",
    query: "per the Red Cedar mgmt agreement, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: (t) => quoted(t, "Red Cedar", "repairs without approval", ["$750"]),
  },
  {
    group: "documents",
    query: "who are the members of Tamarack Ridge?",
    tool: "search_document_content",
    expect: (t) => quoted(t, "Operating Agreement", "members percentage interest", ["Kristin Aaberg", "Tomasz Wierzbicki", "Delphine Nyberg-Okafor"]),
  },
  {
    group: "documents",
    query: "what's the deductible on the Hollister building insurance policy?",
    tool: "search_document_content",
    expect: (t) => quoted(t, "commercial package policy", "deductibles per occurrence", ["$5,000"]),
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(CABIN)).id}`),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "how many stays did the cabin have in July?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, ...recentMonth(t, 7) }))],
  },
  {
    group: "stays",
    query: "who stayed up at the cabin in August?",
    tool: "query_database",
    expect: (t) => cabinGuests(t, recentMonth(t, 8)),
  },
  {
    group: "stays",
    query: "nights booked at Loon Song in sept?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, recentMonth(t, 9)))],
  },
  {
    group: "stays",
    query: "last month at the cabin - how many bookings and what did they gross?",
    tool: "query_database",
    expect: async (t) => {
      const filter = { categories: ["revenue:rental_income"], property: (await t.property(CABIN)).id, ...lastMonth(t.today) };
      return [String(await t.count(filter)), $(await t.sum(filter))];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the year before that?",
    after: FARM_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", property: (await t.property(FARM)).id, ...year(Y(t) - 2) }))],
  },
  {
    group: "follow-ups",
    query: "ok what about all of last year?",
    after: RED_CEDAR_YTD,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-ups",
    query: "and the cabin?",
    after: FARM_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "what are they paying a month?",
    after: HOUSE_TENANT,
    tool: "query_database",
    expect: async (t) => [$((await latest(t, `category=revenue:long_term_rental&property_id=${(await t.property(HOUSE)).id}`)).amount)],
  },
  {
    group: "follow-ups",
    query: "and what do they charge per push?",
    after: PLOW_CAP,
    tool: "search_document_content",
    expect: (t) => quoted(t, "Rindahl", "price per push", ["$65.00"]),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "what's the cabin worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the payoff balance on the Hemlock Valley loan as of today", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "is it supposed to snow up in Conover this weekend? wondering if Rindahl will be out", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much did we pay Menards last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what should we raise Cody and Brianna's rent to when their lease renews?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "should we 1031 the Colfax farm into something else? what would the tax hit be", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's our Airbnb star rating for the cabin?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did Leif clear on his corn crop last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what tax bracket is Delphine in personally?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the going nightly rate for lake cabins around Vilas County right now?", tool: "query_database", expect: async () => [] },
];
