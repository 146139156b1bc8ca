// The jul-spec set: 60 questions written blind (the assistant's code, its tests, its docs and every
// other question set left unread; no assistant answer seen), asked of the spec company, Holloway Creek
// Stays LLC: a multi-member Tennessee LLC with two short-term rentals (the Lockeland Drive cottage in
// Nashville on Airbnb; the Laurel Bluff cabin in Gatlinburg on Airbnb and VRBO, with the co-host Smoky
// Ridge Co-Hosting) and one long-let condo (407 Tremont Street, Chattanooga, tenant Wendell Akers).
// Groups: income 8, expenses 7, net 3, bookings 6, basis 4, company 4, deadlines 5, documents 5,
// follow-up 8 (each placed right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, periods relative to today.
import Decimal from "decimal.js";
import { figure, lastMonth, longDate, month, obligations, quarter, RENTS, thisYear, titles, year, type Case, type Obligation, type Truth } from "./chat-questions";

type Period = { start: string; end: string };

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(Y(t) - 1);
/** The month before last month. */
const monthBeforeLast = (t: Truth) => lastMonth(lastMonth(t.today).start);

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}

/** The transactions of a filter (one page of up to 200 is plenty for this company's periods). */
async function txs(t: Truth, filter: { category?: string; period: Period; property?: string; q?: string }): Promise<Tx[]> {
  const property = filter.property ? `&property_id=${await pid(t, filter.property)}` : "";
  const { items, total } = await t.get<{ items: Tx[]; total: number }>(
    `/api/v1/transactions?page_size=200&start_date=${filter.period.start}&end_date=${filter.period.end}${filter.category ? `&category=${filter.category}` : ""}${property}${filter.q ? `&q=${encodeURIComponent(filter.q)}` : ""}`,
  );
  if (total > items.length) throw new Error(`more than one page of transactions for ${JSON.stringify(filter)}`);
  return items;
}

/** The bookings (rental income rows) of a short-term rental in a period. */
async function bookings(t: Truth, fragment: string, period: Period, q?: string) {
  const rows = await txs(t, { category: "revenue:rental_income", period, property: fragment, q });
  return rows.map((tx) => {
    const m = /\s-\s(.+?)\s\((\d+) nights?\)/.exec(tx.description);
    if (!m) throw new Error(`booking without guest and nights: ${tx.description}`);
    return { ...tx, guest: m[1]!, nights: Number(m[2]) };
  });
}

const nights = async (t: Truth, fragment: string, period: Period) => {
  const rows = await bookings(t, fragment, period);
  if (rows.length === 0) throw new Error(`no bookings at ${fragment} in ${period.start}..${period.end}`);
  return rows.reduce((n, b) => n + b.nights, 0);
};

/** A sum that must not be zero (a question about it would be pointless otherwise). */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (new Decimal(amount).isZero()) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return amount;
}

/** The next open obligation of a query, by due date, from today on. */
async function nextDue(t: Truth, query: string): Promise<Obligation> {
  const { items } = await obligations(t, `${query}&start_date=${t.today}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open obligation for ${query}`);
  return open[0];
}

const company = (t: Truth) =>
  t.get<{ legal_name: string; ein: string; state_of_formation: string; formation_date: string; state_filing_number: string; registered_agent: { name: string; address: string | null } }>("/api/v1/company");

/** The passages of one document (found by a title fragment) that best answer `q`, joined. */
async function docText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string; version: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(titleFragment)}`);
  const doc = items.find((d) => d.version !== "superseded") ?? items[0];
  if (!doc) throw new Error(`no document titled like "${titleFragment}"`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=10`);
  return hits.items.map((h) => h.text).join("\n");
}

function grab(text: string, re: RegExp, what: string): string {
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`${what} not found in the document text`);
  return m[1];
}

// ---------------------------------------------------------------------------------------------------

const INCOME_LAST_MONTH = "income last month?";
const CAB_UTILITIES = "what did we spend on utilites at the cottage last yr, all in";
const WENDELL_RENT = "total rent we collected from Wendell Akers last yr?";
const CONDO_NET = "calculate net income on the Chattanooga condo for last yr";
const COTTAGE_GUESTS = "give me the guest list for lockeland last month";
const LOCKELAND_DEPRECIABLE = "depreciable basis on lockeland?";
const FORMED = "when was the LLC formed";
const CABIN_DEDUCTIBLE = "whats the deductable on the cabin's insurance policy";

