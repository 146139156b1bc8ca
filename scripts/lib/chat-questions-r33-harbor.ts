// Round 33, held-out North Carolina company (Harbor Lane Properties LLC): 60 questions written blind on
// 2026-11-28, by an author who read only the company file (holdout-company.ts), the runner, the service
// spec and lines 1-98 of chat-questions.ts, never the assistant's code, tests, docs or another set.
// Every figure, name and date is read at run time from the REST API; periods are relative to t.today.
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

const TY = Number(new Date().toISOString().slice(0, 4));
const ty = (t: Truth) => Number(t.today.slice(0, 4));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
/** From the first day of the records (January of last year) through today. */
const allRecords = (t: Truth) => ({ start: `${ty(t) - 1}-01-01`, end: t.today });
const nonZero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what}: nothing recorded`);
  return figure(amount);
};
/** Open obligations, soonest first. */
const open = async (t: Truth): Promise<Obligation[]> => {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
};
const openMatching = async (t: Truth, pattern: RegExp) => {
  const found = (await open(t)).find((o) => pattern.test(o.description));
  if (!found) throw new Error(`no open obligation matching ${pattern}`);
  return found;
};
/** Throws unless a document whose filename holds the fragment is on file. */
const onFile = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: { filename: string }[] }>(`/api/v1/documents?page_size=200`);
  if (!items.some((d) => d.filename.includes(fragment))) throw new Error(`no document ${fragment} on file`);
};
const meta = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  return (await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${p.id}`)).extra_metadata;
};
interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");
const none = async () => [] as string[];

