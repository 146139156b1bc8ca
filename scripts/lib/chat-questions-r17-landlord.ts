// Written blind: this set was written without reading the assistant's code, its tests, its docs or any
// other question set; only the fixture company (scripts/lib/landlord-company.ts), the REST API spec,
// the runner and the types and helpers of chat-questions.ts (lines 1-97) were read.
// Company asked: Basalt Creek Holdings LLC, the Oregon landlord fixture (set r17-landlord).
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 cases). Every figure, date and name is read from the
// REST API at run time; periods are relative to t.today.
import { figure, lastMonth, lastQuarter, longDate, nightsBooked, guestsOf, nextOpen, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";
import { US_STATE_CODES, US_STATE_NAMES } from "../../src/domain/us-states";


const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
/** The most recent whole Q3 (this year's once September is over, else last year's). */
const recentQ3 = (t: Truth) => {
  const y = Number(t.today.slice(0, 4));
  return Number(t.today.slice(5, 7)) > 9 ? quarter(y, 3) : quarter(y - 1, 3);
};
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
type Meta = { extra_metadata: Record<string, unknown> };
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as Meta).extra_metadata;

/** Passages of one document (found by a title fragment) that hold a word, joined. */
async function docText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200`);
  const doc = items.find((d) => d.title.toLowerCase().includes(titleFragment.toLowerCase()));
  if (!doc) throw new Error(`no document titled like ${titleFragment}`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&mode=lexical&top_k=50`);
  return hits.items.map((h) => h.text).join("\n");
}
function pick(text: string, pattern: RegExp, what: string): string {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`not found in document: ${what}`);
  return m[1];
}
const sortedOpen = (items: Obligation[]) => items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
async function nextDue(t: Truth, q: string): Promise<string> {
  const open = sortedOpen((await obligations(t, `q=${encodeURIComponent(q)}`)).items)[0] ?? (await nextOpen(t, `q=${encodeURIComponent(q)}`));
  if (!open) throw new Error(`no open obligation like ${q}`);
  return longDate(open.due_date);
}
async function pnlNet(t: Truth, period: { start: string; end: string }): Promise<string> {
  const r = await t.get<{ net: string }>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}`);
  return r.net;
}

const Q_RENT_LAST_YEAR = "how much rent did Basalt Creek collect last yr";
const Q_ROSARIO = "what did we pay Rosario Plumbing last year";
const Q_CARRIAGE_NET = "what did the carriage house net last year after all its expenses";
const Q_WHO_STAYED = "who stayed at the carriage house last month";
const Q_THORNAPPLE_TENANT = "who's renting 1147 SE Thornapple right now";
const Q_QUARRY_PRICE = "what did we pay for the Quarry Bend condo";
const Q_PERMIT = "when does the hood river STR permit need renewing";
const Q_BRIANNA_DEPOSIT = "how big a security deposit is Brianna's lease holding";

export const R17_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: Q_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and this year so far?",
    after: Q_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "carriage house airbnb bookings ytd, gross",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "pull up rental income for the Larkspur duplex in Q3",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...recentQ3(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "what did Brianna pay in rent last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "break down gross rental income by property for last year",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const p of ["Thornapple", "Larkspur", "Quarry", "Sycamore", "Mill Race"]) out.push(figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, p) })));
      return out;
    },
  },
  {
    group: "income",
    query: "total income from Sycamore Hollow last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "How much did we book through Airbnb in the last calendar year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "late fees collected this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid across all 5 properties last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on repairs ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate the mortgage interest on thornapple for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "expenses",
    query: "total utilities at mill race last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "what did we pay Brightwell Property Management in total last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "landscaping costs last yr split by property",
    tool: "query_database",
    expect: async (t) => [
      figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...lastYear(t), property: await pid(t, "Thornapple") })),
      figure(await t.sum({ categories: ["expense:maintenance:landscaping"], ...lastYear(t), property: await pid(t, "Sycamore") })),
    ],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was Basalt Creek's net operating income last year",
    tool: "query_database",
    expect: async (t) => [figure(await pnlNet(t, lastYear(t)))],
  },
  {
    group: "net",
    query: Q_CARRIAGE_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "what about Sycamore Hollow?",
    after: Q_CARRIAGE_NET,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "net",
    query: "cash flow on the thornapple house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: Q_WHO_STAYED,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was that in total",
    after: Q_WHO_STAYED,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the carriage house last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get in Q3?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...recentQ3(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_THORNAPPLE_TENANT,
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Thornapple")).tenant)],
  },
  {
    group: "follow-up",
    query: "what's she paying a month",
    after: Q_THORNAPPLE_TENANT,
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Thornapple")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants in the two Larkspur units",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur")).units as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "who rented the Salem house before Marisol moved in",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?property_id=${await pid(t, "Sycamore")}&category=revenue:long_term_rental&page_size=200`);
      const names = [...new Set(items.map((i) => /ZELLE FROM (.+?) RENT/i.exec(i.description)?.[1]).filter((n): n is string => Boolean(n)))];
      const before = names.filter((n) => !/pennington/i.test(n));
      if (before.length === 0) throw new Error("no earlier tenant at Sycamore");
      return before;
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: Q_QUARRY_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and the duplex?",
    after: Q_QUARRY_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building allocation on Sycamore Hollow Rd",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when did the carriage house go into service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for mill race incl the furnishings",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who's the registered agent for Basalt Creek Holdings",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "what state is the LLC formed in and on what date",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_of_formation: string; formation_date: string }>("/api/v1/company");
      const name = US_STATE_NAMES[(US_STATE_CODES as readonly string[]).indexOf(c.state_of_formation)];
      if (!name) throw new Error(`unknown state ${c.state_of_formation}`);
      return [name, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "oregon sos registry number for the company?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's coming due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "1065")],
  },
  {
    group: "deadlines",
    query: Q_PERMIT,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "short-term rental permit")],
  },
  {
    group: "follow-up",
    query: "how much did we pay for it last time",
    after: Q_PERMIT,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; transaction_date: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent("STR PERMIT")}&page_size=50&sort=-transaction_date`);
      if (!items[0]) throw new Error("no permit payment");
      return [figure(items[0].amount)];
    },
  },
  {
    group: "deadlines",
    query: "Next annual report deadline with the Secretary of State?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "annual report")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "who are the members under the operating agreement and what are their percentages",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "Percentage Interest");
      const out: string[] = [];
      for (const m of text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+%) Percentage Interest/g)) out.push(m[1]!, m[2]!);
      if (out.length < 4) throw new Error("members not found in the operating agreement");
      return out;
    },
  },
  {
    group: "documents",
    query: Q_BRIANNA_DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [figure(pick(await docText(t, "Kowalczyk", "security deposit"), /security deposit of \$([\d,]+\.\d\d)/, "Thornapple deposit").replace(/,/g, ""))],
  },
  {
    group: "follow-up",
    query: "and Marisol's?",
    after: Q_BRIANNA_DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [figure(pick(await docText(t, "Pennington", "security deposit"), /security deposit of \$([\d,]+\.\d\d)/, "Sycamore deposit").replace(/,/g, ""))],
  },
  {
    group: "documents",
    query: "do the quarry bend hoa rules let us do a short lease there? whats the minimum term",
    tool: "search_document_content",
    expect: async (t) => [pick(await docText(t, "Quarry Bend Condominium Association Rules", "lease"), /term of less than (\d+ months)/, "HOA minimum lease")],
  },
  {
    group: "documents",
    query: "deductible on the columbia gorge mutual policy for the carriage house",
    tool: "search_document_content",
    expect: async (t) => [pick(await docText(t, "Columbia Gorge Mutual", "deductible"), /\$([\d,]+) per occurrence/, "deductible")],
  },
  {
    group: "documents",
    query: "list the formation docs we have on file",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "project our rental income for next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Helena take out in distributions last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the carriage house or keep running it on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Brightwell Property Management's own EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal balance on the Larkspur home loan?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Tobias Wren's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are comparable 3br rents going for in Salem these days", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Corwin's other LLC make last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will Multnomah County's property tax bill on thornapple be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
