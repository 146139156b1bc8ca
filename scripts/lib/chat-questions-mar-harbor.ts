// The mar-harbor set: written blind (the assistant's code, its tests and every other question set left
// unread; no assistant answer seen), of the held-out company Harbor Lane Properties LLC (North Carolina,
// multi-member LLC: the Juniper Lane cabin and the Osprey Point cottage on Airbnb, 310 Magnolia Street
// Unit 2 and the Hickory Drive house let to long-term tenants). 60 questions, typed the way owners, a
// bookkeeper or the CPA type them. Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4,
// company 4, deadlines 5, documents 5, follow-up 8 (each right after the question it follows),
// unanswerable 10. Every figure, count, date and name is read from the REST API at run time, with
// periods relative to today.
import { figure, lastMonth, lastQuarter, longDate, nightsBooked, obligations, thisYear, year, type Case, type Obligation, type Truth } from "./chat-questions";

const lastYear = (t: Truth) => Number(t.today.slice(0, 4)) - 1;
/** The whole of the records, for one-off events whose date the question does not give. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });
const id = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** A sum that must not be empty: a question about money that was never there would be no test. */
async function nonZero(t: Truth, filter: Parameters<Truth["sum"]>[0]): Promise<string> {
  const amount = await t.sum(filter);
  if (Number(amount) === 0) throw new Error(`nothing recorded for ${JSON.stringify(filter)}`);
  return amount;
}

/** Open obligations of a list query, soonest first. */
async function open(t: Truth, query: string): Promise<Obligation[]> {
  const { items } = await obligations(t, query);
  const due = items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (due.length === 0) throw new Error(`no open obligation for ${query}`);
  return due;
}

/**
 * The guests of a property's bookings in a period. This company's booking lines read "Airbnb reservation
 * HJ... - Jane Doe - from 09/23/2026 (3 nights)", so the name is the part between the first two dashes.
 */
