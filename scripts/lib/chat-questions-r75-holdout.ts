// Blind set r75-holdout: 60 questions about the North Carolina LLC (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: the LLC's newly hired part-time office manager in her first week, finding out where things
// stand: income and expenses by property and month, each tenant's rent and payments, the deposit,
// insurance and taxes, deadlines, what the leases and agreements say, follow-ups that narrow the last
// answer, and a few things the records cannot answer.
import { type Case, type Truth, figure, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, guestsOf, quarter, thisYear, titles, year } from "./chat-questions";

/** The current calendar year. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** "$1,234.56" */
const usd = (amount: string) => `$${figure(amount)}`;
/** The most recent whole calendar month `m` (1..12) before the current month: "in March" as an owner means it. */
const latest = (t: Truth, m: number) => {
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? Y(t) : Y(t) - 1, m);
};
/** Everything the ledger holds, through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRecord {
  id: string;
  address: string;
  acquisition_date: string;
  extra_metadata: Record<string, unknown>;
}
const metadata = async (t: Truth, fragment: string) => (await t.get<PropertyRecord>(`/api/v1/properties/${await pid(t, fragment)}`)).extra_metadata;

/** Fails unless a document whose title holds `title` is on file (then its literal text may be expected). */
async function onFile(t: Truth, title: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length === 0) throw new Error(`no document titled like "${title}" on file`);
}

