// Written blind, without reading the assistant's code, its tests, its docs or any other question set:
// 60 questions an owner, bookkeeper or CPA of Basalt Creek Holdings LLC (the Oregon landlord fixture,
// scripts/lib/landlord-company.ts) might type. Every expected figure, date and name is read at run time
// from the REST API of the fixture's own service; periods are relative to today.
// Groups: income 8, expenses 7, net 3, bookings-or-tenants 6, basis 4, company 4, deadlines 5,
// documents 5, follow-up 8, unanswerable 10.
import { figure, guestsOf, lastMonth, lastQuarter, longDate, month, nextOpen, nightsBooked, obligations, quarter, thisYear, titles, year, type Case, type Truth } from "./chat-questions";

/** Last calendar year, as the runner's today (UTC) sees it: used in the wording of a few questions. */
const LY = new Date().getUTCFullYear() - 1;
const lastYearOf = (t: Truth) => Number(t.today.slice(0, 4)) - 1;

const LTR = ["revenue:long_term_rental"];
const STR = ["revenue:rental_income"];
const FRAGMENTS = ["Thornapple", "Larkspur", "Quarry Bend", "Sycamore", "Mill Race"];

const idOf = async (t: Truth, fragment: string) => (await t.property(fragment)).id;

interface PropertyRecord {
  id: string;
  address: string;
  extra_metadata: Record<string, unknown>;
}
const propertyRecord = async (t: Truth, fragment: string) => t.get<PropertyRecord>(`/api/v1/properties/${await idOf(t, fragment)}`);

interface Company {
  legal_name: string;
  ein: string | null;
  state_filing_number: string | null;
  formation_date: string | null;
  registered_agent: { name: string; address: string | null } | null;
}
const company = (t: Truth) => t.get<Company>("/api/v1/company");

