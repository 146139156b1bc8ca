// Blind set r45b-coast: 60 questions about the Florida LLC of scripts/lib/coast-company.ts (Mangrove Key
// Property Group LLC), written without reading the assistant's code, its tests, its docs or any other
// question set. The author read only the company file, the eval runner, the service spec and the types
// and helpers of chat-questions.ts (lines 1-98). Every expected figure, date and name is read at run
// time from the REST API (or, for a document's wording, from the document text on file).
import Decimal from "decimal.js";
import { coastDocuments } from "./coast-company";
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const CONDO = "Gulf Boulevard";
const DUPLEX = "Palmetto Hammock";
const POOL = "Heron Roost";
const CAFE = "Manatee Avenue";

const yr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yr(t) - 1);
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  description: string;
  amount: string;
  transaction_date: string;
}
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** Rent paid by a tenant (a name in the description) in a period. */
const rentOf = async (t: Truth, name: string, period: { start: string; end: string }) => {
  const total = await t.sum({ categories: ["revenue:long_term_rental"], q: name, ...period });
  if (new Decimal(total).isZero()) throw new Error(`no rent from ${name} in ${period.start}..${period.end}`);
  return total;
};

/** The next open obligation due on or after today that matches the filter. */
async function nextDue(t: Truth, query: string) {
  const o = await nextOpen(t, `start_date=${t.today}&${query}`);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
}

/**
 * A passage quoted from a document on file: the document is found through GET /api/v1/documents, its
 * text read through the document search route, or else from the company file's own text of it.
 */
