// Blind set r76-lakes: 60 questions about the Wisconsin LLC (scripts/lib/lakes-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, obligations, the company profile, the occupancy report and the document list); a figure or name quoted from a document is used only after checking that document is on file.
// Persona: the LLC's new property manager, onboarding: each unit and tenant, rents and payment
// history, deposits, leases, vendors, utilities, what is due and when, follow-ups that switch the unit
// or tenant, and a few things the records cannot answer.
import { type Case, figure, longDate, month, nightsBooked, nextOpen, obligations, quarter, RENTS, thisYear, titles, type Truth, year, lastMonth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const EVER = (t: Truth) => ({ start: "2000-01-01", end: t.today });
/** The latest whole month `m` (1..12) before today's month: this year's, else last year's. */
const lastWhole = (t: Truth, m: number) => month(Number(t.today.slice(5, 7)) > m ? Y(t) : Y(t) - 1, m);

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** The newest transaction matching a query string of GET /transactions. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&end_date=${t.today}&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document on file for "${q}"`);
}

const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

/** The open obligation due soonest whose description holds `q`. */
async function nextDue(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}&start_date=${t.today}`);
  if (!o) throw new Error(`no open obligation for "${q}"`);
  return longDate(o.due_date);
}

const MAI_NOU_RENT = "What is Mai Nou paying a month for apt 2 right now?";
const HOLLISTER_RENT_LAST_YEAR = "how much rent did the Hollister apartments bring in last yr?";
const RINDAHL_CAP = "What does the Rindahl plow contract say about the season cap?";
const TRH_LICENSE = "When's the tourist rooming house license for the cabin up for renewal?";
const WHO_RENTS_HOUSE = "Who's renting the Chippewa Falls house and what are they paying?";

