// Blind set r78-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile and the document list) through the Truth helpers; periods ("last yr", "YTD through October", "last quarter") are computed from t.today. A figure quoted from a document is used only after checking the document is on file.
// Persona: the company's new outside CPA doing the year-end close (precise accounting language, figures to the cent, one figure checked against another).
import Decimal from "decimal.js";
import { type Case, figure, lastQuarter, longDate, month, nextOpen, obligations, type Truth, thisYear, titles, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** January 1 through the end of October of this year. */
const ytdOctober = (t: Truth) => ({ start: `${Y(t)}-01-01`, end: `${Y(t)}-10-31` });
const money = (amount: string | Decimal) => `$${figure(amount)}`;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** The transactions of a property (by address fragment) matching a text, in a period, newest first. */
async function txs(t: Truth, fragment: string | null, q: string, period: { start: string; end: string }, category?: string): Promise<Tx[]> {
  const p = fragment ? await t.property(fragment) : null;
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&start_date=${period.start}&end_date=${period.end}&q=${encodeURIComponent(q)}${p ? `&property_id=${p.id}` : ""}${category ? `&category=${category}` : ""}`);
  if (items.length === 0) throw new Error(`no transactions "${q}" at ${fragment} in ${period.start}..${period.end}`);
  return [...items].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}

/** The most recent transaction of a property matching a text, this year. */
const latest = async (t: Truth, fragment: string, q: string) => (await txs(t, fragment, q, thisYear(t)))[0]!;

/** A document is on file (searchable) before a figure it states is expected; returns its title. */
async function onFile(t: Truth, q: string): Promise<string> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(q)}`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
  return items[0]!.title;
}

/** The one open obligation whose description holds a text. */
async function due(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!o) throw new Error(`no open obligation "${q}"`);
  return o.due_date;
}

interface Company {
  ein: string;
  state_filing_number: string;
  formation_date: string;
  registered_agent: { name: string; address: string | null } | null;
}

interface Deposit {
  tenant: string;
  amount: string;
  held: string;
  settlements: { kind: string; amount: string; settled_date: string }[];
}

const Q_STORAGE_BUY = "Pull up the acquisition date and total purchase price on the Watkinsville storage lot (Persimmon Ridge) - need it for the fixed asset rollforward.";
const Q_INTEREST_LAST_YR = "Mortgage interest on the Fall Line note ...7730 for last yr, per the GL - that's my Sched E line 12 number for the Macon duplex. To the cent please.";
const Q_UNIT_B_SPLIT = "On the duplex Unit B, what's Bernadette's current tenant portion and what's the HAP from the housing authority, per month?";
const Q_STORAGE_RENTS_LAST_YR = "Persimmon Ridge unit rents for last year - rent only, excluding the $20 late fees, the admin fees and the lien sale proceeds.";
const Q_LOAN_BALLOON = "When does the Fall Line commercial loan balloon come due? I need it for the debt footnote.";

