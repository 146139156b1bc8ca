// Blind set r36-harbor: questions about the North Carolina held-out company (Harbor Lane Properties LLC),
// written without reading the assistant's code, its tests, its docs or any other question set; only the
// company file, the evaluation runner and the service spec were read. Expected figures, names and dates
// are read at run time from the REST API; periods are relative to t.today.
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => year(thisY(t) - 1);
const ALL_TIME = { start: "2000-01-01", end: "2099-12-31" };

/** Revenue, expense or net of one property over a period. */
const propSum = async (t: Truth, fragment: string, filter: { categories?: string[]; type?: "revenue" | "expense" | "net"; start: string; end: string; q?: string }) => figure(await t.sum({ ...filter, property: (await t.property(fragment)).id }));

/** A custom field of a property record (tenant, monthly rent). */
async function meta(t: Truth, fragment: string, key: string): Promise<string> {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Record<string, unknown> };
  const value = p.extra_metadata?.[key];
  if (typeof value !== "string" || !value) throw new Error(`no ${key} on ${fragment}`);
  return value;
}

/** The company profile. */
async function company(t: Truth): Promise<{ ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string } }> {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return ((body.data as Record<string, unknown> | undefined) ?? body) as never;
}

/** Open obligations due today or later, earliest first. */
async function upcoming(t: Truth, filter: (o: Obligation) => boolean = () => true): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && filter(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no open obligation");
  return open;
}
const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Checks that a document is on file (by type and a word of its title). */
async function onFile(t: Truth, docType: string, word: string): Promise<void> {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(word.toLowerCase()))) throw new Error(`no ${docType} document about ${word}`);
}

const none = async () => [];

