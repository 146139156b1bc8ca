// Written blind: the author never read the assistant's code, its tests, its docs or any other question
// set. Asked of Basalt Creek Holdings LLC, the Oregon LLC of the landlord fixture
// (scripts/lib/landlord-company.ts): four long-term rentals (Thornapple, the Larkspur duplex, the Quarry
// Bend condo, Sycamore Hollow in Salem) and the Mill Race carriage house let on Airbnb.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all). Every expected figure, date and name is read
// at run time from the REST API; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, MONTHS, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const lastYearNumber = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const lastYear = (t: Truth) => year(lastYearNumber(t));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Unit {
  unit: string;
  tenant: string;
  monthly_rent: string;
}
interface Meta {
  tenant?: string;
  monthly_rent?: string;
  units?: Unit[];
}
/** A property's custom fields (tenant, rent, units) as the records hold them. */
async function meta(t: Truth, fragment: string): Promise<Meta> {
  const p = await t.get<{ extra_metadata: Meta }>(`/api/v1/properties/${await pid(t, fragment)}`);
  return p.extra_metadata;
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string | null };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Text of one document's passages about `about` (found by a title fragment), for reading a clause. */
async function docText(t: Truth, titleFragment: string, about: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(about)}&document_id=${items[0]!.id}&top_k=50`);
  return hits.items.map((h) => h.text).join("\n");
}
async function clause(t: Truth, titleFragment: string, about: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, titleFragment, about));
  if (!match?.[1]) throw new Error(`"${pattern}" not found in ${titleFragment}`);
  return match[1];
}

const dueDate = async (t: Truth, query: string) => {
  const o = await nextOpen(t, `${query}&start_date=${t.today}`);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
};

export const R5_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did we collect last yr from the long-term tenants",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "gross rental income ytd for Basalt Creek, rent and airbnb together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up the airbnb income for the carriage house for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "pull up the airbnb income for the carriage house for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the Larkspur duplex bring in last year in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Larkspur"), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "total rental income for last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much has Tobias paid us in rent this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Quarry Bend"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "which month last year had our highest rental income, and how much was it",
    tool: "query_database",
    expect: async (t) => {
      const y = lastYearNumber(t);
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: RENTS, ...month(y, i + 1) })));
      let best = 0;
      sums.forEach((s, i) => {
        if (Number(s) > Number(sums[best])) best = i;
      });
      return [MONTHS[best]!, figure(sums[best]!)];
    },
  },
  {
    group: "income",
    query: "airbnb revenue last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay Rosario Plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how about this year",
    after: "what did we pay Rosario Plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total mortgage interest paid last yr, all the loans combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Can you calculate total expenses for the Quarry Bend condo for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Quarry Bend"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what was our total spend in Q1 last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(lastYearNumber(t), 1) }))],
  },
  {
    group: "expenses",
    query: "how much has gone to GORGE SPARKLE CLEANING this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "GORGE SPARKLE", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property management fees we paid Brightwell last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax paid on Thornapple last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, "Thornapple"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and for the duplex?",
    after: "property tax paid on Thornapple last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, "Larkspur"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "whats our net income so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on the carriage house last year after all its expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "did the Beaverton condo turn a profit last year? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Quarry Bend"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the Salem house?",
    after: "did the Beaverton condo turn a profit last year? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Sycamore"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who's renting the Thornapple house right now",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.tenant) throw new Error("no tenant at Thornapple");
      return [m.tenant];
    },
  },
  {
    group: "follow-up",
    query: "what's her monthly rent",
    after: "who's renting the Thornapple house right now",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Thornapple");
      if (!m.monthly_rent) throw new Error("no rent at Thornapple");
      return [figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "tenants in the duplex on Larkspur - names and which unit",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units ?? [];
      if (units.length === 0) throw new Error("no units at Larkspur");
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was mill race booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations we've had this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], transaction_type: "REVENUE", ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who was the tenant at Sycamore Hollow before Marisol moved in",
    tool: "query_database",
    expect: async (t) => {
      const current = (await meta(t, "Sycamore")).tenant;
      if (!current) throw new Error("no tenant at Sycamore");
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${await pid(t, "Sycamore")}&start_date=${start}&end_date=${end}&page_size=200`);
      const others = items.map((x) => x.description).filter((d) => !d.toLowerCase().includes(current.toLowerCase()));
      const name = others.map((d) => /FROM (.+?) RENT/i.exec(d)?.[1]).find(Boolean);
      if (!name) throw new Error("no earlier tenant at Sycamore");
      return [name];
    },
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "what did we pay for the Larkspur duplex when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the Sycamore Hollow property",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the carriage house placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("Mill Race has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    query: "and whats the furniture basis on it",
    after: "when was the carriage house placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis for 58 Quarry Bend",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "need Basalt Creek's EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was the LLC formed, and in which state?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "whats their address on file",
    after: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "oregon sos registry number for the company?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "what's due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "anything overdue we haven't taken care of?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      const dates = [...new Set(items.map((o) => longDate(o.due_date)))];
      return items.every((o) => o.obligation_type === "property:tax") ? [...dates, "property tax"] : dates;
    },
  },
  {
    group: "deadlines",
    query: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "obligation_type=tax:filing")],
  },
  {
    group: "follow-up",
    query: "and the Oregon annual report?",
    after: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date for the members",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "obligation_type=tax:payment")],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the Hood River STR permit?",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, `q=${encodeURIComponent("short-term rental permit")}`)],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "what's the late fee in Brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Thornapple Street (Brianna", "late fee rent", /late fee of \$([\d,.]+)/i)],
  },
  {
    group: "documents",
    query: "how big is the special assessment per unit the Quarry Bend HOA levied",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Quarry Bend Condominium Association Rules", "special assessment per unit", /special assessment of \$([\d,.]+) per unit/i)],
  },
  {
    group: "documents",
    query: "deductible on the carriage house insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Columbia Gorge Mutual declarations", "deductible per occurrence", /\$([\d,.]+) per occurrence, all perils/i)],
  },
  {
    group: "documents",
    query: "per the operating agreement, who owns what percentage of the LLC",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members percentage interest capital contributed");
      const holders = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+%) Percentage Interest/g)];
      if (holders.length === 0) throw new Error("no percentage interests in the operating agreement");
      return holders.flatMap((m) => [m[1]!, m[2]!]);
    },
  },
  {
    group: "documents",
    query: "which formation docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const name = (await company(t)).legal_name;
      const found = [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))];
      return found.map((title) => title.replace(` of ${name}`, ""));
    },
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the Larkspur duplex worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the remaining mortgage balance on the Sycamore house", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance Thornapple or pay it down faster?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will our property tax bills be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Brianna Kowalczyk's credit score from her application", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rental income did Cascade Ridge Properties LLC report last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was our rental income back in 2015", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what occupancy will the carriage house get next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many maintenance calls did Marisol make last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Corwin's personal income tax bracket", tool: "query_database", unanswerable: true, expect: async () => [] },
];