export const R33_HARBOR_CASES: Case[] = [
  // ---- income (8)
  {
    group: "income",
    query: "how much did we gross in rent last yr, all the properties combined?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...year(ty(t) - 1) }), "rent last year")],
  },
  {
    group: "income",
    query: "Can you pull up Harbor Lane's rental income ytd?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t) }), "rent ytd")],
  },
  {
    group: "income",
    query: "What rental income did the cabin make in July of last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...month(ty(t) - 1, 7), property: await pid(t, "Juniper") }), "cabin july")],
  },
  {
    group: "income",
    query: "add up Keisha's rent payments for last year for me",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:long_term_rental"], ...year(ty(t) - 1), property: await pid(t, "Magnolia") }), "keisha rent")],
  },
  {
    group: "income",
    query: "gross rental income for Osprey Point in Q3 of last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...quarter(ty(t) - 1, 3), property: await pid(t, "Osprey") }), "osprey q3")],
  },
  {
    group: "income",
    query: "How much rent came in last quarter across everything we own?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }), "rent last quarter")],
  },
  {
    group: "income",
    query: "whats the total revenue from the Raleigh house last year, everything included",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...year(ty(t) - 1), property: await pid(t, "Hickory") }), "hickory revenue")],
  },
  {
    group: "income",
    query: "Airbnb rental income last month from both short term places - give me the total please",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["revenue:rental_income"], ...lastMonth(t.today) }), "airbnb last month")],
  },

  // ---- expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Mountain Fresh Cleaning so far this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Mountain Fresh", ...thisYear(t) }), "mountain fresh")],
  },
  {
    group: "expenses",
    query: "electric bills at the cottage last yr, total?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:utilities:electricity"], ...year(ty(t) - 1), property: await pid(t, "Osprey") }), "osprey electricity")],
  },
  {
    group: "expenses",
    query: "what did we end up paying Oak City Roofing?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Oak City Roofing", ...allRecords(t) }), "oak city")],
  },
  {
    group: "expenses",
    query: "Calculate the property taxes we paid last year on all four properties",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:property_tax"], ...year(ty(t) - 1) }), "property tax")],
  },
  {
    group: "expenses",
    query: "give me total expenses for Magnolia St last month",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", ...lastMonth(t.today), property: await pid(t, "Magnolia") }), "magnolia expenses")],
  },
  {
    group: "expenses",
    query: "what have insurance premiums cost us this year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }), "insurance")],
  },
  {
    group: "expenses",
    query: "cleaning costs for the Wilmington cottage last quarter?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastQuarter(t.today), property: await pid(t, "Osprey") }), "osprey cleaning")],
  },

  // ---- net (3)
  {
    group: "net",
    query: "What was Harbor Lane Properties' net income for last year?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...year(ty(t) - 1) }), "net last year")],
  },
  {
    group: "net",
    query: "calculate net profit on the Asheville cabin ytd",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Juniper") }), "cabin net")],
  },
  {
    group: "net",
    query: "Did Hickory make or lose money last quarter? whats the net",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "net", ...lastQuarter(t.today), property: await pid(t, "Hickory") }), "hickory net")],
  },

  // ---- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations did Osprey Point get last month?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Osprey") });
      if (n === 0) throw new Error("no osprey bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Who stayed at the Juniper cabin in August last year?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", month(ty(t) - 1, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the cottage in q3 last yr?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", quarter(ty(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Durham unit right now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what's Owen's monthly rent",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: "guest list for the Cabin last month pls",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },

  // ---- basis (4)
  {
    group: "basis",
    query: "What's the furniture/FF&E basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },
  {
    group: "basis",
    query: "how much did we pay for the Osprey Point house when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split for 310 Magnolia?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis for the Raleigh house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).depreciable_basis)],
  },

  // ---- company (4)
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Harbor Lane's NC Secretary of State ID number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "Who is our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [c.registered_agent.name, c.registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await open(t))[0];
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      const due = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (due.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's our next NC annual report due, and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await openMatching(t, /annual report/i);
      const fee = /\$(\d[\d,.]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report description");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: `when do we have to file the 1065 for ${TY}?`,
    tool: "query_database",
    expect: async (t) => [longDate((await openMatching(t, new RegExp(`1065.*for ${ty(t)}\\b`))).due_date)],
  },
  {
    group: "deadlines",
    query: "Q4 estimated tax payment for this year - when is it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await openMatching(t, new RegExp(`Q4 ${ty(t)} estimated`))).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "what's the pet fee in Keisha's lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "magnolia-unit-2-lease");
      return ["300.00"];
    },
  },
  {
    group: "documents",
    query: "On the Osprey Point insurance policy, what's the liability limit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "osprey-point-insurance-policy");
      return ["1,000,000"];
    },
  },
  {
    group: "documents",
    query: "per our operating agreement how much cash reserve do we have to hold back before distributions",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "harbor-lane-operating-agreement");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "How long is the workmanship warranty on the new roof Oak City put on Hickory?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "oak-city-roofing-invoice");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---- follow-up (8)
  {
    group: "follow-up",
    after: "How much rental income did the cabin bring in last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Juniper") }), "cabin ytd")],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis on the Magnolia unit?",
    query: "what about the beach cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "follow-up",
    after: "When is the Wilmington short-term rental permit renewal due?",
    query: "how many days from now is that?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await obligations(t, "")).items.find((x) => /permit renewal/i.test(x.description) && x.status !== "completed" && x.status !== "cancelled" && x.due_date >= t.today) as (Obligation & { days_until_due?: number }) | undefined;
      if (!o) throw new Error("no open permit renewal");
      const days = o.days_until_due ?? Math.round((Date.parse(o.due_date) - Date.parse(t.today)) / 86_400_000);
      return [String(days)];
    },
  },
  {
    group: "follow-up",
    after: "how much did we spend on electricity at the cabin last yr?",
    query: "who's the electric company?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = year(ty(t) - 1);
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:utilities:electricity&property_id=${await pid(t, "Juniper")}&start_date=${start}&end_date=${end}&page_size=1`);
      const vendor = items[0]?.description.split(/\s+/).slice(0, 2).join(" ");
      if (!vendor) throw new Error("no cabin electricity");
      return [vendor];
    },
  },
  {
    group: "follow-up",
    after: "How many bookings did the cottage have last month?",
    query: "who were the guests?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    after: "total expenses at Magnolia last year?",
    query: "and total income there?",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "revenue", ...year(ty(t) - 1), property: await pid(t, "Magnolia") }), "magnolia income")],
  },
  {
    group: "follow-up",
    after: "What's the deductible on the Osprey Point insurance policy?",
    query: "and if it's a hurricane?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "osprey-point-insurance-policy");
      return ["8,400"];
    },
  },
  {
    group: "follow-up",
    after: "How much did we pay Seaside Turnover Cleaning in Q2 of last year?",
    query: "what about Mountain Fresh, same period",
    tool: "query_database",
    expect: async (t) => [nonZero(await t.sum({ type: "expense", q: "Mountain Fresh", ...quarter(ty(t) - 1, 2) }), "mountain fresh q2")],
  },

  // ---- unanswerable (10)
  { group: "unanswerable", query: "What's the cabin in Asheville worth on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much do we still owe Truist on the Osprey Point mortgage?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What interest rate are we paying on the Hickory loan with First Citizens?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you project what the two Airbnbs will bring in next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we sell the Raleigh house or refinance it?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What did our Charlotte duplex on Selwyn Ave net last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: `rental income for ${TY - 3}?`, tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's Keisha Brown's social security number? need it for a form", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats Daniel Okafor's personal credit score", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's Blue Ridge Plumbing's EIN for the 1099?", tool: "query_database", unanswerable: true, expect: none },
];