/** The next open deadline whose description holds `q`, as its long date. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

const MEMBERS_Q = "per the operating agreement who are the members + what % does each one own?";
const DURHAM_RENT_Q = "How much rent did we collect from the Durham unit last yr?";
const FORM_1065_Q = "when is the partnership return (1065) due?";
const OSPREY_LAST_MONTH_Q = "Can you pull up Osprey Point's revenue for last month, cleaning fees included";
const CABIN_BOUGHT_Q = "When did we buy the Asheville cabin and what did we pay for it?";

export const R75_HOLDOUT_CASES: Case[] = [
  // Income by period, property and source.
  {
    group: "income",
    query: DURHAM_RENT_Q,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "what's our total income ytd? all properties, everything in",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "What did the cabin bring in from Airbnb bookings in q2 this year? not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: OSPREY_LAST_MONTH_Q,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], property: await pid(t, "Osprey"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "has Owen ever paid us a late fee? how much in total",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:late_fees"], property: await pid(t, "Hickory"), ...allTime(t) }))],
  },
  {
    group: "income",
    query: "Short-term rental income for last year, both Airbnbs combined please (just the bookings)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "calculate Harbor Lane's long-term rent income for last quarter",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "how much have guests paid us in cleaning fees so far this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:cleaning_fees"], ...thisYear(t) }))],
  },

  // Expenses by vendor, category, property and period.
  {
    group: "expenses",
    query: "How much have we paid Mountain Fresh for cleaning the cabin this year?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did we spend on utilities at the Wilmington cottage last yr - electric, water, internet all together",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Osprey"), ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "total mortgage interest we paid last year across all 4 properties?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much was the property tax bill for Hickory Dr this year",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_tax"], property: await pid(t, "Hickory"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Triangle's management fees on Magnolia ytd?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:property_management"], property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did we pay the CPA for tax prep in March?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:legal_professional"], ...latest(t, 3) }))],
  },
  {
    group: "expenses",
    query: "can you add up all the expenses for the Durham unit last month",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense"], property: await pid(t, "Magnolia"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "How much did we pay Erie Insurance in total last year? (cabin + Magnolia)",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["expense:insurance"], q: "ERIE", ...year(Y(t) - 1) }))],
  },

  // Properties: purchase, basis, acquisition dates, addresses.
  {
    group: "properties",
    query: CABIN_BOUGHT_Q,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [longDate(p.acquisition_date), usd(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "what's the depreciable basis on Osprey Point? (building + furniture, not the land)",
    tool: "query_database",
    expect: async (t) => [usd((await t.property("Osprey")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "Can you tell me the land vs building split for 1502 Hickory?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [usd(p.land_basis), usd(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the full address of the Magnolia St place, I need the zip for a form",
    tool: "query_database",
    expect: async (t) => {
      const { address } = await t.property("Magnolia");
      const zip = /\b\d{5}\b(?!.*\b\d{5}\b)/.exec(address)?.[0];
      if (!zip) throw new Error(`no zip in ${address}`);
      return [address.split(",")[0]!, zip];
    },
  },
  {
    group: "properties",
    query: "Which property did Harbor Lane buy most recently, and when?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=1&sort=-acquisition_date");
      const p = items[0];
      if (!p) throw new Error("no properties");
      return [p.address.split(",")[0]!, longDate(p.acquisition_date)];
    },
  },

  // Tenants, rents, leases, deposits.
  {
    group: "tenants",
    query: "who's renting the Raleigh house right now and what's the rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await metadata(t, "Hickory");
      return [String(m.tenant), usd(String(m.monthly_rent))];
    },
  },
  {
    group: "tenants",
    query: "What's Keisha's monthly rent?",
    tool: "query_database",
    expect: async (t) => [usd(String((await metadata(t, "Magnolia")).monthly_rent))],
  },
  {
    group: "tenants",
    query: "has Keisha been paying every month this year? how much has she paid so far",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "tenants",
    query: "How much rent has Owen Fitzgerald paid us altogether, going back as far as our records go?",
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...allTime(t) }))],
  },
  {
    group: "tenants",
    query: "how much of a security deposit did Keisha Brown put down, and where are we holding it?",
    tool: "search_document_content",
    expect: async (t) => {
      // No deposit record: the lease is what states it.
      const { total } = await t.get<{ total: number }>("/api/v1/deposits?tenant=Keisha&include_settled=true");
      if (total !== 0) throw new Error("a deposit record exists: expect it from /api/v1/deposits instead");
      await onFile(t, "Magnolia Street Unit 2");
      return ["$1,675", "PNC"];
    },
  },

  // Company facts.
  {
    group: "company",
    query: "what's our EIN again?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who is the registered agent for Harbor Lane Properties LLC and what address do they use",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "When was the LLC formed? and whats our NC filing #",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; state_filing_number: string }>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "what mailing address do we have on file for the company?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ mailing_address: string }>("/api/v1/company")).mailing_address.split(",")[0]!],
  },

  // Deadlines and compliance.
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => {
      const first = (await obligations(t, "upcoming=3660")).items[0];
      if (!first) throw new Error("nothing upcoming");
      return [longDate(first.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 45 days I should put on the calendar?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      if (items.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: FORM_1065_Q,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:filing")],
  },
  {
    group: "deadlines",
    query: "When do we have to renew the flood insurance on Osprey?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:insurance&property_id=${await pid(t, "Osprey")}`)],
  },
  {
    group: "deadlines",
    query: "when's the 4th quarter estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=tax:payment&q=Q4")],
  },

  // Documents: what they say, which are on file.
  {
    group: "documents",
    query: "do we have any insurance policies on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance"),
  },
  {
    group: "documents",
    query: "What paperwork do we have for the Raleigh house?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await pid(t, "Hickory")}`),
  },
  {
    group: "documents",
    query: "What does the Magnolia lease say about pets?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Magnolia Street Unit 2");
      return ["cat", "$300"];
    },
  },
  {
    group: "documents",
    query: MEMBERS_Q,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Aisha Reyes", "Daniel Okafor"];
    },
  },
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Osprey Point Cottage insurance policy");
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof Oak City put on Hickory?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Oak City Roofing invoice");
      return ["10 years"];
    },
  },

  // Stays and bookings at the two Airbnbs.
  {
    group: "stays",
    query: "How many Airbnb bookings did the cabin have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "stays",
    query: "which guests stayed at Juniper Cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "stays",
    query: "how many nights was the Osprey cottage booked in August?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", latest(t, 8)))],
  },
  {
    group: "stays",
    query: "total nights booked at the cabin for last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastQuarter(t.today)))],
  },

  // Follow-ups: asked right after an earlier question, in its session.
  {
    group: "followups",
    query: "what about the Raleigh house?",
    after: DURHAM_RENT_Q,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...year(Y(t) - 1) }))],
  },
  {
    group: "followups",
    query: "and the annual report to the Secretary of State?",
    after: FORM_1065_Q,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "obligation_type=compliance:periodic_report")],
  },
  {
    group: "followups",
    query: "ok and how much has to stay in reserve before they get distributions?",
    after: MEMBERS_Q,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["$15,000"];
    },
  },
  {
    group: "followups",
    query: "what about the month before that?",
    after: OSPREY_LAST_MONTH_Q,
    tool: "query_database",
    expect: async (t) => [usd(await t.sum({ categories: ["revenue"], property: await pid(t, "Osprey"), ...lastMonth(lastMonth(t.today).start) }))],
  },
  {
    group: "followups",
    query: "how much of that was furniture?",
    after: CABIN_BOUGHT_Q,
    tool: "query_database",
    expect: async (t) => {
      const { id } = await t.property("Juniper");
      return [usd((await t.get<{ ffe_basis: string }>(`/api/v1/properties/${id}`)).ffe_basis)];
    },
  },

  // What the records cannot answer.
  {
    group: "unanswerable",
    query: "What's Osprey Point worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much do we still owe on the Truist mortgage for the cabin right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it supposed to rain in Asheville this weekend? we have guests coming",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay ServiceMaster for carpet cleaning last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // A vendor the company never paid.
      if ((await t.count({ q: "SERVICEMASTER", ...allTime(t) })) !== 0) throw new Error("the ledger holds ServiceMaster rows");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What should we raise Keisha's rent to when her lease is up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should Harbor Lane elect to be taxed as an S corp instead?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you give me Owen's cell number? I need to call him about the lawn guy",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "if Keisha pays late twice can we legally evict her?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much rent did the Raleigh house make back in 2021?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      // The house was bought later and the books start after: nothing to report.
      if ((await t.count({ property: await pid(t, "Hickory"), ...year(2021) })) !== 0) throw new Error("the ledger holds 2021 rows for Hickory");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what are other Airbnbs in Wilmington charging per night these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
