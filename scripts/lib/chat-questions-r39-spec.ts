// Blind set r39-spec: 60 questions an owner or bookkeeper of Holloway Creek Stays LLC (the Tennessee
// spec company, scripts/lib/spec-company.ts) would type. Written without reading the assistant's code,
// its tests, its docs or any other question set; every expected figure, date and name is read at run
// time from the REST API (figures quoted from a document are as the document writes them, after
// checking through the API that the document is on file).
import Decimal from "decimal.js";
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const prevYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
async function company(t: Truth): Promise<Company> {
  const body = await t.get<Company & { data?: Company }>("/api/v1/company");
  const c = body.data ?? body;
  if (!c.ein) throw new Error(`no company profile: ${JSON.stringify(body)}`);
  return c;
}

/** Open obligations due today or later, soonest first. */
async function openAhead(t: Truth): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no open obligations");
  return open;
}
async function nextMatching(t: Truth, words: string): Promise<Obligation> {
  const o = (await openAhead(t)).find((x) => x.description.toLowerCase().includes(words.toLowerCase()));
  if (!o) throw new Error(`no open obligation matching ${words}`);
  return o;
}
const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Doc {
  title: string;
  doc_date: string;
  doc_type: string;
}
/** The document on file whose title holds `words`. */
async function docOnFile(t: Truth, words: string): Promise<Doc> {
  const { items } = await t.get<{ items: Doc[] }>("/api/v1/documents?page_size=200");
  const d = items.find((x) => x.title.toLowerCase().includes(words.toLowerCase()));
  if (!d) throw new Error(`no document titled like ${words}`);
  return d;
}

async function tremontMeta(t: Truth): Promise<{ tenant: string; monthly_rent: string }> {
  const p = (await t.property("Tremont")) as unknown as { id: string; extra_metadata?: { tenant?: string; monthly_rent?: string } };
  const meta = p.extra_metadata ?? (await t.get<{ extra_metadata?: { tenant?: string; monthly_rent?: string } }>(`/api/v1/properties/${p.id}`)).extra_metadata;
  if (!meta?.tenant || !meta.monthly_rent) throw new Error("no tenant on the Tremont condo");
  return { tenant: meta.tenant, monthly_rent: meta.monthly_rent };
}

/** The vendor (description before " - ") of the largest repair of a period. */
async function biggestRepairVendor(t: Truth, period: { start: string; end: string }): Promise<string> {
  const { items } = await t.get<{ items: { amount: string; description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  if (items.length === 0) throw new Error("no repairs");
  const top = items.reduce((a, b) => (new Decimal(b.amount).gt(a.amount) ? b : a));
  return top.description.split(" - ")[0]!.trim();
}

const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];

export const R39_SPEC_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "whats our gross rental income ytd across all 3 properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "can u pull up the cabin's booking income for last year pls",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: "How much did the Lockeland cottage bring in from reservations last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "how much rent did Wendell pay us last yr in total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Total booking revenue that came through VRBO last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "Rental income for June of last year, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(prevYear(t), 6) }))],
  },
  {
    group: "income",
    query: "Please calculate Holloway Creek Stays' rental income for Q2 last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(prevYear(t), 2) }))],
  },
  {
    group: "income",
    query: "what did the Nashville place gross in bookings last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Smoky Ridge Co-Hosting so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "what did we spend on utilities at the Gatlinburg cabin last yr? (electric, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...lastYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "expenses",
    query: "give me the total cleaning costs for the cottage last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "expenses",
    query: "mortgage interest paid ytd, all three properties together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much were the condo assocation dues at Tremont last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], ...lastYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "What were our total expenses on the Chattanooga condo last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "property taxes we paid last yr, all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },

  // ---- net (3)
  {
    group: "net",
    query: "what was the net income on the cabin last year after all expenses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "net",
    query: "Whats the company's overall net profit year to date?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "did the Tremont unit make money last quarter? net number please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Tremont") }))],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did we have at the cottage last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Laurel Bluff booked in June of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", month(prevYear(t), 6)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Chattanooga unit right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await tremontMeta(t);
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many VRBO stays did the cabin get last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Laurel"), q: "VRBO" }))],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests we had at the Lockeland house in February last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(prevYear(t), 2)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Tremont condo, and when did we buy it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land vs building basis for Lockeland?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the Gatlinburg cabin's basis is furniture and fixtures",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).ffe_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "whats the EIN for holloway creek",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need our Tennessee SOS control number for the LLC",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await openAhead(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = addDaysIso(t.today, 60);
      const due = (await openAhead(t)).filter((o) => o.due_date <= end);
      if (due.length === 0) throw new Error("nothing due within 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the TN annual report due and how much is the fee",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, "annual report");
      if (!o.description.includes("$300")) throw new Error(`annual report fee not in ${o.description}`);
      return [longDate(o.due_date), "300"];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065 partnership return?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "Form 1065")).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the cottage's STRP permit renewal due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "STRP permit renewal")).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the all-perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "Blue Ridge Shield declarations");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "How big a repair can Smoky Ridge order without getting our ok first?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "Co-Hosting and Cleaning Agreement");
      return ["400"];
    },
  },
  {
    group: "documents",
    query: "when does our Nashville short term rental permit expire?",
    tool: "search_document_content",
    expect: async (t) => {
      const d = await docOnFile(t, "STRP permit");
      return [`June 30, ${Number(d.doc_date.slice(0, 4)) + 1}`];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement, what percent of the company does Celeste own?",
    tool: "search_document_content",
    expect: async (t) => {
      await docOnFile(t, "Operating Agreement");
      return ["20%"];
    },
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
    query: "and the cottage?",
    after: "how much did the cabin bring in from bookings last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "and so far this year?",
    after: "what were total expenses at the Tremont condo last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "what's his address?",
    after: "who's our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address.split(",")[0]!.trim()],
  },
  {
    group: "follow-up",
    query: "and the federal return?",
    after: "when is the Tennessee franchise and excise tax return due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, "Form 1065")).due_date)],
  },
  {
    group: "follow-up",
    query: "who was the vendor on that?",
    after: "what was the single biggest repair bill we paid last year?",
    tool: "query_database",
    expect: async (t) => [await biggestRepairVendor(t, lastYear(t))],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: "how many bookings did the cottage have in July last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(prevYear(t), 7)),
  },
  {
    group: "follow-up",
    query: "what about the other STR?",
    after: "what did we spend on cleaning at the cabin last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "how much was it?",
    after: "did we pay the Gatlinburg business license this year?",
    tool: "query_database",
    expect: async (t) => {
      const total = await t.sum({ categories: ["expense:licenses_permits"], ...thisYear(t), property: await pid(t, "Laurel") });
      if (new Decimal(total).isZero()) throw new Error("no Gatlinburg license paid this year");
      return [figure(total)];
    },
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "what's the cabin worth on today's market, roughly?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you forecast our booking revenue for next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we sell the Tremont condo or refinance it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did the Knoxville duplex bring in last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pull up the cottage's rental income for 2022", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Pinnacle mortgage for Lockeland?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate is the Truist loan on the cabin at?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Wendell Akers' social security number and date of birth?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did Ridgeway Lofts LLC make last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are other Gatlinburg cabins charging per night on Airbnb right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
