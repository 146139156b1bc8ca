// Blind evaluation set r49a-lakes: 60 questions the members or bookkeeper of Tamarack Ridge Holdings LLC
// (the Wisconsin company of scripts/lib/lakes-company.ts) would type. Written without reading the
// assistant's code, its tests, its docs or any other question set; every expected figure, name and date
// is read at run time from the REST API (documents: their text as the company file writes it, checked to
// be on file through the API).
import { type Case, type Truth, figure, longDate, year, month, thisYear, lastMonth, lastQuarter, quarter, nightsBooked, titles, obligations, RENTS } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const M = (t: Truth) => Number(t.today.slice(5, 7));
/** The most recent whole month named m: this year's if it has ended, else last year's. */
const recent = (t: Truth, m: number) => month(M(t) > m ? Y(t) : Y(t) - 1, m);
const lastYear = (t: Truth) => year(Y(t) - 1);
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The guests of the cabin's bookings ("Airbnb CODE / Guest Name / 4 nights, ..."), optionally filtered by q. */
async function cabinGuests(t: Truth, period: { start: string; end: string }, q?: string): Promise<string[]> {
  const id = await pid(t, "Loon Song");
  const { items } = await t.get<{ items: { description: string }[] }>(
    `/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&page_size=200${q ? `&q=${encodeURIComponent(q)}` : ""}`,
  );
  const names = items.map((tx) => tx.description.split(" / ")[1]?.trim()).filter((n): n is string => Boolean(n));
  if (names.length === 0) throw new Error(`no cabin guests in ${period.start}..${period.end}`);
  return [...new Set(names)];
}

/** Throws unless a document whose title holds `fragment` is on file; returns the values. */
async function onFile(t: Truth, fragment: string, values: string[]): Promise<string[]> {
  const all = await titles(t, "");
  if (!all.some((title) => title.toLowerCase().includes(fragment.toLowerCase()))) throw new Error(`no document "${fragment}" on file`);
  return values;
}

/** Open obligations due from today on, by due date. */
async function openAhead(t: Truth) {
  const { items } = await obligations(t, "");
  return items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
}
async function nextMatching(t: Truth, pattern: RegExp) {
  const o = (await openAhead(t)).find((x) => pattern.test(x.description));
  if (!o) throw new Error(`no open obligation matching ${pattern}`);
  return o;
}

type Company = { ein?: string; state_filing_number?: string; formation_date?: string; registered_agent?: { name?: string; address?: string } | string; legal_name?: string };
const company = (t: Truth) => t.get<Company>("/api/v1/company");
const need = (value: string | undefined, what: string) => {
  if (!value) throw new Error(`company record has no ${what}`);
  return value;
};

// Earlier questions that follow-ups come after.
const Q_CABIN_Q = "what did the cabin gross on bookings last quarter";
const Q_HOUSE_INCOME = "Total income from the Chippewa Falls house last year, please.";
const Q_RED_CEDAR = "how much did we pay red cedar in mgmt fees last yr";
const Q_OCT_GUESTS = "who stayed up at the cabin in october";
const Q_HOLLISTER_DEPR = "What is the depreciable basis of 1418 Hollister Avenue?";
const Q_APT4 = "who's the tenant in apt 4 at hollister";
const Q_PROP_TAX = "What did Tamarack Ridge pay in property taxes last year, all four properties combined?";
const Q_JULY_RES = "how many reservations did loon song have in july";

