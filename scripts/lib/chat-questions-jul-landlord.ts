// The jul-landlord set: written blind (the assistant's code, its tests and every other question set left
// unread; no assistant answer seen). Asked of the landlord company, Basalt Creek Holdings LLC (Oregon):
// four unfurnished long-term rentals (Thornapple and Sycamore Hollow houses, the Larkspur duplex, the
// Quarry Bend condo; three managed by Brightwell) and the Mill Race carriage house let on Airbnb.
// 60 questions typed the way owners, a bookkeeper or their CPA type them:
//   income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5, documents 5,
//   follow-up 8 (each placed right after the question it follows), unanswerable 10.
// Every figure, count, date and name is read from the REST API at run time, periods relative to t.today.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, nextOpen, nightsBooked, obligations, quarter, thisYear, year, type Case, type Truth } from "./chat-questions";

const Y = (t: Truth) => Number(t.today.slice(0, 4));
const lastYear = (t: Truth) => year(Y(t) - 1);
/** From the first day of the books (January of last year) through today. */
const allTime = (t: Truth) => ({ start: "2000-01-01", end: t.today });

interface PropertyMeta {
  id: string;
  address: string;
  extra_metadata: { use?: string; tenant?: string; monthly_rent?: string; units?: { unit: string; tenant: string; monthly_rent: string }[] };
}

/** A property with its free-form metadata (tenants, rents). */
async function meta(t: Truth, fragment: string): Promise<PropertyMeta> {
  const p = await t.property(fragment);
  return t.get<PropertyMeta>(`/api/v1/properties/${p.id}`);
}

const pid = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

/** The text a document search returns from one document (found by its title). */
async function docText(t: Truth, title: string, q: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(title)}`);
  if (items.length !== 1) throw new Error(`document "${title}": ${items.length} matches`);
  const found = await t.get<{ items: { text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(q)}&document_id=${items[0]!.id}`);
  return found.items.map((item) => item.text).join("\n");
}

/** The first group of `re` in what a document search returns from one document; throws if absent. */
async function fromDoc(t: Truth, title: string, q: string, re: RegExp): Promise<string> {
  const text = await docText(t, title, q);
  const match = re.exec(text);
  if (!match?.[1]) throw new Error(`"${re.source}" not found in "${title}" for "${q}"`);
  return match[1];
}

/** "$3,150.00" or "$1,500" as the document writes it, without the dollar sign. */
const dollars = (s: string) => s.replace(/^\$/, "");

/** The open obligations matching a query, in due-date order. */
const open = async (t: Truth, query: string) => (await obligations(t, query)).items.filter((o) => o.status !== "completed" && o.status !== "cancelled").sort((a, b) => a.due_date.localeCompare(b.due_date));

const need = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
};

