// Blind set r60-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report, the document list); a phrase quoted from a document is used only after the document is found on file. Asked as a new co-host who just joined the LLC as a member would ask them in her own words.
import { type Case, figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => thisY(t) - 1;
/** The latest whole calendar month m (1..12) before today's month: "in October" means the last October that is over. */
const latestMonth = (t: Truth, m: number) => {
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? thisY(t) : thisY(t) - 1, m);
};
/** The latest whole calendar quarter q (1..4) before today: "q3" means the last Q3 that is over. */
const latestQuarter = (t: Truth, q: number) => {
  const current = Math.ceil(Number(t.today.slice(5, 7)) / 3);
  return quarter(q < current ? thisY(t) : thisY(t) - 1, q);
};
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const money = async (amount: Promise<string> | string) => {
  const value = await amount;
  if (Number(value) === 0) throw new Error("expected a non-zero sum");
  return `$${figure(value)}`;
};
const street = (address: string) => address.split(",")[0]!;
type Company = { legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } };
const company = (t: Truth) => t.get<Company>("/api/v1/company");
const metadata = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  return (await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${p.id}`)).extra_metadata;
};
/** Throws unless a document whose title or file name holds `q` is on file. */
const onFile = async (t: Truth, q: string) => {
  const found = await titles(t, `q=${encodeURIComponent(q)}`);
  return found[0]!;
};
const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return longDate(o.due_date);
};

export const R60_SPEC_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: "how much did we make in rent last month?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What's our gross rental income ytd for Holloway Creek?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the cabin bring in during q3?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: RENTS, ...latestQuarter(t, 3), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "income",
    query: "cottage vs cabin rental income last yr - which one earned more?",
    tool: "query_database",
    expect: async (t) => [
      await money(t.sum({ categories: RENTS, ...year(lastY(t)), property: (await t.property("Lockeland")).id })),
      await money(t.sum({ categories: RENTS, ...year(lastY(t)), property: (await t.property("Laurel Bluff")).id })),
    ],
  },
  {
    group: "income",
    query: "Can you tell me total income for last year, every source included (late fees, payouts, all of it)?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "revenue", ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: "How much rent has Wendell paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "income",
    query: "airbnb income for the Nashville cottage in june",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:rental_income"], ...latestMonth(t, 6), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "income",
    query: "pull up the VRBO bookings revenue for the Gatlinburg cabin last year",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:rental_income"], ...year(lastY(t)), property: (await t.property("Laurel Bluff")).id, q: "VRBO" }))],
  },
  {
    group: "income",
    query: "total rental income for q2 this year? all three places",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: RENTS, ...quarter(thisY(t), 2) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "How much have we paid Music City Maids this year?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense"], ...thisYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "total utilities for the cabin last yr (electric, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:utilities"], ...year(lastY(t)), property: (await t.property("Laurel Bluff")).id }))],
  },
  {
    group: "expenses",
    query: "calculate what we spent on mortgage interest last year across all 3 properties",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:mortgage_interest"], ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "how much did we pay Smoky Ridge in q3? cleanings and their co-host cut together",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense"], ...latestQuarter(t, 3), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "property tax we paid this year on the Chattanooga condo?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "expenses",
    query: "What were our total expenses last month, everything in?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much did airbnb and vrbo take in host fees last year?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense:platform_fees"], ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "What did the new hot tub at the cabin cost us?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense"], ...ALL_TIME(t), q: "hot tub" }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: "When did we buy the cabin and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on Lockeland?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Lockeland")).depreciable_basis)}`],
  },
  {
    group: "properties",
    query: "land basis for the Tremont condo?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Tremont")).land_basis)}`],
  },
  {
    group: "properties",
    query: "how much of the cottage's basis is furniture and fixtures?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Lockeland")).ffe_basis)}`],
  },
  {
    group: "properties",
    query: "what's the exact address of the Gatlinburg place? need it for a guest",
    tool: "query_database",
    expect: async (t) => [street((await t.property("Gatlinburg")).address)],
  },
  {
    group: "properties",
    query: "which of our properties did the LLC buy first, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?sort=acquisition_date&page_size=50");
      const first = items[0]!;
      return [street(first.address), longDate(first.acquisition_date)];
    },
  },

  // Tenants, rents, leases
  {
    group: "tenants",
    query: "Who's renting the Tremont condo right now?",
    tool: "query_database",
    expect: async (t) => [(await metadata(t, "Tremont")).tenant!],
  },
  {
    group: "tenants",
    query: "what's Wendell's monthly rent?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await metadata(t, "Tremont")).monthly_rent!)}`],
  },
  {
    group: "tenants",
    query: "has the condo rent changed since we started keeping records here? what was it before",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${p.id}&sort=transaction_date&page_size=200`);
      const amounts = [...new Set(items.map((i) => figure(i.amount)))];
      if (amounts.length < 2) throw new Error("the rent never changed");
      return [`$${amounts[0]}`, `$${amounts[amounts.length - 1]}`];
    },
  },
  {
    group: "tenants",
    query: "Has Wendell ever been charged a late fee? how much",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ type: "revenue", ...ALL_TIME(t), q: "Late fee" }))],
  },

  // Company facts
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need the LLC's state id number - the TN control number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's coming due next for us?",
    tool: "query_database",
    expect: async (t) => [await due(t, "")],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: "When is the Tennessee annual report due?",
    tool: "query_database",
    expect: async (t) => [await due(t, "q=Tennessee%20annual%20report")],
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [await due(t, "q=1065")],
  },
  {
    group: "deadlines",
    query: "when do we owe Davidson County the property tax on the cottage?",
    tool: "query_database",
    expect: async (t) => [await due(t, "q=Davidson%20County")],
  },

  // Documents
  {
    group: "documents",
    query: "what documents do we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => [await onFile(t, "Articles of Organization"), await onFile(t, "Operating Agreement")],
  },
  {
    group: "documents",
    query: "Do we have the cabin's insurance policy on file?",
    tool: "list_business_documents",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield");
      return ["Blue Ridge Shield"];
    },
  },
  {
    group: "documents",
    query: "who are the members of the LLC and what % does each one own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "50%"];
    },
  },
  {
    group: "documents",
    query: "how much notice do we have to give Smoky Ridge if we want to end the co-hosting agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "what's the liability limit on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield");
      return ["$1,000,000"];
    },
  },

  // Stays and bookings
  {
    group: "stays",
    query: "how many bookings did the cottage get last month?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Lockeland")).id });
      if (n === 0) throw new Error("no bookings last month");
      return [String(n)];
    },
  },
  {
    group: "stays",
    query: "who stayed at the cabin in October?",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, "Laurel Bluff", latestMonth(t, 10))).slice(0, 2),
  },
  {
    group: "stays",
    query: "nights booked in September - the cabin vs the cottage?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", latestMonth(t, 9))), String(await nightsBooked(t, "Lockeland", latestMonth(t, 9)))],
  },
  {
    group: "stays",
    query: "How many stays have we had this year between both short-term rentals?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },

  // Follow-ups
  {
    group: "follow-ups",
    query: "and the cottage?",
    after: "What did the cabin bring in during q3?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: RENTS, ...latestQuarter(t, 3), property: (await t.property("Lockeland")).id }))],
  },
  {
    group: "follow-ups",
    query: "ok and how much of that was the building?",
    after: "When did we buy the cabin and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.property("Laurel Bluff")).building_basis)}`],
  },
  {
    group: "follow-ups",
    query: "what did we collect from him in rent last yr?",
    after: "Who's renting the Tremont condo right now?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["revenue:long_term_rental"], ...year(lastY(t)), property: (await t.property("Tremont")).id }))],
  },
  {
    group: "follow-ups",
    query: "and last year?",
    after: "How much have we paid Music City Maids this year?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense"], ...year(lastY(t)), q: "Music City Maids" }))],
  },
  {
    group: "follow-ups",
    query: "what did we pay for it this year?",
    after: "When is the Tennessee annual report due?",
    tool: "query_database",
    expect: async (t) => [await money(t.sum({ categories: ["expense"], ...thisYear(t), q: "annual report" }))],
  },

  // What the records cannot answer
  {
    group: "unanswerable",
    query: "What's the cabin worth on the market today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Lockeland mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // Only the monthly interest is on record, never a loan balance.
      await t.property("Lockeland");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's the weather looking like in Gatlinburg this weekend? guests are asking",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Chattanooga Roofing Co. this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ ...ALL_TIME(t), q: "Roofing" })) !== 0) throw new Error("a roofer is on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we charge per night at the cottage next summer?",
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
    query: "how much security deposit are we holding for Wendell?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { total } = await t.get<{ total: number }>("/api/v1/deposits?include_settled=true");
      if (total !== 0) throw new Error("deposits are on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's Celeste's home address and phone number?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much will we make next year, roughly?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we legally evict Wendell if he pays late again?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
