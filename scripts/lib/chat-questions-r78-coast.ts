// Blind set r78-coast: 60 questions about the Florida LLC (scripts/lib/coast-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the documents list) through the Truth helpers; a figure quoted from a document is used only after the document is found on file.
// Persona: a member's adult daughter helping for the first time, who describes things instead of
// naming them and sometimes guesses a name wrong ("Salt and Lemon", "Airbnb" for Vrbo, "Lucy").
import { type Case, figure, longDate, month, nightsBooked, obligations, nextOpen, quarter, RENTS, thisYear, titles, type Truth, year, lastMonth, guestsOf } from "./chat-questions";

const $ = (amount: string) => `$${figure(amount)}`;
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const monthOfToday = (t: Truth) => Number(t.today.slice(5, 7));
/** The most recent whole or current month `m` (this year's when it has begun, else last year's). */
const latestMonth = (t: Truth, m: number) => month(monthOfToday(t) >= m ? yearOf(t) : yearOf(t) - 1, m);
/** The most recent calendar quarter that has ended (or is this year's when it has begun). */
const latestQuarter = (t: Truth, q: number) => quarter(monthOfToday(t) > q * 3 ? yearOf(t) : yearOf(t) - 1, q);
/** From well before the records through today. */
const ever = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
async function transactions(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

async function acquired(t: Truth, fragment: string): Promise<string[]> {
  const p = await t.property(fragment);
  return [longDate(p.acquisition_date), $(p.purchase_price_total)];
}

async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

const Q_EIN = "what's the tax number for the business? the federal one the bank keeps asking me for";
const Q_CONDO_BOUGHT = "when did we buy the beachfront apartment in Indian Rocks and how much did it cost";
const Q_CAFE_RENT = "how much did the coffee shop pay us in plain rent last year? not the extra stuff they cover on top, just the rent";
const Q_POOL_GUY = "what did the pool cleaning guy cost us last year, all in";
const Q_POOL_BOOKINGS = "how many guest bookings did the house with the pool have last month";

export const R78_COAST_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: Q_CAFE_RENT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(yearOf(t) - 1), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "whats the total of the money the coffee place pays us on top of rent this year? (their share of the parking lot upkeep, the insurance and tax they pay back, all that)",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [$(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "How much rent came in from the two-apartment house in Bradenton in 2025? not the coffee building, the one with 2 tenants",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [$(await t.sum({ categories: RENTS, ...year(2025), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "total income for the whole company so far this year, everything added up",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did the house w/ the pool make from the airbnb bookings this summer, june thru august?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      const y = monthOfToday(t) >= 6 ? yearOf(t) : yearOf(t) - 1;
      return [$(await t.sum({ categories: ["revenue:rental_income"], start: `${y}-06-01`, end: `${y}-08-31`, property: p.id }))];
    },
  },
  {
    group: "income",
    query: "what did the beach condo guests pay us for the cleaning when they leave, last yr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [$(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(yearOf(t) - 1), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "can you tell me how much rent we got in q2 across all 4 places? just rent please",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...latestQuarter(t, 2) }))],
  },
  {
    group: "income",
    query: "Did we end up keeping some of the deposit from the man who moved out of the Bradenton duplex? how much was it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [$(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...ever(t), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "How much money did Mangrove Key take in during September? all the properties together",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...latestMonth(t, 9) }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "how much have we paid the people who clean between guests this year? i think they're called Salt and Lemon or something",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Salt & Linen" }))],
  },
  {
    group: "expenses",
    query: Q_POOL_GUY,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...year(yearOf(t) - 1), q: "Aquamarine" }))],
  },
  {
    group: "expenses",
    query: "how much was the monthly fee the condo building charges us (the association thing) for all of 2025",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [$(await t.sum({ categories: ["expense:hoa_fees"], ...year(2025), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "calculate the property taxes we paid this year for all the places combined",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up what we spent on insurance for the pool house in 2025. there's like 3 different policies i think",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [$(await t.sum({ categories: ["expense:insurance"], ...year(2025), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "how much went to fixing things at the duplex last year? repairs i mean",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      return [$(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(yearOf(t) - 1), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "the electric bill at the Englewood house for q3, what did that add up to",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [$(await t.sum({ categories: ["expense:utilities:electricity"], ...latestQuarter(t, 3), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "What did we pay the accountants for doing the big partnership tax return this yr?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Halvorsen Quintero" }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: Q_CONDO_BOUGHT,
    tool: "query_database",
    expect: (t) => acquired(t, "Gulf Boulevard"),
  },
  {
    group: "properties",
    query: "how much of the price of the Englewood pool house was just for the land",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Heron Roost")).land_basis)],
  },
  {
    group: "properties",
    query: "whats the part of the coffee building we're allowed to depreciate? the building itself, not the dirt under it",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Manatee Avenue")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "what number did we put down for the furniture and stuff inside the condo when we bought it",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Gulf Boulevard")).ffe_basis)],
  },
  {
    group: "properties",
    query: "which of our properties did we buy first, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=100");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "who lives in unit 1 at the duplex right now?",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Palmetto Hammock")) as unknown as { extra_metadata: { units?: { unit: string; tenant: string }[] } };
      const unit = p.extra_metadata.units?.find((u) => u.unit === "1");
      if (!unit) throw new Error("no unit 1 in the duplex's record");
      return [unit.tenant];
    },
  },
  {
    group: "tenants",
    query: "how much is Desmond paying each month now?",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await transactions(t, `category=revenue:long_term_rental&q=Okoro-Baines&end_date=${t.today}&sort=-transaction_date`);
      return [$(latest!.amount)];
    },
  },
  {
    group: "tenants",
    query: "what is the coffee shop paying us a month in rent right now, not counting the parking lot share",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      const [latest] = await transactions(t, `category=revenue:long_term_rental&property_id=${p.id}&q=base%20rent&end_date=${t.today}&sort=-transaction_date`);
      return [$(latest!.amount)];
    },
  },
  {
    group: "tenants",
    query: "Lucy at the duplex - how much of a security deposit are we holding for her?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "q=Farraday");
      // Section 3 of her lease: "SECURITY DEPOSIT. $1,700.00, held in a non-interest-bearing account ..."
      return ["$1,700"];
    },
  },
  {
    group: "tenants",
    query: "who was renting the other side of the duplex before Desmond moved in?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Palmetto Hammock");
      const rows = await transactions(t, `category=revenue:long_term_rental&property_id=${p.id}&q=Unit%202%20rent&sort=transaction_date`);
      const name = / from (.+?) - Unit 2 rent/.exec(rows[0]!.description)?.[1];
      if (!name || name.includes("Okoro")) throw new Error(`no earlier Unit 2 tenant in "${rows[0]!.description}"`);
      return [name];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: Q_EIN,
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who's our official agent for the llc, the company up in Tallahassee that gets the legal papers?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when was Mangrove Key Property Group started? like the official date it was set up",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who actually owns the company and how much each? mom says it's split between her and Graham but not evenly",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=formation:operating_agreement");
      // Article 3 of the operating agreement: Renata Valdés-Hollister 60%, Graham Pettigrew 40%.
      return ["60%", "40%"];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing we have to pay or file?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=365");
      if (items.length === 0) throw new Error("nothing upcoming");
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 3 weeks i should know about",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=21");
      if (items.length === 0) throw new Error("nothing in the next 21 days");
      return [...new Set([longDate(items[0]!.due_date), longDate(items[items.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "when is the yearly state form due? the sunbiz one i think",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=annual%20report&obligation_type=compliance:periodic_report")],
  },
  {
    group: "deadlines",
    query: "when do we have to pay the next property tax bill for the pool house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [await nextDue(t, `property_id=${p.id}&obligation_type=property:tax`)];
    },
  },
  {
    group: "deadlines",
    query: "when does the flood insurance on the englewood house need renewing",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=flood&obligation_type=property:insurance")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what paperwork do we have saved for the pool house?",
    tool: "list_business_documents",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return (await titles(t, `property_id=${p.id}`)).map((title) => title.split(",")[0]!);
    },
  },
  {
    group: "documents",
    query: "do we have the company's founding papers on file? the agreement between the owners",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=formation"),
  },
  {
    group: "documents",
    query: "what happens if the coffee shop pays the rent late, is there a fee in their contract?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "q=Saltmarsh");
      // Section 7 of the lease: "a late charge of 5% of the amount due".
      return ["5%"];
    },
  },
  {
    group: "documents",
    query: "if a hurricane wrecks the pool house how much do we pay before the wind insurance kicks in? the deductible",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "q=windstorm&doc_type=insurance");
      // "Hurricane deductible: 2% of Coverage A, which is $7,900 per hurricane season."
      return ["$7,900"];
    },
  },
  {
    group: "documents",
    query: "how much does the cleaning company charge each time they do the beach condo, per their agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "q=Salt%20%26%20Linen");
      // "Coquina Tides Unit 704 ...: departure deep clean at the end of each mid-term stay, $275.00 per clean"
      return ["$275"];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: Q_POOL_BOOKINGS,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Heron Roost");
      return [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: p.id }))];
    },
  },
  {
    group: "stays",
    query: "who's staying at the beach condo right now?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      const [latest] = await transactions(t, `category=revenue:rental_income&property_id=${p.id}&end_date=${t.today}&sort=-transaction_date`);
      const m = / - ([^()]+?) \((\d+) nights\)/.exec(latest!.description);
      if (!m) throw new Error(`no guest in "${latest!.description}"`);
      const checkout = new Date(Date.parse(`${latest!.transaction_date}T00:00:00Z`) + Number(m[2]) * 86_400_000).toISOString().slice(0, 10);
      if (checkout <= t.today) throw new Error(`the condo's last guest left on ${checkout}`);
      return [m[1]!];
    },
  },
  {
    group: "stays",
    query: "how many nights was the englewood house booked in september",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Heron Roost", latestMonth(t, 9)))],
  },
  {
    group: "stays",
    query: "how many new stays started at the beach condo last year? like separate guests moving in",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Gulf Boulevard");
      return [String(await t.count({ categories: ["revenue:rental_income"], ...year(yearOf(t) - 1), property: p.id }))];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the state one? the number florida gave us when we registered",
    tool: "query_database",
    after: Q_EIN,
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "follow-up",
    query: "same thing for the pool house?",
    tool: "query_database",
    after: Q_CONDO_BOUGHT,
    expect: (t) => acquired(t, "Heron Roost"),
  },
  {
    group: "follow-up",
    query: "and the year before that?",
    tool: "query_database",
    after: Q_CAFE_RENT,
    expect: async (t) => {
      const p = await t.property("Manatee Avenue");
      return [$(await t.sum({ categories: ["revenue:long_term_rental"], ...year(yearOf(t) - 2), property: p.id }))];
    },
  },
  {
    group: "follow-up",
    query: "ok and so far this year?",
    tool: "query_database",
    after: Q_POOL_GUY,
    expect: async (t) => [$(await t.sum({ type: "expense", ...thisYear(t), q: "Aquamarine" }))],
  },
  {
    group: "follow-up",
    query: "how many nights was that all together",
    tool: "query_database",
    after: Q_POOL_BOOKINGS,
    expect: async (t) => [String(await nightsBooked(t, "Heron Roost", lastMonth(t.today)))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what could we sell the beach condo for today, roughly?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the loan for the pool house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is there a hurricane headed toward Englewood this week?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Pelican Tree Service in total? dad said they trimmed the palms",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ ...ever(t), q: "Pelican" });
      if (n !== 0) throw new Error(`${n} transactions name Pelican`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what should we raise Desmond's rent to next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we switch the llc to an s corp to save on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we legally kick the coffee shop out if they're late on rent once?",
    tool: "search_document_content",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats Lucinda's phone number, i need to call her about the AC",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are the reviews like for the pool house on vrbo? how many stars",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did the appraiser say the duplex is worth?",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: unknown[] }>("/api/v1/documents?page_size=200&doc_type=property:appraisal");
      if (items.length !== 0) throw new Error("an appraisal is on file");
      return [];
    },
  },
];
