// Blind set r72-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, the company profile, obligations, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file. Written in the voice of the members' daughter-in-law who does guest turnover and the books.
import { type Case, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
/** The most recent whole calendar month `m` before today's month (this year's if already past, else last year's). */
const recentMonth = (t: Truth, m: number) => month(m < M(t) ? Y(t) : Y(t) - 1, m);
/** The most recent whole quarter `q` before today. */
const recentQuarter = (t: Truth, q: number) => quarter(q * 3 < M(t) ? Y(t) : Y(t) - 1, q);
/** The most recent whole June-August. */
const recentSummer = (t: Truth) => {
  const y = M(t) > 8 ? Y(t) : Y(t) - 1;
  return { start: `${y}-06-01`, end: `${y}-08-31` };
};
const lastYear = (t: Truth) => year(Y(t) - 1);

const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A document must be on file (title or file name contains `q`) before its text is quoted. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file matching "${q}"`);
}

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}
/** The condo's rent transactions, oldest first. */
async function condoRents(t: Truth): Promise<Tx[]> {
  const id = await pid(t, CONDO);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${id}&page_size=200&sort=transaction_date`);
  if (items.length === 0) throw new Error("no rent at the condo");
  return items;
}

async function dueDate(t: Truth, query: string): Promise<string[]> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return [longDate(o.due_date)];
}

// Questions a follow-up is asked after.
const Q_CABIN_JULY = "what did the cabin bring in for july?";
const Q_COTTAGE_PTAX = "property taxes we paid on the Lockeland house this yr?";
const Q_CABIN_AUG_BOOKINGS = "how many bookings did the cabin get in august";
const Q_CABIN_PRICE = "remind me what we paid for the Gatlinburg cabin";
const Q_YTD_RENT = "ytd rental income for holloway creek, all properties";

