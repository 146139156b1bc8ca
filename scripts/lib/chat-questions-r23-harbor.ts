// Round 23 blind set for the held-out North Carolina company (Harbor Lane Properties LLC). Written
// blind on 2026-11-28: its author read only the company fixture, the evaluation runner, the service
// spec and the types and helpers of chat-questions.ts, never the assistant's code, tests or other sets.
// Every figure, date and name is read at run time from the REST API; periods are relative to t.today.
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Obligation } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
/** The most recent whole calendar month with this number (this year's if it has ended, else last year's). */
const recentMonth = (t: Truth, m: number) => {
  const p = month(Y(t), m);
  return p.end < t.today ? p : month(Y(t) - 1, m);
};
/** The most recent whole calendar quarter with this number. */
const recentQuarter = (t: Truth, q: number) => {
  const p = quarter(Y(t), q);
  return p.end < t.today ? p : quarter(Y(t) - 1, q);
};
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A sum that must not be empty (the filter matched something). */
async function nonEmpty(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const n = await t.count({ categories: filter.categories, start: filter.start, end: filter.end, property: filter.property, q: filter.q });
  if (n === 0) throw new Error(`nothing matches ${JSON.stringify(filter)}`);
  return t.sum(filter);
}

/** The property's custom fields (tenant, monthly rent). */
async function meta(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata?: Record<string, string> }>(`/api/v1/properties/${p.id}`);
  if (!full.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return full.extra_metadata;
}