export const R76_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (9)
  {
    group: "income",
    query: HOLLISTER_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "income",
    query: "what has the cabin grossed on bookings ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "income",
    query: "Total income for Tamarack Ridge in Q2 this year, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: "how much has Leif paid us for the Colfax farmland so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: (await t.property("County Road Q")).id }))],
  },
  {
    group: "income",
    query: "Can you pull up what the coin laundry at Hollister took in last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:other"], q: "laundry", ...year(Y(t) - 1), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "income",
    query: "water/sewer bill-backs we collected from the apartment tenants in 2025?",
    tool: "query_database",
    // Asked by year number: the fixture's history starts in January three years back, so it holds all of 2025 through 2028.
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(2025), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "income",
    query: "What did the house on Bridgewater bring in last month? just rent please, not the pet rent",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: (await t.property("Bridgewater")).id }))],
  },
  {
    group: "income",
    query: "how much has the housing authority paid on Tamika's unit this year (the HAP portion only)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "housing assistance payment", ...thisYear(t), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "income",
    query: "pet rent from the Brekkes last year - total $?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:pet_fees"], ...year(Y(t) - 1), property: (await t.property("Bridgewater")).id }))],
  },

  // ---------------------------------------------------------------- expenses (8)
  {
    group: "expenses",
    query: "What did we pay Red Cedar in management fees last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we spent on propane up at the cabin ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:gas"], q: "Wolf River Propane", ...thisYear(t), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "expenses",
    query: "What did Rindahl bill us in total last year? plowing plus the roof raking",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rindahl", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "calculate the property taxes we paid on all four places last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "the gas bill for the boiler at Hollister - what's it come to so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:gas"], ...thisYear(t), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "expenses",
    query: "How much did Valley Pro Plumbing charge us in 2025, all properties?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Valley Pro", ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "cleaning costs at the cabin last month - Becca's turnovers",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:cleaning"], ...lastMonth(t.today), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "expenses",
    query: "Total expenses on the farmland in 2025?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(2025), property: (await t.property("County Road Q")).id }))],
  },

  // ---------------------------------------------------------------- properties (5)
  {
    group: "properties",
    query: "When did we buy the Colfax farmland and what'd we pay for it?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("County Road Q");
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on the cabin?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "properties",
    query: "land vs building split for 1418 Hollister?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Hollister");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "whats the street address of the Chippewa Falls house",
    tool: "query_database",
    expect: async (t) => [(await t.property("Chippewa Falls")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "When was the Conover cabin placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      if (!p.placed_in_service) throw new Error("cabin has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- tenants (5)
  {
    group: "tenants",
    query: MAI_NOU_RENT,
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 2 rent")}`)).amount)],
  },
  {
    group: "tenants",
    query: "how much rent has Gerald in apt 1 paid this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Apt 1 rent", ...thisYear(t), property: (await t.property("Hollister")).id }))],
  },
  {
    group: "tenants",
    query: WHO_RENTS_HOUSE,
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${(await t.property("Bridgewater")).id}`);
      const payer = /from (?:\S+ )*?(\S+) - /.exec(tx.description)?.[1];
      if (!payer) throw new Error(`no payer in "${tx.description}"`);
      return [payer, figure(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "what security deposit are we holding for Mai Nou in apt 2?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Apt 2");
      return ["$1,050"];
    },
  },
  {
    group: "tenants",
    query: "Harold in apt 6 - how much has he paid in late fees, all time?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], q: "Apt 6", ...EVER(t) }))],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "what's our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who are the members of Tamarack Ridge Holdings and what % does each own?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["Kristin Aaberg", "Tomasz Wierzbicki", "Delphine Nyberg-Okafor"];
    },
  },
  {
    group: "company",
    query: "need the state filing # for the LLC (DFI entity id)",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed, and who is our registered agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=3660");
      if (!items[0]) throw new Error("nothing upcoming");
      return [longDate(items[0].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))].slice(0, 2);
    },
  },
  {
    group: "deadlines",
    query: "when's our next Wisconsin DFI annual report due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "DFI annual report")],
  },
  {
    group: "deadlines",
    query: TRH_LICENSE,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Tourist rooming house license")],
  },
  {
    group: "deadlines",
    query: "ST-12 for this quarter - when does it have to be filed?",
    tool: "query_database",
    expect: async (t) => {
      const q = Math.ceil(Number(t.today.slice(5, 7)) / 3);
      return [await nextDue(t, `ST-12 for Q${q} ${Y(t)}`)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: RINDAHL_CAP,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["$1,150"];
    },
  },
  {
    group: "documents",
    query: "per the apt 2 lease, what's the late fee and when does it kick in?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Apt 2");
      return ["$40"];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the Hollister building insurance policy?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "which documents do we have on file for the cabin?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Loon Song")).id}`),
  },
  {
    group: "documents",
    query: "do we have the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation:operating_agreement"),
  },

  // ---------------------------------------------------------------- stays (4)
  {
    group: "stays",
    query: "how many guest check-ins did the cabin have in July?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastWhole(t, 7), property: (await t.property("Loon Song")).id }))],
  },
  {
    group: "stays",
    query: "Who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => {
      // Each stay is one transaction: "Airbnb HM... / Guest Name / 4 nights, Oct 3-7 (...)".
      const { start, end } = lastMonth(t.today);
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${(await t.property("Loon Song")).id}&start_date=${start}&end_date=${end}&page_size=200`);
      const guests = items.map((tx) => / \/ ([^/]+?) \/ \d+ nights?/.exec(tx.description)?.[1]).filter((g): g is string => Boolean(g));
      if (guests.length === 0) throw new Error(`no guests at the cabin in ${start}..${end}`);
      return [...new Set(guests)];
    },
  },
  {
    group: "stays",
    query: "nights booked at Loon Song in August?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", lastWhole(t, 8)))],
  },
  {
    group: "stays",
    query: "how many direct bookings (not airbnb) did we take at the cabin this year",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], q: "Direct booking", ...thisYear(t), property: (await t.property("Loon Song")).id }))],
  },

  // ---------------------------------------------------------------- follow-ups (5)
  {
    group: "follow-up",
    query: "ok and apt 6?",
    after: MAI_NOU_RENT,
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 6 rent")}`)).amount)],
  },
  {
    group: "follow-up",
    query: "same thing for the Bridgewater house",
    after: HOLLISTER_RENT_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...year(Y(t) - 1), property: (await t.property("Bridgewater")).id }))],
  },
  {
    group: "follow-up",
    query: "and what do they charge per push?",
    after: RINDAHL_CAP,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Rindahl");
      return ["$65"];
    },
  },
  {
    group: "follow-up",
    query: "what did we pay for it last time?",
    after: TRH_LICENSE,
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=expense:licenses_permits&q=${encodeURIComponent("tourist rooming house")}`)).amount)],
  },
  {
    group: "follow-up",
    query: "how much of a deposit did they put down?",
    after: WHO_RENTS_HOUSE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Bridgewater Court");
      return ["$1,595"];
    },
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "What's the cabin worth on today's market?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the weather supposed to be up at the lake this weekend", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What should we raise apt 3's rent to next June?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "How much did we pay Badger State Electric last year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "If we sell the farmland should we do a 1031 exchange? need tax advice", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Tamika Rowe's credit score?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "can we legally evict Harold for paying late a couple times?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What was the Brekkes' electric bill last month?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will the property tax on the cabin be next year?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "What's our star rating on Airbnb for Loon Song?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
