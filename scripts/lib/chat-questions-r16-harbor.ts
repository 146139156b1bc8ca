// Written blind: the author never read the assistant's code, its tests, its docs or any other question set.
// Company asked: Harbor Lane Properties LLC, the North Carolina held-out fixture (scripts/lib/holdout-company.ts).
// 60 cases: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every figure, date and name is read from the REST API at run
// time; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, MONTHS, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const CABIN = "Juniper";
const COTTAGE = "Osprey";
const RALEIGH = "Hickory";
const MAGNOLIA = "Magnolia";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(thisYr(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The first capture of `re` in the passages a document search returns. */
async function passage(t: Truth, q: string, re: RegExp, docType?: string): Promise<string> {
  const { items } = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&top_k=10${docType ? `&doc_type=${docType}` : ""}`);
  const match = re.exec(items.map((i) => i.text).join("\n"));
  if (!match?.[1]) throw new Error(`no passage for "${q}" matching ${re}`);
  return match[1];
}

/** The open deadlines due from today on, in due-date order. */
async function openFrom(t: Truth, query: string) {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open deadlines for ${query}`);
  return open;
}

const PLUMBER_Q = "what did we pay the plumber at the cabin last year";
const RALEIGH_RENT_Q = "rent collected from the raleigh house ytd";
const OSPREY_PRICE_Q = "what did we pay for the osprey point place";
const CABIN_NIGHTS_Q = "how many nights was the cabin booked in Q3 last yr";
const STORM_Q = "whats the hurricane deductible on the osprey point policy";
const CABIN_NET_Q = "did the juniper cabin make money last year? whats the net";
const AGENT_Q = "who's listed as registered agent for harbor lane";
const EST_TAX_Q = "when's our next estimated tax payment due";

export const R16_HARBOR_CASES: Case[] = [
  // ---------------- income 8 ----------------
  {
    group: "income",
    query: "how much rent did keisha pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, MAGNOLIA) }))],
  },
  {
    group: "income",
    query: "Harbor Lane total revenue for last year, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "what did osprey point gross in q2 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(thisYr(t) - 1, 2), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "income",
    query: RALEIGH_RENT_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, RALEIGH) }))],
  },
  {
    group: "income",
    query: "break down last month's income by property",
    tool: "query_database",
    expect: async (t) => {
      const period = lastMonth(t.today);
      const out: string[] = [];
      for (const p of [MAGNOLIA, CABIN, RALEIGH, COTTAGE]) out.push(figure(await t.sum({ type: "revenue", ...period, property: await pid(t, p) })));
      return out;
    },
  },
  {
    group: "income",
    query: "gross airbnb bookings last year incl cleaning fees, both listings together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income", "revenue:cleaning_fees"], ...lastYr(t) }))],
  },
  {
    group: "income",
    query: "pull up short-term rental income at the cabin for last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await pid(t, CABIN) }))],
  },
  {
    group: "income",
    query: "which month last year was best for the juniper cabin in short term rental income, and how much",
    tool: "query_database",
    expect: async (t) => {
      const y = thisYr(t) - 1;
      const property = await pid(t, CABIN);
      let best = { m: 0, amount: "-1" };
      for (let m = 1; m <= 12; m++) {
        const amount = await t.sum({ categories: ["revenue:rental_income"], ...month(y, m), property });
        if (Number(amount) > Number(best.amount)) best = { m, amount };
      }
      return [MONTHS[best.m - 1]!, figure(best.amount)];
    },
  },
  {
    group: "follow-up",
    query: "and last year?",
    after: RALEIGH_RENT_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYr(t), property: await pid(t, RALEIGH) }))],
  },

  // ---------------- expenses 7 ----------------
  {
    group: "expenses",
    query: "what did we pay MOUNTAIN FRESH CLEANING in total last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYr(t), q: "MOUNTAIN FRESH" }))],
  },
  {
    group: "expenses",
    query: "utilities ytd for osprey point",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "follow-up",
    query: "how about just electric",
    after: "utilities ytd for osprey point",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...thisYear(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "expenses",
    query: "calculate property taxes paid last yr across all 4 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: "how much has triangle property mgmt charged us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "TRIANGLE PROPERTY" }))],
  },
  {
    group: "expenses",
    query: "total expenses on magnolia st last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, MAGNOLIA) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums we paid last year, company wide",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYr(t) }))],
  },
  {
    group: "expenses",
    query: PLUMBER_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYr(t), property: await pid(t, CABIN), q: "PLUMBING" }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: PLUMBER_Q,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=PLUMBING&start_date=${lastYr(t).start}&end_date=${lastYr(t).end}&property_id=${await pid(t, CABIN)}&page_size=5`);
      const vendor = /^(.*PLUMBING)/i.exec(items[0]?.description ?? "")?.[1];
      if (!vendor) throw new Error("no plumber");
      return [vendor];
    },
  },

  // ---------------- net 3 ----------------
  {
    group: "net",
    query: "net income for the whole company year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: CABIN_NET_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYr(t), property: await pid(t, CABIN) }))],
  },
  {
    group: "follow-up",
    query: "same for the cottage",
    after: CABIN_NET_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYr(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "net",
    query: "cash flow on 310 magnolia last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, MAGNOLIA) }))],
  },

  // ---------------- bookings-or-tenants 6 ----------------
  {
    group: "bookings-or-tenants",
    query: "who stayed at the osprey point cottage last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, COTTAGE, lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: CABIN_NIGHTS_Q,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, CABIN, quarter(thisYr(t) - 1, 3)))],
  },
  {
    group: "follow-up",
    query: "and who were the guests",
    after: CABIN_NIGHTS_Q,
    tool: "query_database",
    expect: async (t) => guestsOf(t, CABIN, quarter(thisYr(t) - 1, 3)),
  },
  {
    group: "bookings-or-tenants",
    query: "number of airbnb reservations at osprey last yr?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYr(t), property: await pid(t, COTTAGE) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant at 1502 Hickory",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant?: string } }>(`/api/v1/properties/${await pid(t, RALEIGH)}`);
      if (!p.extra_metadata.tenant) throw new Error("no tenant");
      return [p.extra_metadata.tenant];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which unit does Keisha Brown rent from us and what's her monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ address: string; extra_metadata: { monthly_rent?: string } }>(`/api/v1/properties/${await pid(t, MAGNOLIA)}`);
      if (!p.extra_metadata.monthly_rent) throw new Error("no rent");
      return [p.address.split(",")[0]!.replace(/ Street$/, ""), figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list our long term tenants",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { extra_metadata: { tenant?: string } }[] }>(`/api/v1/properties?page_size=100`);
      const tenants = items.map((p) => p.extra_metadata.tenant).filter((n): n is string => Boolean(n));
      if (tenants.length === 0) throw new Error("no tenants");
      return tenants;
    },
  },

  // ---------------- basis 4 ----------------
  {
    group: "basis",
    query: OSPREY_PRICE_Q,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(COTTAGE)).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: OSPREY_PRICE_Q,
    tool: "query_database",
    expect: async (t) => [figure((await t.property(CABIN)).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on the raleigh house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(RALEIGH);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "date juniper lane was placed in service for depreciation",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CABIN);
      if (!p.placed_in_service) throw new Error("not in service");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "furniture/FF&E basis for the osprey cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property(COTTAGE)).ffe_basis)],
  },

  // ---------------- company 4 ----------------
  {
    group: "company",
    query: "need harbor lane's federal tax id for a W-9",
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
    query: AGENT_Q,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "our NC secretary of state filing number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------- deadlines 5 ----------------
  {
    group: "deadlines",
    query: "what's coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => [...new Set((await openFrom(t, "upcoming=60")).map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: EST_TAX_Q,
    tool: "query_database",
    expect: async (t) => [longDate((await openFrom(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: EST_TAX_Q,
    tool: "query_database",
    expect: async (t) => {
      const next = (await openFrom(t, "obligation_type=tax:payment"))[1];
      if (!next) throw new Error("no second payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the wilmington STR permit",
    tool: "query_database",
    expect: async (t) => [longDate((await openFrom(t, "obligation_type=compliance:license_renewal"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "next deadline for the partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}&obligation_type=tax:filing`);
      if (!o) throw new Error("no filing");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's the smoke alarm / extinguisher inspection at the cabin due again",
    tool: "query_database",
    expect: async (t) => [longDate((await openFrom(t, `obligation_type=property:inspection&property_id=${await pid(t, CABIN)}`))[0]!.due_date)],
  },

  // ---------------- documents 5 ----------------
  {
    group: "documents",
    query: "how much security deposit did keisha put down per her lease",
    tool: "search_document_content",
    expect: async (t) => [await passage(t, "security deposit lease Keisha Brown", /security deposit of \$([\d,]+(?:\.\d\d)?)/i)],
  },
  {
    group: "documents",
    query: STORM_Q,
    tool: "search_document_content",
    expect: async (t) => [await passage(t, "named storm hurricane deductible", /hurricane\) deductible:.*?\$([\d,]+)/i, "insurance")],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: STORM_Q,
    tool: "search_document_content",
    expect: async (t) => [await passage(t, "premises liability limit each occurrence", /liability: \$([\d,]+)/i, "insurance")],
  },
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await passage(t, "members percentage interests", /Percentage Interests are: ([^.]+)\./i, "formation");
      const members = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), \d+ percent/g)].map((m) => m[1]!);
      if (members.length === 0) throw new Error("no members");
      return members;
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof at hickory dr",
    tool: "search_document_content",
    expect: async (t) => [await passage(t, "roof workmanship warranty", /Workmanship warranty: (\d+ years)/i)],
  },
  {
    group: "documents",
    query: "what paperwork do we have on file for the raleigh property",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, RALEIGH)}`),
  },

  // ---------------- unanswerable 10 ----------------
  { group: "unanswerable", query: "what's the osprey point house worth on the market today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the truist mortgage", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the cabin or refinance it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much will the cottage bring in on airbnb next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the EIN of Blue Ridge Holdings LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's owen fitzgerald's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what star rating does the juniper cabin have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much is left on the PNC loan for magnolia", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Daniel Okafor's home address and phone number?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what did the previous owner pay for the raleigh house when they bought it", tool: "query_database", unanswerable: true, expect: async () => [] },
];
