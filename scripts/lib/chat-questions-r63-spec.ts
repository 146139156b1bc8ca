// Blind set r63-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the document list and the occupancy report); a figure quoted from a document is used only after the document is checked to be on file.
// Persona: an owner just back from a month away (October), catching up on what came in and went out,
// who stayed, what is due soon, and the company's basic facts, in her own words.
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
/** The latest whole calendar month m (1..12) before the current month. */
const latest = (t: Truth, m: number) => month(Number(t.today.slice(5, 7)) > m ? thisY(t) : thisY(t) - 1, m);
/** The latest whole calendar quarter q (1..4) before today. */
const latestQuarter = (t: Truth, q: number) => quarter(Number(t.today.slice(5, 7)) > q * 3 ? thisY(t) : thisY(t) - 1, q);

const CABIN = "Laurel Bluff";
const COTTAGE = "Lockeland";
const CONDO = "Tremont";

const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRecord {
  id: string;
  address: string;
  total_basis: string;
  extra_metadata: Record<string, unknown>;
}
const properties = async (t: Truth) => (await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=200")).items;

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The tenant named in the condo's rent lines (the latest one). */
async function condoTenant(t: Truth): Promise<string> {
  const id = await propertyId(t, CONDO);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${id}&page_size=1`);
  const name = /^Rent - (.+?) - /.exec(items[0]?.description ?? "")?.[1];
  if (!name) throw new Error("no tenant in the condo's rent lines");
  return name;
}

/** The condo's rent lines, oldest first. */
async function condoRents(t: Truth): Promise<{ transaction_date: string; amount: string }[]> {
  const id = await propertyId(t, CONDO);
  const { items } = await t.get<{ items: { transaction_date: string; amount: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${id}&page_size=200&sort=transaction_date`);
  if (items.length === 0) throw new Error("no rent lines at the condo");
  return items;
}

