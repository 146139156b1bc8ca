// A final blind evaluation set for the Tennessee fixture company (scripts/lib/spec-company.ts,
// Holloway Creek Stays LLC: the Lockeland cottage and the Laurel Bluff cabin let short-term, the
// Tremont condo let to a tenant), asked once through `eval:chat --set final-spec`.
//
// WRITTEN BLIND: its author never opened, read or searched anything under src/chat/ and never read
// the phrasings of the other question sets; only the fixture, the REST API, the README, the service
// spec and the types and helpers at the top of chat-questions.ts. The wording is the author's own,
// in the way an owner or bookkeeper types: fragments, shorthand, typos, nicknames, first names,
// vendors as the bank writes them, relative periods, comparisons, breakdowns, rankings, averages,
// follow-ups in one session and questions the records cannot answer.
//
// No figure is written here: each is read from the REST API of the running service (ledger sums,
// occupancy, depreciation, properties, obligations, company profile, document list). The phrases of
// document answers are short exact substrings of the fixture's documents.
import Decimal from "decimal.js";
import { figure, guestsOf, longDate, month, lastMonth, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** "622 Laurel Bluff Way, Gatlinburg, TN 37738" -> "Laurel Bluff"; "407 Tremont Street, Unit 3, ..." -> "Tremont". */
const streetName = (address: string) => {
  const words = address.split(",")[0]!.replace(/^\d+\s+/, "").split(/\s+/);
  return words.length > 1 ? words.slice(0, -1).join(" ") : words[0]!;
};

/** The calendar year before today's. */
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);

/** This calendar year's quarter q (1..4). */
const quarterOf = (t: Truth, q: number) => {
  const y = Number(t.today.slice(0, 4));
  return { start: month(y, q * 3 - 2).start, end: month(y, q * 3).end };
};

/** The n whole calendar months before this one. */
const lastMonths = (today: string, n: number) => {
  const end = lastMonth(today);
  let [y, m] = end.start.split("-").map(Number) as [number, number];
  for (let i = 1; i < n; i++) [y, m] = m === 1 ? [y - 1, 12] : [y, m - 1];
  return { start: month(y, m).start, end: end.end };
};


const count = async (t: Truth, fragment: string, period: { start: string; end: string }) => {
  const p = await t.property(fragment);
  return `${await t.count({ categories: ["revenue:rental_income"], property: p.id, ...period })} reservations`;
};

const Q_Q3 = "gross income for q3 this yr";
const Q_FEB_GUESTS = "who stayed at the cottage in feb 2026?";
const Q_CABIN_BASIS = "depreciable basis on the gatlinburg cabin?";
const Q_MAIDS = "music city maids ytd";
const Q_AUG_RES = "how many reservatoins did the cabin get in August 2026?";
const Q_PERMIT = "max occupancy under the nashville STR permit";

