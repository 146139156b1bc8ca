// Blind set r36 for the Tennessee spec company (Holloway Creek Stays LLC): written without reading the
// assistant's code, its tests, its docs or any other question set. Every expected figure, date and name
// is read at run time from the REST API (periods relative to t.today); figures quoted from a document are
// expected as the document writes them, after checking through the API that the document is on file.
import Decimal from "decimal.js";
import { type Case, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; formation_date: string; state_filing_number: string; mailing_address: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const txs = (t: Truth, query: string) => t.get<{ items: { description: string; amount: string; transaction_date: string }[] }>(`/api/v1/transactions?page_size=200&${query}`);
/** The next open deadline matching a query, or an error. */
const due = async (t: Truth, query: string) => {
  const o = await nextOpen(t, query);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
};
/** A document must be on file before its text is expected. */
const onFile = async (t: Truth, query: string, phrases: string[]) => {
  await titles(t, query);
  return phrases;
};

export const R36_SPEC_CASES: Case[] = [
  // income (8)
  {
    group: "income",
    query: "what did we gross in rent last yr across all three places?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "Can you pull up total income for Holloway Creek ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did the cabin bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await id(t, "Laurel"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "booking income from the Lockeland cottage in Q2 of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, "Lockeland"), ...quarter(Y(t) - 1, 2) }))],
  },
  {
    group: "income",
    query: "how much has come in thru VRBO so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much rent did Wendell pay us last year in total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "give me company-wide revenue for March of last year please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...month(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "Gatlinburg place this year: airbnb bookings vs vrbo bookings, how much gross from each?",
    tool: "query_database",
    expect: async (t) => {
      const property = await id(t, "Laurel");
      return [
        figure(await t.sum({ categories: ["revenue:rental_income"], property, q: "Airbnb", ...thisYear(t) })),
        figure(await t.sum({ categories: ["revenue:rental_income"], property, q: "VRBO", ...thisYear(t) })),
      ];
    },
  },

  // expenses (7)
  {
    group: "expenses",
    query: "How much have we paid Music City Maids this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Music City Maids", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total utilites for the cabin last yr (power, propane, water, internet)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await id(t, "Laurel"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did property taxes cost us last year, all properties together",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate the mortgage interest on the Tremont condo year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], property: await id(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What were total expenses at the Nashville cottage last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await id(t, "Lockeland"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "how much did Smoky Ridge's 18% co-host fee come to in q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], property: await id(t, "Laurel"), ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "expenses",
    query: "how much did airbnb and vrbo take in host/service fees last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...lastYear(t) }))],
  },

  // net (3)
  {
    group: "net",
    query: "what was the net on the cabin for last year after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await id(t, "Laurel"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "Holloway Creek overall profit ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "net income from the Chattanooga condo last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await id(t, "Tremont"), ...lastQuarter(t.today) }))],
  },

  // bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservations did the cabin have last month?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Laurel"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at Lockeland in September last year",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(Y(t) - 1, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the Gatlinburg cabin booked in July of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel", month(Y(t) - 1, 7)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the Tremont unit and what are they paying a month now",
    tool: "query_database",
    expect: async (t) => {
      const p = (await t.property("Tremont")) as unknown as { id: string; extra_metadata: { tenant: string } };
      return [p.extra_metadata.tenant, figure(await t.sum({ categories: ["revenue:long_term_rental"], property: p.id, ...lastMonth(t.today) }))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "number of bookings across both short term rentals in q3 last yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb stays has the cabin had this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Laurel"), q: "Airbnb", ...thisYear(t) }))],
  },

  // basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What did we pay for the Chattanooga condo when we bought it?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building split on 1814 Lockeland",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "whats the furniture / FF&E basis for the Laurel Bluff cabin",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel")).ffe_basis)],
  },

  // company (4)
  {
    group: "company",
    query: "remind me of our federal tax id number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "When was Holloway Creek Stays formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "what's our TN secretary of state control number",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "what mailing address does the LLC use",
    tool: "query_database",
    expect: async (t) => [(await company(t)).mailing_address.split(",")[0]!],
  },

  // deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing due?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).map((o) => o.due_date).sort();
      if (open.length === 0) throw new Error("nothing open");
      return [longDate(open[0]!)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 90 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in 90 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "When is the Tennessee annual report due, and what's the fee for it?",
    tool: "query_database",
    expect: async (t) => [await due(t, "obligation_type=compliance:periodic_report"), "300"],
  },
  {
    group: "deadlines",
    query: "when do we need to renew the gatlinburg business license",
    tool: "query_database",
    expect: async (t) => [await due(t, `obligation_type=compliance:license_renewal&property_id=${await id(t, "Laurel")}`)],
  },
  {
    group: "deadlines",
    query: "cabin insurance renewal - what date?",
    tool: "query_database",
    expect: async (t) => [await due(t, `obligation_type=property:insurance&property_id=${await id(t, "Laurel")}`)],
  },

  // documents (5)
  {
    group: "documents",
    query: "what's the all-perils deductible on the cabin's insurance policy",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "doc_type=insurance:policy", ["2,500"]),
  },
  {
    group: "documents",
    query: "Under our agreement with Smoky Ridge, how much can they spend on a repair without getting Maren's OK?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "q=Co-Hosting", ["400"]),
  },
  {
    group: "documents",
    query: "according to the Lockeland STRP permit, what's the renewal fee?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "q=STRP", ["313.00"]),
  },
  {
    group: "documents",
    query: "per the operating agreement what % of the company does Maren own",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "doc_type=formation:operating_agreement", ["50%"]),
  },
  {
    group: "documents",
    query: "which documents do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${await id(t, "Laurel")}`),
  },

  // follow-up (8)
  {
    group: "follow-up",
    after: "what did we spend on utilities at the cabin last year?",
    query: "and the cottage?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await id(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "total rental income for q3 last year, all properties",
    query: "how about q4?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarter(Y(t) - 1, 4) }))],
  },
  {
    group: "follow-up",
    after: "who is our registered agent?",
    query: "and what's their address",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.address.split(",")[0]!],
  },
  {
    group: "follow-up",
    after: "net profit on the Tremont condo last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await id(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    after: "what was our biggest repair bill last year?",
    query: "who did the work?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await txs(t, `category=expense:maintenance:repairs&start_date=${start}&end_date=${end}`);
      const top = items.reduce((a, b) => (new Decimal(b.amount).abs().gt(new Decimal(a.amount).abs()) ? b : a));
      return [top.description.split(" - ")[0]!];
    },
  },
  {
    group: "follow-up",
    after: "how many bookings did the cottage get in June last year?",
    query: "who were the guests",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", month(Y(t) - 1, 6)),
  },
  {
    group: "follow-up",
    after: "what did we pay in property tax on the cabin last yr?",
    query: "what about the condo?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], property: await id(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    after: "how much was the cabin's insurance premium last year?",
    query: "which company is that with?",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const { items } = await txs(t, `category=expense:insurance&property_id=${await id(t, "Laurel")}&start_date=${start}&end_date=${end}`);
      if (items.length === 0) throw new Error("no cabin insurance last year");
      return [items[0]!.description.split(" - ")[0]!];
    },
  },

  // unanswerable (10)
  { group: "unanswerable", unanswerable: true, query: "what's the cabin worth on today's market?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you forecast our rental income for next year?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "Should we sell the Chattanooga condo or refinance it?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "how much did the Pigeon Forge chalet make last yr?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what did the cottage gross back in 2023", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the remaining balance on the Truist mortgage for the cabin?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "What interest rate are we paying on the Pinnacle Bank loan?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "can you give me Wendell Akers' social security number and date of birth", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what's the EIN for Maple Hollow Rentals LLC?", tool: "query_database", expect: async () => [] },
  { group: "unanswerable", unanswerable: true, query: "what are comparable cabins in Gatlinburg charging per night these days?", tool: "query_database", expect: async () => [] },
];
