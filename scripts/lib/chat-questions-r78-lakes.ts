// Blind set r78-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file. Persona: a property manager's assistant handling day-to-day work, often in a hurry.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYr(t) - 1);
/** The most recent whole calendar month `m` (1..12) before today's month. */
const recentMonth = (t: Truth, m: number) => {
  const y = thisYr(t);
  return Number(t.today.slice(5, 7)) > m ? month(y, m) : month(y - 1, m);
};
/** Last month, a year earlier. */
const lastMonthAYearAgo = (t: Truth) => {
  const { start } = lastMonth(t.today);
  return month(Number(start.slice(0, 4)) - 1, Number(start.slice(5, 7)));
};
const dollars = (amount: string) => `$${figure(amount)}`;
/** All of history through today. */
const everything = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}
/** The newest transaction whose description holds `q`, in a category. */
async function latest(t: Truth, q: string, category: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&category=${category}&end_date=${t.today}&page_size=1`);
  if (!items[0]) throw new Error(`no ${category} transaction for ${q}`);
  return items[0];
}
/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}
/** The guests of the cabin's stays checking in in a period, from the bookings' descriptions ("Airbnb HM... / Guest Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Loon Song");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /\/\s*([^/]+?)\s*\/\s*\d+ nights?/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0 || names.length !== items.length) throw new Error(`guests of the cabin in ${period.start}..${period.end}: ${names.length} of ${items.length}`);
  return [...new Set(names)];
}
interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

// Questions other questions follow.
const HOLLISTER_RENT_LAST_MONTH = "quick one: how much rent came in at Hollister last month? just rent please, not the water bill-backs or laundry";
const FARM_PURCHASE = "When did we buy the Colfax farmland and what did we pay for it?";
const RINDAHL_LAST_YEAR = "What did we pay Rindahl for the cabin last year, all in (plowing plus any extras)?";
const HOLLISTER_DEDUCTIBLE = "what's the deductible on the Hollister building policy";
const MAI_RENT = "What's Mai paying for Apt 2 right now?";

export const R78_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: HOLLISTER_RENT_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, property: (await t.property("Hollister")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What did we get for Tamika's unit last month, HAP and her share together?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], q: "Tamika Rowe", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much has the housing authority paid us ytd for apt 4",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], q: "housing assistance payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "laundry coin $ collected at the apartments so far this yr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", q: "Laundry", property: (await t.property("Hollister")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Did Leif pay the second half of the farm rent this year? how much came in",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", q: "second half", property: (await t.property("County Road Q")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total late fees we've collected ytd, all properties",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "can you tell me how much pet rent the Brekkes have paid this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:pet_fees"], q: "Pet rent", property: (await t.property("Bridgewater")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "need this for a call in 5 - total income for Tamarack Ridge last quarter, all properties combined",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "What did the cabin gross in bookings last yr? airbnb and direct both",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: RINDAHL_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Rindahl", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent w/ Valley Pro so far this year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Valley Pro", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "propane for the cabin last yr - total paid to Wolf River?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Wolf River Propane", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Red Cedar's management fees for last qtr?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "pull up the property tax we paid on the Colfax land last year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("County Road Q")).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what were the cabin cleaning bills in July? Pine Needle",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Pine Needle Cleaning", property: (await t.property("Loon Song")).id, ...recentMonth(t, 7) }))],
  },
  {
    group: "expenses",
    query: "how much interest did we pay Hemlock Valley on the apartment loan last year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid ytd, all policies combined?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: FARM_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("County Road Q");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the building basis on the Hollister apartments",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Hollister")).building_basis)],
  },
  {
    group: "properties",
    query: "depreciable basis for the cabin? building plus furniture, not the land",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land basis on the Chippewa Falls house?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Bridgewater")).land_basis)],
  },
  {
    group: "properties",
    query: "need the full street address of the lake cabin for a delivery form",
    tool: "query_database",
    expect: async (t) => [(await t.property("Loon Song")).address.split(",")[0]!],
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: MAI_RENT,
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, "Mai Nou Vang", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "who's the tenant in apt 5 at Hollister now?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Apt 5 rent", "revenue:long_term_rental");
      const name = /from (.+?) - Apt 5/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "How much of Ethan's deposit did we end up keeping when he moved out of 5?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:security_deposit_forfeited"], q: "Sorensen", ...everything(t) }))],
  },
  {
    group: "tenants",
    query: "what's the security deposit we're holding on the Brekke house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["$1,595"];
    },
  },
  {
    group: "tenants",
    query: "quick one: what does Gerald in apt 1 pay a month?",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, "Gerald Pfannenstiel", "revenue:long_term_rental")).amount)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "EIN for Tamarack Ridge? vendor's W-9 request needs it",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what's our WI DFI entity ID number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who's our registered agent, and what address do we have on file for them?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent?.address) throw new Error("no registered agent address");
      return [agent.name, agent.address.split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 6 weeks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { due_date: string }[] }>("/api/v1/obligations?upcoming=42&page_size=200");
      if (!items[0]) throw new Error("nothing due in 42 days");
      return [longDate(items[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When's the next property tax installment due on Hollister?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:tax&property_id=${(await t.property("Hollister")).id}`)],
  },
  {
    group: "deadlines",
    query: "when is the DFI annual report due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=DFI%20annual%20report")],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the tourist rooming house license for the cabin?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=Tourist%20rooming%20house%20license")],
  },
  {
    group: "deadlines",
    query: "next ST-12 sales tax return - due when?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=ST-12")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What does the Rindahl contract say about the season cap on plowing?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["$1,150"];
    },
  },
  {
    group: "documents",
    query: "per the Red Cedar mgmt agreement, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar");
      return ["$750"];
    },
  },
  {
    group: "documents",
    query: HOLLISTER_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "Farm lease - when are Amundsen's cash rent installments due each year?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farmland Cash Rent Lease");
      return ["March 1", "November 1"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => {
      const list = await titles(t, `property_id=${(await t.property("Loon Song")).id}`);
      const wanted = ["Rindahl Snowplowing", "house rules"];
      for (const w of wanted) if (!list.some((title) => title.includes(w))) throw new Error(`no cabin document with ${w}`);
      return wanted;
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "how many bookings did the cabin have in July",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Loon Song")).id, ...recentMonth(t, 7) }))],
  },
  {
    group: "stays",
    query: "who stayed at the cabin in March?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, recentMonth(t, 3)),
  },
  {
    group: "stays",
    query: "nights booked at the cabin last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "how many direct bookings (not airbnb) did we get at the cabin this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "Direct booking", property: (await t.property("Loon Song")).id, ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-ups",
    query: "and the same month last yr?",
    after: HOLLISTER_RENT_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, property: (await t.property("Hollister")).id, ...lastMonthAYearAgo(t) }))],
  },
  {
    group: "follow-ups",
    query: "same for the cabin",
    after: FARM_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "ok and so far this yr?",
    after: RINDAHL_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Rindahl", ...thisYear(t) }))],
  },
  {
    group: "follow-ups",
    query: "who's the carrier on that one?",
    after: HOLLISTER_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kinnickinnic Mutual commercial package policy");
      return ["Kinnickinnic"];
    },
  },
  {
    group: "follow-ups",
    query: "and what's her deposit?",
    after: MAI_RENT,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Mai Nou Vang");
      return ["$1,050"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the Hollister building worth on the market today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather up in Conover this weekend, do we need Rindahl out there?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Badger State Electric this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we raise Cody and Brianna's rent to at renewal?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we write off the new dock all in one year or does it have to be depreciated?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "if Harold's late again can we start an eviction?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Priyanka's cell number? need to call her about the shower",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's our star rating on Airbnb for the cabin right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much will the cabin's property tax go up next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the balance in the Northwoods Credit Union account right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
