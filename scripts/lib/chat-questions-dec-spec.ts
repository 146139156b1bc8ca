// Written BLIND (without reading the assistant's code, its tests or the other question sets): 60
// questions of the spec company (Holloway Creek Stays LLC, Tennessee: the Lockeland Drive cottage in
// Nashville, the Laurel Bluff cabin in Gatlinburg, the Tremont Street condo in Chattanooga), typed the
// way owners, co-hosts, bookkeepers and CPAs type: fragments, typos, abbreviations, properties by
// street, town, nickname or kind of home, guests and vendors by name, two asks in one.
//
// Groups: income 8, expenses 6, net 3, bookings 6, basis 4, company 3, members 2, deadlines 5,
// documents 5, follow-up 8 (each asked right after another question in the same session),
// unanswerable 10 (the records do not hold the answer; each expectation first checks the API that
// they really do not).
//
// Every figure, date, name and count is read from the running service's REST API inside the case's
// expectation (ledger sums, occupancy report, property and company records, obligations, document
// search), with periods taken relative to t.today, so the set stays right as the dates move.
import {
  figure,
  guestsOf,
  lastMonth,
  lastQuarter,
  longDate,
  month,
  nextOpen,
  nightsBooked,
  obligations,
  quarter,
  RENTS,
  thisYear,
  titles,
  year,
  type Case,
  type Truth,
} from "./chat-questions";

const thisY = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(thisY(t) - 1);
/** The latest whole calendar month `m` (1..12) before today. */
const recentMonth = (t: Truth, m: number) => (Number(t.today.slice(5, 7)) > m ? month(thisY(t), m) : month(thisY(t) - 1, m));
/** The latest whole calendar quarter `q` (1..4) before today. */
const recentQuarter = (t: Truth, q: number) => (Number(t.today.slice(5, 7)) > q * 3 ? quarter(thisY(t), q) : quarter(thisY(t) - 1, q));
/** From the first day of the records (January of last year) through today. */
const allTime = (t: Truth) => ({ start: lastYear(t).start, end: t.today });

/** A sum that must not be zero (a $0.00 expectation would be a broken case). */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (Number(amount) === 0) throw new Error(`zero sum for ${JSON.stringify(filter)}`);
  return figure(amount);
}

async function pid(t: Truth, fragment: string): Promise<string> {
  return (await t.property(fragment)).id;
}

