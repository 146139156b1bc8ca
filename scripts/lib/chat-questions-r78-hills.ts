// Blind set r78-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the document list), relative to the day the set runs; a phrase quoted from a document is used only after checking that the document is on file.
// Persona: an elderly member writing letter-style messages (a greeting, polite full sentences, now and then
// a sign-off with her first name or a word about family and the past), each asking one clear thing.
import { type Case, figure, longDate, type Obligation, lastMonth, month, quarter, RENTS, thisYear, type Truth, titles, nightsBooked, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** "$1,234.56" */
const usd = (amount: string) => `$${figure(amount)}`;

/** The most recent whole calendar month `m` (1..12) that ended before today ("this past July"). */
function pastMonth(t: Truth, m: number) {
  const [y, now] = t.today.split("-").map(Number) as [number, number];
  return month(now > m ? y : y - 1, m);
}

/** The newest transaction whose description holds `q` (of a category and property when given). */
async function latest(t: Truth, q: string, category: string, fragment?: string) {
  const property = fragment ? `&property_id=${(await t.property(fragment)).id}` : "";
  const { items } = await t.get<{ items: { description: string; amount: string; transaction_date: string }[] }>(
    `/api/v1/transactions?q=${encodeURIComponent(q)}&category=${category}${property}&end_date=${t.today}&sort=-transaction_date&page_size=1`,
  );
  if (!items[0]) throw new Error(`no transaction for "${q}"`);
  return items[0];
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
}

/** Open obligations due today or later, soonest first. */
async function openAhead(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}
const nextDue = async (t: Truth, query = "") => longDate((await openAhead(t, query))[0]!.due_date);

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  notes: string | null;
}
const deposits = async (t: Truth, query: string) => {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?${query}`);
  if (items.length === 0) throw new Error(`no deposit for ${query}`);
  return items;
};

/** The guest named in a townhouse stay line: "... stay - Name (who) - ...". */
function guestIn(description: string): string {
  const name = /\s-\s(.+?)\s\(/.exec(description)?.[1];
  if (!name) throw new Error(`no guest in "${description}"`);
  return name;
}

const FOURPLEX_RENT_LAST_YEAR = "Good morning. Could you please tell me how much rent the fourplex on Huisache Bend brought in last year? My late husband always said that building would carry us. Thank you kindly, Marisol";
const HOA_LAST_YEAR = "Dear assistant, what did the HOA dues on the Austin townhouse come to last year, including that special assessment for the fences and the retaining wall? Thank you kindly, Marisol";
const BOERNE_PURCHASE = "Good morning. When did we buy the Boerne office building, and what did we pay for it? I remember we signed the papers in the spring. Thank you kindly, Marisol";
const FRANCHISE_DUE = "Good morning. When is the Texas franchise tax report due next? Mr. Esparza usually reminds me but I would like to know myself. Thank you kindly";
const UNIT_C_TENANT = "Good morning. Who is living in Unit C of the fourplex these days? I know the young man moved out last year. Thank you, Marisol";

export const R78_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income
  {
    group: "income",
    query: FOURPLEX_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "income",
    query: "Hello dear. I would like to know the total of everything that has come in from the Boerne office building so far this year: the dentist's rent, her CAM payments and the insurance man's rent, all of it together. With thanks, Marisol",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...thisYear(t), property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "Good afternoon. How much did the Austin townhouse take in last month from the nurses and guests staying there? Just the rent please, not the cleaning fees. Kind regards",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "income",
    query: "Dear assistant, could you calculate the late fees our tenants paid us last yr? I do hope there were not too many of them. Thank you, Marisol",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Good morning! My granddaughter asked me how the New Braunfels house is doing. How much rent have Brandon and Celeste paid us ytd? Many thanks",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Sendero Loma")).id }))],
  },
  {
    group: "income",
    query: "Hello. Could you pull up the total income for Agarita Hollow Holdings for q2 of this year, all four properties together? Warmly, Marisol",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: "Good evening. How much did we collect in departure cleaning fees from the guests at the Cedar Elm Run townhouse last year? Thank you so much.",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "income",
    query: "Dear, how much base rent did the dental office in Boerne pay us last year? Not counting the CAM reimbursments, please. Best wishes, Marisol",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Cypress Mill")).id, q: "Sabinal Creek" }))],
  },
  {
    group: "income",
    query: "Good morning. Can you tell me the total income of the whole company the year before last? I am comparing it with what my father's pecan farm used to bring in. Thank you kindly",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...year(Y(t) - 2) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses
  {
    group: "expenses",
    query: "Good morning. How much did we pay Presidio Oak in management fees last year? Only their 8% fee, please, not the renewal fees or the repairs. Thank you, Marisol",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1), q: "management fee" }))],
  },
  {
    group: "expenses",
    query: "Hello. Could you please tell me how much property tax we have paid this year on all four properties together? The counties do keep going up. Regards",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: HOA_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "expenses",
    query: "Good afternoon. What have we paid Eliseo's lawn people at Bluebonnet so far this year, for the fourplex and the Boerne building together? Many thanks",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:landscaping"], ...thisYear(t), q: "Bluebonnet" }))],
  },
  {
    group: "expenses",
    query: "Good morning. How much did repairs at the San Antonio fourplex cost us last yr? I remember the air conditioners giving trouble. Thank you, Marisol",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "Hello dear. How much interest did we pay Frio River National Bank on the fourplex loan last year? The accountant will surely ask. Thank you kindly",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Good morning. What was the electric bill at the Austin townhouse this past July? Those Texas summers are simply dreadful. Thank you, Marisol",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities:electricity"], ...pastMonth(t, 7), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "expenses",
    query: "Dear assistant, what did the new roof on the New Braunfels house cost us altogether, with the change order for the decking included? With thanks",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: (await t.property("Sendero Loma")).id, q: "roof" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties
  {
    group: "properties",
    query: BOERNE_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Hello. Could you tell me the land basis of the house in New Braunfels? The accountant asked me on the telephone and I did not have it. Regards",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Sendero Loma")).land_basis)],
  },
  {
    group: "properties",
    query: "Dear, what is the depreciable basis of the Austin townhouse, the building and the furniture together? Thank you so much",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "Good afternoon. What is the full street address of our fourplex in San Antonio? I need to send a card to one of the tenants. Thank you, Marisol",
    tool: "query_database",
    expect: async (t) => {
      const { address } = await t.property("Huisache");
      return [address.split(",")[0]!.trim(), /\b\d{5}\b/.exec(address)![0]];
    },
  },
  {
    group: "properties",
    query: "Good morning. Which of our properties did we buy first, and on what date? My memory is not what it used to be. Kind regards",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!.replace(/^\d+\s+/, "").trim(), longDate(first.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits
  {
    group: "tenants",
    query: UNIT_C_TENANT,
    tool: "query_database",
    expect: async (t) => [/rent - (.+?),/.exec((await latest(t, "Unit C rent", "revenue:long_term_rental")).description)![1]!],
  },
  {
    group: "tenants",
    query: "Hello dear. How much deposit money are we holding for the Whitacres at the New Braunfels house? Both the security deposit and the one for the dog, please. Thank you kindly",
    tool: "query_database",
    expect: async (t) => (await deposits(t, `property_id=${(await t.property("Sendero Loma")).id}`)).map((d) => usd(d.held)),
  },
  {
    group: "tenants",
    query: "Good afternoon. Who rents Suite 200 in the Boerne building now, and what is their monthly rent? Regards, Marisol",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Suite 200 rent", "revenue:long_term_rental", "Cypress Mill");
      return [/from (.+?) - /.exec(tx.description)![1]!, usd(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "Dear assistant, what security deposit did the dental practice in Boerne put down when they signed their lease? Thank you",
    tool: "query_database",
    expect: async (t) => (await deposits(t, "tenant=Sabinal")).map((d) => usd(d.amount)),
  },

  // ---------------------------------------------------------------------------------------------
  // The company
  {
    group: "company",
    query: "Good morning. Could you please give me our company's EIN? The bank is asking for it again. Thank you kindly, Marisol",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Hello. What is Agarita Hollow Holdings' file number with the Texas Secretary of State? Regards",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "Dear, on what date was our company formed? I remember it was in the spring, but not which year. Thank you",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "Good afternoon. Who is our registered agent, and what is their address? With thanks, Marisol",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!.trim()];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance
  {
    group: "deadlines",
    query: "Good morning. What is the very next deadline we have coming up? I don't want to miss anything, like the year my husband forgot the taxes. Thank you, Marisol",
    tool: "query_database",
    expect: async (t) => [await nextDue(t)],
  },
  {
    group: "deadlines",
    query: "Hello dear. Could you list for me what is due in the next 3 weeks, please? Kind regards",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=200&upcoming=21");
      if (items.length === 0) throw new Error("nothing due in the next 21 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: FRANCHISE_DUE,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=franchise%20tax")],
  },
  {
    group: "deadlines",
    query: "Dear assistant, when do the county property taxes come due next on our four places? Regards, Marisol",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=property:tax")],
  },
  {
    group: "deadlines",
    query: "Good afternoon. By what date does the dentist in Boerne have to tell us whether she will renew her lease? Thank you",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=option%20to%20renew")],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "Good morning. What share of the company does Wade hold under our company agreement? I always forget the exact percentage. Thank you, Marisol",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["40%"];
    },
  },
  {
    group: "documents",
    query: "Hello. Under our management agreement with Presidio Oak, how much may they spend on a repair without asking us first? Regards",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "Dear, how long is the workmanship warranty on the new roof in New Braunfels, according to the roofing contract? Thank you kindly",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Comal Crown Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Good afternoon. What does the Whitacres' lease say about late fees when the rent comes in late? Thank you, Marisol",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "Good morning. Which documents do we have on file for the Austin townhouse? Thank you kindly",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Cedar Elm")).id}`),
  },
  {
    group: "documents",
    query: "Hello dear. Do we have any insurance policies on file? My son says we ought to keep copies of everything. Regards, Marisol",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the furnished townhouse
  {
    group: "stays",
    query: "Good morning. How many stays checked in at the Austin townhouse last year? Thank you, Marisol",
    tool: "query_database",
    // One departure cleaning fee is charged with each stay's first month, at check-in.
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "stays",
    query: "Hello. Who was staying at the Cedar Elm Run townhouse last month? Kind regards",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar Elm");
      const { start, end } = lastMonth(t.today);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${start}&end_date=${end}&page_size=200`);
      if (items.length === 0) throw new Error("nobody stayed last month");
      return [...new Set(items.map((tx) => guestIn(tx.description)))];
    },
  },
  {
    group: "stays",
    query: "Dear assistant, how many nights was the Austin townhouse booked this past March? Thank you kindly",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", pastMonth(t, 3)))],
  },
  {
    group: "stays",
    query: "Good afternoon. Who is staying in the townhouse in Austin right now, and when do they check out? Thank you, Marisol",
    tool: "query_database",
    expect: async (t) => {
      const [stay] = await openAhead(t, "q=checks%20out%20of%20Cedar%20Elm");
      return [/^(.+?) checks out/.exec(stay!.description)![1]!, longDate(stay!.due_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups, asked right after an earlier question in the same conversation
  {
    group: "followups",
    query: "And the year before that, please?",
    tool: "query_database",
    after: FOURPLEX_RENT_LAST_YEAR,
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "followups",
    query: "Thank you dear. What about so far this year?",
    tool: "query_database",
    after: HOA_LAST_YEAR,
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "followups",
    query: "And how much of that price was for the land?",
    tool: "query_database",
    after: BOERNE_PURCHASE,
    expect: async (t) => [usd((await t.property("Cypress Mill")).land_basis)],
  },
  {
    group: "followups",
    query: "And the Public Information Report, when is that one due?",
    tool: "query_database",
    after: FRANCHISE_DUE,
    expect: async (t) => [await nextDue(t, "q=Public%20Information%20Report")],
  },
  {
    group: "followups",
    query: "How much rent does that tenant pay each month?",
    tool: "query_database",
    after: UNIT_C_TENANT,
    expect: async (t) => [usd((await latest(t, "Unit C rent", "revenue:long_term_rental")).amount)],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer
  {
    group: "unanswerable",
    query: "Good morning. What would the Boerne office building sell for on today's market? Thank you kindly, Marisol",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Hello dear. Is it going to hail in New Braunfels this week? I do worry about that new roof. Regards",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Good afternoon. What should we raise the Whitacres' rent to next August? They have been such good tenants. Thank you",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Dear assistant, what is the balance left on the mortgage for the Boerne office building? Thank you, Marisol",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Good morning. How much have we paid Blanco River Pool Service over the years? Thank you kindly",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Hello. What is Imani's telephone number in Unit C? I would like to ring her and welcome her properly. Regards, Marisol",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Good afternoon. Would it be wise to sell the Austin townhouse next spring and do one of those 1031 exchanges my nephew keeps talking about? Thank you",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Dear, what will the Travis County property tax bill on the townhouse be next year? Kind regards",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Good morning. How many stars do the nurses give our townhouse in their reviews on Furnished Finder? Thank you, Marisol",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Hello dear. What are other furnished two-bedroom places in South Austin renting for these days? Thank you kindly",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
