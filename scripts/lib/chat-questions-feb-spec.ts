// The feb-spec set: 60 questions, written blind (the assistant's code, its tests, the docs and every
// other question set left unread; no answer of the assistant seen while writing it), asked of the spec
// company: Holloway Creek Stays LLC, a multi-member Tennessee LLC with a Nashville cottage on Airbnb
// (1814 Lockeland Drive), a Gatlinburg log cabin on Airbnb and VRBO with a co-host (622 Laurel Bluff
// Way) and a long-let Chattanooga condo (407 Tremont Street, Unit 3), every booking and bill one
// transaction (scripts/lib/spec-company.ts).
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, with periods relative to
// the day the set is asked.
import Decimal from "decimal.js";
import { figure, lastMonth, lastQuarter, longDate, obligations, quarter, thisYear, year, month, guestsOf, type Case, type Obligation, type Truth } from "./chat-questions";

/** The year of the day the set is written into query text (the same day `t.today` holds). */
const NOW_YEAR = Number(new Date().toISOString().slice(0, 4));

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYr = (t: Truth) => year(yearOf(t) - 1);
/** The most recent whole quarter q (1..4): this year's once it has ended, else last year's. */
const latestQuarter = (t: Truth, q: number) => {
  const period = quarter(yearOf(t), q);
  return period.end < t.today ? period : quarter(yearOf(t) - 1, q);
};
/** The calendar month before last month. */
const monthBeforeLast = (t: Truth) => lastMonth(lastMonth(t.today).start);
const ALL_TIME = (t: Truth) => ({ start: "2000-01-01", end: t.today });

const propertyId = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A sum as an answer writes it; a sum of nothing is a broken case, not an expectation. */
async function amount(t: Truth, filter: Parameters<Truth["sum"]>[0], what: string): Promise<string> {
  const total = await t.sum(filter);
  if (new Decimal(total).isZero()) throw new Error(`${what}: nothing recorded in ${filter.start}..${filter.end}`);
  return figure(total);
}

/** Sum of a property's transactions (fragment of its address) in a period. */
async function propertySum(t: Truth, fragment: string, filter: Omit<Parameters<Truth["sum"]>[0], "property">, what: string): Promise<string> {
  return amount(t, { ...filter, property: await propertyId(t, fragment) }, what);
}

async function counted(t: Truth, filter: Parameters<Truth["count"]>[0], what: string): Promise<string> {
  const n = await t.count(filter);
  if (n === 0) throw new Error(`${what}: none in ${filter.start}..${filter.end}`);
  return String(n);
}

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
}

/** Nights booked at a property in a period, told by its booking descriptions ("... (3 nights)"); every stay ends inside its month. */
async function nightsFromBookings(t: Truth, fragment: string, period: { start: string; end: string }): Promise<number> {
  const id = await propertyId(t, fragment);
  const { items, total } = await t.get<{ items: Tx[]; total: number }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${id}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  if (items.length !== total) throw new Error(`more than one page of bookings at ${fragment}`);
  const nights = items.map((tx) => Number(/\((\d+) nights?\)/.exec(tx.description)?.[1] ?? Number.NaN));
  if (nights.length === 0 || nights.some(Number.isNaN)) throw new Error(`bookings at ${fragment} without nights in ${period.start}..${period.end}`);
  return nights.reduce((a, b) => a + b, 0);
}

