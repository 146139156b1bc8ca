// Blind set r25-spec: 60 questions to the Tennessee LLC of scripts/lib/spec-company.ts (Holloway Creek
// Stays LLC: the Lockeland cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont condo
// in Chattanooga). Written without reading the assistant's code, its tests, its docs or any other set;
// from the company file, the service spec, eval-chat.ts and the types of chat-questions.ts only. Every
// expected figure, date and name is read at run time from the REST API (or, for what a document says,
// from the document's text in the company file, after checking through the API that it is on file).
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";
import { specDocuments } from "./spec-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
/** The most recent whole month m ("in September"): this year if it is over, else last year. */
const recentMonth = (t: Truth, m: number) => (m < M(t) ? month(Y(t), m) : month(Y(t) - 1, m));
/** The most recent whole quarter q ("q3"). */
const recentQuarter = (t: Truth, q: number) => (q < Math.ceil(M(t) / 3) ? quarter(Y(t), q) : quarter(Y(t) - 1, q));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const rents = async (t: Truth, fragment: string | null, period: { start: string; end: string }, q?: string) =>
  figure(await t.sum({ categories: RENTS, ...period, ...(fragment ? { property: await pid(t, fragment) } : {}), ...(q ? { q } : {}) }));
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Open deadlines from today on, soonest first. */
async function openDeadlines(t: Truth) {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no open deadlines");
  return open;
}
async function nextDeadline(t: Truth, match: (o: { description: string; obligation_type: string; property_id: string | null }) => boolean) {
  const o = (await openDeadlines(t)).find(match);
  if (!o) throw new Error("no matching open deadline");
  return o;
}

/** The company profile, as the service serves it. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/business"]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      return ((body.data as Record<string, unknown> | undefined) ?? body) as Record<string, unknown>;
    } catch {
      // try the next
    }
  }
  throw new Error("no company profile route");
}

/** A document's text from the company file, once the API shows it on file. */
async function docText(t: Truth, filename: string, listQuery: string, titleWord: string) {
  const listed = await titles(t, listQuery);
  if (!listed.some((title) => title.toLowerCase().includes(titleWord.toLowerCase()))) throw new Error(`${filename} not on file`);
  const doc = specDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`${filename} not in the company file`);
  return doc.body;
}
const grab = (text: string, re: RegExp) => {
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`no match for ${re}`);
  return m[1];
};

