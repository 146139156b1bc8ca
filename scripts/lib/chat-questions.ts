// The assistant's evaluation set: questions a small landlord asks, the tool that should serve each,
// and the figures or phrases the answer must contain. Figures are never written here: they are read
// from the REST API of the same running service (its ledger sums, property records, obligations and
// company profile), so the check is independent of the assistant's own code path.
import Decimal from "decimal.js";

export type Tool = "query_database" | "search_document_content" | "list_business_documents";

export interface Truth {
  /** GET a JSON resource of the service. */
  get<T>(path: string): Promise<T>;
  today: string;
  property(fragment: string): Promise<{ id: string; address: string; acquisition_date: string; purchase_price_total: string; land_basis: string; building_basis: string; ffe_basis: string; total_basis: string; depreciable_basis: string; placed_in_service: string | null }>;
  /** Sum of a type over categories (values or groups), dates and property, from GET /transactions. */
  sum(filter: { categories?: string[]; type?: "revenue" | "expense" | "net"; start: string; end: string; property?: string; q?: string }): Promise<string>;
  count(filter: { categories?: string[]; start: string; end: string; property?: string; transaction_type?: string; q?: string }): Promise<number>;
}

export interface Case {
  group: string;
  query: string;
  tool: Tool;
  /** A question asked right after another in the same session: the earlier one's query. */
  after?: string;
  /**
   * The records cannot answer it: the answer must say so and hold no dollar figure. `expect` then
   * lists nothing (or words the honest answer must hold).
   */
  unanswerable?: boolean;
  expect(t: Truth): Promise<string[]>;
}

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "2021-06-15" -> "June 15, 2021" */
export const longDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
/** "8420.7" -> "8,420.70" */
export const figure = (amount: string | Decimal) => {
  const [whole, cents] = new Decimal(amount).abs().toFixed(2).split(".") as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
};

export const RENTS = ["revenue:rental_income", "revenue:long_term_rental"];
export const year = (y: number) => ({ start: `${y}-01-01`, end: `${y}-12-31` });
/** One calendar month, first to last day. */
export const month = (y: number, m: number) => ({ start: `${y}-${String(m).padStart(2, "0")}-01`, end: `${y}-${String(m).padStart(2, "0")}-${new Date(Date.UTC(y, m, 0)).getUTCDate()}` });
/** This year through today. */
export const thisYear = (t: Truth) => ({ start: `${t.today.slice(0, 4)}-01-01`, end: t.today });
export const lastMonth = (today: string) => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return m === 1 ? month(y - 1, 12) : month(y, m - 1);
};
/** The last whole calendar quarter before today. */
export const lastQuarter = (today: string) => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const q = Math.ceil(m / 3);
  const [qy, qq] = q === 1 ? [y - 1, 4] : [y, q - 1];
  return { start: month(qy, qq * 3 - 2).start, end: month(qy, qq * 3).end };
};

/** One calendar quarter (1..4) of a year. */
export const quarter = (y: number, q: number) => ({ start: month(y, q * 3 - 2).start, end: month(y, q * 3).end });

/** The guests named in a property's booking descriptions ("... - Jane Doe (3 nights)") in a period. */
export async function guestsOf(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property(fragment);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  // The name is its own part, capitalised words, before the nights or another part ("- from 07/03/2025").
  const names = items.map((tx) => /\s-\s([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})(?=\s+-\s|\s*\(\d+ nights?\))/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0) throw new Error(`no guests at ${fragment} in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Nights booked at a property in a period, from the occupancy report. */
export async function nightsBooked(t: Truth, fragment: string, period: { start: string; end: string }): Promise<number> {
  const p = await t.property(fragment);
  const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${p.id}`);
  const row = report.properties.find((r) => r.property_id === p.id);
  if (!row) throw new Error(`no occupancy for ${fragment}`);
  return row.nights_booked;
}

