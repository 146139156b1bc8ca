// The apr-harbor set: written blind (the assistant's code, its tests, its docs and every other question
// set left unread; no assistant answer seen). Company: Harbor Lane Properties LLC, a North Carolina
// multi-member LLC (scripts/lib/holdout-company.ts): the Durham unit on Magnolia Street (Keisha Brown),
// the Raleigh house on Hickory Drive (Owen Fitzgerald), the Juniper Cabin in Asheville and the Osprey
// Point Cottage in Wilmington (both on Airbnb).
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, periods relative to today.
import Decimal from "decimal.js";
import { figure, longDate, month, nextOpen, obligations, quarter, RENTS, thisYear, lastQuarter, nightsBooked, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year, as typed into a question ("Duke Energy total for 2025"). */
const LAST_YEAR = new Date().getUTCFullYear() - 1;

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);
/** Every record the company has, from long before its first import through today. */
const allTime = (t: Truth) => ({ start: `${yearOf(t) - 10}-01-01`, end: t.today });

async function propertyId(t: Truth, fragment: string): Promise<string> {
  return (await t.property(fragment)).id;
}

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}

/** A property's full record (with extra_metadata: tenant, monthly rent, listing name). */
async function propertyRecord(t: Truth, fragment: string): Promise<PropertyRecord> {
  return t.get<PropertyRecord>(`/api/v1/properties/${await propertyId(t, fragment)}`);
}

/** A sum that must not be empty: a zero means the period holds no records and the case is wrong. */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (new Decimal(amount).isZero()) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return amount;
}

/**
 * A fact read from an uploaded document: the document whose title matches `title`, searched for `q`
 * within it; the first capture of `pattern` in the passages found.
 */
