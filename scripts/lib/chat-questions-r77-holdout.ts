// Blind set r77-holdout: 60 questions about the North Carolina LLC (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: a member who thinks aloud and asks chains of connected questions (this year vs last year,
// one home vs another, the most and the least), often naming the company, and following up in the
// same session (`after:`).
import Decimal from "decimal.js";
import { type Case, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

interface PropertyRecord {
  id: string;
  address: string;
  acquisition_date: string;
  purchase_price_total: string;
  placed_in_service: string | null;
  extra_metadata: Record<string, unknown>;
}

const $ = (amount: string | Decimal) => `$${figure(amount)}`;
const thisYearNum = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisYearNum(t) - 1);
/** "48 Juniper Lane, Asheville, NC 28801" -> "Juniper": the word anyone naming the home says. */
const streetWord = (address: string) => address.split(",")[0]!.replace(/^\d+\s+/, "").split(/\s+/)[0]!;
const allProperties = async (t: Truth) => (await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=200")).items;
const record = async (t: Truth, fragment: string) => t.get<PropertyRecord>(`/api/v1/properties/${(await t.property(fragment)).id}`);
const propertySum = async (t: Truth, fragment: string, filter: Omit<Parameters<Truth["sum"]>[0], "property">) => t.sum({ ...filter, property: (await t.property(fragment)).id });

/** Each property's sum of a type over a period, largest first. */
async function ranked(t: Truth, type: "revenue" | "expense", period: { start: string; end: string }) {
  const rows = await Promise.all((await allProperties(t)).map(async (p) => ({ p, amount: new Decimal(await t.sum({ type, ...period, property: p.id })) })));
  return rows.sort((a, b) => b.amount.comparedTo(a.amount));
}

/** A document found on file by a title fragment (and type), or an error: its text may then be quoted. */
async function onFile(t: Truth, query: string): Promise<{ title: string; doc_date: string }> {
  const { items } = await t.get<{ items: { title: string; doc_date: string }[] }>(`/api/v1/documents?page_size=50&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
  return items[0]!;
}

async function open(t: Truth, query: string) {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
}

/** "This past summer": June through August of this year once August is over, else of last year. */
const pastSummer = (t: Truth) => {
  const y = Number(t.today.slice(5, 7)) > 8 ? thisYearNum(t) : thisYearNum(t) - 1;
  return { start: `${y}-06-01`, end: `${y}-08-31` };
};

// Questions a follow-up is asked after.
const Q_TOTAL_LAST_YEAR = "What did Harbor Lane make last yr, all in? every property, every source";
const Q_KEISHA_RENT = "how much rent did Keisha pay us last year? just rent please";
const Q_CABIN_BOUGHT = "When did Harbor Lane buy the Asheville cabin and what did we pay for it?";
const Q_CABIN_NIGHTS = "How many nights was the cabin booked last month?";
const Q_HURRICANE = "What's the hurricane deductible on the Osprey policy?";
const Q_MOUNTAIN_FRESH = "what have we paid Mountain Fresh for cleaning the cabin this year";
const Q_MOST_EXPENSIVE = "which property had the highest expenses last yr?";
const Q_MEMBERS = "who are the members of Harbor Lane and what % does each one own?";

export const R77_HOLDOUT_CASES: Case[] = [
  // Income
  {
    group: "income",
    query: Q_TOTAL_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "ok so which of our four places brought in the most revenue last year, and how much?",
    tool: "query_database",
    expect: async (t) => {
      const [top] = await ranked(t, "revenue", lastYear(t));
      return [streetWord(top!.p.address), $(top!.amount)];
    },
  },
  {
    group: "income",
    query: Q_KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [$(await propertySum(t, "Magnolia", { categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Calculate what the Raleigh house has collected in rent ytd, not counting the late fee",
    tool: "query_database",
    expect: async (t) => [$(await propertySum(t, "Hickory", { categories: ["revenue:long_term_rental"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the cabin gross in q2 of last yr?",
    tool: "query_database",
    expect: async (t) => [$(await propertySum(t, "Juniper", { type: "revenue", ...quarter(thisYearNum(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "thinking about the leases vs airbnb... how much of Harbor Lane's income last year came from the long-term tenants?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Compare the Wilmington cottage's revenue last quarter with the same quarter a year before",
    tool: "query_database",
    expect: async (t) => {
      const q = lastQuarter(t.today);
      const before = { start: `${Number(q.start.slice(0, 4)) - 1}${q.start.slice(4)}`, end: `${Number(q.end.slice(0, 4)) - 1}${q.end.slice(4)}` };
      return [$(await propertySum(t, "Osprey", { type: "revenue", ...q })), $(await propertySum(t, "Osprey", { type: "revenue", ...before }))];
    },
  },
  {
    group: "income",
    query: "did we collect any late fees this year? how much $",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))],
  },

  // Expenses
  {
    group: "expenses",
    query: "How much did Harbor Lane spend on mortgage interest last year, all 4 loans together?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: Q_MOUNTAIN_FRESH,
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Mountain Fresh", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes last yr, total across the four counties?",
    tool: "query_database",
    expect: async (t) => [$(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the Osprey place ytd - power, water, internet, all of it",
    tool: "query_database",
    expect: async (t) => [$(await propertySum(t, "Osprey", { categories: ["expense:utilities"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "remind me, how much did the new roof on Hickory set us back?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [$(await t.sum({ categories: ["expense:capital_improvement"], start: p.acquisition_date, end: t.today, property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: Q_MOST_EXPENSIVE,
    tool: "query_database",
    expect: async (t) => {
      const [top] = await ranked(t, "expense", lastYear(t));
      return [streetWord(top!.p.address), $(top!.amount)];
    },
  },

  // Properties
  {
    group: "properties",
    query: Q_CABIN_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the land vs building split on Hickory Dr?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [$(p.land_basis), $(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the cottage, counting the furniture?",
    tool: "query_database",
    expect: async (t) => [$((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "can you tell me the full address of Keisha's place in Durham? need the zip for a form",
    tool: "query_database",
    expect: async (t) => {
      const { address } = await t.property("Magnolia");
      return [address.split(",")[0]!, /\b\d{5}\b(?!.*\d{5})/.exec(address)![0]];
    },
  },
  {
    group: "properties",
    query: "Which of our properties did we buy most recently, and when did it go into service?",
    tool: "query_database",
    expect: async (t) => {
      const newest = (await allProperties(t)).sort((a, b) => b.acquisition_date.localeCompare(a.acquisition_date))[0]!;
      return [streetWord(newest.address), longDate(newest.placed_in_service!)];
    },
  },

  // Tenants and leases
  {
    group: "tenants",
    query: "who's renting Magnolia right now and what's the rent?",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata } = await record(t, "Magnolia");
      return [String(extra_metadata.tenant), $(String(extra_metadata.monthly_rent))];
    },
  },
  {
    group: "tenants",
    query: "Owen at the Raleigh house - what's he paying a month?",
    tool: "query_database",
    expect: async (t) => [$(String((await record(t, "Hickory")).extra_metadata.monthly_rent))],
  },
  {
    group: "tenants",
    query: "When does Keisha's lease end?",
    tool: "search_document_content",
    expect: async (t) => {
      const lease = await onFile(t, `q=${encodeURIComponent("Magnolia")}&doc_type=other`);
      // The lease runs August 1 of the year it was signed to July 31 of the next.
      return [`July 31, ${Number(lease.doc_date.slice(0, 4)) + 1}`];
    },
  },
  {
    group: "tenants",
    query: "how much security deposit did Keisha put down when she moved in?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `q=${encodeURIComponent("Magnolia")}&doc_type=other`);
      return ["$1,675.00"];
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
    query: Q_MEMBERS,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"];
    },
  },
  {
    group: "company",
    query: "Need our NC SOS filing number and the date the LLC was formed",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string; formation_date: string }>("/api/v1/company");
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "who's our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },

  // Deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline coming up for Harbor Lane?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days? don't want to miss something over the holidays",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      if (items.length === 0) throw new Error("nothing due in the next 45 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When's the next NC annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await open(t, "obligation_type=compliance:periodic_report");
      return [longDate(o.due_date), ...(/\$\d[\d,]*(\.\d\d)?/.exec(o.description) ?? []).slice(0, 1)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to file the 1065 for this year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "obligation_type=tax:filing");
      const o = items.find((i) => i.description.includes(`for ${thisYearNum(t)}`));
      if (!o) throw new Error("no partnership return for this year");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When's the Wilmington STR permit up for renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=compliance:license_renewal")).due_date)],
  },

  // Documents
  {
    group: "documents",
    query: "What documents does Harbor Lane have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },
  {
    group: "documents",
    query: "do we have the cottage's insurance policy on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `doc_type=insurance&property_id=${(await t.property("Osprey")).id}`),
  },
  {
    group: "documents",
    query: Q_HURRICANE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `doc_type=insurance:policy&property_id=${(await t.property("Osprey")).id}`);
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "How long is the workmanship warranty on the Hickory roof?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `doc_type=accounting:invoice&property_id=${(await t.property("Hickory")).id}`);
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement, how much cash do we have to keep in reserve before paying out distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["$15,000"];
    },
  },
  {
    group: "documents",
    query: "Keisha wants to get a cat - what's the pet fee in her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, `q=${encodeURIComponent("Magnolia")}&doc_type=other`);
      return ["$300.00"];
    },
  },

  // Stays
  {
    group: "stays",
    query: Q_CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "stays",
    query: "who stayed at the cottage last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "how many bookings did the cabin get in july last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYearNum(t) - 1, 7), property: (await t.property("Juniper")).id }))],
  },
  {
    group: "stays",
    query: "total nights booked across the cabin and the cottage this past summer, june thru august?",
    tool: "query_database",
    expect: async (t) => [String((await nightsBooked(t, "Juniper", pastSummer(t))) + (await nightsBooked(t, "Osprey", pastSummer(t))))],
  },

  // Follow-ups (asked right after the question in `after`, in the same session)
  {
    group: "follow-up",
    query: "and so far this year?",
    tool: "query_database",
    after: Q_TOTAL_LAST_YEAR,
    expect: async (t) => [$(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about Owen, same thing?",
    tool: "query_database",
    after: Q_KEISHA_RENT,
    expect: async (t) => [$(await propertySum(t, "Hickory", { categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the cottage in Wilmington?",
    tool: "query_database",
    after: Q_CABIN_BOUGHT,
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [longDate(p.acquisition_date), $(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    tool: "query_database",
    after: Q_CABIN_NIGHTS,
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    query: "ok and the regular deductible for everything else?",
    tool: "search_document_content",
    after: Q_HURRICANE,
    expect: async (t) => {
      await onFile(t, `doc_type=insurance:policy&property_id=${(await t.property("Osprey")).id}`);
      return ["$2,500"];
    },
  },
  {
    group: "follow-up",
    query: "how does that compare with what Seaside charged us at the cottage?",
    tool: "query_database",
    after: Q_MOUNTAIN_FRESH,
    expect: async (t) => [$(await t.sum({ type: "expense", q: "Seaside", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and which one was cheapest to run?",
    tool: "query_database",
    after: Q_MOST_EXPENSIVE,
    expect: async (t) => {
      const rows = await ranked(t, "expense", lastYear(t));
      const least = rows[rows.length - 1]!;
      return [streetWord(least.p.address), $(least.amount)];
    },
  },
  {
    group: "follow-up",
    query: "how much did Daniel put in as his initial capital?",
    tool: "search_document_content",
    after: Q_MEMBERS,
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["$24,000"];
    },
  },

  // Questions the records cannot answer
  { group: "unanswerable", query: "What's the cabin worth on today's market, ballpark?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much do we still owe on the Truist loan for the cottage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we be charging Keisha when her lease renews? is her rent too low for Durham these days", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "is it going to rain in Asheville this weekend? we've got guests checking in friday", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much has Harbor Lane paid Home Depot this year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should Harbor Lane elect S corp status to save on taxes?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's Owen's phone number? need to call him about the lawn guy", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the cottage gross next summer, roughly?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the interest rate on the PNC mortgage for Magnolia?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we make on Vrbo bookings last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
