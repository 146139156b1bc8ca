// Blind set r57-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile and the document list); a phrase quoted from a document is used only after the document is confirmed on file.
// Voice: a co-owner who recently took the books over from her father and is still learning: she names
// things by where they are or what happened ("the beach place", "the month the AC went out"), half
// remembers terms, and asks some questions again in other words after a follow-up.
import { type Case, figure, longDate, month, MONTHS, lastMonth, lastQuarter, nextOpen, guestsOf, nightsBooked, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

const money = (amount: string) => `$${figure(amount)}`;
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYr(t) - 1);
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** Ledger rows matching a query string, newest first. */
async function rows(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&sort=-transaction_date&${query}`);
  return items;
}

/** The newest ledger row whose description holds `text`; throws when there is none. */
async function latest(t: Truth, text: string, more = ""): Promise<Tx> {
  const found = (await rows(t, `q=${encodeURIComponent(text)}${more ? `&${more}` : ""}&end_date=${t.today}`))[0];
  if (!found) throw new Error(`no transaction holds "${text}"`);
  return found;
}

/** The calendar month (first to last day) of a date. */
const monthOf = (iso: string) => month(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));

/** A document whose title or file name holds `text` must be on file; returns its title. */
async function onFile(t: Truth, text: string): Promise<string> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(text)}`);
  if (items.length === 0) throw new Error(`no document on file for "${text}"`);
  return items[0]!.title;
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The first open obligation due today or later whose description holds `text` (or any, when empty). */
async function nextDue(t: Truth, text: string): Promise<string> {
  const o = await nextOpen(t, `start_date=${t.today}${text ? `&q=${encodeURIComponent(text)}` : ""}`);
  if (!o) throw new Error(`no open obligation for "${text}"`);
  return o.due_date;
}

// The rent of the duplex last year, both units: asked first, then narrowed, then again in other words.
const DUPLEX_RENT = "how much rent did the duplex bring in last yr? just rent please, both units";
const duplexRentLastYear = async (t: Truth) => [money(await t.sum({ categories: RENTS, property: (await t.property(DUPLEX)).id, ...lastYear(t) }))];

const SALT_AND_LINEN = "how much have we paid that cleaning company this year, salt & linen? both houses";
const saltAndLinenThisYear = async (t: Truth) => [money(await t.sum({ type: "expense", q: "Salt & Linen", ...thisYear(t) }))];

const POOL_INSURANCE = "what were the insurance premiums on the pool house last year? wind, flood, all of it";
const EIN = "whats our EIN again";
const SUNBIZ_DUE = "when's the sunbiz annual report due?";
const sunbizDue = async (t: Truth) => [longDate(await nextDue(t, "annual report"))];
const CONDO_PURCHASE = "when did we buy the beach condo and what did we pay for it";

