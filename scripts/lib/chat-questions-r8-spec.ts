// Set r8-spec: written blind, without reading the assistant's code, its tests, its docs or any other
// question set; only the fixture company (scripts/lib/spec-company.ts), the REST API (service spec and
// src/routes) and the types and helpers of chat-questions.ts (lines 1-97) were read.
// Asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC of the spec fixture: the Lockeland
// Drive cottage in Nashville (Airbnb), the Laurel Bluff cabin in Gatlinburg (Airbnb and VRBO, co-hosted
// by Smoky Ridge) and the Tremont Street condo in Chattanooga (let to Wendell Akers).
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
// Every figure, date and name is read at run time from the REST API; periods are relative to t.today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year, in full. */
const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const lastYearNumber = (t: Truth) => Number(t.today.slice(0, 4)) - 1;

/** "622 Laurel Bluff Way, Gatlinburg, TN 37738" -> "Laurel Bluff": the street as people name it. */
const street = (address: string) =>
  address
    .split(",")[0]!
    .replace(/^\d+\s+/, "")
    .replace(/\s+(Drive|Way|Street|Avenue|Road|Lane)$/i, "");

interface PropertyMeta {
  extra_metadata: Record<string, unknown>;
}
const meta = async (t: Truth, fragment: string, key: string): Promise<string> => {
  const p = (await t.property(fragment)) as unknown as PropertyMeta;
  const value = p.extra_metadata[key];
  if (typeof value !== "string") throw new Error(`property ${fragment} has no ${key}`);
  return value;
};

interface CompanyProfile {
  legal_name: string;
  ein: string | null;
  state_of_formation: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
  mailing_address: string | null;
}
const company = (t: Truth) => t.get<CompanyProfile>("/api/v1/company");
const must = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new Error(`no ${what} in the records`);
  return value;
};

