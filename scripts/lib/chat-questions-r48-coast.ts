// Blind set r48-coast: questions an owner, bookkeeper or property manager of Mangrove Key Property Group LLC
// (scripts/lib/coast-company.ts) would type. Written blind, without reading the assistant's code, its tests,
// its docs or any other question set; figures, dates and names are read at run time from the REST API.
import { type Case, type Obligation, type Truth, RENTS, figure, longDate, month, quarter, year, thisYear, lastMonth, lastQuarter, guestsOf, nightsBooked, titles, obligations } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const HERON = "Heron Roost";
const DUPLEX = "Palmetto Hammock";
const CONDO = "Gulf Boulevard";
const CAFE = "Manatee Avenue";

/** A sum that must not be empty. */
async function nz(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const s = await t.sum(filter);
  if (Number(s) === 0) throw new Error(`empty sum ${JSON.stringify(filter)}`);
  return figure(s);
}

/** The current calendar month up to today. */
const thisMonth = (t: Truth) => ({ start: `${t.today.slice(0, 7)}-01`, end: t.today });

const unwrap = <T>(body: unknown): T => ((body as { data?: T }).data ?? body) as T;

async function company(t: Truth): Promise<Record<string, unknown>> {
  return unwrap<Record<string, unknown>>(await t.get<unknown>("/api/v1/company"));
}

/** The next open obligation, due today or later, whose description holds `word`. */
async function nextDue(t: Truth, word: string): Promise<Obligation> {
  const { items } = await obligations(t, "");
  const hit = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.description.toLowerCase().includes(word.toLowerCase()))
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!hit) throw new Error(`no open obligation for ${word}`);
  return hit;
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The fee written in the annual report's description ("$138.75 fee"). */
async function annualReportFee(t: Truth): Promise<string[]> {
  const o = await nextDue(t, "annual report");
  const fee = /\$([\d,]+\.\d{2}) fee/.exec(o.description)?.[1];
  if (!fee) throw new Error(`no fee in ${o.description}`);
  return [fee];
}

async function depreciable(t: Truth, fragment: string): Promise<string[]> {
  return [figure((await t.property(fragment)).depreciable_basis)];
}