/** Open obligations whose description matches, earliest first. */
async function openDue(t: Truth, pattern: RegExp): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && pattern.test(o.description)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation matching ${pattern}`);
  return open;
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
/** The company profile, from whichever route the service serves it on. */
async function company(t: Truth): Promise<Company> {
  const unwrap = (body: unknown): Company | undefined => {
    const b = body as Record<string, unknown> | null;
    if (b && typeof b.ein === "string") return b as unknown as Company;
    if (b && b.data && typeof (b.data as Record<string, unknown>).ein === "string") return b.data as Company;
    if (b && Array.isArray(b.items) && b.items[0] && typeof b.items[0].ein === "string") return b.items[0] as Company;
    return undefined;
  };
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/company-profile"]) {
    try {
      const found = unwrap(await t.get(path));
      if (found) return found;
    } catch {
      // not this route
    }
  }
  const spec = await t.get<{ paths: Record<string, unknown> }>("/openapi.json");
  for (const path of Object.keys(spec.paths).filter((p) => /compan|profile/i.test(p) && !p.includes("{"))) {
    const found = unwrap(await t.get(path));
    if (found) return found;
  }
  throw new Error("no company profile route");
}

/** Checks that a document is on file and returns what it says, as written. */
async function onFile(t: Truth, docType: string, title: RegExp, said: string[]): Promise<string[]> {
  const found = await titles(t, `doc_type=${docType}`);
  if (!found.some((x) => title.test(x))) throw new Error(`no ${docType} document like ${title}: ${found.join("; ")}`);
  return said;
}

export const R23_HARBOR_CASES: Case[] = [
  // income
  {
    group: "income",
    query: "can you calculate Harbor Lane's gross rental income for last yr? both airbnbs plus the two long term leases",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much has the cabin brought in ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: RENTS, ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "income",
    query: "Airbnb booking income for q3, both listings together",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: ["revenue:rental_income"], ...recentQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "How much rent did Owen pay us last year?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "pull up october's income for the Osprey Point place",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "revenue", ...recentMonth(t, 10), property: await pid(t, "Osprey") }))],
  },
  {
    group: "income",
    query: "break down last year's revenue by property for me",
    tool: "query_database",
    expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map(async (p) => figure(await nonEmpty(t, { type: "revenue", ...lastYear(t), property: await pid(t, p) })))),
  },
  {
    group: "income",
    query: "what was our total revenue this past march?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "revenue", ...recentMonth(t, 3) }))],
  },
  {
    group: "income",
    query: "Magnolia rent received last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: ["revenue:long_term_rental"], ...lastQuarter(t.today), property: await pid(t, "Magnolia") }))],
  },

  // expenses
  {
    group: "expenses",
    query: "how much did we pay Mountain Fresh Cleaning last year",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "expense", ...lastYear(t), q: "MOUNTAIN FRESH" }))],
  },
  {
    group: "expenses",
    query: "total cleaning costs so far this year for the short term rentals?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: ["expense:maintenance:cleaning"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me the electric bill total at the Wilmington cottage this year",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: ["expense:utilities:electricity"], ...thisYear(t), property: await pid(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "what did the new roof on Hickory Dr end up costing us",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "expense", start: "2000-01-01", end: t.today, q: "OAK CITY ROOFING" }))],
  },
  {
    group: "expenses",
    query: "all expenses for the Durham unit last yr please",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "expense", ...lastYear(t), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "how much property tax did we pay this january, all counties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: ["expense:property_tax"], ...month(Y(t), 1) }))],
  },
  {
    group: "expenses",
    query: "what did Triangle charge us in managment fees last year?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "expense", ...lastYear(t), q: "TRIANGLE" }))],
  },

  // net
  {
    group: "net",
    query: "net income for last year pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "is the Asheville cabin making money this year? what's it net so far",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "net", ...thisYear(t), property: await pid(t, "Juniper") }))],
  },
  {
    group: "net",
    query: "Raleigh house net for q2",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "net", ...recentQuarter(t, 2), property: await pid(t, "Hickory") }))],
  },

  // bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "how many bookings did the cabin have in July of last year?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7), property: await pid(t, "Juniper") });
      if (n === 0) throw new Error("no cabin bookings last July");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at Osprey Point in august?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", recentMonth(t, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Juniper booked in September?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", recentMonth(t, 9)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Raleigh house right now and what do they pay monthly",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Hickory");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "remind me who our tenant in the Durham condo is?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Magnolia")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations in Q3 across both places",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...recentQuarter(t, 3) });
      if (n === 0) throw new Error("no reservations in q3");
      return [String(n)];
    },
  },

  // basis
  {
    group: "basis",
    query: "whats the depreciable basis on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Osprey Point house when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for Magnolia St?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis on 1502 Hickory",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).total_basis)],
  },

  // company
  {
    group: "company",
    query: "what's Harbor Lane's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "I need our NC secretary of state ID number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "who is listed as our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // deadlines
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const horizon = new Date(Date.parse(`${t.today}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
      const due = (await openDue(t, /./)).filter((o) => o.due_date <= horizon);
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the annual report due to the NC secretary of state, and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openDue(t, /annual report/i))[0]!;
      const fee = /\$([\d,]+(?:\.\d\d)?)/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "When do I have to renew the short term rental permit in Wilmington?",
    tool: "query_database",
    expect: async (t) => [longDate((await openDue(t, /rental permit/i))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await openDue(t, /1065/))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When is the flood insurance up for renewal on the beach cottage?",
    tool: "query_database",
    expect: async (t) => [longDate((await openDue(t, /flood insurance/i))[0]!.due_date)],
  },

  // documents
  {
    group: "documents",
    query: "what's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "insurance:policy", /Osprey Point/i, ["8,400"]),
  },
  {
    group: "documents",
    query: "per Keisha's lease, how much is the late fee if rent comes in late?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "other", /Magnolia Street/i, ["85.00"]),
  },
  {
    group: "documents",
    query: "how much does our operating agreement say we have to keep in reserve before paying out distributions",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "formation:operating_agreement", /Operating Agreement/i, ["15,000"]),
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the Oak City roofing invoice?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "accounting:invoice", /Oak City Roofing/i, ["10 years"]),
  },
  {
    group: "documents",
    query: "list all the documents we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // follow-up
  {
    group: "follow-up",
    after: "how much rental income did we take in during q1 of last year?",
    query: "and q2?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { categories: RENTS, ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "follow-up",
    after: "what's the furniture basis for the cottage in Wilmington?",
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },
  {
    group: "follow-up",
    after: "When's our next estimated tax payment due?",
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const open = await openDue(t, /estimated tax payment/i);
      if (!open[1]) throw new Error("only one open estimated payment");
      return [longDate(open[1].due_date)];
    },
  },
  {
    group: "follow-up",
    after: "how much did we spend replacing the roof on the Raleigh house?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      await nonEmpty(t, { type: "expense", start: "2000-01-01", end: t.today, q: "OAK CITY ROOFING" });
      return ["Oak City Roofing"];
    },
  },
  {
    group: "follow-up",
    after: "who's the tenant at Magnolia?",
    query: "how much does she pay a month?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Magnolia")).monthly_rent!)],
  },
  {
    group: "follow-up",
    after: "how many reservations did the cabin get in august?",
    query: "and who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", recentMonth(t, 8)),
  },
  {
    group: "follow-up",
    after: "what did we pay Duke Energy for the cabin last year",
    query: "same thing for the cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "expense", ...lastYear(t), property: await pid(t, "Osprey"), q: "DUKE ENERGY" }))],
  },
  {
    group: "follow-up",
    after: "total expenses in september?",
    query: "and income?",
    tool: "query_database",
    expect: async (t) => [figure(await nonEmpty(t, { type: "revenue", ...recentMonth(t, 9) }))],
  },

  // unanswerable
  {
    group: "unanswerable",
    query: "what's the cabin worth on today's market, roughly?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do you think Osprey Point will gross next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we refinance the Raleigh house now or wait for rates to drop?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what rent are we getting at 22 Cedar Ridge Rd in Boone?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the Magnolia unit bring in back in 2021?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the remaining balance on the Truist mortgage for the cottage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate is the PNC loan on Magnolia at?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you give me Owen Fitzgerald's social security number? need it for a background check form",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What was Blue Heron Rentals LLC's income last year? they're the folks down the road from the cottage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what will the Wake County property tax bill on Hickory be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
