// Round 43, spec company (Holloway Creek Stays LLC, Tennessee): 60 questions written BLIND, by an
// author who read only the fixture company (scripts/lib/spec-company.ts), the runner
// (scripts/eval-chat.ts), the REST spec and the helpers of scripts/lib/chat-questions.ts (lines 1-98),
// never the assistant's code, its tests, its docs or another question set. Periods are relative to
// the day the set runs; every figure, date and name is read from the REST API at run time.
import { figure, guestsOf, lastMonth, longDate, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const LY = (t: Truth) => year(Y(t) - 1);
const STR = ["revenue:rental_income"];
const LTR = ["revenue:long_term_rental"];
const UTILITIES = ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"];
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The company record, wherever the service keeps it. */
async function company(t: Truth): Promise<Record<string, unknown>> {
  for (const path of ["/api/v1/company", "/api/v1/company/profile", "/api/v1/profile", "/api/v1/companies", "/api/v1/business"]) {
    try {
      const body = await t.get<Record<string, unknown>>(path);
      const record = (body.data ?? (Array.isArray(body.items) ? body.items[0] : body)) as Record<string, unknown>;
      if (record && typeof record === "object" && "ein" in record) return record;
    } catch {
      // try the next one
    }
  }
  throw new Error("no company record found");
}

/** Open obligations, soonest first. */
async function open(t: Truth, query = ""): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextWith(t: Truth, text: string): Promise<Obligation> {
  const o = (await open(t)).find((x) => x.description.includes(text));
  if (!o) throw new Error(`no open obligation with ${text}`);
  return o;
}

interface Tx { transaction_date: string; description: string; amount: string }
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&start_date=${Y(t) - 1}-01-01&end_date=${t.today}&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** A document must be on file before its text is expected. */
async function onFile(t: Truth, docType: string, titlePart: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.includes(titlePart))) throw new Error(`no ${titlePart} on file`);
}

