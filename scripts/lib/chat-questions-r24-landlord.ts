// Round 24, landlord company (Basalt Creek Holdings LLC, Oregon): a blind set written without reading
// the assistant's code, its tests, its docs or any other question set; only the company file, the eval
// runner, the service helper and the REST spec were read. Every figure, date and name expected is read
// at run time from the REST API (or, for what a document says, from the document text in the company
// file after checking through the API that the document is on file). Periods are relative to t.today.
import { type Case, type Truth, RENTS, figure, longDate, month, year, thisYear, lastMonth, quarter, guestsOf, nightsBooked, titles, obligations, type Obligation } from "./chat-questions";
import { landlordDocuments } from "./landlord-company";

const todayParts = (t: Truth) => t.today.split("-").map(Number) as [number, number, number];
const lastYear = (t: Truth) => year(todayParts(t)[0] - 1);
/** The most recent whole calendar month with this number (this year if it has ended, else last year's). */
const recentMonth = (t: Truth, m: number) => {
  const [y, cm] = todayParts(t);
  return cm > m ? month(y, m) : month(y - 1, m);
};
/** The most recent whole calendar quarter with this number. */
const recentQuarter = (t: Truth, q: number) => {
  const [y, cm] = todayParts(t);
  return cm > q * 3 ? quarter(y, q) : quarter(y - 1, q);
};
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Meta = { extra_metadata?: { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] } };
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as Meta).extra_metadata ?? {};

/** Sum of a ledger filter at one property. */
const at = async (t: Truth, fragment: string, filter: Omit<Parameters<Truth["sum"]>[0], "property">) => t.sum({ ...filter, property: (await t.property(fragment)).id });

const open = (o: Obligation) => o.status !== "completed" && o.status !== "cancelled";
/** The next open obligation matching a test, by due date. */
async function nextWhere(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const { items } = await obligations(t, "");
  const found = items.filter((o) => open(o) && test(o)).sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!found) throw new Error("no open obligation matches");
  return found;
}

/** A passage of a document on file: the title is checked against GET /documents, the text read from the company file. */
async function docSays(t: Truth, titleStart: string, pattern: RegExp): Promise<string> {
  const doc = landlordDocuments(t.today).find((d) => d.title.startsWith(titleStart));
  if (!doc) throw new Error(`no document in the company file titled ${titleStart}`);
  const onFile = await titles(t, `doc_type=${doc.doc_type}`);
  if (!onFile.includes(doc.title)) throw new Error(`${doc.title} is not on file`);
  const m = pattern.exec(doc.body);
  if (!m?.[1]) throw new Error(`${pattern} not in ${doc.title}`);
  // "$400.00" is written "$400" just as correctly: expect the part any correct answer holds.
  return m[1].replace(/\.$/, "").replace(/\.00$/, "");
}

const unanswerable = (query: string): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] });

