// Blind set r73-holdout: 60 questions about the North Carolina LLC (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and lists, property records, the company profile, obligations, the occupancy report and the document list); a figure quoted from a document is expected only after the document is found on file, and is then the document's own text.
// Voice: the owners' longtime friend, a retired banker who keeps the books as a favor: courteous and
// precise, asks by property, month and year, two-part questions now and then, follow-ups that narrow
// the last answer, and a few things the records cannot answer.
import Decimal from "decimal.js";
import { type Case, type Truth, figure, longDate, month, nextOpen, nightsBooked, guestsOf, obligations, quarter, thisYear, lastMonth, titles, year, RENTS } from "./chat-questions";

const $ = (amount: string | Decimal) => `$${figure(amount)}`;
const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);
/** The most recent whole calendar month `m` (1..12) before today: this year's if it has ended, else last year's. */
const recentMonth = (t: Truth, m: number) => {
  const y = yearOf(t);
  return month(Number(t.today.slice(5, 7)) > m ? y : y - 1, m);
};
/** The most recent whole quarter `q` (1..4) before today. */
const recentQuarter = (t: Truth, q: number) => {
  const y = yearOf(t);
  return quarter(Number(t.today.slice(5, 7)) > q * 3 ? y : y - 1, q);
};
/** The street of an address: "310 Magnolia Street, Unit 2, Durham, NC 27701" -> "Magnolia Street". */
const street = (address: string) => address.split(",")[0]!.replace(/^\d+\s+/, "");
/** The documents whose title or file name holds `q`; throws when none is on file. */
async function onFile(t: Truth, q: string): Promise<{ title: string; doc_date: string | null }[]> {
  const { items } = await t.get<{ items: { title: string; doc_date: string | null }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
  return items;
}
interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const txs = (t: Truth, query: string) => t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`).then((page) => page.items);
const metadata = async (t: Truth, fragment: string) => {
  const p = await t.property(fragment);
  return (await t.get<{ extra_metadata: Record<string, string> }>(`/api/v1/properties/${p.id}`)).extra_metadata;
};

export const R73_HOLDOUT_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: "What did Harbor Lane take in altogether last yr, all sources?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "How much has the cabin brought in ytd?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("Juniper")).id }))],
  },
  {
    group: "income",
    query: "Could you calculate gross bookings at Osprey Point for q3, before Airbnb's cut and not counting the cleaning fees?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:rental_income"], ...recentQuarter(t, 3), property: (await t.property("Osprey")).id }))],
  },
  {
    group: "income",
    query: "How much rent came in from our two long-term tenants last year? Just rent please, no fees.",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "total revenue for the company last month?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What did the Durham unit bring in for June?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...recentMonth(t, 6), property: (await t.property("Magnolia")).id }))],
  },
  {
    group: "income",
    query: "Can you tell me the cleaning fees we've collected from guests so far this year, both Airbnbs together?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Income from the Raleigh house: all of last year, and this year to date?",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property("Hickory")).id;
      return [$(await t.sum({ type: "revenue", ...lastYear(t), property })), $(await t.sum({ type: "revenue", ...thisYear(t), property }))];
    },
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: "How much have we paid Mountain Fresh for the cabin cleanings this year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Mountain Fresh", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total property taxes paid last year, all four properties",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did utilities run at the Wilmington cottage last yr? Electric, water, internet, the lot.",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:utilities"], ...lastYear(t), property: (await t.property("Osprey")).id }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid ytd, company-wide?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:insurance"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What have we spent on repairs at Juniper Lane since January 1 of last year?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:maintenance:repairs"], start: lastYear(t).start, end: t.today, property: (await t.property("Juniper")).id }))],
  },
  {
    group: "expenses",
    query: "Please pull up total mortgage interest for last calendar year as the books show it.",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "What were the expenses on Hickory Drive last year, not counting the new roof?",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property("Hickory")).id;
      const all = await t.sum({ type: "expense", ...lastYear(t), property });
      const capital = await t.sum({ categories: ["expense:capital_improvement"], ...lastYear(t), property });
      return [$(new Decimal(all).minus(capital))];
    },
  },
  {
    group: "expenses",
    query: "how much did Triangle charge us in mgmt fees for the Magnolia unit last yr",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Triangle", ...lastYear(t), property: (await t.property("Magnolia")).id }))],
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: "When did we buy the Raleigh house, and what did we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on the cabin, building plus furnishings?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How much of the Osprey Point purchase was allocated to land?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Osprey")).land_basis)],
  },
  {
    group: "properties",
    query: "I need the full street address of the Durham rental for a form, zip code too.",
    tool: "query_database",
    expect: async (t) => {
      const { address } = await t.property("Durham");
      return [address.split(",")[0]!, /\d{5}$/.exec(address)![0]];
    },
  },
  {
    group: "properties",
    query: "Which of our properties did we buy first, and on what date?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=50&sort=acquisition_date");
      const first = items[0]!;
      return [street(first.address), longDate(first.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "Add up what we paid for all four properties for me, purchase price only.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { purchase_price_total: string }[] }>("/api/v1/properties?page_size=50");
      return [$(items.reduce((total, p) => total.plus(p.purchase_price_total), new Decimal(0)))];
    },
  },

  // Tenants, rents, payments, deposits
  {
    group: "tenants",
    query: "Who's renting the Durham unit these days and what is she paying a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadata(t, "Magnolia");
      return [m.tenant!, $(m.monthly_rent!)];
    },
  },
  {
    group: "tenants",
    query: "What is Owen's monthly rent on the Raleigh house, and how much has he paid us so far this year?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadata(t, "Hickory");
      return [$(m.monthly_rent!), $(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Hickory")).id }))];
    },
  },
  {
    group: "tenants",
    query: "Has Owen ever been charged a late fee? If so how much?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], start: lastYear(t).start, end: t.today, property: (await t.property("Hickory")).id }))],
  },
  {
    group: "tenants",
    query: "Keisha's rent payments for last year, what's the total?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...lastYear(t), property: (await t.property("Magnolia")).id }))],
  },
  {
    group: "tenants",
    query: "How much security deposit did Keisha put down under her lease, and which bank is holding it?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Magnolia Street Unit 2");
      return ["$1,675.00", "PNC"];
    },
  },

  // Company facts
  {
    group: "company",
    query: "What's Harbor Lane's EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "can u pull up our NC secretary of state filing number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "On what date was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "Who is our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "");
      if (!next) throw new Error("no open obligation");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      if (items.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When do we have to file the NC annual report next year, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const report = (await obligations(t, `obligation_type=compliance:periodic_report&q=${yearOf(t) + 1}`)).items[0];
      if (!report) throw new Error("no annual report next year");
      return [longDate(report.due_date), /\$\d[\d,]*/.exec(report.description)![0]];
    },
  },
  {
    group: "deadlines",
    query: "When does the flood policy on the Osprey place come up for renewal?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=property:insurance&property_id=${(await t.property("Osprey")).id}`);
      if (!next) throw new Error("no open flood renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Q4 estimated tax payment - when is it due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "obligation_type=tax:payment&q=Q4");
      if (!next) throw new Error("no open Q4 payment");
      return [longDate(next.due_date)];
    },
  },

  // Documents: what they say, what is on file
  {
    group: "documents",
    query: "Who are the members of the LLC and what percentage does each one hold?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Aisha Reyes", "Daniel Okafor"];
    },
  },
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point Cottage policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Osprey Point Cottage insurance");
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "Per the operating agreement, how much do we have to keep in reserve before paying out distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["$15,000"];
    },
  },
  {
    group: "documents",
    query: "What workmanship warranty did Oak City Roofing give us on the Hickory roof?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the Wilmington cottage?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Osprey")).id}`),
  },

  // Short-term stays
  {
    group: "stays",
    query: "How many nights was the cabin booked in October?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", recentMonth(t, 10)))],
  },
  {
    group: "stays",
    query: "Who stayed at Osprey Point in September?",
    tool: "query_database",
    expect: async (t) => (await guestsOf(t, "Osprey", recentMonth(t, 9))).slice(0, 2),
  },
  {
    group: "stays",
    query: "how many separate bookings did the cottage have last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: (await t.property("Osprey")).id }))],
  },
  {
    group: "stays",
    query: "Between the cabin and the cottage, how many nights did we have guests in August, combined?",
    tool: "query_database",
    expect: async (t) => [String((await nightsBooked(t, "Juniper", recentMonth(t, 8))) + (await nightsBooked(t, "Osprey", recentMonth(t, 8))))],
  },

  // Follow-ups that narrow the answer before
  {
    group: "follow-ups",
    query: "And how much of that was the Osprey cottage?",
    after: "What did Harbor Lane take in altogether last yr, all sources?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t), property: (await t.property("Osprey")).id }))],
  },
  {
    group: "follow-ups",
    query: "Which one was the largest single bill, and how much?",
    after: "Total property taxes paid last year, all four properties",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const bills = await txs(t, `category=expense:property_tax&start_date=${start}&end_date=${end}`);
      if (bills.length === 0) throw new Error("no property tax bills last year");
      return [$(Decimal.max(...bills.map((b) => new Decimal(b.amount))))];
    },
  },
  {
    group: "follow-ups",
    query: "Just the property tax ones: which counties are they for?",
    after: "Anything due in the next 45 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45&obligation_type=property:tax");
      if (items.length === 0) throw new Error("no property tax due in 45 days");
      return [...new Set(items.map((o) => /(\w+) County/.exec(o.description)![1]!))];
    },
  },
  {
    group: "follow-ups",
    query: "Has she paid every month this year? What's the total so far?",
    after: "Who's renting the Durham unit these days and what is she paying a month?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: RENTS, ...thisYear(t), property: (await t.property("Magnolia")).id }))],
  },
  {
    group: "follow-ups",
    query: "And on that basis, what did the Raleigh house net for the year?",
    after: "What were the expenses on Hickory Drive last year, not counting the new roof?",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property("Hickory")).id;
      const revenue = await t.sum({ type: "revenue", ...lastYear(t), property });
      const all = await t.sum({ type: "expense", ...lastYear(t), property });
      const capital = await t.sum({ categories: ["expense:capital_improvement"], ...lastYear(t), property });
      return [$(new Decimal(revenue).minus(all).plus(capital))];
    },
  },

  // What the records cannot answer
  { group: "unanswerable", query: "What would the cabin sell for on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the payoff balance on the Truist loan for the cottage right now?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Is it supposed to rain in Wilmington this weekend? Wondering about the turnover.", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "When Keisha's lease rolls over, what should we be charging her?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much have we paid Palmetto Pool Service over the years?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can the members deduct their mileage driving up to Asheville on their personal returns?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the PNC mortgage for the Durham unit?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Which guest left us the bad review at the cabin over the summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the balance sitting in the company's Truist checking account today?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Owen Fitzgerald's credit score?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