export const JUL_SPEC_CASES: Case[] = [
  // ---- income (8) ----
  {
    group: "income",
    query: "gross rental income ytd, all 3 properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: RENTS, ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much has the cabin brought in so far this yr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue"], ...thisYear(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "income",
    query: "break down rental income by quarter for last year",
    tool: "query_database",
    expect: async (t) => Promise.all([1, 2, 3, 4].map(async (q) => figure(await nonZero(t, { categories: RENTS, ...quarter(Y(t) - 1, q) })))),
  },
  {
    group: "income",
    query: WENDELL_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], ...lastYr(t), q: "Wendell Akers" }))],
  },
  {
    group: "follow-up",
    query: "was he ever late paying?",
    after: WENDELL_RENT,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:late_fees"], start: lastYr(t).start, end: t.today, q: "Wendell" }))],
  },
  {
    group: "income",
    query: "airbnb vs vrbo - which brought in more at laurel bluff last year?",
    tool: "query_database",
    expect: async (t) => {
      const property = await pid(t, "Laurel Bluff");
      const airbnb = await nonZero(t, { categories: ["revenue:rental_income"], ...lastYr(t), property, q: "Airbnb" });
      const vrbo = await nonZero(t, { categories: ["revenue:rental_income"], ...lastYr(t), property, q: "VRBO" });
      return [figure(airbnb), figure(vrbo)];
    },
  },
  {
    group: "income",
    query: "Lockeland Dr gross bookings for march of last year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], ...month(Y(t) - 1, 3), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "income",
    query: INCOME_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue"], ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "and the month before that",
    after: INCOME_LAST_MONTH,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue"], ...monthBeforeLast(t) }))],
  },
  {
    group: "income",
    query: "did we have any income last yr besides rent and bookings? late fees, airbnb payouts, that kind of thing",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:late_fees"], ...lastYr(t) })), figure(await nonZero(t, { categories: ["revenue:other"], ...lastYr(t) }))],
  },

  // ---- expenses (7) ----
  {
    group: "expenses",
    query: CAB_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:utilities"], ...lastYr(t), property: await pid(t, "Lockeland") }))],
  },
  {
    group: "follow-up",
    query: "same thing for the cabin",
    after: CAB_UTILITIES,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:utilities"], ...lastYr(t), property: await pid(t, "Laurel Bluff") }))],
  },
  {
    group: "expenses",
    query: "pull up what we've paid NASHVILLE ELECTRIC SERVICE so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense"], ...thisYear(t), q: "Nashville Electric Service" }))],
  },
  {
    group: "expenses",
    query: "tally up everything paid to SMOKY RIDGE CO-HOSTING last yr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense"], ...lastYr(t), q: "Smoky Ridge" }))],
  },
  {
    group: "expenses",
    query: "mortgage interest by property for last yr - need it for the 1065",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await nonZero(t, { categories: ["expense:mortgage_interest"], ...lastYr(t), property: await pid(t, p) })))),
  },
  {
    group: "expenses",
    query: "property taxes paid this yr? show me each county",
    tool: "query_database",
    expect: async (t) => Promise.all(["Lockeland", "Laurel Bluff", "Tremont"].map(async (p) => figure(await nonZero(t, { categories: ["expense:property_tax"], ...thisYear(t), property: await pid(t, p) })))),
  },
  {
    group: "expenses",
    query: "costco runs ytd - approx how much",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense"], ...thisYear(t), q: "Costco" }))],
  },
  {
    group: "expenses",
    query: "how much did airbnb take in host fees last yr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:platform_fees"], ...lastYr(t), q: "Airbnb" }))],
  },

  // ---- net (3) ----
  {
    group: "net",
    query: CONDO_NET,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...lastYr(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "follow-up",
    query: "ok and ytd?",
    after: CONDO_NET,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...thisYear(t), property: await pid(t, "Tremont") }))],
  },
  {
    group: "net",
    query: "net profit so far this year for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "cottage vs cabin - which one is doing better this year after expenses?",
    tool: "query_database",
    expect: async (t) => [
      figure(await nonZero(t, { type: "net", ...thisYear(t), property: await pid(t, "Lockeland") })),
      figure(await nonZero(t, { type: "net", ...thisYear(t), property: await pid(t, "Laurel Bluff") })),
    ],
  },

  // ---- bookings (6) ----
  {
    group: "bookings",
    query: "# of reservatons at the cabin last month",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Laurel Bluff") });
      if (n === 0) throw new Error("no cabin bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings",
    query: COTTAGE_GUESTS,
    tool: "query_database",
    expect: async (t) => {
      const rows = await bookings(t, "Lockeland", lastMonth(t.today));
      if (rows.length === 0) throw new Error("no cottage guests last month");
      return [...new Set(rows.map((b) => b.guest))];
    },
  },
  {
    group: "follow-up",
    query: "how many nights total was that",
    after: COTTAGE_GUESTS,
    tool: "query_database",
    expect: async (t) => [String(await nights(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings",
    query: "nights booked at Laurel Bluff in Q3 last yr",
    tool: "query_database",
    expect: async (t) => [String(await nights(t, "Laurel Bluff", quarter(Y(t) - 1, 3)))],
  },
  {
    group: "bookings",
    query: "rent roll for the tremont unit - who's the tenant and what do they pay a mo",
    tool: "query_database",
    expect: async (t) => {
      const [latest] = await txs(t, { category: "revenue:long_term_rental", period: { start: lastYr(t).start, end: t.today }, property: "Tremont" });
      if (!latest) throw new Error("no rent recorded");
      const tenant = grab(latest.description, /^Rent - (.+?) - /, "the tenant");
      return [tenant, figure(latest.amount)];
    },
  },
  {
    group: "bookings",
    query: "how many stays have the two STRs had ytd, split by property",
    tool: "query_database",
    expect: async (t) =>
      Promise.all(
        ["Lockeland", "Laurel Bluff"].map(async (p) => {
          const n = await t.count({ categories: ["revenue:rental_income"], ...thisYear(t), property: await pid(t, p) });
          if (n === 0) throw new Error(`no stays at ${p} this year`);
          return String(n);
        }),
      ),
  },
  {
    group: "bookings",
    query: "list the vrbo bookings at the gatlinburg cabin in Q2 last year w/ guest names",
    tool: "query_database",
    expect: async (t) => {
      const rows = await bookings(t, "Laurel Bluff", quarter(Y(t) - 1, 2), "VRBO");
      if (rows.length === 0) throw new Error("no VRBO bookings at the cabin in Q2 last year");
      return [...new Set(rows.map((b) => b.guest))];
    },
  },

  // ---- basis (4) ----
  {
    group: "basis",
    query: "what did we pay for the gatlinburg cabin and when did we close on it",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(p.purchase_price_total), longDate(p.acquisition_date)];
    },
  },
  {
    group: "basis",
    query: LOCKELAND_DEPRECIABLE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).depreciable_basis)],
  },
  {
    group: "follow-up",
    query: "and the total basis",
    after: LOCKELAND_DEPRECIABLE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).total_basis)],
  },
  {
    group: "basis",
    query: "land vs building split on the tremont condo",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "how much depreciation do we get on the condo for last yr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${p.id}/depreciation?year=${Y(t) - 1}`);
      if (!d.year || new Decimal(d.year.total).isZero()) throw new Error("no depreciation for the condo last year");
      return [figure(d.year.total)];
    },
  },

  // ---- company (4) ----
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "holloway creek's TN SOS control number?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },
  {
    group: "company",
    query: FORMED,
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "follow-up",
    query: "do we have the formation paperwork on file? which docs",
    after: FORMED,
    tool: "list_business_documents",
    // "Articles of Organization of Holloway Creek Stays LLC" -> "Articles of Organization"
    expect: async (t) => {
      const { legal_name } = await company(t);
      return (await titles(t, "doc_type=formation")).map((title) => title.replace(` of ${legal_name}`, ""));
    },
  },
  {
    group: "company",
    query: "who's listed as our registered agent",
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },

  // ---- deadlines (5) ----
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "TN anual report - when is it due next",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=compliance:periodic_report")).due_date)],
  },
  {
    group: "deadlines",
    query: "anything due in the next 90 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=90");
      const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled");
      if (open.length === 0) throw new Error("nothing due in the next 90 days");
      return [...new Set(open.map((o) => o.due_date))].sort().map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "when do I need to renew the STRP permit for Lockeland",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Lockeland")}`)).due_date)],
  },
  {
    group: "deadlines",
    query: "when are the county property tax bills due next",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "obligation_type=property:tax")).due_date)],
  },

  // ---- documents (5) ----
  {
    group: "documents",
    query: "who are the members per the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members ownership capital contribution");
      const names = [...text.matchAll(/^\|\s*([A-Z][a-z]+ [A-Z][a-z]+)\s*\|\s*\d+%\s*\|/gm)].map((m) => m[1]!);
      if (names.length < 2) throw new Error("members' table not found in the operating agreement");
      return [...new Set(names)];
    },
  },
  {
    group: "documents",
    query: "max occupancy allowed under the nashville STR permit",
    tool: "search_document_content",
    expect: async (t) => [`${grab(await docText(t, "STRP permit", "maximum occupancy guests"), /Maximum occupancy:\s*(\d+ guests)/i, "the maximum occupancy")}`],
  },
  {
    group: "documents",
    query: CABIN_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "Blue Ridge Shield declarations", "deductible all perils"), /All perils:\s*\$([\d,]+)/i, "the all-perils deductible")],
  },
  {
    group: "follow-up",
    query: "and the liability limit?",
    after: CABIN_DEDUCTIBLE,
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "Blue Ridge Shield declarations", "liability limit each occurrence"), /Liability:\s*\$([\d,]+)/i, "the liability limit")],
  },
  {
    group: "documents",
    query: "how much notice do we have to give to end the co-host agreement w/ smoky ridge",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "Co-Hosting and Cleaning Agreement", "notice to end the agreement"), /(\d+ days)'? written notice/i, "the notice period")],
  },
  {
    group: "documents",
    query: "HOA fine if guests leave trash bags outside at laurel bluff?",
    tool: "search_document_content",
    expect: async (t) => [grab(await docText(t, "Owners Association rental rules", "trash bags left outside fine"), /bags left outside bring a (\$\d+) fine/i, "the trash fine")],
  },

  // ---- unanswerable (10) ----
  { group: "unanswerable", query: "projected rental income for next yr?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much hotel/occupancy tax did we remit to the state last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Smoky Ridge Co-Hosting's EIN", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the cabin or refi it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the cottage worth now, like current market value", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many people were in Imogen Blake's party", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "our avg airbnb star rating last month?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "Front Range Rentals LLC revenue last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we distribute to the members last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining mortgage balance on the condo?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
