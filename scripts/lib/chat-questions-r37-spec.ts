// Round 37, spec company (Holloway Creek Stays LLC, Tennessee): a blind set of 60 questions, written
// on 2026-11-28 by an author who read only the company fixture (scripts/lib/spec-company.ts), the
// runner (scripts/eval-chat.ts), scripts/lib/service.ts, the service spec and lines 1-98 of
// scripts/lib/chat-questions.ts; never the assistant's code, its tests, its docs or another set.
// Every expected figure, date and name is read at run time from the REST API; only phrases quoted
// from the text of documents on file are written here, as the documents write them.
import { figure, lastMonth, lastQuarter, longDate, month, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const money = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => figure(await t.sum(filter));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The company record, wherever the service serves it. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  const errors: string[] = [];
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/company-profile", "/api/v1/profile", "/api/v1/business"]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const record = (body && typeof body.data === "object" && body.data ? body.data : body) as Record<string, unknown>;
      if (record && (record.ein || record.legal_name)) return record;
      errors.push(`${path}: no company fields`);
    } catch (error) {
      errors.push(String(error));
    }
  }
  throw new Error(`no company record: ${errors.join("; ")}`);
}
const field = async (t: Truth, name: string) => {
  const value = (await company(t))[name];
  if (typeof value !== "string" || !value) throw new Error(`company ${name} missing`);
  return value;
};

/** Open deadlines from today on, earliest first. */
async function upcoming(t: Truth, match?: string) {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today)
    .filter((o) => !match || o.description.toLowerCase().includes(match.toLowerCase()))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation${match ? ` matching ${match}` : ""}`);
  return open;
}

/** Throws unless a document whose title holds `fragment` is on file; the figure is then quoted from its text. */
async function onFile(t: Truth, docType: string, fragment: string) {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no ${docType} document "${fragment}" on file`);
}

type Meta = { extra_metadata: Record<string, string> };

const Q = {
  cottageLastMonth: "how much did the cottage bring in last month?",
  grossLastYear: "Can you calculate gross rental income for Holloway Creek Stays for last yr?",
  cottageOctBookings: "how many reservations did we get at Lockeland in oct last year",
  cottageDepreciable: "what's the depreciable basis on the Nashville cottage",
  maidsLastYear: "What did we pay Music City Maids in total last year?",
  smokyAugust: "What did Smoky Ridge bill us for the cabin in August of last year?",
  deductible: "whats the deductible on the cabin insurance policy?",
  return1065: "When's the 1065 due?",
  tenant: "Who's renting the Chattanooga condo right now and what's their monthly rent?",
  trashFine: "whats the HOA fine if guests leave trash bags out at the cabin",
};

