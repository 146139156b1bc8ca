// Written BLIND (without reading the assistant's code, its tests or the other question sets): the
// jan-landlord set, 60 questions about Basalt Creek Holdings LLC (scripts/lib/landlord-company.ts), an
// Oregon multi-member LLC with four long-term rentals (two single-family homes in Portland and Salem,
// the Larkspur duplex, an HOA condo in Beaverton), three of them run by Brightwell Property Management,
// and one furnished carriage house in Hood River let on Airbnb. The questions are typed the way owners,
// their bookkeeper and their CPA type: fragments, abbreviations, small typos, streets, towns, nicknames
// and tenants' first names, vendors as the bank prints them, and relative periods ("last yr", "ytd",
// "q3", "first half of last year", "last 90 days").
//
// Groups: income 7, expenses 9, net 3, bookings 3, basis 4, company 3, members 2, deadlines 5,
// documents 6, follow-up 8 (each asked in the session of the case right before it), unanswerable 10
// (the records do not hold it: the answer must say so and state no dollar figure).
//
// Every expected figure, date and name is read from the REST API at run time (ledger sums, property
// records, the company profile, obligations, and a document's own passages through
// GET /api/v1/documents/search), with periods relative to today, so the set stays right as the data moves.
import Decimal from "decimal.js";
import { figure, guestsOf, longDate, month, nightsBooked, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

type Period = { start: string; end: string };

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
/** Everything the ledger holds up to today. */
const ever = (t: Truth): Period => ({ start: "2000-01-01", end: t.today });
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The most recent whole calendar quarter q (this year's once it has ended, else last year's). */
const latestQuarter = (t: Truth, q: number) => (t.today > quarter(Y(t), q).end ? quarter(Y(t), q) : quarter(Y(t) - 1, q));
/** The most recent whole calendar month m. */
const latestMonth = (t: Truth, m: number) => (t.today > month(Y(t), m).end ? month(Y(t), m) : month(Y(t) - 1, m));
const lastMonthOf = (t: Truth) => {
  const [y, m] = t.today.split("-").map(Number) as [number, number];
  return m === 1 ? month(y - 1, 12) : month(y, m - 1);
};

/** The five homes, by the word an owner calls them. */
const HOMES = ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"] as const;

async function byHome(t: Truth, filter: (id: string) => Promise<string>): Promise<{ home: string; amount: string }[]> {
  const out: { home: string; amount: string }[] = [];
  for (const home of HOMES) out.push({ home, amount: await filter((await t.property(home)).id) });
  return out;
}
const largest = (rows: { home: string; amount: string }[]) => rows.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));

