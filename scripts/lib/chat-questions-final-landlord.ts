// A final blind evaluation set for the Oregon fixture company (scripts/lib/landlord-company.ts,
// Basalt Creek Holdings LLC: Thornapple, the Larkspur duplex and the Quarry Bend condo let through
// Brightwell Property Management, Sycamore Hollow self-managed, and the Mill Race carriage house on
// Airbnb), asked once through `eval:chat --set final-landlord`.
//
// WRITTEN BLIND: its author never opened, read or searched anything under src/chat/ and never read
// the phrasings of the other question sets; only the fixture, the REST API, the README, the service
// spec and the types and helpers at the top of chat-questions.ts. The wording is the author's own,
// in the way an owner or bookkeeper types: fragments, shorthand, typos, nicknames, tenants' first
// names, vendors as the bank writes them, relative periods, comparisons, breakdowns, rankings,
// averages, follow-ups in one session and questions the records cannot answer.
//
// No figure is written here: each is read from the REST API of the running service (ledger sums,
// occupancy, depreciation, properties, obligations, company profile, document list). The phrases of
// document answers are short exact substrings of the fixture's documents.
import Decimal from "decimal.js";
import { figure, guestsOf, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** "3306 N Larkspur Avenue, Portland, OR 97217" -> "Larkspur"; "17 Mill Race Lane, Carriage House, ..." -> "Mill Race". */
const streetName = (address: string) => {
  const words = address.split(",")[0]!.replace(/^\d+\s+/, "").replace(/^(N|S|E|W|NE|NW|SE|SW)\s+/, "").split(/\s+/);
  return words.length > 1 ? words.slice(0, -1).join(" ") : words[0]!;
};



const reservations = async (t: Truth, period: { start: string; end: string }) => {
  const p = await t.property("Mill Race");
  return [`${await t.count({ categories: ["revenue:rental_income"], property: p.id, ...period })} reservations`];
};

const rentOf = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  return [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...thisYear(t) }))];
};

const Q_LARKSPUR = "rent from the larkspur duplex this yr, both units";
const Q_JULY = "how many airbnb reservations did the carriage house have in july 2026";
const Q_DUPLEX_BASIS = "depreciable basis for the duplex";
const Q_BRIGHTWELL = "brightwell mgmt fees 2025";
const Q_OCT_GUESTS = "guests at mill race in oct 2026?";
const Q_PETS = "pet deposit on the thornapple lease?";

