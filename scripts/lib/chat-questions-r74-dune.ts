// Blind set r74-dune: 60 questions about the Michigan LLC (scripts/lib/dune-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, documents and the company profile); a figure quoted from a document is written as the document states it, after checking the document is on file.
// Persona: a member's nephew, a CPA student doing his first real set of books for the family.
import Decimal from "decimal.js";
import { type Case, figure, lastMonth, longDate, month, nightsBooked, type Obligation, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** The calendar year the questions are asked in (the same clock as t.today), for questions that name a year. */
const NOW = new Date().getUTCFullYear();

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** Transactions of a query, oldest first. */
async function txs(t: Truth, query: string): Promise<Tx[]> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`);
  if (items.length === 0) throw new Error(`no transactions for ${query}`);
  return [...items].sort((a, b) => (a.transaction_date < b.transaction_date ? -1 : a.transaction_date > b.transaction_date ? 1 : 0));
}

/** The family or party a cottage booking names: "Week of Jul 11 (Sat-Sat) - Okafor family, Vrbo #..." -> "Okafor". */
function guestOf(description: string): string {
  const name = /\s-\s([A-Z][\w'-]+)\s+(?:family|party)\b/.exec(description)?.[1];
  if (!name) throw new Error(`no guest in ${description}`);
  return name;
}

async function company(t: Truth) {
  return t.get<{ legal_name: string; ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string; address: string | null } | null; extra_metadata: Record<string, unknown> }>("/api/v1/company");
}

/** Open obligations of a query, earliest due first. */
async function open(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const found = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0));
  if (found.length === 0) throw new Error(`no open obligations for ${query}`);
  return found;
}

/** The one obligation (open or not) a query finds. */
async function dueOf(t: Truth, query: string): Promise<Obligation> {
  const { items } = await obligations(t, query);
  if (items.length !== 1) throw new Error(`obligations ${query}: ${items.length} matches`);
  return items[0]!;
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}
async function deposit(t: Truth, tenant: string, settled = false): Promise<Deposit> {
  const { items } = await t.get<{ items: Deposit[] }>(`/api/v1/deposits?tenant=${encodeURIComponent(tenant)}${settled ? "&include_settled=true" : ""}`);
  if (items.length !== 1) throw new Error(`deposit of ${tenant}: ${items.length} matches`);
  return items[0]!;
}

/** The document is on file (a title or file name holding `fragment`). */
async function onFile(t: Truth, fragment: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(fragment)}`);
}

const building = (t: Truth) => t.property("River Street");
const cottage = (t: Truth) => t.property("Lost Pine");
const farm = (t: Truth) => t.property("72nd Avenue");

const Q_COTTAGE_LAST_YEAR = `can you calculate gross booking revenue at the lake cottage for calendar ${NOW - 1}? gross, before Vrbo takes its cut`;
const Q_MGMT_YTD = "How much has Chinook Street charged us in management fees ytd?";
const Q_COTTAGE_BOUGHT = "When did we acquire the Lost Pine cottage, and what was the purchase price?";
const Q_DEDUCTIBLE = "per the commercial package policy on River Street, what's the all-perils deductible?";
const Q_BAKERY_DEPOSIT = "How much of a security deposit are we holding for Driftwood Bakehouse?";

