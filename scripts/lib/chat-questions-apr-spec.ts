// The apr-spec set: written blind (the assistant's code, its tests, its docs and every other question
// set left unread; no answer of the assistant seen while writing it). Asked of the spec company,
// Holloway Creek Stays LLC (scripts/lib/spec-company.ts): a multi-member Tennessee LLC with a Nashville
// cottage on Airbnb (1814 Lockeland Drive), a Gatlinburg cabin on Airbnb and VRBO with a co-host
// (622 Laurel Bluff Way) and a long-let Chattanooga condo (407 Tremont Street, Unit 3).
// 60 questions typed the way owners, a bookkeeper or the CPA type them:
//   income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5,
//   follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, periods relative to today.
import { figure, lastMonth, lastQuarter, longDate, month, MONTHS, nightsBooked, obligations, RENTS, thisYear, year, type Case, type Obligation, type Truth } from "./chat-questions";

// The question texts that name a period are written from today's date, as the evaluation's `today` is.
const TODAY = new Date().toISOString().slice(0, 10);
const THIS_Y = Number(TODAY.slice(0, 4));
const LAST_Q = lastQuarter(TODAY);
const LAST_Q_LABEL = `Q${Math.ceil(Number(LAST_Q.start.slice(5, 7)) / 3)} '${LAST_Q.start.slice(2, 4)}`;
const LAST_MONTH_NAME = MONTHS[Number(lastMonth(TODAY).start.slice(5, 7)) - 1]!;

const lastYear = (t: Truth) => year(Number(t.today.slice(0, 4)) - 1);
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A sum that must exist: a zero means the question's period has no records and the case is broken. */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (Number(amount) === 0) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return amount;
}

/** Open obligations due today or later matching a list query, soonest first. */
async function upcoming(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, `start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}
/** The newest transaction matching a list query (the list is newest first by default). */
async function newest(t: Truth, query: string): Promise<Tx> {
  const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=1&end_date=${t.today}&${query}`);
  if (!items[0]) throw new Error(`no transaction for ${query}`);
  return items[0];
}

