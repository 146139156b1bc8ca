// Round 20, held-out North Carolina company (Harbor Lane Properties LLC): a blind set written from the
// company file (scripts/lib/holdout-company.ts), the service spec and the REST API only, without reading
// the assistant's code, its tests, its docs or any other question set. Every expected figure, date and
// name is read at run time from the REST API (or, for what a document says, as the document writes it).
import {
  type Case,
  type Truth,
  RENTS,
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
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

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The first open obligation of a type (or matching a description) due today or later. */
async function nextDue(t: Truth, match: (o: { obligation_type: string; description: string }) => boolean) {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today && match(o))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error("no open obligation matches");
  return open[0];
}

/** Throws unless a document of that type, whose title holds the word, is on file. */
async function onFile(t: Truth, docType: string, word: string) {
  const found = (await titles(t, `doc_type=${docType}`)).filter((title) => title.toLowerCase().includes(word.toLowerCase()));
  if (found.length === 0) throw new Error(`no ${docType} document titled with ${word}`);
}

const money = async (p: Promise<string>) => [figure(await p)];

export const R20_HARBOR_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rental income did we take in last month, all four places combined?",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: RENTS, ...lastMonth(t.today) })),
  },
  {
    group: "income",
    query: "Gross rental income for Harbor Lane for last yr?",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: RENTS, ...lastYear(t) })),
  },
  {
    group: "income",
    query: "can you pull up what the cabin made in Airbnb rent in q3 of last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Juniper"), ...quarter(Y(t) - 1, 3) })),
  },
  {
    group: "income",
    query: "What did Keisha pay us in rent over the whole of last year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Magnolia"), ...lastYear(t) })),
  },
  {
    group: "income",
    query: "total long-term lease income for last quarter please",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["revenue:long_term_rental"], ...lastQuarter(t.today) })),
  },
  {
    group: "income",
    query: "Calculate the short-term rental income from the Wilmington cottage for July of last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...month(Y(t) - 1, 7) })),
  },
  {
    group: "income",
    query: "how much did both Airbnb listings bring in last year in booking income, together?",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) })),
  },
  {
    group: "income",
    query: "whats the total revenue from every source so far this year? ytd",
    tool: "query_database",
    expect: (t) => money(t.sum({ type: "revenue", ...thisYear(t) })),
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we spend on cleaning at the Asheville cabin last yr?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:maintenance:cleaning"], property: await pid(t, "Juniper"), ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "what did we pay Duke Energy in total last year, both houses?",
    tool: "query_database",
    expect: (t) => money(t.sum({ type: "expense", q: "DUKE ENERGY", ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "give me total property taxes paid last year across all the counties",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["expense:property_tax"], ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "What were all the expenses on the Raleigh house last month?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "expense", property: await pid(t, "Hickory"), ...lastMonth(t.today) })),
  },
  {
    group: "expenses",
    query: "hoa dues we paid for osprey point in q2 last year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Osprey"), ...quarter(Y(t) - 1, 2) })),
  },
  {
    group: "expenses",
    query: "Insurance premiums, total, for last year — all policies",
    tool: "query_database",
    expect: (t) => money(t.sum({ categories: ["expense:insurance"], ...lastYear(t) })),
  },
  {
    group: "expenses",
    query: "how much did Greenscape charge us for lawn care last year",
    tool: "query_database",
    expect: (t) => money(t.sum({ type: "expense", q: "GREENSCAPE", ...lastYear(t) })),
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was Harbor Lane's net income for last year, revenue minus all expenses?",
    tool: "query_database",
    expect: (t) => money(t.sum({ type: "net", ...lastYear(t) })),
  },
  {
    group: "net",
    query: "did the cabin make money last month? net after expenses",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: await pid(t, "Juniper"), ...lastMonth(t.today) })),
  },
  {
    group: "net",
    query: "net profit on the Durham unit for the 2nd quarter of last year",
    tool: "query_database",
    expect: async (t) => money(t.sum({ type: "net", property: await pid(t, "Magnolia"), ...quarter(Y(t) - 1, 2) })),
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the Osprey cottage get last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin in august last year?",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Juniper", month(Y(t) - 1, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "how many nights was Osprey Point booked in june of last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", month(Y(t) - 1, 6)))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who's the tenant in the Magnolia St unit and what's her monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Magnolia")) as unknown as { extra_metadata: { tenant: string; monthly_rent: string } };
      return [p.extra_metadata.tenant, figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "remind me what Owen pays a month for Hickory Dr",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Hickory")) as unknown as { extra_metadata: { monthly_rent: string } };
      return [figure(p.extra_metadata.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list the guests we had at the Wilmington place in October last year",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Osprey", month(Y(t) - 1, 10)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on 48 Juniper?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Raleigh house when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hickory")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "break down the osprey point basis for me - land vs building vs furniture",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      return [figure(p.land_basis), figure(p.building_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "total cost basis of the Durham condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN again? need it for a W-9",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who do we have listed as registered agent for Harbor Lane Properties?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "when exactly was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "what's our NC secretary of state ID number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, () => true)).due_date)],
  },
  {
    group: "deadlines",
    query: "Anything due in the next 45 days that I should know about?",
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
    query: "When is the state annual report due and how much is the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextDue(t, (x) => x.obligation_type === "compliance:periodic_report");
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report's description");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we need to renew the flood insurance on the beach house",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (x) => x.obligation_type === "property:insurance" && /flood/i.test(x.description))).due_date)],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - what date?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, (x) => x.obligation_type === "tax:payment")).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the hurricane deductible on the Osprey Point insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "In Keisha's lease, how much is the late fee if rent comes in late?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "other", "Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "how big a cash reserve does our operating agreement say we keep before paying out distributions?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Operating Agreement");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof Oak City put on Hickory",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file?",
    tool: "list_business_documents",
    expect: (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much did the Juniper cabin bring in on Airbnb last year?",
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Osprey"), ...lastYear(t) })),
  },
  {
    group: "follow-up",
    after: "total utilities for the Raleigh house last yr",
    query: "what about Magnolia?",
    tool: "query_database",
    expect: async (t) =>
      money(
        t.sum({
          categories: ["expense:utilities:electricity", "expense:utilities:gas", "expense:utilities:water", "expense:utilities:internet"],
          property: await pid(t, "Magnolia"),
          ...lastYear(t),
        }),
      ),
  },
  {
    group: "follow-up",
    after: "What's Owen Fitzgerald's monthly rent on Hickory?",
    query: "ok and how much rent has he actually paid us last year?",
    tool: "query_database",
    expect: async (t) => money(t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Hickory"), ...lastYear(t) })),
  },
  {
    group: "follow-up",
    after: "How many bookings did Osprey Point have in July last year?",
    query: "who were the guests?",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Osprey", month(Y(t) - 1, 7)),
  },
  {
    group: "follow-up",
    after: "what were our gross rents for last quarter?",
    query: "and total expenses for the same quarter?",
    tool: "query_database",
    expect: (t) => money(t.sum({ type: "expense", ...lastQuarter(t.today) })),
  },
  {
    group: "follow-up",
    after: "What's the building basis on the Magnolia Street unit?",
    query: "and the land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).land_basis)],
  },
  {
    group: "follow-up",
    after: "what's the regular all-perils deductible on the Osprey Point policy?",
    query: "and for a named storm?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "insurance:policy", "Osprey");
      return ["8,400"];
    },
  },
  {
    group: "follow-up",
    after: "what was our single biggest expense last year?",
    query: "who was that paid to?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      let best: { amount: string; description: string } | undefined;
      for (let page = 1; ; page++) {
        const { items } = await t.get<{ items: { amount: string; description: string; transaction_type: string }[] }>(
          `/api/v1/transactions?start_date=${start}&end_date=${end}&page_size=200&page=${page}`,
        );
        for (const tx of items) if (tx.transaction_type.toLowerCase() === "expense" && (!best || Number(tx.amount) > Number(best.amount))) best = tx;
        if (items.length < 200) break;
      }
      if (!best) throw new Error("no expenses last year");
      return [best.description.split(/\s+/).slice(0, 3).join(" ")];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what could we sell the Juniper cabin for in today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much principal is still left on the Truist mortgage for Osprey Point?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying PNC on the Magnolia loan?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can you project what our rental income will be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we sell the Raleigh house or keep renting it to Owen?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the Carolina Beach condo on Lake Park Blvd make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what was our rental income back in 2018?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Keisha Brown's credit score and SSN? need it for the renewal",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what nightly rate are other Airbnbs in Asheville charging right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did Pamlico Sound Holdings LLC, Tomas's other company, gross last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