/** The earliest open deadline from today on whose description holds `q` (and of a type, when given). */
async function nextDue(t: Truth, q: string, type?: string): Promise<Obligation> {
  const { items } = await obligations(t, `q=${encodeURIComponent(q)}${type ? `&obligation_type=${type}` : ""}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled" && o.due_date >= t.today).sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!open[0]) throw new Error(`no open deadline matching "${q}"`);
  return open[0];
}

interface Company {
  legal_name: string;
  ein: string | null;
  formation_date: string | null;
  state_of_formation: string | null;
  state_filing_number: string | null;
  registered_agent: { name: string; address: string | null } | null;
  mailing_address: string | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");
const required = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined || value === "") throw new Error(`${what} is not recorded`);
  return value;
};

/** The text of one final document (a fragment of its title), as its best passages for `q`. */
async function documentText(t: Truth, titleFragment: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?q=${encodeURIComponent(titleFragment)}&version=final&page_size=50`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const found = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  if (found.items.length === 0) throw new Error(`nothing found in "${titleFragment}" for "${q}"`);
  return found.items.map((hit) => hit.text).join("\n");
}

/** The first group of `re` in a document's text; throws when the document does not say it. */
async function fromDocument(t: Truth, titleFragment: string, q: string, re: RegExp): Promise<string> {
  const text = await documentText(t, titleFragment, q);
  const match = re.exec(text);
  if (!match?.[1]) throw new Error(`"${titleFragment}" does not hold ${re}`);
  return match[1];
}

export const FEB_SPEC_CASES: Case[] = [
  // ---------------------------------------------------------------- income
  {
    group: "income",
    query: "how much did the cottage gross ytd?",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Lockeland", { type: "revenue", ...thisYear(t) }, "cottage revenue ytd")],
  },
  {
    group: "income",
    query: `calculate total revenue for ${NOW_YEAR - 1}, all 3 properties combined`,
    tool: "query_database",
    expect: async (t) => [await amount(t, { type: "revenue", ...lastYr(t) }, "revenue last year")],
  },
  {
    group: "income",
    query: "cabin income Q3",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Laurel Bluff", { categories: ["revenue:rental_income"], ...latestQuarter(t, 3) }, "cabin bookings Q3")],
  },
  {
    group: "follow-up",
    query: "same thing for the cottage",
    after: "cabin income Q3",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Lockeland", { categories: ["revenue:rental_income"], ...latestQuarter(t, 3) }, "cottage bookings Q3")],
  },
  {
    group: "income",
    query: "VRBO $ for Laurel Bluff this yr",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Laurel Bluff", { categories: ["revenue:rental_income"], q: "VRBO", ...thisYear(t) }, "VRBO bookings at the cabin this year")],
  },
  {
    group: "income",
    query: "rent recieved from the Chattanooga condo so far this year",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Tremont", { categories: ["revenue:long_term_rental"], ...thisYear(t) }, "condo rent this year")],
  },
  {
    group: "income",
    query: "give me Lockeland airbnb income for last month",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Lockeland", { categories: ["revenue:rental_income"], q: "Airbnb", ...lastMonth(t.today) }, "cottage Airbnb income last month")],
  },
  {
    group: "follow-up",
    query: "and the month before that?",
    after: "give me Lockeland airbnb income for last month",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Lockeland", { categories: ["revenue:rental_income"], q: "Airbnb", ...monthBeforeLast(t) }, "cottage Airbnb income the month before last")],
  },
  {
    group: "income",
    query: "did we collect any late fees from Wendell Akers last year? how much",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["revenue:late_fees"], ...lastYr(t) }, "late fees last year")],
  },
  {
    group: "income",
    query: "what did Holloway Creek take in, gross, in July last yr",
    tool: "query_database",
    expect: async (t) => [await amount(t, { type: "revenue", ...month(yearOf(t) - 1, 7) }, "revenue in July last year")],
  },

  // ---------------------------------------------------------------- expenses
  {
    group: "expenses",
    query: "what did we spend on utilites at the cabin last yr",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Laurel Bluff", { categories: ["expense:utilities"], ...lastYr(t) }, "cabin utilities last year")],
  },
  {
    group: "follow-up",
    query: "how much of that was propane?",
    after: "what did we spend on utilites at the cabin last yr",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Laurel Bluff", { categories: ["expense:utilities:gas"], ...lastYr(t) }, "cabin propane last year")],
  },
  {
    group: "expenses",
    query: "total paid to SMOKY RIDGE CO-HOSTING ytd",
    tool: "query_database",
    expect: async (t) => [await amount(t, { type: "expense", q: "Smoky Ridge", ...thisYear(t) }, "Smoky Ridge this year")],
  },
  {
    group: "expenses",
    query: "NES electric for the cottage last quarter",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Lockeland", { categories: ["expense:utilities:electricity"], ...lastQuarter(t.today) }, "cottage electricity last quarter")],
  },
  {
    group: "expenses",
    query: "pull up total mortgage interest for last year, all properties",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:mortgage_interest"], ...lastYr(t) }, "mortgage interest last year")],
  },
  {
    group: "expenses",
    query: "property taxes paid this yr?",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:property_tax"], ...thisYear(t) }, "property tax this year")],
  },
  {
    group: "expenses",
    query: "how much did airbnb and vrbo take in fees from us last yr",
    tool: "query_database",
    expect: async (t) => [await amount(t, { categories: ["expense:platform_fees"], ...lastYr(t) }, "platform fees last year")],
  },
  {
    group: "expenses",
    query: "what did the new hot tub at the cabin cost us",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Laurel Bluff", { type: "expense", q: "hot tub", ...ALL_TIME(t) }, "the hot tub")],
  },

  // ---------------------------------------------------------------- net
  {
    group: "net",
    query: "net income ytd for Holloway Creek Stays",
    tool: "query_database",
    expect: async (t) => [await amount(t, { type: "net", ...thisYear(t) }, "net this year")],
  },
  {
    group: "net",
    query: "what did the Tremont condo net last yr after all expenses",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Tremont", { type: "net", ...lastYr(t) }, "condo net last year")],
  },
  {
    group: "follow-up",
    query: "how much were the mgmt fees in there?",
    after: "what did the Tremont condo net last yr after all expenses",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Tremont", { categories: ["expense:property_management"], ...lastYr(t) }, "condo management fees last year")],
  },
  {
    group: "net",
    query: "roughly what was our profit on the cabin in Q2",
    tool: "query_database",
    expect: async (t) => [await propertySum(t, "Laurel Bluff", { type: "net", ...latestQuarter(t, 2) }, "cabin net Q2")],
  },

  // ---------------------------------------------------------------- bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "how many nights was the cottage booked last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsFromBookings(t, "Lockeland", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month?",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Laurel Bluff", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Chattanooga unit and what's he paying",
    tool: "query_database",
    expect: async (t) => {
      const id = await propertyId(t, "Tremont");
      const { items } = await t.get<{ items: Tx[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${id}&sort=-transaction_date&page_size=1`);
      const latest = required(items[0], "the condo's rent");
      const tenant = required(/^Rent - (.+?) - /.exec(latest.description)?.[1], "the condo's tenant");
      return [tenant, figure(latest.amount)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many bookings did Lockeland have last yr",
    tool: "query_database",
    expect: async (t) => [await counted(t, { categories: ["revenue:rental_income"], property: await propertyId(t, "Lockeland"), ...lastYr(t) }, "cottage bookings last year")],
  },
  {
    group: "bookings-or-tenants",
    query: "total # of reservations across both STRs ytd",
    tool: "query_database",
    expect: async (t) => [await counted(t, { categories: ["revenue:rental_income"], ...thisYear(t) }, "bookings this year")],
  },
  {
    group: "bookings-or-tenants",
    query: "how many VRBO stays did the Gatlinburg place get last year",
    tool: "query_database",
    expect: async (t) => [await counted(t, { categories: ["revenue:rental_income"], property: await propertyId(t, "Laurel Bluff"), q: "VRBO", ...lastYr(t) }, "VRBO bookings at the cabin last year")],
  },

  // ---------------------------------------------------------------- basis
  {
    group: "basis",
    query: "what did we pay for the Lockeland house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis on the cabin",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Laurel Bluff");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "when was it placed in service?",
    after: "land vs building basis on the cabin",
    tool: "query_database",
    expect: async (t) => [longDate(required((await t.property("Laurel Bluff")).placed_in_service, "the cabin's placed-in-service date"))],
  },
  {
    group: "basis",
    query: "furniture basis on 1814 Lockeland?",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Lockeland")).ffe_basis)],
  },
  {
    group: "basis",
    query: "depreciation on the condo for last yr",
    tool: "query_database",
    expect: async (t) => {
      const id = await propertyId(t, "Tremont");
      const report = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${id}/depreciation?year=${yearOf(t) - 1}`);
      const total = required(report.year, "the condo's depreciation last year").total;
      if (new Decimal(total).isZero()) throw new Error("no depreciation of the condo last year");
      return [figure(total)];
    },
  },

  // ---------------------------------------------------------------- company
  {
    group: "company",
    query: "need our EIN for a W-9",
    tool: "query_database",
    expect: async (t) => [required((await company(t)).ein, "the EIN")],
  },
  {
    group: "company",
    query: "when was Holloway Creek formed",
    tool: "query_database",
    expect: async (t) => [longDate(required((await company(t)).formation_date, "the formation date"))],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [required((await company(t)).registered_agent?.name, "the registered agent")],
  },
  {
    group: "follow-up",
    query: "what's their address?",
    after: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [required((await company(t)).registered_agent?.address, "the registered agent's address")],
  },
  {
    group: "company",
    query: "TN SOS control number?",
    tool: "query_database",
    expect: async (t) => [required((await company(t)).state_filing_number, "the state filing number")],
  },

  // ---------------------------------------------------------------- deadlines
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "estimated", "tax:payment")).due_date)],
  },
  {
    group: "deadlines",
    query: "Gatlinberg business license renewal due when?",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "Gatlinburg short-term rental business license", "compliance:license_renewal")).due_date)],
  },
  {
    group: "deadlines",
    query: "when do we have to file the TN franchise & excise return",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "franchise and excise", "tax:filing")).due_date)],
  },
  {
    group: "follow-up",
    query: "and the 1065?",
    after: "when do we have to file the TN franchise & excise return",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "1065", "tax:filing")).due_date)],
  },
  {
    group: "deadlines",
    query: "what's due in the next 60 days?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "upcoming=60");
      const dates = [...new Set(items.filter((o) => o.status !== "completed" && o.status !== "cancelled").map((o) => o.due_date))].sort();
      if (dates.length === 0) throw new Error("nothing due in the next 60 days");
      return dates.map(longDate);
    },
  },
  {
    group: "deadlines",
    query: "STRP permit renewal deadline for the cottage",
    tool: "query_database",
    expect: async (t) => [longDate((await nextDue(t, "STRP permit renewal", "compliance:license_renewal")).due_date)],
  },

  // ---------------------------------------------------------------- documents
  {
    group: "documents",
    query: "max # of guests allowed under the Lockeland STRP permit",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "STRP permit", "maximum occupancy guests", /Maximum occupancy:\s*(\d+)\s+guests/i)} guests`],
  },
  {
    group: "documents",
    query: "what's the deductible on the cabin insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield declarations", "deductibles all perils", /All perils:\s*\$([\d,]+)/i)],
  },
  {
    group: "follow-up",
    query: "what about wind and hail",
    after: "what's the deductible on the cabin insurance policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Blue Ridge Shield declarations", "deductibles wind and hail", /Wind and hail:\s*(\d+(?:\.\d+)?%)/i)],
  },
  {
    group: "documents",
    query: "how much can Smoky Ridge spend on a repair w/o our ok",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Co-Hosting and Cleaning Agreement", "repairs without the owner's approval", /repairs of up to \$([\d,]+)/i)],
  },
  {
    group: "documents",
    query: "ownership %s per the operating agreement",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await documentText(t, "Operating Agreement", "members ownership initial capital contribution");
      const members = [...text.matchAll(/\|\s*([A-Z][a-z]+(?: [A-Z][a-z]+)+)\s*\|\s*(\d+)%/g)].map((m) => m[1]!);
      if (members.length < 2) throw new Error("the operating agreement's ownership table was not found");
      return [...new Set(members)];
    },
  },
  {
    group: "documents",
    query: "how much notice do we have to give to end the co-host agreement",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "Co-Hosting and Cleaning Agreement", "term notice to end the agreement", /(\d+) days'? written notice/i)} days`],
  },

  // ---------------------------------------------------------------- unanswerable
  { group: "unanswerable", query: "what will the cabin bring in next summer", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "when does Wendell's lease end", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Maren take in distributions last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the condo or keep renting it out?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what are other cabins in Gatlinburg charging per night these days", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much occupancy tax did we remit to Sevier County this year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current market value of the cottage?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "pinnacle checking balance rn", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how many 5 star reviews did the cottage get ytd", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: `how much should each member send for the Q1 ${NOW_YEAR + 1} estimated payment`, tool: "query_database", unanswerable: true, expect: async () => [] },
];
