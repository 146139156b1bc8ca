// A further evaluation set for the landlord fixture company (Basalt Creek Holdings LLC, an Oregon
// multi-member LLC with four long-term rentals let to tenants through Brightwell Property Management
// or self-managed, and one Airbnb carriage house in Hood River), built by scripts/lib/landlord-company.ts.
//
// Written blind: its author never opened src/chat, test/chat, the README's assistant section, or the
// questions of any other chat-questions-*.ts set; only the fixture, the service spec, the REST routes
// and the types and helpers of chat-questions.ts (plus the exported helpers of chat-questions-last-demo.ts).
//
// 55 questions, typed the way an owner, the bookkeeper or the CPA would type them (fragments, typos,
// "yr"/"qtr"/"ytd"/"w/", numbers in words, properties by street, town or kind of home, tenants and
// vendors by first name or as the bank writes them):
//   income 7, expenses 7, net 3, basis 4, company 3, members 2, deadlines 4, documents 4,
//   document list 2, bookings 1, follow-up 8 (asked right after an earlier question in the same
//   session), unanswerable 10 (the records share the question's words but cannot answer it).
// No figure is typed here: every amount, date and name is read from the running service's REST API
// (ledger sums, profit-and-loss report, properties, depreciation, obligations, company profile,
// documents), and every phrase quoted from a document is checked against its indexed text first.
import Decimal from "decimal.js";
import { figure, lastQuarter, longDate, month, obligations, quarter, RENTS, thisYear, year, type Case, type Truth } from "./chat-questions";
import { companyOf, depreciationOf, docSays, documentTitles, lastYear, pnl, streetWord, transactions, yearOf } from "./chat-questions-last-demo";

type Filter = Parameters<Truth["sum"]>[0];

/** A ledger sum that must not be empty, formatted "1,234.50". */
const nz = async (t: Truth, filter: Filter) => {
  const amount = await t.sum(filter);
  if (new Decimal(amount).isZero()) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return figure(amount);
};
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** Everything the ledger holds, up to today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const openOnly = <T extends { status: string }>(items: T[]) => items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
const distinctDates = (items: { due_date: string }[]) => {
  if (items.length === 0) throw new Error("no obligations in that window");
  return [...new Set(items.map((o) => longDate(o.due_date)))];
};
/** The most recent October on or before today. */
const latestOctober = (t: Truth) => (Number(t.today.slice(5, 7)) >= 10 ? yearOf(t) : yearOf(t) - 1);

// ---- earlier questions that follow-ups are asked after ----
const Q_HOA_YTD = "hoa dues on the beaverton condo ytd?";
const Q_OCT_RENTS = "gross rents for october?";
const Q_PROP_TAX_2025 = "what did we pay in propety taxes in 2025";
const Q_THORN_INTEREST = "morgage interest on thornapple for 2025";
const Q_ESTIMATES = "when do Helena and Corwin owe their next quarterly estimates?";
const Q_Q1_EXPENSES = "total expenses Q1 2026";
const Q_INGRID = "how much rent did Ingrid pay in 2025";
const Q_LIABILITY = "what's the liability limit on the Hood River insurance policy";

