// Blind set r61-holdout: 60 questions about the held-out fixture company (scripts/lib/holdout-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure quoted from a document is expected only after the document is found on file.
// Persona: the owners' adult daughter helping her retired parents with the company: polite and wordy,
// context before the question, sometimes two questions in one, vague periods, short follow-ups.
import Decimal from "decimal.js";
import { type Case, type Truth, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const thisYr = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => thisYr(t) - 1;
const dollars = (amount: string | Decimal) => `$${figure(amount)}`;
/** June 1 through August 31 of this year. */
const summer = (t: Truth) => ({ start: month(thisYr(t), 6).start, end: month(thisYr(t), 8).end });
/** Since the books begin (January of last year) through today. */
const allTime = (t: Truth) => ({ start: `${lastYr(t)}-01-01`, end: t.today });
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRecord {
  id: string;
  address: string;
  acquisition_date: string;
  extra_metadata: Record<string, string> | null;
}
const record = async (t: Truth, fragment: string) => t.get<PropertyRecord>(`/api/v1/properties/${await id(t, fragment)}`);

/** The document a list query finds; throws when none is on file. */
async function onFile(t: Truth, query: string): Promise<{ title: string; doc_date: string }> {
  const { items } = await t.get<{ items: { title: string; doc_date: string }[] }>(`/api/v1/documents?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no document on file for ${query}`);
  return items[0]!;
}

/** The next open deadline whose description holds `words`. */
async function due(t: Truth, words: string, more = ""): Promise<{ due_date: string; description: string }> {
  const next = await nextOpen(t, `q=${encodeURIComponent(words)}${more}`);
  if (!next) throw new Error(`no open obligation for ${words}`);
  return next;
}

// Questions later ones follow.
const Q_KEISHA_RENT = "Mom asked me to double check how much rent Keisha paid us for the Durham unit last year. Just rent please, nothing else.";
const Q_RALEIGH_YTD = "what did the Raleigh house bring in ytd? rent plus that late fee Owen paid";
const Q_HOA_YTD = "Dad keeps grumbling about the HOA at the beach cottage. How much have we paid in HOA dues there so far this year?";
const Q_RALEIGH_BOUGHT = "Silly question, but when exactly did Mom and Dad buy the Raleigh house, and what did they pay for it?";
const Q_CABIN_OCT = "How many bookings did the cabin have in October? Mom thought it was a quiet month.";

export const R61_HOLDOUT_CASES: Case[] = [
  // ---- income (9)
  {
    group: "income",
    query: Q_KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastYr(t)), property: await id(t, "Magnolia") }))],
  },
  {
    group: "income",
    query: "Hi! I'm helping my parents with Harbor Lane's books. Could you tell me the total income the company has brought in since the start of the year, all the properties together?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did the Asheville cabin earn over the summer (June thru August this year)? Please count the cleaning fees the guests paid too.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...summer(t), property: await id(t, "Juniper") }))],
  },
  {
    group: "income",
    query: Q_RALEIGH_YTD,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...thisYear(t), property: await id(t, "Hickory") }))],
  },
  {
    group: "income",
    query: "Dad is sure the beach cottage did better in q3 than in q2 this year. Can you pull up the Airbnb booking income for each of those two quarters? Not counting the cleaning fees.",
    tool: "query_database",
    expect: async (t) => {
      const osprey = await id(t, "Osprey");
      return [dollars(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisYr(t), 2), property: osprey })), dollars(await t.sum({ categories: ["revenue:rental_income"], ...quarter(thisYr(t), 3), property: osprey }))];
    },
  },
  {
    group: "income",
    query: "How much rent came in last month from our long-term tenants? Just the regular rent, not the Airbnb stuff.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Could you calculate the nightly booking income from both Airbnbs for last yr, leaving out the cleaning fees? Mom needs it for the accountant.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...year(lastYr(t)) }))],
  },
  {
    group: "income",
    query: "Sorry if this is a strange one, but how much did guests pay us in cleaning fees at the cottage and the cabin in 2025, combined?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:cleaning_fees"], ...year(2025) }))],
  },
  {
    group: "income",
    query: "what was total income for the whole company over the last couple of months, I mean September and October?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", start: month(thisYr(t), 9).start, end: month(thisYr(t), 10).end }))],
  },

  // ---- expenses (9)
  {
    group: "expenses",
    query: "Dad thinks we've paid Mountain Fresh an awful lot for cleaning the cabin. How much has it come to since January?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await id(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "Mom can't remember what the new roof on the Raleigh house ended up costing us. Can you look it up?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:capital_improvement"], ...allTime(t), property: await id(t, "Hickory") }))],
  },
  {
    group: "expenses",
    query: "Can you tell me what we paid in property taxes last year for all four houses together?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...year(lastYr(t)) }))],
  },
  {
    group: "expenses",
    query: Q_HOA_YTD,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "Mom asked me to check on the management company for the Durham condo. What did Triangle charge us in fees in 2025 altogether?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_management"], ...year(2025), property: await id(t, "Magnolia") }))],
  },
  {
    group: "expenses",
    query: "What did we spend on utilities at the Wilmington beach house over the summer, June through August? Electric, water and internet all in.",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:utilities"], ...summer(t), property: await id(t, "Osprey") }))],
  },
  {
    group: "expenses",
    query: "Dad thinks we paid Erie twice in 2025. What did the Erie insurance premiums add up to that year?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:insurance"], ...year(2025), q: "Erie" }))],
  },
  {
    group: "expenses",
    query: "There was a plumber at the cabin at some point, Blue Ridge I think? How much did they charge us?",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...allTime(t), q: "Blue Ridge", property: await id(t, "Juniper") }))],
  },
  {
    group: "expenses",
    query: "What were the company's total expenses last quarter, not counting the mortgage payments?",
    tool: "query_database",
    expect: async (t) => {
      const period = lastQuarter(t.today);
      const all = new Decimal(await t.sum({ type: "expense", ...period }));
      const mortgage = new Decimal(await t.sum({ categories: ["expense:mortgage_interest"], ...period }));
      return [dollars(all.minus(mortgage))];
    },
  },

  // ---- properties (5)
  {
    group: "properties",
    query: Q_RALEIGH_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Our accountant is asking for the depreciable basis on the cabin, so the building plus the furniture but not the land. What is it?",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "How was the purchase of the Osprey Point cottage split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [dollars(p.land_basis), dollars(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "I'm filling out a form for Mom and need the full address of the Durham unit, zip code and all.",
    tool: "query_database",
    expect: async (t) => {
      const { address } = await t.property("Magnolia");
      return [address.split(",")[0]!, /\b\d{5}\b/.exec(address)![0]];
    },
  },
  {
    group: "properties",
    query: "Which property did Harbor Lane buy most recently, and when was that?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { address: string; acquisition_date: string }[] }>("/api/v1/properties?page_size=200&sort=-acquisition_date");
      const newest = items[0]!;
      return [newest.address.split(",")[0]!, longDate(newest.acquisition_date)];
    },
  },

  // ---- tenants (4)
  {
    group: "tenants",
    query: "Who's renting the Raleigh house these days, and what does he pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const meta = (await record(t, "Hickory")).extra_metadata!;
      return [meta.tenant!, dollars(meta.monthly_rent!)];
    },
  },
  {
    group: "tenants",
    query: "Mom wants to know when Keisha's lease actually runs out. Could you check the lease for the end date?",
    tool: "search_document_content",
    expect: async (t) => {
      const lease = await onFile(t, "q=lease");
      // The lease runs August 1 of the year it was signed through July 31 of the next.
      return [`July 31, ${Number(lease.doc_date.slice(0, 4)) + 1}`];
    },
  },
  {
    group: "tenants",
    query: "Are we holding a security deposit for Keisha at the Durham place? How much did she put down according to her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=lease");
      return ["$1,675.00"];
    },
  },
  {
    group: "tenants",
    query: "Just so I have it written down, who are our long-term tenants right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { extra_metadata: Record<string, string> | null }[] }>("/api/v1/properties?page_size=200");
      const tenants = items.map((p) => p.extra_metadata?.tenant).filter((name): name is string => Boolean(name));
      if (tenants.length === 0) throw new Error("no tenants on record");
      return tenants;
    },
  },

  // ---- company (4)
  {
    group: "company",
    query: "I'm filling out a W-9 for the bank on Dad's behalf. What's Harbor Lane's EIN?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "When was the LLC formed, and what's our filing number with the NC Secretary of State?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ formation_date: string; state_filing_number: string }>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "Who do we have listed as the registered agent, and at what address? Dad thinks it's still him.",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "Who are the members of Harbor Lane Properties, and what percentage does each of them own? Mom wants to confirm Daniel's share.",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["Daniel Okafor", "20"];
    },
  },

  // ---- deadlines (5)
  {
    group: "deadlines",
    query: "What's the very next deadline we have coming up, whatever it is?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("no open deadline");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Is anything due in the next 45 days? Mom doesn't want to miss anything over the holidays.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=45");
      if (items.length === 0) throw new Error("nothing due in 45 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the NC annual report due next, and what's the fee for filing it?",
    tool: "query_database",
    expect: async (t) => {
      const report = await due(t, "annual report");
      return [longDate(report.due_date), /\$\d[\d,]*/.exec(report.description)![0]];
    },
  },
  {
    group: "deadlines",
    query: "By when do we have to file the partnership return (the 1065) for this year?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=1065");
      const ret = items.find((o) => o.description.includes(`for ${thisYr(t)}`));
      if (!ret) throw new Error("no 1065 for this year");
      return [longDate(ret.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "When is the next fire extinguisher / smoke alarm inspection at the cabin?",
    tool: "query_database",
    expect: async (t) => [longDate((await due(t, "smoke alarm", `&property_id=${await id(t, "Juniper")}`)).due_date)],
  },

  // ---- documents (5)
  {
    group: "documents",
    query: "Can you pull up a list of the documents we have on file? Mom wants to make sure the operating agreement and Keisha's lease are in there.",
    tool: "list_business_documents",
    expect: async (t) => [...(await titles(t, "doc_type=formation:operating_agreement")), ...(await titles(t, "q=lease"))],
  },
  {
    group: "documents",
    query: "With hurricane season in mind, what does the cottage's insurance policy say the named storm deductible is?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy");
      return ["$8,400"];
    },
  },
  {
    group: "documents",
    query: "Does the operating agreement say how much we have to keep in reserve before the members get distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement");
      return ["$15,000"];
    },
  },
  {
    group: "documents",
    query: "What warranty did Oak City Roofing give us on the workmanship for the Raleigh roof? It should be on the invoice.",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=accounting:invoice");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Keisha asked about getting a pet. What does her lease say about pets, and is there a fee?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "q=lease");
      return ["cat", "$300"];
    },
  },

  // ---- stays (4)
  {
    group: "stays",
    query: Q_CABIN_OCT,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYr(t), 10), property: await id(t, "Juniper") }))],
  },
  {
    group: "stays",
    query: "Dad wants to send thank-you notes. Who stayed at the Osprey Point cottage in August?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(thisYr(t), 8)),
  },
  {
    group: "stays",
    query: "How many nights was the beach cottage booked over the summer, June through August?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", summer(t)))],
  },
  {
    group: "stays",
    query: "Mom's curious how busy the cabin was in September: how many nights was it rented, and how many separate stays was that?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", month(thisYr(t), 9))), String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYr(t), 9), property: await id(t, "Juniper") }))],
  },

  // ---- follow-ups (5)
  {
    group: "follow-up",
    query: "And what about the Raleigh house?",
    after: Q_KEISHA_RENT,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastYr(t)), property: await id(t, "Hickory") }))],
  },
  {
    group: "follow-up",
    query: "and the year before?",
    after: Q_RALEIGH_YTD,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...year(lastYr(t)), property: await id(t, "Hickory") }))],
  },
  {
    group: "follow-up",
    query: "Oh my. And for all of last year?",
    after: Q_HOA_YTD,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...year(lastYr(t)), property: await id(t, "Osprey") }))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: Q_RALEIGH_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      return [longDate(p.acquisition_date), dollars(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "And the cottage?",
    after: Q_CABIN_OCT,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(thisYr(t), 10), property: await id(t, "Osprey") }))],
  },

  // ---- unanswerable (10)
  {
    group: "unanswerable",
    query: "Dad's been wondering what the cabin is worth now. What could we sell it for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much do we still owe on the Truist mortgage for the beach cottage as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "We have guests checking in at the Wilmington cottage this weekend. Is it supposed to rain there?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we raise Keisha's rent to when her lease comes up? Mom doesn't want to lose her but prices have gone up.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "If Mom and Dad sell the Raleigh house, should they do a 1031 exchange? Would that save them on taxes?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Did we ever pay ServiceMaster for carpet cleaning at the Durham unit? How much was it?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Dad lost Owen's phone number. Can you give it to me so I can text him about the gutters?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate are we paying on the First Citizens loan for the Raleigh house?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we put the cabin in its own separate LLC for liability reasons? Dad read something about that online.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many of the guests at the cottage gave us five-star reviews this summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
