// A last evaluation set for the held-out company (Harbor Lane Properties LLC, North Carolina), meant to
// be asked once, as the honest measure of wording the assistant has never seen. Written blind: its
// author never read src/chat (the planner, its word lists or its tests) nor the phrasings of any other
// question set, only the fixture (scripts/lib/holdout-company.ts), the REST API and the types and
// helpers of chat-questions.ts. Owners, the bookkeeper and the CPA type here: fragments, rambling,
// typos, "yr"/"qtr"/"ytd", numbers as words, nicknames ("the cabin", "the cottage", "the Raleigh
// house", "the Durham unit"), vendors as the bank writes them, tenants and guests by name, follow-ups
// in the same session, and 8 questions the records cannot answer though they share their words.
// Every figure is read from the REST API of the running service; phrases quoted from a document are
// checked against that document's indexed text (GET /api/v1/documents/search) before use.
import Decimal from "decimal.js";
import { figure, longDate, month, nextOpen, obligations, quarter, RENTS, thisYear, year, lastQuarter, type Case, type Truth } from "./chat-questions";
import { companyOf, depreciationOf, docSays, documentTitles, guestsOf, lastYear, monthThisYear, nightsOfGuest, occupancyOf, percent, pnl, quarterBeforeLast, streetWord, transactions, yearOf } from "./chat-questions-last-demo";

const money = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => {
  const amount = await t.sum(filter);
  if (new Decimal(amount).isZero()) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return figure(amount);
};
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const PROPERTIES = ["Magnolia", "Juniper", "Hickory", "Osprey"];

const Q_DUKE = "total paid to Duke Energy in 2025? both rentals";
const Q_ROOF = "run the numbers on the Hickory roof for me - what did it cost and what date was it paid";
const Q_NET_LAST_QTR = "whats our net for last quarter, company wide";
const Q_OSPREY_GUESTS = "guests at osprey point in july this year?";
const Q_OSPREY_DEPRECIATION = "depreciation for osprey point for 2026";
const Q_PERMIT = "when is the wilmington STR permit renewal due";
const Q_KEISHA = "how much rent has keisha paid so far this yr";

