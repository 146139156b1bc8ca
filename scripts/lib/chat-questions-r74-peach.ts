// Blind set r74-peach: 60 questions about the Georgia LLC (scripts/lib/peach-company.ts), written without reading the assistant's code, its tests, its docs or any other question set. Every expected figure, name and date is read at run time from the REST API (ledger sums and rows, property records, deposits, obligations, the company profile and the document list), never written here; the only literals are words a document on file states (a percentage, a deductible, a rate), each checked on file first.
// Voice: a member dictating on her phone while driving: run-on sentences, little punctuation, spoken
// numbers, dictation slips now and then, follow-ups ("ok and ..."), and ten things the records cannot
// answer. Periods said relatively ("last year", "last month", "this year") are computed from t.today.
import { type Case, figure, lastMonth, longDate, nextOpen, obligations, quarter, RENTS, thisYear, titles, type Truth, year } from "./chat-questions";

// Address fragments of the four properties (GET /api/v1/properties?q= matches the address).
const ATHENS = "Pulaski Heights";
const STORAGE = "Persimmon Ridge";
const CONDO = "Sea Oats";
const DUPLEX = "Laurelbrook";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
/** Everything the fixture holds: from January two years back through today. */
const ever = (t: Truth) => ({ start: `${Y(t) - 2}-01-01`, end: t.today });
const dollars = (amount: string) => `$${figure(amount)}`;
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transaction whose description holds `q` (optionally of a category), or an error. */
async function latest(t: Truth, q: string, category?: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?q=${encodeURIComponent(q)}${category ? `&category=${category}` : ""}&end_date=${t.today}&page_size=1&sort=-transaction_date`);
  if (!items[0]) throw new Error(`no transaction holds "${q}"`);
  return items[0];
}

/** The one document a title search finds; throws when none is on file. */
async function onFile(t: Truth, q: string): Promise<string> {
  const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(q)}&page_size=50`);
  if (items.length === 0) throw new Error(`no document "${q}" on file`);
  return items[0]!.title;
}

/** The due date of the next open obligation whose description holds `q`. */
async function nextDue(t: Truth, q: string): Promise<string> {
  const o = await nextOpen(t, `q=${encodeURIComponent(q)}&start_date=${t.today}`);
  if (!o) throw new Error(`no open obligation "${q}"`);
  return longDate(o.due_date);
}

const company = (t: Truth) => t.get<{ ein: string; state_filing_number: string; formation_date: string; registered_agent: { name: string } | null; legal_name: string }>("/api/v1/company");

// The questions a follow-up is asked after.
const Q_ATHENS_RENT = "ok so how much rent did we collect at the athens student house in twenty twenty five just the rent not the utility fees";
const Q_PROPERTY_TAX = "what were our total property taxes in twenty twenty five all four properties";
const Q_DUPLEX_PRICE = "what did we pay for the macon duplex when we bought it";
const Q_OCONEE_TAX = "when is the oconee county property tax due for the storage lot";
const Q_POOL_SHARE = "what does the driftwood rental pool agreement say our share of the room revenue is";

