// Round 32 blind set for the landlord company (Basalt Creek Holdings LLC, scripts/lib/landlord-company.ts).
// Written blind: its author read only the fixture company, eval-chat.ts, service.ts, the service spec and
// the types and helpers of chat-questions.ts (lines 1-98), never the assistant's code, its tests, its docs
// or another set. Every figure, date and name is read at run time from the REST API (or, for a
// document's words, from the fixture's document text after checking through the API that it is on file).
import Decimal from "decimal.js";
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";
import { landlordDocuments } from "./landlord-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A property's id-scoped sum. */
async function propSum(t: Truth, fragment: string, filter: { categories?: string[]; type?: "revenue" | "expense" | "net"; q?: string }, period: { start: string; end: string }) {
  const p = await t.property(fragment);
  return t.sum({ ...filter, ...period, property: p.id });
}

/** A property's free-form metadata (tenant, rent, units), from GET /properties/{id}. */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata?: Record<string, unknown>; data?: { extra_metadata?: Record<string, unknown> } }>(`/api/v1/properties/${p.id}`);
  const m = full.extra_metadata ?? full.data?.extra_metadata;
  if (!m) throw new Error(`no metadata for ${fragment}`);
  return m;
}

/** The company record, wherever the service serves it. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/business", "/api/v1/business/profile", "/api/v1/companies"]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const found = [body, body.data, body.profile, Array.isArray(body.items) ? body.items[0] : undefined].find((b): b is Record<string, unknown> => Boolean(b && typeof b === "object" && "ein" in (b as object)));
      if (found) return found;
    } catch {
      // try the next
    }
  }
  const spec = await t.get<{ paths: Record<string, unknown> }>("/openapi.json");
  throw new Error(`no company record; paths: ${Object.keys(spec.paths).join(", ")}`);
}

/** Open obligations due from today on, soonest first, optionally of a type or matching a description. */
async function upcoming(t: Truth, match: (o: { description: string; obligation_type: string; property_id: string | null }) => boolean) {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no matching upcoming obligation");
  return open;
}

/** A phrase of a document on file, read from its text in the fixture. */
async function docSays(t: Truth, filename: string, pattern: RegExp): Promise<string> {
  const doc = landlordDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`no fixture document ${filename}`);
  const onFile = await titles(t, "");
  if (!onFile.includes(doc.title)) throw new Error(`${doc.title} is not on file`);
  const m = pattern.exec(doc.body);
  if (!m?.[1]) throw new Error(`${pattern} not in ${filename}`);
  return m[1];
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

const EMPTY = async () => [] as string[];
const PROPS = ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"];

