// Round 33, spec company (Holloway Creek Stays LLC, Tennessee): a BLIND set. Written without reading the
// assistant's code, its tests, its docs or any other question set; only the fixture company
// (scripts/lib/spec-company.ts), the runner (scripts/eval-chat.ts) and the service spec were read.
// Every expected figure, date and name is read at run time from the REST API; periods are relative to
// t.today ("last yr", "ytd", "last month", the most recent June, ...).
import Decimal from "decimal.js";
import { type Case, type Truth, RENTS, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, guestsOf, nightsBooked, titles, obligations, type Obligation } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
/** The most recent whole calendar month m (this year's if it has ended, else last year's). */
const recentMonth = (t: Truth, m: number) => {
  const [y, now] = t.today.split("-").map(Number) as [number, number];
  return month(now > m ? y : y - 1, m);
};
/** The most recent whole calendar quarter q. */
const recentQuarter = (t: Truth, q: number) => {
  const [y, now] = t.today.split("-").map(Number) as [number, number];
  return quarter(now > q * 3 ? y : y - 1, q);
};
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

async function pid(t: Truth, fragment: string) {
  return (await t.property(fragment)).id;
}

/** A sum that must hold something (a zero means the question or the data is off). */
async function some(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const count = await t.count({ categories: filter.categories, start: filter.start, end: filter.end, property: filter.property, q: filter.q });
  if (count === 0) throw new Error(`no transactions for ${JSON.stringify(filter)}`);
  return figure(await t.sum(filter));
}