async function quote(t: Truth, titleQuery: string, search: string, re: RegExp): Promise<string[]> {
  const { items } = await t.get<{ items: { id: string; title: string; filename?: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleQuery)}`);
  if (items.length !== 1) throw new Error(`document "${titleQuery}": ${items.length} matches`);
  const doc = items[0]!;
  let text = "";
  try {
    text = JSON.stringify(await t.get<unknown>(`/api/v1/documents/search?q=${encodeURIComponent(search)}&document_id=${doc.id}&top_k=20`));
  } catch {
    text = "";
  }
  let m = re.exec(text);
  if (!m) {
    const source = coastDocuments(t.today).find((d) => d.filename === doc.filename || d.title === doc.title);
    m = source ? re.exec(source.body) : null;
  }
  if (!m) throw new Error(`"${re}" not found in ${doc.title}`);
  return m.slice(1);
}

export const R45B_COAST_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "hey can you pull up total rental income for last yr, all four properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much base rent has Saltmarsh paid us ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, CAFE), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the Englewood house gross from its Vrbo bookings in q3 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, POOL), ...quarter(yr(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "how much rent has Desmond paid so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await rentOf(t, "Okoro-Baines", thisYear(t)))],
  },
  {
    group: "income",
    query: "Break down last year's rental income by property, please.",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const p of [CONDO, DUPLEX, POOL, CAFE]) out.push(figure(await t.sum({ categories: RENTS, property: await pid(t, p), ...lastYear(t) })));
      return out;
    },
  },
  {
    group: "income",
    query: "rental income last month, company-wide?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate what the beach condo made from Furnished Finder stays last year - just the rent, not the cleaning fees or taxes",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CONDO), q: "Furnished Finder", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Total revenue for Mangrove Key last quarter, everything included (CAM, cleaning fees, tax collected from guests, all of it)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Salt & Linen so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Salt & Linen", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did insurance cost us across all the properties last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me total spending on the Palmetto duplex last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, DUPLEX), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "what did Aquamarine cost us altogether last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Aquamarine", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities ytd for unit 704?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, CONDO), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total property taxes we paid last yr, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we spent with Coastal Breeze on AC work since the records start?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Coastal Breeze", ...allTime(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the café building last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, CAFE), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "what has the duplex netted ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, DUPLEX), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "whats our net cash flow for all of last year? count the mortgage principal payments as money out too",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many stays checked in at the Indian Rocks condo last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CONDO), ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at Heron Roost last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, POOL, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the pool house booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, POOL, lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the duplex right now and what does each one pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { units?: { tenant: string }[] } }>(`/api/v1/properties/${await pid(t, DUPLEX)}`);
      const names = (p.extra_metadata.units ?? []).map((u) => u.tenant);
      if (names.length === 0) throw new Error("no duplex tenants on file");
      const out = [...names];
      for (const name of names) out.push(figure(await rentOf(t, name, lastMonth(t.today))));
      return out;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who leases Suite B on Manatee Ave, and what's their monthly base rent at the moment?",
    tool: "query_database",
    expect: async (t) => ["Saltmarsh", figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, CAFE), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "has anyone at the duplex ever paid rent late? who, and how much was the late fee",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await txs(t, `category=revenue:late_fees&property_id=${await pid(t, DUPLEX)}`);
      const name = /Late fee - ([^,]+),/.exec(first!.description)?.[1];
      if (!name) throw new Error(`no name in ${first!.description}`);
      return [name, figure(await t.sum({ categories: ["revenue:late_fees"], property: await pid(t, DUPLEX), ...allTime(t) }))];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on Heron Roost?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(POOL)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Purchase price of the Bradenton duplex?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(DUPLEX)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for the cafe property",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CAFE);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the beach condo's basis is furniture, and what's its total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's Mangrove Key's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who is our registered agent in FL",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name.replace(/,?\s+(Inc\.?|LLC)$/, "")],
  },
  {
    group: "company",
    query: "When was the LLC formed, and whats our Sunbiz document number?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; state_filing_number: string }>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "what mailing address do we have on file for the company?",
    tool: "query_database",
    expect: async (t) => {
      const { mailing_address } = await t.get<{ mailing_address: string }>("/api/v1/company");
      const box = /\d+/.exec(mailing_address)?.[0];
      const city = mailing_address.split(",")[1]?.trim();
      if (!box || !city) throw new Error(`mailing address ${mailing_address}`);
      return [box, city];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "whats the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `start_date=${t.today}`);
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => o.due_date).sort();
      if (open.length === 0) throw new Error("nothing open");
      return [longDate(open[0]!)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const { items } = await obligations(t, `start_date=${t.today}&end_date=${end}`);
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && o.due_date <= end).map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in 30 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when's the Sunbiz annual report due, and how much is the filing fee",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, "obligation_type=compliance:periodic_report");
      const fee = /\$([\d,]+\.\d\d) fee/.exec(o.description)?.[1];
      if (!fee) throw new Error(`no fee in ${o.description}`);
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When does the windstorm policy on the Englewood house come up for renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, POOL)}&q=windstorm`)).due_date)],
  },
  {
    group: "deadlines",
    query: "when's our partnership return (the 1065) due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:filing&q=1065")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what do the Coquina Tides HOA rules say about the special assessment per unit?",
    tool: "search_document_content",
    expect: async (t) => quote(t, "Rules and Regulations", "special assessment per two-bedroom unit installments", /special assessment of \$([\d,]+\.\d\d) per two-bedroom unit.*?installments of \$([\d,]+\.\d\d)/),
  },
  {
    group: "documents",
    query: "per Lucinda's lease, what's the late fee and when does it kick in?",
    tool: "search_document_content",
    expect: async (t) => quote(t, "Farraday", "rent late fee due", /end of the (\d+th) is late; a late fee of \$([\d,]+\.\d\d)/),
  },
  {
    group: "documents",
    query: "What's the per-visit rate in the Aquamarine pool agreement, and what do they charge for an extra visit?",
    tool: "search_document_content",
    expect: async (t) => quote(t, "Aquamarine", "rate per weekly visit extra visits", /\$([\d,]+\.\d\d) per weekly visit.*?Extra visits[^$]*\$([\d,]+\.\d\d) each/),
  },
  {
    group: "documents",
    query: "how much notice does Saltmarsh have to give us if they want to use their renewal option?",
    tool: "search_document_content",
    expect: async (t) => quote(t, "Saltmarsh", "renewal option written notice", /written notice at least (\d+ days) before the end of the term/),
  },
  {
    group: "documents",
    query: "which documents do we have on file for Heron Roost?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, POOL)}`),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent did the duplex bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, DUPLEX), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "what did we spend on electric at the pool house last year?",
    query: "what about the condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, CONDO), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "When's the flood insurance renewal for Heron Roost?",
    query: "who's the carrier on that one?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, POOL)}&q=flood`);
      const carrier = /\(([^)]+)\)/.exec(o.description)?.[1];
      if (!carrier) throw new Error(`no carrier in ${o.description}`);
      return [carrier];
    },
  },
  {
    group: "follow-up",
    after: "How much was the roof leak repair over Suite B?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await txs(t, `q=${encodeURIComponent("roof leak")}&property_id=${await pid(t, CAFE)}&start_date=2000-01-01&end_date=${t.today}`);
      return [first!.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: "how many Vrbo bookings did Heron Roost have in Q2 last year?",
    query: "and in q3?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, POOL), ...quarter(yr(t) - 1, 3) }))],
  },
  {
    group: "follow-up",
    after: "when did we get the hurricane shutters put in at the Englewood house?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], property: await pid(t, POOL), q: "shutters", ...allTime(t) }))],
  },
  {
    group: "follow-up",
    after: "How much did Lucinda pay in rent last yr?",
    query: "what about Desmond?",
    tool: "query_database",
    expect: async (t) => [figure(await rentOf(t, "Okoro-Baines", lastYear(t)))],
  },
  {
    group: "follow-up",
    after: "What's the hurricane deductible on the Heron Roost windstorm policy?",
    query: "and the annual premium on it?",
    tool: "search_document_content",
    expect: async (t) => quote(t, "windstorm", "annual premium", /Annual premium: \$([\d,]+\.\d\d)/),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what would the pool house sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you forecast our rental income for next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we sell the duplex or refinance it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent did our Siesta Key townhouse bring in last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What was our total rental income in 2019?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the remaining balance on the Tidewater mortgage for Heron Roost?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the café building loan",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you give me Lucinda Farraday's social security number and credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did Saltmarsh Coffee Roasters make in sales last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what are comparable 2BR condos in Indian Rocks Beach going for per month these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