export const R72_SPEC_CASES: Case[] = [
  // Income by period, property and source (9)
  {
    group: "income",
    query: "Can you pull up our gross rental income for last yr? all 3 places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: Q_CABIN_JULY,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, CABIN), ...recentMonth(t, 7) }))],
  },
  {
    group: "income",
    query: "how much did the cottage make this past summer, june thru aug? just bookings, not that airbnb lamp payout",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), ...recentSummer(t) }))],
  },
  {
    group: "income",
    query: Q_YTD_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much came in from VRBO guests at the cabin in q3? not airbnb, just vrbo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), q: "VRBO", ...recentQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "cabin income month by month for last quarter pls",
    tool: "query_database",
    expect: async (t) => {
      const id = await pid(t, CABIN);
      const { start } = lastQuarter(t.today);
      const [y, m] = start.split("-").map(Number) as [number, number];
      return Promise.all([0, 1, 2].map(async (i) => figure(await t.sum({ categories: ["revenue:rental_income"], property: id, ...month(y, m + i) }))));
    },
  },
  {
    group: "income",
    query: "Total revenue last month, everything incl the condo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "which did better last year, the cottage or the cabin? rental income only",
    tool: "query_database",
    expect: async (t) => {
      const [cottage, cabin] = await Promise.all([COTTAGE, CABIN].map(async (p) => t.sum({ categories: ["revenue:rental_income"], property: await pid(t, p), ...lastYear(t) })));
      return [figure(cottage!), figure(cabin!)];
    },
  },
  {
    group: "income",
    query: "What did Lockeland bring in last December? New Year's is usually our big week there",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), ...month(Y(t) - 1, 12) }))],
  },

  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: "how much have we paid Music City Maids so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate cleaning costs for the cabin last year, turnovers and the deep cleans",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, CABIN), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "supplies spend ytd? (costco runs for both rentals)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:supplies"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we pay for insurance last yr across all three properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total we paid Smoky Ridge last year - co-host fee plus cleanings, everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what was the electric bill at the cabin in january",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, CABIN), ...recentMonth(t, 1) }))],
  },
  {
    group: "expenses",
    query: Q_COTTAGE_PTAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, COTTAGE), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "all utilities for the nashville cottage in q3 - electric, gas, water, internet",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, COTTAGE), ...recentQuarter(t, 3) }))],
  },

  // Properties: purchase, basis, dates, addresses (5)
  {
    group: "property",
    query: Q_CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).purchase_price_total)],
  },
  {
    group: "property",
    query: "whats the depreciable basis on the cottage vs the total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(COTTAGE);
      return [figure(p.depreciable_basis), figure(p.total_basis)];
    },
  },
  {
    group: "property",
    query: "how much of the Chattanooga condo's basis is land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).land_basis)],
  },
  {
    group: "property",
    query: "When did we close on the Tremont St unit?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(CONDO)).acquisition_date)],
  },
  {
    group: "property",
    query: "whats the street address of the gatlinburg place, need it for a delivery",
    tool: "query_database",
    expect: async (t) => [(await t.property(CABIN)).address.split(",")[0]!],
  },

  // Tenants and rents (4)
  {
    group: "tenants",
    query: "who's the tenant in the chattanooga condo right now?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await pid(t, CONDO)}`);
      const tenant = p.extra_metadata.tenant;
      if (typeof tenant !== "string") throw new Error("no tenant on the condo's record");
      return [tenant];
    },
  },
  {
    group: "tenants",
    query: "what's Wendell paying a month these days?",
    tool: "query_database",
    expect: async (t) => [figure((await condoRents(t)).at(-1)!.amount)],
  },
  {
    group: "tenants",
    query: "Wendell's rent went up at some point right? from what to what",
    tool: "query_database",
    expect: async (t) => {
      const rents = await condoRents(t);
      const first = rents[0]!.amount;
      const last = rents.at(-1)!.amount;
      if (first === last) throw new Error("the condo's rent never changed");
      return [figure(first), figure(last)];
    },
  },
  {
    group: "tenants",
    query: "has the condo tenant ever paid late? how much in late fees have we collected",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], property: await pid(t, CONDO), start: "2000-01-01", end: t.today }))],
  },

  // Company facts (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "I need Holloway Creek's TN state id number (SOS control #) for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "when was the LLC formed, and who's our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date!), c.registered_agent!.name];
    },
  },
  {
    group: "company",
    query: "who are the members of the llc? the bank wants all of them listed",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "Tobin Achebe", "Celeste Varga"];
    },
  },

  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => dueDate(t, ""),
  },
  {
    group: "deadlines",
    query: "anything we need to file or pay in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the Tennessee annual report due",
    tool: "query_database",
    expect: async (t) => dueDate(t, "q=annual%20report"),
  },
  {
    group: "deadlines",
    query: "when do we have to renew the STRP permit for lockeland?",
    tool: "query_database",
    expect: async (t) => dueDate(t, "q=STRP"),
  },
  {
    group: "deadlines",
    query: "deadline for the 1065 / K-1s?",
    tool: "query_database",
    expect: async (t) => dueDate(t, "q=1065"),
  },

  // Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "what's the renewal fee on the nashville STR permit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "STRP permit");
      return ["$313"];
    },
  },
  {
    group: "documents",
    query: "what do the laurel bluff HOA rules say the fine is if guests break a rule? and what are quiet hours",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Owners Association");
      return ["$250"];
    },
  },
  {
    group: "documents",
    query: "cabin insurance - what's the deductible and the liability limit on the policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield");
      return ["$2,500", "$1,000,000"];
    },
  },
  {
    group: "documents",
    query: "how much can Smoky Ridge spend on a repair without asking us first? per the co-host agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, CABIN)}`),
  },
  {
    group: "documents",
    query: "do we have our formation docs uploaded? articles, operating agreement etc",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // Stays and bookings (4)
  {
    group: "stays",
    query: Q_CABIN_AUG_BOOKINGS,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), ...recentMonth(t, 8) }))],
  },
  {
    group: "stays",
    query: "who stayed at the cottage in september?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, COTTAGE, recentMonth(t, 9)),
  },
  {
    group: "stays",
    query: "How many nights was the cabin booked in October",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, recentMonth(t, 10)))],
  },
  {
    group: "stays",
    query: "lockeland last month - how many stays and how many nights total?",
    tool: "query_database",
    expect: async (t) => {
      const period = lastMonth(t.today);
      const stays = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), ...period });
      return [String(stays), String(await nightsBooked(t, COTTAGE, period))];
    },
  },

  // Follow-ups that change one thing (5)
  {
    group: "follow-up",
    query: "and august?",
    tool: "query_database",
    after: Q_CABIN_JULY,
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, CABIN), ...recentMonth(t, 8) }))],
  },
  {
    group: "follow-up",
    query: "same thing for the condo",
    tool: "query_database",
    after: Q_COTTAGE_PTAX,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, CONDO), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    tool: "query_database",
    after: Q_CABIN_AUG_BOOKINGS,
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, COTTAGE), ...recentMonth(t, 8) }))],
  },
  {
    group: "follow-up",
    query: "and the Lockeland one?",
    tool: "query_database",
    after: Q_CABIN_PRICE,
    expect: async (t) => [figure((await t.property(COTTAGE)).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "just the condo rent pls",
    tool: "query_database",
    after: Q_YTD_RENT,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, CONDO), ...thisYear(t) }))],
  },

  // Things the records cannot answer (10)
  {
    group: "unanswerable",
    query: "what's the cabin worth now, roughly? thinking about a refi",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Truist mortgage for the cabin",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we raise the nightly rate at the cottage for CMA Fest? what should we charge",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather going to be in gatlinburg this weekend, do I need chains for the turnover",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we spend at Home Depot last year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Home Depot", start: `${Y(t) - 1}-01-01`, end: t.today })) > 0) throw new Error("Home Depot is in the ledger");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "can I deduct my mileage driving up to the cabin for turnovers on my own taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much is Wendell's security deposit?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { total } = await t.get<{ total: number }>(`/api/v1/deposits?property_id=${await pid(t, CONDO)}`);
      if (total > 0) throw new Error("the condo has a deposit on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "when does Wendell's lease end?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/documents?page_size=200&q=lease");
      if (items.length > 0) throw new Error("a lease is on file");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's our average star rating on airbnb for the cottage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much tax will each of the members owe on their K-1s this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
