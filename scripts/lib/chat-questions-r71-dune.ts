// Blind set r71-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API ...
// ... (ledger sums and counts, property records, deposits, obligations, the company profile, the occupancy
// report and the document list); a phrase quoted from a document is used only after the document is found
// on file. Periods ("last year", "this year", "q2") are computed from the run's today. Persona: the tax
// preparer's seasonal assistant, new to the file: methodical, by property, unit and category.
import { type Case, figure, longDate, month, type Obligation, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));

/** The amount of the newest transaction matching a description fragment (and a category, a property). */
async function latestAmount(t: Truth, q: string, category: string, fragment?: string): Promise<string> {
  const property = fragment ? `&property_id=${(await t.property(fragment)).id}` : "";
  const { items } = await t.get<{ items: { amount: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}&category=${category}${property}&end_date=${t.today}&sort=-transaction_date&page_size=1`);
  if (!items[0]) throw new Error(`no transaction "${q}" in ${category}`);
  return items[0].amount;
}

/** A property's id by a fragment of its address. */
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** Open obligations matching a query, soonest first. */
async function openObligations(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}

/** The check-in surnames of the cottage's bookings in a period ("Week of ... - Okafor family, Vrbo #..."), in date order. */
async function cottageGuests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const id = await pid(t, "Lost Pine");
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&sort=transaction_date&page_size=200`);
  const names = items.map((tx) => /\s-\s([A-Z][\w'-]+)\s+(?:family|party)\b/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cottage guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Throws unless a document whose title holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}

/** Throws if any transaction's description holds `q`: for questions about a vendor never paid. */
async function neverPaid(t: Truth, q: string): Promise<void> {
  const n = await t.count({ start: "2000-01-01", end: t.today, q });
  if (n !== 0) throw new Error(`"${q}" has ${n} transactions`);
}

interface Company {
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null };
  extra_metadata: Record<string, unknown>;
}

// Questions a follow-up is asked after.
const SNOW_LAST_YEAR = "Good morning! I'm working on the River Street building's expenses. How much did the company pay North Channel Snow & Ice for plowing and salting last year?";
const TOWER_YTD = "How much has the cell tower on the farm paid in ground rent ytd?";
const COTTAGE_Q3 = "What did the Lost Pine cottage gross in bookings in q3 last yr?";
const TAXES_LAST_YEAR = "Could you total the property taxes for all three properties last year, summer and winter bills together?";
const KAYLA_YTD = "How much rent has Kayla in Apartment 201 paid so far this year?";

export const R71_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------- income by period, property, source
  {
    group: "income",
    query: "Could you tell me how much base rent the two retail units at River Street paid last year, not counting the NNN estimates?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: await pid(t, "River Street"), q: "base rent" }))],
  },
  {
    group: "income",
    query: "How much did Driftwood Bakehouse pay in NNN estimates last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: await pid(t, "River Street"), q: "Unit A NNN estimate" }))],
  },
  {
    group: "income",
    query: KAYLA_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Apt 201 rent" }))],
  },
  {
    group: "income",
    query: "Please pull up the rent collected from the three upstairs apartments at 377 River for the second quarter of this year.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(Y(t), 2), property: await pid(t, "River Street"), q: "Apt 20" }))],
  },
  {
    group: "income",
    query: TOWER_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: await pid(t, "72nd Avenue") }))],
  },
  {
    group: "income",
    query: "What did we recieve in farm cash rent from the Wierengas last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: await pid(t, "72nd Avenue") }))],
  },
  {
    group: "income",
    query: COTTAGE_Q3,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 3), property: await pid(t, "Lost Pine") }))],
  },
  {
    group: "income",
    query: "What was Tamarack Dune Holdings' total revenue last year across all three properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "The bakery owed a balance on its CAM reconciliation this spring. How much did it pay?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: await pid(t, "River Street"), q: "CAM reconciliation balance" }))],
  },

  // ---------------------------------------------------------------- expenses by vendor, category, property, period
  {
    group: "expenses",
    query: SNOW_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "North Channel" }))],
  },
  {
    group: "expenses",
    query: TAXES_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What was the summer tax bill on the lake cottage this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...thisYear(t), property: await pid(t, "Lost Pine"), q: "summer tax" }))],
  },
  {
    group: "expenses",
    query: "How much was the winter tax on the 80 acres that we paid this February?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...month(Y(t), 2), property: await pid(t, "72nd Avenue") }))],
  },
  {
    group: "expenses",
    query: "How much mortgage interest did we pay on the River Street building last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1), property: await pid(t, "River Street") }))],
  },
  {
    group: "expenses",
    query: "What did Chinook Street Property Services charge in management fees for Q3 of this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...quarter(Y(t), 3) }))],
  },
  {
    group: "expenses",
    query: "What have cleaning costs at the cottage come to so far this year? Please include Brenna's turnovers and the season opening clean.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...thisYear(t), property: await pid(t, "Lost Pine") }))],
  },
  {
    group: "expenses",
    query: "utilities at 377 River St in q1 this year? electric, water, trash",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...quarter(Y(t), 1), property: await pid(t, "River Street") }))],
  },

  // ---------------------------------------------------------------- properties
  {
    group: "properties",
    query: "When did the LLC buy the River Street building, and what did it pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("River Street");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "Can you break out the land basis and the building basis on the Lost Pine cottage for me?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lost Pine");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis of the cottage, counting the furniture but not the land?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lost Pine")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "What is the address we have on file for the Amber Creek farm, and when did the company acquire it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("72nd Avenue");
      const road = /North \w+ Avenue/.exec(p.address)?.[0];
      if (!road) throw new Error(`no road in ${p.address}`);
      return [road, longDate(p.acquisition_date)];
    },
  },
  {
    group: "properties",
    query: "What did the new roof on the Keel Block cost us last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: await pid(t, "River Street") }))],
  },

  // ---------------------------------------------------------------- tenants, rents, deposits
  {
    group: "tenants",
    query: "What is Kayla Brzezinski paying a month for Apt 201 right now?",
    tool: "query_database",
    expect: async (t) => [figure(await latestAmount(t, "Apt 201 rent", "revenue:long_term_rental"))],
  },
  {
    group: "tenants",
    query: "What's Harbor Light Insurance's monthly base rent this year, for Unit B?",
    tool: "query_database",
    expect: async (t) => [figure(await latestAmount(t, "Unit B base rent", "revenue:long_term_rental"))],
  },
  {
    group: "tenants",
    query: "Which security deposits are we holding at the River Street building, and what do they add up to?",
    tool: "query_database",
    expect: async (t) => {
      const list = await t.get<{ items: unknown[]; held: string }>(`/api/v1/deposits?property_id=${await pid(t, "River Street")}`);
      if (list.items.length === 0) throw new Error("no deposits held");
      return [figure(list.held)];
    },
  },
  {
    group: "tenants",
    query: "How much of Elliot Vanderkooi's deposit did we keep when he moved out of 203?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { settlements: { kind: string; amount: string }[] }[] }>("/api/v1/deposits?include_settled=true&tenant=Vanderkooi");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`${kept.length} parts kept of the Vanderkooi deposit`);
      return [figure(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much of a security deposit did Noor Haddad put down, and when did we receive it?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string; received_date: string }[] }>("/api/v1/deposits?tenant=Haddad");
      if (items.length !== 1) throw new Error(`${items.length} deposits of Noor Haddad`);
      return [figure(items[0]!.amount), longDate(items[0]!.received_date)];
    },
  },

  // ---------------------------------------------------------------- company facts
  {
    group: "company",
    query: "Could you give me the company's EIN, please?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "Who are the members of Tamarack Dune, and what are their ownership percentages?",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await t.get<Company>("/api/v1/company")).extra_metadata.members ?? "");
      const names = [...members.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) \d+%/g)].map((m) => m[1]!);
      if (names.length < 2) throw new Error(`members: ${members}`);
      return [names[0]!, names[names.length - 1]!];
    },
  },
  {
    group: "company",
    query: "who's our resident agent in michigan?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "When was the LLC formed, and what is its LARA ID number?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<Company>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines and compliance
  {
    group: "deadlines",
    query: "What's the next deadline coming up for the company?",
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, "upcoming=3660"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "Is anything due in the next 60 days? I'd like to put it on the calendar.",
    tool: "query_database",
    expect: async (t) => [...new Set((await openObligations(t, "upcoming=60")).map((o) => longDate(o.due_date)))].slice(0, 2),
  },
  {
    group: "deadlines",
    query: "When is the next winter tax on the River Street building due?",
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, `q=winter%20property%20tax&property_id=${await pid(t, "River Street")}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When does the annual statement have to be filed with LARA next?",
    tool: "query_database",
    expect: async (t) => [longDate((await openObligations(t, "q=annual%20statement&obligation_type=compliance:periodic_report"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When is the summer property tax on the farm due next year?",
    tool: "query_database",
    expect: async (t) => {
      const next = Y(t) + 1;
      const due = (await openObligations(t, `q=summer%20property%20tax&property_id=${await pid(t, "72nd Avenue")}&start_date=${next}-01-01&end_date=${next}-12-31`))[0]!;
      return [longDate(due.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "Which documents do we have on file for the Lost Pine cottage?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, `property_id=${await pid(t, "Lost Pine")}`)).slice(0, 2),
  },
  {
    group: "documents",
    query: "Do we have a copy of the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "q=operating%20agreement")).slice(0, 1),
  },
  {
    group: "documents",
    query: "What does the bakery's lease say about the security deposit?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Driftwood Bakehouse");
      return ["$4,300"];
    },
  },
  {
    group: "documents",
    query: "Under the Brinebeck roofing contract, how long is the workmanship warranty on the new roof?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brinebeck Roofing");
      return ["5 years"];
    },
  },
  {
    group: "documents",
    query: "What late fee does Noor's lease for Apartment 203 charge if the rent comes in after the 5th?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Apartment 203");
      return ["$40"];
    },
  },

  // ---------------------------------------------------------------- stays at the cottage
  {
    group: "stays",
    query: "How many bookings did the cottage have in July this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 7), property: await pid(t, "Lost Pine") }))],
  },
  {
    group: "stays",
    query: "Who stayed at the lake cottage in August this year?",
    tool: "query_database",
    expect: async (t) => (await cottageGuests(t, month(Y(t), 8))).slice(0, 2),
  },
  {
    group: "stays",
    query: "How many nights was the Ludington cottage booked in August of last year?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lost Pine");
      const { start, end } = month(Y(t) - 1, 8);
      const report = await t.get<{ properties: { property_id: string; nights_booked: number }[] }>(`/api/v1/reports/occupancy?start_date=${start}&end_date=${end}&property_id=${p.id}`);
      const row = report.properties.find((r) => r.property_id === p.id);
      if (!row) throw new Error("no occupancy for the cottage");
      return [String(row.nights_booked)];
    },
  },
  {
    group: "stays",
    query: "How many fall long weekends did we rent out at the cottage in September and October this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], start: `${Y(t)}-09-01`, end: `${Y(t)}-10-31`, property: await pid(t, "Lost Pine"), q: "Fall weekend" }))],
  },

  // ---------------------------------------------------------------- follow-ups
  {
    group: "followups",
    query: "And so far this year?",
    tool: "query_database",
    after: SNOW_LAST_YEAR,
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "North Channel" }))],
  },
  {
    group: "followups",
    query: "What's the monthly amount they're paying right now?",
    tool: "query_database",
    after: TOWER_YTD,
    expect: async (t) => [figure(await latestAmount(t, "Northpoint Tower", "revenue:other", "72nd Avenue"))],
  },
  {
    group: "followups",
    query: "How much of that came through Vrbo rather than direct bookings?",
    tool: "query_database",
    after: COTTAGE_Q3,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...quarter(Y(t) - 1, 3), property: await pid(t, "Lost Pine"), q: "Vrbo" }))],
  },
  {
    group: "followups",
    query: "Just the River Street building, please.",
    tool: "query_database",
    after: TAXES_LAST_YEAR,
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1), property: await pid(t, "River Street") }))],
  },
  {
    group: "followups",
    query: "Thank you. Now could you widen that to all three apartments for the same period?",
    tool: "query_database",
    after: KAYLA_YTD,
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "River Street"), q: "Apt 20" }))],
  },

  // ---------------------------------------------------------------- what the records cannot answer
  {
    group: "unanswerable",
    query: "What would the Lost Pine cottage sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we raise Kayla's rent to when her lease comes up next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should Tamarack Dune elect S corporation status to save the members some tax?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather looking like in Ludington this weekend? wondering if the dock is ok",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Ottawa Gutter Guys for the cottage gutters last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await neverPaid(t, "Gutter");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "What will next year's summer tax bill on the farm come to?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What are Driftwood Bakehouse's annual sales? I'm curious whether they can afford the renewal.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much personal income tax did Pieter pay on his K-1 last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many hours did Ilse spend managing the properties last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can we legally evict Noor if she pays late twice in a row?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
