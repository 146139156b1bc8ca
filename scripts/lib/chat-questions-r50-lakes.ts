// Blind set r50-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written
// without reading the assistant's code, its tests, its docs or any other question set. Every expected
// figure, name and date is read at run time from the REST API (ledger sums, property records, company
// profile, obligations, documents); figures quoted from a document are checked to be on file first.
import { type Case, type Truth, figure, longDate, year, month, thisYear, lastMonth, quarter, nightsBooked, obligations, type Obligation } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface Tx {
  amount: string;
  transaction_date: string;
  description: string;
}

async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return items;
}

/** The amount of the latest transaction matching a query in the last two months. */
async function latestAmount(t: Truth, query: string): Promise<string> {
  const items = await txs(t, `start_date=${addDays(t.today, -70)}&end_date=${t.today}&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  const latest = [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date))[0]!;
  return figure(latest.amount);
}

/** Guests of the cabin's stays in a period, from the "... / Guest Name / n nights" descriptions. */
async function cabinGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const p = await t.property("Loon Song");
  const items = await txs(t, `category=revenue:rental_income&property_id=${p.id}&start_date=${period.start}&end_date=${period.end}`);
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

async function propertyMeta(t: Truth, fragment: string): Promise<Record<string, unknown>> {
  const p = await t.property(fragment);
  const full = await t.get<{ extra_metadata?: Record<string, unknown> }>(`/api/v1/properties/${p.id}`);
  if (!full.extra_metadata) throw new Error(`no extra_metadata on ${fragment}`);
  return full.extra_metadata;
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string };
}
async function company(t: Truth): Promise<Company> {
  const body = await t.get<Company & { data?: Company }>("/api/v1/company");
  const c = body.data ?? body;
  if (!c.ein) throw new Error("no company profile");
  return c;
}

const isOpen = (o: Obligation) => o.status !== "completed" && o.status !== "cancelled";

/** Open obligations due today or later, earliest first, optionally filtered. */
async function upcoming(t: Truth, keep: (o: Obligation) => boolean = () => true): Promise<Obligation[]> {
  const { items } = await obligations(t, "");
  const open = items.filter((o) => isOpen(o) && o.due_date >= t.today && keep(o)).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error("no upcoming obligation");
  return open;
}

/** Checks a document is on file (by a fragment of its title) before a figure is quoted from it. */
async function onFile(t: Truth, fragment: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>("/api/v1/documents?page_size=200");
  if (!items.some((d) => d.title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
}

const sumOf = async (t: Truth, filter: Parameters<Truth["sum"]>[0]) => figure(await t.sum(filter));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

export const R50_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did the Hollister apartments collect last month? just rent please, not the water bill-back or laundry",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["revenue:long_term_rental"], property: await pid(t, "Hollister"), ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: "Total revenue ytd for Tamarack Ridge, all four properties combined?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "revenue", ...thisYear(t) })],
  },
  {
    group: "income",
    query: "What did Loon Song Cabin gross through Airbnb in q3 last yr?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["revenue:rental_income"], property: await pid(t, "Loon Song"), q: "Airbnb", ...quarter(Y(t) - 1, 3) })],
  },
  {
    group: "income",
    query: "Can you pull up how much cash rent Leif paid us for the Colfax farmland last year, both halves together?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "revenue", property: await pid(t, "County Road Q"), ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "Everything the Chippewa Falls house brought in last year - rent, pet rent, late fees, all of it. What's the total?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "revenue", property: await pid(t, "Bridgewater"), ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "How much has the Chippewa Valley Housing Authority paid us in HAP for Tamika's unit so far this year?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["revenue:long_term_rental"], property: await pid(t, "Hollister"), q: "housing assistance payment", ...thisYear(t) })],
  },
  {
    group: "income",
    query: "I'm doing the books - what was the cabin's gross rental income for last year, Airbnb and direct stays combined (not counting the sales/room tax we collect)?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["revenue:rental_income"], property: await pid(t, "Loon Song"), ...year(Y(t) - 1) })],
  },
  {
    group: "income",
    query: "what did the coin laundry at the apartment building take in last yr",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["revenue:other"], property: await pid(t, "Hollister"), q: "Laundry", ...year(Y(t) - 1) })],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "How much did we pay Rindahl Snowplowing altogether last year?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "expense", q: "Rindahl", ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "propane for the cabin this year, what's it come to so far?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:utilities:gas"], property: await pid(t, "Loon Song"), ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "Please calculate the total property tax we paid last year across all four properties.",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:property_tax"], ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "What have Red Cedar's management fees cost us year to date?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:property_management"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "Total repair bills at 1418 Hollister last year? Only the repairs category, not lawn, snow or pest control.",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:maintenance:repairs"], property: await pid(t, "Hollister"), ...year(Y(t) - 1) })],
  },
  {
    group: "expenses",
    query: "give me total expenses for the whole LLC last month",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "expense", ...lastMonth(t.today) })],
  },
  {
    group: "expenses",
    query: "How much did we spend on insurance premiums last year, all the policies together?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:insurance"], ...year(Y(t) - 1) })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "What was the cabin's net income last year (revenue minus expenses)?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "net", property: await pid(t, "Loon Song"), ...year(Y(t) - 1) })],
  },
  {
    group: "net",
    query: "Is the Eau Claire building making money this year? whats the net so far",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "net", property: await pid(t, "Hollister"), ...thisYear(t) })],
  },
  {
    group: "net",
    query: "net profit for Tamarack Ridge Holdings in Q2 of last year, whole company",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "net", ...quarter(Y(t) - 1, 2) })],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "How many reservations did the cabin have in July last year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Loon Song"), ...month(Y(t) - 1, 7) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed up at the cabin in February of last year?",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, month(Y(t) - 1, 2)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was Loon Song booked in August last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", month(Y(t) - 1, 8)))],
  },
  {
    group: "bookings-or-tenants",
    query: "List the current tenants in the six units on Hollister Ave.",
    tool: "query_database",
    expect: async (t) => {
      const meta = await propertyMeta(t, "Hollister");
      const units = meta.units as { tenant: string }[] | undefined;
      if (!units?.length) throw new Error("no units on Hollister");
      return units.map((u) => u.tenant.trim().split(/\s+/).pop()!);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what are Travis and Jolene paying a month for the Bridgewater house right now (base rent)?",
    tool: "query_database",
    expect: async (t) => [await latestAmount(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Bridgewater")}&q=${encodeURIComponent("Travis Brekke")}`)],
  },
  {
    group: "bookings-or-tenants",
    query: "How much is Mai Nou paying for Apt 2 these days?",
    tool: "query_database",
    expect: async (t) => [await latestAmount(t, `category=revenue:long_term_rental&property_id=${await pid(t, "Hollister")}&q=${encodeURIComponent("Mai Nou Vang")}`)],
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "What's the depreciable basis on the lake cabin in Conover?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "what did we pay for the Colfax farmland when we bought it",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("County Road Q")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "For depreciation, how is the Hollister Avenue building's basis split between land and building?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "Total basis on 418 Bridgewater Ct?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Bridgewater")).total_basis)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "A vendor sent over a W-9 request, what's our EIN?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "What's Tamarack Ridge's entity ID with the Wisconsin DFI?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "Who is listed as our registered agent, and at what address?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await company(t);
      return [registered_agent.name, registered_agent.address.split(",")[0]!.trim()];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days? filings, renewals, taxes, whatever",
    tool: "query_database",
    expect: async (t) => {
      const end = addDays(t.today, 60);
      const due = (await upcoming(t, (o) => o.due_date <= end)).map((o) => longDate(o.due_date));
      return [...new Set(due)];
    },
  },
  {
    group: "deadlines",
    query: "When do we have to file the Wisconsin DFI annual report, and what's the fee?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => o.obligation_type === "compliance:periodic_report"))[0]!.due_date), "25"],
  },
  {
    group: "deadlines",
    query: "When's the tourist rooming house license for the cabin up for renewal?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, (o) => /tourist rooming house/i.test(o.description)))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when is the next property tax installment due on the farm land?",
    tool: "query_database",
    expect: async (t) => {
      const farm = await pid(t, "County Road Q");
      return [longDate((await upcoming(t, (o) => o.obligation_type === "property:tax" && o.property_id === farm))[0]!.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the standard per-occurrence deductible on the Kinnickinnic policy for the apartment building?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Kinnickinnic Mutual commercial package policy");
      return ["5,000"];
    },
  },
  {
    group: "documents",
    query: "Per our contract with Rindahl, what's the most we'd ever pay for plow pushes in one season?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl Snowplowing seasonal contract");
      return ["1,150"];
    },
  },
  {
    group: "documents",
    query: "what percentage does the Red Cedar management agreement say they take as the monthly management fee",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Red Cedar Property Management agreement");
      return ["7%"];
    },
  },
  {
    group: "documents",
    query: "Under the Brekkes' lease, how much is the late fee and after which day of the month does it apply?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Residential Lease, 418 Bridgewater Court");
      return ["$60", "5th"];
    },
  },
  {
    group: "documents",
    query: "Which formation documents do we have on file for the LLC?",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string; doc_type: string }[] }>("/api/v1/documents?page_size=200");
      const formation = items.filter((d) => d.doc_type.startsWith("formation:")).map((d) => d.title);
      if (formation.length === 0) throw new Error("no formation documents");
      return formation;
    },
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "How much rent came in from the Hollister tenants last month?",
    query: "ok and the same month a year ago?",
    tool: "query_database",
    expect: async (t) => {
      const lm = lastMonth(t.today);
      return [await sumOf(t, { categories: ["revenue:long_term_rental"], property: await pid(t, "Hollister"), ...month(Number(lm.start.slice(0, 4)) - 1, Number(lm.start.slice(5, 7))) })];
    },
  },
  {
    group: "follow-up",
    after: "What was the cabin's rental income last year, Airbnb and direct together?",
    query: "how much of that was from direct bookings?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["revenue:rental_income"], property: await pid(t, "Loon Song"), q: "Direct booking", ...year(Y(t) - 1) })],
  },
  {
    group: "follow-up",
    after: "How much property tax did we pay on the Hollister building last year?",
    query: "what about the Chippewa Falls house?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { categories: ["expense:property_tax"], property: await pid(t, "Bridgewater"), ...year(Y(t) - 1) })],
  },
  {
    group: "follow-up",
    after: "What's the depreciable basis of the cabin?",
    query: "and how much of that is furniture and equipment?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).ffe_basis)],
  },
  {
    group: "follow-up",
    after: "What did snow removal at the cabin cost us last yr?",
    query: "who was the vendor?",
    tool: "query_database",
    expect: async (t) => {
      const items = await txs(t, `category=expense:maintenance:snow_removal&property_id=${await pid(t, "Loon Song")}&start_date=${year(Y(t) - 1).start}&end_date=${year(Y(t) - 1).end}`);
      if (items.length === 0) throw new Error("no cabin snow removal last year");
      const vendors = [...new Set(items.map((tx) => tx.description.split(" - ")[0]!.trim()))];
      return vendors.map((v) => v.split(/\s+/)[0]!);
    },
  },
  {
    group: "follow-up",
    after: "When is the Town of Conover short-term rental permit due?",
    query: "how much is it?",
    tool: "query_database",
    expect: async (t) => {
      const permit = (await upcoming(t, (o) => /short-term rental permit/i.test(o.description)))[0]!;
      const fee = /\$(\d[\d,]*(?:\.\d{2})?)/.exec(permit.description)?.[1];
      if (!fee) throw new Error("no fee in the permit deadline");
      return [fee.replace(/\.00$/, "")];
    },
  },
  {
    group: "follow-up",
    after: "Who rents the farmland from us?",
    query: "how much did they pay us last year?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "revenue", property: await pid(t, "County Road Q"), ...year(Y(t) - 1) })],
  },
  {
    group: "follow-up",
    after: "What's the net income on the Bridgewater house year to date?",
    query: "and last year?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, { type: "net", property: await pid(t, "Bridgewater"), ...year(Y(t) - 1) })],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "What would the cabin sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much do you think the cabin will bring in next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we sell the Colfax farmland or keep leasing it to the Amundsens?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much rent did the Menomonie duplex collect last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Red Cedar Property Management's EIN? need it for their 1099",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did the Hollister building bring in for rent back in 2020?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the current payoff balance on the Hemlock Valley Bank loan as of today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you give me Priyanka Deshmukh's cell phone number and date of birth?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What will the property tax bill on the Eau Claire apartments be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what occupancy rate are the other Airbnbs on Little Muskie Lake getting?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
