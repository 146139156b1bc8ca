// Blind set r66-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums, the newest matching transactions, property records, deposits, obligations, the company profile and the documents on file); a figure quoted from a document is used only after the document is found on file.
// Written as one of the two members, a retired schoolteacher who checks in every few weeks: the condo
// at the beach, the student house in Athens, the storage lot in Watkinsville and the Macon duplex.
import { type Case, type Truth, figure, lastMonth, lastQuarter, longDate, nextOpen, obligations, quarter, thisYear, titles, year } from "./chat-questions";

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const money = (amount: string) => `$${figure(amount)}`;

/** The newest transactions whose description holds `q`, optionally of one property and category. */
async function txs(t: Truth, q: string, opts: { property?: string; category?: string; start?: string; end?: string } = {}): Promise<Tx[]> {
  const parts = [`q=${encodeURIComponent(q)}`, "page_size=200"];
  if (opts.property) parts.push(`property_id=${(await t.property(opts.property)).id}`);
  if (opts.category) parts.push(`category=${opts.category}`);
  if (opts.start) parts.push(`start_date=${opts.start}`);
  if (opts.end) parts.push(`end_date=${opts.end}`);
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${parts.join("&")}`);
  if (items.length === 0) throw new Error(`no transactions for "${q}"`);
  return items;
}
const newest = async (t: Truth, q: string, opts: Parameters<typeof txs>[2] = {}) => (await txs(t, q, opts))[0]!;

/** A document on file whose title holds `q`; its title. */
async function onFile(t: Truth, q: string): Promise<string> {
  const found = await titles(t, `q=${encodeURIComponent(q)}`);
  return found[0]!;
}

/** The one obligation whose description holds `q`, due within the period. */
async function dueOf(t: Truth, q: string, start: string, end: string): Promise<string> {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}&start_date=${start}&end_date=${end}`);
  if (items.length !== 1) throw new Error(`obligation "${q}" ${start}..${end}: ${items.length} matches`);
  return items[0]!.due_date;
}

/** The resort's owner statement of a month of stays: the owner share and the month's gross room revenue (from its description). */
async function poolMonth(t: Truth, y: number, m: number): Promise<{ share: string; gross: string }> {
  const tx = await newest(t, `owner share, ${MONTH_NAMES[m - 1]} ${y}`, { property: "Sea Oats" });
  const gross = /of \$([\d,]+\.\d{2}) gross room revenue/.exec(tx.description)?.[1];
  if (!gross) throw new Error(`no gross room revenue in "${tx.description}"`);
  return { share: tx.amount, gross: gross.replace(/,/g, "") };
}

/** Who rents a room of the Athens house now, and the rent, from the newest rent of that room. */
async function roomNow(t: Truth, room: number): Promise<string[]> {
  const tx = await newest(t, `Room ${room} rent - `, { property: "Pulaski", category: "revenue:long_term_rental" });
  const tenant = new RegExp(`Room ${room} rent - (.+?), [A-Z][a-z]+ \\d{4}`).exec(tx.description)?.[1];
  if (!tenant) throw new Error(`no tenant in "${tx.description}"`);
  return [tenant, money(tx.amount)];
}

interface Deposits {
  items: { tenant: string; amount: string; received_date: string }[];
  total: number;
  held: string;
}

const Q = {
  hapYtd: "can you tell me how much the housing authority has paid us for Bernadette's side of the duplex this year?",
  room1: "Who's living in Room 1 at the Pulaski Heights house right now, and what's the rent on it?",
  duplexBought: "When did we buy the duplex in Macon, and what did we pay for it?",
  registration: "When's our Georgia annual registration due next year?",
  julyGross: "What was the condo's gross room revenue for July, before the resort took its cut?",
};

