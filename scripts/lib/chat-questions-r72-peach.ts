// Blind set r72-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, properties, deposits, obligations, the company profile and the document list); a figure quoted from a document is used only after the document is found on file.
// Persona: the LLC's new outside bookkeeper doing her first quarter-end: careful and mostly formal, asking
// income and expenses by property, category, quarter and month, each tenant's rent and who paid late, the
// condo's rental pool statements, the storage lot, the duplex's housing authority payments, what the
// agreements say, what is due, follow-ups that narrow or widen the last answer, and a few things the
// records cannot answer.
import { type Case, type Truth, figure, longDate, month, nextOpen, obligations, quarter, thisYear, titles, year } from "./chat-questions";

/** The year of `t.today`. */
const Y = (t: Truth) => Number(t.today.slice(0, 4));
const q = (text: string) => encodeURIComponent(text);

const athens = (t: Truth) => t.property("Pulaski Heights");
const storage = (t: Truth) => t.property("Persimmon Ridge");
const condo = (t: Truth) => t.property("Sea Oats");
const duplex = (t: Truth) => t.property("Laurelbrook");

interface Tx {
  amount: string;
  description: string;
  transaction_date: string;
}

/** Transactions matching a query string, newest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  return items;
}

/** The newest transaction matching a query string; throws when there is none. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const [tx] = await txs(t, query);
  if (!tx) throw new Error(`no transaction for ${query}`);
  return tx;
}

/** Checks a document is on file (by title text), so a figure it states may be quoted. */
async function onFile(t: Truth, titleText: string): Promise<void> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${q(titleText)}`);
  if (items.length === 0) throw new Error(`no document titled like "${titleText}"`);
}

/** The due date, written out, of the next open obligation matching a query. */
async function nextDue(t: Truth, query: string): Promise<string> {
  const o = await nextOpen(t, `start_date=${t.today}&${query}`);
  if (!o) throw new Error(`no open obligation for ${query}`);
  return longDate(o.due_date);
}

interface Company {
  legal_name: string;
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null } | null;
}

const ATHENS_RENT_Q3 = "Total rent collected at the Athens student house for Q3, please. Rent only, not the utility fees or late fees.";
const LORETTA_YTD = "How much have we paid Loretta so far this year for managing the storage lot?";
const STORAGE_EXP_Q3 = "What were total expenses at Persimmon Ridge Self Storage in the third quarter?";
const OCONEE_TAX = "When is the Oconee County property tax on the storage lot due?";
const LATE_FEES_YTD = "Late fees collected ytd, all properties combined?";

export const R72_PEACH_CASES: Case[] = [
  // ------------------------------------------------------------------------------------------
  // Income by period, property and source (9)
  {
    group: "income",
    query: ATHENS_RENT_Q3,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await athens(t)).id, ...quarter(Y(t), 3) }))}`],
  },
  {
    group: "income",
    query: "what did the storage lot in Watkinsville bring in for October? all sources incl. admin fees and late fees",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", property: (await storage(t)).id, ...month(Y(t), 10) }))}`],
  },
  {
    group: "income",
    query: "Can you tell me how much the Ocmulgee housing authority has paid us in HAP for Bernadette's unit in Macon this year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await duplex(t)).id, q: "housing assistance payment", ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: "Utility flat fee income from the students on Pulaski Heights for last yr?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await athens(t)).id, ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: LATE_FEES_YTD,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:late_fees"], ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: "Please calculate the rental pool deposits received from Driftwood Dunes for the St. Simons condo in Q2.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:rental_income"], property: (await condo(t)).id, ...quarter(Y(t), 2) }))}`],
  },
  {
    group: "income",
    query: "What was Red Clay Crossing's total revenue for last year, all four properties together?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "What were the proceeds of the Unit 21 lien sale at the storage lot last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:other"], property: (await storage(t)).id, q: "Lien sale", ...year(Y(t) - 1) }))}`],
  },
  {
    group: "income",
    query: "How much of the student security deposits did we keep for damages this year (booked as income)?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", property: (await athens(t)).id, q: "Security deposit kept", ...thisYear(t) }))}`],
  },

  // ------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: STORAGE_EXP_Q3,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", property: (await storage(t)).id, ...quarter(Y(t), 3) }))}`],
  },
  {
    group: "expenses",
    query: LORETTA_YTD,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_management"], q: "Loretta Pennycook", ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: "What did the Driftwood Dunes condo association dues come to last year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:hoa_fees"], property: (await condo(t)).id, ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: "total interest on the Fall Line loan for the duplex ytd",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:mortgage_interest"], property: (await duplex(t)).id, ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: "Pull up what we spent on repairs across all properties in q3.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...quarter(Y(t), 3) }))}`],
  },
  {
    group: "expenses",
    query: "Property taxes paid last year - all four counties combined, please.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: "How much has Sandy Creek Pest Control billed us this year across the properties?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", q: "Sandy Creek Pest Control", ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: "What have the housekeeping charges on the condo's owner statements totaled this year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:maintenance:cleaning"], property: (await condo(t)).id, ...thisYear(t) }))}`],
  },

  // ------------------------------------------------------------------------------------------
  // Properties: purchase, basis, dates, addresses (5)
  {
    group: "property",
    query: "When did we buy the St. Simons condo, and what was the purchase price?",
    tool: "query_database",
    expect: async (t) => {
      const p = await condo(t);
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "property",
    query: "What's the depreciable basis on 418 Pulaski Heights (building plus furniture, excluding land)?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await athens(t)).depreciable_basis)}`],
  },
  {
    group: "property",
    query: "How was the storage lot's purchase split between land and buildings?",
    tool: "query_database",
    expect: async (t) => {
      const p = await storage(t);
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "property",
    query: "Placed-in-service date for the Macon duplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await duplex(t);
      if (!p.placed_in_service) throw new Error("the duplex has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "property",
    query: "what is the total cost basis of all 4 properties added together",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=50");
      if (items.length !== 4) throw new Error(`expected 4 properties, found ${items.length}`);
      const cents = items.reduce((total, p) => total + Math.round(Number(p.total_basis) * 100), 0);
      return [`$${figure((cents / 100).toFixed(2))}`];
    },
  },

  // ------------------------------------------------------------------------------------------
  // Tenants, rents, deposits (5)
  {
    group: "tenants",
    query: "What is Mei-Lin's monthly rent for Room 2 at the student house?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await latest(t, `category=revenue:long_term_rental&property_id=${(await athens(t)).id}&q=${q("Room 2 rent - Mei-Lin")}`)).amount)}`],
  },
  {
    group: "tenants",
    query: "Which students paid their rent late this year? I need the names for the late fee reconciliation.",
    tool: "query_database",
    expect: async (t) => {
      const fees = await txs(t, `category=revenue:late_fees&property_id=${(await athens(t)).id}&start_date=${thisYear(t).start}&end_date=${t.today}`);
      const names = fees.map((tx) => /Room \d \(([^)]+)\)/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
      if (names.length === 0) throw new Error("no student late fees this year");
      return [...new Set(names)];
    },
  },
  {
    group: "tenants",
    query: "On Unit B in Macon, how much is the housing authority paying each month now, and how much is Bernadette's own portion?",
    tool: "query_database",
    expect: async (t) => {
      const id = (await duplex(t)).id;
      const hap = await latest(t, `category=revenue:long_term_rental&property_id=${id}&q=${q("housing assistance payment")}`);
      const own = await latest(t, `category=revenue:long_term_rental&property_id=${id}&q=${q("tenant portion")}`);
      return [`$${figure(hap.amount)}`, `$${figure(own.amount)}`];
    },
  },
  {
    group: "tenants",
    query: "What's the total of security deposits we're currently holding, all tenants?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.get<{ held: string }>("/api/v1/deposits")).held)}`],
  },
  {
    group: "tenants",
    query: "How much did we keep out of Anjali's deposit when she moved out of Room 2?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { settlements: { kind: string; amount: string }[] }[] }>(`/api/v1/deposits?tenant=${q("Anjali")}&include_settled=true`);
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`expected one amount kept from Anjali's deposit, found ${kept.length}`);
      return [`$${figure(kept[0]!.amount)}`];
    },
  },

  // ------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "What is the EIN for Red Clay Crossing Properties?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "When was the LLC formed, and what's our Georgia SOS control number?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<Company>("/api/v1/company");
      return [longDate(c.formation_date), c.state_filing_number];
    },
  },
  {
    group: "company",
    query: "who is our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<Company>("/api/v1/company");
      if (!c.registered_agent) throw new Error("no registered agent");
      // The name without its corporate suffix: an answer may drop ", Inc."
      return [c.registered_agent.name.replace(/,?\s+(Inc|LLC|Corp)\.?$/i, "")];
    },
  },
  {
    group: "company",
    query: "Who are the members of the LLC and what are their ownership percentages under the operating agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await titles(t, "doc_type=formation:operating_agreement");
      return ["Delphine Okafor-Reese", "Garrett Lindqvist", "55%"];
    },
  },

  // ------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's the next deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "")],
  },
  {
    group: "deadlines",
    query: "Is anything due in the next 10 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=10");
      if (items.length === 0) throw new Error("nothing due in the next 10 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: OCONEE_TAX,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:tax&q=${q("Oconee County")}`)],
  },
  {
    group: "deadlines",
    query: "When's the Georgia Form 700 due?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${q("Form 700")}`)],
  },
  {
    group: "deadlines",
    query: "Shay in Unit 19 hasn't paid since October. When is the lien sale of the unit's contents scheduled?",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `q=${q("Unit 19 (10x20) lien sale")}`)],
  },

  // ------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "Under the Driftwood Dunes rental pool agreement, what percentage of gross room revenue does the resort keep?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["42%"];
    },
  },
  {
    group: "documents",
    query: "what's the late fee in the Persimmon Ridge storage rental agreement?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Persimmon Ridge Self Storage rental agreement");
      return ["$20"];
    },
  },
  {
    group: "documents",
    query: "How much loss-of-rents (fair rental value) coverage does the landlord policy on the Athens house carry?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$42,000"];
    },
  },
  {
    group: "documents",
    query: "Per the Ocmulgee Rooter contract, through what date is the workmanship on the duplex sewer line warrantied?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "sewer line replacement contract");
      return [await nextDue(t, `q=${q("workmanship warranty")}`)];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the storage lot?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await storage(t)).id}`),
  },
  {
    group: "documents",
    query: "Do we have any insurance policies uploaded? list them pls",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=insurance:policy"),
  },

  // ------------------------------------------------------------------------------------------
  // The condo's rental pool statements (3)
  {
    group: "stays",
    query: "What was our owner share on the Driftwood Dunes statement for July?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await latest(t, `category=revenue:rental_income&q=${q(`owner share, July ${Y(t)}`)}`)).amount)}`],
  },
  {
    group: "stays",
    query: "What was the condo's gross room revenue for August per the resort's statement?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:rental_income&q=${q(`owner share, August ${Y(t)}`)}`);
      const gross = /of (\$[\d,]+\.\d\d) gross room revenue/.exec(tx.description)?.[1];
      if (!gross) throw new Error(`no gross room revenue in "${tx.description}"`);
      return [gross];
    },
  },
  {
    group: "stays",
    query: "How many departure cleans did the resort charge us for in June, and at what rate each?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=expense:maintenance:cleaning&property_id=${(await condo(t)).id}&q=${q(`owner statement, June ${Y(t)}`)}`);
      const match = /(\d+) departure cleans at (\$[\d,]+\.\d\d)/.exec(tx.description);
      if (!match) throw new Error(`no departure cleans in "${tx.description}"`);
      return [match[1]!, match[2]!];
    },
  },

  // ------------------------------------------------------------------------------------------
  // Follow-ups that narrow or widen the answer before (5)
  {
    group: "follow-up",
    query: "Same thing for q2 please.",
    after: ATHENS_RENT_Q3,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await athens(t)).id, ...quarter(Y(t), 2) }))}`],
  },
  {
    group: "follow-up",
    query: "And for all of last year?",
    after: LORETTA_YTD,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_management"], q: "Loretta Pennycook", ...year(Y(t) - 1) }))}`],
  },
  {
    group: "follow-up",
    query: "How much of that was the electric bill?",
    after: STORAGE_EXP_Q3,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:utilities:electricity"], property: (await storage(t)).id, ...quarter(Y(t), 3) }))}`],
  },
  {
    group: "follow-up",
    query: "and the Macon-Bibb one for the duplex?",
    after: OCONEE_TAX,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, `obligation_type=property:tax&q=${q("Macon-Bibb County")}`)],
  },
  {
    group: "follow-up",
    query: "Only the storage lot's, please.",
    after: LATE_FEES_YTD,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:late_fees"], property: (await storage(t)).id, ...thisYear(t) }))}`],
  },

  // ------------------------------------------------------------------------------------------
  // What the records cannot answer (10)
  {
    group: "unanswerable",
    query: "What would the St. Simons condo sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the current balance in the Piedmont Heritage operating account?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we set Room 1's rent at for next school year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the weather forecast on St. Simons Island for this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Hartwell Roofing & Gutters this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should Red Clay Crossing elect to be taxed as an S corp instead of a partnership?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many nights was the condo rented in September?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you give me Shay Dunwoody's phone number so I can call about Unit 19?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What will next year's Oconee County property tax bill on the storage lot come to?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What interest rate would Fall Line Community Bank give us if we refinanced the duplex loan next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
