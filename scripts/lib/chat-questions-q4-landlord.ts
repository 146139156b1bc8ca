// The q4-landlord set: written blind (without reading the assistant's code, docs or other question
// sets), asked of Basalt Creek Holdings LLC, an Oregon LLC with four long-term rentals (Thornapple,
// the Larkspur duplex, the Quarry Bend condo, Sycamore Hollow) and the Mill Race carriage house on Airbnb.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all). Every expected figure, date and name is read
// at run time from the REST API; periods are relative to today.
import type { Case, Truth } from "./chat-questions";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nightsBooked, obligations, quarter, RENTS, thisYear, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

type PropertyRow = { id: string; address: string; extra_metadata: Record<string, unknown> };
const meta = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: PropertyRow[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length}`);
  return items[0]!.extra_metadata;
};

type Company = { legal_name: string; ein: string; formation_date: string; state_of_formation: string; state_filing_number: string; registered_agent: { name: string; address: string } };
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** Open obligations whose description matches, earliest first. */
const openMatching = async (t: Truth, pattern: RegExp, fromToday = true) => {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && pattern.test(o.description) && (!fromToday || o.due_date >= t.today))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation ${pattern}`);
  return open;
};

/** A phrase from a document: find the document by title, search it, and read the first capture. */
const fromDocument = async (t: Truth, titlePart: string, q: string, pattern: RegExp) => {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>("/api/v1/documents?page_size=200");
  const doc = items.find((d) => d.title.includes(titlePart));
  if (!doc) throw new Error(`no document ${titlePart}`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=20&mode=lexical`);
  const text = hits.items.map((h) => h.text).join("\n");
  const m = pattern.exec(text);
  if (!m) throw new Error(`${pattern} not in ${titlePart}`);
  return m.slice(1);
};

const Q_ROSARIO = "what did we pay rosario plumbing last year";
const Q_THORN_INTEREST = "how much mortgage interest did we pay on thornapple last yr";
const Q_GROSS = "calculate gross rental income for Basalt Creek for last year, all properties combined";
const Q_INSURANCE = "total insurance premiums paid last year across the portfolio?";
const Q_GUESTS = "who stayed at the carriage house last month";
const Q_QUARRY_PRICE = "what did we pay for the quarry bend condo";
const Q_THORN_TENANT = "who's renting the Thornapple house right now";
const Q_ANNUAL_REPORT = "when's the oregon annual report due";

export const Q4_LANDLORD_CASES: Case[] = [
  // ---------------- income 8 ----------------
  {
    group: "income",
    query: "how much rent did brianna pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "total airbnb bookings for the carriage house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: Q_GROSS,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "break that down for just the condo",
    after: Q_GROSS,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t), property: await pid(t, "Quarry Bend") }))],
  },

  {
    group: "income",
    query: "what did the Larkspur duplex bring in in rent last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "rent collected last month, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "pull up Q2 rent from the Quarry Bend unit for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 2), property: await pid(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "How much did we make from Airbnb last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "total rent marisol has paid since she moved into sycamore hollow",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], start: `${Y(t) - 1}-01-01`, end: t.today, property: await pid(t, "Sycamore"), q: "Marisol" }))],
  },

  // ---------------- expenses 7 ----------------
  {
    group: "expenses",
    query: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Rosario" }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: Q_ROSARIO,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Rosario" }))],
  },
  {
    group: "expenses",
    query: "property taxes paid last year, all counties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_THORN_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: await pid(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "what about larkspur",
    after: Q_THORN_INTEREST,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: Q_INSURANCE,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "which property had the biggest premium",
    after: Q_INSURANCE,
    tool: "query_database",
    expect: async (t) => {
      const names = ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"];
      const sums = await Promise.all(names.map(async (n) => ({ n, s: Number(await t.sum({ categories: ["expense:insurance"], ...lastYear(t), property: await pid(t, n) })) })));
      return [sums.sort((a, b) => b.s - a.s)[0]!.n];
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
    query: "What were the utilities at the Mill Race carriage house last mo",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastMonth(t.today), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "how much have we spent with GREEN FERN LANDSCAPING this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Green Fern" }))],
  },

  // ---------------- net 3 ----------------
  {
    group: "net",
    query: "net profit on the carriage house last year after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "cash flow for sycamore hollow last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Sycamore") }))],
  },
  {
    group: "net",
    query: "did the duplex make money last year? net income please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Larkspur") }))],
  },

  // ---------------- bookings-or-tenants 6 ----------------
  {
    group: "bookings-or-tenants",
    query: Q_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was that in total",
    after: Q_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "number of nights mill race was booked last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did we get in Q3",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...quarter(Y(t), 3), property: await pid(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_THORN_TENANT,
    tool: "query_database",
    expect: async (t) => [String((await meta(t, "Thornapple"))["tenant"])],
  },
  {
    group: "follow-up",
    query: "what's her monthly rent",
    after: Q_THORN_TENANT,
    tool: "query_database",
    expect: async (t) => [figure(String((await meta(t, "Thornapple"))["monthly_rent"]))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the tenants in the larkspur duplex and which unit each is in",
    tool: "query_database",
    expect: async (t) => ((await meta(t, "Larkspur"))["units"] as { tenant: string }[]).map((u) => u.tenant),
  },
  {
    group: "bookings-or-tenants",
    query: "when does tobias's lease end",
    tool: "query_database",
    expect: async (t) => {
      const [o] = await openMatching(t, /Lease renewal: Tobias/, false);
      return [/lease ends ([A-Z][a-z]+ \d+, \d{4})/.exec(o!.description)![1]!];
    },
  },

  // ---------------- basis 4 ----------------
  {
    group: "basis",
    query: Q_QUARRY_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and how much of that was allocated to land?",
    after: Q_QUARRY_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Quarry Bend")).land_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis on sycamore hollow",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "when was the carriage house placed in service",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Mill Race")).placed_in_service!)],
  },
  {
    group: "basis",
    query: "depreciable basis for 3306 N Larkspur?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Larkspur")).depreciable_basis)],
  },

  // ---------------- company 4 ----------------
  {
    group: "company",
    query: "whats the EIN for basalt creek holdings",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "who is our registered agent in oregon",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "need our state filing / registry number with the secretary of state",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------- deadlines 5 ----------------
  {
    group: "deadlines",
    query: "what is due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      const next = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (next.length === 0) throw new Error("nothing due in 30 days");
      return [longDate(next[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: Q_ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [longDate((await openMatching(t, /Oregon annual report/))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "how much is the fee for it",
    after: Q_ANNUAL_REPORT,
    tool: "query_database",
    expect: async (t) => [/\$(\d[\d,.]*) fee/.exec((await openMatching(t, /Oregon annual report/))[0]!.description)![1]!],
  },
  {
    group: "deadlines",
    query: "is anything past due right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const late = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date < t.today);
      if (late.length === 0) throw new Error("nothing overdue");
      return [...new Set(late.map((o) => /([A-Z][a-z]+(?: [A-Z][a-z]+)? County)/.exec(o.description)?.[1] ?? o.description))];
    },
  },
  {
    group: "deadlines",
    query: "next 1065 filing deadline?",
    tool: "query_database",
    expect: async (t) => [longDate((await openMatching(t, /Form 1065/))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the hood river STR permit",
    tool: "query_database",
    expect: async (t) => [longDate((await openMatching(t, /short-term rental permit renewal/))[0]!.due_date)],
  },

  // ---------------- documents 5 ----------------
  {
    group: "documents",
    query: "what's the late fee in marisol's lease",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Sycamore Hollow", "late fee rent", /late fee of \$([\d,]+(?:\.\d\d)?)/))[0]!],
  },
  {
    group: "documents",
    query: "how big a security deposit did brianna put down per the lease",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Thornapple Street", "security deposit", /security deposit of \$([\d,]+(?:\.\d\d)?)/))[0]!],
  },
  {
    group: "documents",
    query: "deductible on the carriage house insurance policy",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Columbia Gorge Mutual", "deductible per occurrence", /\$([\d,]+) per occurrence/))[0]!],
  },
  {
    group: "documents",
    query: "could we put the quarry bend condo on airbnb? what do the HOA rules say about rental terms",
    tool: "search_document_content",
    expect: async (t) => [(await fromDocument(t, "Quarry Bend Condominium", "leased term short-term rentals", /term of less than (\d+ months)/))[0]!],
  },
  {
    group: "documents",
    query: "which leases do we have on file",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=200");
      const names = items.filter((d) => /Lease/.test(d.title)).map((d) => /\(([^)]+)\)/.exec(d.title)?.[1]).filter((n): n is string => Boolean(n));
      if (names.length === 0) throw new Error("no leases");
      return names;
    },
  },

  // ---------------- unanswerable 10 ----------------
  { group: "unanswerable", query: "what's the thornapple house worth on the market today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what tax bracket is Corwin in personally", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the duplex and do a 1031 exchange into something bigger", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will next year's property tax bill be for sycamore hollow", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent does Riverbend Partners LLC collect on their buildings", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Brianna Kowalczyk's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "average market rent for a 2 bed condo in Beaverton right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the carriage house book next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining mortgage balance on the Guild loan for Sycamore", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Ingrid Soto's cell phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
];
