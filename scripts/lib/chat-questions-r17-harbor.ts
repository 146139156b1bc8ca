// Written blind: questions for Harbor Lane Properties LLC (the North Carolina held-out company of
// scripts/lib/holdout-company.ts), by an author who never read the assistant's code, its tests, its
// docs or any other question set. Every expected figure, date and name is read at run time from the
// REST API (ledger sums, properties, obligations, company profile, document search).
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10 (60 in all).
import type { Case, Truth } from "./chat-questions";
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const lastYr = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const AIRBNB = ["revenue:rental_income", "revenue:cleaning_fees"];

interface PropertyRow {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
const propertyMeta = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: PropertyRow[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!.extra_metadata;
};

interface Company {
  legal_name: string;
  formation_date: string | null;
  ein: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A phrase a document holds, found through the document search API: the first capture of `re` in the passages. */
async function docSays(t: Truth, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=20`);
  for (const hit of items) {
    const m = re.exec(hit.text.replace(/\s+/g, " "));
    if (m) return m[1] ?? m[0];
  }
  throw new Error(`no passage for "${q}" matches ${re}`);
}

const openOf = async (t: Truth, q: string) =>
  (await obligations(t, `q=${encodeURIComponent(q)}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");

const cleanersCabin = "what did we pay mountain fresh cleaning for the cabin last yr";
const roofQ = "how much did the new roof on hickory drive end up costing us";
const ospreyPrice = "what was the purchase price on 9 osprey point rd";
const keishaRent = "how much rent did keisha pay us last year";
const cabinJuly = "how many nights was the juniper cabin booked in july";
const nextEst = "when is our next quarterly estimated tax payment due";
const leaseLate = "per keisha's lease, what's the late fee if rent comes in after the 5th";
const cabinCash = "calculate cash flow for the asheville cabin for last yr";

export const R17_HARBOR_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: keishaRent,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastYr(t)), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: keishaRent,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "gross booking income at the juniper cabin in Q3 of this year, cleaning fees included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: AIRBNB, ...quarter(thisYr(t), 3), property: await pid(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "Harbor Lane Properties total gross revenue for 2025, all four properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(2025) }))],
  },
  {
    group: "income",
    query: "what did the osprey point cottage bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "rent collected from the raleigh house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "how much did we make on airbnb in august of last year, both listings together (incl cleaning fees)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: AIRBNB, ...month(lastYr(t), 8) }))],
  },
  {
    group: "income",
    query: "pull up what our long term tenants paid in rent for Q2 this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(thisYr(t), 2) }))],
  },
  {
    group: "income",
    query: "which of our properties earned the most revenue last year?",
    tool: "query_database",
    expect: async (t) => {
      let best = { name: "", total: -Infinity };
      for (const name of ["Magnolia", "Juniper", "Hickory", "Osprey"]) {
        const total = Number(await t.sum({ type: "revenue", ...year(lastYr(t)), property: await pid(t, name) }));
        if (total > best.total) best = { name, total };
      }
      return [best.name];
    },
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: cleanersCabin,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...year(lastYr(t)), property: await pid(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "what about the cleaners at the cottage?",
    after: cleanersCabin,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...year(lastYr(t)), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: roofQ,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", start: `${lastYr(t)}-01-01`, end: t.today, q: "ROOFING" }))],
  },
  {
    group: "follow-up",
    query: "who did the work?",
    after: roofQ,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=ROOFING&start_date=${lastYr(t)}-01-01&end_date=${t.today}&page_size=10`);
      const name = /^(.*?ROOFING)/i.exec(items[0]?.description ?? "")?.[1];
      if (!name) throw new Error("no roofing payment");
      return [name];
    },
  },
  {
    group: "expenses",
    query: "total utilities across all properties ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much went to DUKE ENERGY PROGRESS in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(2025), q: "DUKE ENERGY" }))],
  },
  {
    group: "expenses",
    query: "property taxes paid this year on all 4 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did triangle property mgmt charge us last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastQuarter(t.today), q: "TRIANGLE PROPERTY" }))],
  },
  {
    group: "expenses",
    query: "show me total expenses for the magnolia st unit in 2025",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(2025), property: await pid(t, "Magnolia") }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "net income for harbor lane year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: cabinCash,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYr(t)), property: await pid(t, "Juniper") }))],
  },
  {
    group: "follow-up",
    query: "same for the cottage",
    after: cabinCash,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYr(t)), property: await pid(t, "Osprey") }))],
  },
  {
    group: "net",
    query: "did the durham unit make a profit in q3? income minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...quarter(thisYr(t), 3), property: await pid(t, "Magnolia") }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "number of airbnb stays at osprey point in 2025",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(2025), property: await pid(t, "Osprey") }))],
  },
  {
    group: "bookings-or-tenants",
    query: cabinJuly,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisYr(t), 7)))],
  },
  {
    group: "follow-up",
    query: "and august?",
    after: cabinJuly,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisYr(t), 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the durham unit",
    tool: "query_database",
    expect: async (t) => [String((await propertyMeta(t, "Magnolia")).tenant)],
  },
  {
    group: "bookings-or-tenants",
    query: "what does owen pay per mo",
    tool: "query_database",
    expect: async (t) => [figure(String((await propertyMeta(t, "Hickory")).monthly_rent))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests who stayed at the cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "who are our long-term tenants right now and which house is each in",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRow[] }>("/api/v1/properties?page_size=200");
      const names = items.map((p) => p.extra_metadata?.tenant).filter((n): n is string => typeof n === "string");
      if (names.length === 0) throw new Error("no tenants");
      return names;
    },
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: ospreyPrice,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it?",
    after: ospreyPrice,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Osprey")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land / building / furniture basis breakdown for 48 juniper ln",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the raleigh rental?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      if (!p.placed_in_service) throw new Error("no placed in service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "my CPA needs the depreciable basis on the Osprey Point cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "when was Harbor Lane Properties LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.formation_date) throw new Error("no formation date");
      return [longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "whats the llc's federal tax id number",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.ein) throw new Error("no EIN");
      return [c.ein];
    },
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [c.registered_agent.name];
    },
  },
  {
    group: "company",
    query: "need our NC secretary of state filing # for a bank form",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.state_filing_number) throw new Error("no filing number");
      return [c.state_filing_number];
    },
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: nextEst,
    tool: "query_database",
    expect: async (t) => {
      const o = (await openOf(t, "estimated tax"))[0];
      if (!o) throw new Error("no open estimated tax payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "ok and the one after that?",
    after: nextEst,
    tool: "query_database",
    expect: async (t) => {
      const o = (await openOf(t, "estimated tax"))[1];
      if (!o) throw new Error("no second open estimated tax payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the wilmington short term rental permit",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `q=${encodeURIComponent("short-term rental permit")}`);
      if (!o) throw new Error("no open permit renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "next deadline for the partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `q=${encodeURIComponent("Form 1065")}`);
      if (!o) throw new Error("no open 1065");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is the flood insurance on osprey up for renewal next",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `q=${encodeURIComponent("Flood insurance")}`);
      if (!o) throw new Error("no open flood renewal");
      return [longDate(o.due_date)];
    },
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: leaseLate,
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "late fee rent paid after the fifth day", /late fee of \$([\d,]+\.\d\d)/i)],
  },
  {
    group: "follow-up",
    query: "and how much is the security deposit?",
    after: leaseLate,
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "security deposit", /security deposit of \$([\d,]+\.\d\d)/i)],
  },
  {
    group: "documents",
    query: "what's the hurricane deductible on the osprey point policy",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "named storm hurricane deductible", /Named storm \(hurricane\) deductible:.*?\$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the hickory roof per oak city's invoice",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "workmanship warranty roof", /Workmanship warranty: (\d+) years/i)],
  },
  {
    group: "documents",
    query: "what percentage of the company does daniel okafor own under the operating agreement",
    tool: "search_document_content",
    expect: async (t) => [await docSays(t, "members percentage interests Daniel Okafor", /Daniel Okafor, (\d+) percent/i)],
  },
  {
    group: "documents",
    query: "do we have any insurance policies uploaded? which ones",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ---------------- unanswerable (10) ----------------
  { group: "unanswerable", query: "what would 48 juniper lane sell for on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the truist mortgage for osprey", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did Blue Heron Holdings LLC collect last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the raleigh house or keep renting it to owen?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the cottage make on airbnb next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much personal income tax did aisha pay last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining loan balance on hickory drive", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's keisha brown's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "who was the buyer's agent when we bought the magnolia unit and what was their commission", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many of the cabin guests brought dogs last summer", tool: "query_database", unanswerable: true, expect: async () => [] },
];
