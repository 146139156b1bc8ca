// Written blind: a set of 60 questions asked of Basalt Creek Holdings LLC (the Oregon landlord fixture,
// scripts/lib/landlord-company.ts), by an author who never read the assistant's code, its tests, its
// docs or any other question set. Only the fixture, the REST spec, the runner and the helper lines
// 1-97 of chat-questions.ts were read. Every expected figure, date and name is read at run time from
// the REST API (ledger sums, properties, occupancy, obligations, company profile, document passages).
//
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import { figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, guestsOf, year, type Case, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
/** The most recent third quarter that has ended. */
const lastQ3 = (t: Truth) => quarter(Number(t.today.slice(5, 7)) >= 10 ? thisY(t) : thisY(t) - 1, 3);
/** January through June of this year. */
const firstHalf = (t: Truth) => ({ start: month(thisY(t), 1).start, end: month(thisY(t), 6).end });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRecord {
  id: string;
  extra_metadata: Record<string, unknown>;
}
const propertyRecord = async (t: Truth, fragment: string) => t.get<PropertyRecord>(`/api/v1/properties/${await pid(t, fragment)}`);

/** The text of a document's passages that a plain word search finds, within the one document whose title holds `title`. */
async function passages(t: Truth, title: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  return hits.items.map((hit) => hit.text).join("\n");
}
/** The first capture of `pattern` in those passages; throws when the document does not hold it. */
async function fromDocument(t: Truth, title: string, words: string, pattern: RegExp): Promise<string[]> {
  const text = await passages(t, title, words);
  const match = pattern.exec(text);
  if (!match) throw new Error(`"${title}" has no ${pattern}`);
  return match.slice(1);
}

const unanswerable = (query: string): Case => ({ group: "unanswerable", query, tool: "query_database", unanswerable: true, expect: async () => [] });

export const R9_LANDLORD_CASES: Case[] = [
  // ---- income ----
  {
    group: "income",
    query: "how much rent came in from the thornapple house last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "ytd revenue for Basalt Creek Holdings across all the properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "carriage house airbnb bookings in Q3 - total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQ3(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "pull up what the duplex collected in rent last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "can you break down last year's rent by property",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"]) out.push(figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, fragment) })));
      return out;
    },
  },
  {
    group: "income",
    query: "whats our airbnb revenue so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much did airbnb take in fees on that",
    after: "whats our airbnb revenue so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much rent has Marisol paid us this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "total rent received from the Quarry Bend condo jan through june this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...firstHalf(t), property: await pid(t, "Quarry Bend") }))],
  },

  // ---- expenses ----
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and this yr?",
    after: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax paid across all the rentals last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was the salem house",
    after: "property tax paid across all the rentals last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "expenses",
    query: "calculate utilities for the Hood River carriage house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "how much did BRIGHTWELL PROPERTY MGMT take from us in fees last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Brightwell", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "repair costs on the larkspur duplex last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "HOA dues paid for the condo so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "expenses",
    query: "what were total expenses last month, all properties plus company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },

  // ---- net ----
  {
    group: "net",
    query: "net income on the carriage house for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    after: "net income on the carriage house for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "net",
    query: "whats our profit so far this year company wide",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow from 2210 sycamore hollow last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Sycamore") }))],
  },

  // ---- bookings-or-tenants ----
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was mill race booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "follow-up",
    query: "and how many of those were in july",
    after: "how many nights was mill race booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(thisY(t) - 1, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who rents the thornapple place",
    tool: "query_database",
    expect: async (t) => [String((await propertyRecord(t, "Thornapple")).extra_metadata.tenant)],
  },
  {
    group: "follow-up",
    query: "what's her monthly rent",
    after: "who rents the thornapple place",
    tool: "query_database",
    expect: async (t) => [figure(String((await propertyRecord(t, "Thornapple")).extra_metadata.monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "names of the tenants in both duplex units",
    tool: "query_database",
    expect: async (t) => {
      const units = (await propertyRecord(t, "Larkspur")).extra_metadata.units as { tenant: string }[];
      return units.map((u) => u.tenant);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb stays ytd at the carriage house",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "when is tobias's lease up",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Tobias");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for Tobias");
      return [end];
    },
  },

  // ---- basis ----
  {
    group: "basis",
    query: "what was the purchase price of the larkspur duplex",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis on the quarry bend condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "and when did we buy it",
    after: "land vs building basis on the quarry bend condo",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Quarry Bend")).acquisition_date)],
  },
  {
    group: "basis",
    query: "when did we place 1147 SE Thornapple in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      if (!p.placed_in_service) throw new Error("Thornapple has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "furniture / FF&E basis on the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },

  // ---- company ----
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [String((await t.get<{ ein: string }>("/api/v1/company")).ein)],
  },
  {
    group: "company",
    query: "when was basalt creek holdings formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await passages(t, "Operating Agreement", "Percentage Interest members holds");
      const holders = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds an? (\d+%) Percentage Interest/g)].flatMap((m) => [m[1]!, m[2]!]);
      if (holders.length < 4) throw new Error("members not found in the operating agreement");
      return [...new Set(holders)];
    },
  },

  // ---- deadlines ----
  {
    group: "deadlines",
    query: "what is due in the next 30 days",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "upcoming=30")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "is anything overdue right now",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "status=overdue")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:filing");
      if (!next) throw new Error("no open tax filing");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the oregon annual report?",
    after: "when's the next 1065 due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - what date",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment");
      if (!next) throw new Error("no open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the insurance on the carriage house renew",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, "Mill Race")}`);
      if (!next) throw new Error("no open insurance renewal at Mill Race");
      return [longDate(next.due_date)];
    },
  },

  // ---- documents ----
  {
    group: "documents",
    query: "what security deposit did Brianna put down per her lease",
    tool: "search_document_content",
    expect: async (t) => (await fromDocument(t, "Kowalczyk", "security deposit", /security deposit of \$([\d,]+\.\d{2})/)).map((amount) => figure(amount.replace(/,/g, ""))),
  },
  {
    group: "documents",
    query: "late fee amount in the sycamore hollow lease",
    tool: "search_document_content",
    expect: async (t) => (await fromDocument(t, "Pennington", "late fee", /late fee of \$([\d,]+\.\d{2})/)).map((amount) => figure(amount.replace(/,/g, ""))),
  },
  {
    group: "documents",
    query: "what percentage does brightwell charge under the management agreement",
    tool: "search_document_content",
    expect: async (t) => fromDocument(t, "Management Agreement", "management fee rent collected", /Management fee: (\d+(?:\.\d+)?%)/),
  },
  {
    group: "documents",
    query: "how much is the special assessment per unit in the Quarry Bend HOA rules",
    tool: "search_document_content",
    expect: async (t) => (await fromDocument(t, "Rules and Regulations", "special assessment per unit", /special assessment of \$([\d,]+\.\d{2}) per unit/)).map((amount) => figure(amount.replace(/,/g, ""))),
  },
  {
    group: "documents",
    query: "which formation documents do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- unanswerable ----
  unanswerable("what's the thornapple house worth on today's market"),
  unanswerable("what's Brightwell Property Management's EIN"),
  unanswerable("should we sell the carriage house or keep it as an airbnb"),
  unanswerable("what will rent on the duplex units be after the leases renew next year"),
  unanswerable("what's Tobias Wren's phone number"),
  unanswerable("going rate for a 3 bedroom rental in Salem right now?"),
  unanswerable("estimate our property tax bill for 2030"),
  unanswerable("remaining principal balance on the Larkspur mortgage"),
  unanswerable("wifi password at the carriage house"),
  unanswerable("what's our airbnb star rating"),
];