async function rentTx(t: Truth) {
  const p = await pid(t, "Tremont");
  const period = lastMonth(t.today);
  const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${p}&start_date=${period.start}&end_date=${period.end}&page_size=50`);
  if (items.length !== 1) throw new Error(`${items.length} rent payments last month`);
  return { tenant: items[0]!.description.split(" - ")[1]!.trim(), rent: figure(items[0]!.amount) };
}

export const R25_SPEC_CASES: Case[] = [
  // ---- income (8)
  { group: "income", tool: "query_database", query: "what did the cottage gross in bookings last month?", expect: async (t) => [await rents(t, "Lockeland", lastMonth(t.today))] },
  { group: "income", tool: "query_database", query: "gross rental income for q3, all 3 properties combined pls", expect: async (t) => [await rents(t, null, recentQuarter(t, 3))] },
  { group: "income", tool: "query_database", query: "Can you calculate our total rental income for March across everything we own?", expect: async (t) => [await rents(t, null, recentMonth(t, 3))] },
  { group: "income", tool: "query_database", query: "how much rent did Wendell pay us last year", expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Tremont") }))] },
  { group: "income", tool: "query_database", query: "pull up the VRBO booking revenue for the cabin for last yr", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel"), q: "VRBO" }))] },
  { group: "income", tool: "query_database", query: "What did the Airbnb reservations at the Gatlinburg place add up to in Sept?", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...recentMonth(t, 9), property: await pid(t, "Laurel"), q: "Airbnb" }))] },
  { group: "income", tool: "query_database", query: "Give me YTD rental income broken out by property.", expect: async (t) => [await rents(t, "Lockeland", thisYear(t)), await rents(t, "Laurel", thisYear(t)), await rents(t, "Tremont", thisYear(t))] },
  { group: "income", tool: "query_database", query: "Lockeland rental income jan thru june this year?", expect: async (t) => [await rents(t, "Lockeland", { start: `${Y(t)}-01-01`, end: `${Y(t)}-06-30` })] },

  // ---- expenses (7)
  { group: "expenses", tool: "query_database", query: "How much have we paid Music City Maids so far this year?", expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Music City Maids" }))] },
  {
    group: "expenses",
    tool: "query_database",
    query: "what did utilites run us at the cabin last yr? electric, propane, water and internet all in",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], ...lastYear(t), property: await pid(t, "Laurel") }))],
  },
  { group: "expenses", tool: "query_database", query: "How much property tax have we paid this year on all three properties?", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))] },
  { group: "expenses", tool: "query_database", query: "give me all the expenses on the Tremont condo for q3", expect: async (t) => [figure(await t.sum({ type: "expense", ...recentQuarter(t, 3), property: await pid(t, "Tremont") }))] },
  { group: "expenses", tool: "query_database", query: "how much did Smoky Ridge bill us last year in total?", expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Smoky Ridge" }))] },
  { group: "expenses", tool: "query_database", query: "what did Airbnb and VRBO take in host fees last month?", expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastMonth(t.today) }))] },
  { group: "expenses", tool: "query_database", query: "Insurance premiums last year - what did they come to across the whole portfolio?", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))] },

  // ---- net (3)
  { group: "net", tool: "query_database", query: "What did the Chattanooga condo net last year after all its expenses?", expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Tremont") }))] },
  { group: "net", tool: "query_database", query: "net profit on the cottage ytd?", expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Lockeland") }))] },
  { group: "net", tool: "query_database", query: "Holloway Creek's bottom line for Q3, revenue minus expenses for the whole company", expect: async (t) => [figure(await t.sum({ type: "net", ...recentQuarter(t, 3) }))] },

  // ---- bookings-or-tenants (6)
  { group: "bookings-or-tenants", tool: "query_database", query: "how many reservations did the cabin have in August?", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...recentMonth(t, 8), property: await pid(t, "Laurel") }))] },
  { group: "bookings-or-tenants", tool: "query_database", query: "who stayed at the cottage in October?", expect: async (t) => guestsOf(t, "Lockeland", recentMonth(t, 10)) },
  { group: "bookings-or-tenants", tool: "query_database", query: "How many nights was the Gatlinburg cabin booked last month?", expect: async (t) => [String(await nightsBooked(t, "Laurel", lastMonth(t.today)))] },
  {
    group: "bookings-or-tenants",
    tool: "query_database",
    query: "who's renting the Tremont unit right now and what are they paying?",
    expect: async (t) => {
      const { tenant, rent } = await rentTx(t);
      return [tenant, rent];
    },
  },
  { group: "bookings-or-tenants", tool: "query_database", query: "how many bookings did we get last yr across both short-term rentals?", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }))] },
  { group: "bookings-or-tenants", tool: "query_database", query: "can you list the guests we had up at Laurel Bluff in July", expect: async (t) => guestsOf(t, "Laurel", recentMonth(t, 7)) },

  // ---- basis (4)
  { group: "basis", tool: "query_database", query: "What's the depreciable basis on the cabin?", expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)] },
  { group: "basis", tool: "query_database", query: "what did we pay for the Lockeland house?", expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)] },
  {
    group: "basis",
    tool: "query_database",
    query: "How is the Tremont condo's basis split between land and building?",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  { group: "basis", tool: "query_database", query: "furniture and fixtures basis for the Nashville cottage?", expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)] },

  // ---- company (4)
  { group: "company", tool: "query_database", query: "can you pull up the EIN for Holloway Creek Stays?", expect: async (t) => [String((await company(t)).ein)] },
  { group: "company", tool: "query_database", query: "whats our TN secretary of state control number", expect: async (t) => [String((await company(t)).state_filing_number)] },
  { group: "company", tool: "query_database", query: "When was the LLC formed?", expect: async (t) => [longDate(String((await company(t)).formation_date))] },
  {
    group: "company",
    tool: "query_database",
    query: "who's listed as our registered agent?",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent as { name?: string } | string;
      return [typeof agent === "string" ? agent : String(agent.name)];
    },
  },

  // ---- deadlines (5)
  { group: "deadlines", tool: "query_database", query: "what's the next deadline coming up?", expect: async (t) => [longDate((await openDeadlines(t))[0]!.due_date)] },
  {
    group: "deadlines",
    tool: "query_database",
    query: "Anything due in the next 90 days?",
    expect: async (t) => {
      const until = addDays(t.today, 90);
      const dates = [...new Set((await openDeadlines(t)).filter((o) => o.due_date <= until).map((o) => o.due_date))];
      if (dates.length === 0) throw new Error("nothing due in 90 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    tool: "query_database",
    query: "when is the Tennessee annual report due, and what's the fee?",
    expect: async (t) => {
      const o = await nextDeadline(t, (x) => x.obligation_type === "compliance:periodic_report");
      return [longDate(o.due_date), grab(o.description, /\$(\d{1,3}(?:,\d{3})*) minimum/)];
    },
  },
  {
    group: "deadlines",
    tool: "query_database",
    query: "When does the cabin's insurance policy come up for renewal?",
    expect: async (t) => {
      const laurel = await pid(t, "Laurel");
      return [longDate((await nextDeadline(t, (x) => x.obligation_type === "property:insurance" && x.property_id === laurel)).due_date)];
    },
  },
  { group: "deadlines", tool: "query_database", query: "when do we have to get the 1065 filed?", expect: async (t) => [longDate((await nextDeadline(t, (x) => x.description.includes("1065"))).due_date)] },

  // ---- documents (5)
  {
    group: "documents",
    tool: "search_document_content",
    query: "what's the all perils deductible on the Laurel Bluff insurance policy?",
    expect: async (t) => [grab(await docText(t, "laurel-bluff-insurance-declarations.md", "doc_type=insurance:policy", "Blue Ridge"), /All perils: \$(\d{1,3}(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    tool: "search_document_content",
    query: "per the co-host agreement, how much can Smoky Ridge spend on a repair without checking with us first?",
    expect: async (t) => [grab(await docText(t, "smoky-ridge-co-hosting-agreement.md", "doc_type=other", "Co-Hosting"), /repairs of up to \$(\d{1,3}(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    tool: "search_document_content",
    query: "According to the operating agreement, what percentage of the company does Maren own?",
    expect: async (t) => [grab(await docText(t, "holloway-creek-operating-agreement.md", "doc_type=formation:operating_agreement", "Operating Agreement"), /\| Maren Holloway \| (\d+%) \|/)],
  },
  {
    group: "documents",
    tool: "search_document_content",
    query: "Whats the fine per violation under the Laurel Bluff owners association rules?",
    expect: async (t) => [grab(await docText(t, "laurel-bluff-owners-association-rental-rules.md", "doc_type=other", "Owners Association"), /A violation carries a fine of \$(\d{1,3}(?:,\d{3})*)/)],
  },
  { group: "documents", tool: "list_business_documents", query: "which formation documents do we have on file?", expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))] },

  // ---- follow-up (8)
  { group: "follow-up", tool: "query_database", after: "How much did the cottage take in from bookings in September?", query: "and the cabin?", expect: async (t) => [await rents(t, "Laurel", recentMonth(t, 9))] },
  {
    group: "follow-up",
    tool: "query_database",
    after: "what have utilities cost us at the Lockeland house this year?",
    query: "same for last yr",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  { group: "follow-up", tool: "query_database", after: "Who is the tenant at the Tremont condo?", query: "how much is his monthly rent?", expect: async (t) => [(await rentTx(t)).rent] },
  {
    group: "follow-up",
    tool: "query_database",
    after: "what was the biggest repair bill at the cabin last year?",
    query: "who did the work?",
    expect: async (t) => {
      const p = await pid(t, "Laurel");
      const { start, end } = lastYear(t);
      const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${p}&start_date=${start}&end_date=${end}&page_size=200`);
      if (items.length === 0) throw new Error("no repairs at the cabin last year");
      const biggest = [...items].sort((a, b) => Number(b.amount) - Number(a.amount))[0]!;
      return [biggest.description.split(" - ")[0]!.trim()];
    },
  },
  {
    group: "follow-up",
    tool: "query_database",
    after: "When is the Gatlinburg business license renewal due?",
    query: "what did we pay for it this year?",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:licenses_permits"], ...thisYear(t), property: await pid(t, "Laurel") }))],
  },
  { group: "follow-up", tool: "query_database", after: "what was the purchase price of the cabin?", query: "and the condo?", expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)] },
  {
    group: "follow-up",
    tool: "query_database",
    after: "how many bookings did the cabin get in June?",
    query: "how many of those came thru VRBO?",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...recentMonth(t, 6), property: await pid(t, "Laurel"), q: "VRBO" });
      if (n === 0) throw new Error("no VRBO bookings at the cabin in June");
      return [String(n)];
    },
  },
  { group: "follow-up", tool: "query_database", after: "total revenue for Q2?", query: "and q3?", expect: async (t) => [figure(await t.sum({ type: "revenue", ...recentQuarter(t, 3) }))] },

  // ---- unanswerable (10)
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What's the Gatlinburg cabin worth on today's market?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "Can you project what the cottage will gross next summer?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "should we refinance the Tremont mortgage now or wait for rates to drop?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "how much did the Knoxville duplex bring in last year?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What did the cottage gross back in 2023?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What's the remaining balance on the Pinnacle loan for the cottage?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what interest rate are we paying on the Truist mortgage?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "Could you give me Wendell Akers' social security number for his tenant file?", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What's Smoky Ridge Co-Hosting's EIN? need it for their 1099", expect: async () => [] },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the going nightly rate for 3-bedroom cabins in Gatlinburg these days?", expect: async () => [] },
];
