// Blind set r58-spec: 60 questions about the Tennessee LLC (scripts/lib/spec-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list), and every relative period ("last yr", "ytd", "last quarter") is computed from the run's today. A figure or name quoted from a document is used only after the document is found on file.
// Persona: a member getting ready for the LLC's annual meeting: the year at a glance, comparisons
// (cabin vs cottage, this year vs last, the best month), the typical questions in her own words, and
// what is coming due.
import Decimal from "decimal.js";
import { type Case, figure, guestsOf, lastMonth, lastQuarter, longDate, month, MONTHS, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

/** This year, as a number, from the run's today. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** "$1,234.56" */
const usd = (amount: string | Decimal) => `$${figure(amount)}`;
/** From the first stored record through today. */
const allTime = (t: Truth) => ({ start: `${Y(t) - 10}-01-01`, end: t.today });

const COTTAGE = "Lockeland";
const CABIN = "Laurel Bluff";
const CONDO = "Tremont";

/** The street part of a property's address ("1814 Lockeland Drive"). */
const street = async (t: Truth, fragment: string) => (await t.property(fragment)).address.split(",")[0]!;

/** A sum that must not be zero (a question about nothing would test nothing). */
async function some(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const total = await t.sum(filter);
  if (new Decimal(total).isZero()) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return total;
}

/** The document whose title holds `fragment` must be on file before its text is quoted. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(fragment)}`);
  if (items.length === 0) throw new Error(`no document "${fragment}" on file`);
}

/** The next open deadline whose description holds `q`, due today or later. */
async function nextDue(t: Truth, q: string): Promise<string> {
  const next = await nextOpen(t, `start_date=${t.today}&q=${encodeURIComponent(q)}`);
  if (!next) throw new Error(`no open deadline "${q}"`);
  return longDate(next.due_date);
}

/** Rent of the condo in one period: the tenant's rent entries. */
const condoRent = async (t: Truth, period: { start: string; end: string }) => some(t, { categories: ["revenue:long_term_rental"], ...period, property: (await t.property(CONDO)).id });

/** The condo's tenant as the rent entries name him ("Rent - Wendell Akers - October 2026"). */
async function tenant(t: Truth): Promise<string> {
  const p = await t.property(CONDO);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${p.id}&page_size=1`);
  const name = /^Rent - (.+?) - /.exec(items[0]?.description ?? "")?.[1];
  if (!name) throw new Error("no tenant named in the condo's rent");
  return name;
}

/** Checks the records hold nothing matching a description, so the question stays unanswerable. */
async function none(t: Truth, q: string): Promise<string[]> {
  const n = await t.count({ ...allTime(t), q });
  if (n !== 0) throw new Error(`"${q}" is recorded ${n} times`);
  return [];
}

const YTD_RENT = "ytd rent income for Holloway Creek?";
const COTTAGE_DEPRECIABLE = "what's the depreciable basis on the Lockeland cottage?";
const CONDO_RENT_NOW = "How much is Wendell paying a month right now?";
const CABIN_JULY = "how many bookings did the cabin have in July last yr?";
const ANNUAL_REPORT = "When is the Tennessee annual report due this time around?";

export const R58_SPEC_CASES: Case[] = [
  // ---- Income by period, property and source (10)
  {
    group: "income",
    query: "Can you pull up our gross rental income for last year? All three properties together.",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: YTD_RENT,
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the cabin bring in last quarter",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: RENTS, ...lastQuarter(t.today), property: (await t.property(CABIN)).id }))],
  },
  {
    group: "income",
    query: "How much did the Lockeland cottage make in March of last year?",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: RENTS, ...month(Y(t) - 1, 3), property: (await t.property(COTTAGE)).id }))],
  },
  {
    group: "income",
    query: "For my annual meeting notes - which month last year was the best one for the Gatlinburg cabin, and what did it gross that month?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await t.property(CABIN)).id;
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: RENTS, ...month(Y(t) - 1, i + 1), property: id })));
      const best = sums.reduce((b, s, i) => (new Decimal(s).gt(sums[b]!) ? i : b), 0);
      if (sums.filter((s) => new Decimal(s).eq(sums[best]!)).length > 1) throw new Error("two best months");
      return [MONTHS[best]!, usd(sums[best]!)];
    },
  },
  {
    group: "income",
    query: "cabin vs cottage this year -- which one is bringing in more rent so far?",
    tool: "query_database",
    expect: async (t) => [
      usd(await some(t, { categories: RENTS, ...thisYear(t), property: (await t.property(CABIN)).id })),
      usd(await some(t, { categories: RENTS, ...thisYear(t), property: (await t.property(COTTAGE)).id })),
    ],
  },
  {
    group: "income",
    query: "How much rent has Wendell paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await condoRent(t, thisYear(t)))],
  },
  {
    group: "income",
    query: "Total income last year, and I mean everything: rent, bookings, the late fee, that Airbnb resolution payout",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much did we take in during q4 last yr, all properties? just rent please",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: RENTS, ...quarter(Y(t) - 1, 4) }))],
  },
  {
    group: "income",
    query: "At the cabin last year, how much of the booking income came through VRBO versus Airbnb?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await t.property(CABIN)).id;
      return [
        usd(await some(t, { categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: id, q: "VRBO reservation" })),
        usd(await some(t, { categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: id, q: "Airbnb reservation" })),
      ];
    },
  },

  // ---- Expenses by vendor, category, property and period (9)
  {
    group: "expenses",
    query: "What did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { type: "expense", ...year(Y(t) - 1), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "utilities at the cabin ytd? electric, propane, water, internet, all of it",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: ["expense:utilities"], ...thisYear(t), property: (await t.property(CABIN)).id }))],
  },
  {
    group: "expenses",
    query: "How much mortgage interest did we pay last yr across all three mortgages?",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Calculate the property taxes we paid last year, all three counties combined",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Everything we paid Smoky Ridge last year - co-host fees plus the cleanings",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { type: "expense", ...year(Y(t) - 1), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "What were our total expenses last month?",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much did that new hot tub at the cabin set us back?",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { type: "expense", ...allTime(t), property: (await t.property(CABIN)).id, q: "hot tub" }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the Tremont condo for last year?",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: ["expense:hoa_fees"], ...year(Y(t) - 1), property: (await t.property(CONDO)).id }))],
  },
  {
    group: "expenses",
    query: "can you tell me how much Airbnb and VRBO have taken in fees so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },

  // ---- Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: "When did we buy the cabin, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: COTTAGE_DEPRECIABLE,
    tool: "query_database",
    expect: async (t) => [usd((await t.property(COTTAGE)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "What's our total basis in the Chattanooga condo, land and building together? And remind me of the exact address",
    tool: "query_database",
    expect: async (t) => [usd((await t.property(CONDO)).total_basis), await street(t, CONDO)],
  },
  {
    group: "properties",
    query: "land vs building split on the Gatlinburg place please",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "Which of our properties did we buy first, and when was that?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50");
      const first = [...items].sort((a, b) => a.acquisition_date.localeCompare(b.acquisition_date))[0]!;
      return [first.address.split(",")[0]!, longDate(first.acquisition_date)];
    },
  },

  // ---- The tenant, rent, manager (4)
  {
    group: "tenants",
    query: "who's the tenant in the Tremont condo these days?",
    tool: "query_database",
    expect: async (t) => [await tenant(t)],
  },
  {
    group: "tenants",
    query: CONDO_RENT_NOW,
    tool: "query_database",
    expect: async (t) => [usd(await condoRent(t, lastMonth(t.today)))],
  },
  {
    group: "tenants",
    query: "Who manages the condo for us, and what percent of the rent do they keep?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      const period = lastMonth(t.today);
      const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?category=expense:property_management&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=5`);
      const fee = items[0];
      if (!fee) throw new Error("no management fee last month");
      const manager = fee.description.split(" - ")[0]!;
      const pct = new Decimal(fee.amount).div(await condoRent(t, period)).times(100);
      return [manager, `${pct.toDecimalPlaces(1).toString()}%`];
    },
  },
  {
    group: "tenants",
    query: "Has Wendell ever been charged a late fee? how much was it",
    tool: "query_database",
    expect: async (t) => [usd(await some(t, { categories: ["revenue:late_fees"], ...allTime(t), property: (await t.property(CONDO)).id }))],
  },

  // ---- The company (4)
  {
    group: "company",
    query: "Who are the members of Holloway Creek Stays LLC and how much does each of us own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Maren Holloway", "Tobin Achebe", "Celeste Varga"];
    },
  },
  {
    group: "company",
    query: "what's our EIN again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "I need the LLC's state ID number - the Tennessee SOS control number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed, and who do we have as registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // ---- Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's the next thing coming due for the company?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days I should know about before the meeting?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "1065")],
  },
  {
    group: "deadlines",
    query: "When does the Metro STRP permit for the Nashville cottage need to be renewed?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "STRP permit")],
  },
  {
    group: "deadlines",
    query: ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "annual report")],
  },

  // ---- Documents: what they say, which are on file (5)
  {
    group: "documents",
    query: "Under our agreement with Smoky Ridge, what percentage do they get as co-host?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Co-Hosting and Cleaning Agreement");
      return ["18%"];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Blue Ridge Shield declarations");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "how many guests does the Nashville STRP permit let us have at once?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "STRP permit");
      return ["8"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file for the Gatlinburg cabin?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property(CABIN)).id}`),
  },
  {
    group: "documents",
    query: "Do we have our formation documents on file? articles, operating agreement",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- Stays at the short-term rentals (3)
  {
    group: "stays",
    query: CABIN_JULY,
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: (await t.property(CABIN)).id });
      if (n === 0) throw new Error("no bookings");
      return [String(n)];
    },
  },
  {
    group: "stays",
    query: "Reservations and guests at the cottage last month?",
    tool: "query_database",
    expect: async (t) => {
      const period = lastMonth(t.today);
      const n = await t.count({ categories: ["revenue:rental_income"], ...period, property: (await t.property(COTTAGE)).id });
      if (n === 0) throw new Error("no bookings");
      return [String(n), ...(await guestsOf(t, COTTAGE, period))];
    },
  },
  {
    group: "stays",
    query: "How many nights was the cottage booked in October of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, COTTAGE, month(Y(t) - 1, 10)))],
  },

  // ---- Follow-ups (5)
  {
    group: "follow-ups",
    query: "how does that stack up against all of last year?",
    tool: "query_database",
    after: YTD_RENT,
    expect: async (t) => [usd(await some(t, { categories: RENTS, ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-ups",
    query: "and the cabin?",
    tool: "query_database",
    after: COTTAGE_DEPRECIABLE,
    expect: async (t) => [usd((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "follow-ups",
    query: "what was he paying before the increase?",
    tool: "query_database",
    after: CONDO_RENT_NOW,
    expect: async (t) => {
      const before = await condoRent(t, month(Y(t) - 1, 1));
      if (new Decimal(before).eq(await condoRent(t, lastMonth(t.today)))) throw new Error("no rent increase");
      return [usd(before)];
    },
  },
  {
    group: "follow-ups",
    query: "who were the guests?",
    tool: "query_database",
    after: CABIN_JULY,
    expect: async (t) => guestsOf(t, CABIN, month(Y(t) - 1, 7)),
  },
  {
    group: "follow-ups",
    query: "ok and what did we pay for it last time?",
    tool: "query_database",
    after: ANNUAL_REPORT,
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent("annual report fee")}&transaction_type=EXPENSE&end_date=${t.today}&sort=-transaction_date&page_size=1`);
      if (!items[0]) throw new Error("annual report fee never paid");
      return [usd(items[0].amount)];
    },
  },

  // ---- What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What's the cabin worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much do we still owe Truist on the cabin mortgage right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => none(t, "principal"),
  },
  {
    group: "unanswerable",
    query: "is it supposed to snow in Gatlinburg this weekend? worried about guests getting up the hill",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we raise Wendell's rent to when his lease comes up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we elect to be taxed as an S corp instead of a partnership? would that save us money",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Roto-Rooter last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => none(t, "Roto-Rooter"),
  },
  {
    group: "unanswerable",
    query: "How big a security deposit are we holding for Wendell?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { total } = await t.get<{ total: number }>("/api/v1/deposits?include_settled=true");
      if (total !== 0) throw new Error("a deposit is on record");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "When does Wendell's lease end?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=50&q=lease");
      if (items.length !== 0) throw new Error("a lease is on file");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what's the balance in the Pinnacle company checking account today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did the new roof on the cottage cost us?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => none(t, "roof"),
  },
];