export const R78_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income by period, property and source (9)
  {
    group: "income",
    query: "Per the GL, what were total gross receipts for Red Clay Crossing Properties LLC for calendar last year - every revenue account, incl. late fees, utility bill-backs and forfeited deposits?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Athens student house, YTD through October: room rent only, ex the utility flat fees and late fees. Need it to the cent.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Pulaski")).id, ...ytdOctober(t) }))],
  },
  {
    group: "income",
    query: "how much did we bill the Pulaski Heights students in utility flat fees last yr? i.e. the utility reimbursement income line",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property("Pulaski")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Total Driftwood Dunes owner-share deposits received last quarter, cash basis by deposit date - St. Simons condo only.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Sea Oats")).id, ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: Q_STORAGE_RENTS_LAST_YR,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Persimmon")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "Can you tell me total HAP received from Ocmulgee Regional Housing Authority on the Macon duplex, ytd?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", q: "housing assistance payment", property: (await t.property("Laurelbrook")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Late fee income, all four properties: last year vs the year before. Give me both so I can tie out the swing.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) })), money(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 2) }))],
  },
  {
    group: "income",
    query: "Calculate October rent at 1182-1184 Laurelbrook - both units, Unit B tenant portion and HAP included.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Laurelbrook")).id, ...month(Y(t), 10) }))],
  },
  {
    group: "income",
    query: "Security deposits recognized as income this year - the amounts we kept at move-out for damages. Total?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:security_deposit_forfeited"], ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses by vendor, category, property and period (8)
  {
    group: "expenses",
    query: Q_INTEREST_LAST_YR,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property("Laurelbrook")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "For the 1099-NEC: what have we paid Loretta in site manager stipends this year to date?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_management"], property: (await t.property("Persimmon")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "Real estate taxes expensed last year, all four parcels combined (Clarke, Oconee, Glynn, Bibb)?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Driftwood Dunes association dues YTD thru October - regular monthly dues only, NOT the seawall special assessment.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Sea Oats")).id, ...ytdOctober(t) }))],
  },
  {
    group: "expenses",
    query: "Repairs account only (nothing capitalized) at the Athens house for last yr - what's the balance?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property("Pulaski")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Total utilities expense at 418 Pulaski Heights YTD through October - electric, water/sewer, internet and trash together.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities"], property: (await t.property("Pulaski")).id, ...ytdOctober(t) }))],
  },
  {
    group: "expenses",
    query: "How much did we pay Broad River Lawn Co. last year? Both the student house and the storage lot.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Broad River Lawn", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Insurance expense for last year across every policy - landlord, storage GL, the HO-6, the DP-3 and the umbrella.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties: purchase, basis, acquisition and in-service dates, addresses (5)
  {
    group: "properties",
    query: "What's the depreciable basis on the Athens student house - building plus FF&E, land excluded?",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Pulaski")).depreciable_basis)],
  },
  {
    group: "properties",
    query: Q_STORAGE_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Persimmon");
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "macon duplex - full street address and placed in service date? the depr schedule I inherited only says 'Macon'",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      if (!p.placed_in_service) throw new Error("the duplex has no placed-in-service date");
      return [p.address.split(",")[0]!, longDate(p.placed_in_service)];
    },
  },
  {
    group: "properties",
    query: "Total cost basis of all four properties combined (land + building + FF&E) - I want to tie it to the fixed asset schedule.",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=50");
      if (items.length !== 4) throw new Error(`expected four properties, found ${items.length}`);
      return [money(items.reduce((total, p) => total.plus(p.total_basis), new Decimal(0)))];
    },
  },
  {
    group: "properties",
    query: "What did we capitalize at the duplex last year (the sewer lateral replacement) as opposed to expensing it? Amount please.",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:capital_improvement"], property: (await t.property("Laurelbrook")).id, ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, leases and deposits (5)
  {
    group: "tenants",
    query: "Who is in Room 2 at Pulaski Heights right now, and what's the monthly rent on that room?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Pulaski", "Room 2 rent");
      const name = / - ([^,]+),/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in "${tx.description}"`);
      return [name, money(tx.amount)];
    },
  },
  {
    group: "tenants",
    query: "Total security deposits we're holding right now (the liability side), all tenants, all properties?",
    tool: "query_database",
    expect: async (t) => [money((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },
  {
    group: "tenants",
    query: Q_UNIT_B_SPLIT,
    tool: "query_database",
    expect: async (t) => [money((await latest(t, "Laurelbrook", "tenant portion")).amount), money((await latest(t, "Laurelbrook", "housing assistance payment")).amount)],
  },
  {
    group: "tenants",
    query: "How much did we keep out of Anjali's $500 deposit at move-out?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Deposit[] }>("/api/v1/deposits?tenant=Ramaswamy&include_settled=true");
      const kept = items.flatMap((d) => d.settlements).filter((s) => s.kind === "kept_for_damages");
      if (kept.length !== 1) throw new Error(`expected one amount kept from Anjali's deposit, found ${kept.length}`);
      return [money(kept[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "What are the Haywoods paying on 1182 now, monthly?",
    tool: "query_database",
    expect: async (t) => [money((await latest(t, "Laurelbrook", "Unit A (1182) rent")).amount)],
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts (4)
  {
    group: "company",
    query: "Confirm the EIN for Red Clay Crossing for the engagement letter.",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "What's our GA Secretary of State control number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<Company>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed? Date of organization please.",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<Company>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's the registered agent on file for the company?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await t.get<Company>("/api/v1/company")).registered_agent;
      if (!agent) throw new Error("no registered agent");
      // The name without its corporate suffix: "Acme Agents, Inc." may be written "Acme Agents".
      return [agent.name.replace(/,?\s+(Inc|LLC|Corp)\.?$/i, "")];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines and compliance (5)
  {
    group: "deadlines",
    query: "What's the next deadline on the calendar, anything at all - filings, renewals, notices?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, "");
      if (!o) throw new Error("no open obligation");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "Which property tax bills fall due in the next 30 days, and on what date?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30&obligation_type=property:tax");
      if (items.length === 0) throw new Error("no property tax due in 30 days");
      // The county by its own name ("Macon-Bibb County" -> "Bibb").
      const counties = items.map((o) => /([\w]+) County Tax Commissioner/.exec(o.description)?.[1]).filter((c): c is string => Boolean(c));
      return [...new Set(items.map((o) => longDate(o.due_date))), ...counties];
    },
  },
  {
    group: "deadlines",
    query: "When is the 1065 for this tax year due (with the K-1s)?",
    tool: "query_database",
    expect: async (t) => [longDate(await due(t, `Form 1065 partnership return for ${Y(t)}`))],
  },
  {
    group: "deadlines",
    query: "Georgia annual registration for next year - what's the due date?",
    tool: "query_database",
    expect: async (t) => [longDate(await due(t, `annual registration for ${Y(t) + 1}`))],
  },
  {
    group: "deadlines",
    query: Q_LOAN_BALLOON,
    tool: "query_database",
    expect: async (t) => [longDate(await due(t, "matures"))],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents: what they say, which are on file (6)
  {
    group: "documents",
    query: "Per the operating agreement, what are Delphine's and Garrett's percentage interests? Need it for the K-1 allocations.",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "documents",
    query: "Under the Driftwood Dunes rental pool agreement, what percentage of gross room revenue is the owner's share?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "The Ocmulgee Rooter sewer contract - what's the total contract price including the change order?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "sewer line replacement contract");
      return ["$8,025.00"];
    },
  },
  {
    group: "documents",
    query: "What's the Coverage A dwelling limit on the Broad River landlord policy for the Athens house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$412,000"];
    },
  },
  {
    group: "documents",
    query: "Which documents do we have on file for the storage facility?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Persimmon")).id}`),
  },
  {
    group: "documents",
    query: "Do we have the formation docs on file - articles, EIN letter, operating agreement? What's there?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------------------------------------
  // Stays: the condo is rented by the resort's rental pool, reported on monthly owner statements (4)
  {
    group: "stays",
    query: "What was gross room revenue on the resort's July owner statement for Unit 312?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, "Sea Oats", `owner share, July ${Y(t)}`, year(Y(t)), "revenue:rental_income");
      const gross = /of (\$[\d,]+\.\d{2}) gross room revenue/.exec(tx!.description)?.[1];
      if (!gross) throw new Error(`no gross room revenue in "${tx!.description}"`);
      return [gross];
    },
  },
  {
    group: "stays",
    query: "How many departure cleans did Driftwood Dunes charge on the June statement, and what did housekeeping come to?",
    tool: "query_database",
    expect: async (t) => {
      const [tx] = await txs(t, "Sea Oats", `June ${Y(t)} - housekeeping`, year(Y(t)), "expense:maintenance:cleaning");
      const cleans = /(\d+) departure cleans/.exec(tx!.description)?.[1];
      if (!cleans) throw new Error(`no cleans in "${tx!.description}"`);
      return [cleans, money(tx!.amount)];
    },
  },
  {
    group: "stays",
    query: "Housekeeping deducted on the condo owner statements, last year in total?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:cleaning"], property: (await t.property("Sea Oats")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "stays",
    query: "How many rental pool owner-share payments did we book from the resort last year, and what did they total?",
    tool: "query_database",
    expect: async (t) => {
      const filter = { categories: ["revenue:rental_income"], property: (await t.property("Sea Oats")).id, ...year(Y(t) - 1) };
      return [String(await t.count(filter)), money(await t.sum(filter))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups (5)
  {
    group: "follow-ups",
    query: "And the land vs building split on that one?",
    after: Q_STORAGE_BUY,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Persimmon");
      return [money(p.land_basis), money(p.building_basis)];
    },
  },
  {
    group: "follow-ups",
    query: "Same number for this year, through October?",
    after: Q_INTEREST_LAST_YR,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property("Laurelbrook")).id, ...ytdOctober(t) }))],
  },
  {
    group: "follow-ups",
    query: "so what's the total contract rent those two add up to?",
    after: Q_UNIT_B_SPLIT,
    tool: "query_database",
    expect: async (t) => [money(new Decimal((await latest(t, "Laurelbrook", "tenant portion")).amount).plus((await latest(t, "Laurelbrook", "housing assistance payment")).amount))],
  },
  {
    group: "follow-ups",
    query: "and the year before that?",
    after: Q_STORAGE_RENTS_LAST_YR,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Persimmon")).id, ...year(Y(t) - 2) }))],
  },
  {
    group: "follow-ups",
    query: "What's the fixed rate on that loan per the loan summary?",
    after: Q_LOAN_BALLOON,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial loan summary");
      return ["7.25%"];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer (9)
  {
    group: "unanswerable",
    query: "What's the current fair market value of the St. Simons condo? Ballpark is fine.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much have we paid Summit Peak Roofing this year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What should we set Room 1's rent at for next school year to be at market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the weather forecast for St. Simons Island this weekend - any storm risk to the condo?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the bank balance in the Piedmont Heritage operating account ...3300 as of today? I need it for the bank rec.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How many nights was Unit 312 actually rented in July per the owner statement?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Does Red Clay Crossing qualify for the Section 199A rental real estate safe harbor this year? Your call.",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Who were the guests in Unit 312 over the Fourth of July weekend?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Has the IRS sent the LLC any notices this year - CP2000s, penalty letters, anything?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
