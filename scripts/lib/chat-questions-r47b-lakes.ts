// Blind set r47b-lakes: 60 questions to Tamarack Ridge Holdings LLC (the Wisconsin lakes company), as
// its outside bookkeeper, its CPA preparing the 1065 and its members would type them. Written without
// reading the assistant's code, its tests, its docs or any other question set; every expected figure,
// date and name is read at run time from the REST API (documents: as their text writes it, checked
// to be on file through the API).
import { type Case, type Truth, figure, lastMonth, lastQuarter, longDate, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const HOLLISTER = "Hollister";
const HOUSE = "Bridgewater";
const CABIN = "Loon Song";
const FARM = "County Road Q";

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The company record, whether or not the API wraps it. */
async function company(t: Truth): Promise<Record<string, any>> {
  const body = await t.get<Record<string, any>>("/api/v1/company");
  const record = body.data ?? body.company ?? body;
  if (!record || typeof record !== "object") throw new Error("no company record");
  return record as Record<string, any>;
}

/** A property's own record with its extra metadata. */
async function metadata(t: Truth, fragment: string): Promise<Record<string, any>> {
  const id = await pid(t, fragment);
  const body = await t.get<Record<string, any>>(`/api/v1/properties/${id}`);
  const record = (body.data ?? body) as Record<string, any>;
  if (!record.extra_metadata) throw new Error(`no extra_metadata for ${fragment}`);
  return record.extra_metadata as Record<string, any>;
}

/** The guests of the cabin's stays in a period ("Airbnb CODE / Guest Name / 4 nights, ..."). */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const id = await pid(t, CABIN);
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Open deadlines from today on, earliest first. */
async function upcoming(t: Truth) {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextMatching(t: Truth, test: (description: string) => boolean) {
  const o = (await upcoming(t)).find((x) => test(x.description));
  if (!o) throw new Error("no open obligation matches");
  return o;
}

const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Checks a document is on file (by a fragment of its title) and returns what its text says. */
async function onFile(t: Truth, titleFragment: string, says: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(titleFragment.toLowerCase()))) throw new Error(`no document titled like "${titleFragment}"`);
  return says;
}

const money = async (p: Promise<string>) => [figure(await p)];

// Questions that have follow-ups.
const Q_HOLLISTER_RENT = "pull total rent collected on the Hollister apts for last yr";
const Q_CABIN_DEPR = "whats the depreciable basis on the cabin?";
const Q_PROPANE = "What did Wolf River Propane cost us last year?";
const Q_RED_CEDAR = "Red Cedar mgmt fees for last quarter - total?";
const Q_CABIN_NET = "net income on the cabin last yr, revenue less all expenses";
const Q_GUESTS = "who stayed up at Loon Song last month?";
const Q_VALLEY_PRO = "how much have we spent w/ Valley Pro so far this yr";
const Q_LAUNDRY = "Laundry coin income for last year at the apartments?";

