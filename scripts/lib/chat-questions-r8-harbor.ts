// Held-out evaluation set "r8-harbor", written BLIND: its author never read the assistant's code, its
// tests, its docs or any other question set. Asked of Harbor Lane Properties LLC, the North Carolina
// held-out company (scripts/lib/holdout-company.ts): the Juniper Lane cabin (Airbnb), the Osprey Point
// cottage (Airbnb), 310 Magnolia Street Unit 2 in Durham (Keisha Brown) and 1502 Hickory Drive, the
// Raleigh house (Owen Fitzgerald).
// Every expected figure, date and name is read at run time from the REST API (ledger sums, reports,
// properties, company profile, obligations, document list and document search); nothing is hard-coded.
//
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

type Period = { start: string; end: string };

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A dollar figure that must not be zero (a zero means the question points at nothing in the records). */
function money(amount: string, what: string): string {
  if (Number(amount) === 0) throw new Error(`${what}: the records hold nothing`);
  return figure(amount);
}

interface Pnl {
  revenue: string;
  expenses: string;
  net: string;
  capital_spending: string;
  net_after_capital_spending: string;
}
/** The profit-and-loss report of a period, for one property or the whole company. */
async function pnl(t: Truth, period: Period, fragment?: string): Promise<Pnl> {
  const property = fragment ? `&property_id=${await pid(t, fragment)}` : "";
  return t.get<Pnl>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}${property}`);
}

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
const properties = async (t: Truth) => (await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=200")).items;
const fullProperty = async (t: Truth, fragment: string) => t.get<PropertyRecord>(`/api/v1/properties/${await pid(t, fragment)}`);

/** The first capture of `re` in the passages of the one document whose title holds `title`, found by the document search. */
async function fromDocument(t: Truth, title: string, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string; chunk_index: number }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  const text = [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((hit) => hit.text).join("\n");
  const found = re.exec(text)?.[1];
  if (!found) throw new Error(`"${title}" holds nothing matching ${re}`);
  return found;
}

const vendorSpend = async (t: Truth, vendor: string, period: Period) => money(await t.sum({ q: vendor, type: "expense", ...period }), vendor);

export const R8_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did we get from Keisha last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...lastYear(t) }), "Keisha's rent")],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did we get from Keisha last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...thisYear(t) }), "Keisha's rent this year")],
  },
  {
    group: "income",
    query: "pull up total revenue for Harbor Lane Properties ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...thisYear(t) }), "revenue ytd")],
  },
  {
    group: "income",
    query: "what did the juniper cabin gross in bookings last year, not counting cleaning fees",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...lastYear(t) }), "cabin bookings")],
  },
  {
    group: "income",
    query: "osprey point income for august of last year incl cleaning fees?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", property: await pid(t, "Osprey"), ...month(thisY(t) - 1, 8) }), "Osprey August")],
  },
  {
    group: "income",
    query: "gross airbnb earnings last quarter - both listings combined",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...lastQuarter(t.today) }), "Airbnb last quarter")],
  },
  {
    group: "income",
    query: "How much did Owen pay us in rent in Q1 of this year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...quarter(thisY(t), 1) }), "Owen Q1")],
  },
  {
    group: "income",
    query: "total cleaning fees collected from guests last yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastYear(t) }), "cleaning fees")],
  },
  {
    group: "income",
    query: "break down last month's revenue by property",
    tool: "query_database",
    expect: async (t) => Promise.all(["Juniper", "Osprey", "Magnolia", "Hickory"].map(async (p) => money(await t.sum({ type: "revenue", property: await pid(t, p), ...lastMonth(t.today) }), `${p} last month`))),
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay BLUE RIDGE PLUMBING last year",
    tool: "query_database",
    expect: async (t) => [await vendorSpend(t, "BLUE RIDGE PLUMBING", lastYear(t))],
  },
  {
    group: "follow-up",
    query: "which property was that for?",
    after: "what did we pay BLUE RIDGE PLUMBING last year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=${encodeURIComponent("BLUE RIDGE PLUMBING")}&start_date=${start}&end_date=${end}&page_size=50`);
      const ids = [...new Set(items.map((tx) => tx.property_id))];
      if (ids.length !== 1 || !ids[0]) throw new Error(`Blue Ridge Plumbing: properties ${JSON.stringify(ids)}`);
      const { address } = await t.get<{ address: string }>(`/api/v1/properties/${ids[0]}`);
      return [address.split(",")[0]!];
    },
  },
  {
    group: "expenses",
    query: "how much have we spent w/ mountain fresh cleaning ytd",
    tool: "query_database",
    expect: async (t) => [await vendorSpend(t, "MOUNTAIN FRESH CLEANING", thisYear(t))],
  },
  {
    group: "expenses",
    query: "Utilities at Osprey Point last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Osprey"), ...lastYear(t) }), "Osprey utilities")],
  },
  {
    group: "follow-up",
    query: "just the electric?",
    after: "Utilities at Osprey Point last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, "Osprey"), ...lastYear(t) }), "Osprey electricity")],
  },
  {
    group: "expenses",
    query: "calculate property tax paid last year, all 4 properties together",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }), "property tax")],
  },
  {
    group: "expenses",
    query: "how much went to repairs on the cabin in the last calendar year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:repairs"], property: await pid(t, "Juniper"), ...lastYear(t) }), "cabin repairs")],
  },
  {
    group: "expenses",
    query: "what were total expenses for the company last month",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", ...lastMonth(t.today) }), "expenses last month")],
  },
  {
    group: "expenses",
    query: "pm fees paid to TRIANGLE PROPERTY MGMT last quarter",
    tool: "query_database",
    expect: async (t) => [await vendorSpend(t, "TRIANGLE PROPERTY MGMT", lastQuarter(t.today))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "net income on the cabin for last year",
    tool: "query_database",
    expect: async (t) => [money((await pnl(t, lastYear(t), "Juniper")).net, "cabin net")],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "net income on the cabin for last year",
    tool: "query_database",
    expect: async (t) => [money((await pnl(t, lastYear(t), "Osprey")).net, "cottage net")],
  },
  {
    group: "net",
    query: "are we profitable ytd? whole company, revenue minus expenses",
    tool: "query_database",
    expect: async (t) => [money((await pnl(t, thisYear(t))).net, "company net ytd")],
  },
  {
    group: "net",
    query: "Cash flow for the Durham unit last month",
    tool: "query_database",
    expect: async (t) => [money((await pnl(t, lastMonth(t.today), "Magnolia")).net_after_capital_spending, "Durham cash flow")],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings did osprey point get last yr",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...lastYear(t) });
      if (n === 0) throw new Error("no Osprey bookings last year");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the hickory dr house right now and what's the monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata: meta } = await fullProperty(t, "Hickory");
      if (typeof meta.tenant !== "string" || typeof meta.monthly_rent !== "string") throw new Error("Hickory: no tenant or rent recorded");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Nights booked at the cottage last quarter?",
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Osprey", lastQuarter(t.today));
      if (n === 0) throw new Error("no nights at Osprey last quarter");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has Hannah Whitaker booked Juniper with us",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), q: "Hannah Whitaker", start: "2000-01-01", end: t.today });
      if (n === 0) throw new Error("Hannah Whitaker never booked");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which of our places are long-term rentals, and who are the tenants?",
    tool: "query_database",
    expect: async (t) => {
      const tenants = (await properties(t)).filter((p) => p.extra_metadata.use === "long-term rental").map((p) => p.extra_metadata.tenant);
      if (tenants.length === 0 || !tenants.every((name): name is string => typeof name === "string")) throw new Error("no long-term tenants recorded");
      return tenants as string[];
    },
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "what did we pay for osprey point",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Osprey")).purchase_price_total, "Osprey price")],
  },
  {
    group: "follow-up",
    query: "how much of that was allocated to land",
    after: "what did we pay for osprey point",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Osprey")).land_basis, "Osprey land")],
  },
  {
    group: "basis",
    query: "land / building split for 1502 Hickory",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [money(p.land_basis, "Hickory land"), money(p.building_basis, "Hickory building")];
    },
  },
  {
    group: "basis",
    query: "when did the cabin go into service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      if (!p.placed_in_service) throw new Error("cabin: no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "whats our depreciable basis in the magnolia st unit",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Magnolia")).depreciable_basis, "Magnolia depreciable basis")],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "whats harbor lane's EIN",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "Who is our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent: agent } = await company(t);
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },
  {
    group: "company",
    query: "when was Harbor Lane Properties LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date: formed } = await company(t);
      if (!formed) throw new Error("no formation date");
      return [longDate(formed)];
    },
  },
  {
    group: "company",
    query: "who are the members of the llc and what percentage does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const list = await fromDocument(t, "Operating Agreement", "members and percentage interests", /Percentage Interests are:\s*([^.]+)\./);
      const names = list.split(/;\s*/).map((part) => part.split(",")[0]!.trim()).filter(Boolean);
      if (names.length === 0) throw new Error("no members in the operating agreement");
      return names;
    },
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated tax payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when's our next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligations(t, "obligation_type=tax:payment")).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      const second = open[1];
      if (!second) throw new Error("no second open estimated tax payment");
      return [longDate(second.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When is the NC annual report due next",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "flood policy at osprey renews when?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, "Osprey")}`);
      if (!next) throw new Error("no open flood renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline to renew the wilmington short term rental permit?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:license_renewal");
      if (!next) throw new Error("no open permit renewal");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "late fee rent paid after", /late fee of \$([\d,]+(?:\.\d{2})?)/i)],
  },
  {
    group: "follow-up",
    query: "what about the security deposit",
    after: "what's the late fee in keisha's lease",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "security deposit", /security deposit of \$([\d,]+(?:\.\d{2})?)/i)],
  },
  {
    group: "documents",
    query: "hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point", "named storm hurricane deductible", /hurricane\) deductible:[^$]*\$([\d,]+(?:\.\d{2})?)/i)],
  },
  {
    group: "documents",
    query: "how much does the operating agreement say we have to hold back in reserve before distributions",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "distributions reserve repairs vacancies", /reserve of \$([\d,]+(?:\.\d{2})?)/i)],
  },
  {
    group: "documents",
    query: "list the docs we have on file for the raleigh house",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Hickory")}`),
  },
  {
    group: "documents",
    query: "how long is oak city roofing's workmanship warranty on the new roof",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Oak City Roofing", "workmanship warranty", /workmanship warranty:\s*(\d+ years)/i)],
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the juniper cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will we make on airbnb next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the truist mortgage for osprey point", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did we pay for the myrtle beach condo", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats keisha brown's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the raleigh house or keep renting it out?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did Cape Fear Holdings LLC collect last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what star rating does the cabin have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many square feet is the osprey point house", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the wake county tax bill on hickory drive come to next year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