interface Hit {
  document_title: string;
  text: string;
}
const search = async (t: Truth, q: string, mode = "hybrid") => (await t.get<{ items: Hit[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&mode=${mode}&top_k=10`)).items;

/** The first capture of `pattern` in the passages a document search for `q` returns. */
async function fromDocs(t: Truth, q: string, pattern: RegExp): Promise<string> {
  for (const hit of await search(t, q)) {
    const found = pattern.exec(hit.text);
    if (found?.[1]) return found[1];
  }
  throw new Error(`no passage for "${q}" matching ${pattern}`);
}

/** A fact a document states, read from the passages a search for the question itself returns. */
const docFact = (group: string, query: string, pattern: RegExp, after?: string): Case => ({
  group,
  query,
  ...(after ? { after } : {}),
  tool: "search_document_content",
  expect: async (t) => [await fromDocs(t, after ? `${after} ${query}` : query, pattern)],
});

/** Checks that neither the ledger's descriptions nor the documents mention any of `words`. */
async function notInRecords(t: Truth, words: string[]): Promise<string[]> {
  for (const word of words) {
    const n = await t.count({ ...allTime(t), q: word });
    if (n > 0) throw new Error(`the ledger mentions "${word}" (${n} transactions)`);
    for (const hit of await search(t, word, "lexical")) {
      if (hit.text.toLowerCase().includes(word.toLowerCase())) throw new Error(`"${hit.document_title}" mentions "${word}"`);
    }
  }
  return [];
}

/** The distinct long dates of a list of obligations (throws when there are none). */
async function dueDates(t: Truth, query: string): Promise<string[]> {
  const { items } = await obligations(t, query);
  if (items.length === 0) throw new Error(`no obligations for ${query}`);
  return [...new Set(items.map((o) => longDate(o.due_date)))];
}

export const DEC_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "whats our gross rental income last yr",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: RENTS, ...lastYear(t) })],
  },
  {
    group: "income",
    query: "how much did the cottage bring in last month?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: RENTS, ...lastMonth(t.today), property: await pid(t, "Lockeland") })],
  },
  {
    group: "income",
    query: "pull q3 rental income for Holloway Creek Stays, all 3 properties combined",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: RENTS, ...recentQuarter(t, 3) })],
  },
  {
    group: "income",
    query: "ytd rent collected on the chattanooga condo",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Tremont") })],
  },
  {
    group: "income",
    query: "run me the cabin's income month by month for last quarter",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      const q = lastQuarter(t.today);
      const [y, m] = [Number(q.start.slice(0, 4)), Number(q.start.slice(5, 7))];
      return Promise.all([0, 1, 2].map((i) => nonZero(t, { categories: RENTS, ...month(y, m + i), property })));
    },
  },
  {
    group: "income",
    query: "airbnb vs vrbo at the Gatlinburg cabin last yr - how much came from each?",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      return [
        await nonZero(t, { categories: ["revenue:rental_income"], ...lastYear(t), property, q: "Airbnb reservation" }),
        await nonZero(t, { categories: ["revenue:rental_income"], ...lastYear(t), property, q: "VRBO reservation" }),
      ];
    },
  },
  {
    group: "income",
    query: "how much has Jane Doe paid us in total for her stays?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["revenue:rental_income"], ...allTime(t), q: "Jane Doe" })],
  },
  {
    group: "income",
    query: "Can you calculate total revenue for last calendar year, everything incl. late fees & misc?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "revenue", ...lastYear(t) })],
  },

  // ---------------------------------------------------------------- expenses (6)
  {
    group: "expenses",
    query: "how much did we spend on utilities at Lockeland Dr last yr",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:utilities"], ...lastYear(t), property: await pid(t, "Lockeland") })],
  },
  {
    group: "expenses",
    query: "total paid to Smoky Ridge Co-Hosting ytd?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", ...thisYear(t), q: "Smoky Ridge Co-Hosting" })],
  },
  {
    group: "expenses",
    query: "mortgage interest, all three props, last year pls",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:mortgage_interest"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: "property taxes paid so far this year, broken out by property",
    tool: "query_database",
    expect: async (t) => {
      const period = thisYear(t);
      const each = await Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => nonZero(t, { categories: ["expense:property_tax"], ...period, property: await pid(t, p) })));
      return [await nonZero(t, { categories: ["expense:property_tax"], ...period }), ...each];
    },
  },
  {
    group: "expenses",
    query: "what did Music City Maids bill us last month",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "expense", ...lastMonth(t.today), q: "Music City Maids" })],
  },
  {
    group: "expenses",
    query: "airbnb + vrbo platform fees for q3?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:platform_fees"], ...recentQuarter(t, 3) })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income for the whole company last year",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", ...lastYear(t) })],
  },
  {
    group: "net",
    query: "did the tremont condo actually make money this yr? whats the net",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", ...thisYear(t), property: await pid(t, "Tremont") })],
  },
  {
    group: "net",
    query: "cabin profit for last quarter after all expenses",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", ...lastQuarter(t.today), property: await pid(t, "Laurel Bluff") })],
  },

  // ---------------------------------------------------------------- bookings (6)
  {
    group: "bookings",
    query: "how many reservations did the cottage have last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Lockeland") });
      if (n === 0) throw new Error("no reservations last month");
      return [String(n)];
    },
  },
  {
    group: "bookings",
    query: "list the guests who stayed at the cabin in august",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", recentMonth(t, 8)),
  },
  {
    group: "bookings",
    query: "nights booked at lockeland last month?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings",
    query: "occupancy at the gatlinburg place in q3 - how many nights were booked",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", recentQuarter(t, 3)))],
  },
  {
    group: "bookings",
    query: "how many times has Kenji Watanabe stayed w/ us",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...allTime(t), q: "Kenji Watanabe" });
      if (n === 0) throw new Error("Kenji Watanabe never stayed");
      return [String(n)];
    },
  },
  {
    group: "bookings",
    query: "who were the guests at the Nashville cottage in december",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Lockeland", recentMonth(t, 12)),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "depreciable basis on the cottage?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis for each of our 3 properties",
    tool: "query_database",
    expect: async (t) => Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure((await t.property(p)).total_basis))),
  },
  {
    group: "basis",
    query: "what did we pay for the log cabin and when did we buy it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: "land vs building split on tremont st",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },

  // ---------------------------------------------------------------- company (3)
  {
    group: "company",
    query: "whats our TN secretary of state control number, and when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => {
      const c = await t.get<{ state_filing_number: string; formation_date: string }>("/api/v1/company");
      return [c.state_filing_number, longDate(c.formation_date)];
    },
  },
  {
    group: "company",
    query: "EIN for holloway creek stays llc",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "who is our registered agent & what's their address",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent: agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [agent.name, agent.address.split(",")[0]!];
    },
  },

  // ---------------------------------------------------------------- members (2)
  {
    group: "members",
    query: "who are the members of the LLC and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const table = await fromDocs(t, "who are the members of the LLC and what % does each own", /(\| Member \|[\s\S]+?)\n\n/);
      const rows = [...table.matchAll(/\| ([A-Z][a-z]+ [A-Z][a-z]+) \| (\d+%) \|/g)];
      if (rows.length === 0) throw new Error("no member rows");
      return rows.flatMap((r) => [r[1]!, r[2]!]);
    },
  },
  {
    group: "members",
    query: "what was Tobin's initial capital contribution?",
    tool: "search_document_content",
    expect: async (t) => [await fromDocs(t, "what was Tobin's initial capital contribution?", /\| Tobin Achebe \| \d+% \| \$([\d,]+) \|/)],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's the next deadline coming up?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}`);
      if (!next) throw new Error("nothing open");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when is the TN franchise & excise return due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=franchise`);
      if (!next) throw new Error("no open franchise and excise return");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "STRP renewal for the Lockeland cottage - when's that due?",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `start_date=${t.today}&q=STRP`);
      if (!next) throw new Error("no open STRP renewal");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when was the 1065 due this year",
    tool: "query_database",
    expect: async (t) => dueDates(t, `q=1065&start_date=${thisYear(t).start}&end_date=${thisYear(t).end}`),
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days??",
    tool: "query_database",
    expect: async (t) => dueDates(t, "upcoming=90"),
  },

  // ---------------------------------------------------------------- documents (5)
  docFact("documents", "cabin insurance - what's the liability limit on the Blue Ridge policy", /Liability: \$([\d,]+) each occurrence/),
  docFact("documents", "max occupancy allowed under the lockeland STRP permit?", /Maximum occupancy: (\d+ guests)/),
  docFact("documents", "up to how much can the co-host spend on repairs w/o our ok?", /repairs of up to (\$[\d,]+) without/),
  docFact("documents", "HOA quiet hours up at laurel bluff", /Quiet hours are ([\d:]+ [ap]\.m\.)/),
  {
    group: "documents",
    query: "pls list every document we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    after: "rental income for the cottage last month",
    query: "and the cabin?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: RENTS, ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") })],
  },
  {
    group: "follow-up",
    after: "how much did we pay in property tax last year",
    query: "what about this year",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:property_tax"], ...thisYear(t) })],
  },
  {
    group: "follow-up",
    after: "who stayed at the cabin last month",
    query: "how many nights was that in total",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "follow-up",
    after: "what's the depreciable basis of the Gatlinburg cabin",
    query: "and the condo?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Tremont")).depreciable_basis)],
  },
  docFact("follow-up", "ok and the deductible?", /All perils: \$([\d,]+) per occurrence/, "show me what the cabin's insurance declarations say about coverage"),
  {
    group: "follow-up",
    after: "when is the next estimated tax payment due",
    query: "and the one after that?",
    tool: "query_database",
    expect: async (t) => {
      const open = (await obligations(t, `start_date=${t.today}&q=estimated tax`)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (!open[1]) throw new Error("fewer than two open estimated payments");
      return [longDate(open[1].due_date)];
    },
  },
  {
    group: "follow-up",
    after: "utilities at lockeland ytd",
    query: "just electric?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { categories: ["expense:utilities:electricity"], ...thisYear(t), property: await pid(t, "Lockeland") })],
  },
  {
    group: "follow-up",
    after: "total expenses last quarter, whole company",
    query: "so what was net for that quarter?",
    tool: "query_database",
    expect: async (t) => [await nonZero(t, { type: "net", ...lastQuarter(t.today) })],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what's the cottage worth on the market right now?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => {
      const p = await t.get<{ extra_metadata: Record<string, unknown> }>(`/api/v1/properties/${await pid(t, "Lockeland")}`);
      if (Object.keys(p.extra_metadata).some((k) => /value|apprais|market/i.test(k))) throw new Error("the cottage has a value on record");
      return notInRecords(t, ["appraisal", "market value", "appraised"]);
    },
  },
  {
    group: "unanswerable",
    query: "remaining balance on the Truist mortgage for the cabin?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["principal balance", "loan balance", "payoff", "amortization"]),
  },
  {
    group: "unanswerable",
    query: "weather in gatlinburg this weekend? guests asking",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["weather", "forecast"]),
  },
  {
    group: "unanswerable",
    query: "how much did we pay Appalachian Roofing last year",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["Appalachian", "Roofing"]),
  },
  {
    group: "unanswerable",
    query: "what's Wendell Akers' credit score",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["credit score", "FICO"]),
  },
  {
    group: "unanswerable",
    query: "how many 5-star reviews does the cabin have on airbnb",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["review", "star rating"]),
  },
  {
    group: "unanswerable",
    query: "interest rate on the Pinnacle loan for Lockeland?",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["interest rate", "annual percentage", "fixed rate"]),
  },
  {
    group: "unanswerable",
    query: "what have we spent on landscaping at the Tremont condo",
    tool: "query_database",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["landscap", "lawn", "mowing"]),
  },
  {
    group: "unanswerable",
    query: "is the Laurel Bluff HOA planning a special assessment next year, and how much",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["special assessment", "assessment"]),
  },
  {
    group: "unanswerable",
    query: "whats the wifi password at the cottage",
    tool: "search_document_content",
    unanswerable: true,
    expect: async (t) => notInRecords(t, ["wifi", "wi-fi", "password"]),
  },
];