export const LAST_HARBOR_CASES: Case[] = [
  // ---- income ----
  {
    group: "income",
    query: "Pull gross rental income for Harbor Lane for last year, all four properties, before expenses",
    tool: "query_database",
    expect: async (t) => [await money(t, { ...lastYear(t), type: "revenue" })],
  },
  {
    group: "income",
    query: Q_KEISHA,
    tool: "query_database",
    expect: async (t) => [await money(t, { ...thisYear(t), categories: RENTS, property: await id(t, "Magnolia") })],
  },
  {
    group: "income",
    query: "osprey cottage nightly revenue for jun-aug 2025, NOT counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [await money(t, { start: "2025-06-01", end: "2025-08-31", categories: ["revenue:rental_income"], property: await id(t, "Osprey") })],
  },
  {
    group: "income",
    query: "the cabin vs the cottage - which one brought in more revenue last year, and by how much?",
    tool: "query_database",
    expect: async (t) => {
      const [cabin, cottage] = await Promise.all(["Juniper", "Osprey"].map(async (p) => new Decimal(await t.sum({ ...lastYear(t), type: "revenue", property: await id(t, p) }))));
      return [cabin!.gt(cottage!) ? "Juniper" : "Osprey", figure(cabin!.minus(cottage!))];
    },
  },

  // ---- expenses ----
  {
    group: "expenses",
    query: Q_DUKE,
    tool: "query_database",
    expect: async (t) => [await money(t, { ...year(2025), type: "expense", q: "DUKE ENERGY" })],
  },
  {
    group: "expenses",
    query: Q_ROOF,
    tool: "query_database",
    expect: async (t) => {
      const [roof] = await transactions(t, { start: "2000-01-01", end: t.today, q: "ROOF", type: "EXPENSE", property: await id(t, "Hickory") });
      if (!roof) throw new Error("no roof");
      return [figure(roof.amount), longDate(roof.transaction_date)];
    },
  },
  {
    group: "expenses",
    query: "What category did we spend the most on in the second qtr of this year",
    tool: "query_database",
    expect: async (t) => {
      const { groups } = await pnl(t, quarter(yearOf(t), 2), "category");
      const top = groups.filter((g) => g.key.startsWith("expense")).reduce((a, b) => (new Decimal(b.expenses).gt(a.expenses) ? b : a));
      return [figure(top.expenses)];
    },
  },
  {
    group: "expenses",
    query: "average monthly water bill at magnolia in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const filter = { ...year(2025), categories: ["expense:utilities:water"], property: await id(t, "Magnolia") };
      const [sum, count] = await Promise.all([t.sum(filter), t.count(filter)]);
      if (count === 0) throw new Error("no water bills");
      return [figure(new Decimal(sum).div(count))];
    },
  },
  {
    group: "expenses",
    query: "property taxes we paid in January, by county",
    tool: "query_database",
    expect: async (t) => Promise.all(["BUNCOMBE", "DURHAM COUNTY", "WAKE", "NEW HANOVER"].map((county) => money(t, { ...monthThisYear(t, 1), categories: ["expense:property_tax"], q: county }))),
  },
  {
    group: "expenses",
    query: "Which property was the cheapest to run last year? total expenses for it",
    tool: "query_database",
    expect: async (t) => {
      const { groups } = await pnl(t, lastYear(t), "property");
      const cheapest = groups.filter((g) => g.key !== "company").reduce((a, b) => (new Decimal(b.expenses).lt(a.expenses) ? b : a));
      return [streetWord(cheapest.label), figure(cheapest.expenses)];
    },
  },

  // ---- net ----
  {
    group: "net",
    query: "net profit on the raleigh house ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ ...thisYear(t), type: "net", property: await id(t, "Hickory") }))],
  },
  {
    group: "net",
    query: Q_NET_LAST_QTR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ ...lastQuarter(t.today), type: "net" }))],
  },

  // ---- bookings, guests, nights ----
  {
    group: "bookings",
    query: "how many reservations did the Juniper cabin have in March 2026?",
    tool: "query_database",
    expect: async (t) => [`${await t.count({ ...month(2026, 3), categories: ["revenue:rental_income"], property: await id(t, "Juniper") })} reservations`],
  },
  {
    group: "bookings",
    query: Q_OSPREY_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, await id(t, "Osprey"), monthThisYear(t, 7)),
  },
  {
    group: "bookings",
    query: "I need the nights booked at the cottage for all of 2025 and the occupancy rate that works out to",
    tool: "query_database",
    expect: async (t) => {
      const occ = await occupancyOf(t, await id(t, "Osprey"), year(2025));
      return [`${occ.nights_booked} nights`, percent(occ.occupancy!)];
    },
  },
  {
    group: "bookings",
    query: "how many nights did Mei Tanaka stay at the cabin last year",
    tool: "query_database",
    expect: async (t) => [await nightsOfGuest(t, "Mei Tanaka", lastYear(t), await id(t, "Juniper"))],
  },

  // ---- basis and depreciation ----
  {
    group: "basis",
    query: Q_OSPREY_DEPRECIATION,
    tool: "query_database",
    expect: async (t) => [await depreciationOf(t, await id(t, "Osprey"), 2026)],
  },
  {
    group: "basis",
    query: "what's the building basis on the Durham unit",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).building_basis)],
  },
  {
    group: "basis",
    query: "when was the raleigh house placed in service? need it for the 4562",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Hickory")).placed_in_service!)],
  },

  // ---- company ----
  {
    group: "company",
    query: "harbor lane EIN pls",
    tool: "query_database",
    expect: async (t) => [(await companyOf(t)).ein],
  },
  {
    group: "company",
    query: "NC secretary of state ID # and the date we formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await companyOf(t);
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },

  // ---- members (the operating agreement) ----
  {
    group: "members",
    query: "how much did each member put in as their initial capital contribution?",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Operating Agreement", "Tomas Reyes", "60,000", "Aisha Reyes", "36,000", "Daniel Okafor", "24,000"),
  },

  // ---- deadlines ----
  {
    group: "deadlines",
    query: "what's due in the next forty-five days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q_PERMIT,
    tool: "query_database",
    expect: async (t) => [longDate((await nextOpen(t, `q=${encodeURIComponent("Wilmington")}`))!.due_date)],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the flood insurance on Osprey?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextOpen(t, `obligation_type=property:insurance&property_id=${await id(t, "Osprey")}`))!.due_date)],
  },

  // ---- what the documents say ----
  {
    group: "documents",
    query: "hurricane deductable on the osprey policy?",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Osprey Point Cottage insurance", "8,400"),
  },
  {
    group: "documents",
    query: "Keisha's security deposit - how much was it and where's it being held?",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Magnolia", "1,675.00", "PNC"),
  },
  {
    group: "documents",
    query: "whats the warranty on the oak city roofing job",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Oak City Roofing", "10 years"),
  },

  // ---- which documents exist ----
  {
    group: "document list",
    query: "What docs have we uploaded so far?",
    tool: "list_business_documents",
    expect: async (t) => documentTitles(t),
  },
  {
    group: "document list",
    query: "any invoices on file",
    tool: "list_business_documents",
    expect: async (t) => documentTitles(t, "accounting:invoice"),
  },

  // ---- follow-ups (same session as `after`) ----
  {
    group: "follow-up",
    after: Q_KEISHA,
    query: "how much was that per month?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await transactions(t, { ...thisYear(t), category: "revenue:long_term_rental", property: await id(t, "Magnolia") });
      const amounts = [...new Set(rows.map((r) => figure(r.amount)))];
      if (amounts.length !== 1) throw new Error(`rent varies: ${amounts.join(", ")}`);
      return amounts;
    },
  },
  {
    group: "follow-up",
    after: Q_DUKE,
    query: "just the cabin?",
    tool: "query_database",
    expect: async (t) => [await money(t, { ...year(2025), type: "expense", q: "DUKE ENERGY", property: await id(t, "Juniper") })],
  },
  {
    group: "follow-up",
    after: Q_ROOF,
    query: "why isn't it in repairs",
    tool: "query_database",
    expect: async (t) => {
      const [roof] = await transactions(t, { start: "2000-01-01", end: t.today, q: "ROOF", type: "EXPENSE", property: await id(t, "Hickory") });
      const { items } = await t.get<{ items: { value: string; label: string }[] }>("/api/v1/transactions/categories");
      const label = items.find((c) => c.value === roof!.category)?.label;
      if (!label) throw new Error(`no label for ${roof!.category}`);
      return [label];
    },
  },
  {
    group: "follow-up",
    after: Q_NET_LAST_QTR,
    query: "and the quarter before that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ ...quarterBeforeLast(t), type: "net" }))],
  },
  {
    group: "follow-up",
    after: Q_OSPREY_GUESTS,
    query: "what about the cabin",
    tool: "query_database",
    expect: async (t) => guestsOf(t, await id(t, "Juniper"), monthThisYear(t, 7)),
  },
  {
    group: "follow-up",
    after: Q_OSPREY_DEPRECIATION,
    query: "and for 2025?",
    tool: "query_database",
    expect: async (t) => [await depreciationOf(t, await id(t, "Osprey"), 2025)],
  },
  {
    group: "follow-up",
    after: Q_PERMIT,
    query: "how many days from now is that",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `q=${encodeURIComponent("Wilmington")}`);
      const { items } = await t.get<{ items: { due_date: string; days_until_due: number | null }[] }>(`/api/v1/obligations?page_size=200&q=Wilmington&start_date=${o!.due_date}&end_date=${o!.due_date}`);
      const days = items[0]?.days_until_due;
      if (days === null || days === undefined || days < 2) throw new Error("no days until due");
      return [`${days} days`];
    },
  },

  // ---- the records cannot answer these, though they share their words ----
  { group: "unanswerable", unanswerable: true, query: "When does Owen Fitzgerald's lease on the Raleigh house end?", tool: "search_document_content", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much is still left on the PNC mortgage for magnolia", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What did Harbor Lane make in rental income in 2023?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats the juniper cabin worth now, roughly", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "How much did Aisha Reyes take out in distributions last year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "interest rate on the Truist loan for the cottage?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how many 5 star reviews did the cottage get this year", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the deductible on the Nationwide flood policy for Osprey Point?", tool: "search_document_content", expect: async () => [] },
];
