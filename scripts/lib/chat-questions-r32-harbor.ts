// Blind set r32-harbor: 60 questions an owner or bookkeeper of Harbor Lane Properties LLC (the North
// Carolina held-out company, scripts/lib/holdout-company.ts) would type. Written without reading the
// assistant's code, its tests, its docs or any other question set; every expected figure, date and
// name is read at run time from the REST API (or, for a document's text, checked on file through the
// API and expected as the document writes it).
import { type Case, type Obligation, type Truth, RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, obligations, quarter, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const prior = (t: Truth) => year(Y(t) - 1);
/** The most recent whole calendar month numbered m (1..12) before today. */
const recent = (t: Truth, m: number) => {
  const [y, cur] = t.today.split("-").map(Number) as [number, number];
  return month(cur > m ? y : y - 1, m);
};
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const meta = async (t: Truth, fragment: string) => {
  const p = (await t.property(fragment)) as unknown as { extra_metadata?: Record<string, string> };
  if (!p.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return p.extra_metadata;
};
const street = async (t: Truth, fragment: string) => (await t.property(fragment)).address.split(",")[0]!;
/** Open obligations whose description holds a phrase, soonest first. */
const openOf = async (t: Truth, phrase: string): Promise<Obligation[]> => {
  const { items } = await obligations(t, "");
  const open = items
    .filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.description.toLowerCase().includes(phrase.toLowerCase()))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation matching ${phrase}`);
  return open;
};
const company = async (t: Truth) => {
  const body = await t.get<Record<string, unknown>>("/api/v1/company");
  return ((body.data as Record<string, unknown> | undefined) ?? body) as { legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string } | string };
};
/** Checks a document is on file (by doc type and a title word) before its text is expected. */
const onFile = async (t: Truth, docType: string, word: string) => {
  const list = await titles(t, `doc_type=${docType}`);
  if (!list.some((title) => title.toLowerCase().includes(word.toLowerCase()))) throw new Error(`no ${docType} document titled with ${word}`);
};
const nonzero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what} is zero`);
  return figure(amount);
};