export const NEXT_LANDLORD_CASES: Case[] = [
  // ---- income ----
  {
    group: "income",
    query: "hey can you calculate gross rental income for Basalt Creek for 2025, long term rents + the airbnb both",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: RENTS, ...year(2025) })],
  },
  {
    group: "income",
    query: "total income q2 2026, all sources",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "revenue", ...quarter(2026, 2) })],
  },
  {
    group: "income",
    query: "how much did the Salem house bring in last yr",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "revenue", ...lastYear(t), property: await id(t, "Sycamore") })],
  },
  {
    group: "income",
    query: "what has Tobias paid us in rent so far this year?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: RENTS, q: "Tobias", ...thisYear(t), property: await id(t, "Quarry") })],
  },
  {
    group: "income",
    query: "compare rents thornapple vs the larkspur duplex for twenty twenty five, which one did better",
    tool: "query_database",
    expect: async (t) => {
      const [thorn, lark] = await Promise.all([t.sum({ categories: RENTS, ...year(2025), property: await id(t, "Thornapple") }), t.sum({ categories: RENTS, ...year(2025), property: await id(t, "Larkspur") })]);
      const better = new Decimal(lark).greaterThan(thorn) ? "Larkspur" : "Thornapple";
      return [figure(thorn), figure(lark), better];
    },
  },
  {
    group: "income",
    query: "pls pull up income by month for jan thru march 2026",
    tool: "query_database",
    expect: async (t) => {
      const report = await pnl(t, { start: month(2026, 1).start, end: month(2026, 3).end }, "month");
      if (report.groups.length !== 3) throw new Error(`expected 3 months, got ${report.groups.length}`);
      return report.groups.map((g) => figure(g.revenue));
    },
  },
  {
    group: "income",
    query: "how many rent payments came in from the duplex tenants in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: RENTS, ...year(2025), property: await id(t, "Larkspur") });
      if (n === 0) throw new Error("no rent at Larkspur in 2025");
      return [String(n)];
    },
  },

  // ---- expenses ----
  {
    group: "expenses",
    query: "what did we pay brightwell last yr? their mgmt fees plus anything else they charged us",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:property_management"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: Q_HOA_YTD,
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, "Quarry") })],
  },
  {
    group: "expenses",
    query: "mortgage interest by property for 2025 pls, CPA needs it for the 8825",
    tool: "query_database",
    expect: async (t) => {
      const rows = await transactions(t, { ...year(2025), category: "expense:mortgage_interest" });
      const byProperty = new Map<string, Decimal>();
      for (const r of rows) byProperty.set(r.property_id ?? "none", (byProperty.get(r.property_id ?? "none") ?? new Decimal(0)).plus(r.amount));
      if (byProperty.size < 2) throw new Error("mortgage interest on fewer than two properties");
      return [...byProperty.values()].map((v) => figure(v));
    },
  },
  {
    group: "expenses",
    query: "3 largest expenses in 2025?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>("/api/v1/transactions?transaction_type=EXPENSE&start_date=2025-01-01&end_date=2025-12-31&sort=-amount&page_size=3");
      if (items.length < 3) throw new Error("fewer than 3 expenses in 2025");
      return items.map((i) => figure(i.amount));
    },
  },
  {
    group: "expenses",
    query: "how much have we paid rosario plumbing in total, all the jobs",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "expense", q: "Rosario", ...allTime(t) })],
  },
  {
    group: "expenses",
    query: "list the insurence premiums we paid this year w/ amounts",
    tool: "query_database",
    expect: async (t) => {
      const rows = await transactions(t, { ...thisYear(t), category: "expense:insurance" });
      if (rows.length === 0) throw new Error("no insurance this year");
      return [...new Set(rows.map((r) => figure(r.amount)))];
    },
  },
  {
    group: "expenses",
    query: "expenses by category for last qtr",
    tool: "query_database",
    expect: async (t) => {
      const report = await pnl(t, lastQuarter(t.today), "category");
      // The two largest categories: any breakdown by category names them.
      const top = report.groups.filter((g) => g.key.startsWith("expense")).sort((a, b) => new Decimal(b.expenses).comparedTo(a.expenses)).slice(0, 2);
      if (top.length < 2) throw new Error("fewer than two expense categories last quarter");
      return top.map((g) => figure(g.expenses));
    },
  },

  // ---- net ----
  {
    group: "net",
    query: "net profit for 2025 for the whole LLC?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "net", ...year(2025) })],
  },
  {
    group: "net",
    query: "what did the airbnb unit net after all its costs so far this year",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "net", ...thisYear(t), property: await id(t, "Mill Race") })],
  },
  {
    group: "net",
    query: "was thornapple profitable last yr? income minus expenses",
    tool: "query_database",
    expect: async (t) => [await nz(t, { type: "net", ...lastYear(t), property: await id(t, "Thornapple") })],
  },

  // ---- basis and depreciation ----
  {
    group: "basis",
    query: "whats our depreciable basis in the quarry bend condo",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "land/bldg split on the Sycamore Hollow house?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis, all five rentals combined",
    tool: "query_database",
    expect: async (t) => {
      const { items, total } = await t.get<{ items: { total_basis: string }[]; total: number }>("/api/v1/properties?page_size=50");
      if (total !== 5 || items.length !== 5) throw new Error(`expected five properties, got ${total}`);
      return [figure(items.reduce((sum, p) => sum.plus(p.total_basis), new Decimal(0)))];
    },
  },
  {
    group: "basis",
    query: "depreciation on the hood river place for 2026 - building plus the furniture",
    tool: "query_database",
    expect: async (t) => [await depreciationOf(t, await id(t, "Mill Race"), 2026)],
  },

  // ---- company facts ----
  {
    group: "company",
    query: "whats basalt creek's ein",
    tool: "query_database",
    expect: async (t) => [(await companyOf(t)).ein],
  },
  {
    group: "company",
    query: "oregon SOS registry number for the llc?",
    tool: "query_database",
    expect: async (t) => [(await companyOf(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when did we form the LLC and who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await companyOf(t);
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // ---- members (from the operating agreement) ----
  {
    group: "members",
    query: "who are the members of Basalt Creek Holdings and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      await docSays(t, "Operating Agreement", "Helena Marsh holds a 55% Percentage Interest", "Corwin Adeyemi holds a 45% Percentage Interest");
      return ["Helena Marsh", "Corwin Adeyemi", "55%", "45%"];
    },
  },
  {
    group: "members",
    query: "who's the managing member + partnership rep per the OA",
    tool: "search_document_content",
    expect: async (t) => {
      await docSays(t, "Operating Agreement", "Helena Marsh is the Managing Member", "Helena Marsh is the partnership representative");
      return ["Helena Marsh"];
    },
  },

  // ---- deadlines ----
  {
    group: "deadlines",
    query: "anything due in the next 2 weeks?",
    tool: "query_database",
    expect: async (t) => distinctDates((await obligations(t, "upcoming=14")).items),
  },
  {
    group: "deadlines",
    query: "when's the 1065 for tax yr 2026 due",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "obligation_type=tax:filing");
      const filing = items.find((o) => o.description.includes("return for 2026"));
      if (!filing) throw new Error("no return for 2026");
      return [longDate(filing.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "what's overdue rn?",
    tool: "query_database",
    expect: async (t) => distinctDates((await obligations(t, "status=overdue")).items),
  },
  {
    group: "deadlines",
    query: "when do we have to renew the hood river STR permit",
    tool: "query_database",
    expect: async (t) => {
      const next = openOnly((await obligations(t, `obligation_type=compliance:license_renewal&property_id=${await id(t, "Mill Race")}`)).items).sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },

  // ---- what the documents say ----
  {
    group: "documents",
    query: "whats the late fee in Brianna's lease and when does it kick in",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Kowalczyk", "$75.00", "fifth day"),
  },
  {
    group: "documents",
    query: "can we airbnb the quarry bend condo? what do the HOA rules say about rentals",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Rules and Regulations", "12 months"),
  },
  {
    group: "documents",
    query: "how much can brightwell spend on one repair w/o asking us first",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Property Management Agreement", "$500"),
  },
  {
    group: "documents",
    query: "how long's the workmanship warranty on the new roof at thornapple",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Ridgeline", "10-year"),
  },

  // ---- document lists ----
  {
    group: "document list",
    query: "pull up a list of every doc we have on file",
    tool: "list_business_documents",
    expect: async (t) => documentTitles(t),
  },
  {
    group: "document list",
    query: "what paperwork do we have for the Thornapple house",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&property_id=${await id(t, "Thornapple")}`);
      if (items.length === 0) throw new Error("no documents for Thornapple");
      return items.map((d) => d.title);
    },
  },

  // ---- the Airbnb unit ----
  {
    group: "bookings",
    query: "how many airbnb stays did the carriage house get in july 2026 and what did they gross",
    tool: "query_database",
    expect: async (t) => {
      const f = { categories: ["revenue:rental_income"], ...month(2026, 7), property: await id(t, "Mill Race") };
      const n = await t.count(f);
      if (n === 0) throw new Error("no stays in July 2026");
      return [String(n), await nz(t, f)];
    },
  },

  // ---- follow-ups in the same session ----
  {
    group: "follow-up",
    after: Q_OCT_RENTS,
    query: "and the yr before?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: RENTS, ...month(latestOctober(t) - 1, 10) })],
  },
  {
    group: "follow-up",
    after: Q_PROP_TAX_2025,
    query: "which property was the biggest one",
    tool: "query_database",
    expect: async (t) => {
      const [top] = await transactions(t, { ...year(2025), category: "expense:property_tax", sort: "-amount" });
      if (!top?.property_id) throw new Error("no property tax in 2025");
      const { address } = await t.get<{ address: string }>(`/api/v1/properties/${top.property_id}`);
      return [streetWord(address), figure(top.amount)];
    },
  },
  {
    group: "follow-up",
    after: Q_HOA_YTD,
    query: "how much is that a month?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await transactions(t, { ...thisYear(t), category: "expense:hoa_fees", property: await id(t, "Quarry") });
      const amounts = [...new Set(rows.map((r) => figure(r.amount)))];
      if (amounts.length !== 1) throw new Error(`HOA dues vary: ${amounts.join(", ")}`);
      return amounts;
    },
  },
  {
    group: "follow-up",
    after: Q_THORN_INTEREST,
    query: "same thing for the salem house",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: ["expense:mortgage_interest"], ...year(2025), property: await id(t, "Sycamore") })],
  },
  {
    group: "follow-up",
    after: Q_ESTIMATES,
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const open = openOnly((await obligations(t, "obligation_type=tax:payment")).items)
        .filter((o) => o.due_date >= t.today)
        .sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (open.length < 2) throw new Error("fewer than two open estimated payments");
      return [longDate(open[1]!.due_date)];
    },
  },
  {
    group: "follow-up",
    after: Q_Q1_EXPENSES,
    query: "break that down by property",
    tool: "query_database",
    expect: async (t) => {
      const report = await pnl(t, quarter(2026, 1), "property");
      const props = report.groups.filter((g) => g.key !== "company" && !new Decimal(g.expenses).isZero());
      if (props.length === 0) throw new Error("no property expenses in Q1 2026");
      return props.map((g) => figure(g.expenses));
    },
  },
  {
    group: "follow-up",
    after: Q_INGRID,
    query: "what about Devon?",
    tool: "query_database",
    expect: async (t) => [await nz(t, { categories: RENTS, q: "Devon", ...year(2025) })],
  },
  {
    group: "follow-up",
    after: Q_LIABILITY,
    query: "and the deductible?",
    tool: "search_document_content",
    expect: async (t) => docSays(t, "Columbia Gorge", "$1,500"),
  },

  // ---- questions the records cannot answer ----
  { group: "unanswerable", unanswerable: true, query: "what's the Thornapple house worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "remaining balance on the guild mortgage for sycamore hollow?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much did we pay Cascade Gutter Pros last year", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what will rent be on the duplex units next year after the increase", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "was there a big snowstorm in hood river around new years? did it damage the carriage house", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's Brianna Kowalczyk's credit score", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much property tax will we owe on Larkspur for 2027-28", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "whats Tobias Wren's cell number, need to call him about renewing", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "current interest rate on the OnPoint loan for thornapple?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much security deposit are we holding for Tobias at quarry bend", tool: "query_database", expect: async () => [] },
];

