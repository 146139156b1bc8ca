// Round 41 held-out set for the North Carolina company (Harbor Lane Properties LLC), written blind:
// its author read only the fixture company (holdout-company.ts), the runner (eval-chat.ts), the REST
// spec and the types and helpers of chat-questions.ts, never the assistant's code, its tests, docs or
// another question set. Every figure, date and name is read at run time from the REST API.
import { type Case, type Truth, RENTS, figure, lastMonth, lastQuarter, longDate, obligations, quarter, thisYear, titles, guestsOf, nightsBooked, year } from "./chat-questions";

const yearNow = (t: Truth) => Number(t.today.slice(0, 4));
const prevYear = (t: Truth) => year(yearNow(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyMeta {
  extra_metadata: Record<string, string>;
}
const meta = async (t: Truth, fragment: string) => (await t.get<PropertyMeta>(`/api/v1/properties/${await pid(t, fragment)}`)).extra_metadata;

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The next obligation still open and not yet past, whose description or type matches. */
async function nextDue(t: Truth, match: (o: { description: string; obligation_type: string }) => boolean) {
  const { items } = await obligations(t, "");
  const found = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o))
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  if (!found) throw new Error("no open obligation matches");
  return found;
}

/** Fails unless a document whose title holds `word` is on file (optionally of a type). */
async function onFile(t: Truth, word: string, query = ""): Promise<void> {
  const list = await titles(t, query);
  if (!list.some((title) => title.toLowerCase().includes(word.toLowerCase()))) throw new Error(`no document "${word}" on file`);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const txs = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

const none = async () => [] as string[];

export const R41_HARBOR_CASES: Case[] = [
  // ---------------- income (8) ----------------
  {
    group: "income",
    query: "what did harbor lane bring in altogether last yr? every kind of revenue, all 4 properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...prevYear(t) }))],
  },
  {
    group: "income",
    query: "ytd rent received from Keisha?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did our Airbnb bookings earn last year, cabin and cottage combined? Leave the cleaning fees out of it",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...prevYear(t) }))],
  },
  {
    group: "income",
    query: "Can you pull up how much rent came in last month across everything, long term leases plus the airbnb stays (no cleaning fees)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "calculate gross revenue for the Osprey cottage so far this year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Osprey"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did Owen pay us in rent last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...prevYear(t) }))],
  },
  {
    group: "income",
    query: "cleaning fees we've collected from guests ytd, both short term rentals together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "give me total income from the Raleigh house for last quarter, late fees included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Hickory"), ...lastQuarter(t.today) }))],
  },

  // ---------------- expenses (7) ----------------
  {
    group: "expenses",
    query: "What did we pay Mountain Fresh Cleaning last year in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...prevYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the cabin this year - power, water and internet added up",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], property: await pid(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much property tax did we pay on all the houses last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...prevYear(t) }))],
  },
  {
    group: "expenses",
    query: "Spectrum bills for the two airbnbs, this year to date?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "SPECTRUM", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "hoa dues paid at Osprey Point last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Osprey"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "what did greenscape charge us for mowing in raleigh last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "GREENSCAPE", ...prevYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total expences for the Durham unit last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Magnolia"), ...lastMonth(t.today) }))],
  },

  // ---------------- net (3) ----------------
  {
    group: "net",
    query: "net income for Harbor Lane Properties last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today) }))],
  },
  {
    group: "net",
    query: "what's the cabin's profit ytd after all its expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "how much did 9 Osprey clear in q3 of last year, revenue minus expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Osprey"), ...quarter(yearNow(t) - 1, 3) }))],
  },

  // ---------------- bookings-or-tenants (6) ----------------
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the Asheville cabin get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at Osprey Point last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the Wilmington cottage booked in Q3 last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", quarter(yearNow(t) - 1, 3)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Magnolia St unit right now and what do they pay?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "remind me what Owen's monthly rent is",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests we had at Juniper Lane last quarter",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastQuarter(t.today)),
  },

  // ---------------- basis (4) ----------------
  {
    group: "basis",
    query: "What's the depreciable basis on the Durham condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what'd we pay for the Raleigh house when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split for 9 Osprey Point Rd?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the cabin's basis is furniture / FF&E?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).ffe_basis)],
  },

  // ---------------- company (4) ----------------
  {
    group: "company",
    query: "whats our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need Harbor Lane's NC Secretary of State ID number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who do we have listed as registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---------------- deadlines (5) ----------------
  {
    group: "deadlines",
    query: "what's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, () => true)).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days I should know about",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the next NC annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*(?:\.\d+)?)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report's description");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the wilmington STR permit",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (x) => x.obligation_type === "compliance:license_renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the 1065 due this coming season?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (x) => x.obligation_type === "tax:filing")).due_date)],
  },

  // ---------------- documents (5) ----------------
  {
    group: "documents",
    query: "what's the hurricane dedcutible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Osprey", "doc_type=insurance:policy");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "Keisha's lease - how much is the late fee if rent comes in late?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "per our operating agreement how much cash do we have to hold back in reserve before paying out distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement", "doc_type=formation:operating_agreement");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the Oak City roof job",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Oak City Roofing", "doc_type=accounting:invoice");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "what paperwork do we have on file? just list the docs",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8) ----------------
  {
    group: "follow-up",
    after: "how much rent did Keisha pay us last year?",
    query: "and so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "total expenses at the cabin last month?",
    query: "what about the cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Osprey"), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    after: "who's the tenant in the Hickory Drive house?",
    query: "how much does he pay a month?",
    tool: "query_database",
    expect: async (t) => [figure((await meta(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "follow-up",
    after: "When is the short-term rental permit renewal due?",
    query: "which of our properties is that one for?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, (x) => x.obligation_type === "compliance:license_renewal");
      if (!o.property_id) throw new Error("permit renewal has no property");
      const p = await t.get<{ address: string }>(`/api/v1/properties/${o.property_id}`);
      return [p.address.split(",")[0]!.replace(/^\d+\s+/, "").replace(/\s+(Road|Rd|Street|St|Lane|Ln|Drive|Dr)$/i, "")];
    },
  },
  {
    group: "follow-up",
    after: "how much did the new roof on the Raleigh house cost us?",
    query: "who was the contractor?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, `category=expense:capital_improvement&property_id=${await pid(t, "Hickory")}&start_date=2000-01-01&end_date=${t.today}`);
      if (!tx) throw new Error("no roof transaction");
      return [tx.description.replace(/\s+NEW ROOF.*$/i, "")];
    },
  },
  {
    group: "follow-up",
    after: "when did we last pay Brightwater CPA?",
    query: "how much was that?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `q=BRIGHTWATER&start_date=2000-01-01&end_date=${t.today}`);
      const last = items.sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      if (!last) throw new Error("no CPA payment");
      return [figure(last.amount)];
    },
  },
  {
    group: "follow-up",
    after: "how many nights was the cabin booked in q3 last year?",
    query: "and how much did those stays bring in, not counting cleaning fees?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...quarter(yearNow(t) - 1, 3) }))],
  },
  {
    group: "follow-up",
    after: "what's the deductible on the Osprey Point insurance for non-storm claims?",
    query: "and the yearly premium on that policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Osprey", "doc_type=insurance:policy");
      return ["1,880.00"];
    },
  },

  // ---------------- unanswerable (10) ----------------
  { group: "unanswerable", query: "what's the cabin worth on today's market, roughly?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you forecast how much Osprey Point will make on Airbnb next summer?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "should we sell the Durham condo or refinance it? what would you do", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did we collect at 22 Cypress Court in Wilmington last year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What did Harbor Lane gross in 2021?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats the remaining balance on the Truist mortgage for the Juniper cabin", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the First Citizens loan for Hickory?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "I need Owen Fitzgerald's date of birth and social security number for the renewal paperwork", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "pull up last year's P&L for Cape Fear Coastal Rentals LLC", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what nightly rate are other Asheville airbnbs charging these days?", tool: "query_database", unanswerable: true, expect: none },
];