/** The text of one document (found by a fragment of its title), from the passages the search route returns for `words`. */
async function docText(t: Truth, titleFragment: string, words: string): Promise<string> {
  const { items } = await t.get<{ items: { id: string; title: string }[] }>(`/api/v1/documents?page_size=200&q=${encodeURIComponent(titleFragment)}`);
  if (items.length !== 1) throw new Error(`document "${titleFragment}": ${items.length} matches`);
  const hits = await t.get<{ items: { chunk_index: number; text: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent(words)}&document_id=${items[0]!.id}&top_k=50&mode=lexical`);
  const chunks = [...new Map(hits.items.map((h) => [h.chunk_index, h.text])).entries()].sort((a, b) => a[0] - b[0]);
  if (chunks.length === 0) throw new Error(`no passages of "${titleFragment}" for ${words}`);
  return chunks.map(([, text]) => text).join("\n");
}

/** The first capture of `pattern` in a document's text. */
async function fromDoc(t: Truth, titleFragment: string, words: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await docText(t, titleFragment, words));
  if (!match?.[1]) throw new Error(`"${titleFragment}" has no ${pattern}`);
  return match[1];
}

/** "$75.00" -> "$75", "$1,500" stays: an amount as a document writes it, found with or without cents. */
const dollars = (amount: string) => amount.replace(/\.00$/, "");

const titleCase = (name: string) => name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

export const R6_LANDLORD_CASES: Case[] = [
  // ---------------------------------------------------------------- income (8)
  {
    group: "income",
    query: "how much rent did brianna pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...year(lastYearOf(t)), property: await idOf(t, "Thornapple") }))],
  },
  {
    group: "follow-up",
    query: "and this year so far?",
    after: "how much rent did brianna pay us last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...thisYear(t), property: await idOf(t, "Thornapple") }))],
  },
  {
    group: "income",
    query: "carriage house airbnb revenue ytd?",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...thisYear(t), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "income",
    query: `Total revenue for Basalt Creek Holdings in ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "revenue", ...year(lastYearOf(t)) }))],
  },
  {
    group: "income",
    query: "calculate rent collected from the Larkspur duplex in Q3 last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...quarter(lastYearOf(t), 3), property: await idOf(t, "Larkspur") }))],
  },
  {
    group: "income",
    query: "which of our properties brought in the most income last year",
    tool: "query_database",
    expect: async (t) => {
      const period = year(lastYearOf(t));
      const totals = await Promise.all(FRAGMENTS.map(async (fragment) => ({ fragment, revenue: await t.sum({ type: "revenue", ...period, property: await idOf(t, fragment) }) })));
      const top = totals.reduce((best, row) => (Number(row.revenue) > Number(best.revenue) ? row : best));
      return [top.fragment, figure(top.revenue)];
    },
  },
  {
    group: "income",
    query: `what did the mill race carriage house gross on airbnb in july ${LY}`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: STR, ...month(lastYearOf(t), 7), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "how many nights did that cover",
    after: `what did the mill race carriage house gross on airbnb in july ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", month(lastYearOf(t), 7)))],
  },
  {
    group: "income",
    query: "pull up what Tobias has paid in rent so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...thisYear(t), property: await idOf(t, "Quarry Bend") }))],
  },
  {
    group: "income",
    query: "long-term rent received last month across all the rentals",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: LTR, ...lastMonth(t.today) }))],
  },

  // ---------------------------------------------------------------- expenses (7)
  {
    group: "expenses",
    query: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", q: "Rosario", ...year(lastYearOf(t)) }))],
  },
  {
    group: "follow-up",
    query: "which properties were those jobs at",
    after: "what did we pay rosario plumbing last year",
    tool: "query_database",
    expect: async (t) => {
      const period = year(lastYearOf(t));
      const { items } = await t.get<{ items: { property_id: string | null }[] }>(`/api/v1/transactions?q=Rosario&transaction_type=EXPENSE&start_date=${period.start}&end_date=${period.end}&page_size=200`);
      const ids = new Set(items.map((tx) => tx.property_id));
      const found: string[] = [];
      for (const fragment of FRAGMENTS) if (ids.has(await idOf(t, fragment))) found.push(fragment);
      if (found.length === 0) throw new Error("no Rosario jobs last year");
      return found;
    },
  },
  {
    group: "expenses",
    query: `property taxes paid in ${LY}, all counties combined`,
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_tax"], ...year(lastYearOf(t)) }))],
  },
  {
    group: "expenses",
    query: "repair costs on the duplex last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:maintenance:repairs"], ...year(lastYearOf(t)), property: await idOf(t, "Larkspur") }))],
  },
  {
    group: "expenses",
    query: "How much has Brightwell taken in management fees ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:property_management"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "what did utilities run us at the carriage house last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities"], ...lastQuarter(t.today), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "follow-up",
    query: "what about just electricity",
    after: "what did utilities run us at the carriage house last quarter",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:utilities:electricity"], ...lastQuarter(t.today), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "expenses",
    query: "how much was the CPA's tax prep bill this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ categories: ["expense:legal_professional"], ...thisYear(t) }))],
  },
  {
    group: "expenses",
    query: "total spend on the Quarry Bend condo last yr",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "expense", ...year(lastYearOf(t)), property: await idOf(t, "Quarry Bend") }))],
  },

  // ---------------------------------------------------------------- net (3)
  {
    group: "net",
    query: "what was our profit on the sycamore house last year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...year(lastYearOf(t)), property: await idOf(t, "Sycamore") }))],
  },
  {
    group: "net",
    query: "net cash flow for the carriage house ytd",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "net",
    query: "company-wide net income so far this year",
    tool: "query_database",
    expect: async (t) => [figure(await t.sum({ type: "net", ...thisYear(t) }))],
  },

  // ---------------------------------------------------------------- bookings-or-tenants (6)
  {
    group: "bookings-or-tenants",
    query: "who stayed at the carriage house last month",
    tool: "query_database",
    expect: async (t) => guestsOf(t, "Mill Race", lastMonth(t.today)),
  },
  {
    group: "bookings-or-tenants",
    query: `how many nights was the carriage house booked in ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await nightsBooked(t, "Mill Race", year(lastYearOf(t))))],
  },
  {
    group: "follow-up",
    query: "how many separate stays was that",
    after: `how many nights was the carriage house booked in ${LY}`,
    tool: "query_database",
    expect: async (t) => [String(await t.count({ categories: STR, ...year(lastYearOf(t)), property: await idOf(t, "Mill Race") }))],
  },
  {
    group: "bookings-or-tenants",
    query: "who's renting the Quarry Bend condo",
    tool: "query_database",
    expect: async (t) => {
      const tenant = (await propertyRecord(t, "Quarry Bend")).extra_metadata.tenant;
      if (typeof tenant !== "string") throw new Error("no tenant at Quarry Bend");
      return [tenant];
    },
  },
  {
    group: "follow-up",
    query: "what's his monthly rent",
    after: "who's renting the Quarry Bend condo",
    tool: "query_database",
    expect: async (t) => {
      const rent = (await propertyRecord(t, "Quarry Bend")).extra_metadata.monthly_rent;
      if (typeof rent !== "string") throw new Error("no rent at Quarry Bend");
      return [figure(rent)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who are the tenants at the Larkspur duplex and what does each unit pay",
    tool: "query_database",
    expect: async (t) => {
      const units = (await propertyRecord(t, "Larkspur")).extra_metadata.units as { tenant: string; monthly_rent: string }[] | undefined;
      if (!units?.length) throw new Error("no units at Larkspur");
      return units.flatMap((u) => [u.tenant, figure(u.monthly_rent)]);
    },
  },
  {
    group: "bookings-or-tenants",
    query: "who was the tenant at sycamore hollow before marisol",
    tool: "query_database",
    expect: async (t) => {
      const id = await idOf(t, "Sycamore");
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?category=revenue:long_term_rental&property_id=${id}&start_date=${lastYearOf(t)}-01-01&end_date=${t.today}&sort=transaction_date&page_size=200`);
      const names = items.map((tx) => /ZELLE FROM (.+?) RENT/i.exec(tx.description)?.[1]).filter((n): n is string => Boolean(n));
      const before = names.find((n) => !/pennington/i.test(n));
      if (!before) throw new Error("no earlier tenant at Sycamore");
      return [titleCase(before)];
    },
  },
  {
    group: "bookings-or-tenants",
    query: "when does Devon's lease end",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "q=Devon");
      const end = items.map((o) => /lease ends ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(o.description)?.[1]).find(Boolean);
      if (!end) throw new Error("no lease end for Devon");
      return [end];
    },
  },

  // ---------------------------------------------------------------- basis (4)
  {
    group: "basis",
    query: "what did we pay for the thornapple house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Thornapple")).purchase_price_total)],
  },
  {
    group: "follow-up",
    query: "when did we buy it?",
    after: "what did we pay for the thornapple house",
    tool: "query_database",
    expect: async (t) => [longDate((await t.property("Thornapple")).acquisition_date)],
  },
  {
    group: "basis",
    query: "land vs building basis on 2210 Sycamore Hollow",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Sycamore");
      return [figure(p.land_basis), figure(p.building_basis)];
    },
  },
  {
    group: "basis",
    query: "furniture / FF&E basis for the carriage house",
    tool: "query_database",
    expect: async (t) => [figure((await t.property("Mill Race")).ffe_basis)],
  },
  {
    group: "basis",
    query: "placed in service date for the beaverton condo?",
    tool: "query_database",
    expect: async (t) => {
      const p = await t.property("Quarry Bend");
      if (!p.placed_in_service) throw new Error("Quarry Bend not placed in service");
      return [longDate(p.placed_in_service)];
    },
  },

  // ---------------------------------------------------------------- company (4)
  {
    group: "company",
    query: "whats our EIN",
    tool: "query_database",
    expect: async (t) => {
      const { ein } = await company(t);
      if (!ein) throw new Error("no EIN");
      return [ein];
    },
  },
  {
    group: "company",
    query: "who is the registered agent for basalt creek",
    tool: "query_database",
    expect: async (t) => {
      const agent = (await company(t)).registered_agent;
      if (!agent) throw new Error("no registered agent");
      return [agent.name];
    },
  },
  {
    group: "company",
    query: "what date was the LLC formed",
    tool: "query_database",
    expect: async (t) => {
      const { formation_date } = await company(t);
      if (!formation_date) throw new Error("no formation date");
      return [longDate(formation_date)];
    },
  },
  {
    group: "company",
    query: "oregon SOS registry number for the company?",
    tool: "query_database",
    expect: async (t) => {
      const { state_filing_number } = await company(t);
      if (!state_filing_number) throw new Error("no filing number");
      return [state_filing_number];
    },
  },

  // ---------------------------------------------------------------- deadlines (5)
  {
    group: "deadlines",
    query: "what's due in the next 30 days",
    tool: "query_database",
    expect: async (t) => [...new Set((await obligations(t, "upcoming=30")).items.map((o) => longDate(o.due_date)))],
  },
  {
    group: "deadlines",
    query: "anything overdue right now?",
    tool: "query_database",
    expect: async (t) => {
      const { items } = await obligations(t, "status=overdue");
      return items.length ? [...new Set(items.map((o) => longDate(o.due_date)))] : ["no"];
    },
  },
  {
    group: "deadlines",
    query: "when is the next estimated tax payment due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:payment&start_date=${t.today}`);
      if (!next) throw new Error("no estimated payment ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when's our next oregon annual report due",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=compliance:periodic_report&start_date=${t.today}`);
      if (!next) throw new Error("no annual report ahead");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "deadlines",
    query: "when do we have to get the 1065 filed by",
    tool: "query_database",
    expect: async (t) => {
      const next = await nextOpen(t, `obligation_type=tax:filing&start_date=${t.today}`);
      if (!next) throw new Error("no partnership return ahead");
      return [longDate(next.due_date)];
    },
  },

  // ---------------------------------------------------------------- documents (5)
  {
    group: "documents",
    query: "who are the members under the operating agreement and what % does each own",
    tool: "search_document_content",
    expect: async (t) => {
      const text = await docText(t, "Operating Agreement", "members percentage interest holds");
      const rows = [...text.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+) holds a (\d+%) Percentage Interest/g)];
      if (rows.length === 0) throw new Error("no members in the operating agreement");
      return rows.flatMap((m) => [m[1]!, m[2]!]);
    },
  },
  {
    group: "documents",
    query: "what's the late fee in Brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDoc(t, "Kowalczyk", "late fee rent", /late fee of (\$[\d,]+(?:\.\d{2})?)/))],
  },
  {
    group: "follow-up",
    query: "what about in marisol's lease",
    after: "what's the late fee in Brianna's lease",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDoc(t, "Pennington", "late fee rent", /late fee of (\$[\d,]+(?:\.\d{2})?)/))],
  },
  {
    group: "documents",
    query: "how big is the HOA special assessment at quarry bend",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDoc(t, "Rules and Regulations", "special assessment siding deck", /special assessment of (\$[\d,]+(?:\.\d{2})?) per unit/))],
  },
  {
    group: "documents",
    query: "deductible on the carriage house insurance policy?",
    tool: "search_document_content",
    expect: async (t) => [dollars(await fromDoc(t, "declarations", "deductible occurrence perils", /(\$[\d,]+(?:\.\d{2})?) per occurrence, all perils/))],
  },
  {
    group: "documents",
    query: "which formation docs do we have on file",
    tool: "list_business_documents",
    expect: async (t) => titles(t, "doc_type=formation"),
  },

  // ---------------------------------------------------------------- unanswerable (10)
  { group: "unanswerable", query: "what's the thornapple house worth on today's market", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much principal is left on the Guild mortgage for Sycamore", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much rent did thornapple bring in back in 2019", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's Ingrid Soto's phone number", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what star rating does the carriage house have on airbnb", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "how much of a security deposit did Devon put down", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what will our property tax bills be next year", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "should we sell the quarry bend condo or keep renting it out", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "what's the going rate for a 3 bedroom rental in Salem right now", tool: "query_database", unanswerable: true, expect: async () => [] },
  { group: "unanswerable", query: "current balance in the umpqua company checking acct", tool: "query_database", unanswerable: true, expect: async () => [] },
];