export const R24_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "What was Basalt Creek's gross rental income last yr? rents plus the airbnb bookings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "pull up total rental income for q3 pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...recentQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "how much has the carriage house brought in from airbnb ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Mill Race", { categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Give me the total rent we got from Tobias in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Quarry Bend", { categories: ["revenue:long_term_rental"], ...year(2025) }))],
  },
  {
    group: "income",
    query: "Can you calculate the rent we collected on the Salem house last year?",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Sycamore", { categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much income did the duplex make in september",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Larkspur", { type: "revenue", ...recentMonth(t, 9) }))],
  },
  {
    group: "income",
    query: "What did we take in from Airbnb stays in July of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(todayParts(t)[0] - 1, 7) }))],
  },
  {
    group: "income",
    query: "break down last quarter's rental income by house",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = todayParts(t);
      const q = Math.ceil(m / 3);
      const period = q === 1 ? quarter(y - 1, 4) : quarter(y, q - 1);
      return Promise.all(["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"].map(async (f) => figure(await at(t, f, { categories: RENTS, ...period }))));
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Rosario Plumbing altogether since the records start?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "Rosario", type: "expense", start: `${todayParts(t)[0] - 1}-01-01`, end: t.today }))],
  },
  {
    group: "expenses",
    query: "what did utilities run us at the Hood River place last yr",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Mill Race", { categories: ["expense:utilities"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total management fees Brightwell has charged us this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid last year, all the properties together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have repairs cost us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did the HOA dues on the Beaverton condo come to in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Quarry Bend", { categories: ["expense:hoa_fees"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "whats the Green Fern landscaping total for this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "Green Fern", type: "expense", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What's our net income so far this year, all properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "net for thornapple in q3?",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Thornapple", { type: "net", ...recentQuarter(t, 3) }))],
  },
  {
    group: "net",
    query: "Did the carriage house make money last month? what was its net",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Mill Race", { type: "net", ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did we have in august",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...recentMonth(t, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Mill Race booked in July last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(todayParts(t)[0] - 1, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Thornapple house and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant || !m.monthly_rent) throw new Error("no tenant at Thornapple");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list the tenants at the Larkspur duplex",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units ?? [];
      if (units.length === 0) throw new Error("no units at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who lives in our Beaverton condo right now?",
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await meta(t, "Quarry Bend")).tenant;
      if (!tenant) throw new Error("no tenant at Quarry Bend");
      return [tenant];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis of the Larkspur duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Salem house when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "give me the land vs building split on Thornapple",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much basis do we have in the furniture at the carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "I need the Oregon registry number for Basalt Creek Holdings",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent: agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [agent.name, agent.address.split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything coming due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 45);
      const { items } = await obligations(t, "");
      const dates = [...new Set(items.filter((o) => open(o) && o.due_date >= t.today && o.due_date <= end).map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in 45 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When's the next Oregon annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextWhere(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065 next",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, (o) => o.obligation_type === "tax:filing" && o.description.includes("1065"))).due_date)],
  },
  {
    group: "deadlines",
    query: "is anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      const dates = [...new Set(items.filter((o) => o.status === "overdue").map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing overdue");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when is the Q4 estimated tax payment due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, (o) => o.obligation_type === "tax:payment" && o.description.startsWith("Q4"))).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "Columbia Gorge Mutual declarations", /## Deductible\s+\$([\d,.]+)/)],
  },
  {
    group: "documents",
    query: "does Brianna's lease let her have a dog? how much is the pet deposit",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "Residential Lease, 1147 SE Thornapple", /pet deposit of \$([\d,.]+)/)],
  },
  {
    group: "documents",
    query: "Under our agreement with Brightwell, what do they charge for a lease renewal?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "Property Management Agreement", /Lease renewal fee: \$([\d,.]+)/)],
  },
  {
    group: "documents",
    query: "how big is the special assessment per unit the Quarry Bend HOA levied for the siding?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "Quarry Bend Condominium Association Rules", /special assessment of \$([\d,.]+) per unit/)],
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent did Brianna pay us last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Thornapple", { categories: ["revenue:long_term_rental"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "property tax on the Salem house last year?",
    query: "what about the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure(await at(t, "Mill Race", { categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "When is the State Farm policy up for renewal next?",
    query: "which property is that one for?",
    tool: "query_database",
    expect: async (t) => [(await t.property("Sycamore")).address.split(",")[0]!],
  },
  {
    group: "follow-up",
    after: "Did we pay for a new roof anywhere last year?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "roof", type: "expense", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "How many Airbnb bookings did the carriage house get in June?",
    query: "and how many nights was that in total",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", recentMonth(t, 6)))],
  },
  {
    group: "follow-up",
    after: "What's Thornapple's depreciable basis?",
    query: "ok and Quarry Bend?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "what did we spend on insurance premiums last year?",
    query: "how about ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "Who's the tenant in unit B at Larkspur?",
    query: "what's her rent?",
    tool: "query_database",
    expect: async (t) => {
      const unit = (await meta(t, "Larkspur")).units?.find((u) => u.unit === "B");
      if (!unit) throw new Error("no unit B at Larkspur");
      return [figure(unit.monthly_rent)];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  unanswerable("What's the Thornapple house worth on today's market?"),
  unanswerable("can you forecast our rental income for next year?"),
  unanswerable("Should we refinance the Larkspur duplex or sell it?"),
  unanswerable("how much rent did we collect at 4512 NE Alberta St last yr"),
  unanswerable("What was our rental income back in 2019?"),
  unanswerable("What's the remaining balance on the Guild mortgage for the Salem house?"),
  unanswerable("what interest rate are we paying on the Umpqua home loan?"),
  unanswerable("Can you give me Ingrid Soto's date of birth and social security number for the screening file?"),
  unanswerable("How much did Cascade Peak Rentals LLC make last year?"),
  unanswerable("what are comparable 2-bedroom rents going for in Hood River these days?"),
];
