// Written blind: this set was written without reading the assistant's code, its tests, its docs or any
// other question set; only the fixture company (scripts/lib/spec-company.ts), the REST API and the
// runner were read. It asks Holloway Creek Stays LLC, the Tennessee LLC of the spec company (a Nashville
// cottage and a Gatlinburg cabin let for short stays, a long-term condo in Chattanooga).
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all). Every figure, date and name is read at run
// time from the REST API; periods are relative to t.today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, MONTHS, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
/** The most recent whole quarter q (this year's if it has ended, else last year's). */
const recentQuarter = (t: Truth, q: number) => {
  const y = thisY(t);
  const mine = quarter(y, q);
  return mine.end < t.today ? mine : quarter(y - 1, q);
};
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** All the records: January of last year through today. */
const allTime = (t: Truth) => ({ start: lastYear(t).start, end: t.today });

/** A phrase of a document, read from the search API within that document and picked out by a pattern. */
async function passage(t: Truth, title: string, q: string, re: RegExp): Promise<string[]> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(title)}`);
  if (items.length === 0) throw new Error(`no document titled like ${title}`);
  const { items: hits } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  const text = hits.map((h) => h.text).join("\n");
  const flags = re.flags.includes("g") ? re.flags : `${re.flags}g`;
  const found = [...text.matchAll(new RegExp(re.source, flags))].map((m) => m[1]!);
  if (found.length === 0) throw new Error(`${re} not found in ${title}`);
  return [...new Set(found)];
}

async function propertyMeta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await pid(t, fragment)}`);
  return p.extra_metadata;
}

const company = (t: Truth) => t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string } }>("/api/v1/company");

export const R17_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    tool: "query_database",
    after: "how much rent did wendell pay us last yr",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "gross booking revenue for the cottage ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "What did the cabin bring in last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage",
    tool: "query_database",
    after: "What did the cabin bring in last month?",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "break down rental income by property for this year",
    tool: "query_database",
    expect: async (t) => Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, p) })))),
  },
  {
    group: "income",
    query: "how much came in thru VRBO last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "total Q3 revenue, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...recentQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "which month was best for Lockeland Drive last year, and how much did it gross?",
    tool: "query_database",
    expect: async (t) => {
      const y = thisY(t) - 1;
      const id = await pid(t, "Lockeland");
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: ["revenue:rental_income"], ...month(y, i + 1), property: id })));
      let best = 0;
      sums.forEach((s, i) => {
        if (Number(s) > Number(sums[best])) best = i;
      });
      return [MONTHS[best]!, figure(sums[best]!)];
    },
  },
  {
    group: "income",
    query: "Holloway Creek Stays total rental income for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay MUSIC CITY MAIDS last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "how much have utilities run us at the gatlinburg cabin this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "Total property taxes paid last year across all three properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did smoky ridge bill us in Q2",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...recentQuarter(t, 2), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "pull up total expenses for the Tremont condo last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "what did we pay the plumber?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...allTime(t), q: "Plumbing" }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to",
    tool: "query_database",
    after: "what did we pay the plumber?",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=Plumbing&start_date=${allTime(t).start}&end_date=${t.today}`);
      if (items.length === 0) throw new Error("no plumbing transaction");
      return [items[0]!.description.split(" - ")[0]!.trim()];
    },
  },
  {
    group: "expenses",
    query: "insurance premiums last year by property",
    tool: "query_database",
    expect: async (t) => Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t), property: await pid(t, p) })))),
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "how about the condo",
    tool: "query_database",
    after: "net income on the cabin ytd",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "net",
    query: "did 407 Tremont make money last month? whats the net cash flow",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "net",
    query: "calculate the company's profit for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the chattanooga condo",
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await propertyMeta(t, "Tremont")).tenant;
      if (typeof tenant !== "string") throw new Error("no tenant recorded");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Which guests stayed at the Lockeland cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights total was that",
    tool: "query_database",
    after: "Which guests stayed at the Lockeland cottage last month?",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of reservations at laurel bluff last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "what is wendell paying per month now",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many vrbo bookings has the cabin had this yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Laurel Bluff"), q: "VRBO" }))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What did we pay for the Laurel Bluff cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it",
    tool: "query_database",
    after: "What did we pay for the Laurel Bluff cabin?",
    expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)],
  },
  {
    group: "basis",
    query: "how was the lockeland purchase split between land, building and furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the gatlinburg property",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      if (!p.placed_in_service) throw new Error("no placed in service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "my CPA needs the depreciable basis of the Tremont St unit",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need the federal tax id number for holloway creek",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "whats our TN secretary of state control number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "");
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is the tennessee annual report due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When does the insurance on the cabin renew?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`);
      if (!next) throw new Error("no open cabin renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "who's the carrier on that one",
    tool: "query_database",
    after: "When does the insurance on the cabin renew?",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, "Laurel Bluff")}`);
      const carrier = next && /\(([^)]+)\)/.exec(next.description)?.[1];
      if (!carrier) throw new Error("no carrier in the renewal");
      return [carrier];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "by when do we have to file the 1065",
    tool: "query_database",
    expect: async (t) => {
      const next = (await obligations(t, "q=1065")).items.find((o) => o.status !== "completed" && o.status !== "cancelled");
      if (!next) throw new Error("no open 1065");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what percentage does smoky ridge take under the co-hosting agreement",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Co-Hosting", "co-host fee booking revenue", /Co-host fee: (\d+%)/),
  },
  {
    group: "documents",
    query: "what's the liability limit on the Blue Ridge Shield policy for the cabin",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Blue Ridge Shield", "Coverage E Liability each occurrence", /Coverage E, Liability: \$([\d,]+)/),
  },
  {
    group: "follow-up",
    query: "and the deductible?",
    tool: "search_document_content",
    after: "what's the liability limit on the Blue Ridge Shield policy for the cabin",
    expect: async (t) => passage(t, "Blue Ridge Shield", "deductibles all perils per occurrence", /All perils: \$([\d,]+)/),
  },
  {
    group: "documents",
    query: "max number of guests allowed under our nashville STRP permit?",
    tool: "search_document_content",
    expect: async (t) => passage(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy: (\d+) guests/),
  },
  {
    group: "documents",
    query: "who are the members per the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => passage(t, "Operating Agreement", "members ownership capital contribution", /\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*\d+%/),
  },
  {
    group: "documents",
    query: "which formation docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on the market right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the cottage gross next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the condo and do a 1031 exchange into something bigger?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did Hollow Pines Rentals LLC pay in property tax last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend on snow removal at the cabin last winter", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats wendell's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what star rating does the Laurel Bluff listing have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will Davidson County assess the cottage at next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "interest rate on the Truist loan?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining principal balance on the condo mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
];
