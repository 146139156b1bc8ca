// The jun-landlord set: written blind (the assistant's code, its tests, its docs and every other question
// set left unread; no answer of the assistant seen). The company is the landlord fixture, Basalt Creek
// Holdings LLC: an Oregon multi-member LLC with four unfurnished long-term rentals (Thornapple Street,
// the Larkspur duplex and the Quarry Bend condo through Brightwell Property Management; the Sycamore
// Hollow house in Salem self-managed) and the furnished Mill Race carriage house in Hood River let on Airbnb.
// 60 questions, typed the way owners, a bookkeeper or the CPA type them:
//   income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5,
//   follow-up 8 (each right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, with periods relative to
// t.today; document facts are read from the documents' own text through the search API.
import { figure, lastMonth, lastQuarter, longDate, month, quarter, thisYear, year, guestsOf, nightsBooked, type Case, type Obligation, type Truth } from "./chat-questions";

/** The current year, for the few questions that name a year. */
const Y = new Date().getUTCFullYear();

const yearOf = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(yearOf(t) - 1);
/** The latest whole calendar month `m` before today (this year's once it has ended, else last year's). */
const latestMonth = (t: Truth, m: number) => {
  const mm = month(yearOf(t), m);
  return mm.end < t.today ? mm : month(yearOf(t) - 1, m);
};
/** A sum that must not be zero (a zero means the question would be about nothing). */
const nonzero = (amount: string, what: string) => {
  if (Number(amount) === 0) throw new Error(`${what}: nothing recorded`);
  return amount;
};
const sumOf = async (t: Truth, what: string, filter: Parameters<Truth["sum"]>[0]) => figure(nonzero(await t.sum(filter), what));
const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface Tx {
  transaction_date: string;
  amount: string;
  description: string;
  category: string;
}
const transactions = async (t: Truth, query: string) => (await t.get<{ items: Tx[] }>(`/api/v1/transactions?page_size=200&${query}`)).items;

/** Open obligations due from today on, soonest first. */
async function openFromToday(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await t.get<{ items: Obligation[] }>(`/api/v1/obligations?page_size=200&start_date=${t.today}&${query}`);
  const open = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (open.length === 0) throw new Error(`no open obligation for ${query}`);
  return open;
}

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: { tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
}

/**
 * A fact from a document's own text: the document found by its title, its passages read through the
 * search API, and `re`'s first group returned; throws when the sentence is not there.
 */