async function docOnFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${fragment} document on file`);
}

const vrboLastYear = "How much did the pool house bring in from Vrbo last year?";
const hoaLastYear = "What did we pay in monthly HOA fees for the beach condo last year?";
const duplexExpensesLastMonth = "What were total expenses at the duplex last month?";
const heronJulyGuests = "Who stayed at Heron Roost in July last year?";
const annualReportDue = "When is the Florida annual report for the LLC due?";
const roofRepair = "How much did the roof leak repair over Suite B cost us?";
const duplexDepreciable = "What's the depreciable basis of the Bradenton duplex?";
const desmondLastYear = "How much rent did Desmond pay us last year?";

export const R48_COAST_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much base rent did Saltmarsh pay us last yr?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["revenue:long_term_rental"], property: await pid(t, CAFE), ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "What was our gross rental income for all four properties last year? Just the rent itself, not cleaning fees or the taxes we collect from guests.",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: RENTS, ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "pull up the vrbo income for the pool house ytd",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["revenue:rental_income"], property: await pid(t, HERON), ...thisYear(t) })],
  },
  {
    group: "income",
    query: "Total revenue for q3 last year, all properties, everything that came in",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "revenue", ...quarter(Y(t) - 1, 3) })],
  },
  {
    group: "income",
    query: "Can you calculate the rent we got from the Bradenton duplex last month? Both units together.",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: RENTS, property: await pid(t, DUPLEX), ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "How much has Coquina 704 earned from Furnished Finder stays so far this year? Leave out the direct bookings please",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["revenue:rental_income"], property: await pid(t, CONDO), q: "Furnished Finder", ...thisYear(t) })],
  },
  {
    group: "income",
    query: "what was our rental income in Octobr of last year across the whole portfolio?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: RENTS, ...month(Y(t) - 1, 10) })],
  },
  {
    group: "income",
    query: "how much has lucinda paid in rent this year",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["revenue:long_term_rental"], property: await pid(t, DUPLEX), q: "Lucinda Farraday", ...thisYear(t) })],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Salt & Linen so far this year? Both places they clean",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "expense", q: "Salt & Linen", ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "total insurance premiums we paid last year, whole company",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:insurance"], ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "what was the electric bill at the Englewood house last month?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:utilities:electricity"], property: await pid(t, HERON), ...lastMonth(t.today) })],
  },
  {
    group: "expenses",
    query: "give me the property tax we paid on the duplex last yr",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:property_tax"], property: await pid(t, DUPLEX), ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "Regular monthly HOA fees on the beach condo ytd? Not counting the special assessment.",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:hoa_fees"], property: await pid(t, CONDO), ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "What did repairs cost us at Heron Roost last year?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:maintenance:repairs"], property: await pid(t, HERON), ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "How much did Sabal Palm bill us in Q2 this year, across all the properties?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "expense", q: "Sabal Palm", ...quarter(Y(t), 2) })],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "What did the Palmetto Hammock duplex net last year, income minus expenses?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "net", property: await pid(t, DUPLEX), ...year(Y(t) - 1) })],
  },
  {
    group: "net",
    query: "net profit on the café building so far this year?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "net", property: await pid(t, CAFE), ...thisYear(t) })],
  },
  {
    group: "net",
    query: "How did the Bradenton duplex do last quarter after all its expenses? Need the net number",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "net", property: await pid(t, DUPLEX), ...lastQuarter(t.today) })],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many vrbo bookings did we get in july last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, HERON), ...month(Y(t) - 1, 7) });
      if (n === 0) throw new Error("no July bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the pool house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, HERON, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Heron Roost booked in March this year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, HERON, month(Y(t), 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the duplex right now and what's each of them paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = unwrap<{ extra_metadata: { units: { tenant: string; monthly_rent: string }[] } }>(await t.get<unknown>(`/api/v1/properties/${await pid(t, DUPLEX)}`));
      const units = p.extra_metadata?.units ?? [];
      if (units.length === 0) throw new Error("no duplex units");
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who's leasing suite B over on Manatee Ave, and what's their base rent at the moment?",
    tool: "query_database",
    expect: async (t) => ["Saltmarsh", await nz(t, { categories: ["revenue:long_term_rental"], property: await pid(t, CAFE), ...thisMonth(t) })],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who checked into the Indian Rocks condo this year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, CONDO, thisYear(t)),
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the pool house?",
    tool: "query_database",
    expect: async (t) => depreciable(t, HERON),
  },
  {
    group: "basis",
    query: "furniture basis for unit 704?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CONDO)).ffe_basis)],
  },
  {
    group: "basis",
    query: "How was the duplex purchase split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(DUPLEX);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the café building and when did we close on it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CAFE);
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Sunbiz document number for Mangrove Key?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "Who's our registered agent, and where are they located?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      const ra = c.registered_agent as { name?: string; address?: string } | string | undefined;
      const name = typeof ra === "string" ? ra : (ra?.name ?? String(c.registered_agent_name ?? ""));
      if (!name) throw new Error("no registered agent");
      const address = typeof ra === "object" ? ra?.address : undefined;
      const street = address ? /^[^,]+/.exec(address)?.[0] : undefined;
      return street ? [name, street] : [name];
    },
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything we need to pay or file in the next 2 weeks?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const end = plusDays(t.today, 14);
      const due = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 14 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the sunbiz annual report due and what's the fee",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "annual report")).due_date), ...(await annualReportFee(t))],
  },
  {
    group: "deadlines",
    query: "When does the windstorm policy on Heron Roost come up for renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "windstorm")).due_date)],
  },
  {
    group: "deadlines",
    query: "by when do I have to decide on Lucinda's lease renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Lucinda Farraday")).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment, what date is it?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "estimated tax")).due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "what's the hurricane deductible on the pool house wind policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "insurance:policy", "windstorm");
      return ["7,900"];
    },
  },
  {
    group: "documents",
    query: "Per the Saltmarsh lease, what's the late charge if their rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "other", "Saltmarsh");
      return ["5%"];
    },
  },
  {
    group: "documents",
    query: "According to our agreement with Aquamarine, how much do they charge for each weekly pool visit?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "other", "Aquamarine");
      return ["38.00"];
    },
  },
  {
    group: "documents",
    query: "can Lucinda keep a dog under her lease? is there a size limit",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "other", "Farraday");
      return ["35 pounds"];
    },
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "and so far this year?",
    after: vrboLastYear,
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["revenue:rental_income"], property: await pid(t, HERON), ...thisYear(t) })],
  },
  {
    group: "follow-up",
    query: "what is it per month now?",
    after: hoaLastYear,
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:hoa_fees"], property: await pid(t, CONDO), ...thisMonth(t) })],
  },
  {
    group: "follow-up",
    query: "what about the café building?",
    after: duplexExpensesLastMonth,
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "expense", property: await pid(t, CAFE), ...lastMonth(t.today) })],
  },
  {
    group: "follow-up",
    query: "how many nights was that altogether?",
    after: heronJulyGuests,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, HERON, month(Y(t) - 1, 7)))],
  },
  {
    group: "follow-up",
    query: "how much is the fee?",
    after: annualReportDue,
    tool: "query_database",
    expect: annualReportFee,
  },
  {
    group: "follow-up",
    query: "who was the vendor?",
    after: roofRepair,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(
        `/api/v1/transactions?category=expense:maintenance:repairs&property_id=${await pid(t, CAFE)}&start_date=2000-01-01&end_date=${t.today}&page_size=200`,
      );
      const roof = items.filter((tx) => /roof/i.test(tx.description));
      if (roof.length !== 1) throw new Error(`${roof.length} roof repairs`);
      return [roof[0]!.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    query: "and the beach condo?",
    after: duplexDepreciable,
    tool: "query_database",
    expect: async (t) => depreciable(t, CONDO),
  },
  {
    group: "follow-up",
    query: "and Lucinda?",
    after: desmondLastYear,
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["revenue:long_term_rental"], property: await pid(t, DUPLEX), q: "Lucinda Farraday", ...year(Y(t) - 1) })],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What's the pool house worth on today's market, roughly?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much principal is still left on the Tidewater mortgage for Heron Roost?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What interest rate are we paying on the Barrier Island commercial loan for the café building?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Can you project what the Vrbo house will bring in next summer?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Should we sell the duplex or do a cash-out refi on it? What would you recommend", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much rent did the Sanibel cottage bring in last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what was Mangrove Key's total rental income back in 2021?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "I need Lucinda Farraday's date of birth and social security number for a form, can you pull those up?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much did Pelican Pass Holdings LLC pay in property tax on their Venice condo last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What's Teodora Marchetti's personal credit score? She guaranteed the café lease", expect: async () => [] },
];
