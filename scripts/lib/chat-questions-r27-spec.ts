// Blind set r27-spec: 60 questions about the Tennessee LLC of scripts/lib/spec-company.ts (Holloway Creek
// Stays LLC), written without reading the assistant's code, its tests, its docs or any other question set.
// Every expected figure, date and name is read at run time from the REST API (or, for what a document
// says, from the document's own text after checking through the API that it is on file). Periods are
// relative to today: the records run from January of last year through last month.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";
import { specDocuments } from "./spec-company";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The open obligations whose description holds a phrase, soonest first. */
async function openWith(t: Truth, phrase: string) {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.description.toLowerCase().includes(phrase.toLowerCase()));
  open.sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation "${phrase}"`);
  return open;
}

/** A document's text, once the API shows it is on file. */
async function docText(t: Truth, filename: string): Promise<string> {
  const { items } = await t.get<{ items: { filename: string }[] }>("/api/v1/documents?page_size=200");
  if (!items.some((d) => d.filename === filename)) throw new Error(`${filename} is not on file`);
  const doc = specDocuments(t.today).find((d) => d.filename === filename);
  if (!doc) throw new Error(`${filename} is not in the company file`);
  return doc.body;
}
const quote = async (t: Truth, filename: string, pattern: RegExp) => {
  const match = pattern.exec(await docText(t, filename));
  if (!match?.[1]) throw new Error(`${pattern} not in ${filename}`);
  return match[1];
};

/** Payees (the part of the description before " - ") of a category's transactions in a period. */
async function payees(t: Truth, category: string, period: { start: string; end: string }, property?: string) {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=${category}&start_date=${period.start}&end_date=${period.end}&page_size=200${property ? `&property_id=${property}` : ""}`);
  if (items.length === 0) throw new Error(`no ${category} in ${period.start}..${period.end}`);
  return [...new Set(items.map((tx) => tx.description.split(" - ")[0]!.trim()))];
}

const none = async () => [] as string[];

export const R27_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "what did holloway creek stays bring in last yr, all revenue combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "pull up the cabin's booking income for last quarter please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "How much did the cottage bring in last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "ytd rental income from the Nashville place?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Lockeland"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much have we made off VRBO guests so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What has Wendell paid us this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", q: "Wendell", property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Can you break down March of last year's income by property?",
    tool: "query_database",
    expect: async (t) => {
      const period = month(Y(t) - 1, 3);
      return Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await t.sum({ type: "revenue", property: await pid(t, p), ...period }))));
    },
  },
  {
    group: "income",
    query: "calculate gross Airbnb bookings for Laurel Bluff for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "Airbnb", property: await pid(t, "Laurel Bluff"), ...lastYear(t) }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "what did we pay Music City Maids last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total utilites for the Gatlinburg cabin last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Laurel Bluff"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much property tax have we paid so far this year, all three properties together?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me total expenses for the condo in q2 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Tremont"), ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "expenses",
    query: "What did Smoky Ridge charge us in co-host fees last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], property: await pid(t, "Laurel Bluff"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums we paid last year, all policies",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on repairs since jan 1?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...thisYear(t) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "Net profit for the whole company last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "did the cabin actually make money last month? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Laurel Bluff"), ...lastMonth(t.today) }))],
  },
  {
    group: "net",
    query: "net income ytd on Tremont",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cottage get in August of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Lockeland"), ...month(Y(t) - 1, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Lockeland booked in September last year",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(Y(t) - 1, 9)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Chattanooga condo and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant: string; monthly_rent: string } }>(`/api/v1/properties/${await pid(t, "Tremont")}`);
      return [p.extra_metadata.tenant, figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total number of bookings across both short-term rentals last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many VRBO stays has the cabin had this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "VRBO", property: await pid(t, "Laurel Bluff"), ...thisYear(t) }))],
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "How much did we pay for the Chattanooga condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis split on the Lockeland Dr house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "what's the furniture basis for the Gatlinburg cabin, and its total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---- company (4)
  {
    group: "company",
    query: "whats our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who do we have as our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "Could you give me our Tennessee state filing number for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "");
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days?",
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
    query: "When does the Gatlinburg business license need renewing?",
    tool: "query_database",
    expect: async (t) => [longDate((await openWith(t, "Gatlinburg short-term rental business license"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "how much is the TN annual report fee and when's it due",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openWith(t, "annual report"))[0]!;
      const fee = /\$(\d[\d,]*) minimum/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "remind me when the STRP permit renewal for the cottage is due",
    tool: "query_database",
    expect: async (t) => [longDate((await openWith(t, "STRP permit renewal"))[0]!.due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "What's the all-perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "laurel-bluff-insurance-declarations.md", /All perils: \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "under our co-hosting agreement, how big a repair can Smoky Ridge order without asking us first?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "smoky-ridge-co-hosting-agreement.md", /repairs of up to \$([\d,]+)/)],
  },
  {
    group: "documents",
    query: "what % of the company does Celeste own per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "holloway-creek-operating-agreement.md", /\|\s*Celeste Varga\s*\|\s*(\d+%)/)],
  },
  {
    group: "documents",
    query: "max occupancy allowed on the Lockeland STR permit?",
    tool: "search_document_content",
    expect: async (t) => [await quote(t, "metro-nashville-strp-permit-lockeland.md", /Maximum occupancy: (\d+) guests/)],
  },
  {
    group: "documents",
    query: "which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: "how much rental income did the cottage make last year?",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await pid(t, "Laurel Bluff"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "total expenses for Tremont last year",
    query: "what about so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "How much did we pay in property tax on the cabin last year?",
    query: "who was that paid to?",
    tool: "query_database",
    expect: async (t) => (await payees(t, "expense:property_tax", lastYear(t), await pid(t, "Laurel Bluff"))).map((name) => name.replace(/\s+Trustee$/, "")),
  },
  {
    group: "follow-up",
    after: "when is the next estimated tax payment due?",
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const open = items.filter((o) => o.obligation_type === "tax:payment" && o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
      if (open.length < 2) throw new Error("fewer than two open estimated payments");
      return [longDate(open[1]!.due_date)];
    },
  },
  {
    group: "follow-up",
    after: "how many bookings did the cabin get in October of last year?",
    query: "how much did those bring in?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Laurel Bluff"), ...month(Y(t) - 1, 10) }))],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis on the cottage?",
    query: "when was it placed in service",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "follow-up",
    after: "what did we spend on internet last year",
    query: "which providers was that with?",
    tool: "query_database",
    expect: async (t) => (await payees(t, "expense:utilities:internet", lastYear(t))).map((name) => name.replace(/\s+internet$/i, "")),
  },
  {
    group: "follow-up",
    after: "What are the HOA dues on the condo each month?",
    query: "ok what did that add up to for all of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Tremont"), ...lastYear(t) }))],
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "What would the cottage sell for on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you forecast how much the cabin will gross next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we refinance the Tremont condo or just sell it? what do you recommend", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "How much rent did our Knoxville duplex collect last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what were our gross rents back in 2023?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's the remaining balance on the Truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the Pinnacle loan for Lockeland?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Can you look up Wendell Akers' social security number and credit score?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what's the EIN for Smoky Ridge Co-Hosting?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats the average nightly rate for 3br cabins in Gatlinburg right now", tool: "query_database", unanswerable: true, expect: none },
];