export const R74_PEACH_CASES: Case[] = [
  // ------------------------------------------------------------------ income (10)
  {
    group: "income",
    query: Q_ATHENS_RENT,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(2025), property: await id(t, ATHENS) }))],
  },
  {
    group: "income",
    query: "what did the storage place in watkinsville bring in last month",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...lastMonth(t.today), property: await id(t, STORAGE) }))],
  },
  {
    group: "income",
    query: "how much has the housing authority paid us for bernadettes unit so far this year the hap payments i mean",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], q: "housing assistance payment", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "whats our total income for the third quarter of twenty twenty six all the properties together",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "revenue", ...quarter(2026, 3) }))],
  },
  {
    group: "income",
    query: "how much have we gotten from the driftwood rental pool ytd for the condo",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, CONDO) }))],
  },
  {
    group: "income",
    query: "can you tell me what keondre has paid in rent so far this year just rent please not the utility fee",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:long_term_rental"], q: "Keondre", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "the utility fees we bill the athens students how much was that last yr",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:utility_reimbursements"], ...year(Y(t) - 1), property: await id(t, ATHENS) }))],
  },
  {
    group: "income",
    query: "how much rent came in from the duplex in making in the second quarter both sides including the section eight money",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...quarter(Y(t), 2), property: await id(t, DUPLEX) }))],
  },
  {
    group: "income",
    query: "what did we end up getting out of the lean sale on unit twenty one at the storage place",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["revenue:other"], q: "Lien sale", ...ever(t) }))],
  },

  // ------------------------------------------------------------------ expenses (9)
  {
    group: "expenses",
    query: "what did we pay loretta last year for running the storage lot",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Loretta Pennycook", ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: Q_PROPERTY_TAX,
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], ...year(2025) }))],
  },
  {
    group: "expenses",
    query: "how much did the sewer line replacement at the duplex cost us the ocmulgee rooter job",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:capital_improvement"], q: "sewer line replacement", ...ever(t), property: await id(t, DUPLEX) }))],
  },
  {
    group: "expenses",
    query: "calculate what we spent on repairs at persimmon ridge in twenty twenty five",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(2025), property: await id(t, STORAGE) }))],
  },
  {
    group: "expenses",
    query: "how much are we paying in condo association dues on saint simons year to date",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: await id(t, CONDO) }))],
  },
  {
    group: "expenses",
    query: "how much interest did we pay on the fall line loan last year",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:mortgage_interest"], ...year(Y(t) - 1) }))],
  },
  {
    group: "expenses",
    query: "what were total expenses for the athens house last month everything",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", ...lastMonth(t.today), property: await id(t, ATHENS) }))],
  },
  {
    group: "expenses",
    query: "what have we paid sandy creek pest control in twenty twenty five",
    tool: "query_database",
    expect: async (t) => [dollars(await t.sum({ type: "expense", q: "Sandy Creek Pest Control", ...year(2025) }))],
  },

  // ------------------------------------------------------------------ properties (6)
  {
    group: "properties",
    query: "when did we buy the storage place in watkinsville",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property(STORAGE)).acquisition_date)],
  },
  {
    group: "properties",
    query: Q_DUPLEX_PRICE,
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(DUPLEX)).purchase_price_total)],
  },
  {
    group: "properties",
    query: "whats the depreciable basis on the pulaski heights house not counting the land",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(ATHENS)).depreciable_basis)],
  },
  {
    group: "properties",
    query: "whats the address of the duplex again i need it for a form",
    tool: "query_database",
    expect: async (t) => [(await t.property(DUPLEX)).address.split(",")[0]!.trim()],
  },
  {
    group: "properties",
    query: "how much of what we paid for the condo was the furniture package",
    tool: "query_database",
    expect: async (t) => [dollars((await t.property(CONDO)).ffe_basis)],
  },

  // ------------------------------------------------------------------ tenants, rents, deposits (5)
  {
    group: "tenants",
    query: "what are the haywoods paying in rent right now",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, "Unit A (1182) rent", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "whos in room two at the student house this school year",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, "Room 2 rent", "revenue:long_term_rental");
      const name = /Room 2 rent - (.+?), [A-Z][a-z]+ \d{4}/.exec(tx.description)?.[1];
      if (!name) throw new Error(`no tenant in "${tx.description}"`);
      return [name];
    },
  },
  {
    group: "tenants",
    query: "how much security deposit are we holding for the haywoods",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { held: string }[] }>("/api/v1/deposits?tenant=Haywood");
      if (items.length !== 1) throw new Error(`${items.length} Haywood deposits`);
      return [dollars(items[0]!.held)];
    },
  },
  {
    group: "tenants",
    query: "whats bernadettes portion of the rent now and how much does the housing authority pay on top of that",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, "tenant portion - Bernadette Oyelaran", "revenue:long_term_rental")).amount), dollars((await latest(t, "housing assistance payment", "revenue:long_term_rental")).amount)],
  },
  {
    group: "tenants",
    query: "how much in security deposits are we holding right now all together students and the duplex",
    tool: "query_database",
    expect: async (t) => [dollars((await t.get<{ held: string }>("/api/v1/deposits")).held)],
  },

  // ------------------------------------------------------------------ company (4)
  {
    group: "company",
    query: "whats our e i n again the bank is asking",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "whats our control number with the georgia secretary of state",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: "when was red clay crossing formed exactly",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name.replace(/,?\s*Inc\.?$/, "")];
    },
  },

  // ------------------------------------------------------------------ deadlines (6)
  {
    group: "deadlines",
    query: "whats the next deadline coming up for us",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `start_date=${t.today}`);
      if (!o) throw new Error("nothing open");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "is there anything due in the next thirty days i need to worry about",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=30");
      if (items.length === 0) throw new Error("nothing in the next 30 days");
      return [...new Set([longDate(items[0]!.due_date), longDate(items[items.length - 1]!.due_date)])];
    },
  },
  {
    group: "deadlines",
    query: "when is our georgia annual registration due next year",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, `q=${encodeURIComponent(`annual registration for ${Y(t) + 1}`)}`);
      if (items.length !== 1) throw new Error(`${items.length} registrations for next year`);
      return [longDate(items[0]!.due_date)];
    },
  },
  {
    group: "deadlines",
    query: Q_OCONEE_TAX,
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Oconee County Tax Commissioner")],
  },
  {
    group: "deadlines",
    query: "whens the ten sixty five due",
    tool: "query_database",
    expect: async (t) => [await nextDue(t, "Form 1065 partnership return")],
  },

  // ------------------------------------------------------------------ documents (6)
  {
    group: "documents",
    query: Q_POOL_SHARE,
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["58%"];
    },
  },
  {
    group: "documents",
    query: "per the operating agreement what percentage does garrett own",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "Operating Agreement");
      return ["45%"];
    },
  },
  {
    group: "documents",
    query: "whats the deductible on the landlord policy for the athens house",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "landlord policy declarations");
      return ["$2,500"];
    },
  },
  {
    group: "documents",
    query: "what documents do we have on file for the macon duplex",
    tool: "list_business_documents",
    expect: async (t) => {
      const found = await titles(t, `property_id=${await id(t, DUPLEX)}`);
      const pick = [found.find((title) => /commercial loan/i.test(title)), found.find((title) => /sewer line/i.test(title))];
      if (pick.some((title) => !title)) throw new Error(`duplex documents: ${JSON.stringify(found)}`);
      return pick as string[];
    },
  },
  {
    group: "documents",
    query: "whats the interest rate on the fall line bank loan is it fixed",
    tool: "search_document_content",
    expect: async (t) => {
      await onFile(t, "commercial loan summary");
      return ["7.25%"];
    },
  },

  // ------------------------------------------------------------------ stays: the condo in the resort rental pool (4)
  {
    group: "stays",
    query: "what was our owner share from driftwood for the july rentals at the condo",
    tool: "query_database",
    expect: async (t) => [dollars((await latest(t, `owner share, July ${Y(t)}`, "revenue:rental_income")).amount)],
  },
  {
    group: "stays",
    query: "what was the gross room revenue on the condo for june before the resort took its cut",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `owner share, June ${Y(t)}`, "revenue:rental_income");
      const gross = /of (\$[\d,]+\.\d{2}) gross room revenue/.exec(tx.description)?.[1];
      if (!gross) throw new Error(`no gross in "${tx.description}"`);
      return [gross];
    },
  },
  {
    group: "stays",
    query: "how many cleanings did driftwood charge us for august at the condo on the owner statement",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `owner statement, August ${Y(t)} - housekeeping`, "expense:maintenance:cleaning");
      const cleans = /housekeeping: (\d+) departure cleans/.exec(tx.description)?.[1];
      if (!cleans) throw new Error(`no cleans in "${tx.description}"`);
      return [cleans, dollars(tx.amount)];
    },
  },
  {
    group: "stays",
    query: "how many owner statements have we gotten from the resort this year for unit three twelve",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await id(t, CONDO) }))],
  },

  // ------------------------------------------------------------------ follow-ups (5)
  {
    group: "follow-ups",
    query: "ok and the year before that",
    tool: "query_database",
    after: Q_ATHENS_RENT,
    expect: async (t) => [dollars(await t.sum({ categories: RENTS, ...year(2024), property: await id(t, ATHENS) }))],
  },
  {
    group: "follow-ups",
    query: "ok and just the glynn county one",
    tool: "query_database",
    after: Q_PROPERTY_TAX,
    expect: async (t) => [dollars(await t.sum({ categories: ["expense:property_tax"], q: "Glynn County", ...year(2025) }))],
  },
  {
    group: "follow-ups",
    query: "and how much of that was the building",
    tool: "query_database",
    after: Q_DUPLEX_PRICE,
    expect: async (t) => [dollars((await t.property(DUPLEX)).building_basis)],
  },
  {
    group: "follow-ups",
    query: "ok what about the macon one",
    tool: "query_database",
    after: Q_OCONEE_TAX,
    expect: async (t) => [await nextDue(t, "Macon-Bibb County Tax Commissioner")],
  },
  {
    group: "follow-ups",
    query: "and what do they charge us per cleaning this year",
    tool: "search_document_content",
    after: Q_POOL_SHARE,
    expect: async (t) => {
      await onFile(t, "rental pool agreement");
      return ["$115.00"];
    },
  },

  // ------------------------------------------------------------------ the records cannot answer (10)
  {
    group: "unanswerable",
    query: "what do you think the condo on st simons is worth now if we sold it",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather going to be on saint simons this weekend we might drive down",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we raise the storage rents again in january and by how much do you think",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many nights was the condo booked in july",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much have we paid home depot this year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "would we save on taxes if red clay crossing elected s corp status",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the monthly mortgage payment on the athens house",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "can we evict bernadette if she got a dog without asking is that legal in georgia",
    tool: "search_document_content",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's the glynn county tax bill going to be next year on the condo",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "who were the guests that stayed in the condo over the fourth of july",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