async function guests(t: Truth, fragment: string, period: { start: string; end: string }): Promise<string[]> {
  const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:rental_income&property_id=${await id(t, fragment)}&start_date=${period.start}&end_date=${period.end}&page_size=200`);
  const names = items.map((tx) => /\s-\s(.+?)\s(?:-\sfrom\b|\(\d+ nights?\))/.exec(tx.description)?.[1]).filter((name): name is string => Boolean(name));
  if (names.length === 0 || names.length !== items.length) throw new Error(`guests of ${fragment} in ${period.start}..${period.end}: ${names.length} names of ${items.length} bookings`);
  return [...new Set(names)];
}

/** The property's record with its custom fields (tenant, rent). */
async function record(t: Truth, fragment: string) {
  return t.get<{ address: string; extra_metadata: Record<string, string> }>(`/api/v1/properties/${await id(t, fragment)}`);
}

/** A fact of an uploaded document: its passages (found by title) searched for `q`, then `pattern`'s first group. */
async function fromDocument(t: Truth, title: string, q: string, pattern: RegExp): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=50&q=${encodeURIComponent(title)}`);
  const doc = items[0];
  if (!doc) throw new Error(`no document titled like "${title}"`);
  const hits = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${doc.id}&top_k=20`);
  const text = hits.items.map((hit) => hit.text).join("\n");
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`${pattern} not found in "${doc.title}"`);
  return found;
}

export const MAR_HARBOR_CASES: Case[] = [
  // income
  {
    group: "income",
    query: "total revenue ytd for harbor lane, all four properties",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "what did the cabin gross last yr incl cleaning fees",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "revenue", property: await id(t, "Juniper"), ...year(lastYear(t)) }))],
  },
  {
    group: "income",
    query: "how much rent did keisha pay us last year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Magnolia"), ...year(lastYear(t)) }))],
  },
  {
    group: "follow-up",
    query: "and so far this yr?",
    after: "how much rent did keisha pay us last year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Magnolia"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "osprey pt airbnb rental income last qtr",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], property: await id(t, "Osprey"), ...lastQuarter(t.today) }))],
  },
  {
    group: "income",
    query: "cleaning fees we collected from guests last month, both airbnbs",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:cleaning_fees"], ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "did we ever charge Owen a late fee? how much",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:late_fees"], q: "OWEN", ...allTime(t) }))],
  },
  {
    group: "income",
    query: "pull up rent recieved on the Raleigh house this year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:long_term_rental"], property: await id(t, "Hickory"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "short term rental income last month across both STRs",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["revenue:rental_income"], ...lastMonth(t.today) }))],
  },

  // expenses
  {
    group: "expenses",
    query: "what have we paid DUKE ENERGY PROGRESS ytd",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "DUKE ENERGY", ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "just the cottage?",
    after: "what have we paid DUKE ENERGY PROGRESS ytd",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "DUKE ENERGY", property: await id(t, "Osprey"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "calculate mortgage interest on hickory dr for last yr (first citizens loan)",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:mortgage_interest"], property: await id(t, "Hickory"), ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "how much was the new roof on the raleigh house",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:capital_improvement"], q: "ROOF", property: await id(t, "Hickory"), ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "Seaside Turnover Cleaning - total paid last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "SEASIDE TURNOVER", ...lastQuarter(t.today) }))],
  },
  {
    group: "expenses",
    query: "hoa dues for osprey point this year?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:hoa_fees"], property: await id(t, "Osprey"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "give me total property taxes paid last yr, all counties",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { categories: ["expense:property_tax"], ...year(lastYear(t)) }))],
  },
  {
    group: "expenses",
    query: "what did brightwater cpa charge us last year",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "expense", q: "BRIGHTWATER", ...year(lastYear(t)) }))],
  },

  // net
  {
    group: "net",
    query: "net profit ytd, whole company",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "asheville cabin net income for last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", property: await id(t, "Juniper"), ...year(lastYear(t)) }))],
  },
  {
    group: "follow-up",
    query: "same for the cottage",
    after: "asheville cabin net income for last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", property: await id(t, "Osprey"), ...year(lastYear(t)) }))],
  },
  {
    group: "net",
    query: "how'd the durham unit do last month after expenses",
    tool: "query_database",
    expect: async (t) => [figure(await nonZero(t, { type: "net", property: await id(t, "Magnolia"), ...lastMonth(t.today) }))],
  },

  // bookings-or-tenants
  {
    group: "bookings-or-tenants",
    query: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => guests(t, "Juniper", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was it booked total",
    after: "who stayed at the cabin last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Juniper", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "# of nights booked at osprey last qtr",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Osprey", lastQuarter(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting 1502 hickory and what do they pay a month",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata: m } = await record(t, "Hickory");
      if (!m.tenant || !m.monthly_rent) throw new Error("Hickory has no tenant or rent on record");
      return [m.tenant, figure(m.monthly_rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many airbnb reservations have we had so far this year, both listings",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], ...thisYear(t) });
      if (n === 0) throw new Error("no reservations this year");
      return [String(n)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "rent roll for the long term units pls - tenant + monthly rent",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: { extra_metadata: Record<string, string> }[] }>("/api/v1/properties?page_size=50");
      const let_ = items.map((p) => p.extra_metadata).filter((m) => m.tenant && m.monthly_rent);
      if (let_.length === 0) throw new Error("no long-term tenants on record");
      return let_.flatMap((m) => [m.tenant!, figure(m.monthly_rent!)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "how many times did Ben Harrington book the cottage last yr",
    tool: "query_database",
    expect: async (t) => {
      const n = await t.count({ categories: ["revenue:rental_income"], q: "Ben Harrington", property: await id(t, "Osprey"), ...year(lastYear(t)) });
      if (n === 0) throw new Error("Ben Harrington never stayed at Osprey Point last year");
      return [String(n)];
    },
  },

  // basis
  {
    group: "basis",
    query: "what'd we pay for the osprey point place",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Osprey")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we close on it",
    after: "what'd we pay for the osprey point place",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Osprey")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building split on 310 magnolia",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Magnolia");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "FF&E basis on the juniper ln cabin?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Juniper");
      if (Number(p.ffe_basis) === 0) throw new Error("the cabin has no furniture basis");
      return [figure(p.ffe_basis)];
    },
  },
  {
    group: "basis",
    query: "how much depreciation do we take on the wilmington cottage for last year's return",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Osprey");
      const d = await t.get<{ year: { total: string; improvements: string } | null; improvements: unknown[] }>(`/api/v1/properties/${p.id}/depreciation?year=${lastYear(t)}`);
      if (!d.year || Number(d.year.total) === 0) throw new Error("no depreciation for the cottage last year");
      if (d.improvements.length > 0 || Number(d.year.improvements) !== 0) throw new Error("the cottage has improvements: the question would be ambiguous");
      return [figure(d.year.total)];
    },
  },

  // company
  {
    group: "company",
    query: "harbor lane's EIN?",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "when was the llc formed",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ registered_agent: { name: string } }>("/api/v1/company")).registered_agent.name],
  },
  {
    group: "follow-up",
    query: "what address do we have on file for them",
    after: "who's our registered agent",
    tool: "query_database",
    expect: async (t) => {
      const address = (await t.get<{ registered_agent: { address: string | null } }>("/api/v1/company")).registered_agent.address;
      if (!address) throw new Error("no registered agent address");
      return [address.split(",")[0]!.trim()];
    },
  },
  {
    group: "company",
    query: "NC SOS filing number for the company",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // deadlines
  {
    group: "deadlines",
    query: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=tax:payment"))[0]!.due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "when's the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const due = await open(t, "obligation_type=tax:payment");
      if (!due[1]) throw new Error("only one estimated payment open");
      return [longDate(due[1].due_date)];
    },
  },
  {
    group: "deadlines",
    query: "wilmington STR permit renewal - when is it",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=compliance:license_renewal"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "deadline for the annual report w/ the NC secretary of state?",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=compliance:periodic_report"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when is the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, "obligation_type=tax:filing"))[0]!.due_date)],
  },
  {
    group: "deadlines",
    query: "when does the flood policy on osprey renew",
    tool: "query_database",
    expect: async (t) => [longDate((await open(t, `obligation_type=property:insurance&property_id=${await id(t, "Osprey")}`))[0]!.due_date)],
  },

  // documents
  {
    group: "documents",
    query: "whats the named storm deductible on the osprey policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point Cottage insurance", "named storm hurricane deductible", /Named storm \(hurricane\) deductible:[^$]*?(\$[\d,]+)/i)],
  },
  {
    group: "follow-up",
    query: "and the regular deductible, non hurricane?",
    after: "whats the named storm deductible on the osprey policy",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Osprey Point Cottage insurance", "all other perils deductible", /All other perils deductible:\s*(\$[\d,]+)/i)],
  },
  {
    group: "documents",
    query: "does keisha's lease allow pets? is there a fee",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Magnolia", "pets pet fee", /pet fee of (\$[\d,]+)/i)],
  },
  {
    group: "documents",
    query: "how long is the workmanship warranty on the oak city roof job",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "Oak City Roofing", "workmanship warranty", /Workmanship warranty:\s*(\d+) years/i)} year`],
  },
  {
    group: "documents",
    query: "per the operating agreement how much do we have to keep in reserve before distributions",
    tool: "search_document_content",
    expect: async (t) => [await fromDocument(t, "Operating Agreement", "distributions reserve", /reserve of (\$[\d,]+)/i)],
  },
  {
    group: "documents",
    query: "once the magnolia lease goes month to month, how much notice to end it",
    tool: "search_document_content",
    expect: async (t) => [`${await fromDocument(t, "Magnolia", "month to month written notice term", /(\d+) days' written notice/i)} days`],
  },

  // unanswerable
  { group: "unanswerable", query: "what will the cabin gross next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Owen Fitzgerald's credit score", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Front Range Rentals LLC net last yr", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we refinance the osprey mortgage now or wait", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "whats hickory drive worth on the market today", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "wifi password at the cabin?", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much did Aisha take out in distributions last year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "remaining principal balance on the truist loan for juniper", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "square footage of the magnolia st unit", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much should our Q4 estimated payment be", tool: "query_database", unanswerable: true, expect: async () => [] },
];
