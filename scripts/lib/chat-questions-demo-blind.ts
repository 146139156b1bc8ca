// A blind evaluation set on the DEMO company (Front Range Rentals LLC, scripts/lib/demo-data.ts and
// scripts/lib/demo-documents.ts). Written blind: its author never read the assistant's planner
// (src/chat/) nor the phrasings of the other question sets, only the REST API, the demo data and
// documents, and the spec. The questions are worded the way owners and bookkeepers type them: lower
// case, shorthand ("last yr", "ytd", "Q3"), the odd typo, property nicknames ("the loft", "the aurora
// house", "the lakewood condo"), vendor, tenant and guest names from the bank and Airbnb rows.
//
// As in chat-questions.ts, no figure is written here: every expected figure, date and name is read
// from the running service's REST API (ledger sums, property records, obligations, company profile,
// document list) at evaluation time. Phrases expected from a document's text are short facts of the
// document itself (scripts/lib/demo-documents.ts), such as "$2,500". Periods are relative to today.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, month, MONTHS, nextOpen, obligations, RENTS, thisYear, year, type Case, type Obligation, type Truth } from "./chat-questions";

/** The year of the evaluation run; the demo books cover all of last year and this year up to last month. */
const Y = new Date().getUTCFullYear();
const LY = Y - 1;

const LT = ["revenue:long_term_rental"];
const STR = ["revenue:rental_income"];

interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  groups: { key: string; label: string; revenue: string; expenses: string; net: string; transaction_count: number }[];
}
interface TxPage {
  items: { amount: string; description: string; transaction_date: string; extra_metadata: Record<string, unknown> }[];
  total: number;
}
interface DocPage {
  items: { title: string; doc_type: string; doc_date: string; property_id: string | null }[];
  total: number;
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const sumOf = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => figure(await t.sum(filter));
const quarter = (y: number, q: number) => ({ start: month(y, q * 3 - 2).start, end: month(y, q * 3).end });
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

/** The distinct guests of the Airbnb reservations in a period (from each row's import metadata). */
async function guests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const page = await t.get<TxPage>(`/api/v1/transactions?category=revenue:rental_income&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  return [...new Set(page.items.map((item) => String(item.extra_metadata.guest)))];
}

/** The due dates, in words, of a list of obligations (each date once). */
const dates = (items: Obligation[]) => [...new Set(items.map((o) => longDate(o.due_date)))];

/** The first open obligation due today or later (an overdue one is not "next"). */
async function nextUpcoming(t: Truth, query: string): Promise<Obligation | undefined> {
  return (await obligations(t, query)).items.find((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
}
const dueOf = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return [longDate(o.due_date)];
};

/** Titles of the documents a list query returns. */
const titles = async (t: Truth, query: string) => (await t.get<DocPage>(`/api/v1/documents?page_size=100${query ? `&${query}` : ""}`)).items.map((d) => d.title);

/** Year the Birch Avenue lease was signed (its term runs August 1 to July 31 of the next year). */
const leaseYear = async (t: Truth) => {
  const { items } = await t.get<DocPage>(`/api/v1/documents?page_size=100&q=${encodeURIComponent("Lease")}`);
  const lease = items.find((d) => d.title.includes("Birch"));
  if (!lease) throw new Error("no Birch Avenue lease");
  return Number(lease.doc_date.slice(0, 4));
};

const average = (total: string, n: number) => figure(new Decimal(total).div(n));

export const DEMO_BLIND_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Company identity (the company record)
  { group: "company", query: "whats the EIN for Front Range Rentals LLC?", tool: "query_database", expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein] },
  { group: "company", query: "could you please give me our colorado secretary of state id number", tool: "query_database", expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number] },
  { group: "company", query: "when was the llc formed", tool: "query_database", expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)] },
  { group: "company", query: "what mailing address do we have on file for front range rentals", tool: "query_database", expect: async (t) => [(await t.get<{ mailing_address: string }>("/api/v1/company")).mailing_address.split(",")[0]!] },
  { group: "company", query: "who's our registered agent?", tool: "query_database", expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name] },

  // ---------------------------------------------------------------------------------------------
  // Properties
  {
    group: "property",
    query: "list the street addresses of all our rentals",
    tool: "query_database",
    expect: async (t) => (await t.get<{ items: { address: string }[] }>("/api/v1/properties?page_size=100")).items.map((p) => p.address.split(",")[0]!),
  },
  { group: "property", query: "when did we buy the aurora house?", tool: "query_database", expect: async (t) => [longDate((await t.property("Birch")).acquisition_date)] },
  { group: "property", query: "purchase price of 77 cedar ct unit b", tool: "query_database", expect: async (t) => [figure((await t.property("Cedar")).purchase_price_total)] },
  { group: "property", query: "placed in service date for the loft on alder", tool: "query_database", expect: async (t) => [longDate((await t.property("Alder")).placed_in_service!)] },

  // Basis
  { group: "basis", query: "whats the depreciable basis on the alder st loft", tool: "query_database", expect: async (t) => [figure((await t.property("Alder")).depreciable_basis)] },
  { group: "basis", query: "total basis for birch ave pls", tool: "query_database", expect: async (t) => [figure((await t.property("Birch")).total_basis)] },
  {
    group: "basis",
    query: "break out land vs building basis for the lakewood condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Cedar");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "could you please calculate the combined depreciable basis across all three properties",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { depreciable_basis: string }[] }>("/api/v1/properties?page_size=100");
      return [figure(items.reduce((total, p) => total.plus(p.depreciable_basis), new Decimal(0)))];
    },
  },
  { group: "basis", query: "how much ff&e basis does alder have", tool: "query_database", expect: async (t) => [figure((await t.property("Alder")).ffe_basis)] },

  // ---------------------------------------------------------------------------------------------
  // Income
  { group: "income", query: "tell me our gross rental income for last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: RENTS, ...year(LY) })] },
  { group: "income", query: `total income for Front Range Rentals LLC in Q3 ${LY}`, tool: "query_database", expect: async (t) => [await sumOf(t, { type: "revenue", ...quarter(LY, 3) })] },
  { group: "income", query: `what was the monthly income for march ${LY}`, tool: "query_database", expect: async (t) => [await sumOf(t, { type: "revenue", ...month(LY, 3) })] },
  { group: "income", query: "how much rent has come in ytd", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: RENTS, ...thisYear(t) })] },
  { group: "income", query: "what did maria garcia pay us in rent last year", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: LT, property: await pid(t, "Birch"), ...year(LY) })] },
  { group: "income", query: "how much rent has dev patel paid so far this year", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: LT, property: await pid(t, "Cedar"), ...thisYear(t) })] },
  { group: "income", query: "how much did the loft bring in overall last quarter", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "revenue", property: await pid(t, "Alder"), ...lastQuarter(t.today) })] },
  { group: "income", query: `cleaning fees collected from airbnb guests in ${LY}`, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:cleaning_fees"], ...year(LY) })] },
  { group: "income", query: "late fees recieved last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["revenue:late_fees"], ...year(LY) })] },
  { group: "income", query: "overall net profit for the company last year", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "net", ...year(LY) })] },
  { group: "income", query: "net income for cedar court last year", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "net", property: await pid(t, "Cedar"), ...year(LY) })] },

  // ---------------------------------------------------------------------------------------------
  // Expenses, by category, vendor, property and period
  { group: "expenses", query: "how much did we spend on mortgage interest last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:mortgage_interest"], ...year(LY) })] },
  { group: "expenses", query: "what have we paid maid right cleaning ytd", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "MAID RIGHT", ...thisYear(t) })] },
  { group: "expenses", query: `total paid to xcel energy in ${LY}`, tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "XCEL", ...year(LY) })] },
  { group: "expenses", query: "how much went to acme property mgmt last year", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "ACME PROPERTY", ...year(LY) })] },
  { group: "expenses", query: "property taxes paid on all 3 properties last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:property_tax"], ...year(LY) })] },
  { group: "expenses", query: "what did the new roof at birch cost us", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "ROOF", property: await pid(t, "Birch"), ...allTime(t) })] },
  { group: "expenses", query: `insurance premium for cedar ct in ${LY}`, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:insurance"], property: await pid(t, "Cedar"), ...year(LY) })] },
  { group: "expenses", query: "utilities at the alder loft last month?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:utilities"], property: await pid(t, "Alder"), ...lastMonth(t.today) })] },
  { group: "expenses", query: "what did we spend on utilities at alder last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:utilities"], property: await pid(t, "Alder"), ...year(LY) })] },
  { group: "expenses", query: "hoa dues ytd", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:hoa_fees"], ...thisYear(t) })] },
  { group: "expenses", query: "home depot spend last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "HOME DEPOT", ...year(LY) })] },
  { group: "expenses", query: "what did smith & co charge us for tax prep last year", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "SMITH & CO", ...year(LY) })] },
  { group: "expenses", query: `give me the total bank fees for ${LY}`, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:bank_fees"], ...year(LY) })] },
  { group: "expenses", query: "how much did we pay maid right cleaning svc last yr", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "expense", q: "MAID RIGHT", ...year(LY) })] },

  // ---------------------------------------------------------------------------------------------
  // Comparisons, breakdowns, rankings and averages
  {
    group: "analysis",
    query: "compare total expenses at alder vs birch last year",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "expense", property: await pid(t, "Alder"), ...year(LY) }), await sumOf(t, { type: "expense", property: await pid(t, "Birch"), ...year(LY) })],
  },
  {
    group: "analysis",
    query: "give me a month by month breakdown of rental income for Q2 last yr",
    tool: "query_database",
    expect: async (t) => Promise.all([4, 5, 6].map((m) => sumOf(t, { categories: RENTS, ...month(LY, m) }))),
  },
  {
    group: "analysis",
    query: `income by property for ${LY}`,
    tool: "query_database",
    expect: async (t) => Promise.all(["Alder", "Birch", "Cedar"].map(async (p) => sumOf(t, { type: "revenue", property: await pid(t, p), ...year(LY) }))),
  },
  {
    group: "analysis",
    query: "which month last yr had the highest short-term rental income",
    tool: "query_database",
    expect: async (t) => {
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: STR, ...month(LY, i + 1) })));
      const best = sums.reduce((top, s, i) => (new Decimal(s).gt(sums[top]!) ? i : top), 0);
      return [MONTHS[best]!, figure(sums[best]!)];
    },
  },
  {
    group: "analysis",
    query: "what's our biggest expense category ytd",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const pnl = await t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${start}&end_date=${end}&group_by=category`);
      const top = pnl.groups.filter((g) => g.key.startsWith("expense")).sort((a, b) => new Decimal(b.expenses).cmp(a.expenses))[0]!;
      return [top.label, figure(top.expenses)];
    },
  },
  {
    group: "analysis",
    query: "largest single payment we made last year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(LY);
      const page = await t.get<TxPage>(`/api/v1/transactions?transaction_type=EXPENSE&start_date=${start}&end_date=${end}&sort=-amount&page_size=1`);
      return [figure(page.items[0]!.amount)];
    },
  },
  {
    group: "analysis",
    query: "smallest expense last month",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastMonth(t.today);
      const page = await t.get<TxPage>(`/api/v1/transactions?transaction_type=EXPENSE&start_date=${start}&end_date=${end}&sort=amount&page_size=1`);
      return [figure(page.items[0]!.amount)];
    },
  },
  {
    group: "analysis",
    query: "average monthly electric bill at alder last year",
    tool: "query_database",
    expect: async (t) => {
      const filter = { categories: ["expense:utilities:electricity"], property: await pid(t, "Alder"), ...year(LY) };
      return [average(await t.sum(filter), await t.count(filter))];
    },
  },
  {
    group: "analysis",
    query: "break down last year's expences by category",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(LY);
      const pnl = await t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${start}&end_date=${end}&group_by=category`);
      return pnl.groups
        .filter((g) => g.key.startsWith("expense"))
        .sort((a, b) => new Decimal(b.expenses).cmp(a.expenses))
        .slice(0, 3)
        .map((g) => figure(g.expenses));
    },
  },
  {
    group: "analysis",
    query: "what was the average rent per month from cedar court last year",
    tool: "query_database",
    expect: async (t) => {
      const filter = { categories: LT, property: await pid(t, "Cedar"), ...year(LY) };
      return [average(await t.sum(filter), await t.count(filter))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Airbnb reservations (bookings) at the Alder Street Loft
  { group: "bookings", query: `how many airbnb bookings did the loft get in july ${LY}`, tool: "query_database", expect: async (t) => [String(await t.count({ categories: STR, ...month(LY, 7) }))] },
  { group: "bookings", query: `list the guests who stayed at alder street in august ${LY}`, tool: "query_database", expect: async (t) => guests(t, month(LY, 8)) },
  { group: "bookings", query: "how many reservations have we had ytd", tool: "query_database", expect: async (t) => [String(await t.count({ categories: STR, ...thisYear(t) }))] },
  {
    group: "bookings",
    query: `how many nights was the loft booked in ${LY}`,
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(LY);
      const alder = await pid(t, "Alder");
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${start}&end_date=${end}&property_id=${alder}`);
      return [String(report.properties.find((p) => p.property_id === alder)!.nights_booked)];
    },
  },
  { group: "bookings", query: `how many times did priya nair book with us in ${LY}`, tool: "query_database", expect: async (t) => [String(await t.count({ categories: STR, q: "Priya Nair", ...year(LY) }))] },
  { group: "bookings", query: "who stayed at the loft last month", tool: "query_database", expect: async (t) => guests(t, lastMonth(t.today)) },
  { group: "bookings", query: "how many reservtions did the loft have last month", tool: "query_database", expect: async (t) => [String(await t.count({ categories: STR, ...lastMonth(t.today) }))] },

  // ---------------------------------------------------------------------------------------------
  // Deadlines (obligations)
  {
    group: "deadlines",
    query: "whats the next deadline coming up",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextUpcoming(t, "");
      return o ? [longDate(o.due_date)] : [];
    },
  },
  { group: "deadlines", query: "is anything overdue right now?", tool: "query_database", expect: async (t) => dates((await obligations(t, "status=overdue")).items) },
  { group: "deadlines", query: "when is the next property tax payment due for birch", tool: "query_database", expect: async (t) => dueOf(t, `obligation_type=property:tax&property_id=${await pid(t, "Birch")}`) },
  { group: "deadlines", query: "when does the insurance on birch ave need to be renewed", tool: "query_database", expect: async (t) => dueOf(t, `obligation_type=property:insurance&property_id=${await pid(t, "Birch")}`) },
  { group: "deadlines", query: "when's the colorado periodic report due", tool: "query_database", expect: async (t) => dueOf(t, "obligation_type=compliance:periodic_report") },
  { group: "deadlines", query: "when do we have to file the 1065 partnership return", tool: "query_database", expect: async (t) => dueOf(t, "obligation_type=tax:filing") },
  {
    group: "deadlines",
    query: "next estimated tax payment date?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextUpcoming(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no upcoming estimated tax payment");
      return [longDate(o.due_date)];
    },
  },
  { group: "deadlines", query: "any deadlines in the next 90 days?", tool: "query_database", expect: async (t) => dates((await obligations(t, "upcoming=90")).items) },
  { group: "deadlines", query: "when is the annual inspection for the loft due", tool: "query_database", expect: async (t) => dueOf(t, `obligation_type=property:inspection&property_id=${await pid(t, "Alder")}`) },

  // ---------------------------------------------------------------------------------------------
  // What the documents say
  { group: "documents", query: "who are the members of front range rentals llc under the operating agreement, and what % does each own", tool: "search_document_content", expect: async () => ["Dana Whitfield", "Luis Ortega", "60%", "40%"] },
  { group: "documents", query: "what's the deductible on the state farm policy for alder", tool: "search_document_content", expect: async () => ["$2,500"] },
  { group: "documents", query: "wind and hail deductible on the loft insurence?", tool: "search_document_content", expect: async () => ["$4,250"] },
  { group: "documents", query: "what's the liability limit on the alder st policy", tool: "search_document_content", expect: async () => ["$1,000,000"] },
  { group: "documents", query: "how much is the pet deposit under the birch lease", tool: "search_document_content", expect: async () => ["$300"] },
  { group: "documents", query: "late fee in maria garcia's lease?", tool: "search_document_content", expect: async () => ["$75"] },
  { group: "documents", query: "when does maria garcia's lease end", tool: "search_document_content", expect: async (t) => [`July 31, ${(await leaseYear(t)) + 1}`] },
  { group: "documents", query: "how much capital did dana and luis each put in according to the operating agreement", tool: "search_document_content", expect: async () => ["$90,000", "$60,000"] },
  { group: "documents", query: "what size expense needs sign off from 75% of the members", tool: "search_document_content", expect: async () => ["$15,000"] },
  { group: "documents", query: "how much cash reserve does the managing member have to keep before making distributions", tool: "search_document_content", expect: async () => ["$10,000"] },
  { group: "documents", query: "who is the state farm agent on the alder policy", tool: "search_document_content", expect: async () => ["Karen Molina"] },
  { group: "documents", query: "what does the lease say about pets", tool: "search_document_content", expect: async () => ["40 pounds"] },
  { group: "documents", query: "how much notice does either side have to give to end the birch lease once it goes month to month", tool: "search_document_content", expect: async () => ["60 days"] },
  { group: "documents", query: "what was the beginning balance on the july birch bank statement", tool: "search_document_content", expect: async () => ["18,412.37"] },
  { group: "documents", query: "what name control did the irs assign us in the ein letter", tool: "search_document_content", expect: async () => ["FRON"] },
  { group: "documents", query: "is theft by an airbnb guest covered on the alder policy, and up to how much", tool: "search_document_content", expect: async () => ["$5,000"] },
  { group: "documents", query: "who pays water and sewer at birch per the lease", tool: "search_document_content", expect: async () => ["landlord"] },

  // Listing documents
  { group: "list", query: "what documents do we have on file", tool: "list_business_documents", expect: async (t) => titles(t, "") },
  { group: "list", query: "show me our formation docs", tool: "list_business_documents", expect: async (t) => titles(t, "doc_type=formation") },
  { group: "list", query: "list any insurance documents for the loft", tool: "list_business_documents", expect: async (t) => titles(t, `doc_type=insurance&property_id=${await pid(t, "Alder")}`) },
  { group: "list", query: "what paperwork is filed under birch ave", tool: "list_business_documents", expect: async (t) => titles(t, `property_id=${await pid(t, "Birch")}`) },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups in the same session: one slot changes, the rest carries over
  { group: "follow-up", after: `how many airbnb bookings did the loft get in july ${LY}`, query: "and how much did they bring in", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: STR, ...month(LY, 7) })] },
  { group: "follow-up", after: "how many reservtions did the loft have last month", query: "how much did they bring in?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: STR, ...lastMonth(t.today) })] },
  { group: "follow-up", after: "when is the next property tax payment due for birch", query: "and the insurance renewal?", tool: "query_database", expect: async (t) => dueOf(t, `obligation_type=property:insurance&property_id=${await pid(t, "Birch")}`) },
  { group: "follow-up", after: "when does the insurance on birch ave need to be renewed", query: "what about for the loft", tool: "query_database", expect: async (t) => dueOf(t, `obligation_type=property:insurance&property_id=${await pid(t, "Alder")}`) },
  { group: "follow-up", after: "tell me our gross rental income for last yr", query: "and ytd?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: RENTS, ...thisYear(t) })] },
  { group: "follow-up", after: "what did we spend on utilities at alder last yr", query: "and birch?", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:utilities"], property: await pid(t, "Birch"), ...year(LY) })] },
  { group: "follow-up", after: "property taxes paid on all 3 properties last yr", query: "what about insurance", tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:insurance"], ...year(LY) })] },
  { group: "follow-up", after: `list the guests who stayed at alder street in august ${LY}`, query: "and september?", tool: "query_database", expect: async (t) => guests(t, month(LY, 9)) },
  { group: "follow-up", after: "what's the deductible on the state farm policy for alder", query: "and what's the annual premium", tool: "search_document_content", expect: async () => ["1,860"] },
  { group: "follow-up", after: "net income for cedar court last year", query: "how about birch", tool: "query_database", expect: async (t) => [await sumOf(t, { type: "net", property: await pid(t, "Birch"), ...year(LY) })] },
  // A new question after a vendor question: it must not keep the vendor filter.
  { group: "follow-up", after: "how much did we pay maid right cleaning svc last yr", query: `whats our total morgage interest for ${LY}`, tool: "query_database", expect: async (t) => [await sumOf(t, { categories: ["expense:mortgage_interest"], ...year(LY) })] },
  { group: "follow-up", after: `total paid to xcel energy in ${LY}`, query: `how many airbnb bookings did we have in ${LY} overall`, tool: "query_database", expect: async (t) => [String(await t.count({ categories: STR, ...year(LY) }))] },

  // ---------------------------------------------------------------------------------------------
  // Questions the records cannot answer, though they share the records' words
  { group: "unanswerable", query: "what's the alder street loft worth on the market right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the mr cooper mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was the weather like in denver for the july bookings", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we pay terminix for pest control last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will maria garcia's rent be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's dana whitfield's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we sell the birch house for", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the county assessed value of cedar court for property tax", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what do the cedar court hoa rules say about short term rentals", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what does the denver roofing warranty cover on the birch roof", tool: "search_document_content", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the wells fargo loan for cedar", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what work did ace plumbing do at birch according to their invoice", tool: "search_document_content", unanswerable: true, expect: async () => [] },
];