export const R47B_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, HOLLISTER), ...year(Y(t) - 1) })),
  },
  {
    group: "income",
    query: "Cabin booking revenue YTD? just the stays themselves, not the sales/room tax we collected",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), ...thisYear(t) })),
  },
  {
    group: "income",
    query: "how much rent did Travis and Jolene pay last month (not counting the dog rent)",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, HOUSE), ...lastMonth(t.today) })),
  },
  {
    group: "income",
    query: "What did Amundsen pay us in cash rent for the farmland last year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:other"], property: await pid(t, FARM), ...year(Y(t) - 1) })),
  },
  {
    group: "income",
    query: "Give me total income for the Chippewa Falls house in Q1 of last year, everything incl late fees and pet rent",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "revenue", property: await pid(t, HOUSE), ...quarter(Y(t) - 1, 1) })),
  },
  {
    group: "income",
    query: "how much HAP has the housing authority paid on Apt 4 so far this year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], q: "housing assistance payment", ...thisYear(t) })),
  },
  {
    group: "income",
    query: "Airbnb revenue for the cabin last quarter, gross before the host fee",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), q: "Airbnb", ...lastQuarter(t.today) })),
  },
  {
    group: "income",
    query: Q_LAUNDRY,
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:other"], property: await pid(t, HOLLISTER), q: "Laundry", ...year(Y(t) - 1) })),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "total Rindahl billed us last year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", q: "Rindahl", ...year(Y(t) - 1) })),
  },
  {
    group: "expenses",
    query: "Property tax paid last year, all four properties combined",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) })),
  },
  {
    group: "expenses",
    query: Q_VALLEY_PRO,
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", q: "Valley Pro", ...thisYear(t) })),
  },
  {
    group: "expenses",
    query: "calculate total insurance premiums we expensed last yr, all policies",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) })),
  },
  {
    group: "expenses",
    query: Q_RED_CEDAR,
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:property_management"], ...lastQuarter(t.today) })),
  },
  {
    group: "expenses",
    query: Q_PROPANE,
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", q: "Wolf River Propane", ...year(Y(t) - 1) })),
  },
  {
    group: "expenses",
    query: "what were cleaning costs at the cabin last month",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, CABIN), ...lastMonth(t.today) })),
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: Q_CABIN_NET,
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: await pid(t, CABIN), ...year(Y(t) - 1) })),
  },
  {
    group: "net",
    query: "What's Tamarack Ridge's bottom line YTD - all properties plus company overhead?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", ...thisYear(t) })),
  },
  {
    group: "net",
    query: "did the Colfax farm ground net out positive last year? whats the net",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: await pid(t, FARM), ...year(Y(t) - 1) })),
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_GUESTS,
    tool: "query_database",
    expect: async (t) => cabinGuests(t, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the lake cabin booked last quarter",
    tool: "query_database",
    expect: async (t) => {
      const id = await pid(t, CABIN);
      const q = lastQuarter(t.today);
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${q.start}&end_date=${q.end}&property_id=${id}`);
      const row = report.properties.find((r) => r.property_id === id);
      if (!row) throw new Error("no occupancy row for the cabin");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which tennant at Hollister is on the housing voucher?",
    tool: "query_database",
    expect: async (t) => {
      const units = (await metadata(t, HOLLISTER)).units as { unit: string; tenant: string; note?: string }[];
      const voucher = units.find((u) => /voucher/i.test(u.note ?? ""));
      if (!voucher) throw new Error("no voucher unit");
      return [voucher.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what did Mai Nou pay for rent last month?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], q: "Mai Nou Vang", ...lastMonth(t.today) })),
  },
  {
    group: "bookings-or-tenants",
    query: "list the tenants in the six units at 1418 Hollister please",
    tool: "query_database",
    expect: async (t) => {
      const units = (await metadata(t, HOLLISTER)).units as { unit: string; tenant: string }[];
      // The surname any correct listing names (the last word of each tenant's name).
      return units.map((u) => u.tenant.trim().split(/\s+/).pop()!);
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: Q_CABIN_DEPR,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Hollister building when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(HOLLISTER)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land / building split on Bridgewater Ct for the depreciation schedule",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(HOUSE);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "Total basis in the Colfax farmland?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(FARM)).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats Tamarack Ridge's EIN again",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "need our Wisconsin DFI entity ID for a form",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "Who is listed as the LLC's registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [String(typeof agent === "string" ? agent : agent?.name)];
    },
  },
  {
    group: "company",
    query: "what date was the company formed",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const first = (await upcoming(t))[0];
      if (!first) throw new Error("nothing upcoming");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDaysIso(t.today, 60);
      const dates = [...new Set((await upcoming(t)).filter((o) => o.due_date <= end).map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due in 60 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "DFI annual report - when's the next one due and whats the fee",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, (d) => /DFI annual report/i.test(d));
      const fee = /\$(\d+)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the DFI annual report deadline");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the tourist rooming house license for the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (d) => /tourist rooming house license/i.test(d))).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the extended 1065 due this cycle?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (d) => /^Form 1065 partnership return/i.test(d))).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "what's the wind and hail deductible on the Hollister building policy?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "commercial package policy declarations", ["10,000"]),
  },
  {
    group: "documents",
    query: "per Mai Nou's lease, what's the late fee if rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Apt 2 (Mai Nou Vang", ["40.00"]),
  },
  {
    group: "documents",
    query: "What does the Red Cedar management agreement say they charge to place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Red Cedar Property Management agreement", ["50%"]),
  },
  {
    group: "documents",
    query: "under the Rindahl plowing contract, whats the most we pay for pushes in one season",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Rindahl Snowplowing seasonal contract", ["1,150.00"]),
  },
  {
    group: "documents",
    query: "can you show me which formation docs we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation:operating_agreement"),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    query: "and the yr before that?",
    after: Q_HOLLISTER_RENT,
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, HOLLISTER), ...year(Y(t) - 2) })),
  },
  {
    group: "follow-up",
    query: "how much of that is furniture?",
    after: Q_CABIN_DEPR,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).ffe_basis)],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: Q_PROPANE,
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", q: "Wolf River Propane", ...thisYear(t) })),
  },
  {
    group: "follow-up",
    query: "what about the quarter before that",
    after: Q_RED_CEDAR,
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:property_management"], ...lastQuarter(lastQuarter(t.today).start) })),
  },
  {
    group: "follow-up",
    query: "same thing for the Chippewa Falls house?",
    after: Q_CABIN_NET,
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: await pid(t, HOUSE), ...year(Y(t) - 1) })),
  },
  {
    group: "follow-up",
    query: "how much did those stays bring in?",
    after: Q_GUESTS,
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income"], property: await pid(t, CABIN), ...lastMonth(t.today) })),
  },
  {
    group: "follow-up",
    query: "what about Sawdust City?",
    after: Q_VALLEY_PRO,
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", q: "Sawdust City", ...thisYear(t) })),
  },
  {
    group: "follow-up",
    query: "and the water bill-backs?",
    after: Q_LAUNDRY,
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:utility_reimbursements"], property: await pid(t, HOLLISTER), ...year(Y(t) - 1) })),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "roughly what would the lake cabin sell for on today's market?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Can you forecast next summer's Airbnb revenue for the cabin?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "should we do a cost seg study on the Hollister building? worth it?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what did the Menomonie duplex bring in last year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How much rent did we collect in 2015?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's the remaining principal balance on the Hemlock Valley loan right now", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What's Tamika Rowe's social security number? need it for a form", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "How did Birchwood Point Holdings LLC do last year? Kristin's other company", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what will the farm's property tax bill be next year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what rate could we get if we refinanced Hollister today?", expect: async () => [] },
];