export const R57_COAST_CASES: Case[] = [
  // --- Income by period, property and source
  {
    group: "income",
    query: DUPLEX_RENT,
    tool: "query_database",
    expect: duplexRentLastYear,
  },
  {
    group: "income",
    query: "Can you tell me what the coffee shop has paid us in base rent so far this year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(CAFE)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the pool house make on vrbo in july of last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(POOL)).id, ...month(thisYr(t) - 1, 7) }))],
  },
  {
    group: "income",
    query: "cleaning fees we charged the guests at the beach place ytd?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:cleaning_fees"], property: (await t.property(CONDO)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did Saltmarsh pay us back for the building insurance last year? (the triple net thing)",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:other"], property: (await t.property(CAFE)).id, q: "insurance", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "have we ever actually gotten a late fee out of anybody? how much total",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:late_fees"], ...ever(t) }))],
  },
  {
    group: "income",
    query: "calculate total rent from all four properties for last year - not counting the guests' cleaning fees, the taxes we collect or the cafe's CAM",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "what did the Englewood house bring in from bookings the month of the storm, when we had to have the shutters closed?",
    tool: "query_database",
    expect: async (t) => {
      const storm = await latest(t, "shutters closed");
      return [money(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(POOL)).id, ...monthOf(storm.transaction_date) }))];
    },
  },
  {
    group: "income",
    query: "So for Palmetto Hammock, both units together, what was the rent total for last year again?",
    tool: "query_database",
    expect: duplexRentLastYear,
  },

  // --- Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: SALT_AND_LINEN,
    tool: "query_database",
    expect: saltAndLinenThisYear,
  },
  {
    group: "expenses",
    query: "what did we spend on the duplex altogether the month the AC went out in unit 2?",
    tool: "query_database",
    expect: async (t) => {
      const ac = await latest(t, "Unit 2 AC repair");
      return [money(await t.sum({ type: "expense", property: (await t.property(DUPLEX)).id, ...monthOf(ac.transaction_date) }))];
    },
  },
  {
    group: "expenses",
    query: "pull up property taxes we paid last yr, all the properties",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: POOL_INSURANCE,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], property: (await t.property(POOL)).id, ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "electric bill total at the beach condo ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property(CONDO)).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "everything we paid the pool guy last year (Aquamarine), including when the pump went",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Aquamarine", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did the CPA charge us for doing the 1065 this year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Halvorsen", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "remind me what the turnover cleaners have cost us in total so far this year?",
    tool: "query_database",
    expect: saltAndLinenThisYear,
  },

  // --- Properties: purchase, basis, dates, addresses
  {
    group: "property",
    query: CONDO_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "property",
    query: "whats the land vs building split on the bradenton duplex? dad always said the land part doesn't depreciate",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(DUPLEX);
      return [money(p.land_basis), money(p.building_basis)];
    },
  },
  {
    group: "property",
    query: "what's the depreciable basis on the Englewood house? is that the building plus the furniture?",
    tool: "query_database",
    expect: async (t) => [money((await t.property(POOL)).depreciable_basis)],
  },
  {
    group: "property",
    query: "I need the full address of the café building for a form, with the suite",
    tool: "query_database",
    expect: async (t) => {
      const [street, suite] = (await t.property(CAFE)).address.split(",").map((part) => part.trim());
      return [street!, suite!];
    },
  },
  {
    group: "property",
    query: "FF&E basis on the Indian Rocks condo? (furniture and stuff I think)",
    tool: "query_database",
    expect: async (t) => [money((await t.property(CONDO)).ffe_basis)],
  },

  // --- Tenants, rents, leases, deposits
  {
    group: "tenants",
    query: "who's renting unit 2 at the duplex right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const rent = await latest(t, "Unit 2 rent", "category=revenue:long_term_rental");
      const tenant = /from (.+?) - Unit 2/.exec(rent.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${rent.description}"`);
      return [tenant, money(rent.amount)];
    },
  },
  {
    group: "tenants",
    query: "what's the security deposit on Lucinda's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Farraday");
      return ["$1,700"];
    },
  },
  {
    group: "tenants",
    query: "how much of Wyatt's deposit did we end up keeping when he moved out of unit 2?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:security_deposit_forfeited"], property: (await t.property(DUPLEX)).id, ...ever(t) }))],
  },
  {
    group: "tenants",
    query: "when does the coffee shop's lease run out?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Saltmarsh");
      const { items } = await obligations(t, "q=Saltmarsh%20Coffee%20renewal%20option");
      const end = items.map((o) => /lease ends (\w+ \d+, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end date for the café");
      return [end];
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
    query: "when was Mangrove Key actually formed? dad keeps saying 2017 but I'm not sure",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "company",
    query: "who's our registered agent? the people who get the legal mail",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name.split(",")[0]!],
  },
  {
    group: "company",
    query: "who are the members of the LLC and what percent does each one own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Renata", "Graham Pettigrew", "60%"];
    },
  },

  // --- Deadlines and compliance
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => [longDate(await nextDue(t, ""))],
  },
  {
    group: "deadlines",
    query: "anything we have to file or pay in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      const dates = [...new Set(items.map((o) => o.due_date))];
      return [...new Set([longDate(dates[0]!), longDate(dates[dates.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: SUNBIZ_DUE,
    tool: "query_database",
    expect: sunbizDue,
  },
  {
    group: "deadlines",
    query: "when do I have to get the sales tax return in for last month, the DR-15?",
    tool: "query_database",
    expect: async (t) => {
      const { start } = lastMonth(t.today);
      const label = `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;
      const { items } = await obligations(t, `q=${encodeURIComponent(`DR-15 for ${label}`)}`);
      if (!items[0]) throw new Error(`no DR-15 for ${label}`);
      return [longDate(items[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is the partnership return due - the 1065 the CPA does?",
    tool: "query_database",
    expect: async (t) => [longDate(await nextDue(t, "Form 1065"))],
  },
  {
    group: "deadlines",
    query: "that state report thing for the LLC, the one on sunbiz every year - what's the deadline on it again?",
    tool: "query_database",
    expect: sunbizDue,
  },

  // --- Documents: what they say, which are on file
  {
    group: "documents",
    query: "what documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [await onFile(t, "Operating Agreement"), await onFile(t, "cleaning agreement")],
  },
  {
    group: "documents",
    query: "do we have any of the insurance policies uploaded?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=insurance")).slice(0, 2),
  },
  {
    group: "documents",
    query: "what's the hurricane deductible on the pool house wind policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "windstorm");
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "what does the pool agreement say the pool guy charges per visit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Aquamarine");
      return ["$38"];
    },
  },
  {
    group: "documents",
    query: "how big is the hurricane reserve in the operating agreement? dad mentioned we have to keep one",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["$20,000"];
    },
  },

  // --- Stays and bookings
  {
    group: "stays",
    query: "how many nights was the pool house booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who stayed at the pool house in july last yr?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, month(thisYr(t) - 1, 7)),
  },
  {
    group: "stays",
    query: "how many vrbo bookings did we get last quarter",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(POOL)).id, ...lastQuarter(t.today) }))],
  },
  {
    group: "stays",
    query: "who was the last guest to check in at the beach condo, and for how many nights?",
    tool: "query_database",
    expect: async (t) => {
      const [stay] = await rows(t, `category=revenue:rental_income&property_id=${(await t.property(CONDO)).id}&end_date=${t.today}`);
      const found = stay && / - (.+?) \((\d+) nights?\)/.exec(stay.description);
      if (!found) throw new Error("no stay at the condo");
      return [found[1]!, `${found[2]} nights`];
    },
  },

  // --- Follow-ups
  {
    group: "follow-up",
    query: "wait, just Lucinda's side?",
    after: DUPLEX_RENT,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: RENTS, property: (await t.property(DUPLEX)).id, q: "Lucinda", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "ok and how much of that was the beach condo?",
    after: SALT_AND_LINEN,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Salt & Linen", property: (await t.property(CONDO)).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the windstorm policy by itself?",
    after: POOL_INSURANCE,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], property: (await t.property(POOL)).id, q: "Sunbelt", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much is the fee for filing it?",
    after: SUNBIZ_DUE,
    tool: "query_database",
    expect: async (t) => [money((await latest(t, "LLC annual report")).amount)],
  },
  {
    group: "follow-up",
    query: "no sorry, not that one - the florida number, the document number sunbiz has for us",
    after: EIN,
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },

  // --- What the records cannot answer
  {
    group: "unanswerable",
    query: "what's the beach condo worth these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the pool house mortgage?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is there a hurricane headed toward englewood this week??",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Pelican Pressure Washing last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ q: "Pelican", ...ever(t) })) > 0) throw new Error("Pelican is in the ledger after all");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we raise the unit 2 rent to when his lease is up? what's fair for bradenton",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can I deduct my mileage driving down to check on the beach place? is that allowed for the LLC",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the loan for the café building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Lucinda's credit score, did dad ever check it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the coffee shop building or hang on to it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will the duplex property tax bill be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