/** A document's whole text, its passages in order, read through the document search route. */
async function docText(t: Truth, titleFragment: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("terms amounts dates")}&document_id=${items[0]!.id}&top_k=50&mode=vector`);
  return [...hits.items].sort((a, b) => a.chunk_index - b.chunk_index).map((h) => h.text).join("\n");
}
function pick(text: string, re: RegExp): string {
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`not in the document: ${re}`);
  return m[1];
}
/** "$2,400.00" in a document -> "2,400" (an answer may drop the cents). */
const dollars = (text: string) => text.replace(/\.00$/, "");

const openFrom = async (t: Truth, query: string): Promise<Obligation[]> =>
  (await obligations(t, `start_date=${t.today}&${query}`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
async function firstOpen(t: Truth, query: string): Promise<Obligation> {
  const o = (await openFrom(t, query))[0];
  if (!o) throw new Error(`no open obligation for ${query}`);
  return o;
}

async function noTransactions(t: Truth, filter: Parameters<Truth["count"]>[0], what: string): Promise<string[]> {
  const n = await t.count(filter);
  if (n !== 0) throw new Error(`${what}: the ledger holds ${n} transactions`);
  return [];
}

export const JAN_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (7)
  {
    group: "income",
    query: "how much rent came in last month, all the properties combined?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonthOf(t) }))],
  },
  {
    group: "income",
    query: "q3 rental income for Basalt Creek — need the quarterly number",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...latestQuarter(t, 3) }))],
  },
  {
    group: "income",
    query: "Calculate gross rental income for the Hood River carriage house last yr, before Airbnb takes its cut",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "how much has Brianna paid in rent ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Thornapple")).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and Tobias?",
    tool: "query_database",
    after: "how much has Brianna paid in rent ytd",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: (await t.property("Quarry Bend")).id, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "has Marisol been late on rent? pull up any late fees we got from her",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { transaction_date: string; amount: string }[] }>(`/api/v1/transactions?category=revenue:late_fees&q=PENNINGTON&start_date=2000-01-01&end_date=${t.today}&page_size=200`);
      if (items.length === 0) throw new Error("no late fee from Marisol Pennington in the ledger");
      return items.flatMap((tx) => [figure(tx.amount), longDate(tx.transaction_date)]);
    },
  },
  {
    group: "income",
    query: "break down last yr's total revenue by property",
    tool: "query_database",
    expect: async (t) => (await byHome(t, (property) => t.sum({ type: "revenue", property, ...lastYear(t) }))).map((r) => figure(r.amount)),
  },
  {
    group: "income",
    query: "Larkspur duplex rent this year vs last year?",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property("Larkspur")).id;
      return [figure(await t.sum({ categories: RENTS, property, ...thisYear(t) })), figure(await t.sum({ categories: RENTS, property, ...lastYear(t) }))];
    },
  },

  // ---------------------------------------------------------------- expenses (9)
  {
    group: "expenses",
    query: "tally up everything we paid Brightwell in fees last year (mgmt fee plus any renewal fees)",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "mortgage interest for last year, total and by loan, for my CPA",
    tool: "query_database",
    expect: async (t) => {
      const total = await t.sum({ categories: ["expense:mortgage_interest"], ...lastYear(t) });
      const rows = (await byHome(t, (property) => t.sum({ categories: ["expense:mortgage_interest"], property, ...lastYear(t) }))).filter((r) => Number(r.amount) > 0);
      return [figure(total), ...rows.map((r) => figure(r.amount))];
    },
  },
  {
    group: "follow-up",
    query: "ok same thing for this yr so far",
    tool: "query_database",
    after: "mortgage interest for last year, total and by loan, for my CPA",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:mortgage_interest"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "HOA dues on the Beaverton condo since January?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: (await t.property("Quarry Bend")).id, ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "is there a special assessment coming on top of that?",
    tool: "search_document_content",
    after: "HOA dues on the Beaverton condo since January?",
    expect: async (t) => {
      const text = await docText(t, "Quarry Bend Condominium Association Rules");
      return [dollars(pick(text, /special assessment of \$(\d[\d,]*(?:\.\d\d)?)/)), dollars(pick(text, /installments of \$(\d[\d,]*(?:\.\d\d)?)/))];
    },
  },
  {
    group: "expenses",
    query: "what did the new roof at the Thornapple house end up costing us?",
    tool: "query_database",
    expect: async (t) => {
      const roof = await t.sum({ categories: ["expense:capital_improvement"], property: (await t.property("Thornapple")).id, q: "roof", ...ever(t) });
      if (Number(roof) === 0) throw new Error("no roof in the ledger");
      return [figure(roof)];
    },
  },
  {
    group: "expenses",
    query: "which rental had the biggest repair bills last year?",
    tool: "query_database",
    expect: async (t) => {
      const top = largest(await byHome(t, (property) => t.sum({ categories: ["expense:maintenance:repairs"], property, ...lastYear(t) })));
      return [top.home, figure(top.amount)];
    },
  },
  {
    group: "expenses",
    query: "GREEN FERN LANDSCAPING charges ytd, both houses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Green Fern", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me the pacific power electric at the carriage house this past summer (jun-aug), month by month",
    tool: "query_database",
    expect: async (t) => {
      const property = (await t.property("Mill Race")).id;
      const out: string[] = [];
      for (const m of [6, 7, 8]) out.push(figure(await t.sum({ categories: ["expense:utilities:electricity"], property, ...latestMonth(t, m) })));
      return out;
    },
  },
  {
    group: "expenses",
    query: "last year's property taxes - total, and which county bill was the biggest",
    tool: "query_database",
    expect: async (t) => {
      const rows = await byHome(t, (property) => t.sum({ categories: ["expense:property_tax"], property, ...lastYear(t) }));
      return [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) })), figure(largest(rows).amount)];
    },
  },
  {
    group: "follow-up",
    query: "and insurance premiums, same year?",
    tool: "query_database",
    after: "last year's property taxes - total, and which county bill was the biggest",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how come Thornapple's expenses were so high last September?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      const sep = month(Y(t) - 1, 9);
      const { items } = await t.get<{ items: { description: string; amount: string }[] }>(`/api/v1/transactions?transaction_type=EXPENSE&property_id=${p.id}&start_date=${sep.start}&end_date=${sep.end}&sort=-amount&page_size=1`);
      const top = items[0];
      if (!top) throw new Error("no Thornapple expenses last September");
      return [figure(top.amount), top.description.split(" ")[0]!.toLowerCase()];
    },
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income for the whole LLC, first half of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", start: `${Y(t) - 1}-01-01`, end: `${Y(t) - 1}-06-30` }))],
  },
  {
    group: "net",
    query: "carriage house ytd net of airbnb fees and all the expenses — are we making money on it?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Mill Race")).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "which property netted the most over the last 90 days?",
    tool: "query_database",
    expect: async (t) => {
      // "The last 90 days" read either way (today and 89 days back, or 90 days back): the same winner.
      const winners = new Set<string>();
      for (const back of [89, 90]) winners.add(largest(await byHome(t, (property) => t.sum({ type: "net", property, start: addDays(t.today, -back), end: t.today }))).home);
      if (winners.size !== 1) throw new Error("the winner depends on where the 90 days start");
      return [...winners];
    },
  },

  // ---------------------------------------------------------------- bookings (3)
  {
    group: "bookings",
    query: "# of airbnb bookings at the carriage house last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastMonthOf(t) }))],
  },
  {
    group: "follow-up",
    query: "what did those bring in, gross?",
    tool: "query_database",
    after: "# of airbnb bookings at the carriage house last month",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Mill Race")).id, ...lastMonthOf(t) }))],
  },
  {
    group: "bookings",
    query: "nights booked at Mill Race in q2?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", latestQuarter(t, 2)))],
  },
  {
    group: "bookings",
    query: "who stayed at the carriage house in september",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", latestMonth(t, 9)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on the Thornapple house?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "when was it placed in service",
    tool: "query_database",
    after: "depreciable basis on the Thornapple house?",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      if (!p.placed_in_service) throw new Error("Thornapple has no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "larkspur duplex: total basis, split land vs building pls",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.total_basis), figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much of the carriage house basis is furniture (FF&E) and whats depreciable overall",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Mill Race");
      return [figure(p.ffe_basis), figure(p.depreciable_basis)];
    },
  },
  {
    group: "basis",
    query: "total basis of all 5 rentals added up",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { total_basis: string }[] }>("/api/v1/properties?page_size=200");
      if (items.length !== HOMES.length) throw new Error(`${items.length} properties`);
      return [figure(items.reduce((s, p) => s.plus(p.total_basis), new Decimal(0)))];
    },
  },

  // ---------------------------------------------------------------- company (3)
  {
    group: "company",
    query: "Basalt Creek's Oregon registry number?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },
  {
    group: "company",
    query: "need our EIN for a W-9 a vendor sent over",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who's the registered agent for Basalt Creek Holdings, and what address is on file for them?",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- members (2)
  {
    group: "members",
    query: "who are the members of the LLC and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement");
      const members = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds an? (\d+)% Percentage Interest/g)];
      if (members.length < 2) throw new Error("members not found in the operating agreement");
      return members.flatMap((m) => [m[1]!, `${m[2]}%`]);
    },
  },
  {
    group: "members",
    query: "how much capital did Corwin put in when we formed",
    tool: "search_document_content",
    expect: async (t) => [dollars(pick(await docText(t, "Operating Agreement"), /Corwin Adeyemi holds [^.]*? and contributed \$(\d[\d,]*(?:\.\d\d)?)/))],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "")).due_date)],
  },
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 60 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))].slice(0, 5);
    },
  },
  {
    group: "deadlines",
    query: "Oregon annual report for the LLC - when do we have to file it by?",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do I need to decide on renewing Devon's lease",
    tool: "query_database",
    expect: async (t) => [longDate((await firstOpen(t, "q=Achterberg")).due_date)],
  },
  {
    group: "follow-up",
    query: "how much rent has he paid us this yr?",
    tool: "query_database",
    after: "when do I need to decide on renewing Devon's lease",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], q: "Achterberg", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- documents (6)
  {
    group: "documents",
    query: "security deposit on Brianna's lease?",
    tool: "search_document_content",
    expect: async (t) => [dollars(pick(await docText(t, "Thornapple Street (Brianna"), /security deposit of \$(\d[\d,]*(?:\.\d\d)?)/))],
  },
  {
    group: "follow-up",
    query: "does her lease let her have a dog",
    tool: "search_document_content",
    after: "security deposit on Brianna's lease?",
    expect: async (t) => [`${pick(await docText(t, "Thornapple Street (Brianna"), /dog weighing under (\d+) pounds/)} pounds`],
  },
  {
    group: "documents",
    query: "could we airbnb the Beaverton condo instead? what do the HOA rules say about rentals",
    tool: "search_document_content",
    expect: async (t) => [`${pick(await docText(t, "Quarry Bend Condominium Association Rules"), /term of less than (\d+) months/)} months`],
  },
  {
    group: "documents",
    query: "per the Brightwell management agreement, how much can they spend on a repair w/o asking us first?",
    tool: "search_document_content",
    expect: async (t) => [`$${dollars(pick(await docText(t, "Property Management Agreement"), /up to \$(\d[\d,]*(?:\.\d\d)?) on any one repair/))}`],
  },
  {
    group: "documents",
    query: "whats the deductible on the carriage house insurance policy",
    tool: "search_document_content",
    expect: async (t) => [`$${dollars(pick(await docText(t, "Columbia Gorge Mutual declarations"), /\$(\d[\d,]*(?:\.\d\d)?) per occurrence/))}`],
  },
  {
    group: "documents",
    query: "which leases do we have on file?",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "q=lease")).map((title) => pick(title, /\(([^)]+)\)/).split(" ").pop()!),
  },
  {
    group: "documents",
    query: "list the formation documents for Basalt Creek",
    tool: "list_business_documents",
    expect: async (t) => (await titles(t, "doc_type=formation")).map((title) => title.replace(/ of Basalt Creek Holdings LLC$/, "")),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the Thornapple house worth on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const p = (await t.property("Thornapple")) as unknown as Record<string, unknown>;
      const held = Object.keys(p).filter((k) => /value|apprais|market/i.test(k)).concat(Object.keys((p.extra_metadata ?? {}) as object).filter((k) => /value|apprais|market/i.test(k)));
      if (held.length) throw new Error(`the property holds ${held.join(", ")}`);
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "how much principal is still owed on the Guild mortgage for the Salem house",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => noTransactions(t, { categories: ["expense:mortgage_principal"], ...ever(t) }, "mortgage principal"),
  },
  {
    group: "unanswerable",
    query: "what did we collect in rent back in 2016?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { formation_date } = await t.get<{ formation_date: string }>("/api/v1/company");
      if (formation_date < "2017-01-01") throw new Error(`the company was formed ${formation_date}`);
      return noTransactions(t, year(2016), "2016");
    },
  },
  {
    group: "unanswerable",
    query: "how much did we spend at HOME DEPOT last yr",
    tool: "query_database",
    unanswerable: true,
    expect: (t) => noTransactions(t, { q: "HOME DEPOT", ...ever(t) }, "Home Depot"),
  },
  {
    group: "unanswerable",
    query: "Tobias Wren's credit score?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats the weather looking like in hood river this weekend, worried about the guests",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Ingrid Soto's phone #?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what interest rate are we paying on the Umpqua home loan",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did the Eugene rental make last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const { total } = await t.get<{ total: number }>("/api/v1/properties?q=Eugene&include_deleted=true");
      if (total !== 0) throw new Error("a property in Eugene exists");
      return [];
    },
  },
  {
    group: "unanswerable",
    query: "what will our property tax bills be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
