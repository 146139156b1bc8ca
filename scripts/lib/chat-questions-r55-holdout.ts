// Blind set r55-holdout: 60 questions about the held-out fixture company (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile, the occupancy report); a phrase quoted from a document is used only after checking that the document is on file.
// Persona: the part-time bookkeeper who does the company's monthly reporting and answers the owners' emails: polite
// full sentences, comparisons between properties and periods, month-by-month and quarter breakdowns, vendors and
// tenants by full name, and a few questions forwarded from an owner in the owner's own words.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, guestsOf, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** The calendar year the set is asked in (the same clock as t.today), for questions that name a year. */
const Y = Number(new Date().toISOString().slice(0, 4));

const usd = (amount: string) => `$${figure(amount)}`;
const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
const yearNow = (t: Truth) => Number(t.today.slice(0, 4));
/** Everything recorded up to today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** The same period one year earlier. */
const yearEarlier = (p: { start: string; end: string }) => {
  const shift = (iso: string) => `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
  const end = shift(p.end);
  // A February that ends on the 29th has no 29th a year earlier.
  return { start: shift(p.start), end: end.endsWith("-02-29") ? `${end.slice(0, 8)}28` : end };
};
/** The months (first to last day) of a period of whole months. */
const monthsOf = (p: { start: string; end: string }) => {
  const out: { start: string; end: string }[] = [];
  let [y, m] = p.start.split("-").map(Number) as [number, number];
  for (;;) {
    const one = month(y, m);
    if (one.start > p.end) break;
    out.push(one);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
};
/** The street name of an address, as people say it: "9 Osprey Point Road, ..." -> "Osprey Point". */
const street = (address: string) =>
  address
    .split(",")[0]!
    .replace(/^\d+\s+/, "")
    .replace(/\s+(Street|Lane|Drive|Road|Avenue|Court)$/, "");

interface PropertyRow {
  id: string;
  address: string;
  purchase_price_total: string;
  extra_metadata: Record<string, string>;
}
const allProperties = async (t: Truth) => (await t.get<{ items: PropertyRow[] }>("/api/v1/properties?page_size=100")).items;
const metadataOf = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: PropertyRow[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property "${fragment}": ${items.length} matches`);
  return items[0]!.extra_metadata;
};

