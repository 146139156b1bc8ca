// Blind set r29 for the spec company (Holloway Creek Stays LLC, Tennessee): 60 questions an owner or
// bookkeeper would type, written without reading the assistant's code, its tests, its docs or any other
// question set. Only the company fixture, the eval runner and the service spec were read. Every expected
// figure, date and name is read at run time from the REST API; periods are relative to t.today.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, guestsOf, year, RENTS, type Case, type Obligation, type Truth } from "./chat-questions";

interface Tx {
  amount: string;
  description: string;
  category: string;
  transaction_date: string;
}

/** Every transaction matching the API filters, read page by page. */
async function transactions(t: Truth, query: string): Promise<Tx[]> {
  const out: Tx[] = [];
  for (let page = 1; ; page++) {
    const body = await t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?page_size=200&page=${page}&${query}`);
    out.push(...body.items);
    if (body.items.length === 0 || out.length >= body.total) return out;
  }
}

/** The sum of the matching transactions whose description contains `text`. */
async function sumWhere(t: Truth, query: string, text: string): Promise<string> {
  const items = (await transactions(t, query)).filter((tx) => tx.description.toLowerCase().includes(text.toLowerCase()));
  if (items.length === 0) throw new Error(`no transactions with "${text}" for ${query}`);
  return items.reduce((sum, tx) => sum.plus(tx.amount), new Decimal(0)).toFixed(2);
}

const range = (p: { start: string; end: string }) => `start_date=${p.start}&end_date=${p.end}`;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const thisYearNo = (t: Truth) => Number(t.today.slice(0, 4));
const lastYearNo = (t: Truth) => thisYearNo(t) - 1;

/** The company profile, from the first company route the service answers. */
async function profile(t: Truth): Promise<Record<string, unknown>> {
  const errors: string[] = [];
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/company-profile"]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const data = (body && typeof body === "object" && "data" in body && body.data && typeof body.data === "object" ? body.data : body) as Record<string, unknown>;
      return data;
    } catch (error) {
      errors.push(String(error));
    }
  }
  throw new Error(`no company profile route: ${errors.join("; ")}`);
}
async function profileField(t: Truth, field: string): Promise<string> {
  const value = (await profile(t))[field];
  if (typeof value !== "string" || !value) throw new Error(`company profile has no ${field}`);
  return value;
}

/** The earliest open obligation matching a test. */
async function nextWhere(t: Truth, test: (o: Obligation) => boolean): Promise<Obligation> {
  const open = (await obligations(t, "")).items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && test(o));
  const first = open.sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!first) throw new Error("no open obligation matches");
  return first;
}

/** Checks a document is on file (its title holds `fragment`) before expecting what its text says. */
async function onFile(t: Truth, docType: string, fragment: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document titled like "${fragment}"`);
}

const extra = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> | null }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1 || !items[0]!.extra_metadata) throw new Error(`no metadata for ${fragment}`);
  return items[0]!.extra_metadata;
};

const none = async () => [] as string[];

