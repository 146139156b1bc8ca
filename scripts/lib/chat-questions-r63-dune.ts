// Blind set r63-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (t.sum, t.count, t.property, t.get and the helpers of chat-questions.ts); a term quoted from a document is written literally only after checking that the document is on file.
// Voice: the wife's brother, the 30% member who rarely looks at the books: casual, vague about names, a few typos.
import { type Case, figure, lastMonth, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
const building = (t: Truth) => t.property("River Street");
const cottage = (t: Truth) => t.property("Lost Pine");
const farm = (t: Truth) => t.property("72nd Avenue");

/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string }[];
}
const deposits = (t: Truth, query: string) => t.get<{ items: Deposit[]; total: number; held: string }>(`/api/v1/deposits${query ? `?${query}` : ""}`);
async function heldFor(t: Truth, tenant: string): Promise<string> {
  const { items } = await deposits(t, `tenant=${encodeURIComponent(tenant)}`);
  if (items.length !== 1) throw new Error(`deposit of ${tenant}: ${items.length} found`);
  return figure(items[0]!.held);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
const transactions = (t: Truth, query: string) => t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
  extra_metadata: Record<string, unknown>;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The ledger holds nothing matching `q` (for a question about a vendor or payment never recorded). */
async function noRecord(t: Truth, q: string): Promise<string[]> {
  const n = await t.count({ start: "2000-01-01", end: t.today, q });
  if (n !== 0) throw new Error(`expected no transactions matching ${q}, found ${n}`);
  return [];
}

/**
 * The guests of the cottage's bookings checking in in a period, by family name: a booking reads
 * "Week of Jul 11 (Sat-Sat) - Okafor family, Vrbo #..." or "Fall weekend Oct 9-12 - Lindqvist party, direct".
 */
async function guests(t: Truth, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await transactions(t, `category=revenue:rental_income&property_id=${(await cottage(t)).id}&start_date=${period.start}&end_date=${period.end}`);
  const names = items.map((tx) => /\s-\s([A-Z][\w'-]*)\s+(?:family|party)\b/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
  if (names.length === 0 || names.length !== items.length) throw new Error(`cottage guests in ${period.start}..${period.end}: ${names.length} of ${items.length} bookings named`);
  return [...new Set(names)];
}

/** The last whole quarter 3 (this year's once September is over). */
const lastQ3 = (t: Truth) => quarter(M(t) >= 10 ? Y(t) : Y(t) - 1, 3);
/** The last July/August that has passed. */
const lastJuly = (t: Truth) => month(M(t) > 7 ? Y(t) : Y(t) - 1, 7);
const lastAugust = (t: Truth) => month(M(t) > 8 ? Y(t) : Y(t) - 1, 8);

export const R63_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income (9)
  {
    group: "income",
    query: "what did the bakery people pay us in rent this yr? just the base rent not the nnn stuff",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await building(t)).id, q: "Driftwood" }))],
  },
  {
    group: "income",
    query: "how much does the tower company pay us? give me the total for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...year(Y(t) - 1), property: (await farm(t)).id, q: "Northpoint" }))],
  },
  {
    group: "income",
    query: "What did the farmer pay in rent last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 1), property: (await farm(t)).id }))],
  },
  {
    group: "income",
    query: "the lake place - what did it gross last yr from all the bookings?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: (await cottage(t)).id }))],
  },
  {
    group: "income",
    query: "pull up ytd rent from the apartments over the shops",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await building(t)).id, q: "Apt " }))],
  },
  {
    group: "income",
    query: "total income for Tamarack Dune in q3?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastQ3(t) }))],
  },
  {
    group: "income",
    query: "what did River St bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today), property: (await building(t)).id }))],
  },
  {
    group: "income",
    query: "how much of the cottage money came thru vrbo this year vs people booking direct with Ilse?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await cottage(t)).id;
      return [figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: id, q: "Vrbo" })), figure(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: id, q: "direct" }))];
    },
  },
  {
    group: "income",
    query: "can you tell me what the insurance guy's office downstairs has paid us so far this year, rent plus the nnn charges",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue"], ...thisYear(t), property: (await building(t)).id, q: "Harbor Light" }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses (8)
  {
    group: "expenses",
    query: "what do we pay the property mgmt company for the apartments? total for last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid Wes for plowing this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:snow_removal"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes on the farm last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1), property: (await farm(t)).id }))],
  },
  {
    group: "expenses",
    query: "what did the new roof on the river st building end up costing us",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:capital_improvement"], start: `${Y(t) - 2}-01-01`, end: t.today, property: (await building(t)).id, q: "roof" }))],
  },
  {
    group: "expenses",
    query: "how much have we paid brenna this year for cleaning the cottage",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense"], ...thisYear(t), property: (await cottage(t)).id, q: "Tidewater" }))],
  },
  {
    group: "expenses",
    query: "mortgage interest ytd on the building loan?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "utilities at the lake place last year - electric, internet, propane, all that",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...year(Y(t) - 1), property: (await cottage(t)).id }))],
  },
  {
    group: "expenses",
    query: "vrbo fees... how much did they take off the top last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:platform_fees"], ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties (5)
  {
    group: "properties",
    query: "when did we buy the lake place and what'd we pay for it",
    tool: "query_database",
    expect: async (t) => {
      const p = await cottage(t);
      return [longDate(p.acquisition_date), figure(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the land vs building split on the manistee building",
    tool: "query_database",
    expect: async (t) => {
      const p = await building(t);
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "properties",
    query: "depreciable basis on the cottage? furniture included",
    tool: "query_database",
    expect: async (t) => [figure((await cottage(t)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "is any of the 80 acres depreciable or is it all just land",
    tool: "query_database",
    expect: async (t) => [figure((await farm(t)).land_basis)],
  },
  {
    group: "properties",
    query: "whats the exact street address of the lake cottage, I need it for a form",
    tool: "query_database",
    expect: async (t) => [(await cottage(t)).address.split(",")[0]!.trim()],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents and deposits (5)
  {
    group: "tenants",
    query: "who's renting the apartments upstairs right now?",
    tool: "query_database",
    expect: async (t) => {
      const last = lastMonth(t.today);
      const { items } = await transactions(t, `category=revenue:long_term_rental&property_id=${(await building(t)).id}&q=Apt&start_date=${last.start}&end_date=${last.end}`);
      const names = items.map((tx) => /^Apt \d+ rent - (.+), [A-Z][a-z]+ \d{4}$/.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
      if (names.length === 0) throw new Error("no apartment rent last month");
      // "Gideon & Shay Tollefsrud" may be written with "and": the surname is what any answer holds.
      return [...new Set(names.map((n) => (n.includes("&") ? n.split(" ").pop()! : n)))];
    },
  },
  {
    group: "tenants",
    query: "what's Noor paying a month now?",
    tool: "query_database",
    expect: async (t) => {
      const last = lastMonth(t.today);
      const { items } = await transactions(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Noor Haddad")}&start_date=${last.start}&end_date=${last.end}`);
      if (items.length !== 1) throw new Error(`Noor's rent last month: ${items.length} transactions`);
      return [figure(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much of a deposit are we holding for the bakery",
    tool: "query_database",
    expect: async (t) => [await heldFor(t, "Driftwood")],
  },
  {
    group: "tenants",
    query: "did Elliot get his deposit back when he moved out or did we keep some of it?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await deposits(t, "tenant=Elliot&include_settled=true");
      const kept = items[0]?.settlements.find((s) => s.kind === "kept_for_damages");
      if (items.length !== 1 || !kept) throw new Error("Elliot's deposit settlement not found");
      return [figure(kept.amount)];
    },
  },
  {
    group: "tenants",
    query: "how much in security deposits are we sitting on altogether",
    tool: "query_database",
    expect: async (t) => [figure((await deposits(t, "")).held)],
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein!],
  },
  {
    group: "company",
    query: "remind me who the members are and what % everybody has",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const pairs = [...members.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) (\d+%)/g)];
      if (pairs.length !== 3) throw new Error(`members: ${members}`);
      const mine = pairs.find((p) => p[1]!.startsWith("Pieter")) ?? pairs[2]!;
      return [...pairs.map((p) => p[1]!), mine[2]!];
    },
  },
  {
    group: "company",
    query: "who's the registered agent for tamarack dune?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent!.name],
  },
  {
    group: "company",
    query: "what's our state ID # with LARA",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number!],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines (5)
  {
    group: "deadlines",
    query: "whats coming due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "");
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days I should know about",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      if (items.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the LARA annual statement due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "q=LARA");
      if (!next) throw new Error("no open LARA statement");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do the summer taxes on the cottage need to be paid by?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `property_id=${(await cottage(t)).id}&q=summer`);
      if (!next) throw new Error("no open summer tax at the cottage");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's the balloon due on the river st mortgage",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "q=matures");
      if (!next) throw new Error("no open mortgage maturity");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Documents (6)
  {
    group: "documents",
    query: "what paperwork do we have on file for the farm?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await farm(t)).id}`),
  },
  {
    group: "documents",
    query: "do we have a copy of the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation:operating_agreement"),
  },
  {
    group: "documents",
    query: "the cell tower lease - how much does the rent go up each yr",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Northpoint");
      return ["3%"];
    },
  },
  {
    group: "documents",
    query: "what's the deductible on the river st insurance policy",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "can guests bring a dog to the lake place? whats the rule",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental terms");
      return ["$95"];
    },
  },
  {
    group: "documents",
    query: "what does the operating agmt say about selling one of the properties, like what % of us have to sign off",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the cottage (4)
  {
    group: "stays",
    query: "how many bookings did the cottage get in july",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...lastJuly(t), property: (await cottage(t)).id }))],
  },
  {
    group: "stays",
    query: "who stayed at the lake place in august?",
    tool: "query_database",
    expect: async (t) => guests(t, lastAugust(t)),
  },
  {
    group: "stays",
    query: "how many nights was the cottage booked in july last yr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lost Pine", month(Y(t) - 1, 7)))],
  },
  {
    group: "stays",
    query: "how many stays did we have at the cottage last year total",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: (await cottage(t)).id }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-ups",
    query: "and the year before that?",
    after: "What did the farmer pay in rent last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...year(Y(t) - 2), property: (await farm(t)).id }))],
  },
  {
    group: "follow-ups",
    query: "ok and when did we form the llc",
    after: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date!)],
  },
  {
    group: "follow-ups",
    query: "and what did those bookings bring in all together?",
    after: "who stayed at the lake place in august?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastAugust(t), property: (await cottage(t)).id }))],
  },
  {
    group: "follow-ups",
    query: "and the insurance office?",
    after: "how much of a deposit are we holding for the bakery",
    tool: "query_database",
    expect: async (t) => [await heldFor(t, "Harbor Light")],
  },
  {
    group: "follow-ups",
    query: "just the apartments?",
    after: "what did River St bring in last month",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: (await building(t)).id, q: "Apt " }))],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (9)
  {
    group: "unanswerable",
    query: "what's the river st building worth these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have I gotten in distributions this yr",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => noRecord(t, "distribution"),
  },
  {
    group: "unanswerable",
    query: "whats the weather supposed to be up at the lake this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we be charging Kayla for rent, are we too low?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much tax am I gonna owe personally on my K-1 this year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did we pay Pinecrest Septic to pump the cottage septic last yr",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => noRecord(t, "Pinecrest"),
  },
  {
    group: "unanswerable",
    query: "what's farmland going for per acre in oceana county right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much cash is in the company checking acct right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much does the bakery actually make, like their sales? are they doing ok",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
