// Blind set r48b-lakes: 60 questions about the Wisconsin LLC of scripts/lib/lakes-company.ts (Tamarack Ridge
// Holdings LLC: the Hollister Avenue apartments in Eau Claire, the Bridgewater Court house in Chippewa Falls,
// the Loon Song cabin in Conover and the Colfax farmland), written without reading the assistant's code, its
// tests, its docs or any other question set. Periods are relative to the day the set runs; every figure,
// date and name is read from the REST API at run time, and a figure quoted from a document is read from the
// document's text in the company file (and checked to be on file through the API).
import { lakesDocuments } from "./lakes-company";
import { figure, lastMonth, lastQuarter, longDate, month, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const money = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => [figure(await t.sum(filter))];

const HOLLISTER = "Hollister";
const HOUSE = "Bridgewater";
const CABIN = "Loon Song";
const FARM = "County Road Q";

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}

async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return [...items].sort((a, b) => a.transaction_date.localeCompare(b.transaction_date));
}

/** The guests of the cabin's stays checking in within a period ("Airbnb HM.. / Guest Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const items = await txs(t, `category=revenue:rental_income&property_id=${await idOf(t, CABIN)}&start_date=${period.start}&end_date=${period.end}`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

async function companyRecord(t: Truth): Promise<Record<string, unknown>> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return ((body.data as Record<string, unknown> | undefined) ?? body) as Record<string, unknown>;
}

async function companyField(t: Truth, field: string): Promise<string> {
  const value = (await companyRecord(t))[field];
  if (typeof value !== "string" || !value) throw new Error(`company has no ${field}`);
  return value;
}

/** Open deadlines from today on, soonest first. */
async function openDeadlines(t: Truth) {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}

async function nextDue(t: Truth, ...fragments: string[]) {
  const found = (await openDeadlines(t)).find((o) => fragments.every((f) => o.description.toLowerCase().includes(f.toLowerCase())));
  if (!found) throw new Error(`no open deadline matching ${fragments.join(" + ")}`);
  return found;
}

const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Throws unless a document whose title holds `fragment` is on file. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

/** A phrase of a document's text, as the company file writes it. */
async function quote(t: Truth, titleFragment: string, filename: string, pattern: RegExp): Promise<string> {
  await onFile(t, titleFragment);
  const doc = lakesDocuments(t.today).find((d) => d.filename === filename);
  const match = doc ? pattern.exec(doc.body) : null;
  if (!match?.[1]) throw new Error(`${filename}: no match for ${pattern}`);
  return match[1];
}

const tenantsOfHollister = async (t: Truth) => {
  const p = (await t.property(HOLLISTER)) as unknown as { extra_metadata?: { units?: { tenant: string }[] } };
  const units = p.extra_metadata?.units ?? [];
  if (units.length === 0) throw new Error("no units on the Hollister record");
  return units.map((u) => u.tenant.split(" ").at(-1)!);
};

const none = async () => [];

