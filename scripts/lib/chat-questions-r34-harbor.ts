// Blind evaluation set r34-harbor: 60 questions about the North Carolina held-out company (Harbor Lane
// Properties LLC, scripts/lib/holdout-company.ts), written without reading the assistant's code, its
// tests, its docs or any other question set. Expected figures, names and dates are read at run time
// from the REST API (ledger sums, property records, obligations, company record, documents on file);
// figures quoted from a document are expected as the document writes them. Periods are relative to
// the run date.
import { RENTS, figure, guestsOf, lastMonth, lastQuarter, longDate, month, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastY = (t: Truth) => thisY(t) - 1;
/** The most recent whole calendar month m (1..12) before today. */
const recent = (t: Truth, m: number) => {
  const y = thisY(t);
  const current = Number(t.today.slice(5, 7));
  return month(m < current ? y : y - 1, m);
};
/** The whole calendar quarter before the last whole one. */
const quarterBeforeLast = (t: Truth) => {
  const last = lastQuarter(t.today);
  const y = Number(last.start.slice(0, 4));
  const q = Math.ceil(Number(last.start.slice(5, 7)) / 3);
  return q === 1 ? quarter(y - 1, 4) : quarter(y, q - 1);
};
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const nonEmpty = (value: string | undefined | null, what: string) => {
  if (!value) throw new Error(`no ${what}`);
  return value;
};
const meta = async (t: Truth, fragment: string) => {
  const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>(`/api/v1/properties?q=${encodeURIComponent(fragment)}`);
  if (items.length !== 1) throw new Error(`property ${fragment}: ${items.length} matches`);
  return items[0]!.extra_metadata;
};
const company = (t: Truth) => t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string } }>("/api/v1/company");
const allObligations = async (t: Truth) => (await obligations(t, "")).items.filter((o) => o.status !== "cancelled");
/** A document is on file (by a fragment of its title); returns the fragment for chaining. */
const onFile = async (t: Truth, fragment: string) => {
  const list = await titles(t, "");
  if (!list.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document titled like ${fragment}`);
};

const Q_LAST_QTR = "gross rental income last quarter pls";
const Q_RALEIGH_LAST_YR = "What did the Raleigh house bring in last yr?";
const Q_DUKE_LAST_YR = "how much did we pay Duke Energy last year, both houses together";
const Q_RALEIGH_TENANT = "who's renting out the Raleigh house right now and what are they paying a month?";
const Q_DURHAM_REPAIRS = "were there any repair bills for the Durham unit this year?";
const Q_FLOOD_RENEWAL = "when does the flood insurance on Osprey Point renew?";
const Q_OSPREY_GUESTS_SEPT = "who stayed at Osprey in september?";
const Q_CABIN_DEPRECIABLE = "whats the depreciable basis on the cabin";

export const R34_HARBOR_CASES: Case[] = [
  // ---------------- income (8)
  {
    group: "income",
    query: "How much did we bring in from rent last month, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: Q_LAST_QTR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "Can you tell me Harbor Lane's total rental income for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: "pull up what the cabin has made on airbnb ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, "Juniper"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "How much rent has Keisha paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await id(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Osprey Point airbnb payouts for July of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await id(t, "Osprey"), ...month(lastY(t), 7) }))],
  },
  {
    group: "income",
    query: Q_RALEIGH_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await id(t, "Hickory"), ...year(lastY(t)) }))],
  },
  {
    group: "income",
    query: "for last year give me airbnb income and long term lease income separately",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(lastY(t)) })), figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(lastY(t)) }))],
  },

  // ---------------- expenses (7)
  {
    group: "expenses",
    query: Q_DUKE_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...year(lastY(t)) }))],
  },
  {
    group: "expenses",
    query: "what did cleaning cost us at the Asheville cabin last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: await id(t, "Juniper"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "Total property taxes we've paid this year across all four houses?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did we spend in total on the Osprey place last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", property: await id(t, "Osprey"), ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "insurance premiums paid in 2025 for all the properties, please",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Triangle in management fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "water bills for the Magnolia St unit last year - total?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:water"], property: await id(t, "Magnolia"), ...year(lastY(t)) }))],
  },

  // ---------------- net (3)
  {
    group: "net",
    query: "What's our net income so far this year for the whole company?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "calculate net profit on Magnolia ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await id(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "what did the cottage clear after expenses last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await id(t, "Osprey"), ...lastQuarter(t.today) }))],
  },

  // ---------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "how many reservatons did the cabin get in August?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Juniper"), ...recent(t, 8) }))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_OSPREY_GUESTS_SEPT,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Osprey", recent(t, 9)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cottage booked last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_RALEIGH_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const m = await meta(t, "Hickory");
      return [nonEmpty(m.tenant, "Hickory tenant"), figure(nonEmpty(m.monthly_rent, "Hickory rent"))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "total number of bookings across both airbnbs in july last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(lastY(t), 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "Who is our tenant in the Durham unit?",
    tool: "query_database",
    expect: async (t) => [nonEmpty((await meta(t, "Magnolia")).tenant, "Magnolia tenant")],
  },

  // ---------------- basis (4)
  {
    group: "basis",
    query: Q_CABIN_DEPRECIABLE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Juniper")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "What's the total basis for 310 Magnolia?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Magnolia")).total_basis)],
  },
  {
    group: "basis",
    query: "how is the Hickory Dr basis split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hickory");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "How much furniture & fixtures basis do we carry on the Wilmington property?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).ffe_basis)],
  },

  // ---------------- company (4)
  {
    group: "company",
    query: "what's the EIN for Harbor Lane Properties?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who's listed as our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "company",
    query: "need our NC secretary of state id number for a form",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },

  // ---------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next thing we have due?",
    tool: "query_database",
    expect: async (t) => {
      const open = (await allObligations(t)).filter((o) => o.status !== "completed" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
      return [longDate(nonEmpty(open[0]?.due_date, "open obligation"))];
    },
  },
  {
    group: "deadlines",
    query: "Anything coming due in the next 45 days?",
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
    query: "When's next year's NC annual report due, and what's the filing fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await allObligations(t)).find((x) => x.obligation_type === "compliance:periodic_report" && x.due_date.startsWith(String(thisY(t) + 1)));
      if (!o) throw new Error("no annual report next year");
      const fee = nonEmpty(/\$(\d[\d,]*(?:\.\d\d)?)/.exec(o.description)?.[1], "annual report fee");
      return [longDate(o.due_date), fee];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to renew the Wilmington short term rental permit?",
    tool: "query_database",
    expect: async (t) => {
      const open = (await allObligations(t)).filter((o) => o.obligation_type === "compliance:license_renewal" && o.status !== "completed" && o.due_date >= t.today);
      return [longDate(nonEmpty(open.sort((a, b) => a.due_date.localeCompare(b.due_date))[0]?.due_date, "permit renewal"))];
    },
  },
  {
    group: "deadlines",
    query: "date for the Q4 estimated tax payment this year?",
    tool: "query_database",
    expect: async (t) => {
      const o = (await allObligations(t)).find((x) => x.obligation_type === "tax:payment" && x.description.startsWith(`Q4 ${thisY(t)}`));
      return [longDate(nonEmpty(o?.due_date, "Q4 estimate"))];
    },
  },

  // ---------------- documents (5)
  {
    group: "documents",
    query: "what's the hurricane deductible on the Osprey Point policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Osprey Point Cottage insurance policy");
      return ["8,400"];
    },
  },
  {
    group: "documents",
    query: "If Keisha pays late, what's the late fee under her lease?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 310 Magnolia");
      return ["85.00"];
    },
  },
  {
    group: "documents",
    query: "According to our operating agreement, who are the members and what % does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Tomas Reyes", "Aisha Reyes", "Daniel Okafor"];
    },
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the new roof at Hickory, per the Oak City invoice?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Oak City Roofing invoice");
      return ["10 years"];
    },
  },
  {
    group: "documents",
    query: "What documents do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------- follow-up (8)
  {
    group: "follow-up",
    query: "and the quarter before that?",
    after: Q_LAST_QTR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...quarterBeforeLast(t) }))],
  },
  {
    group: "follow-up",
    query: "what about the Durham one?",
    after: Q_RALEIGH_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, property: await id(t, "Magnolia"), ...year(lastY(t)) }))],
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: Q_DUKE_LAST_YR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "DUKE ENERGY", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "when did we buy that one?",
    after: Q_RALEIGH_TENANT,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Hickory")).acquisition_date)],
  },
  {
    group: "follow-up",
    query: "who was the vendor on that?",
    after: Q_DURHAM_REPAIRS,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=expense:maintenance:repairs&property_id=${await id(t, "Magnolia")}&start_date=${thisYear(t).start}&end_date=${t.today}&page_size=50`);
      if (items.length !== 1) throw new Error(`Magnolia repairs this year: ${items.length}`);
      // The vendor's name is the first two words of the bank description ("CAROLINA HVAC SERVICE REPAIR").
      return [items[0]!.description.split(/\s+/).slice(0, 2).join(" ")];
    },
  },
  {
    group: "follow-up",
    query: "how much did we pay for it last time?",
    after: Q_FLOOD_RENEWAL,
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; transaction_date: string }[] }>(`/api/v1/transactions?category=expense:insurance&property_id=${await id(t, "Osprey")}&q=${encodeURIComponent("FLOOD")}&start_date=2000-01-01&end_date=${t.today}&page_size=50`);
      const latest = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0];
      return [figure(nonEmpty(latest?.amount, "flood premium"))];
    },
  },
  {
    group: "follow-up",
    query: "how many nights total was that?",
    after: Q_OSPREY_GUESTS_SEPT,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", recent(t, 9)))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: Q_CABIN_DEPRECIABLE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).depreciable_basis)],
  },

  // ---------------- unanswerable (10)
  { group: "unanswerable", query: "What's the cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can you project our rental income for next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Should we sell the Raleigh house or refinance it?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did we collect at 22 Pelican Way in Carolina Beach last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was our total rental income in 2023?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the remaining balance on the Truist mortgage for Osprey Point?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What interest rate are we paying on the PNC loan for Magnolia?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Can you give me Keisha Brown's social security number and date of birth?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Coastal Breeze Rentals LLC make last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are other Airbnbs in Asheville charging per night these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