/** The text of one document (found by a fragment of its title), as the document search returns its passages. */
async function docText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?document_id=${items[0]!.id}&q=${encodeURIComponent(q)}&top_k=50`);
  if (hits.items.length === 0) throw new Error(`no passages of "${titleFragment}" for ${q}`);
  return hits.items.map((h) => h.text).join("\n");
}
const grab = (text: string, pattern: RegExp, what: string): string => {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`${what} not found in the document`);
  return m[1];
};

const nextDue = async (t: Truth, query: string, what: string) => longDate(must(await nextOpen(t, query), what).due_date);

export const R8_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: p.id }))];
    },
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did wendell pay us last yr",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "what did the cabin gross in bookings last year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "pull up lockeland's short-term rental income for last quarter",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "total gross rents across all 3 properties ytd",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))];
    },
  },
  {
    group: "income",
    query: "How much revenue did Holloway Creek Stays take in during March of last year?",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "revenue", ...month(lastYearNumber(t), 3) }))];
    },
  },
  {
    group: "income",
    query: "how much came in thru vrbo last year",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t) }))];
    },
  },
  {
    group: "income",
    query: "which of our properties brought in the most money last year",
    tool: "query_database",
    async expect(t) {
      const rows = await Promise.all(
        ["Lockeland", "Laurel Bluff", "Tremont"].map(async (fragment) => {
          const p = await t.property(fragment);
          return { address: p.address, revenue: await t.sum({ type: "revenue", ...lastYear(t), property: p.id }) };
        }),
      );
      const best = rows.reduce((a, b) => (Number(b.revenue) > Number(a.revenue) ? b : a));
      return [street(best.address), figure(best.revenue)];
    },
  },
  {
    group: "income",
    query: "tremont st condo income for Q2 of last year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ type: "revenue", ...quarter(lastYearNumber(t), 2), property: p.id }))];
    },
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay music city maids in total last year",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "utilities at the cabin last yr - electric, propane, water, internet, all of it",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [figure(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: p.id }))];
    },
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "utilities at the cabin last yr - electric, propane, water, internet, all of it",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "calculate total expenses for the chattanooga condo this year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ type: "expense", ...thisYear(t), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "What did the company spend altogether last month?",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))];
    },
  },
  {
    group: "expenses",
    query: "what did we pay the handyman last year",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Handyman", ...lastYear(t) }))];
    },
  },
  {
    group: "follow-up",
    query: "which property was that for",
    after: "what did we pay the handyman last year",
    tool: "query_database",
    async expect(t) {
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(
        `/api/v1/transactions?q=Handyman&transaction_type=EXPENSE&start_date=${lastYear(t).start}&end_date=${lastYear(t).end}&page_size=50`,
      );
      const ids = [...new Set(items.map((tx) => tx.property_id))];
      if (ids.length !== 1 || !ids[0]) throw new Error(`handyman paid for ${ids.length} properties`);
      const p = await t.get<{ address: string }>(`/api/v1/properties/${ids[0]}`);
      return [street(p.address)];
    },
  },
  {
    group: "expenses",
    query: "how much have we paid SMOKY RIDGE CO-HOSTING so far this year",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...thisYear(t) }))];
    },
  },
  {
    group: "expenses",
    query: "property taxes paid last year, all three places combined",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))];
    },
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats our net profit ytd for the whole company",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ type: "net", ...thisYear(t) }))];
    },
  },
  {
    group: "net",
    query: "what did the chattanooga condo net last year after all its costs",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Tremont");
      return [figure(await t.sum({ type: "net", ...lastYear(t), property: p.id }))];
    },
  },
  {
    group: "net",
    query: "did the cottage make money last quarter? revenue minus expenses pls",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: p.id }))];
    },
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage last month",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the gatlinburg cabin booked last quarter",
    tool: "query_database",
    async expect(t) {
      return [String(await nightsBooked(t, "Laurel Bluff", lastQuarter(t.today)))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many reservations did we have at 1814 lockeland last year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: p.id }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the chattanooga unit",
    tool: "query_database",
    async expect(t) {
      return [await meta(t, "Tremont", "tenant")];
    },
  },
  {
    group: "follow-up",
    query: "how much does he pay a month",
    after: "who's the tenant in the chattanooga unit",
    tool: "query_database",
    async expect(t) {
      return [figure(await meta(t, "Tremont", "monthly_rent"))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Total nights booked at the Nashville cottage for all of last year?",
    tool: "query_database",
    async expect(t) {
      return [String(await nightsBooked(t, "Lockeland", lastYear(t)))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many vrbo reservations has the cabin had this year",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurel Bluff");
      return [String(await t.count({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t), property: p.id }))];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for 622 laurel bluff",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Laurel Bluff")).purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "when did we buy it?",
    after: "what did we pay for 622 laurel bluff",
    tool: "query_database",
    async expect(t) {
      return [longDate((await t.property("Laurel Bluff")).acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land vs building allocation on the lockeland cottage?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the tremont condo",
    tool: "query_database",
    async expect(t) {
      return [longDate(must((await t.property("Tremont")).placed_in_service, "placed-in-service date"))];
    },
  },
  {
    group: "basis",
    query: "depreciable basis on the cabin incl. furnishings - need it for the depreciation schedule",
    tool: "query_database",
    async expect(t) {
      return [figure((await t.property("Laurel Bluff")).depreciable_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "holloway creek's EIN?",
    tool: "query_database",
    async expect(t) {
      return [must((await company(t)).ein, "EIN")];
    },
  },
  {
    group: "follow-up",
    query: "and the state control number",
    after: "holloway creek's EIN?",
    tool: "query_database",
    async expect(t) {
      return [must((await company(t)).state_filing_number, "state filing number")];
    },
  },
  {
    group: "company",
    query: "who do we have as registered agent with the secretary of state",
    tool: "query_database",
    async expect(t) {
      return [must((await company(t)).registered_agent, "registered agent").name];
    },
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    async expect(t) {
      return [longDate(must((await company(t)).formation_date, "formation date"))];
    },
  },
  {
    group: "company",
    query: "Where does mail for the company go? need the mailing address for a W-9",
    tool: "query_database",
    async expect(t) {
      return [must((await company(t)).mailing_address, "mailing address").split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything coming due in the next 90 days?",
    tool: "query_database",
    async expect(t) {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the next 1065 due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065", "open Form 1065 filing")],
  },
  {
    group: "deadlines",
    query: "when does the STR permit for lockeland need renewing",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=STRP%20permit", "open STRP permit renewal")],
  },
  {
    group: "follow-up",
    query: "and the cabin's insurance renewal?",
    after: "when does the STR permit for lockeland need renewing",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=Blue%20Ridge%20Shield", "open cabin insurance renewal")],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment date for the members",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment", "open estimated tax payment")],
  },
  {
    group: "deadlines",
    query: "tn annual report - when do we have to file it by",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report", "open annual report")],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Operating Agreement", "members ownership capital contribution");
      const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)\s*\|\s*(\d+%)\s*\|/g)];
      if (rows.length === 0) throw new Error("no member rows in the operating agreement");
      return rows.flatMap((r) => [r[1]!, r[2]!]);
    },
  },
  {
    group: "documents",
    query: "whats the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Blue Ridge Shield", "deductible all perils");
      return [grab(text, /All perils:\s*\$([\d,]+)/i, "all-perils deductible")];
    },
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "whats the deductible on the cabin's insurance policy",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Blue Ridge Shield", "liability each occurrence coverage");
      return [grab(text, /Liability:\s*\$([\d,]+)/i, "liability limit")];
    },
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair without getting our ok first",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "Smoky Ridge", "repairs approval");
      return [grab(text, /repairs of up to \$([\d,]+)/i, "repair approval threshold")];
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under our nashville STRP permit",
    tool: "search_document_content",
    async expect(t) {
      const text = await docText(t, "STRP permit", "maximum occupancy guests");
      return [grab(text, /Maximum occupancy:\s*(\d+)\s+guests/i, "maximum occupancy")];
    },
  },
  {
    group: "documents",
    query: "what formation docs do we have on file for the llc",
    tool: "list_business_documents",
    expect: (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "projected bookings revenue at the cottage for next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what is the EIN of Smoky Ridge Co-Hosting LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the tremont condo now or wait for rates to drop", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the pinnacle bank mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pull up our 2019 rental income", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what credit score did wendell have when he applied for the condo", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews does the lockeland cottage have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will next year's sevier county property tax bill on the cabin come to", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much of a security deposit are we holding for wendell", tool: "query_database", unanswerable: true, expect: async () => [] },
];