export const R29_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much did the cabin bring in last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: "Can you pull up gross rental income for the Gatlinburg place for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastYearNo(t)), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: `what did lockeland gross in q${Number(lastQuarter(new Date().toISOString().slice(0, 10)).end.slice(5, 7)) / 3}?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "Total revenue for Holloway Creek ytd, all three properties together please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much booking income came in through VRBO so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await sumWhere(t, `category=revenue:rental_income&${range(thisYear(t))}`, "VRBO"))],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid us this year",
    tool: "query_database",
    expect: async (t) => [figure(await sumWhere(t, `category=revenue:long_term_rental&${range(thisYear(t))}`, "Wendell"))],
  },
  {
    group: "income",
    query: `give me income by property for april through june ${new Date().getUTCFullYear() - 1}`,
    tool: "query_database",
    expect: async (t) => {
      const q = quarter(lastYearNo(t), 2);
      return Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (p) => figure(await t.sum({ type: "revenue", ...q, property: await pid(t, p) }))));
    },
  },
  {
    group: "income",
    query: "What was our total income in September?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(thisYearNo(t), 9) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [figure(await sumWhere(t, `${range(year(lastYearNo(t)))}`, "Music City Maids"))],
  },
  {
    group: "expenses",
    query: "calculate what we've spent on utilities this year (electric, gas, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], type: "expense", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `Total expenses on the Tremont condo for ${new Date().getUTCFullYear() - 1}?`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(lastYearNo(t)), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "what were our total expenses last month, all properties plus company overhead",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "What has Smoky Ridge charged us ytd, all in?",
    tool: "query_database",
    expect: async (t) => [figure(await sumWhere(t, `transaction_type=EXPENSE&${range(thisYear(t))}`, "Smoky Ridge"))],
  },
  {
    group: "expenses",
    query: "How much did we pay in property taxes this year across the 3 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did airbnb take in host fees last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await sumWhere(t, `category=expense:platform_fees&${range(lastQuarter(t.today))}`, "Airbnb"))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was Holloway Creek's net income last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYearNo(t)) }))],
  },
  {
    group: "net",
    query: "did the cabin actually make money last quarter? whats the net after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Laurel") }))],
  },
  {
    group: "net",
    query: "profit on the chattanooga condo so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cabin have in August?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYearNo(t), 8), property: await pid(t, "Laurel") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cottage in sept?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(thisYearNo(t), 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Laurel Bluff booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Chattanooga unit right now and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const meta = await extra(t, "Tremont");
      if (!meta.tenant || !meta.monthly_rent) throw new Error("no tenant on the condo");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total number of short-term bookings last year, both STRs combined?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(lastYearNo(t)) }))],
  },
  {
    group: "bookings-or-tenants",
    query: `How many nights did we have booked at the Nashville cottage in ${new Date().getUTCFullYear() - 1}?`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", year(lastYearNo(t))))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "whats the depreciable basis on the cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "Total basis for 1814 Lockeland, please",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).total_basis)],
  },
  {
    group: "basis",
    query: "break out the land, building and furniture basis for Laurel Bluff",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "what did we pay for the Tremont St condo and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "can u give me our federal tax id number",
    tool: "query_database",
    expect: async (t) => [await profileField(t, "ein")],
  },
  {
    group: "company",
    query: "What's Holloway Creek's Tennessee SOS control number?",
    tool: "query_database",
    expect: async (t) => [await profileField(t, "state_filing_number")],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(await profileField(t, "formation_date"))],
  },
  {
    group: "company",
    query: "who is our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await profile(t)).registered_agent as { name?: string } | string | undefined;
      const name = typeof agent === "string" ? agent : agent?.name;
      if (!name) throw new Error("no registered agent");
      return [name];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, () => true)).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 90 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the TN annual report, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextWhere(t, (o) => o.obligation_type === "compliance:periodic_report");
      if (!/\$300 minimum/.test(o.description)) throw new Error(`annual report fee changed: ${o.description}`);
      return [longDate(o.due_date), "300"];
    },
  },
  {
    group: "deadlines",
    query: "When's the Metro STRP permit renewal for Lockeland due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, (o) => o.obligation_type === "compliance:license_renewal" && o.description.includes("STRP"))).due_date)],
  },
  {
    group: "deadlines",
    query: "when are the Sevier County property taxes on the cabin due next",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, (o) => o.obligation_type === "property:tax" && o.description.includes("Sevier"))).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the all-perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Blue Ridge Shield");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "per our agreement w/ Smoky Ridge, how big a repair can they order without asking us first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Smoky Ridge");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "What's the fine under the Laurel Bluff HOA rules if guests leave trash bags outside?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Owners Association");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "What ownership percentage does Celeste have according to the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["20%"];
    },
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: `What did we spend on insurance in ${new Date().getUTCFullYear() - 1}?`,
    query: "and this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: `How much rental income did the Lockeland cottage make in August ${new Date().getUTCFullYear()}?`,
    query: "what about the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(thisYearNo(t), 8), property: await pid(t, "Laurel") }))],
  },
  {
    group: "follow-up",
    after: `What was our biggest repair bill in ${new Date().getUTCFullYear() - 1}?`,
    query: "who was the vendor on that one?",
    tool: "query_database",
    expect: async (t) => {
      const items = await transactions(t, `category=expense:maintenance:repairs&${range(year(lastYearNo(t)))}`);
      const top = items.sort((a, b) => new Decimal(b.amount).cmp(a.amount))[0];
      if (!top) throw new Error("no repairs last year");
      return [top.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: `How many bookings did the cottage have in May ${new Date().getUTCFullYear()}?`,
    query: "how much did those gross?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...month(thisYearNo(t), 5), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis of the Tremont condo?",
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "When is our next Form 1065 due?",
    query: "what about the franchise & excise return?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWhere(t, (o) => o.obligation_type === "tax:filing" && o.description.includes("franchise"))).due_date)],
  },
  {
    group: "follow-up",
    after: `How much rent did Wendell pay in ${new Date().getUTCFullYear() - 1}?`,
    query: "and what did the property manager keep out of that?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(lastYearNo(t)), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    after: `Who stayed at the cabin in July ${new Date().getUTCFullYear()}?`,
    query: "how many nights was that in total?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", month(thisYearNo(t), 7)))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the cabin worth on today's market, roughly?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much do you think Lockeland will make next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we sell the Chattanooga condo or keep renting it to Wendell?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much rent did we collect on the Knoxville duplex last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what was our rental income back in 2022?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's the remaining balance on the Truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the Pinnacle loan?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Can you look up Wendell Akers' social security number for me?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "pull up last year's revenue for Ridgeline Mountain Rentals LLC", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what are other Gatlinburg cabins charging per night this December?", tool: "query_database", unanswerable: true, expect: none },
];