/** A document of a type is on file (else the case cannot hold the document's text). */
async function onFile(t: Truth, query: string): Promise<void> {
  const { items } = await t.get<{ items: unknown[] }>(`/api/v1/documents?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
}

/** Nothing in the ledger matches this text (a vendor the company never paid). */
async function neverPaid(t: Truth, text: string): Promise<string[]> {
  const n = await t.count({ start: "1900-01-01", end: t.today, q: text });
  if (n > 0) throw new Error(`${text} is in the ledger ${n} times`);
  return [];
}

const Q_GROSS_YTD = "gross rental income ytd?";
const Q_BUY_CABIN = "When did we buy the cabin in Gatlinburg and what did we pay for it?";
const Q_COTTAGE_NIGHTS = "how many nights was the cottage booked in october";
const Q_DEDUCTIBLE = "what's the deductible on the cabin's insurance policy?";
const Q_SMOKY_RIDGE = "How much have we paid Smoky Ridge so far this year?";

export const R63_SPEC_CASES: Case[] = [
  // Income by period, property and source (8)
  {
    group: "income",
    query: "I was away all of October - what did we bring in that month, all three properties together?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...latest(t, 10) }))],
  },
  {
    group: "income",
    query: Q_GROSS_YTD,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did the cabin make in q3?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...latestQuarter(t, 3), property: await propertyId(t, CABIN) }))],
  },
  {
    group: "income",
    query: "what did the Lockeland cottage gross last month",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await propertyId(t, COTTAGE) }))],
  },
  {
    group: "income",
    query: "calculate Holloway Creek's total income for last yr, everything included",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...year(thisY(t) - 1) }))],
  },
  {
    group: "income",
    query: "quarterly income for last quarter pls",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "monthly income for september - just rent please, not counting anything else",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...latest(t, 9) }))],
  },
  {
    group: "income",
    query: "did we have any income last year that wasn't rent? like fees or payouts",
    tool: "query_database",
    expect: async (t) => {
      const y = year(thisY(t) - 1);
      const late = await t.sum({ categories: ["revenue:late_fees"], ...y });
      const other = await t.sum({ categories: ["revenue:other"], ...y });
      return [late, other].filter((a) => Number(a) > 0).map($);
    },
  },

  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "ok and what went out the door in October? total expenses",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...latest(t, 10) }))],
  },
  {
    group: "expenses",
    query: Q_SMOKY_RIDGE,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "utilities at the cottage last quarter?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], ...lastQuarter(t.today), property: await propertyId(t, COTTAGE) }))],
  },
  {
    group: "expenses",
    query: "How much property tax did we pay last year on all three places?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...year(thisY(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "pull up mortgage interest for the Chattanooga condo ytd",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await propertyId(t, CONDO) }))],
  },
  {
    group: "expenses",
    query: "What did Music City Maids charge us for October?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...latest(t, 10), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "how much have the airbnb/vrbo host fees cost us this yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "remind me what the new hot tub at the cabin cost us?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", start: "1900-01-01", end: t.today, property: await propertyId(t, CABIN), q: "hot tub installed" }))],
  },

  // Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: Q_BUY_CABIN,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on Lockeland?",
    tool: "query_database",
    expect: async (t) => [$((await t.property(COTTAGE)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "what's our total basis across all 3 properties, land included",
    tool: "query_database",
    expect: async (t) => [$((await properties(t)).reduce((sum, p) => sum + Math.round(Number(p.total_basis) * 100), 0) / 100 + "")],
  },
  {
    group: "properties",
    query: "whats the street address of the condo in Chattanooga, I need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(CONDO)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "How is the Tremont unit split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [$(p.land_basis), $(p.building_basis)];
    },
  },

  // Tenants, rents, leases (5)
  {
    group: "tenants",
    query: "who's renting the Tremont condo these days?",
    tool: "query_database",
    expect: async (t) => [await condoTenant(t)],
  },
  {
    group: "tenants",
    query: "what's Wendell paying a month now?",
    tool: "query_database",
    expect: async (t) => [$((await condoRents(t)).at(-1)!.amount)],
  },
  {
    group: "tenants",
    query: "didn't the condo rent go up at some point? what was it before",
    tool: "query_database",
    expect: async (t) => {
      const rents = await condoRents(t);
      const first = rents[0]!.amount;
      const changed = rents.find((r) => r.amount !== first);
      if (!changed) throw new Error("the condo's rent never changed");
      return [$(first), $(changed.amount)];
    },
  },
  {
    group: "tenants",
    query: "Has Wendell ever been charged a late fee? how much",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], start: "1900-01-01", end: t.today, property: await propertyId(t, CONDO) }))],
  },
  {
    group: "tenants",
    query: "total rent collected from the condo tenant last year",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(thisY(t) - 1), property: await propertyId(t, CONDO) }))],
  },

  // Company facts (4)
  {
    group: "company",
    query: "who are the members of the LLC again, and their percentages?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Maren Holloway", "Tobin Achebe", "Celeste Varga"];
    },
  },
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "I need the state id for Holloway Creek Stays - the TN Secretary of State control number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "when were we formed and who's our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date!), c.registered_agent!.name];
    },
  },

  // Deadlines and compliance (6)
  {
    group: "deadlines",
    query: "just got back - what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 90 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the Tennessee annual report due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOpen(t, `start_date=${t.today}&q=annual%20report`))!.due_date)],
  },
  {
    group: "deadlines",
    query: "When is the 1065 due for this tax year?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOpen(t, `start_date=${t.today}&q=1065`))!.due_date)],
  },
  {
    group: "deadlines",
    query: "when does the cabin insurance renew",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOpen(t, `start_date=${t.today}&q=Blue%20Ridge&property_id=${await propertyId(t, CABIN)}`))!.due_date)],
  },
  {
    group: "deadlines",
    query: "STRP permit renewal for the Nashville house - when do I have to get that in by?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOpen(t, `start_date=${t.today}&q=STRP`))!.due_date)],
  },

  // Documents (5)
  {
    group: "documents",
    query: "what documents do we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=formation")).slice(0, 2),
  },
  {
    group: "documents",
    query: "which docs do we have for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await propertyId(t, CABIN)}`),
  },
  {
    group: "documents",
    query: Q_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `doc_type=insurance:policy&property_id=${await propertyId(t, CABIN)}`);
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "how much can Smoky Ridge spend on a repair without checking with me first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=Co-Hosting");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "What does the operating agreement say about distributions to members?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["$10,000"];
    },
  },

  // Stays and bookings (4)
  {
    group: "stays",
    query: "How many reservations did we have in October across both short-term rentals?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...latest(t, 10) }))],
  },
  {
    group: "stays",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CABIN, lastMonth(t.today)),
  },
  {
    group: "stays",
    query: Q_COTTAGE_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, latest(t, 10)))],
  },
  {
    group: "stays",
    query: "how many bookings came through VRBO for the cabin this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await propertyId(t, CABIN), q: "VRBO" }))],
  },

  // Follow-ups (5)
  {
    group: "follow-up",
    query: "and for all of last year?",
    tool: "query_database",
    after: Q_GROSS_YTD,
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...year(thisY(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    tool: "query_database",
    after: Q_BUY_CABIN,
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "and the cabin?",
    tool: "query_database",
    after: Q_COTTAGE_NIGHTS,
    expect: async (t) => [String(await nightsBooked(t, CABIN, latest(t, 10)))],
  },
  {
    group: "follow-up",
    query: "and what's the liability limit on it?",
    tool: "search_document_content",
    after: Q_DEDUCTIBLE,
    expect: async (t) => {
      await onFile(t, `doc_type=insurance:policy&property_id=${await propertyId(t, CABIN)}`);
      return ["$1,000,000"];
    },
  },
  {
    group: "follow-up",
    query: "how much of that was cleaning?",
    tool: "query_database",
    after: Q_SMOKY_RIDGE,
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), q: "Smoky Ridge" }))],
  },

  // What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market, roughly?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Truist mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to snow in Gatlinburg this weekend? guests are asking",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Volunteer Roofing this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => neverPaid(t, "Volunteer Roofing"),
  },
  {
    group: "unanswerable",
    query: "what should we raise Wendell's rent to when his lease is up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should Holloway Creek elect S corp status to save on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "do we hold a security deposit for the condo tenant? how much",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/deposits?include_settled=true");
      if (items.length > 0) throw new Error("the records hold deposits");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "when does Wendell's lease end?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=200&q=lease");
      if (items.length > 0) throw new Error("a lease is on file");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's our Airbnb review rating on the cottage listing?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the Pinnacle loan for Lockeland?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
