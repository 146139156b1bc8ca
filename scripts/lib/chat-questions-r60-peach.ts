// Blind set r60-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and counts, property records, deposits, obligations, the company profile and the documents list), with periods computed from today; a figure quoted from a document is used only after checking the document is on file.
// Persona: the LLC's two members texting the assistant: short and casual, students and storage renters
// by first name, "the condo", "the storage lot", "the duplex", loose periods, follow-ups, and a few
// wants the records cannot give.
import { type Case, figure, lastMonth, longDate, nextOpen, obligations, quarter, thisYear, titles, type Truth, year } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const money = (amount: string) => `$${figure(amount)}`;
const ATHENS = "Pulaski Heights";
const STORAGE = "Persimmon Ridge";
const CONDO = "Sea Oats";
const DUPLEX = "Laurelbrook";
/** A period clipped to today. */
const upToToday = (t: Truth, start: string, end: string) => ({ start, end: end < t.today ? end : t.today });

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The transactions of a property (or all) in a period whose description holds `q`. */
async function txs(t: Truth, filter: { q?: string; category?: string; property?: string; start: string; end: string }): Promise<Tx[]> {
  const id = filter.property ? (await t.property(filter.property)).id : undefined;
  const query = [`start_date=${filter.start}`, `end_date=${filter.end}`, "page_size=200", filter.q ? `q=${encodeURIComponent(filter.q)}` : "", filter.category ? `category=${filter.category}` : "", id ? `property_id=${id}` : ""].filter(Boolean).join("&");
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?${query}`);
  return items;
}
/** The one transaction matching, or an error. */
async function one(t: Truth, filter: Parameters<typeof txs>[1]): Promise<Tx> {
  const found = await txs(t, filter);
  if (found.length !== 1) throw new Error(`${JSON.stringify(filter)}: ${found.length} transactions`);
  return found[0]!;
}
/** Throws unless a document whose title or file name holds `q` is on file. */
async function onFile(t: Truth, q: string): Promise<void> {
  await titles(t, `q=${encodeURIComponent(q)}`);
}
/** The student renting a room last month, from the room's rent transaction. */
async function roomTenant(t: Truth, room: number): Promise<{ name: string; rent: string }> {
  const tx = await one(t, { q: `Room ${room} rent - `, category: "revenue:long_term_rental", property: ATHENS, ...lastMonth(t.today) });
  const name = new RegExp(`Room ${room} rent - (.+?), [A-Z][a-z]+ \\d{4}`).exec(tx.description)?.[1];
  if (!name) throw new Error(`no tenant in ${tx.description}`);
  return { name, rent: tx.amount };
}
async function deadline(t: Truth, q: string): Promise<string[]> {
  const next = await nextOpen(t, `q=${encodeURIComponent(q)}`);
  if (!next) throw new Error(`no open obligation for ${q}`);
  return [longDate(next.due_date)];
}

export const R60_PEACH_CASES: Case[] = [
  // ---------------------------------------------------------------------------------------------
  // Income
  {
    group: "income",
    query: "how much did the storage lot bring in ytd?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", property: (await t.property(STORAGE)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "student house rent last yr? just rent please, not the utility fees",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(ATHENS)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "what did Driftwood pay us for the condo in q2",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CONDO)).id, ...quarter(Y(t), 2) }))],
  },
  {
    group: "income",
    query: "how much HAP has the housing authority paid on Bernadette's unit so far this year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", q: "housing assistance payment", property: (await t.property(DUPLEX)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "can you pull up what we billed the students in utility fees last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:utility_reimbursements"], property: (await t.property(ATHENS)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "how much has Shay paid us on unit 19 this yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", q: "Shay Dunwoody", property: (await t.property(STORAGE)).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much rent did the Haywoods pay us last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], q: "Haywood", property: (await t.property(DUPLEX)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "income",
    query: "condo income this spring? (mar-may)",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property(CONDO)).id, ...upToToday(t, `${Y(t)}-03-01`, `${Y(t)}-05-31`) }))],
  },
  {
    group: "income",
    query: "Red Clay Crossing's total revenue the year before last, all properties",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", ...year(Y(t) - 2) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Expenses
  {
    group: "expenses",
    query: "what've we paid Loretta so far this yr",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Loretta Pennycook", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "condo HOA dues last year?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property(CONDO)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "how much interest have we paid on the macon loan ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property(DUPLEX)).id, ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "property taxes last year, all four properties combined",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:property_tax"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what did the sewer line job at the duplex end up costing us",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:capital_improvement"], q: "sewer line replacement", property: (await t.property(DUPLEX)).id, start: `${Y(t) - 2}-01-01`, end: t.today }))],
  },
  {
    group: "expenses",
    query: "utilities at the student house last fall (sep thru nov)",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:utilities"], property: (await t.property(ATHENS)).id, start: `${Y(t) - 1}-09-01`, end: `${Y(t) - 1}-11-30` }))],
  },
  {
    group: "expenses",
    query: "calculate repairs at the storage lot for last year",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:maintenance:repairs"], property: (await t.property(STORAGE)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "Broad River Lawn - what have we paid them this year, both places",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "expense", q: "Broad River Lawn", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // Properties
  {
    group: "properties",
    query: "when did we buy the storage lot and what'd we pay for it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(STORAGE);
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the condo",
    tool: "query_database",
    expect: async (t) => [money((await t.property(CONDO)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "how much of the athens house price was allocated to land?",
    tool: "query_database",
    expect: async (t) => [money((await t.property(ATHENS)).land_basis)],
  },
  {
    group: "properties",
    query: "what's the street address of the duplex again",
    tool: "query_database",
    expect: async (t) => [(await t.property(DUPLEX)).address.split(",")[0]!],
  },
  {
    group: "properties",
    query: "when was the Pulaski house placed in service?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(ATHENS);
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Tenants, rents, deposits
  {
    group: "tenants",
    query: "who's in room 2 at the student house right now?",
    tool: "query_database",
    expect: async (t) => [(await roomTenant(t, 2)).name],
  },
  {
    group: "tenants",
    query: "what's Keondre paying a month",
    tool: "query_database",
    expect: async (t) => [money((await one(t, { q: "rent - Keondre", category: "revenue:long_term_rental", property: ATHENS, ...lastMonth(t.today) })).amount)],
  },
  {
    group: "tenants",
    query: "how much in security deposits are we holding for the students",
    tool: "query_database",
    expect: async (t) => {
      const { held } = await t.get<{ held: string }>(`/api/v1/deposits?property_id=${(await t.property(ATHENS)).id}`);
      return [money(held)];
    },
  },
  {
    group: "tenants",
    query: "Bernadette's portion vs what the housing authority pays each month?",
    tool: "query_database",
    expect: async (t) => {
      const tenant = await one(t, { q: "tenant portion - Bernadette", property: DUPLEX, ...lastMonth(t.today) });
      const hap = await one(t, { q: "housing assistance payment", property: DUPLEX, ...lastMonth(t.today) });
      return [money(tenant.amount), money(hap.amount)];
    },
  },
  {
    group: "tenants",
    query: "what deposit did the haywoods put down",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { amount: string }[] }>("/api/v1/deposits?tenant=Haywood");
      if (items.length !== 1) throw new Error(`${items.length} deposits of the Haywoods`);
      return [money(items[0]!.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // The company
  {
    group: "company",
    query: "whats our EIN again",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "GA control # for Red Clay Crossing?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name.split(",")[0]!],
  },

  // ---------------------------------------------------------------------------------------------
  // Deadlines
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, "");
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything due in the next 30 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing due in 30 days");
      const dates = [...new Set(items.map((o) => o.due_date))].sort();
      return [...new Set([longDate(dates[0]!), longDate(dates[dates.length - 1]!)])];
    },
  },
  {
    group: "deadlines",
    query: "when's the oconee county property tax due",
    tool: "query_database",
    expect: (t) => deadline(t, "Oconee County Tax Commissioner"),
  },
  {
    group: "deadlines",
    query: "when do we have to get the GA annual registration in by",
    tool: "query_database",
    expect: (t) => deadline(t, "Georgia annual registration"),
  },
  {
    group: "deadlines",
    query: "when does the macon loan balloon come due?",
    tool: "query_database",
    expect: (t) => deadline(t, "loan ...7730 matures"),
  },

  // ---------------------------------------------------------------------------------------------
  // Documents
  {
    group: "documents",
    query: "per the rental pool agreement what cut does the resort keep on the condo?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["42%"];
    },
  },
  {
    group: "documents",
    query: "what does the sewer warranty NOT cover",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "sewer line replacement contract and warranty");
      return ["grease"];
    },
  },
  {
    group: "documents",
    query: "whats the late fee in the storage rental agreement",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Self Storage rental agreement");
      return ["$20.00"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement, how's ownership split between me and Garrett?",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["55%", "45%"];
    },
  },
  {
    group: "documents",
    query: "which insurance policies do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, "doc_type=insurance");
      const insurer = "Broad River Mutual";
      if (!found.some((title) => title.includes(insurer))) throw new Error(`no ${insurer} policy among ${found.join("; ")}`);
      return [insurer];
    },
  },
  {
    group: "documents",
    query: "what docs do we have for the duplex",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = (await titles(t, `property_id=${(await t.property(DUPLEX)).id}`)).map((title) => title.toLowerCase());
      const phrases = ["HAP contract", "sewer line", "commercial loan"];
      for (const p of phrases) if (!found.some((title) => title.includes(p.toLowerCase()))) throw new Error(`no duplex document with ${p}`);
      if (found.length !== phrases.length) throw new Error(`${found.length} duplex documents`);
      return phrases;
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Stays at the condo (the resort's rental pool)
  {
    group: "stays",
    query: "how many owner statements has driftwood sent us this yr",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property(CONDO)).id, ...thisYear(t) }))],
  },
  {
    group: "stays",
    query: "gross room revenue for the condo in july?",
    tool: "query_database",
    expect: async (t) => {
      // The latest July whose statement is in.
      const found = (await txs(t, { q: "owner share, July", category: "revenue:rental_income", property: CONDO, start: `${Y(t) - 2}-01-01`, end: t.today })).sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
      const gross = /of (\$[\d,]+\.\d{2}) gross room revenue/.exec(found[0]?.description ?? "")?.[1];
      if (!gross) throw new Error("no July statement");
      return [gross];
    },
  },
  {
    group: "stays",
    query: "how many departure cleans were on the june owner statement for the condo, and what did housekeeping run us",
    tool: "query_database",
    expect: async (t) => {
      const tx = await one(t, { q: `owner statement, June ${Y(t)} - housekeeping`, property: CONDO, start: `${Y(t)}-06-01`, end: t.today });
      const cleans = /housekeeping: (\d+) departure cleans/.exec(tx.description)?.[1];
      if (!cleans) throw new Error(`no cleans in ${tx.description}`);
      return [cleans, money(tx.amount)];
    },
  },
  {
    group: "stays",
    query: "biggest owner share payout on the condo so far this year?",
    tool: "query_database",
    expect: async (t) => {
      const found = await txs(t, { category: "revenue:rental_income", property: CONDO, ...thisYear(t) });
      if (found.length === 0) throw new Error("no owner shares this year");
      const best = found.reduce((a, b) => (Math.abs(Number(b.amount)) > Math.abs(Number(a.amount)) ? b : a));
      return [money(best.amount)];
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Follow-ups
  {
    group: "follow-up",
    query: "and last yr?",
    after: "how much did the storage lot bring in ytd?",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ type: "revenue", property: (await t.property(STORAGE)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "same thing for the duplex",
    after: "student house rent last yr? just rent please, not the utility fees",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property(DUPLEX)).id, ...year(Y(t) - 1) }))],
  },
  {
    group: "follow-up",
    query: "and the condo?",
    after: "when did we buy the storage lot and what'd we pay for it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property(CONDO);
      return [longDate(p.acquisition_date), money(p.purchase_price_total)];
    },
  },
  {
    group: "follow-up",
    query: "what's she paying a month",
    after: "who's in room 2 at the student house right now?",
    tool: "query_database",
    expect: async (t) => [money((await roomTenant(t, 2)).rent)],
  },
  {
    group: "follow-up",
    query: "what about for all of last year",
    after: "how much interest have we paid on the macon loan ytd",
    tool: "query_database",
    expect: async (t) => [money(await t.sum({ categories: ["expense:mortgage_interest"], property: (await t.property(DUPLEX)).id, ...year(Y(t) - 1) }))],
  },

  // ---------------------------------------------------------------------------------------------
  // What the records cannot answer
  {
    group: "unanswerable",
    query: "what's the condo worth these days?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's still owed on the mortgage for the athens house",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "is it gonna rain on st simons this weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what should we charge for the 10x20s next year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we do a 1031 exchange if we sell the duplex?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid Georgia Power for the duplex",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's Jalen's cell number",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many nights was the condo booked in august?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's next year's glynn county tax bill gonna be on the condo",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
