// Blind set r52a-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile, the document list); a phrase quoted from a document is used only after the document is found on file. The voice is the company's bookkeeper and CPA closing the year and preparing the returns: long questions with several conditions, accounting words, and terse follow-ups.
import { type Case, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

/** This year, from the evaluation's today. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** A sum as an answer states it: "$1,234.56". */
const dollars = (amount: string) => `$${figure(amount)}`;
/** The most recent whole month `m` (1..12) before today: this year's when it is over, else last year's. */
const lastWhole = (t: Truth, m: number) => {
  const y = Number(t.today.slice(5, 7)) > m ? Y(t) : Y(t) - 1;
  return month(y, m);
};

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transaction of a query (the list is newest first). */
async function newest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}
interface Deposit {
  tenant: string;
  amount: string;
  held: string;
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits?${query}`);
/** The due date, in words, of the next open obligation whose description holds `text`. */
async function nextDue(t: Truth, text: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(text)}`);
  if (!o) throw new Error(`no open obligation "${text}"`);
  return longDate(o.due_date);
}
/** Fails unless a document whose title or file name holds `text` is on file. */
async function onFile(t: Truth, text: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(text)}`);
}
/** The guests of the townhouse's stays in a period, from the stay rows ("Furnished Finder stay - Jane Doe (travel RN) - Aug 2026, ..."). */
async function stayGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Cedar Elm");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /^(?:Furnished Finder stay|Direct booking) - (.+?) \(/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no stays at the townhouse in ${period.start}..${period.end}`);
  return [...new Set(names)];
}
const company = (t: Truth) => t.get<{ ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

// The earlier questions of the follow-ups.
const FOURPLEX_RENT_LAST_YEAR = "What did the fourplex bring in in rent last year?";
const INTEREST_2025 = "How much mortgage interest did we pay on the Huisache Bend loan last year? Need it for the 8825.";
const LAWN_YTD = "how much have we paid Bluebonnet Edge Lawn Care ytd";
const TOWNHOUSE_PRICE = "What did we pay for the Austin townhouse when we bought it?";
const ROOF_WARRANTY = "How long is Comal Crown's workmanship warranty on the new roof at Sendero Loma?";

export const R52A_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: "What were Agarita Hollow's total gross rents for last year across all four properties? Rent only, so leave out late fees, guest cleaning fees and the dentist's CAM reimbursements.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "pull up total rent collected at the fourplex ytd - gross, before Presidio Oak takes its fee",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "income",
    query: "Can you calculate total revenue from the Cedar Elm Run townhouse for last quarter? Include the stay rent and the departure cleaning fees the guests paid.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "income",
    query: "late fees collected last yr, all tenants all properties?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "How much has Sabinal Creek Family Dentistry paid us in CAM/NNN reimbursements so far this year? I want the monthly estimates plus the true-up from the April reconciliation, net of any credit we gave them.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:other", "expense:other"], type: "net", ...thisYear(t), property: (await t.property("Boerne")).id }))],
  },
  {
    group: "income",
    query: "Base rent from the Boerne office building for last year, both suites combined, NOT counting the NNN reimbursements.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Boerne")).id }))],
  },
  {
    group: "income",
    query: "What was our total revenue last month, every property and every source?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How much rent has Yesenia Carvajal paid on Unit B this year? just base rent please",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Yesenia Carvajal" }))],
  },
  {
    group: "income",
    query: "What did we take in from cleaning fees charged to townhouse guests last year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm")).id }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "For the return: what did we pay Presidio Oak in management fees last year? Include the lease renewal fees but leave out the leasing commission on Unit C and the repairs they arranged.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: INTEREST_2025,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "Total property tax we've paid this yr, all four counties (Bexar, Comal, Travis, Kendall)",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the townhouse for last year - include the special assessment the association levied",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm")).id }))],
  },
  {
    group: "expenses",
    query: LAWN_YTD,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "What did repairs at 2719 Huisache Bend run last year? Repairs only, not counting the lawn service or the pest control.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "What did insurance premiums come to last year in total? Every policy - the dwelling policies, the HO-6, the commercial policy on Boerne and the umbrella.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Esparza & Whitlock so far this year (the 1065 prep and the franchise tax filing)?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Esparza & Whitlock" }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "When did we close on the Boerne office building and what was the total purchase price?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Boerne");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on the Austin townhouse - building plus the furniture, no land?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Cedar Elm")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "What's the street address of the New Braunfels rental house?",
    tool: "query_database",
    expect: async (t) => [(await t.property("New Braunfels")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "What amount did we capitalize for the new roof on the New Braunfels house, contract plus the decking change order?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: (await t.property("New Braunfels")).id, q: "roof" }))],
  },
  {
    group: "properties",
    query: "What's the principal balance on the Frio River National Bank loan (...4471) after the most recent payment?",
    tool: "query_database",
    expect: async (t) => {
      const last = await newest(t, "category=expense:mortgage_principal");
      const balance = /balance after \$([\d,]+\.\d{2})/.exec(last.description)?.[1];
      if (!balance) throw new Error(`no balance in "${last.description}"`);
      return [dollars(balance.replace(/,/g, ""))];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: "What deposits are we holding for the Whitacres on Sendero Loma? security and pet",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Whitacre");
      if (items.length === 0) throw new Error("no Whitacre deposits");
      return items.map((d) => dollars(d.held));
    },
  },
  {
    group: "tenants",
    query: "Total tenant security deposits we're holding on the Boerne building, both suites - it's a liability on the balance sheet, not income.",
    tool: "query_database",
    expect: async (t) => [dollars((await deposits(t, `property_id=${(await t.property("Boerne")).id}`)).held)],
  },
  {
    group: "tenants",
    query: "Who's renting Unit C at the fourplex now?",
    tool: "query_database",
    expect: async (t) => {
      const last = await newest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Unit C rent")}`);
      const tenant = /Unit C rent - (.+?),/.exec(last.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${last.description}"`);
      return [tenant];
    },
  },
  {
    group: "tenants",
    query: "what's the dental practice paying in monthly base rent on Suite 100 right now, after this year's bump?",
    tool: "query_database",
    expect: async (t) => [dollars((await newest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Suite 100 base rent")}`)).amount)],
  },
  {
    group: "tenants",
    query: "Hollis Redd's monthly rent for Suite 200 since the lease renewal?",
    tool: "query_database",
    expect: async (t) => [dollars((await newest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Hollis Redd")}`)).amount)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "What EIN does Agarita Hollow file the 1065 under?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Texas SOS file number for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the company formed? I need the formation date for the PIR.",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who's our registered agent in Texas and what address do they have on file?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [agent.name, (agent.address ?? "").split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "When's the next Texas franchise tax report due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "franchise tax report")],
  },
  {
    group: "deadlines",
    query: "What do we have coming due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the partnership return for this tax year due - the 1065 with the K-1s?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`Form 1065 partnership return for ${Y(t)}`)}`);
      if (!items[0]) throw new Error("no Form 1065 deadline");
      return [longDate(items[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "By what date does Sabinal Creek have to give us written notice if they want to exercise their renewal option?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "option to renew")],
  },
  {
    group: "deadlines",
    query: "when does the HO-6 policy on Cedar Elm Run renew next",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "HO-6 landlord policy")],
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "Who are the members of Agarita Hollow Holdings and what are their percentage interests under the company agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["Marisol Quintanilla", "Wade Brandenberger"];
    },
  },
  {
    group: "documents",
    query: "Under our management agreement with Presidio Oak, up to what dollar amount can they authorize a repair without getting our approval?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "What does the Whitacre lease say about late fees - how much, and is there a cap?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95", "$175"];
    },
  },
  {
    group: "documents",
    query: ROOF_WARRANTY,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Which leases do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "q=lease"),
  },
  {
    group: "documents",
    query: "What documents do we have for the Austin townhouse?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Cedar Elm")).id}`),
  },

  // ---------------------------------------------------------------- stays (3)
  {
    group: "stays",
    query: "How many nights was the townhouse booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who stayed at cedar elm run in august?",
    tool: "query_database",
    expect: async (t) => stayGuests(t, lastWhole(t, 8)),
  },
  {
    group: "stays",
    query: "Total nights booked at the Austin townhouse for all of last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm", year(Y(t) - 1)))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the year before that?",
    after: FOURPLEX_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "follow-up",
    query: "ok and how much went to principal?",
    after: INTEREST_2025,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_principal"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "follow-up",
    query: "just the Boerne site",
    after: LAWN_YTD,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge", property: (await t.property("Boerne")).id }))],
  },
  {
    group: "follow-up",
    query: "How much of that was allocated to land?",
    after: TOWNHOUSE_PRICE,
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Cedar Elm")).land_basis)],
  },
  {
    group: "follow-up",
    query: "and what's the manufacturer's warranty on the shingles?",
    after: ROOF_WARRANTY,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract");
      return ["lifetime"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What's the fourplex worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the weather going to be in Boerne this weekend? Trying to figure out if the lawn crew will make it out.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Canyon Lake Pool & Spa last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await t.count({ start: "2000-01-01", end: t.today, q: "Canyon Lake Pool" })) !== 0) throw new Error("Canyon Lake Pool is in the ledger");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What should we raise the Whitacres' rent to at the August renewal?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a cost segregation study on the Boerne building before year end, would it be worth it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we legally evict Ruben Saldivar in Unit D for paying late again?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Imani Okonkwo-Hale's credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much is sitting in Presidio Oak's trust account for the fourplex tenants' security deposits right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      if ((await deposits(t, `property_id=${(await t.property("Huisache")).id}`)).total !== 0) throw new Error("fourplex deposits are recorded");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What's market rent for a 2-bed in 78212 these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the current balance in the Hill Country Business Bank checking account for the Boerne building?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
