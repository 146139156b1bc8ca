// Set r18-landlord: written BLIND (without reading the assistant's code, its tests, its docs or any other
// question set), from the fixture company file only, for Basalt Creek Holdings LLC, the Oregon LLC of
// long-term tenants, a property manager and one Airbnb carriage house (scripts/lib/landlord-company.ts).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every figure, date and name is read at run time from the
// REST API (ledger sums, reports, properties, obligations, company profile, document search passages).
import { figure, guestsOf, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
/** The latest quarter q that has ended: this year's, or last year's when it is still to come. */
const lastQ = (t: Truth, q: number) => {
  const thisOne = quarter(thisY(t), q);
  return thisOne.end < t.today ? thisOne : quarter(thisY(t) - 1, q);
};
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A property's free-form metadata (tenant, rent, units), from GET /properties/{id}. */
async function meta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await pid(t, fragment)}`);
  return p.extra_metadata;
}

/** The profit-and-loss report of a period, for the company or one property. */
async function pnl(t: Truth, period: { start: string; end: string }, fragment?: string) {
  const property = fragment ? `&property_id=${await pid(t, fragment)}` : "";
  return t.get<{ revenue: string; expenses: string; net: string; capital_spending: string }>(`/api/v1/reports/profit-and-loss?start_date=${period.start}&end_date=${period.end}${property}`);
}

/** The passages of one document (found by its title) that hold `words`, joined. */
async function docText(t: Truth, title: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  return hits.items.map((h) => h.text).join("\n");
}

/** The first group of a pattern in a document's passages; throws when absent. */
async function docFact(t: Truth, title: string, words: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, title, words));
  if (!match?.[1]) throw new Error(`"${pattern}" not found in ${title}`);
  return match[1].replace(/,/g, "");
}

/** "1147 SE Thornapple Street, ..." -> "Thornapple" */
const streetName = (address: string) => /^\d+\s+(?:[NSEW]{1,2}\s+)?([A-Z][a-z]+)/.exec(address)?.[1] ?? address;

const none = async () => [] as string[];

export const R18_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did brianna pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastY(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did brianna pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "total airbnb bookings at the carriage house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "gross rents across all five properties for Basalt Creek last calendar year - long term leases plus airbnb, not counting late fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastY(t) }))],
  },
  {
    group: "income",
    query: "what did the larkspur duplex bring in in rent during Q3",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastQ(t, 3), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "Mill Race booking revenue for July of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(thisY(t) - 1, 7), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: "how much did we take in from airbnb last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "pull up total rent received on sycamore hollow for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastY(t), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "income",
    query: "tobias wren rent collected since jan 1",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "rosario", type: "expense", ...lastY(t) }))],
  },
  {
    group: "follow-up",
    query: "which houses was that work on",
    after: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastY(t);
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=rosario&transaction_type=EXPENSE&start_date=${start}&end_date=${end}&page_size=200`);
      const ids = [...new Set(items.map((i) => i.property_id).filter((id): id is string => Boolean(id)))];
      if (ids.length === 0) throw new Error("no Rosario bills last year");
      return Promise.all(ids.map(async (id) => streetName((await t.get<{ address: string }>(`/api/v1/properties/${id}`)).address)));
    },
  },
  {
    group: "expenses",
    query: "brightwell mgmt fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much did we spend on property taxes in the last tax year for all the properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastY(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that went to multnomah county",
    after: "How much did we spend on property taxes in the last tax year for all the properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], q: "multnomah", ...lastY(t) }))],
  },
  {
    group: "expenses",
    query: "calculate utilities for the hood river carriage house this year (power, gas, water, internet, garbage)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "GORGE SPARKLE CLEANING charges for september of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ q: "gorge sparkle", type: "expense", ...month(thisY(t) - 1, 9) }))],
  },
  {
    group: "expenses",
    query: "repairs spent on the duplex last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastY(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "hoa dues we've paid on the beaverton condo this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Quarry Bend") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income for the carriage house last year",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastY(t), "Mill Race")).net)],
  },
  {
    group: "follow-up",
    query: "what about the duplex?",
    after: "net income for the carriage house last year",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, lastY(t), "Larkspur")).net)],
  },
  {
    group: "net",
    query: "whats basalt creek's profit so far this year",
    tool: "query_database",
    expect: async (t) => [figure((await pnl(t, thisYear(t))).net)],
  },
  {
    group: "net",
    query: "cash flow on 2210 sycamore hollow rd for the prior year, all income minus all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastY(t), property: await pid(t, "Sycamore") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked altogether",
    after: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at mill race in Q2",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQ(t, 2)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many Airbnb reservations did we get in the previous calendar year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastY(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting unit B on larkspur",
    tool: "query_database",
    expect: async (t) => {
      const units = (await meta(t, "Larkspur")).units as { unit: string; tenant: string }[];
      const b = units.find((u) => u.unit === "B");
      if (!b) throw new Error("no unit B");
      return [b.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "tenant + monthly rent at the quarry bend condo",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Quarry Bend");
      return [String(m.tenant), figure(String(m.monthly_rent))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who was the tenant in the salem house before marisol moved in",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${await pid(t, "Sycamore")}&page_size=200`);
      const names = [...new Set(items.map((i) => /ZELLE FROM (.+?) RENT/i.exec(i.description)?.[1]).filter((n): n is string => Boolean(n) && !/marisol/i.test(n!)))];
      if (names.length === 0) throw new Error("no earlier Sycamore tenant");
      // The bank writes names in capitals: "GARRETT HOLLIS" -> "Garrett Hollis".
      return names.map((n) => n.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()));
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for the thornapple house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we buy it?",
    after: "what did we pay for the thornapple house",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Thornapple")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis split on 3306 N Larkspur",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the carriage house placed in service, and what's the furniture/FF&E basis",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for unit 12 quarry bend",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "need basalt creek's EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [String((await t.get<{ ein: string }>("/api/v1/company")).ein)],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who is our registered agent in oregon",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "what's the secretary of state registry number for Basalt Creek Holdings",
    tool: "query_database",
    expect: async (t) => [String((await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what is due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today);
      if (open.length === 0) throw new Error("nothing due in the next 30 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))].slice(0, 4);
    },
  },
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      if (items.length === 0) throw new Error("nothing overdue");
      return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, 3);
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the next oregon annual report",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "obligation_type=tax:filing");
      if (!o) throw new Error("no open tax filing");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when does the insurance on the hood river place renew",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=property:insurance&property_id=${await pid(t, "Mill Race")}`);
      if (!o) throw new Error("no open Mill Race insurance renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "and the str permit?",
    after: "when does the insurance on the hood river place renew",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Mill Race")}`);
      if (!o) throw new Error("no open STR permit renewal");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "who are the members under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "Percentage Interest contributed");
      const names = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a \d+% Percentage Interest/g)].map((m) => m[1]!);
      if (names.length === 0) throw new Error("no members found");
      return names;
    },
  },
  {
    group: "follow-up",
    query: "what percentage does corwin own",
    after: "who are the members under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Operating Agreement", "Corwin Percentage Interest", /Corwin Adeyemi holds a (\d+%)/)],
  },
  {
    group: "documents",
    query: "late fee in marisol's lease?",
    tool: "search_document_content",
    expect: async (t) => [figure(await docFact(t, "Pennington", "late fee", /late fee of \$([\d,.]+\d)/))],
  },
  {
    group: "documents",
    query: "how big a security deposit is brianna kowalczyk's lease holding",
    tool: "search_document_content",
    expect: async (t) => [figure(await docFact(t, "Kowalczyk", "security deposit", /security deposit of \$([\d,.]+\d)/))],
  },
  {
    group: "documents",
    query: "per-unit special assessment the quarry bend HOA levied for siding and decks",
    tool: "search_document_content",
    expect: async (t) => [figure(await docFact(t, "Quarry Bend Condominium Association", "special assessment siding", /special assessment of \$([\d,.]+\d)/))],
  },
  {
    group: "documents",
    query: "list our formation docs",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much principal have we paid down on the guild mortgage", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats marisol's cell number", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we sell the carriage house or hang on to it?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "forecast next summer's airbnb revenue for mill race", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what rent did we collect back in 2019", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "EIN and members of Cascade Ridge Partners LLC?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "current balance in the umpqua checking account", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what credit score did tobias have when he applied", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "interest rate on the onpoint loan for thornapple?", tool: "query_database", unanswerable: true, expect: none },
];
