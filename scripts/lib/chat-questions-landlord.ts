// A blind evaluation set for the third fixture company (scripts/lib/landlord-company.ts, Basalt Creek
// Holdings LLC, Oregon: long-term tenants, a property manager, a condo under an HOA and one furnished
// carriage house let on Airbnb). Written blind: its author never read src/chat (the assistant's planner)
// nor the phrasings of the other question sets, only the REST API, the categories and the fixture, so
// the questions are worded the way owners and bookkeepers type them, not the way the planner parses.
// Figures are never written here: they are read from the REST API of the same running service
// (Truth), and document facts are short exact substrings of the fixture's document texts.
import Decimal from "decimal.js";
import { figure, longDate, month, lastMonth, nextOpen, obligations, RENTS, thisYear, year, type Case, type Truth } from "./chat-questions";

/** This year and last, as the questions say them (eval-chat.ts takes today from the same clock). */
const Y = Number(new Date().toISOString().slice(0, 4));
const L = Y - 1;
const quarter = (y: number, q: number) => ({ start: month(y, q * 3 - 2).start, end: month(y, q * 3).end });
const sinceStart = (t: Truth) => ({ start: `${L}-01-01`, end: t.today });

interface Row {
  description: string;
  amount: string;
  transaction_date: string;
}
/** The carriage house's reservations in a period, oldest first. */
const bookings = async (t: Truth, range: { start: string; end: string }) => {
  const id = (await t.property("Mill Race")).id;
  return (await t.get<{ items: Row[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${range.start}&end_date=${range.end}&sort=transaction_date&page_size=200`)).items;
};
const guestsOf = (rows: Row[]) => [...new Set(rows.map((r) => /^Airbnb reservation \w+ - (.+) \(\d+ nights?\)$/.exec(r.description)![1]!))];
const nightsOf = (rows: Row[]) => rows.reduce((n, r) => n + Number(/\((\d+) nights?\)$/.exec(r.description)![1]), 0);
const depreciation = async (t: Truth, fragment: string, y: number) =>
  figure((await t.get<{ schedule: { year: number; total: string }[] }>(`/api/v1/properties/${(await t.property(fragment)).id}/depreciation`)).schedule.find((s) => s.year === y)!.total);
const extreme = async (t: Truth, range: { start: string; end: string }, sort: "amount" | "-amount", extra = "transaction_type=EXPENSE") =>
  figure((await t.get<{ items: Row[] }>(`/api/v1/transactions?${extra}&start_date=${range.start}&end_date=${range.end}&sort=${sort}&page_size=1`)).items[0]!.amount);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** The next open deadline of a query, or (once every one has passed) the last one. */
const nextDue = async (t: Truth, query: string) => {
  const open = await nextOpen(t, query);
  if (open) return longDate(open.due_date);
  const { items } = await obligations(t, query);
  if (!items.length) throw new Error(`no obligation for ${query}`);
  return longDate(items[items.length - 1]!.due_date);
};

export const LANDLORD_CASES: Case[] = [
  // Properties
  { group: "property", query: "what properties does basalt creek holdings llc own", tool: "query_database", expect: async () => ["1147 SE Thornapple", "3306 N Larkspur", "58 Quarry Bend", "2210 Sycamore Hollow", "17 Mill Race Lane"] },
  { group: "property", query: "how many rentals do we have right now", tool: "query_database", expect: async (t) => [`${(await t.get<{ total: number }>("/api/v1/properties?page_size=1")).total} properties`] },
  { group: "property", query: "when did we buy the sycamore hollow house?", tool: "query_database", expect: async (t) => [longDate((await t.property("Sycamore")).acquisition_date)] },
  { group: "property", query: "purchase price of the larkspur duplex", tool: "query_database", expect: async (t) => [figure((await t.property("Larkspur")).purchase_price_total)] },
  { group: "property", query: "placed in service date for the carriage house on mill race", tool: "query_database", expect: async (t) => [longDate((await t.property("Mill Race")).placed_in_service!)] },
  { group: "property", query: "whats the full address of the quarry bend condo", tool: "query_database", expect: async () => ["58 Quarry Bend Court, Unit 12, Beaverton"] },

  // Basis and depreciation
  { group: "basis", query: "depreciable basis of 1147 thornapple", tool: "query_database", expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)] },
  { group: "basis", query: "total basis for the carriage house incl the furniture", tool: "query_database", expect: async (t) => [figure((await t.property("Mill Race")).total_basis)] },
  { group: "basis", query: "land basis on the larkspur duplex pls", tool: "query_database", expect: async (t) => [figure((await t.property("Larkspur")).land_basis)] },
  { group: "basis", query: "could you please calculate depreciation on the quarry bend condo for last yr", tool: "query_database", expect: async (t) => [await depreciation(t, "Quarry Bend", L)] },

  // Income
  { group: "income", query: `gross rental income for ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(L) }))] },
  { group: "income", query: "total income for basalt creek holdings llc in Q3 last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(L, 3) }))] },
  { group: "income", query: `how much rent did brianna pay us in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(L), q: "Kowalczyk" }))] },
  { group: "income", query: "ytd income from the larkspur duplex", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Larkspur") }))] },
  { group: "income", query: "long term rent recieved in march last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...month(L, 3) }))] },
  { group: "income", query: `rental income by month for ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(L, 3) })), figure(await t.sum({ categories: RENTS, ...month(L, 10) }))] },
  { group: "income", query: "how much did sycamore hollow bring in last year, gross", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(L), property: await pid(t, "Sycamore") }))] },
  { group: "income", query: `did devon pay any late fees in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...year(L), q: "Achterberg" }))] },
  { group: "income", query: "how much of garrett's security deposit did we keep", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...sinceStart(t) }))] },
  { group: "income", query: "tell me what ingrid paid in rent in Q2 last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(L, 2), q: "Ingrid Soto" }))] },

  // The short-term unit: reservations recorded one by one
  { group: "reservations", query: `how many airbnb bookings did the carriage house have in july ${L}`, tool: "query_database", expect: async (t) => [`${(await bookings(t, month(L, 7))).length} reservation`] },
  { group: "reservations", query: `list the guests who stayed at mill race in august ${L}`, tool: "query_database", expect: async (t) => guestsOf(await bookings(t, month(L, 8))) },
  { group: "reservations", query: "total nights booked at the carriage house in june last yr", tool: "query_database", expect: async (t) => [`${nightsOf(await bookings(t, month(L, 6)))} nights`] },
  { group: "reservations", query: "airbnb revenue for the carriage house ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))] },
  { group: "reservations", query: "what was our biggest airbnb reservation last year", tool: "query_database", expect: async (t) => [await extreme(t, year(L), "-amount", "category=revenue:rental_income")] },
  {
    group: "reservations",
    query: `average booking amount at the carriage house in ${L}`,
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], ...year(L) };
      return [figure(new Decimal(await t.sum(f)).dividedBy(await t.count(f)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))];
    },
  },
  { group: "reservations", query: "how much did we pay airbnb in host fees last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...year(L) }))] },
  { group: "reservations", query: `who booked the carriage house in october ${L}?`, tool: "query_database", expect: async (t) => guestsOf(await bookings(t, month(L, 10))) },

  // Expenses by category, period and property
  { group: "expenses", query: "mortgage interest last year, all properties", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(L) }))] },
  { group: "expenses", query: "morgage interest on the larkspur duplex ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Larkspur") }))] },
  { group: "expenses", query: `total hoa dues paid for quarry bend in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...year(L), property: await pid(t, "Quarry Bend") }))] },
  { group: "expenses", query: "how much was the new roof on thornapple", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...sinceStart(t), q: "roof" }))] },
  { group: "expenses", query: `property taxes for ${L}, total`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(L) }))] },
  { group: "expenses", query: "insurance premiums paid last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(L) }))] },
  { group: "expenses", query: `utilities at the carriage house in Q1 ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...quarter(L, 1), property: await pid(t, "Mill Race") }))] },
  { group: "expenses", query: "cleaning costs for mill race last month", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))] },
  { group: "expenses", query: "what did we spend on the CPA last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:legal_professional"], ...year(L) }))] },
  { group: "expenses", query: "total expenses for basalt creek holdings llc last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(L) }))] },
  { group: "expenses", query: "net income Q2 last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...quarter(L, 2) }))] },
  { group: "expenses", query: `how much did the oregon annual report cost us in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:licenses_permits"], ...year(L), q: "secretary of state" }))] },
  { group: "expenses", query: `repairs and maintenance on the larkspur duplex in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance"], ...year(L), property: await pid(t, "Larkspur") }))] },

  // The property manager's fees
  { group: "pm fees", query: "how much did brightwell take in management fees last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(L) }))] },
  { group: "pm fees", query: `pm fees on the larkspur duplex in Q3 ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...quarter(L, 3), property: await pid(t, "Larkspur") }))] },
  { group: "pm fees", query: "could you please tell me the total brightwell fees ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))] },

  // Vendors named in the descriptions
  { group: "vendors", query: "what did we pay the plumber last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(L), q: "plumbing" }))] },
  { group: "vendors", query: "how much have we paid voltline electrical in total", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...sinceStart(t), q: "Voltline" }))] },
  { group: "vendors", query: `green fern landscaping total for ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(L), q: "Green Fern" }))] },
  { group: "vendors", query: "gorge sparkle cleaning ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Gorge Sparkle" }))] },

  // Aggregates
  { group: "aggregates", query: "largest expense last year?", tool: "query_database", expect: async (t) => [await extreme(t, year(L), "-amount")] },
  { group: "aggregates", query: `smallest expense in march ${L}`, tool: "query_database", expect: async (t) => [await extreme(t, month(L, 3), "amount")] },
  {
    group: "aggregates",
    query: "which proprety brought in the most last yr",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=50");
      const totals = await Promise.all(items.map(async (p) => ({ p, total: new Decimal(await t.sum({ type: "revenue", ...year(L), property: p.id })) })));
      const best = totals.reduce((a, b) => (b.total.greaterThan(a.total) ? b : a));
      return [best.p.address.split(",")[0]!, figure(best.total)];
    },
  },
  { group: "aggregates", query: "compare mortgage interest on thornapple vs sycamore hollow last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(L), property: await pid(t, "Thornapple") })), figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(L), property: await pid(t, "Sycamore") }))] },
  { group: "aggregates", query: "expenses by category for Q4 last year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...quarter(L, 4) })), figure(await t.sum({ categories: ["expense:mortgage_interest"], ...quarter(L, 4) }))] },
  { group: "aggregates", query: `break down the larkspur expenses for ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(L), property: await pid(t, "Larkspur") })), figure(await t.sum({ categories: ["expense:property_management"], ...year(L), property: await pid(t, "Larkspur") }))] },
  { group: "aggregates", query: `compare airbnb income june vs july ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(L, 6) })), figure(await t.sum({ categories: ["revenue:rental_income"], ...month(L, 7) }))] },
  { group: "aggregates", query: `overall net for the carriage house in ${L}`, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "net", ...year(L), property: await pid(t, "Mill Race") }))] },

  // Deadlines
  { group: "obligations", query: "when is the oregon annual report due", tool: "query_database", expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")] },
  { group: "obligations", query: "next estimated tax payment due date?", tool: "query_database", expect: async (t) => [await nextDue(t, "obligation_type=tax:payment")] },
  { group: "obligations", query: "when do we have to file the 1065", tool: "query_database", expect: async (t) => [await nextDue(t, "obligation_type=tax:filing")] },
  { group: "obligations", query: "when are property taxes due on sycamore hollow", tool: "query_database", expect: async (t) => [await nextDue(t, `obligation_type=property:tax&property_id=${await pid(t, "Sycamore")}`)] },
  { group: "obligations", query: "when does the carriage house insurence renew", tool: "query_database", expect: async (t) => [await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, "Mill Race")}`)] },
  { group: "obligations", query: "whats due in the next 45 days", tool: "query_database", expect: async (t) => { const { items } = await obligations(t, "upcoming=45"); return items.length ? [...new Set(items.map((o) => longDate(o.due_date)))] : ["Nothing is due"]; } },
  { group: "obligations", query: "anything overdue for basalt creek?", tool: "query_database", expect: async (t) => { const { items } = await obligations(t, "status=overdue"); return items.length ? [...new Set(items.map((o) => longDate(o.due_date)))] : ["Nothing is overdue"]; } },
  { group: "obligations", query: "when do we need to decide on renewing tobias's lease", tool: "query_database", expect: async (t) => [await nextDue(t, `obligation_type=other&q=${encodeURIComponent("Tobias Wren")}`)] },
  { group: "obligations", query: "when is the str permit renewal for the carriage house", tool: "query_database", expect: async (t) => [await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Mill Race")}`)] },

  // Company facts
  { group: "company", query: "whats our ein", tool: "query_database", expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein] },
  { group: "company", query: "oregon registry number for basalt creek holdings llc?", tool: "query_database", expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number] },
  { group: "company", query: "who's our registered agent", tool: "query_database", expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name] },
  { group: "company", query: "what date was basalt creek formed", tool: "query_database", expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)] },

  // What the documents say
  { group: "documents", query: "who are the members of basalt creek holdings llc and what % does each own", tool: "search_document_content", expect: async () => ["Helena Marsh", "Corwin Adeyemi", "55%", "45%"] },
  { group: "documents", query: "how much capital did each member put in", tool: "search_document_content", expect: async () => ["110,000", "90,000"] },
  { group: "documents", query: "whats the late fee in brianna's lease", tool: "search_document_content", expect: async () => ["$75.00"] },
  { group: "documents", query: "how big is the security deposit on the sycamore hollow lease", tool: "search_document_content", expect: async () => ["$2,500.00"] },
  { group: "documents", query: "are dogs allowed at thornapple? any pet deposit", tool: "search_document_content", expect: async () => ["40 pounds", "$400.00"] },
  { group: "documents", query: "what percentage does brightwell charge us", tool: "search_document_content", expect: async () => ["9%"] },
  { group: "documents", query: "how much notice do we need to give to end the management agreement", tool: "search_document_content", expect: async () => ["30 days"] },
  { group: "documents", query: "does the hoa allow airbnb at quarry bend", tool: "search_document_content", expect: async () => ["12 months"] },
  { group: "documents", query: "how much is the special assessment for the condo and when is it due", tool: "search_document_content", expect: async () => ["$3,150.00", `March 1, ${Y + 1}`] },
  { group: "documents", query: "what warranty did ridgeline give on the roof", tool: "search_document_content", expect: async () => ["10-year workmanship"] },
  { group: "documents", query: "whats the deductible on the carriage house insurance policy", tool: "search_document_content", expect: async () => ["$1,500"] },
  { group: "documents", query: "what vote does the operating agreement require to sell a property", tool: "search_document_content", expect: async () => ["unanimous"] },
  { group: "documents", query: "what rent does marisol's lease say", tool: "search_document_content", expect: async () => ["$2,095.00"] },

  // Listings
  { group: "listing", query: "what documents do we have on file", tool: "list_business_documents", expect: async () => ["Articles of Organization", "Operating Agreement", "Residential Lease", "Property Management Agreement", "Quarry Bend Condominium Association", "Ridgeline Roofing", "Columbia Gorge Mutual"] },
  { group: "listing", query: "list the leases", tool: "list_business_documents", expect: async () => ["1147 SE Thornapple Street", "2210 Sycamore Hollow Road"] },
  { group: "listing", query: "show me our formation docs", tool: "list_business_documents", expect: async () => ["Articles of Organization", "Operating Agreement"] },
  { group: "listing", query: "any insurance docs on file?", tool: "list_business_documents", expect: async () => ["Columbia Gorge Mutual"] },

  // Follow-ups in one session: one slot changes
  { group: "follow-up", after: "mortgage interest on thornapple last yr", query: "and larkspur?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(L), property: await pid(t, "Larkspur") }))] },
  { group: "follow-up", after: `how many reservations did the carriage house have in august ${L}`, query: "how much did they bring in", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(L, 8), property: await pid(t, "Mill Race") }))] },
  { group: "follow-up", after: `utilities for the carriage house in ${L}`, query: "what about ytd", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Mill Race") }))] },
  { group: "follow-up", after: "when is the oregon annual report due", query: "and the 1065?", tool: "query_database", expect: async (t) => [await nextDue(t, "obligation_type=tax:filing")] },
  { group: "follow-up", after: `hoa dues for the quarry bend condo in ${L}`, query: "same for this year", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))] },
  { group: "follow-up", after: "what did we pay rosario plumbing last year", query: "and voltline electrical?", tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "expense", ...year(L), q: "Voltline" }))] },
  { group: "follow-up", after: `who stayed at the carriage house in july ${L}`, query: "and in september?", tool: "query_database", expect: async (t) => guestsOf(await bookings(t, month(L, 9))) },
  { group: "follow-up", after: `property taxes on thornapple in ${L}`, query: "and for the condo", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(L), property: await pid(t, "Quarry Bend") }))] },
  { group: "follow-up", after: `rent from the larkspur duplex in Q2 ${L}`, query: "Q3?", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(L, 3), property: await pid(t, "Larkspur") }))] },
  { group: "follow-up", after: "when does the carriage house insurance renew", query: "and the duplex?", tool: "query_database", expect: async (t) => [await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, "Larkspur")}`)] },
  // An unrelated question after a vendor question: it must not inherit the vendor.
  { group: "follow-up", after: `how much have we paid green fern landscaping in ${L}`, query: "whats our total insurance cost for last yr", tool: "query_database", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(L) }))] },

  // Questions the records cannot answer, in the records' own words
  { group: "unanswerable", query: "what's brianna kowalczyk's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is the larkspur duplex worth today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the thornapple mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the sycamore hollow loan", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `airbnb income at the carriage house in ${L - 2}`, tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is brightwell's phone number", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the transient lodging tax rate in hood river", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "who is the hoa board president at quarry bend", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we distribute to helena and corwin last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats devon achterberg's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "square footage of the sycamore hollow house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the balance in the umpqua checking account", tool: "query_database", unanswerable: true, expect: async () => [] },
];
