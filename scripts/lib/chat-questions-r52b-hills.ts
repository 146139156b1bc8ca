// Blind set r52b-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the documents on file), with periods computed from the run's date; a figure quoted from a document is used only after checking that document is on file.
// Written as the company's two members would type on a phone: short, casual, lower case, typos and nicknames.
import { type Case, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** The newest transaction of a property whose description holds `q`. */
async function latest(t: Truth, fragment: string, q: string, category?: string): Promise<Tx> {
  const p = await t.property(fragment);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?property_id=${p.id}&q=${encodeURIComponent(q)}${category ? `&category=${category}` : ""}&sort=-transaction_date&page_size=1`);
  if (!items[0]) throw new Error(`no transaction "${q}" at ${fragment}`);
  return items[0];
}

/** The guests of the Austin townhouse's stay months in a period, as each month's rent line names them. */
async function townhouseGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Cedar Elm Run");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /^[^-]+ - (.+?) \(/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no stays at the townhouse in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Throws unless a document whose title or file name holds `q` is on file; returns its title. */
async function onFile(t: Truth, q: string): Promise<string> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}&page_size=50`);
  if (!items[0]) throw new Error(`no document "${q}" on file`);
  return items[0].title;
}

async function held(t: Truth, tenant: string): Promise<string> {
  const list = await t.get<{ items: unknown[]; held: string }>(`/api/v1/deposits?tenant=${encodeURIComponent(tenant)}`);
  if (list.items.length === 0) throw new Error(`no deposits of ${tenant}`);
  return list.held;
}

async function next(t: Truth, query: string) {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`nothing open for ${query}`);
  return o;
}

interface Company {
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null } | null;
}

// Questions a follow-up is asked after.
const BOERNE_PRICE = "what'd we pay for the boerne building and when did we close on it";
const HOLLIS_RENT = "how much rent did hollis pay us last yr for suite 200";
const JUNE_NIGHTS = "how many nights was the townhouse booked in june";
const FRANCHISE = "when's the texas franchise tax report due";
const BLUEBONNET = "what have we paid bluebonnet for lawn care so far this yr";

