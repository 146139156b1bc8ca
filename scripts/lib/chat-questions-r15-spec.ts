// Set r15-spec: written BLIND, without reading the assistant's code, its tests, its docs or any other
// question set; only the fixture company (scripts/lib/spec-company.ts), the REST API spec and the
// runner were read. Asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC of the spec
// fixture (the Lockeland cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont condo
// in Chattanooga). 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4,
// company 4, deadlines 5, documents 5, follow-up 8, unanswerable 10.
// Every figure, date and name is read at run time from the REST API (documents' contents, which the
// API does not serve as JSON, from the fixture's own document bodies after checking the document is
// listed); periods are relative to today.
import { figure, guestsOf, lastMonth, longDate, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";
import { specDocuments } from "./spec-company";

const ly = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

interface Company {
  legal_name: string;
  ein: string | null;
  state_of_formation: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The next open obligation whose description holds a phrase (soonest first). */
async function nextWith(t: Truth, query: string, phrase: string) {
  const { items } = await obligations(t, query);
  const o = items.find((x) => x.status !== "completed" && x.status !== "cancelled" && x.due_date >= t.today && x.description.toLowerCase().includes(phrase.toLowerCase()));
  if (!o) throw new Error(`no open obligation "${phrase}"`);
  return o;
}

/** A document's text: it must be listed by the API; its body is the fixture's. */
async function docText(t: Truth, titleFragment: string): Promise<string> {
  const listed = await titles(t, `q=${encodeURIComponent(titleFragment)}`);
  const doc = specDocuments(t.today).find((d) => listed.includes(d.title));
  if (!doc) throw new Error(`no document "${titleFragment}"`);
  return doc.body;
}
const match = (text: string, re: RegExp) => {
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`no match for ${re}`);
  return m[1];
};

const NONE = async () => [] as string[];

export const R15_SPEC_CASES: Case[] = [
  // ---- income
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(ly(t)), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "Calculate gross rental income for Holloway Creek Stays for last year, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(ly(t)) }))],
  },
  {
    group: "income",
    query: "what has the cabin brought in from bookings ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "pull up airbnb income for the Lockeland cottage last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "rental income by property for Q3 last yr",
    tool: "query_database",
    expect: async (t) => {
      const period = quarter(ly(t), 3);
      const out: string[] = [];
      for (const p of ["Lockeland", "Laurel Bluff", "Tremont"]) out.push(figure(await t.sum({ categories: RENTS, ...period, property: await pid(t, p) })));
      return out;
    },
  },
  {
    group: "income",
    query: "how much did we gross through VRBO last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(ly(t)), q: "VRBO reservation" }))],
  },
  {
    group: "income",
    query: "airbnb vs vrbo booking revenue at laurel bluff this year",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      return [
        figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property, q: "Airbnb reservation" })),
        figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property, q: "VRBO reservation" })),
      ];
    },
  },
  {
    group: "income",
    query: "whats the monthly rent on the chattanooga unit right now",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },

  // ---- expenses
  {
    group: "expenses",
    query: "what did we pay harpeth plumbing",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...allTime(t), q: "Harpeth Plumbing" }))],
  },
  {
    group: "follow-up",
    query: "when was that and what was it for",
    after: "what did we pay harpeth plumbing",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, `q=${encodeURIComponent("Harpeth Plumbing")}`);
      if (!tx) throw new Error("no Harpeth Plumbing bill");
      return [longDate(tx.transaction_date)];
    },
  },
  {
    group: "expenses",
    query: "total paid to Smoky Ridge Co-Hosting this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge Co-Hosting" }))],
  },
  {
    group: "expenses",
    query: "utility costs at 1814 Lockeland for last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(ly(t)), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "expenses",
    query: "property taxes paid in the current year across all 3 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which county was the biggest bill",
    after: "property taxes paid in the current year across all 3 properties",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const items = await txs(t, `category=expense:property_tax&start_date=${start}&end_date=${end}`);
      if (items.length === 0) throw new Error("no property tax this year");
      const top = items.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
      return [match(top.description, /^(\w+) County/), figure(top.amount)];
    },
  },
  {
    group: "expenses",
    query: "cabin cleaning expense last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "Tremont condo total expenses Q2 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...quarter(ly(t), 2), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "how much did NASHVILLE ELECTRIC SVC bill us in total last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(ly(t)), q: "Nashville Electric Service" }))],
  },

  // ---- net
  {
    group: "net",
    query: "net income on the tremont condo ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: "net income on the tremont condo ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "net",
    query: "are we making money this year? whats the company-wide profit so far",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow for laurel bluff last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },

  // ---- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont St condo",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Tremont")}`);
      if (!tx) throw new Error("no rent");
      return [match(tx.description, /^Rent - ([^-]+?) -/)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Gatlinburg cabin booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", year(ly(t))))],
  },
  {
    group: "follow-up",
    query: "same for lockeland",
    after: "how many nights was the Gatlinburg cabin booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", year(ly(t))))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings has the Nashville place had so far this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has Jane Doe booked with us",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...allTime(t), q: "Jane Doe" });
      if (n === 0) throw new Error("Jane Doe never booked");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "nights occupied at lockeland drive in q3 of last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", quarter(ly(t), 3)))],
  },

  // ---- basis
  {
    group: "basis",
    query: "what did we pay for the cabin when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: "what did we pay for the cabin when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building allocation on 1814 Lockeland Dr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the chattanooga condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis of the gatlinburg cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },

  // ---- company
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "who is the registered agent for Holloway Creek Stays LLC",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "need our TN SOS control number",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no filing number");
      return [c.state_filing_number];
    },
  },

  // ---- deadlines
  {
    group: "deadlines",
    query: "anything due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
      if (open.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWith(t, "obligation_type=tax:filing", "1065")).due_date)],
  },
  {
    group: "follow-up",
    query: "and the state F&E return?",
    after: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWith(t, "obligation_type=tax:filing", "excise")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do we need to renew the nashville str permit",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWith(t, "obligation_type=compliance:license_renewal", "STRP")).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:payment");
      if (!o) throw new Error("no open estimated payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline for the tennessee annual report",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },

  // ---- documents
  {
    group: "documents",
    query: "per the STRP permit, how many guests max at the cottage",
    tool: "search_document_content",
    expect: async (t) => [match(await docText(t, "STRP permit"), /Maximum occupancy: (\d+) guests/)],
  },
  {
    group: "documents",
    query: "liability limit on the cabin insurance policy",
    tool: "search_document_content",
    expect: async (t) => [match(await docText(t, "Blue Ridge Shield declarations"), /Liability: \$([\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "what's the deductible on it",
    after: "liability limit on the cabin insurance policy",
    tool: "search_document_content",
    expect: async (t) => [match(await docText(t, "Blue Ridge Shield declarations"), /All perils: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "what percentage does smoky ridge take as their co-host fee under our agreement",
    tool: "search_document_content",
    expect: async (t) => [match(await docText(t, "Co-Hosting and Cleaning Agreement"), /Co-host fee: (\d+%)/)],
  },
  {
    group: "documents",
    query: "which documents do we have on file for laurel bluff",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Laurel Bluff")}`),
  },
  {
    group: "documents",
    query: "ownership split between the members per the operating agmt",
    tool: "search_document_content",
    expect: async (t) => {
      const body = await docText(t, "Operating Agreement");
      const rows = [...body.matchAll(/^\| ([A-Z][a-z]+ [A-Z][a-z]+) \| (\d+%) \|/gm)];
      if (rows.length === 0) throw new Error("no member table");
      return rows.flatMap((r) => [r[1]!, r[2]!]);
    },
  },

  // ---- unanswerable
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "how much principal is still owed on the truist mortgage", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "should we sell the condo or keep renting it out", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "what will the cottage gross next summer", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "whats the EIN for smoky ridge co-hosting", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "how much did maren take out in distributions last yr", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "what interest rate are we paying on the pinnacle loan", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "what's our airbnb star rating for the lockeland cottage", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "remind me the wifi password at the cabin", tool: "query_database", unanswerable: true, expect: NONE },
  { group: "unanswerable", query: "how much did Holloway Creek Builders make last year", tool: "query_database", unanswerable: true, expect: NONE },
];