export const R37_SPEC_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: Q.cottageLastMonth,
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "revenue", ...lastMonth(t.today), property: await pid(t, "Lockeland") })],
  },
  {
    group: "income",
    query: Q.grossLastYear,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...lastYear(t) })],
  },
  {
    group: "income",
    query: "q3 rents from the Gatlinburg cabin last year pls",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...quarter(Y(t) - 1, 3), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "income",
    query: "How much have VRBO bookings grossed us ytd?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...thisYear(t), q: "VRBO" })],
  },
  {
    group: "income",
    query: "total rent Wendell paid us last year?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:long_term_rental"], ...lastYear(t), property: await pid(t, "Tremont") })],
  },
  {
    group: "income",
    query: "Give me income broken out by property for September of last year.",
    tool: "query_database",
    expect: async (t) => {
      const period = month(Y(t) - 1, 9);
      return Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => money(t, { type: "revenue", ...period, property: await pid(t, p) })));
    },
  },
  {
    group: "income",
    query: "so far this year what have the airbnb stays at 1814 Lockeland grossed?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "What was our total revenue last quarter, all three properties combined?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "revenue", ...lastQuarter(t.today) })],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: Q.maidsLastYear,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:maintenance:cleaning"], ...lastYear(t), property: await pid(t, "Lockeland") })],
  },
  {
    group: "expenses",
    query: "utilites at the cabin ytd?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:utilities"], ...thisYear(t), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "expenses",
    query: "How much have we paid in property taxes so far this year, all properties?",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:property_tax"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "pull up total expenses for the Tremont unit in Q2 of last year",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...quarter(Y(t) - 1, 2), property: await pid(t, "Tremont") })],
  },
  {
    group: "expenses",
    query: "what did insurance premiums run us last yr across everything",
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:insurance"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: Q.smokyAugust,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:maintenance:cleaning", "expense:property_management"], ...month(Y(t) - 1, 8), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "expenses",
    query: "Thanks! And what were our total expenses last month for the whole LLC?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "expense", ...lastMonth(t.today) })],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "what was Holloway Creek's net income for last year, all in?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastYear(t) })],
  },
  {
    group: "net",
    query: "what's the cabin netting us year to date",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "net",
    query: "Did the Chattanooga condo turn a profit last quarter? how much net?",
    tool: "query_database",
    expect: async (t) => [await money(t, { type: "net", ...lastQuarter(t.today), property: await pid(t, "Tremont") })],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: Q.cottageOctBookings,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 10), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cottage booked in March last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", month(Y(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: Q.tenant,
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata: meta } = (await t.property("Tremont")) as unknown as Meta;
      if (!meta.tenant || !meta.monthly_rent) throw new Error("no tenant on the Tremont record");
      return [meta.tenant, figure(meta.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings across both short term rentals in july of last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "total nights booked at Laurel Bluff last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastQuarter(t.today)))],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: Q.cottageDepreciable,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Gatlinburg place when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis on Tremont?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the total basis for the cabin, and how much of it is furniture & fixtures?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(p.total_basis), figure(p.ffe_basis)];
    },
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's our EIN again",
    tool: "query_database",
    expect: async (t) => [await field(t, "ein")],
  },
  {
    group: "company",
    query: "Holloway Creek's Tennessee control number / SOS id?",
    tool: "query_database",
    expect: async (t) => [await field(t, "state_filing_number")],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate(await field(t, "formation_date"))],
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      const agent = c.registered_agent;
      const name = agent && typeof agent === "object" ? (agent as { name?: string }).name : typeof agent === "string" ? agent : (c.registered_agent_name as string | undefined);
      if (!name) throw new Error("no registered agent");
      return [name];
    },
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const end = new Date(Date.parse(`${t.today}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
      const soon = (await upcoming(t)).filter((o) => o.due_date <= end);
      if (soon.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(soon.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next TN annual report due and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, "annual report"))[0]!;
      if (!next.description.includes("$300 minimum")) throw new Error("annual report fee changed");
      return [longDate(next.due_date), "300"];
    },
  },
  {
    group: "deadlines",
    query: "when does the Metro STRP permit for the cottage need renewing?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "STRP permit"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: Q.return1065,
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "Form 1065"))[0]!.due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: Q.deductible,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Blue Ridge Shield");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "How much notice do we have to give Smoky Ridge if we want to end the co-hosting agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Co-Hosting");
      return ["30 days"];
    },
  },
  {
    group: "documents",
    query: "what's the max occupancy allowed under our Nashville short term rental permit",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "STRP permit");
      return ["8"];
    },
  },
  {
    group: "documents",
    query: Q.trashFine,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "rental rules");
      return ["100"];
    },
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:articles")), ...(await titles(t, "doc_type=formation:operating_agreement"))],
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "and this year so far?",
    after: Q.grossLastYear,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: RENTS, ...thisYear(t) })],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: Q.cottageOctBookings,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 10), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "follow-up",
    query: "ok and for the condo?",
    after: Q.cottageDepreciable,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "how many cleanings was that",
    after: Q.maidsLastYear,
    tool: "query_database",
    // Music City Maids bill one turnover per cottage booking.
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "and for wind and hail?",
    after: Q.deductible,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Blue Ridge Shield");
      return ["2%"];
    },
  },
  {
    group: "follow-up",
    query: "how about the month before that?",
    after: Q.cottageLastMonth,
    tool: "query_database",
    expect: async (t) => {
      const prev = lastMonth(lastMonth(t.today).start);
      return [await money(t, { type: "revenue", ...prev, property: await pid(t, "Lockeland") })];
    },
  },
  {
    group: "follow-up",
    query: "how much of that was cleaning?",
    after: Q.smokyAugust,
    tool: "query_database",
    expect: async (t) => [await money(t, { categories: ["expense:maintenance:cleaning"], ...month(Y(t) - 1, 8), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "follow-up",
    query: "and the state franchise & excise return?",
    after: Q.return1065,
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "franchise and excise"))[0]!.due_date)],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "What could we realistically sell the Gatlinburg cabin for in today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you forecast our airbnb income for next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we switch the Tremont condo over to short-term rental? would it make more money?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did the Knoxville duplex bring in last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was the cottage's rental income back in 2023?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the remaining balance on the Pinnacle mortgage for Lockeland?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying Truist on the cabin loan?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Could you pull up Wendell Akers' credit score and SSN for me?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What did our sister company Ridgeline Stays LLC gross last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much will the Davidson County property tax on the cottage be next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