/** Titles of the documents a list query returns. */
export async function titles(t: Truth, query: string): Promise<string[]> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200${query ? `&${query}` : ""}`);
  if (items.length === 0) throw new Error(`no documents for ${query}`);
  return items.map((d) => d.title);
}

export interface Obligation {
  description: string;
  due_date: string;
  status: string;
  obligation_type: string;
  property_id: string | null;
}
export const obligations = (t: Truth, query: string) => t.get<{ items: Obligation[]; total: number }>(`/api/v1/obligations?page_size=200&${query}`);
export const nextOpen = async (t: Truth, query: string) => (await obligations(t, query)).items.find((o) => o.status !== "completed" && o.status !== "cancelled");

export const CASES: Case[] = [
  // Property information
  { group: "property", query: "What are the addresses of our properties?", tool: "query_database", expect: async () => ["1420 Alder Street", "2218 Birch Avenue", "77 Cedar Court"] },
  { group: "property", query: "How many properties do we own?", tool: "query_database", expect: async (t) => [`${(await t.get<{ total: number }>("/api/v1/properties?page_size=1")).total} properties`] },
  { group: "property", query: "When was 1420 Alder Street acquired?", tool: "query_database", expect: async (t) => [longDate((await t.property("Alder")).acquisition_date)] },
  { group: "property", query: "What was the purchase price of the Cedar Court unit?", tool: "query_database", expect: async (t) => [figure((await t.property("Cedar")).purchase_price_total)] },
  { group: "property", query: "Tell me about our first property", tool: "query_database", expect: async () => ["2218 Birch Avenue"] },
  { group: "property", query: "What is the address of the Alder Street Loft?", tool: "query_database", expect: async () => ["1420 Alder Street, Denver"] },
  { group: "property", query: "When was 2218 Birch placed in service?", tool: "query_database", expect: async (t) => [longDate((await t.property("Birch")).placed_in_service!)] },
  // Basis and depreciation
  { group: "basis", query: "What is the basis of 1420 Alder Street?", tool: "query_database", expect: async (t) => { const p = await t.property("Alder"); return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis), figure(p.total_basis)]; } },
  { group: "basis", query: "What is the depreciable basis of the Birch property?", tool: "query_database", expect: async (t) => [figure((await t.property("Birch")).depreciable_basis)] },
  { group: "basis", query: "What is the land basis of our newest property?", tool: "query_database", expect: async (t) => [figure((await t.property("Cedar")).land_basis)] },
  { group: "basis", query: "Depreciation for 1420 Alder Street in 2025", tool: "query_database", expect: async (t) => [figure((await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${(await t.property("Alder")).id}/depreciation`)).schedule.find((y) => y.year === 2025)!.total)] },
  { group: "basis", query: "How much depreciation can we take on Cedar Court this year?", tool: "query_database", expect: async (t) => [figure((await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${(await t.property("Cedar")).id}/depreciation`)).schedule.find((y) => y.year === Number(t.today.slice(0, 4)))!.total)] },
  // Transactions by period and category
  { group: "transactions", query: "What was rental income in July 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, start: "2025-07-01", end: "2025-07-31" }))] },
  { group: "transactions", query: "How much did we spend on utilities in 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(2025) }))] },
  { group: "transactions", query: "What were repairs and maintenance costs in Q3 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance"], start: "2025-07-01", end: "2025-09-30" }))] },
  { group: "transactions", query: "How much were property management fees last month?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastMonth(t.today) }))] },
  { group: "transactions", query: "Airbnb income year to date", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], start: `${t.today.slice(0, 4)}-01-01`, end: t.today }))] },
  { group: "transactions", query: "What did we pay for insurance in 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(2025) }))] },
  { group: "transactions", query: "Property taxes paid in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))] },
  { group: "transactions", query: "Mortgage interest in 2025 for 2218 Birch Avenue", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(2025), property: (await t.property("Birch")).id }))] },
  { group: "transactions", query: "Utilities from May 1 to July 31, 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], start: "2025-05-01", end: "2025-07-31" }))] },
  { group: "transactions", query: "How much HOA dues did we pay this year?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(Number(t.today.slice(0, 4))) }))] },
  { group: "transactions", query: "What were platform fees in August 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], start: "2025-08-01", end: "2025-08-31" }))] },
  { group: "transactions", query: "Cleaning costs for the Alder Street Loft in June 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], start: "2025-06-01", end: "2025-06-30", property: (await t.property("Alder")).id }))] },
  { group: "transactions", query: "How much rent did Cedar Court bring in during 2025?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(2025), property: (await t.property("Cedar")).id }))] },
  { group: "transactions", query: "Total income in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(2025) }))] },
  { group: "transactions", query: "Total expenses last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(Number(t.today.slice(0, 4)) - 1) }))] },
  { group: "transactions", query: "What were our electricity bills in January 2026?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], start: "2026-01-01", end: "2026-01-31" }))] },
  { group: "transactions", query: "how much did the loft make in june 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", start: "2025-06-01", end: "2025-06-30", property: (await t.property("Alder")).id }))] },
  { group: "transactions", query: "how much did we pay acme property mgmt in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(2025) }))] },
  // Aggregates
  { group: "aggregates", query: "How many transactions were there in March 2025?", tool: "query_database", expect: async (t) => [`${await t.count({ start: "2025-03-01", end: "2025-03-31" })} transactions`] },
  { group: "aggregates", query: "How many Airbnb bookings did we have in July 2025?", tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["revenue:rental_income"], start: "2025-07-01", end: "2025-07-31" })} reservations`] },
  { group: "aggregates", query: "What was our largest expense in 2025?", tool: "query_database", expect: async (t) => [figure((await t.get<{ items: { amount: string }[] }>("/api/v1/transactions?transaction_type=EXPENSE&start_date=2025-01-01&end_date=2025-12-31&sort=-amount&page_size=1")).items[0]!.amount)] },
  { group: "aggregates", query: "What was the smallest expense in July 2025?", tool: "query_database", expect: async (t) => [figure((await t.get<{ items: { amount: string }[] }>("/api/v1/transactions?transaction_type=EXPENSE&start_date=2025-07-01&end_date=2025-07-31&sort=amount&page_size=1")).items[0]!.amount)] },
  {
    group: "aggregates",
    query: "What was the average Airbnb booking in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], ...year(2025) };
      return [figure(new Decimal(await t.sum(f)).dividedBy(await t.count(f)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))];
    },
  },
  { group: "aggregates", query: "Average monthly utility bill in 2025", tool: "query_database", expect: async (t) => [figure(new Decimal(await t.sum({ categories: ["expense:utilities"], ...year(2025) })).dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))] },
  { group: "aggregates", query: "Rental income by month in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, start: "2025-07-01", end: "2025-07-31" })), figure(await t.sum({ categories: RENTS, start: "2025-12-01", end: "2025-12-31" }))] },
  { group: "aggregates", query: "Expenses by category in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(2025) })), figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(2025) }))] },
  { group: "aggregates", query: "Which property earned the most in 2025?", tool: "query_database", expect: async (t) => ["1420 Alder Street", figure(await t.sum({ type: "revenue", ...year(2025), property: (await t.property("Alder")).id }))] },
  { group: "aggregates", query: "Compare rental income in June 2025 and July 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, start: "2025-06-01", end: "2025-06-30" })), figure(await t.sum({ categories: RENTS, start: "2025-07-01", end: "2025-07-31" }))] },
  { group: "aggregates", query: "Net income last quarter", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))] },
  { group: "aggregates", query: "Utilities by quarter in 2025", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], start: "2025-01-01", end: "2025-03-31" }))] },
  { group: "aggregates", query: "List the repairs in 2025", tool: "query_database", expect: async (t) => [`${await t.count({ categories: ["expense:maintenance:repairs"], ...year(2025) })} transaction`] },
  // Obligations
  {
    group: "obligations",
    query: "What is due in the next 30 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      return items.length ? items.map((o) => longDate(o.due_date)) : ["Nothing is due"];
    },
  },
  { group: "obligations", query: "What's overdue?", tool: "query_database", expect: async (t) => { const { total } = await obligations(t, "status=overdue"); return [total ? `${total} obligation` : "Nothing is overdue"]; } },
  { group: "obligations", query: "What is due in the next 60 days?", tool: "query_database", expect: async (t) => (await obligations(t, "upcoming=60")).items.map((o) => longDate(o.due_date)).slice(0, 3) },
  { group: "obligations", query: "When is the Colorado periodic report due?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=compliance:periodic_report"))!.due_date)] },
  { group: "obligations", query: "When is the next estimated tax payment due?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=tax:payment"))!.due_date)] },
  { group: "obligations", query: "When is the partnership tax return due?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, "obligation_type=tax:filing"))!.due_date)] },
  { group: "obligations", query: "When is the insurance renewal for Cedar Court due?", tool: "query_database", expect: async (t) => [longDate((await nextOpen(t, `obligation_type=property:insurance&property_id=${(await t.property("Cedar")).id}`))!.due_date)] },
  { group: "obligations", query: "Which obligations are due soon?", tool: "query_database", expect: async (t) => { const { items } = await obligations(t, "status=due_soon"); return items.length ? items.map((o) => longDate(o.due_date)) : ["Nothing is due within 7 days"]; } },
  // Company facts
  { group: "company", query: "What is our EIN?", tool: "query_database", expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein] },
  { group: "company", query: "What state was the company formed in?", tool: "query_database", expect: async (t) => [(await t.get<{ state_of_formation: string }>("/api/v1/company")).state_of_formation] },
  { group: "company", query: "When was the company formed?", tool: "query_database", expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)] },
  { group: "company", query: "Who is our registered agent?", tool: "query_database", expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name] },
  { group: "company", query: "What is the company's legal name?", tool: "query_database", expect: async (t) => [(await t.get<{ legal_name: string }>("/api/v1/company")).legal_name] },
  { group: "company", query: "What is our mailing address?", tool: "query_database", expect: async (t) => [(await t.get<{ mailing_address: string }>("/api/v1/company")).mailing_address] },
  // What the documents say
  { group: "documents", query: "Who are the members under the operating agreement?", tool: "search_document_content", expect: async () => ["Dana Whitfield", "Luis Ortega"] },
  { group: "documents", query: "What percentage of the company does each member hold?", tool: "search_document_content", expect: async () => ["60%", "40%"] },
  { group: "documents", query: "What is the business purpose of the company?", tool: "search_document_content", expect: async () => ["residential real estate"] },
  { group: "documents", query: "What is the deductible on the Alder insurance policy?", tool: "search_document_content", expect: async () => ["$2,500"] },
  { group: "documents", query: "What is the policy number of the State Farm policy?", tool: "search_document_content", expect: async () => ["95-CK-4417-3"] },
  { group: "documents", query: "When does the Birch lease end?", tool: "search_document_content", expect: async () => ["July 31, 2026"] },
  { group: "documents", query: "How much is the monthly rent in the Birch lease?", tool: "search_document_content", expect: async () => ["2,150"] },
  { group: "documents", query: "Which tax form does the EIN letter say we must file?", tool: "search_document_content", expect: async () => ["1065"] },
  { group: "documents", query: "How much did each member contribute?", tool: "search_document_content", expect: async () => ["90,000", "60,000"] },
  { group: "documents", query: "is there a late fee in the lease?", tool: "search_document_content", expect: async () => ["$75.00"] },
  // Listings
  { group: "listing", query: "Which documents do we have?", tool: "list_business_documents", expect: async () => ["Operating Agreement", "Articles of Organization", "EIN", "Insurance", "Lease", "Bank Statement"].map((w) => (w === "Insurance" ? "Policy" : w)) },
  { group: "listing", query: "List our formation documents", tool: "list_business_documents", expect: async () => ["Articles of Organization", "Operating Agreement", "EIN Assignment Letter"] },
  { group: "listing", query: "What insurance documents do we have?", tool: "list_business_documents", expect: async () => ["State Farm Rental Dwelling Policy"] },
  { group: "listing", query: "Show me the bank statements", tool: "list_business_documents", expect: async () => ["Bank Statement, Checking"] },
  // Follow-ups within a session
  { group: "follow-up", after: "What was rental income in July 2025?", query: "And in August?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, start: "2025-08-01", end: "2025-08-31" }))] },
  { group: "follow-up", after: "Tell me about 1420 Alder Street", query: "When was it acquired?", tool: "query_database", expect: async (t) => [longDate((await t.property("Alder")).acquisition_date)] },
  { group: "follow-up", after: "How much did we spend on utilities in 2025?", query: "What about 2026?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(2026) }))] },
  { group: "follow-up", after: "What is the basis of 2218 Birch Avenue?", query: "And its depreciation in 2025?", tool: "query_database", expect: async (t) => [figure((await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${(await t.property("Birch")).id}/depreciation`)).schedule.find((y) => y.year === 2025)!.total)] },
  { group: "follow-up", after: "Mortgage interest in 2025 for Alder", query: "and for Cedar?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(2025), property: (await t.property("Cedar")).id }))] },
];