export const R36_HARBOR_CASES: Case[] = [
  // income (8)
  { group: "income", tool: "query_database", query: "what was Harbor Lane's total rental income last yr?", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastY(t) }))] },
  { group: "income", tool: "query_database", query: "How much did the cabin bring in during q3 this year", expect: async (t) => [await propSum(t, "Juniper", { categories: RENTS, ...quarter(thisY(t), 3) })] },
  { group: "income", tool: "query_database", query: "gross rents last month across all four places?", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))] },
  { group: "income", tool: "query_database", query: "airbnb income ytd pls", expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t) }))] },
  { group: "income", tool: "query_database", query: "How much rent has Keisha paid us so far this year?", expect: async (t) => [await propSum(t, "Magnolia", { categories: RENTS, ...thisYear(t) })] },
  { group: "income", tool: "query_database", query: "what did osprey point gross in bookings last year", expect: async (t) => [await propSum(t, "Osprey", { categories: RENTS, ...lastY(t) })] },
  { group: "income", tool: "query_database", query: "Can you break down this year's rental income by property?", expect: async (t) => Promise.all(["Magnolia", "Juniper", "Hickory", "Osprey"].map((p) => propSum(t, p, { categories: RENTS, ...thisYear(t) }))) },
  { group: "income", tool: "query_database", query: "what did we take in from rentals in march of this year", expect: async (t) => [figure(await t.sum({ categories: RENTS, ...month(thisY(t), 3) }))] },

  // expenses (7)
  { group: "expenses", tool: "query_database", query: "How much have we paid Mountain Fresh Cleaning this year?", expect: async (t) => [figure(await t.sum({ type: "expense", q: "Mountain Fresh", ...thisYear(t) }))] },
  { group: "expenses", tool: "query_database", query: "total utilities last year for the whole company", expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastY(t) }))] },
  { group: "expenses", tool: "query_database", query: "calculate everything we spent on the Raleigh house last year", expect: async (t) => [await propSum(t, "Hickory", { type: "expense", ...lastY(t) })] },
  { group: "expenses", tool: "query_database", query: "property taxes paid last yr, all counties combined?", expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastY(t) }))] },
  { group: "expenses", tool: "query_database", query: "what have the HOA dues at Osprey come to so far this yr?", expect: async (t) => [await propSum(t, "Osprey", { type: "expense", q: "HOA", ...thisYear(t) })] },
  { group: "expenses", tool: "query_database", query: "insurance premiums ytd?", expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))] },
  { group: "expenses", tool: "query_database", query: "give me the cleaning costs for the Wilmington cottage last quarter", expect: async (t) => [await propSum(t, "Osprey", { categories: ["expense:maintenance:cleaning"], ...lastQuarter(t.today) })] },

  // net (3)
  { group: "net", tool: "query_database", query: "What was our net income for Harbor Lane Properties last year?", expect: async (t) => [figure(await t.sum({ type: "net", ...lastY(t) }))] },
  { group: "net", tool: "query_database", query: "what's the Asheville cabin netting ytd", expect: async (t) => [await propSum(t, "Juniper", { type: "net", ...thisYear(t) })] },
  { group: "net", tool: "query_database", query: "profit on the Magnolia unit last month after expenses?", expect: async (t) => [await propSum(t, "Magnolia", { type: "net", ...lastMonth(t.today) })] },

  // bookings-or-tenants (6)
  { group: "bookings-or-tenants", tool: "query_database", query: "how many reservations did the cabin have this July?", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Juniper")).id, ...month(thisY(t), 7) }))] },
  { group: "bookings-or-tenants", tool: "query_database", query: "who stayed at osprey point last month?", expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)) },
  { group: "bookings-or-tenants", tool: "query_database", query: "nights booked at the cottage in q3 this year", expect: async (t) => [String(await nightsBooked(t, "Osprey", quarter(thisY(t), 3)))] },
  { group: "bookings-or-tenants", tool: "query_database", query: "Who's renting the Durham unit and what do they pay a month?", expect: async (t) => [await meta(t, "Magnolia", "tenant"), figure(await meta(t, "Magnolia", "monthly_rent"))] },
  { group: "bookings-or-tenants", tool: "query_database", query: "what is Owen paying per month for Hickory?", expect: async (t) => [figure(await meta(t, "Hickory", "monthly_rent"))] },
  { group: "bookings-or-tenants", tool: "query_database", query: "How many Airbnb bookings did we have in total last year, both listings?", expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastY(t) }))] },

  // basis (4)
  { group: "basis", tool: "query_database", query: "depreciable basis on the cabin?", expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)] },
  { group: "basis", tool: "query_database", query: "what did we pay for the Raleigh house?", expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)] },
  { group: "basis", tool: "query_database", query: "Land vs building split on Magnolia St, please", expect: async (t) => { const p = await t.property("Magnolia"); return [figure(p.land_basis), figure(p.building_basis)]; } },
  { group: "basis", tool: "query_database", query: "whats the furniture basis at osprey", expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)] },

  // company (4)
  { group: "company", tool: "query_database", query: "what's the EIN for Harbor Lane?", expect: async (t) => [(await company(t)).ein] },
  { group: "company", tool: "query_database", query: "Can you pull up our NC Secretary of State ID number?", expect: async (t) => [(await company(t)).state_filing_number] },
  { group: "company", tool: "query_database", query: "when was the LLC formed?", expect: async (t) => [longDate((await company(t)).formation_date)] },
  { group: "company", tool: "query_database", query: "who's our registered agent", expect: async (t) => [(await company(t)).registered_agent.name] },

  // deadlines (5)
  { group: "deadlines", tool: "query_database", query: "what's due next?", expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)] },
  { group: "deadlines", tool: "query_database", query: "anything coming due in the next 45 days?", expect: async (t) => [...new Set((await upcoming(t, (o) => o.due_date <= addDaysIso(t.today, 45))).map((o) => longDate(o.due_date)))] },
  { group: "deadlines", tool: "query_database", query: "When is the NC annual report due and what's the fee?", expect: async (t) => { const o = (await upcoming(t, (x) => x.obligation_type === "compliance:periodic_report"))[0]!; const fee = /\$(\d[\d,.]*)/.exec(o.description)?.[1]; if (!fee) throw new Error("no fee"); return [longDate(o.due_date), fee]; } },
  { group: "deadlines", tool: "query_database", query: "when do i have to renew the wilmington STR permit", expect: async (t) => [longDate((await upcoming(t, (o) => /short-term rental permit/i.test(o.description)))[0]!.due_date)] },
  { group: "deadlines", tool: "query_database", query: "When's the next Q4 estimated tax payment due?", expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "tax:payment" && o.description.startsWith("Q4 ")))[0]!.due_date)] },

  // documents (5)
  { group: "documents", tool: "search_document_content", query: "what's the hurricane deductible on the Osprey Point policy?", expect: async (t) => { await onFile(t, "insurance:policy", "Osprey"); return ["8,400"]; } },
  { group: "documents", tool: "search_document_content", query: "Keisha's lease - how much is the late fee if rent comes in late?", expect: async (t) => { await onFile(t, "other", "Magnolia"); return ["85.00"]; } },
  { group: "documents", tool: "search_document_content", query: "how long is the workmanship warranty on the oak city roof invoice", expect: async (t) => { await onFile(t, "accounting:invoice", "Oak City"); return ["10 years"]; } },
  { group: "documents", tool: "search_document_content", query: "per our operating agreement, how much cash reserve do we hold back before distributions?", expect: async (t) => { await onFile(t, "formation:operating_agreement", "Operating Agreement"); return ["15,000"]; } },
  { group: "documents", tool: "list_business_documents", query: "which documents do we have on file?", expect: async (t) => titles(t, "") },

  // follow-up (8)
  { group: "follow-up", tool: "query_database", after: "How much did the cabin bring in during q3 this year", query: "and the cottage?", expect: async (t) => [await propSum(t, "Osprey", { categories: RENTS, ...quarter(thisY(t), 3) })] },
  { group: "follow-up", tool: "query_database", after: "what did we pay for the Raleigh house?", query: "and its depreciable basis?", expect: async (t) => [figure((await t.property("Hickory")).depreciable_basis)] },
  { group: "follow-up", tool: "query_database", after: "who stayed at osprey point last month?", query: "how many nights was it booked?", expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))] },
  { group: "follow-up", tool: "query_database", after: "what's due next?", query: "ok and the one after that?", expect: async (t) => [longDate((await upcoming(t))[1]!.due_date)] },
  { group: "follow-up", tool: "query_database", after: "How much have we paid Mountain Fresh Cleaning this year?", query: "and last year?", expect: async (t) => [figure(await t.sum({ type: "expense", q: "Mountain Fresh", ...lastY(t) }))] },
  { group: "follow-up", tool: "search_document_content", after: "what's the hurricane deductible on the Osprey Point policy?", query: "and the regular deductible for everything else?", expect: async (t) => { await onFile(t, "insurance:policy", "Osprey"); return ["2,500"]; } },
  { group: "follow-up", tool: "query_database", after: "What was our net income for Harbor Lane Properties last year?", query: "how about just the magnolia unit", expect: async (t) => [await propSum(t, "Magnolia", { type: "net", ...lastY(t) })] },
  { group: "follow-up", tool: "query_database", after: "when did we get the roof replaced on Hickory?", query: "how much was that?", expect: async (t) => [await propSum(t, "Hickory", { type: "expense", q: "ROOF", ...ALL_TIME })] },

  // unanswerable (10)
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the cabin worth on today's market?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "how much rental income should we expect next year?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "should we sell Osprey Point or refinance it?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "how much rent did we collect from the Boone condo last year?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what were our total expenses in 2019?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the remaining balance on the Truist mortgage for the Juniper place?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what interest rate are we paying on the PNC loan?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "whats Keisha Brown's social security number", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "What was Cape Fear Coastal Rentals LLC's income last year?", expect: none },
  { group: "unanswerable", tool: "query_database", unanswerable: true, query: "what's the average nightly rate for Airbnbs in Wilmington overall?", expect: none },
];
