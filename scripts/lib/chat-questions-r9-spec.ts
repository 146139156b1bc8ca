// Written blind: the author never read the assistant's code, its tests, its docs or any other question
// set; only the fixture company (scripts/lib/spec-company.ts), the REST API and the runner.
// Company: Holloway Creek Stays LLC, the Tennessee multi-member LLC of the spec fixture (the Lockeland
// cottage in Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont condo in Chattanooga).
// 60 questions: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10. Every expected figure, date and name is read at run time
// from the REST API; periods are relative to today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, MONTHS, month, nextOpen, nightsBooked, obligations, RENTS, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** This year and last, as the query text names them (the runner's today is the same UTC date). */
const TODAY = new Date().toISOString().slice(0, 10);
const LY = Number(TODAY.slice(0, 4)) - 1;
const LQ = (() => {
  const { start } = lastQuarter(TODAY);
  return `Q${Math.ceil(Number(start.slice(5, 7)) / 3)} ${start.slice(0, 4)}`;
})();

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);

interface Tx {
  transaction_date: string;
  amount: string;
  category: string;
  description: string;
}

/** The newest transaction matching a query string of GET /transactions. */
async function latest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&sort=-transaction_date&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

/** A sum that must not be empty (a wrong filter would give 0.00). */
async function some(amount: Promise<string>, what: string): Promise<string> {
  const value = await amount;
  if (Number(value) === 0) throw new Error(`${what}: nothing recorded`);
  return figure(value);
}