async function docFact(t: Truth, title: RegExp, q: string, pattern: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>("/api/v1/documents?page_size=200");
  const doc = items.find((d) => title.test(d.title));
  if (!doc) throw new Error(`no document titled ${title}`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=10`);
  for (const hit of hits.items) {
    const match = pattern.exec(hit.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`"${pattern}" not found in ${doc.title} (searched "${q}")`);
}

/** "$1,675.00" or "1,675" in a document -> "$1,675": matches an answer written with or without cents. */
const dollars = (text: string) => `$${text.replace(/^\$/, "").replace(/\.00$/, "")}`;

const LEASE = /^Residential Lease, 310 Magnolia/;
const OPERATING_AGREEMENT = /^Operating Agreement of Harbor Lane/;
const OSPREY_POLICY = /^Osprey Point Cottage insurance policy/;

async function dueDate(t: Truth, query: string): Promise<string> {
  const next = await nextOpen(t, query);
  if (!next) throw new Error(`no open obligation for ${query}`);
  return longDate(next.due_date);
}

// Questions another case follows (the follow-up's `after` is the exact query).
const KEISHA_RENT = "how much rent did keisha pay us ytd";
const LTR_RENT_LAST_YEAR = "total long term rent collected last year from both tenants";
const DUKE = `Duke Energy Progress - total paid in ${LAST_YEAR}`;
const CABIN_NET = "net income for the cabin ytd";
const CABIN_NIGHTS = "how many nights was the asheville cabin booked this yr";
const ASHEVILLE_PRICE = "what did we pay for the asheville place";
const PERMIT = "wilmington str permit renewal — when?";
const DEPOSIT = "whats the security deposit on keisha's lease";

export const APR_HARBOR_CASES: Case[] = [
  // income (8) and their follow-ups
  {
    group: "income",
    query: KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: RENTS, ...thisYear(t), property: await propertyId(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "and owen?",
    after: KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: RENTS, ...thisYear(t), property: await propertyId(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "what did the juniper cabin bring in last yr, cleaning fees included",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...lastYear(t), property: await propertyId(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "gross income at osprey point last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...lastQuarter(t.today), property: await propertyId(t, "Osprey") }))],
  },
  {
    group: "income",
    query: LTR_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that was the durham unit",
    after: LTR_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], ...lastYear(t), property: await propertyId(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "calculate Harbor Lane's total revenue ytd",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "everything owen fitzgerald paid us this yr, rent plus late fees",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...thisYear(t), property: await propertyId(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "cleaning fees charged to guests at the cottage jun thru aug last yr",
    tool: "query_database",
    expect: async (t) => {
      const y = yearOf(t) - 1;
      return [figure(await nonZero(t, { categories: ["revenue:cleaning_fees"], start: month(y, 6).start, end: month(y, 8).end, property: await propertyId(t, "Osprey") }))];
    },
  },
  {
    group: "income",
    query: "which month this year has been our best for income so far",
    tool: "query_database",
    expect: async (t) => {
      const y = yearOf(t);
      const through = Number(t.today.slice(5, 7));
      let best = { m: 0, revenue: new Decimal(0) };
      for (let m = 1; m <= through; m++) {
        const revenue = new Decimal(await t.sum({ type: "revenue", ...month(y, m) }));
        if (revenue.greaterThan(best.revenue)) best = { m, revenue };
      }
      if (best.m === 0) throw new Error("no revenue this year");
      return [new Date(Date.UTC(y, best.m - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" })];
    },
  },

  // expenses (7)
  {
    group: "expenses",
    query: "utilites for the durham unit last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:utilities"], ...lastYear(t), property: await propertyId(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: DUKE,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "DUKE ENERGY", ...year(LAST_YEAR) }))],
  },
  {
    group: "follow-up",
    query: "which property was that higher at",
    after: DUKE,
    tool: "query_database",
    expect: async (t) => {
      const [cabin, cottage] = await Promise.all(
        ["Juniper", "Osprey"].map(async (fragment) => new Decimal(await nonZero(t, { type: "expense", q: "DUKE ENERGY", ...year(LAST_YEAR), property: await propertyId(t, fragment) }))),
      );
      return [cabin!.greaterThan(cottage!) ? "Juniper" : "Osprey Point"];
    },
  },
  {
    group: "expenses",
    query: "pull up mortgage interest ytd across all 4 houses",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we pay seaside turnover cleaning last qtr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "SEASIDE TURNOVER", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "prop taxes paid last year, all counties combined",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me insurance premiums so far this yr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "greenscape lawn svc - how much at the raleigh house last year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "GREENSCAPE", ...lastYear(t), property: await propertyId(t, "Hickory") }))],
  },

  // net (3)
  {
    group: "net",
    query: CABIN_NET,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...thisYear(t), property: await propertyId(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "same thing for the cottage",
    after: CABIN_NET,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...thisYear(t), property: await propertyId(t, "Osprey") }))],
  },
  {
    group: "net",
    query: "what was harbor lane's net profit last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...lastQuarter(t.today) }))],
  },
  {
    group: "net",
    query: "osprey pt net last yr after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...lastYear(t), property: await propertyId(t, "Osprey") }))],
  },

  // bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", thisYear(t)))],
  },
  {
    group: "follow-up",
    query: "how about last year",
    after: CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who was the most recent guest at osprey point",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(
        `/api/v1/transactions?category=revenue:rental_income&property_id=${await propertyId(t, "Osprey")}&end_date=${t.today}&sort=-transaction_date&page_size=1`,
      );
      const guest = items[0] && /\s-\s(.+?)\s-\s/.exec(items[0].description)?.[1];
      if (!guest) throw new Error(`no guest in ${items[0]?.description}`);
      return [guest];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "# of stays at the cottage in Q2 last yr",
    tool: "query_database",
    expect: async (t) => {
      const stays = await t.count({ categories: ["revenue:rental_income"], ...quarter(yearOf(t) - 1, 2), property: await propertyId(t, "Osprey") });
      if (stays === 0) throw new Error("no stays at Osprey Point in Q2 last year");
      return [String(stays)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the raleigh house and what's the rent",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata: meta } = await propertyRecord(t, "Hickory");
      if (typeof meta.tenant !== "string" || typeof meta.monthly_rent !== "string") throw new Error("no tenant or rent recorded at Hickory");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "give me the rent roll for the long term units",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=200");
      const tenants = items.map((p) => p.extra_metadata.tenant).filter((name): name is string => typeof name === "string");
      if (tenants.length === 0) throw new Error("no tenants recorded");
      return tenants;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many times has hannah whitaker booked the cabin",
    tool: "query_database",
    expect: async (t) => {
      const stays = await t.count({ categories: ["revenue:rental_income"], ...allTime(t), property: await propertyId(t, "Juniper"), q: "Hannah Whitaker" });
      if (stays === 0) throw new Error("Hannah Whitaker never stayed at the cabin");
      return [String(stays)];
    },
  },

  // basis (4)
  {
    group: "basis",
    query: ASHEVILLE_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: ASHEVILLE_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Juniper")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land / bldg split for osprey point?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "calculate last yr's depreciation on magnolia st",
    tool: "query_database",
    expect: async (t) => {
      const y = yearOf(t) - 1;
      const report = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${await propertyId(t, "Magnolia")}/depreciation?year=${y}`);
      if (!report.year) throw new Error(`no depreciation year ${y}`);
      return [figure(report.year.total)];
    },
  },
  {
    group: "basis",
    query: "ff&e basis on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },

  // company (4)
  {
    group: "company",
    query: "harbor lane ein?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who is the registered agent for Harbor Lane Properties",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "what's our NC secretary of state filing #",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up",
    tool: "query_database",
    expect: async (t) => {
      const next = (await obligations(t, `start_date=${t.today}`)).items.find((o) => o.status !== "completed" && o.status !== "cancelled");
      if (!next) throw new Error("no deadline ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "obligation_type=tax:filing")],
  },
  {
    group: "deadlines",
    query: PERMIT,
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "obligation_type=compliance:license_renewal")],
  },
  {
    group: "follow-up",
    query: "what about the flood insurance renewal there",
    after: PERMIT,
    tool: "query_database",
    expect: async (t) => [await dueDate(t, `obligation_type=property:insurance&property_id=${await propertyId(t, "Osprey")}`)],
  },
  {
    group: "deadlines",
    query: "when is the Q4 estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [await dueDate(t, "obligation_type=tax:payment&q=Q4")],
  },
  {
    group: "deadlines",
    query: "NC annual report - due date and fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report");
      if (!next) throw new Error("no open annual report");
      const fee = /\$(\d[\d,]*)/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in "${next.description}"`);
      return [longDate(next.due_date), `$${fee}`];
    },
  },

  // documents (5)
  {
    group: "documents",
    query: DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, LEASE, "security deposit", /security deposit of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "follow-up",
    query: "and the late fee?",
    after: DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, LEASE, "late fee rent paid after", /late fee of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "hurricane deductible on the osprey point policy?",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, OSPREY_POLICY, "named storm hurricane deductible", /hurricane\) deductible:[^.]*?which is (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "per the operating agmt how much do we have to hold in reserve before distributions",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, OPERATING_AGREEMENT, "distributions reserve for repairs and vacancies", /reserve of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "when does the magnolia lease end",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, LEASE, "lease term begins ends", /ends on ([A-Z][a-z]+ \d{1,2}, \d{4})/)],
  },
  {
    group: "documents",
    query: "how much capital did aisha put in originally",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, OPERATING_AGREEMENT, "Schedule A capital contributions Aisha Reyes", /Aisha Reyes (\$[\d,]+(?:\.\d{2})?)/))],
  },

  // unanswerable (10): never recorded, future figures, another company, advice
  { group: "unanswerable", query: "roughly how many hours did tomas spend managing the rentals this yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will airbnb revenue be next summer at osprey", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how did Blue Heron Rentals LLC do last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the cottage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats keisha's cell number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining mortgage balance on the raleigh house?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the star rating on the juniper cabin listing", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "sq footage of the durham unit", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how big a security deposit did owen put down on hickory", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "wifi password at the cottage?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