export const R52B_HILLS_CASES: Case[] = [
  // ----- Income (9)
  {
    group: "income",
    query: "how much rent did we collect last yr, all 4 properties? just rent pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "total income ytd for agarita hollow",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the fourplex bring in q2? late fees included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...quarter(Y(t), 2), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "income",
    query: "can u tell me how much the whitacres have paid in rent this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await t.property("Sendero Loma")).id }))],
  },
  {
    group: "income",
    query: "late fees last yr, total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much cam/nnn money has the dentist paid us ytd, not counting base rent",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: (await t.property("Cypress Mill")).id }))],
  },
  {
    group: "income",
    query: "townhouse income last month? rent + cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...lastMonth(t.today), property: (await t.property("Cedar Elm Run")).id }))],
  },
  {
    group: "income",
    query: HOLLIS_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Cypress Mill")).id, q: "Hollis Redd" }))],
  },
  {
    group: "income",
    query: "i know unit c sat empty a couple months last yr but what did it actually bring in in rent for the year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Huisache")).id, q: "Unit C rent" }))],
  },

  // ----- Expenses (8)
  {
    group: "expenses",
    query: "all the fees we paid presidio oak last yr - mgmt, leasing, renewals, everything",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Presidio Oak Property Management" }))],
  },
  {
    group: "expenses",
    query: "pull up what we spent on repairs at the fourplex ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t), property: (await t.property("Huisache")).id }))],
  },
  {
    group: "expenses",
    query: "hoa dues on the townhouse last year incl that special assesment",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: (await t.property("Cedar Elm Run")).id }))],
  },
  {
    group: "expenses",
    query: BLUEBONNET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid last year, all four places",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "calculate mortgage interest on the frio river loan last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much was the new roof on the NB house all in? change order too",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: (await t.property("Sendero Loma")).id, q: "new roof" }))],
  },
  {
    group: "expenses",
    query: "electric bill at the austin townhouse last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...lastMonth(t.today), property: (await t.property("Cedar Elm Run")).id }))],
  },

  // ----- Properties (5)
  {
    group: "properties",
    query: BOERNE_PRICE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cypress Mill");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the townhouse? bldg + furniture, not the land",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Cedar Elm Run")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the land vs building split on the fourplex",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Huisache");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "what's the address of the new braunfels house again? need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property("New Braunfels")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "when did we buy the nb house and when did it go in service as a rental",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("New Braunfels");
      if (!p.placed_in_service) throw new Error("the house has no placed-in-service date");
      return [longDate(p.acquisition_date), longDate(p.placed_in_service)];
    },
  },

  // ----- Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "who's in unit c at the fourplex now and what's she paying",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Huisache", "Unit C rent", "revenue:long_term_rental");
      const tenant = /Unit C rent - (.+?),/.exec(tx.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${tx.description}"`);
      return [tenant, figure(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "total deposits we're holding for brandon & celeste? security + pet",
    tool: "query_database",
    expect: async (t) => [figure(await held(t, "Whitacre"))],
  },
  {
    group: "tenants",
    query: "what's the dental office paying in base rent rn",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, "Cypress Mill", "Suite 100 base rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "hollis's monthly rent for suite 200 now?",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, "Cypress Mill", "Suite 200 rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "how much security deposit did sabinal creek put down",
    tool: "query_database",
    expect: async (t) => [figure(await held(t, "Sabinal Creek"))],
  },

  // ----- Company facts (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "bank wants the texas sos file number for the llc, what is it",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was agarita hollow formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<Company>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await t.get<Company>("/api/v1/company")).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },

  // ----- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "whats due next",
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, `start_date=${t.today}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 2 weeks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=14");
      if (items.length === 0) throw new Error("nothing due in the next 14 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: FRANCHISE,
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, "q=franchise tax report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when is the bexar county property tax due for the fourplex",
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, "q=Bexar County")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do the 1099s have to go out to the lawn guy, cleaner etc",
    tool: "query_database",
    expect: async (t) => [longDate((await next(t, "q=1099-NEC")).due_date)],
  },

  // ----- Documents (5)
  {
    group: "documents",
    query: "who are the members of the llc and how's ownership split",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["Marisol Quintanilla", "Wade Brandenberger"];
    },
  },
  {
    group: "documents",
    query: "how much can presidio oak spend on a repair w/o asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the nb roof",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Comal Crown Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "what's the late fee in the whitacre lease",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 1846 Sendero Loma");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=insurance:policy")).map((title) => title.split(",")[0]!),
  },

  // ----- Stays at the furnished townhouse (4)
  {
    group: "stays",
    query: JUNE_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm Run", month(Y(t), 6)))],
  },
  {
    group: "stays",
    query: "who stayed at the austin place in june",
    tool: "query_database",
    expect: async (t) => townhouseGuests(t, month(Y(t), 6)),
  },
  {
    group: "stays",
    query: "who's in the townhouse right now and when do they check out",
    tool: "query_database",
    expect: async (t) => {
      const o = await next(t, "q=checks out of Cedar Elm Run");
      return [o.description.split(" checks out")[0]!, longDate(o.due_date)];
    },
  },
  {
    group: "stays",
    query: "nights booked at cedar elm in sept last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm Run", month(Y(t) - 1, 9)))],
  },

  // ----- Follow-ups (5)
  {
    group: "follow-ups",
    query: "and how much of that was land",
    tool: "query_database",
    after: BOERNE_PRICE,
    expect: async (t) => [figure((await t.property("Cypress Mill")).land_basis)],
  },
  {
    group: "follow-ups",
    query: "and the dentist? base rent only",
    tool: "query_database",
    after: HOLLIS_RENT,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await t.property("Cypress Mill")).id, q: "Suite 100 base rent" }))],
  },
  {
    group: "follow-ups",
    query: "what about july",
    tool: "query_database",
    after: JUNE_NIGHTS,
    expect: async (t) => [String(await nightsBooked(t, "Cedar Elm Run", month(Y(t), 7)))],
  },
  {
    group: "follow-ups",
    query: "and the PIR?",
    tool: "query_database",
    after: FRANCHISE,
    expect: async (t) => [longDate((await next(t, "q=Public Information Report")).due_date)],
  },
  {
    group: "follow-ups",
    query: "just the boerne bldg?",
    tool: "query_database",
    after: BLUEBONNET,
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), property: (await t.property("Cypress Mill")).id, q: "Bluebonnet Edge" }))],
  },

  // ----- What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "what's the fourplex worth right now, ballpark?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we raise the whitacres rent to next lease",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to hail in new braunfels this week",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay lone star pool & spa last yr",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "if we sell boerne should we do a 1031 exchange or just eat the tax",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what was imani's credit score on her application",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats wade's home address",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many sq ft is the nb house",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what'll the kendall county tax bill be next yr on boerne",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much does the dental practice make a year? thx",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