export const R66_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income
  {
    group: "income",
    query: "How much did the St. Simons condo bring in last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", property: (await t.property("Sea Oats")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "what's the duplex taken in so far this yr?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", property: (await t.property("Laurelbrook")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: Q.hapYtd,
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", q: "housing assistance payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "Pull up the storage unit rents for last month please",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Persimmon")).id, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "Total income for Red Clay Crossing in q3, all four properties together?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...quarter(Y(t), 3) }))],
  },
  {
    group: "income",
    query: "How much have the students at the Athens house paid in those flat utilty fees this year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property("Pulaski")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees we collected last yr, all the places combined",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:late_fees"], ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "How much $ did we end up getting from the lien sale on that abandoned storage unit?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", q: "Lien sale", property: (await t.property("Persimmon")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "How much rent did the student house bring in last year? Just rent please, not the utility fees",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Pulaski")).id, ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses
  {
    group: "expenses",
    query: "What have the condo association dues come to ytd?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Sea Oats")).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "How much have we paid Loretta so far this year for managing the storage lot?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Loretta Pennycook", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "What did Ocmulgee Rooter charge us for replacing the sewer line at the duplex?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:capital_improvement"], q: "sewer line replacement", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Calculate the property taxes we paid last year on all four properties, please",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much did insurance cost us last yr altogether",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:insurance"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "How much interest did we pay on the Macon loan last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "What did the electric bills at the Athens house add up to last year? Those kids leave every light on",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities:electricity"], property: (await t.property("Pulaski")).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did the Watkinsville storage lot cost us to run last quarter?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", property: (await t.property("Persimmon")).id, ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties
  {
    group: "properties",
    query: Q.duplexBought,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurelbrook");
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "What's the land basis on the St. Simons condo?",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Sea Oats")).land_basis)],
  },
  {
    group: "properties",
    query: "For the Athens student house, what's the depreciable basis compared to the total basis?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Pulaski");
      return [money(p.depreciable_basis), money(p.total_basis)];
    },
  },
  {
    group: "properties",
    query: "What's the street address of the storage place again? I always forget",
    tool: "query_database",
    expect: async (t) => [(await t.property("Persimmon")).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "How much of what we paid for the beach condo was for the furniture?",
    tool: "query_database",
    expect: async (t) => [money((await t.property("Sea Oats")).ffe_basis)],
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits
  {
    group: "tenants",
    query: Q.room1,
    tool: "query_database",
    expect: async (t) => roomNow(t, 1),
  },
  {
    group: "tenants",
    query: "how much are the Haywoods paying a month these days?",
    tool: "query_database",
    expect: async (t) => [money((await newest(t, "Unit A (1182) rent", { property: "Laurelbrook", category: "revenue:long_term_rental" })).amount)],
  },
  {
    group: "tenants",
    query: "What does the housing authority pay each month for Bernadette's unit versus what she pays herself?",
    tool: "query_database",
    expect: async (t) => {
      const hap = await newest(t, "housing assistance payment", { property: "Laurelbrook" });
      const own = await newest(t, "tenant portion - Bernadette", { property: "Laurelbrook" });
      return [money(hap.amount), money(own.amount)];
    },
  },
  {
    group: "tenants",
    query: "How much of a security deposit are we holding for Terrell and Monique?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<Deposits>("/api/v1/deposits?tenant=Haywood");
      if (items.length !== 1) throw new Error(`Haywood deposits: ${items.length}`);
      return [money(items[0]!.amount)];
    },
  },
  {
    group: "tenants",
    query: "What are we holding in security deposits altogether right now, students and the duplex?",
    tool: "query_database",
    expect: async (t) => [money((await t.get<Deposits>("/api/v1/deposits")).held)],
  },

  // ---------------------------------------------------------------------------------------------
  // Company facts
  {
    group: "company",
    query: "whats our EIN again? the bank is asking",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "I need Red Clay Crossing's control number with the Secretary of State for a form",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "When was the LLC formed? I can't remember what year we started it",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "Who's our registered agent?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines
  {
    group: "deadlines",
    query: "What's the next thing coming due for us?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 10 days I should know about?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=10");
      if (items.length === 0) throw new Error("nothing due in the next 10 days");
      return [...new Set(items.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: Q.registration,
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, "Georgia annual registration", `${Y(t) + 1}-01-01`, `${Y(t) + 1}-12-31`))],
  },
  {
    group: "deadlines",
    query: "When is the Oconee County tax bill due on the storage lot this year?",
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, "Oconee County Tax Commissioner", `${Y(t)}-01-01`, `${Y(t)}-12-31`))],
  },
  {
    group: "deadlines",
    query: "when does the balloon come due on the Macon bank loan?",
    tool: "query_database",
    expect: async (t) => [longDate(await dueOf(t, "matures", t.today, `${Y(t) + 10}-12-31`))],
  },

  // ---------------------------------------------------------------------------------------------
  // Documents
  {
    group: "documents",
    query: "Under the Driftwood Dunes rental pool agreement, what share of the room revenue do we get to keep?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "What does our operating agreement say about who owns what percent of the company?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "documents",
    query: "What's the deductible on the landlord insurance policy for the Athens house?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "How long is the contractor's warranty on the new sewer line in Macon, and when does it run out?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "sewer line replacement contract and warranty");
      return [longDate(await dueOf(t, "workmanship warranty", t.today, `${Y(t) + 10}-12-31`))];
    },
  },
  {
    group: "documents",
    query: "Which papers do we have on file for the Macon duplex?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = (await titles(t, `property_id=${(await t.property("Laurelbrook")).id}`)).join(" | ").toLowerCase();
      const want = ["HAP contract", "sewer line", "commercial loan"];
      for (const w of want) if (!found.includes(w.toLowerCase())) throw new Error(`no duplex document with "${w}": ${found}`);
      return want;
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the resort condo (the rental pool's owner statements)
  {
    group: "stays",
    query: Q.julyGross,
    tool: "query_database",
    expect: async (t) => [money((await poolMonth(t, Y(t), 7)).gross)],
  },
  {
    group: "stays",
    query: "How many departure cleans did the resort charge us for in August, and what did that run?",
    tool: "query_database",
    expect: async (t) => {
      const tx = await newest(t, `owner statement, August ${Y(t)} - housekeeping`, { property: "Sea Oats" });
      const cleans = /housekeeping: (\d+) departure cleans/.exec(tx.description)?.[1];
      if (!cleans) throw new Error(`no cleans in "${tx.description}"`);
      return [cleans, money(tx.amount)];
    },
  },
  {
    group: "stays",
    query: "Which month was the best for the condo last year, and what did our share come to that month?",
    tool: "query_database",
    expect: async (t) => {
      const last = Y(t) - 1;
      const items = (await txs(t, "owner share", { property: "Sea Oats", start: `${last}-01-01`, end: `${last + 1}-01-31` })).filter((tx) => tx.description.includes(` ${last} (58%`));
      if (items.length !== 12) throw new Error(`expected 12 owner statements for ${last}, found ${items.length}`);
      const best = items.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
      return [money(best.amount)];
    },
  },
  {
    group: "stays",
    query: "After the housekeeping and any repairs came out, what did the condo actually net us for September's stays?",
    tool: "query_database",
    expect: async (t) => {
      const { share } = await poolMonth(t, Y(t), 9);
      const charges = await t.sum({ type: "expense", q: `owner statement, September ${Y(t)} - `, property: (await t.property("Sea Oats")).id, ...year(Y(t)) });
      return [money((Number(share) - Number(charges)).toFixed(2))];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups
  {
    group: "follow-ups",
    query: "and how much of that did the resort keep for itself?",
    tool: "query_database",
    after: Q.julyGross,
    expect: async (t) => {
      const { share, gross } = await poolMonth(t, Y(t), 7);
      return [money((Number(gross) - Number(share)).toFixed(2))];
    },
  },
  {
    group: "follow-ups",
    query: "what about all of last year?",
    tool: "query_database",
    after: Q.hapYtd,
    expect: async (t) => [money(await t.sum({ type: "revenue", q: "housing assistance payment", ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-ups",
    query: "what about room 4?",
    tool: "query_database",
    after: Q.room1,
    expect: async (t) => roomNow(t, 4),
  },
  {
    group: "follow-ups",
    query: "And the condo on St. Simons?",
    tool: "query_database",
    after: Q.duplexBought,
    expect: async (t) => {
      const p = await t.property("Sea Oats");
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "follow-ups",
    query: "how much was the fee for it this year?",
    tool: "query_database",
    after: Q.registration,
    expect: async (t) => {
      const fee = await t.sum({ categories: ["expense:licenses_permits"], q: "annual registration", ...thisYear(t) });
      if (Number(fee) === 0) throw new Error("no registration fee this year");
      return [money(fee).replace(/\.00$/, "")];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot tell
  {
    group: "unanswerable",
    query: "What do you think the St. Simons condo would sell for today?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Should we raise the Haywoods' rent when their lease comes up?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the weather supposed to be on St. Simons this weekend? Thinking of driving down",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much did we pay Magnolia Pressure Washing last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Who stayed in the condo over the Fourth of July?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Would we be better off electing to be an S corp instead of a partnership?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the going market rent for a 10x10 storage unit around Watkinsville these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Is Bernadette going to keep her voucher next year, do you think?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the Glynn County tax bill on the condo going to be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How do the other owners in the Driftwood Dunes pool do with their units compared to ours?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
