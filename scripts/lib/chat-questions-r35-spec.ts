// Round 35, spec company (Holloway Creek Stays LLC, Tennessee): a blind set written without reading the
// assistant's code, its tests, its docs or any other question set. Questions are phrased the way an owner
// or bookkeeper would type them; every expected figure, date and name is read at run time from the REST API.
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const none = async () => [] as string[];
const Y = (t: Truth) => Number(t.today.slice(0, 4));

/** The company profile, whatever envelope the route wraps it in. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  const inner = (body.profile ?? body.data ?? body) as Record<string, unknown>;
  return inner;
}
async function companyField(t: Truth, field: string): Promise<string> {
  const value = (await company(t))[field];
  if (typeof value !== "string" || value === "") throw new Error(`company has no ${field}`);
  return value;
}

/** Open obligations from today on, earliest first, optionally narrowed by a description pattern and a property. */
async function open(t: Truth, pattern?: RegExp, fragment?: string): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const pid = fragment ? (await t.property(fragment)).id : undefined;
  const list = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today)
    .filter((o) => (pattern ? pattern.test(o.description) : true))
    .filter((o) => (pid ? o.property_id === pid : true))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (list.length === 0) throw new Error(`no open obligation for ${pattern ?? "any"}`);
  return list;
}
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Record<string, string> };
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
}

async function docOnFile(t: Truth, query: string, titlePart: string): Promise<void> {
  const list = await titles(t, query);
  if (!list.some((title) => title.toLowerCase().includes(titlePart.toLowerCase()))) throw new Error(`no document "${titlePart}" on file`);
}

const Q_RENT_COTTAGE = "how much rental income did the cottage bring in last year?";
const Q_CABIN_EXP = "What were the cabin's total expenses for 2025?";
const Q_CABIN_BOOKINGS_JUL = "how many bookings did the Laurel Bluff cabin get in July 2025";
const Q_GATLINBURG_LICENSE = "when's the Gatlinburg short term rental business license due for renewal?";
const Q_HOT_TUB = "how much did we spend on the new hot tub at the cabin?";
const Q_WENDELL_Q2 = "what was Wendell's rent total for Q2 2026";
const Q_ELECTRIC_COTTAGE = "pull up the electric bill for Lockeland last month";
const Q_PRICE_LOCKELAND = "what did we pay for the Lockeland Dr house?";

export const R35_SPEC_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much did the cabin gross in rental income last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Laurel Bluff")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Total revenue ytd for Holloway Creek Stays?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the Nashville cottage take in from bookings this March",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Lockeland")).id, ...month(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "rent collected from the Chattanooga unit last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: (await t.property("Tremont")).id, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "How much booking income came in through VRBO in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Wendell Akers", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "calculate airbnb income for the Gatlinburg cabin in q2 2026 pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Laurel Bluff")).id, q: "Airbnb", ...quarter(2026, 2) }))],
  },
  {
    group: "income",
    query: "give me gross rental income across all three properties for last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay Smoky Ridge altogether in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did utilities run us last year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "total expenses on the Lockeland cottage for Q3 of this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property("Lockeland")).id, ...quarter(Y(t), 3) }))],
  },
  {
    group: "expenses",
    query: "what have the Music City Maids cleanings cost us ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Property tax we paid on the Tremont condo in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: (await t.property("Tremont")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what have insurance premiums cost the LLC this year, in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did airbnb + vrbo take in host fees last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastMonth(t.today) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "what was the cabin's net income for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Laurel Bluff")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "net",
    query: "Where are we on overall profit so far this year, income minus all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "net on the condo for september 2026?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Tremont")).id, ...month(2026, 9) }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cottage have in August 2026?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Lockeland")).id, ...month(2026, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the Gatlinburg place booked in July of 2025",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", month(2025, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont unit and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Tremont");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant or rent on Tremont");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "can you pull up the guest list for Lockeland for September 2026",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(2026, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "total number of bookings between the cottage and the cabin last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) }))],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the Lockeland cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Total basis for the Gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).total_basis)],
  },
  {
    group: "basis",
    query: "how much of the condo's cost was allocated to land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).land_basis)],
  },
  {
    group: "basis",
    query: "whats the furniture basis (FF&E) on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's the EIN for Holloway Creek?",
    tool: "query_database",
    expect: async (t) => [await companyField(t, "ein")],
  },
  {
    group: "company",
    query: "Can you give me our Tennessee SOS control number?",
    tool: "query_database",
    expect: async (t) => [await companyField(t, "state_filing_number")],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(await companyField(t, "formation_date"))],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string | undefined;
      const name = typeof agent === "string" ? agent : agent?.name;
      if (!name) throw new Error("no registered agent");
      return [name];
    },
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = plusDays(t.today, 60);
      const due = (await open(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due within 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the TN annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await open(t, /annual report/i))[0]!;
      const fee = /\$(\d[\d,]*) minimum/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when does the insurance on the cabin renew next?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, /renewal/i, "Laurel Bluff")).filter((o) => o.obligation_type === "property:insurance")[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065 partnership return?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, /1065/))[0]!.due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "what's the all perils deductible on the Blue Ridge Shield policy for the cabin?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "doc_type=insurance:policy", "Blue Ridge Shield");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "under our co-host agreement, how much can Smoky Ridge spend on a repair without asking Maren first?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "", "Co-Hosting and Cleaning Agreement");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "HOA rules at Laurel Bluff - what's the fine if guests leave trash bags outside?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "", "Owners Association rental rules");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement what percentage does Tobin own?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "doc_type=formation:operating_agreement", "Operating Agreement");
      return ["30%"];
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: Q_RENT_COTTAGE,
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Lockeland")).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: Q_CABIN_EXP,
    query: "what about the condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: (await t.property("Tremont")).id, ...year(2025) }))],
  },
  {
    group: "follow-up",
    after: Q_CABIN_BOOKINGS_JUL,
    query: "how much did those bring in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Laurel Bluff")).id, ...month(2025, 7) }))],
  },
  {
    group: "follow-up",
    after: Q_GATLINBURG_LICENSE,
    query: "how much did we pay for it this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:licenses_permits"], property: (await t.property("Laurel Bluff")).id, q: "Gatlinburg", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: Q_HOT_TUB,
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:capital_improvement&q=${encodeURIComponent("hot tub")}&page_size=200`);
      const vendor = items[0]?.description.split(" - ")[0]?.split(" & ")[0];
      if (!vendor) throw new Error("no hot tub purchase");
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: Q_WENDELL_Q2,
    query: "and q1?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Wendell Akers", ...quarter(2026, 1) }))],
  },
  {
    group: "follow-up",
    after: Q_ELECTRIC_COTTAGE,
    query: "and the cabin's?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property("Laurel Bluff")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    after: Q_PRICE_LOCKELAND,
    query: "when did we close on it?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Lockeland")).acquisition_date)],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "what would the cottage sell for in today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you forecast the cabin's booking income for next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we sell the Tremont condo or keep renting it out? what do you recommend", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did the Murfreesboro duplex bring in last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what did the cottage make in 2023?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats the remaining principal on the Truist mortgage for the cabin", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What interest rate is FirstBank charging us on the condo loan?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's Wendell Akers' social security number and date of birth?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "pull up last year's income for Cedar Fork Rentals LLC, Maren's other company", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much will Sevier County raise our property taxes next year?", tool: "query_database", unanswerable: true, expect: none },
];