export const R32_HARBOR_CASES: Case[] = [
  // income (8)
  {
    group: "income",
    query: "how much did the cabin bring in last month?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Juniper") }), "cabin revenue")],
  },
  {
    group: "income",
    query: "Can you calculate Harbor Lane's gross rental income for last yr, all properties combined?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...prior(t) }), "gross rents")],
  },
  {
    group: "income",
    query: "what did osprey point gross in q3 of last year",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "revenue", ...quarter(Y(t) - 1, 3), property: await pid(t, "Osprey") }), "osprey q3")],
  },
  {
    group: "income",
    query: "ytd, how much rent has Keisha paid us?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "Magnolia"), q: "KEISHA" }), "Keisha rent")],
  },
  {
    group: "income",
    query: "Pull up our total Airbnb income for last year, both short-term rentals together please",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["revenue:rental_income"], ...prior(t) }), "airbnb income")],
  },
  {
    group: "income",
    query: "How much rent came in from the Raleigh house over the whole of last year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...prior(t), property: await pid(t, "Hickory") }), "hickory rent")],
  },
  {
    group: "income",
    query: "total rental income this past March, every property",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...recent(t, 3) }), "march rents")],
  },
  {
    group: "income",
    query: "give me last month's income broken out by property",
    tool: "query_database",
    expect: async (t) => {
      const out: string[] = [];
      for (const f of ["Juniper", "Magnolia", "Hickory", "Osprey"]) out.push(nonzero(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, f) }), `${f} revenue`));
      return out;
    },
  },

  // expenses (7)
  {
    group: "expenses",
    query: "what did we pay Mountain Fresh for cleanings last yr?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", ...prior(t), q: "MOUNTAIN FRESH" }), "mountain fresh")],
  },
  {
    group: "expenses",
    query: "Total insurance premiums across the company for last year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:insurance"], ...prior(t) }), "insurance")],
  },
  {
    group: "expenses",
    query: "how much have we spent on the Durham unit so far this year",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", ...thisYear(t), property: await pid(t, "Magnolia") }), "magnolia expenses")],
  },
  {
    group: "expenses",
    query: "What were the electric bills for the Asheville cabin last year, in total?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:utilities:electricity"], ...prior(t), property: await pid(t, "Juniper") }), "cabin electricity")],
  },
  {
    group: "expenses",
    query: "how much has greenscape charged us for lawn care this year?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", ...thisYear(t), q: "GREENSCAPE" }), "greenscape")],
  },
  {
    group: "expenses",
    query: "Property taxes we paid last year for all four houses — what's the total?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:property_tax"], ...prior(t) }), "property tax")],
  },
  {
    group: "expenses",
    query: "HOA dues paid on Osprey Point ytd?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", ...thisYear(t), property: await pid(t, "Osprey"), q: "HOA" }), "hoa dues")],
  },

  // net (3)
  {
    group: "net",
    query: "what was Harbor Lane Properties' net income for last year, everything included?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...prior(t) }))],
  },
  {
    group: "net",
    query: "Did Magnolia make money last month? whats the net",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastMonth(t.today), property: await pid(t, "Magnolia") }))],
  },
  {
    group: "net",
    query: "net profit on the Wilmington cottage year to date",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await pid(t, "Osprey") }))],
  },

  // bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the Osprey cottage get this past July?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...recent(t, 7), property: await pid(t, "Osprey") });
      if (n === 0) throw new Error("no july bookings");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "Give me the guest list for Osprey Point for last quarter",
    tool: "query_database",
    expect: (t) => guestsOf(t, "Osprey", lastQuarter(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Durham place now and what do they pay a month?",
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Magnolia");
      return [m.tenant!, figure(m.monthly_rent!)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "Remind me who our tenant on Hickory Dr is?",
    tool: "query_database",
    expect: async (t) => [(await meta(t, "Hickory")).tenant!],
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings did Juniper have in October of last year",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...month(Y(t) - 1, 10), property: await pid(t, "Juniper") });
      if (n === 0) throw new Error("no october bookings");
      return [String(n)];
    },
  },

  // basis (4)
  {
    group: "basis",
    query: "what's the depreciable basis on the Juniper cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "How much of our basis in Osprey Point is furniture & fixtures?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },
  {
    group: "basis",
    query: "land vs building basis for the raleigh house pls",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we originally pay for 310 Magnolia?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).purchase_price_total)],
  },

  // company (4)
  {
    group: "company",
    query: "whats harbor lane's EIN again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "I need our NC Secretary of State ID number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who do we have listed as registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [typeof agent === "string" ? agent : agent.name];
    },
  },

  // deadlines (5)
  {
    group: "deadlines",
    query: "What's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => [longDate((await openOf(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 45 days?",
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
    query: "When's the NC annual report due this time, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await openOf(t, "annual report"))[0]!;
      const fee = /\$(\d[\d,]*)/.exec(o.description)?.[1];
      if (!fee) throw new Error("no fee in the annual report's description");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Wilmington short term rental permit?",
    tool: "query_database",
    expect: async (t) => [longDate((await openOf(t, "short-term rental permit"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Due date for our next 1065 partnership return?",
    tool: "query_database",
    expect: async (t) => [longDate((await openOf(t, "1065"))[0]!.due_date)],
  },

  // documents (5)
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
    query: "Keisha's lease: how much is the late fee if rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => {
      const list = await titles(t, "");
      if (!list.some((title) => title.includes("Lease") && title.includes("Magnolia"))) throw new Error("no Magnolia lease on file");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "per our operating agreement, how much cash do we have to hold back as a reserve before distributions go out?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "formation:operating_agreement", "Harbor Lane");
      return ["15,000"];
    },
  },
  {
    group: "documents",
    query: "how long is Oak City's workmanship warranty on the new roof they did?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "accounting:invoice", "Oak City");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the company?",
    tool: "list_business_documents",
    expect: (t) => titles(t, ""),
  },

  // follow-up (8)
  {
    group: "follow-up",
    after: "How much rent came in from the Magnolia unit last year?",
    query: "and this year so far?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: RENTS, ...thisYear(t), property: await pid(t, "Magnolia") }), "magnolia rent ytd")],
  },
  {
    group: "follow-up",
    after: "What did the cabin gross last month?",
    query: "what about the cottage in Wilmington?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await pid(t, "Osprey") }), "osprey last month")],
  },
  {
    group: "follow-up",
    after: "Who stayed at Osprey Point last month?",
    query: "how many bookings was that?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Osprey") });
      if (n === 0) throw new Error("no bookings last month");
      return [String(n)];
    },
  },
  {
    group: "follow-up",
    after: "what did we pay oak city roofing last year?",
    query: "which property was that for?",
    tool: "query_database",
    expect: async (t) => [await street(t, "Hickory")],
  },
  {
    group: "follow-up",
    after: "When is our next estimated tax payment due?",
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const open = await openOf(t, "estimated tax payment");
      if (open.length < 2) throw new Error("fewer than two open estimated payments");
      return [longDate(open[1]!.due_date)];
    },
  },
  {
    group: "follow-up",
    after: "total water bills for the Durham unit last year?",
    query: "what about the raleigh one",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ categories: ["expense:utilities:water"], ...prior(t), property: await pid(t, "Hickory") }), "hickory water")],
  },
  {
    group: "follow-up",
    after: "What did we pay for insurance in total last year?",
    query: "how much of that was the flood policy?",
    tool: "query_database",
    expect: async (t) => [nonzero(await t.sum({ type: "expense", ...prior(t), q: "FLOOD" }), "flood insurance")],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis of 48 Juniper Lane?",
    query: "when was it placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // unanswerable (10)
  { group: "unanswerable", query: "What would the Asheville cabin sell for on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you project how much Osprey Point will make on Airbnb next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we refinance the Raleigh house or sell it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much rent did we collect on the Charlotte duplex last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what was our rental income back in 2019?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's the remaining principal on the Truist mortgage for the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what interest rate are we paying on the PNC loan for Magnolia?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you pull up Owen Fitzgerald's credit score and SSN from his application?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the EIN for Pelican Bay Rentals LLC", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much will New Hanover County raise the property tax on Osprey next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