export const R49A_LAKES_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: Q_CABIN_Q,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastQuarter(t.today), property: await pid(t, "Loon Song") }))],
  },
  {
    group: "income",
    query: "Please calculate total revenue for Tamarack Ridge Holdings for the last calendar year, all properties together.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "farm rent recieved ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t), property: await pid(t, "County Road Q") }))],
  },
  {
    group: "income",
    query: Q_HOUSE_INCOME,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t), property: await pid(t, "Bridgewater") }))],
  },
  {
    group: "income",
    query: "how much did we book thru airbnb at the cabin in august",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...recent(t, 8), property: await pid(t, "Loon Song"), q: "Airbnb" }))],
  },
  {
    group: "income",
    query: "How much has the Chippewa Valley Housing Authority paid us so far this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...thisYear(t), q: "Chippewa Valley Housing Authority" }))],
  },
  {
    group: "income",
    query: "give me total income for last month, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "What rent has Harold Kittleson paid this year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), q: "Kittleson" }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: Q_RED_CEDAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Pull up the total we paid Rindahl Snowplowing last year.",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...lastYear(t), q: "Rindahl" }))],
  },
  {
    group: "expenses",
    query: Q_PROP_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what have we paid wolf river propane this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...thisYear(t), q: "Wolf River Propane" }))],
  },
  {
    group: "expenses",
    query: "Repair bills at the Hollister apartments last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastQuarter(t.today), property: await pid(t, "Hollister") }))],
  },
  {
    group: "expenses",
    query: "what did we spend on insurance premiums last year, company wide",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:insurance"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "Utilities for the Eau Claire building last month (gas, electric, water, trash) — total?",
    tool: "query_database",
    expect: async (t) => [
      figure(
        await t.sum({
          categories: ["expense:utilities:gas", "expense:utilities:electricity", "expense:utilities:water", "expense:utilities:trash", "expense:utilities:internet"],
          ...lastMonth(t.today),
          property: await pid(t, "Hollister"),
        }),
      ),
    ],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income on the cabin last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "Loon Song") }))],
  },
  {
    group: "net",
    query: "whats our overall profit ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "Could you give me the net for the Colfax farmland for last year (income less expenses)?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...lastYear(t), property: await pid(t, "County Road Q") }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: Q_JULY_RES,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], ...recent(t, 7), property: await pid(t, "Loon Song") }))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_OCT_GUESTS,
    tool: "query_database",
    expect: async (t) => cabinGuests(t, recent(t, 10)),
  },
  {
    group: "bookings-or-tenants",
    query: "How many nights was the cabin booked last quarter?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Loon Song", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_APT4,
    tool: "query_database",
    expect: async () => ["Tamika Rowe"],
  },
  {
    group: "bookings-or-tenants",
    query: "Who rents the Bridgewater house and what's their monthly rent?",
    tool: "query_database",
    expect: async (t) => {
      const rent = await t.sum({ categories: ["revenue:long_term_rental"], ...lastMonth(t.today), property: await pid(t, "Bridgewater") });
      return ["Brekke", figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which guests booked the cabin direct this year, not through airbnb",
    tool: "query_database",
    expect: async (t) => cabinGuests(t, thisYear(t), "Direct booking"),
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: Q_HOLLISTER_DEPR,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Hollister")).depreciable_basis)],
  },
  {
    group: "basis",
    query: "total basis on the cabin, and how much of it is furniture?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Loon Song");
      return [figure(p.total_basis), figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "land vs building basis for the chippewa falls house",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Bridgewater");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "What did we pay for the farmland in Colfax?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("County Road Q")).purchase_price_total)],
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our ein",
    tool: "query_database",
    expect: async (t) => [need((await company(t)).ein, "EIN")],
  },
  {
    group: "company",
    query: "Who is the registered agent for Tamarack Ridge Holdings LLC?",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      return [need(typeof agent === "string" ? agent.split(",")[0] : agent?.name, "registered agent")];
    },
  },
  {
    group: "company",
    query: "when was the llc formed?",
    tool: "query_database",
    expect: async (t) => [longDate(need((await company(t)).formation_date, "formation date"))],
  },
  {
    group: "company",
    query: "I need our Wisconsin DFI entity ID for a form — what is it?",
    tool: "query_database",
    expect: async (t) => [need((await company(t)).state_filing_number, "state filing number")],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due next?",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openAhead(t))[0];
      if (!next) throw new Error("nothing open ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "anything coming due in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const until = addDays(t.today, 60);
      const due = (await openAhead(t)).filter((o) => o.due_date <= until);
      if (due.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(due.map((o) => longDate(o.due_date)))];
    },
  },
  {
    group: "deadlines",
    query: "When is the next Wisconsin DFI annual report due, and what's the fee?",
    tool: "query_database",
    expect: async (t) => {
      const o = await nextMatching(t, /DFI annual report/);
      const fee = /\$\d[\d,.]*/.exec(o.description)?.[0];
      return [longDate(o.due_date), need(fee, "DFI fee in the deadline")];
    },
  },
  {
    group: "deadlines",
    query: "when does the cabin's tourist rooming house license need renewing",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, /tourist rooming house license/i)).due_date)],
  },
  {
    group: "deadlines",
    query: "next ST-12 sales tax return - when's it due?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextMatching(t, /ST-12/)).due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "What's the per-occurrence deductible on the Hollister Ave commercial package policy?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "commercial package policy declarations", ["5,000"]),
  },
  {
    group: "documents",
    query: "late fee in mai nou's lease?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Mai Nou Vang", ["$40"]),
  },
  {
    group: "documents",
    query: "According to the Red Cedar management agreement, what's the leasing fee when they place a new tenant?",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Red Cedar Property Management agreement", ["50%"]),
  },
  {
    group: "documents",
    query: "whats the season cap on the rindahl plow contract",
    tool: "search_document_content",
    expect: async (t) => onFile(t, "Rindahl Snowplowing", ["1,150"]),
  },
  {
    group: "documents",
    query: "Can you list all the documents we have on file?",
    tool: "list_business_documents",
    expect: async (t) => titles(t, ""),
  },

  // ---------------------------------------------------------------- follow-up (8)
  {
    group: "follow-up",
    query: "and the quarter before that?",
    after: Q_CABIN_Q,
    tool: "query_database",
    expect: async (t) => {
      const last = lastQuarter(t.today);
      const y = Number(last.start.slice(0, 4));
      const q = Math.ceil(Number(last.start.slice(5, 7)) / 3);
      const before = q === 1 ? quarter(y - 1, 4) : quarter(y, q - 1);
      return [figure(await t.sum({ categories: ["revenue:rental_income"], ...before, property: await pid(t, "Loon Song") }))];
    },
  },
  {
    group: "follow-up",
    query: "what about the apartments?",
    after: Q_HOUSE_INCOME,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...lastYear(t), property: await pid(t, "Hollister") }))],
  },
  {
    group: "follow-up",
    query: "and the yr before?",
    after: Q_RED_CEDAR,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...year(Y(t) - 2) }))],
  },
  {
    group: "follow-up",
    query: "and in september?",
    after: Q_OCT_GUESTS,
    tool: "query_database",
    expect: async (t) => cabinGuests(t, recent(t, 9)),
  },
  {
    group: "follow-up",
    query: "Same figure for the cabin?",
    after: Q_HOLLISTER_DEPR,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Loon Song")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "how much did the housing authority pay for her unit last month",
    after: Q_APT4,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: RENTS, ...lastMonth(t.today), q: "Chippewa Valley Housing Authority" }))],
  },
  {
    group: "follow-up",
    query: "How much of that was for the cabin?",
    after: Q_PROP_TAX,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t), property: await pid(t, "Loon Song") }))],
  },
  {
    group: "follow-up",
    query: "how much did those bring in",
    after: Q_JULY_RES,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], ...recent(t, 7), property: await pid(t, "Loon Song") }))],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what do you think the cabin would sell for on today's market?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "Can you forecast how much the cabin will gross next summer?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the farm ground or keep renting it to Leif? what would you do",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "How much rent did we collect at the duplex on Menomonie Street last year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what was our rental income back in 2019",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What's the current payoff balance on the Hemlock Valley Bank loan?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "whats tamika rowe's social security number, the housing authority form is asking",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What will our property tax bill on the Hollister building be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Birch Hollow Properties LLC (Tomasz's other company) make last year",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "What nightly rate are other lake cabins in Vilas County getting this winter?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