/** Text of one document's passages that match some words, from the search API. */
async function docText(t: Truth, title: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length === 0) throw new Error(`no document titled like ${title}`);
  const hits = await Promise.all(
    items.map((d) => t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?mode=lexical&top_k=50&document_id=${d.id}&q=${encodeURIComponent(words)}`)),
  );
  return hits.flatMap((h) => h.items.map((i) => i.text)).join("\n");
}

/** The first group of a pattern in a document's passages. */
async function fromDoc(t: Truth, title: string, words: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, title, words));
  if (!match?.[1]) throw new Error(`${pattern} not found in ${title}`);
  return match[1];
}

/** Asserts that the ledger holds nothing matching, for a question the records cannot answer. */
async function none(t: Truth, filter: Parameters<Truth["count"]>[0]): Promise<string[]> {
  const n = await t.count(filter);
  if (n !== 0) throw new Error(`expected no records, found ${n}`);
  return [];
}

const Q_PLUMBER = "what did we pay the plumber this year";
const Q_CABIN_YTD = "what have airbnb + vrbo bookings at the cabin brought in so far this year?";
const Q_VRBO = `vrbo revenue for ${LY}`;
const Q_NET_YTD = "net income ytd for the whole company";
const Q_CABIN_PRICE = "what was the purchase price on the Laurel Bluff cabin";
const Q_CABIN_NIGHTS = "how many nights was the cabin booked last month";
const Q_CABIN_RENEWAL = "when does the insurance on the gatlinburg cabin renew";
const Q_DEDUCTIBLE = "whats the deductible on the cabin's insurance policy";

export const R9_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much rent did wendell pay us last yr",
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) }), "rent last year")],
  },
  {
    group: "income",
    query: Q_CABIN_YTD,
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Laurel Bluff")).id, ...thisYear(t) }), "cabin bookings ytd")],
  },
  {
    group: "follow-up",
    query: "what about the cottage?",
    after: Q_CABIN_YTD,
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Lockeland")).id, ...thisYear(t) }), "cottage bookings ytd")],
  },
  {
    group: "income",
    query: "ytd gross rental income for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: RENTS, ...thisYear(t) }), "rents ytd")],
  },
  {
    group: "income",
    query: Q_VRBO,
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t) }), "VRBO last year")],
  },
  {
    group: "follow-up",
    query: "how many bookings was that",
    after: Q_VRBO,
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t) });
      if (n === 0) throw new Error("no VRBO bookings last year");
      return [String(n)];
    },
  },
  {
    group: "income",
    query: `total revenue for ${LQ}, all properties`,
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ type: "revenue", ...lastQuarter(t.today) }), "revenue last quarter")],
  },
  {
    group: "income",
    query: "how much did the lockeland cottage make on airbnb last month",
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["revenue:rental_income"], property: (await t.property("Lockeland")).id, ...lastMonth(t.today) }), "cottage last month")],
  },
  {
    group: "income",
    query: "which month last year was the best for bookings at the cabin",
    tool: "query_database",
    expect: async (t) => {
      const y = Number(t.today.slice(0, 4)) - 1;
      const cabin = (await t.property("Laurel Bluff")).id;
      const sums = await Promise.all(MONTHS.map((_, i) => t.sum({ categories: ["revenue:rental_income"], property: cabin, ...month(y, i + 1) })));
      const best = sums.reduce((b, s, i) => (Number(s) > Number(sums[b]) ? i : b), 0);
      return [MONTHS[best]!, figure(sums[best]!)];
    },
  },
  {
    group: "income",
    query: "split ytd revenue out by property pls",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => some(t.sum({ type: "revenue", property: (await t.property(p)).id, ...thisYear(t) }), `${p} revenue ytd`))),
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: Q_PLUMBER,
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["expense"], q: "Harpeth Plumbing", ...thisYear(t) }), "plumber this year")],
  },
  {
    group: "follow-up",
    query: "who was that paid to, and when?",
    after: Q_PLUMBER,
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = thisYear(t);
      const tx = await latest(t, `category=expense&q=Harpeth%20Plumbing&start_date=${start}&end_date=${end}`);
      return [tx.description.split(" - ")[0]!, longDate(tx.transaction_date)];
    },
  },
  {
    group: "expenses",
    query: `pull up what we paid Smoky Ridge Co-Hosting in ${LY}`,
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["expense"], q: "Smoky Ridge", ...lastYear(t) }), "Smoky Ridge last year")],
  },
  {
    group: "expenses",
    query: "how much have we spent on utilities at the cabin this year",
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["expense:utilities"], property: (await t.property("Laurel Bluff")).id, ...thisYear(t) }), "cabin utilities ytd")],
  },
  {
    group: "expenses",
    query: "total NES electric bills for the Lockeland house last year",
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["expense:utilities:electricity"], q: "Nashville Electric", property: (await t.property("Lockeland")).id, ...lastYear(t) }), "NES last year")],
  },
  {
    group: "expenses",
    query: `calculate property taxes we paid during ${LY} on all 3 properties`,
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }), "property tax last year")],
  },
  {
    group: "expenses",
    query: "what were our total expenses last month",
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["expense"], ...lastMonth(t.today) }), "expenses last month")],
  },
  {
    group: "expenses",
    query: "how much did we drop at costco last year",
    tool: "query_database",
    expect: async (t) => [await some(t.sum({ categories: ["expense"], q: "Costco", ...lastYear(t) }), "Costco last year")],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: Q_NET_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "just the cabin?",
    after: Q_NET_YTD,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Laurel Bluff")).id, ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cash flow on 407 Tremont for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Tremont")).id, ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "did the cottage turn a profit last quarter? how much",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: (await t.property("Lockeland")).id, ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who's the tenant in the chattanooga condo",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:long_term_rental&property_id=${(await t.property("Tremont")).id}`);
      return [tx.description.split(" - ")[1]!];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "what is the condo renting for per mo right now",
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=revenue:long_term_rental&property_id=${(await t.property("Tremont")).id}`)).amount)],
  },
  {
    group: "bookings-or-tenants",
    query: Q_CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => {
      const n = await nightsBooked(t, "Laurel Bluff", lastMonth(t.today));
      if (n === 0) throw new Error("no nights at the cabin last month");
      return [String(n)];
    },
  },
  {
    group: "follow-up",
    query: "who were the guests",
    after: Q_CABIN_NIGHTS,
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at lockeland last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: `number of stays at the cottage in ${LY}`,
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: (await t.property("Lockeland")).id, ...lastYear(t) });
      if (n === 0) throw new Error("no stays at the cottage last year");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who's the most recent guest at the cabin and how many nights did they book",
    tool: "query_database",
    expect: async (t) => {
      const tx = await latest(t, `category=revenue:rental_income&property_id=${(await t.property("Laurel Bluff")).id}`);
      const m = /\s-\s(.+?)\s*\((\d+) nights?\)/.exec(tx.description);
      if (!m) throw new Error(`no guest in ${tx.description}`);
      return [m[1]!, `${m[2]} night`];
    },
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: Q_CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it",
    after: Q_CABIN_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building allocation for the Tremont unit",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "placed in service date for the cottage?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      if (!p.placed_in_service) throw new Error("no placed-in-service date");
      return [longDate(p.placed_in_service)];
    },
  },
  {
    group: "basis",
    query: "depreciable basis on 1814 Lockeland incl. the furniture",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "what's holloway creek's EIN",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who do we have as registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "our control # with the TN secretary of state?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "anything coming due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in 90 days");
      return [...new Set(open.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!o) throw new Error("no open estimated payment");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "deadline for the tennessee annual report",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!o) throw new Error("no open annual report");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "deadlines",
    query: Q_CABIN_RENEWAL,
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=property:insurance&property_id=${(await t.property("Laurel Bluff")).id}&start_date=${t.today}`);
      if (!o) throw new Error("no open cabin renewal");
      return [longDate(o.due_date)];
    },
  },
  {
    group: "follow-up",
    query: "how much was the premium last time we paid it",
    after: Q_CABIN_RENEWAL,
    tool: "query_database",
    expect: async (t) => [figure((await latest(t, `category=expense:insurance&property_id=${(await t.property("Laurel Bluff")).id}`)).amount)],
  },
  {
    group: "deadlines",
    query: "when is our next 1065 due",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextOpen(t, `obligation_type=tax:filing&q=1065&start_date=${t.today}`);
      if (!o) throw new Error("no open 1065");
      return [longDate(o.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members ownership capital contribution");
      const rows = [...text.matchAll(/\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*(\d+%)\s*\|/g)];
      if (rows.length === 0) throw new Error("no member table");
      return rows.flatMap((r) => [r[1]!, r[2]!]);
    },
  },
  {
    group: "documents",
    query: Q_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Blue Ridge Shield", "deductibles all perils occurrence", /All perils: \$(\d{1,3}(?:,\d{3})*)/)],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: Q_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Blue Ridge Shield", "coverage liability occurrence", /Liability: \$(\d{1,3}(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "per the co-host agreement how much can smoky ridge spend on a repair w/o our approval",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Co-Hosting", "repairs approval", /repairs of up to \$(\d{1,3}(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "what does the Laurel Bluff owners association fine for a rules violation",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Owners Association", "violation fine owner", /violation carries a fine of \$(\d{1,3}(?:,\d{3})*)/)],
  },
  {
    group: "documents",
    query: "list the documents we have on file for the cabin",
    tool: "list_business_documents",
    expect: async (t) => titles(t, `property_id=${(await t.property("Laurel Bluff")).id}`),
  },

  // ---------------------------------------------------------------- unanswerable
  {
    group: "unanswerable",
    query: "what's the cottage worth on today's market",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much principal is left on the cabin mortgage",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how many bookings will the cabin get next summer",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the Tremont condo or keep renting it out",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what is Smoky Ridge Co-Hosting's EIN",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what did we pay the landscaper last year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      await none(t, { q: "landscap", ...lastYear(t) });
      return none(t, { q: "lawn", ...lastYear(t) });
    },
  },
  {
    group: "unanswerable",
    query: "how big a security deposit is wendell's lease holding",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => none(t, { q: "deposit", start: "1900-01-01", end: t.today }),
  },
  {
    group: "unanswerable",
    query: "interest rate on the FirstBank loan for the condo?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what was our revenue back in 2021",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => none(t, { ...year(2021) }),
  },
  {
    group: "unanswerable",
    query: "what do other gatlinburg cabins charge per night on average",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