export const R43_SPEC_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "how much did the cabin bring in from bookings last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...LY(t), property: await pid(t, "Laurel") }))],
  },
  {
    group: "income",
    query: "Can you pull up total rent we collected last month across all the properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "rental income at Lockeland for q4 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 4), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: "whats Holloway Creek's total revenue ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much booking revenue came through VRBO last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...LY(t), q: "VRBO" }))],
  },
  {
    group: "income",
    query: "how much rent has Wendell paid us so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "income",
    query: "Which of our three rentals earned the most rental income last year, and how much was it?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await Promise.all(["Lockeland", "Laurel", "Tremont"].map(async (name) => ({ name, total: Number(await t.sum({ categories: RENTS, ...LY(t), property: await pid(t, name) })) })));
      const best = rows.sort((a, b) => b.total - a.total)[0]!;
      return [best.name, figure(String(best.total))];
    },
  },
  {
    group: "income",
    query: "what did the Gatlinburg place gross in July of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, start: `${Y(t) - 1}-07-01`, end: `${Y(t) - 1}-07-31`, property: await pid(t, "Laurel") }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid Smoky Ridge so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "Calculate what we spent on utilities last year (electric, gas, water, internet) for all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: UTILITIES, ...LY(t) }))],
  },
  {
    group: "expenses",
    query: "total expenses on the Chattanooga condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...LY(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "expenses",
    query: "give me all our expenses for last month, everything included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "What did we pay Music City Maids last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...LY(t), q: "Music City Maids" }))],
  },
  {
    group: "expenses",
    query: "property taxes paid this year for all 3 properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much did Airbnb and VRBO take in host/service fees last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...LY(t) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "net income for the Tremont condo last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...LY(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "net",
    query: "what's our overall profit ytd, income minus expenses for the whole LLC",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did the cottage make money last month? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Lockeland") }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin have in august last year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, start: `${Y(t) - 1}-08-01`, end: `${Y(t) - 1}-08-31`, property: await pid(t, "Laurel") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the Lockeland cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cabin booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont unit and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: { tenant: string; monthly_rent: string } }>(`/api/v1/properties/${await pid(t, "Tremont")}`);
      return [p.extra_metadata.tenant, figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings so far this year, both short term rentals together",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, ...thisYear(t) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "can I get the guest list for the Gatlinburg cabin for October of last yr",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel", { start: `${Y(t) - 1}-10-01`, end: `${Y(t) - 1}-10-31` }),
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "how much did we pay for the Lockeland house when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis for the Chattanooga condo pls",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "what's the furniture / FF&E basis for the Nashville cottage",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).ein)],
  },
  {
    group: "company",
    query: "What is Holloway Creek Stays' Tennessee SOS control number?",
    tool: "query_database",
    expect: async (t) => [String((await company(t)).state_filing_number)],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate(String((await company(t)).formation_date))],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent for the company?",
    tool: "query_database",
    expect: async (t) => [String(((await company(t)).registered_agent as { name: string }).name)],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's coming due next?",
    tool: "query_database",
    expect: async (t) => {
      const first = (await open(t))[0];
      if (!first) throw new Error("nothing open");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything we need to file or pay in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const items = await open(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the STRP permit renewal due for the Nashville house",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWith(t, "STRP permit renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "When is the Tennessee annual report due, and what's the minimum fee?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWith(t, "Tennessee annual report")).due_date), "300"],
  },
  {
    group: "deadlines",
    query: "when do we have to get the 1065 filed next",
    tool: "query_database",
    expect: async (t) => [longDate((await nextWith(t, "Form 1065")).due_date)],
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "whats the all perils deductible on the cabin's insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Laurel Bluff");
      return ["2,500"];
    },
  },
  {
    group: "documents",
    query: "How much can the co-host spend on a repair at the cabin without getting our OK first?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Co-Hosting");
      return ["$400"];
    },
  },
  {
    group: "documents",
    query: "what's the HOA fine at Laurel Bluff if guests leave trash bags outside",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Owners Association");
      return ["$100"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement, what percent of the company does Celeste own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["20%"];
    },
  },
  {
    group: "documents",
    query: "can you list all the documents we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    after: "what did the cottage bring in from bookings last month?",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...lastMonth(t.today), property: await pid(t, "Laurel") }))],
  },
  {
    group: "follow-up",
    after: "How much did we spend on electricity for the cabin last year?",
    query: "what about for the Lockeland house?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...LY(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    after: "How much rent has the Tremont condo brought in this year?",
    query: "and last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...LY(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    after: "when does the cabin's insurance renew?",
    query: "how much did we pay for it the last time?",
    tool: "query_database",
    expect: async (t) => [figure((await txs(t, `category=expense:insurance&property_id=${await pid(t, "Laurel")}`))[0]!.amount)],
  },
  {
    group: "follow-up",
    after: "how many bookings did the cottage have in June last year?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", { start: `${Y(t) - 1}-06-01`, end: `${Y(t) - 1}-06-30` }),
  },
  {
    group: "follow-up",
    after: "What did we spend on the new hot tub at the cabin?",
    query: "who was the vendor on that?",
    tool: "query_database",
    expect: async (t) => [(await txs(t, `category=expense:capital_improvement&q=${encodeURIComponent("hot tub")}`))[0]!.description.split(" - ")[0]!.split(" &")[0]!],
  },
  {
    group: "follow-up",
    after: "what was the purchase price of the condo?",
    query: "and when did we buy it",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Tremont")).acquisition_date)],
  },
  {
    group: "follow-up",
    after: "what's the depreciable basis for Lockeland?",
    query: "what about the other two properties?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis), figure((await t.property("Tremont")).depreciable_basis)],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what could we realistically sell the cabin for in today's market?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "can you forecast our rental income for next year?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "Should we turn the Tremont condo into an Airbnb instead of renting it long term?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "how much did our Pigeon Forge chalet make last year", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what was the cottage's rental income back in 2021?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "whats the remaining balance on the Truist mortgage for the cabin", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What interest rate are we paying on the Pinnacle Bank loan?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's Wendell Akers' credit score and social security number?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "What's the EIN for Smoky Ridge Co-Hosting LLC?", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, tool: "query_database", query: "what's our average guest review rating on Airbnb for the cottage?", expect: async () => [] },
];