export const JUL_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "total revenue ytd for basalt creek, all properties combined",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "how much did the carriage house gross on airbnb last yr?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...lastYear(t) }))],
  },
  {
    group: "income",
    query: "rent recieved from Thornapple in Q3 of last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Thornapple"), ...quarter(Y(t) - 1, 3) }))],
  },
  {
    group: "income",
    query: "break down larkspur rent for last year by unit - A vs B",
    tool: "query_database",
    expect: async (t) => {
      const lark = await meta(t, "Larkspur");
      const units = need(lark.extra_metadata.units, "Larkspur units");
      const surname = (name: string) => name.split(" ").at(-1)!;
      return Promise.all(units.map(async (u) => figure(await t.sum({ categories: ["revenue:long_term_rental"], property: lark.id, q: surname(u.tenant), ...lastYear(t) }))));
    },
  },
  {
    group: "income",
    query: "what did we bring in from the salem house this yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", property: await pid(t, "Sycamore"), ...thisYear(t) }))],
  },
  {
    group: "income",
    query: "late fees - how much have tenants paid us since the start of last year?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:late_fees"], start: lastYear(t).start, end: t.today }))],
  },
  {
    group: "income",
    query: "beaverton condo rent for last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Quarry Bend"), ...lastMonth(t.today) }))],
  },
  {
    group: "follow-up",
    query: "and thornapple?",
    after: "beaverton condo rent for last month?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], property: await pid(t, "Thornapple"), ...lastMonth(t.today) }))],
  },
  {
    group: "income",
    query: "approx how much did long-term rent bring in last yr vs the airbnb? which was bigger",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t) })), figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "propery taxes paid last yr, all 5 properties total",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid ONPOINT CU so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "ONPOINT", ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "tally up brightwell's mgmt fees for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "what are we spending on utilities at the cabin ytd, all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "follow-up",
    query: "just the electric?",
    after: "what are we spending on utilities at the cabin ytd, all in",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total repairs across all the rentals last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...lastYear(t) }))],
  },
  {
    group: "expenses",
    query: "how much have we paid rosario plumbing, all time",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...allTime(t) }))],
  },
  {
    group: "expenses",
    query: "quarry bend HOA dues paid last quarter?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:hoa_fees"], property: await pid(t, "Quarry Bend"), ...lastQuarter(t.today) }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "net income so far this year for the whole company",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "carriage house net profit last yr after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...lastYear(t) }))],
  },
  {
    group: "follow-up",
    query: "what about this year so far",
    after: "carriage house net profit last yr after all expenses",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Mill Race"), ...thisYear(t) }))],
  },
  {
    group: "net",
    query: "compare net for larkspur vs the beaverton condo for last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", property: await pid(t, "Larkspur"), ...lastYear(t) })), figure(await t.sum({ type: "net", property: await pid(t, "Quarry Bend"), ...lastYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "# of airbnb bookings at the carriage house last month",
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: ["revenue:rental_income"], property: await pid(t, "Mill Race"), ...lastMonth(t.today) }))],
  },
  {
    group: "bookings-or-tenants",
    query: "nights booked at mill race ytd?",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", thisYear(t)))],
  },
  {
    group: "bookings-or-tenants",
    query: "show me who stayed at the hood river place last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "follow-up",
    query: "how many nights was that in total",
    after: "show me who stayed at the hood river place last month",
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", lastMonth(t.today)))],
  },
  {
    group: "bookings-or-tenants",
    query: "who rents the salem house and what do they pay per mo",
    tool: "query_database",
    expect: async (t) => {
      const { extra_metadata: m } = await meta(t, "Sycamore");
      return [need(m.tenant, "Sycamore tenant"), figure(need(m.monthly_rent, "Sycamore rent"))];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "give me the rent roll w/ every long term tenant",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await t.get<{ items: PropertyMeta[] }>("/api/v1/properties?page_size=200");
      const names = items.filter((p) => p.extra_metadata.use === "long-term rental").flatMap((p) => (p.extra_metadata.units ? p.extra_metadata.units.map((u) => u.tenant) : p.extra_metadata.tenant ? [p.extra_metadata.tenant] : []));
      if (names.length === 0) throw new Error("no long-term tenants");
      return names;
    },
  },
  {
    group: "bookings-or-tenants",
    query: "which unit at larkspur is Ingrid Soto in, and what's her rent",
    tool: "query_database",
    expect: async (t) => {
      const u = need((await meta(t, "Larkspur")).extra_metadata.units?.find((x) => x.tenant === "Ingrid Soto"), "Ingrid Soto's unit");
      return [`unit ${u.unit}`, figure(u.monthly_rent)];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for thornapple originally",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "basis",
    query: "land vs building basis on the larkspur duplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Larkspur");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "follow-up",
    query: "same for the salem house",
    after: "land vs building basis on the larkspur duplex?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "ff&e basis on the carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "calculate last yr's depreciaton on the sycamore hollow house",
    tool: "query_database",
    expect: async (t) => {
      const id = await pid(t, "Sycamore");
      const d = await t.get<{ year: { total: string } | null }>(`/api/v1/properties/${id}/depreciation?year=${Y(t) - 1}`);
      return [figure(need(d.year, "depreciation year").total)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "basalt creek's EIN pls",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ ein: string }>("/api/v1/company")).ein],
  },
  {
    group: "company",
    query: "when was the LLC formed?",
    tool: "query_database",
    expect: async (t) => [longDate((await t.get<{ formation_date: string }>("/api/v1/company")).formation_date)],
  },
  {
    group: "company",
    query: "who's our registerd agent and what address do they have on file",
    tool: "query_database",
    expect: async (t) => {
      const { registered_agent: a } = await t.get<{ registered_agent: { name: string; address: string } }>("/api/v1/company");
      return [a.name, a.address.split(",")[0]!];
    },
  },
  {
    group: "company",
    query: "pull up our oregon SOS registry number",
    tool: "query_database",
    expect: async (t) => [(await t.get<{ state_filing_number: string }>("/api/v1/company")).state_filing_number],
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "status=overdue")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "next estimated tax payment - when's it due",
    tool: "query_database",
    expect: async (t) => [longDate(need(await nextOpen(t, "obligation_type=tax:payment"), "an open estimated payment").due_date)],
  },
  {
    group: "follow-up",
    query: "and the one after that?",
    after: "next estimated tax payment - when's it due",
    tool: "query_database",
    expect: async (t) => [longDate(need((await open(t, "obligation_type=tax:payment"))[1], "a second open estimated payment").due_date)],
  },
  {
    group: "deadlines",
    query: "when's the 1065 due",
    tool: "query_database",
    expect: async (t) => [longDate(need(await nextOpen(t, "obligation_type=tax:filing"), "an open 1065").due_date)],
  },
  {
    group: "deadlines",
    query: "hood river STR permit renewal, when do we have to get that in by",
    tool: "query_database",
    expect: async (t) => [longDate(need(await nextOpen(t, `obligation_type=compliance:license_renewal&property_id=${await pid(t, "Mill Race")}`), "an open permit renewal").due_date)],
  },
  {
    group: "deadlines",
    query: "by when do we need to decide on renewing Tobias Wren's lease",
    tool: "query_database",
    expect: async (t) => [longDate(need(await nextOpen(t, `q=${encodeURIComponent("Tobias Wren")}`), "Tobias Wren's lease renewal").due_date)],
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "whats the late fee in Brianna's lease at thornapple",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDoc(t, "Thornapple Street", "late fee rent", /late fee of (\$[\d,]+(?:\.\d{2})?)/))],
  },
  {
    group: "follow-up",
    query: "what other paperwork do we have on file for that house?",
    after: "whats the late fee in Brianna's lease at thornapple",
    tool: "list_business_documents",
    expect: async (t) => {
      const { items } = await t.get<{ items: { title: string }[] }>(`/api/v1/documents?page_size=200&property_id=${await pid(t, "Thornapple")}`);
      const others = items.map((d) => d.title).filter((title) => !/lease/i.test(title));
      if (others.length === 0) throw new Error("no other Thornapple documents");
      return others;
    },
  },
  {
    group: "documents",
    query: "whats the minimum lease term the quarry bend HOA allows - can we airbnb the condo?",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Quarry Bend Condominium", "minimum lease term short-term rentals Airbnb", /term of less than (\d+ months)/)],
  },
  {
    group: "documents",
    query: "how much is the special assessment for the siding + deck at quarry bend",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDoc(t, "Quarry Bend Condominium", "special assessment siding deck replacement", /special assessment of (\$[\d,]+(?:\.\d{2})?)/))],
  },
  {
    group: "documents",
    query: "deductible on the mill race insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDoc(t, "Columbia Gorge Mutual", "deductible per occurrence", /(\$[\d,]+(?:\.\d{2})?) per occurrence/))],
  },
  {
    group: "documents",
    query: "what % of the company does Helena own per the operating agmt",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Operating Agreement", "Helena Marsh percentage interest", /Helena Marsh holds an? (\d+%)/)],
  },
  {
    group: "follow-up",
    query: "and corwin?",
    after: "what % of the company does Helena own per the operating agmt",
    tool: "search_document_content",
    expect: async (t) => [await fromDoc(t, "Operating Agreement", "Corwin Adeyemi percentage interest", /Corwin Adeyemi holds an? (\d+%)/)],
  },

  // ---------------------------------------------------------------- unanswerable (10)
  {
    group: "unanswerable",
    query: "what will our rental income be next year?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's thornapple worth on the market today",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "remaining balance on the guild mortgage for sycamore?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "should we sell the carriage house or hang on to it",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "how much did Cascade Ridge Properties LLC make last yr",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "rent from thornapple 5 yrs ago?",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "square footage of the larkspur duplex, each unit",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "who's booked at the cabin next weekend",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's corwin's home address",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
  {
    group: "unanswerable",
    query: "what's market rent for a 3br in salem right now",
    tool: "query_database",
    unanswerable: true,
    expect: async () => [],
  },
];
