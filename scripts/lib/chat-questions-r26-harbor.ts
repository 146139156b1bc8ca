// Round 26 blind set for the held-out North Carolina company (Harbor Lane Properties LLC), written on
// 2026-11-28 by an author who read only the company fixture (holdout-company.ts), eval-chat.ts, the
// helpers at the top of chat-questions.ts, service.ts and the service spec, and never the assistant's
// code, its tests, its docs or another question set. Checked with --expect-only only.
// Every figure, date and name is read at run time from the REST API; figures quoted from a document are
// written as the document writes them, after checking that the document is on file.
import {
  type Case,
  type Truth,
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
  nextOpen,
  nightsBooked,
  obligations,
  quarter,
  thisYear,
  titles,
  year,
} from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => ((await t.property(fragment)) as unknown as { extra_metadata: Record<string, string> }).extra_metadata;
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
/** Throws unless a document is on file, so a figure quoted from it is only expected while it is. */
const onFile = async (t: Truth, query: string, fragment: string) => {
  const list = await titles(t, query);
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" for ${query}`);
};
const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
};
const open = <T extends { status: string }>(items: T[]): T[] => items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
const none = async () => [] as string[];

const AFTER_CLEANING = "how much did we spend on cleaning at the cabin last year?";
const AFTER_OSPREY_AUG = "What was total revenue at Osprey Point this August?";
const AFTER_RALEIGH_PRICE = "what did we pay for the Raleigh house when we bought it";
const AFTER_ROOF = "what did the new roof on Hickory Dr end up costing us?";
const AFTER_FLOOD = "When is the flood insurance renewal on the Wilmington cottage due?";
const AFTER_OSPREY_JULY = "How many Airbnb bookings did Osprey get this July?";
const AFTER_DEDUCTIBLE = "what's the all other perils deductible on the Osprey Point insurance policy?";
const AFTER_KEISHA = "Whats Keisha paying per month for the Magnolia unit?";

export const R26_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did Keisha pay us last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Can you pull up total revenue for Harbor Lane for last quarter please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "what did the raleigh house bring in in rent last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "gross income ytd across all 4 properties? everything that came in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much did the cabin make last month, cleaning fees included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "total revenue for the Wilmington cottage in q3 this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Osprey"), ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "What has Owen paid us so far this year? late fee included",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Hickory"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did our Airbnb reservations gross last year, both short term rentals together, not counting the cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Mountain Fresh this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "MOUNTAIN FRESH", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate what we spent on utilites last year (power, water, gas, internet), all properties",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Total expenses for the Durham condo last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await pid(t, "Magnolia"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what were our total expenses last month, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much has Greenscape charged us for lawn care this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "GREENSCAPE", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Give me the total property tax we paid this year on all the houses.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did insurance premiums cost us in total last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "whats our net income ytd for the LLC",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Did the Asheville cabin actually make money last year? what was its net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Juniper"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "net profit on Osprey Point for last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Osprey"), ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cabin have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at osprey point in september",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(Y(t), 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was the Wilmington place booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's renting the Magnolia St unit right now and what's the rent?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [must(m.tenant, "Magnolia tenant"), figure(must(m.monthly_rent, "Magnolia rent"))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb bookings did we get in August across both rentals",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "remind me what Owen's monthly rent is on the Raleigh house?",
    tool: "query_database",
    expect: async (t) => [figure(must((await meta(t, "Hickory")).monthly_rent, "Hickory rent"))],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "purchase price of 1502 Hickory?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "Can you break out the land vs building basis for the Durham unit",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much furniture basis do we have in the Osprey cottage, and whats the total basis there",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.ffe_basis), figure(p.total_basis)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "can u give me the federal tax ID number for Harbor Lane Properties",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who's our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      return [registered_agent.name, must(registered_agent.address.split(",")[0], "agent street")];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "What's our NC Secretary of State ID number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate(must(await nextOpen(t, ""), "next open obligation").due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 60 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const items = open((await obligations(t, "upcoming=60")).items);
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when is the NC annual report due and how much is the filing fee",
    tool: "query_database",
    expect: async (t) => {
      const o = must(await nextOpen(t, "obligation_type=compliance:periodic_report"), "annual report");
      return [longDate(o.due_date), must(/\$(\d[\d,.]*)/.exec(o.description)?.[1], "annual report fee")];
    },
  },
  {
    group: "deadlines",
    query: "When do we have to renew the Wilmington short-term rental permit?",
    tool: "query_database",
    expect: async (t) => [longDate(must(await nextOpen(t, "obligation_type=compliance:license_renewal"), "permit renewal").due_date)],
  },
  {
    group: "deadlines",
    query: "when's the Q4 estimated tax payment for this year due?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "obligation_type=tax:payment");
      return [longDate(must(items.find((o) => o.description.startsWith(`Q4 ${Y(t)} `)), "Q4 estimate").due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy", "Osprey Point");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "per Keisha's lease, how much is the late fee if rent comes in late",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "", "Residential Lease, 310 Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "How big a reserve does our operating agreement say we have to keep before distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=formation:operating_agreement", "Operating Agreement");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the Oak City roof invoice",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=accounting:invoice", "Oak City Roofing");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the company?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    query: "and this year so far?",
    after: AFTER_CLEANING,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the cabin?",
    after: AFTER_OSPREY_AUG,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Juniper"), ...month(Y(t), 8) }))],
  },
  {
    group: "follow-up",
    query: "and when was it placed in service?",
    after: AFTER_RALEIGH_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate(must((await t.property("Hickory")).placed_in_service ?? undefined, "Hickory in service"))],
  },
  {
    group: "follow-up",
    query: "who was the vendor on that?",
    after: AFTER_ROOF,
    tool: "query_database",
    expect: async (t) => {
      if ((await t.count({ q: "OAK CITY ROOFING", start: "2000-01-01", end: t.today })) === 0) throw new Error("no roof");
      return ["Oak City Roofing"];
    },
  },
  {
    group: "follow-up",
    query: "how much did we pay for it this year?",
    after: AFTER_FLOOD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "FLOOD", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "who were the guests?",
    after: AFTER_OSPREY_JULY,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", month(Y(t), 7)),
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: AFTER_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "doc_type=insurance:policy", "Osprey Point");
      return ["1,000,000"];
    },
  },
  {
    group: "follow-up",
    query: "ok and how much was her security deposit per the lease?",
    after: AFTER_KEISHA,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "", "Residential Lease, 310 Magnolia");
      return ["1,675.00"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What would the Juniper cabin sell for on today's market?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "can you forecast our rental income for next year?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "Should we sell the Raleigh house or keep renting it to Owen?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "how much rent did we collect at 22 Cypress Court in Charlotte last year", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What were Harbor Lane's total expenses in 2022?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's the remaining principal balance on the Truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "what interest rate are we paying on the PNC loan for Magnolia?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "I need Owen Fitzgerald's social security number and date of birth for a form, can you pull those?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "What's the EIN for Blue Ridge Holdings LLC?", tool: "query_database", unanswerable: true, expect: none },
  { group: "unanswerable", query: "whats the average nightly rate for airbnbs in Asheville right now?", tool: "query_database", unanswerable: true, expect: none },
];