export const FINAL_SPEC_CASES: Case[] = [
  // Income: months, quarters, years, tenants, comparisons, rankings, averages.
  {
    group: "income",
    query: "total from airbnb reservations in march 2026? (not vrbo)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "Airbnb reservation", ...month(2026, 3) }))],
  },
  {
    group: "income",
    query: "What did we take in last month across all three places?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: Q_Q3,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarterOf(t, 3) }))],
  },
  {
    group: "income",
    query: "Could you calculate Holloway Creek's gross rental income for calendar year 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(2025) }))],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Wendell", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "cabin revenue ytd vs the cottage",
    tool: "query_database",
    expect: async (t) => {
      const [cabin, cottage] = await Promise.all([t.property("Laurel Bluff"), t.property("Lockeland")]);
      return [figure(await t.sum({ type: "revenue", property: cabin.id, ...thisYear(t) })), figure(await t.sum({ type: "revenue", property: cottage.id, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "Which of our properties brought in the most revenue last year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { id: string; address: string }[] }>("/api/v1/properties?page_size=200");
      const ranked = await Promise.all(items.map(async (p) => ({ p, revenue: new Decimal(await t.sum({ type: "revenue", property: p.id, ...lastYear(t) })) })));
      ranked.sort((a, b) => b.revenue.cmp(a.revenue));
      return [streetName(ranked[0]!.p.address), figure(ranked[0]!.revenue)];
    },
  },
  {
    group: "income",
    query: "whats the average monthly booking income at lockeland for 2025",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(new Decimal(await t.sum({ categories: ["revenue:rental_income"], property: p.id, ...year(2025) })).div(12))];
    },
  },

  // Bookings: counts, guest lists, nights, platforms.
  { group: "bookings", query: Q_AUG_RES, tool: "query_database", expect: (t) => count(t, "Laurel Bluff", month(2026, 8)).then((c) => [c]) },
  { group: "bookings", query: Q_FEB_GUESTS, tool: "query_database", expect: (t) => guestsOf(t, "Lockeland", month(2026, 2)) },
  {
    group: "bookings",
    query: "nights booked at laurel bluff last month",
    tool: "query_database",
    expect: async (t) => [`${await nightsBooked(t, "Laurel Bluff", lastMonth(t.today))} nights`],
  },

  // Expenses: vendors, categories, breakdowns, net.
  {
    group: "expenses",
    query: "everything we paid Smoky Ridge Co-Hosting over the past 3 months, in total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...lastMonths(t.today, 3) }))],
  },
  {
    group: "expenses",
    query: "utilties for the cottage in 2025, broken down by type",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      const parts = ["electricity", "gas", "water", "internet"];
      return Promise.all(parts.map(async (kind) => figure(await t.sum({ categories: [`expense:utilities:${kind}`], property: p.id, ...year(2025) }))));
    },
  },
  {
    group: "expenses",
    query: "all-in net income for Holloway Creek Stays LLC last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "propane costs for the cabin last yr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(await t.sum({ categories: ["expense:utilities:gas"], property: p.id, ...lastYear(t) }))];
    },
  },

  // Properties: basis and depreciation.
  { group: "property", query: Q_CABIN_BASIS, tool: "query_database", expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)] },
  { group: "property", query: "total cost basis of 1814 Lockeland", tool: "query_database", expect: async (t) => [figure((await t.property("1814 Lockeland")).total_basis)] },
  {
    group: "property",
    query: "2026 depreciaton for the Tremont condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${p.id}/depreciation?year=2026`);
      if (!d.year) throw new Error("no 2026 depreciation for Tremont");
      return [figure(d.year.total)];
    },
  },

  // The company.
  {
    group: "company",
    query: "what's our Tennessee secretary of state id number for the LLC",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "who are the members of holloway creek and what % does each one own?",
    tool: "search_document_content",
    expect: async () => ["Maren Holloway", "Tobin Achebe", "Celeste Varga", "50%", "30%", "20%"],
  },

  // Deadlines.
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no open estimated tax payment");
      return [longDate(o.due_date)];
    },
  },

  {
    group: "deadlines",
    query: "anything due in january? filings, renewals, whatever",
    tool: "query_database",
    expect: async (t) => {
      const [y, m] = t.today.split("-").map(Number) as [number, number];
      const jan = month(m === 1 ? y : y + 1, 1);
      const { items } = await obligations(t, `start_date=${jan.start}&end_date=${jan.end}`);
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in January");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },

  // Document facts.
  { group: "documents", query: "wind and hail deductible on the cabin insurance?", tool: "search_document_content", expect: async () => ["2% of Coverage A"] },
  { group: "documents", query: Q_PERMIT, tool: "search_document_content", expect: async () => ["8 guests"] },

  // Document listings.
  {
    group: "listing",
    query: "what docs do we have on file for the cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Laurel Bluff")).id}`),
  },
  { group: "listing", query: "formation docs?", tool: "list_business_documents", expect: (t) => titles(t, "doc_type=formation") },

  // Follow-ups in one session: each changes one slot of the question before it.
  { group: "follow-up", query: "and q2?", after: Q_Q3, tool: "query_database", expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarterOf(t, 2) }))] },
  { group: "follow-up", query: "what about the cabin", after: Q_FEB_GUESTS, tool: "query_database", expect: (t) => guestsOf(t, "Laurel Bluff", month(2026, 2)) },
  { group: "follow-up", query: "and for the condo?", after: Q_CABIN_BASIS, tool: "query_database", expect: async (t) => [figure((await t.property("Tremont")).depreciable_basis)] },
  {
    group: "follow-up",
    query: "same for 2025",
    after: Q_MAIDS,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...year(2025) }))],
  },
  { group: "follow-up", query: "and in july?", after: Q_AUG_RES, tool: "query_database", expect: (t) => count(t, "Laurel Bluff", month(2026, 7)).then((c) => [c]) },
  { group: "follow-up", query: "how much is the renewal fee on it?", after: Q_PERMIT, tool: "search_document_content", expect: async () => ["313.00"] },

  // The records cannot answer these, though they share their words.
  { group: "unanswerable", query: "when does Wendell Akers' lease run out?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "airbnb star rating for the laurel bluff cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5-star reviews did the cottage get last month", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "estimate our 2026 TN franchise & excise tax bill", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal on the Truist mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "nashville hotel occupancy tax we remitted last quarter", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the wifi password at the cabin", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pet policy at the tremont condo?", tool: "search_document_content", unanswerable: true, expect: async () => [] },
];
