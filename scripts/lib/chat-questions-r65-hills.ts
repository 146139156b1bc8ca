// Blind set r65-hills: 60 questions about the Texas LLC (scripts/lib/hills-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, deposits, obligations, the company profile and the documents list); a phrase quoted from a document is expected only after the document is found on file.
// Persona: a member's grown son taking over the bookkeeping: casual and careful by turns, calls the
// places by their towns and what they are (the fourplex, the NB house, the Austin townhouse, the Boerne
// building), asks about tenants, the townhouse's guests, the dentist's lease, what is due, and a few
// things no record can answer.
import { type Case, figure, lastQuarter, longDate, month, type Obligation, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const usd = (amount: string) => `$${figure(amount)}`;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const FOURPLEX = "Huisache Bend";
const HOUSE = "Sendero Loma";
const TOWNHOUSE = "Cedar Elm Run";
const BOERNE = "Cypress Mill";

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** The newest transaction (through today) a query matches. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${query}&end_date=${t.today}&sort=-transaction_date&page_size=1`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** Transactions a query matches, oldest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${query}&sort=transaction_date&page_size=200`);
  return items;
}

/** Open obligations due today or later, soonest first. */
async function openAhead(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, `start_date=${t.today}${query ? `&${query}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}

/** The guest a townhouse stay line names ("Furnished Finder stay - Jane Doe (travel RN) - ..."). */
const guestOf = (description: string) => /^(?:Furnished Finder stay|Direct booking) - (.+?) \(/.exec(description)?.[1];

/** The most recent August (this year's once it is over, else last year's). */
const lastAugust = (t: Truth) => month(Number(t.today.slice(5, 7)) > 8 ? Y(t) : Y(t) - 1, 8);
/** The most recent July. */
const lastJuly = (t: Truth) => month(Number(t.today.slice(5, 7)) > 7 ? Y(t) : Y(t) - 1, 7);

interface Company {
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  notes: string | null;
}

// Earlier questions that follow-ups come after.
const FOURPLEX_RENT_LAST_YEAR = "how much rent did the fourplex bring in last yr?";
const BOERNE_PURCHASE = "When did we buy the Boerne building and what'd we pay for it?";
const WHITACRE_RENT = "who's renting the New Braunfels house right now and what are they paying?";
const FOURPLEX_HVAC_YTD = "how much have we spent on HVAC at the fourplex ytd? repairs and tune-ups both";
const MEMBERS = "my mom says she's the manager, but who exactly are the members of Agarita Hollow?";

export const R65_HILLS_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: FOURPLEX_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, FOURPLEX) }))],
  },
  {
    group: "income",
    query: "What's Agarita Hollow's total income ytd? everything, all 4 properties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up total income from the Boerne office building for q2 please",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(Y(t), 2), property: await pid(t, BOERNE) }))],
  },
  {
    group: "income",
    query: "How much did the dentist pay us in total last year? base rent, the CAM stuff, whatever they sent",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: await pid(t, BOERNE), q: "Sabinal Creek" }))],
  },
  {
    group: "income",
    query: "late fees collected so far this year? total $ please",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the Austin townhouse bring in for August, just rent not the cleaning fees",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...lastAugust(t), property: await pid(t, TOWNHOUSE) }))],
  },
  {
    group: "income",
    query: "Can you tell me how much Hollis has paid in rent this year for suite 200?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, BOERNE), q: "Hollis Redd" }))],
  },
  {
    group: "income",
    query: "rental income frm the New Braunfels house last year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, HOUSE) }))],
  },
  {
    group: "income",
    query: "how much rent did Unit C bring in last year? I know it sat empty a couple months",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: await pid(t, FOURPLEX), q: "Unit C rent" }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "what did Presidio Oak's 8% management fee come to last year? just the monthly fee, not renewals",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1), property: await pid(t, FOURPLEX), q: "management fee" }))],
  },
  {
    group: "expenses",
    query: "total property taxes we paid this year, all four counties",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: FOURPLEX_HVAC_YTD,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), property: await pid(t, FOURPLEX), q: "HVAC" }))],
  },
  {
    group: "expenses",
    query: "what did Eliseo's lawn company bill us last year, fourplex and boerne together?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "Bluebonnet Edge" }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the townhouse last year, incl that special assessment",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: await pid(t, TOWNHOUSE) }))],
  },
  {
    group: "expenses",
    query: "calculate utilities for the austin place last quarter - electric, water, internet",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], ...lastQuarter(t.today), property: await pid(t, TOWNHOUSE) }))],
  },
  {
    group: "expenses",
    query: "what did the new roof on the NB house cost us, all in?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:capital_improvement"], start: `${Y(t) - 2}-01-01`, end: t.today, property: await pid(t, HOUSE), q: "new roof" }))],
  },
  {
    group: "expenses",
    query: "how much intrest have we paid on the Frio River loan this yr",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: BOERNE_PURCHASE,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(BOERNE);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the depreciable basis on the Austin townhouse? does that include the furniture?",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(TOWNHOUSE)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building split on the fourplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(FOURPLEX);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "total basis on the new braunfels house, land plus building",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(HOUSE)).total_basis)],
  },
  {
    group: "properties",
    query: "which of our properties did we buy first, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0];
      if (!first) throw new Error("no properties");
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: WHITACRE_RENT,
    tool: "query_database",
    expect: async (t) => {
      const rent = await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, HOUSE)}`);
      if (!rent.description.includes("Whitacre")) throw new Error(`unexpected tenant: ${rent.description}`);
      return ["Whitacre", usd(rent.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much security deposit are we holding for the Whitacres? and the pet deposit?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?property_id=${await pid(t, HOUSE)}&tenant=Whitacre`);
      const pet = items.find((d) => /pet/i.test(d.notes ?? ""));
      const security = items.find((d) => /security/i.test(d.notes ?? ""));
      if (!pet || !security) throw new Error("the Whitacres' deposits are not recorded");
      return [usd(security.held), usd(pet.held)];
    },
  },
  {
    group: "tenants",
    query: "who's in unit C at the fourplex now",
    tool: "query_database",
    expect: async (t) => {
      const rent = await latest(t, `category=revenue:long_term_rental&property_id=${await pid(t, FOURPLEX)}&q=${encodeURIComponent("Unit C rent")}`);
      const name = /Unit C rent - (.+?),/.exec(rent.description)?.[1];
      if (!name) throw new Error(`no tenant in ${rent.description}`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "what's the dentist paying in base rent a month these days?",
    tool: "query_database",
    expect: async (t) => [usd((await latest(t, `property_id=${await pid(t, BOERNE)}&q=${encodeURIComponent("Suite 100 base rent")}`)).amount)],
  },
  {
    group: "tenants",
    query: "total of all the tenant deposits we're holding right now?",
    tool: "query_database",
    expect: async (t) => [usd((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Agarita Hollow's Texas SOS file number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<Company>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent and where are they located?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await t.get<Company>("/api/v1/company")).registered_agent;
      return [agent.name, (agent.address ?? "").split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 30 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (open.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set([longDate(open[0]!.due_date), longDate(open[open.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "when's the next texas franchise tax report due",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, `q=${encodeURIComponent("franchise tax report")}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when are the county property taxes due on our places?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, "obligation_type=property:tax"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when's the 1065 due?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t, `q=${encodeURIComponent("Form 1065")}`))[0]!.due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what documents do we have on file for the Boerne bldg?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${await pid(t, BOERNE)}`);
      if (!found.some((title) => title.includes("Sabinal Creek"))) throw new Error("the dental lease is not on file for Boerne");
      return ["Sabinal Creek"];
    },
  },
  {
    group: "documents",
    query: "list everything we've got on file for the fourplex",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${await pid(t, FOURPLEX)}`);
      const wanted = ["Presidio Oak", "Frio River"];
      for (const w of wanted) if (!found.some((title) => title.includes(w))) throw new Error(`no ${w} document for the fourplex`);
      return wanted;
    },
  },
  {
    group: "documents",
    query: "per the Presidio Oak agreement, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Presidio Oak Property Management agreement");
      return ["$500"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof in NB?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "roof replacement contract");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: MEMBERS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["Marisol Quintanilla", "Wade Brandenberger"];
    },
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "how many nights was the Cedar Elm townhouse booked in q1 this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(TOWNHOUSE);
      const q1 = quarter(Y(t), 1);
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${q1.start}&end_date=${q1.end}&property_id=${p.id}`);
      const row = report.properties.find((r) => r.property_id === p.id);
      if (!row || row.nights_booked === 0) throw new Error("no nights booked in Q1");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "stays",
    query: "who was staying at the townhouse in July?",
    tool: "query_database",
    expect: async (t) => {
      const july = lastJuly(t);
      const rows = await txs(t, `category=revenue:rental_income&property_id=${await pid(t, TOWNHOUSE)}&start_date=${july.start}&end_date=${july.end}`);
      const guests = [...new Set(rows.map((r) => guestOf(r.description)).filter((g): g is string => Boolean(g)))];
      if (guests.length === 0) throw new Error("no guest in July");
      return guests;
    },
  },
  {
    group: "stays",
    query: "how many new guests checked in at the austin townhouse last year?",
    tool: "query_database",
    // Each stay's departure cleaning fee is booked on its check-in day: one a stay.
    expect: async (t) => [String(await t.count({ categories: ["revenue:cleaning_fees"], ...year(Y(t) - 1), property: await pid(t, TOWNHOUSE) }))],
  },
  {
    group: "stays",
    query: "who's at the townhouse right now and when do they check out?",
    tool: "query_database",
    expect: async (t) => {
      const out = (await openAhead(t, `q=${encodeURIComponent("checks out of Cedar Elm Run")}`))[0]!;
      const guest = /^(.+?) checks out/.exec(out.description)?.[1];
      if (!guest) throw new Error(`no guest in ${out.description}`);
      const current = await latest(t, `category=revenue:rental_income&property_id=${await pid(t, TOWNHOUSE)}`);
      if (guestOf(current.description) !== guest) throw new Error(`the latest stay is not ${guest}'s: ${current.description}`);
      return [guest, longDate(out.due_date)];
    },
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "and the year before that?",
    after: FOURPLEX_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(Y(t) - 2), property: await pid(t, FOURPLEX) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was the land?",
    after: BOERNE_PURCHASE,
    tool: "query_database",
    expect: async (t) => [usd((await t.property(BOERNE)).land_basis)],
  },
  {
    group: "follow-up",
    query: "when's their lease up?",
    after: WHITACRE_RENT,
    tool: "query_database",
    expect: async (t) => {
      const renewal = (await openAhead(t, `q=${encodeURIComponent("Whitacre lease renewal")}`))[0]!;
      const ends = /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(renewal.description)?.[1];
      if (!ends) throw new Error(`no lease end in ${renewal.description}`);
      return [ends];
    },
  },
  {
    group: "follow-up",
    query: "what about all of last year?",
    after: FOURPLEX_HVAC_YTD,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...year(Y(t) - 1), property: await pid(t, FOURPLEX), q: "HVAC" }))],
  },
  {
    group: "follow-up",
    query: "and what % does each of them own?",
    after: MEMBERS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Company Agreement");
      return ["60%", "40%"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the fourplex worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we raise Unit C's rent to when Imani renews?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to hail in New Braunfels this week? worried about the new roof",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Lone Star Pool Service last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const n = await t.count({ start: `${Y(t) - 3}-01-01`, end: t.today, q: "Pool Service" });
      if (n !== 0) throw new Error(`${n} pool service transactions recorded`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "should we do a cost seg study on the Boerne building? would it actually save us on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much security deposit did Imani put down on Unit C?",
    tool: "query_database",
    unanswerable: true,
    // The fourplex tenants' deposits are held by the property manager in its trust account: no record of ours holds them.
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?tenant=Imani&include_settled=true`);
      if (items.length !== 0) throw new Error("Imani's deposit is recorded");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "can we legally evict Ruben if he's late again next month? what's the process in Texas",
    tool: "search_document_content",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are the Whitacres' credit scores?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are HELOC rates right now if we borrowed against the NB house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Wade end up paying in personal income tax on his K-1 last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