export const R48B_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "cabin booking revenue q3 last yr?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], property: await idOf(t, CABIN), ...quarter(thisYr(t) - 1, 3) }),
  },
  {
    group: "income",
    query: "Can you pull up the gross rents we collected at the Hollister Ave apartments last year? Just the rent from the 6 units, not laundry or the water bill-back.",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:long_term_rental"], property: await idOf(t, HOLLISTER), ...lastYr(t) }),
  },
  {
    group: "income",
    query: "What did Loon Song take in from guest stays last month?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], property: await idOf(t, CABIN), ...lastMonth(t.today) }),
  },
  {
    group: "income",
    query: "how much cash rent did we get off the Colfax farmland last year",
    tool: "query_database",
    expect: async (t) => money(t, { type: "revenue", property: await idOf(t, FARM), ...lastYr(t) }),
  },
  {
    group: "income",
    query: "ytd revenue from direct bookings at the cabin (the returning guests who pay us by check, not airbnb) - booking amounts only, leave out the sales/room tax we collected",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:rental_income"], property: await idOf(t, CABIN), q: "Direct booking", ...thisYear(t) }),
  },
  {
    group: "income",
    query: "How much rent has Harold paid us so far this year for Apt 6?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:long_term_rental"], q: "Kittleson", ...thisYear(t) }),
  },
  {
    group: "income",
    query: "what did the coin laundry at Hollister bring in last yr",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:other"], property: await idOf(t, HOLLISTER), q: "Laundry", ...lastYr(t) }),
  },
  {
    group: "income",
    query: "Total housing assistance payments the Chippewa Valley Housing Authority sent us for Tamika Rowe's apartment last year, please (the HAP portion only).",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:long_term_rental"], q: "Housing Authority", ...lastYr(t) }),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Valley Pro Plumbing & Heating last year, all properties combined?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", q: "Valley Pro", ...lastYr(t) }),
  },
  {
    group: "expenses",
    query: "calculate total property taxes paid across all four properties last year",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:property_tax"], ...lastYr(t) }),
  },
  {
    group: "expenses",
    query: "what have we spent on the farm ground in Colfax this year? all expenses",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", property: await idOf(t, FARM), ...thisYear(t) }),
  },
  {
    group: "expenses",
    query: "Everything we paid Rindahl for plowing and roof raking at the cabin last year?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", q: "Rindahl", ...lastYr(t) }),
  },
  {
    group: "expenses",
    query: "red cedar mgmt fees ytd",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:property_management"], ...thisYear(t) }),
  },
  {
    group: "expenses",
    query: "How much did propane for the Conover cabin cost us last year, deliveries plus the tank lease?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:utilities:gas"], property: await idOf(t, CABIN), ...lastYr(t) }),
  },
  {
    group: "expenses",
    query: "Give me our total insurance premiums for last year - every policy, including the umbrella and the farm liability.",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:insurance"], ...lastYr(t) }),
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was net income on the Chippewa Falls house last year (income minus expenses)?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", property: await idOf(t, HOUSE), ...lastYr(t) }),
  },
  {
    group: "net",
    query: "did the cabin make money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", property: await idOf(t, CABIN), ...lastQuarter(t.today) }),
  },
  {
    group: "net",
    query: "Tamarack Ridge net profit year to date, all properties and company overhead together",
    tool: "query_database",
    expect: async (t) => money(t, { type: "net", ...thisYear(t) }),
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the lake cabin have in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await idOf(t, CABIN), ...month(thisYr(t) - 1, 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed up at the cabin last month?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Loon Song Cabin booked in total last year?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=revenue:rental_income&property_id=${await idOf(t, CABIN)}&start_date=${lastYr(t).start}&end_date=${lastYr(t).end}`);
      const nights = items.reduce((n, tx) => n + Number(/\/\s*(\d+) nights?/.exec(tx.description)?.[1] ?? 0), 0);
      if (nights === 0) throw new Error("no nights last year");
      return [String(nights)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "List the current tenants in the Hollister building, unit by unit",
    tool: "query_database",
    expect: tenantsOfHollister,
  },
  {
    group: "bookings-or-tenants",
    query: "what's Mai Nou paying for Apt 2 these days?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Mai Nou Vang")}&start_date=${year(thisYr(t) - 1).start}&end_date=${t.today}`);
      const latest = items.at(-1);
      if (!latest) throw new Error("no rent from Mai Nou Vang");
      return [figure(latest.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many direct (non-Airbnb) bookings has the cabin had this year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await idOf(t, CABIN), q: "Direct booking", ...thisYear(t) });
      if (n === 0) throw new Error("no direct bookings this year");
      return [String(n)];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on the cabin in Conover?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "land basis for 1418 Hollister?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(HOLLISTER)).land_basis)],
  },
  {
    group: "basis",
    query: "Remind me what we paid for the Colfax farmland when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(FARM)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "What is our total basis in the Bridgewater Ct. house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(HOUSE)).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "I need Tamarack Ridge's EIN for a W-9, what is it?",
    tool: "query_database",
    expect: async (t) => [await companyField(t, "ein")],
  },
  {
    group: "company",
    query: "whats our entity ID number with the Wisconsin DFI",
    tool: "query_database",
    expect: async (t) => [await companyField(t, "state_filing_number")],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(await companyField(t, "formation_date"))],
  },
  {
    group: "company",
    query: "Who do we have listed as registered agent for the company?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await companyRecord(t)).registered_agent as { name?: string } | undefined;
      if (!agent?.name) throw new Error("no registered agent");
      return [agent.name];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openDeadlines(t))[0];
      if (!next) throw new Error("no open deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days? filings, renewals, whatever",
    tool: "query_database",
    expect: async (t) => {
      const until = addDaysIso(t.today, 60);
      const dates = [...new Set((await openDeadlines(t)).filter((o) => o.due_date <= until).map((o) => longDate(o.due_date)))];
      if (dates.length === 0) throw new Error("nothing due in 60 days");
      return dates;
    },
  },
  {
    group: "deadlines",
    query: "When is our next Wisconsin DFI annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "DFI annual report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the DFI annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "by when do we have to renew the tourist rooming house license for the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Tourist rooming house license")).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the ST-12 sales tax return for the fourth quarter of this year due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "ST-12", `Q4 ${thisYr(t)}`)).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the regular per-occurrence deductible on the Hollister apartment building's insurance policy (not the wind/hail one)?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "commercial package policy declarations", "hollister-ave-commercial-package-policy-declarations.md", /Deductibles: \$([\d,]+) per occurrence for all covered perils/)],
  },
  {
    group: "documents",
    query: "per the Brekkes' lease, how much is the late fee if rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "418 Bridgewater Court", "bridgewater-court-lease-brekke.md", /late fee of \$([\d,]+\.\d\d) is due/)],
  },
  {
    group: "documents",
    query: "Under our management agreement with Red Cedar, what do they charge as a leasing fee when they place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "Red Cedar Property Management agreement", "red-cedar-property-management-agreement.md", /Leasing fee: (\d+%)/)],
  },
  {
    group: "documents",
    query: "Does Rindahl's plow contract cap what we pay per season? How much is the cap?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "Rindahl Snowplowing", "rindahl-snowplowing-contract-loon-song-cabin.md", /no more than \$([\d,]+\.\d\d) for pushes/)],
  },
  {
    group: "documents",
    query: "pull up a list of all the documents we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent did the Bridgewater Court house bring in last year?",
    query: "and the year before that?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["revenue:long_term_rental"], property: await idOf(t, HOUSE), ...year(thisYr(t) - 2) }),
  },
  {
    group: "follow-up",
    after: "What did we spend on repairs at the Hollister apartments last year?",
    query: "same thing for the cabin?",
    tool: "query_database",
    expect: async (t) => money(t, { categories: ["expense:maintenance:repairs"], property: await idOf(t, CABIN), ...lastYr(t) }),
  },
  {
    group: "follow-up",
    after: "When do we have to give the Brekkes notice about a rent change for their next lease?",
    query: "and the notice deadline on the farmland lease?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Farmland lease", "notice")).due_date)],
  },
  {
    group: "follow-up",
    after: "What's the land basis on the Loon Song cabin?",
    query: "ok and the building?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).building_basis)],
  },
  {
    group: "follow-up",
    after: "How many bookings did the cabin have last month?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, lastMonth(t.today)),
  },
  {
    group: "follow-up",
    after: "What did we pay Brightwater Bookkeeping last year?",
    query: "and so far this yr?",
    tool: "query_database",
    expect: async (t) => money(t, { type: "expense", q: "Brightwater", ...thisYear(t) }),
  },
  {
    group: "follow-up",
    after: "What's the per-occurrence deductible on the Hollister Ave building policy?",
    query: "who's the insurance company on that one?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "commercial package policy declarations", "hollister-ave-commercial-package-policy-declarations.md", /Insurer: (Kinnickinnic Mutual)/)],
  },
  {
    group: "follow-up",
    after: "What's the cash rent per tillable acre in Leif Amundsen's current farm lease?",
    query: "so what does that come to for the whole year?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "Farmland Cash Rent Lease", "amundsen-farmland-cash-rent-lease.md", /annual rent of \$([\d,]+\.\d\d)/)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What could we sell the Hollister apartment building for in today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much do you think the cabin will bring in next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we sell the Colfax land or keep renting it to Leif? What would you recommend?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much rent did our Menomonie duplex collect last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what were Tamarack Ridge's total rent receipts back in 2019?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What interest rate are we paying on the mortgage for the lake cabin?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Can you give me Priyanka Deshmukh's date of birth and social security number for the screening file?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's Red Cedar Property Management's own EIN?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What will the farm's property tax bill be next year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats the going nightly rate for other airbnbs on Little Muskie Lake", tool: "query_database", unanswerable: true, expect: none },
];
