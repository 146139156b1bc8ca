// Blind set r59-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, the company profile and the document list), never written here; a phrase quoted from a document is used only after the document is found on file.
// Persona: the two members on a Sunday evening, going over how the year went: the four places compared,
// what things cost, who the tenants and guests are, what is coming up, and a few half-remembered facts.
import { type Case, figure, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const usd = (amount: string) => `$${figure(amount)}`;

interface Row {
  description: string;
  amount: string;
  transaction_date: string;
}
/** Transactions matching a query string, newest first. */
const rows = async (t: Truth, query: string) => (await t.get<{ items: Row[] }>(`/api/v1/transactions?sort=-transaction_date&page_size=200&${query}`)).items;
const latest = async (t: Truth, query: string) => {
  const [row] = await rows(t, query);
  if (!row) throw new Error(`no transaction for ${query}`);
  return row;
};

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
}
const deposits = async (t: Truth, query: string) => {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?${query}`);
  if (items.length === 0) throw new Error(`no deposits for ${query}`);
  return items;
};

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Throws unless a document whose title or file name holds `q` is on file; returns its title. */
const onFile = async (t: Truth, q: string) => {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
  return items[0]!.title;
};

/** For a question about a vendor or thing the ledger never saw: proves it is absent. */
const neverPaid = async (t: Truth, q: string) => {
  const n = await t.count({ start: "2000-01-01", end: t.today, q });
  if (n !== 0) throw new Error(`"${q}" is in the ledger ${n} times`);
  return [];
};

/** The guests named in the townhouse's stay rows of a period ("... - Jane Doe (travel RN) - Oct 2026, ..."). */
const stayGuests = async (t: Truth, period: { start: string; end: string }) => {
  const items = await rows(t, `category=revenue:rental_income&property_id=${await pid(t, TOWNHOUSE)}&start_date=${period.start}&end_date=${period.end}`);
  const names = items.map((row) => /\s-\s([A-Z][\w.'-]*(?:\s+(?:and\s+)?[A-Z][\w.'-]*){0,3})\s*\(/.exec(row.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
};

const FOURPLEX = "Huisache";
const HOUSE = "Sendero Loma";
const TOWNHOUSE = "Cedar Elm";
const BOERNE = "Cypress Mill";
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

// Questions referenced by follow-ups.
const Q_FOURPLEX_YTD = "Pull up the rent collected at Huisache Bend ytd";
const Q_ROOF = "I think the new roof on the New Braunfels house came to around 16 grand. What was it exactly?";
const Q_OCT_GUESTS = "who stayed at the Austin townhouse in October?";
const Q_UNIT_C = "Who is renting Unit C at the fourplex these days?";
const Q_BOERNE_TENANTS = "Remind me who the tenants are in the Boerne office building";

export const R59_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: Q_FOURPLEX_YTD,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, FOURPLEX) }))],
  },
  {
    group: "income",
    query: "How is the Boerne building doing this year? Total income so far, the NNN reimbursements included",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, BOERNE) }))],
  },
  {
    group: "income",
    query: "What was Agarita Hollow's total income for last year, everything in?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what did the Austin townhouse bring in for the last quarter? cleaning fees included",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: await pid(t, TOWNHOUSE) }))],
  },
  {
    group: "income",
    query: "late fees collected last yr, all the properties together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much has the dental office paid us in monthly CAM/NNN estimates so far this year, not counting the April reconciliation?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: await pid(t, BOERNE), q: "monthly estimate" }))],
  },
  {
    group: "income",
    query: "Which did better on rent in 2025, the New Braunfels house or the Boerne building? Just rent please, not the NNN money",
    tool: "query_database",
    expect: async (t) => {
      const period = year(2025);
      return [usd(await t.sum({ categories: RENTS, ...period, property: await pid(t, HOUSE) })), usd(await t.sum({ categories: RENTS, ...period, property: await pid(t, BOERNE) }))];
    },
  },
  {
    group: "income",
    query: "Can you tell me what we collected in rent last month across all four places?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How much has Hollis paid us in rent for Suite 200 this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, BOERNE), q: "Hollis Redd" }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "What did Presidio Oak charge us last year for managing the fourplex, the 8% plus the renewal fees?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...lastYear(t), property: await pid(t, FOURPLEX) }))],
  },
  {
    group: "expenses",
    query: Q_ROOF,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], start: "2000-01-01", end: t.today, property: await pid(t, HOUSE), q: "roof" }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on HVAC repairs and tune-ups at the fourplex this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t), property: await pid(t, FOURPLEX), q: "HVAC" }))],
  },
  {
    group: "expenses",
    query: "What did property taxes on all four properties cost us this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did insurance run us last year, all policies?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Bluebonnet Edge for lawn care ytd, both sites?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "Calculate the mortgage interest we paid on the fourplex loan last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: await pid(t, FOURPLEX) }))],
  },
  {
    group: "expenses",
    query: "What were the utilities at the Austin townhouse in Q3, electric, water and internet together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...quarter(Y(t), 3), property: await pid(t, TOWNHOUSE) }))],
  },

  // ---------------------------------------------------------------- property (5)
  {
    group: "property",
    query: "When did we buy the Boerne building, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(BOERNE);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: "whats the depreciable basis on the fourplex",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(FOURPLEX)).depreciable_basis)],
  },
  {
    group: "property",
    query: "How was the New Braunfels house split between land and building when we bought it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(HOUSE);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "How much of what we put into the Austin townhouse was furniture and furnishings?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(TOWNHOUSE)).ffe_basis)],
  },
  {
    group: "property",
    query: "Which of the four places did we buy first, and on what date?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?sort=acquisition_date&page_size=1");
      const first = items[0];
      if (!first) throw new Error("no properties");
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- tenants (4)
  {
    group: "tenants",
    query: Q_UNIT_C,
    tool: "query_database",
    expect: async (t) => {
      const row = await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Unit C rent")}`);
      const name = /Unit C rent - ([^,]+),/.exec(row.description)?.[1];
      if (!name) throw new Error(`no tenant in ${row.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "What are the Whitacres paying for the New Braunfels house now?",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, HOUSE)}`)).amount)],
  },
  {
    group: "tenants",
    query: "Are we still holding a deposit for Brandon and Celeste? How much, and is there a pet deposit too?",
    tool: "query_database",
    expect: async (t) => (await deposits(t, "tenant=Whitacre")).map((d) => usd(d.held)),
  },
  {
    group: "tenants",
    query: Q_BOERNE_TENANTS,
    tool: "query_database",
    expect: async (t) => (await deposits(t, `property_id=${await pid(t, BOERNE)}`)).map((d) => d.tenant.split(" ").slice(0, 2).join(" ")),
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What's our EIN again? The bank is asking",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "what's Agarita Hollow's file number with the Texas secretary of state",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },
  {
    group: "company",
    query: "When exactly did we form the LLC? I keep thinking it was 2018 but not sure of the day",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "Who is our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name.split(",")[0]!],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "upcoming=366");
      if (!next) throw new Error("nothing due in a year");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 30 days we should be thinking about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the Texas franchise tax report due next year?",
    tool: "query_database",
    expect: async (t) => {
      const next = Y(t) + 1;
      const { items } = await obligations(t, `q=${encodeURIComponent("franchise tax report")}&start_date=${next}-01-01&end_date=${next}-12-31`);
      if (!items[0]) throw new Error("no franchise tax report next year");
      return [longDate(items[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By when do the Boerne property taxes have to be paid?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=property:tax&property_id=${await pid(t, BOERNE)}&upcoming=400`);
      if (!next) throw new Error("no Boerne property tax due");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due for this year's return",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `q=${encodeURIComponent("Form 1065")}&upcoming=400`);
      if (!next) throw new Error("no Form 1065 due");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "How much can Presidio Oak spend on a repair without asking us first? What does our agreement with them say?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "What's the late fee in the Whitacres' lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "Per the company agreement, what percentage do Marisol and Wade each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["60%", "40%"];
    },
  },
  {
    group: "documents",
    query: "Under the dentist's lease, by what date do they have to give us notice if they want to renew?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Sabinal Creek Family Dentistry");
      const { items } = await obligations(t, `q=${encodeURIComponent("option to renew")}`);
      if (!items[0]) throw new Error("no renewal option deadline");
      return [longDate(items[0].due_date)];
    },
  },
  {
    group: "documents",
    query: "What paperwork do we have on file for the New Braunfels house?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, HOUSE)}`),
  },
  {
    group: "documents",
    query: "which insurance policies do we have saved in the documents?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: Q_OCT_GUESTS,
    tool: "query_database",
    expect: async (t) => stayGuests(t, { start: `${Y(t)}-10-01`, end: `${Y(t)}-10-31` }),
  },
  {
    group: "stays",
    query: "How many nights was the townhouse booked in q3?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, TOWNHOUSE, quarter(Y(t), 3)))],
  },
  {
    group: "stays",
    query: "How many different guests checked in at the Austin place during 2025?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...year(2025), property: await pid(t, TOWNHOUSE) }))],
  },
  {
    group: "stays",
    query: "Who's in the townhouse right now, and when do they check out?",
    tool: "query_database",
    expect: async (t) => {
      const stay = await nextOpen(t, `q=${encodeURIComponent("checks out of")}&property_id=${await pid(t, TOWNHOUSE)}`);
      const guest = stay && /^(.+?) checks out of/.exec(stay.description)?.[1];
      if (!stay || !guest) throw new Error("no current guest");
      return [guest, longDate(stay.due_date)];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "And what about the same thing for all of last year?",
    after: Q_FOURPLEX_YTD,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, FOURPLEX) }))],
  },
  {
    group: "follow-up",
    query: "who did the work?",
    after: Q_ROOF,
    tool: "query_database",
    expect: async (t) => {
      const row = await latest(t, `category=expense:capital_improvement&property_id=${await pid(t, HOUSE)}&q=roof`);
      return [row.description.split(" - ")[0]!.split(" ").slice(0, 3).join(" ")];
    },
  },
  {
    group: "follow-up",
    query: "how many nights was that in total for the month?",
    after: Q_OCT_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, TOWNHOUSE, { start: `${Y(t)}-10-01`, end: `${Y(t)}-10-31` }))],
  },
  {
    group: "follow-up",
    query: "what's her rent now?",
    after: Q_UNIT_C,
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Unit C rent")}`)).amount)],
  },
  {
    group: "follow-up",
    query: "And what security deposits are we holding from those two?",
    after: Q_BOERNE_TENANTS,
    tool: "query_database",
    expect: async (t) => (await deposits(t, `property_id=${await pid(t, BOERNE)}`)).map((d) => usd(d.held)),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What do you think the fourplex would sell for on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise the Whitacres' rent to when their lease renews next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is it going to rain in Boerne this week? The lawn guys are supposed to come Thursday", tool: "query_database", unanswerable: true, expect: async () => [] },
  {
    group: "unanswerable",
    query: "How much have we paid Lone Star Pool & Spa this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => neverPaid(t, "Pool"),
  },
  { group: "unanswerable", query: "Can we write off the whole New Braunfels roof this year instead of depreciating it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much revenue does the dental practice in Suite 100 make in a year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was Imani's credit score when she applied for Unit C?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the Kendall County property tax bill be for next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Ruben pays late a lot. Can we legally evict him over it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How many people applied for Unit C before Presidio picked Imani?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
