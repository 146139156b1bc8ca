// Blind set r51-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is written as the document states it, after checking the document is on file.
import { type Case, type Truth, figure, lastMonth, lastQuarter, longDate, month, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const $ = (amount: string) => `$${figure(amount)}`;

/** The full property record (with its extra_metadata) of the one property whose address holds `fragment`. */
async function propertyRecord(t: Truth, fragment: string): Promise<{ id: string; extra_metadata: Record<string, unknown> }> {
  const p = await t.property(fragment);
  return t.get(`/api/v1/properties/${p.id}`);
}

/** The newest transaction whose description holds `q` (in a category), or an error. */
async function latest(t: Truth, q: string, category: string): Promise<{ amount: string; description: string; transaction_date: string }> {
  const { items } = await t.get<{ items: { amount: string; description: string; transaction_date: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&category=${category}&end_date=${t.today}&page_size=1`);
  if (!items[0]) throw new Error(`no transaction for "${q}"`);
  return items[0];
}

/** A document is on file whose title or file name holds `q`. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface Ob {
  description: string;
  due_date: string;
  status: string;
}
/** Open obligations due from today on, matching the query, soonest first. */
async function upcoming(t: Truth, query: string): Promise<Ob[]> {
  const { items } = await t.get<{ items: Ob[] }>(`/api/v1/obligations?page_size=200&start_date=${t.today}&${query}`);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
}
async function firstDue(t: Truth, query: string): Promise<Ob> {
  const [first] = await upcoming(t, query);
  if (!first) throw new Error(`no open obligation for ${query}`);
  return first;
}

/** The July just past: this year's when July has ended, else last year's. */
const pastJuly = (t: Truth) => month(Number(t.today.slice(5, 7)) > 7 ? Y(t) : Y(t) - 1, 7);

/** Guests of the cabin's bookings in a period, from the booking descriptions ("Airbnb CODE / Guest Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const cabin = await t.property("Loon Song");
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${cabin.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /\/\s+([^/]+?)\s+\/\s+\d+ nights?/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

const cabinNights = async (t: Truth, period: { start: string; end: string }) => {
  const cabin = await t.property("Loon Song");
  const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${cabin.id}`);
  const row = report.properties.find((r) => r.property_id === cabin.id);
  if (!row) throw new Error("no occupancy row for the cabin");
  return row.nights_booked;
};

// Queries that other cases follow up on.
const HOLLISTER_RENT_LAST_YEAR = "how much rent did we collect at the Hollister apartments last yr?";
const FARM_BOUGHT = "When did we buy the Colfax farmland and what did we pay for it?";
const EIN = "whats our EIN";
const JULY_STAYS = "How many stays did the cabin have this past July?";
const RINDAHL_LAST_YEAR = "Total we paid Rindahl last year? plowing and anything else they billed";

export const R51_LAKES_CASES: Case[] = [
  // --- Income by period, property and source
  {
    group: "income",
    query: HOLLISTER_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "income",
    query: "Total revenue ytd for Tamarack Ridge, all four properties?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the cabin gross from bookings (airbnb + direct) in q3 of last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 3), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "income",
    query: "can you tell me how much cash rent Leif paid us for the farm ground last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: (await t.property("County Road Q")).id }))],
  },
  {
    group: "income",
    query: "laundry machine money from the basement at Hollister, last year total?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: (await t.property("Hollister")).id, q: "Laundry" }))],
  },
  {
    group: "income",
    query: "How much have we collected in late fees so far this year across everything?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pet rent from the Brekkes ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:pet_fees"], ...thisYear(t), property: (await t.property("Bridgewater")).id }))],
  },
  {
    group: "income",
    query: "What did the housing authority pay us for Tamika's apartment last year? just the HAP part, not her share",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), q: "housing assistance payment" }))],
  },
  {
    group: "income",
    query: "Pull up everything the Chippewa Falls house brought in last month",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today), property: (await t.property("Bridgewater")).id }))],
  },

  // --- Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "How much have we paid Red Cedar so far this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Red Cedar" }))],
  },
  {
    group: "expenses",
    query: RINDAHL_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Rindahl" }))],
  },
  {
    group: "expenses",
    query: "calculate total property taxes we paid last yr on all 4 places",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what have we spent on propane up at the cabin this year? include the tank lease",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities:gas"], ...thisYear(t), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "expenses",
    query: "Valley Pro Plumbing bills for last year, all properties",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Valley Pro" }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid in total last year (every policy incl the umbrella)",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "How much did the cleaners (Pine Needle) cost us last month?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...lastMonth(t.today), q: "Pine Needle" }))],
  },
  {
    group: "expenses",
    query: "utilities at the Eau Claire apartment building last quarter - gas, electric, water, trash",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], ...lastQuarter(t.today), property: (await t.property("Hollister")).id }))],
  },

  // --- Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: FARM_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("County Road Q");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "building basis on Hollister Ave?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Hollister")).building_basis)],
  },
  {
    group: "properties",
    query: "What's the land basis for the lake cabin in Conover",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Loon Song")).land_basis)],
  },
  {
    group: "properties",
    query: "what's the depreciable basis of the cabin, building plus furniture (not the land)?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the street address of our rental house in Chippewa Falls",
    tool: "query_database",
    expect: async (t) => [(await t.property("Chippewa Falls")).address.split(",")[0]!],
  },

  // --- Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "Who's renting the house on Bridgewater Ct?",
    tool: "query_database",
    expect: async (t) => {
      const tenant = String((await propertyRecord(t, "Bridgewater")).extra_metadata.tenant ?? "");
      const surname = /([A-Z][a-z]+)(?=\s*\(|$)/.exec(tenant.split("(")[0]!.trim())?.[1];
      if (!surname) throw new Error(`no tenant surname in "${tenant}"`);
      return [surname];
    },
  },
  {
    group: "tenants",
    query: "how much is Mai Nou paying per month now for apt 2? just rent please, not the water charge",
    tool: "query_database",
    expect: async (t) => [$((await latest(t, "Mai Nou Vang - Apt 2 rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "What's the Brekkes' monthly rent right now?",
    tool: "query_database",
    expect: async (t) => [$((await latest(t, "ACH from Travis Brekke", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "How big a security deposit are we holding for the Bridgewater house tenants?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["$1,595"];
    },
  },
  {
    group: "tenants",
    query: "which tenant at Hollister is on the housing voucher?",
    tool: "query_database",
    expect: async (t) => {
      const units = ((await propertyRecord(t, "Hollister")).extra_metadata.units ?? []) as { unit: string; tenant: string; note?: string }[];
      const voucher = units.find((u) => /voucher/i.test(u.note ?? ""));
      if (!voucher) throw new Error("no voucher unit at Hollister");
      return [voucher.tenant];
    },
  },

  // --- Company facts
  {
    group: "company",
    query: EIN,
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "What's Tamarack Ridge's Wisconsin DFI entity ID / state filing number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "Who do we have listed as registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },

  // --- Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstDue(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Ob[] }>("/api/v1/obligations?page_size=200&upcoming=60");
      const dates = [...new Set(items.map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due in the next 60 days: reword the case");
      return dates.slice(0, 2).map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When is the Wisconsin annual report due to DFI?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstDue(t, "q=DFI%20annual%20report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do we need to renew the cabin's tourist rooming house license by",
    tool: "query_database",
    expect: async (t) => [longDate((await firstDue(t, "q=Tourist%20rooming%20house%20license")).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the next property tax installment due on the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstDue(t, `obligation_type=property:tax&property_id=${(await t.property("Loon Song")).id}`)).due_date)],
  },

  // --- Documents: what they say, which are on file
  {
    group: "documents",
    query: "What's the late fee in Mai Nou's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Apt 2");
      return ["$40"];
    },
  },
  {
    group: "documents",
    query: "per the snowplow contract for the cabin, is there a cap on what we pay per season? how much",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Snowplowing");
      return ["$1,150"];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the Hollister building insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "Who are the members of the LLC and what percent does each own per the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Kristin Aaberg", "Tomasz Wierzbicki", "Delphine Nyberg-Okafor"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => {
      const cabin = await t.property("Loon Song");
      const found = await titles(t, `property_id=${cabin.id}`);
      return found.slice(0, 2);
    },
  },
  {
    group: "documents",
    query: "do we have a copy of our operating agreement uploaded?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "q=Operating%20Agreement")).slice(0, 1),
  },

  // --- Stays at the cabin
  {
    group: "stays",
    query: JULY_STAYS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...pastJuly(t), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "stays",
    query: "who stayed at Loon Song last month?",
    tool: "query_database",
    expect: async (t) => (await cabinGuests(t, lastMonth(t.today))).slice(0, 2),
  },
  {
    group: "stays",
    query: "nights booked at the cabin in August last yr",
    tool: "query_database",
    expect: async (t) => [String(await cabinNights(t, month(Y(t) - 1, 8)))],
  },
  {
    group: "stays",
    query: "how many direct bookings (not through airbnb) did the cabin get this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property("Loon Song")).id, q: "Direct booking" }))],
  },

  // --- Follow-ups
  {
    group: "follow-ups",
    query: "and the year before?",
    after: HOLLISTER_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 2), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "follow-ups",
    query: "what about the cabin?",
    after: FARM_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "ok and the registered agent's address?",
    after: EIN,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.address!.split(",")[0]!],
  },
  {
    group: "follow-ups",
    query: "how much did those bring in?",
    after: JULY_STAYS,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...pastJuly(t), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "follow-ups",
    query: "and the year before that?",
    after: RINDAHL_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(Y(t) - 2), q: "Rindahl" }))],
  },

  // --- What the records cannot answer
  {
    group: "unanswerable",
    query: "What's the cabin worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Hemlock Valley loan as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather supposed to be up in Conover this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Northland Tree Service last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // The vendor must be one the company never paid.
      const paid = await t.count({ start: "2000-01-01", end: t.today, q: "Northland Tree" });
      if (paid > 0) throw new Error("Northland Tree Service is in the ledger: pick another vendor");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What should we charge for rent on Apt 3 when the lease renews next June?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we elect S corp status for Tamarack Ridge? would it save us tax?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Gerald's phone number in apt 1?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the zoning on the Colfax parcel?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we legally evict Harold if he's late with rent again?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