export const R74_DUNE_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (9)
  {
    group: "income",
    query: "whats our total gross revenue ytd for Tamarack Dune, all sources combined?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...thisYear(t) }))}`],
  },
  {
    group: "income",
    query: Q_COTTAGE_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 1), property: (await cottage(t)).id }))}`],
  },
  {
    group: "income",
    query: "How much ground rent did Northpoint pay us for the cell tower last yr?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: (await farm(t)).id, q: "Northpoint" }))}`],
  },
  {
    group: "income",
    query: "farm cash rent recieved from Dale & Corinne this year - both installments?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: (await farm(t)).id }))}`],
  },
  {
    group: "income",
    query: "pull up the bakery's Unit A base rent for q3 - total for the quarter",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], ...quarter(Y(t), 3), property: (await building(t)).id, q: "Unit A base rent" }))}`],
  },
  {
    group: "income",
    query: "What did the three upstairs apartments at River Street collect last month? Just rent please, not the retail units.",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: (await building(t)).id, q: "Apt" }))}`],
  },
  {
    group: "income",
    query: `Total NNN estimate payments from both retail tenants in ${NOW - 1} - the CAM/tax/insurance reimbursements, not base rent`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:other"], ...year(Y(t) - 1), property: (await building(t)).id, q: "NNN estimate" }))}`],
  },
  {
    group: "income",
    query: "what did the CAM reconciliation true-up bring in from Driftwood this spring?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:other"], ...thisYear(t), q: "CAM reconciliation balance" }))}`],
  },
  {
    group: "income",
    query: `Gross income for the River Street building in ${NOW - 1}, every revenue line (base rent, NNN, apartments, whatever else)?`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "revenue", ...year(Y(t) - 1), property: (await building(t)).id }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: `What did we pay North Channel for plowing and salting in ${NOW - 1}?`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", ...year(Y(t) - 1), q: "North Channel" }))}`],
  },
  {
    group: "expenses",
    query: "total propery taxes paid last yr across all three parcels, summer + winter bills",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: Q_MGMT_YTD,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))}`],
  },
  {
    group: "expenses",
    query: `Mortgage interest on the River Street loan for ${NOW - 1}? Need it for the interest line on the return.`,
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "expenses",
    query: "can you tell me what we've paid Brenna's outfit (Tidewater) for cleaning at the cottage this year",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ type: "expense", ...thisYear(t), property: (await cottage(t)).id, q: "Tidewater" }))}`],
  },
  {
    group: "expenses",
    query: "How much was that drainage tile repair out at the farm?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:maintenance:repairs"], start: `${Y(t) - 2}-01-01`, end: t.today, property: (await farm(t)).id, q: "tile" }))}`],
  },
  {
    group: "expenses",
    query: "Utilities at Lost Pine for last year - electric, internet, trash and propane all in",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:utilities"], ...year(Y(t) - 1), property: (await cottage(t)).id }))}`],
  },
  {
    group: "expenses",
    query: "How much Michigan use tax have we remitted to Treasury on the cottage this year?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:other"], ...thisYear(t), property: (await cottage(t)).id, q: "use tax" }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, dates, addresses (5)
  {
    group: "properties",
    query: "For River Street, how was the purchase price allocated between land and building? Need the cost basis split.",
    tool: "query_database",
    expect: async (t) => {
      const p = await building(t);
      return [`$${figure(p.land_basis)}`, `$${figure(p.building_basis)}`];
    },
  },
  {
    group: "properties",
    query: Q_COTTAGE_BOUGHT,
    tool: "query_database",
    expect: async (t) => {
      const p = await cottage(t);
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "properties",
    query: "What's the depreciable basis on the cottage - building plus FF&E, land excluded?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await cottage(t)).depreciable_basis)}`],
  },
  {
    group: "properties",
    query: "what's the street address we have on file for the Keel Block in Manistee?",
    tool: "query_database",
    expect: async (t) => [(await building(t)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "What did we capitalize for the new roof on the River St building last yr?",
    tool: "query_database",
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:capital_improvement"], ...year(Y(t) - 1), property: (await building(t)).id }))}`],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases, deposits (5)
  {
    group: "tenants",
    query: "who's renting Apt 201 these days and what's the monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const last = await txs(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Apt 201")}&start_date=${lastMonth(t.today).start}&end_date=${lastMonth(t.today).end}`);
      const tx = last[last.length - 1]!;
      const name = /Apt 201 rent - ([^,]+),/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in ${tx.description}`);
      return [name, `$${figure(tx.amount)}`];
    },
  },
  {
    group: "tenants",
    query: Q_BAKERY_DEPOSIT,
    tool: "query_database",
    expect: async (t) => [`$${figure((await deposit(t, "Driftwood")).held)}`],
  },
  {
    group: "tenants",
    query: "What's the total in security deposits we're holding at River Street right now (retail + apartments)?",
    tool: "query_database",
    expect: async (t) => [`$${figure((await t.get<{ held: string }>(`/api/v1/deposits?property_id=${(await building(t)).id}`)).held)}`],
  },
  {
    group: "tenants",
    query: "how much of Elliot's deposit did we keep when he moved out of 203?",
    tool: "query_database",
    expect: async (t) => {
      const d = await deposit(t, "Vanderkooi", true);
      const kept = d.settlements.filter((s) => s.kind === "kept_for_damages").reduce((sum, s) => sum.plus(s.amount), new Decimal(0));
      if (kept.isZero()) throw new Error("nothing kept");
      return [`$${figure(kept)}`];
    },
  },
  {
    group: "tenants",
    query: "What's Harbor Light paying in base rent per month this year for Unit B?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await txs(t, `category=revenue:long_term_rental&q=${encodeURIComponent("Unit B base rent")}&start_date=${thisYear(t).start}&end_date=${t.today}`);
      return [`$${figure(rows[rows.length - 1]!.amount)}`];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "need the EIN for Tamarack Dune Holdings, a vendor sent over a W-9 request",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "Who are the members of the LLC and what percentage does each one own?",
    tool: "query_database",
    expect: async (t) => {
      const members = String((await company(t)).extra_metadata.members ?? "");
      const all = [...members.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) (\d+%)/g)];
      const last = all[all.length - 1];
      if (!last) throw new Error(`no members in ${members}`);
      return [last[1]!, last[2]!];
    },
  },
  {
    group: "company",
    query: "what's our state filing number with LARA?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed, and who's our resident agent?",
    tool: "query_database",
    expect: async (t) => {
      const c = await company(t);
      if (!c.registered_agent) throw new Error("no registered agent");
      return [longDate(c.formation_date), c.registered_agent.name];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's the next filing or compliance deadline coming up for us?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, ""))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: `When is the Form 1065 for tax year ${NOW} due?`,
    tool: "query_database",
    expect: async (t) => [longDate((await dueOf(t, `q=${encodeURIComponent(`Form 1065 partnership return for ${Y(t)}`)}`)).due_date)],
  },
  {
    group: "deadlines",
    query: `when's the LARA annual statement due for ${NOW + 1}?`,
    tool: "query_database",
    expect: async (t) => [longDate((await dueOf(t, `q=${encodeURIComponent(`annual statement for ${Y(t) + 1}`)}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "When's the next winter property tax bill due on the farm?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `obligation_type=property:tax&property_id=${(await farm(t)).id}&q=winter`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "When does the Sandhill Lakes mortgage balloon come due?",
    tool: "query_database",
    expect: async (t) => [longDate((await dueOf(t, `q=${encodeURIComponent("matures")}`)).due_date)],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "What documents do we have on file for the Amber Creek farm?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await farm(t)).id}`),
  },
  {
    group: "documents",
    query: "Do we have the operating agreement on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation:operating_agreement"),
  },
  {
    group: "documents",
    query: Q_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial package policy declarations");
      return ["$5,000"];
    },
  },
  {
    group: "documents",
    query: "Under the bakery's triple net lease, how much notice do they have to give us to exercise the renewal option?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Driftwood Bakehouse");
      return ["180 days"];
    },
  },
  {
    group: "documents",
    query: "what does the operating agreement require to sell or encumber real estate - what % of members have to consent?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["70%"];
    },
  },
  {
    group: "documents",
    query: "How long is Brinebeck's workmanship warranty on the new roof?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Brinebeck");
      return ["5 years"];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the cottage (4)
  {
    group: "stays",
    query: "How many bookings did the cottage have in July this year?",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...month(Y(t), 7), property: (await cottage(t)).id }))],
  },
  {
    group: "stays",
    query: "how many nights was Lost Pine booked in August of last year?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lost Pine", month(Y(t) - 1, 8)))],
  },
  {
    group: "stays",
    query: "Who had the lake cottage over Labor Day weekend this year?",
    tool: "query_database",
    expect: async (t) => {
      const rows = await txs(t, `category=revenue:rental_income&property_id=${(await cottage(t)).id}&q=${encodeURIComponent("Labor Day")}&start_date=${Y(t)}-08-01&end_date=${Y(t)}-09-30`);
      return [guestOf(rows[0]!.description)];
    },
  },
  {
    group: "stays",
    query: `which families stayed at the cottage in June ${NOW}?`,
    tool: "query_database",
    expect: async (t) => {
      const rows = await txs(t, `category=revenue:rental_income&property_id=${(await cottage(t)).id}&start_date=${month(Y(t), 6).start}&end_date=${month(Y(t), 6).end}`);
      return [...new Set(rows.map((r) => guestOf(r.description)))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-ups",
    query: `and ${NOW - 2}?`,
    tool: "query_database",
    after: Q_COTTAGE_LAST_YEAR,
    expect: async (t) => [`$${figure(await t.sum({ categories: ["revenue:rental_income"], ...year(Y(t) - 2), property: (await cottage(t)).id }))}`],
  },
  {
    group: "follow-ups",
    query: `ok, and what was the full-year total for ${NOW - 1}?`,
    tool: "query_database",
    after: Q_MGMT_YTD,
    expect: async (t) => [`$${figure(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 1) }))}`],
  },
  {
    group: "follow-ups",
    query: "same question for the farm",
    tool: "query_database",
    after: Q_COTTAGE_BOUGHT,
    expect: async (t) => {
      const p = await farm(t);
      return [longDate(p.acquisition_date), `$${figure(p.purchase_price_total)}`];
    },
  },
  {
    group: "follow-ups",
    query: "And what's the building coverage limit on that policy?",
    tool: "search_document_content",
    after: Q_DEDUCTIBLE,
    expect: async (t) => {
      await onFile(t, "commercial package policy declarations");
      return ["$1,150,000"];
    },
  },
  {
    group: "follow-ups",
    query: "and for Harbor Light?",
    tool: "query_database",
    after: Q_BAKERY_DEPOSIT,
    expect: async (t) => [`$${figure((await deposit(t, "Harbor Light")).held)}`],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (9)
  {
    group: "unanswerable",
    query: "What's the River Street building worth on today's market? rough FMV is fine",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the weather looking like at Lost Pine this weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Ottawa Street Glass for storefront work last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should Apt 201 rent for at market when Kayla's lease comes up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we do a cost segregation study on River Street? would it actually save us tax?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What did Driftwood Bakehouse do in gross sales last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the phone number for Harbor Light Insurance?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What corn yields did the Wierengas get per acre on our ground last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the cottage's star rating and review count on Vrbo?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