async function docFact(t: Truth, title: string, q: string, re: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}&top_k=50`);
  const text = hits.items.map((h) => h.text).join("\n").replace(/\s+/g, " ");
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`"${re}" not found in ${items[0]!.title}`);
  return m[1];
}
/** "$2,150.00" -> "2,150" (so "$2,150" and "$2,150.00" both pass). */
const amountAsWritten = (text: string) => text.replace(/^\$/, "").replace(/\.00$/, "");

// Parents of follow-ups: each follow-up's `after` is its parent's exact query.
const Q_MILLRACE_LAST_YEAR = "gross airbnb income from the carriage house last yr?";
const Q_DUPLEX_REPAIRS = "what did we spend on repairs at larkspur last year";
const Q_SALEM_PRICE = "what did we pay for the Salem house on Sycamore Hollow?";
const Q_EIN = "need Basalt Creek's EIN for a W-9";
const Q_STR_PERMIT = "when does the hood river STR permit need renewing";
const Q_PET_DEPOSIT = "whats the pet deposit under Brianna's lease at thornapple";
const Q_MILLRACE_NET = "what did mill race net last yr after all expenses";
const Q_CONDO_TENANT = "who's renting the beaverton condo and what's the monthly rent";

export const JUN_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "ytd long-term rent collected, all 4 LT rentals combined?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "long-term rent ytd", { categories: ["revenue:long_term_rental"], ...thisYear(t) })],
  },
  {
    group: "income",
    query: Q_MILLRACE_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Mill Race bookings last year", { categories: ["revenue:rental_income"], ...lastYear(t), property: await pid(t, "Mill Race") })],
  },
  {
    group: "follow-up",
    query: "how many nights was it booked that year",
    after: Q_MILLRACE_LAST_YEAR,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastYear(t)))],
  },
  {
    group: "income",
    query: "pull up rent received at the Larkspur duplex for Q3 last yr (both units)",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Larkspur rent in Q3 last year", { categories: ["revenue:long_term_rental"], ...quarter(yearOf(t) - 1, 3), property: await pid(t, "Larkspur") })],
  },
  {
    group: "income",
    query: "did we collect any late fees last yr? how much total",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "late fees last year", { categories: ["revenue:late_fees"], ...lastYear(t) })],
  },
  {
    group: "income",
    query: "What was Basalt Creek's total income last month across every property?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "revenue last month", { type: "revenue", ...lastMonth(t.today) })],
  },
  {
    group: "income",
    query: `calculate gross rent from Thornapple for ${Y - 1}, before Brightwell takes its cut`,
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Thornapple rent", { categories: ["revenue:long_term_rental"], ...year(yearOf(t) - 1), property: await pid(t, "Thornapple") })],
  },
  {
    group: "income",
    query: "which grossed more last quarter - the hood river airbnb or the salem house? give me both numbers",
    tool: "query_database",
    expect: async (t) => {
      const q = lastQuarter(t.today);
      return [await sumOf(t, "Mill Race revenue", { type: "revenue", ...q, property: await pid(t, "Mill Race") }), await sumOf(t, "Sycamore revenue", { type: "revenue", ...q, property: await pid(t, "Sycamore") })];
    },
  },
  {
    group: "income",
    query: "how much of Garrett Hollis's security deposit did we end up keeping?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Hollis deposit kept", { categories: ["revenue:security_deposit_forfeited"], start: "2000-01-01", end: t.today, q: "HOLLIS" })],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "how much have we paid brightwell in mgmt fees so far this year",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "management fees ytd", { categories: ["expense:property_management"], ...thisYear(t) })],
  },
  {
    group: "expenses",
    query: "break down last yr's property tax by property",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=50");
      return Promise.all(items.map((p) => sumOf(t, `property tax of ${p.address}`, { categories: ["expense:property_tax"], ...lastYear(t), property: p.id })));
    },
  },
  {
    group: "expenses",
    query: Q_DUPLEX_REPAIRS,
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Larkspur repairs", { categories: ["expense:maintenance:repairs"], ...lastYear(t), property: await pid(t, "Larkspur") })],
  },
  {
    group: "follow-up",
    query: "who did the work?",
    after: Q_DUPLEX_REPAIRS,
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastYear(t);
      const rows = await transactions(t, `category=expense:maintenance:repairs&property_id=${await pid(t, "Larkspur")}&start_date=${start}&end_date=${end}`);
      const vendors = [...new Set(rows.map((r) => r.description.split(" - ")[0]!.trim()))];
      if (vendors.length === 0) throw new Error("no Larkspur repairs last year");
      return vendors;
    },
  },
  {
    group: "expenses",
    query: "PACIFIC POWER ELECTRIC charges for the carriage house ytd - approx total?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Pacific Power ytd", { type: "expense", ...thisYear(t), q: "PACIFIC POWER" })],
  },
  {
    group: "expenses",
    query: "HOA dues on the condo this year to date",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "HOA ytd", { categories: ["expense:hoa_fees"], ...thisYear(t), property: await pid(t, "Quarry Bend") })],
  },
  {
    group: "expenses",
    query: "tally mortgage interest all in across the loans for last year, need it for the 1065",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "mortgage interest last year", { categories: ["expense:mortgage_interest"], ...lastYear(t) })],
  },
  {
    group: "expenses",
    query: "airbnb host service fees: last yr vs this yr so far",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "host fees last year", { categories: ["expense:platform_fees"], ...lastYear(t) }), await sumOf(t, "host fees ytd", { categories: ["expense:platform_fees"], ...thisYear(t) })],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income for the whole LLC ytd",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "net ytd", { type: "net", ...thisYear(t) })],
  },
  {
    group: "net",
    query: Q_MILLRACE_NET,
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Mill Race net last year", { type: "net", ...lastYear(t), property: await pid(t, "Mill Race") })],
  },
  {
    group: "follow-up",
    query: "and ytd?",
    after: Q_MILLRACE_NET,
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Mill Race net ytd", { type: "net", ...thisYear(t), property: await pid(t, "Mill Race") })],
  },
  {
    group: "net",
    query: "Quarry Bend unit - rent minus all the expenses for last quarter, what's left?",
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "Quarry Bend net last quarter", { type: "net", ...lastQuarter(t.today), property: await pid(t, "Quarry Bend") })],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "# of airbnb bookings at the carriage house last month?",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...lastMonth(t.today), property: await pid(t, "Mill Race") });
      if (n === 0) throw new Error("no bookings last month");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which guests stayed at Mill Race in August",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", latestMonth(t, 8)),
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at the hood river unit last quater",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: Q_CONDO_TENANT,
    tool: "query_database",
    expect: async (t) => {
      const p = await t.get<PropertyRecord>(`/api/v1/properties/${await pid(t, "Quarry Bend")}`);
      const { tenant, monthly_rent } = p.extra_metadata;
      if (!tenant || !monthly_rent) throw new Error("no tenant on the condo");
      return [tenant, figure(monthly_rent)];
    },
  },
  {
    group: "follow-up",
    query: "how much has he paid us so far this yr",
    after: Q_CONDO_TENANT,
    tool: "query_database",
    expect: async (t) => [await sumOf(t, "condo rent ytd", { categories: ["revenue:long_term_rental"], ...thisYear(t), property: await pid(t, "Quarry Bend") })],
  },
  {
    group: "bookings-or-tenants",
    query: "give me the rent roll - every long term tenant w/ their monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyRecord[] }>("/api/v1/properties?page_size=50");
      const tenants = items.flatMap((p) => [...(p.extra_metadata.tenant ? [p.extra_metadata.tenant] : []), ...(p.extra_metadata.units ?? []).map((u) => u.tenant)]);
      if (tenants.length === 0) throw new Error("no tenants on the properties");
      return tenants;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "list last month's reservations at the carriage house with the confirmation codes",
    tool: "query_database",
    expect: async (t) => {
      const { start, end } = lastMonth(t.today);
      const rows = await transactions(t, `category=revenue:rental_income&property_id=${await pid(t, "Mill Race")}&start_date=${start}&end_date=${end}`);
      const codes = rows.map((r) => /\b(HM[A-Z0-9]{4})\b/.exec(r.description)?.[1]).filter((c): c is string => Boolean(c));
      if (codes.length === 0) throw new Error("no reservations last month");
      return codes;
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: Q_SALEM_PRICE,
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Sycamore")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "and when did we close on it",
    after: Q_SALEM_PRICE,
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Sycamore")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis for thornaple st",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Thornapple");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis on the carriage house?",
    tool: "query_database",
    expect: async (t) => [figure(nonzero((await t.property("Mill Race")).ffe_basis, "Mill Race FF&E"))],
  },
  {
    group: "basis",
    query: `calculate ${Y - 1} depreciation for the larkspur duplex`,
    tool: "query_database",
    expect: async (t) => {
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${await pid(t, "Larkspur")}/depreciation?year=${yearOf(t) - 1}`);
      if (!d.year) throw new Error("no depreciation year");
      return [figure(nonzero(d.year.total, "Larkspur depreciation"))];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: Q_EIN,
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "follow-up",
    query: "and what mailing address do we put on it?",
    after: Q_EIN,
    tool: "query_database",
    expect: async (t) => {
      const { mailing_address } = await t.get<{ mailing_address: string }>("/api/v1/company");
      const box = /\d{3,}/.exec(mailing_address)?.[0];
      if (!box) throw new Error(`no number in ${mailing_address}`);
      return [box];
    },
  },
  {
    group: "company",
    query: "when was the LLC formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent and at what address",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [registered_agent.name, registered_agent.address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "oregon SOS registry number for the company?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "deadline for our partnership return (1065)?",
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, "obligation_type=tax:filing"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "what deadlines do we have coming up in the next 60 days",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: Obligation[] }>("/api/v1/obligations?page_size=200&upcoming=60");
      if (items.length === 0) throw new Error("nothing due in 60 days");
      return [...new Set(items.map((o) => o.due_date).sort())].map(longDate);
    },
  },
  {
    group: "deadlines",
    query: Q_STR_PERMIT,
    tool: "query_database",
    expect: async (t) => [longDate((await openFromToday(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Mill Race")}`))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "what did we pay for it last time?",
    after: Q_STR_PERMIT,
    tool: "query_database",
    expect: async (t) => {
      const rows = await transactions(t, `q=${encodeURIComponent("STR PERMIT")}&transaction_type=EXPENSE&end_date=${t.today}&sort=-transaction_date`);
      if (rows.length === 0) throw new Error("no permit payment");
      return [figure(rows[0]!.amount)];
    },
  },
  {
    group: "deadlines",
    query: "when is the oregon annual report due next and what's the fee",
    tool: "query_database",
    expect: async (t) => {
      const next = (await openFromToday(t, "obligation_type=compliance:periodic_report"))[0]!;
      const fee = /\$(\d[\d,]*)/.exec(next.description)?.[1];
      if (!fee) throw new Error(`no fee in ${next.description}`);
      return [longDate(next.due_date), fee];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: Q_PET_DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [amountAsWritten(await docFact(t, "Thornapple Street (Brianna", "pet deposit dog", /pet deposit of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "follow-up",
    query: "and the security deposit?",
    after: Q_PET_DEPOSIT,
    tool: "search_document_content",
    expect: async (t) => [amountAsWritten(await docFact(t, "Thornapple Street (Brianna", "security deposit", /security deposit of (\$[\d,]+(?:\.\d{2})?)/i))],
  },
  {
    group: "documents",
    query: "how big is the quarry bend special assessment per unit, and when's the 1st installment due",
    tool: "search_document_content",
    expect: async (t) => {
      const amount = await docFact(t, "Quarry Bend Condominium Association Rules", "special assessment installments", /special assessment of (\$[\d,]+(?:\.\d{2})?) per unit/i);
      const due = await docFact(t, "Quarry Bend Condominium Association Rules", "special assessment installments due", /installments of \$[\d,.]+ due ([A-Z][a-z]+ \d{1,2}, \d{4})/);
      return [amountAsWritten(amount), due];
    },
  },
  {
    group: "documents",
    query: "deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [amountAsWritten(await docFact(t, "Mill Race Carriage House", "deductible per occurrence", /Deductible\s*(\$[\d,]+(?:\.\d{2})?) per occurrence/i))],
  },
  {
    group: "documents",
    query: "how much notice do we have to give to end the brightwell mgmt agreement",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Property Management Agreement", "terminate the agreement written notice", /terminate the agreement with (\d+ days)/i)],
  },
  {
    group: "documents",
    query: "per the operating agreement what % does Corwin own",
    tool: "search_document_content",
    expect: async (t) => [await docFact(t, "Operating Agreement", "Corwin Adeyemi Percentage Interest", /Corwin Adeyemi holds an? (\d+%) Percentage Interest/)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what will the carriage house gross next summer?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats the larkspur duplex worth on the market today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell Thornapple or do a cash-out refi?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Front Range Rentals LLC's EIN?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal balance on the Guild mortgage for Sycamore?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Tobias Wren's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did we spend on cleaning in 2016", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what'll the multnomah county property tax bill be next yr?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what do other airbnbs in hood river charge per night on avg", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "rent collected from our Eugene rental last yr?", tool: "query_database", unanswerable: true, expect: async () => [] },
];