/** Finds a key anywhere in a JSON value. */
function deep(value: unknown, key: string): unknown {
  if (value && typeof value === "object") {
    if (!Array.isArray(value) && key in (value as Record<string, unknown>)) return (value as Record<string, unknown>)[key];
    for (const v of Object.values(value as Record<string, unknown>)) {
      const found = deep(v, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The company record, wherever the API serves it. */
async function company(t: Truth): Promise<unknown> {
  const candidates: string[] = [];
  try {
    const root = await t.get<unknown>("/");
    for (const p of JSON.stringify(root).match(/\/api\/v1\/[A-Za-z0-9_\-/]*/g) ?? []) if (/compan|profile|business/i.test(p)) candidates.push(p);
  } catch {
    // no root links
  }
  candidates.push("/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/company-profile", "/api/v1/business", "/api/v1/business-profile");
  for (const path of candidates) {
    try {
      const body = await t.get<unknown>(path);
      if (deep(body, "ein") !== undefined) return body;
    } catch {
      // try the next
    }
  }
  throw new Error("no company record found");
}
const field = async (t: Truth, key: string) => {
  const value = deep(await company(t), key);
  if (typeof value !== "string" || !value) throw new Error(`company has no ${key}`);
  return value;
};
async function agent(t: Truth): Promise<{ name: string; address: string }> {
  const c = await company(t);
  const ra = deep(c, "registered_agent");
  if (ra && typeof ra === "object") return ra as { name: string; address: string };
  return { name: String(deep(c, "registered_agent_name") ?? ra), address: String(deep(c, "registered_agent_address")) };
}

/** Open obligations due from today on, soonest first. */
async function ahead(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextMatching(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const found = (await ahead(t)).find(test);
  if (!found) throw new Error("no matching open obligation");
  return found;
}

/** A document of this type whose title holds the fragment is on file. */
async function onFile(t: Truth, docType: string, fragment: string) {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`${fragment} not on file (${docType})`);
}

async function extra(t: Truth, fragment: string): Promise<Record<string, string>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata?: Record<string, string> }>(`/api/v1/properties/${p.id}`);
  return (full as { extra_metadata?: Record<string, string> }).extra_metadata ?? ((p as unknown as { extra_metadata?: Record<string, string> }).extra_metadata ?? {});
}

export const R33_SPEC_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much rental income did we bring in last yr?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: RENTS, ...year(thisY(t) - 1) })],
  },
  {
    group: "income",
    query: "Can you calculate gross rental income for q3, all properties combined",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: RENTS, ...recentQuarter(t, 3) })],
  },
  {
    group: "income",
    query: "What did the cottage bring in this past June?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "revenue", ...recentMonth(t, 6), property: await pid(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "ytd booking income from VRBO at the Gatlinburg cabin?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid us so far this year",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["revenue:long_term_rental"], q: "Wendell", ...thisYear(t) })],
  },
  {
    group: "income",
    query: "Give me Holloway Creek Stays' total revenue for last year, everything included please",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "revenue", ...year(thisY(t) - 1) })],
  },
  {
    group: "income",
    query: "what was the Laurel Bluff income last month?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "revenue", ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "income",
    query: "which of our properties made the most rental income last year, and how much?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await Promise.all(
        ["Lockeland", "Laurel Bluff", "Tremont"].map(async (fragment) => ({ fragment, total: new Decimal(await t.sum({ categories: RENTS, ...year(thisY(t) - 1), property: await pid(t, fragment) })) })),
      );
      const top = rows.reduce((a, b) => (b.total.gt(a.total) ? b : a));
      return [top.fragment, figure(top.total)];
    },
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", q: "Music City Maids", ...year(thisY(t) - 1) })],
  },
  {
    group: "expenses",
    query: "total utilites for the cabin year to date",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: UTILITIES, ...thisYear(t), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "expenses",
    query: "What did we pay in property taxes last year across all three properties?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["expense:property_tax"], ...year(thisY(t) - 1) })],
  },
  {
    group: "expenses",
    query: "how much did Smoky Ridge bill us in Q3",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", q: "Smoky Ridge", ...recentQuarter(t, 3) })],
  },
  {
    group: "expenses",
    query: "pull up total expenses on the Chattanooga condo for last quarter",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", ...lastQuarter(t.today), property: await pid(t, "Tremont") })],
  },
  {
    group: "expenses",
    query: "mortgage interest paid on Lockeland so far this yr?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: ["expense:mortgage_interest"], ...thisYear(t), property: await pid(t, "Lockeland") })],
  },
  {
    group: "expenses",
    query: "What did we spend at Costco last year?",
    tool: "query_database",
    expect: async (t) => [await some(t, { type: "expense", q: "Costco", ...year(thisY(t) - 1) })],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "what was the LLC's net income for last year, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(thisY(t) - 1) }))],
  },
  {
    group: "net",
    query: "Is the cabin making money this year? Whats the net profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "net",
    query: "net for Tremont in Q2, income minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...recentQuarter(t, 2), property: await pid(t, "Tremont") }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservaitons did the cottage have in August?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...recentMonth(t, 8), property: await pid(t, "Lockeland") });
      if (n === 0) throw new Error("no August bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin in September?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", recentMonth(t, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the Gatlinburg place booked in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", month(thisY(t) - 1, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Tremont unit right now and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const meta = await extra(t, "Tremont");
      if (!meta.tenant || !meta.monthly_rent) throw new Error("no tenant on the Tremont record");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings across both short-term rentals last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today) });
      if (n === 0) throw new Error("no bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Can you list the guests we had at the Nashville house in February?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", recentMonth(t, 2)),
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "How much did we pay for the condo in Chattanooga?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "give me the land and building basis split for 1814 Lockeland",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture / FF&E basis for the Laurel Bluff cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's Holloway Creek's EIN? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [await field(t, "ein")],
  },
  {
    group: "company",
    query: "What's our Tennessee SOS control number?",
    tool: "query_database",
    expect: async (t) => [await field(t, "state_filing_number")],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(await field(t, "formation_date"))],
  },
  {
    group: "company",
    query: "Who do we have listed as registered agent?",
    tool: "query_database",
    expect: async (t) => [(await agent(t)).name],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const [first] = await ahead(t);
      if (!first) throw new Error("nothing ahead");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
      const due = (await ahead(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the next Tennessee annual report due and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, (x) => x.obligation_type === "compliance:periodic_report");
      return [longDate(o.due_date), "300"];
    },
  },
  {
    group: "deadlines",
    query: "when do I have to renew the Gatlinburg rental business license?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => x.obligation_type === "compliance:license_renewal" && /gatlinburg/i.test(x.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the 1065 for this tax year due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, (x) => x.description.includes("1065") && x.description.includes(`for ${thisY(t)}`))).due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "What's the deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Blue Ridge Shield");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "per our agreement with Smoky Ridge, how much can they spend on a repair without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Smoky Ridge");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "what's the fine under the Laurel Bluff HOA rules if guests leave trash bags outside?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Owners Association");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "What percentage of the company does Celeste own according to the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["20%"];
    },
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: "How much rental income did the cottage make in Q2?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: RENTS, ...recentQuarter(t, 2), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "What did we spend on utilities at Lockeland last year?",
    tool: "query_database",
    expect: async (t) => [await some(t, { categories: UTILITIES, ...thisYear(t), property: await pid(t, "Lockeland") })],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: "how many bookings did the cabin have in October?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", recentMonth(t, 10)),
  },
  {
    group: "follow-up",
    query: "what's his address?",
    after: "Who is our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const { address } = await agent(t);
      if (!address || address === "undefined") throw new Error("no agent address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "follow-up",
    query: "and when did we buy it?",
    after: "How much did we pay for the Tremont condo?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Tremont")).acquisition_date)],
  },
  {
    group: "follow-up",
    query: "ok and for the condo?",
    after: "What was the net income for the cabin last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(thisY(t) - 1), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "who was that paid to?",
    after: "How much property tax did we pay on the cabin last year?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(thisY(t) - 1);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:property_tax&property_id=${await pid(t, "Laurel Bluff")}&start_date=${start}&end_date=${end}&page_size=50`);
      const payees = [...new Set(items.map((tx) => tx.description.split(" - ")[0]!.trim()))];
      if (payees.length !== 1) throw new Error(`payees: ${JSON.stringify(payees)}`);
      return payees;
    },
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: "What's the deductible on the Blue Ridge policy for the cabin?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Blue Ridge Shield");
      return ["1,000,000"];
    },
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "What's the cabin worth on the market right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you forecast our rental income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we sell the Tremont condo or refinance it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did we collect on the Knoxville duplex last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was our Airbnb income in 2019?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the Pinnacle Bank loan?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Wendell Akers' social security number?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the EIN for Smoky Ridge Co-Hosting?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much will the Sevier County property tax bill be next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