interface Company {
  legal_name: string;
  ein: string;
  formation_date: string;
  state_of_formation: string;
  state_filing_number: string;
  registered_agent: { name: string; address: string | null };
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** A fact out of one uploaded document's text: the document found by title, searched within, matched by a pattern. */
async function docFact(t: Truth, title: RegExp, q: string, pattern: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>("/api/v1/documents?page_size=200");
  const doc = items.find((d) => title.test(d.title));
  if (!doc) throw new Error(`no document titled ${title}`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=20`);
  const text = hits.items.map((h) => h.text).join("\n");
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`"${pattern}" not found in ${doc.title}`);
  return match[1];
}
/** "$313.00" -> "$313", so "$313" and "$313.00" in an answer both hold it. */
const dollars = (text: string) => text.replace(/\.00$/, "");

const Q = {
  cabinGrossYtd: "how much has the cabin grossed ytd",
  condoInterestYtd: "condo mortgage interest ytd?",
  condoNetLastYr: "what did the condo net last yr",
  cabinStaysLastMonth: "how many stays did the cabin have last month",
  cabinPrice: "what'd we pay for the cabin",
  agent: "who's our registered agent",
  nextEstimate: "when's the next estimated tax pymt due",
  strpOccupancy: "max occupancy allowed under our nashville STRP permit?",
};

export const APR_SPEC_CASES: Case[] = [
  // income
  {
    group: "income",
    query: Q.cabinGrossYtd,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], property: await id(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "and the cottage?",
    after: Q.cabinGrossYtd,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], property: await id(t, "Lockeland"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "total rent we got from Wendell last yr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "gross VRBO bookings for last year?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], q: "VRBO", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: `Holloway Creek total revenue ${THIS_Y - 1}`,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "rental income last month across all 3 properties",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: RENTS, ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "how much did the lockeland cottage bring in june of last yr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], property: await id(t, "Lockeland"), ...month(Number(t.today.slice(0, 4)) - 1, 6) }))],
  },
  {
    group: "income",
    query: "has wendell ever been charged a late fee? how much",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", q: "Late fee", ...ALL_TIME(t) }))],
  },
  {
    group: "income",
    query: `airbnb $ for laurel bluff in ${LAST_Q_LABEL}, not counting vrbo`,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], q: "Airbnb", property: await id(t, "Laurel Bluff"), ...lastQuarter(t.today) }))],
  },

  // expenses
  {
    group: "expenses",
    query: "what have we paid smoky ridge co-hosting so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "Smoky Ridge", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "NES electric for the cottage, last yr total",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:utilities:electricity"], property: await id(t, "Lockeland"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "property tax we paid last year, all props combined",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: Q.condoInterestYtd,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:mortgage_interest"], property: await id(t, "Tremont"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "same thing for last year?",
    after: Q.condoInterestYtd,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:mortgage_interest"], property: await id(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "MUSIC CITY MAIDS total this yr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "Music City Maids", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: `pull up utilities at the gatlinburg cabin for ${LAST_MONTH_NAME}`,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:utilities"], property: await id(t, "Laurel Bluff"), ...lastMonth(t.today) }))],
  },
  {
    group: "expenses",
    query: "COSTCO spend last year?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "Costco", ...lastYear(t) }))],
  },

  // net
  {
    group: "net",
    query: "net profit on the cabin ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", property: await id(t, "Laurel Bluff"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: Q.condoNetLastYr,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", property: await id(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "how much of that went to HOA dues",
    after: Q.condoNetLastYr,
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:hoa_fees"], property: await id(t, "Tremont"), ...lastYear(t) }))],
  },
  {
    group: "net",
    query: "bottom line for the whole company last month",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...lastMonth(t.today) }))],
  },

  // bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: Q.cabinStaysLastMonth,
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], property: await id(t, "Laurel Bluff"), ...lastMonth(t.today) });
      if (n === 0) throw new Error("no stays at the cabin last month");
      return [String(n)];
    },
  },
  {
    group: "follow-up",
    query: "how many nights was that in total",
    after: Q.cabinStaysLastMonth,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Laurel Bluff", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Tremont unit and what's he paying a month",
    tool: "query_database",
    expect: async (t) => {
      const rent = await newest(t, "category=revenue:long_term_rental");
      const tenant = /^Rent - (.+?) - /.exec(rent.description)?.[1];
      if (!tenant) throw new Error(`no tenant in "${rent.description}"`);
      return [tenant, figure(rent.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at Lockeland last quarter",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Lockeland", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who was the most recent guest at the cottage",
    tool: "query_database",
    expect: async (t) => {
      const stay = await newest(t, `category=revenue:rental_income&property_id=${await id(t, "Lockeland")}`);
      const guest = /\s-\s(.+?)\s\(\d+ nights?\)/.exec(stay.description)?.[1];
      if (!guest) throw new Error(`no guest in "${stay.description}"`);
      return [guest];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when did Jane Doe last stay w/ us",
    tool: "query_database",
    expect: async (t) => [longDate((await newest(t, "category=revenue:rental_income&q=Jane%20Doe")).transaction_date)],
  },
  {
    group: "bookings-or-tenants",
    query: "# of vrbo bookings this yr",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) });
      if (n === 0) throw new Error("no VRBO bookings this year");
      return [String(n)];
    },
  },

  // basis
  {
    group: "basis",
    query: Q.cabinPrice,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Laurel Bluff")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: Q.cabinPrice,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Laurel Bluff")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building split on lockeland dr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Lockeland");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis for the nashville place",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)],
  },
  {
    group: "basis",
    query: "calculate depreciation on the chattanooga condo for last yr",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Tremont");
      const y = Number(t.today.slice(0, 4)) - 1;
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${p.id}/depreciation?year=${y}`);
      if (!d.year) throw new Error(`no depreciation year ${y} for the condo`);
      // Straight-line cents round either way (the basis over 27.5 years ends in a third of a cent): both pass.
      return [figure(d.year.total).slice(0, -1)];
    },
  },

  // company
  {
    group: "company",
    query: "need the company's federal tax id #",
    tool: "query_database",
    expect: async (t) => [(await company(t)).ein],
  },
  {
    group: "company",
    query: "when was holloway creek stays llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await company(t)).formation_date)],
  },
  {
    group: "company",
    query: Q.agent,
    tool: "query_database",
    expect: async (t) => [(await company(t)).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "whats their address",
    after: Q.agent,
    tool: "query_database",
    expect: async (t) => {
      const address = (await company(t)).registered_agent.address;
      if (!address) throw new Error("the registered agent has no address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "TN SOS control number for the LLC?",
    tool: "query_database",
    expect: async (t) => [(await company(t)).state_filing_number],
  },

  // deadlines
  {
    group: "deadlines",
    query: Q.nextEstimate,
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: Q.nextEstimate,
    tool: "query_database",
    expect: async (t) => {
      const next = (await upcoming(t, "obligation_type=tax:payment"))[1];
      if (!next) throw new Error("no second estimated tax payment ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "1065 due date?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:filing&q=1065"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to renew the STRP permit for lockeland",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=compliance:license_renewal&q=STRP"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "cabin insurance renewal date?",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, `obligation_type=property:insurance&property_id=${await id(t, "Laurel Bluff")}`))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when's the TN franchise & excise return due",
    tool: "query_database",
    expect: async (t) => [longDate((await upcoming(t, "obligation_type=tax:filing&q=franchise"))[0]!.due_date)],
  },

  // documents
  {
    group: "documents",
    query: Q.strpOccupancy,
    tool: "search_document_content",
    expect: async (t) => [`${await docFact(t, /STRP permit/i, "maximum occupancy guests", /Maximum occupancy:\s*(\d+) guests/i)} guests`],
  },
  {
    group: "follow-up",
    query: "what's the renewal fee on it",
    after: Q.strpOccupancy,
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, /STRP permit/i, "renewal fee", /Renewal fee:\s*(\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "wind/hail deductible on the cabin policy?",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, /Blue Ridge Shield declarations/i, "wind and hail deductible", /Wind and hail:\s*(\d+%)/i)],
  },
  {
    group: "documents",
    query: "how much can smoky ridge spend on a repair w/o asking us first",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, /Co-Hosting and Cleaning Agreement/i, "repairs without the owner's approval", /repairs of up to (\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "who's the partnership rep per the operating agmt",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, /Operating Agreement/i, "partnership representative tax matters", /([A-Z][a-z]+ [A-Z][a-z]+) is the partnership representative/)],
  },
  {
    group: "documents",
    query: "what's the fine for breaking the laurel bluff HOA rules",
    tool: "search_document_content",
    expect: async (t) => [dollars(await docFact(t, /Owners Association rental rules/i, "violation fine charged to the owner", /violation carries a fine of (\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/i))],
  },

  // unanswerable
  { group: "unanswerable", query: "what will the cabin gross next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much occupancy tax did we remit to sevier county last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's maren's personal tax bracket", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the condo worth on zillow right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refi the cabin or just sell it", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "rent collected on our Knoxville duplex last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "avg nightly rate for 3br cabins in gatlinburg these days?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `how much did the cottage make in ${THIS_Y - 3}`, tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the wifi password at the cabin", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "snow removal costs at the cottage last winter?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