export const R32_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "what was our total rental income last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "gross rental income for last month pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "How much did the carriage house gross on Airbnb last year?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Mill Race", { type: "revenue" }, lastYear(t)))],
  },
  {
    group: "income",
    query: "what did Tobias pay us in rent for q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Quarry Bend", { categories: RENTS }, quarter(Y(t) - 1, 3)))],
  },
  {
    group: "income",
    query: "Can you calculate the rent we took in from the Larkspur duplex last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Larkspur", { categories: RENTS }, lastQuarter(t.today)))],
  },
  {
    group: "income",
    query: "ytd rent received from Brianna at Thornapple?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Thornapple", { categories: RENTS }, thisYear(t)))],
  },
  {
    group: "income",
    query: "Rent income at the Salem house in March of last year",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Sycamore", { categories: RENTS }, month(Y(t) - 1, 3)))],
  },
  {
    group: "income",
    query: "Give me rental income broken out by property for this year so far",
    tool: "query_database",
    expect: async (t) => Promise.all(PROPS.map(async (p) => figure(await propSum(t, p, { categories: RENTS }, thisYear(t))))),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Green Fern for yard work this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did Rosario Plumbing cost us last year, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "total property taxes we paid last year across everything we own",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "pull up the Pacific Power electric bill for the Hood River place last month",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Mill Race", { type: "expense", q: "PACIFIC POWER" }, lastMonth(t.today)))],
  },
  {
    group: "expenses",
    query: "How much did Brightwell take in management fees in Q2 of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Management fee", ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "expenses",
    query: "what was the State Farm insurence premium on Sycamore Hollow last year",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Sycamore", { type: "expense", q: "STATE FARM" }, lastYear(t)))],
  },
  {
    group: "expenses",
    query: "So far this year, what have we paid Gorge Sparkle for cleanings at the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Mill Race", { type: "expense", q: "GORGE SPARKLE" }, thisYear(t)))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was Basalt Creek's net income for last year, income minus expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "how's the Beaverton condo doing ytd, net of all costs?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Quarry Bend", { type: "net" }, thisYear(t)))],
  },
  {
    group: "net",
    query: "net profit on Mill Race last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Mill Race", { type: "net" }, lastQuarter(t.today)))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many Airbnb reservatons did the carriage house get in July last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [String(await t.count({ categories: ["revenue:rental_income"], property: p.id, ...month(Y(t) - 1, 7) }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the Hood River carriage house last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Mill Race booked in August of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the duplex and what does each of them pay?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units as { tenant: string; monthly_rent: string }[];
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "What's Brianna's monthly rent?",
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Thornapple")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's living in the Salem rental right now?",
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Sycamore")).tenant)],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on the Thornapple St house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Beaverton condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "how is the Sycamore Hollow basis split between land and building",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What's the furniture basis on the carriage house, and its total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "Basalt Creek's Oregon registry number with the Secretary of State?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "who do we have as registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name: string } | string;
      return [typeof agent === "string" ? agent : agent.name];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 30);
      return [...new Set((await upcoming(t, () => true)).filter((o) => o.due_date <= end).map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the next Oregon annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, (o) => o.obligation_type === "compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*)/.exec(next.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report's description");
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do I have to get the partnership return (1065) filed?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "tax:filing"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Next estimated tax payment - what date?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "tax:payment"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when does the insurance on the carriage house renew?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [longDate((await upcoming(t, (o) => o.obligation_type === "property:insurance" && o.property_id === p.id))[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the Columbia Gorge Mutual policy for the carriage house?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "mill-race-insurance-declarations.md", /## Deductible\s+\$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "Brianna's lease - how much is the pet deposit for her dog?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "thornapple-lease-kowalczyk.md", /pet deposit of \$([\d,.]+\d)/)],
  },
  {
    group: "documents",
    query: "per our management agreement, what does Brightwell charge when a lease gets renewed?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "brightwell-property-management-agreement.md", /Lease renewal fee: \$([\d,.]+\d)/)],
  },
  {
    group: "documents",
    query: "how big is the special assessment the Quarry Bend HOA levied per unit?",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "quarry-bend-hoa-rules.md", /special assessment of \$([\d,.]+\d)/)],
  },
  {
    group: "documents",
    query: "which formation documents do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "how much rent did Thornapple bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Thornapple", { categories: RENTS }, thisYear(t)))],
  },
  {
    group: "follow-up",
    after: "How much property tax did we pay on the Larkspur duplex last year?",
    query: "what about the Salem one?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Sycamore", { categories: ["expense:property_tax"] }, lastYear(t)))],
  },
  {
    group: "follow-up",
    after: "who stayed at the carriage house in July last year?",
    query: "how many nights did that add up to?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(Y(t) - 1, 7)))],
  },
  {
    group: "follow-up",
    after: "What was the single biggest expense at Thornapple last year?",
    query: "who was the vendor on that?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      const { start, end } = lastYear(t);
      const items = await txs(t, `property_id=${p.id}&transaction_type=EXPENSE&start_date=${start}&end_date=${end}`);
      const top = items.reduce((a, b) => (new Decimal(b.amount).gt(a.amount) ? b : a));
      return [top.description.split(/\s+/).slice(0, 2).join(" ")];
    },
  },
  {
    group: "follow-up",
    after: "When is the Thornapple landlord policy up for renewal?",
    query: "how much was the premium the last time we paid it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      const items = await txs(t, `property_id=${p.id}&transaction_type=EXPENSE&q=SAFECO&start_date=${lastYear(t).start}&end_date=${t.today}`);
      const latest = items.reduce((a, b) => (b.transaction_date > a.transaction_date ? b : a));
      return [figure(latest.amount)];
    },
  },
  {
    group: "follow-up",
    after: "what was our net income last quarter?",
    query: "and the same quarter a year earlier?",
    tool: "query_database",
    expect: async (t) => {
      const q = lastQuarter(t.today);
      const back = (iso: string) => `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
      return [figure(await t.sum({ type: "net", start: back(q.start), end: back(q.end) }))];
    },
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis on the Larkspur duplex?",
    query: "what about the condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "how many Airbnb bookings did we have last month?",
    query: "how much did those bookings gross in total?",
    tool: "query_database",
    expect: async (t) => [figure(await propSum(t, "Mill Race", { categories: ["revenue:rental_income"] }, lastMonth(t.today)))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "what would the Thornapple house sell for on today's market?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "Can you forecast our rental income for next year?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "should we raise Brianna's rent when her lease renews? by how much?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "How much rent did the Alberta Street fourplex collect last year?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "What was Basalt Creek's rental income in 2019?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "what's the remaining balance on the Guild mortgage for Sycamore Hollow?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the Umpqua home loan for the duplex?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "Can you give me Marisol Pennington's social security number and date of birth?", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "how much did Cascade Ridge Rentals LLC make last year? that's my brother-in-law's company", tool: "query_database", expect: EMPTY },
  { group: "unanswerable", unanswerable: true, query: "how many nights do you think the carriage house will be booked next summer?", tool: "query_database", expect: EMPTY },
];
