// Set r6-spec: written blind, without reading the assistant's code, its tests, its docs or any other
// question set; only the fixture (scripts/lib/spec-company.ts), the REST API spec and the runner were read.
// Asked of Holloway Creek Stays LLC, the Tennessee multi-member LLC of the spec fixture (the Lockeland
// Drive cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont Street condo in Chattanooga).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
// Every expected figure, date, count and name is read at run time from the REST API; periods are
// relative to the day the set runs (t.today).
import Decimal from "decimal.js";
import { type Case, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The next open obligation matching a query, as a long date; throws when there is none. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, `start_date=${t.today}&${query}`);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

/** The first capture of `re` in the passages of the one document whose title holds `title`. */
async function clause(t: Truth, title: string, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  const text = hits.items.map((h) => h.text).join("\n");
  const match = re.exec(text);
  if (!match?.[1]) throw new Error(`"${re}" not found in ${title}`);
  return match[1];
}

/** The dated transactions of a filter, as the ledger lists them. */
async function ledgerRows(t: Truth, query: string): Promise<{ amount: string; description: string; transaction_date: string }[]> {
  const { items } = await t.get<{ items: { amount: string; description: string; transaction_date: string }[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return items;
}

/** The largest repair bill of last year. */
async function biggestRepair(t: Truth) {
  const { start, end } = lastYr(t);
  const rows = await ledgerRows(t, `category=expense:maintenance:repairs&start_date=${start}&end_date=${end}`);
  return rows.reduce((best, row) => (new Decimal(row.amount).gt(best.amount) ? row : best));
}

export const R6_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much rent did we collect from Wendell last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "how much rent did we collect from Wendell last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "pull up gross bookings for the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "split the cabin's booking revenue last year between airbnb and vrbo",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      return [
        figure(await t.sum({ categories: ["revenue:rental_income"], property, q: "Airbnb", ...lastYr(t) })),
        figure(await t.sum({ categories: ["revenue:rental_income"], property, q: "VRBO", ...lastYr(t) })),
      ];
    },
  },
  {
    group: "income",
    query: "Total rental income last month, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "what did the Lockeland cottage gross last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Lockeland"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "break down this year's income by property please",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const fragment of ["Lockeland", "Laurel Bluff", "Tremont"]) out.push(figure(await t.sum({ type: "revenue", property: await pid(t, fragment), ...thisYear(t) })));
      return out;
    },
  },
  {
    group: "income",
    query: "Holloway Creek total revenue for last year, everything included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "cabin booking income in july of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...month(thisYr(t) - 1, 7) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid HARPETH PLUMBING this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Harpeth Plumbing", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities on the gatlinburg cabin last year - electric, propane, water and internet combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Laurel Bluff"), ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: "utilities on the gatlinburg cabin last year - electric, propane, water and internet combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Lockeland"), ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "calculate our total cleaning costs ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did Smoky Ridge Co-Hosting bill us in total last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Smoky Ridge", ...lastYr(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was their 18% co-host fee",
    after: "What did Smoky Ridge Co-Hosting bill us in total last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], property: await pid(t, "Laurel Bluff"), ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last yr across all three properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "what were the Tremont St condo's expenses last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Tremont"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "biggest repair bill we paid last year?",
    tool: "query_database",
    expect: async (t) => [figure((await biggestRepair(t)).amount)],
  },
  {
    group: "follow-up",
    query: "who was that paid to",
    after: "biggest repair bill we paid last year?",
    tool: "query_database",
    expect: async (t) => {
      // The vendor is the description's first part ("Vendor Name - what was done"); its first two words.
      const vendor = (await biggestRepair(t)).description.split(" - ")[0]!;
      return [vendor.split(" ").slice(0, 2).join(" ")];
    },
  },

  // ---- net (3)
  {
    group: "net",
    query: "net income for the company ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the tremont condo make money last yr? whats the net after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Tremont"), ...lastYr(t) }))],
  },
  {
    group: "net",
    query: "cash flow on the cottage for last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Lockeland"), ...lastMonth(t.today) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights did we have booked at 1814 Lockeland last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastYr(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the chattanooga condo",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Tremont")) as { extra_metadata?: Record<string, unknown> };
      const tenant = p.extra_metadata?.tenant;
      if (typeof tenant !== "string") throw new Error("no tenant on the Tremont condo");
      return [tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings at laurel bluff last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...lastYr(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has Jane Doe booked with us this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "Jane Doe", ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "what's Wendell paying a month in rent now",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Tremont"), ...lastMonth(t.today) }))],
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what was the purchase price on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when was it placed in service",
    after: "what was the purchase price on the cabin",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      if (!p.placed_in_service) throw new Error("the cabin has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "land vs building basis for lockeland drive",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "Total basis on the Tremont unit, land plus building",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).total_basis)],
  },
  {
    group: "basis",
    query: "depreciable basis of the cabin incl. the furniture",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "need Holloway Creek's EIN for a W-9",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ ein: string | null }>("/api/v1/company");
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ registered_agent: { name: string } | null }>("/api/v1/company");
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "when did we form the LLC",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string | null }>("/api/v1/company");
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const names = await clause(t, "Operating Agreement", "members ownership capital contribution", /\d{4}, by (.+?), the members/);
      return names.split(/,\s*|\s+and\s+/).map((n) => n.trim()).filter(Boolean);
    },
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "whats coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      return [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next 1065 due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=1065")],
  },
  {
    group: "follow-up",
    query: "and the TN franchise & excise return?",
    after: "When is our next 1065 due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${encodeURIComponent("franchise and excise")}`)],
  },
  {
    group: "deadlines",
    query: "gatlinburg business license renewal - when",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${encodeURIComponent("business license")}`)],
  },
  {
    group: "deadlines",
    query: "when's the next Tennessee annual report due to the SOS",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=compliance:periodic_report`)],
  },
  {
    group: "deadlines",
    query: "when do we need to renew the STRP permit on the cottage",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "q=STRP")],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "per the co-host agreement how much can smoky ridge spend on a repair without our ok",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Co-Hosting", "repairs without the owner's approval", /repairs of up to \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "max occupancy allowed under the Lockeland STRP permit",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy: (\d+) guests/)],
  },
  {
    group: "documents",
    query: "liability limit on the cabin's blue ridge shield policy",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Blue Ridge Shield", "liability coverage limit", /Liability: \$([\d,]+)/)],
  },
  {
    group: "follow-up",
    query: "what's the deductible",
    after: "liability limit on the cabin's blue ridge shield policy",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Blue Ridge Shield", "deductibles all perils", /All perils: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "how big an operating reserve do we keep per property before distributions go out",
    tool: "search_document_content",
    expect: async (t) => [await clause(t, "Operating Agreement", "distributions operating reserve per property", /operating reserve of \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "which formation docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth right now on the market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does wendell's lease end", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the laurel bluff mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the cottage book next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Smoky Ridge Co-Hosting's own EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining loan balance on the Lockeland mortgage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5-star reviews did the cottage get last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are other 3br cabins in gatlinburg charging per night these days", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much of a security deposit did Wendell put down when he moved in", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was Maren's personal tax refund last year", tool: "query_database", unanswerable: true, expect: async () => [] },
];