/** A document on file whose title or file name holds `q`; throws when there is none. */
async function onFile(t: Truth, q: string): Promise<{ title: string; doc_date: string }> {
  const { items } = await t.get<{ items: { title: string; doc_date: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
  return items[0]!;
}

/** Stays (bookings) at a property in a period, from the occupancy report. */
async function staysAt(t: Truth, fragment: string, period: { start: string; end: string }): Promise<number> {
  const p = await t.property(fragment);
  const report = await t.get<{ properties: { property_id: string; stays: number }[] }>(`/api/v1/reports/occupancy?start_date=${period.start}&end_date=${period.end}&property_id=${p.id}`);
  const row = report.properties.find((r) => r.property_id === p.id);
  if (!row) throw new Error(`no occupancy for ${fragment}`);
  return row.stays;
}

/** The due dates (as an answer states them) of obligations a list query returns; throws when there are none. */
async function dueDates(t: Truth, query: string): Promise<string[]> {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
  if (open.length === 0) throw new Error(`no open obligations for ${query}`);
  return [...new Set(open.map((o) => longDate(o.due_date)))];
}

// Questions a later one follows.
const Q_RENT_LAST_YEAR = `Could you tell me our total rental income for ${Y - 1}? Short-term and long-term rent together, but not counting the cleaning fees.`;
const Q_MOUNTAIN_FRESH = "How much have we paid Mountain Fresh Cleaning so far this year?";
const Q_RALEIGH_BOUGHT = "When did we buy the Raleigh house, and what did we pay for it?";
const Q_NEXT_ESTIMATE = "When is our next estimated tax payment due?";
const Q_COTTAGE_GUESTS = `Could you pull up who stayed at the Osprey Point Cottage in August ${Y - 1}?`;

export const R55_HOLDOUT_CASES: Case[] = [
  // Income by period, property and source
  {
    group: "income",
    query: Q_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...year(lastYear(t)) }))],
  },
  {
    group: "income",
    query: "I need the Juniper Cabin's booking income (nightly rent only, no cleaning fees) for Q2 this year vs Q2 last year, please.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [usd(await t.sum({ categories: ["revenue:rental_income"], ...quarter(yearNow(t), 2), property: p.id })), usd(await t.sum({ categories: ["revenue:rental_income"], ...quarter(lastYear(t), 2), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "How much rent has Keisha Brown paid us ytd?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: p.id }))];
    },
  },
  {
    group: "income",
    query: 'Tomas asked me this one: "how much did the cottage bring in last month, all in?"',
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [usd(await t.sum({ type: "revenue", ...lastMonth(t.today), property: p.id }))];
    },
  },
  {
    group: "income",
    query: "Which property brought in the most revenue last year, and how much was it?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await Promise.all((await allProperties(t)).map(async (p) => ({ p, text: await t.sum({ type: "revenue", ...year(lastYear(t)), property: p.id }) })));
      const top = rows.reduce((a, b) => (new Decimal(b.text).gt(a.text) ? b : a));
      return [street(top.p.address), usd(top.text)];
    },
  },
  {
    group: "income",
    query: "Can you split last month's cleaning fee income between the two Airbnb listings?",
    tool: "query_database",
    expect: async (t) => {
      const [j, o] = [await t.property("Juniper"), await t.property("Osprey")];
      return [usd(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastMonth(t.today), property: j.id })), usd(await t.sum({ categories: ["revenue:cleaning_fees"], ...lastMonth(t.today), property: o.id }))];
    },
  },
  {
    group: "income",
    query: "For the monthly report, could you give me total revenue month by month for last quarter?",
    tool: "query_database",
    expect: async (t) => Promise.all(monthsOf(lastQuarter(t.today)).map(async (m) => usd(await t.sum({ type: "revenue", ...m })))),
  },
  {
    group: "income",
    query: "Has Owen Fitzgerald ever paid us a late fee? If so, how much?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], ...allTime(t), q: "FITZGERALD" }))],
  },
  {
    group: "income",
    query: "What was Harbor Lane's total income in q1 this year compared to q1 last yr?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "revenue", ...quarter(yearNow(t), 1) })), usd(await t.sum({ type: "revenue", ...quarter(lastYear(t), 1) }))],
  },

  // Expenses by vendor, category, property and period
  {
    group: "expenses",
    query: Q_MOUNTAIN_FRESH,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "MOUNTAIN FRESH" }))],
  },
  {
    group: "expenses",
    query: `Could you tell me what we paid Duke Energy Progress in ${Y - 1}, broken down between the cabin and the cottage?`,
    tool: "query_database",
    expect: async (t) => {
      const [j, o] = [await t.property("Juniper"), await t.property("Osprey")];
      return [usd(await t.sum({ type: "expense", ...year(lastYear(t)), property: j.id, q: "DUKE ENERGY" })), usd(await t.sum({ type: "expense", ...year(lastYear(t)), property: o.id, q: "DUKE ENERGY" }))];
    },
  },
  {
    group: "expenses",
    query: "What is the total property tax we've paid this year across all four properties?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend on insurance last yr, all policies combined",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "How did total expenses at the Raleigh house last quarter compare with the same quarter a year earlier?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      const q = lastQuarter(t.today);
      return [usd(await t.sum({ type: "expense", ...q, property: p.id })), usd(await t.sum({ type: "expense", ...yearEarlier(q), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "I need the utilities at 310 Magnolia St month by month for the first quarter of this year (water and gas together).",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return Promise.all(monthsOf(quarter(yearNow(t), 1)).map(async (m) => usd(await t.sum({ categories: ["expense:utilities"], ...m, property: p.id }))));
    },
  },
  {
    group: "expenses",
    query: "How much have we spent at Lowe's for the Asheville cabin so far this year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [usd(await t.sum({ type: "expense", ...thisYear(t), property: p.id, q: "LOWES" }))];
    },
  },
  {
    group: "expenses",
    query: "Which of our properties cost the most to run last year, and what were its total expenses?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await Promise.all((await allProperties(t)).map(async (p) => ({ p, text: await t.sum({ type: "expense", ...year(lastYear(t)), property: p.id }) })));
      const top = rows.reduce((a, b) => (new Decimal(b.text).gt(a.text) ? b : a));
      return [street(top.p.address), usd(top.text)];
    },
  },

  // Properties: purchase, basis, dates, addresses
  {
    group: "properties",
    query: Q_RALEIGH_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What is the depreciable basis of the Juniper Cabin, and how much of that is furniture and equipment?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [usd(p.depreciable_basis), usd(p.ffe_basis)];
    },
  },
  {
    group: "properties",
    query: "Could you give me the land vs. building split on the basis for Osprey Point?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the full mailing address of the Durham unit? The plumber needs it for his invoice.",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [p.address.split(",")[0]!, p.address.match(/\b\d{5}\b/)![0]];
    },
  },
  {
    group: "properties",
    query: "What did Harbor Lane Properties pay in total for all four properties combined?",
    tool: "query_database",
    expect: async (t) => {
      const total = (await allProperties(t)).reduce((sum, p) => sum.plus(p.purchase_price_total), new Decimal(0));
      return [usd(total.toFixed(2))];
    },
  },

  // Tenants, rents, leases
  {
    group: "tenants",
    query: "Who is the tenant at 310 Magnolia Street, and what is her monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadataOf(t, "Magnolia");
      return [m.tenant!, usd(m.monthly_rent!)];
    },
  },
  {
    group: "tenants",
    query: "Can you tell me what Owen Fitzgerald pays per month for the Hickory Drive house?",
    tool: "query_database",
    expect: async (t) => [usd((await metadataOf(t, "Hickory")).monthly_rent!)],
  },
  {
    group: "tenants",
    query: "What's the combined monthly rent from our two long-term tenants?",
    tool: "query_database",
    expect: async (t) => [usd(new Decimal((await metadataOf(t, "Magnolia")).monthly_rent!).plus((await metadataOf(t, "Hickory")).monthly_rent!).toFixed(2))],
  },
  {
    group: "tenants",
    query: "When does Keisha Brown's lease at Magnolia end, and what happens after that date?",
    tool: "search_document_content",
    expect: async (t) => {
      const lease = await onFile(t, "Lease");
      // The lease runs August 1 of the year it was signed to July 31 of the next.
      return [`July 31, ${Number(lease.doc_date.slice(0, 4)) + 1}`];
    },
  },

  // Company facts
  {
    group: "company",
    query: "Could you remind me of our EIN? The bank is asking for it again.",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who are the members of Harbor Lane Properties LLC, and what percentage does each one own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"];
    },
  },
  {
    group: "company",
    query: "What's our state filing number with the NC Secretary of State?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed, and who is our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; registered_agent: { name: string } }>("/api/v1/company");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline coming up for the company?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("no open deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Is anything due in the next 45 days that I should put on the calendar?",
    tool: "query_database",
    expect: async (t) => dueDates(t, "upcoming=45"),
  },
  {
    group: "deadlines",
    query: `When is the partnership return (Form 1065) for the ${Y} tax year due?`,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=1065");
      const one = items.find((o) => o.description.includes(`for ${yearNow(t)}`));
      if (!one) throw new Error("no 1065 for this tax year");
      return [longDate(one.due_date)];
    },
  },
  {
    group: "deadlines",
    query: Q_NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!next) throw new Error("no open estimated payment");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: 'From Aisha: "when does the flood policy on osprey renew again??"',
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      const next = await nextOpen(t, `property_id=${p.id}&obligation_type=property:insurance&start_date=${t.today}`);
      if (!next) throw new Error("no open flood renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "What compliance items or deadlines do we have for the Juniper Cabin next year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      const y = yearNow(t) + 1;
      return dueDates(t, `property_id=${p.id}&start_date=${y}-01-01&end_date=${y}-12-31`);
    },
  },

  // Documents: what they say, which are on file
  {
    group: "documents",
    query: "Can you list all the documents we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the Osprey Point Cottage?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Osprey")).id}`),
  },
  {
    group: "documents",
    query: "What is the named storm (hurricane) deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Osprey Point Cottage insurance policy");
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "What does the operating agreement say about distributions, specifically how much do we have to keep in reserve?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["$15,000"];
    },
  },
  {
    group: "documents",
    query: "What warranty did Oak City Roofing give us on the new roof at Hickory Drive?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "How much was the security deposit under Keisha Brown's lease, and where is it being held?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Lease");
      return ["$1,675.00", "PNC"];
    },
  },

  // Stays and bookings at the two Airbnb listings
  {
    group: "stays",
    query: `How many nights was the Juniper Cabin booked in July ${Y - 1}?`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(lastYear(t), 7)))],
  },
  {
    group: "stays",
    query: Q_COTTAGE_GUESTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(lastYear(t), 8)),
  },
  {
    group: "stays",
    query: "How many bookings did the cottage have last month, compared with the cabin?",
    tool: "query_database",
    expect: async (t) => [String(await staysAt(t, "Osprey", lastMonth(t.today))), String(await staysAt(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "How many separate stays did we have at the Asheville cabin over the whole of last year?",
    tool: "query_database",
    expect: async (t) => [String(await staysAt(t, "Juniper", year(lastYear(t))))],
  },

  // Follow-ups: asked right after the earlier question, in the same conversation
  {
    group: "follow-ups",
    query: "And the same for this year to date, please.",
    after: Q_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "follow-ups",
    query: "What about Seaside Turnover Cleaning at the cottage?",
    after: Q_MOUNTAIN_FRESH,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ type: "expense", ...thisYear(t), q: "SEASIDE TURNOVER" }))],
  },
  {
    group: "follow-ups",
    query: "And the Durham one?",
    after: Q_RALEIGH_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "and the one after that?",
    after: Q_NEXT_ESTIMATE,
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligations(t, `obligation_type=tax:payment&start_date=${t.today}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length < 2) throw new Error("fewer than two open estimated payments");
      return [longDate(open[1]!.due_date)];
    },
  },
  {
    group: "follow-ups",
    query: "How many nights was it booked that month?",
    after: Q_COTTAGE_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", month(lastYear(t), 8)))],
  },

  // What the records cannot answer
  {
    group: "unanswerable",
    query: 'Forwarding from Daniel: "whats the cabin worth now do u think? thinking about a refi"',
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What is the current principal balance left on the Truist mortgage for Osprey Point?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: 'From Tomas: "should we bump keishas rent when the lease rolls over? whats market rent in durham these days"',
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is it supposed to rain in Asheville this weekend? The cleaners want to know before they drive up.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid ServiceMaster Restoration this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Would Harbor Lane save on taxes if we elected to be taxed as an S corporation instead of a partnership?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did Daniel Okafor receive in distributions last quarter?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Could you project what our total revenue will be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the current vacancy rate for long-term rentals in Raleigh?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
