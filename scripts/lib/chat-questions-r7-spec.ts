// Set r7-spec: written BLIND, without reading the assistant's code, its tests, its docs or any other
// question set, from the fixture company's file (scripts/lib/spec-company.ts), the service spec and
// the REST API alone. Asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC with the
// Lockeland Drive cottage (Nashville, Airbnb), the Laurel Bluff cabin (Gatlinburg, Airbnb and VRBO,
// co-hosted by Smoky Ridge) and the Tremont Street condo (Chattanooga, let to Wendell Akers).
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every figure, date and name is read at run time from the
// REST API; periods are relative to today.
import { figure, lastMonth, lastQuarter, longDate, MONTHS, month, nextOpen, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const STR = ["revenue:rental_income"];
const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);

/** The month before last month. */
const monthBeforeLast = (today: string) => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const back = m - 2;
  return back >= 1 ? month(y, back) : month(y - 1, 12 + back);
};

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** Transactions of a list query (newest first unless sorted otherwise). */
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?${query}`)).items;

/** A phrase of a document, read from the service's document search: the first capture of `re`. */
async function passage(t: Truth, title: string, words: string, re: RegExp): Promise<string> {
  const { items: docs } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(title)}`);
  if (docs.length !== 1) throw new Error(`document "${title}": ${docs.length} matches`);
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${docs[0]!.id}&top_k=50&mode=lexical`);
  const found = re.exec(items.map((hit) => hit.text).join("\n"));
  if (!found?.[1]) throw new Error(`no ${re} in "${title}"`);
  return found[1];
}

/** The company profile. */
const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string } | null; mailing_address: string }>("/api/v1/company");

/** The largest repair bill of last year. */
async function biggestRepairLastYear(t: Truth): Promise<Tx> {
  const { start, end } = lastYear(t);
  const [top] = await txs(t, `category=expense:maintenance:repairs&start_date=${start}&end_date=${end}&sort=-amount&page_size=1`);
  if (!top) throw new Error("no repairs last year");
  return top;
}

const noAnswer = async () => [];

export const R7_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "Total rental income YTD across all three properties?",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "what did the cabin gross in bookings for Q3 last year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [figure(await t.sum({ categories: STR, property: p.id, ...quarter(thisY(t) - 1, 3) }))];
    },
  },
  {
    group: "income",
    query: "cottage airbnb income last month",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(await t.sum({ categories: STR, property: p.id, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "income",
    query: "what were our vrbo bookings worth last yr, gross",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: STR, q: "VRBO reservation", ...lastYear(t) }))];
    },
  },
  {
    group: "income",
    query: "Can you break down last year's short-term booking revenue by property for Holloway Creek Stays",
    tool: "query_database",
    async expect(t) {
      const [cottage, cabin] = await Promise.all([t.property("Lockeland"), t.property("Laurel Bluff")]);
      return Promise.all([cottage, cabin].map(async (p) => figure(await t.sum({ categories: STR, property: p.id, ...lastYear(t) }))));
    },
  },
  {
    group: "income",
    query: "which month last year was the best one for the Laurel Bluff cabin revenue-wise?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      const y = thisY(t) - 1;
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: STR, property: p.id, ...month(y, i + 1) })));
      const values = sums.map(Number);
      const best = values.indexOf(Math.max(...values));
      if (values.filter((v) => v === values[best]).length > 1) throw new Error("tie for the best month");
      return [MONTHS[best]!, figure(sums[best]!)];
    },
  },
  {
    group: "income",
    query: "calculate total revenue for last quarter, whole company",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))];
    },
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we pay MUSIC CITY MAIDS last year",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))];
    },
  },
  {
    group: "follow-up",
    query: "what about cleaning at the cabin?",
    after: "what did we pay MUSIC CITY MAIDS last year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: p.id, ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "utilities at the gatlinburg cabin ytd - electric, propane, water, internet, all of it",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [figure(await t.sum({ categories: ["expense:utilities"], property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "How much have we spent on the Tremont condo so far this year? All expenses please",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ type: "expense", property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "total property taxes we paid last yr on everything",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "COSTCO WHSE charges this year - how much total?",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Costco", ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "pull up what we paid nashville electric service in total last year",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Nashville Electric", ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "what was the biggest repair bill we had last year",
    tool: "query_database",
    async expect(t) {
      return [figure((await biggestRepairLastYear(t)).amount)];
    },
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: "what was the biggest repair bill we had last year",
    tool: "query_database",
    async expect(t) {
      const vendor = (await biggestRepairLastYear(t)).description.split(" - ")[0]!;
      return [vendor.split(/\s+(?:&|and)\s+/)[0]!];
    },
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "what's our net profit ytd for the whole LLC",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "net", ...thisYear(t) }))];
    },
  },
  {
    group: "net",
    query: "cash flow on the cottage last mo?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(await t.sum({ type: "net", property: p.id, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "follow-up",
    query: "and the month before that",
    after: "cash flow on the cottage last mo?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(await t.sum({ type: "net", property: p.id, ...monthBeforeLast(t.today) }))];
    },
  },
  {
    group: "net",
    query: "How much did Laurel Bluff clear last quarter after all its expenses?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [figure(await t.sum({ type: "net", property: p.id, ...lastQuarter(t.today) }))];
    },
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who stayed at the lockeland cottage last month",
    tool: "query_database",
    async expect(t) {
      return guestsOf(t, "Lockeland", lastMonth(t.today));
    },
  },
  {
    group: "follow-up",
    query: "how many nights was that altogether",
    after: "who stayed at the lockeland cottage last month",
    tool: "query_database",
    async expect(t) {
      return [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last yr",
    tool: "query_database",
    async expect(t) {
      return [String(await nightsBooked(t, "Laurel Bluff", lastYear(t)))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Tremont unit and what's the monthly rent?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      const full = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${p.id}`);
      const [latest] = await txs(t, `category=revenue:long_term_rental&property_id=${p.id}&page_size=1`);
      if (!full.extra_metadata.tenant || !latest) throw new Error("no tenant or rent at Tremont");
      return [full.extra_metadata.tenant, figure(latest.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "# of bookings at the cabin so far this year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [String(await t.count({ categories: STR, property: p.id, ...thisYear(t) }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many of last year's stays came in through VRBO",
    tool: "query_database",
    async expect(t) {
      return [String(await t.count({ categories: STR, q: "VRBO reservation", ...lastYear(t) }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "cottage occupancy over the summer last year (jun-aug) - nights filled?",
    tool: "query_database",
    async expect(t) {
      const y = thisY(t) - 1;
      return [String(await nightsBooked(t, "Lockeland", { start: `${y}-06-01`, end: `${y}-08-31` }))];
    },
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "what did we pay for the cabin",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Laurel Bluff")).purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "how much of that was allocated to land?",
    after: "what did we pay for the cabin",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Laurel Bluff")).land_basis)];
    },
  },
  {
    group: "basis",
    query: "land vs building split on 1814 Lockeland",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "When was the Chattanooga condo placed in service?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      if (!p.placed_in_service) throw new Error("Tremont has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for tremont st? need it for the 8825",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Tremont")).depreciable_basis)];
    },
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "whats the EIN for holloway creek stays",
    tool: "query_database",
    async expect(t) {
      return [(await company(t)).ein];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    async expect(t) {
      return [longDate((await company(t)).formation_date)];
    },
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    async expect(t) {
      const agent = (await company(t)).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },
  {
    group: "company",
    query: "I need our TN Secretary of State control number for a form",
    tool: "query_database",
    async expect(t) {
      return [(await company(t)).state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    async expect(t) {
      const o = await nextOpen(t, "q=1065");
      if (!o) throw new Error("no open 1065");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline for the Tennessee annual report?",
    tool: "query_database",
    async expect(t) {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the cabin insurance renew",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      const o = await nextOpen(t, `property_id=${p.id}&obligation_type=property:insurance`);
      if (!o) throw new Error("no open cabin insurance renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "how much did we pay for that policy last time",
    after: "when does the cabin insurance renew",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      const [latest] = await txs(t, `category=expense:insurance&property_id=${p.id}&page_size=1`);
      if (!latest) throw new Error("no cabin insurance payment");
      return [figure(latest.amount)];
    },
  },
  {
    group: "deadlines",
    query: "when is our next TN franchise & excise return due",
    tool: "query_database",
    async expect(t) {
      const o = await nextOpen(t, "q=franchise");
      if (!o) throw new Error("no open franchise and excise return");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "what's the all-perils deductible on the Blue Ridge policy for the cabin",
    tool: "search_document_content",
    async expect(t) {
      return [await passage(t, "Blue Ridge Shield declarations", "deductibles all perils occurrence", /All perils:\s*\$([\d,]+)/i)];
    },
  },
  {
    group: "follow-up",
    query: "and for wind and hail?",
    after: "what's the all-perils deductible on the Blue Ridge policy for the cabin",
    tool: "search_document_content",
    async expect(t) {
      return [await passage(t, "Blue Ridge Shield declarations", "wind hail deductible", /Wind and hail:\s*([\d.]+%)/i)];
    },
  },
  {
    group: "documents",
    query: "what percent of the company does Celeste own per the operating agreement",
    tool: "search_document_content",
    async expect(t) {
      return [await passage(t, "Operating Agreement", "Celeste Varga ownership", /Celeste Varga\s*\|\s*([\d.]+%)/)];
    },
  },
  {
    group: "documents",
    query: "how big a repair can smoky ridge approve on their own without checking with us",
    tool: "search_document_content",
    async expect(t) {
      return [await passage(t, "Smoky Ridge", "repairs approval owner", /repairs of up to \$([\d,]+)/i)];
    },
  },
  {
    group: "documents",
    query: "list the docs we have on file for the Laurel Bluff cabin",
    tool: "list_business_documents",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return titles(t, `property_id=${p.id}`);
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have uploaded",
    tool: "list_business_documents",
    async expect(t) {
      return titles(t, "doc_type=formation");
    },
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what's the cabin worth on today's market, roughly", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "how much principal is still owed on the FirstBank mortgage for tremont", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "What interest rate are we paying on the Truist loan?", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "how much security deposit did wendell put down when he moved in", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "project next yr's booking revenue for the cottage", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "how much did Ridgeline Cabins LLC make last year", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "should we sell the cottage or refinance it", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "whats our airbnb star rating on the lockeland listing", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "how much occupancy tax did airbnb collect and remit for the cabin last yr", tool: "query_database", unanswerable: true, expect: noAnswer },
  { group: "unanswerable", query: "what did the new roof on the cottage cost us", tool: "query_database", unanswerable: true, expect: noAnswer },
];