export const FINAL_LANDLORD_CASES: Case[] = [
  // Income: tenants, units, periods, rankings, comparisons, averages.
  {
    group: "income",
    query: "how much tenant rent came in during 2025 across all the long-term rentals?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(2025) }))],
  },
  {
    group: "income",
    query: "gross revenue overall ytd - Basalt Creek Holdings",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  { group: "income", query: Q_LARKSPUR, tool: "query_database", expect: (t) => rentOf(t, "Larkspur") },
  {
    group: "income",
    query: "How much has Ingrid paid us since january?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Ingrid", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "which property netted the most so far this year",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=200");
      const ranked = await Promise.all(items.map(async (p) => ({ p, net: new Decimal(await t.sum({ property: p.id, ...thisYear(t) })) })));
      ranked.sort((a, b) => b.net.cmp(a.net));
      if (ranked[1] && ranked[0]!.net.eq(ranked[1].net)) throw new Error("a tie for the best net");
      return [streetName(ranked[0]!.p.address), figure(ranked[0]!.net)];
    },
  },
  {
    group: "income",
    query: "Q3 2025 vs Q3 2026 airbnb income at the carriage house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...quarter(2025, 3) })), figure(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...quarter(2026, 3) }))];
    },
  },

  // The carriage house's bookings.
  {
    group: "bookings",
    query: "avg monthly airbnb take at mill race in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(new Decimal(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...year(2025) })).div(12))];
    },
  },
  { group: "bookings", query: Q_JULY, tool: "query_database", expect: (t) => reservations(t, month(2026, 7)) },
  { group: "bookings", query: Q_OCT_GUESTS, tool: "query_database", expect: (t) => guestsOf(t, "Mill Race", month(2026, 10)) },
  {
    group: "bookings",
    query: "occupied nights at the carriage house so far this year",
    tool: "query_database",
    expect: async (t) => [`${await nightsBooked(t, "Mill Race", thisYear(t))} nights`],
  },

  // Expenses: vendors as the bank writes them, categories, breakdowns.
  {
    group: "expenses",
    query: "GORGE SPARKLE CLEANING ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Gorge Sparkle", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid this year, broken down by property please",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string }[] }>("/api/v1/properties?page_size=200");
      const sums = await Promise.all(items.map((p) => t.sum({ categories: ["expense:insurance"], property: p.id, ...thisYear(t) })));
      return sums.filter((s) => !new Decimal(s).isZero()).map((s) => figure(s));
    },
  },
  {
    group: "expenses",
    query: "what did the new roof on thornapple cost us and when did we pay it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      const { items } = await t.get<{ items: { amount: string; transaction_date: string }[] }>(`/api/v1/transactions?category=expense:capital_improvement&property_id=${p.id}&q=roof&page_size=5`);
      if (items.length !== 1) throw new Error(`roof: ${items.length} transactions`);
      return [figure(items[0]!.amount), longDate(items[0]!.transaction_date)];
    },
  },
  {
    group: "expenses",
    query: "utilties breakdown for mill race 2025",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      const parts = ["electricity", "gas", "water", "internet", "trash"];
      return Promise.all(parts.map(async (kind) => figure(await t.sum({ categories: [`expense:utilities:${kind}`], property: p.id, ...year(2025) }))));
    },
  },

  // Properties: basis and depreciation.
  { group: "property", query: Q_DUPLEX_BASIS, tool: "query_database", expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)] },
  {
    group: "property",
    query: "figure out the 2026 depreciation on the Mill Race carriage house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${p.id}/depreciation?year=2026`);
      if (!d.year) throw new Error("no 2026 depreciation for Mill Race");
      return [figure(d.year.total)];
    },
  },
  {
    group: "property",
    query: "when did sycamore hollow go into service as a rental",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      if (!p.placed_in_service) throw new Error("Sycamore has no placed_in_service");
      return [longDate(p.placed_in_service)];
    },
  },

  // The company.
  {
    group: "company",
    query: "Basalt Creek's oregon registry #?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "who owns basalt creek and what are their percentages",
    tool: "search_document_content",
    expect: async () => ["Helena Marsh", "Corwin Adeyemi", "55%", "45%"],
  },

  // Deadlines.
  {
    group: "deadlines",
    query: "when do I need to decide on renewing Tobias's lease?",
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligations(t, "q=Tobias")).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length !== 1) throw new Error(`Tobias: ${open.length} open obligations`);
      return [longDate(open[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "any insurance renewals coming up in the next 3 months?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
      const open = (await obligations(t, `obligation_type=property:insurance&start_date=${t.today}&end_date=${end}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("no insurance renewal in the next 90 days");
      return open.map((o) => longDate(o.due_date));
    },
  },

  // Document facts.
  { group: "documents", query: Q_PETS, tool: "search_document_content", expect: async () => ["400.00"] },
  { group: "documents", query: "Quarry Bend special assessment - how much per unit?", tool: "search_document_content", expect: async () => ["3,150.00"] },
  { group: "documents", query: "can we put the quarry bend condo on airbnb?", tool: "search_document_content", expect: async () => ["prohibited"] },

  // Document listings.
  { group: "listing", query: "list the leases we have on file", tool: "list_business_documents", expect: (t) => titles(t, "q=lease") },
  { group: "listing", query: "pull up every document we've uploaded", tool: "list_business_documents", expect: (t) => titles(t, "") },

  // Follow-ups in one session: each changes one slot of the question before it.
  { group: "follow-up", query: "and thornapple?", after: Q_LARKSPUR, tool: "query_database", expect: (t) => rentOf(t, "Thornapple") },
  { group: "follow-up", query: "what about may", after: Q_JULY, tool: "query_database", expect: (t) => reservations(t, month(2026, 5)) },
  { group: "follow-up", query: "and total basis?", after: Q_DUPLEX_BASIS, tool: "query_database", expect: async (t) => [figure((await t.property("Larkspur")).total_basis)] },
  {
    group: "follow-up",
    query: "same thing for this year so far",
    after: Q_BRIGHTWELL,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...thisYear(t) }))],
  },
  { group: "follow-up", query: "and september?", after: Q_OCT_GUESTS, tool: "query_database", expect: (t) => guestsOf(t, "Mill Race", month(2026, 9)) },
  { group: "follow-up", query: "what about the sycamore one", after: Q_PETS, tool: "search_document_content", expect: async () => ["assistance animals"] },

  // The records cannot answer these, though they share their words.
  { group: "unanswerable", query: "what's Tobias Wren's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does Ingrid Soto's lease end?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much security deposit did Tobias Wren put down", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "interest rate on the umpqua home loan for larkspur?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "projected 2027 property tax on sycamore hollow", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "lockbox code at the carriage house?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "who's the HOA board president at quarry bend", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much transient lodging tax did we remit for the carriage house in 2025", tool: "query_database", unanswerable: true, expect: async () => [] },
];
